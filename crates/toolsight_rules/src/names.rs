//! Tool-name rules, per provider, on the name the library actually sends (stores renames
//! `.` to `-` for Anthropic and OpenAI; `name=` overrides count).

use crate::config::Severity;
use crate::frameworks::Provider;

use super::rename::rename_fix;
use super::{Ctx, Diagnostic, RuleInfo, ToolView};

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
    doc: "Only for tools an MCP server lists (a function-calling framework sends its names as they are). MCP clients prefix tool names (Claude Code: `mcp__<server>__<tool>`), and OpenAI rejects names over 64 characters. A name of more than 48 characters leaves less than 16 for the prefix.\n\nWhy: users hit `string too long. Expected a string with maximum length 64` only once the tool is exposed through an MCP client.\n\nFix: shorten the name.",
};

pub const N007: RuleInfo = RuleInfo {
    code: "N007",
    name: "mcp-tool-name",
    severity: Severity::Info,
    summary: "Tool name outside MCP's recommended `[A-Za-z0-9_.-]{1,128}`",
    doc: "The MCP specification (SEP-986) says tool names SHOULD use only ASCII letters, digits, `_`, `-` and `.`, 1 to 128 characters; the MCP SDK warns otherwise (`Tool name contains invalid characters`).\n\nFix: use an ASCII name without spaces.",
};

pub const N008: RuleInfo = RuleInfo {
    code: "N008",
    name: "mcp-tool-name-invalid",
    severity: Severity::Warning,
    summary: "An MCP server's tool name outside the MCP specification's `[A-Za-z0-9_.-]{1,128}`",
    doc: "The MCP specification (revision 2025-11-25 and later, SEP-986) says tool names SHOULD be 1 to 128 characters of ASCII letters, digits, `_`, `-` and `.`, and SHOULD NOT contain spaces, commas or other special characters. The Python SDK (`mcp`'s `MCPServer`/`FastMCP`, and fastmcp, through `mcp.shared.tool_name_validation.validate_and_warn_tool_name`) checks every name it registers and logs, for example:\n\n    Tool name validation warning for \"get weather\":\n      - Tool name contains spaces, which may cause parsing issues\n      - Tool name contains invalid characters: ' '\n      - Allowed characters are: A-Z, a-z, 0-9, underscore (_), dash (-), and dot (.)\n    Tool registration will proceed, but this may cause compatibility issues.\n\nClients then pass the name on to a model provider, which rejects a space or a non-ASCII letter (N001, N005) unless the client rewrites it.\n\nFacts: the tool is served over MCP (its framework's targets, or a hand-written `Tool`), and the name it is registered under. Tools of other frameworks get the opt-in N007 instead.\n\nFix: use an ASCII name of letters, digits, `_`, `-` and `.`.",
};

pub const RULES: &[RuleInfo] = &[N001, N002, N003, N004, N005, N006, N007, N008];

/// What the MCP Python SDK's `validate_tool_name` says about a name it refuses (its
/// `is_valid` is false): the warning lines that say what is wrong, word for word (the
/// `Allowed characters are: ...` line it adds after them is left out); `None` for a valid
/// name (names it only warns about at the edges, a leading dash or dot, are valid).
pub fn mcp_sdk_warnings(name: &str) -> Option<Vec<String>> {
    if name.is_empty() {
        return Some(vec!["Tool name cannot be empty".into()]);
    }
    // Python's `len`: code points.
    let len = name.chars().count();
    if len > 128 {
        return Some(vec![format!(
            "Tool name exceeds maximum length of 128 characters (current: {len})"
        )]);
    }
    let allowed = mcp_name_char;
    if name.chars().all(allowed) {
        return None;
    }
    let mut warnings = Vec::new();
    if name.contains(' ') {
        warnings.push("Tool name contains spaces, which may cause parsing issues".to_string());
    }
    if name.contains(',') {
        warnings.push("Tool name contains commas, which may cause parsing issues".to_string());
    }
    let mut invalid: Vec<char> = Vec::new();
    for c in name.chars() {
        if !allowed(c) && !invalid.contains(&c) {
            invalid.push(c);
        }
    }
    let reprs: Vec<String> = invalid.iter().map(|c| python_char_repr(*c)).collect();
    warnings.push(format!(
        "Tool name contains invalid characters: {}",
        reprs.join(", ")
    ));
    Some(warnings)
}

/// A character the MCP specification allows in a tool name (`[A-Za-z0-9_.-]`).
pub fn mcp_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')
}

