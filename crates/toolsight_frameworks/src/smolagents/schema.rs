//! smolagents 1.26 `get_json_schema(f)` (`_function_type_hints_utils.py`): its own type-hint
//! mapping, not pydantic's, and a Google-style docstring parser made of four regexes.

use std::sync::LazyLock;

use fancy_regex::Regex;
use serde_json::{Map, Value};

use crate::frameworks::LibError;
use crate::model::{Function, Origin, Prim, PyValue, Ty};

pub fn docstring_error(msg: String) -> LibError {
    LibError::new("DocstringParsingException", msg)
}

pub fn type_hint_error(msg: String) -> LibError {
    LibError::new("TypeHintParsingException", msg)
}

static DESCRIPTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?s)^(.*?)(?=\n\s*(Args:|Returns:|Raises:)|\z)").expect("valid regex")
});
static ARGS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?s)\n\s*Args:\n\s*(.*?)[\n\s]*(Returns:|Raises:|\z)").expect("valid regex")
});
static ARGS_SPLIT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?s)(?:^|\n)\s*(\w+)\s*(?:\([^)]*?\))?:\s*(.*?)\s*(?=\n\s*\w+\s*(?:\([^)]*?\))?:|\z)",
    )
    .expect("valid regex")
});
static RETURNS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?s)\n\s*Returns:\n\s*(?:[^)]*?:\s*)?(.*?)[\n\s]*(Raises:|\z)")
        .expect("valid regex")
});
static CHOICES: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\(choices:\s*(.*?)\)\s*$").expect("valid regex"));
static JOIN_LINES: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\s*\n+\s*").expect("valid regex"));

fn group(re: &Regex, text: &str, i: usize) -> Option<String> {
    re.captures(text)
        .ok()
        .flatten()
        .and_then(|c| c.get(i).map(|m| m.as_str().to_string()))
}

/// `_parse_google_format_docstring`: (description, argument descriptions, returns).
pub fn parse_docstring(doc: &str) -> (Option<String>, Vec<(String, String)>, Option<String>) {
    let description = group(&DESCRIPTION, doc, 1).map(|d| d.trim().to_string());
    let args = group(&ARGS, doc, 1).map(|a| a.trim().to_string());
    let returns = group(&RETURNS, doc, 1).map(|r| r.trim().to_string());
    let mut out: Vec<(String, String)> = Vec::new();
    if let Some(args) = args {
        let block: Vec<&str> = args.split('\n').filter(|l| !l.trim().is_empty()).collect();
        let block = block.join("\n");
        for c in ARGS_SPLIT.captures_iter(&block).flatten() {
            let name = c.get(1).map(|m| m.as_str()).unwrap_or_default().to_string();
            let text = c.get(2).map(|m| m.as_str()).unwrap_or_default().trim();
            let text = JOIN_LINES.replace_all(text, " ").to_string();
            // A dict comprehension: a repeated name keeps its first place, the last text.
            match out.iter_mut().find(|(n, _)| *n == name) {
                Some(e) => e.1 = text,
                None => out.push((name, text)),
            }
        }
    }
    (description, out, returns)
}

fn obj(t: &str) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("type".into(), t.into());
    m
}

