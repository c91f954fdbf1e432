#!/usr/bin/env python3
"""`locked.py CRATE_DIR PACKAGE`: the version of PACKAGE the crate's Cargo.lock pins (else its
Cargo.toml requirement). `locked.py CRATE_DIR --manifest`: a Cargo.toml for the transplant of the
crate's tools, pinning rmcp and schemars exactly as the crate builds them."""
import re
import sys
import tomllib

crate = sys.argv[1]
lock = {}
try:
    for p in tomllib.load(open(f"{crate}/Cargo.lock", "rb")).get("package", []):
        lock.setdefault(p["name"], []).append(p["version"])
except FileNotFoundError:
    pass
manifest = tomllib.load(open(f"{crate}/Cargo.toml", "rb"))
deps = manifest.get("dependencies", {})


def version(pkg):
    if pkg in lock:
        return max(lock[pkg], key=lambda v: [int(x) for x in re.findall(r"\d+", v)][:3])
    spec = deps.get(pkg)
    if spec is None:
        return ""
    req = spec if isinstance(spec, str) else spec.get("version", "")
    return req.lstrip("=^~ ")


if sys.argv[2] != "--manifest":
    print(version(sys.argv[2]))
    sys.exit()
rmcp = deps.get("rmcp", {})
rmcp = {} if isinstance(rmcp, str) else rmcp
features = sorted(set(rmcp.get("features", [])) | {"macros", "server"})
default = "true" if rmcp.get("default-features", True) else "false"
lines = [
    "[workspace]",
    "[package]",
    'name = "transplanted"',
    'version = "0.0.0"',
    'edition = "2021"',
    "[dependencies]",
    f'rmcp = {{ version = "={version("rmcp")}", default-features = {default}, features = {features!r} }}'.replace("'", '"'),
    'serde = { version = "1", features = ["derive"] }',
    'serde_json = "1"',
]
if version("schemars"):
    lines.append(f'schemars = "={version("schemars")}"')
print("\n".join(lines))
