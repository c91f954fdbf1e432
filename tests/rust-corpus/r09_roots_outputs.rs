//! rmcp tools: `Json<T>` outputs (object and non-object roots) and parameter roots that are not
//! objects. rmcp panics while building a router that holds such a tool, so each of those is on
//! a router of its own.

use std::collections::HashMap;

use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::CallToolResult;
use rmcp::{schemars, tool, tool_router, ErrorData};
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SearchRequest {
    pub query: String,
}

/// One search hit.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct SearchHit {
    pub title: String,
    pub snippet: String,
    pub score: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    pub rank: Option<u32>,
    #[serde(default)]
    pub tags: Vec<String>,
}

/// All hits.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct SearchResults {
    pub hits: Vec<SearchHit>,
    pub total: usize,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Health {
    Ok,
    Degraded,
}

#[derive(Debug, Default)]
pub struct OutputServer;

#[tool_router(vis = "pub")]
impl OutputServer {
    /// Search and return structured hits.
    #[tool]
    fn search(&self, Parameters(_r): Parameters<SearchRequest>) -> Json<SearchResults> {
        Json(SearchResults {
            hits: vec![],
            total: 0,
        })
    }

    /// Search, fallibly.
    #[tool]
    async fn try_search(
        &self,
        Parameters(_r): Parameters<SearchRequest>,
    ) -> Result<Json<SearchHit>, ErrorData> {
        Err(ErrorData::internal_error("no", None))
    }

    /// List the names.
    #[tool]
    fn names(&self) -> Json<Vec<String>> {
        Json(vec![])
    }

    /// The health of the service.
    #[tool]
    fn health(&self) -> Json<Health> {
        Json(Health::Ok)
    }

    /// Returns a plain result.
    #[tool]
    fn plain(&self) -> Result<CallToolResult, ErrorData> {
        Ok(CallToolResult::success(vec![]))
    }

    /// A map as parameters is an object.
    #[tool]
    fn set_labels(&self, Parameters(_r): Parameters<HashMap<String, String>>) -> String {
        String::new()
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum MathOp {
    Add { a: f64, b: f64 },
    Neg { a: f64 },
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub enum Color {
    Red,
    Green,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct UnitParams;

#[derive(Debug, Default)]
pub struct TaggedRootServer;

#[tool_router(vis = "pub")]
impl TaggedRootServer {
    /// Compute an operation.
    #[tool]
    fn compute(&self, Parameters(_r): Parameters<MathOp>) -> String {
        String::new()
    }

    /// A valid tool on the same router, lost with it.
    #[tool]
    fn version(&self) -> String {
        String::new()
    }
}

#[derive(Debug, Default)]
pub struct UnitEnumRootServer;

#[tool_router(vis = "pub")]
impl UnitEnumRootServer {
    /// Pick a color.
    #[tool]
    fn pick_color(&self, Parameters(_r): Parameters<Color>) -> String {
        String::new()
    }
}

#[derive(Debug, Default)]
pub struct StringRootServer;

#[tool_router(vis = "pub")]
impl StringRootServer {
    /// Echo a string.
    #[tool]
    fn echo(&self, Parameters(_r): Parameters<String>) -> String {
        String::new()
    }
}

#[derive(Debug, Default)]
pub struct ValueRootServer;

#[tool_router(vis = "pub")]
impl ValueRootServer {
    /// Take any JSON.
    #[tool]
    fn any_json(&self, Parameters(_r): Parameters<serde_json::Value>) -> String {
        String::new()
    }
}

#[derive(Debug, Default)]
pub struct UnitStructRootServer;

#[tool_router(vis = "pub")]
impl UnitStructRootServer {
    /// A unit struct as parameters.
    #[tool]
    fn unit_params(&self, Parameters(_r): Parameters<UnitParams>) -> String {
        String::new()
    }
}

#[derive(Debug, Default)]
pub struct VecRootServer;

#[tool_router(vis = "pub")]
impl VecRootServer {
    /// A list as parameters.
    #[tool]
    fn batch(&self, Parameters(_r): Parameters<Vec<String>>) -> String {
        String::new()
    }
}
