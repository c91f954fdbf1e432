//! `pydantic_ai._function_schema.function_schema`: a tool function's parameters as one
//! `typed_dict_schema` (or, for a single model-like parameter, that parameter's own schema),
//! its docstring descriptions, and its return schema, all generated with
//! `GenerateToolJsonSchema` (pydantic's generator without property titles).

use serde_json::Value;

use crate::frameworks::docstrings::griffe::Style;
use crate::frameworks::docstrings::FuncDoc;
use crate::frameworks::pydantic::{self, FieldSpec, Generator};
use crate::frameworks::{LibError, ToolInput};
use crate::model::{ClassKind, Origin, Param, ParamKind, Spelling, Ty};

/// What `Tool(...)` passes on to `function_schema`.
#[derive(Clone, Copy, Debug, Default)]
pub struct SchemaOptions {
    /// `None`: inferred from the first parameter's annotation.
    pub takes_ctx: Option<bool>,
    /// `None`: `docstring_format='auto'`.
    pub docstring_format: Option<Style>,
    pub require_parameter_descriptions: bool,
}

/// `FunctionSchema`, the parts a `ToolDefinition` shows.
#[derive(Clone, Debug)]
pub struct FunctionSchema {
    pub description: Option<String>,
    pub json_schema: Value,
    pub return_schema: Value,
}

/// `is_call_ctx`: the annotation is `RunContext`, parameterised or not.
pub fn is_call_ctx(p: &Param) -> bool {
    crate::frameworks::common::annotated_as(p, &["RunContext"])
}

/// `is_model_like`: a pydantic model, dataclass or TypedDict class itself (not `Annotated`
/// around one, nor a generic alias).
fn is_model_like(ty: &Ty) -> bool {
    match ty {
        Ty::Class(c) => matches!(
            c.kind,
            ClassKind::Pydantic | ClassKind::Dataclass | ClassKind::TypedDict { .. }
        ),
        Ty::Forward { resolved, .. } => is_model_like(resolved),
        _ => false,
    }
}

pub fn function_schema(tool: &ToolInput, opts: SchemaOptions) -> Result<FunctionSchema, LibError> {
    let f = tool.function;
    // `get_type_hints(f)` evaluates every annotation, the return one included.
    crate::frameworks::common::get_type_hints(tool.module, f)?;
    let doc = crate::frameworks::docstrings::pydantic_ai::parse_as(
        f.doc.as_ref().map(|d| d.value.as_str()),
        opts.docstring_format,
    );
    let Sorted {
        kept,
        mut errors,
        missing,
    } = sort_parameters(crate::frameworks::common::call_params(f), opts, &doc);

    // `*args: T` is validated as `list[T]`; built first so the fields can borrow it.
    let lists = var_positional_lists(&kept);
    let (fields, var_kwargs) = fields(&kept, &lists, &doc);
    build_core_schemas(f, &fields, var_kwargs)?;
    if !missing.is_empty() {
        errors.push(format!(
            "Missing parameter descriptions for {}",
            missing.join(", ")
        ));
    }
    if !errors.is_empty() {
        return Err(LibError::new(
            "UserError",
            format!(
                "Error generating schema for {}:\n  {}",
                f.qualname,
                errors.join("\n  ")
            ),
        ));
    }

    let optional: Vec<String> = kept
        .iter()
        .filter(|p| p.default.is_some())
        .map(|p| p.name.clone())
        .collect();
    let (json_schema, description) =
        parameters_schema(f, &fields, var_kwargs, &optional, doc.description)?;
    Ok(FunctionSchema {
        description,
        json_schema,
        return_schema: return_schema(f),
    })
}

/// The parameters sorted out: those that become fields, the misuses of `RunContext`, and
/// those a required description is missing for.
struct Sorted<'a> {
    /// Parameters that become fields, with the annotation each is validated as.
    kept: Vec<&'a Param>,
    errors: Vec<String>,
    missing: Vec<&'a str>,
}

