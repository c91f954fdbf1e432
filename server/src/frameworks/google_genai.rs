//! The Google Gen AI SDK (`google.genai`): its tools are found and attributed; its payloads are
//! not modelled yet.

use super::markers::{Arg, ListSink, LiteralMarker, Markers, SchemaList, Wrapper};
use super::Provider;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "google-genai",
    label: "Google Gen AI SDK",
    imports: &["google.genai"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "FunctionDeclaration.from_callable",
            arg: Arg::Keyword("callable"),
        }],
        lists: &[ListSink {
            callee: "GenerateContentConfig",
            arg: Arg::Keyword("tools"),
            bare: true,
        }],
        literals: &[LiteralMarker {
            callee: "FunctionDeclaration",
            name: "name",
            requires: "name",
        }],
        schema_lists: &[SchemaList {
            callee: "Tool",
            keyword: "function_declarations",
            provider: Provider::Gemini,
        }],
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
