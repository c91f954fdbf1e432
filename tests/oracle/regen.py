"""Regenerate the golden tool schemas by running the real Python libraries on tests/corpus.

Run it with the oracle venv's Python (see tests/regen.sh, which also installs the pins):

    .venv-oracle/bin/python tests/oracle/regen.py --out tests/goldens \
        --legacy-toolslm .venv-oracle/legacy-toolslm

Nothing here decides what a schema looks like: every payload is what a library returned.
The rules for *which* tools and *which* call produce each payload are in tests/oracle/README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import importlib
import importlib.metadata
import inspect
import io
import json
import logging
import os
import platform
import sys
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent / "corpus"

# Library ids in the order files are written; every generic `cNN_*` module goes through all of them.
LIBRARIES = ["stores", "toolslm", "toolslm-legacy", "selectools", "abstractllm"]
PROVIDERS = {
    "stores": ["anthropic", "gemini", "openai-chat", "openai-responses"],
    "toolslm": ["native", "anthropic"],
    "toolslm-legacy": ["native", "anthropic"],
    "selectools": ["native", "gemini"],
    "abstractllm": ["native", "openai-chat", "anthropic"],
}
LEGACY_TOOLSLM_VERSION = "0.3.46"
# Rendered only by tests/oracle/regen_frameworks.py / 2 / 4 (other venvs):
# `p_<theme>` modules and `l_<lib>` modules of these library ids. regen.py neither imports nor
# renders them.
FRAMEWORK_LIBRARIES = [
    "openai-agents", "langchain", "langchain-strict", "mcp", "fastmcp",
    "pydantic-ai", "google-genai", "llama-index", "anthropic",
    "smolagents", "strands", "claude-agent-sdk", "google-adk", "dspy", "camel", "agno", "crewai", "semantic-kernel",
    "autogen", "haystack", "browser-use",  # regen_frameworks4.py
]


def _reexec_with_fixed_hash_seed() -> None:
    """Hash randomisation could reorder sets inside library code; pin it before anything runs."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ, PYTHONHASHSEED="0")
        os.execve(sys.executable, [sys.executable, *sys.argv], env)


@contextlib.contextmanager
def _silenced():
    """Swallow anything libraries print or log while they import, decorate or format."""
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def _quiet_logging() -> None:
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")


# --------------------------------------------------------------------------------------------
# Library adapters: each takes a tool (see enumerate_tools) and returns one entry per provider.
# --------------------------------------------------------------------------------------------


class Libs:
    """The imported libraries, loaded once."""

    def __init__(self, legacy_dir: Path):
        with _silenced():
            import stores
            from stores import ProviderFormat
            from stores.indexes.base_index import BaseIndex

            self.stores_Index = stores.Index
            self.stores_BaseIndex = BaseIndex
            self.stores_formats = {
                "anthropic": ProviderFormat.ANTHROPIC,
                "gemini": ProviderFormat.GOOGLE_GEMINI,
                "openai-chat": ProviderFormat.OPENAI_CHAT,
                "openai-responses": ProviderFormat.OPENAI_RESPONSES,
            }

            from fastcore.funccall import get_schema as fastcore_get_schema

            self.fastcore_get_schema = fastcore_get_schema

            # The legacy toolslm sits first on sys.path (see main), so `toolslm` *is* 0.3.46 here.
            import toolslm
            import toolslm.funccall as legacy_funccall

            if toolslm.__version__ != LEGACY_TOOLSLM_VERSION or not Path(toolslm.__file__).is_relative_to(legacy_dir):
                raise SystemExit(
                    f"regen.py: expected toolslm {LEGACY_TOOLSLM_VERSION} from {legacy_dir}, "
                    f"got {toolslm.__version__} from {toolslm.__file__}"
                )
            self.legacy_get_schema = legacy_funccall.get_schema

            from selectools.providers.gemini_provider import GeminiProvider
            from selectools.tools import Tool, ToolRegistry
            from selectools.tools import tool as selectools_tool
            from selectools.tools.decorators import _BoundMethodTool

            self.sel_Tool = Tool
            self.sel_BoundMethodTool = _BoundMethodTool
            self.sel_ToolRegistry = ToolRegistry
            self.sel_tool = selectools_tool
            # The provider's constructor wants an API key and builds a client; the tool mapping
            # needs neither, so skip __init__.
            self.sel_gemini = object.__new__(GeminiProvider)

            from abstractllm.providers.anthropic import AnthropicProvider
            from abstractllm.providers.openai import OpenAIProvider
            from abstractllm.tools.core import ToolDefinition

            self.al_ToolDefinition = ToolDefinition
            self.al_openai = object.__new__(OpenAIProvider)
            self.al_anthropic = object.__new__(AnthropicProvider)


