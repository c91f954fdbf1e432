//! The JSON schema transformers a model's profile applies in `prepare_request`
//! (`pydantic_ai._json_schema.JsonSchemaTransformer` and its OpenAI, Anthropic and Google
//! subclasses), and how `_customize_tool_def` resolves a tool's `strict` from them.
//!
//! The walker mutates Python dicts in place, popping and re-inserting keys; key order is part
//! of the payload, so every step here keeps Python's dict order (a re-inserted key moves to
//! the end, an assigned existing key stays where it is).

use serde_json::{Map, Value};

use crate::frameworks::LibError;
use crate::model::value::json_str;
use crate::model::value::json_truthy;

/// The transformer a model profile names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// `_OpenAIJsonSchemaTransformer` (`OpenAIProvider.model_profile` for non-fine-tuned
    /// models): OpenAI strict mode, with length constraints allowed.
    OpenAi,
    /// `AnthropicJsonSchemaTransformer`: titles dropped; strict only when asked for, through
    /// the SDK's `transform_schema`.
    Anthropic,
    /// `GoogleJsonSchemaTransformer`: `const` as `enum`, formats into descriptions.
    Google,
}

const UNIONS: [&str; 3] = ["allOf", "anyOf", "oneOf"];

const STRICT_INCOMPATIBLE_KEYS: [&str; 12] = [
    "minLength",
    "maxLength",
    "patternProperties",
    "unevaluatedProperties",
    "propertyNames",
    "minProperties",
    "maxProperties",
    "unevaluatedItems",
    "contains",
    "minContains",
    "maxContains",
    "uniqueItems",
];

const STRICT_COMPATIBLE_STRING_FORMATS: [&str; 9] = crate::payload::OPENAI_STRICT_STRING_FORMATS;

const TYPE_BEARING_KEYS: [&str; 7] = ["type", "$ref", "anyOf", "oneOf", "allOf", "enum", "const"];

fn user_error(msg: impl Into<String>) -> LibError {
    LibError::new("UserError", msg)
}

/// `_customize_tool_def`: the transformed parameters and the tool's resolved `strict`.
pub fn customize(
    profile: Profile,
    schema: &Value,
    strict: Option<bool>,
    tool_name: &str,
) -> Result<(Value, Option<bool>), LibError> {
    let mut walker = Walker::new(profile, schema, strict);
    // `UserError`s are re-raised naming the tool; anything else (the anthropic SDK's
    // `ValueError`) escapes as it is.
    let walked = walker.walk().map_err(|e| match e.code.as_str() {
        "UserError" => user_error(format!(
            "Tool {}: {}",
            crate::model::value::str_repr(tool_name),
            e.message
        )),
        _ => e,
    })?;
    let strict = strict.or(Some(walker.compatible));
    Ok((walked, strict))
}

struct Walker {
    profile: Profile,
    schema: Value,
    strict: Option<bool>,
    compatible: bool,
    defs: Map<String, Value>,
    root_ref: Option<String>,
    /// `_OpenAIJsonSchemaTransformer`'s tuple normalisation (off when re-walking guarded).
    normalize_tuples: bool,
    has_non_definition_ref: bool,
    normalized_single_item_tuple: bool,
}

impl Walker {
    fn new(profile: Profile, schema: &Value, strict: Option<bool>) -> Walker {
        let defs = schema
            .get("$defs")
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        let root_ref = match profile {
            Profile::OpenAi => schema
                .get("$ref")
                .and_then(Value::as_str)
                .map(str::to_string),
            _ => None,
        };
        Walker {
            profile,
            schema: schema.clone(),
            strict,
            compatible: true,
            defs,
            root_ref,
            normalize_tuples: profile == Profile::OpenAi,
            has_non_definition_ref: false,
            normalized_single_item_tuple: false,
        }
    }

