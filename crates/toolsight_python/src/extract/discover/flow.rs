//! Which function objects an expression denotes, without running anything: names followed
//! through their bindings (assignments, re-bindings, `append`/`extend`/`insert`/`update`,
//! `+=`, `for` loops), collections and comprehensions flattened, bound methods (`self.m`,
//! `obj.m`, `Class().m`), functions that return tool lists (`self.get_tools()`), wrappers
//! (`FunctionTool(f)`), and lists imported from other modules of the workspace.
//!
//! A collection is treated as the set of its elements: `[a, *rest]`, `a + b`, `{k: f}`,
//! `[g(f) for f in xs]` all denote the functions inside them. The evaluation is bounded in
//! depth, so cyclic bindings and very deep expressions end.

use crate::syntax::SpanOf;
use std::collections::HashMap;

use tree_sitter::Node;

use crate::model::{Arm, ForeignFunction};
use crate::syntax::{named_children, text, unwrap_expr, Span};

/// How deep one evaluation may follow names, calls and nested expressions.
const MAX_DEPTH: usize = 24;

/// A function object an expression denotes.
#[derive(Clone, Debug)]
pub enum Target {
    /// Index into the module's functions.
    Local(usize),
    /// A function of another module of the workspace.
    Foreign(ForeignFunction),
}

/// One function reached, and where the expression that led to it is written.
#[derive(Clone, Debug)]
pub struct Ref {
    pub target: Target,
    pub span: Span,
    /// The key it is stored under in a dict (`{"price": get_price}`), which `del d["price"]`
    /// and `d.pop("price")` remove.
    pub key: Option<String>,
    /// The name a `(function, "name")` pair gives it (agno's `async_tools`).
    pub named: Option<String>,
    /// The arms of the choices on whose path the expression denotes this function
    /// (`a if c else b`, a name bound in both branches of an `if`): see `model::Arm`.
    pub arms: Vec<Arm>,
    /// A call toolsight cannot read that the function went through before it was
    /// registered (`retry(self.fetch)`, `retry` imported): the callee's text.
    pub wrapper: Option<String>,
    /// Why its parameters are unread: it reached the registration through a wrapper whose
    /// `__signature__` the function making it assigns (`SignatureRewrite`).
    pub signature: Option<crate::model::SignatureRewrite>,
}

impl Ref {
    /// A function of another module, on no path of choices, under no key or name.
    fn foreign(f: ForeignFunction, span: Span) -> Ref {
        Ref {
            target: Target::Foreign(f),
            span,
            key: None,
            named: None,
            arms: Vec::new(),
            wrapper: None,
            signature: None,
        }
    }
}

/// `path` followed by the arms of `more` it does not hold yet.
pub fn joined(path: &[Arm], more: &[Arm]) -> Vec<Arm> {
    let mut out = path.to_vec();
    for a in more {
        if !out.contains(a) {
            out.push(*a);
        }
    }
    out
}

/// Something that happens to a name in one scope, in source order.
#[derive(Clone, Copy, Debug)]
pub enum Event<'t> {
    /// `X = value` (also `for X in value`: the loop variable stands for the elements).
    Assign(usize, Node<'t>),
    /// `X.append(v)`, `X += v`, `X[k] = v`, `X.update(v)`: adds what `v` denotes.
    Mutate(usize, Node<'t>),
    /// `def X` (index into the functions).
    Def(usize, usize),
    /// A parameter, a class, an import or anything else that hides outer bindings.
    Opaque(usize),
    /// `del X["k"]`, `X.pop("k")`: the entry under that key is gone.
    Remove(usize, Node<'t>),
    /// `a, X = value`: element `n` of the tuple `value` holds (`core, extra = build()` with
    /// `return core, extra`).
    Unpack(usize, Node<'t>, usize),
}

impl Event<'_> {
    fn at(&self) -> usize {
        match *self {
            Event::Assign(a, _)
            | Event::Mutate(a, _)
            | Event::Def(a, _)
            | Event::Opaque(a)
            | Event::Remove(a, _)
            | Event::Unpack(a, _, _) => a,
        }
    }
}

/// The events of one scope (the module, or one function body), by name.
#[derive(Default, Debug)]
pub struct Events<'t> {
    pub by_name: HashMap<String, Vec<Event<'t>>>,
    /// `self.X = value` assignments in the methods of each class: `(class, X)`.
    pub attrs: HashMap<(String, String), Vec<Node<'t>>>,
    /// Where events happen inside a nested block (an `if`, `try`, loop body): they may not
    /// run, so they add to earlier bindings instead of replacing them.
    conditional: std::collections::HashSet<usize>,
    /// The block depth of the statement being recorded.
    depth: usize,
    /// The arms of the choices (`if`/`elif`/`else`, `try`/`except`, `match` cases) each
    /// event happens on, outermost first; events on no arm are absent.
    arms: HashMap<usize, Vec<Arm>>,
    /// The arms of the block being recorded; and how many of them lie outside the innermost
    /// loop, since a loop may run a choice's branches on different passes: what its
    /// branches add to a collection is there together. Outside every loop ([`NO_LOOP`]) all
    /// of them do: one run of the scope takes one branch of each choice, so what the
    /// branches of an `if`/`else` append (`tools.append(self._search_function())` or
    /// `tools.append(self._search_with_filters_function())`, agno's `get_tools`) are
    /// alternatives.
    path: Vec<Arm>,
    outside_loop: usize,
    /// Decorators that append the function they decorate to a collection of this scope, by
    /// the decorator's name: `register = tools.append`, or `def _append_tool(func):
    /// tools.append(func); return func` (the collection's name is the value).
    appenders: HashMap<String, String>,
    /// `X.__signature__ = ...` (or `__annotations__`, `.parameters`, `setattr(X,
    /// "__signature__", ...)`: `runtime_signature::assigned_to_name`) in this scope, by `X`:
    /// where, and why the parameters of what `X` holds are then unread.
    signatures: HashMap<String, Vec<(usize, String)>>,
}

/// A block to record, with its block depth, the arms it lies on, and how many of those lie
/// outside the innermost loop around it.
type Block<'t> = (Node<'t>, usize, Vec<Arm>, usize);

/// `Events::outside_loop` of a block inside no loop of its scope: every arm of its path.
const NO_LOOP: usize = usize::MAX;

impl<'t> Events<'t> {
    fn push(&mut self, name: &str, e: Event<'t>) {
        if self.depth > 0 {
            self.conditional.insert(e.at());
        }
        // A mutation inside a loop adds on every pass, whichever branch each pass takes.
        let path = match e {
            Event::Mutate(..) | Event::Remove(..) => {
                &self.path[..self.outside_loop.min(self.path.len())]
            }
            _ => &self.path[..],
        };
        if !path.is_empty() {
            self.arms.insert(e.at(), path.to_vec());
        }
        self.by_name.entry(name.to_string()).or_default().push(e);
    }

    /// Why the parameters of what `name` holds at `at` (`None`: once the scope has run) are
    /// not its `def`'s: this scope assigned its `__signature__` before.
    fn signature_set(&self, name: &str, at: Option<usize>) -> Option<&String> {
        self.signatures
            .get(name)?
            .iter()
            .find(|(pos, _)| at.is_none_or(|a| *pos < a))
            .map(|(_, why)| why)
    }

    /// The arms of the choices the event at `at` happens on.
    pub fn arms_at(&self, at: usize) -> &[Arm] {
        self.arms.get(&at).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The events that decide what `name` holds at `at` (`None`: once the scope has run):
    /// the last binding before it and the mutations after that binding.
    pub fn visible(&self, name: &str, at: Option<usize>) -> Option<Vec<Event<'t>>> {
        let events = self.by_name.get(name)?;
        let upto: Vec<&Event> = events
            .iter()
            .filter(|e| at.is_none_or(|a| e.at() < a))
            .collect();
        // The last binding that surely ran; conditional ones after it may or may not have.
        let last = upto
            .iter()
            .rposition(|e| {
                !matches!(e, Event::Mutate(..) | Event::Remove(..))
                    && !self.conditional.contains(&e.at())
            })
            .unwrap_or(0);
        let out: Vec<Event> = upto[last..].iter().map(|e| **e).collect();
        (!out.is_empty()).then_some(out)
    }

    /// Records the bindings made by the statements of a block (not descending into nested
    /// functions or classes, which have scopes of their own).
    pub fn collect(&mut self, block: Node<'t>, src: &'t str, def_at: &HashMap<usize, usize>) {
        let mut stack: Vec<Block<'t>> = vec![(block, 0usize, Vec::new(), NO_LOOP)];
        while let Some((node, depth, path, outside_loop)) = stack.pop() {
            if depth > 64 {
                continue;
            }
            self.path = path;
            self.outside_loop = outside_loop;
            for stmt in named_children(node) {
                self.depth = depth;
                self.statement(stmt, src, def_at, &mut stack, depth);
            }
        }
        self.path = Vec::new();
        self.outside_loop = NO_LOOP;
        // Nested blocks are visited after their siblings: restore source order.
        for events in self.by_name.values_mut() {
            events.sort_by_key(Event::at);
        }
    }

