//! Hand-written tool definitions in `json!` literals (`json!({"type": "function", "function":
//! {...}})` for async-openai, `{"name", "input_schema"}` for Anthropic clients): each object in
//! a known provider shape (the frameworks' `DictShape`s, handed in by the registry and shared
//! with the Python side) is a tool whose payload is the literal itself.

use serde_json::Value;
use toolsight_syntax::SpanOf;
use tree_sitter::Node;

use super::syntax::text;
use toolsight_model::markers::DictShape;
use toolsight_model::provider::Provider;
use toolsight_model::FrameworkId;
use toolsight_syntax::Span;

/// One tool literal: its name, provider format, payload, and where it and its name are.
#[derive(Clone, Debug, PartialEq)]
pub struct JsonTool {
    pub name: String,
    pub library: FrameworkId,
    pub provider: Provider,
    pub value: Value,
    pub span: Span,
    pub name_span: Span,
}

/// Nodes visited at most (a generated file must not stall the editor).
const MAX_NODES: usize = 500_000;

/// The tool literals of a file, matched against `shapes` (each framework's provider shapes,
/// from the registry).
pub fn json_tools(root: Node, src: &str, shapes: &[(FrameworkId, &[DictShape])]) -> Vec<JsonTool> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            break;
        }
        if n.kind() == "macro_invocation" {
            let is_json = n
                .child_by_field_name("macro")
                .is_some_and(|m| text(m, src).rsplit("::").next() == Some("json"));
            if is_json {
                let mut c = n.walk();
                let tt = n.named_children(&mut c).find(|k| k.kind() == "token_tree");
                if let Some(Ok(v)) = tt.map(|tt| super::json::macro_value(tt, src)) {
                    let span = Span::of(n);
                    collect(&v, span, src, shapes, &mut out, 0);
                }
                continue;
            }
        }
        if n.kind() == "token_tree" {
            // Inside another macro (`vec![json!(...)]`) a call is only tokens:
            // `json` `!` `(...)`.
            let mut c = n.walk();
            let toks: Vec<Node> = n.children(&mut c).collect();
            for w in toks.windows(3) {
                if w[0].kind() == "identifier"
                    && text(w[0], src) == "json"
                    && w[1].kind() == "!"
                    && w[2].kind() == "token_tree"
                {
                    if let Ok(v) = super::json::macro_value(w[2], src) {
                        let span = Span::new(w[0].start_byte(), w[2].end_byte());
                        collect(&v, span, src, shapes, &mut out, 0);
                    }
                }
            }
        }
        let mut c = n.walk();
        let kids: Vec<Node> = n.named_children(&mut c).collect();
        stack.extend(kids.into_iter().rev());
    }
    out.sort_by_key(|t| t.name_span.start);
    out
}

fn collect(
    v: &Value,
    span: Span,
    src: &str,
    shapes: &[(FrameworkId, &[DictShape])],
    out: &mut Vec<JsonTool>,
    depth: usize,
) {
    if depth > super::attrs::MAX_DEPTH {
        return;
    }
    match v {
        Value::Object(m) => {
            for &(fw, dicts) in shapes {
                for shape in dicts {
                    if let Some(name) = shape_name(v, shape) {
                        let name_span = locate(src, span, name, out);
                        out.push(JsonTool {
                            name: name.to_string(),
                            library: fw,
                            provider: shape.provider,
                            value: v.clone(),
                            span,
                            name_span,
                        });
                        return;
                    }
                }
            }
            for x in m.values() {
                collect(x, span, src, shapes, out, depth + 1);
            }
        }
        Value::Array(a) => {
            for x in a {
                collect(x, span, src, shapes, out, depth + 1);
            }
        }
        _ => {}
    }
}

fn shape_name<'v>(v: &'v Value, shape: &DictShape) -> Option<&'v str> {
    if let Some((k, t)) = shape.tag {
        if v.get(k)?.as_str()? != t {
            return None;
        }
    }
    if !shape.keys.iter().all(|k| v.get(k).is_some()) {
        return None;
    }
    let mut holder = v;
    let mut cur = v;
    for k in shape.name {
        holder = cur;
        cur = cur.get(k)?;
    }
    if !shape.with_any.is_empty() && !shape.with_any.iter().any(|k| holder.get(k).is_some()) {
        return None;
    }
    cur.as_str()
}

/// The name's string literal inside the macro: the first occurrence not already taken by an
/// earlier tool of the same literal.
fn locate(src: &str, span: Span, name: &str, taken: &[JsonTool]) -> Span {
    let quoted = serde_json::to_string(name).unwrap_or_default();
    let body = src.get(span.start..span.end).unwrap_or("");
    let mut from = 0;
    while let Some(i) = body[from..].find(&quoted) {
        let at = span.start + from + i;
        let s = Span::new(at, at + quoted.len());
        if !taken.iter().any(|t| t.name_span == s) {
            return s;
        }
        from += i + quoted.len();
    }
    span
}
