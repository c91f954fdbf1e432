//! What an MCP client receives from `tools/list`: the wire form of a tool.
//!
//! An mcp 2.x server (the SDK's `MCPServer`, fastmcp 3+, which serves through the SDK's
//! low-level server) does not send its in-memory `Tool` models as they are: the runner
//! re-validates the result against the negotiated protocol version's wire model
//! (`mcp_types.methods.serialize_server_result`) and dumps that. Those models are generated
//! from the specification's schema, so their fields come in the schema's (alphabetical)
//! order, unknown fields of a tool are dropped (`extra="ignore"`), and the schemas
//! (`extra="allow"`) list their declared fields first and the rest after, in the order the
//! tool had them. Nested schemas (the properties, `$defs`) pass through untouched.

use serde_json::{Map, Value};

/// The protocol revision whose wire form is shown (`mcp.protocol-version`). The four
/// revisions reached through the `initialize` handshake share one wire model in mcp 2.x.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum McpProtocol {
    /// 2024-11-05 to 2025-11-25: what a client that connects with `initialize` receives
    /// (stdio and HTTP clients, and the SDK's own client in `legacy` mode).
    #[default]
    Handshake,
    /// 2026-07-28: the per-request revision (a client that probes `server/discover`).
    V2026_07_28,
}

impl McpProtocol {
    pub const IDS: [&'static str; 5] = [
        "2024-11-05",
        "2025-03-26",
        "2025-06-18",
        "2025-11-25",
        "2026-07-28",
    ];

    pub fn from_id(id: &str) -> Option<McpProtocol> {
        match id {
            "2026-07-28" => Some(McpProtocol::V2026_07_28),
            _ if McpProtocol::IDS.contains(&id) => Some(McpProtocol::Handshake),
            _ => None,
        }
    }

    /// The fields of the wire models, in their order.
    fn tool_fields(self) -> &'static [&'static str] {
        match self {
            McpProtocol::Handshake => &[
                "_meta",
                "annotations",
                "description",
                "execution",
                "icons",
                "inputSchema",
                "name",
                "outputSchema",
                "title",
            ],
            // `execution` (task support) is gone from the 2026 tool.
            McpProtocol::V2026_07_28 => &[
                "_meta",
                "annotations",
                "description",
                "icons",
                "inputSchema",
                "name",
                "outputSchema",
                "title",
            ],
        }
    }

    fn input_schema_fields(self) -> &'static [&'static str] {
        match self {
            McpProtocol::Handshake => &["$schema", "properties", "required", "type"],
            McpProtocol::V2026_07_28 => &["$schema", "type"],
        }
    }

    fn output_schema_fields(self) -> &'static [&'static str] {
        match self {
            McpProtocol::Handshake => &["$schema", "properties", "required", "type"],
            McpProtocol::V2026_07_28 => &["$schema"],
        }
    }
}

const ANNOTATION_FIELDS: [&str; 5] = [
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
    "readOnlyHint",
    "title",
];

/// A tool's `tools/list` entry as the in-memory model dumps it, in its wire form for
/// `protocol`. Anything but an object is returned as it is.
pub fn tool(entry: Value, protocol: McpProtocol) -> Value {
    let Value::Object(mut m) = entry else {
        return entry;
    };
    let mut out = Map::new();
    for &key in protocol.tool_fields() {
        let Some(v) = m.remove(key) else { continue };
        let v = match key {
            "inputSchema" => declared_first(v, protocol.input_schema_fields(), true),
            "outputSchema" => declared_first(v, protocol.output_schema_fields(), true),
            "annotations" => declared_first(v, &ANNOTATION_FIELDS, false),
            _ => v,
        };
        out.insert(key.into(), v);
    }
    Value::Object(out)
}

/// A wire model's dump: its declared fields in order, then (when it allows extra fields) the
/// others in the order they came.
fn declared_first(v: Value, fields: &[&str], keep_extra: bool) -> Value {
    let Value::Object(mut m) = v else { return v };
    let mut out = Map::new();
    for &key in fields {
        if let Some(v) = m.remove(key) {
            out.insert(key.into(), v);
        }
    }
    if keep_extra {
        out.extend(m);
    }
    Value::Object(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn keys(v: &Value) -> Vec<&str> {
        v.as_object().unwrap().keys().map(String::as_str).collect()
    }

    #[test]
    fn versions_are_read_by_their_ids() {
        assert_eq!(
            McpProtocol::from_id("2025-06-18"),
            Some(McpProtocol::Handshake)
        );
        assert_eq!(
            McpProtocol::from_id("2026-07-28"),
            Some(McpProtocol::V2026_07_28)
        );
        assert_eq!(McpProtocol::from_id("2025-13-01"), None);
    }

    #[test]
    fn unknown_tool_fields_are_dropped_and_nested_schemas_kept() {
        let t = json!({"name": "f", "x-extra": 1, "inputSchema": {"title": "fArguments",
            "properties": {"b": {"type": "string", "title": "B"}}, "type": "object"}});
        let w = tool(t, McpProtocol::Handshake);
        assert_eq!(keys(&w), ["inputSchema", "name"]);
        assert_eq!(keys(&w["inputSchema"]), ["properties", "type", "title"]);
        assert_eq!(
            keys(&w["inputSchema"]["properties"]["b"]),
            ["type", "title"]
        );
        let m = tool(w, McpProtocol::V2026_07_28);
        assert_eq!(keys(&m["inputSchema"]), ["type", "properties", "title"]);
    }
}
