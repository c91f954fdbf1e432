"""Regenerate the framework goldens by running the real agent/MCP/LLM-SDK libraries on tests/corpus.

Run by tests/regen.sh with the framework venv's Python (.venv-oracle-fw):

    .venv-oracle-fw/bin/python tests/oracle/regen_frameworks.py --out tests/goldens \
        --genai-python .venv-oracle/bin/python

The `google-genai` rows need google-genai 3.4.0, which cannot share a venv with
pydantic-ai-slim[google] / langchain-google-genai (both require google-genai<3); they are rendered
by this same script in worker mode (`--worker`) with the seed oracle's Python (.venv-oracle, which
pins google-genai 3.4.0), and the worker's entries are merged in here.

Nothing here decides what a schema looks like: every payload is what a library returned. Which
tools and which call produce each payload: tests/oracle/README.md, "Framework goldens".
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import dataclasses
import importlib
import importlib.metadata
import inspect
import json
import logging
import os
import platform
import re
import subprocess
import sys
import warnings
from pathlib import Path

# The seed oracle's helpers (this directory is on sys.path when a script here runs).
from regen import _reexec_with_fixed_hash_seed, _silenced

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DEFAULT_CORPUS = HERE.parent / "corpus"

# Library ids in the order files are written, each with its providers in entry order.
PROVIDERS = {
    "openai-agents": ["native", "openai-responses", "openai-chat"],
    "langchain": ["openai-chat", "anthropic", "gemini"],
    "langchain-strict": ["openai-chat"],
    "mcp": ["mcp"],
    "fastmcp": ["mcp"],
    "mcp-2026-07-28": ["mcp"],
    "fastmcp-2026-07-28": ["mcp"],
    "pydantic-ai": ["native", "openai-chat", "openai-responses", "anthropic", "gemini"],
    "google-genai": ["gemini", "gemini-declaration"],
    "google-genai-vertex": ["gemini", "gemini-declaration"],
    "llama-index": ["openai-chat"],
    "anthropic": ["anthropic"],
}
LIBRARIES = list(PROVIDERS)
# Rendered with --genai-python (google-genai 3.4.0); `google-genai-vertex` is the same calls with a
# Vertex AI client (the SDK's api_option 'ENTERPRISE').
WORKER_LIBRARIES = ["google-genai", "google-genai-vertex"]
MAIN_LIBRARIES = [lib for lib in LIBRARIES if lib not in WORKER_LIBRARIES]

# Model names the pydantic-ai models are built with (their profile decides the JSON schema
# transformer and strictness), and the LangChain chat models.
PYDANTIC_AI_MODELS = {
    "openai-chat": "gpt-5",
    "openai-responses": "gpt-5",
    "anthropic": "claude-sonnet-4-5",
    "gemini": "gemini-2.5-flash",
}
LANGCHAIN_MODELS = {"anthropic": "claude-sonnet-4-5", "gemini": "gemini-2.5-flash"}

# Nothing may be fetched at run time (tiktoken/nltk files, HF hub): offline switches, set before
# any library is imported. NLTK_DATA / TIKTOKEN_CACHE_DIR point at empty folders of the venv.
OFFLINE_ENV = {
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
    "OPENAI_AGENTS_DISABLE_TRACING": "1",
    "LANGCHAIN_TRACING_V2": "false",
    "LANGSMITH_TRACING": "false",
    "DO_NOT_TRACK": "1",
    "FASTMCP_CHECK_FOR_UPDATES": "off",
    "OTEL_SDK_DISABLED": "true",
}


def _quiet() -> None:
    for k, v in OFFLINE_ENV.items():
        os.environ.setdefault(k, v)
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")


# --------------------------------------------------------------------------------------------
# Entries
# --------------------------------------------------------------------------------------------

_ADDR = re.compile(r" at 0x[0-9a-fA-F]+")


def _normalise(msg: str) -> str:
    """Error messages must not depend on the machine: object addresses become `0x…`, the venvs'
    site-packages `<site-packages>`, the repository `<repo>`, the Python prefix `<python>`."""
    msg = _ADDR.sub(" at 0x…", msg)
    for p in sorted({p for p in sys.path if p.endswith("site-packages")}, key=len, reverse=True):
        msg = msg.replace(p, "<site-packages>")
    msg = msg.replace(str(REPO), "<repo>")
    msg = msg.replace(sys.base_prefix, "<python>")
    return msg


def _error(exc: BaseException) -> dict:
    return {"code": type(exc).__name__, "message": _normalise(str(exc))}


def _entry(tool, lib, provider, name, schema=None, error=None):
    e = {"function": tool.function_id, "name": name, "library": lib, "provider": provider}
    if error is not None:
        e["error"] = error
    else:
        e["schema"] = schema
    return e


def _nonjson(o):
    return {"$nonjson": {"repr": _normalise(repr(o)), "type": type(o).__name__}}


def dump(entries) -> str:
    return json.dumps(entries, indent=2, ensure_ascii=False, default=_nonjson) + "\n"


def _plain(o):
    """A payload as JSON-able plain data (what `dump` would write), so entries from the worker
    process and from this one are written the same way."""
    return json.loads(json.dumps(o, ensure_ascii=False, default=_nonjson))


# --------------------------------------------------------------------------------------------
# Tools of a module
# --------------------------------------------------------------------------------------------


class CorpusTool:
    """One tool: `obj` is what the renderer hands to the library (the module function, or the
    object a framework decorator/server built from it); `func` the user's function (unwrapped)."""

    def __init__(self, module: str, func, obj, kind: str = "function", line: int | None = None, qualname: str | None = None):
        self.func = func
        self.obj = obj
        self.kind = kind  # "function", or the framework object kind (see enumerate_tools)
        self.function_id = f"{module}.{qualname or func.__qualname__}"
        self.line = line if line is not None else func.__code__.co_firstlineno

    def sort_key(self):
        return (self.line, self.function_id)


