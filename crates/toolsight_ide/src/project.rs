//! Facts that come from files around the analysed one: the workspace's registrations of
//! this module's functions (`apply_incoming`), configured extra markers, and the index files
//! a framework reads beside a module (stores' `tools.toml`, `frameworks::index`).

use std::path::{Path, PathBuf};

use crate::model::{MarkKind, Module, ToolMark};

pub use crate::frameworks::index::{apply_index, index_entries, IndexEntry};
pub use crate::project_files::{project_dirs, ROOT_MARKERS};

/// Marks this module's functions that other modules register as tools.
pub fn apply_incoming(module: &mut Module, incoming: &[crate::workspace::Incoming]) {
    if incoming.is_empty() {
        return;
    }
    // The last module-level `def` of each name, and the marks already there: looked up per
    // incoming registration instead of scanned for each.
    let mut last_def: std::collections::HashMap<String, usize> = Default::default();
    for (i, f) in module.functions.iter().enumerate() {
        if f.is_module_level() {
            last_def.insert(f.name.clone(), i);
        }
    }
    // Frameworks are equal by id.
    let mut marked: std::collections::HashSet<(usize, Option<&str>)> = module
        .marks
        .iter()
        .map(|m| (m.function, m.library.map(|l| l.id())))
        .collect();
    for t in incoming {
        // A nested function registered on a parameter of its enclosing function, or a method
        // of an instance another module makes (`Tool(func=SerpAPIWrapper().run)`), goes by
        // its `__qualname__` (`register.<locals>.get_history`, `SerpAPIWrapper.run`).
        let nested = || {
            (t.function.contains('.'))
                .then(|| {
                    module
                        .functions
                        .iter()
                        .rposition(|f| f.qualname == t.function)
                })
                .flatten()
        };
        let Some(i) = last_def.get(&t.function).copied().or_else(nested) else {
            continue;
        };
        // Registered there through a wrapper toolsight cannot read: as in its own module,
        // the hover says so (naming that module) and the rules about its payload are silent.
        if let Some((wrapper, line)) = &t.wrapped_unread {
            if module.functions[i].wrapped_unread.is_none() {
                std::sync::Arc::make_mut(&mut module.functions[i]).wrapped_unread =
                    Some((wrapper.clone(), *line, Some(t.from.clone())));
            }
        }
        // Registered there by a registrar that rewrites the wrapper's `__signature__`: the
        // parameters it leaves, or unread.
        if let Some(rewrite) = &t.signature {
            let f = &module.functions[i];
            if f.params_unread.is_none() && !f.params_rewritten {
                // The registrar is in another module (`t.from`): a string annotation of this
                // one is resolved there.
                let strings = module.future_annotations
                    || module.functions[i].params.iter().any(|p| {
                        p.annotation
                            .as_ref()
                            .is_some_and(|a| a.text.starts_with(['"', '\'']))
                    });
                rewrite.apply(std::sync::Arc::make_mut(&mut module.functions[i]), strings);
            }
        }
        // Registered there as well: not only inside a function nothing calls.
        if module.functions[i].registered_uncalled.is_some() {
            std::sync::Arc::make_mut(&mut module.functions[i]).registered_uncalled = None;
        }
        if !marked.insert((i, t.library.map(|l| l.id()))) {
            continue;
        }
        let span = module.functions[i].name_span;
        module.marks.push(ToolMark {
            function: i,
            library: t.library,
            kind: MarkKind::ToolsList,
            options: t.options.clone(),
            span,
            group: None,
            name: t.name.clone(),
            arms: Vec::new(),
            list: None,
        });
    }
    module.marks.sort_by_key(|m| (m.span.start, m.function));
}

/// The tools of the MCP servers of a project (frameworks whose one payload is an MCP
/// `tools/list` entry) whose loop over the registered tools assigns their description or
/// schema (`extract::tools_rewritten`): what the loop assigns is sent, so their description
/// or parameters are unread. A loop over a server toolsight reads (a module-level name) is
/// about the tools registered on that server; a tool whose server is not read may be on it.
/// Whether a registration's framework serves its tools over MCP only (an MCP server's tool).
fn served_by_mcp(m: &ToolMark) -> bool {
    m.library
        .and_then(|l| crate::frameworks::by_id(l.id()))
        .is_some_and(|f| f.providers == [crate::frameworks::Provider::Mcp])
}

