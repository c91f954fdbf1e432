//! The project's own registration wrappers: a function whose body registers its argument with
//! a framework (`def writer(fn): server.add_tool(fn); return fn`), a decorator factory whose
//! inner function does (`def reader(name): def wrap(fn): server.tool(name=name)(fn); ...`), or
//! one that returns the framework's decorator (`return server.tool(name=name)`). Each is
//! summarised once (`Registrar`) and applied where it decorates: `@reader("read_sheet")` is
//! `server.tool(name="read_sheet")` on the decorated function. The same summary is read from
//! another module of the workspace through `External::registrar`.

use tree_sitter::Node;

use crate::extract::literal::{call_value, eval};
use crate::extract::Library;
use crate::model::markers::{Arg, Form};
use crate::model::{CallValue, PyValue};
use crate::syntax::{named_children, text};

use super::flow::definition;
use super::sinks::argument_in;
use crate::extract::scope::Scope;

/// How many nodes of a wrapper's body are looked at (wrappers are a few lines).
const MAX_NODES: usize = 2_000;

/// What a wrapper does with the function it decorates.
#[derive(Clone)]
pub struct Registrar {
    pub library: Library,
    pub group: Option<usize>,
    /// Used as `@w(...)`: the factory's parameters, which the decorator call's arguments bind.
    /// `None` for a plain decorator (`@w`).
    pub factory_params: Option<Vec<String>>,
    /// The registering call's arguments (`name=name`), the factory's parameters still names.
    pub options: Option<CallValue>,
    /// A plain wrapper: which of its parameters it registers (`def _register_tool(name, fn):
    /// mcp.tool(name=name)(fn)` registers 1) and all its parameter names, which a call
    /// `_register_tool("ListRuns", list_runs)` binds. Used as a decorator only when it is 0.
    pub registers: usize,
    pub params: Vec<String>,
    /// A registry decorator (`discover::registry`): options the decorator call does not
    /// bind are left out (the factory's default, `name=None`, leaves the function's name).
    pub registry: bool,
    /// The names the wrapper registers, when its body returns the function unregistered
    /// unless its `__name__` is in a set the module spells out (`if func.__name__ not in
    /// CURATED: return func`): (the names, whether being among them registers).
    pub name_guard: Option<(Vec<String>, bool)>,
    /// The wrapper registers only on one branch and returns the function unregistered
    /// otherwise, on a condition it does not spell out (`if func.__name__ in _enabled_tools:
    /// return mcp.tool()(func)` then `return func`, the set computed at run time,
    /// ultrasync-mcp): the `if`'s offset in the wrapper's module. Its registrations are
    /// then on an arm of that choice, not on every path.
    pub optional: Option<usize>,
}

/// Decides what a callee inside a wrapper is: a framework decorator (`server.tool`, `tool`) or
/// a registering method (`server.add_tool`, taking the argument `Arg`), and its framework.
/// With the group of a registry or server, when the module's own walk knows it.
pub type Judge<'a, 't> = dyn FnMut(Node<'t>) -> Option<(Library, Form, Option<usize>)> + 'a;

/// The summary of the function `def` (a `function_definition`, possibly decorated).
pub fn summarize<'t>(
    def: Node<'t>,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
) -> Option<Registrar> {
    summarize_with(def, scope, judge, false)
}

/// `summarize` with a judge whose answers have no side effect (`foreign_judge`): the body is
/// walked once for all the parameters, and the judge asked only about calls that pass one of
/// them, instead of one walk per parameter asking it of every call.
pub fn summarize_pure<'t>(
    def: Node<'t>,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
) -> Option<Registrar> {
    summarize_with(def, scope, judge, true)
}

fn summarize_with<'t>(
    def: Node<'t>,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
    pure: bool,
) -> Option<Registrar> {
    let src = scope.src;
    let def = definition(def);
    let params = param_names(def, src);
    let body = def.child_by_field_name("body")?;
    // A plain wrapper: registers one of its parameters (a decorator its first).
    let registered = if pure {
        registers_one_of(body, &params, scope, judge)
    } else {
        params
            .iter()
            .enumerate()
            .find_map(|(i, p)| registers(body, p, scope, judge).map(|found| (i, found)))
    };
    if let Some((i, (library, group, options))) = registered {
        let name_guard = name_guard(body, &params[i], scope);
        let optional = name_guard
            .is_none()
            .then(|| registers_on_one_branch(body, &params[i], src))
            .flatten();
        return Some(Registrar {
            library,
            group,
            factory_params: None,
            options: options.map(|o| with_locals(o, body, &params, scope)),
            registers: i,
            params,
            registry: false,
            name_guard,
            optional,
        });
    }
    // A factory: an inner function registering its own first parameter, or the framework's
    // decorator returned (in any branch: `if tags: return server.tool(**kwargs)`).
    for stmt in named_children(body) {
        let inner = definition(stmt);
        if inner.kind() != "function_definition" {
            continue;
        }
        let inner_params = param_names(inner, src);
        let first = inner_params.first().zip(inner.child_by_field_name("body"));
        let found = first.and_then(|(p, b)| registers(b, p, scope, judge));
        if let Some((library, group, options)) = found {
            return Some(Registrar {
                library,
                group,
                factory_params: Some(params),
                options,
                registers: 0,
                params: Vec::new(),
                registry: false,
                name_guard: first.and_then(|(p, b)| name_guard(b, p, scope)),
                optional: first
                    .filter(|(p, b)| name_guard(*b, p, scope).is_none())
                    .and_then(|(p, b)| registers_on_one_branch(b, p, src)),
            });
        }
        // A registry decorator (the function appended to a module list a loop registers) or a
        // marker decorator (an attribute set on the function, read by a scan that registers).
        let via_registry = first
            .and_then(|(p, b)| super::registry::appended_list(b, p, scope))
            .and_then(|(list, carried)| {
                let r = super::registry::consumer(&list, def, scope, judge, 1)?;
                Some((r.library, carried, r.options))
            });
        let found = match via_registry {
            Some(found) => Some(found),
            None => first
                .and_then(|(p, b)| super::marker::marked_attribute(b, p, scope))
                .and_then(|(attr, carried)| {
                    Some((
                        super::marker::consumer(&attr, def, scope, judge, 1)?,
                        carried,
                        None,
                    ))
                }),
        };
        if let Some((library, carried, from_loop)) = found {
            return Some(Registrar {
                library,
                group: None,
                options: super::registry::merged_options(
                    super::registry::options(&params, &carried),
                    from_loop.as_ref(),
                ),
                factory_params: Some(params),
                registers: 0,
                params: Vec::new(),
                registry: true,
                name_guard: None,
                optional: None,
            });
        }
    }
    for ret in returns(body) {
        let Some(v) = named_children(ret).into_iter().next() else {
            continue;
        };
        let v = crate::syntax::unwrap_expr(v);
        if v.kind() != "call" {
            continue;
        }
        let Some(f) = v.child_by_field_name("function") else {
            continue;
        };
        if let Some((library, Form::Decorator, group)) = judge(f) {
            return Some(Registrar {
                library,
                group,
                factory_params: Some(params),
                options: call_value(v, src, scope),
                registers: 0,
                params: Vec::new(),
                registry: false,
                name_guard: None,
                optional: None,
            });
        }
    }
    None
}

