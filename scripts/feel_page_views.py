"""The feel page's checks of what a designer reads and sees (run by check-feel-page.py):

- titles in words: no panel title is a setting key (`decelerationRate=fast`, `layout.sections[0]…`);
  a comparison's panels say the setting in words (`deceleration: fast`), and the raw key stays in a
  small line (`<div class="key">`) for engineers;
- views inside in place: a view inside is one panel with its parent (no panel of its own), its
  viewport is an element inside the parent's content, clipped (overflow hidden), and at #frame=N
  the browser's boxes put it at (its frame's origin − the parent's offset) × scale from the
  parent's viewport and its content at a further − its own offset × scale, within 1 px, with the
  offsets the engine wrote (`scrollsim run --format csv`, not the page);
- curve toggles: unticking a view's checkbox removes its colour from the velocity plot and leaves
  the other curves drawn.

The boxes and pixels are measured in the page itself: a page written beside it frames it (an
iframe; Chromium runs with --allow-file-access-from-files), clicks and measures through the DOM,
and writes the answer as JSON into its own DOM, which --dump-dom prints.
"""
import html
import json
import os
import re

from feel_page_common import chromium_flags, fail, run

# The page's colour of run 2 (COLORS in FeelPage+Script.swift), for the toggle check.
COLOURS = [None, None, (0x2E, 0x7D, 0x32)]


def measure(chromium, folder, page, frame, body):
    """Opens `page` at #frame=`frame` in a frame and returns what the JavaScript function body
    `body` (given the page's document `d`) returns, as JSON."""
    harness = os.path.join(folder, "harness-" + os.path.basename(page))
    script = ("const f = document.getElementById('f'); f.onload = () => { let out; "
              "try { out = JSON.stringify(((d) => { " + body + " })(f.contentDocument)); } catch (e) { out = JSON.stringify({error: String(e)}); } "
              "document.getElementById('out').textContent = out; };")
    with open(harness, "w") as h:
        h.write('<!DOCTYPE html><html><body><pre id="out">not measured</pre>'
                f'<iframe id="f" width="1100" height="1000" src="{os.path.basename(page)}#frame={frame}"></iframe>'
                f"<script>{script}</script></body></html>")
    dom = run(chromium_flags(chromium) + ["--allow-file-access-from-files", "--dump-dom", "file://" + harness])
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    answer = json.loads(html.unescape(match.group(1))) if match and match.group(1).startswith("{") else None
    if not answer or "error" in answer:
        fail(f"measuring {page} at frame {frame} failed: {answer or (match.group(1) if match else dom[:300])}")
    return answer


def headings(dom):
    return [re.sub(r"<[^>]+>", "", h).strip() for h in re.findall(r"<h[123][^>]*>(.*?)</h[123]>", dom, re.S)]


def check_titles_in_words(scrollsim, chromium, folder, compared):
    """`compared` is a page of decelerationRate=fast,normal; a second compares a section's behaviour."""
    behaviours = os.path.join(folder, "behaviours.html")
    run([scrollsim, "view", "Scenarios/compositional-behaviour-continuous.json", "--set",
         "layout.sections[0].orthogonalScrollingBehavior=continuous,groupPagingCentered", "--output", behaviours])
    for page, words, key in [(compared, ["deceleration: fast", "deceleration: normal"], "decelerationRate=fast"),
                             (behaviours, ["scrolling of 'cards': group paging, centred", "Carousel 'cards'"],
                              "cards.orthogonalScrollingBehavior=groupPagingCentered")]:
        dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + page + "#frame=10"])
        titles = headings(dom)
        # A setting key: `name=value`, a dotted path, an index, or a camelCase identifier.
        keys = [t for t in titles if re.search(r"=|\w\.\w|\[\d+\]|\b[a-z]+[A-Z]\w*", t)]
        if keys:
            fail(f"{os.path.basename(page)}: titles are setting keys, not words: {keys}")
        for w in words:
            if not any(w in t for t in titles):
                fail(f"{os.path.basename(page)}: no title says {w!r}: {titles}")
        small = [html.unescape(re.sub(r"<[^>]+>", "", k)) for k in re.findall(r'<div class="key"[^>]*>(.*?)</div>', dom, re.S)]
        if not any(key in k for k in small):
            fail(f"{os.path.basename(page)}: the raw key {key} is not kept in a small line: {small}")
        print(f"check-feel-page: {os.path.basename(page)} is titled in words ({words[0]!r}), the key {key} in a small line")


def engine_rows(scrollsim, scenario):
    """Each view's (x, y) offset by time, from `scrollsim run --format csv`: {name: {t: (x, y)}}."""
    lines = [line for line in run([scrollsim, "run", scenario, "--format", "csv"]).splitlines() if line and not line.startswith("#")]
    header = lines[0].split(",")
    out = {}
    for line in lines[1:]:
        row = dict(zip(header, line.split(",")))
        if row.get("name") == "name":
            continue
        out.setdefault(row["name"], {})[row["t_s"]] = (float(row["x_pt"]), float(row["y_pt"]))
    return out


