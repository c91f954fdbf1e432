//! What tool definitions cost in the context window: every definition is paid for in input
//! tokens on every request that carries it.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::Provider;
use toolsight_tokens::{grouped, Encoding};

use super::{Ctx, Diagnostic, RuleInfo, ToolView};

pub const T001: RuleInfo = RuleInfo {
    code: "T001",
    name: "tool-over-token-budget",
    severity: Severity::Warning,
    summary: "A tool's definition costs more tokens than `tokens.tool-budget`",
    doc: "Every tool definition is sent, and paid for in input tokens, on every request that offers the tool, whether or not the model calls it. The count is the tokens of the payload's compact JSON text (`json.dumps(p, separators=(\",\", \":\"), ensure_ascii=False)`) under the OpenAI encoding of `tokens.encoding` (`o200k_base` unless configured), for the provider whose payload is largest, among the payloads that are sent (a framework's own tool object that it converts before sending is not counted). It is exact for OpenAI's encoding of that text; Anthropic and Gemini publish no offline tokenizer, so for them it is an estimate of the same order.\n\nDefault budget: 1,000 tokens (`[tool.toolsight.tokens] tool-budget = N`).\n\nFix: shorten the description (move usage notes to the system prompt or the docs), drop descriptions that repeat the parameter name, or split the tool.",
};

pub const T002: RuleInfo = RuleInfo {
    code: "T002",
    name: "tool-set-over-token-budget",
    severity: Severity::Warning,
    summary: "Tools sent together cost more tokens than `tokens.set-budget`",
    doc: "The tools of one list, index, registry or server are sent together: their definitions are paid for on every request before the user says anything. The count is the sum of the tools' compact-JSON token counts (see T001) for the provider where it is largest. Only the tools registered on every path the program can take are counted: one registered under an `if`, a `try` or a `match` arm (an API key set, a category enabled) may be left out of the set, so it does not make a set pass the budget. OpenAI and Anthropic add more around them (the hover shows OpenAI's cookbook estimate and Anthropic's documented 346-token tool-use system prompt).\n\nDefault budget: 10,000 tokens (`[tool.toolsight.tokens] set-budget = N`).\n\nFix: offer each request only the tools it needs, or split the server.",
};

pub const T003: RuleInfo = RuleInfo {
    code: "T003",
    name: "too-many-tools-for-client",
    severity: Severity::Warning,
    summary: "More tools in one set than a named client takes",
    doc: "MCP clients cap the tools they offer a model: Cursor works with at most 40 active tools, Windsurf's Cascade with 100 (across all servers). A server that alone exceeds the cap of a client its users run cannot be used whole there.\n\nOn when clients are named: `[tool.toolsight.tokens] clients = [\"cursor\", \"windsurf\", \"my-agent:30\"]`.\n\nFix: split the server by task, or make tools optional.",
};

pub const T004: RuleInfo = RuleInfo {
    code: "T004",
    name: "description-repeats-schema",
    severity: Severity::Info,
    summary: "The tool description repeats the parameter schema (opt-in)",
    doc: "Some frameworks put the function's signature in the tool description (llama-index's `FunctionTool`: `search(query: str, limit: int = 5) -> str`), or copy the whole docstring into it while also parsing its `Args:` section into the parameter schema: the parameters' names, types or descriptions are then sent twice, and paid for twice on every request.\n\nOpt-in: `select = [\"T004\"]`.\n\nFix: keep the parameter documentation in one place (the framework's docstring parsing option, or a description without the `Args:` section).",
};

pub const RULES: &[RuleInfo] = &[T001, T002, T003, T004];

