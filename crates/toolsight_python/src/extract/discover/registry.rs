//! The project's registry decorators: a decorator factory whose nested decorator appends the
//! function it decorates (alone, in a tuple or in a dict) to a module-level list, which the
//! project registers on a server later, in a loop (notebooklm-mcp-cli, mcpforunityserver):
//!
//! ```python
//! _tool_registry = []
//! def logged_tool():
//!     def decorator(func):
//!         _tool_registry.append((func.__name__, wrapper))   # or {"func": func, "name": ...}
//!         return wrapper
//!     return decorator
//! def register_all_tools(mcp):
//!     for _, wrapper in _tool_registry:                     # or get_registered_tools()
//!         mcp.tool()(wrapper)
//! ```
//!
//! The decorated function is a tool of the framework of the server the loop registers on,
//! and only then: a list that is only read (printed, listed by name) makes no tool. The loop
//! may be in the list's module or in a module that imports a getter returning the list
//! (`return _tool_registry.copy()`); its receiver may be a module-level server, a parameter
//! annotated with a server class, or an untyped parameter, whose class is read from what the
//! workspace's call sites pass.

use tree_sitter::Node;

use crate::extract::scope::{Binding, Scope};
use crate::extract::Library;
use crate::model::markers::Form;
use crate::model::{CallValue, PyValue};
use crate::syntax::{named_children, text};

use super::flow::definition;
use super::wrappers::Judge;

/// How many nodes of a module are looked at for the loops that register a registry.
const MAX_NODES: usize = 200_000;

/// The module-level list that the body of a nested decorator appends its parameter `p` to
/// (`_tool_registry.append((func.__name__, wrapper))`), and the names the appended value
/// mentions (directly, or through a local assigned before: `tool_name = name or
/// func.__name__`), which decide the options the registration gets.
pub fn appended_list<'t>(
    body: Node<'t>,
    p: &str,
    scope: &Scope<'t>,
) -> Option<(String, Vec<String>)> {
    let src = scope.src;
    let mut found = None;
    walk_statements(body, &mut |n| {
        if found.is_some() || n.kind() != "call" {
            return;
        }
        let Some(f) = n.child_by_field_name("function") else {
            return;
        };
        if f.kind() != "attribute" {
            return;
        }
        let (Some(obj), Some(attr)) = (
            f.child_by_field_name("object"),
            f.child_by_field_name("attribute"),
        ) else {
            return;
        };
        if obj.kind() != "identifier" || text(attr, src) != "append" {
            return;
        }
        let list = text(obj, src);
        if !matches!(scope.bindings.get(list), Some(Binding::Assign(_))) {
            return;
        }
        let Some(args) = n.child_by_field_name("arguments") else {
            return;
        };
        let mut names = Vec::new();
        identifiers(args, src, &mut names);
        if names.iter().any(|x| x == p) {
            found = Some((list.to_string(), names));
        }
    });
    let (list, mut names) = found?;
    // One hop through the locals the appended value names.
    let mut more = Vec::new();
    walk_statements(body, &mut |n| {
        if n.kind() != "assignment" {
            return;
        }
        let (Some(l), Some(r)) = (
            n.child_by_field_name("left"),
            n.child_by_field_name("right"),
        ) else {
            return;
        };
        if l.kind() == "identifier" && names.iter().any(|x| x == text(l, src)) {
            identifiers(r, src, &mut more);
        }
    });
    names.extend(more);
    Some((list, names))
}

/// The options a registration through the registry gets, as the factory's parameters
/// (`name=name`, `description=description`) that the appended value carries: the decorator
/// call binds them (`options_at`), and those it does not pass are left out.
pub fn options(factory_params: &[String], carried: &[String]) -> Option<CallValue> {
    let kwargs: Vec<(String, PyValue)> = ["name", "description"]
        .iter()
        .filter(|k| factory_params.iter().any(|p| p == *k) && carried.iter().any(|c| c == *k))
        .map(|k| {
            (
                k.to_string(),
                PyValue::Opaque {
                    text: k.to_string(),
                },
            )
        })
        .collect();
    if kwargs.is_empty() {
        return None;
    }
    Some(CallValue {
        callee: "registry".to_string(),
        qualified: "registry".to_string(),
        args: Vec::new(),
        kwargs,
        text: String::new(),
    })
}

