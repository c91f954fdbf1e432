use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::{tool, tool_router};

use crate::model::SearchRequest;

pub struct SearchServer;

#[tool_router]
impl SearchServer {
    /// Suche im Index — größte Treffer zuerst.
    #[tool(annotations(read_only_hint = true))]
    async fn search(&self, Parameters(req): Parameters<SearchRequest>) -> Result<Json<Vec<String>>, String> {
        Ok(Json(vec![req.query]))
    }

    #[tool(name = "search web")]
    async fn search_web(&self) -> String {
        String::new()
    }
}