/// The largest JSON token count among the payloads a tool sends, with its provider: only
/// payloads that reach a targeted provider (`ToolView::sent_entries`), not a framework's own
/// tool object that it converts before sending (crewai's carries the description twice).
fn largest(t: &ToolView, encoding: Encoding) -> Option<(usize, Provider)> {
    t.sent_entries()
        .into_iter()
        .filter_map(|(e, _)| Some((e.json_tokens(encoding)?, e.provider)))
        .max_by_key(|(n, _)| *n)
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    let settings = &ctx.config.tokens;
    let enc = settings.encoding;
    let enabled = |code: &str| super::enabled(ctx.config, code);
    // Counting builds the tokenizer (0.16 s of CPU and 50 MB, once per process): only when a
    // rule asks, and only for payloads whose byte length (a bound on their tokens) is over
    // the budget. Most files never need it.
    let over = |t: &ToolView, budget: usize| {
        t.entries
            .iter()
            .any(|e| e.json_bytes().is_some_and(|b| b > budget))
    };
    if enabled("T001") {
        for t in ctx.fresh_tools() {
            if !over(t, settings.tool_budget) {
                continue;
            }
            if let Some((n, p)) = largest(t, enc).filter(|(n, _)| *n > settings.tool_budget) {
                out.push(ctx.diag(
                    &T001,
                    t.name_span(ctx.source),
                    format!(
                        "this tool's definition costs {} tokens ({}, the compact JSON of its {} payload), over `tokens.tool-budget` ({}): it is paid on every request that offers the tool",
                        grouped(n),
                        enc.id(),
                        p.label(),
                        grouped(settings.tool_budget)
                    ),
                    Vec::new(),
                    Some(t),
                ));
            }
        }
    }
    if enabled("T004") {
        for t in ctx.fresh_tools() {
            repeats(ctx, t, out);
        }
    }
    let clients = enabled("T003") && !settings.clients.is_empty();
    // Parts of server sets are handed over whichever rules run here: the caller judges
    // the whole sets (`server_sets::join`, T002 and C001).
    if !enabled("T002") && !clients && !ctx.defer_sets {
        return;
    }
    // T002 counts what is certainly sent together: a set that passes the budget only with
    // tools some configuration leaves out (an API key unset, a category disabled) is not
    // known to cost that (paper-toolkit-mcp: 62 tools by default, 68 with both keys). T003
    // counts the largest selection, as a client must take every tool of some configuration.
    let certain = if enabled("T002") || ctx.defer_sets {
        super::certain_groups(ctx)
    } else {
        Default::default()
    };
    let sup = std::cell::OnceCell::new();
    for (group, members) in &certain {
        // A tool the host keeps from the model (MCP Apps' app-only visibility) is listed but
        // never offered to the model: the request does not pay for it. Nor for one its server
        // does not list (a search transform), or whose listing is unread.
        let members: Vec<&(&ToolView, _)> = members
            .iter()
            .filter(|(t, _)| !super::app_only::hidden_tool(t) && !super::unlisted::unlisted(t))
            .collect();
        if members.is_empty() {
            continue;
        }
        let span = members[0].1.cover(members[members.len() - 1].1);
        let first = Some(members[0].0);
        // A set on a server bound to a module-level name may have members in other
        // modules: where the caller joins the run's sets, this module's part is handed over.
        if let Some((server, parameter)) = ctx.shares_sets_on(*group) {
            let sup = sup.get_or_init(|| super::Suppressions::new(ctx.source));
            let silent = super::set_silent(ctx, sup, &T002, span, members[0].0);
            ctx.share_set(super::server_sets::SetShare {
                server,
                parameter: parameter.cloned(),
                callers: Vec::new(),
                module: ctx.module.name.clone(),
                span,
                function: members[0].0.index,
                members: members.iter().map(|(t, _)| sent_indexes(t)).collect(),
                silent,
                names: members
                    .iter()
                    .map(|(t, _)| {
                        let at = t.name_span(ctx.source);
                        let silent = super::set_silent(ctx, sup, &super::collisions::C001, at, t);
                        (!t.name_unread()).then(|| (t.name_for(Provider::Mcp), at, silent))
                    })
                    .collect(),
                duplicate: (
                    members[0].0.library.behaviour.duplicate_across_modules,
                    members[0].0.library.behaviour.duplicate_in_group.is_some(),
                ),
            });
            continue;
        }
        if !enabled("T002") {
            continue;
        }
        // Per provider, the set's bytes bound its tokens.
        let mut bytes: BTreeMap<&'static str, usize> = BTreeMap::new();
        for (t, _) in &members {
            for e in t.entries.iter() {
                *bytes.entry(e.provider.id()).or_default() += e.json_bytes().unwrap_or(0);
            }
        }
        let may_exceed = bytes.values().any(|b| *b > settings.set_budget);
        if may_exceed {
            if let Some((total, p)) = set_total(members.iter().map(|(t, _)| *t), enc)
                .filter(|(n, _)| *n > settings.set_budget)
            {
                out.push(ctx.diag(
                    &T002,
                    span,
                    set_message(members.len(), None, total, enc, p, settings.set_budget),
                    Vec::new(),
                    first,
                ));
            }
        }
    }
    if !clients {
        return;
    }
    let groups = super::groups(ctx);
    for members in groups.values() {
        let span = members[0].1.cover(members[members.len() - 1].1);
        let first = Some(members[0].0);
        for (client, cap) in &settings.clients {
            if members.len() > *cap {
                out.push(ctx.diag(
                    &T003,
                    span,
                    format!(
                        "{} tools are offered together: {client} takes at most {cap}",
                        members.len()
                    ),
                    Vec::new(),
                    first,
                ));
            }
        }
    }
}

