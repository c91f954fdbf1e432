//! Anthropic `input_schema`: a JSON Schema object whose top-level property keys follow a
//! pattern, plus the strict-tool-use subset when `strict: true`.

use serde_json::Value;

use crate::config::Severity;
use crate::dialects::Provider;

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
    doc: "With `strict: true` Anthropic compiles the schema into a grammar and refuses numeric constraints, string length limits, array constraints other than `minItems` 0/1, and `additionalProperties` other than `false` (`For 'object' type, 'additionalProperties' must be explicitly set to false`).\n\nFix: move constraints into the description and validate in the function.",
};

pub const RULES: &[RuleInfo] = &[A001, A002, A003];

fn key_ok(k: &str) -> bool {
    !k.is_empty()
        && k.len() <= 64
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'))
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in &ctx.tools {
        if !tool.providers.contains(&Provider::Anthropic) {
            continue;
        }
        let Some(entry) = tool.entry(Provider::Anthropic) else {
            continue;
        };
        let Ok(schema) = &entry.rendered.result else {
            continue;
        };
        let Some(root) = super::gemini::parameters_object(schema) else {
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
            if strict {
                for (k, v) in props {
                    for bad in [
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
                    ] {
                        if v.get(bad).is_some() {
                            out.push(ctx.diag(
                                &A003,
                                param_span(tool.function, k),
                                format!("`{bad}` is not supported by Anthropic strict tool use"),
                                vec![Provider::Anthropic],
                                Some(tool),
                            ));
                        }
                    }
                }
            }
        }
    }
}
