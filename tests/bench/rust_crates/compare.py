#!/usr/bin/env python3
"""`compare.py NAME VERSION TOOLSIGHT_JSON ORACLE_JSON CHECK_TXT`: one Markdown table row.

found: tools toolsight lists per framework (rmcp against the oracle's count of listed tools).
exact: rmcp payloads equal to the oracle's tools/list entry as JSON values (key order is not
compared: the transplant's build has its own serde_json features); payloads toolsight reports
as unknown are counted as listed, not exact."""
import collections
import json
import re
import sys

name, version, ours_path, oracle_path, check_path = sys.argv[1:6]
ours = json.load(open(ours_path))
oracle = json.load(open(oracle_path))
frameworks = collections.Counter(e["framework"] for e in ours if e.get("provider") in ("mcp", "native"))
listed = {}
if oracle:
    for router in oracle:
        for t in router["tools"]:
            listed[(router["module"], router["type"], t["name"])] = t
mcp = [e for e in ours if e.get("framework") == "rmcp"]
exact = unknown = 0
missing = []
for e in mcp:
    parts = e["function"].split("::")
    module, ty = "::".join(parts[:-2]), parts[-2]
    want = listed.get((module, ty, e["name"]))
    if "error" in e:
        unknown += 1
        continue
    if want is None:
        missing.append(e["function"])
        continue
    if e["schema"] == want:
        exact += 1
    else:
        missing.append(e["function"] + " (differs)")
codes = collections.Counter(re.findall(r"\b([A-Z][0-9]{3})\b", open(check_path).read()))
found = ", ".join(f"{fw} {n}" for fw, n in sorted(frameworks.items())) or "none"
real = "not measured" if oracle is None else str(len(listed))
print(
    f"| {name} {version} | {found} | {real} | "
    + (f"{exact}/{len(listed)}" if oracle else "–")
    + f" | {unknown} | {', '.join(f'{c}×{n}' for c, n in sorted(codes.items())) or 'none'} |"
)
if missing:
    print(f"  {name}: not exact: {missing}", file=sys.stderr)
