//! Anthropic `input_schema`: a JSON Schema object whose top-level property keys follow a
//! pattern, plus the strict-tool-use subset when `strict: true`.

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::Provider;

use super::{param_span, Ctx, Diagnostic, RuleInfo};

pub const A001: RuleInfo = RuleInfo {
    code: "A001",
    name: "anthropic-root-not-object",
    severity: Severity::Error,
    summary: "Anthropic `input_schema` must be `type: object`",
    doc: "The root of `input_schema` must be a JSON Schema object with `\"type\": \"object\"`; combinators at the top level are refused.\n\nWhy: `tools.0.custom.input_schema.type: Field required`, `input_schema does not support oneOf, allOf, or anyOf at the top level`.\n\nFix: wrap the parameters in an object (libraries normally do).",
};

pub const A002: RuleInfo = RuleInfo {
    code: "A002",
    name: "anthropic-property-key",
    severity: Severity::Error,
    summary: "Anthropic property keys must match `^[a-zA-Z0-9_.-]{1,64}$`",
    doc: "Top-level property names longer than 64 characters or with other characters are refused.\n\nWhy: `tools.0.custom.input_schema.properties: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'`.\n\nExample: a parameter named `größe` or a 70-character parameter name.\n\nFix: rename the parameter.",
};

pub const A003: RuleInfo = RuleInfo {
    code: "A003",
    name: "anthropic-strict-subset",
    severity: Severity::Error,
    summary: "Anthropic strict tools: unsupported schema keywords",
    doc: "With `strict: true` Anthropic compiles the schema into a grammar and refuses, at any depth, numeric constraints, string length limits, array constraints other than `minItems` 0/1, `oneOf`, and objects without an explicit `additionalProperties: false` (`For 'object' type, 'additionalProperties' must be explicitly set to false`).\n\nFix: move constraints into the description and validate in the function; close every object with `additionalProperties: false` (the Anthropic SDK's `transform_schema` does both).",
};

pub const RULES: &[RuleInfo] = &[A001, A002, A003];

fn key_ok(k: &str) -> bool {
    !k.is_empty()
        && k.len() <= 64
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'))
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        if !tool.providers.contains(&Provider::Anthropic) {
            continue;
        }
        let Some(entry) = tool.payload_for(Provider::Anthropic) else {
            continue;
        };
        let Ok(schema) = &entry.rendered.result else {
            continue;
        };
        let Some(root) = crate::payload::parameters(schema) else {
            continue;
        };
        let strict = schema
            .get("strict")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        if root.get("type").and_then(Value::as_str) != Some("object") {
            out.push(ctx.diag(&A001, tool.function.name_span, "Anthropic requires `input_schema` to be `\"type\": \"object\"` (`input_schema.type: Field required`)".into(), vec![Provider::Anthropic], Some(tool)));
        }
        for k in ["anyOf", "oneOf", "allOf"] {
            if root.contains_key(k) {
                out.push(ctx.diag(
                    &A001,
                    tool.function.name_span,
                    format!("Anthropic rejects `{k}` at the top level of `input_schema`"),
                    vec![Provider::Anthropic],
                    Some(tool),
                ));
            }
        }
        if let Some(props) = root.get("properties").and_then(Value::as_object) {
            for k in props.keys() {
                if !key_ok(k) {
                    out.push(ctx.diag(&A002, param_span(tool.function, k), format!("property key `{k}` does not match '^[a-zA-Z0-9_.-]{{1,64}}$': Anthropic rejects the tool"), vec![Provider::Anthropic], Some(tool)));
                }
            }
        }
        if strict {
            let mut found = Vec::new();
            strict_walk(
                &Value::Object(root.into_owned()),
                &mut Vec::new(),
                &mut found,
            );
            for (param, message) in found {
                let span = param
                    .as_deref()
                    .map(|p| param_span(tool.function, p))
                    .unwrap_or(tool.function.name_span);
                let d = ctx.diag(&A003, span, message, vec![Provider::Anthropic], Some(tool));
                if !out
                    .iter()
                    .any(|o| o.code == "A003" && o.span == d.span && o.message == d.message)
                {
                    out.push(d);
                }
            }
        }
    }
}

/// Keywords Anthropic's strict grammar refuses wherever they appear.
pub(super) const STRICT_UNSUPPORTED: &[&str] = &[
    "minimum",
    "maximum",
    "multipleOf",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "maxItems",
    "uniqueItems",
    "prefixItems",
    "oneOf",
];

/// Strict tool use compiles the whole schema: constraints and open objects are refused at
/// any depth, not only on top-level properties, and every object must say
/// `additionalProperties: false` (the root included).
fn strict_walk(node: &Value, path: &mut Vec<String>, found: &mut Vec<(Option<String>, String)>) {
    let Some(o) = node.as_object() else { return };
    let param = super::library::param_of_path(path).map(str::to_string);
    let at = super::gemini::location(path)
        .map(|l| format!("`{l}`"))
        .unwrap_or_else(|| "the input schema".to_string());
    for bad in STRICT_UNSUPPORTED {
        if o.contains_key(*bad) {
            found.push((
                param.clone(),
                format!("{at}: `{bad}` is not supported by Anthropic strict tool use"),
            ));
        }
    }
    if o.get("minItems")
        .and_then(Value::as_u64)
        .is_some_and(|n| n > 1)
    {
        found.push((
            param.clone(),
            format!("{at}: `minItems` above 1 is not supported by Anthropic strict tool use"),
        ));
    }
    let is_object = match o.get("type") {
        Some(Value::String(t)) => t == "object",
        Some(Value::Array(a)) => a.iter().any(|t| t == "object"),
        _ => false,
    };
    if is_object && o.get("additionalProperties") != Some(&Value::Bool(false)) {
        found.push((
            param.clone(),
            format!("{at}: For 'object' type, 'additionalProperties' must be explicitly set to false (Anthropic strict tool use)"),
        ));
    }
    for (k, v) in o {
        match k.as_str() {
            "properties" => {
                if let Some(props) = v.as_object() {
                    for (name, sub) in props {
                        path.push("properties".into());
                        path.push(name.clone());
                        strict_walk(sub, path, found);
                        path.pop();
                        path.pop();
                    }
                }
            }
            "items" => {
                path.push("items".into());
                strict_walk(v, path, found);
                path.pop();
            }
            "anyOf" | "allOf" | "oneOf" | "prefixItems" => {
                for x in v.as_array().into_iter().flatten() {
                    strict_walk(x, path, found);
                }
            }
            "$defs" | "definitions" => {
                for (name, sub) in v.as_object().into_iter().flatten() {
                    path.push(k.clone());
                    path.push(name.clone());
                    strict_walk(sub, path, found);
                    path.pop();
                    path.pop();
                }
            }
            _ => {}
        }
    }
}
