//! Registrations at the top level of a module that can run neither as a file nor as
//! `python -m` (cymetica-eventtrader-mcp's `event_trader_mcp/tools/mcp_probe.py`: `from
//! ..core import mcp` and three `@mcp.tool` defs; no module imports it). A module no import
//! reaches (`External::unimported`) runs its top-level code only when something runs it:
//! - as a file: `fastmcp run f.py` and `mcp run f.py` load it with
//!   `importlib.util.spec_from_file_location("server_module", f)` (fastmcp 4.1.6
//!   `utilities/mcp_server_config/v1/sources/filesystem.py`, mcp 1.30 `cli/cli.py`
//!   `_import_server`), `python f.py` as `__main__`, `runpy.run_path` likewise: a module with
//!   no parent package, where a relative import raises `ImportError: attempted relative import
//!   with no known parent package` (run on both). An unguarded relative import at the top
//!   level stops the module there, before any statement after it;
//! - as `python -m pkg.mod` (its name written nowhere in the project, or `unimported` would
//!   not hold): the import works and the registrations run, but the process ends when the
//!   module does unless the module itself serves. So the module holds no `__main__` and no
//!   top-level statement that calls anything but the registrations themselves (outside
//!   `def`/`class` bodies and assignments): nothing there can run a server.
//!
//! Where any of that is not so, the module's registrations keep today's behaviour.

use tree_sitter::Node;

use crate::model::{MarkKind, ToolMark};
use crate::syntax::named_children;

/// How deep `quiet` and `has_call` look; deeper counts as a call (today's behaviour kept).
const MAX_DEPTH: usize = 64;

/// The byte where the first unguarded top-level relative import ends, and its line (1-based),
/// when the module can run neither as a file nor as `python -m` (see the module's doc);
/// `None` otherwise.
pub(super) fn stopping_import(root: Node, src: &str, marks: &[ToolMark]) -> Option<(usize, usize)> {
    if src.contains("__main__") {
        return None;
    }
    // Where the registration calls begin, sorted: a statement is looked up in it by range.
    let mut registrations: Vec<usize> = marks
        .iter()
        .filter(|m| m.kind == MarkKind::Register)
        .map(|m| m.span.start)
        .collect();
    registrations.sort_unstable();
    let mut import = None;
    for stmt in named_children(root) {
        if import.is_none()
            && stmt.kind() == "import_from_statement"
            && stmt
                .child_by_field_name("module_name")
                .is_some_and(|m| m.kind() == "relative_import")
        {
            import = Some((stmt.end_byte(), stmt.start_position().row + 1));
        }
        if !quiet(stmt, &registrations, 0) {
            return None;
        }
    }
    import
}

/// Whether `mark` registers (a decorator or a registration call, not a list element) in a
/// top-level statement that begins after `end`: code a module stopped at `end` never runs.
pub(super) fn after(root: Node, mark: &ToolMark, end: usize) -> bool {
    if !matches!(mark.kind, MarkKind::Decorator | MarkKind::Register) {
        return false;
    }
    let Some(mut n) = root.descendant_for_byte_range(mark.span.start, mark.span.end) else {
        return false;
    };
    while let Some(p) = n.parent() {
        if p.kind() == "module" {
            return n.start_byte() >= end;
        }
        n = p;
    }
    false
}

/// Whether a top-level statement calls nothing when the module runs, but the registrations:
/// imports, `def`s and classes (their bodies run only when called), assignments (a value
/// bound, not a server run: the module's own loggers, constants), docstrings, and compound
/// statements whose blocks hold only such statements.
fn quiet(stmt: Node, registrations: &[usize], depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match stmt.kind() {
        "import_statement"
        | "import_from_statement"
        | "future_import_statement"
        | "function_definition"
        | "class_definition"
        | "decorated_definition"
        | "comment"
        | "pass_statement"
        | "type_alias_statement" => true,
        "expression_statement" => named_children(stmt).iter().all(|e| match e.kind() {
            "assignment" | "augmented_assignment" | "string" | "concatenated_string" => true,
            "call" => {
                let i = registrations.partition_point(|s| *s < e.start_byte());
                registrations.get(i).is_some_and(|s| *s < e.end_byte())
            }
            _ => false,
        }),
        "if_statement" | "try_statement" | "else_clause" | "elif_clause" | "except_clause"
        | "finally_clause" | "block" => named_children(stmt).iter().all(|c| match c.kind() {
            // A condition or an exception type is evaluated: a call there could run
            // anything, so it keeps today's behaviour.
            "block" | "else_clause" | "elif_clause" | "except_clause" | "finally_clause" => {
                quiet(*c, registrations, depth + 1)
            }
            k if k.ends_with("statement") || k == "comment" => quiet(*c, registrations, depth + 1),
            _ => !has_call(*c, depth + 1),
        }),
        _ => false,
    }
}

/// Whether an expression holds a call (bounded; deeper than `MAX_DEPTH` counts as one).
fn has_call(n: Node, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    n.kind() == "call" || named_children(n).iter().any(|c| has_call(*c, depth + 1))
}
