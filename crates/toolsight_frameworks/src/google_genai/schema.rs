//! `FunctionDeclaration.from_callable_with_api_option(api_option="GEMINI_API")`: the SDK's
//! own parser (`_parse_schema_from_parameter`) into the OpenAPI-subset `Schema`. When it
//! raises `ValueError` for any parameter, every parameter is parsed again through pydantic
//! (`TypeAdapter(...).json_schema()` then `Schema.from_json_schema`), with the default set
//! unchecked; fixed tuples and `$ref`s next to a primitive stay raw JSON Schema in
//! `parameters_json_schema`, which is used only when no parameter made it into `parameters`.
//!
//! With `api_option="ENTERPRISE"` (a Vertex AI client) the return annotation is parsed the
//! same way into `response`, or, when that gives an `any_of` or the parser gives up, into
//! `response_json_schema` (the `Schema` form, or pydantic's JSON Schema); a return type
//! neither can represent makes the whole declaration fail.

use serde_json::{Map, Value};

use super::{builtin_key, close_fixed_tuple, dump_value, has_own_config, param_str, unsupported};
use crate::frameworks::pydantic::Generator;
use crate::frameworks::{LibError, ToolInput};
use crate::model::provider::GeminiApi;
use crate::model::{ClassDef, ClassKind, Origin, Param, Prim, PyValue, Ty};

/// A `types.Schema` default: a raw Python value (a parameter's default) or a JSON value taken
/// from a pydantic JSON Schema.
#[derive(Clone, Debug, PartialEq)]
enum Default {
    Py(PyValue),
    Json(Value),
}

impl Default {
    fn is_none(&self) -> bool {
        matches!(
            self,
            Default::Py(PyValue::None) | Default::Json(Value::Null)
        )
    }
}

/// `types.Schema`, the fields this path sets, dumped in the model's field order.
#[derive(Clone, Debug, Default, PartialEq)]
struct Schema {
    any_of: Option<Vec<Schema>>,
    default: Option<Default>,
    description: Option<Value>,
    enum_: Option<Value>,
    format: Option<Value>,
    items: Option<Box<Schema>>,
    max_items: Option<Value>,
    max_length: Option<Value>,
    max_properties: Option<Value>,
    maximum: Option<Value>,
    min_items: Option<Value>,
    min_length: Option<Value>,
    min_properties: Option<Value>,
    minimum: Option<Value>,
    nullable: Option<bool>,
    pattern: Option<Value>,
    properties: Option<Vec<(String, Schema)>>,
    required: Option<Value>,
    title: Option<Value>,
    type_: Option<&'static str>,
}

impl Schema {
    fn typed(t: &'static str) -> Schema {
        Schema {
            type_: Some(t),
            ..Schema::default()
        }
    }

    fn is_empty(&self) -> bool {
        *self == Schema::default()
    }

    /// `model_dump(mode="json", exclude_none=True)`; the first default pydantic cannot
    /// serialise is the dump's error.
    fn dump(&self) -> Result<Value, LibError> {
        let mut m = Map::new();
        if let Some(a) = &self.any_of {
            m.insert(
                "any_of".into(),
                Value::Array(a.iter().map(Schema::dump).collect::<Result<_, _>>()?),
            );
        }
        match &self.default {
            Some(Default::Py(v)) if !v.is_none() => {
                m.insert("default".into(), dump_value(v)?);
            }
            Some(Default::Json(v)) if !v.is_null() => {
                m.insert("default".into(), v.clone());
            }
            _ => {}
        }
        let put = |m: &mut Map<String, Value>, k: &str, v: &Option<Value>| {
            if let Some(v) = v.as_ref().filter(|v| !v.is_null()) {
                m.insert(k.into(), v.clone());
            }
        };
        put(&mut m, "description", &self.description);
        put(&mut m, "enum", &self.enum_);
        put(&mut m, "format", &self.format);
        if let Some(i) = &self.items {
            m.insert("items".into(), i.dump()?);
        }
        put(&mut m, "max_items", &self.max_items);
        put(&mut m, "max_length", &self.max_length);
        put(&mut m, "max_properties", &self.max_properties);
        put(&mut m, "maximum", &self.maximum);
        put(&mut m, "min_items", &self.min_items);
        put(&mut m, "min_length", &self.min_length);
        put(&mut m, "min_properties", &self.min_properties);
        put(&mut m, "minimum", &self.minimum);
        if let Some(n) = self.nullable {
            m.insert("nullable".into(), n.into());
        }
        put(&mut m, "pattern", &self.pattern);
        if let Some(p) = &self.properties {
            let mut pm = Map::new();
            for (k, s) in p {
                pm.insert(k.clone(), s.dump()?);
            }
            m.insert("properties".into(), Value::Object(pm));
        }
        put(&mut m, "required", &self.required);
        put(&mut m, "title", &self.title);
        if let Some(t) = self.type_ {
            m.insert("type".into(), t.into());
        }
        Ok(Value::Object(m))
    }
}

