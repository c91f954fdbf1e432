//! A `BaseTool` subclass: what its `_get_declaration()` returns, when that is a
//! `types.FunctionDeclaration(...)` written out. `self.name` is the tool's name and
//! `self.description` the description its `__init__` passes to `BaseTool.__init__`, as
//! `BaseTool` stores them on the instance.

use serde_json::Value;

use crate::frameworks::{LibError, ToolInput};
use crate::model::{ClassDef, Module, PyValue};

/// `BaseTool` subclasses up a chain of local bases deeper than this are not followed.
const MAX_BASES: usize = 16;

pub fn declaration(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    let class = find(tool.module, &f.qualname)
        .ok_or_else(|| LibError::unknown("the tool class is not in this module"))?;
    let returned = lookup(tool.module, &class, 0, &|c| {
        c.method_returns
            .iter()
            .find(|(m, _)| m == "_get_declaration")
            .map(|(_, v)| v.clone())
    })
    .ok_or_else(|| {
        LibError::unknown(format!(
            "`{}` has no `_get_declaration` that returns a literal toolsight can read",
            class.name
        ))
    })?;
    if returned.is_none() {
        return Err(LibError::unknown(format!(
            "`{}._get_declaration()` returns None: the tool sends no function declaration",
            class.name
        )));
    }
    let description = lookup(tool.module, &class, 0, &|c| {
        c.super_init
            .as_ref()
            .and_then(|s| s.kwarg("description").cloned())
    });
    let resolved = substitute(returned, &|attr| match attr {
        "name" => Some(PyValue::Str(name.to_string())),
        "description" => description.clone(),
        _ => None,
    });
    crate::frameworks::google_genai::literal::function_declaration(&resolved)
}

fn find(module: &Module, name: &str) -> Option<std::sync::Arc<ClassDef>> {
    module.classes.iter().find(|c| c.name == name).cloned()
}

/// The first answer of a class or of its bases defined in the module (Python's attribute
/// lookup, for single inheritance).
fn lookup<T>(
    module: &Module,
    class: &ClassDef,
    depth: usize,
    get: &dyn Fn(&ClassDef) -> Option<T>,
) -> Option<T> {
    if let Some(v) = get(class) {
        return Some(v);
    }
    if depth >= MAX_BASES {
        return None;
    }
    class.bases.iter().find_map(|b| {
        let base = find(module, b.rsplit('.').next().unwrap_or(b))?;
        lookup(module, &base, depth + 1, get)
    })
}

/// `self.<attr>` replaced by what `attr` holds, wherever the value nests it.
fn substitute(v: PyValue, attr: &dyn Fn(&str) -> Option<PyValue>) -> PyValue {
    let all = |items: Vec<PyValue>| items.into_iter().map(|i| substitute(i, attr)).collect();
    match v {
        PyValue::Opaque { text } => match text.strip_prefix("self.").and_then(attr) {
            Some(v) => v,
            None => PyValue::Opaque { text },
        },
        PyValue::List(items) => PyValue::List(all(items)),
        PyValue::Tuple(items) => PyValue::Tuple(all(items)),
        PyValue::Dict(kv) => PyValue::Dict(
            kv.into_iter()
                .map(|(k, v)| (substitute(k, attr), substitute(v, attr)))
                .collect(),
        ),
        PyValue::Call(mut c) => {
            c.args = all(std::mem::take(&mut c.args));
            c.kwargs = std::mem::take(&mut c.kwargs)
                .into_iter()
                .map(|(k, v)| (k, substitute(v, attr)))
                .collect();
            PyValue::Call(c)
        }
        other => other,
    }
}
