//! LlamaIndex (`llama_index`): its tools are found and attributed; its payloads are not
//! modelled yet.

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "llama-index",
    label: "LlamaIndex",
    imports: &["llama_index"],
    markers: Markers {
        wrappers: &[
            Wrapper {
                callee: "FunctionTool.from_defaults",
                arg: Arg::At(0, "fn"),
            },
            Wrapper {
                callee: "FunctionTool.from_defaults",
                arg: Arg::Keyword("async_fn"),
            },
        ],
        lists: &[
            ListSink {
                callee: "FunctionAgent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "ReActAgent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "ReActAgent.from_tools",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
            ListSink {
                callee: "AgentWorkflow.from_tools_or_functions",
                arg: Arg::At(0, "tools_or_functions"),
                bare: true,
            },
        ],
        classes: &[ClassMarker {
            base: "BaseToolSpec",
            role: ClassRole::Toolkit {
                keywords: &["tools"],
                register: &[],
                spec_attr: Some("spec_functions"),
                get_tools: None,
            },
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
