//! Tool and parameter descriptions: missing ones, documented parameters that do not exist,
//! descriptions the library drops, and length limits.

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::common::getdoc;
use crate::frameworks::Provider;
use crate::model::{docstring, Ty};

use super::{Applicability, Ctx, Diagnostic, Edit, Fix, RuleInfo, ToolView};

pub const D001: RuleInfo = RuleInfo {
    code: "D001",
    name: "missing-description",
    severity: Severity::Warning,
    summary: "The tool has no description",
    doc: "Without a docstring (or `description=`), libraries send a placeholder the model cannot use: stores `\"No description available.\"`, selectools `\"Tool <name>\"`, abstractllm `\"Function <name>\"`; fastcore refuses (`Docstring missing!`).\n\nFacts: the description each payload sends (a class-based tool's `description` attribute, a `description=` option, a hand-written schema's, a `__doc__` assigned after the definition). Silent when one of them was not read (a description computed at run time, a class-based tool given `description=` where it is built, a schema passed as a value toolsight cannot evaluate).\n\nFix (quick fix): add a docstring with a summary and an `Args:` section.",
};

pub const D002: RuleInfo = RuleInfo {
    code: "D002",
    name: "docstring-unknown-parameter",
    severity: Severity::Warning,
    summary: "The docstring documents a parameter the function does not have",
    doc: "A name in `Args:` / `Parameters` / `:param` that is not in the signature is usually a renamed parameter whose description is now lost.\n\nWhy: langchain raises `ValueError: Arg country in docstring not found in function signature.`\n\nFix: rename or remove the entry.",
};

pub const D003: RuleInfo = RuleInfo {
    code: "D003",
    name: "undocumented-parameter",
    severity: Severity::Info,
    summary: "A parameter has no description anywhere",
    doc: "The model only sees the parameter name and type, and must guess what to pass.\n\nOff by default (select `D003` to enable it).\n\nFix: document the parameter where the library reads it: the docstring's `Args:` section, a trailing `# comment` for fastcore, or `Annotated[T, \"...\"]`.",
};

pub const D004: RuleInfo = RuleInfo {
    code: "D004",
    name: "description-too-long",
    severity: Severity::Warning,
    summary: "Tool description longer than 1024 characters (OpenAI)",
    doc: "OpenAI has refused function descriptions over 1024 characters on several models.\n\nWhy: `Invalid 'tools[13].function.description': string too long. Expected a string with maximum length 1024, but got a string with length 1103 instead.`\n\nFix: shorten the docstring; move details into parameter descriptions.",
};

pub const D005: RuleInfo = RuleInfo {
    code: "D005",
    name: "parameter-description-dropped",
    severity: Severity::Info,
    summary: "The docstring documents a parameter but the library does not send it",
    doc: "stores always sends `\"description\": \"\"` for parameters, selectools `\"Parameter <name>\"` (unless `param_metadata=`), abstractllm nothing, fastcore only docments comments, NumPy sections and `Annotated` strings. A Google-style `Args:` entry is then invisible to the model.\n\nFix: use the mechanism the library reads, or keep the detail in the tool description.",
};

pub const RULES: &[RuleInfo] = &[D001, D002, D003, D004, D005];

fn description_of(schema: &Value) -> Option<&str> {
    schema
        .get("description")
        .or_else(|| schema.get("function").and_then(|f| f.get("description")))
        .or_else(|| schema.get("parameters").and_then(|f| f.get("description")))
        .and_then(Value::as_str)
}

/// Whether every payload's tool description carries the docstring's text for the parameter
/// (a library that sends the whole docstring, `Args:` included): the model then sees it.
fn described_in_tool_description(
    ok: &[&crate::render::Entry],
    documented: &[docstring::DocParam],
    name: &str,
) -> bool {
    let Some(text) = documented
        .iter()
        .find(|d| d.name == name)
        .map(|d| d.description.as_str())
    else {
        return false;
    };
    ok.iter().all(|e| {
        e.rendered
            .result
            .as_ref()
            .ok()
            .and_then(crate::payload::description)
            .is_some_and(|desc| desc.contains(text))
    })
}

