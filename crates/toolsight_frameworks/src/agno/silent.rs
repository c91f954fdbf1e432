//! What agno sends without a word (measured with agno 3.1.10, tests/goldens/agno): types it
//! maps only by `__name__` as an empty closed object, a `typing.Optional` without its `None`, `*args` / `**kwargs` as one required
//! property, every default dropped, Gemini's made-up `example_key` property for a typed
//! dict, and a `@tool` whose annotations do not evaluate sent with no parameters at all.
//! Descriptions and constraints written in `Annotated` / `Field` and dropped are found from
//! the payloads by the generic L012/L013 check, an enum of integers sent as a string enum by
//! L015.

use serde_json::Value;

use super::{function, given, Given};
use crate::frameworks::{Provider, Silent, SilentKind, ToolInput};
use crate::model::{ClassKind, Origin, ParamKind, PyValue, Spelling, Ty};

pub fn check(tool: &ToolInput) -> Vec<Silent> {
    let mut out = Vec::new();
    let (_, built) = function(tool);
    let Ok(built) = built else {
        // A plain function agno cannot read is dropped with an error (L001 reports it).
        return out;
    };
    // A hand-written `parameters=` is sent as written.
    if let Given::Literal(call) = given(tool) {
        if call.kwarg("parameters").is_some() {
            return out;
        }
    }
    let f = tool.function;
    let properties = built
        .parameters
        .get("properties")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let hidden_all = properties.is_empty()
        && f.params
            .iter()
            .any(|p| p.name != "self" && !super::schema::INJECTED.contains(&p.name.as_str()));
    if hidden_all {
        if let Err(e) = super::schema::derive(
            tool.module,
            f,
            &f.params,
            super::schema::Path::Process,
            false,
            &[],
        ) {
            if !e.is_unknown() {
                out.push(Silent::new(
                    SilentKind::SchemaReplaced,
                    None,
                    format!(
                        "agno cannot build the parameters (`{}: {}`), logs a warning and sends the tool with no parameters at all: the model calls it without arguments and the call fails",
                        e.code, e.message
                    ),
                ));
                return out;
            }
        }
    }
    for p in &f.params {
        if !properties.contains_key(&p.name) {
            continue;
        }
        if matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword) {
            // Measured with agno 3.1.10: pydantic's `validate_call` refuses `numbers=[...]` for
            // `*numbers`, but `**options` collects `options={...}` as one more keyword, so those
            // calls succeed with the arguments one level down.
            let message = if p.kind == ParamKind::VarPositional {
                format!(
                    "`*{0}` is sent as one required property named `{0}`; agno passes it back as the keyword `{0}=...`, which the function's validation refuses (`Unexpected keyword argument`): every call fails",
                    p.name
                )
            } else {
                // The property's schema is the annotation's (measured with agno 3.1.10: none gives
                // `{}`, `str` a string, `Any` an empty closed object), so it is stated as built.
                let shape = match properties.get(&p.name) {
                    Some(Value::Object(o)) if o.is_empty() => ", with no schema (`{}`)".to_string(),
                    Some(Value::Object(o))
                        if o.get("type").and_then(Value::as_str) == Some("object")
                            && o.get("properties")
                                .and_then(Value::as_object)
                                .is_some_and(|m| m.is_empty())
                            && o.get("additionalProperties") == Some(&Value::Bool(false)) =>
                    {
                        ", an object that admits no properties".to_string()
                    }
                    Some(schema) => format!(" (`{schema}`)"),
                    None => String::new(),
                };
                format!(
                    "`**{0}` is sent as one required property named `{0}`{1}; agno passes it back as the keyword `{0}=...`, so the function receives the model's arguments nested (`{0} == {{\"{0}\": {{...}}}}`), never as keywords of its own",
                    p.name, shape
                )
            };
            out.push(Silent::new(SilentKind::TypeLost, Some(&p.name), message));
            continue;
        }
        if let Some(a) = &p.annotation {
            let ty = match &a.ty {
                t @ Ty::Union { pep604: false, .. } => match t.optional_inner() {
                    Some(inner) => {
                        if p.default.is_none() {
                            out.push(Silent::new(
                                SilentKind::TypeLost,
                                Some(&p.name),
                                format!(
                                    "`typing.Optional` loses its `None`: agno sends `{}` as the inner type only and as required, so the model cannot send `null` (`X | None` keeps it)",
                                    p.name
                                ),
                            ));
                        }
                        inner
                    }
                    None => t,
                },
                t => t,
            };
            let mut lost = Vec::new();
            let mut dicts = false;
            walk(ty, &mut lost, &mut dicts);
            if !lost.is_empty() && !has_str_member(ty) {
                out.push(Silent::new(
                    SilentKind::TypeLost,
                    Some(&p.name),
                    format!(
                        "agno maps types by `__name__` and sends {} in `{}` as an empty object that admits no properties (`{{\"type\": \"object\", \"properties\": {{}}, \"additionalProperties\": false}}`): the model cannot send a valid value",
                        names(&lost),
                        p.name
                    ),
                ));
            }
            if dicts {
                out.push(
                    Silent::new(
                        SilentKind::TypeLost,
                        Some(&p.name),
                        format!(
                            "agno's Gemini formatter sends the dict in `{}` as an object with one made-up property `example_key`: the model fills in `example_key` instead of real keys",
                            p.name
                        ),
                    )
                    .only(&[Provider::Gemini]),
                );
            }
        }
        if let Some(d) = &p.default {
            if !matches!(d.value, PyValue::None) {
                out.push(Silent::new(
                    SilentKind::DefaultDropped,
                    Some(&p.name),
                    format!(
                        "agno never sends defaults: the model is not told that `{}` defaults to `{}`",
                        p.name, d.text
                    ),
                ));
            }
        }
    }
    out
}

