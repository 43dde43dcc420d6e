#!/usr/bin/env python3
"""Summarises how the bundled goldens changed since a git revision: per scenario family, how many
changed, the largest offset difference on any frame (and where) and the largest change of rest
time. For reviewing a re-record: `python3 tools/golden-diff.py REV` (default HEAD)."""
import collections, os, re, subprocess, sys

FOLDER = "Scenarios/goldens"
# A family is a scenario name without its variant suffix (forward, back, small-drag, ...).
VARIANT = re.compile(r"-(forward|back.*|fast-flick|small-drag|first-page-overscroll|last-page.*|quirk.*|"
                     r"long-drag.*|limit.*|sections.*|width.*|misaligned.*)$")


def frames(text):
    """(frame, t, x, y, phase) for each frame line."""
    rows = []
    for line in text.splitlines():
        parts = line.split()
        if parts and parts[0].isdigit():
            rows.append((int(parts[0]), float(parts[1]), float(parts[2]), float(parts[3]), parts[-1]))
    return rows


def rest_time(rows):
    """The time of the last frame that moved or was not idle."""
    t = 0.0
    for i, row in enumerate(rows):
        if row[4] != "idle" or (i and row[2:4] != rows[i - 1][2:4]):
            t = row[1]
    return t


def main():
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    families = collections.defaultdict(list)
    changed = total = new = 0
    for name in sorted(os.listdir(FOLDER)):
        if not name.endswith(".frames"):
            continue
        now = open(os.path.join(FOLDER, name)).read()
        old = subprocess.run(["git", "show", f"{rev}:{FOLDER}/{name}"], capture_output=True, text=True)
        if old.returncode != 0:
            new += 1
            continue
        total += 1
        a, b = frames(old.stdout), frames(now)
        body = lambda t: [l for l in t.splitlines() if not l.startswith("#")]
        if body(old.stdout) == body(now):
            continue
        changed += 1
        gap, at = 0.0, None
        for i in range(max(len(a), len(b))):
            x, y = a[min(i, len(a) - 1)], b[min(i, len(b) - 1)]
            d = max(abs(x[2] - y[2]), abs(x[3] - y[3]))
            if d > gap:
                gap, at = d, i
        scenario = name[: -len(".frames")]
        families[VARIANT.sub("", scenario)].append((scenario, gap, at, rest_time(b) - rest_time(a)))
    print(f"{changed} of {total} goldens changed since {rev}; {new} new")
    for family, rows in sorted(families.items()):
        big = max(rows, key=lambda r: r[1])
        late = max(rows, key=lambda r: abs(r[3]))
        print(f"{family}: {len(rows)} changed; largest frame difference {big[1]:.3f} pt ({big[0]}, frame {big[2]}); "
              f"largest rest change {late[3] * 1000:+.0f} ms ({late[0]})")


if __name__ == "__main__":
    main()
