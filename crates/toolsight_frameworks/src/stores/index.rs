//! Facts that come from files around the analysed one: a stores `tools.toml` index that lists
//! functions of this module as tools (`[index] tools = ["module.func", ...]`).
//!
//! stores' `LocalIndex(folder)` imports `folder/<module path>.py` for each entry and renames
//! the function to the entry (`tool.__name__ = "weather.get_forecast"`), so that is the name
//! it sends (`weather-get_forecast` to Anthropic and OpenAI).

use std::path::{Path, PathBuf};

use crate::model::{MarkKind, Module, ToolMark};
use crate::project_files::project_dirs;
use crate::syntax::SpanOf;

/// One `tools.toml` entry that names a function of the analysed file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexEntry {
    /// The entry as written (`weather.get_forecast`): the tool's runtime `__name__`.
    pub tool_id: String,
    /// The function's name in the file.
    pub function: String,
    pub manifest: PathBuf,
}

/// The entries of the nearest enclosing `tools.toml` files that point at `file`.
pub fn index_entries(file: &Path) -> Vec<IndexEntry> {
    let Ok(file) = file.canonicalize() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let Some(parent) = file.parent() else {
        return out;
    };
    let dirs = project_dirs(parent);
    let root = dirs.last().cloned().unwrap_or_default();
    for d in dirs {
        let manifest = d.join("tools.toml");
        // Read as the configuration is: a regular file inside the project, of bounded size.
        if let Ok(Some(text)) = crate::project_files::read_config_file(&manifest, &root) {
            out.extend(entries_for(&text, &d, &file, &manifest));
        }
    }
    out
}

fn entries_for(text: &str, folder: &Path, file: &Path, manifest: &Path) -> Vec<IndexEntry> {
    let Ok(doc) = toml::from_str::<toml::Value>(text) else {
        return Vec::new();
    };
    let Some(tools) = doc
        .get("index")
        .and_then(|i| i.get("tools"))
        .and_then(|t| t.as_array())
    else {
        return Vec::new();
    };
    let Ok(rel) = file.strip_prefix(folder) else {
        return Vec::new();
    };
    // `pkg/mod.py` → `pkg.mod`; `pkg/__init__.py` → `pkg`.
    let mut parts: Vec<String> = rel
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_string())
        .collect();
    if parts.last().map(String::as_str) == Some("__init__") {
        parts.pop();
    }
    let module = parts.join(".");
    // Modules the entries name other than this one, each read once: one may re-export a
    // function of this module (`from .tools_catalog import price_of` in a package's
    // `__init__.py`), which LocalIndex's `getattr(module, name)` finds there.
    let mut reexports: std::collections::HashMap<&str, Vec<(String, String)>> = Default::default();
    tools
        .iter()
        .filter_map(|t| t.as_str())
        .filter_map(|id| {
            let (m, f) = id.rsplit_once('.')?;
            let function = if m == module {
                f.to_string()
            } else {
                let bound = reexports
                    .entry(m)
                    .or_insert_with(|| reexported_from(folder, m, &module));
                bound.iter().find(|(local, _)| local == f)?.1.clone()
            };
            Some(IndexEntry {
                tool_id: id.to_string(),
                function,
                manifest: manifest.to_path_buf(),
            })
        })
        .collect()
}

/// The names module `m` (a file under `folder`) binds by importing them from `module`: (name
/// bound in `m`, name in `module`), for `from .x import a as b` and `from pkg.x import a`,
/// resolved as the analysis resolves imports (`extract::imports`). The file is read as the
/// configuration is (a regular file inside the project, of bounded size); only imports of its
/// top-level statements count (one inside a function binds no attribute of the module).
fn reexported_from(folder: &Path, m: &str, module: &str) -> Vec<(String, String)> {
    let rel = m.replace('.', "/");
    let (path, name) = match folder.join(format!("{rel}.py")) {
        p if p.is_file() => (p, m.to_string()),
        _ => (
            folder.join(rel).join("__init__.py"),
            format!("{m}.__init__"),
        ),
    };
    let Ok(Some(text)) = crate::project_files::read_config_file(&path, folder) else {
        return Vec::new();
    };
    let tree = crate::syntax::parse(&text, None);
    let top_level: Vec<crate::syntax::Span> = crate::syntax::named_children(tree.root_node())
        .into_iter()
        .filter(|s| s.kind() == "import_from_statement")
        .map(crate::syntax::Span::of)
        .collect();
    crate::extract::imports(&crate::frameworks::DIALECTS, &text, &tree, &name)
        .into_iter()
        .filter(|imp| !imp.is_module)
        .filter(|imp| top_level.iter().any(|s| s.contains(imp.span.start)))
        .filter_map(|imp| {
            let original = imp.target.strip_prefix(module)?.strip_prefix('.')?;
            (!original.contains('.')).then(|| (imp.local.clone(), original.to_string()))
        })
        .collect()
}

