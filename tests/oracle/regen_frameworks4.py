"""Regenerate the goldens of the fourth framework set (autogen, haystack, browser-use) by running
the real, pinned libraries on tests/corpus (and haystack on the package tests/corpus-pkg4, whose
goldens go under `pkg4/`).

Run by tests/regen.sh with the Python of .venv-oracle-fw4 (tests/oracle/requirements-frameworks4.txt,
a full `pip freeze` closure installed with --no-deps):

    .venv-oracle-fw4/bin/python tests/oracle/regen_frameworks4.py --out tests/goldens \
        --browser-use-python .venv-oracle-browser-use/bin/python

browser-use 0.13.14 requires pydantic 2.13 and its own SDK set, so its row is rendered by this
same script in worker mode (`--worker browser-use`) with the Python of .venv-oracle-browser-use
(tests/oracle/requirements-browser-use.txt) and merged in here.

Entries, error normalisation, `$nonjson` and the tool enumeration of plain functions are those of
regen_frameworks.py (imported from it). Nothing here decides what a schema looks like: every
payload is what a library returned. Which tools and which call produce each payload:
tests/oracle/README.md, "Framework goldens".
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import platform
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import regen_frameworks as rf  # noqa: E402  (shared entry/normalisation helpers; no side effects)

DEFAULT_CORPUS = HERE.parent / "corpus"

# Library ids in the order files are written, each with its providers in entry order.
PROVIDERS = {
    "autogen": ["native", "openai-chat"],
    "haystack": ["native", "openai-chat"],
    "browser-use": ["native"],
}
LIBRARIES = list(PROVIDERS)
# Rows rendered by this script in worker mode with another venv's Python (`--worker LIB`).
WORKER_LIBRARIES = ["browser-use"]
MAIN_LIBRARIES = [lib for lib in LIBRARIES if lib not in WORKER_LIBRARIES]
# Libraries whose tools are never plain functions (a browser-use action needs the decorator's
# description): only their `l_<lib>` module is rendered.
DECORATED_ONLY = {"browser-use"}
AG_MODEL_INFO = {"function_calling": True, "vision": False, "json_output": False, "family": "unknown",
                 "structured_output": False}
WORKER_PACKAGES = {"browser-use": ["browser-use", "pydantic", "pydantic-core", "typing-extensions"]}
PACKAGES = [
    "autogen-core", "autogen-agentchat", "autogen-ext", "haystack-ai", "openai", "jsonref", "pydantic",
    "pydantic-core", "docstring-parser", "jsonschema", "typing-extensions",
]


class Libs:
    """Everything of .venv-oracle-fw4, imported once."""

    def __init__(self):
        with rf._silenced():
            from autogen_agentchat.agents import AssistantAgent
            from autogen_core.tools import BaseTool, FunctionTool
            from autogen_ext.models.openai._openai_client import convert_tools
            from autogen_ext.models.replay import ReplayChatCompletionClient
            from haystack.components.generators.chat import OpenAIChatGenerator
            from haystack.tools import ComponentTool, Tool, create_tool_from_function
            from haystack.utils import Secret

        self.ag_AssistantAgent = AssistantAgent
        self.ag_BaseTool = BaseTool
        self.ag_FunctionTool = FunctionTool
        self.ag_convert_tools = convert_tools
        # A model client that only has to say it supports function calling: the agent is made
        # for its constructor's wrapping of plain functions, and never run.
        self.ag_client = ReplayChatCompletionClient([], model_info=AG_MODEL_INFO)
        self.hs_Tool = Tool
        self.hs_ComponentTool = ComponentTool
        self.hs_create_tool_from_function = create_tool_from_function
        # Only its request preparation runs (no request is sent).
        self.hs_openai = OpenAIChatGenerator(api_key=Secret.from_token("toolsight-oracle"))


class BrowserUseLibs:
    """browser-use from .venv-oracle-browser-use. `Registry.action` is wrapped while the corpus
    is imported so that an action the registry refuses (it raises in the decorator, which would
    stop the import) is recorded with its error instead."""

    def __init__(self):
        with rf._silenced():
            from browser_use import Tools
            from browser_use.tools.registry.service import Registry

        self.bu_Tools = Tools
        self.bu_Registry = Registry
        self.bu_failed: dict[str, list] = {}
        original = Registry.action
        failed = self.bu_failed

        def action(registry, description, *args, **kwargs):
            decorate = original(registry, description, *args, **kwargs)

            def recorded(func):
                try:
                    return decorate(func)
                except Exception as exc:  # noqa: BLE001 - the registry's refusal is the golden
                    failed.setdefault(func.__module__, []).append((func, exc))
                    return func

            return recorded

        Registry.action = action


def _browser_use_actions(libs, mod) -> list:
    out = []
    for value in list(vars(mod).values()):
        registry = value.registry if isinstance(value, libs.bu_Tools) else value
        if not isinstance(registry, libs.bu_Registry):
            continue
        for action in registry.registry.actions.values():
            func = inspect.unwrap(action.function)
            # The registry's own default actions are not the module's.
            if getattr(func, "__module__", None) == mod.__name__:
                out.append(rf.CorpusTool(mod.__name__, rf._own(mod, func, f"action {action.name!r}"), action, "BrowserUseAction"))
    for func, exc in libs.bu_failed.get(mod.__name__, []):
        out.append(rf.CorpusTool(mod.__name__, func, exc, "BrowserUseError"))
    out.sort(key=rf.CorpusTool.sort_key)
    return out


def render_browser_use(libs, tool) -> list[dict]:
    lib = "browser-use"
    if tool.kind == "BrowserUseError":
        return [rf._entry(tool, lib, "native", tool.func.__name__, error=rf._error(tool.obj))]
    a = tool.obj

    def native():
        return {
            "name": a.name,
            "description": a.description,
            "param_model": a.param_model.model_json_schema(),
            "prompt_description": a.prompt_description(),
        }

    return [_try(tool, lib, "native", a.name, native, lambda p: p["name"])]


def _class_tool(mod, value, kind):
    cls = type(value)
    if cls.__module__ != mod.__name__:
        raise SystemExit(f"regen_frameworks4.py: {mod.__name__}: {kind} {cls.__qualname__} of another module")
    line = inspect.getsourcelines(cls)[1]
    return rf.CorpusTool(mod.__name__, cls, value, kind, line=line, qualname=cls.__qualname__)


def _framework_objects(libs: Libs, mod, lib: str) -> list:
    """Module-level objects a framework built; each replaces the plain function it wraps."""
    out, seen = [], set()

    def add(t):
        if id(t.obj) not in seen:
            seen.add(id(t.obj))
            out.append(t)

    for value in list(vars(mod).values()):
        if lib == "autogen" and isinstance(value, libs.ag_FunctionTool):
            add(rf.CorpusTool(mod.__name__, rf._own(mod, value._func, f"FunctionTool {value.name!r}"), value, "FunctionTool"))
        elif lib == "autogen" and isinstance(value, libs.ag_BaseTool):
            add(_class_tool(mod, value, "AutogenToolClass"))
        elif lib == "haystack" and isinstance(value, libs.hs_ComponentTool):
            # Its function is haystack's own invoker: the user's tool is the component's `run`.
            run = type(value._component).run
            add(rf.CorpusTool(mod.__name__, rf._own(mod, run, f"ComponentTool {value.name!r}"), value, "HaystackTool"))
        elif lib == "haystack" and isinstance(value, libs.hs_Tool):
            fn = value.function or value.async_function
            add(rf.CorpusTool(mod.__name__, rf._own(mod, fn, f"Tool {value.name!r}"), value, "HaystackTool"))
    return out


def enumerate_tools(libs, mod, lib: str) -> list:
    if lib == "browser-use":
        return _browser_use_actions(libs, mod)
    tools = _framework_objects(libs, mod, lib)
    covered = {id(t.func) for t in tools}
    for f in rf._module_functions(mod):
        func = inspect.unwrap(f)
        if id(func) in covered or id(f) in covered:
            continue
        tools.append(rf.CorpusTool(mod.__name__, func, f))
    tools.sort(key=rf.CorpusTool.sort_key)
    return tools


def libraries_for(module: str) -> list[str]:
    """Generic `cNN_*` and `p_*` modules go through every library; `l_<lib>` only through `<lib>`;
    other `l_*` modules through none."""
    if (len(module) > 4 and module[0] == "c" and module[1:3].isdigit() and module[3] == "_") or module.startswith("p_"):
        return [lib for lib in LIBRARIES if lib not in DECORATED_ONLY]
    if module.startswith("l_"):
        return [lib for lib in LIBRARIES if module[2:] == lib.replace("-", "_")]
    raise SystemExit(f"regen_frameworks4.py: corpus module {module!r} is neither cNN_<theme>, p_<theme> nor l_<library>")


def _try(tool, lib, provider, fallback_name, build, name_of):
    try:
        with rf._silenced():
            payload = rf._plain(build())
    except Exception as exc:  # noqa: BLE001 - any failure is a golden error
        return rf._entry(tool, lib, provider, fallback_name, error=rf._error(exc))
    return rf._entry(tool, lib, provider, name_of(payload), schema=payload)


def _built(tool, lib, name, build):
    """The built tool, or the same error entry for every provider."""
    try:
        with rf._silenced():
            return build(), []
    except Exception as exc:  # noqa: BLE001 - any failure is a golden error
        return None, [rf._entry(tool, lib, p, name, error=rf._error(exc)) for p in PROVIDERS[lib]]


def render_autogen(libs: Libs, tool) -> list[dict]:
    lib = "autogen"
    if tool.kind in ("FunctionTool", "AutogenToolClass"):
        t = tool.obj
    else:
        # A plain function as `AssistantAgent(tools=[f])` wraps it (in a FunctionTool).
        f = tool.obj
        t, errors = _built(tool, lib, f.__name__,
                           lambda: libs.ag_AssistantAgent(name="oracle", model_client=libs.ag_client, tools=[f])._tools[0])
        if errors:
            return errors
    return [
        _try(tool, lib, "native", t.name, lambda: t.schema, lambda p: p["name"]),
        _try(tool, lib, "openai-chat", t.name, lambda: libs.ag_convert_tools([t])[0], lambda p: p["function"]["name"]),
    ]


def render_haystack(libs: Libs, tool) -> list[dict]:
    lib = "haystack"
    if tool.kind == "HaystackTool":
        t = tool.obj
    else:
        f = tool.obj
        t, errors = _built(tool, lib, f.__name__, lambda: libs.hs_create_tool_from_function(f))
        if errors:
            return errors

    def openai_chat():
        return libs.hs_openai._prepare_api_call(messages=[], tools=[t])["tools"][0]

    return [
        _try(tool, lib, "native", t.name, lambda: t.tool_spec, lambda p: p["name"]),
        _try(tool, lib, "openai-chat", t.name, openai_chat, lambda p: p["function"]["name"]),
    ]


RENDERERS = {"autogen": render_autogen, "haystack": render_haystack, "browser-use": render_browser_use}

# The multi-module package of this set (tests/corpus-pkg4) and the libraries rendered on it.
PACKAGE_LIBRARIES = ["haystack"]


def _package_modules(pkg_dir: Path) -> list[str]:
    """Dotted names of the modules under `pkg_dir` reachable as packages, sorted."""
    names = []
    for path in pkg_dir.rglob("*.py"):
        parts = list(path.relative_to(pkg_dir).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        if parts and all((pkg_dir.joinpath(*parts[:i]) / "__init__.py").is_file() for i in range(1, len(parts))):
            names.append(".".join(parts))
    return sorted(names)


def render_package(libs: Libs, pkg_dir: Path) -> dict:
    """haystack's tools of the package, imported as a user would (the folder on sys.path): each
    `ComponentTool`/`Tool` bound at module level, filed under the module that defines the
    user's function (a component class's `run`), where toolsight renders it."""
    sys.path.insert(0, str(pkg_dir))
    tools: dict[str, list] = {}
    seen = set()
    try:
        for module in _package_modules(pkg_dir):
            with rf._silenced():
                mod = importlib.import_module(module)
            for value in list(vars(mod).values()):
                if id(value) in seen:
                    continue
                if isinstance(value, libs.hs_ComponentTool):
                    fn = type(value._component).run
                elif isinstance(value, libs.hs_Tool):
                    fn = value.function or value.async_function
                else:
                    continue
                seen.add(id(value))
                home = sys.modules[inspect.unwrap(fn).__module__]
                what = f"{module}: tool {value.name!r}"
                tools.setdefault(home.__name__, []).append(
                    rf.CorpusTool(home.__name__, rf._own(home, fn, what), value, "HaystackTool"))
    finally:
        sys.path.remove(str(pkg_dir))
    result = {}
    for module, ts in sorted(tools.items()):
        ts.sort(key=rf.CorpusTool.sort_key)
        result[module] = [e for t in ts for e in render_haystack(libs, t)]
    return {"haystack": result}


def render_corpus(libs, corpus: Path, libraries: list[str]) -> dict:
    result: dict[str, dict[str, list]] = {lib: {} for lib in libraries}
    for path in sorted(corpus.glob("*.py")):
        module = path.stem
        module_libs = [lib for lib in libraries_for(module) if lib in libraries]
        if not module_libs:
            continue
        with rf._silenced():
            mod = importlib.import_module(module)
        for lib in module_libs:
            entries = []
            for tool in enumerate_tools(libs, mod, lib):
                entries.extend(RENDERERS[lib](libs, tool))
            result[lib][module] = entries
    return result


def main() -> int:
    rf._reexec_with_fixed_hash_seed()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="output directory (e.g. tests/goldens)")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--browser-use-python", type=Path, help="Python of .venv-oracle-browser-use (browser-use)")
    ap.add_argument("--worker", choices=WORKER_LIBRARIES, help="render one worker row, print it as JSON")
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 12):
        raise SystemExit(f"regen_frameworks4.py needs Python 3.12, got {platform.python_version()}")

    rf._quiet()
    # No telemetry: haystack's posthog events, browser-use's (set again in the worker).
    os.environ.update({"HAYSTACK_TELEMETRY_ENABLED": "False", "ANONYMIZED_TELEMETRY": "false"})
    sys.dont_write_bytecode = True
    corpus = args.corpus.resolve()
    sys.path.insert(0, str(corpus))
    if args.worker:
        # browser-use writes its config and telemetry id under the home directory when imported.
        home = tempfile.mkdtemp(prefix="toolsight-oracle-")
        os.environ.update({"HOME": home, "XDG_CONFIG_HOME": home, "BROWSER_USE_CONFIG_DIR": home,
                           "ANONYMIZED_TELEMETRY": "false", "BROWSER_USE_CLOUD_SYNC": "false"})
        try:
            result = render_corpus(BrowserUseLibs(), corpus, [args.worker])
        finally:
            shutil.rmtree(home, ignore_errors=True)
        json.dump({"python": platform.python_version(), "packages": rf._versions(WORKER_PACKAGES[args.worker]),
                   "result": result}, sys.stdout, ensure_ascii=False, default=rf._nonjson)
        return 0

    if args.out is None or args.browser_use_python is None:
        ap.error("--out and --browser-use-python are required (except with --worker)")
    worker = rf.run_worker(args.browser_use_python, Path(__file__), corpus, "regen_frameworks4.py: the browser-use worker",
                           ("browser-use",))
    libs = Libs()
    result = render_corpus(libs, corpus, MAIN_LIBRARIES)
    result.update(worker["result"])

    out: Path = args.out
    files, stats = rf.golden_files(out, result, LIBRARIES)
    files[out / "MANIFEST-frameworks4.json"] = rf.dump({
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "packages": rf._versions(PACKAGES),
        "browser-use-worker": {"python": worker["python"], "packages": worker["packages"]},
        "entries": stats,
    })
    rf.write_goldens(out, LIBRARIES, files, stats, "regen_frameworks4.py")

    # The multi-module package (tests/corpus-pkg4), after the corpus: under `pkg4/`.
    pkg_dir = corpus.parent / "corpus-pkg4"
    if pkg_dir.is_dir():
        pkg_files, pkg_stats = rf.golden_files(out / "pkg4", render_package(libs, pkg_dir), PACKAGE_LIBRARIES)
        pkg_files[out / "pkg4" / "MANIFEST.json"] = rf.dump({
            "python": platform.python_version(),
            "implementation": platform.python_implementation(),
            "packages": rf._versions(PACKAGES),
            "entries": pkg_stats,
        })
        rf.write_goldens(out / "pkg4", PACKAGE_LIBRARIES, pkg_files, pkg_stats, "regen_frameworks4.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
