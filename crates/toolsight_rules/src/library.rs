//! What the user's library does to a tool: the exceptions it raises (error parity with the
//! real library) and the silent degradations it applies on the way out.

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::Degradation;
use crate::frameworks::Provider;
use crate::model::{Prim, Ty};

use super::{param_span, Ctx, Diagnostic, RuleInfo, ToolView};

pub const L001: RuleInfo = RuleInfo {
    code: "L001",
    name: "library-raises",
    severity: Severity::Error,
    summary: "The library raises for this function: no schema is sent",
    doc: "toolsight reproduces each library's own checks. When the library would raise (stores' `TypeError: Unsupported type: set`, fastcore's `Docstring missing!`, selectools' `ToolValidationError`), the tool never reaches the provider; the message is the library's own.\n\nFix: change the annotation or docstring as the message says, or use a library that supports the type.",
};

pub const L002: RuleInfo = RuleInfo {
    code: "L002",
    name: "union-collapsed",
    severity: Severity::Warning,
    summary: "The library silently collapses a union",
    doc: "Some libraries cannot express a union and send one type instead, so the model never learns the other types:\n- selectools sends any multi-type union as `\"string\"`;\n- stores' Gemini format keeps only the first non-null type;\n- abstractllm sends PEP 604 unions (`int | None`) as `\"string\"`.\n\nFix: use one type, or `Optional[T]` where the library supports it.",
};

pub const L003: RuleInfo = RuleInfo {
    code: "L003",
    name: "invalid-schema-type",
    severity: Severity::Error,
    summary: "The payload has a `type` that is not a JSON Schema type",
    doc: "Libraries sometimes emit a `type` value JSON Schema does not define: fastcore writes `\"object[object, object]\"` for `Literal[...]` and `\"object[string]\"` for `Sequence[str]`; stores writes `\"items\": {\"type\": null}` for `list[Any]`; abstractllm's enhanced decorator nests a whole schema inside `type`.\n\nWhy: Anthropic validates tool schemas: `tools.0.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12`; other providers ignore or misread the type.\n\nFix: use a type the library maps correctly (`str`, `list[str]`, an Enum where supported).",
};

pub const L004: RuleInfo = RuleInfo {
    code: "L004",
    name: "type-sent-as-string",
    severity: Severity::Warning,
    summary: "The library sends this parameter type as \"string\"",
    doc: "abstractllm's `ToolDefinition.from_function` maps exactly `str`, `int`, `float`, `bool`, `list` and `dict`; everything else, including `list[str]`, `Literal[...]` and Enums, is sent as `\"type\": \"string\"`.\n\nWhy: the model sends a string where the function expects a list, a number or an enum member.\n\nFix: use one of the exact types, and validate inside the function.",
};

pub const L005: RuleInfo = RuleInfo {
    code: "L005",
    name: "return-sent-as-str",
    severity: Severity::Warning,
    summary: "The library sends this return value to the model as a meaningless `str()`",
    doc: "selectools passes a tool's return value back to the model as text: strings as they are, dicts, lists, pydantic models and dataclasses as JSON, anything else through `str()`. For bytes that is `b'...'`, and for a plain object without `__str__`/`__repr__` it is `<module.Report object at 0x7f...>`: the model never sees the result.\n\nFix: return a string (or a dict, list or dataclass), or give the class a `__str__`.",
};

pub const L006: RuleInfo = RuleInfo {
    code: "L006",
    name: "required-without-property",
    severity: Severity::Warning,
    summary: "`required` names a property that the schema does not define",
    doc: "The payload lists a parameter in `required` without a matching entry in `properties`.\n\nWhy: Gemini rejects it (`parameters.required[0]: property is not defined`); other providers accept a schema the model cannot satisfy.\n\nFix: annotate the parameter so the library emits a property for it.",
};

pub const L007: RuleInfo = RuleInfo {
    code: "L007",
    name: "hidden-parameter-exposed",
    severity: Severity::Warning,
    summary: "A leading-underscore parameter is sent to the model",
    doc: "fastcore's `get_schema` only hides `_private` parameters when called with `skip_hidden=True`; otherwise the model sees (and must fill) them.\n\nFix: pass `skip_hidden=True`, or give the parameter a default and keep it out of the tool.",
};

