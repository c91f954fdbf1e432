//! rig tools made by `#[rig_tool]`: `description`, `params(...)`, `required(...)`, doc-comment
//! fallbacks, `Option` parameters, a `ToolContext` parameter, explicit names.

use rig_core::rig_tool;
use rig_core::tool::{ToolContext, ToolExecutionError};
use schemars::JsonSchema;
use serde::Deserialize;

#[rig_tool(
    description = "Add two integers.",
    params(a = "The first operand.", b = "The second operand.")
)]
pub fn add(a: i32, b: i32) -> Result<i32, ToolExecutionError> {
    Ok(a + b)
}

/// Look up a word in the dictionary.
///
/// Returns every sense of the word.
///   Indented line.
#[rig_tool]
pub fn define(
    /// The word to define.
    word: String,
    /// The language of the word.
    ///
    /// An ISO 639-1 code.
    language: Option<String>,
) -> Result<Vec<String>, ToolExecutionError> {
    let _ = (word, language);
    Ok(vec![])
}

#[rig_tool]
pub fn undocumented(count: u64, label: String) -> Result<String, ToolExecutionError> {
    Ok(format!("{label}{count}"))
}

/// The current time.
#[rig_tool(name = "get-time")]
pub fn current_time() -> Result<String, ToolExecutionError> {
    Ok(String::new())
}

/// Search the index.
#[rig_tool(params(query = "What to search for."), required(query))]
pub fn search_index(
    query: String,
    limit: u32,
    exact: bool,
    tags: Vec<String>,
) -> Result<Vec<String>, ToolExecutionError> {
    let _ = (query, limit, exact, tags);
    Ok(vec![])
}

/// A place.
#[derive(Debug, Default, Deserialize, JsonSchema)]
pub struct Place {
    pub city: String,
    pub country: Option<String>,
}

/// Units of temperature.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Units {
    #[default]
    Metric,
    Imperial,
}

/// Forecast the weather.
#[rig_tool(description = "Forecast the weather for a place.")]
pub async fn forecast(
    /// Where.
    place: Place,
    units: Option<Units>,
    /// How many days, 1 to 7.
    days: u8,
) -> Result<String, ToolExecutionError> {
    let _ = (place, units, days);
    Ok(String::new())
}

/// Remember a fact for the rest of the session.
#[rig_tool]
pub async fn remember(
    context: &mut rig_core::tool::ToolContext,
    /// The fact to remember.
    fact: String,
) -> Result<String, ToolExecutionError> {
    let _ = context;
    Ok(fact)
}

/// Recall a fact (the imported `ToolContext` name needs the marker).
#[rig_tool(params(key = "The fact's key."))]
pub fn recall(
    #[rig(context)] ctx: &mut ToolContext,
    key: String,
) -> Result<String, ToolExecutionError> {
    let _ = ctx;
    Ok(key)
}

#[doc = "Ping the service."]
#[rig_tool]
pub fn ping() -> Result<String, ToolExecutionError> {
    Ok("pong".into())
}

/// Schedule a meeting.
#[rig_tool(params(title = "Meeting title."))]
pub fn schedule_meeting(
    title: String,
    attendees: Vec<String>,
    at: chrono::DateTime<chrono::Utc>,
    duration_minutes: Option<u16>,
    room: Option<Place>,
) -> Result<String, ToolExecutionError> {
    let _ = (title, attendees, at, duration_minutes, room);
    Ok(String::new())
}

#[rig_tool(description = "Add two floats.", name = "add_f64")]
pub fn add_floats(x: f64, y: f64) -> Result<f64, ToolExecutionError> {
    Ok(x + y)
}
