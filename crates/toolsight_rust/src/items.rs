//! The items of one Rust source file: structs, enums, functions, impl blocks, consts, type
//! aliases, `use` declarations and modules, each with its attributes and doc comments.
//! Plain data, spans into the file's text; nothing here resolves names.

use std::path::Path;
use toolsight_syntax::SpanOf;

use tree_sitter::Node;

use super::attrs::{self, Attr, Lit, MAX_DEPTH};
use super::syntax::text;
use toolsight_syntax::Span;

pub use toolsight_model::rust::items::{
    BodyFacts, Field, Fields, FileItems, FnDef, FnParam, ImplDef, Item, ItemKind, Route, TypeExpr,
    UseBinding, Variant, DOC_UNREAD, DOC_VERBATIM,
};

pub fn file_items(src: &str, root: Node) -> FileItems {
    file_items_in(src, root, None)
}

/// `file_items` for a file in `dir`, so `include_str!("x.md")` in doc attributes is read
/// relative to it, as rustc reads it.
pub fn file_items_in(src: &str, root: Node, dir: Option<&Path>) -> FileItems {
    let mut out = FileItems::default();
    let mut p = Parser {
        src,
        too_deep: Vec::new(),
        dir,
    };
    let (items, inner) = p.items(root, 0);
    out.items = items;
    out.inner_docs = inner;
    out.too_deep = p.too_deep;
    errors(root, &mut out.syntax_errors);
    out
}

fn errors(root: Node, out: &mut Vec<Span>) {
    if !root.has_error() {
        return;
    }
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.is_error() || n.is_missing() {
            out.push(Span::of(n));
            continue;
        }
        if n.has_error() {
            let mut c = n.walk();
            stack.extend(n.children(&mut c));
        }
    }
    out.sort();
}

struct Parser<'s> {
    src: &'s str,
    too_deep: Vec<Span>,
    /// The directory of the file, for `include_str!` in doc attributes.
    dir: Option<&'s Path>,
}

