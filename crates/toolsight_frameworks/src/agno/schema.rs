//! `agno.utils.json_schema.get_json_schema` and the two derivations that call it:
//! `Function._build_from_callable` (a plain callable, `Function.from_callable`) and
//! `_derive_entrypoint_schema` (`process_entrypoint`: `@tool`, `Function(...)`, Toolkit
//! methods). Types map by their `__name__` (`Path`, `datetime`, `Any` become a closed empty
//! object), an `Optional[X]` written with `typing` loses its `None`, defaults and `Field`
//! metadata are never read, pydantic models are inlined and dataclasses walked field by field.

use serde_json::{json, Map, Value};

use super::super::common;
use super::super::docstrings::docstring_parser;
use super::super::pydantic::Generator;
use crate::frameworks::LibError;
use crate::model::value::json_truthy;
use crate::model::{ClassDef, ClassKind, Function, Module, Origin, Param, PyValue, Spelling, Ty};

/// `FRAMEWORK_INJECTED_PARAMS` and `AGNO_INJECTED_PARAMS`: names agno fills in itself.
pub const INJECTED: &[&str] = &[
    "agent",
    "team",
    "run_context",
    "images",
    "videos",
    "audios",
    "files",
    "_agno_agent",
    "_agno_team",
    "_agno_run_context",
];

/// Which derivation runs: they hide slightly different parameters and word a typed
/// docstring entry without a description differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// `Function._build_from_callable`.
    FromCallable,
    /// `_derive_entrypoint_schema` (`process_entrypoint`).
    Process,
}

/// What a derivation gives: the parameters schema, the parameters a signature-based
/// `required` may name, and the description.
#[derive(Clone, Debug)]
pub struct Derived {
    pub parameters: Value,
    /// Parameters without a default that are not hidden, in signature order
    /// (`user_required_candidates`).
    pub candidates: Vec<String>,
    pub description: String,
}

/// The default `Function.parameters`.
pub fn default_parameters() -> Value {
    json!({"type": "object", "properties": {}, "required": []})
}

/// One derivation over `params` (the entrypoint's signature). `Err` is the exception the
/// derivation stops at (`get_type_hints`' `NameError`, docstring_parser's `ParseError`), or
/// toolsight's own limitation.
pub fn derive(
    module: &Module,
    f: &Function,
    params: &[Param],
    path: Path,
    strict: bool,
    user_input_fields: &[String],
) -> Result<Derived, LibError> {
    common::get_type_hints(module, f)?;
    let hidden = |p: &Param| {
        p.name == "self"
            || INJECTED.contains(&p.name.as_str())
            || user_input_fields.contains(&p.name)
            || p.annotation.as_ref().is_some_and(|a| {
                framework_typed(&a.ty) || (path == Path::Process && bare_media(&a.ty))
            })
    };
    let doc = common::getdoc(f);
    let parsed = match &doc {
        Some(d) => Some(docstring_parser::parse(d).map_err(raised)?),
        None => None,
    };
    // `{param.arg_name: "(type) description" or description}`: the last entry of a name wins.
    let mut described: Vec<(String, Option<String>)> = Vec::new();
    for (name, type_name, desc) in parsed.iter().flat_map(|p| p.typed_params()) {
        let text = match (type_name, path) {
            (Some(t), Path::FromCallable) => Some(format!("({t}) {}", desc.unwrap_or("None"))),
            (Some(t), Path::Process) => Some(format!("({t}) {}", desc.unwrap_or(""))),
            (None, _) => desc.map(str::to_string),
        };
        described.retain(|(n, _)| n != name);
        described.push((name.to_string(), text));
    }
    let cx = Cx::new(f);
    let mut properties = Map::new();
    for p in params.iter().filter(|p| !hidden(p)) {
        let schema = match &p.annotation {
            None => Some(Value::Object(Map::new())),
            Some(a) => {
                let ty = match &a.ty {
                    // `Optional[X]` spelled with `typing` (not `X | None`) is sent as `X`.
                    t @ Ty::Union { pep604: false, .. } => t.optional_inner().unwrap_or(t),
                    t => t,
                };
                match for_arg(&cx, ty) {
                    Ok(s) => s,
                    // `logger.exception(...)`; the parameter is left out.
                    Err(Raised::Python) => None,
                    Err(Raised::Unknown(e)) => return Err(e),
                }
            }
        };
        let Some(mut schema) = schema else { continue };
        if let Some((_, Some(d))) = described.iter().find(|(n, _)| *n == p.name) {
            if !d.is_empty() {
                if let Value::Object(m) = &mut schema {
                    m.insert("description".into(), Value::String(d.clone()));
                }
            }
        }
        properties.insert(p.name.clone(), schema);
    }
    let candidates: Vec<String> = params
        .iter()
        .filter(|p| {
            p.default.is_none()
                && p.name != "self"
                && match path {
                    Path::FromCallable => !INJECTED.contains(&p.name.as_str()),
                    Path::Process => !hidden(p),
                }
        })
        .map(|p| p.name.clone())
        .collect();
    let required: Vec<Value> = if strict {
        properties.keys().cloned().map(Value::String).collect()
    } else {
        candidates
            .iter()
            .filter(|n| properties.contains_key(*n))
            .cloned()
            .map(Value::String)
            .collect()
    };
    let mut parameters = Map::new();
    parameters.insert("type".into(), "object".into());
    parameters.insert("properties".into(), Value::Object(properties));
    if strict {
        parameters.insert("additionalProperties".into(), Value::Bool(false));
    }
    parameters.insert("required".into(), Value::Array(required));
    let description = match &parsed {
        Some(p) => entrypoint_docstring(p),
        None => String::new(),
    };
    Ok(Derived {
        parameters: Value::Object(parameters),
        candidates,
        description,
    })
}

