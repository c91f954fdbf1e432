//! The old side of a diff: a git revision's files, read with the `git` binary and written
//! to a temporary directory, so that they go through the same analysis as the working tree
//! without touching it (no checkout, no stash, no index change).

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Component, Path, PathBuf};
use std::process::{Command, Stdio};

/// A git failure, as one line for the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GitError(pub String);

impl std::fmt::Display for GitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Runs `git -C dir args...` and returns its stdout, or its first line of stderr.
fn git(dir: &Path, args: &[&str]) -> Result<Vec<u8>, GitError> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(spawn_error)?;
    if out.status.success() {
        Ok(out.stdout)
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        Err(GitError(format!(
            "git {}: {}",
            args.first().unwrap_or(&""),
            err.lines().next().unwrap_or("failed").trim()
        )))
    }
}

fn spawn_error(e: std::io::Error) -> GitError {
    if e.kind() == std::io::ErrorKind::NotFound {
        GitError("git not found: `toolsight diff` reads the old revision with the git binary, which must be on PATH".into())
    } else {
        GitError(format!("cannot run git: {e}"))
    }
}

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8_lossy(&bytes).trim().to_string()
}

/// The revision the working tree is compared with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Base {
    /// The full commit id.
    pub commit: String,
    /// How it was chosen, for the user: `HEAD`, `merge base with origin/main`, `v1.2`.
    pub described: String,
}

impl Base {
    pub fn short(&self) -> &str {
        &self.commit[..self.commit.len().min(10)]
    }
}

/// A blob of a revision: its path from the repository root and its object id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blob {
    pub path: String,
    pub id: String,
}

/// A git working tree.
#[derive(Debug, Clone)]
pub struct Repo {
    /// The top level of the working tree, as git reports it (absolute, symlinks resolved).
    pub root: PathBuf,
}

impl Repo {
    /// The repository `dir` is in.
    pub fn discover(dir: &Path) -> Result<Repo, GitError> {
        match git(dir, &["rev-parse", "--show-toplevel"]) {
            Ok(out) => Ok(Repo {
                root: PathBuf::from(text(out)),
            }),
            Err(e) if e.0.starts_with("git not found") || e.0.starts_with("cannot run") => Err(e),
            Err(_) => Err(GitError(format!(
                "{}: not a git repository (`toolsight diff` compares the working tree with a git revision)",
                dir.display()
            ))),
        }
    }

    /// The commit `rev` names.
    pub fn commit(&self, rev: &str) -> Result<String, GitError> {
        let unknown = || {
            GitError(format!(
                "unknown revision '{rev}': not a commit of {}",
                self.root.display()
            ))
        };
        // An option-like name would be read as an option.
        if rev.is_empty() || rev.starts_with('-') {
            return Err(unknown());
        }
        let spec = format!("{rev}^{{commit}}");
        git(&self.root, &["rev-parse", "--verify", "--quiet", &spec])
            .map(text)
            .map_err(|_| unknown())
    }

    /// Whether `name` is a local branch or a remote-tracking one (`origin/main`).
    pub fn is_branch(&self, name: &str) -> bool {
        !name.starts_with('-')
            && ["refs/heads/", "refs/remotes/"].iter().any(|p| {
                git(
                    &self.root,
                    &["show-ref", "--verify", "--quiet", &format!("{p}{name}")],
                )
                .is_ok()
            })
    }

    fn merge_base(&self, branch: &str) -> Result<Base, GitError> {
        self.commit("HEAD")?;
        let commit = git(&self.root, &["merge-base", "HEAD", branch])
            .map(text)
            .map_err(|_| {
                GitError(format!(
                    "no merge base of HEAD and '{branch}' (unrelated histories, or a shallow clone: fetch the history, e.g. actions/checkout with fetch-depth: 0)"
                ))
            })?;
        Ok(Base {
            commit,
            described: format!("merge base with {branch}"),
        })
    }

    /// The base to compare with: `--base` if given (a branch means its merge base with
    /// HEAD, as a pull request is reviewed), else in a GitHub Actions pull request the merge
    /// base with its target branch (`GITHUB_BASE_REF`), else HEAD.
    pub fn resolve_base(
        &self,
        base: Option<&str>,
        ci_base: Option<&str>,
    ) -> Result<Base, GitError> {
        if let Some(b) = base {
            if self.is_branch(b) {
                return self.merge_base(b);
            }
            return Ok(Base {
                commit: self.commit(b)?,
                described: b.to_string(),
            });
        }
        if let Some(branch) = ci_base.filter(|b| !b.is_empty()) {
            // Actions names the branch (`main`); a checkout has it as `origin/main`.
            for candidate in [format!("origin/{branch}"), branch.to_string()] {
                if self.is_branch(&candidate) {
                    return self.merge_base(&candidate);
                }
            }
            return Err(GitError(format!(
                "GITHUB_BASE_REF is '{branch}' but neither origin/{branch} nor {branch} is a branch of this checkout (fetch it, e.g. actions/checkout with fetch-depth: 0, or pass --base)"
            )));
        }
        Ok(Base {
            commit: self.commit("HEAD")?,
            described: "HEAD".into(),
        })
    }

