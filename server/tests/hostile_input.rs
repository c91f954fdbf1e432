//! Hostile files and directories (issue 27): configuration read as regular files inside the
//! project only, ignore files above the project not applied, no active content in the HTML
//! reference, no terminal escapes from tool names, unreadable paths reported.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_toolsight")
}

use crate::common::run_in;

/// Runs toolsight, killing it after `limit`: `None` when it had to be killed.
fn run_bounded(dir: &Path, args: &[&str], limit: Duration) -> Option<(i32, String)> {
    let mut child = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut err)
                .unwrap();
            return Some((status.code().unwrap_or(-1), err));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-hostile-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A project (a `.git` marks its root) with one tool that has an N001 problem.
fn project(name: &str) -> PathBuf {
    let d = dir(name);
    std::fs::create_dir(d.join(".git")).unwrap();
    std::fs::write(d.join("t.py"), TOOL).unwrap();
    d
}

const TOOL: &str = "import stores\n\n\ndef get_weather(city: str) -> str:\n    \"\"\"Weather in a city.\"\"\"\n    return \"\"\n\n\nstores.Index([get_weather])\nfrom selectools import tool\n\n\n@tool(name=\"weather.get\")\ndef w(city: str) -> str:\n    \"\"\"Weather.\"\"\"\n    return \"\"\n";

#[test]
fn a_config_linked_to_the_process_environment_is_not_echoed() {
    let d = project("environ");
    std::os::unix::fs::symlink("/proc/self/environ", d.join("toolsight.toml")).unwrap();
    let o = Command::new(bin())
        .args(["check", "t.py"])
        .current_dir(&d)
        .env("TOOLSIGHT_TEST_SECRET", "hunter2-secret-value")
        .output()
        .unwrap();
    let err = stderr(&o);
    assert!(!err.contains("hunter2-secret-value"), "{err}");
    assert!(!String::from_utf8_lossy(&o.stdout).contains("hunter2-secret-value"));
    assert!(err.contains("toolsight.toml"), "{err}");
    assert_eq!(o.status.code(), Some(2), "{err}");
}

#[test]
fn a_config_that_is_not_a_regular_file_is_refused_without_reading_it() {
    let d = project("fifo");
    let fifo = d.join("toolsight.toml");
    let st = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(st.success());
    let (code, err) = run_bounded(&d, &["check", "t.py"], Duration::from_secs(20))
        .expect("a FIFO configuration hung the run");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("toolsight.toml") && err.contains("regular file"),
        "{err}"
    );

    let d = project("devzero");
    std::os::unix::fs::symlink("/dev/zero", d.join("toolsight.toml")).unwrap();
    let (code, err) = run_bounded(&d, &["check", "t.py"], Duration::from_secs(20))
        .expect("a /dev/zero configuration hung the run");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("toolsight.toml"), "{err}");
}

