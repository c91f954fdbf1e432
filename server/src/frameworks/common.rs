//! Helpers that several libraries share because they call the same Python functions.

use crate::model::Function;

/// Python's `str.expandtabs(8)`.
pub fn expandtabs(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut col = 0usize;
    for ch in s.chars() {
        match ch {
            '\t' => {
                let n = 8 - (col % 8);
                out.extend(std::iter::repeat_n(' ', n));
                col += n;
            }
            '\n' | '\r' => {
                out.push(ch);
                col = 0;
            }
            c => {
                out.push(c);
                col += 1;
            }
        }
    }
    out
}

/// Python 3.12's `inspect.cleandoc`.
pub fn cleandoc(doc: &str) -> String {
    let expanded = expandtabs(doc);
    let mut lines: Vec<String> = expanded.split('\n').map(str::to_string).collect();
    let mut margin = usize::MAX;
    for line in lines.iter().skip(1) {
        let content = line.trim_start().chars().count();
        if content > 0 {
            let indent = line.chars().count() - content;
            margin = margin.min(indent);
        }
    }
    if let Some(first) = lines.first_mut() {
        *first = first.trim_start().to_string();
    }
    if margin < usize::MAX {
        for line in lines.iter_mut().skip(1) {
            *line = line.chars().skip(margin).collect();
        }
    }
    while lines.last().map(|l| l.is_empty()).unwrap_or(false) {
        lines.pop();
    }
    while lines.first().map(|l| l.is_empty()).unwrap_or(false) {
        lines.remove(0);
    }
    lines.join("\n")
}

/// `inspect.getdoc(f)` for a function: the cleaned docstring, `None` without one.
pub fn getdoc(f: &Function) -> Option<String> {
    f.doc.as_ref().map(|d| cleandoc(&d.value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cleandoc_matches_python() {
        assert_eq!(
            cleandoc("\n    Hello.\n\n    Args:\n        x: y\n    "),
            "Hello.\n\nArgs:\n    x: y"
        );
        assert_eq!(cleandoc("One line."), "One line.");
        assert_eq!(cleandoc("  a\n\tb"), "a\nb");
        assert_eq!(cleandoc(""), "");
    }
}
