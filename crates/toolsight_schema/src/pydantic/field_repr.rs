//! `repr(pydantic.Field(...))` (pydantic 2.14 `FieldInfo.__repr_args__`): fastcore leaks a
//! `FieldInfo` default into the schema as is, and google-genai prints one inside
//! `Annotated[...]` in its errors.

use crate::model::{CallValue, PyValue};

/// Constraint keywords in the order `Field()` passes them to `FieldInfo.from_field`, with the
/// metadata class each becomes (`None`: collected into `_PydanticGeneralMetadata`).
const METADATA: &[(&str, Option<&str>)] = &[
    ("pattern", None),
    ("coerce_numbers_to_str", None),
    ("strict", Some("Strict")),
    ("gt", Some("Gt")),
    ("ge", Some("Ge")),
    ("lt", Some("Lt")),
    ("le", Some("Le")),
    ("multiple_of", Some("MultipleOf")),
    ("min_length", Some("MinLen")),
    ("max_length", Some("MaxLen")),
    ("allow_inf_nan", Some("AllowInfNan")),
    ("max_digits", None),
    ("decimal_places", None),
    ("union_mode", None),
    ("fail_fast", Some("FailFast")),
];

/// Plain attributes, in `FieldInfo.__slots__` order, after the aliases.
const ATTRS: &[&str] = &[
    "title",
    "description",
    "examples",
    "exclude",
    "discriminator",
    "deprecated",
    "json_schema_extra",
    "frozen",
    "validate_default",
    "repr",
    "init",
    "init_var",
    "kw_only",
];

/// The repr of a `Field(...)` call, when every argument is one toolsight can render.
pub fn repr(call: &CallValue) -> Option<String> {
    if call.args.len() > 1 {
        return None;
    }
    let known = |k: &str| {
        matches!(
            k,
            "default"
                | "default_factory"
                | "alias"
                | "alias_priority"
                | "validation_alias"
                | "serialization_alias"
        ) || ATTRS.contains(&k)
            || METADATA.iter().any(|(m, _)| *m == k)
    };
    if call.kwargs.iter().any(|(k, _)| !known(k)) {
        return None;
    }
    let kw = |k: &str| call.kwarg(k).filter(|v| !v.is_none());
    let default = call
        .args
        .first()
        .or_else(|| call.kwarg("default"))
        .filter(|v| !matches!(v, PyValue::Ellipsis));
    let factory = kw("default_factory");
    let mut parts = vec![
        "annotation=NoneType".to_string(),
        format!(
            "required={}",
            if default.is_none() && factory.is_none() {
                "True"
            } else {
                "False"
            }
        ),
    ];
    if let Some(d) = default {
        parts.push(format!("default={}", d.repr()));
    }
    if let Some(f) = factory {
        let name = match f {
            PyValue::Opaque { text } if text.trim_start().starts_with("lambda") => {
                "<lambda>".into()
            }
            PyValue::Opaque { text } => text.rsplit('.').next().unwrap_or(text).to_string(),
            _ => return None,
        };
        parts.push(format!("default_factory={name}"));
    }
    let alias = kw("alias");
    if let Some(a) = alias {
        parts.push(format!("alias={}", a.repr()));
    }
    let any_alias =
        alias.is_some() || kw("validation_alias").is_some() || kw("serialization_alias").is_some();
    match kw("alias_priority") {
        Some(p) => parts.push(format!("alias_priority={}", p.repr())),
        None if any_alias => parts.push("alias_priority=2".into()),
        None => {}
    }
    for k in ["validation_alias", "serialization_alias"] {
        if let Some(v) = kw(k) {
            if Some(v) != alias {
                parts.push(format!("{k}={}", v.repr()));
            }
        }
    }
    for k in ATTRS {
        let Some(v) = kw(k) else { continue };
        if (*k == "frozen" && *v == PyValue::Bool(false))
            || (*k == "repr" && *v == PyValue::Bool(true))
        {
            continue;
        }
        parts.push(format!("{k}={}", v.repr()));
    }
    let mut metadata = Vec::new();
    let mut general = Vec::new();
    for (k, marker) in METADATA {
        let Some(v) = kw(k) else { continue };
        match marker {
            Some(m) => metadata.push(format!("{m}({k}={})", v.repr())),
            None => general.push(format!("{k}={}", v.repr())),
        }
    }
    if !general.is_empty() {
        metadata.push(format!("_PydanticGeneralMetadata({})", general.join(", ")));
    }
    if !metadata.is_empty() {
        parts.push(format!("metadata=[{}]", metadata.join(", ")));
    }
    Some(format!("FieldInfo({})", parts.join(", ")))
}
