//! pydantic 2.14's JSON Schema generator (`GenerateJsonSchema`, validation mode), the engine
//! under openai-agents, fastmcp, the MCP SDK, pydantic-ai, langchain and google-genai's
//! JSON-schema path. Not a framework: the framework modules call it and transform its output.
//!
//! It reproduces what `create_model(...).model_json_schema()` and `TypeAdapter(f).json_schema()`
//! return: `$defs` for models, dataclasses, TypedDicts, NamedTuples, Enums and PEP 695 aliases,
//! titles derived from field names except on references, defaults encoded as JSON, and keys
//! sorted the way `GenerateJsonSchema.sort` sorts them.

pub mod encode;
pub mod field_repr;
pub mod fieldinfo;
pub mod reexports;
mod types;

use std::collections::HashMap;

use serde_json::{Map, Value};

use crate::model::provider::LibError;
use crate::model::{Function, ParamKind, PyValue, Ty};
pub use encode::{jsonable, title_from_name};
pub use field_repr::repr as field_repr;
pub use fieldinfo::FieldInfo;
pub use types::{class_field, no_schema_for};

/// A field of a model being built (`create_model(name, **fields)`), a function argument, or a
/// class field.
#[derive(Clone, Debug)]
pub struct FieldSpec<'a> {
    pub name: String,
    /// The annotation with its `Annotated` metadata (`None`: no annotation, i.e. `Any`).
    pub ty: Option<&'a Ty>,
    pub info: FieldInfo,
}

/// A model's `model_config` as far as the schema shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ModelConfig {
    /// `extra="forbid"`: `additionalProperties: false`.
    pub forbid_extra: bool,
}

/// One `$defs` entry in the making.
struct Def {
    /// pydantic's core ref without the id (`module.Qualname`), for collision names.
    module_qualname: String,
    /// The class or alias name (`User`).
    short: String,
    schema: Option<Value>,
}

/// One JSON Schema generation (`GenerateJsonSchema` instance): definitions collected while
/// generating, then attached, renamed and sorted by `finish`.
#[derive(Default)]
pub struct Generator {
    defs: Vec<Def>,
    by_ref: HashMap<String, usize>,
    /// PEP 695 type parameters of the function (`def f[T: str](...)`) and their bounds.
    type_params: Vec<(String, Option<Ty>)>,
    /// Classes whose schema is being generated, as (name, definition index): a field that
    /// names its own class (`children: list["Node"]`) refers back to it.
    pub(crate) open_classes: Vec<(String, usize)>,
    /// `arbitrary_types_allowed=True`: a plain class validates by `isinstance` and fails only
    /// when its JSON Schema is asked for.
    pub arbitrary_types: bool,
    /// `mode="serialization"` (output schemas): `Decimal` is a string.
    pub serialization: bool,
    /// pydantic 2.12 (frameworks pinned to it, CAMEL): `Decimal`'s string branch has a
    /// `pattern` (removed in 2.13), and `create_model` refuses a leading-underscore field
    /// with a `NameError` (a `PydanticUserError` since).
    pub pydantic_2_12: bool,
    /// pydantic-ai's `GenerateToolJsonSchema`: `_named_required_fields_schema` drops every
    /// property's `title` (models, dataclasses, TypedDicts and the arguments object alike).
    pub untitled_properties: bool,
    /// haystack's `_resolve_type`: a dataclass (also inside a list, union or dict value) is
    /// first converted to a pydantic model (`types::dataclass_as_model`). Not inside a
    /// pydantic model, which pydantic itself generates.
    pub dataclasses_as_models: bool,
}

/// The placeholder `$ref` prefix used until definitions get their final names.
const PENDING: &str = "#/$pending/";

/// A generated schema and whether a field using it gets a title (pydantic's
/// `field_title_should_be_set`: not for references to models, enums and aliases).
pub struct Gen {
    pub schema: Value,
    pub titled: bool,
}

impl Generator {
    pub fn new() -> Generator {
        Generator::default()
    }

