//! Inline suppressions: `# toolsight: ignore[CODE, ...]` (or a bare `# toolsight: ignore`)
//! on the line a diagnostic starts on, or on the `def` line of the tool, which silences the
//! code for the whole function.

use std::collections::HashMap;

use crate::model::Function;

use super::Diagnostic;

pub struct Suppressions {
    line_starts: Vec<usize>,
    /// Line → codes (`None` = every code).
    by_line: HashMap<usize, Option<Vec<String>>>,
}

impl Suppressions {
    pub fn new(source: &str) -> Suppressions {
        let mut line_starts = vec![0];
        let mut by_line = HashMap::new();
        for (i, line) in source.split('\n').enumerate() {
            if let Some(codes) = parse_line(line) {
                by_line.insert(i, codes);
            }
            let next = line_starts[i] + line.len() + 1;
            line_starts.push(next);
        }
        Suppressions {
            line_starts,
            by_line,
        }
    }

    fn line_of(&self, offset: usize) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(l) => l,
            Err(l) => l.saturating_sub(1),
        }
    }

    fn covers(&self, line: usize, code: &str) -> bool {
        match self.by_line.get(&line) {
            Some(None) => true,
            Some(Some(codes)) => codes.iter().any(|c| code.starts_with(c.as_str())),
            None => false,
        }
    }

    pub fn suppressed(&self, d: &Diagnostic, function: Option<&Function>) -> bool {
        if self.covers(self.line_of(d.span.start), d.code) {
            return true;
        }
        if let Some(f) = function {
            // The `def` line, and the decorator lines above it.
            let first = self.line_of(f.span.start);
            let def_line = self.line_of(f.name_span.start);
            return (first..=def_line).any(|l| self.covers(l, d.code));
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
