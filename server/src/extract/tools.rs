//! Which functions are tools, and for which library: decorators, registration calls,
//! `stores.Index([...])` lists and `tools=[...]` arguments.

use std::sync::Arc;
use std::sync::OnceLock;

use streaming_iterator::StreamingIterator;
use tree_sitter::{Node, Query, QueryCursor};

use crate::model::{ForeignFunction, ForeignTool, Function, Library, MarkKind, ToolMark};
use crate::syntax::{named_children, text, Span};

use super::literal::{call_value, string_value};
use super::resolve::qualify_dotted;
use super::scope::{Binding, Scope};

const CALLS_QUERY: &str = include_str!("../../../grammars-queries/python/calls.scm");

fn calls_query() -> &'static Query {
    static Q: OnceLock<Query> = OnceLock::new();
    Q.get_or_init(|| {
        Query::new(&crate::syntax::python(), CALLS_QUERY)
            .expect("grammars-queries/python/calls.scm is a valid query")
    })
}

fn last_segment(q: &str) -> &str {
    q.rsplit('.').next().unwrap_or(q)
}

/// The library a qualified callee belongs to, by its import path.
fn library_of(qualified: &str) -> Option<Library> {
    crate::frameworks::from_import(qualified)
}

/// Call sites per top-level statement, remembered by the statement's text: on a large file,
/// an edit changes one statement and the others are not searched again.
#[derive(Default)]
pub struct CallCache {
    by_text: crate::textcache::TextCache<Vec<(usize, usize)>>,
}

/// Every call node of the module (the query in `calls.scm`), in source order.
fn call_sites<'t>(root: Node<'t>, src: &str, mut cache: Option<&mut CallCache>) -> Vec<Node<'t>> {
    let query = calls_query();
    let call_ix = query.capture_index_for_name("call").unwrap_or(0);
    let mut next = crate::textcache::TextCache::default();
    let mut out = Vec::new();
    let mut cursor = QueryCursor::new();
    for stmt in named_children(root) {
        let range = stmt.byte_range();
        let key = &src[range.clone()];
        let taken = cache.as_mut().and_then(|c| c.by_text.take(0, key));
        let rel = match &taken {
            Some(t) => t.value.clone(),
            None => {
                let mut rel = Vec::new();
                cursor.set_byte_range(range.clone());
                let mut it = cursor.matches(query, stmt, src.as_bytes());
                while let Some(m) = it.next() {
                    for c in m.captures.iter().filter(|c| c.index == call_ix) {
                        if may_mark(c.node, src) {
                            rel.push((
                                c.node.start_byte() - range.start,
                                c.node.end_byte() - range.start,
                            ));
                        }
                    }
                }
                rel
            }
        };
        for &(s, e) in &rel {
            // The smallest node spanning a call's exact range is the call itself.
            if let Some(n) = stmt.descendant_for_byte_range(range.start + s, range.start + e) {
                if n.kind() == "call" && n.byte_range() == (range.start + s..range.start + e) {
                    out.push(n);
                }
            }
        }
        if cache.is_some() {
            match taken {
                Some(t) => next.put_back(t),
                None => next.put(0, key, rel),
            }
        }
    }
    if let Some(c) = cache {
        // Keep only what this version of the file uses.
        c.by_text = next;
    }
    out
}

/// Callee names that register tools (see `find_marks`), by their last dotted segment.
const MARKING_CALLEES: &[&str] = &[
    "Index",
    "LocalIndex",
    "get_schema",
    "get_schema_nm",
    "mk_ns",
    "register_tool",
    "function_to_tool_definition",
    "from_function",
    "tool",
];

/// Whether a call can mark a tool: a registration callee, or a `tools=` argument. Everything
/// else (most calls of a large file) is dropped before caching.
fn may_mark(call: Node, src: &str) -> bool {
    let callee = call
        .child_by_field_name("function")
        .map(|f| text(f, src))
        .unwrap_or("");
    if MARKING_CALLEES.contains(&last_segment(callee)) {
        return true;
    }
    call.child_by_field_name("arguments").is_some_and(|args| {
        named_children(args).into_iter().any(|a| {
            a.kind() == "keyword_argument"
                && a.child_by_field_name("name").map(|n| text(n, src)) == Some("tools")
        })
    })
}

/// A fast, non-cryptographic hasher for cache keys (statement texts): the keys are compared
/// in full on lookup, so collisions only cost time.
#[derive(Default, Clone, Copy)]
pub struct BuildFast;

