//! toolsight: static analysis of LLM tool functions.
//!
//! The pipeline: `syntax` (tree-sitter) → `extract` / `rust` (front-ends: source → `model`,
//! plain data) → `frameworks` (one module per framework, in one registry) → `render`
//! (payloads per provider) → `rules` → `analysis` → `lsp` / `cli`. Only `lsp` and `cli` know
//! about the protocol and the terminal. `ARCHITECTURE.md` is the map; `layers` checks it.

pub mod analysis;
pub mod cli;
pub mod config;
pub mod diff;
pub mod extract;
pub mod frameworks;
pub mod indentation;
#[cfg(test)]
mod layers;
pub mod line_index;
pub mod lsp;
pub use toolsight_model as model;
pub mod payload;
pub mod project;
pub mod project_files;
pub mod reference;
pub mod render;
pub mod rules;
pub mod rust;
pub mod syntax;
pub mod textcache;
pub mod tokens;
pub mod workspace;