pub const L008: RuleInfo = RuleInfo {
    code: "L008",
    name: "unresolved-type",
    severity: Severity::Warning,
    summary: "An annotation names a type toolsight cannot find",
    doc: "toolsight resolves annotations through the file's imports and the other modules of the workspace. A name that is neither defined in the module nor imported is a `NameError` when the library evaluates the annotation (or silently a string under `from __future__ import annotations`); the preview shows what the library does with a type it cannot resolve. Names imported from outside the workspace (installed packages) are not reported: they exist, toolsight just cannot read them; nor is a builtin name the module rebinds with a `def` (`def list()`: the annotation is that function, which toolsight does not read as a type), nor is a class nested in a class the module binds (`Outer.Inner.Leaf`): toolsight does not read nested classes, and the payload that depends on one is shown as unread.\n\nExample:\n    def get(order: Ordr) -> str: ...   # typo, or a missing import\n\nFix: import the type from where it is defined.",
};

pub const L009: RuleInfo = RuleInfo {
    code: "L009",
    name: "index-entry-unresolved",
    severity: Severity::Error,
    summary: "A tool index entry names a function this module does not define",
    doc: "stores' `LocalIndex` imports the module of each `[index] tools` entry and reads the function with `getattr`; an entry whose function does not exist (renamed, deleted, a typo) makes the whole index fail with `AttributeError: module 'weather' has no attribute 'get_forcast'`, so no tool is sent.\n\nExample: `tools = [\"weather.get_forcast\"]` while weather.py defines `get_forecast`.\n\nFix: correct the entry or define the function.",
};

pub const RULES: &[RuleInfo] = &[L001, L002, L003, L004, L005, L006, L007, L008, L009];

const JSON_TYPES: &[&str] = &[
    "string", "number", "integer", "boolean", "object", "array", "null",
];

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for miss in &ctx.module.index_misses {
        let mut d = ctx.diag(
            &L009,
            crate::syntax::Span::new(0, 0),
            format!(
                "`{}` in {} names no function of `{}`: {} and sends no tool",
                miss.tool_id,
                // The file name only: the full path belongs to the machine, not the message.
                miss.manifest
                    .file_name()
                    .map(|n| n.to_string_lossy().to_string())
                    .unwrap_or_default(),
                ctx.module.name,
                miss.raises
            ),
            vec![],
            None,
        );
        d.related.push(super::Related {
            span: crate::syntax::Span::new(0, 0),
            message: "the entry".into(),
            path: Some(miss.manifest.clone()),
            foreign_range: Some(miss.range),
        });
        out.push(d);
    }
    for tool in ctx.fresh_tools() {
        raises(ctx, tool, out);
        invalid_types(ctx, tool, out);
        collapsed_unions(ctx, tool, out);
        required_undefined(ctx, tool, out);
        unresolved_types(ctx, tool, out);
        for d in tool.library.degradations {
            match *d {
                Degradation::SentAsString { maps_exactly } => {
                    sent_as_string(ctx, tool, maps_exactly, out)
                }
                Degradation::NonStrReturn => non_str_return(ctx, tool, out),
                Degradation::HiddenParams { unless } => hidden_params(ctx, tool, unless, out),
                // V002, in `defaults.rs`.
            }
        }
    }
}

/// In a hand-written schema, the key a pydantic `ValidationError` is about: its first
/// location line (`parameters.properties.n.exclusiveMinimum`) read key by key through the
/// literal, each key searched after the previous one, so the diagnostic sits on the key
/// that is refused rather than on the declaration.
fn literal_key_span(ctx: &Ctx, tool: &ToolView, message: &str) -> Option<crate::syntax::Span> {
    tool.function.schema.as_ref()?;
    let mut lines = message.lines();
    if !lines.next()?.contains("validation error") {
        return None;
    }
    let loc = lines.next()?.trim();
    let f = tool.function.span;
    let mut from = f.start;
    let mut found = None;
    for key in loc.split('.') {
        if key.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let within = crate::syntax::Span::new(from, f.end);
        // A dict key (`"exclusiveMinimum": 0`) or a keyword (`Schema(exclusive_minimum=0)`).
        if let Some(s) = super::string_literal_span(ctx.source, within, key)
            .or_else(|| keyword_span(ctx.source, within, key))
        {
            from = s.end;
            found = Some(s);
        }
    }
    found
}

