"""langchain-core's own payloads for a package's `BaseTool` subclasses, against toolsight's.

    # langchain-core from the framework oracle venv, the package and what its tool modules
    # import installed beside it with --no-deps (nothing of the package runs but its imports):
    PY=~/.cache/toolsight/.venv-oracle-fw-*/bin/python
    $PY -m pip install --no-deps --target DIR langchain-google-community==5.1.1 \
        google-api-core==2.25.1 google-api-python-client==2.161.0 googleapis-common-protos \
        proto-plus 'protobuf>=6.33.5,<7' httplib2 uritemplate google-auth-httplib2 pyparsing \
        grpcio grpcio-status
    $PY tests/sweep/langchain_payloads.py --site DIR --package langchain_google_community \
        --src target/sweep/src/langchain-google-community --toolsight target/debug/toolsight

Every concrete `BaseTool` subclass with a `name` of its own, in every module that imports, is
built with `model_construct` (no validation, no default factories: they build API clients;
the payload depends only on name, description and schema) and given to
`convert_to_openai_tool`, as `bind_tools` does; an exception is the payload ("Type: message").
The package's `__init__` is skipped (it imports every integration). Prints each difference and
exact / unordered / different / missing counts (toolsight's openai-chat payloads).
"""
import argparse
import importlib
import inspect
import json
import pkgutil
import subprocess
import sys
import types


def real_payloads(site: str, package: str) -> dict:
    sys.path.insert(0, site)
    from langchain_core.tools import BaseTool
    from langchain_core.utils.function_calling import convert_to_openai_tool

    root = types.ModuleType(package)
    root.__path__ = [f"{site}/{package}"]
    sys.modules[package] = root
    out = {}
    for m in pkgutil.walk_packages(root.__path__, f"{package}."):
        try:
            mod = importlib.import_module(m.name)
        except Exception as e:  # an optional integration whose dependency is not installed
            print(f"not imported: {m.name}: {type(e).__name__}: {e}", file=sys.stderr)
            continue
        for cls in vars(mod).values():
            if not (inspect.isclass(cls) and issubclass(cls, BaseTool) and cls.__module__ == mod.__name__):
                continue
            if inspect.isabstract(cls) or cls.model_fields["name"].is_required():
                continue
            key = f"{mod.__name__}.{cls.__qualname__}"
            try:
                t = cls.model_construct(**{k: None for k, f in cls.model_fields.items() if f.default_factory is not None})
                out[key] = convert_to_openai_tool(t)
            except Exception as e:
                out[key] = {"error": f"{type(e).__name__}: {e}"}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", required=True)
    ap.add_argument("--package", required=True)
    ap.add_argument("--src", required=True, help="the unpacked sources toolsight reads")
    ap.add_argument("--toolsight", required=True)
    a = ap.parse_args()
    real = real_payloads(a.site, a.package)
    out = subprocess.run([a.toolsight, "schema", a.package, "--provider", "openai-chat"],
                         cwd=a.src, capture_output=True, text=True).stdout
    ours = {e["function"]: e for e in json.loads(out) if e["framework"] == "langchain"}
    n = {"exact": 0, "unordered": 0, "different": 0, "missing": 0}
    for k, want in real.items():
        e = ours.get(k)
        if e is None:
            n["missing"] += 1
            print("missing", k)
        elif "error" in want:
            got = e.get("error")
            same = got is not None and f"{got['code']}: {got['message']}" == want["error"]
            n["exact" if same else "different"] += 1
            if not same:
                print("different", k, want["error"][:100], "|", json.dumps(got)[:150])
        elif json.dumps(e.get("schema")) == json.dumps(want):
            n["exact"] += 1
        elif e.get("schema") == want:
            n["unordered"] += 1
            print("unordered", k)
        else:
            n["different"] += 1
            print("different", k, json.dumps(e.get("error") or e.get("schema"))[:200])
    print(f"{len(real)} payloads: " + ", ".join(f"{k} {v}" for k, v in n.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
