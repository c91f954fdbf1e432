//! The `full` format of one diagnostic: its location line and the source line it points at.

use crate::line_index::{Encoding, LineIndex};
use crate::rules::Diagnostic;

use super::check::FileReport;

pub fn render(r: &FileReport, idx: &LineIndex, d: &Diagnostic, _color: bool) -> String {
    let mut out = String::new();
    let (line, col) = idx.position(&r.source, d.span.start, Encoding::Utf32);
    let (end_line, end_col) = idx.position(&r.source, d.span.end, Encoding::Utf32);
    out.push_str(&format!(
        "{}:{}:{}: {} [{}] {}\n",
        r.path.display(),
        line + 1,
        col + 1,
        d.code,
        d.severity.id(),
        d.message
    ));
    let text = r.source.split('\n').nth(line as usize).unwrap_or("");
    let gutter = (line + 1).to_string().len();
    let caret_len = if end_line == line {
        (end_col.saturating_sub(col)).max(1)
    } else {
        (text.chars().count() as u32).saturating_sub(col).max(1)
    };
    out.push_str(&format!("{:gutter$} |\n", ""));
    out.push_str(&format!("{} | {}\n", line + 1, text));
    out.push_str(&format!(
        "{:gutter$} | {}{}\n",
        "",
        " ".repeat(col as usize),
        "^".repeat(caret_len as usize)
    ));
    if let Some(f) = &d.fix {
        out.push_str(&format!("{:gutter$} = fix: {}\n", "", f.title));
    }
    out
}
