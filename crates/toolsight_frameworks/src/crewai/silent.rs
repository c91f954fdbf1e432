//! What crewai's native function calling sends without a word (measured with crewai 1.15.30,
//! `tests/goldens/crewai`):
//! - an args schema pydantic cannot generate is caught, and the tool goes out without
//!   `parameters` (`SchemaReplaced`; text-mode agents raise instead);
//! - a mapping (`dict`, `dict[str, T]`, `Mapping`) and a model's recursion below its first
//!   level become an empty closed object (`TypeLost`);
//! - a `format` other than date-time, date, time and duration is removed (`ConstraintDropped`;
//!   not where a `pattern` beside it, which crewai keeps, still gives the string's shape);
//! - every default is removed while every property becomes required (`DefaultDropped`), which
//!   rule S011 already reports for a function's own parameters: only a `BaseTool` subclass's
//!   fields, which S011 cannot see, are reported here.

use serde_json::{Map, Value};

use super::{args_model, build, schema, Built};
use crate::frameworks::{Provider, Silent, SilentKind, ToolInput};
use crate::model::DefKind;

const CHAT: &[Provider] = &[Provider::OpenaiChat];

pub fn check(tool: &ToolInput) -> Vec<Silent> {
    // Where crewai raises there is no schema to degrade (L001 reports the error).
    let Ok(built) = build(tool) else {
        return Vec::new();
    };
    let schema = match &built.args_schema {
        Ok(s) => s,
        Err(e) => return vec![schema_replaced(&built, &e.code)],
    };
    let defs = schema
        .get("$defs")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let Some(props) = schema.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (name, prop) in props {
        if let Some(lost) = lost_shape(prop, &defs, &mut Vec::new()) {
            let message = match lost {
                Lost::Mapping => format!(
                    "`{name}` holds a mapping that is sent as an empty closed object (`\"properties\": {{}}, \"additionalProperties\": false`): the model can only send `{{}}`"
                ),
                Lost::Recursion(model) => format!(
                    "the recursive `{model}` in `{name}` is cut after its first level into an empty closed object: the model cannot send deeper levels"
                ),
            };
            out.push(Silent::new(SilentKind::TypeLost, Some(name), message).only(CHAT));
        }
        let mut formats = Vec::new();
        dropped_formats(prop, &defs, &mut Vec::new(), &mut formats);
        if !formats.is_empty() {
            let list = formats
                .iter()
                .map(|f| format!("`{f}`"))
                .collect::<Vec<_>>()
                .join(", ");
            out.push(
                Silent::new(
                    SilentKind::ConstraintDropped,
                    Some(name),
                    format!(
                        "the format {list} of `{name}` is removed (crewai keeps only date-time, date, time and duration): the model is not told what the string must look like"
                    ),
                )
                .only(CHAT),
            );
        }
        if tool.function.kind == DefKind::Class {
            if let Some(json) = prop.get("default").filter(|_| !admits_null(prop)) {
                let default = default_text(tool, &built, name).unwrap_or(json.to_string());
                out.push(
                    Silent::new(
                        SilentKind::DefaultDropped,
                        Some(name),
                        format!(
                            "the default of `{name}` (`{default}`) is not sent and strict mode makes `{name}` required: the model must always send a value"
                        ),
                    )
                    .only(CHAT)
                    .with_default(json),
                );
            }
        }
    }
    out
}

/// A field's default as the code writes it (a `_run` parameter's, or the `args_schema`
/// model's class attribute), unless it is a `Field(...)` call.
fn default_text(tool: &ToolInput, built: &Built, name: &str) -> Option<String> {
    let text = match &built.fields {
        Some((_, params)) => params
            .iter()
            .find(|p| p.name == name)?
            .default
            .as_ref()?
            .text
            .clone(),
        None => {
            let class = tool
                .module
                .classes
                .iter()
                .find(|c| c.name == tool.function.qualname || c.name == tool.function.name)?;
            let model = match &class
                .fields
                .iter()
                .find(|f| f.name == "args_schema")?
                .default
            {
                Some(d) => match &d.value {
                    crate::model::PyValue::Opaque { text } => tool.module.class_named(text)?,
                    _ => return None,
                },
                None => return None,
            };
            model
                .fields
                .iter()
                .find(|f| f.name == name)?
                .default
                .as_ref()?
                .text
                .clone()
        }
    };
    (!text.contains('(')).then_some(text)
}

