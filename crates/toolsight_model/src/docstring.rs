//! Parameter documentation in docstrings: Google (`Args:`), NumPy (`Parameters` + dashes) and
//! reST (`:param x:`) styles. Used by rules (a documented parameter that does not exist, an
//! undocumented one) and by hovers that say where a description came from.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DocStyle {
    Google,
    Numpy,
    Rest,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocParam {
    pub name: String,
    pub description: String,
    pub style: DocStyle,
    /// Byte offset of the name inside the cleaned docstring.
    pub offset: usize,
}

const GOOGLE_SECTIONS: &[&str] = &[
    "Args:",
    "Arguments:",
    "Parameters:",
    "Params:",
    "Keyword Args:",
    "Keyword Arguments:",
    "Other Parameters:",
];

const GOOGLE_ENDS: &[&str] = &[
    "Returns:",
    "Return:",
    "Yields:",
    "Raises:",
    "Examples:",
    "Example:",
    "Notes:",
    "Note:",
    "See Also:",
    "Attributes:",
    "Warnings:",
    "References:",
    "Todo:",
];

/// Parameters documented in a (cleaned) docstring, in order of appearance.
pub fn params(doc: &str) -> Vec<DocParam> {
    let mut out = Vec::new();
    rest(doc, &mut out);
    if out.is_empty() {
        numpy(doc, &mut out);
    }
    if out.is_empty() {
        google(doc, &mut out);
    }
    out
}

/// The docstring text before the first parameter section (the tool description proper).
pub fn summary(doc: &str) -> &str {
    let mut end = doc.len();
    let mut offset = 0;
    for line in doc.split_inclusive('\n') {
        let t = line.trim();
        if GOOGLE_SECTIONS.contains(&t)
            || t.starts_with(":param")
            || (t == "Parameters" || t == "Returns")
        {
            end = offset;
            break;
        }
        offset += line.len();
    }
    doc[..end].trim_end()
}

fn lines_with_offsets(doc: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut off = 0;
    for line in doc.split('\n') {
        out.push((off, line));
        off += line.len() + 1;
    }
    out
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// A continuation line of the last documented parameter: joined with a space.
fn continue_description(out: &mut [DocParam], line: &str) {
    if let Some(last) = out.last_mut() {
        if !last.description.is_empty() {
            last.description.push(' ');
        }
        last.description.push_str(line);
    }
}

/// The lines, with those inside a fenced code block (```` ``` ````) blanked: an example
/// tool's `Args:` written in the docstring documents that example, not this function.
fn lines_outside_fences(doc: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    lines_with_offsets(doc)
        .into_iter()
        .map(|(off, line)| {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                return (off, "");
            }
            (off, if fenced { "" } else { line })
        })
        .collect()
}

