//! Semantic Kernel (`semantic-kernel` 1.45): `@kernel_function` methods of a plugin object
//! (`kernel.add_plugin(MathPlugin(), plugin_name="math")`) and functions added with
//! `kernel.add_function(plugin_name, f)`, as its OpenAI connector sends them: named
//! `<plugin>-<function>`, described by `description=` or the raw `__doc__`, each parameter's
//! schema from SK's own `KernelJsonSchemaBuilder` (`schema.rs`) after the decorator's reading
//! of the signature (`params.rs`: `Annotated` strings describe, defaults only reach
//! descriptions of unions).
//!
//! The plugin name is the registering call's `plugin_name`; without one SK's default for an
//! object, `getattr(obj, "name", type(obj).__name__)`. A module-level function registered by
//! no call toolsight sees is shown in the plugin `plugin`, as the oracle registers the generic
//! corpus (tests/oracle/README.md).

mod params;
mod schema;
mod silent;

use serde_json::{Map, Value};

use super::markers::{Arg, Form, Markers, Method};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{CallValue, MarkKind, PyValue};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "semantic-kernel",
    label: "Semantic Kernel",
    imports: &["semantic_kernel"],
    markers: Markers {
        decorators: &["kernel_function"],
        methods: &[
            Method {
                class: "Kernel",
                method: "add_plugin",
                form: Form::Plugin(Arg::At(0, "plugin")),
                loose: true,
            },
            Method {
                class: "Kernel",
                method: "add_function",
                form: Form::Register(Arg::At(1, "function")),
                loose: true,
            },
        ],
        ..Markers::NONE
    },
    providers: &[Provider::OpenaiChat],
    targets: &[Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: Some(silent::check),
    behaviour: super::behaviour::Behaviour::NONE,
};

/// The plugin of a module-level kernel function whose registration is not visible (the one
/// the oracle adds the generic corpus to).
const UNSEEN_PLUGIN: &str = "plugin";

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let function = kernel_name(tool);
    let plugin = plugin_name(tool);
    let name = match &plugin {
        Ok(p) => format!("{p}-{function}"),
        Err(_) => function.clone(),
    };
    let result = plugin.and_then(|p| payload(tool, &function, &p, &name));
    Rendered { name, result }
}

/// `@kernel_function(...)` on the function, if it has one.
fn decorator<'a>(tool: &ToolInput<'a>) -> Option<&'a crate::model::Decorator> {
    tool.function.decorators.iter().find(|d| {
        FRAMEWORK.owns(&d.qualified) && super::markers::ends_with(&d.qualified, "kernel_function")
    })
}

/// The options of the `kernel_function` that makes the function a kernel function: the
/// decorator's arguments, or those of `kernel_function(f, name=..., description=...)` applied
/// by call.
fn kernel_function_call<'a>(tool: &ToolInput<'a>) -> Option<&'a CallValue> {
    if let Some(d) = decorator(tool) {
        return d.call.as_ref();
    }
    sk_marks(tool).find(|o| {
        FRAMEWORK.owns(&o.qualified) && super::markers::ends_with(&o.qualified, "kernel_function")
    })
}

fn decorator_kwarg<'a>(tool: &ToolInput<'a>, key: &str) -> Option<&'a str> {
    kernel_function_call(tool)
        .and_then(|c| c.kwarg(key))
        .and_then(PyValue::as_str)
        .filter(|s| !s.is_empty())
}

/// `name or func.__name__`, read when the decorator runs (a later `f.__name__ = ...` counts
/// only for a function the decorator is applied to afterwards, as the generic corpus is).
fn kernel_name(tool: &ToolInput) -> String {
    if let Some(n) = decorator_kwarg(tool, "name") {
        return n.to_string();
    }
    if kernel_function_call(tool).is_some() || decorator(tool).is_some() {
        return tool.function.name.clone();
    }
    tool.tool_name()
}

/// The options of the calls that register the function with Semantic Kernel (the renderer
/// is handed one mark's options; the plugin name and the function's own name are in two).
fn sk_marks<'a>(tool: &ToolInput<'a>) -> impl Iterator<Item = &'a CallValue> {
    let module = tool.module;
    let index = module
        .functions
        .iter()
        .position(|f| std::ptr::eq(f.as_ref(), tool.function));
    module
        .marks
        .iter()
        .filter(move |m| {
            Some(m.function) == index
                && m.kind == MarkKind::Register
                && m.library == Some(FRAMEWORK.handle())
        })
        .filter_map(|m| m.options.as_ref())
}

/// The `kernel.add_plugin(...)` / `kernel.add_function(...)` call that registers the function.
fn registration<'a>(tool: &ToolInput<'a>) -> Option<&'a CallValue> {
    sk_marks(tool).find(|o| o.callee.ends_with("add_plugin") || o.callee.ends_with("add_function"))
}

