//! AutoGen (`autogen_core`, `autogen_agentchat`, `autogen_ext`): the `ToolSchema` a
//! `FunctionTool` or a `BaseTool[Args, Return]` subclass gives (`tool.schema`), and what
//! autogen-ext's OpenAI client sends for it (`convert_tools`).
//!
//! A function becomes a model with `create_model(name + "args", **fields)` where every field's
//! type is the annotation with its *outer* `Annotated` removed and its description is the first
//! `Annotated` metadata (which must be a string) or else the parameter's own name. The schema
//! is that model's, with every `$ref` replaced by its definition (jsonref, so a reference's
//! sibling keys, its field's description and default, are lost), in
//! `{type, properties, required, additionalProperties}`. `AssistantAgent(tools=[f])` wraps a
//! plain function with the raw `__doc__` (or `""`) as description.

mod refs;
mod silent;

use serde_json::{Map, Value};

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, NameRule, Wrapper};
use super::pydantic::{self, FieldInfo, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{DefKind, PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "autogen",
    label: "AutoGen",
    imports: &["autogen_core", "autogen_agentchat", "autogen_ext"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "FunctionTool",
            arg: Arg::At(0, "func"),
        }],
        lists: &[ListSink {
            callee: "AssistantAgent",
            arg: Arg::Keyword("tools"),
            bare: true,
        }],
        classes: &[ClassMarker {
            base: "BaseTool",
            role: ClassRole::Tool { name_attr: "name" },
        }],
        name: NameRule {
            keywords: &["name"],
            positional: false,
        },
        // `FunctionTool(func, description, ...)`.
        description: Arg::At(1, "description"),
        ..Markers::NONE
    },
    providers: &[Provider::Native, Provider::OpenaiChat],
    targets: &[Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: Some(silent::check),
    behaviour: super::behaviour::Behaviour {
        listed_twice: Some("`{name}` is listed twice: `AssistantAgent` raises `ValueError: Tool names must be unique: ['{name}', '{name}']` and the agent is never made"),
        duplicate_across_modules: Some("`AssistantAgent` raises `ValueError: Tool names must be unique` and the agent is never made"),
        // autogen-ext's clients convert every tool of a request at once (`convert_tools`).
        raise_fails_set: Some("the model client converts every tool of the request at once, so no request is sent"),
        ..super::behaviour::Behaviour::NONE
    },
};

/// The parameter autogen passes itself and leaves out of the schema.
const CANCELLATION_TOKEN: &str = "cancellation_token";

/// A tool as autogen holds it: name, description, strict flag and the args model's schema.
struct Built {
    name: String,
    description: String,
    strict: bool,
    /// `args_type.model_json_schema()`, or what building the model raised.
    model: Result<Value, LibError>,
}

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let built = match build(tool) {
        Ok(b) => b,
        Err(e) => {
            return Rendered {
                name: tool.tool_name(),
                result: Err(e),
            }
        }
    };
    let result = built
        .model
        .clone()
        .and_then(|m| tool_schema(&built, &m))
        .and_then(|schema| match provider {
            Provider::OpenaiChat => convert_tool(&schema),
            _ => Ok(schema),
        });
    Rendered {
        name: built.name,
        result,
    }
}

/// A call argument by position or keyword (`FunctionTool(f, "desc")`).
fn argument<'a>(
    call: Option<&'a crate::model::CallValue>,
    i: usize,
    kw: &str,
) -> Option<&'a PyValue> {
    let call = call?;
    call.kwarg(kw).or_else(|| call.args.get(i))
}

fn build(tool: &ToolInput) -> Result<Built, LibError> {
    let f = tool.function;
    if f.kind == DefKind::Class {
        return class_tool(tool);
    }
    let options = tool.options.filter(|o| {
        super::markers::ends_with(&o.qualified, "FunctionTool")
            || o.callee.ends_with("FunctionTool")
    });
    let (description, strict) = match options {
        // `FunctionTool(func, description, name=None, global_imports=[], strict=False)`.
        Some(call) => {
            let description = match argument(Some(call), 1, "description") {
                Some(PyValue::Str(s)) => s.clone(),
                Some(_) => {
                    return Err(LibError::unknown(
                        "FunctionTool's `description` is not a string toolsight can read",
                    ))
                }
                None => return Err(LibError::new(
                    "TypeError",
                    "FunctionTool.__init__() missing 1 required positional argument: 'description'",
                )),
            };
            let strict = match argument(Some(call), 4, "strict") {
                None => false,
                Some(PyValue::Bool(b)) => *b,
                Some(_) => {
                    return Err(LibError::unknown(
                        "FunctionTool's `strict` is not a literal toolsight can read",
                    ))
                }
            };
            (description, strict)
        }
        // `AssistantAgent(tools=[f])`: `FunctionTool(f, description=f.__doc__ or "")`.
        None => (
            f.doc.as_ref().map(|d| d.value.clone()).unwrap_or_default(),
            false,
        ),
    };
    let name = options
        .and_then(|c| argument(Some(c), 2, "name"))
        .and_then(PyValue::as_str)
        .map(str::to_string)
        .unwrap_or_else(|| tool.tool_name());
    let model = function_model(tool, &name)?;
    Ok(Built {
        name,
        description,
        strict,
        model: Ok(model),
    })
}

