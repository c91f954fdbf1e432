//! Hover markdown: per-provider payloads for a tool, or one parameter's schema per provider
//! and where its description came from. Plain functions of the analysis; no protocol types.

use std::borrow::Cow;

use serde_json::Value;

use crate::analysis::{Analysis, ToolSummary};
use crate::frameworks::common::getdoc;
use crate::model::{docstring, Function, Param, Ty};
use crate::render::pretty;
use crate::syntax::Span;
use crate::tokens::{estimate, grouped, Encoding};

/// Payloads longer than this collapse in hovers; the full text is one command away.
const MAX_LINES: usize = 40;

pub fn hover(
    analysis: &Analysis,
    source: &str,
    offset: usize,
    tokens: Encoding,
) -> Option<(String, Span)> {
    let Some(tool) = analysis.tool_at(offset) else {
        // A registration site (a `tools=[...]` element, an index entry): the set's cost.
        let mark = analysis
            .module
            .marks
            .iter()
            .find(|m| m.group.is_some() && m.span.contains(offset))?;
        return Some((set_hover(analysis, mark.group?, tokens)?, mark.span));
    };
    let f = &analysis.module.functions[tool.index];
    if let Some(p) = f.params.iter().find(|p| p.span.contains(offset)) {
        return Some((param_hover(tool, f, p, source), p.span));
    }
    if f.kind == crate::model::DefKind::Schema {
        if let Some((key, span)) = key_at(source, offset) {
            if let Some(verdicts) = crate::rules::keywords::verdicts(&key) {
                return Some((keyword_hover(&key, &verdicts, tool), span));
            }
        }
    }
    Some((tool_hover(analysis, tool, f, tokens), f.name_span))
}

fn why_library(analysis: &Analysis, tool: &ToolSummary) -> String {
    let m = &analysis.module;
    if let Some(mark) = m
        .marks
        .iter()
        .find(|mk| mk.function == tool.index && mk.library == Some(tool.library.handle()))
    {
        let rust = analysis.module.functions[tool.index].rust.is_some();
        let how = match mark.kind {
            crate::model::MarkKind::Decorator if rust => "its attribute",
            crate::model::MarkKind::Register if rust => "its trait impl",
            crate::model::MarkKind::Decorator => "its decorator",
            crate::model::MarkKind::Index => "a tool list (`Index([...])`)",
            crate::model::MarkKind::GetSchema => "a `get_schema` call",
            crate::model::MarkKind::Register => "a registration call",
            crate::model::MarkKind::ToolsList => "a `tools=[...]` list",
        };
        if !tool.library.modelled() {
            return format!(
                "not shown: found as a **{}** tool (marked by {how}), whose payloads toolsight does not model yet",
                tool.library.label
            );
        }
        return format!("as **{}** sends it (marked by {how})", tool.library.id());
    }
    match &m.detected {
        Some(d) if d.library == tool.library.handle() => match &d.import {
            Some(imp) => format!(
                "as **{}** sends it (the file imports `{}`)",
                tool.library.id(),
                imp.target
            ),
            None => format!("as **{}** sends it", tool.library.id()),
        },
        _ => format!(
            "as **{}** sends it (the default library: the file imports none of the supported ones)",
            tool.library.id()
        ),
    }
}

fn collapse(json: &str) -> String {
    let lines: Vec<&str> = json.lines().collect();
    if lines.len() <= MAX_LINES {
        return json.trim_end().to_string();
    }
    let shown = MAX_LINES - 5;
    format!(
        "{}\n… {} more lines (command: toolsight.showSchemas)",
        lines[..shown].join("\n"),
        lines.len() - shown
    )
}

