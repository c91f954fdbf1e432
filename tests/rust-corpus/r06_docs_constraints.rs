//! rmcp tools: doc comments (multi-line, blank lines, `# Title`, `#[doc = ...]`) and schemars
//! attributes (description, title, range, length, regex, email, url, inner, extend, example,
//! deprecated).

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;

/// Parameters for summarizing.
///
/// This doc is the root description, which rmcp strips.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SummarizeRequest {
    /// The document to summarize.
    ///
    /// May be Markdown or plain text.
    pub text: String,
    /// Target length in words.
    /// Longer documents get longer summaries.
    pub max_words: u32,
    /// A list:
    ///   - indented item
    ///   - another one
    pub style: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TranslateRequest {
    /// # Source text
    /// The text to translate.
    pub text: String,
    #[doc = "Target language code."]
    pub target: String,
    #[doc = " Leading space in a doc attribute."]
    #[doc = " Second line."]
    pub formality: Option<String>,
    /// # Only a title
    pub glossary: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RegisterRequest {
    /// The user's name.
    #[schemars(length(min = 2, max = 64))]
    pub name: String,
    #[schemars(range(min = 13, max = 130))]
    pub age: u8,
    #[schemars(email)]
    pub email: String,
    #[schemars(url)]
    pub homepage: Option<String>,
    #[schemars(regex(pattern = r"^[a-z0-9_]+$"))]
    pub handle: String,
    #[schemars(length(min = 1, max = 5))]
    pub tags: Vec<String>,
    #[schemars(length(equal = 2))]
    pub country: String,
    #[schemars(inner(length(max = 16)))]
    pub nicknames: Vec<String>,
    #[schemars(range(min = 1))]
    pub seats: u32,
    #[schemars(range(max = 0.5))]
    pub ratio: f64,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct AnnotatedRequest {
    /// Ignored because the attribute wins.
    #[schemars(description = "Explicit description.")]
    pub query: String,
    /// Doc with a title attribute.
    #[schemars(title = "Result limit")]
    pub limit: u32,
    #[schemars(extend("x-unit" = "ms", "x-internal" = true))]
    pub timeout: u64,
    #[schemars(example = 42)]
    pub answer: i32,
    #[deprecated]
    pub legacy: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[schemars(title = "Custom title", description = "Custom description.")]
pub struct TitledRequest {
    pub value: String,
    pub nested: TitledNested,
}

/// # Nested title
/// Nested description, with a title line.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[schemars(extend("x-nested" = 1))]
pub struct TitledNested {
    pub x: i32,
}

#[derive(Debug, Default)]
pub struct DocsServer;

pub const READ_DESCRIPTION: &str = "Read a file from disk.";

#[tool_router(vis = "pub")]
impl DocsServer {
    /// Summarize a document.
    ///
    /// Returns at most `max_words` words.
    ///     Indented continuation line.
    #[tool]
    fn summarize(&self, Parameters(_r): Parameters<SummarizeRequest>) -> String {
        String::new()
    }

    #[doc = "Translate text."]
    #[doc = ""]
    #[doc = "   Keeps the formatting."]
    #[tool]
    fn translate(&self, Parameters(_r): Parameters<TranslateRequest>) -> String {
        String::new()
    }

    /// # Register
    /// Register a new user.
    #[tool]
    fn register(&self, Parameters(_r): Parameters<RegisterRequest>) -> String {
        String::new()
    }

    /// This doc comment is ignored.
    #[tool(description = "Annotated fields.")]
    fn annotated(&self, Parameters(_r): Parameters<AnnotatedRequest>) -> String {
        String::new()
    }

    #[tool(description = READ_DESCRIPTION)]
    fn titled(&self, Parameters(_r): Parameters<TitledRequest>) -> String {
        String::new()
    }

    #[tool(description = concat!("Delete a file. ", "This cannot be undone."))]
    fn delete_file(&self, Parameters(_r): Parameters<TitledNested>) -> String {
        String::new()
    }
}
