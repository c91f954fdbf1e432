//! Descriptions read from files: `#[doc = include_str!("...")]` on a tool fn and on a field,
//! relative to this source file as rustc reads it, byte for byte (a CRLF file keeps `\r\n`).

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct EvalParams {
    #[doc = include_str!("docs/expression.md")]
    pub expression: String,
    /// Extra notes.
    #[doc = include_str!("docs/expression.md")]
    pub notes: Option<String>,
}

pub struct DocFileServer;

#[tool_router(vis = "pub")]
impl DocFileServer {
    #[doc = include_str!("docs/evaluate_tool.md")]
    #[tool]
    fn evaluate(&self, Parameters(p): Parameters<EvalParams>) -> String {
        String::new()
    }

    /// Summary line.
    #[doc = include_str!("docs/expression.md")]
    #[tool]
    fn mixed(&self, Parameters(p): Parameters<EvalParams>) -> String {
        String::new()
    }

    /// `include_str!` reads the file's bytes: its CRLF line endings stay (rustc normalises
    /// source files, not included ones).
    #[doc = include_str!("docs/journal_tool.md")]
    #[tool]
    fn journal(&self, Parameters(p): Parameters<EvalParams>) -> String {
        String::new()
    }
}