/// `_parse_type_hint` on a type as `get_type_hints` (without extras) gives it.
pub fn type_hint(ty: &Ty) -> Result<Map<String, Value>, LibError> {
    Ok(match ty {
        Ty::Prim(Prim::Int) => obj("integer"),
        Ty::Prim(Prim::Float) => obj("number"),
        Ty::Prim(Prim::Str) => obj("string"),
        Ty::Prim(Prim::Bool) => obj("boolean"),
        Ty::Prim(Prim::NoneType) => obj("null"),
        Ty::Any => obj("any"),
        Ty::Generic { origin: Origin::List, args: None, .. } => obj("array"),
        Ty::Generic { origin: Origin::Dict, args: None, .. } => obj("object"),
        Ty::Union { members, .. } => union(members)?,
        Ty::Generic { origin: Origin::List, args: Some(a), .. } => {
            let mut m = obj("array");
            if let Some(t) = a.first() {
                m.insert("items".into(), Value::Object(type_hint(t)?));
            }
            m
        }
        Ty::Generic { origin: Origin::Tuple, args, .. } => match args.as_deref() {
            None | Some([]) => obj("array"),
            Some([_]) => {
                return Err(type_hint_error(format!("The type hint {} is a Tuple with a single element, which we do not automatically convert to JSON schema as it is rarely necessary. If this input can contain more than one element, we recommend using a List[] type instead, or if it really is a single element, remove the Tuple[] wrapper and just pass the element directly.", crate::model::pyrepr::type_repr(ty).replace("typing.", ""))))
            }
            Some(a) if a.iter().any(|t| matches!(t, Ty::Ellipsis)) => {
                return Err(type_hint_error("Conversion of '...' is not supported in Tuple type hints. Use List[] types for variable-length inputs instead.".into()))
            }
            Some(a) => {
                let mut m = obj("array");
                let mut items = Vec::new();
                for t in a {
                    items.push(Value::Object(type_hint(t)?));
                }
                m.insert("prefixItems".into(), Value::Array(items));
                m
            }
        },
        Ty::Generic { origin: Origin::Dict, args: Some(a), .. } => {
            let mut m = obj("object");
            if let [_, v] = a.as_slice() {
                m.insert("additionalProperties".into(), Value::Object(type_hint(v)?));
            }
            m
        }
        Ty::Literal(values) => literal(values)?,
        // A bare builtin class (`set`, `type`) has no origin: `_get_json_schema_type` gives
        // "object"; its `typing` spelling has one and is refused.
        Ty::Generic {
            args: None,
            spelling: crate::model::Spelling::Builtin,
            ..
        } => obj("object"),
        Ty::Generic { .. } => return Err(unparsable(ty)),
        // `Pair[int]` has an origin (the alias) smolagents does not know.
        Ty::AliasType { name, .. } if name.contains('[') => return Err(unparsable(ty)),
        Ty::NewType { base, .. } => type_hint(base)?,
        Ty::Forward { resolved, .. } => type_hint(resolved)?,
        // Any other class: `_get_json_schema_type` falls back to "object".
        _ => obj("object"),
    })
}

/// `TypeHintParsingException(message, hint)`: `str()` of a two-argument exception is the
/// repr of its argument tuple.
fn unparsable(ty: &Ty) -> LibError {
    type_hint_error(format!(
        "({}, {})",
        crate::model::value::str_repr(
            "Couldn't parse this type hint, likely due to a custom class or object: "
        ),
        crate::model::pyrepr::type_repr(ty)
    ))
}

/// The JSON type name `_parse_type_hint` gives a Python value's type (for `Literal`).
fn value_type(v: &PyValue) -> Option<&'static str> {
    Some(match v {
        PyValue::Int(_) => "integer",
        PyValue::Float(_) => "number",
        PyValue::Str(_) => "string",
        PyValue::Bool(_) => "boolean",
        PyValue::None => "null",
        PyValue::EnumMember { .. } => "object",
        _ => return None,
    })
}

/// `Literal[...]`: the union of its values' types (a set: each type once), plus `enum`.
fn literal(values: &[PyValue]) -> Result<Map<String, Value>, LibError> {
    let mut types: Vec<&str> = Vec::new();
    let mut nullable = false;
    for v in values {
        if v.is_none() {
            nullable = true;
            continue;
        }
        let t = value_type(v).unwrap_or("object");
        if !types.contains(&t) {
            types.push(t);
        }
    }
    let mut m = match types.len() {
        1 => obj(types[0]),
        _ => {
            let mut sorted = types.clone();
            sorted.sort();
            let mut m = Map::new();
            m.insert(
                "type".into(),
                Value::Array(
                    sorted
                        .into_iter()
                        .map(|t| Value::String(t.into()))
                        .collect(),
                ),
            );
            m
        }
    };
    if nullable {
        m.insert("nullable".into(), true.into());
    }
    let enumv: Vec<Value> = values
        .iter()
        .filter(|v| !v.is_none())
        .map(|v| match v {
            PyValue::EnumMember { value, .. } => value.to_json(),
            other => other.to_json(),
        })
        .collect();
    m.insert("enum".into(), Value::Array(enumv));
    Ok(m)
}

/// `_parse_union_type`.
fn union(members: &[Ty]) -> Result<Map<String, Value>, LibError> {
    let mut subtypes = Vec::new();
    for t in members.iter().filter(|t| !t.is_none()) {
        subtypes.push(type_hint(t)?);
    }
    let mut out = if subtypes.len() == 1 {
        subtypes.remove(0)
    } else if subtypes
        .iter()
        .all(|s| s.get("type").is_some_and(Value::is_string))
    {
        let mut ts: Vec<String> = subtypes
            .iter()
            .filter_map(|s| s.get("type").and_then(Value::as_str).map(str::to_string))
            .collect();
        ts.sort();
        let mut m = Map::new();
        m.insert(
            "type".into(),
            Value::Array(ts.into_iter().map(Value::String).collect()),
        );
        m
    } else {
        let mut m = Map::new();
        m.insert(
            "anyOf".into(),
            Value::Array(subtypes.into_iter().map(Value::Object).collect()),
        );
        m
    };
    if members.iter().any(Ty::is_none) {
        out.insert("nullable".into(), true.into());
    }
    Ok(out)
}

