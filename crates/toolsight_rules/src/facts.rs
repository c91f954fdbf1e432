//! What every rule needs to know before it may speak, and what it speaks about (issue 26):
//! the framework facts and payload parts it reads, the providers its claim is about, why it
//! has its severity, and, where a provider's behaviour changed over time, which API versions
//! it is about. A rule reports nothing when one of its facts was not read or does not apply
//! to the tool's framework or targets; `toolsight rule CODE` and SARIF's rule help print
//! this next to the rule's own documentation. A test keeps the table complete and each
//! severity consistent with its certainty.

use crate::config::Severity;
use crate::frameworks::Provider;

/// A part of what is sent (or of the code that produces it) a rule reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The tool's name as the framework sends it.
    Name,
    /// The tool's description as sent.
    Description,
    /// The parameter schema as sent (`parameters`, `input_schema`, `inputSchema`).
    Parameters,
    /// The strict flag of the payload.
    Strict,
    /// The set of tools sent together (one list, registry or server).
    ToolSet,
    /// The Python or Rust source the payload is made from: signature, annotations,
    /// defaults, docstring, marks.
    Source,
    /// What the tool returns to the model.
    Result,
}

impl Part {
    pub fn label(self) -> &'static str {
        match self {
            Part::Name => "name",
            Part::Description => "description",
            Part::Parameters => "parameter schema",
            Part::Strict => "strict flag",
            Part::ToolSet => "tools sent together",
            Part::Source => "source (signature, annotations, defaults, docstring, marks)",
            Part::Result => "returned value",
        }
    }
}

