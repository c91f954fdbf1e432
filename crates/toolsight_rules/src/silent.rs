//! What a framework does to a tool without telling anyone: the schema it sends differs from
//! what the code says, and neither the library nor the provider reports it. Each framework
//! module says what it degrades (`Framework::silent`); these rules only place and word it.

use std::collections::{HashMap, HashSet};

use crate::config::Severity;
use crate::frameworks::{Provider, Silent, SilentKind};
use crate::render::Chosen;

use super::paths::default_span;
use super::{param_span, Ctx, Diagnostic, Related, RuleInfo, ToolView};

pub const L010: RuleInfo = RuleInfo {
    code: "L010",
    name: "type-lost",
    severity: Severity::Warning,
    summary: "The framework silently sends this parameter's type as another type",
    doc: "Some frameworks map only the types they know and send the rest as something that carries no information, without a warning:\n- agno sends `datetime`, `Path`, `bytes`, `Any`, `Sequence`, `TypedDict` and `Callable` parameters as an empty object (`{\"type\": \"object\", \"properties\": {}}`);\n- smolagents sends Enums, models, `Path` and `datetime` as `\"object\"`;\n- crewai's function calling turns a `dict` into an empty closed object;
- semantic-kernel sends `Literal`, `datetime`, `Decimal`, `bytes` and NewTypes as `{\"type\": \"object\"}`, losing their values and formats.\n\nWhy: the model cannot know what to send, and sends an empty object or a guess the function then rejects.\n\nExample:\n    @tool\n    def remind(at: datetime) -> str: ...   # agno: {\"at\": {\"type\": \"object\", \"properties\": {}}}\n\nFix: use a type the framework maps (an ISO `str` you parse, a `Literal`), or give the tool an explicit schema.",
};

pub const L011: RuleInfo = RuleInfo {
    code: "L011",
    name: "default-dropped",
    severity: Severity::Warning,
    summary: "The framework silently drops this parameter's default",
    doc: "The function has a default, but the schema the framework sends does not say so, nor does the description the model receives (a parameter or tool description that says \"Defaults to 7.\", \"default: 7\" or \"(default 7)\", or names the default in words in a clause of its own, \"Search language, default Chinese\", is enough; a class tool's default is read from its `args_schema` model's field or `_run`'s parameter) (agno drops every default; semantic-kernel never sends one and treats `x: str = None` as required; smolagents sends `nullable: true` instead of the value; Google ADK ignores a `Field(default=...)` inside `Annotated` and makes the parameter required; crewai's function calling drops the defaults of a `BaseTool`'s fields and requires them all, which S011 reports for plain functions; agno's Gemini conversion drops the description of an `anyOf` property (an `Optional`), so a default stated there reaches the other providers only: the finding is Gemini's, and its message quotes the description that does not arrive).\n\nWhy: the model does not know what happens when it leaves the parameter out, and often fills it with a guess.\n\nFix: say the default in the parameter's description.",
};

pub const L012: RuleInfo = RuleInfo {
    code: "L012",
    name: "description-dropped",
    severity: Severity::Warning,
    summary: "The framework silently drops a description the code gives",
    doc: "The code describes the parameter (`Field(description=...)`, `Annotated[T, \"...\"]`, a docstring entry), but the framework does not send it (agno ignores `Field(description=...)`; dspy reads only `arg_desc=`; semantic-kernel replaces a model field's description by its first constraint).\n\nWhy: the model sees the bare parameter name only.\n\nFix: describe the parameter where the framework reads it (for agno, the docstring).",
};

pub const L013: RuleInfo = RuleInfo {
    code: "L013",
    name: "constraint-dropped",
    severity: Severity::Warning,
    summary: "The framework silently drops a constraint the code gives",
    doc: "The code constrains the parameter (`Field(ge=1)`, `max_length=`, `pattern=`, a type with a `format` such as `UUID` or `AnyUrl`), but the framework does not send the constraint (crewai's function calling keeps only the date-time, date, time and duration formats).\n\nWhy: the model does not know the limit; the function (or pydantic validation) then rejects what it sends.\n\nFix: state the constraint in the description, or use a framework that sends it.",
};

pub const L014: RuleInfo = RuleInfo {
    code: "L014",
    name: "schema-replaced",
    severity: Severity::Warning,
    summary: "The framework silently replaces the whole parameter schema",
    doc: "When a framework cannot build the schema it sometimes sends a placeholder instead of failing: crewai's function calling catches pydantic's error (a string annotation naming a type crewai's own module does not define, as every annotation is under `from __future__ import annotations`; a `Callable`) and sends the tool without `parameters`; agno's `@tool` sends no parameters when an annotation does not evaluate; Google ADK, when it cannot evaluate one parameter's annotation, sends the tool without any parameters.\n\nWhy: the model calls the tool without arguments, or with invented ones, and the call fails at run time.\n\nFix: change what the message names so the framework can build the schema.",
};

/// The rules with a check that reports them (and a fixture that shows it).
pub const RULES: &[RuleInfo] = &[L010, L011, L012, L013, L014];

fn info(kind: SilentKind) -> &'static RuleInfo {
    match kind {
        SilentKind::TypeLost => &L010,
        SilentKind::DefaultDropped => &L011,
        SilentKind::DescriptionDropped => &L012,
        SilentKind::ConstraintDropped => &L013,
        SilentKind::SchemaReplaced => &L014,
    }
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        written_but_not_sent(ctx, tool, out);
        let mut sent_texts: Option<SentTexts> = None;
        for mut s in degradations(ctx, tool) {
            if s.kind == SilentKind::DefaultDropped {
                match unstated_default_of(ctx, tool, &s) {
                    None => continue,
                    // Only some payloads leave the default unsaid (agno's Gemini formatter
                    // drops the description that states it): the diagnostic is theirs.
                    Some(lacking) if !lacking.is_empty() && s.providers.is_empty() => {
                        if let Some(why) = description_dropped(tool, s.param.as_deref(), &lacking) {
                            s.message = format!("{}; {why}", s.message);
                        }
                        s.providers = lacking;
                    }
                    Some(_) => {}
                }
            }
            if s.kind == SilentKind::DescriptionDropped
                && s.param.as_deref().is_some_and(|p| {
                    sent_texts
                        .get_or_insert_with(|| SentTexts::of(tool))
                        .tell(p, dropped_text(tool.function, p).as_deref())
                })
            {
                continue;
            }
            if let Some(providers) = reached(tool, &s) {
                report(ctx, tool, s, providers, out);
            }
        }
    }
}

