//! docstring_parser's Epydoc parser: `@field name: description` chunks from the first line
//! starting with `@`. Each chunk is classified by regexes searched anywhere inside it.

use super::{first_line_starting, join_continuation, marker_chunks, py, Error, Meta, Parsed};

/// `[_A-z]` and `[_A-z0-9]` (the ASCII range `A`..`z` includes `[\]^_` and backquote).
fn name_start(c: char) -> bool {
    ('A'..='z').contains(&c)
}

fn name_char(c: char) -> bool {
    name_start(c) || c.is_ascii_digit()
}

fn skip<F: Fn(char) -> bool>(chars: &[char], from: usize, f: F) -> usize {
    from + chars[from..].iter().take_while(|&&c| f(c)).count()
}

/// `\s+NAME\??` at `i`: the end, if it matches.
fn spaced_name(chars: &[char], i: usize) -> Option<usize> {
    let w = skip(chars, i, py::is_space);
    if w == i || !chars.get(w).copied().is_some_and(name_start) {
        return None;
    }
    let e = skip(chars, w + 1, name_char);
    Some(if chars.get(e) == Some(&'?') { e + 1 } else { e })
}

struct Found {
    key: String,
    group2: Option<String>,
    end: usize,
}

fn starts(chars: &[char], i: usize, lit: &str) -> bool {
    let lit: Vec<char> = lit.chars().collect();
    chars.len() >= i + lit.len() && chars[i..i + lit.len()] == lit[..]
}

fn text(chars: &[char], a: usize, b: usize) -> String {
    chars[a..b].iter().collect()
}

/// `re.search(r"(kw1|kw2|…)(\s+NAME\??):", chunk)` (the name group required).
fn search_named(chars: &[char], kws: &[&str]) -> Option<Found> {
    (0..chars.len()).find_map(|i| {
        kws.iter().find_map(|kw| {
            if !starts(chars, i, kw) {
                return None;
            }
            let j = i + kw.chars().count();
            let e = spaced_name(chars, j)?;
            (chars.get(e) == Some(&':')).then(|| Found {
                key: kw.to_string(),
                group2: Some(text(chars, j, e)),
                end: e + 1,
            })
        })
    })
}

fn search_raise(chars: &[char]) -> Option<Found> {
    (0..chars.len()).find_map(|i| {
        if !starts(chars, i, "raise") {
            return None;
        }
        let j = i + 5;
        if let Some(e) = spaced_name(chars, j).filter(|&e| chars.get(e) == Some(&':')) {
            return Some(Found {
                key: "raise".into(),
                group2: Some(text(chars, j, e)),
                end: e + 1,
            });
        }
        (chars.get(j) == Some(&':')).then(|| Found {
            key: "raise".into(),
            group2: None,
            end: j + 1,
        })
    })
}

fn search_return(chars: &[char]) -> Option<Found> {
    (0..chars.len()).find_map(|i| {
        ["return", "rtype", "yield", "ytype"].iter().find_map(|kw| {
            let j = i + kw.len();
            (starts(chars, i, kw) && chars.get(j) == Some(&':')).then(|| Found {
                key: kw.to_string(),
                group2: None,
                end: j + 1,
            })
        })
    })
}

/// `([_A-z][_A-z0-9]+)((\s+[_A-z][_A-z0-9]*\??)*):`.
fn search_meta(chars: &[char]) -> Option<Found> {
    (0..chars.len()).find_map(|i| {
        if !name_start(chars[i]) {
            return None;
        }
        let k = skip(chars, i + 1, name_char);
        if k < i + 2 {
            return None;
        }
        let mut e = k;
        while let Some(next) = spaced_name(chars, e) {
            e = next;
        }
        (chars.get(e) == Some(&':')).then(|| Found {
            key: text(chars, i, k),
            group2: Some(text(chars, k, e)),
            end: e + 1,
        })
    })
}

#[derive(PartialEq)]
enum Base {
    Param,
    Attribute,
    Raise,
    Return,
    Meta,
}