/// The span of the keyword `key` of a call argument (`key=value`) inside `within`.
fn keyword_span(
    source: &str,
    within: crate::syntax::Span,
    key: &str,
) -> Option<crate::syntax::Span> {
    let text = source.get(within.start..within.end)?;
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(key).find_map(|(at, _)| {
        let before_ok = !text[..at].chars().next_back().is_some_and(ident);
        let rest = text[at + key.len()..].trim_start();
        let is_kw = rest.starts_with('=') && !rest.starts_with("==");
        let after_ok = !text[at + key.len()..].chars().next().is_some_and(ident);
        (before_ok && after_ok && is_kw)
            .then(|| crate::syntax::Span::new(within.start + at, within.start + at + key.len()))
    })
}

/// The span of the parameter an error message is about, if it names one.
pub(super) fn error_span(tool: &ToolView, message: &str) -> crate::syntax::Span {
    let f = tool.function;
    for p in &f.params {
        let quoted = [
            format!("'{}'", p.name),
            format!("`{}`", p.name),
            format!("parameter {}", p.name),
            format!("Parameter {}", p.name),
            format!("{}:", p.name),
            // selectools' `ToolValidationError` banner and pydantic error locations.
            format!("Parameter: {}\n", p.name),
            format!("properties.{}.", p.name),
        ];
        if quoted.iter().any(|q| message.contains(q.as_str())) {
            return param_span(f, &p.name);
        }
    }
    for p in &f.params {
        if let Some(a) = &p.annotation {
            // As a whole word: `str` also occurs inside `SlideInstruction`.
            if a.text.len() > 2 && contains_word(message, &a.text) {
                return a.span;
            }
            // A string annotation that does not evaluate: `NameError: name 'Team' is not
            // defined` for `team: "Team"`.
            let inner = a.text.trim_matches(|c| c == '"' || c == '\'');
            if inner.len() < a.text.len() && message.contains(&format!("name '{inner}'")) {
                return a.span;
            }
        }
    }
    // pydantic names the class it cannot build a schema for (`<class 'pkg.mod.Slide'>`), which
    // may sit inside the annotation (`list[mod.Slide]`): the annotation naming it is the cause.
    for p in &f.params {
        if let Some(a) = &p.annotation {
            let names = a
                .text
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| w.len() > 2 && w.starts_with(|c: char| c.is_uppercase()));
            if names.into_iter().any(|w| {
                contains_word(message, &format!(".{w}'"))
                    || contains_word(message, &format!("'{w}'"))
            }) {
                return a.span;
            }
        }
    }
    // pydantic names the core schema it cannot turn into JSON, not the parameter: the
    // annotation that holds a `Callable` is the cause.
    if message.contains("core_schema.CallableSchema") {
        if let Some(a) = f
            .params
            .iter()
            .filter_map(|p| p.annotation.as_ref())
            .find(|a| a.text.contains("Callable"))
        {
            return a.span;
        }
    }
    f.name_span
}

/// Whether `word` occurs in `text` with no identifier character right before or after it.
fn contains_word(text: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back().is_none_or(|c| !ident(c));
        let after = text[at + word.len()..]
            .chars()
            .next()
            .is_none_or(|c| !ident(c));
        (before || !word.starts_with(ident)) && (after || !word.ends_with(ident))
    })
}

fn raises(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    let mut seen: Vec<(&str, &str, Vec<Provider>)> = Vec::new();
    let sent = tool.sent_entries();
    let targets: usize = sent.iter().map(|(_, ps)| ps.len()).sum();
    for (e, reaches) in &sent {
        // toolsight's own limits are not the library raising (L008 names unresolved types).
        if let Err(err) = &e.rendered.result {
            // An error another rule reports is not the library raising.
            if err.is_unknown()
                || tool
                    .library
                    .behaviour
                    .reported_elsewhere
                    .contains(&err.code.as_str())
            {
                continue;
            }
            // The library refuses a function without a docstring, but a `f.__doc__ = ...`
            // toolsight does not apply (in the factory that made `f`, crewaimaster) may set
            // one before the library reads it: whether it is missing is not known.
            if tool.function.doc.is_none()
                && err.message.contains("must have a docstring")
                && super::runtime_docs::doc_unread(ctx.runtime_doc_scopes(), tool.function)
            {
                continue;
            }
            match seen
                .iter_mut()
                .find(|(c, m, _)| *c == err.code && *m == err.message)
            {
                Some((_, _, ps)) => ps.extend(reaches),
                None => seen.push((&err.code, &err.message, reaches.clone())),
            }
        }
    }
    for (code, message, providers) in seen {
        let all = providers.len() == targets;
        let (scope, to) = if all {
            (String::new(), String::new())
        } else {
            let labels = labels(&providers);
            (format!(" for {labels}"), format!(" to {labels}"))
        };
        // A framework that formats the whole set at once fails together.
        let consequence = match tool.library.behaviour.raise_fails_set {
            Some(consequence) if all => consequence.to_string(),
            _ => format!("the tool is never sent{to}"),
        };
        let msg = if let Some(msg) = tool
            .library
            .behaviour
            .error_message(code, &one_line(message))
        {
            msg
        } else {
            format!(
                "{} raises {code}{scope}: {}; {consequence}",
                tool.library.id(),
                one_line(message)
            )
        };
        let span =
            literal_key_span(ctx, tool, message).unwrap_or_else(|| error_span(tool, message));
        out.push(ctx.diag(&L001, span, msg, providers, Some(tool)));
    }
}