/// What the descriptions every payload of a tool sends say, read once per tool (a lookup per
/// parameter after: a tool with thousands of described parameters stays linear).
struct SentTexts {
    /// Per description: the identifiers it refers to as parameters (see `references`) and its
    /// words of three characters or more, in lower case.
    texts: Vec<(HashSet<String>, HashSet<String>)>,
}

impl SentTexts {
    fn of(tool: &ToolView) -> SentTexts {
        let texts = tool
            .sent_entries()
            .into_iter()
            .filter_map(|(e, _)| e.rendered.result.as_ref().ok())
            .filter_map(crate::payload::description)
            .map(|d| (references(d), content_words(d).collect()))
            .collect();
        SentTexts { texts }
    }

    /// Whether the parameter whose description the framework drops is explained by every
    /// description sent all the same: it names the parameter ("Use max_rows to sample a
    /// large table", "variety='regular' for normal orders", kite-mcp, powerbi-analyst-mcp),
    /// or carries most of the dropped text's words ("Supports URL, local file path, data URL,
    /// and Base64 input." for "Image: URL, file path, data URL, or base64", agent-vision-mcp).
    /// Then the model is not left with the bare name, which is L012's claim.
    fn tell(&self, param: &str, dropped: Option<&str>) -> bool {
        let words: Vec<String> = dropped
            .map(|d| content_words(d).collect())
            .unwrap_or_default();
        !self.texts.is_empty()
            && self.texts.iter().all(|(refs, said)| {
                refs.contains(param)
                    || (!words.is_empty()
                        && words.iter().filter(|w| said.contains(*w)).count() * 5
                            >= words.len() * 3)
            })
    }
}

fn content_words(t: &str) -> impl Iterator<Item = String> + '_ {
    t.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
}

/// The identifiers a description refers to as parameters: one no prose spells (`max_rows`),
/// a name with a value or in code quotes (`variety='regular'`, `` `task` ``), or the name a
/// docstring entry opens its line with (`mode: hybrid | dense | sparse`, `top_k (int):`,
/// memorymesh-mcp, whose whole docstring the MCP SDK sends). "for instruments" is a word of
/// the sentence, not the parameter explained.
fn references(description: &str) -> HashSet<String> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = HashSet::new();
    let mut rest = description;
    let mut before: Option<char> = None;
    while let Some(start) = rest.find(ident) {
        // Only blanks and a bullet between the line's start and the word.
        let opens_line = {
            let gap = &rest[..start];
            let line = gap.rsplit('\n').next().unwrap_or(gap);
            (gap.contains('\n') || before.is_none())
                && line
                    .chars()
                    .all(|c| c.is_whitespace() || matches!(c, '-' | '*'))
        };
        before = rest[..start].chars().next_back().or(before);
        let word_len = rest[start..]
            .find(|c: char| !ident(c))
            .unwrap_or(rest.len() - start);
        let word = &rest[start..start + word_len];
        let tail = &rest[start + word_len..];
        let after = tail.chars().next();
        let entry = opens_line && (tail.starts_with(':') || tail.starts_with(" ("));
        if entry || word.contains('_') || before == Some('`') || matches!(after, Some('=' | '`')) {
            out.insert(word.to_string());
        }
        before = word.chars().next_back();
        rest = &rest[start + word_len..];
    }
    out
}

/// The text written for `param` in an `Annotated[T, "text"]`, where the framework drops it.
fn dropped_text(f: &crate::model::Function, param: &str) -> Option<String> {
    let p = f.params.iter().find(|p| p.name == param)?;
    match &p.annotation.as_ref()?.ty {
        crate::model::Ty::Annotated { meta, .. } => {
            meta.iter().find_map(|m| m.as_str().map(str::to_string))
        }
        _ => None,
    }
}

/// The framework's silent degradations of a tool.
fn degradations(ctx: &Ctx, tool: &ToolView) -> Vec<Silent> {
    if tool.library.silent.is_none() {
        return Vec::new();
    }
    let chosen = Chosen {
        index: tool.index,
        function: tool.function,
        library: tool.library,
        mark: tool.mark,
        named: tool.named.clone(),
    };
    crate::render::silent(ctx.module, &chosen, ctx.config.render_config())
}

/// Whether L011 reports that the framework drops the default of `param` (so another rule
/// saying "the model never sees this default" would repeat it).
pub(super) fn reports_default_dropped(ctx: &Ctx, tool: &ToolView, param: &str) -> bool {
    super::enabled(ctx.config, L011.code)
        && degradations(ctx, tool).iter().any(|s| {
            s.kind == SilentKind::DefaultDropped
                && s.param.as_deref() == Some(param)
                && reached(tool, s).is_some()
        })
}

/// Whether the framework replaces the tool's whole parameter schema (L014): what follows
/// from the empty schema for a provider is that diagnostic's consequence, not another one.
pub(super) fn reports_schema_replaced(ctx: &Ctx, tool: &ToolView) -> bool {
    super::enabled(ctx.config, L014.code)
        && degradations(ctx, tool)
            .iter()
            .any(|s| s.kind == SilentKind::SchemaReplaced && reached(tool, s).is_some())
}

/// The parameters whose type the framework sends as another type (L010) for Gemini: what
/// Gemini then objects to in that parameter's schema (an empty OBJECT, a made-up property
/// without a type) follows from the lost type, and is L010's consequence.
pub(super) fn types_lost_for_gemini(ctx: &Ctx, tool: &ToolView) -> Vec<String> {
    if !super::enabled(ctx.config, L010.code) {
        return Vec::new();
    }
    degradations(ctx, tool)
        .into_iter()
        .filter(|s| s.kind == SilentKind::TypeLost)
        .filter(|s| s.providers.is_empty() || s.providers.contains(&Provider::Gemini))
        .filter(|s| reached(tool, s).is_some())
        .filter_map(|s| s.param)
        .collect()
}

/// The payloads that do not state a dropped default (see `default_unstated`).
fn unstated_default_of(ctx: &Ctx, tool: &ToolView, s: &Silent) -> Option<Vec<Provider>> {
    let Some(name) = s.param.as_deref() else {
        return Some(Vec::new());
    };
    // The property may be a class tool's: its `args_schema` model's field or its `_run`'s
    // parameter holds the default.
    let written = match tool.function.params.iter().find(|p| p.name == name) {
        Some(p) => super::defaults::effective_default(p),
        None => super::paths::property_default(ctx.module, tool.function, name)
            .and_then(|(ty, d)| super::defaults::default_as_written(ty, d)),
    };
    // Written in a module this one does not hold (a model imported from elsewhere): the
    // default as the framework's schema holds it is what the descriptions must state.
    let written = written.map(|(_, text)| text).or_else(|| s.default.clone());
    match written {
        Some(text) => default_unstated(ctx, tool, name, &text),
        None => Some(Vec::new()),
    }
}