pub fn parse(text: &str) -> Result<Parsed, Error> {
    if text.is_empty() {
        return Ok(Parsed::default());
    }
    let text = py::cleandoc(text);
    let split = first_line_starting(&text, '@').unwrap_or(text.len());
    let mut ret = Parsed::with_description(&text[..split]);
    let mut stream: Vec<(Base, String, Vec<String>, String)> = Vec::new();
    for chunk in marker_chunks(&text[split..], '@') {
        let chars: Vec<char> = chunk.chars().collect();
        let error = || Error::Parse(format!("Error parsing meta information near \"{chunk}\"."));
        let (base, found) = if let Some(f) = search_named(&chars, &["param", "keyword", "type"]) {
            (Base::Param, f)
        } else if let Some(f) = search_named(&chars, &["ivar", "cvar", "var"]) {
            (Base::Attribute, f)
        } else if let Some(f) = search_raise(&chars) {
            (Base::Raise, f)
        } else if let Some(f) = search_return(&chars) {
            (Base::Return, f)
        } else if let Some(f) = search_meta(&chars) {
            (Base::Meta, f)
        } else {
            return Err(error());
        };
        let args: Vec<String> = match base {
            Base::Return => Vec::new(),
            Base::Meta => {
                let token = found.group2.as_deref().map(py::strip).unwrap_or("");
                if [
                    "param", "ivar", "cvar", "var", "keyword", "type", "return", "rtype", "yield",
                    "ytype",
                ]
                .contains(&found.key.as_str())
                {
                    return Err(error());
                }
                token
                    .split(py::is_space)
                    .filter(|t| !t.is_empty())
                    .map(str::to_string)
                    .collect()
            }
            _ => found
                .group2
                .as_deref()
                .map(|g| vec![py::strip(g).to_string()])
                .unwrap_or_default(),
        };
        let desc = join_continuation(py::strip(&text_from(&chars, found.end)));
        stream.push((base, found.key, args, desc));
    }
    // Combine descriptions and types per name, then emit one entry per name.
    // (name, description, is_generator, type_name)
    #[allow(clippy::type_complexity)]
    let mut infos: Vec<(String, Option<String>, Option<bool>, Option<String>)> = Vec::new();
    for (base, key, args, desc) in &stream {
        if !matches!(base, Base::Param | Base::Attribute | Base::Return) {
            continue;
        }
        let name = args
            .first()
            .cloned()
            .unwrap_or_else(|| "return".to_string());
        let idx = match infos.iter().position(|(n, _, _, _)| *n == name) {
            Some(i) => i,
            None => {
                infos.push((name.clone(), None, None, None));
                infos.len() - 1
            }
        };
        if key.contains("type") {
            infos[idx].3 = Some(desc.clone());
        } else {
            infos[idx].1 = Some(desc.clone());
        }
        if *base == Base::Return {
            let generator = key == "ytype" || key == "yield";
            if *infos[idx].2.get_or_insert(generator) != generator {
                return Err(Error::Parse(format!(
                    "Error parsing meta information for \"{name}\"."
                )));
            }
        }
    }
    let mut done: Vec<String> = Vec::new();
    for (base, _, args, _) in &stream {
        match base {
            Base::Param | Base::Attribute if !done.contains(&args[0]) => {
                let info = infos.iter().find(|(n, _, _, _)| *n == args[0]);
                let description = info.and_then(|i| i.1.clone());
                let type_name = info
                    .and_then(|i| i.3.clone())
                    .map(|t| match t.strip_suffix('?') {
                        Some(s) if !t.is_empty() => s.to_string(),
                        _ => t,
                    });
                ret.meta.push(Meta::Param {
                    name: args[0].clone(),
                    type_name,
                    description,
                });
                done.push(args[0].clone());
            }
            Base::Return if !done.iter().any(|d| d == "return") => {
                ret.meta.push(Meta::Returns);
                done.push("return".to_string());
            }
            Base::Raise | Base::Meta => ret.meta.push(Meta::Other),
            _ => {}
        }
    }
    Ok(ret)
}

fn text_from(chars: &[char], from: usize) -> String {
    chars[from..].iter().collect()
}
