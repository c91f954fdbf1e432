//! Values as pydantic writes them into a schema (`to_jsonable_python` for defaults, examples
//! and `Literal` members) and titles derived from names.

use serde_json::{Map, Value};

use crate::model::PyValue;

/// `pydantic_core.to_jsonable_python(value)`; `None` where it raises
/// (`PydanticSerializationError`: the default is then left out of the schema) or where the
/// value is not known statically.
pub fn jsonable(v: &PyValue) -> Option<Value> {
    Some(match v {
        PyValue::None => Value::Null,
        PyValue::Bool(b) => Value::Bool(*b),
        PyValue::Int(_) | PyValue::Str(_) => v.to_json(),
        // `ser_json_inf_nan='null'`.
        PyValue::Float(f) if !f.is_finite() => Value::Null,
        PyValue::Float(_) => v.to_json(),
        PyValue::Bytes(b) => Value::String(String::from_utf8(b.clone()).ok()?),
        PyValue::List(items) | PyValue::Tuple(items) => {
            Value::Array(items.iter().map(jsonable).collect::<Option<_>>()?)
        }
        PyValue::Set(items) => {
            let mut items = items.clone();
            // `default_schema` sorts sets of more than one element when they are comparable.
            if items.len() > 1 {
                sort_values(&mut items);
            }
            Value::Array(items.iter().map(jsonable).collect::<Option<_>>()?)
        }
        PyValue::Dict(kv) => {
            let mut m = Map::new();
            for (k, v) in kv {
                let key = match k {
                    PyValue::Str(s) => s.clone(),
                    PyValue::Int(i) => i.to_string(),
                    PyValue::Bool(b) => if *b { "true" } else { "false" }.into(),
                    PyValue::None => "None".into(),
                    PyValue::EnumMember { value, .. } => match value.as_ref() {
                        PyValue::Str(s) => s.clone(),
                        PyValue::Int(i) => i.to_string(),
                        _ => return None,
                    },
                    _ => return None,
                };
                m.insert(key, jsonable(v)?);
            }
            Value::Object(m)
        }
        PyValue::EnumMember { value, .. } => jsonable(value)?,
        PyValue::Call(c) => match c.qualified.as_str() {
            // Empty containers built by calling their class (`tags: set[str] = set()`).
            "set" | "frozenset" | "list" | "tuple" | "builtins.set" | "builtins.frozenset"
            | "builtins.list" | "builtins.tuple"
                if c.args.is_empty() && c.kwargs.is_empty() =>
            {
                Value::Array(Vec::new())
            }
            "dict" | "builtins.dict" if c.args.is_empty() && c.kwargs.is_empty() => {
                Value::Object(Map::new())
            }
            "pathlib.Path" | "pathlib.PurePath" | "pathlib.PosixPath" | "pathlib.PurePosixPath" => {
                match c.args.as_slice() {
                    [] => Value::String(".".into()),
                    [PyValue::Str(s)] => Value::String(s.clone()),
                    _ => return None,
                }
            }
            _ => return None,
        },
        PyValue::Ellipsis | PyValue::Opaque { .. } => return None,
    })
}

/// `sorted(values)` where Python can compare them all (numbers with numbers, strings with
/// strings); otherwise the order is left as written.
fn sort_values(items: &mut [PyValue]) {
    let num = |v: &PyValue| match v {
        PyValue::Int(i) => Some(*i as f64),
        PyValue::Float(f) => Some(*f),
        PyValue::Bool(b) => Some(*b as i32 as f64),
        _ => None,
    };
    if items.iter().all(|v| num(v).is_some()) {
        items.sort_by(|a, b| {
            num(a)
                .partial_cmp(&num(b))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
    } else if items.iter().all(|v| matches!(v, PyValue::Str(_))) {
        items.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
    }
}

/// `GenerateJsonSchema.get_title_from_name`: `name.title().replace('_', ' ').strip()`.
pub fn title_from_name(name: &str) -> String {
    py_title(name).replace('_', " ").trim().to_string()
}

/// Python's `str.title()`: a cased character after a cased one is lower-cased, any other is
/// upper-cased (digits and underscores start new words).
pub fn py_title(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut prev_cased = false;
    for c in s.chars() {
        let cased = c.is_lowercase() || c.is_uppercase();
        if prev_cased {
            out.extend(c.to_lowercase());
        } else {
            out.extend(c.to_uppercase());
        }
        prev_cased = cased;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_follow_str_title() {
        assert_eq!(title_from_name("user_id"), "User Id");
        assert_eq!(title_from_name("x2y"), "X2Y");
        assert_eq!(title_from_name("_hidden"), "Hidden");
        assert_eq!(title_from_name("HTTPCode"), "Httpcode");
    }
}
