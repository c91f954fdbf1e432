//! The renaming fix of the tool-name rules, resolved on the syntax tree: it edits the string
//! that holds the tool's name, or the function's name and the references to it in its scope,
//! and nothing else. Matching the name as text renamed dictionary keys, parameters and
//! strings that happened to be equal, and turned every space of a statement into `_` for a
//! tool named `" "` (issue 27).

use crate::syntax::SpanOf;
use tree_sitter::Node;

use crate::model::DefKind;
use crate::syntax::Span;

use super::{Applicability, Ctx, Edit, Fix, ToolView};

pub(super) fn rename_fix(ctx: &Ctx, tool: &ToolView, new_name: &str) -> Option<Fix> {
    let old = tool.function.name.as_str();
    let span = tool.name_span(ctx.source);
    // A blank name has nothing to rename, and a blank target would be no name at all.
    if new_name.trim().is_empty() || span.start >= ctx.source.len() {
        return None;
    }
    if ctx.tools_named(new_name).iter().any(|&i| i != tool.index) {
        // Another tool of the module is sent under that name already.
        return None;
    }
    let tree = ctx.tree();
    let root = tree.root_node();
    let is_def = span == tool.function.name_span
        && matches!(tool.function.kind, DefKind::Function | DefKind::Nested)
        && ctx.source.get(span.start..span.end) == Some(old);
    let (edits, title) = if is_def {
        if old.trim().is_empty() || is_keyword(new_name, ctx.module.rust) {
            return None;
        }
        let def = root.descendant_for_byte_range(span.start, span.end)?;
        let method = tool.function.class.is_some();
        let spans = references(ctx, def, old, new_name, method)?;
        (spans, format!("Rename the tool to `{new_name}`"))
    } else {
        if tool.name_for_any().trim().is_empty() {
            return None;
        }
        let content = name_string(ctx, tool, root, span)?;
        let title = if span == tool.function.name_span {
            format!("Rename the tool to `{new_name}`")
        } else {
            format!("Use the tool name `{new_name}`")
        };
        (vec![content], title)
    };
    Some(Fix {
        title,
        edits: edits
            .into_iter()
            .map(|span| Edit {
                span,
                text: new_name.to_string(),
            })
            .collect(),
        // Code elsewhere that calls the tool by its name (`tool_choice`, tests, stored
        // conversations, other modules importing the function) still uses the old one.
        applicability: Applicability::Unsafe,
    })
}

impl ToolView<'_> {
    /// The name the tool is sent under, whatever the provider (they differ only by the
    /// library's rewriting, never between blank and not).
    fn name_for_any(&self) -> String {
        self.name_for(crate::frameworks::Provider::Native)
    }
}

/// The text inside the string literal that holds the tool's name: the literal at `span` (a
/// `name=` value, a schema's `"name"`), else the one literal in the tool's definition whose
/// text is the name (Rust's `const NAME: &str = "..."`). `None` when there is no such single
/// literal, or it is built (an f-string, concatenation) rather than written.
fn name_string(ctx: &Ctx, tool: &ToolView, root: Node, span: Span) -> Option<Span> {
    let at = root.descendant_for_byte_range(span.start, span.end)?;
    if let Some(lit) = std::iter::successors(Some(at), |n| n.parent()).find(|n| is_string(*n)) {
        return content(lit, ctx.source);
    }
    let name = tool.name_for_any();
    let def = tool.function.span;
    let mut found = Vec::new();
    let definition = root.descendant_for_byte_range(def.start, def.end)?;
    walk(definition, &mut |n| {
        if is_string(n)
            && n.start_byte() >= def.start
            && n.end_byte() <= def.end
            && content(n, ctx.source).is_some_and(|c| ctx.source[c.start..c.end] == name)
        {
            found.push(n);
        }
        !is_string(n)
    });
    match found.as_slice() {
        [one] => content(*one, ctx.source),
        _ => None,
    }
}

fn is_string(n: Node) -> bool {
    matches!(n.kind(), "string" | "string_literal" | "raw_string_literal")
}

/// The span between a literal's quotes; `None` for an f-string or a literal with escapes
/// the new name could not simply replace (it is plain ASCII, so any literal that is only text
/// takes it).
fn content(lit: Node, src: &str) -> Option<Span> {
    let mut cursor = lit.walk();
    let kids: Vec<Node> = lit.children(&mut cursor).collect();
    if kids.iter().any(|k| k.kind() == "interpolation") {
        return None;
    }
    match lit.kind() {
        "string" => {
            let start = kids.iter().find(|k| k.kind() == "string_start")?;
            let end = kids.iter().rev().find(|k| k.kind() == "string_end")?;
            if src[start.start_byte()..start.end_byte()]
                .to_ascii_lowercase()
                .contains('f')
            {
                return None;
            }
            Some(Span::new(start.end_byte(), end.start_byte()))
        }
        "string_literal" => Some(Span::new(lit.start_byte() + 1, lit.end_byte() - 1)),
        "raw_string_literal" => kids
            .iter()
            .find(|k| k.kind() == "string_content")
            .map(|k| Span::of(*k)),
        _ => None,
    }
}

