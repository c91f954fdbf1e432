#!/usr/bin/env python3
"""Independent ground-truth lister for the discovery sweep.

Reads the unpacked package sources (target/sweep/src/<name>/, see fetch.sh) with
Python's `ast` module only: it never imports or runs a package and never calls
toolsight. For every package it lists each tool that a framework would register
from that package's code, and writes tests/sweep/listings/<name>.json plus
tests/sweep/listings/SUMMARY.md.

    python3 tests/sweep/list_tools.py [--src DIR] [--out DIR] [NAME ...]

How it works, in short:

* Every module of the package is parsed; imports are resolved to dotted origins
  (in-package names are followed to their definitions).
* Each function, module and class body gets a flow-insensitive "environment":
  every name maps to the union of the values it may hold (strings, functions,
  methods of `self`, classes, instances of known classes, tuples, dicts, and
  wrapped tools such as `FunctionTool(f)`). Lists are flattened into the set of
  their elements; `if`s contribute both branches; loops and comprehensions bind
  their targets to the elements iterated over. This is what lets the lister
  follow agno's `tools.append(self.m)` / `getattr(self, name) for name in NAMES`
  / `async_tools=[(getattr(self, "a" + n), n) ...]`, camel's `tool_map[...]`
  and Enum-valued names such as `name=GitTools.STATUS.value`.
* Detectors then look for the registration idioms of each framework (see the
  IDIOMS table in README.md) and resolve the registered callables to their
  `def` (or the class / literal) to get file, line and qualname.

Semantics: a tool is listed if some configuration of the package registers it
(both branches of an `if enable_x:` count). Definitions whose tool name or
schema only exists at run time (adapters wrapping remote tools, wrappers that
take a user's function as a parameter) are not tools of the package; the few
borderline class definitions are listed under "ignored" with a reason, and the
scorer treats toolsight hits on them as neither right nor wrong.
"""

import argparse
import ast
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# ----------------------------------------------------------------------------
# Per-package configuration: judgement calls made after reading the sources.
# ----------------------------------------------------------------------------

CONFIG = {
    "awslabs-cloudwatch-mcp-server": {
        # `def register(self, mcp): mcp.tool(name=...)(self.m)`: the `mcp`
        # parameter is unannotated; server.py passes an MCPServer.
        "receiver_fallback": {"mcp": "mcp"},
    },
    "agno": {
        # os/mcp.py: `register_builtin_tool = _builtin_tool_registrar(mcp, tags)` returns a
        # function that calls `mcp.tool(*args, **kwargs)` (a fastmcp FastMCP): its
        # `@register_builtin_tool(name=...)` functions are the AgentOS MCP server's tools.
        "decorator_aliases": {"register_builtin_tool": "fastmcp"},
        "ignore_funcs": {
            "_make_exposed_run_tool.<locals>.run_exposed": "fastmcp tool per exposed agent/team; name chosen at run time (mcp.tool(name=tool_name)(fn))",
            "_make_exposed_workflow_tool.<locals>.run_exposed_workflow": "fastmcp tool per exposed workflow; name chosen at run time",
        },
    },
    "camel-ai": {
        "ignore_funcs": {
            "ACIToolkit.get_tools.<locals>.dummy_func": "FunctionTool(dummy_func, openai_tool_schema=schema): schema fetched from the ACI service at run time",
            "sync_funcs_to_async.<locals>.async_callable": "async wrapper of another FunctionTool, reusing its schema",
            "ToolkitMessageIntegration._add_messaging_to_tool.<locals>.wrapper": "wrapper adding a message parameter to another toolkit's tool",
            "MCPClient.generate_function_from_mcp_tool.<locals>.adaptive_dynamic_function": "proxy for a remote MCP tool; name and schema come from the server at run time",
        },
    },
    "workspace-mcp": {
        # core/comments.py: create_comment_tools(app_name, file_id_param) has one branch per
        # file_id_param and renames its closures `list_comments.__name__ = f"list_{app_name}_comments"`
        # before `server.tool(...)(list_comments)`; its three call sites (gdocs, gsheets, gslides)
        # pass constants, so each branch's pair is one tool with a name known statically.
        "names_by_line": {
            "core/comments.py:119": "list_document_comments",
            "core/comments.py:133": "manage_document_comment",
            "core/comments.py:160": "list_spreadsheet_comments",
            "core/comments.py:184": "manage_spreadsheet_comment",
            "core/comments.py:221": "list_presentation_comments",
            "core/comments.py:235": "manage_presentation_comment",
        },
    },
    "alibaba-cloud-ops-mcp-server": {
        "ignore_funcs": {
            "_create_tool_function_with_signature.<locals>.func_code": "one fastmcp tool per Alibaba Cloud API chosen at run time: name, signature and description come from the API metadata service (types.FunctionType copies, mcp.tool(name=function_name))",
        },
    },
    "langchain-community": {
        "ignore_funcs": {
            "UCFunctionToolkit._make_tool.<locals>.func": "StructuredTool per Databricks Unity Catalog function: name, description and args_schema fetched from the workspace at run time",
        },
    },
    "pydantic-ai-slim": {
        # toolsets/_tool_search.py: `Tool(_search_tools_signature).function_schema` is the schema of
        # the `search_tools` tool the toolset builds (name=_SEARCH_TOOLS_NAME = 'search_tools').
        "names_by_line": {"pydantic_ai/toolsets/_tool_search.py:150": "search_tools"},
    },
    "crewai": {
        "ignore_funcs": {
            "LangGraphToolAdapter.configure_tools.<locals>.tool_wrapper": "StructuredTool(name=sanitized_name, func=tool_wrapper, args_schema=tool.args_schema): adapts each of the user's crewai tools to langgraph; name and schema are the wrapped tool's, known at run time",
        },
    },
    "smolagents": {
        "ignore_classes": {
            "PipelineTool": "abstract base for transformers pipelines (name 'pipeline'); only its subclasses are usable tools",
        },
    },
}

# ----------------------------------------------------------------------------
# Framework tables
# ----------------------------------------------------------------------------

FRAMEWORK_BY_TOP = [
    ("google.genai", "google-genai"),
    ("google.adk", "google-adk"),
    ("claude_agent_sdk", "claude-agent-sdk"),
    ("semantic_kernel", "semantic-kernel"),
    ("langchain_core", "langchain"),
    ("langchain_community", "langchain"),
    ("langchain", "langchain"),
    ("langgraph", "langchain"),
    ("pydantic_ai", "pydantic-ai"),
    ("llama_index", "llama-index"),
    ("smolagents", "smolagents"),
    ("strands", "strands"),
    ("fastmcp", "fastmcp"),
    ("mcp", "mcp"),
    ("agents", "openai-agents"),
    ("anthropic", "anthropic"),
    ("crewai", "crewai"),
    ("agno", "agno"),
    ("camel", "camel"),
    ("dspy", "dspy"),
    # frameworks whose own wheels are in the sweep (their bundled tools use their own decorator)
    ("selectools", "selectools"),
    ("abstractllm", "abstractllm"),
    ("browser_use", "browser-use"),
]
# browser-use (browser_use/tools/registry/service.py): `Registry.action(description, param_model=...)` is a
# decorator registering the function as an action named `func.__name__`; `Tools.action` delegates to it
BROWSER_USE_REGISTRARS = {"Registry", "Tools", "Controller"}


def framework_of(fq):
    """Framework id of a dotted origin such as 'mcp.server.fastmcp.FastMCP'."""
    if not fq:
        return None
    for prefix, fw in FRAMEWORK_BY_TOP:
        if fq == prefix or fq.startswith(prefix + "."):
            return fw
    return None


def last(fq):
    return fq.rsplit(".", 1)[-1]


# decorators that turn the decorated function into a tool: (framework, last name)
TOOL_DECORATORS = {
    ("langchain", "tool"),
    ("crewai", "tool"),
    ("smolagents", "tool"),
    ("strands", "tool"),
    ("agno", "tool"),
    ("claude-agent-sdk", "tool"),
    ("openai-agents", "function_tool"),
    ("semantic-kernel", "kernel_function"),
    ("anthropic", "beta_tool"),
    ("anthropic", "beta_async_tool"),
    ("google-adk", "tool"),
    # selectools/tools/decorators.py `tool(*, name=None, description=None, ...)`: a function becomes a
    # Tool, a method a per-instance bound Tool (_BoundMethodTool)
    ("selectools", "tool"),
    # abstractllm/tools/enhanced.py `tool(func=None, *, name=None, description=None, ...)`, bare or called
    ("abstractllm", "tool"),
}

DECORATOR_TAILS = {n for (_, n) in TOOL_DECORATORS} | {"tool", "tool_plain"}

# receivers whose `.tool` / `.tool_plain` decorate tools
MCP_SERVER_CLASSES = {"FastMCP", "MCPServer"}
# fastmcp classmethods that build a FastMCP server (fastmcp docs, "OpenAPI" / "FastAPI" integrations)
FASTMCP_ALT_CONSTRUCTORS = {"FastMCP.from_openapi", "FastMCP.from_fastapi"}


def parts_tail(fq):
    """The last two components of a dotted name (`fastmcp.FastMCP.from_openapi` -> `FastMCP.from_openapi`)."""
    return ".".join(fq.split(".")[-2:])
# pydantic-ai objects whose `.tool` / `.tool_plain` decorate tools: the agent, and a FunctionToolset
# (pydantic_ai/toolsets/function.py: `tool`, `tool_plain`, `add_function(func, name=...)`)
PYDANTIC_AI_AGENT_CLASSES = {"Agent", "FunctionToolset"}

# base classes of class-based tools: (framework, class name)
TOOL_BASE_CLASSES = {
    ("langchain", "BaseTool"),
    ("crewai", "BaseTool"),
    ("smolagents", "Tool"),
}
TOOLKIT_BASES = {
    ("agno", "Toolkit"): "agno",
    ("llama-index", "BaseToolSpec"): "llama-index",
    ("camel", "BaseToolkit"): "camel",
    # google-adk: BaseToolset.get_tools returns the toolset's tools (FunctionTool/GoogleTool of functions)
    ("google-adk", "BaseToolset"): "google-adk",
}

# calls that wrap a callable into a tool: (framework, dotted tail) -> (callable args, name kwargs)
#   callable args: positional index or keyword names holding the callable
WRAPPERS = {
    ("camel", "FunctionTool"): ([0], ["func"], [], [1], ["openai_tool_schema"]),
    # FunctionTool.from_defaults(fn=None, name=None, ..., async_fn=None, ...): an async-only tool passes async_fn
    ("llama-index", "FunctionTool.from_defaults"): ([0], ["fn", "async_fn"], ["name"]),
    ("llama-index", "FunctionTool"): ([0], ["fn"], ["name"]),
    ("langchain", "StructuredTool.from_function"): ([0], ["func", "coroutine"], ["name"]),
    ("langchain", "Tool.from_function"): ([0], ["func"], ["name"]),
    ("langchain", "Tool"): ([], ["func"], ["name"]),
    ("langchain", "tool"): ([0], [], []),
    ("agno", "Function.from_callable"): ([0], ["c"], ["name"]),
    ("agno", "Function"): ([], ["entrypoint"], ["name"]),
    ("agno", "tool"): ([0], [], []),
    ("pydantic-ai", "Tool"): ([0], ["function"], ["name"]),
    ("google-adk", "FunctionTool"): ([0], ["func"], []),
    ("google-adk", "LongRunningFunctionTool"): ([0], ["func"], []),
    # google.adk.tools.google_tool.GoogleTool(func, *, credentials_config, tool_settings): a
    # FunctionTool whose declaration is func's (the BigQuery/GCS/Spanner toolsets' get_tools)
    ("google-adk", "GoogleTool"): ([0], ["func"], []),
    ("dspy", "Tool"): ([0], ["func"], ["name"]),
    ("fastmcp", "Tool.from_function"): ([0], ["fn"], ["name"]),
    ("fastmcp", "FunctionTool.from_function"): ([0], ["fn"], ["name"]),
    ("mcp", "Tool.from_function"): ([0], ["fn"], ["name"]),
    ("strands", "tool"): ([0], [], []),
    ("smolagents", "tool"): ([0], [], []),
    ("openai-agents", "function_tool"): ([0], [], ["name_override"]),
    ("anthropic", "beta_tool"): ([0], [], ["name"]),
}

# agent constructors whose `tools=[...]` turns plain functions into tools
AGENT_CLASSES = {
    ("agno", "Toolkit"),
    ("pydantic-ai", "Agent"),
    ("strands", "Agent"),
    ("agno", "Agent"),
    ("agno", "Team"),
    ("smolagents", "CodeAgent"),
    ("smolagents", "ToolCallingAgent"),
    ("openai-agents", "Agent"),
    ("google-adk", "Agent"),
    ("google-adk", "LlmAgent"),
    ("dspy", "ReAct"),
    ("pydantic-ai", "FunctionToolset"),
}
# agent/toolset constructors that also take the tools as their first positional argument
# (pydantic-ai `FunctionToolset(tools=[], *, ...)`)
AGENT_CLASSES_POSITIONAL_TOOLS = {("pydantic-ai", "FunctionToolset")}

MAX_VALUES = 2000

# ----------------------------------------------------------------------------
# Values
#   ("str", s)                 a string
#   ("func", key)              an in-package function/method def (key into Package.funcs)
#   ("class", key)             an in-package class (key into Package.classes)
#   ("ext", dotted)            something imported from outside the package
#   ("mod", modname)           an in-package module
#   ("inst", ("class"|"ext", key))   an instance
#   ("self", classkey)         `self` inside a method of class classkey
#   ("method", classkey, name) an attribute of self that did not resolve
#   ("tup", (frozenset, ...))  a tuple
#   ("dict", frozenset keys, frozenset vals)
#   ("wrap", fw, frozenset callables, frozenset names)  a callable wrapped into a tool
#   ("param", name)            an unannotated parameter
# ----------------------------------------------------------------------------

EMPTY = frozenset()
# key of a comprehension binding that holds one {target: values} dict per iterated tuple
PAIRS = "\0pairs"


def strs(vals):
    return [v[1] for v in vals if v[0] == "str"]


class FuncInfo:
    __slots__ = ("key", "node", "module", "qualname", "cls", "scope_parent")

    def __init__(self, key, node, module, qualname, cls, scope_parent):
        self.key, self.node, self.module, self.qualname = key, node, module, qualname
        self.cls, self.scope_parent = cls, scope_parent


class ClassInfo:
    __slots__ = ("key", "node", "module", "qualname", "scope_parent", "_bases")

    def __init__(self, key, node, module, qualname, scope_parent):
        self.key, self.node, self.module, self.qualname = key, node, module, qualname
        self.scope_parent = scope_parent
        self._bases = None


class Module:
    def __init__(self, name, path, tree, is_pkg):
        self.name, self.path, self.tree, self.is_pkg = name, path, tree, is_pkg