pub fn apply_rewritten(
    module: &mut Module,
    rewritten: &crate::extract::tools_rewritten::Rewritten,
) {
    if rewritten.is_empty() {
        return;
    }
    let served: Vec<(usize, Option<String>)> = module
        .marks
        .iter()
        .filter(|m| served_by_mcp(m))
        .map(|m| (m.function, registered_on(module, m)))
        .collect();
    for (i, server) in served {
        let (description, parameters) = rewritten.of(server.as_deref());
        let Some(f) = module.functions.get_mut(i) else {
            continue;
        };
        if let Some(why) = description {
            if f.doc_unread.is_none() {
                std::sync::Arc::make_mut(f).doc_unread = Some(why.clone());
            }
        }
        if let Some(why) = parameters {
            if f.params_unread.is_none() {
                std::sync::Arc::make_mut(f).params_unread = Some(why.clone());
            }
        }
    }
}

/// The tools a transform of their server keeps out of what it lists, or whose listing a
/// transform makes unread (`extract::listing_transforms`): `Function::unlisted`, where every
/// registration of the function is so.
pub fn apply_listing(
    module: &mut Module,
    transforms: &crate::extract::listing_transforms::Transforms,
) {
    if transforms.is_empty() {
        return;
    }
    let mut hidden: std::collections::HashMap<usize, Option<String>> = Default::default();
    for m in &module.marks {
        let Some(f) = module.functions.get(m.function) else {
            continue;
        };
        let why = m.library.and_then(|l| {
            let name = m.name.clone().unwrap_or_else(|| f.name.clone());
            transforms.hides(l.id(), registered_on(module, m).as_deref(), &name)
        });
        // One registration the server lists is enough for the tool to be listed.
        let e = hidden.entry(m.function).or_insert_with(|| why.clone());
        if why.is_none() {
            *e = None;
        }
    }
    for (i, why) in hidden {
        if let (Some(why), Some(f)) = (why, module.functions.get_mut(i)) {
            if f.unlisted.is_none() {
                std::sync::Arc::make_mut(f).unlisted = Some(why);
            }
        }
    }
    // A transform that rewrites its server's tools (fastmcp's `ToolTransform`) sends what
    // its configuration sets: description and parameters unread, for the tools of any MCP
    // framework that may be on its server (see `Transforms::rewrites`).
    let rewritten: Vec<(usize, String)> = module
        .marks
        .iter()
        .filter(|m| served_by_mcp(m))
        .filter_map(|m| {
            let f = module.functions.get(m.function)?;
            let name = m.name.clone().unwrap_or_else(|| f.name.clone());
            let why = transforms.rewrites(registered_on(module, m).as_deref(), &name)?;
            Some((m.function, why))
        })
        .collect();
    for (i, why) in rewritten {
        let Some(f) = module.functions.get_mut(i) else {
            continue;
        };
        if f.doc_unread.is_none() {
            std::sync::Arc::make_mut(f).doc_unread = Some(why.clone());
        }
        if f.params_unread.is_none() {
            std::sync::Arc::make_mut(f).params_unread = Some(why);
        }
    }
}

/// The server instance a tool is registered on, qualified as `tools_rewritten` qualifies a
/// loop's (`shop.server.mcp`), where toolsight reads it: the decorator `@mcp.tool(...)` of a
/// module-level function, `mcp` a name of the module (its own or imported). `None` for any
/// other registration (a call, a method, a function nested in one that is handed the server).
fn registered_on(module: &Module, m: &ToolMark) -> Option<String> {
    if m.kind != MarkKind::Decorator {
        return None;
    }
    let f = module.functions.get(m.function)?;
    if f.qualname.contains('.') {
        return None;
    }
    let d = f
        .decorators
        .iter()
        .find(|d| d.span.start <= m.span.start && m.span.end <= d.span.end)?;
    let written = d.text.split('(').next()?.trim();
    let (receiver, _) = written.rsplit_once('.')?;
    if receiver.contains('.') || receiver == "self" || receiver.is_empty() {
        return None;
    }
    if module.imports.iter().any(|i| i.local == receiver) {
        let (qualified, _) = d.qualified.rsplit_once('.')?;
        return Some(qualified.to_string());
    }
    let own = module
        .name
        .strip_suffix(".__init__")
        .unwrap_or(&module.name);
    Some(format!("{own}.{receiver}"))
}

/// Marks functions decorated with one of the configured `extra-markers` (a qualified name
/// such as `myproject.tools.register`, or a bare decorator name) as tools of the file's
/// library.
pub fn apply_markers(module: &mut Module, markers: &[String]) {
    if markers.is_empty() {
        return;
    }
    let mut added = false;
    let mut marked: std::collections::HashSet<usize> =
        module.marks.iter().map(|m| m.function).collect();
    for (i, f) in module.functions.iter().enumerate() {
        for d in &f.decorators {
            let last = d.qualified.rsplit('.').next().unwrap_or(&d.qualified);
            let hit = markers
                .iter()
                .any(|m| *m == d.qualified || (!m.contains('.') && m == last));
            if hit && marked.insert(i) {
                module.marks.push(ToolMark {
                    function: i,
                    library: None,
                    kind: MarkKind::Decorator,
                    options: d.call.clone(),
                    span: d.span,
                    group: None,
                    name: None,
                    arms: Vec::new(),
                    list: None,
                });
                added = true;
            }
        }
    }
    if added {
        module.marks.sort_by_key(|m| (m.span.start, m.function));
    }
}