/// The order of `f.__annotations__` (CPython 3.12 compiles ordinary parameters first, then
/// positional-only ones, `*args`, keyword-only ones and `**kwargs`).
fn annotation_order(f: &Function) -> Vec<&crate::model::Param> {
    use crate::model::ParamKind::*;
    let mut out = Vec::new();
    for kind in [
        PositionalOrKeyword,
        PositionalOnly,
        VarPositional,
        KeywordOnly,
        VarKeyword,
    ] {
        out.extend(params(f).iter().filter(|p| p.kind == kind));
    }
    out
}

/// The parameters `inspect.signature` shows: a method is reached bound.
fn params(f: &Function) -> &[crate::model::Param] {
    crate::frameworks::common::call_params(f)
}

/// `get_json_schema(f)["function"]`: `{name, description, parameters, return?}`.
pub fn json_schema(f: &Function) -> Result<Map<String, Value>, LibError> {
    // `func.__name__`, which a module-level `f.__name__ = ...` changes.
    let fname = f.runtime_name.clone().unwrap_or_else(|| f.name.clone());
    let doc = crate::frameworks::common::getdoc(f).unwrap_or_default();
    if doc.is_empty() {
        return Err(docstring_error(format!(
            "Cannot generate JSON schema for {fname} because it has no docstring!"
        )));
    }
    let doc = doc.trim();
    let (main_doc, descriptions, return_doc) = parse_docstring(doc);
    // `_convert_type_hints_to_json_schema`: every annotation (the return one last), then the
    // signature for required parameters and missing hints.
    let mut properties = Map::new();
    for p in annotation_order(f) {
        if let Some(a) = &p.annotation {
            properties.insert(
                p.name.clone(),
                Value::Object(type_hint(&a.ty.type_hints(true))?),
            );
        }
    }
    let mut return_dict = match &f.returns {
        Some(r) => Some(type_hint(&r.ty.type_hints(true))?),
        None => None,
    };
    let mut required = Vec::new();
    for p in params(f) {
        if p.annotation.is_none() {
            return Err(type_hint_error(format!(
                "Argument {} is missing a type hint in function {fname}",
                p.name
            )));
        }
        if p.default.is_none() {
            required.push(Value::String(p.name.clone()));
        } else if let Some(Value::Object(m)) = properties.get_mut(&p.name) {
            m.insert("nullable".into(), true.into());
        }
    }
    if let Some(r) = &mut return_dict {
        if r.get("type").is_some_and(|t| !t.is_string()) {
            r.insert("type".into(), "any".into());
        }
        if let Some(d) = &return_doc {
            r.insert("description".into(), d.clone().into());
        }
    }
    for (arg, schema) in properties.iter_mut() {
        let Some((_, desc)) = descriptions.iter().find(|(n, _)| n == arg) else {
            return Err(docstring_error(format!("Cannot generate JSON schema for {fname} because the docstring has no description for the argument '{arg}'")));
        };
        let mut desc = desc.clone();
        if let Ok(Some(c)) = CHOICES.captures(&desc) {
            let list = c.get(1).map(|m| m.as_str()).unwrap_or_default();
            if let Ok(Value::Array(items)) = serde_json::from_str::<Value>(list) {
                let choices: Vec<Value> = items
                    .iter()
                    .map(|i| Value::String(i.as_str().unwrap_or_default().trim().to_string()))
                    .collect();
                if let Value::Object(m) = schema {
                    m.insert("enum".into(), Value::Array(choices));
                }
                let start = c.get(0).map(|m| m.start()).unwrap_or(desc.len());
                desc = desc[..start].trim().to_string();
            }
        }
        if let Value::Object(m) = schema {
            m.insert("description".into(), desc.into());
        }
    }
    let mut parameters = Map::new();
    parameters.insert("type".into(), "object".into());
    parameters.insert("properties".into(), Value::Object(properties));
    if !required.is_empty() {
        parameters.insert("required".into(), Value::Array(required));
    }
    let mut out = Map::new();
    out.insert("name".into(), fname.into());
    out.insert(
        "description".into(),
        main_doc.map(Value::String).unwrap_or(Value::Null),
    );
    out.insert("parameters".into(), Value::Object(parameters));
    if let Some(r) = return_dict {
        out.insert("return".into(), Value::Object(r));
    }
    Ok(out)
}