class Overlay(dict):
    """An environment that binds one name to other values and passes the rest through."""

    def __init__(self, base, name, vals):
        super().__init__()
        self.base, self.name, self.vals = base, name, set(vals)

    def __getitem__(self, k):
        if k == self.name:
            return self.vals
        return self.base[k]

    def __contains__(self, k):
        return k == self.name or k in self.base

    def get(self, k, d=None):
        if k == self.name:
            return self.vals
        return self.base.get(k, d)

    def items(self):
        for k, v in self.base.items():
            if k != self.name:
                yield k, v
        yield self.name, self.vals

    def values(self):
        return [v for _, v in self.items()]

    def keys(self):
        return [k for k, _ in self.items()]


class Scope:
    """A module, function or class body."""

    def __init__(self, kind, node, module, parent, owner=None):
        self.kind = kind  # "module" | "function" | "class"
        self.node = node
        self.module = module
        self.parent = parent  # enclosing scope (lexical)
        self.owner = owner  # FuncInfo / ClassInfo
        self.env = None
        self.computing = False


def iter_body(stmts):
    """Statements of a body, descending into compound statements but not into
    nested functions or classes (which are yielded themselves)."""
    for s in stmts:
        yield s
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody"):
            sub = getattr(s, field, None)
            if isinstance(sub, list):
                yield from iter_body(sub)
        if isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
            for h in s.handlers:
                yield from iter_body(h.body)
        if isinstance(s, ast.Match):
            for c in s.cases:
                yield from iter_body(c.body)


def walk_no_nested(node):
    """ast.walk that does not enter nested function/class/lambda bodies."""
    todo = [node]
    first = True
    while todo:
        n = todo.pop()
        yield n
        if not first and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        first = False
        todo.extend(reversed(list(ast.iter_child_nodes(n))))


# Python 3.14 (PEP 758): `except A, B:` without parentheses. Rewritten to `except (A, B):` on the
# same line when the running interpreter rejects it, so line numbers are unchanged.
PEP758_EXCEPT = re.compile(rb"^([ \t]*except\*?[ \t]+)([^()\n:#]+,[^()\n:#]+?)([ \t]*(?:as[ \t]+\w+[ \t]*)?:)", re.M)


def parse_source(src, rel):
    """ast.parse, retrying once with PEP 758 except clauses parenthesized. Sources using newer syntax
    (PEP 695 `type X = ...`, PEP 701 f-strings) need the lister to run on Python >= 3.13."""
    try:
        return ast.parse(src, filename=rel)
    except SyntaxError as e:
        if "parenthesized" not in str(e):
            raise
        fixed = PEP758_EXCEPT.sub(lambda m: m.group(1) + b"(" + m.group(2).strip() + b")" + m.group(3), src)
        return ast.parse(fixed, filename=rel)


