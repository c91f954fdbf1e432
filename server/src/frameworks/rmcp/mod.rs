//! rmcp, the official Rust MCP SDK: `#[tool_router] impl` blocks with `#[tool(...)]` fns and
//! `impl ToolBase`. Found and attributed by the Rust front-end (`crate::rust`); its
//! `tools/list` entries (schemars 2020-12, root title/description stripped) are separate work.

use super::markers::Markers;
use super::Provider;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "rmcp",
    label: "rmcp",
    // Rust crates: no Python import selects it.
    imports: &[],
    markers: Markers::NONE,
    providers: &[],
    targets: &[Provider::Mcp],
    renderer: None,
    degradations: &[],
    silent: None,
};
