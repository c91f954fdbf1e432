//! The sets several modules register on one server, as `check` judges them
//! (`rules::server_sets`): a document's parts of those sets are joined with the other
//! modules' parts, and the document gets the findings `check` puts on it (T002 once per
//! server, on its cause; C001 between two modules), with the other modules as related
//! locations. Another document of the set gets none for it.
//!
//! Nothing is analysed again per keystroke: an open document's parts come from its own
//! analysis; a closed module's are made once (the analysis `check` makes of it) and kept
//! while its entry in the workspace's index of registrations is (`Workspace::stamp`: it is
//! dropped when the module or one its analysis may have read changes). Which modules may take part is read from the index's import words
//! (`Workspace::modules_importing`): the server's module, the modules importing it, and
//! those a call hands the server to.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::hash::{Hash, Hasher};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use crate::config::Config;
use crate::model::ServerCall;
use crate::rules::server_sets::{self, SetShare};
use crate::rules::Diagnostic;
use crate::workspace::Workspace;

/// One module's parts of server sets, and what they were made from.
pub(super) struct Part {
    /// For a closed module: the workspace's stamp of it (`Workspace::stamp`).
    key: Option<(u64, u64)>,
    path: PathBuf,
    text: Arc<str>,
    shares: Vec<SetShare>,
    calls: Vec<ServerCall>,
    /// A hash of the set facts (`digest`): an open document whose facts change has the
    /// other documents of its sets analysed again.
    digest: u64,
}

#[derive(Default)]
pub(super) struct Sets {
    /// Open documents' parts, from their last analysis, by module name.
    open: Mutex<HashMap<String, Arc<Part>>>,
    /// Closed modules' parts, with the configuration they were made with.
    closed: Mutex<Closed>,
}

/// The closed modules' parts by module name, and the configuration they were made with.
type Closed = (Option<Config>, HashMap<String, Arc<Part>>);

impl Part {
    /// An open document's parts, from its analysis.
    pub(super) fn open(
        path: PathBuf,
        text: Arc<str>,
        shares: Vec<SetShare>,
        calls: Vec<ServerCall>,
    ) -> Arc<Part> {
        Arc::new(Part {
            key: None,
            digest: digest(&shares, &calls),
            path,
            text,
            shares,
            calls,
        })
    }
}

/// `server` for `pkg.server`; a package's `__init__` by the package's own name.
fn last_segment(module: &str) -> &str {
    let m = module.strip_suffix(".__init__").unwrap_or(module);
    m.rsplit('.').next().unwrap_or(m)
}

/// The module a qualified name (`pkg.server.mcp`, `pkg.tools.register`) is defined in.
fn module_of(qualified: &str) -> &str {
    qualified.rsplit_once('.').map_or(qualified, |(m, _)| m)
}

fn digest(shares: &[SetShare], calls: &[ServerCall]) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for s in shares {
        s.server.hash(&mut h);
        format!("{:?}", s.parameter).hash(&mut h);
        (s.span.start, s.span.end, s.function, s.silent).hash(&mut h);
        for n in &s.names {
            format!("{n:?}").hash(&mut h);
        }
        s.duplicate.hash(&mut h);
        for (entries, sent) in &s.members {
            sent.hash(&mut h);
            for e in entries.iter() {
                (e.provider.id(), e.json_bytes(), &e.rendered.name).hash(&mut h);
            }
        }
    }
    format!("{calls:?}").hash(&mut h);
    h.finish()
}

/// What `Sets::findings_for` has found so far: the servers of the document's sets, the
/// words whose importers were looked up, and the modules still to read.
struct Found<'w> {
    ws: &'w Workspace,
    servers: BTreeSet<String>,
    words: BTreeSet<String>,
    wanted: Vec<String>,
}

