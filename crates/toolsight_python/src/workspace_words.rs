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
    /// The words of the other text files (`TEXT_EXTENSIONS`).
    packaging: HashSet<u64>,
    /// More text files than `TEXT_FILES`, or a directory deeper than `MAX_DEPTH`.
    unread: bool,
    /// Modules whose text changed since their words were read.
    pub(super) dirty: HashSet<String>,
    /// The modules holding a dynamic import (`ModuleWords::loaders`), so a question about
    /// reachability reads their loaders only.
    with_loaders: HashSet<String>,
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
        if index.dynamic > 0 || index.unread {
            return None;
        }
        let h = word_hash(word);
        if index.packaging.contains(&h) {
            return Some(true);
        }
        let own = index
            .modules
            .get(module)
            .is_some_and(|(_, m)| m.words.contains(&h));
        let total = index.counts.get(&h).copied().unwrap_or(0);
        Some(total > u32::from(own))
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
        if index.dynamic > 0 || index.unread {
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
        if index.unread {
            return None;
        }
        let last = module.rsplit('.').next().unwrap_or(module);
        let h = word_hash(last);
        let own = index
            .modules
            .get(module)
            .is_some_and(|(_, m)| m.words.contains(&h));
        let total = index.counts.get(&h).copied().unwrap_or(0);
        if index.packaging.contains(&h) || total > u32::from(own) {
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
        let generation = self.generation();
        if index.generation == Some(generation) && index.dirty.is_empty() {
            return;
        }
        index.generation = Some(generation);
        index.unread = false;
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
        let mut packaging = HashSet::new();
        let mut budget = TEXT_FILES;
        for root in &self.roots {
            // The project's own `pyproject.toml` and README sit above a `src/` import root.
            if let Some(dir) = root.parent() {
                for name in ["pyproject.toml", "setup.cfg", "README.md", "README.rst"] {
                    read_words(&dir.join(name), &mut packaging);
                }
            }
            if !text_files(root, &mut packaging, &mut budget, 0) {
                index.unread = true;
            }
        }
        index.packaging = packaging;
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

/// Adds the words of a small text file.
fn read_words(path: &Path, out: &mut HashSet<u64>) {
    let small = std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() <= MAX_FILE_BYTES);
    if let (true, Ok(bytes)) = (small, std::fs::read(path)) {
        out.extend(words_of(&String::from_utf8_lossy(&bytes)));
    }
}

/// Reads the words of the text files under `dir` (not modules, not the directories the
/// workspace skips); false when there are too many, or it is too deep.
fn text_files(dir: &Path, out: &mut HashSet<u64>, budget: &mut usize, depth: usize) -> bool {
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
        } else if kind.is_file() {
            let ext = path.extension().map(|x| x.to_string_lossy().to_string());
            let wanted = TEXT_NAMES.contains(&name.as_str())
                || ext.is_some_and(|x| TEXT_EXTENSIONS.contains(&x.as_str()));
            if wanted {
                if *budget == 0 {
                    return false;
                }
                *budget -= 1;
                read_words(&path, out);
            }
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
    let loads = super::loaders::WORDS
        .iter()
        .any(|w| words.contains(&word_hash(w)));
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
