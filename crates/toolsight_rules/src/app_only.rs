//! Tools an MCP Apps host keeps from the model. A registration's `meta={"ui": {"visibility":
//! ["app"]}}` (mcp 2.x's `add_tool`/`tool`, fastmcp's) or fastmcp's `app=AppConfig(visibility=
//! ["app"])` / `app={"visibility": ["app"]}` declares the tool for the widget app only: the
//! server lists it, and the host filters it out of what the model sees (the MCP Apps spec,
//! ext-apps `McpUiToolMeta`; fastmcp 3's `apps/config.py` `is_model_visible`: visible unless
//! `visibility` is a list without "model"). Advice about what the model reads (descriptions,
//! defaults it is told, token costs) does not apply to such a tool; what the client validates
//! still does. Read where literal only: a visibility toolsight cannot read leaves the tool
//! model-facing, as the spec's default (both audiences) does. T002 leaves such tools out of a
//! set's cost (`tokens`).

use std::collections::HashMap;

use crate::model::{CallValue, PyValue};
use crate::{Ctx, Diagnostic};

/// The rules whose claim is about what the model reads or pays for in one tool's
/// definition: silent about a tool no model is offered.
const MODEL_FACING: [&str; 8] = [
    "D001", "D002", "D003", "D005", "L011", "L012", "T001", "T004",
];

/// Drops the model-facing diagnostics of tools whose every registration is app-only.
pub(crate) fn filter(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    if !ctx.tools.iter().any(|t| t.mark.is_some_and(hidden)) {
        return;
    }
    // Per function, whether every registration hides it (one the model sees is enough to
    // keep its advice): found once, so the filter stays linear in tools and diagnostics.
    let mut all_hidden: HashMap<usize, bool> = HashMap::new();
    for t in ctx.tools.iter() {
        *all_hidden.entry(t.index).or_insert(true) &= t.mark.is_some_and(hidden);
    }
    out.retain(|d| {
        !(MODEL_FACING.contains(&d.code)
            && d.function
                .is_some_and(|f| all_hidden.get(&f).copied().unwrap_or(false)))
    });
}

/// Whether the registration `tool` stands for declares it for the app only.
pub(crate) fn hidden_tool(tool: &crate::ToolView) -> bool {
    tool.mark.is_some_and(hidden)
}

fn hidden(mark: &crate::model::ToolMark) -> bool {
    mark.options.as_ref().is_some_and(model_hidden)
}

/// Whether a registration's options declare the tool for the app only.
fn model_hidden(options: &CallValue) -> bool {
    let meta_ui = options
        .kwarg("meta")
        .and_then(|m| dict_get(m, "ui"))
        .and_then(|ui| dict_get(ui, "visibility"));
    let app = options.kwarg("app").and_then(|a| match a {
        PyValue::Dict(_) => dict_get(a, "visibility"),
        PyValue::Call(c) if c.qualified.rsplit('.').next() == Some("AppConfig") => {
            c.kwarg("visibility")
        }
        _ => None,
    });
    meta_ui.or(app).is_some_and(app_only)
}

/// A literal list of audiences without "model" (and every element read).
fn app_only(visibility: &PyValue) -> bool {
    let (PyValue::List(items) | PyValue::Tuple(items)) = visibility else {
        return false;
    };
    items.iter().all(|i| matches!(i, PyValue::Str(_)))
        && !items
            .iter()
            .any(|i| matches!(i, PyValue::Str(s) if s == "model"))
}

fn dict_get<'v>(value: &'v PyValue, key: &str) -> Option<&'v PyValue> {
    let PyValue::Dict(pairs) = value else {
        return None;
    };
    // The last occurrence of a key is the dict's value, as in Python.
    pairs
        .iter()
        .rev()
        .find(|(k, _)| matches!(k, PyValue::Str(s) if s == key))
        .map(|(_, v)| v)
}
