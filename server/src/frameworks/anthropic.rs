//! The Anthropic SDK (`@beta_tool`) and hand-written Anthropic tool dicts: its tools are found
//! and attributed; its payloads are not modelled yet.

use super::markers::{DictShape, Markers};
use super::Provider;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "anthropic",
    label: "Anthropic SDK",
    imports: &["anthropic"],
    markers: Markers {
        decorators: &["beta_tool", "beta_async_tool"],
        dicts: &[DictShape {
            tag: None,
            keys: &["name", "input_schema"],
            name: &["name"],
            with_any: &[],
            provider: Provider::Anthropic,
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
