//! The anatomy of a rendered payload: where a provider payload (or a framework's native tool
//! object) keeps its parameters, its description and its strict flag. Every reader of a
//! payload (rules, hover, reference, diff) asks here, so they agree on what is sent: two
//! copies of this lookup once disagreed, and the hover called a dspy parameter "not sent"
//! while `toolsight schema` showed it.
//!
//! The keys are data: a new framework that uses one of them needs no change here.

use std::borrow::Cow;

use serde_json::{Map, Value};

/// The string `format`s OpenAI's strict mode accepts (Structured Outputs' supported
/// formats); pydantic-ai keeps the same list (`_STRICT_COMPATIBLE_STRING_FORMATS`).
pub const OPENAI_STRICT_STRING_FORMATS: [&str; 9] = [
    "date-time",
    "time",
    "date",
    "duration",
    "email",
    "hostname",
    "ipv4",
    "ipv6",
    "uuid",
];

/// Keys under which a payload carries its parameters' JSON Schema, in the order they are
/// looked for: Anthropic `input_schema`, MCP `inputSchema`, OpenAI / Gemini `parameters`,
/// google-genai `parameters_json_schema` (`parametersJsonSchema` as written in a literal),
/// openai-agents `params_json_schema`, crewai `args_schema`, browser-use `param_model`.
const SCHEMA_KEYS: &[&str] = &[
    "input_schema",
    "inputSchema",
    "parameters",
    "parameters_json_schema",
    "parametersJsonSchema",
    "params_json_schema",
    "args_schema",
    "param_model",
];

/// Keys under which a payload lists its parameters as a bare map of name to property schema
/// (dspy `args`, smolagents `inputs`), with no `required` list.
const PROPERTY_MAP_KEYS: &[&str] = &["args", "inputs"];

/// The object that holds the tool's own fields: OpenAI Chat Completions nests them under
/// `function`.
fn tool_fields(payload: &Value) -> Option<&Map<String, Value>> {
    let o = payload.as_object()?;
    match o.get("function") {
        Some(Value::Object(f)) => Some(f),
        _ => Some(o),
    }
}

/// The object schema of the tool's parameters in a payload of any provider: borrowed where
/// the payload holds one, built where it lists bare properties (dspy, smolagents); a bare
/// object schema passed in is its own parameters. `None` when the payload has none (a tool
/// without parameters in a format that omits the key).
pub fn parameters(payload: &Value) -> Option<Cow<'_, Map<String, Value>>> {
    let fields = tool_fields(payload)?;
    for key in SCHEMA_KEYS {
        if let Some(Value::Object(s)) = fields.get(*key) {
            // strands wraps it: `inputSchema: {"json": {...}}`.
            if let (Some(Value::Object(inner)), false) = (
                s.get("json"),
                s.contains_key("properties") || s.contains_key("type"),
            ) {
                return Some(Cow::Borrowed(inner));
            }
            return Some(Cow::Borrowed(s));
        }
    }
    for key in PROPERTY_MAP_KEYS {
        if let Some(Value::Object(props)) = fields.get(*key) {
            return Some(Cow::Owned(from_property_map(props)));
        }
    }
    fields
        .contains_key("properties")
        .then_some(Cow::Borrowed(fields))
}

/// [`parameters`] as an owned JSON value.
pub fn parameters_schema(payload: &Value) -> Option<Value> {
    parameters(payload).map(|p| Value::Object(p.into_owned()))
}

/// One parameter's property schema in a payload, and whether the payload requires it.
pub fn parameter<'v>(payload: &'v Value, name: &str) -> Option<(Cow<'v, Value>, bool)> {
    let params = parameters(payload)?;
    let required = params
        .get("required")
        .and_then(Value::as_array)
        .is_some_and(|r| r.iter().any(|x| x == name));
    let schema = match params {
        Cow::Borrowed(p) => Cow::Borrowed(p.get("properties")?.get(name)?),
        Cow::Owned(p) => Cow::Owned(p.get("properties")?.get(name)?.clone()),
    };
    Some((schema, required))
}

/// An object schema from a bare property map: a property is optional when it carries a
/// `default` (dspy) or `nullable: true` (smolagents), the two ways these formats say so.
fn from_property_map(props: &Map<String, Value>) -> Map<String, Value> {
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
    m
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

/// The tool's description: top-level, under `function` (OpenAI Chat Completions), or `desc`
/// (dspy).
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
            json!({"name": "t", "description": "d", "param_model": s, "prompt_description": "t: d"}),
            json!({"name": "t", "description": "d", "inputSchema": {"json": s}}),
        ];
        for p in &shapes {
            assert_eq!(parameters_schema(p).as_ref(), Some(&s), "{p}");
            assert_eq!(
                parameter(p, "city").map(|(s, r)| (s.into_owned(), r)),
                Some((json!({"type": "string"}), true)),
                "{p}"
            );
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
        assert_eq!(
            parameter(&dspy, "limit").map(|(s, r)| (s.into_owned(), r)),
            Some((json!({"type": "integer", "default": 5}), false))
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
    fn a_bare_object_schema_is_its_own_parameters() {
        let s = object(json!({"a": {"type": "integer"}}), json!([]));
        assert_eq!(parameters_schema(&s), Some(s.clone()));
    }

    #[test]
    fn a_payload_without_parameters_has_none() {
        assert_eq!(parameters_schema(&json!({"name": "t"})), None);
        assert_eq!(parameters_schema(&json!("not an object")), None);
    }
}
