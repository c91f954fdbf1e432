//! Python text helpers docments relies on.

// Python's `\w` and 3.12's `textwrap.dedent`: one implementation, in the docstring
// parsers' helpers.
pub use crate::frameworks::docstrings::py::{dedent, is_word as is_word_char};

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