    /// A generator for one function's signature: its PEP 695 type parameters are in scope
    /// (`T` or `S: str` as written; a builtin bound is known, others act as `Any`).
    pub fn for_function(f: &Function) -> Generator {
        let mut g = Generator::default();
        for tp in &f.type_params {
            let (name, bound) = match tp.split_once(':') {
                Some((n, b)) => (n.trim(), builtin(b.trim())),
                None => (tp.trim(), None),
            };
            g.type_params.push((name.to_string(), bound));
        }
        g
    }

    /// The definition index for a core ref, creating an empty one; `true` when it is new.
    fn def_slot(&mut self, module_qualname: &str, short: &str) -> (usize, bool) {
        if let Some(&i) = self.by_ref.get(module_qualname) {
            return (i, false);
        }
        let i = self.defs.len();
        self.defs.push(Def {
            module_qualname: module_qualname.to_string(),
            short: short.to_string(),
            schema: None,
        });
        self.by_ref.insert(module_qualname.to_string(), i);
        (i, true)
    }

    fn reference(i: usize) -> Value {
        let mut m = Map::new();
        m.insert("$ref".into(), Value::String(format!("{PENDING}{i}")));
        Value::Object(m)
    }

    fn def_schema(&self, reference: &Value) -> Option<&Value> {
        let r = reference.get("$ref")?.as_str()?.strip_prefix(PENDING)?;
        self.defs.get(r.parse::<usize>().ok()?)?.schema.as_ref()
    }

    /// `handle_ref_overrides`: siblings of a `$ref` equal to the referenced schema's values
    /// are dropped.
    fn ref_overrides(&self, mut schema: Value) -> Value {
        let Some(target) = self.def_schema(&schema).cloned() else {
            return schema;
        };
        if let Value::Object(m) = &mut schema {
            m.retain(|k, v| k == "$ref" || target.get(k) != Some(v));
        }
        schema
    }

    /// The `properties`/`required` object of named fields (`_named_required_fields_schema`).
    pub fn fields_object(
        &mut self,
        fields: &[FieldSpec],
        required_if: impl Fn(&FieldSpec) -> bool,
    ) -> Result<Value, LibError> {
        let mut properties = Map::new();
        let mut required = Vec::new();
        for f in fields {
            let name = f.info.alias.clone().unwrap_or_else(|| f.name.clone());
            let mut g = self.field(f)?;
            if let Value::Object(m) = &mut g.schema {
                if !m.contains_key("title") && g.titled {
                    m.insert("title".into(), Value::String(title_from_name(&name)));
                }
            }
            let mut schema = self.ref_overrides(g.schema);
            if self.untitled_properties {
                if let Value::Object(m) = &mut schema {
                    m.shift_remove("title");
                }
            }
            if required_if(f) {
                required.push(Value::String(name.clone()));
            }
            properties.insert(name, schema);
        }
        let mut m = Map::new();
        m.insert("type".into(), "object".into());
        m.insert("properties".into(), Value::Object(properties));
        if !required.is_empty() {
            m.insert("required".into(), Value::Array(required));
        }
        Ok(Value::Object(m))
    }

    /// One field's schema: its type with the `Field(...)` metadata, then its default.
    pub fn field(&mut self, f: &FieldSpec) -> Result<Gen, LibError> {
        let mut g = match f.ty {
            Some(ty) => {
                let mut g = match self.tagged_union(ty, &f.info)? {
                    Some(g) => g,
                    None => self.ty(ty)?,
                };
                types::constrain_ty(&mut g.schema, ty, &f.info);
                g
            }
            None => Gen {
                schema: Value::Object(Map::new()),
                titled: true,
            },
        };
        // The default comes before the field's own keys (`description`, `title`, ...): the
        // order shows where pydantic leaves keys unsorted, under a property named `default`.
        if let Value::Object(m) = &mut g.schema {
            match f.info.default.as_ref().map(jsonable) {
                Some(Some(v)) => {
                    m.insert("default".into(), v);
                }
                Some(None) => {}
                // The field's info decides: the `Annotated` default was overridden
                // (`(Annotated[int, Field(default=5)], ...)` is required).
                None if matches!(f.ty, Some(Ty::Annotated { .. })) => {
                    m.shift_remove("default");
                }
                None => {}
            }
        }
        f.info.apply(&mut g.schema);
        Ok(g)
    }

