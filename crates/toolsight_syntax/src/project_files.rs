//! Where a project begins, and how its own files (configuration, `tools.toml`) are read:
//! from a file's directory upwards to the project root, never beyond, and only as regular
//! files inside the project, of bounded size. A low layer: configuration, project facts and
//! the workspace walk all ask here.

use std::path::{Path, PathBuf};

/// Files that mark the root of a project: configuration and `tools.toml` are looked up from
/// a file's directory upwards to the first directory holding one of these, never beyond, so
/// a file outside the project (a stray `toolsight.toml` in a parent folder, in `/tmp`)
/// cannot change the results.
pub const ROOT_MARKERS: &[&str] = &[".git", "pyproject.toml", "Cargo.toml"];

/// The directories searched for project files from `dir` upwards: up to and including the
/// nearest one holding a root marker; only `dir` itself when no ancestor holds one.
pub fn project_dirs(dir: &Path) -> Vec<PathBuf> {
    // A relative path (`src`) has no ancestors beyond the working directory as written.
    let absolute;
    let dir = if dir.is_relative() {
        absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
        absolute.as_path()
    } else {
        dir
    };
    let mut out = Vec::new();
    for d in dir.ancestors() {
        out.push(d.to_path_buf());
        if ROOT_MARKERS.iter().any(|m| d.join(m).exists()) {
            return out;
        }
    }
    out.truncate(1);
    out
}

/// The largest configuration file read; real ones are a few hundred bytes.
const MAX_CONFIG_BYTES: u64 = 1 << 20;

/// The text of a configuration file, read only if it is a regular file of at most
/// `MAX_CONFIG_BYTES` inside the project `root` (after symbolic links): a link to
/// `/proc/self/environ` would print the environment in the parse error, a FIFO would hang
/// the run and `/dev/zero` fill the memory. `Ok(None)` when there is no such file.
pub fn read_config_file(path: &Path, root: &Path) -> Result<Option<String>, String> {
    use std::io::Read;
    let link = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot be read: {e}")),
    };
    if link.file_type().is_symlink() {
        let target = path
            .canonicalize()
            .map_err(|e| format!("cannot be read: {e}"))?;
        // A root that cannot be resolved contains nothing a link could point at.
        let inside = root
            .canonicalize()
            .is_ok_and(|root| target.starts_with(root));
        if !inside {
            return Err(format!(
                "a symbolic link to {}, outside the project ({}): not read",
                target.display(),
                root.display()
            ));
        }
    }
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot be read: {e}"))?;
    if !meta.is_file() {
        return Err("not a regular file: not read".into());
    }
    if meta.len() > MAX_CONFIG_BYTES {
        return Err(format!(
            "{} bytes, over the {MAX_CONFIG_BYTES} bytes a configuration file may have: not read",
            meta.len()
        ));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_CONFIG_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot be read: {e}"))?;
    if bytes.len() as u64 > MAX_CONFIG_BYTES {
        return Err(format!(
            "over the {MAX_CONFIG_BYTES} bytes a configuration file may have: not read"
        ));
    }
    if bytes.contains(&0) {
        return Err("binary (contains NUL bytes), not TOML: not read".into());
    }
    String::from_utf8(bytes).map(Some).map_err(|e| {
        format!(
            "not valid UTF-8 (first bad byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })
}
