extension FeelPage {
    /// The page's script: unpacks the data, writes the legend of the marks this page draws, builds
    /// a viewport per run at the view's proportions (one scale for every view, a run inside
    /// another's view drawn in it), draws the curves once with the jumps marked, and plays the
    /// frames on one clock. Every velocity it shows is in pt/s. `template` holds it in its
    /// `<script>` element.
    static let script = scriptSetUp + "\n" + scriptPlayback

    /// The first half of `script`: unpacks the data, writes the legend and builds the viewports
    /// and curves (`scriptPlayback` then plays them).
    static let scriptSetUp = #"""
        "use strict";
        const D = JSON.parse(document.getElementById("data").textContent);
        const COLORS = ["#1565c0", "#c62828", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f"];
        function unpack(text) {
          const out = [];
          if (!text) return out;
          let value = 0;
          for (const token of text.split(",")) {
            const star = token.indexOf("*");
            const delta = Number(star < 0 ? token : token.slice(0, star));
            const count = star < 0 ? 1 : Number(token.slice(star + 1));
            for (let i = 0; i < count; i++) { value += delta; out.push(value); }
          }
          return out;
        }
        // The engine's text for an integer of `decimals` fixed decimals: exact, no sign on zero.
        function fixed(units, decimals) {
          const negative = units < 0;
          let digits = String(Math.abs(units));
          if (decimals > 0) {
            digits = digits.padStart(decimals + 1, "0");
            digits = digits.slice(0, digits.length - decimals) + "." + digits.slice(digits.length - decimals);
          }
          return (negative ? "-" : "") + digits;
        }
        const dec = D.decimals;
        const runs = D.runs.map(r => ({
          label: r.label, bounds: r.bounds, min: r.min, max: r.max, layout: r.layout, cells: D.layouts[r.layout].cells, cellCount: D.layouts[r.layout].count,
          releases: r.releases, marks: r.marks, inside: r.in, paging: r.paging || null, stops: r.stops || null, golden: !!r.golden,
          notices: r.notices || [], noticeCount: r.noticeCount || 0, rest: r.goldenRest || null,
          T: unpack(r.t), X: unpack(r.x), Y: unpack(r.y), VX: r.vx ? unpack(r.vx) : null, VY: r.vy ? unpack(r.vy) : null, P: unpack(r.phase)
        }));
        for (const r of runs) r.jumps = r.notices.filter(n => n[1] && n[0] !== null).map(n => n[0]);
        const tScale = Math.pow(10, dec.t), xScale = Math.pow(10, dec.x), vScale = Math.pow(10, dec.v);
        let start = Infinity, end = -Infinity;
        for (const r of runs) { if (r.T.length) { start = Math.min(start, r.T[0] / tScale); end = Math.max(end, r.T[r.T.length - 1] / tScale); } }
        if (!isFinite(start)) { start = 0; end = 0; }
        // The axis that moves most over every run, for the curves.
        function span(values) { let lo = Infinity, hi = -Infinity; for (const v of values) { if (v < lo) lo = v; if (v > hi) hi = v; } return values.length ? hi - lo : 0; }
        const horizontal = runs.reduce((a, r) => a + span(r.X), 0) >= runs.reduce((a, r) => a + span(r.Y), 0);
        const axis = horizontal ? "x" : "y";

        document.getElementById("title").textContent = D.title;
        document.title = D.title;
        for (const note of D.notes) { const p = document.createElement("p"); p.className = "note"; p.textContent = note; document.getElementById("notes").appendChild(p); }

        // One scale for every view on the page, so that views keep their proportions to each other
        // as well as their own: the largest that fits each outer view in 300 × 540 px, and never
        // above 1 px per point.
        let pageScale = 1;
        for (const [k, r] of runs.entries()) if (!(r.inside && r.inside[0] < k)) pageScale = Math.min(pageScale, 300 / r.bounds[0], 540 / r.bounds[1]);
        if (!(pageScale > 0) || !isFinite(pageScale)) pageScale = 1;
        // Where a run's view rests on a page, along each axis that scrolls (content offsets,
        // points): a paging view's pages (origin + k · stride, clamped to the allowed offsets), or
        // its strategy's stops. None for a view that rests anywhere: its cards are its edges.
        function pageLines(r) {
          const out = [];
          if (r.paging) {
            for (const a of [0, 1]) {
              const stride = r.paging.stride[a], origin = r.paging.origin[a];
              if (!(r.max[a] > r.min[a]) || !(stride > 0)) continue;
              let k = Math.ceil((r.min[a] - origin) / stride - 1e-9), count = 0, last = -Infinity;
              for (; origin + k * stride <= r.max[a] + 1e-9 && count < 500; k++, count++) { last = origin + k * stride; out.push([a, last, "page " + count]); }
              // A partial last page rests at the largest offset.
              if (count < 500 && last < r.max[a] - 0.5) out.push([a, r.max[a], "page " + count]);
            }
          } else if (r.stops) {
            const a = r.stops.axis;
            for (const [i, at] of r.stops.at.slice(0, 500).entries()) out.push([a, at, "page " + i]);
          }
          return out;
        }
        const stage = document.getElementById("stage");
        for (const [k, r] of runs.entries()) {
          const [bw, bh] = r.bounds;
          const host = r.inside && r.inside[0] < k ? runs[r.inside[0]] : null;
          r.scale = host ? host.scale : pageScale;
          const s = r.scale;
          const box = document.createElement("div"); box.className = "run";
          const h = document.createElement("h2"); h.textContent = r.label + (r.golden && !/golden/.test(r.label) ? " (the golden's run)" : ""); h.style.color = COLORS[k % COLORS.length]; box.appendChild(h);
          const phone = document.createElement("div"); phone.className = "phone"; phone.id = "phone" + k;
          phone.style.width = (bw * s) + "px"; phone.style.height = (bh * s) + "px";
          phone.dataset.bounds = bw + "x" + bh;
          const content = document.createElement("div"); content.className = "content";
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
            const p = document.createElement("div"); p.className = "note"; p.textContent = "drawn inside " + host.label; box.appendChild(p);
          } else box.appendChild(phone);
          if (r.cellCount > shown.length) { const p = document.createElement("div"); p.className = "note"; p.textContent = "cells 0 to " + (shown.length - 1) + " of " + r.cellCount + " drawn"; box.appendChild(p); }
          r.readout = document.createElement("div"); r.readout.className = "readout"; box.appendChild(r.readout);
          for (const n of r.notices) { const p = document.createElement("div"); p.className = "noticed"; p.textContent = (n[1] ? "▼ " : "") + n[2]; box.appendChild(p); }
          if (r.noticeCount > r.notices.length) { const p = document.createElement("div"); p.className = "note"; p.textContent = "and " + (r.noticeCount - r.notices.length) + " more noticed (the first " + r.notices.length + " are listed and marked)"; box.appendChild(p); }
          stage.appendChild(box);
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

        // The curves: at most two points (lowest and highest) per pixel column, drawn once.
        const charts = [
          { canvas: document.getElementById("offsetChart"), title: "content offset " + axis + " (pt)", values: r => horizontal ? r.X : r.Y, scale: xScale },
          { canvas: document.getElementById("velocityChart"), title: "velocity " + axis + " (pt/s)", values: r => horizontal ? r.VX : r.VY, scale: vScale }
        ];
        const pad = { left: 64, right: 12, top: 18, bottom: 20 };
        for (const chart of charts) {
          const c = chart.canvas, g = c.getContext("2d");
          let lo = Infinity, hi = -Infinity;
          for (const r of runs) { const v = chart.values(r); if (!v) continue; for (const u of v) { const y = u / chart.scale; if (y < lo) lo = y; if (y > hi) hi = y; } }
          if (chart === charts[0]) for (const r of runs) if (r.rest) { const y = r.rest.offset[horizontal ? 0 : 1]; if (y < lo) lo = y; if (y > hi) hi = y; }
          if (!isFinite(lo)) { lo = 0; hi = 1; }
          if (hi === lo) { hi += 1; lo -= 1; }
          chart.lo = lo; chart.hi = hi;
          const W = c.width - pad.left - pad.right, H = c.height - pad.top - pad.bottom;
          chart.px = time => pad.left + (end > start ? (time - start) / (end - start) : 0) * W;
          chart.py = value => pad.top + (1 - (value - lo) / (hi - lo)) * H;
          g.fillStyle = "#fff"; g.fillRect(0, 0, c.width, c.height);
          g.fillStyle = "#444"; g.font = "12px sans-serif"; g.fillText(chart.title, pad.left, 12);
          g.fillText(hi.toFixed(1), 4, pad.top + 8); g.fillText(lo.toFixed(1), 4, pad.top + H);
          g.fillText(start.toFixed(2) + " s", pad.left, c.height - 4); g.fillText(end.toFixed(2) + " s", c.width - pad.right - 50, c.height - 4);
          g.strokeStyle = "#eee"; g.strokeRect(pad.left, pad.top, W, H);
          for (const [k, r] of runs.entries()) {
            const v = chart.values(r); if (!v) continue;
            g.strokeStyle = COLORS[k % COLORS.length]; g.lineWidth = 1.5; g.setLineDash(r.golden ? [6, 3] : []);
            g.beginPath();
            let column = -1, cmin = 0, cmax = 0, first = true;
            const flush = () => { if (column < 0) return; if (first) { g.moveTo(column, chart.py(cmin)); first = false; } else g.lineTo(column, chart.py(cmin)); g.lineTo(column, chart.py(cmax)); };
            for (let i = 0; i < v.length; i++) {
              const x = Math.round(chart.px(r.T[i] / tScale)), y = v[i] / chart.scale;
              if (x !== column) { flush(); column = x; cmin = y; cmax = y; } else { if (y < cmin) cmin = y; if (y > cmax) cmax = y; }
            }
            flush(); g.stroke();
          }
          g.setLineDash([]);
          // Each jump: a red triangle at the top and a dotted line down at its time.
          for (const [k, r] of runs.entries()) {
            for (const f of r.jumps) {
              if (f < 0 || f >= r.T.length) continue;
              const x = Math.round(chart.px(r.T[f] / tScale)) + 0.5;
              g.strokeStyle = "#d50000"; g.lineWidth = 1; g.setLineDash([2, 3]); g.beginPath(); g.moveTo(x, pad.top); g.lineTo(x, c.height - pad.bottom); g.stroke(); g.setLineDash([]);
              g.fillStyle = "#d50000"; g.beginPath(); g.moveTo(x - 6, pad.top - 10); g.lineTo(x + 6, pad.top - 10); g.lineTo(x, pad.top); g.closePath(); g.fill();
            }
          }
          // Where a golden without frames rested: a green ring on the offset curve.
          if (chart === charts[0]) for (const r of runs) {
            if (!r.rest || r.rest.t === null) continue;
            g.strokeStyle = "#2e7d32"; g.lineWidth = 2; g.beginPath();
            g.arc(chart.px(r.rest.t), chart.py(horizontal ? r.rest.offset[0] : r.rest.offset[1]), 5, 0, 2 * Math.PI); g.stroke();
          }
          chart.base = g.getImageData(0, 0, c.width, c.height);
        }
        const curves = document.getElementById("curves");
        curves.appendChild(document.createTextNode("Curves: "));
        for (const [k, r] of runs.entries()) { const s = document.createElement("span"); const i = document.createElement("i"); i.style.borderTopColor = COLORS[k % COLORS.length]; if (r.golden) i.className = "dashed"; s.appendChild(i); s.appendChild(document.createTextNode(r.label + (r.golden ? " (dashed)" : ""))); curves.appendChild(s); }

        """#
}
