//! LangChain and LangGraph (`langchain`, `langchain_core`, `langgraph`, ...). Payloads:
//! `convert_to_openai_tool(f)` for plain functions, built on pydantic's deprecated
//! `validate_arguments` model, then dereferenced and stripped of titles.

mod gemini;

use serde_json::{Map, Value};

use super::pydantic::{self, FieldInfo, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{Origin, ParamKind, Prim, Spelling, Ty};

use super::markers::{
    Arg, ClassMarker, ClassRole, Form, ListSink, Markers, Method, NameRule, Renders, TextAgent,
    Wrapper,
};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "langchain",
    label: "LangChain",
    imports: &[
        "langchain",
        "langchain_core",
        "langchain_community",
        "langgraph",
        "langchain_openai",
        "langchain_anthropic",
        "langchain_google_genai",
    ],
    markers: Markers {
        decorators: &["tool"],
        wrappers: &[
            Wrapper {
                callee: "StructuredTool.from_function",
                // The async half is the tool's source only without `func`.
                arg: Arg::KeywordUnless("coroutine", 0, "func"),
            },
            Wrapper {
                callee: "StructuredTool.from_function",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "Tool.from_function",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "Tool",
                arg: Arg::Keyword("func"),
            },
            Wrapper {
                callee: "StructuredTool",
                arg: Arg::Keyword("func"),
            },
            Wrapper {
                callee: "convert_to_openai_tool",
                arg: Arg::At(0, "tool"),
            },
        ],
        methods: &[Method {
            class: "",
            method: "bind_tools",
            form: Form::List(Arg::At(0, "tools")),
            loose: true,
        }],
        lists: &[
            ListSink {
                callee: "create_react_agent",
                arg: Arg::At(1, "tools"),
                bare: true,
            },
            ListSink {
                callee: "create_agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "create_tool_calling_agent",
                arg: Arg::At(1, "tools"),
                bare: true,
            },
            ListSink {
                callee: "ToolNode",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
            ListSink {
                callee: "initialize_agent",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
            ListSink {
                callee: "AgentExecutor",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
        ],
        classes: &[
            ClassMarker {
                base: "BaseTool",
                role: ClassRole::Tool { name_attr: "name" },
            },
            ClassMarker {
                base: "BaseToolkit",
                role: ClassRole::Toolkit {
                    keywords: &["tools"],
                    register: &[],
                    spec_attr: None,
                    get_tools: &["get_tools"],
                },
            },
        ],
        name: NameRule {
            keywords: &["name"],
            positional: true,
        },
        // `tool_call_schema` reads `_run`'s signature where no `args_schema` is set.
        schema_methods: &["_run"],
        text_agents: TEXT_AGENTS,
        ..Markers::NONE
    },
    providers: &[Provider::OpenaiChat, Provider::Anthropic, Provider::Gemini],
    targets: &[Provider::OpenaiChat, Provider::Anthropic, Provider::Gemini],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        // `ToolNode` and `AgentExecutor` call `invoke`/`ainvoke`, which call `run`/`arun`,
        // which call `_run`/`_arun` (`_arun` falls back to `_run` in a thread).
        run_methods: &["_run", "_arun", "run", "arun", "invoke", "ainvoke"],
        ..super::behaviour::Behaviour::NONE
    },
};

/// The classic agents (langchain-classic, `langchain.agents` before 1.0) that send no tool
/// as a function. `initialize_agent` builds `AGENT_TO_CLASS[agent].from_llm_and_tools(llm,
/// tools)` (`ZERO_SHOT_REACT_DESCRIPTION` when neither `agent` nor `agent_path` is given):
/// every class there but the two `OPENAI_*` ones is an `LLMChain` agent whose prompt lists
/// the tools as text (`ZeroShotAgent.create_prompt` calls `render_text_description`:
/// `name: description` lines) and parses `Action: <name>` from the completion.
/// `create_react_agent` of `langchain.agents` (not langgraph's, which binds the tools to the
/// chat model) fills the prompt's `{tools}` with `render_text_description` the same way.
/// `AgentExecutor` only looks tools up by name to run them.
const TEXT_AGENTS: &[TextAgent] = &[
    TextAgent {
        modules: CLASSIC_AGENTS,
        name: "initialize_agent",
        tools: Arg::At(0, "tools"),
        renders: Renders::ByKind {
            arg: Arg::At(2, "agent"),
            enum_class: "AgentType",
            text: &[
                ("ZERO_SHOT_REACT_DESCRIPTION", "zero-shot-react-description"),
                ("REACT_DOCSTORE", "react-docstore"),
                ("SELF_ASK_WITH_SEARCH", "self-ask-with-search"),
                (
                    "CONVERSATIONAL_REACT_DESCRIPTION",
                    "conversational-react-description",
                ),
                (
                    "CHAT_ZERO_SHOT_REACT_DESCRIPTION",
                    "chat-zero-shot-react-description",
                ),
                (
                    "CHAT_CONVERSATIONAL_REACT_DESCRIPTION",
                    "chat-conversational-react-description",
                ),
                (
                    "STRUCTURED_CHAT_ZERO_SHOT_REACT_DESCRIPTION",
                    "structured-chat-zero-shot-react-description",
                ),
            ],
            default_text: true,
            unless: &["agent_path"],
        },
    },
    TextAgent {
        modules: CLASSIC_AGENTS,
        name: "create_react_agent",
        tools: Arg::At(1, "tools"),
        renders: Renders::Text,
    },
    TextAgent {
        modules: CLASSIC_AGENTS,
        name: "AgentExecutor",
        tools: Arg::Keyword("tools"),
        renders: Renders::Runs,
    },
    TextAgent {
        modules: CLASSIC_AGENTS,
        name: "AgentExecutor.from_agent_and_tools",
        tools: Arg::Keyword("tools"),
        renders: Renders::Runs,
    },
];

/// Where the classic agents are imported from.
const CLASSIC_AGENTS: &[&str] = &["langchain.agents", "langchain_classic.agents"];

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let name = tool.tool_name();
    let strict = tool.config.strict == Some(true);
    if provider == Provider::Gemini {
        let result = gemini_declaration(tool, &name);
        return Rendered { name, result };
    }
    let result = openai_function(tool, &name).map(|mut func| {
        if strict && provider == Provider::OpenaiChat {
            if let Value::Object(f) = &mut func {
                f.insert("strict".into(), Value::Bool(true));
                if let Some(p) = f.get_mut("parameters") {
                    strict_parameters(p);
                }
            }
        }
        let mut m = Map::new();
        if provider == Provider::Anthropic {
            // langchain-anthropic's `convert_to_anthropic_tool`.
            m.insert("name".into(), func["name"].clone());
            m.insert("input_schema".into(), func["parameters"].clone());
            m.insert("description".into(), func["description"].clone());
            return m;
        }
        m.insert("type".into(), "function".into());
        m.insert("function".into(), func);
        m
    });
    Rendered {
        name,
        result: result.map(Value::Object),
    }
}

fn list_of(t: Ty) -> Ty {
    Ty::Generic {
        origin: Origin::List,
        spelling: Spelling::Builtin,
        args: Some(vec![t]),
    }
}

fn dict_of(k: Ty, v: Ty) -> Ty {
    Ty::Generic {
        origin: Origin::Dict,
        spelling: Spelling::Builtin,
        args: Some(vec![k, v]),
    }
}

/// `_convert_python_function_to_openai_function(f)`.
fn openai_function(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    if f.kind == crate::model::DefKind::Class {
        return class_tool(tool);
    }
    if simple_tool(tool) {
        return simple_function(tool, name);
    }
    // An explicit `args_schema` with a given description: langchain sends the model's
    // schema (`tool_call_schema`) and the given text, and never reads the signature or
    // parses the docstring, so neither can raise (crewai's `StructuredTool(func=w,
    // args_schema=M)` over `w(*args, tool=None, **kwargs)`).
    if let Some(d) = given_description(tool)? {
        if let Some(schema) = args_schema(tool)? {
            return Ok(function_dict(name, &d, schema));
        }
    }
    crate::frameworks::common::check_params(tool.module, f, &f.params)?;
    let (mut description, arg_docs) = docs(tool)?;
    if let Some(d) = given_description(tool)? {
        description = d;
    }
    if let Some(schema) = args_schema(tool)? {
        return Ok(function_dict(name, &description, schema));
    }
    let schema = args_model(tool, name, &arg_docs).map_err(|e| match e.code.as_str() {
        "PydanticInvalidForJsonSchema" => LibError::new(
            e.code.clone(),
            format!("Failed to generate JSON schema for '{name}': {}\n\nTool argument schemas must be JSON-serializable. If your schema includes custom Python classes, consider:\n  1. Converting them to Pydantic models with JSON-compatible fields\n  2. Using primitive types (str, int, float, bool, list, dict) instead\n  3. Passing the data as serialized JSON strings\n\n\n\nFor further information visit https://errors.pydantic.dev/2.14/u/invalid-for-json-schema", e.message),
        ),
        _ => e,
    })?;
    Ok(function_dict(name, &description, schema))
}

/// `@tool(description=...)`, `StructuredTool.from_function(f, description=...)`: the given
/// text, which stands over the docstring; `None` when none is given. A value computed at
/// run time is unread, and so is the payload. `from_function` (and `@tool`, through it)
/// strips the text; the `StructuredTool(...)` constructor keeps it as given.
fn given_description(tool: &ToolInput) -> Result<Option<String>, LibError> {
    let constructed = tool
        .options
        .is_some_and(|c| c.callee.rsplit('.').next() == Some("StructuredTool"));
    match tool.option("description") {
        Some(crate::model::PyValue::Str(d)) if constructed => Ok(Some(d.clone())),
        Some(crate::model::PyValue::Str(d)) => Ok(Some(d.trim().to_string())),
        None | Some(crate::model::PyValue::None) => Ok(None),
        Some(v) => Err(LibError::unknown(format!(
            "the description is `description={}`, which toolsight does not evaluate",
            crate::frameworks::common::short_repr(v)
        ))),
    }
}

/// `Tool(name=..., func=f, description=...)` or `Tool.from_function(f, ...)` without an
/// `args_schema`: `_format_tool_to_openai_function`'s simple form, one string argument.
fn simple_tool(tool: &ToolInput) -> bool {
    let Some(call) = tool.options else {
        return false;
    };
    let callee = call
        .callee
        .strip_suffix(".from_function")
        .unwrap_or(&call.callee);
    callee.rsplit('.').next() == Some("Tool") && tool.option("args_schema").is_none()
}

fn simple_function(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let description = match tool.option("description") {
        Some(crate::model::PyValue::Str(d)) => d.clone(),
        Some(v) => {
            return Err(LibError::unknown(format!(
                "the description is `description={}`, which toolsight does not evaluate",
                crate::frameworks::common::short_repr(v)
            )))
        }
        None => {
            return Err(LibError::unknown(
                "`Tool` is given no `description=` keyword toolsight can read",
            ))
        }
    };
    Ok(serde_json::json!({
        "name": name,
        "description": description,
        "parameters": {
            "properties": {"__arg1": {"title": "__arg1", "type": "string"}},
            "required": ["__arg1"],
            "type": "object",
        },
    }))
}

/// The model `create_schema_from_function` builds for the signature, as
/// `model_json_schema()` returns it (pydantic's own errors unchanged).
fn args_model(
    tool: &ToolInput,
    name: &str,
    arg_docs: &[(String, String)],
) -> Result<Value, LibError> {
    let f = tool.function;
    // `ValidatedFunction`: one field per parameter plus the `v__` bookkeeping fields, of
    // which only those named like a parameter survive langchain's subset model.
    let mut owned: Vec<(String, Ty, ParamKind)> = Vec::new();
    for p in &f.params {
        let ann = p
            .annotation
            .as_ref()
            .map(|a| a.ty.clone())
            .unwrap_or(Ty::Any);
        match p.kind {
            ParamKind::VarPositional => owned.push((
                p.name.clone(),
                Ty::Generic {
                    origin: Origin::Tuple,
                    spelling: Spelling::Builtin,
                    args: Some(vec![ann, Ty::Ellipsis]),
                },
                p.kind,
            )),
            ParamKind::VarKeyword => {
                owned.push((p.name.clone(), dict_of(Ty::Prim(Prim::Str), ann), p.kind))
            }
            _ => {}
        }
    }
    let takes_args = f.params.iter().any(|p| p.kind == ParamKind::VarPositional);
    let takes_kwargs = f.params.iter().any(|p| p.kind == ParamKind::VarKeyword);
    let in_class = f.qualname.contains('.');
    let positional_only = list_of(Ty::Prim(Prim::Str));
    let mut fields: Vec<FieldSpec> = Vec::new();
    let mut var = owned.iter();
    let mut names: Vec<String> = Vec::new();
    for (i, p) in f.params.iter().enumerate() {
        if i == 0 && in_class && matches!(p.name.as_str(), "self" | "cls") {
            continue;
        }
        if matches!(p.name.as_str(), "run_manager" | "callbacks") || injected(p) {
            continue;
        }
        let mut spec = match p.kind {
            ParamKind::VarPositional | ParamKind::VarKeyword => {
                let (_, t, _) = var.next().expect("one container per variadic parameter");
                FieldSpec {
                    name: p.name.clone(),
                    ty: Some(t),
                    info: pydantic::value_default(&crate::model::PyValue::None),
                }
            }
            _ => {
                let mut s = pydantic::assigned_param_field(p);
                if s.ty.is_none() {
                    s.ty = Some(&Ty::Any);
                }
                // The subset model keeps only the description, default and constraints.
                s.info.title = None;
                s.info.examples = None;
                s.info.extra = None;
                s.info.alias = None;
                s
            }
        };
        // `args`/`kwargs` fields exist only for the variadic parameters themselves.
        if (p.name == "args" && !takes_args) || (p.name == "kwargs" && !takes_kwargs) {
            continue;
        }
        if let Some((_, d)) = arg_docs.iter().find(|(n, _)| *n == p.name) {
            spec.info.description = Some(d.clone());
        }
        if p.kind == ParamKind::PositionalOnly && !names.iter().any(|n| n == "v__positional_only") {
            fields.push(spec);
            names.push(p.name.clone());
            fields.push(FieldSpec {
                name: "v__positional_only".into(),
                ty: Some(&positional_only),
                info: FieldInfo {
                    default: Some(crate::model::PyValue::None),
                    ..FieldInfo::default()
                },
            });
            names.push("v__positional_only".into());
            continue;
        }
        names.push(p.name.clone());
        fields.push(spec);
    }
    // A parameter merely named `args`/`kwargs` is dropped, and `validate_arguments`' own
    // catch-all fields take the `v__` names and stay.
    let any_list = list_of(Ty::Any);
    let any_dict = dict_of(Ty::Any, Ty::Any);
    let none_default = FieldInfo {
        default: Some(crate::model::PyValue::None),
        ..FieldInfo::default()
    };
    if !takes_args && f.params.iter().any(|p| p.name == "args") {
        fields.push(FieldSpec {
            name: "v__args".into(),
            ty: Some(&any_list),
            info: none_default.clone(),
        });
    }
    if !takes_kwargs && f.params.iter().any(|p| p.name == "kwargs") {
        fields.push(FieldSpec {
            name: "v__kwargs".into(),
            ty: Some(&any_dict),
            info: none_default.clone(),
        });
    }
    if fields
        .iter()
        .any(|s| s.name.starts_with('_') && !s.name.starts_with("__"))
    {
        // Private attributes, not fields: pydantic leaves them out of the model.
        fields.retain(|s| !s.name.starts_with('_'));
    }
    let mut gen = Generator::for_function(f);
    gen.arbitrary_types = true;
    gen.model(name, &fields, ModelConfig::default())
}

/// The Gemini declaration `ChatGoogleGenerativeAI.bind_tools` sends: the OpenAI form
/// converted; when `convert_to_openai_tool` raises, its fallback
/// (`convert_to_genai_function_declarations`) over a `StructuredTool` made from the function
/// without docstring parsing: the raw docstring as description and the whole model schema,
/// root title and description included.
fn gemini_declaration(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    // `@tool` reads the docstring when the decorator runs: what it raises there (`Function
    // must have a docstring if description not provided.`, mcp-postgres) leaves no tool to
    // bind, so there is no fallback (ran langchain-core 1.8.2).
    if tool_decorated(tool.function) {
        docs(tool)?;
    }
    let func = openai_function(tool, name);
    // A class-based tool has no signature of its own to fall back on; an unread fact
    // (an `args_schema` computed when the tool is made) is unread on the fallback too.
    if func.is_ok()
        || tool.function.kind == crate::model::DefKind::Class
        || func.as_ref().is_err_and(LibError::is_unknown)
    {
        return gemini::declaration(&func?);
    }
    let f = tool.function;
    crate::frameworks::common::check_params(tool.module, f, &f.params)?;
    let annotated = annotated_descriptions(f);
    let mut schema = args_model(tool, name, &annotated)?;
    let raw = f.doc.as_ref().map(|d| d.value.clone()).unwrap_or_default();
    let model_doc = super::common::cleandoc(&super::docstrings::py::dedent(&raw));
    if !model_doc.is_empty() {
        if let Value::Object(m) = &mut schema {
            m.insert("description".into(), model_doc.into());
        }
        schema = super::pydantic::sort(&schema, None);
    }
    let schema = dereference(&schema, &schema, &mut Vec::new());
    let description = super::docstrings::py::strip(&raw).to_string();
    let mut func = Map::new();
    func.insert("name".into(), name.into());
    func.insert("description".into(), description.into());
    func.insert("parameters".into(), schema);
    gemini::declaration_from_model(&Value::Object(func))
}

/// `_convert_json_schema_to_openai_function`: refs inlined, root title and description
/// moved out, titles removed.
fn function_dict(name: &str, description: &str, schema: Value) -> Value {
    let mut schema = dereference(&schema, &schema, &mut Vec::new());
    let mut default_description = String::new();
    if let Value::Object(m) = &mut schema {
        m.shift_remove("$defs");
        m.shift_remove("title");
        if let Some(Value::String(d)) = m.shift_remove("description") {
            default_description = d;
        }
    }
    let description = if description.is_empty() {
        default_description
    } else {
        description.to_string()
    };
    let mut out = Map::new();
    out.insert("name".into(), name.into());
    out.insert("description".into(), description.into());
    out.insert("parameters".into(), rm_titles(&schema, ""));
    Value::Object(out)
}

/// `@tool(args_schema=Model)`: the model's own schema stands for the signature.
fn args_schema(tool: &ToolInput) -> Result<Option<Value>, LibError> {
    let Some(v) = tool.option("args_schema") else {
        return Ok(None);
    };
    let name = match v {
        crate::model::PyValue::Opaque { text } => text.as_str(),
        _ => return Ok(None),
    };
    let Some(class) = tool.module.class_named(name) else {
        // A local computed when the tool is made (`args_schema = build(fn)`), or a model
        // whose definition is not in this module.
        return Err(LibError::unknown(format!(
            "`args_schema` names `{name}`, whose definition toolsight cannot read"
        )));
    };
    subset_model(&tool.tool_name(), class).map(Some)
}

/// `tool_call_schema` over an `args_schema` model: `_create_subset_model(name, model,
/// fields)`, the fields that are not injected, each keeping only its annotation, description,
/// default and constraints (no alias, title, examples or extras), in a new model named after
/// the tool without the model's own configuration.
fn subset_model(
    name: &str,
    model: &std::sync::Arc<crate::model::ClassDef>,
) -> Result<Value, LibError> {
    if model.kind != crate::model::ClassKind::Pydantic {
        return Generator::new().type_schema(&Ty::Class(model.clone()));
    }
    let fields: Vec<FieldSpec> = model
        .fields
        .iter()
        .filter(|f| !injected_annotation(&f.annotation))
        .map(|f| {
            let mut s = pydantic::class_field(f);
            s.info.title = None;
            s.info.examples = None;
            s.info.extra = None;
            s.info.alias = None;
            s
        })
        .collect();
    let mut gen = Generator::new();
    gen.arbitrary_types = true;
    let mut schema = gen.model(name, &fields, ModelConfig::default())?;
    // `__doc__` is the tool's description, or else the model's.
    if let (Some(d), Value::Object(m)) = (model.doc.as_ref(), &mut schema) {
        let d = super::common::cleandoc(&d.value);
        if !d.is_empty() {
            m.insert("description".into(), d.into());
        }
    }
    Ok(schema)
}

/// A `BaseTool` subclass: its `name`, `description` and `args_schema` class attributes
/// (`convert_to_openai_tool(tool)` reads the instance's `tool_call_schema`). Without an
/// `args_schema`, `get_input_schema` is `create_schema_from_function(name, self._run)`.
fn class_tool(tool: &ToolInput) -> Result<Value, LibError> {
    let class = crate::frameworks::common::tool_class(tool)?;
    // `BaseTool` is a pydantic model: its fields overridden without an annotation stop the
    // class statement itself, unless the value names a class the body defines, which
    // pydantic skips ("nested type defined in this namespace"; `args_schema = InputSchema`
    // then is that class).
    if let Some((n, _)) = class.attributes.iter().find(|(n, v)| {
        matches!(n.as_str(), "name" | "description" | "args_schema")
            && nested_class(class, v).is_none()
    }) {
        return Err(LibError::new(
            "PydanticUserError",
            format!("Field '{n}' defined on a base class was overridden by a non-annotated attribute. All field definitions, including overrides, require a type annotation.\n\nFor further information visit https://errors.pydantic.dev/2.14/u/model-field-overridden"),
        ));
    }
    // What `__init__` sets on the instance hides the class's value: what it passes up to
    // `BaseTool.__init__` is read, what it assigns on `self` is not.
    if let Some(n) = ["description", "args_schema"]
        .into_iter()
        .find(|n| class.init_assigns.iter().any(|a| a == n))
    {
        return Err(LibError::unknown(format!(
            "`{n}` is assigned in `__init__` or `model_post_init` (`self.{n} = ...`), which toolsight does not evaluate"
        )));
    }
    let passed_up = |n: &str| {
        class
            .super_init
            .as_ref()
            .and_then(|c| c.kwargs.iter().find(|(k, _)| k == n))
            .map(|(_, v)| v)
    };
    // A pydantic field's default is inherited: a base class of this module that sets it
    // (`args_schema: Type[BaseModel] = _EmptyInput` on langchain-aws's `NovaSystemTool`)
    // decides it for a subclass that does not.
    let attr = |n: &str| {
        passed_up(n).or_else(|| {
            // An un-annotated attribute naming a nested class (the only kind that passed the
            // check above) is the class's value.
            if let Some((_, v)) = class.attributes.iter().find(|(a, _)| a == n) {
                return Some(v);
            }
            local_lineage(tool.module, class).into_iter().find_map(|c| {
                c.fields
                    .iter()
                    .find(|fd| fd.name == n)
                    .and_then(|fd| fd.default.as_ref())
                    .map(|d| &d.value)
            })
        })
    };
    let name = match attr("name") {
        Some(crate::model::PyValue::Str(s)) => s.clone(),
        _ => tool.tool_name(),
    };
    let description = match attr("description") {
        Some(crate::model::PyValue::Str(s)) => s.clone(),
        Some(v) => return Err(unread_attribute("description", v)),
        None => {
            return Err(LibError::unknown(
                "the `description` field is not set in the class body (set in `__init__` or by a base class toolsight does not read)",
            ))
        }
    };
    let schema = match attr("args_schema") {
        Some(v @ crate::model::PyValue::Opaque { text }) => {
            let short = text.rsplit('.').next().unwrap_or(text);
            match nested_class(class, v)
                .or_else(|| tool.module.class_named(text))
                .or_else(|| tool.module.class_named(short))
            {
                Some(model) => subset_model(&name, model)?,
                None => {
                    return Err(LibError::unknown(format!(
                        "`args_schema` names `{text}`, whose definition toolsight cannot read"
                    )))
                }
            }
        }
        // A JSON schema dict: `tool_call_schema` is the dict itself.
        Some(v @ crate::model::PyValue::Dict(_)) => match pydantic::jsonable(v) {
            Some(schema) => schema,
            None => return Err(unread_attribute("args_schema", v)),
        },
        Some(v) => return Err(unread_attribute("args_schema", v)),
        None => {
            let run = run_method(tool.module, class)?;
            let input = ToolInput {
                function: run,
                ..*tool
            };
            crate::frameworks::common::check_params(tool.module, run, &run.params)?;
            let schema = args_model(&input, &name, &annotated_descriptions(run))?;
            // An empty description: the subset model keeps `_run`'s docstring as its own.
            if description.is_empty() {
                let doc = crate::frameworks::common::getdoc(run).unwrap_or_default();
                return Ok(function_dict(&name, &doc, schema));
            }
            schema
        }
    };
    Ok(function_dict(&name, &description, schema))
}

/// The class `class`'s body defines that `v` names (`InputSchema` in `args_schema =
/// InputSchema`).
fn nested_class<'c>(
    class: &'c crate::model::ClassDef,
    v: &crate::model::PyValue,
) -> Option<&'c std::sync::Arc<crate::model::ClassDef>> {
    let crate::model::PyValue::Opaque { text } = v else {
        return None;
    };
    class.nested.iter().find(|c| c.name == *text)
}

