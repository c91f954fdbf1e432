// rmcp requires an object `inputSchema`: a unit enum as `Parameters<T>` panics while the
// router is built, and the router's other tools are lost with it.
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};

#[derive(serde::Deserialize, schemars::JsonSchema)]
pub enum Color {
    Red,
    Green,
}

pub struct Palette;

#[tool_router]
impl Palette {
    /// Pick a color.
    #[tool]
    async fn pick(&self, Parameters(c): Parameters<Color>) -> String { // expect: L001
        String::new()
    }

    /// The palette's version.
    #[tool]
    async fn version(&self) -> String { // expect: L001
        String::new()
    }
}
