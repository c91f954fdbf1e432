//! `agno.utils.gemini.format_function_definitions` on one Function's `to_dict()`:
//! `convert_schema` into google-genai 3.4.0's `types.Schema`, then
//! `FunctionDeclaration.model_dump(mode="json", exclude_none=True)`. Every `enum` becomes a
//! string enum (non-string values fail `Schema`'s validation), a dict's value schema becomes
//! a made-up `example_key` property, defaults and titles are copied where present.

use serde_json::{Map, Value};

use crate::frameworks::LibError;
use crate::model::value::json_truthy;

/// The `items` of a `Schema`: a converted schema, or the raw `{}` agno assigns to a
/// placeholder array property.
#[derive(Clone, Debug)]
enum Items {
    Schema(Box<Schema>),
    RawEmpty,
}

/// `types.Schema`, the fields `convert_schema` sets, dumped in the model's field order.
#[derive(Clone, Debug, Default)]
struct Schema {
    any_of: Option<Vec<Schema>>,
    default: Option<Value>,
    description: Option<Value>,
    enum_: Option<Vec<Value>>,
    format: Option<Value>,
    items: Option<Items>,
    max_items: Option<Value>,
    maximum: Option<Value>,
    min_items: Option<Value>,
    minimum: Option<Value>,
    nullable: Option<bool>,
    properties: Option<Vec<(String, Schema)>>,
    required: Option<Value>,
    title: Option<Value>,
    type_: Option<String>,
}

impl Schema {
    fn typed(t: &str) -> Schema {
        Schema {
            type_: Some(t.to_string()),
            ..Schema::default()
        }
    }

    /// The keys every branch copies (`description`, `default`, `title`), `None` left out.
    fn with_common(mut self, d: &Map<String, Value>, default: bool, title: bool) -> Schema {
        self.description = d.get("description").filter(|v| !v.is_null()).cloned();
        if default {
            self.default = d.get("default").filter(|v| !v.is_null()).cloned();
        }
        if title {
            self.title = d.get("title").filter(|v| !v.is_null()).cloned();
        }
        self
    }

    fn dump(&self) -> Value {
        fn put(m: &mut Map<String, Value>, k: &str, v: Option<Value>) {
            if let Some(v) = v {
                m.insert(k.into(), v);
            }
        }
        let mut m = Map::new();
        let any_of = self
            .any_of
            .as_ref()
            .map(|a| Value::Array(a.iter().map(Schema::dump).collect()));
        put(&mut m, "any_of", any_of);
        put(&mut m, "default", self.default.clone());
        put(&mut m, "description", self.description.clone());
        put(&mut m, "enum", self.enum_.clone().map(Value::Array));
        put(&mut m, "format", self.format.clone());
        let items = self.items.as_ref().map(|i| match i {
            Items::Schema(s) => s.dump(),
            Items::RawEmpty => Value::Object(Map::new()),
        });
        put(&mut m, "items", items);
        put(&mut m, "max_items", self.max_items.clone());
        put(&mut m, "maximum", self.maximum.as_ref().map(float));
        put(&mut m, "min_items", self.min_items.clone());
        put(&mut m, "minimum", self.minimum.as_ref().map(float));
        put(&mut m, "nullable", self.nullable.map(Value::Bool));
        let properties = self
            .properties
            .as_ref()
            .map(|p| Value::Object(p.iter().map(|(k, s)| (k.clone(), s.dump())).collect()));
        put(&mut m, "properties", properties);
        put(&mut m, "required", self.required.clone());
        put(&mut m, "title", self.title.clone());
        put(&mut m, "type", self.type_.clone().map(Value::String));
        Value::Object(m)
    }
}

/// `Optional[float]` in JSON mode: an integer comes out as a float.
fn float(v: &Value) -> Value {
    match v.as_i64() {
        Some(i) if !v.is_f64() => serde_json::json!(i as f64),
        _ => v.clone(),
    }
}

/// The declaration for one Function's `to_dict()`.
pub fn declaration(function: &Value) -> Result<Value, LibError> {
    let empty = Value::Object(Map::new());
    let parameters = function.get("parameters").unwrap_or(&empty);
    let converted = convert(parameters, parameters, &[])?;
    let mut m = Map::new();
    m.insert(
        "description".into(),
        function
            .get("description")
            .cloned()
            .unwrap_or_else(|| Value::String(String::new())),
    );
    if let Some(n) = function.get("name") {
        m.insert("name".into(), n.clone());
    }
    if let Some(s) = converted {
        m.insert("parameters".into(), s.dump());
    }
    Ok(Value::Object(m))
}

