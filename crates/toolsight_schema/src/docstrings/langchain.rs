//! langchain-core 1.8.2. Only Google `Args:` blocks are understood, by hand-written splitting
//! on blank lines (`_parse_google_docstring`), never by griffe:
//! * the description is every paragraph before `Args:` joined with a space, skipping those
//!   from a paragraph starting `Returns:`/`Example:` on; a NumPy or reST docstring therefore
//!   stays whole in the description;
//! * `Args:` must start a paragraph; continuation lines are joined with a space;
//! * a documented name that is not an annotated parameter is a `ValueError`.

use super::{py, FuncDoc};

const ERR_INVALID: &str = "Found invalid Google-Style docstring.";
const ERR_NO_DOC: &str = "Function must have a docstring if description not provided.";

/// `_parse_google_docstring(docstring, args, error_on_invalid_docstring=…)`.
pub fn parse_google_docstring(
    docstring: Option<&str>,
    args: &[&str],
    error_on_invalid: bool,
) -> Result<(String, Vec<(String, String)>), String> {
    let mut description = String::new();
    let mut args_block: Option<&str> = None;
    match docstring.filter(|d| !d.is_empty()) {
        Some(doc) => {
            let blocks: Vec<&str> = doc.split("\n\n").collect();
            if error_on_invalid {
                let filtered = args
                    .iter()
                    .any(|a| !matches!(*a, "run_manager" | "callbacks" | "runtime" | "return"));
                if filtered
                    && (blocks.len() < 2 || !blocks[1..].iter().any(|b| b.starts_with("Args:")))
                {
                    return Err(ERR_INVALID.to_string());
                }
            }
            let mut descriptors = Vec::new();
            let mut past_descriptors = false;
            for block in &blocks {
                if block.starts_with("Args:") {
                    args_block = Some(block);
                    break;
                }
                if block.starts_with("Returns:") || block.starts_with("Example:") {
                    past_descriptors = true;
                } else if !past_descriptors {
                    descriptors.push(*block);
                }
            }
            description = py::strip(&descriptors.join(" ")).to_string();
        }
        None if error_on_invalid => return Err(ERR_INVALID.to_string()),
        None => {}
    }
    let mut arg_descriptions: Vec<(String, String)> = Vec::new();
    if let Some(block) = args_block {
        let mut arg: Option<usize> = None;
        let mut arg_indent: Option<usize> = None;
        for line in block.split('\n').skip(1) {
            if py::strip(line).is_empty() {
                continue;
            }
            let current_indent = py::indent_of(line);
            if arg_indent.is_none() && line.contains(':') {
                arg_indent = Some(current_indent);
            }
            let is_continuation = arg_indent.is_some_and(|a| current_indent > a);
            if let (Some(i), true) = (arg, is_continuation) {
                let extra = format!(" {}", py::strip(line));
                arg_descriptions[i].1.push_str(&extra);
            } else if let Some((name, desc)) = line.split_once(':') {
                let name = py::strip(name);
                let (arg_name, annotation) = name.split_once(' ').unwrap_or((name, ""));
                let name = if annotation.starts_with('(') && annotation.ends_with(')') {
                    arg_name
                } else {
                    name
                };
                let desc = py::strip(desc).to_string();
                arg = Some(match arg_descriptions.iter().position(|(n, _)| n == name) {
                    Some(i) => {
                        arg_descriptions[i].1 = desc;
                        i
                    }
                    None => {
                        arg_descriptions.push((name.to_string(), desc));
                        arg_descriptions.len() - 1
                    }
                });
            } else if let Some(i) = arg.filter(|&i| !arg_descriptions[i].0.is_empty()) {
                let extra = format!(" {}", py::strip(line));
                arg_descriptions[i].1.push_str(&extra);
            }
        }
    }
    Ok((description, arg_descriptions))
}

/// `_infer_arg_descriptions(fn, parse_docstring=True, …)` up to its signature check.
fn infer(
    doc: Option<&str>,
    annotated: &[&str],
    error_on_invalid: bool,
) -> Result<(String, Vec<(String, String)>), String> {
    let cleaned = doc.map(py::cleandoc);
    let (description, args) =
        parse_google_docstring(cleaned.as_deref(), annotated, error_on_invalid)?;
    if let Some((name, _)) = args.iter().find(|(n, _)| !annotated.contains(&n.as_str())) {
        return Err(format!(
            "Arg {name} in docstring not found in function signature."
        ));
    }
    Ok((description, args))
}

/// `convert_to_openai_tool(f)` for a plain function. `annotated` are the names in
/// `get_type_hints(f)`: the annotated parameters, plus `return` when the return is annotated
/// (an unannotated parameter documented in `Args:` is "not found"). The description is
/// `textwrap.dedent` of the parsed text; the parameters are in docstring order.
pub fn convert_to_openai_tool(doc: Option<&str>, annotated: &[&str]) -> Result<FuncDoc, String> {
    let (description, params) = infer(doc, annotated, false)?;
    Ok(FuncDoc {
        description: Some(py::dedent(&description)),
        params,
    })
}

/// `@tool` (`StructuredTool.from_function`). Without `parse_docstring` the description is
/// `dedent(__doc__).strip()` and no parameter is described; with it, the docstring must have
/// a later paragraph starting `Args:` whenever there are annotated parameters, and an empty
/// parsed description is an error. Parameters come back in signature order.
pub fn tool(
    doc: Option<&str>,
    annotated: &[&str],
    parse_docstring: bool,
) -> Result<FuncDoc, String> {
    if !parse_docstring {
        let doc = doc.filter(|d| !d.is_empty()).ok_or(ERR_NO_DOC)?;
        let description = py::strip(&py::dedent(doc)).to_string();
        return Ok(FuncDoc {
            description: Some(description),
            params: Vec::new(),
        });
    }
    let (description, args) = infer(doc, annotated, true)?;
    let description = py::dedent(&description);
    if description.is_empty() {
        return Err(ERR_NO_DOC.to_string());
    }
    let params = annotated
        .iter()
        .filter_map(|a| args.iter().find(|(n, _)| n == a).cloned())
        .collect();
    Ok(FuncDoc {
        description: Some(py::strip(&description).to_string()),
        params,
    })
}
