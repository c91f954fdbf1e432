"""Regenerate the goldens of the second framework set (smolagents, strands, claude-agent-sdk,
google-adk, dspy, camel, crewai) by running the real, pinned libraries on tests/corpus.

Run by tests/regen.sh with the Python of .venv-oracle-fw2 (tests/oracle/requirements-frameworks2.txt):

    .venv-oracle-fw2/bin/python tests/oracle/regen_frameworks2.py --out tests/goldens \
        --camel-python .venv-oracle-fw3/bin/python --crewai-python .venv-oracle-crewai/bin/python

camel-ai 0.2.90 requires `pydantic<=2.12.0` and `docstring-parser<0.18`, which google-adk
(google-genai needs pydantic>=2.12.5) cannot share, so the `camel` row is rendered by this same
script in worker mode (`--worker`) with the Python of .venv-oracle-fw3
(tests/oracle/requirements-frameworks3.txt) and merged in here. The `crewai` row is rendered the
same way with the Python of .venv-oracle-crewai (tests/oracle/requirements-crewai.txt: crewai
requires pydantic<2.13 and mcp<2).

Entries, error normalisation, `$nonjson` and the tool enumeration of plain functions are those of
regen_frameworks.py (imported from it). Nothing here decides what a schema looks like: every
payload is what a library returned. Which tools and which call produce each payload:
tests/oracle/README.md, "Framework goldens".
"""

from __future__ import annotations

import argparse
import asyncio
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
    "smolagents": ["native", "openai-chat"],
    "strands": ["native"],
    "claude-agent-sdk": ["mcp"],
    "google-adk": ["gemini"],
    "dspy": ["native"],
    "camel": ["openai-chat"],
    "crewai": ["native", "openai-chat"],
}
LIBRARIES = list(PROVIDERS)
# Rendered by this script in worker mode (`--worker LIB`), each with its own venv's Python.
WORKER_LIBRARIES = ["camel", "crewai"]
MAIN_LIBRARIES = [lib for lib in LIBRARIES if lib not in WORKER_LIBRARIES]
# Libraries whose tools are never plain functions: only their `l_<lib>` module is rendered.
DECORATED_ONLY = {"claude-agent-sdk"}

# Offline and fixed-variant switches, forced (not defaults) before any library is imported:
# google-adk picks the Gemini API variant and its JSON-schema declarations from the
# environment (GOOGLE_GENAI_USE_ENTERPRISE / _VERTEXAI, ADK_ENABLE_* / ADK_DISABLE_*);
# litellm (through dspy) would fetch its model cost map; DSPY_CACHEDIR is a temporary folder.
FORCED_ENV = {
    "GOOGLE_GENAI_USE_ENTERPRISE": "false",
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "ANONYMIZED_TELEMETRY": "False",
    # crewai: no telemetry or tracing, no version check against PyPI.
    "CREWAI_DISABLE_TELEMETRY": "true",
    "CREWAI_DISABLE_TRACKING": "true",
    "CREWAI_TRACING_ENABLED": "false",
    "CREWAI_DISABLE_VERSION_CHECK": "true",
}
DROPPED_ENV_PREFIXES = ("ADK_ENABLE_", "ADK_DISABLE_", "GOOGLE_CLOUD_", "GOOGLE_GENAI_USE_VERTEXAI", "STRANDS_")


def _setup_env() -> str:
    for k in list(os.environ):
        if k.startswith(DROPPED_ENV_PREFIXES):
            del os.environ[k]
    for k, v in rf.OFFLINE_ENV.items():
        os.environ.setdefault(k, v)
    os.environ.update(FORCED_ENV)
    cache = tempfile.mkdtemp(prefix="toolsight-oracle-")
    os.environ["DSPY_CACHEDIR"] = cache
    os.environ["DSPY_NOTEBOOK_CACHEDIR"] = cache
    # crewai creates its app-data folder (named after the working directory) and a credentials
    # key under the XDG data directory when it is imported: both go to the temporary folder.
    os.environ["XDG_DATA_HOME"] = cache
    os.environ["CREWAI_STORAGE_DIR"] = "toolsight-oracle"
    return cache


