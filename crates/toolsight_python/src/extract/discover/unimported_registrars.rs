//! Tools registered only inside a function that takes its server as a parameter, in a
//! module no import can reach (`Function::registered_uncalled`): iflow-mcp-scottrbk-forgetful's
//! `app/routes/mcp/entity_tools.py` defines `def register(mcp): @mcp.tool() ...`, and no
//! module of the project imports it (its `main.py` imports and registers `app.routes.api.*`).
//! Python runs a function's body only when something calls it; a function of a module is
//! called from another module only after an import has loaded that module, and a module run
//! as a file (`python f.py`, `fastmcp run f.py`, `runpy.run_path`) runs its module-level code
//! only. So where the function's name occurs once in its own module (nothing there calls
//! it), the server is its parameter without a default (`fastmcp run f.py:register` would
//! call it with no argument, which fails), and the workspace answers that no static or
//! dynamic import can load the module (`External::unimported`), its registrations never run.
//! Whether `register` is a word of other modules does not matter here (fix53a's question):
//! those modules never hold this function.

use std::collections::HashMap;
use std::sync::Arc;

use tree_sitter::Node;

use super::unrunnable_module_level as unrunnable;
use crate::extract::scope::Scope;
use crate::model::{Function, ToolMark, UNRUN_MODULE_LEVEL};
use crate::syntax::{named_children, text};

/// Sets `registered_uncalled` on each function whose every mark is inside such a function,
/// or at the top level of a module no import reaches and nothing can run
/// (`discover::unrunnable_module_level`).
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
    // Asked once per module, and only when a registration has the shape.
    let mut unimported: Option<bool> = None;
    let mut own_words: Option<HashMap<&str, usize>> = None;
    // Where the module stops when run as a file, if it can run in no other way.
    let mut stopping: Option<Option<(usize, usize)>> = None;
    super::uncalled_registrars::mark_where_every_mark(functions, marks, |func, m| {
        let inside = super::uncalled_registrars::enclosing_method(root, m, func)
            .and_then(|def| registrar(def, m, root, src, &mut own_words));
        let why = match inside {
            Some(name) => format!("{name} in module {}", scope.module),
            None => {
                let stop =
                    *stopping.get_or_insert_with(|| unrunnable::stopping_import(root, src, marks));
                match stop {
                    Some((end, line)) if unrunnable::after(root, m, end) => {
                        format!("{UNRUN_MODULE_LEVEL}{} {line}", scope.module)
                    }
                    _ => return None,
                }
            }
        };
        let reach =
            *unimported.get_or_insert_with(|| external.unimported(&scope.module) == Some(true));
        reach.then_some(why)
    });
}

/// The name of `def` when it is an undecorated module-level function that registers on its
/// parameter (no default) and that its module never names again.
fn registrar<'s>(
    def: Node,
    mark: &ToolMark,
    root: Node,
    src: &'s str,
    own_words: &mut Option<HashMap<&'s str, usize>>,
) -> Option<&'s str> {
    if def.parent()?.kind() != "module" {
        return None;
    }
    let name = text(def.child_by_field_name("name")?, src);
    let receiver = receiver(root, mark, src)?;
    let params = def.child_by_field_name("parameters")?;
    let is_param = named_children(params).iter().any(|p| match p.kind() {
        "identifier" => text(*p, src) == receiver,
        "typed_parameter" => named_children(*p)
            .first()
            .is_some_and(|n| n.kind() == "identifier" && text(*n, src) == receiver),
        _ => false,
    });
    if !is_param {
        return None;
    }
    let counts = own_words.get_or_insert_with(|| super::uncalled_registrars::words(src));
    (counts.get(name).copied() == Some(1)).then_some(name)
}

/// The name a registration is made on: `mcp` of `@mcp.tool()`, `mcp.tool`, `mcp.add_tool(f)`,
/// `mcp.tool(name="x")(f)`.
fn receiver<'s>(root: Node, mark: &ToolMark, src: &'s str) -> Option<&'s str> {
    let mut n = root.descendant_for_byte_range(mark.span.start, mark.span.end)?;
    for _ in 0..8 {
        match n.kind() {
            "attribute" => {
                let object = n.child_by_field_name("object")?;
                return (object.kind() == "identifier").then(|| text(object, src));
            }
            "decorator" => n = *named_children(n).first()?,
            "call" => n = n.child_by_field_name("function")?,
            _ => return None,
        }
    }
    None
}
