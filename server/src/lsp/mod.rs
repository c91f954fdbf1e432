//! `toolsight lsp`: a stdio language server on tower-lsp-server.
//!
//! Design, given the framework's two hazards:
//! - Handlers run concurrently (up to 4 futures). Every handler that changes state
//!   (`did_open`, `did_change`, `did_close`, configuration) does so synchronously before its
//!   first `.await`, so edits apply in the order they arrived; everything published carries
//!   the document version it was computed from, and a result for an outdated version is
//!   dropped instead of published.
//! - A panic that reaches the serve loop leaves a process that answers nothing. All analysis
//!   runs inside `catch_unwind`: a panic becomes an error response (or a logged failure for a
//!   notification) and the server keeps serving.
//!
//! Analysis itself is `crate::analysis`, plain functions of text; this module translates.

mod convert;
pub mod document;
pub mod hover;
pub mod shift;
pub mod transport;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex, RwLock};

use dashmap::DashMap;
use serde_json::{json, Value};
use tower_lsp_server::jsonrpc::{Error, ErrorCode, Result};
use tower_lsp_server::ls_types::*;
use tower_lsp_server::{Client, LanguageServer, LspService, Server};

use crate::analysis::{self, Analysis};
use crate::config::Config;
use crate::line_index::Encoding;
use document::{Change, Document};

pub const SHOW_SCHEMAS: &str = "toolsight.showSchemas";
const TEST_PANIC: &str = "toolsight.testPanic";
const TEST_TEXT: &str = "toolsight.documentText";

struct Cached {
    version: i32,
    analysis: Arc<Analysis>,
}

pub struct Backend {
    client: Client,
    docs: DashMap<String, Document>,
    cache: DashMap<String, Arc<Cached>>,
    config: RwLock<Config>,
    encoding: RwLock<Encoding>,
    startup_problems: Mutex<Vec<String>>,
    test_hooks: bool,
    /// The Python files of the workspace folders, for types imported across modules.
    workspace: RwLock<Option<Arc<crate::workspace::Workspace>>>,
    roots: Mutex<Vec<std::path::PathBuf>>,
    client_settings: Mutex<Value>,
    watch_files: std::sync::atomic::AtomicBool,
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
    fn new(client: Client) -> Backend {
        Backend {
            client,
            docs: DashMap::new(),
            cache: DashMap::new(),
            config: RwLock::new(Config::default()),
            encoding: RwLock::new(Encoding::Utf16),
            startup_problems: Mutex::new(Vec::new()),
            test_hooks: std::env::var("TOOLSIGHT_TEST_HOOKS").is_ok_and(|v| v == "1"),
            workspace: RwLock::new(None),
            roots: Mutex::new(Vec::new()),
            client_settings: Mutex::new(Value::Null),
            watch_files: std::sync::atomic::AtomicBool::new(false),
        }
    }

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

    /// The analysis of the document's current version, computed at most once per version.
    fn analysis(&self, uri: &str) -> std::result::Result<Option<Arc<Cached>>, String> {
        let Some(doc) = self.docs.get(uri) else {
            return Ok(None);
        };
        if let Some(c) = self.cache.get(uri) {
            if c.version == doc.version {
                return Ok(Some(c.clone()));
            }
        }
        let config = self.config();
        let workspace = self
            .workspace
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let result = catch_unwind(AssertUnwindSafe(|| {
            if let Some(path) = &doc.rust {
                return analysis::analyze_rust(&doc.text, path.as_deref(), &doc.module, &config);
            }
            let mut cache = doc.cache.lock().unwrap_or_else(|e| e.into_inner());
            analysis::analyze_cached(
                &doc.text,
                &doc.tree,
                &doc.module,
                &config,
                &doc.tools_toml,
                workspace
                    .as_deref()
                    .map(|w| w as &dyn crate::extract::External),
                Some(&mut cache),
            )
        }));
        match result {
            Ok(a) => {
                let cached = Arc::new(Cached {
                    version: doc.version,
                    analysis: Arc::new(a),
                });
                drop(doc);
                self.cache.insert(uri.to_string(), cached.clone());
                Ok(Some(cached))
            }
            Err(p) => Err(format!("toolsight analysis panicked: {}", panic_message(p))),
        }
    }

