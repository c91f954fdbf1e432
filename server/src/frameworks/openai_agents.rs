//! The OpenAI Agents SDK (`agents`): its tools are found and attributed; its payloads are not
//! modelled yet.

use super::markers::{Arg, ListSink, LiteralMarker, Markers, NameRule};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "openai-agents",
    label: "OpenAI Agents SDK",
    imports: &["agents"],
    markers: Markers {
        decorators: &["function_tool"],
        lists: &[ListSink {
            callee: "Agent",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
        literals: &[LiteralMarker {
            callee: "FunctionTool",
            name: "name",
            requires: "params_json_schema",
        }],
        name: NameRule {
            keywords: &["name_override"],
            positional: false,
        },
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
