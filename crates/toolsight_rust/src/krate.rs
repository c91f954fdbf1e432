//! A crate's modules as far as the analysed file needs them: the file's own module, and the
//! modules its paths reach (`crate::`, `super::`, `mod x;` files on disk, `use` re-exports),
//! loaded lazily and capped so a huge workspace or a `use` cycle costs little.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use super::attrs::Lit;
use super::items::{FileItems, Item, ItemKind};

/// Modules beyond this many are not loaded.
const MAX_MODULES: usize = 512;
/// `use` chains and alias chains longer than this are given up on.
const MAX_HOPS: usize = 32;

/// One module: its items (a file's, or an inline `mod { }`'s) and where it lives.
#[derive(Debug)]
pub struct ModuleData {
    /// `a::b` (empty for the crate root).
    pub path: String,
    /// The file holding its items; `None` for a module toolsight could not find.
    pub file: Option<PathBuf>,
    /// Whether its items' spans index the analysed text.
    pub analysed: bool,
    pub items: Arc<Vec<Item>>,
    /// The directory `mod x;` inside it resolves against.
    pub child_dir: Option<PathBuf>,
}

/// An item found by resolution: its module and the item.
#[derive(Clone, Debug)]
pub struct Found {
    pub module: Arc<ModuleData>,
    pub item: Item,
}

impl Found {
    /// The item's Rust path (`r01::Params`).
    pub fn path(&self) -> String {
        join(&self.module.path, &self.item.name)
    }
}

pub fn join(module: &str, name: &str) -> String {
    if module.is_empty() {
        name.to_string()
    } else {
        format!("{module}::{name}")
    }
}

/// What a path names.
#[derive(Clone, Debug)]
pub enum Resolved {
    Item(Box<Found>),
    Module(Arc<ModuleData>),
    /// A path outside the crate (`std::collections::HashMap`, `chrono::Utc`), fully spelled
    /// as far as `use` declarations tell.
    External(Vec<String>),
}

pub struct Crate {
    modules: RefCell<HashMap<String, Option<Arc<ModuleData>>>>,
    /// The analysed file's module path.
    pub home: String,
    /// The directory of the crate's `Cargo.toml`, when the file is under a Cargo crate: its
    /// dependencies are found from there.
    manifest_dir: Option<PathBuf>,
    /// Dependency crates whose sources are on disk, by the name the code uses, loaded on
    /// first use (`None`: not on disk).
    deps: RefCell<HashMap<String, Option<Rc<Crate>>>>,
    /// How many dependency hops away from the analysed crate this one is.
    dep_depth: usize,
    /// Where cargo unpacks registry crates from (`$CARGO_HOME`, else `~/.cargo`).
    pub(crate) cargo_home: Option<PathBuf>,
}

/// Dependencies of dependencies beyond this depth are not read.
const MAX_DEP_DEPTH: usize = 3;

fn parent(path: &str) -> &str {
    path.rsplit_once("::").map(|(p, _)| p).unwrap_or("")
}