    fn walk(&mut self) -> Result<Value, LibError> {
        let mut result = self.base_walk()?;
        match self.profile {
            Profile::OpenAi => {
                if self.normalized_single_item_tuple && self.has_non_definition_ref {
                    let mut guarded = Walker::new(self.profile, &self.schema, self.strict);
                    guarded.normalize_tuples = false;
                    result = guarded.base_walk()?;
                    self.compatible = guarded.compatible;
                }
                if self.strict.is_none() && self.compatible && exceeds_strict_size_limits(&result) {
                    self.compatible = false;
                }
            }
            Profile::Anthropic => {
                self.compatible = self.strict == Some(true);
                if self.strict == Some(true) {
                    result = anthropic_transform_schema(&result)
                        .map_err(|m| LibError::new("ValueError", m))?;
                }
            }
            Profile::Google => self.compatible = true,
        }
        Ok(result)
    }

    /// `JsonSchemaTransformer.walk` (without inlining), then `OpenAIJsonSchemaTransformer.walk`'s
    /// handling of a root `$ref`.
    fn base_walk(&mut self) -> Result<Value, LibError> {
        let mut schema = self.schema.clone();
        if let Value::Object(m) = &mut schema {
            m.shift_remove("$defs");
        }
        let mut handled = self.handle(schema)?;
        if !self.defs.is_empty() {
            let mut out = Map::new();
            for (k, v) in self.defs.clone() {
                let h = self.handle(v)?;
                // Python handles the definitions in place: a root `$ref` later reads them
                // transformed.
                self.defs.insert(k.clone(), h.clone());
                out.insert(k, h);
            }
            if let Value::Object(m) = &mut handled {
                m.insert("$defs".into(), Value::Object(out));
            }
        }
        if let (Profile::OpenAi, Some(root_ref)) = (self.profile, self.root_ref.clone()) {
            if let Value::Object(m) = &mut handled {
                m.shift_remove("$ref");
                let key = def_key(&root_ref);
                if let Some(Value::Object(root)) = self.defs.get(&key) {
                    for (k, v) in root {
                        m.insert(k.clone(), v.clone());
                    }
                }
            }
        }
        Ok(handled)
    }

    fn handle(&mut self, node: Value) -> Result<Value, LibError> {
        let Value::Object(mut schema) = node else {
            return Ok(node);
        };
        let ty = schema.get("type").cloned();
        match ty.as_ref() {
            Some(Value::String(t)) if t == "object" => schema = self.handle_object(schema)?,
            Some(Value::String(t)) if t == "array" => schema = self.handle_array(schema)?,
            None => {
                for kind in UNIONS {
                    schema = self.handle_union(schema, kind)?;
                }
            }
            _ => {}
        }
        if ty.is_some() {
            for kind in UNIONS {
                if let Some(Value::Array(members)) = schema.get(kind).cloned() {
                    if !members.is_empty() {
                        let handled = members
                            .into_iter()
                            .map(|m| self.handle(m))
                            .collect::<Result<Vec<_>, _>>()?;
                        schema.insert(kind.into(), Value::Array(handled));
                    }
                }
            }
        }
        self.transform(schema).map(Value::Object)
    }

    fn handle_union(
        &mut self,
        mut schema: Map<String, Value>,
        kind: &str,
    ) -> Result<Map<String, Value>, LibError> {
        let Some(members) = schema.shift_remove(kind) else {
            return Ok(schema);
        };
        let members = match members {
            Value::Array(a) => a,
            other => vec![other],
        };
        let handled = members
            .into_iter()
            .map(|m| self.handle(m))
            .collect::<Result<Vec<_>, _>>()?;
        if let [Value::Object(only)] = handled.as_slice() {
            if only.get("not") != Some(&Value::Object(Map::new())) {
                let mut merged = only.clone();
                for (k, v) in schema {
                    merged.insert(k, v);
                }
                return Ok(merged);
            }
        }
        schema.insert(kind.into(), Value::Array(handled));
        Ok(schema)
    }

    fn handle_object(
        &mut self,
        mut schema: Map<String, Value>,
    ) -> Result<Map<String, Value>, LibError> {
        if let Some(Value::Object(props)) = schema.get("properties").cloned() {
            if !props.is_empty() {
                let mut out = Map::new();
                for (k, v) in props {
                    out.insert(k, self.handle(v)?);
                }
                schema.insert("properties".into(), Value::Object(out));
            }
        }
        match schema.get("additionalProperties").cloned() {
            None | Some(Value::Null) | Some(Value::Bool(_)) => {}
            Some(a) => {
                let h = self.handle(a)?;
                schema.insert("additionalProperties".into(), h);
            }
        }
        if let Some(Value::Object(pp)) = schema.get("patternProperties").cloned() {
            let mut out = Map::new();
            for (k, v) in pp {
                out.insert(k, self.handle(v)?);
            }
            schema.insert("patternProperties".into(), Value::Object(out));
        }
        Ok(schema)
    }

