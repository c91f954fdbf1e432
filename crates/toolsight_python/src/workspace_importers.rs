//! Who imports a name, for the registry decorators of `extract::discover::registry`: the
//! loop that registers a registry's list may sit in any module importing its getter, and the
//! server a registering function is handed is what its callers pass.

use super::*;

/// How many modules writing a method's name are read for its calls (see
/// `method_listing_reach_elsewhere`).
const MAX_METHOD_CALLERS: usize = 32;

impl Workspace {
    /// The modules whose import lines name `word`, sorted. The index is built once per
    /// generation, on the first question (a workspace without registry decorators never
    /// builds it).
    pub(super) fn importers(&self, word: &str) -> Vec<String> {
        if self.track_reads {
            reads::note(|r| {
                if !r.importers.contains(word) {
                    r.importers.insert(word.to_string());
                }
            });
        }
        let generation = self.generation();
        let index = {
            let guard = self.importers.lock().unwrap_or_else(|e| e.into_inner());
            guard
                .as_ref()
                .filter(|(g, _)| *g == generation)
                .map(|(_, i)| i.clone())
        };
        let index = match index {
            Some(i) => i,
            None => {
                let mut by_word: HashMap<String, Vec<String>> = HashMap::new();
                for (name, words) in self.import_words_of_every_module() {
                    for w in words.iter() {
                        by_word.entry(w.clone()).or_default().push(name.clone());
                    }
                }
                for v in by_word.values_mut() {
                    v.sort_unstable();
                }
                let i = Arc::new(by_word);
                *self.importers.lock().unwrap_or_else(|e| e.into_inner()) =
                    Some((generation, i.clone()));
                i
            }
        };
        index.get(word).cloned().unwrap_or_default()
    }

    /// Every module's import-line words, in the files' order. Each module's are kept with the
    /// version of its text (and the names epoch: which names are modules decides the words),
    /// so a new generation reads only the modules that changed, not every file of the
    /// project again.
    fn import_words_of_every_module(&self) -> Vec<(String, Arc<[String]>)> {
        let files = self.files();
        let epoch = self.names_epoch.load(Ordering::Relaxed);
        {
            // Modules gone: their words are not kept.
            let mut kept = self
                .import_words_by_module
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if kept.len() > files.len() {
                let known: HashSet<&String> = files.iter().map(|(n, _)| n).collect();
                kept.retain(|m, _| known.contains(m));
            }
        }
        let mut out = Vec::with_capacity(files.len());
        for (name, _) in files {
            let version = self.version_of(&name);
            let kept = self
                .import_words_by_module
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get(&name)
                .filter(|(v, (e, _))| *v == version && *e == epoch)
                .map(|(_, (_, w))| w.clone());
            let words = match kept {
                Some(w) => w,
                None => {
                    let words: Arc<[String]> = match self.source_of(&name) {
                        Some((text, package)) => {
                            let (words, _) =
                                import_words(self.dialects, &text, &name, package, &|q| {
                                    self.is_module(q)
                                });
                            words.into_iter().collect()
                        }
                        None => Arc::from(Vec::new()),
                    };
                    // Read with the version taken before: a change meanwhile bumps it, and
                    // the next question reads the module again.
                    self.import_words_by_module
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(name.clone(), (version, (epoch, words.clone())));
                    words
                }
            };
            if !words.is_empty() {
                out.push((name, words));
            }
        }
        out
    }

    /// `External::registry_loop`: the first module importing `qualified` whose loop over it
    /// registers on a server.
    pub(super) fn registry_loop_elsewhere(
        &self,
        qualified: &str,
        depth: usize,
    ) -> Option<(
        &'static crate::model::markers::Dialect,
        Option<crate::model::CallValue>,
    )> {
        if depth > MAX_DEPTH {
            return None;
        }
        let (own, name) = self.split_module(qualified)?;
        self.importers(name)
            .into_iter()
            .filter(|m| m != own)
            .find_map(|m| {
                self.in_module(&format!("{m}.{name}"), depth, |im| {
                    crate::extract::find_registry_loop(
                        im.source,
                        im.tree,
                        &im.analysis,
                        qualified,
                        self,
                        depth,
                    )
                })
            })
    }

    /// `External::catalog_filter`: what the modules importing the catalog list `qualified`
    /// (by its name or its module's) do with it.
    pub(super) fn catalog_filter_elsewhere(
        &self,
        qualified: &str,
        depth: usize,
    ) -> crate::extract::CatalogFilter {
        let mut out = crate::extract::CatalogFilter::default();
        let Some((own, name)) = self.split_module(qualified) else {
            return out;
        };
        let segment = own.rsplit('.').next().unwrap_or(own);
        let mut modules = self.importers(name);
        for m in self.importers(segment) {
            if !modules.contains(&m) {
                modules.push(m);
            }
        }
        for m in modules.into_iter().filter(|m| m != own) {
            let found = self.in_module(&format!("{m}.{name}"), depth, |im| {
                Some(crate::extract::find_catalog_uses(
                    im.source,
                    im.tree,
                    &im.analysis,
                    qualified,
                    self,
                ))
            });
            if let Some(f) = found {
                out.merge(f);
            }
        }
        out
    }

