//! OpenAI function schemas: the Structured Outputs subset when `strict` is on (Chat
//! Completions `function.strict`, Responses `strict`), and the checks every OpenAI model
//! applies even without it.

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::Provider;

use super::library::param_of_path;
use super::{Ctx, Diagnostic, RuleInfo, ToolView};

pub const S001: RuleInfo = RuleInfo {
    code: "S001",
    name: "strict-optional-parameter",
    severity: Severity::Error,
    summary: "OpenAI strict: every property must be required",
    doc: "With `strict: true` OpenAI requires `required` to list every property; optional parameters must be required and nullable instead.\n\nWhy: `Invalid schema for function 'f': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'limit'.`\n\nFix: make the parameter `Optional[T]` without a default-only meaning, or turn strict off.",
};

pub const S002: RuleInfo = RuleInfo {
    code: "S002",
    name: "strict-open-object",
    severity: Severity::Error,
    summary: "OpenAI strict: objects need `additionalProperties: false`",
    doc: "Every object in a strict schema must set `additionalProperties: false`, so `dict[str, X]` and `**kwargs` cannot be expressed.\n\nWhy: `Invalid schema for function 'f': In context=('properties', 'options'), 'additionalProperties' is required to be supplied and to be false.`\n\nFix: use a TypedDict or model with fixed keys.",
};

pub const S003: RuleInfo = RuleInfo {
    code: "S003",
    name: "strict-default",
    severity: Severity::Warning,
    summary: "OpenAI strict: `default` is not permitted on Azure",
    doc: "`default` inside a strict schema is rejected by Azure OpenAI (`'default' is not permitted`) and ignored by api.openai.com; the parameter is required anyway, so the model must always send a value.\n\nFix: drop the default from the schema, or handle `None` in the body.",
};

pub const S004: RuleInfo = RuleInfo {
    code: "S004",
    name: "strict-composition",
    severity: Severity::Error,
    summary: "OpenAI strict: `oneOf`, `allOf`, `not`, `if` are not permitted",
    doc: "Structured Outputs supports `anyOf` only; `oneOf` (pydantic discriminated unions), `allOf` with more than one entry, `not` and conditionals are refused.\n\nWhy: `Invalid schema for function 'f': In context=(), 'oneOf' is not permitted.`\n\nFix: use `anyOf` (a plain union).",
};

pub const S005: RuleInfo = RuleInfo {
    code: "S005",
    name: "strict-unsupported-keyword",
    severity: Severity::Error,
    summary: "OpenAI strict: `uniqueItems`, `prefixItems`, `propertyNames`, `patternProperties`",
    doc: "These keywords are refused in strict mode. Python `set[T]` produces `uniqueItems`, fixed `tuple[A, B]` produces `prefixItems` (then `array schema missing items`).\n\nWhy: `In context=('properties', 'ids'), 'uniqueItems' is not permitted.`\n\nFix: use `list[T]`.",
};

pub const S006: RuleInfo = RuleInfo {
    code: "S006",
    name: "strict-format",
    severity: Severity::Error,
    summary: "OpenAI strict: unsupported string `format`",
    doc: "Strict mode accepts the formats date-time, time, date, duration, email, hostname, ipv4, ipv6 and uuid.\n\nWhy: `In context=('properties', 'url'), 'uri' is not a valid format.`\n\nFix: drop the format.",
};

pub const S007: RuleInfo = RuleInfo {
    code: "S007",
    name: "strict-untyped-node",
    severity: Severity::Error,
    summary: "OpenAI strict: a schema node without `type`",
    doc: "Every node of a strict schema needs a `type` (or `anyOf`/`enum`/`$ref`).\n\nWhy: `In context=('properties', 'x'), schema must have a 'type' key.` (`Any` and missing annotations produce `{}`).\n\nFix: give the parameter a type.",
};

pub const S008: RuleInfo = RuleInfo {
    code: "S008",
    name: "strict-limits",
    severity: Severity::Error,
    summary: "OpenAI strict: size limits exceeded",
    doc: "Structured Outputs limits a schema to 5000 object properties, 10 levels of nesting and 1000 enum values.\n\nWhy: `Expected at most 1000 enum values in total within a single schema when using structured outputs, but received 1020.`\n\nFix: simplify the schema or turn strict off.",
};

