//! Strands Agents (`strands`): its tools are found and attributed; its payloads are not
//! modelled yet.

use super::markers::{Arg, ListSink, Markers, SpecName};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "strands",
    label: "Strands Agents",
    imports: &["strands", "strands_tools"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[ListSink {
            callee: "Agent",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
        specs: &[SpecName {
            variable: "TOOL_SPEC",
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
