//! A readable reference of a project's tools (`toolsight schema --format markdown|html`): the
//! table MCP server authors write by hand in their READMEs, built from the payloads toolsight
//! renders. Deterministic (files sorted, tools in source order), so it can be committed and
//! checked in CI.

use serde_json::Value;

use crate::frameworks::Provider;
use crate::model::Module;
use crate::render::{self, Entry, Selection};
use crate::rules::Diagnostic;
use crate::tokens::{grouped, Encoding};

/// One tool as the reference shows it.
pub struct ToolDoc {
    pub file: String,
    /// 1-based line of the definition.
    pub line: usize,
    pub function: String,
    pub framework: &'static str,
    pub entries: Vec<Entry>,
    /// (code, message, providers) of the diagnostics about this tool.
    pub problems: Vec<(&'static str, String, Vec<Provider>)>,
}

/// The tools of one analysed file, with their diagnostics.
pub fn collect(
    module: &Module,
    file: &str,
    sel: &Selection,
    diagnostics: &[Diagnostic],
) -> Vec<ToolDoc> {
    render::choose(module, sel)
        .into_iter()
        .map(|c| {
            let entries = render::render_tool(module, &c, &sel.providers, sel.config);
            ToolDoc {
                file: file.to_string(),
                line: module.lines.line_of(c.function.signature_span.start),
                function: module.function_path(c.function),
                framework: c.library.id(),
                entries,
                problems: diagnostics
                    .iter()
                    .filter(|d| d.function == Some(c.index))
                    .map(|d| (d.code, d.message.clone(), d.providers.clone()))
                    .collect(),
            }
        })
        .collect()
}

/// The payload the parameter table is read from: the one most clients see.
fn main_entry(t: &ToolDoc) -> Option<(&Entry, &Value)> {
    const PREFERENCE: [Provider; 5] = [
        Provider::Mcp,
        Provider::Native,
        Provider::OpenaiChat,
        Provider::Anthropic,
        Provider::OpenaiResponses,
    ];
    let ok = |e: &&Entry| e.rendered.result.is_ok();
    let e = PREFERENCE
        .iter()
        .find_map(|p| t.entries.iter().filter(ok).find(|e| e.provider == *p))
        .or_else(|| t.entries.iter().find(ok))?;
    Some((e, e.rendered.result.as_ref().ok()?))
}

fn name_of(t: &ToolDoc) -> String {
    main_entry(t)
        .map(|(e, _)| e.rendered.name.clone())
        .or_else(|| t.entries.first().map(|e| e.rendered.name.clone()))
        .unwrap_or_else(|| {
            t.function
                .rsplit('.')
                .next()
                .unwrap_or(&t.function)
                .to_string()
        })
}

/// A table cell: one line, pipes escaped, and markup characters as entities (a description
/// holding `<script>` must not become markup in the HTML page).
fn cell(text: &str) -> String {
    let one_line: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            l.replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('|', "\\|")
        })
        .collect();
    one_line.join("<br>")
}

/// A code span's content in a table cell: one line, pipes escaped (GitHub's tables split on
/// them even inside code spans); entities would show literally there.
fn code_cell(text: &str) -> String {
    text.replace('\n', " ")
        .replace('|', "\\|")
        .replace('`', "'")
}

/// A JSON Schema as a short type expression (`string`, `integer | null`, `array of Order`).
pub fn type_text(schema: &Value, depth: usize) -> String {
    type_text_with(schema, depth, " | ")
}

/// `type_text` with alternatives joined by `or` (`integer or null`): for text where a `|`
/// would read as a table's column separator (a hover shown as plain text, where `\|` is
/// either concealed or shown).
pub fn type_text_or(schema: &Value) -> String {
    type_text_with(schema, 0, " or ")
}

fn type_text_with(schema: &Value, depth: usize, or: &str) -> String {
    if depth > 8 {
        return "…".into();
    }
    let Some(obj) = schema.as_object() else {
        return if schema == &Value::Bool(true) {
            "any".into()
        } else {
            schema.to_string()
        };
    };
    if let Some(members) = obj.get("enum").and_then(Value::as_array) {
        return members
            .iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join(or);
    }
    if let Some(c) = obj.get("const") {
        return c.to_string();
    }
    if let Some(r) = obj.get("$ref").and_then(Value::as_str) {
        return r.rsplit('/').next().unwrap_or(r).to_string();
    }
    for key in ["anyOf", "oneOf", "any_of"] {
        if let Some(members) = obj.get(key).and_then(Value::as_array) {
            return members
                .iter()
                .map(|m| type_text_with(m, depth + 1, or))
                .collect::<Vec<_>>()
                .join(or);
        }
    }
    let base = match obj.get("type") {
        Some(Value::String(t)) => t.to_lowercase(),
        Some(Value::Array(ts)) => ts
            .iter()
            .map(|t| t.as_str().unwrap_or("?").to_lowercase())
            .collect::<Vec<_>>()
            .join(or),
        _ => "any".into(),
    };
    let text = match (base.as_str(), obj.get("items"), obj.get("format")) {
        ("array", Some(items), _) => format!("array of {}", type_text_with(items, depth + 1, or)),
        ("object", _, _) => match obj.get("additionalProperties") {
            Some(v @ Value::Object(_)) => format!("object of {}", type_text_with(v, depth + 1, or)),
            _ => base,
        },
        (_, _, Some(Value::String(f))) => format!("{base} ({f})"),
        _ => base,
    };
    // Gemini's and OpenAPI's way of saying `| null`.
    if obj.get("nullable") == Some(&Value::Bool(true)) {
        format!("{text}{or}null")
    } else {
        text
    }
}

