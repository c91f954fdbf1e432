//! browser-use (`browser_use`): the `RegisteredAction` that `@controller.action(description,
//! param_model=None, ...)` (on `Controller` = `Tools`) or `@registry.action(...)` (on its
//! `Registry`) records, as browser-use 0.13 builds it.
//!
//! Without `param_model`, the action's parameters become `create_model(f"{name}_Params",
//! __base__=ActionModel, **{p: (annotation or str, default)})`: `extra="forbid"`, so the schema
//! is closed; the parameters named like the objects browser-use injects (`browser_session`,
//! `page_url`, `file_system`, ...) are not in it. With `param_model=M`, the first parameter
//! receives the model and `M`'s own schema is the parameters'. `native` is the action: name,
//! the decorator's description (the docstring is not read), the param model's JSON Schema and
//! the line `prompt_description()` puts in the system prompt.

use serde_json::{Map, Value};

use super::markers::{Arg, Form, Markers, Method, NameRule};
use super::pydantic::{self, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{ClassKind, Param, ParamKind, Prim, PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "browser-use",
    label: "browser-use",
    imports: &["browser_use"],
    markers: Markers {
        methods: &[
            // `Controller` is an alias of `Tools` (browser-use 0.7 renamed it).
            Method {
                class: "Controller",
                method: "action",
                form: Form::Decorator,
                loose: false,
            },
            Method {
                class: "Tools",
                method: "action",
                form: Form::Decorator,
                loose: false,
            },
            // `@self.registry.action(...)` in a `Tools` subclass: the receiver's class is
            // seldom visible, and no other library has a `registry.action` decorator.
            Method {
                class: "Registry",
                method: "action",
                form: Form::Decorator,
                loose: true,
            },
        ],
        // The action is named by the function alone.
        name: NameRule {
            keywords: &[],
            positional: false,
        },
        description: Arg::At(0, "description"),
        ..Markers::NONE
    },
    providers: &[Provider::Native],
    targets: &[],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour {
        // The registry builds the param model in the decorator.
        raise_fails_set: Some(
            "browser-use raises in `@action(...)`, so the module that registers it fails to import",
        ),
        ..super::behaviour::Behaviour::NONE
    },
};

/// `SpecialActionParameters`: what browser-use passes itself; never a parameter of the model.
const SPECIAL: &[&str] = &[
    "context",
    "browser_session",
    "page_url",
    "cdp_client",
    "page_extraction_llm",
    "available_file_paths",
    "has_sensitive_data",
    "file_system",
    "extraction_schema",
];

/// Names bound in `browser_use.tools.registry.service`, where `create_model` evaluates the
/// string annotations the registry passes on unresolved (`inspect.signature`, no
/// `get_type_hints`), so a quoted or `from __future__` annotation naming a user type is not
/// defined there.
const MODULE_GLOBALS: &[&str] = &[
    "ActionModel",
    "ActionRegistry",
    "Any",
    "BaseChatModel",
    "BaseModel",
    "BrowserError",
    "BrowserSession",
    "Callable",
    "Context",
    "Field",
    "FileSystem",
    "Generic",
    "Optional",
    "Parameter",
    "ProductTelemetry",
    "RegisteredAction",
    "Registry",
    "RootModel",
    "SpecialActionParameters",
    "TypeVar",
    "Union",
    "UnionType",
    "asyncio",
    "create_model",
    "functools",
    "get_args",
    "get_origin",
    "inspect",
    "is_new_tab_page",
    "iscoroutinefunction",
    "logger",
    "logging",
    "match_url_with_domain_pattern",
    "observe_debug",
    "pyotp",
    "re",
    "signature",
    "time_execution_async",
];

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let name = tool
        .function
        .runtime_name
        .clone()
        .unwrap_or_else(|| tool.function.name.clone());
    let result = action(tool, &name);
    Rendered { name, result }
}

/// A decorator argument by position or keyword.
fn argument<'a>(tool: &ToolInput<'a>, i: usize, kw: &str) -> Option<&'a PyValue> {
    let call = tool.options?;
    call.kwarg(kw).or_else(|| call.args.get(i))
}

fn action(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let description = match argument(tool, 0, "description") {
        Some(PyValue::Str(s)) => s.clone(),
        Some(_) => {
            return Err(LibError::unknown(
                "the action's description is not a string toolsight can read",
            ))
        }
        None => {
            return Err(LibError::new(
                "TypeError",
                "Registry.action() missing 1 required positional argument: 'description'",
            ))
        }
    };
    let params = super::common::call_params(tool.function);
    if let Some(p) = params.iter().find(|p| p.kind == ParamKind::VarKeyword) {
        return Err(LibError::new(
            "ValueError",
            format!(
                "Action '{name}' has **{} which is not allowed. Actions must have explicit positional parameters only.",
                p.name
            ),
        ));
    }
    for p in params {
        special_conflict(name, p)?;
    }
    let schema = match argument(tool, 1, "param_model") {
        None | Some(PyValue::None) => signature_model(tool, name, params)?,
        Some(PyValue::Opaque { text }) => match tool.module.class_named(text.trim()) {
            Some(model) => Generator::new().type_schema(&Ty::Class(model.clone()))?,
            None => {
                return Err(LibError::unknown(format!(
                    "`param_model` names `{text}`, whose definition toolsight cannot read"
                )))
            }
        },
        Some(_) => {
            return Err(LibError::unknown(
                "`param_model` is not a class toolsight can read",
            ))
        }
    };
    let prompt = prompt_description(name, &description, &schema);
    let mut m = Map::new();
    m.insert("name".into(), name.into());
    m.insert("description".into(), description.into());
    m.insert("param_model".into(), schema);
    m.insert("prompt_description".into(), prompt.into());
    Ok(Value::Object(m))
}