impl Found<'_> {
    /// The modules whose import lines name `word`, once.
    fn word(&mut self, word: &str) {
        if self.words.insert(word.to_string()) {
            self.wanted.extend(self.ws.modules_importing(word));
        }
    }

    /// A server of the document's sets: its module, the modules importing that module, and
    /// those importing the server by its own name (from a module re-exporting it).
    fn server(&mut self, server: &str) {
        if self.servers.insert(server.to_string()) {
            let m = module_of(server);
            self.wanted.push(m.to_string());
            self.word(last_segment(m));
            self.word(last_segment(server));
        }
    }

    /// A module's parts: the servers they are on; for a part on a parameter, the modules
    /// that may call the function (they import its module).
    fn grow(&mut self, part: &Part, name: &str) {
        for s in &part.shares {
            match &s.parameter {
                None => self.server(&s.server),
                Some(_) => self.word(last_segment(name)),
            }
        }
    }
}

impl Sets {
    /// Records an open document's parts from its analysis; whether its set facts changed
    /// (the other open documents with parts are then analysed again).
    pub(super) fn record_open(&self, module: &str, part: Arc<Part>) -> bool {
        let digest = part.digest;
        let has = !part.shares.is_empty() || !part.calls.is_empty();
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let before = open.insert(module.to_string(), part);
        let had = before
            .as_ref()
            .is_some_and(|p| !p.shares.is_empty() || !p.calls.is_empty());
        (had || has) && before.map(|p| p.digest) != Some(digest)
    }

    /// A closed document: its module's parts are read from the workspace again.
    pub(super) fn forget_open(&self, module: &str) {
        self.open
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(module);
    }

    /// Forgets the closed modules' parts (made while the index of registrations was
    /// incomplete: the tools other modules register may be missing from them).
    pub(super) fn clear_closed(&self) {
        self.closed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .1
            .clear();
    }

    /// Whether an open document's last analysis had parts of sets (or handed a server on).
    pub(super) fn has_parts(&self, module: &str) -> bool {
        self.open
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
            .is_some_and(|p| !p.shares.is_empty() || !p.calls.is_empty())
    }

    /// Module `name`'s parts (`name` as the workspace lists it): an open document's from its
    /// last analysis, a closed module's as `check` makes them, kept while its text and stamp
    /// are unchanged.
    fn part(&self, ws: &Workspace, config: &Config, name: &str) -> Option<Arc<Part>> {
        {
            let open = self.open.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(p) = open
                .get(name)
                .or_else(|| open.get(&format!("{name}.__init__")))
            {
                return Some(p.clone());
            }
        }
        // The stamp changes when the module's text does (the workspace is told of every
        // change) and when a module its analysis may have read does.
        let path = ws.module_path(name)?;
        let key = ws.stamp(name);
        {
            let mut closed = self.closed.lock().unwrap_or_else(|e| e.into_inner());
            if closed.0.as_ref() != Some(config) {
                closed.1.clear();
                closed.0 = Some(config.clone());
            }
            if let Some(p) = closed.1.get(name).filter(|p| p.key == Some(key)) {
                return Some(p.clone());
            }
        }
        let text = ws.module_text(name)?;
        let (m, tree) =
            crate::project::analyze_in_tree(&path, &text, Some(ws), &config.extra_markers);
        let external = Some(ws as &dyn crate::extract::External);
        let (_, shares) = crate::rules::check_with_tree_sets(&m, &text, config, external, tree);
        let calls = m.server_calls.clone();
        let part = Arc::new(Part {
            key: Some(key),
            digest: digest(&shares, &calls),
            path,
            text,
            shares,
            calls,
        });
        self.closed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .1
            .insert(name.to_string(), part.clone());
        Some(part)
    }

