//! Agno (`agno`, formerly `phi`): the `Function` an agent hands its model (`parse_tools`),
//! as `to_dict()` (native), wrapped for OpenAI Chat (`Model._format_tools`), and as the Claude
//! (`format_tools_for_model`) and Gemini (`format_function_definitions`) formatters send it.
//!
//! How the Function is built depends on how the tool was given:
//! * a plain function: `Function.from_callable(f)` (where that raises, `parse_tools` logs and
//!   drops the tool: the error is shown for every provider);
//! * `@tool(...)`: the decorator's Function, processed once by the decorator and again for
//!   the run, which treats the first schema as user-given and closes it
//!   (`additionalProperties: false`);
//! * `Function(..., entrypoint=f)` and `Function.from_callable(f, ...)` at module level:
//!   processed once for the run (a given `parameters=` is kept, closed, its `required`
//!   recomputed from the signature);
//! * a Toolkit method: `Function(name, entrypoint=self.m)` processed for the run, or for a
//!   `@tool` method the decorator's schema as is; both carry `requires_confirmation` and
//!   `external_execution` flags.

mod claude;
mod gemini;
pub mod schema;
mod silent;

use serde_json::{Map, Value};

use super::markers::{ends_with, Arg, ClassMarker, ClassRole, ListSink, Markers, Wrapper};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{CallValue, Function, MethodKind, PyValue};
use schema::{default_parameters, derive, make_strict, Path};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "agno",
    label: "Agno",
    imports: &["agno", "phi"],
    markers: Markers {
        decorators: &["tool"],
        wrappers: &[
            Wrapper {
                callee: "Function.from_callable",
                arg: Arg::At(0, "c"),
            },
            Wrapper {
                callee: "Function",
                arg: Arg::Keyword("entrypoint"),
            },
        ],
        lists: &[
            ListSink {
                callee: "Agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "Team",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
        ],
        classes: &[
            ClassMarker {
                base: "Toolkit",
                role: ClassRole::Toolkit {
                    keywords: &["tools", "async_tools"],
                    register: &["register"],
                    spec_attr: None,
                    get_tools: &[],
                },
            },
            // A learning store (`agno.learn.stores.protocol.LearningStore`): the
            // `LearningMachine` gives the agent what each store's `get_tools()` /
            // `aget_tools()` returns (`learn/machine.py`), often closures built by helper
            // methods (`tools.append(self._build_log_decision_tool(...))`).
            ClassMarker {
                base: "LearningStore",
                role: ClassRole::Toolkit {
                    keywords: &[],
                    register: &[],
                    spec_attr: None,
                    get_tools: &["get_tools", "aget_tools"],
                },
            },
        ],
        ..Markers::NONE
    },
    providers: &[
        Provider::Native,
        Provider::OpenaiChat,
        Provider::Anthropic,
        Provider::Gemini,
    ],
    targets: &[Provider::OpenaiChat, Provider::Anthropic, Provider::Gemini],
    renderer: Some(render),
    degradations: &[],
    silent: Some(silent::check),
    behaviour: super::behaviour::Behaviour {
        // A toolkit keeps `functions` and `async_functions` apart and a run sends
        // `get_functions()` or `get_async_functions()` (the async twins replacing the sync
        // ones by name), never both (agno/tools/toolkit.py).
        async_twins: true,
        // Both are dicts by name (a later registration replaces the earlier); an agent's
        // `parse_tools` skips a later tool of a name it already has (agno/agent/_tools.py).
        duplicate_in_group: Some(super::behaviour::DuplicateInGroup {
            decorated_only: false,
            message: "another tool sent together is also named `{name}`: agno keeps one tool per name (a toolkit's functions are a dict by name; an agent skips a later one with `Duplicate tool name '{name}' already registered on agent; skipping the duplicate.`), so one of them is never sent",
        }),
        ..super::behaviour::Behaviour::NONE
    },
};

/// The fields of `Function.to_dict()` a tool can set (`SERIALIZED_FIELDS`, `None` left out).
#[derive(Clone, Debug)]
pub struct AgnoFunction {
    pub name: String,
    pub description: Option<String>,
    pub parameters: Value,
    pub strict: Option<bool>,
    pub requires_confirmation: Option<bool>,
    pub external_execution: Option<bool>,
}

