//! Byte-identical copies of one module in a run (a package shipped twice: pixeltable's
//! `servers/base-sdk/tools.py` and `servers/base_sdk/tools.py`, failures-mcp's loose
//! `mcp/server.py` beside `mcp_server/server.py`): their findings are the same problems, so
//! each is reported once, on the copy an import or an entry point reaches when exactly one
//! is reached (else the first path in sorted order), with the other copies as related
//! locations. A finding only one copy has (its module name resolves an import differently)
//! stays where it is. The editor checks one document at a time and is not concerned.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::rules::{Diagnostic, Related};

/// Merges the findings of byte-identical files (`files`, with `results` in the same order).
/// `imports` are each file's import targets; `entry_modules` gives the modules the project's
/// entry points name.
pub(super) fn merge(
    files: &[(&Path, &str)],
    results: &mut [(Vec<Diagnostic>, usize)],
    imports: &[Vec<String>],
    entry_modules: &dyn Fn() -> Vec<(PathBuf, String, bool)>,
) {
    let mut by_text: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, (_, text)) in files.iter().enumerate() {
        if !text.trim().is_empty() {
            by_text.entry(*text).or_default().push(i);
        }
    }
    let mut groups: Vec<Vec<usize>> = by_text
        .into_values()
        .filter(|g| g.len() > 1 && g.iter().any(|i| !results[*i].0.is_empty()))
        .collect();
    if groups.is_empty() {
        return;
    }
    for g in &mut groups {
        g.sort_by(|a, b| files[*a].0.cmp(files[*b].0));
        g.dedup_by(|a, b| files[*a].0 == files[*b].0);
    }
    groups.sort();
    let entry_modules = entry_modules();
    for group in groups {
        let names: Vec<String> = group
            .iter()
            .map(|i| {
                let (name, _) = crate::workspace::module_of(files[*i].0);
                crate::workspace::dunder_name(&name).to_string()
            })
            .collect();
        let absolute: Vec<PathBuf> = group
            .iter()
            .map(|i| std::path::absolute(files[*i].0).unwrap_or_else(|_| files[*i].0.into()))
            .collect();
        // Which copies a tier of evidence reaches: the installed distribution's entry
        // points, then a source tree's `pyproject.toml` (failures-mcp ships the loose copy's
        // own, never installed), then the imports of other modules. A name no import
        // statement can write (`servers.base-sdk.tools`) is reached by none, whatever its
        // relative imports say.
        let by_entry = |installed: bool, k: usize| {
            entry_modules
                .iter()
                .filter(|(_, _, i)| *i == installed)
                .any(|(dir, m, _)| names_file(dir, m, &absolute[k]))
        };
        let by_import = |k: usize| {
            let name = &names[k];
            let imported = |t: &String| {
                t == name
                    || t.strip_prefix(name.as_str())
                        .is_some_and(|r| r.starts_with('.'))
            };
            imports
                .iter()
                .enumerate()
                .filter(|(f, _)| !group.contains(f))
                .any(|(f, ts)| {
                    ts.iter().any(imported) && {
                        let (n, _) = crate::workspace::module_of(files[f].0);
                        importable(crate::workspace::dunder_name(&n))
                    }
                })
        };
        let tiers: [&dyn Fn(usize) -> bool; 3] =
            [&|k| by_entry(true, k), &|k| by_entry(false, k), &by_import];
        let mut primary = 0;
        for reaches in tiers {
            let reached: Vec<usize> = (0..group.len())
                .filter(|k| importable(&names[*k]) && reaches(*k))
                .collect();
            match reached.as_slice() {
                [] => continue,
                [k] => primary = *k,
                _ => {}
            }
            break;
        }
        let p = group[primary];
        for (k, &o) in group.iter().enumerate() {
            if k == primary {
                continue;
            }
            let path = files[o].0.to_path_buf();
            let index = crate::line_index::LineIndex::new(files[o].1);
            let at =
                |off: usize| index.position(files[o].1, off, crate::line_index::Encoding::Utf16);
            let theirs = std::mem::take(&mut results[o].0);
            let mut kept = Vec::new();
            for d in theirs {
                let same = results[p].0.iter_mut().find(|x| {
                    x.code == d.code
                        && (x.span.start, x.span.end) == (d.span.start, d.span.end)
                        && x.message == d.message
                });
                match same {
                    Some(x) => x.related.push(Related {
                        span: d.span,
                        message: format!(
                            "the same in `{}`, a byte-identical copy of this file",
                            shown(&path)
                        ),
                        path: Some(path.clone()),
                        foreign_range: Some((at(d.span.start), at(d.span.end))),
                    }),
                    None => kept.push(d),
                }
            }
            results[o].0 = kept;
        }
    }
}

/// Whether every part of a dotted module name is a Python identifier.
fn importable(name: &str) -> bool {
    name.split('.').all(|p| {
        !p.is_empty()
            && !p.starts_with(|c: char| c.is_ascii_digit())
            && p.chars().all(|c| c.is_alphanumeric() || c == '_')
    })
}

/// Whether the module an entry point of the project at `dir` names (`mcp_server.server`)
/// is the file at `path`: `dir/mcp_server/server.py`, its package's `__init__.py`, or the
/// same under `dir/src/`.
fn names_file(dir: &Path, module: &str, path: &Path) -> bool {
    let relative: PathBuf = module.split('.').collect();
    [dir.to_path_buf(), dir.join("src")].iter().any(|base| {
        let at = base.join(&relative);
        path == at.with_extension("py") || path == at.join("__init__.py")
    })
}

fn shown(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// The modules named by the entry points of the projects at `roots`, each with the
/// directory it is relative to: console scripts and
/// plugin entry points in an installed distribution's `entry_points.txt` beside the
/// packages, and `pyproject.toml`'s tables (`name = "pkg.server:main"`).
pub(super) fn entry_modules(roots: &[PathBuf]) -> Vec<(PathBuf, String, bool)> {
    let mut out = Vec::new();
    // An import root and the directory above it: a loose directory of modules
    // (failures-mcp's `mcp_server/` without `__init__.py`) is its own root, beside the
    // distribution's metadata.
    let mut dirs: Vec<&Path> = Vec::new();
    for r in roots {
        for d in [Some(r.as_path()), r.parent()].into_iter().flatten() {
            if !dirs.contains(&d) {
                dirs.push(d);
            }
        }
    }
    for root in dirs {
        let mut texts = Vec::new();
        if let Ok(dir) = std::fs::read_dir(root) {
            for e in dir.flatten() {
                let name = e.file_name().to_string_lossy().to_string();
                if name.ends_with(".dist-info") || name.ends_with(".egg-info") {
                    texts.push(e.path().join("entry_points.txt"));
                }
            }
        }
        texts.push(root.join("pyproject.toml"));
        for t in texts {
            let installed = t.ends_with("entry_points.txt");
            let Ok(Some(text)) = crate::project_files::read_config_file(&t, root) else {
                continue;
            };
            for line in text.lines() {
                let Some((_, value)) = line.split_once('=') else {
                    continue;
                };
                let value = value.trim().trim_matches(['"', '\'']);
                if let Some((module, _)) = value.split_once(':') {
                    let module = module.trim();
                    if !module.is_empty()
                        && module
                            .chars()
                            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
                    {
                        let dir = std::path::absolute(root).unwrap_or_else(|_| root.into());
                        out.push((dir, module.to_string(), installed));
                    }
                }
            }
        }
    }
    out
}
