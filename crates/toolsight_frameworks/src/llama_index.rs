//! LlamaIndex (`llama_index`): `FunctionTool.from_defaults(fn=f).metadata.to_openai_tool()`.
//! The description starts with the rendered signature; the schema is a `create_model` over the
//! parameters with only the first `Annotated` metadata item read.

use serde_json::{Map, Value};

use super::pydantic::{self, FieldInfo, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{Param, ParamKind, PyValue, Ty};

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, Wrapper};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "llama-index",
    label: "LlamaIndex",
    imports: &["llama_index"],
    markers: Markers {
        wrappers: &[
            Wrapper {
                callee: "FunctionTool.from_defaults",
                arg: Arg::At(0, "fn"),
            },
            Wrapper {
                callee: "FunctionTool.from_defaults",
                arg: Arg::Keyword("async_fn"),
            },
        ],
        lists: &[
            ListSink {
                callee: "FunctionAgent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "ReActAgent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "ReActAgent.from_tools",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
            ListSink {
                callee: "AgentWorkflow.from_tools_or_functions",
                arg: Arg::At(0, "tools_or_functions"),
                bare: true,
            },
        ],
        classes: &[ClassMarker {
            base: "BaseToolSpec",
            role: ClassRole::Toolkit {
                keywords: &["tools"],
                register: &[],
                spec_attr: Some("spec_functions"),
                get_tools: &[],
            },
        }],
        ..Markers::NONE
    },
    providers: &[Provider::OpenaiChat],
    targets: &[Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let name = match tool.option("name") {
        Some(PyValue::Str(n)) => n.clone(),
        _ => tool.tool_name(),
    };
    // `_sanitize_name`: OpenAI's name alphabet.
    let sent: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let result = openai_tool(tool, &name, &sent);
    Rendered { name: sent, result }
}

fn is_field_default(p: &Param) -> bool {
    p.default
        .as_ref()
        .is_some_and(|d| pydantic::fieldinfo::field_call(&d.value).is_some())
}

/// Where the code hands llama-index the tool's metadata instead of letting it build it from
/// the function: `FunctionTool.from_defaults(..., tool_metadata=...)`, or a `BaseToolSpec`
/// whose class overrides `to_tool_list` (and so may pass its own `func_to_metadata_mapping`).
/// The description and schema are then decided at run time.
fn metadata_given(tool: &ToolInput) -> Option<LibError> {
    if tool.option("tool_metadata").is_some() {
        return Some(LibError::unknown(
            "`FunctionTool.from_defaults(tool_metadata=...)`: the given metadata is the payload",
        ));
    }
    let class = tool.function.class.as_deref()?;
    let overridden = tool.module.functions.iter().any(|m| {
        m.class.as_deref() == Some(class)
            && matches!(
                m.name.as_str(),
                "to_tool_list" | "get_metadata_from_fn_name" | "get_fn_schema_from_fn_name"
            )
    });
    overridden.then(|| {
        LibError::unknown(format!(
            "`{class}` overrides how llama-index builds its tools' metadata"
        ))
    })
}

fn openai_tool(tool: &ToolInput, name: &str, sent: &str) -> Result<Value, LibError> {
    if let Some(e) = metadata_given(tool) {
        return Err(e);
    }
    let f = tool.function;
    let kept: Vec<&Param> = f
        .params
        .iter()
        .filter(|p| !super::common::annotated_as(p, &["Context"]) && p.name != "self")
        .collect();
    let names: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
    let signature =
        super::pysig::format_signature(&kept, f.returns.as_ref(), |p| !is_field_default(p));
    let doc = super::docstrings::llama_index(
        name,
        &signature,
        f.doc.as_ref().map(|d| d.value.as_str()),
        &names,
    );
    let description = match tool.option("description") {
        Some(PyValue::Str(d)) => d.clone(),
        _ => doc.description.clone().unwrap_or_default(),
    };
    // `ToolMetadata.to_openai_tool()` refuses a description over 1024 characters, but the
    // LLM integrations that send tools skip that check (llama-index-llms-openai 0.8.3's
    // `_prepare_chat_with_tools` calls it with `skip_length_check=True`; the Anthropic and
    // Google GenAI ones never call it): the long description is sent (ran: 1,465 characters
    // reach the request), and D004 says what OpenAI may do with it.
    let mut fields: Vec<FieldSpec> = Vec::new();
    for p in &kept {
        if matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword) {
            continue;
        }
        // Only the first metadata item of a top-level `Annotated` is read, for its
        // description; the type below it is used bare (constraints are lost).
        let (ty, meta_desc) = match p.annotation.as_ref().map(|a| &a.ty) {
            Some(Ty::Annotated { base, meta }) => {
                let d = match meta.first() {
                    Some(PyValue::Str(s)) => Some(s.clone()),
                    Some(v) => pydantic::fieldinfo::field_call(v)
                        .and_then(|c| FieldInfo::from_call(c).description),
                    None => None,
                };
                (Some(base.as_ref()), d)
            }
            Some(t) => (Some(t), None),
            None => (Some(&Ty::Any), None),
        };
        let description = meta_desc.or_else(|| {
            doc.params
                .iter()
                .find(|(n, _)| *n == p.name)
                .map(|(_, d)| d.trim().to_string())
        });
        let info = match p.default.as_ref().map(|d| &d.value) {
            Some(v) => match pydantic::fieldinfo::field_call(v) {
                Some(c) => {
                    let mut i = FieldInfo::from_call(c);
                    if i.description.is_none() {
                        i.description = description;
                    }
                    i
                }
                None => FieldInfo {
                    default: Some(v.clone()),
                    description,
                    ..FieldInfo::default()
                },
            },
            None => FieldInfo {
                description,
                ..FieldInfo::default()
            },
        };
        fields.push(FieldSpec {
            name: p.name.clone(),
            ty,
            info,
        });
    }
    let mut gen = Generator::for_function(f);
    gen.check_field_names(&fields)?;
    // String annotations are evaluated by `create_model` in llama-index's own module, where
    // the user's names are not defined.
    for p in &kept {
        if let Some(a) = p.annotation.as_ref().filter(|a| a.stringized) {
            if let Some(undefined) = super::pysig::first_undefined(&a.text, UTILS_GLOBALS) {
                return Err(LibError::new(
                    "PydanticUserError",
                    format!("`{name}` is not fully defined; you should define `{undefined}`, then call `{name}.model_rebuild()`.\n\nFor further information visit https://errors.pydantic.dev/2.14/u/class-not-fully-defined"),
                ));
            }
        }
    }
    let schema = gen.model(name, &fields, ModelConfig::default())?;
    let mut parameters = Map::new();
    if let Value::Object(m) = &schema {
        for (k, v) in m {
            if matches!(
                k.as_str(),
                "type" | "properties" | "required" | "definitions" | "$defs"
            ) {
                parameters.insert(k.clone(), v.clone());
            }
        }
    }
    let mut func = Map::new();
    func.insert("name".into(), sent.into());
    func.insert("description".into(), description.into());
    func.insert("parameters".into(), Value::Object(parameters));
    let mut m = Map::new();
    m.insert("type".into(), "function".into());
    m.insert("function".into(), Value::Object(func));
    Ok(Value::Object(m))
}

/// Names bound in `llama_index.core.tools.utils`, where string annotations are evaluated.
const UTILS_GLOBALS: &[&str] = &[
    "Parameter",
    "signature",
    "Any",
    "Awaitable",
    "Callable",
    "Dict",
    "List",
    "Optional",
    "Tuple",
    "Type",
    "Union",
    "cast",
    "get_origin",
    "get_args",
    "datetime",
    "typing",
    "BaseModel",
    "FieldInfo",
    "create_model",
    "create_schema_from_function",
];