/// `_get_required_fields`: properties neither nullable nor with a default.
fn required_fields(properties: &[(String, Schema)]) -> Option<Value> {
    if properties.is_empty() {
        return None;
    }
    Some(
        properties
            .iter()
            .filter(|(_, s)| {
                s.nullable != Some(true) && s.default.as_ref().is_none_or(Default::is_none)
            })
            .map(|(k, _)| Value::String(k.clone()))
            .collect(),
    )
}

/// Why the SDK's own parser stopped.
enum Fail {
    /// `ValueError`: the fallback through pydantic takes over.
    Value,
    /// Anything else escapes `from_callable` (`TypeError`, `RecursionError`).
    Raise(LibError),
}

pub fn declaration(tool: &ToolInput, name: &str, api: GeminiApi) -> Result<Value, LibError> {
    let params: Vec<&Param> = super::params(tool).collect();
    let mut properties: Vec<(String, Schema)> = Vec::new();
    let mut raw: Map<String, Value> = Map::new();
    let mut parser = Parser {
        tool,
        open: Vec::new(),
    };
    let mut fell_back = false;
    for p in &params {
        let ty = hint(p);
        let default = p.default.as_ref().map(|d| &d.value);
        match parser.parse(ty.as_ref(), default, !stringized(p)) {
            Ok(s) => properties.push((p.name.clone(), s)),
            Err(Fail::Value) => {
                fell_back = true;
                break;
            }
            Err(Fail::Raise(e)) => return Err(e),
        }
    }
    if fell_back {
        properties.clear();
        for p in &params {
            let ty = hint(p);
            let default = p.default.as_ref().map(|d| &d.value);
            let fail = || unsupported(&param_str(&p.name, ty.as_ref(), default), name);
            let Some(ty) = ty.as_ref() else {
                return Err(fail());
            };
            match fallback(tool, ty) {
                Ok(Fallback::Raw(v)) => {
                    raw.insert(p.name.clone(), v);
                }
                Ok(Fallback::Schema(mut s)) => {
                    if let Some(d) = default {
                        s.default = Some(Default::Py(d.clone()));
                    }
                    properties.push((p.name.clone(), *s));
                }
                Err(_) => return Err(fail()),
            }
        }
    }
    let mut out = Map::new();
    if let Some(d) = super::description(tool) {
        out.insert("description".into(), d.into());
    }
    out.insert("name".into(), name.into());
    if !properties.is_empty() {
        let required = required_fields(&properties);
        let params = Schema {
            properties: Some(properties),
            required,
            type_: Some("OBJECT"),
            ..Schema::default()
        };
        out.insert("parameters".into(), params.dump()?);
    } else if !raw.is_empty() {
        out.insert("parameters_json_schema".into(), Value::Object(raw));
    }
    // `if api_option == 'GEMINI_API': return declaration` (b/421991354).
    if api == GeminiApi::Vertex {
        if let Some((key, schema)) = response(&mut parser, name)? {
            out.insert(key.into(), schema);
        }
    }
    Ok(Value::Object(out))
}