/// Why a class attribute that decides the payload was not read.
fn unread_attribute(attr: &str, v: &crate::model::PyValue) -> LibError {
    LibError::unknown(format!(
        "`{attr}` is `{}`, computed when the class is defined, which toolsight does not evaluate",
        crate::frameworks::common::short_repr(v)
    ))
}

/// The class and the base classes of this module it inherits from, nearest first (up to
/// the first base toolsight does not read).
fn local_lineage<'m>(
    module: &'m crate::model::Module,
    class: &'m crate::model::ClassDef,
) -> Vec<&'m crate::model::ClassDef> {
    let mut out = vec![class];
    let mut current = class;
    for _ in 0..16 {
        let local = |b: &String| {
            let short = b.rsplit('.').next().unwrap_or(b);
            module.classes.iter().find(|c| {
                c.name == short && (b == short || b.starts_with(&format!("{}.", module.name)))
            })
        };
        match current.bases.iter().find_map(local) {
            Some(base) if !out.iter().any(|c| std::ptr::eq(*c, base.as_ref())) => {
                out.push(base);
                current = base;
            }
            _ => break,
        }
    }
    out
}

/// The `_run` the tool's class defines, or inherits from a base class of this module.
fn run_method<'m>(
    module: &'m crate::model::Module,
    class: &crate::model::ClassDef,
) -> Result<&'m crate::model::Function, LibError> {
    let mut name = class.name.clone();
    for _ in 0..16 {
        if let Some(f) = module
            .functions
            .iter()
            .find(|f| f.class.as_deref() == Some(name.as_str()) && f.name == "_run")
        {
            return Ok(f);
        }
        let local = |b: &String| {
            let short = b.rsplit('.').next().unwrap_or(b);
            module.classes.iter().find(|c| {
                c.name == short && (b == short || b.starts_with(&format!("{}.", module.name)))
            })
        };
        match module
            .classes
            .iter()
            .find(|c| c.name == name)
            .and_then(|c| c.bases.iter().find_map(local))
        {
            Some(base) => name = base.name.clone(),
            None => break,
        }
    }
    Err(LibError::unknown(format!(
        "`{}` inherits `_run` from a class toolsight does not read, and without an `args_schema` the schema comes from `_run`",
        class.name
    )))
}

