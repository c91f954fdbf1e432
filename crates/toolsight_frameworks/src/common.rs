//! Helpers that several libraries share because they call the same Python functions.

use crate::model::{Function, Module, Param};

use super::{LibError, ToolInput};

// Python's `str.expandtabs(8)` and 3.12's `inspect.cleandoc`, with Python's idea of
// whitespace: one implementation, in the docstring parsers' helpers.
pub use super::docstrings::py::{cleandoc, expandtabs};

/// The parameters a call passes: a method reached bound drops its receiver.
pub fn call_params(f: &Function) -> &[Param] {
    let bound = matches!(
        f.method_kind,
        crate::model::MethodKind::Method | crate::model::MethodKind::ClassMethod
    );
    if bound && !f.params.is_empty() {
        &f.params[1..]
    } else {
        &f.params
    }
}

/// `get_type_hints(f)`: every parameter annotation, then the return one, evaluated against
/// the module's globals; the first `NameError` a library would see.
pub fn get_type_hints(module: &Module, f: &Function) -> Result<(), LibError> {
    check_params(module, f, &f.params)?;
    match &f.returns {
        Some(r) => {
            super::abstractllm::names::check_annotation_in(globals(module, f), &f.type_params, r)
        }
        None => Ok(()),
    }
}

/// The same for some parameters only (libraries that evaluate the parameters they keep).
pub fn check_params(module: &Module, f: &Function, params: &[Param]) -> Result<(), LibError> {
    let globals = globals(module, f);
    params
        .iter()
        .filter_map(|p| p.annotation.as_ref())
        .try_for_each(|a| {
            super::abstractllm::names::check_annotation_in(globals, &f.type_params, a)
        })
}

/// The globals `f`'s annotations are evaluated against: its defining module's.
fn globals<'a>(module: &'a Module, f: &'a Function) -> &'a [String] {
    f.globals.as_deref().unwrap_or(&module.globals)
}

/// The class an annotation names, as written and without its module or subscript
/// (`RunContext` for `pydantic_ai.RunContext[Deps]`): how frameworks' injected parameters
/// are recognised when their classes are not in the workspace.
pub fn annotated_class(a: &crate::model::Annotation) -> &str {
    let head = a.text.split('[').next().unwrap_or("").trim();
    head.rsplit('.').next().unwrap_or(head)
}

/// Whether a parameter is annotated with one of these classes (see `annotated_class`).
pub fn annotated_as(p: &Param, classes: &[&str]) -> bool {
    p.annotation
        .as_ref()
        .is_some_and(|a| classes.contains(&annotated_class(a)))
}

/// `inspect.getdoc(f)` for a function: the cleaned docstring, `None` without one.
pub fn getdoc(f: &Function) -> Option<String> {
    f.doc.as_ref().map(|d| cleandoc(&d.value))
}

/// The value as written, cut to one short line for a message.
pub fn short_repr(v: &crate::model::PyValue) -> String {
    let text = match v {
        crate::model::PyValue::Opaque { text } => text.clone(),
        crate::model::PyValue::Call(c) => c.text.clone(),
        other => other.repr(),
    };
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match line.char_indices().nth(80) {
        Some((i, _)) => format!("{}...", &line[..i]),
        None => line,
    }
}

/// The class a class-based tool is (`BaseTool` / `Tool` subclasses), by the synthetic
/// definition discovery made for it.
pub fn tool_class<'a>(
    tool: &ToolInput<'a>,
) -> Result<&'a std::sync::Arc<crate::model::ClassDef>, LibError> {
    let f = tool.function;
    tool.module
        .classes
        .iter()
        .find(|c| c.name == f.qualname || c.name == f.name)
        .ok_or_else(|| LibError::unknown("the tool class is not in this module"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cleandoc_matches_python() {
        assert_eq!(
            cleandoc("\n    Hello.\n\n    Args:\n        x: y\n    "),
            "Hello.\n\nArgs:\n    x: y"
        );
        assert_eq!(cleandoc("One line."), "One line.");
        assert_eq!(cleandoc("  a\n\tb"), "a\nb");
        assert_eq!(cleandoc(""), "");
    }
}
