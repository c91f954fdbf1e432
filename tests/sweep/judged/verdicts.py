"""The verdicts of the judged samples in this folder, as rules: each was decided by reading the
finding's site and the framework's source (the evidence strings say what decided it), then
applied to every drawn line it fits. `python3 verdicts.py SAMPLE...` fills in unjudged lines;
`--before FINAL_RUN_DIR` judges a sample of the run before the issue-26 changes, where a
finding the changes removed is judged on what removed it. Lines no rule fits stay empty
(the scorer refuses them) and were read one by one."""
import os
import re
import sys

AGNO_ALT = "alternatives, not one set: agno registers sync/async twins (async_tools=) and if/else variants and sends get_functions() or get_async_functions() per run (agno/tools/toolkit.py:443-465), never both"
CAMEL_ALT = "get_tools() loops over tool_map, one entry per name; the second entry is the pixel/ref wrapper alternative (_create_mode_wrapper), never sent with the first"
SMOL_WS = "GoogleSearchTool/WebSearchTool/ApiWebSearchTool share the name web_search but no list sends them together (TOOL_MAPPING holds DuckDuckGoSearchTool only)"
AGNO_ASYNC_DOC = "verified with agno 3.1.10: Toolkit(async_tools=[(aget_x, 'get_x')]).get_async_functions()['get_x'].description == '' when the async twin has no docstring"
ACI_SCHEMA = "camel FunctionTool(dummy_func, openai_tool_schema=schema): the schema is given, not derived from dummy_func"
AGNO_G004 = "agno/utils/gemini.py convert_schema sends Schema(type=OBJECT) without properties for a tool without parameters; Gemini: 'properties: should be non-empty for OBJECT type' (agno#2112)"
CAMEL_STRICT = "camel sends strict: True (camel/toolkits/function_tool.py:319); OpenAI strict rejects this schema node"
L011_AGNO = "agno's get_json_schema drops defaults (no 'default' key in the payload) and the parameter's description does not state it"
L010_AGNO = "agno 3.1.10 maps the type as the message says (frameworks.md section 3; agno/utils/json_schema.py); the model cannot send the real value"


SRC = os.environ.get("SWEEP_SRC", "target/sweep/src")


def enclosing_def(pkg, where):
    """The function a diagnostic's line belongs to, and the module's source."""
    f, line, _ = where.rsplit(":", 2)
    src = open(os.path.join(SRC, pkg, f)).read()
    lines = src.split("\n")
    for i in range(int(line) - 1, -1, -1):
        m = re.match(r"\s*(?:async\s+)?def\s+(\w+)", lines[i])
        if m:
            return m.group(1), src
    return None, src


def doc_assigned(pkg, where):
    """`f.__doc__ = g.__doc__` in the module for the diagnostic's function: g, else None."""
    name, src = enclosing_def(pkg, where)
    if not name:
        return None, src
    m = re.search(r"\b" + re.escape(name) + r"\.__doc__\s*=\s*(\w+)\.__doc__", src)
    return (m.group(1) if m else None), src


# Defaults the description states in words toolsight does not match to the value.
IN_WORDS = {
    ("agno/tools/baidusearch.py", "language"): "'Search language, default Chinese' for \"zh\"",
    ("agno/tools/docker.py", "all"): "'(default shows just running)' for False",
    ("agno/tools/e2b.py", "directory_path"): "'(default: root directory)' for \"/\"",
    ("agno/tools/superserve.py", "directory"): "'(default: root)' for \"/\"",
}


