//! `build_function_declaration_with_json_schema` (`_function_tool_declarations.py`), the path
//! `FunctionTool._get_declaration` takes while the `JSON_SCHEMA_FOR_FUNC_DECL` feature is on
//! (its default since it became stable): every parameter but the injected ones becomes a
//! field of `create_model(f"{name}Params", ...)`, whose `model_json_schema()` is sent as
//! `parameters_json_schema`. Unlike google-genai's `from_callable`, which builds one
//! `TypeAdapter` schema per parameter, ADK builds one pydantic model of them all, so titles,
//! `required` and `$defs` are pydantic's own.

use serde_json::{Map, Value};

use crate::frameworks::pydantic::{self, FieldInfo, FieldSpec, Generator, ModelConfig};
use crate::frameworks::{LibError, ToolInput};
use crate::model::{Param, ParamKind, Ty};

/// The classes ADK injects (`ToolContext` and `CallbackContext` are aliases of `Context`).
const CONTEXT_CLASSES: &[&str] = &["Context", "ToolContext", "CallbackContext"];

/// What `model_dump(mode="json", exclude_none=True)` of the declaration holds, in the field
/// order of `FunctionDeclaration`: `description` (absent when the docstring is empty), `name`,
/// `parameters_json_schema` (absent when no parameter is left). The return type's
/// `response_json_schema` is built and then dropped for the Gemini Developer API.
pub fn declaration(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    let mut out = Map::new();
    // `get_callable_doc(func) or None`.
    if let Some(doc) = super::super::common::getdoc(f).filter(|d| !d.is_empty()) {
        out.insert("description".into(), doc.into());
    }
    out.insert("name".into(), name.into());
    let params = kept_params(tool);
    if let Some(schema) = parameters(tool, name, &params)? {
        out.insert("parameters_json_schema".into(), schema);
    }
    Ok(Value::Object(out))
}

/// The parameters `_get_function_fields` turns into fields: not `*args`/`**kwargs`, not the
/// context parameter (`FunctionTool` takes the first one annotated with a context class,
/// else the name `tool_context`), not `input_stream`, and for `GoogleTool(func=f)` not
/// `credentials` nor `settings` (its `__init__` appends them to `_ignore_params`: it fills
/// them in itself).
pub fn kept_params<'a>(tool: &ToolInput<'a>) -> Vec<&'a Param> {
    let params = super::super::common::call_params(tool.function);
    let context = context_param(tool).unwrap_or("tool_context");
    let google_tool = tool
        .options
        .is_some_and(|c| c.callee.rsplit('.').next() == Some("GoogleTool"));
    params
        .iter()
        .filter(|p| p.name != context && p.name != "input_stream")
        .filter(|p| !(google_tool && matches!(p.name.as_str(), "credentials" | "settings")))
        .filter(|p| !matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword))
        .collect()
}

/// `find_context_parameter`: the first parameter whose annotation is a context class or a
/// union with one. The annotations come from `get_type_hints`; when that raises (a name the
/// module does not define, anywhere in the signature), from `__annotations__`, where a
/// string annotation is no class.
pub fn context_param<'a>(tool: &ToolInput<'a>) -> Option<&'a str> {
    let f = tool.function;
    let hints_ok = super::super::common::get_type_hints(tool.module, f).is_ok();
    super::super::common::call_params(f)
        .iter()
        .find(|p| {
            p.annotation
                .as_ref()
                .is_some_and(|a| (hints_ok || !a.stringized) && is_context(&a.ty))
        })
        .map(|p| p.name.as_str())
}

/// ADK's own `Context` class (`annotation is Context`), under any of its names: a class of
/// the workspace that happens to be called `Context` is not it.
fn is_context(ty: &Ty) -> bool {
    match ty {
        Ty::Unknown { name } => name
            .strip_prefix("google.adk.")
            .is_some_and(|rest| CONTEXT_CLASSES.contains(&rest.rsplit('.').next().unwrap_or(rest))),
        Ty::Union { members, .. } => members.iter().any(is_context),
        _ => false,
    }
}

