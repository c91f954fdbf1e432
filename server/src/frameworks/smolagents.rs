//! Smolagents: its tools are found and attributed; its payloads are not modelled yet.

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "smolagents",
    label: "smolagents",
    imports: &["smolagents"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[
            ListSink {
                callee: "CodeAgent",
                arg: Arg::Keyword("tools"),
                bare: false,
            },
            ListSink {
                callee: "ToolCallingAgent",
                arg: Arg::Keyword("tools"),
                bare: false,
            },
        ],
        classes: &[ClassMarker {
            base: "Tool",
            role: ClassRole::Tool { name_attr: "name" },
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