/// The context parameter (first, `RunContext`) is left out; `RunContext` anywhere else, or
/// missing where the tool takes context, is an error collected for later.
fn sort_parameters<'a>(params: &'a [Param], opts: SchemaOptions, doc: &FuncDoc) -> Sorted<'a> {
    let mut out = Sorted {
        kept: Vec::new(),
        errors: Vec::new(),
        missing: Vec::new(),
    };
    let mut takes_ctx = opts.takes_ctx;
    for (i, p) in params.iter().enumerate() {
        if i == 0 && takes_ctx.is_none() {
            takes_ctx = Some(p.annotation.is_some() && is_call_ctx(p));
        }
        let ctx = takes_ctx.unwrap_or(false);
        if p.annotation.is_none() {
            if ctx && i == 0 {
                continue;
            }
        } else if i == 0 && ctx {
            if !is_call_ctx(p) {
                out.errors.push(
                    "First parameter of tools that take context must be annotated with RunContext[...]"
                        .into(),
                );
            }
            continue;
        } else if !ctx && is_call_ctx(p) {
            out.errors.push(
                "RunContext annotations can only be used with tools that take context".into(),
            );
            continue;
        } else if i != 0 && is_call_ctx(p) {
            out.errors
                .push("RunContext annotations can only be used as the first argument".into());
            continue;
        }
        let described = doc.params.iter().any(|(n, _)| *n == p.name);
        if opts.require_parameter_descriptions
            && !described
            && !out.missing.contains(&p.name.as_str())
        {
            out.missing.push(&p.name);
        }
        out.kept.push(p);
    }
    out
}

/// `list[T]` for each `*args: T`, in order.
fn var_positional_lists(kept: &[&Param]) -> Vec<Ty> {
    kept.iter()
        .filter(|p| p.kind == ParamKind::VarPositional)
        .map(|p| Ty::Generic {
            origin: Origin::List,
            spelling: Spelling::Builtin,
            args: Some(vec![p
                .annotation
                .as_ref()
                .map_or(Ty::Any, |a| a.ty.clone())]),
        })
        .collect()
}

/// The fields (`*args` as its list, an unannotated parameter as `Any`), each described by
/// the docstring where the parameter itself gives no description, and the `**kwargs`
/// annotation, which types the extra keys instead of a field.
fn fields<'a>(
    kept: &[&'a Param],
    lists: &'a [Ty],
    doc: &FuncDoc,
) -> (Vec<FieldSpec<'a>>, Option<&'a Ty>) {
    let mut lists = lists.iter();
    let mut fields: Vec<FieldSpec> = Vec::new();
    let mut var_kwargs: Option<&Ty> = None;
    for p in kept {
        match p.kind {
            ParamKind::VarKeyword => {
                var_kwargs = Some(p.annotation.as_ref().map_or(&Ty::Any, |a| &a.ty));
                continue;
            }
            ParamKind::VarPositional => {
                fields.push(FieldSpec {
                    name: p.name.clone(),
                    ty: lists.next(),
                    info: pydantic::FieldInfo::default(),
                });
            }
            _ => {
                let mut spec = pydantic::param_field(p);
                if spec.ty.is_none() {
                    spec.ty = Some(&Ty::Any);
                }
                fields.push(spec);
            }
        }
        let spec = fields.last_mut().expect("just pushed");
        if spec.info.description.is_none() {
            spec.info.description = doc
                .params
                .iter()
                .find(|(n, _)| *n == spec.name)
                .map(|(_, d)| d.clone());
        }
    }
    (fields, var_kwargs)
}

