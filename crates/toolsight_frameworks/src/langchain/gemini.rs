//! langchain-google-genai 4.4 (`ChatGoogleGenerativeAI.bind_tools`): the OpenAI function dict
//! that `convert_to_openai_tool` built, converted to a Gemini `FunctionDeclaration` by
//! `_format_dict_to_function_declaration` → `_dict_to_genai_schema`, then dumped as the SDK's
//! pydantic model (`model_dump(mode="json", exclude_none=True)`: snake-case keys in the
//! `Schema` model's field order, defaults dropped).

use serde_json::{Map, Value};

use crate::frameworks::LibError;
use crate::model::value::json_truthy;

/// `_ALLOWED_SCHEMA_FIELDS`.
const ALLOWED: &[&str] = &[
    "type",
    "type_",
    "description",
    "enum",
    "format",
    "items",
    "properties",
    "required",
    "nullable",
    "anyOf",
    "default",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
    "pattern",
    "minItems",
    "maxItems",
    "title",
];

/// `types.Schema` field order (google-genai 2.34), which `model_dump` follows.
const SCHEMA_ORDER: &[&str] = &[
    "additional_properties",
    "defs",
    "ref",
    "any_of",
    "default",
    "description",
    "enum",
    "example",
    "format",
    "items",
    "max_items",
    "max_length",
    "max_properties",
    "maximum",
    "min_items",
    "min_length",
    "min_properties",
    "minimum",
    "nullable",
    "pattern",
    "properties",
    "property_ordering",
    "required",
    "title",
    "type",
];

/// The declaration for one OpenAI function dict (`{"name", "description", "parameters"}`).
pub fn declaration(function: &Value) -> Result<Value, LibError> {
    let name = function
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("MISSING_NAME");
    let description = function
        .get("description")
        .and_then(Value::as_str)
        .filter(|d| !d.is_empty());
    let mut params = function
        .get("parameters")
        .cloned()
        .unwrap_or(Value::Object(Map::new()));
    // "Empty 'properties' field not supported."
    if params
        .get("properties")
        .and_then(Value::as_object)
        .is_none_or(|p| p.is_empty())
    {
        params = Value::Object(Map::new());
    }
    let mut m = Map::new();
    if let Some(d) = description {
        m.insert("description".into(), d.into());
    }
    m.insert("name".into(), name.into());
    if let Some(p) = to_schema(&params, false, false)? {
        m.insert("parameters".into(), p);
    }
    Ok(Value::Object(m))
}

/// The fallback path's declaration (`_format_base_tool_to_function_declaration`): the
/// model schema is converted as it is, empty properties included.
pub fn declaration_from_model(function: &Value) -> Result<Value, LibError> {
    let mut m = Map::new();
    if let Some(d) = function
        .get("description")
        .and_then(Value::as_str)
        .filter(|d| !d.is_empty())
    {
        m.insert("description".into(), d.into());
    }
    m.insert(
        "name".into(),
        function.get("name").cloned().unwrap_or(Value::Null),
    );
    if let Some(p) = function.get("parameters") {
        if let Some(p) = to_schema(p, false, false)? {
            m.insert("parameters".into(), p);
        }
    }
    Ok(Value::Object(m))
}

fn upper(t: &str) -> String {
    t.to_ascii_uppercase()
}

/// `_get_nullable_type_from_schema`: the last non-null type (of an `anyOf`), upper case.
fn nullable_type(s: &Value) -> Option<String> {
    if let Some(any) = s.get("anyOf").and_then(Value::as_array) {
        return any.iter().filter_map(nullable_type).next_back();
    }
    match s.get("type").or_else(|| s.get("type_")) {
        Some(Value::String(t)) if t == "null" => None,
        Some(Value::String(t)) => Some(upper(t)),
        _ => None,
    }
}

fn type_of(s: &Value) -> String {
    nullable_type(s).unwrap_or_else(|| "STRING".into())
}

/// `_is_nullable_schema`: only an `anyOf` with a null member counts.
fn is_nullable(s: &Value) -> bool {
    s.get("anyOf")
        .and_then(Value::as_array)
        .is_some_and(|a| a.iter().any(|x| nullable_type(x).is_none()))
}