/// The offset of the `if` (without `else`) under which a wrapper's body registers `p`, when
/// the body then returns `p` unregistered (`if cond: return server.tool()(p)` / `return p`):
/// the registration happens on one branch of a choice only.
fn registers_on_one_branch(body: Node, p: &str, src: &str) -> Option<usize> {
    let stmts = named_children(body);
    if !stmts.last().is_some_and(|l| returns_name(*l, p, src)) {
        return None;
    }
    stmts.iter().find_map(|stmt| {
        if stmt.kind() != "if_statement" || stmt.child_by_field_name("alternative").is_some() {
            return None;
        }
        let consequence = stmt.child_by_field_name("consequence")?;
        uses_identifier(consequence, p, src).then_some(stmt.start_byte())
    })
}

/// Whether `stmt` is `return p`: the decorated function handed back as it came.
fn returns_name(stmt: Node, p: &str, src: &str) -> bool {
    stmt.kind() == "return_statement"
        && named_children(stmt)
            .first()
            .is_some_and(|v| v.kind() == "identifier" && text(*v, src) == p)
}

/// Whether `p` is read anywhere under `node` (bounded by the wrapper's size).
fn uses_identifier(node: Node, p: &str, src: &str) -> bool {
    let mut stack = vec![node];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            return false;
        }
        if n.kind() == "identifier" && text(n, src) == p {
            return true;
        }
        stack.extend(named_children(n));
    }
    false
}

/// What a function returns when it returns one of its nested functions that is a
/// registration wrapper (`def registrar(mcp, tags): def register(*a, **kw): ... return
/// mcp.tool(*a, **kw); return register`), used as `register = registrar(mcp, tags)` then
/// `@register(name="x")`.
pub fn returned_registrar<'t>(
    def: Node<'t>,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
) -> Option<Registrar> {
    let src = scope.src;
    let def = definition(def);
    let body = def.child_by_field_name("body")?;
    let nested: Vec<Node> = named_children(body)
        .into_iter()
        .filter(|s| definition(*s).kind() == "function_definition")
        .collect();
    for ret in returns(body) {
        let Some(v) = named_children(ret).into_iter().next() else {
            continue;
        };
        if v.kind() != "identifier" {
            continue;
        }
        let name = text(v, src);
        let inner = nested.iter().rev().find(|d| {
            definition(**d)
                .child_by_field_name("name")
                .is_some_and(|n| text(n, src) == name)
        });
        if let Some(r) = inner.and_then(|d| summarize(*d, scope, judge)) {
            return Some(r);
        }
    }
    None
}

/// `server.add_tool(method, name=prefixed_name)` after `prefixed_name = f"falcon_{name}"` in
/// the wrapper's body: an option naming a local bound once there is that local's value, so
/// that the call site's arguments bind the parameters it is computed from.
fn with_locals(mut options: CallValue, body: Node, params: &[String], scope: &Scope) -> CallValue {
    let src = scope.src;
    let local = |name: &str| -> Option<PyValue> {
        if params.iter().any(|p| p == name) {
            return None;
        }
        let mut values = Vec::new();
        let mut stack = vec![body];
        let mut seen = 0;
        while let Some(n) = stack.pop() {
            seen += 1;
            if seen > MAX_NODES {
                return None;
            }
            for c in named_children(n) {
                match c.kind() {
                    "expression_statement" => {
                        let a = named_children(c).into_iter().next();
                        let Some(a) = a.filter(|a| a.kind() == "assignment") else {
                            continue;
                        };
                        let left = a.child_by_field_name("left");
                        if left.is_some_and(|l| l.kind() == "identifier" && text(l, src) == name) {
                            values.push(a.child_by_field_name("right")?);
                        }
                    }
                    k if crate::syntax::holds_statements(k) || k == "block" => stack.push(c),
                    _ => {}
                }
            }
        }
        // Bound once (a local rebound on some path is not one value), to a string or an
        // f-string of the parameters only: any other value stays the local's name, as before.
        let [v] = values.as_slice() else {
            return None;
        };
        match eval(*v, src, scope) {
            s @ PyValue::Str(_) => Some(s),
            PyValue::Opaque { text } => {
                let of_params = |p: &str| {
                    params
                        .iter()
                        .any(|x| x == p)
                        .then(|| PyValue::Str(String::new()))
                };
                fstring_bound(&text, &of_params).map(|_| PyValue::Opaque { text })
            }
            _ => None,
        }
    };
    let subst = |v: &mut PyValue| {
        if let PyValue::Opaque { text } = v {
            if is_name(text) {
                if let Some(b) = local(text.as_str()) {
                    *v = b;
                }
            }
        }
    };
    // `server.tool(**kwargs)` with `kwargs` a dict the body builds: its items are the options.
    let mut splatted = Vec::new();
    options.args.retain(|a| {
        let PyValue::Opaque { text } = a else {
            return true;
        };
        let Some(dict) = text.strip_prefix("**").filter(|d| is_name(d)) else {
            return true;
        };
        if params.iter().any(|p| p == dict) {
            return true;
        }
        match super::splat_dict::items(dict, body, scope) {
            Some(items) => {
                splatted.extend(items);
                false
            }
            None => true,
        }
    });
    options.kwargs.extend(splatted);
    options.args.iter_mut().for_each(subst);
    options.kwargs.iter_mut().for_each(|(_, v)| subst(v));
    options
}

/// An f-string of the wrapper's parameters (`f"falcon_{name}"`) with each one replaced by the
/// string the call passes for it: `None` when one is not a string read (the name stays
/// computed) or the f-string is more than names in braces.
fn fstring_bound(fstring: &str, bound: &dyn Fn(&str) -> Option<PyValue>) -> Option<String> {
    let rest = fstring.strip_prefix(['f', 'F'])?;
    let q = rest.chars().next().filter(|c| matches!(c, '"' | '\''))?;
    let body = rest.strip_prefix(q)?.strip_suffix(q)?;
    if body.contains(['\\', q]) {
        return None;
    }
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                let inner: String = chars.by_ref().take_while(|c| *c != '}').collect();
                if !is_name(&inner) {
                    return None;
                }
                match bound(&inner)? {
                    PyValue::Str(s) => out.push_str(&s),
                    _ => return None,
                }
            }
            '}' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}

