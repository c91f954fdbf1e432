//! Demo crate: tools in module files.
pub mod model;
pub mod tools;