fn param_description(schema: &Value, name: &str) -> Option<String> {
    let (param, _) = crate::payload::parameter(schema, name)?;
    param.get("description")?.as_str().map(str::to_owned)
}

/// D001 for a Rust tool: no `description = ...`, no doc comment and no `description()`
/// body (rmcp then sends no description, rig `"Function to <name>"` or `""`).
fn rust_description(
    ctx: &Ctx,
    tool: &crate::rules::ToolView,
    rt: &crate::rust::RustTool,
    out: &mut Vec<Diagnostic>,
) {
    if rt.described {
        return;
    }
    let sends = match &rt.description {
        Some(d) => format!("sends the description {d:?}"),
        None => "sends the tool without a description".to_string(),
    };
    let what = rt.kind.lacks_description();
    out.push(ctx.diag(
        &D001,
        tool.function.name_span,
        format!("`{}` {what}: {} {sends}", rt.name, tool.library.id()),
        tool.providers.clone(),
        Some(tool),
    ));
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        let f = tool.function;
        if let Some(rt) = &f.rust {
            rust_description(ctx, tool, rt, out);
            continue;
        }
        // Unread means silent: what is sent as the description and the parameters' is not
        // known, so neither is what is missing from it (and no TODO docstring is inserted).
        if tool.payload_unread() {
            continue;
        }
        // A `__doc__` set at run time (a loop mirroring docstrings) may reach it: its
        // docstring is unread too (`rules/runtime_docs`).
        if super::runtime_docs::doc_unread(ctx.runtime_doc_scopes(), f)
            // Asked only here, of a tool that got this far (`Ctx` keeps the answer): it walks
            // the whole tree, parsing it when the caller kept none, which most modules,
            // having no tool to check, never need.
            || super::runtime_docs::doc_unread(ctx.runtime_description_scopes(), f)
        {
            continue;
        }
        python_descriptions(ctx, tool, out);
    }
}

/// D001 to D005 for a Python tool whose docstring and payloads are read.
fn python_descriptions(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    let f = tool.function;
    let ok: Vec<_> = tool
        .entries
        .iter()
        .filter(|e| e.rendered.result.is_ok())
        .collect();
    let doc = getdoc(f);
    // Where the framework reads a description given to the call (data on its entry).
    let has_option = tool
        .mark
        .and_then(|m| m.options.as_ref())
        .and_then(|o| tool.library.markers.description_in_call(o))
        .is_some();
    if doc.as_deref().is_none_or(|d| d.trim().is_empty())
        && !has_option
        && !described_without_docstring(f, &ok)
        && !ok.is_empty()
    {
        out.push(missing_docstring(ctx, tool, &ok));
    }
    let Some(doc) = doc else { return };
    let documented = docstring::params(&doc);
    documented_non_parameters(ctx, tool, &ok, &doc, &documented, out);
    undescribed_parameters(ctx, tool, &ok, &documented, out);
    long_descriptions(ctx, tool, has_option, out);
}

/// Whether a tool without a docstring is described anyway: by its hand-written definition
/// or, for a class, by its `description` attribute.
fn described_without_docstring(f: &crate::model::Function, ok: &[&crate::render::Entry]) -> bool {
    // A hand-written definition is its own payload: its `description` is what counts.
    let literal_described = f.schema.as_ref().is_some_and(|s| match &s.value {
        Ok(v) => description_of(v).is_some_and(|d| !d.trim().is_empty()),
        // What toolsight cannot evaluate is not known to lack a description.
        Err(_) => true,
    });
    // A class-based tool is described by its `description` attribute, not a docstring.
    let class_described = f.kind == crate::model::DefKind::Class
        && ok
            .iter()
            .filter_map(|e| e.rendered.result.as_ref().ok())
            .filter_map(description_of)
            .any(|d| !d.trim().is_empty());
    literal_described || class_described
}

