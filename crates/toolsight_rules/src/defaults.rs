//! Default values: what Gemini does with them, the `None | T = "x"` pitfall, implicit
//! Optional, and defaults that cannot be serialised.

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::pydantic::FieldInfo;
use crate::frameworks::Provider;
use crate::model::{Param, PyValue, Ty};

use super::paths::default_span;
use super::{param_span, Applicability, Ctx, Diagnostic, Edit, Fix, RuleInfo, ToolView};

pub const V001: RuleInfo = RuleInfo {
    code: "V001",
    name: "gemini-non-none-default",
    severity: Severity::Info,
    summary: "Non-None default on a tool bound for Gemini",
    doc: "google-genai before 1.12 rejects any non-None default on the Gemini Developer API, before the request is sent: `Default value is not supported in function declaration schema for the Gemini API.` (older: `... for Google AI.`). Newer SDKs send it; a framework whose package requires a newer SDK gets no finding for a default it sends (google-adk 2.13 requires google-genai >= 2.30 and sends the default in `parameters_json_schema`). stores and selectools build their own Gemini declaration and drop defaults (the model only sees the parameter; stores fills the default in at call time).\n\nFacts: the Gemini payload the framework renders (whether it carries the default), the configured Gemini target and SDK, the lowest google-genai the framework requires (`behaviour.gemini_sdk_floor`), the parameter's real default (`Field(None, ...)` is None). A default the Gemini payload leaves out is reported here only where no L011 says the framework drops it and the description does not state it (one finding per problem); no fix is offered for it, since making the parameter Optional does not show the model the default.\n\nSeverity: an error when the Gemini payload carries the default and the configured Gemini target is the Developer API with `gemini.sdk` below 1.12, information otherwise.\n\nExample:\n    def search(query: str, limit: int = 10) -> list[str]: ...\n\nFix (quick fix): make the parameter `Optional[int] = None` and restore the real default in the body:\n    def search(query: str, limit: Optional[int] = None) -> list[str]:\n        if limit is None:\n            limit = 10",
};

pub const V002: RuleInfo = RuleInfo {
    code: "V002",
    name: "none-union-with-default",
    severity: Severity::Warning,
    summary: "`None | T = \"x\"`: None is allowed but replaced by the default",
    doc: "A parameter that accepts `None` but defaults to something else, under a framework that replaces a `None` from the model by the default before calling the function: stores turns every default into `None` and re-injects the real default when it receives `None`; selectools leaves optional arguments that are `None` out of the call. The model can never pass a meaningful `None`.\n\nFacts: the framework's behaviour (`behaviour.fills_default_for_none` on its registry entry) and the parameter's real default (`Field(None, ...)` defaults to None). Not reported for frameworks that validate arguments with pydantic or pass them on unchanged (FastMCP, MCP, agno, strands, llama-index, langchain, ...): `None` reaches the function there. OpenAI strict making the parameter required is S011.\n\nFix: default to `None` and handle it in the body, or drop `None` from the type.",
};

pub const V003: RuleInfo = RuleInfo {
    code: "V003",
    name: "implicit-optional",
    severity: Severity::Warning,
    summary: "`x: T = None` without Optional",
    doc: "`def f(tag: str = None)` is typed as non-nullable but defaults to None. Libraries disagree: pydantic-based ones emit a non-nullable `{\"type\": \"string\", \"default\": null}`, google-genai makes it required (`Default value None of parameter tag: str = None ... is not compatible with the parameter annotation`), stores makes it nullable, OpenAI strict mode (openai-agents by default) makes it a required, non-nullable string the model must always fill (so S011 is not reported for it: one finding per cause).\n\nFix: write `Optional[str] = None` (or `str | None = None`).",
};

pub const V004: RuleInfo = RuleInfo {
    code: "V004",
    name: "non-json-default",
    severity: Severity::Error,
    summary: "The payload carries a Python object JSON cannot encode",
    doc: "fastcore's `get_schema` copies defaults into the schema as raw Python objects. An Enum member, a `Path` or a pydantic `FieldInfo` there makes the request fail when it is serialised: `TypeError: Object of type Color is not JSON serializable`.\n\nFix: use a JSON literal as the default (`\"red\"` rather than `Color.RED`), or `None` and convert in the body.",
};

pub const RULES: &[RuleInfo] = &[V001, V002, V003, V004];

