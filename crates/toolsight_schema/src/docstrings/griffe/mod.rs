//! griffe 2.4.1's docstring parsers (`griffe._internal.docstrings`), as the frameworks reach
//! them: always a `Docstring` without a parent object, so annotations stay plain strings and
//! nothing is looked up in a signature. Only what the frameworks read is kept of a section:
//! text, parameter names and descriptions, return annotation and description; every other
//! section is kept as a kind, because its presence and the lines it consumes still matter.

pub mod google;
pub mod numpy;
pub mod sphinx;

use super::py;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    pub name: String,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Return {
    /// The annotation as written (griffe cannot resolve it without a parent); `None` when absent.
    pub annotation: Option<String>,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Section {
    Text(String),
    Parameters(Vec<Param>),
    /// `Keyword Args:`, `Other Parameters`: a subclass of the parameters section in griffe, but
    /// its own `kind`, which some frameworks test and others do not.
    OtherParameters(Vec<Param>),
    Returns(Vec<Return>),
    Admonition,
    /// Raises, yields, examples, attributes and the rest: present, contents unused.
    Other,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Google,
    Numpy,
    Sphinx,
}

/// `GoogleOptions` that change what a framework sees (pydantic-ai sets both to false).
#[derive(Debug, Clone, Copy)]
pub struct GoogleOptions {
    pub returns_multiple_items: bool,
    pub returns_named_value: bool,
}

impl Default for GoogleOptions {
    fn default() -> Self {
        GoogleOptions {
            returns_multiple_items: true,
            returns_named_value: true,
        }
    }
}

/// `Docstring(value, parser=style).parse()`: the value is `cleandoc(value.rstrip())`.
pub fn parse(value: &str, style: Style, google: GoogleOptions) -> Vec<Section> {
    let cleaned = py::cleandoc(py::rstrip(value));
    let lines: Vec<&str> = cleaned.split('\n').collect();
    match style {
        Style::Google => google::parse(&lines, google),
        Style::Numpy => numpy::parse(&lines),
        Style::Sphinx => sphinx::parse(&lines),
    }
}
