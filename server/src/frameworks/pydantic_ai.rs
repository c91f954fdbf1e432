//! Pydantic AI: its tools are found and attributed; its payloads are not modelled yet.

use super::markers::{Arg, Form, ListSink, Markers, Method, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "pydantic-ai",
    label: "Pydantic AI",
    imports: &["pydantic_ai"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "Tool",
            arg: Arg::At(0, "function"),
        }],
        methods: &[
            Method {
                class: "FunctionToolset",
                method: "tool_plain",
                form: Form::Decorator,
                loose: false,
            },
            Method {
                class: "Agent",
                method: "tool",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "Agent",
                method: "tool_plain",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "FunctionToolset",
                method: "tool",
                form: Form::Decorator,
                loose: false,
            },
            Method {
                class: "FunctionToolset",
                method: "add_function",
                form: Form::Register(Arg::At(0, "func")),
                loose: false,
            },
        ],
        lists: &[
            ListSink {
                callee: "Agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "FunctionToolset",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
        ],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
