//! A source file with CRLF line endings (as checked out on Windows): rustc normalises them to
//! `\n`, so doc comments and string literals carry no `\r`.

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;

/// Note request.
///
/// Second paragraph.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct NoteParams {
    /// The note's title.
    ///
    /// Kept short.
    pub title: String,
    /// Body text,
    /// over two lines.
    pub body: Option<String>,
}

pub struct CrlfServer;

#[tool_router(vis = "pub")]
impl CrlfServer {
    /// Save a note.
    ///
    /// Overwrites a note of the same title.
    #[tool]
    fn save_note(&self, Parameters(p): Parameters<NoteParams>) -> String {
        String::new()
    }

    #[tool(description = "Delete a note.
Cannot be undone.")]
    fn delete_note(&self, Parameters(p): Parameters<NoteParams>) -> String {
        String::new()
    }
}
