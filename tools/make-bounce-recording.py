#!/usr/bin/env python3
"""Writes Scenarios/recordings/fling-into-edge.json: a fling into the bottom edge, as a device with
an uneven display link would record it, computed from the physics reference's formulas alone
(docs/physics.md sections 2, 3 and 6), not from the engine's code.

The model, frame by frame at jittered timestamps (60 Hz, each interval 16.667 ms +/- 1.5 ms):
- drag: the finger moves the content up at 2 pt/ms from 1900 for 6 frames; the pan recognizer
  reports -2000 pt/s, so the release velocity is 0.75 * 2 + 0.25 * 2 = 2 pt/ms;
- glide (section 2): from the last drag frame, x(T) = x0 + v d (1 - d^T)/(1 - d), d = 0.998,
  T the real milliseconds since then (the finger lifts at the next frame, whose step is the real
  interval);
- edge (section 6): the frame whose glide passes the maximum offset 2333 is split linearly at
  dt (edge - x)/(xNew - x); the speed at the edge is v d^t1; after it the bounce's closed form
  y(s) = 0.99^s [y0 + ve d (1 - d^s)/(1 - d)] with s the real milliseconds since the crossing;
- end (section 6): the first frame that moves towards the edge, whose pixel-rounded distance (3 px
  per point) is below 0.5 pt and whose glide no longer carries it through, shows the edge.
Offsets are written to 4 decimals. `--check` writes nothing and exits 1 when the file differs.
"""
import json, math, os, random, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Scenarios", "recordings", "fling-into-edge.json")
D, PULL, SCALE = 0.998, 0.99, 3.0
BOUNDS, CONTENT, START = [375, 667], [375, 3000], 1900.0
EDGE = CONTENT[1] - BOUNDS[1]  # 2333


def times(count, seed=11):
    rng = random.Random(seed)
    t, out = 1.0, []
    for _ in range(count):
        out.append(t)
        t += (1000 / 60 + rng.uniform(-1.5, 1.5)) / 1000
    return out


def frames():
    ts = times(120)
    out = []
    drags = 6
    for i in range(drags):
        offset = START + 2.0 * (ts[i] - ts[0]) * 1000
        out.append({"t": ts[i], "phase": "dragging", "translation": [0, START - offset],
                    "recognizerVelocity": [0, -2000], "offset": [0, offset]})
    x0, t0, v = out[-1]["offset"][1], ts[drags - 1], 2.0
    glide = lambda ms: x0 + v * D * (1 - D ** ms) / (1 - D)
    previous_x, previous_ms = x0, 0.0
    crossing = None  # (time of the crossing in ms since t0, speed at the edge)
    previous_y = None
    for i in range(drags, len(ts)):
        ms = (ts[i] - t0) * 1000
        if crossing is None:
            x = glide(ms)
            if x <= EDGE:
                out.append({"t": ts[i], "phase": "decelerating", "offset": [0, x]})
                previous_x, previous_ms = x, ms
                continue
            before = (ms - previous_ms) * (EDGE - previous_x) / (x - previous_x)
            crossing = (previous_ms + before, v * D ** previous_ms * D ** before)
        s = ms - crossing[0]
        ve = crossing[1]
        y = PULL ** s * ve * D * (1 - D ** s) / (1 - D)
        glide_left = ve * (D * PULL) ** s
        returning = previous_y is not None and abs(y) < abs(previous_y)
        heads_through = (y + glide_left * D / (1 - D) < 0) != (y < 0)
        if returning and not heads_through and abs(round(y * SCALE) / SCALE) < 0.5:
            out.append({"t": ts[i], "phase": "idle", "offset": [0, EDGE]})
            break
        out.append({"t": ts[i], "phase": "bouncing", "offset": [0, EDGE + y]})
        previous_y = y
    for f in out:
        f["t"] = round(f["t"], 6)
        f["offset"] = [0, round(f["offset"][1], 4)]
        if "translation" in f:
            f["translation"] = [0, round(f["translation"][1], 4)]
    return out


def document():
    return {
        "$schema": "../recording.schema.json" if os.path.exists(os.path.join(ROOT, "Scenarios", "recording.schema.json")) else None,
        "name": "fling-into-edge",
        "description": ("A 2 pt/ms fling into the bottom edge (maximum offset 2333) at jittered 60 Hz timestamps, computed "
                        "by tools/make-bounce-recording.py from the physics reference's formulas (glide, linear edge split, "
                        "bounce closed form, end rule), not from the engine. The engine replays it on its own timestamps "
                        "within 0.5 pt."),
        "frameRate": 60,
        "scrollView": {"bounds": BOUNDS, "contentSize": CONTENT, "contentOffset": [0, START], "decelerationRate": "normal",
                       "displayScale": 3},
        "frames": frames(),
    }


def render(doc):
    doc = {k: v for k, v in doc.items() if v is not None}
    head = json.dumps({k: v for k, v in doc.items() if k != "frames"}, indent=2, ensure_ascii=False)[:-2]
    rows = ",\n".join("    " + json.dumps(f, ensure_ascii=False) for f in doc["frames"])
    return head + ',\n  "frames": [\n' + rows + "\n  ]\n}\n"


if __name__ == "__main__":
    text = render(document())
    if "--check" in sys.argv:
        current = open(OUT, encoding="utf-8").read() if os.path.exists(OUT) else ""
        if current != text:
            print("recordings: Scenarios/recordings/fling-into-edge.json differs from what tools/make-bounce-recording.py writes", file=sys.stderr)
            sys.exit(1)
        print("recordings: fling-into-edge.json is exactly what tools/make-bounce-recording.py writes")
    else:
        open(OUT, "w", encoding="utf-8").write(text)
        print(f"wrote {OUT}: {len(document()['frames'])} frames")
