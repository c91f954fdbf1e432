//! rmcp tools: names, titles, annotations, a second router, duplicate and invalid names,
//! `ToolBase` tools and a hand-written `ToolRouter` builder, `input_schema = expr`.

use std::borrow::Cow;
use std::sync::Arc;

use rmcp::handler::server::router::tool::{
    AsyncTool, CallToolHandlerExt, SyncTool, ToolBase, ToolRouter,
};
use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use rmcp::{schemars, tool, tool_router, ErrorData};
use serde::{Deserialize, Serialize};

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
pub struct PathRequest {
    /// A path relative to the workspace.
    pub path: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct QueryRequest {
    pub query: String,
}

#[derive(Debug, Default)]
pub struct NamesServer;

#[tool_router(vis = "pub")]
impl NamesServer {
    #[tool(
        name = "fs.read_file",
        title = "Read file",
        description = "Read a file.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    fn read_file(&self, Parameters(_r): Parameters<PathRequest>) -> String {
        String::new()
    }

    /// Write a file.
    #[tool(annotations(
        title = "Write file",
        read_only_hint = false,
        destructive_hint = true,
        idempotent_hint = true,
        open_world_hint = false
    ))]
    fn write_file(&self, Parameters(_r): Parameters<PathRequest>) -> String {
        String::new()
    }

    /// Search the web.
    #[tool(name = "search web")]
    fn search_web(&self, Parameters(_r): Parameters<QueryRequest>) -> String {
        String::new()
    }

    /// List files.
    #[tool(name = "files/list")]
    fn list(&self, Parameters(_r): Parameters<PathRequest>) -> String {
        String::new()
    }

    /// Get the weather for a city (non-ASCII name).
    #[tool(name = "wetter_abrufen_für_stadt")]
    fn wetter(&self, Parameters(_r): Parameters<QueryRequest>) -> String {
        String::new()
    }

    /// A 70-character name.
    #[tool(name = "an_extremely_long_tool_name_that_goes_on_and_on_past_the_sixty_four_xy")]
    fn long_name(&self) -> String {
        String::new()
    }

    /// A 129-character name.
    #[tool(
        name = "a_name_of_one_hundred_and_twenty_nine_characters_is_one_more_than_the_limit_of_the_mcp_specification_so_it_triggers_a_warning_xyz"
    )]
    fn too_long(&self) -> String {
        String::new()
    }

    /// A 128-character name, the longest the MCP rule accepts.
    #[tool(
        name = "a_name_of_exactly_one_hundred_and_twenty_eight_characters_is_the_longest_the_mcp_naming_rule_accepts_without_any_warning_xxxxxxx"
    )]
    fn max_length(&self) -> String {
        String::new()
    }

    /// Look up a record (first version).
    #[tool(name = "lookup")]
    fn lookup_v1(&self, Parameters(_r): Parameters<QueryRequest>) -> String {
        String::new()
    }

    /// Look up a record (second version, wins).
    #[tool(name = "lookup")]
    fn lookup_v2(&self, Parameters(_r): Parameters<PathRequest>) -> String {
        String::new()
    }

    /// A hand-written input schema.
    #[tool(input_schema = raw_sql_schema())]
    fn run_sql(&self) -> String {
        String::new()
    }
}

fn raw_sql_schema() -> Arc<JsonObject> {
    Arc::new(rmcp::model::object(serde_json::json!({
        "type": "object",
        "properties": {"sql": {"type": "string", "description": "The query."}},
        "required": ["sql"]
    })))
}

#[derive(Debug, Default)]
pub struct AdminServer;

#[tool_router(router = admin_router, vis = "pub")]
impl AdminServer {
    /// Restart the service.
    #[tool(title = "Restart")]
    fn restart(&self) -> String {
        String::new()
    }

    /// Purge a cache.
    #[tool(annotations(destructive_hint = true))]
    fn purge(&self, Parameters(_r): Parameters<PathRequest>) -> String {
        String::new()
    }
}

#[tool_router(vis = "pub")]
impl AdminServer {
    /// Status of the service.
    #[tool]
    fn status(&self) -> String {
        String::new()
    }
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
pub struct WordCountInput {
    /// The text to count.
    pub text: String,
    pub unique: Option<bool>,
}

/// The result of a count.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct WordCountOutput {
    pub words: u64,
    pub unique: Option<u64>,
}

pub struct WordCount;

impl ToolBase for WordCount {
    type Parameter = WordCountInput;
    type Output = WordCountOutput;
    type Error = ErrorData;

    fn name() -> Cow<'static, str> {
        "word-count".into()
    }

    fn title() -> Option<String> {
        Some("Word count".into())
    }

    fn description() -> Option<Cow<'static, str>> {
        Some("Count the words of a text.".into())
    }

    fn annotations() -> Option<ToolAnnotations> {
        Some(ToolAnnotations::new().read_only(true))
    }
}

impl SyncTool<BuilderServer> for WordCount {
    fn invoke(
        _service: &BuilderServer,
        _param: WordCountInput,
    ) -> Result<WordCountOutput, ErrorData> {
        Ok(WordCountOutput {
            words: 0,
            unique: None,
        })
    }
}

pub struct Uptime;

impl ToolBase for Uptime {
    type Parameter = WordCountInput;
    type Output = u64;
    type Error = ErrorData;

    fn name() -> Cow<'static, str> {
        "uptime".into()
    }

    fn input_schema() -> Option<Arc<JsonObject>> {
        None
    }
}

impl AsyncTool<BuilderServer> for Uptime {
    async fn invoke(_service: &BuilderServer, _param: WordCountInput) -> Result<u64, ErrorData> {
        Ok(0)
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ShoutRequest {
    /// What to shout.
    pub text: String,
}

#[derive(Debug, Default)]
pub struct BuilderServer;

impl BuilderServer {
    fn shout(&self, Parameters(r): Parameters<ShoutRequest>) -> String {
        r.text.to_uppercase()
    }

    fn echo(&self, Parameters(r): Parameters<ShoutRequest>) -> String {
        r.text
    }

    fn noop(&self) -> String {
        String::new()
    }

    fn stats(&self) -> Json<WordCountOutput> {
        Json(WordCountOutput {
            words: 0,
            unique: None,
        })
    }

    /// The hand-written router.
    pub fn tool_router() -> ToolRouter<Self> {
        ToolRouter::new()
            .with_route(
                Self::shout
                    .name("shout")
                    .description("Shout the text.")
                    .parameters::<ShoutRequest>(),
            )
            .with_route(Self::echo.name("echo").parameters_value(serde_json::json!({
                "type": "object",
                "properties": {"text": {"type": "string"}}
            })))
            .with_route(Self::noop.name("noop"))
            .with_route((
                Tool::new("stats", "Word statistics.", Arc::new(JsonObject::new()))
                    .with_output_schema::<WordCountOutput>()
                    .with_input_schema::<WordCountInput>(),
                Self::stats,
            ))
            .with_sync_tool::<WordCount>()
            .with_async_tool::<Uptime>()
    }
}