/// What one payload costs, said as exactly as it is known: OpenAI's encoding is public, the
/// others' tokenizers are not.
fn cost_line(e: &crate::render::Entry, tokens: Encoding) -> Option<String> {
    use crate::frameworks::Provider;
    let n = e.json_tokens(tokens)?;
    let enc = tokens.id();
    Some(match e.provider {
        Provider::OpenaiChat | Provider::OpenaiResponses => {
            let injected = e
                .injected_estimate(tokens)
                .map(|i| format!("; ≈ {} as OpenAI renders it (cookbook estimate)", grouped(i)))
                .unwrap_or_default();
            format!("{} tokens ({enc}, compact JSON{injected})", grouped(n))
        }
        Provider::Anthropic => format!(
            "≈ {} tokens ({enc} count of the compact JSON; Claude's tokenizer is not public), plus Anthropic's {}-token tool-use system prompt once per request",
            grouped(n),
            estimate::ANTHROPIC_TOOL_PROMPT_AUTO
        ),
        _ => format!(
            "≈ {} tokens ({enc} count of the compact JSON; this provider's tokenizer is not public)",
            grouped(n)
        ),
    })
}

/// The tools sent together with mark group `group`: how many, and what they cost per
/// provider.
fn set_summary(analysis: &Analysis, group: usize, tokens: Encoding) -> Option<(usize, String)> {
    use std::collections::BTreeMap;
    // One pass over the marks, then one over the tools: a set of thousands of tools must
    // not cost tools × marks on every hover.
    let in_group: std::collections::HashSet<usize> = analysis
        .module
        .marks
        .iter()
        .filter(|m| m.group == Some(group))
        .map(|m| m.function)
        .collect();
    let members: Vec<&ToolSummary> = analysis
        .tools
        .iter()
        .filter(|t| in_group.contains(&t.index))
        .collect();
    if members.len() < 2 {
        return None;
    }
    let mut per: BTreeMap<&'static str, (usize, usize, crate::frameworks::Provider)> =
        BTreeMap::new();
    for t in &members {
        for e in t.entries.iter() {
            if let Some(n) = e.json_tokens(tokens) {
                let slot = per.entry(e.provider.label()).or_insert((0, 0, e.provider));
                slot.0 += n;
                slot.1 += e.injected_estimate(tokens).unwrap_or(0);
            }
        }
    }
    let mut lines = String::new();
    for (label, (json, injected, provider)) in per {
        use crate::frameworks::Provider;
        let extra = match provider {
            Provider::OpenaiChat | Provider::OpenaiResponses => format!(
                "; ≈ {} as OpenAI renders them (cookbook estimate)",
                grouped(injected + estimate::openai_request(tokens))
            ),
            Provider::Anthropic => format!(
                "; ≈ {} with Anthropic's tool-use system prompt",
                grouped(json + estimate::ANTHROPIC_TOOL_PROMPT_AUTO)
            ),
            _ => String::new(),
        };
        lines.push_str(&format!(
            "- {label}: {} tokens ({}, compact JSON{extra})\n",
            grouped(json),
            tokens.id()
        ));
    }
    Some((members.len(), lines))
}

fn set_hover(analysis: &Analysis, group: usize, tokens: Encoding) -> Option<String> {
    let (n, lines) = set_summary(analysis, group, tokens)?;
    Some(format!(
        "### {n} tools sent together\n\nTheir definitions cost, on every request:\n\n{lines}"
    ))
}

