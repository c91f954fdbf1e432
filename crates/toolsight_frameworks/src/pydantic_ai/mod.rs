//! Pydantic AI (pydantic-ai-slim 2.68): a tool's `ToolDefinition` (`Tool(f).tool_def`) and
//! what `OpenAIChatModel`, `OpenAIResponsesModel`, `AnthropicModel` and `GoogleModel` send for
//! it after `prepare_request` has run their profile's JSON schema transformer.
//!
//! `schema` builds the definition (`_function_schema.function_schema`), `transform` the
//! per-provider schemas; this file reads the registration's options and lays out the payloads.

mod schema;
mod transform;

use serde_json::{Map, Value};

use super::docstrings::griffe::Style;
use super::markers::{Arg, Form, ListSink, Markers, Method, Wrapper};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::PyValue;
use schema::SchemaOptions;
use transform::Profile;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "pydantic-ai",
    label: "Pydantic AI",
    imports: &["pydantic_ai"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "Tool",
            arg: Arg::At(0, "function"),
        }],
        methods: &[
            Method {
                class: "FunctionToolset",
                method: "tool_plain",
                form: Form::Decorator,
                loose: false,
            },
            Method {
                class: "Agent",
                method: "tool",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "Agent",
                method: "tool_plain",
                form: Form::Decorator,
                loose: true,
            },
            Method {
                class: "FunctionToolset",
                method: "tool",
                form: Form::Decorator,
                loose: false,
            },
            Method {
                class: "FunctionToolset",
                method: "add_function",
                form: Form::Register(Arg::At(0, "func")),
                loose: false,
            },
        ],
        lists: &[
            ListSink {
                callee: "Agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "FunctionToolset",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
        ],
        // `FunctionToolset.tools` and `RunContext.tools` are dicts, and `Agent` has no
        // `tools` (pydantic-ai-slim 2.68): `x.tools.tool(...)` is another library's tool
        // manager (llmling-agent's `agent.tools.tool(name=...)`).
        loose_not_through: &["tools"],
        ..Markers::NONE
    },
    providers: &[
        Provider::Native,
        Provider::OpenaiChat,
        Provider::OpenaiResponses,
        Provider::Anthropic,
        Provider::Gemini,
    ],
    targets: &[
        Provider::OpenaiChat,
        Provider::OpenaiResponses,
        Provider::Anthropic,
        Provider::Gemini,
    ],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        // pydantic-ai-slim 2.68's METADATA: `google-genai<3,>=2.30.0; extra == 'google'`;
        // `GoogleModel` sends `parameters_json_schema` (defaults included), which that SDK
        // accepts, and the legacy `GeminiModel` is gone.
        gemini_sdk_floor: Some((2, 30, 0)),
        ..super::behaviour::Behaviour::NONE
    },
};

/// How the tool was made, which decides `takes_ctx`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Registration {
    /// `Tool(f, ...)` or `FunctionToolset.add_function(f, ...)`: `takes_ctx=` or inferred.
    Tool,
    /// `@agent.tool`: the first parameter is the context.
    WithContext,
    /// `@agent.tool_plain`: no context.
    Plain,
}

/// The last dotted segment of a callee or decorator, without its call.
fn last_segment(text: &str) -> &str {
    let head = text.split('(').next().unwrap_or(text).trim();
    head.rsplit('.').next().unwrap_or(head)
}

fn registration(tool: &ToolInput) -> Registration {
    let from = |seg: &str| match seg {
        "tool" => Some(Registration::WithContext),
        "tool_plain" => Some(Registration::Plain),
        "Tool" | "add_function" => Some(Registration::Tool),
        _ => None,
    };
    if let Some(r) = tool.options.and_then(|o| from(last_segment(&o.callee))) {
        return r;
    }
    tool.function
        .decorators
        .iter()
        .find_map(|d| {
            let seg = last_segment(&d.text);
            matches!(seg, "tool" | "tool_plain")
                .then(|| from(seg))
                .flatten()
        })
        .unwrap_or(Registration::Tool)
}

fn bool_option(tool: &ToolInput, name: &str) -> Option<bool> {
    match tool.option(name) {
        Some(PyValue::Bool(b)) => Some(*b),
        _ => None,
    }
}

/// A keyword's value as the `ToolDefinition` holds it (`None` when absent or not known).
fn json_option(tool: &ToolInput, name: &str) -> Value {
    tool.option(name)
        .and_then(super::pydantic::jsonable)
        .unwrap_or(Value::Null)
}

