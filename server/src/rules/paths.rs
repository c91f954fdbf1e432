//! Mapping places in a payload back to source: a property named after a parameter points at
//! that parameter's annotation (or its name when unannotated).

use crate::model::{DefKind, Function, Module};
use crate::syntax::Span;

/// The best span for a diagnostic about parameter `name` of `f`.
pub fn param_span(f: &Function, name: &str) -> Span {
    f.params
        .iter()
        .find(|p| p.name == name)
        .map(|p| p.annotation.as_ref().map(|a| a.span).unwrap_or(p.name_span))
        .unwrap_or(f.name_span)
}

/// The span of the default value of parameter `name`, when it has one.
pub fn default_span(f: &Function, name: &str) -> Option<Span> {
    f.params
        .iter()
        .find(|p| p.name == name)
        .and_then(|p| p.default.as_ref().map(|d| d.span))
}

/// The best span for a diagnostic about the payload property `name`: the parameter of that
/// name, else the field that defines it in a model of this file the tool's schema comes from
/// (a class tool's `args_schema`, a model-typed parameter whose fields become the
/// parameters), else the tool's name.
pub fn property_span(module: &Module, f: &Function, name: &str) -> Span {
    // A class tool's parameters stand for its schema's properties, placed on the class: the
    // model field is where the property is written.
    if f.kind != DefKind::Class && f.params.iter().any(|p| p.name == name) {
        return param_span(f, name);
    }
    let mut models: Vec<String> = Vec::new();
    if f.kind == DefKind::Class {
        if let Some(class) = module
            .classes
            .iter()
            .find(|c| c.name == f.qualname || c.name == f.name)
        {
            models.extend(
                class
                    .fields
                    .iter()
                    .filter(|x| x.name == "args_schema")
                    .filter_map(|x| x.default.as_ref())
                    .map(|d| d.text.rsplit('.').next().unwrap_or(&d.text).to_string()),
            );
        }
    }
    for p in &f.params {
        if let Some(a) = &p.annotation {
            models.extend(
                a.text
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .map(str::to_string),
            );
        }
    }
    // A class tool whose schema comes from its `_run` signature (langchain without an
    // `args_schema`): the parameter of `_run`.
    if f.kind == DefKind::Class && models.is_empty() {
        let run = module
            .functions
            .iter()
            .find(|m| m.name == "_run" && m.class.as_deref().is_some_and(|c| c == f.qualname));
        if let Some(p) = run.and_then(|r| r.params.iter().find(|p| p.name == name)) {
            return p.annotation.as_ref().map(|a| a.span).unwrap_or(p.name_span);
        }
    }
    for model in &models {
        let Some(class) = module.classes.iter().find(|c| &c.name == model) else {
            continue;
        };
        // Only the class's own fields: an inherited one may be written in another file.
        if let Some(field) = class.fields.iter().find(|x| {
            x.name == name && class.span.start <= x.span.start && x.span.end <= class.span.end
        }) {
            return field.annotation.span;
        }
    }
    param_span(f, name)
}
