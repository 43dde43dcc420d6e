extension FeelPage {
    /// The second half of `script`: draws the frame at the clock's time in every viewport and
    /// readout, and runs the controls (play, step, speed, scrub, `#frame=N` in the address).
    static let scriptPlayback = #"""
        let time = start, playing = false, speed = 1, last = 0;
        const state = document.getElementById("state"), scrub = document.getElementById("scrub");
        function render() {
          for (const [k, r] of runs.entries()) {
            const i = frameAt(r, time);
            if (i < 0) continue;
            const s = r.scale, x = r.X[i] / xScale, y = r.Y[i] / xScale;
            r.content.style.transform = "translate(" + (-x * s) + "px," + (-y * s) + "px)";
            const phase = D.phases[r.P[i]] || "idle";
            // The finger, while it drags: it moves with the content from where the drag began
            // (at the viewport's centre; inside a rubber band the content moves less than it).
            if (phase === "dragging") {
              let j = i; while (j > 0 && D.phases[r.P[j - 1]] === "dragging") j--;
              const fx = r.bounds[0] / 2 + (r.X[j] - r.X[i]) / xScale, fy = r.bounds[1] / 2 + (r.Y[j] - r.Y[i]) / xScale;
              r.finger.style.display = "block"; r.finger.style.left = (fx * s) + "px"; r.finger.style.top = (fy * s) + "px";
            } else r.finger.style.display = "none";
            // The latest release's targets, until the next drag.
            let release = null;
            for (const e of r.releases) if (e.frame <= i) release = e;
            const ghosts = release && phase !== "dragging";
            for (const [g, p] of [[r.proposed, release && release.proposed], [r.target, release && release.target]]) {
              g.style.display = ghosts ? "block" : "none";
              if (ghosts) { g.style.left = (p[0] * s) + "px"; g.style.top = (p[1] * s) + "px"; }
            }
            const X = fixed(r.X[i], dec.x), Y = fixed(r.Y[i], dec.x);
            // A SwiftUI scroll view's phase (onScrollPhaseChange) beside UIKit's.
            const swiftUI = r.SP ? " · SwiftUI " + D.swiftUIPhases[r.SP[i]] : "";
            let text = "frame " + i + " of " + (r.T.length - 1) + " · " + fixed(r.T[i], dec.t) + " s · " + phase + swiftUI + "\n" +
              "offset (x, y): " + X + ", " + Y + " pt\n" +
              "velocity (x, y): " + (r.VX ? fixed(r.VX[i], dec.v) + ", " + fixed(r.VY[i], dec.v) + " pt/s" : "not recorded");
            // A SwiftUI scroll view's geometry (onScrollGeometryChange): its visible rect, at the offset.
            if (r.SW) text += "\nSwiftUI visibleRect (x, y, w × h): " + X + ", " + Y + ", " + fixed(r.SW[i], dec.x) + " × " + fixed(r.SH[i], dec.x) + " pt";
            // A view that zoomed: the scale shown, in thousandths.
            if (r.Z) text += "\nzoom: " + fixed(r.Z[i], 3) + "×";
            if (release) {
              // The release velocity comes in tenths of pt/s (the goldens keep 4 decimals of the delegate's unit).
              const point = p => p.map(v => v.toFixed(3)).join(", ");
              text += "\nreleased at frame " + release.frame + " at " + release.velocity.map(v => fixed(v, 1)).join(", ") + " pt/s" +
                "\n  UIKit proposed resting at " + point(release.proposed) + " pt" +
                "\n  " + (point(release.proposed) === point(release.target) ? "the delegate kept it" : "the delegate's final target: " + point(release.target) + " pt");
            }
            if (r.reference) {
              const q = r.reference, j = frameAt(q, time);
              if (j >= 0) text += "\n" + difference(r.X[i] - q.X[j], r.Y[i] - q.Y[j], named(q));
            }
            if (r.rest) text += "\nthe golden rested on page " + r.rest.page + (r.rest.t === null ? "" : " at " + r.rest.t.toFixed(4) + " s") + " (the dotted green viewport)";
            // A jump keeps the viewport's frame red for 0.3 s, so that it is seen while playing.
            const jump = r.jumps.find(f => f <= i && r.T[i] - r.T[f] < 0.3 * tScale);
            r.phone.classList.toggle("jumping", jump !== undefined);
            if (jump !== undefined) text += "\n▼ " + r.notices.find(n => n[1] && n[0] === jump)[2];
            r.readout.textContent = text;
            if (k === 0) {
              state.dataset.frame = String(i);
              state.dataset.offsetX = fixed(r.X[i], dec.x);
              state.dataset.offsetY = fixed(r.Y[i], dec.x);
              const box = r.phone.getBoundingClientRect();
              state.dataset.viewportLeft = String(box.left + window.scrollX);
              state.dataset.viewportTop = String(box.top + window.scrollY);
              state.dataset.scale = String(s);
              state.dataset.viewportWidth = String(box.width);
              state.dataset.viewportHeight = String(box.height);
              state.dataset.bounds = r.bounds.join("x");
              state.textContent = "frame " + i;
            }
          }
          for (const chart of charts) {
            const g = chart.canvas.getContext("2d");
            g.putImageData(chart.base, 0, 0);
            g.strokeStyle = "#000"; g.lineWidth = 1; g.beginPath();
            const x = Math.round(chart.px(time)) + 0.5; g.moveTo(x, pad.top); g.lineTo(x, chart.canvas.height - pad.bottom); g.stroke();
          }
          document.getElementById("clock").textContent = time.toFixed(3) + " s";
          scrub.value = String(end > start ? Math.round((time - start) / (end - start) * 1000000) : 0);
          document.getElementById("play").textContent = playing ? "Pause" : "Play";
        }
        // How far run a is from run b at this moment, in words: per axis that differs, further
        // along (a larger offset) or not as far.
        function difference(dx, dy, label) {
          const parts = [];
          for (const [d, axis] of [[dx, "x"], [dy, "y"]]) if (d !== 0) parts.push(fixed(Math.abs(d), dec.x) + " pt " + (d > 0 ? "further" : "less far") + " along " + axis);
          return parts.length ? "scrolled " + parts.join(" and ") + " than " + label : "at the same offset as " + label;
        }
        function setTime(t) { time = Math.min(end, Math.max(start, t)); render(); }
        function step(by) {
          const r = runs[0]; if (!r.T.length) return;
          const i = Math.min(r.T.length - 1, Math.max(0, frameAt(r, time) + by));
          setTime(r.T[i] / tScale);
        }
        function tick(now) {
          if (!playing) return;
          time += (now - last) / 1000 * speed; last = now;
          if (time >= end) { time = end; playing = false; }
          render();
          if (playing) requestAnimationFrame(tick);
        }
        function toggle() { playing = !playing; if (playing) { if (time >= end) time = start; last = performance.now(); requestAnimationFrame(tick); } render(); }
        function setSpeed(v) { speed = v; document.getElementById("speed").value = String(v); }
        document.getElementById("play").onclick = toggle;
        document.getElementById("back").onclick = () => step(-1);
        document.getElementById("forward").onclick = () => step(1);
        document.getElementById("speed").onchange = e => setSpeed(Number(e.target.value));
        scrub.oninput = () => setTime(start + Number(scrub.value) / 1000000 * (end - start));
        document.addEventListener("keydown", e => {
          if (e.key === " ") { e.preventDefault(); toggle(); }
          else if (e.key === "ArrowRight") step(1);
          else if (e.key === "ArrowLeft") step(-1);
          else if (e.key === "1") setSpeed(1);
          else if (e.key === "2") setSpeed(0.5);
          else if (e.key === "4") setSpeed(0.25);
          else if (e.key === "Home") setTime(start);
          else if (e.key === "End") setTime(end);
        });
        // `#frame=N` opens the page at the first run's frame N.
        function fromAddress() {
          // Exactly `frame=N` as a field of the address's fragment: not `xframe=3`, not `frame=1e3`.
          const m = /^#(?:.*&)?frame=(\d+)(?:&|$)/.exec(location.hash);
          const r = runs[0];
          if (m && r.T.length) setTime(r.T[Math.min(r.T.length - 1, Number(m[1]))] / tScale); else render();
        }
        window.addEventListener("hashchange", fromAddress);
        fromAddress();
        """#
}
