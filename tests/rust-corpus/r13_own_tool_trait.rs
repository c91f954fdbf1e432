//! A crate's own trait named `Tool` (an MCP server that registers tools through it) beside rig's
//! `Tool`: only the impls of rig's trait (named directly, or through a re-export) are rig tools.

use std::convert::Infallible;

use serde::Deserialize;
use serde_json::json;

#[derive(Debug, Deserialize)]
pub struct PathArgs {
    pub path: String,
}

/// The server's own registry trait: same name, same `const NAME`, not rig's.
pub mod registry {
    pub trait Tool {
        const NAME: &'static str;
        fn description(&self) -> String;
        fn parameters(&self) -> serde_json::Value;
    }
}

pub mod own_tools {
    use super::registry::Tool;
    use serde_json::json;

    #[derive(Debug, Default)]
    pub struct Stat;

    impl Tool for Stat {
        const NAME: &'static str = "stat";
        fn description(&self) -> String {
            String::new()
        }
        fn parameters(&self) -> serde_json::Value {
            json!({"type": "object"})
        }
    }
}

#[derive(Debug, Default)]
pub struct Touch;

// The path spelled out.
impl registry::Tool for Touch {
    const NAME: &'static str = "touch";
    fn description(&self) -> String {
        String::new()
    }
    fn parameters(&self) -> serde_json::Value {
        json!({"type": "object"})
    }
}

/// rig's trait, re-exported under the crate's own module.
pub mod agent {
    pub use rig_core::tool::PortableTool as Tool;
}

#[derive(Debug, Default)]
pub struct Remove;

impl agent::Tool for Remove {
    const NAME: &'static str = "remove";
    type Args = PathArgs;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "Remove a file.".into()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]})
    }

    async fn call(&self, _args: PathArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Default)]
pub struct CopyFile;

impl rig_core::tool::PortableTool for CopyFile {
    const NAME: &'static str = "copy";
    type Args = PathArgs;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "Copy a file.".into()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({"type": "object", "properties": {"path": {"type": "string"}}})
    }

    async fn call(&self, _args: PathArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}
