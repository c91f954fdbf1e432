//! The Claude Agent SDK (`claude_agent_sdk`): `@tool(name, description, input_schema)` and the
//! MCP tool its in-process server (`create_sdk_mcp_server`) lists. The input schema is the
//! decorator's third argument: a JSON Schema dict as written, a `{"param": type}` map, or a
//! TypedDict, converted by the SDK's own small type mapping (unknown types become strings).

use serde_json::{Map, Value};

use super::markers::{Arg, ListSink, Markers, NameRule};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{ClassKind, PyValue, Qualifier, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "claude-agent-sdk",
    label: "Claude Agent SDK",
    imports: &["claude_agent_sdk"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[ListSink {
            callee: "create_sdk_mcp_server",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
        name: NameRule {
            keywords: &["name"],
            positional: true,
        },
        // `tool(name, description, input_schema)`: the description comes second.
        description: Arg::At(1, "description"),
        ..Markers::NONE
    },
    providers: &[Provider::Mcp],
    targets: &[Provider::Mcp],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

/// A decorator argument by position or keyword.
fn argument<'a>(tool: &'a ToolInput, i: usize, keyword: &str) -> Option<&'a PyValue> {
    tool.options
        .and_then(|o| o.args.get(i))
        .or_else(|| tool.option(keyword))
}

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let name = argument(tool, 0, "name")
        .and_then(PyValue::as_str)
        .map(str::to_string)
        .unwrap_or_else(|| tool.tool_name());
    let result = entry(tool, &name);
    Rendered { name, result }
}

fn entry(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let Some(description) = argument(tool, 1, "description").and_then(PyValue::as_str) else {
        return Err(LibError::unknown(
            "`@tool(name, description, input_schema)` needs its arguments as literals",
        ));
    };
    let input = match argument(tool, 2, "input_schema") {
        Some(v) => input_schema(tool, v)?,
        None => {
            return Err(LibError::new(
                "TypeError",
                "tool() missing 1 required positional argument: 'input_schema'",
            ))
        }
    };
    // The CLI receives the `Tool` model as the SDK's bridge dumps it: fields in the model's
    // (alphabetical) order, `maxResultSizeChars` moved from the annotations to `_meta`.
    let mut m = Map::new();
    let annotations = tool.option("annotations");
    if let Some(size) = annotations.and_then(|a| annotation_value(a, "maxResultSizeChars")) {
        let mut meta = Map::new();
        meta.insert("anthropic/maxResultSizeChars".into(), size);
        m.insert("_meta".into(), Value::Object(meta));
    }
    if let Some(a) = annotations.and_then(annotations_of) {
        m.insert("annotations".into(), a);
    }
    m.insert("description".into(), description.into());
    m.insert("inputSchema".into(), wire_input(input));
    m.insert("name".into(), name.into());
    Ok(Value::Object(m))
}

/// A keyword of `ToolAnnotations(...)` (or a key of a dict), as JSON.
fn annotation_value(v: &PyValue, key: &str) -> Option<Value> {
    match v {
        PyValue::Call(c) => c.kwarg(key).and_then(super::pydantic::jsonable),
        PyValue::Dict(kv) => kv
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .and_then(|(_, v)| super::pydantic::jsonable(v)),
        _ => None,
    }
}

/// The MCP annotations, in the model's alphabetical field order.
fn annotations_of(v: &PyValue) -> Option<Value> {
    let mut m = Map::new();
    for key in [
        "destructiveHint",
        "idempotentHint",
        "openWorldHint",
        "readOnlyHint",
        "title",
    ] {
        if let Some(x) = annotation_value(v, key).filter(|x| !x.is_null()) {
            m.insert(key.into(), x);
        }
    }
    Some(Value::Object(m))
}

