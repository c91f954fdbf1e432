// Neither a doc comment nor `description = ...`: rmcp sends no description, rig a placeholder.
use rmcp::{tool, tool_router};

pub struct Clock;

#[tool_router]
impl Clock {
    #[tool]
    async fn server_time(&self) -> String { // expect: D001
        String::new()
    }

    /// The server's time zone.
    #[tool]
    async fn time_zone(&self) -> String {
        String::new()
    }
}

#[rig_tool]
fn undocumented(a: u8) -> Result<u8, rig::tool::ToolError> { // expect: D001
    Ok(a)
}