/// Which payloads do not tell the model the default `value` (as written in Python) of
/// `param`, in the parameter's description or the tool's ("Defaults to 7.", "default: 7",
/// "(default 7)", "7 by default"): `None` when every payload states it (the model knows what
/// leaving the parameter out does, whatever the schema says); else the providers those
/// payloads reach (empty: every payload lacks it, or nothing is sent).
pub(super) fn default_unstated(
    ctx: &Ctx,
    tool: &ToolView,
    param: &str,
    value: &str,
) -> Option<Vec<Provider>> {
    // A description set at run time (a loop mirroring docstrings) is unread: whether it
    // states the default is not known, so nothing is said.
    if super::runtime_docs::doc_unread(ctx.runtime_doc_scopes(), tool.function) {
        return None;
    }
    let mut forms = value_forms(value);
    // A default written as a module constant (`slippage_bps: int = DEFAULT_SLIPPAGE_BPS`,
    // langchain-uniswap-v2) is stated by its value ("Defaults to 50 bps.").
    if let Some(literal) = ctx.module_constant(value) {
        forms.extend(value_forms(literal));
    }
    // An empty string or `None` is often explained rather than named: `or "" for all`,
    // "Leave empty for all types." (wavestreamer-crewai, crewai-memanto).
    let empty = is_empty_value(value);
    if forms.is_empty() && !empty {
        return Some(Vec::new());
    }
    // (Three characters at least: "a" or "x" next to "default" may be any word.)
    let quoted =
        value.trim().starts_with(['"', '\'']) && forms.iter().all(|f| f.chars().count() >= 3);
    // The parameter's own docstring entry (`path: ... If not specified, searches from
    // root.`, langchain's file_search middleware): where the tool description sent carries
    // it whole, its words are the parameter's own, as a property description is.
    let entry = crate::frameworks::common::getdoc(tool.function).and_then(|doc| {
        crate::model::docstring::params(&doc)
            .into_iter()
            .find(|e| e.name == param)
            .map(|e| e.description)
            .filter(|d| !d.trim().is_empty())
    });
    let only_default = tool
        .function
        .params
        .iter()
        .filter(|p| p.default.is_some())
        .count()
        == 1;
    let sent: Vec<(&serde_json::Value, Vec<Provider>)> = tool
        .sent_entries()
        .into_iter()
        .filter_map(|(e, reaches)| Some((e.rendered.result.as_ref().ok()?, reaches)))
        .collect();
    let states = |payload: &serde_json::Value| {
        let property = crate::payload::parameter(payload, param).and_then(|(p, _)| {
            p.get("description")
                .and_then(serde_json::Value::as_str)
                .map(str::to_string)
        });
        let description = crate::payload::description(payload);
        let tool_desc = description.map(|d| param_lines(d, param));
        // A string value named as the default is about the parameter that has it, on any
        // line ("Colonies: general, ... (default: general)" for `colony="general"`,
        // crewai-colony); a number or a boolean could be another parameter's, unless no other
        // parameter has a default: "Returns a small sample of rows from a table (default 5)."
        // for `limit=5` (deep-db-agents), "maximum_result: ... (default to '10')" for
        // `max_results='10'` (mylo-agent).
        let whole = description
            .filter(|_| quoted || only_default)
            .map(str::to_string);
        // The parameter's own description may say what leaving it out does without the
        // value: "Default is the last 20 points." for `full=False` (crewai-econdash), "If not
        // specified, searches from root." for `path="/"`. Not a line of the tool's description
        // that names it: "use recursive=True (defaults to depth 3)" is about another value.
        let entry_sent = entry
            .as_deref()
            .filter(|e| description.is_some_and(|d| words(d).contains(&words(e))));
        // Not the tool description's lines that name the parameter: "New groups are
        // post-quantum MLS by default (open-enrollment groups ...)" names `enrollment` and
        // says "by default" of something else (crewai-rine, judged right).
        let own_words = property.as_deref().is_some_and(default_in_words)
            || entry_sent.is_some_and(default_in_words);
        let empty_explained = empty
            && [property.as_deref(), entry_sent]
                .iter()
                .any(|t| t.is_some_and(empty_in_words));
        own_words
            || empty_explained
            || [property, tool_desc, whole]
                .iter()
                .flatten()
                .any(|text| says_default(text, &forms))
    };
    let lacking: Vec<&(&serde_json::Value, Vec<Provider>)> =
        sent.iter().filter(|(p, _)| !states(p)).collect();
    if sent.is_empty() || lacking.len() == sent.len() {
        return Some(Vec::new());
    }
    if lacking.is_empty() {
        return None;
    }
    Some(
        lacking
            .iter()
            .flat_map(|(_, r)| r.iter().copied())
            .collect(),
    )
}

/// Why a default that the parameter's description states does not reach the `lacking`
/// payloads: another payload sends the description, theirs sends the property without it
/// (agno's Gemini conversion sends the one non-null member of an `anyOf` alone, dropping
/// the property's description). `None` when the payloads do not show that.
fn description_dropped(
    tool: &ToolView,
    param: Option<&str>,
    lacking: &[Provider],
) -> Option<String> {
    let param = param?;
    fn property(e: &crate::render::Entry, param: &str) -> Option<serde_json::Value> {
        let payload = e.rendered.result.as_ref().ok()?;
        crate::payload::parameter(payload, param).map(|(p, _)| p.into_owned())
    }
    let sent = tool.sent_entries();
    let (kept, any_of) = sent
        .iter()
        .filter(|(_, reaches)| !reaches.iter().any(|p| lacking.contains(p)))
        .find_map(|(e, _)| {
            let p = property(e, param)?;
            let d = p.get("description")?.as_str()?.to_string();
            Some((d, p.get("anyOf").is_some()))
        })?;
    let dropped = sent
        .iter()
        .filter(|(_, reaches)| reaches.iter().any(|p| lacking.contains(p)))
        .all(|(e, _)| property(e, param).is_some_and(|p| p.get("description").is_none()));
    if !dropped {
        return None;
    }
    let how = if any_of {
        "the parameter is an `anyOf` (an `Optional`), which this conversion sends as its one non-null member without the property's description"
    } else {
        "this conversion sends the property without its description"
    };
    Some(format!(
        "its description says it (\"{kept}\") but does not reach this payload: {how}"
    ))
}