/// `get_typed_signature(f)` then `args_base_model_from_signature(name + "args", sig)`.
fn function_model(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    // `typing.get_type_hints`, then `type_hints[param.name]` for every parameter: an
    // unannotated one is a `KeyError` (the receiver of a method reached unbound included).
    super::common::get_type_hints(tool.module, f)?;
    let params = super::common::call_params(f);
    if let Some(p) = params.iter().find(|p| p.annotation.is_none()) {
        return Err(LibError::new("KeyError", format!("'{}'", p.name)));
    }
    let mut fields: Vec<FieldSpec> = Vec::new();
    for p in params.iter().filter(|p| p.name != CANCELLATION_TOKEN) {
        let ann = p.annotation.as_ref().map(|a| &a.ty);
        // `normalize_annotated_type`: only the outer `Annotated` goes, with its metadata.
        let (ty, meta) = match ann {
            Some(Ty::Annotated { base, meta }) => (Some(&**base), Some(meta)),
            other => (other, None),
        };
        let description = match meta.and_then(|m| m.first()) {
            None => p.name.clone(),
            Some(PyValue::Str(s)) => s.clone(),
            Some(other) => {
                return Err(LibError::new(
                    "ValueError",
                    format!(
                        "Invalid description {} for parameter {}, should be a string.",
                        py_str(other)?,
                        p.name
                    ),
                ))
            }
        };
        // `Field(default=param.default, description=...)`: a `Field(...)` written as the
        // parameter's default is that field's default value, not its settings (it has no JSON
        // form, so the schema shows no default and none of its keys).
        let mut info = match &p.default {
            Some(d) => pydantic::value_default(&d.value),
            None => FieldInfo::default(),
        };
        info.description = Some(description);
        fields.push(FieldSpec {
            name: p.name.clone(),
            ty,
            info,
        });
    }
    let mut gen = Generator::for_function(f);
    gen.model(&format!("{name}args"), &fields, ModelConfig::default())
}

/// `str(value)` of an `Annotated` metadata value autogen puts in its error.
fn py_str(v: &PyValue) -> Result<String, LibError> {
    if let Some(c) = pydantic::fieldinfo::field_call(v) {
        // `str(FieldInfo)` is its repr's arguments separated by spaces.
        if let Some(repr) = pydantic::field_repr(c) {
            let inner = repr
                .strip_prefix("FieldInfo(")
                .and_then(|r| r.strip_suffix(')'))
                .unwrap_or(&repr);
            return Ok(split_top_level(inner).join(" "));
        }
    }
    match v {
        PyValue::Int(_) | PyValue::Float(_) | PyValue::Bool(_) | PyValue::None => Ok(v.repr()),
        PyValue::List(_) | PyValue::Tuple(_) | PyValue::Dict(_) | PyValue::Set(_) => Ok(v.repr()),
        _ => Err(LibError::unknown(
            "an Annotated metadata value that is not a string, whose text toolsight cannot tell",
        )),
    }
}

