//! anthropic 2.12.0 `beta_tool(f)`: `docstring_parser.parse(f.__doc__ or "")` (auto style).
//! The description is the short description, plus `"\n\n"` and the long one when there is
//! one, so every section the winning style recognised is dropped and everything else kept.
//! A parameter gets the first non-empty description documented under its name; names that
//! are not parameters are ignored. Parameters come back in signature order.

use super::{docstring_parser, FuncDoc};

/// `Err` is the exception that escapes `docstring_parser` (only a field such as `:: x` in a
/// reST docstring does that).
pub fn parse(doc: Option<&str>, params: &[&str]) -> Result<FuncDoc, String> {
    let parsed = docstring_parser::parse(doc.unwrap_or(""))?;
    let description = match (&parsed.short_description, &parsed.long_description) {
        (Some(short), Some(long)) => format!("{short}\n\n{long}"),
        (Some(short), None) => short.clone(),
        (None, _) => String::new(),
    };
    let params = params
        .iter()
        .filter_map(|p| {
            parsed
                .params()
                .find(|(name, d)| name == p && d.is_some_and(|d| !d.is_empty()))
                .and_then(|(_, d)| d.map(|d| (p.to_string(), d.to_string())))
        })
        .collect();
    Ok(FuncDoc {
        description: Some(description),
        params,
    })
}