/// Every module-level `NAME = literal` (or `NAME: T = literal`) of `source`, by name: the
/// literal, or `None` when the name is bound more than once or to anything else at the top
/// level. One pass over the lines (a default written as a constant is looked up here, not by
/// scanning the source per parameter).
pub(super) fn module_constants(source: &str) -> std::collections::HashMap<&str, Option<&str>> {
    let mut out: std::collections::HashMap<&str, Option<&str>> = std::collections::HashMap::new();
    for line in source.lines() {
        let Some(first) = line.chars().next() else {
            continue;
        };
        if !(first.is_alphabetic() || first == '_') {
            continue;
        }
        let end = line
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(line.len());
        let (name, rest) = line.split_at(end);
        let rest = rest.trim_start();
        let value = match rest.strip_prefix(':') {
            Some(annotated) => annotated.split_once('=').map(|(_, v)| v),
            None => rest.strip_prefix('=').filter(|v| !v.starts_with('=')),
        };
        let Some(value) = value else { continue };
        let value = value.split(" #").next().unwrap_or(value).trim();
        let literal = value.parse::<f64>().is_ok()
            || matches!(value, "True" | "False" | "None")
            || (value.len() >= 2
                && ((value.starts_with('"') && value.ends_with('"'))
                    || (value.starts_with('\'') && value.ends_with('\''))));
        out.entry(name)
            .and_modify(|v| *v = None)
            .or_insert(literal.then_some(value));
    }
    out
}

/// Whether the payload that reaches `provider` states the default (see `default_unstated`).
pub(super) fn default_stated_for(
    ctx: &Ctx,
    tool: &ToolView,
    param: &str,
    value: &str,
    provider: Provider,
) -> bool {
    match default_unstated(ctx, tool, param, value) {
        None => true,
        Some(lacking) => !lacking.is_empty() && !lacking.contains(&provider),
    }
}

/// The lines of a tool description that mention `param` (a docstring's `Args:` entry sent
/// inside the description): a default stated for another parameter does not count.
fn param_lines(description: &str, param: &str) -> String {
    let names = |l: &str| {
        l.match_indices(param).any(|(i, _)| {
            let before = l[..i].chars().next_back();
            let after = l[i + param.len()..].chars().next();
            let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
            !word(before) && !word(after)
        })
    };
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut out: Vec<&str> = Vec::new();
    // The indentation of the last line naming the parameter: the lines indented deeper
    // after it continue its entry ("slippage_bps: Maximum slippage ... / Defaults to 50
    // bps.", langchain-uniswap-v2).
    let mut entry: Option<usize> = None;
    for l in description.lines() {
        if names(l) {
            entry = Some(indent(l));
            out.push(l);
        } else if entry.is_some_and(|i| !l.trim().is_empty() && indent(l) > i) {
            out.push(l);
        } else {
            entry = None;
        }
    }
    out.join("\n")
}

/// The ways a Python default may be written in prose: `"eu"` as `eu`, `True` as `true`.
fn value_forms(value: &str) -> Vec<String> {
    let v = value.trim();
    let unquoted = v
        .strip_prefix(['"', '\''])
        .and_then(|x| x.strip_suffix(['"', '\'']))
        .unwrap_or(v);
    if unquoted.trim().is_empty() {
        return Vec::new();
    }
    let mut forms = vec![unquoted.to_string()];
    match unquoted {
        "True" => forms.push("true".into()),
        "False" => forms.push("false".into()),
        "None" => forms.push("null".into()),
        _ => {}
    }
    forms
}

