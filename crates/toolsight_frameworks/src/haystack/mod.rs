//! Haystack (`haystack-ai`): the `Tool` that `create_tool_from_function(f)` and `@tool` build,
//! or a hand-written `Tool(name=..., description=..., parameters={...}, function=f)`, as its
//! `tool_spec` and as `OpenAIChatGenerator` sends it.
//!
//! A function becomes `create_model(f.__name__, **fields)` (each field `(annotation, default)`,
//! so `Field(...)` in `Annotated` or as the default is honoured), whose schema loses every
//! `title` keyword; the first `Annotated` metadata of a parameter then becomes its
//! `description`, whatever it is (a non-string fails the tool's JSON Schema check).
//! `Callable` parameters are left out; the description is `description=` or the raw
//! `__doc__` (or `""`). `ComponentTool` (component.rs) builds its schema from the run
//! method of a `@component` class.

mod component;
mod titles;

use serde_json::{Map, Value};

use super::markers::{Arg, InstanceWrapper, ListSink, Markers, NameRule, Wrapper};
use super::pydantic::{self, FieldSpec, Generator, ModelConfig};
use super::UNKNOWN_CODE;
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{CallValue, Origin, PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "haystack",
    label: "Haystack",
    imports: &["haystack"],
    markers: Markers {
        decorators: &["tool"],
        wrappers: &[
            Wrapper {
                callee: "create_tool_from_function",
                arg: Arg::At(0, "function"),
            },
            // `Tool(name, description, parameters, function)`: the hand-written schema's
            // function is the tool (the payload is the literal's).
            Wrapper {
                callee: "Tool",
                arg: Arg::At(3, "function"),
            },
            Wrapper {
                callee: "Tool",
                arg: Arg::Keyword("async_function"),
            },
        ],
        // `ComponentTool(component=Search())`: the `run` of a `@component` class is the tool.
        instances: &[InstanceWrapper {
            callee: "ComponentTool",
            arg: Arg::At(0, "component"),
            class_decorator: "component",
            method: "run",
        }],
        lists: &[
            ListSink {
                callee: "Toolset",
                arg: Arg::At(0, "tools"),
                bare: false,
            },
            ListSink {
                callee: "Agent",
                arg: Arg::Keyword("tools"),
                bare: false,
            },
        ],
        name: NameRule {
            keywords: &["name"],
            positional: false,
        },
        // django-haystack (a Django search library) installs `haystack` too: its
        // `haystack.backends`, `haystack.connections`, `haystack.indexes` are not this
        // framework. These are haystack-ai's own: its subpackages and modules (3.4.1) and
        // what its `__init__` exports (`AsyncPipeline`, `PredefinedPipeline` in 2.x).
        root_names: &[(
            "haystack",
            &[
                "components",
                "core",
                "dataclasses",
                "document_stores",
                "errors",
                "evaluation",
                "hooks",
                "human_in_the_loop",
                "lazy_imports",
                "logging",
                "marshal",
                "skill_stores",
                "telemetry",
                "testing",
                "token_counters",
                "tools",
                "tracing",
                "utils",
                "version",
                "Answer",
                "AsyncPipeline",
                "ComponentError",
                "DeserializationError",
                "Document",
                "ExtractedAnswer",
                "GeneratedAnswer",
                "Pipeline",
                "PredefinedPipeline",
                "SuperComponent",
                "component",
                "default_from_dict",
                "default_to_dict",
                "super_component",
                "__version__",
            ],
        )],
        ..Markers::NONE
    },
    providers: &[Provider::Native, Provider::OpenaiChat],
    targets: &[Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        listed_twice: Some("`{name}` is listed twice: haystack raises `ValueError: Duplicate tool names found: {'{name}'}` and sends nothing"),
        duplicate_across_modules: Some("haystack raises `ValueError: Duplicate tool names found: {'{name}'}` and sends nothing"),
        // `@tool` and `create_tool_from_function` build the schema when the tool is made.
        raise_fails_set: Some("haystack raises when the tool is made (`@tool`, `create_tool_from_function`), so the module that makes it fails to import"),
        ..super::behaviour::Behaviour::NONE
    },
};

/// Names bound in `haystack.tools.from_function`, where `create_model` evaluates a string
/// annotation that `get_type_hints` could not resolve.
const MODULE_GLOBALS: &[&str] = &[
    "Any",
    "Callable",
    "SchemaGenerationError",
    "Tool",
    "create_model",
    "create_tool_from_function",
    "inspect",
    "overload",
    "tool",
];

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let spec = match (literal_call(tool), component::call(tool)) {
        (Some(call), _) => literal_spec(call),
        (None, Some(call)) => component::spec(tool, call),
        (None, None) => function_spec(tool),
    };
    match spec {
        Ok(spec) => {
            let name = spec["name"].as_str().unwrap_or_default().to_string();
            let result = Ok(match provider {
                Provider::OpenaiChat => {
                    let mut m = Map::new();
                    m.insert("type".into(), "function".into());
                    m.insert("function".into(), spec);
                    Value::Object(m)
                }
                _ => spec,
            });
            Rendered { name, result }
        }
        Err(e) => Rendered {
            name: tool_name(tool),
            result: Err(e),
        },
    }
}

/// The `Tool(...)` call that made the function a tool, when it is one.
fn literal_call<'a>(tool: &ToolInput<'a>) -> Option<&'a CallValue> {
    tool.options.filter(|o| {
        let q = if o.qualified.is_empty() {
            &o.callee
        } else {
            &o.qualified
        };
        q.rsplit('.').next() == Some("Tool")
    })
}

/// A call argument by position or keyword.
fn argument<'a>(call: &'a CallValue, i: usize, kw: &str) -> Option<&'a PyValue> {
    call.kwarg(kw).or_else(|| call.args.get(i))
}

