//! Tools that are not functions: class-based tools (a subclass of a framework's tool base
//! class), hand-written schemas in a provider's format (dict literals), constructor calls
//! that are a tool definition (`Tool(name=..., inputSchema={...})`), and module-level spec
//! dicts (`TOOL_SPEC = {...}`). Each becomes a synthetic definition named by its tool name.

use crate::syntax::SpanOf;
use std::sync::Arc;

use tree_sitter::Node;

use super::listing_reach::Reach;
use super::schema_eval;
use super::sinks::{argument, argument_in, class_attribute, class_roles};
use super::Ctx;
use crate::extract::literal::{name_value, string_value};
use crate::extract::Library;
use crate::model::markers::{ends_with, Arg, ClassRole, DictShape};
use crate::model::{DefKind, Function, MarkKind, SchemaLiteral, ToolMark};
use crate::syntax::{named_children, text, Span};

/// The synthetic definitions, in source order, each with the mark that makes it a tool (its
/// function index is set when it is added to the module).
pub(crate) fn find<'t>(
    ctx: &Ctx<'_, 't>,
    nodes: &[(Node<'t>, super::Interest)],
    classes: &[Node<'t>],
) -> Vec<(Function, ToolMark)> {
    let mut out: Vec<(Function, ToolMark)> = Vec::new();
    let src = ctx.src;
    let roles = class_roles(ctx, classes);
    for c in classes {
        let Some(name_node) = c.child_by_field_name("name") else {
            continue;
        };
        let class = text(name_node, src);
        let Some((lib, ClassRole::Tool { name_attr })) = roles.get(class).copied() else {
            continue;
        };
        // The name its `__init__` passes up (`super().__init__(name="lookup_order")`) is the
        // instance's, which hides a class attribute of the same name.
        let named = init_name(*c, name_attr, ctx.scope).or_else(|| {
            class_attribute(*c, name_attr, src)
                .into_iter()
                .rev()
                .find_map(|v| name_value(v, src, ctx.scope).map(|s| (s, Span::of(v))))
        });
        // Or the name a base class of this module gives it.
        let named = named.or_else(|| inherited_name(ctx, classes, class, name_attr, 0));
        // A tool class has a name (the frameworks refuse one without): a subclass of the
        // tool base without one is the package's own abstract base, not a tool.
        if named.is_none() {
            continue;
        }
        // A tool class that other tool classes of this module derive from, that the module
        // never instantiates and that sets no schema of its own is the package's template
        // (langchain-mrscraper's `MrScraperBaseTool`, each subclass setting its own schema),
        // not a tool. One with its own `args_schema` is a tool that others extend
        // (langchain-flashdata's `FlashDataDownloadJob`, made in the toolkit module).
        let derived = roles.iter().any(|(other, (_, role))| {
            matches!(role, ClassRole::Tool { .. })
                && ctx
                    .bases
                    .get(other.as_str())
                    .is_some_and(|bs| bs.iter().any(|b| ctx.scope.local_name(b) == Some(class)))
        });
        if derived
            && !instantiated(class, src)
            && class_attribute(*c, "args_schema", src).is_empty()
        {
            continue;
        }
        let (name, name_span) = named.unwrap_or((class.to_string(), Span::of(name_node)));
        let mut f = Function::synthetic(DefKind::Class, &name, class, Span::of(*c), name_span);
        f.doc = None;
        out.push((f, mark(lib, MarkKind::Decorator, Span::of(name_node))));
    }
    // A constructor literal inside a class-based tool (`return FunctionDeclaration(...)` in
    // ADK's `_get_declaration`) is that tool's own definition, not a second tool.
    let class_spans: Vec<Span> = out.iter().map(|(f, _)| f.span).collect();
    let in_class_tool = |n: Node| {
        class_spans
            .iter()
            .any(|s| s.start <= n.start_byte() && n.end_byte() <= s.end)
    };
    let reach = super::listing_reach::ListingReach::new(ctx.scope, ctx.root);
    for (node, why) in nodes {
        let node = *node;
        let t = match why {
            super::Interest::Dict => dict_tool(ctx, node, &reach),
            super::Interest::Call if in_class_tool(node) => None,
            super::Interest::Call => {
                schema_list_tools(ctx, node, &mut out);
                constructor_tool(ctx, node)
            }
            super::Interest::Assign => spec_tool(ctx, node),
            _ => None,
        };
        out.extend(t);
    }
    out.sort_by_key(|(f, _)| f.span.start);
    out
}

/// Whether the module calls `class` (`Class(...)`), other than in its own `class` statement.
fn instantiated(class: &str, src: &str) -> bool {
    let call = format!("{class}(");
    src.match_indices(&call).any(|(k, _)| {
        let before = &src[..k];
        !before
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
            && !before.trim_end_matches([' ', '\t']).ends_with("class")
    })
}

fn mark(lib: Library, kind: MarkKind, span: Span) -> ToolMark {
    ToolMark {
        function: usize::MAX,
        library: Some(lib.handle()),
        kind,
        options: None,
        span,
        group: None,
        name: None,
        arms: Vec::new(),
        list: None,
    }
}

/// The string value of `key` in a dict literal, and its node.
fn entry<'t>(dict: Node<'t>, key: &str, src: &str) -> Option<Node<'t>> {
    named_children(dict).into_iter().find_map(|p| {
        (p.kind() == "pair"
            && p.child_by_field_name("key")
                .and_then(|k| string_value(k, src))
                .as_deref()
                == Some(key))
        .then(|| p.child_by_field_name("value"))
        .flatten()
    })
}