    fn handle_array(
        &mut self,
        mut schema: Map<String, Value>,
    ) -> Result<Map<String, Value>, LibError> {
        if self.normalize_tuples && self.strict != Some(false) {
            let single = match (schema.get("prefixItems"), schema.get("maxItems")) {
                (Some(Value::Array(p)), Some(Value::Number(n))) => {
                    p.len() == 1 && n.as_i64() == Some(1) && n.is_i64()
                }
                _ => false,
            };
            if single {
                if let Some(Value::Array(mut p)) = schema.shift_remove("prefixItems") {
                    schema.insert("items".into(), p.remove(0));
                }
                self.normalized_single_item_tuple = true;
            }
        }
        if let Some(Value::Array(prefix)) = schema.get("prefixItems").cloned() {
            if !prefix.is_empty() {
                let handled = prefix
                    .into_iter()
                    .map(|m| self.handle(m))
                    .collect::<Result<Vec<_>, _>>()?;
                schema.insert("prefixItems".into(), Value::Array(handled));
            }
        }
        match schema.get("items").cloned() {
            Some(Value::Array(items)) => {
                let handled = items
                    .into_iter()
                    .map(|m| self.handle(m))
                    .collect::<Result<Vec<_>, _>>()?;
                schema.insert("items".into(), Value::Array(handled));
            }
            Some(items) if json_truthy(&items) => {
                let h = self.handle(items)?;
                schema.insert("items".into(), h);
            }
            _ => {}
        }
        Ok(schema)
    }

    fn transform(&mut self, schema: Map<String, Value>) -> Result<Map<String, Value>, LibError> {
        match self.profile {
            Profile::OpenAi => self.transform_openai(schema),
            Profile::Anthropic => {
                let mut schema = schema;
                schema.shift_remove("title");
                schema.shift_remove("$schema");
                if self.strict == Some(true) {
                    const_to_typed_enum(&mut schema);
                }
                Ok(schema)
            }
            Profile::Google => Ok(transform_google(schema)),
        }
    }

    fn transform_openai(
        &mut self,
        mut schema: Map<String, Value>,
    ) -> Result<Map<String, Value>, LibError> {
        // `_OpenAIJsonSchemaTransformer.transform`
        if schema.contains_key("$dynamicRef") {
            self.has_non_definition_ref = true;
        }
        if let Some(Value::String(r)) = schema.get("$ref") {
            if r != "#" && Some(r) != self.root_ref.as_ref() && !is_top_level_definition_ref(r) {
                self.has_non_definition_ref = true;
            }
        }
        // `OpenAIJsonSchemaTransformer.transform`
        schema.shift_remove("title");
        schema.shift_remove("$schema");
        schema.shift_remove("discriminator");
        if schema.contains_key("default") {
            match self.strict {
                Some(true) => {
                    schema.shift_remove("default");
                }
                None => self.compatible = false,
                Some(false) => {}
            }
        }
        if let Some(Value::String(r)) = schema.get("$ref").cloned() {
            if !r.is_empty() {
                self.transform_ref(&mut schema, &r);
            }
        }
        self.strict_incompatible_values(&mut schema);
        let ty = schema.get("type").cloned();
        if schema.contains_key("oneOf") {
            if self.strict == Some(true) {
                if let Some(v) = schema.shift_remove("oneOf") {
                    schema.insert("anyOf".into(), v);
                }
            } else {
                self.compatible = false;
            }
        }
        if ty.as_ref().and_then(Value::as_str) == Some("object") {
            self.transform_object(&mut schema);
        }
        if ty.as_ref().and_then(Value::as_str) == Some("array") {
            self.check_array_items(&schema)?;
        }
        // `_OpenAIGuardedJsonSchemaTransformer.transform`
        if schema.get("type").and_then(Value::as_str) == Some("array")
            && schema.get("prefixItems").is_some_and(json_truthy)
        {
            match self.strict {
                Some(true) => return Err(user_error("Pydantic AI cannot use this tuple schema with `prefixItems` in OpenAI strict mode. Use a bounded list such as `Annotated[list[int], Field(min_length=4, max_length=4)]`, or set `strict=False`.")),
                None => self.compatible = false,
                Some(false) => {}
            }
        }
        Ok(schema)
    }

