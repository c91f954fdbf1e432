//! `toolsight diff [--base REF] [PATH...]`: the tool payload changes between a git revision
//! and the working tree, as text, JSON or GitHub workflow annotations. Exit 0 without
//! breaking changes, 1 with some, 2 on usage or git errors.
//!
//! Both sides go through `payloads` (what `toolsight schema` prints); `crate::diff` compares
//! them and `crate::diff::git` provides the old side in a temporary directory.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::{json, Value};

use crate::diff::git::{self, Repo, TempTree};
use crate::diff::{Change, Class};

use super::payloads::{payloads, Source};

#[derive(Args, Debug)]
pub struct DiffArgs {
    /// Files or directories to compare (default: the current directory).
    pub paths: Vec<PathBuf>,
    /// The revision to compare with: a commit or tag, or a branch (then its merge base with
    /// HEAD). Default: HEAD, or in a GitHub Actions pull request (GITHUB_BASE_REF set) the
    /// merge base with the target branch.
    #[arg(long)]
    pub base: Option<String>,
    /// Output format: text, json or github.
    #[arg(long, default_value = "text")]
    pub format: String,
}

pub fn run(a: DiffArgs) -> i32 {
    if !matches!(a.format.as_str(), "text" | "json" | "github") {
        eprintln!(
            "toolsight: unknown format '{}' (expected text, json or github)",
            a.format
        );
        return 2;
    }
    match compare(&a) {
        Ok((base, changes, compared)) => {
            let out = match a.format.as_str() {
                "json" => crate::render::pretty(&to_json(&base, &changes)),
                "github" => to_github(&changes),
                // Tool names and messages come from the code: no terminal escapes.
                _ => super::text::printable(&to_text(&base, &changes, compared)).into_owned(),
            };
            super::out(&out);
            if changes.iter().any(|c| c.class() == Class::Breaking) {
                1
            } else {
                0
            }
        }
        Err(e) => {
            eprintln!("toolsight: {e}");
            2
        }
    }
}

/// The changes from the base to the working tree, and how many payloads were compared.
fn compare(a: &DiffArgs) -> Result<(git::Base, Vec<Change>, usize), String> {
    let paths = if a.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        a.paths.clone()
    };
    let absolute: Vec<PathBuf> = paths
        .iter()
        .map(|p| absolute(p).ok_or_else(|| format!("{}: no such file or directory", p.display())))
        .collect::<Result<_, _>>()?;
    let start = absolute[0]
        .ancestors()
        .find(|d| d.is_dir())
        .unwrap_or(Path::new("."));
    let repo = Repo::discover(start).map_err(|e| e.to_string())?;
    let ci_base = std::env::var("GITHUB_BASE_REF").ok();
    let base = repo
        .resolve_base(a.base.as_deref(), ci_base.as_deref())
        .map_err(|e| e.to_string())?;
    let mut prefixes = Vec::new();
    for (p, abs) in paths.iter().zip(&absolute) {
        let rel = abs.strip_prefix(&repo.root).map_err(|_| {
            format!(
                "{}: outside the repository at {}",
                p.display(),
                repo.root.display()
            )
        })?;
        prefixes.push(rel.to_string_lossy().replace('\\', "/"));
    }

    let listing = repo.list(&base.commit).map_err(|e| e.to_string())?;
    let old_tree = TempTree::new().map_err(|e| format!("temporary directory: {e}"))?;
    // The project root marker the working tree has, so configuration is looked up alike.
    std::fs::create_dir(old_tree.path.join(".git"))
        .map_err(|e| format!("temporary directory: {e}"))?;
    repo.write_blobs(&git::select(&listing, &prefixes), &old_tree.path)
        .map_err(|e| e.to_string())?;

    let display = |p: &Path| p.strip_prefix(".").unwrap_or(p).to_path_buf();
    let new_sources: Vec<Source> = paths
        .iter()
        .map(|p| Source {
            path: p.clone(),
            shown_as: display(p),
        })
        .collect();
    let old_sources: Vec<Source> = paths
        .iter()
        .zip(&prefixes)
        .map(|(p, rel)| Source {
            path: old_tree.path.join(rel),
            shown_as: display(p),
        })
        .collect();
    let new = payloads(&new_sources, true);
    let old = payloads(&old_sources, false);
    if new.files == 0 && old.files == 0 {
        return Err(format!(
            "no Python or Rust files found in {}, at {} or in the working tree",
            paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", "),
            base.short()
        ));
    }
    let compared = new.entries.len().max(old.entries.len());
    Ok((
        base,
        crate::diff::diff(&old.entries, &new.entries),
        compared,
    ))
}