impl std::hash::BuildHasher for BuildFast {
    type Hasher = FastHasher;
    fn build_hasher(&self) -> FastHasher {
        FastHasher(0x243F_6A88_85A3_08D3)
    }
}

pub struct FastHasher(u64);

impl std::hash::Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let v = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            self.0 = (self.0 ^ v)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .rotate_left(29);
        }
        for &b in chunks.remainder() {
            self.0 = (self.0 ^ b as u64)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .rotate_left(29);
        }
    }
}

pub fn find_marks(
    root: Node,
    scope: &Scope,
    functions: &[Arc<Function>],
    cache: Option<&mut CallCache>,
) -> (Vec<ToolMark>, Vec<ForeignTool>) {
    let mut foreign = Vec::new();
    let src = scope.src;
    let mut marks = Vec::new();
    let mut next_group = 0usize;
    let module_fn = |name: &str| {
        functions
            .iter()
            .position(|f| f.class.is_none() && f.name == name)
    };

    // Decorators.
    let mut registry_groups: Vec<(String, usize)> = Vec::new();
    for (i, f) in functions.iter().enumerate() {
        for d in &f.decorators {
            let q = d.qualified.as_str();
            let lib = if last_segment(q) == "tool" {
                library_of(q).or_else(|| registry_library(q, scope))
            } else {
                None
            };
            let Some(lib) = lib else { continue };
            // `@registry.tool(...)`: all tools of one registry form a group.
            let group = q.strip_suffix(".tool").and_then(|owner| {
                scope.local_name(owner).map(|local| {
                    match registry_groups.iter().find(|(n, _)| n == local) {
                        Some((_, g)) => *g,
                        None => {
                            registry_groups.push((local.to_string(), next_group));
                            next_group += 1;
                            next_group - 1
                        }
                    }
                })
            });
            marks.push(ToolMark {
                function: i,
                library: Some(lib),
                kind: MarkKind::Decorator,
                options: d.call.clone(),
                span: d.span,
                group,
            });
        }
    }

    // Call sites.
    for call in call_sites(root, src, cache) {
        let Some(callee) = call
            .child_by_field_name("function")
            .filter(|c| matches!(c.kind(), "identifier" | "attribute"))
        else {
            continue;
        };
        let q = qualify_dotted(text(callee, src), scope);
        let Some(args) = call.child_by_field_name("arguments") else {
            continue;
        };
        let positional: Vec<Node> = named_children(args)
            .into_iter()
            .filter(|a| a.kind() != "keyword_argument")
            .collect();
        let lib = library_of(&q);
        let seg = last_segment(&q);
        let options = || call_value(call, src, scope);

        match (lib.map(|l| l.id), seg) {
            (Some("stores"), "Index" | "LocalIndex") => {
                let group = next_group;
                next_group += 1;
                if let Some(list) = positional.first().filter(|l| l.kind() == "list") {
                    for el in named_children(*list) {
                        let target = match el.kind() {
                            "identifier" => module_fn(text(el, src)),
                            // Strings name other indexes (`"silanthro/hackernews"`, a folder), not
                            // functions of this file: stores loads them as indexes.
                            _ => None,
                        };
                        if target.is_none() {
                            if let Some(f) = foreign_function(el, scope) {
                                foreign.push(ForeignTool {
                                    group,
                                    span: Span::of(el),
                                    function: f,
                                });
                            }
                        }
                        if let Some(fi) = target {
                            marks.push(ToolMark {
                                function: fi,
                                library: lib,
                                kind: MarkKind::Index,
                                options: None,
                                span: Span::of(el),
                                group: Some(group),
                            });
                        }
                    }
                }
            }
            (Some("toolslm" | "toolslm-legacy"), "get_schema") => {
                if let Some(fi) = positional
                    .first()
                    .and_then(|a| function_ref(*a, src, functions))
                {
                    marks.push(ToolMark {
                        function: fi,
                        library: lib,
                        kind: MarkKind::GetSchema,
                        options: options(),
                        span: Span::of(call),
                        group: None,
                    });
                }
            }
            (Some("toolslm" | "toolslm-legacy"), "get_schema_nm") => {
                let target = positional
                    .first()
                    .and_then(|a| string_value(*a, src))
                    .and_then(|dotted| {
                        functions
                            .iter()
                            .position(|f| f.qualname == dotted || f.name == dotted)
                    });
                if let Some(fi) = target {
                    marks.push(ToolMark {
                        function: fi,
                        library: lib,
                        kind: MarkKind::GetSchema,
                        options: options(),
                        span: Span::of(call),
                        group: None,
                    });
                }
            }
            (Some("toolslm" | "toolslm-legacy"), "mk_ns") => {
                let group = next_group;
                next_group += 1;
                for a in &positional {
                    let items = if a.kind() == "list" {
                        named_children(*a)
                    } else {
                        vec![*a]
                    };
                    for el in items {
                        if let Some(fi) = function_ref(el, src, functions) {
                            marks.push(ToolMark {
                                function: fi,
                                library: lib,
                                kind: MarkKind::GetSchema,
                                options: None,
                                span: Span::of(el),
                                group: Some(group),
                            });
                        }
                    }
                }
            }
            (
                Some("abstractllm"),
                "register_tool" | "function_to_tool_definition" | "from_function" | "tool",
            )
            | (Some("selectools"), "tool") => {
                // `tool(name="x")(f)`: the decorator factory applied in place.
                let applied = call
                    .parent()
                    .filter(|p| p.kind() == "call")
                    .filter(|p| p.child_by_field_name("function") == Some(call))
                    .and_then(|p| p.child_by_field_name("arguments"))
                    .and_then(|a| {
                        named_children(a)
                            .into_iter()
                            .find(|x| x.kind() != "keyword_argument")
                    });
                let target = if positional.is_empty() {
                    applied
                } else {
                    positional.first().copied()
                };
                if let Some(fi) = target.and_then(|a| function_ref(a, src, functions)) {
                    marks.push(ToolMark {
                        function: fi,
                        library: lib,
                        kind: MarkKind::Register,
                        options: options(),
                        span: Span::of(call),
                        group: None,
                    });
                }
            }
            _ => {}
        }

        // `tools=[f, g]` in any call.
        for kw in named_children(args) {
            if kw.kind() != "keyword_argument" {
                continue;
            }
            if kw.child_by_field_name("name").map(|n| text(n, src)) != Some("tools") {
                continue;
            }
            let Some(list) = kw
                .child_by_field_name("value")
                .filter(|v| v.kind() == "list")
            else {
                continue;
            };
            let group = next_group;
            next_group += 1;
            // claudette/cosette `Chat(tools=...)` send toolslm schemas.
            let list_lib = lib.filter(|l| matches!(l.id, "toolslm" | "toolslm-legacy"));
            for el in named_children(list) {
                if let Some(fi) = function_ref(el, src, functions) {
                    marks.push(ToolMark {
                        function: fi,
                        library: list_lib,
                        kind: MarkKind::ToolsList,
                        options: None,
                        span: Span::of(el),
                        group: Some(group),
                    });
                } else if let Some(f) = foreign_function(el, scope) {
                    foreign.push(ForeignTool {
                        group,
                        span: Span::of(el),
                        function: f,
                    });
                }
            }
        }
    }
    marks.sort_by_key(|m| (m.span.start, m.function));
    (marks, foreign)
}

