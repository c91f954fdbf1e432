//! The stores 0.1.6 dialect: `stores.Index([f]).format_tools(ProviderFormat.X)[0]`.
//!
//! Two stages, as in the library:
//! 1. `Index([f])` runs `wrap_tool(f)` (`stores/indexes/base_index.py`): every parameter becomes
//!    POSITIONAL_OR_KEYWORD, non-string `Literal`s are stringified (`_handle_non_string_literal`,
//!    which also drops `None` from unions and rebuilds them with `|`), a parameter with a default
//!    gets the default `None` and an `Optional[...]` annotation (`Optional[type(default)]` when
//!    unannotated), `Optional` without a default loses its `None`, and `inspect.Signature`
//!    re-validates the parameter order. An exception here is raised for every provider.
//! 2. `format_tools` (`stores/format.py`) maps each annotation with `get_type_repr` /
//!    `get_type_schema` / `get_param_schema` and builds the provider envelope.

/// stores' `tools.toml` index: the entries naming a file, and the marks they make.
pub mod index;

use serde_json::{Map, Value};

use super::{common, LibError, Provider, Rendered, ToolInput};
use crate::model::pyrepr::dunder_name;
use crate::model::{ClassDef, ClassKind, EnumBase, Origin, Param, Prim, PyValue, Spelling, Ty};

use super::markers::{Arg, ListSink, Markers};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "stores",
    label: "stores",
    imports: &["stores"],
    markers: Markers {
        lists: &[
            ListSink {
                callee: "Index",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
            ListSink {
                callee: "LocalIndex",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
        ],
        ..Markers::NONE
    },
    providers: &[
        Provider::Anthropic,
        Provider::Gemini,
        Provider::OpenaiChat,
        Provider::OpenaiResponses,
    ],
    targets: &[
        Provider::Anthropic,
        Provider::Gemini,
        Provider::OpenaiChat,
        Provider::OpenaiResponses,
    ],
    renderer: Some(render),
    // `base_index.py` wraps every tool: defaults become `None` in the signature and
    // `bound_args.arguments[k] = original_signature.parameters[k].default` puts them back.
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        listed_twice: Some("`{name}` is listed twice: stores raises `ValueError: Found duplicate(s): ['{name}']` and sends nothing"),
        duplicate_across_modules: Some("stores raises `ValueError: Found duplicate(s): ['{name}']` and sends nothing"),
        // `format_tools` formats the whole index at once.
        raise_fails_set: Some("`format_tools` fails, so no tool of the index is sent"),
        fills_default_for_none: Some("stores replaces a `None` from the model with the default, so `None` can never be passed"),
        collapsed_union: Some(collapsed_union),
        ..super::behaviour::Behaviour::NONE
    },
};

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    // `tool.__name__` (a module-level `f.__name__ = "..."` renames the function).
    let raw_name = tool
        .function
        .runtime_name
        .clone()
        .unwrap_or_else(|| tool.function.name.clone());
    let name = if provider == Provider::Gemini {
        raw_name.clone()
    } else {
        raw_name.replace('.', "-")
    };
    let result = wrap_tool(tool).and_then(|params| format_tool(tool, &params, &name, provider));
    Rendered { name, result }
}

/// A parameter annotation as stores' code sees the object at run time.
#[derive(Clone, Debug, PartialEq)]
enum Obj {
    /// `inspect.Parameter.empty` (the class `_empty`).
    Empty,
    /// The `None` object itself (`x: None`): not converted to `NoneType` in a signature.
    NoneValue,
    /// A `str` annotation (quoted, or any annotation under `from __future__ import annotations`).
    Str,
    T(Ty),
}

/// A parameter of the wrapped signature.
struct Wrapped {
    name: String,
    ann: Obj,
    has_default: bool,
}

fn type_error(msg: impl Into<String>) -> LibError {
    LibError::new("TypeError", msg)
}

fn no_name(type_name: &str) -> LibError {
    LibError::new(
        "AttributeError",
        format!("'{type_name}' object has no attribute '__name__'"),
    )
}

fn insufficient() -> LibError {
    type_error("Insufficient argument type information")
}

fn not_iterable() -> LibError {
    type_error("'NoneType' object is not iterable")
}

fn top_obj(p: &Param) -> Obj {
    match &p.annotation {
        None => Obj::Empty,
        Some(a) if a.stringized => Obj::Str,
        Some(a) if a.ty.is_none() && a.text.trim() == "None" => Obj::NoneValue,
        Some(a) => Obj::T(a.ty.clone()),
    }
}