def _module_functions(mod) -> list:
    seen, result = set(), []
    for value in vars(mod).values():
        if inspect.isfunction(value) and value.__module__ == mod.__name__ and id(value) not in seen:
            seen.add(id(value))
            result.append(value)
    return result


def _own(mod, fn, what: str):
    fn = inspect.unwrap(fn)
    # A bound method (`calc_add = Calculator().add`, then registered): the tool is its
    # function (`Calculator.add`), which the framework calls without `self`.
    if inspect.ismethod(fn):
        fn = inspect.unwrap(fn.__func__)
    if not inspect.isfunction(fn) or fn.__module__ != mod.__name__:
        raise SystemExit(f"regen_frameworks.py: {mod.__name__}: {what} wraps a function from another module")
    return fn


def _framework_objects(libs, mod, lib: str) -> list[CorpusTool]:
    """Tools that a framework object bound at module level already built (rule 2 of the README
    section "Framework goldens"); each replaces the plain function it wraps."""
    name = mod.__name__
    out: list[CorpusTool] = []
    seen: set[int] = set()

    def add(fn, obj, kind, **kw):
        if id(obj) in seen:
            return
        seen.add(id(obj))
        out.append(CorpusTool(name, fn, obj, kind, **kw))

    for value in list(vars(mod).values()):
        if lib == "openai-agents" and isinstance(value, libs.oa_FunctionTool):
            add(_own(mod, value, f"FunctionTool {value.name!r}"), value, "FunctionTool")
        elif lib == "langchain" and isinstance(value, libs.lc_BaseTool):
            fn = getattr(value, "func", None) or getattr(value, "coroutine", None)
            if fn is not None:
                add(_own(mod, fn, f"tool {value.name!r}"), value, "BaseTool")
            else:
                cls = type(value)
                if cls.__module__ != name:
                    raise SystemExit(f"regen_frameworks.py: {name}: BaseTool {value.name!r} of another module")
                line = inspect.getsourcelines(cls)[1]
                add(cls, value, "BaseTool", line=line, qualname=cls.__qualname__)
        elif lib in ("mcp", "mcp-2026-07-28") and isinstance(value, libs.mcp_MCPServer):
            for t in value._tool_manager.list_tools():
                add(_own(mod, t.fn, f"MCPServer tool {t.name!r}"), (value, t.name), "MCPServer")
        elif lib in ("fastmcp", "fastmcp-2026-07-28") and isinstance(value, libs.fm_FastMCP):
            with _silenced():
                listed = asyncio.run(value.list_tools())
            for t in listed:
                add(_own(mod, t.fn, f"FastMCP tool {t.name!r}"), (t, value), "FastMCP")
        elif lib == "pydantic-ai" and isinstance(value, libs.pa_Tool):
            add(_own(mod, value.function, f"Tool {value.name!r}"), value, "Tool")
        elif lib == "pydantic-ai" and isinstance(value, libs.pa_Agent):
            for t in value._function_toolset.tools.values():
                add(_own(mod, t.function, f"Agent tool {t.name!r}"), t, "Tool")
        elif lib == "pydantic-ai" and isinstance(value, libs.pa_FunctionToolset):
            # A toolset a factory built (`toolset = make_toolset()`), listed as an agent run does.
            for t in value.tools.values():
                add(_own(mod, t.function, f"FunctionToolset tool {t.name!r}"), t, "Tool")
        elif lib == "anthropic" and isinstance(value, libs.an_BaseFunctionTool):
            add(_own(mod, value.func, f"beta tool {value.name!r}"), value, "BetaFunctionTool")
    return out