    fn transform_ref(&mut self, schema: &mut Map<String, Value>, r: &str) {
        if Some(r) == self.root_ref.as_deref() {
            schema.insert("$ref".into(), "#".into());
        } else if self.strict.is_none() && r.starts_with("#/") && !is_top_level_definition_ref(r) {
            self.compatible = false;
        }
        if schema.len() > 1 {
            if let Some(v) = schema.shift_remove("$ref") {
                let mut only = Map::new();
                only.insert("$ref".into(), v);
                schema.insert("anyOf".into(), Value::Array(vec![Value::Object(only)]));
            }
        }
    }

    fn strict_incompatible_values(&mut self, schema: &mut Map<String, Value>) {
        let mut found: Vec<(String, Value)> = Vec::new();
        for key in STRICT_INCOMPATIBLE_KEYS {
            // `_OpenAIJsonSchemaTransformer` supports length constraints.
            if matches!(key, "minLength" | "maxLength") {
                continue;
            }
            if let Some(v) = schema.get(key) {
                found.push((key.to_string(), v.clone()));
            }
        }
        if let Some(format) = schema.get("format").filter(|f| json_truthy(f)) {
            let ok = format
                .as_str()
                .is_some_and(|f| STRICT_COMPATIBLE_STRING_FORMATS.contains(&f));
            if !ok {
                found.push(("format".into(), format.clone()));
            }
        }
        if let Some(Value::String(p)) = schema.get("pattern") {
            if regex_contains_lookaround(p) {
                found.push(("pattern".into(), Value::String(p.clone())));
            }
        }
        if found.is_empty() {
            return;
        }
        match self.strict {
            Some(true) => {
                let description = schema.get("description").cloned();
                let mut notes = Vec::new();
                for (k, v) in &found {
                    schema.shift_remove(k);
                    notes.push(format!("{k}={}", json_str(v)));
                }
                let notes = notes.join(", ");
                let text = match description.as_ref().filter(|d| json_truthy(d)) {
                    Some(d) => format!("{} ({notes})", json_str(d)),
                    None => notes,
                };
                schema.insert("description".into(), Value::String(text));
            }
            None => self.compatible = false,
            Some(false) => {}
        }
    }

    fn transform_object(&mut self, schema: &mut Map<String, Value>) {
        if !schema.contains_key("properties") {
            schema.insert("properties".into(), Value::Object(Map::new()));
        }
        match self.strict {
            Some(true) => {
                schema.insert("additionalProperties".into(), Value::Bool(false));
                let keys: Vec<Value> = schema
                    .get("properties")
                    .and_then(Value::as_object)
                    .map(|p| p.keys().map(|k| Value::String(k.clone())).collect())
                    .unwrap_or_default();
                schema.insert("required".into(), Value::Array(keys));
            }
            None => {
                match schema.get("additionalProperties") {
                    None | Some(Value::Null) | Some(Value::Bool(false)) => {
                        schema.insert("additionalProperties".into(), Value::Bool(false));
                    }
                    Some(_) => self.compatible = false,
                }
                match (schema.get("properties"), schema.get("required")) {
                    (Some(Value::Object(props)), Some(Value::Array(req))) => {
                        if props
                            .keys()
                            .any(|k| !req.iter().any(|r| r.as_str() == Some(k)))
                        {
                            self.compatible = false;
                        }
                    }
                    (Some(_), Some(_)) => {}
                    _ => self.compatible = false,
                }
            }
            Some(false) => {}
        }
    }