/// `get_entrypoint_docstring`: the short description, then the long one's lines.
fn entrypoint_docstring(p: &docstring_parser::Parsed) -> String {
    let mut lines: Vec<&str> = Vec::new();
    if let Some(s) = &p.short_description {
        lines.push(s);
    }
    if let Some(l) = &p.long_description {
        lines.extend(l.split('\n'));
    }
    lines.join("\n")
}

/// `get_entrypoint_docstring(f)` alone (the `@tool` decorator's description).
pub fn docstring(f: &Function) -> Result<String, LibError> {
    match common::getdoc(f) {
        Some(d) => Ok(entrypoint_docstring(
            &docstring_parser::parse(&d).map_err(raised)?,
        )),
        None => Ok(String::new()),
    }
}

/// docstring_parser's escaping exception (`"ParseError: ..."`) as a library error.
fn raised(m: String) -> LibError {
    match m.split_once(": ") {
        Some((code, msg)) if !code.contains(' ') => LibError::new(code, msg),
        _ => LibError::new("ParseError", m),
    }
}

/// The class an annotation names when it is one of agno's own (`agno.agent.Agent`): its last
/// name. Imported library classes are unresolved names to toolsight.
fn agno_class(ty: &Ty) -> Option<&str> {
    match ty {
        Ty::Unknown { name } if name.starts_with("agno.") => name.rsplit('.').next(),
        Ty::Forward { resolved, .. } => agno_class(resolved),
        Ty::NewType { base, .. } => agno_class(base),
        Ty::AliasType { value, .. } => agno_class(value),
        _ => None,
    }
}

/// Whether `RunContext` appears anywhere in the annotation.
fn reaches_run_context(ty: &Ty) -> bool {
    if agno_class(ty) == Some("RunContext") {
        return true;
    }
    match ty {
        Ty::Generic { args: Some(a), .. } | Ty::Union { members: a, .. } | Ty::ParamList(a) => {
            a.iter().any(reaches_run_context)
        }
        Ty::Annotated { base, .. } => reaches_run_context(base),
        Ty::Qualified { inner, .. } | Ty::NewType { base: inner, .. } => reaches_run_context(inner),
        Ty::AliasType { value, .. }
        | Ty::Forward {
            resolved: value, ..
        } => reaches_run_context(value),
        Ty::Class(c) => c
            .fields
            .iter()
            .any(|f| reaches_run_context(&f.annotation.ty)),
        _ => false,
    }
}

/// `is_framework_typed`: `RunContext` anywhere, a bare `Agent` / `Team`, or a union of
/// nothing else (`Optional[Agent]`).
fn framework_typed(ty: &Ty) -> bool {
    if reaches_run_context(ty) {
        return true;
    }
    let identity = |t: &Ty| matches!(agno_class(t), Some("Agent" | "Team"));
    match ty {
        Ty::Union { members, .. } => {
            let arms: Vec<&Ty> = members.iter().filter(|m| !m.is_none()).collect();
            !arms.is_empty() && arms.iter().all(|a| identity(a))
        }
        t => identity(t),
    }
}

