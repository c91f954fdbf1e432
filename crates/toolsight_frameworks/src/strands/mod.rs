//! Strands Agents (`strands`): `@tool`'s tool spec (`FunctionToolMetadata.extract_metadata`):
//! a pydantic model of the parameters with docstring_parser descriptions, cleaned of titles
//! and of `Optional` wrappers, and the docstring without its `Args` section as description.
//! Module `TOOL_SPEC` dicts are their own payload.

use serde_json::{Map, Value};

use super::markers::{Arg, ListSink, Markers, SpecName};
use super::pydantic::{self, FieldInfo, FieldSpec, Generator, ModelConfig};
use super::{LibError, Provider, Rendered, ToolInput};
use crate::model::{PyValue, Ty};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "strands",
    label: "Strands Agents",
    imports: &["strands", "strands_tools"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[ListSink {
            callee: "Agent",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
        specs: &[SpecName {
            variable: "TOOL_SPEC",
            provider: Provider::Native,
        }],
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
    let name = match tool.option("name") {
        Some(PyValue::Str(n)) => n.clone(),
        _ => tool.tool_name(),
    };
    let result = spec(tool, &name);
    Rendered { name, result }
}

/// The context parameter `@tool(context=...)` injects (`True`: `tool_context`).
fn context_param(tool: &ToolInput) -> Option<String> {
    match tool.option("context") {
        Some(PyValue::Bool(true)) => Some("tool_context".into()),
        Some(PyValue::Str(s)) => Some(s.clone()),
        _ => None,
    }
}

fn spec(tool: &ToolInput, name: &str) -> Result<Value, LibError> {
    let f = tool.function;
    crate::frameworks::common::get_type_hints(tool.module, f)?;
    let context = context_param(tool);
    // `_validate_signature`: a `ToolContext` parameter needs `@tool(context=...)`.
    for p in &f.params {
        if super::common::annotated_as(p, &["ToolContext"]) {
            match &context {
                None => {
                    return Err(LibError::new(
                        "ValueError",
                        "@tool(context) must be set if passing in ToolContext param",
                    ))
                }
                Some(c) if *c != p.name => {
                    return Err(LibError::new(
                        "ValueError",
                        format!(
                            "param_name=<{}> | ToolContext param must be named '{c}'",
                            p.name
                        ),
                    ))
                }
                _ => {}
            }
            break;
        }
    }
    let raw = super::common::getdoc(f).unwrap_or_default();
    // `{param.arg_name: param.description or f"Parameter {name}"}`: the last entry of a
    // name wins.
    let mut documented: Vec<(String, String)> = Vec::new();
    if let Ok(parsed) = super::docstrings::docstring_parser::parse(&raw) {
        for (n, d) in parsed.params() {
            let d = d
                .filter(|d| !d.is_empty())
                .map(str::to_string)
                .unwrap_or_else(|| format!("Parameter {n}"));
            match documented.iter_mut().find(|(k, _)| k == n) {
                Some(e) => e.1 = d,
                None => documented.push((n.to_string(), d)),
            }
        }
    }
    let special = |n: &str| matches!(n, "self" | "cls" | "agent") || context.as_deref() == Some(n);
    let mut fields: Vec<FieldSpec> = Vec::new();
    for p in f.params.iter().filter(|p| !special(&p.name)) {
        let ty = p.annotation.as_ref().map(|a| &a.ty).unwrap_or(&Ty::Any);
        let (actual, meta_desc) = match ty {
            Ty::Annotated { base, meta } => {
                let mut d = None;
                for m in meta {
                    if let PyValue::Str(s) = m {
                        d = Some(s.clone());
                    } else if pydantic::fieldinfo::field_call(m).is_some() {
                        return Err(LibError::new("NotImplementedError", "Using pydantic.Field within Annotated is not yet supported for tool decorators. Please use a simple string for the description, or define constraints in the function's docstring."));
                    }
                }
                (base.as_ref(), d)
            }
            t => (t, None),
        };
        let description = meta_desc.unwrap_or_else(|| {
            documented
                .iter()
                .find(|(n, _)| *n == p.name)
                .map(|(_, d)| d.clone())
                .unwrap_or_else(|| format!("Parameter {}", p.name))
        });
        let info = match p.default.as_ref().map(|d| &d.value) {
            Some(v) => match pydantic::fieldinfo::field_call(v) {
                Some(c) => {
                    let mut i = FieldInfo::from_call(c);
                    if i.description.is_none() {
                        i.description = Some(description);
                    }
                    i
                }
                None => FieldInfo {
                    default: Some(v.clone()),
                    description: Some(description),
                    ..FieldInfo::default()
                },
            },
            None => FieldInfo {
                description: Some(description),
                ..FieldInfo::default()
            },
        };
        fields.push(FieldSpec {
            name: p.name.clone(),
            ty: Some(actual),
            info,
        });
    }
    let mut gen = Generator::for_function(f);
    let mut schema = gen.model(
        &format!("{}Tool", capitalize(&f.name)),
        &fields,
        ModelConfig::default(),
    )?;
    clean(&mut schema);
    let schema = match tool.option("inputSchema").and_then(pydantic::jsonable) {
        Some(explicit) => explicit,
        None => {
            let mut j = Map::new();
            j.insert("json".into(), schema);
            Value::Object(j)
        }
    };
    let description = match tool.option("description") {
        Some(PyValue::Str(d)) => d.clone(),
        _ => description_of(&raw, &f.name),
    };
    let mut m = Map::new();
    m.insert("name".into(), name.into());
    m.insert("description".into(), description.into());
    m.insert("inputSchema".into(), schema);
    Ok(Value::Object(m))
}

/// Python's `str.capitalize()`: the first character upper-cased, the rest lower-cased.
fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f
            .to_uppercase()
            .chain(c.flat_map(char::to_lowercase))
            .collect(),
        None => String::new(),
    }
}

