//! CrewAI (`crewai`): the `Tool` that `@tool` / `@tool("Name")` builds and `BaseTool`
//! subclasses, as crewai 1.15 formats them.
//!
//! A tool is a name, the raw description (`__doc__` as written, or the class attribute) and
//! an args model that `create_model` builds in crewai's own module (so a string annotation
//! naming a user type is not defined there), from the signature, from `_run` (or `_arun`), or
//! the class's `args_schema`. `native` is that tool: name, description, the model's JSON
//! Schema and the prompt block text-mode agents get (`formatted_description`). `openai-chat`
//! is what an agent's native function calling sends through crewai's OpenAI provider: every
//! property required, references inlined, objects closed, metadata dropped, `strict: true`;
//! when the model's schema cannot be generated, the tool goes out without parameters.

mod names;
mod schema;
mod silent;

use serde_json::{Map, Value};

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, NameRule};
use super::pydantic::{self, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{ClassDef, DefKind, Function, Param, ParamKind, PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "crewai",
    label: "CrewAI",
    imports: &["crewai", "crewai_tools"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[ListSink {
            callee: "Agent",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
        classes: &[ClassMarker {
            base: "BaseTool",
            role: ClassRole::Tool { name_attr: "name" },
        }],
        name: NameRule {
            keywords: &[],
            positional: true,
        },
        // crewai-tools 1.15.30's `__init__` exports its tools and adapters, no `BaseTool`
        // (that is `crewai.tools.BaseTool`).
        unexported: &[("crewai_tools", &["BaseTool"])],
        ..Markers::NONE
    },
    providers: &[Provider::Native, Provider::OpenaiChat],
    targets: &[Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: Some(silent::check),
    behaviour: super::behaviour::Behaviour::NONE,
};

/// Names bound in `crewai.tools.base_tool`, where `create_model` evaluates string annotations.
const MODULE_GLOBALS: &[&str] = &[
    "ABC",
    "Any",
    "Awaitable",
    "BaseModel",
    "BaseTool",
    "Callable",
    "ConfigDict",
    "CoreSchema",
    "CrewStructuredTool",
    "EnvVar",
    "Field",
    "Generic",
    "GetCoreSchemaHandler",
    "P",
    "P2",
    "ParamSpec",
    "Parameter",
    "PrivateAttr",
    "PydanticBaseModel",
    "R",
    "R2",
    "SerializableCallable",
    "Tool",
    "ToolFailure",
    "ToolFailurePolicy",
    "ToolFailureReason",
    "TypeIs",
    "TypeVar",
    "abstractmethod",
    "annotations",
    "asyncio",
    "build_schema_hint",
    "computed_field",
    "core_schema",
    "create_model",
    "field_serializer",
    "field_validator",
    "format_description_for_llm",
    "importlib",
    "overload",
    "sanitize_tool_name",
    "signature",
    "threading",
    "to_langchain",
    "tool",
];

/// A tool as crewai holds it.
struct Built<'a> {
    name: String,
    description: String,
    /// `args_schema.model_json_schema()`, or what it raises: crewai builds the model when the
    /// tool is made but asks for its schema only when it formats the tool.
    args_schema: Result<Value, LibError>,
    /// The function whose parameters the args model was made of, and those parameters
    /// (`None` for a class's own `args_schema`).
    fields: Option<(&'a Function, Vec<&'a Param>)>,
}

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let built = match build(tool) {
        Ok(b) => b,
        Err(e) => {
            // The function-calling payload names the tool `sanitize_tool_name(name)` whatever
            // becomes of its schema: that is the name the provider sees.
            let name = tool.tool_name();
            let sent = names::sanitize_tool_name(&name);
            return Rendered {
                name: if provider == Provider::OpenaiChat && !sent.is_empty() {
                    sent
                } else {
                    name
                },
                result: Err(e),
            };
        }
    };
    match provider {
        Provider::OpenaiChat => openai_tool(&built),
        _ => Rendered {
            name: built.name.clone(),
            result: native(&built),
        },
    }
}

fn build<'a>(tool: &ToolInput<'a>) -> Result<Built<'a>, LibError> {
    let f = tool.function;
    if f.kind == DefKind::Class {
        return class_tool(tool);
    }
    // `@tool` refuses only a missing docstring; an empty one is the description.
    let Some(doc) = &f.doc else {
        return Err(LibError::new(
            "ValueError",
            "Function must have a docstring",
        ));
    };
    let name = tool.tool_name();
    // `@tool` on a `def` in a class body wraps the plain function, receiver included; a method
    // handed over as `tool(self.m)` / `tool(obj.m)` is bound, and `inspect.signature` of a
    // bound method (which crewai builds the args model from) has no receiver.
    let decorated = f.decorators.iter().any(|d| FRAMEWORK.owns(&d.qualified));
    let signature = if decorated {
        &f.params[..]
    } else {
        super::common::call_params(f)
    };
    let params = model_params(signature, |_| true);
    let args_schema = args_model(f, &names::model_name(&name), &params)?;
    Ok(Built {
        name,
        description: doc.value.clone(),
        args_schema,
        fields: Some((f, params)),
    })
}