fn labels(providers: &[Provider]) -> String {
    providers
        .iter()
        .map(|p| p.label())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A library's exception text on one line: selectools' `ToolValidationError` is a banner
/// of `=` rules and emoji, pydantic's `ValidationError` one location and message per line
/// (only the first is kept); both are unreadable in a diagnostic as they are.
fn one_line(message: &str) -> String {
    let lines: Vec<&str> = message
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.chars().all(|c| c == '=' || c == '-'))
        .filter(|l| !l.starts_with("For further information visit"))
        .map(|l| {
            l.trim_start_matches(|c: char| !c.is_ascii() && !c.is_alphanumeric())
                .trim_start()
        })
        .filter(|l| !l.starts_with("Tool Validation Error:"))
        .collect();
    if lines.len() >= 3 && lines[0].contains("validation error") {
        let more = (lines.len() - 3) / 2;
        let mut s = format!("{}: {}: {}", lines[0], lines[1], lines[2]);
        if more > 0 {
            s.push_str(&format!(" (and {more} more)"));
        }
        return s;
    }
    lines.join("; ")
}

/// Walks a payload calling `f(path, value)` for every `type` key.
/// Keywords whose value is JSON data (instances of the schema), never a subschema.
const VALUE_KEYWORDS: &[&str] = &["examples", "example", "default", "const", "enum"];

fn walk_types(v: &Value, path: &mut Vec<String>, f: &mut dyn FnMut(&[String], &Value)) {
    match v {
        // toolsight's marker for a raw Python default (fastcore's `Path('/tmp')`): its `type`
        // is the Python class name, not a schema keyword (V004 reports the default itself).
        Value::Object(o) if o.contains_key("$nonjson") => {}
        Value::Object(o) => {
            // Keys of a name map (`properties`, `$defs`) are names, not keywords; so are a
            // discriminator's values (`mapping: {"type": "#/$defs/TypeAction"}`, strands-xa11y's
            // `Field(discriminator="type")` with an action whose tag is "type").
            let mapping = path.len() >= 2
                && path[path.len() - 1] == "mapping"
                && path[path.len() - 2] == "discriminator";
            let names = mapping
                || path.last().is_some_and(|p| {
                    matches!(
                        p.as_str(),
                        "properties" | "patternProperties" | "$defs" | "definitions"
                    )
                });
            for (k, x) in o {
                if k == "type" && !names {
                    f(path, x);
                }
                // Instance values, not schema nodes: an example filter's `"type"` key is data
                // (prefect-mcp's `Field(examples=[{"state": {"type": ...}}])`).
                if !names && VALUE_KEYWORDS.contains(&k.as_str()) {
                    continue;
                }
                path.push(k.clone());
                walk_types(x, path, f);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                walk_types(x, path, f);
                path.pop();
            }
        }
        _ => {}
    }
}

/// The parameter a payload path is about: the key after the first `properties` (none
/// inside `$defs`, whose properties belong to a referenced type, not to the function).
pub(super) fn param_of_path(path: &[String]) -> Option<&str> {
    let i = path.iter().position(|p| p == "properties")?;
    if path[..i].iter().any(|p| p == "$defs" || p == "definitions") {
        return None;
    }
    path.get(i + 1).map(String::as_str)
}

