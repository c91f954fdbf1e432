// toolsight-test: {"strict": true}
use rig::tool::Tool;

/// A place.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct Location {
    pub city: String,
}

/// Where to look up the weather.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct WeatherArgs {
    /// City name.
    pub location: Location,
    pub units: Option<String>,
    /// Forecast hours.
    pub hours: u8, // expect: S006
}

pub struct WeatherTool;

impl Tool for WeatherTool {
    const NAME: &'static str = "get_weather";
    type Error = std::io::Error;
    type Args = WeatherArgs;
    type Output = String;

    async fn definition(&self, _prompt: String) -> rig::completion::ToolDefinition {
        rig::completion::ToolDefinition {
            name: Self::NAME.to_string(),
            description: "Get the weather forecast.".to_string(),
            parameters: serde_json::to_value(schemars::schema_for!(WeatherArgs)).unwrap(),
        }
    }

    async fn call(&self, _args: Self::Args) -> Result<String, Self::Error> {
        Ok(String::new())
    }
}
