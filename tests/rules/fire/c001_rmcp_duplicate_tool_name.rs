// rmcp's router is a map by name: the later `#[tool]` named "lookup" replaces the first.
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{tool, tool_router};

pub struct Users;

#[tool_router]
impl Users {
    /// Look a user up by id.
    #[tool(name = "lookup")]
    async fn lookup_v1(&self, Parameters(id): Parameters<UserId>) -> String {
        String::new()
    }

    /// Look a user up by id or e-mail.
    #[tool(name = "lookup")] // expect: C001
    async fn lookup_v2(&self, Parameters(id): Parameters<UserId>) -> String {
        String::new()
    }
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct UserId {
    /// The user's id.
    pub id: u64,
}