/// `_infer_arg_descriptions(self._run)` without docstring parsing: the string metadata of
/// `Annotated` parameters.
fn annotated_descriptions(f: &crate::model::Function) -> Vec<(String, String)> {
    f.params
        .iter()
        .filter_map(|p| match p.annotation.as_ref().map(|a| &a.ty) {
            Some(Ty::Annotated { meta, .. }) => meta
                .iter()
                .find_map(|m| m.as_str())
                .map(|s| (p.name.clone(), s.to_string())),
            _ => None,
        })
        .collect()
}

/// `_is_injected_arg_type`: an `Annotated` parameter whose metadata is an `InjectedToolArg`
/// (or a subclass: the tool call id, langgraph's state and store), or a parameter annotated
/// with a directly injected class (`ToolRuntime`). `tool_call_schema` leaves them out.
fn injected(p: &crate::model::Param) -> bool {
    p.annotation.as_ref().is_some_and(injected_annotation)
}

fn injected_annotation(a: &crate::model::Annotation) -> bool {
    const INJECTED: &[&str] = &[
        "InjectedToolArg",
        "InjectedToolCallId",
        "InjectedState",
        "InjectedStore",
    ];
    if crate::frameworks::common::annotated_class(a) == "ToolRuntime" {
        return true;
    }
    match &a.ty {
        Ty::Annotated { meta, .. } => meta.iter().any(|m| {
            let text = match m {
                crate::model::PyValue::Opaque { text } => text.as_str(),
                crate::model::PyValue::Call(c) => c.callee.as_str(),
                _ => return false,
            };
            let head = text.split('(').next().unwrap_or(text).trim();
            INJECTED.contains(&head.rsplit('.').next().unwrap_or(head))
        }),
        _ => false,
    }
}

