#!/usr/bin/env python3
"""Drives `scrollsim view` pages in headless Chromium and checks what the browser shows.

For a paging scenario and for a comparison of two settings, at two frames each, the page is opened
at `#frame=N`:
- its DOM (`--dump-dom`) must report frame N and the offset the engine wrote for that frame
  (read from `scrollsim run --format csv`, not from the page);
- its screenshot must show a card whose left edge is where that offset puts it: the card's left
  edge in the layout (section inset + index × (item width + line spacing), worked out here from
  the scenario file) minus the offset, times the page's scale, from the viewport's left edge, within
  2 px (an edge between pixels is blended). The
  card is found by its fill colour, which the page gives card i as
  rgb(40 + 67i mod 160, 60 + 113i mod 140, 90 + 29i mod 130);
- its viewport must keep the view's proportions: the rendered box's width over its height is the
  bounds' (within 1 px), at the scale the page reports; views of different sizes on one page share
  one scale (a 768 and a 320 pt wide view are not both drawn 300 px wide);
- its legend must name every mark in words (card, content edge, finger, proposed target, final
  target, page lines, jump) without hovering, and its readout give velocities in pt/s only.
Page lines are drawn only where a view pages: a strategy's stops for group paging, none for a
carousel that scrolls freely (whose cards are drawn, in the section's viewport). A failed check's
page plays the golden's run beside the new one, both marked in the legend, and marks the jump a
code-set offset makes: listed under each run, and the viewport's frame red at that frame.
Panels are titled in words, never by a setting key (`deceleration: fast`, the key kept in a small
line); a view inside is drawn in place, at its frame in its parent's viewport, moved by the
engine's parent and child offsets at that frame (the browser's boxes, measured from a page that
frames the page); and unticking a view's curve removes its colour from the velocity plot.
Those three are in feel_page_views.py.

Usage: check-feel-page.py SCROLLSIM CHROMIUM
"""
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import zlib

import feel_page_views
from feel_page_common import chromium_flags, fail, run

SCENARIO = "Scenarios/group-paging-centered-forward.json"
FRAMES = [0, 18]


def read_png(path):
    """The pixels of an 8-bit RGB or RGBA, non-interlaced PNG as rows of (r, g, b) tuples."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path} is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        fail(f"{path}: unexpected PNG format (depth {depth}, colour {colour}, interlace {interlace})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return rows


def card_colour(i):
    return (40 + (i * 67) % 160, 60 + (i * 113) % 140, 90 + (i * 29) % 130)


def engine_offsets(scrollsim, scenario, overrides):
    """The engine's x offset of every frame, from `scrollsim run --format csv`."""
    out = run([scrollsim, "run", scenario, "--format", "csv"] + overrides)
    lines = out.strip().splitlines()
    header = lines[0].split(",")
    column = header.index("x_pt")
    frame = header.index("frame")
    return {int(row.split(",")[frame]): row.split(",")[column] for row in lines[1:] if not row.startswith("#")}


def check_page(scrollsim, chromium, page, scenario, overrides, what):
    layout = json.load(open(scenario))["layout"]
    inset = layout.get("sectionInset", {}).get("left", 0)
    width, spacing = layout["itemSize"][0], layout.get("minimumLineSpacing", 10)
    offsets = engine_offsets(scrollsim, scenario, overrides)
    for frame in FRAMES:
        url = "file://" + page + f"#frame={frame}"
        dom = run(chromium_flags(chromium) + ["--dump-dom", url])
        match = re.search(r'<output id="state"([^>]*)>', dom)
        if not match:
            fail(f"{what}: the page at frame {frame} has no <output id=\"state\">")
        attributes = dict(re.findall(r'data-([a-z-]+)="([^"]*)"', match.group(1)))
        if attributes.get("frame") != str(frame):
            fail(f"{what}: opened at #frame={frame}, the page reports frame {attributes.get('frame')}")
        if attributes.get("offset-x") != offsets[frame]:
            fail(f"{what}: at frame {frame} the page shows x = {attributes.get('offset-x')} pt, the engine wrote {offsets[frame]}")
        offset, scale = float(offsets[frame]), float(attributes["scale"])
        left, top = float(attributes["viewport-left"]), float(attributes["viewport-top"])
        shot = os.path.join(os.path.dirname(page), f"frame{frame}.png")
        run(chromium_flags(chromium) + [f"--screenshot={shot}", url])
        pixels = read_png(shot)
        # A card whose left edge lies inside the viewport (375 pt wide) at this frame.
        card = next(i for i in range(layout["itemCount"]) if 8 < inset + i * (width + spacing) - offset < 300)
        expected = left + (inset + card * (width + spacing) - offset) * scale
        colour = card_colour(card)
        # Only rows through the viewport, so that nothing else on the page is counted.
        columns = [x for y in range(int(top) + 4, int(top) + 60) if y < len(pixels) for x, p in enumerate(pixels[y]) if p == colour]
        if not columns:
            fail(f"{what}: at frame {frame} card {card} (colour {colour}) is not in the screenshot {shot}")
        found = min(columns)
        # Within 2 px: the card's edge falls between pixels and is blended there.
        if abs(found - expected) > 2:
            fail(f"{what}: at frame {frame} card {card}'s left edge is at {found} px; offset {offset} pt puts it at {expected:.1f} px")
        print(f"check-feel-page: {what}, frame {frame}: offset {offsets[frame]} pt as the engine wrote it; card {card} at {found} px "
              f"(expected {expected:.1f})")
        check_proportions(attributes, what)
        check_legend_and_readout(dom, what)


