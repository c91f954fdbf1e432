//! rmcp tools over primitive parameter types: every integer width, floats, bool, char,
//! string-likes, NonZero, bytes; a tool with no parameters, one with an empty struct, one
//! without any description.

use std::borrow::Cow;
use std::num::NonZeroU32;

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct AddRequest {
    /// The first operand.
    pub a: i64,
    /// The second operand.
    pub b: i64,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct UnsignedWidths {
    pub tiny: u8,
    pub small: u16,
    pub medium: u32,
    pub large: u64,
    pub huge: u128,
    pub size: usize,
    pub nonzero: NonZeroU32,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SignedWidths {
    pub tiny: i8,
    pub small: i16,
    pub medium: i32,
    pub large: i64,
    pub huge: i128,
    pub size: isize,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Measurement {
    pub ratio: f32,
    pub value: f64,
    pub exact: bool,
    pub unit_symbol: char,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TextInputs {
    pub owned: String,
    pub boxed: Box<str>,
    pub cow: Cow<'static, str>,
    pub bytes: Vec<u8>,
    pub nothing: (),
}

/// An empty parameters struct.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Empty {}

#[derive(Debug, Default)]
pub struct PrimitivesServer;

#[tool_router(vis = "pub")]
impl PrimitivesServer {
    /// Add two integers.
    #[tool]
    fn add(&self, Parameters(req): Parameters<AddRequest>) -> String {
        (req.a + req.b).to_string()
    }

    #[tool(description = "Echo every unsigned integer width.")]
    fn unsigned_widths(&self, Parameters(_w): Parameters<UnsignedWidths>) -> String {
        String::new()
    }

    #[tool(description = "Echo every signed integer width.")]
    fn signed_widths(&self, Parameters(_w): Parameters<SignedWidths>) -> String {
        String::new()
    }

    /// Record a measurement.
    #[tool]
    async fn record_measurement(&self, Parameters(_m): Parameters<Measurement>) -> String {
        String::new()
    }

    #[tool(description = "Take text in several string types.")]
    fn text_inputs(&self, Parameters(_t): Parameters<TextInputs>) -> String {
        String::new()
    }

    /// The current server time.
    #[tool]
    fn server_time(&self) -> String {
        String::new()
    }

    #[tool(description = "Check that the server is alive.")]
    fn ping(&self, Parameters(_e): Parameters<Empty>) -> String {
        "pong".into()
    }

    #[tool]
    fn no_description(&self, Parameters(_r): Parameters<AddRequest>) -> String {
        String::new()
    }
}
