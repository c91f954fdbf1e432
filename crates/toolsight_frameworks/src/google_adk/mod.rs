//! Google ADK (`google.adk` 2.13): `FunctionTool(f)._get_declaration()`, the
//! `FunctionDeclaration` an agent sends to Gemini, dumped with
//! `model_dump(mode="json", exclude_none=True)`. The pinned variant is the Gemini Developer
//! API with ADK's default features: the declaration is built by pydantic
//! (`declaration.rs`). `LongRunningFunctionTool` appends a note to the description. A
//! `BaseTool` subclass sends what its `_get_declaration()` returns (`class_tool.rs`).

mod class_tool;
mod declaration;
mod silent;

use serde_json::Value;

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, Subclassed, Wrapper};
use super::{Provider, Rendered, ToolInput};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "google-adk",
    label: "Google ADK",
    imports: &["google.adk"],
    markers: Markers {
        wrappers: &[
            Wrapper {
                callee: "FunctionTool",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "LongRunningFunctionTool",
                arg: Arg::At(0, "func"),
            },
            // `GoogleTool(func=f, credentials_config=...)`: a `FunctionTool` subclass whose
            // declaration is the function's (it hides the credential parameters); the
            // toolsets of google-adk's Google Cloud integrations wrap their functions in it.
            Wrapper {
                callee: "GoogleTool",
                arg: Arg::At(0, "func"),
            },
        ],
        // `class LakeTool(GoogleTool)` (ADK's own `BigQueryTool`, `_MongoDbTool`) called as
        // `LakeTool(func=f)`: the function is the tool. Its own `__init__` may hide
        // parameters (`self._ignore_params.append(...)`) and its own `_get_declaration` may
        // rewrite the declaration, which toolsight does not read.
        subclassed: &[
            Subclassed {
                class: "GoogleTool",
                overrides: &["__init__", "_get_declaration"],
            },
            Subclassed {
                class: "FunctionTool",
                overrides: &["__init__", "_get_declaration"],
            },
        ],
        lists: &[
            ListSink {
                callee: "Agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "LlmAgent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
        ],
        classes: &[
            ClassMarker {
                base: "BaseTool",
                role: ClassRole::Tool { name_attr: "name" },
            },
            ClassMarker {
                base: "BaseToolset",
                role: ClassRole::Toolkit {
                    keywords: &["tools"],
                    register: &[],
                    spec_attr: None,
                    get_tools: &["get_tools"],
                },
            },
        ],
        ..Markers::NONE
    },
    providers: &[Provider::Gemini],
    targets: &[Provider::Gemini],
    renderer: Some(render),
    degradations: &[],
    silent: Some(silent::check),
    behaviour: super::behaviour::Behaviour {
        // google-adk 2.13's METADATA: `Requires-Dist: google-genai>=2.30,<3`.
        gemini_sdk_floor: Some((2, 30, 0)),
        ..super::behaviour::Behaviour::NONE
    },
};

/// What `LongRunningFunctionTool._get_declaration` appends to the description (or, without
/// one, uses as the description, left-stripped).
const LONG_RUNNING_NOTE: &str = "\n\nNOTE: This is a long-running operation. Do not call this tool again if it has already returned some intermediate or pending status.";

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    // `get_callable_name(func)`: the function's `__name__` when `FunctionTool(f)` runs.
    let name = tool.tool_name();
    if tool.function.kind == crate::model::DefKind::Class {
        let result = class_tool::declaration(tool, &name);
        return Rendered { name, result };
    }
    let result = declaration::declaration(tool, &name).map(|mut d| {
        if long_running(tool) {
            append_note(&mut d);
        }
        d
    });
    Rendered { name, result }
}

/// Whether the tool was made by `LongRunningFunctionTool(f)`.
fn long_running(tool: &ToolInput) -> bool {
    tool.options
        .is_some_and(|c| c.callee.rsplit('.').next() == Some("LongRunningFunctionTool"))
}

fn append_note(declaration: &mut Value) {
    let Value::Object(m) = declaration else {
        return;
    };
    let description = match m.get("description").and_then(Value::as_str) {
        Some(d) => format!("{d}{LONG_RUNNING_NOTE}"),
        None => LONG_RUNNING_NOTE.trim_start().to_string(),
    };
    // `description` is the first field of `FunctionDeclaration`.
    m.shift_insert(0, "description".into(), description.into());
}
