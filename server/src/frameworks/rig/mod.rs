//! rig-core, a Rust agent framework: `impl Tool` / `impl PortableTool` (`const NAME`,
//! `description()`, `parameters()`) and `#[rig_tool(...)]` fns. Found and attributed by the
//! Rust front-end (`crate::rust`); its `ToolDefinition` payloads are separate work.

use super::markers::Markers;
use super::Provider;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "rig",
    label: "rig",
    imports: &[],
    markers: Markers::NONE,
    providers: &[],
    // rig's providers send the definition to each model API it drives.
    targets: &[
        Provider::OpenaiResponses,
        Provider::OpenaiChat,
        Provider::Anthropic,
        Provider::Gemini,
    ],
    renderer: None,
    degradations: &[],
    silent: None,
};
