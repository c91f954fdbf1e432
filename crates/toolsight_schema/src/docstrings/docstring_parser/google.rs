//! docstring_parser's Google parser: exact `Title:` lines split the text; inside a
//! multiple-item section, items start at the section's first indentation.

use super::{py, Error, Meta, Parsed};

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Param,
    Raises,
    Singular,
}

const TITLES: &[(&str, Kind)] = &[
    ("Arguments", Kind::Param),
    ("Args", Kind::Param),
    ("Parameters", Kind::Param),
    ("Params", Kind::Param),
    ("Raises", Kind::Raises),
    ("Exceptions", Kind::Raises),
    ("Except", Kind::Raises),
    ("Attributes", Kind::Param),
    ("Example", Kind::Singular),
    ("Examples", Kind::Singular),
    ("Returns", Kind::Singular),
    ("Yields", Kind::Singular),
];

/// `titles_re` on one line: the title, `:`, then only `[ \t\r\f\v]`.
fn title_of(line: &str) -> Option<&'static str> {
    let head = line
        .trim_end_matches([' ', '\t', '\r', '\x0c', '\x0b'])
        .strip_suffix(':')?;
    TITLES.iter().find(|(t, _)| *t == head).map(|(t, _)| *t)
}

/// Every title line: (title, start of the line, end of the match).
fn titles(text: &str) -> Vec<(&'static str, usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for line in text.split('\n') {
        if let Some(t) = title_of(line) {
            out.push((t, start, start + line.len()));
        }
        start += line.len() + 1;
    }
    out
}

/// `GOOGLE_TYPED_ARG_REGEX.match(before)`: `\s*(.+?)\s*\(\s*(.*[^\s]+)\s*\)`, as (name,
/// type).
fn typed_arg(before: &str) -> Option<(String, String)> {
    let chars: Vec<char> = before.chars().collect();
    let i0 = chars.iter().take_while(|&&c| py::is_space(c)).count();
    for k in i0 + 1..=chars.len() {
        if chars[k - 1] == '\n' {
            return None;
        }
        let j = k + chars[k..].iter().take_while(|&&c| py::is_space(c)).count();
        if chars.get(j) != Some(&'(') {
            continue;
        }
        // `\(\s*` takes every space; the greedy `.*[^\s]+` then ends at the last non-space
        // character of its line that `\s*\)` can follow.
        let t0 = j
            + 1
            + chars[j + 1..]
                .iter()
                .take_while(|&&c| py::is_space(c))
                .count();
        let line_end = (t0..chars.len())
            .find(|&i| chars[i] == '\n')
            .unwrap_or(chars.len());
        let end = (t0 + 1..=line_end).rev().find(|&e| {
            !py::is_space(chars[e - 1])
                && chars[e..]
                    .iter()
                    .find(|&&c| !py::is_space(c))
                    .is_some_and(|&c| c == ')')
        });
        if let Some(e) = end {
            return Some((chars[i0..k].iter().collect(), chars[t0..e].iter().collect()));
        }
    }
    None
}

pub fn parse(text: &str) -> Result<Parsed, Error> {
    if text.is_empty() {
        return Ok(Parsed::default());
    }
    let text = py::cleandoc(text);
    let all = titles(&text);
    let split = all.first().map_or(text.len(), |&(_, s, _)| s);
    let mut ret = Parsed::with_description(&text[..split]);
    let meta_chunk = &text[split..];
    let matches = titles(meta_chunk);
    if matches.is_empty() {
        return Ok(ret);
    }
    // An OrderedDict: a repeated title keeps its first place and takes the last text.
    let mut chunks: Vec<(&'static str, String)> = Vec::new();
    for (j, &(title, _, end)) in matches.iter().enumerate() {
        let stop = matches.get(j + 1).map_or(meta_chunk.len(), |m| m.1);
        let mut details = &meta_chunk[end..stop];
        let unknown = details.match_indices('\n').find(|(i, _)| {
            details[i + 1..]
                .chars()
                .next()
                .is_some_and(|c| !py::is_space(c))
        });
        if let Some((i, _)) = unknown {
            details = &details[..i];
        }
        let value = details.trim_matches('\n').to_string();
        match chunks.iter_mut().find(|(t, _)| *t == title) {
            Some(slot) => slot.1 = value,
            None => chunks.push((title, value)),
        }
    }
    for (title, chunk) in &chunks {
        let kind = TITLES
            .iter()
            .find(|(t, _)| t == title)
            .map_or(Kind::Singular, |&(_, k)| k);
        if kind == Kind::Singular {
            ret.meta.push(if matches!(*title, "Returns" | "Yields") {
                Meta::Returns
            } else {
                Meta::Other
            });
            continue;
        }
        let indent_len = chunk.len() - chunk.trim_start_matches(py::is_space).len();
        let indent = &chunk[..indent_len];
        let starts: Vec<usize> = std::iter::once(0)
            .chain(chunk.match_indices('\n').map(|(i, _)| i + 1))
            .filter(|&p| {
                chunk[p..]
                    .strip_prefix(indent)
                    .and_then(|r| r.chars().next())
                    .is_some_and(|c| !py::is_space(c))
            })
            .collect();
        if starts.is_empty() {
            return Err(Error::Parse(format!(
                "No specification for \"{title}\": \"{chunk}\""
            )));
        }
        for (j, &s) in starts.iter().enumerate() {
            let end = starts.get(j + 1).copied().unwrap_or(chunk.len());
            let part = chunk[s + indent.len()..end].trim_matches('\n');
            let Some((before, desc)) = part.split_once(':') else {
                return Err(Error::Parse(format!("Expected a colon in {part:?}.")));
            };
            if kind == Kind::Raises {
                ret.meta.push(Meta::Other);
                continue;
            }
            let before = match before.split_once('\n') {
                Some((first, rest)) => format!("{first}{}", py::cleandoc(rest)),
                None => before.to_string(),
            };
            let mut desc = desc.strip_prefix(' ').unwrap_or(desc).to_string();
            if desc.contains('\n') {
                desc = super::join_continuation(&desc);
            }
            let desc = desc.trim_matches('\n').to_string();
            let (name, type_name) = match typed_arg(&before) {
                Some((name, t)) => {
                    let t = t
                        .strip_suffix(", optional")
                        .or_else(|| t.strip_suffix('?'))
                        .map(str::to_string)
                        .unwrap_or(t);
                    (name, Some(t))
                }
                None => (before, None),
            };
            ret.meta.push(Meta::Param {
                name,
                type_name,
                description: Some(desc),
            });
        }
    }
    Ok(ret)
}
