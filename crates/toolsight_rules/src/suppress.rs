//! Inline suppressions: `# toolsight: ignore[CODE, ...]` (or a bare `# toolsight: ignore`)
//! on the line a diagnostic starts on, or on the `def` line of the tool, which silences the
//! code for the whole function.

use crate::model::Function;

use super::Diagnostic;

/// Reads suppression comments on demand: the first question finds the lines that mention
/// `toolsight:` (one substring search of the file), and each diagnostic is then a binary
/// search among them, never a walk along its line (20,000 diagnostics on one 389 KB line
/// walked it 20,000 times).
pub struct Suppressions<'s> {
    source: &'s str,
    lines: std::cell::OnceCell<Vec<Comment>>,
}

/// A line holding a suppression comment: its bounds, and the codes it names (`None`: all).
struct Comment {
    start: usize,
    end: usize,
    codes: Option<Vec<String>>,
}

impl Comment {
    fn covers(&self, code: &str) -> bool {
        match &self.codes {
            None => true,
            Some(codes) => codes.iter().any(|c| code.starts_with(c.as_str())),
        }
    }
}

impl<'s> Suppressions<'s> {
    pub fn new(source: &'s str) -> Suppressions<'s> {
        Suppressions {
            source,
            lines: std::cell::OnceCell::new(),
        }
    }

    fn comments(&self) -> &[Comment] {
        self.lines.get_or_init(|| {
            let src = self.source;
            let mut out: Vec<Comment> = Vec::new();
            for (at, _) in src.match_indices("toolsight:") {
                if out.last().is_some_and(|c| at <= c.end) {
                    continue;
                }
                let start = src[..at].rfind('\n').map_or(0, |i| i + 1);
                let end = src[at..].find('\n').map_or(src.len(), |i| at + i);
                // A line that mentions `toolsight:` without suppressing covers no code.
                let codes = parse_line(&src[start..end]).unwrap_or(Some(Vec::new()));
                out.push(Comment { start, end, codes });
            }
            out
        })
    }

    /// The suppression comments on the lines that `from..=to` touches.
    fn on_lines(&self, from: usize, to: usize) -> impl Iterator<Item = &Comment> {
        let comments = self.comments();
        let first = comments.partition_point(|c| c.end < from);
        comments[first..].iter().take_while(move |c| c.start <= to)
    }

    pub fn suppressed(&self, d: &Diagnostic, function: Option<&Function>) -> bool {
        let at = d.span.start.min(self.source.len());
        if self.on_lines(at, at).any(|c| c.covers(d.code)) {
            return true;
        }
        if let Some(f) = function {
            // The `def` line, and the decorator lines above it.
            let first = f.span.start.min(self.source.len());
            let def_end = f.name_span.start.min(self.source.len());
            return self.on_lines(first, def_end).any(|c| c.covers(d.code));
        }
        false
    }
}

fn parse_line(line: &str) -> Option<Option<Vec<String>>> {
    let hash = line.find('#')?;
    let comment = &line[hash..];
    let at = comment.find("toolsight:")?;
    let rest = comment[at + "toolsight:".len()..].trim_start();
    let rest = rest.strip_prefix("ignore")?;
    match rest.strip_prefix('[') {
        Some(inner) => {
            let inner = inner.split(']').next().unwrap_or("");
            Some(Some(
                inner
                    .split(',')
                    .map(|c| c.trim().to_string())
                    .filter(|c| !c.is_empty())
                    .collect(),
            ))
        }
        None => Some(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_codes() {
        assert_eq!(
            parse_line("x = 1  # toolsight: ignore[N001, S]"),
            Some(Some(vec!["N001".into(), "S".into()]))
        );
        assert_eq!(parse_line("x  # toolsight: ignore"), Some(None));
        assert_eq!(parse_line("x  # noqa"), None);
    }
}
