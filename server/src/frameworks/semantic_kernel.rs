//! Semantic Kernel (`@kernel_function`): its tools are found and attributed; its payloads are
//! not modelled yet.

use super::markers::Markers;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "semantic-kernel",
    label: "Semantic Kernel",
    imports: &["semantic_kernel"],
    markers: Markers {
        decorators: &["kernel_function"],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
    silent: None,
};