/// Whether what `dict` holds at `path` may be a JSON Schema: anything but a dict literal with
/// entries of which none is a JSON Schema keyword (`{"target_dir": "string", "max_depth":
/// "integer"}` in a catalog rendered for people, tzero-mcp), or a string, number or list
/// literal. A name, a call or `{}` may be.
fn schema_like(dict: Node, path: &[&str], src: &str) -> bool {
    const KEYWORDS: [&str; 18] = [
        "type",
        "properties",
        "required",
        "$ref",
        "$defs",
        "definitions",
        "anyOf",
        "oneOf",
        "allOf",
        "not",
        "additionalProperties",
        "$schema",
        "enum",
        "const",
        "items",
        "title",
        "description",
        "json",
    ];
    // A string, number or sequence literal is no schema (`"inputSchema": "input
    // parameters"` in a table of labels, mcp-sentinel-proxy).
    let literal = |n: Node| {
        matches!(
            n.kind(),
            "string"
                | "concatenated_string"
                | "integer"
                | "float"
                | "true"
                | "false"
                | "none"
                | "list"
                | "tuple"
                | "set"
        )
    };
    let mut cur = dict;
    for k in path {
        if cur.kind() != "dictionary" {
            return !literal(cur);
        }
        match entry(cur, k, src) {
            Some(v) => cur = crate::syntax::unwrap_expr(v),
            None => return true,
        }
    }
    if cur.kind() != "dictionary" {
        return !literal(cur);
    }
    let mut keys = Vec::new();
    for p in named_children(cur) {
        if p.kind() == "comment" {
            continue;
        }
        let key = (p.kind() == "pair")
            .then(|| p.child_by_field_name("key"))
            .flatten()
            .and_then(|k| string_value(k, src));
        match key {
            Some(k) => keys.push(k),
            // A `**spread` or a computed key may bring the keywords.
            None => return true,
        }
    }
    keys.is_empty() || keys.iter().any(|k| KEYWORDS.contains(&k.as_str()))
}

fn shape_name<'t>(dict: Node<'t>, shape: &DictShape, src: &str) -> Option<Node<'t>> {
    if let Some((k, v)) = shape.tag {
        let tag = entry(dict, k, src)?;
        if string_value(tag, src).as_deref() != Some(v) {
            return None;
        }
    }
    if !shape.keys.iter().all(|k| entry(dict, k, src).is_some()) {
        return None;
    }
    let another_format = shape.not_when.iter().any(|(key, inner)| {
        entry(dict, key, src)
            .map(crate::syntax::unwrap_expr)
            .is_some_and(|v| v.kind() == "dictionary" && entry(v, inner, src).is_some())
    });
    if another_format || !schema_like(dict, shape.schema, src) {
        return None;
    }
    let mut cur = dict;
    let mut holder = dict;
    for (i, k) in shape.name.iter().enumerate() {
        holder = cur;
        cur = crate::syntax::unwrap_expr(entry(cur, k, src)?);
        if i + 1 < shape.name.len() && cur.kind() != "dictionary" {
            return None;
        }
    }
    if !shape.with_any.is_empty()
        && !shape
            .with_any
            .iter()
            .any(|k| entry(holder, k, src).is_some())
    {
        return None;
    }
    Some(cur)
}