/// A union with a `str` member (`Union[str, Path]`): agno sends `anyOf [string, {empty
/// closed object}]`, and the model sends the path (or date) as the string, which the
/// function accepts; the member sent as an empty object loses nothing the model could send
/// in JSON. (For Gemini that empty OBJECT member is rejected: G004 reads it in the payload.)
fn has_str_member(ty: &Ty) -> bool {
    match ty {
        Ty::Forward { resolved, .. } => has_str_member(resolved),
        Ty::Annotated { base, .. } => has_str_member(base),
        Ty::Union { members, .. } => members
            .iter()
            .any(|m| matches!(m.strip_annotated(), Ty::Prim(crate::model::Prim::Str))),
        _ => false,
    }
}

fn names(v: &[String]) -> String {
    v.iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What `get_json_schema_for_arg` degrades inside a type: the names it sends as an empty
/// closed object, and typed dicts (Gemini's `example_key`).
fn walk(ty: &Ty, lost: &mut Vec<String>, dicts: &mut bool) {
    fn add(lost: &mut Vec<String>, n: String) {
        if !lost.contains(&n) {
            lost.push(n);
        }
    }
    match ty {
        Ty::Forward { resolved, .. } => walk(resolved, lost, dicts),
        Ty::Annotated { base, .. } => walk(base, lost, dicts),
        Ty::Qualified { inner, .. } => walk(inner, lost, dicts),
        Ty::Union { members, .. } => members.iter().for_each(|m| walk(m, lost, dicts)),
        Ty::Generic {
            spelling: Spelling::Builtin,
            args: None,
            origin,
        } => {
            if !matches!(
                origin,
                Origin::List | Origin::Tuple | Origin::Set | Origin::FrozenSet | Origin::Dict
            ) {
                add(lost, origin.runtime_name().to_string());
            }
        }
        Ty::Generic { origin, args, .. } => match origin {
            Origin::List | Origin::Tuple | Origin::Set | Origin::FrozenSet => {
                if let Some(t) = args.as_deref().and_then(|a| a.first()) {
                    walk(t, lost, dicts);
                }
            }
            Origin::Dict => {
                // agno's Gemini formatter writes `example_key` only for an
                // `additionalProperties` schema with a `type`: a union of values (`anyOf`,
                // `Optional` too) is sent as a plain OBJECT without properties (G004's, from
                // the payload; ran agno 3.1.10 `convert_schema`).
                let union_values = args
                    .as_deref()
                    .and_then(|a| a.get(1))
                    .is_some_and(|v| matches!(v.strip_annotated(), Ty::Union { .. }));
                *dicts |= !union_values;
                for t in args.iter().flatten().take(2) {
                    walk(t, lost, dicts);
                }
            }
            _ => add(
                lost,
                crate::model::pyrepr::dunder_name(ty)
                    .unwrap_or_else(|| origin.runtime_name().into()),
            ),
        },
        Ty::Class(c) => match &c.kind {
            // An enum of non-string values is sent as a string enum of them: L015 reports
            // the contradiction from the payload.
            ClassKind::Enum { .. } | ClassKind::Pydantic => {}
            ClassKind::Dataclass => {
                for f in c.fields.iter().filter(|f| !f.annotation.stringized) {
                    walk(&f.annotation.ty, lost, dicts);
                }
            }
            _ => add(lost, c.name.clone()),
        },
        Ty::Prim(p) => {
            if matches!(p.name(), "bytes" | "object") {
                add(lost, p.name().to_string());
            }
        }
        Ty::Std(s) => {
            if s.name() != "Decimal" {
                add(lost, s.name().to_string());
            }
        }
        Ty::Any => add(lost, "Any".into()),
        Ty::TypeVar { name, .. } => add(lost, name.clone()),
        Ty::NewType { name, .. } => add(lost, name.rsplit('.').next().unwrap_or(name).to_string()),
        Ty::AliasType { name, .. } => add(lost, name.clone()),
        Ty::Unknown { name } => add(lost, name.rsplit('.').next().unwrap_or(name).to_string()),
        Ty::Literal(_) | Ty::Ellipsis | Ty::ParamList(_) => {}
    }
}
