//! rmcp tools: enums in every serde encoding, as fields and as outputs.

use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::{schemars, tool, tool_router};
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub enum Unit {
    Celsius,
    Fahrenheit,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct WeatherRequest {
    /// City name.
    pub city: String,
    pub unit: Unit,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SortOrder {
    MostRecent,
    LeastRecent,
    #[serde(rename = "alpha")]
    Alphabetical,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Level {
    Trace,
    Debug,
    Info,
    WarnOnce,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct LogQuery {
    pub order: SortOrder,
    pub min_level: Level,
    pub levels: Vec<Level>,
}

/// How urgent the ticket is.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    /// Can wait until next sprint.
    Low,
    /// Needs attention this week.
    Medium,
    /// Drop everything.
    High,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Ticket {
    pub title: String,
    /// Ticket priority.
    pub priority: Priority,
}

/// A shape to draw.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub enum Shape {
    Point,
    Circle { radius: f64 },
    Rectangle { width: f64, height: f64 },
    Square(f64),
    Line(f64, f64),
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct DrawRequest {
    pub shapes: Vec<Shape>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Click at a position.
    Click {
        x: i32,
        y: i32,
    },
    /// Type some text.
    TypeText {
        text: String,
    },
    Scroll {
        delta: i32,
    },
    Wait,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ActionsRequest {
    pub actions: Vec<Action>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", content = "data")]
pub enum Message {
    Text(String),
    Image { url: String, alt: Option<String> },
    Ping,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SendRequest {
    pub message: Message,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum UserRef {
    Id(u64),
    Name(String),
    Full { first: String, last: String },
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct LookupRequest {
    pub user: UserRef,
    pub fallback: Option<UserRef>,
}

/// The state of a job.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case", tag = "state")]
pub enum JobState {
    Queued,
    Running { progress: f32 },
    Done { result: String },
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct JobId {
    pub id: String,
}

#[derive(Debug, Default)]
pub struct EnumServer;

#[tool_router(vis = "pub")]
impl EnumServer {
    /// Get the weather for a city.
    #[tool]
    fn get_weather(&self, Parameters(_r): Parameters<WeatherRequest>) -> String {
        String::new()
    }

    /// Query the logs.
    #[tool]
    fn query_logs(&self, Parameters(_r): Parameters<LogQuery>) -> String {
        String::new()
    }

    /// Open a ticket.
    #[tool]
    fn open_ticket(&self, Parameters(_r): Parameters<Ticket>) -> String {
        String::new()
    }

    /// Draw shapes.
    #[tool]
    fn draw(&self, Parameters(_r): Parameters<DrawRequest>) -> String {
        String::new()
    }

    /// Perform UI actions.
    #[tool]
    fn perform(&self, Parameters(_r): Parameters<ActionsRequest>) -> String {
        String::new()
    }

    /// Send a message.
    #[tool]
    fn send(&self, Parameters(_r): Parameters<SendRequest>) -> String {
        String::new()
    }

    /// Look up a user by id, name or full name.
    #[tool]
    fn lookup_user(&self, Parameters(_r): Parameters<LookupRequest>) -> String {
        String::new()
    }

    /// The state of a job.
    #[tool]
    fn job_state(&self, Parameters(_r): Parameters<JobId>) -> Json<JobState> {
        Json(JobState::Queued)
    }
}