/// The framework of the server the workspace registers the elements of the module-level
/// list `list` of this module on: a loop over it (or over a getter of this module returning
/// it) here, or in a module that imports the getter; with the options the loop's registering
/// call passes (see `Registering`).
pub fn consumer<'t>(
    list: &str,
    anchor: Node<'t>,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
    depth: usize,
) -> Option<Registering> {
    // Counted: a summary that reads the module beyond its method is not kept by its text.
    scope.consumer_reads.set(scope.consumer_reads.get() + 1);
    let root = crate::syntax::root_of(anchor);
    let mut names = vec![list.to_string()];
    names.extend(getters(root, list, scope.src));
    if let Some(lib) = registering_loop(root, &names, scope, judge, depth) {
        return Some(lib);
    }
    let external = scope.external?;
    names
        .iter()
        .find_map(|n| external.registry_loop(&qualified(scope, n), depth + 1))
        .map(|(library, options)| Registering { library, options })
}

/// `name` of this module, qualified (a package's `__init__` by the package's name).
fn qualified(scope: &Scope, name: &str) -> String {
    let m = scope.module.as_str();
    format!("{}.{name}", m.strip_suffix(".__init__").unwrap_or(m))
}

/// The module-level functions returning `list`, `list.copy()`, `list(list)` or `tuple(list)`.
fn getters(root: Node, list: &str, src: &str) -> Vec<String> {
    let mut out = Vec::new();
    for stmt in named_children(root) {
        let def = definition(stmt);
        if def.kind() != "function_definition" {
            continue;
        }
        let Some(body) = def.child_by_field_name("body") else {
            continue;
        };
        let mut returns_list = false;
        walk_statements(body, &mut |n| {
            if n.kind() == "return_statement" {
                returns_list |= named_children(n)
                    .first()
                    .is_some_and(|v| denotes_list(*v, &[list.to_string()], src));
            }
        });
        if returns_list {
            if let Some(name) = def.child_by_field_name("name") {
                out.push(text(name, src).to_string());
            }
        }
    }
    out
}

/// `L`, `L.copy()`, `list(L)`, `tuple(L)`, or a call of a getter `g()`, for `L`/`g` in `names`.
fn denotes_list(v: Node, names: &[String], src: &str) -> bool {
    let v = crate::syntax::unwrap_expr(v);
    match v.kind() {
        "identifier" => names.iter().any(|n| n == text(v, src)),
        "call" => {
            let Some(f) = v.child_by_field_name("function") else {
                return false;
            };
            let first = v
                .child_by_field_name("arguments")
                .and_then(|a| named_children(a).into_iter().next());
            match f.kind() {
                "attribute" => {
                    f.child_by_field_name("attribute")
                        .is_some_and(|a| text(a, src) == "copy")
                        && f.child_by_field_name("object")
                            .is_some_and(|o| denotes_list(o, names, src))
                }
                "identifier" if matches!(text(f, src), "list" | "tuple") => {
                    first.is_some_and(|a| denotes_list(a, names, src))
                }
                "identifier" => names.iter().any(|n| n == text(f, src)),
                _ => false,
            }
        }
        _ => false,
    }
}

/// The framework of a `for` loop of the module over one of `names` (or over a local bound to
/// one in the same function) whose body registers on a server, and the options it passes.
pub fn registering_loop<'t>(
    root: Node<'t>,
    names: &[String],
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
    depth: usize,
) -> Option<Registering> {
    let src = scope.src;
    let mut loops = Vec::new();
    let mut stack = vec![(root, None::<Node<'t>>)];
    let mut seen = 0;
    while let Some((n, func)) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            break;
        }
        if n.kind() == "for_statement" {
            loops.push((n, func));
        }
        let func = if n.kind() == "function_definition" {
            Some(n)
        } else {
            func
        };
        for c in named_children(n) {
            stack.push((c, func));
        }
    }
    for (lp, func) in loops {
        let Some(right) = lp.child_by_field_name("right") else {
            continue;
        };
        let over = denotes_list(right, names, src)
            || (right.kind() == "identifier"
                && func.is_some_and(|f| bound_to_list(f, text(right, src), names, src)));
        if !over {
            continue;
        }
        let Some(body) = lp.child_by_field_name("body") else {
            continue;
        };
        if let Some(found) = registers_in(body, func, scope, judge, depth) {
            return Some(found);
        }
    }
    None
}

