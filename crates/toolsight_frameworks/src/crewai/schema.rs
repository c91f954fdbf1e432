//! crewai's `utilities/pydantic_schema_utils`: what it does to an args model's JSON Schema
//! before an LLM sees it. `generate_model_description` (the prompt's `Tool Arguments:` and the
//! agent's function-calling `parameters`) and `sanitize_tool_params_for_openai_strict` (what
//! the OpenAI provider then sends).
//!
//! Python mutates dicts in place: a key assigned anew keeps its position, a popped one is
//! gone, a new one goes last. `serde_json`'s ordered map does the same with `insert` and
//! `shift_remove`, so every step below keeps the library's key order.

use serde_json::{Map, Value};

/// `OPENAI_SUPPORTED_FORMATS`.
pub(super) const SUPPORTED_FORMATS: &[&str] = &["date-time", "date", "time", "duration"];

/// `_STRICT_METADATA_KEYS`.
const STRICT_METADATA_KEYS: &[&str] = &[
    "title",
    "default",
    "examples",
    "example",
    "$comment",
    "readOnly",
    "writeOnly",
    "deprecated",
];

/// `generate_model_description(model, strip_null_types=...)["json_schema"]["schema"]`, from
/// `model.model_json_schema()`.
pub fn model_description(model_schema: &Value, strip_null_types: bool) -> Value {
    let mut s = model_schema.clone();
    force_additional_properties_false(&mut s);
    strip_unsupported_formats(&mut s);
    ensure_type_in_schemas(&mut s);
    let mut s = resolve_refs(&s);
    if let Value::Object(m) = &mut s {
        m.shift_remove("$defs");
    }
    fix_discriminator_mappings(&mut s);
    convert_oneof_to_anyof(&mut s);
    ensure_all_properties_required(&mut s);
    if strip_null_types {
        strip_null_from_types(&mut s);
    }
    s
}

/// `sanitize_tool_params_for_openai_strict(params)`.
pub fn openai_strict(params: &Value) -> Value {
    let mut s = resolve_refs(params);
    if let Value::Object(m) = &mut s {
        m.shift_remove("$defs");
    }
    convert_oneof_to_anyof(&mut s);
    ensure_type_in_schemas(&mut s);
    force_additional_properties_false(&mut s);
    ensure_all_properties_required(&mut s);
    strip_keys(&mut s, STRICT_METADATA_KEYS);
    strip_unsupported_formats(&mut s);
    s
}

/// Every dict and list below `v` (`v` included), children after their parent: the walk
/// `force_additional_properties_false` and friends make.
fn each_value(v: &mut Value, f: &mut impl FnMut(&mut Map<String, Value>)) {
    match v {
        Value::Object(m) => {
            f(m);
            m.values_mut().for_each(|x| each_value(x, f));
        }
        Value::Array(a) => a.iter_mut().for_each(|x| each_value(x, f)),
        _ => {}
    }
}

