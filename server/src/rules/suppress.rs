//! Inline suppressions: `# toolsight: ignore[CODE, ...]` (or a bare `# toolsight: ignore`)
//! on the line a diagnostic starts on, or on the `def` line of the tool, which silences the
//! code for the whole function.

use crate::model::Function;

use super::Diagnostic;

/// Reads suppression comments on demand: only the lines diagnostics land on are looked at,
/// so a large file costs nothing up front.
pub struct Suppressions<'s> {
    source: &'s str,
}

impl<'s> Suppressions<'s> {
    pub fn new(source: &'s str) -> Suppressions<'s> {
        Suppressions { source }
    }

    /// The text of the line containing `offset`.
    fn line_at(&self, offset: usize) -> &'s str {
        let offset = offset.min(self.source.len());
        let start = self.source[..offset]
            .rfind('\n')
            .map(|i| i + 1)
            .unwrap_or(0);
        let end = self.source[offset..]
            .find('\n')
            .map(|i| offset + i)
            .unwrap_or(self.source.len());
        &self.source[start..end]
    }

    fn covers(line: &str, code: &str) -> bool {
        match parse_line(line) {
            Some(None) => true,
            Some(Some(codes)) => codes.iter().any(|c| code.starts_with(c.as_str())),
            None => false,
        }
    }

    pub fn suppressed(&self, d: &Diagnostic, function: Option<&Function>) -> bool {
        if Self::covers(self.line_at(d.span.start), d.code) {
            return true;
        }
        if let Some(f) = function {
            // The `def` line, and the decorator lines above it.
            let first = f.span.start.min(self.source.len());
            let def_end = f.name_span.start.min(self.source.len());
            let head_start = self.source[..first].rfind('\n').map(|i| i + 1).unwrap_or(0);
            let head_end = self.source[def_end..]
                .find('\n')
                .map(|i| def_end + i)
                .unwrap_or(self.source.len());
            return self.source[head_start..head_end]
                .split('\n')
                .any(|l| Self::covers(l, d.code));
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
