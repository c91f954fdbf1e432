//! The index of registrations (which modules register tools other modules define), kept
//! across workspace generations: a new generation drops the entries of the modules whose
//! text changed and of the modules whose analysis may have read them, and only those are
//! analysed again. Before, every generation (an edit that changed a module's exports) made
//! the language server analyse every registering module of the workspace again.

use super::*;

impl Workspace {
    /// The language server's workspace: the index of registrations is built whole
    /// (`prepare_registrations`, in the background once the files are listed) and each
    /// question is a look-up in it; a question asked while another thread builds it waits
    /// at most `wait`, then is answered from the entries made so far (`take_partial`).
    pub fn with_registration_index(mut self, wait: std::time::Duration) -> Workspace {
        self.registrations_up_front = true;
        self.index_wait = Some(wait);
        self.track_reads = true;
        self
    }

    /// Whether a question was answered before the index was complete since the last call
    /// (the documents it was asked for are to be analysed again).
    pub fn take_partial(&self) -> bool {
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        guard
            .as_mut()
            .is_some_and(|state| std::mem::take(&mut state.partial))
    }

    /// Brings the import-word index to the workspace's generation, and drops the entries of
    /// the index of registrations the changes since the last generation make stale.
    pub(super) fn refresh_words(&self, state: &mut IncomingState) {
        let generation = self.generation();
        if state.generation == generation && !state.words.is_empty() {
            return;
        }
        state.generation = generation;
        state.by_target = None;
        let files = self.files();
        let names: Vec<String> = files.iter().map(|(n, _)| n.clone()).collect();
        if names != state.files_seen {
            // A module added or removed: names resolve differently anywhere.
            state.analysed.clear();
            state.reads.clear();
            state.clears += 1;
            state.files_seen = names;
        }
        // Import words are kept across generations: only modules that changed since (or
        // are new) are read again.
        let known: HashSet<&String> = files.iter().map(|(n, _)| n).collect();
        let gone: Vec<String> = state
            .words
            .keys()
            .filter(|m| !known.contains(m))
            .cloned()
            .collect();
        for m in gone {
            state.forget(&m);
            state.text_hash.remove(&m);
        }
        // The modules whose text changed since the entries were made, and the import words
        // some module gained or lost (which changes who `importers` names).
        let mut changed: HashSet<String> = HashSet::new();
        let mut words_changed: HashSet<String> = HashSet::new();
        // Each module to read is read and its import lines scanned on the pool's threads
        // (all of a project's files on the first question: a serial phase of a check
        // otherwise); the index is then updated in the files' order.
        let to_read: Vec<&String> = files
            .iter()
            .map(|(n, _)| n)
            .filter(|n| !state.words.contains_key(*n) || state.dirty.contains(*n))
            .collect();
        let read_words = {
            use rayon::prelude::*;
            let state = &*state;
            to_read
                .par_iter()
                .map(|name| {
                    let source = self.source_of(name);
                    let hash = source
                        .as_ref()
                        .map(|(t, p)| crate::textcache::hash_text(t) ^ u64::from(*p));
                    if state.words.contains_key(*name)
                        && hash.is_some()
                        && state.text_hash.get(*name) == hash.as_ref()
                    {
                        // Marked (a document opened, a file saved) with the text it had.
                        return None;
                    }
                    let words = source.map(|(text, package)| {
                        import_words(self.dialects, &text, name, package, &|q| self.is_module(q))
                    });
                    Some((hash, words))
                })
                .collect::<Vec<_>>()
        };
        for (name, found) in to_read.into_iter().zip(read_words) {
            let Some((hash, words)) = found else {
                continue;
            };
            let read = state.words.contains_key(name);
            let kept = read && !state.analysed.is_empty();
            if read && !kept {
                // No entry to drop, so none whose drop is counted: every stamp changes.
                state.clears += 1;
            }
            if kept {
                changed.insert(name.clone());
                let old = state.words.get(name).map(|(w, _)| w);
                let new = words.as_ref().map(|(w, _)| w);
                let empty = HashSet::new();
                let (old, new) = (old.unwrap_or(&empty), new.unwrap_or(&empty));
                words_changed.extend(old.symmetric_difference(new).cloned());
            }
            state.forget(name);
            state.text_hash.remove(name);
            if let Some(w) = words {
                for x in &w.0 {
                    state
                        .by_word
                        .entry(x.clone())
                        .or_default()
                        .insert(name.clone());
                }
                state.words.insert(name.clone(), w);
                state
                    .text_hash
                    .insert(name.clone(), hash.unwrap_or_default());
            }
        }
        let stale: Vec<String> = state
            .analysed
            .keys()
            .filter(|m| self.entry_stale(state, m, &changed, &words_changed))
            .cloned()
            .collect();
        for m in &stale {
            state.analysed.remove(m);
            state.reads.remove(m);
            *state.drops.entry(m.clone()).or_default() += 1;
        }
        // A changed module without an entry: its own stamp changes all the same (the
        // language server's parts of server sets are made from its text).
        for m in changed.iter().filter(|m| !stale.contains(m)) {
            *state.drops.entry(m.clone()).or_default() += 1;
        }
        state.dirty.clear();
        state.framework_words = state
            .words
            .iter()
            .filter(|(_, (_, fw))| *fw)
            .map(|(m, _)| last_segment(m).to_string())
            .collect();
    }

