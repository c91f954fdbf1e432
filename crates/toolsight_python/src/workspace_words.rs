//! Every word of the project's files, for one question: whether a name occurs anywhere but
//! in one module (`External::named_elsewhere`). A function whose name occurs nowhere else is
//! called by nothing the project writes, so the tools it registers are never registered
//! (`discover::uncalled_registrars`).
//!
//! Built on the first question only (most projects never ask) and kept across generations
//! like the import-word index: a module is read again only when it is new or its text
//! changed (`mark_dirty`). A word is kept as a hash; two words with
//! one hash read as one, which can only answer "named elsewhere" (the conservative answer).

use super::*;

/// Files other than modules that may name a method a program calls: packaging (console
/// scripts, plugin entry points in `entry_points.txt`, `pyproject.toml`, `setup.cfg`), a
/// package's description (`METADATA`: a library's README shows its users the calls), code
/// templates (autogen's `main.jinja2` calls `MCPProxy.get_mcp`), configuration. Every file
/// under the roots with one of these extensions or names is read, at most `TEXT_FILES` of
/// them; past that the answer is unknown.
const TEXT_EXTENSIONS: &[&str] = &[
    "toml", "cfg", "txt", "md", "rst", "jinja", "jinja2", "j2", "tmpl", "tpl", "yaml", "yml",
    "json", "ini", "sh", "ipynb",
];
const TEXT_NAMES: &[&str] = &["METADATA", "PKG-INFO", "README", "Makefile", "Dockerfile"];
const TEXT_FILES: usize = 4000;

#[derive(Default)]
pub(super) struct WordIndex {
    /// The generation the index was brought to.
    generation: Option<u64>,
    /// Each module's words, with the text hash they were read from.
    modules: HashMap<String, (u64, ModuleWords)>,
    /// In how many modules each word occurs.
    counts: HashMap<u64, u32>,
    /// Modules that may call a method by a name computed at run time.
    dynamic: usize,
    /// The words of the other text files (`TEXT_EXTENSIONS`), kept across generations.
    texts: TextFiles,
    /// Modules whose text changed since their words were read.
    pub(super) dirty: HashSet<String>,
    /// The modules holding a dynamic import (`ModuleWords::loaders`), so a question about
    /// reachability reads their loaders only.
    with_loaders: HashSet<String>,
}

/// The text files' words. A new generation comes with every save and every edit that
/// changes what a module exports, and the text files did not change with it: they are found
/// and read again only once the server says a file that is not a module changed
/// (`Workspace::text_files_changed`), and then a file is read again only when its length or
/// modification time changed.
#[derive(Default)]
struct TextFiles {
    /// Found and read once (`stale` is false).
    read: bool,
    /// A file that is not a module changed since they were read.
    stale: bool,
    /// Each file's length, modification time and words.
    files: HashMap<PathBuf, TextFile>,
    /// In how many text files each word occurs.
    counts: HashMap<u64, u32>,
    /// More text files than `TEXT_FILES`, or a directory deeper than `MAX_DEPTH`.
    unread: bool,
}

struct TextFile {
    len: u64,
    modified: Option<std::time::SystemTime>,
    words: Vec<u64>,
}

impl TextFiles {
    /// Finds the text files again (`text_files`), reading those that are new or whose length
    /// or modification time changed, and forgetting those that are gone.
    fn refresh(&mut self, roots: &[PathBuf]) {
        if self.read && !self.stale {
            return;
        }
        self.read = true;
        self.stale = false;
        self.unread = false;
        let mut found = Vec::new();
        let mut budget = TEXT_FILES;
        for root in roots {
            // The project's own `pyproject.toml` and README sit above a `src/` import root.
            if let Some(dir) = root.parent() {
                for name in ["pyproject.toml", "setup.cfg", "README.md", "README.rst"] {
                    found.push(dir.join(name));
                }
            }
            if !text_files(root, &mut found, &mut budget, 0) {
                self.unread = true;
            }
        }
        let mut kept = HashMap::with_capacity(found.len());
        for path in found {
            if kept.contains_key(&path) {
                continue;
            }
            let meta = std::fs::metadata(&path).ok().filter(|m| m.is_file());
            let (len, modified) = match &meta {
                Some(m) => (m.len(), m.modified().ok()),
                None => (0, None),
            };
            let same = |f: &TextFile| meta.is_some() && f.len == len && f.modified == modified;
            let file = match self.files.remove(&path) {
                Some(f) if same(&f) => f,
                old => {
                    if let Some(old) = old {
                        self.uncount(&old);
                    }
                    let f = TextFile {
                        len,
                        modified,
                        words: read_words(&path, meta.as_ref()),
                    };
                    for w in &f.words {
                        *self.counts.entry(*w).or_default() += 1;
                    }
                    f
                }
            };
            kept.insert(path, file);
        }
        for gone in std::mem::take(&mut self.files).into_values() {
            self.uncount(&gone);
        }
        self.files = kept;
    }