    fn check_array_items(&mut self, schema: &Map<String, Value>) -> Result<(), LibError> {
        let typed = match schema.get("items") {
            Some(Value::Object(items)) => TYPE_BEARING_KEYS.iter().any(|k| items.contains_key(*k)),
            _ => false,
        };
        if !typed && !schema.get("prefixItems").is_some_and(json_truthy) {
            match self.strict {
                Some(true) => return Err(user_error("OpenAI strict mode requires array items to have a type, but got an untyped array (e.g. a bare `list`). Add a type parameter such as `list[str]`, or set `strict=False`.")),
                None => self.compatible = false,
                Some(false) => {}
            }
        }
        Ok(())
    }
}

/// A `$defs` name from a `#/$defs/...` reference, its pointer escapes decoded.
fn def_key(r: &str) -> String {
    r.strip_prefix("#/$defs/")
        .unwrap_or(r)
        .replace("~1", "/")
        .replace("~0", "~")
}

/// `#/(\$defs|definitions)/[^/]+`, matched in full.
fn is_top_level_definition_ref(r: &str) -> bool {
    let rest = r
        .strip_prefix("#/$defs/")
        .or_else(|| r.strip_prefix("#/definitions/"));
    rest.is_some_and(|n| !n.is_empty() && !n.contains('/'))
}

fn regex_contains_lookaround(pattern: &str) -> bool {
    let mut escaped = false;
    for (i, c) in pattern.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        if c == '\\' {
            escaped = true;
            continue;
        }
        let rest = &pattern[i..];
        if ["(?=", "(?!", "(?<=", "(?<!"]
            .iter()
            .any(|t| rest.starts_with(t))
        {
            return true;
        }
    }
    false
}

/// `_exceeds_strict_size_limits`: nesting deeper than 10 objects, or more than 5000
/// properties, in the root or any one definition.
fn exceeds_strict_size_limits(schema: &Value) -> bool {
    let Value::Object(m) = schema else {
        return false;
    };
    let root: Map<String, Value> = m
        .iter()
        .filter(|(k, _)| *k != "$defs" && *k != "definitions")
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let mut parts = vec![Value::Object(root)];
    for key in ["$defs", "definitions"] {
        if let Some(Value::Object(group)) = m.get(key) {
            parts.extend(group.values().cloned());
        }
    }
    parts.iter().any(|part| {
        let mut objects = Vec::new();
        inline_objects(part, 1, &mut objects);
        objects.iter().map(|(_, d)| *d).max().unwrap_or(0) > 10
            || objects.iter().map(|(n, _)| *n).sum::<usize>() > 5000
    })
}

/// `inline_objects`: (property count, depth) of each object with `properties` reached through
/// properties, items and `anyOf`.
fn inline_objects(v: &Value, depth: usize, out: &mut Vec<(usize, usize)>) {
    let Value::Object(node) = v else { return };
    let mut children: Vec<&Value> = Vec::new();
    if let Some(items) = node.get("items") {
        children.push(items);
    }
    if let Some(Value::Array(any)) = node.get("anyOf") {
        children.extend(any.iter());
    }
    let mut child_depth = depth;
    if let Some(Value::Object(props)) = node.get("properties") {
        out.push((props.len(), depth));
        children.extend(props.values());
        child_depth = depth + 1;
    }
    for c in children {
        inline_objects(c, child_depth, out);
    }
}

/// `GoogleJsonSchemaTransformer.transform`.
fn transform_google(mut schema: Map<String, Value>) -> Map<String, Value> {
    schema.shift_remove("$schema");
    if let Some(c) = schema.shift_remove("const") {
        if !c.is_null() {
            schema.insert("enum".into(), Value::Array(vec![c.clone()]));
            if !schema.contains_key("type") {
                let ty = match &c {
                    Value::String(_) => Some("string"),
                    Value::Bool(_) => Some("boolean"),
                    Value::Number(n) if n.is_i64() || n.is_u64() => Some("integer"),
                    Value::Number(_) => Some("number"),
                    _ => None,
                };
                if let Some(t) = ty {
                    schema.insert("type".into(), t.into());
                }
            }
        }
    }
    schema.shift_remove("discriminator");
    schema.shift_remove("examples");
    fold_described_options(&mut schema);
    schema.shift_remove("title");
    if schema.get("type").and_then(Value::as_str) == Some("string") {
        if let Some(fmt) = schema.shift_remove("format") {
            if json_truthy(&fmt) {
                let fmt = json_str(&fmt);
                let text = match schema.get("description").filter(|d| json_truthy(d)) {
                    Some(d) => format!("{} (format: {fmt})", json_str(d)),
                    None => format!("Format: {fmt}"),
                };
                schema.insert("description".into(), Value::String(text));
            }
        }
    }
    schema.shift_remove("exclusiveMinimum");
    schema.shift_remove("exclusiveMaximum");
    schema
}

