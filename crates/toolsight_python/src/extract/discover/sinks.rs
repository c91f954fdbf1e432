//! The places that make something a tool: decorators, registration and wrapper calls,
//! calls taking tool lists, toolkit classes; each matched against every framework's markers.

use crate::syntax::SpanOf;
use std::collections::HashMap;

use tree_sitter::Node;

use super::flow::{definition, refs};
use super::Lookup;
use super::{mark_refs, Ctx};
use crate::extract::literal::{call_value, string_value};
use crate::extract::Library;
use crate::model::markers::{ends_with, Arg, ClassRole, Form, InstanceWrapper};
use crate::model::{Arm, ForeignTool, MarkKind, ToolMark};
use crate::syntax::{named_children, text, Span};

#[derive(Default)]
pub(crate) struct Found {
    pub marks: Vec<ToolMark>,
    pub foreign: Vec<ForeignTool>,
    next_group: usize,
    /// Registries and servers by the receiver's text (`mcp`, `self.mcp`): their tools are
    /// sent together.
    receivers: HashMap<String, usize>,
    /// The module's classes by family (`class_families`), built at the first `self.<attr>`
    /// receiver.
    class_families: Option<HashMap<usize, usize>>,
    /// Module-level functions (by start) whose name the module never mentions again.
    uncalled: HashMap<usize, bool>,
    /// Functions registered through a call toolsight cannot read (`flow::Ref::wrapper`):
    /// the function, the callee's text, where the registration is.
    pub wrapped_unread: Vec<(usize, String, Span)>,
    /// Functions registered through a wrapper whose signature the function making it
    /// rewrites (`flow::Ref::signature`): the function, what the rewrite makes of it.
    pub params_rewritten: Vec<(usize, crate::model::SignatureRewrite)>,
    /// Method markers matched on a receiver whose project class overrides the method with
    /// one that gives the framework a description of its own (see `overriding_class`), by
    /// the start of the `receiver.method` expression: the override, named
    /// (`ReliableMCPServer.tool`).
    overridden: HashMap<usize, String>,
}

impl Found {
    pub fn group(&mut self) -> usize {
        self.next_group += 1;
        self.next_group - 1
    }
    /// Every registry and server receiver's key (`mcp`, `srv.mcp`, `mcp@<def start>`: see
    /// `receiver_group_of`), with its group.
    pub fn all_receivers(&self) -> Vec<(String, usize)> {
        self.receivers
            .iter()
            .map(|(r, g)| (r.clone(), *g))
            .collect()
    }
    /// The registries and servers named by a plain name (`mcp`), with their groups.
    pub fn named_receivers(&self) -> Vec<(String, usize)> {
        self.receivers
            .iter()
            .filter(|(r, _)| r.chars().all(|c| c.is_alphanumeric() || c == '_'))
            .map(|(r, g)| (r.clone(), *g))
            .collect()
    }
    fn receiver_group(&mut self, receiver: &str) -> usize {
        if let Some(g) = self.receivers.get(receiver) {
            return *g;
        }
        let g = self.group();
        self.receivers.insert(receiver.to_string(), g);
        g
    }
    /// The group of a registry or server `receiver` (a node): by its text, except that a
    /// name bound in the body of the function that registers on it (`toolset =
    /// FunctionToolset()` inside a factory) is that call's own object: two factories that
    /// each make a `toolset` build two registries, not one.
    ///
    /// Likewise a parameter of a module-level function that nothing in the module names
    /// (`def register_research_tools(mcp)`, called from no module at all in
    /// mseep-maverick-mcp), or that a dict of registrars holds for a run-time key to choose
    /// (vaquill-mcp's `_REGISTRARS[jurisdiction](mcp)`): which server it is given, and whether
    /// it runs beside another registrar, is decided where it is called, not here, so its
    /// registrations are not one set with another function's `mcp`.
    fn receiver_group_of(&mut self, receiver: Node, src: &str) -> usize {
        let name = text(receiver, src);
        // `self.<attr>` is an attribute of each instance: two unrelated classes that each
        // build a server in `self._mcp` (mem0-open-mcp's HTTP and stdio managers) make two
        // servers, whose tools are never listed together.
        if let Some(class) = self_attribute_class(receiver, src) {
            let mut module = class;
            while let Some(p) = module.parent() {
                module = p;
            }
            let family = self
                .class_families
                .get_or_insert_with(|| class_families(module, src))
                .get(&class.start_byte())
                .copied()
                .unwrap_or(class.start_byte());
            return self.receiver_group(&format!("{name}@class{family}"));
        }
        match local_to_function(receiver, src).or_else(|| self.parameter_of_uncalled(receiver, src))
        {
            Some(def_start) => self.receiver_group(&format!("{name}@{def_start}")),
            None => self.receiver_group(name),
        }
    }

    /// The start of the module-level function whose parameter `name` is, when the module
    /// does not run the function itself (see `not_run_here`): what runs it, on which server,
    /// is a call toolsight does not follow.
    fn parameter_of_uncalled(&mut self, name: Node, src: &str) -> Option<usize> {
        if name.kind() != "identifier" {
            return None;
        }
        let mut at = name.parent();
        let def = loop {
            let n = at?;
            match n.kind() {
                "class_definition" | "lambda" => return None,
                "function_definition" => break n,
                _ => at = n.parent(),
            }
        };
        let at_module = match def.parent()?.kind() {
            "module" => true,
            "decorated_definition" => def.parent()?.parent()?.kind() == "module",
            _ => false,
        };
        if !at_module {
            return None;
        }
        let word = text(name, src);
        let is_param = super::wrappers::param_names(def, src)
            .iter()
            .any(|p| p == word);
        if !is_param {
            return None;
        }
        let fname = text(def.child_by_field_name("name")?, src);
        let start = def.start_byte();
        let uncalled = *self
            .uncalled
            .entry(start)
            .or_insert_with(|| not_run_here(src, fname));
        uncalled.then_some(start)
    }
    pub fn finish(mut self) -> (Vec<ToolMark>, Vec<ForeignTool>) {
        self.marks = registrations_of_wrappers(std::mem::take(&mut self.marks));
        self.marks.sort_by_key(|m| (m.span.start, m.function));
        // One registration of another module's function seen twice:
        // `mcp.add_tool(Tool.from_function(f, name="x"))` marks `f` at the sink and at the
        // wrapper inside it; the wrapper's (its name and options) is what is sent.
        let wraps_inner = |f: &ForeignTool| {
            self.foreign.iter().any(|g| {
                g.function == f.function
                    && g.library == f.library
                    && (g.span.start, g.span.end) != (f.span.start, f.span.end)
                    && f.span.start <= g.span.start
                    && g.span.end <= f.span.end
            })
        };
        let keep: Vec<bool> = self.foreign.iter().map(|f| !wraps_inner(f)).collect();
        let mut keep = keep.into_iter();
        self.foreign.retain(|_| keep.next().unwrap_or(true));
        for f in &mut self.foreign {
            if f.group == usize::MAX {
                f.group = self.next_group;
                self.next_group += 1;
            }
        }
        (self.marks, self.foreign)
    }
}

/// For a receiver `self.<attr>` inside a method of a module-level class, that class.
fn self_attribute_class<'t>(receiver: Node<'t>, src: &str) -> Option<Node<'t>> {
    if receiver.kind() != "attribute" {
        return None;
    }
    let object = receiver.child_by_field_name("object")?;
    if object.kind() != "identifier" || text(object, src) != "self" {
        return None;
    }
    let mut at = receiver.parent();
    let class = loop {
        let n = at?;
        match n.kind() {
            "class_definition" => break n,
            "lambda" => return None,
            _ => at = n.parent(),
        }
    };
    // Only a class at module level: a class nested in a function or class is named by
    // whatever encloses it, which `class_families` does not follow.
    let mut holder = class.parent()?;
    if holder.kind() == "decorated_definition" {
        holder = holder.parent()?;
    }
    (holder.kind() == "module").then_some(class)
}

/// The module-level classes of `module` joined by the bases written in the module: each
/// class's start mapped to the start of one class of its family. A class and its bases, and
/// two mixins of one class (`class Server(ToolsMixin, AdminMixin)`), may be one object;
/// classes of different families never are.
fn class_families(module: Node, src: &str) -> HashMap<usize, usize> {
    let mut classes: Vec<(usize, &str, Node)> = Vec::new();
    for top in named_children(module) {
        let def = match top.kind() {
            "decorated_definition" => match top.child_by_field_name("definition") {
                Some(d) => d,
                None => continue,
            },
            _ => top,
        };
        if def.kind() != "class_definition" {
            continue;
        }
        if let Some(n) = def.child_by_field_name("name") {
            classes.push((def.start_byte(), text(n, src), def));
        }
    }
    let by_name: HashMap<&str, usize> = classes
        .iter()
        .enumerate()
        .map(|(i, (_, name, _))| (*name, i))
        .collect();
    let mut parent: Vec<usize> = (0..classes.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for (i, (_, _, def)) in classes.iter().enumerate() {
        let Some(bases) = def.child_by_field_name("superclasses") else {
            continue;
        };
        for base in named_children(bases) {
            if base.kind() != "identifier" {
                continue;
            }
            if let Some(&j) = by_name.get(text(base, src)) {
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a] = b;
            }
        }
    }
    (0..classes.len())
        .map(|i| (classes[i].0, classes[root(&mut parent, i)].0))
        .collect()
}