/// `a, b=[c, d], e='f, g'` split at the top-level `, ` (outside brackets and quotes).
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut quote, mut start) = (0i32, None::<char>, 0usize);
    let mut chars = s.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match (quote, c) {
            (Some(_), '\\') => {
                chars.next();
            }
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth -= 1,
            (None, ',') if depth == 0 && s[i + 1..].starts_with(' ') => {
                out.push(&s[start..i]);
                start = i + 2;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// A `BaseTool` subclass: `super().__init__(args_type, return_type, name, description,
/// strict=False)`.
fn class_tool(tool: &ToolInput) -> Result<Built, LibError> {
    let class = super::common::tool_class(tool)?;
    let call = class.super_init.as_ref();
    let text = |i: usize, kw: &str| {
        argument(call, i, kw)
            .and_then(PyValue::as_str)
            .map(str::to_string)
            .ok_or_else(|| {
                LibError::unknown(format!(
                    "the `{kw}` the tool class passes to `super().__init__` is not a string toolsight can read"
                ))
            })
    };
    let name = text(2, "name")?;
    let description = text(3, "description")?;
    let strict = match argument(call, 4, "strict") {
        None => false,
        Some(PyValue::Bool(b)) => *b,
        Some(_) => {
            return Err(LibError::unknown(
                "the tool class's `strict` is not a literal toolsight can read",
            ))
        }
    };
    let model = match argument(call, 0, "args_type") {
        Some(PyValue::Opaque { text }) => match tool.module.class_named(text.trim()) {
            Some(model) => Generator::new().type_schema(&Ty::Class(model.clone())),
            None => {
                return Err(LibError::unknown(format!(
                    "`args_type` names `{text}`, whose definition toolsight cannot read"
                )))
            }
        },
        _ => {
            return Err(LibError::unknown(
                "the tool class's `args_type` is not a class toolsight can read",
            ))
        }
    };
    Ok(Built {
        name,
        description,
        strict,
        model,
    })
}

/// `BaseTool.schema`: the model's properties with references inlined, its `required` and
/// `additionalProperties` (default `false`), and the strict checks.
fn tool_schema(built: &Built, model: &Value) -> Result<Value, LibError> {
    let properties = model
        .get("properties")
        .ok_or_else(|| LibError::new("KeyError", "'properties'"))?;
    let required = model
        .get("required")
        .cloned()
        .unwrap_or_else(|| Value::Array(Vec::new()));
    let additional = model
        .get("additionalProperties")
        .cloned()
        .unwrap_or(Value::Bool(false));
    if built.strict {
        let req: std::collections::BTreeSet<&str> = required
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let props: std::collections::BTreeSet<&str> = properties
            .as_object()
            .map(|m| m.keys().map(String::as_str).collect())
            .unwrap_or_default();
        if req != props {
            return Err(LibError::new("ValueError", "Strict mode is enabled, but not all input arguments are marked as required. Default arguments are not allowed in strict mode."));
        }
        if crate::model::value::json_truthy(&additional) {
            return Err(LibError::new(
                "ValueError",
                "Strict mode is enabled but additional argument is also enabled. This is not allowed in strict mode.",
            ));
        }
    }
    // The references are replaced when the schema is built; a cycle fails only when the
    // payload is serialised, after the strict checks.
    let properties = refs::inline(properties, model.get("$defs").and_then(Value::as_object))?;
    let mut parameters = Map::new();
    parameters.insert("type".into(), "object".into());
    parameters.insert("properties".into(), properties);
    parameters.insert("required".into(), required);
    parameters.insert("additionalProperties".into(), additional);
    let mut m = Map::new();
    m.insert("name".into(), built.name.clone().into());
    m.insert("description".into(), built.description.clone().into());
    m.insert("parameters".into(), Value::Object(parameters));
    m.insert("strict".into(), built.strict.into());
    Ok(Value::Object(m))
}

/// autogen-ext's `convert_tools`: the OpenAI Chat Completions tool, after
/// `assert_valid_name`.
fn convert_tool(schema: &Value) -> Result<Value, LibError> {
    let name = schema["name"].as_str().unwrap_or_default();
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        || name.is_empty()
    {
        return Err(LibError::new(
            "ValueError",
            format!("Invalid name: {name}. Only letters, numbers, '_' and '-' are allowed."),
        ));
    }
    if name.chars().count() > 64 {
        return Err(LibError::new(
            "ValueError",
            format!("Invalid name: {name}. Name must be less than 64 characters."),
        ));
    }
    let mut f = Map::new();
    f.insert("name".into(), name.into());
    f.insert(
        "description".into(),
        schema
            .get("description")
            .cloned()
            .unwrap_or_else(|| "".into()),
    );
    f.insert(
        "parameters".into(),
        schema
            .get("parameters")
            .cloned()
            .unwrap_or_else(|| Value::Object(Map::new())),
    );
    f.insert(
        "strict".into(),
        schema.get("strict").cloned().unwrap_or(Value::Bool(false)),
    );
    let mut m = Map::new();
    m.insert("type".into(), "function".into());
    m.insert("function".into(), Value::Object(f));
    Ok(Value::Object(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fieldinfo_str_splits_only_top_level_commas() {
        assert_eq!(
            split_top_level("annotation=NoneType, required=True, description='a, b', metadata=[Ge(ge=1), Le(le=2)]"),
            vec![
                "annotation=NoneType",
                "required=True",
                "description='a, b'",
                "metadata=[Ge(ge=1), Le(le=2)]"
            ]
        );
    }
}
