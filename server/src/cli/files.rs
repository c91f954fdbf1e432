//! Reading user files: clear errors for missing, binary and non-UTF-8 input.

use std::path::{Path, PathBuf};

#[derive(Debug)]
pub enum LoadError {
    Missing(PathBuf),
    Io(PathBuf, std::io::Error),
    Binary(PathBuf),
    NotUtf8(PathBuf, usize),
    /// Over `max-file-size`: (size, limit).
    TooLarge(PathBuf, u64, usize),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Missing(p) => write!(f, "{}: no such file or directory", p.display()),
            LoadError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            LoadError::Binary(p) => write!(
                f,
                "{}: binary file (contains NUL bytes), not Python source",
                p.display()
            ),
            LoadError::TooLarge(p, size, max) => write!(
                f,
                "{}: {size} bytes, over `max-file-size` ({max} bytes): not analysed",
                p.display()
            ),
            LoadError::NotUtf8(p, at) => write!(
                f,
                "{}: not valid UTF-8 (first bad byte at offset {at}); Python source must be UTF-8",
                p.display()
            ),
        }
    }
}

/// `load_source` for files no larger than `max` bytes: a larger one is refused before it is
/// read, so no file can take the memory of a run.
pub fn load_source_within(path: &Path, max: usize) -> Result<String, LoadError> {
    if let Ok(m) = std::fs::metadata(path) {
        if m.len() > max as u64 {
            return Err(LoadError::TooLarge(path.to_path_buf(), m.len(), max));
        }
    }
    load_source(path)
}

pub fn load_source(path: &Path) -> Result<String, LoadError> {
    let bytes = std::fs::read(path).map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            LoadError::Missing(path.to_path_buf())
        } else {
            LoadError::Io(path.to_path_buf(), e)
        }
    })?;
    if bytes.contains(&0) {
        return Err(LoadError::Binary(path.to_path_buf()));
    }
    let bytes = bytes
        .strip_prefix(b"\xef\xbb\xbf")
        .map(<[u8]>::to_vec)
        .unwrap_or(bytes);
    String::from_utf8(bytes)
        .map_err(|e| LoadError::NotUtf8(path.to_path_buf(), e.utf8_error().valid_up_to()))
}

/// Python and Rust files under `path` (itself if it is a file), sorted, skipping what `.gitignore`
/// excludes, virtual environments, caches and hidden directories (see `workspace::walk`).
pub fn python_files(path: &Path) -> Result<Vec<PathBuf>, LoadError> {
    python_files_filtered(path, &[], &[])
}

/// Like `python_files`, with the configuration's `include` / `exclude` globs.
pub fn python_files_filtered(
    path: &Path,
    include: &[String],
    exclude: &[String],
) -> Result<Vec<PathBuf>, LoadError> {
    if !path.exists() {
        return Err(LoadError::Missing(path.to_path_buf()));
    }
    if path.is_file() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut out = Vec::new();
    crate::workspace::walk_sources(path, include, exclude, &["py", "rs"], &mut out);
    Ok(out)
}

/// The path a source read from stdin is analysed under: `--stdin-filename` when given (its
/// package gives the module name, its folder the configuration), else `stdin.py` in the
/// current directory, as ruff takes the current directory's settings for `-`.
pub fn stdin_path(stdin_filename: Option<&Path>) -> PathBuf {
    match stdin_filename {
        Some(p) => p.to_path_buf(),
        None => std::env::current_dir().unwrap_or_default().join("stdin.py"),
    }
}

/// The source on standard input, checked as a file's is: more than `max` bytes are refused
/// without being kept (the rest is only counted, for the message).
pub fn read_stdin(max: usize) -> Result<String, LoadError> {
    use std::io::Read;
    let at = PathBuf::from("-");
    let mut bytes = Vec::new();
    let mut stdin = std::io::stdin().lock();
    (&mut stdin)
        .take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| LoadError::Io(at.clone(), e))?;
    if bytes.len() > max {
        let rest = std::io::copy(&mut stdin, &mut std::io::sink())
            .map_err(|e| LoadError::Io(at.clone(), e))?;
        return Err(LoadError::TooLarge(at, bytes.len() as u64 + rest, max));
    }
    if bytes.contains(&0) {
        return Err(LoadError::Binary(at));
    }
    let bytes = bytes
        .strip_prefix(b"\xef\xbb\xbf")
        .map(<[u8]>::to_vec)
        .unwrap_or(bytes);
    String::from_utf8(bytes).map_err(|e| LoadError::NotUtf8(at, e.utf8_error().valid_up_to()))
}

/// The module name Python would give the file (`__name__` when imported by its stem).
pub fn module_name(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "module".into())
}