/// A dict literal in a provider's tool format.
fn dict_tool<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    reach: &super::listing_reach::ListingReach<'_, 't>,
) -> Option<(Function, ToolMark)> {
    let src = ctx.src;
    // `FunctionTool(f, openai_tool_schema={...})` or `FunctionTool(f, {...})`: the dict is
    // the wrapped function's own schema option, not a second tool.
    let args = match node.parent() {
        Some(p) if p.kind() == "keyword_argument" => p.parent(),
        Some(p) if p.kind() == "argument_list" && p.named_child(0) != Some(node) => Some(p),
        _ => None,
    };
    let option_of = args
        .and_then(|args| args.parent())
        .filter(|call| call.kind() == "call");
    if option_of.is_some_and(|call| super::sinks::wrapped(ctx, call).is_some()) {
        return None;
    }
    // The value of a framework's module spec variable (strands' `TOOL_SPEC = {...}`) is that
    // spec's tool, found by `spec_tool`, whatever provider's shape the dict also has.
    if is_spec_value(ctx, node) {
        return None;
    }
    // Whether the dict sits where the shapes that are also protocol data (`in_tests: false`)
    // are not tools: asked once, and only of a dict of such a shape (it walks the ancestors).
    let mut protocol_data: Option<bool> = None;
    for fw in ctx.scope.dialects.iter() {
        for shape in fw.markers.dicts {
            let Some(name_node) = shape_name(node, shape, src) else {
                continue;
            };
            if !shape.in_tests
                && *protocol_data
                    .get_or_insert_with(|| test_module(&ctx.scope.module) || mock_data(node, src))
            {
                continue;
            }
            // Asked only of a dict of a tool's shape (it reads the statements after it).
            if spread_into_a_call(node, src) {
                return None;
            }
            let name = name_value(name_node, src, ctx.scope)
                .or_else(|| super::self_names::self_attribute_value(name_node, ctx.scope))?;
            // A shape that is also a client's data is a tool only where it reaches a listing;
            // a provider's own format, unless every path is read and none may send it.
            // One in a request's own format is a tool wherever its path is not read.
            let listed_unread = match shape.listed_by.map(|l| (l, reach.of(node, l))) {
                None | Some((_, Reach::Listed)) => None,
                Some((l, Reach::Unread(_))) if l.request_format => None,
                Some((_, Reach::Unread(why))) => Some(why),
                Some((_, Reach::Nowhere)) => return None,
            };
            let mut f = Function::synthetic(
                DefKind::Schema,
                &name,
                &qualname(node, &name, src),
                Span::of(node),
                Span::of(name_node),
            );
            set_schema(&mut f, node, ctx, shape.provider);
            f.listed_unread =
                listed_unread.map(|why| format!("whether this entry is listed is not read: {why}"));
            return Some((f, mark(fw, MarkKind::Decorator, Span::of(name_node))));
        }
    }
    None
}

