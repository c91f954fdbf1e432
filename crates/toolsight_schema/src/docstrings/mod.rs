//! How each framework turns a function's docstring (`f.__doc__`, the raw string) into a tool
//! description and per-parameter descriptions, reproduced byte for byte from the libraries'
//! own code (no Python runs). The parsers they share live beside the frameworks: griffe
//! (openai-agents, pydantic-ai, fastmcp, each with its own way of choosing a style) and
//! docstring_parser (anthropic); langchain, llama-index and mcp parse by hand or not at all.
//!
//! Inputs are plain data: the docstring (`None` when the function has none) and, where the
//! library looks at the signature, the parameter names. Outputs are `FuncDoc`s whose
//! `params` keep the order the library produces.
//!
//! Tests: `server/tests/docstrings.rs` against `tests/docstrings/expected.json`, which
//! `tests/docstrings/regen.py` writes by running the real libraries.

pub mod anthropic;
pub mod docstring_parser;
pub mod fastmcp;
pub mod griffe;
pub mod langchain;
pub mod llama_index;
pub mod mcp;
pub mod openai_agents;
pub mod py;
pub mod pydantic_ai;

/// A tool description and the parameter descriptions taken from one docstring.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FuncDoc {
    /// `None` where the library leaves the description unset (not the same as `""`).
    pub description: Option<String>,
    /// `(name, description)` in the library's order; may name parameters the function lacks.
    pub params: Vec<(String, String)>,
}

/// openai-agents `generate_func_documentation` (what `function_schema` uses).
pub fn openai_agents(doc: Option<&str>) -> FuncDoc {
    openai_agents::parse(doc)
}

/// pydantic-ai `doc_descriptions(f, docstring_format='auto')`; it never looks at the signature.
pub fn pydantic_ai(doc: Option<&str>) -> FuncDoc {
    pydantic_ai::parse(doc)
}

/// fastmcp `Tool.from_function(f)`: its description and `ParsedFunction`'s docstring parameters.
pub fn fastmcp(doc: Option<&str>) -> FuncDoc {
    fastmcp::parse(doc)
}

/// langchain-core `convert_to_openai_tool(f)`; `annotated` are the names `get_type_hints(f)`
/// returns. `Err` is the `ValueError` message.
pub fn langchain(doc: Option<&str>, annotated: &[&str]) -> Result<FuncDoc, String> {
    langchain::convert_to_openai_tool(doc, annotated)
}

/// langchain-core `@tool` / `@tool(parse_docstring=True)`.
pub fn langchain_tool(
    doc: Option<&str>,
    annotated: &[&str],
    parse_docstring: bool,
) -> Result<FuncDoc, String> {
    langchain::tool(doc, annotated, parse_docstring)
}

/// llama-index `FunctionTool.from_defaults(fn=f)`: `name` is `f.__name__`, `signature` the
/// rendered `inspect.signature` (without context/self parameters), `params` its names.
pub fn llama_index(name: &str, signature: &str, doc: Option<&str>, params: &[&str]) -> FuncDoc {
    llama_index::parse(name, signature, doc, params)
}

/// anthropic `beta_tool(f)`; `Err` is an exception escaping `docstring_parser`.
pub fn anthropic(doc: Option<&str>, params: &[&str]) -> Result<FuncDoc, String> {
    anthropic::parse(doc, params)
}

/// mcp `MCPServer.tool()`: the raw docstring, no parameter descriptions.
pub fn mcp(doc: Option<&str>) -> FuncDoc {
    mcp::parse(doc)
}

/// Python `d[name] = desc`: a repeated name keeps its first position and takes the new text.
fn push_last_wins(params: &mut Vec<(String, String)>, name: &str, desc: &str) {
    match params.iter_mut().find(|(n, _)| n == name) {
        Some(slot) => slot.1 = desc.to_string(),
        None => params.push((name.to_string(), desc.to_string())),
    }
}