/// One registration of a module's function seen twice: `mcp.add_tool(Tool.from_function(f,
/// name="x", description="..."))` marks `f` at `add_tool` and at the wrapper inside it. The
/// wrapper's options (its name and description) are what the framework sends (fastmcp 4.1.6
/// `FunctionTool.from_function` keeps a given description over the docstring); the outer
/// call adds only which server it is on. So the inner mark stays, taking the outer one's
/// group, and the outer one goes, as `finish` does for another module's function; only
/// where the outer call passes nothing else (`adds_only_the_receiver`).
fn registrations_of_wrappers(mut marks: Vec<ToolMark>) -> Vec<ToolMark> {
    // By function and library, then outermost first: a mark holding another of its bucket is
    // immediately followed by the mark it holds (outermost to innermost, so a group passes
    // down a chain). The marks themselves keep their order.
    let mut order: Vec<usize> = (0..marks.len()).collect();
    order.sort_by_key(|&i| {
        let m = &marks[i];
        (
            m.function,
            m.library,
            m.span.start,
            std::cmp::Reverse(m.span.end),
        )
    });
    let mut keep = vec![true; marks.len()];
    for pair in order.windows(2) {
        let (outer, inner) = (&marks[pair[0]], &marks[pair[1]]);
        let wraps_inner = outer.function == inner.function
            && outer.library == inner.library
            && outer.kind == MarkKind::Register
            && inner.kind == MarkKind::Register
            && (outer.span.start, outer.span.end) != (inner.span.start, inner.span.end)
            && inner.span.end <= outer.span.end
            && adds_only_the_receiver(outer);
        if !wraps_inner {
            continue;
        }
        let group = outer.group;
        let inner = &mut marks[pair[1]];
        if inner.group.is_none() {
            inner.group = group;
        }
        keep[pair[0]] = false;
    }
    let mut keep = keep.into_iter();
    marks.retain(|_| keep.next().unwrap_or(true));
    marks
}

/// Whether a registering call passes nothing but the tool it registers (`mcp.add_tool(x)`):
/// one that also passes options (semantic-kernel's `kernel.add_function("money",
/// kernel_function(f, ...))`, whose plugin name is part of the tool's name) keeps its own
/// mark, since what it adds is read from it.
fn adds_only_the_receiver(outer: &ToolMark) -> bool {
    outer
        .options
        .as_ref()
        .is_none_or(|o| o.args.len() + o.kwargs.len() <= 1)
}

/// The start of the innermost function whose body assigns the identifier `name` (not a
/// parameter, `global` or `nonlocal` name, which may be shared with other functions).
fn local_to_function(name: Node, src: &str) -> Option<usize> {
    if name.kind() != "identifier" {
        return None;
    }
    let mut at = name.parent();
    while let Some(n) = at {
        match n.kind() {
            "class_definition" | "lambda" => return None,
            "function_definition" => {
                let body = n.child_by_field_name("body")?;
                return assigns(body, text(name, src), src, 0).then(|| n.start_byte());
            }
            _ => at = n.parent(),
        }
    }
    None
}

/// Whether the module never runs `name` itself: it names it nowhere besides its `def`, or
/// names it as a value of a dict literal (`{"US": _register_us, "IN": _register_in}`), a table
/// a run-time key chooses one entry of. A list or tuple of registrars is left alone: a loop
/// calls them all on one server (g8-mcp-server's `for registrar in _REGISTRARS`).
fn not_run_here(src: &str, name: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut places = 0;
    for (i, _) in src.match_indices(name) {
        let before = &src[..i];
        if before.chars().next_back().is_some_and(ident) {
            continue;
        }
        let after = &src[i + name.len()..];
        if after.chars().next().is_some_and(ident) {
            continue;
        }
        places += 1;
        let value_of_a_key =
            before.trim_end().ends_with(':') && after.trim_start().starts_with([',', '}']);
        if value_of_a_key {
            return true;
        }
    }
    places <= 1
}

/// Whether a function body binds `name` with a plain assignment and does not declare it
/// `global`/`nonlocal` (nested scopes are their own).
pub(crate) fn assigns(node: Node, name: &str, src: &str, depth: usize) -> bool {
    let mut found = false;
    let mut stack = vec![(node, depth)];
    while let Some((n, d)) = stack.pop() {
        if d > 200 {
            return false;
        }
        match n.kind() {
            "global_statement" | "nonlocal_statement"
                if named_children(n).iter().any(|c| text(*c, src) == name) =>
            {
                return false
            }
            "assignment"
                if n.child_by_field_name("left")
                    .is_some_and(|l| l.kind() == "identifier" && text(l, src) == name) =>
            {
                found = true;
            }
            "function_definition" | "class_definition" | "lambda" => continue,
            _ => {}
        }
        stack.extend(named_children(n).into_iter().map(|c| (c, d + 1)));
    }
    found
}

/// Marks what `refs` reach, as `mark_refs` does, placing each mark on the registering call
/// (`span`; `None` keeps each at the reference) and naming it (`mcp.tool(name="x")(f)`), for tools of other modules too.
#[allow(clippy::too_many_arguments)]
fn mark_named(
    found: &mut Found,
    refs: Vec<super::flow::Ref>,
    library: Option<Library>,
    kind: MarkKind,
    options: Option<&crate::model::CallValue>,
    group: Option<usize>,
    span: Option<Span>,
    name: Option<String>,
) {
    let (before, before_f) = (found.marks.len(), found.foreign.len());
    mark_refs(refs, library, kind, options, group, found);
    for mk in &mut found.marks[before..] {
        if let Some(s) = span {
            mk.span = s;
        }
        mk.name.clone_from(&name);
    }
    for f in &mut found.foreign[before_f..] {
        f.name.clone_from(&name);
    }
}

/// The argument node `arg` selects in a call's argument list.
pub fn argument<'t>(call: Node<'t>, arg: Arg) -> Vec<Node<'t>> {
    let Some(args) = call.child_by_field_name("arguments") else {
        return Vec::new();
    };
    let all = named_children(args);
    let positional: Vec<Node> = all
        .iter()
        .copied()
        .filter(|a| {
            !matches!(
                a.kind(),
                "keyword_argument" | "comment" | "dictionary_splat"
            )
        })
        .collect();
    match arg {
        Arg::AllPositional => positional,
        Arg::At(i, _) => positional.get(i as usize).copied().into_iter().collect(),
        _ => Vec::new(),
    }
}

/// The value of the keyword argument `name=` of a call.
pub(crate) fn keyword_argument<'t>(call: Node<'t>, name: &str, src: &str) -> Option<Node<'t>> {
    let args = call.child_by_field_name("arguments")?;
    named_children(args).into_iter().find_map(|a| {
        (a.kind() == "keyword_argument"
            && a.child_by_field_name("name").map(|n| text(n, src)) == Some(name))
        .then(|| a.child_by_field_name("value"))
        .flatten()
    })
}

/// Like `argument`, with keywords resolved against the source text.
pub fn argument_in<'t>(call: Node<'t>, arg: Arg, src: &str) -> Vec<Node<'t>> {
    let keyword = |name: &str| keyword_argument(call, name, src);
    match arg {
        Arg::Keyword(k) => keyword(k).into_iter().collect(),
        Arg::KeywordUnless(k, i, primary) => {
            if argument_in(call, Arg::At(i, primary), src).is_empty() {
                keyword(k).into_iter().collect()
            } else {
                Vec::new()
            }
        }
        Arg::At(_, k) => {
            let p = argument(call, arg);
            if p.is_empty() {
                keyword(k).into_iter().collect()
            } else {
                p
            }
        }
        Arg::AllPositional => argument(call, arg),
        Arg::NameString => argument(call, Arg::At(0, "")),
    }
}

/// A framework wrapper or decorator applied to a function by call (`FunctionTool(f)`,
/// `tool(f)`, `StructuredTool.from_function(func=f)`): the framework and the argument.
pub(crate) fn wrapped<'t>(ctx: &Ctx<'_, 't>, call: Node<'t>) -> Option<(Library, Node<'t>)> {
    let callee = call.child_by_field_name("function")?;
    if !matches!(callee.kind(), "identifier" | "attribute") {
        return None;
    }
    let Some((q, fw)) = framework_callee(ctx, callee) else {
        return subclass_wrapped(ctx, call, callee);
    };
    {
        for w in fw
            .markers
            .wrappers
            .iter()
            .filter(|w| ends_with(&q, w.callee))
        {
            if w.arg == Arg::NameString {
                continue;
            }
            if let Some(a) = argument_in(call, w.arg, ctx.src).first() {
                return Some((fw, *a));
            }
        }
        if fw.markers.decorators.iter().any(|d| ends_with(&q, d)) {
            if let Some(a) = argument(call, Arg::At(0, "")).first() {
                if !matches!(a.kind(), "string" | "concatenated_string") {
                    return Some((fw, *a));
                }
            }
        }
    }
    subclass_wrapped(ctx, call, callee)
}

/// The class whose method holds `callee` when it is `super().__init__`.
fn super_init_class(ctx: &Ctx, callee: Node) -> Option<String> {
    let object = callee.child_by_field_name("object")?;
    let is_super = callee.kind() == "attribute"
        && callee
            .child_by_field_name("attribute")
            .is_some_and(|a| text(a, ctx.src) == "__init__")
        && object.kind() == "call"
        && object
            .child_by_field_name("function")
            .is_some_and(|f| text(f, ctx.src) == "super");
    if !is_super {
        return None;
    }
    ctx.class_at(callee.start_byte())
}

/// `wrapped` for a project subclass of a framework wrapper class (`LakeTool(func=f)`).
fn subclass_wrapped<'t>(
    ctx: &Ctx<'_, 't>,
    call: Node<'t>,
    callee: Node<'t>,
) -> Option<(Library, Node<'t>)> {
    if !ctx
        .imported
        .iter()
        .any(|f| !f.markers.subclassed.is_empty())
    {
        return None;
    }
    let inh = super::subclassed::inherits(ctx.scope, &ctx.qualify(callee))?;
    let a = *argument_in(call, inh.wrapper.arg, ctx.src).first()?;
    Some((inh.library, a))
}

/// A callee's qualified name and the framework whose callable it is: its own
/// (`fastmcp.tools.FunctionTool.from_function`), or, for a classmethod constructor called on a
/// project class that derives from the framework's class (`PlainFunctionTool.from_function`,
/// `class PlainFunctionTool(FunctionTool)` in another module), the framework's callable it
/// inherits, so that the framework's wrapper markers apply.
pub(crate) fn framework_callee(ctx: &Ctx, callee: Node) -> Option<(String, Library)> {
    let q = ctx.qualify(callee);
    if let Some(fw) = ctx.scope.dialects.from_import(&q) {
        return Some((q, fw));
    }
    if callee.kind() != "attribute" {
        return None;
    }
    let method = text(callee.child_by_field_name("attribute")?, ctx.src);
    let class = callee.child_by_field_name("object")?;
    if !matches!(class.kind(), "identifier" | "attribute") {
        return None;
    }
    let class_q = ctx.qualify(class);
    let key = format!("{class_q}.{method}");
    if let Some(hit) = ctx.inherited.borrow().get(&key) {
        return hit.clone();
    }
    let found = ctx.scope.dialects.iter().find_map(|fw| {
        let root = fw.imports.first()?;
        fw.markers.wrappers.iter().find_map(|w| {
            let base = w.callee.strip_suffix(method)?.strip_suffix('.')?;
            (!base.is_empty() && !fw.owns(&class_q) && derives_from(ctx, &class_q, fw, base))
                .then(|| (format!("{root}.{}", w.callee), fw))
        })
    });
    ctx.inherited.borrow_mut().insert(key, found.clone());
    found
}