#[test]
fn a_config_linked_outside_the_project_is_refused_and_inside_is_read() {
    let outside = dir("outside-config");
    std::fs::write(outside.join("shared.toml"), "ignore = [\"N\"]\n").unwrap();
    let d = project("outside-link");
    std::os::unix::fs::symlink(outside.join("shared.toml"), d.join("toolsight.toml")).unwrap();
    let o = run_in(&d, &["check", "t.py"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("outside the project"), "{err}");

    // A link to a file inside the project is followed.
    let d = project("inside-link");
    std::fs::create_dir(d.join("conf")).unwrap();
    std::fs::write(d.join("conf/shared.toml"), "ignore = [\"N\"]\n").unwrap();
    std::os::unix::fs::symlink("conf/shared.toml", d.join("toolsight.toml")).unwrap();
    let o = run_in(&d, &["check", "t.py"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn a_huge_config_is_refused_and_errors_show_only_the_offending_line_cut_short() {
    let d = project("huge-config");
    let mut big = String::new();
    while big.len() < 3 << 20 {
        big.push_str("# a comment line in a very large configuration file\n");
    }
    std::fs::write(d.join("toolsight.toml"), &big).unwrap();
    let o = run_in(&d, &["check", "t.py"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("toolsight.toml"), "{err}");
    assert!(err.len() < 2000, "{} bytes of error", err.len());

    let d = project("long-line");
    let secret_tail = "TAIL-OF-A-LONG-LINE";
    let line = format!("x = {}{secret_tail} oops\n", "A".repeat(5000));
    std::fs::write(
        d.join("toolsight.toml"),
        format!("strict = true\n{line}other = \"NEXT-LINE\"\n"),
    )
    .unwrap();
    let o = run_in(&d, &["check", "t.py"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("line 2"), "{err}");
    assert!(!err.contains(secret_tail), "{err}");
    assert!(!err.contains("NEXT-LINE"), "{err}");
    assert!(err.len() < 2000, "{} bytes of error", err.len());
}

#[test]
fn an_ignore_file_above_the_project_root_is_not_applied() {
    let outer = dir("parent-gitignore");
    std::fs::write(outer.join(".gitignore"), "*.py\n").unwrap();
    // A project marked by its pyproject.toml (git stops at a `.git` by itself).
    let d = outer.join("proj");
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("pyproject.toml"), "[project]\nname = \"p\"\n").unwrap();
    std::fs::write(d.join("t.py"), TOOL).unwrap();
    std::fs::create_dir(d.join("sub")).unwrap();
    std::fs::write(d.join("sub/skip.py"), TOOL).unwrap();
    // Inside the project, ignore files still apply.
    std::fs::write(d.join(".gitignore"), "skip.py\n").unwrap();
    let o = run_in(&d, &["check", "--output-format", "concise", "."]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(out.contains("t.py:"), "{out}{}", stderr(&o));
    assert!(!out.contains("skip.py"), "{out}");
    assert_eq!(o.status.code(), Some(1), "{out}{}", stderr(&o));

    // Checking a subdirectory: the ignore files between it and the project root still apply.
    std::fs::write(d.join(".gitignore"), "skip.py\ngen_*.py\n").unwrap();
    std::fs::write(d.join("sub/gen_a.py"), TOOL).unwrap();
    std::fs::write(d.join("sub/kept.py"), TOOL).unwrap();
    let o = run_in(&d, &["check", "--output-format", "concise", "sub"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(out.contains("kept.py:"), "{out}{}", stderr(&o));
    assert!(
        !out.contains("skip.py") && !out.contains("gen_a.py"),
        "{out}"
    );
}

#[test]
fn the_html_reference_has_no_script_links_and_no_remote_images() {
    let d = project("html");
    std::fs::write(
        d.join("t.py"),
        "tools = [{\"type\": \"function\", \"function\": {\"name\": \"get_weather\", \"description\": \"Weather.\", \"parameters\": {\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\", \"description\": \"The city. [click](javascript:alert(1)) [data](data:text/html,x) ![pixel](https://tracker.example/p.png) [docs](https://example.com/docs) <javascript:alert(2)>\"}}, \"required\": [\"city\"]}}}]\nclient.chat.completions.create(model=\"gpt-4o\", messages=[], tools=tools)\n",
    )
    .unwrap();
    let o = run_in(&d, &["schema", "--format", "html", "t.py"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lower = out.to_lowercase();
    assert!(!lower.contains("href=\"javascript:"), "{out}");
    assert!(!lower.contains("href=\"data:"), "{out}");
    assert!(!lower.contains("<img"), "{out}");
    assert!(out.contains("href=\"https://example.com/docs\""), "{out}");
    // The text of a refused link or image is still shown.
    assert!(out.contains("click") && out.contains("pixel"), "{out}");
}

/// A hand-written tool whose name holds a terminal escape (clear screen, red).
const ESCAPE_TOOL: &str = "tools = [{\"type\": \"function\", \"function\": {\"name\": \"a\\x1b[2J\\x1b[31mb\", \"description\": \"d\", \"parameters\": {\"type\": \"object\", \"properties\": {}}}}]\nclient.chat.completions.create(model=\"gpt-4o\", messages=[], tools=tools)\n";

#[test]
fn terminal_escapes_from_tool_names_do_not_reach_the_text_formats() {
    let d = project("escapes");
    std::fs::write(d.join("t.py"), ESCAPE_TOOL).unwrap();
    for format in ["full", "concise"] {
        let o = run_in(&d, &["check", "--output-format", format, "t.py"]);
        let out = String::from_utf8_lossy(&o.stdout).to_string();
        assert!(out.contains("N001"), "{format}: {out}{}", stderr(&o));
        assert!(!out.contains('\x1b'), "{format}: {out:?}");
    }
}

#[test]
fn terminal_escapes_from_tool_names_do_not_reach_the_diff_command() {
    let d = dir("escapes-diff");
    let git = |args: &[&str]| {
        let st = Command::new("git")
            .args(["-c", "user.email=t@example.com", "-c", "user.name=t"])
            .args(args)
            .current_dir(&d)
            .output()
            .unwrap();
        assert!(
            st.status.success(),
            "{}",
            String::from_utf8_lossy(&st.stderr)
        );
    };
    git(&["init", "-q"]);
    std::fs::write(d.join("t.py"), ESCAPE_TOOL).unwrap();
    git(&["add", "t.py"]);
    git(&["commit", "-q", "-m", "one"]);
    std::fs::write(
        d.join("t.py"),
        ESCAPE_TOOL.replace(
            "\"properties\": {}",
            "\"properties\": {\"x\": {\"type\": \"string\"}}, \"required\": [\"x\"]",
        ),
    )
    .unwrap();
    let o = run_in(&d, &["diff"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(out.contains("breaking"), "{out}{}", stderr(&o));
    assert!(!out.contains('\x1b'), "{out:?}");
}

/// Runs toolsight as an unprivileged user when this test runs as root (root reads any
/// directory whatever its mode).
fn run_unprivileged(dir: &Path, args: &[&str]) -> Output {
    let root = std::fs::read_to_string("/proc/self/status")
        .unwrap()
        .lines()
        .any(|l| l.starts_with("Uid:") && l.split_whitespace().nth(1) == Some("0"));
    let mut cmd = if root {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups", bin()]);
        c
    } else {
        Command::new(bin())
    };
    cmd.args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

#[test]
fn an_unreadable_directory_is_reported() {
    use std::os::unix::fs::PermissionsExt;
    let d = project("unreadable");
    std::fs::create_dir(d.join("locked")).unwrap();
    std::fs::write(d.join("locked/hidden.py"), TOOL).unwrap();
    for p in [d.clone(), d.join(".git"), d.join("t.py")] {
        let mode = if p.is_dir() { 0o755 } else { 0o644 };
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(mode)).unwrap();
    }
    std::fs::set_permissions(d.join("locked"), std::fs::Permissions::from_mode(0o000)).unwrap();
    let o = run_unprivileged(&d, &["check", "--output-format", "concise", "."]);
    let err = stderr(&o);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    std::fs::set_permissions(d.join("locked"), std::fs::Permissions::from_mode(0o755)).unwrap();
    assert!(out.contains("t.py:"), "{out}{err}");
    assert!(err.contains("locked"), "{err}");
    assert!(out.contains("could not be"), "{out}");
    assert_eq!(o.status.code(), Some(1), "{err}");
}

#[test]
fn a_symbolic_link_loop_is_not_called_missing() {
    let d = project("loop");
    std::os::unix::fs::symlink("loop.py", d.join("loop.py")).unwrap();
    let o = run_in(&d, &["check", "loop.py"]);
    let err = stderr(&o);
    assert!(!err.contains("no such file"), "{err}");
    assert!(err.contains("symbolic links"), "{err}");
    assert_eq!(o.status.code(), Some(2), "{err}");
}

/// A class model asked for from another module whose method's first `return` reads another
/// class of that module (multicad-mcp-server: `CADInterface.validate_lineweight` returns
/// `LineWeight.THIN.value`, and `LineWeight`'s own method returns are evaluated in turn)
/// is built without a panic ("RefCell already borrowed": the memo of returns stayed borrowed
/// through the evaluation when the caller keeps none, as `check` does).
#[test]
fn a_class_whose_method_returns_read_another_class_is_modelled_without_a_panic() {
    let d = dir("nested-returns");
    std::fs::create_dir_all(d.join("pkg")).unwrap();
    std::fs::write(d.join("pkg/__init__.py"), "").unwrap();
    std::fs::write(
        d.join("pkg/shapes.py"),
        "from enum import Enum\n\n\nclass LineWeight(Enum):\n    THIN = 0\n\n    @staticmethod\n    def is_valid(w: int) -> bool:\n        return w in [x.value for x in LineWeight]\n\n\nclass Interface:\n    def validate(self, w: int) -> int:\n        return LineWeight.THIN.value\n",
    )
    .unwrap();
    std::fs::write(
        d.join("pkg/adapter.py"),
        "from pkg.shapes import Interface\n\n\nclass Adapter(Interface):\n    pass\n",
    )
    .unwrap();
    let o = run_in(&d, &["check", "pkg/adapter.py"]);
    let err = stderr(&o);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(o.status.code(), Some(0), "{err}");
}
