//! Hand-written OpenAI tool dicts (Chat Completions and Responses): its tools are found and
//! attributed; its payloads are not modelled yet.

use super::markers::{DictShape, LiteralMarker, Markers};
use super::Provider;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "openai",
    label: "OpenAI SDK",
    imports: &["openai"],
    markers: Markers {
        dicts: &[
            DictShape {
                tag: Some(("type", "function")),
                keys: &["function"],
                name: &["function", "name"],
                with_any: &["parameters", "description", "strict"],
                provider: Provider::OpenaiChat,
                in_tests: false,
                not_when: &[],
                schema: &["function", "parameters"],
                listed_by: Some(&super::providers::SENT_IN_A_REQUEST),
            },
            DictShape {
                tag: Some(("type", "function")),
                keys: &["name"],
                name: &["name"],
                with_any: &["parameters", "description", "strict"],
                provider: Provider::OpenaiResponses,
                in_tests: false,
                not_when: &[],
                schema: &["parameters"],
                listed_by: Some(&super::providers::SENT_IN_A_REQUEST),
            },
        ],
        // `pydantic_function_tool(Model, name=...)`: the model class is the tool.
        literals: &[LiteralMarker {
            callee: "pydantic_function_tool",
            name: "name",
            requires: "",
            in_tests: true,
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};
