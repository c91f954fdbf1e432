//! `toolsight check` for people: the `full` format (each diagnostic with its source
//! excerpt), the `concise` format (one `path:line:col: CODE [severity] message` line each,
//! for editors' error parsers), the summary, and `--statistics`.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use crate::line_index::{Encoding, LineIndex};
use crate::rules::{Applicability, Diagnostic};

use super::check::FileReport;

/// The `concise` line of a diagnostic.
fn location_line(r: &FileReport, idx: &LineIndex, d: &Diagnostic) -> String {
    let (line, col) = idx.position(&r.source, d.span.start, Encoding::Utf32);
    format!(
        "{}:{}:{}: {} [{}] {}",
        r.path.display(),
        line + 1,
        col + 1,
        d.code,
        d.severity.id(),
        d.message
    )
}

pub fn concise(reports: &[FileReport]) -> String {
    let mut out = String::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            out.push_str(&printable(&location_line(r, &idx, d)));
            out.push('\n');
        }
    }
    out
}

/// `text` safe to print on a terminal, as the `full` format's renderer makes it: control
/// characters (an escape sequence in a tool name could clear the screen or rewrite earlier
/// lines) shown as their Unicode control pictures (`␛`), line breaks and tabs kept, C1
/// controls and bidirectional overrides (which reorder what is shown) as `�`.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    let bad = |c: char| {
        (c.is_control() && c != '\n' && c != '\t')
            || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
    };
    if !text.chars().any(bad) {
        return text.into();
    }
    text.chars()
        .map(|c| match c {
            c if !bad(c) => c,
            '\u{7f}' => '\u{2421}',
            c if (c as u32) < 0x20 => char::from_u32(0x2400 + c as u32).unwrap_or('\u{FFFD}'),
            _ => '\u{FFFD}',
        })
        .collect::<String>()
        .into()
}

/// The `full` format: each diagnostic with the line it points at.
pub fn full(reports: &[FileReport], color: bool) -> String {
    let mut out = String::new();
    for r in reports {
        let idx = LineIndex::new(&r.source);
        for d in &r.diagnostics {
            out.push_str(&super::snippet::render(r, &idx, d, color));
            out.push('\n');
        }
    }
    out
}

/// The diagnostics in the `full` format and the summary, as the rules' snapshots show them.
pub fn to_text(reports: &[FileReport]) -> String {
    full(reports, false) + &summary(reports, &Summary::default())
}

/// What the summary says beyond the diagnostics themselves.
#[derive(Default)]
pub struct Summary {
    /// Files that could not be read (their errors went to stderr as they were met).
    pub unreadable: usize,
    /// Files whose fixes could not be written (read-only, changed during the run, a failed
    /// write); their errors went to stderr.
    pub unwritten: usize,
    /// Problems `--fix` fixed in this run.
    pub fixed: usize,
    /// Whether unsafe fixes count as fixable (`--unsafe-fixes`).
    pub unsafe_fixes: bool,
}