def check_proportions(attributes, what):
    if not all(k in attributes for k in ("bounds", "viewport-width", "viewport-height")):
        fail(f"{what}: the page does not report its viewport's size and the view's bounds")
    bw, bh = (float(v) for v in attributes["bounds"].split("x"))
    width, height, scale = float(attributes["viewport-width"]), float(attributes["viewport-height"]), float(attributes["scale"])
    if abs(width - height * bw / bh) > 1 or abs(width - bw * scale) > 1:
        fail(f"{what}: the viewport is {width} × {height} px for a {bw} × {bh} pt view at scale {scale}: not its proportions")
    print(f"check-feel-page: {what}: the viewport is {width:.1f} × {height:.1f} px for {bw:g} × {bh:g} pt, the view's proportions")


MARKS = ["card", "edge", "finger", "proposed", "target", "page", "jump"]


def legend_entries(dom):
    """The legend's entries by mark, with their text, from the page's DOM."""
    legend = re.search(r'<div class="legend" id="legend">(.*?)</div></div>(?!<div data-mark)', dom, re.S)
    if not legend:
        fail("the page has no legend")
    return {m: re.sub(r"<[^>]+>", "", text).strip() for m, text in re.findall(r'<div data-mark="([a-z]+)">(.*?)</div>', legend.group(0), re.S)}


def check_legend_and_readout(dom, what):
    entries = legend_entries(dom)
    missing = [m for m in MARKS if len(entries.get(m, "")) < 10]
    if missing:
        fail(f"{what}: the legend does not explain {', '.join(missing)}: {entries}")
    readouts = re.findall(r'<div class="readout">(.*?)</div>', dom, re.S)
    if not readouts or any("pt/ms" in r or "minus " in r for r in readouts) or not all("pt/s" in r for r in readouts):
        fail(f"{what}: a readout mixes units or is not in words: {readouts}")


def main():
    scrollsim, chromium = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as folder:
        single = os.path.join(folder, "single.html")
        run([scrollsim, "view", SCENARIO, "--output", single])
        check_page(scrollsim, chromium, single, SCENARIO, [], "one scenario")
        compared = os.path.join(folder, "compared.html")
        run([scrollsim, "view", SCENARIO, "--set", "scrollView.decelerationRate=fast,normal", "--output", compared])
        # The first run of the comparison is the first value's.
        check_page(scrollsim, chromium, compared, SCENARIO, ["--set", "scrollView.decelerationRate=fast"], "a comparison")
        # Only an exact `frame=N` field of the fragment opens a frame: `#xframe=3` and `#frame=1e3`
        # open frame 0, as an address without one does.
        for fragment in ["xframe=3", "frame=1e3"]:
            dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + single + "#" + fragment])
            match = re.search(r'<output id="state"([^>]*)>', dom)
            frame = dict(re.findall(r'data-([a-z-]+)="([^"]*)"', match.group(1))).get("frame") if match else None
            if frame != "0":
                fail(f"#{fragment} opened frame {frame}, not frame 0")
            print(f"check-feel-page: #{fragment} opens frame 0")
        # A scene is one screen: the carousel's viewport is drawn inside the pager's.
        scene = os.path.join(folder, "scene.html")
        run([scrollsim, "view", "Scenarios/pager-follows-carousel-past-its-end.json", "--output", scene])
        dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + scene + "#frame=10"])
        if not re.search(r'<div class="phone" id="phone0"[^>]*>.*<div class="phone inside" id="phone1"', dom, re.S):
            fail("the carousel's viewport is not drawn inside the pager's on a scene's page")
        print("check-feel-page: a view inside is drawn in its parent's viewport")
        # A SwiftUI scroll view's readout names SwiftUI's phase beside UIKit's: the carousel flick
        # drags in frames 0-6 (interacting) and glides from the release in frame 7 (decelerating).
        swiftui = os.path.join(folder, "swiftui.html")
        run([scrollsim, "view", "Scenarios/swiftui-carousel-phases.json", "--output", swiftui])
        for frame, words in [(4, "dragging · SwiftUI interacting"), (7, "decelerating · SwiftUI decelerating")]:
            dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + swiftui + f"#frame={frame}"])
            readouts = re.findall(r'<div class="readout">(.*?)</div>', dom, re.S)
            if not any(words in r for r in readouts):
                fail(f"the SwiftUI page at frame {frame} does not read {words!r}: {readouts}")
        print("check-feel-page: a SwiftUI scroll view's readout names its SwiftUI phase")
        check_page_lines(scrollsim, chromium, folder, single)
        check_one_scale(scrollsim, chromium, folder)
        check_failure_page(scrollsim, chromium, folder)
        feel_page_views.check_titles_in_words(scrollsim, chromium, folder, compared)
        feel_page_views.check_views_inside_in_place(scrollsim, chromium, folder)
        feel_page_views.check_curve_toggles(scrollsim, chromium, folder)