/// Whether function `f` assigns `name` from one of `names` (`tools = get_registered_tools()`).
fn bound_to_list(f: Node, name: &str, names: &[String], src: &str) -> bool {
    let Some(body) = f.child_by_field_name("body") else {
        return false;
    };
    let mut yes = false;
    walk_statements(body, &mut |n| {
        if n.kind() == "assignment" {
            let (Some(l), Some(r)) = (
                n.child_by_field_name("left"),
                n.child_by_field_name("right"),
            ) else {
                return;
            };
            yes |= l.kind() == "identifier" && text(l, src) == name && denotes_list(r, names, src);
        }
    });
    yes
}

/// A registering call found in a loop: the framework of its server, and the keyword
/// arguments it passes itself (`mcp.add_tool(c.func, name=f"{c.category}.{c.name}",
/// description=_description(c))`, homeshed-mcp), each evaluated where the loop is: a
/// literal is read as the framework reads it, anything else (a call, an f-string of the
/// loop item, an attribute of it) stays a value toolsight cannot evaluate, so the fact it
/// decides is unread.
#[derive(Clone, Debug)]
pub struct Registering {
    pub library: Library,
    pub options: Option<CallValue>,
}

/// The framework of a registering call in a loop body: `X.tool(...)(e)` or `X.add_tool(e)`,
/// `X` judged by the module's judge, or a parameter of the enclosing function `func` whose
/// class is its annotation or what the workspace's call sites pass.
pub(super) fn registers_in<'t>(
    body: Node<'t>,
    func: Option<Node<'t>>,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
    depth: usize,
) -> Option<Registering> {
    let src = scope.src;
    let mut calls = Vec::new();
    walk_statements(body, &mut |n| {
        if n.kind() == "call" {
            calls.push(n);
        }
    });
    for call in calls {
        let Some(f) = call.child_by_field_name("function") else {
            continue;
        };
        let (callee, want_decorator) = match f.kind() {
            "call" => match f.child_by_field_name("function") {
                Some(inner) => (inner, true),
                None => continue,
            },
            "attribute" => (f, false),
            _ => continue,
        };
        if callee.kind() != "attribute" {
            continue;
        }
        let fits = |form: Form| matches!(form, Form::Decorator) == want_decorator;
        // The call that carries the options: `X.tool(...)` of `X.tool(...)(e)`, or `X.add_tool(e, ...)`.
        let options_call = if want_decorator { f } else { call };
        let found = |library| Registering {
            library,
            options: loop_options(options_call, scope),
        };
        if let Some((lib, form, _)) = judge(callee) {
            if fits(form) {
                return Some(found(lib));
            }
            continue;
        }
        let (Some(recv), Some(method)) = (
            callee.child_by_field_name("object"),
            callee.child_by_field_name("attribute"),
        ) else {
            continue;
        };
        if recv.kind() != "identifier" {
            continue;
        }
        let Some(def) = func else {
            continue;
        };
        let Some(class) = parameter_class(def, text(recv, src), scope, depth) else {
            continue;
        };
        if let Some((lib, form, _)) =
            super::wrappers::registering_method(scope, &class, text(method, src), depth)
        {
            if fits(form) {
                return Some(found(lib));
            }
        }
    }
    None
}

/// The keyword arguments of a loop's registering call, evaluated in its module; `None`
/// when it passes none.
fn loop_options(call: Node, scope: &Scope) -> Option<CallValue> {
    let mut value = crate::extract::literal::call_value(call, scope.src, scope)?;
    value.args.clear();
    (!value.kwargs.is_empty()).then_some(value)
}

