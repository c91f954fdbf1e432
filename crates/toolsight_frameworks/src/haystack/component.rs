//! `ComponentTool(component, name=None, description=None, parameters=None, ...)`: the tool of
//! a `@component` class, whose input sockets are its `run` method's parameters.
//!
//! `_create_tool_parameters_schema` makes `create_model("run", **fields)` of each socket as
//! `(type, Field(default=..., description=...))`: the description is the parameter's entry in
//! the run method's docstring (docstring_parser, `""` for an entry without text), else
//! `"Input '<name>' for the component."`; `Callable` and `State` sockets and the ones
//! `inputs_from_state` fills are left out; every `title` goes. The name defaults to the class
//! name in snake case, the description to the class's `__doc__`, then to the name.

use serde_json::Value;

use super::super::docstrings::docstring_parser;
use super::super::pydantic::{FieldInfo, FieldSpec, Generator, ModelConfig};
use super::super::UNKNOWN_CODE;
use super::super::{LibError, ToolInput};
use crate::model::{CallValue, ParamKind, PyValue};

/// The `ComponentTool(...)` call that made the method a tool, when it is one.
pub fn call<'a>(tool: &ToolInput<'a>) -> Option<&'a CallValue> {
    tool.options.filter(|o| {
        let q = if o.qualified.is_empty() {
            &o.callee
        } else {
            &o.qualified
        };
        q.rsplit('.').next() == Some("ComponentTool")
    })
}

/// A setting given by position or keyword; `None` when absent or `None`.
fn setting<'a>(call: &'a CallValue, i: usize, kw: &str) -> Option<&'a PyValue> {
    call.kwarg(kw)
        .or_else(|| call.args.get(i))
        .filter(|v| !matches!(v, PyValue::None))
}

/// A string setting; an empty string counts as not given (`name or ...`).
fn text_setting(call: &CallValue, i: usize, kw: &str) -> Result<Option<String>, LibError> {
    match setting(call, i, kw) {
        None => Ok(None),
        Some(PyValue::Str(s)) => Ok((!s.is_empty()).then(|| s.clone())),
        Some(_) => Err(LibError::unknown(format!(
            "the ComponentTool's `{kw}` is not a string toolsight can read"
        ))),
    }
}

/// The class name in snake case as `ComponentTool` spells it: an upper-case letter after a
/// lower-case one starts a word (`HTTPFetcher` → `httpfetcher`), leading `_` dropped.
fn snake_case(class: &str) -> String {
    let chars: Vec<char> = class.chars().collect();
    let mut out = String::new();
    for (i, c) in chars.iter().enumerate() {
        if c.is_uppercase() && i > 0 && !chars[i - 1].is_uppercase() {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out.trim_start_matches('_').to_string()
}

pub fn spec(tool: &ToolInput, call: &CallValue) -> Result<Value, LibError> {
    let f = tool.function;
    let class_name = f.class.clone().unwrap_or_else(|| f.name.clone());
    let class_name = class_name
        .rsplit('.')
        .next()
        .unwrap_or_default()
        .to_string();
    let name = match text_setting(call, 1, "name")? {
        Some(n) => n,
        None => snake_case(&class_name),
    };
    let class_doc = tool
        .module
        .classes
        .iter()
        .find(|c| c.name == class_name)
        .and_then(|c| c.doc.as_ref())
        .map(|d| d.value.clone())
        .filter(|d| !d.is_empty());
    let description = text_setting(call, 2, "description")?
        .or(class_doc)
        .unwrap_or_else(|| name.clone());
    let parameters = match setting(call, 3, "parameters") {
        None => run_schema(tool, call, &class_name)?,
        Some(v @ PyValue::Dict(kv)) if !kv.is_empty() => v.to_json(),
        Some(PyValue::Dict(_)) => run_schema(tool, call, &class_name)?,
        Some(_) => {
            return Err(LibError::unknown(
                "the ComponentTool's `parameters` is not a dict literal toolsight can read",
            ))
        }
    };
    Ok(super::spec(name, description, parameters))
}

fn run_schema(tool: &ToolInput, call: &CallValue, class_name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    let from_state: Vec<String> = match call.kwarg("inputs_from_state") {
        Some(PyValue::Dict(kv)) => kv
            .iter()
            .filter_map(|(_, v)| v.as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    };
    // `{param.arg_name: description}`: the last entry of a name wins.
    let mut documented: Vec<(String, String)> = Vec::new();
    if let Some(raw) = super::super::common::getdoc(f).filter(|d| !d.is_empty()) {
        let parsed = docstring_parser::parse(&raw).map_err(|_| {
            LibError::unknown("docstring_parser cannot parse the run method's docstring")
        })?;
        for (n, d) in parsed.params() {
            let d = d.map(|d| d.trim().to_string()).unwrap_or_default();
            match documented.iter_mut().find(|(k, _)| k == n) {
                Some(e) => e.1 = d,
                None => documented.push((n.to_string(), d)),
            }
        }
    }
    let mut fields: Vec<FieldSpec> = Vec::new();
    for p in super::super::common::call_params(f) {
        // Input sockets are the named parameters.
        if matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword) {
            continue;
        }
        if from_state.contains(&p.name) {
            continue;
        }
        let ty = p.annotation.as_ref().map(|a| &a.ty);
        if ty.is_some_and(super::contains_callable)
            || super::super::common::annotated_as(p, &["State"])
        {
            continue;
        }
        let description = documented
            .iter()
            .find(|(n, _)| *n == p.name)
            .map(|(_, d)| d.clone())
            .unwrap_or_else(|| format!("Input '{}' for the component.", p.name));
        fields.push(FieldSpec {
            name: p.name.clone(),
            ty,
            info: FieldInfo {
                default: p.default.as_ref().map(|d| d.value.clone()),
                description: Some(description),
                ..FieldInfo::default()
            },
        });
    }
    let mut gen = Generator::for_function(f);
    // `_resolve_type`: a dataclass socket is converted to a pydantic model first.
    gen.dataclasses_as_models = true;
    let mut schema = gen
        .model("run", &fields, ModelConfig::default())
        .map_err(|e| {
            if e.code == UNKNOWN_CODE {
                e
            } else {
                LibError::new(
                    "SchemaGenerationError",
                    format!(
                        "Failed to create JSON schema for the run method of Component '{class_name}'"
                    ),
                )
            }
        })?;
    super::titles::remove(&mut schema);
    Ok(schema)
}

#[cfg(test)]
mod tests {
    use super::snake_case;

    /// `ComponentTool`'s own spelling: no underscore inside a run of capitals.
    #[test]
    fn snake_case_as_haystack_spells_it() {
        assert_eq!(snake_case("DocumentSearch"), "document_search");
        assert_eq!(snake_case("HTTPFetcher"), "httpfetcher");
        assert_eq!(snake_case("_Private"), "private");
        assert_eq!(snake_case("ÉtéSearch"), "été_search");
    }
}
