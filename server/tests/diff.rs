//! `toolsight diff` end to end: throwaway git repositories, the built binary, exit codes and
//! the three output formats. The payloads compared are toolsight's own renderings.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// A fresh directory under the system's temporary directory.
fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-diff-e2e-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs git in `dir` with a local identity, and returns its trimmed stdout.
fn git(dir: &Path, args: &[&str]) -> String {
    let o = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args([
            "-c",
            "user.email=test@example.com",
            "-c",
            "user.name=test",
            "-c",
            "commit.gpgsign=false",
            "-c",
            "init.defaultBranch=main",
        ])
        .args(args)
        .env("GIT_CEILING_DIRECTORIES", std::env::temp_dir())
        .output()
        .expect("run git");
    assert!(
        o.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).trim().to_string()
}

fn commit_all(dir: &Path, message: &str) -> String {
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-q", "-m", message]);
    git(dir, &["rev-parse", "HEAD"])
}

/// A repository with `files` committed on `main`.
fn repo(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let d = tmpdir(name);
    git(&d, &["init", "-q"]);
    write(&d, files);
    commit_all(&d, "first");
    d
}

fn write(dir: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
}

/// Runs `toolsight diff` in `dir`, outside any CI environment.
fn diff_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .arg("diff")
        .args(args)
        .current_dir(dir)
        .env_remove("GITHUB_BASE_REF")
        .env("GIT_CEILING_DIRECTORIES", std::env::temp_dir())
        .output()
        .expect("run toolsight")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
}

/// (tool, kind, parameter, class) of every change, sorted.
fn changes(v: &Value) -> Vec<(String, String, String, String)> {
    let mut out: Vec<_> = v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().unwrap_or("").to_string();
            (s("tool"), s("kind"), s("parameter"), s("class"))
        })
        .collect();
    out.sort();
    out
}

fn change(
    tool: &str,
    kind: &str,
    parameter: &str,
    class: &str,
) -> (String, String, String, String) {
    (tool.into(), kind.into(), parameter.into(), class.into())
}

const SHOP_V1: &str = r#"from typing import Literal
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shop")


@mcp.tool()
def search(query: str, limit: int | str = 10, mode: Literal["fast", "deep", "exact"] = "fast", verbose: bool = False) -> list[str]:
    """Search the catalogue."""
    return []


@mcp.tool()
def lookup(sku: str, warehouse: str = "main") -> str:
    """Look an item up."""
    return sku


@mcp.tool()
def ping(host: str, port: int) -> str:
    """Check that a host answers."""
    return host
"#;

const SHOP_V2: &str = r#"from typing import Literal
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shop")


@mcp.tool()
def search(query: str, limit: int = 10, mode: Literal["fast", "deep"] = "fast", page: int = 1) -> list[str]:
    """Search the whole catalogue."""
    return []


@mcp.tool()
def lookup(sku: str, warehouse: str) -> str:
    """Look an item up."""
    return sku


@mcp.tool()
def check_host(host: str, port: int) -> str:
    """Check that a host answers."""
    return host
"#;

const LEGACY: &str = r#"from mcp.server.fastmcp import FastMCP

mcp = FastMCP("legacy")


@mcp.tool()
def export_all(fmt: str) -> str:
    """Export everything."""
    return fmt
"#;

