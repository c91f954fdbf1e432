//! The `full` format of one diagnostic, drawn as rustc and ruff draw theirs (by
//! annotate-snippets, the renderer rustc uses): a short headline with the severity and
//! code, the location, the source lines with the range underlined, the rest of a long
//! message as `= note:` lines, and the fix as `= help:`.

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};

use crate::config::Severity;
use crate::line_index::{Encoding, LineIndex};
use crate::rules::{Applicability, Diagnostic};

use super::check::FileReport;

pub fn render(r: &FileReport, idx: &LineIndex, d: &Diagnostic, color: bool) -> String {
    let src = r.source.as_str();
    // Only the lines the range covers go to the renderer, found through the line table: a
    // diagnostic costs its own lines, not its file's size or its line's length before it.
    let start = floor_boundary(src, d.span.start.min(src.len()));
    let end = floor_boundary(src, d.span.end.clamp(start, src.len()));
    let (line, _) = idx.line_col_utf8(start);
    let (end_line, _) = idx.line_col_utf8(end);
    let first = idx.line_start(line).unwrap_or(0);
    let last = idx
        .line_start(end_line + 1)
        .map_or(src.len(), |next| next - 1);
    let path = r.path.display().to_string();
    let first_line_end = idx.line_start(line + 1).map_or(src.len(), |next| next - 1);
    let excerpt = Excerpt::new(src, first, first_line_end, last, start, end);
    let snippet = Snippet::source(excerpt.text.as_str())
        .line_start(line + 1)
        .annotation(AnnotationKind::Primary.span(excerpt.annotation.clone()));
    let level = match d.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Info => Level::INFO,
        Severity::Hint => Level::HELP.with_name("hint"),
    };
    let (headline, notes) = split_message(&d.message);
    // The renderer counts the location's column in the text it is given: for a cut line it
    // is put right below (annotate-snippets has no way to say where a cut excerpt starts).
    let location = |col: usize| format!("{path}:{}:{col}", line + 1);
    let shown = location(excerpt.text[..excerpt.annotation.start].chars().count() + 1);
    let real = location(idx.position(src, start, Encoding::Utf32).1 as usize + 1);
    let mut group = level
        .primary_title(headline)
        .id(d.code)
        .element(snippet.path(path.as_str()));
    for note in notes {
        group = group.element(Level::NOTE.message(note));
    }
    // The other places the payload is made from, as `path:line:col: what is there`.
    for rel in &d.related {
        let place = match (&rel.path, rel.foreign_range) {
            (Some(p), Some(((l, c), _))) => {
                // Relative to the working directory where it is under it, as the checked
                // files are named (an absolute path where it is not).
                let cwd = std::env::current_dir().ok();
                let shown = cwd
                    .as_deref()
                    .and_then(|d| p.strip_prefix(d).ok())
                    .unwrap_or(p);
                format!("{}:{}:{}", shown.display(), l + 1, c + 1)
            }
            _ => {
                let at = floor_boundary(src, rel.span.start.min(src.len()));
                let (l, c) = idx.position(src, at, Encoding::Utf32);
                format!("{path}:{}:{}", l + 1, c + 1)
            }
        };
        group = group.element(Level::NOTE.message(format!("related: {place}: {}", rel.message)));
    }
    if let Some(f) = &d.fix {
        let how = match f.applicability {
            Applicability::Safe => "fix with `--fix`",
            Applicability::Unsafe => "unsafe fix: `--fix --unsafe-fixes`",
        };
        group = group.element(Level::HELP.message(format!("{} ({how})", f.title)));
    }
    // Source lines are shown whole, as the old format did: a log or a pipe has no width,
    // and the end of a long line is often what the diagnostic is about.
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    }
    .term_width(LINE_WIDTH);
    let mut out = renderer.render(&[group]);
    if excerpt.cut {
        out = out.replacen(&shown, &real, 1);
    }
    out.push('\n');
    out
}

/// Wider than any source line toolsight shows (lines of tool files over this are trimmed).
const LINE_WIDTH: usize = 10_000;

/// A one-line excerpt longer than this (in bytes) is cut to the range and `CONTEXT` bytes
/// either side: each of 20,000 diagnostics on a 369 KB one-line signature printed the whole
/// line (gigabytes of output). A range over several lines is shown whole up to
/// `MAX_MULTILINE` (the renderer folds the middle), then cut to its first line.
const MAX_EXCERPT: usize = 2_000;
const MAX_MULTILINE: usize = 64_000;
const CONTEXT: usize = 80;
/// The most of a long range itself that is shown.
const MAX_RANGE: usize = 400;

/// The source text a diagnostic shows and its range in it.
struct Excerpt {
    text: String,
    annotation: std::ops::Range<usize>,
    cut: bool,
}

