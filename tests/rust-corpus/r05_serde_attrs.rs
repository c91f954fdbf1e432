//! rmcp tools: serde and schemars container/field attributes (rename, rename_all, alias, skip,
//! flatten, deny_unknown_fields, transparent, newtypes, schemars rename/with).

use std::collections::HashMap;

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CamelRequest {
    pub user_name: String,
    pub max_results: Option<u32>,
    #[serde(rename = "ID")]
    pub identifier: String,
    #[serde(alias = "q")]
    pub search_query: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub struct KebabRequest {
    pub max_tokens: u32,
    #[serde(rename = "TOP_P")]
    pub top_p: f32,
    pub stop_sequence: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Skipper {
    pub kept: String,
    #[serde(skip)]
    pub skipped: String,
    #[serde(skip_deserializing)]
    pub not_read: u32,
    #[schemars(skip)]
    pub hidden: Option<String>,
    #[serde(skip_serializing)]
    pub write_only: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Pagination {
    /// Page number, from 1.
    pub page: u32,
    pub per_page: u32,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FindRequest {
    pub query: String,
    #[serde(flatten)]
    pub pagination: Pagination,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RecordRequest {
    pub kind: String,
    /// Any other fields.
    #[serde(flatten)]
    pub extra: HashMap<String, String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StrictRequest {
    pub path: String,
    pub mode: Option<u32>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(transparent)]
pub struct UserId(pub u64);

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Email(pub String);

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Point(pub i32, pub i32);

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct InviteRequest {
    pub user: UserId,
    pub email: Email,
    pub position: Point,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Overrides {
    #[schemars(rename = "schemaName")]
    pub serde_name: String,
    #[schemars(with = "String")]
    pub big_number: u64,
    pub window: Window,
    pub inline_struct: InlinedWindow,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Window {
    pub start: u32,
    pub end: u32,
}

/// Always inlined where it is used.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[schemars(inline)]
pub struct InlinedWindow {
    pub from: u32,
    pub to: u32,
}

/// A renamed container.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename = "Renamed")]
pub struct OriginalName {
    pub value: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RenamedRef {
    pub inner: OriginalName,
}

#[derive(Debug, Default)]
pub struct SerdeServer;

#[tool_router(vis = "pub")]
impl SerdeServer {
    /// camelCase fields.
    #[tool]
    fn camel(&self, Parameters(_r): Parameters<CamelRequest>) -> String {
        String::new()
    }

    /// kebab-case fields.
    #[tool]
    fn kebab(&self, Parameters(_r): Parameters<KebabRequest>) -> String {
        String::new()
    }

    /// Skipped fields.
    #[tool]
    fn skipper(&self, Parameters(_r): Parameters<Skipper>) -> String {
        String::new()
    }

    /// Find with flattened pagination.
    #[tool]
    fn find(&self, Parameters(_r): Parameters<FindRequest>) -> String {
        String::new()
    }

    /// Record with a flattened map.
    #[tool]
    fn record(&self, Parameters(_r): Parameters<RecordRequest>) -> String {
        String::new()
    }

    /// Reject unknown fields.
    #[tool]
    fn strict(&self, Parameters(_r): Parameters<StrictRequest>) -> String {
        String::new()
    }

    /// Newtypes and transparent wrappers.
    #[tool]
    fn invite(&self, Parameters(_r): Parameters<InviteRequest>) -> String {
        String::new()
    }

    /// schemars overrides.
    #[tool]
    fn overrides(&self, Parameters(_r): Parameters<Overrides>) -> String {
        String::new()
    }

    /// A field whose type is renamed.
    #[tool]
    fn renamed_ref(&self, Parameters(_r): Parameters<RenamedRef>) -> String {
        String::new()
    }
}
