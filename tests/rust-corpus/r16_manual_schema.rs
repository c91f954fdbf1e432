//! Hand-written `impl JsonSchema`: a literal schema (`json_schema!`) is the type's schema (as a
//! `$defs` entry named by `schema_name()`, or inline with `inline_schema() -> true`); a schema
//! computed at run time cannot be read statically.

use std::borrow::Cow;

use rmcp::handler::server::wrapper::Parameters;
use rmcp::schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;

/// Arbitrary JSON the server passes through; an empty `properties` keeps OpenAI strict mode happy.
#[derive(Debug, Deserialize)]
pub struct Opaque(serde_json::Value);

impl JsonSchema for Opaque {
    fn schema_name() -> Cow<'static, str> {
        "Opaque".into()
    }

    fn json_schema(_generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "object",
            "properties": {}
        })
    }
}

/// A colour as `#rrggbb`.
#[derive(Debug, Deserialize)]
pub struct Hex(String);

impl JsonSchema for Hex {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed("Hex")
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": "^#[0-9a-f]{6}$",
            "description": "A colour as `#rrggbb`."
        })
    }
}

/// Settings whose schema is built at run time.
#[derive(Debug, Deserialize)]
pub struct Dynamic(serde_json::Value);

impl JsonSchema for Dynamic {
    fn schema_name() -> Cow<'static, str> {
        "Dynamic".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let mut schema = generator.subschema_for::<String>();
        schema.insert("minLength".into(), 1.into());
        schema
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct PaintParams {
    pub fill: Hex,
    pub stroke: Option<Hex>,
    /// Extra options.
    pub options: Opaque,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TuneParams {
    pub name: String,
    pub settings: Dynamic,
}

/// The whole parameter object written by hand.
#[derive(Debug, Deserialize)]
pub struct RawParams(serde_json::Map<String, serde_json::Value>);

impl JsonSchema for RawParams {
    fn schema_name() -> Cow<'static, str> {
        "RawParams".into()
    }

    fn json_schema(_generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "What to run."}
            },
            "required": ["query"]
        })
    }
}

pub struct ManualServer;

#[tool_router(vis = "pub")]
impl ManualServer {
    /// Paint a shape.
    #[tool]
    fn paint(&self, Parameters(p): Parameters<PaintParams>) -> String {
        String::new()
    }

    /// Tune a setting.
    #[tool]
    fn tune(&self, Parameters(p): Parameters<TuneParams>) -> String {
        String::new()
    }

    /// Run a raw query.
    #[tool]
    fn raw(&self, Parameters(p): Parameters<RawParams>) -> String {
        String::new()
    }
}