/// `_extract_description_from_docstring`: the cleaned docstring without its `Args:` block
/// (other sections kept), else the function name.
fn description_of(doc: &str, name: &str) -> String {
    let starts = |l: &str, prefixes: &[&str]| {
        let low = l.to_lowercase();
        prefixes.iter().any(|p| low.starts_with(p))
    };
    let mut out: Vec<&str> = Vec::new();
    let mut skipping = false;
    for line in doc.trim().split('\n') {
        let s = line.trim();
        if starts(
            s,
            &["args:", "arguments:", "parameters:", "param:", "params:"],
        ) {
            skipping = true;
            continue;
        }
        if starts(
            s,
            &[
                "returns:",
                "return:",
                "yields:",
                "yield:",
                "raises:",
                "raise:",
                "except:",
                "exceptions:",
                "examples:",
                "example:",
                "note:",
                "notes:",
                "see also:",
                "seealso:",
                "references:",
                "ref:",
            ],
        ) {
            skipping = false;
            out.push(line);
            continue;
        }
        if !skipping {
            out.push(line);
        }
    }
    let d = out.join("\n").trim().to_string();
    if d.is_empty() {
        name.to_string()
    } else {
        d
    }
}

/// `_clean_pydantic_schema`: `title` and `additionalProperties` dropped at this level and on
/// each property, an optional property's `anyOf [T, null]` replaced by `T`'s keys, nested
/// objects cleaned the same way.
fn clean(schema: &mut Value) {
    let Value::Object(m) = schema else { return };
    for k in ["title", "additionalProperties"] {
        m.shift_remove(k);
    }
    let required: Vec<String> = m
        .get("required")
        .and_then(Value::as_array)
        .map(|r| {
            r.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    let Some(Value::Object(props)) = m.get_mut("properties") else {
        return;
    };
    for (name, prop) in props.iter_mut() {
        let Value::Object(p) = prop else { continue };
        if let Some(Value::Array(any)) = p.get("anyOf").cloned() {
            let nullable = any
                .iter()
                .any(|i| i.get("type") == Some(&Value::String("null".into())));
            if !required.contains(name) && any.len() == 2 && nullable {
                if let Some(Value::Object(t)) = any
                    .iter()
                    .find(|i| i.get("type") != Some(&Value::String("null".into())))
                {
                    for (k, v) in t {
                        p.insert(k.clone(), v.clone());
                    }
                    p.shift_remove("anyOf");
                }
            }
        }
        if p.contains_key("properties") {
            clean(prop);
        }
        if let Value::Object(p) = prop {
            for k in ["title", "additionalProperties"] {
                p.shift_remove(k);
            }
        }
    }
}
