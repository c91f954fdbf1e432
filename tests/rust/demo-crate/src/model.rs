use schemars::JsonSchema;
use serde::Deserialize;

/// Où chercher : the search request (non-ASCII doc text).
#[derive(Debug, Deserialize, JsonSchema)]
pub struct SearchRequest {
    /// Texte libre — the query.
    pub query: String,
    /// Höchstens so viele Treffer.
    pub limit: Option<u32>,
}

pub const WEATHER_DOC: &str = "Météo für eine Stadt.";
