//! `check --fix` does not overwrite a file changed since it was read (issue 27, lost
//! update): the snapshot taken when the file is read is checked before the fixed text
//! replaces it.

use std::path::PathBuf;

fn project(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-lost-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn listing(dir: &std::path::Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn a_file_changed_after_it_was_read_is_not_overwritten() {
    use toolsight::cli::files::{load_snapshot, replace_file, WriteError};
    let d = project("lost-update");
    let p = d.join("t.py");
    std::fs::write(&p, "x = 1\n").unwrap();
    let (text, snap) = load_snapshot(&p, 1 << 20).unwrap();
    assert_eq!(text, "x = 1\n");
    // The user saves while the run is going: same size, and the modification time put back,
    // so only the content tells.
    let mtime = std::fs::metadata(&p).unwrap().modified().unwrap();
    std::fs::write(&p, "y = 2\n").unwrap();
    std::fs::File::options()
        .write(true)
        .open(&p)
        .unwrap()
        .set_modified(mtime)
        .unwrap();
    let r = replace_file(&p, &snap, "x = 10\n");
    assert!(matches!(r, Err(WriteError::Changed)), "{r:?}");
    assert_eq!(std::fs::read_to_string(&p).unwrap(), "y = 2\n");
    // Unchanged since it was read: written.
    let (_, snap) = load_snapshot(&p, 1 << 20).unwrap();
    replace_file(&p, &snap, "z = 3\n").unwrap();
    assert_eq!(std::fs::read_to_string(&p).unwrap(), "z = 3\n");
    assert_eq!(listing(&d), ["t.py"]);
}