/// The tool name a decorator or registration call gives, where the framework reads one.
fn given_name(
    lib: Library,
    call: Option<Node>,
    scope: &crate::extract::scope::Scope,
) -> Option<String> {
    let call = call?;
    let src = scope.src;
    let rule = lib.markers.name;
    for k in rule.keywords {
        if let Some(v) = argument_in(call, Arg::Keyword(k), src).first() {
            return crate::extract::literal::name_value(*v, src, scope);
        }
    }
    if rule.positional {
        let first = *argument(call, Arg::At(0, "")).first()?;
        return crate::extract::literal::name_value(first, src, scope);
    }
    None
}

/// The tool name a registration call gives: a name keyword, else, where the framework takes
/// the name by position, the argument after the registered one (`mcp.add_tool(f, "x")`).
fn registered_name(
    lib: Library,
    call: Node,
    registered: Arg,
    scope: &crate::extract::scope::Scope,
) -> Option<String> {
    let rule = lib.markers.name;
    for k in rule.keywords {
        if let Some(v) = argument_in(call, Arg::Keyword(k), scope.src).first() {
            return crate::extract::literal::name_value(*v, scope.src, scope);
        }
    }
    let Arg::At(i, _) = registered else {
        return None;
    };
    if !rule.positional {
        return None;
    }
    let next = *argument(call, Arg::At(i + 1, "")).first()?;
    crate::extract::literal::name_value(next, scope.src, scope)
}

/// Whether a method marker matches `receiver.method`: its class is known and the
/// framework's, or unknown and the marker is loose in a file importing the framework.
fn method_matches<'t>(
    ctx: &Ctx<'_, 't>,
    lib: Library,
    class: &str,
    loose: bool,
    receiver: Node<'t>,
) -> bool {
    if class.is_empty() {
        return ctx.imported.contains(&lib);
    }
    // The class cannot be seen here: what the workspace's calls pass for a parameter decides
    // (`register_alert_tools(mcp=server)` with `server = FastMCP.from_openapi(...)`, for a
    // `mcp: Any` in a module importing only `mcp.types`); without such a call, a loose marker
    // in a file importing the framework.
    let unseen = || match call_site_class(ctx, receiver) {
        Some(q) => derives_from(ctx, &q, lib, class),
        None => {
            loose
                && ctx.imported.contains(&lib)
                && !shared_only(ctx, lib, receiver)
                && !imported_from_framework(ctx, lib, receiver)
                && !through_other_attribute(ctx, lib, receiver)
        }
    };
    match ctx.instance_class(receiver, 0) {
        // `Any` or `object` says nothing about the object: as if unannotated.
        Some(q)
            if matches!(
                q.as_str(),
                "typing.Any" | "typing_extensions.Any" | "builtins.object"
            ) =>
        {
            unseen()
        }
        Some(q) => derives_from(ctx, &q, lib, class),
        None => unseen(),
    }
}

/// Whether the receiver is an attribute under which `lib`'s own objects hold nothing that
/// carries its methods (`agent.tools`, see `Markers::loose_not_through`).
fn through_other_attribute(ctx: &Ctx, lib: Library, receiver: Node) -> bool {
    receiver.kind() == "attribute"
        && receiver
            .child_by_field_name("attribute")
            .is_some_and(|a| lib.markers.loose_not_through.contains(&text(a, ctx.src)))
}

/// Whether a module-level receiver is a name the module imports from `lib`'s own package
/// (`from <root> import mcp`, `from <root>.tools import tool as mcp`). A framework's package
/// exports classes, functions and modules; the object its methods are called on is one a
/// program makes (`FastMCP("x")`), so such a name is not it: a name the package does not
/// export makes the import raise `ImportError`, and one it does is no instance of the class
/// (pywinauto-mcp's `@mcp.tool("...")` under either import, issue 26 seed 56). Not where the
/// project holds a module of that name (its own package shadowing the framework's).
fn imported_from_framework(ctx: &Ctx, lib: Library, receiver: Node) -> bool {
    if receiver.kind() != "identifier" || ctx.function_at(receiver.start_byte()).is_some() {
        return false;
    }
    let Some(target) = ctx
        .scope
        .imports
        .get(text(receiver, ctx.src))
        .map(|i| &i.target)
    else {
        return false;
    };
    if ctx.scope.bindings.contains_key(text(receiver, ctx.src)) {
        return false;
    }
    lib.imports.iter().any(|root| {
        crate::model::markers::under_root(root, target)
            && target.len() > root.len()
            && ctx.scope.external.is_none_or(|e| !e.has_module(root))
    })
}

/// Whether the module imports from `lib` only modules other frameworks' users import too
/// (`from mcp.types import ToolAnnotations` beside `from fastmcp import Context`), and another
/// framework it imports has a loose marker for the same method: an object of unseen class
/// (`register(self, mcp_instance)`) is then that framework's (talkops-prometheus-mcp-server's
/// fastmcp server), not `lib`'s.
fn shared_only(ctx: &Ctx, lib: Library, receiver: Node) -> bool {
    if !ctx.shared_only.contains(&lib) {
        return false;
    }
    let method = receiver
        .parent()
        .and_then(|a| a.child_by_field_name("attribute"))
        .map(|m| text(m, ctx.src));
    ctx.imported.iter().any(|other| {
        *other != lib
            && other
                .markers
                .methods
                .iter()
                .any(|m| m.loose && Some(m.method) == method)
    })
}

/// The class of what the workspace's calls pass for `receiver` when it is a parameter of a
/// module-level function (see `registry::parameter_class`); asked once per function and
/// parameter.
fn call_site_class(ctx: &Ctx, receiver: Node) -> Option<String> {
    if receiver.kind() != "identifier" {
        return None;
    }
    let name = text(receiver, ctx.src);
    let fi = ctx.function_at(receiver.start_byte())?;
    let f = &ctx.functions[fi];
    if !f.is_module_level() || !f.params.iter().any(|p| p.name == name) {
        return None;
    }
    let key = format!("{}#{name}", f.span.start);
    if let Some(c) = ctx.param_classes.borrow().get(&key) {
        return c.clone();
    }
    let def = ctx.nodes.get(fi).copied().flatten();
    let class = def.and_then(|d| super::registry::parameter_class(d, name, ctx.scope, 1));
    ctx.param_classes.borrow_mut().insert(key, class.clone());
    class
}

/// Whether the class `q` (qualified) is the framework's `class` or a user class deriving from
/// it: through local bases, through classes of other workspace modules (`class
/// SecureServer(FastMCP)` in `core/base.py`, its instance made in `core/server.py`), or
/// through a generic subscript (`FastMCP[Ctx]`, whose subscript `qualified_bases` drops).
fn derives_from(ctx: &Ctx, q: &str, lib: Library, class: &str) -> bool {
    derives(q, lib, class, &|c| class_bases(ctx, c), 0)
}

/// The bases of the class `c` (qualified) as `derives_from` follows them.
fn class_bases(ctx: &Ctx, c: &str) -> Option<Vec<String>> {
    match ctx.scope.local_name(c) {
        // A local function: the class it returns (see `extract::find_class_bases`).
        Some(local) => ctx.bases.get(local).cloned().or_else(|| {
            let i = ctx
                .functions
                .iter()
                .rposition(|f| f.is_module_level() && f.name == local)?;
            super::returned_class(ctx.nodes[i]?, ctx.scope).map(|c| vec![c])
        }),
        // Not a class of the workspace: a name another module imports from outside it (a
        // compatibility shim re-exporting the SDK's class) is that class.
        None => ctx.scope.external.and_then(|e| {
            e.class_bases(c, 1)
                .or_else(|| e.import_target(c, 1).map(|t| vec![t]))
        }),
    }
}

/// `derives_from` with the bases of a class given by `bases` (qualified in, qualified out).
pub(crate) fn derives(
    q: &str,
    lib: Library,
    class: &str,
    bases: &dyn Fn(&str) -> Option<Vec<String>>,
    depth: usize,
) -> bool {
    if lib.owns(q) {
        return ends_with(q, class);
    }
    if depth > super::MAX_NESTING / 4 {
        return false;
    }
    bases(q)
        .unwrap_or_default()
        .iter()
        .any(|b| b != q && derives(b, lib, class, bases, depth + 1))
}

/// The project class, from `receiver`'s class up to the framework's `class`, whose own
/// `method` gives the framework a description of its own (`class ReliableMCPServer(MCPServer)`
/// whose `def tool` sets an entry of its own table as the description before calling
/// `super().tool`, volcengine-ark-mcp; see `ClassDef::own_description`): the framework sends
/// that description, which toolsight does not read. The function's name and parameters are
/// still what the framework reads of it. Named as `Class.method`.
fn overriding_class<'t>(
    ctx: &Ctx<'_, 't>,
    lib: Library,
    class: &str,
    method: &str,
    receiver: Node<'t>,
) -> Option<String> {
    let q = match ctx.instance_class(receiver, 0) {
        Some(q)
            if !matches!(
                q.as_str(),
                "typing.Any" | "typing_extensions.Any" | "builtins.object"
            ) =>
        {
            q
        }
        _ => call_site_class(ctx, receiver)?,
    };
    let c = overrider(ctx, &q, lib, class, method, 0)?;
    Some(format!("{}.{method}", c.rsplit('.').next().unwrap_or(&c)))
}

