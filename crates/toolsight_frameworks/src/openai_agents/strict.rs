//! `agents.strict_schema.ensure_strict_json_schema` (openai-agents 0.24): what strict mode
//! does to a pydantic schema before it is sent with `"strict": true`.

use serde_json::{Map, Value};

use crate::frameworks::LibError;

const ADDITIONAL_PROPERTIES_ERROR: &str = "additionalProperties should not be set for object types. This could be because you're using an older version of Pydantic, or because you configured additional properties to be allowed. If you really need this, update the function or output tool to not use a strict schema.";

/// Keys that may sit next to `$ref` without changing what it accepts.
const REF_NON_CONSTRAINING: &[&str] = &[
    "$anchor",
    "$comment",
    "$defs",
    "$schema",
    "contentEncoding",
    "contentMediaType",
    "contentSchema",
    "default",
    "definitions",
    "deprecated",
    "description",
    "examples",
    "readOnly",
    "title",
    "writeOnly",
];

fn user_error(msg: impl Into<String>) -> LibError {
    LibError::new("UserError", msg)
}

/// The strict form of a schema, or the `UserError` the SDK raises.
pub fn ensure_strict(schema: &Value) -> Result<Value, LibError> {
    if schema.as_object().is_some_and(|m| m.is_empty()) {
        let mut m = Map::new();
        m.insert("additionalProperties".into(), Value::Bool(false));
        m.insert("type".into(), "object".into());
        m.insert("properties".into(), Value::Object(Map::new()));
        m.insert("required".into(), Value::Array(Vec::new()));
        return Ok(Value::Object(m));
    }
    let mut root = schema.clone();
    // The SDK mutates the root while it walks it: definitions are made strict first, and a
    // `$ref` resolved later sees them in that state.
    if let Some(Value::Object(defs)) = root.get("$defs").cloned() {
        for (name, def) in defs {
            let mut def = def;
            strict_node(&mut def, &root, false)?;
            if let Some(Value::Object(d)) = root.get_mut("$defs") {
                d.insert(name, def);
            }
        }
    }
    let snapshot = root.clone();
    strict_node(&mut root, &snapshot, true)?;
    let Value::Object(m) = &root else {
        return Ok(root);
    };
    if m.get("anyOf").is_some_and(Value::is_array) {
        return Err(user_error(
            "The root of a strict JSON schema must not use `anyOf`.",
        ));
    }
    Ok(root)
}

fn strict_node(node: &mut Value, root: &Value, is_root: bool) -> Result<(), LibError> {
    let Value::Object(m) = node else {
        return Err(LibError::new(
            "TypeError",
            format!("Expected {node} to be a dictionary"),
        ));
    };
    if m.contains_key("$ref") {
        let mut bad: Vec<&str> = m
            .keys()
            .map(String::as_str)
            .filter(|k| {
                *k != "$ref" && !REF_NON_CONSTRAINING.contains(k) && !(is_root && *k == "$id")
            })
            .collect();
        if !bad.is_empty() {
            bad.sort();
            return Err(user_error(format!("JSON schema contains a `$ref` with incompatible sibling keyword(s) ({}) that cannot be merged without changing its accepted values.", bad.join(", "))));
        }
    }
    let ty = m.get("type").cloned();
    let has_props = m.get("properties").is_some_and(Value::is_object);
    let ty = match ty {
        None if has_props => {
            m.insert("type".into(), "object".into());
            Some(Value::String("object".into()))
        }
        None if m
            .get("additionalProperties")
            .is_some_and(|a| *a != Value::Bool(false)) =>
        {
            return Err(user_error(ADDITIONAL_PROPERTIES_ERROR))
        }
        t => t,
    };
    let is_object = match &ty {
        Some(Value::String(s)) => s == "object",
        Some(Value::Array(a)) => a.iter().any(|t| t == "object"),
        _ => false,
    };
    if is_object {
        match m.get("additionalProperties") {
            None => {
                m.insert("additionalProperties".into(), Value::Bool(false));
            }
            Some(Value::Bool(false)) => {}
            Some(_) => return Err(user_error(ADDITIONAL_PROPERTIES_ERROR)),
        }
    }
    if let Some(Value::Object(props)) = m.get("properties").cloned() {
        m.insert(
            "required".into(),
            Value::Array(props.keys().map(|k| Value::String(k.clone())).collect()),
        );
        let mut out = Map::new();
        for (k, mut v) in props {
            strict_node(&mut v, root, false)?;
            out.insert(k, v);
        }
        m.insert("properties".into(), Value::Object(out));
    }
    if let Some(items) = m.get_mut("items") {
        if items.is_object() {
            strict_node(items, root, false)?;
        }
    }
    if let Some(Value::Array(variants)) = m.get_mut("anyOf") {
        for v in variants.iter_mut() {
            strict_node(v, root, false)?;
        }
    }
    if m.get("default") == Some(&Value::Null) {
        m.shift_remove("default");
    }
    if let Some(Value::String(r)) = m.get("$ref").cloned() {
        if m.len() > 1 {
            let resolved = resolve(root, &r)?;
            m.shift_remove("$ref");
            for (k, v) in resolved {
                if !m.contains_key(&k) {
                    m.insert(k, v);
                }
            }
            return strict_node(node, root, is_root);
        }
    }
    Ok(())
}

fn resolve(root: &Value, r: &str) -> Result<Map<String, Value>, LibError> {
    let Some(path) = r.strip_prefix("#/") else {
        return Err(LibError::new(
            "ValueError",
            format!("Unexpected $ref format '{r}'; Does not start with #/"),
        ));
    };
    let mut at = root;
    for key in path.split('/') {
        let key = key.replace("~1", "/").replace("~0", "~");
        at = at
            .get(&key)
            .ok_or_else(|| LibError::new("KeyError", format!("'{key}'")))?;
    }
    at.as_object().cloned().ok_or_else(|| {
        LibError::new(
            "ValueError",
            format!("Expected `$ref: {r}` to resolve to a dictionary"),
        )
    })
}
