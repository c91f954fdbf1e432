//! Tool classes whose instances are named where they are made: a langchain `BaseTool`
//! subclass with `name: str = "This is the tool name."` that its module only ever
//! instantiates as `PostRequestTool(name=endpoint["operationId"], ...)` (langchain-compass)
//! sends the names the calls give, not the class's own. When every instantiation in the
//! module gives a `name=` toolsight cannot read, the name is unread.

use std::collections::HashMap;
use std::sync::Arc;

use tree_sitter::Node;

use crate::model::{DefKind, Function, ToolMark};
use crate::syntax::{named_children, text};

pub(super) fn apply(root: Node, src: &str, functions: &mut [Arc<Function>], marks: &[ToolMark]) {
    // The module-level tool classes, by the class's name (a class tool's `name` is its
    // tool name, its `qualname` the class's).
    let classes: HashMap<String, usize> = marks
        .iter()
        .filter_map(|m| {
            let f = functions.get(m.function)?;
            (f.kind == DefKind::Class && !f.qualname.contains('.'))
                .then(|| (f.qualname.clone(), m.function))
        })
        .collect();
    if classes.is_empty() {
        return;
    }
    // Per class: the line of the first call naming it with an unread value, and whether any
    // call leaves the name to the class (or gives a string).
    let mut calls: HashMap<usize, (Option<usize>, bool)> = HashMap::new();
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if node.kind() == "call" {
            if let Some(&i) = node
                .child_by_field_name("function")
                .filter(|f| f.kind() == "identifier")
                .and_then(|f| classes.get(text(f, src)))
            {
                let entry = calls.entry(i).or_insert((None, false));
                match given_name(node, src) {
                    Some(false) => {
                        let line = node.start_position().row + 1;
                        entry.0.get_or_insert(line);
                    }
                    _ => entry.1 = true,
                }
            }
        }
        stack.extend(named_children(node));
    }
    for (i, (unread_at, plain)) in calls {
        if let (Some(line), false) = (unread_at, plain) {
            Arc::make_mut(&mut functions[i]).name_given_unread = Some(line);
        }
    }
}

/// `Some(true)` when the call gives `name=` a string, `Some(false)` when it gives another
/// value, `None` when it gives no `name=`.
fn given_name(call: Node, src: &str) -> Option<bool> {
    let v = super::sinks::keyword_argument(call, "name", src)?;
    Some(
        v.kind() == "string"
            && !named_children(v)
                .iter()
                .any(|c| c.kind() == "interpolation"),
    )
}
