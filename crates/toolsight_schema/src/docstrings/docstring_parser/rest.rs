//! docstring_parser's reST parser: `:key args: description` fields from the first line that
//! starts with a colon.

use super::{first_line_starting, join_continuation, marker_chunks, py, Error, Meta, Parsed};

const PARAM: &[&str] = &[
    "param",
    "parameter",
    "arg",
    "argument",
    "attribute",
    "key",
    "keyword",
];
const RETURNS: &[&str] = &["return", "returns", "yield", "yields"];
const RAISES: &[&str] = &["raises", "raise", "except", "exception"];

pub fn parse(text: &str) -> Result<Parsed, Error> {
    if text.is_empty() {
        return Ok(Parsed::default());
    }
    let text = py::cleandoc(text);
    let split = first_line_starting(&text, ':').unwrap_or(text.len());
    let mut ret = Parsed::with_description(&text[..split]);
    let mut has_returns = false;
    let mut rtypes: Vec<Option<String>> = Vec::new();
    // `:type name: T` lines, the last one per name winning.
    let mut types: Vec<(String, String)> = Vec::new();
    for chunk in marker_chunks(&text[split..], ':') {
        let Some((args_chunk, desc_chunk)) = chunk.trim_start_matches(':').split_once(':') else {
            return Err(Error::Parse(format!(
                "Error parsing meta information near \"{chunk}\"."
            )));
        };
        let args: Vec<&str> = args_chunk
            .split(py::is_space)
            .filter(|a| !a.is_empty())
            .collect();
        let desc = join_continuation(py::strip(desc_chunk));
        if args.len() == 2 && args[0] == "type" {
            types.retain(|(n, _)| n != args[1]);
            types.push((args[1].to_string(), desc));
            continue;
        }
        if (args.len() == 1 || args.len() == 2) && args[0] == "rtype" {
            let key = args.get(1).map(|s| s.to_string());
            if !rtypes.contains(&key) {
                rtypes.push(key);
            }
            continue;
        }
        let Some(&key) = args.first() else {
            return Err(Error::Fatal(
                "IndexError: list index out of range".to_string(),
            ));
        };
        let meta = if PARAM.contains(&key) {
            let name = match args.len() {
                3 => args[2],
                2 => args[1],
                _ => {
                    return Err(Error::Parse(format!(
                        "Expected one or two arguments for a {key} keyword."
                    )))
                }
            };
            let type_name = (args.len() == 3).then(|| {
                let t = args[1];
                t.strip_suffix('?').unwrap_or(t).to_string()
            });
            Meta::Param {
                name: name.to_string(),
                type_name,
                description: Some(desc),
            }
        } else if RETURNS.contains(&key) || RAISES.contains(&key) {
            if args.len() > 2 {
                return Err(Error::Parse(format!(
                    "Expected one or no arguments for a {key} keyword."
                )));
            }
            if RETURNS.contains(&key) {
                has_returns = true;
                Meta::Returns
            } else {
                Meta::Other
            }
        } else {
            Meta::Other
        };
        ret.meta.push(meta);
    }
    // `meta.type_name = meta.type_name or types.get(meta.arg_name)`.
    for m in &mut ret.meta {
        if let Meta::Param {
            name, type_name, ..
        } = m
        {
            if type_name.as_deref().is_none_or(str::is_empty) {
                if let Some((_, t)) = types.iter().find(|(n, _)| n == name) {
                    *type_name = Some(t.clone());
                }
            }
        }
    }
    if !has_returns {
        ret.meta.extend(rtypes.iter().map(|_| Meta::Returns));
    }
    Ok(ret)
}