    /// `External::listing_reach`: where the modules importing `qualified` (by its name or
    /// its module's) send it; `None` when no such module is read.
    pub(super) fn listing_reach_elsewhere(
        &self,
        qualified: &str,
        listings: &'static crate::model::markers::Listings,
        depth: usize,
    ) -> Option<crate::extract::ListingReach> {
        let (own, name) = self.split_module(qualified)?;
        let segment = own.rsplit('.').next().unwrap_or(own);
        let mut modules = self.importers(name);
        for m in self.importers(segment) {
            if !modules.contains(&m) {
                modules.push(m);
            }
        }
        let mut out: Option<crate::extract::ListingReach> = None;
        for m in modules.into_iter().filter(|m| m != own) {
            let found = self.in_module(&format!("{m}.{name}"), depth, |im| {
                Some(crate::extract::find_listing_reach(
                    im.source,
                    im.tree,
                    &im.analysis,
                    qualified,
                    listings,
                    self,
                    depth + 1,
                ))
            });
            if let Some(r) = found {
                if add_reach(&mut out, r) {
                    break;
                }
            }
        }
        out
    }

    /// `External::method_listing_reach`: where the calls of `method` on an instance of
    /// `class` (qualified) in the other modules writing the method's name send its value;
    /// `None` when no such module is read, or the name is written in too many modules to read
    /// them all (`MAX_METHOD_CALLERS`: a name as common as `get` or `list`). Each module's
    /// calls are read once per method name, whichever class asks.
    pub(super) fn method_listing_reach_elsewhere(
        &self,
        class: &str,
        method: &str,
        listings: &'static crate::model::markers::Listings,
        depth: usize,
    ) -> Option<crate::extract::ListingReach> {
        let (own, _) = self.split_module(class)?;
        let own = dunder_name(own).to_string();
        let class = crate::extract::without_init(class);
        let modules: Vec<String> = self
            .modules_writing(method)?
            .into_iter()
            .filter(|m| dunder_name(m) != own)
            .collect();
        if modules.len() > MAX_METHOD_CALLERS {
            return None;
        }
        let mut out: Option<crate::extract::ListingReach> = None;
        for m in modules {
            let calls = self.answered("method_calls", &m, method, depth, || {
                self.in_module(&format!("{m}.{method}"), depth, |im| {
                    Some(crate::extract::find_method_calls(
                        im.source,
                        im.tree,
                        &im.analysis,
                        method,
                        listings,
                        self,
                        depth + 1,
                    ))
                })
                .unwrap_or_default()
            });
            for (c, r) in calls {
                if c != class {
                    continue;
                }
                if add_reach(&mut out, r) {
                    return out;
                }
            }
        }
        out
    }

    /// `External::argument_class`: what the calls of `qualified` in its own module, then in
    /// the modules importing it, pass as argument `index`.
    pub(super) fn argument_class_at_calls(
        &self,
        qualified: &str,
        index: usize,
        param: &str,
        depth: usize,
    ) -> Option<String> {
        if depth > MAX_DEPTH {
            return None;
        }
        let (own, name) = self.split_module(qualified)?;
        // The modules importing the function, then those importing its module (which call
        // it as `module.register(mcp)`, or loop over modules).
        let segment = own.rsplit('.').next().unwrap_or(own);
        let mut modules = vec![own.to_string()];
        for m in self
            .importers(name)
            .into_iter()
            .chain(self.importers(segment))
        {
            if !modules.contains(&m) {
                modules.push(m);
            }
        }
        modules.into_iter().find_map(|m| {
            self.in_module(&format!("{m}.{name}"), depth, |im| {
                crate::extract::find_argument_class(
                    im.source,
                    im.tree,
                    &im.analysis,
                    qualified,
                    (index, param),
                    self,
                    depth,
                )
            })
        })
    }
}

/// Adds one path's answer to what the paths read so far say; `true` once a path lists the
/// value (no other path can change that).
fn add_reach(
    out: &mut Option<crate::extract::ListingReach>,
    r: crate::extract::ListingReach,
) -> bool {
    let r = match out.take() {
        Some(prev) => prev.or(r),
        None => r,
    };
    let listed = r == crate::extract::ListingReach::Listed;
    *out = Some(r);
    listed
}
