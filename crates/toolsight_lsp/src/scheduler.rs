//! The scheduler: one analysis task per document on a blocking thread, edits that arrive
//! meanwhile coalesced into one run of the newest text, results published only while
//! current, and reads answered from the last analysis (see the design in `lsp/mod.rs`).

use super::job::{Finished, Job};
use super::*;

impl Inner {
    /// Makes sure the document's newest revision gets analysed: starts its analysis task
    /// unless one runs (which analyses the newest revision before it ends).
    pub(super) fn schedule(self: &Arc<Self>, key: &str) {
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
    pub(super) fn invalidate(self: &Arc<Self>, key: &str) {
        if let Some(mut st) = self.docs.get_mut(key) {
            st.rev = self.next_rev();
        } else {
            return;
        }
        self.schedule(key);
    }

    pub(super) fn invalidate_all(self: &Arc<Self>) {
        let keys: Vec<String> = self.docs.iter().map(|e| e.key().clone()).collect();
        for k in keys {
            // Settings or the workspace changed: the outcome is published even when it equals
            // what the client shows, which is how a client knows the change took effect (the
            // VS Code extension's tests wait for it).
            if let Some(mut st) = self.docs.get_mut(&k) {
                st.published_content = None;
            }
            self.invalidate(&k);
        }
    }

    /// The document's analysis task: analyses its newest revision until it has no newer
    /// one, publishing each result that is still current.
    pub(super) async fn drive(self: &Arc<Self>, key: &str, id: u64) {
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
                let path = convert::file_path(&uri).filter(|p| p.is_file());
                let cache =
                    std::mem::take(&mut *st.doc.cache.lock().unwrap_or_else(|e| e.into_inner()));
                Job {
                    uri,
                    session: st.session,
                    rev: st.rev,
                    version: st.doc.version,
                    text: st.doc.text.clone(),
                    index: st.doc.index.clone(),
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
                    path,
                    sets: self.sets.clone(),
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
    pub(super) async fn finish(self: &Arc<Self>, key: &str, f: Finished) -> bool {
        let session = f.session;
        let version = f.version;
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
                    Ok(current.then_some((
                        cached,
                        done.publication,
                        done.content,
                        done.exports,
                        done.sets_changed,
                    )))
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
        let (cached, publication, content, exports, sets_changed) = match current {
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
                    // Whether the client already shows these diagnostics (an edit inside a
                    // name, a comment, a body no rule reads) is only reported: they are sent
                    // all the same, since clients take a publication as the sign that the
                    // version was analysed (the VS Code extension refreshes its schema view
                    // on it).
                    let unchanged = st.published_content == Some(content);
                    st.published_content = Some(content);
                    Some(unchanged)
                }
                _ => None,
            };
            if send.is_some() {
                self.send(publication).await;
            }
            if super::job::timing() {
                if let Some(unchanged) = send {
                    eprintln!(
                        "toolsight timing: {key} v{version}: {}",
                        if unchanged {
                            "published (diagnostics unchanged)"
                        } else {
                            "published"
                        }
                    );
                }
            }
            send.is_some()
        };
        if let (true, Some(exports)) = (sent, exports) {
            self.share_exports(key, session, &cached, exports);
        }
        if sets_changed {
            self.share_sets(key);
        }
        true
    }

    /// A document's parts of server sets changed (a tool added, a description edited): the
    /// other open documents with parts get the whole sets' findings again (`sets`).
    pub(super) fn share_sets(self: &Arc<Self>, key: &str) {
        let others: Vec<String> = self
            .docs
            .iter()
            .filter(|e| e.key() != key && self.sets.has_parts(&e.doc.module))
            .map(|e| e.key().clone())
            .collect();
        for k in others {
            self.invalidate(&k);
        }
    }

    /// Open buffers take precedence over the files on disk: when an edit changes what a
    /// module offers other modules (its classes, aliases and imports), the workspace sees the
    /// buffer and the other open documents are analysed again.
    pub(super) fn share_exports(
        self: &Arc<Self>,
        key: &str,
        session: u64,
        cached: &Cached,
        exports: u64,
    ) {
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
            if super::job::timing() {
                eprintln!(
                    "toolsight timing: {key}: its exports changed, the workspace is analysed again"
                );
            }
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
    pub(super) async fn read<T>(
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
}