/// The options of a registration through a registry: those the decorator carries
/// (`options`), with the loop's own keyword arguments in their place where it passes any.
/// A loop argument that only names the registry's entry (`name=entry.name`,
/// `description=desc` of `for name, desc, f in REGISTRY`) leaves the carried option it
/// stands for, which the decorator call binds; any other is the value the framework gets.
pub fn merged_options(
    carried: Option<CallValue>,
    from_loop: Option<&CallValue>,
) -> Option<CallValue> {
    let Some(from_loop) = from_loop else {
        return carried;
    };
    let mut out = carried.unwrap_or_else(|| CallValue {
        callee: "registry".to_string(),
        qualified: "registry".to_string(),
        args: Vec::new(),
        kwargs: Vec::new(),
        text: String::new(),
    });
    for (k, v) in &from_loop.kwargs {
        let names_entry = matches!(v, PyValue::Opaque { text } if is_reference(text));
        match out.kwargs.iter_mut().find(|(ok, _)| ok == k) {
            Some(_) if names_entry => {}
            Some((_, ov)) => *ov = v.clone(),
            None => out.kwargs.push((k.clone(), v.clone())),
        }
    }
    Some(out)
}

/// A bare name, a dotted attribute of one or a literal-keyed entry of one (`desc`,
/// `entry.name`, `tool_info["name"]`): the loop item's own field, which the decorator call
/// bound (the registry stores it), not a value the loop computes.
fn is_reference(text: &str) -> bool {
    let mut rest = text;
    // Peel literal-string subscripts off the end: `item["name"]`, `item['kwargs']`.
    while let Some(head) = rest.strip_suffix(']') {
        let Some(open) = head.rfind('[') else {
            return false;
        };
        let key = &head[open + 1..];
        let quoted = key.len() >= 2
            && (key.starts_with('"') && key.ends_with('"')
                || key.starts_with('\'') && key.ends_with('\''))
            && !key[1..key.len() - 1].contains(['"', '\'', '[', ']']);
        if !quoted {
            return false;
        }
        rest = &head[..open];
    }
    !rest.is_empty()
        && rest
            .split('.')
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_'))
}

/// The class (qualified) of parameter `name` of `def`: its annotation when it names a class
/// other than `Any`/`object`, else the class of what the workspace's call sites of the
/// (module-level) function pass for it.
pub(super) fn parameter_class(
    def: Node,
    name: &str,
    scope: &Scope,
    depth: usize,
) -> Option<String> {
    let src = scope.src;
    let params = def.child_by_field_name("parameters")?;
    let mut index = 0usize;
    let mut annotation = None;
    let mut found = false;
    for p in named_children(params) {
        let (pname, ann) = match p.kind() {
            "identifier" => (Some(p), None),
            "typed_parameter" => (
                named_children(p)
                    .into_iter()
                    .find(|c| c.kind() == "identifier"),
                p.child_by_field_name("type"),
            ),
            "default_parameter" | "typed_default_parameter" => {
                (p.child_by_field_name("name"), p.child_by_field_name("type"))
            }
            _ => (None, None),
        };
        if pname.is_some_and(|n| text(n, src) == name) {
            annotation = ann;
            found = true;
            break;
        }
        index += 1;
    }
    if !found {
        return None;
    }
    if let Some(a) = annotation {
        let t = super::annotated_class(text(a, src));
        let q = crate::extract::resolve::qualify_dotted(t, scope);
        if !matches!(q.as_str(), "typing.Any" | "Any" | "object") && q.contains('.') {
            return Some(q);
        }
    }
    // Only a module-level function has call sites the workspace can name.
    let mut up = def.parent()?;
    if up.kind() == "decorated_definition" {
        up = up.parent()?;
    }
    if up.kind() != "module" {
        return None;
    }
    let fname = text(def.child_by_field_name("name")?, src);
    scope
        .external?
        .argument_class(&qualified(scope, fname), index, name, depth + 1)
}