// ---------------------------------------------------------------------------------------------
// Stage 1: wrap_tool
// ---------------------------------------------------------------------------------------------

fn wrap_tool(tool: &ToolInput) -> Result<Vec<Wrapped>, LibError> {
    let mut out = Vec::new();
    for p in &tool.function.params {
        let mut ann = match top_obj(p) {
            Obj::T(ty) => Obj::T(handle_non_string_literal(tool, &ty)?),
            other => other,
        };
        let has_default = p.default.is_some();
        if !has_default {
            if let Obj::T(Ty::Union { members, .. }) = &ann {
                if members.iter().any(Ty::is_none) {
                    let rest: Vec<Ty> = members.iter().filter(|m| !m.is_none()).cloned().collect();
                    ann = Obj::T(crate::model::make_union(rest, true));
                }
            }
        } else {
            if ann == Obj::Empty {
                let default = &p.default.as_ref().expect("has default").value;
                ann = Obj::T(optional(type_of_value(tool, default)));
            }
            let has_none_union = matches!(&ann, Obj::T(Ty::Union { members, .. }) if members.iter().any(Ty::is_none));
            if !has_none_union {
                ann = Obj::T(match ann {
                    Obj::NoneValue => Ty::none(),
                    Obj::Str => Ty::Union {
                        // `Optional["int"]` holds a ForwardRef.
                        members: vec![
                            Ty::Forward {
                                text: String::new(),
                                resolved: Box::new(Ty::Unknown {
                                    name: String::new(),
                                }),
                            },
                            Ty::none(),
                        ],
                        pep604: false,
                    },
                    Obj::T(ty) => optional(ty),
                    Obj::Empty => unreachable!("replaced above"),
                });
            }
        }
        out.push(Wrapped {
            name: p.name.clone(),
            ann,
            has_default,
        });
    }
    // `original_signature.replace(parameters=new_args)`: every parameter is now
    // POSITIONAL_OR_KEYWORD, so `inspect.Signature` checks the default order over all of them.
    let mut seen_default = false;
    for w in &out {
        if w.has_default {
            seen_default = true;
        } else if seen_default {
            return Err(LibError::new(
                "ValueError",
                "non-default argument follows default argument",
            ));
        }
    }
    Ok(out)
}

/// `typing.Optional[ty]`.
fn optional(ty: Ty) -> Ty {
    let mut members = match ty {
        Ty::Union { members, .. } => members,
        other => vec![other],
    };
    members.push(Ty::none());
    crate::model::make_union(members, false)
}

/// `type(default)` for an unannotated parameter with a default.
fn type_of_value(tool: &ToolInput, v: &PyValue) -> Ty {
    let generic = |origin| Ty::Generic {
        origin,
        spelling: Spelling::Builtin,
        args: None,
    };
    match v {
        PyValue::None => Ty::none(),
        PyValue::Bool(_) => Ty::Prim(Prim::Bool),
        PyValue::Int(_) => Ty::Prim(Prim::Int),
        PyValue::Float(_) => Ty::Prim(Prim::Float),
        PyValue::Str(_) => Ty::Prim(Prim::Str),
        PyValue::Bytes(_) => Ty::Prim(Prim::Bytes),
        PyValue::List(_) => generic(Origin::List),
        PyValue::Tuple(_) => generic(Origin::Tuple),
        PyValue::Set(_) => generic(Origin::Set),
        PyValue::Dict(_) => generic(Origin::Dict),
        PyValue::EnumMember { class, .. } => match find_class(tool, class) {
            Some(c) => Ty::Class(c),
            None => Ty::Unknown {
                name: class.clone(),
            },
        },
        other => Ty::Unknown {
            name: other.type_name(),
        },
    }
}

fn find_class(tool: &ToolInput, name: &str) -> Option<std::sync::Arc<ClassDef>> {
    tool.module.class_named(name).cloned()
}

/// Whether `isinstance(value, str)` (a `str`-mixin enum member counts).
fn is_str_value(tool: &ToolInput, v: &PyValue) -> bool {
    match v {
        PyValue::Str(_) => true,
        PyValue::EnumMember { class, .. } => find_class(tool, class).is_some_and(|c| {
            matches!(
                c.kind,
                ClassKind::Enum {
                    base: EnumBase::StrEnum,
                    ..
                } | ClassKind::Enum {
                    mixin: Some(Prim::Str),
                    ..
                }
            )
        }),
        _ => false,
    }
}

