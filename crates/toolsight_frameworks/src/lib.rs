//! One module per framework, registered in one table (`ALL`). A framework module holds
//! everything specific to it: its id and import roots, its markers as data (decorators,
//! registration calls, list-taking calls, base classes, hand-written schema constructors),
//! the providers it formats for, its renderer per provider, and the degradations it makes.
//! Discovery, rules, hover and CLI ask this registry and never name a framework.
//!
//! Renderers never guess beyond the library's own rules: where the library degrades a type
//! silently, so does the renderer, because the preview must show what is really sent.

pub mod render;

/// Index files a framework reads beside a module that list its functions as tools (stores'
/// `tools.toml`): the entries naming a file, and the marks they make.
pub mod index {
    pub use crate::stores::index::{apply_index, index_entries, IndexEntry};
}

// The layers below, under the names the framework modules use for them; `crate::frameworks`
// is this crate (the modules were written as part of one crate and keep their paths).
use crate as frameworks;
use toolsight_model as model;
use toolsight_model::payload;
use toolsight_python::extract;
use toolsight_rust as rust;
use toolsight_syntax as syntax;
use toolsight_syntax::{line_index, project_files};
use toolsight_tokens as tokens;

pub mod behaviour;
/// What in code shows the providers a module's tools are sent to (handed to the front-end).
pub mod providers;
pub use mcp_wire::McpProtocol;
pub mod common;
// The marker vocabulary is data of the model (discovery reads it without knowing a framework).
pub use crate::model::markers;
// The schema engines frameworks share (their own crate, below the front-ends).
pub use toolsight_schema::{docstrings, pydantic, pysig, schemars};
pub mod rust_front;

// The seed libraries, reproduced byte for byte.
pub mod abstractllm;
pub mod selectools;
pub mod stores;
pub mod toolslm;

// Frameworks whose tools are found and attributed; their payloads are separate work.
pub mod agno;
pub mod anthropic;
pub mod autogen;
pub mod browser_use;
pub mod camel;
pub mod claude_agent_sdk;
pub mod crewai;
pub mod dspy;
pub mod fastmcp;
pub mod google_adk;
pub mod google_genai;
pub mod haystack;
pub mod langchain;
pub mod llama_index;
pub mod mcp;
/// The wire form of an MCP tool (mcp 2.x servers and fastmcp), per protocol revision.
pub mod mcp_wire;
pub mod openai;
pub mod openai_agents;
pub mod pydantic_ai;
pub mod rig;
pub mod rmcp;
pub mod semantic_kernel;
pub mod smolagents;
pub mod strands;

use serde_json::Value;

use crate::model::{CallValue, Function, Module};
pub use behaviour::Behaviour;
pub use markers::Markers;

/// Every framework toolsight knows (`ALL`) and what the Python front-end is handed of each
/// (`DIALECTS`: id, import roots, markers), in one list so that the two cannot disagree. The
/// order is the one a file's imports are matched in (more specific import roots first:
/// `toolslm.funccall` before `toolslm`).
macro_rules! registry {
    ($($f:path),* $(,)?) => {
        pub static ALL: &[&Framework] = &[$(&$f),*];
        pub static DIALECTS: markers::Dialects = markers::Dialects {
            frameworks: &[$(markers::Dialect {
                id: $f.id,
                imports: $f.imports,
                markers: $f.markers,
            }),*],
            providers: &providers::EVIDENCE,
        };
    };
}

registry![
    toolslm::LEGACY,
    toolslm::FRAMEWORK,
    stores::FRAMEWORK,
    selectools::FRAMEWORK,
    abstractllm::FRAMEWORK,
    mcp::FRAMEWORK,
    fastmcp::FRAMEWORK,
    langchain::FRAMEWORK,
    pydantic_ai::FRAMEWORK,
    google_adk::FRAMEWORK,
    google_genai::FRAMEWORK,
    openai_agents::FRAMEWORK,
    claude_agent_sdk::FRAMEWORK,
    anthropic::FRAMEWORK,
    crewai::FRAMEWORK,
    llama_index::FRAMEWORK,
    agno::FRAMEWORK,
    smolagents::FRAMEWORK,
    strands::FRAMEWORK,
    semantic_kernel::FRAMEWORK,
    camel::FRAMEWORK,
    dspy::FRAMEWORK,
    autogen::FRAMEWORK,
    haystack::FRAMEWORK,
    browser_use::FRAMEWORK,
    openai::FRAMEWORK,
    rmcp::FRAMEWORK,
    rig::FRAMEWORK,
];

