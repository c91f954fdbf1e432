//! toolsight: static analysis of LLM tool functions.
//!
//! The pipeline: `syntax` (tree-sitter) → `extract` (functions, types, tool marks) →
//! `model` (plain data) → `dialects` (one renderer per library) → `rules` → `lsp` / `cli`.
//! Only `lsp` and `cli` know about the protocol and the terminal.

pub mod analysis;
pub mod cli;
pub mod config;
pub mod diff;
pub mod extract;
pub mod frameworks;
pub mod indentation;
pub mod line_index;
pub mod lsp;
pub mod model;
pub mod project;
pub mod reference;
pub mod render;
pub mod rules;
pub mod rust;
pub mod syntax;
pub mod textcache;
pub mod tokens;
pub mod workspace;
