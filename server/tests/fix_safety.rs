//! `check --fix` never loses a byte (issue 27, data items): renames edit only the tool's
//! name and the function's references, a fix that would break the parse is rolled back, the
//! write is atomic (a failed write leaves the original), a file changed during the run is
//! not overwritten, and a BOM and CRLF line endings are kept.

use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_toolsight")
}

use crate::common::run_in;

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

/// A fresh project directory (a `.git` marks its root, so no configuration above it applies).
fn project(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-fixsafe-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(d.join(".git")).unwrap();
    d
}

fn parses(text: &str) -> bool {
    !toolsight::syntax::parse(text, None).root_node().has_error()
}

/// Files in `dir` other than `.git`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n != ".git")
        .collect();
    v.sort();
    v
}

#[test]
fn a_blank_tool_name_is_not_renamed_and_the_file_still_parses() {
    for name in [r#"" ""#, r#""\n""#, r#""  ""#, r#""\t""#] {
        let d = project("blank");
        let src = format!(
            "tools = [{{\"type\": \"function\", \"function\": {{\"name\": {name}, \"description\": \"d\", \"parameters\": {{\"type\": \"object\", \"properties\": {{}}}}}}}}]\nclient.chat.completions.create(model=\"gpt-4o\", messages=[], tools=tools)\n"
        );
        assert!(parses(&src));
        std::fs::write(d.join("t.py"), &src).unwrap();
        let o = run_in(&d, &["check", "--fix", "--unsafe-fixes", "t.py"]);
        let after = std::fs::read_to_string(d.join("t.py")).unwrap();
        assert!(
            parses(&after),
            "name {name}: the fix broke the file:\n{after}"
        );
        assert_eq!(after, src, "name {name}: a blank name has no rename");
        // The problem is still reported: nothing was fixed.
        assert_eq!(o.status.code(), Some(1), "name {name}: {}", stderr(&o));
    }
}

#[test]
fn a_function_rename_edits_the_definition_and_its_references_only() {
    let d = project("refs");
    let src = r#"import stores


def größe(stadt: str) -> int:
    """Einwohnerzahl einer Stadt."""
    return 0


# größe is documented elsewhere
settings = {"größe": 1}
label = "größe"


def other(größe: int) -> int:
    return größe


def outer():
    def größe(n: int) -> int:
        return n

    return größe(1)


class Sizes:
    def größe(self) -> int:
        return self.größe()


value = größe("Berlin")
call = other(größe=2)
attr = settings.größe if False else None
double = lambda größe: größe * 2
index = stores.Index([größe])
"#;
    std::fs::write(d.join("t.py"), src).unwrap();
    let o = run_in(&d, &["check", "--fix", "--unsafe-fixes", "t.py"]);
    let after = std::fs::read_to_string(d.join("t.py")).unwrap();
    let expected = src
        .replace("def größe(stadt", "def grosse(stadt")
        .replace("value = größe(", "value = grosse(")
        .replace("Index([größe])", "Index([grosse])");
    assert_eq!(after, expected, "{}", stderr(&o));
}

#[test]
fn a_rename_onto_a_name_the_module_defines_is_refused() {
    let d = project("collide");
    let src = r#"import stores


def grosse() -> int:
    """Another function, already called grosse."""
    return 1


def größe(stadt: str) -> int:
    """Einwohnerzahl einer Stadt."""
    return 0


index = stores.Index([größe])
"#;
    std::fs::write(d.join("t.py"), src).unwrap();
    let o = run_in(&d, &["check", "--fix", "--unsafe-fixes", "t.py"]);
    let after = std::fs::read_to_string(d.join("t.py")).unwrap();
    assert_eq!(after, src, "{}", stderr(&o));
    // The Python-level collision is gone from the help text too: no fix is offered.
    let o = run_in(&d, &["check", "--unsafe-fixes", "t.py"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(!out.contains("Rename the tool to `grosse`"), "{out}");
}

/// A module with a fix that `--fix --unsafe-fixes` applies (a non-ASCII function name),
/// padded with comments to `size` bytes.
fn padded_module(size: usize) -> String {
    let mut src = String::from(
        "import stores\n\n\ndef größe(stadt: str) -> int:\n    \"\"\"Einwohnerzahl einer Stadt.\"\"\"\n    return 0\n\n\nindex = stores.Index([größe])\n",
    );
    while src.len() < size {
        src.push_str("# padding: a comment line that makes the module larger than the limit\n");
    }
    src
}

#[test]
fn a_write_cut_short_by_a_file_size_limit_leaves_the_original() {
    // `ulimit -f 40`: no file may grow past 20 KB (512-byte blocks). The signal it raises
    // (SIGXFSZ) kills the process in the middle of the write, as a crash or a power cut
    // would; with the signal ignored the write fails (EFBIG), as on a full disk.
    for (label, prelude) in [("killed", ""), ("failed", "trap '' XFSZ; ")] {
        let d = project(&format!("fsize-{label}"));
        let src = padded_module(90_000);
        std::fs::write(d.join("t.py"), &src).unwrap();
        let o = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "{prelude}ulimit -f 40 && exec \"$0\" check --fix --unsafe-fixes t.py"
            ))
            .arg(bin())
            .current_dir(&d)
            .output()
            .unwrap();
        let after = std::fs::read(d.join("t.py")).unwrap();
        assert_eq!(after.len(), src.len(), "{label}: {}", stderr(&o));
        assert_eq!(after, src.as_bytes(), "{label}");
        assert_ne!(o.status.code(), Some(0), "{label}");
        if label == "failed" {
            // Reported, and the temporary file removed.
            assert!(stderr(&o).contains("t.py"), "{}", stderr(&o));
            assert!(
                stderr(&o).contains("not written"),
                "{label}: {}",
                stderr(&o)
            );
            assert_eq!(listing(&d), ["t.py"], "{label}");
        }
    }
}