# --------------------------------------------------------------------------------------------
# Tools of a module
# --------------------------------------------------------------------------------------------


def _own_callable(mod, fn, what: str):
    """`fn` unwrapped; a bound method (smolagents `tool(obj.method)`) counts as its function."""
    fn = inspect.unwrap(fn)
    if inspect.ismethod(fn):
        fn = fn.__func__
    return rf._own(mod, fn, what)


def _class_tool(mod, value, kind):
    cls = type(value)
    if cls.__module__ != mod.__name__:
        raise SystemExit(f"regen_frameworks2.py: {mod.__name__}: {kind} {cls.__qualname__} of another module")
    line = inspect.getsourcelines(cls)[1]
    return rf.CorpusTool(mod.__name__, cls, value, kind, line=line, qualname=cls.__qualname__)


def _framework_objects(libs, mod, lib: str) -> list:
    """Module-level objects a framework built; each replaces the plain function it wraps."""
    out, seen, seen_classes = [], set(), set()

    def add(t):
        if id(t.obj) not in seen:
            seen.add(id(t.obj))
            out.append(t)

    for value in list(vars(mod).values()):
        if lib == "smolagents" and isinstance(value, libs.sm_Tool):
            if type(value).__name__ == "SimpleTool" and type(value).__module__ == "smolagents.tools":
                add(rf.CorpusTool(mod.__name__, _own_callable(mod, value.forward, f"tool {value.name!r}"), value, "SmolTool"))
            else:
                add(_class_tool(mod, value, "SmolToolClass"))
        elif lib == "strands" and isinstance(value, libs.st_DecoratedFunctionTool):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, value._tool_func, f"tool {value.tool_name!r}"), value, "StrandsTool"))
        elif lib == "claude-agent-sdk" and isinstance(value, libs.ca_SdkMcpTool):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, value.handler, f"SdkMcpTool {value.name!r}"), value, "SdkMcpTool"))
        elif lib == "google-adk" and isinstance(value, libs.adk_FunctionTool):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, value.func, f"FunctionTool {value.name!r}"), value, "FunctionTool"))
        elif lib == "dspy" and isinstance(value, libs.dspy_Tool):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, value.func, f"Tool {value.name!r}"), value, "DspyTool"))
        elif lib == "camel" and isinstance(value, libs.camel_FunctionTool):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, value.func, "FunctionTool"), value, "CamelTool"))
        elif lib == "crewai":
            # An Agent's tools (instances made inside `tools=[...]` included) are tools too.
            for t in value.tools if isinstance(value, libs.crew_Agent) else [value]:
                if isinstance(t, libs.crew_Tool):
                    add(rf.CorpusTool(mod.__name__, _own_callable(mod, t.func, f"Tool {t.name!r}"), t, "CrewTool"))
                elif isinstance(t, libs.crew_BaseTool) and type(t) not in seen_classes:
                    seen_classes.add(type(t))
                    add(_class_tool(mod, t, "CrewToolClass"))
    return out


def enumerate_tools(libs, mod, lib: str) -> list:
    tools = _framework_objects(libs, mod, lib)
    if lib not in DECORATED_ONLY:
        covered = {id(t.func) for t in tools}
        for f in rf._module_functions(mod):
            func = inspect.unwrap(f)
            if id(func) in covered or id(f) in covered:
                continue
            tools.append(rf.CorpusTool(mod.__name__, func, f))
    tools.sort(key=rf.CorpusTool.sort_key)
    return tools


