//! DSPy (`dspy.Tool`, `ReAct(tools=...)`): its tools are found and attributed; its payloads are
//! not modelled yet.

use super::markers::{Arg, ListSink, Markers, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "dspy",
    label: "DSPy",
    imports: &["dspy"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "Tool",
            arg: Arg::At(0, "func"),
        }],
        lists: &[ListSink {
            callee: "ReAct",
            arg: Arg::At(1, "tools"),
            bare: true,
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
