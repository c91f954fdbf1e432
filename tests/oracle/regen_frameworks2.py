"""Regenerate the goldens of the second framework set (smolagents, strands, claude-agent-sdk,
google-adk, dspy, camel, agno, crewai) by running the real, pinned libraries on tests/corpus.

Run by tests/regen.sh with the Python of .venv-oracle-fw2 (tests/oracle/requirements-frameworks2.txt):

    .venv-oracle-fw2/bin/python tests/oracle/regen_frameworks2.py --out tests/goldens \
        --camel-python .venv-oracle-fw3/bin/python --agno-python .venv-oracle-agno/bin/python \
        --crewai-python .venv-oracle-crewai/bin/python

camel-ai 0.2.90 requires `pydantic<=2.12.0` and `docstring-parser<0.18`, which google-adk
(google-genai needs pydantic>=2.12.5) cannot share, so the `camel` row is rendered by this same
script in worker mode (`--worker`) with the Python of .venv-oracle-fw3
(tests/oracle/requirements-frameworks3.txt) and merged in here. The `agno` row is rendered the
same way with the Python of .venv-oracle-agno (tests/oracle/requirements-agno.txt: agno with the
OpenAI, Anthropic and google-genai SDKs its model classes import, at versions fw2 cannot take),
and the `crewai` row with the Python of .venv-oracle-crewai (tests/oracle/requirements-crewai.txt:
crewai requires pydantic<2.13 and mcp<2).

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
    "agno": ["native", "openai-chat", "anthropic", "gemini"],
    "crewai": ["native", "openai-chat"],
    "semantic-kernel": ["openai-chat"],
}
LIBRARIES = list(PROVIDERS)
# Rows rendered by this script in worker mode with another venv's Python (`--worker LIB`).
# Each has a `--<lib>-python` option naming that venv's Python.
WORKER_LIBRARIES = ["camel", "agno", "crewai", "semantic-kernel"]
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
    "AGNO_TELEMETRY": "false",
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
        elif lib == "google-adk" and isinstance(value, libs.adk_BaseTool):
            add(_class_tool(mod, value, "AdkToolClass"))
        elif lib == "dspy" and isinstance(value, libs.dspy_Tool):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, value.func, f"Tool {value.name!r}"), value, "DspyTool"))
        elif lib == "camel" and isinstance(value, libs.camel_FunctionTool):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, value.func, "FunctionTool"), value, "CamelTool"))
        elif lib == "camel" and isinstance(value, libs.camel_BaseToolkit):
            # A toolkit's tools are what its `get_tools()` hands out (wrapped methods included:
            # the tool is the method a `functools.wraps` wrapper keeps, else the wrapper).
            for t in value.get_tools():
                add(rf.CorpusTool(mod.__name__, _own_callable(mod, t.func, "FunctionTool"), t, "CamelTool"))
        elif lib == "semantic-kernel" and isinstance(value, libs.sk_Kernel):
            for plugin in value.plugins.values():
                for kf in plugin.functions.values():
                    func = _own_callable(mod, kf.method, f"kernel function {kf.fully_qualified_name!r}")
                    add(rf.CorpusTool(mod.__name__, func, kf, "KernelFunction"))
        elif lib == "agno":
            for t in _agno_objects(libs, mod, value):
                add(t)
        elif lib == "crewai":
            # An Agent's tools (instances made inside `tools=[...]` included) are tools too.
            for t in value.tools if isinstance(value, libs.crew_Agent) else [value]:
                if isinstance(t, libs.crew_Tool):
                    add(rf.CorpusTool(mod.__name__, _own_callable(mod, t.func, f"Tool {t.name!r}"), t, "CrewTool"))
                elif isinstance(t, libs.crew_BaseTool) and type(t) not in seen_classes:
                    seen_classes.add(type(t))
                    add(_class_tool(mod, t, "CrewToolClass"))
    if lib == "semantic-kernel":
        # Registrations that raised while the module was imported (SkLibs records them).
        for func, name, exc in libs.sk_failed.get(mod.__name__, []):
            add(rf.CorpusTool(mod.__name__, _own_callable(mod, func, f"kernel function {name!r}"), (name, exc), "KernelFunctionError"))
        names = [t.function_id for t in out]
        if len(names) != len(set(names)):
            raise SystemExit(f"regen_frameworks2.py: {mod.__name__}: a kernel function registered twice")
    return out


def _agno_entrypoint_function(mod, fn):
    """The user's function behind an agno Function's entrypoint: `@tool`'s wrapper unwrapped, a
    bound method's function, or the method a Toolkit's `bound` closure calls (a `@tool`
    method registered by a Toolkit)."""
    ep = fn.entrypoint
    if inspect.isfunction(ep) and ep.__name__ == "bound" or (
        inspect.isfunction(ep) and ep.__qualname__.endswith("make_bound_method.<locals>.bound")
    ):
        ep = inspect.getclosurevars(ep).nonlocals["func"]
    return _own_callable(mod, ep, f"agno Function {fn.name!r}")


def _agno_objects(libs, mod, value) -> list:
    """agno tools a module-level object holds: a Function (`@tool`, `Function(...)`,
    `Function.from_callable`), each Function a Toolkit registered (sync and async, as
    `get_async_functions()` merges them), and the Functions and Toolkits of an Agent's
    `tools` (its plain functions are module functions already)."""
    if isinstance(value, libs.agno_Function):
        return [rf.CorpusTool(mod.__name__, _agno_entrypoint_function(mod, value), value, "AgnoFunction")]
    if isinstance(value, libs.agno_Toolkit):
        cls = type(value)
        if cls.__module__ != mod.__name__:
            raise SystemExit(f"regen_frameworks2.py: {mod.__name__}: Toolkit {cls.__qualname__} of another module")
        return [
            rf.CorpusTool(mod.__name__, _agno_entrypoint_function(mod, fn), (value, name), "AgnoToolkit")
            for name, fn in value.get_async_functions().items()
        ]
    if isinstance(value, libs.agno_Agent):
        out = []
        for t in value.tools or []:
            if isinstance(t, (libs.agno_Function, libs.agno_Toolkit)):
                out.extend(_agno_objects(libs, mod, t))
            elif not (inspect.isfunction(t) and t.__module__ == mod.__name__):
                raise SystemExit(f"regen_frameworks2.py: {mod.__name__}: Agent tool {t!r} is not a module function")
        return out
    return []


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

            from google.adk.tools import BaseTool, FunctionTool
            from google.adk.utils.variant_utils import GoogleLLMVariant, get_google_llm_variant

            assert get_google_llm_variant() == GoogleLLMVariant.GEMINI_API
            self.adk_FunctionTool = FunctionTool
            self.adk_BaseTool = BaseTool

            import dspy

            self.dspy_Tool = dspy.Tool


class CamelLibs:
    """camel-ai from .venv-oracle-fw3."""

    def __init__(self):
        with rf._silenced():
            from camel.toolkits import BaseToolkit, FunctionTool

            self.camel_FunctionTool = FunctionTool
            self.camel_BaseToolkit = BaseToolkit


class AgnoLibs:
    """agno from .venv-oracle-agno, with the OpenAI, Claude and Gemini model classes whose
    request builders format the tools (fake keys: no client is built, nothing is sent)."""

    def __init__(self):
        with rf._silenced():
            from agno.agent import Agent
            from agno.agent._tools import parse_tools
            from agno.models.anthropic import Claude
            from agno.models.google import Gemini
            from agno.models.openai import OpenAIChat
            from agno.tools import Toolkit
            from agno.tools.function import Function

            self.agno_Agent = Agent
            self.agno_Toolkit = Toolkit
            self.agno_Function = Function
            self.parse_tools = parse_tools
            self.openai = OpenAIChat(id=AGNO_MODELS["openai-chat"], api_key="sk-fake")
            self.claude = Claude(id=AGNO_MODELS["anthropic"], api_key="sk-ant-fake")
            self.gemini = Gemini(id=AGNO_MODELS["gemini"], api_key="fake")
            self.agent = Agent(model=self.openai)


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


# The plugin a generic corpus function is added to (`kernel.add_function(plugin_name=..., function=f)`):
# a plain function has no plugin of its own, and SK sends only functions of a kernel's plugins.
SK_GENERIC_PLUGIN = "plugin"

# The one response the fake OpenAI endpoint gives: a plain answer, so the connector's request
# completes without invoking a tool.
SK_RESPONSE = {
    "id": "chatcmpl-oracle", "object": "chat.completion", "created": 0, "model": "gpt-4o",
    "choices": [{"index": 0, "message": {"role": "assistant", "content": "ok"}, "finish_reason": "stop"}],
}


class SkLibs:
    """semantic-kernel from .venv-oracle-sk. `Kernel.add_plugin` / `add_function` are wrapped while
    the corpus is imported: a registration that raises is recorded per kernel function of what it
    registers (and returns None) instead of failing the module's import."""

    def __init__(self):
        with rf._silenced():
            import httpx
            from openai import AsyncOpenAI
            from semantic_kernel import Kernel
            from semantic_kernel.connectors.ai.function_choice_behavior import FunctionChoiceBehavior
            from semantic_kernel.connectors.ai.open_ai import OpenAIChatCompletion, OpenAIChatPromptExecutionSettings
            from semantic_kernel.contents import ChatHistory
            from semantic_kernel.functions import KernelPlugin, kernel_function

        self.sk_Kernel = Kernel
        self.sk_kernel_function = kernel_function
        self.sk_KernelPlugin = KernelPlugin
        self.sk_failed: dict[str, list] = {}
        self._add_plugin = Kernel.add_plugin
        self._add_function = Kernel.add_function
        self._settings = lambda: OpenAIChatPromptExecutionSettings(function_choice_behavior=FunctionChoiceBehavior.Auto())
        self._history = ChatHistory
        self.requests: list[dict] = []

        def respond(request):
            self.requests.append(json.loads(request.content))
            return httpx.Response(200, json=SK_RESPONSE)

        client = AsyncOpenAI(api_key="sk-oracle", max_retries=0,
                             http_client=httpx.AsyncClient(transport=httpx.MockTransport(respond)))
        self.service = OpenAIChatCompletion(ai_model_id="gpt-4o", async_client=client)
        self.loop = asyncio.new_event_loop()
        libs = self

        def add_plugin(kernel, plugin=None, plugin_name=None, *args, **kwargs):
            try:
                return libs._add_plugin(kernel, plugin, plugin_name, *args, **kwargs)
            except Exception as exc:  # noqa: BLE001 - recorded as each function's golden error
                name = plugin_name or getattr(plugin, "name", plugin.__class__.__name__)
                candidates = inspect.getmembers(plugin, inspect.ismethod) + inspect.getmembers(plugin, inspect.isfunction)
                seen = set()
                for _, m in candidates:
                    if hasattr(m, "__kernel_function__") and id(inspect.unwrap(getattr(m, "__func__", m))) not in seen:
                        seen.add(id(inspect.unwrap(getattr(m, "__func__", m))))
                        libs._failed(m, f"{name}-{m.__kernel_function_name__}", exc)
                return None

        def add_function(kernel, plugin_name, function=None, *args, **kwargs):
            try:
                return libs._add_function(kernel, plugin_name, function, *args, **kwargs)
            except Exception as exc:  # noqa: BLE001
                fname = getattr(function, "__kernel_function_name__", getattr(function, "__name__", "?"))
                libs._failed(function, f"{plugin_name}-{fname}", exc)
                return None

        Kernel.add_plugin = add_plugin
        Kernel.add_function = add_function

    def _failed(self, func, name, exc):
        module = sys._getframe(2).f_globals.get("__name__", "")
        self.sk_failed.setdefault(module, []).append((func, name, exc))

    def tool_payload(self, kf) -> dict:
        """The `tools` entry of the request the OpenAI connector sends for a kernel holding only
        `kf` in its plugin (FunctionChoiceBehavior.Auto(), through a fake transport)."""
        kernel = self.sk_Kernel()
        self._add_plugin(kernel, self.sk_KernelPlugin(name=kf.plugin_name, functions=[kf]))
        kernel.add_service(self.service)
        history = self._history()
        history.add_user_message("hi")
        self.requests.clear()
        self.loop.run_until_complete(self.service.get_chat_message_contents(history, self._settings(), kernel=kernel))
        (request,) = self.requests
        (payload,) = request["tools"]
        return payload