/// Whether `text` says one of `forms` is the default: the value close after a word
/// `default` ("Defaults to 7", "default: 7", "(default 7)", "the default is 7") or after
/// what a missing value does ("null uses 7", "if omitted, 7"), or just before "by default"
/// or "(default)" ("7 by default", "If False (default), ...", "'new' (the default)"); or a
/// parenthesis opening with "default" that says it in words ("(default: root)").
fn says_default(text: &str, forms: &[String]) -> bool {
    // Compared in ASCII lower case, text and values alike: a sentence may start with the
    // value ("Private by default." for `"private"`, crewai-swarmmemo).
    let lower = default_words_in_english(&text.to_ascii_lowercase());
    let hay = lower.as_str();
    let text = hay;
    let forms: Vec<String> = forms.iter().map(|f| f.to_ascii_lowercase()).collect();
    let near = |window: &str| forms.iter().any(|f| contains_token(window, f));
    let ends_with_value = |before: &str| {
        let before = before.trim_end();
        forms.iter().any(|f| {
            before.ends_with(f.as_str())
                && !before[..before.len() - f.len()]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    };
    let after_default = hay.match_indices("default").any(|(at, _)| {
        // `(default)` marks what precedes it, not what follows.
        let marker = text[at + "default".len()..].starts_with([')', ']']);
        let after = if marker {
            ""
        } else {
            window(text, at + "default".len(), 40)
        };
        let before = &text[..at];
        let trimmed = before.trim_end();
        near(after)
            || trimmed
                .strip_suffix(" by")
                .or_else(|| trimmed.strip_suffix('('))
                .is_some_and(|b| ends_with_value(&trim_quotes(b)))
    });
    // The value followed by a parenthesis that calls it the default: "`pending` (the
    // default)", "'new' (undelivered, the default), 'delivered', ...".
    let marked_value = hay.match_indices('(').any(|(at, _)| {
        let inside = hay[at + 1..].split(')').next().unwrap_or("");
        contains_token(inside, "default") && ends_with_value(&trim_quotes(&text[..at]))
    });
    // A list of choices that marks one: `- "medium_term": Last 6 months (default)`.
    let marked_choice = text.lines().any(|line| {
        let l = line.to_lowercase();
        (l.contains("(default)") || l.contains("[default]")) && near(line)
    });
    // A parenthesis that opens with "default" says the default in words, even when its
    // words are not the value: "(default: root)" for "/", "(default shows just running)".
    // Not "(defaults to ...)": that names a value, which `after_default` looks for (and on
    // a line about two parameters it may be the other's: "use recursive=True (defaults to
    // depth 3)").
    let in_words = hay
        .match_indices("(default")
        .any(|(at, m)| hay[at + m.len()..].starts_with([':', ' ']));
    after_default
        || marked_value
        || marked_choice
        || in_words
        || clause_in_words(hay)
        || [
            "null uses",
            "none uses",
            "null means",
            "none means",
            "if omitted",
            "when omitted",
            "if not given",
            "if not provided",
            "if not specified",
        ]
        .iter()
        .any(|k| {
            hay.match_indices(k)
                .any(|(at, _)| near(window(text, at + k.len(), 25)))
        })
}

/// `text` with the words other languages say "default" in written in English (` default `,
/// `(default`, `by default`), and CJK full-width punctuation as ASCII: "最大返回行数，默认 50"
/// says the default as "Defaults to 50" does (mcp-tool-xlsx), "(padrão: casaa)" as "(default:
/// casaa)" (mcp-agent-db). Longer forms first, so that "默认值为" is one word. Only words that
/// mean "default" wherever they stand; a word that also means something else is taken only in
/// the forms where it says "default": Portuguese "padrão" is "standard" and "pattern" too ("o
/// padrão ABNT", "padrão de busca"), so only "por padrão", "(padrão" and "padrão:" count.
fn default_words_in_english(text: &str) -> String {
    const WORDS: [(&str, &str); 36] = [
        ("默认值为", " default "),
        ("默认值是", " default "),
        ("默认值", " default "),
        ("默认为", " default "),
        ("默认是", " default "),
        ("默认", " default "),
        ("默認值", " default "),
        ("默認為", " default "),
        ("默認", " default "),
        ("預設值", " default "),
        ("預設", " default "),
        ("缺省值", " default "),
        ("缺省", " default "),
        ("デフォルト値", " default "),
        ("デフォルト", " default "),
        ("既定値", " default "),
        ("기본값", " default "),
        ("por defecto", " by default "),
        ("por omisión", " by default "),
        ("predeterminado", " default "),
        ("predeterminada", " default "),
        ("par défaut", " by default "),
        ("par defaut", " by default "),
        ("por padrão", " by default "),
        ("por padrao", " by default "),
        ("por defeito", " by default "),
        ("(padrão", "(default"),
        ("(padrao", "(default"),
        ("padrão:", " default:"),
        ("padrao:", " default:"),
        ("standardmäßig", " by default "),
        ("по умолчанию", " by default "),
        ("domyślnie", " by default "),
        ("predefinito", " default "),
        ("predefinita", " default "),
        ("di default", " by default "),
    ];
    let mut out = text.to_string();
    for (word, english) in WORDS {
        if out.contains(word) {
            out = out.replace(word, english);
        }
    }
    for (wide, ascii) in [
        ("：", ": "),
        ("，", ", "),
        ("（", " ("),
        ("）", ") "),
        ("。", ". "),
    ] {
        if out.contains(wide) {
            out = out.replace(wide, ascii);
        }
    }
    out
}

/// `text` with every run of whitespace as one space (a docstring entry joined from its
/// lines, against a description that keeps them).
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether a Python default is the empty string or `None`: the values a description
/// explains in words ("leave empty for all") rather than by naming them.
fn is_empty_value(value: &str) -> bool {
    matches!(value.trim(), "\"\"" | "''" | "None")
}

/// Whether a parameter's text says what the empty value means: it names the empty string
/// (`"binary", "multi", or "" for all`), or says what leaving it empty or blank does
/// ("Leave empty for all types.", "(empty = any tag)"). A word "empty" alone is not enough:
/// "must not be empty" is about another value.
fn empty_in_words(text: &str) -> bool {
    let hay = text.to_ascii_lowercase();
    let names_empty_string = ["\"\"", "''", "``"].iter().any(|q| {
        hay.match_indices(q).any(|(at, _)| {
            // Not an empty string inside a longer quoted run (`"""`).
            let before = hay[..at].chars().next_back();
            let after = hay[at + 2..].chars().next();
            !matches!(before, Some('"' | '\'' | '`')) && !matches!(after, Some('"' | '\'' | '`'))
        })
    });
    names_empty_string
        || [
            "leave empty",
            "leave blank",
            "leave it empty",
            "leave it blank",
            "left empty",
            "left blank",
            "empty for",
            "blank for",
            "empty =",
            "empty means",
            "empty string means",
            "empty string for",
            "if empty",
            "when empty",
            "none for",
            "null for",
        ]
        .iter()
        .any(|k| hay.contains(k))
}

/// Whether a parameter's own text says what leaving it out does, in words of its own ("by
/// default returns only unread ones", "if not specified, searches from root"): the model is
/// told, whatever the value is called there.
fn default_in_words(text: &str) -> bool {
    // Another language's word for "default" is "by default" as often as not ("默认获取所有",
    // "by default gets all"): said in the parameter's own text, it tells the model.
    let lower = text.to_ascii_lowercase();
    let hay = default_words_in_english(&lower);
    if hay != lower {
        return true;
    }
    [
        "default is",
        "default =",
        "default:",
        "defaults to",
        "by default",
        "if not specified",
        "when not specified",
        "if omitted",
        "when omitted",
        "if not given",
        "if not provided",
        "when not provided",
        "if not set",
        "when not set",
    ]
    .iter()
    .any(|k| hay.contains(k))
}

/// A clause of its own that names the default in words, after a comma or semicolon and
/// closing the sentence ("Search language, default Chinese" for `"zh"`): how docstrings'
/// Args lines state a default whose value is a code. Conservative: one to three words, the
/// clause ends there, and not "default" as an adjective of a noun that follows it ("the
/// default value", "default settings").
fn clause_in_words(hay: &str) -> bool {
    const NOUNS: [&str; 7] = [
        "value",
        "values",
        "behavior",
        "behaviour",
        "setting",
        "settings",
        "configuration",
    ];
    hay.match_indices("default").any(|(at, m)| {
        let before = hay[..at].trim_end();
        if !before.ends_with([',', ';']) {
            return false;
        }
        let rest = &hay[at + m.len()..];
        let Some(rest) = rest.strip_prefix(':').or_else(|| rest.strip_prefix(' ')) else {
            return false;
        };
        let clause = rest
            .split(['.', ',', ';', ')', '\n'])
            .next()
            .unwrap_or("")
            .trim();
        let words: Vec<&str> = clause.split_whitespace().collect();
        (1..=3).contains(&words.len())
            && !NOUNS.contains(&words[0])
            && !matches!(words[0], "is" | "to" | "if" | "when" | "of" | "for")
    })
}

/// `text` without the quotes and backticks a value may be wrapped in at its end.
fn trim_quotes(text: &str) -> String {
    text.trim_end()
        .trim_end_matches(['"', '\'', '`'])
        .to_string()
}

/// Up to `len` bytes of `text` from `from`, cut at character boundaries.
fn window(text: &str, from: usize, len: usize) -> &str {
    let start = floor_char(text, from.min(text.len()));
    let end = floor_char(text, (from + len).min(text.len()));
    &text[start..end]
}

/// CJK ideographs, kana and hangul.
fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF)
}

