//! Tools served by an rmcp 0.7 server: what changed on the wire since (draft-07 `$schema` and
//! `definitions`, `nullable`, the params struct's `title` and doc kept at the root).
#![allow(dead_code, unused_variables)]

use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::{schemars, tool, tool_router};
use serde::{Deserialize, Serialize};

/// Search request.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SearchParams {
    /// Free-text query.
    pub query: String,
    /// At most this many hits.
    pub limit: Option<u32>,
    pub tags: Option<Vec<String>>,
    /// Where to look.
    pub scope: Option<Scope>,
    #[serde(default)]
    pub exact: bool,
}

/// A search scope.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    Docs,
    Code,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Address {
    pub street: String,
    pub city: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ShipParams {
    pub to: Address,
    pub from: Option<Address>,
    pub weight_grams: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Hit {
    pub title: String,
    pub score: f64,
    pub url: Option<String>,
}

pub struct LegacyServer;

#[tool_router(vis = "pub")]
impl LegacyServer {
    /// Search the index.
    #[tool]
    fn search(&self, Parameters(p): Parameters<SearchParams>) -> String {
        String::new()
    }

    /// Ship a parcel.
    #[tool(name = "ship_parcel")]
    fn ship(&self, Parameters(p): Parameters<ShipParams>) -> String {
        String::new()
    }

    /// Best hit.
    #[tool]
    fn best(&self, Parameters(p): Parameters<SearchParams>) -> Json<Hit> {
        unimplemented!()
    }

    /// The server time.
    #[tool]
    fn server_time(&self) -> String {
        String::new()
    }
}
