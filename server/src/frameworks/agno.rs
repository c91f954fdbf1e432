//! Agno (`agno`, formerly `phi`): its tools are found and attributed; its payloads are not
//! modelled yet.

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "agno",
    label: "Agno",
    imports: &["agno", "phi"],
    markers: Markers {
        decorators: &["tool"],
        wrappers: &[
            Wrapper {
                callee: "Function.from_callable",
                arg: Arg::At(0, "c"),
            },
            Wrapper {
                callee: "Function",
                arg: Arg::Keyword("entrypoint"),
            },
        ],
        lists: &[
            ListSink {
                callee: "Agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "Team",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
        ],
        classes: &[ClassMarker {
            base: "Toolkit",
            role: ClassRole::Toolkit {
                keywords: &["tools", "async_tools"],
                register: &["register"],
                spec_attr: None,
                get_tools: None,
            },
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
    silent: None,
};