/// Whether the function is decorated with langchain's `@tool`.
fn tool_decorated(f: &crate::model::Function) -> bool {
    f.decorators.iter().any(|d| {
        let q = d.qualified.as_str();
        q.ends_with(".tool") && q.starts_with("langchain") || q == "tool"
    })
}

/// The tool description and per-argument descriptions: the Google `Args:` block first, then
/// string metadata of `Annotated` parameters (`_infer_arg_descriptions`).
fn docs(tool: &ToolInput) -> Result<(String, Vec<(String, String)>), LibError> {
    let f = tool.function;
    // `get_type_hints(f)` names: annotated parameters and `return`.
    let mut annotated: Vec<&str> = f
        .params
        .iter()
        .filter(|p| p.annotation.is_some())
        .map(|p| p.name.as_str())
        .collect();
    if f.returns.is_some() {
        annotated.push("return");
    }
    let doc = f.doc.as_ref().map(|d| d.value.as_str());
    let parse = matches!(
        tool.option("parse_docstring"),
        Some(crate::model::PyValue::Bool(true))
    );
    // `@tool(description="...")` over a function without a docstring: `from_function` reads
    // `__doc__` only when no description is given, so nothing raises (ran langchain-core
    // 1.8.2); the given text is the description.
    let described = matches!(
        tool.option("description"),
        Some(crate::model::PyValue::Str(_))
    );
    let parsed = if tool_decorated(f) && described && !parse && doc.is_none_or(str::is_empty) {
        Ok(super::docstrings::FuncDoc::default())
    } else if tool_decorated(f) {
        super::docstrings::langchain_tool(doc, &annotated, parse)
    } else {
        super::docstrings::langchain(doc, &annotated)
    }
    .map_err(|m| LibError::new("ValueError", m))?;
    let mut args = parsed.params;
    for p in &f.params {
        if args.iter().any(|(n, _)| *n == p.name) {
            continue;
        }
        if let Some(Ty::Annotated { meta, .. }) = p.annotation.as_ref().map(|a| &a.ty) {
            if let Some(s) = meta.iter().find_map(|m| m.as_str()) {
                args.push((p.name.clone(), s.to_string()));
            }
        }
    }
    Ok((parsed.description.unwrap_or_default(), args))
}