    async fn publish(&self, uri: Uri) {
        // Let queued edits to the same document apply first: a burst of changes is then
        // analysed once, at its last version.
        tokio::task::yield_now().await;
        let key = uri.as_str().to_string();
        let cached = match self.analysis(&key) {
            Ok(Some(c)) => c,
            Ok(None) => return,
            Err(e) => {
                self.client.log_message(MessageType::ERROR, e).await;
                return;
            }
        };
        let diagnostics = {
            let Some(doc) = self.docs.get(&key) else {
                return;
            };
            if doc.version != cached.version {
                // A newer edit arrived; its own publish will report.
                return;
            }
            let enc = self.enc();
            cached
                .analysis
                .diagnostics
                .iter()
                .map(|d| convert::diagnostic(d, &uri, &doc.index, &doc.text, enc))
                .collect::<Vec<_>>()
        };
        self.client
            .publish_diagnostics(uri, diagnostics, Some(cached.version))
            .await;
        self.share_exports(&key, &cached.analysis).await;
    }

    /// Open buffers take precedence over the files on disk: when an edit changes what a
    /// module offers other modules (its classes, aliases and imports), the workspace sees the
    /// buffer and the other open documents are re-analysed.
    async fn share_exports(&self, key: &str, analysis: &Analysis) {
        let ws = self
            .workspace
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let Some(ws) = ws else { return };
        let changed = {
            let Some(mut doc) = self.docs.get_mut(key) else {
                return;
            };
            if doc.rust.is_some() {
                return;
            }
            let exports = exports_hash(&doc.text, analysis);
            if doc.exports == Some(exports) {
                false
            } else {
                let first = doc.exports.is_none();
                doc.exports = Some(exports);
                ws.set_overlay(&doc.module, Some(Arc::from(doc.text.as_str())));
                !first
            }
        };
        if changed {
            ws.invalidate();
            self.cache.retain(|k, _| k == key);
            let others: Vec<String> = self
                .docs
                .iter()
                .map(|e| e.key().clone())
                .filter(|k| k != key)
                .collect();
            for k in others {
                if let Ok(uri) = k.parse::<Uri>() {
                    Box::pin(self.publish(uri)).await;
                }
            }
        }
    }

    async fn republish_all(&self) {
        self.cache.clear();
        let uris: Vec<String> = self.docs.iter().map(|e| e.key().clone()).collect();
        for u in uris {
            if let Ok(uri) = u.parse::<Uri>() {
                self.publish(uri).await;
            }
        }
    }