impl<'s> Parser<'s> {
    fn t(&self, n: Node) -> &'s str {
        text(n, self.src)
    }

    /// A `#[doc = ...]` attribute's text: a literal, or a file's (`include_str!`, read
    /// relative to this file), marked verbatim; a file toolsight cannot read is marked
    /// unread.
    fn doc_value(&self, a: &Attr) -> Option<String> {
        if a.name() != "doc" {
            return None;
        }
        match a.value.as_ref()? {
            Lit::Macro { name, args } if name == "include_str" => {
                let Some(Lit::Str(rel)) = args.first() else {
                    return Some(format!("{DOC_UNREAD}{}", a.value.as_ref()?.written()));
                };
                let text = self
                    .dir
                    .and_then(|d| super::cargo::read_small(&d.join(rel)));
                // The file's bytes as they are: rustc normalises line endings of source
                // files, not of what `include_str!` reads (a CRLF .md keeps its `\r\n`).
                Some(match text {
                    Some(t) => format!("{DOC_VERBATIM}{t}"),
                    None => format!("{DOC_UNREAD}{rel}"),
                })
            }
            v => literal_str(v),
        }
    }

    /// The items of a `source_file` or `declaration_list`, with the attributes and doc
    /// comments that precede each; and the container's inner docs.
    fn items(&mut self, container: Node, depth: usize) -> (Vec<Item>, Vec<String>) {
        let mut items = Vec::new();
        let mut inner = Vec::new();
        if depth > MAX_DEPTH {
            self.too_deep.push(Span::of(container));
            return (items, inner);
        }
        let mut attrs: Vec<Attr> = Vec::new();
        let mut docs: Vec<String> = Vec::new();
        let mut start: Option<usize> = None;
        let mut cursor = container.walk();
        for c in container.named_children(&mut cursor) {
            match c.kind() {
                "line_comment" | "block_comment" => {
                    if let Some((d, is_inner)) = attrs::doc_of_comment(c, self.src) {
                        if is_inner {
                            inner.push(d);
                        } else {
                            docs.push(d);
                            start.get_or_insert(c.start_byte());
                        }
                    }
                }
                "attribute_item" => {
                    if let Some(a) = attrs::attribute(c, self.src) {
                        if let Some(s) = self.doc_value(&a) {
                            docs.push(s);
                        }
                        attrs.push(a);
                        start.get_or_insert(c.start_byte());
                    }
                }
                "inner_attribute_item" => {
                    if let Some(a) = attrs::attribute(c, self.src) {
                        if let (true, Some(Lit::Str(s))) = (a.name() == "doc", &a.value) {
                            inner.push(s.clone());
                        }
                    }
                }
                _ => {
                    let s = start.take().unwrap_or(c.start_byte());
                    let taken_attrs = std::mem::take(&mut attrs);
                    let taken_docs = std::mem::take(&mut docs);
                    if let Some(mut item) = self.item(c, taken_attrs, taken_docs, depth) {
                        item.span = Span::new(s, c.end_byte());
                        items.push(item);
                    }
                }
            }
        }
        (items, inner)
    }

    fn item(&mut self, n: Node, attrs: Vec<Attr>, docs: Vec<String>, depth: usize) -> Option<Item> {
        let name_node = n.child_by_field_name("name");
        let name = name_node.map(|x| self.t(x).to_string()).unwrap_or_default();
        let name_span = name_node.map(Span::of).unwrap_or(Span::of(n));
        let public = {
            let mut c = n.walk();
            let v = n
                .named_children(&mut c)
                .any(|x| x.kind() == "visibility_modifier");
            v
        };
        let generics = n
            .child_by_field_name("type_parameters")
            .map(|tp| self.generics(tp))
            .unwrap_or_default();
        let kind = match n.kind() {
            "struct_item" => ItemKind::Struct(match n.child_by_field_name("body") {
                Some(b) => self.fields(b, depth),
                None => Fields::Unit,
            }),
            "enum_item" => ItemKind::Enum(match n.child_by_field_name("body") {
                Some(b) => self.variants(b, depth),
                None => Vec::new(),
            }),
            "function_item" | "function_signature_item" => {
                ItemKind::Fn(Box::new(self.function(n, depth)))
            }
            "impl_item" => {
                let items = match n.child_by_field_name("body") {
                    Some(b) => self.items(b, depth + 1).0,
                    None => Vec::new(),
                };
                ItemKind::Impl(ImplDef {
                    trait_: n.child_by_field_name("trait").map(|t| self.ty(t, depth)),
                    self_ty: n
                        .child_by_field_name("type")
                        .map(|t| self.ty(t, depth))
                        .unwrap_or(TypeExpr::Unit),
                    items,
                })
            }
            "const_item" | "static_item" => ItemKind::Const {
                ty: n
                    .child_by_field_name("type")
                    .map(|t| self.ty(t, depth))
                    .unwrap_or(TypeExpr::Unit),
                value: n
                    .child_by_field_name("value")
                    .map(|v| attrs::expr_lit(v, self.src, 0)),
            },
            "type_item" => ItemKind::TypeAlias(
                n.child_by_field_name("type")
                    .map(|t| self.ty(t, depth))
                    .unwrap_or(TypeExpr::Unit),
            ),
            "use_declaration" => {
                let mut out = Vec::new();
                if let Some(arg) = n.child_by_field_name("argument") {
                    self.use_tree(arg, Vec::new(), &mut out, depth);
                }
                ItemKind::Use(out)
            }
            "mod_item" => ItemKind::Mod(
                n.child_by_field_name("body")
                    .map(|b| self.items(b, depth + 1).0),
            ),
            "trait_item" => ItemKind::Trait,
            _ => ItemKind::Other,
        };
        Some(Item {
            name,
            kind,
            attrs,
            docs,
            generics,
            public,
            span: Span::of(n),
            name_span,
        })
    }

    fn generics(&self, tp: Node) -> Vec<String> {
        let mut c = tp.walk();
        tp.named_children(&mut c)
            .filter_map(|p| match p.kind() {
                "type_parameter" => p.child_by_field_name("name").map(|n| self.t(n).to_string()),
                "type_identifier" => Some(self.t(p).to_string()),
                "constrained_type_parameter" | "optional_type_parameter" => p
                    .child_by_field_name("left")
                    .or_else(|| p.child_by_field_name("name"))
                    .map(|n| self.t(n).to_string()),
                _ => None,
            })
            .collect()
    }

    /// Attributes and docs preceding each child of a field or variant list.
    fn annotated<'t>(&self, list: Node<'t>) -> Vec<(Node<'t>, Vec<Attr>, Vec<String>, usize)> {
        let mut out = Vec::new();
        let mut attrs = Vec::new();
        let mut docs = Vec::new();
        let mut start = None;
        let mut c = list.walk();
        for ch in list.named_children(&mut c) {
            match ch.kind() {
                "line_comment" | "block_comment" => {
                    if let Some((d, false)) = attrs::doc_of_comment(ch, self.src) {
                        docs.push(d);
                        start.get_or_insert(ch.start_byte());
                    }
                }
                "attribute_item" => {
                    if let Some(a) = attrs::attribute(ch, self.src) {
                        if let Some(s) = self.doc_value(&a) {
                            docs.push(s);
                        }
                        attrs.push(a);
                        start.get_or_insert(ch.start_byte());
                    }
                }
                "visibility_modifier" => {}
                _ => {
                    let s = start.take().unwrap_or(ch.start_byte());
                    out.push((ch, std::mem::take(&mut attrs), std::mem::take(&mut docs), s));
                }
            }
        }
        out
    }

    fn fields(&mut self, body: Node, depth: usize) -> Fields {
        match body.kind() {
            "field_declaration_list" => Fields::Named(
                self.annotated(body)
                    .into_iter()
                    .filter(|(n, ..)| n.kind() == "field_declaration")
                    .map(|(n, attrs, docs, start)| {
                        let name = n.child_by_field_name("name");
                        let ty = n.child_by_field_name("type");
                        Field {
                            name: name.map(|x| self.t(x).to_string()),
                            ty: ty.map(|t| self.ty(t, depth)).unwrap_or(TypeExpr::Unit),
                            attrs,
                            docs,
                            span: Span::new(start, n.end_byte()),
                            name_span: name.map(Span::of).unwrap_or(Span::of(n)),
                            type_span: ty.map(Span::of).unwrap_or(Span::of(n)),
                        }
                    })
                    .collect(),
            ),
            "ordered_field_declaration_list" => Fields::Tuple(
                self.annotated(body)
                    .into_iter()
                    .filter(|(n, ..)| n.kind() != "," && n.is_named())
                    .map(|(n, attrs, docs, start)| Field {
                        name: None,
                        ty: self.ty(n, depth),
                        attrs,
                        docs,
                        span: Span::new(start, n.end_byte()),
                        name_span: Span::of(n),
                        type_span: Span::of(n),
                    })
                    .collect(),
            ),
            _ => Fields::Unit,
        }
    }

    fn variants(&mut self, body: Node, depth: usize) -> Vec<Variant> {
        self.annotated(body)
            .into_iter()
            .filter(|(n, ..)| n.kind() == "enum_variant")
            .map(|(n, attrs, docs, start)| Variant {
                name: n
                    .child_by_field_name("name")
                    .map(|x| self.t(x).to_string())
                    .unwrap_or_default(),
                fields: match n.child_by_field_name("body") {
                    Some(b) => self.fields(b, depth + 1),
                    None => Fields::Unit,
                },
                attrs,
                docs,
                span: Span::new(start, n.end_byte()),
            })
            .collect()
    }

    fn function(&mut self, n: Node, depth: usize) -> FnDef {
        let mut params = Vec::new();
        let mut has_self = false;
        if let Some(ps) = n.child_by_field_name("parameters") {
            for (p, attrs, docs, start) in self.annotated(ps) {
                match p.kind() {
                    "self_parameter" => has_self = true,
                    "parameter" => {
                        let pat = p.child_by_field_name("pattern");
                        params.push(FnParam {
                            pattern: pat.map(|x| self.t(x).to_string()).unwrap_or_default(),
                            ty: p
                                .child_by_field_name("type")
                                .map(|t| self.ty(t, depth))
                                .unwrap_or(TypeExpr::Unit),
                            attrs,
                            docs,
                            span: Span::new(start, p.end_byte()),
                            pattern_span: pat.map(Span::of).unwrap_or(Span::of(p)),
                        });
                    }
                    _ => {}
                }
            }
        }
        let is_async = {
            let mut c = n.walk();
            let r = n
                .children(&mut c)
                .any(|x| x.kind() == "function_modifiers" && self.t(x).contains("async"));
            r
        };
        let body = n.child_by_field_name("body");
        let signature_end = body.map(|b| b.start_byte()).unwrap_or(n.end_byte());
        FnDef {
            params,
            has_self,
            ret: n
                .child_by_field_name("return_type")
                .map(|t| self.ty(t, depth)),
            is_async,
            signature_span: Span::new(n.start_byte(), signature_end),
            body_span: body.map(Span::of).unwrap_or(Span::of(n)),
            body: body.map(|b| self.body_facts(b)).unwrap_or_default(),
        }
    }

    fn use_tree(&mut self, n: Node, prefix: Vec<String>, out: &mut Vec<UseBinding>, depth: usize) {
        if depth > MAX_DEPTH {
            self.too_deep.push(Span::of(n));
            return;
        }
        let path_of = |x: Node| -> Vec<String> {
            text(x, self.src)
                .split("::")
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        };
        match n.kind() {
            "identifier" | "scoped_identifier" | "self" | "crate" | "super" => {
                let mut p = prefix;
                p.extend(path_of(n));
                // `use a::b::{self}` binds `b`.
                if p.last().map(String::as_str) == Some("self") && p.len() > 1 {
                    p.pop();
                }
                if let Some(name) = p.last().cloned() {
                    out.push(UseBinding { name, path: p });
                }
            }
            "use_as_clause" => {
                let mut p = prefix;
                if let Some(x) = n.child_by_field_name("path") {
                    p.extend(path_of(x));
                }
                if p.last().map(String::as_str) == Some("self") && p.len() > 1 {
                    p.pop();
                }
                if let Some(alias) = n.child_by_field_name("alias") {
                    out.push(UseBinding {
                        name: self.t(alias).to_string(),
                        path: p,
                    });
                }
            }
            "use_wildcard" => {
                let mut p = prefix;
                let mut c = n.walk();
                if let Some(x) = n.named_children(&mut c).next() {
                    p.extend(path_of(x));
                }
                out.push(UseBinding {
                    name: "*".into(),
                    path: p,
                });
            }
            "scoped_use_list" => {
                let mut p = prefix;
                if let Some(x) = n.child_by_field_name("path") {
                    p.extend(path_of(x));
                }
                if let Some(list) = n.child_by_field_name("list") {
                    self.use_tree(list, p, out, depth + 1);
                }
            }
            "use_list" => {
                let mut c = n.walk();
                let kids: Vec<Node> = n.named_children(&mut c).collect();
                for k in kids {
                    self.use_tree(k, prefix.clone(), out, depth + 1);
                }
            }
            _ => {}
        }
    }

    pub fn ty(&mut self, n: Node, depth: usize) -> TypeExpr {
        if depth > MAX_DEPTH {
            self.too_deep.push(Span::of(n));
            return TypeExpr::Other(self.t(n).to_string());
        }
        match n.kind() {
            "primitive_type" | "type_identifier" | "identifier" => TypeExpr::Path {
                segments: vec![self.t(n).to_string()],
                args: Vec::new(),
                span: Span::of(n),
            },
            "scoped_type_identifier" | "scoped_identifier" => TypeExpr::Path {
                segments: self
                    .t(n)
                    .split("::")
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect(),
                args: Vec::new(),
                span: Span::of(n),
            },
            "generic_type" => {
                let base = n.child_by_field_name("type").map(|t| self.ty(t, depth + 1));
                let args = n
                    .child_by_field_name("type_arguments")
                    .map(|ta| {
                        let mut c = ta.walk();
                        let kids: Vec<Node> = ta
                            .named_children(&mut c)
                            .filter(|k| {
                                !matches!(
                                    k.kind(),
                                    "lifetime" | "type_binding" | "line_comment" | "block_comment"
                                )
                            })
                            .collect();
                        kids.into_iter().map(|k| self.ty(k, depth + 1)).collect()
                    })
                    .unwrap_or_default();
                match base {
                    Some(TypeExpr::Path { segments, .. }) => TypeExpr::Path {
                        segments,
                        args,
                        span: Span::of(n),
                    },
                    _ => TypeExpr::Other(self.t(n).to_string()),
                }
            }
            "reference_type" | "pointer_type" => match n.child_by_field_name("type") {
                Some(t) => TypeExpr::Ref(Box::new(self.ty(t, depth + 1))),
                None => TypeExpr::Other(self.t(n).to_string()),
            },
            "tuple_type" => {
                let mut c = n.walk();
                let kids: Vec<Node> = n.named_children(&mut c).collect();
                TypeExpr::Tuple(kids.into_iter().map(|k| self.ty(k, depth + 1)).collect())
            }
            "unit_type" => TypeExpr::Unit,
            "array_type" => TypeExpr::Array {
                item: Box::new(
                    n.child_by_field_name("element")
                        .map(|t| self.ty(t, depth + 1))
                        .unwrap_or(TypeExpr::Unit),
                ),
                len: n
                    .child_by_field_name("length")
                    .map(|l| self.t(l).to_string()),
            },
            _ => TypeExpr::Other(self.t(n).to_string()),
        }
    }

    /// Walks a function body (iteratively) for what hand-written tool definitions return.
    fn body_facts(&mut self, body: Node) -> BodyFacts {
        let mut facts = BodyFacts {
            returns: self.tail_string(body, 0),
            returns_lit: self.tail_lit(body),
            tail_macro: self.tail_macro(body),
            ..BodyFacts::default()
        };
        let mut stack = vec![body];
        let mut seen = 0usize;
        while let Some(n) = stack.pop() {
            seen += 1;
            if seen > 200_000 {
                break;
            }
            match n.kind() {
                "macro_invocation" => {
                    // A macro's tokens are not expressions: nothing below it is walked.
                    self.macro_facts(n, &mut facts);
                    continue;
                }
                "scoped_identifier" | "identifier"
                    if self.t(n) == "serde_json::to_value"
                        || (self.t(n) == "to_value"
                            && n.parent().is_some_and(|p| p.kind() == "call_expression")) =>
                {
                    facts.schema_serialized = true;
                }
                "scoped_identifier" if facts.schema_settings.is_none() => {
                    let t = self.t(n);
                    if let Some((_, s)) = t.rsplit_once("SchemaSettings::") {
                        facts.schema_settings = Some(s.trim().to_string());
                    }
                }
                "generic_function" => self.generic_schema_for(n, &mut facts),
                "call_expression"
                    if n.child_by_field_name("function")
                        .and_then(|f| f.child_by_field_name("field"))
                        .is_some_and(|m| self.t(m) == "with_route") =>
                {
                    // The receiver holds the earlier routes of the chain.
                    if let Some(recv) = self.with_route(n, &mut facts) {
                        stack.push(recv);
                    }
                    continue;
                }
                "struct_expression" => self.struct_literal_facts(n, &mut facts),
                "call_expression" => self.annotation_call(n, &mut facts),
                _ => {}
            }
            let mut c = n.walk();
            let kids: Vec<Node> = n.named_children(&mut c).collect();
            stack.extend(kids.into_iter().rev());
        }
        facts.annotation_calls.sort_by_key(|c| c.2);
        facts
    }

    /// `json!`/`json_schema!` (the first one's value) and `schema_for!` (its type).
    fn macro_facts(&mut self, n: Node, facts: &mut BodyFacts) {
        let name = n
            .child_by_field_name("macro")
            .map(|m| self.t(m).rsplit("::").next().unwrap_or("").to_string())
            .unwrap_or_default();
        let mut c = n.walk();
        let tt = n.named_children(&mut c).find(|k| k.kind() == "token_tree");
        match (name.as_str(), tt) {
            // `json_schema!` (schemars) takes the same JSON syntax.
            ("json" | "json_schema", Some(tt)) if facts.json.is_none() => {
                facts.json = Some((super::json::macro_value(tt, self.src), Span::of(n)));
            }
            ("schema_for", Some(tt)) if facts.schema_for.is_none() => {
                facts.schema_for = Some(self.type_in_tokens(tt));
            }
            _ => {}
        }
    }

    /// `schema_for::<T>()`, `gen.into_root_schema_for::<T>()`: the first such `T`.
    fn generic_schema_for(&mut self, n: Node, facts: &mut BodyFacts) {
        let f = n.child_by_field_name("function").map(|f| self.t(f));
        if f.is_some_and(|f| f.ends_with("schema_for")) && facts.schema_for.is_none() {
            if let Some(ta) = n.child_by_field_name("type_arguments") {
                let mut c = ta.walk();
                let first = ta.named_children(&mut c).next();
                if let Some(t) = first {
                    facts.schema_for = Some(self.ty(t, 0));
                }
            }
        }
    }

    /// `.with_route(r)`: its route, and the receiver (the chain before it).
    fn with_route<'t>(&mut self, n: Node<'t>, facts: &mut BodyFacts) -> Option<Node<'t>> {
        if let Some(args) = n.child_by_field_name("arguments") {
            let mut c = args.walk();
            let first = args.named_children(&mut c).next();
            if let Some(a) = first {
                facts.routes.push(self.route(a));
            }
        }
        n.child_by_field_name("function")
            .and_then(|f| f.child_by_field_name("value"))
    }

    /// The first `Self { .. }`-like literal's fields (as literals), and the first
    /// `ToolDefinition { .. }`'s fields (as the strings they build).
    fn struct_literal_facts(&mut self, n: Node, facts: &mut BodyFacts) {
        let is_def = n
            .child_by_field_name("name")
            .is_some_and(|x| self.t(x).ends_with("ToolDefinition"));
        if !is_def && facts.self_literal.is_empty() {
            if let Some(b) = n.child_by_field_name("body") {
                let mut c = b.walk();
                for fi in b.named_children(&mut c) {
                    let (Some(k), Some(v)) = (
                        fi.child_by_field_name("field"),
                        fi.child_by_field_name("value"),
                    ) else {
                        continue;
                    };
                    let value = self
                        .literal(v)
                        .unwrap_or_else(|| Lit::Other(self.t(v).to_string()));
                    facts.self_literal.push((self.t(k).to_string(), value));
                }
            }
        }
        if is_def && facts.definition.is_empty() {
            if let Some(b) = n.child_by_field_name("body") {
                let mut c = b.walk();
                for fi in b.named_children(&mut c) {
                    if fi.kind() != "field_initializer" {
                        continue;
                    }
                    let (Some(k), Some(v)) = (
                        fi.child_by_field_name("field"),
                        fi.child_by_field_name("value"),
                    ) else {
                        continue;
                    };
                    let value = self
                        .string_expr(v, 0)
                        .unwrap_or_else(|| attrs::expr_lit(v, self.src, 0));
                    facts.definition.push((self.t(k).to_string(), value));
                }
            }
        }
    }

    /// `ToolAnnotations::new().read_only(true)` / `ToolAnnotations::with_title("x")`: the
    /// hint set, its value, and where (calls are sorted by it afterwards).
    fn annotation_call(&mut self, n: Node, facts: &mut BodyFacts) {
        let method = n.child_by_field_name("function").and_then(|f| {
            f.child_by_field_name("field")
                .or_else(|| f.child_by_field_name("name"))
        });
        let on_annotations = self.t(n).starts_with("ToolAnnotations::");
        let (Some(m), true) = (method, on_annotations) else {
            return;
        };
        let name = self.t(m).to_string();
        if matches!(
            name.as_str(),
            "read_only" | "destructive" | "idempotent" | "open_world" | "with_title"
        ) {
            let arg = n.child_by_field_name("arguments").and_then(|a| {
                let mut c = a.walk();
                let first = a.named_children(&mut c).next();
                first
            });
            if let Some(v) = arg.and_then(|v| self.string_expr(v, 0).or_else(|| self.literal(v))) {
                facts.annotation_calls.push((name, v, m.start_byte()));
            }
        }
    }

    /// A route: a method chain on `Self::f` or `Tool::new(...)`, or a `(tool, Self::f)` tuple.
    fn route(&mut self, arg: Node) -> Route {
        let mut r = Route {
            span: Span::of(arg),
            ..Route::default()
        };
        let mut chain = vec![arg];
        if arg.kind() == "tuple_expression" {
            let mut c = arg.walk();
            chain = arg.named_children(&mut c).collect();
        }
        for start in chain {
            let mut cur = start;
            for _ in 0..64 {
                match cur.kind() {
                    "call_expression" => {
                        let Some(f) = cur.child_by_field_name("function") else {
                            break;
                        };
                        let args: Vec<Node> = cur
                            .child_by_field_name("arguments")
                            .map(|a| {
                                let mut c = a.walk();
                                let v: Vec<Node> = a
                                    .named_children(&mut c)
                                    .filter(|k| !k.kind().ends_with("comment"))
                                    .collect();
                                v
                            })
                            .unwrap_or_default();
                        let (method_node, targs) = match f.kind() {
                            "generic_function" => (
                                f.child_by_field_name("function"),
                                f.child_by_field_name("type_arguments"),
                            ),
                            _ => (Some(f), None),
                        };
                        let Some(m) = method_node else { break };
                        let first_type = targs.and_then(|ta| {
                            let mut c = ta.walk();
                            let t = ta.named_children(&mut c).next();
                            t
                        });
                        if m.kind() == "field_expression" {
                            let method = m
                                .child_by_field_name("field")
                                .map(|x| self.t(x).to_string())
                                .unwrap_or_default();
                            let lit = |p: &Self, i: usize| {
                                args.get(i).map(|a| {
                                    p.string_expr(*a, 0)
                                        .unwrap_or_else(|| attrs::expr_lit(*a, p.src, 0))
                                })
                            };
                            match method.as_str() {
                                "name" => r.name = r.name.take().or(lit(self, 0)),
                                "description" => {
                                    r.description = r.description.take().or(lit(self, 0))
                                }
                                "parameters" | "with_input_schema" => {
                                    if let Some(t) = first_type {
                                        r.params = Some(self.ty(t, 0));
                                    }
                                }
                                "with_output_schema" => {
                                    if let Some(t) = first_type {
                                        r.output = Some(self.ty(t, 0));
                                    }
                                }
                                "parameters_value" => {
                                    r.params_json = args.first().and_then(|a| self.json_of(*a));
                                }
                                _ => {}
                            }
                            match m.child_by_field_name("value") {
                                Some(v) => cur = v,
                                None => break,
                            }
                        } else {
                            // `Tool::new(name, description, schema)`.
                            if self.t(m).ends_with("new") {
                                let lit = |p: &Self, i: usize| {
                                    args.get(i).and_then(|a| p.string_expr(*a, 0))
                                };
                                r.name = r.name.take().or(lit(self, 0));
                                r.description = r.description.take().or(lit(self, 1));
                            }
                            break;
                        }
                    }
                    "scoped_identifier" | "identifier" => {
                        let t = self.t(cur);
                        if r.function.is_none() {
                            r.function = t.rsplit("::").next().map(|s| s.trim().to_string());
                        }
                        break;
                    }
                    _ => break,
                }
            }
        }
        r
    }

    fn json_of(&self, e: Node) -> Option<Result<serde_json::Value, String>> {
        if e.kind() != "macro_invocation" {
            return None;
        }
        let is_json = e
            .child_by_field_name("macro")
            .is_some_and(|m| self.t(m).ends_with("json"));
        let mut c = e.walk();
        let tt = e.named_children(&mut c).find(|k| k.kind() == "token_tree");
        match (is_json, tt) {
            (true, Some(tt)) => Some(super::json::macro_value(tt, self.src)),
            _ => None,
        }
    }

    fn type_in_tokens(&mut self, tt: Node) -> TypeExpr {
        let text = self.t(tt);
        let inner = text
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .unwrap_or(text)
            .trim();
        // Re-parse the tokens as a type through a tiny synthetic item.
        let synthetic = format!("type __T = {inner};");
        let tree = super::syntax::parse(&synthetic);
        let root = tree.root_node();
        let ty = root
            .named_child(0)
            .and_then(|item| item.child_by_field_name("type"));
        match ty {
            Some(t) => {
                let mut p = Parser {
                    src: &synthetic,
                    too_deep: Vec::new(),
                    dir: None,
                };
                strip_spans(p.ty(t, 0))
            }
            None => TypeExpr::Other(inner.to_string()),
        }
    }

    /// The literal a block evaluates to (numbers, booleans, strings).
    fn tail_macro(&self, body: Node) -> Option<String> {
        let e = tail_expression(body)?;
        (e.kind() == "macro_invocation")
            .then(|| e.child_by_field_name("macro"))
            .flatten()
            .map(|m| self.t(m).rsplit("::").next().unwrap_or("").to_string())
    }

    fn tail_lit(&self, body: Node) -> Option<Lit> {
        self.literal(tail_expression(body)?)
    }

    /// A literal expression: numbers (negative too), booleans, strings, `None`, `vec![]`.
    fn literal(&self, e: Node) -> Option<Lit> {
        match e.kind() {
            "integer_literal" | "float_literal" | "boolean_literal" => {
                Some(attrs::expr_lit(e, self.src, 0))
            }
            "unary_expression" if self.t(e).starts_with('-') => {
                match self.literal(e.named_child(0)?)? {
                    Lit::Int(i) => Some(Lit::Int(-i)),
                    Lit::Float(f) => Some(Lit::Float(-f)),
                    _ => None,
                }
            }
            "identifier" if self.t(e) == "None" => Some(Lit::Path(vec!["None".into()])),
            // `Some(30)`: serialized as the inner value.
            "call_expression"
                if e.child_by_field_name("function")
                    .is_some_and(|f| self.t(f) == "Some") =>
            {
                let args = e.child_by_field_name("arguments")?;
                let mut c = args.walk();
                let first = args.named_children(&mut c).next()?;
                self.literal(first)
            }
            _ => match self.string_expr(e, 0)? {
                l @ Lit::Str(_) => Some(l),
                _ => None,
            },
        }
    }

    /// The string a block evaluates to, when it visibly is one.
    fn tail_string(&self, body: Node, depth: usize) -> Option<Lit> {
        if depth > 8 {
            return None;
        }
        let mut c = body.walk();
        let last = body
            .named_children(&mut c)
            .filter(|k| !k.kind().ends_with("comment"))
            .last()?;
        let e = match last.kind() {
            "expression_statement" | "return_expression" => last.named_child(0)?,
            _ => last,
        };
        self.string_expr(e, depth)
    }

    fn string_expr(&self, e: Node, depth: usize) -> Option<Lit> {
        if depth > 8 {
            return None;
        }
        match e.kind() {
            "string_literal" | "raw_string_literal" | "macro_invocation" | "identifier"
            | "scoped_identifier" => match attrs::expr_lit(e, self.src, 0) {
                l @ (Lit::Str(_) | Lit::Macro { .. } | Lit::Path(_)) => Some(l),
                _ => None,
            },
            "return_expression" | "parenthesized_expression" => {
                self.string_expr(e.named_child(0)?, depth + 1)
            }
            "block" => self.tail_string(e, depth + 1),
            "call_expression" => {
                // `"x".to_string()`, `"x".into()`, `String::from("x")`, `Cow::Borrowed("x")`,
                // `Some(..)`, `"x".to_owned()`.
                let f = e.child_by_field_name("function")?;
                let args = e.child_by_field_name("arguments")?;
                if f.kind() == "field_expression" {
                    let method = f.child_by_field_name("field").map(|m| self.t(m))?;
                    if matches!(method, "to_string" | "into" | "to_owned") {
                        return self.string_expr(f.child_by_field_name("value")?, depth + 1);
                    }
                    return None;
                }
                let callee = self.t(f);
                let last = callee.rsplit("::").next().unwrap_or(callee);
                let no_args = args.named_child_count() == 0;
                if no_args
                    && matches!(
                        callee,
                        "String::new" | "String::default" | "Default::default"
                    )
                {
                    return Some(Lit::Str(String::new()));
                }
                if matches!(last, "from" | "Borrowed" | "Owned" | "Some" | "new") {
                    let mut c = args.walk();
                    let first = args.named_children(&mut c).next()?;
                    return self.string_expr(first, depth + 1);
                }
                None
            }
            _ => None,
        }
    }
}