/// The framework a module's tools are rendered as when nothing in the code names one (stores
/// renders every provider toolsight shows).
pub static DEFAULT: Library = &stores::FRAMEWORK;

/// A framework, as a handle: compared, hashed and ordered by its id.
pub type Library = &'static Framework;

/// How a framework renders one tool for one provider.
pub type Renderer = fn(&ToolInput, Provider) -> Rendered;

/// Library-specific checks the rules run for a framework's tools (the rule functions live in
/// `rules/library.rs`; the framework says which of them describe its behaviour).
#[derive(Clone, Copy, Debug)]
pub enum Degradation {
    /// Every parameter type but those `maps_exactly` accepts is sent as `"string"`
    /// (abstractllm).
    SentAsString {
        maps_exactly: fn(&crate::model::Ty) -> bool,
    },
    /// A non-`str` return annotation is refused or mangled (selectools).
    NonStrReturn,
    /// `_private` parameters are sent unless the option `unless` is true (toolslm's
    /// `skip_hidden`).
    HiddenParams { unless: &'static str },
}

pub struct Framework {
    /// The `--library` id (part of the command-line interface).
    pub id: &'static str,
    /// The name shown to users.
    pub label: &'static str,
    /// Import roots: a file importing one of these (or a module below it) uses the framework.
    pub imports: &'static [&'static str],
    /// What makes a function, class or literal one of its tools.
    pub markers: Markers,
    /// The payloads toolsight renders, in display order (empty until the framework has a
    /// renderer).
    pub providers: &'static [Provider],
    /// The providers its tools are sent to, beyond the payloads toolsight renders.
    pub targets: &'static [Provider],
    pub renderer: Option<Renderer>,
    pub degradations: &'static [Degradation],
    /// What the framework does to a tool without telling its user (a type sent as an empty
    /// object, a default dropped, a schema replaced by `{}`): each one a diagnostic.
    pub silent: Option<SilentCheck>,
    /// What it does where rules describe a framework's own behaviour (duplicates, raises,
    /// `None` for a defaulted parameter, collapsed unions).
    pub behaviour: Behaviour,
}

/// A framework's silent degradations of one tool.
pub type SilentCheck = fn(&ToolInput) -> Vec<Silent>;

/// One silent degradation: the library sends something other than what the code says, and
/// neither the library nor the provider reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Silent {
    pub kind: SilentKind,
    /// The parameter it concerns; `None`: the whole tool.
    pub param: Option<String>,
    /// The payloads it happens in; empty: every payload of the framework.
    pub providers: Vec<Provider>,
    /// What is sent instead, and what the model loses, in one sentence.
    pub message: String,
    /// For a dropped default: the default as the framework's own schema holds it (JSON), for
    /// a rule to look for in the descriptions sent when the code that writes it is in a
    /// module it cannot see (an `args_schema` model imported from another module).
    pub default: Option<String>,
}

impl Silent {
    pub fn new(kind: SilentKind, param: Option<&str>, message: impl Into<String>) -> Silent {
        Silent {
            kind,
            param: param.map(str::to_string),
            providers: Vec::new(),
            message: message.into(),
            default: None,
        }
    }
    /// The default the framework's schema holds (see `default`).
    pub fn with_default(mut self, default: &Value) -> Silent {
        self.default = Some(default.to_string());
        self
    }
    /// Only in these payloads (a provider formatter's own degradation).
    pub fn only(mut self, providers: &[Provider]) -> Silent {
        self.providers = providers.to_vec();
        self
    }
}

/// What kind of information a silent degradation loses; each kind is one rule (L010–L014).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SilentKind {
    /// The parameter's type is sent as another one (a `datetime` as an empty object).
    TypeLost,
    /// The default value is not sent, or sent as something else.
    DefaultDropped,
    /// A description the code gives is not sent.
    DescriptionDropped,
    /// A constraint the code gives (`ge=`, `max_length=`, `pattern=`) is not sent.
    ConstraintDropped,
    /// The whole parameter schema is replaced (an empty `{}` sent instead of failing).
    SchemaReplaced,
}

