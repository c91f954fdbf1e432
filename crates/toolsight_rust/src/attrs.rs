//! Attributes (`#[serde(rename_all = "camelCase")]`, `#[tool(name = "x", annotations(...))]`)
//! and doc comments, read from tree-sitter-rust's token trees.
//!
//! An attribute's arguments are a token tree, not an expression: this module turns them into
//! the `syn::Meta`-like shape derive macros read (paths, `name = value` pairs and nested lists).

use toolsight_syntax::SpanOf;
use tree_sitter::Node;

use super::syntax::{text, unescape_string};
use toolsight_syntax::Span;

pub use toolsight_model::rust::attrs::{all_args, list_of, named, value_of, Attr, Lit, Meta};

/// Parses an `attribute_item` (`#[...]`) or `inner_attribute_item` node.
pub fn attribute(item: Node, src: &str) -> Option<Attr> {
    let mut cursor = item.walk();
    let attr = item
        .named_children(&mut cursor)
        .find(|c| c.kind() == "attribute")?;
    let mut cursor = attr.walk();
    let path_node = attr.named_children(&mut cursor).next()?;
    let path: String = text(path_node, src)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let args = attr
        .child_by_field_name("arguments")
        .map(|tt| metas(tt, src, 0));
    let value = attr
        .child_by_field_name("value")
        .map(|v| expr_lit(v, src, 0));
    Some(Attr {
        path,
        args,
        value,
        span: Span::of(item),
    })
}

/// Token-tree nesting beyond this is not read (attributes are never this deep; a generated
/// or hostile file must not exhaust the stack).
pub const MAX_DEPTH: usize = 48;

/// The tokens of a token tree, without its delimiters and comments.
fn tokens<'t>(tt: Node<'t>) -> Vec<Node<'t>> {
    let mut cursor = tt.walk();
    let all: Vec<Node> = tt
        .children(&mut cursor)
        .filter(|c| !c.kind().ends_with("comment"))
        .collect();
    let n = all.len();
    let delim = |c: &Node| matches!(c.kind(), "(" | ")" | "[" | "]" | "{" | "}");
    let start = usize::from(n > 0 && delim(&all[0]));
    let end = if n > start && delim(&all[n - 1]) {
        n - 1
    } else {
        n
    };
    all[start..end].to_vec()
}

/// An argument list: comma-separated metas.
pub fn metas(tt: Node, src: &str, depth: usize) -> Vec<Meta> {
    if depth > MAX_DEPTH {
        return Vec::new();
    }
    let toks = tokens(tt);
    toks.split(|t| t.kind() == ",")
        .filter(|g| !g.is_empty())
        .map(|g| meta(g, src, depth))
        .collect()
}

fn meta(g: &[Node], src: &str, depth: usize) -> Meta {
    let span = Span::new(g[0].start_byte(), g[g.len() - 1].end_byte());
    // The path: identifiers joined by `::`.
    let mut i = 0;
    let mut name = String::new();
    while i < g.len() {
        match g[i].kind() {
            "identifier" | "self" | "crate" | "super" | "primitive_type" => {
                name.push_str(text(g[i], src));
                i += 1;
            }
            "::" => {
                name.push_str("::");
                i += 1;
            }
            // Keywords used as keys (`type = "..."`, `crate = "..."`) come through as anonymous tokens.
            k if i == 0 && k.chars().all(|c| c.is_ascii_alphabetic()) && !k.is_empty() => {
                name.push_str(k);
                i += 1;
            }
            _ => break,
        }
    }
    // `extend("x-unit" = "ms")`: a string key.
    if name.is_empty()
        && g.len() >= 3
        && matches!(g[0].kind(), "string_literal" | "raw_string_literal")
        && g[1].kind() == "="
    {
        return Meta::NameValue {
            name: string_value(g[0], src),
            value: tokens_lit(&g[2..], src, depth),
            span,
        };
    }
    if name.is_empty() {
        return Meta::Lit {
            value: tokens_lit(g, src, depth),
            span,
        };
    }
    match g.get(i).map(|n| n.kind()) {
        None => Meta::Path { name, span },
        Some("=") => Meta::NameValue {
            name,
            value: tokens_lit(&g[i + 1..], src, depth),
            span,
        },
        Some("token_tree") if i + 1 == g.len() => Meta::List {
            name,
            items: metas(g[i], src, depth + 1),
            span,
        },
        Some("!") => Meta::Lit {
            value: tokens_lit(g, src, depth),
            span,
        },
        _ => Meta::Lit {
            value: Lit::Other(span_text(g, src).to_string()),
            span,
        },
    }
}