/// A doc attribute's value: a string literal, or `concat!` of literals.
/// The expression a block evaluates to: its last statement (comments aside), unwrapped from
/// an expression statement or a `return`.
fn tail_expression(body: Node) -> Option<Node> {
    let mut c = body.walk();
    let last = body
        .named_children(&mut c)
        .filter(|k| !k.kind().ends_with("comment"))
        .last()?;
    match last.kind() {
        "expression_statement" | "return_expression" => last.named_child(0),
        _ => Some(last),
    }
}

fn literal_str(l: &Lit) -> Option<String> {
    match l {
        Lit::Str(s) => Some(s.clone()),
        Lit::Int(i) => Some(i.to_string()),
        Lit::Bool(b) => Some(b.to_string()),
        Lit::Macro { name, args } if name == "concat" => args
            .iter()
            .map(literal_str)
            .collect::<Option<Vec<_>>>()
            .map(|v| v.concat()),
        _ => None,
    }
}

/// Spans of a type re-parsed from another text mean nothing in the file: zero them.
fn strip_spans(t: TypeExpr) -> TypeExpr {
    match t {
        TypeExpr::Path { segments, args, .. } => TypeExpr::Path {
            segments,
            args: args.into_iter().map(strip_spans).collect(),
            span: Span::default(),
        },
        TypeExpr::Ref(i) => TypeExpr::Ref(Box::new(strip_spans(*i))),
        TypeExpr::Tuple(v) => TypeExpr::Tuple(v.into_iter().map(strip_spans).collect()),
        TypeExpr::Array { item, len } => TypeExpr::Array {
            item: Box::new(strip_spans(*item)),
            len,
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> FileItems {
        let tree = super::super::syntax::parse(src);
        file_items(src, tree.root_node())
    }

    #[test]
    fn struct_fields_with_docs_and_attrs() {
        let f = parse(
            "/// Search request.\n/// Second line.\n#[derive(Deserialize, JsonSchema)]\n#[serde(rename_all = \"camelCase\")]\npub struct Req<T> {\n    /// The query.\n    #[schemars(length(min = 1))]\n    pub query: String,\n    pub limit: Option<u32>,\n    extra: Vec<T>,\n}\n",
        );
        let s = &f.items[0];
        assert_eq!(s.name, "Req");
        assert_eq!(s.docs, [" Search request.", " Second line."]);
        assert_eq!(s.generics, ["T"]);
        assert!(s.public);
        assert_eq!(s.attrs.len(), 2);
        let ItemKind::Struct(Fields::Named(fields)) = &s.kind else {
            panic!("{:?}", s.kind)
        };
        assert_eq!(fields.len(), 3);
        assert_eq!(fields[0].docs, [" The query."]);
        assert_eq!(fields[0].attrs[0].name(), "schemars");
        assert_eq!(fields[1].ty.last(), Some("Option"));
        assert_eq!(fields[1].ty.args()[0].last(), Some("u32"));
    }

    #[test]
    fn uses_enums_and_consts() {
        let f = parse(
            "use crate::a::{B as C, self, d::*};\nuse std::collections::HashMap;\nenum E { A, /// b\n B(u8), C { x: i32 } }\nconst D: &str = concat!(\"a\", \"b\");\nmod m;\nmod inline { pub struct X; }\ntype Al<T> = Vec<T>;\n",
        );
        let ItemKind::Use(u) = &f.items[0].kind else {
            panic!()
        };
        assert_eq!(
            u.iter()
                .map(|b| (b.name.as_str(), b.path.join("::")))
                .collect::<Vec<_>>(),
            [
                ("C", "crate::a::B".to_string()),
                ("a", "crate::a".to_string()),
                ("*", "crate::a::d".to_string())
            ]
        );
        let ItemKind::Enum(vs) = &f.items[2].kind else {
            panic!()
        };
        assert_eq!(vs.len(), 3);
        assert_eq!(vs[1].docs, [" b"]);
        assert!(matches!(vs[2].fields, Fields::Named(_)));
        assert!(matches!(
            &f.items[3].kind,
            ItemKind::Const {
                value: Some(Lit::Macro { .. }),
                ..
            }
        ));
        assert!(matches!(f.items[4].kind, ItemKind::Mod(None)));
        assert!(matches!(&f.items[5].kind, ItemKind::Mod(Some(v)) if v.len() == 1));
        assert!(matches!(f.items[6].kind, ItemKind::TypeAlias(_)));
    }

    #[test]
    fn function_bodies_show_returned_strings_and_json() {
        let f = parse(
            "impl Tool for T {\n  const NAME: &'static str = \"t\";\n  type Args = A;\n  fn description(&self) -> String { \"Adds.\".to_string() }\n  fn parameters(&self) -> Value { json!({\"type\": \"object\", \"properties\": {\"x\": {\"type\": \"number\"}}}) }\n  fn other(&self) -> Value { serde_json::to_value(schema_for!(Args)).unwrap() }\n}\n",
        );
        let ItemKind::Impl(imp) = &f.items[0].kind else {
            panic!()
        };
        assert_eq!(imp.trait_.as_ref().and_then(|t| t.last()), Some("Tool"));
        let fns: Vec<&FnDef> = imp
            .items
            .iter()
            .filter_map(|i| match &i.kind {
                ItemKind::Fn(f) => Some(&**f),
                _ => None,
            })
            .collect();
        assert_eq!(fns[0].body.returns, Some(Lit::Str("Adds.".into())));
        let (json, _) = fns[1].body.json.as_ref().unwrap();
        assert_eq!(
            json.as_ref().unwrap().to_string(),
            r#"{"type":"object","properties":{"x":{"type":"number"}}}"#
        );
        assert_eq!(
            fns[2].body.schema_for.as_ref().and_then(|t| t.last()),
            Some("Args")
        );
    }

    #[test]
    fn deep_nesting_is_capped_not_overflowing() {
        let depth = 5000;
        let ty = format!("{}u8{}", "Vec<".repeat(depth), ">".repeat(depth));
        let src = format!("struct S {{ x: {ty} }}\n");
        // tree-sitter itself handles the depth; the front-end must stop, not overflow.
        let handle = std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(move || {
                let f = parse(&src);
                !f.too_deep.is_empty()
            })
            .unwrap();
        assert!(handle.join().unwrap());
    }
}