impl Crate {
    /// The crate around `file` (whose current text is `items`): the file's module path
    /// from its place under the crate's `src/` (else the file stem, as a module of a
    /// crate root toolsight cannot see).
    pub fn new(file: Option<&Path>, stem: &str, items: &FileItems) -> Crate {
        let located = file.and_then(locate);
        let (home, root_file) = match &located {
            Some((p, root)) => (p.clone(), Some(root.clone())),
            None => (stem.to_string(), None),
        };
        let mut modules = HashMap::new();
        let child_dir = file.and_then(|f| child_dir_of(f, &home));
        modules.insert(
            home.clone(),
            Some(Arc::new(ModuleData {
                path: home.clone(),
                file: file.map(Path::to_path_buf),
                analysed: true,
                items: Arc::new(items.items.clone()),
                child_dir,
            })),
        );
        if !home.is_empty() {
            // The crate root: read from disk when the file is under a Cargo crate, else empty.
            let root = root_file.and_then(|r| load_file(&r, ""));
            modules.entry(String::new()).or_insert_with(|| {
                Some(root.unwrap_or_else(|| {
                    Arc::new(ModuleData {
                        path: String::new(),
                        file: None,
                        analysed: false,
                        items: Arc::new(Vec::new()),
                        child_dir: None,
                    })
                }))
            });
        }
        let manifest_dir = located
            .as_ref()
            .and(file)
            .and_then(super::cargo::manifest_dir);
        let c = Crate {
            modules: RefCell::new(modules),
            home,
            manifest_dir,
            deps: RefCell::new(HashMap::new()),
            dep_depth: 0,
            cargo_home: super::cargo::cargo_home(),
        };
        // Inline modules of the analysed file.
        let home_data = c.module(&c.home.clone());
        if let Some(h) = home_data {
            c.register_inline(&h);
        }
        c
    }

    fn register_inline(&self, m: &Arc<ModuleData>) {
        let mut stack = vec![m.clone()];
        while let Some(m) = stack.pop() {
            for it in m.items.iter() {
                if let ItemKind::Mod(Some(inner)) = &it.kind {
                    let path = join(&m.path, &it.name);
                    if self.modules.borrow().len() >= MAX_MODULES {
                        return;
                    }
                    let data = Arc::new(ModuleData {
                        path: path.clone(),
                        file: m.file.clone(),
                        analysed: m.analysed,
                        items: Arc::new(inner.clone()),
                        child_dir: m.child_dir.as_ref().map(|d| d.join(&it.name)),
                    });
                    self.modules.borrow_mut().insert(path, Some(data.clone()));
                    stack.push(data);
                }
            }
        }
    }

    /// The module at `path`, loading `mod x;` files as needed.
    pub fn module(&self, path: &str) -> Option<Arc<ModuleData>> {
        if let Some(m) = self.modules.borrow().get(path) {
            return m.clone();
        }
        if self.modules.borrow().len() >= MAX_MODULES || path.is_empty() {
            return None;
        }
        let (par, name) = path.rsplit_once("::").unwrap_or(("", path));
        let loaded = self.module(par).and_then(|p| {
            let decl = p
                .items
                .iter()
                .find(|i| i.name == name && matches!(i.kind, ItemKind::Mod(_)))?;
            let dir = p.child_dir.clone()?;
            let explicit = decl.attrs.iter().find_map(|a| match (&a.value, a.name()) {
                (Some(Lit::Str(s)), "path") => Some(s.clone()),
                _ => None,
            });
            let candidates = match explicit {
                Some(e) => vec![p
                    .file
                    .as_ref()
                    .and_then(|f| f.parent())
                    .map(|d| d.join(&e))
                    .unwrap_or_else(|| dir.join(&e))],
                None => vec![
                    dir.join(format!("{name}.rs")),
                    dir.join(name).join("mod.rs"),
                ],
            };
            let file = candidates.into_iter().find(|c| c.is_file())?;
            load_file(&file, path)
        });
        self.modules
            .borrow_mut()
            .insert(path.to_string(), loaded.clone());
        if let Some(m) = &loaded {
            self.register_inline(m);
        }
        loaded
    }

    /// Resolves a path written in module `from`.
    pub fn resolve(&self, from: &str, segments: &[String]) -> Option<Resolved> {
        self.resolve_hops(from, segments, 0)
    }

