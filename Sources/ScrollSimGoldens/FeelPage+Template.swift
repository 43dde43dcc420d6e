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
        .phone { position: relative; overflow: hidden; background: #fff; border: 0; outline: 6px solid #333; border-radius: 4px; margin: 6px; }
        .phone.inside { position: absolute; outline: 1px solid #333; border-radius: 0; margin: 0; background: #f4f4f4; }
        .content { position: absolute; left: 0; top: 0; will-change: transform; }
        .cell { position: absolute; box-sizing: border-box; color: #fff; font-weight: 600; font-size: 12px; }
        .cell span { position: absolute; left: 4px; top: 2px; }
        .edge { position: absolute; box-sizing: border-box; border: 1px dashed #999; pointer-events: none; }
        .pageline { position: absolute; background: rgba(0,0,0,0.18); pointer-events: none; }
        .ghost { position: absolute; box-sizing: border-box; pointer-events: none; display: none; }
        .ghost.proposed { border: 2px dashed #e08a00; }
        .ghost.target { border: 2px solid #1565c0; }
        .finger { position: absolute; width: 26px; height: 26px; margin: -13px 0 0 -13px; border-radius: 50%; background: rgba(20,20,20,0.35); border: 2px solid rgba(255,255,255,0.9); display: none; pointer-events: none; }
        .readout { font-variant-numeric: tabular-nums; white-space: pre; margin-top: 10px; }
        .legend span { display: inline-block; margin-right: 14px; }
        .legend i { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin-right: 4px; }
        canvas { display: block; background: #fff; border: 1px solid #ddd; margin-top: 8px; }
        .help { color: #777; }
        </style>
        </head>
        <body>
        <h1 id="title"></h1>
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
        <div class="stage" id="stage"></div>
        <div class="legend" id="legend"></div>
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
