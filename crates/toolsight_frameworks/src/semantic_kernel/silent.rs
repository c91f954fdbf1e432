//! What Semantic Kernel sends without a word (measured with the oracle, tests/goldens/
//! semantic-kernel): types its `KernelJsonSchemaBuilder` has no mapping for become
//! `{"type": "object"}` (a `Literal`'s values, `datetime`, `Decimal`, `bytes`, `Sequence[...]`,
//! a `Callable`) or an object without properties (`Path`, `UUID`, a class declaring nothing);
//! defaults are never sent, and `= None` makes a parameter required; a pydantic field's
//! constraints are not sent as keywords, the first one replacing its description.

use serde_json::Value;

use super::params::{self, TypeObject};
use super::schema::{self, Builder};
use crate::frameworks::{Provider, Silent, SilentKind, ToolInput};
use crate::model::{ClassDef, ClassKind, Origin, Prim, PyValue, Spelling, Ty};

pub fn check(tool: &ToolInput) -> Vec<Silent> {
    // Where SK raises there is no schema to degrade (L001 reports the error).
    if super::render(tool, Provider::OpenaiChat).result.is_err() {
        return Vec::new();
    }
    let f = tool.function;
    let module = tool.module;
    // `description=` replaces `__doc__`, parameter sections included.
    let replaced_doc = super::decorator_kwarg(tool, "description").is_some();
    let documented = if replaced_doc {
        crate::frameworks::docstrings::pydantic_ai(f.doc.as_ref().map(|d| d.value.as_str())).params
    } else {
        Vec::new()
    };
    let mut out = Vec::new();
    for p in crate::frameworks::common::call_params(f)
        .iter()
        .filter(|p| p.name != "self")
    {
        let ann = p.annotation.as_ref().map(|a| &a.ty);
        if !params::included(ann) {
            continue;
        }
        let Ok(object) = params::type_object(module, ann) else {
            continue;
        };
        let mut lost = Vec::new();
        match &object {
            TypeObject::Ty(t) => lost_types(module, t, &mut lost, 0),
            // A union of several types is sent from SK's type string: only `int`, `str`,
            // `bool`, `float` and the bare containers keep their JSON type.
            TypeObject::Name(_) => {
                if let Some(Ty::Union { members, .. }) = ann.map(annotated_base) {
                    for m in members.iter().filter(|m| !m.is_none()) {
                        if !named_type_kept(m) {
                            lost.push(spelled(m));
                        }
                    }
                }
            }
            TypeObject::Empty => {}
        }
        if !lost.is_empty() {
            out.push(Silent::new(
                SilentKind::TypeLost,
                Some(&p.name),
                format!(
                    "SK's `KernelJsonSchemaBuilder` has no mapping for {} in `{}` and sends it as an untyped object: the model is not told what to send",
                    lost.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", "),
                    p.name
                ),
            ));
        }
        match p.default.as_ref() {
            // `Optional[T] = None`: not required, and `None` is what omitting it gives.
            Some(d) if d.value.is_none() && params::top_level_none(ann) => {}
            Some(d) if d.value.is_none() => out.push(Silent::new(
                SilentKind::DefaultDropped,
                Some(&p.name),
                format!(
                    "`{} = None` is no default for SK: `{}` is listed in `required`, so the model must send a value (and invents one)",
                    p.name, p.name
                ),
            )),
            // A union's default is folded into its description: "(default value: 3)".
            Some(d)
                if !matches!(object, TypeObject::Name(_))
                    && crate::frameworks::pydantic::fieldinfo::field_call(&d.value).is_none() =>
            {
                out.push(Silent::new(
                SilentKind::DefaultDropped,
                Some(&p.name),
                format!(
                    "the default of `{}` (`{}`) is not sent: SK only leaves `{}` out of `required`, and the model does not know what omitting it means",
                    p.name, d.text, p.name
                ),
            ))
            }
            _ => {}
        }
        // `Optional[Annotated[T, "..."]]`: SK reads `Annotated` only around the whole
        // annotation.
        if let Some(Ty::Union { members, .. }) = ann {
            for m in members {
                if let Ty::Annotated { meta, .. } = m {
                    if let Some(d) = meta.iter().find_map(PyValue::as_str) {
                        out.push(Silent::new(
                            SilentKind::DescriptionDropped,
                            Some(&p.name),
                            format!(
                                "the description \"{d}\" of `{}` is inside a union, where SK does not read `Annotated`: it is not sent",
                                p.name
                            ),
                        ));
                    }
                }
            }
        }
        let annotated_description = matches!(ann, Some(Ty::Annotated { meta, .. }) if meta.iter().any(|m| m.as_str().is_some() || matches!(m, PyValue::Dict(_))));
        if !annotated_description {
            if let Some((_, d)) = documented.iter().find(|(n, _)| *n == p.name) {
                out.push(Silent::new(
                    SilentKind::DescriptionDropped,
                    Some(&p.name),
                    format!(
                        "the docstring's description of `{}` (\"{}\") is not sent: `description=` replaces the whole docstring, and SK describes parameters only from `Annotated[..., \"...\"]`",
                        p.name,
                        clip(d)
                    ),
                ));
            }
        }
        if let TypeObject::Ty(t) = &object {
            let mut seen = Vec::new();
            model_fields(module, t, &p.name, &mut seen, &mut out, 0);
        }
    }
    out
}

