//! What autogen sends without a word (measured with autogen-core 0.7.5, `tests/goldens/autogen`):
//! - a parameter or field whose type is a model or an enum is a `$ref` in the args model's
//!   schema; jsonref replaces the reference with the definition and drops its siblings, so
//!   the field's default (`DefaultDropped`) and description are lost;
//! - a `Field(...)` written as a parameter's default becomes the *value* of autogen's own
//!   `Field(default=...)`: none of its default, description or constraints is sent.
//!
//! A function parameter's lost description and constraints (including those after the
//! description in `Annotated[T, "...", Field(ge=1)]`, which autogen never reads) are found by
//! the rules' own comparison of the code with the payload; only what that comparison cannot
//! see is reported here: defaults, and the fields of a `BaseTool`'s args model.

use serde_json::Value;

use super::{build, Built};
use crate::frameworks::pydantic::fieldinfo::{field_call, FieldInfo};
use crate::frameworks::{Silent, SilentKind, ToolInput};
use crate::model::DefKind;

pub fn check(tool: &ToolInput) -> Vec<Silent> {
    // Where autogen raises there is no schema to degrade (L001 reports the error).
    let Ok(built) = build(tool) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    referenced_fields(tool, &built, &mut out);
    if tool.function.kind != DefKind::Class {
        for p in super::super::common::call_params(tool.function) {
            field_default(p, &mut out);
        }
    }
    out
}

/// Properties that are a `$ref` with sibling keys: the siblings go with the reference.
fn referenced_fields(tool: &ToolInput, built: &Built, out: &mut Vec<Silent>) {
    let Ok(model) = &built.model else { return };
    let Some(props) = model.get("properties").and_then(Value::as_object) else {
        return;
    };
    for (name, prop) in props {
        let Some(target) = prop.get("$ref").and_then(Value::as_str) else {
            continue;
        };
        let class = target.rsplit('/').next().unwrap_or(target);
        if let Some(default) = prop.get("default") {
            out.push(Silent::new(
                SilentKind::DefaultDropped,
                Some(name),
                format!(
                    "the default of `{name}` (`{default}`) is not sent: autogen replaces the reference to `{class}` with its definition and drops the keys beside it"
                ),
            ));
        }
        // A function parameter's description is the rules' to compare; an args model's
        // field is not a parameter they see.
        let given = match prop.get("description").and_then(Value::as_str) {
            Some(d) if tool.function.kind == DefKind::Class => Some(d),
            _ => None,
        };
        if let Some(d) = given {
            out.push(Silent::new(
                SilentKind::DescriptionDropped,
                Some(name),
                format!(
                    "the description of `{name}` (\"{d}\") is not sent: autogen replaces the reference to `{class}` with its definition and drops the keys beside it"
                ),
            ));
        }
    }
}

/// `def f(x: int = Field(5, description=...))`: the `Field` is the default value.
fn field_default(p: &crate::model::Param, out: &mut Vec<Silent>) {
    let Some(call) = p.default.as_ref().and_then(|d| field_call(&d.value)) else {
        return;
    };
    let info = FieldInfo::from_call(call);
    let name = p.name.as_str();
    let why = "autogen passes the `Field(...)` as the default value of its own field, which has no JSON form";
    if info.default.is_some() {
        out.push(Silent::new(
            SilentKind::DefaultDropped,
            Some(name),
            format!("the default given in `Field(...)` for `{name}` is not sent: {why}"),
        ));
    }
}
