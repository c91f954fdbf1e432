//! The Python front-end: Python source → the shared model (`extract`), names resolved across
//! the modules of a workspace (`workspace`), and the per-statement caches that keep an edit
//! cheap (`textcache`).
//!
//! Plain functions from text to facts. Which calls, decorators and classes make a tool is
//! data handed in by the framework registry (`model::markers::Dialects`); this crate names
//! no framework.

pub mod extract;
pub mod textcache;
pub mod workspace;

// The layers below, under the names the front-end uses for them.
use toolsight_model as model;
use toolsight_syntax as syntax;
use toolsight_syntax::line_index;
use toolsight_syntax::project_files;
