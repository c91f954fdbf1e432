//! The providers toolsight renders payloads for, what a library raises instead of a payload,
//! and the Gemini API a request goes through: plain data every layer shares.

/// The payload formats toolsight renders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Provider {
    /// The library's own tool object (`get_schema`, `Tool.schema()`, `ToolDefinition.to_dict()`).
    Native,
    Anthropic,
    Gemini,
    OpenaiChat,
    OpenaiResponses,
    /// An MCP server's `tools/list` entry.
    Mcp,
    /// google-genai's `FunctionDeclaration.from_callable`: the Gemini `Schema` form.
    GeminiDeclaration,
}

impl Provider {
    pub const ALL: [Provider; 7] = [
        Provider::Native,
        Provider::Anthropic,
        Provider::Gemini,
        Provider::OpenaiChat,
        Provider::OpenaiResponses,
        Provider::Mcp,
        Provider::GeminiDeclaration,
    ];
    pub fn id(self) -> &'static str {
        match self {
            Provider::Native => "native",
            Provider::Anthropic => "anthropic",
            Provider::Gemini => "gemini",
            Provider::OpenaiChat => "openai-chat",
            Provider::OpenaiResponses => "openai-responses",
            Provider::Mcp => "mcp",
            Provider::GeminiDeclaration => "gemini-declaration",
        }
    }
    pub fn from_id(id: &str) -> Option<Provider> {
        Provider::ALL.into_iter().find(|p| p.id() == id)
    }
    /// The ids of every provider a user can choose (all but `native`), for messages: made
    /// from `ALL`, so that a message cannot miss a provider.
    pub fn choosable_ids() -> String {
        Provider::ALL
            .into_iter()
            .filter(|p| *p != Provider::Native)
            .map(Provider::id)
            .collect::<Vec<_>>()
            .join(", ")
    }
    /// The provider's display name in messages.
    pub fn label(self) -> &'static str {
        match self {
            Provider::Native => "native",
            Provider::Anthropic => "Anthropic",
            Provider::Gemini => "Gemini",
            Provider::OpenaiChat => "OpenAI Chat Completions",
            Provider::OpenaiResponses => "OpenAI Responses",
            Provider::Mcp => "MCP",
            Provider::GeminiDeclaration => "Gemini (FunctionDeclaration.from_callable)",
        }
    }
}

/// The `code` of `LibError::unknown`.
pub const UNKNOWN_CODE: &str = "toolsight";

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

    /// Not the library's error: what toolsight cannot know statically (a type it cannot
    /// resolve, a schema computed at run time). Rules do not report it as the library
    /// raising; the hover says toolsight cannot show the payload.
    pub fn unknown(message: impl Into<String>) -> LibError {
        LibError::new(UNKNOWN_CODE, message)
    }

    /// Whether this is toolsight's own limitation rather than the library's error.
    pub fn is_unknown(&self) -> bool {
        self.code == UNKNOWN_CODE
    }
}

/// Which Gemini request path the user's tools go through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GeminiApi {
    /// The Gemini Developer API (`generativelanguage`).
    Developer,
    /// Vertex AI (stricter about `anyOf` siblings, laxer about formats).
    Vertex,
}