/// `Tool(name="x", inputSchema={...})` and the like.
fn constructor_tool<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>) -> Option<(Function, ToolMark)> {
    let callee = node.child_by_field_name("function")?;
    if !matches!(callee.kind(), "identifier" | "attribute") {
        return None;
    }
    let q = ctx.qualify(callee);
    let src = ctx.src;
    if let Some(fw) = ctx.scope.dialects.from_import(&q) {
        for lm in fw
            .markers
            .literals
            .iter()
            .filter(|l| ends_with(&q, l.callee))
            .filter(|l| l.in_tests || !(test_module(&ctx.scope.module) || mock_data(node, src)))
        {
            if !lm.requires.is_empty()
                && argument_in(node, Arg::Keyword(lm.requires), src).is_empty()
            {
                continue;
            }
            let first = argument(node, Arg::At(0, "")).first().copied();
            // `pydantic_function_tool(Model)`: a class given first is the tool, named by it.
            if let Some(class) = first.filter(|f| f.kind() == "identifier") {
                if argument_in(node, Arg::Keyword(lm.name), src).is_empty()
                    || lm.requires.is_empty()
                {
                    let name = argument_in(node, Arg::Keyword(lm.name), src)
                        .first()
                        .and_then(|n| name_value(*n, src, ctx.scope))
                        .unwrap_or_else(|| text(class, src).to_string());
                    let f = Function::synthetic(
                        DefKind::Class,
                        &name,
                        text(class, src),
                        Span::of(node),
                        Span::of(class),
                    );
                    return Some((f, mark(fw, MarkKind::Register, Span::of(class))));
                }
            }
            let name_node = argument_in(node, Arg::Keyword(lm.name), src)
                .first()
                .copied()
                .or(first)?;
            let name = name_value(name_node, src, ctx.scope)
                .or_else(|| super::self_names::self_attribute_value(name_node, ctx.scope))?;
            let mut f = Function::synthetic(
                DefKind::Schema,
                &name,
                &qualname(node, &name, src),
                Span::of(node),
                Span::of(name_node),
            );
            // A constructor whose keywords are the payload: the literal is what is sent.
            if let Some(lp) = fw
                .markers
                .literal_payloads
                .iter()
                .find(|lp| ends_with(&q, lp.callee))
            {
                if let Some((schema, params)) = constructor_payload(ctx, node, lp) {
                    f.schema = Some(Arc::new(schema));
                    f.params = literal_params(params);
                }
            }
            return Some((f, mark(fw, MarkKind::Register, Span::of(name_node))));
        }
    }
    None
}

/// The keyword arguments of a constructor literal as its payload (keys in the wire
/// spelling; `None` values left out, as the model's dump leaves them out), or the framework's
/// own conversion of the call. The properties of any keyword's schema are the definition's
/// parameters.
fn constructor_payload<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    lp: &crate::model::markers::LiteralPayload,
) -> Option<(SchemaLiteral, Vec<(String, Span)>)> {
    let args = node.child_by_field_name("arguments")?;
    let mut m = serde_json::Map::new();
    let mut failed = None;
    let mut params = Vec::new();
    for a in named_children(args) {
        if a.kind() != "keyword_argument" {
            continue;
        }
        let key = text(a.child_by_field_name("name")?, ctx.src);
        let evaluated = schema_eval::json(a.child_by_field_name("value")?, ctx.scope);
        params.extend(evaluated.properties);
        let value = match evaluated.value {
            Ok(v) => v,
            Err(e) => {
                failed.get_or_insert(e);
                continue;
            }
        };
        let key = lp
            .renames
            .iter()
            .find(|(from, _)| *from == key)
            .map(|(_, to)| *to)
            .unwrap_or(key);
        if !value.is_null() {
            m.insert(key.to_string(), value);
        }
    }
    let value = match (lp.convert, failed) {
        (Some(convert), _) => convert(&crate::extract::literal::eval(node, ctx.src, ctx.scope)),
        (None, Some(e)) => Err(unknown(e)),
        (None, None) => Ok(serde_json::Value::Object(m)),
    };
    Some((
        SchemaLiteral {
            value,
            provider: lp.provider,
        },
        params,
    ))
}

fn unknown(why: String) -> crate::model::provider::LibError {
    crate::model::provider::LibError::unknown(format!(
        "this hand-written schema is not fully static: {why}"
    ))
}

/// A hand-written schema's payload, and its top-level properties as the definition's
/// parameters, so that diagnostics about a parameter point at its key in the literal.
fn set_schema(f: &mut Function, node: Node, ctx: &Ctx, provider: crate::model::provider::Provider) {
    let evaluated = schema_eval::json(node, ctx.scope);
    f.params = literal_params(evaluated.properties);
    f.schema = Some(Arc::new(SchemaLiteral {
        value: evaluated.value.map_err(unknown),
        provider,
    }));
}