pub fn tool_hover(
    analysis: &Analysis,
    tool: &ToolSummary,
    f: &Function,
    tokens: Encoding,
) -> String {
    // A Rust tool is often registered under another name than its fn (`name = "..."`,
    // `const NAME`).
    let registered = match &f.rust {
        Some(r) if r.name != f.name => format!(" (tool `{}`)", r.name),
        _ => String::new(),
    };
    let mut md = format!(
        "### `{}`{registered} · {}\n\nPayloads {}.\n",
        f.name,
        tool.library.id(),
        why_library(analysis, tool)
    );
    // Where the code shows the tools go: errors are reported for these providers only.
    let shown: Vec<String> = analysis
        .module
        .sent_to
        .iter()
        .filter(|s| tool.providers.contains(&s.provider))
        .map(|s| {
            format!(
                "{} ({}, line {})",
                s.provider.label(),
                s.evidence,
                analysis.module.lines.line_of(s.span.start)
            )
        })
        .collect();
    if !shown.is_empty() {
        md.push_str(&format!("\nSent to {}.\n", shown.join("; ")));
    }
    // Decorators applied before registration that toolsight cannot read: the payload is the
    // function as written, which is what the framework reads if the wrapper keeps it.
    for w in crate::frameworks::common::wrappers(&analysis.module, f) {
        if let crate::frameworks::common::Wrapped::Unread { decorator } = w {
            md.push_str(&format!(
                "\nNote: `@{decorator}` wraps the function before it is registered and toolsight cannot read it: the payloads show the function as written, which is what the framework reads if the wrapper keeps it (`functools.wraps`).\n"
            ));
        }
    }
    // Registered through a call toolsight cannot read (`FunctionTool(retry(self.fetch))`).
    if let Some((wrapper, line, module)) = &f.wrapped_unread {
        // In another module: name it (the line is that file's).
        let place = match module {
            Some(m) => format!("{m}, line {line}"),
            None => format!("line {line}"),
        };
        md.push_str(&format!(
            "\nNote: `{wrapper}(...)` wraps the function where it is registered ({place}) and toolsight cannot read it: the payloads show the function as written, which is what the framework reads if the wrapper keeps it (`functools.wraps`). Nothing is reported about its payload.\n"
        ));
    }
    // An entry of a catalog listed through a name filter toolsight cannot read.
    if let Some(why) = &f.listed_unread {
        md.push_str(&format!(
            "\nNote: {why}. Nothing is reported about what is sent.\n"
        ));
    }
    // Registered only on a server the module replaces before it is served.
    if let Some((name, bound, rebound)) = &f.unserved {
        md.push_str(&format!(
            "\nNote: registered on the server bound to `{name}` at line {bound}, which the module binds to another server at line {rebound} before serving it: listed, not sent to any client.\n"
        ));
    }
    // Registered only inside a function nothing in the project calls.
    if let Some(by) = &f.registered_uncalled {
        md.push_str(&format!(
            "\nNote: {}. Nothing is reported about it.\n",
            crate::render::uncalled_note(by)
        ));
    }
    // In a module Python cannot compile: never registered.
    if let Some(e) = &f.uncompilable {
        md.push_str(&format!(
            "\nNote: {}. Nothing else is reported about it.\n",
            crate::render::uncompilable_note(e)
        ));
    }
    // Kept out of its server's listing by a transform (or listed as toolsight cannot read).
    if let Some(why) = &f.unlisted {
        md.push_str(&format!(
            "\nNote: {why}. Nothing is reported about it as listed (a client's prefix on its name, its cost on every request).\n"
        ));
    }
    // Named where it is instantiated, by a value toolsight cannot read.
    if let Some(line) = f.name_given_unread {
        md.push_str(&format!(
            "\nNote: the name sent is given at line {line} (where the instances are made, or by an assignment to `__name__`) by a value toolsight cannot read: the name shown is not what is sent. Nothing is reported about the name.\n"
        ));
    }
    // A provider-native tool: the payloads shown are what the framework would build, which
    // no provider receives.
    if let Some(why) = tool.library.behaviour.provider_native(&analysis.module, f) {
        md.push_str(&format!("\nNote: {why}\n"));
    }
    // A tool only text agents use: the payloads shown are what a function-calling agent
    // would be sent, which this code never does.
    if let Some(why) = &f.text_agent_only {
        md.push_str(&format!("\nNote: {why}\n"));
    }
    let visible = visible_entries(tool);
    md.push_str(&parameter_table(analysis, tool, f, &visible));
    let problems: Vec<_> = analysis.diagnostics_of(tool).collect();
    if !problems.is_empty() {
        md.push_str("\n**Problems**\n\n");
        for d in &problems {
            let to: Vec<&str> = d.providers.iter().map(|p| p.label()).collect();
            let to = if to.is_empty() {
                String::new()
            } else {
                format!(" ({})", to.join(", "))
            };
            md.push_str(&format!("- `{}`{to} {}\n", d.code, d.message));
        }
    }
    let costs: Vec<String> = visible
        .iter()
        .filter_map(|e| {
            Some(format!(
                "- {}: {}",
                e.provider.label(),
                cost_line(e, tokens)?
            ))
        })
        .collect();
    if !costs.is_empty() {
        md.push_str(&format!("\n**Tokens**\n\n{}\n", costs.join("\n")));
    }
    for e in &visible {
        // The native payload is what goes to the providers the library has no separate
        // format for (selectools' and toolslm's own schema).
        let label = if e.provider == crate::frameworks::Provider::Native {
            let to: Vec<&str> = tool
                .providers
                .iter()
                .filter(|p| !tool.entries.iter().any(|x| x.provider == **p))
                .map(|p| p.label())
                .collect();
            if to.is_empty() {
                format!("{} (native)", tool.library.id())
            } else {
                format!("{} (native, sent to {})", tool.library.id(), to.join(", "))
            }
        } else {
            e.provider.label().to_string()
        };
        let mark = match (tool.inferred, is_target(tool, e)) {
            (true, true) => " · inferred target",
            (true, false) => " · other provider",
            _ => "",
        };
        md.push_str(&format!("\n**{label}**{mark} · `{}`\n", e.rendered.name));
        match &e.rendered.result {
            Ok(schema) => md.push_str(&format!("\n```json\n{}\n```\n", collapse(&pretty(schema)))),
            Err(err) if err.is_unknown() => md.push_str(&format!(
                "\ntoolsight cannot show this payload: {}.\n",
                err.message
            )),
            Err(err) => md.push_str(&format!(
                "\n{} raises `{}: {}`: nothing is sent.\n",
                tool.library.id(),
                err.code,
                err.message
            )),
        }
    }
    let groups: Vec<usize> = analysis
        .module
        .marks
        .iter()
        .filter(|m| m.function == tool.index)
        .filter_map(|m| m.group)
        .collect();
    for g in groups {
        if let Some((n, lines)) = set_summary(analysis, g, tokens) {
            md.push_str(&format!(
                "\n**Sent with {} other tool{}**, together:\n\n{lines}",
                n - 1,
                if n == 2 { "" } else { "s" }
            ));
        }
    }
    md
}