fn floor_char(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// `token` in `text` as a whole word (not part of a longer number or identifier).
fn contains_token(text: &str, token: &str) -> bool {
    // CJK text has no spaces between words: an ideograph or kana next to the value does not
    // make it part of a longer word ("default 50条").
    let word = |c: Option<char>| {
        c.is_some_and(|c| (c.is_alphanumeric() && !is_cjk(c)) || c == '_' || c == '.')
    };
    // Case does not matter ("default: parquet" for `"PARQUET"`); compared in ASCII lower
    // case, which keeps byte offsets.
    let (text, token) = (text.to_ascii_lowercase(), token.to_ascii_lowercase());
    let (text, token) = (text.as_str(), token.as_str());
    text.match_indices(token).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + token.len()..].chars().next();
        // A sentence's full stop after the value is not part of it ("Defaults to 7.").
        let after_ok = !word(after)
            || (after == Some('.')
                && !text[i + token.len() + 1..]
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_digit()));
        !word(before) && after_ok
    })
}

/// The targeted providers a degradation reaches; `None` when it reaches none of them. A
/// degradation of every payload reaches the tool's providers (empty: the framework's own).
fn reached(tool: &ToolView, s: &Silent) -> Option<Vec<Provider>> {
    if s.providers.is_empty() {
        return Some(Vec::new());
    }
    let hit: Vec<Provider> = s
        .providers
        .iter()
        .copied()
        .filter(|p| tool.providers.contains(p))
        .collect();
    (!hit.is_empty()).then_some(hit)
}

/// Where a degradation is reported: the parameter (its default, for a dropped default), or
/// for a property a model's field or `_run`'s parameter defines (a class tool's
/// `args_schema`), that field, with where the tool takes the model in as a related place;
/// the annotation a replaced schema's error names, else the tool's name.
fn place_and_via(ctx: &Ctx, tool: &ToolView, s: &Silent) -> (crate::syntax::Span, Option<Related>) {
    let f = tool.function;
    let related =
        |via: Option<(crate::syntax::Span, String)>| via.map(|(at, why)| Related::here(at, why));
    match (&s.param, s.kind) {
        (Some(p), SilentKind::DefaultDropped) => {
            match super::paths::property_default_place(ctx.module, f, p) {
                Some((at, via)) => (at, related(via)),
                None => {
                    let (at, via) = super::paths::property_place(ctx.module, f, p);
                    (default_span(f, p).unwrap_or(at), related(via))
                }
            }
        }
        (Some(p), _) => {
            let (at, via) = super::paths::property_place(ctx.module, f, p);
            (at, related(via))
        }
        _ => (place(ctx, tool, s), None),
    }
}

/// Where a degradation of the whole tool is reported: the annotation a replaced schema's
/// error names, else the tool's name (a parameter's: see `place_and_via`).
fn place(ctx: &Ctx, tool: &ToolView, s: &Silent) -> crate::syntax::Span {
    let f = tool.function;
    match (&s.param, s.kind) {
        (Some(_), _) => place_and_via(ctx, tool, s).0,
        // The whole schema is replaced because of one annotation: the error names it.
        (None, SilentKind::SchemaReplaced) => {
            let at = super::library::error_span(tool, &s.message);
            if at == f.name_span {
                tool.name_span(ctx.source)
            } else {
                at
            }
        }
        (None, _) => tool.name_span(ctx.source),
    }
}

/// Where L014 reports that the framework replaces the tool's whole schema: an unresolved
/// name in an annotation there (L008) is the cause L014 already names, and its consequence
/// (no parameters) is L014's: one finding, not two.
pub(super) fn schema_replaced_at(ctx: &Ctx, tool: &ToolView) -> Vec<crate::syntax::Span> {
    if !super::enabled(ctx.config, L014.code) {
        return Vec::new();
    }
    degradations(ctx, tool)
        .iter()
        .filter(|s| s.kind == SilentKind::SchemaReplaced && reached(tool, s).is_some())
        .map(|s| place(ctx, tool, s))
        .collect()
}

fn report(
    ctx: &Ctx,
    tool: &ToolView,
    s: Silent,
    providers: Vec<Provider>,
    out: &mut Vec<Diagnostic>,
) {
    let (span, via) = place_and_via(ctx, tool, &s);
    let message = with_scope(tool, &providers, s.message);
    // Two degradations of one parameter's type (agno's `Dict[str, Any]`: the value sent as
    // an empty object, and for Gemini the dict as a made-up `example_key`) are one problem
    // in one place: one diagnostic that says both.
    if s.kind == SilentKind::TypeLost {
        if let Some(d) = out
            .iter_mut()
            .find(|d| d.code == L010.code && d.span == span && d.function == Some(tool.index))
        {
            let rest = message
                .strip_prefix(tool.library.label)
                .unwrap_or(&message)
                .trim_start();
            // `(Gemini): text` reads as "for Gemini, text" inside the first message.
            let added = match rest.strip_prefix('(').and_then(|r| r.split_once("): ")) {
                Some((scope, text)) => format!("for {scope}, {text}"),
                None => rest.trim_start_matches(':').trim_start().to_string(),
            };
            d.message = format!("{}; {added}", d.message);
            if d.providers.is_empty() || providers.is_empty() {
                d.providers.clear();
            } else {
                for p in providers {
                    if !d.providers.contains(&p) {
                        d.providers.push(p);
                    }
                }
            }
            return;
        }
    }
    let mut d = ctx.diag(info(s.kind), span, message, providers, Some(tool));
    d.related.extend(via);
    if s.kind == SilentKind::SchemaReplaced {
        d.related = unseen_imports(ctx, &d.message);
    }
    out.push(d);
}

/// The imports of the names a replaced schema's error says are not defined (`'Team'`,
/// `` `Optional` ``): the payload's parameters depend on that import too, which the
/// framework's evaluation does not see (it runs only for type checkers, or in another
/// module than the one the framework evaluates the annotation in).
fn unseen_imports(ctx: &Ctx, message: &str) -> Vec<super::Related> {
    ctx.module
        .imports
        .iter()
        .filter(|i| {
            [format!("'{}'", i.local), format!("`{}`", i.local)]
                .iter()
                .any(|q| message.contains(q.as_str()))
        })
        .map(|i| {
            super::Related::here(
                i.span,
                format!(
                    "`{}` is imported here, but not where the framework evaluates the annotation",
                    i.local
                ),
            )
        })
        .collect()
}