/// The return annotation as the `return_value` parameter: `("response", Schema)` from the
/// SDK's parser, `("response_json_schema", ...)` for an `any_of` (still a `Schema`) or for
/// pydantic's JSON Schema when the parser raises `ValueError`; nothing without an annotation
/// or for an empty JSON Schema (`-> Any`).
fn response(parser: &mut Parser, name: &str) -> Result<Option<(&'static str, Value)>, LibError> {
    let Some(ret) = &parser.tool.function.returns else {
        return Ok(None);
    };
    // A string annotation is replaced by `get_type_hints(...)['return']`.
    let ty = if ret.stringized {
        strip_annotated(&ret.ty)
    } else {
        ret.ty.clone()
    };
    match parser.parse(Some(&ty), None, !ret.stringized) {
        Ok(s) if s.any_of.is_some() => Ok(Some(("response_json_schema", s.dump()?))),
        Ok(s) => Ok(Some(("response", s.dump()?))),
        Err(Fail::Raise(e)) => Err(e),
        Err(Fail::Value) => {
            let schema = adapter_schema(parser.tool, &ty)
                .map_err(|_| unsupported(&param_str("return_value", Some(&ty), None), name))?;
            let empty = schema.as_object().is_some_and(Map::is_empty);
            Ok((!empty).then_some(("response_json_schema", schema)))
        }
    }
}

/// `TypeAdapter(annotation, config=ConfigDict(arbitrary_types_allowed=True)).json_schema()`,
/// a fixed-length tuple closed.
fn adapter_schema(tool: &ToolInput, ty: &Ty) -> Result<Value, LibError> {
    if has_own_config(ty) {
        return Err(LibError::new("PydanticUserError", "config"));
    }
    let mut gen = Generator::for_function(tool.function);
    gen.arbitrary_types = true;
    let mut schema = gen.type_schema(ty)?;
    close_fixed_tuple(&mut schema);
    Ok(schema)
}

/// Whether `__annotations__` holds a string, which the SDK replaces by the evaluated hint.
fn stringized(p: &Param) -> bool {
    p.annotation.as_ref().is_some_and(|a| a.stringized)
}

/// The annotation the SDK works with: as written, or for a string annotation the evaluated
/// `get_type_hints` result, which (without `include_extras`) has no `Annotated`.
fn hint(p: &Param) -> Option<Ty> {
    let a = p.annotation.as_ref()?;
    Some(if a.stringized {
        strip_annotated(&a.ty)
    } else {
        a.ty.clone()
    })
}

/// `typing._strip_annotations`, recursively.
fn strip_annotated(ty: &Ty) -> Ty {
    match ty {
        Ty::Annotated { base, .. } => strip_annotated(base),
        Ty::Generic {
            origin,
            spelling,
            args,
        } => Ty::Generic {
            origin: *origin,
            spelling: *spelling,
            args: args
                .as_ref()
                .map(|a| a.iter().map(strip_annotated).collect()),
        },
        Ty::Union { members, pep604 } => Ty::Union {
            members: members.iter().map(strip_annotated).collect(),
            pep604: *pep604,
        },
        other => other.clone(),
    }
}

/// `hash(annotation)`, which `annotation in dict.keys()` computes: `Annotated` metadata that
/// is a list, dict or set makes it raise.
fn check_hashable(ty: &Ty) -> Result<(), Fail> {
    let unhashable = |t: &str| {
        Fail::Raise(LibError::new(
            "TypeError",
            format!("unhashable type: '{t}'"),
        ))
    };
    fn value(v: &PyValue) -> Option<&'static str> {
        match v {
            PyValue::List(_) => Some("list"),
            PyValue::Dict(_) => Some("dict"),
            PyValue::Set(_) => Some("set"),
            PyValue::Tuple(items) => items.iter().find_map(value),
            _ => None,
        }
    }
    match ty {
        Ty::Annotated { base, meta } => {
            check_hashable(base)?;
            match meta.iter().find_map(value) {
                Some(t) => Err(unhashable(t)),
                None => Ok(()),
            }
        }
        Ty::Generic { args: Some(a), .. } => a.iter().try_for_each(check_hashable),
        Ty::Union { members, .. } => members.iter().try_for_each(check_hashable),
        _ => Ok(()),
    }
}

struct Parser<'a> {
    tool: &'a ToolInput<'a>,
    /// Models being parsed: a model that contains itself recurses until Python gives up.
    open: Vec<String>,
}

