//! Provider limits on the number of tools sent together (one list, index or registry).

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::Provider;

use super::{Ctx, Diagnostic, RuleInfo};

pub const K001: RuleInfo = RuleInfo {
    code: "K001",
    name: "too-many-tools-openai",
    severity: Severity::Error,
    summary: "More than 128 tools in one OpenAI request",
    doc: "OpenAI accepts at most 128 tools per request.\n\nWhy: `Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 325 instead.`\n\nFix: split the tools, or select a subset per request.",
};

pub const K002: RuleInfo = RuleInfo {
    code: "K002",
    name: "too-many-tools-gemini",
    severity: Severity::Error,
    summary: "More than 512 function declarations for Gemini",
    doc: "Gemini accepts at most 512 function declarations.\n\nWhy: `tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.`\n\nFix: split the tools.",
};

pub const K003: RuleInfo = RuleInfo {
    code: "K003",
    name: "too-many-strict-tools-anthropic",
    severity: Severity::Error,
    summary: "More than 20 strict tools for Anthropic",
    doc: "Anthropic's strict tool use allows at most 20 strict tools per request.\n\nWhy: `Too many strict tools (22). The maximum number of strict tools supported is 20. Try reducing the number of tools marked as strict.`\n\nFix: mark fewer tools strict.",
};

pub const K004: RuleInfo = RuleInfo {
    code: "K004",
    name: "many-tools-openai",
    severity: Severity::Info,
    summary: "More than 20 tools at once (OpenAI guidance)",
    doc: "OpenAI's function-calling guide recommends fewer than 20 functions available at the start of a turn; accuracy drops beyond that.\n\nFix: select the tools relevant to each request.",
};

pub const RULES: &[RuleInfo] = &[K001, K002, K003, K004];

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    let groups = super::groups(ctx);
    for members in groups.values() {
        let count = |p: Provider| {
            members
                .iter()
                .filter(|(t, _)| t.providers.contains(&p))
                .count()
        };
        let span = members[0].1.cover(members[members.len() - 1].1);
        let first = Some(members[0].0);
        let openai = count(Provider::OpenaiChat).max(count(Provider::OpenaiResponses));
        if openai > 128 {
            out.push(ctx.diag(
                &K001,
                span,
                format!("{openai} tools are sent together: OpenAI accepts at most 128"),
                vec![Provider::OpenaiChat, Provider::OpenaiResponses],
                first,
            ));
        } else if openai > 20 {
            out.push(ctx.diag(
                &K004,
                span,
                format!("{openai} tools are sent together: OpenAI recommends fewer than 20"),
                vec![Provider::OpenaiChat, Provider::OpenaiResponses],
                first,
            ));
        }
        let gemini = count(Provider::Gemini);
        if gemini > 512 {
            out.push(ctx.diag(
                &K002,
                span,
                format!(
                    "{gemini} function declarations are sent together: Gemini accepts at most 512"
                ),
                vec![Provider::Gemini],
                first,
            ));
        }
        let strict = members
            .iter()
            .filter(|(t, _)| {
                t.entry(Provider::Anthropic)
                    .and_then(|e| e.rendered.result.as_ref().ok())
                    .and_then(|s| s.get("strict"))
                    .and_then(Value::as_bool)
                    .unwrap_or(false)
            })
            .count();
        if strict > 20 {
            out.push(ctx.diag(
                &K003,
                span,
                format!("Too many strict tools ({strict}): Anthropic accepts at most 20"),
                vec![Provider::Anthropic],
                first,
            ));
        }
    }
}