pub const S009: RuleInfo = RuleInfo {
    code: "S009",
    name: "openai-array-without-items",
    severity: Severity::Error,
    summary: "OpenAI rejects arrays without `items` (strict or not)",
    doc: "OpenAI refuses an array schema with no `items`, even without strict mode.\n\nWhy: `Invalid schema for function 'f': In context=('properties', 'paths'), array schema missing items.`\n\nExample: a bare `list` parameter under stores or selectools.\n\nFix: annotate the element type (`list[str]`).",
};

pub const S010: RuleInfo = RuleInfo {
    code: "S010",
    name: "openai-object-without-properties",
    severity: Severity::Warning,
    summary: "Newer OpenAI models reject objects without `properties`",
    doc: "gpt-5 and the Responses API refuse a tool whose `parameters` is an object schema without `properties` (a zero-argument tool whose schema omits `properties`, such as the MCP specification's recommended `{\"type\": \"object\", \"additionalProperties\": false}`).\n\nWhy: `Invalid schema for function 'f': In context=(), object schema missing properties.` Every observed rejection is at the root (`context=()`); a nested object without `properties` (a `dict` parameter) is accepted outside strict mode, and is not reported. Older Chat Completions models (gpt-4o) accept the root too, hence a warning.\n\nFix: emit `\"properties\": {}` at the root.",
};

pub const S011: RuleInfo = RuleInfo {
    code: "S011",
    name: "strict-default-made-required",
    severity: Severity::Warning,
    summary: "OpenAI strict: a parameter with a default is sent as required",
    doc: "Strict mode requires every property, so the framework marks parameters that have a Python default as required: the model must send a value on every call and the default never applies. openai-agents (strict by default) keeps non-None defaults in the schema while requiring the parameter, and drops `default: null` (`tag: str = None` becomes a required, non-nullable string); langchain's `strict=True` does the same. Models then fill such parameters with `\"\"`, `0` or `\"null\"` (openai/openai-agents-python#3733). Nothing fails: the behaviour changes silently. Where the kept default is one Azure OpenAI refuses in a strict schema (S003), this finding says so too, and S003 is not reported for the same parameter: one finding per cause. A `None` default on a type that does not allow None (`tag: str = None`) is V003's finding, which names this consequence: S011 is not reported for it.

Example: `def search(query: str, limit: int = 10)` under `@function_tool`: the payload has `\"required\": [\"query\", \"limit\"]`.

Fix: make the parameter `Optional[T]` and treat `None` as \"use the default\" in the body, or turn strict off (`@function_tool(strict_mode=False)`).",
};

pub const RULES: &[RuleInfo] = &[
    S001, S002, S003, S004, S005, S006, S007, S008, S009, S010, S011,
];

pub(super) const FORMATS: &[&str] = &crate::payload::OPENAI_STRICT_STRING_FORMATS;

fn is_strict(p: Provider, schema: &Value) -> bool {
    let flag = match p {
        Provider::OpenaiChat => schema.get("function").and_then(|f| f.get("strict")),
        _ => schema.get("strict"),
    };
    flag.and_then(Value::as_bool).unwrap_or(false)
}

struct Finding {
    info: &'static RuleInfo,
    param: Option<String>,
    /// For a node inside a model's definition (`$defs/Page/properties/size`): the model and
    /// the field, which is where the finding belongs rather than on the tool.
    def: Option<(String, Option<String>)>,
    message: String,
}

#[derive(Default)]
struct Totals {
    properties: usize,
    enum_values: usize,
    depth: usize,
}

fn walk(
    node: &Value,
    path: &mut Vec<String>,
    strict: bool,
    depth: usize,
    t: &mut Totals,
    found: &mut Vec<Finding>,
) {
    let Some(o) = node.as_object() else { return };
    t.depth = t.depth.max(depth);
    let param = param_of_path(path).map(str::to_string);
    let def = super::paths::definition_of_path(path);
    let mut problems = rejected_by_any_model(o, path);
    if strict {
        count_towards_limits(o, t);
        found.extend(unrequired_properties(o, &param, &def, path));
        problems.extend(rejected_in_strict_mode(o, path));
    }
    found.extend(problems.into_iter().map(|(info, message)| Finding {
        info,
        param: param.clone(),
        def: def.clone(),
        message,
    }));
    walk_children(o, path, strict, depth, t, found);
}

