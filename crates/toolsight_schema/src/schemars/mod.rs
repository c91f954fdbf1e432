//! A static reproduction of schemars 1.x's `JsonSchema` derive and generator, over the Rust
//! front-end's type model (`crate::rust::types`): what `schema_for!(T)` builds for the
//! settings rmcp and rig use (draft 2020-12, draft-07; deserialize or serialize contract).
//!
//! Work in progress: key order is schemars' insertion order as far as it is modelled (the
//! renderers apply rmcp's and serde_json's orders on top); `#[serde(default)]` values need
//! the `Default` impl and are reported as unknown when they are not plain literals.

pub mod serde_attrs;

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use serde_json::{json, Map, Value};

use crate::rust::attrs::{self, Lit, Meta};
use crate::rust::discover::RustTool;
use crate::rust::items::{Fields, ItemKind, Variant};
use crate::rust::types::{self, RustType, Special, TypeDef};
use serde_attrs as sa;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Draft {
    Draft2020_12,
    Draft07,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub draft: Draft,
    /// `for_serialize()`: the serialize contract (rmcp's `outputSchema`).
    pub for_serialize: bool,
    /// `transforms = vec![AddNullable::default()]` (rmcp 0.x): `nullable: true` in place of
    /// `null` types, and the draft's own transforms (draft-07's `ReplacePrefixItems`) dropped.
    pub add_nullable: bool,
}

impl Settings {
    /// `SchemaSettings::<name>()` as written in the code (`draft07`, `draft2020_12`).
    pub fn named(name: &str) -> Option<Settings> {
        let draft = match name.trim_end_matches("()") {
            "draft2020_12" | "default" => Draft::Draft2020_12,
            "draft07" => Draft::Draft07,
            _ => return None,
        };
        Some(Settings {
            draft,
            for_serialize: false,
            add_nullable: false,
        })
    }
    pub const DRAFT2020_12: Settings = Settings {
        draft: Draft::Draft2020_12,
        for_serialize: false,
        add_nullable: false,
    };
    /// What rmcp 0.x's `schema_for_type` builds with: `SchemaSettings::draft07()` whose
    /// transforms are replaced by `AddNullable::default()`.
    pub const RMCP_0X: Settings = Settings {
        draft: Draft::Draft07,
        for_serialize: false,
        add_nullable: true,
    };
    fn meta_schema(&self) -> &'static str {
        match self.draft {
            Draft::Draft2020_12 => "https://json-schema.org/draft/2020-12/schema",
            Draft::Draft07 => "http://json-schema.org/draft-07/schema#",
        }
    }
    fn defs_key(&self) -> &'static str {
        match self.draft {
            Draft::Draft2020_12 => "$defs",
            Draft::Draft07 => "definitions",
        }
    }
}

/// What schemars would build, or why toolsight cannot tell statically.
pub type Result<T> = std::result::Result<T, String>;

pub struct Generator<'a> {
    settings: Settings,
    types: &'a BTreeMap<String, Arc<TypeDef>>,
    /// `$defs` in insertion order.
    defs: Map<String, Value>,
    /// Definition name per instantiated type (`Paged<Customer>` → `Paged`, `Paged<String>`
    /// → `Paged2`).
    names: HashMap<String, String>,
    depth: usize,
}

/// Schema nesting beyond this is reported (each level costs several stack frames).
const MAX_DEPTH: usize = 32;

/// `schema_for!(T)` over a tool's type graph: the root schema with `$schema`, `title` and
/// `$defs`.
pub fn schema_for(tool: &RustTool, ty: &RustType, settings: Settings) -> Result<Value> {
    modelled(tool)?;
    let mut g = Generator::new(tool, settings);
    let mut root = g.inline_schema(ty)?;
    if let Value::Object(m) = &mut root {
        if let Some(title) = g.title_of(ty) {
            m.insert("title".into(), Value::String(title));
        }
        g.finish_root(m);
    }
    if settings.add_nullable {
        add_nullable(&mut root, 0);
    }
    Ok(root)
}

/// schemars' `AddNullable::default()` transform over a schema and its subschemas: a schema
/// whose `type` allows `null` gets `"nullable": true` and loses `null` from its `type` (a
/// schema allowing only `null` becomes `{"nullable": true, "const": null}`).
fn add_nullable(v: &mut Value, depth: usize) {
    let Value::Object(m) = v else { return };
    if depth > 4 * MAX_DEPTH {
        return;
    }
    let has_null = match m.get("type") {
        Some(Value::String(t)) => t == "null",
        Some(Value::Array(a)) => a.iter().any(|t| t == "null"),
        _ => false,
    };
    if has_null {
        m.insert("nullable".into(), Value::Bool(true));
        let only_null = match m.get("type") {
            Some(Value::Array(a)) => a.iter().all(|t| t == "null"),
            _ => true,
        };
        if only_null {
            m.insert("const".into(), Value::Null);
            m.remove("type");
        } else if let Some(Value::Array(a)) = m.get_mut("type") {
            a.retain(|t| t != "null");
            if a.len() == 1 {
                let t = a.remove(0);
                m.insert("type".into(), t);
            }
        }
    }
    for (k, x) in m.iter_mut() {
        match k.as_str() {
            "not"
            | "if"
            | "then"
            | "else"
            | "contains"
            | "additionalProperties"
            | "propertyNames"
            | "additionalItems"
            | "items" => match x {
                Value::Array(a) => a.iter_mut().for_each(|s| add_nullable(s, depth + 1)),
                s => add_nullable(s, depth + 1),
            },
            "allOf" | "anyOf" | "oneOf" | "prefixItems" => {
                if let Value::Array(a) = x {
                    a.iter_mut().for_each(|s| add_nullable(s, depth + 1));
                }
            }
            "properties" | "patternProperties" | "$defs" | "definitions" => {
                if let Value::Object(o) = x {
                    o.values_mut().for_each(|s| add_nullable(s, depth + 1));
                }
            }
            _ => {}
        }
    }
}