def libraries_for(module: str, libraries: list[str]) -> list[str]:
    """Generic `cNN_*` and `p_*` modules go through every library except the decorated-only
    ones; `l_<lib>` only through `<lib>`; other `l_*` modules through none."""
    if (len(module) > 4 and module[0] == "c" and module[1:3].isdigit() and module[3] == "_") or module.startswith("p_"):
        return [lib for lib in libraries if lib not in DECORATED_ONLY]
    if module.startswith("l_"):
        return [lib for lib in libraries if module[2:] == lib.replace("-", "_")]
    raise SystemExit(f"regen_frameworks2.py: corpus module {module!r} is neither cNN_<theme>, p_<theme> nor l_<library>")


# --------------------------------------------------------------------------------------------
# Libraries
# --------------------------------------------------------------------------------------------


class MainLibs:
    """Everything of .venv-oracle-fw2, imported once."""

    def __init__(self):
        with rf._silenced():
            import smolagents
            from smolagents.models import get_tool_json_schema

            self.sm_tool = smolagents.tool
            self.sm_Tool = smolagents.Tool
            self.sm_openai = get_tool_json_schema

            import strands
            from strands.tools.decorator import DecoratedFunctionTool

            self.st_tool = strands.tool
            self.st_DecoratedFunctionTool = DecoratedFunctionTool

            import claude_agent_sdk
            from claude_agent_sdk._internal.sdk_mcp_bridge import SdkMcpBridge

            self.ca_SdkMcpTool = claude_agent_sdk.SdkMcpTool
            self.ca_create_server = claude_agent_sdk.create_sdk_mcp_server
            self.ca_Bridge = SdkMcpBridge

            from google.adk.tools import FunctionTool
            from google.adk.utils.variant_utils import GoogleLLMVariant, get_google_llm_variant

            assert get_google_llm_variant() == GoogleLLMVariant.GEMINI_API
            self.adk_FunctionTool = FunctionTool

            import dspy

            self.dspy_Tool = dspy.Tool


class WorkerLibs:
    """camel-ai from .venv-oracle-fw3."""

    def __init__(self):
        with rf._silenced():
            from camel.toolkits import FunctionTool

            self.camel_FunctionTool = FunctionTool


class CrewaiLibs:
    """crewai from .venv-oracle-crewai."""

    def __init__(self):
        with rf._silenced():
            from crewai import LLM, Agent
            from crewai.tools import BaseTool, tool
            from crewai.tools.base_tool import Tool
            from crewai.utilities.agent_utils import convert_tools_to_openai_schema

            self.crew_tool = tool
            self.crew_Tool = Tool
            self.crew_BaseTool = BaseTool
            self.crew_Agent = Agent
            self.crew_convert = convert_tools_to_openai_schema
            # What `Agent(llm="gpt-4o")` talks to: crewai's native OpenAI provider (no litellm),
            # Chat Completions API. Its client is created lazily; nothing is sent.
            self.crew_llm = LLM(model="gpt-4o", api_key="sk-toolsight-oracle")
            assert type(self.crew_llm).__name__ == "OpenAICompletion", type(self.crew_llm)


WORKERS = {"camel": WorkerLibs, "crewai": CrewaiLibs}


def _try(tool, lib, provider, fallback_name, build, name_of):
    return rf._try(tool, lib, provider, fallback_name, build, name_of)


def _built_or_errors(tool, lib, name, build):
    """(built object, None) or (None, the same error entry for every provider)."""
    try:
        with rf._silenced():
            return build(), None
    except Exception as exc:  # noqa: BLE001 - any failure is a golden error
        return None, [rf._entry(tool, lib, p, name, error=rf._error(exc)) for p in PROVIDERS[lib]]


def render_smolagents(libs: MainLibs, tool) -> list[dict]:
    lib = "smolagents"
    if tool.kind in ("SmolTool", "SmolToolClass"):
        st, name = tool.obj, tool.obj.name
    else:
        name = tool.obj.__name__
        st, errors = _built_or_errors(tool, lib, name, lambda: libs.sm_tool(tool.obj))
        if errors:
            return errors
        name = st.name

    def native():
        return {k: getattr(st, k) for k in ("name", "description", "inputs", "output_type")}

    return [
        _try(tool, lib, "native", name, native, lambda p: p["name"]),
        _try(tool, lib, "openai-chat", name, lambda: libs.sm_openai(st), lambda p: p["function"]["name"]),
    ]


