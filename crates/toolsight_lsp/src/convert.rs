//! The only place that converts between toolsight's byte offsets and LSP types.

use std::cell::Cell;
use std::collections::HashMap;

use tower_lsp_server::ls_types::{
    self as lsp, CodeDescription, DiagnosticRelatedInformation, DiagnosticSeverity, Location,
    NumberOrString, Position, Range, TextEdit, Uri, WorkspaceEdit,
};

use super::shift::{self, Edit};
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

/// Positions of the document as the client has it, for offsets of an analysis made on the
/// same text or on an older version of it (`edits` made since). What an edit touched has no
/// position: the conversion says `None` and remembers that the answer is stale.
pub struct Positions<'a> {
    index: &'a LineIndex,
    text: &'a str,
    edits: &'a [Edit],
    enc: Encoding,
    stale: Cell<bool>,
}

impl<'a> Positions<'a> {
    /// `index` and `text` are the document's current ones; `edits` lead to them from the
    /// text the analysis was made on.
    pub fn new(
        index: &'a LineIndex,
        text: &'a str,
        edits: &'a [Edit],
        enc: Encoding,
    ) -> Positions<'a> {
        Positions {
            index,
            text,
            edits,
            enc,
            stale: Cell::new(false),
        }
    }

    /// For an analysis of exactly this text.
    pub fn exact(index: &'a LineIndex, text: &'a str, enc: Encoding) -> Positions<'a> {
        Positions::new(index, text, &[], enc)
    }

    fn unmapped<T>(&self, v: Option<T>) -> Option<T> {
        if v.is_none() {
            self.stale.set(true);
        }
        v
    }

    /// A client position as an offset of the analysed text.
    pub fn offset(&self, p: Position) -> Option<usize> {
        let now = offset(self.index, self.text, p, self.enc);
        self.unmapped(shift::back(self.edits.iter(), now))
    }

    /// A span of the analysed text as a range of the client's text.
    pub fn range(&self, span: Span) -> Option<Range> {
        let now = self.unmapped(shift::forward(self.edits.iter(), span))?;
        Some(range(self.index, self.text, now, self.enc))
    }

    /// Some offset or span could not be moved: the answer needs a newer analysis.
    pub fn stale(&self) -> bool {
        self.stale.get()
    }
}

fn severity(s: Severity) -> DiagnosticSeverity {
    match s {
        Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Info => DiagnosticSeverity::INFORMATION,
        Severity::Hint => DiagnosticSeverity::HINT,
    }
}

/// `None` when a range in this document cannot be placed (`Positions`).
pub fn diagnostic(d: &Diagnostic, uri: &Uri, at: &Positions) -> Option<lsp::Diagnostic> {
    let mut unplaced = false;
    let related: Vec<DiagnosticRelatedInformation> = d
        .related
        .iter()
        .filter_map(|r| {
            let location = match (&r.path, r.foreign_range) {
                (None, _) => Location {
                    uri: uri.clone(),
                    range: at.range(r.span).or_else(|| {
                        unplaced = true;
                        None
                    })?,
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
    if unplaced {
        return None;
    }
    Some(lsp::Diagnostic {
        range: at.range(d.span)?,
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
    })
}

/// `None` when one of the fix's edits cannot be placed (`Positions`).
pub fn workspace_edit(fix: &Fix, uri: &Uri, at: &Positions) -> Option<WorkspaceEdit> {
    let edits = fix
        .edits
        .iter()
        .map(|e| {
            Some(TextEdit {
                range: at.range(e.span)?,
                new_text: e.text.clone(),
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let mut changes = HashMap::new();
    changes.insert(uri.clone(), edits);
    Some(WorkspaceEdit {
        changes: Some(changes),
        ..Default::default()
    })
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