class Package:
    def __init__(self, name, root):
        self.name = name
        self.root = root
        self.cfg = CONFIG.get(name, {})
        self.modules = {}  # dotted name -> Module
        self.funcs = {}  # key -> FuncInfo
        self.classes = {}  # key -> ClassInfo
        self.scope_of_node = {}  # id(node) -> Scope for module/function/class nodes
        self.def_scope = {}  # id(def node) -> Scope in which the def statement appears
        self.parse_errors = []
        self._load()

    # -- loading ------------------------------------------------------------

    def _load(self):
        for dirpath, dirnames, filenames in os.walk(self.root):
            dirnames[:] = sorted(d for d in dirnames if not d.endswith((".dist-info", ".egg-info")) and d != "__pycache__")
            for fn in sorted(filenames):
                if not fn.endswith(".py"):
                    continue
                full = os.path.join(dirpath, fn)
                rel = os.path.relpath(full, self.root).replace(os.sep, "/")
                parts = rel[:-3].split("/")
                is_pkg = parts[-1] == "__init__"
                if is_pkg:
                    parts = parts[:-1]
                modname = ".".join(parts)
                try:
                    with open(full, "rb") as f:
                        src = f.read()
                    tree = parse_source(src, rel)
                except (SyntaxError, ValueError) as e:
                    self.parse_errors.append(f"{rel}: {e}")
                    continue
                m = Module(modname, rel, tree, is_pkg)
                self.modules[modname] = m
                self._index(m)

    def _index(self, m):
        mscope = Scope("module", m.tree, m, None)
        self.scope_of_node[id(m.tree)] = mscope
        self._index_body(m, m.tree.body, mscope, "", None)

    def _index_body(self, m, stmts, scope, prefix, cls):
        for node in iter_body(stmts):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                qual = prefix + node.name
                key = m.path + "::" + qual + "@" + str(node.lineno)
                fi = FuncInfo(key, node, m, qual, cls, scope)
                self.funcs[key] = fi
                fscope = Scope("function", node, m, scope, fi)
                self.scope_of_node[id(node)] = fscope
                self.def_scope[id(node)] = scope
                self._index_body(m, node.body, fscope, qual + ".<locals>.", None)
            elif isinstance(node, ast.ClassDef):
                qual = prefix + node.name
                key = m.path + "::" + qual + "@" + str(node.lineno)
                ci = ClassInfo(key, node, m, qual, scope)
                self.classes[key] = ci
                cscope = Scope("class", node, m, scope, ci)
                self.scope_of_node[id(node)] = cscope
                self.def_scope[id(node)] = scope
                self._index_body(m, node.body, cscope, qual + ".", ci)

    # -- names ----------------------------------------------------------------

    def fq_of(self, v):
        """Dotted origin of a value (for matching framework tables)."""
        k = v[0]
        if k == "ext":
            return v[1]
        if k == "func":
            fi = self.funcs[v[1]]
            return fi.module.name + "." + fi.qualname
        if k == "class":
            ci = self.classes[v[1]]
            return ci.module.name + "." + ci.qualname
        if k == "mod":
            return v[1]
        return None

    def resolve_import(self, module, node_module, level):
        if level == 0:
            return node_module or ""
        base = module.name.split(".") if module.name else []
        if not module.is_pkg:
            base = base[:-1]
        if level > 1:
            base = base[: len(base) - (level - 1)]
        if node_module:
            base = base + node_module.split(".")
        return ".".join(base)

    def lookup_dotted(self, dotted, depth=0):
        """Values of an imported dotted name, following in-package definitions."""
        if dotted in self.modules:
            # `pkg/vpc/__init__.py: from .list_vpcs import list_vpcs` rebinds the package's
            # attribute `list_vpcs` (set to the submodule by the import) to the function, so
            # `vpc.list_vpcs` / `getattr(vpc, "list_vpcs")` is the function (aws-network's
            # `for n in module.__all__: mcp.tool(getattr(module, n))`)
            if "." in dotted and depth < 12:
                modname, attr = dotted.rsplit(".", 1)
                if modname in self.modules:
                    env = self.env_of(self.scope_of_node[id(self.modules[modname].tree)])
                    rebound = {v for v in env.get(attr, ()) if v != ("mod", dotted)}
                    if rebound and all(v[0] in ("func", "class") for v in rebound):
                        return rebound
            return {("mod", dotted)}
        if "." in dotted and depth < 12:
            modname, attr = dotted.rsplit(".", 1)
            if modname in self.modules:
                m = self.modules[modname]
                sc = self.scope_of_node[id(m.tree)]
                env = self.env_of(sc)
                if attr in env and env[attr]:
                    return env[attr]
                # the module's environment is still being computed (an import cycle reached it):
                # its top-level def/class of that name is what the import binds
                for st in m.tree.body:
                    if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and st.name == attr:
                        owner = self.scope_of_node[id(st)].owner
                        return {("class" if isinstance(st, ast.ClassDef) else "func", owner.key)}
                # a submodule not parsed, or a name assigned dynamically
            else:
                # the parent may itself be a re-exported name (a.b.Class.attr)
                parent = self.lookup_dotted(modname, depth + 1)
                out = set()
                for p in parent:
                    if p[0] in ("class", "mod"):
                        out |= self.attr_of(p, attr, depth + 1)
                if out:
                    return out
        return {("ext", dotted)}

    # -- environments -------------------------------------------------------

    def env_of(self, scope):
        if scope.env is not None:
            return scope.env
        if scope.computing:
            return {}
        scope.computing = True
        env = defaultdict(set)
        scope.env = env  # visible (partially) to recursive lookups
        node = scope.node
        body = node.body
        if scope.kind == "function":
            self._bind_params(scope, env)
        for _ in range(3):
            before = sum(len(v) for v in env.values())
            self._exec_block(body, scope, env)
            after = sum(len(v) for v in env.values())
            if after == before:
                break
        if scope.kind == "module":
            self._bind_globals(scope, env)
        scope.computing = False
        return env

    def _bind_globals(self, mscope, env):
        """`mcp: FastMCP` at module level, bound by `global mcp; mcp = FastMCP(**params)` in a function
        (uiautomator2-mcp-server's make_mcp): the module name holds what the function assigns."""
        for n in ast.walk(mscope.node):
            if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            names = {g for st in walk_no_nested(n) if isinstance(st, ast.Global) for g in st.names}
            if not names:
                continue
            fs = self.scope_of_node.get(id(n))
            for st in walk_no_nested(n):
                if isinstance(st, (ast.Assign, ast.AnnAssign)) and st.value is not None:
                    targets = st.targets if isinstance(st, ast.Assign) else [st.target]
                    for t in targets:
                        if isinstance(t, ast.Name) and t.id in names:
                            self._add(env, t.id, {v for v in self.ev(st.value, fs) if v[0] == "inst"})

    def _exec_block(self, stmts, scope, env):
        for s in stmts:
            self._exec(s, scope, env)
            if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            if isinstance(s, (ast.For, ast.AsyncFor)):
                # bind the loop variable to one value at a time, so that values used
                # together in one iteration stay together: (getattr(self, f"a{n}"), n)
                vals = self.elems(self.ev(s.iter, scope, env), s.iter)
                if isinstance(s.target, ast.Name) and 1 < len(vals) <= 300:
                    for v in vals:
                        self._exec_block(s.body, scope, Overlay(env, s.target.id, {v}))
                else:
                    self._exec_block(s.body, scope, env)
                self._exec_block(s.orelse, scope, env)
                continue
            for field in ("body", "orelse", "finalbody"):
                sub = getattr(s, field, None)
                if isinstance(sub, list):
                    self._exec_block(sub, scope, env)
            if isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
                for h in s.handlers:
                    self._exec_block(h.body, scope, env)
            if isinstance(s, ast.Match):
                for c in s.cases:
                    self._exec_block(c.body, scope, env)

    def _bind_params(self, scope, env):
        fi = scope.owner
        node = fi.node
        args = node.args
        allargs = list(args.posonlyargs) + list(args.args) + list(args.kwonlyargs)
        is_method = fi.cls is not None
        static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in node.decorator_list)
        for i, a in enumerate(allargs):
            if i == 0 and is_method and not static:
                env[a.arg].add(("self", fi.cls.key))
                continue
            if a.annotation is not None:
                for t in self.ev(a.annotation, scope.parent):
                    if t[0] in ("class", "ext"):
                        env[a.arg].add(("inst", t))
            else:
                env[a.arg].add(("param", a.arg))

    def _add(self, env, name, vals):
        s = env[name]
        if len(s) < MAX_VALUES:
            s |= vals

    def _bind_target(self, target, vals, scope, env):
        if isinstance(target, ast.Name):
            self._add(env, target.id, vals)
        elif isinstance(target, (ast.Tuple, ast.List)):
            n = len(target.elts)
            for v in vals:
                if v[0] == "tup" and len(v[1]) == n:
                    for t, comp in zip(target.elts, v[1]):
                        self._bind_target(t, set(comp), scope, env)
            # elements of unknown shape: nothing bound
        elif isinstance(target, ast.Starred):
            self._bind_target(target.value, vals, scope, env)
        elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
            keys = frozenset(self.ev(target.slice, scope, env))
            self._add(env, target.value.id, {("dict", keys, frozenset(vals))})

    def _exec(self, s, scope, env):
        if isinstance(s, (ast.Assign, ast.AnnAssign)) and s.value is not None:
            targets = s.targets if isinstance(s, ast.Assign) else [s.target]
            if self.is_listy(s.value, scope, env):
                for t in targets:
                    if isinstance(t, ast.Name):
                        env[self.LISTS].add(t.id)
        if isinstance(s, ast.Assign):
            vals = self.ev_collection(s.value, scope, env)
            for t in s.targets:
                self._bind_target(t, vals, scope, env)
        elif isinstance(s, ast.AnnAssign) and s.value is not None:
            self._bind_target(s.target, self.ev_collection(s.value, scope, env), scope, env)
        elif isinstance(s, ast.AugAssign):
            if isinstance(s.target, ast.Name):
                if self.is_listy(s.value, scope, env):
                    env[self.LISTS].add(s.target.id)
                self._add(env, s.target.id, self.ev_collection(s.value, scope, env))
        elif isinstance(s, (ast.For, ast.AsyncFor)):
            self._bind_target(s.target, self.elems(self.ev(s.iter, scope, env), s.iter), scope, env)
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            pass
        elif isinstance(s, ast.Expr) and isinstance(s.value, ast.Call):
            c = s.value
            f = c.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and c.args:
                name = f.value.id
                if f.attr in ("append", "extend", "insert"):
                    env[self.LISTS].add(name)
                if f.attr in ("append", "add"):
                    self._add(env, name, self.ev(c.args[0], scope, env))
                elif f.attr == "insert" and len(c.args) > 1:
                    self._add(env, name, self.ev(c.args[1], scope, env))
                elif f.attr in ("extend", "update"):
                    self._add(env, name, self.elems(self.ev(c.args[0], scope, env), c.args[0]))
        elif isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            fs = self.scope_of_node.get(id(s))
            if fs is not None:
                env[s.name].add(("func", fs.owner.key))
                for d in s.decorator_list:
                    self._collecting_decorator(d, ("func", fs.owner.key), scope, env)
        elif isinstance(s, ast.ClassDef):
            cs = self.scope_of_node.get(id(s))
            if cs is not None:
                env[s.name].add(("class", cs.owner.key))
        elif isinstance(s, ast.Import):
            for a in s.names:
                if a.asname:
                    env[a.asname] |= self.lookup_dotted(a.name)
                else:
                    top = a.name.split(".")[0]
                    env[top] |= self.lookup_dotted(top)
        elif isinstance(s, ast.ImportFrom):
            base = self.resolve_import(scope.module, s.module, s.level)
            for a in s.names:
                if a.name == "*":
                    continue
                dotted = (base + "." + a.name) if base else a.name
                env[a.asname or a.name] |= self.lookup_dotted(dotted)

    def _collecting_decorator(self, d, fval, scope, env):
        """A decorator that appends the function to a list of this scope (issue 24,
        alibaba-cloud-ops: `@tools.append`, or `@_append_tool` whose body is
        `tools.append(func)`); the list is then registered elsewhere."""
        if isinstance(d, ast.Attribute) and d.attr in ("append", "add") and isinstance(d.value, ast.Name):
            env[self.LISTS].add(d.value.id)
            self._add(env, d.value.id, {fval})
            return
        if not isinstance(d, ast.Name):
            return
        for v in list(env.get(d.id, ())):
            if v[0] != "func":
                continue
            fn = self.funcs[v[1]].node
            params = [a.arg for a in fn.args.posonlyargs + fn.args.args]
            if not params or self.funcs[v[1]].module is not scope.module:
                continue
            for n in walk_no_nested(fn):
                if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("append", "add")
                        and isinstance(n.func.value, ast.Name) and len(n.args) == 1
                        and isinstance(n.args[0], ast.Name) and n.args[0].id == params[0]):
                    env[self.LISTS].add(n.func.value.id)
                    self._add(env, n.func.value.id, {fval})

    # -- name lookup ----------------------------------------------------------

    def lookup(self, name, scope, env=None):
        if env is not None and name in env and env[name]:
            return env[name]
        sc = scope
        first = True
        while sc is not None:
            if sc.kind == "class" and not first:
                sc = sc.parent
                continue
            e = self.env_of(sc) if not (first and env is not None and sc.env is env) else env
            if name in e and e[name]:
                return e[name]
            first = False
            sc = sc.parent
        return set()

    # -- classes ----------------------------------------------------------------

    def bases_of(self, ci):
        if ci._bases is None:
            ci._bases = []
            out = []
            for b in ci.node.bases:
                expr = b.value if isinstance(b, ast.Subscript) else b
                for v in self.ev(expr, ci.scope_parent):
                    if v[0] in ("class", "ext"):
                        out.append(v)
            ci._bases = out
        return ci._bases

    def mro(self, classkey):
        """In-package classes in (approximate) MRO order, then external bases."""
        seen, order, ext = set(), [], []
        todo = [("class", classkey)]
        while todo:
            v = todo.pop(0)
            if v in seen:
                continue
            seen.add(v)
            if v[0] == "class":
                order.append(v[1])
                todo.extend(self.bases_of(self.classes[v[1]]))
            else:
                ext.append(v[1])
        return order, ext

    def ancestors_fq(self, classkey):
        order, ext = self.mro(classkey)
        return [self.fq_of(("class", k)) for k in order] + ext

    def is_subclass_of(self, classkey, table):
        """(framework, name) pairs of `table` that classkey derives from."""
        hits = []
        for fq in self.ancestors_fq(classkey)[1:]:
            fw = framework_of(fq)
            if fw and (fw, last(fq)) in table:
                hits.append((fw, last(fq)))
        return hits

    def class_member(self, classkey, name):
        """Statement(s) defining `name` in the class body or its in-package bases."""
        order, _ = self.mro(classkey)
        for k in order:
            ci = self.classes[k]
            for s in ci.node.body:
                if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == name:
                    return ("func", k, s)
                if isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in s.targets):
                    return ("value", k, s.value)
                if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) and s.target.id == name and s.value is not None:
                    return ("value", k, s.value)
        return None

    def attr_of(self, v, attr, depth=0):
        k = v[0]
        if k in ("self", "class"):
            ck = v[1]
            mem = self.class_member(ck, attr)
            if mem is None and k == "class":
                # `MyTool.from_function(f)` on a user subclass of a framework class: the
                # framework's classmethod (issue 24: keboola's PlainFunctionTool(FunctionTool))
                return self.inherited_framework_attr(ck, attr)
            if mem is None:
                if k == "self":
                    # attributes assigned on self in methods (self.x = ...)
                    vals = self.self_assigned(ck, attr)
                    if vals:
                        return vals
                    return {("method", ck, attr)}
                return set()
            kind, owner, payload = mem
            if kind == "func":
                fs = self.scope_of_node[id(payload)]
                return {("func", fs.owner.key)}
            cscope = self.scope_of_node[id(self.classes[owner].node)]
            return self.ev_collection(payload, cscope, self.env_of(cscope))
        if k == "str" and attr == "value":
            return {v}  # Enum member .value: the member was evaluated to its value
        if k == "str" and attr == "name":
            return set()
        if k == "ext":
            return {("ext", v[1] + "." + attr)}
        if k == "mod":
            return self.lookup_dotted(v[1] + "." + attr, depth + 1)
        if k == "inst" and v[1][0] == "class":
            return self.attr_of(("self", v[1][1]), attr, depth + 1) - {("method", v[1][1], attr)}
        return set()

    def inherited_framework_attr(self, classkey, attr):
        """`attr` of the nearest framework base of an in-package class, as an external name."""
        _, ext = self.mro(classkey)
        for fq in ext:
            if framework_of(fq):
                return {("ext", fq + "." + attr)}
        return set()

    def subclasses(self, classkey):
        """In-package classes deriving from classkey (itself included)."""
        cache = self.__dict__.setdefault("_subclasses", {})
        if classkey not in cache:
            cache[classkey] = [k for k in self.classes if classkey in self.mro(k)[0]]
        return cache[classkey]

    def self_assigns(self, classkey):
        """attr -> [(value node, method scope)] for `self.attr = value` in the class's methods."""
        cache = self.__dict__.setdefault("_self_assigns", {})
        if classkey in cache:
            return cache[classkey]
        out = defaultdict(list)
        for s in self.classes[classkey].node.body:
            if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            fs = self.scope_of_node[id(s)]
            for n in walk_no_nested(s):
                if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
                    targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                    for t in targets:
                        if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                            out[t.attr].append((n.value, fs))
        cache[classkey] = out
        return out

    def init_param_value(self, subclasses, fs, node):
        """`self.name = tool_name` in a base's `__init__(self, tool_name)`: the values the
        subclasses between the class asked about and that base pass up with
        `super().__init__(CONST)` (issue 24 sweep 3: mcp-obsidian's ToolHandler subclasses)."""
        fi = fs.owner
        if not (isinstance(node, ast.Name) and fi is not None and fi.node.name == "__init__" and fi.cls is not None):
            return set()
        a = fi.node.args
        positional = [x.arg for x in a.posonlyargs + a.args][1:]
        if node.id not in positional + [x.arg for x in a.kwonlyargs]:
            return set()
        out = set()
        for ck in reversed(subclasses):  # the nearest subclass's call reaches the base
            for s in self.classes[ck].node.body:
                if not (isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "__init__"):
                    continue
                ms = self.scope_of_node[id(s)]
                for n in walk_no_nested(s):
                    if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "__init__"
                            and isinstance(n.func.value, ast.Call) and isinstance(n.func.value.func, ast.Name)
                            and n.func.value.func.id == "super"):
                        e = next((kw.value for kw in n.keywords if kw.arg == node.id), None)
                        if e is None and node.id in positional and positional.index(node.id) < len(n.args):
                            e = n.args[positional.index(node.id)]
                        if e is not None:
                            out |= {v for v in self.ev(e, ms) if v[0] == "str"}
            if out:
                return out
        return out

    def self_assigned(self, classkey, attr):
        memo = self.__dict__.setdefault("_self_assigned", {})
        key = (classkey, attr)
        if key in memo:
            return memo[key]
        memo[key] = set()  # recursion guard
        order, _ = self.mro(classkey)
        out = set()
        for i, k in enumerate(order):
            for node, fs in self.self_assigns(k).get(attr, ()):
                out |= self.ev_collection(node, fs, self.env_of(fs))
                out |= self.init_param_value(order[:i], fs, node)
        out = {v for v in out if v[0] in ("str", "func")}
        memo[key] = out
        return out

    # -- evaluation -----------------------------------------------------------

    def elems(self, vals, node=None):
        """Elements produced by iterating over a value set."""
        out = set()
        for v in vals:
            if v[0] == "dict":
                out |= v[1]
            elif v[0] == "tup" and node is not None and isinstance(node, ast.Tuple):
                for comp in v[1]:
                    out |= comp
            else:
                out.add(v)
        return out

    LISTS = "\0lists"

    def is_listy(self, node, scope, env, depth=0):
        """Whether an expression evaluates to a list/tuple (so `+` concatenates lists, not strings)."""
        if depth > 8:
            return False
        if isinstance(node, (ast.List, ast.ListComp, ast.Tuple, ast.Set, ast.SetComp)):
            return True
        if isinstance(node, ast.IfExp):
            return self.is_listy(node.body, scope, env, depth + 1) or self.is_listy(node.orelse, scope, env, depth + 1)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return self.is_listy(node.left, scope, env, depth + 1) or self.is_listy(node.right, scope, env, depth + 1)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("list", "sorted", "tuple", "set"):
            return True
        if isinstance(node, ast.Name):
            sc = scope
            while sc is not None:
                e = env if (sc is scope and env is not None) else (sc.env or {})
                if node.id in e.get(self.LISTS, ()):
                    return True
                if node.id in e and e[node.id]:
                    return False
                sc = sc.parent
            return False
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            for v in self.lookup(node.value.id, scope, env):
                if v[0] in ("self", "class"):
                    mem = self.class_member(v[1], node.attr)
                    if mem and mem[0] == "value":
                        cs = self.scope_of_node[id(self.classes[mem[1]].node)]
                        return self.is_listy(mem[2], cs, None, depth + 1)
                    for val, fs in self.self_assigns(v[1]).get(node.attr, ()):
                        if self.is_listy(val, fs, None, depth + 1):
                            return True
        return False

    def ev_collection(self, node, scope, env=None):
        """Like ev, but a tuple literal of plain items is a collection, not a pair; so is a tuple
        of two or more tuples of one length (`TOOLS = (("name", f), ("other", g))`: learn-mcp-server)."""
        if (isinstance(node, ast.Tuple) and len(node.elts) > 1 and all(isinstance(e, ast.Tuple) for e in node.elts)
                and len({len(e.elts) for e in node.elts}) == 1):
            out = set()
            for e in node.elts:
                out |= self.ev(e, scope, env)
            return out
        if isinstance(node, ast.Tuple) and node.elts and (
            all(isinstance(e, (ast.Constant, ast.Starred)) for e in node.elts)
            or all(isinstance(e, (ast.Name, ast.Starred)) for e in node.elts)
            or all(isinstance(e, (ast.Attribute, ast.Starred)) for e in node.elts)
        ):
            out = set()
            for e in node.elts:
                out |= self.ev(e, scope, env)
            return out
        return self.ev(node, scope, env)

    def ev(self, node, scope, env=None):
        try:
            r = self._ev(node, scope, env)
        except RecursionError:
            return set()
        if len(r) > MAX_VALUES:
            r = set(list(r)[:MAX_VALUES])
        return r

    def _ev(self, node, scope, env):
        if env is None and scope is not None:
            env = self.env_of(scope)
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                return {("str", node.value)}
            return set()
        if isinstance(node, ast.JoinedStr):
            acc = {""}
            for part in node.values:
                if isinstance(part, ast.Constant):
                    acc = {a + str(part.value) for a in acc}
                elif isinstance(part, ast.FormattedValue):
                    ss = strs(self.ev(part.value, scope, env))
                    if not ss:
                        return set()
                    acc = {a + s for a in acc for s in ss}
                    if len(acc) > 200:
                        return set()
            return {("str", a) for a in acc}
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            L = self.ev(node.left, scope, env)
            R = self.ev(node.right, scope, env)
            ls, rs = strs(L), strs(R)
            if self.is_listy(node.left, scope, env) or self.is_listy(node.right, scope, env):
                return L | R
            if ls and rs and len(ls) * len(rs) <= 400:
                out = {("str", a + b) for a in ls for b in rs}
                return out | {v for v in L | R if v[0] != "str"}
            return L | R
        if isinstance(node, ast.Name):
            return set(self.lookup(node.id, scope, env))
        if isinstance(node, ast.Attribute):
            out = set()
            for v in self.ev(node.value, scope, env):
                out |= self.attr_of(v, node.attr)
            return out
        if isinstance(node, (ast.List, ast.Set)):
            out = set()
            for e in node.elts:
                if isinstance(e, ast.Starred):
                    out |= self.elems(self.ev(e.value, scope, env), e.value)
                else:
                    out |= self.ev(e, scope, env)
            return out
        if isinstance(node, ast.Tuple):
            comps = []
            for e in node.elts:
                if isinstance(e, ast.Starred):
                    return self.ev_collection(node, scope, env)
                comps.append(frozenset(self.ev(e, scope, env)))
            return {("tup", tuple(comps))}
        if isinstance(node, ast.Dict):
            keys, vals = set(), set()
            for k, v in zip(node.keys, node.values):
                if k is None:
                    for d in self.ev(v, scope, env):
                        if d[0] == "dict":
                            keys |= d[1]
                            vals |= d[2]
                    continue
                keys |= self.ev(k, scope, env)
                vals |= self.ev(v, scope, env)
            return {("dict", frozenset(keys), frozenset(vals))}
        if isinstance(node, ast.IfExp):
            return self.ev(node.body, scope, env) | self.ev(node.orelse, scope, env)
        if isinstance(node, ast.BoolOp):
            out = set()
            for v in node.values:
                out |= self.ev(v, scope, env)
            return out
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)) and len(node.generators) == 1 and isinstance(node.generators[0].target, ast.Name) and not isinstance(node, ast.DictComp):
            gen = node.generators[0]
            vals = self.elems(self.ev(gen.iter, scope, env), gen.iter)
            if 1 <= len(vals) <= 300:
                out = set()
                for v in vals:
                    out |= self.ev(node.elt, scope, Overlay(env, gen.target.id, {v}))
                return out
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            cenv = defaultdict(set)
            for k, v in env.items():
                cenv[k] = set(v)
            for gen in node.generators:
                self._bind_target(gen.target, self.elems(self.ev(gen.iter, scope, cenv), gen.iter), scope, cenv)
            if isinstance(node, ast.DictComp):
                return {("dict", frozenset(self.ev(node.key, scope, cenv)), frozenset(self.ev(node.value, scope, cenv)))}
            return self.ev(node.elt, scope, cenv)
        if isinstance(node, ast.Subscript):
            base = self.ev(node.value, scope, env)
            out = set()
            for v in base:
                if v[0] == "dict":
                    out |= v[2]
                elif v[0] == "tup":
                    idx = node.slice
                    if isinstance(idx, ast.Constant) and isinstance(idx.value, int) and -len(v[1]) <= idx.value < len(v[1]):
                        out |= v[1][idx.value]
                    else:
                        for c in v[1]:
                            out |= c
                elif v[0] in ("func", "str", "wrap", "method"):
                    out.add(v)  # element of a flattened list
                elif v[0] in ("class", "ext"):
                    out.add(v)  # generic alias: Agent[Deps, Out](...)
            return out
        if isinstance(node, ast.Starred):
            return self.ev(node.value, scope, env)
        if isinstance(node, ast.Await):
            return self.ev(node.value, scope, env)
        if isinstance(node, ast.NamedExpr):
            return self.ev(node.value, scope, env)
        if isinstance(node, ast.Call):
            return self._ev_call(node, scope, env)
        return set()

    def _ev_call(self, node, scope, env):
        f = node.func
        # container / dict helpers
        if isinstance(f, ast.Name) and f.id in ("list", "tuple", "sorted", "set", "reversed", "iter", "frozenset") and node.args:
            return self.elems(self.ev(node.args[0], scope, env), node.args[0])
        if isinstance(f, ast.Name) and f.id == "cast" and len(node.args) == 2:
            return self.ev(node.args[1], scope, env)
        if isinstance(f, ast.Name) and f.id == "getattr" and len(node.args) >= 2:
            objs = self.ev(node.args[0], scope, env)
            out = set()
            for nm in strs(self.ev(node.args[1], scope, env)):
                for o in objs:
                    out |= self.attr_of(o, nm)
            return out
        if isinstance(f, ast.Name) and f.id == "zip" and len(node.args) >= 2:
            comps = tuple(frozenset(self.elems(self.ev(a, scope, env), a)) for a in node.args)
            return {("tup", comps)}
        if isinstance(f, ast.Name) and f.id == "enumerate" and node.args:
            return {("tup", (frozenset(), frozenset(self.elems(self.ev(node.args[0], scope, env), node.args[0]))))}
        if isinstance(f, ast.Attribute) and f.attr in ("values", "keys", "items", "get", "copy", "pop") and not (
            isinstance(f.value, ast.Name) and f.value.id in ("os", "kwargs")
        ):
            base = self.ev(f.value, scope, env)
            dicts = [v for v in base if v[0] == "dict"]
            if dicts:
                out = set()
                for d in dicts:
                    if f.attr == "values" or f.attr in ("get", "pop"):
                        out |= d[2]
                    elif f.attr == "keys":
                        out |= d[1]
                    elif f.attr == "items":
                        out.add(("tup", (d[1], d[2])))
                    else:
                        out.add(d)
                return out
            if f.attr == "copy":
                return base
        callee = self.ev(f, scope, env)
        out = set()
        for c in callee:
            fq = self.fq_of(c)
            if fq and last(fq) == "partial" and node.args:
                out |= self.ev(node.args[0], scope, env)
                continue
            fw = framework_of(fq) if fq else None
            if fw:
                w = self.match_wrapper(fw, fq, node, scope, env)
                if w is not None:
                    out.add(w)
                    continue
            if c[0] == "ext" and fw == "fastmcp" and parts_tail(fq) in FASTMCP_ALT_CONSTRUCTORS:
                # fastmcp's documented classmethod constructors (`FastMCP.from_openapi(spec,
                # client)`, `FastMCP.from_fastapi(app)`) return a FastMCP server (issue 24
                # sweep 5: rootly, whose curated `@mcp.tool` closures sit on such a server)
                out.add(("inst", ("ext", fq.rsplit(".", 1)[0])))
            elif c[0] in ("class", "ext"):
                out.add(("inst", c))
            elif c[0] == "func":
                # `mcp = create_server()` whose body is `return MCPServer(...)` (issue 24 sweep 3:
                # aws-dataprocessing): only the instances a function returns, not its other values
                out |= self.returned_insts(c[1])
                # `_serialized(fn)` returning a nested `@functools.wraps(fn) def run(...)`: the wrapper
                # carries fn's name, docstring and (inspect.signature follows __wrapped__) signature, so
                # it stands for the function passed in (reaper-mcp-server, adk's _wrap_async)
                out |= self.wrapped_args(c[1], node, scope, env)
        return out

    def wraps_param(self, fkey):
        """The parameter of a function that returns a nested def decorated with
        `@functools.wraps(<that parameter>)`, or None."""
        memo = self.__dict__.setdefault("_wraps_param", {})
        if fkey in memo:
            return memo[fkey]
        memo[fkey] = None
        fi = self.funcs[fkey]
        a = fi.node.args
        params = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
        nested = {st.name: st for st in fi.node.body if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef))}
        returned = {n.value.id for n in walk_no_nested(fi.node)
                    if isinstance(n, ast.Return) and isinstance(n.value, ast.Name)}
        for name in returned & set(nested):
            # `call.__name__ = fn.__name__` beside the nested def: the wrapper takes fn's name (langchain-wayza's run)
            for st in fi.node.body:
                if (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Attribute)
                        and st.targets[0].attr == "__name__" and isinstance(st.targets[0].value, ast.Name)
                        and st.targets[0].value.id == name and isinstance(st.value, ast.Attribute)
                        and st.value.attr == "__name__" and isinstance(st.value.value, ast.Name) and st.value.value.id in params):
                    memo[fkey] = st.value.value.id
                    return memo[fkey]
            for d in nested[name].decorator_list:
                if (isinstance(d, ast.Call) and d.args and isinstance(d.args[0], ast.Name) and d.args[0].id in params
                        and ((isinstance(d.func, ast.Name) and d.func.id == "wraps")
                             or (isinstance(d.func, ast.Attribute) and d.func.attr == "wraps"))):
                    memo[fkey] = d.args[0].id
                    return memo[fkey]
        return None

    def wrapped_args(self, fkey, call, scope, env):
        pname = self.wraps_param(fkey)
        if pname is None:
            return set()
        fi = self.funcs[fkey]
        a = fi.node.args
        positional = [x.arg for x in a.posonlyargs + a.args]
        expr = next((kw.value for kw in call.keywords if kw.arg == pname), None)
        if expr is None and pname in positional:
            i = positional.index(pname) - (1 if fi.cls is not None and positional and positional[0] == "self" else 0)
            if 0 <= i < len(call.args):
                expr = call.args[i]
        return {v for v in self.ev(expr, scope, env) if v[0] in ("func", "method", "wrap")} if expr is not None else set()

    def returned_insts(self, fkey):
        memo = self.__dict__.setdefault("_returned_insts", {})
        if fkey in memo:
            return memo[fkey]
        memo[fkey] = set()  # recursion guard
        fi = self.funcs[fkey]
        fs = self.scope_of_node[id(fi.node)]
        out = set()
        for n in walk_no_nested(fi.node):
            if isinstance(n, ast.Return) and n.value is not None:
                out |= {v for v in self.ev(n.value, fs) if v[0] == "inst"}
        memo[fkey] = out
        return out

    def match_wrapper(self, fw, fq, node, scope, env):
        parts = fq.split(".")
        for n in (2, 1):
            tail = ".".join(parts[-n:])
            spec = WRAPPERS.get((fw, tail))
            if spec is None:
                continue
            pos, kws, namekws = spec[:3]
            schema_pos, schema_kws = spec[3:] if len(spec) > 3 else ([], [])
            if any(i < len(node.args) for i in schema_pos) or any(kw.arg in schema_kws for kw in node.keywords):
                # the schema is supplied by the caller: the callable is a wrapper, not a tool definition
                return ("wrap", fw, frozenset(), frozenset(), id(node))
            callables = set()
            for i in pos:
                if i < len(node.args):
                    callables |= self.ev(node.args[i], scope, env)
            for kw in node.keywords:
                if kw.arg in kws:
                    callables |= self.ev(kw.value, scope, env)
            names = set()
            for kw in node.keywords:
                if kw.arg in namekws:
                    ss = set(strs(self.ev(kw.value, scope, env)))
                    names |= ss if len(ss) == 1 else {"?"}
            callables = {c for c in callables if c[0] in ("func", "method", "wrap")}
            return ("wrap", fw, frozenset(callables), frozenset(names), id(node))
        return None