/// The parameters schema `#[rig_tool]` generates for fn `fn_name`: its `<Fn>Parameters`
/// struct through `schema_for!(..).to_value()`, every parameter described (`params(x =
/// "...")`, else its doc comment, else `"Parameter x"`), `Option`s and parameters left out
/// of `required(...)` defaulted, and `"required"` always present.
/// schemars 0.x (a different generator: `definitions`, `$ref` siblings in `allOf`, other
/// formats) is not modelled: its schemas are unknown rather than guessed.
fn modelled(tool: &RustTool) -> Result<()> {
    match tool.schemars_version.as_deref() {
        Some(v) if crate::rust::cargo::version_key(v).first() == Some(&0) => Err(format!(
            "the crate builds with schemars {v}, which toolsight does not model (it models schemars 1.x)"
        )),
        _ => Ok(()),
    }
}

pub fn rig_tool_parameters(tool: &RustTool, fn_name: &str) -> Result<Value> {
    modelled(tool)?;
    let mut g = Generator::new(tool, Settings::DRAFT2020_12);
    let attr = tool.attr.as_ref();
    let described = attr
        .and_then(|a| attrs::list_of(a.args(), "params"))
        .unwrap_or(&[]);
    let required_list: Option<Vec<&str>> = attr
        .and_then(|a| attrs::list_of(a.args(), "required"))
        .map(|l| l.iter().map(|m| m.name()).collect());
    let mut props = Map::new();
    let mut required = Vec::new();
    for p in &tool.fn_args {
        let mut s = g.subschema(&p.ty)?;
        let description = match attrs::value_of(described, &p.name) {
            Some(Lit::Str(d)) => d.clone(),
            _ => RustTool::schemars_doc(&p.docs).unwrap_or_else(|| format!("Parameter {}", p.name)),
        };
        if s == Value::Bool(true) {
            s = json!({});
        }
        let optional = matches!(p.ty, RustType::Option(_));
        let defaulted = optional
            || required_list
                .as_ref()
                .is_some_and(|r| !r.contains(&p.name.as_str()));
        if let Value::Object(m) = &mut s {
            m.insert("description".into(), Value::String(description));
            if defaulted && g.serializable(&p.ty) {
                let d = default_value(&p.ty, &[])
                    .ok_or_else(|| format!("the default of `{}` is not known", p.name))?;
                m.insert("default".into(), d);
            }
        }
        props.insert(p.name.clone(), s);
        if !defaulted {
            required.push(Value::String(p.name.clone()));
        }
    }
    let mut root = Map::new();
    root.insert("type".into(), "object".into());
    if !props.is_empty() {
        root.insert("properties".into(), Value::Object(props));
    }
    if !required.is_empty() {
        root.insert("required".into(), Value::Array(required));
    }
    let pascal = sa::rename_field(fn_name, "PascalCase");
    root.insert("title".into(), Value::String(format!("{pascal}Parameters")));
    g.finish_root(&mut root);
    root.entry("required").or_insert_with(|| json!([]));
    Ok(Value::Object(root))
}

fn int_schema(signed: bool, bits: u8, nonzero: bool) -> Value {
    let format = match (signed, bits) {
        (false, 0) => "uint".to_string(),
        (true, 0) => "int".to_string(),
        (false, b) => format!("uint{b}"),
        (true, b) => format!("int{b}"),
    };
    let mut m = Map::new();
    m.insert("type".into(), "integer".into());
    m.insert("format".into(), format.into());
    match (signed, bits) {
        (false, 8) => {
            m.insert("minimum".into(), json!(if nonzero { 1 } else { 0 }));
            m.insert("maximum".into(), json!(255));
        }
        (false, 16) => {
            m.insert("minimum".into(), json!(if nonzero { 1 } else { 0 }));
            m.insert("maximum".into(), json!(65535));
        }
        (false, _) => {
            m.insert("minimum".into(), json!(if nonzero { 1 } else { 0 }));
        }
        (true, 8) => {
            m.insert("minimum".into(), json!(-128));
            m.insert("maximum".into(), json!(127));
        }
        (true, 16) => {
            m.insert("minimum".into(), json!(-32768));
            m.insert("maximum".into(), json!(32767));
        }
        _ => {}
    }
    if signed && nonzero {
        // schemars: NonZeroI* is `not: {const: 0}` on top of the integer schema.
        m.insert("not".into(), json!({"const": 0}));
    }
    Value::Object(m)
}

fn int_schema_format(ty: &RustType) -> String {
    match ty {
        RustType::Int {
            signed,
            bits,
            nonzero,
        } => int_schema(*signed, *bits, *nonzero)["format"]
            .as_str()
            .unwrap_or("integer")
            .to_string(),
        _ => String::new(),
    }
}

fn key_of(path: &str, args: &[RustType]) -> String {
    format!("{path}{args:?}")
}