    fn resolve_hops(&self, from: &str, segments: &[String], hops: usize) -> Option<Resolved> {
        if hops > MAX_HOPS || segments.is_empty() {
            return None;
        }
        let first = segments[0].as_str();
        let (mut current, rest): (Resolved, &[String]) = match first {
            "crate" => (Resolved::Module(self.module("")?), &segments[1..]),
            "self" => (Resolved::Module(self.module(from)?), &segments[1..]),
            "super" => {
                let mut at = parent(from).to_string();
                let mut i = 1;
                while segments.get(i).map(String::as_str) == Some("super") {
                    at = parent(&at).to_string();
                    i += 1;
                }
                (Resolved::Module(self.module(&at)?), &segments[i..])
            }
            _ => match self.lookup(from, first, hops) {
                Some(r) => (r, &segments[1..]),
                None => return Some(Resolved::External(segments.to_vec())),
            },
        };
        for seg in rest {
            current = match current {
                Resolved::Module(m) => self.lookup(&m.path, seg, hops)?,
                Resolved::External(mut p) => {
                    p.push(seg.clone());
                    Resolved::External(p)
                }
                // `Enum::Variant`, `Type::CONST`: the item itself is what matters here.
                Resolved::Item(f) => Resolved::Item(f),
            };
        }
        Some(current)
    }

    /// A name in a module's namespace: its items, child modules, `use` bindings, globs.
    fn lookup(&self, module: &str, name: &str, hops: usize) -> Option<Resolved> {
        let m = self.module(module)?;
        if let Some(it) = m.items.iter().find(|i| {
            i.name == name
                && matches!(
                    i.kind,
                    ItemKind::Struct(_)
                        | ItemKind::Enum(_)
                        | ItemKind::Const { .. }
                        | ItemKind::TypeAlias(_)
                        | ItemKind::Fn(_)
                        | ItemKind::Trait
                )
        }) {
            return Some(Resolved::Item(Box::new(Found {
                module: m.clone(),
                item: it.clone(),
            })));
        }
        if m.items
            .iter()
            .any(|i| i.name == name && matches!(i.kind, ItemKind::Mod(_)))
        {
            let child = join(&m.path, name);
            return match self.module(&child) {
                Some(c) => Some(Resolved::Module(c)),
                None => Some(Resolved::External(vec![name.to_string()])),
            };
        }
        for it in m.items.iter() {
            if let ItemKind::Use(bindings) = &it.kind {
                for b in bindings {
                    if b.name == name {
                        return self.resolve_hops(&m.path, &b.path, hops + 1);
                    }
                }
            }
        }
        // Glob imports from modules of the crate.
        for it in m.items.iter() {
            if let ItemKind::Use(bindings) = &it.kind {
                for b in bindings.iter().filter(|b| b.name == "*") {
                    if let Some(Resolved::Module(g)) = self.resolve_hops(&m.path, &b.path, hops + 1)
                    {
                        if g.path != m.path {
                            if let Some(r) = self.lookup(&g.path, name, hops + 1) {
                                return Some(r);
                            }
                        }
                    }
                }
            }
        }
        None
    }

    /// The string a `const` (or a literal, or `concat!` of them) evaluates to.
    pub fn eval_str(&self, from: &str, lit: &Lit) -> Option<String> {
        self.eval_hops(from, lit, 0)
    }

    fn eval_hops(&self, from: &str, lit: &Lit, hops: usize) -> Option<String> {
        if hops > MAX_HOPS {
            return None;
        }
        match lit {
            Lit::Str(s) => Some(s.clone()),
            Lit::Int(i) => Some(i.to_string()),
            Lit::Bool(b) => Some(b.to_string()),
            Lit::Float(f) => Some(f.to_string()),
            Lit::Macro { name, args } if name == "concat" => {
                let mut out = String::new();
                for a in args {
                    out.push_str(&self.eval_hops(from, a, hops + 1)?);
                }
                Some(out)
            }
            // `format!` with plain `{}` placeholders and static arguments.
            Lit::Macro { name, args } if name == "format" => {
                let (template, rest) = args.split_first()?;
                let Lit::Str(template) = template else {
                    return None;
                };
                let mut values = rest.iter();
                let mut out = String::new();
                let mut chars = template.chars().peekable();
                while let Some(c) = chars.next() {
                    match (c, chars.peek()) {
                        ('{', Some('{')) | ('}', Some('}')) => {
                            chars.next();
                            out.push(c);
                        }
                        ('{', Some('}')) => {
                            chars.next();
                            out.push_str(&self.eval_hops(from, values.next()?, hops + 1)?);
                        }
                        ('{', _) | ('}', _) => return None,
                        _ => out.push(c),
                    }
                }
                values.next().is_none().then_some(out)
            }
            Lit::Path(p) => match self.resolve_hops(from, p, hops + 1)? {
                Resolved::Item(f) => match &f.item.kind {
                    ItemKind::Const { value: Some(v), .. } => {
                        self.eval_hops(&f.module.path, v, hops + 1)
                    }
                    _ => None,
                },
                // `tool_names::GREP`: a constant of a dependency whose sources are on disk.
                Resolved::External(p) if p.len() > 1 => {
                    let dep = self.dependency(&p[0])?;
                    dep.eval_hops("", &Lit::Path(p[1..].to_vec()), hops + 1)
                }
                _ => None,
            },
            _ => None,
        }
    }
}

