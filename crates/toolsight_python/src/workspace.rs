//! The Python files around the analysed one: which module each file is, and the types they
//! define, so that `from .models import Order` resolves to the real `Order`.
//!
//! Files are found up front (names only); a module is read and parsed only when a name from
//! it is needed, and each resolved name is remembered until the workspace changes. In a
//! command-line run one tree per module serves its check, the search for its registrations and
//! the names resolved in it (within `TREE_BUDGET_BYTES`). Open editor buffers take precedence
//! over the files on disk.

use crate::model::markers::Dialects;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

use crate::extract::External;
use crate::model::Ty;

/// Directories never indexed: virtual environments, caches, dependencies, VCS metadata.
const SKIP_DIRS: &[&str] = &[
    "__pycache__",
    "node_modules",
    "site-packages",
    "venv",
    "target",
    "build",
    "dist",
];

pub use crate::syntax::MAX_FILE_BYTES;

/// Re-export chains longer than this are treated as unresolved (and cycles end here).
const MAX_DEPTH: usize = 24;

#[derive(Clone, Debug)]
struct ModuleFile {
    path: PathBuf,
    /// `pkg/__init__.py`: analysed as `pkg.__init__` (see `extract::Scope::new`).
    package: bool,
}

#[derive(Default)]
pub struct Workspace {
    roots: Vec<PathBuf>,
    modules: RwLock<HashMap<String, ModuleFile>>,
    /// Unsaved editor contents by module name.
    overlays: RwLock<HashMap<String, Arc<str>>>,
    /// Resolved names, with what their resolution read (`reads`, when tracked).
    resolved: Mutex<HashMap<String, (Option<Ty>, Recorded)>>,
    /// The answers to the other questions about another module's names (`answered`), kept
    /// for the generation like `resolved`: the same question asked by many modules (every
    /// toolkit's base class) is answered once, without that module's tree.
    answers: Mutex<HashMap<Question, (Answer, Recorded)>>,
    /// Parsed modules, kept while nothing changes: one parse serves every name of a module
    /// (and, in a command-line run, its check and the search for its registrations).
    parsed: Mutex<TreeCache>,
    /// Signalled (with `parsed`'s lock) when a module's parse ends (`TreeCache::parsing`).
    parse_done: std::sync::Condvar,
    generation: AtomicU64,
    /// What `incoming` knows for one generation.
    incoming: Mutex<Option<IncomingState>>,
    /// Indexed on demand (`lazy`): module names are looked up on disk when first asked for,
    /// and this remembers the names already looked up.
    probed: Option<Mutex<HashSet<String>>>,
    /// Analyses made to find what a module registers, kept (with the text they were made
    /// from) for the command line to take when it checks that module: a package's modules
    /// were each analysed twice, once for the modules they register tools of and once when
    /// checked. `None`: not kept (the language server analyses its documents itself).
    kept: Option<Mutex<HashMap<String, Kept>>>,
    /// Every module is asked for its incoming registrations (a command-line run over an
    /// import root): the modules that register tools are analysed once per generation into
    /// one index by defining module, and each question is a look-up in it, instead of a walk
    /// of the import-word index per question (quadratic in the modules of one project, cubic
    /// with the repeated words it walked).
    registrations_up_front: bool,
    /// The frameworks the modules are analysed with (the registry's markers, as data).
    dialects: &'static Dialects,
    /// A command-line run: the modules still to be checked, and those of them a question
    /// parsed first (`workspace_order.rs`), so that their checks come next and take that tree.
    order: Mutex<order::CheckOrder>,
    /// The modules whose import lines name each word, for one generation: built the first
    /// time a registry decorator asks who imports its list (`importers`), never otherwise.
    importers: Mutex<Option<(u64, ImportersIndex)>>,
    /// Every word of every module, built on the first question that needs it
    /// (`named_elsewhere`).
    all_words: Mutex<words::WordIndex>,
    /// Signalled (with `incoming`'s lock) when a build of the index of registrations ends.
    index_built: std::sync::Condvar,
    /// The language server (`with_registration_index`): how long a question waits for the
    /// index another thread is building before it is answered from the entries made so far
    /// (`take_partial` then says so, and the documents are analysed again once it is built).
    index_wait: Option<std::time::Duration>,
    /// A command-line run takes the index of registrations from its own checks
    /// (`collect_registrations`): until `finish_registrations`, `incoming` answers nothing
    /// and each check records what its module registers.
    collecting: std::sync::atomic::AtomicBool,
    /// The language server: what each analysis made for the index of registrations reads
    /// is recorded (`reads`), and an entry is made again only when something it read changed.
    track_reads: bool,
    /// The version of each module's text: bumped when the module is marked dirty (an open
    /// buffer's text set, a file changed), absent for a text never changed. The answers kept
    /// per module across generations (`each_module_answer`) are valid for one version.
    versions: Mutex<HashMap<String, u64>>,
    /// A module was added or removed, or moved between a file and a package, since the last
    /// `invalidate`: names resolve differently anywhere, so no kept answer holds.
    names_changed: std::sync::atomic::AtomicBool,
    /// Bumped whenever `names_changed` is set: what is kept per module and read with the
    /// module names (`importers`' words) is kept for one epoch.
    names_epoch: AtomicU64,
    /// Each module's import-line words (`importers`), with the version of its text and the
    /// names epoch they were read in: a new generation reads only the modules that changed.
    import_words_by_module: Mutex<PerModule<(u64, Arc<[String]>)>>,
    /// The last version handed out (`new_version`).
    next_version: AtomicU64,
    /// `next_version` when `invalidate` last dropped the trees of the modules changed since.
    versions_cleared: AtomicU64,
    /// `tools_rewritten`'s and `listing_transforms`' answers per module, with the version of
    /// the text they were read from: a generation reads only the modules that changed, not
    /// every module's text again.
    rewritten_by_module: Mutex<PerModule<crate::extract::tools_rewritten::Rewritten>>,
    transforms_by_module: Mutex<PerModule<crate::extract::listing_transforms::Transforms>>,
}

/// The kinds of kept answers (`answered`) read off every module of the project (through
/// `each_module_answer`, which records no read): made again at every change.
const WHOLE_PROJECT: &[&str] = &["tools_rewritten", "listing_transforms"];

/// Whether a kept answer whose computation read `read` is still the answer after the
/// modules `changed` changed (the language server keeps answers across generations): none
/// of the modules it parsed changed, and it asked nothing whose answer is read off the whole
/// project (who imports a word, `named_elsewhere`, `unimported`), which is not tracked per
/// module and so is made again at any change.
fn kept_answer_holds(read: &reads::Reads, changed: &HashSet<String>) -> bool {
    read.importers.is_empty()
        && read.project.is_empty()
        && !read.modules.iter().any(|m| changed.contains(m))
}

/// Answers kept per module with the version of the text they were read from.
type PerModule<T> = HashMap<String, (u64, T)>;

/// A question `External` asks about a name of another module: its kind, the qualified
/// name, what else it names (the method of `inherited_method`), and the re-export depth it
/// is asked at (the depth limits inside make the answer depend on it).
#[derive(Clone, PartialEq, Eq, Hash)]
struct Question {
    kind: &'static str,
    qualified: String,
    extra: String,
    depth: usize,
}

/// A kept answer, of the question's own type.
type Answer = Arc<dyn std::any::Any + Send + Sync>;

/// What the computation of a kept answer read (`reads`), when the workspace tracks it.
type Recorded = Option<Arc<reads::Reads>>;

/// Module names by the words of their import lines (see `importers`).
type ImportersIndex = Arc<HashMap<String, Vec<String>>>;

#[path = "workspace_importers.rs"]
mod importers;
#[cfg(test)]
#[path = "workspace_kept_tests.rs"]
mod kept_tests;
#[path = "workspace_loaders.rs"]
mod loaders;
#[path = "workspace_order.rs"]
mod order;
#[path = "workspace_reads.rs"]
mod reads;
#[path = "workspace_registrations.rs"]
mod registrations;
#[path = "workspace_sets.rs"]
mod sets;
#[path = "workspace_words.rs"]
mod words;
pub use words::{is_text_file, text_file_globs};

/// An analysis and the text it was made from.
type Kept = (Arc<str>, crate::model::Module);

/// A tool this module defines that another registers: (function, framework, registering
/// module).
pub use crate::model::Incoming;

/// A tool one module registers that another defines: the defining module, and the tool.
type Registered = (String, Incoming);