/// The class (qualified) of what a call in this module passes as argument `index` (or as the
/// keyword `param`) of the function `callee` (qualified), when it passes a module-level
/// instance (`mcp = FastMCP(...)`, or one imported from another module) or one the calling
/// function binds.
pub fn argument_class_in(
    root: Node,
    callee: &str,
    (index, param): (usize, &str),
    scope: &Scope,
    depth: usize,
) -> Option<String> {
    let src = scope.src;
    let short = callee.rsplit('.').next().unwrap_or(callee);
    let mut out = None;
    let mut seen = 0;
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES || out.is_some() {
            break;
        }
        if n.kind() == "call" {
            let f = n.child_by_field_name("function");
            // `register_audit(mcp)` after `from .audit_tools import register as
            // register_audit` (multivon-mcp): the import's local name.
            let by_name = f.filter(|f| {
                f.kind() == "identifier"
                    && (text(*f, src) == short
                        || scope
                            .imports
                            .get(text(*f, src))
                            .is_some_and(|i| i.target == callee))
            });
            let matched = match by_name {
                Some(f) => {
                    let q = crate::extract::resolve::qualify_dotted(text(f, src), scope);
                    // Imported inside a function (`def _register_tools(): from .tools._utils
                    // import register_all_tools`): not a module-level name here, but an import
                    // line of this module names it (the workspace asked this module for that).
                    let local_import =
                        !scope.bindings.contains_key(short) && !scope.imports.contains_key(short);
                    q == callee || local_import
                }
                None => f.is_some_and(|f| module_attribute_call(f, callee, scope)),
            };
            if matched {
                let args = n
                    .child_by_field_name("arguments")
                    .map(named_children)
                    .unwrap_or_default();
                let keyword = super::sinks::keyword_argument(n, param, src);
                let arg = args
                    .get(index)
                    .copied()
                    .filter(|a| a.kind() != "keyword_argument")
                    .or(keyword)
                    .filter(|a| a.kind() == "identifier");
                out = arg.and_then(|a| {
                    instance_class(a, scope, depth)
                        .or_else(|| local_instance_class(n, a, scope))
                        .or_else(|| handed_on_class(n, a, scope, depth))
                });
            }
        }
        for c in named_children(n) {
            stack.push(c);
        }
    }
    out
}

/// Whether `f` (a call's function) is `module.<name>` naming `callee`'s module: the module
/// imported here (`images.register(mcp)` after `from pkg.compute import images`), or a loop
/// variable over a literal tuple or list of names one of which is that module's last part
/// (`from . import sessions, studies` inside the function, then `for module in (sessions,
/// studies): module.register(mcp)`; the workspace asks this module because an import line
/// names it).
fn module_attribute_call(f: Node, callee: &str, scope: &Scope) -> bool {
    let src = scope.src;
    let (Some(recv), Some(attr)) = (
        f.child_by_field_name("object"),
        f.child_by_field_name("attribute"),
    ) else {
        return false;
    };
    let Some((module, short)) = callee.rsplit_once('.') else {
        return false;
    };
    if f.kind() != "attribute" || recv.kind() != "identifier" || text(attr, src) != short {
        return false;
    }
    let r = text(recv, src);
    if crate::extract::resolve::qualify_dotted(text(f, src), scope) == callee {
        return true;
    }
    let segment = module.rsplit('.').next().unwrap_or(module);
    // The innermost `for` binding the receiver, inside the same function.
    let mut up = f.parent();
    while let Some(u) = up {
        match u.kind() {
            "function_definition" => return lazily_imported(u, r, segment, scope),
            "class_definition" | "lambda" => return false,
            "for_statement" => {
                let left = u.child_by_field_name("left");
                if left.is_some_and(|l| l.kind() == "identifier" && text(l, src) == r) {
                    return u
                        .child_by_field_name("right")
                        .map(crate::syntax::unwrap_expr)
                        .map(|v| module_level_value(v, scope))
                        .filter(|v| matches!(v.kind(), "tuple" | "list"))
                        .is_some_and(|v| {
                            named_children(v)
                                .iter()
                                .any(|e| e.kind() == "identifier" && text(*e, src) == segment)
                        });
                }
            }
            _ => {}
        }
        up = u.parent();
    }
    false
}

/// The literal a name bound once at module level stands for (`ALL_GROUPS = [math_tools,
/// string_tools]`, then `for group in ALL_GROUPS: group.register(mcp)`; `CURATED = {...}` in a
/// wrapper's name guard), else `v` itself.
pub(super) fn module_level_value<'t>(v: Node<'t>, scope: &Scope<'t>) -> Node<'t> {
    if v.kind() != "identifier" {
        return v;
    }
    match scope.bindings.get(text(v, scope.src)) {
        Some(Binding::Assign(bound)) => crate::syntax::unwrap_expr(*bound),
        _ => v,
    }
}

