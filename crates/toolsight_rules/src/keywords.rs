//! What each provider does with one JSON Schema keyword, for the hover of a key in a
//! hand-written schema. The lists are the ones the rules check against, so the hover and
//! the diagnostics never disagree.

use super::anthropic::STRICT_UNSUPPORTED;
use super::gemini::ALLOWED as GEMINI_SCHEMA_FIELDS;

/// JSON Schema 2020-12 keywords (and OpenAPI's `nullable`, `example`, which Gemini's schema
/// uses): a key outside this list is a property name or a typo, not a keyword.
const KEYWORDS: &[&str] = &[
    "$schema",
    "$id",
    "$ref",
    "$defs",
    "$anchor",
    "$dynamicRef",
    "$comment",
    "definitions",
    "type",
    "enum",
    "const",
    "title",
    "description",
    "default",
    "examples",
    "example",
    "deprecated",
    "readOnly",
    "writeOnly",
    "nullable",
    "format",
    "pattern",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "items",
    "prefixItems",
    "minItems",
    "maxItems",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    "unevaluatedItems",
    "properties",
    "required",
    "additionalProperties",
    "patternProperties",
    "propertyNames",
    "minProperties",
    "maxProperties",
    "unevaluatedProperties",
    "dependentRequired",
    "dependentSchemas",
    "anyOf",
    "oneOf",
    "allOf",
    "not",
    "if",
    "then",
    "else",
    "propertyOrdering",
    "contentEncoding",
    "contentMediaType",
];

/// Keywords OpenAI's strict mode refuses (`In context=(...), 'X' is not permitted.`).
const OPENAI_STRICT_REFUSED: &[&str] = &[
    "oneOf",
    "allOf",
    "not",
    "if",
    "then",
    "else",
    "dependentRequired",
    "dependentSchemas",
    "uniqueItems",
    "propertyNames",
    "patternProperties",
    "unevaluatedProperties",
];

/// One provider's treatment of a keyword.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Where (provider and mode).
    pub target: &'static str,
    pub accepted: bool,
    /// What happens, with the provider's own error text where it is known.
    pub why: String,
}

/// How each provider treats `keyword`; `None` when it is not a JSON Schema keyword.
pub fn verdicts(keyword: &str) -> Option<Vec<Verdict>> {
    if !KEYWORDS.contains(&keyword) {
        return None;
    }
    let mut out = Vec::new();
    let gemini_ok = GEMINI_SCHEMA_FIELDS.contains(&keyword);
    out.push(Verdict {
        target: "Gemini `parameters`",
        accepted: gemini_ok,
        why: if gemini_ok {
            "a field of Gemini's OpenAPI `Schema`".into()
        } else {
            format!("rejected: `Invalid JSON payload received. Unknown name \"{keyword}\" ...: Cannot find field.` (use `parameters_json_schema`)")
        },
    });
    out.push(Verdict {
        target: "Gemini `parameters_json_schema`",
        accepted: true,
        why: "JSON Schema, accepted".into(),
    });
    let (openai_ok, openai_why) = match keyword {
        k if OPENAI_STRICT_REFUSED.contains(&k) => (
            false,
            format!("rejected: `Invalid schema for function '...': In context=(...), '{k}' is not permitted.`"),
        ),
        "additionalProperties" => (true, "must be `false` on every object".into()),
        "default" => (
            true,
            "accepted by OpenAI, rejected by Azure OpenAI (`'default' is not permitted`)".into(),
        ),
        "format" => (
            true,
            format!(
                "only {} (`'uri' is not a valid format.`)",
                super::strict::FORMATS.join(", ")
            ),
        ),
        "prefixItems" => (
            false,
            "ignored; the array is then refused as `array schema missing items`".into(),
        ),
        _ => (true, "accepted".into()),
    };
    out.push(Verdict {
        target: "OpenAI strict",
        accepted: openai_ok,
        why: openai_why,
    });
    out.push(Verdict {
        target: "OpenAI non-strict",
        accepted: true,
        why: "accepted (not enforced on the model's output)".into(),
    });
    let (anthropic_ok, anthropic_why) = match keyword {
        k if STRICT_UNSUPPORTED.contains(&k) => (
            false,
            "rejected by strict tool use (the grammar has no numeric, length or array constraints)"
                .to_string(),
        ),
        "additionalProperties" => (true, "must be explicitly `false` on every object".into()),
        "minItems" => (true, "only 0 or 1".into()),
        _ => (true, "accepted".into()),
    };
    out.push(Verdict {
        target: "Anthropic strict",
        accepted: anthropic_ok,
        why: anthropic_why,
    });
    out.push(Verdict {
        target: "Anthropic, MCP",
        accepted: true,
        why: "any JSON Schema draft 2020-12 keyword".into(),
    });
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::verdicts;

    fn accepted(keyword: &str, target: &str) -> bool {
        verdicts(keyword)
            .unwrap()
            .into_iter()
            .find(|v| v.target == target)
            .unwrap()
            .accepted
    }

    #[test]
    fn verdicts_follow_the_rules_lists() {
        assert!(!accepted("additionalProperties", "Gemini `parameters`"));
        assert!(accepted("nullable", "Gemini `parameters`"));
        assert!(!accepted("oneOf", "OpenAI strict"));
        assert!(accepted("anyOf", "OpenAI strict"));
        assert!(!accepted("maxLength", "Anthropic strict"));
        assert!(verdicts("city").is_none());
    }
}