fn short(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

impl<'a> Generator<'a> {
    fn new(tool: &'a RustTool, settings: Settings) -> Generator<'a> {
        Generator {
            settings,
            types: &tool.types,
            defs: Map::new(),
            names: HashMap::new(),
            depth: 0,
        }
    }

    /// What `schema_for!` adds after the root's own keywords: `$schema`, then the
    /// definitions collected while generating it.
    fn finish_root(&mut self, root: &mut Map<String, Value>) {
        root.insert(
            "$schema".into(),
            Value::String(self.settings.meta_schema().into()),
        );
        if !self.defs.is_empty() {
            root.insert(
                self.settings.defs_key().into(),
                Value::Object(std::mem::take(&mut self.defs)),
            );
        }
    }

    fn def(&self, path: &str) -> Result<&'a Arc<TypeDef>> {
        self.types
            .get(path)
            .ok_or_else(|| format!("`{path}` is not a struct or enum toolsight can read"))
    }

    /// The root `title`: the type's schema name (`Map_of_string` for a map of strings).
    fn title_of(&self, ty: &RustType) -> Option<String> {
        Some(match ty {
            RustType::Item { path, .. } => {
                let def = self.types.get(path)?;
                match &def.manual_schema {
                    Some(m) => m.name.clone()?,
                    None => container_name(&def.item.attrs, path, self.settings.for_serialize),
                }
            }
            RustType::Bool => "boolean".into(),
            RustType::Str | RustType::Char => "string".into(),
            RustType::Int { .. } => int_schema_format(ty),
            RustType::Float(32) => "float".into(),
            RustType::Float(_) => "double".into(),
            RustType::Unit => "null".into(),
            RustType::Special(Special::JsonValue) => "AnyValue".into(),
            RustType::Special(Special::JsonMap) => "Map_of_AnyValue".into(),
            RustType::Option(i) => format!("Nullable_{}", self.title_of(i)?),
            RustType::Seq { item, .. } => format!("Array_of_{}", self.title_of(item)?),
            RustType::Set { item, .. } => format!("Set_of_{}", self.title_of(item)?),
            RustType::Map { value, .. } => format!("Map_of_{}", self.title_of(value)?),
            RustType::Wrapper { inner, .. } => self.title_of(inner)?,
            _ => return None,
        })
    }

    /// A type's schema where it is used: `$ref` for a struct or enum (added to `$defs`),
    /// inline otherwise.
    pub fn subschema(&mut self, ty: &RustType) -> Result<Value> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            return Err("types nested too deeply".into());
        }
        let r = self.subschema_inner(ty);
        self.depth -= 1;
        r
    }

    fn subschema_inner(&mut self, ty: &RustType) -> Result<Value> {
        match ty {
            RustType::Item { path, args } => {
                let def = self.def(path)?;
                if sa::flag(&def.item.attrs, "schemars", "inline") {
                    return self.inline_schema(ty);
                }
                // A hand-written impl: inline when `inline_schema()` says so, else a `$defs`
                // entry under its `schema_name()`.
                let manual_name = match &def.manual_schema {
                    Some(m) if m.inline => return self.inline_schema(ty),
                    Some(m) => Some(m.name.clone().ok_or_else(|| {
                        format!("`{path}`'s hand-written `schema_name()` is not a literal")
                    })?),
                    None => None,
                };
                // `#[serde(transparent)]`: the one field's schema, where the type is used.
                if sa::flag(&def.item.attrs, "serde", "transparent") {
                    let generics = def.item.generics.clone();
                    if let Some(inner) = def.fields.first().and_then(|r| r.first()) {
                        let inner = types::substitute(inner, &generics, args);
                        return self.subschema(&inner);
                    }
                }
                let key = key_of(path, args);
                let name = match self.names.get(&key) {
                    Some(n) => n.clone(),
                    None => {
                        let base = manual_name.unwrap_or_else(|| {
                            container_name(&def.item.attrs, path, self.settings.for_serialize)
                        });
                        let mut name = base.clone();
                        let mut n = 2;
                        while self.names.values().any(|v| *v == name) {
                            name = format!("{base}{n}");
                            n += 1;
                        }
                        self.names.insert(key, name.clone());
                        // Reserve the slot first: recursive types refer back to it.
                        self.defs.insert(name.clone(), Value::Bool(true));
                        let schema = self.inline_schema(ty)?;
                        self.defs.insert(name.clone(), schema);
                        name
                    }
                };
                let prefix = match self.settings.draft {
                    Draft::Draft2020_12 => "#/$defs/",
                    Draft::Draft07 => "#/definitions/",
                };
                Ok(json!({ "$ref": format!("{prefix}{name}") }))
            }
            RustType::Special(Special::Duration) | RustType::Special(Special::SystemTime) => {
                let (name, a, b) = match ty {
                    RustType::Special(Special::Duration) => ("Duration", "secs", "nanos"),
                    _ => ("SystemTime", "secs_since_epoch", "nanos_since_epoch"),
                };
                if !self.defs.contains_key(name) {
                    let schema = json!({
                        "type": "object",
                        "properties": {
                            a: int_schema(false, 64, false),
                            b: int_schema(false, 32, false),
                        },
                        "required": [a, b],
                    });
                    self.defs.insert(name.into(), schema);
                }
                let prefix = match self.settings.draft {
                    Draft::Draft2020_12 => "#/$defs/",
                    Draft::Draft07 => "#/definitions/",
                };
                Ok(json!({ "$ref": format!("{prefix}{name}") }))
            }
            // Box/Arc/Rc/& are transparent: a boxed struct is still a `$ref`.
            RustType::Wrapper { inner, .. } => self.subschema(inner),
            _ => self.inline_schema(ty),
        }
    }

    /// A type's own schema (a struct's object schema, not a `$ref` to it).
    pub fn inline_schema(&mut self, ty: &RustType) -> Result<Value> {
        Ok(match ty {
            RustType::Bool => json!({"type": "boolean"}),
            RustType::Char => json!({"type": "string", "minLength": 1, "maxLength": 1}),
            RustType::Int {
                signed,
                bits,
                nonzero,
            } => int_schema(*signed, *bits, *nonzero),
            RustType::Float(32) => json!({"type": "number", "format": "float"}),
            RustType::Float(_) => json!({"type": "number", "format": "double"}),
            RustType::Str => json!({"type": "string"}),
            RustType::Unit => json!({"type": "null"}),
            RustType::Option(inner) => {
                let s = self.subschema(inner)?;
                nullable(s)
            }
            RustType::Seq { item, .. } => json!({"type": "array", "items": self.subschema(item)?}),
            RustType::Set { item, .. } => {
                json!({"type": "array", "uniqueItems": true, "items": self.subschema(item)?})
            }
            RustType::Array { item, len } => {
                let items = self.subschema(item)?;
                let n = len.ok_or("an array length toolsight cannot evaluate")?;
                json!({"type": "array", "items": items, "minItems": n, "maxItems": n})
            }
            RustType::Tuple(v) => {
                let items = v
                    .iter()
                    .map(|t| self.subschema(t))
                    .collect::<Result<Vec<_>>>()?;
                let n = items.len();
                match self.settings.draft {
                    Draft::Draft2020_12 => {
                        json!({"type": "array", "prefixItems": items, "minItems": n, "maxItems": n})
                    }
                    // draft-07's `ReplacePrefixItems`, unless rmcp 0.x replaced the transforms.
                    Draft::Draft07 if !self.settings.add_nullable => {
                        json!({"type": "array", "items": items, "minItems": n, "maxItems": n})
                    }
                    Draft::Draft07 => {
                        json!({"type": "array", "prefixItems": items, "minItems": n, "maxItems": n})
                    }
                }
            }
            RustType::Map { key, value, .. } => {
                let v = self.subschema(value)?;
                match &**key {
                    RustType::Int { .. } => json!({
                        "type": "object",
                        "additionalProperties": false,
                        "patternProperties": {"^\\d+$": v},
                    }),
                    _ => json!({"type": "object", "additionalProperties": v}),
                }
            }
            RustType::Wrapper { inner, .. } => self.inline_schema(inner)?,
            RustType::Special(s) => match s {
                Special::PathBuf
                | Special::SocketAddr
                | Special::SocketAddrV4
                | Special::SocketAddrV6 => {
                    json!({"type": "string"})
                }
                Special::DateTime => json!({"type": "string", "format": "date-time"}),
                Special::NaiveDate => json!({"type": "string", "format": "date"}),
                Special::NaiveTime => json!({"type": "string", "format": "partial-time"}),
                Special::NaiveDateTime => json!({"type": "string", "format": "partial-date-time"}),
                Special::Uuid => json!({"type": "string", "format": "uuid"}),
                Special::IpAddr => json!({"type": "string", "format": "ip"}),
                Special::Ipv4Addr => json!({"type": "string", "format": "ipv4"}),
                Special::Ipv6Addr => json!({"type": "string", "format": "ipv6"}),
                Special::Url => json!({"type": "string", "format": "uri"}),
                // schemars' `true` schema: anything.
                Special::JsonValue => Value::Bool(true),
                Special::JsonMap => json!({"type": "object", "additionalProperties": true}),
                Special::JsonNumber => json!({"type": "number"}),
                Special::Duration | Special::SystemTime => return self.subschema(ty),
            },
            RustType::Item { path, args } => {
                let def = self.def(path)?.clone();
                self.item_schema(&def, args)?
            }
            RustType::Param(p) => return Err(format!("the generic parameter `{p}` is unbound")),
            RustType::External(t) => {
                return Err(format!(
                    "`{t}` comes from outside the crate: its JsonSchema impl is not known"
                ))
            }
            RustType::TooDeep => return Err("types nested too deeply".into()),
        })
    }

    fn item_schema(&mut self, def: &TypeDef, args: &[RustType]) -> Result<Value> {
        // A hand-written `impl JsonSchema`: its literal is the schema, used as written.
        if let Some(m) = &def.manual_schema {
            return m.schema.clone();
        }
        let generics = &def.item.generics;
        let inst = |t: &RustType| types::substitute(t, generics, args);
        let mut schema = match &def.item.kind {
            ItemKind::Struct(fields) => {
                let tys: Vec<RustType> = def.fields[0].iter().map(inst).collect();
                self.struct_schema(def, fields, &tys)?
            }
            ItemKind::Enum(variants) => {
                let rows: Vec<Vec<RustType>> = def
                    .fields
                    .iter()
                    .map(|r| r.iter().map(inst).collect())
                    .collect();
                self.enum_schema(def, variants, &rows)?
            }
            _ => return Err(format!("`{}` is not a struct or enum", def.path)),
        };
        self.describe(&mut schema, &def.item.attrs, &def.item.docs)?;
        Ok(schema)
    }

    /// Doc comment, `#[schemars(title/description)]`, `#[deprecated]`, examples, extend.
    fn describe(&self, schema: &mut Value, a: &[attrs::Attr], docs: &[String]) -> Result<()> {
        // `#[doc = include_str!("x.md")]` of a file toolsight cannot read: the description,
        // and so the schema, is unknown (unread means silent).
        if let Some(file) = RustTool::unread_doc(docs) {
            return Err(format!(
                "a doc comment is read from `{file}` (`include_str!`), which toolsight cannot read"
            ));
        }
        if *schema == Value::Bool(true) {
            // Adding a keyword to the `true` schema makes it an object.
            let mut probe = json!({});
            self.describe(&mut probe, a, docs)?;
            if probe != json!({}) {
                *schema = probe;
            }
            return Ok(());
        }
        let Value::Object(m) = schema else {
            return Ok(());
        };
        let doc = RustTool::schemars_doc(docs);
        let (mut title, mut description) = match doc {
            Some(d) => split_title(&d),
            None => (None, None),
        };
        if let Some(t) = sa::string(a, "schemars", "title", false) {
            title = Some(t);
        }
        if let Some(d) = sa::string(a, "schemars", "description", false) {
            description = Some(d);
        }
        if let Some(t) = title {
            m.insert("title".into(), Value::String(t));
        }
        if let Some(d) = description {
            m.insert("description".into(), Value::String(d));
        }
        if attrs::named(a, "deprecated").next().is_some() {
            m.insert("deprecated".into(), Value::Bool(true));
        }
        let examples: Vec<Value> = attrs::all_args(a, "schemars")
            .filter_map(|x| match x {
                Meta::NameValue { name, value, .. } if name == "example" => lit_json(value),
                _ => None,
            })
            .collect();
        if !examples.is_empty() {
            m.insert("examples".into(), Value::Array(examples));
        }
        for ext in sa::lists(a, &["schemars"], "extend") {
            for kv in ext {
                if let Meta::NameValue { name, value, .. } = kv {
                    if let Some(v) = lit_json(value) {
                        m.insert(name.clone(), v);
                    }
                }
            }
        }
        Ok(())
    }

    fn field_name(&self, def_attrs: &[attrs::Attr], f_attrs: &[attrs::Attr], name: &str) -> String {
        let ser = self.settings.for_serialize;
        sa::string(f_attrs, "serde", "rename", ser)
            .or_else(|| sa::string(f_attrs, "schemars", "rename", ser))
            .unwrap_or_else(|| match sa::string(def_attrs, "serde", "rename_all", ser) {
                Some(rule) => sa::rename_field(name, &rule),
                None => name.to_string(),
            })
    }

    fn skipped(&self, f_attrs: &[attrs::Attr]) -> bool {
        let side = if self.settings.for_serialize {
            "skip_serializing"
        } else {
            "skip_deserializing"
        };
        sa::flag(f_attrs, "serde", "skip")
            || sa::flag(f_attrs, "serde", side)
            || sa::flag(f_attrs, "schemars", "skip")
    }

    fn struct_schema(&mut self, def: &TypeDef, fields: &Fields, tys: &[RustType]) -> Result<Value> {
        let a = &def.item.attrs;
        match fields {
            Fields::Unit => Ok(json!({"type": "null"})),
            Fields::Tuple(fs) => {
                let kept: Vec<usize> = (0..fs.len())
                    .filter(|i| !self.skipped(&fs[*i].attrs))
                    .collect();
                if kept.len() == 1 {
                    return self.subschema(&tys[kept[0]]);
                }
                let items = kept
                    .iter()
                    .map(|i| self.subschema(&tys[*i]))
                    .collect::<Result<Vec<_>>>()?;
                let n = items.len();
                Ok(json!({"type": "array", "prefixItems": items, "minItems": n, "maxItems": n}))
            }
            Fields::Named(fs) => {
                if sa::flag(a, "serde", "transparent") {
                    if let Some(i) = (0..fs.len()).find(|i| !self.skipped(&fs[*i].attrs)) {
                        return self.subschema(&tys[i]);
                    }
                }
                let container_default = sa::flag(a, "serde", "default");
                let mut props = Map::new();
                let mut required: Vec<Value> = Vec::new();
                let mut extra_additional: Option<Value> = None;
                let mut flattened: Vec<Value> = Vec::new();
                for (i, (f, ty)) in fs.iter().zip(tys).enumerate() {
                    if self.skipped(&f.attrs) {
                        continue;
                    }
                    let name = self.field_name(a, &f.attrs, f.name.as_deref().unwrap_or(""));
                    if sa::flag(&f.attrs, "serde", "flatten") {
                        let s = self.inline_schema(ty)?;
                        match ty {
                            RustType::Map { .. } | RustType::Special(Special::JsonMap) => {
                                extra_additional = Some(
                                    s.get("additionalProperties")
                                        .cloned()
                                        .unwrap_or(Value::Bool(true)),
                                );
                            }
                            _ => flattened.push(s),
                        }
                        continue;
                    }
                    let with = sa::string(&f.attrs, "schemars", "with", false);
                    let ty_used = match &with {
                        Some(w) if w == "String" => RustType::Str,
                        _ => ty.clone(),
                    };
                    let mut s = self.subschema(&ty_used)?;
                    self.constraints(&mut s, &f.attrs);
                    let has_default = sa::flag(&f.attrs, "serde", "default") || container_default;
                    let optional = if self.settings.for_serialize {
                        sa::flag(&f.attrs, "serde", "skip_serializing_if")
                    } else {
                        matches!(ty, RustType::Option(_)) || has_default
                    };
                    if has_default {
                        let field = f.name.as_deref().unwrap_or("");
                        let from_fn = def.field_defaults.get(i).cloned().flatten();
                        let from_impl = (container_default
                            && !sa::flag(&f.attrs, "serde", "default"))
                        .then(|| {
                            def.default_impl
                                .as_ref()
                                .and_then(|d| d.iter().find(|(k, _)| k == field))
                                .map(|(_, v)| v.clone())
                        })
                        .flatten();
                        let custom = sa::value(&f.attrs, "serde", "default", false)
                            .is_some_and(|l| matches!(l, Lit::Str(_)));
                        // schemars writes a default only for types it can serialize.
                        let serializable = self.serializable(&ty_used);
                        let value = match (from_fn, from_impl) {
                            _ if !serializable => Some(Value::Null),
                            (Some(l), _) | (None, Some(l)) => lit_json(&l),
                            (None, None) if custom => None,
                            (None, None) if container_default && def.default_impl.is_some() => None,
                            (None, None) => default_value(&ty_used, &f.attrs),
                        };
                        match value {
                            Some(Value::Null) if !serializable => {}
                            Some(d) => {
                                if let Value::Object(m) = &mut s {
                                    m.insert("default".into(), d);
                                }
                            }
                            None => {
                                return Err(format!(
                                    "the default of `{name}` is computed at run time (a `Default` impl or function toolsight does not evaluate)"
                                ))
                            }
                        }
                    }
                    let side = if self.settings.for_serialize {
                        ("skip_deserializing", "readOnly")
                    } else {
                        ("skip_serializing", "writeOnly")
                    };
                    if sa::flag(&f.attrs, "serde", side.0) {
                        if let Value::Object(m) = &mut s {
                            m.insert(side.1.into(), Value::Bool(true));
                        }
                    }
                    self.describe_field(&mut s, &f.attrs, &f.docs)?;
                    props.insert(name.clone(), s);
                    if !optional {
                        required.push(Value::String(name));
                    }
                }
                let mut m = Map::new();
                m.insert("type".into(), "object".into());
                if !props.is_empty() || !flattened.is_empty() {
                    m.insert("properties".into(), Value::Object(props));
                }
                for fl in flattened {
                    if let Value::Object(fm) = fl {
                        if let Some(Value::Object(fp)) = fm.get("properties") {
                            let Some(Value::Object(p)) = m.get_mut("properties") else {
                                continue;
                            };
                            for (k, v) in fp {
                                p.insert(k.clone(), v.clone());
                            }
                        }
                        if let Some(Value::Array(fr)) = fm.get("required") {
                            required.extend(fr.iter().cloned());
                        }
                    }
                }
                if sa::flag(a, "serde", "deny_unknown_fields") {
                    m.insert("additionalProperties".into(), Value::Bool(false));
                }
                if !required.is_empty() {
                    m.insert("required".into(), Value::Array(required));
                }
                // A flattened map is merged in after the struct's own keys.
                if let Some(ap) = extra_additional {
                    m.insert("additionalProperties".into(), ap);
                }
                Ok(Value::Object(m))
            }
        }
    }

    /// Whether a value of `ty` serializes (schemars writes defaults only then): crate types
    /// need `#[derive(Serialize)]`.
    fn serializable(&self, ty: &RustType) -> bool {
        match ty {
            RustType::Item { path, .. } => self
                .types
                .get(path)
                .is_some_and(|d| derives(&d.item.attrs, "Serialize")),
            RustType::Option(i) | RustType::Wrapper { inner: i, .. } => self.serializable(i),
            _ => true,
        }
    }

    fn describe_field(&self, s: &mut Value, a: &[attrs::Attr], docs: &[String]) -> Result<()> {
        self.describe(s, a, docs)
    }

    /// `range`, `length`, `regex`, `email`, `url`, `inner(...)` from schemars, validator and
    /// garde attributes.
    fn constraints(&self, s: &mut Value, a: &[attrs::Attr]) {
        const SOURCES: &[&str] = &["schemars", "validate", "garde"];
        let Value::Object(m) = s else { return };
        let num = |l: &Lit| match l {
            Lit::Int(i) => Some(json!(*i as i64)),
            Lit::Float(f) => Some(json!(*f)),
            _ => None,
        };
        for r in sa::lists(a, SOURCES, "range") {
            if let Some(v) = attrs::value_of(r, "min").and_then(num) {
                m.insert("minimum".into(), v);
            }
            if let Some(v) = attrs::value_of(r, "max").and_then(num) {
                m.insert("maximum".into(), v);
            }
        }
        let is_array = m
            .get("type")
            .is_some_and(|t| t == "array" || t == &json!(["array", "null"]));
        let (lo, hi) = if is_array {
            ("minItems", "maxItems")
        } else {
            ("minLength", "maxLength")
        };
        for r in sa::lists(a, SOURCES, "length") {
            if let Some(v) = attrs::value_of(r, "equal").and_then(num) {
                m.insert(lo.into(), v.clone());
                m.insert(hi.into(), v);
            }
            if let Some(v) = attrs::value_of(r, "min").and_then(num) {
                m.insert(lo.into(), v);
            }
            if let Some(v) = attrs::value_of(r, "max").and_then(num) {
                m.insert(hi.into(), v);
            }
        }
        for inner in sa::lists(a, SOURCES, "inner") {
            if let Some(Value::Object(items)) = m.get_mut("items") {
                let wrapped = vec![attrs::Attr {
                    path: "schemars".into(),
                    args: Some(inner.to_vec()),
                    value: None,
                    span: Default::default(),
                }];
                let mut it = Value::Object(std::mem::take(items));
                self.constraints(&mut it, &wrapped);
                *items = match it {
                    Value::Object(o) => o,
                    _ => Map::new(),
                };
            }
        }
        for r in sa::lists(a, SOURCES, "regex") {
            if let Some(Lit::Str(p)) = attrs::value_of(r, "pattern") {
                m.insert("pattern".into(), Value::String(p.clone()));
            }
        }
        for src in SOURCES {
            for meta in attrs::all_args(a, src) {
                match meta {
                    Meta::Path { name, .. } if name == "email" => {
                        m.insert("format".into(), "email".into());
                    }
                    Meta::Path { name, .. } if name == "url" => {
                        m.insert("format".into(), "uri".into());
                    }
                    _ => {}
                }
            }
        }
    }

    fn variant_name(&self, def: &TypeDef, v: &Variant) -> String {
        let ser = self.settings.for_serialize;
        sa::string(&v.attrs, "serde", "rename", ser).unwrap_or_else(|| {
            match sa::string(&def.item.attrs, "serde", "rename_all", ser) {
                Some(rule) => sa::rename_variant(&v.name, &rule),
                None => v.name.clone(),
            }
        })
    }

    fn enum_schema(
        &mut self,
        def: &TypeDef,
        variants: &[Variant],
        rows: &[Vec<RustType>],
    ) -> Result<Value> {
        let a = &def.item.attrs;
        let live: Vec<(usize, &Variant)> = variants
            .iter()
            .enumerate()
            .filter(|(_, v)| !self.skipped(&v.attrs))
            .collect();
        let tag = sa::string(a, "serde", "tag", false);
        let content = sa::string(a, "serde", "content", false);
        let untagged = sa::flag(a, "serde", "untagged");
        let all_unit = live.iter().all(|(_, v)| matches!(v.fields, Fields::Unit));
        if untagged {
            let mut any = Vec::new();
            for (i, v) in &live {
                let mut s = self.variant_payload(def, v, &rows[*i])?;
                self.describe(&mut s, &v.attrs, &v.docs)?;
                any.push(s);
            }
            return Ok(json!({ "anyOf": any }));
        }
        if tag.is_none() && all_unit {
            let documented = live.iter().any(|(_, v)| !v.docs.is_empty());
            if !documented {
                let names: Vec<Value> = live
                    .iter()
                    .map(|(_, v)| Value::String(self.variant_name(def, v)))
                    .collect();
                return Ok(json!({"type": "string", "enum": names}));
            }
        }
        let mut one_of = Vec::new();
        let mut unit_names: Vec<Value> = Vec::new();
        for (i, v) in &live {
            let name = self.variant_name(def, v);
            let mut s = match (&tag, &content, &v.fields) {
                (None, _, Fields::Unit) => {
                    if v.docs.is_empty() && !all_unit {
                        unit_names.push(Value::String(name));
                        continue;
                    }
                    json!({"type": "string", "const": name})
                }
                (None, _, _) => {
                    let payload = self.variant_payload(def, v, &rows[*i])?;
                    json!({
                        "type": "object",
                        "properties": { name.clone(): payload },
                        "required": [name],
                        "additionalProperties": false,
                    })
                }
                (Some(t), None, _) => {
                    let mut obj = match &v.fields {
                        Fields::Unit => json!({"type": "object"}),
                        _ => self.variant_payload(def, v, &rows[*i])?,
                    };
                    if let Value::Object(m) = &mut obj {
                        let mut props = Map::new();
                        props.insert(t.clone(), json!({"type": "string", "const": name}));
                        if let Some(Value::Object(p)) = m.remove("properties") {
                            props.extend(p);
                        }
                        m.insert("properties".into(), Value::Object(props));
                        let mut req = vec![Value::String(t.clone())];
                        if let Some(Value::Array(r)) = m.remove("required") {
                            req.extend(r);
                        }
                        m.insert("required".into(), Value::Array(req));
                    }
                    obj
                }
                (Some(t), Some(c), _) => {
                    let mut props = Map::new();
                    props.insert(t.clone(), json!({"type": "string", "const": name}));
                    let mut req = vec![Value::String(t.clone())];
                    if !matches!(v.fields, Fields::Unit) {
                        props.insert(c.clone(), self.variant_payload(def, v, &rows[*i])?);
                        req.push(Value::String(c.clone()));
                    }
                    json!({"type": "object", "properties": props, "required": req})
                }
            };
            self.describe(&mut s, &v.attrs, &v.docs)?;
            one_of.push(s);
        }
        if !unit_names.is_empty() {
            one_of.insert(0, json!({"type": "string", "enum": unit_names}));
        }
        Ok(json!({ "oneOf": one_of }))
    }

    fn variant_payload(&mut self, def: &TypeDef, v: &Variant, tys: &[RustType]) -> Result<Value> {
        match &v.fields {
            Fields::Unit => Ok(json!({"type": "null"})),
            Fields::Tuple(fs) if fs.len() == 1 => self.subschema(&tys[0]),
            Fields::Tuple(_) => {
                let items = tys
                    .iter()
                    .map(|t| self.subschema(t))
                    .collect::<Result<Vec<_>>>()?;
                let n = items.len();
                Ok(json!({"type": "array", "prefixItems": items, "minItems": n, "maxItems": n}))
            }
            Fields::Named(_) => {
                // A struct variant: its fields as a struct, under the enum's own attributes
                // for renames.
                let mut pseudo = def.clone();
                pseudo.item.attrs = v.attrs.clone();
                self.struct_schema(&pseudo, &v.fields, tys)
            }
        }
    }
}