    fn with_doc<T>(
        &self,
        uri: &Uri,
        f: impl FnOnce(&Document, &Analysis, Encoding) -> T,
    ) -> Result<Option<T>> {
        let key = uri.as_str();
        let cached = self.analysis(key).map_err(internal)?;
        let Some(cached) = cached else {
            return Ok(None);
        };
        let Some(doc) = self.docs.get(key) else {
            return Ok(None);
        };
        let enc = self.enc();
        catch_unwind(AssertUnwindSafe(|| f(&doc, &cached.analysis, enc)))
            .map(Some)
            .map_err(|p| internal(format!("toolsight request panicked: {}", panic_message(p))))
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
                Err(e) => problems.push(format!("{}: invalid TOML: {e}", path.display())),
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
    /// type from them is needed), reporting `$/progress`.
    async fn index_workspace(&self) {
        let roots = self.roots.lock().unwrap_or_else(|e| e.into_inner()).clone();
        if roots.is_empty() {
            return;
        }
        let token = ProgressToken::String("toolsight/index".into());
        let progress = match self.client.create_work_done_progress(token.clone()).await {
            Ok(()) => Some(
                self.client
                    .progress(token, "toolsight")
                    .with_message(format!(
                        "Indexing {}",
                        roots
                            .iter()
                            .map(|r| r.display().to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                    .with_percentage(0)
                    .begin()
                    .await,
            ),
            Err(_) => None,
        };
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
            ws.set_overlay(&d.module, Some(Arc::from(d.text.as_str())));
        }
        *self.workspace.write().unwrap_or_else(|e| e.into_inner()) = Some(Arc::new(ws));
        if let Some(p) = progress {
            p.report_with_message(format!("Indexing {n} / {n}"), 100)
                .await;
            p.finish_with_message(format!("Indexed {n} Python files"))
                .await;
        }
        self.republish_all().await;
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
        self.watch_files
            .store(dynamic_watch, std::sync::atomic::Ordering::Relaxed);
        // The workspace's configuration file, with the editor's settings over it.
        let opts = params.initialization_options.clone().unwrap_or(Value::Null);
        let problems = self.apply_settings(&opts);
        self.startup_problems
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend(problems);
        let mut commands = vec![SHOW_SCHEMAS.to_string()];
        if self.test_hooks {
            commands.push(TEST_PANIC.to_string());
            commands.push(TEST_TEXT.to_string());
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
        if self.watch_files.load(std::sync::atomic::Ordering::Relaxed) {
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
            let _ = self
                .client
                .register_capability(vec![Registration {
                    id: "toolsight-watch".into(),
                    method: "workspace/didChangeWatchedFiles".into(),
                    register_options: Some(json!({ "watchers": watchers })),
                }])
                .await;
        }
        self.index_workspace().await;
        let problems = std::mem::take(
            &mut *self
                .startup_problems
                .lock()
                .unwrap_or_else(|e| e.into_inner()),
        );
        self.show_problems(problems).await;
    }

    async fn shutdown(&self) -> Result<()> {
        Ok(())
    }

    async fn did_open(&self, params: DidOpenTextDocumentParams) {
        let d = params.text_document;
        let path = convert::file_path(&d.uri).filter(|p| p.is_file());
        if d.language_id == "rust" || d.uri.as_str().ends_with(".rs") {
            // Rust is its own front-end: no Python workspace overlay, no tools.toml.
            let stem = convert::module_name(&d.uri);
            let stem = stem.strip_suffix(".rs").unwrap_or(&stem).to_string();
            let doc = Document::new_rust(d.text, d.version, stem, path);
            self.docs.insert(d.uri.as_str().to_string(), doc);
            self.publish(d.uri).await;
            return;
        }
        // Inside a package the module is `pkg.mod`, as Python imports it.
        let module = match &path {
            Some(p) => crate::workspace::analysis_name(p),
            None => convert::module_name(&d.uri),
        };
        let text: Arc<str> = Arc::from(d.text.as_str());
        let mut doc = Document::new(d.text, d.version, module.clone());
        if let Some(p) = &path {
            doc.tools_toml = crate::project::index_entries(p);
        }
        self.docs.insert(d.uri.as_str().to_string(), doc);
        if let Some(ws) = self
            .workspace
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
        {
            ws.set_overlay(&module, Some(text));
            ws.invalidate();
        }
        self.publish(d.uri).await;
    }

    async fn did_save(&self, params: DidSaveTextDocumentParams) {
        // Other modules see this one's new types once it is saved.
        let key = params.text_document.uri.as_str().to_string();
        let module_text = self
            .docs
            .get(&key)
            .filter(|d| d.rust.is_none())
            .map(|d| (d.module.clone(), Arc::<str>::from(d.text.as_str())));
        let ws = self
            .workspace
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        if let (Some(ws), Some((module, text))) = (ws, module_text) {
            ws.set_overlay(&module, Some(text));
            ws.invalidate();
            self.republish_all().await;
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
                                d.tools_toml = crate::project::index_entries(&path);
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
        self.republish_all().await;
    }

    async fn did_change(&self, params: DidChangeTextDocumentParams) {
        let uri = params.text_document.uri;
        let enc = self.enc();
        {
            let Some(mut doc) = self.docs.get_mut(uri.as_str()) else {
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
            if catch_unwind(AssertUnwindSafe(|| doc.apply(changes, version, enc))).is_err() {
                // A change that cannot be applied leaves the document unknown; drop it so
                // the client's next didOpen starts clean rather than analysing garbage.
                drop(doc);
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
        self.publish(uri).await;
    }

    async fn did_close(&self, params: DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        if let Some((_, doc)) = self.docs.remove(uri.as_str()) {
            if let Some(ws) = self
                .workspace
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .as_ref()
            {
                // Back to the file on disk.
                ws.set_overlay(&doc.module, None);
                ws.invalidate();
            }
        }
        self.cache.remove(uri.as_str());
        self.client.publish_diagnostics(uri, Vec::new(), None).await;
    }

    async fn did_change_configuration(&self, params: DidChangeConfigurationParams) {
        let problems = self.apply_settings(&params.settings);
        self.show_problems(problems).await;
        self.republish_all().await;
    }

    async fn hover(&self, params: HoverParams) -> Result<Option<Hover>> {
        let p = params.text_document_position_params;
        let tokens = self.token_encoding();
        let r = self.with_doc(&p.text_document.uri, |doc, analysis, enc| {
            let offset = convert::offset(&doc.index, &doc.text, p.position, enc);
            hover::hover(analysis, &doc.text, offset, tokens).map(|(md, span)| Hover {
                contents: HoverContents::Markup(MarkupContent {
                    kind: MarkupKind::Markdown,
                    value: md,
                }),
                range: Some(convert::range(&doc.index, &doc.text, span, enc)),
            })
        })?;
        Ok(r.flatten())
    }

    async fn code_action(&self, params: CodeActionParams) -> Result<Option<CodeActionResponse>> {
        let uri = params.text_document.uri.clone();
        let r = self.with_doc(&uri, |doc, analysis, enc| {
            let start = convert::offset(&doc.index, &doc.text, params.range.start, enc);
            let end = convert::offset(&doc.index, &doc.text, params.range.end, enc);
            let mut actions = Vec::new();
            for d in &analysis.diagnostics {
                let Some(fix) = &d.fix else { continue };
                if d.span.end < start || d.span.start > end {
                    continue;
                }
                actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                    title: fix.title.clone(),
                    kind: Some(CodeActionKind::QUICKFIX),
                    diagnostics: Some(vec![convert::diagnostic(
                        d, &uri, &doc.index, &doc.text, enc,
                    )]),
                    edit: Some(convert::workspace_edit(
                        fix, &uri, &doc.index, &doc.text, enc,
                    )),
                    is_preferred: Some(true),
                    ..Default::default()
                }));
            }
            actions
        })?;
        Ok(r)
    }

    async fn code_lens(&self, params: CodeLensParams) -> Result<Option<Vec<CodeLens>>> {
        let uri = params.text_document.uri;
        let tokens = self.token_encoding();
        let r = self.with_doc(&uri, |doc, analysis, enc| {
            analysis
                .tools
                .iter()
                .map(|t| {
                    let f = &analysis.module.functions[t.index];
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
                    CodeLens {
                        range: convert::range(&doc.index, &doc.text, f.name_span, enc),
                        command: Some(Command {
                            title,
                            command: SHOW_SCHEMAS.into(),
                            arguments: Some(vec![json!(uri.as_str()), json!(f.qualname)]),
                        }),
                        data: None,
                    }
                })
                .collect()
        })?;
        Ok(r)
    }

    async fn execute_command(&self, params: ExecuteCommandParams) -> Result<Option<LSPAny>> {
        match params.command.as_str() {
            SHOW_SCHEMAS => {
                let uri = params
                    .arguments
                    .first()
                    .and_then(Value::as_str)
                    .and_then(|s| s.parse::<Uri>().ok())
                    .ok_or_else(|| {
                        Error::invalid_params(
                            "toolsight.showSchemas takes [documentUri, functionName or position?]",
                        )
                    })?;
                // The second argument names the function, or is a position inside it.
                let second = params.arguments.get(1).cloned();
                let r = self.with_doc(&uri, |doc, analysis, enc| {
                    let function = match &second {
                        Some(Value::String(s)) => Some(s.clone()),
                        Some(pos @ Value::Object(_)) => {
                            let p: Option<Position> = serde_json::from_value(pos.clone()).ok();
                            p.map(|p| convert::offset(&doc.index, &doc.text, p, enc))
                                .and_then(|off| analysis.tool_at(off))
                                .map(|t| analysis.module.functions[t.index].qualname.clone())
                                .or(Some(String::new()))
                        }
                        _ => None,
                    };
                    schemas_json(analysis, function.as_deref())
                })?;
                match r {
                    Some(v) => Ok(Some(v)),
                    None => Err(Error::invalid_params(format!(
                        "{} is not open",
                        uri.as_str()
                    ))),
                }
            }
            TEST_PANIC if self.test_hooks => {
                let uri = params
                    .arguments
                    .first()
                    .and_then(Value::as_str)
                    .and_then(|s| s.parse::<Uri>().ok())
                    .ok_or_else(|| Error::invalid_params("needs a document uri"))?;
                let r: Option<Value> = self.with_doc(&uri, |_, _, _| -> Value {
                    panic!("test hook: analysis panic requested")
                })?;
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
                    .map(|d| json!({"text": d.text, "version": d.version})))
            }
            other => Err(Error::invalid_params(format!("unknown command {other}"))),
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
        // Analysis runs on these threads; deep but valid Python needs a deep stack (see
        // main.rs). The blocking pool (workspace scans) is kept small for the same reason.
        .thread_stack_size(256 << 20)
        .max_blocking_threads(4)
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
        let (service, socket) = LspService::new(Backend::new);
        let (to_server, server_in) = tokio::io::duplex(1 << 16);
        let (server_out, from_server) = tokio::io::duplex(1 << 16);
        let (queue, queued) = tokio::sync::mpsc::unbounded_channel();
        let writer = tokio::spawn(transport::write_out(tokio::io::stdout(), queued));
        let relay = tokio::spawn(transport::relay(from_server, queue.clone()));
        let filter = tokio::spawn(transport::filter(tokio::io::stdin(), to_server, queue));
        Server::new(server_in, server_out, socket)
            .serve(service)
            .await;
        // The server stops after `exit` (or when its input ends); the filter has then
        // finished, unless the server stopped on its own while the client is still there.
        let life = tokio::time::timeout(std::time::Duration::from_secs(1), filter)
            .await
            .ok()
            .and_then(|joined| joined.ok())
            .unwrap_or_default();
        let _ = relay.await;
        let _ = writer.await;
        life.exit_code()
    });
    // A read of stdin may still be blocked in a runtime thread: do not wait for it.
    rt.shutdown_background();
    code
}