def _error(exc: BaseException) -> dict:
    return {"code": type(exc).__name__, "message": str(exc)}


def _entry(tool, lib, provider, name, schema=None, error=None):
    e = {"function": tool.function_id, "name": name, "library": lib, "provider": provider}
    if error is not None:
        e["error"] = error
    else:
        e["schema"] = schema
    return e


def render_stores(libs: Libs, tool) -> list[dict]:
    f = tool.obj
    out = []
    try:
        with _silenced():
            index = libs.stores_Index([f])
    except Exception as exc:  # noqa: BLE001 - any failure is a golden error
        index, index_error = None, _error(exc)
    for provider in PROVIDERS["stores"]:
        fallback_name = f.__name__ if provider == "gemini" else f.__name__.replace(".", "-")
        if index is None:
            out.append(_entry(tool, "stores", provider, fallback_name, error=index_error))
            continue
        try:
            with _silenced():
                payload = index.format_tools(libs.stores_formats[provider])[0]
        except Exception as exc:  # noqa: BLE001
            out.append(_entry(tool, "stores", provider, fallback_name, error=_error(exc)))
            continue
        name = payload["function"]["name"] if provider == "openai-chat" else payload["name"]
        out.append(_entry(tool, "stores", provider, name, schema=payload))
    return out


def render_local_index(libs: Libs, folder: Path) -> dict[str, list[dict]]:
    """`stores.indexes.LocalIndex(folder).format_tools(...)` for each provider; entries grouped
    by module, tools in tools.toml order, providers in the usual order."""
    from stores.indexes import LocalIndex

    with _silenced():
        index = LocalIndex(folder)
    by_provider = {}
    for provider in PROVIDERS["stores"]:
        with _silenced():
            by_provider[provider] = index.format_tools(libs.stores_formats[provider])
    grouped: dict[str, list[dict]] = {}
    for i, tool in enumerate(index.tools):
        tool_id = tool.__name__
        module, func = tool_id.rsplit(".", 1)
        for provider in PROVIDERS["stores"]:
            payload = by_provider[provider][i]
            name = payload["function"]["name"] if provider == "openai-chat" else payload["name"]
            grouped.setdefault(module, []).append(
                {"function": f"{module}.{func}", "name": name, "library": "stores", "provider": provider, "schema": payload}
            )
    return grouped


def _render_toolslm(lib: str, get_schema, tool) -> list[dict]:
    f = tool.obj
    try:
        with _silenced():
            schema = get_schema(f)
        result = {"schema": schema}
    except Exception as exc:  # noqa: BLE001
        result = {"error": _error(exc)}
    out = []
    for provider in PROVIDERS[lib]:
        if "schema" in result:
            # Both providers send the same dict; copy so the two entries never share objects.
            payload = copy.copy(result["schema"])
            out.append(_entry(tool, lib, provider, payload["name"], schema=payload))
        else:
            out.append(_entry(tool, lib, provider, f.__name__, error=result["error"]))
    return out


def render_toolslm(libs: Libs, tool) -> list[dict]:
    return _render_toolslm("toolslm", libs.fastcore_get_schema, tool)


def render_toolslm_legacy(libs: Libs, tool) -> list[dict]:
    return _render_toolslm("toolslm-legacy", libs.legacy_get_schema, tool)


