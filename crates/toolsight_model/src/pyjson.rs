//! Python's `json.dumps` formatting, which several frameworks' payload text (a description
//! holding a schema, crewai's tool text) and `toolsight schema` reproduce byte for byte.

use serde_json::Value;

/// `json.dumps(v, indent=2, ensure_ascii=False)` + newline, byte for byte.
pub fn pretty(v: &Value) -> String {
    let mut out = String::new();
    write_value(v, 0, &mut out);
    out.push('\n');
    out
}

fn write_value(v: &Value, indent: usize, out: &mut String) {
    match v {
        Value::Array(a) if a.is_empty() => out.push_str("[]"),
        Value::Object(o) if o.is_empty() => out.push_str("{}"),
        Value::Array(a) => {
            out.push_str("[\n");
            for (i, x) in a.iter().enumerate() {
                out.push_str(&" ".repeat(indent + 2));
                write_value(x, indent + 2, out);
                if i + 1 < a.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str(&" ".repeat(indent));
            out.push(']');
        }
        Value::Object(o) => {
            out.push_str("{\n");
            for (i, (k, x)) in o.iter().enumerate() {
                out.push_str(&" ".repeat(indent + 2));
                out.push_str(&serde_json::to_string(&Value::String(k.clone())).unwrap_or_default());
                out.push_str(": ");
                write_value(x, indent + 2, out);
                if i + 1 < o.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str(&" ".repeat(indent));
            out.push('}');
        }
        Value::Number(n) => out.push_str(&py_number(n)),
        other => out.push_str(&serde_json::to_string(other).unwrap_or_default()),
    }
}

/// Python's `json.dumps` writes floats with `repr` (`1e+16`, `1.0`).
fn py_number(n: &serde_json::Number) -> String {
    if n.is_f64() {
        n.as_f64()
            .map(crate::value::float_repr)
            .unwrap_or_else(|| n.to_string())
    } else {
        n.to_string()
    }
}
