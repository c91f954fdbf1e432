"""List the tools of the google-adk package itself, the way ADK defines them (issue 25).

Independent of toolsight and of tests/sweep/list_tools.py: it imports every module of the
installed `google.adk` (never calling a tool), and
  * asks every concrete `BaseToolset` subclass that builds without arguments for its tools
    (`await toolset.get_tools()`, ADK's own listing), with sockets disabled, so a toolset that
    needs a server or credentials fails instead of reaching the network;
  * collects the module-level `BaseTool` instances (`google_search = GoogleSearchTool()`) and
    the concrete `BaseTool` subclasses that override `_get_declaration` (class-based tools).
Every `*toolset.py` module is also read with Python's `ast` (`ast_toolset_functions`): a
toolset whose module cannot be imported here (its optional client library, e.g.
google-cloud-bigquery, is not in the venv) is listed that way only, and the functions a toolset
adds only under a setting (`READ_WRITE` capabilities) are tools too.
A factory called there (`query_tool.get_execute_sql(settings)`) stands for the module-level
functions it returns by name, keyed at their own `def`.
A function tool is keyed by the file and line of the function it wraps (unwrapped), a class by
its `class` line. Run it with the oracle venv that has google-adk 2.13.0:

    ~/.cache/toolsight/.venv-oracle-fw2-*/bin/python tests/sweep/adk_own_listing.py > adk.json
    toolsight schema target/sweep/src/google-adk --provider all > ts.json
    python3 tests/sweep/adk_own_listing.py --compare adk.json ts.json

`--compare` (any Python) prints how many listed tools toolsight reports (same file, within
three lines: a class or a decorated def), the misses, and what toolsight reports beyond the list.
"""

import asyncio
import glob
import importlib
import inspect
import json
import pkgutil
import socket
import sys


def no_network(*_a, **_k):
    raise OSError("network disabled by adk_own_listing.py")


if sys.argv[1:2] != ["--compare"]:
    socket.socket.connect = no_network
    socket.create_connection = no_network
    socket.getaddrinfo = no_network

    import google.adk
    from google.adk.tools.base_tool import BaseTool
    from google.adk.tools.base_toolset import BaseToolset
    from google.adk.tools.function_tool import FunctionTool

    ROOT = google.adk.__path__[0].rsplit("/google/adk", 1)[0] + "/"


def rel(path):
    return path[len(ROOT):] if path and path.startswith(ROOT) else path


def subclasses(cls):
    seen, todo = [], [cls]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub not in seen:
                seen.append(sub)
                todo.append(sub)
    return seen


def where(obj):
    try:
        obj = inspect.unwrap(obj)
        return rel(inspect.getsourcefile(obj)), inspect.getsourcelines(obj)[1]
    except (TypeError, OSError):
        return None, None


def tool_entry(tool, how):
    func = getattr(tool, "func", None)
    if isinstance(tool, FunctionTool) or func is not None:
        file, line = where(func)
        return {"name": tool.name, "file": file, "line": line, "kind": "function", "via": how}
    file, line = where(type(tool))
    return {"name": tool.name, "file": file, "line": line, "kind": "class", "via": how}


def ast_toolset_functions(mod_name):
    """What a toolset module wraps, read with `ast` (every branch, whatever the settings): the
    functions named in list or tuple literals or appended (`funcs.append(f)`) inside its `get_tools`, and as `func=` anywhere
    in the module, as `module.function` (`from . import metadata_tool`) or a function imported
    by name (`from ._message_tool import publish_message`)."""
    import ast
    import os

    def source(module):
        path = os.path.join(ROOT, module.replace(".", "/") + ".py")
        return path if os.path.exists(path) else None

    def define(module, name):
        path = source(module)
        for d in ast.parse(open(path).read()).body if path else []:
            if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef)) and d.name == name:
                return {"name": name, "file": rel(path), "line": d.lineno, "kind": "function",
                        "via": "ast-get_tools:" + mod_name}
        return None

    tree = ast.parse(open(source(mod_name)).read())
    modules, functions = {}, {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            base = mod_name.rsplit(".", node.level)[0] if node.level else ""
            base = ".".join(p for p in (base, node.module or "") if p)
            for a in node.names:
                if source(base + "." + a.name):
                    modules[a.asname or a.name] = base + "." + a.name
                elif source(base):
                    functions[a.asname or a.name] = (base, a.name)
    refs = []
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "func":
            refs.append(node.value)
        if isinstance(node, ast.AsyncFunctionDef) and node.name == "get_tools":
            for sub in ast.walk(node):
                if isinstance(sub, (ast.List, ast.Tuple)):
                    refs += sub.elts
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "append":
                    refs += sub.args  # funcs.append(data_agent_tool.create_data_agent)
    def returned(module, name):
        """The module-level functions a factory of `module` returns by name (`return
        execute_sql`): what a toolset gets from `query_tool.get_execute_sql(settings)`, keyed
        at the function's own `def` as `where` keys it at run time (`inspect.unwrap` of a
        `functools.wraps` wrapper, the code of a `types.FunctionType` copy)."""
        path = source(module)
        body = ast.parse(open(path).read()).body if path else []
        defs = {d.name for d in body if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))}
        out = []
        for d in body:
            if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef)) and d.name == name:
                for r in ast.walk(d):
                    if isinstance(r, ast.Return) and isinstance(r.value, ast.Name) and r.value.id in defs:
                        out.append(define(module, r.value.id))
        return [h for h in out if h]

    found = []
    for ref in refs:
        factory = isinstance(ref, ast.Call)  # query_tool.get_execute_sql(settings)
        if factory:
            ref = ref.func
        target = None
        if isinstance(ref, ast.Attribute) and isinstance(ref.value, ast.Name) and ref.value.id in modules:
            target = (modules[ref.value.id], ref.attr)
        elif isinstance(ref, ast.Name) and ref.id in functions:
            target = functions[ref.id]
        if target and factory:
            found += returned(*target)
        elif target and (hit := define(*target)):
            found.append(hit)
    return found


