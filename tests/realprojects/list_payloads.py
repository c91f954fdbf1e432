"""Have a framework list the tools of one installed package, as its client or model receives them.

Runs inside the package's venv (regen.sh). Imports the package's modules (which registers its
tools) and asks the FRAMEWORK for the payloads; no tool is called, and nothing needs the network.

* mcp / fastmcp: the real `tools/list` over in-memory streams: the mcp SDK's `Client` in
  `legacy` mode (the initialize handshake, as stdio and HTTP clients do) on the server's low-level
  `Server`, with the server's outgoing JSON-RPC messages recorded as the stdio transport writes
  them (`model_dump_json(by_alias=True, exclude_unset=True)`): the wire form for the negotiated
  protocol version, which is recorded too.
* langchain: `convert_to_openai_tool` on each `BaseTool` subclass of the package that has a
  `name` (built with `model_construct`, so no validator asks for an API key).
* strands: a `ToolRegistry` given each module of the package (`process_tools`: module-level
  `TOOL_SPEC` tools and `@tool` functions), its `get_all_tools_config()` (the normalised specs
  an agent sends).
* llama-index: `BaseToolSpec.to_tool_list()` of each spec class of the package (made without
  running its `__init__`, which may want credentials), each tool's `metadata.to_openai_tool(skip_length_check=True)` (as the LLM integrations send it).

Prints {"package", "framework", "provider", "protocol_version"?, "tools": [payload...]} as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import inspect
import json
import pkgutil
import sys


def load(spec: str):
    module, _, attr = spec.partition(":")
    obj = importlib.import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def list_mcp(server) -> tuple[str, list[dict]]:
    import mcp.client._memory as memory
    from mcp.client.client import Client

    sent: list[dict] = []
    original = memory.create_client_server_memory_streams

    class Tap:
        """The server's send stream, recording each message as the stdio transport writes it."""

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

    memory.create_client_server_memory_streams = tapped
    # A FastMCP server serves through its low-level mcp `Server`, as the MCPServer does.
    lowlevel = getattr(server, "_mcp_server", server)

    async def run():
        async with Client(lowlevel, mode="legacy") as client:
            version = client.protocol_version
            cursor = None
            while True:
                result = await client.list_tools(cursor=cursor) if cursor else await client.list_tools()
                cursor = result.next_cursor
                if not cursor:
                    return version

    try:
        version = asyncio.run(run())
    finally:
        memory.create_client_server_memory_streams = original
    tools = [t for m in sent if isinstance(m.get("result"), dict) and "tools" in m["result"] for t in m["result"]["tools"]]
    return version, tools


def package_modules(imports: list[str]):
    """The imported modules and every submodule of their packages (langchain, llama-index)."""
    seen = {}
    # What a module prints on import (langchain-agentmail's `example.py` tells how to install
    # its example's dependencies) goes to stderr: stdout is the listing.
    with contextlib.redirect_stdout(sys.stderr):
        for name in imports:
            mod = importlib.import_module(name)
            seen[mod.__name__] = mod
            for info in pkgutil.walk_packages(getattr(mod, "__path__", []), mod.__name__ + "."):
                try:
                    seen[info.name] = importlib.import_module(info.name)
                except Exception as e:  # an optional dependency missing: that module has no tools here
                    print(f"list_payloads: skipped {info.name}: {e}", file=sys.stderr)
    return seen.values()


def own_classes(modules, base):
    found = {}
    for mod in modules:
        for _, cls in inspect.getmembers(mod, inspect.isclass):
            if cls.__module__.split(".")[0] != mod.__name__.split(".")[0]:
                continue
            if issubclass(cls, base) and cls is not base and not inspect.isabstract(cls):
                found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return [found[k] for k in sorted(found)]


def list_langchain(imports: list[str]) -> list[dict]:
    from langchain_core.tools import BaseTool
    from langchain_core.utils.function_calling import convert_to_openai_tool

    tools = []
    for cls in own_classes(package_modules(imports), BaseTool):
        field = cls.model_fields.get("name")
        if field is None or not isinstance(field.default, str):
            continue
        # Fields built by a factory (an API client that wants its key) are left unset: the
        # payload comes from the name, description and args_schema only.
        unset = {k: None for k, f in cls.model_fields.items() if f.default_factory is not None}
        tools.append(convert_to_openai_tool(cls.model_construct(**unset)))
    return tools


def list_llama_index(imports: list[str]) -> list[dict]:
    from llama_index.core.tools.tool_spec.base import BaseToolSpec

    tools = []
    for cls in own_classes(package_modules(imports), BaseToolSpec):
        spec = cls.__new__(cls)
        for t in spec.to_tool_list():
            try:
                # What the LLM integrations send: llama-index-llms-openai calls it with
                # `skip_length_check=True` (the Anthropic and Google GenAI ones never check the
                # length), so a description over 1024 characters is sent, not refused.
                tools.append(t.metadata.to_openai_tool(skip_length_check=True))
            except Exception as e:  # the framework refuses the tool
                tools.append({"$error": {"name": t.metadata.name, "code": type(e).__name__, "message": str(e)}})
    return tools


def list_strands(imports: list[str]) -> list[dict]:
    from strands.tools.registry import ToolRegistry

    registry = ToolRegistry()
    for mod in package_modules(imports):
        if not hasattr(mod, "__file__") or mod.__file__.endswith("__init__.py"):
            continue
        try:
            registry.process_tools([mod])
        except Exception as e:  # a module without tools
            print(f"list_payloads: {mod.__name__}: {e}", file=sys.stderr)
    config = registry.get_all_tools_config()
    return [config[name] for name in sorted(config)]


