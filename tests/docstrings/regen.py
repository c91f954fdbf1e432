"""Write tests/docstrings/expected.json: what each framework makes of each docstring case.

Run with a Python that has the framework pins installed (tests/regen.sh runs it with
.venv-oracle-fw, whose tests/oracle/requirements-frameworks.txt pins the same versions as
tests/docstrings/requirements.txt; no network needed):

    python tests/docstrings/regen.py [OUT]        (default OUT: tests/docstrings/expected.json)

For every case in cases.py a real function is built (a generated `def` with `str`-annotated
parameters, then `__doc__` set) and handed to each library's own code. The output is
deterministic: rerunning it gives a byte-identical file.
"""

import json
import logging
import sys
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from cases import CASES  # noqa: E402

logging.disable(logging.CRITICAL)
warnings.simplefilter("ignore")

FUNC_NAME = "get_weather"


def make_function(doc, params):
    sig = ", ".join(f"{p}: str" for p in params)
    namespace: dict = {}
    # dont_inherit: this module's own compiler flags must not leak into the generated code.
    code = compile(f"def {FUNC_NAME}({sig}):\n    return ''\n", "<case>", "exec", dont_inherit=True)
    exec(code, namespace)
    fn = namespace[FUNC_NAME]
    fn.__doc__ = doc
    return fn


def error(exc: BaseException) -> dict:
    return {"error": {"type": type(exc).__name__, "message": str(exc)}}


def pairs(mapping) -> list:
    return [[k, v] for k, v in (mapping or {}).items()]


def schema_descriptions(schema: dict, params) -> list:
    props = schema.get("properties", {})
    return [[p, props[p]["description"]] for p in params if p in props and "description" in props[p]]


def run_openai_agents(fn, params):
    from agents.function_schema import function_schema, generate_func_documentation

    doc = generate_func_documentation(fn)
    # What function_schema builds from it: the description, and per-parameter lookups.
    fs = function_schema(fn)
    assert fs.description == doc.description, (fs.description, doc.description)
    return {"description": doc.description, "params": pairs(doc.param_descriptions)}


def run_pydantic_ai(fn, params):
    from pydantic_ai._griffe import doc_descriptions

    description, descs = doc_descriptions(fn, docstring_format="auto")
    return {"description": description, "params": pairs(descs)}


def run_fastmcp(fn, params):
    from fastmcp.tools import Tool
    from fastmcp.utilities.docstring_parsing import parse_docstring

    tool = Tool.from_function(fn)
    parsed = parse_docstring(fn)
    assert tool.description == parsed.description
    return {"description": tool.description, "params": pairs(parsed.parameters)}


def run_langchain(fn, params):
    from langchain_core.tools.base import _infer_arg_descriptions
    from langchain_core.utils.function_calling import convert_to_openai_tool

    try:
        out = convert_to_openai_tool(fn)["function"]
    except Exception as exc:  # noqa: BLE001
        return error(exc)
    _, descs = _infer_arg_descriptions(fn, parse_docstring=True)
    got = schema_descriptions(out["parameters"], params)
    assert got == [[k, v] for k, v in descs.items() if k in params], (got, descs)
    return {"description": out.get("description"), "params": pairs(descs)}


def run_langchain_tool(parse_docstring):
    def run(fn, params):
        from langchain_core.tools import tool

        try:
            t = tool(fn, parse_docstring=parse_docstring)
        except Exception as exc:  # noqa: BLE001
            return error(exc)
        descs = [[k, v["description"]] for k, v in t.args.items() if "description" in v]
        return {"description": t.description, "params": descs}

    return run


def run_llama_index(fn, params):
    from llama_index.core.tools import FunctionTool

    tool = FunctionTool.from_defaults(fn=fn)
    docs, _ = FunctionTool.extract_param_docs(fn.__doc__ or "", set(params))
    docs = {k: v.strip() for k, v in docs.items()}
    got = schema_descriptions(tool.metadata.fn_schema.model_json_schema(), params)
    assert got == [[p, docs[p]] for p in params if p in docs], (got, docs)
    return {"description": tool.metadata.description, "params": pairs(docs)}


def run_anthropic(fn, params):
    from anthropic.lib.tools import beta_tool

    try:
        t = beta_tool(fn)
        param = t.to_dict()
    except Exception as exc:  # noqa: BLE001
        return error(exc)
    return {
        "description": param.get("description"),
        "params": schema_descriptions(param["input_schema"], params),
    }


def run_mcp(fn, params):
    from mcp.server.mcpserver.tools.base import Tool

    t = Tool.from_function(fn)
    return {"description": t.description, "params": schema_descriptions(t.parameters, params)}


FRAMEWORKS = {
    "openai_agents": run_openai_agents,
    "pydantic_ai": run_pydantic_ai,
    "fastmcp": run_fastmcp,
    "langchain": run_langchain,
    "langchain_tool": run_langchain_tool(False),
    "langchain_tool_parse": run_langchain_tool(True),
    "llama_index": run_llama_index,
    "anthropic": run_anthropic,
    "mcp": run_mcp,
}


def main() -> None:
    names = [c[0] for c in CASES]
    assert len(names) == len(set(names)), "duplicate case names"
    out = []
    for name, doc, params in CASES:
        entry = {"name": name, "doc": doc, "params": params, "function": FUNC_NAME, "expected": {}}
        for fw, run in FRAMEWORKS.items():
            entry["expected"][fw] = run(make_function(doc, params), params)
        out.append(entry)
    text = json.dumps({"cases": out}, indent=1, ensure_ascii=False) + "\n"
    # `regen.py [OUT]`: tests/check_goldens.sh writes a fresh copy elsewhere and diffs it.
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "expected.json"
    target.write_text(text, encoding="utf-8")
    print(f"{len(out)} cases x {len(FRAMEWORKS)} frameworks written")


if __name__ == "__main__":
    main()