/// `dereference_refs`: every `$ref` replaced by its definition (merged with its siblings);
/// a reference met again inside itself keeps only its siblings.
fn dereference(v: &Value, root: &Value, open: &mut Vec<String>) -> Value {
    match v {
        Value::Object(m) => {
            if let Some(Value::String(r)) = m.get("$ref") {
                let siblings: Map<String, Value> = m
                    .iter()
                    .filter(|(k, _)| *k != "$ref")
                    .map(|(k, x)| (k.clone(), dereference(x, root, open)))
                    .collect();
                if open.contains(r) {
                    return Value::Object(siblings);
                }
                let target = r
                    .strip_prefix("#/")
                    .map(|p| p.split('/').try_fold(root, |at, k| at.get(k)))
                    .unwrap_or(None)
                    .cloned()
                    .unwrap_or(Value::Null);
                open.push(r.clone());
                let resolved = dereference(&target, root, open);
                open.pop();
                let mut merged = match resolved {
                    Value::Object(o) => o,
                    _ => Map::new(),
                };
                for (k, x) in siblings {
                    merged.insert(k, x);
                }
                return Value::Object(merged);
            }
            Value::Object(
                m.iter()
                    .map(|(k, x)| (k.clone(), dereference(x, root, open)))
                    .collect(),
            )
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| dereference(x, root, open)).collect()),
        other => other.clone(),
    }
}