/// D001: the tool has no docstring; the message quotes the placeholder the library sends.
fn missing_docstring(ctx: &Ctx, tool: &ToolView, ok: &[&crate::render::Entry]) -> Diagnostic {
    let f = tool.function;
    // What the payload carries: a placeholder (`""` from the MCP SDK), or no description
    // at all (fastmcp 4 leaves the key out).
    let sent = match ok
        .first()
        .and_then(|e| e.rendered.result.as_ref().ok())
        .map(description_of)
    {
        Some(None) => "no description".to_string(),
        placeholder => format!("the description {:?}", placeholder.flatten().unwrap_or("")),
    };
    let mut d = ctx.diag(
        &D001,
        f.name_span,
        format!(
            "`{}` has no docstring: {} sends {sent}",
            f.name,
            tool.library.id(),
        ),
        tool.providers.clone(),
        Some(tool),
    );
    d.fix = docstring_fix(ctx, tool);
    d
}

/// D002: the docstring documents a parameter the function does not have.
fn documented_non_parameters(
    ctx: &Ctx,
    tool: &ToolView,
    ok: &[&crate::render::Entry],
    doc: &str,
    documented: &[docstring::DocParam],
    out: &mut Vec<Diagnostic>,
) {
    let f = tool.function;
    let in_every_description = |text: &str| {
        !ok.is_empty()
            && ok.iter().all(|e| {
                e.rendered
                    .result
                    .as_ref()
                    .ok()
                    .and_then(crate::payload::description)
                    .is_some_and(|desc| words(desc).contains(&words(text)))
            })
    };
    let kwargs_keys = keys_read_from_var_keyword(f, ctx.source);
    for dp in documented {
        let exists = f.params.iter().any(|p| p.name == dp.name);
        // A docstring section word with its text inline (`Example: '[...]'` at the
        // entries' indentation, aipaygent-llamaindex) is a sub-heading, not a renamed
        // parameter: where every payload's description carries its text (llama-index sends
        // the whole docstring; strands keeps the line in the description, ran strands on a
        // copy) nothing is lost and no parameter is named.
        let heading_sent =
            SECTION_WORDS.contains(&dp.name.as_str()) && in_every_description(&dp.description);
        // A group heading over the function's own entries (`Required:`), where every payload
        // sends the docstring with it: nothing is lost and no parameter is named.
        let group_sent = (group_heading(dp, doc, f) || block_heading(dp, doc))
            && in_every_description(&format!("{}:", dp.name));
        if !exists
            && !kwargs_keys.contains(dp.name.as_str())
            && !heading_sent
            && !["self", "cls"].contains(&dp.name.as_str())
            && !not_a_name(&dp.name, f, ctx.source, f.doc.as_ref().map(|d| d.span))
            && !group_sent
        {
            let span = f
                .doc
                .as_ref()
                .map(|d| documented_entry_span(ctx.source, d.span, &dp.name))
                .unwrap_or(f.name_span);
            out.push(ctx.diag(
                &D002,
                span,
                if SECTION_WORDS.contains(&dp.name.as_str()) {
                    // A sub-heading inside `Args:` whose text the payload does not carry
                    // (fastmcp reads the section's entries into parameter descriptions): the
                    // text is lost, which is the problem, not a renamed parameter.
                    format!(
                        "`{}:` inside the Args section is read as the entry of a parameter `{}` that `{}` does not have, so its text is not sent: the model never sees it",
                        dp.name, dp.name, f.name
                    )
                } else {
                    format!(
                        "the docstring documents `{}`, which is not a parameter of `{}`",
                        dp.name, f.name
                    )
                },
                tool.providers.clone(),
                Some(tool),
            ));
        }
    }
}

