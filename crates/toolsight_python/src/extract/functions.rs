//! Function definitions → `Function`: parameters with their kinds, annotations and defaults,
//! the docstring, decorators and the comments docments reads.

use crate::syntax::SpanOf;
use tree_sitter::Node;

use crate::model::{
    Comment, Decorator, DefKind, Default, Docstring, Function, MethodKind, Param, ParamKind,
};
use crate::syntax::{field, named_children, text, Span};

use super::literal::{call_value, eval, string_value};
use super::resolve::{annotation, qualify_dotted};
use super::scope::Scope;

/// The docstring of a body block: its first statement when that is a plain string literal.
pub fn docstring(body: Node, src: &str) -> Option<Docstring> {
    // The first statement, without collecting the whole body (large bodies are common).
    let mut cursor = body.walk();
    let first = body
        .named_children(&mut cursor)
        .find(|c| c.kind() != "comment")?;
    if first.kind() != "expression_statement" {
        return None;
    }
    let expr = named_children(first).into_iter().next()?;
    if !matches!(expr.kind(), "string" | "concatenated_string") {
        return None;
    }
    let raw = text(expr, src);
    let prefix_end = raw.find(['\'', '"']).unwrap_or(0);
    if raw[..prefix_end].to_ascii_lowercase().contains('b') {
        return None;
    }
    Some(Docstring {
        value: string_value(expr, src)?,
        span: Span::of(expr),
    })
}

pub fn build_function(
    outer: Node,
    scope: &Scope,
    class: Option<&str>,
    default_kind: MethodKind,
) -> Function {
    let src = scope.src;
    let node = if outer.kind() == "decorated_definition" {
        field::DEFINITION.of(outer).unwrap_or(outer)
    } else {
        outer
    };
    let name_node = field::NAME.of(node);
    let name = name_node
        .map(|n| crate::syntax::identifier(n, src))
        .unwrap_or_default();
    let is_async = node.child(0).is_some_and(|c| c.kind() == "async");

    let mut decorators = Vec::new();
    let mut method_kind = default_kind;
    if outer.kind() == "decorated_definition" {
        for d in named_children(outer) {
            if d.kind() != "decorator" {
                continue;
            }
            let Some(expr) = named_children(d).into_iter().next() else {
                continue;
            };
            let (callee, call) = if expr.kind() == "call" {
                (
                    field::FUNCTION.of(expr).unwrap_or(expr),
                    call_value(expr, src, scope),
                )
            } else {
                (expr, None)
            };
            let qualified = qualify_dotted(text(callee, src), scope);
            match qualified.as_str() {
                "builtins.staticmethod" | "staticmethod" => method_kind = MethodKind::StaticMethod,
                "builtins.classmethod" | "classmethod" => method_kind = MethodKind::ClassMethod,
                _ => {}
            }
            decorators.push(Decorator {
                qualified,
                text: text(expr, src).to_string(),
                call,
                span: Span::of(d),
            });
        }
    }

    let params = field::PARAMETERS
        .of(node)
        .map(|p| parameters(p, scope))
        .unwrap_or_default();
    let returns = field::RETURN_TYPE.of(node).map(|r| annotation(r, scope));
    let body = field::BODY.of(node);
    let doc = body.and_then(|b| docstring(b, src));
    let body_start = body.map(|b| b.start_byte()).unwrap_or(node.end_byte());

    let mut signature_comments = Vec::new();
    // `collect_comments` returns at once for a signature without a `#` (nearly all).
    collect_comments(node, body_start, src, &mut signature_comments);
    signature_comments.sort_by_key(|c| c.span.start);

    // The signature ends at the `:` before the body.
    let mut cursor = node.walk();
    let colon_end = node
        .children(&mut cursor)
        .filter(|c| c.end_byte() <= body_start && c.kind() == ":")
        .last()
        .map(|c| c.end_byte())
        .unwrap_or(body_start);

    let type_params = field::TYPE_PARAMETERS
        .of(node)
        .map(|tp| {
            named_children(tp)
                .into_iter()
                .map(|t| {
                    let t = crate::syntax::unwrap_expr(t);
                    text(t, src).to_string()
                })
                .collect()
        })
        .unwrap_or_default();

    Function {
        qualname: match class {
            Some(c) => format!("{c}.{name}"),
            None => name.clone(),
        },
        name,
        is_async,
        params,
        returns,
        doc,
        decorators,
        type_params,
        enclosing_names: enclosing_names(outer, scope),
        signature_comments,
        name_span: name_node.map(Span::of).unwrap_or_default(),
        signature_span: Span::new(node.start_byte(), colon_end),
        span: Span::of(outer),
        body_span: body.map(Span::of).unwrap_or_default(),
        class: class.map(str::to_string),
        method_kind: if class.is_some() {
            method_kind
        } else {
            MethodKind::Function
        },
        runtime_name: None,
        renamed_at: None,
        doc_unread: None,
        params_unread: None,
        params_rewritten: false,
        wrapped_unread: None,
        listed_unread: None,
        name_given_unread: None,
        unserved: None,
        registered_uncalled: None,
        uncompilable: None,
        unlisted: None,
        only_raises: body.and_then(|b| only_raises(b, src)),
        text_agent_only: None,
        globals: None,
        kind: DefKind::Function,
        schema: None,
        rust: None,
    }
}