    fn statement(
        &mut self,
        stmt: Node<'t>,
        src: &'t str,
        def_at: &HashMap<usize, usize>,
        stack: &mut Vec<Block<'t>>,
        depth: usize,
    ) {
        let path = self.path.clone();
        let outside = self.outside_loop;
        let arm = |arm: u32| {
            let mut p = path.clone();
            p.push(Arm {
                choice: stmt.start_byte(),
                arm,
            });
            p
        };
        match stmt.kind() {
            "function_definition" | "decorated_definition" => {
                let inner = definition(stmt);
                if let Some(n) = inner.child_by_field_name("name") {
                    let name = text(n, src);
                    // `@tools.append` (or an appender of this scope) on a definition adds the
                    // function to that collection, as `tools.append(f)` after it would.
                    for list in self.appended_by(stmt, src) {
                        self.push(&list, Event::Mutate(stmt.start_byte(), n));
                    }
                    if inner.kind() == "function_definition" {
                        if let Some(list) = appends_first_param(inner, src) {
                            self.appenders.insert(name.to_string(), list);
                        }
                    }
                    if inner.kind() == "function_definition" {
                        match def_at.get(&stmt.start_byte()) {
                            Some(&i) => self.push(name, Event::Def(stmt.start_byte(), i)),
                            None => self.push(name, Event::Opaque(stmt.start_byte())),
                        }
                    } else {
                        self.push(name, Event::Opaque(stmt.start_byte()));
                    }
                }
            }
            "class_definition" => {
                if let Some(n) = stmt.child_by_field_name("name") {
                    self.push(text(n, src), Event::Opaque(stmt.start_byte()));
                }
            }
            "expression_statement" => {
                for e in named_children(stmt) {
                    self.expression(e, src);
                }
            }
            "delete_statement" => {
                // `del TOOLS["legacy"]`
                for t in named_children(stmt) {
                    let targets = if t.kind() == "expression_list" {
                        named_children(t)
                    } else {
                        vec![t]
                    };
                    for t in targets.into_iter().filter(|t| t.kind() == "subscript") {
                        if let (Some(v), Some(k)) = (
                            t.child_by_field_name("value"),
                            t.child_by_field_name("subscript"),
                        ) {
                            if v.kind() == "identifier" {
                                self.push(text(v, src), Event::Remove(stmt.start_byte(), k));
                            }
                        }
                    }
                }
            }
            "for_statement" => {
                if let (Some(l), Some(r)) = (
                    stmt.child_by_field_name("left"),
                    stmt.child_by_field_name("right"),
                ) {
                    for name in target_names(l, src) {
                        self.push(name, Event::Assign(stmt.start_byte(), r));
                    }
                }
                if let Some(b) = stmt.child_by_field_name("body") {
                    stack.push((b, depth + 1, path.clone(), path.len()));
                }
                if let Some(b) = stmt.child_by_field_name("alternative") {
                    stack.push((b, depth + 1, path.clone(), path.len()));
                }
            }
            "while_statement" => stack.push((stmt, depth + 1, path.clone(), path.len())),
            // The branches of a choice: each on its own arm. `try`'s body and its `else` are
            // one arm (the `else` runs when the body did not raise), each handler another;
            // `finally` runs on every path.
            "if_statement" | "try_statement" | "match_statement" => {
                // Sibling `if`s on one name's value share one choice, an arm per literal.
                let shared = (stmt.kind() == "if_statement")
                    .then(|| super::same_name_ifs::shared_choice(stmt, src))
                    .flatten();
                let arm = |a: u32| match &shared {
                    Some((choice, arms)) => {
                        let mut p = path.clone();
                        p.push(Arm {
                            choice: *choice,
                            arm: arms.get(a as usize).copied().unwrap_or(a),
                        });
                        p
                    }
                    None => arm(a),
                };
                let mut n = 0u32;
                for c in named_children(stmt) {
                    let (block, arm_of) = match (stmt.kind(), c.kind()) {
                        ("if_statement", "block") => (c, Some(0)),
                        ("if_statement", "elif_clause" | "else_clause") => {
                            n += 1;
                            (c, Some(n))
                        }
                        ("try_statement", "block" | "else_clause") => (c, Some(0)),
                        ("try_statement", "except_clause" | "except_group_clause") => {
                            n += 1;
                            (c, Some(n))
                        }
                        ("try_statement", "finally_clause") => (c, None),
                        ("match_statement", "block") => {
                            for case in named_children(c)
                                .into_iter()
                                .filter(|k| k.kind() == "case_clause")
                            {
                                stack.push((case, depth + 1, arm(n), outside));
                                n += 1;
                            }
                            continue;
                        }
                        _ => continue,
                    };
                    let p = match arm_of {
                        Some(a) => arm(a),
                        None => path.clone(),
                    };
                    stack.push((block, depth + 1, p, outside));
                }
            }
            "with_statement"
            | "block"
            | "else_clause"
            | "elif_clause"
            | "except_clause"
            | "except_group_clause"
            | "finally_clause"
            | "case_clause" => stack.push((stmt, depth + 1, path.clone(), outside)),
            _ => {}
        }
    }

