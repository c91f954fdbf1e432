//! griffe's Google-style parser (`parse_google`), line for line: the admonition regex that
//! finds `Header:` lines, the blank-line gates that silently skip a header, and the block
//! readers whose returned offsets decide where text resumes.

use super::{py, GoogleOptions, Param, Return, Section};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Parameters,
    OtherParameters,
    Returns,
    Yields,
    Receives,
    Examples,
    Items,
}

fn section_kind(title: &str) -> Option<Kind> {
    Some(match title.to_lowercase().as_str() {
        "args" | "arguments" | "params" | "parameters" => Kind::Parameters,
        "keyword args" | "keyword arguments" | "other args" | "other arguments"
        | "other params" | "other parameters" => Kind::OtherParameters,
        "returns" => Kind::Returns,
        "yields" => Kind::Yields,
        "receives" => Kind::Receives,
        "examples" => Kind::Examples,
        "type args" | "type arguments" | "type params" | "type parameters" | "raises"
        | "exceptions" | "attributes" | "functions" | "methods" | "classes" | "type aliases"
        | "modules" | "warns" | "warnings" => Kind::Items,
        _ => return None,
    })
}

/// `_RE_ADMONITION.match(line)`: `^(?P<type>[\w][\s\w-]*):(\s+(?P<title>[^\s].*))?\s*$`.
/// Returns the type when the line matches.
fn admonition(line: &str) -> Option<&str> {
    let (ty, rest) = line.split_once(':')?;
    let mut chars = ty.chars();
    let first = chars.next()?;
    if !py::is_word(first) || !chars.all(|c| py::is_space(c) || py::is_word(c) || c == '-') {
        return None;
    }
    if py::is_blank(rest) || rest.starts_with(py::is_space) {
        Some(ty)
    } else {
        None
    }
}

type Items = Vec<(usize, Vec<String>)>;

/// `_read_block_items`: items by indentation; the offset returned is the last line consumed.
fn read_block_items(lines: &[&str], offset: usize) -> (Items, isize) {
    if offset >= lines.len() {
        return (Vec::new(), offset as isize);
    }
    let mut new_offset = offset;
    while py::is_blank(lines[new_offset]) {
        new_offset += 1;
    }
    let indent = py::indent_of(lines[new_offset]);
    if indent == 0 {
        return (Vec::new(), new_offset as isize - 1);
    }
    let mut items = Vec::new();
    let mut current = (
        new_offset,
        vec![py::skip_chars(lines[new_offset], indent).to_string()],
    );
    new_offset += 1;
    let cont = " ".repeat(indent * 2);
    let between = " ".repeat(indent + 1);
    let same = " ".repeat(indent);
    while new_offset < lines.len() {
        let line = lines[new_offset];
        if py::is_blank(line) {
            current.1.push(String::new());
        } else if line.starts_with(&cont) {
            current.1.push(py::skip_chars(line, indent * 2).to_string());
        } else if line.starts_with(&between) {
            current.1.push(py::lstrip(line).to_string());
        } else if line.starts_with(&same) {
            items.push(current);
            current = (new_offset, vec![py::skip_chars(line, indent).to_string()]);
        } else {
            break;
        }
        new_offset += 1;
    }
    items.push(current);
    (items, new_offset as isize - 1)
}

/// `_read_block`: one indented block as text.
fn read_block(lines: &[&str], offset: usize) -> (String, isize) {
    if offset >= lines.len() {
        return (String::new(), offset as isize - 1);
    }
    let mut new_offset = offset;
    while py::is_blank(lines[new_offset]) {
        new_offset += 1;
    }
    let indent = py::indent_of(lines[new_offset]);
    if indent == 0 {
        return (String::new(), offset as isize - 1);
    }
    let mut block = vec![py::lstrip(lines[new_offset])];
    new_offset += 1;
    let prefix = " ".repeat(indent);
    while new_offset < lines.len()
        && (lines[new_offset].starts_with(&prefix) || py::is_blank(lines[new_offset]))
    {
        block.push(py::skip_chars(lines[new_offset], indent));
        new_offset += 1;
    }
    (
        block.join("\n").trim_end_matches('\n').to_string(),
        new_offset as isize - 1,
    )
}

/// `"\n".join([first.lstrip(), *rest]).rstrip("\n")`, the description of every item.
fn item_description(first: &str, rest: &[String]) -> String {
    let mut parts = vec![py::lstrip(first).to_string()];
    parts.extend(rest.iter().cloned());
    parts.join("\n").trim_end_matches('\n').to_string()
}

fn read_parameters(lines: &[&str], offset: usize) -> (Vec<Param>, isize) {
    let (items, new_offset) = read_block_items(lines, offset);
    let mut params = Vec::new();
    for (_, item) in items {
        let Some((name_with_type, description)) = item[0].split_once(':') else {
            continue;
        };
        let description = item_description(description, &item[1..]);
        let name = if name_with_type.contains('(') && name_with_type.ends_with(')') {
            py::strip(
                name_with_type
                    .split_once('(')
                    .map_or(name_with_type, |(n, _)| n),
            )
            .to_string()
        } else {
            name_with_type.to_string()
        };
        params.push(Param { name, description });
    }
    (params, new_offset)
}