    /// Whether the entry of `module` may no longer be what its analysis would make now: its
    /// module changed, or a module it read, or who imports a word it asked about, or the
    /// answer to a question about the whole project it asked. An entry whose reads were not
    /// recorded is stale at any change.
    fn entry_stale(
        &self,
        state: &IncomingState,
        module: &str,
        changed: &HashSet<String>,
        words_changed: &HashSet<String>,
    ) -> bool {
        let Some(read) = state.reads.get(module) else {
            return !changed.is_empty();
        };
        changed.contains(module)
            || read.modules.iter().any(|m| changed.contains(m))
            || read.importers.iter().any(|w| words_changed.contains(w))
            || read.project.iter().any(|q| match q {
                reads::ProjectQuestion::WordElsewhere(m, w, answer) => {
                    self.word_elsewhere(dunder_name(m), w) != *answer
                }
                reads::ProjectQuestion::Unimported(m, answer) => {
                    self.unimported_answer(m) != *answer
                }
            })
    }

    /// What module `name` registers of other modules (`registered_elsewhere`), with what
    /// its analysis read when the workspace tracks it.
    fn registered_tracked(&self, name: &str) -> (Vec<Registered>, Recorded) {
        if !self.track_reads {
            return (self.registered_elsewhere(name), None);
        }
        let (found, read) = reads::recording(false, || self.registered_elsewhere(name));
        (found, Some(read))
    }

    /// Builds the index of registrations: analyses the registering modules that have no
    /// entry on the current thread pool's threads (a command-line run over an import root,
    /// before its files are checked in parallel; the language server once the workspace is
    /// listed, and again after a change made entries stale).
    pub fn prepare_registrations(&self) {
        use rayon::prelude::*;
        if !self.registrations_up_front {
            return;
        }
        loop {
            let (generation, names) = {
                let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
                let state = guard.get_or_insert_with(IncomingState::default);
                self.refresh_words(state);
                let missing = missing_entries(state);
                if missing.is_empty() {
                    return;
                }
                if state.building {
                    // Another thread builds it; its entries are the ones wanted here.
                    drop(self.index_built.wait(guard));
                    continue;
                }
                state.building = true;
                (state.generation, missing)
            };
            let building = Building(self);
            let started = std::time::Instant::now();
            // Last to first: the trees the budget keeps at the end are those of the first
            // modules, which are checked first.
            let mut found: Vec<(Vec<Registered>, Recorded)> = names
                .par_iter()
                .rev()
                .map(|n| self.registered_tracked(n))
                .collect();
            found.reverse();
            if timing() {
                eprintln!(
                    "toolsight timing: index of registrations: {} entries made in {:.2} ms",
                    names.len(),
                    started.elapsed().as_secs_f64() * 1000.0
                );
            }
            let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
            let state = guard.get_or_insert_with(IncomingState::default);
            // Made from the texts of `generation`: a change since may make them stale.
            if state.generation == generation && self.generation() == generation {
                for (n, (f, read)) in names.into_iter().zip(found) {
                    if state.analysed.contains_key(&n) {
                        continue;
                    }
                    match read {
                        Some(r) => state.reads.insert(n.clone(), r),
                        None => state.reads.remove(&n),
                    };
                    state.analysed.insert(n, f);
                }
            }
            drop(guard);
            drop(building);
        }
    }

