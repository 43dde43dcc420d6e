#!/usr/bin/env python3
"""Validates every scenario file of a folder (default Scenarios) against its JSON Schema
(Scenarios/scenario.schema.json, generated from the Swift key declarations): the bundled files are
edited by hand, and the schema is the first check of an edit. Prints one line per problem, the file
and the JSON path, and exits 1 when there is any. Needs the `jsonschema` package (Python), which
this script installs with pip when it is missing, saying so."""
import json, os, subprocess, sys

folder = sys.argv[1] if len(sys.argv) > 1 else "Scenarios"
try:
    import jsonschema
except ImportError:
    print("validate-scenarios: installing the Python package jsonschema (pip install --user jsonschema)", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--user", "jsonschema"], check=True)
    import site, importlib
    sys.path.append(site.getusersitepackages())
    importlib.invalidate_caches()
    import jsonschema

schema_path = os.path.join(folder, "scenario.schema.json")
schema = json.load(open(schema_path))
validator = jsonschema.Draft202012Validator(schema)
problems = []
files = sorted(n for n in os.listdir(folder) if n.endswith(".json") and n != "scenario.schema.json")
for name in files:
    path = os.path.join(folder, name)
    try:
        document = json.load(open(path))
    except ValueError as error:
        problems.append(f"{path}: not JSON: {error}")
        continue
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path).lstrip(".") or "(top level)"
        problems.append(f"{path} at {where}: {error.message}")
for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"validate-scenarios: the {len(files)} scenario files of {folder} validate against {schema_path}")