fn valid_type(v: &Value) -> bool {
    match v {
        Value::String(s) => {
            JSON_TYPES.contains(&s.as_str())
                || JSON_TYPES.contains(&s.to_ascii_lowercase().as_str())
        }
        Value::Array(a) => a
            .iter()
            .all(|x| x.as_str().is_some_and(|s| JSON_TYPES.contains(&s))),
        _ => false,
    }
}

fn invalid_types(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    let mut found: Vec<(String, String, Vec<Provider>)> = Vec::new();
    for (e, reaches) in tool.sent_entries() {
        let Ok(payload) = &e.rendered.result else {
            continue;
        };
        // Only the parameter schema: the envelope has its own `type` ("function").
        let Some(params) = crate::payload::parameters(payload) else {
            continue;
        };
        let schema = &Value::Object(params.into_owned());
        walk_types(schema, &mut Vec::new(), &mut |path, v| {
            // A property literally named "type" is a key of `properties`, not a keyword.
            if path.last().is_some_and(|p| p == "properties") {
                return;
            }
            if !valid_type(v) {
                let param = param_of_path(path).unwrap_or("").to_string();
                let shown = v.to_string();
                match found
                    .iter_mut()
                    .find(|(p, s, _)| *p == param && *s == shown)
                {
                    Some((_, _, ps)) => {
                        for p in &reaches {
                            if !ps.contains(p) {
                                ps.push(*p)
                            }
                        }
                    }
                    None => found.push((param, shown, reaches.clone())),
                }
            }
        });
    }
    for (param, shown, providers) in found {
        let span = if param.is_empty() {
            tool.function.name_span
        } else {
            param_span(tool.function, &param)
        };
        let what = if param.is_empty() {
            "the schema".to_string()
        } else {
            format!("parameter `{param}`")
        };
        let msg = format!(
            "{} sends {what} with `\"type\": {shown}`, which is not a JSON Schema type: Anthropic rejects the schema as invalid, other providers misread it",
            tool.library.id()
        );
        out.push(ctx.diag(&L003, span, msg, providers, Some(tool)));
    }
}

fn collapsed_unions(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    for p in &tool.function.params {
        let Some(a) = &p.annotation else { continue };
        let ty = &a.ty;
        let Some(collapse) = tool.library.behaviour.collapsed_union else {
            return;
        };
        let Some((providers, msg)) = collapse(ty, &a.text, &p.name, &tool.providers) else {
            continue;
        };
        if tool.entries.iter().all(|e| e.rendered.result.is_err()) {
            continue;
        }
        out.push(ctx.diag(&L002, a.span, msg, providers, Some(tool)));
    }
}

fn required_undefined(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    for (e, reaches) in tool.sent_entries() {
        let Ok(schema) = &e.rendered.result else {
            continue;
        };
        let Some(params) = crate::payload::parameters(schema) else {
            continue;
        };
        let props = params.get("properties").and_then(Value::as_object);
        let Some(req) = params.get("required").and_then(Value::as_array) else {
            continue;
        };
        // Branches of a top-level `oneOf`/`anyOf`/`allOf` that define the property define it
        // too (mseep-mcp-allthetools' `address` in both `oneOf` branches).
        let in_branches = |r: &str| {
            ["oneOf", "anyOf", "allOf"].iter().any(|k| {
                params.get(*k).and_then(Value::as_array).is_some_and(|bs| {
                    bs.iter().any(|b| {
                        b.get("properties")
                            .and_then(Value::as_object)
                            .is_some_and(|p| p.contains_key(r))
                    })
                })
            })
        };
        for (i, r) in req.iter().enumerate() {
            let Some(r) = r.as_str() else { continue };
            if props.is_some_and(|p| p.contains_key(r)) || in_branches(r) {
                continue;
            }
            // In a hand-written schema the cause is the entry of `required`: the element of
            // the literal's `required` list (wherever the literal is written, so a literal
            // two tools share is one place), else the literal after the `"required"` key
            // in the tool's own text.
            let span = tool
                .function
                .schema
                .as_ref()
                .and_then(|_| super::schema_place::required_entry(ctx, tool.function, i, r))
                .or_else(|| {
                    tool.function.schema.as_ref()?;
                    let f = tool.function.span;
                    let key = super::string_literal_span(ctx.source, f, "required")?;
                    super::string_literal_span(
                        ctx.source,
                        crate::syntax::Span::new(key.end, f.end),
                        r,
                    )
                })
                .unwrap_or_else(|| param_span(tool.function, r));
            let mut d = ctx.diag(
                &L006,
                span,
                format!(
                    "`{r}` is listed in `required` but has no property in the {} payload",
                    labels(&reaches)
                ),
                reaches.clone(),
                Some(tool),
            );
            if reaches.contains(&Provider::Gemini) {
                d.severity = ctx.config.severity(L006.code, Severity::Error);
                d.message
                    .push_str(": Gemini rejects it (`property is not defined`)");
            }
            // Once per place and tool: another tool sending the same literal is merged
            // into this finding by `check_ctx`, as a related location.
            if !out
                .iter()
                .any(|o| o.code == "L006" && o.span == d.span && o.function == d.function)
            {
                out.push(d);
            }
        }
    }
}

