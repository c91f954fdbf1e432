//! rig-core, a Rust agent framework: `impl Tool` / `impl PortableTool` (`const NAME`,
//! `description()`, `parameters()`) and `#[rig_tool(...)]` fns, found by the Rust front-end
//! (`crate::rust`). Payloads: `native` is rig's `ToolDefinition` (`name`, `description`,
//! `parameters` as `parameters()` returns it); `openai-responses` is rig's own
//! `ResponsesToolDefinition` conversion, made strict (`with_strict()`, see `strict`) under
//! the `strict` setting.
//!
//! rig-core turns serde_json's `preserve_order` on for the whole build, so every schema
//! keeps the order it was built in: a `json!` literal as written, `schema_for!(..)
//! .to_value()` in schemars' insertion order, `serde_json::to_value(schema)` in schemars'
//! `Serialize` order.

pub mod strict;

use serde_json::{Map, Value};

use super::markers::Markers;
use super::schemars::{rig_tool_parameters, schema_for, serialize_order, Settings};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::rust::{RustTool, ToolKind};

/// `impl Tool for T` / `impl PortableTool for T` with a `const NAME`.
pub const TRAITS: &[&str] = &["Tool", "PortableTool"];
/// The crates those traits live in, as code names them: `rig-core`'s library is `rig_core`
/// (0.44), and `rig` in older releases and under the usual `rig = { package = "rig-core" }`.
pub const CRATES: &[&str] = &["rig", "rig_core"];
/// `#[rig_tool(...)] fn f(..)`.
pub const TOOL_ATTR: &str = "rig_tool";
/// rig-core turns on `serde_json/preserve_order` for the whole build that depends on it.
pub const ENABLES_PRESERVE_ORDER: &[&str] = &["rig-core"];

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "rig",
    label: "rig",
    imports: &[],
    markers: Markers::NONE,
    providers: &[Provider::Native, Provider::OpenaiResponses],
    // rig's providers send the definition to each model API it drives.
    targets: &[
        Provider::OpenaiResponses,
        Provider::OpenaiChat,
        Provider::Anthropic,
        Provider::Gemini,
    ],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let name = tool.tool_name();
    let result = match tool.function.rust.as_deref() {
        Some(rt) => definition(tool, rt).map(|(name, description, parameters)| match provider {
            Provider::OpenaiResponses => responses(
                name,
                description,
                parameters,
                tool.config.strict == Some(true),
            ),
            _ => native(name, description, parameters),
        }),
        None => Err(LibError::unknown("not a rig tool toolsight can read")),
    };
    Rendered { name, result }
}

/// `ToolDefinition { name, description, parameters }`.
fn definition(tool: &ToolInput, rt: &RustTool) -> Result<(String, String, Value), LibError> {
    if let Some(written) = &rt.name_unread {
        return Err(LibError::unknown(format!(
            "the tool name is `{written}`, which toolsight cannot read (a constant of another crate is read from its sources once they are on disk, as `cargo fetch` leaves them)"
        )));
    }
    if let Some(file) = &rt.doc_unread {
        return Err(LibError::unknown(format!(
            "the description is read from `{file}` (`include_str!`), which toolsight cannot read"
        )));
    }
    let description = rt.description.clone().ok_or_else(|| {
        LibError::unknown("`description()` is computed at run time: toolsight cannot tell it")
    })?;
    let parameters = parameters(tool, rt).map_err(LibError::unknown)?;
    Ok((rt.name.clone(), description, parameters))
}

fn parameters(tool: &ToolInput, rt: &RustTool) -> Result<Value, String> {
    if rt.kind == ToolKind::MacroFn {
        return rig_tool_parameters(rt, &tool.function.name);
    }
    if let Some(v) = &rt.parameters_json {
        return v.clone();
    }
    let Some(t) = &rt.schema_for else {
        return Err(
            "`parameters()` builds its schema at run time: toolsight cannot tell it".into(),
        );
    };
    let settings = match &rt.schema_settings {
        Some(n) => {
            Settings::named(n).ok_or_else(|| format!("`SchemaSettings::{n}` is not modelled"))?
        }
        None => Settings::DRAFT2020_12,
    };
    let schema = schema_for(rt, t, settings)?;
    Ok(if rt.schema_serialized {
        serialize_order(&schema)
    } else {
        schema
    })
}

fn native(name: String, description: String, parameters: Value) -> Value {
    let mut m = Map::new();
    m.insert("name".into(), Value::String(name));
    m.insert("description".into(), Value::String(description));
    m.insert("parameters".into(), parameters);
    Value::Object(m)
}

/// `ResponsesToolDefinition::from(ToolDefinition)` (`.with_strict()` when strict), as its
/// `Serialize` impl writes it: empty `name` and `description` and a null `parameters` left
/// out, `strict` always present on a function tool.
fn responses(name: String, description: String, mut parameters: Value, strict: bool) -> Value {
    if strict {
        strict::sanitize(&mut parameters);
    }
    let mut m = Map::new();
    m.insert("type".into(), Value::String("function".into()));
    if !name.is_empty() {
        m.insert("name".into(), Value::String(name));
    }
    if !parameters.is_null() {
        m.insert("parameters".into(), parameters);
    }
    m.insert("strict".into(), Value::Bool(strict));
    if !description.is_empty() {
        m.insert("description".into(), Value::String(description));
    }
    Value::Object(m)
}