    fn expression(&mut self, e: Node<'t>, src: &'t str) {
        if let Some((name, why)) = crate::extract::runtime_signature::assigned_to_name(e, src) {
            self.signatures
                .entry(name)
                .or_default()
                .push((e.start_byte(), why));
        }
        match e.kind() {
            "assignment" => {
                let (Some(l), Some(r)) = (
                    e.child_by_field_name("left"),
                    e.child_by_field_name("right"),
                ) else {
                    return;
                };
                match l.kind() {
                    "identifier" => {
                        // `register = tools.append`: `@register` appends to `tools`.
                        if let Some(list) = append_method(r, src) {
                            self.appenders.insert(text(l, src).to_string(), list);
                        }
                        self.push(text(l, src), Event::Assign(e.start_byte(), r))
                    }
                    // `TOOLS["x"] = f`
                    "subscript" => {
                        if let Some(v) = l
                            .child_by_field_name("value")
                            .filter(|v| v.kind() == "identifier")
                        {
                            // The whole assignment: its subscript is the entry's key.
                            self.push(text(v, src), Event::Mutate(e.start_byte(), e));
                        }
                    }
                    // `self.tools = [...]` inside a method: remembered per attribute.
                    "attribute" => {
                        let obj = l.child_by_field_name("object");
                        let attr = l.child_by_field_name("attribute");
                        if let (Some(o), Some(a)) = (obj, attr) {
                            if text(o, src) == "self" {
                                if let Some(class) = enclosing_class(e, src) {
                                    self.attrs
                                        .entry((class, text(a, src).to_string()))
                                        .or_default()
                                        .push(r);
                                }
                            }
                        }
                    }
                    "pattern_list" | "tuple_pattern" => {
                        let targets: Vec<Node> = named_children(l)
                            .into_iter()
                            .filter(|t| t.kind() != "comment")
                            .collect();
                        // A flat tuple of names: each is an element of the value.
                        if targets.iter().all(|t| t.kind() == "identifier") {
                            for (n, t) in targets.iter().enumerate() {
                                self.push(text(*t, src), Event::Unpack(e.start_byte(), r, n));
                            }
                        } else {
                            for name in target_names(l, src) {
                                self.push(name, Event::Opaque(e.start_byte()));
                            }
                        }
                    }
                    _ => {}
                }
            }
            "augmented_assignment" => {
                let (Some(l), Some(r)) = (
                    e.child_by_field_name("left"),
                    e.child_by_field_name("right"),
                ) else {
                    return;
                };
                if l.kind() == "identifier" {
                    self.push(text(l, src), Event::Mutate(e.start_byte(), r));
                }
            }
            "call" => {
                // `X.append(f)`, `X.extend([...])`, `X.insert(0, f)`, `X.update({...})`.
                let Some(callee) = e
                    .child_by_field_name("function")
                    .filter(|c| c.kind() == "attribute")
                else {
                    return;
                };
                let (Some(obj), Some(attr)) = (
                    callee.child_by_field_name("object"),
                    callee.child_by_field_name("attribute"),
                ) else {
                    return;
                };
                if obj.kind() != "identifier" {
                    return;
                }
                let args = e
                    .child_by_field_name("arguments")
                    .map(named_children)
                    .unwrap_or_default();
                let name = text(obj, src);
                match text(attr, src) {
                    "append" | "extend" | "add" => {
                        if let Some(v) = args.first() {
                            self.push(name, Event::Mutate(e.start_byte(), *v));
                        }
                    }
                    "insert" => {
                        if let Some(v) = args.get(1) {
                            self.push(name, Event::Mutate(e.start_byte(), *v));
                        }
                    }
                    // `d.update({...})`, `d.update(k=f)`: every argument adds entries.
                    "update" => {
                        if let Some(a) = e.child_by_field_name("arguments") {
                            self.push(name, Event::Mutate(e.start_byte(), a));
                        }
                    }
                    "pop" => {
                        if let Some(k) = args.first() {
                            self.push(name, Event::Remove(e.start_byte(), *k));
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

impl Events<'_> {
    /// The collections the decorators of a definition append it to: `@tools.append`,
    /// `@tools.add`, or a decorator this scope knows as an appender.
    fn appended_by(&self, stmt: Node, src: &str) -> Vec<String> {
        if stmt.kind() != "decorated_definition" {
            return Vec::new();
        }
        named_children(stmt)
            .into_iter()
            .filter(|d| d.kind() == "decorator")
            .filter_map(|d| named_children(d).into_iter().next())
            .filter_map(|e| match e.kind() {
                "attribute" => append_method(e, src),
                "identifier" => self.appenders.get(text(e, src)).cloned(),
                _ => None,
            })
            .collect()
    }
}

/// `tools.append` / `tools.add` (a bound method that adds its argument to the collection
/// `tools`): the collection's name.
fn append_method(e: Node, src: &str) -> Option<String> {
    if e.kind() != "attribute" {
        return None;
    }
    let obj = e.child_by_field_name("object")?;
    let attr = e.child_by_field_name("attribute")?;
    (obj.kind() == "identifier" && matches!(text(attr, src), "append" | "add"))
        .then(|| text(obj, src).to_string())
}

/// The collection a function appends its first parameter to, when its body says so at the
/// top level (`def _append_tool(func): tools.append(func); return func`): a decorator that
/// collects what it decorates. The collection must not be one of its own names.
fn appends_first_param(def: Node, src: &str) -> Option<String> {
    let params = def.child_by_field_name("parameters").map(named_children)?;
    let first = params.first().filter(|p| p.kind() == "identifier")?;
    let p = text(*first, src);
    let body = def.child_by_field_name("body")?;
    named_children(body).into_iter().find_map(|stmt| {
        let call = named_children(stmt)
            .into_iter()
            .next()
            .filter(|c| stmt.kind() == "expression_statement" && c.kind() == "call")?;
        let list = append_method(call.child_by_field_name("function")?, src)?;
        let args = call.child_by_field_name("arguments").map(named_children)?;
        (args.len() == 1 && args[0].kind() == "identifier" && text(args[0], src) == p && list != p)
            .then_some(list)
    })
}

/// The definition inside a `decorated_definition`.
pub fn definition(node: Node) -> Node {
    if node.kind() == "decorated_definition" {
        node.child_by_field_name("definition").unwrap_or(node)
    } else {
        node
    }
}

/// The name of the class whose body (directly, or through a method) holds `node`.
pub fn enclosing_class(node: Node, src: &str) -> Option<String> {
    let mut n = node.parent();
    while let Some(p) = n {
        if p.kind() == "class_definition" {
            return p
                .child_by_field_name("name")
                .map(|n| text(n, src).to_string());
        }
        n = p.parent();
    }
    None
}

/// The identifiers an assignment or `for` target binds.
fn target_names<'t>(node: Node<'t>, src: &'t str) -> Vec<&'t str> {
    match node.kind() {
        "identifier" => vec![text(node, src)],
        "pattern_list"
        | "tuple_pattern"
        | "list_pattern"
        | "tuple"
        | "list"
        | "parenthesized_expression" => named_children(node)
            .into_iter()
            .flat_map(|c| target_names(c, src))
            .collect(),
        _ => Vec::new(),
    }
}

/// What an evaluation may ask of the world around the expression.
pub trait Lookup<'t> {
    /// The events of the innermost function scope around `at`, if any.
    fn locals(&self, at: usize) -> Option<&Events<'t>>;
    /// The events of the module scope.
    fn globals(&self) -> &Events<'t>;
    /// Whether `at` lies at module level (names then mean their binding at that point;
    /// inside a function they mean the module's final binding).
    fn module_level(&self, at: usize) -> bool;
    /// The events of `name` seen from `at`: the innermost function scope's, else the
    /// module's (up to `module_at`; `None`: its final binding).
    fn bindings(&self, name: &str, at: usize, module_at: Option<usize>) -> Option<Vec<Event<'t>>> {
        self.locals(at)
            .and_then(|l| l.visible(name, Some(at)))
            .or_else(|| self.globals().visible(name, module_at))
    }
    /// `bindings` where a name at module level means its binding at that point and inside a
    /// function the module's final binding.
    fn bindings_here(&self, name: &str, at: usize) -> Option<Vec<Event<'t>>> {
        self.bindings(name, at, self.module_level(at).then_some(at))
    }
    /// The method `name` of the class `class` (or of its local bases).
    fn method(&self, class: &str, name: &str) -> Option<usize>;
    /// The class a module-level name binds (`Class` for `x = Class(...)` too).
    fn class_of_name(&self, name: &str, at: usize) -> Option<String>;
    /// `Some(framework arg)` when `call` is a framework wrapper of its argument
    /// (`FunctionTool(f)`, `tool(f)`): the argument node.
    fn wrapped_arg(&self, call: Node<'t>) -> Option<Node<'t>>;
    /// Functions named by an imported name (a function or a list of functions).
    fn imported(&self, name: &str) -> Vec<ForeignFunction>;
    /// Whether an imported name (`fetch_page`, `fetch.fetch_page`) is one function of another
    /// module of the workspace (not a list of them).
    fn imported_function(&self, name: &str) -> bool;
    /// What calling an imported function returns, as tools (`get_rail_tools()`, also
    /// through its module: `tools.get_rail_tools()`).
    fn imported_call(&self, name: &str) -> Vec<ForeignFunction>;
    /// The comprehensions and `for` statements around `at`, innermost first.
    fn binders(&self, at: usize) -> Vec<Node<'t>>;
    /// Where the function whose body holds `at` starts.
    fn function_start(&self, at: usize) -> Option<usize>;
    /// The class whose body holds `at`.
    fn class_at(&self, at: usize) -> Option<String>;
    /// The string an imported constant holds.
    fn imported_string(&self, name: &str) -> Option<String>;
    /// The values assigned to a class attribute in the class body.
    fn class_attribute(&self, class: &str, attr: &str) -> Vec<Node<'t>>;
    /// The parameter of `factory` that its nested function `f` wraps: named by a
    /// `@functools.wraps(p)` decorator, or called by `f` when `factory` copies `__name__` onto
    /// it.
    fn wraps(&self, f: usize, factory: usize) -> Option<String>;
    /// Why the function `f` makes a wrapper whose parameters are not its argument's: it
    /// assigns a run-time signature (`runtime_signature::rewritten_in`).
    fn rewrites_signature(&self, _f: usize) -> Option<crate::model::SignatureRewrite> {
        None
    }
    /// The innermost function whose body holds `at`.
    fn enclosing_function(&self, _at: usize) -> Option<usize> {
        None
    }
    /// The position of parameter `name` of function `f`.
    fn param_index(&self, f: usize, name: &str) -> Option<usize>;
    /// The `def` name of a function.
    fn name_of(&self, function: usize) -> String;
    /// The return-value expressions of a function.
    fn returns(&self, function: usize) -> Vec<Node<'t>>;
    /// When `param_at` is where a parameter `name` of a function of this module is declared:
    /// the arguments the module's calls of that function pass for it.
    fn arguments_for(&self, _param_at: usize, _name: &str) -> Vec<Node<'t>> {
        Vec::new()
    }
    fn src(&self) -> &'t str;
}

/// The functions `node` denotes.
pub fn refs<'t>(node: Node<'t>, look: &dyn Lookup<'t>) -> Vec<Ref> {
    let mut out = Vec::new();
    eval(node, look, node.start_byte(), 0, &mut out, None);
    out
}

fn eval<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    span: Option<Span>,
) {
    if depth > MAX_DEPTH {
        return;
    }
    let src = look.src();
    let node = unwrap_expr(node);
    // The place a reference is reported at: the element as written in the list at the
    // top of the evaluation, not wherever the name was bound.
    let here = span.unwrap_or(Span::of(node));
    let sub = |n: Node<'t>, out: &mut Vec<Ref>, keep: bool| {
        let s = if keep { Some(here) } else { None };
        eval(n, look, at, depth + 1, out, s.or(span))
    };
    match node.kind() {
        "identifier" => {
            let n = text(node, src);
            let binder = bound_variable(node, n, look);
            match binder {
                Some((iterable, conditions)) => {
                    let mut found = Vec::new();
                    eval(iterable, look, at, depth + 1, &mut found, Some(here));
                    out.extend(filtered(found, &conditions, n, look));
                }
                None => name(n, look, at, depth, out, here),
            }
        }
        // `(self.alist, "list")`, `(getattr(self, "a" + name), name)`: a function and the
        // name it is registered under.
        "tuple"
            if node.named_child_count() == 2
                && named_children(node)
                    .get(1)
                    .is_some_and(|n| matches!(n.kind(), "string" | "identifier")) =>
        {
            named_pair(node, look, at, depth, out, span)
        }
        // `await self._aget_tools()`: what the awaited call returns.
        "await" => {
            if let Some(v) = named_children(node).into_iter().next() {
                eval(v, look, at, depth + 1, out, span);
            }
        }
        "list" | "tuple" | "set" | "expression_list" => {
            for el in named_children(node) {
                let s = if span.is_some() {
                    span
                } else {
                    Some(Span::of(el))
                };
                eval(el, look, at, depth + 1, out, s);
            }
        }
        "dictionary" => dictionary(node, look, at, depth, out, span),
        // `dict(order=place_order)`, `d.update(discount=f)`.
        "keyword_argument" => {
            if let Some(v) = node.child_by_field_name("value") {
                let key = node
                    .child_by_field_name("name")
                    .map(|n| text(n, src).to_string());
                let mut found = Vec::new();
                eval(
                    v,
                    look,
                    at,
                    depth + 1,
                    &mut found,
                    span.or(Some(Span::of(v))),
                );
                for mut f in found {
                    f.key = f.key.or(key.clone());
                    out.push(f);
                }
            }
        }
        "argument_list" => {
            for a in named_children(node) {
                eval(a, look, at, depth + 1, out, span);
            }
        }
        "list_splat" | "dictionary_splat" | "parenthesized_expression" => {
            if let Some(v) = named_children(node).first() {
                sub(*v, out, false);
            }
        }
        "binary_operator" => {
            for side in ["left", "right"] {
                if let Some(s) = node.child_by_field_name(side) {
                    sub(s, out, false);
                }
            }
        }
        "conditional_expression" => {
            // `a if cond else b`: either may be the value, never both.
            let parts = named_children(node);
            for (arm, p) in [parts.first(), parts.get(2)].into_iter().enumerate() {
                let Some(p) = p else { continue };
                let before = out.len();
                sub(*p, out, false);
                let a = Arm {
                    choice: node.start_byte(),
                    arm: arm as u32,
                };
                for r in &mut out[before..] {
                    r.arms = joined(&[a], &r.arms);
                }
            }
        }
        "boolean_operator" => {
            for side in ["left", "right"] {
                if let Some(s) = node.child_by_field_name(side) {
                    sub(s, out, false);
                }
            }
        }
        "list_comprehension"
        | "set_comprehension"
        | "generator_expression"
        | "dictionary_comprehension" => comprehension(node, look, at, depth, out, span),
        "subscript" => {
            // `TOOLS[1:]`, `REGISTRY["x"]`: some of the collection's elements; but not of a
            // namespace that `exec` fills (`exec(source, namespace); namespace[action.tool]`
            // is the function the source defines, not one of the dict's own values).
            if let Some(v) = node.child_by_field_name("value") {
                if !exec_namespace(v, src) {
                    sub(v, out, false);
                }
            }
        }
        "attribute" => attribute(node, look, at, depth, out, here),
        "call" => call(node, look, at, depth, out, span),
        _ => {}
    }
}