/// `_fold_described_options`: an `anyOf` of one-value enums back into one `enum`.
fn fold_described_options(schema: &mut Map<String, Value>) {
    let Some(Value::Array(options)) = schema.get("anyOf") else {
        return;
    };
    if options.is_empty() {
        return;
    }
    let all_options = options.iter().all(|o| match o {
        Value::Object(m) => {
            m.get("enum").and_then(Value::as_array).map(Vec::len) == Some(1)
                && m.keys()
                    .all(|k| matches!(k.as_str(), "enum" | "type" | "description"))
        }
        _ => false,
    });
    if !all_options {
        return;
    }
    let mut types: Vec<Option<Value>> = Vec::new();
    for o in options {
        let t = o.get("type").cloned();
        if !types.contains(&t) {
            types.push(t);
        }
    }
    if types.len() != 1 || schema.contains_key("enum") {
        return;
    }
    let only = types.pop().unwrap_or(None);
    let parent = schema.get("type").cloned();
    if parent.is_some() && parent != only {
        return;
    }
    let options = options.clone();
    schema.shift_remove("anyOf");
    let values: Vec<Value> = options.iter().map(|o| o["enum"][0].clone()).collect();
    schema.insert("enum".into(), Value::Array(values));
    if let Some(t) = only {
        schema.insert("type".into(), t);
    }
    let described: Vec<String> = options
        .iter()
        .filter(|o| o.get("description").is_some_and(json_truthy))
        .map(|o| {
            format!(
                "{}: {}",
                json_str(&o["enum"][0]),
                json_str(&o["description"])
            )
        })
        .collect();
    if !described.is_empty() {
        let mut lines: Vec<String> = schema
            .get("description")
            .filter(|d| json_truthy(d))
            .map(|d| vec![json_str(d)])
            .unwrap_or_default();
        lines.extend(described);
        schema.insert("description".into(), Value::String(lines.join("\n")));
    }
}

/// `_const_to_typed_enum` (Anthropic strict).
fn const_to_typed_enum(schema: &mut Map<String, Value>) {
    let ty = match schema.get("const") {
        Some(Value::Bool(_)) => "boolean",
        Some(Value::String(_)) => "string",
        Some(Value::Number(n)) if n.is_i64() || n.is_u64() => "integer",
        Some(Value::Number(_)) => "number",
        _ => return,
    };
    let c = schema.shift_remove("const").unwrap_or(Value::Null);
    if !schema.contains_key("type") {
        schema.insert("type".into(), ty.into());
    }
    schema.insert("enum".into(), Value::Array(vec![c]));
}

fn is_primitive(v: &Value) -> bool {
    !matches!(v, Value::Array(_) | Value::Object(_))
}

const ANTHROPIC_STRING_FORMATS: [&str; 10] = [
    "date-time",
    "time",
    "date",
    "duration",
    "email",
    "hostname",
    "uri",
    "ipv4",
    "ipv6",
    "uuid",
];

