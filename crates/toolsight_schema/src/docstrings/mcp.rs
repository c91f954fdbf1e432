//! mcp 2.3.0 (`MCPServer.tool()` → `Tool.from_function`): `fn.__doc__ or ""`, untouched, is
//! the description; the docstring is never parsed, so no parameter gets a description from it.

use super::FuncDoc;

pub fn parse(doc: Option<&str>) -> FuncDoc {
    FuncDoc {
        description: Some(doc.unwrap_or("").to_string()),
        params: Vec::new(),
    }
}