#[derive(Default)]
struct IncomingState {
    generation: u64,
    /// Modules whose text changed since their import words were read.
    dirty: HashSet<String>,
    /// The modules whose import lines hold each word (kept in step with `words`).
    by_word: HashMap<String, HashSet<String>>,
    /// Each module's import-line words, and whether it imports a framework.
    words: HashMap<String, (HashSet<String>, bool)>,
    /// The tools each analysed module registers: (defining module, function, framework,
    /// registering module). Kept across generations: a new generation drops only the
    /// entries of the modules that changed and of those whose analysis read what changed
    /// (`registrations::refresh_words`, `reads`).
    analysed: HashMap<String, Vec<Registered>>,
    /// The module names at the last refresh: another set (a file added or removed changes
    /// which names resolve) makes every entry stale.
    files_seen: Vec<String>,
    /// A hash of each module's text (and whether it is a package) when its words were read:
    /// a module marked dirty with the same text changes nothing.
    text_hash: HashMap<String, u64>,
    /// Some thread is analysing the registering modules that have no entry.
    building: bool,
    /// The index was complete once: a question asked while it is built again waits for it
    /// (only the first build, which the language server follows with a new analysis of its
    /// documents, may answer before it is done).
    built_once: bool,
    /// A question was answered before the index was complete (`index_wait` ran out).
    partial: bool,
    /// The last segments of the modules that import a framework (`server` for
    /// `core.server`): a module importing one of them may hand their server to a registering
    /// function (`register_report_tools(mcp)` after `from core.server import mcp`).
    framework_words: HashSet<String>,
    /// `registrations_up_front`: the tools registered in other modules, by every dotted
    /// suffix of the defining module's name (`a.b.tools`, `b.tools`, `tools`), in the order
    /// of the registering modules' names. Built once per generation.
    by_target: Option<HashMap<String, Vec<Registered>>>,
    /// What the analysis behind each entry of `analysed` read (the language server,
    /// `track_reads`): the entry is dropped when one of those changed. An entry without
    /// (made by a command-line run) is dropped at any change.
    reads: HashMap<String, Arc<reads::Reads>>,
    /// How often each module's entry was dropped (`refresh_words`), and how often every
    /// entry was (`clears`): what the language server keys a module's parts of server sets
    /// by (`stamp`), so that they are made again exactly when its entry is.
    drops: HashMap<String, u64>,
    clears: u64,
}

impl IncomingState {
    /// Drops a module's import words (it changed or is gone).
    fn forget(&mut self, module: &str) {
        if let Some((words, _)) = self.words.remove(module) {
            for w in words {
                if let Some(set) = self.by_word.get_mut(&w) {
                    set.remove(module);
                }
            }
        }
    }
}

/// `server` for `core.server`; a package's `__init__` by the package's own name.
fn last_segment(module: &str) -> &str {
    let m = module.strip_suffix(".__init__").unwrap_or(module);
    m.rsplit('.').next().unwrap_or(m)
}

/// A module of the workspace as `Workspace::in_module` hands it over.
struct InModule<'a> {
    source: &'a str,
    tree: &'a tree_sitter::Tree,
    /// The name it is analysed under (`pkg.__init__` for a package).
    analysis: String,
    /// The name looked up in it.
    name: &'a str,
    path: Option<PathBuf>,
}

/// A module's text, its tree, and whether it is a package `__init__`.
type Parsed = Arc<(Arc<str>, tree_sitter::Tree, bool)>;

/// A module's parse in progress on this thread (`TreeCache::parsing`): ended when the parse
/// is in the cache or failed, and the threads waiting for it woken.
struct Parsing<'w>(&'w Workspace, &'w str);

impl Drop for Parsing<'_> {
    fn drop(&mut self) {
        self.0
            .parsed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .parsing
            .remove(self.1);
        self.0.parse_done.notify_all();
    }
}

/// `TOOLSIGHT_PARSE_LOG=1`: each module parse on stderr (its thread, the module, its bytes,
/// what it was parsed for: its check or a question), to see what is parsed more than once
/// and by whom, at one thread and at several.
fn parse_log(module: &str, source: &str, why: TreeUse) {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if *ON.get_or_init(|| std::env::var("TOOLSIGHT_PARSE_LOG").is_ok_and(|v| v == "1")) {
        eprintln!(
            "toolsight-parse\t{:?}\t{module}\t{}\t{}",
            std::thread::current().id(),
            source.len(),
            if why == TreeUse::Check {
                "check"
            } else {
                "question"
            }
        );
    }
}

/// The source bytes whose trees a command-line run keeps (`TreeCache`). A tree takes about
/// twelve times its text (agno's 21 MB made 260 MB of trees): all of a project's would make
/// memory grow with the project far past the parse's; within this budget the modules asked
/// about again stay parsed. 1 MiB: 2 MiB made agno's check 3.3 times the parse's peak memory
/// (117 MiB; 94 MiB with 1 MiB, for 31.7 MB parsed instead of 29.0 with the segmented cache:
/// BENCHMARKS.md, issue 28, speedcheck5).
const TREE_BUDGET_BYTES: usize = 1 << 20;

/// The text of the trees kept for the checks about to come (`TreeCache::pinned`), besides
/// the budget: agno, one thread, none kept 1,385 module parses (29.9 MB), 1 MiB 1,316 (27.3
/// MB, +5 MiB of peak memory), 2 MiB 1,310 (26.4 MB, +15 MiB); main's order 1,464 (31.6 MB):
/// BENCHMARKS.md, issue 28, speedcheck8.
const PINNED_BUDGET_BYTES: usize = 1 << 20;

/// `TREE_BUDGET_BYTES`, or `TOOLSIGHT_TREE_BUDGET_MIB` MiB (memory against parses, for the
/// benchmarks: `0` keeps no tree but the one in use).
fn tree_budget() -> usize {
    std::env::var("TOOLSIGHT_TREE_BUDGET_MIB")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .map_or(TREE_BUDGET_BYTES, |mib| mib.saturating_mul(1 << 20))
}

/// Parsed modules by name; with a budget, trees are dropped once their texts pass it (a
/// command-line run). The language server's has none: it forgets them all when the
/// workspace changes.
///
/// Within the budget, the trees of modules asked about again are kept before the others
/// (segmented LRU): a tree enters `probation`, and moves to `protected` when a second
/// question about its names takes it, or when it is parsed again for a question after it was
/// dropped with one asked. A plain LRU cycled: agno's checks ask names of ~180 modules (5.9 MB of
/// text, far past any budget that keeps memory near the parse's) in turns, and each turn
/// found the tree of the module asked about dropped by the turns before (244 parses beyond
/// the files' own). Most trees are only their own check's, and go first.
#[derive(Default)]
struct TreeCache {
    map: HashMap<String, Cached>,
    /// Names by the tick of their last use, oldest first, per segment.
    probation: std::collections::BTreeMap<u64, String>,
    protected: std::collections::BTreeMap<u64, String>,
    tick: u64,
    bytes: usize,
    protected_bytes: usize,
    budget: Option<usize>,
    /// The modules whose trees were dropped: asked about again, they were worth keeping.
    dropped: HashSet<String>,
    /// Trees a question parsed of modules not checked yet, kept outside the budget until
    /// their checks (which come next, `workspace_order.rs`) take them, within
    /// `PINNED_BUDGET_BYTES` of text.
    pinned: HashMap<String, Parsed>,
    pinned_bytes: usize,
    /// The modules a thread is parsing now (`Workspace::parsed_for`); the others asking for
    /// them wait on `Workspace::parse_done`. Not cleared with the trees: the parse ends and
    /// removes its own entry.
    parsing: HashSet<String>,
}

struct Cached {
    parsed: Parsed,
    used: u64,
    protected: bool,
    /// Questions that took this tree (its parse for one included).
    asked: u32,
}

/// Why a tree is taken from the cache: a question about one of the module's names (which
/// other modules ask again), or the module's own check (once).
#[derive(Clone, Copy, PartialEq, Eq)]
enum TreeUse {
    Question,
    Check,
}

/// The share of the budget the protected trees may fill: the rest keeps the newest trees,
/// which the next questions of the module being checked take (agno, 1 MiB: a half, three
/// quarters and nine tenths parsed 31.6, 31.7 and 32.1 MB; camel-ai 7.1, 7.0 and 7.0 MB).
fn protected_share(budget: usize) -> usize {
    budget / 4 * 3
}

impl TreeCache {
    fn get(&mut self, module: &str, why: TreeUse) -> Option<Parsed> {
        if let Some(p) = self.pinned.get(module) {
            let p = p.clone();
            if why == TreeUse::Check {
                // Its check: from here on an ordinary tree of the budget.
                self.unpin(module);
                self.insert(module, p.clone(), TreeUse::Question);
            }
            return Some(p);
        }
        self.tick += 1;
        let tick = self.tick;
        let c = self.map.get_mut(module)?;
        let p = c.parsed.clone();
        let Some(budget) = self.budget else {
            return Some(p);
        };
        let name = if c.protected {
            self.protected.remove(&c.used)
        } else {
            self.probation.remove(&c.used)
        }
        .unwrap_or_else(|| module.to_string());
        c.used = tick;
        if why == TreeUse::Question {
            c.asked += 1;
        }
        if !c.protected && c.asked >= 2 {
            c.protected = true;
            self.protected_bytes += p.0.len();
        }
        if c.protected {
            self.protected.insert(tick, name);
        } else {
            self.probation.insert(tick, name);
        }
        self.shrink(budget, module);
        Some(p)
    }