/// `is_bare_media_typed`: annotated with a media class itself (`pic: Image`).
fn bare_media(ty: &Ty) -> bool {
    matches!(agno_class(ty), Some("Image" | "Video" | "Audio" | "File"))
}

/// Why `get_json_schema_for_arg` gave nothing.
pub enum Raised {
    /// A Python exception (`'str' object has no attribute '__name__'`): `get_json_schema`
    /// logs it and leaves the parameter out.
    Python,
    /// toolsight cannot tell (a class it cannot read).
    Unknown(LibError),
}

/// `get_json_type_for_py_type(name)`.
fn json_type(name: &str) -> &'static str {
    match name {
        "int" => "integer",
        "float" | "complex" | "Decimal" => "number",
        "str" | "string" => "string",
        "bool" | "boolean" => "boolean",
        "NoneType" | "None" => "null",
        "list" | "tuple" | "set" | "frozenset" => "array",
        _ => "object",
    }
}

/// The schema of a type found only by its `__name__`: a closed empty object for every name
/// the table does not know.
fn by_name(name: &str) -> Value {
    let t = json_type(name);
    if t == "object" {
        json!({"type": "object", "properties": {}, "additionalProperties": false})
    } else {
        json!({"type": t})
    }
}

fn last_name(name: &str) -> &str {
    name.rsplit('.').next().unwrap_or(name)
}

/// Standard-library modules whose classes are plain classes (no models, dataclasses or
/// enums), so agno finds them by `__name__` even where toolsight has no definition.
const PLAIN_STDLIB: &[&str] = &[
    "ipaddress",
    "uuid",
    "fractions",
    "datetime",
    "decimal",
    "pathlib",
    "zoneinfo",
    "numbers",
];

/// What `get_json_schema_for_arg` resolves names against beyond the model's types: the
/// function's PEP 695 type parameters (`TypeVar`s, found by name).
pub struct Cx {
    pub type_params: Vec<String>,
}

impl Cx {
    pub fn new(f: &Function) -> Cx {
        let type_params = f
            .type_params
            .iter()
            .map(|p| {
                let name = p.split([':', '=']).next().unwrap_or(p);
                name.trim().trim_start_matches('*').trim().to_string()
            })
            .collect();
        Cx { type_params }
    }
}

/// `get_json_schema_for_arg(type_hint)`; `Ok(None)` where it returns `None`.
pub fn for_arg(cx: &Cx, ty: &Ty) -> Result<Option<Value>, Raised> {
    Ok(Some(match ty {
        Ty::Forward { resolved, .. } => return for_arg(cx, resolved),
        Ty::Annotated { base, .. } => return for_arg(cx, base),
        Ty::Literal(values) => literal(values),
        // A bare builtin `list` / `dict` has no origin: it is found by name below.
        Ty::Generic {
            spelling: Spelling::Builtin,
            args: None,
            origin,
        } => match origin {
            Origin::Dict => json!({"type": "object", "additionalProperties": true}),
            o => by_name(o.runtime_name()),
        },
        Ty::Generic { origin, args, .. } => match origin {
            Origin::List | Origin::Tuple | Origin::Set | Origin::FrozenSet => {
                let items = match args.as_deref().and_then(|a| a.first()) {
                    Some(t) => for_arg(cx, t)?.unwrap_or(Value::Null),
                    None => json!({"type": "string"}),
                };
                json!({"type": "array", "items": items})
            }
            Origin::Dict => {
                let arg = |i: usize| -> Result<Value, Raised> {
                    Ok(match args.as_deref().and_then(|a| a.get(i)) {
                        Some(t) => for_arg(cx, t)?.unwrap_or(Value::Null),
                        None => json!({"type": "string"}),
                    })
                };
                let key = arg(0)?;
                let value = arg(1)?;
                json!({"type": "object", "propertyNames": key, "additionalProperties": value})
            }
            // Every other generic alias is found by its `__name__` (`Sequence`, `Callable`).
            _ => by_name("object"),
        },
        Ty::Union { members, .. } => {
            let mut types = Vec::new();
            for m in members {
                match for_arg(cx, m) {
                    Ok(Some(s)) if s.as_object().is_some_and(|o| !o.is_empty()) => types.push(s),
                    Err(Raised::Unknown(e)) => return Err(Raised::Unknown(e)),
                    _ => {}
                }
            }
            if types.is_empty() {
                return Ok(None);
            }
            json!({"anyOf": types})
        }
        Ty::Class(c) => return class(cx, c).map(Some),
        Ty::Prim(p) => by_name(p.name()),
        Ty::Std(s) => by_name(s.name()),
        Ty::Any => by_name("Any"),
        Ty::TypeVar { name, .. } => by_name(name),
        Ty::NewType { name, .. } => by_name(last_name(name)),
        Ty::AliasType { name, .. } => by_name(name.split('[').next().unwrap_or(name)),
        Ty::Qualified { inner, .. } => return for_arg(cx, inner),
        Ty::Ellipsis | Ty::ParamList(_) => return Err(Raised::Python),
        Ty::Unknown { name } if cx.type_params.contains(name) => by_name(name),
        Ty::Unknown { name }
            if name
                .split_once('.')
                .is_some_and(|(root, _)| PLAIN_STDLIB.contains(&root)) =>
        {
            by_name(last_name(name))
        }
        Ty::Unknown { name } => {
            return Err(Raised::Unknown(LibError::unknown(format!(
                "the payload depends on `{name}`, whose definition toolsight cannot read"
            ))))
        }
    }))
}