/// Python's `str(value)` for a `Literal` member.
fn py_str(tool: &ToolInput, v: &PyValue) -> String {
    match v {
        PyValue::Str(s) => s.clone(),
        PyValue::EnumMember {
            class,
            member,
            value,
        } => {
            let kind = find_class(tool, class).map(|c| c.kind.clone());
            match kind {
                Some(ClassKind::Enum {
                    base: EnumBase::IntEnum | EnumBase::StrEnum | EnumBase::IntFlag,
                    ..
                }) => py_str(tool, value),
                _ => format!("{class}.{member}"),
            }
        }
        other => other.repr(),
    }
}

/// `_handle_non_string_literal`: returns the new annotation (the literal maps are runtime-only).
fn handle_non_string_literal(tool: &ToolInput, ty: &Ty) -> Result<Ty, LibError> {
    match ty {
        Ty::Literal(values) => {
            if values.iter().all(|v| is_str_value(tool, v)) {
                return Ok(ty.clone());
            }
            let mut keys: Vec<String> = Vec::new();
            for v in values {
                let k = py_str(tool, v);
                if !keys.contains(&k) {
                    keys.push(k);
                }
            }
            Ok(Ty::Literal(keys.into_iter().map(PyValue::Str).collect()))
        }
        Ty::Generic {
            origin: Origin::List,
            spelling,
            args,
        } => match args.as_deref() {
            // `get_origin(list)` is None: the bare builtin is left alone.
            None if *spelling != Spelling::Typing => Ok(ty.clone()),
            None | Some([]) => Err(LibError::new("IndexError", "tuple index out of range")),
            Some(a) => Ok(Ty::Generic {
                origin: Origin::List,
                spelling: Spelling::Builtin,
                args: Some(vec![handle_non_string_literal(tool, &a[0])?]),
            }),
        },
        Ty::Union { members, .. } => {
            let rest: Vec<&Ty> = members.iter().filter(|m| !m.is_none()).collect();
            let mut acc: Vec<Ty> = Vec::new();
            for m in rest {
                let new = handle_non_string_literal(tool, m)?;
                // `union_literal_maps[new_annotation.__name__]`
                name_of(&new)?;
                acc.push(new);
            }
            Ok(crate::model::make_union(acc, true))
        }
        other => Ok(other.clone()),
    }
}

/// `typ.__name__`, or the AttributeError Python raises.
fn name_of(ty: &Ty) -> Result<String, LibError> {
    match ty {
        Ty::Forward { .. } => Err(no_name("ForwardRef")),
        Ty::Union { pep604: true, .. } => Err(no_name("types.UnionType")),
        Ty::Ellipsis => Err(no_name("ellipsis")),
        Ty::ParamList(_) => Err(no_name("list")),
        // A subscripted PEP 695 alias (`Pair[int]`): `GenericAlias.__name__` is its origin's.
        Ty::Unknown { name } if name.ends_with("[...]") => {
            Ok(name.trim_end_matches("[...]").to_string())
        }
        other => dunder_name(other).ok_or_else(|| no_name("object")),
    }
}

// ---------------------------------------------------------------------------------------------
// Stage 2: format_tools
// ---------------------------------------------------------------------------------------------

fn format_tool(
    tool: &ToolInput,
    params: &[Wrapped],
    name: &str,
    provider: Provider,
) -> Result<Value, LibError> {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for p in params {
        properties.insert(p.name.clone(), param_schema(tool, p, provider)?);
        required.push(Value::String(p.name.clone()));
    }
    // `inspect.getdoc(wrapped)`, where `wrapped.__doc__` is already `inspect.getdoc(f)`.
    let description = common::getdoc(tool.function)
        .map(|d| common::cleandoc(&d))
        .filter(|d| !d.is_empty())
        .unwrap_or_else(|| "No description available.".to_string());
    let input_schema = |extra: bool| {
        let mut m = Map::new();
        m.insert("type".into(), Value::from("object"));
        m.insert("properties".into(), Value::Object(properties.clone()));
        m.insert("required".into(), Value::Array(required.clone()));
        if extra {
            m.insert("additionalProperties".into(), Value::Bool(false));
        }
        Value::Object(m)
    };
    let mut out = Map::new();
    match provider {
        Provider::OpenaiChat => {
            let mut f = Map::new();
            f.insert("name".into(), Value::from(name));
            f.insert("description".into(), Value::from(description));
            f.insert("parameters".into(), input_schema(true));
            f.insert("strict".into(), Value::Bool(true));
            out.insert("type".into(), Value::from("function"));
            out.insert("function".into(), Value::Object(f));
        }
        Provider::OpenaiResponses => {
            out.insert("type".into(), Value::from("function"));
            out.insert("name".into(), Value::from(name));
            out.insert("description".into(), Value::from(description));
            out.insert("parameters".into(), input_schema(true));
        }
        Provider::Gemini => {
            let mut p = Map::new();
            p.insert("type".into(), Value::from("object"));
            p.insert("description".into(), Value::from(description));
            p.insert("properties".into(), Value::Object(properties));
            p.insert("required".into(), Value::Array(required));
            out.insert("name".into(), Value::from(name));
            out.insert("parameters".into(), Value::Object(p));
        }
        // Anthropic (and anything else stores does not know, which it never receives).
        _ => {
            out.insert("name".into(), Value::from(name));
            out.insert("description".into(), Value::from(description));
            out.insert("input_schema".into(), input_schema(false));
        }
    }
    Ok(Value::Object(out))
}

