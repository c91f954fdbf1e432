//! What in a module's code shows the providers its tools are sent to: provider SDKs and
//! integrations, client classes, model ids, provider names given to formatting calls, and the
//! client keyword that chooses the Gemini API. The Python front-end is handed this as data
//! (`DIALECTS.providers`) and only interprets it (`extract/targets.rs`).

use crate::model::markers::ProviderEvidence;
use crate::model::provider::Provider;

pub static EVIDENCE: ProviderEvidence = ProviderEvidence {
    imports: IMPORTS,
    classes: CLASSES,
    models: MODELS,
    names: NAMES,
    model_first: MODEL_FIRST,
    provider_calls: PROVIDER_CALLS,
    gemini_api_switches: GEMINI_API_SWITCHES,
};

/// Where a hand-written tool dict in a provider's own format goes (`DictShape::listed_by`):
/// to a request, which toolsight does not name (any call may build one), so only a dict
/// whose every path is read and reaches no call that may send it (an example formatted
/// into an error message, a REST manifest's `JSONResponse`) is no tool.
pub static SENT_IN_A_REQUEST: crate::model::markers::Listings = crate::model::markers::Listings {
    handlers: &[],
    constructors: &[],
    method: "",
    result_key: "",
    request_format: true,
};

const OPENAI: &[Provider] = &[Provider::OpenaiChat, Provider::OpenaiResponses];
const ANTHROPIC: &[Provider] = &[Provider::Anthropic];
const GEMINI: &[Provider] = &[Provider::Gemini];
const MCP: &[Provider] = &[Provider::Mcp];

/// Import roots of provider SDKs and provider-specific integrations.
const IMPORTS: &[(&str, &[Provider])] = &[
    ("openai", OPENAI),
    ("langchain_openai", OPENAI),
    ("llama_index.llms.openai", OPENAI),
    ("anthropic", ANTHROPIC),
    ("langchain_anthropic", ANTHROPIC),
    ("llama_index.llms.anthropic", ANTHROPIC),
    ("google.genai", GEMINI),
    ("google.generativeai", GEMINI),
    ("vertexai", GEMINI),
    ("langchain_google_genai", GEMINI),
    ("langchain_google_vertexai", GEMINI),
    ("mcp.server", MCP),
    ("fastmcp", MCP),
];

/// Provider client classes of libraries that talk to several providers, by the imported
/// name's last segment (`from selectools.providers import OpenAIProvider`).
const CLASSES: &[(&str, &[Provider])] = &[
    ("OpenAIProvider", OPENAI),
    ("AnthropicProvider", ANTHROPIC),
    ("GeminiProvider", GEMINI),
    ("OpenAIChat", OPENAI),
    ("OpenAIResponses", &[Provider::OpenaiResponses]),
    ("OpenAIModel", OPENAI),
    ("OpenAIChatModel", &[Provider::OpenaiChat]),
    ("OpenAIResponsesModel", &[Provider::OpenaiResponses]),
    ("AnthropicModel", ANTHROPIC),
    ("GoogleModel", GEMINI),
    ("GeminiModel", GEMINI),
    ("Claude", ANTHROPIC),
    ("Gemini", GEMINI),
];

/// Model-id prefixes (also after a `provider:` or `provider/` routing prefix).
const MODELS: &[(&str, &[Provider])] = &[
    ("gpt-", OPENAI),
    ("gpt4", OPENAI),
    ("chatgpt-", OPENAI),
    ("o1", OPENAI),
    ("o3", OPENAI),
    ("o4-", OPENAI),
    ("openai:", OPENAI),
    ("openai/", OPENAI),
    ("claude-", ANTHROPIC),
    ("anthropic:", ANTHROPIC),
    ("anthropic/", ANTHROPIC),
    ("gemini-", GEMINI),
    ("gemini/", GEMINI),
    ("google-gla:", GEMINI),
    ("google-vertex:", GEMINI),
    ("vertex_ai/", GEMINI),
];

/// Provider names as arguments (`format_tools("anthropic")`) and enum members
/// (`ProviderFormat.GEMINI`).
const NAMES: &[(&str, &[Provider])] = &[
    ("openai", OPENAI),
    ("openai-chat", &[Provider::OpenaiChat]),
    ("openai_chat_completions", &[Provider::OpenaiChat]),
    ("openai_responses", &[Provider::OpenaiResponses]),
    ("anthropic", ANTHROPIC),
    ("gemini", GEMINI),
    ("google", GEMINI),
];

/// Client constructors whose keyword argument chooses the Gemini API the tools go through:
/// (qualified callee, keyword); `True` is Vertex AI, `False` the Developer API.
const GEMINI_API_SWITCHES: &[(&str, &str)] = &[
    ("google.genai.Client", "vertexai"),
    ("google.genai.client.Client", "vertexai"),
];

/// Callables whose first positional argument is a model id (`Agent("openai:gpt-5")`,
/// `init_chat_model("gpt-4o")`, `completion("claude-...")`), by the callee's last segment.
const MODEL_FIRST: &[&str] = &["Agent", "init_chat_model", "completion", "acompletion"];

/// Formatting and session calls whose string argument names a provider
/// (`format_tools("anthropic")`, `create_session("openai", ...)`).
const PROVIDER_CALLS: &[&str] = &[
    "format_tools",
    "create_session",
    "create_llm",
    "get_provider",
];
