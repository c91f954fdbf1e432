//! pydantic-ai-slim 2.68.0 `_griffe.doc_descriptions` with `docstring_format='auto'`: a regex
//! guess of the style on the raw `__doc__` (sphinx, then google, then numpy, else google), then
//! griffe with Google `returns_multiple_items=False, returns_named_value=False`. The first
//! text section is the description; when a Returns section exists the description becomes
//! `<summary>…</summary>\n<returns>\n<type>…</type>\n<description>…</description>\n</returns>`
//! (no `<summary>` when the text is empty, no `<type>` when the return has no type).
//! Parameters come from `Args:` and `Keyword Args:`/`Other Parameters` alike; the first
//! description of a name wins.

use super::griffe::{self, GoogleOptions, Section, Style};
use super::{py, FuncDoc};

const SPHINX: &[&str] = &[
    "param",
    "parameter",
    "arg",
    "argument",
    "key",
    "keyword",
    "type",
    "var",
    "ivar",
    "cvar",
    "vartype",
    "returns",
    "return",
    "rtype",
    "raises",
    "raise",
    "except",
    "exception",
];
const GOOGLE: &[&str] = &[
    "args",
    "arguments",
    "params",
    "parameters",
    "keyword args",
    "keyword arguments",
    "other args",
    "other arguments",
    "other params",
    "other parameters",
    "raises",
    "exceptions",
    "returns",
    "yields",
    "receives",
    "examples",
    "attributes",
    "functions",
    "methods",
    "classes",
    "modules",
    "warns",
    "warnings",
];
const NUMPY: &[&str] = &[
    "deprecated",
    "parameters",
    "other parameters",
    "returns",
    "yields",
    "receives",
    "raises",
    "warns",
    "attributes",
    "functions",
    "methods",
    "classes",
    "modules",
];

fn tab_or_space(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// `s` starts with `kw`, ignoring ASCII case; returns the rest.
fn strip_keyword<'a>(s: &'a str, kw: &str) -> Option<&'a str> {
    let head = s.get(..kw.len())?;
    head.eq_ignore_ascii_case(kw).then(|| &s[kw.len()..])
}

/// Splits at the first newline: the line and what follows it (`None` when no newline ends it).
fn line_and_after(s: &str) -> (&str, Option<&str>) {
    match s.split_once('\n') {
        Some((line, after)) => (line, Some(after)),
        None => (s, None),
    }
}

/// `([ \t]+.+)?` then `\n`: the rest of a header line.
fn header_tail_ok(rest: &str) -> bool {
    rest.is_empty() || (rest.starts_with(tab_or_space) && rest.chars().count() >= 2)
}

fn sphinx_at(s: &str, kw: &str) -> bool {
    let Some(s) = s.trim_start_matches(tab_or_space).strip_prefix(':') else {
        return false;
    };
    let Some(mut s) = strip_keyword(s, kw) else {
        return false;
    };
    // `([ \t]+\w+)*:`
    loop {
        let trimmed = s.trim_start_matches(tab_or_space);
        if trimmed.len() < s.len() && trimmed.starts_with(py::is_word) {
            s = trimmed.trim_start_matches(py::is_word);
        } else {
            break;
        }
    }
    let Some(s) = s.strip_prefix(':') else {
        return false;
    };
    let (line, after) = line_and_after(s);
    after.is_some() && header_tail_ok(line)
}

fn google_at(s: &str, kw: &str) -> bool {
    let Some(s) =
        strip_keyword(s.trim_start_matches(tab_or_space), kw).and_then(|s| s.strip_prefix(':'))
    else {
        return false;
    };
    let (line, after) = line_and_after(s);
    let Some(after) = after else {
        return false;
    };
    let next = after.split('\n').next().unwrap_or("");
    header_tail_ok(line) && next.starts_with(tab_or_space) && next.chars().count() >= 2
}

fn numpy_at(s: &str, kw: &str) -> bool {
    let Some(s) =
        strip_keyword(s.trim_start_matches(tab_or_space), kw).and_then(|s| s.strip_prefix('\n'))
    else {
        return false;
    };
    let (line, after) = line_and_after(s.trim_start_matches(tab_or_space));
    after.is_some() && line.len() >= 3 && line.chars().all(|c| c == '-')
}

/// `_infer_docstring_style`: every pattern begins with a newline, so the first line never
/// counts, and every header pattern also needs a newline after it.
pub fn infer_style(doc: &str) -> Style {
    let after_newlines: Vec<&str> = doc
        .match_indices('\n')
        .map(|(i, _)| &doc[i + 1..])
        .collect();
    let any = |f: &dyn Fn(&str, &str) -> bool, kws: &[&str]| {
        kws.iter().any(|kw| after_newlines.iter().any(|s| f(s, kw)))
    };
    if any(&sphinx_at, SPHINX) {
        Style::Sphinx
    } else if any(&google_at, GOOGLE) {
        Style::Google
    } else if any(&numpy_at, NUMPY) {
        Style::Numpy
    } else {
        Style::Google
    }
}

pub fn parse(doc: Option<&str>) -> FuncDoc {
    parse_as(doc, None)
}

/// `doc_descriptions(f, docstring_format=...)`: `None` is `'auto'` (the style is guessed),
/// otherwise the style the tool names (`Tool(f, docstring_format='numpy')`).
pub fn parse_as(doc: Option<&str>, style: Option<Style>) -> FuncDoc {
    let Some(doc) = doc else {
        return FuncDoc::default();
    };
    let options = GoogleOptions {
        returns_multiple_items: false,
        returns_named_value: false,
    };
    let style = style.unwrap_or_else(|| infer_style(doc));
    let sections = griffe::parse(doc, style, options);
    let mut params: Vec<(String, String)> = Vec::new();
    for section in &sections {
        if let Section::Parameters(items) | Section::OtherParameters(items) = section {
            for p in items {
                let name = p.name.trim_start_matches('*');
                if !params.iter().any(|(n, _)| n == name) {
                    params.push((name.to_string(), p.description.clone()));
                }
            }
        }
    }
    let mut main = sections
        .iter()
        .find_map(|s| match s {
            Section::Text(t) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let first_return = sections.iter().find_map(|s| match s {
        Section::Returns(r) => r.first(),
        _ => None,
    });
    if let Some(ret) = first_return {
        let type_tag = match &ret.annotation {
            Some(t) if !t.is_empty() => format!("<type>{t}</type>\n"),
            _ => String::new(),
        };
        let xml = format!(
            "<returns>\n{type_tag}<description>{}</description>\n</returns>",
            ret.description
        );
        main = if main.is_empty() {
            xml
        } else {
            format!("<summary>{main}</summary>\n{xml}")
        };
    }
    FuncDoc {
        description: Some(main),
        params,
    }
}