/// Keys schemars' `Serialize` impl writes first, in this order; `$defs`/`definitions` go last.
const SERIALIZE_FRONT: &[&str] = &[
    "$id",
    "$schema",
    "title",
    "description",
    "type",
    "format",
    "properties",
];

/// A schema as `serde_json::to_value(&schema)` orders it: in every schema object the keys of
/// `SERIALIZE_FRONT` first, definitions last, the rest in insertion order (key order only
/// shows under `preserve_order`).
pub fn serialize_order(v: &Value) -> Value {
    reorder(v, 0)
}

fn reorder(v: &Value, depth: usize) -> Value {
    let Value::Object(m) = v else {
        return v.clone();
    };
    if depth > 4 * MAX_DEPTH {
        return v.clone();
    }
    let sub = |x: &Value| reorder(x, depth + 1);
    let map_of = |x: &Value| match x {
        Value::Object(o) => Value::Object(o.iter().map(|(k, v)| (k.clone(), sub(v))).collect()),
        other => other.clone(),
    };
    let list_of = |x: &Value| match x {
        Value::Array(a) => Value::Array(a.iter().map(sub).collect()),
        other => sub(other),
    };
    let convert = |k: &str, x: &Value| match k {
        "properties" | "patternProperties" | "$defs" | "definitions" => map_of(x),
        "items"
        | "additionalProperties"
        | "not"
        | "contains"
        | "propertyNames"
        | "if"
        | "then"
        | "else"
        | "additionalItems"
        | "unevaluatedProperties" => list_of(x),
        "anyOf" | "oneOf" | "allOf" | "prefixItems" => list_of(x),
        _ => x.clone(),
    };
    let mut out = Map::new();
    for k in SERIALIZE_FRONT {
        if let Some(x) = m.get(*k) {
            out.insert(k.to_string(), convert(k, x));
        }
    }
    for (k, x) in m {
        if !SERIALIZE_FRONT.contains(&k.as_str()) && k != "$defs" && k != "definitions" {
            out.insert(k.clone(), convert(k, x));
        }
    }
    for k in ["$defs", "definitions"] {
        if let Some(x) = m.get(k) {
            out.insert(k.to_string(), convert(k, x));
        }
    }
    Value::Object(out)
}