fn sent_as_string(
    ctx: &Ctx,
    tool: &ToolView,
    maps_exactly: fn(&Ty) -> bool,
    out: &mut Vec<Diagnostic>,
) {
    for p in &tool.function.params {
        let Some(a) = &p.annotation else { continue };
        // `get_type_hints` strips `Annotated` (at any depth) before the exact-match lookup.
        let ty = match a.ty.strip_annotated() {
            t @ Ty::Union { pep604: false, .. } => t.optional_inner().unwrap_or(t),
            t => t,
        }
        .strip_annotated();
        if maps_exactly(ty) || matches!(a.ty, Ty::Union { pep604: true, .. }) {
            continue;
        }
        if matches!(ty, Ty::Prim(Prim::Str)) {
            continue;
        }
        // Only where the payload really says "string" (string annotations are resolved by
        // `get_type_hints`, so `"int"` is an integer).
        let sent = tool
            .entry(crate::frameworks::Provider::Native)
            .and_then(|e| e.rendered.result.as_ref().ok())
            .and_then(|payload| crate::payload::parameter(payload, &p.name));
        if sent
            .and_then(|(prop, _)| prop.get("type").and_then(Value::as_str).map(str::to_owned))
            .as_deref()
            != Some("string")
        {
            continue;
        }
        // A Literal or an Enum loses its values, not its string-ness.
        let choices = match ty.strip_annotated() {
            Ty::Literal(_) => true,
            Ty::Class(c) => !c.members.is_empty(),
            _ => false,
        };
        let label = tool.library.label;
        let msg = if choices {
            format!("{label} sends `{}` as a plain `\"type\": \"string\"`: the allowed values of `{}` never reach the model", a.text, p.name)
        } else {
            format!("{label} sends `{}` as `\"type\": \"string\"`: the model will pass a string to `{}`", a.text, p.name)
        };
        out.push(ctx.diag(&L004, a.span, msg, tool.providers.clone(), Some(tool)));
    }
}

fn non_str_return(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    let Some(r) = &tool.function.returns else {
        return;
    };
    // selectools 1.3 `Tool._serialize_result`: str as is, dict/list/pydantic/dataclass as JSON,
    // anything else through `str()`. Only values whose `str()` means nothing to the model
    // are worth a warning: bytes (`b'...'`) and plain objects without `__str__`/`__repr__`.
    let ty = r.ty.strip_annotated();
    let ty = ty.optional_inner().unwrap_or(ty).strip_annotated();
    let what = match ty {
        Ty::Prim(Prim::Bytes) => "`b'...'`".to_string(),
        Ty::Class(c) if matches!(c.kind, crate::model::ClassKind::Plain) => {
            let shows_itself = ctx.module.functions.iter().any(|g| {
                g.qualname == format!("{}.__str__", c.qualname)
                    || g.qualname == format!("{}.__repr__", c.qualname)
            });
            if shows_itself {
                return;
            }
            format!("`<{}.{} object at 0x...>`", c.module, c.qualname)
        }
        _ => return,
    };
    out.push(ctx.diag(
        &L005,
        r.span,
        format!(
            "{} passes the `{}` this tool returns to the model as `str(result)`, which reads {what}",
            tool.library.label,
            r.text
        ),
        tool.providers.clone(),
        Some(tool),
    ));
}