def module_instances(modules, base):
    """Instances of `base` bound at module level (a tool built with a decorator or a constructor)."""
    found = {}
    for mod in modules:
        for attr, value in vars(mod).items():
            if isinstance(value, base) and not attr.startswith("_"):
                found.setdefault(id(value), (f"{mod.__name__}.{attr}", value))
    return [v for _, v in sorted(found.values(), key=lambda kv: kv[0])]


def construct(cls):
    """The class built by its constructor, or, when that wants credentials or a client, by
    pydantic's `model_construct` with the factory-made fields left unset."""
    try:
        return cls()
    except Exception:  # noqa: BLE001 - a constructor that wants an argument or a key
        unset = {k: None for k, f in cls.model_fields.items() if f.default_factory is not None}
        return cls.model_construct(**unset)


def list_smolagents(imports: list[str]) -> list[dict]:
    from smolagents import Tool
    from smolagents.models import get_tool_json_schema

    modules = list(package_modules(imports))
    tools = []
    for cls in own_classes(modules, Tool):
        if not isinstance(cls.__dict__.get("name"), str):
            continue
        # The payload is the class attributes (name, description, inputs, output_type); the
        # constructor, which wants a client, is not run.
        tools.append(get_tool_json_schema(cls.__new__(cls)))
    tools.extend(get_tool_json_schema(t) for t in module_instances(modules, Tool))
    return tools


def list_crewai(imports: list[str]) -> list[dict]:
    from crewai import LLM
    from crewai.tools import BaseTool
    from crewai.utilities.agent_utils import convert_tools_to_openai_schema

    # What an Agent(llm="gpt-4o") sends with native function calling: crewai's own conversion,
    # then the OpenAI provider's (its client is made lazily; nothing is sent).
    llm = LLM(model="gpt-4o", api_key="sk-toolsight-offline")
    modules = list(package_modules(imports))
    built = []
    for cls in own_classes(modules, BaseTool):
        field = cls.model_fields.get("name")
        if field is None or not isinstance(field.default, str):
            continue
        built.append(construct(cls))
    built.extend(module_instances(modules, BaseTool))
    tools = []
    for t in built:
        openai_tools, _, _ = convert_tools_to_openai_schema([t])
        tools.extend(llm._convert_tools_for_interference(openai_tools))
    return tools


def list_autogen(imports: list[str]) -> list[dict]:
    from autogen_core.tools import BaseTool

    # The ToolSchema each tool hands to a model client (`tool.schema`).
    return [t.schema for t in module_instances(package_modules(imports), BaseTool)]


def list_pydantic_ai(imports: list[str], factory) -> list[dict]:
    import asyncio as aio
    import dataclasses

    from pydantic_ai import RunContext
    from pydantic_ai.models.test import TestModel
    from pydantic_ai.usage import RunUsage

    # The toolset the package's factory makes with its defaults, asked for its tools as an
    # agent run does (`get_tools`), each tool's ToolDefinition as the model request carries it.
    toolset = factory() if callable(factory) and not hasattr(factory, "get_tools") else factory
    ctx = RunContext(deps=None, model=TestModel(), usage=RunUsage())
    tools = aio.run(toolset.get_tools(ctx))
    out = []
    for name in tools:
        d = tools[name].tool_def
        out.append({f.name: getattr(d, f.name) for f in dataclasses.fields(d)})
    return out


def list_agno(imports: list[str]) -> list[dict]:
    from agno.tools.toolkit import Toolkit

    tools = []
    for cls in own_classes(package_modules(imports), Toolkit):
        toolkit = cls()
        # The toolkit's functions, processed as an agent does before sending them (`to_dict`).
        for name, fn in toolkit.functions.items():
            fn = fn.model_copy(deep=True)
            fn.process_entrypoint()
            tools.append(fn.to_dict())
    return tools


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--package", required=True)
    ap.add_argument("--framework", required=True)
    ap.add_argument("--imports", required=True)
    ap.add_argument("--object")
    a = ap.parse_args()
    imports = a.imports.split(",")
    out: dict = {"package": a.package, "framework": a.framework}
    if a.framework in ("mcp", "fastmcp"):
        for name in imports:
            importlib.import_module(name)
        version, tools = list_mcp(load(a.object))
        out["provider"] = "mcp"
        out["protocol_version"] = version
    elif a.framework == "langchain":
        tools = list_langchain(imports)
        out["provider"] = "openai-chat"
    elif a.framework == "strands":
        tools = list_strands(imports)
        out["provider"] = "native"
    elif a.framework == "llama-index":
        tools = list_llama_index(imports)
        out["provider"] = "openai-chat"
    elif a.framework == "smolagents":
        tools = list_smolagents(imports)
        out["provider"] = "openai-chat"
    elif a.framework == "crewai":
        tools = list_crewai(imports)
        out["provider"] = "openai-chat"
    elif a.framework == "autogen":
        tools = list_autogen(imports)
        out["provider"] = "native"
    elif a.framework == "pydantic-ai":
        for name in imports:
            importlib.import_module(name)
        tools = list_pydantic_ai(imports, load(a.object))
        out["provider"] = "native"
    elif a.framework == "agno":
        tools = list_agno(imports)
        out["provider"] = "native"
    else:
        sys.exit(f"list_payloads: unknown framework {a.framework}")
    out["tools"] = tools
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