/// The string keys the function's body reads out of its `**kwargs` (`kwargs.get("directory")`,
/// `kwargs["directory"]`, `kwargs.pop("directory", ...)`, acring-agno's FileTools): keywords the
/// function takes, so a docstring entry naming one documents no missing parameter; the problem
/// is `**kwargs` itself, which L010 reports where the framework sends it as one property.
/// One pass over the body's text.
fn keys_read_from_var_keyword<'s>(
    f: &crate::model::Function,
    source: &'s str,
) -> std::collections::HashSet<&'s str> {
    let mut keys = std::collections::HashSet::new();
    let Some(kw) = f
        .params
        .iter()
        .find(|p| p.kind == crate::model::ParamKind::VarKeyword)
    else {
        return keys;
    };
    let Some(body) = source.get(f.body_span.start..f.body_span.end) else {
        return keys;
    };
    let name = kw.name.as_str();
    let mut from = 0;
    while let Some(i) = body[from..].find(name) {
        let start = from + i;
        from = start + name.len();
        let before = body[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
            continue;
        }
        let rest = &body[from..];
        let after = ["[", ".get(", ".pop(", ".setdefault("]
            .iter()
            .find_map(|open| rest.strip_prefix(open))
            .map(str::trim_start);
        let Some(after) = after else {
            continue;
        };
        let Some(quote) = after.chars().next().filter(|c| *c == '"' || *c == '\'') else {
            continue;
        };
        let literal = &after[1..];
        if let Some(end) = literal.find(quote) {
            keys.insert(&literal[..end]);
        }
    }
    keys
}

/// Whether an entry the docstring parser read is no parameter name a writer meant, so no
/// parameter is documented there: a type in brackets after the name, a continuation line of the entry above written at the
/// entries' indentation whose text has a colon in it (`关于应用模版的定义见: application_templates,`
/// under `application_id:`, or `可以通过resources://...`: parameters are named in ASCII in
/// practice, a sentence is not), or a wildcard entry covering parameters by their common
/// ending (`*_config:` over `cmis_config`, `s3_config`, ...; the parser strips the star).
fn not_a_name(
    name: &str,
    f: &crate::model::Function,
    source: &str,
    doc: Option<crate::syntax::Span>,
) -> bool {
    // Not an identifier: a type read as the name (`:param worksheet (str, optional):`, the
    // Sphinx reading takes the last word, `optional)`, aspose-cells-cloud-mcp), where the
    // entry names a parameter the function has.
    if !name.is_ascii() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return true;
    }
    let wildcard = || {
        let text = doc.and_then(|d| source.get(d.start..d.end)).unwrap_or("");
        name.starts_with('_')
            && text.contains(&format!("*{name}"))
            && f.params.iter().any(|p| p.name.ends_with(name))
    };
    wildcard()
}

/// The docstring's lines from the one an entry starts on.
fn lines_from_entry<'d>(dp: &docstring::DocParam, doc: &'d str) -> Option<std::str::Lines<'d>> {
    let line_start = doc
        .get(..dp.offset)
        .map_or(0, |b| b.rfind('\n').map_or(0, |i| i + 1));
    doc.get(line_start..).map(str::lines)
}

/// Whether an entry is the heading of a group of entries rather than a parameter: it has no
/// text of its own and the next line is a bullet (or a line indented under it) documenting a
/// parameter the function has (`Required:` over `- plain_text (str): The topic ...`,
/// iflow-mcp-slidespeak-slidespeak-mcp). The entries under it are the function's, so no
/// parameter was renamed and the heading names none. An empty entry followed by a sibling
/// entry at its own indentation (`old_name:` over `name: ...`) is still a stale one.
fn group_heading(dp: &docstring::DocParam, doc: &str, f: &crate::model::Function) -> bool {
    if !dp.description.trim().is_empty() {
        return false;
    }
    let Some(mut lines) = lines_from_entry(dp, doc) else {
        return false;
    };
    let Some(heading) = lines.next() else {
        return false;
    };
    let Some(next) = lines.find(|l| !l.trim().is_empty()) else {
        return false;
    };
    let indent = |l: &str| l.len() - l.trim_start().len();
    let text = next.trim();
    let unbulleted = text.trim_start_matches(['-', '*', '\u{2022}']).trim_start();
    if unbulleted.len() == text.len() && indent(next) <= indent(heading) {
        return false;
    }
    let name_end = unbulleted
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(unbulleted.len());
    let (name, rest) = unbulleted.split_at(name_end);
    let rest = rest.trim_start();
    !name.is_empty()
        && (rest.starts_with(':') || rest.starts_with('('))
        && f.params.iter().any(|p| p.name == name)
}