/// `get_param_schema(param, provider)`.
fn param_schema(tool: &ToolInput, p: &Wrapped, provider: Provider) -> Result<Value, LibError> {
    let mut schema = match &p.ann {
        // `_empty` is a class: no Enum, no TypedDict, and `_empty.__name__` is not mapped.
        Obj::Empty => base_schema(Value::Null),
        Obj::NoneValue => return Err(no_name("NoneType")),
        Obj::Str => return Err(no_name("str")),
        Obj::T(ty) => type_schema(tool, ty)?,
    };
    if schema["type"].is_null() {
        let n = match &p.ann {
            Obj::Empty => "_empty".to_string(),
            Obj::T(ty) => name_of(ty)?,
            Obj::NoneValue => return Err(no_name("NoneType")),
            Obj::Str => return Err(no_name("str")),
        };
        return Err(type_error(format!("Unsupported type: {n}")));
    }
    let ty = schema.get_mut("type").expect("type key");
    if p.has_default {
        // `"null" not in param_schema["type"]`: membership for a list, substring for a str.
        match ty {
            Value::Array(a) if !a.iter().any(|t| t == "null") => {
                a.push(Value::from("null"));
            }
            Value::String(s) if !s.contains("null") => {
                *ty = Value::Array(vec![Value::String(s.clone()), Value::from("null")]);
            }
            _ => {}
        }
    }
    if provider == Provider::Gemini {
        if let Value::Array(a) = ty {
            a.retain(|t| t != "null");
            if a.len() == 1 {
                *ty = a.pop().expect("one type");
            }
        }
        if let Value::Array(a) = ty {
            // Multiple types: Gemini keeps the first one (with a warning).
            if a.is_empty() {
                return Err(LibError::new("IndexError", "list index out of range"));
            }
            *ty = a.swap_remove(0);
        }
        schema.insert("nullable".into(), Value::Bool(p.has_default));
    }
    Ok(Value::Object(schema))
}

fn base_schema(ty: Value) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("type".into(), ty);
    m.insert("description".into(), Value::from(""));
    m
}

fn type_name_for(s: &str) -> Option<&'static str> {
    Some(match s {
        "str" => "string",
        "int" => "integer",
        "bool" => "boolean",
        "float" => "number",
        "NoneType" => "null",
        _ => return None,
    })
}

/// The unique members of an Enum class, as `for v in typ` iterates them (aliases skipped).
fn enum_values(c: &ClassDef) -> Vec<&PyValue> {
    crate::model::value::unique(c.members.iter().map(|m| &m.value))
}

/// `get_type_repr(type(value))`.
fn value_type_repr(tool: &ToolInput, v: &PyValue) -> Result<Option<Vec<String>>, LibError> {
    let simple = |s: &str| Ok(Some(vec![s.to_string()]));
    match v {
        PyValue::Str(_) => simple("string"),
        PyValue::Int(_) => simple("integer"),
        PyValue::Bool(_) => simple("boolean"),
        PyValue::Float(_) => simple("number"),
        PyValue::None => simple("null"),
        PyValue::List(_) | PyValue::Tuple(_) => simple("array"),
        PyValue::Dict(_) => simple("object"),
        PyValue::EnumMember { class, .. } => match find_class(tool, class) {
            Some(c) => type_repr(tool, &Ty::Class(c)),
            None => Ok(None),
        },
        _ => Ok(None),
    }
}