/// `inputSchema` as the `Tool` model dumps it: its declared fields (`properties`,
/// `required`, `type`) first, other keys after them in their own order.
fn wire_input(input: Value) -> Value {
    let Value::Object(mut src) = input else {
        return input;
    };
    let mut m = Map::new();
    for key in ["properties", "required", "type"] {
        if let Some(v) = src.shift_remove(key) {
            if !v.is_null() {
                m.insert(key.into(), v);
            }
        }
    }
    for (k, v) in src {
        m.insert(k, v);
    }
    Value::Object(m)
}

/// `_build_input_schema`.
fn input_schema(tool: &ToolInput, v: &PyValue) -> Result<Value, LibError> {
    match v {
        PyValue::Dict(kv) => {
            let is_schema = kv
                .iter()
                .any(|(k, v)| k.as_str() == Some("type") && v.as_str().is_some())
                && kv.iter().any(|(k, _)| k.as_str() == Some("properties"));
            if is_schema {
                return super::pydantic::jsonable(v).ok_or_else(|| {
                    LibError::unknown(
                        "the input schema dict holds values toolsight cannot evaluate",
                    )
                });
            }
            let mut cx = Cx::new(*tool);
            let mut properties = Map::new();
            for (k, t) in kv {
                let Some(k) = k.as_str() else { continue };
                properties.insert(k.to_string(), Value::Object(value_type(&mut cx, t)));
            }
            let required: Vec<Value> = properties
                .keys()
                .map(|k| Value::String(k.clone()))
                .collect();
            let mut m = Map::new();
            m.insert("type".into(), "object".into());
            m.insert("properties".into(), Value::Object(properties));
            m.insert("required".into(), Value::Array(required));
            cx.finish(m)
        }
        PyValue::Opaque { text } => match tool.module.class_named(text) {
            Some(c) if matches!(c.kind, ClassKind::TypedDict { .. }) => {
                // `get_type_hints(td_class)` evaluates every key's annotation.
                for f in &c.fields {
                    super::abstractllm::names::check_annotation(tool.module, &[], &f.annotation)?;
                    if let Ty::Unknown { name } = &f.annotation.ty {
                        if !name.contains('.') && !tool.module.globals.iter().any(|g| g == name) {
                            return Err(LibError::new(
                                "NameError",
                                format!("name '{name}' is not defined"),
                            ));
                        }
                    }
                }
                let mut cx = Cx::new(*tool);
                let schema = typed_dict(&mut cx, c);
                cx.finish(schema)
            }
            Some(_) => Ok(serde_json::json!({"type": "object", "properties": {}})),
            None => Err(LibError::unknown(format!(
                "the input schema `{text}` is defined where toolsight cannot read it"
            ))),
        },
        _ => Ok(serde_json::json!({"type": "object", "properties": {}})),
    }
}

fn obj(t: &str) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("type".into(), t.into());
    m
}

/// The expansion of a schema: the tool, the TypedDicts being expanded, and whether one of
/// them was met inside itself.
struct Cx<'a> {
    tool: ToolInput<'a>,
    visiting: Vec<String>,
    recursion: bool,
}