/// A container's schema name: `#[schemars(rename)]`, else `#[serde(rename)]`, else its name.
fn container_name(a: &[attrs::Attr], path: &str, serialize: bool) -> String {
    sa::string(a, "schemars", "rename", serialize)
        .or_else(|| sa::string(a, "serde", "rename", serialize))
        .unwrap_or_else(|| short(path).to_string())
}

/// Whether `#[derive(...)]` lists `name` (`Serialize`, `serde::Serialize`).
fn derives(a: &[attrs::Attr], name: &str) -> bool {
    attrs::all_args(a, "derive").any(|m| m.name().rsplit("::").next() == Some(name))
}

/// An attribute literal as JSON (`example = 42`, `extend("x" = true)`).
fn lit_json(l: &Lit) -> Option<Value> {
    Some(match l {
        Lit::Str(s) => Value::String(s.clone()),
        Lit::Bool(b) => Value::Bool(*b),
        Lit::Int(i) => json!(i64::try_from(*i).ok()?),
        Lit::Float(f) => json!(*f),
        Lit::Path(p) if p.len() == 1 && p[0] == "None" => Value::Null,
        _ => return None,
    })
}

/// A doc whose first line starts with `#` is `title` + `description`.
fn split_title(doc: &str) -> (Option<String>, Option<String>) {
    if let Some(rest) = doc.strip_prefix('#') {
        let (first, tail) = rest.split_once('\n').unwrap_or((rest, ""));
        let title = first.trim_start_matches('#').trim().to_string();
        let tail = tail.trim();
        return (Some(title), (!tail.is_empty()).then(|| tail.to_string()));
    }
    (None, Some(doc.to_string()))
}