/// OpenAI's own notation for where a node is: the full path from the root
/// (`('properties', 'a', 'items')`).
fn context(path: &[String]) -> String {
    let parts: Vec<String> = path.iter().map(|p| format!("'{p}'")).collect();
    match parts.len() {
        0 => "()".to_string(),
        1 => format!("({},)", parts[0]),
        _ => format!("({})", parts.join(", ")),
    }
}

/// Whether the node's `type` is `name` or a list holding it.
fn is_type(o: &serde_json::Map<String, Value>, name: &str) -> bool {
    match o.get("type") {
        Some(Value::String(s)) => s == name,
        Some(Value::Array(a)) => a.iter().any(|x| x == name),
        _ => false,
    }
}

/// S009 and S010: what OpenAI refuses with strict mode on or off.
fn rejected_by_any_model(
    o: &serde_json::Map<String, Value>,
    path: &[String],
) -> Vec<(&'static RuleInfo, String)> {
    let mut out = Vec::new();
    if is_type(o, "array") && !o.contains_key("items") {
        out.push((
            &S009,
            format!(
                "In context={}, array schema missing items: OpenAI rejects the request",
                context(path)
            ),
        ));
    }
    // Only the root: every observed rejection says `In context=()` (forgecode#1359,
    // spring-ai#4776, playwright-mcp#1191), and a nested object without `properties` is
    // accepted outside strict mode (prism-php/prism#746: a nested
    // `{"type": "object", "additionalProperties": true}` went through once its empty
    // `properties` was left out). Inside a strict schema such a node is S002's.
    if path.is_empty()
        && is_type(o, "object")
        && !o.contains_key("properties")
        && !o.contains_key("$ref")
    {
        out.push((&S010, format!("In context={}, object schema missing properties: gpt-5 and the Responses API reject it", context(path))));
    }
    out
}

/// The node's share of S008's totals: object properties and enum values.
fn count_towards_limits(o: &serde_json::Map<String, Value>, t: &mut Totals) {
    if let Some(props) = o.get("properties").and_then(Value::as_object) {
        t.properties += props.len();
    }
    if let Some(e) = o.get("enum").and_then(Value::as_array) {
        t.enum_values += e.len();
    }
}

/// S001: each property `required` leaves out, as a finding on that property when the node
/// is the parameters object itself.
fn unrequired_properties(
    o: &serde_json::Map<String, Value>,
    param: &Option<String>,
    def: &Option<(String, Option<String>)>,
    path: &[String],
) -> Vec<Finding> {
    let Some(props) = o.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    let req: Vec<&str> = o
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    props
        .keys()
        .filter(|k| !req.contains(&k.as_str()))
        .map(|k| Finding {
            info: &S001,
            // A model definition's own properties are its fields, not the tool's parameters.
            param: param
                .clone()
                .or_else(|| def.is_none().then(|| k.clone())),
            def: def
                .as_ref()
                .map(|(model, field)| (model.clone(), field.clone().or(Some(k.clone())))),
            message: format!("In context={}, 'required' must include every key in properties. Missing '{k}': strict mode rejects optional parameters", context(path)),
        })
        .collect()
}