    fn insert(&mut self, module: &str, p: Parsed, why: TreeUse) {
        self.tick += 1;
        let tick = self.tick;
        self.remove(module);
        let len = p.0.len();
        let protected =
            self.budget.is_some() && why == TreeUse::Question && self.dropped.contains(module);
        self.map.insert(
            module.to_string(),
            Cached {
                parsed: p,
                used: tick,
                protected,
                asked: u32::from(why == TreeUse::Question),
            },
        );
        self.bytes += len;
        let Some(budget) = self.budget else {
            return;
        };
        if protected {
            self.protected_bytes += len;
            self.protected.insert(tick, module.to_string());
        } else {
            self.probation.insert(tick, module.to_string());
        }
        self.shrink(budget, module);
    }

    /// Keeps `p` (parsed for a question) until the module's check takes it, if the pinned
    /// trees leave room for it; otherwise it is an ordinary tree of the budget.
    fn pin(&mut self, module: &str, p: Parsed) -> Parsed {
        if self.budget.is_none() || self.pinned_bytes + p.0.len() > PINNED_BUDGET_BYTES {
            self.insert(module, p.clone(), TreeUse::Question);
            return p;
        }
        self.remove(module);
        self.pinned_bytes += p.0.len();
        if let Some(old) = self.pinned.insert(module.to_string(), p.clone()) {
            self.pinned_bytes -= old.0.len();
        }
        p
    }

    /// Lets a pinned tree go (its module is checked, or its check did not take it).
    fn unpin(&mut self, module: &str) {
        if let Some(old) = self.pinned.remove(module) {
            self.pinned_bytes -= old.0.len();
        }
    }

    fn remove(&mut self, module: &str) -> Option<Cached> {
        let old = self.map.remove(module)?;
        self.bytes -= old.parsed.0.len();
        if old.protected {
            self.protected_bytes -= old.parsed.0.len();
            self.protected.remove(&old.used);
        } else {
            self.probation.remove(&old.used);
        }
        Some(old)
    }

    /// Drops trees until the texts fit the budget: the oldest protected ones past their
    /// share, then the oldest on probation, then the oldest protected. `newest` always
    /// stays (its caller holds it anyway).
    fn shrink(&mut self, budget: usize, newest: &str) {
        let share = protected_share(budget);
        while self.protected_bytes > share {
            let Some(oldest) = self.oldest(true, newest) else {
                break;
            };
            self.drop_tree(&oldest);
        }
        while self.bytes > budget {
            let Some(oldest) = self
                .oldest(false, newest)
                .or_else(|| self.oldest(true, newest))
            else {
                break;
            };
            self.drop_tree(&oldest);
        }
    }

    fn oldest(&self, protected: bool, newest: &str) -> Option<String> {
        let segment = if protected {
            &self.protected
        } else {
            &self.probation
        };
        segment.values().find(|m| *m != newest).cloned()
    }

    fn drop_tree(&mut self, module: &str) {
        if self.remove(module).is_some_and(|c| c.asked > 0) {
            self.dropped.insert(module.to_string());
        }
    }

    fn clear(&mut self) {
        self.map.clear();
        self.probation.clear();
        self.protected.clear();
        self.bytes = 0;
        self.protected_bytes = 0;
        self.dropped.clear();
        self.pinned.clear();
        self.pinned_bytes = 0;
    }
}

/// The module name of `path` as Python imports it: its package path while the parent
/// directories have an `__init__.py` (`shop/api/handlers.py` → `shop.api.handlers`), and
/// the directory that starts it (the import root).
pub fn module_of(path: &Path) -> (String, PathBuf) {
    // From the current directory's parents too (`check tools.py` inside a package).
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let path = absolute.as_path();
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "module".into());
    let mut parts = vec![stem];
    let mut dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    // A directory without `__init__.py` inside a regular package is a namespace
    // subpackage of it (`pkg/tools/cache.py` imports as `pkg.tools.cache`).
    let in_package = |d: &Path| {
        d.join("__init__.py").is_file()
            || d.parent().is_some_and(|p| p.join("__init__.py").is_file())
    };
    while in_package(&dir) {
        match dir.file_name() {
            Some(n) => parts.push(n.to_string_lossy().to_string()),
            None => break,
        }
        match dir.parent() {
            Some(p) => dir = p.to_path_buf(),
            None => break,
        }
    }
    // A package inside a namespace package (PEP 420: no `__init__.py`) that distributions
    // share: `google/adk/tools/x.py` is `google.adk.tools.x`, as its own relative imports
    // and everyone's absolute ones name it.
    if parts.len() > 1 {
        if let Some(n) = dir
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .filter(|n| NAMESPACE_PACKAGES.contains(&n.as_str()))
        {
            parts.push(n);
            if let Some(p) = dir.parent() {
                dir = p.to_path_buf();
            }
        }
    }
    parts.reverse();
    (parts.join("."), dir)
}

/// Namespace packages that many distributions install into (`google.adk`, `google.genai`,
/// `google.cloud.*`, `azure.*`).
const NAMESPACE_PACKAGES: &[&str] = &["google", "azure"];

/// The name to analyse a file under: `pkg.__init__` for a package's `__init__.py`.
pub fn analysis_name(path: &Path) -> String {
    module_of(path).0
}

/// Python's `__name__` for the module (`pkg` for `pkg/__init__.py`).
pub fn dunder_name(analysis_name: &str) -> &str {
    analysis_name
        .strip_suffix(".__init__")
        .unwrap_or(analysis_name)
}

impl Workspace {
    /// Indexes every Python file under `roots` (names only; nothing is read yet).
    pub fn scan(dialects: &'static Dialects, roots: &[PathBuf]) -> Workspace {
        Workspace::scan_filtered(dialects, roots, &[], &[])
    }

