//! toolsight: static analysis of LLM tool functions.
//!
//! The pipeline: `syntax` (tree-sitter) → `extract` / `rust` (front-ends: source → `model`,
//! plain data) → `frameworks` (one module per framework, in one registry) → `render`
//! (payloads per provider) → `rules` → `analysis` → `lsp` / `cli`. Only `lsp` and `cli` know
//! about the protocol and the terminal. `ARCHITECTURE.md` is the map; `layers` checks it.

pub mod analysis;
pub mod cli;
pub mod config;
pub use toolsight_diff as diff;
pub mod extract;
pub mod frameworks;
pub use toolsight_syntax::indentation;
#[cfg(test)]
mod layers;
pub use toolsight_syntax::line_index;
pub mod lsp;
pub use toolsight_model as model;
pub use toolsight_model::payload;
pub mod project;
pub mod project_files;
pub mod reference;
pub mod render;
pub mod rules;
pub use toolsight_rust as rust;
pub use toolsight_syntax as syntax;
pub mod textcache;
pub use toolsight_tokens as tokens;
pub mod workspace;