WORKER_LIBS = {"camel": CamelLibs, "agno": AgnoLibs, "crewai": CrewaiLibs, "semantic-kernel": SkLibs}


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
    built = tool.kind in ("FunctionTool", "AdkToolClass")
    name = obj.name if built else obj.__name__

    def build():
        ft = obj if built else libs.adk_FunctionTool(obj)
        return ft._get_declaration().model_dump(mode="json", exclude_none=True)

    return [_try(tool, "google-adk", "gemini", name, build, lambda p: p["name"])]


def render_dspy(libs: MainLibs, tool) -> list[dict]:
    obj = tool.obj
    name = obj.name if tool.kind == "DspyTool" else obj.__name__

    def build():
        t = obj if tool.kind == "DspyTool" else libs.dspy_Tool(obj)
        return {"name": t.name, "desc": t.desc, "args": t.args}

    return [_try(tool, "dspy", "native", name, build, lambda p: p["name"])]


def render_camel(libs: CamelLibs, tool) -> list[dict]:
    obj = tool.obj
    name = obj.func.__name__ if tool.kind == "CamelTool" else obj.__name__

    def build():
        t = obj if tool.kind == "CamelTool" else libs.camel_FunctionTool(obj)
        return t.get_openai_tool_schema()

    return [_try(tool, "camel", "openai-chat", name, build, lambda p: p["function"]["name"])]