/// A function imported from another module of the workspace (`search_orders` after
/// `from .orders import search as search_orders`).
fn foreign_function(node: Node, scope: &Scope) -> Option<ForeignFunction> {
    if !matches!(node.kind(), "identifier" | "attribute") {
        return None;
    }
    let q = qualify_dotted(text(node, scope.src), scope);
    if scope.local_name(&q).is_some() {
        return None;
    }
    scope.external?.function(&q, 1)
}

/// A reference to a module-level function (`f`) or a method (`Class.method`).
fn function_ref(node: Node, src: &str, functions: &[Arc<Function>]) -> Option<usize> {
    match node.kind() {
        "identifier" => {
            let n = text(node, src);
            functions
                .iter()
                .position(|f| f.class.is_none() && f.name == n)
        }
        "attribute" => {
            let t = text(node, src);
            functions.iter().position(|f| f.qualname == t)
        }
        _ => None,
    }
}

/// `@reg.tool` where `reg = ToolRegistry()` from selectools.
fn registry_library(decorator: &str, scope: &Scope) -> Option<Library> {
    let owner = decorator.strip_suffix(".tool")?;
    let local = scope.local_name(owner)?;
    let Some(Binding::Assign(value)) = scope.bindings.get(local).copied() else {
        return None;
    };
    let value = crate::syntax::unwrap_expr(value);
    if value.kind() != "call" {
        return None;
    }
    let callee = value.child_by_field_name("function")?;
    let q = qualify_dotted(text(callee, scope.src), scope);
    library_of(&q)
}
