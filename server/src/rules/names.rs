//! Tool-name rules, per provider, on the name the library actually sends (stores renames
//! `.` to `-` for Anthropic and OpenAI; `name=` overrides count).

use crate::config::Severity;
use crate::frameworks::Provider;

use super::rename::rename_fix;
use super::{Ctx, Diagnostic, RuleInfo};

pub const N001: RuleInfo = RuleInfo {
    code: "N001",
    name: "tool-name-charset",
    severity: Severity::Error,
    summary: "Tool name has characters Anthropic or OpenAI reject",
    doc: "Anthropic and OpenAI (Chat Completions and Responses) accept tool names made of ASCII letters, digits, `_` and `-` only.\n\nWhy: the request fails with HTTP 400.\n- Anthropic: `tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'`\n- OpenAI: `Invalid 'tools[0].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`\n\nExample:\n    @tool(name=\"weather.get\")   # selectools sends the dot as is\n    def get_weather(city: str) -> str: ...\n\nFix: use `weather_get` (the quick fix proposes a name valid for every enabled provider). stores already turns `.` into `-` for these providers.",
};

pub const N002: RuleInfo = RuleInfo {
    code: "N002",
    name: "tool-name-too-long",
    severity: Severity::Error,
    summary: "Tool name longer than 64 characters (OpenAI)",
    doc: "OpenAI limits function names to 64 characters.\n\nWhy: `Invalid 'tools[0].function.name': string too long. Expected a string with maximum length 64, but got a string with length 81 instead.`\n\nFix: shorten the name.",
};

pub const N003: RuleInfo = RuleInfo {
    code: "N003",
    name: "tool-name-too-long-128",
    severity: Severity::Error,
    summary: "Tool name longer than 128 characters (Anthropic, Gemini)",
    doc: "Anthropic and Gemini (SDK ≥ 2.6) cap tool names at 128 characters; older Gemini models and Anthropic's docs say 64.\n\nWhy: Anthropic answers `tools.0.custom.name: String should have at most 128 characters`.\n\nFix: shorten the name.",
};

pub const N004: RuleInfo = RuleInfo {
    code: "N004",
    name: "gemini-tool-name-start",
    severity: Severity::Error,
    summary: "Gemini tool names must start with a letter or an underscore",
    doc: "Gemini requires a function name to start with a letter or `_` (enforced by gemini-3 models).\n\nWhy: `GenerateContentRequest.tools[0].function_declarations[0].name: Invalid function name. Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.`\n\nExample: `@tool(name=\"2fa_check\")`.\n\nFix: prefix a letter or `_`.",
};

pub const N005: RuleInfo = RuleInfo {
    code: "N005",
    name: "gemini-tool-name-charset",
    severity: Severity::Error,
    summary: "Gemini tool names allow only letters, digits, `_`, `.`, `:` and `-`",
    doc: "Gemini accepts `[A-Za-z0-9_.:-]` in function names; spaces, slashes and non-ASCII letters are rejected with `Invalid function name`.\n\nExample: `def größe(...)` sent under its Python name.\n\nFix: use an ASCII name.",
};

pub const N006: RuleInfo = RuleInfo {
    code: "N006",
    name: "tool-name-near-limit",
    severity: Severity::Info,
    summary: "Tool name leaves little room for an MCP client prefix",
    doc: "MCP clients prefix tool names (Claude Code: `mcp__<server>__<tool>`), and OpenAI rejects names over 64 characters. A name of more than 48 characters leaves less than 16 for the prefix.\n\nWhy: users hit `string too long. Expected a string with maximum length 64` only once the tool is exposed through an MCP client.\n\nFix: shorten the name.",
};

pub const N007: RuleInfo = RuleInfo {
    code: "N007",
    name: "mcp-tool-name",
    severity: Severity::Info,
    summary: "Tool name outside MCP's recommended `[A-Za-z0-9_.-]{1,128}`",
    doc: "The MCP specification (SEP-986) says tool names SHOULD use only ASCII letters, digits, `_`, `-` and `.`, 1 to 128 characters; the MCP SDK warns otherwise (`Tool name contains invalid characters`).\n\nFix: use an ASCII name without spaces.",
};

pub const RULES: &[RuleInfo] = &[N001, N002, N003, N004, N005, N006, N007];

fn anthropic_openai_ok(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn gemini_chars_ok(name: &str) -> bool {
    name.chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | ':' | '-'))
}

fn gemini_start_ok(name: &str) -> bool {
    name.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
}

