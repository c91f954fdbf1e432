//! Tools their server does not list (`Function::unlisted`): a transform of the server
//! replaces its `tools/list` with the tools it pins and a search and a call tool of its own
//! (fastmcp's search transforms), or a transform toolsight does not read may change what it
//! lists. The model finds such a tool through the search tool's result and calls it through
//! the call tool, so what is said about its payload (errors, descriptions, parameters) holds;
//! what is said about it as listed does not: a client's prefix on its listed name (N006), its
//! cost on every request that offers the listing (T001), the clients that cannot offer the
//! whole listing (T003). T002 leaves such tools out of a set's cost (`tokens`).

use crate::{Ctx, Diagnostic};

/// The rules whose claim is about the tool as its server lists it.
const ABOUT_THE_LISTING: [&str; 3] = ["N006", "T001", "T003"];

/// Drops the listing diagnostics of tools their server does not list (or whose listing is
/// unread).
pub(crate) fn filter(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    if !ctx.module.functions.iter().any(|f| f.unlisted.is_some()) {
        return;
    }
    out.retain(|d| {
        !(ABOUT_THE_LISTING.contains(&d.code)
            && d.function
                .and_then(|i| ctx.module.functions.get(i))
                .is_some_and(|f| f.unlisted.is_some()))
    });
}

/// Whether the registration `tool` stands for is not listed by its server.
pub(crate) fn unlisted(tool: &crate::ToolView) -> bool {
    tool.function.unlisted.is_some()
}
