//! The only place that converts between toolsight's byte offsets and LSP types.

use std::collections::HashMap;

use tower_lsp_server::ls_types::{
    self as lsp, CodeDescription, DiagnosticRelatedInformation, DiagnosticSeverity, Location,
    NumberOrString, Position, Range, TextEdit, Uri, WorkspaceEdit,
};

use crate::config::Severity;
use crate::line_index::{Encoding, LineIndex};
use crate::rules::{Diagnostic, Fix};
use crate::syntax::Span;

pub fn position(index: &LineIndex, text: &str, offset: usize, enc: Encoding) -> Position {
    let (line, character) = index.position(text, offset, enc);
    Position { line, character }
}

pub fn range(index: &LineIndex, text: &str, span: Span, enc: Encoding) -> Range {
    Range {
        start: position(index, text, span.start, enc),
        end: position(index, text, span.end, enc),
    }
}

pub fn offset(index: &LineIndex, text: &str, p: Position, enc: Encoding) -> usize {
    index.offset(text, p.line, p.character, enc)
}

fn severity(s: Severity) -> DiagnosticSeverity {
    match s {
        Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Info => DiagnosticSeverity::INFORMATION,
        Severity::Hint => DiagnosticSeverity::HINT,
    }
}

pub fn diagnostic(
    d: &Diagnostic,
    uri: &Uri,
    index: &LineIndex,
    text: &str,
    enc: Encoding,
) -> lsp::Diagnostic {
    let related: Vec<DiagnosticRelatedInformation> = d
        .related
        .iter()
        .filter_map(|r| {
            let location = match (&r.path, r.foreign_range) {
                (None, _) => Location {
                    uri: uri.clone(),
                    range: range(index, text, r.span, enc),
                },
                // Another file: its positions were computed in UTF-16 when it was read.
                (Some(p), Some(((sl, sc), (el, ec)))) => Location {
                    uri: file_uri(p)?,
                    range: Range {
                        start: Position {
                            line: sl,
                            character: sc,
                        },
                        end: Position {
                            line: el,
                            character: ec,
                        },
                    },
                },
                (Some(_), None) => return None,
            };
            Some(DiagnosticRelatedInformation {
                location,
                message: r.message.clone(),
            })
        })
        .collect();
    lsp::Diagnostic {
        range: range(index, text, d.span, enc),
        severity: Some(severity(d.severity)),
        code: Some(NumberOrString::String(d.code.to_string())),
        code_description: format!("https://toolsight.dev/rules/{}", d.code)
            .parse()
            .ok()
            .map(|href| CodeDescription { href }),
        source: Some("toolsight".into()),
        message: d.message.clone(),
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: None,
    }
}

pub fn workspace_edit(
    fix: &Fix,
    uri: &Uri,
    index: &LineIndex,
    text: &str,
    enc: Encoding,
) -> WorkspaceEdit {
    let edits = fix
        .edits
        .iter()
        .map(|e| TextEdit {
            range: range(index, text, e.span, enc),
            new_text: e.text.clone(),
        })
        .collect();
    let mut changes = HashMap::new();
    changes.insert(uri.clone(), edits);
    WorkspaceEdit {
        changes: Some(changes),
        ..Default::default()
    }
}

/// A `file:` URI for a local path.
pub fn file_uri(path: &std::path::Path) -> Option<Uri> {
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = String::from("file://");
    for b in abs.to_string_lossy().bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out.parse().ok()
}

/// The local path of a `file:` URI.
pub fn file_path(uri: &Uri) -> Option<std::path::PathBuf> {
    let rest = uri.as_str().strip_prefix("file://")?;
    Some(std::path::PathBuf::from(percent_decode(rest)))
}

/// The module name for a document URI: its file stem.
pub fn module_name(uri: &Uri) -> String {
    let s = uri.as_str();
    let last = s.rsplit('/').next().unwrap_or(s);
    let decoded = percent_decode(last);
    decoded
        .strip_suffix(".py")
        .or_else(|| decoded.strip_suffix(".pyi"))
        .unwrap_or(&decoded)
        .to_string()
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