/// `if p.__name__ not in NAMES: return p` (or `in`, keeping the others) among the first
/// statements of a wrapper's body, before it registers `p`, with `NAMES` a set, list, tuple or
/// dict of strings written there or bound once at module level: which names the wrapper
/// registers. `None` when there is no such guard or its names are not all spelled out (then
/// every decorated function is taken as registered).
fn name_guard(body: Node, p: &str, scope: &Scope) -> Option<(Vec<String>, bool)> {
    let src = scope.src;
    for stmt in named_children(body) {
        if stmt.kind() != "if_statement" {
            continue;
        }
        let returns_p = stmt
            .child_by_field_name("consequence")
            .map(named_children)
            .is_some_and(|b| b.len() == 1 && returns_name(b[0], p, src));
        if !returns_p || stmt.child_by_field_name("alternative").is_some() {
            continue;
        }
        let cond = crate::syntax::unwrap_expr(stmt.child_by_field_name("condition")?);
        if cond.kind() != "comparison_operator" {
            return None;
        }
        let parts = named_children(cond);
        let op: String = {
            let mut c = cond.walk();
            cond.children(&mut c)
                .filter(|n| !n.is_named())
                .map(|n| text(n, src))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let (Some(left), Some(right), 2) = (parts.first(), parts.get(1), parts.len()) else {
            return None;
        };
        if text(*left, src).split_whitespace().collect::<String>() != format!("{p}.__name__") {
            return None;
        }
        let keep_if_in = match op.as_str() {
            "not in" => true,
            "in" => false,
            _ => return None,
        };
        // A name left unbound stays an identifier, which no arm below reads.
        let mut literal =
            super::registry::module_level_value(crate::syntax::unwrap_expr(*right), scope);
        if literal.kind() == "call" {
            // `frozenset({...})`, `set([...])`
            let f = literal.child_by_field_name("function")?;
            if !matches!(text(f, src), "frozenset" | "set" | "tuple" | "list") {
                return None;
            }
            let args = literal
                .child_by_field_name("arguments")
                .map(named_children)?;
            literal = crate::syntax::unwrap_expr(*args.first()?);
        }
        let items: Vec<Node> = match literal.kind() {
            "set" | "list" | "tuple" => named_children(literal),
            "dictionary" => named_children(literal)
                .into_iter()
                .filter_map(|pair| pair.child_by_field_name("key"))
                .collect(),
            _ => return None,
        };
        let names = items
            .into_iter()
            .map(|n| crate::extract::literal::string_value(n, src))
            .collect::<Option<Vec<String>>>()?;
        return Some((names, keep_if_in));
    }
    None
}

/// The `return` statements of a body, in its branches too, not in nested definitions.
fn returns(body: Node) -> Vec<Node> {
    let mut out = Vec::new();
    let mut stack = vec![body];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            break;
        }
        for c in named_children(n) {
            match c.kind() {
                "return_statement" => out.push(c),
                "function_definition" | "class_definition" | "decorated_definition" => {}
                k if crate::syntax::holds_statements(k) || k == "block" => stack.push(c),
                _ => {}
            }
        }
    }
    out.sort_by_key(|r| r.start_byte());
    out
}

/// Where `body` registers the name `p`: `X.tool(...)(p)`, `tool(p)`, `X.add_tool(p, ...)`.
/// Nested definitions are not entered (their `p` is another name).
/// What a wrapper's body registers: the framework, the group of its registry or server, and
/// the registering call's arguments.
type Registration = (Library, Option<usize>, Option<CallValue>);

fn registers<'t>(
    body: Node<'t>,
    p: &str,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
) -> Option<(Library, Option<usize>, Option<CallValue>)> {
    let src = scope.src;
    // `p` itself, or a nested `@functools.wraps(p) def wrapper(*args, **kwargs)` of the body:
    // the framework reads `p`'s signature and docstring through `__wrapped__`.
    let is_p = |n: Option<&Node>| {
        n.is_some_and(|n| {
            n.kind() == "identifier"
                && (text(*n, src) == p || wraps_nested(body, text(*n, src), p, src))
        })
    };
    // `mcp.tool(name=name)(paginating(name, fn))`: the argument wrapped by a call of the
    // project's before registration (functools.wraps keeps its signature). Not `p` when the
    // registering call itself uses `p` as an option (`name` above is the tool's name).
    let wraps_p = |n: Option<&Node>, registering: Node| {
        n.is_some_and(|n| {
            n.kind() == "call"
                && n.child_by_field_name("function")
                    .is_some_and(|c| c.kind() == "identifier")
                && argument_in(*n, Arg::AllPositional, src)
                    .iter()
                    .any(|a| is_p(Some(a)))
                && !uses_name(registering, p, src)
        })
    };
    let mut stack = vec![body];
    let mut seen = 0;
    while let Some(node) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            return None;
        }
        count_walked();
        if node.kind() == "call" {
            let Some(f) = node.child_by_field_name("function") else {
                continue;
            };
            let first = argument_in(node, Arg::At(0, ""), src);
            if f.kind() == "call" && (is_p(first.first()) || wraps_p(first.first(), f)) {
                // `server.tool(name=name)(fn)`
                if let Some(inner) = f.child_by_field_name("function") {
                    count_judged();
                    if let Some((lib, Form::Decorator, g)) = judge(inner) {
                        return Some((lib, g, call_value(f, src, scope)));
                    }
                }
            } else if matches!(f.kind(), "identifier" | "attribute") {
                count_judged();
                match judge(f) {
                    // `tool(fn)`, `server.tool(fn)`
                    Some((lib, Form::Decorator, g)) if is_p(first.first()) => {
                        return Some((lib, g, call_value(node, src, scope)))
                    }
                    // `server.add_tool(fn, name=name)`
                    Some((lib, Form::Register(arg), g))
                        if is_p(argument_in(node, arg, src).first()) =>
                    {
                        return Some((lib, g, call_value(node, src, scope)))
                    }
                    _ => {}
                }
            }
        }
        push_same_scope(&mut stack, node);
    }
    None
}

#[cfg(test)]
thread_local! {
    /// Nodes of wrapper bodies walked and calls judged on this thread (`work_counted`).
    static WORK: std::cell::Cell<(usize, usize)> = const { std::cell::Cell::new((0, 0)) };
}

fn count_walked() {
    #[cfg(test)]
    WORK.with(|w| w.set((w.get().0 + 1, w.get().1)));
}

fn count_judged() {
    #[cfg(test)]
    WORK.with(|w| w.set((w.get().0, w.get().1 + 1)));
}

/// The nodes walked and the calls judged in summarising wrappers on this thread since the
/// last call (what the tests count).
#[cfg(test)]
fn work_counted() -> (usize, usize) {
    WORK.with(|w| w.replace((0, 0)))
}

/// What `registers` finds for the first of `params` it finds anything for, and that
/// parameter's index: one walk of `body` (the same walk, bounded alike) for all of them, the
/// judge (which must have no side effect) asked at most once per call, and only about a call
/// that passes one of the parameters still open, or a function wrapping one
/// (`wraps_nested`). Equal to asking `registers` of each parameter in turn.
fn registers_one_of<'t>(
    body: Node<'t>,
    params: &[String],
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
) -> Option<(usize, Registration)> {
    let src = scope.src;
    if params.is_empty() {
        return None;
    }
    // The nested `@functools.wraps(p) def name(...)` of the body, read once.
    let wrapping = nested_wraps(body, src);
    let is_p = |n: Option<&Node>, p: &str| {
        n.is_some_and(|n| {
            n.kind() == "identifier" && {
                let t = text(*n, src);
                t == p || wrapping.iter().any(|(name, q)| *name == t && *q == p)
            }
        })
    };
    let wraps_p = |n: Option<&Node>, registering: Node, p: &str| {
        n.is_some_and(|n| {
            n.kind() == "call"
                && n.child_by_field_name("function")
                    .is_some_and(|c| c.kind() == "identifier")
                && argument_in(*n, Arg::AllPositional, src)
                    .iter()
                    .any(|a| is_p(Some(a), p))
                && !uses_name(registering, p, src)
        })
    };
    // The parameters still open are those before the first one found.
    let mut found: Option<(usize, Registration)> = None;
    let mut stack = vec![body];
    let mut seen = 0;
    while let Some(node) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            break;
        }
        count_walked();
        if node.kind() == "call" {
            let Some(f) = node.child_by_field_name("function") else {
                continue;
            };
            let open = found.as_ref().map_or(params.len(), |(i, _)| *i);
            let first = argument_in(node, Arg::At(0, ""), src);
            if f.kind() == "call" {
                let hit = (0..open).find(|&i| {
                    is_p(first.first(), &params[i]) || wraps_p(first.first(), f, &params[i])
                });
                if let Some(i) = hit {
                    if let Some(inner) = f.child_by_field_name("function") {
                        count_judged();
                        if let Some((lib, Form::Decorator, g)) = judge(inner) {
                            found = Some((i, (lib, g, call_value(f, src, scope))));
                        }
                    }
                }
            } else if matches!(f.kind(), "identifier" | "attribute") {
                // Every argument the judge's answer could point at is one of these.
                let passed: Vec<Node> = node
                    .child_by_field_name("arguments")
                    .map(named_children)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|a| {
                        if a.kind() == "keyword_argument" {
                            a.child_by_field_name("value")
                        } else {
                            Some(a)
                        }
                    })
                    .collect();
                let candidate = (0..open).any(|i| passed.iter().any(|a| is_p(Some(a), &params[i])));
                if candidate {
                    count_judged();
                    match judge(f) {
                        Some((lib, Form::Decorator, g)) => {
                            if let Some(i) = (0..open).find(|&i| is_p(first.first(), &params[i])) {
                                found = Some((i, (lib, g, call_value(node, src, scope))));
                            }
                        }
                        Some((lib, Form::Register(arg), g)) => {
                            let a = argument_in(node, arg, src);
                            if let Some(i) = (0..open).find(|&i| is_p(a.first(), &params[i])) {
                                found = Some((i, (lib, g, call_value(node, src, scope))));
                            }
                        }
                        _ => {}
                    }
                }
            }
            if found.as_ref().is_some_and(|(i, _)| *i == 0) {
                break;
            }
        }
        push_same_scope(&mut stack, node);
    }
    found
}