/// Whether an entry is the heading of a literal block rather than a parameter: its line holds
/// no text but the name and the colon, and the next line opens a JSON object or array or a code fence (`Schema:` over
/// `{ "headers": ..., "method": ... }` at the entries' indentation, configfacets-mcp). A
/// renamed parameter's entry has text, or prose under it, not a literal.
fn block_heading(dp: &docstring::DocParam, doc: &str) -> bool {
    let Some(mut lines) = lines_from_entry(dp, doc) else {
        return false;
    };
    // The heading line is the name and its colon alone (the parser joins the block under it
    // into the entry's description).
    let alone = lines
        .next()
        .is_some_and(|l| l.trim() == format!("{}:", dp.name));
    alone
        && lines.find(|l| !l.trim().is_empty()).is_some_and(|next| {
            let t = next.trim_start();
            t.starts_with('{') || t.starts_with('[') || t.starts_with("```")
        })
}

/// Words that head a docstring section (Google style, Napoleon's admonitions): a line
/// `Example: ...` inside `Args:` is that, not a parameter named `Example`.
const SECTION_WORDS: &[&str] = &[
    "Example",
    "Examples",
    "Note",
    "Notes",
    "Warning",
    "Warnings",
    "Returns",
    "Return",
    "Yields",
    "Raises",
    "Todo",
    "Tip",
    "Hint",
    "Important",
    "Usage",
];

/// `text` with every run of whitespace as one space: a docstring entry joined from its lines
/// against the description that keeps its line breaks and indentation.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// D003: a parameter described nowhere; D005: described in the docstring, but the library
/// drops that description.
fn undescribed_parameters(
    ctx: &Ctx,
    tool: &ToolView,
    ok: &[&crate::render::Entry],
    documented: &[docstring::DocParam],
    out: &mut Vec<Diagnostic>,
) {
    for p in &tool.function.params {
        if matches!(p.name.as_str(), "self" | "cls") {
            continue;
        }
        let in_doc = documented
            .iter()
            .any(|d| d.name == p.name && !d.description.is_empty());
        let annotated = p.annotation.as_ref().is_some_and(|a| matches!(&a.ty, Ty::Annotated { meta, .. } if meta.iter().any(|m| m.as_str().is_some())));
        let sent = ok
            .iter()
            .filter_map(|e| e.rendered.result.as_ref().ok())
            .filter_map(|s| param_description(s, &p.name))
            .find(|d| !d.is_empty() && *d != format!("Parameter {}", p.name));
        if !in_doc && !annotated && sent.is_none() {
            out.push(ctx.diag(
                &D003,
                p.name_span,
                format!(
                    "parameter `{}` has no description: the model only sees its name and type",
                    p.name
                ),
                tool.providers.clone(),
                Some(tool),
            ));
        } else if in_doc
            && sent.is_none()
            && !ok.is_empty()
            && !described_in_tool_description(ok, documented, &p.name)
        {
            out.push(ctx.diag(
                &D005,
                p.name_span,
                format!(
                    "`{}` is documented in the docstring, but {} does not send that description",
                    p.name,
                    tool.library.id()
                ),
                tool.providers.clone(),
                Some(tool),
            ));
        }
    }
}