/// The payloads of the providers the tool is sent to (the `providers` setting, or what the
/// code shows), and the native one where it stands for providers without their own format.
/// Where the providers come from what the code shows (`ToolSummary::inferred`), every
/// provider the framework formats for follows them: an inference is a guess, and the user
/// sees what the others would receive. A `providers` setting shows those providers only.
fn visible_entries(tool: &ToolSummary) -> Vec<&crate::render::Entry> {
    let (mut shown, rest): (Vec<_>, Vec<_>) = tool.entries.iter().partition(|e| is_target(tool, e));
    if shown.is_empty() {
        rest
    } else {
        if tool.inferred {
            shown.extend(rest);
        }
        shown
    }
}

/// Whether an entry is sent to one of the tool's providers.
fn is_target(tool: &ToolSummary, e: &crate::render::Entry) -> bool {
    use crate::frameworks::Provider;
    tool.providers.contains(&e.provider)
        || (e.provider == Provider::Native
            && tool
                .providers
                .iter()
                .any(|p| !tool.entries.iter().any(|x| x.provider == *p)))
}

/// A markdown table cell: one line, pipes escaped.
fn table_cell(text: &str) -> String {
    text.replace('\n', " ").replace('|', "\\|")
}

/// A table's markdown with its columns padded to one width, so that it reads as a table
/// where it is shown as plain text: Neovim's hover float (0.7's and 0.11's alike) draws
/// markdown tables verbatim. Cells hold no inline markup, which such a float conceals
/// (unevenly: 0.7 keeps backticks that 0.11 hides), and would misalign the columns.
fn aligned_table(header: &[String], rows: &[Vec<String>]) -> String {
    use unicode_width::UnicodeWidthStr;
    let mut widths: Vec<usize> = header.iter().map(|h| h.width()).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.width());
        }
    }
    let line = |cells: &[String]| {
        let mut out = String::from("|");
        for (cell, w) in cells.iter().zip(&widths) {
            out.push_str(&format!(" {cell}{} |", " ".repeat(w - cell.width())));
        }
        out.push('\n');
        out
    };
    let mut md = line(header);
    md.push('|');
    for w in &widths {
        md.push_str(&"-".repeat(w + 2));
        md.push('|');
    }
    md.push('\n');
    for row in rows {
        md.push_str(&line(row));
    }
    md
}