/// `_build_parameters_json_schema`: `None` when no field is left, or when one annotation
/// cannot be evaluated in the function's globals (ADK logs a warning and drops every
/// parameter).
fn parameters(tool: &ToolInput, name: &str, params: &[&Param]) -> Result<Option<Value>, LibError> {
    let f = tool.function;
    if params.is_empty() || unresolvable(tool, params).is_some() {
        return Ok(None);
    }
    let mut fields = Vec::new();
    for p in params {
        let field = field(p);
        // pydantic keeps a leading-underscore name as a private attribute, out of the schema,
        // unless its value is a `FieldInfo`, which `create_model` refuses.
        if p.name.starts_with('_') && !field_info_given(p) {
            continue;
        }
        fields.push(field);
    }
    let title = format!("{name}Params");
    // A context parameter that is not the one `FunctionTool` injects stays a field, and
    // `Context` is no type pydantic knows: `create_model` fails there, before any JSON Schema
    // error of another field (those come from `model_json_schema()`), unless an earlier field
    // already failed in `create_model`.
    if let Some(i) = fields
        .iter()
        .position(|f| f.ty.is_some_and(mentions_context))
    {
        let before = Generator::for_function(f).model(&title, &fields[..i], ModelConfig::default());
        return match before {
            Err(e) if e.code != "PydanticInvalidForJsonSchema" => Err(e),
            _ => Err(pydantic::no_schema_for(
                "<class 'google.adk.agents.context.Context'>",
            )),
        };
    }
    let schema = Generator::for_function(f).model(&title, &fields, ModelConfig::default())?;
    Ok(Some(schema))
}

/// Whether a type is or contains a context class (`Optional[ToolContext]`,
/// `list[ToolContext]`).
fn mentions_context(ty: &Ty) -> bool {
    match ty {
        Ty::Union { members, .. } => members.iter().any(mentions_context),
        Ty::Generic {
            args: Some(args), ..
        } => args.iter().any(mentions_context),
        Ty::Annotated { base, .. } => mentions_context(base),
        other => is_context(other),
    }
}

/// The first kept parameter whose annotation names something the module's globals do not
/// hold when ADK evaluates it (`_is_unresolvable` after `_resolve_annotation`).
pub fn unresolvable<'a>(tool: &ToolInput, params: &[&'a Param]) -> Option<&'a Param> {
    params.iter().copied().find(|p| {
        p.annotation.as_ref().is_some_and(|a| {
            crate::frameworks::abstractllm::names::check_annotation(
                tool.module,
                &crate::frameworks::common::def_time_names(tool.function),
                a,
            )
            .is_err()
        })
    })
}

/// Whether the field's value in `create_model` is a `FieldInfo`: an `Annotated` annotation
/// (ADK rebuilds its `FieldInfo`) or a `Field(...)` default.
fn field_info_given(p: &Param) -> bool {
    matches!(
        p.annotation.as_ref().map(|a| &a.ty),
        Some(Ty::Annotated { .. })
    ) || p
        .default
        .as_ref()
        .is_some_and(|d| pydantic::fieldinfo::field_call(&d.value).is_some())
}

/// One field: `(annotation, default)`, or for an `Annotated` annotation the `FieldInfo` of its
/// metadata with the aliases and `default_factory` removed and the parameter's default (if
/// any) as default: a `Field(default=...)` inside `Annotated` is replaced by the signature's.
fn field(p: &Param) -> FieldSpec<'_> {
    let ty = p.annotation.as_ref().map(|a| &a.ty);
    let default = p.default.as_ref().map(|d| &d.value);
    let info = match ty {
        Some(Ty::Annotated { .. }) => {
            let mut info = FieldInfo::for_param(ty, None);
            info.alias = None;
            info.default_factory = false;
            info.default = default.cloned();
            info
        }
        _ => FieldInfo::for_param(None, default),
    };
    FieldSpec {
        name: p.name.clone(),
        ty: Some(ty.unwrap_or(&Ty::Any)),
        info,
    }
}