    fn uncount(&mut self, f: &TextFile) {
        for w in &f.words {
            if let Some(c) = self.counts.get_mut(w) {
                *c -= 1;
                if *c == 0 {
                    self.counts.remove(w);
                }
            }
        }
    }
}

struct ModuleWords {
    words: HashSet<u64>,
    dynamic: bool,
    /// What the module's dynamic imports can load (`workspace_loaders`).
    loaders: Vec<super::loaders::Loader>,
}

impl WordIndex {
    fn forget(&mut self, module: &str) {
        if let Some((_, m)) = self.modules.remove(module) {
            for w in &m.words {
                if let Some(c) = self.counts.get_mut(w) {
                    *c -= 1;
                    if *c == 0 {
                        self.counts.remove(w);
                    }
                }
            }
            self.dynamic -= usize::from(m.dynamic);
            self.with_loaders.remove(module);
        }
    }

    fn insert(&mut self, module: String, hash: u64, m: ModuleWords) {
        for w in &m.words {
            *self.counts.entry(*w).or_default() += 1;
        }
        self.dynamic += usize::from(m.dynamic);
        if !m.loaders.is_empty() {
            self.with_loaders.insert(module.clone());
        }
        self.modules.insert(module, (hash, m));
    }
}

impl Workspace {
    /// Whether `word` occurs in a file of the project other than `module` (any other
    /// module's text, strings and comments included, or a packaging file); `None` where that
    /// is not known: the files are found on demand (`lazy`), or some module calls a method
    /// by a computed name (`getattr(self, name)`), which may be any.
    pub(super) fn word_elsewhere(&self, module: &str, word: &str) -> Option<bool> {
        if self.probed.is_some() {
            return None;
        }
        // Its own lock: a question is asked while a module is analysed, and the index of
        // registrations analyses modules with `incoming` held.
        let mut index = self.all_words.lock().unwrap_or_else(|e| e.into_inner());
        self.refresh_all_words(&mut index);
        if index.dynamic > 0 || index.texts.unread {
            return None;
        }
        let h = word_hash(word);
        if index.texts.counts.contains_key(&h) {
            return Some(true);
        }
        let own = index
            .modules
            .get(module)
            .is_some_and(|(_, m)| m.words.contains(&h));
        let total = index.counts.get(&h).copied().unwrap_or(0);
        Some(total > u32::from(own))
    }

    /// The modules of the project whose text writes `word` (strings and comments included),
    /// sorted; `None` where that is not known (the files are found on demand).
    pub(super) fn modules_writing(&self, word: &str) -> Option<Vec<String>> {
        if self.probed.is_some() {
            return None;
        }
        let mut index = self.all_words.lock().unwrap_or_else(|e| e.into_inner());
        self.refresh_all_words(&mut index);
        let h = word_hash(word);
        let mut out: Vec<String> = index
            .modules
            .iter()
            .filter(|(_, (_, m))| m.words.contains(&h))
            .map(|(name, _)| name.clone())
            .collect();
        out.sort_unstable();
        Some(out)
    }