/// One row per parameter, one column per provider: the type each receives, whether it is
/// required, its default; rows whose cells differ between providers are marked `≠`.
fn parameter_table(
    analysis: &Analysis,
    tool: &ToolSummary,
    f: &Function,
    visible: &[&crate::render::Entry],
) -> String {
    let columns: Vec<(&crate::render::Entry, Cow<serde_json::Map<String, Value>>)> = visible
        .iter()
        .filter_map(|e| {
            let payload = e.rendered.result.as_ref().ok()?;
            Some((*e, crate::payload::parameters(payload)?))
        })
        .collect();
    let mut names: Vec<&str> = Vec::new();
    for (_, params) in &columns {
        if let Some(props) = params.get("properties").and_then(Value::as_object) {
            for k in props.keys() {
                if !names.contains(&k.as_str()) {
                    names.push(k);
                }
            }
        }
    }
    if names.is_empty() {
        return String::new();
    }
    let mut header = vec!["Parameter".to_string()];
    header.extend(columns.iter().map(|(e, _)| e.provider.label().to_string()));
    header.push("Problems".into());
    let mut rows = Vec::new();
    for name in names {
        let cells: Vec<String> = columns
            .iter()
            .map(|(_, params)| {
                let Some(schema) = params.get("properties").and_then(|p| p.get(name)) else {
                    return "not sent".to_string();
                };
                let required = params
                    .get("required")
                    .and_then(Value::as_array)
                    .is_some_and(|r| r.iter().any(|x| x == name));
                // `or`, not `|`: an escaped pipe is concealed in Neovim 0.7's float and
                // shown with its backslash in 0.11's.
                let mut c = format!(
                    "{} · {}",
                    crate::reference::type_text_or(schema),
                    if required { "required" } else { "optional" }
                );
                if let Some(d) = schema.get("default") {
                    c.push_str(&format!(" · default {d}"));
                }
                table_cell(&c)
            })
            .collect();
        let differs = cells.iter().any(|c| c != &cells[0]);
        let span = f.params.iter().find(|p| p.name == name).map(|p| p.span);
        let mut codes: Vec<&str> = analysis
            .diagnostics_of(tool)
            .filter(|d| span.is_some_and(|s| s.start <= d.span.start && d.span.end <= s.end))
            .map(|d| d.code)
            .collect();
        codes.dedup();
        let mut row = vec![format!(
            "{}{}",
            if differs { "≠ " } else { "" },
            table_cell(name)
        )];
        row.extend(cells);
        row.push(codes.join(" "));
        rows.push(row);
    }
    format!("\n{}", aligned_table(&header, &rows))
}

