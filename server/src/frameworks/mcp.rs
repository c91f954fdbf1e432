//! The official MCP Python SDK: `FastMCP` (1.x, `mcp.server.fastmcp`) and `MCPServer` (2.x):
//! its tools are found and attributed; its payloads are not modelled yet.

use super::markers::{Arg, Form, ListSink, LiteralMarker, Markers, Method, NameRule, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "mcp",
    label: "MCP Python SDK",
    imports: &["mcp"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "Tool.from_function",
            arg: Arg::At(0, "fn"),
        }],
        lists: &[
            ListSink {
                callee: "FastMCP",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "MCPServer",
                arg: Arg::Keyword("tools"),
                bare: true,
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
                class: "MCPServer",
                method: "tool",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "FastMCP",
                method: "add_tool",
                form: Form::Register(Arg::At(0, "fn")),
                loose: true,
            },
            Method {
                class: "MCPServer",
                method: "add_tool",
                form: Form::Register(Arg::At(0, "fn")),
                loose: true,
            },
        ],
        // The low-level server lists hand-written `types.Tool(name=..., inputSchema={...})`.
        literals: &[
            LiteralMarker {
                callee: "Tool",
                name: "name",
                requires: "inputSchema",
            },
            // 2.x spells the field in snake case.
            LiteralMarker {
                callee: "Tool",
                name: "name",
                requires: "input_schema",
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