    /// In how many of the project's modules `word` is written (strings and comments
    /// included); `None` where that is not known (as `word_elsewhere`). Text files are not
    /// counted: they call nothing with an argument (a README's example is not a call the
    /// program makes).
    pub fn modules_naming(&self, word: &str) -> Option<u32> {
        if self.probed.is_some() {
            return None;
        }
        let mut index = self.all_words.lock().unwrap_or_else(|e| e.into_inner());
        self.refresh_all_words(&mut index);
        if index.dynamic > 0 || index.texts.unread {
            return None;
        }
        Some(index.counts.get(&word_hash(word)).copied().unwrap_or(0))
    }

    /// Whether no import can reach `module` (`External::unimported`): its name's last
    /// segment occurs in no other module and no text file of the project (a static import,
    /// `from pkg import mod`, an `__all__`, an entry point, a literal `import_module("...")`
    /// all write it), and no dynamic import of the project can load it (`workspace_loaders`:
    /// one whose argument is not read may load any). `None`: not known (the files are found
    /// on demand, too many text files, a package's `__init__`, reached through any of its
    /// submodules).
    pub(super) fn unimported_module(&self, module: &str, path: &Path) -> Option<bool> {
        if self.probed.is_some() || module.ends_with("__init__") || module.ends_with("__main__") {
            return None;
        }
        if path
            .file_stem()
            .is_some_and(|s| s == "__init__" || s == "__main__")
        {
            return None;
        }
        if !self.roots.iter().all(|r| project_top(r)) {
            return None;
        }
        let mut index = self.all_words.lock().unwrap_or_else(|e| e.into_inner());
        self.refresh_all_words(&mut index);
        if index.texts.unread {
            return None;
        }
        let last = module.rsplit('.').next().unwrap_or(module);
        let h = word_hash(last);
        let own = index
            .modules
            .get(module)
            .is_some_and(|(_, m)| m.words.contains(&h));
        let total = index.counts.get(&h).copied().unwrap_or(0);
        if index.texts.counts.contains_key(&h) || total > u32::from(own) {
            return Some(false);
        }
        let path = path.to_string_lossy();
        let loaded = index.with_loaders.iter().any(|m| {
            index.modules.get(m).is_some_and(|(_, w)| {
                w.loaders
                    .iter()
                    .any(|l| super::loaders::may_load(l, module, &path))
            })
        });
        Some(!loaded)
    }

    /// Brings the word index to the workspace's generation: the modules that are new or
    /// whose text changed (`dirty`) are read again, on the pool's threads.
    fn refresh_all_words(&self, index: &mut WordIndex) {
        index.texts.refresh(&self.roots);
        let generation = self.generation();
        if index.generation == Some(generation) && index.dirty.is_empty() {
            return;
        }
        index.generation = Some(generation);
        let files = self.files();
        let known: HashSet<&String> = files.iter().map(|(n, _)| n).collect();
        let gone: Vec<String> = index
            .modules
            .keys()
            .filter(|m| !known.contains(m))
            .cloned()
            .collect();
        for m in gone {
            index.forget(&m);
        }
        let to_read: Vec<&String> = files
            .iter()
            .map(|(n, _)| n)
            .filter(|n| !index.modules.contains_key(*n) || index.dirty.contains(*n))
            .collect();
        let read: Vec<Option<(u64, ModuleWords)>> = {
            use rayon::prelude::*;
            to_read
                .par_iter()
                .map(|name| {
                    self.source_of(name)
                        .map(|(t, _)| (crate::textcache::hash_text(&t), module_words(&t)))
                })
                .collect()
        };
        for (name, words) in to_read.into_iter().zip(read) {
            index.forget(name);
            if let Some((hash, w)) = words {
                index.insert(name.clone(), hash, w);
            }
        }
        index.dirty.clear();
    }

    /// A file that is not a module changed, was added or removed (the server's file
    /// watcher): the text files are found again at the next question, and those whose length
    /// or modification time changed are read again.
    pub fn text_files_changed(&self) {
        self.all_words
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .texts
            .stale = true;
    }
}

/// Files that mark the top of a project: the workspace's import root is where the project
/// begins, so no module of it lies outside the root (a `src/` root's `tests/` and scripts
/// beside it, a loose directory's neighbours, may import its modules unseen). A wheel's
/// `.dist-info` marks an installed distribution's top.
const PROJECT_TOP: &[&str] = &["pyproject.toml", "setup.py", "setup.cfg", ".git"];

