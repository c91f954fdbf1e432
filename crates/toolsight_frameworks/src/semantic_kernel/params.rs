//! What `@kernel_function` reads from a signature (`kernel_function_decorator.py`:
//! `_process_signature`, `_parse_parameter`) and how `KernelParameterMetadata` turns it into a
//! schema (`infer_schema`): the type object when SK found a single one, else SK's own type
//! string, with the default folded into the description.

use serde_json::{Map, Value};

use super::schema::{self, Builder};
use crate::frameworks::LibError;
use crate::model::value::json_truthy;
use crate::model::{ClassKind, EnumBase, Module, Origin, Param, Prim, PyValue, Spelling, Ty};

/// One parameter as `KernelParameterMetadata` holds it.
pub struct ParamMeta {
    pub name: String,
    pub is_required: bool,
    /// `include_in_function_choices` (from an `Annotated` dict).
    pub included: bool,
    pub schema: Map<String, Value>,
}

/// What the schema is built from (`type_object`, else `type_`).
pub enum TypeObject<'t> {
    Ty(&'t Ty),
    /// An unannotated parameter: `inspect.Parameter.empty`, a class without annotations.
    Empty,
    /// No single type (a union of several types, or a `None` annotation): the type string.
    Name(String),
}

/// `KernelParameterMetadata`'s fields (and the alias `type`), which an `Annotated` dict's keys
/// would set.
const PARAMETER_FIELDS: &[&str] = &[
    "name",
    "description",
    "default_value",
    "type_",
    "type",
    "is_required",
    "type_object",
    "schema_data",
    "include_in_function_choices",
];

