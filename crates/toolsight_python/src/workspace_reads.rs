//! What an analysis read of the workspace, recorded while the language server builds the
//! index of registrations: an entry is made again only when something it read changed
//! (`registrations::refresh_words`), not whenever a module its import words name changed.
//! Before, a save of agno's `tools/studio.py` dropped the entries of every module named
//! `base`, `utils`, `agent`, ... and of every module reaching it, and re-analysed most of
//! agno's registering modules (~10 s of CPU per save).
//!
//! Reads are recorded per thread, in a stack of frames: a question answered once per
//! generation (`answered`, `resolve`) records what its computation read with its answer, and
//! a later question that takes the kept answer adds those reads to its own frame, so a cache
//! hides no read.

use std::cell::RefCell;
use std::collections::HashSet;
use std::sync::Arc;

/// What an analysis read.
#[derive(Default, Clone, Debug)]
pub(super) struct Reads {
    /// The modules whose text it read (parsed to answer a question about their names).
    pub(super) modules: HashSet<String>,
    /// The words whose importers it asked for (`importers`): the answer changes when a
    /// module's import words gain or lose one of them.
    pub(super) importers: HashSet<String>,
    /// Its questions about the whole project, with their answers (checked again, not
    /// tracked: their answers are read off indices of every module).
    pub(super) project: Vec<ProjectQuestion>,
}

/// A question whose answer depends on every module (and text file) of the project.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum ProjectQuestion {
    /// `word_elsewhere(module, word)` and its answer.
    WordElsewhere(String, String, Option<bool>),
    /// `unimported_module(module)` and its answer.
    Unimported(String, Option<bool>),
}

impl Reads {
    fn merge(&mut self, other: &Reads) {
        self.modules.extend(other.modules.iter().cloned());
        self.importers.extend(other.importers.iter().cloned());
        for q in &other.project {
            if !self.project.contains(q) {
                self.project.push(q.clone());
            }
        }
    }
}

thread_local! {
    static FRAMES: RefCell<Vec<Reads>> = const { RefCell::new(Vec::new()) };
}

/// Whether this thread is recording (some frame is open): the questions kept per generation
/// record always while the server's workspace tracks reads, this only saves the clones.
fn recording_now() -> bool {
    FRAMES.with(|f| !f.borrow().is_empty())
}

/// Adds to the innermost frame of this thread, if any.
pub(super) fn note(f: impl FnOnce(&mut Reads)) {
    FRAMES.with(|frames| {
        if let Some(top) = frames.borrow_mut().last_mut() {
            f(top);
        }
    });
}

/// Adds a module read to the innermost frame.
pub(super) fn note_module(module: &str) {
    if recording_now() {
        note(|r| {
            if !r.modules.contains(module) {
                r.modules.insert(module.to_string());
            }
        });
    }
}

/// Adds the reads a kept answer was computed with.
pub(super) fn note_kept(reads: &Reads) {
    note(|r| r.merge(reads));
}

/// Pops the frame it opened when dropped, also when the computation panicked (the language
/// server catches panics: a frame left open would collect another analysis' reads).
struct Frame(usize);

impl Drop for Frame {
    fn drop(&mut self) {
        FRAMES.with(|f| f.borrow_mut().truncate(self.0));
    }
}

/// Runs `f` in a new frame and returns what it read. `into_enclosing`: the reads are also
/// the enclosing frame's (a question asked inside an analysis); false for the analysis of
/// an entry of the index, which another entry's analysis never reads (a thread of the pool
/// waiting inside one entry's analysis may run another's).
pub(super) fn recording<T>(into_enclosing: bool, f: impl FnOnce() -> T) -> (T, Arc<Reads>) {
    let depth = FRAMES.with(|frames| {
        let mut frames = frames.borrow_mut();
        frames.push(Reads::default());
        frames.len() - 1
    });
    let frame = Frame(depth);
    let out = f();
    let reads = FRAMES.with(|frames| {
        let mut frames = frames.borrow_mut();
        let reads = frames.pop().unwrap_or_default();
        frames.truncate(depth);
        if into_enclosing {
            if let Some(top) = frames.last_mut() {
                top.merge(&reads);
            }
        }
        reads
    });
    drop(frame);
    (out, Arc::new(reads))
}
