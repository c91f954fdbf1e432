//! rig tools written by hand: `impl Tool` / `impl PortableTool` with `json!` parameters and with
//! schemars schemas (`schema_for!(..).to_value()`, `serde_json::to_value(schema_for!(..))`,
//! draft-07 settings), names rig never checks, duplicate names, a `ToolContext` tool.

use std::convert::Infallible;

use rig_core::tool::{PortableTool, Tool, ToolContext};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::json;

#[derive(Debug, Deserialize)]
pub struct CalcArgs {
    pub op: String,
    pub operands: Vec<f64>,
}

#[derive(Debug, Default)]
pub struct Calculator;

impl PortableTool for Calculator {
    const NAME: &'static str = "calculator";
    type Args = CalcArgs;
    type Output = f64;
    type Error = Infallible;

    fn description(&self) -> String {
        "Apply an arithmetic operation
            to a list of operands."
            .to_string()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({
            "type": "object",
            "properties": {
                "op": {"type": "string", "enum": ["add", "sub", "mul", "div"], "description": "The operation."},
                "operands": {"type": "array", "items": {"type": "number"}}
            },
            "required": ["op", "operands"]
        })
    }

    async fn call(&self, _args: CalcArgs) -> Result<f64, Infallible> {
        Ok(0.0)
    }
}

/// Where to look up the weather.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct WeatherArgs {
    /// City name.
    pub location: Location,
    pub units: Option<String>,
    /// Forecast hours.
    pub hours: u8,
}

/// A place.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct Location {
    pub city: String,
    pub country: Option<String>,
}

#[derive(Debug, Default)]
pub struct WeatherTool;

impl PortableTool for WeatherTool {
    const NAME: &'static str = "get_weather";
    type Args = WeatherArgs;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "Get the weather forecast.".into()
    }

    fn parameters(&self) -> serde_json::Value {
        serde_json::to_value(schemars::schema_for!(WeatherArgs)).unwrap()
    }

    async fn call(&self, _args: WeatherArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Default)]
pub struct WeatherToValue;

impl PortableTool for WeatherToValue {
    const NAME: &'static str = "get_weather_to_value";
    type Args = WeatherArgs;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "Get the weather forecast (schema via to_value).".into()
    }

    fn parameters(&self) -> serde_json::Value {
        schemars::schema_for!(WeatherArgs).to_value()
    }

    async fn call(&self, _args: WeatherArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct NoteArgs {
    /// The note text.
    pub text: String,
    pub pinned: Option<bool>,
    pub location: Option<Location>,
}

#[derive(Debug, Default)]
pub struct SaveNote;

impl PortableTool for SaveNote {
    const NAME: &'static str = "save_note";
    type Args = NoteArgs;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "Save a note (draft-07 schema).".into()
    }

    fn parameters(&self) -> serde_json::Value {
        schemars::generate::SchemaSettings::draft07()
            .into_generator()
            .into_root_schema_for::<NoteArgs>()
            .to_value()
    }

    async fn call(&self, _args: NoteArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct SearchArgs {
    pub query: String,
    #[serde(default)]
    pub limit: u32,
}

#[derive(Debug, Default)]
pub struct DocSearch {
    pub corpus: String,
}

impl PortableTool for DocSearch {
    const NAME: &'static str = "doc_search";
    type Args = SearchArgs;
    type Output = Vec<String>;
    type Error = Infallible;

    fn description(&self) -> String {
        format!("Search the {} documents.", "internal")
    }

    fn parameters(&self) -> serde_json::Value {
        json!({
            "type": "object",
            "required": ["query"],
            "properties": {
                "query": {"type": "string"},
                "limit": {"type": "integer", "minimum": 1, "default": 10}
            },
            "additionalProperties": false
        })
    }

    async fn call(&self, _args: SearchArgs) -> Result<Vec<String>, Infallible> {
        Ok(vec![])
    }
}

#[derive(Debug, Default)]
pub struct SendEmail;

impl PortableTool for SendEmail {
    const NAME: &'static str = "send email";
    type Args = serde_json::Value;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        String::new()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({})
    }

    async fn call(&self, _args: serde_json::Value) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Default)]
pub struct WebSearch;

impl PortableTool for WebSearch {
    const NAME: &'static str = "web.search";
    type Args = SearchArgs;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "Search the web.".into()
    }

    fn parameters(&self) -> serde_json::Value {
        serde_json::to_value(schemars::schema_for!(SearchArgs)).unwrap()
    }

    async fn call(&self, _args: SearchArgs) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Default)]
pub struct LongName;

impl PortableTool for LongName {
    const NAME: &'static str =
        "an_extremely_long_tool_name_that_goes_on_and_on_past_the_sixty_four_xy";
    type Args = serde_json::Value;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "A 70-character name.".into()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({"type": "object", "properties": {}})
    }

    async fn call(&self, _args: serde_json::Value) -> Result<String, Infallible> {
        Ok(String::new())
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct AddArgs {
    pub x: i32,
    pub y: i32,
}

#[derive(Debug, Default)]
pub struct AddInts;

impl PortableTool for AddInts {
    const NAME: &'static str = "add";
    type Args = AddArgs;
    type Output = i32;
    type Error = Infallible;

    fn description(&self) -> String {
        "Add two integers.".into()
    }

    fn parameters(&self) -> serde_json::Value {
        schemars::schema_for!(AddArgs).to_value()
    }

    async fn call(&self, args: AddArgs) -> Result<i32, Infallible> {
        Ok(args.x + args.y)
    }
}

#[derive(Debug, Default)]
pub struct AddFloats;

impl PortableTool for AddFloats {
    const NAME: &'static str = "add";
    type Args = serde_json::Value;
    type Output = f64;
    type Error = Infallible;

    fn description(&self) -> String {
        "Add two floats.".into()
    }

    fn parameters(&self) -> serde_json::Value {
        json!({
            "type": "object",
            "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
            "required": ["x", "y"]
        })
    }

    async fn call(&self, _args: serde_json::Value) -> Result<f64, Infallible> {
        Ok(0.0)
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum MemoryAction {
    /// Store a fact.
    Store { key: String, value: String },
    /// Forget a fact.
    Forget { key: String },
}

#[derive(Debug, Default)]
pub struct Memory;

impl Tool for Memory {
    const NAME: &'static str = "memory";
    type Args = MemoryAction;
    type Output = String;
    type Error = Infallible;

    fn description(&self) -> String {
        "Store or forget a fact (a tagged enum root).".into()
    }

    fn parameters(&self) -> serde_json::Value {
        schemars::schema_for!(MemoryAction).to_value()
    }

    async fn call(
        &self,
        _context: &mut ToolContext,
        _args: MemoryAction,
    ) -> Result<String, Infallible> {
        Ok(String::new())
    }
}