    /// A command-line run over an import root takes the index of registrations from its
    /// own checks instead of analysing every registering module up front and keeping those
    /// analyses until their modules are checked (most of a package's modules import its
    /// framework, and few register another module's tools): each file is checked without
    /// incoming registrations and records what its module registers
    /// (`record_registrations`); `finish_registrations` then completes the index, and only
    /// the files `incoming` now names tools of are checked again. Whether the checks are to
    /// record (false: the index is complete already, or the workspace answers otherwise).
    pub fn collect_registrations(&self) -> bool {
        if !self.registrations_up_front || self.kept.is_none() || self.index_wait.is_some() {
            return false;
        }
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        let state = guard.get_or_insert_with(IncomingState::default);
        self.refresh_words(state);
        if index_ready(state) {
            return false;
        }
        self.collecting.store(true, Ordering::Release);
        true
    }

    /// Records what module `analysis_name` registers of other modules, from its analysis
    /// `m` of `source`, made as `registered_elsewhere` would make it (the same text, name and
    /// tree): the index's entry for a registering module read with this text.
    pub fn record_registrations(
        &self,
        analysis_name: &str,
        source: &str,
        m: &crate::model::Module,
    ) {
        if !self.collecting.load(Ordering::Acquire) {
            return;
        }
        let module = dunder_name(analysis_name);
        let package = analysis_name.ends_with(".__init__");
        let hash = crate::textcache::hash_text(source) ^ u64::from(package);
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        let state = guard.get_or_insert_with(IncomingState::default);
        // A file the index read under another name or with another text is analysed by
        // `finish_registrations` as the index knows it.
        if state.text_hash.get(module) != Some(&hash) || !registers(state, module) {
            return;
        }
        if !state.analysed.contains_key(module) {
            let found = registrations_of(m, source);
            state.analysed.insert(module.to_string(), found);
        }
    }

    /// Completes the index the checks recorded into: the registering modules no check
    /// recorded (outside the files checked) are analysed here, on the pool's threads, and
    /// `incoming` answers from the index again.
    pub fn finish_registrations(&self) {
        use rayon::prelude::*;
        if !self.collecting.load(Ordering::Acquire) {
            return;
        }
        let missing = {
            let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
            let state = guard.get_or_insert_with(IncomingState::default);
            missing_entries(state)
        };
        let found: Vec<Vec<Registered>> = missing
            .par_iter()
            .map(|n| self.registered_elsewhere(n))
            .collect();
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        let state = guard.get_or_insert_with(IncomingState::default);
        for (n, f) in missing.into_iter().zip(found) {
            state.analysed.entry(n).or_insert(f);
        }
        self.collecting.store(false, Ordering::Release);
    }

    /// `incoming` from the index of registrations, built first if it is not complete.
    pub(super) fn incoming_from_index(&self, module: &str) -> Vec<Incoming> {
        let deadline = self.index_wait.map(|w| std::time::Instant::now() + w);
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            let state = guard.get_or_insert_with(IncomingState::default);
            self.refresh_words(state);
            if index_ready(state) {
                break;
            }
            let Some(deadline) = deadline else {
                // The command line: built here, on this thread, under the lock (a thread of
                // its pool that waited for another's build could be the one that build's
                // tasks wait for).
                let found: Vec<(String, Vec<Registered>)> = missing_entries(state)
                    .into_iter()
                    .map(|n| {
                        let f = self.registered_elsewhere(&n);
                        (n, f)
                    })
                    .collect();
                state.analysed.extend(found);
                continue;
            };
            if !state.building {
                drop(guard);
                self.prepare_registrations();
                guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
                continue;
            }
            if state.built_once {
                // A rebuild after a change: nothing would analyse the document again after
                // a partial answer, so it waits for the entries.
                guard = self
                    .index_built
                    .wait(guard)
                    .unwrap_or_else(|e| e.into_inner());
                continue;
            }
            let now = std::time::Instant::now();
            if now >= deadline {
                // Answered from the entries made so far; the server analyses the document
                // again once the index is built.
                state.partial = true;
                let by_target = by_target(state);
                return answer(state, &by_target, module);
            }
            guard = self
                .index_built
                .wait_timeout(guard, deadline - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        let state = guard.get_or_insert_with(IncomingState::default);
        let by_target = state.by_target.take().unwrap_or_default();
        let out = answer(state, &by_target, module);
        state.by_target = Some(by_target);
        out
    }
}

/// `TOOLSIGHT_TIMING=1` (the language server's timing lines): how many entries each build of
/// the index made, and in how long.
fn timing() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("TOOLSIGHT_TIMING").is_ok_and(|v| v == "1"))
}