/// The exception class a body raises when raising is all it does, its docstring aside
/// (`raise NotImplementedError` or `raise NotImplementedError("...")`).
fn only_raises(body: Node, src: &str) -> Option<String> {
    let mut statements = named_children(body)
        .into_iter()
        .filter(|n| n.kind() != "comment");
    let mut first = statements.next()?;
    let is_docstring = first.kind() == "expression_statement"
        && named_children(first)
            .first()
            .is_some_and(|e| e.kind() == "string");
    if is_docstring {
        first = statements.next()?;
    }
    if first.kind() != "raise_statement" || statements.next().is_some() {
        return None;
    }
    let raised = named_children(first).into_iter().next()?;
    let class = match raised.kind() {
        "call" => field::FUNCTION.of(raised)?,
        _ => raised,
    };
    matches!(class.kind(), "identifier" | "attribute").then(|| text(class, src).to_string())
}

/// The names bound, when the `def` runs, in the scopes that enclose it: every enclosing
/// function (its parameters and what its body binds) and the class body the `def` sits in
/// directly (a class scope is not visible further in). Bodies are read statement by statement,
/// through compound statements but not into nested definitions, once per enclosing scope
/// (`Scope::enclosing`).
fn enclosing_names(outer: Node, scope: &Scope) -> std::sync::Arc<[String]> {
    let innermost = std::iter::successors(outer.parent(), |n| n.parent())
        .take_while(|n| n.kind() != "module")
        .find(|n| matches!(n.kind(), "function_definition" | "class_definition"));
    let Some(innermost) = innermost else {
        return std::sync::Arc::default();
    };
    if let Some(names) = scope.enclosing.borrow().get(&innermost.id()) {
        return names.clone();
    }
    let src = scope.src;
    let mut out = Vec::new();
    // The innermost scope, a class body included; above it, the enclosing functions, and the
    // type parameters of enclosing classes.
    own_names(innermost, src, &mut out);
    type_param_names(innermost, src, &mut out);
    let above = std::iter::successors(innermost.parent(), |n| n.parent())
        .take_while(|n| n.kind() != "module");
    for n in above {
        // PEP 695's type parameters (`def create_report_server[Resources](...)`, vt-mcp) are
        // seen by every definition nested inside, a class's by its methods' too.
        match n.kind() {
            "function_definition" => {
                own_names(n, src, &mut out);
                type_param_names(n, src, &mut out);
            }
            "class_definition" => type_param_names(n, src, &mut out),
            _ => {}
        }
    }
    out.sort();
    out.dedup();
    let names: std::sync::Arc<[String]> = out.into();
    scope
        .enclosing
        .borrow_mut()
        .insert(innermost.id(), names.clone());
    names
}

