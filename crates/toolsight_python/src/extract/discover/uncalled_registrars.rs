//! Tools registered only inside a method nothing in the project calls
//! (`Function::registered_uncalled`): iflow-mcp-doris-mcp-server's
//! `DorisToolsManager.register_tools_with_mcp` holds its `@mcp.tool` definitions, and its
//! name occurs nowhere but in its `def` (the servers list hand-written `Tool`s). Python runs
//! a method's body only when something calls it, and a call names it (`self.register(...)`,
//! `getattr(obj, "register")`, an entry point `mod:Class.register`, a code template, a
//! library's README showing its users the call); toolsight reads every word of the
//! project's modules and text files for that (`External::named_elsewhere`).
//!
//! Only where nothing else can call it: a method of a module-level class with no base but
//! `object` and no decorator (a base's method it overrides is called by the base; a class
//! decorator may call it), itself undecorated and not a dunder (`__init__` is called by
//! `Class()`); and the project calls no method by a computed name (`getattr(self, name)`,
//! where the workspace answers `None`). Module-level functions are left as they were: a
//! module nothing imports may be loaded by a plugin loader that calls its `register`
//! through a name read from configuration. A test method pytest collects by its default
//! conventions is called by pytest (iris-security-crewai's tools built inside tests).

use std::collections::HashMap;
use std::sync::Arc;

use tree_sitter::Node;

use crate::extract::scope::Scope;
use crate::model::{Function, ToolMark};
use crate::syntax::text;

/// Sets `registered_uncalled` on each function whose every mark is inside such a method.
pub(crate) fn apply(
    root: Node,
    scope: &Scope,
    functions: &mut [Arc<Function>],
    marks: &[ToolMark],
) {
    let Some(external) = scope.external else {
        return;
    };
    let src = scope.src;
    // Each method asked about once (the module's words are counted once, on first need).
    let mut answers: HashMap<usize, Option<String>> = HashMap::new();
    let mut own_words: Option<HashMap<&str, usize>> = None;
    mark_where_every_mark(functions, marks, |func, m| {
        let method = enclosing_method(root, m, func)?;
        answers
            .entry(method.id())
            .or_insert_with(|| {
                uncalled(method, src, &scope.module, &mut own_words, |w| {
                    external.named_elsewhere(&scope.module, w)
                })
            })
            .clone()
    });
}

/// Sets `registered_uncalled` on each function not marked yet for whose every mark `reason`
/// gives one (the first is kept): a tool is never registered only when none of its
/// registrations runs.
pub(super) fn mark_where_every_mark(
    functions: &mut [Arc<Function>],
    marks: &[ToolMark],
    mut reason: impl FnMut(&Function, &ToolMark) -> Option<String>,
) {
    let mut by_function: HashMap<usize, Vec<&ToolMark>> = HashMap::new();
    for m in marks {
        by_function.entry(m.function).or_default().push(m);
    }
    for (f, marks) in by_function {
        let Some(func) = functions.get(f).filter(|f| f.registered_uncalled.is_none()) else {
            continue;
        };
        let mut by = None;
        let all = marks.iter().all(|m| match reason(func, m) {
            Some(why) => {
                by.get_or_insert(why);
                true
            }
            None => false,
        });
        if let (true, Some(by)) = (all, by) {
            Arc::make_mut(&mut functions[f]).registered_uncalled = Some(by);
        }
    }
}

/// The innermost `def` around a mark, other than the tool's own.
pub(super) fn enclosing_method<'t>(
    root: Node<'t>,
    m: &ToolMark,
    tool: &Function,
) -> Option<Node<'t>> {
    let mut n = root.descendant_for_byte_range(m.span.start, m.span.end)?;
    while let Some(p) = n.parent() {
        n = p;
        if n.kind() == "function_definition" && n.start_byte() != tool.span.start {
            return Some(n);
        }
    }
    None
}

/// `Class.method` when `def` is a method nothing can call: see the module's doc.
fn uncalled<'s>(
    def: Node,
    src: &'s str,
    module: &str,
    own_words: &mut Option<HashMap<&'s str, usize>>,
    named_elsewhere: impl Fn(&str) -> Option<bool>,
) -> Option<String> {
    let name = text(def.child_by_field_name("name")?, src);
    if name.starts_with("__") && name.ends_with("__") {
        return None;
    }
    // Undecorated, directly in the body of an undecorated module-level class.
    let block = def.parent().filter(|b| b.kind() == "block")?;
    let class = block.parent().filter(|c| c.kind() == "class_definition")?;
    if class.parent()?.kind() != "module" {
        return None;
    }
    if let Some(bases) = class.child_by_field_name("superclasses") {
        let mut c = bases.walk();
        let only_object = bases
            .named_children(&mut c)
            .all(|b| b.kind() == "identifier" && text(b, src) == "object");
        if !only_object {
            return None;
        }
    }
    let class_name = text(class.child_by_field_name("name")?, src);
    if pytest_collects(module, class_name, name) {
        return None;
    }
    // Its own `def` is the one occurrence of the name in the module.
    let counts = own_words.get_or_insert_with(|| words(src));
    if counts.get(name).copied() != Some(1) {
        return None;
    }
    if named_elsewhere(name) != Some(false) {
        return None;
    }
    Some(format!("{class_name}.{name}"))
}

/// Whether pytest collects and runs the method by its default conventions (`python_files =
/// test_*.py *_test.py`, `python_classes = Test`, `python_functions = test`): nothing in the
/// project names it, pytest calls it.
fn pytest_collects(module: &str, class: &str, method: &str) -> bool {
    let file = module.rsplit('.').next().unwrap_or(module);
    (file.starts_with("test_") || file.ends_with("_test"))
        && class.starts_with("Test")
        && method.starts_with("test")
}

/// How often each identifier-like word occurs in the text (strings and comments included).
pub(super) fn words(src: &str) -> HashMap<&str, usize> {
    let mut out: HashMap<&str, usize> = HashMap::new();
    for w in src
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
    {
        *out.entry(w).or_default() += 1;
    }
    out
}
