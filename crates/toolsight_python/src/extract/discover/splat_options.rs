//! A registration whose options come in through a `**dict` toolsight did not read:
//! `@mcp.tool(**confirm_tool_args)` where the dict is built in the enclosing function, given
//! `"name"` and `"description"` and changed under an `if` (paymcp's dynamic confirmation
//! tools). The framework takes the name and the description from that dict, so the ones it
//! sends are not the function's own. Each name and description keyword the framework reads,
//! and that the call does not give itself, is recorded as the splat's text (an unread value):
//! the payload is unread and nothing that depends on it is reported. A dict the wrapper reader
//! resolves (`splat_dict`) is no longer a splat here; a dict imported from another module is
//! left as before, also read through its module (see `apply`). Only a decorator's or a registering
//! call's own options: the call that owns a `tools=[...]` list (`Agent(tools=[...],
//! **kwargs)`, a toolkit's `super().__init__(..., **kwargs)`) names no tool.

use crate::model::markers::{Arg, Dialects};
use crate::model::{MarkKind, PyValue, ToolMark};

pub(super) fn apply(marks: &mut [ToolMark], dialects: &Dialects, imported: impl Fn(&str) -> bool) {
    for m in marks.iter_mut() {
        if !matches!(m.kind, MarkKind::Decorator | MarkKind::Register) {
            continue;
        }
        let Some(options) = m.options.as_mut() else {
            continue;
        };
        let Some(splat) = options.args.iter().find_map(|a| match a {
            PyValue::Opaque { text } if text.starts_with("**") => Some(text.clone()),
            _ => None,
        }) else {
            continue;
        };
        // A dict another module defines (rf-mcp's `DISABLED_TOOL_KWARGS = {} if FASTMCP_V3
        // else {"enabled": False}`, imported into every tool module) is a project's shared
        // switch far more often than its tools' names: kept as before (not read, taken as
        // giving neither), so that 28 tools' findings do not go silent for it.
        // `**compat.KWARGS` reads the same dict through its module: the name the import binds
        // is the first segment.
        let root = splat
            .trim_start_matches('*')
            .split('.')
            .next()
            .unwrap_or_default();
        if imported(root) {
            continue;
        }
        let Some(dialect) = dialects
            .frameworks
            .iter()
            .find(|d| Some(d.handle()) == m.library)
        else {
            continue;
        };
        let markers = &dialect.markers;
        let description = match markers.description {
            Arg::At(_, k) | Arg::Keyword(k) | Arg::KeywordUnless(k, _, _) => Some(k),
            Arg::AllPositional | Arg::NameString => None,
        };
        for key in markers.name.keywords.iter().copied().chain(description) {
            if options.kwarg(key).is_none() {
                options.kwargs.push((
                    key.to_string(),
                    PyValue::Opaque {
                        text: splat.clone(),
                    },
                ));
            }
        }
    }
}