impl AgnoFunction {
    /// `Function.to_dict()`.
    pub fn to_dict(&self) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), Value::String(self.name.clone()));
        if let Some(d) = &self.description {
            m.insert("description".into(), Value::String(d.clone()));
        }
        m.insert("parameters".into(), self.parameters.clone());
        for (k, v) in [
            ("strict", self.strict),
            ("requires_confirmation", self.requires_confirmation),
            ("external_execution", self.external_execution),
        ] {
            if let Some(b) = v {
                m.insert(k.into(), Value::Bool(b));
            }
        }
        Value::Object(m)
    }
}

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let (name, built) = function(tool);
    let result = built.and_then(|f| {
        let dict = f.to_dict();
        match provider {
            Provider::OpenaiChat => {
                let mut m = Map::new();
                m.insert("type".into(), "function".into());
                m.insert("function".into(), dict);
                Ok(Value::Object(m))
            }
            Provider::Anthropic => Ok(claude::tool(&dict)),
            Provider::Gemini => gemini::declaration(&dict),
            _ => Ok(dict),
        }
    });
    Rendered { name, result }
}

/// How the tool reaches the agent.
enum Given<'a> {
    /// A plain function in `tools=[...]`.
    Plain,
    /// `@tool` or `@tool(...)`.
    Decorated(Option<&'a CallValue>),
    /// `Function(..., entrypoint=f)`.
    Literal(&'a CallValue),
    /// `Function.from_callable(f, ...)`.
    FromCallable(&'a CallValue),
    /// A method a `Toolkit` registers, with its `@tool(...)` if it has one.
    ToolkitMethod(Option<Option<&'a CallValue>>),
}

fn given<'a>(tool: &ToolInput<'a>) -> Given<'a> {
    let f = tool.function;
    let decorator = f
        .decorators
        .iter()
        .find(|d| FRAMEWORK.owns(&d.qualified) && ends_with(&d.qualified, "tool"))
        .map(|d| d.call.as_ref());
    if f.method_kind == MethodKind::Method && in_toolkit(tool) {
        return Given::ToolkitMethod(decorator);
    }
    if let Some(call) = decorator {
        return Given::Decorated(call);
    }
    match tool.options {
        Some(c) if ends_with(&c.qualified, "Function.from_callable") => Given::FromCallable(c),
        Some(c) if ends_with(&c.qualified, "Function") && FRAMEWORK.owns(&c.qualified) => {
            Given::Literal(c)
        }
        _ => Given::Plain,
    }
}

/// Whether the function is a method of an agno `Toolkit` subclass.
fn in_toolkit(tool: &ToolInput) -> bool {
    let Some(class) = &tool.function.class else {
        return false;
    };
    tool.module.class_named(class).is_some_and(|c| {
        c.bases
            .iter()
            .any(|b| FRAMEWORK.owns(b) && ends_with(b, "Toolkit"))
    })
}

/// Whether the tool's Toolkit lists it under one of its settings
/// (`super().__init__(requires_confirmation_tools=["clear_notes"])`), as discovery leaves the
/// set-up call's arguments on the marks of the methods it registers.
fn listed_by_toolkit(tool: &ToolInput, setting: &str, name: &str) -> bool {
    let module = tool.module;
    module.marks.iter().any(|m| {
        module
            .functions
            .get(m.function)
            .is_some_and(|g| g.class.is_some() && g.class == tool.function.class)
            && matches!(
                m.options.as_ref().and_then(|o| o.kwarg(setting)),
                Some(PyValue::List(v) | PyValue::Tuple(v)) if v.iter().any(|x| x.as_str() == Some(name))
            )
    })
}

fn flag(call: Option<&CallValue>, key: &str) -> Option<bool> {
    match call.and_then(|c| c.kwarg(key)) {
        Some(PyValue::Bool(b)) => Some(*b),
        _ => None,
    }
}

fn text(call: Option<&CallValue>, key: &str) -> Option<String> {
    call.and_then(|c| c.kwarg(key))
        .and_then(PyValue::as_str)
        .map(str::to_string)
}

/// `@tool(user_input_fields=[...])` (with `requires_user_input`, which the fields imply): the
/// parameters the user fills in, hidden from the model.
fn user_input_fields(call: Option<&CallValue>) -> Vec<String> {
    let fields: Vec<String> = match call.and_then(|c| c.kwarg("user_input_fields")) {
        Some(PyValue::List(v) | PyValue::Tuple(v)) => v
            .iter()
            .filter_map(PyValue::as_str)
            .map(str::to_string)
            .collect(),
        _ => Vec::new(),
    };
    fields
}

/// The tool name and the Function the agent sends.
fn function(tool: &ToolInput) -> (String, Result<AgnoFunction, LibError>) {
    let f = tool.function;
    let module = tool.module;
    match given(tool) {
        Given::Plain => {
            let name = tool.tool_name();
            let built =
                from_callable(tool, f, false).map(|(parameters, description)| AgnoFunction {
                    name: name.clone(),
                    description: Some(description),
                    parameters,
                    strict: None,
                    requires_confirmation: None,
                    external_execution: None,
                });
            (name, built)
        }
        Given::FromCallable(call) => {
            let name = text(Some(call), "name").unwrap_or_else(|| f.name.clone());
            let built = from_callable(tool, f, flag(Some(call), "strict") == Some(true)).and_then(
                |(parameters, description)| {
                    let parameters = reprocess(tool, parameters, false, &[])?;
                    Ok(AgnoFunction {
                        name: name.clone(),
                        description: Some(description),
                        parameters,
                        strict: None,
                        requires_confirmation: None,
                        external_execution: None,
                    })
                },
            );
            (name, built)
        }
        Given::Decorated(call) => {
            let name = text(call, "name").unwrap_or_else(|| f.name.clone());
            let built = decorated(tool, call, &name, true);
            (name, built)
        }
        Given::ToolkitMethod(Some(call)) => {
            let name = tool.tool_name();
            let built = decorated(tool, call, &name, false).map(|mut d| {
                d.requires_confirmation = Some(
                    d.requires_confirmation == Some(true)
                        || listed_by_toolkit(tool, "requires_confirmation_tools", &name),
                );
                d.external_execution = Some(
                    d.external_execution == Some(true)
                        || listed_by_toolkit(tool, "external_execution_required_tools", &name),
                );
                d
            });
            (name, built)
        }
        Given::ToolkitMethod(None) => {
            let name = tool.tool_name();
            // `Function(name, entrypoint=self.m)`, processed for the run: the bound method's
            // signature has no receiver.
            let params = super::common::call_params(f);
            let derived = derive(module, f, params, Path::Process, false, &[]);
            let built = Ok(AgnoFunction {
                name: name.clone(),
                description: derived.as_ref().ok().map(|d| d.description.clone()),
                parameters: derived
                    .as_ref()
                    .map(|d| d.parameters.clone())
                    .unwrap_or_else(|_| default_parameters()),
                strict: None,
                requires_confirmation: Some(listed_by_toolkit(
                    tool,
                    "requires_confirmation_tools",
                    &name,
                )),
                external_execution: Some(listed_by_toolkit(
                    tool,
                    "external_execution_required_tools",
                    &name,
                )),
            });
            (name, unknown_first(derived.err(), built))
        }
        Given::Literal(call) => {
            let name = text(Some(call), "name").unwrap_or_else(|| f.name.clone());
            let strict = flag(Some(call), "strict");
            let given_params = call
                .kwarg("parameters")
                .and_then(super::pydantic::jsonable)
                .filter(|p| *p != default_parameters());
            let derived = derive(
                module,
                f,
                &f.params,
                Path::Process,
                strict == Some(true),
                &[],
            );
            let mut parameters = match (&given_params, &derived) {
                (Some(p), Ok(d)) => user_parameters(p.clone(), d, strict == Some(true)),
                (Some(p), Err(_)) => p.clone(),
                (None, Ok(d)) => d.parameters.clone(),
                (None, Err(_)) => default_parameters(),
            };
            if strict == Some(true) {
                make_strict(&mut parameters);
            }
            let description = text(Some(call), "description")
                .filter(|d| !d.is_empty())
                .or_else(|| derived.as_ref().ok().map(|d| d.description.clone()));
            let built = Ok(AgnoFunction {
                name: name.clone(),
                description,
                parameters,
                strict,
                requires_confirmation: flag(Some(call), "requires_confirmation"),
                external_execution: flag(Some(call), "external_execution"),
            });
            (name, unknown_first(derived.err(), built))
        }
    }
}

/// A derivation toolsight could not finish makes the whole payload unknown; a library error
/// there is what agno logs and works around.
fn unknown_first(
    err: Option<LibError>,
    built: Result<AgnoFunction, LibError>,
) -> Result<AgnoFunction, LibError> {
    match err {
        Some(e) if e.is_unknown() => Err(e),
        _ => built,
    }
}

/// `Function._build_from_callable(f, strict=strict)`: the parameters and description. A
/// derivation that fails is caught (`Could not parse args for ...`, a warning) and the
/// Function keeps the default parameters; what still raises is `validate_call`, which
/// `_wrap_callable` puts on the entrypoint and which evaluates the annotations again, so an
/// annotation that does not evaluate raises there, unless agno skips the wrapper for a
/// function with an `agent` or `team` parameter (agno 3.1.10, `_validate_callable`).
fn from_callable(
    tool: &ToolInput,
    f: &Function,
    strict: bool,
) -> Result<(Value, String), LibError> {
    match derive(tool.module, f, &f.params, Path::FromCallable, strict, &[]) {
        Ok(d) => Ok((d.parameters, d.description)),
        Err(e) if e.is_unknown() => Err(e),
        Err(e) => {
            let wrapped = !f
                .params
                .iter()
                .any(|p| p.name == "agent" || p.name == "team");
            if wrapped && super::common::get_type_hints(tool.module, f).is_err() {
                return Err(e);
            }
            Ok((default_parameters(), schema::docstring(f)?))
        }
    }
}

/// `process_entrypoint` on a Function whose `parameters` are already set: closed, `required`
/// recomputed; the default schema is derived afresh instead.
fn reprocess(
    tool: &ToolInput,
    parameters: Value,
    strict: bool,
    user_fields: &[String],
) -> Result<Value, LibError> {
    let f = tool.function;
    let derived = derive(
        tool.module,
        f,
        &f.params,
        Path::Process,
        strict,
        user_fields,
    );
    let mut out = if parameters != default_parameters() {
        match &derived {
            Ok(d) => user_parameters(parameters, d, strict),
            Err(e) if e.is_unknown() => return Err(e.clone()),
            Err(_) => parameters,
        }
    } else {
        match &derived {
            Ok(d) => d.parameters.clone(),
            Err(e) if e.is_unknown() => return Err(e.clone()),
            Err(_) => default_parameters(),
        }
    };
    if strict {
        make_strict(&mut out);
    }
    Ok(out)
}

/// A user-given schema as `process_entrypoint` leaves it: `additionalProperties: false`, and
/// `required` from the signature (strict: every property).
fn user_parameters(mut p: Value, d: &schema::Derived, strict: bool) -> Value {
    let Value::Object(m) = &mut p else { return p };
    m.insert("additionalProperties".into(), Value::Bool(false));
    let props: Vec<String> = m
        .get("properties")
        .and_then(Value::as_object)
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    let required: Vec<Value> = if strict {
        props
            .iter()
            .filter(|n| !schema::INJECTED.contains(&n.as_str()) && *n != "self")
            .cloned()
            .map(Value::String)
            .collect()
    } else {
        d.candidates
            .iter()
            .filter(|n| props.contains(n))
            .cloned()
            .map(Value::String)
            .collect()
    };
    m.insert("required".into(), Value::Array(required));
    p
}

/// `@tool(...)`'s Function: the decorator processes it once (never strict); `for_run` the
/// agent processes its copy again (strict as the decorator says).
fn decorated(
    tool: &ToolInput,
    call: Option<&CallValue>,
    name: &str,
    for_run: bool,
) -> Result<AgnoFunction, LibError> {
    let f = tool.function;
    let strict = flag(call, "strict");
    let fields = user_input_fields(call);
    let requires_input = flag(call, "requires_user_input") == Some(true) || !fields.is_empty();
    let hidden: &[String] = if requires_input { &fields } else { &[] };
    let derived = derive(tool.module, f, &f.params, Path::Process, false, hidden);
    let first = match &derived {
        Ok(d) => d.parameters.clone(),
        Err(e) if e.is_unknown() => return Err(e.clone()),
        Err(_) => default_parameters(),
    };
    let description = match text(call, "description") {
        Some(d) if !d.is_empty() => d,
        _ => schema::docstring(f)?,
    };
    let parameters = if for_run {
        reprocess(tool, first, strict == Some(true), hidden)?
    } else {
        let mut p = first;
        if strict == Some(true) {
            make_strict(&mut p);
        }
        p
    };
    Ok(AgnoFunction {
        name: name.to_string(),
        description: Some(description),
        parameters,
        strict,
        requires_confirmation: flag(call, "requires_confirmation"),
        external_execution: flag(call, "external_execution"),
    })
}