/// The plugin name the function is sent under.
fn plugin_name(tool: &ToolInput) -> Result<String, LibError> {
    let given = registration(tool).and_then(|call| {
        let positional = if call.callee.ends_with("add_plugin") {
            1
        } else {
            0
        };
        call.kwarg("plugin_name")
            .or_else(|| call.args.get(positional))
            .map(|v| (call, v))
    });
    match given {
        Some((_, PyValue::Str(s))) if !s.is_empty() => return Ok(s.clone()),
        Some((_, PyValue::None | PyValue::Str(_))) => {}
        Some((call, _)) => {
            return Err(LibError::unknown(format!(
                "the plugin name of `{}` is not known statically",
                call.text
            )))
        }
        None => {}
    }
    match &tool.function.class {
        Some(class) => object_default(tool, class),
        None => Ok(UNSEEN_PLUGIN.to_string()),
    }
}

/// `add_plugin(obj)` without a name: `getattr(obj, "name", obj.__class__.__name__)`, which
/// must be a string.
fn object_default(tool: &ToolInput, class: &str) -> Result<String, LibError> {
    let Some(c) = tool.module.class_named(class) else {
        return Ok(class.to_string());
    };
    let attribute = c
        .attributes
        .iter()
        .rev()
        .find(|(k, _)| k == "name")
        .map(|(_, v)| v)
        .or_else(|| {
            c.fields
                .iter()
                .rev()
                .find(|f| f.name == "name")
                .and_then(|f| f.default.as_ref().map(|d| &d.value))
        });
    match attribute {
        None => Ok(c.name.clone()),
        Some(PyValue::Str(s)) => Ok(s.clone()),
        Some(PyValue::Opaque { .. } | PyValue::Call(_)) => Err(LibError::unknown(
            "the plugin's `name` attribute is not known statically",
        )),
        Some(_) => Err(LibError::new("TypeError", "plugin_name must be a string.")),
    }
}

/// `kernel_function_metadata_to_function_call_format(metadata)`, as the request carries it.
fn payload(tool: &ToolInput, function: &str, plugin: &str, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    // `signature(func, eval_str=True)`: string annotations are evaluated, in order.
    for a in f
        .params
        .iter()
        .filter_map(|p| p.annotation.as_ref())
        .chain(f.returns.as_ref())
        .filter(|a| a.stringized)
    {
        super::abstractllm::names::check_annotation(tool.module, &f.type_params, a)?;
    }
    let mut metas = Vec::new();
    for p in super::common::call_params(f)
        .iter()
        .filter(|p| p.name != "self")
    {
        metas.push(params::param_meta(tool.module, &f.type_params, p)?);
    }
    // The return parameter's schema is built too; only its errors show.
    if let Some(object) = f
        .returns
        .as_ref()
        .and_then(|r| params::return_object(&r.ty))
    {
        schema::Builder::new(tool.module, &f.type_params).build(object, None)?;
    }
    if !params::valid_name(function, true) || !params::valid_name(plugin, false) {
        return Err(LibError::new(
            "FunctionInitializationError",
            "KernelFunction failed to initialize: Failed to create KernelFunctionMetadata",
        ));
    }
    let description = decorator_kwarg(tool, "description")
        .map(str::to_string)
        .or_else(|| f.doc.as_ref().map(|d| d.value.clone()))
        .unwrap_or_default();
    let mut properties = Map::new();
    let mut required = Vec::new();
    for m in metas.into_iter().filter(|m| m.included) {
        if m.is_required {
            required.push(Value::String(m.name.clone()));
        }
        properties.insert(m.name, Value::Object(m.schema));
    }
    let mut parameters = Map::new();
    parameters.insert("type".into(), "object".into());
    parameters.insert("properties".into(), Value::Object(properties));
    parameters.insert("required".into(), Value::Array(required));
    let mut function_map = Map::new();
    function_map.insert("name".into(), Value::String(name.to_string()));
    function_map.insert("description".into(), Value::String(description));
    function_map.insert("parameters".into(), Value::Object(parameters));
    let mut payload = Map::new();
    payload.insert("type".into(), "function".into());
    payload.insert("function".into(), Value::Object(function_map));
    let payload = Value::Object(payload);
    if let Some(class) = schema::first_unserializable(&payload) {
        return Err(LibError::new(
            "ServiceResponseException",
            format!("(\"<class 'semantic_kernel.connectors.ai.open_ai.services.open_ai_chat_completion.OpenAIChatCompletion'> service failed to complete the prompt\", TypeError('Object of type {class} is not JSON serializable'))"),
        ));
    }
    Ok(payload)
}
