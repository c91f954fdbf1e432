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
//!
//! Where things are: `handlers/` has one file per request and notification
//! (`Backend::handle_<method>`; the `LanguageServer` impl below only routes), `scheduler.rs`
//! the analysis tasks and reads from the last analysis, `job.rs` one analysis run,
//! `document.rs` a document's text and edits, `sets.rs` the sets several modules register on
//! one server (judged whole, as `check` judges them), `shift.rs` moving positions through edits,
//! `convert.rs` the conversions to and from the protocol, `hover.rs` the hover's text, and
//! `transport.rs` the bytes on stdin and stdout.

// The layers below, under the names this crate's modules use for them.
use toolsight_config as config;
use toolsight_frameworks as frameworks;
use toolsight_frameworks::render;
use toolsight_ide::{analysis, project, reference};
use toolsight_model as model;
use toolsight_model::payload;
use toolsight_python::{extract, workspace};
use toolsight_rules as rules;
use toolsight_syntax as syntax;
use toolsight_syntax::line_index;
use toolsight_tokens as tokens;

mod convert;
pub mod document;
mod exports;
mod handlers;
pub mod hover;
mod job;
mod scheduler;
mod sets;
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

use crate::analysis::Analysis;
use crate::config::Config;
use crate::line_index::{Encoding, LineIndex};
use convert::Positions;
use document::{Change, Document};
use exports::exports_hash;
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
/// How long an analysis waits for the index of registrations being built before it is
/// published without the tools other modules register (and analysed again once the index is
/// built): a document opened while the workspace is indexed gets its diagnostics at once.
const INDEX_WAIT: Duration = Duration::from_millis(100);
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
    /// A hash of the diagnostics published last (`job::Done::content`): an analysis whose
    /// diagnostics are the same is not published again.
    published_content: Option<u64>,
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
            published_content: None,
            settled_tx: watch::Sender::new(0),
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
    /// The parts of server sets of the open documents and the modules beside them
    /// (`sets`): a document gets the findings about a whole set as `check` reports them.
    sets: Arc<sets::Sets>,
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
            sets: Arc::default(),
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
        let (mut config, more) = Config::from_json(&Value::Object(merged));
        problems.extend(more);
        config.gemini.required = root.as_deref().and_then(crate::config::required_genai);
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
            crate::workspace::Workspace::scan_filtered(
                &crate::frameworks::DIALECTS,
                &roots,
                &include,
                &exclude,
            )
        })
        .await;
        let Ok(ws) = scanned else { return };
        let ws = Arc::new(ws.with_registration_index(INDEX_WAIT));
        let n = ws.len();
        for d in self.docs.iter() {
            ws.set_overlay(&d.doc.module, Some(Arc::from(d.doc.text.as_str())));
        }
        *self.workspace.write().unwrap_or_else(|e| e.into_inner()) = Some(ws.clone());
        // Stamps are the new workspace's (`sets`).
        self.sets.clear_closed();
        self.invalidate_all();
        // The index of which modules register tools of which, built once here (on all
        // cores) and kept across edits; indexing ends with it. The documents analysed
        // meanwhile are analysed again if they were answered without it.
        let building = ws.clone();
        let _ = tokio::task::spawn_blocking(move || building.prepare_registrations()).await;
        if ws.take_partial() {
            // A new generation: the analyses' caches do not take the last results, nor do
            // the parts of server sets made meanwhile.
            self.sets.clear_closed();
            ws.invalidate();
            self.invalidate_all();
        }
        let _ = indexed.send(n);
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

/// Each request and notification is handled in a file of its own (`handlers/`).
impl LanguageServer for Backend {
    async fn initialize(&self, params: InitializeParams) -> Result<InitializeResult> {
        self.handle_initialize(params).await
    }

    async fn initialized(&self, _: InitializedParams) {
        self.handle_initialized().await
    }

    async fn shutdown(&self) -> Result<()> {
        self.handle_shutdown().await
    }

    async fn did_open(&self, params: DidOpenTextDocumentParams) {
        self.handle_did_open(params).await
    }

    async fn did_save(&self, params: DidSaveTextDocumentParams) {
        self.handle_did_save(params).await
    }

    async fn did_change_watched_files(&self, params: DidChangeWatchedFilesParams) {
        self.handle_did_change_watched_files(params).await
    }

    async fn did_change(&self, params: DidChangeTextDocumentParams) {
        self.handle_did_change(params).await
    }

    async fn did_close(&self, params: DidCloseTextDocumentParams) {
        self.handle_did_close(params).await
    }

    async fn did_change_configuration(&self, params: DidChangeConfigurationParams) {
        self.handle_did_change_configuration(params).await
    }

    async fn hover(&self, params: HoverParams) -> Result<Option<Hover>> {
        self.handle_hover(params).await
    }

    async fn code_action(&self, params: CodeActionParams) -> Result<Option<CodeActionResponse>> {
        self.handle_code_action(params).await
    }

    async fn code_lens(&self, params: CodeLensParams) -> Result<Option<Vec<CodeLens>>> {
        self.handle_code_lens(params).await
    }

    async fn execute_command(&self, params: ExecuteCommandParams) -> Result<Option<LSPAny>> {
        self.handle_execute_command(params).await
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

/// glibc gives a thread that allocates while another holds an arena an arena of its own,
/// up to eight per core, and gives back little of what is freed inside one. The analyses run
/// on the blocking pool's threads, in turn: each arena kept the peak of the analyses it
/// served, and the server's memory grew with the edits (agno's studio.py: 311 → 388 MiB over
/// 120 keystrokes; with two arenas 238 MiB, flat). One arena per analysis that can run at
/// once (`analysis_slots`); the other threads share them.
fn cap_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let arenas = cores.clamp(2, ANALYSIS_THREADS) as std::ffi::c_int;
        // SAFETY: `mallopt` only sets a tunable of the allocator; it is called before the
        // runtime starts any thread.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, arenas);
        }
    }
}

/// Serves LSP on stdin/stdout until the client sends `exit`.
pub fn run() -> i32 {
    cap_malloc_arenas();
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
