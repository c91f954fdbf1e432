// Documented rmcp and rig tools with portable names: nothing to report.
use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::{tool, tool_router};

const SEARCH_DOC: &str = "Search the catalogue.";

#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct Query {
    /// Free text.
    pub text: String,
}

pub struct Catalogue;

#[tool_router]
impl Catalogue {
    #[tool(description = SEARCH_DOC)]
    async fn search(&self, Parameters(q): Parameters<Query>) -> Json<Vec<String>> {
        Json(vec![q.text])
    }

    /// Count the items.
    #[tool]
    async fn count(&self) -> String {
        String::new()
    }
}

/// Add two numbers.
#[rig_tool(params(a = "first", b = "second"))]
fn add(a: i64, b: i64) -> Result<i64, rig::tool::ToolError> {
    Ok(a + b)
}
