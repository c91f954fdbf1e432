//! MCP `tools/list` entries: what the specification requires of `inputSchema` and what known
//! clients refuse.

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::Provider;

use super::{param_span, Ctx, Diagnostic, RuleInfo};

pub const M001: RuleInfo = RuleInfo {
    code: "M001",
    name: "mcp-input-schema-not-object",
    severity: Severity::Error,
    summary: "MCP `inputSchema` must be an object schema",
    doc: "The MCP specification (revision 2026-07-28) defines `Tool.inputSchema` as a JSON Schema whose root has `\"type\": \"object\"`. Clients validate it: the MCP SDKs refuse the `tools/list` result (`inputSchema.type: Input should be 'object'`), and Rust servers built with rmcp panic at start-up on a non-object parameter type.\n\nExample: a hand-written `types.Tool(name=\"lookup\", inputSchema={\"type\": \"array\", ...})`.\n\nFix: wrap the value in an object with one property (`{\"type\": \"object\", \"properties\": {\"items\": {...}}}`).",
};

pub const M002: RuleInfo = RuleInfo {
    code: "M002",
    name: "mcp-array-without-items",
    severity: Severity::Warning,
    summary: "VS Code refuses MCP tools with an array parameter that has no `items`",
    doc: "VS Code's MCP client (Copilot agent mode) validates every tool schema and refuses arrays without `items`: `tool parameters array type must have items`; since VS Code 1.127 one invalid tool breaks the whole session (microsoft/vscode#257537, #325618).\n\nExample: a parameter annotated with bare `list` or `tuple`.\n\nFix: give the element type (`list[str]`).",
};

pub const RULES: &[RuleInfo] = &[M001, M002];

/// The path (below the property, `""` for the property itself) of the first array without
/// `items` in a property's schema, at any depth, as VS Code finds it: a node whose `type` is
/// the string `"array"` (a list of types is not), reached through the keywords that hold
/// schemas (`properties`, `items`, `anyOf`, ...; not `examples`, `default` or `$defs`), the
/// walk of vscode-copilot-chat's `toolSchemaNormalizer.ts`.
fn array_without_items(v: &Value, at: &str) -> Option<String> {
    let Value::Object(m) = v else {
        return None;
    };
    let is_array = m.get("type").and_then(Value::as_str) == Some("array");
    if is_array && !m.contains_key("items") && !m.contains_key("prefixItems") {
        return Some(at.to_string());
    }
    // Keywords whose value is a map of schemas, a schema or a list of schemas.
    const MAPS: &[&str] = &["properties", "dependencies", "patternProperties"];
    const ONE_OR_LIST: &[&str] = &[
        "items",
        "additionalProperties",
        "anyOf",
        "allOf",
        "oneOf",
        "not",
        "if",
        "then",
        "else",
        "contains",
    ];
    for (k, x) in m {
        let k = k.as_str();
        let found = if MAPS.contains(&k) {
            x.as_object().and_then(|o| {
                o.iter()
                    .find_map(|(n, y)| array_without_items(y, &format!("{at}.{k}.{n}")))
            })
        } else if ONE_OR_LIST.contains(&k) {
            match x {
                Value::Array(a) => a
                    .iter()
                    .enumerate()
                    .find_map(|(i, y)| array_without_items(y, &format!("{at}.{k}[{i}]"))),
                y => array_without_items(y, &format!("{at}.{k}")),
            }
        } else {
            None
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        if !tool.providers.contains(&Provider::Mcp) {
            continue;
        }
        let Some(entry) = tool.payload_for(Provider::Mcp) else {
            continue;
        };
        let Ok(schema) = &entry.rendered.result else {
            continue;
        };
        let Some(input) = schema.get("inputSchema") else {
            continue;
        };
        if input.get("type").and_then(Value::as_str) != Some("object") {
            let found = input
                .get("type")
                .map(|t| t.to_string())
                .unwrap_or_else(|| "no `type`".into());
            out.push(ctx.diag(
                &M001,
                tool.function.name_span,
                format!("MCP requires `inputSchema` to be `\"type\": \"object\"`, found {found}: clients refuse the tool list"),
                vec![Provider::Mcp],
                Some(tool),
            ));
        }
        if let Some(props) = input.get("properties").and_then(Value::as_object) {
            for (k, p) in props {
                if let Some(at) = array_without_items(p, "") {
                    // Nested (`messages.items.properties.content.anyOf[1]`, a schema written as
                    // a constant elsewhere): the message says where, the property is the place.
                    let what = if at.is_empty() {
                        format!("`{k}` is an array without `items`")
                    } else {
                        format!("`{k}` holds an array without `items` at `{k}{at}`")
                    };
                    out.push(ctx.diag(
                        &M002,
                        param_span(tool.function, k),
                        format!("{what}: VS Code refuses the tool (`tool parameters array type must have items`)"),
                        vec![Provider::Mcp],
                        Some(tool),
                    ));
                }
            }
        }
    }
}
