//! Parsing Rust with tree-sitter-rust, and the few token helpers the front-end needs.

use tree_sitter::{Language, Node, Parser, Tree};

pub fn language() -> Language {
    tree_sitter_rust::LANGUAGE.into()
}

pub fn parse(text: &str) -> Tree {
    let mut parser = Parser::new();
    parser
        .set_language(&language())
        .expect("the bundled tree-sitter-rust grammar matches the tree-sitter version");
    // `parse` only returns None on cancellation or timeout, neither of which is configured.
    parser
        .parse(text, None)
        .expect("tree-sitter parse without timeout")
}

pub fn text<'a>(node: Node, src: &'a str) -> &'a str {
    src.get(node.byte_range()).unwrap_or("")
}

/// The value of a (non-raw) Rust string literal's content: `\n`, `\t`, `\\`, `\"`, `\u{..}`,
/// `\x..`, and the line continuation `\` + newline, which skips the following whitespace.
pub fn unescape_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some('"') => out.push('"'),
            Some('\'') => out.push('\''),
            Some('x') => {
                let h: String = chars.by_ref().take(2).collect();
                if let Some(ch) = u32::from_str_radix(&h, 16).ok().and_then(char::from_u32) {
                    out.push(ch);
                }
            }
            Some('u') => {
                let mut h = String::new();
                if chars.peek() == Some(&'{') {
                    chars.next();
                    for ch in chars.by_ref() {
                        if ch == '}' {
                            break;
                        }
                        h.push(ch);
                    }
                }
                if let Some(ch) = u32::from_str_radix(&h.replace('_', ""), 16)
                    .ok()
                    .and_then(char::from_u32)
                {
                    out.push(ch);
                }
            }
            Some('\n') | Some('\r') => {
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    chars.next();
                }
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_continuations() {
        assert_eq!(
            unescape_string(r#"a\nb\t\"c\" \u{e9}\x41"#),
            "a\nb\t\"c\" éA"
        );
        assert_eq!(unescape_string("one \\\n        two"), "one two");
    }

    #[test]
    fn grammar_loads_and_parses() {
        let t = parse("fn main() { let x: Vec<u8> = vec![]; }");
        assert!(!t.root_node().has_error());
        assert_eq!(t.root_node().kind(), "source_file");
    }
}