def enumerate_tools(libs, mod, lib: str) -> list[CorpusTool]:
    tools = _framework_objects(libs, mod, lib) if libs is not None else []
    covered = {id(t.func) for t in tools}
    for f in _module_functions(mod):
        func = inspect.unwrap(f)
        if id(func) in covered or id(f) in covered:
            continue
        tools.append(CorpusTool(mod.__name__, func, f))
    tools.sort(key=CorpusTool.sort_key)
    return tools


def libraries_for(module: str, libraries: list[str]) -> list[str]:
    """Generic `cNN_*` and framework-only `p_*` modules go through every library; `l_<lib>` only
    through `<lib>` (longest id first); seed-only `l_*` modules through none."""
    if (len(module) > 4 and module[0] == "c" and module[1:3].isdigit() and module[3] == "_") or module.startswith("p_"):
        return list(libraries)
    if module.startswith("l_"):
        rest = module[2:]
        # The MCP wire variants list the `l_mcp` / `l_fastmcp` servers too.
        matches = [lib for lib in LIBRARIES if rest == lib.replace("-", "_")
                   or (lib in MCP_WIRE_VERSIONS and rest == lib.split("-")[0])]
        return [lib for lib in matches if lib in libraries]
    raise SystemExit(f"regen_frameworks.py: corpus module {module!r} is neither cNN_<theme>, p_<theme> nor l_<library>")


# --------------------------------------------------------------------------------------------
# Libraries
# --------------------------------------------------------------------------------------------