fn literal_params(keys: Vec<(String, Span)>) -> Vec<crate::model::Param> {
    keys.into_iter()
        .map(|(name, span)| crate::model::Param {
            name,
            kind: crate::model::ParamKind::KeywordOnly,
            annotation: None,
            default: None,
            span,
            name_span: span,
        })
        .collect()
}

/// Dict literals in an argument that lists hand-written declarations
/// (`types.Tool(function_declarations=[{...}])`).
fn schema_list_tools<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>, out: &mut Vec<(Function, ToolMark)>) {
    let Some(callee) = node.child_by_field_name("function") else {
        return;
    };
    if !matches!(callee.kind(), "identifier" | "attribute") {
        return;
    }
    let q = ctx.qualify(callee);
    let Some(fw) = ctx.scope.dialects.from_import(&q) else {
        return;
    };
    let src = ctx.src;
    for sl in fw
        .markers
        .schema_lists
        .iter()
        .filter(|s| ends_with(&q, s.callee))
    {
        for list in argument_in(node, Arg::Keyword(sl.keyword), src) {
            for d in named_children(crate::syntax::unwrap_expr(list)) {
                let d = crate::syntax::unwrap_expr(d);
                if d.kind() != "dictionary" {
                    continue;
                }
                let Some(name_node) = entry(d, "name", src) else {
                    continue;
                };
                let Some(name) = string_value(name_node, src) else {
                    continue;
                };
                let mut f = Function::synthetic(
                    DefKind::Schema,
                    &name,
                    &qualname(d, &name, src),
                    Span::of(d),
                    Span::of(name_node),
                );
                set_schema(&mut f, d, ctx, sl.provider);
                out.push((f, mark(fw, MarkKind::Register, Span::of(name_node))));
            }
        }
    }
}

/// `TOOL_SPEC = {"name": "x", ...}` at module level.
fn spec_tool<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>) -> Option<(Function, ToolMark)> {
    let src = ctx.src;
    let l = node.child_by_field_name("left")?;
    let r = crate::syntax::unwrap_expr(node.child_by_field_name("right")?);
    if l.kind() != "identifier" || r.kind() != "dictionary" {
        return None;
    }
    let var = text(l, src);
    let (fw, spec) = ctx.scope.dialects.iter().find_map(|f| {
        f.markers
            .specs
            .iter()
            .find(|s| s.variable == var)
            .map(|s| (f, s))
    })?;
    let name_node = entry(r, "name", src)?;
    let name = name_value(name_node, src, ctx.scope)?;
    let mut f = Function::synthetic(
        DefKind::Schema,
        &name,
        var,
        Span::of(r),
        Span::of(name_node),
    );
    set_schema(&mut f, r, ctx, spec.provider);
    Some((f, mark(fw, MarkKind::Decorator, Span::of(name_node))))
}

/// Whether a module is a test module by the names pytest collects (`test_*.py`,
/// `*_test.py`, `conftest.py`) or lies in a `tests` / `test` package.
fn test_module(module: &str) -> bool {
    let mut parts = module.split('.');
    let last = parts.next_back().unwrap_or("");
    last.starts_with("test_")
        || last.ends_with("_test")
        || last == "conftest"
        || parts.any(|p| p == "tests" || p == "test")
}

/// Whether a dict literal is the keyword arguments of a call, spread there from the name it
/// is assigned to in the same function (`params = {"name": ..., "input_schema": {}}` then
/// `ToolCall(**params)`, mcp-agentskills on flowllm, whose `input_schema` is a map of
/// parameters): the callee's own fields, not a hand-written tool in a provider's format.
fn spread_into_a_call(node: Node, src: &str) -> bool {
    let Some(assign) = node.parent().filter(|p| p.kind() == "assignment") else {
        return false;
    };
    let Some(var) = assign
        .child_by_field_name("left")
        .filter(|l| l.kind() == "identifier")
        .map(|l| text(l, src))
    else {
        return false;
    };
    // The statements after it in its block, only in the function that holds it.
    let mut block = assign.parent();
    while let Some(b) = block.filter(|b| b.kind() == "expression_statement") {
        block = b.parent();
    }
    let Some(block) = block.filter(|b| b.kind() == "block") else {
        return false;
    };
    let splat = format!("**{var}");
    let spread = |n: Node| {
        let mut stack = vec![n];
        while let Some(n) = stack.pop() {
            if n.kind() == "dictionary_splat" && text(n, src).trim() == splat {
                return true;
            }
            if !matches!(n.kind(), "function_definition" | "class_definition") {
                stack.extend(named_children(n));
            }
        }
        false
    };
    named_children(block)
        .into_iter()
        .filter(|st| st.start_byte() > assign.end_byte())
        .any(|st| text(st, src).contains(&splat) && spread(st))
}

