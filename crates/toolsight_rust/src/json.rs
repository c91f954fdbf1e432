//! `serde_json::json!` literals read from their token tree: the value the macro builds, in
//! written key order (what rig's `parameters()` returns verbatim), or what makes it dynamic.

use serde_json::{Map, Number, Value};
use tree_sitter::Node;

use super::attrs::{self, Lit, MAX_DEPTH};
use super::syntax::text;

/// The value of `json!(...)` given the macro's token tree.
pub fn macro_value(tt: Node, src: &str) -> Result<Value, String> {
    let toks = inner(tt);
    value(&toks, src, 0)
}

fn inner<'t>(tt: Node<'t>) -> Vec<Node<'t>> {
    let mut c = tt.walk();
    let all: Vec<Node> = tt
        .children(&mut c)
        .filter(|k| !k.kind().ends_with("comment"))
        .collect();
    if all.len() >= 2 {
        all[1..all.len() - 1].to_vec()
    } else {
        Vec::new()
    }
}

fn delimiter(tt: Node) -> Option<&'static str> {
    let first = tt.child(0)?;
    match first.kind() {
        "{" => Some("{"),
        "[" => Some("["),
        "(" => Some("("),
        _ => None,
    }
}

fn value(toks: &[Node], src: &str, depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err("nested too deeply".into());
    }
    match toks {
        [] => Err("empty value".into()),
        [one] if one.kind() == "token_tree" => match delimiter(*one) {
            Some("{") => object(&inner(*one), src, depth + 1),
            Some("[") => array(&inner(*one), src, depth + 1),
            _ => value(&inner(*one), src, depth + 1),
        },
        [one] if one.kind() == "identifier" && text(*one, src) == "null" => Ok(Value::Null),
        _ => match attrs::tokens_lit(toks, src, depth) {
            Lit::Str(s) => Ok(Value::String(s)),
            Lit::Bool(b) => Ok(Value::Bool(b)),
            Lit::Int(i) => i64::try_from(i)
                .map(Value::from)
                .or_else(|_| u64::try_from(i).map(Value::from))
                .map_err(|_| format!("integer {i} out of range")),
            Lit::Float(f) => Number::from_f64(f)
                .map(Value::Number)
                .ok_or_else(|| format!("float {f} is not finite")),
            _ => Err(format!(
                "`{}` is computed at run time",
                span_text(toks, src)
            )),
        },
    }
}

fn span_text<'a>(toks: &[Node], src: &'a str) -> &'a str {
    match (toks.first(), toks.last()) {
        (Some(a), Some(b)) => src.get(a.start_byte()..b.end_byte()).unwrap_or(""),
        _ => "",
    }
}

fn object(toks: &[Node], src: &str, depth: usize) -> Result<Value, String> {
    let mut m = Map::new();
    for entry in toks.split(|t| t.kind() == ",").filter(|e| !e.is_empty()) {
        let colon = entry
            .iter()
            .position(|t| t.kind() == ":")
            .ok_or_else(|| format!("`{}` is not a key: value pair", span_text(entry, src)))?;
        let key = match &entry[..colon] {
            [k] if matches!(k.kind(), "string_literal" | "raw_string_literal") => {
                attrs::string_value(*k, src)
            }
            k => {
                return Err(format!(
                    "the key `{}` is computed at run time",
                    span_text(k, src)
                ))
            }
        };
        let v = value(&entry[colon + 1..], src, depth)?;
        // json! builds with `insert`: a repeated key keeps its first position, last value.
        m.insert(key, v);
    }
    Ok(Value::Object(m))
}

fn array(toks: &[Node], src: &str, depth: usize) -> Result<Value, String> {
    toks.split(|t| t.kind() == ",")
        .filter(|e| !e.is_empty())
        .map(|e| value(e, src, depth))
        .collect::<Result<Vec<_>, _>>()
        .map(Value::Array)
}

#[cfg(test)]
mod tests {
    fn eval(body: &str) -> Result<serde_json::Value, String> {
        let src = format!("fn f() {{ json!({body}) }}");
        let tree = super::super::syntax::parse(&src);
        let mut stack = vec![tree.root_node()];
        while let Some(n) = stack.pop() {
            if n.kind() == "macro_invocation" {
                let mut c = n.walk();
                let tt = n
                    .named_children(&mut c)
                    .find(|k| k.kind() == "token_tree")
                    .unwrap();
                return super::macro_value(tt, &src);
            }
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c));
        }
        panic!("no macro")
    }

    #[test]
    fn literal_objects_keep_written_order() {
        let v = eval(r#"{"type": "object", "properties": {"b": {"type": "integer", "minimum": -1}, "a": {"enum": ["x", null, true, 1.5]}}, "required": ["b"]}"#).unwrap();
        assert_eq!(
            v.to_string(),
            r#"{"type":"object","properties":{"b":{"type":"integer","minimum":-1},"a":{"enum":["x",null,true,1.5]}},"required":["b"]}"#
        );
    }

    #[test]
    fn runtime_values_are_reported() {
        let e = eval(r#"{"name": Self::NAME, "x": 1}"#).unwrap_err();
        assert!(e.contains("Self::NAME"), "{e}");
    }
}
