//! `jsonref.replace_refs(schema, proxies=False)` as autogen calls it: every `{"$ref": ...}`
//! object is replaced by the definition it points to, and its sibling keys (the field's
//! `description`, `default`) are dropped (jsonref's `merge_props=False`). A recursive model
//! gives a self-referencing dict, which `json.dumps` refuses when the payload is sent.

use serde_json::{Map, Value};

use super::LibError;

/// Resolves the references of `v` against the model's `$defs`.
pub fn inline(v: &Value, defs: Option<&Map<String, Value>>) -> Result<Value, LibError> {
    let Some(defs) = defs else {
        return Ok(v.clone());
    };
    let mut open: Vec<String> = Vec::new();
    resolve(v, defs, &mut open)
}

fn circular() -> LibError {
    LibError::new("ValueError", "Circular reference detected")
}

fn resolve(
    v: &Value,
    defs: &Map<String, Value>,
    open: &mut Vec<String>,
) -> Result<Value, LibError> {
    // Definitions are finite and each is open at most once on a path: the depth is bounded
    // by the number of definitions times the schema's own depth.
    Ok(match v {
        Value::Object(m) => {
            if let Some(r) = m.get("$ref").and_then(Value::as_str) {
                let key = r.strip_prefix("#/$defs/").unwrap_or(r).to_string();
                if open.contains(&key) {
                    return Err(circular());
                }
                let target = defs
                    .get(&key)
                    .ok_or_else(|| LibError::unknown(format!("unresolvable reference {r}")))?;
                open.push(key);
                let out = resolve(target, defs, open);
                open.pop();
                return out;
            }
            let mut out = Map::new();
            for (k, x) in m {
                out.insert(k.clone(), resolve(x, defs, open)?);
            }
            Value::Object(out)
        }
        Value::Array(a) => Value::Array(
            a.iter()
                .map(|x| resolve(x, defs, open))
                .collect::<Result<_, _>>()?,
        ),
        other => other.clone(),
    })
}
