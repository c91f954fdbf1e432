//! What the language server asks of the index of registrations to join the sets several
//! modules register on one server (`rules::server_sets`) without analysing those modules on
//! every keystroke: which modules may take part in a set (their import lines name the
//! server's module), and a stamp that changes exactly when the index's entry for a module is
//! dropped (the module, or one its analysis may have read, changed).

use super::*;

impl Workspace {
    /// The modules whose import lines name `word` (the last segment of a module's name),
    /// sorted: from the import-word index the index of registrations keeps across
    /// generations (only the modules that changed are read again).
    pub fn modules_importing(&self, word: &str) -> Vec<String> {
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        let state = guard.get_or_insert_with(IncomingState::default);
        self.refresh_words(state);
        let mut out: Vec<String> = state
            .by_word
            .get(word)
            .into_iter()
            .flatten()
            .cloned()
            .collect();
        out.sort_unstable();
        out
    }

    /// A stamp of what an analysis of `module` may have read besides its own text: equal
    /// while the index of registrations keeps its entry (`refresh_words` drops it when the
    /// module or a fact its analysis read changes, and every entry when a module is added or
    /// removed; a changed module without an entry gets a new stamp too).
    pub fn stamp(&self, module: &str) -> (u64, u64) {
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        let state = guard.get_or_insert_with(IncomingState::default);
        self.refresh_words(state);
        (
            state.clears,
            state.drops.get(module).copied().unwrap_or_default(),
        )
    }

    /// Module `module`'s file.
    pub fn module_path(&self, module: &str) -> Option<PathBuf> {
        self.modules
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
            .map(|f| f.path.clone())
    }

    /// Module `module`'s text as the workspace reads it (an open document's buffer over the
    /// file).
    pub fn module_text(&self, module: &str) -> Option<Arc<str>> {
        self.source_of(module).map(|(text, _)| text)
    }
}