/// `Annotated[T, ...]` as `T`.
fn annotated_base(ty: &Ty) -> &Ty {
    match ty {
        Ty::Annotated { base, .. } => annotated_base(base),
        other => other,
    }
}

/// Whether a member of a multi-type union keeps its JSON type through SK's type string
/// (`TYPE_MAPPING` has its name).
fn named_type_kept(ty: &Ty) -> bool {
    matches!(
        ty,
        Ty::Prim(Prim::Int | Prim::Str | Prim::Bool | Prim::Float | Prim::Object)
            | Ty::Any
            | Ty::Generic {
                args: None,
                spelling: Spelling::Builtin,
                origin: Origin::List | Origin::Set | Origin::Tuple | Origin::Dict,
            }
    )
}

/// A type as users spell it after their imports (`datetime`, `Sequence[str]`).
fn spelled(ty: &Ty) -> String {
    let full = crate::frameworks::pysig::format_ty(ty);
    [
        "collections.abc.",
        "typing.",
        "datetime.",
        "pathlib.",
        "decimal.",
        "uuid.",
    ]
    .iter()
    .fold(full, |s, m| s.replace(m, ""))
}

/// The types inside `ty` that `KernelJsonSchemaBuilder.build` sends as an object that says
/// nothing (`{"type": "object"}`, or without properties).
fn lost_types(module: &crate::model::Module, ty: &Ty, out: &mut Vec<String>, depth: usize) {
    if depth > 12 {
        return;
    }
    match ty {
        Ty::Class(c) => match c.kind {
            ClassKind::Enum { .. } => {}
            _ => {
                let fields = Builder::new(module, &[]).type_hints(c, 0);
                if fields.is_empty() {
                    out.push(c.name.clone());
                }
                for field in &fields {
                    lost_types(module, schema::hint(&field.annotation.ty), out, depth + 1);
                }
            }
        },
        Ty::Std(_) | Ty::Prim(Prim::Bytes | Prim::Complex) | Ty::Literal(_) => {
            out.push(spelled(ty))
        }
        Ty::NewType { .. } | Ty::AliasType { .. } | Ty::Annotated { .. } => out.push(spelled(ty)),
        Ty::Forward { text, .. } => out.push(text.clone()),
        Ty::TypeVar {
            bound, constraints, ..
        } if bound.is_some() || !constraints.is_empty() => out.push(spelled(ty)),
        Ty::Generic {
            args: None,
            origin,
            spelling,
        } => {
            let kept = matches!(origin, Origin::Dict)
                || (*spelling == Spelling::Builtin
                    && matches!(origin, Origin::List | Origin::Set | Origin::Tuple));
            if !kept {
                out.push(spelled(ty));
            }
        }
        Ty::Generic {
            origin,
            args: Some(args),
            ..
        } => match origin {
            Origin::List | Origin::Set => {
                if let Some(t) = args.first() {
                    lost_types(module, t, out, depth + 1);
                }
            }
            Origin::Dict => {
                if let Some(t) = args.get(1) {
                    lost_types(module, t, out, depth + 1);
                }
            }
            Origin::Tuple => args
                .iter()
                .filter(|t| !matches!(t, Ty::Ellipsis))
                .for_each(|t| lost_types(module, t, out, depth + 1)),
            _ => out.push(spelled(ty)),
        },
        Ty::Union { members, .. } => members
            .iter()
            .filter(|m| !m.is_none())
            .for_each(|t| lost_types(module, t, out, depth + 1)),
        _ => {}
    }
}

