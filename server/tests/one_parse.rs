//! One parse per module in a `check` run: a module is parsed once and that tree serves its
//! check, the search for the tools it registers elsewhere, the names other modules resolve
//! in it and the rules that read its syntax (issue 28). `TOOLSIGHT_PARSE_STATS` reports the
//! whole texts parsed apart from the annotation snippets.

use std::path::{Path, PathBuf};
use std::process::Command;

fn package(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("toolsight-one-parse-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pkg = dir.join("shop");
    std::fs::create_dir_all(&pkg).unwrap();
    let files: &[(&str, &str)] = &[
        ("__init__.py", "\"\"\"A shop.\"\"\"\n"),
        (
            "server.py",
            "from fastmcp import FastMCP\n\nmcp = FastMCP(\"shop\")\n",
        ),
        (
            "models.py",
            "from pydantic import BaseModel\n\n\nclass Order(BaseModel):\n    \
             \"\"\"An order.\"\"\"\n\n    id: int\n    note: \"Note\"\n\n\n\
             class Note(BaseModel):\n    text: str\n",
        ),
        (
            "helpers.py",
            "from .models import Order\n\n\ndef lookup(order: \"Order\", again: \"Order\") -> str:\n    \
             \"\"\"Look an order up; its parameters are read from the signature.\"\"\"\n    \
             return str(order.id)\n\n\ndef cancel(order: \"Order\") -> bool:\n    \
             return True\n",
        ),
        (
            "notes.py",
            "from .models import Note, Order\nfrom .server import mcp\n\n\n@mcp.tool\n\
             def add_note(order: Order, note: \"Note\") -> str:\n    \"\"\"Add a note.\"\"\"\n    \
             return note.text\n",
        ),
        (
            "app.py",
            "from .helpers import cancel, lookup\nfrom .server import mcp\n\n\
             mcp.add_tool(lookup)\nmcp.add_tool(cancel)\n",
        ),
    ];
    for (file, text) in files {
        std::fs::write(pkg.join(file), text).unwrap();
    }
    dir
}

/// (module parses, their bytes, files checked, their bytes) from the stats line.
fn stats(dir: &Path) -> (u64, u64, u64, u64, String) {
    stats_with(dir, &[])
}

fn stats_with(dir: &Path, env: &[(&str, &str)]) -> (u64, u64, u64, u64, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args([
            "check",
            "--exit-zero",
            "--output-format",
            "json",
            "--threads",
            "1",
        ])
        .arg(dir)
        .env("TOOLSIGHT_PARSE_STATS", "1")
        .envs(env.iter().copied())
        .output()
        .expect("run toolsight");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let line = stderr
        .lines()
        .find(|l| l.contains(" parses of "))
        .unwrap_or_else(|| panic!("no parse stats in {stderr:?}"));
    let numbers: Vec<u64> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect();
    // "N parses of B bytes, and S snippets of SB bytes; F files of R bytes checked"
    assert_eq!(numbers.len(), 6, "{line}");
    (numbers[0], numbers[1], numbers[4], numbers[5], stdout)
}

#[test]
fn every_module_is_parsed_once_in_a_check() {
    let dir = package("once");
    let (parses, bytes, files, read, out) = stats(&dir);
    // The run found the tools `app.py` registers from `helpers.py` (else it proves nothing):
    // `cancel` has no docstring.
    assert!(
        out.contains("helpers.py") && out.contains("`cancel` has no docstring"),
        "{out}"
    );
    assert_eq!(files, 6);
    assert_eq!(
        (parses, bytes),
        (files, read),
        "modules parsed more than once"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A module without tools is not parsed again for the rules when its tree was not kept: the
/// description rules look for run-time `.description` assignments only for a tool. (A
/// framework-importing module is analysed for its registrations first; with no tree kept,
/// main's build of 2026-11-27 parsed `labels.py` a third time for those assignments.)
#[test]
fn a_module_without_tools_is_not_parsed_again_for_its_rules() {
    let dir = std::env::temp_dir().join(format!(
        "toolsight-one-parse-{}-no-tools",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let pkg = dir.join("pkg");
    std::fs::create_dir_all(&pkg).unwrap();
    std::fs::write(pkg.join("__init__.py"), "").unwrap();
    std::fs::write(
        pkg.join("labels.py"),
        "from langchain_core.tools import tool\n\n\nclass Label:\n    pass\n\n\n\
         label = Label()\nlabel.description = \"a label\"\n",
    )
    .unwrap();
    let (parses, _, files, _, out) = stats_with(&dir, &[("TOOLSIGHT_TREE_BUDGET_MIB", "0")]);
    assert_eq!(files, 2, "{out}");
    assert_eq!(parses, files, "a module parsed again: {out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Framework modules that register nothing of other modules are parsed once even with no
/// tree kept: the index of registrations is taken from their checks, which hand their tree
/// to the rules. (main's build of 2026-11-28 analysed each of them for its registrations
/// before any check, with the tree dropped by its check, and the rules, which read a tool's
/// module for run-time `.description` assignments, parsed each a second time.)
#[test]
fn framework_modules_are_parsed_once_without_a_tree_budget() {
    let dir = std::env::temp_dir().join(format!(
        "toolsight-one-parse-{}-framework",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let pkg = dir.join("pkg");
    std::fs::create_dir_all(&pkg).unwrap();
    std::fs::write(pkg.join("__init__.py"), "").unwrap();
    for name in ["search", "weather", "files"] {
        std::fs::write(
            pkg.join(format!("{name}.py")),
            format!(
                "from langchain_core.tools import tool\n\n\n@tool\n\
                 def {name}(query: str) -> str:\n    \"\"\"Look {name} up: its description.\"\"\"\n    \
                 return query\n"
            ),
        )
        .unwrap();
    }
    let (parses, _, files, _, out) = stats_with(&dir, &[("TOOLSIGHT_TREE_BUDGET_MIB", "0")]);
    assert_eq!(files, 4, "{out}");
    assert_eq!(parses, files, "a module parsed again: {out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A package of three langchain tool classes in their own modules that extend `Helper`,
/// defined in the module `base` (named so that it sorts before or after them).
fn tool_classes_over_a_base(suffix: &str, base: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "toolsight-one-parse-{}-{suffix}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let pkg = dir.join("pkg");
    std::fs::create_dir_all(&pkg).unwrap();
    std::fs::write(pkg.join("__init__.py"), "").unwrap();
    std::fs::write(
        pkg.join(format!("{base}.py")),
        "class Helper:\n    \"\"\"A base.\"\"\"\n\n    def run(self, q: str) -> str:\n        return q\n",
    )
    .unwrap();
    for name in ["search", "weather", "files"] {
        std::fs::write(
            pkg.join(format!("{name}.py")),
            format!(
                "from langchain_core.tools import BaseTool\n\nfrom pkg.{base} import Helper\n\n\n\
                 class Look{name}(Helper, BaseTool):\n    name: str = \"{name}\"\n    \
                 description: str = \"Look {name} up.\"\n\n    \
                 def _run(self, query: str) -> str:\n        return query\n"
            ),
        )
        .unwrap();
    }
    dir
}

/// A question several modules ask about one name of another module (the bases of the class
/// three tool classes extend) is answered once per run: without a tree kept, main's build of
/// 2026-11-28 parsed `base.py` again for each module that asked (8 parses for 5 files).
#[test]
fn a_question_many_modules_ask_is_answered_once() {
    let dir = tool_classes_over_a_base("asked", "base");
    let (parses, _, files, _, out) = stats_with(&dir, &[("TOOLSIGHT_TREE_BUDGET_MIB", "0")]);
    assert_eq!(files, 5, "{out}");
    // `base.py` once for its own check and once for the first module asking about `Helper`
    // (no tree is kept between them).
    assert_eq!(parses, files + 1, "a module parsed again: {out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A module a question parses before its own check is checked next, with that tree: without
/// a tree kept, `files.py`'s check parses `zbase.py` for `Helper`, and main's build of d83a32a
/// (files in their order) parsed `zbase.py` again for its own check (6 parses for 5 files).
#[test]
fn a_module_asked_about_before_its_check_is_parsed_once() {
    let dir = tool_classes_over_a_base("asked-first", "zbase");
    let (parses, _, files, _, out) = stats_with(&dir, &[("TOOLSIGHT_TREE_BUDGET_MIB", "0")]);
    assert_eq!(files, 5, "{out}");
    assert_eq!(parses, files, "a module parsed again: {out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A module that several threads ask about at once is parsed once: the others wait for that
/// parse. Eight tool classes extend `Helper` of a 650 KB module, checked on four threads with
/// every tree kept; main's build of e6ec43b parsed `zbase.py` once per thread (13 parses for
/// 10 files in three runs of three; agno at two threads: 34 such parses, 2.9 MB).
#[test]
fn a_module_asked_about_by_threads_at_once_is_parsed_once() {
    let dir = std::env::temp_dir().join(format!(
        "toolsight-one-parse-{}-at-once",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let pkg = dir.join("pkg");
    std::fs::create_dir_all(&pkg).unwrap();
    std::fs::write(pkg.join("__init__.py"), "").unwrap();
    // Long enough that its parse outlasts the start of the other threads' checks.
    let mut base =
        String::from("class Helper:\n    \"\"\"A base.\"\"\"\n\n    def run(self, q: str) -> str:\n        return q\n");
    for i in 0..12_000 {
        base.push_str(&format!(
            "\n\ndef filler_{i}(x: int) -> int:\n    return x + {i}\n"
        ));
    }
    std::fs::write(pkg.join("zbase.py"), base).unwrap();
    for i in 0..8 {
        std::fs::write(
            pkg.join(format!("t{i}.py")),
            format!(
                "from langchain_core.tools import BaseTool\n\nfrom pkg.zbase import Helper\n\n\n\
                 class Look{i}(Helper, BaseTool):\n    name: str = \"t{i}\"\n    \
                 description: str = \"Look {i} up.\"\n\n    \
                 def _run(self, query: str) -> str:\n        return query\n"
            ),
        )
        .unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["check", "--exit-zero", "--output-format", "json"])
        .args(["--threads", "4"])
        .arg(&dir)
        .env("TOOLSIGHT_PARSE_STATS", "1")
        .env("TOOLSIGHT_PARSE_LOG", "1")
        .env("TOOLSIGHT_TREE_BUDGET_MIB", "64")
        .output()
        .expect("run toolsight");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let zbase: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("toolsight-parse\t") && l.contains("\tpkg.zbase\t"))
        .collect();
    // Parsed for a question about `Helper` (the checks did ask), and only once.
    assert!(
        zbase.first().is_some_and(|l| l.ends_with("\tquestion")),
        "{stderr}"
    );
    assert_eq!(zbase.len(), 1, "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