/// Whether the function `def` binds `name` to a module through a dict of lazy importers
/// (`module = _TOOL_IMPORTERS[name]()`): a module-level dict whose values are module-level
/// functions, one of which returns the name `segment` (`def _import_sdn(): from .tools import
/// sdn; return sdn`).
fn lazily_imported(def: Node, name: &str, segment: &str, scope: &Scope) -> bool {
    let src = scope.src;
    let Some(body) = def.child_by_field_name("body") else {
        return false;
    };
    let mut dicts: Vec<&str> = Vec::new();
    assignments_to(body, name, src, &mut |_, callee| {
        let d = callee
            .filter(|f| f.kind() == "subscript")
            .and_then(|f| f.child_by_field_name("value"))
            .filter(|d| d.kind() == "identifier");
        if let Some(d) = d {
            dicts.push(text(d, src));
        }
    });
    let mut importers: Vec<&str> = Vec::new();
    for d in dicts {
        let Some(Binding::Assign(v)) = scope.bindings.get(d) else {
            continue;
        };
        let v = crate::syntax::unwrap_expr(*v);
        if v.kind() != "dictionary" {
            continue;
        }
        for pair in named_children(v) {
            if let Some(f) = pair
                .child_by_field_name("value")
                .filter(|f| f.kind() == "identifier")
            {
                importers.push(text(f, src));
            }
        }
    }
    if importers.is_empty() {
        return false;
    }
    let root = crate::syntax::root_of(def);
    named_children(root).into_iter().any(|stmt| {
        let f = definition(stmt);
        if f.kind() != "function_definition"
            || !f
                .child_by_field_name("name")
                .is_some_and(|n| importers.contains(&text(n, src)))
        {
            return false;
        }
        let Some(body) = f.child_by_field_name("body") else {
            return false;
        };
        let mut returns = false;
        walk_statements(body, &mut |r| {
            if r.kind() == "return_statement"
                && named_children(r)
                    .first()
                    .is_some_and(|v| v.kind() == "identifier" && text(*v, src) == segment)
            {
                returns = true;
            }
        });
        returns
    })
}

/// The class of `name` when it is a parameter of the module-level function around `call`,
/// which hands the server it is given on (`def register(mcp): images.register(mcp)`): the
/// class of what that function's own call sites pass.
fn handed_on_class(call: Node, name: Node, scope: &Scope, depth: usize) -> Option<String> {
    let mut up = call.parent();
    while let Some(u) = up {
        if u.kind() == "function_definition" {
            break;
        }
        up = u.parent();
    }
    let def = up?;
    parameter_class(def, text(name, scope.src), scope, depth + 1)
}

/// The class of a module-level name bound to `Class(...)` here or imported from a module
/// that binds one.
pub(super) fn instance_class(name: Node, scope: &Scope, depth: usize) -> Option<String> {
    let n = text(name, scope.src);
    match scope.bindings.get(n) {
        Some(Binding::Assign(v)) => {
            let v = crate::syntax::unwrap_expr(*v);
            let f = (v.kind() == "call").then(|| v.child_by_field_name("function"))??;
            Some(constructed_class_of(f, scope))
        }
        Some(_) => None,
        None => scope
            .external?
            .instance_class(&scope.imports.get(n)?.target, depth + 1),
    }
}

/// The framework class a module-level name that is not imported is bound to (`ServerClass =
/// MCPServer` in a `try`, `ServerClass = FastMCP` in its `except ImportError`, tzero-mcp): the
/// bindings are alternatives, and the first whose class a framework owns is the one read (a
/// server made from it is that framework's on the path where the import succeeded). Only the
/// module's own statements are read (and the blocks of its `if`, `try` and `with`), not its
/// functions'.
pub(super) fn class_alias(callee: Node, scope: &Scope) -> Option<String> {
    let src = scope.src;
    if callee.kind() != "identifier" {
        return None;
    }
    let name = text(callee, src);
    if scope.imports.contains_key(name)
        || !matches!(scope.bindings.get(name), Some(Binding::Assign(_)))
    {
        return None;
    }
    let mut root = callee;
    while let Some(p) = root.parent() {
        root = p;
    }
    let mut stack = vec![root];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > 4_000 {
            break;
        }
        for c in named_children(n) {
            match c.kind() {
                "if_statement" | "elif_clause" | "else_clause" | "try_statement"
                | "except_clause" | "finally_clause" | "with_statement" | "block" => stack.push(c),
                "expression_statement" => {
                    let Some(a) = named_children(c).into_iter().next() else {
                        continue;
                    };
                    let (Some(l), Some(r)) = (
                        a.child_by_field_name("left"),
                        a.child_by_field_name("right"),
                    ) else {
                        continue;
                    };
                    let r = crate::syntax::unwrap_expr(r);
                    if a.kind() != "assignment"
                        || l.kind() != "identifier"
                        || text(l, src) != name
                        || !matches!(r.kind(), "identifier" | "attribute")
                    {
                        continue;
                    }
                    let q = crate::extract::resolve::qualify_dotted(text(r, src), scope);
                    if scope.dialects.iter().any(|f| f.owns(&q)) {
                        return Some(q);
                    }
                }
                _ => {}
            }
        }
    }
    None
}

