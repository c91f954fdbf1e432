//! The OpenAI Agents SDK (`agents`): `function_schema(f)` and what `function_tool(f)` sends
//! through the Responses and Chat Completions converters.

mod strict;

use serde_json::{Map, Value};

use super::markers::{Arg, ListSink, LiteralMarker, LiteralPayload, Markers, NameRule};
use super::pydantic::{self, FieldInfo, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{Function, ParamKind, PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "openai-agents",
    label: "OpenAI Agents SDK",
    imports: &["agents"],
    markers: Markers {
        decorators: &["function_tool"],
        lists: &[ListSink {
            callee: "Agent",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
        literals: &[LiteralMarker {
            callee: "FunctionTool",
            name: "name",
            requires: "params_json_schema",
            in_tests: true,
        }],
        // A `FunctionTool(name=..., description=..., params_json_schema=...)` written by hand
        // is sent as its keywords make it (the schema made strict unless
        // `strict_json_schema=False`), not as a function's signature: that conversion is
        // not modelled, so its payload is unread (listed, nothing reported on it).
        literal_payloads: &[LiteralPayload {
            callee: "FunctionTool",
            provider: Provider::Native,
            renames: &[],
            convert: Some(hand_built_function_tool),
        }],
        name: NameRule {
            keywords: &["name_override"],
            positional: false,
        },
        // `@function_tool(description_override="...")` stands over the docstring.
        description: Arg::Keyword("description_override"),
        ..Markers::NONE
    },
    providers: &[
        Provider::Native,
        Provider::OpenaiResponses,
        Provider::OpenaiChat,
    ],
    targets: &[Provider::OpenaiResponses, Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

/// The payload of a hand-built `FunctionTool(...)`: unread (see `literal_payloads`).
fn hand_built_function_tool(_call: &PyValue) -> Result<Value, LibError> {
    Err(LibError::unknown(
        "a `FunctionTool(...)` built by hand: openai-agents sends its `name`, `description` and `params_json_schema` (made strict unless `strict_json_schema=False`) as given; toolsight does not model that payload",
    ))
}

/// `agents.function_schema.FuncSchema`, the parts a payload shows.
pub struct FuncSchema {
    pub name: String,
    pub description: Option<String>,
    pub params: Value,
    pub takes_context: bool,
    pub strict: bool,
}

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let name = tool_name(tool);
    let strict = !matches!(tool.option("strict_mode"), Some(PyValue::Bool(false)));
    let is_function_tool = |q: &str| {
        q == "agents.function_tool" || q.ends_with(".function_tool") || q == "function_tool"
    };
    // `@function_tool` or `function_tool(f)` (a bound method `function_tool(Calc().add)`):
    // both make a `FunctionTool`, which keeps no `takes_context`.
    let decorated = tool
        .function
        .decorators
        .iter()
        .any(|d| is_function_tool(&d.qualified))
        || tool.options.is_some_and(|c| is_function_tool(&c.qualified));
    let result = function_schema(tool, strict).map(|s| payload(&s, provider, decorated));
    Rendered { name, result }
}

/// `name_override`, else `__name__` (which a module-level `f.__name__ = ...` changes).
fn tool_name(tool: &ToolInput) -> String {
    tool.option("name_override")
        .and_then(PyValue::as_str)
        .map(str::to_string)
        .unwrap_or_else(|| tool.tool_name())
}

/// The payload for one provider; `native` is `FuncSchema` for a function and the
/// `FunctionTool`'s fields (no `takes_context`) for a decorated one.
fn payload(s: &FuncSchema, provider: Provider, decorated: bool) -> Value {
    let mut m = Map::new();
    match provider {
        Provider::OpenaiChat => {
            let mut f = Map::new();
            f.insert("name".into(), s.name.clone().into());
            f.insert(
                "description".into(),
                s.description.clone().unwrap_or_default().into(),
            );
            f.insert("parameters".into(), s.params.clone());
            f.insert("strict".into(), s.strict.into());
            m.insert("type".into(), "function".into());
            m.insert("function".into(), Value::Object(f));
        }
        Provider::OpenaiResponses => {
            m.insert("name".into(), s.name.clone().into());
            m.insert("parameters".into(), s.params.clone());
            m.insert("strict".into(), s.strict.into());
            m.insert("type".into(), "function".into());
            m.insert(
                "description".into(),
                s.description.clone().unwrap_or_default().into(),
            );
        }
        _ => {
            m.insert("name".into(), s.name.clone().into());
            m.insert(
                "description".into(),
                s.description
                    .clone()
                    .map(Value::String)
                    .unwrap_or(Value::Null),
            );
            m.insert("params_json_schema".into(), s.params.clone());
            m.insert("strict_json_schema".into(), s.strict.into());
            if !decorated {
                m.insert("takes_context".into(), s.takes_context.into());
            }
        }
    }
    Value::Object(m)
}

/// Whether an annotation is the SDK's context type (`RunContextWrapper[...]`, `ToolContext`).
fn is_context(p: &crate::model::Param) -> bool {
    super::common::annotated_as(p, &["RunContextWrapper", "ToolContext"])
}

/// `function_schema(f, name_override=..., strict_json_schema=...)`.
pub fn function_schema(tool: &ToolInput, strict: bool) -> Result<FuncSchema, LibError> {
    let f = tool.function;
    let module = tool.module;
    crate::frameworks::common::get_type_hints(module, f)?;
    let use_doc = !matches!(
        tool.option("use_docstring_info"),
        Some(PyValue::Bool(false))
    );
    let (doc_description, doc_params) = match (&f.doc, use_doc) {
        (Some(d), true) => {
            let parsed = super::docstrings::openai_agents(Some(&d.value));
            (parsed.description, parsed.params)
        }
        _ => (None, Vec::new()),
    };
    let name = tool_name(tool);
    let description = match tool.option("description_override") {
        Some(PyValue::Str(s)) => Some(s.clone()),
        // `description_override=f"..."`: the text is made when the program runs.
        Some(v) => match super::common::computed_text(v) {
            Some(why) => {
                return Err(LibError::unknown(format!(
                    "the description is unread: {why}"
                )))
            }
            None => doc_description,
        },
        None => doc_description,
    };

    let params = super::common::call_params(f);
    let mut takes_context = false;
    let mut fields: Vec<FieldSpec> = Vec::new();
    let mut config = ModelConfig::default();
    let mut owned: Vec<Ty> = Vec::new();
    for (i, p) in params.iter().enumerate() {
        if is_context(p) {
            if i == 0 {
                takes_context = true;
                continue;
            }
            return Err(LibError::new(
                "UserError",
                format!(
                    "RunContextWrapper/ToolContext param found at non-first position in function {}",
                    f.name
                ),
            ));
        }
    }
    let kept: Vec<&crate::model::Param> = params
        .iter()
        .enumerate()
        .filter(|(i, _)| !(takes_context && *i == 0))
        .map(|(_, p)| p)
        .collect();
    // Container types for `*args`/`**kwargs` are built first so fields can borrow them.
    for p in &kept {
        let ann = p
            .annotation
            .as_ref()
            .map(|a| a.ty.clone())
            .unwrap_or(Ty::Any);
        match p.kind {
            ParamKind::VarPositional => owned.push(variadic_list(&ann, f)?),
            ParamKind::VarKeyword => owned.push(Ty::Generic {
                origin: crate::model::Origin::Dict,
                spelling: crate::model::Spelling::Builtin,
                args: Some(vec![Ty::Prim(crate::model::Prim::Str), ann]),
            }),
            _ => {}
        }
    }
    let mut containers = owned.iter();
    for p in &kept {
        let description = doc_params
            .iter()
            .find(|(n, _)| *n == p.name)
            .map(|(_, d)| d.clone())
            .or_else(|| annotated_text(p));
        match p.kind {
            ParamKind::VarPositional | ParamKind::VarKeyword => {
                if p.kind == ParamKind::VarKeyword {
                    if strict {
                        return Err(LibError::new("UserError", format!("Variadic keyword parameter `**{}` in function {} cannot use a strict schema. Set strict_mode=False on the function tool (or strict_json_schema=False on function_schema) and pass keyword arguments in the nested `{}` object, or use explicit parameters for a strict tool.", p.name, f.name, p.name)));
                    }
                    config.forbid_extra = true;
                }
                let info = FieldInfo {
                    default_factory: true,
                    description,
                    ..FieldInfo::default()
                };
                fields.push(FieldSpec {
                    name: p.name.clone(),
                    ty: containers.next(),
                    info,
                });
            }
            _ => {
                let mut spec = pydantic::param_field(p);
                if description.is_some() {
                    spec.info.description = description;
                }
                if spec.ty.is_none() {
                    spec.ty = Some(&Ty::Any);
                }
                fields.push(spec);
            }
        }
    }
    let mut gen = Generator::for_function(f);
    let mut params_schema = gen.model(&format!("{name}_args"), &fields, config)?;
    if strict {
        params_schema = strict::ensure_strict(&params_schema)?;
    }
    Ok(FuncSchema {
        name,
        description,
        params: params_schema,
        takes_context,
        strict,
    })
}

/// `*args: T` becomes `list[T]` (`tuple[T, ...]` keeps its item type).
fn variadic_list(ann: &Ty, f: &Function) -> Result<Ty, LibError> {
    let item = match ann {
        Ty::Generic {
            origin: crate::model::Origin::Tuple,
            args: Some(a),
            ..
        } => match a.as_slice() {
            [t, Ty::Ellipsis] => t.clone(),
            _ => {
                return Err(LibError::new(
                    "UserError",
                    format!(
                        "Variadic parameter `*args` in function {} is annotated with the fixed-length tuple. A variadic annotation describes each positional argument, so use tuple[T, ...] or list[T] instead.",
                        f.name
                    ),
                ))
            }
        },
        Ty::Generic {
            origin: crate::model::Origin::Tuple,
            args: None,
            ..
        } => Ty::Any,
        other => other.clone(),
    };
    Ok(Ty::Generic {
        origin: crate::model::Origin::List,
        spelling: crate::model::Spelling::Builtin,
        args: Some(vec![item]),
    })
}

/// The first string in a parameter's `Annotated[...]` metadata.
fn annotated_text(p: &crate::model::Param) -> Option<String> {
    match &p.annotation.as_ref()?.ty {
        Ty::Annotated { meta, .. } => meta.iter().find_map(|m| m.as_str().map(str::to_string)),
        _ => None,
    }
}