/// `_read_returns_section` (and yields/receives, whose contents no framework reads).
fn read_returns(
    lines: &[&str],
    offset: usize,
    multiple: bool,
    named: bool,
) -> (Vec<Return>, isize) {
    let (block, new_offset): (Vec<Vec<String>>, isize) = if multiple {
        let (items, off) = read_block_items(lines, offset);
        (items.into_iter().map(|(_, l)| l).collect(), off)
    } else {
        let (text, off) = read_block(lines, offset);
        (
            vec![py::splitlines(&text)
                .into_iter()
                .map(str::to_string)
                .collect()],
            off,
        )
    };
    let mut returns = Vec::new();
    for item in block {
        // griffe raises IndexError on an empty single block; no framework survives that, and
        // an empty description is the closest plain-data answer.
        let first = item.first().map(String::as_str).unwrap_or("");
        // With `returns_named_value` the item is `name (type): desc`; no framework that keeps
        // that default reads the contents, so only the unnamed form is parsed.
        let (annotation, description) = if named {
            (None, first)
        } else if let Some((ann, desc)) = first.split_once(':') {
            (
                Some(
                    ann.trim_start_matches('(')
                        .trim_end_matches(')')
                        .to_string(),
                ),
                desc,
            )
        } else {
            (None, first)
        };
        let rest = if item.is_empty() { &[][..] } else { &item[1..] };
        let description = item_description(description, rest);
        returns.push(Return {
            annotation: annotation.filter(|a| !a.is_empty()),
            description,
        });
    }
    (returns, new_offset)
}

pub fn parse(lines: &[&str], options: GoogleOptions) -> Vec<Section> {
    let mut sections = Vec::new();
    let mut current: Vec<String> = Vec::new();
    let mut in_code_block = false;
    let flush = |current: &mut Vec<String>, sections: &mut Vec<Section>| {
        if !current.is_empty() {
            if current.iter().any(|l| !l.is_empty()) {
                sections.push(Section::Text(
                    current.join("\n").trim_end_matches('\n').to_string(),
                ));
            }
            current.clear();
        }
    };
    let n = lines.len();
    let mut offset: isize = 0;
    while (offset as usize) < n {
        let o = offset as usize;
        let line = lines[o];
        let is_code_fence = line.trim_start_matches(' ').starts_with("```");
        if in_code_block {
            if is_code_fence {
                in_code_block = false;
            }
            current.push(line.to_string());
        } else if is_code_fence {
            in_code_block = true;
            current.push(line.to_string());
        } else if let Some(ty) = admonition(line) {
            let blank_line_above = o == 0 || py::is_blank(lines[o - 1]);
            let has_next_line = o + 1 < n;
            let has_next_lines = o + 2 < n;
            let blank_line_below = has_next_line && py::is_blank(lines[o + 1]);
            let blank_lines_below = has_next_lines && py::is_blank(lines[o + 2]);
            let indented_line_below =
                has_next_line && !blank_line_below && lines[o + 1].starts_with(' ');
            let indented_lines_below =
                has_next_lines && !blank_lines_below && lines[o + 2].starts_with(' ');
            if !(indented_line_below || indented_lines_below)
                || !blank_line_above
                || (indented_lines_below && blank_line_below)
            {
                current.push(line.to_string());
                offset += 1;
                continue;
            }
            if let Some(kind) = section_kind(ty) {
                flush(&mut current, &mut sections);
                let start = o + 1;
                let (section, new_offset) = match kind {
                    Kind::Parameters => {
                        let (p, off) = read_parameters(lines, start);
                        (
                            if p.is_empty() {
                                None
                            } else {
                                Some(Section::Parameters(p))
                            },
                            off,
                        )
                    }
                    Kind::OtherParameters => {
                        let (p, off) = read_parameters(lines, start);
                        (
                            if p.is_empty() {
                                None
                            } else {
                                Some(Section::OtherParameters(p))
                            },
                            off,
                        )
                    }
                    Kind::Returns => {
                        let (r, off) = read_returns(
                            lines,
                            start,
                            options.returns_multiple_items,
                            options.returns_named_value,
                        );
                        (
                            if r.is_empty() {
                                None
                            } else {
                                Some(Section::Returns(r))
                            },
                            off,
                        )
                    }
                    Kind::Yields => {
                        let (r, off) = read_returns(
                            lines,
                            start,
                            options.returns_multiple_items,
                            options.returns_named_value,
                        );
                        (
                            if r.is_empty() {
                                None
                            } else {
                                Some(Section::Other)
                            },
                            off,
                        )
                    }
                    Kind::Receives => {
                        let (r, off) = read_returns(lines, start, true, true);
                        (
                            if r.is_empty() {
                                None
                            } else {
                                Some(Section::Other)
                            },
                            off,
                        )
                    }
                    // The examples reader always yields at least one sub-section.
                    Kind::Examples => (Some(Section::Other), read_block(lines, start).1),
                    Kind::Items => {
                        // Every other item reader skips an item without a colon.
                        let (items, off) = read_block_items(lines, start);
                        let any = items.iter().any(|(_, l)| l[0].contains(':'));
                        (if any { Some(Section::Other) } else { None }, off)
                    }
                };
                if let Some(section) = section {
                    sections.push(section);
                }
                offset = new_offset;
            } else {
                let (contents, new_offset) = read_block(lines, o + 1);
                offset = new_offset;
                if !contents.is_empty() {
                    flush(&mut current, &mut sections);
                    sections.push(Section::Admonition);
                } else if offset >= 0 && (offset as usize) < n {
                    current.push(lines[offset as usize].to_string());
                }
            }
        } else {
            current.push(line.to_string());
        }
        offset += 1;
    }
    if current.iter().any(|l| !l.is_empty()) {
        sections.push(Section::Text(
            current.join("\n").trim_end_matches('\n').to_string(),
        ));
    }
    sections
}
