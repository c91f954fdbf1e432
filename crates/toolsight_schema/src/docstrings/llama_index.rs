//! llama-index-core 0.14.25 `FunctionTool.from_defaults(fn=f)`. The description is
//! `f"{name}{signature}\n{__doc__}"` stripped: the raw docstring, indentation and `Args:`
//! block included (nothing is removed). Parameter descriptions come from three regexes over
//! the raw docstring: `:param x: …`, Google-like `x (type): …` lines (an untyped `x: …` is
//! not matched) and javadoc `@param x …`; a name outside the signature is dropped (unless
//! the function has no parameters at all) and a second, different text for a name is ignored.

use super::{py, FuncDoc};

/// `FunctionTool.from_defaults(fn=f)`: `signature` is `str(inspect.signature(f))` with
/// context and `self` parameters removed, e.g. `(city: str, days: int = 3) -> str`.
pub fn parse(name: &str, signature: &str, doc: Option<&str>, params: &[&str]) -> FuncDoc {
    let doc = doc.unwrap_or("");
    let description = py::strip(&format!("{name}{signature}\n{doc}")).to_string();
    FuncDoc {
        description: Some(description),
        params: extract_param_docs(doc, params),
    }
}

/// `FunctionTool.extract_param_docs(docstring, fn_params)`, values stripped as the schema gets them.
pub fn extract_param_docs(doc: &str, fn_params: &[&str]) -> Vec<(String, String)> {
    let chars: Vec<char> = doc.chars().collect();
    let mut out: Vec<(String, String)> = Vec::new();
    let mut add = |name: String, desc: String| {
        let desc = py::strip(&desc).to_string();
        if !fn_params.is_empty() && !fn_params.contains(&name.as_str()) {
            return;
        }
        match out.iter().find(|(n, _)| *n == name) {
            Some(_) => {}
            None => out.push((name, desc)),
        }
    };
    for (name, desc) in sphinx_matches(&chars) {
        add(name, desc);
    }
    for (name, desc) in google_matches(&chars) {
        add(name, desc);
    }
    for (name, desc) in javadoc_matches(&chars) {
        add(name, desc);
    }
    out
}

fn line_end(chars: &[char], from: usize) -> usize {
    chars[from..]
        .iter()
        .position(|&c| c == '\n')
        .map_or(chars.len(), |p| from + p)
}

fn word_end(chars: &[char], from: usize) -> usize {
    chars[from..]
        .iter()
        .position(|&c| !py::is_word(c))
        .map_or(chars.len(), |p| from + p)
}

fn ws_end(chars: &[char], from: usize) -> usize {
    chars[from..]
        .iter()
        .position(|&c| !py::is_space(c))
        .map_or(chars.len(), |p| from + p)
}

fn starts_with(chars: &[char], at: usize, lit: &str) -> bool {
    let lit: Vec<char> = lit.chars().collect();
    chars.len() >= at + lit.len() && chars[at..at + lit.len()] == lit[..]
}

fn text(chars: &[char], from: usize, to: usize) -> String {
    chars[from..to].iter().collect()
}

/// `\s*(.+)$` (or `\s+(.+)`) after `from`: whitespace may cross lines, the text is the rest
/// of the line where it stops; when only whitespace is left, `.+` takes back its last
/// non-newline character. `min_ws` is 1 for `\s+`. Returns the text and the match end.
fn tail(chars: &[char], from: usize, min_ws: usize) -> Option<(String, usize)> {
    let t = ws_end(chars, from);
    if t - from >= min_ws && t < chars.len() {
        let end = line_end(chars, t);
        return Some((text(chars, t, end), end));
    }
    let u = (from + min_ws..t).rev().find(|&u| chars[u] != '\n')?;
    let end = line_end(chars, u);
    Some((text(chars, u, end), end))
}

/// `re.finditer(r":param (\w+): (.+)", doc)`.
fn sphinx_matches(chars: &[char]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if starts_with(chars, i, ":param ") {
            let w = i + 7;
            let we = word_end(chars, w);
            if we > w
                && starts_with(chars, we, ": ")
                && we + 2 < chars.len()
                && chars[we + 2] != '\n'
            {
                let end = line_end(chars, we + 2);
                out.push((text(chars, w, we), text(chars, we + 2, end)));
                i = end.max(i + 1);
                continue;
            }
        }
        i += 1;
    }
    out
}

/// `re.finditer(r"^\s*(\w+)\s*\(.*?\):\s*(.+)$", doc, re.MULTILINE)`.
fn google_matches(chars: &[char]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos <= chars.len() {
        let at_line_start = pos == 0 || chars[pos - 1] == '\n';
        if at_line_start {
            if let Some((name, desc, end)) = google_at(chars, pos) {
                out.push((name, desc));
                // The match ends before a newline (or at the end): the next line start follows.
                pos = if end > pos { end } else { pos + 1 };
                continue;
            }
        }
        pos += 1;
    }
    out
}

fn google_at(chars: &[char], start: usize) -> Option<(String, String, usize)> {
    let w = ws_end(chars, start);
    let we = word_end(chars, w);
    if we == w {
        return None;
    }
    let open = ws_end(chars, we);
    if chars.get(open) != Some(&'(') {
        return None;
    }
    let eol = line_end(chars, open);
    for close in open + 1..eol {
        if chars[close] == ')' && chars.get(close + 1) == Some(&':') {
            if let Some((desc, end)) = tail(chars, close + 2, 0) {
                return Some((text(chars, w, we), desc, end));
            }
        }
    }
    None
}

/// `re.finditer(r"@param (\w+)\s+(.+)", doc)`.
fn javadoc_matches(chars: &[char]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if starts_with(chars, i, "@param ") {
            let w = i + 7;
            let we = word_end(chars, w);
            if we > w {
                if let Some((desc, end)) = tail(chars, we, 1) {
                    out.push((text(chars, w, we), desc));
                    i = end.max(i + 1);
                    continue;
                }
            }
        }
        i += 1;
    }
    out
}