/// The anthropic SDK's `transform_schema` (strict tools): unsupported keywords are moved into
/// the description as `{key: value, ...}`. `Err` is its `ValueError` message.
pub fn anthropic_transform_schema(schema: &Value) -> Result<Value, String> {
    let mut json: Map<String, Value> = schema.as_object().cloned().unwrap_or_default();
    let mut strict = Map::new();
    if let Some(defs) = json.shift_remove("$defs") {
        let mut out = Map::new();
        if let Value::Object(defs) = defs {
            for (name, s) in defs {
                out.insert(name, anthropic_transform_schema(&s)?);
            }
        }
        strict.insert("$defs".into(), Value::Object(out));
    }
    if let Some(r) = json.shift_remove("$ref") {
        strict.insert("$ref".into(), r);
        return Ok(Value::Object(strict));
    }
    let mut ty = json.shift_remove("type").filter(|t| !t.is_null());
    let any_of = json.shift_remove("anyOf");
    let one_of = json.shift_remove("oneOf");
    let all_of = json.shift_remove("allOf");
    if let Some(Value::Array(e)) = json.get("enum") {
        if !e.is_empty() && e.iter().all(is_primitive) {
            let e = json.shift_remove("enum").unwrap_or(Value::Null);
            strict.insert("enum".into(), e);
        }
    }
    if json.get("const").is_some_and(is_primitive) {
        let c = json.shift_remove("const").unwrap_or(Value::Null);
        strict.insert("const".into(), c);
    }
    let has_literals = strict.contains_key("enum") || strict.contains_key("const");
    if has_literals {
        ty = None;
    }
    let variants = |v: &Vec<Value>| -> Result<Value, String> {
        Ok(Value::Array(
            v.iter()
                .map(anthropic_transform_schema)
                .collect::<Result<Vec<_>, _>>()?,
        ))
    };
    if let Some(Value::Array(v)) = &any_of {
        strict.insert("anyOf".into(), variants(v)?);
    } else if let Some(Value::Array(v)) = &one_of {
        strict.insert("anyOf".into(), variants(v)?);
    } else if let Some(Value::Array(v)) = &all_of {
        strict.insert("allOf".into(), variants(v)?);
    } else if !has_literals {
        match &ty {
            None => return Err("Schema must have a 'type', 'anyOf', 'oneOf', or 'allOf' field, or a 'const' or non-empty 'enum' of strings, numbers, booleans, or null.".into()),
            Some(t) => {
                strict.insert("type".into(), t.clone());
            }
        }
    }
    if let Some(d) = json.shift_remove("description").filter(|d| !d.is_null()) {
        strict.insert("description".into(), d);
    }
    if let Some(t) = json.shift_remove("title").filter(|t| !t.is_null()) {
        strict.insert("title".into(), t);
    }
    match ty.as_ref().and_then(Value::as_str) {
        Some("object") => {
            let mut props = Map::new();
            if let Some(Value::Object(p)) = json.shift_remove("properties") {
                for (k, v) in p {
                    props.insert(k, anthropic_transform_schema(&v)?);
                }
            }
            strict.insert("properties".into(), Value::Object(props));
            json.shift_remove("additionalProperties");
            strict.insert("additionalProperties".into(), Value::Bool(false));
            if let Some(r) = json.shift_remove("required").filter(|r| !r.is_null()) {
                strict.insert("required".into(), r);
            }
        }
        Some("string") => {
            if let Some(f) = json.shift_remove("format") {
                let supported = f
                    .as_str()
                    .is_some_and(|f| ANTHROPIC_STRING_FORMATS.contains(&f));
                if json_truthy(&f) && supported {
                    strict.insert("format".into(), f);
                } else if json_truthy(&f) {
                    json.insert("format".into(), f);
                }
            }
        }
        Some("array") => {
            if let Some(items) = json.shift_remove("items").filter(|i| !i.is_null()) {
                strict.insert("items".into(), anthropic_transform_schema(&items)?);
            }
            if let Some(min) = json.shift_remove("minItems").filter(|m| !m.is_null()) {
                if min.as_f64() == Some(0.0) || min.as_f64() == Some(1.0) {
                    strict.insert("minItems".into(), min);
                } else {
                    json.insert("minItems".into(), min);
                }
            }
        }
        _ => {}
    }
    if !json.is_empty() {
        let prefix = match strict.get("description") {
            Some(d) => format!("{}\n\n", json_str(d)),
            None => String::new(),
        };
        let extra: Vec<String> = json
            .iter()
            .map(|(k, v)| format!("{k}: {}", json_str(v)))
            .collect();
        strict.insert(
            "description".into(),
            Value::String(format!("{prefix}{{{}}}", extra.join(", "))),
        );
    }
    Ok(Value::Object(strict))
}