/// `_format_json_schema_to_gapic`.
fn format_gapic(schema: &Value) -> Value {
    let Some(obj) = schema.as_object() else {
        return Value::Object(Map::new());
    };
    let mut out = Map::new();
    for (k, v) in obj {
        match k.as_str() {
            "definitions" => {}
            "items" => {
                if !v.is_null() {
                    out.insert("items".into(), format_gapic(v));
                }
            }
            "properties" => {
                out.insert("properties".into(), Value::Object(properties(v)));
            }
            "allOf" => {
                return v
                    .as_array()
                    .and_then(|a| a.first())
                    .map(format_gapic)
                    .unwrap_or_default()
            }
            "type" | "type_" => {
                out.insert("type".into(), v.clone());
            }
            k if !ALLOWED.contains(&k) => {}
            _ => {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    Value::Object(out)
}

/// `_get_properties_from_schema`.
fn properties(schema: &Value) -> Map<String, Value> {
    let mut out = Map::new();
    let Some(obj) = schema.as_object() else {
        return out;
    };
    for (k, v) in obj {
        if !v.is_object() {
            continue;
        }
        let mut item = Map::new();
        let original_description = v.get("description").cloned();
        let original_enum = v.get("enum").cloned();
        let original_items = v.get("items").cloned();
        let mut v = v.clone();
        let any_of = v.get("anyOf").and_then(Value::as_array).cloned();
        let has_any_of = any_of.as_ref().is_some_and(|a| !a.is_empty());
        let keep = |mut chosen: Value| {
            if let Value::Object(c) = &mut chosen {
                if original_enum.as_ref().is_some_and(json_truthy)
                    && !c.get("enum").is_some_and(json_truthy)
                {
                    c.insert("enum".into(), original_enum.clone().unwrap_or_default());
                }
                if original_items.as_ref().is_some_and(json_truthy)
                    && !c.get("items").is_some_and(json_truthy)
                {
                    c.insert("items".into(), original_items.clone().unwrap_or_default());
                }
            }
            chosen
        };
        if has_any_of
            && any_of
                .iter()
                .flatten()
                .all(|t| t.get("type") != Some(&Value::String("null".into())))
        {
            item.insert(
                "anyOf".into(),
                Value::Array(any_of.iter().flatten().map(format_gapic).collect()),
            );
        } else if v.get("type").is_some_and(json_truthy)
            || has_any_of
            || v.get("type_").is_some_and(json_truthy)
        {
            let t = type_of(&v);
            item.insert("type".into(), t.clone().into());
            if is_nullable(&v) {
                item.insert("nullable".into(), true.into());
            }
            if let Some(any) = any_of.as_ref().filter(|a| !a.is_empty()) {
                if t == "ARRAY" || t == "OBJECT" {
                    let json_type = if t == "ARRAY" { "array" } else { "object" };
                    if let Some(c) = any
                        .iter()
                        .rfind(|x| x.get("type").and_then(Value::as_str) == Some(json_type))
                    {
                        v = keep(c.clone());
                    }
                } else if let Some(c) = any
                    .iter()
                    .rfind(|x| x.get("type").and_then(Value::as_str) != Some("null"))
                {
                    v = keep(c.clone());
                }
            }
        }
        if v.get("enum").is_some_and(json_truthy) {
            item.insert("enum".into(), v["enum"].clone());
        }
        let description = v
            .get("description")
            .filter(|d| json_truthy(d))
            .cloned()
            .or(original_description);
        if let Some(Value::String(d)) = description.filter(json_truthy) {
            item.insert("description".into(), d.into());
        }
        let item_type = item.get("type").and_then(Value::as_str).map(str::to_string);
        if item_type.as_deref() == Some("ARRAY") {
            if let Some(items) = v.get("items").filter(|i| !i.is_null()) {
                item.insert("items".into(), Value::Object(items_of(items)));
            }
        }
        if item_type.as_deref() == Some("OBJECT") {
            if let Some(first) = v
                .get("anyOf")
                .and_then(Value::as_array)
                .and_then(|a| a.first())
                .filter(|f| f.is_object())
            {
                v = first.clone();
            }
            match v.get("properties").filter(|p| json_truthy(p)) {
                Some(vp) => {
                    item.insert("properties".into(), Value::Object(properties(vp)));
                    if let Some(vp) = vp.as_object() {
                        let req: Vec<Value> = vp
                            .iter()
                            .filter(|(_, x)| x.get("default").is_none())
                            .map(|(k, _)| Value::String(k.clone()))
                            .collect();
                        item.insert("required".into(), Value::Array(req));
                    }
                }
                None if !v.get("additionalProperties").is_some_and(json_truthy) => {
                    item.insert("type".into(), "STRING".into());
                }
                None => {}
            }
        }
        // A property named `title` gets a description made of the schema's repr.
        if k == "title" && !item.contains_key("description") {
            item.insert(
                "description".into(),
                format!("title is {}", crate::model::value::json_repr(&v)).into(),
            );
        }
        out.insert(k.clone(), Value::Object(item));
    }
    out
}

/// `_get_items_from_schema`.
fn items_of(schema: &Value) -> Map<String, Value> {
    let mut items = Map::new();
    match schema {
        Value::Array(list) => {
            for (i, v) in list.iter().enumerate() {
                items.insert(format!("item{i}"), Value::Object(properties(v)));
            }
        }
        Value::Object(s) => {
            let t = type_of(schema);
            items.insert("type".into(), t.clone().into());
            if t == "OBJECT" {
                if let Some(p) = s.get("properties") {
                    items.insert("properties".into(), Value::Object(properties(p)));
                }
            }
            if t == "ARRAY" {
                if let Some(i) = s.get("items") {
                    items.insert("items".into(), format_gapic(i));
                }
            }
            if s.contains_key("title") || s.contains_key("description") {
                let d = s
                    .get("description")
                    .filter(|d| json_truthy(d))
                    .or_else(|| s.get("title"))
                    .cloned()
                    .unwrap_or(Value::Null);
                items.insert("description".into(), d);
            }
            if let Some(e) = s.get("enum") {
                items.insert("enum".into(), e.clone());
            }
            if is_nullable(schema) {
                items.insert("nullable".into(), true.into());
            }
            if let Some(r) = s.get("required") {
                items.insert("required".into(), r.clone());
            }
        }
        Value::String(t) if !t.is_empty() => {
            items.insert("type".into(), upper(t).into());
        }
        _ => {
            items.insert("type".into(), "STRING".into());
        }
    }
    items
}

/// `_dict_to_genai_schema`, dumped in `types.Schema` field order.
fn to_schema(
    schema: &Value,
    is_property: bool,
    is_any_of_item: bool,
) -> Result<Option<Value>, LibError> {
    let formatted = format_gapic(schema);
    let Some(f) = formatted.as_object() else {
        return Ok(None);
    };
    let mut sd = Map::new();
    if let (Some(t), false) = (f.get("type"), f.contains_key("anyOf")) {
        if let Some(t) = t.as_str() {
            sd.insert("type".into(), upper(t).into());
        }
    }
    if let Some(d) = f.get("description") {
        sd.insert("description".into(), d.clone());
    }
    if let (Some(t), true) = (f.get("title"), !is_property || is_any_of_item) {
        sd.insert("title".into(), t.clone());
    }
    if let Some(Value::Object(props)) = f.get("properties") {
        let mut out = Map::new();
        for (k, p) in props {
            out.insert(k.clone(), to_schema(p, true, false)?.unwrap_or(Value::Null));
        }
        sd.insert("properties".into(), Value::Object(out));
    }
    match f.get("required") {
        Some(r) if !r.is_null() => {
            sd.insert("required".into(), r.clone());
        }
        _ if !is_property => {
            sd.insert("required".into(), Value::Array(Vec::new()));
        }
        _ => {}
    }
    if let Some(items) = f.get("items") {
        if let Some(i) = to_schema(items, true, false)? {
            sd.insert("items".into(), i);
        }
    }
    if let Some(e) = f.get("enum") {
        sd.insert("enum".into(), e.clone());
    }
    if let Some(n) = f.get("nullable") {
        sd.insert("nullable".into(), n.clone());
    }
    if let Some(Value::Array(any)) = f.get("anyOf") {
        let mut list: Vec<Value> = Vec::new();
        for x in any {
            if let Some(v) = to_schema(x, true, true)? {
                list.push(v);
            }
        }
        sd.insert("any_of".into(), Value::Array(list));
    }
    if !sd.contains_key("type") && !sd.contains_key("any_of") {
        if is_property {
            sd.insert("type".into(), "STRING".into());
        } else if sd.contains_key("properties") {
            sd.insert("type".into(), "OBJECT".into());
        } else {
            return Ok(None);
        }
    }
    // `types.Schema.model_validate`: `enum` is a list of strings.
    if let Some(Value::Array(e)) = sd.get("enum") {
        crate::frameworks::google_genai::literal::check_enum(e)?;
    }
    // `model_dump(exclude_none=True)`: field order, `None` left out.
    let mut out = Map::new();
    for k in SCHEMA_ORDER {
        if let Some(v) = sd.remove(*k) {
            if !v.is_null() {
                out.insert((*k).to_string(), v);
            }
        }
    }
    Ok(Some(Value::Object(out)))
}
