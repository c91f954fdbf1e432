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
    type_hints_of(module, f, &f.params)
}

/// `get_type_hints` over the return annotation and these parameters only.
pub fn type_hints_of<'p>(
    module: &Module,
    f: &Function,
    params: impl IntoIterator<Item = &'p Param>,
) -> Result<(), LibError> {
    check_params(module, f, params)?;
    match &f.returns {
        Some(r) => super::abstractllm::names::check_annotation_in(
            globals(module, f),
            &def_time_names(f),
            r,
        ),
        None => Ok(()),
    }
}

/// `inspect.signature(f, eval_str=True)`: the annotations that are wholly strings evaluated
/// (see `names::check_eval_str`). `Ok` with the names of the parameters (and `return`) whose
/// annotation still holds a nested forward reference, left to whoever reads it next.
pub fn signature_eval_str(module: &Module, f: &Function) -> Result<Vec<String>, LibError> {
    let globals = globals(module, f);
    let names = def_time_names(f);
    let mut forward = Vec::new();
    let params = f
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.annotation.as_ref()));
    for (name, ann) in params.chain([("return", f.returns.as_ref())]) {
        if let Some(a) = ann {
            if super::abstractllm::names::check_eval_str(globals, &names, a)? {
                forward.push(name.to_string());
            }
        }
    }
    Ok(forward)
}

/// The names besides the globals an annotation that is not a string sees when the `def`
/// runs: the PEP 695 type parameters and what the enclosing scopes bind.
pub fn def_time_names(f: &Function) -> Vec<String> {
    f.type_params
        .iter()
        .chain(f.enclosing_names.iter())
        .cloned()
        .collect()
}

/// The same for some parameters only (libraries that evaluate the parameters they keep).
pub fn check_params<'p>(
    module: &Module,
    f: &Function,
    params: impl IntoIterator<Item = &'p Param>,
) -> Result<(), LibError> {
    let globals = globals(module, f);
    let names = def_time_names(f);
    params
        .into_iter()
        .filter_map(|p| p.annotation.as_ref())
        .try_for_each(|a| super::abstractllm::names::check_annotation_in(globals, &names, a))
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

/// A decorator applied to a tool's function before the framework registers it, as far as the
/// payload goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrapped {
    /// A decorator of this module whose inner function is not `functools.wraps(fn)`: the
    /// framework reads that inner function's name, parameters and docstring instead.
    Replaces { decorator: String, inner: String },
    /// A decorator toolsight cannot read (imported, or an expression): the payload shown is
    /// the function as written, which is what the framework reads when the wrapper keeps it
    /// (`functools.wraps`: `inspect.signature` follows `__wrapped__`).
    Unread { decorator: String },
}

/// Decorators that keep the function a framework reads (`functools.wraps`-style wrappers,
/// descriptors, typing markers).
const TRANSPARENT: &[&str] = &[
    "staticmethod",
    "classmethod",
    "property",
    "functools.wraps",
    "functools.cache",
    "functools.lru_cache",
    "functools.cached_property",
    "typing.overload",
    "typing.override",
    "typing_extensions.override",
    "typing.final",
    "abc.abstractmethod",
    "override",
    "overload",
    "abstractmethod",
];

/// The decorators that wrap `f` before its tool mark takes it (those below the mark's own
/// decorator; all of them when the tool is registered by a call), with what each does.
pub fn wrappers(module: &Module, f: &Function) -> Vec<Wrapped> {
    let marked_at = module
        .marks
        .iter()
        .filter(|m| std::ptr::eq(Arc::as_ptr(&module.functions[m.function]), f))
        .filter(|m| m.kind == crate::model::MarkKind::Decorator)
        .filter_map(|m| f.decorators.iter().position(|d| d.span == m.span))
        .max();
    let below = match marked_at {
        Some(i) => &f.decorators[i + 1..],
        None => &f.decorators[..],
    };
    below
        .iter()
        .filter(|d| !TRANSPARENT.contains(&d.qualified.as_str()))
        // A framework's own decorators (another mark) are the frameworks' business.
        .filter(|d| {
            !module
                .marks
                .iter()
                .any(|m| m.span == d.span || m.span.contains(d.span.start))
        })
        .filter_map(|d| wrapped_by(module, d))
        .collect()
}

use std::sync::Arc;

