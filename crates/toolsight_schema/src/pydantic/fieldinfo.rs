//! `pydantic.Field(...)` as the JSON Schema shows it: default, description, title, examples,
//! alias and the numeric and length constraints (`FieldInfo` merged from `Annotated` metadata
//! and the default).

use serde_json::{Map, Value};

use super::encode::jsonable;
use crate::model::{CallValue, PyValue, Ty};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct FieldInfo {
    /// The default value (`None`: required, or a `default_factory`).
    pub default: Option<PyValue>,
    pub default_factory: bool,
    pub description: Option<String>,
    /// `description=` given as a value toolsight cannot read (an f-string with a name in
    /// it, a call): what the model is told about the field is not known.
    pub description_unread: bool,
    pub title: Option<String>,
    pub alias: Option<String>,
    pub examples: Option<Value>,
    /// JSON keys from constraints (`minimum`, `maxLength`, ...) in the order they were given,
    /// by the kind of value they constrain.
    pub constraints: Vec<(Constraint, Value)>,
    /// `json_schema_extra={...}`.
    pub extra: Option<Map<String, Value>>,
    pub deprecated: bool,
    /// `discriminator="kind"`: the union is a tagged union on that field.
    pub discriminator: Option<String>,
}

/// A constraint and the JSON keyword it becomes, which depends on the constrained type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint {
    Ge,
    Gt,
    Le,
    Lt,
    MultipleOf,
    MinLength,
    MaxLength,
    Pattern,
}

impl Constraint {
    fn from_kwarg(k: &str) -> Option<Constraint> {
        Some(match k {
            "ge" => Constraint::Ge,
            "gt" => Constraint::Gt,
            "le" => Constraint::Le,
            "lt" => Constraint::Lt,
            "multiple_of" => Constraint::MultipleOf,
            "min_length" => Constraint::MinLength,
            "max_length" => Constraint::MaxLength,
            "pattern" => Constraint::Pattern,
            _ => return None,
        })
    }

    /// The JSON Schema keyword for a constrained schema of `type` (`ValidationsMapping`).
    pub fn keyword(self, ty: &str) -> &'static str {
        match (self, ty) {
            (Constraint::Ge, _) => "minimum",
            (Constraint::Gt, _) => "exclusiveMinimum",
            (Constraint::Le, _) => "maximum",
            (Constraint::Lt, _) => "exclusiveMaximum",
            (Constraint::MultipleOf, _) => "multipleOf",
            (Constraint::MinLength, "array") => "minItems",
            (Constraint::MaxLength, "array") => "maxItems",
            (Constraint::MinLength, "object") => "minProperties",
            (Constraint::MaxLength, "object") => "maxProperties",
            (Constraint::MinLength, _) => "minLength",
            (Constraint::MaxLength, _) => "maxLength",
            (Constraint::Pattern, _) => "pattern",
        }
    }
}

fn is_field_call(c: &CallValue) -> bool {
    matches!(
        c.qualified.as_str(),
        "pydantic.Field" | "pydantic.fields.Field"
    ) || c.callee == "Field"
}

/// The `Field(...)` call a value is, if it is one.
pub fn field_call(v: &PyValue) -> Option<&CallValue> {
    match v {
        PyValue::Call(c) if is_field_call(c) => Some(c),
        _ => None,
    }
}

impl FieldInfo {
    /// Whether the field is required (no default and no factory).
    pub fn is_required(&self) -> bool {
        self.default.is_none() && !self.default_factory
    }