/// The class of `name` when the function around `call` binds it to `Class(...)` before the
/// call (`instance = MCPServer(**kwargs); register_tools(instance, ...)` in a server factory).
pub(super) fn local_instance_class(call: Node, name: Node, scope: &Scope) -> Option<String> {
    let src = scope.src;
    let mut up = call.parent();
    while let Some(u) = up {
        if u.kind() == "function_definition" {
            break;
        }
        up = u.parent();
    }
    let body = up?.child_by_field_name("body")?;
    let n = text(name, src);
    let mut class = None;
    assignments_to(body, n, src, &mut |a, callee| {
        if a.start_byte() > call.start_byte() {
            return;
        }
        let f = callee.filter(|f| matches!(f.kind(), "identifier" | "attribute" | "subscript"));
        class = f.map(|f| constructed_class_of(f, scope));
    });
    class
}

/// The class (qualified) a call of `callee` makes: `Server` for `Server(...)`,
/// `Registry[Tool](...)` and `Server.__new__(Server)` (an instance made without its
/// constructor, jaegis-raverse-mcp-server's `main`), through a module-level alias.
pub(super) fn constructed_class_of(callee: Node, scope: &Scope) -> String {
    let mut f = callee;
    if f.kind() == "subscript" {
        f = f.child_by_field_name("value").unwrap_or(f);
    }
    if f.kind() == "attribute"
        && f.child_by_field_name("attribute")
            .is_some_and(|a| text(a, scope.src) == "__new__")
    {
        f = f.child_by_field_name("object").unwrap_or(f);
    }
    let q = crate::extract::resolve::qualify_dotted(text(f, scope.src), scope);
    let q = class_alias(f, scope).unwrap_or(q);
    crate::model::markers::constructed_class(scope.dialects, &q).to_string()
}

/// The identifiers of an expression.
pub(super) fn identifiers(n: Node, src: &str, out: &mut Vec<String>) {
    let mut stack = vec![n];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > 2_000 {
            break;
        }
        if n.kind() == "identifier" {
            out.push(text(n, src).to_string());
        }
        stack.extend(named_children(n));
    }
}

/// Each assignment `name = ...` among the statements of `body`, with the callee when the
/// value is a call (`name = Factory(...)`, `name = IMPORTERS[key]()`).
fn assignments_to<'t>(
    body: Node<'t>,
    name: &str,
    src: &str,
    each: &mut dyn FnMut(Node<'t>, Option<Node<'t>>),
) {
    walk_statements(body, &mut |a| {
        if a.kind() != "assignment" {
            return;
        }
        let (Some(l), Some(r)) = (
            a.child_by_field_name("left"),
            a.child_by_field_name("right"),
        ) else {
            return;
        };
        if l.kind() != "identifier" || text(l, src) != name {
            return;
        }
        let r = crate::syntax::unwrap_expr(r);
        let callee = (r.kind() == "call")
            .then(|| r.child_by_field_name("function"))
            .flatten();
        each(a, callee);
    });
}

/// Visits the nodes of a body, not entering nested definitions (their names are others').
pub(super) fn walk_statements<'t>(body: Node<'t>, f: &mut dyn FnMut(Node<'t>)) {
    let mut stack = vec![body];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > 20_000 {
            break;
        }
        f(n);
        for c in named_children(n) {
            if !matches!(
                c.kind(),
                "function_definition" | "class_definition" | "decorated_definition" | "lambda"
            ) {
                stack.push(c);
            }
        }
    }
}