#[test]
fn every_kind_of_change_to_mcp_tools_is_classified() {
    let d = repo("kinds", &[("shop.py", SHOP_V1), ("legacy.py", LEGACY)]);
    write(&d, &[("shop.py", SHOP_V2)]);
    std::fs::remove_file(d.join("legacy.py")).unwrap();

    let o = diff_in(&d, &["--format", "json"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(
        changes(&v),
        [
            change("check_host", "tool-renamed", "", "breaking"),
            change("export_all", "tool-removed", "", "breaking"),
            change("lookup", "parameter-now-required", "warehouse", "breaking"),
            change("search", "description-changed", "", "informational"),
            change("search", "enum-values-removed", "mode", "breaking"),
            change("search", "parameter-added-optional", "page", "compatible"),
            change("search", "parameter-removed", "verbose", "breaking"),
            change("search", "type-narrowed", "limit", "breaking"),
        ]
    );
    assert_eq!(v["base"]["ref"], "HEAD");
    assert_eq!(v["base"]["commit"], git(&d, &["rev-parse", "HEAD"]));
    assert_eq!(
        v["summary"],
        serde_json::json!({"breaking": 6, "compatible": 1, "informational": 1})
    );
    let renamed = v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "tool-renamed")
        .unwrap();
    assert_eq!(renamed["previous_name"], "ping");
    assert_eq!(renamed["provider"], "mcp");
    assert_eq!(renamed["framework"], "mcp");
    assert_eq!(renamed["file"], "shop.py");
    // The tool's current line: `def check_host`.
    let def_line = SHOP_V2
        .lines()
        .position(|l| l.starts_with("def check_host"))
        .unwrap()
        + 1;
    assert_eq!(renamed["line"], def_line);
    let removed_enum = v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "enum-values-removed")
        .unwrap();
    assert_eq!(removed_enum["before"], serde_json::json!(["exact"]));
    // A deleted file's tools are where they were.
    let gone = v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "tool-removed")
        .unwrap();
    assert_eq!(gone["file"], "legacy.py");

    // Text: grouped per tool, breaking first within a tool, and the summary line.
    let o = diff_in(&d, &[]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.ends_with("\n6 breaking, 1 compatible, 1 informational changes\n"),
        "{text}"
    );
    let search = text.find("search (mcp, shop.search)").expect(&text);
    let section = &text[search..];
    let section = &section[..section.find("\n\n").unwrap_or(section.len())];
    let classes: Vec<&str> = section
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(
        classes,
        [
            "breaking",
            "breaking",
            "breaking",
            "compatible",
            "informational"
        ],
        "{section}"
    );
    assert!(text.contains("`verbose` removed [mcp]"), "{text}");
    assert!(
        text.contains("`limit` type integer | string → integer"),
        "{text}"
    );

    // GitHub: an error annotation per breaking change at the tool's line, notices otherwise.
    let o = diff_in(&d, &["--format", "github"]);
    assert_eq!(o.status.code(), Some(1));
    let gh = stdout(&o);
    assert_eq!(
        gh.lines().filter(|l| l.starts_with("::error ")).count(),
        6,
        "{gh}"
    );
    assert_eq!(
        gh.lines().filter(|l| l.starts_with("::notice ")).count(),
        2,
        "{gh}"
    );
    assert!(
        gh.contains(&format!(
            "::error file=shop.py,line={def_line},title=toolsight diff tool-renamed::check_host (breaking): renamed from `ping` to `check_host` [mcp]"
        )),
        "{gh}"
    );
}