/// Marks the functions a `tools.toml` lists as stores tools, named as stores names them.
pub fn apply_index(module: &mut Module, entries: &[IndexEntry]) {
    if entries.is_empty() {
        return;
    }
    let group = module
        .marks
        .iter()
        .filter_map(|m| m.group)
        .max()
        .map(|g| g + 1)
        .unwrap_or(0);
    for e in entries {
        // The binding the module ends up with: the last module-level `def` of that name.
        let Some(i) = module
            .functions
            .iter()
            .rposition(|f| f.is_module_level() && f.name == e.function)
        else {
            // Imported: LocalIndex's getattr finds it, and it is marked in the module that
            // defines it (`index_entries` follows the re-export there).
            if module.imports.iter().any(|imp| imp.local == e.function) {
                continue;
            }
            // stores' LocalIndex fails on it: `getattr(module, name)` raises AttributeError.
            let range = std::fs::read_to_string(&e.manifest)
                .ok()
                .and_then(|text| {
                    let at = text.find(&format!("\"{}\"", e.tool_id))? + 1;
                    let idx = crate::line_index::LineIndex::new(&text);
                    let enc = crate::line_index::Encoding::Utf16;
                    Some((
                        idx.position(&text, at, enc),
                        idx.position(&text, at + e.tool_id.len(), enc),
                    ))
                })
                .unwrap_or(((0, 0), (0, 0)));
            let function = e.tool_id.rsplit('.').next().unwrap_or(&e.tool_id);
            module.index_misses.push(crate::model::IndexMiss {
                tool_id: e.tool_id.clone(),
                manifest: e.manifest.clone(),
                range,
                raises: format!(
                    "stores' LocalIndex raises `AttributeError: module '{}' has no attribute '{function}'`",
                    module.name
                ),
            });
            continue;
        };
        std::sync::Arc::make_mut(&mut module.functions[i]).runtime_name = Some(e.tool_id.clone());
        let span = module.functions[i].name_span;
        module.marks.push(ToolMark {
            function: i,
            library: Some(super::FRAMEWORK.handle()),
            kind: MarkKind::Index,
            options: None,
            span,
            group: Some(group),
            name: None,
            arms: Vec::new(),
            list: None,
        });
    }
    module.marks.sort_by_key(|m| (m.span.start, m.function));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_resolve_module_paths() {
        let text = "[index]\ntools = [\"weather.get_forecast\", \"pkg.mod.f\", \"other.g\"]\n";
        let folder = Path::new("/p");
        let e = entries_for(
            text,
            folder,
            Path::new("/p/weather.py"),
            Path::new("/p/tools.toml"),
        );
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].function, "get_forecast");
        let e = entries_for(
            text,
            folder,
            Path::new("/p/pkg/mod.py"),
            Path::new("/p/tools.toml"),
        );
        assert_eq!(e[0].tool_id, "pkg.mod.f");
    }

    /// An entry naming a package's re-export (`shop.price_of`, where `shop/__init__.py` has
    /// `from .tools_catalog import price_of`) is the defining module's function, under the
    /// entry's id; in the package itself it is no miss.
    #[test]
    fn entries_follow_a_reexport_to_the_defining_module() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus-pkg");
        let catalog = index_entries(&root.join("shop/tools_catalog.py"));
        let price = catalog.iter().find(|e| e.tool_id == "shop.price_of");
        assert_eq!(
            price.map(|e| e.function.as_str()),
            Some("price_of"),
            "{catalog:?}"
        );
        let init = root.join("shop/__init__.py");
        let text = std::fs::read_to_string(&init).unwrap();
        let mut module = crate::extract::analyze(&crate::frameworks::DIALECTS, &text, "shop");
        let entries = index_entries(&init);
        assert!(entries.iter().any(|e| e.tool_id == "shop.price_of"));
        apply_index(&mut module, &entries);
        assert!(module.index_misses.is_empty(), "{:?}", module.index_misses);
        assert!(module.marks.is_empty());
        // Relative imports one level up, absolute ones, and names of other modules.
        let tmp = std::env::temp_dir().join(format!("toolsight-reexport-{}", std::process::id()));
        std::fs::create_dir_all(tmp.join("pkg/sub")).unwrap();
        std::fs::write(tmp.join("pyproject.toml"), "").unwrap();
        std::fs::write(
            tmp.join("pkg/sub/api.py"),
            "from ..impl import f as g\nfrom pkg.impl import h\nfrom pkg.other import k\n",
        )
        .unwrap();
        std::fs::write(tmp.join("pkg/impl.py"), "def f(): ...\ndef h(): ...\n").unwrap();
        let found = reexported_from(&tmp, "pkg.sub.api", "pkg.impl");
        assert_eq!(found, [("g".into(), "f".into()), ("h".into(), "h".into())]);
        let _ = std::fs::remove_dir_all(&tmp);
    }
}
