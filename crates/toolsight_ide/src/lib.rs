//! What the command line and the language server both ask for: the analysis of one module with
//! its payloads and diagnostics (`analysis`), the project's facts around it (`project`: the
//! import root, `tools.toml`, Rust crates), and the tools reference (`reference`).

pub mod analysis;
pub mod project;
pub mod reference;

// The layers below, under the names this crate's modules use for them.
use toolsight_config as config;
use toolsight_frameworks as frameworks;
use toolsight_frameworks::render;
use toolsight_model as model;
use toolsight_model::payload;
use toolsight_python::{extract, textcache, workspace};
use toolsight_rules as rules;
use toolsight_rust as rust;
use toolsight_syntax as syntax;
use toolsight_syntax::project_files;
use toolsight_tokens as tokens;