fn span_text<'a>(g: &[Node], src: &'a str) -> &'a str {
    match (g.first(), g.last()) {
        (Some(a), Some(b)) => src.get(a.start_byte()..b.end_byte()).unwrap_or(""),
        _ => "",
    }
}

/// A value written as tokens: a literal, a path, or a macro call with literal arguments.
pub fn tokens_lit(g: &[Node], src: &str, depth: usize) -> Lit {
    match g {
        [] => Lit::Other(String::new()),
        [one] => token_lit(*one, src),
        [minus, n] if minus.kind() == "-" => match token_lit(*n, src) {
            Lit::Int(i) => Lit::Int(-i),
            Lit::Float(f) => Lit::Float(-f),
            _ => Lit::Other(span_text(g, src).to_string()),
        },
        _ => {
            let n = g.len();
            // `name!(...)`, `path::name!(...)`.
            if n >= 3 && g[n - 2].kind() == "!" && g[n - 1].kind() == "token_tree" {
                let name = span_text(&g[..n - 2], src).replace(' ', "");
                if depth > MAX_DEPTH {
                    return Lit::Other(span_text(g, src).to_string());
                }
                let args = tokens(g[n - 1])
                    .split(|t| t.kind() == ",")
                    .filter(|a| !a.is_empty())
                    .map(|a| tokens_lit(a, src, depth + 1))
                    .collect();
                return Lit::Macro {
                    name: name.rsplit("::").next().unwrap_or(&name).to_string(),
                    args,
                };
            }
            if g.iter()
                .all(|t| matches!(t.kind(), "identifier" | "::" | "self" | "crate" | "super"))
                || g.iter().all(|t| {
                    matches!(t.kind(), "identifier" | "::" | "self" | "crate" | "super")
                        || text(*t, src) == "Self"
                })
            {
                return Lit::Path(
                    g.iter()
                        .filter(|t| t.kind() != "::")
                        .map(|t| text(*t, src).to_string())
                        .collect(),
                );
            }
            Lit::Other(span_text(g, src).to_string())
        }
    }
}

fn token_lit(t: Node, src: &str) -> Lit {
    match t.kind() {
        "string_literal" | "raw_string_literal" => Lit::Str(string_value(t, src)),
        "boolean_literal" => Lit::Bool(text(t, src) == "true"),
        "integer_literal" => parse_int(text(t, src))
            .map(Lit::Int)
            .unwrap_or_else(|| Lit::Other(text(t, src).to_string())),
        "float_literal" => text(t, src)
            .trim_end_matches("f64")
            .trim_end_matches("f32")
            .replace('_', "")
            .parse()
            .map(Lit::Float)
            .unwrap_or_else(|_| Lit::Other(text(t, src).to_string())),
        "identifier" | "self" | "crate" | "super" => Lit::Path(vec![text(t, src).to_string()]),
        _ => Lit::Other(text(t, src).to_string()),
    }
}

pub fn parse_int(t: &str) -> Option<i128> {
    const SUFFIXES: [&str; 12] = [
        "u128", "i128", "usize", "isize", "u16", "u32", "u64", "i16", "i32", "i64", "u8", "i8",
    ];
    let t = t.replace('_', "");
    // `i` and `u` are not hex digits, so a suffix is never part of the number.
    let t = SUFFIXES
        .iter()
        .find_map(|s| t.strip_suffix(s))
        .unwrap_or(&t);
    if let Some(h) = t.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()
    } else if let Some(o) = t.strip_prefix("0o") {
        i128::from_str_radix(o, 8).ok()
    } else if let Some(b) = t.strip_prefix("0b") {
        i128::from_str_radix(b, 2).ok()
    } else {
        t.parse().ok()
    }
}

/// The value of a string or raw string literal node.
pub fn string_value(t: Node, src: &str) -> String {
    let raw = text(t, src);
    if t.kind() == "raw_string_literal" {
        let body = raw.trim_start_matches(['b', 'c']).trim_start_matches('r');
        let hashes = body.len() - body.trim_start_matches('#').len();
        let inner = &body[hashes..body.len().saturating_sub(hashes)];
        // rustc reads the source with CRLF line endings normalised to `\n`.
        return inner
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .unwrap_or(inner)
            .replace("\r\n", "\n");
    }
    let inner = raw
        .trim_start_matches(['b', 'c'])
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(raw);
    unescape_string(&inner.replace("\r\n", "\n"))
}