fn wrapped_by(module: &Module, d: &crate::model::Decorator) -> Option<Wrapped> {
    let own = format!("{}.", module.name);
    let name = d
        .qualified
        .strip_prefix(own.as_str())
        .unwrap_or(&d.qualified);
    // A decorator defined at the top of this module: read its nested functions.
    let def = module
        .functions
        .iter()
        .find(|g| g.qualname == name && g.class.is_none());
    let Some(def) = def else {
        return Some(Wrapped::Unread {
            decorator: d.text.clone(),
        });
    };
    let prefix = format!("{}.<locals>.", def.qualname);
    let inner: Vec<&Arc<Function>> = module
        .functions
        .iter()
        .filter(|g| {
            g.qualname
                .strip_prefix(&prefix)
                .is_some_and(|rest| !rest.contains('.'))
        })
        .collect();
    let keeps = |g: &Function| {
        g.decorators.iter().any(|w| {
            w.qualified == "functools.wraps"
                || w.qualified.ends_with(".wraps")
                || w.qualified == "wraps"
        })
    };
    // No inner function: the decorator returns the function itself (or registers it).
    if inner.is_empty() || inner.iter().any(|g| keeps(g)) {
        return None;
    }
    Some(Wrapped::Replaces {
        decorator: d.text.clone(),
        inner: inner[0].name.clone(),
    })
}

/// Why a text argument (a description) is computed at run time, or `None` when it is a
/// literal toolsight read (a string, `None`, or another literal the library judges itself).
/// The reason names the expression and the parts of the text that are static: the literal
/// pieces of an f-string and the string operands of `+` (`f"Search {kind}"` + `" index"`);
/// a joined collection, a call or a name contributes nothing static.
pub fn computed_text(v: &crate::model::PyValue) -> Option<String> {
    let text = match v {
        crate::model::PyValue::Opaque { text } => text,
        crate::model::PyValue::Call(c) => &c.text,
        _ => return None,
    };
    let parts = static_parts(text);
    let parts = if parts.is_empty() {
        "no part of it is static".to_string()
    } else {
        let shown: Vec<String> = parts
            .iter()
            .map(|p| crate::model::PyValue::Str(p.clone()).repr())
            .collect();
        format!("its static parts are {}", shown.join(", "))
    };
    Some(format!(
        "it is computed at run time (`{}`): {parts}",
        short_repr(v)
    ))
}

/// The name shown for a tool name computed at run time (`name=f"{svc}_check_auth"` inside a
/// function of the parameter `svc`): its static parts in order with each computed part in
/// braces, as an f-string writes it (`{svc}_check_auth`; `svc + "_x"` shows `{svc}_x`; a
/// call shows `{tool_name(provider)}`). `None` when the name is a literal toolsight read.
pub fn computed_name(v: &crate::model::PyValue) -> Option<String> {
    let text = match v {
        crate::model::PyValue::Opaque { text } => text,
        crate::model::PyValue::Call(c) => &c.text,
        _ => return None,
    };
    let src = text.trim();
    let tree = crate::syntax::parse_snippet(src);
    let e = expression(&tree)?;
    // A bare name (`name=name` in a loop over a catalogue keyed by `f.__name__`) is most often
    // the function's own name: it stays shown as that, its rules silent (`given_name_unread`).
    if matches!(e.kind(), "identifier" | "attribute" | "subscript") {
        return None;
    }
    let mut out = String::new();
    string_pieces(e, src, |piece| match piece {
        Piece::Text { text, .. } => out.push_str(text),
        Piece::Computed { node, interpolated } => {
            let text = crate::syntax::text(node, src);
            out.push('{');
            if interpolated {
                out.push_str(text);
            } else {
                out.push_str(&short_repr(&crate::model::PyValue::Opaque {
                    text: text.to_string(),
                }));
            }
            out.push('}');
        }
    });
    Some(out)
}

/// The literal pieces of a string expression (see `computed_text`), in source order.
fn static_parts(expr: &str) -> Vec<String> {
    let src = expr.trim();
    let tree = crate::syntax::parse_snippet(src);
    let mut out = Vec::new();
    if let Some(e) = expression(&tree) {
        string_pieces(e, src, |piece| {
            if let Piece::Text {
                text,
                escape: false,
            } = piece
            {
                if !text.trim().is_empty() {
                    out.push(text.to_string());
                }
            }
        });
    }
    out
}