impl Parser<'_> {
    /// `_parse_schema_from_parameter` for an annotation (`None`: missing) and a default.
    /// `none_object`: a top-level `NoneType` is the `None` object as written (not a string
    /// annotation evaluated to `NoneType`).
    fn parse(
        &mut self,
        ty: Option<&Ty>,
        default: Option<&PyValue>,
        none_object: bool,
    ) -> Result<Schema, Fail> {
        let Some(ty) = ty else {
            return Err(Fail::Value);
        };
        check_hashable(ty)?;
        let incompatible = |d: Option<&PyValue>, ty: &Ty| -> Result<Option<Default>, Fail> {
            match d {
                None => Ok(None),
                Some(d) => {
                    if compatible(self.tool, d, ty)? {
                        Ok(Some(Default::Py(d.clone())))
                    } else {
                        Err(Fail::Value)
                    }
                }
            }
        };
        if none_object && ty.is_none() {
            if default.is_some() {
                // `isinstance(default, None)`.
                return Err(Fail::Raise(isinstance_none()));
            }
            return Ok(Schema::typed("NULL"));
        }
        if let Some(t) = builtin_key(ty) {
            let mut s = Schema::typed(t);
            s.default = incompatible(default, ty)?;
            return Ok(s);
        }
        match ty {
            Ty::Union {
                members,
                pep604: true,
            } if members
                .iter()
                .all(|m| m.is_none() || builtin_key(m).is_some()) =>
            {
                let mut s = Schema::typed("OBJECT");
                let mut any_of: Vec<Schema> = Vec::new();
                for m in members {
                    if m.is_none() {
                        s.nullable = Some(true);
                        continue;
                    }
                    let item = self.parse(Some(m), None, false)?;
                    if !any_of.contains(&item) {
                        any_of.push(item);
                    }
                }
                if any_of.len() == 1 {
                    s.type_ = any_of[0].type_;
                } else {
                    s.any_of = Some(any_of);
                }
                if let Some(d) = default.filter(|d| !d.is_none()) {
                    s.default = incompatible(Some(d), ty)?;
                }
                Ok(s)
            }
            Ty::Generic {
                origin: Origin::Dict,
                args: Some(_),
                ..
            } => {
                let mut s = Schema::typed("OBJECT");
                s.default = incompatible(default, ty)?;
                Ok(s)
            }
            Ty::Literal(values) => {
                let mut strings = Vec::new();
                for v in values {
                    match v {
                        PyValue::Str(s) => strings.push(Value::String(s.clone())),
                        _ => return Err(Fail::Value),
                    }
                }
                let mut s = Schema::typed("STRING");
                s.enum_ = Some(Value::Array(strings));
                s.default = incompatible(default, ty)?;
                Ok(s)
            }
            Ty::Generic {
                origin: Origin::List,
                args: Some(args),
                ..
            } => {
                let mut s = Schema::typed("ARRAY");
                let item = self.parse(args.first(), None, false)?;
                s.items = Some(Box::new(item));
                s.default = incompatible(default, ty)?;
                Ok(s)
            }
            Ty::Union {
                members,
                pep604: false,
            } => {
                let mut s = Schema::typed("OBJECT");
                let mut any_of: Vec<Schema> = Vec::new();
                let optional = members.len() == 2 && members.iter().any(Ty::is_none);
                for m in members {
                    if m.is_none() {
                        s.nullable = Some(true);
                        continue;
                    }
                    let item = self.parse(Some(m), None, false)?;
                    if optional && members.iter().any(is_list) {
                        s.items = item.items.clone();
                    }
                    if !any_of.contains(&item) {
                        any_of.push(item);
                    }
                }
                if any_of.len() == 1 {
                    s.type_ = any_of[0].type_;
                } else {
                    s.any_of = Some(any_of);
                }
                if let Some(d) = default.filter(|d| !d.is_none()) {
                    s.default = incompatible(Some(d), ty)?;
                }
                Ok(s)
            }
            Ty::Class(c) if c.kind == ClassKind::Pydantic => self.model(c, default),
            // A model naming itself in its own body (`children: list[TreeNode]`).
            Ty::Unknown { name }
                if self
                    .open
                    .iter()
                    .any(|k| k.rsplit('.').next() == name.rsplit('.').next()) =>
            {
                Err(recursion())
            }
            _ => Err(Fail::Value),
        }
    }

    /// A pydantic model: its fields parsed from their annotations only (no defaults), the
    /// parameter's own default kept unchecked.
    fn model(&mut self, c: &ClassDef, default: Option<&PyValue>) -> Result<Schema, Fail> {
        let key = format!("{}.{}", c.module, c.qualname);
        if self.open.contains(&key) {
            return Err(recursion());
        }
        self.open.push(key);
        let mut s = Schema::typed("OBJECT");
        if let Some(d) = default.filter(|d| !d.is_none()) {
            s.default = Some(Default::Py(d.clone()));
        }
        let mut properties = Vec::new();
        for f in c.fields.iter().filter(|f| !f.name.starts_with('_')) {
            // `FieldInfo.annotation`: the type without its outer `Annotated`.
            let ty = match &f.annotation.ty {
                Ty::Annotated { base, .. } => base.as_ref().clone(),
                other => other.clone(),
            };
            let fs = self.parse(Some(&ty), None, true)?;
            properties.push((f.name.clone(), fs));
        }
        self.open.pop();
        s.required = required_fields(&properties);
        s.properties = Some(properties);
        Ok(s)
    }
}