    /// `create_model` refuses a field name with a leading underscore before it looks at any
    /// annotation.
    pub fn check_field_names(&self, fields: &[FieldSpec]) -> Result<(), LibError> {
        let Some(bad) = fields.iter().find(|f| f.name.starts_with('_')) else {
            return Ok(());
        };
        let code = if self.pydantic_2_12 {
            "NameError"
        } else {
            "PydanticUserError"
        };
        Err(LibError::new(
            code,
            format!(
                "Fields must not use names with leading underscores; e.g., use '{}' instead of '{}'.",
                bad.name.trim_start_matches('_'),
                bad.name
            ),
        ))
    }

    /// `create_model(title, **fields).model_json_schema()`.
    pub fn model(
        &mut self,
        title: &str,
        fields: &[FieldSpec],
        config: ModelConfig,
    ) -> Result<Value, LibError> {
        self.check_field_names(fields)?;
        let mut schema = self.fields_object(fields, |f| f.info.is_required())?;
        if let Value::Object(m) = &mut schema {
            m.insert("title".into(), Value::String(title.to_string()));
            if config.forbid_extra {
                m.insert("additionalProperties".into(), Value::Bool(false));
            }
        }
        Ok(self.finish(schema))
    }

    /// `TypeAdapter(f).json_schema()` for a function's parameters (`arguments_schema`):
    /// keyword form unless positional-only parameters or `*args` force the array form.
    pub fn arguments(&mut self, fields: &[(FieldSpec, ParamKind)]) -> Result<Value, LibError> {
        let kinds = |k: ParamKind| fields.iter().filter(move |(_, pk)| *pk == k);
        let p_only = kinds(ParamKind::PositionalOnly).count();
        let kw_only = kinds(ParamKind::KeywordOnly).count();
        let var_args = kinds(ParamKind::VarPositional).next();
        let var_kwargs = kinds(ParamKind::VarKeyword).next();
        if p_only == 0 && var_args.is_none() {
            let named: Vec<FieldSpec> = fields
                .iter()
                .filter(|(_, k)| !matches!(k, ParamKind::VarKeyword))
                .map(|(f, _)| f.clone())
                .collect();
            let mut schema = self.fields_object(&named, |f| f.info.is_required())?;
            let extra = match var_kwargs {
                Some((f, _)) => {
                    let g = self.field(f)?;
                    (g.schema != Value::Object(Map::new())).then_some(g.schema)
                }
                None => Some(Value::Bool(false)),
            };
            if let (Value::Object(m), Some(extra)) = (&mut schema, extra) {
                m.insert("additionalProperties".into(), extra);
            }
            return Ok(self.finish(schema));
        }
        if kw_only == 0 && var_kwargs.is_none() {
            let mut prefix = Vec::new();
            let mut min = 0;
            for (f, k) in fields
                .iter()
                .filter(|(_, k)| *k != ParamKind::VarPositional)
            {
                let _ = k;
                let mut g = self.field(f)?;
                if let Value::Object(m) = &mut g.schema {
                    if !m.contains_key("title") && g.titled {
                        m.insert("title".into(), Value::String(title_from_name(&f.name)));
                    }
                }
                if f.info.is_required() {
                    min += 1;
                }
                prefix.push(g.schema);
            }
            let mut m = Map::new();
            m.insert("type".into(), "array".into());
            let n = prefix.len();
            if !prefix.is_empty() {
                m.insert("prefixItems".into(), Value::Array(prefix));
            }
            if min > 0 {
                m.insert("minItems".into(), min.into());
            }
            match var_args {
                Some((f, _)) => {
                    let g = self.field(f)?;
                    m.insert("items".into(), g.schema);
                }
                None => {
                    m.insert("maxItems".into(), n.into());
                }
            }
            return Ok(self.finish(Value::Object(m)));
        }
        Err(LibError::new(
            "PydanticInvalidForJsonSchema",
            "Unable to generate JSON schema for arguments validator with positional-only and keyword-only arguments\n\nFor further information visit https://errors.pydantic.dev/2.14/u/invalid-for-json-schema",
        ))
    }

