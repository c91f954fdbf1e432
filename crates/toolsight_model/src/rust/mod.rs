//! The facts of the Rust front-end, as plain data: attributes and literals, items, the type
//! model and a tool's resolved facts. `crate::rust` reads them from source; renderers and
//! rules read them here.

pub mod attrs;
pub mod items;
pub mod shapes;
pub mod tool;
pub mod types;
