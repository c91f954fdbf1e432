//! `@functools.wraps(g)` on a module-level function: Python copies `g`'s `__doc__` and
//! annotations onto it, and `inspect.signature` follows `__wrapped__` to `g`, so what a
//! framework reads of the tool is `g`'s. On a function nested in another, `g` is what the
//! enclosing call holds: unread. (A method wrapping a sibling method is handled where its
//! class body is read.)

use std::sync::Arc;

use crate::model::{Function, PyValue};

/// Gives each module-level function under `@functools.wraps(g)` the docstring and signature
/// of `g` when `g` is a module-level function of this module; otherwise (a subscript of a
/// registry dict, another module's function) marks both unread: the framework sends `g`'s,
/// which toolsight does not read.
pub fn apply(functions: &mut [Arc<Function>]) {
    let module_level = |f: &Function| f.class.is_none() && f.qualname == f.name;
    for i in 0..functions.len() {
        let f = &functions[i];
        // A `def` inside a function wraps what that function holds (`@wraps(run_fn)` of a
        // callable made at run time, solohq-agno; a decorator's `func`): never read here.
        let nested = f.kind == crate::model::DefKind::Nested;
        if !module_level(f) && !nested {
            continue;
        }
        let Some(call) = f
            .decorators
            .iter()
            .find(|d| d.qualified == "functools.wraps")
            .and_then(|d| d.call.as_ref())
        else {
            continue;
        };
        let (wrapped, shown) = match call.args.first() {
            Some(PyValue::Opaque { text }) => (Some(text.clone()), text.clone()),
            Some(PyValue::Call(c)) => (None, c.text.clone()),
            Some(_) | None => (None, call.text.clone()),
        };
        let source = wrapped.filter(|_| !nested).and_then(|w| {
            functions
                .iter()
                .find(|g| module_level(g) && g.name == w && g.name != f.name)
                .cloned()
        });
        let f = Arc::make_mut(&mut functions[i]);
        match source {
            Some(g) => {
                f.doc = g.doc.clone();
                f.doc_unread = g.doc_unread.clone();
                f.params = g.params.clone();
                f.params_unread = g.params_unread.clone();
                f.returns = g.returns.clone();
            }
            None => {
                let why = format!(
                    "`functools.wraps({shown})` copies the docstring and signature of a function toolsight does not read"
                );
                f.doc_unread = Some(why.clone());
                f.params_unread = Some(why);
            }
        }
    }
}