fn is_optional(ty: &Ty) -> bool {
    match ty.strip_annotated() {
        Ty::Union { members, .. } => members.iter().any(|m| m.is_none() || is_optional(m)),
        // `Literal[False, True, None]` admits None (seleniumbase-mcp; mcp 1.30 sends
        // `"enum": [false, true, null]` and validates a null).
        Ty::Literal(values) => values.iter().any(PyValue::is_none),
        // `object` is `Any` to pydantic: the schema `{}`, and None validates (soniq-mcp).
        Ty::Prim(crate::model::Prim::NoneType | crate::model::Prim::Object) | Ty::Any => true,
        _ => false,
    }
}

/// The value a parameter really defaults to, as written: `Field(None, ...)` defaults to
/// `None` and `Field(7)` to `7`. `None` when there is no plain value (no default, a `Field`
/// without one, a `default_factory`).
pub(super) fn effective_default(p: &Param) -> Option<(PyValue, String)> {
    default_as_written(p.annotation.as_ref().map(|a| &a.ty), p.default.as_ref()?)
}

/// `effective_default` of a default written for type `ty` (a parameter's, or a model
/// field's).
pub(super) fn default_as_written(
    ty: Option<&Ty>,
    d: &crate::model::Default,
) -> Option<(PyValue, String)> {
    let value = FieldInfo::for_param(ty, Some(&d.value)).default?;
    let text = if value == d.value {
        d.text.clone()
    } else {
        value.repr()
    };
    Some((value, text))
}

/// V003's fact: a `None` default on a type that does not allow it (a type toolsight could
/// not read decides nothing).
fn none_outside_type(ty: &Ty) -> bool {
    !is_optional(ty) && !matches!(ty, Ty::Unknown { .. })
}

/// Whether V003 speaks about this parameter's default (`x: str = None`): its consequences
/// under one framework or another (strict mode making it required, S011) are that finding's.
pub(super) fn none_default_outside_type(p: &Param) -> bool {
    let Some((value, _)) = effective_default(p) else {
        return false;
    };
    value.is_none()
        && p.annotation
            .as_ref()
            .is_some_and(|a| none_outside_type(&a.ty))
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for tool in ctx.fresh_tools() {
        if tool.entries.iter().all(|e| e.rendered.result.is_err()) {
            continue;
        }
        for p in &tool.function.params {
            let Some(default) = &p.default else { continue };
            if not_sent(tool, &p.name) {
                continue;
            }
            let Some((value, text)) = effective_default(p) else {
                continue;
            };
            let ty = p.annotation.as_ref().map(|a| &a.ty);
            if !value.is_none() {
                gemini_default(ctx, tool, p, &value, &text, out);
                // Only where the framework itself turns a `None` into the default: elsewhere
                // (pydantic validation, arguments passed on as they come) `None` arrives.
                if let (Some(how), true, false) = (
                    tool.library.behaviour.fills_default_for_none,
                    ty.is_some_and(is_optional),
                    matches!(
                        ty.map(Ty::strip_annotated),
                        Some(Ty::Any | Ty::Prim(crate::model::Prim::Object))
                    ),
                ) {
                    out.push(ctx.diag(
                        &V002,
                        default.span,
                        format!("`{}` accepts None but defaults to {text}: {how}", p.name),
                        tool.providers.clone(),
                        Some(tool),
                    ));
                }
            } else if let Some(t) = ty {
                if none_outside_type(t) {
                    out.push(ctx.diag(
                        &V003,
                        p.annotation.as_ref().map(|a| a.span).unwrap_or(p.name_span),
                        format!(
                            "`{}` defaults to None but its type `{}` does not allow None: libraries disagree on whether it is nullable or required",
                            p.name,
                            p.annotation.as_ref().map(|a| a.text.as_str()).unwrap_or("")
                        ),
                        tool.providers.clone(),
                        Some(tool),
                    ));
                }
            }
        }
        non_json(ctx, tool, out);
    }
}

/// Whether the payloads toolsight read leave the parameter out: one that the framework fills
/// itself (langchain's `Annotated[str, InjectedToolArg] = "eu"`, an injected tool-call id or
/// context) never reaches a model, so neither does anything about its default. `false` when no
/// payload's parameters were read.
fn not_sent(tool: &ToolView, name: &str) -> bool {
    let mut read = tool
        .entries
        .iter()
        .filter_map(|e| e.rendered.result.as_ref().ok())
        .filter(|s| crate::payload::parameters(s).is_some())
        .peekable();
    read.peek().is_some() && read.all(|s| crate::payload::parameter(s, name).is_none())
}

