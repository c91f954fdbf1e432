//! What smolagents sends without a word: classes it does not know as a bare `"object"`, and
//! defaults as `nullable: true` without the value.

use crate::frameworks::{Silent, SilentKind, ToolInput};
use crate::model::{Origin, PyValue, Spelling, Ty};

pub fn check(tool: &ToolInput) -> Vec<Silent> {
    let f = tool.function;
    // A `Tool` subclass sends its `inputs` as written; where smolagents raises there is no
    // schema to degrade (L001 reports the error).
    if f.kind == crate::model::DefKind::Class || super::built_tool(tool).is_err() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for p in crate::frameworks::common::call_params(f) {
        if let Some(a) = &p.annotation {
            let mut lost = Vec::new();
            unknown_classes(&a.ty.type_hints(true), &mut lost);
            if !lost.is_empty() {
                let names = lost
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                out.push(Silent::new(
                    SilentKind::TypeLost,
                    Some(&p.name),
                    format!(
                        "`get_json_schema` has no mapping for {names} in `{}` and sends it as `{{\"type\": \"object\"}}`: the model is not told what to send",
                        p.name
                    ),
                ));
            }
        }
        if let Some(d) = &p.default {
            // `None` is what `nullable: true` says; any other value is lost.
            if !matches!(d.value, PyValue::None) {
                out.push(Silent::new(
                    SilentKind::DefaultDropped,
                    Some(&p.name),
                    format!(
                        "the default of `{}` (`{}`) is not sent, only `\"nullable\": true`: the model may send `null` or guess a value",
                        p.name, d.text
                    ),
                ));
            }
        }
    }
    out
}

/// The classes inside `ty` that `_parse_type_hint` sends as a bare `"object"` (its fallback
/// for any class it has no mapping for), as the user spells them.
fn unknown_classes(ty: &Ty, out: &mut Vec<String>) {
    match ty {
        Ty::Class(c) => out.push(c.name.clone()),
        Ty::Std(_) => {
            let full = crate::frameworks::pysig::format_ty(ty);
            out.push(full.rsplit('.').next().unwrap_or(&full).to_string())
        }
        Ty::Generic {
            args: None,
            spelling: Spelling::Builtin,
            origin,
        } if !matches!(origin, Origin::List | Origin::Dict | Origin::Tuple) => {
            out.push(crate::frameworks::pysig::format_ty(ty))
        }
        Ty::Generic { args: Some(a), .. } => a.iter().for_each(|t| unknown_classes(t, out)),
        Ty::Union { members, .. } => members.iter().for_each(|t| unknown_classes(t, out)),
        Ty::NewType { base, .. } => unknown_classes(base, out),
        Ty::Forward { resolved, .. } => unknown_classes(resolved, out),
        _ => {}
    }
}