/// Whether `value` is a name that the enclosing function (or module) passes to `exec(...)` as
/// its namespace, so that subscripting it reads what the executed source defined
/// (maitabi-mcp-server's generated tool functions).
fn exec_namespace(value: Node, src: &str) -> bool {
    if value.kind() != "identifier" {
        return false;
    }
    let name = text(value, src);
    let mut scope = value;
    while let Some(p) = scope.parent() {
        scope = p;
        if matches!(p.kind(), "function_definition" | "module") {
            break;
        }
    }
    let mut stack = vec![scope];
    while let Some(n) = stack.pop() {
        if n.kind() == "call"
            && n.child_by_field_name("function")
                .is_some_and(|f| f.kind() == "identifier" && text(f, src) == "exec")
            && n.child_by_field_name("arguments").is_some_and(|a| {
                named_children(a)
                    .iter()
                    .skip(1)
                    .any(|x| x.kind() == "identifier" && text(*x, src) == name)
            })
        {
            return true;
        }
        stack.extend(named_children(n));
    }
    false
}

/// `(self.alist, "list")`, `(getattr(self, "a" + name), name)`: a function and the name it
/// is registered under (or, when the second is no name, two functions).
fn named_pair<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    span: Option<Span>,
) {
    let parts = named_children(node);
    let mut names = Vec::new();
    strings(parts[1], look, at, depth + 1, &mut names);
    let names: Vec<String> = names.into_iter().map(|(n, _)| n).collect();
    let mut found = Vec::new();
    let s = span.or(Some(Span::of(parts[0])));
    eval(parts[0], look, at, depth + 1, &mut found, s);
    if names.is_empty() {
        // `(sunrise, sunset)`: two functions, not a function and its name.
        let s = span.or(Some(Span::of(parts[1])));
        eval(parts[1], look, at, depth + 1, out, s);
    }
    for mut f in found {
        // Several names (the pair sits in a loop): the one the function's own name ends
        // with (`aread_file` is registered as `read_file`).
        let own = match &f.target {
            Target::Local(i) => look.name_of(*i),
            Target::Foreign(ff) => ff.name.clone(),
        };
        let name = if names.len() == 1 {
            names.first().cloned()
        } else {
            names
                .iter()
                .filter(|n| own.ends_with(n.as_str()))
                .max_by_key(|n| n.len())
                .cloned()
        };
        f.named = f.named.or(name);
        out.push(f);
    }
}

/// `{"search": search, **MORE}`: the values, each with its key.
fn dictionary<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    span: Option<Span>,
) {
    let src = look.src();
    for pair in named_children(node) {
        match pair.kind() {
            "pair" => {
                let Some(v) = pair.child_by_field_name("value") else {
                    continue;
                };
                let s = span.or(Some(Span::of(v)));
                let key = pair
                    .child_by_field_name("key")
                    .and_then(|k| crate::extract::string_value(k, src));
                let mut found = Vec::new();
                eval(v, look, at, depth + 1, &mut found, s);
                for mut f in found {
                    f.key = f.key.or(key.clone());
                    out.push(f);
                }
            }
            "dictionary_splat" => {
                if let Some(v) = named_children(pair).first() {
                    eval(*v, look, at, depth + 1, out, span);
                }
            }
            _ => {}
        }
    }
}

fn name<'t>(
    name: &str,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    here: Span,
) {
    let scoped = look
        .locals(at)
        .and_then(|l| Some((l, l.visible(name, Some(at))?, Some(at))));
    let (scope, events, when) = match scoped {
        Some(e) => e,
        None => {
            let when = look.module_level(at).then_some(at);
            match look.globals().visible(name, when) {
                Some(e) => (look.globals(), e, when),
                None => {
                    for f in look.imported(name) {
                        out.push(Ref::foreign(f, here));
                    }
                    return;
                }
            }
        }
    };
    let paths = event_arms(scope, &events);
    let src = look.src();
    let removed: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Remove(_, k) => crate::extract::string_value(*k, src),
            _ => None,
        })
        .collect();
    let start = out.len();
    for (e, path) in events.into_iter().zip(paths) {
        let before = out.len();
        match e {
            Event::Mutate(pos, v) if v.kind() == "assignment" => {
                // `d["k"] = f`
                let key = v
                    .child_by_field_name("left")
                    .and_then(|l| l.child_by_field_name("subscript"))
                    .and_then(|k| crate::extract::string_value(k, src));
                if let Some(r) = v.child_by_field_name("right") {
                    let mut found = Vec::new();
                    eval(r, look, pos, depth + 1, &mut found, Some(here));
                    for mut f in found {
                        f.key = f.key.or(key.clone());
                        out.push(f);
                    }
                }
            }
            // `@functools.wraps(fn) def wrapper(*args, **kwargs)` nested in a function taking
            // `fn`: the framework reads `fn` through `__wrapped__`, so the wrapper stands for
            // what the enclosing function is given for `fn` (nothing, when that is a decorator
            // the project's registrar summary applies where it decorates).
            Event::Def(pos, i) if wrapped_parameter(look, pos, i).is_some() => {
                if let Some(p) = wrapped_parameter(look, pos, i) {
                    let before = out.len();
                    self::name(&p, look, pos, depth + 1, out, here);
                    // The function making the wrapper rewrites its signature (biszx-odoo-mcp's
                    // `tool(func)`): what is sent has other parameters than the argument's.
                    let k = look.enclosing_function(pos);
                    if let Some(why) = k.and_then(|k| look.rewrites_signature(k)) {
                        for r in &mut out[before..] {
                            r.signature.get_or_insert_with(|| why.clone());
                        }
                    }
                }
            }
            Event::Def(_, i) => out.push(Ref {
                target: Target::Local(i),
                span: here,
                key: None,
                named: None,
                arms: Vec::new(),
                wrapper: None,
                signature: None,
            }),
            Event::Assign(pos, v) | Event::Mutate(pos, v) => {
                eval(v, look, pos, depth + 1, out, Some(here))
            }
            Event::Unpack(pos, v, n) => item(v, n, look, pos, depth + 1, out, here),
            // A parameter: what the function's callers in this module pass for it
            // (`self.determine_tools(self._get_db_tools())` for `for t in tools:` in
            // `determine_tools`).
            Event::Opaque(pos) => {
                for a in look.arguments_for(pos, name) {
                    eval(a, look, a.start_byte(), depth + 1, out, Some(here));
                }
            }
            Event::Remove(..) => {}
        }
        if !path.is_empty() {
            for r in &mut out[before..] {
                r.arms = joined(&path, &r.arms);
            }
        }
    }
    if !removed.is_empty() {
        let kept: Vec<Ref> = out
            .drain(start..)
            .filter(|r| r.key.as_ref().is_none_or(|k| !removed.contains(k)))
            .collect();
        out.extend(kept);
    }
    // `impl.__signature__ = inspect.Signature(...)` before this use (agent-api-server's
    // `create_tool_from_schema` on the `partial` it is given): `inspect.signature` returns the
    // assigned one, for a `partial` too and through every `functools.wraps` over it, so what
    // the name holds is sent with parameters toolsight does not read.
    if let Some(why) = scope.signature_set(name, when) {
        let rewrite = crate::model::SignatureRewrite::Unread(why.clone());
        for r in &mut out[start..] {
            r.signature.get_or_insert_with(|| rewrite.clone());
        }
    }
}

/// The parameter of the function around the `def` at `pos` that the nested function `i`
/// wraps with `functools.wraps`.
fn wrapped_parameter<'t>(look: &dyn Lookup<'t>, pos: usize, i: usize) -> Option<String> {
    let k = look.enclosing_function(pos).filter(|k| *k != i)?;
    let p = look.wraps(i, k)?;
    look.param_index(k, &p).map(|_| p)
}

/// How many later re-bindings one event's path is compared with (a name re-bound in more
/// branches than this is rare; the rest leave its path as it is).
const MAX_REBINDINGS: usize = 64;

/// The arms each visible event of a name lies on: the arms of its own block, and, when a
/// later branch re-binds the name, the path that skips that branch (`Arm::NOT_TAKEN`):
/// `m = a` followed by `if c: m = b` holds `a` only where the `if` is not taken.
fn event_arms(scope: &Events, events: &[Event]) -> Vec<Vec<Arm>> {
    let rebinds: Vec<(usize, &[Arm])> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| {
            matches!(
                e,
                Event::Assign(..) | Event::Def(..) | Event::Opaque(_) | Event::Unpack(..)
            )
        })
        .map(|(k, e)| (k, scope.arms_at(e.at())))
        .filter(|(_, p)| !p.is_empty())
        .collect();
    events
        .iter()
        .enumerate()
        .map(|(k, e)| {
            let mut path = scope.arms_at(e.at()).to_vec();
            for (_, later) in rebinds.iter().filter(|(j, _)| *j > k).take(MAX_REBINDINGS) {
                if Arm::exclusive(&path, later) {
                    continue;
                }
                if let Some(a) = later
                    .iter()
                    .find(|a| !path.iter().any(|x| x.choice == a.choice))
                {
                    path.push(Arm {
                        choice: a.choice,
                        arm: Arm::NOT_TAKEN,
                    });
                }
            }
            path
        })
        .collect()
}

