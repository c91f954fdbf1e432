//! Python's string functions that tool payloads are made with, byte for byte.

/// Python 3.12's `textwrap.dedent`: whitespace-only lines (spaces and tabs) become empty,
/// then the longest common run of leading spaces/tabs is removed.
pub fn dedent(text: &str) -> String {
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| {
            if !l.is_empty() && l.chars().all(|c| c == ' ' || c == '\t') {
                ""
            } else {
                l
            }
        })
        .collect();
    let mut margin: Option<&str> = None;
    for line in &lines {
        let lead = line.len() - line.trim_start_matches([' ', '\t']).len();
        if lead == line.len() {
            continue;
        }
        let indent = &line[..lead];
        margin = Some(match margin {
            None => indent,
            Some(m) if indent.starts_with(m) => m,
            Some(m) if m.starts_with(indent) => indent,
            Some(m) => {
                let common = m
                    .bytes()
                    .zip(indent.bytes())
                    .take_while(|(a, b)| a == b)
                    .count();
                &m[..common]
            }
        });
    }
    match margin {
        Some(m) if !m.is_empty() => lines
            .iter()
            .map(|l| l.strip_prefix(m).unwrap_or(l))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => lines.join("\n"),
    }
}
