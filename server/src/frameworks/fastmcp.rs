//! Fastmcp (the standalone package): its tools are found and attributed; its payloads are not
//! modelled yet.

use super::markers::{Arg, Form, Markers, Method, NameRule, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "fastmcp",
    label: "fastmcp",
    imports: &["fastmcp"],
    markers: Markers {
        decorators: &["tools.tool"],
        wrappers: &[
            Wrapper {
                callee: "Tool.from_function",
                arg: Arg::At(0, "fn"),
            },
            Wrapper {
                callee: "FunctionTool.from_function",
                arg: Arg::At(0, "fn"),
            },
        ],
        methods: &[
            Method {
                class: "FastMCP",
                method: "tool",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "FastMCP",
                method: "add_tool",
                form: Form::Register(Arg::At(0, "tool")),
                loose: true,
            },
        ],
        name: NameRule {
            keywords: &["name"],
            positional: true,
        },
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
