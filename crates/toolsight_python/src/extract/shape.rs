//! The shape of a parse, for the caches keyed by text.
//!
//! Around a syntax error the same text parses differently: under an unclosed string in a
//! function above it, `_OptionalInt = Annotated[...]` became an `ERROR` and an expression
//! (the name no longer bound, so a toolkit method annotated with it lost its parameters),
//! while every top-level text outside the functions stayed the same. A cache keyed by text
//! alone then answers for a parse its entry was not made from. Two rules make the text
//! caches safe on broken texts, so that an edit that breaks one method still takes every
//! other method from the cache:
//!
//! - a statement's entry is taken or stored only when the statement holds no error
//!   ([`cacheable`]): a subtree without errors is what tree-sitter makes of its text
//!   wherever it stands, so its text decides its parse;
//! - the module's context, which every statement's facts depend on besides their own text,
//!   hashes the shape of its parse as well as its text ([`context_shape`]): the kinds of the
//!   nodes outside the module-level functions and the methods' bodies, with their lengths
//!   where no body lies inside, and the whole structure of whatever of it holds an error.
//!   A break inside one method's body leaves that shape as the clean version's.

use std::hash::Hasher;

use tree_sitter::Node;

use crate::model::Span;

/// Whether what is cached per statement (or per definition) may be taken for `node` or
/// stored for it: no error and no missing token inside.
pub fn cacheable(node: Node) -> bool {
    !node.has_error()
}

/// Feeds the shape of the module's context to `h`: the parse of everything that is not a
/// module-level function nor inside `bodies` (the methods' bodies, sorted, as
/// `extract::method_bodies` gives them). Linear in the top-level statements and the
/// statements of the classes' methods that hold a kept `return`; a subtree holding an error
/// outside the bodies is walked whole.
pub fn context_shape(root: Node, bodies: &[Span], h: &mut impl Hasher) {
    let mut cursor = root.walk();
    for stmt in root.children(&mut cursor) {
        h.write_u16(stmt.kind_id());
        if is_function_statement(stmt) {
            // Its text is its own (only its name is context), and what is cached of it is
            // taken only when it holds no error.
            continue;
        }
        node_shape(stmt, bodies, h);
    }
}

/// `context_shape` as one hash, which the analysis' context and the server's fold in.
pub fn shape_hash(root: Node, bodies: &[Span]) -> u64 {
    use std::hash::BuildHasher;
    WALKS.with(|c| c.set(c.get() + 1));
    let mut h = super::BuildFast.build_hasher();
    context_shape(root, bodies, &mut h);
    h.finish()
}

thread_local! {
    static WALKS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many times the context's shape was walked (`shape_hash`) on this thread since the
/// last call (what the tests count).
pub fn walks_counted() -> usize {
    WALKS.with(|c| c.replace(0))
}

fn is_function_statement(stmt: Node) -> bool {
    let inner = if stmt.kind() == "decorated_definition" {
        stmt.child_by_field_name("definition").unwrap_or(stmt)
    } else {
        stmt
    };
    inner.kind() == "function_definition"
}

fn node_shape(node: Node, bodies: &[Span], h: &mut impl Hasher) {
    let (start, end) = (node.start_byte(), node.end_byte());
    // The first body that ends after `start`: the only one that can hold `node` or begin
    // inside it before any other does.
    let i = bodies.partition_point(|b| b.end <= start);
    let inside = bodies
        .get(i)
        .is_some_and(|b| b.start <= start && end <= b.end);
    if inside {
        return;
    }
    h.write_u16(node.kind_id());
    let overlaps = bodies.get(i).is_some_and(|b| b.start < end);
    if !overlaps {
        // Wholly context: its text is hashed; a clean subtree is what its text says.
        h.write_usize(end - start);
        h.write_u8(u8::from(node.has_error()));
        if node.has_error() {
            subtree_shape(node, h);
        }
        return;
    }
    // A body lies inside: its length moves with the body, so only the structure around it.
    h.write_u8(0xfc);
    let mut cursor = node.walk();
    for child in node.children(&mut cursor) {
        node_shape(child, bodies, h);
    }
    h.write_u8(0xfb);
}

/// Every node's kind and length, in preorder, with where each node's children end.
fn subtree_shape(node: Node, h: &mut impl Hasher) {
    let mut cursor = node.walk();
    loop {
        let n = cursor.node();
        h.write_u16(n.kind_id());
        h.write_usize(n.end_byte() - n.start_byte());
        if cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            h.write_u8(0xfb);
            if !cursor.goto_parent() || cursor.node().id() == node.id() {
                return;
            }
        }
    }
}
