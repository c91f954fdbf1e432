//! The order of a command-line run's checks: a module a question parsed before its own check
//! is checked next, while that tree is kept (`TreeCache::pinned`), instead of in the files'
//! order, by when its tree has left the budget and the check parses it again (agno: 145 of
//! its 1,176 checks, 4.4 MB, BENCHMARKS.md, speedcheck7). The checks' results do not depend on
//! their order (the same for any number of threads), only which trees are parsed twice.

use super::{dunder_name, HashSet, Workspace};

#[derive(Default)]
pub(super) struct CheckOrder {
    /// The modules the run checks and has not started checking.
    unchecked: HashSet<String>,
    /// Of them, those a question parsed, newest last.
    wanted: Vec<String>,
}

impl Workspace {
    /// The modules (by analysis name) the run is about to check.
    pub fn will_check<'a>(&self, analysis_names: impl IntoIterator<Item = &'a str>) {
        let mut order = self.order.lock().unwrap_or_else(|e| e.into_inner());
        order.unchecked.extend(
            analysis_names
                .into_iter()
                .map(|n| dunder_name(n).to_string()),
        );
    }

    /// The module a question parsed most recently that is still to be checked, if any.
    pub fn next_wanted(&self) -> Option<String> {
        let mut order = self.order.lock().unwrap_or_else(|e| e.into_inner());
        while let Some(m) = order.wanted.pop() {
            if order.unchecked.contains(&m) {
                return Some(m);
            }
        }
        None
    }

    /// Module `analysis_name`'s check starts: questions about it keep no tree for it.
    pub fn checking(&self, analysis_name: &str) {
        self.order
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .unchecked
            .remove(dunder_name(analysis_name));
    }

    /// Module `analysis_name` is checked: a tree kept for its check that it did not take (the
    /// text it was checked with was another) goes.
    pub fn checked(&self, analysis_name: &str) {
        self.parsed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .unpin(dunder_name(analysis_name));
    }

    /// A question parsed `module`: whether it is still to be checked (then it is wanted next,
    /// and its tree kept for that check).
    pub(super) fn wanted_next(&self, module: &str) -> bool {
        let mut order = self.order.lock().unwrap_or_else(|e| e.into_inner());
        if !order.unchecked.contains(module) {
            return false;
        }
        order.wanted.push(module.to_string());
        true
    }
}
