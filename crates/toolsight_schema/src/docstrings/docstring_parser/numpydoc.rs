//! docstring_parser's NumPy parser: a title underlined by exactly as many dashes as it has
//! characters; key lines at column 0 inside a section, values indented below them.

use super::{py, Error, Meta, Parsed};

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Param,
    KeyValue,
    Examples,
    Single,
}

const SECTIONS: &[(&str, Kind)] = &[
    ("Parameters", Kind::Param),
    ("Params", Kind::Param),
    ("Arguments", Kind::Param),
    ("Args", Kind::Param),
    ("Other Parameters", Kind::Param),
    ("Other Params", Kind::Param),
    ("Other Arguments", Kind::Param),
    ("Other Args", Kind::Param),
    ("Receives", Kind::Param),
    ("Receive", Kind::Param),
    ("Raises", Kind::KeyValue),
    ("Raise", Kind::KeyValue),
    ("Warns", Kind::KeyValue),
    ("Warn", Kind::KeyValue),
    ("Attributes", Kind::Param),
    ("Attribute", Kind::Param),
    ("Returns", Kind::KeyValue),
    ("Return", Kind::KeyValue),
    ("Yields", Kind::KeyValue),
    ("Yield", Kind::KeyValue),
    ("Examples", Kind::Examples),
    ("Example", Kind::Examples),
    ("Warnings", Kind::Single),
    ("Warning", Kind::Single),
    ("See Also", Kind::Single),
    ("Related", Kind::Single),
    ("Notes", Kind::Single),
    ("Note", Kind::Single),
    ("References", Kind::Single),
    ("Reference", Kind::Single),
];

fn skip_ws(s: &str, from: usize) -> usize {
    s[from..]
        .find(|c: char| !py::is_space(c))
        .map_or(s.len(), |p| from + p)
}

/// `^(Title)\s*?\n-{N}\s*$` at `p` (a line start); the match end.
fn title_at(text: &str, p: usize, title: &str) -> Option<usize> {
    let after = p + title.len();
    if !text[p..].starts_with(title) {
        return None;
    }
    let ws_end = skip_ws(text, after);
    let dashes = "-".repeat(title.chars().count());
    for (q, _) in text[after..ws_end].match_indices('\n') {
        let d = after + q + 1;
        if !text[d..].starts_with(&dashes) {
            continue;
        }
        let d = d + dashes.len();
        let w = skip_ws(text, d);
        if w == text.len() {
            return Some(w);
        }
        if let Some(e) = text[d..w].rfind('\n') {
            return Some(d + e);
        }
    }
    None
}

/// `^\.\.\s*(deprecated)\s*::`.
fn deprecated_at(text: &str, p: usize) -> Option<usize> {
    let rest = text[p..].strip_prefix("..")?;
    let i = skip_ws(text, text.len() - rest.len());
    let rest = text[i..].strip_prefix("deprecated")?;
    let i = skip_ws(text, text.len() - rest.len());
    text[i..].starts_with("::").then_some(i + 2)
}

/// `titles_re.finditer(text)`: (kind, title, start, end) of every section header.
fn headers(text: &str) -> Vec<(Option<Kind>, &'static str, usize, usize)> {
    let mut out = Vec::new();
    let mut from = 0;
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    for p in line_starts {
        if p < from {
            continue;
        }
        let found = SECTIONS
            .iter()
            .find_map(|&(t, k)| title_at(text, p, t).map(|e| (Some(k), t, e)))
            .or_else(|| deprecated_at(text, p).map(|e| (None, "deprecated", e)));
        if let Some((kind, title, end)) = found {
            out.push((kind, title, p, end));
            from = end;
        }
    }
    out
}

/// `_KVSection.parse`: each line starting with a non-space is a key; its value the lines
/// below it, cleaned.
fn key_values(text: &str) -> Vec<(&str, String)> {
    let keys: Vec<(usize, usize)> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .filter(|&p| text[p..].chars().next().is_some_and(|c| !py::is_space(c)))
        .map(|p| (p, text[p..].find('\n').map_or(text.len(), |e| p + e)))
        .collect();
    keys.iter()
        .enumerate()
        .map(|(j, &(s, e))| {
            let stop = keys.get(j + 1).map_or(text.len(), |k| k.0);
            (&text[s..e], py::cleandoc(&text[e..stop]))
        })
        .collect()
}

/// `PARAM_KEY_REGEX`'s name: the key up to its first colon, less the whitespace before it.
fn param_name(key: &str) -> &str {
    match key.find(':') {
        Some(c) => key[..c].trim_end_matches(py::is_space),
        None => key,
    }
}

/// `PARAM_KEY_REGEX`'s type (what follows the first colon and the spaces after it), less
/// `PARAM_OPTIONAL_REGEX`'s `, optional` / `(optional)` suffix and everything from
/// `PARAM_DEFAULT_REGEX`'s first `, default` / `(default)` on.
fn param_type(key: &str) -> Option<String> {
    let c = key.find(':')?;
    let t = key[c + 1..].trim_start_matches(py::is_space);
    let t = t
        .strip_suffix(", optional")
        .or_else(|| t.strip_suffix("(optional)"))
        .unwrap_or(t);
    let cut = [", default", "(default)"]
        .iter()
        .filter_map(|m| t.find(m))
        .min();
    Some(cut.map_or(t, |i| &t[..i]).to_string())
}

/// How many examples `ExamplesSection.parse` yields.
fn example_count(text: &str) -> usize {
    let dedented = py::dedent(text);
    let lines = py::splitlines(py::strip(&dedented));
    let mut i = 0;
    let mut count = 0;
    while i < lines.len() {
        while i < lines.len() && lines[i].starts_with(">>>") {
            i += 1;
        }
        while i < lines.len() && !lines[i].starts_with(">>>") {
            i += 1;
        }
        count += 1;
    }
    count
}

pub fn parse(text: &str) -> Result<Parsed, Error> {
    if text.is_empty() {
        return Ok(Parsed::default());
    }
    let text = py::cleandoc(text);
    let all = headers(&text);
    let split = all.first().map_or(text.len(), |h| h.2);
    let mut ret = Parsed::with_description(&text[..split]);
    let meta_chunk = &text[split..];
    let found = headers(meta_chunk);
    for (j, &(kind, _, _, end)) in found.iter().enumerate() {
        let stop = found.get(j + 1).map_or(meta_chunk.len(), |h| h.2);
        let chunk = &meta_chunk[end..stop];
        match kind {
            Some(Kind::Param) => {
                for (key, value) in key_values(chunk) {
                    let description = Some(py::strip(&value).to_string()).filter(|d| !d.is_empty());
                    ret.meta.push(Meta::Param {
                        name: param_name(key).to_string(),
                        type_name: param_type(key),
                        description,
                    });
                }
            }
            Some(Kind::KeyValue) => ret
                .meta
                .extend(key_values(chunk).iter().map(|_| Meta::Other)),
            Some(Kind::Examples) => ret
                .meta
                .extend((0..example_count(chunk)).map(|_| Meta::Other)),
            Some(Kind::Single) | None => ret.meta.push(Meta::Other),
        }
    }
    Ok(ret)
}
