//! fastcore's `docscrape.NumpyDocString`, reduced to what `docments` reads: the
//! `Parameters` descriptions and the first `Returns` entry, plus the exceptions the parser
//! raises on malformed docstrings.

use std::collections::HashMap;

use super::text::{dedent, is_word_char};
use crate::frameworks::LibError;

/// What `_merge_docs` takes from a NumPy docstring.
#[derive(Debug, Default, PartialEq)]
pub struct NumpyDocs {
    /// `Parameters` entries by name: the description lines joined with `\n`.
    pub params: HashMap<String, String>,
    /// The first `Returns` entry's description, when the section has an entry.
    pub returns: Option<String>,
}

struct Reader {
    lines: Vec<String>,
    l: usize,
}

impl Reader {
    fn new(lines: Vec<String>) -> Reader {
        Reader { lines, l: 0 }
    }
    fn eof(&self) -> bool {
        self.l >= self.lines.len()
    }
    fn read(&mut self) -> String {
        if self.eof() {
            return String::new();
        }
        self.l += 1;
        self.lines[self.l - 1].clone()
    }
    fn seek_next_non_empty_line(&mut self) {
        while self.l < self.lines.len() && self.lines[self.l].trim().is_empty() {
            self.l += 1;
        }
    }
    /// Python's `peek(n)`, including its negative indexing quirk for `n = -1` at the start.
    fn peek(&self, n: isize) -> String {
        let i = self.l as isize + n;
        if i < self.lines.len() as isize {
            let idx = if i < 0 {
                self.lines.len() as isize + i
            } else {
                i
            };
            if idx >= 0 {
                return self.lines[idx as usize].clone();
            }
        }
        String::new()
    }
    fn read_to_condition(&mut self, cond: impl Fn(&str) -> bool) -> Vec<String> {
        let start = self.l;
        for i in start..self.lines.len() {
            if cond(&self.lines[i]) {
                return self.lines[start..self.l].to_vec();
            }
            self.l += 1;
            if self.eof() {
                let end = (self.l + 1).min(self.lines.len());
                return self.lines[start..end].to_vec();
            }
        }
        Vec::new()
    }
    fn read_to_next_empty_line(&mut self) -> Vec<String> {
        self.seek_next_non_empty_line();
        self.read_to_condition(|l| l.trim().is_empty())
    }
    fn read_to_next_unindented_line(&mut self) -> Vec<String> {
        self.read_to_condition(|l| !l.trim().is_empty() && l.trim_start().len() == l.len())
    }
    fn is_at_section(&mut self) -> bool {
        self.seek_next_non_empty_line();
        if self.eof() {
            return false;
        }
        let l1 = self.peek(0).trim().to_string();
        let l2 = self.peek(1).trim().to_string();
        let n = l1.chars().count();
        l2.starts_with(&"-".repeat(n)) || l2.starts_with(&"=".repeat(n))
    }
    fn read_to_next_section(&mut self) -> Vec<String> {
        let mut section = self.read_to_next_empty_line();
        while !self.is_at_section() && !self.eof() {
            if self.peek(-1).trim().is_empty() {
                section.push(String::new());
            }
            section.extend(self.read_to_next_empty_line());
        }
        section
    }
}

fn dedent_lines(lines: &[String]) -> Vec<String> {
    dedent(&lines.join("\n"))
        .split('\n')
        .map(str::to_string)
        .collect()
}

fn strip_blank_lines(mut l: Vec<String>) -> Vec<String> {
    while l.first().is_some_and(|s| s.trim().is_empty()) {
        l.remove(0);
    }
    while l.last().is_some_and(|s| s.trim().is_empty()) {
        l.pop();
    }
    l
}

/// `NumpyDocString._strip`, with its behaviour on all-blank input.
fn strip_doc(doc: &[String]) -> Vec<String> {
    if doc.is_empty() {
        return Vec::new();
    }
    let mut i = 0;
    for (k, line) in doc.iter().enumerate() {
        i = k;
        if !line.trim().is_empty() {
            break;
        }
    }
    let mut j = 0;
    for (k, line) in doc.iter().rev().enumerate() {
        j = k;
        if !line.trim().is_empty() {
            break;
        }
    }
    let end = doc.len() - j;
    if i >= end {
        Vec::new()
    } else {
        doc[i..end].to_vec()
    }
}

/// `(name, type, desc)` entries of a parameter-list section.
fn parse_param_list(
    content: &[String],
    single_element_is_type: bool,
) -> Vec<(String, Vec<String>)> {
    let mut r = Reader::new(dedent_lines(content));
    let mut params = Vec::new();
    while !r.eof() {
        let header = r.read().trim().to_string();
        let name = match header.split_once(" :") {
            Some((n, _)) => n.trim().to_string(),
            None if single_element_is_type => String::new(),
            None => header.clone(),
        };
        let desc = strip_blank_lines(dedent_lines(&r.read_to_next_unindented_line()));
        params.push((name, desc));
    }
    params
}