/// What the code states about a parameter in the type itself (`Annotated[T, "..."]`,
/// `Field(description=..., ge=...)`) and no payload of the framework carries: the framework
/// dropped it. Every framework is checked the same way, from its payloads, so a new renderer
/// gets this for free; the text is searched anywhere in the payload because some frameworks
/// move it (llama-index writes the signature into the description, Anthropic's strict
/// transform moves constraints into the description).
fn written_but_not_sent(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    use crate::frameworks::pydantic::FieldInfo;
    let entries = tool.sent_entries();
    let sent: Vec<(String, Vec<Provider>)> = entries
        .iter()
        .filter_map(|(e, reaches)| {
            let payload = e.rendered.result.as_ref().ok()?;
            Some((payload.to_string(), reaches.clone()))
        })
        .collect();
    if sent.is_empty() {
        return;
    }
    // The property names of every payload; `None` when one shows no parameter object.
    let properties: Option<Vec<Vec<String>>> = entries
        .iter()
        .filter_map(|(e, _)| e.rendered.result.as_ref().ok())
        .map(|payload| {
            let params = crate::payload::parameters(payload)?;
            let props = params.get("properties").and_then(|v| v.as_object());
            Some(
                props
                    .map(|m| m.keys().cloned().collect())
                    .unwrap_or_default(),
            )
        })
        .collect();
    // A parameter no payload has is not the model's: the framework fills it in (fastmcp's
    // `ctx: Context | None = Field(default=None, description=...)`, a `Depends(...)`), so
    // what the code writes for it is not a description or constraint the model lost.
    let not_a_parameter = |name: &str, alias: Option<&str>| {
        properties.as_ref().is_some_and(|all| {
            all.iter()
                .all(|props| !props.iter().any(|k| k == name || Some(k.as_str()) == alias))
        })
    };
    // Every described parameter's text is looked for in every payload: one Aho-Corasick
    // pass per payload for all of them (a `contains` per parameter is quadratic in a tool
    // with thousands of described parameters).
    let infos: Vec<_> = tool
        .function
        .params
        .iter()
        .map(|p| {
            let ty = p.annotation.as_ref().map(|a| &a.ty);
            let info = FieldInfo::for_param(ty, p.default.as_ref().map(|d| &d.value));
            let described = info.description.clone().or_else(|| match ty {
                Some(crate::model::Ty::Annotated { meta, .. }) => {
                    meta.iter().find_map(|m| m.as_str()).map(str::to_string)
                }
                _ => None,
            });
            (p, info, described.filter(|d| !d.trim().is_empty()))
        })
        .filter(|(p, info, _)| !not_a_parameter(&p.name, info.alias.as_deref()))
        .collect();
    let needles: Vec<String> = infos
        .iter()
        .filter_map(|(_, _, d)| d.as_deref().map(json_text))
        .collect();
    let found = occurrences(&needles, &sent);
    let mut needle = 0;
    let mut sent_texts: Option<SentTexts> = None;
    // Whether a payload holds a keyword, remembered: constraints repeat the same few.
    let mut keyword_seen: HashMap<(usize, String), bool> = HashMap::new();
    for (p, info, described) in &infos {
        if let Some(d) = described {
            let n = needle;
            needle += 1;
            let lost = lost_in(&sent, |i| found[i][n]).filter(|_| {
                !sent_texts
                    .get_or_insert_with(|| SentTexts::of(tool))
                    .tell(&p.name, Some(d))
            });
            if let Some(providers) = lost {
                let message = format!(
                    "the description of `{}` written in the code (\"{}\") is not sent: the model sees the bare name",
                    p.name,
                    clip(d)
                );
                out.push(ctx.diag(
                    &L012,
                    param_span(tool.function, &p.name),
                    with_scope(tool, &providers, message),
                    providers,
                    Some(tool),
                ));
            }
        }
        // One finding per parameter (and set of payloads that lose them): the constraints a
        // payload drops are one problem, not one per keyword.
        let mut dropped: Vec<(Vec<Provider>, Vec<String>)> = Vec::new();
        for (c, value) in &info.constraints {
            // The parameter's description already says it ("Confidence score from 0.0 to
            // 1.0", the values a pattern allows listed, langgraph-memanto): the model knows.
            // A description toolsight cannot read may say it too: what the model is told
            // about the limit is not known.
            if info.description_unread
                || described
                    .as_deref()
                    .is_some_and(|d| constraint_stated(d, value))
            {
                continue;
            }
            // The keyword depends on the constrained type (`minLength` / `minItems`); any of
            // them, or the kwarg's own name, shows the constraint reached the payload.
            let words: Vec<&str> = ["string", "array", "object"]
                .iter()
                .map(|t| c.keyword(t))
                .collect();
            let lost = lost_in(&sent, |i| {
                words.iter().any(|w| {
                    *keyword_seen.entry((i, w.to_string())).or_insert_with(|| {
                        let payload = &sent[i].0;
                        payload.contains(&format!("\"{w}\"")) || payload.contains(&format!("{w}:"))
                    })
                })
            });
            if let Some(providers) = lost {
                let written = format!("`{}: {value}`", words[0]);
                match dropped.iter_mut().find(|(ps, _)| *ps == providers) {
                    Some((_, all)) => all.push(written),
                    None => dropped.push((providers, vec![written])),
                }
            }
        }
        for (providers, constraints) in dropped {
            let message = if constraints.len() == 1 {
                format!(
                    "the constraint {} on `{}` is not sent: the model does not know the limit, and the call fails validation when it crosses it",
                    constraints[0], p.name
                )
            } else {
                format!(
                    "the constraints {} on `{}` are not sent: the model does not know the limits, and the call fails validation when it crosses one",
                    constraints.join(", "),
                    p.name
                )
            };
            out.push(ctx.diag(
                &L013,
                param_span(tool.function, &p.name),
                with_scope(tool, &providers, message),
                providers,
                Some(tool),
            ));
        }
    }
}

/// Whether a description states a constraint's value: a bound's number ("max 100
/// characters", "from 0.0 to 1.0"), or for a pattern the whole pattern or, when it is an
/// alternation of plain words (`^(fact|goal|event)$`), every word.
fn constraint_stated(description: &str, value: &serde_json::Value) -> bool {
    let text = description.to_lowercase();
    match value {
        serde_json::Value::Number(n) => {
            let written = n.to_string();
            let mut forms = vec![written.clone()];
            // `ge=1.0` said as "1".
            if let Some(whole) = written.strip_suffix(".0") {
                forms.push(whole.to_string());
            }
            forms.iter().any(|f| number_in(&text, f))
        }
        serde_json::Value::String(pattern) => {
            if text.contains(&pattern.to_lowercase()) {
                return true;
            }
            let core = pattern.trim_start_matches('^').trim_end_matches('$');
            let core = core
                .strip_prefix('(')
                .and_then(|c| c.strip_suffix(')'))
                .map(|c| c.strip_prefix("?:").unwrap_or(c))
                .unwrap_or(core);
            let words: Vec<&str> = core.split('|').collect();
            words.len() > 1
                && words.iter().all(|w| {
                    !w.is_empty()
                        && w.chars()
                            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' '))
                        && contains_token(&text, &w.to_lowercase())
                })
        }
        _ => false,
    }
}