/// D004: a description sent to OpenAI longer than some of its models accept.
fn long_descriptions(ctx: &Ctx, tool: &ToolView, has_option: bool, out: &mut Vec<Diagnostic>) {
    let f = tool.function;
    for p in [Provider::OpenaiChat, Provider::OpenaiResponses] {
        if !tool.providers.contains(&p) {
            continue;
        }
        let Some(e) = tool.payload_for(p) else {
            continue;
        };
        let Some(desc) = e.rendered.result.as_ref().ok().and_then(description_of) else {
            continue;
        };
        let n = desc.chars().count();
        if n > 1024 {
            // Where the description is written: `description=` when given, else the docstring.
            let span = tool
                .mark
                .and_then(|m| super::keyword_value_span(ctx.source, m.span, "description"))
                .filter(|_| has_option)
                .or(f.doc.as_ref().map(|d| d.span))
                .unwrap_or(f.name_span);
            let d = ctx.diag(&D004, span, format!("the description sent to OpenAI is {n} characters: some OpenAI models reject more than 1024"), vec![p], Some(tool));
            if !out.iter().any(|o| o.code == "D004" && o.span == d.span) {
                out.push(d);
            }
        }
    }
}

/// The span of `name` where the docstring documents it (`name:`, `name (type):`,
/// `:param name:`, a NumPy `name : type` line); the whole docstring when not found.
fn documented_entry_span(
    source: &str,
    doc: crate::syntax::Span,
    name: &str,
) -> crate::syntax::Span {
    let Some(text) = source.get(doc.start..doc.end) else {
        return doc;
    };
    let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    // Each place the name heads a line as an entry does (`name:`, `name (type):`,
    // `:param name:`), with its indentation. The parsers take entries at the section's item
    // indentation; a deeper `name (...):` is a sub-heading inside an entry's description
    // (`WebSocket (requires ccxt.pro):` under `action:`), so the least indented one is it.
    let mut best: Option<(usize, usize)> = None;
    let mut from = 0;
    while let Some(pos) = text[from..].find(name) {
        let at = from + pos;
        let end = at + name.len();
        from = end;
        if ident(text[..at].chars().next_back()) || ident(text[end..].chars().next()) {
            continue;
        }
        let line_start = text[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
        let before = &text[line_start..at];
        let after = text[end..].trim_start_matches([' ', '\t']);
        // `*args:` / `**kwargs:` head their entry too: the parser strips the stars.
        let entry = (matches!(before.trim(), "" | "*" | "**")
            && (after.starts_with(':') || after.starts_with('(')))
            || before.trim_start() == ":param ";
        let indent = before.len() - before.trim_start().len();
        if entry && best.is_none_or(|(_, i)| indent < i) {
            best = Some((at, indent));
        }
    }
    match best {
        Some((at, _)) => crate::syntax::Span::new(doc.start + at, doc.start + at + name.len()),
        None => doc,
    }
}

/// A docstring stub with an `Args:` section, inserted as the first line of the body.
fn docstring_fix(ctx: &Ctx, tool: &ToolView) -> Option<Fix> {
    let f = tool.function;
    let src = ctx.source;
    let body = f.body_span;
    if !src.get(f.signature_span.end..body.start)?.contains('\n') {
        return None;
    }
    let line_start = src[..body.start].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let indent: String = src[line_start..body.start]
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect();
    let params: Vec<&str> = f
        .params
        .iter()
        .map(|p| p.name.as_str())
        .filter(|n| !matches!(*n, "self" | "cls"))
        .collect();
    let mut text = format!("\"\"\"TODO: describe what `{}` does.\n", f.name);
    if !params.is_empty() {
        text.push_str(&format!("\n{indent}Args:\n"));
        for p in params {
            text.push_str(&format!("{indent}    {p}: TODO.\n"));
        }
    }
    text.push_str(&format!("{indent}\"\"\"\n{indent}"));
    Some(Fix {
        title: "Add a docstring with an Args section".into(),
        edits: vec![Edit {
            span: crate::syntax::Span::new(body.start, body.start),
            text,
        }],
        // Only a docstring is added: the code does what it did, and the TODO it leaves is
        // for a person to fill in.
        applicability: Applicability::Safe,
    })
}
