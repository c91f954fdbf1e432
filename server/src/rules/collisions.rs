//! Name collisions among tools sent together (one list, index or registry), including names
//! that only collide after a library's renaming (stores `.` → `-`) or an adapter's
//! sanitizing, and parameter names that collide after `-`/`_` normalization.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::config::Severity;
use crate::dialects::Provider;

use super::{Ctx, Diagnostic, Related, RuleInfo, ToolView};

pub const C001: RuleInfo = RuleInfo {
    code: "C001",
    name: "duplicate-tool-name",
    severity: Severity::Error,
    summary: "Two tools sent together have the same name",
    doc: "Tools in one request must have unique names.\n\nWhy: Anthropic answers `tools: Tool names must be unique.`; stores raises `ValueError: Found duplicate(s): ['search']`; google-genai's automatic function calling and Anthropic's tool runner silently keep only the last one.\n\nExample:\n    index = Index([search, search_v2])   # where search_v2.__name__ == \"search\"\n\nFix: give each tool its own name.",
};

pub const C002: RuleInfo = RuleInfo {
    code: "C002",
    name: "tool-name-collision-after-rename",
    severity: Severity::Warning,
    summary: "Tool names that become equal after renaming or sanitizing",
    doc: "Two distinct names collide once a library or adapter rewrites them: stores turns `.` into `-` (`weather.get` and `weather-get` both become `weather-get`, and stores does not notice), and adapters that replace illegal characters with `_` merge `notion.search` and `notion_search`.\n\nWhy: one tool silently shadows the other, or the provider answers `Tool names must be unique`.\n\nFix: rename one of them.",
};

pub const C003: RuleInfo = RuleInfo {
    code: "C003",
    name: "parameter-name-collision",
    severity: Severity::Warning,
    summary: "Property names that collide after `-`/`_` normalization",
    doc: "Two properties of one schema whose names differ only by `-` versus `_` (`max-results`, `max_results`) are merged by clients and models that normalize names.\n\nFix: rename one of them.",
};

pub const RULES: &[RuleInfo] = &[C001, C002, C003];

fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    // Tools sent together: each mark group; tools without a group are compared with the
    // other ungrouped tools of the same library in the file (one registry per library).
    let mut groups: BTreeMap<(Option<usize>, &'static str), Vec<&ToolView>> = BTreeMap::new();
    for t in &ctx.tools {
        let marks: Vec<_> = ctx
            .module
            .marks
            .iter()
            .filter(|m| m.function == t.index)
            .collect();
        let mut any = false;
        for m in &marks {
            if m.group.is_some() {
                groups.entry((m.group, t.library.id())).or_default().push(t);
                any = true;
            }
        }
        if !any {
            groups.entry((None, t.library.id())).or_default().push(t);
        }
    }
    for members in groups.values() {
        for provider in Provider::ALL {
            let relevant: Vec<&&ToolView> = members
                .iter()
                .filter(|t| t.providers.contains(&provider))
                .collect();
            for (i, a) in relevant.iter().enumerate() {
                for b in relevant.iter().skip(i + 1) {
                    let (na, nb) = (a.name_for(provider), b.name_for(provider));
                    let raw_a = a.name_for(Provider::Gemini);
                    let raw_b = b.name_for(Provider::Gemini);
                    let (info, msg) = if na == nb && a.index == b.index {
                        (
                            &C001,
                            format!(
                                "tool `{na}` is listed twice: {} rejects duplicate names",
                                provider.label()
                            ),
                        )
                    } else if na == nb && raw_a != raw_b {
                        (
                            &C002,
                            format!(
                                "`{raw_b}` and `{raw_a}` are both sent to {} as `{nb}`",
                                provider.label()
                            ),
                        )
                    } else if na == nb {
                        (&C001, format!("another tool sent together is also named `{na}`: {} rejects duplicate names (`Tool names must be unique`)", provider.label()))
                    } else if sanitize(&na) == sanitize(&nb) {
                        (&C002, format!("`{nb}` and `{na}` collide once illegal characters are replaced with `_`"))
                    } else {
                        continue;
                    };
                    let mut d =
                        ctx.diag(info, b.name_span(ctx.source), msg, vec![provider], Some(b));
                    d.related.push(Related {
                        span: a.name_span(ctx.source),
                        message: format!("the other `{na}`"),
                        path: None,
                    });
                    // Report each pair once, on the first provider where it collides.
                    if !out
                        .iter()
                        .any(|o| o.code == d.code && o.span == d.span && o.related == d.related)
                    {
                        out.push(d);
                    }
                }
            }
        }
    }

    for t in &ctx.tools {
        for e in &t.entries {
            let Ok(schema) = &e.rendered.result else {
                continue;
            };
            let mut seen: BTreeMap<String, String> = BTreeMap::new();
            collect_props(schema, &mut |name: &str| {
                let key = name.replace('-', "_");
                if let Some(prev) = seen.get(&key) {
                    if prev != name {
                        let msg = format!("properties `{prev}` and `{name}` collide once `-` and `_` are treated alike");
                        let d = ctx.diag(
                            &C003,
                            super::param_span(t.function, prev),
                            msg,
                            vec![e.provider],
                            Some(t),
                        );
                        if !out.iter().any(|o| o.code == "C003" && o.span == d.span) {
                            out.push(d);
                        }
                    }
                } else {
                    seen.insert(key, name.to_string());
                }
            });
        }
    }
}

/// Calls `f` with each property name of each object schema's own `properties` (per object).
fn collect_props(v: &Value, f: &mut dyn FnMut(&str)) {
    if let Some(o) = v.as_object() {
        for (k, x) in o {
            if k == "properties" {
                if let Some(props) = x.as_object() {
                    for name in props.keys() {
                        f(name);
                    }
                }
            }
            if x.is_object() && k != "properties" {
                collect_props(x, f);
            }
        }
    }
}