/// Clears `building` and wakes the threads waiting for the index when a build ends, also
/// when an analysis panicked (the language server catches it; its waiters would hang).
struct Building<'w>(&'w Workspace);

impl Drop for Building<'_> {
    fn drop(&mut self) {
        let mut guard = self.0.incoming.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(state) = guard.as_mut() {
            state.building = false;
        }
        self.0.index_built.notify_all();
    }
}

/// The registering modules without an entry, sorted by name.
fn missing_entries(state: &IncomingState) -> Vec<String> {
    registering_modules(state)
        .into_iter()
        .filter(|n| !state.analysed.contains_key(n))
        .collect()
}

/// Whether every registering module has its entry (then `by_target` is built).
fn index_ready(state: &mut IncomingState) -> bool {
    if state.by_target.is_some() {
        return true;
    }
    if !missing_entries(state).is_empty() {
        return false;
    }
    state.by_target = Some(by_target(state));
    state.built_once = true;
    true
}

/// The tools registered in other modules, by every dotted suffix of the defining module's
/// name (`a.b.tools`, `b.tools`, `tools`), in the order of the registering modules' names.
fn by_target(state: &IncomingState) -> HashMap<String, Vec<Registered>> {
    let mut by_target: HashMap<String, Vec<Registered>> = HashMap::new();
    for name in registering_modules(state) {
        let Some(registered) = state.analysed.get(&name) else {
            continue;
        };
        for (target, t) in registered {
            let mut key = target.as_str();
            loop {
                by_target
                    .entry(key.to_string())
                    .or_default()
                    .push((name.clone(), t.clone()));
                match key.split_once('.') {
                    Some((_, rest)) => key = rest,
                    None => break,
                }
            }
        }
    }
    by_target
}

