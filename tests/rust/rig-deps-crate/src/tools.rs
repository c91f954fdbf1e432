use std::convert::Infallible;

use rig_core::tool::{PortableTool, Tool, ToolContext};
use serde::Deserialize;
use serde_json::json;
use tool_names::fs::LIST_PREFIX;

#[derive(Debug, Deserialize)]
pub struct GrepArgs {
    pub pattern: String,
}

#[derive(Debug, Default)]
pub struct GrepTool;

impl Tool for GrepTool {
    const NAME: &'static str = tool_names::GREP;
    type Error = Infallible;
    type Args = GrepArgs;
    type Output = String;

    fn description(&self) -> String {
        "Search files for a pattern.".to_string()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({
                "type": "object",
                "properties": {"pattern": {"type": "string"}},
                "required": ["pattern"]
            })
    }

    async fn call(&self, _ctx: &mut ToolContext, _args: GrepArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Default)]
pub struct ReadTool;

impl PortableTool for ReadTool {
    // A re-export of the dependency (`pub use fs::READ_FILE as READ`).
    const NAME: &'static str = tool_names::READ;
    type Error = Infallible;
    type Args = GrepArgs;
    type Output = String;

    fn description(&self) -> String {
        "Read a file.".to_string()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({"type": "object", "properties": {}})
    }

    async fn call(&self, _args: GrepArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Default)]
pub struct ListTool;

impl PortableTool for ListTool {
    // Imported with `use`.
    const NAME: &'static str = LIST_PREFIX;
    type Error = Infallible;
    type Args = GrepArgs;
    type Output = String;

    fn description(&self) -> String {
        "List a directory.".to_string()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({"type": "object", "properties": {}})
    }

    async fn call(&self, _args: GrepArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}
