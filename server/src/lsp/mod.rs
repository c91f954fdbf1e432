//! `toolsight lsp`: a stdio language server on tower-lsp-server.
//!
//! Requests never wait for an analysis to run. The design, given the framework's hazards:
//! - tower-lsp-server polls every handler inside one future (its serve loop): a handler that
//!   computes blocks every other message. Handlers only change state and read; analysis runs
//!   on blocking threads (`Inner::drive`), at most `analysis_slots` at once, so the threads
//!   tokio reads stdin and writes stdout with stay free.
//! - Handlers run concurrently (up to `CONCURRENCY` futures). Every handler that changes
//!   state (`did_open`, `did_change`, `did_close`, configuration) does so synchronously
//!   before its first `.await`, so edits apply in the order they arrived.
//! - An edit changes the text and its line index on the request path; the tree is only told
//!   of it (`Document::edit`). Parsing, analysis, converting the diagnostics and serialising
//!   their notification all happen on the analysis thread.
//! - One analysis task per document at a time. It snapshots the newest revision when it gets
//!   a thread, analyses it without holding any lock on the document, stores the result, and
//!   starts again if the document changed meanwhile: edits that arrive during an analysis
//!   coalesce, and the versions in between are never analysed. Diagnostics are published for
//!   the revision they were computed on, converted with that text's line index, and only
//!   while it is still the current one (a newer run will publish otherwise); publishing and
//!   the clearing on close go through one lock and one queue (`transport`), so nothing stale
//!   follows a clear.
//! - Reads (hover, code actions, code lenses, the schemas command) answer at once from the
//!   last completed analysis: the request's position is converted with the current text,
//!   moved back through the edits made since that analysis, and every range of the answer
//!   is moved forward again (`shift`). What an edit touched cannot be moved; such a read
//!   waits for the next analysis (at most `READ_WAIT`, then answers nothing).
//! - A panic that reaches the serve loop leaves a process that answers nothing. Analyses and
//!   reads run inside `catch_unwind`: a panic becomes an error response or a logged failure,
//!   the document keeps its previous analysis, and the next edit is analysed afresh.
//!
//! Analysis itself is `crate::analysis`, plain functions of text; this module translates.

mod convert;
pub mod document;
pub mod hover;
pub mod shift;
pub mod transport;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use dashmap::DashMap;
use serde_json::{json, Value};
use tokio::sync::{watch, Semaphore};
use tower_lsp_server::jsonrpc::{Error, ErrorCode, Result};
use tower_lsp_server::ls_types::*;
use tower_lsp_server::{Client, LanguageServer, LspService, Server};

use crate::analysis::{self, Analysis};
use crate::config::Config;
use crate::line_index::{Encoding, LineIndex};
use convert::Positions;
use document::{Change, Document};
use shift::EditLog;

pub const SHOW_SCHEMAS: &str = "toolsight.showSchemas";
const TEST_PANIC: &str = "toolsight.testPanic";
const TEST_TEXT: &str = "toolsight.documentText";
/// Counters of the analyses run (`TOOLSIGHT_TEST_HOOKS=1`).
const TEST_COUNTERS: &str = "toolsight.testCounters";
/// `[true]`: analyses wait, once they took their snapshot, until `[false]`; makes "an edit
/// arrives while an analysis runs" deterministic in tests.
const TEST_HOLD: &str = "toolsight.testHoldAnalyses";
/// The next analysis panics.
const TEST_PANIC_ANALYSIS: &str = "toolsight.testPanicNextAnalysis";

/// How long a read that the last analysis cannot answer waits for a newer one.
const READ_WAIT: Duration = Duration::from_secs(10);
/// Edits remembered between two analyses of a document; more (a client replaying a long
/// history faster than it is analysed) and reads wait for the next analysis.
const MAX_LOGGED_EDITS: usize = 10_000;
/// Requests and notifications handled at once by tower-lsp-server. A read waiting for an
/// analysis holds one; with its default of 4, four such reads would stop the server from
/// reading the edits that let them finish.
const CONCURRENCY: usize = 32;

/// A completed analysis and the text it was made from.
struct Cached {
    rev: u64,
    analysis: Analysis,
    text: String,
}

/// An open document and the state of its analyses.
struct Open {
    doc: Document,
    /// This opening of the URI: results of an analysis started before a close (and a
    /// reopening) belong to another session and are dropped.
    session: u64,
    /// Bumped by every edit and every invalidation (configuration, workspace), from one
    /// counter for all documents. `doc.version` is the client's version.
    rev: u64,
    /// The revision of the last edit to the text.
    text_rev: u64,
    /// The edits since `last` was analysed.
    log: EditLog,
    last: Option<Arc<Cached>>,
    /// The newest revision whose analysis ended, finished or panicked.
    settled: u64,
    /// The revision whose analysis panicked last, and the panic, until one succeeds.
    failure: Option<(u64, String)>,
    /// The analysis task running for this document (an id from `revs`); it analyses newer
    /// revisions itself before it ends.
    running: Option<u64>,
    /// The revision whose diagnostics were published last.
    published: u64,
    /// Wakes reads waiting for an analysis to end.
    settled_tx: watch::Sender<u64>,
}

impl Open {
    fn new(doc: Document, session: u64) -> Open {
        Open {
            doc,
            session,
            rev: session,
            text_rev: session,
            log: EditLog::new(session, MAX_LOGGED_EDITS),
            last: None,
            settled: 0,
            failure: None,
            running: None,
            published: 0,
            settled_tx: watch::Sender::new(0),
        }
    }
}

/// Everything one analysis needs, taken from the document so that no lock is held while it
/// runs.
struct Job {
    uri: Uri,
    session: u64,
    rev: u64,
    version: i32,
    text: String,
    tree: tree_sitter::Tree,
    partial: bool,
    stale: document::Stale,
    module: String,
    tools_toml: Vec<crate::project::IndexEntry>,
    rust: Option<Option<std::path::PathBuf>>,
    cache: analysis::Cache,
    config: Config,
    workspace: Option<Arc<crate::workspace::Workspace>>,
    enc: Encoding,
    /// Test hook: panic instead of analysing.
    panic: bool,
}