    /// The `FieldInfo` of `Field(...)`.
    pub fn from_call(c: &CallValue) -> FieldInfo {
        let mut f = FieldInfo::default();
        let default = c.args.first().or_else(|| c.kwarg("default"));
        match default {
            Some(PyValue::Ellipsis) | None => {}
            Some(v) => f.default = Some(v.clone()),
        }
        for (k, v) in &c.kwargs {
            match (k.as_str(), v) {
                ("default_factory", _) => f.default_factory = true,
                ("description", PyValue::Str(s)) => f.description = Some(s.clone()),
                ("description", PyValue::None) => {}
                ("description", _) => f.description_unread = true,
                ("title", PyValue::Str(s)) => f.title = Some(s.clone()),
                ("alias", PyValue::Str(s)) => f.alias = Some(s.clone()),
                ("discriminator", PyValue::Str(s)) => f.discriminator = Some(s.clone()),
                ("examples", v) => f.examples = jsonable(v),
                ("deprecated", PyValue::Bool(b)) => f.deprecated = *b,
                ("deprecated", PyValue::Str(_)) => f.deprecated = true,
                ("json_schema_extra", v) => {
                    if let Some(Value::Object(m)) = jsonable(v) {
                        f.extra = Some(m);
                    }
                }
                (k, v) => {
                    if let (Some(c), Some(j)) = (Constraint::from_kwarg(k), jsonable(v)) {
                        f.constraints.push((c, j));
                    }
                }
            }
        }
        f
    }

    /// Later metadata wins key by key (`FieldInfo.merge_field_infos`).
    pub fn merge(&mut self, other: FieldInfo) {
        if other.default.is_some() {
            self.default = other.default;
        }
        self.default_factory |= other.default_factory;
        if other.description.is_some() {
            self.description = other.description;
            self.description_unread = false;
        } else if other.description_unread {
            self.description = None;
            self.description_unread = true;
        }
        if other.title.is_some() {
            self.title = other.title;
        }
        if other.alias.is_some() {
            self.alias = other.alias;
        }
        if other.examples.is_some() {
            self.examples = other.examples;
        }
        for (c, v) in other.constraints {
            self.constraints.retain(|(o, _)| *o != c);
            self.constraints.push((c, v));
        }
        if other.extra.is_some() {
            self.extra = other.extra;
        }
        self.deprecated |= other.deprecated;
        if other.discriminator.is_some() {
            self.discriminator = other.discriminator;
        }
    }

    /// The field of a parameter `name: ty = default`: `Field(...)` metadata in `Annotated`
    /// (outermost only: pydantic reads the top-level `Annotated`), then the default, which
    /// may itself be a `Field(...)`.
    pub fn for_param(ty: Option<&Ty>, default: Option<&PyValue>) -> FieldInfo {
        let mut info = FieldInfo::default();
        if let Some(Ty::Annotated { meta, .. }) = ty {
            for m in meta {
                if let Some(c) = field_call(m) {
                    info.merge(FieldInfo::from_call(c));
                }
            }
        }
        if let Some(v) = default {
            match field_call(v) {
                Some(c) => info.merge(FieldInfo::from_call(c)),
                None => info.default = Some(v.clone()),
            }
        }
        info
    }

    /// Adds the field-level keys to a generated schema (constraints go on the type itself,
    /// see `types.rs`; here are the `pydantic_js_updates`).
    pub fn apply(&self, schema: &mut Value) {
        let Value::Object(m) = schema else { return };
        if let Some(t) = &self.title {
            m.insert("title".into(), Value::String(t.clone()));
        }
        if let Some(d) = &self.description {
            m.insert("description".into(), Value::String(d.clone()));
        }
        if let Some(e) = &self.examples {
            m.insert("examples".into(), e.clone());
        }
        if self.deprecated {
            m.insert("deprecated".into(), Value::Bool(true));
        }
        if let Some(x) = &self.extra {
            for (k, v) in x {
                m.insert(k.clone(), v.clone());
            }
        }
    }

    /// Only the constraints (metadata inside a nested `Annotated[int, Field(ge=1)]`).
    pub fn constraints_of(meta: &[PyValue]) -> FieldInfo {
        let mut info = FieldInfo::default();
        for m in meta {
            if let Some(c) = field_call(m) {
                info.merge(FieldInfo::from_call(c));
            }
        }
        info
    }
}