/// Whether `root` is the top of its project (`PROJECT_TOP`).
fn project_top(root: &Path) -> bool {
    if PROJECT_TOP.iter().any(|m| root.join(m).exists()) {
        return true;
    }
    std::fs::read_dir(root).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.file_name().to_string_lossy().ends_with(".dist-info"))
    })
}

/// The words of a small text file (`meta`: its metadata, `None` where it is not a file),
/// each once.
fn read_words(path: &Path, meta: Option<&std::fs::Metadata>) -> Vec<u64> {
    let small = meta.is_some_and(|m| m.len() <= MAX_FILE_BYTES);
    let mut words = Vec::new();
    if let (true, Ok(bytes)) = (small, std::fs::read(path)) {
        let set: HashSet<u64> = words_of(&String::from_utf8_lossy(&bytes)).collect();
        words.extend(set);
    }
    words
}

/// Whether a file that is not a module may hold words `word_elsewhere` reads: its name is
/// one of `TEXT_NAMES` or its extension one of `TEXT_EXTENSIONS` (the server watches them).
pub fn is_text_file(path: &Path) -> bool {
    let name = path.file_name().map(|n| n.to_string_lossy());
    let ext = path.extension().map(|x| x.to_string_lossy());
    name.is_some_and(|n| TEXT_NAMES.contains(&n.as_ref()))
        || ext.is_some_and(|x| TEXT_EXTENSIONS.contains(&x.as_ref()))
}

/// Glob patterns of the files `is_text_file` takes, for a client's file watcher.
pub fn text_file_globs() -> Vec<String> {
    let mut globs = vec![format!("**/*.{{{}}}", TEXT_EXTENSIONS.join(","))];
    globs.extend(TEXT_NAMES.iter().map(|n| format!("**/{n}")));
    globs
}

/// Lists the text files under `dir` (not modules, not the directories the workspace skips);
/// false when there are too many, or it is too deep.
fn text_files(dir: &Path, out: &mut Vec<PathBuf>, budget: &mut usize, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return true;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().to_string();
        let Ok(kind) = e.file_type() else {
            continue;
        };
        if kind.is_dir() {
            if name.starts_with('.') || SKIP_DIRS.contains(&name.as_str()) {
                continue;
            }
            if !text_files(&path, out, budget, depth + 1) {
                return false;
            }
        } else if kind.is_file() && is_text_file(&path) {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            out.push(path);
        }
    }
    true
}

fn word_hash(word: &str) -> u64 {
    crate::textcache::hash_text(word)
}

/// The identifier-like words of a text (strings and comments included).
fn words_of(text: &str) -> impl Iterator<Item = u64> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.starts_with(|c: char| c.is_ascii_digit()))
        .map(word_hash)
}

fn module_words(text: &str) -> ModuleWords {
    let words: HashSet<u64> = words_of(text).collect();
    // Parsed only where a loader's name is a word of the text.
    let loads = super::loaders::words().any(|w| words.contains(&word_hash(w)));
    ModuleWords {
        loaders: if loads {
            super::loaders::loaders(text)
        } else {
            Vec::new()
        },
        words,
        dynamic: calls_by_computed_name(text),
    }
}