struct Finished {
    session: u64,
    rev: u64,
    version: i32,
    /// The tree of the analysed text and whether it leaves statements out, when it was
    /// parsed here.
    parsed: Option<(tree_sitter::Tree, bool)>,
    /// The analysis cache, back for the next run (emptied after a panic: it may be half
    /// updated).
    cache: analysis::Cache,
    result: std::result::Result<Done, String>,
}

struct Done {
    cached: Cached,
    /// The `publishDiagnostics` notification, framed, its ranges in the analysed text.
    /// Serialised here: thousands of diagnostics on a large file are megabytes of JSON,
    /// which tower-lsp-server would serialise on its serve loop.
    publication: Vec<u8>,
    /// What other modules can import from this one (Python only).
    exports: Option<u64>,
}

impl Job {
    fn run(self) -> Finished {
        let Job {
            uri,
            session,
            rev,
            version,
            text,
            tree,
            partial,
            stale,
            module,
            tools_toml,
            rust,
            mut cache,
            config,
            workspace,
            enc,
            panic,
        } = self;
        let mut parsed = None;
        let result = catch_unwind(AssertUnwindSafe(|| {
            if panic {
                panic!("test hook: analysis panic requested");
            }
            // A text over `max-file-size` is not parsed: the analysis only reports X002.
            if rust.is_none() && !crate::rules::limits::too_large(&text, &config) {
                parsed = document::reparsed(&text, &tree, partial, stale);
            }
            let tree = parsed.as_ref().map_or(&tree, |(t, _)| t);
            let analysis = match &rust {
                Some(path) => analysis::analyze_rust(&text, path.as_deref(), &module, &config),
                None => analysis::analyze_cached(
                    &text,
                    tree,
                    &module,
                    &config,
                    &tools_toml,
                    workspace
                        .as_deref()
                        .map(|w| w as &dyn crate::extract::External),
                    Some(&mut cache),
                ),
            };
            // Converted here, off the serve loop: thousands of diagnostics on a large file.
            let index = LineIndex::new(&text);
            let at = Positions::exact(&index, &text, enc);
            let diagnostics = analysis
                .diagnostics
                .iter()
                .filter_map(|d| convert::diagnostic(d, &uri, &at))
                .collect();
            let publication = notification(
                "textDocument/publishDiagnostics",
                PublishDiagnosticsParams {
                    uri,
                    diagnostics,
                    version: Some(version),
                },
            );
            let exports = rust.is_none().then(|| exports_hash(&text, &analysis));
            Done {
                cached: Cached {
                    rev,
                    analysis,
                    text,
                },
                publication,
                exports,
            }
        }));
        if result.is_err() {
            cache = analysis::Cache::default();
            parsed = None;
        }
        Finished {
            session,
            rev,
            version,
            parsed,
            cache,
            result: result.map_err(panic_message),
        }
    }
}

/// A framed JSON-RPC notification.
fn notification(method: &str, params: impl serde::Serialize) -> Vec<u8> {
    #[derive(serde::Serialize)]
    struct Notification<'a, P> {
        jsonrpc: &'static str,
        method: &'a str,
        params: P,
    }
    let body = serde_json::to_vec(&Notification {
        jsonrpc: "2.0",
        method,
        params,
    })
    .unwrap_or_default();
    transport::framed(&body)
}

/// What the test hooks report and control.
#[derive(Default)]
struct Stats {
    analyses: AtomicU64,
    /// Analyses that parsed their text.
    parses: AtomicU64,
    /// Analysis tasks alive.
    tasks: AtomicU64,
    /// Analysis tasks parked by `TEST_HOLD`, their snapshot taken.
    parked: AtomicU64,
    /// (uri, version) of every analysis run, in order.
    analysed: Mutex<Vec<(String, i32)>>,
    panic_next: AtomicBool,
}

pub struct Inner {
    client: Client,
    /// The queue of messages to the client (`transport`): diagnostics go there directly,
    /// already serialised, next to what tower-lsp-server sends. Weak: the writer ends when
    /// the session does, even while an analysis task (which holds this) is still running.
    out: tokio::sync::mpsc::WeakSender<Vec<u8>>,
    docs: DashMap<String, Open>,
    config: RwLock<Config>,
    encoding: RwLock<Encoding>,
    startup_problems: Mutex<Vec<String>>,
    test_hooks: bool,
    /// The Python files of the workspace folders, for types imported across modules.
    workspace: RwLock<Option<Arc<crate::workspace::Workspace>>>,
    roots: Mutex<Vec<std::path::PathBuf>>,
    client_settings: Mutex<Value>,
    watch_files: AtomicBool,
    /// The client declared `window.workDoneProgress`: it may be sent progress requests.
    work_done_progress: AtomicBool,
    /// Revisions, sessions and task ids: one increasing counter.
    revs: AtomicU64,
    /// Analyses running at once, each on a blocking thread.
    analysis_slots: Semaphore,
    /// Held while checking that diagnostics are current and sending them, and while clearing
    /// a closed document's.
    publishing: tokio::sync::Mutex<()>,
    shut_down: AtomicBool,
    stats: Stats,
    hold: watch::Sender<bool>,
}

/// The server: shared with the analysis tasks it starts.
pub struct Backend(Arc<Inner>);

impl std::ops::Deref for Backend {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}

/// Resets a document's `running` when its analysis task ends however it ends (a panic in
/// the task, the runtime dropping it at exit), unless the task handed over itself.
struct TaskGuard<'a> {
    inner: &'a Inner,
    key: &'a str,
    id: u64,
}

impl Drop for TaskGuard<'_> {
    fn drop(&mut self) {
        if let Some(mut st) = self.inner.docs.get_mut(self.key) {
            if st.running == Some(self.id) {
                st.running = None;
            }
        }
        self.inner.stats.tasks.fetch_sub(1, Ordering::Relaxed);
    }
}

fn internal(msg: String) -> Error {
    Error {
        code: ErrorCode::InternalError,
        message: msg.into(),
        data: None,
    }
}

