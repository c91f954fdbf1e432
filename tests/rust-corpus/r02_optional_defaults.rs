//! rmcp tools: `Option` in all its forms and `#[serde(default)]` at field and container level.

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};
use schemars::JsonSchema;
use serde::Deserialize;

#[derive(Debug, Deserialize, JsonSchema)]
pub struct SearchRequest {
    /// Free-text query.
    pub query: String,
    /// Maximum number of hits.
    pub limit: Option<u32>,
    pub language: Option<String>,
    pub tags: Option<Vec<String>>,
}

/// A postal address.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct Address {
    pub street: String,
    pub city: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Plan {
    Free,
    Pro,
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct PatchUser {
    pub id: u64,
    /// Set to null to clear the nickname.
    pub nickname: Option<Option<String>>,
    pub address: Option<Address>,
    pub plan: Option<Plan>,
    pub manager: Option<Box<Address>>,
    pub scores: Option<std::collections::HashMap<String, f64>>,
    pub previous_addresses: Option<Vec<Address>>,
    pub initial: Option<char>,
}

fn default_page_size() -> u32 {
    25
}

fn default_sort() -> String {
    "relevance".to_string()
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct ListFiles {
    pub folder: String,
    #[serde(default = "default_page_size")]
    pub page_size: u32,
    #[serde(default = "default_sort")]
    pub sort: String,
    #[serde(default)]
    pub cursor: Option<String>,
    #[serde(default)]
    pub recursive: bool,
    #[serde(default)]
    pub extensions: Vec<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(default)]
pub struct Settings {
    pub retries: u32,
    pub verbose: bool,
    pub endpoint: String,
    pub timeout_secs: Option<u64>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            retries: 3,
            verbose: false,
            endpoint: "https://api.example.com".into(),
            timeout_secs: Some(30),
        }
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct TagItems {
    pub tag: Option<String>,
    pub color: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct WithDefaultStruct {
    pub name: String,
    #[serde(default)]
    pub settings: Settings,
}

#[derive(Debug, Default)]
pub struct OptionalServer;

#[tool_router(vis = "pub")]
impl OptionalServer {
    /// Search the index.
    #[tool]
    fn search(&self, Parameters(_r): Parameters<SearchRequest>) -> String {
        String::new()
    }

    /// Update some fields of a user.
    #[tool]
    fn patch_user(&self, Parameters(_r): Parameters<PatchUser>) -> String {
        String::new()
    }

    /// List the files of a folder.
    #[tool]
    fn list_files(&self, Parameters(_r): Parameters<ListFiles>) -> String {
        String::new()
    }

    /// Change the client settings.
    #[tool]
    fn update_settings(&self, Parameters(_r): Parameters<Settings>) -> String {
        String::new()
    }

    /// Tag the selected items.
    #[tool]
    fn tag_items(&self, Parameters(_r): Parameters<TagItems>) -> String {
        String::new()
    }

    /// Create a named profile.
    #[tool]
    fn create_profile(&self, Parameters(_r): Parameters<WithDefaultStruct>) -> String {
        String::new()
    }
}