/// `_normalize_action_function_signature` without `param_model`: every parameter that is not
/// a special one, `str` where unannotated, in a closed model.
fn signature_model(tool: &ToolInput, name: &str, params: &[Param]) -> Result<Value, LibError> {
    let string = Ty::Prim(Prim::Str);
    let fields: Vec<FieldSpec> = params
        .iter()
        .filter(|p| !SPECIAL.contains(&p.name.as_str()))
        // `create_model` takes a `(type, default)` field with a leading underscore for a
        // private attribute: the parameter is silently not sent.
        .filter(|p| !p.name.starts_with('_'))
        .map(|p| {
            let mut spec = pydantic::param_field(p);
            if spec.ty.is_none() {
                spec.ty = Some(&string);
            }
            spec
        })
        .collect();
    // Only an annotation Python evaluates when the function is defined can fail in the
    // user's module; a string one is never evaluated there.
    let evaluated: Vec<Param> = params
        .iter()
        .filter(|p| p.annotation.as_ref().is_some_and(|a| !a.stringized))
        .cloned()
        .collect();
    super::common::check_params(tool.module, tool.function, &evaluated)?;
    let title = format!("{name}_Params");
    // The model is made; its schema, asked for when the agent's output model is built, fails.
    for f in &fields {
        let p = params.iter().find(|p| p.name == f.name);
        let Some(a) = p
            .and_then(|p| p.annotation.as_ref())
            .filter(|a| a.stringized)
        else {
            continue;
        };
        if let Some(undefined) = super::pysig::first_undefined(&a.text, MODULE_GLOBALS) {
            return Err(LibError::new(
                "PydanticUserError",
                format!("`{title}` is not fully defined; you should define `{undefined}`, then call `{title}.model_rebuild()`.\n\nFor further information visit https://errors.pydantic.dev/2.13/u/class-not-fully-defined"),
            ));
        }
    }
    let mut gen = Generator::for_function(tool.function);
    let mut schema = gen.model(&title, &fields, ModelConfig { forbid_extra: true })?;
    close_typed_dicts(tool, &mut schema);
    Ok(schema)
}

/// A TypedDict without a config of its own takes the enclosing model's: `ActionModel`'s
/// `extra="forbid"` closes it too.
fn close_typed_dicts(tool: &ToolInput, schema: &mut Value) {
    let Some(Value::Object(defs)) = schema.get_mut("$defs") else {
        return;
    };
    for (key, def) in defs.iter_mut() {
        let typed_dict = tool
            .module
            .class_named(key)
            .is_some_and(|c| matches!(c.kind, ClassKind::TypedDict { .. }));
        if let (true, Value::Object(m)) = (typed_dict, def) {
            if !m.contains_key("additionalProperties") {
                // Keys are sorted, and `additionalProperties` sorts first.
                let rest = std::mem::take(m);
                m.insert("additionalProperties".into(), Value::Bool(false));
                m.extend(rest);
            }
        }
    }
}

/// The special parameters of a plain type (`page_url: str`, `has_sensitive_data: bool`,
/// `available_file_paths: list`): annotated with another type, the registry refuses the
/// action. (`typing.Optional[T]` is unwrapped, `T | None` is not.)
fn special_conflict(action: &str, p: &Param) -> Result<(), LibError> {
    let expected = match p.name.as_str() {
        "page_url" => Prim::Str,
        "has_sensitive_data" => Prim::Bool,
        _ => return Ok(()),
    };
    let Some(a) = &p.annotation else {
        return Ok(());
    };
    let ty = match &a.ty {
        Ty::Union {
            members,
            pep604: false,
        } => members.iter().find(|m| !m.is_none()).unwrap_or(&a.ty),
        other => other,
    };
    let found = match ty {
        Ty::Prim(found) if *found == expected => return Ok(()),
        Ty::Prim(found) => found.name().to_string(),
        Ty::Class(c) => c.name.clone(),
        _ => return Ok(()),
    };
    Err(LibError::new(
        "ValueError",
        format!(
            "Action '{action}' parameter '{}: {found}' conflicts with special argument injected by tools: '{}: {}'",
            p.name,
            p.name,
            expected.name()
        ),
    ))
}

/// `RegisteredAction.prompt_description()`: `name: description. (p=type (description), ...)`.
fn prompt_description(name: &str, description: &str, schema: &Value) -> String {
    let params: Vec<String> = schema
        .get("properties")
        .and_then(Value::as_object)
        .map(|props| {
            props
                .iter()
                .map(|(p, info)| {
                    let mut s = p.clone();
                    if let Some(t) = info.get("type") {
                        s.push('=');
                        s.push_str(&py_str(t));
                    }
                    if let Some(d) = info.get("description") {
                        s.push_str(&format!(" ({})", py_str(d)));
                    }
                    s
                })
                .collect()
        })
        .unwrap_or_default();
    if params.is_empty() {
        format!("{name}: {description}")
    } else {
        format!("{name}: {description}. ({})", params.join(", "))
    }
}

/// `str()` of a JSON value as Python prints it in an f-string: a string as is, a list of
/// strings (`"type": ["string", "null"]`) as its repr.
fn py_str(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(items) => {
            let inner: Vec<String> = items
                .iter()
                .map(|i| match i {
                    Value::String(s) => PyValue::Str(s.clone()).repr(),
                    other => py_str(other),
                })
                .collect();
            format!("[{}]", inner.join(", "))
        }
        other => other.to_string(),
    }
}