    /// Every file (blob) of `commit`, paths from the repository root. Symbolic links and
    /// submodules are left out: neither is source to analyse.
    pub fn list(&self, commit: &str) -> Result<Vec<Blob>, GitError> {
        let out = git(&self.root, &["ls-tree", "-r", "-z", "--full-tree", commit])?;
        let mut blobs = Vec::new();
        for record in out.split(|&b| b == 0).filter(|r| !r.is_empty()) {
            // `<mode> SP <type> SP <id> TAB <path>`
            let Some(tab) = record.iter().position(|&b| b == b'\t') else {
                continue;
            };
            let meta = String::from_utf8_lossy(&record[..tab]);
            let mut fields = meta.split(' ');
            let (Some(mode), Some(kind), Some(id)) = (fields.next(), fields.next(), fields.next())
            else {
                continue;
            };
            // A path that is not UTF-8 cannot be a module name toolsight resolves.
            let Ok(path) = std::str::from_utf8(&record[tab + 1..]) else {
                continue;
            };
            if kind == "blob" && mode != "120000" {
                blobs.push(Blob {
                    path: path.to_string(),
                    id: id.to_string(),
                });
            }
        }
        Ok(blobs)
    }

    /// Writes `blobs` under `dest` at their paths, reading them all through one
    /// `git cat-file --batch`.
    pub fn write_blobs(&self, blobs: &[&Blob], dest: &Path) -> Result<(), GitError> {
        let mut child = Command::new("git")
            .arg("-C")
            .arg(&self.root)
            .args(["cat-file", "--batch"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(spawn_error)?;
        let mut stdin = child.stdin.take().expect("piped stdin");
        let ids: String = blobs.iter().map(|b| format!("{}\n", b.id)).collect();
        // Written from another thread: git answers while it reads, and both pipes are bounded.
        let writer = std::thread::spawn(move || stdin.write_all(ids.as_bytes()));
        let mut reader = BufReader::new(child.stdout.take().expect("piped stdout"));
        let io = |e: std::io::Error| GitError(format!("reading the old revision: {e}"));
        let mut header = String::new();
        for blob in blobs {
            header.clear();
            reader.read_line(&mut header).map_err(io)?;
            // `<id> blob <size>`, or `<id> missing`.
            let size: usize = header
                .split_whitespace()
                .nth(2)
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| GitError(format!("git cat-file: {}", header.trim())))?;
            let mut content = vec![0; size + 1];
            reader.read_exact(&mut content).map_err(io)?;
            content.pop();
            let Some(rel) = safe_relative(&blob.path) else {
                continue;
            };
            let target = dest.join(rel);
            if let Some(parent) = target.parent() {
                std::fs::create_dir_all(parent).map_err(io)?;
            }
            std::fs::write(&target, &content).map_err(io)?;
        }
        let _ = writer.join();
        let _ = child.wait();
        Ok(())
    }
}

/// `path` as a relative path that stays inside the directory it is joined to.
fn safe_relative(path: &str) -> Option<&Path> {
    let p = Path::new(path);
    p.components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then_some(p)
}

/// Files that change how a source file is analysed: configuration, project root markers,
/// stores indexes, and the ignore files directory walks honour.
const CONTEXT_FILES: &[&str] = &[
    "pyproject.toml",
    "toolsight.toml",
    "tools.toml",
    "Cargo.toml",
    ".gitignore",
    ".ignore",
];

fn parent(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(d, _)| d)
}

fn file_name(path: &str) -> &str {
    path.rsplit_once('/').map_or(path, |(_, f)| f)
}

fn within(path: &str, dir: &str) -> bool {
    dir.is_empty()
        || path == dir
        || (path.starts_with(dir) && path.as_bytes().get(dir.len()) == Some(&b'/'))
}

/// The directories `path` is in, innermost first, the root (`""`) last.
fn ancestors(path: &str) -> impl Iterator<Item = &str> {
    let mut at = Some(parent(path));
    std::iter::from_fn(move || {
        let d = at?;
        at = (!d.is_empty()).then(|| parent(d));
        Some(d)
    })
}

fn is_source(path: &str) -> bool {
    path.ends_with(".py") || path.ends_with(".rs")
}

