#!/usr/bin/env python3
"""A stand-in for `toolsight schema DIR --provider all`, to test score.py by itself.

Prints the entries of selftest/<basename of DIR>.json (an empty array when there is
none) with each "file" joined to DIR, as toolsight's output contract says.

    TOOLSIGHT="python3 tests/sweep/selftest/fake_toolsight.py" python3 tests/sweep/score.py mcp-server-git
"""
import json
import os
import sys

args = sys.argv[1:]
if len(args) < 1 or args[0] != "schema":
    sys.exit("usage: fake_toolsight.py schema DIR --provider all")
d = args[1]
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.path.basename(d.rstrip("/")) + ".json")
entries = json.load(open(path)) if os.path.exists(path) else []
for e in entries:
    e["file"] = os.path.join(d, e["file"])
json.dump(entries, sys.stdout, indent=1)