/// `^([\w., ]+=)?\s*[\w\.]+\(.*\)$`: a summary line that is a call signature.
fn is_signature(s: &str) -> bool {
    fn body(s: &str) -> bool {
        let s = s.trim_start();
        let run = s
            .char_indices()
            .find(|(_, c)| !(is_word_char(*c) || *c == '.'))
            .map(|(i, _)| i)
            .unwrap_or(s.len());
        run > 0 && s[run..].starts_with('(') && s.ends_with(')') && s.len() > run + 1
    }
    let prefix_end = s
        .char_indices()
        .find(|(_, c)| !(is_word_char(*c) || matches!(c, '.' | ',' | ' ')))
        .map(|(i, _)| i)
        .unwrap_or(s.len());
    if prefix_end > 0 && s[prefix_end..].starts_with('=') && body(&s[prefix_end + 1..]) {
        return true;
    }
    body(s)
}

fn capitalize(word: &str) -> String {
    let mut cs = word.chars();
    match cs.next() {
        Some(f) => f
            .to_uppercase()
            .chain(cs.flat_map(|c| c.to_lowercase()))
            .collect(),
        None => String::new(),
    }
}

/// Parses `docstring(sym)` (already `getdoc`-cleaned) as fastcore's `NumpyDocString` does.
pub fn parse(doc: &str) -> Result<NumpyDocs, LibError> {
    let lines: Vec<String> = dedent(doc).split('\n').map(str::to_string).collect();
    let mut r = Reader::new(lines);

    // Sections whose current value is truthy (a second occurrence raises).
    let mut filled: Vec<String> = vec!["Summary".into()];

    // _parse_summary
    if !r.is_at_section() {
        let mut summary;
        loop {
            summary = r.read_to_next_empty_line();
            let joined = summary
                .iter()
                .map(|s| s.trim())
                .collect::<Vec<_>>()
                .join(" ");
            if is_signature(joined.trim()) && !r.is_at_section() {
                continue;
            }
            break;
        }
        let _ = summary;
        if !r.is_at_section() {
            let extended = r.read_to_next_section();
            if !extended.is_empty() {
                filled.push("Extended".into());
            }
        }
    }

    // _read_sections
    let mut sections: Vec<(String, Vec<String>)> = Vec::new();
    while !r.eof() {
        let data = r.read_to_next_section();
        let Some(first) = data.first() else {
            return Err(LibError::new("IndexError", "list index out of range"));
        };
        let name = first.trim().to_string();
        if name.starts_with("..") {
            sections.push((name, data[1..].to_vec()));
        } else if data.len() < 2 {
            return Err(LibError::new(
                "TypeError",
                "cannot unpack non-iterable type object",
            ));
        } else {
            sections.push((name, strip_doc(&data[2..])));
        }
    }
    let has = |n: &str| sections.iter().any(|(s, _)| s == n);
    if has("Returns") && has("Yields") {
        return Err(LibError::new(
            "ValueError",
            "Docstring contains both a Returns and Yields section.",
        ));
    }
    if !has("Yields") && has("Receives") {
        return Err(LibError::new(
            "ValueError",
            "Docstring contains a Receives section but not Yields.",
        ));
    }

    const KNOWN: &[&str] = &[
        "Summary",
        "Extended",
        "Yields",
        "Receives",
        "Other",
        "Raises",
        "Warns",
        "Warnings",
        "See",
        "Also",
        "Notes",
        "References",
        "Examples",
        "Attributes",
        "Methods",
        "Parameters",
        "Returns",
    ];
    let mut out = NumpyDocs::default();
    let mut returns: Option<Vec<(String, Vec<String>)>> = None;
    for (raw, content) in &sections {
        let section = if raw.starts_with("..") {
            raw.clone()
        } else {
            let s = raw.split(' ').map(capitalize).collect::<Vec<_>>().join(" ");
            if filled.contains(&s) {
                let full = r.lines.join("\n");
                return Err(LibError::new(
                    "ValueError",
                    format!("The section {s} appears twice in  {full}"),
                ));
            }
            s
        };
        let value_truthy;
        match section.as_str() {
            "Parameters" | "Other Parameters" | "Attributes" | "Methods" => {
                let params = parse_param_list(content, false);
                value_truthy = !params.is_empty();
                if section == "Parameters" {
                    out.params.clear();
                    for (name, desc) in params {
                        out.params.insert(name, desc.join("\n"));
                    }
                }
            }
            "Returns" | "Yields" | "Raises" | "Warns" | "Receives" => {
                let params = parse_param_list(content, true);
                value_truthy = !params.is_empty();
                if section == "Returns" {
                    returns = Some(params);
                }
            }
            _ => value_truthy = !content.is_empty(),
        }
        if value_truthy && KNOWN.contains(&section.as_str()) && !filled.contains(&section) {
            filled.push(section.clone());
        }
    }
    out.returns = returns
        .and_then(|r| r.into_iter().next())
        .map(|(_, desc)| desc.join("\n"));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_parameters_and_returns() {
        let doc = "Multiply.\n\nParameters\n----------\na : int\n    The first.\n    More.\nb : int\n    The second.\n\nReturns\n-------\nint\n    The product.";
        let d = parse(doc).unwrap();
        assert_eq!(d.params["a"], "The first.\nMore.");
        assert_eq!(d.params["b"], "The second.");
        assert_eq!(d.returns.as_deref(), Some("The product."));
    }

    #[test]
    fn rejects_returns_and_yields() {
        let doc = "X.\n\nReturns\n-------\nint\n\nYields\n------\nint";
        assert_eq!(parse(doc).unwrap_err().code, "ValueError");
    }

    #[test]
    fn signature_summary() {
        assert!(is_signature("f(x, y)"));
        assert!(is_signature("a, b = np.f(x)"));
        assert!(!is_signature("Add two numbers."));
    }
}
