//! fastmcp 4.1.6 `utilities.docstring_parsing.parse_docstring`: griffe's Google, NumPy and
//! Sphinx parsers in turn on the `getdoc` text; the first that finds any non-text section
//! (an admonition such as `Note:` counts) gives the description (its first text section,
//! `None` if it has none) and the `Args:` descriptions (names kept with their stars).
//! Without any such section the whole cleaned docstring is the description.

use super::griffe::{self, GoogleOptions, Section, Style};
use super::{push_last_wins, py, FuncDoc};

pub fn parse(doc: Option<&str>) -> FuncDoc {
    let doc = doc.map(py::cleandoc).unwrap_or_default();
    if doc.is_empty() {
        return FuncDoc::default();
    }
    for style in [Style::Google, Style::Numpy, Style::Sphinx] {
        let sections = griffe::parse(&doc, style, GoogleOptions::default());
        let mut description = None;
        let mut params = Vec::new();
        let mut structured = false;
        for section in &sections {
            match section {
                Section::Text(t) => {
                    if description.is_none() {
                        description = Some(t.clone());
                    }
                }
                Section::Parameters(items) => {
                    for p in items {
                        push_last_wins(&mut params, &p.name, &p.description);
                    }
                    structured = true;
                }
                _ => structured = true,
            }
        }
        if !params.is_empty() || structured {
            return FuncDoc {
                description,
                params,
            };
        }
    }
    FuncDoc {
        description: Some(doc),
        params: Vec::new(),
    }
}
