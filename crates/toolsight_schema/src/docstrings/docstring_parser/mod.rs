//! docstring_parser 0.18.0 (what anthropic's `beta_tool` uses), `parse(text)` with
//! `DocstringStyle.AUTO`: the reST, Google, NumPy and Epydoc parsers all run; those that
//! raise `ParseError` drop out; the one with the most "meta" entries wins, earlier styles
//! winning ties. Each parser is kept to what decides that count, the short and long
//! description, and each parameter's name and description.

mod epydoc;
mod google;
mod numpydoc;
mod rest;

use super::py;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Meta {
    Param {
        name: String,
        /// `DocstringParam.type_name`: the type the docstring gives (`x (int):`, `x : int`,
        /// `:param int x:` or `:type x: int`, `@type x: int`), its optional marker removed.
        type_name: Option<String>,
        description: Option<String>,
    },
    Returns,
    Other,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Parsed {
    pub short_description: Option<String>,
    pub long_description: Option<String>,
    pub meta: Vec<Meta>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// `ParseError`: this style drops out.
    Parse(String),
    /// Any other exception escapes `parse` (and the caller) at once.
    Fatal(String),
}

impl Parsed {
    /// The description split every style shares: first line, then the stripped rest.
    fn with_description(desc_chunk: &str) -> Parsed {
        let (short, long) = match desc_chunk.split_once('\n') {
            Some((s, l)) => (s, Some(py::strip(l))),
            None => (desc_chunk, None),
        };
        Parsed {
            short_description: (!short.is_empty()).then(|| short.to_string()),
            long_description: long.filter(|l| !l.is_empty()).map(str::to_string),
            meta: Vec::new(),
        }
    }

    pub fn params(&self) -> impl Iterator<Item = (&str, Option<&str>)> {
        self.typed_params().map(|(n, _, d)| (n, d))
    }

    /// Each parameter's name, `type_name` and description.
    pub fn typed_params(&self) -> impl Iterator<Item = (&str, Option<&str>, Option<&str>)> {
        self.meta.iter().filter_map(|m| match m {
            Meta::Param {
                name,
                type_name,
                description,
            } => Some((name.as_str(), type_name.as_deref(), description.as_deref())),
            _ => None,
        })
    }
}

/// One style's `parse`.
type StyleParser = fn(&str) -> Result<Parsed, Error>;

/// `docstring_parser.parse(text)`; `Err` carries the exception text that escapes.
pub fn parse(text: &str) -> Result<Parsed, String> {
    let mut results = Vec::new();
    let mut last_error = None;
    let parsers: [StyleParser; 4] = [rest::parse, google::parse, numpydoc::parse, epydoc::parse];
    for parser in parsers {
        match parser(text) {
            Ok(p) => results.push(p),
            Err(Error::Parse(m)) => last_error = Some(m),
            Err(Error::Fatal(m)) => return Err(m),
        }
    }
    // `sorted(..., key=len(meta), reverse=True)[0]`: Python's sort is stable, so the first
    // style with the most entries wins.
    let best = results.iter().map(|p| p.meta.len()).max();
    match best {
        Some(max) => Ok(results
            .into_iter()
            .find(|p| p.meta.len() == max)
            .unwrap_or_default()),
        None => Err(format!("ParseError: {}", last_error.unwrap_or_default())),
    }
}

/// `re.finditer(r"(^X.*?)(?=^X|\Z)", text, re.S | re.M)` for a marker character `X`: the
/// chunks that start at a line beginning with `X`, each up to the next.
fn marker_chunks(text: &str, marker: char) -> Vec<&str> {
    let starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .filter(|&i| text[i..].starts_with(marker))
        .collect();
    starts
        .iter()
        .enumerate()
        .map(|(k, &s)| &text[s..starts.get(k + 1).copied().unwrap_or(text.len())])
        .collect()
}

/// `first_line + "\n" + inspect.cleandoc(rest)` when the description spans lines.
fn join_continuation(desc: &str) -> String {
    match desc.split_once('\n') {
        Some((first, rest)) => format!("{first}\n{}", py::cleandoc(rest)),
        None => desc.to_string(),
    }
}

/// `re.search("^X", text, re.M)`: the byte offset of the first line starting with `X`.
fn first_line_starting(text: &str, marker: char) -> Option<usize> {
    std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .find(|&i| text[i..].starts_with(marker))
}
