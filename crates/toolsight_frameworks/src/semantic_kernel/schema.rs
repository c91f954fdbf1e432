//! semantic-kernel 1.45's `KernelJsonSchemaBuilder` (`semantic_kernel/schema/
//! kernel_json_schema_builder.py`): its own type mapping, not pydantic's. A class with
//! `__annotations__` (any class defined in Python, `typing.Any` and `pathlib.Path` included)
//! becomes an object of its `get_type_hints`; what it cannot name becomes `{"type": "object"}`.
//!
//! A value SK puts in a schema that JSON cannot encode (pydantic's `_PydanticGeneralMetadata`,
//! which it takes as a model field's description) is kept as a marker string (`unserializable`):
//! the connector's request fails when it meets one.

use serde_json::{Map, Value};

use crate::frameworks::LibError;
use crate::model::value::json_truthy;
use crate::model::{
    ClassDef, ClassKind, Module, Origin, Prim, PyValue, Qualifier, Spelling, StdClass, Ty,
};

/// The prefix of a marker standing for an object JSON cannot encode, followed by its class.
const UNSERIALIZABLE: &str = "\u{0}unserializable:";

pub fn unserializable(class: &str) -> Value {
    Value::String(format!("{UNSERIALIZABLE}{class}"))
}

/// The class of the first object `json.dumps` would fail on, in document order.
pub fn first_unserializable(v: &Value) -> Option<&str> {
    match v {
        Value::String(s) => s.strip_prefix(UNSERIALIZABLE),
        Value::Array(a) => a.iter().find_map(first_unserializable),
        Value::Object(m) => m.values().find_map(first_unserializable),
        _ => None,
    }
}

/// `TYPE_MAPPING.get(name, "object")` for a type name.
fn mapped_name(name: &str) -> &'static str {
    match name {
        "int" => "integer",
        "str" => "string",
        "bool" => "boolean",
        "float" => "number",
        "list" | "set" | "tuple" | "array" => "array",
        _ => "object",
    }
}

fn obj(t: &str) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("type".into(), Value::String(t.into()));
    m
}

fn describe(m: &mut Map<String, Value>, description: Option<&Value>) {
    if let Some(d) = description.filter(|d| json_truthy(d)) {
        m.insert("description".into(), d.clone());
    }
}

/// `build_from_type_name`: a comma in the name (how SK spells a union) makes an `anyOf`.
pub fn from_type_name(name: &str, description: Option<&Value>) -> Map<String, Value> {
    if name.contains(',') {
        let schemas = name
            .split(',')
            .map(|t| Value::Object(from_type_name(t.trim(), description)))
            .collect();
        let mut m = Map::new();
        m.insert("anyOf".into(), Value::Array(schemas));
        return m;
    }
    let mut m = obj(mapped_name(name));
    describe(&mut m, description);
    m
}

/// Standard-library classes written in Python that declare no annotations (toolsight does not
/// model them as types): SK makes each an object without properties.
const STDLIB_PLAIN_CLASSES: &[&str] = &[
    "ipaddress.IPv4Address",
    "ipaddress.IPv6Address",
    "ipaddress.IPv4Network",
    "ipaddress.IPv6Network",
    "ipaddress.IPv4Interface",
    "ipaddress.IPv6Interface",
];

pub struct Builder<'a> {
    pub module: &'a Module,
    /// The function's PEP 695 type parameters.
    type_params: &'a [String],
    /// Classes whose schema is being built: SK recurses without a guard.
    stack: Vec<String>,
}