impl Crate {
    /// The crate's library name as code names it (`rig_core`), from its `Cargo.toml`.
    pub fn package_name(&self) -> Option<String> {
        super::cargo::doc_crate_name(&*super::cargo::manifest(self.manifest_dir.as_ref()?)?)
    }

    /// The dependency the code names `name`, read from its sources when they are on disk
    /// (`cargo::dependency_root`).
    pub fn dependency(&self, name: &str) -> Option<Rc<Crate>> {
        if let Some(d) = self.deps.borrow().get(name) {
            return d.clone();
        }
        let loaded = self.load_dependency(name).map(Rc::new);
        self.deps
            .borrow_mut()
            .insert(name.to_string(), loaded.clone());
        loaded
    }

    fn load_dependency(&self, name: &str) -> Option<Crate> {
        if self.dep_depth >= MAX_DEP_DEPTH || matches!(name, "std" | "core" | "alloc") {
            return None;
        }
        let root = super::cargo::dependency_root_in(
            self.manifest_dir.as_ref()?,
            name,
            self.cargo_home.as_deref(),
        )?;
        let data = load_file(&root, "")?;
        let mut modules = HashMap::new();
        modules.insert(String::new(), Some(data.clone()));
        let c = Crate {
            modules: RefCell::new(modules),
            home: String::new(),
            manifest_dir: root.parent().and_then(|src| {
                src.ancestors()
                    .find(|d| d.join("Cargo.toml").is_file())
                    .map(Path::to_path_buf)
            }),
            deps: RefCell::new(HashMap::new()),
            dep_depth: self.dep_depth + 1,
            cargo_home: self.cargo_home.clone(),
        };
        c.register_inline(&data);
        Some(c)
    }

    /// Resolves a path, following paths into dependencies whose sources are on disk: the
    /// full external path where it leaves what toolsight can read (`rig::tool::Tool` for a
    /// `pub use rig::tool::Tool` in a dependency).
    /// A path whose first segment `stop` accepts is not followed (the crate it names is the
    /// answer).
    pub fn resolve_through_deps(
        &self,
        from: &str,
        segments: &[String],
        stop: &dyn Fn(&str) -> bool,
    ) -> Option<Resolved> {
        let mut r = self.resolve(from, segments)?;
        let mut hops = 0;
        // Each hop enters a dependency one level deeper; `MAX_DEP_DEPTH` bounds the chain.
        let mut krate: Option<Rc<Crate>> = None;
        while let Resolved::External(p) = &r {
            let here = krate.as_deref().unwrap_or(self);
            if p.len() < 2 || hops > MAX_DEP_DEPTH || stop(&p[0]) {
                break;
            }
            let Some(dep) = here.dependency(&p[0]) else {
                break;
            };
            let Some(next) = dep.resolve("", &p[1..]) else {
                break;
            };
            r = next;
            krate = Some(dep);
            hops += 1;
        }
        Some(r)
    }

