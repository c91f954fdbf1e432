//! rig-core's OpenAI strict conversion (`ResponsesToolDefinition::with_strict()`, its
//! `sanitize_schema` with `strip_ref_siblings` and `inject_empty_properties`): recursively,
//! a `$ref` loses its siblings, object schemas get `properties: {}` when they have none and
//! `additionalProperties: false`, every property becomes required, `oneOf` becomes `anyOf`
//! (moved to the end of its object). It walks `$defs` (not draft-07's `definitions`),
//! `properties`, `items`, `anyOf` and `allOf`; everything else is kept as it is.

use serde_json::{Map, Value};

/// Nesting beyond this is left as it is (rig recurses without a limit; a schema that deep
/// is not one toolsight built).
const MAX_DEPTH: usize = 256;

pub fn sanitize(schema: &mut Value) {
    sanitize_at(schema, 0)
}

fn sanitize_at(schema: &mut Value, depth: usize) {
    let Value::Object(obj) = schema else { return };
    if depth > MAX_DEPTH {
        return;
    }
    if obj.contains_key("$ref") {
        obj.retain(|k, _| k == "$ref");
        return;
    }
    let is_object =
        obj.get("type") == Some(&Value::String("object".into())) || obj.contains_key("properties");
    if is_object && !obj.contains_key("properties") {
        obj.insert("properties".into(), Value::Object(Map::new()));
    }
    if is_object && !obj.contains_key("additionalProperties") {
        obj.insert("additionalProperties".into(), Value::Bool(false));
    }
    if let Some(Value::Object(props)) = obj.get("properties") {
        let keys = props.keys().cloned().map(Value::String).collect();
        obj.insert("required".into(), Value::Array(keys));
    }
    for key in ["$defs", "properties"] {
        if let Some(Value::Object(m)) = obj.get_mut(key) {
            for (_, v) in m.iter_mut() {
                sanitize_at(v, depth + 1);
            }
        }
    }
    if let Some(items) = obj.get_mut("items") {
        sanitize_at(items, depth + 1);
    }
    if let Some(one_of) = obj.shift_remove("oneOf") {
        match obj.get_mut("anyOf") {
            Some(Value::Array(existing)) => {
                if let Value::Array(incoming) = one_of {
                    existing.extend(incoming);
                }
            }
            _ => {
                obj.insert("anyOf".into(), one_of);
            }
        }
    }
    for key in ["anyOf", "allOf"] {
        if let Some(Value::Array(variants)) = obj.get_mut(key) {
            for v in variants.iter_mut() {
                sanitize_at(v, depth + 1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn refs_lose_siblings_and_objects_close() {
        let mut s = json!({
            "type": "object",
            "properties": {
                "a": {"description": "x", "$ref": "#/$defs/A"},
                "b": {"type": ["string", "null"]},
                "c": {"oneOf": [{"type": "object"}]}
            },
            "required": ["a"],
            "$defs": {"A": {"type": "object"}}
        });
        sanitize(&mut s);
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            serde_json::to_string(&json!({
                "type": "object",
                "properties": {
                    "a": {"$ref": "#/$defs/A"},
                    "b": {"type": ["string", "null"]},
                    "c": {"anyOf": [{"type": "object", "properties": {}, "additionalProperties": false, "required": []}]}
                },
                "required": ["a", "b", "c"],
                "$defs": {"A": {"type": "object", "properties": {}, "additionalProperties": false, "required": []}},
                "additionalProperties": false
            }))
            .unwrap()
        );
    }
}