fn gemini_default(
    ctx: &Ctx,
    tool: &ToolView,
    p: &Param,
    value: &PyValue,
    text: &str,
    out: &mut Vec<Diagnostic>,
) {
    if !tool.providers.contains(&Provider::Gemini) {
        return;
    }
    let Some(default) = &p.default else { return };
    let sent = tool
        .entry(Provider::Gemini)
        .and_then(|e| e.rendered.result.as_ref().ok())
        .is_some_and(|s| has_default_for(s, &p.name));
    // The registration gives the schema (`StructuredTool.from_function(run,
    // args_schema=Model)`, khaleejiapi-langchain): the payload's property is the model's
    // field, and the function's default is not what the framework sends or drops.
    if super::paths::schema_given_at_registration(ctx.module, tool.function) {
        return;
    }
    // A default that is not sent is "the model never sees it": one problem, reported once.
    // L011 reports it where the framework drops defaults for every provider, and nothing
    // needs saying where the description already states the default.
    // An empty string stands for "not given" as None does: a model that is not told it
    // omits the parameter, and the function does what omitting means (langchain-mycelia-signal).
    if !sent && matches!(value, PyValue::Str(s) if s.is_empty()) {
        return;
    }
    if !sent
        && (super::silent::default_stated_for(ctx, tool, &p.name, text, Provider::Gemini)
            || super::silent::reports_default_dropped(ctx, tool, &p.name))
    {
        return;
    }
    // A framework that requires a google-genai which sends defaults (google-adk 2.13:
    // >= 2.30) never runs with one that refuses them: a sent default is no problem there.
    // So does a project that declares it needs one (`google-genai>=1.71.0` in its
    // METADATA, pyproject or requirements, lambda-agent), unless the configuration names
    // the SDK in use.
    let gemini = ctx.gemini();
    let project_floor = gemini.required.filter(|_| gemini.sdk.is_none());
    if sent
        && [tool.library.behaviour.gemini_sdk_floor, project_floor]
            .into_iter()
            .flatten()
            .any(|v| v >= crate::config::GENAI_SENDS_DEFAULTS)
    {
        return;
    }
    // google-genai < 1.12 refuses a default it is given (building the declaration from the
    // callable, or a `default` in the schema). stores and selectools build their own Gemini
    // declaration without defaults, so an old SDK has nothing to refuse there.
    let rejects = ctx.gemini().rejects_defaults() && sent;
    let msg = if rejects {
        format!(
            "`{}` has the default {text}: google-genai < 1.12 rejects it for the Gemini Developer API (`Default value is not supported in function declaration schema for the Gemini API.`)",
            p.name
        )
    } else if sent {
        format!("`{}` sends `\"default\": {text}` to Gemini; google-genai < 1.12 and the legacy path reject defaults", p.name)
    } else {
        format!(
            "the default {text} of `{}` is not in the Gemini payload {} sends: Gemini's model never sees it",
            p.name,
            tool.library.id()
        )
    };
    let mut d = ctx.diag(&V001, default.span, msg, vec![Provider::Gemini], Some(tool));
    if rejects {
        d.severity = ctx.config.severity(V001.code, Severity::Error);
    }
    // The fix removes the default from the payload: it answers a rejected (or rejectable)
    // default, not a default the model is never shown.
    if sent {
        d.fix = optional_none_fix(ctx, tool, p);
    }
    out.push(d);
}

fn has_default_for(schema: &Value, name: &str) -> bool {
    crate::payload::parameter(schema, name).is_some_and(|(p, _)| p.get("default").is_some())
}

