//! JSON Schema sanity that no provider checks for the user: a schema whose keywords
//! contradict each other is accepted and leaves the model with an impossible choice. Other
//! sanity checks live with the rule family that knows their consequences (`L003` unknown
//! `type`, `L006` `required` without a property, `S009` / `M002` arrays without `items`).

use serde_json::{Map, Value};

use crate::config::Severity;
use crate::frameworks::Provider;

use super::library::param_of_path;
use super::{param_span, Ctx, Diagnostic, RuleInfo};

pub const L015: RuleInfo = RuleInfo {
    code: "L015",
    name: "enum-value-type",
    severity: Severity::Warning,
    summary: "An `enum` value does not have the schema's `type`",
    doc: "The schema says `\"type\": \"string\"` but lists a number among its `enum` values (or the other way round). Providers accept it, but no value satisfies both: the model sends one of them and the call fails validation, or the function receives a type it does not expect. agno does this for an `IntEnum` (`\"type\": \"string\"` with integer values); hand-written schemas do it by mistake.\n\nExample:\n    \"unit\": {\"type\": \"string\", \"enum\": [\"c\", 1]}\n\nFix: make every value the declared type, or declare the type the values have.",
};

pub const RULES: &[RuleInfo] = &[L015];

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        // (parameter, offending value, declared type) → providers.
        let mut found: Vec<(String, String, String, Vec<Provider>)> = Vec::new();
        for (e, reaches) in tool.sent_entries() {
            let Ok(payload) = &e.rendered.result else {
                continue;
            };
            let Some(params) = crate::payload::parameters(payload) else {
                continue;
            };
            walk(&params, &mut Vec::new(), &mut |path, schema| {
                let Some((value, ty)) = mismatch(schema) else {
                    return;
                };
                let param = param_of_path(path).unwrap_or("").to_string();
                match found
                    .iter_mut()
                    .find(|(p, v, t, _)| *p == param && *v == value && *t == ty)
                {
                    Some((_, _, _, ps)) => {
                        for p in &reaches {
                            if !ps.contains(p) {
                                ps.push(*p);
                            }
                        }
                    }
                    None => found.push((param, value, ty, reaches.clone())),
                }
            });
        }
        for (param, value, ty, providers) in found {
            let (span, whose) = if param.is_empty() {
                (tool.name_span(ctx.source), "the schema's".to_string())
            } else {
                (param_span(tool.function, &param), format!("`{param}`'s"))
            };
            let message = format!(
                "{whose} `enum` holds {value}, which is not of its `\"type\": {ty}`: no value satisfies both, so the model's choice fails validation or reaches the function as the wrong type"
            );
            out.push(ctx.diag(&L015, span, message, providers, Some(tool)));
        }
    }
}

/// What `walk` calls for each schema object, with its path.
type Visit<'a> = dyn FnMut(&[String], &Map<String, Value>) + 'a;

/// Every schema object below `schema` (itself included), with its path.
fn walk(schema: &Map<String, Value>, path: &mut Vec<String>, f: &mut Visit) {
    f(path, schema);
    for (k, v) in schema {
        // `enum` and `const` values, `default`s and examples are data, not schemas.
        if matches!(
            k.as_str(),
            "enum" | "const" | "default" | "examples" | "example"
        ) {
            continue;
        }
        path.push(k.clone());
        match v {
            Value::Object(o) => walk(o, path, f),
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    if let Value::Object(o) = x {
                        path.push(i.to_string());
                        walk(o, path, f);
                        path.pop();
                    }
                }
            }
            _ => {}
        }
        path.pop();
    }
}

/// The first `enum` value that none of the declared types admits, and the declared type(s).
fn mismatch(schema: &Map<String, Value>) -> Option<(String, String)> {
    let values = schema.get("enum")?.as_array()?;
    let types: Vec<&str> = match schema.get("type")? {
        Value::String(t) => vec![t.as_str()],
        Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
        _ => return None,
    };
    // A `type` JSON Schema does not define is L003's finding, not a contradiction.
    if types.is_empty() || types.iter().any(|t| admits(t, &Value::Null).is_none()) {
        return None;
    }
    let bad = values
        .iter()
        .find(|v| !types.iter().any(|t| admits(t, v) == Some(true)))?;
    let declared = schema.get("type").map(Value::to_string).unwrap_or_default();
    Some((format!("`{bad}`"), declared))
}

/// Whether a JSON Schema type admits a value; `None` for a type name JSON Schema does not
/// define.
fn admits(ty: &str, v: &Value) -> Option<bool> {
    Some(match ty {
        "string" => v.is_string(),
        "integer" => v.is_i64() || v.is_u64() || v.as_f64().is_some_and(|f| f.fract() == 0.0),
        "number" => v.is_number(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        "object" => v.is_object(),
        "array" => v.is_array(),
        _ => return None,
    })
}