class MainLibs:
    """Everything of .venv-oracle-fw, imported once."""

    def __init__(self):
        with _silenced():
            from agents import FunctionTool, function_tool
            from agents.function_schema import function_schema
            from agents.models.chatcmpl_converter import Converter as ChatConverter
            from agents.models.openai_responses import Converter as ResponsesConverter

            self.oa_FunctionTool = FunctionTool
            self.oa_function_tool = function_tool
            self.oa_function_schema = function_schema
            self.oa_chat = ChatConverter
            self.oa_responses = ResponsesConverter

            from langchain_anthropic import ChatAnthropic
            from langchain_core.tools import BaseTool
            from langchain_core.utils.function_calling import convert_to_openai_tool
            from langchain_google_genai import ChatGoogleGenerativeAI

            self.lc_BaseTool = BaseTool
            self.lc_convert = convert_to_openai_tool
            self.lc_anthropic = ChatAnthropic(model=LANGCHAIN_MODELS["anthropic"], api_key="offline-fake-key")
            self.lc_gemini = ChatGoogleGenerativeAI(model=LANGCHAIN_MODELS["gemini"], google_api_key="offline-fake-key")

            from mcp.server.mcpserver import MCPServer

            self.mcp_MCPServer = MCPServer

            from fastmcp import FastMCP
            from fastmcp.tools import Tool as FastMCPTool

            self.fm_FastMCP = FastMCP
            self.fm_Tool = FastMCPTool

            from pydantic_ai import Agent, FunctionToolset, Tool
            from pydantic_ai.models import ModelRequestParameters
            from pydantic_ai.models._tool_choice import resolve_tool_choice
            from pydantic_ai.models.anthropic import AnthropicModel
            from pydantic_ai.models.google import GoogleModel
            from pydantic_ai.models.openai import OpenAIChatModel, OpenAIResponsesModel
            from pydantic_ai.providers.anthropic import AnthropicProvider
            from pydantic_ai.providers.google import GoogleProvider
            from pydantic_ai.providers.openai import OpenAIProvider

            self.pa_Tool = Tool
            self.pa_Agent = Agent
            self.pa_FunctionToolset = FunctionToolset
            self.pa_MRP = ModelRequestParameters
            self.pa_resolve_tool_choice = resolve_tool_choice
            key = "offline-fake-key"
            self.pa_models = {
                "openai-chat": OpenAIChatModel(PYDANTIC_AI_MODELS["openai-chat"], provider=OpenAIProvider(api_key=key)),
                "openai-responses": OpenAIResponsesModel(PYDANTIC_AI_MODELS["openai-responses"], provider=OpenAIProvider(api_key=key)),
                "anthropic": AnthropicModel(PYDANTIC_AI_MODELS["anthropic"], provider=AnthropicProvider(api_key=key)),
                "gemini": GoogleModel(PYDANTIC_AI_MODELS["gemini"], provider=GoogleProvider(api_key=key)),
            }

            from llama_index.core.tools import FunctionTool as LlamaFunctionTool

            self.li_FunctionTool = LlamaFunctionTool

            from anthropic.lib.tools import beta_tool
            from anthropic.lib.tools._beta_functions import BaseFunctionTool

            self.an_beta_tool = beta_tool
            self.an_BaseFunctionTool = BaseFunctionTool


class WorkerLibs:
    """google-genai 3.4.0 from the seed venv (.venv-oracle)."""

    def __init__(self):
        with _silenced():
            from google import genai
            from google.auth.credentials import AnonymousCredentials
            from google.genai import _transformers, types

            # Offline clients: nothing is sent until a request is made. The Vertex AI one gets a
            # project, a location and anonymous credentials, so no default credentials or project
            # are looked up (`client.vertexai` is all the tool conversion reads).
            self.clients = {
                "google-genai": genai.Client(api_key="offline-fake-key")._api_client,
                "google-genai-vertex": genai.Client(
                    vertexai=True, project="p", location="us-central1", credentials=AnonymousCredentials()
                )._api_client,
            }
            assert not self.clients["google-genai"].vertexai and self.clients["google-genai-vertex"].vertexai
            self.t_tool = _transformers.t_tool
            self.FunctionDeclaration = types.FunctionDeclaration


def _same_error_for_all(tool, lib, name, exc):
    err = _error(exc)
    return [_entry(tool, lib, p, name, error=err) for p in PROVIDERS[lib]]


def _try(tool, lib, provider, fallback_name, build, name_of):
    try:
        with _silenced():
            payload = _plain(build())
        return _entry(tool, lib, provider, name_of(payload), schema=payload)
    except Exception as exc:  # noqa: BLE001 - any failure is a golden error
        return _entry(tool, lib, provider, fallback_name, error=_error(exc))