def render_selectools(libs: Libs, tool) -> list[dict]:
    built = tool.built
    name = built.name if built is not None else tool.obj.__name__
    if built is None:
        try:
            with _silenced():
                built = libs.sel_tool()(tool.obj)
            name = built.name
        except Exception as exc:  # noqa: BLE001
            err = _error(exc)
            return [_entry(tool, "selectools", p, name, error=err) for p in PROVIDERS["selectools"]]
    out = []
    try:
        with _silenced():
            native = built.schema()
        out.append(_entry(tool, "selectools", "native", native["name"], schema=native))
    except Exception as exc:  # noqa: BLE001
        out.append(_entry(tool, "selectools", "native", name, error=_error(exc)))
    try:
        with _silenced():
            gem_tool = libs.sel_gemini._map_tool_to_gemini(built)
            decl = gem_tool.function_declarations[0]
            payload = decl.model_dump(mode="json", exclude_none=True)
        out.append(_entry(tool, "selectools", "gemini", payload.get("name", name), schema=payload))
    except Exception as exc:  # noqa: BLE001
        out.append(_entry(tool, "selectools", "gemini", name, error=_error(exc)))
    return out


def render_abstractllm(libs: Libs, tool) -> list[dict]:
    f = tool.obj
    try:
        with _silenced():
            definition = libs.al_ToolDefinition.from_function(f)
            native = definition.to_dict()
            payloads = {
                "native": native,
                "openai-chat": libs.al_openai._format_tools_for_provider([definition.to_dict()])[0],
                "anthropic": libs.al_anthropic._format_tools_for_provider([definition.to_dict()])[0],
            }
    except Exception as exc:  # noqa: BLE001
        err = _error(exc)
        return [_entry(tool, "abstractllm", p, f.__name__, error=err) for p in PROVIDERS["abstractllm"]]
    out = []
    for provider in PROVIDERS["abstractllm"]:
        payload = payloads[provider]
        name = payload["function"]["name"] if provider == "openai-chat" else payload["name"]
        out.append(_entry(tool, "abstractllm", provider, name, schema=payload))
    return out


RENDERERS = {
    "stores": render_stores,
    "toolslm": render_toolslm,
    "toolslm-legacy": render_toolslm_legacy,
    "selectools": render_selectools,
    "abstractllm": render_abstractllm,
}


# --------------------------------------------------------------------------------------------
# Tool enumeration
# --------------------------------------------------------------------------------------------


class CorpusTool:
    """One tool of a module: the callable handed to the library and, if any, the object a
    library decorator/registry already built from it."""

    def __init__(self, module: str, func, obj, built=None):
        self.func = func  # the user's function (decorators unwrapped)
        self.obj = obj  # what the renderer passes to the library (module attribute or func)
        self.built = built  # selectools Tool / _BoundMethodTool, else None
        self.function_id = f"{module}.{func.__qualname__}"
        self.line = func.__code__.co_firstlineno

    def sort_key(self):
        return (self.line, self.function_id)


def _module_functions(mod) -> list:
    """Function objects bound at module level whose __module__ is the module, first binding wins."""
    seen, result = set(), []
    for value in vars(mod).values():
        if inspect.isfunction(value) and value.__module__ == mod.__name__ and id(value) not in seen:
            seen.add(id(value))
            result.append(value)
    return result


def enumerate_tools(libs: Libs, mod, lib: str) -> list[CorpusTool]:
    name = mod.__name__
    tools: list[CorpusTool] = []
    covered: set[int] = set()  # ids of user functions already represented by a built tool object

    if lib == "selectools":
        built_objs, seen = [], set()
        for value in vars(mod).values():
            candidates = []
            if isinstance(value, (libs.sel_Tool, libs.sel_BoundMethodTool)):
                candidates = [value]
            elif isinstance(value, libs.sel_ToolRegistry):
                candidates = value.list_tools()
            for c in candidates:
                if id(c) not in seen:
                    seen.add(id(c))
                    built_objs.append(c)
        for b in built_objs:
            fn = b._original_fn if isinstance(b, libs.sel_BoundMethodTool) else b.function
            fn = inspect.unwrap(fn)
            if not inspect.isfunction(fn) or fn.__module__ != name:
                raise SystemExit(f"regen.py: {name}: selectools tool {b.name!r} wraps a function from another module")
            covered.add(id(fn))
            tools.append(CorpusTool(name, fn, fn, built=b))

    for f in _module_functions(mod):
        func = inspect.unwrap(f)
        if id(func) in covered or id(f) in covered:
            continue
        # abstractllm's @tool returns a functools.wraps wrapper: hand the wrapper (what users
        # pass as a tool) to the library, but name and order it by the function it wraps.
        tools.append(CorpusTool(name, func, f))

    if lib == "stores":
        # Functions collected in a module-level Index must be module functions themselves
        # (stores formats each tool independently, so Index([f]) gives the same payload).
        by_name = {t.obj.__name__ for t in tools}
        for value in vars(mod).values():
            if isinstance(value, libs.stores_BaseIndex):
                for t in value.tools:
                    if t.__name__ not in by_name:
                        raise SystemExit(f"regen.py: {name}: Index tool {t.__name__!r} is not a module function")

    tools.sort(key=CorpusTool.sort_key)
    return tools