fn tool_name(tool: &ToolInput) -> String {
    match setting(tool, 1, "name") {
        Some(PyValue::Str(s)) => s.clone(),
        _ => tool.tool_name(),
    }
}

/// A setting of the call that made the tool: `create_tool_from_function(function, name=None,
/// description=None, ...)` also takes them by position; `@tool(...)` only by keyword.
fn setting<'a>(tool: &ToolInput<'a>, i: usize, kw: &str) -> Option<&'a PyValue> {
    let call = tool.options?;
    let positional = super::markers::ends_with(&call.qualified, "create_tool_from_function")
        || call.callee.ends_with("create_tool_from_function");
    call.kwarg(kw)
        .or_else(|| positional.then(|| call.args.get(i)).flatten())
}

/// `Tool(name=..., description=..., parameters=...)`: the literal is the spec.
fn literal_spec(call: &CallValue) -> Result<Value, LibError> {
    let text = |i: usize, kw: &str| match argument(call, i, kw) {
        Some(PyValue::Str(s)) => Ok(s.clone()),
        _ => Err(LibError::unknown(format!(
            "the Tool's `{kw}` is not a string toolsight can read"
        ))),
    };
    let name = text(0, "name")?;
    let description = text(1, "description")?;
    let parameters = match argument(call, 2, "parameters") {
        Some(v @ PyValue::Dict(_)) => v.to_json(),
        _ => {
            return Err(LibError::unknown(
                "the Tool's `parameters` is not a dict literal toolsight can read",
            ))
        }
    };
    Ok(spec(name, description, parameters))
}

pub(super) fn spec(name: String, description: String, parameters: Value) -> Value {
    let mut m = Map::new();
    m.insert("name".into(), name.into());
    m.insert("description".into(), description.into());
    m.insert("parameters".into(), parameters);
    Value::Object(m)
}

/// `create_tool_from_function(f, name=None, description=None, inputs_from_state=None)`.
fn function_spec(tool: &ToolInput) -> Result<Value, LibError> {
    let f = tool.function;
    let fname = f.runtime_name.clone().unwrap_or_else(|| f.name.clone());
    let description = match setting(tool, 2, "description") {
        Some(PyValue::Str(s)) => s.clone(),
        None | Some(PyValue::None) => f.doc.as_ref().map(|d| d.value.clone()).unwrap_or_default(),
        Some(_) => {
            return Err(LibError::unknown(
                "`description` is not a string toolsight can read",
            ))
        }
    };
    let from_state: Vec<String> = match setting(tool, 3, "inputs_from_state") {
        Some(PyValue::Dict(kv)) => kv
            .iter()
            .filter_map(|(_, v)| v.as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    };
    // `_resolve_parameter_types`: when a string annotation cannot be resolved, every string
    // annotation stays a string, which `create_model` evaluates in haystack's own module.
    let unresolved = super::common::get_type_hints(tool.module, f).is_err();
    let schema_error = || {
        LibError::new(
            "SchemaGenerationError",
            format!("Failed to create JSON schema for function '{fname}'"),
        )
    };
    let mut fields: Vec<FieldSpec> = Vec::new();
    let mut descriptions: Vec<(String, &PyValue)> = Vec::new();
    // A string annotation naming what haystack's module does not define fails in
    // `create_model`, after every parameter has been checked for a type hint.
    let mut undefined = false;
    for p in super::common::call_params(f) {
        if from_state.contains(&p.name) || super::common::annotated_as(p, &["State"]) {
            continue;
        }
        let Some(a) = &p.annotation else {
            return Err(LibError::new(
                "ValueError",
                format!(
                    "Function '{fname}': parameter '{}' does not have a type hint.",
                    p.name
                ),
            ));
        };
        let as_string = unresolved && a.stringized;
        if !as_string && contains_callable(&a.ty) {
            continue;
        }
        // `create_model` takes a leading-underscore name for a private attribute: the
        // parameter is silently not sent.
        if p.name.starts_with('_') {
            continue;
        }
        if as_string && super::pysig::first_undefined(&a.text, MODULE_GLOBALS).is_some() {
            undefined = true;
        }
        if !as_string {
            if let Ty::Annotated { meta, .. } = &a.ty {
                if let Some(m) = meta.first() {
                    descriptions.push((p.name.clone(), m));
                }
            }
        }
        fields.push(pydantic::param_field(p));
    }
    if undefined {
        return Err(schema_error());
    }
    let mut gen = Generator::for_function(f);
    let mut schema = gen
        .model(&fname, &fields, ModelConfig::default())
        .map_err(|e| {
            if e.code == UNKNOWN_CODE {
                e
            } else {
                schema_error()
            }
        })?;
    titles::remove(&mut schema);
    for (name, meta) in descriptions {
        let Some(Value::Object(prop)) = schema
            .get_mut("properties")
            .and_then(|p| p.get_mut(name.as_str()))
        else {
            continue;
        };
        match meta {
            PyValue::Str(d) => {
                prop.insert("description".into(), Value::String(d.clone()));
            }
            // A non-string description fails `Draft202012Validator.check_schema` in
            // `Tool.__post_init__`.
            _ => {
                return Err(LibError::new(
                    "ValueError",
                    "The provided parameters do not define a valid JSON schema",
                ))
            }
        }
    }
    Ok(spec(tool_name(tool), description, schema))
}

/// `_contains_callable_type`: a `Callable`, or a union with one among its members (an
/// `Annotated[Callable, ...]` is not one).
pub(super) fn contains_callable(ty: &Ty) -> bool {
    match ty {
        Ty::Generic {
            origin: Origin::Callable,
            ..
        } => true,
        Ty::Union { members, .. } => members.iter().any(contains_callable),
        _ => false,
    }
}
