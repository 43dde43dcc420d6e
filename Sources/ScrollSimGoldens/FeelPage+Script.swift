extension FeelPage {
    /// The page's script: unpacks the data, builds a panel per outer view at the view's
    /// proportions (one scale for every view; a view inside drawn in its parent's viewport, its
    /// readout in its parent's panel), writes the legend of the marks this page draws, draws the
    /// curves (one per view, each with a toggle) with the jumps marked, and plays the frames on
    /// one clock. Every velocity it shows is in pt/s. `template` holds it in its `<script>` element.
    static let script = [scriptSetUp, scriptPanels, scriptCurves, scriptPlayback].joined(separator: "\n")

    /// The first part of `script`: unpacks the data, picks each view's axis and the page's scale,
    /// and says where each view's pages lie (`scriptPanels` draws them).
    static let scriptSetUp = #"""
        "use strict";
        const D = JSON.parse(document.getElementById("data").textContent);
        const COLORS = ["#1565c0", "#c62828", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f", "#ad1457", "#5d4037", "#9e9d24", "#283593"];
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
          title: r.title, variant: r.variant || null, label: r.label, bounds: r.bounds, min: r.min, max: r.max, layout: r.layout, cells: D.layouts[r.layout].cells, cellCount: D.layouts[r.layout].count,
          releases: r.releases, marks: r.marks, inside: r.in, paging: r.paging || null, stops: r.stops || null, golden: !!r.golden,
          notices: r.notices || [], noticeCount: r.noticeCount || 0, rest: r.goldenRest || null,
          T: unpack(r.t), X: unpack(r.x), Y: unpack(r.y), VX: r.vx ? unpack(r.vx) : null, VY: r.vy ? unpack(r.vy) : null, P: unpack(r.phase),
          Z: r.zoom ? unpack(r.zoom) : null,
          SP: r.swiftui ? unpack(r.swiftui) : null, SW: r.sw ? unpack(r.sw) : null, SH: r.sh ? unpack(r.sh) : null
        }));
        for (const r of runs) r.jumps = r.notices.filter(n => n[1] && n[0] !== null).map(n => n[0]);
        const tScale = Math.pow(10, dec.t), xScale = Math.pow(10, dec.x), vScale = Math.pow(10, dec.v);
        let start = Infinity, end = -Infinity;
        for (const r of runs) { if (r.T.length) { start = Math.min(start, r.T[0] / tScale); end = Math.max(end, r.T[r.T.length - 1] / tScale); } }
        if (!isFinite(start)) { start = 0; end = 0; }
        // The axis that moves most over every run, for the curves.
        function span(values) { let lo = Infinity, hi = -Infinity; for (const v of values) { if (v < lo) lo = v; if (v > hi) hi = v; } return values.length ? hi - lo : 0; }
        const horizontal = runs.reduce((a, r) => a + span(r.X), 0) >= runs.reduce((a, r) => a + span(r.Y), 0);
        // The axis each view scrolls along, for its curves: the one its offsets span (0: x, 1: y);
        // for a view that does not move, the one it may scroll, else the page's.
        for (const r of runs) {
          const sx = span(r.X), sy = span(r.Y);
          const mx = r.max[0] > r.min[0], my = r.max[1] > r.min[1];
          r.axis = sx !== sy ? (sx > sy ? 0 : 1) : mx !== my ? (mx ? 0 : 1) : (horizontal ? 0 : 1);
        }
        // A run's name in words: what the view is, then what sets the run apart.
        function named(r) { return r.title + (r.variant ? " · " + r.variant : ""); }

        document.getElementById("title").textContent = D.title;
        document.title = D.title;
        if (D.subtitle) document.getElementById("subtitle").textContent = D.subtitle;
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
        """#
}