    /// `typed_dict_schema(fields, extra_behavior=..., extras_schema=...)` without a class, as
    /// pydantic-ai builds a tool's arguments (`required` per field is the caller's: a
    /// parameter with any default is optional there); `extras` `None` forbids extra keys
    /// (`additionalProperties: false`); `Some(ty)` allows them, typed by `ty` (`Any`: `true`).
    pub fn typed_dict(
        &mut self,
        fields: &[FieldSpec],
        required: impl Fn(&FieldSpec) -> bool,
        extras: Option<&Ty>,
    ) -> Result<Value, LibError> {
        let mut schema = self.fields_object(fields, required)?;
        let additional = match extras {
            None => Value::Bool(false),
            Some(Ty::Any) => Value::Bool(true),
            Some(ty) => self.ty(ty)?.schema,
        };
        if let Value::Object(m) = &mut schema {
            m.insert("additionalProperties".into(), additional);
        }
        Ok(self.finish(schema))
    }

    /// `TypeAdapter(ty).json_schema()`.
    pub fn type_schema(&mut self, ty: &Ty) -> Result<Value, LibError> {
        let g = self.ty(ty)?;
        Ok(self.finish(g.schema))
    }

    /// `GenerateJsonSchema.generate`'s ending: a root that is the only reference to a
    /// definition is inlined, unused definitions are dropped, the rest get their names and
    /// go under `$defs`, and keys are sorted.
    fn finish(&mut self, mut root: Value) -> Value {
        let mut counts = vec![0usize; self.defs.len()];
        self.count_refs(&root, &mut counts);
        if let Some(i) = pending_index(&root) {
            if counts[i] == 1 && root.as_object().is_some_and(|m| m.len() == 1) {
                if let Some(s) = self.defs[i].schema.clone() {
                    root = s;
                    counts = vec![0; self.defs.len()];
                    self.count_refs(&root, &mut counts);
                }
            }
        }
        let names = self.def_names();
        let mut defs = Map::new();
        // `$defs` is sorted by name below; insertion order does not matter.
        for (i, d) in self.defs.iter().enumerate() {
            if counts[i] > 0 {
                if let Some(s) = &d.schema {
                    defs.insert(names[i].clone(), s.clone());
                }
            }
        }
        if !defs.is_empty() {
            if let Value::Object(m) = &mut root {
                m.insert("$defs".into(), Value::Object(defs));
            }
        }
        rename_refs(&mut root, &names);
        sort(&root, None)
    }

    fn count_refs(&self, v: &Value, counts: &mut [usize]) {
        match v {
            Value::Object(m) => {
                if let Some(i) = pending_index(v) {
                    counts[i] += 1;
                    if counts[i] > 1 {
                        return;
                    }
                    if let Some(s) = &self.defs[i].schema {
                        self.count_refs(s, counts);
                    }
                }
                for (k, x) in m {
                    if k == "examples" && x.is_array() {
                        continue;
                    }
                    self.count_refs(x, counts);
                }
            }
            Value::Array(a) => a.iter().for_each(|x| self.count_refs(x, counts)),
            _ => {}
        }
    }