fn parameter_rows(payload: &Value) -> Vec<[String; 5]> {
    let Some(params) = crate::payload::parameters(payload) else {
        return Vec::new();
    };
    let required: Vec<&str> = params
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(props) = params.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    props
        .iter()
        .map(|(name, p)| {
            [
                format!("`{}`", name.replace('`', "")),
                cell(&type_text(p, 0)),
                if required.contains(&name.as_str()) {
                    "yes".into()
                } else {
                    "no".into()
                },
                p.get("default")
                    .map(|d| format!("`{}`", code_cell(&d.to_string())))
                    .unwrap_or_default(),
                p.get("description")
                    .and_then(Value::as_str)
                    .map(cell)
                    .unwrap_or_default(),
            ]
        })
        .collect()
}

/// The reference as Markdown (GitHub flavour: tables).
pub fn markdown(tools: &[ToolDoc], encoding: Encoding) -> String {
    let files = {
        let mut f: Vec<&str> = tools.iter().map(|t| t.file.as_str()).collect();
        f.dedup();
        f.len()
    };
    let mut md = format!(
        "# Tools\n\n{} tool{} in {files} file{}. Token counts: {}, the compact JSON of each payload (exact for OpenAI's encoding; Anthropic and Gemini publish no tokenizer).\n\n",
        tools.len(),
        if tools.len() == 1 { "" } else { "s" },
        if files == 1 { "" } else { "s" },
        encoding.id()
    );
    md.push_str("| Tool | Framework | Defined at | Parameters | Tokens | Problems |\n|---|---|---|---|---|---|\n");
    for t in tools {
        let params = main_entry(t)
            .map(|(_, p)| parameter_rows(p).len())
            .unwrap_or(0);
        let tokens = t
            .entries
            .iter()
            .filter_map(|e| e.json_tokens(encoding))
            .max()
            .map(grouped)
            .unwrap_or_else(|| "—".into());
        md.push_str(&format!(
            "| `{}` | {} | `{}:{}` | {params} | {tokens} | {} |\n",
            code_cell(&name_of(t)),
            t.framework,
            t.file,
            t.line,
            t.problems.len()
        ));
    }
    for t in tools {
        md.push_str(&format!(
            "\n## `{}`\n\n`{}` · {} · `{}:{}`\n",
            name_of(t),
            t.function,
            t.framework,
            t.file,
            t.line
        ));
        // Nothing rendered because a fact that decides the payload was not read: say which.
        if main_entry(t).is_none() {
            if let Some(err) = t
                .entries
                .iter()
                .filter_map(|e| e.rendered.result.as_ref().err())
                .find(|err| err.is_unknown())
            {
                md.push_str(&format!(
                    "\nUnread: toolsight cannot show this payload: {}.\n",
                    err.message.replace('\n', " ").replace('<', "&lt;")
                ));
            }
        }
        if let Some((e, payload)) = main_entry(t) {
            if let Some(d) = crate::payload::description(payload).filter(|d| !d.trim().is_empty()) {
                // Verbatim: the description is what the model reads, indentation and all.
                let mut fence = "~~~".to_string();
                while d.contains(&fence) {
                    fence.push('~');
                }
                md.push_str(&format!(
                    "\nDescription sent:\n\n{fence}text\n{}\n{fence}\n",
                    d.trim_end()
                ));
            }
            let rows = parameter_rows(payload);
            if rows.is_empty() {
                md.push_str("\nNo parameters.\n");
            } else {
                md.push_str(&format!(
                    "\nParameters, as sent to {}:\n\n| Parameter | Type | Required | Default | Description |\n|---|---|---|---|---|\n",
                    e.provider.label()
                ));
                for r in rows {
                    md.push_str(&format!("| {} |\n", r.join(" | ")));
                }
            }
        }
        if !t.entries.is_empty() {
            md.push_str("\n| Provider | Name sent | Tokens | Problems |\n|---|---|---|---|\n");
            for e in &t.entries {
                let tokens = match (e.json_tokens(encoding), e.injected_estimate(encoding)) {
                    (Some(n), Some(est)) => {
                        format!("{} (≈ {} as OpenAI renders it)", grouped(n), grouped(est))
                    }
                    (Some(n), None) => grouped(n),
                    (None, _) => "—".into(),
                };
                let problems: Vec<String> = match &e.rendered.result {
                    // Unread is not a failure: the library may well send it.
                    Err(err) if err.is_unknown() => vec!["unread".into()],
                    Err(err) => vec![format!("fails: `{}`", code_cell(&err.message))],
                    Ok(_) => t
                        .problems
                        .iter()
                        .filter(|(_, _, ps)| ps.is_empty() || ps.contains(&e.provider))
                        .map(|(code, _, _)| format!("`{code}`"))
                        .collect(),
                };
                md.push_str(&format!(
                    "| {} | `{}` | {tokens} | {} |\n",
                    e.provider.label(),
                    code_cell(&e.rendered.name),
                    if problems.is_empty() {
                        "—".into()
                    } else {
                        problems.join(", ")
                    }
                ));
            }
        }
        if !t.problems.is_empty() {
            md.push_str("\nProblems:\n\n");
            for (code, message, _) in &t.problems {
                md.push_str(&format!(
                    "- `{code}` {}\n",
                    message.replace('\n', " ").replace('<', "&lt;")
                ));
            }
        }
    }
    md
}