/// A tool's payloads and the indexes of those sent (`ToolView::sent_entries`).
fn sent_indexes(t: &ToolView) -> (std::sync::Arc<Vec<crate::render::Entry>>, Vec<usize>) {
    let sent = t
        .sent_entries()
        .into_iter()
        .filter_map(|(e, _)| t.entries.iter().position(|x| std::ptr::eq(x, e)))
        .collect();
    (t.entries.clone(), sent)
}

/// The total JSON tokens of tools sent together, for the provider where it is largest.
pub fn set_total<'a, 'm: 'a>(
    tools: impl Iterator<Item = &'a ToolView<'m>>,
    encoding: Encoding,
) -> Option<(usize, Provider)> {
    let mut per: BTreeMap<&'static str, (usize, Provider)> = BTreeMap::new();
    for t in tools {
        for (e, _) in t.sent_entries() {
            if let Some(n) = e.json_tokens(encoding) {
                per.entry(e.provider.id()).or_insert((0, e.provider)).0 += n;
            }
        }
    }
    per.into_values().max_by_key(|(n, _)| *n)
}

/// T004: parameter descriptions that also appear, word for word, in the tool description.
fn repeats(ctx: &Ctx, t: &ToolView, out: &mut Vec<Diagnostic>) {
    let enc = ctx.config.tokens.encoding;
    let Some((e, schema)) = t
        .entries
        .iter()
        .find_map(|e| Some((e, e.rendered.result.as_ref().ok()?)))
    else {
        return;
    };
    let (Some(desc), Some(params)) = (
        crate::payload::description(schema),
        crate::payload::parameters(schema),
    ) else {
        return;
    };
    let Some(props) = params.get("properties").and_then(Value::as_object) else {
        return;
    };
    let mut names = Vec::new();
    let mut tokens = 0;
    for (name, p) in props {
        let Some(d) = p.get("description").and_then(Value::as_str) else {
            continue;
        };
        // Short descriptions ("The id.") repeat by chance; these are sentences.
        if d.trim().len() >= 12 && desc.contains(d.trim()) {
            names.push(format!("`{name}`"));
            tokens += toolsight_tokens::count(d.trim(), enc);
        }
    }
    // A signature line (`search(query: str, limit: int = 5) -> str`, llama-index's
    // description) restates every parameter's name and type.
    let mut signature = None;
    let name = &e.rendered.name;
    if let Some(at) = desc.find(&format!("{name}(")) {
        let line = desc[at..].lines().next().unwrap_or("");
        if !props.is_empty() && props.keys().all(|p| line.contains(p.as_str())) {
            tokens += toolsight_tokens::count(line, enc);
            signature = Some(line);
        }
    }
    if names.is_empty() && signature.is_none() {
        return;
    }
    let what = match (signature, names.is_empty()) {
        (Some(_), true) => "the function's signature (every parameter's name and type)".to_string(),
        (Some(_), false) => format!(
            "the function's signature and the descriptions of {}",
            names.join(", ")
        ),
        (None, _) => format!("the descriptions of {}", names.join(", ")),
    };
    out.push(ctx.diag(
        &T004,
        t.name_span(ctx.source),
        format!(
            "the {} description repeats what the parameter schema already says, {what}: {} tokens ({}) paid twice on every request",
            e.provider.label(),
            grouped(tokens),
            enc.id()
        ),
        Vec::new(),
        Some(t),
    ));
}

/// T002's message: `count` tools (registered on `server` by `modules` modules, where a set
/// spans several: `server_sets`) costing `total` tokens of `provider`'s payloads.
pub(crate) fn set_message(
    count: usize,
    across: Option<(&str, usize)>,
    total: usize,
    enc: Encoding,
    provider: Provider,
    budget: usize,
) -> String {
    let registered = across
        .map(|(server, modules)| format!(", registered on `{server}` by {modules} modules,"))
        .unwrap_or_default();
    format!(
        "these {count} tools{registered} cost {} tokens together ({}, the compact JSON of their {} payloads), over `tokens.set-budget` ({}): paid on every request before the conversation starts",
        grouped(total),
        enc.id(),
        provider.label(),
        grouped(budget)
    )
}
