//! Sibling `if`s that compare one name with different literals (`if MODE == 2: ...` then
//! `if MODE == 3: ...`, mcp-security-scanner): the name holds one value while they run, so
//! at most one of their bodies runs, and what they register are alternatives as the
//! branches of one `if` are. They share one choice (the first `if` of the run) and each
//! literal is an arm of it.
//!
//! Only where that is certain: every clause of each `if` is `NAME == literal` (or
//! `literal == NAME`) with an integer or plain string literal, no `else`; nothing in the run
//! names `NAME` but those conditions (so nothing in it rebinds it); and no function of the
//! module declares `NAME` `global` or `nonlocal` (a call in the run could change it).

use tree_sitter::Node;

use crate::syntax::{named_children, text};

/// How many sibling statements on each side of an `if` are read for its run (keeps the
/// cost of every `if` bounded).
const MAX_SIBLINGS: usize = 16;

/// Arms of a shared choice are numbered in their own range, away from branch indices and
/// `Arm::NOT_TAKEN`; two literals hashing alike only make two branches not exclusive.
const ARM_BASE: u32 = 0x4000_0000;

/// For an `if` statement in a run of sibling `if`s on one name: the run's choice (where
/// its first `if` is written) and the arm of each of this `if`'s clauses (its block, then
/// its `elif`s).
pub fn shared_choice(stmt: Node, src: &str) -> Option<(usize, Vec<u32>)> {
    let (name, arms) = clauses(stmt, src)?;
    let block = stmt.parent()?;
    let siblings = named_children(block);
    let at = siblings.iter().position(|s| *s == stmt)?;
    let in_run = |s: Node| s.kind() == "comment" || clauses(s, src).is_some_and(|(n, _)| n == name);
    let mut first = at;
    while first > 0 && at - first < MAX_SIBLINGS && in_run(siblings[first - 1]) {
        first -= 1;
    }
    let mut last = at;
    while last + 1 < siblings.len() && last - at < MAX_SIBLINGS && in_run(siblings[last + 1]) {
        last += 1;
    }
    let ifs: Vec<Node> = siblings[first..=last]
        .iter()
        .copied()
        .filter(|s| s.kind() == "if_statement")
        .collect();
    if ifs.len() < 2 || declared_global(stmt, src, name) {
        return None;
    }
    // Nothing in the run names it except the conditions themselves.
    let in_conditions: usize = ifs.iter().map(|s| conditions(*s).len()).sum();
    let named: usize = ifs.iter().map(|s| count_name(*s, src, name)).sum();
    if named != in_conditions {
        return None;
    }
    Some((ifs[0].start_byte(), arms))
}

/// The name an `if` tests and the arm of each clause, when every clause is `NAME ==
/// literal` on one name with distinct literals and there is no `else`.
fn clauses<'s>(stmt: Node, src: &'s str) -> Option<(&'s str, Vec<u32>)> {
    if stmt.kind() != "if_statement"
        || named_children(stmt)
            .iter()
            .any(|c| c.kind() == "else_clause")
    {
        return None;
    }
    let mut name = None;
    let mut keys = Vec::new();
    for c in conditions(stmt) {
        let (n, key) = equality(c, src)?;
        if name.is_some_and(|m| m != n) || keys.contains(&key) {
            return None;
        }
        name = Some(n);
        keys.push(key);
    }
    let arms = keys.iter().map(|k| arm_of(k)).collect();
    Some((name?, arms))
}

/// The conditions of an `if` and its `elif`s.
fn conditions(stmt: Node) -> Vec<Node> {
    let mut out: Vec<Node> = stmt.child_by_field_name("condition").into_iter().collect();
    for c in named_children(stmt) {
        if c.kind() == "elif_clause" {
            out.extend(c.child_by_field_name("condition"));
        }
    }
    out
}

/// `NAME == literal` or `literal == NAME`: the name and the literal's value as a key
/// (`i:` integers, `s:` strings), for literals whose value is plain to read.
fn equality<'s>(c: Node, src: &'s str) -> Option<(&'s str, String)> {
    let c = crate::syntax::unwrap_expr(c);
    if c.kind() != "comparison_operator" {
        return None;
    }
    let parts = named_children(c);
    let ops: Vec<Node> = {
        let mut cur = c.walk();
        c.children(&mut cur).filter(|n| !n.is_named()).collect()
    };
    if parts.len() != 2 || ops.len() != 1 || ops[0].kind() != "==" {
        return None;
    }
    let (id, lit) = match (parts[0].kind(), parts[1].kind()) {
        ("identifier", _) => (parts[0], parts[1]),
        (_, "identifier") => (parts[1], parts[0]),
        _ => return None,
    };
    Some((text(id, src), literal_key(lit, src)?))
}

/// An integer written in decimal, or a string without prefix, escapes or interpolation.
fn literal_key(lit: Node, src: &str) -> Option<String> {
    let t = text(lit, src);
    match lit.kind() {
        "integer" if t.bytes().all(|b| b.is_ascii_digit()) => {
            let digits = t.trim_start_matches('0');
            Some(format!(
                "i:{}",
                if digits.is_empty() { "0" } else { digits }
            ))
        }
        "string" => {
            let q = t.chars().next()?;
            if !matches!(q, '"' | '\'')
                || t.len() < 2
                || t.contains('\\')
                || t.starts_with("\"\"\"")
                || t.starts_with("'''")
            {
                return None;
            }
            Some(format!("s:{}", &t[1..t.len() - 1]))
        }
        _ => None,
    }
}

/// The arm of one literal: a hash of its key in the shared choices' range.
fn arm_of(key: &str) -> u32 {
    // FNV-1a: stable across runs, which keeps the arms of one module the same every time.
    let mut h: u32 = 0x811c_9dc5;
    for b in key.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    ARM_BASE | (h & 0x3fff_ffff)
}

/// How many identifiers `name` the subtree holds.
fn count_name(node: Node, src: &str, name: &str) -> usize {
    let mut n = 0;
    let mut cur = node.walk();
    let mut stack = vec![node];
    while let Some(x) = stack.pop() {
        if x.kind() == "identifier" && text(x, src) == name {
            n += 1;
        }
        stack.extend(x.children(&mut cur));
    }
    n
}

/// Whether a `global` or `nonlocal` statement anywhere in the module names `name`. Asked only
/// for a run of two or more `if`s on one name (rare); a module whose text holds neither word
/// (almost all) is answered by a text search, without a walk. No cache keyed by the text's
/// address: in the language server a freed text's address is reused by the next version.
fn declared_global(node: Node, src: &str, name: &str) -> bool {
    if !src.contains("global") && !src.contains("nonlocal") {
        return false;
    }
    let mut root = node;
    while let Some(p) = root.parent() {
        root = p;
    }
    let mut cur = root.walk();
    let mut stack = vec![root];
    while let Some(x) = stack.pop() {
        if matches!(x.kind(), "global_statement" | "nonlocal_statement") {
            if named_children(x).iter().any(|n| text(*n, src) == name) {
                return true;
            }
            continue;
        }
        stack.extend(x.children(&mut cur));
    }
    false
}
