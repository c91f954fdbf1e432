//! CAMEL (`camel`): `FunctionTool(f).get_openai_tool_schema()`: a pydantic model of the
//! parameters (evaluated in CAMEL's module, so string annotations naming user types fail),
//! titles removed, docstring_parser descriptions, then `sanitize_and_enforce_required`: every
//! property required, defaults dropped and made nullable instead, objects closed.

use serde_json::{Map, Value};

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, Wrapper};
use super::pydantic::{self, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{ParamKind, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "camel",
    label: "CAMEL",
    imports: &["camel"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "FunctionTool",
            arg: Arg::At(0, "func"),
        }],
        lists: &[ListSink {
            callee: "ChatAgent",
            arg: Arg::Keyword("tools"),
            bare: true,
        }],
        classes: &[ClassMarker {
            base: "BaseToolkit",
            role: ClassRole::Toolkit {
                keywords: &["tools"],
                register: &[],
                spec_attr: None,
                get_tools: &["get_tools"],
            },
        }],
        ..Markers::NONE
    },
    providers: &[Provider::OpenaiChat],
    targets: &[Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

/// Names bound in `camel.toolkits.function_tool`, where `create_model` evaluates string
/// annotations.
const MODULE_GLOBALS: &[&str] = &[
    "Any",
    "BaseModel",
    "Callable",
    "Dict",
    "FieldInfo",
    "List",
    "Mapping",
    "Optional",
    "Parameter",
    "Tuple",
    "Type",
    "Union",
    "ast",
    "asyncio",
    "create_model",
    "functools",
    "get_args",
    "get_origin",
    "inspect",
    "logging",
    "signature",
    "textwrap",
    "threading",
    "types",
    "warnings",
    "parse",
    "tool",
];

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    // `FunctionTool(f, openai_tool_schema={...})`: the given schema is the payload; one
    // toolsight cannot evaluate replaces the signature all the same, so the payload is unread.
    let given = tool
        .option("openai_tool_schema")
        .or_else(|| tool.options.and_then(|o| o.args.get(1)))
        .filter(|v| !matches!(v, crate::model::PyValue::None));
    if let Some(v) = given {
        let Some(schema) = pydantic::jsonable(v) else {
            let text = super::common::short_repr(v);
            return Rendered {
                name: tool.tool_name(),
                result: Err(LibError::unknown(format!(
                    "the schema is given as `openai_tool_schema={text}`, which toolsight cannot evaluate; it replaces the signature and the docstring"
                ))),
            };
        };
        let name = schema
            .pointer("/function/name")
            .and_then(Value::as_str)
            .map(str::to_string)
            .unwrap_or_else(|| tool.tool_name());
        return Rendered {
            name,
            result: Ok(schema),
        };
    }
    let name = tool
        .function
        .runtime_name
        .clone()
        .unwrap_or_else(|| tool.function.name.clone());
    let result = openai_tool(tool, &name);
    Rendered { name, result }
}

/// `to_pascal(snake)`.
fn to_pascal(s: &str) -> String {
    let already = s.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        && s.chars().all(|c| c.is_ascii_alphanumeric());
    if already {
        return s.to_string();
    }
    let trimmed = s.trim_matches('_');
    let mut collapsed = String::new();
    for c in trimmed.chars() {
        if c == '_' && collapsed.ends_with('_') {
            continue;
        }
        collapsed.push(c);
    }
    let titled = pydantic::encode::py_title(&collapsed);
    let mut out = String::new();
    let mut chars = titled.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '_' {
            if let Some(n) = chars.peek().copied().filter(|n| n.is_ascii_alphanumeric()) {
                out.extend(n.to_uppercase());
                chars.next();
                continue;
            }
        }
        out.push(c);
    }
    out
}

