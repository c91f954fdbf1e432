//! `DereferenceRefsMiddleware`: a FastMCP server (`dereference_schemas=True`, the default)
//! inlines the `$defs` of a tool's input and output schemas when it lists them
//! (`fastmcp.utilities.json_schema.dereference_refs`), so clients that cannot follow `$ref`
//! get self-contained schemas. What the tool's own `to_mcp_tool()` shows still has them.
//!
//! Each `{"$ref": "#/$defs/X", ...siblings}` becomes the inlined definition with the
//! siblings merged over it (`dict(target).update(siblings)`: the definition's keys first, a
//! sibling keeps the place of a key it overrides), and `$defs` is dropped. A schema whose
//! references form a cycle, or whose inlined form would be larger than fastmcp's limits, is
//! sent as it is (its root has `type`, so `resolve_root_ref` changes nothing).

use serde_json::{Map, Value};

/// fastmcp's `_MAX_INLINED_NODES` and `_MAX_INLINED_DEPTH`.
const MAX_NODES: usize = 100_000;
const MAX_DEPTH: usize = 128;

/// The schema as the server lists it.
pub fn dereference(schema: Value) -> Value {
    let Value::Object(root) = &schema else {
        return schema;
    };
    // `_dereference_tool` leaves a schema without `$defs` or `$ref` alone.
    if !root.contains_key("$defs") && !has_ref(&schema) {
        return schema;
    }
    let defs = match root.get("$defs") {
        Some(Value::Object(d)) => d.clone(),
        _ => Map::new(),
    };
    let mut walk = Walk {
        defs: &defs,
        stack: Vec::new(),
        nodes: 0,
    };
    match walk.inline(&schema, 0) {
        Some(Value::Object(mut m)) => {
            m.shift_remove("$defs");
            strip_discriminator(Value::Object(m))
        }
        _ => schema,
    }
}

/// `_strip_discriminator`: an OpenAPI `discriminator` next to `anyOf`/`oneOf` maps tags to
/// the `$defs` just removed, so it goes; its `propertyName` is added to each variant's
/// `required` instead (`require_discriminator_property`). Instance data (`default`,
/// `const`, `examples`, `enum`) is not looked into.
fn strip_discriminator(v: Value) -> Value {
    match v {
        Value::Object(m) => {
            let skip = m.contains_key("discriminator")
                && (m.contains_key("anyOf") || m.contains_key("oneOf"));
            let tag = skip
                .then(|| {
                    m.get("discriminator")?
                        .get("propertyName")?
                        .as_str()
                        .map(str::to_string)
                })
                .flatten();
            let mut out = Map::new();
            for (k, x) in m {
                if skip && k == "discriminator" {
                    continue;
                }
                let x = match (k.as_str(), x) {
                    ("anyOf" | "oneOf", Value::Array(variants)) if tag.is_some() => Value::Array(
                        variants
                            .into_iter()
                            .map(|v| {
                                strip_discriminator(require(v, tag.as_deref().unwrap_or_default()))
                            })
                            .collect(),
                    ),
                    ("default" | "const" | "examples" | "enum", x) => x,
                    (_, x) => strip_discriminator(x),
                };
                out.insert(k, x);
            }
            Value::Object(out)
        }
        Value::Array(a) => Value::Array(a.into_iter().map(strip_discriminator).collect()),
        other => other,
    }
}

/// `_require_property`: the tag appended to a variant's `required` (made when missing).
fn require(variant: Value, tag: &str) -> Value {
    let Value::Object(mut m) = variant else {
        return variant;
    };
    match m.get_mut("required") {
        None => {
            m.insert("required".into(), Value::Array(vec![tag.into()]));
        }
        Some(Value::Array(r)) => {
            if !r.iter().any(|x| x.as_str() == Some(tag)) {
                r.push(tag.into());
            }
        }
        Some(_) => {}
    }
    Value::Object(m)
}

fn has_ref(v: &Value) -> bool {
    match v {
        Value::Object(m) => m.contains_key("$ref") || m.values().any(has_ref),
        Value::Array(a) => a.iter().any(has_ref),
        _ => false,
    }
}

struct Walk<'a> {
    defs: &'a Map<String, Value>,
    /// The definitions being inlined (a cycle when one comes back).
    stack: Vec<&'a str>,
    nodes: usize,
}

impl<'a> Walk<'a> {
    /// `None`: the schema cannot be inlined (a cycle, an unknown reference, the limits).
    fn inline(&mut self, v: &Value, depth: usize) -> Option<Value> {
        self.nodes += 1;
        if depth > MAX_DEPTH || self.nodes > MAX_NODES {
            return None;
        }
        match v {
            Value::Object(m) => {
                if let Some(Value::String(r)) = m.get("$ref") {
                    if let Some(name) = r.strip_prefix('#') {
                        return self.reference(name, m, depth);
                    }
                }
                let mut out = Map::new();
                for (k, x) in m {
                    out.insert(k.clone(), self.inline(x, depth + 1)?);
                }
                Some(Value::Object(out))
            }
            Value::Array(a) => a
                .iter()
                .map(|x| self.inline(x, depth + 1))
                .collect::<Option<Vec<_>>>()
                .map(Value::Array),
            _ => Some(v.clone()),
        }
    }

    fn reference(
        &mut self,
        pointer: &str,
        node: &Map<String, Value>,
        depth: usize,
    ) -> Option<Value> {
        // Only `#/$defs/Name` pointers are inlined here; any other local pointer is left to
        // the fallback (the schema as it is), which is what pydantic's schemas never need.
        let name = pointer.strip_prefix("/$defs/")?;
        let (key, target) = self.defs.get_key_value(name)?;
        if self.stack.contains(&key.as_str()) {
            return None;
        }
        self.stack.push(key.as_str());
        let inlined = self.inline(target, depth + 1);
        self.stack.pop();
        let mut merged = match inlined? {
            Value::Object(m) => m,
            other => return Some(other),
        };
        // The siblings are taken from the original node, as `_merge_ref_siblings` does.
        for (k, x) in node {
            if k != "$ref" && k != "$defs" {
                merged.insert(k.clone(), x.clone());
            }
        }
        Some(Value::Object(merged))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_cycle_keeps_the_schema() {
        let s = json!({"$defs": {"N": {"properties": {"next": {"$ref": "#/$defs/N"}}, "type": "object"}},
            "properties": {"n": {"$ref": "#/$defs/N"}}, "type": "object"});
        assert_eq!(dereference(s.clone()), s);
    }

    #[test]
    fn siblings_override_in_place_and_come_after() {
        let s = json!({"$defs": {"U": {"enum": ["a"], "type": "string", "default": "x"}},
            "properties": {"u": {"$ref": "#/$defs/U", "default": "a", "description": "d"}}, "type": "object"});
        let d = dereference(s);
        assert_eq!(
            serde_json::to_string(&d).unwrap(),
            r#"{"properties":{"u":{"enum":["a"],"type":"string","default":"a","description":"d"}},"type":"object"}"#
        );
    }
}