/// S002 to S007: the keywords and shapes outside the Structured Outputs subset.
fn rejected_in_strict_mode(
    o: &serde_json::Map<String, Value>,
    path: &[String],
) -> Vec<(&'static RuleInfo, String)> {
    let here = || context(path);
    let mut out: Vec<(&'static RuleInfo, String)> = Vec::new();
    if is_type(o, "object") && o.get("additionalProperties") != Some(&Value::Bool(false)) {
        out.push((
            &S002,
            format!(
                "In context={}, 'additionalProperties' is required to be supplied and to be false",
                here()
            ),
        ));
    }
    if o.contains_key("default") {
        out.push((&S003, format!("In context={}, 'default' is not permitted on Azure OpenAI; the parameter is required anyway", here())));
    }
    for k in [
        "oneOf",
        "not",
        "if",
        "then",
        "else",
        "dependentRequired",
        "dependentSchemas",
    ] {
        if o.contains_key(k) {
            out.push((
                &S004,
                format!(
                    "In context={}, '{k}' is not permitted in strict mode",
                    here()
                ),
            ));
        }
    }
    if o.get("allOf")
        .and_then(Value::as_array)
        .is_some_and(|a| a.len() > 1)
    {
        out.push((
            &S004,
            format!(
                "In context={}, 'allOf' is not permitted in strict mode",
                here()
            ),
        ));
    }
    for k in [
        "uniqueItems",
        "prefixItems",
        "propertyNames",
        "patternProperties",
    ] {
        if o.contains_key(k) {
            out.push((
                &S005,
                format!(
                    "In context={}, '{k}' is not permitted in strict mode",
                    here()
                ),
            ));
        }
    }
    if let Some(f) = o.get("format").and_then(Value::as_str) {
        if !FORMATS.contains(&f) {
            out.push((
                &S006,
                format!(
                    "In context={}, '{f}' is not a valid format in strict mode",
                    here()
                ),
            ));
        }
    }
    // `oneOf`/`allOf` carry their members' types; S004 already reports them.
    let typed = ["type", "anyOf", "enum", "$ref", "const", "oneOf", "allOf"]
        .iter()
        .any(|k| o.contains_key(*k));
    if !typed {
        out.push((
            &S007,
            format!("In context={}, schema must have a 'type' key", here()),
        ));
    }
    out
}

/// The node's subschemas, each walked with its path; properties, items and
/// `additionalProperties` nest one level deeper, alternatives and definitions do not.
fn walk_children(
    o: &serde_json::Map<String, Value>,
    path: &mut Vec<String>,
    strict: bool,
    depth: usize,
    t: &mut Totals,
    found: &mut Vec<Finding>,
) {
    for (k, v) in o {
        match k.as_str() {
            "properties" => {
                if let Some(props) = v.as_object() {
                    for (name, sub) in props {
                        path.push("properties".into());
                        path.push(name.clone());
                        walk(sub, path, strict, depth + 1, t, found);
                        path.pop();
                        path.pop();
                    }
                }
            }
            "items" | "additionalProperties" => {
                path.push(k.clone());
                walk(v, path, strict, depth + 1, t, found);
                path.pop();
            }
            "anyOf" | "oneOf" | "allOf" | "prefixItems" => {
                if let Some(a) = v.as_array() {
                    for (i, x) in a.iter().enumerate() {
                        path.push(k.clone());
                        path.push(i.to_string());
                        walk(x, path, strict, depth, t, found);
                        path.pop();
                        path.pop();
                    }
                }
            }
            "$defs" | "definitions" => {
                if let Some(defs) = v.as_object() {
                    for (name, sub) in defs {
                        path.push(k.clone());
                        path.push(name.clone());
                        walk(sub, path, strict, depth, t, found);
                        path.pop();
                        path.pop();
                    }
                }
            }
            _ => {}
        }
    }
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        for p in [Provider::OpenaiChat, Provider::OpenaiResponses] {
            if !tool.providers.contains(&p) {
                continue;
            }
            let Some(entry) = tool.payload_for(p) else {
                continue;
            };
            let Ok(schema) = &entry.rendered.result else {
                continue;
            };
            let Some(params) = crate::payload::parameters(schema) else {
                continue;
            };
            let strict = is_strict(p, schema);
            let mut found = Vec::new();
            let mut totals = Totals::default();
            walk(
                &Value::Object(params.clone().into_owned()),
                &mut Vec::new(),
                strict,
                1,
                &mut totals,
                &mut found,
            );
            if strict
                && (totals.properties > 5000 || totals.depth > 10 || totals.enum_values > 1000)
            {
                found.push(Finding {
                    info: &S008,
                    param: None,
                    def: None,
                    message: format!(
                        "the strict schema has {} properties, {} levels of nesting and {} enum values (limits: 5000, 10, 1000)",
                        totals.properties, totals.depth, totals.enum_values
                    ),
                });
            }
            if strict {
                defaults_made_required(tool, &params, &mut found);
                azure_default_into_made_required(&mut found);
            }
            emit(ctx, tool, p, found, out);
        }
    }
}