/// A registration's options where the server's own override of the registering method
/// (`overrider`, `Class.method`) sets the description: the description keyword holds a value
/// toolsight cannot evaluate, so the description is unread (`render`'s computed description).
fn described_by(
    options: Option<crate::model::CallValue>,
    lib: Library,
    overrider: Option<&str>,
) -> Option<crate::model::CallValue> {
    let Some(overrider) = overrider else {
        return options;
    };
    let key = match lib.markers.description {
        Arg::At(_, k) | Arg::Keyword(k) | Arg::KeywordUnless(k, _, _) => k,
        _ => return options,
    };
    let mut o = options.unwrap_or_else(|| crate::model::CallValue {
        callee: overrider.to_string(),
        qualified: overrider.to_string(),
        args: Vec::new(),
        kwargs: Vec::new(),
        text: String::new(),
    });
    let value = crate::model::PyValue::Opaque {
        text: format!("{overrider}(...)"),
    };
    match o.kwargs.iter_mut().find(|(k, _)| k == key) {
        Some((_, v)) => *v = value,
        None => o.kwargs.push((key.to_string(), value)),
    }
    Some(o)
}

/// `overriding_class` from the class `q` (qualified) through the bases that lead to the
/// framework's `class`.
fn overrider(
    ctx: &Ctx,
    q: &str,
    lib: Library,
    class: &str,
    method: &str,
    depth: usize,
) -> Option<String> {
    if lib.owns(q) || depth > super::MAX_NESTING / 4 {
        return None;
    }
    let def = match ctx.scope.local_name(q) {
        Some(local) => ctx.scope.class(local),
        None => match ctx.scope.external.and_then(|e| e.resolve(q, 1)) {
            Some(crate::model::Ty::Class(d)) => Some(d),
            _ => None,
        },
    };
    if def.is_some_and(|d| d.own_description.iter().any(|m| m == method)) {
        return Some(q.to_string());
    }
    let bases = |c: &str| class_bases(ctx, c);
    bases(q)?
        .iter()
        .filter(|b| b.as_str() != q && derives(b, lib, class, &bases, depth + 1))
        .find_map(|b| overrider(ctx, b, lib, class, method, depth + 1))
}

/// A decorator expression (`tool`, `mcp.tool`; its call's arguments are read by the caller):
/// the framework, and the group of a registry or server.
fn decorator_of<'t>(
    ctx: &Ctx<'_, 't>,
    expr: Node<'t>,
    found: &mut Found,
) -> Option<(Library, Option<usize>)> {
    if !matches!(expr.kind(), "identifier" | "attribute") {
        return None;
    }
    if let Some(fw) = imported_decorator(ctx, expr) {
        return Some((fw, None));
    }
    if expr.kind() == "identifier" {
        return aliased_decorator(ctx, expr, found, 0);
    }
    if expr.kind() != "attribute" {
        return None;
    }
    method_marker(ctx, expr, found, |f| f == Form::Decorator).map(|(fw, _, g)| (fw, Some(g)))
}

/// The framework a decorator name is imported from (`from langchain_core.tools import tool`),
/// asked once per name (it scans every framework's roots).
fn imported_decorator(ctx: &Ctx, expr: Node) -> Option<Library> {
    let q = ctx.qualify(expr);
    ctx.scope
        .dialects
        .from_import(&q)
        .filter(|f| f.markers.decorators.iter().any(|d| ends_with(&q, d)))
}

/// A decorator that is a name bound to a server's decorator method (`tool = server.tool`),
/// alone or as one arm of a ternary (`_maybe_tool = _noop if canonical_only else
/// server.tool`, tzero-mcp): the arms are alternatives, and a function the server registers
/// on one path is a tool.
fn aliased_decorator<'t>(
    ctx: &Ctx<'_, 't>,
    name: Node<'t>,
    found: &mut Found,
    depth: usize,
) -> Option<(Library, Option<usize>)> {
    aliased(ctx, name, found, depth).map(|(fw, g, _)| (fw, g))
}

/// `aliased_decorator`, with the arms of the ternaries on the way to the server's method: the
/// registration happens on those paths only, so a tool decorated with `_maybe_tool` (the
/// `else` of `_noop if canonical_only else server.tool`) is never sent together with one
/// decorated with `_canon_tool` (the `if` of `server.tool if canonical_only else _noop`).
fn aliased<'t>(
    ctx: &Ctx<'_, 't>,
    name: Node<'t>,
    found: &mut Found,
    depth: usize,
) -> Option<(Library, Option<usize>, Vec<Arm>)> {
    if depth > 4 {
        return None;
    }
    let mut values: Vec<(Node<'t>, Vec<Arm>)> = ctx
        .bound_values(text(name, ctx.src), name.start_byte())
        .into_iter()
        .map(|v| (v, Vec::new()))
        .collect();
    let mut i = 0;
    while i < values.len() && i < 16 {
        let (v, arms) = values[i].clone();
        let v = crate::syntax::unwrap_expr(v);
        i += 1;
        match v.kind() {
            "conditional_expression" => {
                let parts = named_children(v);
                let (choice, flipped) = ternary_choice(ctx, v, parts.get(1).copied());
                for (k, p) in [parts.first(), parts.get(2)].into_iter().enumerate() {
                    let Some(p) = p else { continue };
                    let arm = Arm {
                        choice,
                        arm: (k as u32) ^ u32::from(flipped),
                    };
                    let mut a = arms.clone();
                    a.push(arm);
                    values.push((*p, a));
                }
            }
            "attribute" => {
                if let Some((fw, _, g)) = method_marker(ctx, v, found, |f| f == Form::Decorator) {
                    return Some((fw, Some(g), arms));
                }
            }
            "identifier" if text(v, ctx.src) != text(name, ctx.src) => {
                if let Some(fw) = imported_decorator(ctx, v) {
                    return Some((fw, None, arms));
                }
                if let Some((fw, g, more)) = aliased(ctx, v, found, depth + 1) {
                    return Some((fw, g, [arms, more].concat()));
                }
            }
            _ => {}
        }
    }
    None
}

/// The choice a ternary makes, as an `Arm::choice`, and whether its arms are swapped: two
/// ternaries testing one name bound once (`canonical_only = mode == "canonical"`, then
/// `a if canonical_only else b` and `c if not canonical_only else d`) make the same choice,
/// named by where that binding's value is written; any other ternary is a choice of its own.
fn ternary_choice(ctx: &Ctx, ternary: Node, condition: Option<Node>) -> (usize, bool) {
    let own = (ternary.start_byte(), false);
    let Some(mut c) = condition.map(crate::syntax::unwrap_expr) else {
        return own;
    };
    let mut flipped = false;
    if c.kind() == "not_operator" {
        match c.child_by_field_name("argument") {
            Some(a) => {
                c = crate::syntax::unwrap_expr(a);
                flipped = true;
            }
            None => return own,
        }
    }
    if c.kind() != "identifier" {
        return own;
    }
    match ctx
        .bound_values(text(c, ctx.src), c.start_byte())
        .as_slice()
    {
        [v] => (v.start_byte(), flipped),
        _ => own,
    }
}

/// `receiver.method` where `method` is a method marker of a framework whose form `wanted`
/// accepts, on a receiver of its class: the framework, the form, and the receiver's group.
fn method_marker<'t>(
    ctx: &Ctx<'_, 't>,
    expr: Node<'t>,
    found: &mut Found,
    wanted: impl Fn(Form) -> bool,
) -> Option<(Library, Form, usize)> {
    if expr.kind() != "attribute" {
        return None;
    }
    let receiver = expr.child_by_field_name("object")?;
    let method = text(expr.child_by_field_name("attribute")?, ctx.src);
    for fw in ctx.scope.dialects.iter() {
        for m in fw.markers.methods {
            if m.method == method
                && wanted(m.form)
                && method_matches(ctx, fw, m.class, m.loose, receiver)
            {
                if let Some(c) = overriding_class(ctx, fw, m.class, method, receiver) {
                    found.overridden.insert(expr.start_byte(), c);
                }
                let g = found.receiver_group_of(receiver, ctx.src);
                return Some((fw, m.form, g));
            }
        }
    }
    None
}