/// The name of a Google entry's head (`name`, `name (type)`, `*args`), or `None` when the
/// text before the colon is something else: prose whose colon comes later (`else convert
/// to text (default: False)`).
fn entry_name(head: &str) -> Option<&str> {
    let head = head.trim();
    let name_end = head.find(['(', ' ']).unwrap_or(head.len());
    let name = head[..name_end].trim_start_matches('*');
    let rest = head[name_end..].trim_start();
    let typed = rest.is_empty() || (rest.starts_with('(') && rest.ends_with(')'));
    (!name.is_empty() && typed && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .then_some(name)
}

fn google(doc: &str, out: &mut Vec<DocParam>) {
    let lines = lines_outside_fences(doc);
    let mut i = 0;
    while i < lines.len() {
        let (_, line) = lines[i];
        if !GOOGLE_SECTIONS.contains(&line.trim()) {
            i += 1;
            continue;
        }
        let section_indent = indent(line);
        i += 1;
        let mut item_indent: Option<usize> = None;
        while i < lines.len() {
            let (off, l) = lines[i];
            let t = l.trim();
            if t.is_empty() {
                i += 1;
                continue;
            }
            let ind = indent(l);
            if ind <= section_indent
                && (GOOGLE_ENDS.contains(&t)
                    || GOOGLE_SECTIONS.contains(&t)
                    || ind < section_indent
                    || item_indent.is_some())
            {
                break;
            }
            let item = *item_indent.get_or_insert(ind);
            // A sub-heading written at the entries' indentation (`Example:` under an
            // entry) belongs to the entry above it.
            let heading = GOOGLE_ENDS.contains(&t) || GOOGLE_SECTIONS.contains(&t);
            if ind == item && !heading {
                // `name (type): description` or `name: description`; a line whose head is
                // not a name continues the entry above.
                match t
                    .find(':')
                    .and_then(|colon| Some((colon, entry_name(&t[..colon])?)))
                {
                    Some((colon, name)) => out.push(DocParam {
                        name: name.to_string(),
                        description: t[colon + 1..].trim().to_string(),
                        style: DocStyle::Google,
                        offset: off + ind + t.find(name).unwrap_or(0),
                    }),
                    None => continue_description(out, t),
                }
            } else if ind >= item {
                continue_description(out, t);
            } else {
                break;
            }
            i += 1;
        }
    }
}

fn numpy(doc: &str, out: &mut Vec<DocParam>) {
    let lines = lines_with_offsets(doc);
    let mut i = 0;
    while i + 1 < lines.len() {
        let t = lines[i].1.trim();
        let under = lines[i + 1].1.trim();
        let is_section = matches!(t, "Parameters" | "Other Parameters" | "Keyword Arguments")
            && under.len() >= 3
            && under.chars().all(|c| c == '-');
        if !is_section {
            i += 1;
            continue;
        }
        let base = indent(lines[i].1);
        i += 2;
        while i < lines.len() {
            let (off, l) = lines[i];
            let t = l.trim();
            if t.is_empty() {
                i += 1;
                continue;
            }
            // A new section: a title followed by a dashed underline.
            if i + 1 < lines.len() {
                let next = lines[i + 1].1.trim();
                if next.len() >= 3 && next.chars().all(|c| c == '-') {
                    break;
                }
            }
            let ind = indent(l);
            if ind == base {
                for name in entry_names(t) {
                    out.push(DocParam {
                        name: name.to_string(),
                        description: String::new(),
                        style: DocStyle::Numpy,
                        offset: off + ind + t.find(name).unwrap_or(0),
                    });
                }
            } else if ind > base {
                continue_description(out, t);
            } else {
                break;
            }
            i += 1;
        }
    }
}

/// The names of a NumPy entry's head, `name`, `name : type` or `name1, name2 : type`: every
/// comma-separated piece before the colon is a name, or the line is not an entry. A line of
/// prose at the entries' indentation that lists names (`step_index, total_steps, error,`
/// continuing `Returns the full job dict (status, ...`, legacy-mcp) has a piece that is not
/// one: an empty one after its trailing comma, or words (`(status`, `completed_at), or`).
fn entry_names(line: &str) -> Vec<&str> {
    let head = line.split(':').next().unwrap_or("");
    let names: Vec<&str> = head
        .split(',')
        .map(|n| n.trim().trim_start_matches('*'))
        .collect();
    let all_names = names
        .iter()
        .all(|n| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_'));
    if all_names {
        names
    } else {
        Vec::new()
    }
}

fn rest(doc: &str, out: &mut Vec<DocParam>) {
    for (off, line) in lines_with_offsets(doc) {
        let t = line.trim_start();
        let Some(rest) = t
            .strip_prefix(":param ")
            .or_else(|| t.strip_prefix(":parameter "))
            .or_else(|| t.strip_prefix(":arg "))
            .or_else(|| t.strip_prefix(":argument "))
        else {
            if let Some(last) = out.last_mut() {
                let trimmed = line.trim();
                if !trimmed.is_empty() && !trimmed.starts_with(':') && indent(line) > 0 {
                    last.description.push(' ');
                    last.description.push_str(trimmed);
                }
            }
            continue;
        };
        let Some(colon) = rest.find(':') else {
            continue;
        };
        // `:param type name:` puts the name last.
        let name = rest[..colon].split_whitespace().last().unwrap_or("");
        if name.is_empty() {
            continue;
        }
        out.push(DocParam {
            name: name.to_string(),
            description: rest[colon + 1..].trim().to_string(),
            style: DocStyle::Rest,
            offset: off + indent(line) + t.find(name).unwrap_or(0),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn google_args_with_types_and_continuations() {
        let doc = "Search.\n\nArgs:\n    query (str): The query.\n    limit: How many\n        results at most.\n\nReturns:\n    Hits.";
        let p = params(doc);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].name, "query");
        assert_eq!(p[1].description, "How many results at most.");
        assert_eq!(&doc[p[1].offset..p[1].offset + 5], "limit");
        assert_eq!(summary(doc), "Search.");
    }

    /// Lines at an entry's indentation that are not `name (type): text` entries: a
    /// sub-heading (`Example:`), prose whose colon is further on (`else convert to text
    /// (default: False)`), and an example tool's `Args:` inside a code fence. (Published
    /// docstrings of mem0's, Outlook's and strands' load_tool tools.)
    #[test]
    fn google_entries_are_names_not_headings_prose_or_fenced_code() {
        let doc = "Add facts.\nArgs:\n    content(Union[str, Dict]): The facts.\n    Example:\n        content = \"I live in NYC\"\n    flag (bool): Return HTML if True;\n    else convert to text (default: False)\nReturns:\n    str: JSON.";
        let names: Vec<String> = params(doc).into_iter().map(|d| d.name).collect();
        assert_eq!(names, ["content", "flag"]);
        let fenced = "Load a tool.\n\nStructure:\n```python\n@tool\ndef my_tool(param1: str) -> str:\n    \"\"\"Do it.\n\n    Args:\n        param1: The first.\n    \"\"\"\n```\n\nArgs:\n    path: Where the file is.\n";
        let names: Vec<String> = params(fenced).into_iter().map(|d| d.name).collect();
        assert_eq!(names, ["path"]);
    }

    #[test]
    fn numpy_and_rest() {
        let np = "Sum.\n\nParameters\n----------\na, b : int\n    Numbers.\n\nReturns\n-------\nint\n    The sum.";
        let p = params(np);
        assert_eq!(
            p.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
            ["a", "b"]
        );
        // Prose after the entries that lists names over lines is no entry (legacy-mcp).
        let prose = "Get.\n\nParameters\n----------\njob_id:\n    The job.\n\nReturns the job (status, forest_name,\nstep_index, error,\nstarted_at), or\nnothing.";
        let p = params(prose);
        assert_eq!(
            p.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
            ["job_id"]
        );
        let rs = "Sum.\n\n:param int a: first\n:param b: second\n:returns: sum";
        let p = params(rs);
        assert_eq!(
            p.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
            ["a", "b"]
        );
        assert_eq!(p[0].style, DocStyle::Rest);
    }
}
