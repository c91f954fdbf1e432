"""Compare toolsight's payloads with the real-project goldens (tests/realprojects/goldens/).

    python3 tests/realprojects/compare.py [--toolsight CMD] [--markdown] [NAME...]

For each package of packages.txt: downloads its published archive once (`pip download --no-deps`,
unpacked to target/realprojects/src/<NAME>/, never committed), runs
`toolsight schema SRC --provider P --format json` and `toolsight check SRC --format json`, and
classifies each golden tool, found by its name:

* exact: the same JSON, key order included (what the model or client receives, byte for byte
  once serialised);
* unordered: equal once object key order is ignored (lists keep their order);
* different: toolsight renders the tool, with other content;
* missing: toolsight renders no tool of that name.

A tool the framework refuses is recorded in the golden as `{"$error": {name, code, message}}`
(the exception `list_payloads.py` caught) and is exact when toolsight reports the same error.

Payloads toolsight renders that the framework does not list are counted as `extra`. Prints one
line per package (or a Markdown table with --markdown) and writes the differences to
target/realprojects/report/<NAME>.txt. The binary comes from --toolsight, $TOOLSIGHT, or
target/{release,debug}/toolsight (a whole command is accepted). Always exits 0.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
WORK = REPO / "target" / "realprojects"


def packages(names: list[str]):
    for line in (HERE / "packages.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        spec, framework, *_ = line.split()
        name = spec.split("==")[0]
        if names and name not in names:
            continue
        yield name, spec, framework


def source(name: str, spec: str) -> Path:
    dest = WORK / "src" / name
    stamp = dest / ".realprojects-version"
    if stamp.exists() and stamp.read_text() == spec:
        return dest
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
                        "--disable-pip-version-check", "-q", spec, "-d", tmp], check=True)
        (wheel,) = list(Path(tmp).iterdir())
        if dest.exists():
            subprocess.run(["rm", "-rf", str(dest)], check=True)
        dest.mkdir(parents=True)
        with zipfile.ZipFile(wheel) as z:
            z.extractall(dest)
    stamp.write_text(spec)
    return dest


def toolsight_cmd(arg: str | None) -> list[str]:
    if arg:
        return shlex.split(arg)
    if os.environ.get("TOOLSIGHT"):
        return shlex.split(os.environ["TOOLSIGHT"])
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    for build in ("release", "debug"):
        p = target / build / "toolsight"
        if p.exists():
            return [str(p)]
    sys.exit("compare.py: no toolsight binary (build it or pass --toolsight)")


def tool_name(payload: dict, provider: str) -> str | None:
    if provider == "openai-chat":
        return payload.get("function", {}).get("name")
    return payload.get("name")


def first_difference(a, b, path="$") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        if list(a) != list(b) and set(a) == set(b):
            return f"{path}: key order {list(b)} (golden {list(a)})"
        for k in a:
            if k not in b:
                return f"{path}.{k}: missing in toolsight ({json.dumps(a[k])[:200]})"
        for k in b:
            if k not in a:
                return f"{path}.{k}: extra in toolsight ({json.dumps(b[k])[:200]})"
        for k in a:
            if a[k] != b[k]:
                return first_difference(a[k], b[k], f"{path}.{k}")
        return next((first_difference(a[k], b[k], f"{path}.{k}") for k in a
                     if json.dumps(a[k]) != json.dumps(b[k])), f"{path}: ?")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if json.dumps(x) != json.dumps(y):
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: golden {json.dumps(a)[:300]} / toolsight {json.dumps(b)[:300]}"


def run_json(cmd: list[str]):
    p = subprocess.run(cmd, capture_output=True, text=True)
    try:
        return json.loads(p.stdout or "null")
    except json.JSONDecodeError:
        print(f"compare.py: {' '.join(cmd)}: not JSON: {p.stderr[:500]}", file=sys.stderr)
        return None


def compare(name: str, spec: str, framework: str, exe: list[str]) -> dict:
    golden = json.loads((HERE / "goldens" / f"{name}.json").read_text())
    provider = golden["provider"]
    src = source(name, spec)
    extra_args = []
    # toolsight shows 2025-11-25 unless told otherwise (an older binary knows no setting).
    if golden.get("protocol_version") not in (None, "2025-11-25"):
        extra_args = ["--config", f'mcp.protocol_version="{golden["protocol_version"]}"']
    entries = run_json(exe + ["schema", str(src), "--provider", provider, "--format", "json", *extra_args]) or []
    check = run_json(exe + ["check", str(src), "--format", "json", *extra_args])
    diagnostics = len(check) if isinstance(check, list) else len((check or {}).get("diagnostics", []))
    ours: dict[str, list[dict]] = {}
    errors: dict[str, list[dict]] = {}
    for e in entries:
        schema = e.get("schema")
        if isinstance(schema, dict):
            ours.setdefault(tool_name(schema, provider) or e.get("name"), []).append(schema)
        elif isinstance(e.get("error"), dict):
            # The framework's error for the tool, as the golden records one (`$error`); only
            # compared with such a golden entry (a payload toolsight does not render stays
            # missing).
            err = e["error"]
            errors.setdefault(e.get("name"), []).append(
                {"$error": {"name": e.get("name"), "code": err.get("code"), "message": err.get("message")}})
    counts = {"exact": 0, "unordered": 0, "different": 0, "missing": 0}
    report = []
    golden_names = set()
    for tool in golden["tools"]:
        tname = tool["$error"]["name"] if "$error" in tool else tool_name(tool, provider)
        golden_names.add(tname)
        candidates = errors.get(tname, []) if "$error" in tool else ours.get(tname, [])
        want = json.dumps(tool, ensure_ascii=False)
        if any(json.dumps(c, ensure_ascii=False) == want for c in candidates):
            counts["exact"] += 1
        elif any(c == tool for c in candidates):
            counts["unordered"] += 1
            report.append(f"UNORDERED {tname}: {first_difference(tool, next(c for c in candidates if c == tool))}")
        elif candidates:
            counts["different"] += 1
            report.append(f"DIFFERENT {tname}: {first_difference(tool, candidates[0])}")
        else:
            counts["missing"] += 1
            report.append(f"MISSING {tname}")
    extra = sorted(n for n in ours if n not in golden_names)
    report.extend(f"EXTRA {n}" for n in extra)
    (WORK / "report").mkdir(parents=True, exist_ok=True)
    (WORK / "report" / f"{name}.txt").write_text("\n".join(report) + "\n")
    (WORK / "report" / f"{name}.toolsight.json").write_text(json.dumps(entries, indent=1))
    return {"name": name, "framework": framework, "tools": len(golden["tools"]), **counts,
            "extra": len(extra), "diagnostics": diagnostics}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--toolsight")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    exe = toolsight_cmd(a.toolsight)
    rows = []
    for n, s, f in packages(a.names):
        if not (HERE / "goldens" / f"{n}.json").exists():
            print(f"compare.py: {n}: no golden (run tests/realprojects/regen.sh {n})", file=sys.stderr)
            continue
        rows.append(compare(n, s, f, exe))
    total = {k: sum(r[k] for r in rows) for k in ("tools", "exact", "unordered", "different", "missing", "extra", "diagnostics")}
    pct = lambda r: f"{100 * r['exact'] / r['tools']:.0f} %" if r["tools"] else "-"
    if a.markdown:
        print("| package | framework | tools | exact | unordered | different | missing | extra | exact % | diagnostics |")
        print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
        for r in rows + [{"name": "**total**", "framework": "", **total}]:
            print(f"| {r['name']} | {r['framework']} | {r['tools']} | {r['exact']} | {r['unordered']} | "
                  f"{r['different']} | {r['missing']} | {r['extra']} | {pct(r)} | {r['diagnostics']} |")
    else:
        for r in rows + [{"name": "TOTAL", "framework": "", **total}]:
            print(f"{r['name']:40} {r['framework']:12} tools {r['tools']:3} exact {r['exact']:3} unordered {r['unordered']:3} "
                  f"different {r['different']:3} missing {r['missing']:3} extra {r['extra']:3} ({pct(r)}) diagnostics {r['diagnostics']}")


if __name__ == "__main__":
    main()