def render_openai_agents(libs: MainLibs, tool) -> list[dict]:
    lib = "openai-agents"
    if tool.kind == "FunctionTool":
        ft = tool.obj
        name = ft.name

        def native():
            # A FunctionTool keeps no FuncSchema (so no takes_context): its own fields.
            return {k: getattr(ft, k) for k in ("name", "description", "params_json_schema", "strict_json_schema")}

        def get_tool():
            return ft
    else:
        f = tool.obj
        name = f.__name__

        def native():
            fs = libs.oa_function_schema(f)
            return {k: getattr(fs, k) for k in ("name", "description", "params_json_schema", "strict_json_schema", "takes_context")}

        def get_tool():
            return libs.oa_function_tool(f)

    return [
        _try(tool, lib, "native", name, native, lambda p: p["name"]),
        _try(tool, lib, "openai-responses", name, lambda: libs.oa_responses.convert_tools([get_tool()], []).tools[0], lambda p: p["name"]),
        _try(tool, lib, "openai-chat", name, lambda: libs.oa_chat.tool_to_openai(get_tool()), lambda p: p["function"]["name"]),
    ]


def _lc_name(tool) -> str:
    return tool.obj.name if tool.kind == "BaseTool" else tool.obj.__name__


def render_langchain(libs: MainLibs, tool) -> list[dict]:
    lib, obj, name = "langchain", tool.obj, _lc_name(tool)

    def gemini():
        # ChatGoogleGenerativeAI.bind_tools stores convert_to_openai_tool(...) dicts; a request
        # turns them into a google.genai Tool with _format_tools (convert_to_genai_function_declarations).
        bound = libs.lc_gemini.bind_tools([obj])
        gtools = libs.lc_gemini._format_tools(bound.kwargs["tools"])
        return gtools[0].function_declarations[0].model_dump(mode="json", exclude_none=True)

    return [
        _try(tool, lib, "openai-chat", name, lambda: libs.lc_convert(obj), lambda p: p["function"]["name"]),
        _try(tool, lib, "anthropic", name, lambda: libs.lc_anthropic.bind_tools([obj]).kwargs["tools"][0], lambda p: p["name"]),
        _try(tool, lib, "gemini", name, gemini, lambda p: p["name"]),
    ]


def render_langchain_strict(libs: MainLibs, tool) -> list[dict]:
    obj, name = tool.obj, _lc_name(tool)
    return [_try(tool, "langchain-strict", "openai-chat", name, lambda: libs.lc_convert(obj, strict=True), lambda p: p["function"]["name"])]


# The MCP rows are what a client receives from `tools/list`: the server's result re-serialised
# for the negotiated protocol revision (mcp 2.x's runner dumps it through that revision's wire
# models, whose key order differs from the in-memory `Tool`'s). `mcp`/`fastmcp` are listed with
# the initialize handshake (revisions up to 2025-11-25 share one wire model); the
# `<lib>-2026-07-28` variants with the per-request revision (`mcp.protocol-version`).
MCP_WIRE_VERSIONS = {
    "mcp": "legacy",
    "fastmcp": "legacy",
    "mcp-2026-07-28": "2026-07-28",
    "fastmcp-2026-07-28": "2026-07-28",
}
_WIRE_CACHE: dict = {}