/// Visits every decorator and call of the module, and every toolkit class.
pub(crate) fn walk<'t>(
    ctx: &Ctx<'_, 't>,
    nodes: &[(Node<'t>, super::Interest)],
    classes: &[Node<'t>],
    found: &mut Found,
) {
    let toolkits = toolkit_classes(ctx, classes);
    for (node, why) in nodes {
        match why {
            super::Interest::Decorated => decorated(ctx, *node, found),
            super::Interest::Call => call(ctx, *node, &toolkits, found),
            super::Interest::SelfCall => {
                if let Some(callee) = node.child_by_field_name("function") {
                    self_wrapper_called(ctx, *node, callee, found);
                }
            }
            _ => {}
        }
    }
    for c in classes {
        let name = c.child_by_field_name("name").map(|n| text(n, ctx.src));
        if let Some((lib, role)) = name.and_then(|n| toolkits.get(n)) {
            toolkit_members(ctx, *c, lib, *role, found);
        }
    }
}

fn decorated<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>, found: &mut Found) {
    let inner = definition(node);
    if inner.kind() != "function_definition" {
        return;
    }
    let Some(&fi) = ctx.def_at.get(&node.start_byte()) else {
        return;
    };
    for d in named_children(node)
        .into_iter()
        .filter(|d| d.kind() == "decorator")
    {
        let Some(expr) = named_children(d).into_iter().next() else {
            continue;
        };
        let (callee, call) = if expr.kind() == "call" {
            (
                expr.child_by_field_name("function").unwrap_or(expr),
                Some(expr),
            )
        } else {
            (expr, None)
        };
        let Some((lib, group)) = decorator_of(ctx, callee, found) else {
            // `@reader("read_sheet")`, `@writer`: the project's own registration wrapper.
            if let Some(r) = wrapper_of(ctx, callee, found) {
                // `if func.__name__ not in CURATED: return func`: a name outside the set
                // the wrapper registers stays a plain function.
                let guarded_out = r.name_guard.as_ref().is_some_and(|(names, keep_if_in)| {
                    let name = &ctx.functions[fi].name;
                    names.iter().any(|n| n == name) != *keep_if_in
                });
                if r.factory_params.is_some() == call.is_some() && r.registers == 0 && !guarded_out
                {
                    let options = super::wrappers::options_at(&r, call, ctx.src, ctx.scope);
                    found.marks.push(ToolMark {
                        function: fi,
                        library: Some(r.library.handle()),
                        kind: MarkKind::Decorator,
                        name: super::wrappers::given_name(r.library, options.as_ref()),
                        options,
                        span: Span::of(d),
                        group: r.group,
                        // Counted from the end so that it is no choice of this module (the
                        // wrapper may be another module's).
                        arms: r
                            .optional
                            .map(|at| {
                                vec![crate::model::Arm {
                                    choice: usize::MAX - at,
                                    arm: 0,
                                }]
                            })
                            .unwrap_or_default(),
                        list: None,
                    });
                }
            }
            continue;
        };
        // `@mcp.tool()` on a server whose project class overrides `tool` with a description
        // of its own: that description is sent.
        let overridden = found.overridden.get(&callee.start_byte()).cloned();
        // A decorator bound to a server's method on one arm of a ternary registers on that
        // arm's path only.
        let arms = match callee.kind() {
            "identifier" => aliased(ctx, callee, found, 0)
                .map(|(_, _, arms)| arms)
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        found.marks.push(ToolMark {
            function: fi,
            library: Some(lib.handle()),
            kind: MarkKind::Decorator,
            options: described_by(
                call.and_then(|c| call_value(c, ctx.src, ctx.scope)),
                lib,
                overridden.as_deref(),
            ),
            span: Span::of(d),
            group,
            name: given_name(lib, call, ctx.scope),
            arms,
            list: None,
        });
    }
}

/// The summary of a decorator that is one of the project's own functions: defined in this
/// module (`def reader(name): ...` above), or imported from another module of the workspace.
fn wrapper_of<'t>(
    ctx: &Ctx<'_, 't>,
    callee: Node<'t>,
    found: &mut Found,
) -> Option<super::wrappers::Registrar> {
    if !matches!(callee.kind(), "identifier" | "attribute") {
        return None;
    }
    let class = annotated_receiver(ctx, callee);
    let key = match (&class, callee.child_by_field_name("attribute")) {
        (Some(c), Some(m)) => format!("{c}.{}", text(m, ctx.src)),
        // A name no module-level statement binds (a factory nested in a function): one
        // summary per function that uses it, as each may nest its own.
        _ if callee.kind() == "identifier"
            && !ctx.scope.bindings.contains_key(text(callee, ctx.src))
            && !ctx.scope.imports.contains_key(text(callee, ctx.src)) =>
        {
            format!(
                "{}@{:?}",
                ctx.qualify(callee),
                ctx.function_at(callee.start_byte())
            )
        }
        _ => ctx.qualify(callee),
    };
    if let Some(r) = ctx.registrars.borrow().get(&key) {
        return r.clone();
    }
    let r = match class {
        // `@tools.writer("Add slicer")` with `tools: ToolRegistry`: a method of a project class.
        Some(_) => {
            let (class, method) = key.rsplit_once('.')?;
            match ctx
                .scope
                .local_name(class)
                .and_then(|l| ctx.scope.bindings.get(l))
            {
                Some(crate::extract::scope::Binding::Class(c)) => {
                    super::wrappers::method_registrar(*c, method, ctx.scope, 1)
                }
                Some(_) => None,
                None => ctx.scope.external.and_then(|e| e.registrar(&key, 1)),
            }
        }
        None => summarize_wrapper(ctx, callee, found),
    };
    ctx.registrars.borrow_mut().insert(key, r.clone());
    r
}

/// The class `tools: ToolRegistry` annotates, for `tools.writer` with `tools` a parameter of
/// the enclosing function (qualified).
fn annotated_receiver(ctx: &Ctx, callee: Node) -> Option<String> {
    let obj = callee
        .child_by_field_name("object")
        .filter(|o| callee.kind() == "attribute" && o.kind() == "identifier")?;
    let r = text(obj, ctx.src);
    let fi = ctx.function_at(callee.start_byte())?;
    let p = ctx.functions[fi].params.iter().find(|p| p.name == r)?;
    let ann = p.annotation.as_ref()?;
    Some(crate::extract::resolve::qualify_dotted(
        &ann.text, ctx.scope,
    ))
}

fn summarize_wrapper<'t>(
    ctx: &Ctx<'_, 't>,
    callee: Node<'t>,
    found: &mut Found,
) -> Option<super::wrappers::Registrar> {
    if callee.kind() == "attribute" {
        // `registry.reader` after `from . import registry`.
        let head = text(callee, ctx.src).split('.').next()?;
        ctx.scope.imports.get(head)?;
        return ctx.scope.external?.registrar(&ctx.qualify(callee), 1);
    }
    if callee.kind() != "identifier" {
        return None;
    }
    let name = text(callee, ctx.src);
    let at = callee.start_byte();
    match ctx.scope.bindings.get(name) {
        Some(crate::extract::scope::Binding::Function) => {}
        Some(_) => return None,
        None => {
            if let Some(i) = ctx.scope.imports.get(name) {
                return ctx.scope.external?.registrar(&i.target, 1);
            }
            if let Some(def) = nested_def(ctx, name, at) {
                return summarize_def(ctx, def, found);
            }
            return local_registrar(ctx, name, at, found);
        }
    }
    let def = ctx
        .functions
        .iter()
        .enumerate()
        .filter(|(i, f)| {
            f.name == name
                && f.class.is_none()
                && f.kind == crate::model::DefKind::Function
                && f.span.start < at
                && ctx.nodes[*i].is_some()
        })
        .last()
        .and_then(|(i, _)| ctx.nodes[i])?;
    summarize_def(ctx, def, found)
}

/// What the project's own decorator `def` does with the function it decorates.
fn summarize_def<'t>(
    ctx: &Ctx<'_, 't>,
    def: Node<'t>,
    found: &mut Found,
) -> Option<super::wrappers::Registrar> {
    let found = std::cell::RefCell::new(found);
    let mut judge = |expr: Node<'t>| -> Option<(Library, Form, Option<usize>)> {
        let mut found = found.borrow_mut();
        if let Some((lib, g)) = decorator_of(ctx, expr, &mut found) {
            return Some((lib, Form::Decorator, g));
        }
        method_marker(ctx, expr, &mut found, |f| matches!(f, Form::Register(_)))
            .map(|(fw, form, g)| (fw, form, Some(g)))
    };
    super::wrappers::summarize(def, ctx.scope, &mut judge)
}

/// The `def` of a decorator factory nested in the function that uses it (`def
/// create_app(): app = FastMCP(..); def async_tool(engine): def decorator(fn): return
/// app.tool()(track(fn, engine=engine)); return decorator` then `@async_tool("public")`,
/// mcp-server-linkedin-zero): the last `def name` before `at` directly inside the innermost
/// function enclosing `at`, or one enclosing it, as Python's name lookup finds it.
fn nested_def<'t>(ctx: &Ctx<'_, 't>, name: &str, at: usize) -> Option<Node<'t>> {
    let mut scope_fn = ctx.function_at(at);
    let mut hops = 0;
    while let Some(outer) = scope_fn {
        let def = ctx
            .functions
            .iter()
            .enumerate()
            .filter(|(i, f)| {
                f.name == name
                    && f.class.is_none()
                    && f.span.start < at
                    && ctx.nodes[*i].is_some()
                    && ctx.function_at(f.span.start) == Some(outer)
            })
            .last()
            .and_then(|(i, _)| ctx.nodes[i]);
        if def.is_some() {
            return def;
        }
        hops += 1;
        if hops > super::MAX_NESTING {
            break;
        }
        scope_fn = ctx.function_at(ctx.functions[outer].span.start);
    }
    None
}

/// `register = _builtin_tool_registrar(mcp, tags)` in a function, then `@register(...)`: a
/// local name bound to what a module-level function returns, when that is a registration
/// wrapper (see `wrappers::returned_registrar`).
fn local_registrar<'t>(
    ctx: &Ctx<'_, 't>,
    name: &str,
    at: usize,
    found: &mut Found,
) -> Option<super::wrappers::Registrar> {
    let fi = ctx.function_at(at)?;
    let events = ctx.locals_of(fi)?.visible(name, Some(at))?;
    let super::Event::Assign(_, value) = events.last()? else {
        return None;
    };
    let value = crate::syntax::unwrap_expr(*value);
    let f = (value.kind() == "call").then(|| value.child_by_field_name("function"))??;
    if f.kind() != "identifier"
        || !matches!(
            ctx.scope.bindings.get(text(f, ctx.src)),
            Some(crate::extract::scope::Binding::Function)
        )
    {
        return None;
    }
    let fname = text(f, ctx.src);
    let def = ctx
        .functions
        .iter()
        .enumerate()
        .filter(|(i, g)| g.is_module_level() && g.name == fname && ctx.nodes[*i].is_some())
        .last()
        .and_then(|(i, _)| ctx.nodes[i])?;
    let found = std::cell::RefCell::new(found);
    let mut judge = |expr: Node<'t>| -> Option<(Library, Form, Option<usize>)> {
        decorator_of(ctx, expr, &mut found.borrow_mut()).map(|(l, g)| (l, Form::Decorator, g))
    };
    super::wrappers::returned_registrar(def, ctx.scope, &mut judge)
}

/// A call statement or expression: registrations by call (`mcp.tool(...)(f)`, `tool(f)`,
/// `map(get_schema, fns)`), a framework's wrappers and list sinks, methods of framework
/// objects, and `tools=[...]` in any other call.
fn call<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    toolkits: &HashMap<String, (Library, ClassRole)>,
    found: &mut Found,
) {
    let Some(callee) = node.child_by_field_name("function") else {
        return;
    };
    if callee.kind() == "call" {
        factory_applied(ctx, node, callee, found);
        return;
    }
    // `Tool[Any](f, name=...)`: a generic framework class called with its type argument is
    // that class called.
    let callee = match callee.kind() {
        "subscript" => callee.child_by_field_name("value").unwrap_or(callee),
        _ => callee,
    };
    if !matches!(callee.kind(), "identifier" | "attribute") {
        return;
    }
    if subclass_called(ctx, node, callee, found) {
        return;
    }
    if callee.kind() == "identifier" && super::nodes::only_project_call(node, ctx.src, ctx.scope) {
        wrapper_called(ctx, node, callee, found);
        server_arguments(ctx, node, callee, found);
        return;
    }
    if self_wrapper_called(ctx, node, callee, found) {
        return;
    }
    let q = ctx.qualify(callee);
    if q == "builtins.map" || q == "map" {
        mapped_wrapper(ctx, node, found);
        return;
    }
    let mut listed = false;
    if let Some((q, fw)) = framework_callee(ctx, callee) {
        listed = framework_call(ctx, node, &q, fw, found);
    }
    if callee.kind() == "attribute" {
        if let (Some(receiver), Some(method)) = (
            callee.child_by_field_name("object"),
            callee.child_by_field_name("attribute"),
        ) {
            let method = text(method, ctx.src);
            listed |= method_call(ctx, node, receiver, method, toolkits, found);
        }
    }
    // A local class or function taking `tools=` is the user's own, not a framework's; a
    // standard-library one (`dataclasses.replace(cap, tools=selector)`) copies a field.
    let local_callee = callee.kind() == "identifier" && ctx.scope.local_name(&q).is_some();
    if !listed && !ctx.imported.is_empty() && !local_callee && !stdlib_callee(&q) {
        tools_keywords(ctx, node, toolkits, found);
    }
    if !listed {
        server_arguments(ctx, node, callee, found);
    }
}