/// Whether `number` occurs in `text` as a number of its own: not inside a longer number
/// ("100" in "1000" or "100.5"), though a sentence's full stop may follow it.
fn number_in(text: &str, number: &str) -> bool {
    text.match_indices(number).any(|(at, _)| {
        let mut before_chars = text[..at].chars().rev();
        let before = before_chars.next();
        // A minus sign makes another number ("-1"), a range dash does not ("0-1").
        let sign = before == Some('-') && !before_chars.next().is_some_and(|c| c.is_alphanumeric());
        let mut after = text[at + number.len()..].chars();
        let next = after.next();
        let digit_after_dot = next == Some('.') && after.next().is_some_and(|c| c.is_ascii_digit());
        !before.is_some_and(|c| c.is_ascii_digit() || c == '.')
            && !sign
            && !next.is_some_and(|c| c.is_ascii_digit())
            && !digit_after_dot
    })
}

/// For each payload, which of `needles` occur in its text.
fn occurrences(needles: &[String], sent: &[(String, Vec<Provider>)]) -> Vec<Vec<bool>> {
    let mut found = vec![vec![false; needles.len()]; sent.len()];
    if needles.is_empty() {
        return found;
    }
    let Ok(ac) = aho_corasick::AhoCorasick::new(needles) else {
        // Building fails only past the automaton's size limits: look for each in turn.
        for (i, (payload, _)) in sent.iter().enumerate() {
            for (n, needle) in needles.iter().enumerate() {
                found[i][n] = payload.contains(needle.as_str());
            }
        }
        return found;
    };
    for (i, (payload, _)) in sent.iter().enumerate() {
        for m in ac.find_overlapping_iter(payload) {
            found[i][m.pattern().as_usize()] = true;
        }
    }
    found
}

/// The providers whose payload lacks something (empty: every payload lacks it); `None` when
/// every payload has it.
fn lost_in(
    sent: &[(String, Vec<Provider>)],
    mut has: impl FnMut(usize) -> bool,
) -> Option<Vec<Provider>> {
    let missing: Vec<&(String, Vec<Provider>)> = sent
        .iter()
        .enumerate()
        .filter(|(i, _)| !has(*i))
        .map(|(_, s)| s)
        .collect();
    if missing.is_empty() {
        return None;
    }
    if missing.len() == sent.len() {
        return Some(Vec::new());
    }
    Some(
        missing
            .iter()
            .flat_map(|(_, ps)| ps.iter().copied())
            .collect(),
    )
}

fn with_scope(tool: &ToolView, providers: &[Provider], message: String) -> String {
    let scope = if providers.is_empty() {
        String::new()
    } else {
        format!(
            " ({})",
            providers
                .iter()
                .map(|p| p.label())
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    format!("{}{scope}: {message}", tool.library.label)
}

/// A string as it appears inside serialized JSON (escapes included, quotes excluded).
fn json_text(s: &str) -> String {
    let quoted = serde_json::Value::String(s.to_string()).to_string();
    quoted[1..quoted.len() - 1].to_string()
}

fn clip(s: &str) -> String {
    match s.char_indices().nth(60) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_is_stated_by_its_number_of_its_own() {
        let n = |v: f64| serde_json::json!(v);
        assert!(constraint_stated(
            "Confidence score from 0.0 to 1.0.",
            &n(1.0)
        ));
        assert!(constraint_stated("Score in the range 0-1", &n(1.0)));
        assert!(constraint_stated(
            "Short title (max 100 characters).",
            &serde_json::json!(100)
        ));
        assert!(!constraint_stated(
            "Up to 1000 rows.",
            &serde_json::json!(100)
        ));
        assert!(!constraint_stated(
            "Offset, may be -1 for the end.",
            &serde_json::json!(1)
        ));
        assert!(!constraint_stated(
            "Version 1.5 of the API.",
            &serde_json::json!(1)
        ));
        let p = |s: &str| serde_json::json!(s);
        assert!(constraint_stated(
            "The type: fact, preference or goal.",
            &p("^(fact|preference|goal)$")
        ));
        assert!(!constraint_stated(
            "The type: fact or goal.",
            &p("^(fact|preference|goal)$")
        ));
        assert!(!constraint_stated("A lowercase word.", &p("^[a-z]+$")));
    }

    fn says(text: &str, value: &str) -> bool {
        says_default(text, &value_forms(value))
    }

    #[test]
    fn a_stated_default_is_recognised_in_the_usual_forms() {
        assert!(says("How many results. Defaults to 10.", "10"));
        assert!(says("Which catalogue, default: \"eu\".", "\"eu\""));
        assert!(says("Match whole words (default True).", "True"));
        assert!(says("Match whole words (default: true).", "True"));
        assert!(says("Minimum score; the default is 0.5.", "0.5"));
        assert!(says("Page number; null uses 1.", "1"));
        assert!(says(
            "Format to export in (default: parquet)",
            "\"PARQUET\""
        ));
        assert!(says("If False (default), return the titles.", "False"));
        assert!(says("Sort order, `asc` by default.", "'asc'"));
        // Letters whose lower case is longer or shorter (ẞ, İ) around the word move nothing.
        assert!(says("ẞ Größe İ: Defaults to 7.", "7"));
        assert!(says("Größe, default: 7 İ", "7"));
        // (Full lower-casing shifted `default` into the middle of `€` here, and slicing there
        // panicked.)
        assert!(says("ẞ€default: 7 İ", "7"));
        assert!(says(
            "Time period:\n- \"short_term\": 4 weeks\n- \"medium_term\": 6 months (default)",
            "\"medium_term\""
        ));
    }

    #[test]
    fn a_default_named_in_words_in_its_own_clause_is_stated() {
        assert!(says("Search language, default Chinese", "\"zh\""));
        assert!(says(
            "Search language; default: Simplified Chinese.",
            "\"zh\""
        ));
        assert!(!says(
            "Search language, default value used when empty",
            "\"zh\""
        ));
        assert!(!says("The default region.", "\"eu\""));
        assert!(!says(
            "Search language, by default the account's language and more",
            "\"zh\""
        ));
        assert!(!says("Region, defaults chosen by the server", "\"eu\""));
    }

    #[test]
    fn another_value_or_no_default_word_is_not_a_stated_default() {
        assert!(!says("How many results. Defaults to 100.", "10"));
        assert!(!says("Minimum score; the default is 7.5.", "7"));
        assert!(!says("How many results, at most 10.", "10"));
        assert!(!says("The default region.", "\"eu\""));
        assert!(!says("Defaults to the empty string.", "\"\""));
        assert!(!says(
            "Time period:\n- \"short_term\": 4 weeks (default)\n- \"medium_term\": 6 months",
            "\"medium_term\""
        ));
    }
}
