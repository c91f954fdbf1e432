//! Machine-readable renderings of `toolsight check` results: JSON, SARIF 2.1.0 and GitHub
//! workflow annotations.

use std::path::Path;

use serde_json::{json, Value};

use crate::config::Severity;
use crate::line_index::{Encoding, LineIndex};
use crate::rules;

use super::check::FileReport;

fn display(p: &Path) -> String {
    p.display().to_string()
}

fn range_json(idx: &LineIndex, src: &str, span: crate::syntax::Span) -> Value {
    let (sl, sc) = idx.position(src, span.start, Encoding::Utf16);
    let (el, ec) = idx.position(src, span.end, Encoding::Utf16);
    json!({"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}})
}

pub fn to_json(reports: &[FileReport]) -> Value {
    let mut all = Vec::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            let mut o = json!({
                "file": display(&r.path),
                "range": range_json(&idx, &r.source, d.span),
                "code": d.code,
                "severity": d.severity.id(),
                "message": d.message,
                "providers": d.providers.iter().map(|p| p.id()).collect::<Vec<_>>(),
            });
            if !d.related.is_empty() {
                o["related"] = Value::Array(
                    d.related
                        .iter()
                        .map(|rel| {
                            let (file, range) = related_place(r, &idx, rel);
                            json!({"file": display(file), "range": range, "message": rel.message})
                        })
                        .collect(),
                );
            }
            if let Some(f) = &d.fix {
                o["fix"] = json!({
                    "title": f.title,
                    "applicability": f.applicability.id(),
                    "edits": f.edits.iter().map(|e| json!({"range": range_json(&idx, &r.source, e.span), "newText": e.text})).collect::<Vec<_>>(),
                });
            }
            all.push(o);
        }
    }
    Value::Array(all)
}

pub fn to_sarif(reports: &[FileReport]) -> Value {
    let rules: Vec<Value> = rules::registry()
        .iter()
        .map(|r| {
            json!({
                "id": r.code,
                "name": r.name,
                "shortDescription": {"text": r.summary},
                "fullDescription": {"text": r.doc},
                "defaultConfiguration": {"level": sarif_level(r.severity)},
                "help": {"text": rules::documentation(r)},
            })
        })
        .collect();
    let mut results = Vec::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            let (sl, sc) = idx.position(&r.source, d.span.start, Encoding::Utf16);
            let (el, ec) = idx.position(&r.source, d.span.end, Encoding::Utf16);
            let mut result = json!({
                "ruleId": d.code,
                "level": sarif_level(d.severity),
                "message": {"text": d.message},
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": {"uri": uri_of(&r.path)},
                        "region": {"startLine": sl + 1, "startColumn": sc + 1, "endLine": el + 1, "endColumn": ec + 1},
                    }
                }],
            });
            // The other places the payload is made from (SARIF 2.1.0 §3.27.22).
            if !d.related.is_empty() {
                result["relatedLocations"] = Value::Array(
                    d.related
                        .iter()
                        .enumerate()
                        .map(|(i, rel)| {
                            let (file, range) = related_place(r, &idx, rel);
                            let (s, e) = (&range["start"], &range["end"]);
                            let n = |v: &Value| v.as_u64().unwrap_or(0) + 1;
                            json!({
                                "id": i,
                                "message": {"text": rel.message},
                                "physicalLocation": {
                                    "artifactLocation": {"uri": uri_of(file)},
                                    "region": {
                                        "startLine": n(&s["line"]),
                                        "startColumn": n(&s["character"]),
                                        "endLine": n(&e["line"]),
                                        "endColumn": n(&e["character"]),
                                    },
                                },
                            })
                        })
                        .collect(),
                );
            }
            results.push(result);
        }
    }
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "toolsight",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://github.com/toolsight/toolsight",
                "rules": rules,
            }},
            "columnKind": "utf16CodeUnits",
            "results": results,
        }]
    })
}

/// Where a related place is: its file (the report's own, or another file's) and its range
/// as 0-based UTF-16 line/character pairs.
fn related_place<'a>(
    r: &'a FileReport,
    idx: &LineIndex,
    rel: &'a rules::Related,
) -> (&'a Path, Value) {
    match (&rel.path, rel.foreign_range) {
        (Some(p), Some(((sl, sc), (el, ec)))) => (
            p.as_path(),
            json!({"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}}),
        ),
        _ => (r.path.as_path(), range_json(idx, &r.source, rel.span)),
    }
}

fn uri_of(p: &Path) -> String {
    // Relative paths stay relative (GitHub code scanning resolves them against the checkout).
    p.to_string_lossy().replace('\\', "/").replace(' ', "%20")
}

fn sarif_level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info | Severity::Hint => "note",
    }
}

pub fn to_github(reports: &[FileReport]) -> String {
    let esc = |s: &str| {
        s.replace('%', "%25")
            .replace('\r', "%0D")
            .replace('\n', "%0A")
    };
    let prop = |s: &str| esc(s).replace(':', "%3A").replace(',', "%2C");
    let mut out = String::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            let (sl, sc) = idx.position(&r.source, d.span.start, Encoding::Utf32);
            let (el, ec) = idx.position(&r.source, d.span.end, Encoding::Utf32);
            let level = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                _ => "notice",
            };
            out.push_str(&format!(
                "::{level} file={},line={},col={},endLine={},endColumn={},title={}::{}\n",
                prop(&display(&r.path)),
                sl + 1,
                sc + 1,
                el + 1,
                ec + 1,
                prop(&format!("toolsight {}", d.code)),
                esc(&d.message)
            ));
        }
    }
    out
}