def main():
    failed_imports = []
    for mod in pkgutil.walk_packages(google.adk.__path__, "google.adk."):
        try:
            importlib.import_module(mod.name)
        except Exception as e:  # optional dependencies missing
            failed_imports.append((mod.name, type(e).__name__))
    tools, toolsets = [], []
    for ts_cls in subclasses(BaseToolset):
        if not ts_cls.__module__.startswith("google.adk.") or inspect.isabstract(ts_cls):
            continue
        try:
            ts = ts_cls()
            got = asyncio.run(asyncio.wait_for(ts.get_tools(), 20))
            toolsets.append({"toolset": ts_cls.__qualname__, "module": ts_cls.__module__, "tools": len(got)})
            tools += [tool_entry(t, "get_tools:" + ts_cls.__qualname__) for t in got]
        except BaseException as e:  # needs arguments, credentials or a server
            toolsets.append({"toolset": ts_cls.__qualname__, "module": ts_cls.__module__, "error": f"{type(e).__name__}: {str(e)[:120]}"})
    for path in sorted(glob.glob(ROOT + "google/adk/**/*toolset.py", recursive=True)):
        mod_name = rel(path)[:-3].replace("/", ".")
        tools += ast_toolset_functions(mod_name)
    for name, mod in sorted(sys.modules.items()):
        if not name.startswith("google.adk.") or mod is None:
            continue
        for attr, val in vars(mod).items():
            if isinstance(val, BaseTool):
                entry = tool_entry(val, f"instance:{name}.{attr}")
                tools.append(entry)
    for cls in subclasses(BaseTool):
        if not cls.__module__.startswith("google.adk.") or inspect.isabstract(cls):
            continue
        if "_get_declaration" in vars(cls):
            file, line = where(cls)
            tools.append({"name": None, "class": cls.__qualname__, "file": file, "line": line, "kind": "class", "via": "subclass"})
    # one row per definition: a file and line is one tool however many ways reach it
    by_site = {}
    for t in tools:
        key = (t["file"], t["line"])
        if key in by_site:
            by_site[key]["via"] += " " + t["via"]
            by_site[key]["name"] = by_site[key]["name"] or t["name"]
        else:
            by_site[key] = t
    out = {
        "package": "google-adk",
        "version": importlib.metadata.version("google-adk"),
        "tools": sorted(by_site.values(), key=lambda t: (t["file"] or "", t["line"] or 0)),
        "toolsets": toolsets,
        "failed_imports": failed_imports,
    }
    json.dump(out, sys.stdout, indent=1)


def compare(listing_path, toolsight_path):
    listing = json.load(open(listing_path))
    found = set()
    for t in json.load(open(toolsight_path)):
        found.add((t["file"].split("/google-adk/", 1)[-1], t["line"]))

    def hit(t):
        return any(f == t["file"] and abs(line - t["line"]) <= 3 for f, line in found)

    handed = [t for t in listing["tools"] if t["via"] != "subclass"]
    classes = [t for t in listing["tools"] if t["via"] == "subclass"]
    print(f"tools the package hands out (toolsets, module-level tools): {sum(map(hit, handed))} of {len(handed)}")
    print(f"BaseTool subclasses defining _get_declaration: {sum(map(hit, classes))} of {len(classes)}")
    for t in listing["tools"]:
        if not hit(t):
            print("  missed", t["file"], t["line"], t["name"] or t.get("class"), t["via"])
    sites = {(t["file"], t["line"]) for t in listing["tools"]}
    for f, line in sorted(found):
        if not any(f == a and abs(line - b) <= 3 for a, b in sites):
            print("  beyond the list", f, line)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--compare"]:
        compare(*sys.argv[2:4])
    else:
        main()