def _wire_tools(server, mode: str) -> list[dict]:
    """`tools/list` of an MCPServer or a FastMCP server as it goes over the wire: the real mcp
    `Client` over in-memory streams, with the server's outgoing JSON-RPC messages recorded as the
    stdio transport writes them (`model_dump_json(by_alias=True, exclude_unset=True)`)."""
    key = (id(server), mode)
    if key in _WIRE_CACHE:
        return _WIRE_CACHE[key][1]
    import contextlib

    import mcp.client._memory as memory
    from mcp.client.client import Client
    from mcp.client._memory import InMemoryTransport

    sent: list[dict] = []
    original = memory.create_client_server_memory_streams

    class Tap:
        def __init__(self, inner):
            self._inner = inner

        async def send(self, item):
            message = getattr(item, "message", None)
            if message is not None:
                sent.append(json.loads(message.model_dump_json(by_alias=True, exclude_unset=True)))
            await self._inner.send(item)

        def __getattr__(self, name):
            return getattr(self._inner, name)

        async def __aenter__(self):
            await self._inner.__aenter__()
            return self

        async def __aexit__(self, *exc):
            return await self._inner.__aexit__(*exc)

    @contextlib.asynccontextmanager
    async def tapped():
        async with original() as (client_streams, (server_read, server_write)):
            yield client_streams, (server_read, Tap(server_write))

    # A FastMCP server serves through its low-level mcp `Server`, as an MCPServer does.
    lowlevel = getattr(server, "_mcp_server", server)

    async def run():
        async with Client(InMemoryTransport(lowlevel), mode=mode) as client:
            await client.list_tools()

    memory.create_client_server_memory_streams = tapped
    try:
        asyncio.run(run())
    finally:
        memory.create_client_server_memory_streams = original
    tools = [t for m in sent if isinstance(m.get("result"), dict) and "tools" in m["result"] for t in m["result"]["tools"]]
    _WIRE_CACHE[key] = (server, tools)  # the server is kept so that its id is not reused
    return tools


def _wire_tool(server, mode: str, name: str) -> dict:
    return next(t for t in _wire_tools(server, mode) if t["name"] == name)


def render_mcp(libs: MainLibs, tool, lib: str = "mcp") -> list[dict]:
    mode = MCP_WIRE_VERSIONS[lib]
    if tool.kind == "MCPServer":
        server, tname = tool.obj

        def build():
            return _wire_tool(server, mode, tname)

        name = tname
    else:
        f = tool.obj
        name = f.__name__

        def build():
            server = libs.mcp_MCPServer("corpus")
            server.add_tool(f)
            (listed,) = _wire_tools(server, mode)
            return listed

    return [_try(tool, lib, "mcp", name, build, lambda p: p["name"])]


def render_fastmcp(libs: MainLibs, tool, lib: str = "fastmcp") -> list[dict]:
    mode = MCP_WIRE_VERSIONS[lib]
    if tool.kind == "FastMCP":
        t, server = tool.obj
        name = t.name

        def build():
            return _wire_tool(server, mode, t.name)
    else:
        f = tool.obj
        name = f.__name__

        def build():
            server = libs.fm_FastMCP("corpus")
            server.add_tool(libs.fm_Tool.from_function(f))
            (listed,) = _wire_tools(server, mode)
            return listed

    return [_try(tool, lib, "mcp", name, build, lambda p: p["name"])]


def _pa_tools(libs: MainLibs, model, params) -> list:
    settings, params = model.prepare_request(None, params)
    settings = settings or {}
    cls = type(model).__name__
    if cls == "OpenAIChatModel":
        return model._get_tool_choice(settings, params)[0]
    if cls == "OpenAIResponsesModel":
        return model._get_responses_tool_choice(libs.pa_resolve_tool_choice(settings, params), settings, params)[0]
    if cls == "AnthropicModel":
        return model._prepare_tools_and_tool_choice(settings, params)[0]
    if cls == "GoogleModel":
        return model._get_tool_config(params, settings)[0]
    raise AssertionError(cls)


def render_pydantic_ai(libs: MainLibs, tool) -> list[dict]:
    lib = "pydantic-ai"
    obj = tool.obj
    name = obj.name if tool.kind == "Tool" else obj.__name__
    try:
        with _silenced():
            pa_tool = obj if tool.kind == "Tool" else libs.pa_Tool(obj)  # takes_ctx auto-detected
            tool_def = pa_tool.tool_def
    except Exception as exc:  # noqa: BLE001
        return _same_error_for_all(tool, lib, name, exc)

    def native():
        return {f.name: getattr(tool_def, f.name) for f in dataclasses.fields(tool_def)}

    out = [_try(tool, lib, "native", name, native, lambda p: p["name"])]
    for provider in PROVIDERS[lib][1:]:
        model = libs.pa_models[provider]

        def build(model=model):
            sent = _pa_tools(libs, model, libs.pa_MRP(function_tools=[copy.deepcopy(tool_def)]))
            (payload,) = sent
            if type(model).__name__ == "GoogleModel":
                (payload,) = payload["function_declarations"]
            return payload

        name_of = (lambda p: p["function"]["name"]) if provider == "openai-chat" else (lambda p: p["name"])
        out.append(_try(tool, lib, provider, name, build, name_of))
    return out


