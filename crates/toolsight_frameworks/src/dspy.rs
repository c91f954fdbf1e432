//! DSPy (`dspy.Tool`, `ReAct(tools=...)`): `dspy.Tool(f)`'s `name`, `desc` and `args`: one
//! `TypeAdapter(T).json_schema()` per parameter with every `$ref` inlined, and the raw
//! docstring as description.

use serde_json::{Map, Value};

use super::markers::{Arg, ListSink, Markers, Wrapper};
use super::pydantic::{self, Generator};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::Ty;

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "dspy",
    label: "DSPy",
    imports: &["dspy"],
    markers: Markers {
        wrappers: &[Wrapper {
            callee: "Tool",
            arg: Arg::At(0, "func"),
        }],
        lists: &[ListSink {
            callee: "ReAct",
            arg: Arg::At(1, "tools"),
            bare: true,
        }],
        // `Tool(func, name=None, desc=None, ...)`: `self.desc = desc or func.__doc__`, so a
        // given `desc` (a literal, or another tool's description copied by dspy's MCP and
        // LangChain bridges) is the description, whatever the function's docstring.
        description: Arg::At(2, "desc"),
        ..Markers::NONE
    },
    providers: &[Provider::Native],
    targets: &[],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let name = tool.tool_name();
    let result = parse_function(tool, &name);
    Rendered { name, result }
}

/// `Tool._parse_function(f)`.
fn parse_function(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    crate::frameworks::common::get_type_hints(tool.module, f)?;
    let mut args = Map::new();
    for p in super::common::call_params(f) {
        let ty = p
            .annotation
            .as_ref()
            .map(|a| a.ty.type_hints(false))
            .unwrap_or(Ty::Any);
        let mut gen = Generator::for_function(f);
        let schema = gen.type_schema(&ty)?;
        let mut schema = inline_refs(&schema)?;
        if let (Some(d), Value::Object(m)) = (&p.default, &mut schema) {
            m.insert("default".into(), json_default(&d.value));
        }
        if let (Some(desc), Value::Object(m)) = (arg_desc(tool, &p.name), &mut schema) {
            m.insert("description".into(), desc.into());
        }
        args.insert(p.name.clone(), schema);
    }
    let mut m = Map::new();
    m.insert("name".into(), name.into());
    let desc = match tool.option("desc") {
        Some(crate::model::PyValue::Str(d)) => Value::String(d.clone()),
        _ => f
            .doc
            .as_ref()
            .map(|d| Value::String(d.value.clone()))
            .unwrap_or(Value::Null),
    };
    m.insert("desc".into(), desc);
    m.insert("args".into(), Value::Object(args));
    Ok(Value::Object(m))
}

/// `Tool(f, arg_desc={...})`: a description for one argument.
fn arg_desc(tool: &ToolInput, name: &str) -> Option<String> {
    match tool.option("arg_desc")? {
        crate::model::PyValue::Dict(kv) => kv
            .iter()
            .find(|(k, _)| k.as_str() == Some(name))
            .and_then(|(_, v)| v.as_str().map(str::to_string)),
        _ => None,
    }
}

/// `_to_json_default`: `to_jsonable_python(value)`, or the value itself where that raises
/// (a `Field(...)` default stays a `FieldInfo` object in `args`).
fn json_default(v: &crate::model::PyValue) -> Value {
    if let Some(j) = pydantic::jsonable(v) {
        return j;
    }
    if let Some(c) = pydantic::fieldinfo::field_call(v) {
        if let Some(repr) = pydantic::field_repr(c) {
            return crate::model::value::nonjson(&repr, "FieldInfo");
        }
    }
    v.to_json()
}

/// `_resolve_json_schema_reference`: every `{"$ref": ...}` object replaced by its
/// definition, `$defs` dropped; a recursive definition recurses without end in DSPy.
fn inline_refs(schema: &Value) -> Result<Value, LibError> {
    let Some(defs) = schema.get("$defs").and_then(Value::as_object) else {
        return Ok(schema.clone());
    };
    fn resolve(v: &Value, defs: &Map<String, Value>, depth: usize) -> Result<Value, LibError> {
        if depth > 900 {
            return Err(LibError::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        Ok(match v {
            Value::Object(m) => {
                if let Some(r) = m.get("$ref").and_then(Value::as_str) {
                    let key = r.rsplit('/').next().unwrap_or(r);
                    let target = defs.get(key).cloned().unwrap_or(Value::Null);
                    return resolve(&target, defs, depth + 1);
                }
                let mut out = Map::new();
                for (k, x) in m {
                    out.insert(k.clone(), resolve(x, defs, depth + 1)?);
                }
                Value::Object(out)
            }
            Value::Array(a) => Value::Array(
                a.iter()
                    .map(|x| resolve(x, defs, depth + 1))
                    .collect::<Result<_, _>>()?,
            ),
            other => other.clone(),
        })
    }
    let mut out = resolve(schema, defs, 0)?;
    if let Value::Object(m) = &mut out {
        m.shift_remove("$defs");
    }
    Ok(out)
}