/// What Python raises once a self-containing model has been parsed ~1000 levels deep.
fn recursion() -> Fail {
    Fail::Raise(LibError::new(
        "RecursionError",
        "maximum recursion depth exceeded",
    ))
}

fn isinstance_none() -> LibError {
    LibError::new(
        "TypeError",
        "isinstance() arg 2 must be a type, a tuple of types, or a union",
    )
}

fn is_list(ty: &Ty) -> bool {
    matches!(
        ty,
        Ty::Generic {
            origin: Origin::List,
            args: Some(_),
            ..
        }
    )
}

/// `_is_default_value_compatible(default, annotation)`.
fn compatible(tool: &ToolInput, d: &PyValue, ty: &Ty) -> Result<bool, Fail> {
    if let Some(t) = builtin_key(ty) {
        return Ok(isinstance(tool, d, t));
    }
    Ok(match ty {
        Ty::Union { members, .. } => {
            for m in members {
                if m.is_none() {
                    // `isinstance(default, NoneType)`.
                    if d.is_none() {
                        return Ok(true);
                    }
                    continue;
                }
                if compatible(tool, d, m)? {
                    return Ok(true);
                }
            }
            false
        }
        Ty::Generic {
            origin: Origin::Dict,
            args: Some(_),
            ..
        } => matches!(d, PyValue::Dict(_)),
        Ty::Generic {
            origin: Origin::List,
            args: Some(args),
            ..
        } => match d {
            PyValue::List(items) => {
                let mut all = true;
                for item in items {
                    let mut any = false;
                    for a in args {
                        if compatible(tool, item, a)? {
                            any = true;
                            break;
                        }
                    }
                    all &= any;
                }
                all
            }
            _ => false,
        },
        Ty::Literal(values) => values.iter().any(|v| py_eq(v, d)),
        _ => false,
    })
}

/// `isinstance(value, T)` for a builtin key type.
fn isinstance(tool: &ToolInput, v: &PyValue, t: &str) -> bool {
    let mixin = |class: &str| {
        tool.module
            .classes
            .iter()
            .chain(&tool.module.imported_classes)
            .find(|c| c.name == class)
            .and_then(|c| match &c.kind {
                ClassKind::Enum { base, mixin } => Some((*base, *mixin)),
                _ => None,
            })
    };
    use crate::model::EnumBase;
    match (t, v) {
        ("STRING", PyValue::Str(_)) => true,
        ("INTEGER", PyValue::Int(_) | PyValue::Bool(_)) => true,
        ("NUMBER", PyValue::Float(_)) => true,
        ("NUMBER", PyValue::Call(c)) => c.callee == "float",
        ("BOOLEAN", PyValue::Bool(_)) => true,
        ("ARRAY", PyValue::List(_)) => true,
        ("OBJECT", PyValue::Dict(_)) => true,
        (_, PyValue::EnumMember { class, .. }) => match mixin(class) {
            Some((EnumBase::StrEnum, _)) | Some((_, Some(Prim::Str))) => t == "STRING",
            Some((EnumBase::IntEnum | EnumBase::IntFlag, _)) | Some((_, Some(Prim::Int))) => {
                t == "INTEGER"
            }
            _ => false,
        },
        _ => false,
    }
}