/// The tool is sent without parameters; the message names the parameter whose schema fails
/// (the first one that fails on its own), or the model.
fn schema_replaced(built: &Built, code: &str) -> Silent {
    // `first_undefined` is what decides the not-fully-defined error in `args_model`.
    let culprit = built.fields.as_ref().and_then(|(f, params)| {
        params
            .iter()
            .find(|p| matches!(args_model(f, "M", &[**p]), Ok(Err(_))))
            .map(|p| {
                (
                    p.name.clone(),
                    p.annotation.as_ref().map(|a| a.text.clone()),
                )
            })
    });
    let undefined = culprit
        .as_ref()
        .and_then(|(_, a)| a.as_deref())
        .and_then(|a| crate::frameworks::pysig::first_undefined(a, super::MODULE_GLOBALS));
    let why = match (&culprit, undefined) {
        (Some((p, Some(a))), Some(u)) => format!(
            "crewai evaluates the annotation of `{p}` (`{a}`) in its own module, where `{u}` is not defined, so"
        ),
        (Some((p, Some(a))), None) => {
            format!("pydantic has no JSON Schema for the type of `{p}` (`{a}`), so")
        }
        _ => "the args model has no JSON Schema, so".to_string(),
    };
    Silent::new(
        SilentKind::SchemaReplaced,
        culprit.as_ref().map(|(p, _)| p.as_str()),
        format!(
            "{why} function calling sends the tool without `parameters` (text-mode agents raise {code} instead): the model calls it with no arguments"
        ),
    )
    .only(CHAT)
}

enum Lost {
    /// An object schema without `properties`: `force_additional_properties_false` closes it.
    Mapping,
    /// A definition met again inside itself: `resolve_refs` cuts it to a stub.
    Recursion(String),
}

/// The subschemas crewai's function calling carries: the model's own structure, not values
/// (`default`, `enum`, `examples`).
fn children(s: &Map<String, Value>) -> impl Iterator<Item = &Value> {
    let lists = ["anyOf", "oneOf", "allOf", "prefixItems"]
        .into_iter()
        .filter_map(|k| s.get(k).and_then(Value::as_array))
        .flatten();
    let single = ["items", "additionalProperties"]
        .into_iter()
        .filter_map(|k| s.get(k).filter(|v| v.is_object()));
    let props = s
        .get("properties")
        .and_then(Value::as_object)
        .into_iter()
        .flat_map(|p| p.values());
    lists.chain(single).chain(props)
}

/// The first thing in a property's schema that crewai turns into an empty closed object.
fn lost_shape(s: &Value, defs: &Map<String, Value>, open: &mut Vec<String>) -> Option<Lost> {
    let m = s.as_object()?;
    if let Some(name) = reference(m) {
        if open.contains(&name) {
            return Some(Lost::Recursion(name));
        }
        open.push(name.clone());
        let found = lost_shape(defs.get(&name)?, defs, open);
        open.pop();
        return found;
    }
    if m.get("type").and_then(Value::as_str) == Some("object") && !m.contains_key("properties") {
        return Some(Lost::Mapping);
    }
    children(m).find_map(|c| lost_shape(c, defs, open))
}

/// The formats crewai removes from a property's schema, in order, each once.
fn dropped_formats(
    s: &Value,
    defs: &Map<String, Value>,
    open: &mut Vec<String>,
    out: &mut Vec<String>,
) {
    let Some(m) = s.as_object() else { return };
    if let Some(name) = reference(m) {
        if !open.contains(&name) {
            if let Some(d) = defs.get(&name) {
                open.push(name);
                dropped_formats(d, defs, open, out);
                open.pop();
            }
        }
        return;
    }
    // A `pattern` beside the format is kept, and still tells the model the string's shape.
    if let Some(f) = m
        .get("format")
        .and_then(Value::as_str)
        .filter(|_| !m.contains_key("pattern"))
    {
        if !schema::SUPPORTED_FORMATS.contains(&f) && !out.iter().any(|o| o == f) {
            out.push(f.to_string());
        }
    }
    for c in children(m) {
        dropped_formats(c, defs, open, out);
    }
}

fn reference(m: &Map<String, Value>) -> Option<String> {
    m.get("$ref")?
        .as_str()?
        .strip_prefix("#/$defs/")
        .map(str::to_string)
}

/// A nullable property: sending `null` is the way to leave it out.
fn admits_null(s: &Value) -> bool {
    s.get("type") == Some(&Value::String("null".into()))
        || s.get("anyOf")
            .and_then(Value::as_array)
            .is_some_and(|a| a.iter().any(admits_null))
}