def libraries_for(module: str) -> list[str]:
    if module.startswith("p_"):
        return []  # framework-only corpus (regen_frameworks.py)
    if len(module) > 4 and module[0] == "c" and module[1:3].isdigit() and module[3] == "_":
        return list(LIBRARIES)
    if module.startswith("l_"):
        rest = module[2:]
        matches = [lib for lib in LIBRARIES if rest == lib.replace("-", "_") or rest.startswith(lib.replace("-", "_") + "_")]
        if matches:
            return [max(matches, key=len)]
        if any(rest == lib.replace("-", "_") for lib in FRAMEWORK_LIBRARIES):
            return []  # l_<framework> modules: regen_frameworks.py
    raise SystemExit(f"regen.py: corpus module {module!r} is neither cNN_<theme> nor l_<library>")


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------


def _nonjson(o):
    return {"$nonjson": {"repr": repr(o), "type": type(o).__name__}}


def dump(entries) -> str:
    return json.dumps(entries, indent=2, ensure_ascii=False, default=_nonjson) + "\n"


def _dist_version(name: str, paths: list[str]) -> str | None:
    for dist in importlib.metadata.distributions(name=name, path=paths):
        return dist.version
    return None


def manifest(legacy_dir: Path, stats: dict) -> dict:
    site_paths = [p for p in sys.path if Path(p).resolve() != legacy_dir.resolve()]
    packages = [
        "stores", "toolslm", "fastcore", "selectools", "abstractllm",
        "google-genai", "pydantic", "pydantic-core", "docstring-parser", "makefun", "typing-extensions",
    ]
    libs = {p: _dist_version(p, site_paths) for p in packages}
    libs["toolslm-legacy"] = _dist_version("toolslm", [str(legacy_dir)])
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "packages": libs,
        "entries": stats,
    }