/// `x: T = d` → `x: Optional[T] = None` plus `if x is None: x = d` at the top of the body
/// (after the docstring), and `from typing import Optional` when the file lacks it.
pub(super) fn optional_none_fix(ctx: &Ctx, tool: &ToolView, p: &Param) -> Option<Fix> {
    let f = tool.function;
    let default = p.default.as_ref()?;
    let src = ctx.source;
    let mut edits = Vec::new();
    let optional = ctx
        .module
        .imports
        .iter()
        .find(|i| i.target == "typing.Optional" || i.target == "typing_extensions.Optional")
        .map(|i| i.local.clone())
        .or_else(|| {
            ctx.module
                .imports
                .iter()
                .find(|i| i.is_module && (i.target == "typing") && !i.local.is_empty())
                .map(|i| format!("{}.Optional", i.local))
        });
    let optional = match optional {
        Some(o) => o,
        None => {
            edits.push(Edit {
                span: crate::syntax::Span::new(ctx.module.header_end, ctx.module.header_end),
                text: "from typing import Optional\n".into(),
            });
            "Optional".into()
        }
    };
    match &p.annotation {
        Some(a) => edits.push(Edit {
            span: a.span,
            text: format!("{optional}[{}]", a.text),
        }),
        None => {
            let inferred = match default.value {
                PyValue::Int(_) => "int",
                PyValue::Float(_) => "float",
                PyValue::Str(_) => "str",
                PyValue::Bool(_) => "bool",
                _ => return None,
            };
            edits.push(Edit {
                span: crate::syntax::Span::new(p.name_span.end, p.name_span.end),
                text: format!(": {optional}[{inferred}]"),
            });
        }
    }
    let eq_start = src[..default.span.start]
        .rfind('=')
        .unwrap_or(default.span.start);
    // Keep the user's spacing style around `=`; an annotated parameter always gets spaces.
    let spaced = src[..eq_start].ends_with(' ') || p.annotation.is_none();
    edits.push(Edit {
        span: crate::syntax::Span::new(eq_start, default.span.end),
        text: if spaced && !src[..eq_start].ends_with(' ') {
            " = None".into()
        } else {
            "= None".into()
        },
    });
    // Insert after the docstring, or at the start of the body.
    let body = f.body_span;
    let anchor = f.doc.as_ref().map(|d| d.span.end).unwrap_or(body.start);
    let line_start = src[..body.start].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let indent: String = src[line_start..body.start]
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect();
    let single_line_body = !src[f.signature_span.end..body.start].contains('\n');
    if single_line_body {
        return None;
    }
    let insert = if f.doc.is_some() {
        let line_end = src[anchor..]
            .find('\n')
            .map(|i| anchor + i)
            .unwrap_or(src.len());
        (
            line_end,
            format!(
                "\n{indent}if {0} is None:\n{indent}    {0} = {1}",
                p.name, default.text
            ),
        )
    } else {
        (
            body.start,
            format!(
                "if {0} is None:\n{indent}    {0} = {1}\n{indent}",
                p.name, default.text
            ),
        )
    };
    edits.push(Edit {
        span: crate::syntax::Span::new(insert.0, insert.0),
        text: insert.1,
    });
    Some(Fix {
        title: format!(
            "Make `{}` Optional with a None default and restore {} in the body",
            p.name, default.text
        ),
        edits,
        // The signature changes: a caller passing None explicitly now gets the default.
        applicability: Applicability::Unsafe,
    })
}

fn non_json(ctx: &Ctx, tool: &ToolView, out: &mut Vec<Diagnostic>) {
    for (e, reaches) in tool.sent_entries() {
        let Ok(schema) = &e.rendered.result else {
            continue;
        };
        let mut hits = Vec::new();
        find_nonjson(schema, &mut Vec::new(), &mut hits);
        for (param, repr) in hits {
            let span = param
                .as_deref()
                .and_then(|p| default_span(tool.function, p).or(Some(param_span(tool.function, p))))
                .unwrap_or(tool.function.name_span);
            let d = ctx.diag(
                &V004,
                span,
                format!("{} puts the Python object {repr} into the schema: serialising the request fails (`Object of type ... is not JSON serializable`)", tool.library.id()),
                reaches.clone(),
                Some(tool),
            );
            if !out.iter().any(|o| o.code == "V004" && o.span == d.span) {
                out.push(d);
            }
        }
    }
}

fn find_nonjson(v: &Value, path: &mut Vec<String>, hits: &mut Vec<(Option<String>, String)>) {
    match v {
        Value::Object(o) => {
            if let Some(n) = o.get("$nonjson") {
                let repr = n
                    .get("repr")
                    .and_then(Value::as_str)
                    .unwrap_or("?")
                    .to_string();
                hits.push((
                    super::library::param_of_path(path).map(str::to_string),
                    repr,
                ));
                return;
            }
            for (k, x) in o {
                path.push(k.clone());
                find_nonjson(x, path, hits);
                path.pop();
            }
        }
        Value::Array(a) => {
            for x in a {
                find_nonjson(x, path, hits);
            }
        }
        _ => {}
    }
}
