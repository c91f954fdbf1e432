//! What providers add around tool definitions, where they document it. Estimates, labelled
//! as such wherever they are shown.
//!
//! - OpenAI renders functions into the prompt in its own format; its cookbook ("How to count
//!   tokens with tiktoken", `num_tokens_for_tools`) gives a counting method with fixed costs
//!   per function, property and enum member, fitted to the API's reported usage. It reads
//!   only top-level properties, so nested objects are under-counted.
//! - Anthropic documents the tool-use system prompt it adds to every request with tools:
//!   346 tokens with `tool_choice` `auto` or `none`, 313 with `any` or a named tool, for its
//!   current models. Its tokenizer is not public: the JSON count under an OpenAI encoding
//!   stands in for the definitions themselves.
//! - Gemini documents neither.

use serde_json::Value;

use super::{count, Encoding};

/// Anthropic's tool-use system prompt with `tool_choice` `auto` (the default) or `none`.
pub const ANTHROPIC_TOOL_PROMPT_AUTO: usize = 346;
/// Anthropic's tool-use system prompt with `tool_choice` `any` or a named tool.
pub const ANTHROPIC_TOOL_PROMPT_ANY: usize = 313;

/// The cookbook's fixed costs for one encoding's model family.
struct Costs {
    function: isize,
    properties: isize,
    property: isize,
    enumeration: isize,
    enum_member: isize,
    /// Once per request with tools.
    end: isize,
}

fn costs(encoding: Encoding) -> Costs {
    match encoding {
        // gpt-4o / gpt-4o-mini in the cookbook.
        Encoding::O200kBase => Costs {
            function: 7,
            properties: 3,
            property: 3,
            enumeration: -3,
            enum_member: 3,
            end: 12,
        },
        // gpt-4 / gpt-3.5-turbo.
        Encoding::Cl100kBase => Costs {
            function: 10,
            properties: 3,
            property: 3,
            enumeration: -3,
            enum_member: 3,
            end: 12,
        },
    }
}

/// The tokens OpenAI's rendering of one function costs, by the cookbook's method, for a
/// Chat Completions (`{"type": "function", "function": {...}}`) or Responses (flat) payload;
/// `None` for other shapes.
pub fn openai_function(payload: &Value, encoding: Encoding) -> Option<usize> {
    let f = match payload.get("function") {
        Some(f) if f.is_object() => f,
        _ if payload.get("type").and_then(Value::as_str) == Some("function")
            && payload.get("name").is_some() =>
        {
            payload
        }
        _ => return None,
    };
    let c = costs(encoding);
    let text = |v: Option<&Value>| match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    };
    let trim_dot = |s: String| s.strip_suffix('.').map(str::to_string).unwrap_or(s);
    let mut total = c.function;
    let name = text(f.get("name"));
    let description = trim_dot(text(f.get("description")));
    total += count(&format!("{name}:{description}"), encoding) as isize;
    if let Some(props) = f
        .get("parameters")
        .and_then(|p| p.get("properties"))
        .and_then(Value::as_object)
        .filter(|p| !p.is_empty())
    {
        total += c.properties;
        for (key, schema) in props {
            total += c.property;
            if let Some(members) = schema.get("enum").and_then(Value::as_array) {
                total += c.enumeration;
                for m in members {
                    total += c.enum_member;
                    total += count(&text(Some(m)), encoding) as isize;
                }
            }
            let ty = text(schema.get("type"));
            let desc = trim_dot(text(schema.get("description")));
            total += count(&format!("{key}:{ty}:{desc}"), encoding) as isize;
        }
    }
    Some(total.max(0) as usize)
}

/// The fixed cost OpenAI adds once per request that carries tools.
pub fn openai_request(encoding: Encoding) -> usize {
    costs(encoding).end as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cookbook's own example tool; its method, applied by hand to the o200k token
    /// counts of the two lines it encodes, gives these figures.
    #[test]
    fn cookbook_example() {
        let tool: Value = serde_json::json!({"type": "function", "function": {
            "name": "get_current_weather",
            "description": "Get the current weather in a given location",
            "parameters": {"type": "object", "properties": {
                "location": {"type": "string", "description": "The city and state, e.g. San Francisco, CA"},
                "unit": {"type": "string", "description": "The unit of temperature to return", "enum": ["celsius", "fahrenheit"]}
            }, "required": ["location"]}}});
        let e = Encoding::O200kBase;
        let by_hand =
            7 + count(
                "get_current_weather:Get the current weather in a given location",
                e,
            ) + 3
                + 3
                + count(
                    "location:string:The city and state, e.g. San Francisco, CA",
                    e,
                )
                + 3
                + (3 + count("celsius", e) + 3 + count("fahrenheit", e))
                - 3
                + count("unit:string:The unit of temperature to return", e);
        assert_eq!(openai_function(&tool, e), Some(by_hand));
        // The Responses shape is the same function, flat.
        let flat = serde_json::json!({"type": "function", "name": tool["function"]["name"],
            "description": tool["function"]["description"], "parameters": tool["function"]["parameters"]});
        assert_eq!(openai_function(&flat, e), Some(by_hand));
        // Anthropic's shape is not OpenAI's.
        assert_eq!(
            openai_function(&serde_json::json!({"input_schema": {}}), e),
            None
        );
    }
}
