//! Where the parts a diff compares sit in a provider payload. Each provider (and each
//! framework's native tool object) puts the parameters' JSON Schema under its own key; the
//! diff only needs to find it, so the keys are data here and a new framework that uses one
//! of them needs no change.

use serde_json::{Map, Value};

/// Keys under which a payload carries its parameters' JSON Schema, in the order they are
/// looked for: Anthropic `input_schema`, MCP `inputSchema`, OpenAI / Gemini `parameters`,
/// google-genai `parameters_json_schema` (`parametersJsonSchema` as written in a literal),
/// openai-agents `params_json_schema`, crewai `args_schema`.
const SCHEMA_KEYS: &[&str] = &[
    "input_schema",
    "inputSchema",
    "parameters",
    "parameters_json_schema",
    "parametersJsonSchema",
    "params_json_schema",
    "args_schema",
];

/// Keys under which a payload lists its parameters as a bare map of name to property schema
/// (dspy `args`, smolagents `inputs`), with no `required` list.
const PROPERTY_MAP_KEYS: &[&str] = &["args", "inputs"];

/// The object that holds the tool's own fields: OpenAI Chat Completions nests them under
/// `function`.
fn tool_fields(payload: &Value) -> Option<&Map<String, Value>> {
    let o = payload.as_object()?;
    match o.get("function") {
        Some(Value::Object(f)) if o.get("type").and_then(Value::as_str) == Some("function") => {
            Some(f)
        }
        _ => Some(o),
    }
}

/// The JSON Schema of the tool's parameters in a payload of any provider, or `None` when
/// the payload has none (a tool without parameters in a format that omits the key).
pub fn parameters_schema(payload: &Value) -> Option<Value> {
    let fields = tool_fields(payload)?;
    for key in SCHEMA_KEYS {
        if let Some(Value::Object(s)) = fields.get(*key) {
            // strands wraps it: `inputSchema: {"json": {...}}`.
            if let (Some(Value::Object(inner)), false) = (
                s.get("json"),
                s.contains_key("properties") || s.contains_key("type"),
            ) {
                return Some(Value::Object(inner.clone()));
            }
            return Some(Value::Object(s.clone()));
        }
    }
    for key in PROPERTY_MAP_KEYS {
        if let Some(Value::Object(props)) = fields.get(*key) {
            return Some(from_property_map(props));
        }
    }
    None
}

/// An object schema from a bare property map: a property is optional when it carries a
/// `default` (dspy) or `nullable: true` (smolagents), the two ways these formats say so.
fn from_property_map(props: &Map<String, Value>) -> Value {
    let required: Vec<Value> = props
        .iter()
        .filter(|(_, p)| {
            p.get("default").is_none() && p.get("nullable").and_then(Value::as_bool) != Some(true)
        })
        .map(|(k, _)| Value::String(k.clone()))
        .collect();
    let mut m = Map::new();
    m.insert("type".into(), Value::String("object".into()));
    m.insert("properties".into(), Value::Object(props.clone()));
    m.insert("required".into(), Value::Array(required));
    Value::Object(m)
}

/// Whether the payload asks the provider for strict mode: `strict: true` (OpenAI, at the
/// top or under `function`) or openai-agents' native `strict_json_schema: true`.
pub fn strict(payload: &Value) -> bool {
    let Some(fields) = tool_fields(payload) else {
        return false;
    };
    ["strict", "strict_json_schema"]
        .iter()
        .any(|k| fields.get(*k).and_then(Value::as_bool) == Some(true))
}

/// The tool's description (`desc` in dspy).
pub fn description(payload: &Value) -> Option<&str> {
    let fields = tool_fields(payload)?;
    fields
        .get("description")
        .or_else(|| fields.get("desc"))
        .and_then(Value::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn object(props: Value, required: Value) -> Value {
        json!({"type": "object", "properties": props, "required": required})
    }

    /// One payload per shape `toolsight schema` prints (the keys as the corpus shows them).
    #[test]
    fn finds_the_parameters_in_every_provider_shape() {
        let s = object(json!({"city": {"type": "string"}}), json!(["city"]));
        let shapes = [
            json!({"name": "t", "description": "d", "input_schema": s}),
            json!({"name": "t", "description": "d", "inputSchema": s, "outputSchema": {"type": "object"}}),
            json!({"name": "t", "description": "d", "parameters": s}),
            json!({"type": "function", "function": {"name": "t", "description": "d", "parameters": s, "strict": true}}),
            json!({"type": "function", "name": "t", "parameters": s, "strict": true, "description": "d"}),
            json!({"description": "d", "name": "t", "parameters_json_schema": s, "response_json_schema": {"type": "integer"}}),
            json!({"name": "t", "parametersJsonSchema": s}),
            json!({"name": "t", "description": "d", "params_json_schema": s, "strict_json_schema": true}),
            json!({"name": "t", "description": "d", "args_schema": s, "formatted_description": "x"}),
            json!({"name": "t", "description": "d", "inputSchema": {"json": s}}),
        ];
        for p in &shapes {
            assert_eq!(parameters_schema(p).as_ref(), Some(&s), "{p}");
            let described = p.to_string().contains("\"description\"");
            assert_eq!(description(p), described.then_some("d"), "{p}");
        }
        assert!(strict(&shapes[3]) && strict(&shapes[4]) && strict(&shapes[7]));
        assert!(!strict(&shapes[0]) && !strict(&json!({"strict": null})));
    }

    #[test]
    fn a_bare_property_map_becomes_an_object_schema() {
        let dspy = json!({"name": "t", "desc": "d", "args": {
            "q": {"type": "string"}, "limit": {"type": "integer", "default": 5}}});
        assert_eq!(
            parameters_schema(&dspy),
            Some(object(
                json!({"q": {"type": "string"}, "limit": {"type": "integer", "default": 5}}),
                json!(["q"])
            ))
        );
        assert_eq!(description(&dspy), Some("d"));
        let smol = json!({"name": "t", "inputs": {
            "city": {"type": "string"}, "days": {"type": "integer", "nullable": true}}, "output_type": "string"});
        assert_eq!(
            parameters_schema(&smol).unwrap()["required"],
            json!(["city"])
        );
    }

    #[test]
    fn a_payload_without_parameters_has_none() {
        assert_eq!(parameters_schema(&json!({"name": "t"})), None);
        assert_eq!(parameters_schema(&json!("not an object")), None);
    }
}
