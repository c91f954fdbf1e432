//! The Claude Agent SDK (`claude_agent_sdk`): its tools are found and attributed; its payloads
//! are not modelled yet.

use super::markers::{Arg, ListSink, Markers, NameRule};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "claude-agent-sdk",
    label: "Claude Agent SDK",
    imports: &["claude_agent_sdk"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[ListSink {
            callee: "create_sdk_mcp_server",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
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
