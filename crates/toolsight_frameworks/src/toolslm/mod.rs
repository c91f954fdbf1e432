//! The toolslm dialect: `fastcore.funccall.get_schema(f)` (fastcore 2.2.39, what toolslm
//! ≥ 0.3.47 uses) and the legacy `toolslm.funccall.get_schema(f)` of toolslm 0.3.46.
//!
//! Both run the same `fastcore.docments` for descriptions; they differ only in `handle_type`:
//! fastcore unwraps `Annotated[T, ...]` first, the legacy copy does not (and so turns it into
//! a type string, or fails hashing unhashable metadata).
//!
//! The payload is the same for every provider: `{"name", "description", pname: schema}`.

mod docments;
mod numpy;
mod text;

use std::sync::Arc as Rc;

use serde_json::{json, Map, Value};

use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::pyrepr::{dunder_name, type_repr};
use crate::model::{
    ClassDef, ClassKind, EnumBase, Module, Origin, Prim, PyValue, Spelling, StdClass, Ty,
};
use docments::{DocEntry, Docments};

/// What `inspect.signature` reports as a parameter's annotation, after docments replaced a
/// missing one with `type(default)`.
#[derive(Clone, Debug, PartialEq)]
pub enum Ann {
    /// `inspect.Parameter.empty`.
    Empty,
    /// A string annotation (quoted, or any annotation under `from __future__ import annotations`).
    Str(String),
    /// An evaluated annotation. The flag (`raw_none`) says that typing did not convert the
    /// object: a `NoneType` here is really the `None` object and a nested string is a `str`
    /// (a bare `None` annotation; arguments of builtin generics such as `dict[str, "int"]`).
    Ty(Ty, bool),
}

type Schema = Map<String, Value>;

fn type_error(msg: impl Into<String>) -> LibError {
    LibError::new("TypeError", msg)
}

use super::markers::{self, ListSink, Markers, Wrapper};

const MARKERS: Markers = Markers {
    wrappers: &[
        Wrapper {
            callee: "get_schema",
            arg: markers::Arg::At(0, "f"),
        },
        Wrapper {
            callee: "get_schema_nm",
            arg: markers::Arg::NameString,
        },
    ],
    lists: &[
        ListSink {
            callee: "mk_ns",
            arg: markers::Arg::AllPositional,
            bare: true,
        },
        // claudette / cosette `Chat(tools=[...])` send toolslm schemas.
        ListSink {
            callee: "Chat",
            arg: markers::Arg::Keyword("tools"),
            bare: true,
        },
        ListSink {
            callee: "AsyncChat",
            arg: markers::Arg::Keyword("tools"),
            bare: true,
        },
    ],
    ..Markers::NONE
};

/// `fastcore.funccall` (what toolslm ≥ 0.3.47 uses), and the libraries built on it.
pub static FRAMEWORK: super::Framework = super::Framework {
    id: "toolslm",
    label: "toolslm (fastcore.funccall)",
    imports: &["fastcore.funccall", "toolslm", "claudette", "cosette"],
    markers: MARKERS,
    providers: &[Provider::Native, Provider::Anthropic],
    targets: &[Provider::Anthropic],
    renderer: Some(|t, p| render(t, p, false)),
    degradations: &[super::Degradation::HiddenParams {
        unless: "skip_hidden",
    }],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

/// `toolslm.funccall` as shipped up to toolslm 0.3.46.
pub static LEGACY: super::Framework = super::Framework {
    id: "toolslm-legacy",
    label: "toolslm.funccall (≤ 0.3.46)",
    imports: &["toolslm.funccall"],
    markers: MARKERS,
    providers: &[Provider::Native, Provider::Anthropic],
    targets: &[Provider::Anthropic],
    renderer: Some(|t, p| render(t, p, true)),
    degradations: &[super::Degradation::HiddenParams {
        unless: "skip_hidden",
    }],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

pub fn render(tool: &ToolInput, _provider: Provider, legacy: bool) -> Rendered {
    let f = tool.function;
    let opt_str = |k: &str| tool.option(k).and_then(PyValue::as_str).map(str::to_string);
    let truthy = |k: &str| {
        tool.option(k)
            .map(crate::model::PyValue::truthy)
            .unwrap_or(false)
    };
    let name = opt_str("name")
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| f.name.clone());
    let pname = opt_str("pname").unwrap_or_else(|| "input_schema".to_string());
    let gen = Gen {
        module: tool.module,
        legacy,
        evalable: truthy("evalable"),
    };
    let result = gen.get_schema(f, &name, &pname, truthy("skip_hidden"));
    Rendered {
        name: match &result {
            Ok(_) => name,
            Err(_) => f.name.clone(),
        },
        result,
    }
}

/// Recursion bound standing in for Python's RecursionError on self-referencing classes.
const MAX_DEPTH: usize = 30;

struct Gen<'a> {
    module: &'a Module,
    legacy: bool,
    evalable: bool,
}