/// Where a parameter's description can come from, as toolsight sees the source.
pub fn description_sources(f: &Function, p: &Param, source: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(a) = &p.annotation {
        if let Ty::Annotated { meta, .. } = &a.ty {
            if let Some(s) = meta.iter().find_map(|m| m.as_str()) {
                out.push(format!("`Annotated[..., {:?}]`", s));
            }
        }
    }
    let line_end = source[p.span.end..]
        .find('\n')
        .map(|i| p.span.end + i)
        .unwrap_or(source.len());
    if let Some(c) = f
        .signature_comments
        .iter()
        .find(|c| c.span.start >= p.span.end && c.span.start < line_end)
    {
        out.push(format!(
            "trailing comment `{}` (a docments comment)",
            c.text.trim()
        ));
    }
    if let Some(doc) = getdoc(f) {
        if let Some(d) = docstring::params(&doc)
            .into_iter()
            .find(|d| d.name == p.name)
        {
            let style = match d.style {
                docstring::DocStyle::Google => "Google `Args:` section",
                docstring::DocStyle::Numpy => "NumPy `Parameters` section",
                docstring::DocStyle::Rest => "reST `:param:` field",
            };
            out.push(format!("docstring {style}: {:?}", d.description));
        }
    }
    out
}

fn param_hover(tool: &ToolSummary, f: &Function, p: &Param, source: &str) -> String {
    let mut md = format!(
        "### parameter `{}` of `{}` · {}\n",
        p.name,
        f.name,
        tool.library.id()
    );
    let sources = description_sources(f, p, source);
    if sources.is_empty() {
        md.push_str("\nDescription: none in the source.\n");
    } else {
        md.push_str("\nDescription found in:\n");
        for s in sources {
            md.push_str(&format!("- {s}\n"));
        }
    }
    for e in tool.entries.iter() {
        match &e.rendered.result {
            Ok(payload) => match crate::payload::parameter(payload, &p.name) {
                Some((schema, required)) => {
                    let desc = schema.get("description").and_then(Value::as_str);
                    md.push_str(&format!(
                        "\n**{}** · {} · description sent: {}\n```json\n{}\n```\n",
                        e.provider.label(),
                        if required { "required" } else { "optional" },
                        desc.map(|d| format!("{d:?}"))
                            .unwrap_or_else(|| "none".into()),
                        collapse(&pretty(&schema))
                    ));
                }
                None => md.push_str(&format!(
                    "\n**{}** · not sent to the model\n",
                    e.provider.label()
                )),
            },
            Err(err) if err.is_unknown() => md.push_str(&format!(
                "\n**{}** · toolsight cannot show this payload: {}\n",
                e.provider.label(),
                err.message
            )),
            Err(err) => md.push_str(&format!(
                "\n**{}** · {} raises `{}: {}`\n",
                e.provider.label(),
                tool.library.id(),
                err.code,
                err.message
            )),
        }
    }
    md
}