def _agno_function(libs: AgnoLibs, tool):
    """The Function the agent hands to its model for this tool (`parse_tools`): a plain
    callable through `Function.from_callable` (which raises where parse_tools would log and
    drop the tool), a Function or a Toolkit's Function copied and processed for the run."""
    if tool.kind == "function":
        return libs.agno_Function.from_callable(tool.obj)
    if tool.kind == "AgnoToolkit":
        toolkit, name = tool.obj
        fns = libs.parse_tools(libs.agent, tools=[toolkit], model=libs.openai, async_mode=True)
        (fn,) = [f for f in fns if f.name == name]
        return fn
    (fn,) = libs.parse_tools(libs.agent, tools=[tool.obj], model=libs.openai)
    return fn


def render_agno(libs: AgnoLibs, tool) -> list[dict]:
    lib = "agno"
    if tool.kind == "AgnoToolkit":
        name = tool.obj[1]
    elif tool.kind == "AgnoFunction":
        name = tool.obj.name
    else:
        name = tool.obj.__name__
    fn, errors = _built_or_errors(tool, lib, name, lambda: _agno_function(libs, tool))
    if errors:
        return errors

    def gemini():
        config = libs.gemini.get_request_params(tools=libs.gemini._format_tools([fn]))["config"]
        return config.tools[0].function_declarations[0].model_dump(mode="json", exclude_none=True)

    return [
        _try(tool, lib, "native", fn.name, fn.to_dict, lambda p: p["name"]),
        _try(tool, lib, "openai-chat", fn.name,
             lambda: libs.openai.get_request_params(tools=libs.openai._format_tools([fn]))["tools"][0],
             lambda p: p["function"]["name"]),
        _try(tool, lib, "anthropic", fn.name,
             lambda: libs.claude._prepare_request_kwargs("", tools=libs.claude._format_tools([fn]))["tools"][0],
             lambda p: p["name"]),
        _try(tool, lib, "gemini", fn.name, gemini, lambda p: p["name"]),
    ]


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