/// `Tool(f, ...)`'s `ToolDefinition` fields, in field order.
fn tool_def(tool: &ToolInput) -> Result<Map<String, Value>, LibError> {
    let takes_ctx = match registration(tool) {
        Registration::WithContext => Some(true),
        Registration::Plain => Some(false),
        Registration::Tool => bool_option(tool, "takes_ctx"),
    };
    let docstring_format = match tool.option("docstring_format").and_then(PyValue::as_str) {
        Some("google") => Some(Style::Google),
        Some("numpy") => Some(Style::Numpy),
        Some("sphinx") => Some(Style::Sphinx),
        _ => None,
    };
    let opts = SchemaOptions {
        takes_ctx,
        docstring_format,
        require_parameter_descriptions: bool_option(tool, "require_parameter_descriptions")
            .unwrap_or(false),
    };
    let fs = schema::function_schema(tool, opts)?;
    let name = tool_name(tool);
    let description = match tool.option("description") {
        Some(PyValue::Str(d)) => Some(d.clone()),
        _ => fs.description,
    };
    let mut m = Map::new();
    m.insert("name".into(), name.into());
    m.insert("parameters_json_schema".into(), fs.json_schema);
    m.insert(
        "description".into(),
        description.map(Value::String).unwrap_or(Value::Null),
    );
    m.insert("outer_typed_dict_key".into(), Value::Null);
    m.insert("strict".into(), json_option(tool, "strict"));
    m.insert(
        "sequential".into(),
        Value::Bool(bool_option(tool, "sequential").unwrap_or(false)),
    );
    let approval = bool_option(tool, "requires_approval").unwrap_or(false);
    m.insert(
        "kind".into(),
        if approval { "unapproved" } else { "function" }.into(),
    );
    m.insert("metadata".into(), json_option(tool, "metadata"));
    m.insert("timeout".into(), json_option(tool, "timeout"));
    m.insert(
        "defer_loading".into(),
        Value::Bool(bool_option(tool, "defer_loading").unwrap_or(false)),
    );
    m.insert("unless_native".into(), Value::Null);
    m.insert("with_native".into(), Value::Null);
    m.insert("tool_kind".into(), Value::Null);
    m.insert("unless_tool_kind".into(), Value::Null);
    m.insert("return_schema".into(), fs.return_schema);
    m.insert(
        "include_return_schema".into(),
        json_option(tool, "include_return_schema"),
    );
    m.insert("toolset_id".into(), Value::Null);
    m.insert("capability_id".into(), Value::Null);
    Ok(m)
}

/// `name=`, else `__name__`.
fn tool_name(tool: &ToolInput) -> String {
    match tool.option("name") {
        Some(PyValue::Str(n)) => n.clone(),
        _ => tool.tool_name(),
    }
}

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let name = tool_name(tool);
    let result = tool_def(tool).and_then(|def| match provider {
        Provider::Native => Ok(Value::Object(def)),
        _ => send(def, provider),
    });
    Rendered { name, result }
}

/// `prepare_request` (the profile's transformer, then `prepare_return_schemas`) and the
/// model's tool mapping.
fn send(mut def: Map<String, Value>, provider: Provider) -> Result<Value, LibError> {
    let profile = match provider {
        Provider::Anthropic => Profile::Anthropic,
        Provider::Gemini => Profile::Google,
        _ => Profile::OpenAi,
    };
    let name = def["name"].as_str().unwrap_or_default().to_string();
    let strict = def["strict"].as_bool();
    let (parameters, strict) =
        transform::customize(profile, &def["parameters_json_schema"], strict, &name)?;
    // `prepare_return_schemas`: only Gemini takes a return schema natively; elsewhere an
    // opted-in schema goes into the description.
    let include = def["include_return_schema"] == Value::Bool(true);
    let return_schema = def["return_schema"].clone();
    let has_return = return_schema.as_object().is_some_and(|m| !m.is_empty());
    let mut description = def["description"].as_str().map(str::to_string);
    let mut response_schema = None;
    if include && has_return {
        if provider == Provider::Gemini {
            response_schema = Some(return_schema);
        } else {
            let mut parts: Vec<String> = description
                .iter()
                .filter(|d| !d.is_empty())
                .cloned()
                .collect();
            parts.push("Return schema:".into());
            parts.push(serde_json::to_string_pretty(&return_schema).unwrap_or_default());
            description = Some(parts.join("\n\n"));
        }
    }
    def.insert("parameters_json_schema".into(), parameters.clone());
    let strict = strict.unwrap_or(false);
    let desc_or_empty = description.clone().unwrap_or_default();
    let mut m = Map::new();
    match provider {
        Provider::OpenaiChat => {
            let mut f = Map::new();
            f.insert("name".into(), name.into());
            f.insert("description".into(), desc_or_empty.into());
            f.insert("parameters".into(), parameters);
            if strict {
                f.insert("strict".into(), Value::Bool(true));
            }
            m.insert("type".into(), "function".into());
            m.insert("function".into(), Value::Object(f));
        }
        Provider::OpenaiResponses => {
            m.insert("name".into(), name.into());
            m.insert("parameters".into(), parameters);
            m.insert("type".into(), "function".into());
            m.insert(
                "description".into(),
                description.map(Value::String).unwrap_or(Value::Null),
            );
            m.insert("strict".into(), Value::Bool(strict));
        }
        Provider::Anthropic => {
            m.insert("name".into(), name.into());
            m.insert("description".into(), desc_or_empty.into());
            m.insert("input_schema".into(), parameters);
            // `supports_json_schema_output` holds for claude-sonnet-4-5.
            if strict {
                m.insert("strict".into(), Value::Bool(true));
            }
        }
        _ => {
            m.insert("name".into(), name.into());
            m.insert("description".into(), desc_or_empty.into());
            m.insert("parameters_json_schema".into(), parameters);
            if let Some(r) = response_schema {
                m.insert("response_json_schema".into(), r);
            }
        }
    }
    Ok(Value::Object(m))
}