/// `list(dict.fromkeys(chain(*parts)))`: a `None` part raises when iterated.
fn chain_dedup(parts: Vec<Option<Vec<String>>>) -> Result<Option<Vec<String>>, LibError> {
    let mut out: Vec<String> = Vec::new();
    for p in parts {
        let p = p.ok_or_else(not_iterable)?;
        for t in p {
            if !out.contains(&t) {
                out.push(t);
            }
        }
    }
    Ok(Some(out))
}

/// `get_type_repr(typ)`: the list of JSON type names, `None` for an unknown type.
fn type_repr(tool: &ToolInput, ty: &Ty) -> Result<Option<Vec<String>>, LibError> {
    let simple = |s: &str| Ok(Some(vec![s.to_string()]));
    match ty {
        Ty::Literal(values) => {
            let parts = values
                .iter()
                .map(|v| value_type_repr(tool, v))
                .collect::<Result<Vec<_>, _>>()?;
            chain_dedup(parts)
        }
        Ty::Class(c) => match &c.kind {
            ClassKind::Enum { .. } => {
                let parts = enum_values(c)
                    .into_iter()
                    .map(|v| value_type_repr(tool, v))
                    .collect::<Result<Vec<_>, _>>()?;
                chain_dedup(parts)
            }
            ClassKind::TypedDict { .. } => simple("object"),
            _ => Ok(type_name_for(&c.name).map(|s| vec![s.to_string()])),
        },
        Ty::Generic { origin, .. } => match origin {
            Origin::List | Origin::Tuple => simple("array"),
            Origin::Dict => simple("object"),
            _ => Ok(type_name_for(&name_of(ty)?).map(|s| vec![s.to_string()])),
        },
        Ty::Union { members, .. } => {
            let parts = members
                .iter()
                .map(|m| type_repr(tool, m))
                .collect::<Result<Vec<_>, _>>()?;
            chain_dedup(parts)
        }
        Ty::Prim(p) => Ok(type_name_for(p.name()).map(|s| vec![s.to_string()])),
        other => Ok(type_name_for(&name_of(other)?).map(|s| vec![s.to_string()])),
    }
}

/// `get_type_schema(typ)`.
fn type_schema(tool: &ToolInput, ty: &Ty) -> Result<Map<String, Value>, LibError> {
    let repr = type_repr(tool, ty)?;
    let mut schema = base_schema(match &repr {
        None => Value::Null,
        Some(v) => Value::Array(v.iter().map(|s| Value::from(s.as_str())).collect()),
    });
    match ty {
        Ty::Literal(values) => {
            let vals = values.iter().map(|v| value_json(tool, v)).collect();
            schema.insert("enum".into(), Value::Array(vals));
        }
        Ty::Class(c) if matches!(c.kind, ClassKind::Enum { .. }) => {
            let vals = enum_values(c)
                .into_iter()
                .map(|v| value_json(tool, v))
                .collect();
            schema.insert("enum".into(), Value::Array(vals));
        }
        Ty::Class(c) if matches!(c.kind, ClassKind::TypedDict { .. }) => {
            // `get_type_hints(typ)`: forward references resolved, Annotated/Required/NotRequired
            // stripped.
            let mut props = Map::new();
            let mut req = Vec::new();
            for f in &c.fields {
                let hint = f.annotation.ty.type_hints(true);
                props.insert(f.name.clone(), Value::Object(type_schema(tool, &hint)?));
                req.push(Value::String(f.name.clone()));
            }
            schema.insert("properties".into(), Value::Object(props));
            schema.insert("additionalProperties".into(), Value::Bool(false));
            schema.insert("required".into(), Value::Array(req));
        }
        Ty::Generic {
            origin: Origin::List,
            spelling,
            args,
        } => match args.as_deref() {
            Some([first, ..]) => {
                schema.insert("items".into(), Value::Object(type_schema(tool, first)?));
            }
            // bare `list`: `get_origin(list)` is None and `list is dict` is false.
            None if *spelling != Spelling::Typing => {}
            _ => return Err(insufficient()),
        },
        Ty::Generic {
            origin: Origin::Dict,
            ..
        } => return Err(insufficient()),
        Ty::Generic {
            origin: Origin::Tuple,
            args,
            ..
        } => match args.as_deref() {
            Some([first, ..]) => {
                schema.insert("items".into(), Value::Object(type_schema(tool, first)?));
            }
            _ => return Err(insufficient()),
        },
        Ty::Union { members, .. } => {
            for m in members {
                let mut sub = type_schema(tool, m)?;
                sub.shift_remove("type");
                for (k, v) in sub {
                    schema.insert(k, v);
                }
            }
        }
        _ => {}
    }
    // Un-nest single member type lists.
    if let Some(Value::Array(a)) = schema.get("type") {
        if a.len() == 1 {
            let t = a[0].clone();
            schema.insert("type".into(), t);
        }
    }
    Ok(schema)
}