def package_modules(pkg_dir: Path) -> list[str]:
    """Dotted names of every module under tests/corpus-pkg (packages by their `__init__.py`),
    sorted by name."""
    names = []
    for path in pkg_dir.rglob("*.py"):
        parts = list(path.relative_to(pkg_dir).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        # Only modules reachable as packages: every directory on the way has an __init__.py.
        if parts and all((pkg_dir.joinpath(*parts[:i]) / "__init__.py").is_file() for i in range(1, len(parts))):
            names.append(".".join(parts))
    return sorted(names)


def render_package(libs: Libs, pkg_dir: Path, out: Path) -> tuple[dict[Path, str], dict]:
    """Goldens of the multi-file package: `out/<library>/<dotted.module>.json` for every module
    with tools (all five libraries; same enumeration as the corpus, `"function"` is
    `"<dotted.module>.<qualname>"`), then `out/stores-localindex/<dotted.module>.json` from
    `LocalIndex(pkg_dir)` run as a user would: the package neither imported nor importable."""
    files: dict[Path, str] = {}
    stats = {lib: {"modules": 0, "tools": 0, "entries": 0, "errors": 0} for lib in LIBRARIES}
    sys.path.insert(1, str(pkg_dir))  # after the legacy toolslm, which stays first
    for module in package_modules(pkg_dir):
        with _silenced():
            mod = importlib.import_module(module)
        per_lib = {lib: enumerate_tools(libs, mod, lib) for lib in LIBRARIES}
        if not any(per_lib.values()):
            continue  # models, enums, aliases, re-exports: no tools, no file
        for lib in LIBRARIES:
            entries = []
            for tool in per_lib[lib]:
                entries.extend(RENDERERS[lib](libs, tool))
            stats[lib]["modules"] += 1
            stats[lib]["tools"] += len(per_lib[lib])
            stats[lib]["entries"] += len(entries)
            stats[lib]["errors"] += sum("error" in e for e in entries)
            files[out / lib / f"{module}.json"] = dump(entries)

    # LocalIndex execs each listed module itself (spec_from_file_location with the dotted name),
    # so start from a clean slate: the package's modules forgotten and its folder off sys.path.
    sys.path.remove(str(pkg_dir))
    tops = {p.name for p in pkg_dir.iterdir() if (p / "__init__.py").is_file()} | {p.stem for p in pkg_dir.glob("*.py")}
    for name in list(sys.modules):
        if name.split(".", 1)[0] in tops:
            del sys.modules[name]
    if (pkg_dir / "tools.toml").is_file():
        for module, entries in render_local_index(libs, pkg_dir).items():
            files[out / "stores-localindex" / f"{module}.json"] = dump(entries)

    files[out / "MANIFEST.json"] = dump({"entries": stats})
    return files, stats


def main() -> int:
    _reexec_with_fixed_hash_seed()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, type=Path, help="output directory (e.g. tests/goldens)")
    ap.add_argument("--legacy-toolslm", required=True, type=Path, help="--target dir holding toolslm 0.3.46")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = ap.parse_args()

    if sys.version_info[:2] != (3, 12):
        raise SystemExit(f"regen.py needs Python 3.12 (abstractllm and PEP 695 corpus), got {platform.python_version()}")
    legacy_dir = args.legacy_toolslm.resolve()
    corpus = args.corpus.resolve()
    if not (legacy_dir / "toolslm" / "funccall.py").is_file():
        raise SystemExit(f"regen.py: {legacy_dir} does not contain the legacy toolslm/funccall.py")

    _quiet_logging()
    sys.dont_write_bytecode = True  # keep tests/corpus free of __pycache__
    sys.path.insert(0, str(corpus))
    sys.path.insert(0, str(legacy_dir))
    libs = Libs(legacy_dir)

    out: Path = args.out
    files: dict[Path, str] = {}
    stats = {lib: {"entries": 0, "errors": 0} for lib in LIBRARIES}
    for path in sorted(corpus.glob("*.py")):
        module = path.stem
        module_libs = libraries_for(module)
        if not module_libs:
            continue
        with _silenced():
            mod = importlib.import_module(module)
        for lib in module_libs:
            entries = []
            for tool in enumerate_tools(libs, mod, lib):
                entries.extend(RENDERERS[lib](libs, tool))
            stats[lib]["entries"] += len(entries)
            stats[lib]["errors"] += sum("error" in e for e in entries)
            files[out / lib / f"{module}.json"] = dump(entries)

    # stores LocalIndex: tools listed in a tools.toml, renamed to their ids by stores itself.
    index_dir = corpus.parent / "corpus-index"
    if index_dir.is_dir():
        for module, entries in render_local_index(libs, index_dir).items():
            files[out / "stores-localindex" / f"{module}.json"] = dump(entries)

    files[out / "MANIFEST.json"] = dump(manifest(legacy_dir, stats))

    # The multi-file package (tests/corpus-pkg): after everything above, so that output stays
    # exactly what it was without the package.
    pkg_dir = corpus.parent / "corpus-pkg"
    pkg_stats = None
    if pkg_dir.is_dir():
        pkg_files, pkg_stats = render_package(libs, pkg_dir, out / "pkg")
        files.update(pkg_files)

    # Replace only what we own: library subdirectories and the manifests.
    owned = [*LIBRARIES, "stores-localindex"]
    for d in [*(out / lib for lib in owned), *(out / "pkg" / lib for lib in owned)]:
        if d.is_dir():
            for old in d.glob("*.json"):
                if old not in files:
                    old.unlink()
    for target, text in files.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")

    summary = ", ".join(f"{lib} {s['entries']} ({s['errors']} errors)" for lib, s in stats.items())
    print(f"regen.py: wrote {len(files)} files to {out}: {summary}")
    if pkg_stats is not None:
        summary = ", ".join(f"{lib} {s['entries']} ({s['errors']} errors)" for lib, s in pkg_stats.items())
        print(f"regen.py: {pkg_dir.name} (under pkg/): {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
