//! Hand-written OpenAI tool dicts (Chat Completions and Responses): its tools are found and
//! attributed; its payloads are not modelled yet.

use super::markers::{DictShape, Markers};
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
                provider: Provider::OpenaiChat,
            },
            DictShape {
                tag: Some(("type", "function")),
                keys: &["name"],
                name: &["name"],
                provider: Provider::OpenaiResponses,
            },
        ],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