/// A `const` initialiser or attribute value given as an expression node.
pub fn expr_lit(e: Node, src: &str, depth: usize) -> Lit {
    match e.kind() {
        "string_literal" | "raw_string_literal" => Lit::Str(string_value(e, src)),
        "boolean_literal" => Lit::Bool(text(e, src) == "true"),
        "integer_literal" | "float_literal" => token_lit(e, src),
        "identifier" => Lit::Path(vec![text(e, src).to_string()]),
        "scoped_identifier" => Lit::Path(
            text(e, src)
                .split("::")
                .map(|s| s.trim().to_string())
                .collect(),
        ),
        "parenthesized_expression" => match e.named_child(0) {
            Some(inner) if depth < MAX_DEPTH => expr_lit(inner, src, depth + 1),
            _ => Lit::Other(text(e, src).to_string()),
        },
        "macro_invocation" => {
            let name = e
                .child_by_field_name("macro")
                .map(|m| text(m, src).rsplit("::").next().unwrap_or("").to_string())
                .unwrap_or_default();
            let mut cursor = e.walk();
            let tt = e
                .named_children(&mut cursor)
                .find(|c| c.kind() == "token_tree");
            match tt {
                Some(tt) if depth < MAX_DEPTH => Lit::Macro {
                    name,
                    args: tokens(tt)
                        .split(|t| t.kind() == ",")
                        .filter(|a| !a.is_empty())
                        .map(|a| tokens_lit(a, src, depth + 1))
                        .collect(),
                },
                _ => Lit::Other(text(e, src).to_string()),
            }
        }
        _ => Lit::Other(text(e, src).to_string()),
    }
}

/// One doc attribute's value: `/// text` is `#[doc = " text"]`.
pub fn doc_of_comment(c: Node, src: &str) -> Option<(String, bool)> {
    let outer = c.child_by_field_name("outer").is_some();
    let inner = c.child_by_field_name("inner").is_some();
    if !outer && !inner {
        return None;
    }
    let doc = c.child_by_field_name("doc");
    let mut value = doc.map(|d| text(d, src).to_string()).unwrap_or_default();
    if c.kind() == "line_comment" {
        // The grammar's doc node runs to the end of the line, newline included.
        if value.ends_with('\n') {
            value.pop();
            if value.ends_with('\r') {
                value.pop();
            }
        }
    }
    // rustc normalises CRLF line endings before it reads doc comments.
    Some((value.replace("\r\n", "\n"), inner))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_attr(src: &str) -> Attr {
        let tree = super::super::syntax::parse(src);
        let root = tree.root_node();
        let mut cursor = root.walk();
        let item = root
            .named_children(&mut cursor)
            .find(|c| c.kind() == "attribute_item")
            .unwrap();
        attribute(item, src).unwrap()
    }

    #[test]
    fn tool_attribute_arguments() {
        let a = first_attr(
            "#[tool(name = \"x\", description = concat!(\"a\", B), annotations(read_only_hint = true), meta)]\nfn f() {}",
        );
        assert_eq!(a.name(), "tool");
        assert_eq!(a.value_of("name"), Some(&Lit::Str("x".into())));
        assert_eq!(
            a.value_of("description"),
            Some(&Lit::Macro {
                name: "concat".into(),
                args: vec![Lit::Str("a".into()), Lit::Path(vec!["B".into()])]
            })
        );
        let ann = list_of(a.args(), "annotations").unwrap();
        assert_eq!(value_of(ann, "read_only_hint"), Some(&Lit::Bool(true)));
        assert!(a.has("meta"));
    }

    #[test]
    fn nested_and_negative_values() {
        let a = first_attr(
            "#[schemars(range(min = -1, max = 1.5), regex(pattern = r\"^a\\d$\"), extend(\"x-unit\" = \"ms\"))]\nstruct S;",
        );
        let range = list_of(a.args(), "range").unwrap();
        assert_eq!(value_of(range, "min"), Some(&Lit::Int(-1)));
        assert_eq!(value_of(range, "max"), Some(&Lit::Float(1.5)));
        let re = list_of(a.args(), "regex").unwrap();
        assert_eq!(value_of(re, "pattern"), Some(&Lit::Str("^a\\d$".into())));
        assert_eq!(parse_int("255u8"), Some(255));
        assert_eq!(parse_int("0xff"), Some(255));
        assert_eq!(parse_int("1_000i64"), Some(1000));
    }

    #[test]
    fn path_attribute_and_doc_value() {
        let a = first_attr("#[rmcp::tool_router(router = admin_router, vis = \"pub\")]\nimpl S {}");
        assert_eq!(a.name(), "tool_router");
        assert_eq!(
            a.value_of("router"),
            Some(&Lit::Path(vec!["admin_router".into()]))
        );
        let d = first_attr("#[doc = \"line \\\"q\\\"\"]\nstruct S;");
        assert_eq!(d.value, Some(Lit::Str("line \"q\"".into())));
    }
}
