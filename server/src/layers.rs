//! The layering rules of `ARCHITECTURE.md`, checked on every test run: which top-level
//! modules may name which, and that nothing outside `frameworks/` names one framework.
//!
//! The lowest layers are crates of their own, whose manifests Cargo checks:
//! `toolsight_model` (the facts as data, the marker vocabulary and the payload anatomy; no
//! toolsight dependency), `toolsight_syntax` (parsing, bounds, line index; the model only),
//! `toolsight_rust` (the Rust front-end; the model and syntax only: the registry hands it its
//! markers), `toolsight_tokens` (none) and `toolsight_diff` (the model only). They are re-exported under their old module
//! names (`crate::model`, `crate::syntax`, ...). The rest is still one library; until it is
//! split into crates too, these tests are the build's rule for it. `ALLOWED` is a ratchet: it lists
//! today's edges, including the ones the layering is to remove (marked `debt`). A new edge
//! fails the build; removing a debt edge means deleting its line here.

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::{Path, PathBuf};

    /// Top-level modules and the modules each may name (`crate::X`). Lower layers first.
    const ALLOWED: &[(&str, &[&str])] = &[
        // Crates of their own (Cargo enforces their edges); listed so that the modules of this
        // crate may name them.
        ("model", &[]),
        ("line_index", &[]),
        ("indentation", &[]),
        ("syntax", &["model", "line_index", "indentation"]),
        ("rust", &["syntax", "model"]),
        ("tokens", &[]),
        ("payload", &[]),
        ("project_files", &[]),
        ("textcache", &["extract"]), // debt: the cache's key type lives in extract
        (
            "extract",
            &[
                "syntax",
                "line_index",
                "model",
                "textcache",
                "frameworks", // debt: discovery takes the markers from the registry
            ],
        ),
        (
            "workspace",
            &["syntax", "model", "extract", "frameworks", "project_files"], // debt: frameworks
        ),
        (
            "frameworks",
            &["syntax", "model", "payload", "extract", "rust"],
        ),
        (
            "config",
            &["model", "frameworks", "project_files", "tokens"],
        ),
        (
            "project",
            &[
                "syntax",
                "line_index",
                "model",
                "extract",
                "workspace",
                "rust",
                "project_files",
                "frameworks", // debt: stores' tools.toml index
            ],
        ),
        ("render", &["model", "payload", "frameworks", "tokens"]),
        (
            "rules",
            &[
                "syntax",
                "indentation",
                "model",
                "payload",
                "extract",
                "config",
                "frameworks",
                "render",
                "rust",
                "tokens",
            ],
        ),
        ("diff", &["payload"]),
        (
            "analysis",
            &[
                "syntax",
                "textcache",
                "model",
                "extract",
                "workspace",
                "rust",
                "project",
                "config",
                "frameworks",
                "render",
                "rules",
            ],
        ),
        (
            "reference",
            &[
                "model",
                "payload",
                "frameworks",
                "render",
                "rules",
                "tokens",
            ],
        ),
        (
            "lsp",
            &[
                "syntax",
                "line_index",
                "model",
                "payload",
                "extract",
                "workspace",
                "project",
                "config",
                "frameworks",
                "render",
                "rules",
                "tokens",
                "analysis",
                "reference",
            ],
        ),
        (
            "cli",
            &[
                "syntax",
                "model",
                "payload",
                "line_index",
                "extract",
                "workspace",
                "rust",
                "project",
                "config",
                "frameworks",
                "render",
                "rules",
                "diff",
                "reference",
                "lsp",
            ],
        ),
    ];

    /// Files outside `frameworks/` that still name one framework's module, each with why
    /// (debt to pay off; a new one fails the build).
    const NAMES_A_FRAMEWORK: &[(&str, &str)] =
        &[("project.rs", "stores' tools.toml index is read here")];

    fn src() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
    }

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                rust_files(&p, out);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push(p);
            }
        }
    }

    /// The top-level module a file belongs to (`rules/gemini.rs` → `rules`).
    fn top_module(rel: &Path) -> String {
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        first.trim_end_matches(".rs").to_string()
    }

    /// Every `crate::X` a file names, with `X` a top-level module.
    fn named_modules(text: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        // Comments may name any module (`read by crate::rust`); code may not.
        let code: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let text = code.as_str();
        for (i, _) in text.match_indices("crate::") {
            // `toolsight::crate::` cannot occur; skip `$crate::` in macros.
            if text[..i].ends_with('$') {
                continue;
            }
            let rest = &text[i + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
        out
    }

    #[test]
    fn modules_name_only_the_layers_below_them() {
        let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
        let mut files = Vec::new();
        rust_files(&src(), &mut files);
        let mut violations = Vec::new();
        for path in &files {
            let rel = path.strip_prefix(src()).unwrap();
            let module = top_module(rel);
            if matches!(module.as_str(), "lib" | "main" | "layers") {
                continue;
            }
            let Some(ok) = allowed.get(module.as_str()) else {
                violations.push(format!(
                    "{}: module `{module}` is not in layers::ALLOWED",
                    rel.display()
                ));
                continue;
            };
            let text = std::fs::read_to_string(path).unwrap();
            // Paths in string literals (Rust code under analysis) name no module of ours.
            let ours = named_modules(&text)
                .into_iter()
                .filter(|n| allowed.contains_key(n.as_str()));
            for named in ours {
                if named != module && !ok.contains(&named.as_str()) {
                    violations.push(format!(
                        "{}: `{module}` names `crate::{named}`, which its layer may not (ARCHITECTURE.md)",
                        rel.display()
                    ));
                }
            }
        }
        assert!(violations.is_empty(), "{}", violations.join("\n"));
    }

    #[test]
    fn only_frameworks_name_a_framework() {
        let ids: Vec<String> = std::fs::read_dir(src().join("frameworks"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter_map(|p| Some(p.file_stem()?.to_string_lossy().to_string()))
            .filter(|m| {
                // The shared engines are not frameworks.
                !matches!(
                    m.as_str(),
                    "mod"
                        | "common"
                        | "markers"
                        | "behaviour"
                        | "docstrings"
                        | "pydantic"
                        | "pysig"
                        | "schemars"
                        | "rust_front"
                )
            })
            .collect();
        let mut files = Vec::new();
        rust_files(&src(), &mut files);
        let mut violations = Vec::new();
        for path in &files {
            let rel = path.strip_prefix(src()).unwrap();
            let rel_text = rel.to_string_lossy().replace('\\', "/");
            if rel_text.starts_with("frameworks/") || rel_text == "layers.rs" {
                continue;
            }
            if NAMES_A_FRAMEWORK.iter().any(|(f, _)| *f == rel_text) {
                continue;
            }
            let text = std::fs::read_to_string(path).unwrap();
            for id in &ids {
                if text.contains(&format!("frameworks::{id}::")) {
                    violations.push(format!(
                        "{rel_text} names the framework module `{id}`: ask the registry (a field of its `Framework` entry) instead"
                    ));
                }
            }
        }
        assert!(violations.is_empty(), "{}", violations.join("\n"));
    }

    /// The ratchet only holds if its debt entries are still debt: a file that no longer
    /// names a framework must leave the list.
    #[test]
    fn the_debt_lists_are_current() {
        for (file, why) in NAMES_A_FRAMEWORK {
            let text = std::fs::read_to_string(src().join(file)).unwrap();
            assert!(
                text.contains("crate::frameworks::"),
                "{file} no longer names the registry ({why}): remove it from NAMES_A_FRAMEWORK"
            );
        }
    }
}