/// `LakeTool(func=f)` with `class LakeTool(GoogleTool)` of the project (see `subclassed`): the
/// framework class's wrapper, whose options name that class (the renderer reads the wrapper
/// by it); a subclass that changes what is sent marks its tools with itself as an unread
/// wrapper. Whether the call was one.
fn subclass_called<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    callee: Node<'t>,
    found: &mut Found,
) -> bool {
    if !ctx
        .imported
        .iter()
        .any(|f| !f.markers.subclassed.is_empty())
    {
        return false;
    }
    // `super().__init__(load_memory)` in the `__init__` of such a subclass (ADK's
    // `LoadMemoryTool`): the class wraps that function itself, in its own `__init__`.
    let in_init = super_init_class(ctx, callee);
    let q = match &in_init {
        Some(class) => format!("{}.{class}", ctx.scope.module),
        None => ctx.qualify(callee),
    };
    let Some(inh) = super::subclassed::inherits(ctx.scope, &q) else {
        return false;
    };
    let mut options = call_value(node, ctx.src, ctx.scope);
    if let Some(o) = &mut options {
        o.callee = inh.marker.class.to_string();
        o.qualified = inh.base.clone();
    }
    let class = in_init.as_deref().unwrap_or(text(callee, ctx.src));
    for a in argument_in(node, inh.wrapper.arg, ctx.src) {
        let mut found_refs = refs(a, ctx);
        if inh.unread {
            for r in &mut found_refs {
                r.wrapper.get_or_insert_with(|| class.to_string());
            }
        }
        mark_named(
            found,
            found_refs,
            Some(inh.library),
            MarkKind::Register,
            options.as_ref(),
            None,
            Some(Span::of(node)),
            given_name(inh.library, Some(node), ctx.scope),
        );
    }
    true
}

/// `self._add_tool(server=server, method=self.search_users, name="search_users")` in a method
/// of a project class: the class's own or inherited method that registers one of its
/// parameters (falcon-mcp-extended's `BaseModule._add_tool`, see
/// `wrappers::inherited_method_wrapper`). Whether the call was one.
fn self_wrapper_called<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    callee: Node<'t>,
    found: &mut Found,
) -> bool {
    let Some(method) = callee
        .child_by_field_name("object")
        .filter(|o| o.kind() == "identifier" && text(*o, ctx.src) == "self")
        .and_then(|_| callee.child_by_field_name("attribute"))
    else {
        return false;
    };
    let Some(class) = ctx
        .function_at(callee.start_byte())
        .and_then(|fi| ctx.functions[fi].class.as_deref())
        .filter(|c| !c.contains('.'))
    else {
        return false;
    };
    let method = text(method, ctx.src);
    let key = format!("self:{class}.{method}");
    let cached = ctx.registrars.borrow().get(&key).cloned();
    let r = cached.unwrap_or_else(|| {
        let r = match ctx.scope.bindings.get(class) {
            Some(crate::extract::scope::Binding::Class(c)) => {
                super::wrappers::inherited_method_wrapper(*c, method, ctx.scope, 1)
            }
            _ => None,
        };
        ctx.registrars.borrow_mut().insert(key, r.clone());
        r
    });
    let Some(r) = r else {
        return false;
    };
    plain_wrapper_applied(ctx, node, &r, found);
    true
}

/// `_register_tool("ListRuns", list_runs)`: a call of the project's own function that
/// registers one of its parameters (`def _register_tool(name, fn): mcp.tool(name=name)(fn)`);
/// the argument bound to that parameter is the tool, named by the options bound at the call.
fn wrapper_called<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>, callee: Node<'t>, found: &mut Found) {
    let Some(r) = wrapper_of(ctx, callee, found) else {
        return;
    };
    plain_wrapper_applied(ctx, node, &r, found);
}

/// The argument `node` binds to the parameter the plain wrapper `r` registers, marked as its
/// tool with the options the call binds.
fn plain_wrapper_applied<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    r: &super::wrappers::Registrar,
    found: &mut Found,
) {
    if r.factory_params.is_some() {
        return;
    }
    let Some(param) = r.params.get(r.registers) else {
        return;
    };
    let Some(arg) = argument(node, Arg::At(r.registers as u8, ""))
        .into_iter()
        .next()
        .or_else(|| keyword_argument(node, param, ctx.src))
    else {
        return;
    };
    let options = super::wrappers::options_at_call(r, node, ctx.src, ctx.scope);
    let name = super::wrappers::given_name(r.library, options.as_ref());
    mark_named(
        found,
        refs(arg, ctx),
        Some(r.library),
        MarkKind::Register,
        options.as_ref(),
        r.group,
        Some(Span::of(node)),
        name,
    );
}

/// `register_history_tools(mcp)`: a function of another module of the workspace called with
/// a server. The functions it defines and registers on that parameter (`@app.tool()`) are
/// tools of the server's framework, even where the defining module imports none.
fn server_arguments<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>, callee: Node<'t>, found: &mut Found) {
    let Some(external) = ctx.scope.external else {
        return;
    };
    let src = ctx.src;
    let written = text(callee, src);
    let head = written.split('.').next().unwrap_or("");
    if ctx.scope.bindings.contains_key(head) || !ctx.scope.imports.contains_key(head) {
        return;
    }
    // Asked once per callee as written (an imported name means the same everywhere in the
    // module): most project functions register nothing, and this returns here.
    let cached = ctx.param_tools.borrow().get(written).cloned();
    let tools = cached.unwrap_or_else(|| {
        let t = std::rc::Rc::new(external.parameter_tools(&ctx.qualify(callee), 1));
        ctx.param_tools
            .borrow_mut()
            .insert(written.to_string(), t.clone());
        t
    });
    if tools.is_empty() {
        return;
    }
    if node.child_by_field_name("arguments").is_none() {
        return;
    }
    let objects = |a: &Node| matches!(a.kind(), "identifier" | "attribute");
    for t in tools.iter() {
        let arg = argument(node, Arg::At(t.index as u8, ""))
            .into_iter()
            .next()
            .or_else(|| keyword_argument(node, &t.param, src));
        let Some(arg) = arg.filter(objects) else {
            continue;
        };
        let class = match &t.attribute {
            None => ctx.instance_class(arg, 0),
            Some(a) => ctx.attribute_class(arg, a),
        };
        let Some(class) = class else {
            continue;
        };
        let lib = ctx.scope.dialects.iter().find(|fw| {
            fw.markers.methods.iter().any(|m| {
                m.method == t.method
                    && !m.class.is_empty()
                    && matches!(m.form, Form::Decorator | Form::Register(_))
                    && derives_from(ctx, &class, fw, m.class)
            })
        });
        let Some(lib) = lib else {
            continue;
        };
        let group = found.receiver_group(text(arg, src));
        found.foreign.push(ForeignTool {
            group,
            span: Span::of(node),
            function: t.function.clone(),
            library: Some(lib.handle()),
            name: super::wrappers::given_name(lib, t.options.as_ref()),
            options: t.options.clone(),
            arms: Vec::new(),
            wrapper: None,
            signature: None,
        });
    }
}

/// `mcp.tool(name="x")(f)`, `tool("name")(f)`: a decorator factory applied by call.
fn factory_applied<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>, callee: Node<'t>, found: &mut Found) {
    let Some(inner) = callee.child_by_field_name("function") else {
        return;
    };
    let Some((lib, group)) = decorator_of(ctx, inner, found) else {
        return;
    };
    if let Some(a) = argument(node, Arg::At(0, "")).first() {
        let name = given_name(lib, Some(callee), ctx.scope);
        let opts = call_value(callee, ctx.src, ctx.scope);
        mark_named(
            found,
            refs(*a, ctx),
            Some(lib),
            MarkKind::Register,
            opts.as_ref(),
            group,
            Some(Span::of(node)),
            name,
        );
    }
}

/// `map(get_schema, fns)`, `map(FunctionTool, fns)`: a wrapper applied to each element.
fn mapped_wrapper<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>, found: &mut Found) {
    let args = argument(node, Arg::AllPositional);
    let (Some(w), Some(xs)) = (args.first(), args.get(1)) else {
        return;
    };
    if !matches!(w.kind(), "identifier" | "attribute") {
        return;
    }
    let wq = ctx.qualify(*w);
    let fw = ctx.scope.dialects.iter().find(|f| {
        f.owns(&wq)
            && (f.markers.wrappers.iter().any(|x| ends_with(&wq, x.callee))
                || f.markers.decorators.iter().any(|d| ends_with(&wq, d)))
    });
    if let Some(fw) = fw {
        let kind = if wq.ends_with("get_schema") {
            MarkKind::GetSchema
        } else {
            MarkKind::Register
        };
        mark_refs(refs(*xs, ctx), Some(fw), kind, None, None, found);
    }
}