/// Core schemas are built parameter by parameter, before the collected errors are raised:
/// their errors come first. JSON Schema errors come later, from the generation itself.
fn build_core_schemas(
    f: &crate::model::Function,
    fields: &[FieldSpec],
    var_kwargs: Option<&Ty>,
) -> Result<(), LibError> {
    for spec in fields {
        let mut scratch = Generator::for_function(f);
        if let Err(e) = scratch.field(spec) {
            if e.code != "PydanticInvalidForJsonSchema" {
                return Err(e);
            }
        }
    }
    if let Some(ty) = var_kwargs {
        let mut scratch = Generator::for_function(f);
        if let Err(e) = scratch.ty(ty) {
            if e.code != "PydanticInvalidForJsonSchema" {
                return Err(e);
            }
        }
    }
    Ok(())
}

/// The parameters' JSON schema and the tool's description: a single model-like parameter
/// is the schema itself (and lends its description when the docstring has none),
/// otherwise the fields make a TypedDict.
fn parameters_schema(
    f: &crate::model::Function,
    fields: &[FieldSpec],
    var_kwargs: Option<&Ty>,
    optional: &[String],
    mut description: Option<String>,
) -> Result<(Value, Option<String>), LibError> {
    let mut gen = tool_generator(f);
    let single = match (fields, var_kwargs) {
        ([only], None) if only.ty.is_some_and(is_model_like) => Some(only),
        _ => None,
    };
    let json_schema = match single {
        Some(spec) => {
            let mut schema = gen.type_schema(spec.ty.unwrap_or(&Ty::Any))?;
            if description.as_deref().is_none_or(str::is_empty) {
                description = match &mut schema {
                    Value::Object(m) => m
                        .shift_remove("description")
                        .and_then(|d| d.as_str().map(str::to_string)),
                    _ => None,
                };
            }
            check_object(schema)?
        }
        // `required = p.default is Parameter.empty`: a `Field()` default without a value
        // still makes the parameter optional; `_generate_td_field_schema` also makes one
        // optional whose `Annotated[T, Field(default=...)]` has a default or factory.
        None => gen.typed_dict(
            fields,
            |s| !optional.contains(&s.name) && s.info.is_required(),
            var_kwargs,
        )?,
    };
    Ok((json_schema, description))
}

/// A generator as `GenerateToolJsonSchema` configures one.
fn tool_generator(f: &crate::model::Function) -> Generator {
    let mut gen = Generator::for_function(f);
    gen.untitled_properties = true;
    gen
}

/// `check_object_json_schema`: an object schema, or a root `$ref` (replaced by its
/// definition when that is an object without further references).
fn check_object(schema: Value) -> Result<Value, LibError> {
    if schema.get("type").and_then(Value::as_str) == Some("object") {
        return Ok(schema);
    }
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        if let Some(name) = r.strip_prefix("#/$defs/") {
            if let Some(resolved) = schema.get("$defs").and_then(|d| d.get(name)) {
                if resolved.get("type").and_then(Value::as_str) == Some("object")
                    && !contains_ref(resolved)
                {
                    return Ok(resolved.clone());
                }
            }
        }
        return Ok(schema);
    }
    Err(LibError::new("UserError", "Schema must be an object"))
}

pub fn contains_ref(v: &Value) -> bool {
    match v {
        Value::Object(m) => m.contains_key("$ref") || m.values().any(contains_ref),
        Value::Array(a) => a.iter().any(contains_ref),
        _ => false,
    }
}

/// `TypeAdapter(extract_return_schema_type(...)).json_schema(mode='serialization')`, or `{}`
/// where pydantic cannot build it (a warning, not an error).
fn return_schema(f: &crate::model::Function) -> Value {
    let empty = Value::Object(serde_json::Map::new());
    let Some(ret) = f.returns.as_ref() else {
        return empty;
    };
    // A bare `ToolReturn` is `Any`. `ToolReturn[T]` is `T` in the library; the model does
    // not keep the arguments of a class it cannot resolve, so it is `Any` (`{}`) here too.
    if crate::frameworks::common::annotated_class(ret) == "ToolReturn" {
        return empty;
    }
    let mut gen = tool_generator(f);
    gen.serialization = true;
    gen.type_schema(&ret.ty).unwrap_or(empty)
}