/// Python's `repr` of a one-character string, for the characters names contain.
fn python_char_repr(c: char) -> String {
    match c {
        '\'' => "\"'\"".into(),
        '\\' => "'\\\\'".into(),
        '\n' => "'\\n'".into(),
        '\t' => "'\\t'".into(),
        '\r' => "'\\r'".into(),
        c if c.is_control() => format!("'\\x{:02x}'", c as u32),
        c => format!("'{c}'"),
    }
}

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
    for tool in ctx
        .fresh_tools()
        .filter(|t| !t.name_unread() && !names_its_class(ctx, t))
    {
        mcp_name(ctx, tool, out);
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

        // A payload the framework fails to build is never sent: its name reaches no provider
        // (crewai raises on `2captcha_solver`, which L001 reports; N001 on the unsanitized
        // `2Captcha Solver` would be about a name nobody receives).
        let built = |p: &Provider| {
            tool.payload_for(*p)
                .and_then(|e| e.rendered.result.as_ref().err())
                .is_none_or(|err| {
                    // As L001 counts a raise: toolsight's own limits and errors another rule
                    // reports are not the library refusing the tool.
                    err.is_unknown()
                        || tool
                            .library
                            .behaviour
                            .reported_elsewhere
                            .contains(&err.code.as_str())
                })
        };
        let ao: Vec<Provider> = tool
            .providers
            .iter()
            .copied()
            .filter(built)
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
        // Only an MCP server's tools get a client's prefix.
        if len > 48
            && len <= 64
            && anthropic_openai_ok(&base)
            && tool.providers.contains(&Provider::Mcp)
        {
            push(
                &N006,
                tool.providers.clone(),
                near_limit_message(len),
                false,
            );
        }
        let mcp_ok = !base.is_empty()
            && len <= 128
            && base
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
        // An MCP server's own tools get N008, with the SDK's words.
        if !mcp_ok && !tool.providers.contains(&Provider::Mcp) {
            push(
                &N007,
                tool.providers.clone(),
                format!("tool name `{base}` is outside MCP's recommended [A-Za-z0-9_.-]{{1,128}}"),
                false,
            );
        }
    }
}

/// A hand-written schema inside a tool class that names itself `self.name`, the class's own
/// name (langchain-writer's `NoCodeAppTool.to_openai_tool`): a problem with that name is the
/// class's, reported once where the class writes it.
fn names_its_class(ctx: &Ctx, tool: &ToolView) -> bool {
    let f = tool.function;
    if f.schema.is_none() {
        return false;
    }
    let span = tool.name_span(ctx.source);
    let written = ctx.source.get(span.start..span.end).unwrap_or_default();
    if !written.starts_with("self.") {
        return false;
    }
    let name = tool.name_for(tool.providers.first().copied().unwrap_or(Provider::Native));
    ctx.tools_named(&name).iter().any(|&i| {
        ctx.module.functions.get(i).is_some_and(|c| {
            c.kind == crate::model::DefKind::Class
                && c.span.start <= f.span.start
                && f.span.end <= c.span.end
        })
    })
}

/// N008: the name an MCP server registers, checked as the MCP SDK checks it.
fn mcp_name(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    if !tool.providers.contains(&Provider::Mcp) {
        return;
    }
    let name = tool.name_for(Provider::Mcp);
    let Some(warnings) = mcp_sdk_warnings(&name) else {
        return;
    };
    // Said of the Python SDK's check (which `mcp` and fastmcp run on every tool they build
    // from a function) for Python tools; a Rust server (rmcp) lists the name silently. A
    // hand-written definition is built by no SDK: mcp 2's low-level `Server` lists it
    // unchecked, only mcp 1.x's `list_tools` handler checks what it returns.
    let said = if tool.function.rust.is_some() {
        "the server lists it as it is".to_string()
    } else if tool.function.schema.is_some() {
        format!(
            "a hand-written definition is listed as written (only mcp 1.x's low-level `list_tools` handler logs `{}`)",
            warnings.join("; ")
        )
    } else {
        format!(
            "the MCP Python SDK's name check logs `{}`",
            warnings.join("; ")
        )
    };
    let mut d = ctx.diag(
        &N008,
        tool.name_span(ctx.source),
        format!(
            "MCP tool name `{name}` is outside the MCP specification's [A-Za-z0-9_.-]{{1,128}}: {said}; clients may pass it on to model providers that reject it"
        ),
        vec![Provider::Mcp],
        Some(tool),
    );
    d.fix = rename_fix(ctx, tool, &portable_name(&name));
    out.push(d);
}

/// N006's claim, stated with what it depends on: Claude Code sends `mcp__<server>__<tool>`,
/// 7 characters plus the server's name, which toolsight does not read. Past 56 characters
/// even a one-letter server name goes over 64; below, only a name longer than what is left.
fn near_limit_message(len: usize) -> String {
    const PREFIX: usize = "mcp____".len();
    if len + PREFIX + 1 > 64 {
        format!("tool name is {len} characters: with an MCP client's prefix `mcp__<server>__` (Claude Code's) it is past OpenAI's 64 whatever the server's name")
    } else {
        let room = 64 - PREFIX - len;
        format!("tool name is {len} characters: with an MCP client's prefix `mcp__<server>__` (Claude Code's) it is past OpenAI's 64 when the server's name is longer than {room} characters")
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

    /// The MCP SDK's own words (mcp 2.3.0, `validate_tool_name`).
    #[test]
    fn mcp_sdk_warnings_match_the_sdk() {
        assert_eq!(mcp_sdk_warnings("forecast.daily"), None);
        assert_eq!(mcp_sdk_warnings("-edge-"), None);
        assert_eq!(
            mcp_sdk_warnings("get weather").unwrap(),
            vec![
                "Tool name contains spaces, which may cause parsing issues",
                "Tool name contains invalid characters: ' '"
            ]
        );
        assert_eq!(
            mcp_sdk_warnings("wetter_für_stadt").unwrap(),
            vec!["Tool name contains invalid characters: 'ü'"]
        );
        assert_eq!(
            mcp_sdk_warnings(&"a".repeat(129)).unwrap(),
            vec!["Tool name exceeds maximum length of 128 characters (current: 129)"]
        );
    }
}
