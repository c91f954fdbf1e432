//! The GitHub Action's script (`packaging/action.sh`, the one step of `action.yml`), run as
//! the runner would, with the built binary on PATH. The wheel and the pre-commit hook are
//! tested by `tests/packaging/wheel_and_hook.sh` (it needs maturin and pre-commit, which
//! `tests/run.sh` installs).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

fn action(format: &str, paths: &str, dir: &Path) -> Output {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_toolsight"));
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    Command::new("bash")
        .arg(repo().join("packaging/action.sh"))
        .current_dir(repo())
        .env("PATH", path)
        .env("GITHUB_ACTION_PATH", repo())
        .env("GITHUB_OUTPUT", dir.join("output"))
        .env("RUNNER_TEMP", dir)
        .env("INPUT_PATHS", paths)
        .env("INPUT_FORMAT", format)
        .env("INPUT_SARIF_FILE", dir.join("report.sarif"))
        .env("INPUT_ARGS", "")
        .output()
        .expect("run bash")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-action-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_action_annotates_problems_and_fails_on_errors() {
    let dir = tmp("github");
    let o = action(
        "github",
        "examples/weather_tools.py examples/clean_tools.py",
        &dir,
    );
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{out}\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(out.starts_with("toolsight: toolsight 0.1.0\n"), "{out}");
    assert!(
        out.contains("::error file=examples/weather_tools.py,line="),
        "{out}"
    );
    // A clean file passes.
    let o = action("github", "examples/clean_tools.py", &dir);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_action_writes_sarif_and_names_it_as_an_output() {
    let dir = tmp("sarif");
    let o = action("sarif", "examples", &dir);
    assert_eq!(
        o.status.code(),
        Some(0),
        "findings do not fail the SARIF step: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.sarif")).unwrap()).unwrap();
    assert_eq!(report["version"], "2.1.0");
    assert!(!report["runs"][0]["results"].as_array().unwrap().is_empty());
    let output = std::fs::read_to_string(dir.join("output")).unwrap();
    assert_eq!(
        output,
        format!("sarif-file={}\n", dir.join("report.sarif").display())
    );
    // A usage error does fail it.
    let o = action("sarif", "no/such/path", &dir);
    assert_eq!(o.status.code(), Some(2));
    let o = action("pdf", "examples", &dir);
    assert_eq!(o.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}
