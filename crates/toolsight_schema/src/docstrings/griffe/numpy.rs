//! griffe's NumPy-style parser (`parse_numpy`): a header is any non-blank line followed by a
//! dash line; known headers start sections, unknown ones admonitions, and everything after a
//! section's items is text again.

use super::{py, Param, Return, Section};

fn is_dash_line(line: &str) -> bool {
    line.contains('-') && py::is_blank(&line.replace('-', ""))
}

/// `[_a-z]` under `re.IGNORECASE` (Unicode case folding lets four non-ASCII letters in).
fn name_start(c: char) -> bool {
    c == '_'
        || c.is_ascii_alphabetic()
        || matches!(c, '\u{130}' | '\u{131}' | '\u{17f}' | '\u{212a}')
}

fn name_char(c: char) -> bool {
    name_start(c) || c.is_ascii_digit()
}

/// Length in chars of `\*{0,2}[_a-z][_a-z0-9]*` at the start of `chars`, if it matches.
fn name_len(chars: &[char]) -> Option<usize> {
    let stars = chars.iter().take(2).take_while(|&&c| c == '*').count();
    if !chars.get(stars).copied().is_some_and(name_start) {
        return None;
    }
    Some(
        stars
            + 1
            + chars[stars + 1..]
                .iter()
                .take_while(|&&c| name_char(c))
                .count(),
    )
}

/// The `names` group of `_RE_PARAMETER`, matched at the start of the line.
fn parameter_names(line: &str) -> Option<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut end = name_len(&chars)?;
    while chars.get(end) == Some(&',') && chars.get(end + 1).copied().is_some_and(py::is_space) {
        match name_len(&chars[end + 2..]) {
            Some(n) => end += 2 + n,
            None => break,
        }
    }
    Some(chars[..end].iter().collect())
}

/// `_read_block_items`: items start at column 0, continuation lines are indented.
fn read_block_items(lines: &[&str], offset: usize) -> (Vec<Vec<String>>, usize) {
    if offset >= lines.len() {
        return (Vec::new(), offset);
    }
    let mut new_offset = offset;
    while py::is_blank(lines[new_offset]) {
        new_offset += 1;
    }
    let mut items = Vec::new();
    let mut current = vec![lines[new_offset].to_string()];
    new_offset += 1;
    while new_offset < lines.len() {
        let line = lines[new_offset];
        if py::is_blank(line) {
            current.push(String::new());
        } else if let Some(rest) = line.strip_prefix("    ") {
            current.push(rest.to_string());
        } else if line.starts_with(' ') {
            current.push(py::lstrip(line).to_string());
        } else if new_offset + 1 < lines.len() && is_dash_line(lines[new_offset + 1]) {
            break;
        } else {
            items.push(std::mem::replace(&mut current, vec![line.to_string()]));
        }
        new_offset += 1;
    }
    items.push(current);
    (items, new_offset - 1)
}

/// `_read_block`, used by the examples section only: its end offset is all that matters.
fn read_block_end(lines: &[&str], offset: usize) -> usize {
    if offset >= lines.len() {
        return offset;
    }
    let n = lines.len();
    let mut new_offset = offset;
    while py::is_blank(lines[new_offset]) {
        new_offset += 1;
    }
    while new_offset < n {
        let is_empty = py::is_blank(lines[new_offset]);
        if is_empty && new_offset + 1 < n && is_dash_line(lines[new_offset + 1]) {
            break;
        }
        if is_empty && new_offset + 2 < n && is_dash_line(lines[new_offset + 2]) {
            break;
        }
        new_offset += 1;
    }
    new_offset - 1
}

fn read_parameters(lines: &[&str], offset: usize) -> (Vec<Param>, usize) {
    let (items, new_offset) = read_block_items(lines, offset);
    let mut params = Vec::new();
    for item in items {
        let Some(names) = parameter_names(&item[0]) else {
            continue;
        };
        let description = if item.len() > 1 {
            py::rstrip(&item[1..].join("\n")).to_string()
        } else {
            String::new()
        };
        for name in names.split(", ") {
            params.push(Param {
                name: name.to_string(),
                description: description.clone(),
            });
        }
    }
    (params, new_offset)
}

