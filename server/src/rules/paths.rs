//! Mapping places in a payload back to source: a property named after a parameter points at
//! that parameter's annotation (or its name when unannotated).

use crate::model::Function;
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
