//! rmcp tools at the edges of what `#[tool]` reads from the source text: it finds the
//! parameters by the last path segment `Parameters` and the output by `Json<T>` /
//! `Result<Json<T>, E>`, so aliases hide them; doc attributes that are macros; type aliases and
//! paths for the parameters type; an empty description.

use rmcp::handler::server::wrapper::{Json, Parameters, Parameters as Params};
use rmcp::{schemars, tool, tool_router, ErrorData};
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct NoteRequest {
    /// The note text.
    pub text: String,
    pub pinned: Option<bool>,
}

/// A type alias for a parameters struct.
pub type NoteAlias = NoteRequest;

/// The stored note.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct NoteOut {
    pub id: u64,
}

/// A type alias for the output wrapper.
pub type NoteJson = Json<NoteOut>;

pub mod inner {
    use rmcp::schemars;
    use serde::Deserialize;

    #[derive(Debug, Deserialize, schemars::JsonSchema)]
    pub struct Coordinates {
        pub lat: f64,
        pub lon: f64,
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Wrapper<T> {
    pub value: T,
    pub label: Option<String>,
}

#[derive(Debug, Default)]
pub struct EdgeServer;

#[tool_router(vis = "pub")]
impl EdgeServer {
    /// The wrapper imported under another name: the macro does not see the parameters.
    #[tool]
    fn aliased_wrapper(&self, Params(_r): Params<NoteRequest>) -> String {
        String::new()
    }

    /// A bound name instead of a pattern.
    #[tool]
    fn bound_name(&self, params: Parameters<NoteRequest>) -> String {
        params.0.text
    }

    /// A fully qualified wrapper path.
    #[tool]
    fn qualified_wrapper(
        &self,
        rmcp::handler::server::wrapper::Parameters(_r): rmcp::handler::server::wrapper::Parameters<
            NoteRequest,
        >,
    ) -> String {
        String::new()
    }

    /// A type alias as the parameters type.
    #[tool]
    fn alias_params(&self, Parameters(_r): Parameters<NoteAlias>) -> String {
        String::new()
    }

    /// A parameters type from a nested module.
    #[tool]
    fn module_params(&self, Parameters(_r): Parameters<inner::Coordinates>) -> String {
        String::new()
    }

    /// A generic parameters type.
    #[tool]
    fn generic_params(&self, Parameters(_r): Parameters<Wrapper<inner::Coordinates>>) -> String {
        String::new()
    }

    /// The output behind a type alias: the macro does not see `Json`.
    #[tool]
    fn aliased_output(&self, Parameters(_r): Parameters<NoteRequest>) -> NoteJson {
        Json(NoteOut { id: 1 })
    }

    /// A qualified `Result` around `Json`.
    #[tool]
    fn qualified_result(
        &self,
        Parameters(_r): Parameters<NoteRequest>,
    ) -> std::result::Result<Json<NoteOut>, ErrorData> {
        Ok(Json(NoteOut { id: 1 }))
    }

    #[doc = concat!("Built by ", "a macro.")]
    #[tool]
    fn macro_doc(&self) -> String {
        String::new()
    }

    /// Ignored: the empty description wins.
    #[tool(description = "")]
    fn empty_description(&self) -> String {
        String::new()
    }

    ///
    ///    Leading blank doc line and indentation.
    ///
    #[tool]
    fn blank_first_line(&self) -> String {
        String::new()
    }
}

fn status_output_schema() -> std::sync::Arc<rmcp::model::JsonObject> {
    std::sync::Arc::new(rmcp::model::object(serde_json::json!({
        "type": "object",
        "properties": {"ok": {"type": "boolean"}}
    })))
}

/// A tools-only server: `server_handler` also emits `#[tool_handler] impl ServerHandler`.
#[derive(Debug, Default)]
pub struct HandlerServer;

#[tool_router(server_handler, vis = "pub")]
impl HandlerServer {
    /// Report the status.
    #[tool(output_schema = status_output_schema())]
    fn status(&self) -> String {
        String::new()
    }

    /// An explicit output schema wins over `Json<T>`.
    #[tool(output_schema = status_output_schema())]
    fn checked(&self, Parameters(_r): Parameters<NoteRequest>) -> Json<NoteOut> {
        Json(NoteOut { id: 1 })
    }
}