def check_views_inside_in_place(scrollsim, chromium, folder):
    body = ("const box = id => { const e = d.getElementById(id); const b = e.getBoundingClientRect(); return [b.left, b.top]; };"
            "return {outer: box('phone0'), inner: box('phone1'), content: box('content1'),"
            " inParent: d.getElementById('content0').contains(d.getElementById('phone1')),"
            " clipped: getComputedStyle(d.getElementById('phone1')).overflow, panels: d.querySelectorAll('.run').length,"
            " frame: d.getElementById('state').dataset.frame, scale: Number(d.getElementById('state').dataset.scale),"
            " t: d.getElementById('panel0').querySelector('.readout').textContent.split(' · ')[1]};")
    for scenario, frames in [("Scenarios/pager-follows-carousel-past-its-end.json", [5, 12, 30]),
                             ("Scenarios/carousel-in-feed-vertical-flick.json", [40])]:
        spec = json.load(open(scenario))
        name, child = spec["name"], spec["subviews"][0]
        ox, oy = child["frame"][0], child["frame"][1]
        page = os.path.join(folder, name + ".html")
        run([scrollsim, "view", scenario, "--output", page])
        rows = engine_rows(scrollsim, scenario)
        for frame in frames:
            got = measure(chromium, folder, page, frame, body)
            what = f"{name} at frame {frame}"
            if got["frame"] != str(frame):
                fail(f"{what}: the page reports frame {got['frame']}")
            if not got["inParent"] or got["clipped"] != "hidden" or got["panels"] != 1:
                fail(f"{what}: the view inside is not drawn in place in its parent's panel and viewport, clipped: {got}")
            t = got["t"].removesuffix(" s")
            parent, inner = rows[name][t], rows[name + "." + child["name"]][t]
            s = got["scale"]
            expected = {"inner": ((ox - parent[0]) * s, (oy - parent[1]) * s),
                        "content": ((ox - parent[0] - inner[0]) * s, (oy - parent[1] - inner[1]) * s)}
            for part, (ex, ey) in expected.items():
                dx, dy = got[part][0] - got["outer"][0], got[part][1] - got["outer"][1]
                if abs(dx - ex) > 1 or abs(dy - ey) > 1:
                    fail(f"{what}: the {part} of {child['name']} is at ({dx:.1f}, {dy:.1f}) px from the parent's viewport; the engine's "
                         f"offsets (parent {parent}, {child['name']} {inner}) put it at ({ex:.1f}, {ey:.1f}) px")
            print(f"check-feel-page: {what} ({t} s): {child['name']} drawn in place at the engine's parent {parent} and own {inner} offsets")


def check_curve_toggles(scrollsim, chromium, folder):
    """The feed, 'featured' and 'tiles' of a compositional feed: only 'tiles' moves; unticking it
    removes its curve (colour 2) from the velocity plot and leaves the others drawn."""
    page = os.path.join(folder, "toggles.html")
    run([scrollsim, "view", "Scenarios/compositional-feed-tiles-flick.json", "--output", page])
    body = ("const c = d.getElementById('velocityChart');"
            # n[3]: every coloured pixel (its channels differ by more than 40), of whichever curve.
            "const count = () => { const p = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; const n = [0, 0, 0, 0];"
            " for (let i = 0; i < p.length; i += 4) if (Math.max(p[i], p[i + 1], p[i + 2]) - Math.min(p[i], p[i + 1], p[i + 2]) > 40) n[3]++;"
            # A pixel of colour k drawn over white at coverage a is a·k + (1 − a)·255 in each channel:
            # counted when one a ≥ 0.4 fits all three channels within 12.
            " for (let i = 0; i < p.length; i += 4) COLOURS.forEach((k, j) => { if (!k) return;"
            "  const a = (255 - p[i + 1]) / (255 - k[1]); if (a < 0.4 || a > 1.05) return;"
            "  if ([0, 1, 2].every(c => Math.abs(a * k[c] + (1 - a) * 255 - p[i + c]) < 12)) n[j]++; });"
            " return n; };"
            "const before = count(); const box = d.getElementById('curve2'); box.click();"
            "return {before, after: count(), checked: box.checked, label: box.parentElement.textContent};")
    got = measure(chromium, folder, page, 20, "const COLOURS = " + json.dumps(COLOURS) + ";" + body)
    before, after = got["before"], got["after"]
    if "Carousel 'tiles'" not in got["label"] or re.search(r"=|\[\d+\]", got["label"]):
        fail(f"the tiles' curve is not named in words: {got['label']!r}")
    if before[2] < 20 or got["checked"] or after[2] != 0:
        fail(f"unticking the tiles' curve did not hide it: its colour's pixels {before[2]} before, {after[2]} after")
    # The feed's and 'featured''s curves (at 0 pt/s throughout, under the tiles' before) stay drawn.
    if after[3] == 0:
        fail(f"unticking the tiles' curve hid the others too: no coloured pixel is left ({before[3]} before)")
    print(f"check-feel-page: unticking {got['label'].strip()!r} removes its {before[2]} px from the velocity plot; the others stay")