/// A parameter's default kept in a strict schema is one problem with two consequences: the
/// default never applies (S011) and Azure refuses the `default` (S003). One finding, on the
/// parameter, says both; a `default` deeper in the schema (a model's field) stays S003's.
fn azure_default_into_made_required(found: &mut Vec<Finding>) {
    let made_required: Vec<String> = (found.iter())
        .filter(|f| f.info.code == S011.code)
        .filter_map(|f| f.param.clone())
        .collect();
    for name in made_required {
        let here = format!("In context=('properties', '{name}'),");
        let Some(i) =
            (found.iter()).position(|f| f.info.code == S003.code && f.message.starts_with(&here))
        else {
            continue;
        };
        found.remove(i);
        if let Some(f) = (found.iter_mut())
            .find(|f| f.info.code == S011.code && f.param.as_deref() == Some(&name))
        {
            f.message.push_str(
                "; Azure OpenAI rejects the request: `default` is not permitted in a strict schema",
            );
        }
    }
}

/// Whether a property schema accepts `null` (`anyOf` with a null member, a type list with
/// `"null"`, `nullable`).
fn admits_null(s: &Value) -> bool {
    let null_type = |t: &Value| match t {
        Value::String(t) => t == "null",
        Value::Array(ts) => ts.iter().any(|t| t == "null"),
        _ => false,
    };
    s.get("type").is_some_and(null_type)
        || s.get("nullable") == Some(&Value::Bool(true))
        || s.get("anyOf")
            .and_then(Value::as_array)
            .is_some_and(|a| a.iter().any(admits_null))
}

/// Parameters with a Python default that the strict payload lists as required.
fn defaults_made_required(
    tool: &ToolView,
    params: &serde_json::Map<String, Value>,
    found: &mut Vec<Finding>,
) {
    let required: Vec<&str> = params
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for p in &tool.function.params {
        let Some(default) = &p.default else { continue };
        if !required.contains(&p.name.as_str()) {
            continue;
        }
        // `x: str = None`: V003 reports the cause (the type does not allow the default);
        // strict mode requiring the parameter is one of its consequences, not a second
        // problem (seed 59, zero-agent: judged redundant).
        if super::defaults::none_default_outside_type(p) {
            continue;
        }
        let prop = params.get("properties").and_then(|ps| ps.get(&p.name));
        // A required but nullable property keeps a way to say "no value": `x: T | None =
        // None` sent this way is the recommended strict pattern.
        // (stores also sends every defaulted parameter this way and puts the default back
        // when the model sends `null`.)
        if prop.is_some_and(admits_null) {
            continue;
        }
        let kept = prop.is_some_and(|s| s.get("default").is_some());
        let message = if kept {
            format!("`{}` has the default `{}` but strict mode makes it required: the model must always send it, so the default never applies", p.name, default.text)
        } else {
            format!("`{}` defaults to `{}` but strict mode makes it required and drops the default: the model must always send a value", p.name, default.text)
        };
        found.push(Finding {
            info: &S011,
            param: Some(p.name.clone()),
            def: None,
            message,
        });
    }
}

fn emit(ctx: &Ctx, tool: &ToolView, p: Provider, found: Vec<Finding>, out: &mut Vec<Diagnostic>) {
    for f in found {
        let (span, via) = match (&f.param, &f.def) {
            (None, Some((model, field))) => {
                super::paths::definition_place(ctx, tool, model, field.as_deref())
            }
            _ => None,
        }
        .unwrap_or_else(|| super::paths::finding_place(ctx, tool, f.param.as_deref()));
        let msg = format!("{}: {}", p.label(), f.message);
        // Chat and Responses usually agree: merge them into one diagnostic.
        if let Some(existing) = out.iter_mut().find(|o| {
            o.code == f.info.code
                && o.span == span
                && o.message.split_once(": ").map(|x| x.1) == msg.split_once(": ").map(|x| x.1)
        }) {
            if !existing.providers.contains(&p) {
                existing.providers.push(p);
                existing.message = format!("OpenAI: {}", f.message);
            }
            continue;
        }
        let mut d = ctx.diag(f.info, span, msg, vec![p], Some(tool));
        d.related.extend(via);
        out.push(d);
    }
}