/// A `Literal[...]`: typed when every member has the same JSON type.
fn literal(values: &[PyValue]) -> Value {
    let all = |pred: fn(&PyValue) -> bool| values.iter().all(pred);
    let list = Value::Array(values.iter().map(PyValue::to_json).collect());
    let t = if all(|v| matches!(v, PyValue::Str(_))) {
        "string"
    } else if all(|v| matches!(v, PyValue::Bool(_))) {
        "boolean"
    } else if all(|v| matches!(v, PyValue::Int(_))) {
        "integer"
    } else if all(|v| matches!(v, PyValue::Int(_) | PyValue::Float(_))) {
        "number"
    } else {
        return json!({ "enum": list });
    };
    json!({"type": t, "enum": list})
}

fn class(cx: &Cx, c: &std::sync::Arc<ClassDef>) -> Result<Value, Raised> {
    match &c.kind {
        // Every enum is sent as a string enum of its values, whatever their type.
        ClassKind::Enum { .. } => Ok(json!({
            "type": "string",
            "enum": c.members.iter().map(|m| m.value.to_json()).collect::<Vec<_>>(),
        })),
        ClassKind::Pydantic => {
            let schema = Generator::new()
                .type_schema(&Ty::Class(c.clone()))
                .map_err(|e| {
                    if e.is_unknown() {
                        Raised::Unknown(e)
                    } else {
                        Raised::Python
                    }
                })?;
            Ok(inline(schema))
        }
        ClassKind::Dataclass => dataclass(cx, c),
        _ => Ok(by_name(&c.name)),
    }
}

/// The dataclass branch: each field's `field.type` as written (a string annotation raises on
/// `__name__`), an optional field collapsed to its first non-null type and not required.
fn dataclass(cx: &Cx, c: &ClassDef) -> Result<Value, Raised> {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for field in &c.fields {
        if field.annotation.stringized {
            return Err(Raised::Python);
        }
        let mut schema = for_arg(cx, &field.annotation.ty)?;
        let optional = schema.as_ref().is_some_and(|s| {
            s.get("anyOf")
                .and_then(Value::as_array)
                .is_some_and(|a| a.iter().any(|x| x.get("type") == Some(&json!("null"))))
        });
        if optional {
            if let Some(Value::Object(s)) = &mut schema {
                let non_null = s.get("anyOf").and_then(Value::as_array).and_then(|a| {
                    a.iter()
                        .filter_map(|x| x.get("type"))
                        .find(|t| !t.is_null() && **t != json!("null"))
                        .cloned()
                });
                if let Some(t) = non_null {
                    s.insert("type".into(), t);
                    s.shift_remove("anyOf");
                }
            }
        } else {
            required.push(Value::String(field.name.clone()));
        }
        if let Some(s) = schema.filter(|s| s.as_object().is_some_and(|o| !o.is_empty())) {
            properties.insert(field.name.clone(), s);
        }
    }
    let mut m = Map::new();
    m.insert("type".into(), "object".into());
    m.insert("properties".into(), Value::Object(properties));
    m.insert("additionalProperties".into(), Value::Bool(false));
    if !required.is_empty() {
        m.insert("required".into(), Value::Array(required));
    }
    Ok(Value::Object(m))
}