/// `convert_schema(schema_dict, root_schema, visited_refs)`; `Ok(None)` where it returns
/// `None`.
fn convert(schema: &Value, root: &Value, visited: &[String]) -> Result<Option<Schema>, LibError> {
    let empty = Map::new();
    let d = schema.as_object().unwrap_or(&empty);
    if let Some(r) = d.get("$ref") {
        return convert_ref(r.as_str().unwrap_or(""), root, visited);
    }
    let schema_type = d
        .get("type")
        .cloned()
        .unwrap_or_else(|| Value::String(String::new()));
    if schema_type.is_null() || schema_type == "null" {
        return Ok(None);
    }
    if let Some(e) = d.get("enum") {
        let values = e.as_array().cloned().unwrap_or_default();
        crate::frameworks::google_genai::literal::check_enum(&values)?;
        let mut s = Schema::typed("STRING").with_common(d, true, true);
        s.enum_ = Some(values);
        return Ok(Some(s));
    }
    let t = schema_type.as_str().unwrap_or("");
    if t == "object" {
        return convert_object(d, root, visited).map(Some);
    }
    if t == "array" && d.contains_key("items") {
        return convert_array(d, &d["items"], root, visited).map(Some);
    }
    if t == "string" {
        let mut s = Schema::typed("STRING").with_common(d, true, true);
        s.format = d.get("format").filter(|v| !v.is_null()).cloned();
        return Ok(Some(s));
    }
    if t == "integer" || t == "number" {
        let mut s = Schema::typed(&t.to_uppercase()).with_common(d, true, true);
        s.maximum = d.get("maximum").filter(|v| !v.is_null()).cloned();
        s.minimum = d.get("minimum").filter(|v| !v.is_null()).cloned();
        return Ok(Some(s));
    }
    if t.is_empty() && schema_type.is_string() {
        if let Some(Value::Array(members)) = d.get("anyOf") {
            return convert_any_of(d, members, root, visited).map(Some);
        }
    }
    // Any other type (or a list of types): its first non-null one, with nothing but the
    // common fields.
    let t = match &schema_type {
        Value::Array(ts) => ts
            .iter()
            .filter_map(Value::as_str)
            .find(|t| *t != "null")
            .unwrap_or("")
            .to_string(),
        Value::String(s) => s.clone(),
        _ => String::new(),
    };
    if t.is_empty() {
        return Ok(None);
    }
    Ok(Some(
        Schema::typed(&t.to_uppercase()).with_common(d, true, true),
    ))
}

/// A `$ref`: the `$defs` entry it names, converted; a reference back into one being
/// converted becomes a described OBJECT, and any other reference `None`.
fn convert_ref(r: &str, root: &Value, visited: &[String]) -> Result<Option<Schema>, LibError> {
    if visited.iter().any(|v| v == r) {
        let mut s = Schema::typed("OBJECT");
        s.description = Some(Value::String(format!("Circular reference to {r}")));
        return Ok(Some(s));
    }
    if r.starts_with("#/$defs/") {
        let name = r.rsplit('/').next().unwrap_or("");
        if let Some(def) = root.get("$defs").and_then(|defs| defs.get(name)) {
            let mut inner = visited.to_vec();
            inner.push(r.to_string());
            return convert(def, root, &inner);
        }
    }
    Ok(None)
}

/// An object: its properties converted, or for a dictionary (`additionalProperties` with
/// a type) one example property that describes the values.
fn convert_object(
    d: &Map<String, Value>,
    root: &Value,
    visited: &[String],
) -> Result<Schema, LibError> {
    if let Some(Value::Object(props)) = d.get("properties") {
        let properties = convert_properties(props, root, visited)?;
        let mut s = Schema::typed("OBJECT").with_common(d, true, true);
        if !properties.is_empty() {
            s.properties = Some(properties);
            s.required = Some(
                d.get("required")
                    .cloned()
                    .unwrap_or_else(|| Value::Array(Vec::new())),
            );
        }
        return Ok(s);
    }
    if let Some(type_value) = d.get("additionalProperties").and_then(|a| a.get("type")) {
        return Ok(dictionary(d, type_value));
    }
    Ok(Schema::typed("OBJECT").with_common(d, true, true))
}