/// How certain the finding is, which decides its default severity: an error only where the
/// provider, SDK or library is known to reject or raise for this payload and target; a
/// warning for a silent change with a consequence (or a rejection by some of the target's
/// models or clients only, or toolsight's own limit); information for advice.
#[derive(Clone, Copy, Debug)]
pub enum Certainty {
    /// Who rejects or raises, and with what.
    Rejected(&'static str),
    /// Rejected by some models, API versions or clients of the target, accepted by others.
    RejectedBySome(&'static str),
    /// Nothing fails; what changes and what follows from it.
    SilentChange(&'static str),
    /// toolsight's own limit: what is not analysed.
    Limit(&'static str),
    /// Advice: what it would improve.
    Advice(&'static str),
}

impl Certainty {
    /// The default severity this certainty allows.
    pub fn severity(self) -> Severity {
        match self {
            Certainty::Rejected(_) => Severity::Error,
            Certainty::RejectedBySome(_) | Certainty::SilentChange(_) | Certainty::Limit(_) => {
                Severity::Warning
            }
            Certainty::Advice(_) => Severity::Info,
        }
    }
    pub fn text(self) -> &'static str {
        match self {
            Certainty::Rejected(s)
            | Certainty::RejectedBySome(s)
            | Certainty::SilentChange(s)
            | Certainty::Limit(s)
            | Certainty::Advice(s) => s,
        }
    }
    fn label(self) -> &'static str {
        match self {
            Certainty::Rejected(_) => "error: rejected or raised for this payload and target",
            Certainty::RejectedBySome(_) => {
                "warning: rejected by some models, versions or clients of the target"
            }
            Certainty::SilentChange(_) => "warning: a silent change with a consequence",
            Certainty::Limit(_) => "warning: toolsight's own limit",
            Certainty::Advice(_) => "information: advice",
        }
    }
}

/// Whether the provider behaviour a rule is about changed over time.
#[derive(Clone, Copy, Debug)]
pub enum Versions {
    /// The same for every API version and model the rule knows of.
    Stable,
    /// It changed: which versions the rule is about, and that the current one is the
    /// default (with the setting that selects another, where there is one).
    Changed {
        history: &'static str,
        default: &'static str,
    },
}

/// The facts and targets of one rule.
#[derive(Clone, Copy, Debug)]
pub struct Needs {
    pub code: &'static str,
    /// The framework facts read: which frameworks (by their registry data, never by name
    /// in the rule's code) and what of them.
    pub framework: &'static str,
    /// The parts of the payload or source read.
    pub parts: &'static [Part],
    /// The providers whose payload the claim is about; empty: the claim is about the
    /// library or framework itself (it raises, or changes what it sends), whatever the model.
    pub targets: &'static [Provider],
    /// The provider, SDK or client behaviour the claim rests on, with its source.
    pub provider: &'static str,
    pub certainty: Certainty,
    pub versions: Versions,
}

use Part::*;
use Provider::{Anthropic, Gemini, GeminiDeclaration, Mcp, OpenaiChat, OpenaiResponses};

const OPENAI: &[Provider] = &[OpenaiChat, OpenaiResponses];
const GEMINI: &[Provider] = &[Gemini, GeminiDeclaration];
const NONE: &[Provider] = &[];
const ANY_FRAMEWORK: &str = "any framework: the payload its renderer builds for each target";

const fn needs(
    code: &'static str,
    framework: &'static str,
    parts: &'static [Part],
    targets: &'static [Provider],
    provider: &'static str,
    certainty: Certainty,
) -> Needs {
    Needs {
        code,
        framework,
        parts,
        targets,
        provider,
        certainty,
        versions: Versions::Stable,
    }
}

const fn changed(mut n: Needs, history: &'static str, default: &'static str) -> Needs {
    n.versions = Versions::Changed { history, default };
    n
}

use Certainty::{Advice, Limit, Rejected, RejectedBySome, SilentChange};

/// Every rule's facts, in code order.
pub const ALL: &[Needs] = &[
    needs("A001", ANY_FRAMEWORK, &[Parameters], &[Anthropic],
        "Anthropic's Messages API validates `input_schema`: `tools.0.custom.input_schema.type: Field required`; no combinator at the root",
        Rejected("Anthropic answers HTTP 400 for the request")),
    needs("A002", ANY_FRAMEWORK, &[Parameters], &[Anthropic],
        "Anthropic: property keys must match `^[a-zA-Z0-9_.-]{1,64}$`",
        Rejected("Anthropic answers HTTP 400 for the request")),
    needs("A003", ANY_FRAMEWORK, &[Parameters, Strict], &[Anthropic],
        "Anthropic strict tool use compiles the schema to a grammar and refuses numeric and length constraints, `oneOf`, open objects",
        Rejected("Anthropic answers HTTP 400 when `strict: true`")),
    needs("C001", "the framework's registry data on which tools are sent together (mark groups, `behaviour.duplicate_in_group`, `listed_twice`)", &[Name, ToolSet], &[Anthropic, OpenaiChat, OpenaiResponses, Gemini],
        "Anthropic: `tools: Tool names must be unique.`; stores raises `Found duplicate(s)`; others keep the last one",
        Rejected("Anthropic (and stores) reject the request; where a provider keeps the last one silently the message says so")),
    needs("C002", "the framework's or adapter's name rewriting (sanitising, `.` to `-`)", &[Name, ToolSet], NONE,
        "no provider error: the rewritten names are equal, so one tool shadows the other",
        SilentChange("one tool silently replaces the other")),
    needs("C003", ANY_FRAMEWORK, &[Parameters], NONE,
        "clients and models that normalise `-` and `_` merge the two properties",
        SilentChange("one argument is lost or sent to the wrong parameter")),
    needs("D001", "the framework's description source (docstring, `description=`, a class attribute, a class-based tool's `description=` where it is built); silent where it was set in a way toolsight did not read", &[Description, Source], NONE,
        "placeholders (`No description available.`, `Tool <name>`); fastcore raises `Docstring missing!` (L001)",
        SilentChange("the model gets no or a placeholder description")),
    needs("D002", "the framework's docstring parser (Google, NumPy, Sphinx styles)", &[Source], NONE,
        "langchain raises `Arg country in docstring not found in function signature` with `parse_docstring=True`; elsewhere the entry is ignored",
        SilentChange("the entry's description reaches no parameter")),
    needs("D003", "where the framework reads parameter descriptions", &[Parameters, Source], NONE,
        "none: the model sees the bare name",
        Advice("a description would help the model choose the value")),
    changed(needs("D004", ANY_FRAMEWORK, &[Description], OPENAI,
        "OpenAI: `Invalid 'tools[13].function.description': string too long. Expected a string with maximum length 1024`",
        RejectedBySome("refused by several OpenAI models; unconfirmed for current ones")),
        "observed on OpenAI models in 2024-2025 (sentry-mcp#106); current models are not known to enforce it",
        "the current API: reported as a warning, not an error"),
    needs("D005", "where the framework reads parameter descriptions (stores, selectools, abstractllm, fastcore)", &[Parameters, Source], NONE,
        "none: the library leaves the docstring entry out of the payload",
        Advice("the description would reach the model through another mechanism")),
    changed(needs("G001", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "Gemini's `parameters` is the OpenAPI subset of `types.Schema`: `Invalid JSON payload received. Unknown name \"additionalProperties\"`",
        Rejected("the Gemini API (or google-genai client-side: `Extra inputs are not permitted`) rejects the declaration")),
        "`parameters` only; `parameters_json_schema` (google-genai >= 1.21, 2025-06) accepts JSON Schema and is not checked by this rule",
        "the current Developer API and Vertex AI"),
    needs("G002", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "Gemini: `enum: only allowed for STRING type`",
        Rejected("the Gemini API rejects the declaration")),
    needs("G003", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "Gemini: `Proto field is not repeating, cannot start list`; google-genai: `'list' object has no attribute 'upper'`",
        Rejected("the Gemini API or google-genai rejects the declaration")),
    changed(needs("G004", "the framework's Gemini renderer: whether it sends an empty OBJECT or leaves `parameters` out for a tool without parameters (silent where the framework replaced the schema, L014, or lost the type, L010)", &[Parameters], GEMINI,
        "Gemini: `parameters.properties: should be non-empty for OBJECT type` (agno#2112)",
        Rejected("the Gemini API rejects the declaration")),
        "observed on the v1beta Developer API since 2025-02 for zero-argument tools and nested `Dict[str, Any]` fields; `parameters_json_schema` (google-genai >= 1.21) accepts an empty object",
        "the current `parameters` path of the Developer API and Vertex AI"),
    needs("G005", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "Gemini: `parameters.properties[tags].items: missing field.`",
        Rejected("the Gemini API rejects the declaration")),
    needs("G006", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "Vertex AI: `When using any_of, it must be the only field set.`; reported only when the target is Vertex (`gemini.api`, `genai.Client(vertexai=True)`)",
        Rejected("Vertex AI rejects the request")),
    needs("G007", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "the Developer API: `only 'enum' and 'date-time' are supported for STRING type`; Vertex accepts more",
        Rejected("the Gemini Developer API rejects the declaration")),
    changed(needs("G008", "the framework's Gemini renderer (silent where the type is already lost, L010)", &[Parameters], GEMINI,
        "Vertex AI and Gemini 3: `schema didn't specify the schema type field`",
        Rejected("Vertex AI and Gemini 3 models reject the declaration")),
        "older Gemini models accepted TYPE_UNSPECIFIED; Vertex AI and Gemini 3 models reject it (inspect_ai#3097)",
        "Gemini 3 and Vertex AI, the current models"),
    needs("G009", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "a `title` inside `$defs` of `parameters_json_schema` has been read as a function name (`MALFORMED_FUNCTION_CALL`, python-genai#1732)",
        Advice("reported, not reproducible on demand: opt-in")),
    needs("K001", "the framework's registry data on which tools are sent together", &[ToolSet], OPENAI,
        "OpenAI: `Invalid 'tools': array too long. Expected an array with maximum length 128`",
        Rejected("OpenAI rejects the request")),
    needs("K002", "the framework's registry data on which tools are sent together", &[ToolSet], GEMINI,
        "Gemini: `At most 512 function declarations can be specified.`",
        Rejected("Gemini rejects the request")),
    needs("K003", "the framework's registry data on which tools are sent together", &[ToolSet, Strict], &[Anthropic],
        "Anthropic: `Too many strict tools (22). The maximum number of strict tools supported is 20.`",
        Rejected("Anthropic rejects the request")),
    needs("K004", "the framework's registry data on which tools are sent together", &[ToolSet], OPENAI,
        "OpenAI's function-calling guide: fewer than 20 functions at the start of a turn",
        Advice("accuracy drops with many tools: opt-in")),
    needs("L001", "the framework's own checks, reproduced (`LibError` from its renderer)", &[Source], NONE,
        "the library's own exception (stores `TypeError: Unsupported type`, fastcore `Docstring missing!`, selectools `ToolValidationError`)",
        Rejected("the library raises: no schema is sent")),
    needs("L002", "the framework's union mapping (`behaviour.collapsed_union`; selectools, stores, abstractllm)", &[Parameters, Source], NONE,
        "none: the library sends one type",
        SilentChange("the model never learns the other types")),
    needs("L003", "the framework's renderer (fastcore, stores, abstractllm emit such types)", &[Parameters], &[Anthropic],
        "Anthropic: `input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12`; others misread the type",
        Rejected("Anthropic rejects the request")),
    needs("L004", "abstractllm's exact type mapping", &[Parameters, Source], NONE,
        "none: the library sends `\"string\"`",
        SilentChange("the model sends a string where the function expects another type")),
    needs("L005", "selectools' result conversion", &[Result, Source], NONE,
        "none: selectools sends `str()` of the value",
        SilentChange("the model never sees the result")),
    needs("L006", ANY_FRAMEWORK, &[Parameters], GEMINI,
        "Gemini: `parameters.required[0]: property is not defined`; other providers accept it",
        RejectedBySome("Gemini rejects it; the other targets accept a schema the model cannot satisfy")),
    needs("L007", "fastcore's `get_schema` (hides `_` parameters only with `skip_hidden=True`)", &[Parameters, Source], NONE,
        "none: the model sees and fills the parameter",
        SilentChange("a private parameter is exposed to the model")),
    needs("L008", "the annotation as written and the workspace's modules; silent for names from installed packages and for a module-level function the name is rebound to (`def list()`), and on an annotation whose failure makes the framework replace the whole schema (L014 names the `NameError` there: one finding)", &[Source], NONE,
        "none: the library evaluates the annotation (`NameError`) or, under `from __future__ import annotations`, keeps a string",
        SilentChange("the preview shows what the library does with a type it cannot resolve")),
    needs("L009", "stores' `tools.toml` index", &[Source], NONE,
        "stores' LocalIndex: `AttributeError: module ... has no attribute ...`",
        Rejected("stores raises: no tool of the index is sent")),
    needs("L010", "the framework's silent checks (`Framework::silent`, type mapping)", &[Parameters, Source], NONE,
        "none: the framework sends the type as an empty object or a string",
        SilentChange("the model cannot know what to send")),
    needs("L011", "the framework's silent checks (which frameworks drop defaults) and the description it sends (silent where it states the default, or for an empty-string or `None` default what the empty value means)", &[Parameters, Description, Source], NONE,
        "none: the default is not in what is sent",
        SilentChange("the model does not know what leaving the parameter out does")),
    needs("L012", "the framework's silent checks (where it reads parameter descriptions)", &[Parameters, Source], NONE,
        "none: the description is not sent",
        SilentChange("the model sees the bare parameter name")),
    needs("L013", "the framework's silent checks (which constraints it keeps)", &[Parameters, Source], NONE,
        "none: the constraint is not sent",
        SilentChange("the model does not know the limit, and the call is rejected by validation")),
    needs("L014", "the framework's silent checks (agno, crewai, Google ADK replace the schema when it cannot be built)", &[Parameters, Source], NONE,
        "none: the framework catches its own error and sends the tool without parameters",
        SilentChange("the model calls the tool without arguments and the call fails at run time")),
    needs("L015", ANY_FRAMEWORK, &[Parameters], NONE,
        "none: providers accept it",
        SilentChange("no value satisfies both the type and the enum")),
    needs("M001", "MCP servers (FastMCP, the MCP SDK, rmcp) and hand-written `types.Tool`", &[Parameters], &[Mcp],
        "MCP specification (2026-07-28): `inputSchema` is an object schema; the SDKs refuse `tools/list` (`inputSchema.type: Input should be 'object'`), rmcp panics",
        Rejected("the MCP SDK rejects the tool list")),
    needs("M002", "MCP servers", &[Parameters], &[Mcp],
        "VS Code's MCP client: `tool parameters array type must have items` (microsoft/vscode#257537)",
        RejectedBySome("VS Code refuses the tool; other clients accept it")),
    needs("N001", "the name the framework sends (after its own sanitising)", &[Name], &[Anthropic, OpenaiChat, OpenaiResponses],
        "Anthropic `^[a-zA-Z0-9_-]{1,128}$`, OpenAI `^[a-zA-Z0-9_-]+$`",
        Rejected("the provider answers HTTP 400")),
    needs("N002", "the name the framework sends", &[Name], OPENAI,
        "OpenAI: `string too long. Expected a string with maximum length 64`",
        Rejected("OpenAI answers HTTP 400")),
    changed(needs("N003", "the name the framework sends", &[Name], &[Anthropic, Gemini, GeminiDeclaration],
        "Anthropic: `String should have at most 128 characters`; Gemini (SDK >= 2.6) 128",
        Rejected("Anthropic and Gemini reject the request")),
        "older Gemini models and Anthropic's docs said 64 characters; the current APIs take 128",
        "128 characters, the current limit"),
    changed(needs("N004", "the name the framework sends (after its own rewriting)", &[Name], GEMINI,
        "Gemini: `Invalid function name. Must start with a letter or an underscore.`",
        Rejected("Gemini 3 models reject the declaration")),
        "older Gemini models accepted such names; gemini-3 models enforce the rule",
        "the current (gemini-3) models"),
    needs("N005", "the name the framework sends (after its own rewriting)", &[Name], GEMINI,
        "Gemini: `Invalid function name` for spaces, slashes, non-ASCII letters",
        Rejected("Gemini rejects the declaration")),
    needs("N006", "MCP servers only (a function-calling framework sends its names as they are)", &[Name], &[Mcp],
        "MCP clients prefix names (`mcp__<server>__<tool>`) and OpenAI caps names at 64 characters",
        Advice("little room is left for a client's prefix")),
    needs("N007", "any framework (opt-in)", &[Name], &[Mcp],
        "MCP specification (SEP-986): names SHOULD be `[A-Za-z0-9_.-]{1,128}`",
        Advice("outside the recommendation: opt-in")),
    changed(needs("N008", "MCP servers (FastMCP, the MCP SDK)", &[Name], &[Mcp],
        "MCP specification (2025-11-25 and later, SEP-986); the Python SDK logs `Tool name contains invalid characters`",
        RejectedBySome("the SDK warns and clients may refuse the name")),
        "the MCP specification before 2025-11-25 set no rule on tool names",
        "revision 2025-11-25 and later, the current specification"),
    needs("S001", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "OpenAI strict: `'required' is required to be supplied and to be an array including every key in properties`",
        Rejected("OpenAI rejects the request when `strict: true`")),
    needs("S002", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "OpenAI strict: `'additionalProperties' is required to be supplied and to be false`",
        Rejected("OpenAI rejects the request when `strict: true`")),
    changed(needs("S003", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "Azure OpenAI: `'default' is not permitted`; api.openai.com accepts and ignores it (openai-agents#4390)",
        RejectedBySome("Azure OpenAI rejects it; api.openai.com accepts it")),
        "api.openai.com rejected `default` in strict schemas until about 2026; Azure still does",
        "the current API: a warning, since api.openai.com accepts it"),
    needs("S004", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "OpenAI strict: `'oneOf' is not permitted.`",
        Rejected("OpenAI rejects the request when `strict: true`")),
    needs("S005", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "OpenAI strict: `'uniqueItems' is not permitted.`",
        Rejected("OpenAI rejects the request when `strict: true`")),
    needs("S006", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "OpenAI strict: `'uri' is not a valid format`",
        Rejected("OpenAI rejects the request when `strict: true`")),
    needs("S007", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "OpenAI strict: `schema must have a 'type' key.`",
        Rejected("OpenAI rejects the request when `strict: true`")),
    needs("S008", ANY_FRAMEWORK, &[Parameters, Strict], OPENAI,
        "OpenAI structured outputs: 5000 properties, 10 levels, 1000 enum values",
        Rejected("OpenAI rejects the request when `strict: true`")),
    needs("S009", ANY_FRAMEWORK, &[Parameters], OPENAI,
        "OpenAI: `In context=('properties', 'paths'), array schema missing items.` (strict or not)",
        Rejected("OpenAI rejects the request")),
    changed(needs("S010", ANY_FRAMEWORK, &[Parameters], OPENAI,
        "OpenAI: `In context=(), object schema missing properties.`; observed at the root of `parameters` only (forgecode#1359, spring-ai#4776, playwright-mcp#1191); a nested object without `properties` is accepted outside strict mode (prism#746), and in strict mode it is S002's",
        RejectedBySome("gpt-5 and the Responses API reject it; older Chat Completions models accept it")),
        "gpt-4o and older Chat Completions models accepted a root object without `properties`; gpt-5 (2025-08) and the Responses API reject it",
        "the current models (gpt-5, Responses)"),
    needs("S011", "the framework's strict mode (which frameworks send strict schemas and make defaulted parameters required)", &[Parameters, Strict, Source], OPENAI,
        "none: strict mode requires every property (openai-agents#3733)",
        SilentChange("the default never applies; the model fills the parameter with a guess")),
    needs("T001", ANY_FRAMEWORK, &[Name, Description, Parameters], NONE,
        "every request that offers the tool pays for its definition in input tokens (o200k_base count of the compact JSON)",
        SilentChange("every request costs the tokens, whether or not the tool is called")),
    needs("T002", "the framework's registry data on which tools are sent together", &[ToolSet, Name, Description, Parameters], NONE,
        "every request pays for every definition of the set",
        SilentChange("every request costs the tokens of the whole set")),
    needs("T003", "MCP servers; the clients named in `tokens.clients`", &[ToolSet], &[Mcp],
        "Cursor offers at most 40 tools, Windsurf 100",
        RejectedBySome("the named client cannot offer the whole server")),
    needs("T004", "frameworks that put the signature or docstring in the description (llama-index)", &[Description, Parameters], NONE,
        "none: the same text is paid for twice",
        Advice("shorter payloads: opt-in")),
    changed(needs("V001", "the framework's Gemini renderer (whether the declaration carries the default), the lowest google-genai the framework requires (`behaviour.gemini_sdk_floor`: silent for a sent default under google-adk, which requires >= 2.30) and the parameter's real default", &[Parameters, Source], GEMINI,
        "google-genai before 1.12 on the Developer API: `Default value is not supported in function declaration schema for the Gemini API.`",
        Advice("information unless `gemini.sdk` is below 1.12 on the Developer API, where it is an error")),
        "google-genai before 1.12 rejected non-None defaults client-side; 1.12 and later send them",
        "the current SDK (`gemini.sdk` unset): information"),
    needs("V002", "`behaviour.fills_default_for_none` (stores, selectools): silent for frameworks that pass `None` on", &[Source], NONE,
        "none: the framework replaces the model's `None` by the default",
        SilentChange("the model can never pass a meaningful `None`")),
    needs("V003", "pydantic-based and google-genai renderers", &[Parameters, Source], NONE,
        "pydantic emits a non-nullable type with `default: null`; google-genai makes it required",
        SilentChange("the model cannot send null for a parameter that defaults to None")),
    needs("V004", "fastcore's `get_schema` (copies defaults as Python objects)", &[Parameters, Source], NONE,
        "`TypeError: Object of type Color is not JSON serializable` when the request is serialised",
        Rejected("the request fails to serialise")),
    needs("X001", "none: toolsight's parser bound", &[Source], NONE,
        "none",
        Limit("the statement is not analysed")),
    needs("X002", "none: toolsight's file size bound", &[Source], NONE,
        "none",
        Limit("the file is not analysed")),
    needs("X003", "none: toolsight's type size bound", &[Source], NONE,
        "none",
        Limit("the type is resolved only in part")),
    needs("X004", "none: toolsight's indentation bound", &[Source], NONE,
        "none",
        Limit("the statement is not analysed")),
    needs("X005", "the frameworks' import roots, and for a root another distribution shares (`haystack`) the names under it that are the framework's (`Markers::root_names`)", &[Source], NONE,
        "none",
        Limit("no tool was found, so nothing was checked")),
    needs("X006", "none: CPython's compiler (3.11 and 3.12)", &[Source], NONE,
        "CPython 3.11 and 3.12 `compile()`: `SyntaxError` (`parameter without a default follows parameter with a default`, `keyword argument repeated: a`, ...), raised when the module is imported or run",
        Rejected("Python raises `SyntaxError` at import: the module never runs and none of its tools is registered")),
];

/// The facts of rule `code`.
pub fn of(code: &str) -> Option<&'static Needs> {
    ALL.iter().find(|n| n.code == code)
}

/// The facts as a documentation section (`toolsight rule`, SARIF help).
pub fn section(n: &Needs) -> String {
    let parts: Vec<&str> = n.parts.iter().map(|p| p.label()).collect();
    let targets = if n.targets.is_empty() {
        "the library or framework itself, whatever the model".to_string()
    } else {
        n.targets
            .iter()
            .map(|p| p.id())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut s = format!(
        "Facts read: framework: {}; payload: {}.\nTargets: {}.\nProvider behaviour: {}.\nSeverity ({}): {}.",
        n.framework,
        parts.join(", "),
        targets,
        n.provider,
        n.certainty.label(),
        n.certainty.text()
    );
    match n.versions {
        Versions::Stable => s.push_str("\nAPI versions: the same for every version known."),
        Versions::Changed { history, default } => {
            s.push_str(&format!("\nAPI versions: {history}. Default: {default}."))
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule states its facts and targets, and its default severity is the one its
    /// certainty allows (error only for a known rejection).
    #[test]
    fn every_rule_states_its_facts_and_targets() {
        let registry = super::super::registry();
        let mut problems = Vec::new();
        for r in &registry {
            let Some(n) = of(r.code) else {
                problems.push(format!("{}: no facts", r.code));
                continue;
            };
            if n.framework.trim().len() < 4 {
                problems.push(format!("{}: no framework facts", r.code));
            }
            if n.parts.is_empty() {
                problems.push(format!("{}: no payload parts", r.code));
            }
            if n.provider.trim().is_empty() || n.certainty.text().trim().len() < 8 {
                problems.push(format!(
                    "{}: no provider behaviour or severity reason",
                    r.code
                ));
            }
            if n.certainty.severity() != r.severity {
                problems.push(format!(
                    "{}: default severity {:?} but its certainty allows {:?}",
                    r.code,
                    r.severity,
                    n.certainty.severity()
                ));
            }
            // A rejection is someone's: a provider's (a target) or the library's own.
            if matches!(n.certainty, Certainty::Rejected(_)) && n.targets.is_empty() {
                let t = n.certainty.text();
                if !(t.contains("raises") || t.contains("fails")) {
                    problems.push(format!(
                        "{}: an error without a target that rejects",
                        r.code
                    ));
                }
            }
            if let Versions::Changed { history, default } = n.versions {
                if history.len() < 10 || !default.contains("current") {
                    problems.push(format!(
                        "{}: a changed behaviour must say its history and default to the current version",
                        r.code
                    ));
                }
            }
        }
        for n in ALL {
            if !registry.iter().any(|r| r.code == n.code) {
                problems.push(format!("{}: facts of no rule", n.code));
            }
            if ALL.iter().filter(|m| m.code == n.code).count() > 1 {
                problems.push(format!("{}: facts twice", n.code));
            }
        }
        assert!(problems.is_empty(), "{problems:#?}");
    }

    /// The rules whose provider behaviour is known to have changed say so.
    #[test]
    fn rules_on_changed_behaviour_name_their_versions() {
        for code in [
            "G004", "G008", "N003", "N004", "S003", "S010", "V001", "D004",
        ] {
            assert!(
                matches!(of(code).unwrap().versions, Versions::Changed { .. }),
                "{code} must say which API versions it is about"
            );
        }
    }

    #[test]
    fn the_section_names_targets_and_severity() {
        let s = section(of("S010").unwrap());
        assert!(s.contains("openai-chat"), "{s}");
        assert!(s.contains("Severity (warning"), "{s}");
        assert!(s.contains("API versions:"), "{s}");
    }
}
