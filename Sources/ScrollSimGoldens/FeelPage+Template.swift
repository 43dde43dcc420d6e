extension FeelPage {
    /// The page around its data: `__TITLE__` and `__DATA__` are filled in by `html()`.
    static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>__TITLE__</title>
        <style>
        body { font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 16px; color: #222; background: #fafafa; }
        h1 { font-size: 17px; margin: 0 0 4px; }
        .note { color: #555; margin: 2px 0; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 10px 0; }
        .controls button { font: inherit; padding: 3px 10px; }
        #scrub { width: 420px; }
        #clock { font-variant-numeric: tabular-nums; min-width: 90px; }
        .stage { display: flex; flex-wrap: wrap; gap: 28px; align-items: flex-start; }
        .run h2 { font-size: 13px; margin: 0 0 6px; }
        .phone { position: relative; box-sizing: content-box; overflow: hidden; background: #fff; border: 0; outline: 6px solid #333; border-radius: 4px; margin: 6px; }
        .phone.jumping { outline-color: #d50000; }
        .phone.inside { position: absolute; outline: 1px solid #333; border-radius: 0; margin: 0; background: #f4f4f4; }
        .content { position: absolute; left: 0; top: 0; will-change: transform; }
        .cell { position: absolute; box-sizing: border-box; color: #fff; font-weight: 600; font-size: 12px; }
        .cell span { position: absolute; left: 4px; top: 2px; }
        .edge { position: absolute; box-sizing: border-box; border: 1px dashed #999; pointer-events: none; }
        .pageline { position: absolute; box-sizing: border-box; border: 0 dashed #7b1fa2; pointer-events: none; }
        .pageline.x { border-left-width: 2px; }
        .pageline.y { border-top-width: 2px; }
        .pageline b { position: absolute; white-space: nowrap; left: 3px; top: 2px; font-size: 10px; font-weight: 600; color: #7b1fa2; background: rgba(255,255,255,0.85); padding: 0 2px; }
        .ghost { position: absolute; box-sizing: border-box; pointer-events: none; display: none; }
        .ghost.proposed { border: 2px dashed #e08a00; }
        .ghost.target { border: 2px solid #1565c0; }
        .ghost.rest { border: 3px dotted #2e7d32; display: block; }
        .finger { position: absolute; width: 26px; height: 26px; margin: -13px 0 0 -13px; border-radius: 50%; background: rgba(20,20,20,0.35); border: 2px solid rgba(255,255,255,0.9); display: none; pointer-events: none; }
        .readout { font-variant-numeric: tabular-nums; white-space: pre; margin-top: 10px; }
        .legend { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 4px 18px; margin: 8px 0 10px; padding: 8px 10px; background: #fff; border: 1px solid #ddd; max-width: 1000px; }
        .legend h3 { grid-column: 1 / -1; font-size: 12px; margin: 0; }
        .legend div { display: flex; align-items: center; gap: 8px; }
        .legend .swatch { flex: none; position: relative; width: 34px; height: 18px; box-sizing: border-box; }
        .swatch.k-finger { width: 18px; margin: 0 8px; border-radius: 50%; background: rgba(20,20,20,0.35); border: 2px solid #fff; box-shadow: 0 0 0 1px #999; }
        .swatch.k-proposed { border: 2px dashed #e08a00; }
        .swatch.k-target { border: 2px solid #1565c0; }
        .swatch.k-rest { border: 3px dotted #2e7d32; }
        .swatch.k-page { border-left: 2px dashed #7b1fa2; width: 2px; margin: 0 16px; }
        .swatch.k-none { visibility: hidden; }
        .swatch.k-edge { border: 1px dashed #999; }
        .swatch.k-card { background: rgb(40,60,90); color: #fff; font-size: 10px; font-weight: 600; padding-left: 3px; }
        .swatch.k-jump { color: #d50000; font-size: 15px; line-height: 18px; text-align: center; }
        .swatch.k-curve { height: 0; border-top: 2px solid #444; }
        .swatch.k-curve.k-dashed { border-top-style: dashed; }
        .key { color: #888; font-size: 11px; margin: -4px 0 4px; }
        .inner { margin-top: 10px; padding-top: 6px; border-top: 1px solid #ddd; }
        .inner h3 { font-size: 12px; margin: 0 0 4px; }
        .swatch.k-inside { border: 1px solid #333; background: #f4f4f4; }
        .curves { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center; max-width: 960px; margin-top: 10px; }
        .curves label { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
        .curves i { display: inline-block; width: 22px; height: 0; border-top: 3px solid; vertical-align: middle; margin-right: 4px; }
        .curves i.dashed { border-top-style: dashed; }
        .noticed { color: #b71c1c; max-width: 420px; white-space: normal; margin-top: 4px; }
        canvas { display: block; background: #fff; border: 1px solid #ddd; margin-top: 8px; }
        .help { color: #777; }
        </style>
        </head>
        <body>
        <h1 id="title"></h1>
        <div class="key" id="subtitle"></div>
        <div id="notes"></div>
        <div class="controls">
          <button id="play" type="button">Play</button>
          <select id="speed"><option value="1">1×</option><option value="0.5">0.5×</option><option value="0.25">0.25×</option></select>
          <button id="back" type="button">◀ frame</button>
          <button id="forward" type="button">frame ▶</button>
          <input id="scrub" type="range" min="0" max="1000000" step="1" value="0">
          <span id="clock"></span>
          <span class="help">space: play/pause · ←/→: one frame · 1, 2, 4: 1×, 0.5×, 0.25× · #frame=N in the address</span>
        </div>
        <div class="legend" id="legend"><h3>What the marks mean</h3></div>
        <div class="stage" id="stage"></div>
        <div class="curves" id="curves"></div>
        <canvas id="offsetChart" width="960" height="170"></canvas>
        <canvas id="velocityChart" width="960" height="170"></canvas>
        <output id="state" data-frame="" data-offset-x="" data-offset-y=""></output>
        <script type="application/json" id="data">__DATA__</script>
        <script>
        \#(script)
        </script>
        </body>
        </html>

        """#
}