    /// `scan` with the configuration's `include` / `exclude` globs.
    pub fn scan_filtered(
        dialects: &'static Dialects,
        roots: &[PathBuf],
        include: &[String],
        exclude: &[String],
    ) -> Workspace {
        let ws = Workspace {
            roots: roots.to_vec(),
            dialects,
            ..Workspace::default()
        };
        let mut modules = HashMap::new();
        for root in roots {
            let mut files = Vec::new();
            walk_filtered(root, include, exclude, &mut files);
            for f in files {
                let Ok(rel) = f.strip_prefix(root) else {
                    continue;
                };
                let mut parts: Vec<String> = rel
                    .with_extension("")
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().to_string())
                    .collect();
                let package = parts.last().map(String::as_str) == Some("__init__");
                if package {
                    parts.pop();
                }
                if parts.is_empty() {
                    continue;
                }
                // The first root that defines a module wins, as on `sys.path`.
                modules
                    .entry(parts.join("."))
                    .or_insert(ModuleFile { path: f, package });
            }
        }
        *ws.modules.write().unwrap_or_else(|e| e.into_inner()) = modules;
        ws
    }

    /// A workspace for analysing `file` alone: the import root it belongs to.
    pub fn for_file(dialects: &'static Dialects, file: &Path) -> Workspace {
        let (_, root) = module_of(file);
        Workspace::scan(dialects, &[root])
    }

    /// A workspace for files named one by one (`toolsight check tools.py`): nothing under the
    /// import root is walked. A module is found on disk when something imports it, and the
    /// modules that could register this file's functions as tools are the Python files of
    /// its own directory and of each package directory above it up to the root (where
    /// `agent.py`, `server.py` or `__init__.py` list them), not the whole tree: checking one
    /// file in a folder of 8,500 unrelated ones read every one of them.
    pub fn lazy(dialects: &'static Dialects, file: &Path) -> Workspace {
        let (_, root) = module_of(file);
        let ws = Workspace {
            roots: vec![root.clone()],
            dialects,
            probed: Some(Mutex::new(HashSet::new())),
            ..Workspace::default()
        };
        let mut modules = HashMap::new();
        let file = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
        let mut dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        loop {
            if let Ok(entries) = std::fs::read_dir(&dir) {
                for e in entries.flatten() {
                    let path = e.path();
                    if path.extension().is_some_and(|x| x == "py")
                        && e.file_type().is_ok_and(|t| t.is_file())
                    {
                        let (name, _) = module_of(&path);
                        let package = name.ends_with(".__init__");
                        modules
                            .entry(dunder_name(&name).to_string())
                            .or_insert(ModuleFile { path, package });
                    }
                }
            }
            if dir == root || !dir.starts_with(&root) {
                break;
            }
            match dir.parent() {
                Some(p) => dir = p.to_path_buf(),
                None => break,
            }
        }
        *ws.modules.write().unwrap_or_else(|e| e.into_inner()) = modules;
        ws
    }

    /// Keeps the analyses `incoming` makes for `take_analysis` (a command-line run, where
    /// each module is checked once).
    pub fn keeping_analyses(mut self) -> Workspace {
        self.kept = Some(Mutex::new(HashMap::new()));
        self.parsed
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .budget = Some(tree_budget());
        // A walked import root is checked whole; a lazy one holds a file's neighbours only,
        // of which few reach it.
        self.registrations_up_front = self.probed.is_none();
        self
    }

    /// The analysis of module `analysis_name` made while finding registrations, if it was
    /// made from `source`; taken, not copied.
    pub fn take_analysis(&self, analysis_name: &str, source: &str) -> Option<crate::model::Module> {
        let kept = self.kept.as_ref()?;
        let (text, m) = kept
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(analysis_name)?;
        (*text == *source).then_some(m)
    }

    /// In a lazy workspace, looks `module` up on disk once: `a/b.py` or `a/b/__init__.py`
    /// under a root.
    fn probe(&self, module: &str) {
        let Some(probed) = &self.probed else {
            return;
        };
        if !probed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(module.to_string())
        {
            return;
        }
        if module.is_empty()
            || module
                .split('.')
                .any(|p| p.is_empty() || p.contains(['/', '\\']))
        {
            return;
        }
        if self
            .modules
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(module)
        {
            return;
        }
        let rel: PathBuf = module.split('.').collect();
        for root in &self.roots {
            let base = root.join(&rel);
            let found = [
                (base.with_extension("py"), false),
                (base.join("__init__.py"), true),
            ]
            .into_iter()
            .find(|(p, _)| p.is_file());
            if let Some((path, package)) = found {
                self.modules
                    .write()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(module.to_string(), ModuleFile { path, package });
                return;
            }
        }
    }

    pub fn roots(&self) -> &[PathBuf] {
        &self.roots
    }

    pub fn len(&self) -> usize {
        self.modules.read().map(|m| m.len()).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every indexed file and its module name.
    pub fn files(&self) -> Vec<(String, PathBuf)> {
        let m = self.modules.read().unwrap_or_else(|e| e.into_inner());
        let mut v: Vec<(String, PathBuf)> =
            m.iter().map(|(k, f)| (k.clone(), f.path.clone())).collect();
        v.sort();
        v
    }

    /// Forgets what a change may have made wrong: in a command-line run everything
    /// resolved and parsed so far; in the language server (`track_reads`) the trees of the
    /// modules changed since the last call and the answers whose computation read them
    /// (`kept_answer_holds`).
    pub fn invalidate(&self) {
        if self.track_reads {
            // The language server: a tree is a function of its module's text, so only the
            // trees of the modules whose text changed since are dropped (a save parsed
            // again every module the saved one's names resolve into: 4.7 MB of agno per
            // save of `tools/studio.py`), and only the answers that read one of them (a
            // save of `studio.py` answered every question of its analysis again).
            let since = self
                .versions_cleared
                .swap(self.next_version.load(Ordering::Relaxed), Ordering::Relaxed);
            let changed: HashSet<String> = self
                .versions
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .filter(|(_, v)| **v > since)
                .map(|(m, _)| m.clone())
                .collect();
            let names_changed = self.names_changed.swap(false, Ordering::Relaxed);
            let holds = |read: &Recorded| {
                !names_changed
                    && read
                        .as_deref()
                        .is_some_and(|r| kept_answer_holds(r, &changed))
            };
            self.resolved
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .retain(|_, (_, read)| holds(read));
            self.answers
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .retain(|q, (_, read)| !WHOLE_PROJECT.contains(&q.kind) && holds(read));
            let mut parsed = self.parsed.lock().unwrap_or_else(|e| e.into_inner());
            for m in &changed {
                parsed.remove(m);
                parsed.unpin(m);
            }
        } else {
            self.resolved
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
            self.answers
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
            self.parsed
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
        }
        if let Some(kept) = &self.kept {
            kept.lock().unwrap_or_else(|e| e.into_inner()).clear();
        }
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    /// Remembers that a module's text changed (its import words are read again).
    fn mark_dirty(&self, module: &str) {
        self.all_words
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .dirty
            .insert(module.to_string());
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        guard
            .get_or_insert_with(IncomingState::default)
            .dirty
            .insert(module.to_string());
    }

    /// A new version of a module's text, once the text is in place: an answer read from the
    /// text before is kept with the version before, and read again.
    fn new_version(&self, module: &str) {
        let version = self.next_version.fetch_add(1, Ordering::Relaxed) + 1;

        self.versions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(module.to_string(), version);
    }

    /// The version of a module's text (0: never changed).
    fn version_of(&self, module: &str) -> u64 {
        self.versions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
            .copied()
            .unwrap_or(0)
    }

    /// Keeps the editor's tree of `text`, the module's overlay (`set_overlay`, then
    /// `invalidate`: the language server's saved document, parsed already) as the module's
    /// tree, so that neither its entry in the index of registrations nor a question about its
    /// names parses it again (a save of agno's 283 KB `tools/studio.py` parsed it twice, a
    /// third of the save's CPU). `tree` must be the parse of `text` as `syntax::parse(text,
    /// None)` makes it. Nothing is kept when the overlay is another text by now.
    pub fn keep_parsed(&self, module: &str, text: Arc<str>, tree: tree_sitter::Tree) {
        let module = dunder_name(module);
        // Under the lock of the trees, so that no other thread keeps or drops the module's
        // tree in between; not kept when another change came meanwhile.
        let mut cache = self.parsed.lock().unwrap_or_else(|e| e.into_inner());
        let package = self
            .modules
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
            .is_some_and(|f| f.package);
        let current = self
            .overlays
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
            .is_some_and(|t| Arc::ptr_eq(t, &text));
        if current && self.track_reads && text.len() as u64 <= MAX_FILE_BYTES {
            cache.insert(module, Arc::new((text, tree, package)), TreeUse::Question);
        }
    }

    /// Editor contents for a module, taking precedence over the file on disk.
    pub fn set_overlay(&self, module: &str, text: Option<Arc<str>>) {
        let module = dunder_name(module).to_string();
        self.mark_dirty(&module);
        let was_module = self.is_module(&module);
        let mut o = self.overlays.write().unwrap_or_else(|e| e.into_inner());
        match text {
            Some(t) => {
                o.insert(module.clone(), t);
            }
            None => {
                o.remove(&module);
            }
        }
        drop(o);
        if self.is_module(&module) != was_module {
            self.names_changed.store(true, Ordering::Relaxed);
            self.names_epoch.fetch_add(1, Ordering::Relaxed);
        }
        self.new_version(&module);
    }

    /// Adds or removes a file after the initial scan (file watcher events).
    pub fn file_changed(&self, path: &Path, exists: bool) {
        let (name, _) = module_of(path);
        let package = name.ends_with(".__init__");
        let module = dunder_name(&name).to_string();
        self.mark_dirty(&module);
        let mut m = self.modules.write().unwrap_or_else(|e| e.into_inner());
        let before = if exists {
            m.insert(
                module.clone(),
                ModuleFile {
                    path: path.to_path_buf(),
                    package,
                },
            )
        } else {
            m.remove(&module)
        };
        // Only a file saved in place leaves the names as they were.
        if !(exists && before.is_some_and(|b| b.path == path && b.package == package)) {
            self.names_changed.store(true, Ordering::Relaxed);
            self.names_epoch.fetch_add(1, Ordering::Relaxed);
        }
        drop(m);
        self.new_version(&module);
        self.invalidate();
    }

    fn source_of(&self, module: &str) -> Option<(Arc<str>, bool)> {
        self.probe(module);
        let file = self
            .modules
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
            .cloned();
        if let Some(t) = self
            .overlays
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
        {
            // An open document over the limit is not parsed for other modules either.
            if t.len() as u64 > MAX_FILE_BYTES {
                return None;
            }
            return Some((t.clone(), file.as_ref().is_some_and(|f| f.package)));
        }
        let file = file?;
        let meta = std::fs::metadata(&file.path).ok()?;
        if meta.len() > MAX_FILE_BYTES {
            return None;
        }
        let text = std::fs::read_to_string(&file.path).ok()?;
        Some((Arc::from(text), file.package))
    }

    /// The tree of module `analysis_name` if it is the parse of `source`: in a command-line
    /// run (`keeping_analyses`) every module is parsed once, by whichever comes first of its
    /// check, the search for its registrations and a name resolved in it, and the others
    /// take that tree. `None` in the language server, which parses its documents itself.
    /// `parse`: parsed here if no question about the module parsed it first (false: only a
    /// tree already kept is taken).
    pub fn tree_of(
        &self,
        analysis_name: &str,
        source: &str,
        parse: bool,
    ) -> Option<tree_sitter::Tree> {
        self.kept.as_ref()?;
        let module = dunder_name(analysis_name);
        let p = if parse {
            self.parsed_for(module, TreeUse::Check)?
        } else {
            self.parsed
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get(module, TreeUse::Check)?
        };
        let (text, tree, package) = &*p;
        (**text == *source && *package == analysis_name.ends_with(".__init__"))
            .then(|| tree.clone())
    }

    /// The tree of another module whose names are asked about.
    fn parsed(&self, module: &str) -> Option<Parsed> {
        self.parsed_for(module, TreeUse::Question)
    }

    fn parsed_for(&self, module: &str, why: TreeUse) -> Option<Parsed> {
        if self.track_reads {
            reads::note_module(module);
        }
        let mut cache = self.parsed.lock().unwrap_or_else(|e| e.into_inner());
        // A module another thread is parsing is waited for, not parsed a second time: two
        // threads checking agno met the same large module (`agno.workflow.workflow`, 600 KB)
        // at once 34 times, 2.9 MB parsed twice (BENCHMARKS.md, issue 28, speedcheck9). A
        // parse calls nothing back, so the wait cannot close a cycle.
        loop {
            if let Some(p) = cache.get(module, why) {
                return Some(p);
            }
            if !cache.parsing.contains(module) {
                break;
            }
            cache = self
                .parse_done
                .wait(cache)
                .unwrap_or_else(|e| e.into_inner());
        }
        cache.parsing.insert(module.to_string());
        drop(cache);
        let _parsing = Parsing(self, module);
        let version = self.version_of(module);
        let (source, package) = self.source_of(module)?;
        let tree = crate::syntax::parse(&source, None);
        parse_log(module, &source, why);
        let p: Parsed = Arc::new((source, tree, package));
        // The cache's lock is let go before `_parsing` takes it again (its drop).
        let wanted = why == TreeUse::Question && self.wanted_next(module);
        let mut cache = self.parsed.lock().unwrap_or_else(|e| e.into_inner());
        // The trees are kept across generations: one made from a text a change replaced
        // while it was parsed is not kept.
        if self.version_of(module) != version {
            return Some(p);
        }
        let p = if wanted {
            cache.pin(module, p)
        } else {
            cache.insert(module, p.clone(), why);
            p
        };
        drop(cache);
        Some(p)
    }

    /// `shop.tools.TOOLS` → (`shop.tools`, `TOOLS`): the longest prefix that is a module.
    /// A namespace package without `__init__.py` (`awslabs.`) may lie above the workspace's
    /// import root: its leading segments are dropped when the full name is not a module.
    fn split_module<'q>(&self, qualified: &'q str) -> Option<(&'q str, &'q str)> {
        let mut start = 0;
        for _ in 0..4 {
            let q = &qualified[start..];
            let mut cut = q.len();
            while let Some(dot) = q[..cut].rfind('.') {
                let (module, name) = (&q[..dot], &q[dot + 1..]);
                if self.is_module(module) {
                    return Some((module, name));
                }
                cut = dot;
            }
            start += q.find('.')? + 1;
        }
        None
    }

    /// Runs `f` on the module a qualified name lies in (parsed, with the name it is
    /// analysed under) and the name's last part; `None` past the re-export depth limit or
    /// when no module of the workspace holds it.
    fn in_module<T>(
        &self,
        qualified: &str,
        depth: usize,
        f: impl FnOnce(InModule) -> Option<T>,
    ) -> Option<T> {
        if depth > MAX_DEPTH {
            return None;
        }
        let (module, name) = self.split_module(qualified)?;
        let p = self.parsed(module)?;
        let (source, tree, package) = &*p;
        f(InModule {
            source,
            tree,
            analysis: if *package {
                format!("{module}.__init__")
            } else {
                module.to_string()
            },
            name,
            path: self.path_of(module),
        })
    }

    /// Whether `module` is known by a longer name to Python: toolsight names
    /// `llama_index/tools/quercle/` `quercle` (its import root is the directory above, which has
    /// no `__init__.py`), while the package imports itself as `llama_index.tools.quercle` (the
    /// `llama_index` namespace package, in its `__init__.py`). A top-level import of `quercle`
    /// is then another distribution's package (the installed SDK), not this module.
    fn known_by_a_longer_name(&self, module: &str) -> bool {
        let Some(path) = self.path_of(module) else {
            return false;
        };
        let (_, import_root) = module_of(&path);
        let Some(above) = import_root
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
        else {
            return false;
        };
        let Some(p) = self.parsed(module) else {
            return false;
        };
        let longer = format!("{above}.{module}");
        p.0.match_indices(&longer).any(|(at, _)| {
            let after = p.0[at + longer.len()..].chars().next();
            let before = p.0[..at].chars().next_back();
            matches!(after, Some('.' | ' ' | '\n'))
                && matches!(before, Some(c) if c == '.' || c == ' ')
        })
    }

    fn path_of(&self, module: &str) -> Option<PathBuf> {
        self.probe(module);
        self.modules
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(module)
            .map(|f| f.path.clone())
    }

    /// Tools other modules of the workspace register that this module defines (a function
    /// of `tools.py` listed in `agent.py`'s `Agent(tools=[...])`): (function name, the
    /// framework of the registering mark, the registering module).
    ///
    /// Only modules that can reach this one through their imports are analysed: those whose
    /// import lines name it, or name a module that does (a package re-exporting its lists),
    /// and that import a framework. Results are kept for the workspace's generation.
    pub fn incoming(&self, module: &str) -> Vec<Incoming> {
        // Only module-level functions and the methods of module-level classes
        // (`Tool(func=SearchWrapper().run)`) can be registered from elsewhere: a module
        // without any (constants) costs nothing.
        let Some((own, _)) = self.source_of(module) else {
            return Vec::new();
        };
        if !own.lines().any(|l| {
            l.starts_with("def ") || l.starts_with("async def ") || l.starts_with("class ")
        }) {
            return Vec::new();
        }
        if self.collecting.load(Ordering::Acquire) {
            // Checked before the index is complete: the files with incoming
            // registrations are checked again (`finish_registrations`).
            return Vec::new();
        }
        if self.registrations_up_front {
            return self.incoming_from_index(module);
        }
        let mut guard = self.incoming.lock().unwrap_or_else(|e| e.into_inner());
        let state = guard.get_or_insert_with(IncomingState::default);
        self.refresh_words(state);
        let candidates: Vec<String> = reach(state, module, &mut |_| false)
            .into_iter()
            .map(str::to_string)
            .collect();
        let mut out = Vec::new();
        for name in candidates {
            if !registers(state, &name) {
                continue;
            }
            if !state.analysed.contains_key(&name) {
                let found = self.registered_elsewhere(&name);
                state.analysed.insert(name.clone(), found);
            }
            out.extend(
                state.analysed[&name]
                    .iter()
                    .filter(|(target, _)| names_module(target, module))
                    .map(|(_, t)| t.clone()),
            );
        }
        out
    }

    /// The tools module `name` registers that other modules define:
    /// (defining module, function, framework, `name`).
    fn registered_elsewhere(&self, name: &str) -> Vec<Registered> {
        // In a command-line run the parse is kept for the module's check and for the names
        // resolved in it; the language server parses it for this once (most of these
        // modules are never resolved into, and it analyses its documents itself).
        let p = if self.kept.is_some() {
            self.parsed_for(name, TreeUse::Check)
        } else {
            self.source_of(name).map(|(source, package)| {
                // A tree kept of this very text (an open document's, `set_overlay_parsed`)
                // is taken; otherwise parsed here and not kept.
                let kept = self
                    .parsed
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .get(name, TreeUse::Question)
                    .filter(|p| p.0 == source && p.2 == package);
                kept.unwrap_or_else(|| {
                    let tree = crate::syntax::parse(&source, None);
                    Arc::new((source, tree, package))
                })
            })
        };
        let Some(p) = p else {
            return Vec::new();
        };
        let (source, tree, package) = (&*p.0, &p.1, &p.2);
        let analysis = if *package {
            format!("{name}.__init__")
        } else {
            name.to_string()
        };
        let m =
            crate::extract::analyze_with(self.dialects, source, tree, &analysis, None, Some(self));
        let found = registrations_of(&m, source);
        // Kept for the module's check, unless the checks are what fills the index (this
        // module is not among the files checked).
        let keep = !self.collecting.load(Ordering::Acquire);
        if let (Some(kept), true) = (&self.kept, keep) {
            let text = p.0.clone();
            kept.lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(analysis, (text, m));
        }
        found
    }

    /// `External::unimported`, unrecorded.
    fn unimported_answer(&self, module: &str) -> Option<bool> {
        let path = {
            let m = self.modules.read().unwrap_or_else(|e| e.into_inner());
            m.get(module)?.path.clone()
        };
        self.unimported_module(module, &path)
    }

    fn is_module(&self, name: &str) -> bool {
        self.probe(name);
        self.modules
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(name)
            || self
                .overlays
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .contains_key(name)
    }
}