/// `Option<T>`: `type: [T, "null"]` where the schema has a single `type`, else
/// `anyOf: [schema, {"type": "null"}]`.
fn nullable(s: Value) -> Value {
    if let Value::Object(mut m) = s {
        match m.get("type").cloned() {
            Some(Value::String(t)) if !m.contains_key("$ref") => {
                m.insert("type".into(), json!([t, "null"]));
                return Value::Object(m);
            }
            Some(Value::Array(mut ts)) => {
                if !ts.contains(&json!("null")) {
                    ts.push(json!("null"));
                }
                m.insert("type".into(), Value::Array(ts));
                return Value::Object(m);
            }
            _ => {}
        }
        if m.is_empty() {
            return Value::Object(m);
        }
        return json!({"anyOf": [Value::Object(m), {"type": "null"}]});
    }
    s
}

/// The value `Default::default()` gives a field's type, where it is a plain literal.
fn default_value(ty: &RustType, a: &[attrs::Attr]) -> Option<Value> {
    if let Some(Lit::Str(_)) = sa::value(a, "serde", "default", false) {
        // `default = "path::to::fn"`: computed at run time.
        return None;
    }
    Some(match ty {
        RustType::Bool => json!(false),
        RustType::Int { .. } => json!(0),
        RustType::Float(_) => json!(0.0),
        RustType::Str => json!(""),
        RustType::Option(_) => Value::Null,
        RustType::Unit => Value::Null,
        RustType::Seq { .. } | RustType::Set { .. } => json!([]),
        RustType::Map { .. } => json!({}),
        RustType::Wrapper { inner, .. } => default_value(inner, &[])?,
        _ => return None,
    })
}

/// A value as serde_json builds it without `preserve_order`: every object a `BTreeMap`, its
/// keys sorted bytewise (nesting beyond the schema depth limit is kept as it is).
pub fn sorted_keys(v: &Value) -> Value {
    sort_rec(v, 0)
}

fn sort_rec(v: &Value, depth: usize) -> Value {
    if depth > 8 * MAX_DEPTH {
        return v.clone();
    }
    match v {
        Value::Object(m) => {
            let mut entries: Vec<(&String, &Value)> = m.iter().collect();
            entries.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            Value::Object(
                entries
                    .into_iter()
                    .map(|(k, x)| (k.clone(), sort_rec(x, depth + 1)))
                    .collect(),
            )
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| sort_rec(x, depth + 1)).collect()),
        other => other.clone(),
    }
}