fn openai_tool(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    let model_name = to_pascal(&f.name);
    let params: Vec<&crate::model::Param> = super::common::call_params(f)
        .iter()
        .filter(|p| !matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword))
        .collect();
    for p in &params {
        if let Some(a) = p.annotation.as_ref().filter(|a| a.stringized) {
            if let Some(undefined) = super::pysig::first_undefined(&a.text, MODULE_GLOBALS) {
                return Err(LibError::new(
                    "PydanticUserError",
                    format!("`{model_name}` is not fully defined; you should define `{undefined}`, then call `{model_name}.model_rebuild()`.\n\nFor further information visit https://errors.pydantic.dev/2.12/u/class-not-fully-defined"),
                ));
            }
        }
    }
    let fields: Vec<FieldSpec> = params
        .iter()
        .map(|p| {
            let mut s = pydantic::param_field(p);
            if s.ty.is_none() {
                s.ty = Some(&Ty::Any);
            }
            // `FieldInfo(default=param_default)`: a `Field(...)` default is kept as an object
            // (no description, constraints or JSON default come from it).
            if p.default
                .as_ref()
                .is_some_and(|d| pydantic::fieldinfo::field_call(&d.value).is_some())
            {
                s.info = pydantic::FieldInfo {
                    default_factory: true,
                    ..pydantic::FieldInfo::default()
                };
            }
            s
        })
        .collect();
    let mut gen = Generator::for_function(f);
    // CAMEL pins pydantic 2.12.
    gen.pydantic_2_12 = true;
    let mut parameters = gen
        .model(&model_name, &fields, ModelConfig::default())
        .map_err(|e| LibError::new(e.code, e.message.replace("/2.14/", "/2.12/")))?;
    remove_titles(&mut parameters, None);
    let raw = f.doc.as_ref().map(|d| d.value.clone()).unwrap_or_default();
    let parsed = super::docstrings::docstring_parser::parse(&raw).ok();
    if let (Some(parsed), Some(Value::Object(props))) = (&parsed, parameters.get_mut("properties"))
    {
        for (n, d) in parsed.params() {
            let Some(d) = d.filter(|d| !d.is_empty()) else {
                continue;
            };
            if let Some(Value::Object(prop)) = props.get_mut(n) {
                if !prop.contains_key("$ref") {
                    prop.insert("description".into(), d.into());
                }
            }
        }
    }
    let short = parsed
        .as_ref()
        .and_then(|p| p.short_description.clone())
        .unwrap_or_default();
    let description = match parsed.as_ref().and_then(|p| p.long_description.clone()) {
        Some(long) if !long.is_empty() => format!("{short}\n{long}"),
        _ => short,
    };
    if let Value::Object(m) = &mut parameters {
        m.insert("additionalProperties".into(), Value::Bool(false));
    }
    sanitize(&mut parameters);
    let mut func = Map::new();
    func.insert("name".into(), name.into());
    func.insert("description".into(), description.into());
    func.insert("strict".into(), Value::Bool(true));
    func.insert("parameters".into(), parameters);
    let mut m = Map::new();
    m.insert("type".into(), "function".into());
    m.insert("function".into(), Value::Object(func));
    Ok(Value::Object(m))
}

/// `_remove_title_recursively`: `title` removed everywhere except right under these keys
/// (where it would be a property or definition named `title`).
fn remove_titles(v: &mut Value, parent: Option<&str>) {
    match v {
        Value::Object(m) => {
            let keep = matches!(
                parent,
                Some("properties" | "$defs" | "items" | "allOf" | "oneOf" | "anyOf")
            );
            if !keep {
                m.shift_remove("title");
            }
            for (k, x) in m.iter_mut() {
                remove_titles(x, Some(k));
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| remove_titles(x, parent)),
        _ => {}
    }
}

/// `sanitize_and_enforce_required` on the parameters.
fn sanitize(parameters: &mut Value) {
    let Value::Object(params) = parameters else {
        return;
    };
    let mut required = Vec::new();
    if let Some(Value::Object(props)) = params.get_mut("properties") {
        for (name, schema) in props.iter_mut() {
            let Value::Object(fs) = schema else { continue };
            let had_default = fs.shift_remove("default").is_some();
            if had_default && !fs.contains_key("$ref") {
                if let Some(Value::Array(any)) = fs.get_mut("anyOf") {
                    if !any
                        .iter()
                        .any(|i| i.get("type") == Some(&Value::String("null".into())))
                    {
                        any.push(serde_json::json!({"type": "null"}));
                    }
                    fs.shift_remove("type");
                } else {
                    match fs.get("type").cloned() {
                        Some(Value::String(t)) => {
                            fs.insert("type".into(), serde_json::json!([t, "null"]));
                        }
                        Some(Value::Array(mut ts)) => {
                            if !ts.iter().any(|t| t == "null") {
                                ts.push("null".into());
                            }
                            fs.insert("type".into(), Value::Array(ts));
                        }
                        _ => {
                            fs.insert("type".into(), serde_json::json!(["null"]));
                        }
                    }
                }
            }
            required.push(Value::String(name.clone()));
        }
    }
    params.insert("required".into(), Value::Array(required));
    close_objects(parameters);
}

/// `_add_additional_properties_false`.
fn close_objects(v: &mut Value) {
    let Value::Object(m) = v else { return };
    if m.get("type") == Some(&Value::String("object".into()))
        && !m.contains_key("additionalProperties")
    {
        m.insert("additionalProperties".into(), Value::Bool(false));
    }
    for (k, x) in m.iter_mut() {
        match (k.as_str(), x) {
            ("properties" | "$defs", Value::Object(sub)) => {
                sub.values_mut().for_each(close_objects)
            }
            ("items" | "allOf" | "oneOf" | "anyOf", Value::Array(items)) => {
                items.iter_mut().for_each(close_objects)
            }
            ("items" | "allOf" | "oneOf" | "anyOf", x @ Value::Object(_)) => close_objects(x),
            _ => {}
        }
    }
}