impl Workspace {
    /// `resolve` without the cache: the longest prefix that is a module of the workspace
    /// (`shop.models.Order` → module `shop.models`, name `Order`) and the name in it.
    fn resolve_uncached(&self, qualified: &str, depth: usize) -> Option<Ty> {
        let mut result = None;
        // The longest prefix that is a module of the workspace: `shop.models.Order` →
        // module `shop.models`, name `Order`.
        let mut cut = qualified.len();
        while let Some(dot) = qualified[..cut].rfind('.') {
            let (module, name) = (&qualified[..dot], &qualified[dot + 1..]);
            if self.is_module(module) {
                if let Some(p) = self.parsed(module) {
                    let (source, tree, package) = &*p;
                    let analysis = if *package {
                        format!("{module}.__init__")
                    } else {
                        module.to_string()
                    };
                    result = crate::extract::resolve_exported(
                        source, tree, &analysis, name, self, depth,
                    );
                }
                break;
            }
            cut = dot;
        }
        result
    }
}

thread_local! {
    /// The names `Workspace::resolve` is resolving on this thread (cycle detection).
    static RESOLVING: std::cell::RefCell<HashSet<String>> = Default::default();
    /// How many times a resolution on this thread came back to a name in progress (and was
    /// answered "unresolved" for it): an answer made meanwhile depends on where it was asked
    /// from, and is not kept (`answered`).
    static CYCLES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

impl Workspace {
    /// The answer to `question`, kept for the generation: `compute` runs the first time it
    /// is asked (with the module's tree), and never again until the workspace changes. Each
    /// question is a function of the module texts and its depth, but for a resolution that
    /// met a cycle on the way, whose answer is not kept.
    /// A question about a name of another module, read in that module's parse (`in_module`)
    /// and answered once per generation (`answered`).
    fn ask<T: Clone + Send + Sync + 'static>(
        &self,
        kind: &'static str,
        qualified: &str,
        extra: &str,
        depth: usize,
        read: impl FnOnce(InModule) -> Option<T>,
    ) -> Option<T> {
        self.answered(kind, qualified, extra, depth, || {
            self.in_module(qualified, depth, read)
        })
    }

    /// The answers `find` makes of every module whose text `may` accepts, in the files'
    /// order; `find` is given the tree, text and analysed name (a package's `__init__` is
    /// named so, for the names it binds to be the package's). Each module's answer is kept in
    /// `kept` with the version of its text, so a new generation reads and parses only the
    /// modules that changed; the others are not parsed.
    fn each_module_answer<T: Clone + Default>(
        &self,
        kept: &Mutex<PerModule<T>>,
        may: impl Fn(&str) -> bool,
        find: impl Fn(tree_sitter::Node, &str, &str) -> T,
    ) -> Vec<T> {
        let files = self.files();
        let versions = self
            .versions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
        if kept.len() > files.len() {
            let known: HashSet<&String> = files.iter().map(|(n, _)| n).collect();
            kept.retain(|m, _| known.contains(m));
        }
        let mut out = Vec::with_capacity(files.len());
        for (name, _) in files {
            let version = versions.get(&name).copied().unwrap_or(0);
            if let Some((v, answer)) = kept.get(&name) {
                if *v == version {
                    out.push(answer.clone());
                    continue;
                }
            }
            let answer = self.module_answer(&name, &may, &find).unwrap_or_default();
            out.push(answer.clone());
            kept.insert(name, (version, answer));
        }
        out
    }

    /// `find` of module `name`'s parse, when its text is read and `may` accepts it.
    fn module_answer<T>(
        &self,
        name: &str,
        may: &impl Fn(&str) -> bool,
        find: &impl Fn(tree_sitter::Node, &str, &str) -> T,
    ) -> Option<T> {
        let (source, _) = self.source_of(name)?;
        if !may(&source) {
            return None;
        }
        let p = self.parsed(name)?;
        let analysed = if p.2 {
            format!("{name}.__init__")
        } else {
            name.to_string()
        };
        Some(find(p.1.root_node(), &p.0, &analysed))
    }

    fn answered<T: Clone + Send + Sync + 'static>(
        &self,
        kind: &'static str,
        qualified: &str,
        extra: &str,
        depth: usize,
        compute: impl FnOnce() -> T,
    ) -> T {
        let question = Question {
            kind,
            qualified: qualified.to_string(),
            extra: extra.to_string(),
            depth,
        };
        if let Some((hit, read)) = self
            .answers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&question)
            .and_then(|(a, read)| Some((a.downcast_ref::<T>()?.clone(), read.clone())))
        {
            if let Some(read) = read {
                reads::note_kept(&read);
            }
            return hit;
        }
        let generation = self.generation();
        let cycles = CYCLES.with(std::cell::Cell::get);
        let (answer, read) = if self.track_reads {
            let (a, r) = reads::recording(true, compute);
            (a, Some(r))
        } else {
            (compute(), None)
        };
        if CYCLES.with(std::cell::Cell::get) == cycles && self.generation() == generation {
            self.answers
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(question, (Arc::new(answer.clone()), read));
        }
        answer
    }
}

