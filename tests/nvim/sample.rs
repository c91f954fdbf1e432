//! Ein Beispiel für den Neovim-Test — météo 🌦️, 天気.
use rmcp::{tool, tool_router};

pub struct Wetter;

#[tool_router]
impl Wetter {
    /// Das Wetter in «Zürich» — 🌧️ oder ☀️.
    #[tool(name = "wetter")]
    async fn wetter_abrufen(&self) -> String {
        String::new()
    }
}