def check_one_scale(scrollsim, chromium, folder):
    """Views of different sizes on one page keep their proportions to each other: one scale."""
    page = os.path.join(folder, "widths.html")
    run([scrollsim, "view", "Scenarios/native-paging-width-768.json", "Scenarios/native-paging-width-320.json", "--output", page])
    dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + page])
    boxes = re.findall(r'<div class="phone" id="phone\d" data-bounds="([0-9.]+)x([0-9.]+)" style="width: ([0-9.]+)px; height: ([0-9.]+)px;', dom)
    if len(boxes) != 2:
        fail(f"the page of two views does not draw two viewports: {boxes}")
    scales = [float(w) / float(bw) for bw, _, w, _ in boxes] + [float(h) / float(bh) for _, bh, _, h in boxes]
    if max(scales) - min(scales) > 0.01:
        fail(f"a 768 and a 320 pt wide view are drawn at different scales: {boxes}")
    print(f"check-feel-page: a 768 and a 320 pt wide view are drawn {boxes[0][2]} and {boxes[1][2]} px wide, at one scale")


def check_page_lines(scrollsim, chromium, folder, paging_page):
    # Group paging: its stops, one line per card it centres (5 cards).
    dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + paging_page + "#frame=0"])
    lines = re.findall(r'<div class="pageline x"', dom)
    if len(lines) != 5:
        fail(f"group paging draws {len(lines)} page lines, not one per card it centres (5)")
    # A carousel section that scrolls freely: no page lines, and its 12 cards drawn in it.
    free = os.path.join(folder, "free.html")
    run([scrollsim, "view", "Scenarios/compositional-behaviour-continuous.json", "--output", free])
    dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + free + "#frame=10"])
    if re.search(r'<div class="pageline', dom):
        fail("a carousel that does not page has page lines")
    cells = re.findall(r'<div class="cell" id="cell1-', dom)
    if len(cells) != 12:
        fail(f"the free carousel section draws {len(cells)} cards, not its 12")
    print("check-feel-page: page lines for group paging's 5 stops; none, and 12 cards, for a carousel that does not page")


def check_failure_page(scrollsim, chromium, folder):
    """A golden recorded with a code-set offset at 0.5 s, then checked with another: the failure page."""
    scenario = json.load(open(SCENARIO))
    scenario.pop("expect", None)
    scenario.pop("$schema", None)
    scenario["name"] = "jumpy"
    scenario["gestures"].append({"t": 0.5, "type": "setContentOffset", "offset": [860.5, 0], "animated": False})
    path = os.path.join(folder, "jumpy.json")
    json.dump(scenario, open(path, "w"))
    recorded = subprocess.run([scrollsim, "check", path], capture_output=True, text=True, env=dict(os.environ, SCROLLSIM_RECORD="missing"))
    if recorded.returncode != 0:
        fail(f"recording the golden failed: {recorded.stderr[:300]}")
    scenario["gestures"][-1]["offset"] = [564.5, 0]
    json.dump(scenario, open(path, "w"))
    checked = subprocess.run([scrollsim, "check", path], capture_output=True, text=True)
    page = os.path.join(folder, "goldens", "jumpy.failure.html")
    if checked.returncode == 0 or not os.path.exists(page):
        fail("a changed offset did not fail the check with a page")
    # Frame 30 (0.5 s at 60 Hz) is the jump in both runs.
    dom = run(chromium_flags(chromium) + ["--dump-dom", "file://" + page + "#frame=30"])
    entries = legend_entries(dom)
    if "golden" not in entries or "new" not in entries:
        fail(f"a failure page's legend does not name the golden's run and the new one: {entries}")
    phones = re.findall(r'<div class="phone( jumping)?" id="phone(\d)"', dom)
    if [p[1] for p in phones] != ["0", "1"] or not all(p[0] for p in phones):
        fail(f"a failure page does not show the golden's and the new run, both jumping at frame 30: {phones}")
    noticed = re.findall(r'<div class="noticed">([^<]*)</div>', dom)
    if len(noticed) != 2 or not all("frame 30" in n and "jumps" in n for n in noticed):
        fail(f"a failure page does not list each run's jump: {noticed}")
    print(f"check-feel-page: a failed check's page plays the golden beside the new run, each jump listed and marked: {noticed[1]}")


main()