impl<'a> Gen<'a> {
    fn get_schema(
        &self,
        f: &crate::model::Function,
        name: &str,
        pname: &str,
        skip_hidden: bool,
    ) -> Result<Value, LibError> {
        let dm = Docments::of_function(self.module, f)?;
        let schema = self.nested_schema(&dm, None, skip_hidden, 0)?;
        let mut desc = match &f.doc {
            Some(d) if !d.value.is_empty() => d.value.clone(),
            _ => return Err(LibError::new("AssertionError", "Docstring missing!")),
        };
        let ret = &dm.ret;
        let has_type = match &ret.anno {
            Ann::Empty => false,
            Ann::Ty(t, true) if t.is_none() => false,
            _ => true,
        };
        let has_doc = ret.docment.as_deref().filter(|d| !d.is_empty());
        if has_type || has_doc.is_some() {
            let type_str = if has_type {
                Some(format!("type: {}", type_str(&ret.anno)?))
            } else {
                None
            };
            let ret_str = match (type_str, has_doc) {
                (Some(t), Some(d)) => format!("{d} ({t})"),
                (Some(t), None) => t,
                (None, Some(d)) => d.to_string(),
                (None, None) => unreachable!(),
            };
            desc.push_str(&format!("\n\nReturns:\n- {ret_str}"));
        }
        let mut out = Map::new();
        out.insert("name".into(), Value::String(name.to_string()));
        out.insert("description".into(), Value::String(desc));
        out.insert(pname.to_string(), Value::Object(schema));
        Ok(Value::Object(out))
    }

    /// `_get_nested_schema`: the object schema of a function's or class's parameters.
    fn nested_schema(
        &self,
        dm: &Docments,
        title: Option<&str>,
        skip_hidden: bool,
        depth: usize,
    ) -> Result<Schema, LibError> {
        let mut props = Map::new();
        let mut req: Vec<String> = Vec::new();
        let mut defs = Map::new();
        for p in &dm.params {
            if p.name == "self" || (skip_hidden && p.name.starts_with('_')) {
                continue;
            }
            self.process_property(p, &mut props, &mut req, &mut defs, depth)?;
        }
        let mut schema = Map::new();
        schema.insert("type".into(), json!("object"));
        schema.insert("properties".into(), Value::Object(props));
        if let Some(t) = title {
            schema.insert("title".into(), json!(t));
        }
        if !req.is_empty() {
            schema.insert("required".into(), json!(req));
        }
        if !defs.is_empty() {
            schema.insert("$defs".into(), Value::Object(defs));
        }
        Ok(schema)
    }

    fn process_property(
        &self,
        p: &DocEntry,
        props: &mut Schema,
        req: &mut Vec<String>,
        defs: &mut Schema,
        depth: usize,
    ) -> Result<(), LibError> {
        let mut ps = Map::new();
        ps.insert(
            "description".into(),
            Value::String(p.docment.clone().unwrap_or_default()),
        );
        if let Some(d) = &p.default {
            ps.insert("default".into(), self.default_json(d));
        } else if !req.contains(&p.name) {
            req.push(p.name.clone());
        }
        let t = self
            .handle_ann(&p.anno, defs, depth)
            .map_err(|e| prefix_param(&p.name, e))?;
        let any_of = t.contains_key("anyOf");
        for (k, v) in t {
            ps.insert(k, v);
        }
        if any_of {
            ps.shift_remove("type");
        }
        props.insert(p.name.clone(), Value::Object(ps));
        Ok(())
    }

    fn default_json(&self, d: &docments::DefaultValue) -> Value {
        match d {
            docments::DefaultValue::Factory => {
                crate::model::value::nonjson("<factory>", "_HAS_DEFAULT_FACTORY_CLASS")
            }
            docments::DefaultValue::Value(v) => {
                if self.evalable && !literal_evalable(v) {
                    Value::String(self.py_str(v))
                } else {
                    self.value_json(v)
                }
            }
        }
    }