/// The qualified annotation of the parameter `name` of a function around `at`
/// (`mcp: MCPServer` → `mcp.server.mcpserver.MCPServer`).
fn annotated_parameter(at: Node, name: &str, scope: &Scope) -> Option<String> {
    let src = scope.src;
    let mut cur = at.parent();
    while let Some(n) = cur {
        if n.kind() == "function_definition" {
            let params = n.child_by_field_name("parameters");
            for p in params.map(named_children).unwrap_or_default() {
                let pname = match p.kind() {
                    "typed_parameter" => named_children(p)
                        .into_iter()
                        .find(|c| c.kind() == "identifier"),
                    "identifier" | "default_parameter" | "typed_default_parameter" => {
                        p.child_by_field_name("name").or(Some(p))
                    }
                    _ => None,
                };
                if pname.is_some_and(|c| text(c, src) == name) {
                    let ty = p.child_by_field_name("type")?;
                    return Some(crate::extract::resolve::qualify_dotted(
                        text(ty, src),
                        scope,
                    ));
                }
            }
        }
        cur = n.parent();
    }
    None
}

/// The functions `body` defines under `@functools.wraps(p)` (or `@wraps(p)`) of a name `p`,
/// as (function, p).
fn nested_wraps<'s>(body: Node, src: &'s str) -> Vec<(&'s str, &'s str)> {
    named_children(body)
        .into_iter()
        .filter(|stmt| stmt.kind() == "decorated_definition")
        .flat_map(|stmt| {
            let name = definition(stmt)
                .child_by_field_name("name")
                .map(|n| text(n, src));
            named_children(stmt)
                .into_iter()
                .filter(|d| d.kind() == "decorator")
                .filter_map(|d| named_children(d).into_iter().next())
                .filter(|call| {
                    call.kind() == "call"
                        && call
                            .child_by_field_name("function")
                            .is_some_and(|f| matches!(text(f, src), "wraps" | "functools.wraps"))
                })
                .filter_map(|call| {
                    argument_in(call, Arg::At(0, ""), src)
                        .first()
                        .filter(|a| a.kind() == "identifier")
                        .map(|a| text(*a, src))
                })
                .filter_map(move |p| Some((name?, p)))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Whether `body` defines `name` as a function decorated `@functools.wraps(p)` (or `@wraps(p)`).
fn wraps_nested(body: Node, name: &str, p: &str, src: &str) -> bool {
    nested_wraps(body, src)
        .iter()
        .any(|(n, q)| *n == name && *q == p)
}

/// Whether the registering call `call` passes the name `p` as one of its own arguments
/// (`mcp.tool(name=name)`, `mcp.tool(name)`).
fn uses_name(call: Node, p: &str, src: &str) -> bool {
    let Some(args) = call.child_by_field_name("arguments") else {
        return false;
    };
    named_children(args).into_iter().any(|a| {
        let v = if a.kind() == "keyword_argument" {
            a.child_by_field_name("value")
        } else {
            Some(a)
        };
        v.is_some_and(|v| v.kind() == "identifier" && text(v, src) == p)
    })
}

/// A function's parameter names, in order (`self` included).
pub(crate) fn param_names(def: Node, src: &str) -> Vec<String> {
    let Some(ps) = def.child_by_field_name("parameters") else {
        return Vec::new();
    };
    named_children(ps)
        .into_iter()
        .filter_map(|p| match p.kind() {
            "identifier" => Some(text(p, src).to_string()),
            "typed_parameter" => named_children(p)
                .into_iter()
                .find(|c| c.kind() == "identifier")
                .map(|c| text(c, src).to_string()),
            "default_parameter" | "typed_default_parameter" => p
                .child_by_field_name("name")
                .map(|n| text(n, src).to_string()),
            _ => None,
        })
        .collect()
}

/// The options the registration gets where the wrapper decorates: the factory's parameters
/// in the registering call replaced by what the decorator call passes for them
/// (`@reader("read_sheet")` with `server.tool(name=name)` → `name="read_sheet"`).
pub fn options_at(
    r: &Registrar,
    call: Option<Node>,
    src: &str,
    scope: &Scope,
) -> Option<CallValue> {
    let options = r.options.clone()?;
    let (Some(params), Some(call)) = (&r.factory_params, call) else {
        return Some(options);
    };
    // `return server.tool(*args, **kwargs)`: the decorator call's own arguments are passed on.
    let forwards = options
        .args
        .iter()
        .any(|a| matches!(a, PyValue::Opaque { text } if text.starts_with("**")));
    if forwards {
        return call_value(call, src, scope).map(|c| CallValue {
            callee: options.callee,
            qualified: options.qualified,
            text: options.text,
            ..c
        });
    }
    let mut bound = bind(options, params, call, src, scope);
    if r.registry {
        bound
            .kwargs
            .retain(|(_, v)| !matches!(v, PyValue::Opaque { text } if params.contains(text)));
        if bound.kwargs.is_empty() {
            return None;
        }
    }
    Some(bound)
}

/// The options of a plain wrapper called as `_register_tool("ListRuns", list_runs)`: its
/// parameters in the registering call replaced by the call's arguments.
pub fn options_at_call(r: &Registrar, call: Node, src: &str, scope: &Scope) -> Option<CallValue> {
    let options = r.options.clone()?;
    Some(bind(options, &r.params, call, src, scope))
}

/// `options` with each name of `params` replaced by what `call` passes for it.
fn bind(
    mut options: CallValue,
    params: &[String],
    call: Node,
    src: &str,
    scope: &Scope,
) -> CallValue {
    let bound = |name: &str| -> Option<PyValue> {
        let i = params.iter().position(|p| p == name)?;
        let node = argument_in(call, Arg::At(i as u8, ""), src)
            .into_iter()
            .next()
            .or_else(|| super::sinks::keyword_argument(call, name, src))?;
        Some(eval(node, src, scope))
    };
    let subst = |v: &mut PyValue| {
        if let PyValue::Opaque { text } = v {
            if let Some(b) = bound(text.as_str()) {
                *v = b;
            } else if let Some(s) = fstring_bound(text, &bound) {
                *v = PyValue::Str(s);
            }
        }
    };
    options.args.iter_mut().for_each(subst);
    options.kwargs.iter_mut().for_each(|(_, v)| subst(v));
    options
}

/// The name the framework reads from the registration's options, as `sinks::given_name` does
/// from a call.
pub fn given_name(lib: Library, options: Option<&CallValue>) -> Option<String> {
    let o = options?;
    let rule = lib.markers.name;
    for k in rule.keywords {
        if let Some(v) = o.kwarg(k) {
            return v.as_str().map(str::to_string);
        }
    }
    if rule.positional {
        return o.args.first()?.as_str().map(str::to_string);
    }
    None
}

/// The judge for a module of the workspace other than the one being walked: a framework
/// decorator by its import, a method by the class of its receiver, a module-level name bound
/// to `Class(...)` there or imported from a module that binds one (`from .server import mcp`).
pub fn foreign_judge<'a, 't>(
    scope: &'a Scope<'t>,
    depth: usize,
) -> impl FnMut(Node<'t>) -> Option<(Library, Form, Option<usize>)> + 'a {
    move |expr: Node<'t>| {
        let q = crate::extract::resolve::qualify_dotted(text(expr, scope.src), scope);
        let q = crate::extract::vendor::devendor(scope.dialects, &q)
            .map(str::to_string)
            .unwrap_or(q);
        if let Some(fw) = scope.dialects.from_import(&q) {
            if fw
                .markers
                .decorators
                .iter()
                .any(|d| crate::model::markers::ends_with(&q, d))
            {
                return Some((fw, Form::Decorator, None));
            }
        }
        if expr.kind() != "attribute" {
            return None;
        }
        let receiver = expr.child_by_field_name("object")?;
        let method = text(expr.child_by_field_name("attribute")?, scope.src);
        // `context.mcp.tool(...)`: the server of a module imported whole (`from . import
        // context`).
        if receiver.kind() == "attribute" {
            let module = receiver
                .child_by_field_name("object")
                .filter(|o| o.kind() == "identifier")?;
            let m = text(module, scope.src);
            if scope.bindings.contains_key(m) || !scope.imports.contains_key(m) {
                return None;
            }
            let q = crate::extract::resolve::qualify_dotted(text(receiver, scope.src), scope);
            let class = scope.external?.instance_class(&q, depth + 1)?;
            return registering_method(scope, &class, method, depth);
        }
        if receiver.kind() != "identifier" {
            return None;
        }
        let r = text(receiver, scope.src);
        // `def tool(mcp: MCPServer, **kwargs)`: the receiver is a parameter of the wrapper,
        // its class the annotation (what the module's own walk reads from the signature).
        if let Some(class) = annotated_parameter(expr, r, scope) {
            return registering_method(scope, &class, method, depth);
        }
        let class = match scope.bindings.get(r) {
            Some(crate::extract::scope::Binding::Assign(v)) => {
                let v = crate::syntax::unwrap_expr(*v);
                let f = (v.kind() == "call").then(|| v.child_by_field_name("function"))??;
                let f = if f.kind() == "subscript" {
                    f.child_by_field_name("value").unwrap_or(f)
                } else {
                    f
                };
                crate::extract::resolve::qualify_dotted(text(f, scope.src), scope)
            }
            Some(_) => return None,
            None => scope
                .external?
                .instance_class(&scope.imports.get(r)?.target, depth + 1)?,
        };
        registering_method(scope, &class, method, depth)
    }
}

/// The framework and form of `method` called on an instance of `class` (qualified), when it
/// registers (`MCPServer.tool`, `FastMCP.add_tool`, also on a subclass).
pub(super) fn registering_method(
    scope: &Scope,
    class: &str,
    method: &str,
    depth: usize,
) -> Option<(Library, Form, Option<usize>)> {
    let bases = |c: &str| -> Option<Vec<String>> {
        match scope.local_name(c).and_then(|l| scope.bindings.get(l)) {
            Some(crate::extract::scope::Binding::Class(node)) => {
                Some(super::qualified_bases(definition(*node), scope))
            }
            Some(_) => None,
            None => scope.external?.class_bases(c, depth + 1),
        }
    };
    for fw in scope.dialects.iter() {
        for m in fw.markers.methods {
            if m.method == method
                && !m.class.is_empty()
                && matches!(m.form, Form::Decorator | Form::Register(_))
                && super::sinks::derives(class, fw, m.class, &bases, 0)
            {
                return Some((fw, m.form, None));
            }
        }
    }
    None
}

/// The summary of the method `method` of the project class `class` used as a decorator
/// factory on an instance (`@tools.writer("Add slicer")`): a method whose nested function
/// registers its argument on a server the constructor keeps (`self.server = server` with
/// `server: MCPServer`, then `self.server.tool(...)(fn)`), or one returning such a method's
/// result (`def writer(self, title): return self._register(title, ADDITIVE)`). Its factory
/// parameters leave out `self`, which the instance binds.
pub fn method_registrar<'t>(
    class: Node<'t>,
    method: &str,
    scope: &Scope<'t>,
    depth: usize,
) -> Option<Registrar> {
    let src = scope.src;
    let class = definition(class);
    let methods: Vec<Node> = named_children(class.child_by_field_name("body")?)
        .into_iter()
        .filter(|m| definition(*m).kind() == "function_definition")
        .collect();
    let named = |n: &str| {
        methods.iter().rev().copied().find(|m| {
            definition(*m)
                .child_by_field_name("name")
                .is_some_and(|x| text(x, src) == n)
        })
    };
    // `self.X` → the class of the constructor's parameter kept there, by its annotation.
    let kept: Vec<(String, String)> = named("__init__")
        .map(|init| kept_instances(definition(init), scope))
        .unwrap_or_default();
    let mut base = foreign_judge(scope, depth);
    let mut judge = |expr: Node<'t>| -> Option<(Library, Form, Option<usize>)> {
        let attr = (expr.kind() == "attribute").then_some(expr);
        let on_kept = attr.and_then(|a| {
            let x = self_attribute(a.child_by_field_name("object")?, src)?;
            let (_, class) = kept.iter().find(|(k, _)| k == x)?;
            let m = text(a.child_by_field_name("attribute")?, src);
            registering_method(scope, class, m, depth)
        });
        on_kept.or_else(|| base(expr))
    };
    let def = named(method)?;
    let strip_self = |mut r: Registrar| {
        if let Some(ps) = &mut r.factory_params {
            if ps.first().is_some_and(|p| p == "self") {
                ps.remove(0);
            }
        }
        r
    };
    if let Some(r) = summarize(def, scope, &mut judge) {
        return r.factory_params.is_some().then(|| strip_self(r));
    }
    // `return self._register(title, ...)`: the other method's factory, its parameters bound
    // by this call (to this method's own parameters, which the decorator call binds).
    let body = definition(def).child_by_field_name("body")?;
    for ret in returns(body) {
        let Some(v) = named_children(ret).into_iter().next() else {
            continue;
        };
        let v = crate::syntax::unwrap_expr(v);
        let Some(f) = (v.kind() == "call")
            .then(|| v.child_by_field_name("function"))
            .flatten()
        else {
            continue;
        };
        let Some(other) = (f.kind() == "attribute")
            .then(|| self_attribute(f, src))
            .flatten()
            .filter(|o| *o != method)
            .and_then(named)
        else {
            continue;
        };
        let Some(r) = summarize(other, scope, &mut judge)
            .filter(|r| r.factory_params.is_some())
            .map(strip_self)
        else {
            continue;
        };
        let options = r
            .options
            .clone()
            .map(|o| bind(o, r.factory_params.as_deref().unwrap_or(&[]), v, src, scope));
        let mut params = param_names(definition(def), src);
        if params.first().is_some_and(|p| p == "self") {
            params.remove(0);
        }
        return Some(Registrar {
            factory_params: Some(params),
            options,
            ..r
        });
    }
    None
}

/// `self._add_tool(server=server, method=self.search_users, name="search_users")` in a
/// subclass: the plain wrapper `method` of `class`, or of the nearest base defining it (a
/// project class of this module, or of another through `External::registrar`), as its bound
/// method is called (`self` left out of its parameters). A method the class defines decides,
/// registering or not (an override of the base's wrapper that only stores is no registration).
pub fn inherited_method_wrapper<'t>(
    class: Node<'t>,
    method: &str,
    scope: &Scope<'t>,
    depth: usize,
) -> Option<Registrar> {
    // Class chains are short; the bound also stops a cycle of bases.
    if depth > 8 {
        return None;
    }
    let src = scope.src;
    let class = definition(class);
    let def = named_children(class.child_by_field_name("body")?)
        .into_iter()
        .rev()
        .find(|m| {
            let d = definition(*m);
            d.kind() == "function_definition"
                && d.child_by_field_name("name")
                    .is_some_and(|x| text(x, src) == method)
        });
    if let Some(def) = def {
        return method_wrapper(def, scope, depth);
    }
    for base in super::qualified_bases(class, scope) {
        let r = match scope.local_name(&base).and_then(|l| scope.bindings.get(l)) {
            Some(crate::extract::scope::Binding::Class(c)) => {
                inherited_method_wrapper(*c, method, scope, depth + 1)
            }
            Some(_) => None,
            None => scope
                .external
                .and_then(|e| e.registrar(&format!("{base}.{method}"), depth + 1))
                .filter(|r| r.factory_params.is_none()),
        };
        if r.is_some() {
            return r;
        }
    }
    None
}