impl<'a> Cx<'a> {
    fn new(tool: ToolInput<'a>) -> Cx<'a> {
        Cx {
            tool,
            visiting: Vec::new(),
            recursion: false,
        }
    }
    fn finish(self, schema: Map<String, Value>) -> Result<Value, LibError> {
        if self.recursion {
            return Err(LibError::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        Ok(Value::Object(schema))
    }
}

/// A type written as a value of the `{"param": type}` map (`str`, `list[int]`, a TypedDict).
fn value_type(cx: &mut Cx, v: &PyValue) -> Map<String, Value> {
    match v {
        PyValue::Opaque { text } => text_type(cx, text.trim()),
        _ => obj("string"),
    }
}

/// `_python_type_to_json_schema` on a type as written.
fn text_type(cx: &mut Cx, text: &str) -> Map<String, Value> {
    // A forward reference (`"Person"`): `get_type_hints` resolves it to the class.
    if let Some(inner) = string_literal(text) {
        return text_type(cx, inner.trim());
    }
    let text = text.strip_prefix("typing.").unwrap_or(text);
    if let Some(inner) = text
        .strip_prefix("Annotated[")
        .and_then(|r| r.strip_suffix(']'))
    {
        let parts = split_top(inner, ',');
        let mut m = text_type(cx, parts[0].trim());
        if let Some(d) = parts[1..].iter().find_map(|p| string_literal(p.trim())) {
            m.insert("description".into(), d.into());
        }
        return m;
    }
    if let Some(inner) = text
        .strip_prefix("Optional[")
        .and_then(|r| r.strip_suffix(']'))
    {
        return text_type(cx, inner);
    }
    let members: Vec<&str> = split_top(text, '|');
    if members.len() > 1 {
        let non_none: Vec<&str> = members
            .iter()
            .map(|m| m.trim())
            .filter(|m| *m != "None")
            .collect();
        if non_none.len() == 1 {
            return text_type(cx, non_none[0]);
        }
        let mut m = Map::new();
        m.insert(
            "anyOf".into(),
            Value::Array(
                non_none
                    .iter()
                    .map(|t| Value::Object(text_type(cx, t)))
                    .collect(),
            ),
        );
        return m;
    }
    match text {
        "str" => obj("string"),
        "int" => obj("integer"),
        "float" => obj("number"),
        "bool" => obj("boolean"),
        "list" | "List" => obj("array"),
        "dict" | "Dict" => obj("object"),
        _ => {
            if let Some(inner) = text
                .strip_prefix("list[")
                .or_else(|| text.strip_prefix("List["))
                .and_then(|r| r.strip_suffix(']'))
            {
                let mut m = obj("array");
                let first = split_top(inner, ',')[0].trim();
                m.insert("items".into(), Value::Object(text_type(cx, first)));
                return m;
            }
            if text.starts_with("dict[") || text.starts_with("Dict[") {
                return obj("object");
            }
            match cx.tool.module.class_named(text) {
                Some(c) if matches!(c.kind, ClassKind::TypedDict { .. }) => typed_dict(cx, c),
                _ => obj("string"),
            }
        }
    }
}

/// The content of a quoted string literal.
fn string_literal(p: &str) -> Option<&str> {
    p.strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .or_else(|| p.strip_prefix('\'').and_then(|r| r.strip_suffix('\'')))
}

/// Splits at `sep` outside brackets.
fn split_top(text: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            c if c == sep && depth == 0 => {
                out.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}

/// `_typeddict_to_json_schema`: every key, `required` the sorted required keys.
fn typed_dict(cx: &mut Cx, c: &crate::model::ClassDef) -> Map<String, Value> {
    // A TypedDict that contains itself is expanded forever: Python's RecursionError.
    if cx.visiting.contains(&c.name) {
        cx.recursion = true;
        return Map::new();
    }
    cx.visiting.push(c.name.clone());
    let total = matches!(c.kind, ClassKind::TypedDict { total: true });
    let mut properties = Map::new();
    let mut required: Vec<String> = Vec::new();
    for f in &c.fields {
        let (ty_text, req) = match &f.annotation.ty {
            Ty::Qualified {
                qualifier: Qualifier::Required,
                ..
            } => (unwrap_qualifier(&f.annotation.text), true),
            Ty::Qualified {
                qualifier: Qualifier::NotRequired,
                ..
            } => (unwrap_qualifier(&f.annotation.text), false),
            _ => (f.annotation.text.clone(), total),
        };
        properties.insert(f.name.clone(), Value::Object(text_type(cx, &ty_text)));
        if req {
            required.push(f.name.clone());
        }
    }
    required.sort();
    cx.visiting.pop();
    let mut m = obj("object");
    m.insert("properties".into(), Value::Object(properties));
    if !required.is_empty() {
        m.insert(
            "required".into(),
            Value::Array(required.into_iter().map(Value::String).collect()),
        );
    }
    m
}

fn unwrap_qualifier(text: &str) -> String {
    text.split_once('[')
        .and_then(|(_, r)| r.rsplit_once(']'))
        .map(|(inner, _)| inner.trim().to_string())
        .unwrap_or_else(|| text.to_string())
}