/// The entries of the index that name `module`, from modules that reach it through their
/// imports (the same registering modules the walk finds; the walk runs only when there is an
/// entry, until it has met each registering module).
fn answer(
    state: &IncomingState,
    by_target: &HashMap<String, Vec<Registered>>,
    module: &str,
) -> Vec<Incoming> {
    let entries = match by_target.get(module) {
        Some(e) if !e.is_empty() => e,
        _ => return Vec::new(),
    };
    let mut wanted: HashSet<&str> = entries
        .iter()
        .map(|(from, _)| from.as_str())
        .filter(|from| *from != module)
        .collect();
    let reached: HashSet<&str> = reach(state, module, &mut |m| {
        wanted.remove(m);
        wanted.is_empty()
    })
    .into_iter()
    .collect();
    entries
        .iter()
        .filter(|(from, _)| reached.contains(from.as_str()))
        .map(|(_, t)| t.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOOLS: &str = "def search(q: str) -> str:\n    \"\"\"Searches.\"\"\"\n    return q\n\n\n\
        def lookup(q: str) -> str:\n    \"\"\"Looks up.\"\"\"\n    return q\n";
    const LISTS: &str = "from shop.tools import search\n\nTOOLS = [search]\n";
    const AGENT: &str = "from agno.agent import Agent\n\nfrom shop.lists import TOOLS\n\n\
        agent = Agent(tools=TOOLS)\n";
    const OTHER: &str = "from agno.agent import Agent\n\nfrom shop.tools import lookup\n\nx = 1\n";
    const NOTES: &str = "NOTE = 'unrelated'\n";

    /// A package on disk: `tools` defines two functions, `agent` registers the list
    /// `lists` holds, `other` imports the framework and `lookup` but registers nothing yet.
    fn shop(dir: &Path) -> Workspace {
        let pkg = dir.join("shop");
        let _ = std::fs::remove_dir_all(dir);
        std::fs::create_dir_all(&pkg).unwrap();
        for (name, text) in [
            ("__init__.py", ""),
            ("tools.py", TOOLS),
            ("lists.py", LISTS),
            ("agent.py", AGENT),
            ("other.py", OTHER),
            ("notes.py", NOTES),
        ] {
            std::fs::write(pkg.join(name), text).unwrap();
        }
        Workspace::scan(&toolsight_frameworks::DIALECTS, &[dir.to_path_buf()])
            .with_registration_index(std::time::Duration::from_secs(60))
    }

    /// The incoming registrations of `shop.tools`: (function, registering module), sorted.
    fn registered(ws: &Workspace) -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = ws
            .incoming("shop.tools")
            .into_iter()
            .map(|t| (t.function, t.from))
            .collect();
        v.sort();
        v
    }

    fn pair(f: &str, from: &str) -> (String, String) {
        (f.to_string(), from.to_string())
    }

    fn has_entry(ws: &Workspace, module: &str) -> bool {
        let guard = ws.incoming.lock().unwrap();
        guard
            .as_ref()
            .is_some_and(|s| s.analysed.contains_key(module))
    }

    #[test]
    fn kept_registrations_are_made_again_only_for_what_a_change_can_reach() {
        let dir = std::env::temp_dir().join(format!("toolsight-regindex-{}", std::process::id()));
        let ws = shop(&dir);
        ws.prepare_registrations();
        assert_eq!(registered(&ws), vec![pair("search", "shop.agent")]);

        // A module nothing imports changes: the other entries are kept.
        ws.set_overlay("shop.notes", Some(Arc::from("NOTE = 'changed'\n")));
        ws.invalidate();
        assert_eq!(registered(&ws), vec![pair("search", "shop.agent")]);
        assert!(has_entry(&ws, "shop.agent") && has_entry(&ws, "shop.other"));

        // The list `agent` registers changes in another module: `agent`'s kept entry is
        // not reused (it reaches `lists` through its imports).
        let lists = "from shop.tools import lookup, search\n\nTOOLS = [search, lookup]\n";
        ws.set_overlay("shop.lists", Some(Arc::from(lists)));
        ws.invalidate();
        assert_eq!(
            registered(&ws),
            vec![pair("lookup", "shop.agent"), pair("search", "shop.agent")]
        );

        // An edit that adds a registration in a module that registered nothing is seen.
        let other = format!("{OTHER}\nhelper = Agent(tools=[lookup])\n");
        ws.set_overlay("shop.other", Some(Arc::from(other.as_str())));
        ws.invalidate();
        assert_eq!(
            registered(&ws),
            vec![
                pair("lookup", "shop.agent"),
                pair("lookup", "shop.other"),
                pair("search", "shop.agent"),
            ]
        );

        // And its own entry is not reused when its text goes back.
        ws.set_overlay("shop.other", Some(Arc::from(OTHER)));
        ws.invalidate();
        assert_eq!(
            registered(&ws),
            vec![pair("lookup", "shop.agent"), pair("search", "shop.agent")]
        );

        // A module added: every entry is made again, with the same result.
        std::fs::write(dir.join("shop/extra.py"), "Y = 2\n").unwrap();
        ws.file_changed(&dir.join("shop/extra.py"), true);
        assert_eq!(
            registered(&ws),
            vec![pair("lookup", "shop.agent"), pair("search", "shop.agent")]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_edit_keeps_the_entries_of_modules_that_read_nothing_it_changed() {
        // `shop.studio` imports `shop.agent` (its import words name `agent`), as agno's
        // `tools/studio.py` imports `agno.agent`: an edit there used to drop `shop.agent`'s
        // entry (and every module named like one of its import words), and re-analyse it.
        let dir = std::env::temp_dir().join(format!("toolsight-regkeep-{}", std::process::id()));
        let ws = shop(&dir);
        let studio = "from agno.agent import Agent\n\nfrom shop.agent import agent\n\n\
            def run(q: str) -> str:\n    \"\"\"Runs.\"\"\"\n    return q\n";
        std::fs::write(dir.join("shop/studio.py"), studio).unwrap();
        ws.file_changed(&dir.join("shop/studio.py"), true);
        assert_eq!(registered(&ws), vec![pair("search", "shop.agent")]);
        assert!(has_entry(&ws, "shop.agent") && has_entry(&ws, "shop.studio"));
        let edited = studio.replace("return q", "return q + q");
        ws.set_overlay("shop.studio", Some(Arc::from(edited.as_str())));
        ws.invalidate();
        // The new generation drops the edited module's entry and keeps the others.
        {
            let mut guard = ws.incoming.lock().unwrap();
            ws.refresh_words(guard.as_mut().unwrap());
        }
        assert!(!has_entry(&ws, "shop.studio"));
        assert!(has_entry(&ws, "shop.agent") && has_entry(&ws, "shop.other"));
        assert_eq!(registered(&ws), vec![pair("search", "shop.agent")]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A tiny deterministic generator (the test must not depend on a crate's stream).
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n.max(1) as u64) as usize
        }
    }

    /// Every `.py` file under `dir`, by module name, with its text.
    fn modules_under(dir: &Path) -> Vec<(String, PathBuf, String)> {
        let ws = Workspace::scan(&toolsight_frameworks::DIALECTS, &[dir.to_path_buf()]);
        ws.files()
            .into_iter()
            .map(|(name, path)| {
                let text = std::fs::read_to_string(&path).unwrap();
                (name, path, text)
            })
            .collect()
    }

    /// What the index answers for every module, printed.
    fn all_incoming(ws: &Workspace, names: &[String]) -> Vec<String> {
        names
            .iter()
            .map(|n| {
                let mut v: Vec<String> = ws
                    .incoming(n)
                    .into_iter()
                    .map(|t| format!("{t:?}"))
                    .collect();
                v.sort();
                format!("{n}: {v:?}")
            })
            .collect()
    }

    #[test]
    fn kept_entries_answer_as_a_fresh_index_after_random_edits() {
        // The multi-module discovery fixtures, edited at random one module at a time (a line
        // deleted, a line of another module inserted, the original text back): after each
        // edit the index kept across generations answers every module's `incoming` as an
        // index built fresh over the same texts does. An invalidation that keeps an entry
        // whose analysis read what the edit changed fails here.
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/discovery");
        let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&root)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        fixtures.sort();
        assert!(fixtures.len() > 10, "{}", root.display());
        let steps: usize = std::env::var("TOOLSIGHT_INDEX_FUZZ_STEPS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(12);
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut compared = 0;
        for fixture in fixtures {
            let modules = modules_under(&fixture);
            if modules.len() < 2 {
                continue;
            }
            let names: Vec<String> = modules.iter().map(|(n, _, _)| n.clone()).collect();
            let lines: Vec<&str> = modules.iter().flat_map(|(_, _, t)| t.lines()).collect();
            let kept = Workspace::scan(
                &toolsight_frameworks::DIALECTS,
                std::slice::from_ref(&fixture),
            )
            .with_registration_index(std::time::Duration::from_secs(600));
            kept.prepare_registrations();
            let mut texts: HashMap<String, String> = HashMap::new();
            for step in 0..steps {
                let (name, _, original) = &modules[rng.below(modules.len())];
                let current = texts.get(name).unwrap_or(original).clone();
                let mut own: Vec<&str> = current.lines().collect();
                match rng.below(3) {
                    0 if !own.is_empty() => {
                        own.remove(rng.below(own.len()));
                    }
                    1 => {
                        let at = rng.below(own.len() + 1);
                        own.insert(at, lines[rng.below(lines.len())]);
                    }
                    _ => own = original.lines().collect(),
                }
                let text = own.join("\n") + "\n";
                texts.insert(name.clone(), text.clone());
                kept.set_overlay(name, Some(Arc::from(text.as_str())));
                kept.invalidate();
                kept.prepare_registrations();
                let fresh = Workspace::scan(
                    &toolsight_frameworks::DIALECTS,
                    std::slice::from_ref(&fixture),
                )
                .with_registration_index(std::time::Duration::from_secs(600));
                for (n, t) in &texts {
                    fresh.set_overlay(n, Some(Arc::from(t.as_str())));
                }
                assert_eq!(
                    all_incoming(&kept, &names),
                    all_incoming(&fresh, &names),
                    "{} step {step}: {name} edited to\n{text}",
                    fixture.display()
                );
                compared += 1;
            }
        }
        assert!(compared > 100, "{compared}");
    }
}