def judge(code, pkg, where, msg):
    f = where.rsplit(":", 2)[0]
    if code == "L011":
        m = re.search(r"`(\w+)` defaults to", msg)
        if m and (f, m.group(1)) in IN_WORDS:
            return "wrong", "the description states the default in words: " + IN_WORDS[(f, m.group(1))]
    if code in ("D001", "L011") and pkg == "agno":
        g, src = doc_assigned(pkg, where)
        if g and code == "D001":
            return "wrong", f"the module assigns __doc__ from {g} (`f.__doc__ = {g}.__doc__`): agno sends that docstring"
        if g and code == "L011":
            p = re.search(r"`(\w+)` defaults to", msg).group(1)
            body = src[src.find(f"def {g}("):]
            entry = re.search(r"\n\s*" + re.escape(p) + r"\b[^\n]*", body[:4000])
            if entry and re.search(r"default", entry.group(0), re.I):
                return "wrong", f"__doc__ is assigned from {g}, whose entry says the default ({entry.group(0).strip()[:60]}); toolsight does not read the assignment"
    if code == "C001":
        if "hybrid_browser" in f:
            return "wrong", CAMEL_ALT
        if pkg == "smolagents":
            return "wrong", SMOL_WS
        if pkg == "agno":
            return "wrong", AGNO_ALT
    if code in ("K001", "T002") and "hybrid_browser" in f:
        return "wrong", "counts the pixel/ref wrapper alternatives of get_tools() as tools sent together (286); one set holds one tool per name (~30)"
    if code == "T002" and "earth_science" in f:
        return "right", "get_tools() returns 96 FunctionTools in one list; camel sends all of them with strict schemas"
    if code == "D001":
        if "knowledge/page/tools.py" in f:
            return "wrong", "the module assigns function.description = description or search_pages.__doc__ after Function.from_callable: the description is not empty"
        if pkg == "agno" and re.search(r"`a\w+` has no docstring", msg):
            return "right", AGNO_ASYNC_DOC
        if "aci_toolkit" in f:
            return "wrong", ACI_SCHEMA
        if pkg == "langchain-google-community":
            return "wrong", "a BaseTool subclass: its description attribute is the description, not a docstring"
        if "patronus_eval_tool.py" in f:
            return "wrong", "PatronusEvalTool.__init__ assigns self.description (line 104): the description is not empty"
        if "context/wiki/provider.py" in f or "context/provider.py" in f:
            return "right", "@tool(name=self.update_tool_name) on a closure without a docstring and no description=: agno sends description ''"
    if code == "D002":
        if "load_tool.py" in f:
            return "wrong", "`param1` is inside an example tool written in load_tool's docstring, not an Args entry of load_tool"
        if "mem0.py" in f:
            return "wrong", "`Example:` is a sub-heading inside the Args block, not a documented parameter"
        if "outlook" in f:
            return "wrong", "`else` comes from a continuation line of the Args block parsed as an entry"
        if "aci_toolkit" in f:
            return "right", "Args documents app_name; the parameter is func_name"
        if "text_memory_plugin" in f:
            return "right", "save(self, text, key, collection=...) has no kernel parameter; the docstring documents one"
        if "google/search/base.py" in f:
            return "right", "google_search(self, query) documents `num` in Args; the signature has no such parameter"
    if code == "D004":
        return "unsure", "OpenAI's 1024-character description cap is observed (sentry-mcp#106) but UNCONFIRMED for current models (providers.md D1)"
    if code == "G004":
        if pkg == "agno" and "declaration has no parameters" in msg:
            return "right", AGNO_G004
        if "get_calendars_info" in f:
            return "wrong", "langchain-google-genai sends a BaseTool without args_schema with a required __arg1 STRING (_format_base_tool_to_function_declaration), not an empty OBJECT"
        if pkg == "agno" and "steps[]" in msg:
            return "unsure", "a recursive model (WorkflowStepSpec.steps); whether agno's convert_schema leaves the recursion an empty OBJECT was not run"
        if pkg == "agno":
            return "right", "agno/utils/gemini.py convert_schema turns an object schema without properties into Schema(type=OBJECT) without properties; Gemini rejects it (providers.md: browser-use#3786, nested)"
        if "create_event" in f:
            return "unsure", "langchain-google-genai's _dict_to_genai_schema of Dict[str, Any] items was not run offline"
    if code == "G008":
        return "right", "the value is Any: agno's convert_schema gives a Schema without type; Vertex / Gemini 3: 'didn't specify the schema type field' (providers.md)"
    if code == "L003":
        return "unsure", "smolagents' own `audio` input type: whether its model adapters map it before sending was not run"
    if code == "L010":
        if pkg == "crewai-tools":
            return "right", "crewai's function calling turns a dict field into an empty closed object (frameworks.md section 3, crewai 1.15.30)"
        return "right", L010_AGNO
    if code == "L011":
        if pkg == "crewai-tools":
            return "right", "crewai's convert_tools_to_openai_schema sends the args model strict (all required) without defaults (agent_utils.py)"
        if pkg == "semantic-kernel":
            return "right", "semantic-kernel never sends a default; the parameter is only left out of required"
        if pkg == "agno":
            return "right", L011_AGNO
    if code == "L012":
        return "right", "@kernel_function(description=...) replaces the docstring, and SK reads parameter descriptions from Annotated only"
    if code == "L014":
        return "right", "verified with agno 3.1.10: Function.from_callable on a function with team: 'Team' logs 'Could not parse args' and keeps parameters {}"
    if code in ("S002", "S005", "S007", "S009", "S010", "S011") and pkg == "camel-ai":
        if "aci_toolkit.py:479" in where:
            return "wrong", ACI_SCHEMA
        if code == "S011":
            return "right", "camel's sanitize_and_enforce_required makes every parameter required in strict mode and drops the default"
        return "right", CAMEL_STRICT
    if code == "S010":
        return "unsure", "a nested object without properties in a non-strict Chat Completions payload: the gpt-5 / Responses rejection is observed only at the root (providers.md) and was not reproduced"
    if code == "T001":
        if pkg == "crewai-tools":
            return "wrong", "the count is of crewai's native tool object (description, args schema and the prompt block formatted_description); the function-calling payload crewai sends is smaller"
        return "right", "the payload toolsight renders for the framework's target, counted with o200k_base; over 1,000 tokens"
    if code == "V003":
        return "right", "strands builds a pydantic model: `x: str = None` becomes a non-nullable string with default null, required by others (V003's claim)"
    return None, None


