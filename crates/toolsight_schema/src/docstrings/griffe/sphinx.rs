//! griffe's Sphinx parser (`parse_sphinx`): lines starting with a known `:field` take every
//! following line up to the next line that starts with `:`; all other lines are description.
//! The result is always a text section first (possibly empty), then parameters, returns.

use super::{py, Param, Return, Section};

#[derive(Clone, Copy, PartialEq)]
enum Field {
    ParamType,
    Param,
    AttributeType,
    Attribute,
    Exception,
    Return,
    ReturnType,
}

/// `_field_types` in order; each matches by prefix (`:parameter` is a `:param`).
fn field(line: &str) -> Option<Field> {
    const TABLE: &[(&[&str], Field)] = &[
        (&["type"], Field::ParamType),
        (
            &["param", "parameter", "arg", "argument", "key", "keyword"],
            Field::Param,
        ),
        (&["vartype"], Field::AttributeType),
        (&["var", "ivar", "cvar"], Field::Attribute),
        (
            &["raises", "raise", "except", "exception"],
            Field::Exception,
        ),
        (&["returns", "return"], Field::Return),
        (&["rtype"], Field::ReturnType),
    ];
    let rest = line.strip_prefix(':')?;
    TABLE
        .iter()
        .find(|(names, _)| names.iter().any(|n| rest.starts_with(n)))
        .map(|&(_, f)| f)
}

/// `_parse_directive`: the directive's words and its value, `None` when it has no second colon;
/// also the index of the last line consumed.
fn parse_directive(lines: &[&str], offset: usize) -> (Option<(Vec<String>, String)>, usize) {
    let mut block = vec![py::lstrip(lines[offset])];
    let mut i = offset + 1;
    while i < lines.len() && !lines[i].starts_with(':') {
        block.push(lines[i]);
        i += 1;
    }
    let line = py::cleandoc(&block.join("\n"))
        .trim_end_matches('\n')
        .to_string();
    let mut parts = line.splitn(3, ':');
    let (_, directive, value) = (parts.next(), parts.next(), parts.next());
    let parsed = match (directive, value) {
        (Some(d), Some(v)) => Some((
            d.split(' ').map(str::to_string).collect(),
            py::strip(v).to_string(),
        )),
        _ => None,
    };
    (parsed, i - 1)
}

fn strip_blank_lines<'a>(lines: &'a [&'a str]) -> &'a [&'a str] {
    let Some(first) = lines.iter().position(|l| !py::is_blank(l)) else {
        return &[];
    };
    let last = lines
        .iter()
        .rposition(|l| !py::is_blank(l))
        .unwrap_or(first);
    &lines[first..=last]
}

pub fn parse(lines: &[&str]) -> Vec<Section> {
    let mut description: Vec<&str> = Vec::new();
    let mut params: Vec<Param> = Vec::new();
    let mut attributes = false;
    let mut exceptions = false;
    let mut return_value: Option<Return> = None;
    let mut return_type: Option<String> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let Some(kind) = field(line) else {
            description.push(line);
            i += 1;
            continue;
        };
        let (parsed, next) = parse_directive(lines, i);
        if let Some((parts, value)) = parsed {
            match kind {
                Field::Param => {
                    let name = match parts.len() {
                        2 => Some(parts[1].clone()),
                        3 => Some(parts[2].clone()),
                        n if n > 3 => Some(parts[n - 1].clone()),
                        _ => None,
                    };
                    if let Some(name) = name {
                        if !params.iter().any(|p| p.name == name) {
                            params.push(Param {
                                name,
                                description: value,
                            });
                        }
                    }
                }
                Field::Attribute => attributes |= parts.len() == 2,
                Field::Exception => exceptions |= parts.len() == 2,
                Field::Return => {
                    return_value = Some(Return {
                        annotation: return_type.clone(),
                        description: value,
                    });
                }
                Field::ReturnType => {
                    let ty = py::strip(&value).replace(" or ", " | ");
                    if let Some(r) = return_value.as_mut() {
                        r.annotation = Some(ty.clone());
                    }
                    return_type = Some(ty);
                }
                Field::ParamType | Field::AttributeType => {}
            }
        }
        i = next + 1;
    }
    let mut sections = vec![Section::Text(strip_blank_lines(&description).join("\n"))];
    if !params.is_empty() {
        sections.push(Section::Parameters(params));
    }
    if attributes {
        sections.push(Section::Other);
    }
    if let Some(r) = return_value {
        sections.push(Section::Returns(vec![r]));
    }
    if exceptions {
        sections.push(Section::Other);
    }
    sections
}
