//! rmcp tools: chrono, uuid, std special types, maps, sets, tuples, arrays, JSON values.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use chrono::{DateTime, FixedOffset, NaiveDate, NaiveDateTime, NaiveTime, Utc};
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ScheduleRequest {
    pub at: DateTime<Utc>,
    pub local: DateTime<FixedOffset>,
    pub day: NaiveDate,
    pub time: NaiveTime,
    pub naive: NaiveDateTime,
    pub id: Uuid,
    pub until: Option<DateTime<Utc>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SystemInfo {
    pub timeout: Duration,
    pub started: SystemTime,
    pub ip: IpAddr,
    pub v4: Ipv4Addr,
    pub v6: Ipv6Addr,
    pub socket: SocketAddr,
    pub path: PathBuf,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Collections {
    pub labels: HashMap<String, String>,
    pub counts: BTreeMap<String, u32>,
    pub by_id: HashMap<u32, String>,
    pub tags: HashSet<String>,
    pub sorted: BTreeSet<i64>,
    pub pair: (String, u32),
    pub triple: (f64, f64, f64),
    pub rgb: [u8; 3],
    pub matrix: Vec<Vec<f32>>,
    pub nested: HashMap<String, Vec<u16>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct JsonValues {
    /// Any JSON value.
    pub payload: serde_json::Value,
    pub object: serde_json::Map<String, serde_json::Value>,
    pub list: Vec<serde_json::Value>,
    pub maybe: Option<serde_json::Value>,
}

#[derive(Debug, Default)]
pub struct SpecialServer;

#[tool_router(vis = "pub")]
impl SpecialServer {
    /// Schedule a job.
    #[tool]
    fn schedule(&self, Parameters(_r): Parameters<ScheduleRequest>) -> String {
        String::new()
    }

    /// System information.
    #[tool]
    fn system_info(&self, Parameters(_r): Parameters<SystemInfo>) -> String {
        String::new()
    }

    /// Collections of every kind.
    #[tool]
    fn collections(&self, Parameters(_r): Parameters<Collections>) -> String {
        String::new()
    }

    /// Arbitrary JSON.
    #[tool]
    fn json_values(&self, Parameters(_r): Parameters<JsonValues>) -> String {
        String::new()
    }
}