/// A name valid for every provider: ASCII letters, digits and `_`, starting with a letter
/// or `_`, at most 64 characters. Common accented letters keep their base letter.
pub fn portable_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        let mapped: &str = match c {
            'ä' | 'à' | 'á' | 'â' | 'ã' | 'å' => "a",
            'Ä' | 'À' | 'Á' | 'Â' | 'Ã' | 'Å' => "A",
            'ö' | 'ò' | 'ó' | 'ô' | 'õ' | 'ø' => "o",
            'Ö' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ø' => "O",
            'ü' | 'ù' | 'ú' | 'û' => "u",
            'Ü' | 'Ù' | 'Ú' | 'Û' => "U",
            'é' | 'è' | 'ê' | 'ë' => "e",
            'É' | 'È' | 'Ê' | 'Ë' => "E",
            'í' | 'ì' | 'î' | 'ï' => "i",
            'ç' => "c",
            'ñ' => "n",
            'ß' => "ss",
            c if c.is_ascii_alphanumeric() || c == '_' => {
                out.push(c);
                continue;
            }
            _ => "_",
        };
        out.push_str(mapped);
    }
    if !out.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        out.insert(0, '_');
    }
    out.truncate(64);
    out
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools().filter(|t| !t.name_unread()) {
        let span = tool.name_span(ctx.source);
        let mut push = |info: &RuleInfo, providers: Vec<Provider>, msg: String, fix: bool| {
            if providers.is_empty() {
                return;
            }
            let mut d = ctx.diag(info, span, msg, providers, Some(tool));
            if fix {
                let fixed = portable_name(&tool.name_for(Provider::Gemini));
                d.fix = rename_fix(ctx, tool, &fixed);
            }
            out.push(d);
        };

        let ao: Vec<Provider> = tool
            .providers
            .iter()
            .copied()
            .filter(|p| {
                matches!(
                    p,
                    Provider::Anthropic | Provider::OpenaiChat | Provider::OpenaiResponses
                )
            })
            .collect();
        let bad_ao: Vec<Provider> = ao
            .iter()
            .copied()
            .filter(|p| !anthropic_openai_ok(&tool.name_for(*p)))
            .collect();
        if let Some(p) = bad_ao.first() {
            let name = tool.name_for(*p);
            let labels: Vec<&str> = bad_ao.iter().map(|p| p.label()).collect();
            push(
                &N001,
                bad_ao.clone(),
                format!(
                    "tool name `{name}` has characters outside [a-zA-Z0-9_-]: {} reject{} the request (HTTP 400)",
                    labels.join(", "),
                    if labels.len() == 1 { "s" } else { "" }
                ),
                true,
            );
        }
        let long_openai: Vec<Provider> = ao
            .iter()
            .copied()
            .filter(|p| *p != Provider::Anthropic && tool.name_for(*p).chars().count() > 64)
            .collect();
        if let Some(p) = long_openai.first() {
            let n = tool.name_for(*p).chars().count();
            push(
                &N002,
                long_openai.clone(),
                format!("tool name is {n} characters long: OpenAI rejects names longer than 64"),
                false,
            );
        }
        let long128: Vec<Provider> = tool
            .providers
            .iter()
            .copied()
            .filter(|p| matches!(p, Provider::Anthropic | Provider::Gemini))
            .filter(|p| tool.name_for(*p).chars().count() > 128)
            .collect();
        if let Some(p) = long128.first() {
            // The name as sent (a `name=` override), not the Python function name.
            let labels: Vec<&str> = long128.iter().map(|p| p.label()).collect();
            push(
                &N003,
                long128.clone(),
                format!(
                    "tool name is {} characters long: {} reject{} names longer than 128",
                    tool.name_for(*p).chars().count(),
                    labels.join(" and "),
                    if labels.len() == 1 { "s" } else { "" }
                ),
                false,
            );
        }
        if tool.providers.contains(&Provider::Gemini) {
            let g = tool.name_for(Provider::Gemini);
            if !gemini_start_ok(&g) {
                push(
                    &N004,
                    vec![Provider::Gemini],
                    format!("tool name `{g}` does not start with a letter or `_`: Gemini rejects it (`Invalid function name`)"),
                    true,
                );
            }
            if !gemini_chars_ok(&g) {
                push(
                    &N005,
                    vec![Provider::Gemini],
                    format!("tool name `{g}` has characters Gemini rejects (allowed: letters, digits, `_`, `.`, `:`, `-`)"),
                    true,
                );
            }
        }
        let base = tool.name_for(tool.providers.first().copied().unwrap_or(Provider::Native));
        let len = base.chars().count();
        if len > 48 && len <= 64 && anthropic_openai_ok(&base) {
            push(
                &N006,
                tool.providers.clone(),
                format!("tool name is {len} characters: an MCP client prefix such as `mcp__server__` pushes it past OpenAI's 64"),
                false,
            );
        }
        let mcp_ok = !base.is_empty()
            && len <= 128
            && base
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
        if !mcp_ok {
            push(
                &N007,
                tool.providers.clone(),
                format!("tool name `{base}` is outside MCP's recommended [A-Za-z0-9_.-]{{1,128}}"),
                false,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn portable_names() {
        assert_eq!(portable_name("weather.get"), "weather_get");
        assert_eq!(portable_name("größe"), "grosse");
        assert_eq!(portable_name("2fa"), "_2fa");
        assert_eq!(portable_name(&"x".repeat(70)).len(), 64);
    }
}