/// The method `def` as a plain wrapper of its bound method: registers one of its parameters
/// other than `self`, which the bound call's arguments bind from 0.
/// Kept between versions of a document by the method's text (`scope::SummaryMemo`).
fn method_wrapper<'t>(def: Node<'t>, scope: &Scope<'t>, depth: usize) -> Option<Registrar> {
    if scope.summaries.borrow().is_none() || !crate::extract::shape::cacheable(def) {
        return summarize_method(def, scope, depth);
    }
    // A decorator factory's summary is kept when it looked for no registry loop or marker's
    // consumer among the module's functions: it read its text and the context only, and the
    // same text in the same context reads the same again.
    let factory = defines_a_function(def);
    let key = text(def, scope.src);
    let start = def.start_byte();
    let context = |m: &crate::extract::scope::SummaryMemo| {
        use std::hash::{BuildHasher, Hasher};
        let mut h = crate::extract::BuildFast.build_hasher();
        h.write_u64(m.context);
        h.write_usize(depth);
        h.finish()
    };
    let taken = scope.summaries.borrow_mut().as_mut().and_then(|m| {
        let c = context(m);
        // Another class's method of the same text may have taken it in this version.
        m.previous.take(c, key).or_else(|| m.fresh.take(c, key))
    });
    if let Some(t) = taken {
        let r = t.value.clone().map(|mut r| {
            r.optional = r.optional.map(|at| at + start);
            r
        });
        if let Some(m) = scope.summaries.borrow_mut().as_mut() {
            m.fresh.put_back(t);
        }
        return r;
    }
    // Summarised without the memo borrowed: the judge may read other classes' methods.
    let reads = scope.consumer_reads.get();
    let r = summarize_method(def, scope, depth);
    let kept = !factory || scope.consumer_reads.get() == reads;
    let relative = match &r {
        Some(r) => match r.optional.map(|at| at.checked_sub(start)) {
            Some(None) => None,
            optional => Some(Some(Registrar {
                optional: optional.flatten(),
                ..r.clone()
            })),
        },
        None => Some(None),
    };
    if let Some(m) = scope.summaries.borrow_mut().as_mut() {
        m.built += 1;
        if let Some(v) = relative.filter(|_| kept) {
            let c = context(m);
            m.fresh.put(c, key, v);
        }
    }
    r
}