    /// The findings about the whole sets the document `module` takes part in, as `check`
    /// makes them (`server_sets::by_callers`, `server_sets::join`), that `check` puts on this
    /// document. `own` is the document's, from its analysis.
    pub(super) fn findings_for(
        &self,
        ws: &Workspace,
        config: &Config,
        module: &str,
        own: &Arc<Part>,
    ) -> Vec<Diagnostic> {
        if own.shares.is_empty() {
            return Vec::new();
        }
        let me = crate::workspace::dunder_name(module).to_string();
        let mut parts: BTreeMap<String, Arc<Part>> = BTreeMap::new();
        parts.insert(me.clone(), own.clone());
        // The servers the document's parts may be on, and the modules that may register on
        // them or hand them on; grown until nothing new is found. Each word's importers are
        // looked up once.
        let mut found = Found {
            ws,
            servers: BTreeSet::new(),
            words: BTreeSet::new(),
            wanted: Vec::new(),
        };
        found.grow(&parts[&me], &me);
        let mut done: BTreeSet<String> = BTreeSet::from([me.clone()]);
        loop {
            while let Some(name) = found.wanted.pop() {
                if !done.insert(name.clone()) {
                    continue;
                }
                if let Some(p) = self.part(ws, config, &name) {
                    found.grow(&p, &name);
                    parts.insert(name, p);
                }
            }
            // A call handing one of the servers to a function of another module: that
            // module's parts on its parameter may be on the server. A call of one of the
            // document's own registering functions: what it hands over may be the server.
            let own: Vec<&str> = parts[&me]
                .shares
                .iter()
                .filter_map(|s| s.parameter.as_ref().map(|p| p.function.as_str()))
                .collect();
            for p in parts.values() {
                for c in &p.calls {
                    let passed = || {
                        c.positional
                            .iter()
                            .flatten()
                            .chain(c.keywords.iter().filter_map(|(_, s)| s.as_ref()))
                    };
                    if own.contains(&c.callee.as_str()) {
                        for s in passed() {
                            found.server(s);
                        }
                    }
                    if passed().any(|s| found.servers.contains(s)) {
                        let m = module_of(&c.callee);
                        found.wanted.push(m.to_string());
                        found.word(last_segment(m));
                    }
                }
            }
            found.wanted.retain(|w| !done.contains(w));
            if found.wanted.is_empty() {
                break;
            }
        }
        // In `check`'s order (the files' paths), with the document's file index.
        let mut order: Vec<(&String, &Arc<Part>)> = parts.iter().collect();
        order.sort_by(|a, b| a.1.path.cmp(&b.1.path));
        let mine = order.iter().position(|(n, _)| **n == me).unwrap_or(0);
        let mut all: Vec<(usize, SetShare)> = Vec::new();
        let mut all_calls: Vec<(usize, &ServerCall)> = Vec::new();
        for (i, (_, p)) in order.iter().enumerate() {
            all.extend(p.shares.iter().map(|s| (i, s.clone())));
            all_calls.extend(p.calls.iter().map(|c| (i, c)));
        }
        if all.iter().any(|(_, s)| s.parameter.is_some()) {
            let naming = |word: &str| ws.modules_naming(word);
            server_sets::by_callers(&mut all, &all_calls, &naming);
        }
        // Only the sets the document takes part in.
        let own: BTreeSet<String> = all
            .iter()
            .filter(|(f, _)| *f == mine)
            .map(|(_, s)| s.server.clone())
            .collect();
        all.retain(|(_, s)| own.contains(&s.server));
        struct Places<'a>(Vec<&'a Part>);
        impl server_sets::Places for Places<'_> {
            fn path(&self, file: usize) -> PathBuf {
                self.0[file].path.clone()
            }
            fn range(&self, file: usize, span: crate::syntax::Span) -> ((u32, u32), (u32, u32)) {
                let text = &self.0[file].text;
                let index = crate::line_index::LineIndex::new(text);
                let at = |o: usize| index.position(text, o, crate::line_index::Encoding::Utf16);
                (at(span.start), at(span.end))
            }
        }
        let places = Places(order.iter().map(|(_, p)| &***p).collect());
        server_sets::join(config, all, &places)
            .into_iter()
            .filter(|(f, _)| *f == mine)
            .map(|(_, d)| d)
            .collect()
    }
}
