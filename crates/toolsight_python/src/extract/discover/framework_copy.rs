//! A module of a framework's own package, checked as a project: agno's own `agno/agent/agent.py`
//! in a copy of agno published under another name (agno-dinesh ships the import package
//! `agno`), or a checkout of the framework itself.
//!
//! There the framework hands its users' tools from one internal method to the next
//! (`self._get_run_messages(tools=_tools)`, `self.model.response_stream(tools=tools)`): those
//! calls are plumbing, not a registration, and the list they pass is the one the framework's
//! *user* gives an agent, which this project never reads. Read as `tools=` lists they made one
//! "sent together" set of every function the flow could reach (177 tools in agno-dinesh's
//! agent.py, counted again at every call: 354, 531, 708), so K001, C001 and T002 judged a set
//! no program sends. What is sent together is decided where the framework is used, not here:
//! unread, so silent. The framework's own toolkits (`class X(Toolkit)` calling
//! `super().__init__(tools=[...])`) are still tools a user gets, found through their class as in
//! any project.
//!
//! A module name under a framework's import root is not enough: user projects name their own
//! packages `mcp/` or `agents/` (iflow-mcp servers, vape-mcp-server), where `tools=` calls are
//! theirs. The framework's own code is told by what it imports: a name that one of the
//! framework's markers names (agno's `Function`, `Toolkit`, `Agent`), from under the framework's
//! import root, *defined in this project* (agno-dinesh's `agno/tools/function.py`). A user's
//! `mcp/` package imports `FastMCP` from the installed SDK, which the project does not define.

use crate::extract::scope::Scope;
use crate::model::markers::Dialect;

/// Whether the module being analysed is the own code of a framework toolsight models: it lies
/// under the framework's import root and imports one of the framework's marked names from a
/// definition of this project.
fn is_framework_module(scope: &Scope) -> bool {
    let Some(external) = scope.external else {
        return false;
    };
    let Some(dialect) = scope.dialects.iter().find(|d| d.owns(&scope.module)) else {
        return false;
    };
    scope.imports.values().any(|import| {
        let target = import.target.as_str();
        let name = target.rsplit('.').next().unwrap_or(target);
        !import.is_module
            && dialect.owns(target)
            && names_a_marker(dialect, name)
            && (external.class_bases(target, 0).is_some() || external.function(target, 0).is_some())
    })
}

/// Whether `name` is a class or function one of the framework's markers names: a toolkit base,
/// a wrapper's or list sink's callee, a decorator.
fn names_a_marker(dialect: &Dialect, name: &str) -> bool {
    let m = &dialect.markers;
    let head = |callee: &str| callee.split('.').next() == Some(name);
    m.classes.iter().any(|c| c.base == name)
        || m.wrappers.iter().any(|w| head(w.callee))
        || m.lists.iter().any(|l| head(l.callee))
        || m.decorators.contains(&name)
}

impl super::Ctx<'_, '_> {
    /// [`is_framework_module`] for the module being walked, computed once.
    pub(super) fn is_framework_module(&self) -> bool {
        *self
            .framework_module
            .get_or_init(|| is_framework_module(self.scope))
    }
}