/// Whether a function is defined at the top of the method's body (a factory's inner
/// function, whose summary may read a registry or a marker's consumer anywhere in the
/// module).
fn defines_a_function(def: Node) -> bool {
    let body = definition(def).child_by_field_name("body");
    body.is_some_and(|b| {
        named_children(b)
            .into_iter()
            .any(|s| definition(s).kind() == "function_definition")
    })
}

fn summarize_method<'t>(def: Node<'t>, scope: &Scope<'t>, depth: usize) -> Option<Registrar> {
    let mut judge = foreign_judge(scope, depth);
    let mut r = summarize_pure(def, scope, &mut judge).filter(|r| r.factory_params.is_none())?;
    if r.params.first().is_none_or(|p| p != "self") || r.registers == 0 {
        return None;
    }
    r.params.remove(0);
    r.registers -= 1;
    Some(r)
}

/// What a constructor keeps of its annotated parameters: `self.X = p` at its top level with
/// `p: Class`, as (`X`, the qualified class).
fn kept_instances(init: Node, scope: &Scope) -> Vec<(String, String)> {
    let src = scope.src;
    let Some(ps) = init.child_by_field_name("parameters") else {
        return Vec::new();
    };
    let annotated: Vec<(&str, Node)> = named_children(ps)
        .into_iter()
        .filter(|p| matches!(p.kind(), "typed_parameter" | "typed_default_parameter"))
        .filter_map(|p| {
            let name = p.child_by_field_name("name").or_else(|| {
                named_children(p)
                    .into_iter()
                    .find(|c| c.kind() == "identifier")
            })?;
            Some((text(name, src), p.child_by_field_name("type")?))
        })
        .collect();
    let mut out = Vec::new();
    for (x, r) in self_assignments(init, src) {
        if r.kind() != "identifier" {
            continue;
        }
        if let Some((_, ty)) = annotated.iter().find(|(n, _)| *n == text(r, src)) {
            let q = crate::extract::resolve::qualify_dotted(text(*ty, src), scope);
            out.push((x.to_string(), q));
        }
    }
    out
}

/// A function registered on a parameter of the function that defines it
/// (`def register_history_tools(app): @app.tool() def get_history(...)`): which parameter,
/// by which method, the nested function, and the registering call's options.
pub struct ParamRegistration<'t> {
    pub index: usize,
    pub param: String,
    pub method: String,
    /// The nested definition's name node, or the callable expression passed when `passed`.
    pub name_node: Node<'t>,
    pub options: Option<CallValue>,
    /// `p.tool(...)(session.start)`: a callable that is not a nested `def` (a module-level
    /// function of this module, an imported one, or an attribute of an imported module),
    /// which the module resolves through its imports.
    pub passed: bool,
}