    /// The glob imports of a module whose paths leave the crate (`use rig::prelude::*`).
    pub fn external_globs(&self, module: &str) -> Vec<Vec<String>> {
        let Some(m) = self.module(module) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for it in m.items.iter() {
            if let ItemKind::Use(bindings) = &it.kind {
                for b in bindings.iter().filter(|b| b.name == "*") {
                    if let Some(Resolved::External(p)) = self.resolve(&m.path, &b.path) {
                        out.push(p);
                    }
                }
            }
        }
        out
    }
}

/// Where `file` sits in its Cargo crate: its module path and the crate root file.
fn locate(file: &Path) -> Option<(String, PathBuf)> {
    let file = file.canonicalize().ok()?;
    let mut dir = file.parent();
    while let Some(d) = dir {
        if d.join("Cargo.toml").is_file() {
            let src = d.join("src");
            let rel = file.strip_prefix(&src).ok()?;
            let root = ["lib.rs", "main.rs"]
                .iter()
                .map(|r| src.join(r))
                .find(|r| r.is_file())?;
            let mut parts: Vec<String> = rel
                .with_extension("")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().to_string())
                .collect();
            if parts.last().map(String::as_str) == Some("mod") {
                parts.pop();
            }
            if parts.len() == 1 && (parts[0] == "lib" || parts[0] == "main") {
                parts.clear();
            }
            // `src/bin/x.rs` is a crate root of its own.
            if parts.first().map(String::as_str) == Some("bin") {
                return None;
            }
            return Some((parts.join("::"), root));
        }
        dir = d.parent();
    }
    None
}

/// The directory a file's `mod x;` declarations resolve against.
fn child_dir_of(file: &Path, module_path: &str) -> Option<PathBuf> {
    let dir = file.parent()?;
    let stem = file.file_stem()?.to_string_lossy();
    if stem == "mod" || stem == "lib" || stem == "main" || module_path.is_empty() {
        Some(dir.to_path_buf())
    } else {
        Some(dir.join(&*stem))
    }
}