    /// The default as `json.dumps(default=nonjson)` writes it in a process that imported
    /// fastcore: data-type enum members are their value, and `Path` has fastcore's repr.
    fn value_json(&self, v: &PyValue) -> Value {
        match v {
            PyValue::List(items) | PyValue::Tuple(items) => {
                Value::Array(items.iter().map(|i| self.value_json(i)).collect())
            }
            PyValue::EnumMember { class, value, .. } => {
                let data_enum = self.module.class_named(class).is_some_and(|c| {
                    matches!(&c.kind, ClassKind::Enum { base, mixin }
                            if mixin.is_some()
                                || matches!(base, EnumBase::IntEnum | EnumBase::StrEnum | EnumBase::IntFlag))
                });
                if data_enum {
                    value.to_json()
                } else {
                    v.to_json()
                }
            }
            PyValue::Call(c)
                if matches!(c.qualified.as_str(), "pathlib.Path" | "pathlib.PosixPath") =>
            {
                match c
                    .args
                    .iter()
                    .map(PyValue::as_str)
                    .collect::<Option<Vec<_>>>()
                {
                    Some(parts) if c.kwargs.is_empty() => {
                        let path = crate::model::value::str_repr(&posix_join(&parts));
                        crate::model::value::nonjson(&format!("Path({path})"), "PosixPath")
                    }
                    _ => v.to_json(),
                }
            }
            PyValue::Call(c)
                if matches!(
                    c.qualified.as_str(),
                    "pydantic.Field" | "pydantic.fields.Field"
                ) =>
            {
                match super::pydantic::field_repr(c) {
                    Some(r) => crate::model::value::nonjson(&r, "FieldInfo"),
                    None => v.to_json(),
                }
            }
            other => other.to_json(),
        }
    }

    /// `str(v)` for the defaults `evalable=True` stringifies.
    fn py_str(&self, v: &PyValue) -> String {
        match v {
            PyValue::Str(s) => s.clone(),
            PyValue::EnumMember {
                class,
                member,
                value,
            } => {
                let base = self
                    .module
                    .classes
                    .iter()
                    .find(|c| &c.name == class)
                    .and_then(|c| match c.kind {
                        ClassKind::Enum { base, .. } => Some(base),
                        _ => None,
                    });
                match (base, value.as_ref()) {
                    (Some(EnumBase::IntEnum | EnumBase::IntFlag), v) => v.repr(),
                    (Some(EnumBase::StrEnum), PyValue::Str(s)) => s.clone(),
                    _ => format!("{class}.{member}"),
                }
            }
            PyValue::Call(c)
                if matches!(c.qualified.as_str(), "pathlib.Path" | "pathlib.PosixPath") =>
            {
                let parts: Vec<&str> = c.args.iter().filter_map(PyValue::as_str).collect();
                posix_join(&parts)
            }
            other => other.repr(),
        }
    }

    fn handle_ann(&self, a: &Ann, defs: &mut Schema, depth: usize) -> Result<Schema, LibError> {
        match a {
            Ann::Empty => Err(type_error("Missing type annotation")),
            Ann::Str(s) => Ok(obj_type(nmap(s).unwrap_or("object"))),
            Ann::Ty(t, raw_none) => self.handle_type(t, *raw_none, defs, depth),
        }
    }