impl<'a> Builder<'a> {
    pub fn new(module: &'a Module, type_params: &'a [String]) -> Builder<'a> {
        Builder {
            module,
            type_params,
            stack: Vec::new(),
        }
    }

    /// `KernelJsonSchemaBuilder.build(parameter_type, description)`.
    pub fn build(
        &mut self,
        ty: &Ty,
        description: Option<&Value>,
    ) -> Result<Map<String, Value>, LibError> {
        if let Ty::Unknown { name } = ty {
            // A name the class itself uses before it is defined (`children: list[TreeNode]`).
            if let Some(c) = self.module.class_named(name) {
                return self.build(&Ty::Class(c.clone()), description);
            }
            // A PEP 695 type parameter is a `TypeVar`: no class, no arguments.
            let param_name = |p: &String| {
                let n = p.split([':', '=']).next().unwrap_or(p);
                n.trim().trim_start_matches('*').trim().to_string()
            };
            if self.type_params.iter().any(|p| param_name(p) == *name) {
                let mut m = obj("object");
                describe(&mut m, description);
                return Ok(m);
            }
            if STDLIB_PLAIN_CLASSES.contains(&name.as_str()) {
                return self.model(&Ty::Any, description);
            }
            match sk_class(self.module, name).as_deref() {
                // The `Kernel` model's fields (plugins, services, filters) as SK maps them; its
                // pydantic field constraints are `_PydanticGeneralMetadata` descriptions.
                Some(q) if q.ends_with(".Kernel") => {
                    let mut m = obj("object");
                    m.insert(
                        "properties".into(),
                        unserializable("_PydanticGeneralMetadata"),
                    );
                    describe(&mut m, description);
                    return Ok(m);
                }
                // A `dict` subclass declaring no annotations.
                Some(q) if q.ends_with(".KernelArguments") => {
                    return self.model(&Ty::Any, description)
                }
                _ => {}
            }
        }
        if let Ty::Class(c) = ty {
            if let ClassKind::Enum { .. } = c.kind {
                return enum_schema(c, description);
            }
        }
        if has_annotations(ty)? {
            return self.model(ty, description);
        }
        if has_args(ty) {
            return self.complex(ty, description);
        }
        let mut m = obj(simple_type(ty));
        describe(&mut m, description);
        Ok(m)
    }

    /// `build_model_schema`: an object of the class's `get_type_hints` (bases first), each
    /// required unless its type is a union with `None`.
    fn model(
        &mut self,
        ty: &Ty,
        description: Option<&Value>,
    ) -> Result<Map<String, Value>, LibError> {
        let c = match ty {
            Ty::Class(c) => c.clone(),
            // `typing.Any`, `inspect.Parameter.empty`, `pathlib.Path`, `uuid.UUID`, bare
            // `collections.abc` classes: no annotations of their own.
            _ => {
                let mut m = obj("object");
                m.insert("properties".into(), Value::Object(Map::new()));
                describe(&mut m, description);
                return Ok(m);
            }
        };
        let key = format!("{}.{}", c.module, c.qualname);
        if self.stack.contains(&key) {
            return Err(LibError::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        self.stack.push(key);
        let result = self.model_fields(&c, description);
        self.stack.pop();
        result
    }

    fn model_fields(
        &mut self,
        c: &ClassDef,
        description: Option<&Value>,
    ) -> Result<Map<String, Value>, LibError> {
        let mut properties = Map::new();
        let mut required = Vec::new();
        for field in self.type_hints(c, 0) {
            let ty = hint(&field.annotation.ty);
            let field_description = if c.kind == ClassKind::Pydantic {
                field_description(&field)?
            } else {
                None
            };
            if !is_optional(ty) {
                required.push(Value::String(field.name.clone()));
            }
            let schema = self.build(ty, field_description.as_ref())?;
            properties.insert(field.name.clone(), Value::Object(schema));
        }
        let mut m = obj("object");
        m.insert("properties".into(), Value::Object(properties));
        if !required.is_empty() {
            m.insert("required".into(), Value::Array(required));
        }
        describe(&mut m, description);
        Ok(m)
    }

    /// `get_type_hints(cls)`: the annotations of the class and its bases, a base's first (a
    /// name redefined keeps its first place and takes the last type).
    pub fn type_hints(&self, c: &ClassDef, depth: usize) -> Vec<crate::model::Field> {
        let mut out: Vec<crate::model::Field> = Vec::new();
        if depth < 16 {
            for b in c.bases.iter().rev() {
                let short = b.rsplit('.').next().unwrap_or(b);
                if let Some(base) = self
                    .module
                    .class_named(short)
                    .filter(|bc| bc.name != c.name)
                {
                    for f in self.type_hints(base, depth + 1) {
                        merge(&mut out, f);
                    }
                }
            }
        }
        for f in &c.fields {
            merge(&mut out, f.clone());
        }
        out
    }

    /// `handle_complex_type`: list and set items, dict values, tuple items, unions; any other
    /// subscripted type is `{"type": "object"}`.
    fn complex(
        &mut self,
        ty: &Ty,
        description: Option<&Value>,
    ) -> Result<Map<String, Value>, LibError> {
        match ty {
            Ty::Generic {
                origin: Origin::List | Origin::Set,
                args: Some(args),
                ..
            } => {
                let mut m = obj("array");
                let items = match args.first() {
                    Some(t) => self.build(t, None)?,
                    None => return Err(LibError::new("IndexError", "tuple index out of range")),
                };
                m.insert("items".into(), Value::Object(items));
                describe(&mut m, description);
                Ok(m)
            }
            Ty::Generic {
                origin: Origin::Dict,
                args: Some(args),
                ..
            } => {
                let [_, value] = args.as_slice() else {
                    return Err(LibError::unknown("a dict type without two arguments"));
                };
                let mut additional = self.build(value, None)?;
                if additional == obj("object") {
                    additional.insert("properties".into(), Value::Object(Map::new()));
                }
                let mut m = obj("object");
                m.insert("additionalProperties".into(), Value::Object(additional));
                describe(&mut m, description);
                Ok(m)
            }
            Ty::Generic {
                origin: Origin::Tuple,
                args: Some(args),
                ..
            } => {
                let mut items = Vec::new();
                for t in args {
                    items.push(Value::Object(self.build(t, None)?));
                }
                let mut m = obj("array");
                m.insert("items".into(), Value::Array(items));
                describe(&mut m, description);
                Ok(m)
            }
            Ty::Union { members, .. } => {
                if let Some(inner) = ty.optional_inner() {
                    let mut m = self.build(inner, None)?;
                    let Some(t) = m.get("type").cloned() else {
                        return Err(LibError::new("KeyError", "'type'"));
                    };
                    m.insert(
                        "type".into(),
                        Value::Array(vec![t, Value::String("null".into())]),
                    );
                    describe(&mut m, description);
                    return Ok(m);
                }
                let mut schemas = Vec::new();
                for t in members {
                    schemas.push(Value::Object(self.build(t, description)?));
                }
                let mut m = Map::new();
                m.insert("anyOf".into(), Value::Array(schemas));
                Ok(m)
            }
            _ => {
                let mut m = obj("object");
                describe(&mut m, description);
                Ok(m)
            }
        }
    }
}

/// The qualified name an unresolved annotation has through the module's imports, when it is
/// one of semantic-kernel's classes.
fn sk_class(module: &Module, name: &str) -> Option<String> {
    if super::FRAMEWORK.owns(name) {
        return Some(name.to_string());
    }
    let (head, rest) = match name.split_once('.') {
        Some((h, r)) => (h, Some(r)),
        None => (name, None),
    };
    let imp = module.imports.iter().rev().find(|i| i.local == head)?;
    let q = match rest {
        Some(r) => format!("{}.{r}", imp.target),
        None => imp.target.clone(),
    };
    super::FRAMEWORK.owns(&q).then_some(q)
}

/// A field of `get_type_hints`: later definitions replace the type in place.
fn merge(out: &mut Vec<crate::model::Field>, f: crate::model::Field) {
    match out.iter_mut().find(|o| o.name == f.name) {
        Some(o) => *o = f,
        None => out.push(f),
    }
}

/// A type as `get_type_hints` (without extras) gives it: `Annotated`, `Required`,
/// `NotRequired` and `ReadOnly` stripped.
pub fn hint(ty: &Ty) -> &Ty {
    match ty {
        Ty::Annotated { base, .. } => hint(base),
        Ty::Qualified {
            qualifier: Qualifier::Required | Qualifier::NotRequired | Qualifier::ReadOnly,
            inner,
        } => hint(inner),
        other => other,
    }
}

/// `_is_optional`: a union with `None` among its members.
fn is_optional(ty: &Ty) -> bool {
    matches!(ty, Ty::Union { members, .. } if members.iter().any(Ty::is_none))
}

/// `hasattr(t, "__annotations__")`: classes defined in Python have it (an empty dict when
/// they declare nothing), builtin classes, aliases and typing forms do not.
fn has_annotations(ty: &Ty) -> Result<bool, LibError> {
    Ok(match ty {
        Ty::Class(_) | Ty::Any => true,
        Ty::Std(s) => matches!(
            s,
            StdClass::Path | StdClass::PurePath | StdClass::PurePosixPath | StdClass::Uuid
        ),
        // `collections.abc.Sequence` and friends are classes written in Python, and
        // `collections.deque`, `defaultdict` (heap types in 3.12) and `Counter` have the
        // attribute too; a subscripted `types.GenericAlias` forwards it to its class, a
        // `typing.List[int]`-style alias does not.
        Ty::Generic {
            spelling: Spelling::Abc,
            ..
        } => true,
        Ty::Generic {
            origin: Origin::Counter | Origin::Deque | Origin::DefaultDict,
            spelling,
            ..
        } => *spelling != Spelling::Typing,
        Ty::Unknown { name } => {
            return Err(LibError::unknown(format!(
                "the type `{name}` is not known statically"
            )))
        }
        _ => false,
    })
}

/// `hasattr(t, "__args__")`.
fn has_args(ty: &Ty) -> bool {
    matches!(
        ty,
        Ty::Generic { args: Some(_), .. }
            | Ty::Union { .. }
            | Ty::Literal(_)
            | Ty::Annotated { .. }
    )
}

/// `get_json_schema`: `TYPE_MAPPING.get(t, "object")` for a type object.
fn simple_type(ty: &Ty) -> &'static str {
    match ty {
        Ty::Prim(Prim::Int) => "integer",
        Ty::Prim(Prim::Str) => "string",
        Ty::Prim(Prim::Bool) => "boolean",
        Ty::Prim(Prim::Float) => "number",
        Ty::Generic {
            origin: Origin::List | Origin::Set | Origin::Tuple,
            spelling: Spelling::Builtin,
            args: None,
        } => "array",
        _ => "object",
    }
}

