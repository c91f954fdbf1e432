//! Python text helpers docments relies on.

/// Python's `\w` for `str` patterns (Unicode word characters).
pub fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Python 3.12's `textwrap.dedent`.
pub fn dedent(text: &str) -> String {
    // Lines of only spaces/tabs become empty.
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
        let indent_len = line
            .char_indices()
            .find(|(_, c)| *c != ' ' && *c != '\t')
            .map(|(i, _)| i);
        let Some(n) = indent_len else { continue };
        let indent = &line[..n];
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
    let margin = margin.unwrap_or("");
    lines
        .iter()
        .map(|l| l.strip_prefix(margin).unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dedent_matches_textwrap() {
        assert_eq!(dedent(" a\n  b"), "a\n b");
        assert_eq!(dedent("  a\n   \n  b"), "a\n\nb");
        assert_eq!(dedent("\ta\n  b"), "\ta\n  b");
        assert_eq!(dedent(" x"), "x");
    }
}