impl Excerpt {
    /// `first..last` are the whole lines of the range `start..end` (all char boundaries),
    /// `line_end` the end of the first of them.
    fn new(
        src: &str,
        first: usize,
        line_end: usize,
        last: usize,
        start: usize,
        end: usize,
    ) -> Excerpt {
        let one_line = line_end >= last;
        if last - first <= if one_line { MAX_EXCERPT } else { MAX_MULTILINE } {
            return Excerpt {
                text: src[first..last].to_string(),
                annotation: start - first..end - first,
                cut: false,
            };
        }
        let from = floor_boundary(src, start.saturating_sub(CONTEXT).max(first));
        // The first line of the range at most.
        let shown_end = end.min(start + MAX_RANGE).min(line_end);
        let to = ceil_boundary(src, (shown_end + CONTEXT).min(line_end));
        let last = line_end;
        let mut text = String::new();
        if from > first {
            text.push('…');
        }
        let shift = text.len();
        text.push_str(&src[from..to]);
        if to < last {
            text.push('…');
        }
        let shown_end = ceil_boundary(src, shown_end.min(to));
        Excerpt {
            text,
            annotation: start - from + shift..shown_end - from + shift,
            cut: true,
        }
    }
}

fn ceil_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Messages longer than this are split into a headline and notes.
const HEADLINE_MAX: usize = 72;
/// A headline shorter than this says too little (`parameter `x``): the split moves on.
const HEADLINE_MIN: usize = 24;

/// A long message as a headline and notes: the headline ends at the first `: ` or `; `
/// outside code spans, quotes and brackets that leaves it at least `HEADLINE_MIN`
/// characters (never between an exception's class and its message), and the rest is split
/// at `; `. A headline still too long gives its closing parenthesis (the provider's own
/// words, usually) to the notes. Short messages stay whole.
pub fn split_message(msg: &str) -> (String, Vec<String>) {
    if msg.chars().count() <= HEADLINE_MAX {
        return (msg.to_string(), Vec::new());
    }
    let exception = |head: &str| head.ends_with("Error") || head.ends_with("Exception");
    let mut cuts = top_level(msg, ": ");
    cuts.extend(top_level(msg, "; "));
    cuts.sort_unstable();
    let cut = cuts
        .into_iter()
        .find(|&i| msg[..i].chars().count() >= HEADLINE_MIN && !exception(&msg[..i]));
    let (mut headline, mut notes) = match cut {
        Some(at) => {
            let rest = &msg[at + 2..];
            let mut notes = Vec::new();
            let mut from = 0;
            for i in top_level(rest, "; ") {
                notes.push(rest[from..i].to_string());
                from = i + 2;
            }
            notes.push(rest[from..].to_string());
            (msg[..at].to_string(), notes)
        }
        None => (msg.to_string(), Vec::new()),
    };
    if headline.chars().count() > HEADLINE_MAX && headline.ends_with(')') {
        // The last parenthesis opened at the top level closes at the end.
        // A quoted provider error, not an aside like `(10,000)`.
        if let Some(&i) = top_level(&headline, " (")
            .last()
            .filter(|&&i| headline[i + 2..].starts_with('`'))
        {
            notes.insert(0, headline[i + 2..headline.len() - 1].to_string());
            headline.truncate(i);
        }
    }
    (headline, notes)
}

/// Byte offsets of `sep` in `s` outside backtick spans, double quotes and brackets.
fn top_level(s: &str, sep: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let (mut depth, mut tick, mut quote) = (0i32, false, false);
    for (i, c) in s.char_indices() {
        match c {
            '`' if !quote => tick = !tick,
            '"' if !tick => quote = !quote,
            '(' | '[' | '{' if !tick && !quote => depth += 1,
            ')' | ']' | '}' if !tick && !quote => depth -= 1,
            _ if !tick && !quote && depth == 0 && s[i..].starts_with(sep) => out.push(i),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_messages_get_a_headline_and_notes() {
        let (h, n) = split_message("another tool of this registry is also named `lookup`: selectools replaces it (`Tool 'lookup' is already registered: overwritten`), so only one of them is ever sent");
        assert_eq!(h, "another tool of this registry is also named `lookup`");
        assert_eq!(n, ["selectools replaces it (`Tool 'lookup' is already registered: overwritten`), so only one of them is ever sent"]);
        // Too short a headline: the next `: ` is taken.
        let (h, n) = split_message("parameter `units`: `\"type\": [\"string\",\"null\"]` is a list: Gemini's type is a single value; it fails (`Proto field is not repeating`)");
        assert_eq!(
            h,
            "parameter `units`: `\"type\": [\"string\",\"null\"]` is a list"
        );
        assert_eq!(
            n,
            [
                "Gemini's type is a single value",
                "it fails (`Proto field is not repeating`)"
            ]
        );
        // No usable `: ` or `; `: a closing parenthesis quoting the provider is the note.
        let (h, n) = split_message("parameter `place`: Gemini rejects the keyword `$ref` (`Unknown name \"$ref\" ... Cannot find field`)");
        assert_eq!(h, "parameter `place`: Gemini rejects the keyword `$ref`");
        assert_eq!(n, ["`Unknown name \"$ref\" ... Cannot find field`"]);
        let (h, n) = split_message("stores raises TypeError: Insufficient argument type information; `format_tools` fails, so no tool of the index is sent");
        assert_eq!(
            h,
            "stores raises TypeError: Insufficient argument type information"
        );
        assert_eq!(n, ["`format_tools` fails, so no tool of the index is sent"]);
        let short = "`refund_order` has no docstring: stores sends a placeholder";
        assert_eq!(split_message(short), (short.to_string(), Vec::new()));
    }
}