/// `build_enum_schema`: the members' values, typed by the first one.
fn enum_schema(c: &ClassDef, description: Option<&Value>) -> Result<Map<String, Value>, LibError> {
    let mut values: Vec<&PyValue> = Vec::new();
    for m in &c.members {
        // Aliases (a value seen before) are not iterated.
        if !values.contains(&&m.value) {
            values.push(&m.value);
        }
    }
    let Some(first) = values.first() else {
        return Err(LibError::new("IndexError", "list index out of range"));
    };
    let t = match first {
        PyValue::Int(_) => "integer",
        PyValue::Str(_) => "string",
        PyValue::Bool(_) => "boolean",
        PyValue::Float(_) => "number",
        PyValue::List(_) | PyValue::Tuple(_) | PyValue::Set(_) => "array",
        PyValue::Dict(_) => "object",
        PyValue::None => "string",
        _ => return Err(LibError::unknown("an enum value that is not a literal")),
    };
    let mut json = Vec::new();
    for v in &values {
        if !v.is_json() {
            return Err(LibError::unknown("an enum value that is not a literal"));
        }
        json.push(v.to_json());
    }
    let mut m = obj(t);
    m.insert("enum".into(), Value::Array(json));
    describe(&mut m, description);
    Ok(m)
}

/// The description `build_model_schema` gives a pydantic field: the first item of
/// `FieldInfo.metadata` when there is one (an `Annotated` string, or a constraint object:
/// `Gt(gt=0)` is a dataclass, which the connector's `model_dump` turns into `{"gt": 0}`;
/// `pattern=` and friends are one `_PydanticGeneralMetadata`), else `Field(description=...)`.
fn field_description(field: &crate::model::Field) -> Result<Option<Value>, LibError> {
    let (metadata, described) = field_metadata(field)?;
    Ok(match metadata.into_iter().next() {
        Some(first) => Some(first),
        None => described.map(Value::String),
    })
}