#[test]
fn compatible_changes_exit_zero_and_no_change_says_so() {
    let d = repo("compatible", &[("shop.py", SHOP_V1)]);
    let o = diff_in(&d, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let head = git(&d, &["rev-parse", "HEAD"]);
    assert_eq!(
        stdout(&o),
        format!(
            "No changes to tool schemas since HEAD ({}) (3 tool payloads compared).\n",
            &head[..10]
        )
    );
    let o = diff_in(&d, &["--format", "json"]);
    assert_eq!(json(&o)["changes"], serde_json::json!([]));
    assert_eq!(diff_in(&d, &["--format", "github"]).stdout, b"");

    // An optional parameter, a wider type, a new enum member, a new tool, a new docstring.
    let v2 = SHOP_V1
        .replace(
            "verbose: bool = False",
            "verbose: bool = False, page: int = 1",
        )
        .replace("port: int", "port: int | str")
        .replace(r#""exact"]"#, r#""exact", "fuzzy"]"#)
        .replace("Look an item up.", "Look one item up.")
        + "\n\n@mcp.tool()\ndef stats() -> str:\n    \"\"\"Statistics.\"\"\"\n    return \"\"\n";
    write(&d, &[("shop.py", &v2)]);
    let o = diff_in(&d, &["--format", "json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_eq!(
        changes(&json(&o)),
        [
            change("lookup", "description-changed", "", "informational"),
            change("ping", "type-widened", "port", "compatible"),
            change("search", "enum-values-added", "mode", "compatible"),
            change("search", "parameter-added-optional", "page", "compatible"),
            change("stats", "tool-added", "", "compatible"),
        ]
    );
    let text = stdout(&diff_in(&d, &[]));
    assert!(
        text.ends_with("\n0 breaking, 4 compatible, 1 informational changes\n"),
        "{text}"
    );
}

#[test]
fn a_branch_base_is_its_merge_base_and_a_commit_is_itself() {
    let d = repo("branches", &[("shop.py", SHOP_V1)]);
    let fork = git(&d, &["rev-parse", "HEAD"]);
    // `main` moves on with a new tool; the feature branch changes `search`.
    write(&d, &[("extra.py", LEGACY)]);
    let main_tip = commit_all(&d, "main: export tool");
    git(&d, &["checkout", "-q", "-b", "feature", &fork]);
    write(
        &d,
        &[("shop.py", &SHOP_V1.replace(", verbose: bool = False", ""))],
    );
    commit_all(&d, "feature: drop verbose");

    let expected = [change("search", "parameter-removed", "verbose", "breaking")];
    let o = diff_in(&d, &["--base", "main", "--format", "json"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let v = json(&o);
    // `export_all` exists on main only: against the merge base it is not "removed".
    assert_eq!(changes(&v), expected);
    assert_eq!(v["base"]["commit"], fork);
    assert_eq!(v["base"]["ref"], "merge base with main");

    // In a GitHub Actions pull request, GITHUB_BASE_REF names the target branch.
    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["diff", "--format", "json"])
        .current_dir(&d)
        .env("GITHUB_BASE_REF", "main")
        .env("GIT_CEILING_DIRECTORIES", std::env::temp_dir())
        .output()
        .unwrap();
    assert_eq!(changes(&json(&o)), expected);

    // A commit is compared with as it is: main's tip has `export_all`, the tree does not.
    let o = diff_in(&d, &["--base", &main_tip, "--format", "json"]);
    assert_eq!(
        changes(&json(&o)),
        [
            change("export_all", "tool-removed", "", "breaking"),
            change("search", "parameter-removed", "verbose", "breaking"),
        ]
    );
    // The working tree is clean: against HEAD there is nothing.
    assert_eq!(diff_in(&d, &[]).status.code(), Some(0));
}

#[test]
fn git_and_usage_errors_exit_two_with_one_line() {
    let plain = tmpdir("not-git");
    std::fs::write(plain.join("shop.py"), SHOP_V1).unwrap();
    let o = diff_in(&plain, &[]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("not a git repository"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");

    let d = repo("errors", &[("shop.py", SHOP_V1)]);
    let o = diff_in(&d, &["--base", "no-such-ref"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("unknown revision 'no-such-ref'"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(diff_in(&d, &["--base=-x"]).status.code(), Some(2));

    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["diff"])
        .current_dir(&d)
        .env("GITHUB_BASE_REF", "release")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("GITHUB_BASE_REF is 'release'"),
        "{}",
        stderr(&o)
    );

    let o = diff_in(&d, &["--format", "sarif"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown format"), "{}", stderr(&o));

    let outside = tmpdir("outside");
    // The repository is the first path's; another path must be inside it.
    let o = diff_in(&d, &["shop.py", outside.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("outside the repository"),
        "{}",
        stderr(&o)
    );

    let empty = repo("no-sources", &[("README.md", "hello\n")]);
    let o = diff_in(&empty, &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no Python or Rust files"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn non_ascii_tool_parameter_and_file_names() {
    let v1 = r#"from mcp.server.fastmcp import FastMCP

mcp = FastMCP("météo")


@mcp.tool(name="prévision")
def prevision(città: str, días: int = 1, größe: int = 0) -> str:
    """Prévision pour une ville."""
    return città
"#;
    let d = repo("unicode", &[("outils_été/météo.py", v1)]);
    write(
        &d,
        &[("outils_été/météo.py", &v1.replace(", größe: int = 0", ""))],
    );
    let o = diff_in(&d, &["--format", "json"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(
        changes(&v),
        [change(
            "prévision",
            "parameter-removed",
            "größe",
            "breaking"
        )]
    );
    assert_eq!(v["changes"][0]["file"], "outils_été/météo.py");
    let text = stdout(&diff_in(&d, &["outils_été"]));
    assert!(
        text.contains("outils_été/météo.py:7: prévision (mcp,"),
        "{text}"
    );
    assert!(text.contains("`größe` removed [mcp]"), "{text}");
}

#[test]
fn types_imported_from_another_module_of_the_old_revision_resolve() {
    let models = "from pydantic import BaseModel\n\n\nclass Item(BaseModel):\n    sku: str\n    qty: int = 1\n";
    let tools = r#"from mcp.server.fastmcp import FastMCP

from .models import Item

mcp = FastMCP("shop")


@mcp.tool()
def add(items: list[Item]) -> str:
    """Add items to the cart."""
    return ""
"#;
    let d = repo(
        "package",
        &[
            ("src/shop/__init__.py", ""),
            ("src/shop/models.py", models),
            ("src/shop/tools.py", tools),
            ("scripts/unrelated.py", LEGACY),
        ],
    );
    // Only the model changes; the tool's file is the one asked about.
    write(
        &d,
        &[(
            "src/shop/models.py",
            &models.replace("qty: int = 1", "qty: float = 1\n    color: str"),
        )],
    );
    let o = diff_in(&d, &["src/shop/tools.py", "--format", "json"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        changes(&json(&o)),
        [
            change(
                "add",
                "parameter-added-required",
                "items[].color",
                "breaking"
            ),
            change("add", "type-widened", "items[].qty", "compatible"),
        ]
    );
    // From a subdirectory, the default path is that directory.
    let o = diff_in(&d.join("scripts"), &["--format", "json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(json(&o)["changes"], serde_json::json!([]));
}

/// The parameters are found in every provider's payload of every framework, as toolsight
/// renders them (a function with two documented parameters, through each library).
#[test]
fn the_parameters_schema_is_found_in_every_framework_and_provider_payload() {
    let mut seen = BTreeSet::new();
    for id in toolsight::frameworks::ids() {
        let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
            .args([
                "schema",
                "tests/corpus/c12_docstrings.py::google_style",
                "--library",
                id,
            ])
            .current_dir(repo_root())
            .output()
            .unwrap();
        let entries: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
        for e in entries.iter().filter(|e| e.get("schema").is_some()) {
            let params = toolsight::diff::parameters_schema(&e["schema"])
                .unwrap_or_else(|| panic!("{id}: no parameters in {e}"));
            let names: Vec<&str> = params["properties"]
                .as_object()
                .unwrap_or_else(|| panic!("{id}: {params}"))
                .keys()
                .map(String::as_str)
                .collect();
            assert_eq!(names, ["city", "days"], "{id} {}", e["provider"]);
            seen.insert((id.to_string(), e["provider"].as_str().unwrap().to_string()));
        }
    }
    // Every provider is among them.
    let providers: BTreeSet<&str> = seen.iter().map(|(_, p)| p.as_str()).collect();
    assert_eq!(
        providers,
        BTreeSet::from([
            "anthropic",
            "gemini",
            "gemini-declaration",
            "mcp",
            "native",
            "openai-chat",
            "openai-responses"
        ])
    );
    assert!(seen.len() >= 40, "{}", seen.len());

    // Framework corpus files and Rust tools: every payload has its parameters found, and a
    // set of payloads compared with itself has no change.
    let mut all = Vec::new();
    for dir in ["tests/corpus", "tests/rust-corpus"] {
        let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
            .args(["schema", dir])
            .current_dir(repo_root())
            .output()
            .unwrap();
        let entries: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
        for e in entries.iter().filter(|e| e.get("schema").is_some()) {
            let params = toolsight::diff::parameters_schema(&e["schema"]);
            assert!(
                params.as_ref().is_some_and(Value::is_object),
                "{} {}: {}",
                e["function"],
                e["provider"],
                e["schema"]
            );
        }
        all.extend(entries);
    }
    assert!(all.len() > 100, "{}", all.len());
    assert_eq!(toolsight::diff::diff(&all, &all), []);
}

#[test]
fn strict_mode_and_a_payload_that_no_longer_builds_are_breaking() {
    let agents = r#"from agents import function_tool


@function_tool(strict_mode=False)
def lookup(city: str, days: int = 1) -> str:
    """Look up."""
    return city
"#;
    let stores = r#"import stores


def convert(amount: int) -> int:
    """Convert."""
    return amount


index = stores.Index([convert])
"#;
    let d = repo(
        "strict",
        &[("agents_tools.py", agents), ("stores_tools.py", stores)],
    );
    write(
        &d,
        &[
            // openai-agents is strict by default.
            (
                "agents_tools.py",
                &agents.replace("(strict_mode=False)", ""),
            ),
            // stores raises TypeError for a bare `dict`.
            (
                "stores_tools.py",
                &stores.replace("amount: int", "amount: dict"),
            ),
        ],
    );
    let o = diff_in(&d, &["--format", "json"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let v = json(&o);
    let per_provider = |tool: &str, kind: &str, parameter: &str, providers: &[&str]| {
        providers
            .iter()
            .map(|_| change(tool, kind, parameter, "breaking"))
            .collect::<Vec<_>>()
    };
    let mut expected = per_provider(
        "convert",
        "tool-error-appeared",
        "",
        &["anthropic", "gemini", "openai-chat", "openai-responses"],
    );
    expected.extend(per_provider(
        "lookup",
        "parameter-now-required",
        "days",
        &["native", "openai-chat", "openai-responses"],
    ));
    expected.extend(per_provider(
        "lookup",
        "strict-enabled",
        "",
        &["native", "openai-chat", "openai-responses"],
    ));
    assert_eq!(changes(&v), expected);
    let error = v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "tool-error-appeared")
        .unwrap();
    assert_eq!(error["after"]["code"], "TypeError");
    // In text, one line per change with its providers.
    let text = stdout(&diff_in(&d, &[]));
    assert!(
        text.contains("strict-enabled            strict mode enabled: every parameter is now required and no other is accepted [native, openai-responses, openai-chat]"),
        "{text}"
    );
    assert!(
        text.ends_with("\n3 breaking, 0 compatible, 0 informational changes\n"),
        "{text}"
    );
}