/// A call of one of the framework's callables (`q`, qualified): its wrappers, its decorator
/// applied by call, its list sinks. Whether a list sink took the call's arguments.
fn framework_call<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    q: &str,
    fw: Library,
    found: &mut Found,
) -> bool {
    let src = ctx.src;
    let options = || call_value(node, src, ctx.scope);
    let m = &fw.markers;
    for w in m.wrappers.iter().filter(|w| ends_with(q, w.callee)) {
        if w.arg == Arg::NameString {
            name_string_wrapper(ctx, node, fw, found);
            continue;
        }
        for a in argument_in(node, w.arg, src) {
            let kind = if q.ends_with("get_schema") {
                MarkKind::GetSchema
            } else {
                MarkKind::Register
            };
            mark_named(
                found,
                refs(a, ctx),
                Some(fw),
                kind,
                options().as_ref(),
                None,
                Some(Span::of(node)),
                given_name(fw, Some(node), ctx.scope),
            );
        }
    }
    for w in m.instances.iter().filter(|w| ends_with(q, w.callee)) {
        for a in argument_in(node, w.arg, src) {
            if let Some(fi) = instance_method(ctx, fw, a, w) {
                found.marks.push(ToolMark {
                    function: fi,
                    library: Some(fw.handle()),
                    kind: MarkKind::Register,
                    options: options(),
                    span: Span::of(node),
                    group: None,
                    name: given_name(fw, Some(node), ctx.scope),
                    arms: Vec::new(),
                    list: None,
                });
            } else if let Some(f) = foreign_instance_method(ctx, fw, a, w) {
                found.foreign.push(ForeignTool {
                    group: usize::MAX,
                    span: Span::of(node),
                    function: f,
                    library: Some(fw.handle()),
                    name: given_name(fw, Some(node), ctx.scope),
                    options: options(),
                    arms: Vec::new(),
                    wrapper: None,
                    signature: None,
                });
            }
        }
    }
    if m.decorators.iter().any(|d| ends_with(q, d)) {
        // `tool(f)`: the decorator applied by call.
        if let Some(a) = argument(node, Arg::At(0, "")).first() {
            if !matches!(a.kind(), "string" | "concatenated_string") {
                mark_named(
                    found,
                    refs(*a, ctx),
                    Some(fw),
                    MarkKind::Register,
                    options().as_ref(),
                    None,
                    Some(Span::of(node)),
                    given_name(fw, Some(node), ctx.scope),
                );
            }
        }
    }
    let mut listed = false;
    for l in m.lists.iter().filter(|l| ends_with(q, l.callee)) {
        let args = argument_in(node, l.arg, src);
        if args.is_empty() {
            continue;
        }
        listed = true;
        if !l.bare {
            // The framework takes only its own tool objects here: those are marked where
            // they are made (`@function_tool`, `function_tool(f)`).
            continue;
        }
        let group = found.group();
        for a in args {
            mark_refs(
                refs(a, ctx),
                Some(fw),
                list_kind(l.arg),
                None,
                Some(group),
                found,
            );
        }
    }
    listed
}

/// The method `w.method` of the class of the instance `arg` denotes (`Search()`, or a name
/// bound to one), when that class is this module's and carries `w.class_decorator`.
fn instance_method<'t>(
    ctx: &Ctx<'_, 't>,
    fw: Library,
    arg: Node<'t>,
    w: &InstanceWrapper,
) -> Option<usize> {
    let q = ctx.instance_class(arg, 0)?;
    let class = ctx.scope.local_name(&q)?;
    let node = ctx.classes.iter().find(|c| {
        c.child_by_field_name("name")
            .is_some_and(|n| text(n, ctx.src) == class)
    })?;
    let decorated = node
        .parent()
        .filter(|p| p.kind() == "decorated_definition")
        .is_some_and(|p| {
            named_children(p)
                .into_iter()
                .filter(|d| d.kind() == "decorator")
                .any(|d| {
                    let Some(e) = named_children(d).into_iter().next() else {
                        return false;
                    };
                    let e = match e.kind() {
                        "call" => e.child_by_field_name("function").unwrap_or(e),
                        _ => e,
                    };
                    let dq = ctx.qualify(e);
                    fw.owns(&dq) && ends_with(&dq, w.class_decorator)
                })
        });
    if !decorated {
        return None;
    }
    ctx.methods
        .get(&(class.to_string(), w.method.to_string()))
        .copied()
}

/// `ComponentTool(component=Search())` with `Search` imported from another module of the
/// workspace, where it carries `w.class_decorator`: that module's `Search.run`.
fn foreign_instance_method<'t>(
    ctx: &Ctx<'_, 't>,
    fw: Library,
    arg: Node<'t>,
    w: &InstanceWrapper,
) -> Option<crate::model::ForeignFunction> {
    let q = ctx.instance_class(arg, 0)?;
    if ctx.scope.local_name(&q).is_some() {
        return None;
    }
    let ext = ctx.scope.external?;
    let decorators = ext.class_decorators(&q, 1)?;
    if !decorators
        .iter()
        .any(|d| fw.owns(d) && ends_with(d, w.class_decorator))
    {
        return None;
    }
    ext.function(&format!("{q}.{}", w.method), 1)
}

/// `get_schema_nm("f", ns)`: a function of this module named by a string.
fn name_string_wrapper<'t>(ctx: &Ctx<'_, 't>, node: Node<'t>, fw: Library, found: &mut Found) {
    let Some(name) = argument(node, Arg::At(0, ""))
        .first()
        .and_then(|a| string_value(*a, ctx.src))
    else {
        return;
    };
    // `"cal.add_event"`: a method of the object `cal` is bound to.
    let by_object = name.split_once('.').and_then(|(obj, m)| {
        let class = super::Lookup::class_of_name(ctx, obj, node.start_byte())?;
        super::Lookup::method(ctx, &class, m)
    });
    let Some(fi) = ctx
        .functions
        .iter()
        .position(|f| f.is_def() && (f.qualname == name || f.name == name))
        .or(by_object)
    else {
        return;
    };
    found.marks.push(ToolMark {
        function: fi,
        library: Some(fw.handle()),
        kind: MarkKind::GetSchema,
        // `get_schema_nm(nm, ns)` is `get_schema(resolve_nm(nm, ns), name=nm)`: the dotted
        // string is the tool's name.
        options: call_value(node, ctx.src, ctx.scope).map(|mut o| {
            if o.kwarg("name").is_none() {
                // `dot2dash=True` sends `cal-add_event`.
                let dashed = matches!(o.kwarg("dot2dash"), Some(crate::model::PyValue::Bool(true)));
                let sent = if dashed {
                    name.replace('.', "-")
                } else {
                    name.clone()
                };
                o.kwargs
                    .push(("name".into(), crate::model::PyValue::Str(sent)));
            }
            o
        }),
        span: Span::of(node),
        group: None,
        name: None,
        arms: Vec::new(),
        list: None,
    });
}

/// Standard-library modules whose functions copy or wrap values. None of them sends tools to a
/// model, so their `tools=` keyword is a field of the object copied (pydantic-ai-harness's
/// `replace(merged, tools=matches_any)`, a tool *selector*), not a tool list.
const STDLIB_COPIERS: &[&str] = &[
    "dataclasses",
    "copy",
    "functools",
    "types",
    "collections",
    "typing",
];

fn stdlib_callee(qualified: &str) -> bool {
    qualified
        .split_once('.')
        .is_some_and(|(root, _)| STDLIB_COPIERS.contains(&root))
}

/// `tools=[...]` in any other call: sent together, by the file's framework (or the
/// toolkit's, inside one).
fn tools_keywords<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    toolkits: &HashMap<String, (Library, ClassRole)>,
    found: &mut Found,
) {
    let src = ctx.src;
    let lib = if toolkits.is_empty() {
        None
    } else {
        ctx.class_at(node.start_byte())
            .and_then(|c| toolkits.get(&c).map(|t| t.0))
    };
    // Outside a toolkit, a `tools=` keyword in the framework's own code that is not a list
    // written there (`tools=_tools`, `tools=self.tools`) passes its user's tools along (see
    // `framework_copy`): not a set this project sends. A list it writes
    // (`Toolkit(tools=[run_diagnostics])` in agno's os manager) is its own registration.
    let plumbing = lib.is_none() && ctx.is_framework_module();
    // `generate_content(config={"tools": [f]})`: a config dict's tools.
    let in_config = argument_in(node, Arg::Keyword("config"), src)
        .into_iter()
        .filter(|c| c.kind() == "dictionary")
        .flat_map(|c| {
            named_children(c).into_iter().filter_map(|p| {
                (p.kind() == "pair"
                    && p.child_by_field_name("key")
                        .and_then(|k| string_value(k, src))
                        .as_deref()
                        == Some("tools"))
                .then(|| p.child_by_field_name("value"))
                .flatten()
            })
        });
    // In a toolkit's methods, its own list keywords (`async_tools=` in agno).
    let keywords: &[&str] = match lib.and_then(|_| {
        ctx.class_at(node.start_byte())
            .and_then(|c| toolkits.get(&c).map(|t| t.1))
    }) {
        Some(ClassRole::Toolkit { keywords, .. }) if !keywords.is_empty() => keywords,
        _ => &["tools"],
    };
    let lists: Vec<Node> = keywords
        .iter()
        .flat_map(|k| argument_in(node, Arg::Keyword(k), src))
        .chain(in_config)
        .filter(|v| !plumbing || matches!(v.kind(), "list" | "tuple"))
        .collect();
    // Inside a toolkit, the call is the toolkit's own set-up (`super().__init__(tools=[...],
    // requires_confirmation_tools=[...])`): its arguments go with the marks, for the
    // renderer to read the toolkit's settings from.
    let options = lib.and_then(|_| call_value(node, src, ctx.scope));
    for (k, v) in lists.into_iter().enumerate() {
        let group = found.group();
        mark_refs(
            super::list_memo::refs_kept(ctx, v, k),
            lib,
            MarkKind::ToolsList,
            options.as_ref(),
            Some(group),
            found,
        );
    }
}

/// How a list sink's marks are described.
fn list_kind(arg: Arg) -> MarkKind {
    match arg {
        Arg::AllPositional => MarkKind::GetSchema,
        Arg::Keyword(_) | Arg::KeywordUnless(..) => MarkKind::ToolsList,
        _ => MarkKind::Index,
    }
}

