//! CAMEL (`camel`): its tools are found and attributed; its payloads are not modelled yet.

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "camel",
    label: "CAMEL",
    imports: &["camel"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "FunctionTool",
            arg: Arg::At(0, "func"),
        }],
        lists: &[ListSink {
            callee: "ChatAgent",
            arg: Arg::Keyword("tools"),
            bare: true,
        }],
        classes: &[ClassMarker {
            base: "BaseToolkit",
            role: ClassRole::Toolkit {
                keywords: &["tools"],
                register: &[],
                spec_attr: None,
                get_tools: Some("get_tools"),
            },
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