/// The registrations on `def`'s parameters by its nested functions: decorators
/// `@p.method(...)` / `@p.method` and calls `p.method(g)` of a nested `def g`. Nested
/// functions' own bodies are not entered.
pub fn parameter_registrations<'t>(def: Node<'t>, scope: &Scope<'t>) -> Vec<ParamRegistration<'t>> {
    let src = scope.src;
    let def = definition(def);
    let params = param_names(def, src);
    let Some(body) = def.child_by_field_name("body") else {
        return Vec::new();
    };
    let param_of = |n: Node| -> Option<usize> {
        (n.kind() == "identifier")
            .then(|| params.iter().position(|p| p == text(n, src)))
            .flatten()
    };
    let mut nested: Vec<(String, Node<'t>)> = Vec::new();
    let mut out = Vec::new();
    let mut stack = vec![body];
    let mut seen = 0;
    while let Some(node) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            break;
        }
        match node.kind() {
            "decorated_definition" | "function_definition" => {
                let inner = definition(node);
                let Some(name) = inner.child_by_field_name("name") else {
                    continue;
                };
                if inner.kind() == "function_definition" {
                    nested.push((text(name, src).to_string(), name));
                }
                for d in named_children(node)
                    .into_iter()
                    .filter(|d| d.kind() == "decorator")
                {
                    let Some(expr) = named_children(d).into_iter().next() else {
                        continue;
                    };
                    let (callee, call) = match expr.kind() {
                        "call" => (expr.child_by_field_name("function"), Some(expr)),
                        _ => (Some(expr), None),
                    };
                    let Some(callee) = callee.filter(|c| c.kind() == "attribute") else {
                        continue;
                    };
                    let (Some(obj), Some(attr)) = (
                        callee.child_by_field_name("object"),
                        callee.child_by_field_name("attribute"),
                    ) else {
                        continue;
                    };
                    if let Some(index) = param_of(obj) {
                        out.push(ParamRegistration {
                            index,
                            param: params[index].clone(),
                            method: text(attr, src).to_string(),
                            name_node: name,
                            options: call.and_then(|c| call_value(c, src, scope)),
                            passed: false,
                        });
                    }
                }
                continue;
            }
            "class_definition" | "lambda" => continue,
            "call" => {
                let f = node.child_by_field_name("function");
                let first = argument_in(node, Arg::At(0, ""), src).into_iter().next();
                if let (Some(f), Some(first)) = (f.filter(|f| f.kind() == "attribute"), first) {
                    let obj = f.child_by_field_name("object");
                    let attr = f.child_by_field_name("attribute");
                    if let (Some(index), Some(attr)) = (obj.and_then(param_of), attr) {
                        let g = text(first, src);
                        // The last nested `def g` before the call.
                        if let Some((_, name)) = nested
                            .iter()
                            .rev()
                            .find(|(n, d)| n == g && d.start_byte() < node.start_byte())
                        {
                            out.push(ParamRegistration {
                                index,
                                param: params[index].clone(),
                                method: text(attr, src).to_string(),
                                name_node: *name,
                                options: call_value(node, src, scope),
                                passed: false,
                            });
                        } else {
                            // `for function in TOOL_FUNCTIONS: p.add_tool(function)` over a
                            // module-level tuple of callables (google-docs-mcp-server's
                            // `(docs_tools.create_doc, ...)`): each element is passed.
                            for element in loop_elements(first, node, body, scope) {
                                out.push(ParamRegistration {
                                    index,
                                    param: params[index].clone(),
                                    method: text(attr, src).to_string(),
                                    name_node: element,
                                    options: call_value(node, src, scope),
                                    passed: true,
                                });
                            }
                        }
                    }
                }
                // `p.tool(...)(g)` (awslabs-amazon-bedrock-agentcore's
                // `mcp.tool()(session.start_code_interpreter_session)`): the decorator factory
                // of the parameter applied to a callable by call.
                if let (Some(inner), Some(first)) = (f.filter(|f| f.kind() == "call"), first) {
                    let registrar = inner
                        .child_by_field_name("function")
                        .filter(|g| g.kind() == "attribute");
                    let obj = registrar.and_then(|g| g.child_by_field_name("object"));
                    let attr = registrar.and_then(|g| g.child_by_field_name("attribute"));
                    if let (Some(index), Some(attr)) = (obj.and_then(param_of), attr) {
                        let g = text(first, src);
                        let nested_def = nested
                            .iter()
                            .rev()
                            .find(|(n, d)| n == g && d.start_byte() < node.start_byte())
                            .map(|(_, d)| *d);
                        let passed = nested_def.is_none()
                            && matches!(first.kind(), "identifier" | "attribute")
                            && !g.starts_with("self.")
                            && !g.starts_with("cls.");
                        if nested_def.is_some() || passed {
                            out.push(ParamRegistration {
                                index,
                                param: params[index].clone(),
                                method: text(attr, src).to_string(),
                                name_node: nested_def.unwrap_or(first),
                                options: call_value(inner, src, scope),
                                passed,
                            });
                        }
                    }
                }
            }
            _ => {}
        }
        // Children in source order (pushed reversed), so that a `def` is seen before the
        // calls after it.
        let children = named_children(node);
        stack.extend(children.into_iter().rev());
    }
    out
}

/// The callables a loop variable stands for: `name` is the target of a `for` statement of
/// `body` around `at` whose iterable is a tuple or list literal, or a module-level name bound
/// to one; its elements that are names or attributes (`docs_tools.create_doc`), not `self.`.
fn loop_elements<'t>(
    name: Node<'t>,
    at: Node<'t>,
    body: Node<'t>,
    scope: &Scope<'t>,
) -> Vec<Node<'t>> {
    let src = scope.src;
    if name.kind() != "identifier" {
        return Vec::new();
    }
    let mut cur = at.parent();
    while let Some(n) = cur.filter(|n| n.id() != body.id()) {
        cur = n.parent();
        if n.kind() != "for_statement" {
            continue;
        }
        let left = n.child_by_field_name("left");
        if !left.is_some_and(|l| l.kind() == "identifier" && text(l, src) == text(name, src)) {
            continue;
        }
        let Some(right) = n
            .child_by_field_name("right")
            .map(crate::syntax::unwrap_expr)
        else {
            return Vec::new();
        };
        let literal = match right.kind() {
            "tuple" | "list" => Some(right),
            "identifier" => match scope.bindings.get(text(right, src)) {
                Some(crate::extract::scope::Binding::Assign(v)) => {
                    Some(crate::syntax::unwrap_expr(*v))
                        .filter(|v| matches!(v.kind(), "tuple" | "list"))
                }
                _ => None,
            },
            _ => None,
        };
        return literal
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .filter(|e| matches!(e.kind(), "identifier" | "attribute"))
            .filter(|e| !text(*e, src).starts_with("self.") && !text(*e, src).starts_with("cls."))
            .collect();
    }
    Vec::new()
}

/// A `ParamRegistration` of another module, as the workspace hands it to the module that
/// calls the registering function.
#[derive(Clone, Debug)]
pub struct ParamTool {
    pub index: usize,
    pub param: String,
    /// The registering object is this attribute of the argument, not the argument itself: a
    /// class whose constructor keeps `self.mcp = server.mcp` and passes `self.mcp` on
    /// (`ToolsRegistry(self)` in the server object's `__init__`).
    pub attribute: Option<String>,
    pub method: String,
    pub function: crate::model::ForeignFunction,
    pub options: Option<CallValue>,
}

/// A call in a method of a class that passes on what the constructor was handed: `callee`
/// (as written) gets `self.X` at position `position`, and `self.X` is the constructor's
/// parameter `index` (`self` not counted) or its attribute (`self.mcp = server.mcp`).
pub struct Handoff {
    pub callee: String,
    pub position: usize,
    pub index: usize,
    pub param: String,
    pub attribute: Option<String>,
}

