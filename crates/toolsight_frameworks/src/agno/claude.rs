//! `agno.utils.models.claude.format_tools_for_model` on one `{"type": "function",
//! "function": to_dict()}` entry: every property gets `"description": ""` when it has none,
//! every object schema with `properties` is closed, and the input schema always is.

use serde_json::{Map, Value};

/// The Anthropic tool for one Function's `to_dict()`.
pub fn tool(function: &Value) -> Value {
    let empty = Map::new();
    let parameters = function
        .get("parameters")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let properties = parameters
        .get("properties")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let mut input_properties = Map::new();
    for (name, info) in properties {
        let mut p = close(info);
        if let Value::Object(m) = &mut p {
            if !m.contains_key("description") {
                m.insert("description".into(), Value::String(String::new()));
            }
        }
        input_properties.insert(name.clone(), p);
    }
    let mut input_schema = Map::new();
    input_schema.insert(
        "type".into(),
        parameters
            .get("type")
            .cloned()
            .unwrap_or_else(|| "object".into()),
    );
    input_schema.insert("properties".into(), Value::Object(input_properties));
    input_schema.insert(
        "required".into(),
        parameters
            .get("required")
            .cloned()
            .unwrap_or_else(|| Value::Array(Vec::new())),
    );
    input_schema.insert("additionalProperties".into(), Value::Bool(false));
    for key in ["$defs", "definitions"] {
        if let Some(d) = parameters.get(key) {
            input_schema.insert(key.into(), d.clone());
        }
    }
    let text = |k: &str| {
        function
            .get(k)
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string()
    };
    let mut tool = Map::new();
    tool.insert("name".into(), Value::String(text("name")));
    tool.insert("description".into(), Value::String(text("description")));
    tool.insert("input_schema".into(), Value::Object(input_schema));
    if function.get("strict") == Some(&Value::Bool(true)) {
        tool.insert("strict".into(), Value::Bool(true));
    }
    Value::Object(tool)
}

/// `_ensure_additional_properties_false`: a schema with `properties` is closed, through
/// `properties`, `items` and the compositions (not through a dict's value schema).
fn close(schema: &Value) -> Value {
    let Value::Object(src) = schema else {
        return schema.clone();
    };
    let mut result = src.clone();
    if result.contains_key("properties") {
        result.insert("additionalProperties".into(), Value::Bool(false));
    }
    for (k, v) in result.iter_mut() {
        match (k.as_str(), &*v) {
            ("properties", Value::Object(p)) => {
                *v = Value::Object(p.iter().map(|(n, s)| (n.clone(), close(s))).collect());
            }
            ("items", Value::Object(_)) => *v = close(v),
            ("anyOf" | "allOf" | "oneOf", Value::Array(a)) => {
                *v = Value::Array(a.iter().map(close).collect());
            }
            _ => {}
        }
    }
    Value::Object(result)
}