/// The blobs the analysis of the sources under `prefixes` (paths from the repository root;
/// `""` for all of it) can read: those sources; every source of the import roots they
/// belong to (a Python file's outermost package's parent, as `workspace::module_of` finds
/// it; a Rust file's crate) so that imported types resolve as in the working tree; and the
/// context files. One pass over the listing, plus a walk up each file's directories.
pub fn select<'a>(blobs: &'a [Blob], prefixes: &[String]) -> Vec<&'a Blob> {
    let paths: HashSet<&str> = blobs.iter().map(|b| b.path.as_str()).collect();
    let has = |dir: &str, name: &str| {
        if dir.is_empty() {
            paths.contains(name)
        } else {
            paths.contains(format!("{dir}/{name}").as_str())
        }
    };
    let mut roots: HashSet<&str> = HashSet::new();
    for b in blobs {
        let p = b.path.as_str();
        if !is_source(p) || !prefixes.iter().any(|pre| within(p, pre)) {
            continue;
        }
        let root = if p.ends_with(".py") {
            ancestors(p).find(|d| !has(d, "__init__.py")).unwrap_or("")
        } else {
            ancestors(p)
                .find(|d| has(d, "Cargo.toml"))
                .unwrap_or(parent(p))
        };
        roots.insert(root);
    }
    blobs
        .iter()
        .filter(|b| {
            let p = b.path.as_str();
            CONTEXT_FILES.contains(&file_name(p))
                || (is_source(p)
                    && (prefixes.iter().any(|pre| within(p, pre))
                        || ancestors(p).any(|d| roots.contains(d))))
        })
        .collect()
}

/// A directory under the system's temporary directory, removed with everything in it when
/// dropped.
pub struct TempTree {
    pub path: PathBuf,
}

impl TempTree {
    pub fn new() -> std::io::Result<TempTree> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        loop {
            let path = std::env::temp_dir().join(format!(
                "toolsight-diff-{}-{nanos}-{}",
                std::process::id(),
                NEXT.fetch_add(1, Ordering::Relaxed)
            ));
            // `create_dir`, not `create_dir_all`: a directory someone else made is not ours.
            match std::fs::create_dir(&path) {
                Ok(()) => return Ok(TempTree { path }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
    }
}

impl Drop for TempTree {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blobs(paths: &[&str]) -> Vec<Blob> {
        paths
            .iter()
            .map(|p| Blob {
                path: p.to_string(),
                id: String::new(),
            })
            .collect()
    }

    fn selected(listing: &[&str], prefixes: &[&str]) -> Vec<String> {
        let b = blobs(listing);
        let prefixes: Vec<String> = prefixes.iter().map(|p| p.to_string()).collect();
        select(&b, &prefixes)
            .into_iter()
            .map(|b| b.path.clone())
            .collect()
    }

    #[test]
    fn selects_the_sources_their_import_roots_and_context_files() {
        let listing = [
            "README.md",
            "pyproject.toml",
            "src/shop/__init__.py",
            "src/shop/api/__init__.py",
            "src/shop/api/tools.py",
            "src/shop/models.py",
            "src/other.py",
            "scripts/build.py",
            "scripts/.gitignore",
            "crates/srv/Cargo.toml",
            "crates/srv/src/lib.rs",
            "crates/srv/src/tools/mod.rs",
            "crates/other/src/lib.rs",
        ];
        // The package's import root is `src`: every source there, nothing of `scripts`.
        assert_eq!(
            selected(&listing, &["src/shop/api"]),
            [
                "pyproject.toml",
                "src/shop/__init__.py",
                "src/shop/api/__init__.py",
                "src/shop/api/tools.py",
                "src/shop/models.py",
                "src/other.py",
                "scripts/.gitignore",
                "crates/srv/Cargo.toml",
            ]
        );
        // A Rust file brings its crate.
        assert_eq!(
            selected(&listing, &["crates/srv/src/tools"]),
            [
                "pyproject.toml",
                "scripts/.gitignore",
                "crates/srv/Cargo.toml",
                "crates/srv/src/lib.rs",
                "crates/srv/src/tools/mod.rs",
            ]
        );
        // A prefix matches whole path components only.
        assert!(!selected(&listing, &["src/shop/ap"]).contains(&"src/shop/api/tools.py".into()));
        assert_eq!(selected(&listing, &[""]).len(), listing.len() - 1);
    }

    #[test]
    fn paths_that_leave_the_directory_are_refused() {
        assert!(safe_relative("a/b.py").is_some());
        assert!(safe_relative("../b.py").is_none());
        assert!(safe_relative("/etc/x.py").is_none());
        assert!(safe_relative("a/./b.py").is_some()); // `Path` drops inner `.` components
    }

    #[test]
    fn ancestors_end_at_the_root() {
        assert_eq!(ancestors("a/b/c.py").collect::<Vec<_>>(), ["a/b", "a", ""]);
        assert_eq!(ancestors("c.py").collect::<Vec<_>>(), [""]);
    }

    #[test]
    fn a_temporary_tree_is_removed_when_dropped() {
        let t = TempTree::new().unwrap();
        std::fs::write(t.path.join("x"), "y").unwrap();
        let path = t.path.clone();
        let other = TempTree::new().unwrap();
        assert_ne!(other.path, path);
        drop(t);
        assert!(!path.exists());
    }
}
