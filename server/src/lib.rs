//! toolsight: static analysis of LLM tool functions.
//!
//! The pipeline: `syntax` (tree-sitter) → `extract` / `rust` (front-ends: source → `model`,
//! plain data) → `frameworks` (one module per framework, in one registry) → `render`
//! (payloads per provider) → `rules` → `analysis` → `lsp` / `cli`. Only `lsp` and `cli` know
//! about the protocol and the terminal. `ARCHITECTURE.md` is the map; `layers` checks it.

pub use toolsight_ide::analysis;
pub mod cli;
pub use toolsight_config as config;
pub use toolsight_diff as diff;
pub use toolsight_frameworks as frameworks;
pub use toolsight_python::extract;
pub use toolsight_syntax::indentation;
#[cfg(test)]
mod layers;
pub use toolsight_frameworks::render;
pub use toolsight_ide::project;
pub use toolsight_ide::reference;
pub use toolsight_lsp as lsp;
pub use toolsight_model as model;
pub use toolsight_model::payload;
pub use toolsight_python::textcache;
pub use toolsight_python::workspace;
pub use toolsight_rules as rules;
pub use toolsight_rust as rust;
pub use toolsight_syntax as syntax;
pub use toolsight_syntax::line_index;
pub use toolsight_syntax::project_files;
pub use toolsight_tokens as tokens;