def render_google_genai(libs: WorkerLibs, tool, lib: str = "google-genai") -> list[dict]:
    f = tool.obj
    name = f.__name__
    client = libs.clients[lib]

    def gemini():
        t = libs.t_tool(client, f)
        (decl,) = t.function_declarations
        return decl.model_dump(mode="json", exclude_none=True)

    def declaration():
        decl = libs.FunctionDeclaration.from_callable(client=client, callable=f)
        return decl.model_dump(mode="json", exclude_none=True)

    return [
        _try(tool, lib, "gemini", name, gemini, lambda p: p["name"]),
        _try(tool, lib, "gemini-declaration", name, declaration, lambda p: p["name"]),
    ]


def render_google_genai_vertex(libs: WorkerLibs, tool) -> list[dict]:
    return render_google_genai(libs, tool, "google-genai-vertex")


def render_llama_index(libs: MainLibs, tool) -> list[dict]:
    f = tool.obj
    return [_try(tool, "llama-index", "openai-chat", f.__name__,
                 lambda: libs.li_FunctionTool.from_defaults(fn=f).metadata.to_openai_tool(), lambda p: p["function"]["name"])]


def render_anthropic(libs: MainLibs, tool) -> list[dict]:
    obj = tool.obj
    if tool.kind == "BetaFunctionTool":
        name = tool.func.__name__

        def build():
            return obj.to_dict()
    else:
        name = obj.__name__

        def build():
            return libs.an_beta_tool(obj).to_dict()

    return [_try(tool, "anthropic", "anthropic", name, build, lambda p: p["name"])]


RENDERERS = {
    "openai-agents": render_openai_agents,
    "langchain": render_langchain,
    "langchain-strict": render_langchain_strict,
    "mcp": render_mcp,
    "fastmcp": render_fastmcp,
    "mcp-2026-07-28": lambda libs, tool: render_mcp(libs, tool, "mcp-2026-07-28"),
    "fastmcp-2026-07-28": lambda libs, tool: render_fastmcp(libs, tool, "fastmcp-2026-07-28"),
    "pydantic-ai": render_pydantic_ai,
    "google-genai": render_google_genai,
    "google-genai-vertex": render_google_genai_vertex,
    "llama-index": render_llama_index,
    "anthropic": render_anthropic,
}

MAIN_PACKAGES = [
    "openai-agents", "openai", "langchain-core", "langchain-anthropic", "langchain-google-genai",
    "google-genai", "mcp", "fastmcp", "fastmcp-slim", "pydantic-ai-slim", "llama-index-core", "anthropic",
    "griffe", "pydantic", "pydantic-core", "docstring-parser", "typing-extensions",
]
WORKER_PACKAGES = ["google-genai", "pydantic", "pydantic-core", "typing-extensions"]


def _versions(packages: list[str]) -> dict:
    out = {}
    for p in packages:
        try:
            out[p] = importlib.metadata.version(p)
        except importlib.metadata.PackageNotFoundError:
            out[p] = None
    return out