/// `receiver.method(...)`: framework methods (`mcp.add_tool(f)`, `mcp.tool(f)`,
/// `llm.bind_tools([...])`) and a toolkit's own registration (`self.register(self.m)`).
/// Returns whether the call took a tool list.
fn method_call<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    receiver: Node<'t>,
    method: &str,
    toolkits: &HashMap<String, (Library, ClassRole)>,
    found: &mut Found,
) -> bool {
    let src = ctx.src;
    if text(receiver, src) == "self" {
        if let Some((lib, ClassRole::Toolkit { register, .. })) = ctx
            .class_at(node.start_byte())
            .and_then(|c| toolkits.get(&c).copied())
        {
            if register.contains(&method) {
                let group = found.receiver_group(&format!(
                    "{}#self",
                    ctx.class_at(node.start_byte()).unwrap_or_default()
                ));
                if let Some(a) = argument(node, Arg::At(0, "")).first() {
                    mark_named(
                        found,
                        refs(*a, ctx),
                        Some(lib),
                        MarkKind::Register,
                        None,
                        Some(group),
                        None,
                        given_name(lib, Some(node), ctx.scope),
                    );
                }
                return false;
            }
        }
    }
    for fw in ctx.scope.dialects.iter() {
        for m in fw.markers.methods.iter().filter(|m| m.method == method) {
            if !method_matches(ctx, fw, m.class, m.loose, receiver) {
                continue;
            }
            // A project class's override of the method that sets a description of its own.
            let overridden = overriding_class(ctx, fw, m.class, method, receiver);
            let call_value = |node: Node<'t>, src: &str, scope: &crate::extract::scope::Scope| {
                described_by(call_value(node, src, scope), fw, overridden.as_deref())
            };
            match m.form {
                Form::Decorator => {
                    // `mcp.tool(f)`: the decorator applied directly.
                    if let Some(a) = argument(node, Arg::At(0, "")).first() {
                        if !matches!(a.kind(), "string" | "concatenated_string") {
                            let group = found.receiver_group_of(receiver, src);
                            mark_named(
                                found,
                                refs(*a, ctx),
                                Some(fw),
                                MarkKind::Register,
                                call_value(node, src, ctx.scope).as_ref(),
                                Some(group),
                                Some(Span::of(node)),
                                given_name(fw, Some(node), ctx.scope),
                            );
                        }
                    }
                }
                Form::Register(arg) => {
                    let group = found.receiver_group_of(receiver, src);
                    for a in argument_in(node, arg, src) {
                        mark_named(
                            found,
                            refs(a, ctx),
                            Some(fw),
                            MarkKind::Register,
                            call_value(node, src, ctx.scope).as_ref(),
                            Some(group),
                            Some(Span::of(node)),
                            registered_name(fw, node, arg, ctx.scope),
                        );
                    }
                }
                Form::Plugin(arg) => {
                    let group = found.receiver_group_of(receiver, src);
                    let options = call_value(node, src, ctx.scope);
                    for a in argument_in(node, arg, src) {
                        for fi in plugin_methods(ctx, fw, a) {
                            found.marks.push(ToolMark {
                                function: fi,
                                library: Some(fw.handle()),
                                kind: MarkKind::Register,
                                options: options.clone(),
                                span: Span::of(node),
                                group: Some(group),
                                name: None,
                                arms: Vec::new(),
                                list: None,
                            });
                        }
                    }
                }
                Form::List(arg) => {
                    let group = found.group();
                    for a in argument_in(node, arg, src) {
                        mark_refs(
                            refs(a, ctx),
                            Some(fw),
                            MarkKind::ToolsList,
                            None,
                            Some(group),
                            found,
                        );
                    }
                    return true;
                }
            }
            return false;
        }
    }
    false
}

/// The methods of the object `plugin` denotes (`MathPlugin()`, or a name bound to one) that
/// carry one of `fw`'s decorators, its class's own first, then its local bases' (a name once).
fn plugin_methods<'t>(ctx: &Ctx<'_, 't>, fw: Library, plugin: Node<'t>) -> Vec<usize> {
    let Some(class) = ctx
        .instance_class(plugin, 0)
        .and_then(|q| ctx.scope.local_name(&q).map(str::to_string))
    else {
        return Vec::new();
    };
    let mut classes = vec![class];
    let mut i = 0;
    while i < classes.len() && i < super::MAX_NESTING {
        for b in ctx.bases.get(&classes[i]).into_iter().flatten() {
            if let Some(local) = ctx.scope.local_name(b) {
                if !classes.iter().any(|c| c == local) {
                    classes.push(local.to_string());
                }
            }
        }
        i += 1;
    }
    let decorated = |f: &crate::model::Function| {
        f.decorators.iter().any(|d| {
            fw.owns(&d.qualified)
                && fw
                    .markers
                    .decorators
                    .iter()
                    .any(|m| ends_with(&d.qualified, m))
        })
    };
    let mut names: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for c in &classes {
        for (i, f) in ctx.functions.iter().enumerate() {
            // The last `def` of a name in the class body is the method.
            let method = ctx.methods.get(&(c.clone(), f.name.clone())) == Some(&i);
            if method && !names.contains(&f.name.as_str()) {
                names.push(&f.name);
                if decorated(f) {
                    out.push(i);
                }
            }
        }
    }
    out
}

/// The framework role of each class of the module, following local subclassing.
pub(crate) fn class_roles<'t>(
    ctx: &Ctx<'_, 't>,
    classes: &[Node<'t>],
) -> HashMap<String, (Library, ClassRole)> {
    let mut out: HashMap<String, (Library, ClassRole)> = HashMap::new();
    // Classes in source order; a local base is defined before its subclasses.
    for _ in 0..4 {
        let before = out.len();
        for c in classes {
            let Some(name) = c
                .child_by_field_name("name")
                .map(|n| text(n, ctx.src).to_string())
            else {
                continue;
            };
            if out.contains_key(&name) {
                continue;
            }
            let role = ctx.bases.get(&name).into_iter().flatten().find_map(|b| {
                if let Some(local) = ctx.scope.local_name(b) {
                    return out.get(local).copied();
                }
                framework_base(ctx, b, 0)
            });
            if let Some(r) = role {
                out.insert(name, r);
            }
        }
        if out.len() == before {
            break;
        }
    }
    out
}

/// The framework role a base class (qualified, not of this module) gives: a framework's
/// marked base itself, or a class of another workspace module that derives from one
/// (`class CalendarCreateEvent(CalendarBaseTool)` with `CalendarBaseTool(BaseTool)` in
/// `calendar/base.py`).
fn framework_base(ctx: &Ctx, base: &str, depth: usize) -> Option<(Library, ClassRole)> {
    if let Some(fw) = ctx.scope.dialects.from_import(base) {
        if let Some(m) = fw.markers.classes.iter().find(|m| ends_with(base, m.base)) {
            return Some((fw, m.role));
        }
        // A class of a package that is itself an import root (`crewai_tools`): its bases
        // are followed below when the workspace holds it.
    }
    if depth > 8 {
        return None;
    }
    let bases = ctx.scope.external?.class_bases(base, 1)?;
    bases.iter().find_map(|b| framework_base(ctx, b, depth + 1))
}

fn toolkit_classes<'t>(
    ctx: &Ctx<'_, 't>,
    classes: &[Node<'t>],
) -> HashMap<String, (Library, ClassRole)> {
    class_roles(ctx, classes)
        .into_iter()
        .filter(|(_, (_, r))| matches!(r, ClassRole::Toolkit { .. }))
        .collect()
}

/// A toolkit's `spec_functions = [...]` and `get_tools()`.
fn toolkit_members<'t>(
    ctx: &Ctx<'_, 't>,
    node: Node<'t>,
    lib: Library,
    role: ClassRole,
    found: &mut Found,
) {
    let ClassRole::Toolkit {
        spec_attr,
        get_tools,
        ..
    } = role
    else {
        return;
    };
    let class = node
        .child_by_field_name("name")
        .map(|n| text(n, ctx.src))
        .unwrap_or("");
    let group = found.receiver_group(&format!("{class}#self"));
    if let Some(attr) = spec_attr {
        for v in class_attribute(node, attr, ctx.src) {
            let mut strings = Vec::new();
            collect_strings(v, &mut strings, 0);
            for s in strings {
                let Some(name) = string_value(s, ctx.src) else {
                    continue;
                };
                if let Some(fi) = super::Lookup::method(ctx, class, &name) {
                    found.marks.push(ToolMark {
                        function: fi,
                        library: Some(lib.handle()),
                        kind: MarkKind::Register,
                        options: None,
                        span: Span::of(s),
                        group: Some(group),
                        name: None,
                        arms: Vec::new(),
                        list: None,
                    });
                }
            }
        }
    }
    for m in get_tools {
        if let Some(fi) = super::Lookup::method(ctx, class, m) {
            for r in super::Lookup::returns(ctx, fi) {
                mark_refs(
                    refs(r, ctx),
                    Some(lib),
                    MarkKind::Register,
                    None,
                    Some(group),
                    found,
                );
            }
        }
    }
}

fn collect_strings<'t>(node: Node<'t>, out: &mut Vec<Node<'t>>, depth: usize) {
    if depth > 8 {
        return;
    }
    match node.kind() {
        "string" | "concatenated_string" => out.push(node),
        "list" | "set" | "parenthesized_expression" => {
            for c in named_children(node) {
                collect_strings(c, out, depth + 1);
            }
        }
        // `("fetch", "afetch")`: one tool, a sync method and its async twin.
        "tuple" => {
            if let Some(c) = named_children(node).first() {
                collect_strings(*c, out, depth + 1);
            }
        }
        _ => {}
    }
}

/// The values assigned to a class attribute in the class body (`spec_functions = [...]`,
/// `name: str = "search"`).
pub(crate) fn class_attribute<'t>(class: Node<'t>, attr: &str, src: &str) -> Vec<Node<'t>> {
    let Some(body) = class.child_by_field_name("body") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for stmt in named_children(body)
        .into_iter()
        .filter(|s| s.kind() == "expression_statement")
    {
        for a in named_children(stmt)
            .into_iter()
            .filter(|a| a.kind() == "assignment")
        {
            let (Some(l), Some(r)) = (
                a.child_by_field_name("left"),
                a.child_by_field_name("right"),
            ) else {
                continue;
            };
            if l.kind() == "identifier" && text(l, src) == attr {
                out.push(r);
            }
        }
    }
    out
}