/// The expression a snippet parsed on its own consists of.
fn expression(tree: &tree_sitter::Tree) -> Option<tree_sitter::Node<'_>> {
    tree.root_node()
        .named_child(0)
        .filter(|n| n.kind() == "expression_statement")
        .and_then(|s| s.named_child(0))
}

/// A piece of a string expression: text written in the source, or a part computed at run
/// time (an f-string's interpolation, or any other operand).
enum Piece<'t> {
    Text {
        text: &'t str,
        escape: bool,
    },
    Computed {
        node: tree_sitter::Node<'t>,
        interpolated: bool,
    },
}

/// The pieces of a string expression in source order, through `+` chains, parentheses and
/// implicit concatenation. Bounded like every walk over user text.
fn string_pieces<'t>(e: tree_sitter::Node<'t>, src: &'t str, mut visit: impl FnMut(Piece<'t>)) {
    let mut stack = vec![e];
    let mut budget = 10_000usize;
    while let Some(n) = stack.pop() {
        budget = budget.saturating_sub(1);
        if budget == 0 {
            break;
        }
        match n.kind() {
            "parenthesized_expression" | "concatenated_string" => {
                let mut c = n.walk();
                let children: Vec<_> = n.named_children(&mut c).collect();
                stack.extend(children.into_iter().rev());
            }
            "binary_operator"
                if n.child_by_field_name("operator")
                    .is_some_and(|o| o.kind() == "+") =>
            {
                if let (Some(l), Some(r)) = (
                    n.child_by_field_name("left"),
                    n.child_by_field_name("right"),
                ) {
                    stack.push(r);
                    stack.push(l);
                }
            }
            "string" => {
                let mut c = n.walk();
                for piece in n.named_children(&mut c) {
                    match piece.kind() {
                        "string_content" | "escape_sequence" => visit(Piece::Text {
                            text: crate::syntax::text(piece, src),
                            escape: piece.kind() == "escape_sequence",
                        }),
                        "interpolation" => {
                            if let Some(x) = piece.child_by_field_name("expression") {
                                visit(Piece::Computed {
                                    node: x,
                                    interpolated: true,
                                });
                            }
                        }
                        _ => {}
                    }
                }
            }
            _ => visit(Piece::Computed {
                node: n,
                interpolated: false,
            }),
        }
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
    fn computed_name_shows_static_parts_and_braces() {
        use crate::model::PyValue;
        let opaque = |t: &str| PyValue::Opaque { text: t.into() };
        assert_eq!(computed_name(&PyValue::Str("x".into())), None);
        assert_eq!(computed_name(&opaque("name")), None);
        assert_eq!(
            computed_name(&opaque(r#"f"{svc}_check_auth""#)).as_deref(),
            Some("{svc}_check_auth")
        );
        assert_eq!(
            computed_name(&opaque(r#"svc + "_list""#)).as_deref(),
            Some("{svc}_list")
        );
        assert_eq!(
            computed_name(&opaque("tool_name(provider, endpoint)")).as_deref(),
            Some("{tool_name(provider, endpoint)}")
        );
        assert_eq!(
            computed_name(&opaque(r#"f"wetter_für_{city.lower()}""#)).as_deref(),
            Some("wetter_für_{city.lower()}")
        );
    }

    #[test]
    fn computed_text_names_the_static_parts() {
        use crate::model::PyValue;
        let opaque = |t: &str| PyValue::Opaque { text: t.into() };
        assert_eq!(computed_text(&PyValue::Str("x".into())), None);
        assert_eq!(computed_text(&PyValue::None), None);
        let why =
            computed_text(&opaque(r#"f"Search the {kind} index, at most {limit}.""#)).unwrap();
        assert!(why.contains("computed at run time"), "{why}");
        assert!(
            why.ends_with("its static parts are 'Search the ', ' index, at most ', '.'"),
            "{why}"
        );
        let why = computed_text(&opaque(r#""Search among: " + ", ".join(sorted(KINDS))"#)).unwrap();
        assert!(
            why.ends_with("its static parts are 'Search among: '"),
            "{why}"
        );
        let why = computed_text(&opaque(r#""\n".join(LINES)"#)).unwrap();
        assert!(why.ends_with("no part of it is static"), "{why}");
        // Non-ASCII text is cut on character boundaries.
        let why = computed_text(&opaque(r#"f"Wetter für {city} — heute""#)).unwrap();
        assert!(why.ends_with("'Wetter für ', ' — heute'"), "{why}");
    }

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