/// The parameters that become fields: not `*args`/`**kwargs`, and those `keep` accepts.
fn model_params(params: &[Param], keep: impl Fn(&Param) -> bool) -> Vec<&Param> {
    params
        .iter()
        .filter(|p| !matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword))
        .filter(|p| keep(p))
        .collect()
}

/// `create_model(title, **fields)` over the parameters crewai keeps, then
/// `model_json_schema()`. The outer error is raised when the model is built (a type pydantic
/// has no schema for), the inner one when its schema is asked for (a string annotation
/// crewai's module cannot resolve, a type with no JSON Schema).
fn args_model(
    f: &Function,
    title: &str,
    params: &[&Param],
) -> Result<Result<Value, LibError>, LibError> {
    // A string annotation is evaluated in `crewai.tools.base_tool`: an undefined name leaves
    // the model incomplete (no other error is raised before), and its schema then fails.
    for p in params {
        if let Some(a) = p.annotation.as_ref().filter(|a| a.stringized) {
            if let Some(undefined) = super::pysig::first_undefined(&a.text, MODULE_GLOBALS) {
                return Ok(Err(LibError::new(
                    "PydanticUserError",
                    format!("`{title}` is not fully defined; you should define `{undefined}`, then call `{title}.model_rebuild()`.\n\nFor further information visit https://errors.pydantic.dev/2.12/u/class-not-fully-defined"),
                )));
            }
        }
    }
    let fields: Vec<FieldSpec> = params
        .iter()
        // pydantic 2.12.5 takes a leading-underscore name for a private attribute: no field.
        .filter(|p| !p.name.starts_with('_'))
        .map(|p| {
            let mut s = pydantic::assigned_param_field(p);
            if s.ty.is_none() {
                s.ty = Some(&Ty::Any);
            }
            s
        })
        .collect();
    let mut gen = Generator::for_function(f);
    // crewai requires pydantic<2.13.
    gen.pydantic_2_12 = true;
    match gen.model(title, &fields, ModelConfig::default()) {
        Ok(v) => Ok(Ok(v)),
        Err(e) => {
            let e = pydantic_2_12(e);
            if e.code == "PydanticSchemaGenerationError" {
                Err(e)
            } else {
                Ok(Err(e))
            }
        }
    }
}

/// pydantic's messages link to the documentation of the version that raised them.
fn pydantic_2_12(e: LibError) -> LibError {
    LibError::new(e.code, e.message.replace("/2.14/", "/2.12/"))
}

/// A `BaseTool` subclass: its `name`, `description` and `args_schema` class attributes; without
/// `args_schema`, the model `_default_args_schema` makes of `_run` (or of `_arun` when `_run`
/// takes nothing), named `<Class>Schema`.
fn class_tool<'a>(tool: &ToolInput<'a>) -> Result<Built<'a>, LibError> {
    let class = crate::frameworks::common::tool_class(tool)?;
    let attr = |n: &str| {
        class
            .fields
            .iter()
            .rev()
            .find(|fd| fd.name == n)
            .and_then(|fd| fd.default.as_ref())
            .map(|d| &d.value)
    };
    let text = |n: &str| {
        attr(n)
            .and_then(PyValue::as_str)
            .map(str::to_string)
            .ok_or_else(|| {
                LibError::unknown(format!(
                    "the tool class's `{n}` is not a string toolsight can read"
                ))
            })
    };
    let name = text("name")?;
    let description = text("description")?;
    let (args_schema, fields) = match attr("args_schema") {
        Some(PyValue::Opaque { text }) => match tool.module.class_named(text) {
            Some(model) => {
                let mut gen = Generator::new();
                gen.pydantic_2_12 = true;
                let schema = gen
                    .type_schema(&Ty::Class(model.clone()))
                    .map_err(pydantic_2_12);
                (schema, None)
            }
            None => {
                return Err(LibError::unknown(format!(
                    "`args_schema` names `{text}`, whose definition toolsight cannot read"
                )))
            }
        },
        Some(_) => {
            return Err(LibError::unknown(
                "`args_schema` is not a class toolsight can read",
            ))
        }
        None => {
            let (source, params) = run_params(tool, class)?;
            let schema = args_model(source, &format!("{}Schema", class.name), &params)?;
            (schema, Some((source, params)))
        }
    };
    Ok(Built {
        name,
        description,
        args_schema,
        fields,
    })
}