/// Python `==` between two literal values (`1 == True`, `1 == 1.0`).
fn py_eq(a: &PyValue, b: &PyValue) -> bool {
    let num = |v: &PyValue| match v {
        PyValue::Int(i) => Some(*i as f64),
        PyValue::Float(f) => Some(*f),
        PyValue::Bool(b) => Some(*b as i32 as f64),
        _ => None,
    };
    match (num(a), num(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// What the pydantic pass makes of one parameter.
enum Fallback {
    /// Kept as JSON Schema (`parameters_json_schema[name]`).
    Raw(Value),
    Schema(Box<Schema>),
}

/// The second pass for one annotation: `TypeAdapter(...).json_schema()`, then
/// `Schema.from_json_schema(json_schema=JSONSchema(**json_schema_dict))`.
fn fallback(tool: &ToolInput, ty: &Ty) -> Result<Fallback, LibError> {
    let schema = adapter_schema(tool, ty)?;
    if schema.get("prefixItems").is_some() {
        return Ok(Fallback::Raw(schema));
    }
    let has_primitive = type_args(ty).iter().any(|a| builtin_key(a).is_some());
    if (schema.get("$ref").is_some() || schema.get("$defs").is_some()) && has_primitive {
        return Ok(Fallback::Raw(schema));
    }
    validate_json_schema(&schema)?;
    let mut root = schema.clone();
    let mut visited = Vec::new();
    Ok(Fallback::Schema(Box::new(convert(
        &schema,
        &mut root,
        &mut visited,
    ))))
}

/// `typing.get_args(annotation)`, the members that are types.
fn type_args(ty: &Ty) -> Vec<&Ty> {
    match ty {
        Ty::Union { members, .. } => members.iter().collect(),
        Ty::Generic { args: Some(a), .. } => a.iter().collect(),
        Ty::Annotated { base, .. } => vec![base],
        _ => Vec::new(),
    }
}

/// The keys `types.JSONSchema` accepts (`extra="forbid"`, camel-case aliases).
const JSON_SCHEMA_KEYS: &[&str] = &[
    "type",
    "format",
    "title",
    "description",
    "default",
    "items",
    "minItems",
    "maxItems",
    "enum",
    "properties",
    "required",
    "minProperties",
    "maxProperties",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
    "pattern",
    "additionalProperties",
    "anyOf",
    "uniqueItems",
    "$ref",
    "$defs",
    "oneOf",
];

/// `JSONSchema(**json_schema_dict)`: a key it does not know is a `ValidationError`
/// (`extra_forbidden`), at any depth.
fn validate_json_schema(v: &Value) -> Result<(), LibError> {
    let Value::Object(m) = v else {
        return Ok(());
    };
    for (k, x) in m {
        if !JSON_SCHEMA_KEYS.contains(&k.as_str()) {
            return Err(LibError::new(
                "ValidationError",
                format!("1 validation error for JSONSchema\n{k}\n  Extra inputs are not permitted"),
            ));
        }
        match k.as_str() {
            "items" => validate_json_schema(x)?,
            "anyOf" | "oneOf" => {
                for s in x.as_array().into_iter().flatten() {
                    validate_json_schema(s)?;
                }
            }
            "properties" | "$defs" => {
                for s in x.as_object().into_iter().flat_map(|o| o.values()) {
                    validate_json_schema(s)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// `JSONSchema.minimum`/`maximum` are floats: validation turns `1` into `1.0`.
fn as_float(v: &Value) -> Value {
    match v.as_f64() {
        Some(f) => serde_json::Number::from_f64(f)
            .map(Value::Number)
            .unwrap_or(Value::Null),
        None => v.clone(),
    }
}

/// `convert_json_schema`: one JSON Schema node to a `Schema`. `root` is the root schema,
/// whose definitions lose their `title` (and their properties' titles) when a `$ref` is
/// resolved; a reference already being resolved becomes an empty `Schema`.
fn convert(node: &Value, root: &mut Value, visited: &mut Vec<String>) -> Schema {
    let mut node = node.clone();
    let reference = node.get("$ref").and_then(Value::as_str).map(str::to_string);
    if let Some(r) = &reference {
        if visited.contains(r) {
            return Schema::default();
        }
        visited.push(r.clone());
        node = resolve_ref(r, root);
    }
    let mut s = Schema::default();
    let Value::Object(m) = &node else {
        return s;
    };
    // `JSONSchema` field order.
    if let Some(t) = m.get("type").and_then(Value::as_str) {
        if t == "null" {
            s.nullable = Some(true);
        } else {
            s.type_ = Some(upper(t));
        }
    }
    let copy = |k: &str| m.get(k).filter(|v| !v.is_null()).cloned();
    s.format = copy("format");
    s.title = copy("title");
    s.description = copy("description");
    s.default = copy("default").map(Default::Json);
    if let Some(items) = m.get("items").filter(|v| !v.is_null()) {
        s.items = Some(Box::new(convert(items, root, visited)));
    }
    s.min_items = copy("minItems");
    s.max_items = copy("maxItems");
    s.enum_ = copy("enum");
    if let Some(Value::Object(props)) = m.get("properties") {
        let mut out = Vec::new();
        for (k, v) in props {
            out.push((k.clone(), convert(v, root, visited)));
        }
        s.properties = Some(out);
    }
    s.required = copy("required");
    s.min_properties = copy("minProperties");
    s.max_properties = copy("maxProperties");
    s.minimum = copy("minimum").map(|v| as_float(&v));
    s.maximum = copy("maximum").map(|v| as_float(&v));
    s.min_length = copy("minLength");
    s.max_length = copy("maxLength");
    s.pattern = copy("pattern");
    if let Some(Value::Array(any)) = m.get("anyOf") {
        let list: Vec<Schema> = any.iter().map(|a| convert(a, root, visited)).collect();
        let empty = list.is_empty();
        s.any_of = Some(list);
        if s.type_.is_none() && empty {
            s.type_ = Some("OBJECT");
        }
    }
    if s.type_ == Some("ARRAY") && s.items.as_ref().is_some_and(|i| i.is_empty()) {
        s.items = None;
    }
    if let Some(any) = s.any_of.as_ref().filter(|a| a.len() == 2) {
        let is_null = |p: &Schema| {
            *p == Schema {
                nullable: Some(true),
                ..Schema::default()
            }
        };
        let null = any.iter().position(is_null);
        let other = any.iter().position(|p| !is_null(p));
        if let (Some(_), Some(o)) = (null, other) {
            let default = s.default.take();
            s = any[o].clone();
            s.nullable = Some(true);
            if let Some(d) = default.filter(|d| !d.is_none()) {
                s.default = Some(d);
            }
        }
    }
    if let Some(r) = &reference {
        visited.retain(|x| x != r);
    }
    s
}

fn upper(t: &str) -> &'static str {
    match t {
        "string" => "STRING",
        "integer" => "INTEGER",
        "number" => "NUMBER",
        "boolean" => "BOOLEAN",
        "array" => "ARRAY",
        "object" => "OBJECT",
        _ => "TYPE_UNSPECIFIED",
    }
}

/// `_resolve_ref`: the definition, with its `title` and its properties' titles removed from
/// the root (for good).
fn resolve_ref(r: &str, root: &mut Value) -> Value {
    let name = r.trim_start_matches("#/$defs/");
    let Some(def) = root.get_mut("$defs").and_then(|d| d.get_mut(name)) else {
        return Value::Object(Map::new());
    };
    if let Value::Object(m) = def {
        m.shift_remove("title");
        if let Some(Value::Object(props)) = m.get_mut("properties") {
            for p in props.values_mut() {
                if let Value::Object(pm) = p {
                    pm.shift_remove("title");
                }
            }
        }
    }
    def.clone()
}