impl Framework {
    /// The `--library` id.
    pub fn id(&self) -> &'static str {
        self.id
    }
    /// The framework as the model names it.
    pub fn handle(&self) -> crate::model::FrameworkId {
        crate::model::FrameworkId::new(self.id)
    }
    /// Whether a qualified name (after import resolution) lies under one of the framework's
    /// import roots.
    pub fn owns(&self, qualified: &str) -> bool {
        self.imports
            .iter()
            .any(|root| self.markers.under(root, qualified))
    }
    /// Whether its payloads are reproduced (the rest are found and attributed only).
    pub fn modelled(&self) -> bool {
        self.renderer.is_some()
    }
    /// Renders one tool for one provider.
    pub fn render(&self, tool: &ToolInput, provider: Provider) -> Option<Rendered> {
        self.renderer.map(|r| r(tool, provider))
    }
}

impl PartialEq for Framework {
    fn eq(&self, other: &Framework) -> bool {
        self.id == other.id
    }
}
impl Eq for Framework {}
impl std::hash::Hash for Framework {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.id.hash(h)
    }
}
impl PartialOrd for Framework {
    fn partial_cmp(&self, other: &Framework) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Framework {
    fn cmp(&self, other: &Framework) -> std::cmp::Ordering {
        self.id.cmp(other.id)
    }
}
impl std::fmt::Debug for Framework {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)
    }
}

/// A framework by its `--library` id.
pub fn by_id(id: &str) -> Option<Library> {
    ALL.iter().copied().find(|f| f.id == id)
}

/// The framework an import target (or any qualified name) belongs to: the one with the
/// longest matching import root (`toolslm.funccall.get_schema` is toolslm-legacy's, not
/// toolslm's).
pub fn from_import(target: &str) -> Option<Library> {
    DIALECTS.from_import(target).and_then(|d| by_id(d.id))
}

/// The registry entry of a framework the model names by id.
pub trait Registered {
    fn framework(self) -> Library;
}

impl Registered for crate::model::FrameworkId {
    fn framework(self) -> Library {
        // Ids are made only from registry entries (`Framework::handle`).
        by_id(self.id()).unwrap_or(DEFAULT)
    }
}

/// The ids of every framework, for help texts and errors.
pub fn ids() -> Vec<&'static str> {
    ALL.iter().map(|f| f.id).collect()
}

pub use crate::model::provider::{LibError, Provider, UNKNOWN_CODE};

/// One function as a library sees it: the function, its module, and the options of the
/// decorator or call that made it a tool (`name=`, `description=`, `param_metadata=`, ...).
#[derive(Clone, Copy, Debug)]
pub struct ToolInput<'a> {
    pub module: &'a Module,
    pub function: &'a Function,
    pub options: Option<&'a CallValue>,
    pub config: RenderConfig,
    /// The tool name the registering mark gives, as discovery read it (`@tool("x")`,
    /// `add_tool(f, name="x")`, `Tool(f, name="x")`).
    pub named: Option<&'a str>,
}

/// Settings that change what a framework sends and that the code does not show
/// (`--config strict=true`, `[tool.toolsight] strict = true`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RenderConfig {
    /// OpenAI strict mode where the framework makes it a choice of the call site
    /// (langchain's `bind_tools(..., strict=True)`); `None`: the framework's default.
    pub strict: Option<bool>,
    /// The Gemini API the tools go through (`gemini.api = "vertex"`): google-genai builds a
    /// Vertex AI client's declarations differently. `None`: the Developer API. What a module's
    /// own code shows (`genai.Client(vertexai=True)`, `Module::gemini_api`) takes precedence.
    pub gemini_api: Option<crate::model::provider::GeminiApi>,
    /// `rust.preserve_order`: serde_json's `preserve_order` in the Rust build (`None`: what
    /// the crate's Cargo.toml shows, `RustTool::preserve_order`).
    pub rust_preserve_order: Option<bool>,
    /// `mcp.protocol-version`: the MCP revision whose `tools/list` wire form an mcp 2.x or
    /// fastmcp server's payload is shown in (the key order differs between revisions).
    pub mcp_protocol: McpProtocol,
}

impl<'a> ToolInput<'a> {
    /// The name the tool is registered under: the mark's, else `__name__` (which a
    /// module-level `f.__name__ = ...` changes).
    pub fn tool_name(&self) -> String {
        self.named
            .map(str::to_string)
            .or_else(|| self.function.runtime_name.clone())
            .unwrap_or_else(|| self.function.name.clone())
    }

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
