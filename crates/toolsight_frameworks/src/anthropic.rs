//! The Anthropic SDK: `@beta_tool` / `beta_tool(f)` `.to_dict()` (pydantic's `TypeAdapter` over
//! `validate_call(f)`, docstring descriptions from `docstring_parser`), and hand-written
//! Anthropic tool dicts.

use serde_json::{Map, Value};

use super::markers::{DictShape, Markers};
use super::pydantic::{self, Generator};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{ParamKind, PyValue};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "anthropic",
    label: "Anthropic SDK",
    imports: &["anthropic"],
    markers: Markers {
        decorators: &["beta_tool", "beta_async_tool"],
        dicts: &[DictShape {
            tag: None,
            keys: &["name", "input_schema"],
            name: &["name"],
            with_any: &[],
            provider: Provider::Anthropic,
            in_tests: true,
            not_when: &[],
            schema: &["input_schema"],
            listed_by: Some(&super::providers::SENT_IN_A_REQUEST),
        }],
        ..Markers::NONE
    },
    providers: &[Provider::Anthropic],
    targets: &[Provider::Anthropic],
    renderer: Some(render),
    degradations: &[],
    silent: None,
    behaviour: super::behaviour::Behaviour::NONE,
};

pub fn render(tool: &ToolInput, _provider: Provider) -> Rendered {
    let name = match tool.option("name") {
        Some(PyValue::Str(n)) => n.clone(),
        _ => tool.tool_name(),
    };
    let result = to_dict(tool, &name);
    Rendered { name, result }
}

fn to_dict(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    crate::frameworks::common::get_type_hints(tool.module, f)?;
    let params = super::common::call_params(f);
    let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
    let doc = super::docstrings::anthropic(f.doc.as_ref().map(|d| d.value.as_str()), &names)
        .map_err(|m| LibError::new("IndexError", m))?;
    let description = match tool.option("description") {
        Some(PyValue::Str(d)) => d.clone(),
        _ => doc.description.unwrap_or_default(),
    };
    // Docstring descriptions fill in properties of the keyword form only (the generator's
    // `kw_arguments_schema` override); a `Field` description wins.
    let keyword_form = !params
        .iter()
        .any(|p| matches!(p.kind, ParamKind::PositionalOnly | ParamKind::VarPositional));
    let fields: Vec<_> = params
        .iter()
        .map(|p| {
            let mut spec = pydantic::param_field(p);
            if keyword_form && spec.info.description.is_none() {
                if let Some((_, d)) = doc
                    .params
                    .iter()
                    .find(|(n, d)| *n == p.name && !d.is_empty())
                {
                    spec.info.description = Some(d.clone());
                }
            }
            (spec, p.kind)
        })
        .collect();
    let mut gen = Generator::for_function(f);
    let input = match explicit_schema(tool) {
        Some(s) => s,
        None => gen.arguments(&fields)?,
    };
    let mut m = Map::new();
    m.insert("name".into(), name.into());
    m.insert("description".into(), description.into());
    m.insert("input_schema".into(), input);
    for key in [
        "defer_loading",
        "cache_control",
        "allowed_callers",
        "eager_input_streaming",
        "input_examples",
        "strict",
    ] {
        if let Some(v) = tool.option(key).and_then(pydantic::jsonable) {
            if !v.is_null() {
                m.insert(key.into(), v);
            }
        }
    }
    Ok(Value::Object(m))
}

/// `input_schema=` given to the decorator: a dict as written, or a model's
/// `model_json_schema()`.
fn explicit_schema(tool: &ToolInput) -> Option<Value> {
    match tool.option("input_schema")? {
        v @ PyValue::Dict(_) => pydantic::jsonable(v),
        PyValue::Opaque { text } => {
            let class = tool.module.class_named(text)?;
            Generator::new()
                .type_schema(&crate::model::Ty::Class(class.clone()))
                .ok()
        }
        _ => None,
    }
}