def render_strands(libs: MainLibs, tool) -> list[dict]:
    obj = tool.obj
    if tool.kind == "StrandsTool":
        name = obj.tool_name

        def build():
            return obj.tool_spec
    else:
        name = obj.__name__

        def build():
            return libs.st_tool(obj).tool_spec

    return [_try(tool, "strands", "native", name, build, lambda p: p["name"])]


async def _claude_list(libs: MainLibs, sdk_tool) -> dict:
    """What the CLI receives for `tools/list` from the in-process server (JSON-RPC over the
    SDK's own bridge: initialize, notifications/initialized, tools/list)."""
    config = libs.ca_create_server("corpus", tools=[sdk_tool])
    bridge = libs.ca_Bridge("corpus", config["instance"])
    try:
        init = await bridge.handle({
            "jsonrpc": "2.0", "id": 0, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "toolsight-oracle", "version": "0"}},
        })
        if "error" in init:
            raise RuntimeError(f"initialize failed: {init['error']}")
        await bridge.handle({"jsonrpc": "2.0", "method": "notifications/initialized"})
        listed = await bridge.handle({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    finally:
        await bridge.aclose()
    if "error" in listed:
        raise RuntimeError(f"tools/list failed: {listed['error']}")
    (payload,) = listed["result"]["tools"]
    return payload


def render_claude_agent_sdk(libs: MainLibs, tool) -> list[dict]:
    sdk_tool = tool.obj
    return [_try(tool, "claude-agent-sdk", "mcp", sdk_tool.name, lambda: asyncio.run(_claude_list(libs, sdk_tool)), lambda p: p["name"])]


def render_google_adk(libs: MainLibs, tool) -> list[dict]:
    obj = tool.obj
    name = obj.name if tool.kind == "FunctionTool" else obj.__name__

    def build():
        ft = obj if tool.kind == "FunctionTool" else libs.adk_FunctionTool(obj)
        return ft._get_declaration().model_dump(mode="json", exclude_none=True)

    return [_try(tool, "google-adk", "gemini", name, build, lambda p: p["name"])]


def render_dspy(libs: MainLibs, tool) -> list[dict]:
    obj = tool.obj
    name = obj.name if tool.kind == "DspyTool" else obj.__name__

    def build():
        t = obj if tool.kind == "DspyTool" else libs.dspy_Tool(obj)
        return {"name": t.name, "desc": t.desc, "args": t.args}

    return [_try(tool, "dspy", "native", name, build, lambda p: p["name"])]


def render_camel(libs: WorkerLibs, tool) -> list[dict]:
    obj = tool.obj
    name = obj.func.__name__ if tool.kind == "CamelTool" else obj.__name__

    def build():
        t = obj if tool.kind == "CamelTool" else libs.camel_FunctionTool(obj)
        return t.get_openai_tool_schema()

    return [_try(tool, "camel", "openai-chat", name, build, lambda p: p["function"]["name"])]


def render_crewai(libs: CrewaiLibs, tool) -> list[dict]:
    lib = "crewai"
    if tool.kind in ("CrewTool", "CrewToolClass"):
        t = tool.obj
    else:
        t, errors = _built_or_errors(tool, lib, tool.obj.__name__, lambda: libs.crew_tool(tool.obj))
        if errors:
            return errors

    def native():
        return {
            "name": t.name,
            "description": t.description,
            "args_schema": t.args_schema.model_json_schema(),
            "formatted_description": t.formatted_description,
        }

    def openai_chat():
        # The agent's native function calling: `setup_native_tools` (convert_tools_to_openai_schema),
        # then the LLM's own conversion of those dicts into the request's `tools`.
        openai_tools, _, _ = libs.crew_convert([t])
        return libs.crew_llm._convert_tools_for_interference(openai_tools)[0]

    return [
        _try(tool, lib, "native", t.name, native, lambda p: p["name"]),
        _try(tool, lib, "openai-chat", t.name, openai_chat, lambda p: p["function"]["name"]),
    ]


RENDERERS = {
    "smolagents": render_smolagents,
    "strands": render_strands,
    "claude-agent-sdk": render_claude_agent_sdk,
    "google-adk": render_google_adk,
    "dspy": render_dspy,
    "camel": render_camel,
    "crewai": render_crewai,
}

MAIN_PACKAGES = [
    "smolagents", "huggingface-hub", "strands-agents", "claude-agent-sdk", "mcp", "google-adk", "google-genai",
    "dspy", "litellm", "pydantic", "pydantic-core", "docstring-parser", "jsonschema", "typing-extensions",
]
WORKER_PACKAGES = {
    "camel": ["camel-ai", "pydantic", "pydantic-core", "docstring-parser", "typing-extensions"],
    "crewai": ["crewai", "openai", "pydantic", "pydantic-core", "typing-extensions"],
}


def render_corpus(libs, corpus: Path, libraries: list[str]) -> dict:
    result: dict[str, dict[str, list]] = {lib: {} for lib in libraries}
    for path in sorted(corpus.glob("*.py")):
        module = path.stem
        module_libs = libraries_for(module, libraries)
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
    ap.add_argument("--camel-python", type=Path, help="Python of .venv-oracle-fw3 (camel-ai)")
    ap.add_argument("--crewai-python", type=Path, help="Python of .venv-oracle-crewai (crewai)")
    ap.add_argument("--worker", nargs="?", const="camel", choices=WORKER_LIBRARIES,
                    help="render one worker row (default camel), print it as JSON")
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 12):
        raise SystemExit(f"regen_frameworks2.py needs Python 3.12, got {platform.python_version()}")

    cache = _setup_env()
    try:
        rf._quiet()
        sys.dont_write_bytecode = True
        corpus = args.corpus.resolve()
        sys.path.insert(0, str(corpus))

        if args.worker:
            if args.worker == "crewai":
                # Importing crewai creates a credentials key under ~/.local/share (its trace
                # listener's TokenManager): a throwaway home keeps the user's untouched.
                os.environ["HOME"] = cache
            libs = WORKERS[args.worker]()
            result = render_corpus(libs, corpus, [args.worker])
            json.dump({"python": platform.python_version(), "packages": rf._versions(WORKER_PACKAGES[args.worker]), "result": result},
                      sys.stdout, ensure_ascii=False, default=rf._nonjson)
            return 0

        if args.out is None or args.camel_python is None or args.crewai_python is None:
            ap.error("--out, --camel-python and --crewai-python are required (except with --worker)")
        pythons = {"camel": args.camel_python, "crewai": args.crewai_python}
        worker_out = {
            lib: rf.run_worker(pythons[lib], Path(__file__), corpus, f"regen_frameworks2.py: the {lib} worker", lib)
            for lib in WORKER_LIBRARIES
        }

        libs = MainLibs()
        result = render_corpus(libs, corpus, MAIN_LIBRARIES)
        for w in worker_out.values():
            result.update(w["result"])
    finally:
        shutil.rmtree(cache, ignore_errors=True)

    out: Path = args.out
    files, stats = rf.golden_files(out, result, LIBRARIES)
    files[out / "MANIFEST-frameworks2.json"] = rf.dump({
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "packages": rf._versions(MAIN_PACKAGES),
        **{f"{lib}-worker": {"python": w["python"], "packages": w["packages"]} for lib, w in worker_out.items()},
        "entries": stats,
    })

    rf.write_goldens(out, LIBRARIES, files, stats, "regen_frameworks2.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
