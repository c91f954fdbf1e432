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
    let bytes = std::fs::read(path).map_err(|e| read_error(path, e))?;
    decode(path, bytes).map(|(text, _)| text)
}

/// A missing file is "no such file"; anything else (a loop of symbolic links, a permission
/// error) is reported as the system says it.
fn read_error(path: &Path, e: std::io::Error) -> LoadError {
    if e.kind() == std::io::ErrorKind::NotFound {
        LoadError::Missing(path.to_path_buf())
    } else {
        LoadError::Io(path.to_path_buf(), e)
    }
}

/// Why `path`, which `Path::exists` says is not there, cannot be used: missing, or an
/// error `exists` hides (a symbolic link loop, a directory that cannot be searched).
pub fn not_found_message(path: &Path) -> String {
    match std::fs::metadata(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            format!("{}: {e}", path.display())
        }
        _ => format!("{}: no such file or directory", path.display()),
    }
}

/// The text of a source file's bytes (without its byte order mark) and whether it had one.
fn decode(path: &Path, bytes: Vec<u8>) -> Result<(String, bool), LoadError> {
    if bytes.contains(&0) {
        return Err(LoadError::Binary(path.to_path_buf()));
    }
    let (bytes, bom) = match bytes.strip_prefix(BOM) {
        Some(rest) => (rest.to_vec(), true),
        None => (bytes, false),
    };
    String::from_utf8(bytes)
        .map(|t| (t, bom))
        .map_err(|e| LoadError::NotUtf8(path.to_path_buf(), e.utf8_error().valid_up_to()))
}

const BOM: &[u8] = b"\xef\xbb\xbf";

/// What a file was when it was read, to write fixes only over that same file: its size,
/// modification time and content hash, and whether it began with a byte order mark.
#[derive(Debug, Clone)]
pub struct Snapshot {
    len: u64,
    modified: Option<std::time::SystemTime>,
    hash: [u8; 32],
    /// Written back in front of the fixed text.
    pub bom: bool,
}

fn digest(bytes: &[u8]) -> [u8; 32] {
    use sha2::Digest;
    sha2::Sha256::digest(bytes).into()
}

/// `load_source_within`, and the snapshot that `replace_file` checks before writing.
pub fn load_snapshot(path: &Path, max: usize) -> Result<(String, Snapshot), LoadError> {
    use std::io::Read;
    let mut f = std::fs::File::open(path).map_err(|e| read_error(path, e))?;
    // The size and time of the file that is read, not of a path that may change meanwhile.
    let meta = f.metadata().map_err(|e| read_error(path, e))?;
    if meta.len() > max as u64 {
        return Err(LoadError::TooLarge(path.to_path_buf(), meta.len(), max));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    f.read_to_end(&mut bytes).map_err(|e| read_error(path, e))?;
    let snapshot = Snapshot {
        len: bytes.len() as u64,
        modified: meta.modified().ok(),
        hash: digest(&bytes),
        bom: false,
    };
    let (text, bom) = decode(path, bytes)?;
    Ok((text, Snapshot { bom, ..snapshot }))
}

/// Why fixes were not written; the file is as it was in every case.
#[derive(Debug)]
pub enum WriteError {
    /// Changed since it was read (the user saved it during the run).
    Changed,
    /// Its permissions do not allow writing (root could, but the owner said no).
    ReadOnly,
    Io(std::io::Error),
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteError::Changed => write!(
                f,
                "changed since it was read: fixes not written (run again to fix the new text)"
            ),
            WriteError::ReadOnly => write!(f, "read-only: fixes not written"),
            WriteError::Io(e) => write!(
                f,
                "cannot write the fixes ({e}): not written, the file is unchanged"
            ),
        }
    }
}

/// `text` (with the snapshot's byte order mark) in place of the file at `path`, if the file
/// is still what `snapshot` recorded: written to a temporary file in the same directory, with
/// the original's mode (and owner, where allowed), then renamed over it, so a failed or
/// interrupted write leaves the original whole. A symbolic link stays a link: its target is
/// replaced.
pub fn replace_file(path: &Path, snapshot: &Snapshot, text: &str) -> Result<(), WriteError> {
    replace_file_with(path, snapshot, text, |f, bytes| {
        std::io::Write::write_all(f, bytes)
    })
}