/// Element `index` of the tuple `node` evaluates to: a tuple written out (`a, b = x, y`),
/// a name bound to one, or what a function of this module returns (`return core, extra`,
/// each `return` on its own arms).
fn item<'t>(
    node: Node<'t>,
    index: usize,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    here: Span,
) {
    if depth > MAX_DEPTH {
        return;
    }
    let src = look.src();
    let node = unwrap_expr(node);
    match node.kind() {
        "expression_list" | "tuple" => {
            let elements: Vec<Node> = named_children(node)
                .into_iter()
                .filter(|c| c.kind() != "comment")
                .collect();
            // After a `*rest` the positions are unknown.
            if elements[..index.min(elements.len())]
                .iter()
                .any(|e| e.kind() == "list_splat")
            {
                return;
            }
            if let Some(e) = elements.get(index).filter(|e| e.kind() != "list_splat") {
                eval(*e, look, at, depth + 1, out, Some(here));
            }
        }
        "identifier" => {
            let n = text(node, src);
            let events = look.bindings(n, at, None).unwrap_or_default();
            for e in events {
                if let Event::Assign(pos, v) = e {
                    item(v, index, look, pos, depth + 1, out, here);
                }
            }
        }
        "call" => {
            let Some(callee) = node.child_by_field_name("function") else {
                return;
            };
            let mut functions = Vec::new();
            match callee.kind() {
                "identifier" => {
                    let name = text(callee, src);
                    let events = look.bindings(name, at, None).unwrap_or_default();
                    functions.extend(events.into_iter().filter_map(|e| match e {
                        Event::Def(_, i) => Some(i),
                        _ => None,
                    }));
                }
                // `self.build()`: the method.
                "attribute" => {
                    let mut found = Vec::new();
                    attribute(callee, look, at, depth, &mut found, Span::of(callee));
                    functions.extend(found.into_iter().filter_map(|r| match r.target {
                        Target::Local(i) => Some(i),
                        Target::Foreign(_) => None,
                    }));
                }
                _ => {}
            }
            for f in functions {
                for r in look.returns(f) {
                    let before = out.len();
                    item(r, index, look, r.start_byte(), depth + 1, out, here);
                    let path = site_arms(r);
                    if !path.is_empty() {
                        for x in &mut out[before..] {
                            x.arms = joined(&path, &x.arms);
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

fn attribute<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    here: Span,
) {
    let src = look.src();
    let (Some(obj), Some(attr)) = (
        node.child_by_field_name("object"),
        node.child_by_field_name("attribute"),
    ) else {
        return;
    };
    let attr = text(attr, src);
    let obj = unwrap_expr(obj);
    let class = match obj.kind() {
        // `self.m` / `cls.m` in a method; `Class.m`; `obj.m` for `obj = Class(...)`.
        "identifier" if matches!(text(obj, src), "self" | "cls") => {
            look.class_at(node.start_byte())
        }
        "identifier" => look.class_of_name(text(obj, src), at),
        // `Class().m`
        "call" => obj
            .child_by_field_name("function")
            .filter(|f| f.kind() == "identifier")
            .and_then(|f| look.class_of_name(text(f, src), at)),
        _ => None,
    };
    if let Some(class) = class {
        if let Some(i) = look.method(&class, attr) {
            out.push(Ref {
                target: Target::Local(i),
                span: here,
                key: None,
                named: None,
                arms: Vec::new(),
                wrapper: None,
                signature: None,
            });
            return;
        }
        // `self.tools`: what the class's methods assign to that attribute.
        if matches!(text(obj, src), "self" | "cls") {
            let values = look
                .globals()
                .attrs
                .get(&(class.clone(), attr.to_string()))
                .cloned()
                .unwrap_or_default();
            for v in values {
                eval(v, look, v.start_byte(), depth + 1, out, Some(here));
            }
        }
        return;
    }
    // `SerpAPIWrapper(**kwargs).run`: a method of an instance of a class another module
    // defines.
    if obj.kind() == "call" {
        let callee = obj
            .child_by_field_name("function")
            .filter(|f| f.kind() == "identifier");
        for f in callee
            .map(|c| look.imported(&format!("{}.{attr}", text(c, src))))
            .unwrap_or_default()
        {
            out.push(Ref::foreign(f, here));
        }
        return;
    }
    // `_metadata.list_tables` for `_metadata = _Metadata(...)`, an instance of a class another
    // module defines (mcp-clickhouse binds such methods to module names and registers them).
    if obj.kind() == "identifier" {
        let n = text(obj, src);
        let events = look.bindings_here(n, at).unwrap_or_default();
        let callee = match events.last() {
            Some(Event::Assign(_, v)) => Some(unwrap_expr(*v))
                .filter(|v| v.kind() == "call")
                .and_then(|v| v.child_by_field_name("function"))
                .filter(|f| f.kind() == "identifier"),
            _ => None,
        };
        if let Some(c) = callee {
            let found = look.imported(&format!("{}.{attr}", text(c, src)));
            if !found.is_empty() {
                for f in found {
                    out.push(Ref::foreign(f, here));
                }
                return;
            }
        }
    }
    // `tools_module.search`: a function of an imported module; `module.tools` where
    // `module` runs over a list of imported modules (`for module in [net, disk]:`).
    if obj.kind() == "identifier" {
        let mut modules = vec![text(obj, src).to_string()];
        if look.imported(&format!("{}.{attr}", modules[0])).is_empty() {
            modules = module_elements(obj, look, at, 0);
        }
        for m in modules {
            for f in look.imported(&format!("{m}.{attr}")) {
                out.push(Ref::foreign(f, here));
            }
        }
    }
}

/// The names a loop variable or a name bound to a list of names runs over (`for module in
/// [net_tools, disk_tools]`, `MODULES = [...]; for module in MODULES`), as written; the
/// caller keeps those that are imported modules.
fn module_elements<'t>(
    name: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
) -> Vec<String> {
    if depth > 4 {
        return Vec::new();
    }
    let src = look.src();
    let n = text(name, src);
    let events = look.bindings_here(n, at).unwrap_or_default();
    let mut out = Vec::new();
    for e in events {
        let (Event::Assign(_, v) | Event::Mutate(_, v)) = e else {
            continue;
        };
        let v = unwrap_expr(v);
        match v.kind() {
            "list" | "tuple" | "set" => out.extend(
                named_children(v)
                    .into_iter()
                    .filter(|c| c.kind() == "identifier")
                    .map(|c| text(c, src).to_string()),
            ),
            "identifier" => out.extend(module_elements(v, look, v.start_byte(), depth + 1)),
            _ => {}
        }
    }
    out
}

fn call<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    span: Option<Span>,
) {
    let src = look.src();
    let here = span.or(Some(Span::of(node)));
    if let Some(arg) = look.wrapped_arg(node) {
        eval(arg, look, at, depth + 1, out, here);
        return;
    }
    let Some(callee) = node.child_by_field_name("function") else {
        return;
    };
    let args = node
        .child_by_field_name("arguments")
        .map(named_children)
        .unwrap_or_default();
    let positional: Vec<Node> = args
        .iter()
        .copied()
        .filter(|a| a.kind() != "keyword_argument")
        .collect();
    match callee.kind() {
        "identifier" => match text(callee, src) {
            // Copies and views of a collection hold its elements.
            // `dict(a=f)` holds its keyword arguments' values too.
            "dict" => {
                for a in &args {
                    eval(*a, look, at, depth + 1, out, span);
                }
            }
            // The others hold their positional argument's elements only: `sorted(tools,
            // key=_tool_sort_key)`'s key function orders the tools and is none of them
            // (isa-mcp's pagination).
            "list" | "tuple" | "set" | "frozenset" | "sorted" | "reversed" | "iter" => {
                for a in &positional {
                    eval(*a, look, at, depth + 1, out, span);
                }
            }
            // `getattr(self, name)`: the methods named by the strings `name` can hold
            // (`for name in self.DEFAULT_TOOLS`, `"a" + name`, `f"a{name}"`).
            "getattr" => {
                let (Some(obj), Some(attr)) = (positional.first(), positional.get(1)) else {
                    return;
                };
                let class = match text(*obj, src) {
                    "self" | "cls" => look.class_at(obj.start_byte()),
                    o => look.class_of_name(o, at),
                };
                let Some(class) = class else {
                    // `getattr(module, n)` with `for n in module.__all__`: the functions
                    // that module's `__all__` names (`module` an imported module, or a
                    // loop variable over some).
                    let iterable = (attr.kind() == "identifier")
                        .then(|| bound_variable(*attr, text(*attr, src), look))
                        .flatten()
                        .map(|(r, _)| unwrap_expr(r))
                        .filter(|r| {
                            r.kind() == "attribute"
                                && r.child_by_field_name("object")
                                    .is_some_and(|o| text(o, src) == text(*obj, src))
                                && r.child_by_field_name("attribute")
                                    .is_some_and(|a| text(a, src) == "__all__")
                        });
                    if let Some(r) = iterable {
                        attribute(r, look, at, depth + 1, out, here.unwrap_or(Span::of(node)));
                    }
                    return;
                };
                let mut names = Vec::new();
                strings(*attr, look, at, depth + 1, &mut names);
                // The names it can hold are a set: `allowed + confirm` over two lists that
                // each may hold any alias names each method once.
                let mut seen = std::collections::HashSet::new();
                names.retain(|n| seen.insert(n.clone()));
                for (n, arms) in names {
                    if let Some(i) = look.method(&class, &n) {
                        out.push(Ref {
                            target: Target::Local(i),
                            span: here.unwrap_or(Span::of(node)),
                            key: None,
                            named: None,
                            arms,
                            wrapper: None,
                            signature: None,
                        });
                    }
                }
            }
            // `partial(f, ...)`: `f`, registered through a call whose payload toolsight does
            // not model. Frameworks differ on it (agno 3.1.10's `get_type_hints` raises on a
            // partial: it sends no parameters and no description, ran it on acring-agno's
            // `Function(entrypoint=partial(f, team))`): listed, its payload unread.
            "partial" => {
                if let Some(f) = positional.first() {
                    let mut found = Vec::new();
                    eval(*f, look, at, depth + 1, &mut found, span);
                    for mut r in found {
                        r.wrapper.get_or_insert_with(|| "partial".to_string());
                        out.push(r);
                    }
                }
            }
            // `map(wrapper, xs)`, `filter(pred, xs)`: the elements of `xs`; `cast(T, x)`: `x`.
            "map" | "filter" | "cast" => {
                if let Some(xs) = positional.get(1) {
                    eval(*xs, look, at, depth + 1, out, span);
                }
            }
            // `itertools.chain(a, b)` imported as `chain`.
            "chain" => {
                for a in &positional {
                    eval(*a, look, at, depth + 1, out, span);
                }
            }
            name => {
                // A local function that builds and returns tools.
                let events = look.bindings(name, at, None);
                let Some(events) = events else {
                    let before = out.len();
                    for f in look.imported_call(name) {
                        out.push(Ref::foreign(f, here.unwrap_or(Span::of(node))));
                    }
                    if out.len() == before {
                        unread_wrapper(node, &positional, look, at, depth, out, span);
                    }
                    return;
                };
                for e in events {
                    if let Event::Def(_, i) = e {
                        returned(i, &positional, 0, look, at, depth, out, here);
                    }
                }
            }
        },
        "attribute" => {
            let method = callee
                .child_by_field_name("attribute")
                .map(|a| text(a, src))
                .unwrap_or("");
            let obj = callee.child_by_field_name("object");
            match method {
                // `TOOLS.copy()`, `REGISTRY.values()`, `REGISTRY.items()`.
                "copy" | "values" | "items" => {
                    if let Some(o) = obj {
                        eval(o, look, at, depth + 1, out, span);
                    }
                }
                _ => {
                    // `self.get_tools()`, `Toolkit().get_tools()`: what that method returns.
                    let mut found = Vec::new();
                    attribute(callee, look, at, depth, &mut found, Span::of(callee));
                    if found.is_empty() {
                        unread_wrapper(node, &positional, look, at, depth, out, span);
                    }
                    let mut foreign = false;
                    for r in found {
                        match r.target {
                            // A method's first parameter is `self`, not passed.
                            Target::Local(i) => {
                                returned(i, &positional, 1, look, at, depth, out, here)
                            }
                            Target::Foreign(_) => foreign = true,
                        }
                    }
                    // `query_tool.get_execute_sql(settings)`: a factory of another module
                    // (`from . import query_tool`), what it returns.
                    if foreign {
                        for f in look.imported_call(text(callee, src)) {
                            out.push(Ref::foreign(f, here.unwrap_or(Span::of(node))));
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// `retry(self.fetch)`, `timing.wrap(search)`: a call of something toolsight cannot read
/// (imported from outside the workspace, a method it does not find) whose first argument is a
/// function. What the framework gets is whatever that call returns; most such calls are
/// wrappers that keep the function (`functools.wraps`), so the function stands for it, marked
/// with the callee (the hover says the wrapper is unread, rules about its payload are silent).
/// An argument that is no plain reference (a call, a literal) denotes nothing.
fn unread_wrapper<'t>(
    node: Node<'t>,
    positional: &[Node<'t>],
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    span: Option<Span>,
) {
    let Some(arg) = positional.first().map(|a| unwrap_expr(*a)) else {
        return;
    };
    // Only a plain function or method: `len(TOOLS)`, `enumerate(self.tools)` take a
    // collection, not a function to wrap.
    let src = look.src();
    // A function of another module of the workspace counts too (`retry(fetch.fetch_page)`,
    // `retry(fetch_page)` imported): its module gets the registration with the wrapper.
    let function = match arg.kind() {
        "identifier" => match look.bindings(text(arg, src), at, None) {
            Some(events) => events.iter().any(|e| matches!(e, Event::Def(..))),
            None => look.imported_function(text(arg, src)),
        },
        "attribute" => {
            let obj = arg.child_by_field_name("object");
            let attr = arg.child_by_field_name("attribute").map(|a| text(a, src));
            let class = obj.and_then(|o| match text(o, src) {
                "self" | "cls" => look.class_at(o.start_byte()),
                name => look.class_of_name(name, at),
            });
            matches!((class, attr), (Some(c), Some(a)) if look.method(&c, a).is_some())
                || (obj.is_some_and(|o| o.kind() == "identifier")
                    && look
                        .bindings(text(arg, src).split('.').next().unwrap_or(""), at, None)
                        .is_none()
                    && look.imported_function(text(arg, src)))
        }
        _ => false,
    };
    if !function {
        return;
    }
    let Some(callee) = node.child_by_field_name("function") else {
        return;
    };
    let mut found = Vec::new();
    let here = span.or(Some(Span::of(node)));
    eval(arg, look, at, depth + 1, &mut found, here);
    for mut r in found {
        r.wrapper
            .get_or_insert_with(|| text(callee, src).to_string());
        out.push(r);
    }
}

fn comprehension<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    span: Option<Span>,
) {
    let src = look.src();
    let body = node.child_by_field_name("body");
    let Some(body) = body else { return };
    // The element expression (the value of a dict comprehension's pair).
    let element = if body.kind() == "pair" {
        match body.child_by_field_name("value") {
            Some(v) => v,
            None => return,
        }
    } else {
        body
    };
    let clauses: Vec<Node> = named_children(node)
        .into_iter()
        .filter(|c| c.kind() == "for_in_clause")
        .collect();
    // The comprehension's variables, each standing for the elements of its iterable.
    let mut vars: Vec<(String, Node<'t>)> = Vec::new();
    for c in &clauses {
        if let (Some(l), Some(r)) = (
            c.child_by_field_name("left"),
            c.child_by_field_name("right"),
        ) {
            for n in target_names(l, src) {
                vars.push((n.to_string(), r));
            }
        }
    }
    // `[f for f in xs]`, `[FunctionTool(f) for f in xs]`, `{f.__name__: f for f in xs}`:
    // an element that is (or wraps) a variable denotes the iterable's elements.
    let element = unwrap_expr(element);
    let var = match element.kind() {
        "identifier" => Some(text(element, src)),
        "call" => look
            .wrapped_arg(element)
            .map(unwrap_expr)
            .filter(|a| a.kind() == "identifier")
            .map(|a| text(a, src)),
        _ => None,
    };
    match var.and_then(|v| vars.iter().find(|(n, _)| n == v)) {
        Some((v, iterable)) => {
            let conditions: Vec<Node> = named_children(node)
                .into_iter()
                .filter(|c| c.kind() == "if_clause")
                .filter_map(|c| named_children(c).first().copied())
                .collect();
            let mut found = Vec::new();
            eval(*iterable, look, at, depth + 1, &mut found, span);
            out.extend(filtered(found, &conditions, v, look));
        }
        None => eval(element, look, at, depth + 1, out, span),
    }
}

/// The iterable a comprehension or `for` variable ranges over where `node` (named `name`)
/// uses it, with the conditions guarding the use: `f` in `[get_schema(f) for f in TOOLS if
/// f is not x]`, or in `for f in TOOLS: if f is not x: register(f)`. The binding scopes
/// come from `Lookup::binders` (no walk up the tree, which tree-sitter makes costly).
fn bound_variable<'t>(
    node: Node<'t>,
    name: &str,
    look: &dyn Lookup<'t>,
) -> Option<(Node<'t>, Vec<Node<'t>>)> {
    let src = look.src();
    let at = node.start_byte();
    // Scopes end at the enclosing function: a loop outside it binds nothing here.
    let floor = look.function_start(at);
    for p in look.binders(at) {
        if floor.is_some_and(|f| p.start_byte() < f) {
            return None;
        }
        if p.kind() == "for_statement" {
            let (Some(l), Some(r), Some(body)) = (
                p.child_by_field_name("left"),
                p.child_by_field_name("right"),
                p.child_by_field_name("body"),
            ) else {
                continue;
            };
            if !body.byte_range().contains(&at) || !target_names(l, src).contains(&name) {
                continue;
            }
            return Some((r, guards(body, node)));
        }
        for c in named_children(p)
            .into_iter()
            .filter(|c| c.kind() == "for_in_clause")
        {
            let (Some(l), Some(r)) = (
                c.child_by_field_name("left"),
                c.child_by_field_name("right"),
            ) else {
                continue;
            };
            // The iterable itself is evaluated outside the variable's scope.
            if r.byte_range().contains(&at) {
                continue;
            }
            if target_names(l, src).contains(&name) {
                let conditions = named_children(p)
                    .into_iter()
                    .filter(|c| c.kind() == "if_clause")
                    .filter_map(|c| named_children(c).first().copied())
                    .collect();
                return Some((r, conditions));
            }
        }
    }
    None
}

/// The conditions of the `if` statements between a loop body and a use inside it that
/// guard the use (it lies in their consequence), found by descending from the body.
fn guards<'t>(body: Node<'t>, node: Node<'t>) -> Vec<Node<'t>> {
    let at = node.start_byte();
    let mut out = Vec::new();
    let mut cursor = body.walk();
    for _ in 0..64 {
        let current = cursor.node();
        if current.kind() == "if_statement" {
            if let Some(c) = current.child_by_field_name("consequence") {
                if c.byte_range().contains(&at) {
                    out.extend(current.child_by_field_name("condition"));
                }
            }
        }
        if current == node || cursor.goto_first_child_for_byte(at).is_none() {
            break;
        }
    }
    out
}

/// Drops the references a guard excludes: `f is not x`, `f != x`, `f not in (x, y)`, and
/// keeps only those `f is x`, `f == x`, `f in (x, y)` allow.
fn filtered<'t>(
    refs: Vec<Ref>,
    conditions: &[Node<'t>],
    var: &str,
    look: &dyn Lookup<'t>,
) -> Vec<Ref> {
    let src = look.src();
    let mut exclude: Vec<String> = Vec::new();
    let mut include: Option<Vec<String>> = None;
    let mut stack: Vec<(Node, bool)> = conditions.iter().map(|c| (*c, false)).collect();
    while let Some((c, negated)) = stack.pop() {
        let c = unwrap_expr(c);
        match c.kind() {
            "not_operator" => {
                stack.extend(c.child_by_field_name("argument").map(|a| (a, !negated)))
            }
            "boolean_operator" if text(c, src).contains(" and ") && !negated => {
                for side in ["left", "right"] {
                    stack.extend(c.child_by_field_name(side).map(|s| (s, false)));
                }
            }
            "comparison_operator" => {
                let parts = named_children(c);
                let (Some(l), Some(r)) = (parts.first(), parts.get(1)) else {
                    continue;
                };
                if text(*l, src) != var {
                    continue;
                }
                let op: String = text(c, src)
                    [l.end_byte() - c.start_byte()..r.start_byte() - c.start_byte()]
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                let names: Vec<String> = match unwrap_expr(*r).kind() {
                    "tuple" | "list" | "set" => named_children(unwrap_expr(*r))
                        .into_iter()
                        .map(|x| text(x, src).to_string())
                        .collect(),
                    _ => vec![text(*r, src).to_string()],
                };
                let excludes = matches!(op.as_str(), "is not" | "!=" | "not in") != negated;
                if excludes {
                    exclude.extend(names);
                } else {
                    include.get_or_insert_with(Vec::new).extend(names);
                }
            }
            _ => {}
        }
    }
    refs.into_iter()
        .filter(|r| {
            let n = match &r.target {
                Target::Local(i) => look.name_of(*i),
                Target::Foreign(f) => f.name.clone(),
            };
            !exclude.contains(&n) && include.as_ref().is_none_or(|i| i.contains(&n))
        })
        .collect()
}

/// How many strings one evaluation may produce (string sets multiply under `+`).
const MAX_STRINGS: usize = 512;

/// The strings an expression can hold: literals, f-strings and `+` concatenations, names
/// bound to them or to collections of them (module constants, class attributes
/// `self.DEFAULT_TOOLS`, comprehension and loop variables).
/// Each string comes with the arms of the choices on whose path the expression holds it
/// (`NAMES = A if c else B`, a name bound in both branches of an `if`).
fn strings<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<(String, Vec<Arm>)>,
) {
    if depth > MAX_DEPTH || out.len() > MAX_STRINGS {
        return;
    }
    let src = look.src();
    let node = unwrap_expr(node);
    match node.kind() {
        "string" | "concatenated_string" => {
            let interpolations: Vec<Node> = named_children(node)
                .into_iter()
                .filter(|c| c.kind() == "interpolation")
                .collect();
            if interpolations.is_empty() {
                out.extend(crate::extract::string_value(node, src).map(|s| (s, Vec::new())));
                return;
            }
            // `f"a{name}"`: each part's strings, concatenated.
            let mut acc = vec![(String::new(), Vec::new())];
            for c in named_children(node) {
                let parts: Vec<(String, Vec<Arm>)> = match c.kind() {
                    "string_content" => vec![(text(c, src).to_string(), Vec::new())],
                    "interpolation" => {
                        let mut v = Vec::new();
                        if let Some(e) = c.child_by_field_name("expression") {
                            strings(e, look, at, depth + 1, &mut v);
                        }
                        v
                    }
                    _ => continue,
                };
                acc = acc
                    .iter()
                    .flat_map(|a| parts.iter().map(move |p| concat(a, p)))
                    .take(MAX_STRINGS)
                    .collect();
            }
            out.extend(acc);
        }
        "binary_operator" => {
            let (Some(l), Some(r)) = (
                node.child_by_field_name("left"),
                node.child_by_field_name("right"),
            ) else {
                return;
            };
            let is_text =
                |n: Node| matches!(unwrap_expr(n).kind(), "string" | "concatenated_string");
            let (mut a, mut b) = (Vec::new(), Vec::new());
            strings(l, look, at, depth + 1, &mut a);
            strings(r, look, at, depth + 1, &mut b);
            if is_text(l) || is_text(r) {
                // `"a" + name`: concatenation.
                out.extend(
                    a.iter()
                        .flat_map(|x| b.iter().map(move |y| concat(x, y)))
                        .take(MAX_STRINGS),
                );
            } else {
                // `DEFAULT + EXTRA`: either collection's strings (or, for two strings, their
                // concatenation is unknowable here; both sides are kept).
                out.extend(a);
                out.extend(b);
            }
        }
        "list" | "tuple" | "set" | "parenthesized_expression" | "expression_list" => {
            for c in named_children(node) {
                strings(c, look, at, depth + 1, out);
            }
        }
        "conditional_expression" => {
            let parts = named_children(node);
            for (arm, p) in [parts.first(), parts.get(2)].into_iter().enumerate() {
                let Some(p) = p else { continue };
                let before = out.len();
                strings(*p, look, at, depth + 1, out);
                let a = Arm {
                    choice: node.start_byte(),
                    arm: arm as u32,
                };
                for (_, arms) in &mut out[before..] {
                    *arms = joined(&[a], arms);
                }
            }
        }
        "identifier" => {
            let n = text(node, src);
            if let Some((iterable, _)) = bound_variable(node, n, look) {
                strings(iterable, look, at, depth + 1, out);
                return;
            }
            let events = look
                .locals(at)
                .and_then(|l| Some((l, l.visible(n, Some(at))?)))
                .or_else(|| Some((look.globals(), look.globals().visible(n, None)?)));
            let Some((scope, events)) = events else {
                // `from .schema import SEARCH`: a constant of another module.
                out.extend(look.imported_string(n).map(|s| (s, Vec::new())));
                return;
            };
            let paths = event_arms(scope, &events);
            for (e, path) in events.into_iter().zip(paths) {
                if let Event::Assign(pos, v) | Event::Mutate(pos, v) = e {
                    let before = out.len();
                    strings(v, look, pos, depth + 1, out);
                    for (_, arms) in &mut out[before..] {
                        *arms = joined(&path, arms);
                    }
                }
            }
        }
        "attribute" => {
            // `self.DEFAULT_TOOLS`, `Class.NAMES`: a class attribute's value.
            let (Some(obj), Some(attr)) = (
                node.child_by_field_name("object"),
                node.child_by_field_name("attribute"),
            ) else {
                return;
            };
            let class = match text(obj, src) {
                "self" | "cls" => look.class_at(obj.start_byte()),
                o => look.class_of_name(o, at),
            };
            if let Some(class) = class {
                for v in look.class_attribute(&class, text(attr, src)) {
                    strings(v, look, v.start_byte(), depth + 1, out);
                }
            }
        }
        // `[ALIASES[a] for a in chosen]`: what each element can be.
        "list_comprehension" | "set_comprehension" | "generator_expression" => {
            if let Some(body) = node.child_by_field_name("body") {
                strings(body, look, at, depth + 1, out);
            }
        }
        // `ALIASES[a]`, `self._ALIASES[key]`: any value of that dict.
        "subscript" => {
            if let Some(v) = node.child_by_field_name("value") {
                for d in dict_literals(v, look, at, depth + 1) {
                    for pair in named_children(d).into_iter().filter(|p| p.kind() == "pair") {
                        if let Some(value) = pair.child_by_field_name("value") {
                            strings(value, look, at, depth + 1, out);
                        }
                    }
                }
            }
        }
        "call" => {
            // `list(NAMES)`, `sorted(NAMES)`, `tuple(...)`.
            let callee = node.child_by_field_name("function").map(|f| text(f, src));
            if matches!(callee, Some("list" | "tuple" | "sorted" | "set")) {
                if let Some(a) = node.child_by_field_name("arguments") {
                    for c in named_children(a) {
                        strings(c, look, at, depth + 1, out);
                    }
                }
            }
        }
        _ => {}
    }
}

/// How many ancestors `site_arms` looks at (deeper code is cut off by `syntax::MAX_DEPTH`
/// long before).
const MAX_ANCESTORS: usize = 256;

/// The arms of the choices around `node` in its module, outermost first: the branch of each
/// `if`, `try`, `match` and conditional expression it lies in, numbered as `Events`
/// numbers them. Choices inside the innermost loop around it are left out: the loop's
/// passes may take different branches, and what each pass registers is there together.
pub fn site_arms(node: Node) -> Vec<Arm> {
    site_arms_in(node, &mut BlockExits::default())
}

/// Each block's statements and which of them are early exits (see `early_exits`), by the
/// block's node id: the sites of one module share them (a toolkit's fifty registrations in
/// one `__init__` read its class body's 144 statements once, not fifty times).
/// With the tree's root, a site's ancestors are found in one descent from it: each
/// `Node::parent` descends from the root again.
#[derive(Default)]
pub struct BlockExits<'t> {
    blocks: HashMap<usize, (Vec<Node<'t>>, Vec<bool>)>,
    root: Option<Node<'t>>,
    /// The module's text, to read the conditions of sibling `if`s on one name.
    src: Option<&'t str>,
}

impl<'t> BlockExits<'t> {
    pub fn new(root: Node<'t>, src: &'t str) -> Self {
        BlockExits {
            blocks: HashMap::new(),
            root: Some(root),
            src: Some(src),
        }
    }

    /// `node`'s ancestors, innermost first (what `parent` gives, one after another).
    fn ancestors(&self, node: Node<'t>) -> Vec<Node<'t>> {
        if let Some(root) = self.root {
            let mut chain = Vec::new();
            let mut n = root;
            while n != node {
                chain.push(n);
                match n.child_with_descendant(node) {
                    Some(c)
                        if c != n && chain.len() <= MAX_ANCESTORS + crate::syntax::MAX_DEPTH =>
                    {
                        n = c
                    }
                    _ => {
                        chain.clear();
                        break;
                    }
                }
            }
            if n == node {
                chain.reverse();
                return chain;
            }
        }
        std::iter::successors(node.parent(), |p| p.parent())
            .take(MAX_ANCESTORS)
            .collect()
    }
}

/// `site_arms`, with the blocks read for earlier sites kept in `exits`.
pub fn site_arms_in<'t>(node: Node<'t>, exits: &mut BlockExits<'t>) -> Vec<Arm> {
    let mut inner_first: Vec<Arm> = Vec::new();
    let mut child = node;
    for p in exits.ancestors(node).into_iter().take(MAX_ANCESTORS) {
        if p.kind() == "block" {
            early_exits(p, child, exits, &mut inner_first);
        }
        let arm = match p.kind() {
            "for_statement" | "while_statement" => {
                let looped = ["body", "alternative"]
                    .iter()
                    .any(|f| p.child_by_field_name(f) == Some(child));
                if looped {
                    inner_first.clear();
                }
                None
            }
            "list_comprehension"
            | "set_comprehension"
            | "dictionary_comprehension"
            | "generator_expression" => {
                inner_first.clear();
                None
            }
            "conditional_expression" => {
                let parts = named_children(p);
                if parts.first() == Some(&child) {
                    Some(0)
                } else if parts.get(2) == Some(&child) {
                    Some(1)
                } else {
                    None
                }
            }
            "if_statement" | "try_statement" => {
                let mut n = 0u32;
                let mut found = None;
                for c in named_children(p) {
                    let a = match (p.kind(), c.kind()) {
                        ("if_statement", "block") | ("try_statement", "block" | "else_clause") => {
                            Some(0)
                        }
                        ("if_statement", "elif_clause" | "else_clause")
                        | ("try_statement", "except_clause") => {
                            n += 1;
                            Some(n)
                        }
                        _ => None,
                    };
                    if c == child {
                        found = a;
                        break;
                    }
                }
                found
            }
            "case_clause" => {
                // case_clause → block → match_statement
                let block = p.parent();
                let m = block.and_then(|b| b.parent());
                if let (Some(b), Some(m)) = (block, m) {
                    let k = named_children(b)
                        .into_iter()
                        .filter(|c| c.kind() == "case_clause")
                        .position(|c| c == p);
                    if let Some(k) = k {
                        inner_first.push(Arm {
                            choice: m.start_byte(),
                            arm: k as u32,
                        });
                    }
                }
                None
            }
            _ => None,
        };
        if let Some(a) = arm {
            // Sibling `if`s on one name's value share one choice, an arm per literal.
            let shared = (p.kind() == "if_statement")
                .then_some(exits.src)
                .flatten()
                .and_then(|src| super::same_name_ifs::shared_choice(p, src));
            inner_first.push(match shared {
                Some((choice, arms)) => Arm {
                    choice,
                    arm: arms.get(a as usize).copied().unwrap_or(a),
                },
                None => Arm {
                    choice: p.start_byte(),
                    arm: a,
                },
            });
        }
        child = p;
    }
    inner_first.reverse();
    inner_first
}

/// How many earlier statements of a block `early_exits` looks at.
const MAX_EARLY_EXITS: usize = 64;

/// `if async_mode: return a` followed by `return b`: what follows an `if` without `else`
/// whose every branch leaves the function (`return`, `raise`) lies on the path that skips
/// it. Looks at the statements before `child` in `block`, nearest first.
fn early_exits<'t>(
    block: Node<'t>,
    child: Node<'t>,
    exits: &mut BlockExits<'t>,
    out: &mut Vec<Arm>,
) {
    // One pass over the block's statements per module (a sibling step may itself walk the
    // block).
    let (statements, exit) = exits.blocks.entry(block.id()).or_insert_with(|| {
        let statements = named_children(block);
        let exit = statements.iter().map(|s| is_early_exit(*s)).collect();
        (statements, exit)
    });
    let Some(at) = statements.iter().position(|s| *s == child) else {
        return;
    };
    let from = at.saturating_sub(MAX_EARLY_EXITS);
    for i in (from..at).rev() {
        if exit[i] {
            out.push(Arm {
                choice: statements[i].start_byte(),
                arm: Arm::NOT_TAKEN,
            });
        }
    }
}

/// An `if` without `else` whose every branch ends in `return` or `raise`.
fn is_early_exit(s: Node) -> bool {
    if s.kind() != "if_statement" {
        return false;
    }
    let branches: Vec<Node> = named_children(s)
        .into_iter()
        .filter(|c| matches!(c.kind(), "block" | "elif_clause" | "else_clause"))
        .collect();
    if branches.iter().any(|b| b.kind() == "else_clause") {
        return false;
    }
    let leaves = |b: Node| {
        let body = if b.kind() == "block" {
            Some(b)
        } else {
            b.child_by_field_name("consequence")
        };
        body.and_then(|b| {
            named_children(b)
                .into_iter()
                .rev()
                .find(|c| c.kind() != "comment")
        })
        .is_some_and(|last| matches!(last.kind(), "return_statement" | "raise_statement"))
    };
    branches.iter().all(|b| leaves(*b))
}

/// Two strings concatenated, on both their paths.
fn concat(a: &(String, Vec<Arm>), b: &(String, Vec<Arm>)) -> (String, Vec<Arm>) {
    (format!("{}{}", a.0, b.0), joined(&a.1, &b.1))
}

/// What calling function `i` with `positional` arguments returns, as tools: its return
/// values, except that a wrapper it builds around one of its parameters
/// (`@functools.wraps(fn)`, or `wrapper.__name__ = fn.__name__`) stands for the argument
/// passed there. `skip` is 1 for a method called on an object (`self` is not passed).
#[allow(clippy::too_many_arguments)]
fn returned<'t>(
    i: usize,
    positional: &[Node<'t>],
    skip: usize,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
    out: &mut Vec<Ref>,
    here: Option<Span>,
) {
    for r in look.returns(i) {
        // `if pixel: return click_pixel` / `else: return click_ref`: one of them.
        let path = site_arms(r);
        // `return method` of the parameter `method` itself (a fallback returning its argument
        // unchanged): nothing new. The caller already holds that argument, and the guard that
        // decides which path returns it (`if tool_name == "browser_click"`) is not modelled,
        // so following it would list the caller's value again on paths that never happen.
        if returned_parameter(i, r, look).is_some() {
            continue;
        }
        let mut found = Vec::new();
        // `return wrapper` of a nested `functools.wraps` wrapper: the wrapper itself, whose
        // argument this call site gives below (not every argument the module passes).
        let src = look.src();
        let nested = (r.kind() == "identifier")
            .then(|| look.bindings(text(r, src), r.start_byte(), None))
            .flatten()
            .and_then(|events| {
                events.iter().find_map(|e| match e {
                    Event::Def(_, j) => Some(*j),
                    _ => None,
                })
            })
            .filter(|j| look.wraps(*j, i).is_some());
        match nested {
            Some(j) => found.push(Ref {
                target: Target::Local(j),
                span: here.unwrap_or(Span::of(r)),
                key: None,
                named: None,
                arms: Vec::new(),
                wrapper: None,
                signature: None,
            }),
            None => eval(r, look, r.start_byte(), depth + 1, &mut found, here),
        }
        for mut f in found {
            f.arms = joined(&path, &f.arms);
            let wrapped = match f.target {
                Target::Local(j) => look
                    .wraps(j, i)
                    .and_then(|p| look.param_index(i, &p))
                    .map(|k| k.saturating_sub(skip)),
                _ => None,
            };
            match wrapped.and_then(|k| positional.get(k)) {
                Some(arg) => {
                    let before = out.len();
                    eval(*arg, look, at, depth + 1, out, here);
                    let why = look.rewrites_signature(i);
                    for r in &mut out[before..] {
                        r.arms = joined(&f.arms, &r.arms);
                        if let Some(why) = &why {
                            r.signature.get_or_insert_with(|| why.clone());
                        }
                    }
                }
                // A wrapper of something not passed positionally: unknown, not the wrapper.
                None if wrapped.is_some() => {}
                None => out.push(f),
            }
        }
    }
}

/// The position of the parameter of function `i` that the return value `r` is, when it
/// is a parameter the body never re-binds.
fn returned_parameter<'t>(i: usize, r: Node<'t>, look: &dyn Lookup<'t>) -> Option<usize> {
    if r.kind() != "identifier" {
        return None;
    }
    let name = text(r, look.src());
    let k = look.param_index(i, name)?;
    let events = look
        .locals(r.start_byte())?
        .visible(name, Some(r.start_byte()))?;
    events
        .iter()
        .all(|e| matches!(e, Event::Opaque(_)))
        .then_some(k)
}

/// The dict literals a name, `self.ATTR` or `Class.ATTR` is bound to.
fn dict_literals<'t>(
    node: Node<'t>,
    look: &dyn Lookup<'t>,
    at: usize,
    depth: usize,
) -> Vec<Node<'t>> {
    if depth > MAX_DEPTH {
        return Vec::new();
    }
    let src = look.src();
    let node = unwrap_expr(node);
    match node.kind() {
        "dictionary" => vec![node],
        "identifier" => {
            let n = text(node, src);
            look.bindings(n, at, None)
                .unwrap_or_default()
                .into_iter()
                .filter_map(|e| match e {
                    Event::Assign(pos, v) => Some((pos, v)),
                    _ => None,
                })
                .flat_map(|(pos, v)| dict_literals(v, look, pos, depth + 1))
                .collect()
        }
        "attribute" => {
            let (Some(obj), Some(attr)) = (
                node.child_by_field_name("object"),
                node.child_by_field_name("attribute"),
            ) else {
                return Vec::new();
            };
            let class = match text(obj, src) {
                "self" | "cls" => look.class_at(obj.start_byte()),
                o => look.class_of_name(o, at),
            };
            class
                .map(|c| look.class_attribute(&c, text(attr, src)))
                .unwrap_or_default()
                .into_iter()
                .flat_map(|v| dict_literals(v, look, v.start_byte(), depth + 1))
                .collect()
        }
        _ => Vec::new(),
    }
}