/// The PEP 695 type parameters of a function or class (`[T, *Ts, **P]`).
fn type_param_names(n: Node, src: &str, out: &mut Vec<String>) {
    if let Some(tp) = n.child_by_field_name("type_parameters") {
        for t in named_children(tp) {
            let t = crate::syntax::unwrap_expr(t);
            let id = if t.kind() == "identifier" {
                Some(t)
            } else {
                std::iter::successors(Some(t), |c| c.named_child(0))
                    .find(|c| c.kind() == "identifier")
            };
            if let Some(id) = id {
                out.push(text(id, src).to_string());
            }
        }
    }
}

/// What a function (its parameters and body) or a class (its body) binds.
fn own_names(n: Node, src: &str, out: &mut Vec<String>) {
    if n.kind() == "function_definition" {
        if let Some(p) = n.child_by_field_name("parameters") {
            for param in named_children(p) {
                param_name(param, src, out);
            }
        }
    }
    if let Some(body) = n.child_by_field_name("body") {
        block_bindings(body, src, out);
    }
}

fn param_name(param: Node, src: &str, out: &mut Vec<String>) {
    let id = match param.kind() {
        "identifier" => Some(param),
        "list_splat_pattern" | "dictionary_splat_pattern" => {
            named_children(param).into_iter().next()
        }
        _ => param.child_by_field_name("name").or_else(|| {
            named_children(param)
                .into_iter()
                .find(|c| c.kind() == "identifier")
        }),
    };
    if let Some(id) = id.filter(|i| i.kind() == "identifier") {
        out.push(text(id, src).to_string());
    }
}

