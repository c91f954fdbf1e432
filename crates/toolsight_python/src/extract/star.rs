//! The names `from m import *` binds: `m`'s `__all__` where it lists string literals, else
//! every top-level name of `m` without a leading underscore (the language reference,
//! "The import statement"). A name the star import binds is read as an explicit import of
//! it would be; where `__all__` is computed, or the star import is a fallback in an
//! `except` handler, which names it binds is not read, and nothing is concluded from it.

use tree_sitter::{Node, Tree};

use super::globals;
use super::literal::string_value;
use super::scope::{External, Scope};
use crate::syntax::{named_children, text};

/// What a module's `__all__` says about its star import.
enum DunderAll {
    /// The module has no `__all__`: its public top-level names are bound.
    Absent,
    /// `__all__ = ["a", "b"]`, written once as string literals at the top level.
    Listed(Vec<String>),
    /// Anything else (built by code, extended, mentioned again): not read.
    Computed,
}

fn dunder_all(tree: &Tree, source: &str) -> DunderAll {
    // The text first: most modules never name it, and a docstring or comment may.
    if !source.contains("__all__") {
        return DunderAll::Absent;
    }
    match mentions(tree.root_node(), source) {
        0 => return DunderAll::Absent,
        1 => {}
        _ => return DunderAll::Computed,
    }
    named_children(tree.root_node())
        .into_iter()
        .filter(|s| s.kind() == "expression_statement")
        .filter_map(|s| s.named_child(0).filter(|a| a.kind() == "assignment"))
        .find(|a| {
            a.child_by_field_name("left")
                .is_some_and(|l| l.kind() == "identifier" && text(l, source) == "__all__")
        })
        .and_then(|a| listed(a.child_by_field_name("right")?, source))
        .map_or(DunderAll::Computed, DunderAll::Listed)
}

/// How many identifiers of the module's code are `__all__` (an attribute's name included:
/// `other.__all__`).
fn mentions(root: Node, source: &str) -> usize {
    let mut count = 0;
    let mut cursor = root.walk();
    'walk: loop {
        let n = cursor.node();
        if n.kind() == "identifier" && text(n, source) == "__all__" {
            count += 1;
        }
        if cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    count
}

/// The strings of a list or tuple display holding string literals only.
fn listed(value: Node, source: &str) -> Option<Vec<String>> {
    let value = crate::syntax::unwrap_expr(value);
    if !matches!(value.kind(), "list" | "tuple") {
        return None;
    }
    named_children(value)
        .into_iter()
        .map(|n| string_value(n, source))
        .collect()
}

/// Whether a star import of the module `source` binds `name`: `None` where that is not
/// read (a computed `__all__`, or a star import of its own that is not read).
pub fn star_binds(
    source: &str,
    tree: &Tree,
    module_name: &str,
    name: &str,
    external: &dyn External,
    depth: usize,
) -> Option<bool> {
    match dunder_all(tree, source) {
        DunderAll::Listed(names) => Some(names.iter().any(|n| n == name)),
        DunderAll::Computed => None,
        DunderAll::Absent if name.starts_with('_') => Some(false),
        DunderAll::Absent => {
            let bound = globals::runtime_globals(tree.root_node(), source);
            if bound.iter().any(|g| g == name) {
                return Some(true);
            }
            if !bound.iter().any(|g| g == "*") {
                return Some(false);
            }
            // Public names the module's own star imports bind are its globals too.
            let (scope, _) = super::module_scope(source, tree, module_name, external);
            match binder(&scope, name, depth) {
                Binder::Module(_) => Some(true),
                Binder::None => Some(false),
                Binder::Unread => None,
            }
        }
    }
}

/// Which of a module's star imports binds a name.
enum Binder {
    /// `module.name` is what the name is bound to.
    Module(String),
    /// None of them binds it.
    None,
    /// Whether one binds it is not read.
    Unread,
}

/// The last star import of the scope that binds `name` (a later one rebinds what an earlier
/// one bound), asked of the workspace module by module.
fn binder(scope: &Scope, name: &str, depth: usize) -> Binder {
    let Some(external) = scope.external else {
        return if scope.star_imports.is_empty() {
            Binder::None
        } else {
            Binder::Unread
        };
    };
    for module in scope.star_imports.iter().rev() {
        let Some(module) = module else {
            return Binder::Unread;
        };
        let qualified = format!("{module}.{name}");
        match external.star_binds(&qualified, depth + 1) {
            Some(true) => return Binder::Module(qualified),
            Some(false) => {}
            None => return Binder::Unread,
        }
    }
    Binder::None
}

/// What `read` finds for the qualified name a star import binds `name` to, where one does
/// and that is read (`None` otherwise, as for a name bound nowhere).
pub(crate) fn through_star<T>(
    scope: &Scope,
    name: &str,
    depth: usize,
    read: impl FnOnce(&str) -> Option<T>,
) -> Option<T> {
    if scope.star_imports.is_empty() {
        return None;
    }
    match binder(scope, name, depth) {
        Binder::Module(qualified) => read(&qualified),
        Binder::None | Binder::Unread => None,
    }
}

#[cfg(test)]
mod tests {
    use super::DunderAll;

    fn all(src: &str) -> Option<Vec<String>> {
        let tree = crate::syntax::parse(src, None);
        match super::dunder_all(&tree, src) {
            DunderAll::Absent => Some(vec!["<absent>".to_string()]),
            DunderAll::Listed(names) => Some(names),
            DunderAll::Computed => None,
        }
    }

    #[test]
    fn dunder_all_is_read_where_it_lists_literals_once() {
        // A docstring or comment naming it is no `__all__`.
        assert_eq!(
            all("\"\"\"No `__all__` here.\"\"\"\nX = 1  # __all__\n"),
            Some(vec!["<absent>".to_string()])
        );
        assert_eq!(
            all("__all__ = ('A', \"B\")\nA = B = 1\n"),
            Some(vec!["A".to_string(), "B".to_string()])
        );
        assert_eq!(all("__all__ = [n for n in dir() if n.isupper()]\n"), None);
        assert_eq!(all("__all__ = ['A']\n__all__ += ['B']\n"), None);
        assert_eq!(all("from m import *\n__all__ = ['A'] + m.__all__\n"), None);
        assert_eq!(all("if True:\n    __all__ = ['A']\n"), None);
    }
}