/// `p` made absolute with symbolic links resolved, like git's top level; a path that no
/// longer exists (a deleted file, whose tools the base still has) through its directory.
fn absolute(p: &Path) -> Option<PathBuf> {
    if let Ok(c) = p.canonicalize() {
        return Some(c);
    }
    let abs = std::path::absolute(p).ok()?;
    let dir = abs.parent()?.canonicalize().ok()?;
    Some(dir.join(abs.file_name()?))
}

/// One line of output: a change, merged across the providers it is the same for.
struct Line<'a> {
    change: &'a Change,
    providers: Vec<&'a str>,
}

/// A tool's lines, breaking first.
struct Group<'a> {
    head: &'a Change,
    lines: Vec<Line<'a>>,
}

/// Changes grouped per tool (framework, name, function, file), the same change for several
/// providers on one line; tools with a breaking change first, then in order of appearance.
fn group(changes: &[Change]) -> Vec<Group<'_>> {
    let mut groups: Vec<Group> = Vec::new();
    let mut index: HashMap<(&str, &str, &str, &str), usize> = HashMap::new();
    for c in changes {
        let key = (
            c.framework.as_str(),
            c.tool.as_str(),
            c.function.as_str(),
            c.file.as_str(),
        );
        let at = *index.entry(key).or_insert_with(|| {
            groups.push(Group {
                head: c,
                lines: Vec::new(),
            });
            groups.len() - 1
        });
        let g = &mut groups[at];
        let provider = c.provider.as_deref();
        match g.lines.iter_mut().find(|l| {
            l.change.kind == c.kind
                && l.change.parameter == c.parameter
                && l.change.message == c.message
        }) {
            Some(l) => l.providers.extend(provider),
            None => g.lines.push(Line {
                change: c,
                providers: provider.into_iter().collect(),
            }),
        }
    }
    for g in &mut groups {
        g.lines.sort_by_key(|l| l.change.class());
    }
    groups.sort_by_key(|g| {
        g.lines
            .iter()
            .map(|l| l.change.class())
            .min()
            .unwrap_or(Class::Informational)
            != Class::Breaking
    });
    groups
}

fn to_text(base: &git::Base, changes: &[Change], compared: usize) -> String {
    let from = format!("{} ({})", base.described, base.short());
    if changes.is_empty() {
        return format!(
            "No changes to tool schemas since {from} ({compared} tool payload{} compared).\n",
            if compared == 1 { "" } else { "s" }
        );
    }
    let mut out = format!("Tool schema changes since {from}:\n");
    let mut counts = [0usize; 3];
    for g in group(changes) {
        let h = g.head;
        out.push_str(&format!(
            "\n{}:{}: {} ({}, {})\n",
            h.file, h.line, h.tool, h.framework, h.function
        ));
        for l in &g.lines {
            let class = l.change.class();
            counts[class as usize] += 1;
            let providers = if l.providers.is_empty() {
                String::new()
            } else {
                format!(" [{}]", l.providers.join(", "))
            };
            out.push_str(&format!(
                "  {:<13} {:<25} {}{providers}\n",
                class.id(),
                l.change.kind.id(),
                l.change.message
            ));
        }
    }
    out.push_str(&format!(
        "\n{} breaking, {} compatible, {} informational change{}\n",
        counts[0],
        counts[1],
        counts[2],
        if counts.iter().sum::<usize>() == 1 {
            ""
        } else {
            "s"
        }
    ));
    out
}

fn to_json(base: &git::Base, changes: &[Change]) -> Value {
    let count = |class: Class| changes.iter().filter(|c| c.class() == class).count();
    json!({
        "base": {"ref": base.described, "commit": base.commit},
        "summary": {
            "breaking": count(Class::Breaking),
            "compatible": count(Class::Compatible),
            "informational": count(Class::Informational),
        },
        "changes": changes.iter().map(Change::to_json).collect::<Vec<_>>(),
    })
}

fn to_github(changes: &[Change]) -> String {
    let esc = |s: &str| {
        s.replace('%', "%25")
            .replace('\r', "%0D")
            .replace('\n', "%0A")
    };
    let prop = |s: &str| esc(s).replace(':', "%3A").replace(',', "%2C");
    let mut out = String::new();
    for g in group(changes) {
        for l in &g.lines {
            let c = l.change;
            let level = if c.class() == Class::Breaking {
                "error"
            } else {
                "notice"
            };
            let providers = if l.providers.is_empty() {
                String::new()
            } else {
                format!(" [{}]", l.providers.join(", "))
            };
            out.push_str(&format!(
                "::{level} file={},line={},title={}::{} ({}): {}{providers}\n",
                prop(&c.file),
                c.line.max(1),
                prop(&format!("toolsight diff {}", c.kind.id())),
                esc(&c.tool),
                c.class().id(),
                esc(&c.message),
            ));
        }
    }
    out
}