/// `replace_file` with the writing of the bytes to the temporary file given (the fuzz tests
/// interrupt it).
pub fn replace_file_with(
    path: &Path,
    snapshot: &Snapshot,
    text: &str,
    write: impl FnOnce(&mut std::fs::File, &[u8]) -> std::io::Result<()>,
) -> Result<(), WriteError> {
    use std::os::unix::fs::MetadataExt;
    let target = std::fs::canonicalize(path).map_err(WriteError::Io)?;
    let meta = std::fs::metadata(&target).map_err(WriteError::Io)?;
    if meta.permissions().readonly() {
        return Err(WriteError::ReadOnly);
    }
    if !unchanged(&target, snapshot)? {
        return Err(WriteError::Changed);
    }
    let mut bytes = Vec::with_capacity(text.len() + 3);
    if snapshot.bom {
        bytes.extend_from_slice(BOM);
    }
    bytes.extend_from_slice(text.as_bytes());
    let (tmp, mut file) = temporary_beside(&target).map_err(WriteError::Io)?;
    let written = (|| {
        write(&mut file, &bytes)?;
        // Owner first: changing it clears set-user-ID bits the mode then restores. Only root
        // may give a file away; anyone else keeps the file as theirs.
        let own = file.metadata()?;
        if own.uid() != meta.uid() || own.gid() != meta.gid() {
            let _ = std::os::unix::fs::fchown(&file, Some(meta.uid()), Some(meta.gid()));
        }
        file.set_permissions(meta.permissions())?;
        file.sync_all()
    })();
    drop(file);
    let swapped = written.map_err(WriteError::Io).and_then(|()| {
        // Checked again right before the swap: a save made while the fixes were computed and
        // written is not lost.
        if !unchanged(&target, snapshot)? {
            return Err(WriteError::Changed);
        }
        std::fs::rename(&tmp, &target).map_err(WriteError::Io)
    });
    if swapped.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    swapped
}

/// Whether the file is still the one the snapshot recorded: size and modification time
/// first (cheap), then the content.
fn unchanged(path: &Path, snapshot: &Snapshot) -> Result<bool, WriteError> {
    let meta = std::fs::metadata(path).map_err(WriteError::Io)?;
    if meta.len() != snapshot.len || meta.modified().ok() != snapshot.modified {
        return Ok(false);
    }
    let bytes = std::fs::read(path).map_err(WriteError::Io)?;
    Ok(digest(&bytes) == snapshot.hash)
}

/// A new file next to `target` (same directory, so the rename cannot cross file systems),
/// created exclusively under a name no other run uses.
fn temporary_beside(target: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    use std::os::unix::fs::OpenOptionsExt;
    let dir = target.parent().unwrap_or(Path::new("."));
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let mut attempt = 0u32;
    loop {
        let tmp = dir.join(format!(
            ".{name}.toolsight-{}-{attempt}.tmp",
            std::process::id()
        ));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&tmp)
        {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => {
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Python and Rust files under `path` (itself if it is a file), sorted, skipping what `.gitignore`
/// excludes, virtual environments, caches and hidden directories (see `workspace::walk`).
pub fn python_files(path: &Path) -> Result<Vec<PathBuf>, LoadError> {
    python_files_filtered(path, &[], &[], &mut Vec::new())
}

/// Like `python_files`, with the configuration's `include` / `exclude` globs; what could not
/// be read on the way (a directory without permission) is added to `errors`.
pub fn python_files_filtered(
    path: &Path,
    include: &[String],
    exclude: &[String],
    errors: &mut Vec<String>,
) -> Result<Vec<PathBuf>, LoadError> {
    if !path.exists() {
        return Err(match std::fs::metadata(path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                LoadError::Io(path.to_path_buf(), e)
            }
            _ => LoadError::Missing(path.to_path_buf()),
        });
    }
    if path.is_file() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut out = Vec::new();
    crate::workspace::walk_sources_reporting(
        path,
        include,
        exclude,
        &["py", "rs"],
        &mut out,
        errors,
    );
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
    decode(&at, bytes).map(|(text, _)| text)
}

/// The module name Python would give the file (`__name__` when imported by its stem).
pub fn module_name(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "module".into())
}