/// The reference as a standalone HTML page: the Markdown, rendered by pulldown-cmark.
pub fn html(tools: &[ToolDoc], encoding: Encoding) -> String {
    use pulldown_cmark::{html::push_html, Event, Options, Parser, Tag, TagEnd};
    let md = markdown(tools, encoding);
    let mut body = String::new();
    // Whether each open link is kept (an `http(s)` or in-page one) or shown as its text.
    let mut links: Vec<bool> = Vec::new();
    // Text from the code (descriptions, names) must never become markup: raw HTML is shown
    // as text, except the line breaks table cells use; a link that could run a script
    // (`javascript:`, `data:`) is shown as its text, and an image as its description, so
    // opening the page loads nothing from elsewhere.
    let events = Parser::new_ext(&md, Options::ENABLE_TABLES).filter_map(|ev| match ev {
        Event::InlineHtml(h) if &*h == "<br>" => Some(Event::InlineHtml(h)),
        Event::Html(h) | Event::InlineHtml(h) => Some(Event::Text(h)),
        Event::Start(Tag::Link { ref dest_url, .. }) => {
            let keep = safe_link(dest_url);
            links.push(keep);
            keep.then_some(ev)
        }
        Event::End(TagEnd::Link) => links.pop().unwrap_or(false).then_some(ev),
        Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
        other => Some(other),
    });
    push_html(&mut body, events);
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Tools</title>\n<style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}}table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}}code{{font-size:.9em}}</style>\n</head>\n<body>\n{body}</body>\n</html>\n"
    )
}

/// A link target the page may keep: `http(s)` or a fragment of the page itself. Browsers
/// drop tabs and line breaks inside a URL (`java\tscript:` is `javascript:`).
fn safe_link(url: &str) -> bool {
    let url: String = url
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    url.starts_with("https://") || url.starts_with("http://") || url.starts_with('#')
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn only_web_and_page_links_are_kept() {
        assert!(safe_link("https://example.com/a"));
        assert!(safe_link("HTTP://example.com"));
        assert!(safe_link("#section"));
        assert!(!safe_link("javascript:alert(1)"));
        assert!(!safe_link(" java\tscript:alert(1)"));
        assert!(!safe_link("data:text/html,x"));
        assert!(!safe_link("vbscript:x"));
        assert!(!safe_link("relative/path"));
    }

    #[test]
    fn type_text_reads_common_shapes() {
        assert_eq!(type_text(&json!({"type": "string"}), 0), "string");
        assert_eq!(
            type_text(
                &json!({"anyOf": [{"type": "integer"}, {"type": "null"}]}),
                0
            ),
            "integer | null"
        );
        assert_eq!(
            type_text(
                &json!({"type": "array", "items": {"$ref": "#/$defs/Order"}}),
                0
            ),
            "array of Order"
        );
        assert_eq!(type_text(&json!({"enum": ["c", "f"]}), 0), "\"c\" | \"f\"");
        assert_eq!(type_text(&json!({"type": "STRING"}), 0), "string");
        assert_eq!(
            type_text(&json!({"type": "string", "format": "date-time"}), 0),
            "string (date-time)"
        );
        assert_eq!(type_text(&json!({}), 0), "any");
    }

    #[test]
    fn cells_stay_on_one_line() {
        assert_eq!(cell("a | b\n  c\n"), "a \\| b<br>c");
        assert_eq!(cell("<script>&"), "&lt;script&gt;&amp;");
    }
}