fn load_file(file: &Path, module_path: &str) -> Option<Arc<ModuleData>> {
    // A regular file only: a dependency's `[lib] path` could name a FIFO or `/dev/zero`.
    let text = super::cargo::read_small(file)?;
    let tree = super::syntax::parse(&text);
    let items = super::items::file_items_in(&text, tree.root_node(), file.parent());
    Some(Arc::new(ModuleData {
        path: module_path.to_string(),
        file: Some(file.to_path_buf()),
        analysed: false,
        items: Arc::new(items.items),
        child_dir: child_dir_of(file, module_path),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn krate(src: &str) -> Crate {
        let tree = super::super::syntax::parse(src);
        let items = super::super::items::file_items(src, tree.root_node());
        Crate::new(None, "m", &items)
    }

    #[test]
    fn consts_concat_and_uses_resolve() {
        let c = krate(
            "mod docs { pub const A: &str = \"Read \"; pub const B: &str = concat!(super::docs::A, \"a file\"); }\nuse docs::B as D;\nconst C: &str = concat!(D, \".\", 3);\n",
        );
        assert_eq!(
            c.eval_str("m", &Lit::Path(vec!["C".into()])).as_deref(),
            Some("Read a file.3")
        );
    }

    #[test]
    fn static_format_arguments() {
        let c = krate("const N: &str = \"internal\";\n");
        let lit = Lit::Macro {
            name: "format".into(),
            args: vec![
                Lit::Str("Search the {} documents {{x}}.".into()),
                Lit::Path(vec!["N".into()]),
            ],
        };
        assert_eq!(
            c.eval_str("m", &lit).as_deref(),
            Some("Search the internal documents {x}.")
        );
        let named = Lit::Macro {
            name: "format".into(),
            args: vec![Lit::Str("{n}".into())],
        };
        assert_eq!(c.eval_str("m", &named), None);
    }

    #[test]
    fn use_cycles_end() {
        let c = krate("use self::a::X;\nmod a { pub use super::X; }\n");
        assert!(!matches!(
            c.resolve("m", &["X".to_string()]),
            Some(Resolved::Item(_))
        ));
    }

    /// A constant of a registry dependency, read where `cargo fetch` unpacks it
    /// (`<cargo home>/registry/src/<index>/<name>-<version>`), at the version `Cargo.lock`
    /// pins; through a `use` and a module of the dependency too.
    #[test]
    fn constants_of_registry_dependencies() {
        let tmp = std::env::temp_dir().join(format!("toolsight-krate-deps-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        let write = |p: &Path, text: &str| {
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        };
        let index = tmp.join("cargo-home/registry/src/index.crates.io-0000000000000000");
        for (version, grep) in [("1.2.3", "grep"), ("1.3.0", "grep_v2")] {
            let dir = index.join(format!("tool-names-{version}"));
            write(
                &dir.join("Cargo.toml"),
                "[package]\nname = \"tool-names\"\n",
            );
            write(
                &dir.join("src/lib.rs"),
                &format!("pub const GREP: &str = \"{grep}\";\npub mod fs {{ pub const READ: &str = \"read_file\"; }}\n"),
            );
        }
        let krate = tmp.join("agent");
        write(
            &krate.join("Cargo.toml"),
            "[package]\nname = \"agent\"\n[dependencies]\ntool-names = \"1\"\n",
        );
        write(
            &krate.join("Cargo.lock"),
            "[[package]]\nname = \"tool-names\"\nversion = \"1.2.3\"\n",
        );
        let src = "use tool_names::fs::READ;\n";
        write(&krate.join("src/lib.rs"), src);
        let tree = super::super::syntax::parse(src);
        let items = super::super::items::file_items(src, tree.root_node());
        let mut c = Crate::new(Some(&krate.join("src/lib.rs")), "lib", &items);
        c.cargo_home = Some(tmp.join("cargo-home"));
        let path = |p: &str| Lit::Path(p.split("::").map(str::to_string).collect());
        assert_eq!(
            c.eval_str("", &path("tool_names::GREP")).as_deref(),
            Some("grep")
        );
        assert_eq!(c.eval_str("", &path("READ")).as_deref(), Some("read_file"));
        assert_eq!(c.eval_str("", &path("other::GREP")), None);
        // Without a cargo home, registry dependencies are not read.
        let mut fresh = Crate::new(Some(&krate.join("src/lib.rs")), "lib", &items);
        fresh.cargo_home = None;
        assert_eq!(fresh.eval_str("", &path("tool_names::GREP")), None);
        let _ = std::fs::remove_dir_all(&tmp);
    }

    #[test]
    fn mod_files_on_disk() {
        let dir = std::env::temp_dir().join(format!("toolsight-krate-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("src/api")).unwrap();
        std::fs::write(dir.join("Cargo.toml"), "[package]\nname = \"x\"\n").unwrap();
        std::fs::write(dir.join("src/lib.rs"), "pub mod api;\npub mod model;\n").unwrap();
        std::fs::write(dir.join("src/api/mod.rs"), "pub mod server;\n").unwrap();
        std::fs::write(
            dir.join("src/model.rs"),
            "pub struct Query { pub q: String }\n",
        )
        .unwrap();
        let server = "use crate::model::Query;\n";
        std::fs::write(dir.join("src/api/server.rs"), server).unwrap();
        let tree = super::super::syntax::parse(server);
        let items = super::super::items::file_items(server, tree.root_node());
        let c = Crate::new(Some(&dir.join("src/api/server.rs")), "server", &items);
        assert_eq!(c.home, "api::server");
        match c.resolve(&c.home, &["Query".to_string()]) {
            Some(Resolved::Item(f)) => assert_eq!(f.path(), "model::Query"),
            other => panic!("{other:?}"),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