/// Workspaces by import root, shared by the files of one command-line run.
#[derive(Default)]
pub struct Workspaces {
    by_root: std::collections::HashMap<PathBuf, std::sync::Arc<crate::workspace::Workspace>>,
    /// Files were named one by one: their workspaces are indexed on demand
    /// (`Workspace::lazy`) instead of walked.
    lazy: bool,
}

impl Workspaces {
    /// For a run over `paths`: walked import roots when a directory is among them, indexed
    /// on demand when every path is a file (or stdin).
    pub fn for_paths(paths: &[PathBuf]) -> Workspaces {
        Workspaces {
            by_root: Default::default(),
            lazy: paths.iter().all(|p| !p.is_dir()),
        }
    }

    /// The workspace of the import root `path` belongs to, made on first use.
    pub fn for_file(&mut self, path: &Path) -> std::sync::Arc<crate::workspace::Workspace> {
        let (_, root) = crate::workspace::module_of(path);
        let lazy = self.lazy;
        // A lazy workspace lists the directories above its file: one per directory.
        let key = if lazy {
            path.parent().map(Path::to_path_buf).unwrap_or_default()
        } else {
            root.clone()
        };
        self.by_root
            .entry(key)
            .or_insert_with(|| {
                std::sync::Arc::new(
                    if lazy {
                        crate::workspace::Workspace::lazy(&crate::frameworks::DIALECTS, path)
                    } else {
                        crate::workspace::Workspace::scan(&crate::frameworks::DIALECTS, &[root])
                    }
                    .keeping_analyses(),
                )
            })
            .clone()
    }
}

/// Analyses a file as the command line sees it: its module name from its package, types
/// imported from the rest of its import root, and the `tools.toml` entries that list it.
pub fn analyze_file(
    path: &Path,
    source: &str,
    workspaces: &mut Workspaces,
    markers: &[String],
) -> Module {
    let ws = (!crate::rust::is_rust(path)).then(|| workspaces.for_file(path));
    analyze_in(path, source, ws.as_deref(), markers)
}

/// `analyze_file` in the workspace of the file's import root (`None` for a Rust file).
pub fn analyze_in(
    path: &Path,
    source: &str,
    ws: Option<&crate::workspace::Workspace>,
    markers: &[String],
) -> Module {
    analyze_in_tree(path, source, ws, markers).0
}

/// `analyze_in`, with the Python tree the module was analysed from (for the rules, which
/// would otherwise parse the file again).
pub fn analyze_in_tree(
    path: &Path,
    source: &str,
    ws: Option<&crate::workspace::Workspace>,
    markers: &[String],
) -> (Module, Option<tree_sitter::Tree>) {
    if crate::rust::is_rust(path) {
        let m = crate::frameworks::rust_front::analyze_rust(
            source,
            Some(path),
            &crate::rust::stem(path),
        );
        return (m, None);
    }
    let name = crate::workspace::analysis_name(path);
    // Analysed already if another module's registrations led here (the same analysis); its
    // tree, if the workspace still keeps it, serves the rules (which parse the text only if
    // they need the syntax).
    let kept = ws.and_then(|ws| ws.take_analysis(&name, source));
    let mut tree = kept
        .is_some()
        .then(|| ws.and_then(|ws| ws.tree_of(&name, source, false)))
        .flatten();
    let mut m = match kept {
        Some(m) => m,
        None => {
            // One parse per module in a run: the workspace's, if a question about the module
            // (a name resolved in it) parsed it first.
            let t = ws
                .and_then(|ws| ws.tree_of(&name, source, true))
                .unwrap_or_else(|| crate::syntax::parse(source, None));
            let t = tree.insert(t);
            let external = ws.map(|w| w as &dyn crate::extract::External);
            crate::extract::analyze_with(
                &crate::frameworks::DIALECTS,
                source,
                t,
                &name,
                None,
                external,
            )
        }
    };
    if let Some(ws) = ws {
        apply_incoming(&mut m, &ws.incoming(crate::workspace::dunder_name(&name)));
        apply_rewritten(&mut m, &crate::extract::External::tools_rewritten(ws));
        apply_listing(&mut m, &crate::extract::External::listing_transforms(ws));
    }
    apply_index(&mut m, &index_entries(path));
    apply_markers(&mut m, markers);
    (m, tree)
}