/// The annotation `_RE_RETURNS` finds in a returns item's first line (`nt_type` or `type`).
fn return_annotation(line: &str) -> Option<String> {
    let chars: Vec<char> = line.chars().collect();
    let skip_ws = |mut i: usize| {
        while i < chars.len() && py::is_space(chars[i]) {
            i += 1;
        }
        i
    };
    // `(?P<nt_name>NAME)\s*:\s*(?P<nt_type>.+)` and `(?P<name>NAME)\s*:\s*`.
    if let Some(n) = name_len(&chars) {
        let colon = skip_ws(n);
        if chars.get(colon) == Some(&':') {
            let rest = &chars[colon + 1..];
            if rest.is_empty() {
                return None;
            }
            let after = skip_ws(colon + 1);
            let ty: String = if after < chars.len() {
                chars[after..].iter().collect()
            } else {
                chars[chars.len() - 1..].iter().collect()
            };
            return Some(ty);
        }
    }
    // `\s*:\s*$`.
    let lead = skip_ws(0);
    if chars.get(lead) == Some(&':') && skip_ws(lead + 1) == chars.len() {
        return None;
    }
    // `(?::\s*)?(?P<type>.+)\s*`.
    let start = if chars.first() == Some(&':') {
        skip_ws(1)
    } else {
        0
    };
    if start < chars.len() {
        Some(chars[start..].iter().collect())
    } else {
        // `.+` backtracks into the whitespace after the colon.
        Some(chars[chars.len() - 1..].iter().collect())
    }
}

fn read_returns(lines: &[&str], offset: usize) -> (Vec<Return>, usize) {
    let (items, new_offset) = read_block_items(lines, offset);
    let returns = items
        .iter()
        .map(|item| Return {
            annotation: return_annotation(&item[0]).filter(|a| !a.is_empty()),
            description: py::dedent(&item[1..].join("\n")),
        })
        .collect();
    (returns, new_offset)
}

#[derive(Clone, Copy)]
enum Kind {
    Parameters,
    OtherParameters,
    TypeParameters,
    Returns,
    Examples,
    Items,
}

fn section_kind(line_lower: &str) -> Option<Kind> {
    Some(match line_lower {
        "parameters" => Kind::Parameters,
        "other parameters" => Kind::OtherParameters,
        "type parameters" => Kind::TypeParameters,
        "returns" => Kind::Returns,
        "examples" => Kind::Examples,
        "deprecated" | "yields" | "receives" | "raises" | "warns" | "attributes" | "functions"
        | "methods" | "classes" | "type aliases" | "modules" => Kind::Items,
        _ => return None,
    })
}

fn append_section(sections: &mut Vec<Section>, current: &[String], admonition: bool) {
    if admonition {
        sections.push(Section::Admonition);
    } else if current.iter().any(|l| !l.is_empty()) {
        sections.push(Section::Text(
            current.join("\n").trim_end_matches('\n').to_string(),
        ));
    }
}

pub fn parse(lines: &[&str]) -> Vec<Section> {
    let mut sections = Vec::new();
    let mut current: Vec<String> = Vec::new();
    let mut admonition = false;
    let mut in_code_block = false;
    let n = lines.len();
    let mut offset = 0usize;
    while offset < n {
        let line = lines[offset];
        let is_code_fence = line.trim_start_matches(' ').starts_with("```");
        if in_code_block {
            if is_code_fence {
                in_code_block = false;
            }
            current.push(line.to_string());
        } else if is_code_fence {
            in_code_block = true;
            current.push(line.to_string());
        } else if py::is_blank(line) {
            current.push(String::new());
        } else if offset == n - 1 {
            current.push(line.to_string());
            append_section(&mut sections, &current, admonition);
            admonition = false;
            current.clear();
        } else if is_dash_line(lines[offset + 1]) {
            append_section(&mut sections, &current, admonition);
            current.clear();
            match section_kind(&line.to_lowercase()) {
                Some(kind) => {
                    admonition = false;
                    let start = offset + 2;
                    let (section, new_offset) = match kind {
                        Kind::Parameters | Kind::OtherParameters | Kind::TypeParameters => {
                            let (p, off) = read_parameters(lines, start);
                            let section = match kind {
                                _ if p.is_empty() => None,
                                Kind::Parameters => Some(Section::Parameters(p)),
                                Kind::OtherParameters => Some(Section::OtherParameters(p)),
                                _ => Some(Section::Other),
                            };
                            (section, off)
                        }
                        Kind::Returns => {
                            let (r, off) = read_returns(lines, start);
                            (
                                if r.is_empty() {
                                    None
                                } else {
                                    Some(Section::Returns(r))
                                },
                                off,
                            )
                        }
                        Kind::Examples => (Some(Section::Other), read_block_end(lines, start)),
                        Kind::Items => {
                            let (items, off) = read_block_items(lines, start);
                            (
                                if items.is_empty() {
                                    None
                                } else {
                                    Some(Section::Other)
                                },
                                off,
                            )
                        }
                    };
                    if let Some(section) = section {
                        sections.push(section);
                    }
                    offset = new_offset;
                }
                None => {
                    admonition = true;
                    offset += 1;
                }
            }
        } else {
            current.push(line.to_string());
        }
        offset += 1;
    }
    append_section(&mut sections, &current, admonition);
    sections
}
