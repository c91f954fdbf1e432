//! `str(inspect.signature(f))` as Python 3.12 prints it: llama-index puts it into tool
//! descriptions (`search(query: str, limit: int = 10) -> list[str]`).

use crate::model::pyrepr::{arg_repr, type_repr};
use crate::model::value::str_repr;
use crate::model::{Annotation, Param, ParamKind, Prim, Spelling, Ty};

/// `inspect.formatannotation`: classes by qualified name (builtins bare), `typing` objects by
/// their repr without `typing.` prefixes, anything else by its repr. A string annotation
/// (quoted, or under `from __future__ import annotations`) is shown as a string.
pub fn format_annotation(a: &Annotation) -> String {
    if a.stringized {
        return str_repr(&a.text);
    }
    format_ty(&a.ty)
}

fn is_typing(ty: &Ty) -> bool {
    match ty {
        Ty::Any | Ty::Literal(_) | Ty::Annotated { .. } | Ty::Qualified { .. } => true,
        Ty::Union { pep604, .. } => !pep604,
        Ty::Generic { spelling, .. } => *spelling == Spelling::Typing,
        _ => false,
    }
}

/// `inspect.formatannotation` of an evaluated annotation.
pub fn format_ty(ty: &Ty) -> String {
    match ty {
        Ty::Prim(Prim::NoneType) => "None".into(),
        Ty::Prim(_) | Ty::Class(_) | Ty::Std(_) => arg_repr(ty),
        Ty::Generic {
            origin, args: None, ..
        } if !is_typing(ty) => {
            let m = origin.runtime_module();
            if m == "builtins" {
                origin.runtime_name().into()
            } else {
                format!("{m}.{}", origin.runtime_name())
            }
        }
        Ty::Annotated { base, meta } => {
            // `repr(Annotated[...])`, with pydantic `Field(...)` metadata as `FieldInfo` reprs.
            let mut parts = vec![arg_repr(base)];
            parts.extend(meta.iter().map(|m| match m {
                crate::model::PyValue::Call(c) => {
                    super::pydantic::field_repr(c).unwrap_or_else(|| m.repr())
                }
                other => other.repr(),
            }));
            strip_typing(&format!("typing.Annotated[{}]", parts.join(", ")))
        }
        // A list written as the annotation (`-> [Document]`) is a list object: `repr` of the
        // list, whose items are reprs too (`[<class 'pkg.Document'>]`, `typing.` kept).
        Ty::ParamList(items) => {
            let items: Vec<String> = items.iter().map(object_repr).collect();
            format!("[{}]", items.join(", "))
        }
        t if is_typing(t) => strip_typing(&type_repr(t)),
        t => type_repr(t),
    }
}

/// `repr()` of the object an annotation expression evaluates to, inside a container.
fn object_repr(ty: &Ty) -> String {
    match ty {
        Ty::Prim(Prim::NoneType) => "None".into(),
        Ty::Prim(_) | Ty::Class(_) | Ty::Std(_) => format!("<class '{}'>", arg_repr(ty)),
        // A name of a package toolsight does not read (`llama_index.core.schema.Document`): a
        // class, shown by the qualified name it was imported under.
        Ty::Unknown { name } => format!("<class '{name}'>"),
        Ty::Generic { args: None, .. } if !is_typing(ty) => format!("<class '{}'>", format_ty(ty)),
        t => type_repr(t),
    }
}

/// `re.sub(r'[\w\.]+', lambda m: m.group().removeprefix('typing.'), text)`.
fn strip_typing(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(word.strip_prefix("typing.").unwrap_or(word));
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' || c == '.' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// One parameter as `inspect.Parameter.__str__` prints it.
fn format_param(p: &Param, keep_default: bool) -> String {
    let mut s = match p.kind {
        ParamKind::VarPositional => format!("*{}", p.name),
        ParamKind::VarKeyword => format!("**{}", p.name),
        _ => p.name.clone(),
    };
    if let Some(a) = &p.annotation {
        s.push_str(": ");
        s.push_str(&format_annotation(a));
    }
    if let (Some(d), true) = (&p.default, keep_default) {
        let repr = match &d.value {
            crate::model::PyValue::Opaque { text } => text.clone(),
            v => v.repr(),
        };
        if p.annotation.is_some() {
            s.push_str(" = ");
        } else {
            s.push('=');
        }
        s.push_str(&repr);
    }
    s
}

/// `str(sig)` for the given parameters; `keep_default(p)` says whether a default is shown
/// (llama-index replaces `Field(...)` defaults with none).
pub fn format_signature(
    params: &[&Param],
    returns: Option<&Annotation>,
    keep_default: impl Fn(&Param) -> bool,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut seen_star = false;
    for (i, p) in params.iter().enumerate() {
        if p.kind == ParamKind::KeywordOnly && !seen_star {
            parts.push("*".into());
            seen_star = true;
        }
        if p.kind == ParamKind::VarPositional {
            seen_star = true;
        }
        parts.push(format_param(p, keep_default(p)));
        let next_not_posonly = params
            .get(i + 1)
            .is_none_or(|n| n.kind != ParamKind::PositionalOnly);
        if p.kind == ParamKind::PositionalOnly && next_not_posonly {
            parts.push("/".into());
        }
    }
    let mut s = format!("({})", parts.join(", "));
    if let Some(r) = returns {
        s.push_str(" -> ");
        s.push_str(&format_annotation(r));
    }
    s
}

const BUILTINS: &[&str] = &[
    "str",
    "int",
    "float",
    "bool",
    "bytes",
    "list",
    "dict",
    "set",
    "frozenset",
    "tuple",
    "object",
    "type",
    "complex",
    "None",
    "True",
    "False",
    "bytearray",
    "memoryview",
    "range",
];

/// The first name in an annotation string that neither the builtins nor `globals` define:
/// what `create_model` fails on when it evaluates a string annotation in a library's own
/// module (llama-index, camel) instead of the user's.
pub fn first_undefined(text: &str, globals: &[&str]) -> Option<String> {
    let mut word = String::new();
    let mut in_string: Option<char> = None;
    let mut after_dot = false;
    let mut names = Vec::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if let Some(q) = in_string {
            if c == q {
                in_string = None;
            }
            continue;
        }
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            if !after_dot && !word.chars().next().is_some_and(|d| d.is_ascii_digit()) {
                names.push(std::mem::take(&mut word));
            }
            word.clear();
        }
        after_dot = c == '.';
        if c == '\'' || c == '"' {
            in_string = Some(c);
        }
    }
    names
        .into_iter()
        .find(|n| !globals.contains(&n.as_str()) && !BUILTINS.contains(&n.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_prefixes_are_stripped_from_words() {
        assert_eq!(
            strip_typing("typing.Optional[typing.List[int]]"),
            "Optional[List[int]]"
        );
        assert_eq!(strip_typing("typing.Literal['typing.x']"), "Literal['x']");
        assert_eq!(strip_typing("x.typing.A"), "x.typing.A");
    }
}