import json, os

FINAL = None


def final_keys(final_dir):
    keys = set()
    for fn in os.listdir(final_dir):
        for x in json.load(open(os.path.join(final_dir, fn))):
            st = x["range"]["start"]
            keys.add((x["code"], fn[:-5], f"{x['file']}:{st['line'] + 1}:{st['character'] + 1}"))
    return keys


def judge_before(code, pkg, where, msg):
    """The run before the changes: the same judgements, plus the findings the changes
    removed, judged on what removed them."""
    gone = FINAL is not None and (code, pkg, where) not in FINAL
    if code == "V002":
        return "wrong", "the framework validates arguments with pydantic or passes them on (agno validate_call, FastMCP/MCP, strands, llama-index): a null reaches the function as None; only stores/selectools replace it"
    if code == "V001":
        if "not in the Gemini payload" in msg:
            return "redundant", "the same dropped default as the L011 at this place (agno never sends defaults), and its fix does not show the model the default"
    if code == "N001" and pkg == "crewai-tools":
        return "wrong", "crewai sends sanitize_tool_name(name) (crewai/utilities/agent_utils.py:283): 'brave_image_search'"
    if code == "N006":
        return "wrong", "not an MCP server's tool: no client prefixes the name"
    if code == "L001" and pkg == "camel-ai":
        return "wrong", "Optional[Union[str, Callable]]: pydantic's union_schema skips the Callable member and builds the rest (verified, pydantic 2.14)"
    if code == "L001" and pkg == "agno":
        return "wrong", "verified with agno 3.1.10: from_callable catches the NameError and sends the tool with parameters {} (a team parameter skips validate_call)"
    if code == "L011" and gone:
        return "wrong", "the parameter's description already states the default (e.g. 'Defaults to 1.', 'default: 30', 'null uses 20')"
    if code in ("G004", "G008") and gone:
        return "redundant", "the parameter's type is already lost (L010 at the same place: bytes/Any sent as an empty object, or agno's example_key); Gemini's objection is its consequence"
    if code == "L010" and gone:
        return "redundant", "a second L010 at the same parameter (agno's Gemini example_key next to the Any value): one problem, now one diagnostic"
    if code == "T001" and gone and pkg != "crewai-tools":
        return "wrong", "over budget only with the MCP outputSchema counted; clients send the model name, description and inputSchema"
    return judge(code, pkg, where, msg)


def main(path, before=False):
    out = []
    unknown = []
    for line in open(path):
        if line.startswith("#") or not line.strip():
            out.append(line)
            continue
        parts = line.rstrip("\n").split("\t")
        v, e, code, pkg, where, msg = parts[:6]
        if not v:
            v, e = (judge_before if before else judge)(code, pkg, where, msg)
            if v is None:
                unknown.append(f"{code} {pkg} {where} {msg[:120]}")
                v, e = "", ""
        out.append("\t".join([v, e, code, pkg, where, msg]) + "\n")
    open(path, "w").writelines(out)
    print(f"{path}: {len(unknown)} unjudged", file=sys.stderr)
    for u in unknown:
        print("  ", u, file=sys.stderr)


args = sys.argv[1:]
before = False
if args and args[0] == "--before":
    FINAL = final_keys(args[1])
    before = True
    args = args[2:]
for p in args:
    main(p, before)