def render_semantic_kernel(libs: SkLibs, tool) -> list[dict]:
    lib = "semantic-kernel"
    if tool.kind == "KernelFunctionError":
        name, exc = tool.obj
        return [rf._entry(tool, lib, "openai-chat", name, error=rf._error(exc))]
    if tool.kind == "KernelFunction":
        kf = tool.obj
    else:
        # A plain function, as SK users make one a tool: `kernel_function(f)` (unless already
        # decorated), added to a kernel under a fixed plugin name.
        f = tool.obj
        name = f"{SK_GENERIC_PLUGIN}-{getattr(f, '__kernel_function_name__', f.__name__)}"
        try:
            with rf._silenced():
                if not hasattr(f, "__kernel_function__"):
                    libs.sk_kernel_function(f)
                name = f"{SK_GENERIC_PLUGIN}-{f.__kernel_function_name__}"
                kf = libs._add_function(libs.sk_Kernel(), plugin_name=SK_GENERIC_PLUGIN, function=f)
        except Exception as exc:  # noqa: BLE001 - any failure is a golden error
            return [rf._entry(tool, lib, "openai-chat", name, error=rf._error(exc))]
    return [_try(tool, lib, "openai-chat", kf.fully_qualified_name, lambda: libs.tool_payload(kf), lambda p: p["function"]["name"])]