pub fn summary(reports: &[FileReport], s: &Summary) -> String {
    let mut out = String::new();
    let mut counts = [0usize; 4];
    for d in reports.iter().flat_map(|r| &r.diagnostics) {
        counts[d.severity as usize] += 1;
    }
    let total: usize = counts.iter().sum();
    let tools: usize = reports.iter().map(|r| r.tools).sum();
    if s.fixed > 0 {
        out.push_str(&format!("Fixed {} problem{}.\n", s.fixed, plural(s.fixed)));
    }
    if total == 0 && reports.is_empty() {
        // Only unreadable files: the line below says so.
    } else if total == 0 && tools == 0 {
        // Nothing was checked: saying "passed" would mislead.
        out.push_str("No tools found: nothing in these files registers a function, class or schema with a known framework.\n");
    } else if total == 0 {
        out.push_str("All checks passed.\n");
    } else {
        out.push_str(&format!(
            "Found {total} problem{}{} ({} error{}, {} warning{}, {} info).\n",
            plural(total),
            if s.fixed > 0 { " remaining" } else { "" },
            counts[0],
            plural(counts[0]),
            counts[1],
            plural(counts[1]),
            counts[2] + counts[3]
        ));
        out.push_str(&fixable_line(reports, s.unsafe_fixes));
    }
    out.push_str(&match s.unreadable {
        0 => String::new(),
        1 => "1 file could not be checked (see the error above).\n".into(),
        n => format!("{n} files could not be checked (see the errors above).\n"),
    });
    out.push_str(&match s.unwritten {
        0 => String::new(),
        1 => "1 file could not be fixed (see the error above).\n".into(),
        n => format!("{n} files could not be fixed (see the errors above).\n"),
    });
    out
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Whether `--fix` (with `--unsafe-fixes` when `unsafe_fixes`) would apply the diagnostic's
/// fix.
pub fn fixable(d: &Diagnostic, unsafe_fixes: bool) -> bool {
    d.fix
        .as_ref()
        .is_some_and(|f| unsafe_fixes || f.applicability == Applicability::Safe)
}

/// ruff's line about fixes: how many `--fix` would apply, and how many more
/// `--unsafe-fixes` would.
fn fixable_line(reports: &[FileReport], unsafe_fixes: bool) -> String {
    let all = || reports.iter().flat_map(|r| &r.diagnostics);
    let fixable_now = all().filter(|d| fixable(d, unsafe_fixes)).count();
    let hidden = all().filter(|d| d.fix.is_some()).count() - fixable_now;
    let hidden_note = match hidden {
        0 => String::new(),
        1 => "1 hidden fix can be enabled with the `--unsafe-fixes` option".into(),
        n => format!("{n} hidden fixes can be enabled with the `--unsafe-fixes` option"),
    };
    match (fixable_now, hidden) {
        (0, 0) => String::new(),
        (0, _) => format!("No fixes available ({hidden_note}).\n"),
        (n, 0) => format!("[*] {n} fixable with the `--fix` option.\n"),
        (n, _) => format!("[*] {n} fixable with the `--fix` option ({hidden_note}).\n"),
    }
}

/// `--statistics`: one row per rule code, the most frequent first (ties in code order), as
/// ruff prints them: count, code, `[*]` when `--fix` fixes some, and the rule's name.
pub fn statistics(reports: &[FileReport], unsafe_fixes: bool, json_out: bool) -> String {
    let mut by_code: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for d in reports.iter().flat_map(|r| &r.diagnostics) {
        let e = by_code.entry(d.code).or_default();
        e.0 += 1;
        e.1 += usize::from(fixable(d, unsafe_fixes));
    }
    let mut rows: Vec<(&str, usize, usize)> =
        by_code.into_iter().map(|(c, (n, f))| (c, n, f)).collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let name = |code: &str| crate::rules::rule(code).map(|r| r.name).unwrap_or("");
    if json_out {
        let v: Vec<Value> = rows
            .iter()
            .map(|(code, count, fixes)| {
                json!({"code": code, "name": name(code), "count": count, "fixable": *fixes > 0})
            })
            .collect();
        return crate::render::pretty(&Value::Array(v));
    }
    let any_fixable = rows.iter().any(|r| r.2 > 0);
    let count_width = rows
        .iter()
        .map(|r| r.1.to_string().len())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for (code, count, fixes) in rows {
        let mark = match (any_fixable, fixes > 0) {
            (false, _) => "",
            (true, true) => "[*] ",
            (true, false) => "[ ] ",
        };
        out.push_str(&format!(
            "{count:>count_width$}\t{code}\t{mark}{}\n",
            name(code)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::printable;

    #[test]
    fn control_characters_are_shown_not_sent() {
        assert_eq!(printable("a\x1b[31mb\n\tc"), "a\u{241b}[31mb\n\tc");
        assert_eq!(
            printable("\r\x7f\u{9b}\u{202e}x"),
            "\u{240d}\u{2421}\u{FFFD}\u{FFFD}x"
        );
        assert!(matches!(printable("plain"), std::borrow::Cow::Borrowed(_)));
    }
}