/// A value as it lands in the payload (`enum` lists): `str`/`int` enum members are written as
/// their plain value by `json.dumps`, other enum members are not JSON.
fn value_json(tool: &ToolInput, v: &PyValue) -> Value {
    match v {
        PyValue::EnumMember { class, value, .. } => {
            let plain = find_class(tool, class).is_some_and(|c| match c.kind {
                ClassKind::Enum { base, mixin } => {
                    matches!(
                        base,
                        EnumBase::IntEnum | EnumBase::StrEnum | EnumBase::IntFlag
                    ) || matches!(mixin, Some(Prim::Str | Prim::Int | Prim::Float))
                }
                _ => false,
            });
            if plain {
                value.to_json()
            } else {
                v.to_json()
            }
        }
        other => other.to_json(),
    }
}

/// stores keeps only the first type of a union for Gemini (and logs it).
fn collapsed_union(
    ty: &crate::model::Ty,
    text: &str,
    _param: &str,
    providers: &[Provider],
) -> Option<(Vec<Provider>, String)> {
    (super::behaviour::multi_type(ty).is_some() && providers.contains(&Provider::Gemini)).then(|| {
        (
            vec![Provider::Gemini],
            format!("stores keeps only the first type of `{text}` for Gemini (it logs `Gemini does not support a function argument with multiple types`)"),
        )
    })
}

#[cfg(test)]
mod tests {
    //! Cases the corpus does not reach; expected values come from running stores 0.1.6.
    use super::*;
    use serde_json::json;

    const SRC: &str = r#"
from enum import Enum
from typing import Literal, Union

class Dup(Enum):
    A = 1
    B = 1
    C = 2

def none_ann_required(x: None):
    pass

def dup_enum(d: Dup):
    pass

def union_lists(u: Union[list[int], list[str]]):
    pass

def bool_literal(b: Literal[True, "x", None] = None):
    pass

def kwonly(a: int = 1, *, b: str):
    pass
"#;

    fn param(func: &str, provider: Provider) -> Result<Value, LibError> {
        let module = crate::extract::analyze(&crate::frameworks::DIALECTS, SRC, "m");
        let function = module
            .functions
            .iter()
            .find(|f| f.name == func)
            .expect("function");
        let tool = ToolInput {
            module: &module,
            function,
            options: None,
            config: Default::default(),
            named: None,
        };
        render(&tool, provider).result.map(|v| {
            let params = if provider == Provider::Gemini {
                &v["parameters"]
            } else {
                &v["input_schema"]
            };
            params["properties"]
                .as_object()
                .unwrap()
                .values()
                .next()
                .unwrap()
                .clone()
        })
    }

    #[test]
    fn none_annotation_has_no_name() {
        let e = param("none_ann_required", Provider::Anthropic).unwrap_err();
        assert_eq!(e.code, "AttributeError");
        assert_eq!(e.message, "'NoneType' object has no attribute '__name__'");
    }

    #[test]
    fn enum_aliases_are_skipped() {
        let p = param("dup_enum", Provider::Anthropic).unwrap();
        assert_eq!(
            p,
            json!({"type": "integer", "description": "", "enum": [1, 2]})
        );
    }

    #[test]
    fn union_members_merge_last_wins() {
        let p = param("union_lists", Provider::Anthropic).unwrap();
        assert_eq!(p["items"], json!({"type": "string", "description": ""}));
    }

    #[test]
    fn mixed_literal_is_stringified() {
        let p = param("bool_literal", Provider::Gemini).unwrap();
        assert_eq!(
            p,
            json!({"type": "string", "description": "", "enum": ["True", "x", "None"], "nullable": true})
        );
    }

    #[test]
    fn keyword_only_after_default_fails_in_signature() {
        let e = param("kwonly", Provider::OpenaiChat).unwrap_err();
        assert_eq!(e.code, "ValueError");
        assert_eq!(e.message, "non-default argument follows default argument");
    }
}