impl External for Workspace {
    fn dialects(&self) -> &'static Dialects {
        self.dialects
    }
    fn resolve(&self, qualified: &str, depth: usize) -> Option<Ty> {
        if depth > MAX_DEPTH {
            return None;
        }
        if let Some((hit, read)) = self
            .resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(qualified)
            .cloned()
        {
            if let Some(read) = read {
                reads::note_kept(&read);
            }
            return hit;
        }
        // Mark as in progress on this thread: a cycle that comes back here sees
        // "unresolved". Kept per thread, not in the shared cache, where another thread
        // resolving the same name at the same time would take the mark for the answer.
        if !RESOLVING.with(|r| r.borrow_mut().insert(qualified.to_string())) {
            CYCLES.with(|c| c.set(c.get() + 1));
            return None;
        }
        let (result, read) = if self.track_reads {
            let (r, read) = reads::recording(true, || self.resolve_uncached(qualified, depth));
            (r, Some(read))
        } else {
            (self.resolve_uncached(qualified, depth), None)
        };
        RESOLVING.with(|r| r.borrow_mut().remove(qualified));
        self.resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(qualified.to_string(), (result.clone(), read));
        result
    }

    fn generation(&self) -> u64 {
        self.generation.load(Ordering::Relaxed)
    }

    fn explain(&self, qualified: &str) -> Option<String> {
        let mut cut = qualified.len();
        while let Some(dot) = qualified[..cut].rfind('.') {
            let (module, name) = (&qualified[..dot], &qualified[dot + 1..]);
            if self.is_module(module) {
                // `Outer.Inner.Leaf` is defined there when the module binds `Outer` (a class
                // nested in a class, keboola's `SimplifiedTfBlocks.Block.Code`), and otherwise
                // names another distribution's package of the module's name (the installed SDK
                // `quercle` imported from the workspace's `llama_index/tools/quercle/`, which
                // toolsight names `quercle`): either way toolsight does not read it, and there
                // is nothing to explain (the payload that depends on it is unread).
                if name.contains('.') {
                    return None;
                }
                // A name the module binds is defined there, only not read: an alias whose value
                // toolsight does not resolve across modules (lean-lsp-mcp's `ToolContext =
                // Context[AppContext, Any]`), a `try:` import.
                if let Some(p) = self.parsed(module) {
                    let (source, tree, package) = &*p;
                    let analysis = if *package {
                        format!("{module}.__init__")
                    } else {
                        module.to_string()
                    };
                    if crate::extract::binds(source, tree, &analysis, name, self)
                        || crate::extract::star_imports(tree, source)
                    {
                        // (A star import there may bind it: not read, so not missing.)
                        return None;
                    }
                }
                if self.known_by_a_longer_name(module) {
                    return None;
                }
                let path = self
                    .modules
                    .read()
                    .unwrap_or_else(|e| e.into_inner())
                    .get(module)
                    .map(|f| f.path.display().to_string())
                    .unwrap_or_else(|| "an open buffer".into());
                return Some(format!(
                    "toolsight looked in module `{module}` ({path}), which defines or imports no `{name}`"
                ));
            }
            cut = dot;
        }
        None
    }

    fn incoming(&self, module: &str) -> Vec<Incoming> {
        Workspace::incoming(self, module)
    }

    fn named_elsewhere(&self, module: &str, word: &str) -> Option<bool> {
        let answer = self.word_elsewhere(dunder_name(module), word);
        if self.track_reads {
            reads::note(|r| {
                let q = reads::ProjectQuestion::WordElsewhere(
                    module.to_string(),
                    word.to_string(),
                    answer,
                );
                if !r.project.contains(&q) {
                    r.project.push(q);
                }
            });
        }
        answer
    }

    fn unimported(&self, module: &str) -> Option<bool> {
        let answer = self.unimported_answer(module);
        if self.track_reads {
            reads::note(|r| {
                let q = reads::ProjectQuestion::Unimported(module.to_string(), answer);
                if !r.project.contains(&q) {
                    r.project.push(q);
                }
            });
        }
        answer
    }

    fn string_constant(&self, qualified: &str, depth: usize) -> Option<String> {
        self.ask("string_constant", qualified, "", depth, |m| {
            crate::extract::find_string_constant(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn constant(&self, qualified: &str, depth: usize) -> Option<crate::model::PyValue> {
        self.ask("constant", qualified, "", depth, |m| {
            crate::extract::find_constant(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn star_binds(&self, qualified: &str, depth: usize) -> Option<bool> {
        self.ask("star_binds", qualified, "", depth, |m| {
            crate::extract::star_binds(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn import_target(&self, qualified: &str, depth: usize) -> Option<String> {
        self.ask("import_target", qualified, "", depth, |m| {
            crate::extract::find_import_target(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn class_bases(&self, qualified: &str, depth: usize) -> Option<Vec<String>> {
        self.ask("class_bases", qualified, "", depth, |m| {
            crate::extract::find_class_bases(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn class_decorators(&self, qualified: &str, depth: usize) -> Option<Vec<String>> {
        self.ask("class_decorators", qualified, "", depth, |m| {
            crate::extract::find_class_decorators(
                m.source,
                m.tree,
                &m.analysis,
                m.name,
                self,
                depth,
            )
        })
    }

    fn registrar(&self, qualified: &str, depth: usize) -> Option<crate::extract::Registrar> {
        self.ask("registrar", qualified, "", depth, |m| {
            crate::extract::find_registrar(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn doc_setter(&self, qualified: &str, depth: usize) -> Option<String> {
        self.ask("doc_setter", qualified, "", depth, |m| {
            crate::extract::find_doc_setter(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn has_module(&self, module: &str) -> bool {
        self.is_module(module)
    }

    fn tools_rewritten(&self) -> crate::extract::tools_rewritten::Rewritten {
        use crate::extract::tools_rewritten::{find, may_rewrite, Rewritten};
        // Asked by every module, answered once per generation: only the modules whose text
        // names a server's tool list are parsed.
        self.answered("tools_rewritten", "", "", 0, || {
            let mut out = Rewritten::default();
            for r in self.each_module_answer(&self.rewritten_by_module, may_rewrite, find) {
                out.loops.extend(r.loops);
            }
            out
        })
    }

    fn listing_transforms(&self) -> crate::extract::listing_transforms::Transforms {
        use crate::extract::listing_transforms::{find, may_transform, Transforms};
        // Asked by every module, answered once per generation: only the modules whose text
        // names a transform's method or keyword are parsed.
        self.answered("listing_transforms", "", "", 0, || {
            let mut out = Transforms::default();
            let may = |source: &str| may_transform(source, self.dialects);
            let each = |root: tree_sitter::Node<'_>, source: &str, analysed: &str| {
                find(root, source, analysed, self.dialects)
            };
            for t in self.each_module_answer(&self.transforms_by_module, may, each) {
                out.all.extend(t.all);
            }
            out
        })
    }

    fn init_attribute(
        &self,
        class: &str,
        attr: &str,
        depth: usize,
    ) -> Option<crate::extract::InitAttribute> {
        self.ask("init_attribute", class, attr, depth, |m| {
            crate::extract::find_init_attribute(m.source, m.tree, &m.analysis, m.name, attr, self)
        })
    }

    fn registry_loop(
        &self,
        qualified: &str,
        depth: usize,
    ) -> Option<(
        &'static crate::model::markers::Dialect,
        Option<crate::model::CallValue>,
    )> {
        self.registry_loop_elsewhere(qualified, depth)
    }

    fn listing_reach(
        &self,
        qualified: &str,
        listings: &'static crate::model::markers::Listings,
        depth: usize,
    ) -> Option<crate::extract::ListingReach> {
        // A request's own format is followed by other rules than a listing's.
        let rules = if listings.request_format {
            "request"
        } else {
            ""
        };
        self.answered("listing_reach", qualified, rules, depth, || {
            self.listing_reach_elsewhere(qualified, listings, depth)
        })
    }

    fn method_listing_reach(
        &self,
        class: &str,
        method: &str,
        listings: &'static crate::model::markers::Listings,
        depth: usize,
    ) -> Option<crate::extract::ListingReach> {
        self.answered("method_listing_reach", class, method, depth, || {
            self.method_listing_reach_elsewhere(class, method, listings, depth)
        })
    }

    fn catalog_filter(&self, qualified: &str, depth: usize) -> crate::extract::CatalogFilter {
        self.answered("catalog_filter", qualified, "", depth, || {
            self.catalog_filter_elsewhere(qualified, depth)
        })
    }

    fn argument_class(
        &self,
        qualified: &str,
        index: usize,
        param: &str,
        depth: usize,
    ) -> Option<String> {
        self.argument_class_at_calls(qualified, index, param, depth)
    }
    fn inherited_method(
        &self,
        class: &str,
        method: &str,
        depth: usize,
    ) -> Option<crate::model::Function> {
        self.ask("inherited_method", class, method, depth, |m| {
            crate::extract::find_method(m.source, m.tree, &m.analysis, m.name, method, self, depth)
        })
    }

    fn parameter_tools(&self, qualified: &str, depth: usize) -> Vec<crate::extract::ParamTool> {
        self.ask("parameter_tools", qualified, "", depth, |m| {
            Some(crate::extract::find_parameter_tools(
                m.source,
                m.tree,
                &m.analysis,
                m.path.as_deref(),
                m.name,
                self,
                depth,
            ))
        })
        .unwrap_or_default()
    }

    fn instance_class(&self, qualified: &str, depth: usize) -> Option<String> {
        self.ask("instance_class", qualified, "", depth, |m| {
            crate::extract::find_instance_class(m.source, m.tree, &m.analysis, m.name, self, depth)
        })
    }

    fn tools(&self, qualified: &str, depth: usize) -> Vec<crate::model::ForeignFunction> {
        self.ask("tools", qualified, "", depth, |m| {
            Some(crate::extract::find_tool_list(
                m.source,
                m.tree,
                &m.analysis,
                m.path.as_deref(),
                m.name,
                self,
                depth,
            ))
        })
        .unwrap_or_default()
    }

    fn function(&self, qualified: &str, depth: usize) -> Option<crate::model::ForeignFunction> {
        self.ask("function", qualified, "", depth, |m| {
            crate::extract::find_function(
                m.source,
                m.tree,
                &m.analysis,
                m.path.as_deref(),
                m.name,
                self,
                depth,
            )
        })
    }
}

/// The tools analysis `m` (of `source`) registers that other modules define: (defining
/// module, the registration).
fn registrations_of(m: &crate::model::Module, source: &str) -> Vec<Registered> {
    // A module Python cannot compile never runs, so it registers nothing anywhere.
    if m.compile_error.is_some() {
        return Vec::new();
    }
    let fallback = m.detected.as_ref().map(|d| d.library);
    m.foreign_tools
        .iter()
        .map(|f| {
            (
                f.function.module.clone(),
                Incoming {
                    function: f.function.name.clone(),
                    library: f.library.or(fallback),
                    from: m.name.clone(),
                    name: f.name.clone(),
                    options: f.options.clone(),
                    wrapped_unread: f.wrapper.clone().map(|w| {
                        let at = f.span.start.min(source.len());
                        (w, source[..at].matches('\n').count() + 1)
                    }),
                    signature: f.signature.clone(),
                },
            )
        })
        .collect()
}

/// Whether `target` (the defining module a registration names) is `module`; a namespace
/// prefix (`awslabs.`) may stand before the module's name.
fn names_module(target: &str, module: &str) -> bool {
    target == module
        || target
            .strip_suffix(module)
            .is_some_and(|head| head.ends_with('.'))
}

/// Whether module `name` may register tools: it imports a framework, or a module that does
/// (one step: the usual entry point imports the server and the registering functions).
fn registers(state: &IncomingState, name: &str) -> bool {
    state
        .words
        .get(name)
        .is_some_and(|(words, fw)| *fw || words.iter().any(|w| state.framework_words.contains(w)))
}

/// The modules that can reach `module` through their imports, sorted: those whose import
/// lines name it, then those that name them (a package re-exporting its lists), a few levels
/// deep. A breadth-first walk of the reverse index that reads each word's modules once, so
/// linear in what it reaches. Stops early when `enough` says so of a module just reached.
fn reach<'s>(
    state: &'s IncomingState,
    module: &'s str,
    enough: &mut dyn FnMut(&str) -> bool,
) -> Vec<&'s str> {
    let last = |m: &'s str| m.rsplit('.').next().unwrap_or(m);
    let mut seen: HashSet<&str> = HashSet::from([module]);
    let mut walked: HashSet<&str> = HashSet::new();
    let mut frontier = vec![last(module)];
    let mut candidates: Vec<&str> = Vec::new();
    'levels: for _ in 0..8 {
        let mut next = Vec::new();
        for word in frontier {
            // A word already walked adds no module (its modules were all seen then).
            if !walked.insert(word) {
                continue;
            }
            for m in state.by_word.get(word).into_iter().flatten() {
                if seen.insert(m) {
                    candidates.push(m);
                    next.push(last(m));
                    if enough(m) {
                        break 'levels;
                    }
                }
            }
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    candidates.sort_unstable();
    candidates
}

/// The modules that may register tools, sorted by name.
fn registering_modules(state: &IncomingState) -> Vec<String> {
    let mut names: Vec<String> = state
        .words
        .keys()
        .filter(|n| registers(state, n))
        .cloned()
        .collect();
    names.sort_unstable();
    names
}

/// The identifiers of `text`'s import lines, and whether one of them imports a framework (a
/// cheap test on the text, before parsing).
fn import_words(
    dialects: &Dialects,
    text: &str,
    module: &str,
    package: bool,
    is_module: &dyn Fn(&str) -> bool,
) -> (HashSet<String>, bool) {
    let mut words = HashSet::new();
    let mut framework = false;
    let mut lines = text.lines();
    while let Some(l) = lines.next() {
        let l = l.trim_start();
        let Some(rest) = l
            .strip_prefix("from ")
            .or_else(|| l.strip_prefix("import "))
        else {
            continue;
        };
        // `from x import (\n a,\n b,\n)`: the names continue on the following lines.
        let mut rest = rest.to_string();
        if rest.contains('(') && !rest.contains(')') {
            for more in lines.by_ref().take(200) {
                rest.push(' ');
                rest.push_str(more);
                if more.contains(')') {
                    break;
                }
            }
        }
        let rest = rest.as_str();
        let target = rest
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_end_matches(',');
        framework |= dialects.from_import(target).is_some()
            || crate::extract::vendor::devendor(dialects, target).is_some();
        // `from . import TOOLS`: a name of the package's `__init__`, so the package itself
        // (not `from . import models`, a submodule, nor `from .models import X`).
        let dots = target.chars().take_while(|c| *c == '.').count();
        if dots > 0 && dots == target.len() {
            let mut parts: Vec<&str> = module.split('.').collect();
            let keep = if package { dots - 1 } else { dots };
            for _ in 0..keep {
                parts.pop();
            }
            let pkg = parts.join(".");
            let names = rest
                .split_once(" import ")
                .map(|(_, n)| n)
                .unwrap_or("")
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty() && *w != "as");
            let from_init = names.into_iter().any(|n| !is_module(&format!("{pkg}.{n}")));
            if let (true, Some(p)) = (from_init, parts.last()) {
                words.insert(p.to_string());
            }
        }
        words.extend(
            rest.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty() && *w != "import" && *w != "as")
                .map(str::to_string),
        );
    }
    (words, framework)
}

/// Python files under `dir`, skipping what `.gitignore` (and `.ignore`) excludes, hidden
/// directories, virtual environments and dependency folders.
pub fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    walk_filtered(dir, &[], &[], out)
}

/// Like `walk`, with `include` / `exclude` globs (gitignore syntax, relative to `dir`).
pub fn walk_filtered(dir: &Path, include: &[String], exclude: &[String], out: &mut Vec<PathBuf>) {
    walk_sources(dir, include, exclude, &["py"], out)
}

/// Files with one of `extensions` under `dir`, with the same skipping rules as `walk`
/// (`target/` included, so a Cargo build directory is never read).
pub fn walk_sources(
    dir: &Path,
    include: &[String],
    exclude: &[String],
    extensions: &[&str],
    out: &mut Vec<PathBuf>,
) {
    walk_sources_reporting(dir, include, exclude, extensions, out, &mut Vec::new())
}

/// `walk_sources`, with what could not be read (a directory without permission) added to
/// `errors` as one line each.
pub fn walk_sources_reporting(
    dir: &Path,
    include: &[String],
    exclude: &[String],
    extensions: &[&str],
    out: &mut Vec<PathBuf>,
    errors: &mut Vec<String>,
) {
    let mut overrides = ignore::overrides::OverrideBuilder::new(dir);
    for g in include {
        let _ = overrides.add(g);
    }
    for g in exclude {
        let _ = overrides.add(&format!("!{g}"));
    }
    let mut builder = ignore::WalkBuilder::new(dir);
    builder
        .hidden(true)
        .git_ignore(true)
        .git_exclude(true)
        // Ignore files above `dir` count up to the project root only (`parents` would read
        // them up to `/`: a `*.py` in a home directory's .gitignore emptied a project).
        .parents(false)
        // Honour .gitignore even outside a git checkout (a fresh copy of a project).
        // No size filter: a file over the limit is listed, and whoever reads it says that it
        // was skipped (`check DIR` as `check FILE`); the index's `source_of` refuses it.
        .require_git(false)
        .filter_entry(|e| {
            let name = e.file_name().to_string_lossy();
            !(e.file_type().is_some_and(|t| t.is_dir())
                && (SKIP_DIRS.contains(&name.as_ref()) || e.path().join("pyvenv.cfg").exists()))
        });
    for d in crate::project_files::project_dirs(dir).iter().skip(1) {
        for name in [".gitignore", ".ignore"] {
            let f = d.join(name);
            if f.is_file() {
                builder.add_ignore(f);
            }
        }
    }
    if let Ok(o) = overrides.build() {
        builder.overrides(o);
    }
    for entry in builder.build() {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                errors.push(e.to_string());
                continue;
            }
        };
        let p = entry.path();
        if entry.file_type().is_some_and(|t| t.is_file())
            && p.extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.contains(&e))
        {
            out.push(p.to_path_buf());
        }
    }
    out.sort();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Parsed {
        Arc::new((Arc::from(text), crate::syntax::parse(text, None), false))
    }

    #[test]
    fn the_tree_cache_drops_the_least_recently_used_past_its_budget() {
        let mut c = TreeCache {
            budget: Some(12),
            ..TreeCache::default()
        };
        c.insert("a", parsed("a = 1\n"), TreeUse::Check);
        c.insert("b", parsed("b = 2\n"), TreeUse::Check);
        assert_eq!(c.bytes, 12);
        // `a` used last: `b` is the one dropped when `c` comes.
        assert!(c.get("a", TreeUse::Check).is_some());
        c.insert("c", parsed("c = 3\n"), TreeUse::Check);
        assert!(c.get("b", TreeUse::Check).is_none());
        assert!(c.get("a", TreeUse::Check).is_some() && c.get("c", TreeUse::Check).is_some());
        assert_eq!(c.bytes, 12);
        // A text over the whole budget stays while it is the newest.
        c.insert("big", parsed("big = 'over twelve bytes'\n"), TreeUse::Check);
        assert!(c.get("big", TreeUse::Check).is_some());
        assert_eq!(c.map.len(), 1);
        // Without a budget nothing is dropped.
        let mut unbounded = TreeCache::default();
        for m in ["a", "b", "c"] {
            unbounded.insert(m, parsed("x = 1\n"), TreeUse::Question);
        }
        assert_eq!(unbounded.map.len(), 3);
    }

    #[test]
    fn the_tree_cache_keeps_the_trees_questions_come_back_to() {
        let mut c = TreeCache {
            budget: Some(18),
            ..TreeCache::default()
        };
        // `a` is asked about twice: protected, it outlives newer trees only checked.
        c.insert("a", parsed("a = 1\n"), TreeUse::Question);
        assert!(c.get("a", TreeUse::Question).is_some());
        for m in ["b", "c", "d"] {
            c.insert(m, parsed("x = 1\n"), TreeUse::Check);
        }
        assert!(c.get("a", TreeUse::Check).is_some());
        assert!(c.get("b", TreeUse::Check).is_none());
        assert_eq!(c.bytes, 18);
        // `q`, asked about once and dropped, is protected when a question parses it again.
        let mut c = TreeCache {
            budget: Some(12),
            ..TreeCache::default()
        };
        c.insert("q", parsed("q = 1\n"), TreeUse::Question);
        c.insert("b", parsed("b = 1\n"), TreeUse::Check);
        c.insert("c", parsed("c = 1\n"), TreeUse::Check);
        assert!(c.get("q", TreeUse::Check).is_none());
        c.insert("q", parsed("q = 1\n"), TreeUse::Question);
        c.insert("d", parsed("d = 1\n"), TreeUse::Check);
        assert!(c.get("q", TreeUse::Check).is_some());
        assert!(c.get("c", TreeUse::Check).is_none());
        // A tree only checked and dropped is not: it goes first again.
        c.insert("b", parsed("b = 1\n"), TreeUse::Check);
        c.insert("e", parsed("e = 1\n"), TreeUse::Check);
        assert!(c.get("b", TreeUse::Check).is_none());
        assert!(c.get("q", TreeUse::Check).is_some());
    }
}