/// Whether a text may call a method by a name it computes: `inspect.getmembers`,
/// `operator.methodcaller`, or `getattr(x, name)` whose name is not one string literal and
/// that is called at once (`getattr(self, name)(...)`), looks on `self`/`cls`, or builds the
/// name from a literal (`f"register_{kind}"`, `"handle_" + kind`). A computed name looked up
/// on anything else (`getattr(logging, level)`, a constant of a module) names no method.
fn calls_by_computed_name(text: &str) -> bool {
    if text.contains("getmembers") || text.contains("methodcaller") {
        return true;
    }
    let mut rest = text;
    while let Some(at) = rest.find("getattr(") {
        let after = &rest[at + "getattr(".len()..];
        rest = after;
        // The first argument's end (a comma outside brackets) and the call's.
        let mut depth = 0i32;
        let mut comma = None;
        let mut close = None;
        for (i, c) in after.char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => {
                    close = Some(i);
                    break;
                }
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 && comma.is_none() => comma = Some(i),
                _ => {}
            }
        }
        let (Some(comma), Some(close)) = (comma, close) else {
            continue;
        };
        let second = &after[comma + 1..close];
        if literal_argument(&after[comma + 1..]) {
            continue;
        }
        let first = after[..comma].trim();
        let on_self = first == "self" || first == "cls" || first.starts_with("self.");
        let called = after[close + 1..].trim_start().starts_with('(');
        let built = second.contains(['"', '\'']);
        if on_self || called || built {
            return true;
        }
    }
    false
}

/// Whether an argument (the text from its start) is one plain string literal: not an
/// f-string, not a literal joined to something (`"register_" + kind`).
fn literal_argument(s: &str) -> bool {
    let s = s.trim_start();
    let body = s.trim_start_matches(['r', 'b', 'u', 'R', 'B', 'U']);
    let Some(q) = body.chars().next().filter(|c| *c == '"' || *c == '\'') else {
        return false;
    };
    let Some(end) = body[1..].find(q) else {
        return false;
    };
    body[1 + end + 1..].trim_start().starts_with([')', ','])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module whose method `register_all` is named nowhere else, and a README beside it.
    fn project(dir: &Path, readme: &str) -> Workspace {
        let _ = std::fs::remove_dir_all(dir);
        std::fs::create_dir_all(dir.join("shop")).unwrap();
        std::fs::write(dir.join("shop/__init__.py"), "").unwrap();
        std::fs::write(
            dir.join("shop/server.py"),
            "class Tools:\n    def register_all(self, mcp):\n        pass\n",
        )
        .unwrap();
        std::fs::write(dir.join("shop/README.md"), readme).unwrap();
        Workspace::scan(&toolsight_frameworks::DIALECTS, &[dir.to_path_buf()])
    }

    #[test]
    fn text_files_are_read_again_only_when_the_server_says_one_changed() {
        let dir = std::env::temp_dir().join(format!("toolsight-words-{}", std::process::id()));
        let ws = project(&dir, "Nothing to see.\n");
        assert_eq!(
            ws.word_elsewhere("shop.server", "register_all"),
            Some(false)
        );
        // The README now names the method (a longer text: its length changed), and a module
        // changes (a new generation, as a save makes): the text files are not read again.
        std::fs::write(
            dir.join("shop/README.md"),
            "Call `Tools().register_all(mcp)`.\n",
        )
        .unwrap();
        ws.set_overlay("shop.__init__", Some(Arc::from("X = 1\n")));
        ws.invalidate();
        assert_eq!(
            ws.word_elsewhere("shop.server", "register_all"),
            Some(false)
        );
        // The file watcher's event: the README is read again.
        ws.text_files_changed();
        assert_eq!(ws.word_elsewhere("shop.server", "register_all"), Some(true));
        // Removed: its words go with it.
        std::fs::remove_file(dir.join("shop/README.md")).unwrap();
        ws.text_files_changed();
        assert_eq!(
            ws.word_elsewhere("shop.server", "register_all"),
            Some(false)
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_server_watches_every_text_file_the_index_reads() {
        let globs = text_file_globs();
        for name in [
            "pyproject.toml",
            "entry_points.txt",
            "main.jinja2",
            "METADATA",
        ] {
            assert!(is_text_file(Path::new(name)), "{name}");
            let ext = Path::new(name).extension().map(|x| x.to_string_lossy());
            let covered = globs.iter().any(|g| {
                g == &format!("**/{name}")
                    || ext.as_ref().is_some_and(|x| {
                        g.starts_with("**/*.{") && g.contains(&format!("{{{x},"))
                            || g.contains(&format!(",{x},"))
                            || g.contains(&format!(",{x}}}"))
                    })
            });
            assert!(covered, "{name} in {globs:?}");
        }
        assert!(!is_text_file(Path::new("server.py")));
    }
}