    /// `handle_type(t, defs)`.
    fn handle_type(
        &self,
        t: &Ty,
        raw_none: bool,
        defs: &mut Schema,
        depth: usize,
    ) -> Result<Schema, LibError> {
        if depth > MAX_DEPTH {
            return Err(LibError::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        let (t, raw_none) = match t {
            // fastcore: `t,_ = ann_parts(t)`; `Annotated[None, ...]` unwraps to the None object.
            Ty::Annotated { base, .. } if !self.legacy => (base.as_ref(), base.is_none()),
            _ => (t, raw_none),
        };
        match t {
            Ty::Any => return Err(type_error("Can't make a schema for typing.Any")),
            Ty::Prim(Prim::Object) => {
                return Err(type_error("Can't make a schema for <class 'object'>"))
            }
            Ty::Prim(Prim::NoneType) if !raw_none => return Ok(obj_type("null")),
            // A string inside a builtin generic (`dict[str, "int"]`) stays a `str`.
            Ty::Forward { text, .. } if raw_none => {
                return Ok(obj_type(nmap(text).unwrap_or("object")))
            }
            Ty::Union { members, .. } => return self.union_schema(t, members, defs, depth),
            _ => {}
        }
        // `t in custom_types` hashes the annotation.
        if let Some(kind) = unhashable(t) {
            return Err(type_error(format!("unhashable type: '{kind}'")));
        }
        let custom = match t {
            Ty::Std(StdClass::Path) => Some("Path"),
            Ty::Prim(Prim::Bytes) => Some("bytes"),
            Ty::Std(StdClass::Decimal) => Some("Decimal"),
            Ty::Std(StdClass::Uuid) => Some("UUID"),
            _ => None,
        };
        if let Some(fmt) = custom {
            let mut m = obj_type("string");
            m.insert("format".into(), json!(fmt));
            return Ok(m);
        }
        if let Ty::Generic {
            origin,
            spelling,
            args,
        } = t
        {
            let builtin = *spelling == Spelling::Builtin;
            let args = args.as_deref().unwrap_or(&[]);
            match origin {
                Origin::Dict => {
                    let mut m = obj_type("object");
                    if !args.is_empty() {
                        let v = args.get(1).ok_or_else(|| {
                            LibError::new("IndexError", "tuple index out of range")
                        })?;
                        let inner = self.handle_type(v, builtin, defs, depth + 1)?;
                        m.insert("additionalProperties".into(), Value::Object(inner));
                    }
                    return Ok(m);
                }
                Origin::Tuple => {
                    let mut m = obj_type("array");
                    if args.is_empty() {
                        m.insert("items".into(), json!({}));
                        return Ok(m);
                    }
                    if matches!(args.last(), Some(Ty::Ellipsis)) {
                        let inner = self.handle_type(&args[0], builtin, defs, depth + 1)?;
                        m.insert("items".into(), Value::Object(inner));
                        return Ok(m);
                    }
                    let mut prefix = Vec::new();
                    for a in args {
                        prefix.push(Value::Object(self.handle_type(
                            a,
                            builtin,
                            defs,
                            depth + 1,
                        )?));
                    }
                    let items = if prefix.iter().all(|p| *p == prefix[0]) {
                        prefix[0].clone()
                    } else {
                        json!({ "anyOf": prefix.clone() })
                    };
                    m.insert("prefixItems".into(), Value::Array(prefix));
                    m.insert("items".into(), items);
                    m.insert("minItems".into(), json!(args.len()));
                    m.insert("maxItems".into(), json!(args.len()));
                    return Ok(m);
                }
                Origin::List | Origin::Set => {
                    let mut m = obj_type("array");
                    let items = match args.first() {
                        Some(a) => Value::Object(self.handle_type(a, builtin, defs, depth + 1)?),
                        None => json!({"type": "string"}),
                    };
                    m.insert("items".into(), items);
                    if *origin == Origin::Set {
                        m.insert("uniqueItems".into(), json!(true));
                    }
                    return Ok(m);
                }
                _ => {}
            }
        }
        // `isinstance(t, type) and not issubclass(t, (int, float, str, bool)) and
        // t.__module__ != 'builtins'`: classes get a `$defs` entry built from their `__init__`.
        if let Some(class) = self.schema_class(t) {
            let (name, dm) = match class {
                SchemaClass::Local(c) => (c.name.clone(), Docments::of_class(self.module, &c)?),
                SchemaClass::NoInit(name) => (name, None),
            };
            // Without a usable `__init__` docments reads `object.__init__`/`dict.__init__`/
            // `Enum.__init__`: `(self, /, *args, **kwargs)` with `args` unannotated.
            let Some(dm) = dm else {
                return Err(prefix_param("args", type_error("Missing type annotation")));
            };
            let schema = self.nested_schema(&dm, Some(&name), false, depth + 1)?;
            defs.insert(name.clone(), Value::Object(schema));
            let mut m = Map::new();
            m.insert("$ref".into(), json!(format!("#/$defs/{name}")));
            return Ok(m);
        }
        Ok(obj_type(&type_str_ty(t, raw_none)?))
    }

    fn union_schema(
        &self,
        t: &Ty,
        members: &[Ty],
        defs: &mut Schema,
        depth: usize,
    ) -> Result<Schema, LibError> {
        let mut args = Vec::new();
        for m in members {
            match self.handle_type(m, false, defs, depth + 1) {
                Ok(s) if !s.is_empty() => args.push(s),
                Ok(_) => {}
                Err(e) if e.code == "TypeError" => {}
                Err(e) => return Err(e),
            }
        }
        match args.len() {
            0 => Err(type_error(format!(
                "No schema-representable member in {}",
                type_repr(t)
            ))),
            1 => Ok(args.pop().unwrap_or_default()),
            _ => {
                let mut m = Map::new();
                m.insert(
                    "anyOf".into(),
                    Value::Array(args.into_iter().map(Value::Object).collect()),
                );
                Ok(m)
            }
        }
    }

    /// The class `handle_type` would build a `$defs` entry for, if any.
    fn schema_class(&self, t: &Ty) -> Option<SchemaClass> {
        match t {
            Ty::Class(c) => {
                let data_subclass = match &c.kind {
                    ClassKind::Enum { base, mixin } => {
                        mixin.is_some()
                            || matches!(
                                base,
                                EnumBase::IntEnum | EnumBase::StrEnum | EnumBase::IntFlag
                            )
                    }
                    _ => c.bases.iter().any(|b| {
                        matches!(
                            b.as_str(),
                            "builtins.int" | "builtins.float" | "builtins.str" | "builtins.bool"
                        )
                    }),
                };
                if data_subclass {
                    return None;
                }
                Some(SchemaClass::Local(c.clone()))
            }
            Ty::Std(s) => Some(SchemaClass::NoInit(s.name().to_string())),
            Ty::Generic {
                origin,
                spelling,
                args: None,
            } if *spelling != Spelling::Typing && origin.runtime_module() != "builtins" => {
                Some(SchemaClass::NoInit(origin.runtime_name().to_string()))
            }
            _ => None,
        }
    }
}

enum SchemaClass {
    Local(Rc<ClassDef>),
    NoInit(String),
}

fn prefix_param(name: &str, e: LibError) -> LibError {
    if e.code == "TypeError" {
        LibError::new("TypeError", format!("Parameter '{name}': {}", e.message))
    } else {
        e
    }
}

fn obj_type(t: &str) -> Schema {
    let mut m = Map::new();
    m.insert("type".into(), Value::String(t.to_string()));
    m
}

/// `_nmap`: builtin type names to JSON Schema types.
fn nmap(name: &str) -> Option<&'static str> {
    match name {
        "int" => Some("integer"),
        "float" => Some("number"),
        "str" => Some("string"),
        "bool" => Some("boolean"),
        "list" => Some("array"),
        "dict" => Some("object"),
        _ => None,
    }
}

/// The type name of the first unhashable object inside `t` (`hash(t)` fails), if any.
fn unhashable(t: &Ty) -> Option<&'static str> {
    match t {
        Ty::ParamList(_) => Some("list"),
        Ty::Generic { args: Some(a), .. } => a.iter().find_map(unhashable),
        Ty::Union { members, .. } => members.iter().find_map(unhashable),
        Ty::Annotated { base, meta } => {
            unhashable(base).or_else(|| meta.iter().find_map(unhashable_value))
        }
        Ty::Literal(vals) => vals.iter().find_map(unhashable_value),
        _ => None,
    }
}