/// The function's name and every reference to it in the scope it is defined in: bare names
/// not shadowed by a parameter or local of an inner function, and for a method, the
/// attribute after `self`, `cls` or the class name. Attribute names of other objects,
/// keyword-argument names, imports, strings and comments are not references. `None` when
/// `new_name` is already a name in that scope (the rename would merge two things).
fn references(ctx: &Ctx, def: Node, old: &str, new_name: &str, method: bool) -> Option<Vec<Span>> {
    let src = ctx.source;
    let rust = ctx.module.rust;
    let function = std::iter::successors(def.parent(), |n| n.parent())
        .find(|n| matches!(n.kind(), "function_definition" | "function_item"))?;
    let method = method || rust && in_impl(function);
    let root = ctx.tree().root_node();
    // Where the name can be used: the module, or the function enclosing a nested one.
    let scope = std::iter::successors(function.parent(), |n| n.parent())
        .find(|n| matches!(n.kind(), "function_definition" | "function_item"))
        .map_or(Span::of(root), Span::of);
    let within = |s: &&Span| s.start >= scope.start && s.end <= scope.end;
    let names = ctx.identifiers();
    // Any use of the new name there (a binding, an import, a reference) would be merged
    // with the renamed function.
    if names
        .get(new_name)
        .is_some_and(|v| v.iter().any(|s| within(&s)))
    {
        return None;
    }
    let mut out = vec![Span::of(def)];
    for span in names.get(old).into_iter().flatten().filter(within) {
        let Some(n) = root.descendant_for_byte_range(span.start, span.end) else {
            continue;
        };
        if n.id() == def.id() || !is_identifier(n) || in_import(n) {
            continue;
        }
        if is_reference(n, src, old, method, rust) {
            out.push(*span);
        }
    }
    out.sort_by_key(|s| s.start);
    out.dedup();
    Some(out)
}

/// Imported names are other modules' bindings, and module paths are not references.
fn in_import(n: Node) -> bool {
    std::iter::successors(n.parent(), |p| p.parent()).any(|p| {
        matches!(
            p.kind(),
            "import_statement"
                | "import_from_statement"
                | "future_import_statement"
                | "use_declaration"
        )
    })
}

/// Every identifier of the tree by its (NFKC-normalised) name: one walk for all the renames
/// of a module, instead of one per renamed tool (quadratic in a module of many tools).
pub(super) fn identifier_index(
    tree: &tree_sitter::Tree,
    src: &str,
) -> std::collections::HashMap<String, Vec<Span>> {
    let mut map: std::collections::HashMap<String, Vec<Span>> = Default::default();
    walk(tree.root_node(), &mut |n| {
        if is_identifier(n) {
            map.entry(crate::syntax::identifier(n, src))
                .or_default()
                .push(Span::of(n));
        }
        true
    });
    map
}

fn is_identifier(n: Node) -> bool {
    matches!(n.kind(), "identifier" | "field_identifier")
}

fn in_impl(function: Node) -> bool {
    std::iter::successors(function.parent(), |n| n.parent())
        .take(3)
        .any(|n| n.kind() == "impl_item")
}

/// Whether the identifier `n` (equal to the old name) refers to the renamed function.
fn is_reference(n: Node, src: &str, old: &str, method: bool, rust: bool) -> bool {
    let Some(parent) = n.parent() else {
        return false;
    };
    let field_of = |field: &str| parent.child_by_field_name(field).map(|c| c.id()) == Some(n.id());
    let receiver_ok = |receiver: Option<Node>| {
        receiver.is_some_and(|r| matches!(&src[r.byte_range()], "self" | "cls" | "Self"))
    };
    if rust {
        return match (parent.kind(), n.kind()) {
            ("function_item", _) if field_of("name") => false,
            // `self.old(...)`: the method, on its own type.
            ("field_expression", "field_identifier") => {
                method && receiver_ok(parent.child_by_field_name("value"))
            }
            (_, "field_identifier") => false,
            // `Self::old`, `self::old`, `crate::...::old` can name it; `other::old` does not.
            ("scoped_identifier", _) if field_of("name") => {
                let path = parent.child_by_field_name("path");
                path.is_some_and(|p| {
                    matches!(&src[p.byte_range()], "Self" | "self" | "crate" | "super")
                })
            }
            _ => !method && !shadowed(n, src, old),
        };
    }
    match parent.kind() {
        // Another definition of the name (a method, a nested function, a class).
        "function_definition" | "class_definition" if field_of("name") => false,
        "attribute" if field_of("attribute") => {
            method && receiver_ok(parent.child_by_field_name("object"))
        }
        "keyword_argument" if field_of("name") => false,
        _ => !method && !shadowed(n, src, old),
    }
}