/// A pydantic field's `FieldInfo.metadata` (as the request carries each item) and its
/// `description`.
pub fn field_metadata(
    field: &crate::model::Field,
) -> Result<(Vec<Value>, Option<String>), LibError> {
    use crate::frameworks::pydantic::fieldinfo::field_call;
    // `FieldInfo.from_annotated_attribute`: the assigned `Field(...)`'s metadata, then the
    // `Annotated` extras in order (a `Field(...)` among them contributes its own metadata).
    let mut metadata: Vec<Value> = Vec::new();
    let mut described: Option<String> = None;
    let default_field = field
        .default
        .as_ref()
        .and_then(|d| field_call(&d.value).cloned());
    if let Some(c) = &default_field {
        metadata.extend(constraints(c)?);
    }
    if let Ty::Annotated { meta, .. } = &field.annotation.ty {
        for m in meta {
            match field_call(m) {
                Some(c) => {
                    metadata.extend(constraints(c)?);
                    if let Some(PyValue::Str(s)) = c.kwarg("description") {
                        described = Some(s.clone());
                    }
                }
                None => match m {
                    PyValue::Str(s) => metadata.push(Value::String(s.clone())),
                    _ => {
                        return Err(LibError::unknown(
                            "Annotated metadata SK would read as a description",
                        ))
                    }
                },
            }
        }
    }
    if let Some(PyValue::Str(s)) = default_field.as_ref().and_then(|c| c.kwarg("description")) {
        described = Some(s.clone());
    }
    Ok((metadata, described))
}