RENDERERS = {
    "smolagents": render_smolagents,
    "strands": render_strands,
    "claude-agent-sdk": render_claude_agent_sdk,
    "google-adk": render_google_adk,
    "dspy": render_dspy,
    "camel": render_camel,
    "agno": render_agno,
    "crewai": render_crewai,
    "semantic-kernel": render_semantic_kernel,
}

MAIN_PACKAGES = [
    "smolagents", "huggingface-hub", "strands-agents", "claude-agent-sdk", "mcp", "google-adk", "google-genai",
    "dspy", "litellm", "pydantic", "pydantic-core", "docstring-parser", "jsonschema", "typing-extensions",
]
WORKER_PACKAGES = {
    "camel": ["camel-ai", "pydantic", "pydantic-core", "docstring-parser", "typing-extensions"],
    "agno": ["agno", "openai", "anthropic", "google-genai", "pydantic", "pydantic-core", "docstring-parser",
             "typing-extensions"],
    "crewai": ["crewai", "openai", "pydantic", "pydantic-core", "typing-extensions"],
    "semantic-kernel": ["semantic-kernel", "openai", "pydantic", "pydantic-core", "typing-extensions"],
}
# The model ids agno's model classes are built with (only their tool formatting runs).
AGNO_MODELS = {"openai-chat": "gpt-4o", "anthropic": "claude-sonnet-4-5", "gemini": "gemini-2.5-flash"}


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
    ap.add_argument("--agno-python", type=Path, help="Python of .venv-oracle-agno (agno)")
    ap.add_argument("--crewai-python", type=Path, help="Python of .venv-oracle-crewai (crewai)")
    ap.add_argument("--semantic-kernel-python", type=Path, help="Python of .venv-oracle-sk (semantic-kernel)")
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
            libs = WORKER_LIBS[args.worker]()
            result = render_corpus(libs, corpus, [args.worker])
            json.dump({"python": platform.python_version(), "packages": rf._versions(WORKER_PACKAGES[args.worker]),
                       "result": result}, sys.stdout, ensure_ascii=False, default=rf._nonjson)
            return 0

        pythons = {lib: getattr(args, f"{lib.replace('-', '_')}_python") for lib in WORKER_LIBRARIES}
        if args.out is None or None in pythons.values():
            options = ", ".join(f"--{lib}-python" for lib in WORKER_LIBRARIES)
            ap.error(f"--out and {options} are required (except with --worker)")
        workers = {
            lib: rf.run_worker(python, Path(__file__), corpus, f"regen_frameworks2.py: the {lib} worker", (lib,))
            for lib, python in pythons.items()
        }

        libs = MainLibs()
        result = render_corpus(libs, corpus, MAIN_LIBRARIES)
        for worker_out in workers.values():
            result.update(worker_out["result"])
    finally:
        shutil.rmtree(cache, ignore_errors=True)

    out: Path = args.out
    files, stats = rf.golden_files(out, result, LIBRARIES)
    files[out / "MANIFEST-frameworks2.json"] = rf.dump({
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "packages": rf._versions(MAIN_PACKAGES),
        **{f"{lib}-worker": {"python": w["python"], "packages": w["packages"]} for lib, w in workers.items()},
        "entries": stats,
    })

    rf.write_goldens(out, LIBRARIES, files, stats, "regen_frameworks2.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
