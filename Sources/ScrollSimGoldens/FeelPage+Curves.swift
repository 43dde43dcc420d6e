extension FeelPage {
    /// The third part of `script`: the offset and velocity curves, one per view along the axis it
    /// scrolls, with their units on the axes, and a checkbox per view that shows or hides its
    /// curves (the vertical range fits the curves shown). Each curve keeps at most two points
    /// (lowest and highest) per pixel column; the jumps are marked at their times.
    static let scriptCurves = #"""
        const charts = [
          { canvas: document.getElementById("offsetChart"), title: "content offset of each view along its scroll axis", unit: "pt", values: r => r.axis ? r.Y : r.X, scale: xScale },
          { canvas: document.getElementById("velocityChart"), title: "velocity of each view along its scroll axis", unit: "pt/s", values: r => r.axis ? r.VY : r.VX, scale: vScale }
        ];
        const pad = { left: 84, right: 12, top: 18, bottom: 20 };
        for (const r of runs) r.shown = true;
        function drawChart(chart) {
          const c = chart.canvas, g = c.getContext("2d");
          const shown = [...runs.entries()].filter(([, r]) => r.shown);
          let lo = Infinity, hi = -Infinity;
          for (const [, r] of shown) { const v = chart.values(r); if (!v) continue; for (const u of v) { const y = u / chart.scale; if (y < lo) lo = y; if (y > hi) hi = y; } }
          if (chart === charts[0]) for (const [, r] of shown) if (r.rest) { const y = r.rest.offset[r.axis]; if (y < lo) lo = y; if (y > hi) hi = y; }
          if (!isFinite(lo)) { lo = 0; hi = 1; }
          if (hi === lo) { hi += 1; lo -= 1; }
          const W = c.width - pad.left - pad.right, H = c.height - pad.top - pad.bottom;
          chart.px = time => pad.left + (end > start ? (time - start) / (end - start) : 0) * W;
          chart.py = value => pad.top + (1 - (value - lo) / (hi - lo)) * H;
          g.fillStyle = "#fff"; g.fillRect(0, 0, c.width, c.height);
          g.fillStyle = "#444"; g.font = "12px sans-serif"; g.textAlign = "left"; g.fillText(chart.title + " (" + chart.unit + ")", pad.left, 12);
          // The units on the axes: the value's along the left edge, the time's along the bottom.
          g.save(); g.translate(12, pad.top + H / 2); g.rotate(-Math.PI / 2); g.textAlign = "center"; g.fillText(chart.unit, 0, 0); g.restore();
          g.textAlign = "right"; g.fillText(hi.toFixed(1) + " " + chart.unit, pad.left - 4, pad.top + 8); g.fillText(lo.toFixed(1) + " " + chart.unit, pad.left - 4, pad.top + H);
          g.textAlign = "left"; g.fillText(start.toFixed(2) + " s", pad.left, c.height - 4);
          g.textAlign = "center"; g.fillText("time (s)", pad.left + W / 2, c.height - 4);
          g.textAlign = "right"; g.fillText(end.toFixed(2) + " s", c.width - pad.right, c.height - 4); g.textAlign = "left";
          g.strokeStyle = "#eee"; g.strokeRect(pad.left, pad.top, W, H);
          for (const [k, r] of shown) {
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
          // Each jump of a view shown: a red triangle at the top and a dotted line down at its time.
          for (const [, r] of shown) {
            for (const f of r.jumps) {
              if (f < 0 || f >= r.T.length) continue;
              const x = Math.round(chart.px(r.T[f] / tScale)) + 0.5;
              g.strokeStyle = "#d50000"; g.lineWidth = 1; g.setLineDash([2, 3]); g.beginPath(); g.moveTo(x, pad.top); g.lineTo(x, c.height - pad.bottom); g.stroke(); g.setLineDash([]);
              g.fillStyle = "#d50000"; g.beginPath(); g.moveTo(x - 6, pad.top - 10); g.lineTo(x + 6, pad.top - 10); g.lineTo(x, pad.top); g.closePath(); g.fill();
            }
          }
          // Where a golden without frames rested: a green ring on the offset curve.
          if (chart === charts[0]) for (const [, r] of shown) {
            if (!r.rest || r.rest.t === null) continue;
            g.strokeStyle = "#2e7d32"; g.lineWidth = 2; g.beginPath();
            g.arc(chart.px(r.rest.t), chart.py(r.rest.offset[r.axis]), 5, 0, 2 * Math.PI); g.stroke();
          }
          chart.base = g.getImageData(0, 0, c.width, c.height);
        }
        for (const chart of charts) drawChart(chart);
        // One checkbox per view: its colour, its name in words and its axis; unticking it hides
        // the view's curves on both plots.
        const curves = document.getElementById("curves");
        const lead = document.createElement("span"); lead.textContent = "Curves (untick to hide):"; curves.appendChild(lead);
        for (const [k, r] of runs.entries()) {
          const label = document.createElement("label"); label.className = "toggle";
          const box = document.createElement("input"); box.type = "checkbox"; box.checked = true; box.id = "curve" + k; box.dataset.run = String(k);
          box.onchange = () => { r.shown = box.checked; for (const chart of charts) drawChart(chart); render(); };
          const i = document.createElement("i"); i.style.borderTopColor = COLORS[k % COLORS.length]; if (r.golden) i.className = "dashed";
          label.appendChild(box); label.appendChild(i);
          label.appendChild(document.createTextNode(named(r) + " — along " + (r.axis ? "y" : "x") + (r.golden ? " (dashed)" : "")));
          curves.appendChild(label);
        }
        """#
}
