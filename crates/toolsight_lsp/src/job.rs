//! One analysis of one document revision, run on a blocking thread: what it takes (a
//! snapshot of the text and what it needs to analyse it) and what it gives back.

use super::*;

/// Everything one analysis needs, taken from the document so that no lock is held while it
/// runs.
pub(super) struct Job {
    pub(super) uri: Uri,
    pub(super) session: u64,
    pub(super) rev: u64,
    pub(super) version: i32,
    pub(super) text: String,
    /// The document's line index of `text` (kept up to date edit by edit: building it
    /// afresh read the whole text again).
    pub(super) index: LineIndex,
    pub(super) tree: tree_sitter::Tree,
    pub(super) partial: bool,
    pub(super) stale: document::Stale,
    pub(super) module: String,
    pub(super) tools_toml: Vec<crate::project::IndexEntry>,
    pub(super) rust: Option<Option<std::path::PathBuf>>,
    pub(super) cache: analysis::Cache,
    pub(super) config: Config,
    pub(super) workspace: Option<Arc<crate::workspace::Workspace>>,
    pub(super) enc: Encoding,
    /// Test hook: panic instead of analysing.
    pub(super) panic: bool,
    /// The document's file, and the parts of server sets (`sets`).
    pub(super) path: Option<std::path::PathBuf>,
    pub(super) sets: Arc<super::sets::Sets>,
}

pub(super) struct Finished {
    pub(super) session: u64,
    pub(super) rev: u64,
    pub(super) version: i32,
    /// The tree of the analysed text and whether it leaves statements out, when it was
    /// parsed here.
    pub(super) parsed: Option<(tree_sitter::Tree, bool)>,
    /// The analysis cache, back for the next run (emptied after a panic: it may be half
    /// updated).
    pub(super) cache: analysis::Cache,
    pub(super) result: std::result::Result<Done, String>,
}

pub(super) struct Done {
    pub(super) cached: Cached,
    /// The `publishDiagnostics` notification, framed, its ranges in the analysed text.
    /// Serialised here: thousands of diagnostics on a large file are megabytes of JSON,
    /// which tower-lsp-server would serialise on its serve loop.
    pub(super) publication: Vec<u8>,
    /// A hash of the published diagnostics as the client receives them (ranges in its
    /// units), without the version: equal for an edit that changed none of them.
    pub(super) content: u64,
    /// What other modules can import from this one (Python only).
    pub(super) exports: Option<u64>,
    /// The document's parts of server sets changed: the other documents with parts are
    /// analysed again (their findings about the whole sets may change).
    pub(super) sets_changed: bool,
}

impl Job {
    pub(super) fn run(self) -> Finished {
        let Job {
            uri,
            session,
            rev,
            version,
            text,
            index,
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
            path,
            sets,
        } = self;
        let mut parsed = None;
        let timing = timing();
        let result = catch_unwind(AssertUnwindSafe(|| {
            let started = std::time::Instant::now();
            if panic {
                panic!("test hook: analysis panic requested");
            }
            // A text over `max-file-size` is not parsed: the analysis only reports X002.
            if rust.is_none() && !crate::rules::limits::too_large(&text, &config) {
                parsed = document::reparsed(&text, &tree, partial, stale);
            }
            let tree = parsed.as_ref().map_or(&tree, |(t, _)| t);
            let parse_time = started.elapsed();
            let generation = workspace
                .as_deref()
                .map(crate::extract::External::generation);
            // Within a workspace, the sets registered on one server across modules are
            // judged whole, as `check` judges them (`sets`).
            let joined = workspace.as_deref().zip(path.clone());
            let mut sets_changed = false;
            let analysis = match &rust {
                Some(path) => analysis::analyze_rust(&text, path.as_deref(), &module, &config),
                None => {
                    let (mut analysis, shares) = analysis::analyze_cached_sets(
                        &text,
                        tree,
                        &module,
                        &config,
                        &tools_toml,
                        workspace
                            .as_deref()
                            .map(|w| w as &dyn crate::extract::External),
                        Some(&mut cache),
                        joined.is_some(),
                    );
                    if let Some((ws, path)) = joined {
                        let calls = analysis.module.server_calls.clone();
                        let own =
                            super::sets::Part::open(path, Arc::from(text.as_str()), shares, calls);
                        let found = sets.findings_for(ws, &config, &module, &own);
                        sets_changed = sets.record_open(&module, own);
                        let diagnostics = &mut analysis.diagnostics;
                        for d in found {
                            let at = diagnostics.partition_point(|o| {
                                (o.span.start, o.code) <= (d.span.start, d.code)
                            });
                            diagnostics.insert(at, d);
                        }
                    }
                    analysis
                }
            };
            let analysis_time = started.elapsed() - parse_time;
            // Converted here, off the serve loop: thousands of diagnostics on a large file.
            debug_assert_eq!(index, LineIndex::new(&text), "the edited line index");
            let at = Positions::exact(&index, &text, enc);
            let diagnostics: Vec<_> = analysis
                .diagnostics
                .iter()
                .filter_map(|d| convert::diagnostic(d, &uri, &at))
                .collect();
            let content = content_hash(&diagnostics);
            let publication = notification(
                "textDocument/publishDiagnostics",
                PublishDiagnosticsParams {
                    uri,
                    diagnostics,
                    version: Some(version),
                },
            );
            // A text that does not parse offers other modules nothing new (Python could not
            // import it): the workspace keeps the module's last text that parsed. Otherwise
            // every keystroke that breaks a line for a moment, and the one that mends it,
            // would make the whole workspace be analysed again.
            let exports = (rust.is_none() && analysis.module.syntax_errors.is_empty())
                .then(|| exports_hash(&text, &analysis));
            if timing {
                eprintln!(
                    "toolsight timing: {module} v{version}: parse {:.2} ms, analysis {:.2} ms, \
                     publication {:.2} ms; workspace generation {generation:?}, exports {exports:?}",
                    parse_time.as_secs_f64() * 1e3,
                    analysis_time.as_secs_f64() * 1e3,
                    (started.elapsed() - parse_time - analysis_time).as_secs_f64() * 1e3,
                );
            }
            Done {
                cached: Cached {
                    rev,
                    analysis,
                    text,
                },
                publication,
                content,
                exports,
                sets_changed,
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

/// A hash of diagnostics as they are serialised for the client, streamed into the hasher
/// (thousands of diagnostics are megabytes of JSON: not made a second time).
fn content_hash(diagnostics: &[tower_lsp_server::ls_types::Diagnostic]) -> u64 {
    use std::hash::Hasher;
    struct Hashing(std::collections::hash_map::DefaultHasher);
    impl std::io::Write for Hashing {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.write(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    // Fixed keys: hashes of two analyses are compared.
    let mut h = Hashing(std::collections::hash_map::DefaultHasher::new());
    // Writing into a hasher cannot fail; a value that did not serialise hashes as what was
    // written of it, and is then published as usual.
    let _ = serde_json::to_writer(&mut h, diagnostics);
    h.0.finish()
}

/// `TOOLSIGHT_TIMING=1`: each analysis reports to stderr what its parts took (what
/// `tests/bench/lsp_edit.py --log` collects).
pub(super) fn timing() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("TOOLSIGHT_TIMING").is_ok_and(|v| v == "1"))
}