# ----------------------------------------------------------------------------
# Detection
# ----------------------------------------------------------------------------


class Lister:
    def __init__(self, pkg):
        self.p = pkg
        self.tools = {}  # (file, line, name) -> entry
        self.ignored = {}
        self.notes = Counter()
        self.unresolved = []

    # -- recording ----------------------------------------------------------

    SCHEMA_KEYS = ("inputSchema", "input_schema", "parameters", "parameters_json_schema", "params_json_schema")

    def static_schema(self, node, scope, depth=0):
        """Whether a literal's schema is written in the package: a dict literal (not bedrock's
        `{"json": <computed>}`), a genai `Schema(...)` constructor, or a name bound to one."""
        if node is None:
            return True
        if isinstance(node, ast.Dict):
            items = self.dict_items(node, scope)
            if set(items) == {"json"}:
                return self.static_schema(items["json"], scope, depth + 1)
            return True
        if isinstance(node, ast.Call):
            f = node.func
            tail = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            return tail == "Schema" or tail == "model_json_schema"
        if isinstance(node, ast.List):
            # selectools `parameters=[ToolParameter(name=..., param_type=str, ...), ...]`
            return all(isinstance(e, ast.Call) for e in node.elts)
        if isinstance(node, ast.Name) and depth < 4:
            sc = scope
            while sc is not None:
                for st in iter_body(sc.node.body):
                    if isinstance(st, (ast.Assign, ast.AnnAssign)) and st.value is not None:
                        targets = st.targets if isinstance(st, ast.Assign) else [st.target]
                        if any(isinstance(t, ast.Name) and t.id == node.id for t in targets):
                            return self.static_schema(st.value, sc, depth + 1)
                if self.param_owner(node.id, sc) is not None:
                    return False
                sc = sc.parent
        return False

    def add_literal(self, file, line, scope, name, fw, schema_node):
        if not self.static_schema(schema_node, scope):
            self.ignored.setdefault((file, line), {
                "file": file, "line": line, "qualname": "-",
                "reason": f"{fw} literal whose schema is computed at run time (a response model's, a converter's)"})
            return
        # the same name built twice in one function (a feature flag choosing between two
        # declarations, adk's load_artifacts): alternatives of one tool, the first line listed
        owner = scope.owner.qualname if scope.kind == "function" else None
        for e in self.tools.values():
            if e["idiom"] == "literal-schema" and e["file"] == file and e["name"] == name and e.get("_owner") == owner and owner:
                e.setdefault("alt_lines", [])
                e["alt_lines"] = sorted(set(e["alt_lines"]) | {line})
                return
        self.add(file, line, "-", name, fw, "literal-schema", prio=3)
        self.tools[(file, line, name)]["_owner"] = owner

    def add(self, file, line, qualname, name, framework, idiom, alt_lines=(), prio=5, via=None):
        # a name that reading the package's call sites settles (CONFIG, with the reason)
        name = self.p.cfg.get("names_by_line", {}).get(f"{file}:{line}", name)
        if name == "?":
            self.ignored.setdefault((file, line), {
                "file": file, "line": line, "qualname": qualname,
                "reason": f"{framework} {idiom} whose tool name is only known at run time (a factory's parameter)"})
            return
        key = (file, line, name)
        e = self.tools.get(key)
        entry = {
            "file": file,
            "line": line,
            "qualname": qualname,
            "name": name,
            "framework": framework,
            "idiom": idiom,
        }
        if alt_lines:
            entry["alt_lines"] = sorted(set(alt_lines) - {line})
        if via:
            entry["via"] = via
        entry["_prio"] = prio
        if e is None or prio < e["_prio"]:
            self.tools[key] = entry

    def add_func(self, fkey, name, framework, idiom, prio=5, alt_lines=(), via=None):
        fi = self.p.funcs[fkey]
        reason = self.p.cfg.get("ignore_funcs", {}).get(fi.qualname)
        if reason:
            self.ignored[(fi.module.path, fi.node.lineno)] = {
                "file": fi.module.path, "line": fi.node.lineno, "qualname": fi.qualname, "reason": reason}
            return
        if name is None:
            name = self.renamed(fi) or self.decorated_name(fi) or fi.node.name
        self.add(fi.module.path, fi.node.lineno, fi.qualname, name, framework, idiom, alt_lines, prio, via)

    def renamed(self, fi):
        """`f.__name__ = X` next to the def: the tool is named X ("?" when X is not constant)."""
        sc = self.p.def_scope[id(fi.node)]
        body = sc.node.body if sc.kind != "module" else sc.node.body
        for n in iter_body(body):
            if isinstance(n, ast.Assign) and len(n.targets) == 1:
                t = n.targets[0]
                if (isinstance(t, ast.Attribute) and t.attr == "__name__" and isinstance(t.value, ast.Name)
                        and t.value.id == fi.node.name):
                    ss = strs(self.p.ev(n.value, sc))
                    return ss[0] if len(ss) == 1 else "?"
        return None

    def decorated_name(self, fi):
        """Name given by an agno/strands `@tool(name=...)` on a method registered by a toolkit."""
        for d in fi.node.decorator_list:
            if isinstance(d, ast.Call):
                for kw in d.keywords:
                    if kw.arg in ("name", "name_override"):
                        ss = strs(self.p.ev(kw.value, self.p.def_scope[id(fi.node)]))
                        return ss[0] if len(ss) == 1 else "?"
        return None

    def callables_to_funcs(self, vals, depth=0):
        """Function keys (with a name override or None) from a value set."""
        out = []
        for v in vals:
            if v[0] == "func":
                out.append((v[1], None))
            elif v[0] == "wrap" and depth < 4:
                inner = self.callables_to_funcs(v[2], depth + 1)
                names = sorted(v[3])
                for k, n in inner:
                    out.append((k, names[0] if len(names) == 1 else n))
            elif v[0] == "method":
                self.unresolved.append(f"unresolved method self.{v[2]} on {self.p.classes[v[1]].qualname}")
        return out

    # -- drivers --------------------------------------------------------------

    def run(self):
        p = self.p
        for m in sorted(p.modules.values(), key=lambda m: m.path):
            self.visit_module(m)
        for ck in sorted(p.classes):
            self.visit_class(ck)
        for fi in p.funcs.values():  # configured exclusions are listed even when no rule fired
            reason = p.cfg.get("ignore_funcs", {}).get(fi.qualname)
            if reason:
                self.ignored[(fi.module.path, fi.node.lineno)] = {
                    "file": fi.module.path, "line": fi.node.lineno, "qualname": fi.qualname, "reason": reason}
        for key in list(self.tools):
            e = self.tools[key]
            if e["idiom"] != "literal-schema":
                continue
            ci = self.adk_declaring_class(e.get("_owner"), e["file"])
            if ci is None:
                continue
            # adk: the tool is the class (toolsight and users point at it); its declaration's
            # literal is the same tool
            del self.tools[key]
            self.add(e["file"], ci.node.lineno, ci.qualname, e["name"], "google-adk", "class-based",
                     alt_lines=[e["line"]] + e.get("alt_lines", []), prio=1, via="in-package-base")
        alt = {(e["file"], a, e["name"]) for e in self.tools.values() for a in e.get("alt_lines", ())}
        entries = []
        for key, e in self.tools.items():
            if key in alt:
                continue  # the same tool as an entry that lists this line as an alternative
            e = dict(e)
            e.pop("_prio")
            e.pop("_owner", None)
            entries.append(e)
        entries.sort(key=lambda e: (e["file"], e["line"], e["name"] or ""))
        return entries

    def visit_module(self, m):
        p = self.p
        mscope = p.scope_of_node[id(m.tree)]
        self.visit_stmts(m.tree.body, mscope, m)

    def visit_stmts(self, stmts, scope, m):
        p = self.p
        for node in iter_body(stmts):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.check_decorators(node, scope)
                fs = p.scope_of_node[id(node)]
                if re.search(r"(^|_)tools$", node.name) and fs.owner.cls is not None:
                    self.returned_tools(node, fs, m)
                self.scan_exprs(node, fs, m)
                self.visit_stmts(node.body, fs, m)
            elif isinstance(node, ast.ClassDef):
                cs = p.scope_of_node[id(node)]
                self.scan_exprs(node, cs, m)
                self.visit_stmts(node.body, cs, m)
            else:
                self.scan_stmt(node, scope, m)

    def scan_exprs(self, defnode, scope, m):
        # decorators and defaults are evaluated in the enclosing scope; nothing else here
        pass

    def scan_stmt(self, stmt, scope, m):
        """Look at the expressions of one simple statement (or the header of a
        compound one) for registration calls and literal schemas."""
        nodes = []
        if isinstance(stmt, (ast.If, ast.While)):
            nodes = [stmt.test]
        elif isinstance(stmt, (ast.For, ast.AsyncFor)):
            nodes = [stmt.iter]
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            nodes = [i.context_expr for i in stmt.items]
        elif isinstance(stmt, (ast.Try, ast.Match)) or type(stmt).__name__ == "TryStar":
            nodes = []
        else:
            nodes = [stmt]
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            t = stmt.targets[0]
            if isinstance(t, ast.Attribute) and t.attr == "TOOL_SPEC":
                # strands: `fn.TOOL_SPEC = TOOL_SPEC` makes fn (here a method) a module-style tool
                spec_names = set()
                for v in self.p.ev(stmt.value, scope):
                    if v[0] == "dict":
                        pass
                if isinstance(stmt.value, ast.Name):
                    for d in iter_body(m.tree.body):
                        if (isinstance(d, ast.Assign) and isinstance(d.value, ast.Dict)
                                and any(isinstance(x, ast.Name) and x.id == stmt.value.id for x in d.targets)):
                            items = self.dict_items(d.value, scope)
                            if "name" in items:
                                spec_names.add(self.const_name(items["name"], scope))
                spec_names.discard(None)
                for k, _ in self.callables_to_funcs(self.p.ev(t.value, scope)):
                    for nm in spec_names:
                        self.add_func(k, nm, "strands", "spec-attribute", prio=7)
        for root in nodes:
            for n, comp in self.walk_comprehensions(root, scope):
                if isinstance(n, ast.Call):
                    self.check_call(n, scope, m, stmt, comp)
                elif isinstance(n, ast.Dict):
                    self.check_dict(n, scope, m, stmt)

    def walk_comprehensions(self, root, scope):
        """walk_no_nested, with each node's comprehension variables: `FunctionTool(func) for func
        in [self.a, self.b]` (camel-oasis) and `GoogleTool(func=func) for func in read_funcs`
        (google-adk toolsets) wrap each element of the iterated list, so a call inside a
        comprehension sees its targets bound to the elements ({} outside any)."""
        todo = [(root, {})]
        first = True
        while todo:
            n, comp = todo.pop()
            yield n, comp
            if not first and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                continue
            first = False
            if isinstance(n, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
                inner = dict(comp)
                env = self.p.env_of(scope)
                for gen in n.generators:
                    todo.append((gen.iter, dict(inner)))
                    genv = env
                    for k, v in inner.items():
                        if k != PAIRS:
                            genv = Overlay(genv, k, v)
                    vals = self.p.elems(self.p.ev(gen.iter, scope, genv), gen.iter)
                    if isinstance(gen.target, ast.Name):
                        inner[gen.target.id] = vals
                    elif isinstance(gen.target, ast.Tuple) and all(isinstance(t, ast.Name) for t in gen.target.elts):
                        # `name: mcp.tool(name=name)(function) for name, function in TOOLS`: the pairs
                        # stay together, one binding per element (learn-mcp-server)
                        pairs = [v for v in vals if v[0] == "tup" and len(v[1]) == len(gen.target.elts)]
                        if pairs and len(pairs) <= 300 and not inner.get(PAIRS):
                            inner[PAIRS] = [{t.id: set(c) for t, c in zip(gen.target.elts, v[1])} for v in pairs]
                elts = [n.key, n.value] if isinstance(n, ast.DictComp) else [n.elt]
                todo.extend((c, inner) for c in reversed(elts + [i for g in n.generators for i in g.ifs]))
                continue
            todo.extend((c, comp) for c in reversed(list(ast.iter_child_nodes(n))))

    # -- decorators -------------------------------------------------------------

    def receiver_kind(self, recv_node, scope, depth=0):
        """'mcp' / 'fastmcp' / 'pydantic-ai' if recv is a tool-registering object."""
        vals = self.p.ev(recv_node, scope)
        for v in vals:
            if v[0] in ("inst", "self"):
                # `self.tool(f, name=...)` inside a method of a user subclass of FastMCP (issue 24 sweep 3: qdrant)
                t = v[1] if v[0] == "inst" else ("class", v[1])
                fqs = [self.p.fq_of(t)]
                if t[0] == "class":
                    fqs = self.p.ancestors_fq(t[1])
                for fq in fqs:
                    fw = framework_of(fq)
                    if fw in ("mcp", "fastmcp") and last(fq) in MCP_SERVER_CLASSES:
                        return fw
                    if fw == "pydantic-ai" and last(fq) in PYDANTIC_AI_AGENT_CLASSES:
                        return fw
        fb = self.p.cfg.get("receiver_fallback", {})
        if isinstance(recv_node, ast.Name) and recv_node.id in fb:
            if all(v[0] == "param" for v in vals):
                return fb[recv_node.id]
        if depth < 6:
            return self.passed_receiver_kind(recv_node, scope, depth)
        return None

    # -- receivers passed in (issue 24) -------------------------------------------
    # A server reaches the code that registers on it as a parameter (`def register_tools(mcp:
    # Any)`, ha-mcp, tree-sitter), through `self.app = app` (odoo), or through both
    # (`self.mcp = server.mcp` in a registry class built with `ToolsRegistry(self)`).
    # The receiver is what the package's own call sites pass.

    def call_sites(self):
        """callee's last name -> [(call, scope)] for every call in the package."""
        idx = self.__dict__.get("_call_sites")
        if idx is None:
            idx = defaultdict(list)
            for sc in list(self.p.scope_of_node.values()):
                for n in walk_no_nested(sc.node):
                    if isinstance(n, ast.Call):
                        f = n.func
                        tail = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
                        if tail:
                            idx[tail].append((n, sc))
            self._call_sites = idx
        return idx

    def param_owner(self, name, scope):
        """The function (FuncInfo) of scope or an enclosing function that has parameter `name`."""
        sc = scope
        while sc is not None and sc.kind != "module":
            if sc.kind == "function":
                a = sc.owner.node.args
                if name in [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]:
                    return sc.owner
            sc = sc.parent
        return None

    def sites(self, fi):
        """(call, caller scope) of the package's calls of fi (its class, for an __init__)."""
        p = self.p
        if fi.node.name == "__init__" and fi.cls is not None:
            targets, tail = {("class", fi.cls.key)}, fi.cls.node.name
        else:
            targets, tail = {("func", fi.key)}, fi.node.name
        # also under the names it is imported as (`from .registration import register_tools as
        # register_dynamic_instrumentation_tools`: cloudwatch-applicationsignals)
        tails = [tail] + sorted(self.import_aliases().get(tail, ()))
        return [(c, sc) for t in tails for c, sc in self.call_sites().get(t, ()) if p.ev(c.func, sc) & targets]

    def import_aliases(self):
        """imported name -> the local names `from m import name as alias` binds it to."""
        idx = self.__dict__.get("_import_aliases")
        if idx is None:
            idx = defaultdict(set)
            for m in self.p.modules.values():
                for n in ast.walk(m.tree):
                    if isinstance(n, ast.ImportFrom):
                        for a in n.names:
                            if a.asname and a.asname != a.name:
                                idx[a.name].add(a.asname)
            self._import_aliases = idx
        return idx

    def site_arg(self, fi, call, pname, shift=None):
        """The expression a call passes for parameter pname of fi (None if not passed or unknown)."""
        a = fi.node.args
        positional = [x.arg for x in a.posonlyargs + a.args]
        if shift is None:
            static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fi.node.decorator_list)
            shift = 1 if (fi.cls is not None and not static) else 0
        expr = next((kw.value for kw in call.keywords if kw.arg == pname), None)
        if expr is None and pname in positional:
            idx = positional.index(pname) - shift
            if 0 <= idx < len(call.args) and not any(isinstance(x, ast.Starred) for x in call.args[: idx + 1]):
                expr = call.args[idx]
        return expr

    def through_wrapper(self, fexpr, namecall, name_kws, positional_name, scope, kind, recv):
        """A registration inside the project's own helper whose callable (and name) are the
        helper's parameters: `def _register_tool(name, fn): mcp.tool(name=name)(paginating(name, fn))`
        (issue 24 sweep 3: aws-healthomics). The tools are what the helper's call sites pass."""
        p = self.p
        if scope.kind != "function":
            return
        fi = scope.owner
        a = fi.node.args
        params = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
        cand = sorted({n.id for n in ast.walk(fexpr) if isinstance(n, ast.Name) and n.id in params})
        if not cand:
            return
        name_expr = None
        if namecall is not None:
            name_expr = next((kw.value for kw in namecall.keywords if kw.arg in name_kws), None)
            if name_expr is None and positional_name and namecall.args:
                name_expr = namecall.args[0]
        name_param = name_expr.id if isinstance(name_expr, ast.Name) and name_expr.id in params else None
        # `prefixed_name = f"falcon_{name}"` bound once in the helper (or the f-string itself):
        # the name is the f-string with each parameter replaced by the string its call site
        # passes (falcon-mcp-extended's BaseModule._add_tool, issue 24 sweep 10)
        template = None if name_param else self.param_fstring(name_expr, fi, params)
        const = None if (name_param or template) else (self.name_from_call(namecall, scope, kws=name_kws, positional=positional_name) if namecall is not None else None)
        for call, sc in self.sites(fi):
            nm = const
            if name_param:
                e = self.site_arg(fi, call, name_param)
                ss = strs(p.ev(e, sc)) if e is not None else []
                nm = ss[0] if len(ss) == 1 else "?"
            elif template:
                parts = []
                for piece in template:
                    if isinstance(piece, str):
                        parts.append(piece)
                        continue
                    e = self.site_arg(fi, call, piece[1])
                    ss = strs(p.ev(e, sc)) if e is not None else []
                    if len(ss) != 1:
                        parts = None
                        break
                    parts.append(ss[0])
                nm = "".join(parts) if parts is not None else "?"
            for pn in cand:
                e = self.site_arg(fi, call, pn)
                if e is None:
                    continue
                for k, n in self.callables_to_funcs(p.ev(e, sc)):
                    self.add_func(k, nm or n, kind, "registration-call", prio=2, via="wrapper")

    @staticmethod
    def param_fstring(expr, fi, params):
        """The pieces of an f-string of the helper's parameters that `expr` is or names (a local
        bound once in the helper): literal strings and ("param", name); None otherwise."""
        if isinstance(expr, ast.Name) and expr.id not in params:
            bound = [st.value for st in ast.walk(fi.node)
                     if isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == expr.id for t in st.targets)]
            expr = bound[0] if len(bound) == 1 else None
        if not isinstance(expr, ast.JoinedStr):
            return None
        out = []
        for v in expr.values:
            if isinstance(v, ast.Constant) and isinstance(v.value, str):
                out.append(v.value)
            elif (isinstance(v, ast.FormattedValue) and v.conversion == -1 and v.format_spec is None
                  and isinstance(v.value, ast.Name) and v.value.id in params):
                out.append(("param", v.value.id))
            else:
                return None
        return out

    def arg_exprs(self, fi, pname):
        """(expression, caller scope) passed for parameter pname of fi at the package's call sites."""
        p = self.p
        a = fi.node.args
        positional = [x.arg for x in a.posonlyargs + a.args]
        static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fi.node.decorator_list)
        shift = 1 if (fi.cls is not None and not static) else 0
        idx = positional.index(pname) - shift if pname in positional else None
        if fi.node.name == "__init__" and fi.cls is not None:
            targets, tails = {("class", fi.cls.key)}, [fi.cls.node.name]
        else:
            targets, tails = {("func", fi.key)}, [fi.node.name]
        tails += sorted(self.import_aliases().get(tails[0], ()))
        out = []
        for tail in tails:
            for call, sc in self.call_sites().get(tail, ()):
                expr = next((kw.value for kw in call.keywords if kw.arg == pname), None)
                if expr is None and idx is not None and 0 <= idx < len(call.args):
                    if any(isinstance(x, ast.Starred) for x in call.args[: idx + 1]):
                        continue
                    expr = call.args[idx]
                if expr is None:
                    continue
                if not (p.ev(call.func, sc) & targets):
                    continue
                out.append((expr, sc))
        return out

    def receiver_via(self, recv, scope):
        """How the registering object reaches the registration (the `via` of a listed tool):
        `parameter` (passed in), `self-attribute` (`self.app`), `imported` (bound by an import
        from another module of the package), `subclass` (an instance of a user subclass of the
        framework class, defined in this module), `imported-subclass`, or `local`."""
        p = self.p
        if isinstance(recv, ast.Attribute):
            if isinstance(recv.value, ast.Name) and any(v[0] == "self" for v in p.ev(recv.value, scope)):
                return "self-attribute"
            return "parameter" if isinstance(recv.value, ast.Name) and self.param_owner(recv.value.id, scope) else "attribute"
        if not isinstance(recv, ast.Name):
            return "expression"
        if any(v[0] == "self" for v in p.ev(recv, scope)):
            return "self"  # `self.tool(...)` in a method of a user subclass of the server class
        if self.param_owner(recv.id, scope) is not None:
            return "parameter"
        imported = False
        sc = scope
        while sc is not None and not imported:
            for n in iter_body(sc.node.body):
                if isinstance(n, (ast.Import, ast.ImportFrom)) and any((a.asname or a.name.split(".")[0]) == recv.id for a in n.names):
                    imported = True
            sc = sc.parent
        sub = any(v[0] == "inst" and v[1][0] == "class" for v in p.ev(recv, scope))
        return ("imported-subclass" if sub else "imported") if imported else ("subclass" if sub else "local")

    def passed_receiver_kind(self, recv, scope, depth):
        p = self.p
        if isinstance(recv, ast.Name):
            fi = self.param_owner(recv.id, scope)
            if fi is not None:
                for expr, sc in self.arg_exprs(fi, recv.id):
                    kind = self.receiver_kind(expr, sc, depth + 1)
                    if kind:
                        return kind
        elif isinstance(recv, ast.Attribute) and isinstance(recv.value, ast.Name):
            for v in p.ev(recv.value, scope):
                ck = v[1] if v[0] == "self" else v[1][1] if (v[0] == "inst" and v[1][0] == "class") else None
                if ck is None:
                    continue
                for k in p.mro(ck)[0] + p.subclasses(ck):
                    for node, fs in p.self_assigns(k).get(recv.attr, ()):
                        kind = self.receiver_kind(node, fs, depth + 1)
                        if kind:
                            return kind
            fi = self.param_owner(recv.value.id, scope)
            if fi is not None:
                for expr, sc in self.arg_exprs(fi, recv.value.id):
                    kind = self.receiver_kind(ast.Attribute(value=expr, attr=recv.attr, ctx=ast.Load()), sc, depth + 1)
                    if kind:
                        return kind
        return None

    def name_from_call(self, call, scope, kws=("name", "name_override", "name_or_callable"), positional=True, env=None):
        if call is None:
            return None
        for kw in call.keywords:
            if kw.arg in kws:
                vals = self.p.ev(kw.value, scope, env)
                ss = strs(vals)
                if any(self.runtime_value(v) for v in vals):
                    # `name or agent.name or "adk_agent"`: the constant is only a fallback
                    return "?"
                if len(ss) == 1:
                    return ss[0]
                return "?"
        if positional and call.args:
            ss = strs(self.p.ev(call.args[0], scope))
            if len(ss) == 1:
                return ss[0]
        return None

    @staticmethod
    def runtime_value(v):
        """A value that stands for a string known only at run time: an unannotated parameter or
        a parameter annotated `str` / `Optional[str]`."""
        if v[0] == "param":
            return True
        return v[0] == "inst" and v[1][0] == "ext" and last(v[1][1]) in ("str", "Optional", "Union")

    def browser_use_registrar(self, recv, scope):
        """Whether recv is a browser-use Registry / Tools (`self.registry` assigned `Registry(...)` in a
        Tools method, `tools.registry` / `tools` of a parameter annotated Tools)."""
        p = self.p

        def is_reg(v):
            if v[0] not in ("inst", "self"):
                return False
            t = v[1] if v[0] == "inst" else ("class", v[1])
            fqs = p.ancestors_fq(t[1]) if t[0] == "class" else [p.fq_of(t)]
            return any(framework_of(fq) == "browser-use" and last(fq) in BROWSER_USE_REGISTRARS for fq in fqs)

        if any(is_reg(v) for v in p.ev(recv, scope)):
            return True
        if isinstance(recv, ast.Attribute):
            owners = p.ev(recv.value, scope)
            if recv.attr == "registry" and any(is_reg(v) for v in owners):
                return True
            for v in owners:
                ck = v[1] if v[0] == "self" else v[1][1] if (v[0] == "inst" and v[1][0] == "class") else None
                if ck is None:
                    continue
                for k in p.mro(ck)[0]:
                    for node, fs in p.self_assigns(k).get(recv.attr, ()):
                        if any(is_reg(x) for x in p.ev(node, fs)):
                            return True
        return False

    def check_decorators(self, fnode, scope):
        p = self.p
        fi = p.scope_of_node[id(fnode)].owner
        for dec in fnode.decorator_list:
            call = dec if isinstance(dec, ast.Call) else None
            target = dec.func if call is not None else dec
            if (call is not None and isinstance(target, ast.Attribute) and target.attr == "action"
                    and self.browser_use_registrar(target.value, scope)):
                self.add_func(fi.key, fnode.name, "browser-use", "decorator-call", prio=1)
                continue
            tail = target.attr if isinstance(target, ast.Attribute) else target.id if isinstance(target, ast.Name) else None
            alias = p.cfg.get("decorator_aliases", {}).get(tail) if isinstance(target, ast.Name) else None
            if alias:
                name = self.name_from_call(call, scope) or fnode.name
                self.add_func(fi.key, name, alias, "decorator-call" if call is not None else "decorator", prio=1)
                continue
            alias_reg = self.aliased_server_decorator(target, scope) if isinstance(target, ast.Name) else None
            if alias_reg:
                kind, via = alias_reg
                name = self.name_from_call(call, scope) or fnode.name
                self.add_func(fi.key, name, kind, "decorator-call" if call is not None else "decorator", prio=1, via=via)
                continue
            if tail not in DECORATOR_TAILS and not self.aliased_tool_decorator(target, scope):
                if call is not None:
                    reg = (self.factory_registration(call, scope) or self.registry_registration(call, scope)
                           or self.marker_registration(call, scope) or self.returned_server_decorator(call, scope))
                    if reg:
                        kind, name, via = reg
                        self.add_func(fi.key, name or fnode.name, kind, "decorator-factory", prio=1, via=via)
                continue
            idiom = "decorator-call" if call is not None else "decorator"
            if isinstance(target, ast.Attribute) and target.attr in ("tool", "tool_plain"):
                kind = self.receiver_kind(target.value, scope)
                if kind:
                    name = self.name_from_call(call, scope) or fnode.name
                    self.add_func(fi.key, name, kind, idiom, prio=1, via=self.receiver_via(target.value, scope))
                    continue
            for v in p.ev(target, scope):
                fq = p.fq_of(v)
                fw = framework_of(fq)
                if fw and (fw, last(fq)) in TOOL_DECORATORS:
                    name = self.name_from_call(call, scope) or fnode.name
                    self.add_func(fi.key, name, fw, idiom, prio=1)
                    break
            else:
                # the package's own factory named `tool` (lean-lsp-mcp's marker decorator; patent-mcp-server's
                # `def tool(**kw): return mcp.tool(annotations=READ_ONLY, **kw)`)
                reg = (self.marker_registration(call, scope) or self.returned_server_decorator(call, scope)) if call is not None else None
                if reg:
                    kind, name, via = reg
                    self.add_func(fi.key, name or fnode.name, kind, "decorator-factory", prio=1, via=via)

    def aliased_server_decorator(self, target, scope, depth=0):
        """(kind, via) when the decorator is a name bound to a server's own `tool` / `tool_plain`
        method: `tool = server.tool`, or one arm of a conditional expression, `_maybe_tool =
        _noop_decorator if canonical_only else server.tool` (tzero-mcp). `server.tool` is the bound
        method, so `@_maybe_tool(name=...)` is `server.tool(name=...)` on the path where the
        condition picks that arm; Python runs either arm, and a function the server registers on one
        path is a tool. The name is looked up where Python finds it: the innermost enclosing
        function or module scope that assigns it (class bodies are not enclosing scopes)."""
        if depth > 4:
            return None
        sc = scope
        while sc is not None:
            if sc.kind == "class" and sc is not scope:
                sc = sc.parent
                continue
            values = [s.value for s in iter_body(getattr(sc.node, "body", []))
                      if isinstance(s, ast.Assign) and len(s.targets) == 1
                      and isinstance(s.targets[0], ast.Name) and s.targets[0].id == target.id]
            if values:
                break
            sc = sc.parent
        else:
            return None
        while values:
            v = values.pop()
            if isinstance(v, ast.IfExp):
                values += [v.body, v.orelse]
            elif isinstance(v, ast.Attribute) and v.attr in ("tool", "tool_plain"):
                kind = self.receiver_kind(v.value, sc)
                if kind:
                    return kind, self.receiver_via(v.value, sc)
            elif isinstance(v, ast.Name) and v.id != target.id:
                r = self.aliased_server_decorator(v, sc, depth + 1)
                if r:
                    return r
        return None

    def aliased_tool_decorator(self, target, scope):
        """`from langchain_core.tools import tool as _tool` then `@_tool` (langchain-azure-ai): a
        framework tool decorator under another local name."""
        p = self.p
        for v in p.ev(target, scope):
            fq = p.fq_of(v)
            fw = framework_of(fq) if fq else None
            if fw and (fw, last(fq)) in TOOL_DECORATORS:
                return True
        return False

    # -- the project's own decorator factories (issue 24 sweep 3) ---------------------------
    # `@tools.writer("Title")` where `writer` returns `self._register(...)`, which returns a nested
    # `decorate(function)` whose body calls `self.server.tool(...)(wrap(function))` (excel-mcp-server).

    def factory_registration(self, call, scope):
        """(kind, name, via) when the decorator call returns a decorator that registers its argument."""
        p = self.p
        for v in p.ev(call.func, scope):
            if v[0] != "func":
                continue
            for dkey in self.returned_decorators(v[1], 0):
                reg = self.registers_param(dkey)
                if reg:
                    return reg
        return None

    def returned_server_decorator(self, call, scope):
        """(kind, name, via) when the decorator call's function returns a server's own decorator,
        `def tool(**kwargs): return mcp.tool(annotations=READ_ONLY, **kwargs)`, directly or through
        another such factory (`def legacy_tool(**kw): if FLAG: return tool(**kw); return lambda f: f`:
        some configuration registers): patent-mcp-server. The name is the call site's `name=`."""
        p = self.p
        for v in p.ev(call.func, scope):
            if v[0] == "func":
                r = self._returns_server_decorator(v[1], 0)
                if r:
                    kind, inner_name = r
                    name = self.name_from_call(call, scope, positional=False) or inner_name
                    return kind, (None if name == "?" else name), "decorator-factory"
        return None

    def _returns_server_decorator(self, fkey, depth):
        p = self.p
        if depth > 3:
            return None
        fi = p.funcs[fkey]
        fs = p.scope_of_node[id(fi.node)]
        for n in walk_no_nested(fi.node):
            if not (isinstance(n, ast.Return) and isinstance(n.value, ast.Call)):
                continue
            f = n.value.func
            if isinstance(f, ast.Attribute) and f.attr in ("tool", "tool_plain"):
                kind = self.receiver_kind(f.value, fs)
                if kind:
                    return kind, self.name_from_call(n.value, fs, positional=False)
            for v in p.ev(f, fs):
                if v[0] == "func" and v[1] != fkey:
                    r = self._returns_server_decorator(v[1], depth + 1)
                    if r:
                        return r
        return None

    def returned_decorators(self, fkey, depth):
        """Nested functions a function returns, following `return self.helper(...)` / `return g(...)`."""
        p = self.p
        if depth > 3:
            return []
        fi = p.funcs[fkey]
        fs = p.scope_of_node[id(fi.node)]
        out = []
        for n in walk_no_nested(fi.node):
            if not (isinstance(n, ast.Return) and n.value is not None):
                continue
            if isinstance(n.value, ast.Call):
                for v in p.ev(n.value.func, fs):
                    if v[0] == "func":
                        out += self.returned_decorators(v[1], depth + 1)
            else:
                for v in p.ev(n.value, fs):
                    if v[0] == "func" and p.funcs[v[1]].qualname.startswith(fi.qualname + ".<locals>."):
                        out.append(v[1])
        return out

    def registers_param(self, dkey):
        """A decorator body `X.tool(...)(... param ...)` / `X.add_tool(... param ...)` on a server X."""
        p = self.p
        fi = p.funcs[dkey]
        a = fi.node.args
        params = [x.arg for x in a.posonlyargs + a.args]
        if not params:
            return None
        first = params[0]
        ds = p.scope_of_node[id(fi.node)]
        for n in walk_no_nested(fi.node):
            if not isinstance(n, ast.Call) or not n.args:
                continue
            f = n.func
            if isinstance(f, ast.Call) and isinstance(f.func, ast.Attribute) and f.func.attr == "tool":
                recv, namecall, positional = f.func.value, f, True
            elif isinstance(f, ast.Attribute) and f.attr == "add_tool":
                recv, namecall, positional = f.value, n, False
            else:
                continue
            if not any(isinstance(x, ast.Name) and x.id == first for x in ast.walk(n.args[0])):
                continue
            kind = self.receiver_kind(recv, ds)
            if kind:
                name = self.name_from_call(namecall, ds, positional=positional)
                return kind, (None if name == "?" else name), "decorator-factory"
        return None

    # -- registry decorators (issue 24 sweep 4) -------------------------------------------
    # `@logged_tool()` / `@mcp_for_unity_tool(name=...)`: the factory's nested decorator appends
    # the function (alone, in a tuple or in a dict) to a module-level list, which the factory's
    # docstring documents as "registered later"; a function of the package loops over that list
    # (or over a getter returning it) and registers each element with `server.tool(...)(x)`
    # (notebooklm-mcp-cli's `register_all_tools`, mcpforunityserver's `register_all_tools`).
    # Read from the packages' code, not from toolsight's output.

    def registry_registration(self, call, scope):
        """(kind, name, via) when the decorator call appends its argument to a registry list that
        the package registers on a server."""
        p = self.p
        for v in p.ev(call.func, scope):
            if v[0] != "func":
                continue
            for dkey in self.returned_decorators(v[1], 0):
                lst = self.appended_registry(dkey)
                if lst is None:
                    continue
                kind = self.registry_consumer(lst)
                if kind:
                    name = self.name_from_call(call, scope)
                    return kind, (None if name == "?" else name), "registry"
        return None

    # -- marker decorators (issue 24 sweep 5) ---------------------------------------------
    # `@tool("lean_goal", annotations=...)` (lean-lsp-mcp's tool_registry.py): the factory's nested
    # decorator only sets an attribute on the function (`setattr(function, _DEFINITION_ATTR,
    # ToolDefinition(name, options))`) and returns it; the factory's docstring says "Mark a function
    # as an MCP tool", and a function of the package scans module namespaces for that attribute
    # (`getattr(function, _DEFINITION_ATTR, None)`) and registers each marked function with
    # `server.tool(name, **options)(function)`. Read from the package's code, not from toolsight's
    # output. (All seven modules carrying the marker are in the tuple lean passes to the scan.)

    def marker_registration(self, call, scope):
        p = self.p
        for v in p.ev(call.func, scope):
            if v[0] != "func":
                continue
            for dkey in self.returned_decorators(v[1], 0):
                attr = self.marked_attribute(dkey)
                if attr is None:
                    continue
                kind = self.marker_consumer(attr)
                if kind:
                    name = self.name_from_call(call, scope)
                    return kind, (None if name == "?" else name), "marker"
        return None

    def attr_string(self, node, module):
        """A string constant, or a module-level `NAME = "..."` of `module`."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            for s in module.tree.body:
                if (isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name)
                        and s.targets[0].id == node.id and isinstance(s.value, ast.Constant)
                        and isinstance(s.value.value, str)):
                    return s.value.value
        return None

    def marked_attribute(self, dkey):
        """The attribute name when the decorator body does `setattr(first_param, ATTR, ...)` and
        returns the parameter itself."""
        p = self.p
        fi = p.funcs[dkey]
        a = fi.node.args
        params = [x.arg for x in a.posonlyargs + a.args]
        if not params:
            return None
        first = params[0]
        attr = None
        returns_it = False
        for n in walk_no_nested(fi.node):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "setattr"
                    and len(n.args) == 3 and isinstance(n.args[0], ast.Name) and n.args[0].id == first):
                attr = self.attr_string(n.args[1], fi.module)
            if isinstance(n, ast.Return) and isinstance(n.value, ast.Name) and n.value.id == first:
                returns_it = True
        return attr if returns_it else None

    def marker_consumer(self, attr):
        """The framework of the server that a function reading the marker attribute
        (`getattr(x, ATTR, None)`) registers on with `server.tool(...)(x)`."""
        cache = self.__dict__.setdefault("_marker_consumers", {})
        if attr in cache:
            return cache[attr]
        cache[attr] = None
        p = self.p
        kind = None
        for sc in list(p.scope_of_node.values()):
            if sc.kind != "function" or kind:
                continue
            reads = any(
                isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "getattr"
                and len(n.args) >= 2 and self.attr_string(n.args[1], sc.module) == attr
                for n in walk_no_nested(sc.node))
            if not reads:
                continue
            for c in walk_no_nested(sc.node):
                if (isinstance(c, ast.Call) and isinstance(c.func, ast.Call)
                        and isinstance(c.func.func, ast.Attribute) and c.func.func.attr == "tool"):
                    kind = self.receiver_kind(c.func.func.value, sc)
                    if kind:
                        break
        cache[attr] = kind
        return kind

    def appended_registry(self, dkey):
        """(module name, list name) when the decorator body appends something holding its first
        parameter to a module-level list of its own module."""
        p = self.p
        fi = p.funcs[dkey]
        a = fi.node.args
        params = [x.arg for x in a.posonlyargs + a.args]
        if not params:
            return None
        first = params[0]
        top = set()
        for s in fi.module.tree.body:
            targets = s.targets if isinstance(s, ast.Assign) else [s.target] if isinstance(s, ast.AnnAssign) else []
            top |= {t.id for t in targets if isinstance(t, ast.Name)}
        for n in walk_no_nested(fi.node):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "append"
                    and isinstance(n.func.value, ast.Name) and n.func.value.id in top and len(n.args) == 1
                    and any(isinstance(x, ast.Name) and x.id == first for x in ast.walk(n.args[0]))):
                return (fi.module.name, n.func.value.id)
        return None

    def registry_consumer(self, lst):
        """The framework of the server that a loop over the registry list registers on."""
        cache = self.__dict__.setdefault("_registry_consumers", {})
        if lst in cache:
            return cache[lst]
        cache[lst] = None
        p = self.p
        kind = None
        for sc in list(p.scope_of_node.values()):
            if sc.kind != "function" or kind:
                continue
            for n in walk_no_nested(sc.node):
                if not (isinstance(n, (ast.For, ast.AsyncFor)) and self.iterates_registry(n.iter, sc, lst, 0)):
                    continue
                for c in ast.walk(n):
                    if not isinstance(c, ast.Call):
                        continue
                    f = c.func
                    if isinstance(f, ast.Call) and isinstance(f.func, ast.Attribute) and f.func.attr == "tool":
                        recv = f.func.value
                    elif isinstance(f, ast.Attribute) and f.attr == "add_tool":
                        recv = f.value
                    else:
                        continue
                    kind = self.receiver_kind(recv, sc)
                    if kind:
                        break
                if kind:
                    break
        cache[lst] = kind
        return kind

    def iterates_registry(self, it, sc, lst, depth):
        """`for x in REGISTRY`, `for x in get_registered()` (returning REGISTRY, `.copy()` or
        `list(...)` of it), or a local bound to one of those."""
        p = self.p
        if depth > 5:
            return False
        if isinstance(it, ast.Name):
            if self.names_registry(it.id, sc.module, lst):
                return True
            for n in walk_no_nested(sc.node):
                if (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
                        and n.targets[0].id == it.id and self.iterates_registry(n.value, sc, lst, depth + 1)):
                    return True
            return False
        if isinstance(it, ast.Call):
            if isinstance(it.func, ast.Attribute) and it.func.attr == "copy":
                return self.iterates_registry(it.func.value, sc, lst, depth + 1)
            if isinstance(it.func, ast.Name) and it.func.id in ("list", "tuple") and it.args:
                return self.iterates_registry(it.args[0], sc, lst, depth + 1)
            for v in p.ev(it.func, sc):
                if v[0] != "func":
                    continue
                g = p.funcs[v[1]]
                gs = p.scope_of_node[id(g.node)]
                for r in walk_no_nested(g.node):
                    if isinstance(r, ast.Return) and r.value is not None and self.iterates_registry(r.value, gs, lst, depth + 1):
                        return True
        return False

    def names_registry(self, name, module, lst):
        """Does `name` in `module` denote the registry list lst (defined there or imported)?"""
        if module.name == lst[0]:
            return name == lst[1]
        for s in module.tree.body:
            if isinstance(s, ast.ImportFrom):
                base = self.p.resolve_import(module, s.module, s.level)
                for a in s.names:
                    if a.name == lst[1] and (a.asname or a.name) == name and base == lst[0]:
                        return True
        return False

    def returned_tools(self, fnode, fs, m, depth=0):
        """`def get_tools(self): ... return [closure, self.method]`: the framework wraps what
        a toolkit-like object's get_tools returns (agno learning stores), following
        `return self.helper(...)` into the helper."""
        fw = framework_of(m.name)
        if fw not in ("agno", "camel") or depth > 3:
            return
        p = self.p
        vals = set()
        for n in walk_no_nested(fnode):
            if isinstance(n, ast.Return) and n.value is not None:
                vals |= p.ev(n.value, fs)
            # helpers that build the tools: `return self.get_agent_tools(...)`,
            # `tools.append(self._create_search_tool(...))`
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
                    and n.func.value.id == "self" and "tool" in n.func.attr):
                for v in p.ev(n.func, fs):
                    if v[0] == "func" and p.funcs[v[1]].cls is not None:
                        hf = p.funcs[v[1]]
                        self.returned_tools(hf.node, p.scope_of_node[id(hf.node)], hf.module, depth + 1)
        for v in vals:
            if v[0] != "func":
                continue
            fi = p.funcs[v[1]]
            inner = fi.qualname.startswith(fs.owner.qualname + ".<locals>.")
            if inner:
                self.add_func(v[1], None, fw, "get-tools", prio=4)

    # -- calls --------------------------------------------------------------------

    def block_index(self, scope):
        idx = getattr(scope, "_block_index", None)
        if idx is not None:
            return idx
        idx = {}

        def walk(stmts, parent):
            for i, s in enumerate(stmts):
                idx[id(s)] = (stmts, i, parent)
                if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    continue
                for field in ("body", "orelse", "finalbody"):
                    sub = getattr(s, field, None)
                    if isinstance(sub, list):
                        walk(sub, s)
                for h in getattr(s, "handlers", ()):
                    walk(h.body, s)
                for c in getattr(s, "cases", ()):
                    walk(c.body, s)

        walk(scope.node.body, None)
        scope._block_index = idx
        return idx

    def _assigns(self, s, name, scope):
        """(values assigned to `name` in statement s, whether s always assigns it)."""
        p = self.p
        if isinstance(s, (ast.Assign, ast.AnnAssign)) and s.value is not None:
            targets = s.targets if isinstance(s, ast.Assign) else [s.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                return p.ev_collection(s.value, scope), True
            return set(), False
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            return set(), False
        vals = set()
        for n in walk_no_nested(s):
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None and n is not s:
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                    vals |= p.ev_collection(n.value, scope)
        definite = False
        if isinstance(s, ast.If) and s.orelse:
            definite = self._block_assigns(s.body, name) and self._block_assigns(s.orelse, name)
        return vals, definite

    def _block_assigns(self, stmts, name):
        for s in stmts:
            if isinstance(s, (ast.Assign, ast.AnnAssign)):
                targets = s.targets if isinstance(s, ast.Assign) else [s.target]
                if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                    return True
            if isinstance(s, ast.If) and s.orelse and self._block_assigns(s.body, name) and self._block_assigns(s.orelse, name):
                return True
            if isinstance(s, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
                return True  # the path ends: it reaches nothing after
        return False

    def reaching(self, name, stmt, scope):
        """Values of local `name` reaching `stmt` (nearest preceding assignments), or None."""
        if scope.kind not in ("function", "module"):
            return None
        idx = self.block_index(scope)
        cur = stmt
        found = set()
        while cur is not None and id(cur) in idx:
            stmts, i, parent = idx[id(cur)]
            for j in range(i - 1, -1, -1):
                vals, definite = self._assigns(stmts[j], name, scope)
                found |= vals
                if definite:
                    return found
            cur = parent
        return None

    def call_env(self, call, scope, stmt):
        """The scope's environment, with the names passed to `call` narrowed to the
        assignments that reach it (so `f = a if x else b` then `Wrap(f, name="n")` in
        one branch and `Wrap(f, name="m")` in another do not mix)."""
        env = self.p.env_of(scope)
        if stmt is None:
            return env
        args = list(call.args) + [kw.value for kw in call.keywords]
        if isinstance(call.func, ast.Call):
            args += list(call.func.args) + [kw.value for kw in call.func.keywords]
        for a in args:
            if isinstance(a, ast.Name):
                r = self.reaching(a.id, stmt, scope)
                if r:
                    env = Overlay(env, a.id, r)
        return env

    def check_call(self, call, scope, m, stmt=None, comp=None):
        p = self.p
        f = call.func
        if not self.interesting_call(call):
            return
        comp = dict(comp or {})
        pairs = comp.pop(PAIRS, None)
        if pairs:
            for binding in pairs:
                self.check_call(call, scope, m, stmt, {**comp, **binding})
            return
        cenv = self.call_env(call, scope, stmt)
        for k, v in comp.items():
            cenv = Overlay(cenv, k, v)
        # mcp.tool(name=...)(f)   /   server.tool(...)(f)
        if isinstance(f, ast.Call) and isinstance(f.func, ast.Attribute) and f.func.attr in ("tool", "tool_plain") and call.args:
            recv = f.func.value
            kind = self.receiver_kind(recv, scope)
            if kind:
                name = self.name_from_call(f, scope, env=cenv)
                found = self.callables_to_funcs(p.ev(call.args[0], scope, cenv))
                for k, n in found:
                    self.add_func(k, name or n, kind, "registration-call", prio=2, via=self.receiver_via(recv, scope))
                if not found:
                    self.through_wrapper(call.args[0], f, ("name", "name_override", "name_or_callable"), True, scope, kind, recv)
                return
        # strands/langchain `tool(name=...)(f)`: a framework decorator factory applied by a call
        if isinstance(f, ast.Call) and call.args:
            for v in p.ev(f.func, scope):
                fq = p.fq_of(v)
                fw = framework_of(fq)
                if fw and (fw, last(fq)) in TOOL_DECORATORS:
                    name = self.name_from_call(f, scope)
                    for k, n in self.callables_to_funcs(p.ev(call.args[0], scope, cenv)):
                        self.add_func(k, name or n, fw, "registration-call", prio=2)
                    return
        # mcp.add_tool(f, name=...)   /   fastmcp mcp.tool(f)
        if isinstance(f, ast.Attribute) and f.attr in ("add_tool", "tool") and call.args:
            recv = f.value
            kind = self.receiver_kind(recv, scope)
            if kind:
                name = self.name_from_call(call, scope, positional=False)
                found = self.callables_to_funcs(p.ev(call.args[0], scope, cenv))
                for k, n in found:
                    self.add_func(k, name or n, kind, "registration-call", prio=2, via=self.receiver_via(recv, scope))
                if not found:
                    self.through_wrapper(call.args[0], call, ("name",), False, scope, kind, recv)
                return
        # pydantic-ai toolset.add_function(f, name=...) / self.add_function(...) in a FunctionToolset subclass
        if isinstance(f, ast.Attribute) and f.attr == "add_function" and call.args:
            if self.receiver_kind(f.value, scope) == "pydantic-ai":
                table = self.keyed_registration(call, scope)
                if table is not None:
                    for k, name in table:
                        self.add_func(k, name, "pydantic-ai", "registration-call", prio=2)
                    return
                name = self.name_from_call(call, scope, positional=False)
                for k, n in self.callables_to_funcs(p.ev(call.args[0], scope, cenv)):
                    self.add_func(k, name or n, "pydantic-ai", "registration-call", prio=2)
                return
        # literal schemas built with a constructor: mcp Tool(name=..., inputSchema=...)
        kwnames = {kw.arg for kw in call.keywords}
        if "name" in kwnames and ({"inputSchema", "input_schema", "parameters", "parameters_json_schema", "params_json_schema"} & kwnames):
            for c in p.ev(f, scope):
                fq = p.fq_of(c)
                fw = framework_of(fq)
                if (fw == "mcp" and last(fq) == "Tool") or (fw == "google-genai" and last(fq) == "FunctionDeclaration") or (
                    fw == "openai-agents" and last(fq) == "FunctionTool"
                ) or (fw == "selectools" and last(fq) == "Tool"):
                    # selectools Tool(name, description, parameters=[ToolParameter(...)], function=f)
                    name = self.name_from_call(call, scope, positional=False)
                    if name and name != "?":
                        schema = next((kw.value for kw in call.keywords if kw.arg in self.SCHEMA_KEYS), None)
                        self.add_literal(m.path, call.lineno, scope, name, fw, schema)
                    else:
                        self.notes["literal with non-constant name (converter code, not a tool)"] += 1
                    return
        # wrappers: FunctionTool(f), Function.from_callable(f, name=...), StructuredTool.from_function(...)
        vals = p._ev_call(call, scope, cenv)
        for w in vals:
            if w[0] == "wrap" and w[4] == id(call):
                idiom = "registration-call"
                fname = scope.node.name if scope.kind == "function" else None
                if fname == "get_tools" and scope.owner and scope.owner.cls is not None:
                    if p.is_subclass_of(scope.owner.cls.key, TOOLKIT_BASES):
                        idiom = "get-tools"
                co = next((kw.value for kw in call.keywords if kw.arg == "coroutine"), None)
                sync = next((kw.value for kw in call.keywords if kw.arg == "func"), call.args[0] if call.args else None)
                if w[1] == "langchain" and co is not None and sync is not None:
                    # one tool: langchain runs `func` on invoke and `coroutine` on ainvoke
                    names = sorted(w[3])
                    nm = names[0] if len(names) == 1 else None
                    alts = [p.funcs[k].node.lineno for k, _ in self.callables_to_funcs(p.ev(co, scope, cenv))]
                    syncs = self.callables_to_funcs(p.ev(sync, scope, cenv))
                    for k, n in syncs:
                        self.add_func(k, nm or n, w[1], idiom, prio=4, alt_lines=alts)
                    if syncs:
                        continue
                for k, n in self.callables_to_funcs({w}):
                    self.add_func(k, n, w[1], idiom, prio=4)
        # agent constructors: Agent(tools=[f, g]); FunctionToolset([f, g])
        tools_kw = [kw.value for kw in call.keywords if kw.arg == "tools"]
        if tools_kw or call.args:
            for c in p.ev(f, scope):
                fq = p.fq_of(c)
                fw = framework_of(fq)
                if fw and (fw, last(fq)) in AGENT_CLASSES_POSITIONAL_TOOLS and not tools_kw and call.args:
                    tools_kw = [call.args[0]]
                if tools_kw and fw and (fw, last(fq)) in AGENT_CLASSES:
                    for k, n in self.callables_to_funcs(p.ev(tools_kw[0], scope)):
                        fi = p.funcs[k]
                        if fi.cls is None:
                            self.add_func(k, n, fw, "named-list", prio=6)
                    break

    def keyed_registration(self, call, scope):
        """`for name in NAMES: self.add_function(registrations[name], name=name)` over a dict literal
        `registrations = {'read_file': self._read_file_tool, ...}` of the same scope (pydantic-ai-harness's
        FileSystemToolset): each key names the callable it maps to. None when the call is not that shape."""
        arg = call.args[0]
        name_kw = next((kw.value for kw in call.keywords if kw.arg == "name"), None)
        if not (isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Name) and isinstance(arg.slice, ast.Name)
                and isinstance(name_kw, ast.Name) and name_kw.id == arg.slice.id):
            return None
        for st in iter_body(scope.node.body):
            if (isinstance(st, (ast.Assign, ast.AnnAssign)) and isinstance(st.value, ast.Dict)
                    and any(isinstance(t, ast.Name) and t.id == arg.value.id
                            for t in (st.targets if isinstance(st, ast.Assign) else [st.target]))):
                out = []
                for k, v in zip(st.value.keys, st.value.values):
                    keys = strs(self.p.ev(k, scope)) if k is not None else []
                    if len(keys) == 1:  # a literal or a module constant (PERSISTENT_TOOL_NAME: self.shell)
                        for fk, _ in self.callables_to_funcs(self.p.ev(v, scope)):
                            out.append((fk, keys[0]))
                return out
        return None

    CALL_TAILS = {t.split(".")[-1] for (_, t) in WRAPPERS} | {"Tool", "FunctionDeclaration", "FunctionTool", "add_tool", "tool", "tool_plain", "add_function", "FunctionToolset"}

    def interesting_call(self, call):
        """Cheap syntactic pre-filter: only calls that could be one of the idioms are evaluated."""
        f = call.func
        if isinstance(f, ast.Call):
            g = f.func
            tail = g.attr if isinstance(g, ast.Attribute) else g.id if isinstance(g, ast.Name) else None
            return tail in ("tool", "tool_plain") or tail in DECORATOR_TAILS
        tail = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
        if tail in self.CALL_TAILS:
            return True
        if isinstance(f, ast.Subscript):
            return True
        return any(kw.arg == "tools" for kw in call.keywords)

    # -- literal dicts ------------------------------------------------------------

    def dict_items(self, d, scope):
        out = {}
        for k, v in zip(d.keys, d.values):
            if isinstance(k, ast.Constant) and isinstance(k.value, str):
                out[k.value] = v
        return out

    def const_name(self, node, scope):
        ss = strs(self.p.ev(node, scope))
        return ss[0] if len(ss) == 1 else None

    def check_dict(self, d, scope, m, stmt):
        items = self.dict_items(d, scope)
        if not items:
            return
        # strands module tool: TOOL_SPEC = {"name": ..., "inputSchema": ...}
        if (isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is d and "name" in items
                and any(isinstance(t, ast.Name) and t.id == "TOOL_SPEC" for t in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]))):
            name = self.const_name(items["name"], scope)
            if name:
                alts = []
                env = self.p.env_of(scope)
                for v in env.get(name, ()):
                    if v[0] == "func":
                        alts.append(self.p.funcs[v[1]].node.lineno)
                self.add(m.path, d.lineno, "-", name, "strands", "module-spec", alt_lines=alts, prio=0)
            return
        name = None
        fw = None
        if "type" in items and self.const_name(items["type"], scope) == "function":
            if "function" in items and isinstance(items["function"], ast.Dict):
                inner = self.dict_items(items["function"], scope)
                # `{"type": "function", "function": {"name": n}}` alone is a tool_choice, and with
                # "arguments" a tool call (langchain-community graph_qa): neither defines a tool
                if "name" in inner and {"parameters", "description"} & set(inner) and "arguments" not in inner:
                    fw = "openai"
                    name = self.const_name(inner["name"], scope) or "?"
            elif "name" in items and ("parameters" in items or "description" in items):
                fw = "openai"
                name = self.const_name(items["name"], scope) or "?"
        elif "name" in items and "input_schema" in items:
            fw = "anthropic"
            name = self.const_name(items["name"], scope) or "?"
        elif "name" in items and "inputSchema" in items:
            fw = "mcp"
            name = self.const_name(items["name"], scope) or "?"
        if fw is None:
            return
        if name == "?":
            self.notes["literal with non-constant name (converter code, not a tool)"] += 1
            return
        src = items["function"] if ("function" in items and isinstance(items["function"], ast.Dict)) else d
        inner = self.dict_items(src, scope)
        schema = next((inner[k] for k in self.SCHEMA_KEYS if k in inner), None)
        self.add_literal(m.path, d.lineno, scope, name, fw, schema)

    # -- classes ------------------------------------------------------------------

    ADK_BASE = {("google-adk", "BaseTool")}

    def adk_declaring_class(self, owner_qualname, file):
        """The google-adk BaseTool subclass whose `_get_declaration` builds a literal, if any."""
        if not owner_qualname or not owner_qualname.endswith("._get_declaration"):
            return None
        cq = owner_qualname[: -len("._get_declaration")]
        for ck, ci in self.p.classes.items():
            if ci.module.path == file and ci.qualname == cq and self.p.is_subclass_of(ck, self.ADK_BASE):
                return ci
        return None

    def adk_builtin(self, ci):
        """A google-adk BaseTool subclass named by `super().__init__(name='...')` that declares
        no function (`google_search`, `url_context`, `preload_memory`: a Gemini built-in tool or a
        request processor): it sends no function declaration, so it is not a function tool."""
        if any(isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "_get_declaration" for s in ci.node.body):
            return False
        for _, call in self.init_calls(ci):
            for kw in call.keywords:
                if kw.arg == "name" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                    return True
        return False

    def visit_class(self, ck):
        p = self.p
        ci = p.classes[ck]
        if p.is_subclass_of(ck, self.ADK_BASE) and self.adk_builtin(ci):
            self.ignored[(ci.module.path, ci.node.lineno)] = {
                "file": ci.module.path, "line": ci.node.lineno, "qualname": ci.qualname,
                "reason": "google-adk BaseTool without a function declaration of its own (a Gemini built-in tool such as google_search, or a request processor)"}
        tb = p.is_subclass_of(ck, TOOL_BASE_CLASSES)
        if tb:
            self.class_based(ci, tb[0][0])
        kb = p.is_subclass_of(ck, TOOLKIT_BASES)
        if kb:
            fw = TOOLKIT_BASES[kb[0]]
            if fw == "agno":
                self.agno_toolkit(ci)
            elif fw == "llama-index":
                self.llama_spec(ci)
            # camel: get_tools is handled by check_call (FunctionTool wrappers inside get_tools)

    def class_based(self, ci, fw):
        p = self.p
        ignore = p.cfg.get("ignore_classes", {})
        if ci.qualname in ignore:
            self.ignored[(ci.module.path, ci.node.lineno)] = {
                "file": ci.module.path, "line": ci.node.lineno, "qualname": ci.qualname, "reason": ignore[ci.qualname]}
            return
        name_node = None
        for s in ci.node.body:
            if isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "name" for t in s.targets):
                name_node = s.value
            elif isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) and s.target.id == "name" and s.value is not None:
                name_node = s.value
        if name_node is None:
            self.notes[f"{fw} tool subclass without a `name` of its own (abstract base or dynamic)"] += 1
            self.ignored[(ci.module.path, ci.node.lineno)] = {
                "file": ci.module.path, "line": ci.node.lineno, "qualname": ci.qualname,
                "reason": f"{fw} tool base class without a name of its own (abstract base or name set at run time)"}
            return
        if isinstance(name_node, ast.Call) and isinstance(name_node.func, ast.Name) and name_node.func.id == "Field":
            cand = [kw.value for kw in name_node.keywords if kw.arg == "default"] + list(name_node.args[:1])
            name_node = cand[0] if cand else None
        cscope = p.scope_of_node[id(ci.node)]
        name = self.const_name(name_node, cscope) if name_node is not None else None
        if name is None:
            self.ignored[(ci.module.path, ci.node.lineno)] = {
                "file": ci.module.path, "line": ci.node.lineno, "qualname": ci.qualname,
                "reason": f"{fw} tool class whose name is only known at run time"}
            return
        if fw == "smolagents":
            has_inputs = p.class_member(ci.key, "inputs") is not None
            if not has_inputs:
                self.notes["smolagents Tool subclass without inputs"] += 1
        direct = any(b[0] == "ext" and framework_of(b[1]) for b in p.bases_of(ci))
        self.add(ci.module.path, ci.node.lineno, ci.qualname, name, fw, "class-based", prio=1,
                 via="framework-base" if direct else "in-package-base")

    def init_calls(self, ci):
        """(method node, call) for super().__init__(...) / Base.__init__(self, ...) calls."""
        for s in ci.node.body:
            if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for n in walk_no_nested(s):
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "__init__":
                    yield s, n

    def agno_toolkit(self, ci):
        p = self.p
        for meth, call in self.init_calls(ci):
            fs = p.scope_of_node[id(meth)]
            for kw in call.keywords:
                if kw.arg == "tools":
                    for k, n in self.callables_to_funcs(p.ev(kw.value, fs)):
                        self.add_func(k, n, "agno", "toolkit-init", prio=2)
                elif kw.arg == "async_tools":
                    for v in p.ev(kw.value, fs):
                        if v[0] == "tup" and len(v[1]) == 2:
                            names = strs(v[1][1])
                            for k, n in self.callables_to_funcs(v[1][0]):
                                for nm in names or [None]:
                                    self.add_func(k, nm or n, "agno", "toolkit-async", prio=2)
        for s in ci.node.body:
            if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            fs = p.scope_of_node[id(s)]
            for n in walk_no_nested(s):
                if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "register"
                        and isinstance(n.func.value, ast.Name) and n.func.value.id == "self" and n.args):
                    name = None
                    for kw in n.keywords:
                        if kw.arg == "name":
                            ss = strs(p.ev(kw.value, fs))
                            name = ss[0] if len(ss) == 1 else None
                    for k, nm in self.callables_to_funcs(p.ev(n.args[0], fs)):
                        self.add_func(k, name or nm, "agno", "toolkit-register", prio=2)

    def llama_spec(self, ci):
        p = self.p
        mem = p.class_member(ci.key, "spec_functions")
        if mem is None or mem[0] != "value":
            return
        _, owner, node = mem
        if owner != ci.key:
            return  # inherited list: listed on the class that defines it
        cscope = p.scope_of_node[id(p.classes[owner].node)]
        vals = p.ev_collection(node, cscope)
        for v in vals:
            if v[0] == "str":
                self._spec_fn(ci, v[1], None)
            elif v[0] == "tup" and len(v[1]) == 2:
                for sync in strs(v[1][0]):
                    for asyn in strs(v[1][1]):
                        self._spec_fn(ci, sync, asyn)

    def _spec_fn(self, ci, name, async_name):
        p = self.p
        vals = p.attr_of(("self", ci.key), name)
        alts = []
        if async_name:
            for v in p.attr_of(("self", ci.key), async_name):
                if v[0] == "func":
                    alts.append(p.funcs[v[1]].node.lineno)
        for v in vals:
            if v[0] == "func":
                self.add_func(v[1], name, "llama-index", "spec-functions", prio=2, alt_lines=alts)
            else:
                self.unresolved.append(f"spec function {name} not found on {ci.qualname}")


# ----------------------------------------------------------------------------


def norm_name(n):
    return re.sub(r"[-_.]+", "-", n.lower())


def read_packages():
    out = []
    with open(os.path.join(HERE, "packages.txt")) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            name, ver = line.split("==")
            out.append((norm_name(name), ver))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    if sys.version_info < (3, 13):
        print("list_tools: warning: Python < 3.13 cannot parse PEP 695/701 syntax that some packages use; "
              "their modules land in parse_errors (run with python3.13 or newer)", file=sys.stderr)
    ap.add_argument("--src", default=os.path.join(REPO, "target", "sweep", "src"))
    ap.add_argument("--out", default=os.path.join(HERE, "listings"))
    ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    sys.setrecursionlimit(10000)
    pkgs = read_packages()
    if args.names:
        pkgs = [(n, v) for n, v in pkgs if n in {norm_name(x) for x in args.names}]
    os.makedirs(args.out, exist_ok=True)
    summary = {}
    for name, ver in pkgs:
        root = os.path.join(args.src, name)
        if not os.path.isdir(root):
            print(f"list_tools: {root} missing; run tests/sweep/fetch.sh first", file=sys.stderr)
            sys.exit(2)
        pkg = Package(name, root)
        lister = Lister(pkg)
        tools = lister.run()
        ignored = sorted(lister.ignored.values(), key=lambda e: (e["file"], e["line"]))
        doc = {
            "package": name,
            "version": ver,
            "tools": tools,
            "ignored": ignored,
            "notes": dict(sorted(lister.notes.items())),
            "unresolved": sorted(set(lister.unresolved)),
            "parse_errors": pkg.parse_errors,
        }
        with open(os.path.join(args.out, name + ".json"), "w") as f:
            json.dump(doc, f, indent=1, sort_keys=False)
            f.write("\n")
        summary[name] = (ver, tools, ignored)
        if args.verbose:
            for e in tools:
                print(f"  {e['file']}:{e['line']} {e['qualname']} {e['name']!r} {e['framework']} {e['idiom']}")
        print(f"{name}=={ver}: {len(tools)} tools, {len(ignored)} ignored", file=sys.stderr)
    if not args.names:
        write_summary(summary, os.path.join(args.out, "SUMMARY.md"))


def write_summary(summary, path):
    idioms = sorted({e["idiom"] for _, t, _ in summary.values() for e in t})
    lines = ["# Ground-truth listing: tools per package and idiom", "",
             "Generated by `tests/sweep/list_tools.py`; do not edit.", "",
             "| package | version | frameworks | tools | " + " | ".join(idioms) + " | ignored |",
             "|---|---|---|---|" + "---|" * len(idioms) + "---|"]
    tot = Counter()
    total = 0
    nign = 0
    for name in sorted(summary):
        ver, tools, ignored = summary[name]
        c = Counter(e["idiom"] for e in tools)
        fws = ", ".join(f"{k} {v}" for k, v in sorted(Counter(e["framework"] for e in tools).items()))
        tot.update(c)
        total += len(tools)
        nign += len(ignored)
        lines.append(f"| {name} | {ver} | {fws} | {len(tools)} | " + " | ".join(str(c.get(i, 0) or "") for i in idioms) + f" | {len(ignored) or ''} |")
    lines.append(f"| **total** | | | **{total}** | " + " | ".join(str(tot.get(i, 0)) for i in idioms) + f" | {nign} |")
    lines.append("")
    with open(path, "w") as f:
        f.write("\n".join(lines))


def newer_python():
    """An interpreter >= 3.13 to parse the packages' newer syntax: $LISTER_PYTHON, python3.14/3.13 on
    PATH, or a pyenv install; None when there is none (then this one is used, with a warning)."""
    import glob
    import subprocess
    cands = [os.environ.get("LISTER_PYTHON"), "python3.14", "python3.13"]
    cands += sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.1[3-9]*/bin/python3")), reverse=True)
    for c in cands:
        if not c:
            continue
        try:
            r = subprocess.run([c, "-c", "import sys; sys.exit(sys.version_info < (3, 13))"], capture_output=True, timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if r.returncode == 0:
            return c
    return None


def reexec():
    """Re-run under a fixed hash seed (set iteration order feeds tie-breaks, so the listing is
    reproducible) and, when this interpreter is older than 3.13, under a newer one."""
    if os.environ.get("PYTHONHASHSEED") == "0" and (sys.version_info >= (3, 13) or os.environ.get("LISTER_REEXEC")):
        return
    os.environ["PYTHONHASHSEED"] = "0"
    os.environ["LISTER_REEXEC"] = "1"
    exe = sys.executable if sys.version_info >= (3, 13) else (newer_python() or sys.executable)
    os.execv(exe, [exe] + sys.argv)


if __name__ == "__main__":
    reexec()
    main()
