//! Which server object each group of registrations is on, by qualified name, where the
//! receiver is a plain name bound at module level: the module's own (`mcp = FastMCP("x")`
//! in `pkg/server.py` is `pkg.server.mcp`) or imported from another module (`from
//! pkg.server import mcp`, the same object). Several modules registering on one imported
//! server build one set (omni-app-mcp: twenty tool modules on `omni_mcp.server.mcp`); the
//! rules about a whole set join the groups with one name across the modules of a run.

use tree_sitter::Node;

use crate::model::{Import, ToolMark};
use crate::syntax::{named_children, text};

/// `(group, qualified name)` for each group of `marks` whose receiver (`receivers`: plain
/// names with their groups) is imported by name at module level (`imports`) or assigned at
/// module level here.
pub(super) fn of_groups(
    root: Node,
    src: &str,
    module: &str,
    imports: &[Import],
    receivers: &[(String, usize)],
    marks: &[ToolMark],
) -> Vec<(usize, String)> {
    let used: Vec<&(String, usize)> = receivers
        .iter()
        .filter(|(_, g)| marks.iter().any(|m| m.group == Some(*g)))
        .collect();
    if used.is_empty() {
        return Vec::new();
    }
    // `pkg/__init__.py` is imported as `pkg`.
    let module = module.strip_suffix(".__init__").unwrap_or(module);
    let assigned = module_level_assignments(root, src);
    let mut out: Vec<(usize, String)> = used
        .into_iter()
        .filter_map(|(name, g)| {
            let imported: Vec<&Import> = imports.iter().filter(|i| i.local == *name).collect();
            let qualified = match (imported.as_slice(), assigned.contains(&name.as_str())) {
                // Imported once and never rebound here: the other module's object.
                ([i], false) if !i.is_module => i.target.clone(),
                // Bound here and imported nowhere: this module's object.
                ([], true) => format!("{module}.{name}"),
                _ => return None,
            };
            Some((*g, qualified))
        })
        .collect();
    out.sort();
    out
}

/// The names a module-level statement assigns (`mcp = FastMCP(...)`, `mcp: FastMCP = ...`).
fn module_level_assignments<'s>(root: Node, src: &'s str) -> Vec<&'s str> {
    let mut names = Vec::new();
    for stmt in named_children(root) {
        if stmt.kind() != "expression_statement" {
            continue;
        }
        for a in named_children(stmt)
            .into_iter()
            .filter(|n| n.kind() == "assignment")
        {
            if let Some(left) = a
                .child_by_field_name("left")
                .filter(|l| l.kind() == "identifier")
            {
                names.push(text(left, src));
            }
        }
    }
    names
}