/// `_default_args_schema`'s parameters: those of `_run` other than `self`, else those of
/// `_arun` (BaseTool's own `_arun(self, *args, **kwargs)` gives none).
fn run_params<'a>(
    tool: &ToolInput<'a>,
    class: &ClassDef,
) -> Result<(&'a Function, Vec<&'a Param>), LibError> {
    let method = |n: &str| {
        tool.module
            .functions
            .iter()
            .find(|m| m.class.as_deref() == Some(class.name.as_str()) && m.name == n)
            .map(|m| &**m)
    };
    let run = method("_run").ok_or_else(|| {
        LibError::unknown(
            "the tool class's `_run` is inherited; toolsight reads it only in the class itself",
        )
    })?;
    let kept = |m: &'a Function| model_params(&m.params, |p| p.name != "self");
    let params = kept(run);
    if params.is_empty() {
        if let Some(arun) = method("_arun") {
            return Ok((arun, kept(arun)));
        }
    }
    Ok((run, params))
}

fn native(t: &Built) -> Result<Value, LibError> {
    let args = t.args_schema.clone()?;
    let mut m = Map::new();
    m.insert("name".into(), t.name.clone().into());
    m.insert("description".into(), t.description.clone().into());
    m.insert(
        "formatted_description".into(),
        formatted_description(&t.name, &args, &t.description).into(),
    );
    m.insert("args_schema".into(), args);
    // BaseTool's field order, then the property.
    let order = [
        "name",
        "description",
        "args_schema",
        "formatted_description",
    ];
    Ok(Value::Object(
        order
            .iter()
            .filter_map(|k| m.shift_remove(*k).map(|v| (k.to_string(), v)))
            .collect(),
    ))
}

/// `format_description_for_llm(name, args_schema, description)`: the block text-mode agents
/// put in the prompt.
fn formatted_description(name: &str, args_schema: &Value, description: &str) -> String {
    let args = schema::model_description(args_schema, true);
    format!(
        "Tool Name: {}\nTool Arguments: {}\nTool Description: {}",
        names::sanitize_tool_name(name),
        dumps_ascii(&args),
        strip_composite_prefix(description)
    )
}

/// `json.dumps(v, indent=2)`: ASCII only, everything else `\uXXXX` (surrogate pairs above the
/// BMP).
fn dumps_ascii(v: &Value) -> String {
    let text = crate::model::pyjson::pretty(v);
    let mut out = String::with_capacity(text.len());
    for c in text.trim_end_matches('\n').chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{u:04x}"));
            }
        }
    }
    out
}

/// `strip_composite_description_prefix`: a description that already is a composed block
/// (`Tool Name: ...\nTool Arguments: ...\nTool Description: ...`) keeps only the text after
/// its last marker.
fn strip_composite_prefix(description: &str) -> &str {
    static COMPOSITE: std::sync::LazyLock<fancy_regex::Regex> = std::sync::LazyLock::new(|| {
        fancy_regex::Regex::new(r"(?s)^Tool Name:.*\nTool Arguments:.*\nTool Description:\s*")
            .expect("valid pattern")
    });
    match COMPOSITE.find(description) {
        Ok(Some(m)) => &description[m.end()..],
        _ => description,
    }
}

/// `convert_tools_to_openai_schema([tool])` (the agent's `setup_native_tools`), then the OpenAI
/// provider's `_convert_tools_for_interference` of that dict: the entry of the request's
/// `tools`.
fn openai_tool(t: &Built) -> Rendered {
    let name = names::sanitize_tool_name(&t.name);
    if let Err(e) = names::validate_openai(&name) {
        return Rendered {
            name: t.name.clone(),
            result: Err(e),
        };
    }
    // A schema that cannot be generated is caught and becomes `{}`, which the provider then
    // leaves out.
    let parameters = t.args_schema.as_ref().ok().map(|s| {
        let mut p = schema::model_description(s, false);
        if let Value::Object(m) = &mut p {
            m.shift_remove("title");
            m.shift_remove("description");
        }
        p
    });
    let mut func = Map::new();
    func.insert("name".into(), name.clone().into());
    func.insert(
        "description".into(),
        strip_composite_prefix(&t.description).into(),
    );
    func.insert("strict".into(), Value::Bool(true));
    if let Some(p) = parameters.filter(|p| p.as_object().is_some_and(|m| !m.is_empty())) {
        func.insert("parameters".into(), schema::openai_strict(&p));
    }
    let mut m = Map::new();
    m.insert("type".into(), "function".into());
    m.insert("function".into(), Value::Object(func));
    Rendered {
        name,
        result: Ok(Value::Object(m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn composed_descriptions_keep_the_authored_text() {
        assert_eq!(
            strip_composite_prefix("Tool Name: a\nTool Arguments: {}\nTool Description:  Does a."),
            "Does a."
        );
        assert_eq!(
            strip_composite_prefix("Mentions Tool Description: inline."),
            "Mentions Tool Description: inline."
        );
    }

    #[test]
    fn prompt_json_is_ascii() {
        let v = serde_json::json!({"d": "météo 😀", "n": [1.0, 2]});
        assert_eq!(
            dumps_ascii(&v),
            "{\n  \"d\": \"m\\u00e9t\\u00e9o \\ud83d\\ude00\",\n  \"n\": [\n    1.0,\n    2\n  ]\n}"
        );
    }
}