fn panic_message(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

/// Takes the `toolsight` section of a settings object when the client nests it.
fn settings_section(v: &Value) -> &Value {
    v.get("toolsight").unwrap_or(v)
}

impl Backend {
    fn new(client: Client, out: tokio::sync::mpsc::WeakSender<Vec<u8>>) -> Backend {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Backend(Arc::new(Inner {
            client,
            out,
            docs: DashMap::new(),
            config: RwLock::new(Config::default()),
            encoding: RwLock::new(Encoding::Utf16),
            startup_problems: Mutex::new(Vec::new()),
            test_hooks: std::env::var("TOOLSIGHT_TEST_HOOKS").is_ok_and(|v| v == "1"),
            workspace: RwLock::new(None),
            roots: Mutex::new(Vec::new()),
            client_settings: Mutex::new(Value::Null),
            watch_files: AtomicBool::new(false),
            work_done_progress: AtomicBool::new(false),
            revs: AtomicU64::new(0),
            analysis_slots: Semaphore::new(cores.clamp(1, ANALYSIS_THREADS)),
            publishing: tokio::sync::Mutex::new(()),
            shut_down: AtomicBool::new(false),
            stats: Stats::default(),
            hold: watch::Sender::new(false),
        }))
    }
}

/// At most this many analyses run at once (fewer on fewer cores).
const ANALYSIS_THREADS: usize = 4;

impl Inner {
    fn enc(&self) -> Encoding {
        *self.encoding.read().unwrap_or_else(|e| e.into_inner())
    }

    fn token_encoding(&self) -> crate::tokens::Encoding {
        self.config
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .tokens
            .encoding
    }

    fn config(&self) -> Config {
        self.config
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    fn workspace(&self) -> Option<Arc<crate::workspace::Workspace>> {
        self.workspace
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Queues a framed message for the client (dropped once the session has ended); waits
    /// while the queue is full (the client is not reading).
    async fn send(&self, message: Vec<u8>) {
        let Some(out) = self.out.upgrade() else {
            return;
        };
        let _ = out.send(message).await;
    }

    fn next_rev(&self) -> u64 {
        self.revs.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Makes sure the document's newest revision gets analysed: starts its analysis task
    /// unless one runs (which analyses the newest revision before it ends).
    fn schedule(self: &Arc<Self>, key: &str) {
        let id = self.next_rev();
        {
            let Some(mut st) = self.docs.get_mut(key) else {
                return;
            };
            if st.running.is_some() || st.settled >= st.rev {
                return;
            }
            st.running = Some(id);
        }
        self.stats.tasks.fetch_add(1, Ordering::Relaxed);
        let this = self.clone();
        let key = key.to_string();
        tokio::spawn(async move { this.drive(&key, id).await });
    }

    /// A new revision of the document with the same text (the configuration or another
    /// module changed): analysed again, while reads keep answering from the last analysis.
    fn invalidate(self: &Arc<Self>, key: &str) {
        if let Some(mut st) = self.docs.get_mut(key) {
            st.rev = self.next_rev();
        } else {
            return;
        }
        self.schedule(key);
    }

    fn invalidate_all(self: &Arc<Self>) {
        let keys: Vec<String> = self.docs.iter().map(|e| e.key().clone()).collect();
        for k in keys {
            self.invalidate(&k);
        }
    }

    /// The document's analysis task: analyses its newest revision until it has no newer
    /// one, publishing each result that is still current.
    async fn drive(self: &Arc<Self>, key: &str, id: u64) {
        let _guard = TaskGuard {
            inner: self,
            key,
            id,
        };
        loop {
            if self.shut_down.load(Ordering::Relaxed) {
                return;
            }
            let Ok(_slot) = self.analysis_slots.acquire().await else {
                return;
            };
            // The snapshot is taken once a thread is free, of whatever revision is newest by
            // then: this is where a burst of edits coalesces.
            {
                let Some(mut st) = self.docs.get_mut(key) else {
                    return;
                };
                if st.running != Some(id) {
                    return;
                }
                if st.settled >= st.rev {
                    // Checked and cleared under the same lock `schedule` takes: an edit
                    // either sees this task running or starts a new one.
                    st.running = None;
                    return;
                }
            }
            let job = {
                // A shared lock: reads of the document go on while its text is copied.
                let Some(st) = self.docs.get(key) else {
                    return;
                };
                let Ok(uri) = key.parse::<Uri>() else {
                    return;
                };
                let cache =
                    std::mem::take(&mut *st.doc.cache.lock().unwrap_or_else(|e| e.into_inner()));
                Job {
                    uri,
                    session: st.session,
                    rev: st.rev,
                    version: st.doc.version,
                    text: st.doc.text.clone(),
                    tree: st.doc.tree.clone(),
                    partial: st.doc.partial,
                    stale: st.doc.stale,
                    module: st.doc.module.clone(),
                    tools_toml: st.doc.tools_toml.clone(),
                    rust: st.doc.rust.clone(),
                    cache,
                    config: self.config(),
                    workspace: self.workspace(),
                    enc: self.enc(),
                    panic: self.test_hooks && self.stats.panic_next.swap(false, Ordering::Relaxed),
                }
            };
            if self.test_hooks {
                let mut hold = self.hold.subscribe();
                if *hold.borrow_and_update() {
                    self.stats.parked.fetch_add(1, Ordering::Relaxed);
                    while *hold.borrow_and_update() {
                        if hold.changed().await.is_err() {
                            break;
                        }
                    }
                    self.stats.parked.fetch_sub(1, Ordering::Relaxed);
                }
            }
            let Ok(finished) = tokio::task::spawn_blocking(move || job.run()).await else {
                // Only when the runtime shuts down: panics are caught inside.
                return;
            };
            drop(_slot);
            self.stats.analyses.fetch_add(1, Ordering::Relaxed);
            if finished.parsed.is_some() {
                self.stats.parses.fetch_add(1, Ordering::Relaxed);
            }
            if self.test_hooks {
                self.stats
                    .analysed
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((key.to_string(), finished.version));
            }
            if !self.finish(key, finished).await {
                return;
            }
        }
    }

    /// Stores an analysis' result on its document and publishes it if it is still current.
    /// `false` when the document is gone (closed, or closed and reopened).
    async fn finish(self: &Arc<Self>, key: &str, f: Finished) -> bool {
        let session = f.session;
        // Freed outside the lock and off the async threads: the analysis of a large file
        // takes a while to drop.
        let mut garbage: Vec<Box<dyn Send>> = Vec::new();
        let current = {
            let st = self.docs.get_mut(key).filter(|st| st.session == session);
            let Some(mut st) = st else {
                // Closed meanwhile: nothing to keep.
                tokio::task::spawn_blocking(move || drop(f));
                return false;
            };
            *st.doc.cache.get_mut().unwrap_or_else(|e| e.into_inner()) = f.cache;
            st.settled = f.rev;
            let current = f.rev == st.rev;
            if let Some((tree, partial)) = f.parsed {
                // The tree is the document's only if no edit came since; otherwise the old
                // one, told of every edit, stays for the next incremental parse.
                if st.text_rev <= f.rev {
                    st.doc.stale = document::Stale::No;
                    st.doc.partial = partial;
                    garbage.push(Box::new(std::mem::replace(&mut st.doc.tree, tree)));
                }
            }
            let out = match f.result {
                Ok(done) => {
                    st.failure = None;
                    let cached = Arc::new(done.cached);
                    st.log.prune(cached.rev);
                    if let Some(old) = st.last.replace(cached.clone()) {
                        garbage.push(Box::new(old));
                    }
                    Ok(current.then_some((cached, done.publication, done.exports)))
                }
                Err(msg) => {
                    st.failure = Some((f.rev, msg.clone()));
                    Err(msg)
                }
            };
            st.settled_tx.send_replace(f.rev);
            out
        };
        if !garbage.is_empty() {
            tokio::task::spawn_blocking(move || drop(garbage));
        }
        let (cached, publication, exports) = match current {
            Ok(Some(c)) => c,
            Ok(None) => return true,
            Err(msg) => {
                self.client
                    .log_message(
                        MessageType::ERROR,
                        format!("toolsight analysis panicked: {msg}"),
                    )
                    .await;
                return true;
            }
        };
        if self.shut_down.load(Ordering::Relaxed) {
            return false;
        }
        let sent = {
            let _publishing = self.publishing.lock().await;
            let send = match self.docs.get_mut(key) {
                // Still the document's text, and nothing newer was published.
                Some(mut st)
                    if st.session == session
                        && st.rev == cached.rev
                        && st.published < cached.rev =>
                {
                    st.published = cached.rev;
                    true
                }
                _ => false,
            };
            if send {
                self.send(publication).await;
            }
            send
        };
        if let (true, Some(exports)) = (sent, exports) {
            self.share_exports(key, session, &cached, exports);
        }
        true
    }

    /// Open buffers take precedence over the files on disk: when an edit changes what a
    /// module offers other modules (its classes, aliases and imports), the workspace sees the
    /// buffer and the other open documents are analysed again.
    fn share_exports(self: &Arc<Self>, key: &str, session: u64, cached: &Cached, exports: u64) {
        let Some(ws) = self.workspace() else { return };
        let changed = {
            let Some(mut st) = self.docs.get_mut(key) else {
                return;
            };
            if st.session != session || st.doc.exports == Some(exports) {
                return;
            }
            let first = st.doc.exports.is_none();
            st.doc.exports = Some(exports);
            ws.set_overlay(&st.doc.module, Some(Arc::from(cached.text.as_str())));
            !first
        };
        if changed {
            ws.invalidate();
            let others: Vec<String> = self
                .docs
                .iter()
                .map(|e| e.key().clone())
                .filter(|k| k != key)
                .collect();
            for k in others {
                self.invalidate(&k);
            }
        }
    }

    /// Answers a read from the document's last analysis, `f` given the analysis, the text
    /// it was made from, and the positions of the current text. When `f` needed a position
    /// the edits since then make ambiguous, waits for the next analysis and asks again;
    /// `None` when the document is not open or no analysis could answer in `READ_WAIT`.
    async fn read<T>(
        &self,
        uri: &Uri,
        f: impl Fn(&Analysis, &str, &Positions) -> T,
    ) -> Result<Option<T>> {
        let key = uri.as_str();
        let enc = self.enc();
        let deadline = tokio::time::Instant::now() + READ_WAIT;
        loop {
            let mut settled = {
                let Some(st) = self.docs.get(key) else {
                    return Ok(None);
                };
                let last = st.last.as_ref();
                if let Some((last, edits)) = last.and_then(|l| Some((l, st.log.since(l.rev)?))) {
                    let at = Positions::new(&st.doc.index, &st.doc.text, edits, enc);
                    match catch_unwind(AssertUnwindSafe(|| f(&last.analysis, &last.text, &at))) {
                        Ok(t) if !at.stale() => return Ok(Some(t)),
                        Ok(_) => {}
                        Err(p) => {
                            return Err(internal(format!(
                                "toolsight request panicked: {}",
                                panic_message(p)
                            )))
                        }
                    }
                }
                if let Some((rev, msg)) = &st.failure {
                    if *rev == st.rev {
                        return Err(internal(format!("toolsight analysis panicked: {msg}")));
                    }
                }
                st.settled_tx.subscribe()
            };
            // Woken when an analysis of the document ends, or when it is closed (the sender
            // is dropped); either way, look again.
            if tokio::time::timeout_at(deadline, settled.changed())
                .await
                .is_err()
            {
                return Ok(None);
            }
        }
    }

    /// Editor settings, layered over the workspace's `pyproject.toml` / `toolsight.toml`.
    /// Invalid entries are reported and skipped; everything valid applies.
    fn apply_settings(&self, v: &Value) -> Vec<String> {
        *self
            .client_settings
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = settings_section(v).clone();
        self.rebuild_config()
    }

    fn rebuild_config(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut merged = serde_json::Map::new();
        let root = self
            .roots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .first()
            .cloned();
        if let Some((path, settings)) = root.as_deref().and_then(Config::discover_settings) {
            match settings {
                Ok(Value::Object(m)) => merged.extend(m),
                Ok(_) => {}
                Err(e) => problems.push(format!("{}: {e}", path.display())),
            }
        }
        if let Value::Object(m) = &*self
            .client_settings
            .lock()
            .unwrap_or_else(|e| e.into_inner())
        {
            merged.extend(m.clone());
        }
        let (config, more) = Config::from_json(&Value::Object(merged));
        problems.extend(more);
        *self.config.write().unwrap_or_else(|e| e.into_inner()) = config;
        problems
    }

    /// Indexes the workspace folders' Python files (names only; modules are read when a
    /// type from them is needed), reporting `$/progress` to a client that declared
    /// `window.workDoneProgress`. The index never waits for the client: the progress is a
    /// task of its own, and a client that never answers `window/workDoneProgress/create`
    /// only misses the progress (before, it left the workspace unindexed).
    async fn index_workspace(self: &Arc<Self>) {
        let roots = self.roots.lock().unwrap_or_else(|e| e.into_inner()).clone();
        if roots.is_empty() {
            return;
        }
        let (indexed, on_indexed) = tokio::sync::oneshot::channel::<usize>();
        if self.work_done_progress.load(Ordering::Relaxed) {
            let client = self.client.clone();
            let title = format!(
                "Indexing {}",
                roots
                    .iter()
                    .map(|r| r.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            tokio::spawn(async move {
                let token = ProgressToken::String("toolsight/index".into());
                if client
                    .create_work_done_progress(token.clone())
                    .await
                    .is_err()
                {
                    return;
                }
                let p = client
                    .progress(token, "toolsight")
                    .with_message(title)
                    .with_percentage(0)
                    .begin()
                    .await;
                match on_indexed.await {
                    Ok(n) => {
                        p.report_with_message(format!("Indexing {n} / {n}"), 100)
                            .await;
                        p.finish_with_message(format!("Indexed {n} Python files"))
                            .await;
                    }
                    Err(_) => p.finish_with_message("Indexing failed".to_string()).await,
                }
            });
        }
        let (include, exclude) = {
            let c = self.config();
            (c.include, c.exclude)
        };
        let scanned = tokio::task::spawn_blocking(move || {
            crate::workspace::Workspace::scan_filtered(&roots, &include, &exclude)
        })
        .await;
        let Ok(ws) = scanned else { return };
        let n = ws.len();
        for d in self.docs.iter() {
            ws.set_overlay(&d.doc.module, Some(Arc::from(d.doc.text.as_str())));
        }
        *self.workspace.write().unwrap_or_else(|e| e.into_inner()) = Some(Arc::new(ws));
        let _ = indexed.send(n);
        self.invalidate_all();
    }

    async fn show_problems(&self, problems: Vec<String>) {
        if problems.is_empty() {
            return;
        }
        self.client
            .show_message(
                MessageType::WARNING,
                format!(
                    "toolsight: invalid settings ignored (defaults kept for them): {}",
                    problems.join("; ")
                ),
            )
            .await;
    }
}

/// A hash of the parts of a module other modules can import types from: its classes, and
/// every top-level statement that is not a function (aliases, imports, re-exports).
fn exports_hash(text: &str, analysis: &Analysis) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = crate::extract::BuildFast.build_hasher();
    let mut functions: Vec<crate::syntax::Span> = analysis
        .module
        .functions
        .iter()
        .filter(|f| f.is_module_level())
        .map(|f| f.span)
        .collect();
    functions.sort();
    let mut last = 0;
    for f in functions {
        h.write(text.get(last..f.start.max(last)).unwrap_or("").as_bytes());
        last = last.max(f.end);
    }
    h.write(text.get(last..).unwrap_or("").as_bytes());
    h.finish()
}

fn schemas_json(analysis: &Analysis, function: Option<&str>) -> Value {
    let tools: Vec<Value> = analysis
        .tools
        .iter()
        .filter(|t| {
            let f = &analysis.module.functions[t.index];
            function.is_none_or(|name| f.qualname == name || f.name == name)
        })
        .map(|t| {
            let f = &analysis.module.functions[t.index];
            json!({
                "function": analysis.module.function_path(f),
                "library": t.library.id(),
                // `text`: the payload as `toolsight schema` prints it, for clients whose JSON
                // decoding does not keep key order (Lua tables).
                "entries": t.entries.iter().map(|e| {
                    let mut v = e.to_json();
                    if let (Value::Object(m), Ok(schema)) = (&mut v, &e.rendered.result) {
                        m.insert("text".into(), Value::String(crate::render::pretty(schema)));
                    }
                    v
                }).collect::<Vec<_>>(),
                "problems": analysis.diagnostics_of(t).map(|d| json!({"code": d.code, "message": d.message, "severity": d.severity.id()})).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({ "tools": tools })
}

fn choose_encoding(params: &InitializeParams) -> Encoding {
    let offered = params
        .capabilities
        .general
        .as_ref()
        .and_then(|g| g.position_encodings.clone())
        .unwrap_or_default();
    // toolsight works in UTF-8 internally; any offered encoding is exact, UTF-8 is cheapest.
    if offered.contains(&PositionEncodingKind::UTF8) {
        Encoding::Utf8
    } else if offered.contains(&PositionEncodingKind::UTF32) {
        Encoding::Utf32
    } else {
        Encoding::Utf16
    }
}

impl LanguageServer for Backend {
    async fn initialize(&self, params: InitializeParams) -> Result<InitializeResult> {
        let enc = choose_encoding(&params);
        let mut roots: Vec<std::path::PathBuf> = params
            .workspace_folders
            .iter()
            .flatten()
            .filter_map(|f| convert::file_path(&f.uri))
            .collect();
        #[allow(deprecated)]
        if roots.is_empty() {
            roots.extend(params.root_uri.as_ref().and_then(convert::file_path));
        }
        roots.retain(|r| r.is_dir());
        *self.roots.lock().unwrap_or_else(|e| e.into_inner()) = roots;
        *self.encoding.write().unwrap_or_else(|e| e.into_inner()) = enc;
        let dynamic_watch = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.did_change_watched_files.as_ref())
            .and_then(|d| d.dynamic_registration)
            .unwrap_or(false);
        self.watch_files.store(dynamic_watch, Ordering::Relaxed);
        let progress = params
            .capabilities
            .window
            .as_ref()
            .and_then(|w| w.work_done_progress)
            .unwrap_or(false);
        self.work_done_progress.store(progress, Ordering::Relaxed);
        // The workspace's configuration file, with the editor's settings over it.
        let opts = params.initialization_options.clone().unwrap_or(Value::Null);
        let problems = self.apply_settings(&opts);
        self.startup_problems
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend(problems);
        let mut commands = vec![SHOW_SCHEMAS.to_string()];
        if self.test_hooks {
            commands.extend(
                [
                    TEST_PANIC,
                    TEST_TEXT,
                    TEST_COUNTERS,
                    TEST_HOLD,
                    TEST_PANIC_ANALYSIS,
                ]
                .map(String::from),
            );
        }
        Ok(InitializeResult {
            capabilities: ServerCapabilities {
                position_encoding: Some(match enc {
                    Encoding::Utf8 => PositionEncodingKind::UTF8,
                    Encoding::Utf16 => PositionEncodingKind::UTF16,
                    Encoding::Utf32 => PositionEncodingKind::UTF32,
                }),
                text_document_sync: Some(TextDocumentSyncCapability::Options(
                    TextDocumentSyncOptions {
                        open_close: Some(true),
                        change: Some(TextDocumentSyncKind::INCREMENTAL),
                        save: Some(TextDocumentSyncSaveOptions::Supported(true)),
                        ..Default::default()
                    },
                )),
                hover_provider: Some(HoverProviderCapability::Simple(true)),
                code_action_provider: Some(CodeActionProviderCapability::Options(
                    CodeActionOptions {
                        code_action_kinds: Some(vec![CodeActionKind::QUICKFIX]),
                        ..Default::default()
                    },
                )),
                code_lens_provider: Some(CodeLensOptions {
                    resolve_provider: Some(false),
                }),
                execute_command_provider: Some(ExecuteCommandOptions {
                    commands,
                    ..Default::default()
                }),
                ..Default::default()
            },
            server_info: Some(ServerInfo {
                name: "toolsight".into(),
                version: Some(env!("CARGO_PKG_VERSION").into()),
            }),
            offset_encoding: None,
        })
    }

    async fn initialized(&self, _: InitializedParams) {
        // Requests to the client and the index run as tasks of their own: a handler that
        // waits for the client would hold the serve loop's slot, and the process, until the
        // client answers, which it may never do.
        if self.watch_files.load(Ordering::Relaxed) {
            // Python files for the index; configuration files and stores manifests reload.
            let watchers: Vec<Value> = [
                "**/*.py",
                "**/pyproject.toml",
                "**/toolsight.toml",
                "**/tools.toml",
            ]
            .iter()
            .map(|g| json!({ "globPattern": g }))
            .collect();
            let client = self.client.clone();
            tokio::spawn(async move {
                let _ = client
                    .register_capability(vec![Registration {
                        id: "toolsight-watch".into(),
                        method: "workspace/didChangeWatchedFiles".into(),
                        register_options: Some(json!({ "watchers": watchers })),
                    }])
                    .await;
            });
        }
        let this = self.0.clone();
        tokio::spawn(async move { this.index_workspace().await });
        let problems = std::mem::take(
            &mut *self
                .startup_problems
                .lock()
                .unwrap_or_else(|e| e.into_inner()),
        );
        self.show_problems(problems).await;
    }

    async fn shutdown(&self) -> Result<()> {
        // Analyses still running are not waited for: their results are dropped, and the
        // process ends at `exit` without joining their threads.
        self.shut_down.store(true, Ordering::Relaxed);
        Ok(())
    }

    async fn did_open(&self, params: DidOpenTextDocumentParams) {
        let d = params.text_document;
        let key = d.uri.as_str().to_string();
        let path = convert::file_path(&d.uri).filter(|p| p.is_file());
        let session = self.next_rev();
        if d.language_id == "rust" || d.uri.as_str().ends_with(".rs") {
            // Rust is its own front-end: no Python workspace overlay, no tools.toml.
            let stem = convert::module_name(&d.uri);
            let stem = stem.strip_suffix(".rs").unwrap_or(&stem).to_string();
            let doc = Document::new_rust(d.text, d.version, stem, path);
            self.docs.insert(key.clone(), Open::new(doc, session));
            self.0.schedule(&key);
            return;
        }
        // Inside a package the module is `pkg.mod`, as Python imports it.
        let module = match &path {
            Some(p) => crate::workspace::analysis_name(p),
            None => convert::module_name(&d.uri),
        };
        let text: Arc<str> = Arc::from(d.text.as_str());
        // Parsed by the analysis thread, like every later version.
        let mut doc = Document::unparsed(d.text, d.version, module.clone());
        if let Some(p) = &path {
            doc.tools_toml = crate::project::index_entries(p);
        }
        self.docs.insert(key.clone(), Open::new(doc, session));
        if let Some(ws) = self.workspace() {
            ws.set_overlay(&module, Some(text));
            ws.invalidate();
        }
        self.0.schedule(&key);
    }

    async fn did_save(&self, params: DidSaveTextDocumentParams) {
        // Other modules see this one's new types once it is saved.
        let key = params.text_document.uri.as_str().to_string();
        let module_text = self
            .docs
            .get(&key)
            .filter(|d| d.doc.rust.is_none())
            .map(|d| (d.doc.module.clone(), Arc::<str>::from(d.doc.text.as_str())));
        if let (Some(ws), Some((module, text))) = (self.workspace(), module_text) {
            ws.set_overlay(&module, Some(text));
            ws.invalidate();
            self.0.invalidate_all();
        }
    }

    async fn did_change_watched_files(&self, params: DidChangeWatchedFilesParams) {
        let ws = self
            .workspace
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let mut problems = Vec::new();
        for c in params.changes {
            let Some(p) = convert::file_path(&c.uri) else {
                continue;
            };
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            match name.as_str() {
                "pyproject.toml" | "toolsight.toml" => problems.extend(self.rebuild_config()),
                "tools.toml" => {
                    // stores' LocalIndex manifest: re-read it for every open document.
                    for mut d in self.docs.iter_mut() {
                        if let Ok(uri) = d.key().parse::<Uri>() {
                            if let Some(path) = convert::file_path(&uri) {
                                d.doc.tools_toml = crate::project::index_entries(&path);
                            }
                        }
                    }
                }
                _ if name.ends_with(".py") => {
                    if let Some(ws) = &ws {
                        ws.file_changed(&p, c.typ != FileChangeType::DELETED);
                    }
                }
                _ => {}
            }
        }
        self.show_problems(problems).await;
        self.0.invalidate_all();
    }

    async fn did_change(&self, params: DidChangeTextDocumentParams) {
        let uri = params.text_document.uri;
        let enc = self.enc();
        {
            let Some(mut st) = self.docs.get_mut(uri.as_str()) else {
                return;
            };
            let changes = params
                .content_changes
                .into_iter()
                .map(|c| Change {
                    range: c.range.map(|r| {
                        (
                            (r.start.line, r.start.character),
                            (r.end.line, r.end.character),
                        )
                    }),
                    text: c.text,
                })
                .collect();
            let version = params.text_document.version;
            // The text and its line index only: parsing is the analysis thread's.
            let applied = catch_unwind(AssertUnwindSafe(|| st.doc.edit(changes, version, enc)));
            match applied {
                Ok(edits) => {
                    let rev = self.next_rev();
                    st.rev = rev;
                    st.text_rev = rev;
                    st.log.push(rev, edits);
                }
                Err(_) => {
                    // A change that cannot be applied leaves the document unknown; drop it so
                    // the client's next didOpen starts clean rather than analysing garbage.
                    drop(st);
                    self.docs.remove(uri.as_str());
                    self.client
                        .log_message(
                            MessageType::ERROR,
                            format!("toolsight: could not apply an edit to {}", uri.as_str()),
                        )
                        .await;
                    return;
                }
            }
        }
        self.0.schedule(uri.as_str());
    }

    async fn did_close(&self, params: DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        // Removed before the first `.await`: an analysis that ends from now on finds no
        // document (or another session of it) and publishes nothing.
        if let Some((_, st)) = self.docs.remove(uri.as_str()) {
            if let Some(ws) = self.workspace() {
                // Back to the file on disk.
                ws.set_overlay(&st.doc.module, None);
                ws.invalidate();
            }
        }
        // After any publication that was already under way, on the same queue.
        let _publishing = self.publishing.lock().await;
        self.send(notification(
            "textDocument/publishDiagnostics",
            PublishDiagnosticsParams {
                uri,
                diagnostics: Vec::new(),
                version: None,
            },
        ))
        .await;
    }

    async fn did_change_configuration(&self, params: DidChangeConfigurationParams) {
        let problems = self.apply_settings(&params.settings);
        self.show_problems(problems).await;
        self.0.invalidate_all();
    }

    async fn hover(&self, params: HoverParams) -> Result<Option<Hover>> {
        let p = params.text_document_position_params;
        let tokens = self.token_encoding();
        let r = self
            .read(&p.text_document.uri, |analysis, text, at| {
                let offset = at.offset(p.position)?;
                let (md, span) = hover::hover(analysis, text, offset, tokens)?;
                Some(Hover {
                    contents: HoverContents::Markup(MarkupContent {
                        kind: MarkupKind::Markdown,
                        value: md,
                    }),
                    range: Some(at.range(span)?),
                })
            })
            .await?;
        Ok(r.flatten())
    }

    async fn code_action(&self, params: CodeActionParams) -> Result<Option<CodeActionResponse>> {
        let uri = &params.text_document.uri;
        self.read(uri, |analysis, _, at| {
            let (Some(start), Some(end)) =
                (at.offset(params.range.start), at.offset(params.range.end))
            else {
                return Vec::new();
            };
            let mut actions: Vec<CodeAction> = Vec::new();
            for d in &analysis.diagnostics {
                let Some(fix) = &d.fix else { continue };
                if d.span.end < start || d.span.start > end {
                    continue;
                }
                // A fix whose text an edit touched since is not offered from this analysis
                // (the read waits for the next one instead).
                let (Some(diagnostic), Some(edit)) = (
                    convert::diagnostic(d, uri, at),
                    convert::workspace_edit(fix, uri, at),
                ) else {
                    continue;
                };
                // Two rules can propose the same edit (N001 and N005 both rename `größe` to
                // `grosse`): one action, fixing both diagnostics, not the same title twice.
                if let Some(same) = actions.iter_mut().find(|a| a.edit.as_ref() == Some(&edit)) {
                    same.diagnostics
                        .get_or_insert_with(Vec::new)
                        .push(diagnostic);
                    continue;
                }
                actions.push(CodeAction {
                    title: fix.title.clone(),
                    kind: Some(CodeActionKind::QUICKFIX),
                    diagnostics: Some(vec![diagnostic]),
                    edit: Some(edit),
                    is_preferred: Some(true),
                    ..Default::default()
                });
            }
            actions
                .into_iter()
                .map(CodeActionOrCommand::CodeAction)
                .collect::<Vec<_>>()
        })
        .await
    }

    async fn code_lens(&self, params: CodeLensParams) -> Result<Option<Vec<CodeLens>>> {
        let uri = params.text_document.uri;
        let tokens = self.token_encoding();
        self.read(&uri, |analysis, _, at| {
            analysis
                .tools
                .iter()
                .filter_map(|t| {
                    let f = &analysis.module.functions[t.index];
                    let range = at.range(f.name_span)?;
                    let problems = analysis.diagnostics_of(t).count();
                    let providers = t.providers.len();
                    // The largest payload's cost: what the tool costs where it costs most.
                    let cost = t
                        .entries
                        .iter()
                        .filter_map(|e| e.json_tokens(tokens))
                        .max()
                        .map(|n| format!(" · ≈ {} tokens", crate::tokens::grouped(n)))
                        .unwrap_or_default();
                    let title = format!(
                        "{} · {providers} provider{}{cost} · {}",
                        t.library.id(),
                        if providers == 1 { "" } else { "s" },
                        match problems {
                            0 => "no problems".to_string(),
                            1 => "1 problem".to_string(),
                            n => format!("{n} problems"),
                        }
                    );
                    Some(CodeLens {
                        range,
                        command: Some(Command {
                            title,
                            command: SHOW_SCHEMAS.into(),
                            arguments: Some(vec![json!(uri.as_str()), json!(f.qualname)]),
                        }),
                        data: None,
                    })
                })
                .collect()
        })
        .await
    }

    async fn execute_command(&self, params: ExecuteCommandParams) -> Result<Option<LSPAny>> {
        let uri_arg = || {
            params
                .arguments
                .first()
                .and_then(Value::as_str)
                .and_then(|s| s.parse::<Uri>().ok())
        };
        match params.command.as_str() {
            SHOW_SCHEMAS => {
                let uri = uri_arg().ok_or_else(|| {
                    Error::invalid_params(
                        "toolsight.showSchemas takes [documentUri, functionName or position?]",
                    )
                })?;
                // The second argument names the function, or is a position inside it.
                let second = params.arguments.get(1).cloned();
                let r = self
                    .read(&uri, |analysis, _, at| {
                        let function = match &second {
                            Some(Value::String(s)) => Some(s.clone()),
                            Some(pos @ Value::Object(_)) => {
                                let p: Option<Position> = serde_json::from_value(pos.clone()).ok();
                                p.and_then(|p| at.offset(p))
                                    .and_then(|off| analysis.tool_at(off))
                                    .map(|t| analysis.module.functions[t.index].qualname.clone())
                                    .or(Some(String::new()))
                            }
                            _ => None,
                        };
                        schemas_json(analysis, function.as_deref())
                    })
                    .await?;
                match r {
                    Some(v) => Ok(Some(v)),
                    None => Err(Error::invalid_params(format!(
                        "{} is not open",
                        uri.as_str()
                    ))),
                }
            }
            TEST_PANIC if self.test_hooks => {
                let uri = uri_arg().ok_or_else(|| Error::invalid_params("needs a document uri"))?;
                let r: Option<Value> = self
                    .read(&uri, |_, _, _| -> Value {
                        panic!("test hook: request panic requested")
                    })
                    .await?;
                Ok(r)
            }
            TEST_TEXT if self.test_hooks => {
                let uri = params
                    .arguments
                    .first()
                    .and_then(Value::as_str)
                    .unwrap_or("");
                Ok(self
                    .docs
                    .get(uri)
                    .map(|d| json!({"text": d.doc.text, "version": d.doc.version})))
            }
            TEST_COUNTERS if self.test_hooks => {
                let analysed: Vec<Value> = self
                    .stats
                    .analysed
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .iter()
                    .map(|(uri, version)| json!({"uri": uri, "version": version}))
                    .collect();
                Ok(Some(json!({
                    "analyses": self.stats.analyses.load(Ordering::Relaxed),
                    "parses": self.stats.parses.load(Ordering::Relaxed),
                    "tasks": self.stats.tasks.load(Ordering::Relaxed),
                    "parked": self.stats.parked.load(Ordering::Relaxed),
                    "analysed": analysed,
                })))
            }
            TEST_HOLD if self.test_hooks => {
                let on = params.arguments.first().and_then(Value::as_bool) == Some(true);
                self.hold.send_replace(on);
                Ok(None)
            }
            TEST_PANIC_ANALYSIS if self.test_hooks => {
                self.stats.panic_next.store(true, Ordering::Relaxed);
                Ok(None)
            }
            other => Err(Error::invalid_params(format!("unknown command {other}"))),
        }
    }
}

/// How long the end of a session waits for the server to answer what it was given.
const LINGER: Duration = Duration::from_secs(1);
/// How long it then waits for the client to take the answers still queued (up to `QUEUE`
/// messages); a client that stopped reading does not keep the process.
const FLUSH: Duration = Duration::from_secs(5);

/// Resolves when the process is asked to terminate (SIGTERM, SIGINT, SIGHUP; Ctrl-C elsewhere).
/// The handlers are installed even where the parent left the signal ignored: a language
/// server outliving its editor is what this prevents.
async fn terminated() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, Signal, SignalKind};
        let handle = |kind: SignalKind| match signal(kind) {
            Ok(s) => Some(s),
            Err(e) => {
                eprintln!("toolsight: cannot handle a signal: {e}");
                None
            }
        };
        async fn received(s: &mut Option<Signal>) {
            if let Some(s) = s {
                if s.recv().await.is_some() {
                    return;
                }
            }
            std::future::pending().await
        }
        let mut term = handle(SignalKind::terminate());
        let mut int = handle(SignalKind::interrupt());
        let mut hup = handle(SignalKind::hangup());
        tokio::select! {
            () = received(&mut term) => {}
            () = received(&mut int) => {}
            () = received(&mut hup) => {}
        }
    }
    #[cfg(not(unix))]
    {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

/// Serves LSP on stdin/stdout until the client sends `exit`.
pub fn run() -> i32 {
    // Panics are caught and answered; the default hook would still print to stderr, which
    // is the right place (stdout carries the protocol), so only add context.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        eprintln!("toolsight: internal error (the server keeps running):");
        default_hook(info);
    }));
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        // Analysis runs on the blocking pool; deep but valid Python needs a deep stack (see
        // main.rs). The pool holds the analyses (`ANALYSIS_THREADS` at most), the workspace
        // scan, and tokio's reads of stdin and writes to stdout, which must never wait for a
        // thread behind an analysis.
        .thread_stack_size(256 << 20)
        .max_blocking_threads(ANALYSIS_THREADS + 4)
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("toolsight: cannot start the async runtime: {e}");
            return 1;
        }
    };
    // The client's bytes go through `transport::filter` to the server, and everything the
    // client receives goes through one queue (see transport.rs for why).
    let code = rt.block_on(async {
        let (queue, queued) = tokio::sync::mpsc::channel(transport::QUEUE);
        let direct = queue.downgrade();
        let (service, socket) = LspService::new(move |client| Backend::new(client, direct));
        let (to_server, server_in) = tokio::io::duplex(1 << 16);
        let (server_out, from_server) = tokio::io::duplex(1 << 16);
        let writer = tokio::spawn(transport::write_out(tokio::io::stdout(), queued));
        let relay = tokio::spawn(transport::relay(from_server, queue.clone()));
        let mut filter = tokio::spawn(transport::filter(tokio::io::stdin(), to_server, queue));
        let serve = Server::new(server_in, server_out, socket)
            .concurrency_level(CONCURRENCY)
            .serve(service);
        // Boxed, not pinned on the stack: dropping it must end the server (and the relay).
        let mut serve = Box::pin(serve);
        let life = tokio::select! {
            // The server stopped on its own while the client may still be there.
            _ = &mut serve => tokio::time::timeout(LINGER, &mut filter).await.ok().and_then(|j| j.ok()),
            // `exit`, the end of the input or broken framing: the server gets a moment to
            // answer what it was given, but is not waited for. It waits for every handler
            // it started, and a handler can wait for the client (or a read for an analysis).
            joined = &mut filter => {
                let _ = tokio::time::timeout(LINGER, &mut serve).await;
                joined.ok()
            }
            () = terminated() => {
                eprintln!("toolsight: terminated by a signal");
                return 1;
            }
        };
        // Dropping the server ends the relay; the writer ends with the last sender, or
        // when the client does not take what is left.
        drop(serve);
        let _ = tokio::time::timeout(LINGER, relay).await;
        let _ = tokio::time::timeout(FLUSH, writer).await;
        life.unwrap_or_default().exit_code()
    });
    // A read of stdin may still be blocked in a runtime thread: do not wait for it.
    rt.shutdown_background();
    code
}