/// Whether an inner function (or lambda) around `n` binds `old` itself: a parameter, or an
/// assignment in its body without `global` / `nonlocal`; a Rust `let` or parameter.
fn shadowed(n: Node, src: &str, old: &str) -> bool {
    std::iter::successors(n.parent(), |p| p.parent())
        .filter(|p| {
            matches!(
                p.kind(),
                "function_definition" | "lambda" | "function_item" | "closure_expression"
            )
        })
        .any(|f| binds(f, src, old))
}

fn binds(function: Node, src: &str, old: &str) -> bool {
    let is_old = |m: Node| is_identifier(m) && crate::syntax::identifier(m, src) == old;
    let mut bound = false;
    let mut declared_outer = false;
    if let Some(params) = function.child_by_field_name("parameters") {
        walk(params, &mut |m| {
            if is_old(m) {
                let p = m.parent().map(|p| p.kind()).unwrap_or("");
                let is_default_or_annotation = m.parent().is_some_and(|p| {
                    ["value", "type"]
                        .iter()
                        .any(|f| p.child_by_field_name(f).map(|c| c.id()) == Some(m.id()))
                });
                if !is_default_or_annotation
                    && matches!(
                        p,
                        "parameters"
                            | "lambda_parameters"
                            | "typed_parameter"
                            | "default_parameter"
                            | "typed_default_parameter"
                            | "list_splat_pattern"
                            | "dictionary_splat_pattern"
                            | "parameter"
                            | "closure_parameters"
                    )
                {
                    bound = true;
                }
            }
            true
        });
    }
    if let Some(body) = function.child_by_field_name("body") {
        walk(body, &mut |m| {
            match m.kind() {
                // A def or class of that name binds it here; what is inside binds its own.
                "function_definition" | "class_definition" | "function_item" => {
                    bound |= m.child_by_field_name("name").is_some_and(is_old);
                    return false;
                }
                "global_statement" | "nonlocal_statement" => {
                    let mut c = m.walk();
                    declared_outer |= m.named_children(&mut c).any(is_old);
                }
                "assignment" | "augmented_assignment" | "for_statement" | "let_declaration" => {
                    let left = m
                        .child_by_field_name("left")
                        .or_else(|| m.child_by_field_name("pattern"));
                    if left.is_some_and(is_old) {
                        bound = true;
                    }
                }
                _ => {}
            }
            true
        });
    }
    bound && !declared_outer
}

/// Pre-order walk; `visit` returns whether to go into the node's children.
fn walk<'t>(node: Node<'t>, visit: &mut dyn FnMut(Node<'t>) -> bool) {
    let mut cursor = node.walk();
    let mut descend = visit(node);
    loop {
        if descend && cursor.goto_first_child() {
            descend = visit(cursor.node());
            continue;
        }
        loop {
            if cursor.node().id() == node.id() {
                return;
            }
            if cursor.goto_next_sibling() {
                descend = visit(cursor.node());
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

fn is_keyword(name: &str, rust: bool) -> bool {
    const PYTHON: &[&str] = &[
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
        "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
        "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
        "try", "while", "with", "yield",
    ];
    const RUST: &[&str] = &[
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
        "mut", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true",
        "type", "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final",
        "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try",
    ];
    if rust { RUST } else { PYTHON }.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walk_visits_every_node_once_and_can_skip_children() {
        let tree = crate::syntax::parse("def f(a):\n    return g(a)\n", None);
        let mut all = 0;
        walk(tree.root_node(), &mut |_| {
            all += 1;
            true
        });
        let mut cursor = tree.root_node().walk();
        let mut expected = 0;
        let mut stack = vec![tree.root_node()];
        while let Some(n) = stack.pop() {
            expected += 1;
            stack.extend(n.children(&mut cursor));
        }
        assert_eq!(all, expected);
        let mut top = 0;
        walk(tree.root_node(), &mut |n| {
            top += 1;
            n.kind() == "module"
        });
        assert_eq!(top, 2);
    }
}
