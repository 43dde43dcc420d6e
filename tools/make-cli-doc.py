#!/usr/bin/env python3
"""Regenerates every example in docs/cli.md from the real tool, in place.

Run from the package root after `swift build`:  python3 tools/make-cli-doc.py

- A fenced block whose first line is `usage: scrollsim …` becomes that command's `--help`.
- A fenced block with `$ COMMAND` lines becomes each command followed by its output (stdout and
  stderr, as a terminal shows them). `scrollsim` is .build/debug/scrollsim, or $SCROLLSIM_BIN.
- `<!-- fixture: NAME -->` just before a block runs its commands in a fresh folder set up by
  FIXTURES[NAME] (a copy of some scenarios), instead of the package root.
- The output of a bare `$ scrollsim` (every bundled scenario) is abbreviated to its first and last
  rows.
"""
import os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "cli.md")
# SCROLLSIM_BIN names another build's binary (a private --scratch-path).
BIN = os.environ.get("SCROLLSIM_BIN") or os.path.join(ROOT, ".build", "debug", "scrollsim")


def copy(folder, *names):
    os.makedirs(os.path.join(folder, "Scenarios", "goldens"), exist_ok=True)
    for n in names:
        shutil.copy(os.path.join(ROOT, "Scenarios", n), os.path.join(folder, "Scenarios", n))


def mismatch(folder):
    # free-fling's golden recorded at the fast rate, then checked at its own (normal) rate.
    copy(folder, "free-fling.json")
    path = os.path.join(folder, "Scenarios", "free-fling.json")
    text = open(path).read()
    open(path, "w").write(text.replace('"decelerationRate": "normal"', '"decelerationRate": "fast"'))
    run("scrollsim check --record Scenarios/free-fling.json", folder)
    open(path, "w").write(text)


def swapped(folder):
    open(os.path.join(folder, "gestures-swapped.json"), "w").write(
        '{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000]},\n'
        ' "gestures": [{"t": 0.5, "type": "setContentOffset", "offset": [0, 10]}, {"t": 0.2, "type": "beginDrag"}]}\n')
    open(os.path.join(folder, "out.txt"), "w").write("earlier results\n")


def bad_folder(folder):
    copy(folder, "free-fling.json", "free-fling-fast.json")
    open(os.path.join(folder, "Scenarios", "free-fling-typo.json"), "w").write(
        '{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000]}, "frameRate": 1000}\n')


def expectation(folder):
    copy(folder, "free-fling.json")


FIXTURES = {"mismatch": mismatch, "gestures-swapped": swapped, "bad-folder": bad_folder, "expectation": expectation}


def run(command, cwd):
    env = dict(os.environ, PATH=os.path.dirname(shim) + ":" + os.environ["PATH"])
    env.pop("CI", None)
    env.pop("SCROLLSIM_RECORD", None)
    command = command.replace("swift run scrollsim", "scrollsim")
    result = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return result.stdout.decode()


def abbreviate(output):
    lines = output.splitlines()
    return "\n".join(lines[:5] + ["…"] + lines[-3:]) + "\n"


def regenerate(block, fixture):
    lines = block.splitlines()
    if lines and lines[0].startswith("usage: scrollsim"):
        words = lines[0].split()
        name = words[2] if len(words) > 2 and words[2] != "[all]" else "all"
        return run(f"scrollsim {name} --help", ROOT)
    commands = [l[2:] for l in lines if l.startswith("$ ")]
    if not commands:
        return block
    cwd = ROOT
    if fixture:
        cwd = tempfile.mkdtemp(prefix="scrollsim-doc-")
        FIXTURES[fixture](cwd)
    out = ""
    for c in commands:
        output = run(c, cwd)
        out += f"$ {c}\n" + (abbreviate(output) if c.strip() == "scrollsim" else output)
    if fixture:
        shutil.rmtree(cwd)
    return out


shim_dir = tempfile.mkdtemp(prefix="scrollsim-bin-")
shim = os.path.join(shim_dir, "scrollsim")
os.symlink(BIN, shim)
text = open(DOC).read()
# Fences with a language (```yaml, ```sh) are examples to keep as written; only bare ones are made.
parts = re.split(r"(^```[A-Za-z]*\n.*?^```\n)", text, flags=re.S | re.M)
for i in range(1, len(parts), 2):
    if not parts[i].startswith("```\n"):
        continue
    before = parts[i - 1].rstrip("\n").splitlines()
    m = re.match(r"<!-- fixture: (\S+) -->", before[-1]) if before else None
    body = parts[i][4:-4]
    parts[i] = "```\n" + regenerate(body, m.group(1) if m else None) + "```\n"
open(DOC, "w").write("".join(parts))
shutil.rmtree(shim_dir)