/// Each property converted; a `[T, "null"]` type becomes `T` marked nullable, and a
/// property that converts to `None` keeps only its title and description.
fn convert_properties(
    props: &Map<String, Value>,
    root: &Value,
    visited: &[String],
) -> Result<Vec<(String, Schema)>, LibError> {
    let empty = Map::new();
    let mut properties = Vec::new();
    for (key, prop) in props {
        let mut prop = prop.clone();
        let mut nullable = false;
        if let Some(Value::Array(types)) = prop.get("type").cloned() {
            if types.iter().any(|t| t == "null") {
                if let Value::Object(pm) = &mut prop {
                    pm.insert("type".into(), types.first().cloned().unwrap_or(Value::Null));
                }
                nullable = true;
            }
        }
        let converted = match convert(&prop, root, visited)? {
            Some(mut c) => {
                if nullable {
                    c.nullable = Some(true);
                }
                c
            }
            None => {
                let pm = prop.as_object().unwrap_or(&empty);
                Schema {
                    title: pm.get("title").filter(|v| !v.is_null()).cloned(),
                    description: pm.get("description").filter(|v| !v.is_null()).cloned(),
                    ..Schema::default()
                }
            }
        };
        properties.push((key.clone(), converted));
    }
    Ok(properties)
}

/// A dictionary whose values have `type_value`: an OBJECT with one `example_key` property
/// and agno's wording for both descriptions.
fn dictionary(d: &Map<String, Value>, type_value: &Value) -> Schema {
    let (value_type, suffix) = match type_value {
        Value::Array(ts) => {
            let first = ts
                .first()
                .and_then(Value::as_str)
                .map(str::to_uppercase)
                .unwrap_or_else(|| "STRING".into());
            let all: Vec<&str> = ts.iter().filter_map(Value::as_str).collect();
            (
                first,
                format!(" (supports union types: {})", all.join(", ")),
            )
        }
        v => (v.as_str().unwrap_or("").to_uppercase(), String::new()),
    };
    let lower = value_type.to_lowercase();
    let mut placeholder = Schema::typed(&value_type);
    placeholder.description = Some(Value::String(format!(
        "Example key-value pair. This object can contain any number of keys with {lower} values{suffix}."
    )));
    if value_type == "ARRAY" {
        placeholder.items = Some(Items::RawEmpty);
    }
    let mut s = Schema::typed("OBJECT");
    s.properties = Some(vec![("example_key".into(), placeholder)]);
    s.description = Some(
        d.get("description")
            .filter(|v| json_truthy(v))
            .cloned()
            .unwrap_or_else(|| {
                Value::String(format!(
                    "Dictionary with {lower} values{suffix}. Can contain any number of key-value pairs."
                ))
            }),
    );
    s.default = d.get("default").filter(|v| !v.is_null()).cloned();
    s
}

/// An array with `items` (an empty or falsy one, and one that converts to `None`, mean
/// strings).
fn convert_array(
    d: &Map<String, Value>,
    items: &Value,
    root: &Value,
    visited: &[String],
) -> Result<Schema, LibError> {
    let items = if !json_truthy(items) {
        Schema::typed("STRING")
    } else {
        convert(items, root, visited)?.unwrap_or_else(|| Schema::typed("STRING"))
    };
    let mut s = Schema::typed("ARRAY").with_common(d, false, true);
    s.items = Some(Items::Schema(Box::new(items)));
    s.min_items = d.get("minItems").filter(|v| !v.is_null()).cloned();
    s.max_items = d.get("maxItems").filter(|v| !v.is_null()).cloned();
    Ok(s)
}

/// `anyOf`: members that convert to `None` (null) make it nullable; a single remaining
/// member stands for the union.
fn convert_any_of(
    d: &Map<String, Value>,
    members: &[Value],
    root: &Value,
    visited: &[String],
) -> Result<Schema, LibError> {
    let mut any_of = Vec::new();
    let mut nullable = false;
    for m in members {
        match convert(m, root, visited)? {
            Some(s) => any_of.push(s),
            None => nullable = true,
        }
    }
    if any_of.len() == 1 {
        let mut only = any_of.pop().unwrap_or_default();
        only.nullable = Some(nullable);
        return Ok(only);
    }
    let mut s = Schema {
        any_of: Some(any_of),
        ..Schema::default()
    }
    .with_common(d, true, true);
    s.type_ = None;
    Ok(s)
}
