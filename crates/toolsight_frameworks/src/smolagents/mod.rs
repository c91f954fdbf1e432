//! smolagents: `@tool` / `tool(f)` builds a `Tool` from `get_json_schema(f)` (its own type
//! mapping and docstring regexes: every parameter needs an `Args:` entry); its tool-calling
//! agents send `get_tool_json_schema(tool)`.

mod schema;
mod silent;

use serde_json::{Map, Value};

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers};
use super::{LibError, Provider, Rendered, ToolInput};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "smolagents",
    label: "smolagents",
    imports: &["smolagents"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[
            ListSink {
                callee: "CodeAgent",
                arg: Arg::Keyword("tools"),
                bare: false,
            },
            ListSink {
                callee: "ToolCallingAgent",
                arg: Arg::Keyword("tools"),
                bare: false,
            },
        ],
        classes: &[ClassMarker {
            base: "Tool",
            role: ClassRole::Tool { name_attr: "name" },
        }],
        ..Markers::NONE
    },
    providers: &[Provider::Native, Provider::OpenaiChat],
    targets: &[Provider::OpenaiChat],
    renderer: Some(render),
    degradations: &[],
    silent: Some(silent::check),
    behaviour: super::behaviour::Behaviour::NONE,
};

/// `Tool.validate_arguments`' type names.
const AUTHORIZED_TYPES: &[&str] = &[
    "string", "boolean", "integer", "number", "image", "audio", "array", "object", "any", "null",
];

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

/// `is_valid_name`: a Python identifier that is not a keyword.
fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c == '_' || unicode_ident_start(c));
    first_ok && chars.all(|c| c == '_' || c.is_alphanumeric()) && !KEYWORDS.contains(&name)
}

fn unicode_ident_start(c: char) -> bool {
    c.is_alphabetic()
}

pub fn render(tool: &ToolInput, provider: Provider) -> Rendered {
    let name = tool.tool_name();
    let result = built_tool(tool).map(|t| match provider {
        Provider::OpenaiChat => openai_tool(&t),
        _ => Value::Object(t),
    });
    Rendered { name, result }
}

/// A `Tool` subclass: its `name`, `description`, `inputs` and `output_type` class
/// attributes, as written.
fn class_tool(tool: &ToolInput) -> Result<Map<String, Value>, LibError> {
    let class = crate::frameworks::common::tool_class(tool)?;
    let mut m = Map::new();
    for key in ["name", "description", "inputs", "output_type"] {
        let value = class
            .attributes
            .iter()
            .find(|(n, _)| n == key)
            .and_then(|(_, v)| super::pydantic::jsonable(v))
            .ok_or_else(|| {
                LibError::unknown(format!(
                    "the tool class's `{key}` is not a literal toolsight can read"
                ))
            })?;
        m.insert(key.into(), value);
    }
    Ok(m)
}

/// The tool `tool(f)` builds, as `{name, description, inputs, output_type}`.
fn built_tool(tool: &ToolInput) -> Result<Map<String, Value>, LibError> {
    let f = tool.function;
    if f.kind == crate::model::DefKind::Class {
        return class_tool(tool);
    }
    crate::frameworks::common::get_type_hints(tool.module, f)?;
    let mut js = schema::json_schema(f)?;
    let params = js
        .get("parameters")
        .and_then(|p| p.get("properties"))
        .cloned()
        .unwrap_or(Value::Object(Map::new()));
    let output_type = match js.shift_remove("return") {
        Some(r) => r.get("type").cloned().unwrap_or(Value::Null),
        None if params.as_object().is_some_and(|p| p.is_empty()) => "null".into(),
        None => {
            return Err(schema::type_hint_error(
                "Tool return type not found: make sure your function has a return type hint!"
                    .into(),
            ))
        }
    };
    let name = tool.tool_name();
    if !valid_name(&name) {
        return Err(LibError::new(
            "Exception",
            format!("Invalid Tool name '{name}': must be a valid Python identifier and not a reserved keyword"),
        ));
    }
    if let Some(props) = params.as_object() {
        for (input, content) in props {
            let types: Vec<&str> = match content.get("type") {
                Some(Value::String(t)) => vec![t.as_str()],
                Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            let invalid: Vec<&str> = types
                .into_iter()
                .filter(|t| !AUTHORIZED_TYPES.contains(t))
                .collect();
            if !invalid.is_empty() {
                return Err(LibError::new(
                    "ValueError",
                    format!(
                        "Input '{input}': types [{}] must be one of [{}]",
                        invalid
                            .iter()
                            .map(|t| format!("'{t}'"))
                            .collect::<Vec<_>>()
                            .join(", "),
                        AUTHORIZED_TYPES
                            .iter()
                            .map(|t| format!("'{t}'"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                ));
            }
        }
    }
    if !output_type
        .as_str()
        .is_some_and(|t| AUTHORIZED_TYPES.contains(&t))
    {
        return Err(LibError::new("AssertionError", ""));
    }
    let mut m = Map::new();
    m.insert("name".into(), name.into());
    m.insert(
        "description".into(),
        js.get("description").cloned().unwrap_or(Value::Null),
    );
    m.insert("inputs".into(), params);
    m.insert("output_type".into(), output_type);
    Ok(m)
}

/// `get_tool_json_schema(tool)`: `any` sent as `string`, nullable inputs optional, `anyOf`
/// turned into a type list.
fn openai_tool(t: &Map<String, Value>) -> Value {
    let mut properties = t
        .get("inputs")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let mut required = Vec::new();
    for (key, value) in properties.iter_mut() {
        let Value::Object(v) = value else { continue };
        if v.get("type") == Some(&Value::String("any".into())) {
            v.insert("type".into(), "string".into());
        }
        if v.get("nullable") != Some(&Value::Bool(true)) {
            required.push(Value::String(key.clone()));
        }
        if let Some(Value::Array(any)) = v.get("anyOf").cloned() {
            let mut types = Vec::new();
            let mut enumv = None;
            for alt in &any {
                match alt.get("type").and_then(Value::as_str) {
                    Some("null") => {
                        v.insert("nullable".into(), true.into());
                        continue;
                    }
                    Some("any") => types.push(Value::String("string".into())),
                    _ => types.push(alt.get("type").cloned().unwrap_or(Value::Null)),
                }
                if let Some(e) = alt.get("enum") {
                    enumv = Some(e.clone());
                }
            }
            let ty = if types.len() > 1 {
                Value::Array(types)
            } else {
                types.into_iter().next().unwrap_or(Value::Null)
            };
            v.insert("type".into(), ty);
            if let Some(e) = enumv {
                v.insert("enum".into(), e);
            }
            v.shift_remove("anyOf");
        }
    }
    let mut params = Map::new();
    params.insert("type".into(), "object".into());
    params.insert("properties".into(), Value::Object(properties));
    params.insert("required".into(), Value::Array(required));
    let mut func = Map::new();
    func.insert("name".into(), t.get("name").cloned().unwrap_or(Value::Null));
    func.insert(
        "description".into(),
        t.get("description").cloned().unwrap_or(Value::Null),
    );
    func.insert("parameters".into(), Value::Object(params));
    let mut m = Map::new();
    m.insert("type".into(), "function".into());
    m.insert("function".into(), Value::Object(func));
    Value::Object(m)
}