    /// Definition names: the short name unless two definitions share it, then the module
    /// path (`c07_models__User`), as `get_defs_ref`'s prioritised choices fall out for
    /// distinct classes.
    fn def_names(&self) -> Vec<String> {
        // Counted once: comparing every definition with every other made a chain of 8,000
        // models spend a third of its time here.
        let mut shorts: HashMap<&str, usize> = HashMap::with_capacity(self.defs.len());
        for d in &self.defs {
            *shorts.entry(d.short.as_str()).or_default() += 1;
        }
        self.defs
            .iter()
            .map(|d| {
                let clash = shorts.get(d.short.as_str()).is_some_and(|n| *n > 1);
                if clash {
                    normalize_name(&d.module_qualname)
                } else {
                    normalize_name(&d.short)
                }
            })
            .collect()
    }
}

/// A builtin type named in source (`str`), as a PEP 695 bound.
fn builtin(name: &str) -> Option<Ty> {
    use crate::model::Prim;
    Some(Ty::Prim(match name {
        "str" => Prim::Str,
        "int" => Prim::Int,
        "float" => Prim::Float,
        "bool" => Prim::Bool,
        "bytes" => Prim::Bytes,
        _ => return None,
    }))
}

fn pending_index(v: &Value) -> Option<usize> {
    v.get("$ref")?.as_str()?.strip_prefix(PENDING)?.parse().ok()
}

fn rename_refs(v: &mut Value, names: &[String]) {
    match v {
        Value::Object(m) => {
            // Read in place: cloning every object to look at its `$ref` copied each subtree
            // once per level above it.
            let pending = m
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix(PENDING))
                .and_then(|r| r.parse::<usize>().ok());
            if let Some(i) = pending {
                m.insert(
                    "$ref".into(),
                    Value::String(format!("#/$defs/{}", names[i])),
                );
            }
            // A tagged union's `discriminator.mapping` names the definitions too.
            if let Some(Value::Object(mapping)) = m.get_mut("mapping") {
                for target in mapping.values_mut() {
                    let i = target
                        .as_str()
                        .and_then(|r| r.strip_prefix(PENDING))
                        .and_then(|r| r.parse::<usize>().ok());
                    if let Some(i) = i {
                        *target = Value::String(format!("#/$defs/{}", names[i]));
                    }
                }
            }
            for (_, x) in m.iter_mut() {
                rename_refs(x, names);
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| rename_refs(x, names)),
        _ => {}
    }
}

/// `GenerateJsonSchema.normalize_name`.
fn normalize_name(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect::<String>()
        .replace('.', "__")
}

/// `GenerateJsonSchema.sort`: keys sorted recursively, except directly under `properties`
/// and `default` (whose order is the fields' and the value's own).
pub fn sort(v: &Value, parent: Option<&str>) -> Value {
    match v {
        Value::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            if !matches!(parent, Some("properties") | Some("default")) {
                keys.sort();
            }
            let mut out = Map::new();
            for k in keys {
                out.insert(k.clone(), sort(&m[k], Some(k)));
            }
            Value::Object(out)
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| sort(x, parent)).collect()),
        other => other.clone(),
    }
}

/// The fields of a function's parameters as pydantic sees them: annotation (`Any` when
/// missing), default, and the `Field(...)` given as default or in `Annotated`.
pub fn param_field<'a>(p: &'a crate::model::Param) -> FieldSpec<'a> {
    let ty = p.annotation.as_ref().map(|a| &a.ty);
    let info = FieldInfo::for_param(ty, p.default.as_ref().map(|d| &d.value));
    FieldSpec {
        name: p.name.clone(),
        ty,
        info,
    }
}

/// A parameter as `create_model(..., name=(annotation, default))` receives it, with `...` when
/// the signature has no default (the models langchain and crewai build): `...` overrides a
/// `Field(default=...)` inside `Annotated`, so the field is required and shows no default; a
/// `default_factory` there still makes it optional.
pub fn assigned_param_field<'a>(p: &'a crate::model::Param) -> FieldSpec<'a> {
    let mut spec = param_field(p);
    if p.default.is_none() {
        spec.info.default = None;
    }
    spec
}

/// A value that `Field(default=...)` keeps.
pub fn value_default(v: &PyValue) -> FieldInfo {
    FieldInfo {
        default: Some(v.clone()),
        ..FieldInfo::default()
    }
}