/// The dict key (a string literal followed by `:`) at `offset`, and its span.
fn key_at(source: &str, offset: usize) -> Option<(String, Span)> {
    let start = source[..offset.min(source.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let end = source[start..]
        .find('\n')
        .map_or(source.len(), |i| start + i);
    let line = &source[start..end];
    let mut chars = line.char_indices();
    while let Some((i, c)) = chars.next() {
        if c == '#' {
            return None;
        }
        if c != '"' && c != '\'' {
            continue;
        }
        // A string: up to the same quote, skipping escaped characters.
        let mut close = None;
        while let Some((j, d)) = chars.next() {
            if d == '\\' {
                chars.next();
            } else if d == c {
                close = Some(j);
                break;
            }
        }
        let close = close?;
        let (a, b) = (start + i, start + close + 1);
        if (a..b).contains(&offset) {
            let after = line[close + 1..].trim_start();
            return after
                .starts_with(':')
                .then(|| (line[i + 1..close].to_string(), Span::new(a, b)));
        }
    }
    None
}

/// Which providers accept a JSON Schema keyword, for a key of a hand-written schema.
fn keyword_hover(
    key: &str,
    verdicts: &[crate::rules::keywords::Verdict],
    tool: &ToolSummary,
) -> String {
    let sent: Vec<&str> = tool.providers.iter().map(|p| p.label()).collect();
    let mut md = format!("### `{key}` · JSON Schema keyword\n\n");
    if !sent.is_empty() {
        md.push_str(&format!("This schema is sent to {}.\n\n", sent.join(", ")));
    }
    for v in verdicts {
        let mark = if v.accepted { "✓" } else { "✗" };
        md.push_str(&format!("- {mark} **{}**: {}\n", v.target, v.why));
    }
    md
}

#[cfg(test)]
mod table_tests {
    use super::*;

    fn hover_of(source: &str, config: &crate::config::Config, at: &str) -> String {
        let tree = crate::syntax::parse(source, None);
        let analysis = crate::analysis::analyze(source, &tree, "m", config);
        let offset = source.find(at).unwrap();
        hover(&analysis, source, offset, Encoding::O200kBase)
            .unwrap()
            .0
    }

    const STORES: &str = "from typing import Literal\nimport stores\n\n\ndef get_weather(city: str, unit: Literal[\"c\", \"f\"] = \"c\", days: int | None = None) -> str:\n    \"\"\"Get the weather.\n\n    Args:\n        city: The city.\n        unit: The unit.\n    \"\"\"\n    return \"\"\n\n\nindex = stores.Index([get_weather])\n";

    #[test]
    fn the_hover_opens_with_a_parameter_table_and_marks_differences() {
        let md = hover_of(STORES, &Default::default(), "get_weather(");
        let table = md.find("| Parameter |").expect("a table");
        let first_payload = md.find("```json").expect("payloads");
        assert!(table < first_payload, "{md}");
        assert!(md.find("**Tokens**").unwrap() < first_payload, "{md}");
        let rows = table_rows(&md);
        assert_eq!(rows[0][0], "Parameter", "{md}");
        let row = |name: &str| rows.iter().find(|r| r[0].ends_with(name)).unwrap().clone();
        assert_eq!(row("city")[1], "string · required", "{md}");
        // Gemini's `nullable` reads as the others' `| null`: no difference.
        let days = row("days");
        assert_eq!(days[0], "days", "{md}");
        assert!(days[1..days.len() - 1]
            .iter()
            .all(|c| c == "integer or null · required"));
        // The problem of a parameter is on its row.
        assert!(row("unit").last().unwrap().contains("V001"), "{md}");
    }

    /// Providers the code shows come first, marked; the framework's other providers follow
    /// (an inference is a guess). A `providers` setting shows its providers only.
    #[test]
    fn inferred_providers_come_first_and_the_others_follow() {
        let src = "from anthropic import Anthropic\nfrom langchain_core.tools import tool\n\n\n@tool\ndef get_weather(city: str) -> str:\n    \"\"\"Get the weather.\"\"\"\n    return city\n";
        let md = hover_of(src, &Default::default(), "get_weather(");
        let at = |label: &str| md.find(label).unwrap_or_else(|| panic!("{label}: {md}"));
        let anthropic = at("**Anthropic** · inferred target");
        let gemini = at("**Gemini** · other provider");
        let openai = at("**OpenAI Chat Completions** · other provider");
        assert!(anthropic < gemini && anthropic < openai, "{md}");
        let config = crate::config::Config {
            providers: vec![crate::frameworks::Provider::Anthropic],
            ..Default::default()
        };
        let md = hover_of(src, &config, "get_weather(");
        assert!(md.contains("**Anthropic** · `get_weather`"), "{md}");
        assert!(
            !md.contains("Gemini") && !md.contains("other provider"),
            "{md}"
        );
    }

    /// The table's rows, each split into its cells on the pipes that are not escaped;
    /// asserts that every row has the header's number of columns and its pipes line up
    /// (the table reads as one where it is shown as plain text).
    fn table_rows(md: &str) -> Vec<Vec<String>> {
        use unicode_width::UnicodeWidthStr;
        let lines: Vec<&str> = md.lines().filter(|l| l.starts_with('|')).collect();
        let separators = |l: &str| {
            let mut at = Vec::new();
            let mut width = 0;
            let mut prev = ' ';
            for ch in l.chars() {
                if ch == '|' && prev != '\\' {
                    at.push(width);
                }
                width += ch.to_string().width();
                prev = ch;
            }
            at
        };
        let header = separators(lines[0]);
        for l in &lines {
            assert_eq!(separators(l), header, "columns out of line:\n{md}");
        }
        lines
            .iter()
            .filter(|l| !l.starts_with("|-"))
            .map(|l| {
                let inner = &l[1..l.len() - 1];
                let mut cells = vec![String::new()];
                let mut prev = ' ';
                for ch in inner.chars() {
                    if ch == '|' && prev != '\\' {
                        cells.push(String::new());
                    } else {
                        cells.last_mut().unwrap().push(ch);
                    }
                    prev = ch;
                }
                cells.iter().map(|c| c.trim().to_string()).collect()
            })
            .collect()
    }

    #[test]
    fn a_union_type_does_not_split_its_cell_and_non_ascii_names_line_up() {
        let src = "from typing import Literal\nimport stores\n\n\ndef größe(tags: list[str] | None = None, städte: Literal[\"Zürich|Genf\", \"Bern\"] = \"Bern\") -> str:\n    \"\"\"Size.\"\"\"\n    return \"\"\n\n\nindex = stores.Index([größe])\n";
        let md = hover_of(src, &Default::default(), "größe(");
        let rows = table_rows(&md);
        let tags = rows
            .iter()
            .find(|r| r[0].ends_with("tags"))
            .expect("a tags row");
        assert!(
            tags.iter()
                .any(|c| c.starts_with("array of string or null")),
            "{md}"
        );
        // A pipe in a value is escaped, and stays inside its cell.
        let stadt = rows
            .iter()
            .find(|r| r[0].ends_with("städte"))
            .expect("a städte row");
        assert!(stadt[1].starts_with(r#""Zürich\|Genf" or "Bern""#), "{md}");
        assert_eq!(stadt.len(), rows[0].len(), "{md}");
    }

    #[test]
    fn rows_that_differ_between_providers_are_marked() {
        // agno's Gemini formatter turns a dict into an object with an `example_key`.
        let src = "from agno.tools import tool


@tool
def tally(counts: dict[str, int], label: str) -> str:
    \"\"\"Tally.\"\"\"
    return \"\"
";
        let md = hover_of(src, &Default::default(), "tally(");
        let rows = table_rows(&md);
        assert!(rows.iter().any(|r| r[0] == "≠ counts"), "{md}");
        let label = rows.iter().find(|r| r[0] == "label").expect("label row");
        assert_eq!(label[1], "string · required", "{md}");
    }

    /// dspy keeps parameters in `args` and strands under `inputSchema.json`: the hover finds
    /// them where `toolsight schema` does (it once called them "not sent to the model").
    #[test]
    fn a_parameter_of_a_dspy_or_strands_tool_is_sent() {
        let dspy = "import dspy\n\n\ndef search(query: str, limit: int = 5) -> str:\n    \"\"\"Search.\"\"\"\n    return query\n\n\nsearch_tool = dspy.Tool(search)\n";
        let strands = "from strands import tool\n\n\n@tool\ndef search(query: str, limit: int = 5) -> str:\n    \"\"\"Search.\"\"\"\n    return query\n";
        for (framework, src) in [("dspy", dspy), ("strands", strands)] {
            let md = hover_of(src, &Default::default(), "limit: int");
            assert!(!md.contains("not sent to the model"), "{framework}: {md}");
            assert!(
                md.contains("· optional · description sent"),
                "{framework}: {md}"
            );
            let md = hover_of(src, &Default::default(), "query: str");
            assert!(
                md.contains("· required · description sent"),
                "{framework}: {md}"
            );
        }
    }

    #[test]
    fn the_hover_shows_only_the_configured_providers() {
        let (config, problems) =
            crate::config::Config::from_json(&serde_json::json!({"providers": ["gemini"]}));
        assert!(problems.is_empty());
        let md = hover_of(STORES, &config, "get_weather(");
        assert!(md.contains("**Gemini**"), "{md}");
        assert!(!md.contains("OpenAI"), "{md}");
        assert!(!md.contains("Anthropic"), "{md}");
    }
}
