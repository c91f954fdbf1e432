//! One renderer per library: given a function's static model, produce exactly the payload
//! that library would send to each provider, or the exception it would raise.
//!
//! Renderers never guess beyond the library's own rules: where the library degrades a type
//! silently, so does the renderer, because the preview must show what is really sent.

pub mod abstractllm;
pub mod common;
pub mod selectools;
pub mod stores;
pub mod toolslm;

use serde_json::Value;

use crate::model::{CallValue, Function, Library, Module};

/// The payload formats toolsight renders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Provider {
    /// The library's own tool object (`get_schema`, `Tool.schema()`, `ToolDefinition.to_dict()`).
    Native,
    Anthropic,
    Gemini,
    OpenaiChat,
    OpenaiResponses,
}

impl Provider {
    pub const ALL: [Provider; 5] = [
        Provider::Native,
        Provider::Anthropic,
        Provider::Gemini,
        Provider::OpenaiChat,
        Provider::OpenaiResponses,
    ];
    pub fn id(self) -> &'static str {
        match self {
            Provider::Native => "native",
            Provider::Anthropic => "anthropic",
            Provider::Gemini => "gemini",
            Provider::OpenaiChat => "openai-chat",
            Provider::OpenaiResponses => "openai-responses",
        }
    }
    pub fn from_id(id: &str) -> Option<Provider> {
        Provider::ALL.into_iter().find(|p| p.id() == id)
    }
    /// The provider's display name in messages.
    pub fn label(self) -> &'static str {
        match self {
            Provider::Native => "native",
            Provider::Anthropic => "Anthropic",
            Provider::Gemini => "Gemini",
            Provider::OpenaiChat => "OpenAI Chat Completions",
            Provider::OpenaiResponses => "OpenAI Responses",
        }
    }
}

/// What a library raises instead of producing a schema.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibError {
    /// The exception class name (`TypeError`, `ToolValidationError`).
    pub code: String,
    /// `str(exception)`.
    pub message: String,
}

impl LibError {
    pub fn new(code: impl Into<String>, message: impl Into<String>) -> LibError {
        LibError {
            code: code.into(),
            message: message.into(),
        }
    }
}

/// One function as a library sees it: the function, its module, and the options of the
/// decorator or call that made it a tool (`name=`, `description=`, `param_metadata=`, ...).
#[derive(Clone, Copy, Debug)]
pub struct ToolInput<'a> {
    pub module: &'a Module,
    pub function: &'a Function,
    pub options: Option<&'a CallValue>,
}

impl<'a> ToolInput<'a> {
    pub fn option(&self, name: &str) -> Option<&'a crate::model::PyValue> {
        self.options.and_then(|o| o.kwarg(name))
    }
}

/// A rendered payload: the tool name as it appears in the payload, and the payload or error.
#[derive(Clone, Debug, PartialEq)]
pub struct Rendered {
    pub name: String,
    pub result: Result<Value, LibError>,
}

/// Renders one tool for one provider of one library.
pub fn render(library: Library, tool: &ToolInput, provider: Provider) -> Rendered {
    match library {
        Library::Stores => stores::render(tool, provider),
        Library::Toolslm => toolslm::render(tool, provider, false),
        Library::ToolslmLegacy => toolslm::render(tool, provider, true),
        Library::Selectools => selectools::render(tool, provider),
        Library::Abstractllm => abstractllm::render(tool, provider),
    }
}

/// The providers a library formats for, in display order.
pub fn providers(library: Library) -> &'static [Provider] {
    match library {
        Library::Stores => &[
            Provider::Anthropic,
            Provider::Gemini,
            Provider::OpenaiChat,
            Provider::OpenaiResponses,
        ],
        Library::Toolslm | Library::ToolslmLegacy => &[Provider::Native, Provider::Anthropic],
        Library::Selectools => &[Provider::Native, Provider::Gemini],
        Library::Abstractllm => &[Provider::Native, Provider::OpenaiChat, Provider::Anthropic],
    }
}