/// `inline_pydantic_schema`: `$defs` popped and every `$ref` replaced by its definition (a
/// `$ref`'s sibling keys are dropped); a model reached again inside itself becomes a stub.
pub fn inline(mut schema: Value) -> Value {
    let defs = match &mut schema {
        Value::Object(m) => m.shift_remove("$defs"),
        _ => None,
    }
    .unwrap_or_else(|| Value::Object(Map::new()));
    process(&schema, &defs, &[])
}

fn process(s: &Value, defs: &Value, active: &[String]) -> Value {
    match s {
        Value::Array(items) => {
            Value::Array(items.iter().map(|i| process(i, defs, active)).collect())
        }
        Value::Object(m) => {
            if let Some(r) = m.get("$ref") {
                let r = r.as_str().unwrap_or("");
                let Some(name) = r
                    .strip_prefix("#/$defs/")
                    .map(|_| r.rsplit('/').next().unwrap_or(""))
                else {
                    return json!({"type": "object"});
                };
                if active.iter().any(|a| a == name) {
                    return json!({
                        "type": "object",
                        "description": format!("A nested {name} object of this same shape."),
                    });
                }
                let Some(def) = defs.get(name) else {
                    return json!({"type": "object"});
                };
                let mut inner = active.to_vec();
                inner.push(name.to_string());
                return process(def, defs, &inner);
            }
            let mut out = m.clone();
            for key in ["items", "additionalProperties", "propertyNames"] {
                if let Some(v) = m.get(key) {
                    out.insert(key.into(), process(v, defs, active));
                }
            }
            if let Some(Value::Object(props)) = m.get("properties") {
                let props: Map<String, Value> = props
                    .iter()
                    .map(|(k, v)| (k.clone(), process(v, defs, active)))
                    .collect();
                out.insert("properties".into(), Value::Object(props));
            }
            for key in ["anyOf", "allOf", "oneOf"] {
                if let Some(Value::Array(a)) = m.get(key) {
                    out.insert(
                        key.into(),
                        Value::Array(a.iter().map(|x| process(x, defs, active)).collect()),
                    );
                }
            }
            out.shift_remove("$defs");
            Value::Object(out)
        }
        other => other.clone(),
    }
}

/// `process_schema_for_strict`: every object schema closed, a schema without a type given
/// one, then `required` rebuilt from the properties.
pub fn make_strict(parameters: &mut Value) {
    *parameters = nested_strict(parameters);
    let Value::Object(m) = parameters else { return };
    if !m.get("properties").is_some_and(Value::is_object) {
        m.insert("properties".into(), Value::Object(Map::new()));
    }
    let required: Vec<Value> = m
        .get("properties")
        .and_then(Value::as_object)
        .map(|p| {
            p.keys()
                .filter(|k| {
                    !INJECTED.contains(&k.as_str()) && !matches!(k.as_str(), "self" | "return")
                })
                .cloned()
                .map(Value::String)
                .collect()
        })
        .unwrap_or_default();
    m.insert("required".into(), Value::Array(required));
}

fn nested_strict(schema: &Value) -> Value {
    let Value::Object(src) = schema else {
        return schema.clone();
    };
    let mut result = src.clone();
    if result.get("type") == Some(&json!("object")) || result.contains_key("properties") {
        result.insert("additionalProperties".into(), Value::Bool(false));
    }
    if !result.contains_key("type") {
        if result.contains_key("properties") {
            result.insert("type".into(), "object".into());
            result.insert("additionalProperties".into(), Value::Bool(false));
        } else if result.get("title").is_some_and(json_truthy)
            && !["properties", "items", "anyOf", "oneOf", "allOf", "enum"]
                .iter()
                .any(|k| result.contains_key(*k))
        {
            result.insert("type".into(), "string".into());
        }
    }
    let keys: Vec<String> = result.keys().cloned().collect();
    for k in keys {
        let v = result[&k].clone();
        let new = match (&*k, &v) {
            ("properties", Value::Object(p)) => Value::Object(
                p.iter()
                    .map(|(n, s)| (n.clone(), nested_strict(s)))
                    .collect(),
            ),
            (_, Value::Object(_)) => nested_strict(&v),
            _ => continue,
        };
        result.insert(k, new);
    }
    Value::Object(result)
}