/// `FieldInfo._collect_metadata`: the annotated_types markers in pydantic's lookup order (as
/// the dicts `model_dump` makes of them), then one `_PydanticGeneralMetadata` for the rest.
fn constraints(c: &crate::model::CallValue) -> Result<Vec<Value>, LibError> {
    const MARKERS: &[&str] = &[
        "strict",
        "gt",
        "ge",
        "lt",
        "le",
        "multiple_of",
        "min_length",
        "max_length",
    ];
    const GENERAL: &[&str] = &[
        "pattern",
        "allow_inf_nan",
        "max_digits",
        "decimal_places",
        "union_mode",
        "coerce_numbers_to_str",
    ];
    let mut out = Vec::new();
    for k in MARKERS {
        if let Some(v) = c.kwarg(k).filter(|v| !v.is_none()) {
            if !v.is_json() {
                return Err(LibError::unknown(
                    "a constraint value that is not a literal",
                ));
            }
            let mut m = Map::new();
            m.insert((*k).into(), v.to_json());
            out.push(Value::Object(m));
        }
    }
    if GENERAL
        .iter()
        .any(|k| c.kwarg(k).is_some_and(|v| !v.is_none()))
    {
        out.push(unserializable("_PydanticGeneralMetadata"));
    }
    if c.kwarg("fail_fast").is_some() {
        return Err(LibError::unknown("Field(fail_fast=...)"));
    }
    Ok(out)
}