/// The handoffs of a class (see `Handoff`): what its `__init__` keeps of its parameters
/// (`self.X = p` or `self.X = p.Y`, at its top level), then the calls of a plain name in its
/// methods taking one of those `self.X` positionally. Empty, without looking at the methods,
/// when the constructor keeps nothing.
pub fn constructor_handoffs(class: Node, src: &str) -> Vec<Handoff> {
    let Some(body) = class.child_by_field_name("body") else {
        return Vec::new();
    };
    let methods: Vec<Node> = named_children(body)
        .into_iter()
        .map(definition)
        .filter(|d| d.kind() == "function_definition")
        .collect();
    let Some(init) = methods.iter().rev().find(|m| {
        m.child_by_field_name("name")
            .is_some_and(|n| text(n, src) == "__init__")
    }) else {
        return Vec::new();
    };
    let params = param_names(*init, src);
    // `self.X` → (constructor parameter, its attribute).
    let mut kept: Vec<(String, usize, Option<String>)> = Vec::new();
    for (x, r) in self_assignments(*init, src) {
        let (p, attr) = match r.kind() {
            "identifier" => (text(r, src), None),
            "attribute" => match (
                r.child_by_field_name("object")
                    .filter(|o| o.kind() == "identifier"),
                r.child_by_field_name("attribute"),
            ) {
                (Some(o), Some(y)) => (text(o, src), Some(text(y, src).to_string())),
                _ => continue,
            },
            _ => continue,
        };
        if let Some(i) = params.iter().skip(1).position(|q| q == p) {
            kept.retain(|(k, _, _)| k != x);
            kept.push((x.to_string(), i, attr));
        }
    }
    if kept.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut seen = 0;
    let mut stack: Vec<Node> = methods
        .iter()
        .filter_map(|m| m.child_by_field_name("body"))
        .collect();
    while let Some(node) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            break;
        }
        if node.kind() == "call" {
            let callee = node
                .child_by_field_name("function")
                .filter(|f| f.kind() == "identifier");
            let args = node
                .child_by_field_name("arguments")
                .map(named_children)
                .unwrap_or_default();
            for (position, a) in args
                .iter()
                .take_while(|a| !matches!(a.kind(), "keyword_argument" | "list_splat"))
                .enumerate()
            {
                let Some(x) = self_attribute(*a, src) else {
                    continue;
                };
                if let (Some(c), Some((_, index, attribute))) =
                    (callee, kept.iter().find(|(k, _, _)| k == x))
                {
                    out.push(Handoff {
                        callee: text(c, src).to_string(),
                        position,
                        index: *index,
                        param: params[index + 1].clone(),
                        attribute: attribute.clone(),
                    });
                }
            }
        }
        for c in named_children(node) {
            if !matches!(c.kind(), "class_definition" | "lambda") {
                stack.push(c);
            }
        }
    }
    out
}

/// `X` of `self.X`.
/// The `self.X = value` statements directly in a constructor's body, in order: (X, value).
fn self_assignments<'t, 's>(init: Node<'t>, src: &'s str) -> Vec<(&'s str, Node<'t>)> {
    let mut out = Vec::new();
    for stmt in init
        .child_by_field_name("body")
        .map(named_children)
        .unwrap_or_default()
    {
        let Some(a) = named_children(stmt)
            .into_iter()
            .next()
            .filter(|a| stmt.kind() == "expression_statement" && a.kind() == "assignment")
        else {
            continue;
        };
        let (Some(l), Some(r)) = (
            a.child_by_field_name("left"),
            a.child_by_field_name("right"),
        ) else {
            continue;
        };
        if let Some(x) = self_attribute(l, src) {
            out.push((x, r));
        }
    }
    out
}

fn self_attribute<'s>(n: Node, src: &'s str) -> Option<&'s str> {
    if n.kind() != "attribute" {
        return None;
    }
    let o = n.child_by_field_name("object")?;
    (o.kind() == "identifier" && text(o, src) == "self")
        .then(|| n.child_by_field_name("attribute"))
        .flatten()
        .map(|a| text(a, src))
}

/// Whether `s` is a Python name (`prefixed_name`, not `self.x` or `name.upper()`).
fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// Pushes `node`'s children that run in its scope: not the bodies of nested definitions.
fn push_same_scope<'t>(stack: &mut Vec<Node<'t>>, node: Node<'t>) {
    for c in named_children(node) {
        if !matches!(
            c.kind(),
            "function_definition" | "class_definition" | "decorated_definition" | "lambda"
        ) {
            stack.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fstring_of_parameters_is_bound_only_when_every_part_is_a_read_string() {
        let bound = |p: &str| match p {
            "name" => Some(PyValue::Str("search_users".into())),
            "svc" => Some(PyValue::Opaque { text: "svc".into() }),
            _ => None,
        };
        assert_eq!(
            fstring_bound(r#"f"falcon_{name}""#, &bound).as_deref(),
            Some("falcon_search_users")
        );
        assert_eq!(
            fstring_bound("f'{name}_ü'", &bound).as_deref(),
            Some("search_users_ü")
        );
        // A computed part, an expression, an escape or a plain string: not bound.
        assert_eq!(fstring_bound(r#"f"{svc}_x""#, &bound), None);
        assert_eq!(fstring_bound(r#"f"{name.upper()}""#, &bound), None);
        assert_eq!(fstring_bound(r#"f"{{name}}""#, &bound), None);
        assert_eq!(fstring_bound(r#"f"a\n{name}""#, &bound), None);
        assert_eq!(fstring_bound(r#""falcon_{name}""#, &bound), None);
        assert_eq!(fstring_bound(r#"rf"{name}""#, &bound), None);
    }

    /// A method called as `self.X(...)` is summarised to see whether it registers one of its
    /// parameters: its body is walked once for all of them, and the judge asked only about
    /// the calls that pass one (a toolkit's helper of many parameters and a long body was
    /// walked once per parameter, every call judged each time). What is found is unchanged:
    /// the registering method's tools, named by the options its callers bind.
    #[test]
    fn a_called_methods_body_is_walked_once_for_all_its_parameters() {
        let calls: String = (0..40)
            .map(|i| {
                format!("        out.append(str(len(f\"{{a}}-{i}\")) + d.get(\"k{i}\", \"\"))\n")
            })
            .collect();
        let src = format!(
            "from mcp.server import FastMCP\n\n\
             class Base:\n    \
                 def _add_tool(self, server: FastMCP, method, name):\n        \
                     server.add_tool(method, name=name)\n\n\
             class Module(Base):\n    \
                 def _helper(self, a, b, c, d, e):\n        \
                     out = []\n{calls}        return out\n\n    \
                 def register(self, server: FastMCP):\n        \
                     self._add_tool(server, self.search_ü, \"search_ü\")\n        \
                     self._helper(self.limit, 2, 3, {{}}, 5)\n\n    \
                 def search_ü(self, q: str) -> str:\n        \
                     \"\"\"Searches.\"\"\"\n        \
                     return q\n"
        );
        work_counted();
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, &src, "m");
        let (walked, judged) = work_counted();
        let names: Vec<&str> = m.marks.iter().filter_map(|k| k.name.as_deref()).collect();
        assert_eq!(names, ["search_ü"], "{:?}", m.marks);
        // `_helper`'s body and `_add_tool`'s: about 1,250 nodes (7,500 when the body was
        // walked once for each of `_helper`'s 6 parameters).
        assert!(walked < 1_500, "{walked} nodes walked");
        // Only `server.add_tool(method, ...)` passes a parameter (`_add_tool`'s).
        assert!(judged <= 2, "{judged} calls judged");
    }

    #[test]
    fn python_names() {
        assert!(is_name("prefixed_name"));
        assert!(is_name("_x1"));
        assert!(!is_name("self.x"));
        assert!(!is_name("1x"));
        assert!(!is_name(""));
    }
}