/// Pydantic models reachable from a parameter's type: each field's constraints are not sent
/// as JSON Schema keywords; the first becomes the field's `description`, replacing the one
/// `Field(description=...)` gives.
fn model_fields(
    module: &crate::model::Module,
    ty: &Ty,
    param: &str,
    seen: &mut Vec<String>,
    out: &mut Vec<Silent>,
    depth: usize,
) {
    if depth > 12 {
        return;
    }
    match ty {
        Ty::Class(c) if c.kind == ClassKind::Pydantic => {
            if seen.contains(&c.qualname) {
                return;
            }
            seen.push(c.qualname.clone());
            for field in Builder::new(module, &[]).type_hints(c, 0) {
                field_loss(c, &field, param, out);
                model_fields(
                    module,
                    schema::hint(&field.annotation.ty),
                    param,
                    seen,
                    out,
                    depth + 1,
                );
            }
        }
        Ty::Class(c) if !matches!(c.kind, ClassKind::Enum { .. }) => {
            for field in Builder::new(module, &[]).type_hints(c, 0) {
                model_fields(
                    module,
                    schema::hint(&field.annotation.ty),
                    param,
                    seen,
                    out,
                    depth + 1,
                );
            }
        }
        Ty::Generic {
            args: Some(args), ..
        }
        | Ty::Union { members: args, .. } => {
            for t in args {
                model_fields(module, t, param, seen, out, depth + 1);
            }
        }
        _ => {}
    }
}

fn field_loss(c: &ClassDef, field: &crate::model::Field, param: &str, out: &mut Vec<Silent>) {
    let Ok((metadata, described)) = schema::field_metadata(field) else {
        return;
    };
    let constraints: Vec<String> = metadata
        .iter()
        .filter_map(|m| match m {
            Value::Object(o) => Some(
                o.iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            _ => None,
        })
        .collect();
    let Some(first) = metadata.first() else {
        return;
    };
    if !constraints.is_empty() {
        out.push(Silent::new(
            SilentKind::ConstraintDropped,
            Some(param),
            format!(
                "the constraints of field `{}` of `{}` ({}) are not sent as JSON Schema keywords: SK puts the first one, `{first}`, in the field's `description`",
                field.name,
                c.name,
                constraints.join(", ")
            ),
        ));
    }
    if let Some(d) = described {
        out.push(Silent::new(
            SilentKind::DescriptionDropped,
            Some(param),
            format!(
                "the description of field `{}` of `{}` (\"{}\") is not sent: SK sends the field's first metadata item, `{first}`, as its description",
                field.name,
                c.name,
                clip(&d)
            ),
        ));
    }
}

fn clip(s: &str) -> String {
    match s.char_indices().nth(60) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}
