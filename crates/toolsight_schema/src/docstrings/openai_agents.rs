//! openai-agents 0.24.0 `generate_func_documentation`: its own style detection on the
//! `getdoc` text, a blank line inserted before a Google `Args:` header that lacks one, then
//! griffe on `"\n" + doc`. The description is the first text section; parameter names lose
//! their leading stars; a name documented twice keeps its first position and last text.

use super::griffe::{self, GoogleOptions, Section, Style};
use super::{push_last_wins, py, FuncDoc};

/// `_detect_docstring_style`: one point per pattern found, sphinx > numpy > google on ties.
pub fn detect_style(doc: &str) -> Style {
    let starts: Vec<&str> = line_starts(doc).collect();
    let found = |pred: &dyn Fn(&str) -> bool| starts.iter().any(|rest| pred(rest));
    let spaced = |prefix: &'static str| {
        move |rest: &str| {
            rest.strip_prefix(prefix)
                .is_some_and(|r| r.starts_with(py::is_space))
        }
    };
    let sphinx = [
        found(&spaced(":param")),
        found(&spaced(":type")),
        found(&|r| r.starts_with(":return:")),
        found(&|r| r.starts_with(":rtype:")),
    ];
    let numpy = ["Parameters", "Returns", "Yields"].map(|h| found(&|r| numpy_header(r, h)));
    let google = [
        found(&|r| r.starts_with("Args:") || r.starts_with("Arguments:")),
        found(&|r| r.starts_with("Returns:")),
        found(&|r| r.starts_with("Raises:")),
    ];
    let score = |hits: &[bool]| hits.iter().filter(|&&h| h).count();
    let (sphinx, numpy, google) = (score(&sphinx), score(&numpy), score(&google));
    let max = sphinx.max(numpy).max(google);
    if max > 0 && sphinx == max {
        Style::Sphinx
    } else if max > 0 && numpy == max {
        Style::Numpy
    } else {
        Style::Google
    }
}

/// The text from each line start to the end (what `^` anchors to under `re.MULTILINE`).
fn line_starts(doc: &str) -> impl Iterator<Item = &str> {
    std::iter::once(0)
        .chain(doc.match_indices('\n').map(|(i, _)| i + 1))
        .map(move |i| &doc[i..])
}

/// `^Header\s*\n\s*-{3,}` at a line start: a whitespace run holding a newline, then dashes.
fn numpy_header(rest: &str, header: &str) -> bool {
    rest.strip_prefix(header).is_some_and(|r| {
        let ws = r.len() - r.trim_start_matches(py::is_space).len();
        r[..ws].contains('\n') && r[ws..].starts_with("---")
    })
}

fn is_param_header(line: &str) -> bool {
    line.split_once(':').is_some_and(|(h, rest)| {
        matches!(
            h.to_lowercase().as_str(),
            "args" | "arguments" | "params" | "parameters"
        ) && py::is_blank(rest)
    })
}

/// `_ensure_blank_line_before_google_sections`.
fn ensure_blank_line(doc: &str) -> String {
    let lines = py::splitlines(doc);
    let mut output: Vec<&str> = Vec::new();
    let mut inserted = false;
    for (index, line) in lines.iter().enumerate() {
        if index > 0
            && is_param_header(line)
            && output.last().is_some_and(|l| !py::strip(l).is_empty())
            && lines
                .get(index + 1)
                .is_some_and(|n| n.starts_with([' ', '\t']))
        {
            output.push("");
            inserted = true;
        }
        output.push(line);
    }
    if inserted {
        output.join("\n")
    } else {
        doc.to_string()
    }
}

pub fn parse(doc: Option<&str>) -> FuncDoc {
    let doc = doc.map(py::cleandoc).unwrap_or_default();
    if doc.is_empty() {
        return FuncDoc::default();
    }
    let style = detect_style(&doc);
    let doc = if style == Style::Google {
        ensure_blank_line(&doc)
    } else {
        doc
    };
    let sections = griffe::parse(&format!("\n{doc}"), style, GoogleOptions::default());
    let description = sections.iter().find_map(|s| match s {
        Section::Text(t) => Some(t.clone()),
        _ => None,
    });
    let mut params = Vec::new();
    for section in &sections {
        if let Section::Parameters(items) = section {
            for p in items {
                push_last_wins(&mut params, p.name.trim_start_matches('*'), &p.description);
            }
        }
    }
    FuncDoc {
        description,
        params,
    }
}