fn unhashable_value(v: &PyValue) -> Option<&'static str> {
    match v {
        PyValue::List(_) => Some("list"),
        PyValue::Dict(_) => Some("dict"),
        PyValue::Set(_) => Some("set"),
        PyValue::Tuple(items) => items.iter().find_map(unhashable_value),
        _ => None,
    }
}

/// `_type_str(t)` for any annotation object.
pub fn type_str(a: &Ann) -> Result<String, LibError> {
    match a {
        Ann::Empty => Ok("object".into()),
        Ann::Str(s) => Ok(nmap(s).unwrap_or("object").into()),
        Ann::Ty(t, raw_none) => type_str_ty(t, *raw_none),
    }
}

/// An argument as `get_args` hands it to `_type_str`: a type, or a plain value.
enum Arg<'t> {
    Ty(&'t Ty, bool),
    Value(&'t PyValue),
    Str(&'t str),
}

fn type_str_ty(t: &Ty, raw_none: bool) -> Result<String, LibError> {
    if let Ty::ParamList(_) = t {
        return Err(type_error("unhashable type: 'list'"));
    }
    let base: String = match t {
        Ty::Prim(Prim::Int) => "integer".into(),
        Ty::Prim(Prim::Float) => "number".into(),
        Ty::Prim(Prim::Str) => "string".into(),
        Ty::Prim(Prim::Bool) => "boolean".into(),
        Ty::Generic {
            origin: Origin::List,
            ..
        } => "array".into(),
        Ty::Generic {
            origin: Origin::Dict,
            ..
        } => "object".into(),
        Ty::Prim(Prim::NoneType) if raw_none => "object".into(),
        Ty::Union { .. } | Ty::Literal(_) | Ty::Annotated { .. } | Ty::Forward { .. } => {
            "object".into()
        }
        other => dunder_name(other)
            .and_then(|n| nmap(&n))
            .unwrap_or("object")
            .into(),
    };
    let mut args: Vec<Arg> = Vec::new();
    match t {
        Ty::Generic {
            spelling,
            args: Some(a),
            ..
        } => {
            let builtin = *spelling == Spelling::Builtin;
            for x in a {
                match x {
                    Ty::Ellipsis => {}
                    Ty::Forward { text, .. } if builtin => args.push(Arg::Str(text)),
                    other => args.push(Arg::Ty(other, builtin)),
                }
            }
        }
        Ty::Union { members, .. } => args.extend(members.iter().map(|m| Arg::Ty(m, false))),
        Ty::Literal(vals) => args.extend(vals.iter().map(Arg::Value)),
        Ty::Annotated { base, meta } => {
            args.push(Arg::Ty(base, false));
            args.extend(meta.iter().map(Arg::Value));
        }
        _ => {}
    }
    if args.is_empty() {
        return Ok(base);
    }
    let mut parts = Vec::new();
    for a in args {
        parts.push(match a {
            Arg::Ty(t, raw) => type_str_ty(t, raw)?,
            Arg::Str(s) => nmap(s).unwrap_or("object").into(),
            Arg::Value(PyValue::Str(s)) => nmap(s).unwrap_or("object").into(),
            Arg::Value(v) => {
                if let Some(k) = unhashable_value(v) {
                    return Err(type_error(format!("unhashable type: '{k}'")));
                }
                "object".into()
            }
        });
    }
    Ok(format!("{base}[{}]", parts.join(", ")))
}

/// `PurePosixPath(*parts).as_posix()`.
fn posix_join(parts: &[&str]) -> String {
    let mut out = String::new();
    for p in parts {
        if p.starts_with('/') {
            out = p.to_string();
        } else if !p.is_empty() {
            if !out.is_empty() && !out.ends_with('/') {
                out.push('/');
            }
            out.push_str(p);
        }
    }
    let absolute = out.starts_with('/');
    // POSIX keeps exactly two leading slashes; three or more collapse to one.
    let double = out.starts_with("//") && !out.starts_with("///");
    let comps: Vec<&str> = out
        .split('/')
        .filter(|c| !c.is_empty() && *c != ".")
        .collect();
    let body = comps.join("/");
    match (absolute, double) {
        (true, true) => format!("//{body}"),
        (true, false) => format!("/{body}"),
        _ if body.is_empty() => ".".into(),
        _ => body,
    }
}

/// Whether `ast.literal_eval(repr(v))` succeeds.
fn literal_evalable(v: &PyValue) -> bool {
    match v {
        PyValue::None
        | PyValue::Bool(_)
        | PyValue::Int(_)
        | PyValue::Str(_)
        | PyValue::Bytes(_)
        | PyValue::Ellipsis => true,
        PyValue::Float(f) => f.is_finite(),
        PyValue::List(v) | PyValue::Tuple(v) | PyValue::Set(v) => v.iter().all(literal_evalable),
        PyValue::Dict(kv) => kv
            .iter()
            .all(|(k, v)| literal_evalable(k) && literal_evalable(v)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_strings() {
        let lit = Ty::Literal(vec![PyValue::Str("a".into()), PyValue::Str("int".into())]);
        assert_eq!(type_str_ty(&lit, true).unwrap(), "object[object, integer]");
        let seq = Ty::Generic {
            origin: Origin::Sequence,
            spelling: Spelling::Typing,
            args: Some(vec![Ty::Prim(Prim::Str)]),
        };
        assert_eq!(type_str_ty(&seq, true).unwrap(), "object[string]");
    }
}