/// `KernelParameterMetadata(**parsed)` for one parameter of the signature.
pub fn param_meta(
    module: &Module,
    type_params: &[String],
    p: &Param,
) -> Result<ParamMeta, LibError> {
    let ann = p.annotation.as_ref().map(|a| &a.ty);
    // `arg.default if arg.default != arg.empty else None`: a `None` default is no default.
    let default = p
        .default
        .as_ref()
        .map(|d| &d.value)
        .filter(|v| !v.is_none());
    let mut description: Option<Value> = None;
    let mut included = true;
    if let Some(Ty::Annotated { .. }) = ann {
        for m in annotated_meta(ann.unwrap_or(&Ty::Any)) {
            match m {
                PyValue::Str(s) => description = Some(Value::String(s.clone())),
                PyValue::Dict(kv) => {
                    for (k, v) in kv {
                        match (k.as_str(), v) {
                            (Some("description"), v) => {
                                // Only when no string came before, and only a truthy value.
                                if description.is_none() && PyValue::truthy(v) {
                                    description = Some(match v {
                                        PyValue::Str(s) => Value::String(s.clone()),
                                        _ => {
                                            return Err(LibError::unknown(
                                                "a non-string description",
                                            ))
                                        }
                                    });
                                }
                            }
                            (Some("include_in_function_choices"), PyValue::Bool(b)) => {
                                included = *b
                            }
                            // Keys that are not `KernelParameterMetadata` fields are ignored.
                            (Some(k), _) if !PARAMETER_FIELDS.contains(&k) => {}
                            _ => {
                                return Err(LibError::unknown(
                                    "Annotated metadata keys SK copies into the parameter",
                                ))
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let is_required = default.is_none() && !top_level_none(ann) && included;
    let object = type_object(module, ann)?;
    let schema = match object {
        TypeObject::Ty(t) => Builder::new(module, type_params).build(t, description.as_ref())?,
        TypeObject::Empty => {
            let mut m = Map::new();
            m.insert("type".into(), "object".into());
            m.insert("properties".into(), Value::Object(Map::new()));
            m
        }
        TypeObject::Name(name) => {
            let description = with_default(module, description, default)?;
            schema::from_type_name(&name, description.as_ref())
        }
    };
    // pydantic validates the name after the `mode="before"` validator built the schema.
    if !valid_name(&p.name, true) {
        return Err(LibError::new(
            "ValidationError",
            format!(
                "1 validation error for KernelParameterMetadata\nname\n  String should match pattern '^[0-9A-Za-z_-]+$' [type=string_pattern_mismatch, input_value={}, input_type=str]\n    For further information visit https://errors.pydantic.dev/2.13/v/string_pattern_mismatch",
                crate::model::value::str_repr(&p.name)
            ),
        ));
    }
    Ok(ParamMeta {
        name: p.name.clone(),
        is_required,
        included,
        schema,
    })
}

/// What SK builds the parameter's schema from.
pub fn type_object<'t>(module: &Module, ann: Option<&'t Ty>) -> Result<TypeObject<'t>, LibError> {
    Ok(match ann {
        None => TypeObject::Empty,
        Some(t) if t.is_none() => TypeObject::Name("Any".into()),
        Some(t) => match underlying(t) {
            Some(u) => TypeObject::Ty(u),
            None => TypeObject::Name(type_name(module, t)?),
        },
    })
}

/// `include_in_function_choices` as an `Annotated` dict sets it (SK's way to hide an
/// injected parameter such as the kernel).
pub fn included(ann: Option<&Ty>) -> bool {
    let mut included = true;
    for m in ann.map(annotated_meta).unwrap_or_default() {
        if let PyValue::Dict(kv) = m {
            for (k, v) in kv {
                if let (Some("include_in_function_choices"), PyValue::Bool(b)) = (k.as_str(), v) {
                    included = *b;
                }
            }
        }
    }
    included
}

/// `^[0-9A-Za-z_-]+$` (functions, parameters), `^[0-9A-Za-z_]+$` (plugins).
pub fn valid_name(name: &str, hyphen: bool) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || (hyphen && c == '-'))
}

/// `Annotated` metadata as Python flattens it (inner first).
fn annotated_meta(ty: &Ty) -> Vec<&PyValue> {
    match ty {
        Ty::Annotated { base, meta } => {
            let mut out = annotated_meta(base);
            out.extend(meta.iter());
            out
        }
        _ => Vec::new(),
    }
}

/// Whether `_parse_parameter` sees `NoneType` among the annotation's own arguments (a union
/// with `None`, also inside `Annotated`), which makes the parameter optional.
pub fn top_level_none(ann: Option<&Ty>) -> bool {
    match ann {
        Some(Ty::Annotated { base, .. }) => top_level_none(Some(base)),
        Some(Ty::Union { members, .. }) => members.iter().any(Ty::is_none),
        _ => false,
    }
}

/// `_get_underlying_type` where `_process_signature` applies it (an `Annotated` or union
/// annotation), else the annotation itself. `None`: a union of several types.
fn underlying(ty: &Ty) -> Option<&Ty> {
    match ty {
        Ty::Union { members, .. } => single_non_none(members),
        Ty::Annotated { base, .. } => match base.as_ref() {
            // `annotation.__origin__` is a `types.UnionType`: its single non-None member.
            Ty::Union {
                members,
                pep604: true,
            } => single_non_none(members),
            // A `typing.Union` alias (`Optional[int]`) is returned as is.
            other => Some(other),
        },
        other => Some(other),
    }
}

fn single_non_none(members: &[Ty]) -> Option<&Ty> {
    let mut rest = members.iter().filter(|m| !m.is_none());
    match (rest.next(), rest.next()) {
        (Some(one), None) => Some(one),
        _ => None,
    }
}

/// `infer_schema`'s description for a type string: `"(default value: 3)"` appended.
fn with_default(
    module: &Module,
    description: Option<Value>,
    default: Option<&PyValue>,
) -> Result<Option<Value>, LibError> {
    let Some(d) = default else {
        return Ok(description);
    };
    let text = py_str(module, d)?;
    if text.trim().is_empty() {
        return Ok(description);
    }
    Ok(Some(Value::String(match description {
        Some(Value::String(s)) if !s.is_empty() => {
            let space = if s.trim().is_empty() { "" } else { " " };
            format!("{s}{space}(default value: {text})")
        }
        Some(v) if json_truthy(&v) => {
            return Err(LibError::unknown("a non-string description with a default"))
        }
        _ => format!("(default value: {text})"),
    })))
}

/// Python's `str(value)` for a default.
fn py_str(module: &Module, v: &PyValue) -> Result<String, LibError> {
    Ok(match v {
        PyValue::Str(s) => s.clone(),
        PyValue::EnumMember {
            class,
            member,
            value,
        } => {
            let base = module.class_named(class).and_then(|c| match c.kind {
                ClassKind::Enum { base, .. } => Some(base),
                _ => None,
            });
            match base {
                Some(EnumBase::IntEnum | EnumBase::IntFlag | EnumBase::StrEnum) => {
                    py_str(module, value)?
                }
                _ => format!("{class}.{member}"),
            }
        }
        PyValue::None
        | PyValue::Bool(_)
        | PyValue::Int(_)
        | PyValue::Float(_)
        | PyValue::List(_)
        | PyValue::Tuple(_)
        | PyValue::Dict(_) => v.repr(),
        _ => {
            return Err(LibError::unknown(
                "the str() of a default that is not a literal",
            ))
        }
    })
}

/// `_parse_parameter(...)["type_"]`: the name SK gives a type when it has no single type
/// object (union members joined with `", "`, `list[...]` / `dict[...]` spelled out).
fn type_name(module: &Module, ty: &Ty) -> Result<String, LibError> {
    Ok(match ty {
        Ty::Prim(Prim::NoneType) => "Any".into(),
        Ty::Annotated { base, .. } => type_name(module, base)?,
        Ty::Union { members, .. } => {
            let names = members
                .iter()
                .filter(|m| !m.is_none())
                .map(|m| type_name(module, m))
                .collect::<Result<Vec<_>, _>>()?;
            joined(None, names)?
        }
        Ty::Generic {
            origin,
            args: Some(args),
            ..
        } => {
            let names = args
                .iter()
                .filter(|m| !m.is_none())
                .map(|m| type_name(module, m))
                .collect::<Result<Vec<_>, _>>()?;
            joined(Some(origin.runtime_name()), names)?
        }
        Ty::Literal(values) => {
            let names = values
                .iter()
                .map(|v| literal_name(module, v))
                .collect::<Result<Vec<_>, _>>()?;
            joined(None, names)?
        }
        Ty::Generic {
            origin,
            spelling: Spelling::Typing,
            args: None,
        } => format!(
            "typing.{}",
            crate::model::pyrepr::typing_alias_name(*origin)
        ),
        Ty::Generic { origin, .. } => origin.runtime_name().into(),
        Ty::Prim(p) => p.name().into(),
        Ty::Any => "Any".into(),
        Ty::Class(c) => c.name.clone(),
        Ty::Std(s) => s.name().into(),
        Ty::TypeVar { name, .. } => format!("~{name}"),
        Ty::AliasType { name, .. } if !name.contains('[') => name.clone(),
        Ty::Forward { text, .. } => text.replace(" |", ","),
        Ty::Ellipsis => "Ellipsis".into(),
        _ => return Err(LibError::unknown("SK's name for this type")),
    })
}

/// The `type_` of a `Literal` member: a string is its own name, a falsy value is `"Any"`.
fn literal_name(module: &Module, v: &PyValue) -> Result<String, LibError> {
    if !PyValue::truthy(v) {
        return Ok("Any".into());
    }
    Ok(match v {
        PyValue::Str(s) => s.replace(" |", ","),
        other => py_str(module, other)?,
    })
}

/// The type string of a subscripted type from its arguments' (`origin`: the class name of a
/// generic's origin; `list` and `dict` keep their brackets).
fn joined(origin: Option<&str>, names: Vec<String>) -> Result<String, LibError> {
    Ok(match (origin, names.len()) {
        (Some(o @ ("list" | "dict")), _) => format!("{o}[{}]", names.join(", ")),
        (_, 0) => return Err(LibError::new("IndexError", "list index out of range")),
        (_, 1) => names.into_iter().next().unwrap_or_default(),
        _ => names.join(", "),
    })
}

/// The `type_object` `_parse_parameter` gives a return annotation, which
/// `KernelParameterMetadata` builds a schema of (only its errors matter: it is not sent).
pub fn return_object(ty: &Ty) -> Option<&Ty> {
    match ty {
        Ty::Prim(Prim::NoneType) => None,
        Ty::Annotated { base, .. } => return_object(base),
        Ty::Union { members, .. } => single_non_none(members).and_then(return_object),
        Ty::Generic {
            origin,
            args: Some(args),
            ..
        } => match (origin, args.iter().filter(|a| !a.is_none()).count()) {
            (Origin::List | Origin::Dict, _) | (_, 2..) => None,
            (_, 1) => args.iter().find(|a| !a.is_none()).and_then(return_object),
            _ => None,
        },
        Ty::Class(_) => Some(ty),
        _ => None,
    }
}