/// Whether a literal is written inside a definition or assigned to a name that calls it
/// mock data (`def _get_mock_tools(self): return [{"name": ..., "inputSchema": ...}]`, a
/// scanner's placeholder tools, mcp-vuln-scanner; `FAKE_TOOLS = [...]`): the shapes that are
/// also what a package's tests build as protocol data (`in_tests: false`) are not tools
/// there, as in a test module; nor are examples a scanner analyses (`get_example_tools()`
/// feeding its `scan example` command). Words of the name, in snake or camel case.
fn mock_data(node: Node, src: &str) -> bool {
    const WORDS: &[&str] = &[
        "mock", "mocks", "fake", "fakes", "dummy", "stub", "stubs", "example", "examples",
        "sample", "samples",
    ];
    let names_mock = |name: &str| {
        let mut words: Vec<String> = Vec::new();
        for part in name.split('_') {
            // A word starts at an upper-case letter after a lower-case one (`getMockTools`,
            // not each letter of `FAKE`).
            let mut word = String::new();
            let mut lower_before = false;
            for c in part.chars() {
                if c.is_uppercase() && lower_before {
                    words.push(std::mem::take(&mut word));
                }
                lower_before = c.is_lowercase();
                word.extend(c.to_lowercase());
            }
            words.push(word);
        }
        words.iter().any(|w| WORDS.contains(&w.as_str()))
    };
    let mut up = node.parent();
    while let Some(p) = up {
        let name = match p.kind() {
            "function_definition" | "class_definition" => p.child_by_field_name("name"),
            "assignment" => p
                .child_by_field_name("left")
                .filter(|l| matches!(l.kind(), "identifier" | "attribute")),
            _ => None,
        };
        if name.is_some_and(|n| names_mock(text(n, src))) {
            return true;
        }
        up = p.parent();
    }
    false
}

/// Whether a dict literal is assigned to a framework's spec variable (`TOOL_SPEC = {...}`).
fn is_spec_value(ctx: &Ctx, node: Node) -> bool {
    let mut up = node.parent();
    while let Some(p) = up.filter(|p| p.kind() == "parenthesized_expression") {
        up = p.parent();
    }
    let Some(assign) = up.filter(|p| p.kind() == "assignment") else {
        return false;
    };
    let Some(l) = assign
        .child_by_field_name("left")
        .filter(|l| l.kind() == "identifier")
    else {
        return false;
    };
    let var = text(l, ctx.src);
    ctx.scope
        .dialects
        .iter()
        .any(|f| f.markers.specs.iter().any(|s| s.variable == var))
}

/// A schema's `__qualname__`-like label: the variable it is assigned to, else its tool name.
fn qualname(node: Node, name: &str, src: &str) -> String {
    let parent = node.parent();
    match parent {
        Some(p) if p.kind() == "assignment" => p
            .child_by_field_name("left")
            .filter(|l| l.kind() == "identifier")
            .map(|l| text(l, src).to_string())
            .unwrap_or_else(|| format!("<schema {name}>")),
        _ => format!("<schema {name}>"),
    }
}