#[test]
fn a_fixed_file_keeps_its_mode_and_a_symbolic_link_stays_a_link() {
    let d = project("mode");
    std::fs::create_dir(d.join("real")).unwrap();
    let real = d.join("real/t.py");
    std::fs::write(&real, padded_module(0)).unwrap();
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).unwrap();
    // Root can give the file to someone else, and the fixed file must stay theirs.
    let root = std::fs::metadata(&d).unwrap().uid() == 0;
    if root {
        std::os::unix::fs::chown(&real, Some(65534), Some(65534)).unwrap();
    }
    std::os::unix::fs::symlink("real/t.py", d.join("link.py")).unwrap();
    let o = run_in(&d, &["check", "--fix", "--unsafe-fixes", "link.py"]);
    let after = std::fs::read_to_string(&real).unwrap();
    assert!(after.contains("def grosse("), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(d.join("link.py"))
        .unwrap()
        .file_type()
        .is_symlink());
    let m = std::fs::metadata(&real).unwrap();
    assert_eq!(m.mode() & 0o7777, 0o640);
    if root {
        assert_eq!((m.uid(), m.gid()), (65534, 65534));
    }
    assert_eq!(listing(&d.join("real")), ["t.py"]);
}

#[test]
fn a_read_only_file_is_reported_and_the_others_are_still_fixed() {
    let d = project("readonly");
    let src = padded_module(0);
    std::fs::write(d.join("a.py"), &src).unwrap();
    std::fs::write(d.join("b.py"), &src).unwrap();
    std::fs::set_permissions(d.join("a.py"), std::fs::Permissions::from_mode(0o444)).unwrap();
    let o = run_in(&d, &["check", "--fix", "--unsafe-fixes", "."]);
    let err = stderr(&o);
    assert_eq!(std::fs::read_to_string(d.join("a.py")).unwrap(), src);
    assert!(err.contains("a.py") && err.contains("read-only"), "{err}");
    assert!(std::fs::read_to_string(d.join("b.py"))
        .unwrap()
        .contains("def grosse("));
    assert_eq!(o.status.code(), Some(1), "{err}");
}

/// A stores tool without a docstring (D001's fix inserts a docstring of several lines),
/// with a BOM and CRLF endings.
fn bom_crlf_module() -> String {
    let src = "\"\"\"Flight tools.\"\"\"\nimport stores\n\n\ndef search_flights(origin: str, destination: str) -> list[str]:\n    return []\n\n\nindex = stores.Index([search_flights])\n";
    format!("\u{feff}{}", src.replace('\n', "\r\n"))
}

#[test]
fn fix_keeps_the_bom_and_crlf_line_endings() {
    let d = project("crlf");
    let src = bom_crlf_module();
    std::fs::write(d.join("t.py"), &src).unwrap();
    let o = run_in(&d, &["check", "--fix", "--unsafe-fixes", "t.py"]);
    let after = std::fs::read_to_string(d.join("t.py")).unwrap();
    assert_ne!(after, src, "no fix was applied: {}", stderr(&o));
    assert!(
        after.contains("TODO: describe what `search_flights` does."),
        "{after}"
    );
    assert!(after.starts_with('\u{feff}'), "the BOM was dropped");
    let lone_lf = after
        .match_indices('\n')
        .filter(|(i, _)| !after[..*i].ends_with('\r'))
        .count();
    assert_eq!(lone_lf, 0, "LF-only lines inserted:\n{after:?}");
}

#[test]
fn diff_shows_inserted_lines_with_the_files_line_ending() {
    let d = project("crlf-diff");
    std::fs::write(d.join("t.py"), bom_crlf_module()).unwrap();
    let o = run_in(&d, &["check", "--diff", "--unsafe-fixes", "t.py"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    let added: Vec<&str> = out
        .split_inclusive('\n')
        .filter(|l| l.starts_with('+') && !l.starts_with("+++"))
        .collect();
    assert!(!added.is_empty(), "{out}");
    for l in added {
        assert!(l.ends_with("\r\n"), "{l:?} in\n{out}");
    }
}

#[test]
fn a_file_named_twice_is_fixed_once() {
    let d = project("twice");
    std::fs::write(d.join("a.py"), padded_module(0)).unwrap();
    let o = run_in(
        &d,
        &["check", "--fix", "--unsafe-fixes", ".", "a.py", "./a.py"],
    );
    let err = stderr(&o);
    assert!(!err.contains("changed since"), "{err}");
    assert!(std::fs::read_to_string(d.join("a.py"))
        .unwrap()
        .contains("def grosse("));
    assert_eq!(o.status.code(), Some(0), "{err}");
}

#[test]
fn a_rust_function_rename_edits_the_definition_and_its_references_only() {
    let d = project("rust-refs");
    let src = r#"/// Size.
#[rig_tool]
fn größe(a: u8) -> Result<u8, rig::tool::ToolError> {
    Ok(a)
}

fn caller() -> u8 {
    let label = "größe";
    let other = other::größe(2);
    let größe_x = 1;
    größe(1).unwrap_or(0)
}
"#;
    std::fs::write(d.join("t.rs"), src).unwrap();
    let o = run_in(&d, &["check", "--fix", "--unsafe-fixes", "t.rs"]);
    let after = std::fs::read_to_string(d.join("t.rs")).unwrap();
    let expected = src
        .replace("fn größe(a", "fn grosse(a")
        .replace("    größe(1)", "    grosse(1)");
    assert_eq!(after, expected, "{}", stderr(&o));
}