fn hidden_params(ctx: &Ctx, tool: &ToolView, unless: &str, out: &mut Vec<Diagnostic>) {
    let skip = tool
        .mark
        .and_then(|m| m.options.as_ref())
        .and_then(|o| o.kwarg(unless))
        .is_some_and(|v| *v == crate::model::PyValue::Bool(true));
    if skip || tool.entries.iter().all(|e| e.rendered.result.is_err()) {
        return;
    }
    for p in &tool.function.params {
        if p.name.starts_with('_') && p.name != "_" {
            out.push(ctx.diag(
                &L007,
                p.name_span,
                format!(
                    "`{}` is sent to the model: {} hides `_` parameters only with `{unless}=True`",
                    p.name, tool.library.label
                ),
                tool.providers.clone(),
                Some(tool),
            ));
        }
    }
}

fn unresolved_types(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    // A local of the enclosing function is no undefined name: the types are unread.
    if tool.function.params_unread.is_some() {
        return;
    }
    let imported = |name: &str| name.contains('.');
    // An annotation whose failure makes the framework replace the whole schema is L014's
    // finding, which names the unresolved name and says what follows.
    let replaced = super::silent::schema_replaced_at(ctx, tool);
    for p in &tool.function.params {
        let Some(a) = &p.annotation else { continue };
        if replaced
            .iter()
            .any(|r| r.start <= a.span.start && a.span.end <= r.end)
        {
            continue;
        }
        if a.truncated {
            // Not missing names: the type was cut off (X003 says so).
            continue;
        }
        let mut names = Vec::new();
        a.ty.unknown_names(&mut names);
        for name in names {
            // A subscripted generic alias toolsight does not model yet (`Pair[int]`) is not
            // a missing name.
            if name.ends_with("[...]") {
                continue;
            }
            // Not a name but an expression toolsight does not evaluate: the value a module
            // alias is bound to at import (`InstrumentStatus = _choices(*STATUSES)`). The
            // alias is defined; its type is unread (the payload says so), not missing.
            let dotted = name.split('.').all(|part| {
                !part.is_empty() && part.chars().all(|c| c.is_alphanumeric() || c == '_')
            });
            if !dotted {
                continue;
            }
            // Bound in a scope around the `def` (a request class defined in the registering
            // method): defined, only not read; an annotation that is not a string finds it.
            if !a.stringized && tool.function.enclosing_names.iter().any(|n| n == name) {
                continue;
            }
            // Imported by the module, from a module whose binding toolsight does not read (a
            // PEP 695 `type` statement there): defined, only not read.
            let bound_by_import = ctx.module.imports.iter().any(|i| i.local == name)
                && ctx.module.globals.iter().any(|g| g == name);
            if bound_by_import {
                continue;
            }
            // A module-level function: a builtin name the module rebinds (`def list()`,
            // fd-daas-mcp) is what the annotation evaluates to, with or without `from
            // __future__ import annotations` (fastmcp builds a schema for it). Defined, only
            // not read as a type. (An alias of itself, `T = tuple[T, T]`, stays: its
            // assignment raises `NameError`.)
            if ctx.module.functions.iter().any(|f| f.qualname == name) {
                continue;
            }
            if imported(name) {
                // Imported from a module of the workspace that lacks it: say where we looked.
                // Names from outside the workspace (installed packages) are not reported:
                // they exist, toolsight just cannot read them.
                if let Some(where_) = ctx.external.and_then(|e| e.explain(name)) {
                    let d = ctx.diag(
                        &L008,
                        a.span,
                        format!("`{name}` cannot be resolved: {where_}; the preview shows what {} does with a type it cannot resolve", tool.library.id()),
                        tool.providers.clone(),
                        Some(tool),
                    );
                    if !out
                        .iter()
                        .any(|o| o.code == "L008" && o.span == d.span && o.message == d.message)
                    {
                        out.push(d);
                    }
                }
                continue;
            }
            // A star import may bind it (`from models import *` of a sibling the server puts
            // on `sys.path`, a relative one through a namespace package): what it binds is
            // not read, so the name is not known to be missing.
            if ctx.module.globals.iter().any(|g| g == "*") {
                continue;
            }
            let d = ctx.diag(
                &L008,
                a.span,
                format!("`{name}` is neither defined nor imported in `{}`: evaluating the annotation raises `NameError`, and the preview shows what {} does with a type it cannot resolve", ctx.module.name, tool.library.id()),
                tool.providers.clone(),
                Some(tool),
            );
            if !out
                .iter()
                .any(|o| o.code == "L008" && o.span == d.span && o.message == d.message)
            {
                out.push(d);
            }
        }
    }
}