/// The names a block's statements bind (imports, assignments, definitions, loop and `with`
/// targets, `except ... as`), through `if`/`try`/`with`/`for`/`while`/`match` blocks.
fn block_bindings(block: Node, src: &str, out: &mut Vec<String>) {
    for stmt in named_children(block) {
        match stmt.kind() {
            "import_statement" => {
                for n in named_children(stmt) {
                    let bound = match n.kind() {
                        "aliased_import" => n.child_by_field_name("alias"),
                        "dotted_name" => named_children(n).into_iter().next(),
                        _ => None,
                    };
                    if let Some(b) = bound {
                        out.push(text(b, src).to_string());
                    }
                }
            }
            "import_from_statement" => {
                let module = stmt.child_by_field_name("module_name").map(|m| m.id());
                for n in named_children(stmt) {
                    if Some(n.id()) == module {
                        continue;
                    }
                    let bound = match n.kind() {
                        "aliased_import" => n.child_by_field_name("alias"),
                        "dotted_name" => named_children(n).into_iter().last(),
                        _ => None,
                    };
                    if let Some(b) = bound {
                        out.push(text(b, src).to_string());
                    }
                }
            }
            "function_definition" | "class_definition" => {
                if let Some(name) = stmt.child_by_field_name("name") {
                    out.push(text(name, src).to_string());
                }
            }
            "decorated_definition" => {
                if let Some(name) = stmt
                    .child_by_field_name("definition")
                    .and_then(|d| d.child_by_field_name("name"))
                {
                    out.push(text(name, src).to_string());
                }
            }
            "expression_statement" => {
                for e in named_children(stmt) {
                    if matches!(e.kind(), "assignment" | "augmented_assignment") {
                        let mut e = e;
                        loop {
                            if let Some(left) = e.child_by_field_name("left") {
                                target_names(left, src, out);
                            }
                            match e.child_by_field_name("right") {
                                Some(r) if r.kind() == "assignment" => e = r,
                                _ => break,
                            }
                        }
                    }
                }
            }
            _ => {
                if let Some(left) = stmt.child_by_field_name("left") {
                    // `for x in ...:`
                    target_names(left, src, out);
                }
                for c in named_children(stmt) {
                    match c.kind() {
                        "block" => block_bindings(c, src, out),
                        "with_clause" => with_targets(c, src, out),
                        "as_pattern_target" => target_names(c, src, out),
                        _ if c.child_by_field_name("body").is_some()
                            || named_children(c).iter().any(|g| g.kind() == "block") =>
                        {
                            // `elif`/`else`/`except`/`finally`/`case` clauses.
                            for g in named_children(c) {
                                match g.kind() {
                                    "block" => block_bindings(g, src, out),
                                    "as_pattern" => {
                                        if let Some(a) = g.child_by_field_name("alias") {
                                            target_names(a, src, out);
                                        }
                                    }
                                    "identifier" if c.kind() == "except_clause" => {}
                                    _ => {}
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
    }
}

fn with_targets(clause: Node, src: &str, out: &mut Vec<String>) {
    for item in named_children(clause) {
        for c in named_children(item) {
            if c.kind() == "as_pattern" {
                if let Some(a) = c.child_by_field_name("alias") {
                    target_names(a, src, out);
                }
            }
        }
    }
}

/// The identifiers an assignment target binds (`a`, `a, b`, `[a, *b]`), not `x.y` or `x[i]`.
fn target_names(t: Node, src: &str, out: &mut Vec<String>) {
    match t.kind() {
        "identifier" => out.push(text(t, src).to_string()),
        "attribute" | "subscript" => {}
        _ => {
            for c in named_children(t) {
                target_names(c, src, out);
            }
        }
    }
}

/// The comments of a signature (`node`'s children before `limit`, blocks skipped).
fn collect_comments(node: Node, limit: usize, src: &str, out: &mut Vec<Comment>) {
    // Every comment starts with `#`, and the ones collected start before `limit`: a
    // signature without one in its text (nearly all) is not walked.
    let end = node.end_byte().min(limit);
    if !src.as_bytes()[node.start_byte().min(end)..end].contains(&b'#') {
        return;
    }
    collect_comments_in(node, limit, src, out)
}

fn collect_comments_in(node: Node, limit: usize, src: &str, out: &mut Vec<Comment>) {
    let mut cursor = node.walk();
    for c in node.children(&mut cursor) {
        if c.start_byte() >= limit {
            break;
        }
        if c.kind() == "comment" {
            out.push(Comment {
                text: text(c, src).to_string(),
                span: Span::of(c),
            });
        } else if c.kind() != "block" {
            collect_comments_in(c, limit, src, out);
        }
    }
}

/// Every comment token under `node` that can document a parameter, field or return value,
/// in source order. Function bodies are skipped: nothing reads comments there, and on large
/// files they are most of the tree. With a cache, each top-level statement is walked only
/// when its text changed.
pub fn all_comments(
    node: Node,
    src: &str,
    mut cache: Option<&mut crate::textcache::TextCache<Vec<(usize, usize)>>>,
) -> Vec<Comment> {
    fn walk(node: Node, has_hash: &dyn Fn(Node) -> bool, out: &mut Vec<(usize, usize)>) {
        let mut cursor = node.walk();
        let in_function = node.kind() == "function_definition";
        for c in node.children(&mut cursor) {
            if !has_hash(c) {
                continue;
            }
            if c.kind() == "comment" {
                out.push((c.start_byte(), c.end_byte()));
            } else if in_function && c.kind() == "block" {
                // A comment right after the signature's colon may sit before the body's
                // first statement: keep the block's leading comments only.
                let mut bc = c.walk();
                for inner in c.children(&mut bc) {
                    if inner.kind() != "comment" {
                        break;
                    }
                    out.push((inner.start_byte(), inner.end_byte()));
                }
            } else {
                walk(c, has_hash, out);
            }
        }
    }
    let mut spans = Vec::new();
    let mut next = crate::textcache::TextCache::default();
    let mut cursor = node.walk();
    for stmt in node.children(&mut cursor) {
        let start = stmt.start_byte();
        if stmt.kind() == "comment" {
            spans.push((start, stmt.end_byte()));
            continue;
        }
        let key = src.get(stmt.byte_range()).unwrap_or("");
        // A statement with an error inside is walked afresh and not remembered (`shape`).
        let cacheable = super::shape::cacheable(stmt);
        let taken = cache
            .as_mut()
            .filter(|_| cacheable)
            .and_then(|c| c.take(u64::from(stmt.kind_id()), key));
        let rel: Vec<(usize, usize)> = match &taken {
            Some(t) => t.value.clone(),
            None => {
                // Where `#` occurs in the statement. Every comment starts with one, so a
                // subtree whose bytes hold none holds no comment and is not walked: most
                // statements and most of the others' subtrees. Read on a cache miss only, so
                // an edit reads the changed statements' text only.
                let hashes: Vec<usize> = (key.bytes().enumerate())
                    .filter(|(_, b)| *b == b'#')
                    .map(|(i, _)| start + i)
                    .collect();
                let has_hash = |n: Node| {
                    let first = hashes.partition_point(|&h| h < n.start_byte());
                    hashes.get(first).is_some_and(|&h| h < n.end_byte())
                };
                let mut abs = Vec::new();
                if !hashes.is_empty() {
                    walk(stmt, &has_hash, &mut abs);
                }
                abs.iter().map(|(s, e)| (s - start, e - start)).collect()
            }
        };
        spans.extend(rel.iter().map(|(s, e)| (s + start, e + start)));
        if cache.is_some() && cacheable {
            match taken {
                Some(t) => next.put_back(t),
                None => next.put(u64::from(stmt.kind_id()), key, rel),
            }
        }
    }
    if let Some(c) = cache {
        c.advance(next);
    }
    let mut out: Vec<Comment> = spans
        .into_iter()
        .map(|(s, e)| Comment {
            text: src.get(s..e).unwrap_or("").to_string(),
            span: Span::new(s, e),
        })
        .collect();
    out.sort_by_key(|c| c.span.start);
    out
}

fn parameters(node: Node, scope: &Scope) -> Vec<Param> {
    let src = scope.src;
    let mut params: Vec<Param> = Vec::new();
    let mut keyword_only = false;
    for p in named_children(node) {
        let span = Span::of(p);
        let (name_node, kind_hint, ty, value) = match p.kind() {
            "identifier" => (Some(p), None, None, None),
            "typed_parameter" => {
                let inner = named_children(p).into_iter().next();
                let (nn, hint) = match inner {
                    Some(i) if i.kind() == "list_splat_pattern" => (
                        named_children(i).into_iter().next(),
                        Some(ParamKind::VarPositional),
                    ),
                    Some(i) if i.kind() == "dictionary_splat_pattern" => (
                        named_children(i).into_iter().next(),
                        Some(ParamKind::VarKeyword),
                    ),
                    other => (other, None),
                };
                (nn, hint, field::TYPE.of(p), None)
            }
            "default_parameter" => (field::NAME.of(p), None, None, field::VALUE.of(p)),
            "typed_default_parameter" => (
                field::NAME.of(p),
                None,
                field::TYPE.of(p),
                field::VALUE.of(p),
            ),
            "list_splat_pattern" => (
                named_children(p).into_iter().next(),
                Some(ParamKind::VarPositional),
                None,
                None,
            ),
            "dictionary_splat_pattern" => (
                named_children(p).into_iter().next(),
                Some(ParamKind::VarKeyword),
                None,
                None,
            ),
            "keyword_separator" => {
                keyword_only = true;
                continue;
            }
            "positional_separator" => {
                for prev in params.iter_mut() {
                    if prev.kind == ParamKind::PositionalOrKeyword {
                        prev.kind = ParamKind::PositionalOnly;
                    }
                }
                continue;
            }
            _ => continue,
        };
        let Some(name_node) = name_node.filter(|n| n.kind() == "identifier") else {
            continue;
        };
        let kind = match kind_hint {
            Some(ParamKind::VarPositional) => {
                keyword_only = true;
                ParamKind::VarPositional
            }
            Some(k) => k,
            None if keyword_only => ParamKind::KeywordOnly,
            None => ParamKind::PositionalOrKeyword,
        };
        params.push(Param {
            name: crate::syntax::identifier(name_node, src),
            kind,
            annotation: ty.map(|t| annotation(t, scope)),
            default: value.map(|v| Default {
                value: eval(v, src, scope),
                text: text(v, src).to_string(),
                span: Span::of(v),
            }),
            span,
            name_span: Span::of(name_node),
        });
    }
    params
}