/// `_rm_titles`: `title` keys dropped, except a property named `title`.
fn rm_titles(v: &Value, prev: &str) -> Value {
    let Value::Object(m) = v else {
        return v.clone();
    };
    let mut out = Map::new();
    for (k, x) in m {
        if k == "title" {
            if x.is_object() && prev == "properties" {
                out.insert(k.clone(), rm_titles(x, k));
            }
            continue;
        }
        out.insert(
            k.clone(),
            if x.is_object() {
                rm_titles(x, k)
            } else {
                x.clone()
            },
        );
    }
    Value::Object(out)
}

/// `_recursive_set_additional_properties_false` (`convert_to_openai_tool(f, strict=True)`):
/// every property required and objects closed, defaults and `null` members kept.
fn strict_parameters(v: &mut Value) {
    let Value::Object(m) = v else { return };
    if let Some(Value::Object(props)) = m.get("properties") {
        if !props.is_empty() {
            let keys: Vec<Value> = props.keys().map(|k| Value::String(k.clone())).collect();
            m.insert("required".into(), Value::Array(keys));
        }
    }
    let empty_props = m
        .get("properties")
        .is_some_and(|p| p.as_object().is_some_and(|o| o.is_empty()));
    if m.contains_key("required") || empty_props || m.contains_key("additionalProperties") {
        m.insert("additionalProperties".into(), Value::Bool(false));
    }
    for key in ["anyOf", "allOf"] {
        if let Some(Value::Array(items)) = m.get_mut(key) {
            items.iter_mut().for_each(strict_parameters);
        }
    }
    if let Some(Value::Object(props)) = m.get_mut("properties") {
        props.values_mut().for_each(strict_parameters);
    }
    if let Some(items) = m.get_mut("items") {
        strict_parameters(items);
    }
    for key in ["$defs", "definitions"] {
        if let Some(Value::Object(defs)) = m.get_mut(key) {
            defs.values_mut().for_each(strict_parameters);
        }
    }
}
