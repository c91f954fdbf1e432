//! Google ADK (`google.adk`): its tools are found and attributed; its payloads are not modelled
//! yet.

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "google-adk",
    label: "Google ADK",
    imports: &["google.adk"],
    markers: Markers {
        wrappers: &[
            Wrapper {
                callee: "FunctionTool",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "LongRunningFunctionTool",
                arg: Arg::At(0, "func"),
            },
        ],
        lists: &[
            ListSink {
                callee: "Agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "LlmAgent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
        ],
        classes: &[
            ClassMarker {
                base: "BaseTool",
                role: ClassRole::Tool { name_attr: "name" },
            },
            ClassMarker {
                base: "BaseToolset",
                role: ClassRole::Toolkit {
                    keywords: &["tools"],
                    register: &[],
                    spec_attr: None,
                    get_tools: Some("get_tools"),
                },
            },
        ],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
    silent: None,
};