/// The walk of `convert_oneof_to_anyof`, `ensure_all_properties_required` and
/// `strip_null_from_types`: into dict values, and into the dicts directly inside list values
/// (a list inside a list is not entered).
fn each_schema(m: &mut Map<String, Value>, f: &mut impl FnMut(&mut Map<String, Value>)) {
    f(m);
    for x in m.values_mut() {
        match x {
            Value::Object(sub) => each_schema(sub, f),
            Value::Array(items) => {
                for item in items {
                    if let Value::Object(sub) = item {
                        each_schema(sub, f);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Every `"type": "object"` closed, with `properties` and `required` present.
pub fn force_additional_properties_false(v: &mut Value) {
    each_value(v, &mut |m| {
        if m.get("type") == Some(&Value::String("object".into())) {
            m.insert("additionalProperties".into(), Value::Bool(false));
            if !m.contains_key("properties") {
                m.insert("properties".into(), Value::Object(Map::new()));
            }
            if !m.contains_key("required") {
                m.insert("required".into(), Value::Array(Vec::new()));
            }
        }
    });
}

/// `format` removed unless OpenAI supports it.
fn strip_unsupported_formats(v: &mut Value) {
    each_value(v, &mut |m| {
        if m.get("format")
            .and_then(Value::as_str)
            .is_some_and(|f| !SUPPORTED_FORMATS.contains(&f))
        {
            m.shift_remove("format");
        }
    });
}

/// An empty schema inside `anyOf` / `oneOf` becomes `{"type": "object"}`.
fn ensure_type_in_schemas(v: &mut Value) {
    each_value(v, &mut |m| {
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(items)) = m.get_mut(key) {
                for item in items.iter_mut() {
                    if item.as_object().is_some_and(Map::is_empty) {
                        *item = serde_json::json!({"type": "object"});
                    }
                }
            }
        }
    });
}

/// `resolve_refs`: every `#/$defs/` reference replaced by a copy of its definition (the
/// reference's sibling keys go with it); a definition met again inside itself becomes a stub
/// of its `type` and `description`.
fn resolve_refs(schema: &Value) -> Value {
    let defs = schema
        .get("$defs")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let mut expanding = Vec::new();
    resolve(schema, &defs, &mut expanding)
}

fn resolve(node: &Value, defs: &Map<String, Value>, expanding: &mut Vec<String>) -> Value {
    match node {
        Value::Object(m) => {
            if let Some(name) = m
                .get("$ref")
                .and_then(Value::as_str)
                .filter(|r| r.starts_with("#/$defs/"))
                .map(|r| r.replace("#/$defs/", ""))
            {
                // pydantic's own references always name a definition it wrote.
                let def = defs.get(&name).cloned().unwrap_or(Value::Null);
                if expanding.contains(&name) {
                    let mut stub = Map::new();
                    stub.insert(
                        "type".into(),
                        def.get("type").cloned().unwrap_or("object".into()),
                    );
                    if let Some(d) = def.get("description") {
                        stub.insert("description".into(), d.clone());
                    }
                    return Value::Object(stub);
                }
                expanding.push(name);
                let out = resolve(&def, defs, expanding);
                expanding.pop();
                return out;
            }
            Value::Object(
                m.iter()
                    .map(|(k, v)| (k.clone(), resolve(v, defs, expanding)))
                    .collect(),
            )
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| resolve(x, defs, expanding)).collect()),
        other => other.clone(),
    }
}

/// `fix_discriminator_mappings`: a property named `output` whose discriminator maps to
/// `#/$defs/...` paths keeps only the model names.
fn fix_discriminator_mappings(schema: &mut Value) {
    let Some(Value::Object(mapping)) = schema
        .get_mut("properties")
        .and_then(|p| p.get_mut("output"))
        .and_then(|o| o.get_mut("discriminator"))
        .and_then(|d| d.get_mut("mapping"))
    else {
        return;
    };
    for v in mapping.values_mut() {
        if let Some(s) = v.as_str() {
            *v = Value::String(s.rsplit('/').next().unwrap_or(s).to_string());
        }
    }
}

/// `schema["anyOf"] = schema.pop("oneOf")`, everywhere.
fn convert_oneof_to_anyof(v: &mut Value) {
    if let Value::Object(m) = v {
        each_schema(m, &mut |m| {
            if let Some(one) = m.shift_remove("oneOf") {
                m.insert("anyOf".into(), one);
            }
        });
    }
}

/// Every object with properties requires all of them.
fn ensure_all_properties_required(v: &mut Value) {
    if let Value::Object(m) = v {
        each_schema(m, &mut |m| {
            if m.get("type") != Some(&Value::String("object".into())) {
                return;
            }
            let keys: Option<Vec<Value>> = match m.get("properties") {
                Some(Value::Object(p)) if !p.is_empty() => {
                    Some(p.keys().cloned().map(Value::String).collect())
                }
                _ => None,
            };
            if let Some(keys) = keys {
                m.insert("required".into(), Value::Array(keys));
            }
        });
    }
}

/// `strip_null_from_types`: `null` taken out of `anyOf` (a single remaining branch is merged
/// into the schema) and out of `type` lists.
fn strip_null_from_types(v: &mut Value) {
    if let Value::Object(m) = v {
        each_schema(m, &mut |m| {
            if let Some(Value::Array(any)) = m.get("anyOf") {
                let non_null: Vec<Value> = any
                    .iter()
                    .filter(|o| o.get("type") != Some(&Value::String("null".into())))
                    .cloned()
                    .collect();
                if non_null.len() == 1 {
                    m.shift_remove("anyOf");
                    if let Some(Value::Object(branch)) = non_null.into_iter().next() {
                        for (k, x) in branch {
                            m.insert(k, x);
                        }
                    }
                } else if non_null.len() > 1 {
                    m.insert("anyOf".into(), Value::Array(non_null));
                }
            }
            if let Some(Value::Array(types)) = m.get("type") {
                if types.iter().any(|t| t == "null") {
                    let rest: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
                    if rest.len() == 1 {
                        m.insert("type".into(), rest[0].clone());
                    } else if rest.len() > 1 {
                        m.insert("type".into(), Value::Array(rest));
                    }
                }
            }
        });
    }
}

/// `_strip_keys_recursive`: the keys removed from every schema node, but not from the
/// `properties` maps themselves (a parameter may be named `title`).
fn strip_keys(v: &mut Value, keys: &[&str]) {
    match v {
        Value::Object(m) => {
            for k in keys {
                m.shift_remove(*k);
            }
            for (k, x) in m.iter_mut() {
                match (k.as_str(), x) {
                    ("properties", Value::Object(props)) => {
                        props.values_mut().for_each(|p| strip_keys(p, keys))
                    }
                    (_, x) => strip_keys(x, keys),
                }
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| strip_keys(x, keys)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn references_are_inlined_and_optional_fields_required() {
        let model = json!({
            "$defs": {"Pt": {"properties": {"x": {"title": "X", "type": "integer"}},
                             "required": ["x"], "title": "Pt", "type": "object"}},
            "properties": {
                "p": {"$ref": "#/$defs/Pt", "default": null},
                "b": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": null, "title": "B"},
                "d": {"additionalProperties": true, "title": "D", "type": "object"}
            },
            "title": "F", "type": "object"
        });
        let desc = model_description(&model, true);
        assert_eq!(desc["required"], json!(["p", "b", "d"]));
        // The reference's `default` goes with it; the definition is closed.
        assert_eq!(
            desc["properties"]["p"],
            json!({"properties": {"x": {"title": "X", "type": "integer"}}, "required": ["x"],
                   "title": "Pt", "type": "object", "additionalProperties": false})
        );
        // The `anyOf` branch is merged after the existing keys.
        assert_eq!(
            serde_json::to_string(&desc["properties"]["b"]).unwrap(),
            r#"{"default":null,"title":"B","type":"string"}"#
        );
        assert_eq!(
            desc["properties"]["d"],
            json!({"additionalProperties": false, "title": "D", "type": "object",
                   "properties": {}, "required": []})
        );
        let strict = openai_strict(&model_description(&model, false));
        assert_eq!(
            serde_json::to_string(&strict["properties"]["b"]).unwrap(),
            r#"{"anyOf":[{"type":"string"},{"type":"null"}]}"#
        );
    }

    #[test]
    fn a_recursive_definition_becomes_a_stub() {
        let model = json!({
            "$defs": {"Node": {"description": "A node.", "properties": {
                "children": {"items": {"$ref": "#/$defs/Node"}, "type": "array"}},
                "type": "object"}},
            "properties": {"tree": {"$ref": "#/$defs/Node"}},
            "type": "object"
        });
        let desc = model_description(&model, true);
        assert_eq!(
            desc["properties"]["tree"]["properties"]["children"]["items"],
            json!({"type": "object", "description": "A node."})
        );
    }

    #[test]
    fn a_property_named_like_a_metadata_key_survives() {
        let params = json!({"properties": {"title": {"title": "Title", "type": "string"}},
                            "type": "object"});
        let strict = openai_strict(&params);
        assert_eq!(strict["properties"]["title"], json!({"type": "string"}));
    }
}