/// The string a class's `__init__` passes as `name=` to `super().__init__(...)`.
fn init_name(
    class: Node,
    attr: &'static str,
    scope: &crate::extract::scope::Scope,
) -> Option<(String, Span)> {
    let src = scope.src;
    let body = class.child_by_field_name("body")?;
    let init = named_children(body)
        .into_iter()
        .map(super::definition)
        .find(|d| {
            d.kind() == "function_definition"
                && d.child_by_field_name("name").map(|n| text(n, src)) == Some("__init__")
        })?;
    let mut stack = vec![init.child_by_field_name("body")?];
    while let Some(n) = stack.pop() {
        if n.kind() == "call"
            && n.child_by_field_name("function")
                .is_some_and(|f| text(f, src).replace(' ', "") == "super().__init__")
        {
            let v = *argument_in(n, Arg::Keyword(attr), src).first()?;
            // `name=self.TOOL_NAME`: the class attribute it reads (`TOOL_NAME =
            // _LIST_SKILLS_TOOL_NAME`, a constant of this module or another).
            let v = own_constant(class, v, src).unwrap_or(v);
            return name_value(v, src, scope).map(|s| (s, Span::of(v)));
        }
        stack.extend(named_children(n));
    }
    None
}

/// The value of the class's own attribute `X` that `self.X` / `cls.X` / `Class.X` reads.
fn own_constant<'t>(class: Node<'t>, v: Node<'t>, src: &str) -> Option<Node<'t>> {
    if v.kind() != "attribute" {
        return None;
    }
    let obj = v.child_by_field_name("object")?;
    let own = class.child_by_field_name("name").map(|n| text(n, src));
    if !(matches!(text(obj, src), "self" | "cls") || Some(text(obj, src)) == own) {
        return None;
    }
    let attr = text(v.child_by_field_name("attribute")?, src);
    class_attribute(class, attr, src).into_iter().last()
}

/// The name attribute a class inherits from its bases defined in this module.
fn inherited_name(
    ctx: &Ctx,
    classes: &[Node],
    class: &str,
    attr: &'static str,
    depth: usize,
) -> Option<(String, Span)> {
    if depth > 8 {
        return None;
    }
    for b in ctx.bases.get(class)? {
        let Some(local) = ctx.scope.local_name(b) else {
            continue;
        };
        let Some(node) = classes
            .iter()
            .find(|c| c.child_by_field_name("name").map(|n| text(n, ctx.src)) == Some(local))
        else {
            continue;
        };
        let own = class_attribute(*node, attr, ctx.src)
            .into_iter()
            .rev()
            .find_map(|v| name_value(v, ctx.src, ctx.scope).map(|s| (s, Span::of(v))));
        if let Some(n) = own.or_else(|| inherited_name(ctx, classes, local, attr, depth + 1)) {
            return Some(n);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    fn tool_names(src: &str, module: &str) -> Vec<String> {
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, module);
        m.marks
            .iter()
            .map(|k| m.functions[k.function].name.clone())
            .collect()
    }

    #[test]
    fn mcp_tool_values_in_a_test_module_are_mock_data_not_tools() {
        // A client test hands these to a mocked session's `list_tools`
        // (iflow-mcp-invariantlabs-ai-mcp-scan's tests/unit/test_mcp_client.py): no server
        // lists them. The same literal in the package's server module is a tool, unless a
        // name around it calls it mock data.
        let src = "from mcp.types import Tool\nfrom unittest.mock import AsyncMock, Mock\n\n\
                   def test_scan():\n    mock_tools = Mock()\n    mock_tools.tools = [\n        \
                   Tool(name=\"tool1\", inputSchema={}),\n        Tool(name=\"tool2\", inputSchema={}),\n    ]\n    \
                   session = Mock()\n    session.list_tools = AsyncMock(return_value=mock_tools)\n";
        assert_eq!(
            tool_names(src, "pkg.tests.unit.test_mcp_client"),
            Vec::<String>::new()
        );
        // Assigned to a name that says mock data, not a tool in any module (`mock_data`).
        assert_eq!(tool_names(src, "pkg.server"), Vec::<String>::new());
        let listed = src.replace("mock_tools", "listing");
        assert_eq!(tool_names(&listed, "pkg.server"), ["tool1", "tool2"]);
        // Other providers' constructors in tests are sent to the model by the test itself.
        let genai = "from google.genai import types\n\n\
                     def test_call():\n    d = types.FunctionDeclaration(name=\"lookup\", description=\"Looks up.\")\n";
        assert_eq!(tool_names(genai, "pkg.tests.test_calls"), ["lookup"]);
    }
}