def render_corpus(libs, corpus: Path, libraries: list[str]) -> dict:
    """{library: {module: entries}} for every corpus module and library in `libraries`."""
    result: dict[str, dict[str, list]] = {lib: {} for lib in libraries}
    for path in sorted(corpus.glob("*.py")):
        module = path.stem
        module_libs = libraries_for(module, libraries)
        if not module_libs:
            continue
        with _silenced():
            mod = importlib.import_module(module)
        for lib in module_libs:
            entries = []
            for tool in enumerate_tools(libs if lib in MAIN_LIBRARIES else None, mod, lib):
                entries.extend(RENDERERS[lib](libs, tool))
            result[lib][module] = entries
    return result


def run_worker(python: Path, script: Path, corpus: Path, what: str, worker_args: tuple[str, ...] = ()) -> dict:
    """Runs `script --worker [worker_args]` with another venv's Python and returns its JSON output."""
    worker = subprocess.run(
        [str(python), str(script.resolve()), "--worker", *worker_args, "--corpus", str(corpus)],
        capture_output=True, text=True, env=dict(os.environ, PYTHONHASHSEED="0"),
    )
    if worker.returncode != 0:
        sys.stderr.write(worker.stderr[-4000:])
        raise SystemExit(f"{what} ({python}) failed")
    return json.loads(worker.stdout)


def golden_files(out: Path, result: dict, libraries: list[str]) -> tuple[dict, dict]:
    """The golden files of each library's modules, and the manifest's counts per library."""
    files: dict[Path, str] = {}
    stats = {}
    for lib in libraries:
        modules = result[lib]
        entries_n = sum(len(v) for v in modules.values())
        errors_n = sum("error" in e for v in modules.values() for e in v)
        stats[lib] = {"modules": len(modules), "entries": entries_n, "errors": errors_n}
        for module, entries in modules.items():
            files[out / lib / f"{module}.json"] = dump(entries)
    return files, stats


def write_goldens(out: Path, libraries: list[str], files: dict, stats: dict, script: str) -> None:
    """Writes the files, removing stale goldens of these libraries only."""
    for lib in libraries:  # replace only what we own
        d = out / lib
        if d.is_dir():
            for old in d.glob("*.json"):
                if old not in files:
                    old.unlink()
    for target, text in files.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    summary = ", ".join(f"{lib} {s['entries']} ({s['errors']} errors)" for lib, s in stats.items())
    print(f"{script}: wrote {len(files)} files to {out}: {summary}")


def main() -> int:
    _reexec_with_fixed_hash_seed()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="output directory (e.g. tests/goldens)")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--genai-python", type=Path, help="Python with google-genai 3.4.0 (.venv-oracle/bin/python)")
    ap.add_argument("--worker", action="store_true", help="render the google-genai rows, print them as JSON")
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 12):
        raise SystemExit(f"regen_frameworks.py needs Python 3.12, got {platform.python_version()}")

    _quiet()
    sys.dont_write_bytecode = True
    corpus = args.corpus.resolve()
    sys.path.insert(0, str(corpus))

    if args.worker:
        libs = WorkerLibs()
        result = render_corpus(libs, corpus, WORKER_LIBRARIES)
        json.dump({"python": platform.python_version(), "packages": _versions(WORKER_PACKAGES), "result": result},
                  sys.stdout, ensure_ascii=False, default=_nonjson)
        return 0

    if args.out is None or args.genai_python is None:
        ap.error("--out and --genai-python are required (except with --worker)")
    worker_out = run_worker(args.genai_python, Path(__file__), corpus, "regen_frameworks.py: the google-genai worker")

    libs = MainLibs()
    result = render_corpus(libs, corpus, MAIN_LIBRARIES)
    result.update(worker_out["result"])

    out: Path = args.out
    files, stats = golden_files(out, result, LIBRARIES)
    files[out / "MANIFEST-frameworks.json"] = dump({
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "packages": _versions(MAIN_PACKAGES),
        "google-genai-worker": {"python": worker_out["python"], "packages": worker_out["packages"]},
        "models": {"pydantic-ai": PYDANTIC_AI_MODELS, "langchain": LANGCHAIN_MODELS},
        "entries": stats,
    })

    write_goldens(out, LIBRARIES, files, stats, "regen_frameworks.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
