use rig::tool::Tool;
use serde::Deserialize;

use super::super::model::WEATHER_DOC;

#[derive(Deserialize, schemars::JsonSchema)]
pub struct WeatherArgs {
    /// Stadt, z. B. „Zürich“.
    pub city: String,
}

pub struct Weather;

impl Tool for Weather {
    const NAME: &'static str = "get_weather";
    type Error = std::io::Error;
    type Args = WeatherArgs;
    type Output = String;

    fn description(&self) -> String {
        WEATHER_DOC.to_string()
    }

    fn parameters(&self) -> serde_json::Value {
        serde_json::json!({
            "type": "object",
            "properties": {"city": {"type": "string", "description": "Stadt"}},
            "required": ["city"]
        })
    }

    async fn call(&self, args: Self::Args) -> Result<String, Self::Error> {
        Ok(args.city)
    }
}

/// Übersetze einen Text.
#[rig_derive::rig_tool(params(text = "Der Text"))]
fn translate(text: String) -> Result<String, rig::tool::ToolError> {
    Ok(text)
}
