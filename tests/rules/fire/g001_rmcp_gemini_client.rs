// toolsight-test: {"providers": ["mcp", "gemini"]}
// An rmcp server whose client is Gemini-backed: the client sends each `inputSchema` as the
// declaration's `parameters`, and schemars' JSON Schema is not Gemini's OpenAPI subset.
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};

/// A place.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct Place {
    /// City name.
    pub city: String,
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct Forecast {
    /// Where.
    pub place: Place, // expect: G001, G008
    /// Units, if not metric.
    pub units: Option<String>, // expect: G003
    /// Hours ahead.
    pub hours: u32,
}

pub struct Weather;

#[tool_router]
impl Weather {
    /// Get the weather forecast.
    #[tool]
    async fn forecast(&self, Parameters(f): Parameters<Forecast>) -> String { // expect: G001, G001
        String::new()
    }
}
