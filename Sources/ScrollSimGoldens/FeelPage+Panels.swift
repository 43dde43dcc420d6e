extension FeelPage {
    /// The second part of `script`: builds a panel per outer view (its viewport, cards, edges, page
    /// lines, ghosts and finger; each view inside drawn in its parent's viewport at its frame, its
    /// title and readout in its parent's panel), picks each run's reference for the readout, and
    /// writes the legend.
    static let scriptPanels = #"""
        for (const [k, r] of runs.entries()) {
          const [bw, bh] = r.bounds;
          const host = r.inside && r.inside[0] < k ? runs[r.inside[0]] : null;
          r.scale = host ? host.scale : pageScale;
          const s = r.scale;
          // An outer view gets a panel titled in words; a view inside is drawn in its parent's
          // viewport, and its title and readout go in its parent's panel. Each keeps its raw label
          // (a setting key, a golden's name) as a small line for engineers.
          const box = document.createElement("div");
          const h = document.createElement(host ? "h3" : "h2");
          if (host) { r.panel = host.panel; box.className = "inner"; h.textContent = r.title; }
          else { r.panel = box; box.className = "run"; h.textContent = named(r) + (r.golden && !r.variant ? " · golden" : ""); }
          box.id = "panel" + k; h.style.color = COLORS[k % COLORS.length]; box.appendChild(h);
          if (r.label !== h.textContent) { const p = document.createElement("div"); p.className = "key"; p.textContent = r.label; box.appendChild(p); }
          const phone = document.createElement("div"); phone.className = "phone"; phone.id = "phone" + k;
          phone.style.width = (bw * s) + "px"; phone.style.height = (bh * s) + "px";
          phone.dataset.bounds = bw + "x" + bh;
          const content = document.createElement("div"); content.className = "content"; content.id = "content" + k;
          // The scrollable area: from the smallest offset to the largest plus the bounds.
          const edge = document.createElement("div"); edge.className = "edge";
          edge.style.left = (r.min[0] * s) + "px"; edge.style.top = (r.min[1] * s) + "px";
          edge.style.width = ((r.max[0] - r.min[0] + bw) * s) + "px"; edge.style.height = ((r.max[1] - r.min[1] + bh) * s) + "px";
          content.appendChild(edge);
          const shown = r.cells;
          for (const [i, c] of shown.entries()) {
            const cell = document.createElement("div"); cell.className = "cell"; cell.id = "cell" + k + "-" + i;
            cell.style.left = (c[0] * s) + "px"; cell.style.top = (c[1] * s) + "px";
            cell.style.width = (c[2] * s) + "px"; cell.style.height = (c[3] * s) + "px";
            cell.style.background = cellColor(i);
            const label = document.createElement("span"); label.textContent = i; cell.appendChild(label);
            content.appendChild(cell);
          }
          // Page lines: where the viewport's leading edge rests on each page.
          r.lines = pageLines(r);
          for (const [a, at, name] of r.lines) {
            const line = document.createElement("div"); line.className = "pageline " + (a === 0 ? "x" : "y");
            if (a === 0) { line.style.left = (at * s - 1) + "px"; line.style.top = (r.min[1] * s) + "px"; line.style.width = "2px"; line.style.height = ((r.max[1] - r.min[1] + bh) * s) + "px"; }
            else { line.style.top = (at * s - 1) + "px"; line.style.left = (r.min[0] * s) + "px"; line.style.height = "2px"; line.style.width = ((r.max[0] - r.min[0] + bw) * s) + "px"; }
            const tag = document.createElement("b"); tag.textContent = name; line.appendChild(tag);
            content.appendChild(line);
          }
          if (r.rest) {
            const g = document.createElement("div"); g.className = "ghost rest";
            g.style.width = (bw * s) + "px"; g.style.height = (bh * s) + "px";
            g.style.left = (r.rest.offset[0] * s) + "px"; g.style.top = (r.rest.offset[1] * s) + "px";
            content.appendChild(g);
          }
          r.proposed = document.createElement("div"); r.proposed.className = "ghost proposed";
          r.target = document.createElement("div"); r.target.className = "ghost target";
          for (const g of [r.proposed, r.target]) { g.style.width = (bw * s) + "px"; g.style.height = (bh * s) + "px"; content.appendChild(g); }
          phone.appendChild(content);
          r.finger = document.createElement("div"); r.finger.className = "finger"; phone.appendChild(r.finger);
          r.content = content; r.phone = phone;
          if (host) {
            phone.classList.add("inside");
            phone.style.left = (r.inside[1] * s) + "px"; phone.style.top = (r.inside[2] * s) + "px";
            host.content.appendChild(phone);
          } else box.appendChild(phone);
          if (r.cellCount > shown.length) { const p = document.createElement("div"); p.className = "note"; p.textContent = "cells 0 to " + (shown.length - 1) + " of " + r.cellCount + " drawn"; box.appendChild(p); }
          r.readout = document.createElement("div"); r.readout.className = "readout"; box.appendChild(r.readout);
          for (const n of r.notices) { const p = document.createElement("div"); p.className = "noticed"; p.textContent = (n[1] ? "▼ " : "") + n[2]; box.appendChild(p); }
          if (r.noticeCount > r.notices.length) { const p = document.createElement("div"); p.className = "note"; p.textContent = "and " + (r.noticeCount - r.notices.length) + " more noticed (the first " + r.notices.length + " are listed and marked)"; box.appendChild(p); }
          (host ? r.panel : stage).appendChild(box);
        }
        // A run's reference for the readout's difference: the golden's run of the same view (the
        // nearest golden before it with the same bounds and layout), else the first run when it
        // shows the same view; none for a run drawn inside another, or one whose golden is only
        // where it rested (a sweep's cells are different gestures, not settings of one).
        for (const [k, r] of runs.entries()) {
          r.reference = null;
          if (k === 0 || r.inside || r.golden || r.rest) continue;
          const same = q => !q.inside && q.layout === r.layout && q.bounds[0] === r.bounds[0] && q.bounds[1] === r.bounds[1];
          for (let j = k - 1; j >= 0 && !r.reference; j--) if (runs[j].golden && same(runs[j])) r.reference = runs[j];
          if (!r.reference && same(runs[0]) && !runs[0].golden) r.reference = runs[0];
        }

        // The legend: every mark this page draws, in words, visible without hovering.
        const legend = document.getElementById("legend");
        function entry(mark, swatch, text) {
          const d = document.createElement("div"); d.dataset.mark = mark;
          const w = document.createElement("span"); w.className = "swatch " + swatch.split(" ").map(c => "k-" + c).join(" "); if (mark === "jump") w.textContent = "▼"; if (mark === "card") w.textContent = "0";
          d.appendChild(w); d.appendChild(document.createTextNode(text)); legend.appendChild(d);
        }
        entry("card", "card", "a card (a cell of the layout), numbered from 0, at its size");
        entry("edge", "edge", "the content's edges: past them the content rubber-bands");
        entry("finger", "finger", "the finger, while it drags");
        entry("proposed", "proposed", "after a release: where UIKit proposed the view comes to rest");
        entry("target", "target", "after a release: the final target, where the delegate sends it (over the proposed one when they agree)");
        const anyLines = runs.some(r => r.lines.length);
        entry("page", anyLines ? "page" : "none", anyLines ? "a page line: where the viewport's leading edge rests on a page (its paging, or its strategy's stops)" : "no page lines: no view here pages, so the cards are its only edges");
        if (runs.some(r => r.golden)) {
          entry("golden", "curve dashed", "a golden's run: its frames as the golden recorded them; dashed curves");
          entry("new", "curve", "a new run: its frames now; solid curves, its readout says how far it is from the golden");
        }
        if (runs.some(r => r.inside)) entry("inside", "inside", "a view inside another (a section, a carousel in a feed): drawn at its frame in its parent's viewport, moving with it and clipped to its frame; its readout is in its parent's panel");
        if (runs.some(r => r.rest)) entry("rest", "rest", "where the golden rested: a sweep golden keeps each cell's resting page, not its frames");
        entry("jump", "jump", runs.some(r => r.jumps.length) ? "a jump: the content moved further in one frame than its velocity allows (on the curves; the viewport's frame turns red)" : "a jump would be marked here; no run on this page jumps");

        function cellColor(i) { return "rgb(" + (40 + (i * 67) % 160) + "," + (60 + (i * 113) % 140) + "," + (90 + (i * 29) % 130) + ")"; }

        // The frame a run shows at `time` seconds: the last at or before it.
        function frameAt(r, time) {
          const key = Math.round(time * tScale);
          let lo = 0, hi = r.T.length - 1;
          if (hi < 0) return -1;
          if (r.T[0] > key) return 0;
          while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (r.T[mid] <= key) lo = mid; else hi = mid - 1; }
          return lo;
        }
        """#
}
