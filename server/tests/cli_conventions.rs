//! The command line as ruff's users expect it: strict settings, `--exit-zero`,
//! `--statistics`, `--quiet`, `--output-format`, `--color`, `--show-settings`, shell
//! completions, stdin, and `--fix` / `--unsafe-fixes` / `--diff` on copies in temp dirs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Runs toolsight from the repository root with `stdin` as its input and `env` set (the
/// colour variables are cleared first, so the caller's terminal settings do not leak in).
fn run_with(args: &[&str], stdin: &str, env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_toolsight"));
    cmd.args(args)
        .current_dir(repo())
        .env_remove("NO_COLOR")
        .env_remove("FORCE_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("run toolsight");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn run(args: &[&str]) -> Output {
    run_with(args, "", &[])
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-conv-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const WEATHER: &str = "examples/weather_tools.py";

#[test]
fn unknown_codes_keys_and_bad_values_are_errors_naming_where() {
    let o = run(&["check", WEATHER, "--select", "N,ZZZ9"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--select: unknown rule code `ZZZ9`"),
        "{}",
        stderr(&o)
    );
    let o = run(&["check", WEATHER, "--ignore", "N0,L"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "a prefix of codes is a selector: {}",
        stderr(&o)
    );

    let d = tmpdir("strict-config");
    std::fs::copy(repo().join(WEATHER), d.join("weather_tools.py")).unwrap();
    let pyproject = d.join("pyproject.toml");
    std::fs::write(
        &pyproject,
        "[tool.toolsight]\nselect = [\"N\", \"Q1\"]\nbogus = 1\n[tool.toolsight.severity]\nZ001 = \"warning\"\n[tool.toolsight.tokens]\ntool-budget = \"many\"\n",
    )
    .unwrap();
    for cmd in ["check", "schema"] {
        let o = run(&[cmd, d.join("weather_tools.py").to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr(&o));
        let err = stderr(&o);
        let at = format!("toolsight: {}: ", pyproject.display());
        for problem in [
            "unknown setting `bogus`",
            "unknown rule code `Q1` in `select`",
            "unknown rule code `Z001` in `severity`",
            "`tokens.tool-budget` must be a number of tokens, found \"many\"",
        ] {
            assert!(err.contains(&format!("{at}{problem}")), "{cmd}: {err}");
        }
        assert!(o.stdout.is_empty(), "{cmd}: nothing is checked");
    }
    std::fs::write(&pyproject, "[tool.toolsight]\nselect = [\"N\"\n").unwrap();
    let o = run(&["check", d.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("invalid TOML"), "{}", stderr(&o));

    // Overrides are named as `--config`, the file's settings stay valid.
    std::fs::write(&pyproject, "[tool.toolsight]\nselect = [\"N\"]\n").unwrap();
    let o = run(&["check", d.to_str().unwrap(), "--config", "gemini.api=mars"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("toolsight: --config: `gemini.api` must be"),
        "{}",
        stderr(&o)
    );
    let o = run(&[
        "check",
        d.to_str().unwrap(),
        "--config",
        "ignore=[\"NOPE\"]",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--config: unknown rule code `NOPE` in `ignore`"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn exit_zero_quiet_statistics_and_output_formats() {
    let o = run(&["check", WEATHER]);
    assert_eq!(o.status.code(), Some(1));
    let o = run(&["check", WEATHER, "--exit-zero"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("N001"));

    let full = stdout(&run(&["check", WEATHER]));
    assert!(full.contains("Found 6 problems"), "{full}");
    let quiet = stdout(&run(&["check", WEATHER, "-q"]));
    assert!(
        quiet.contains("N001") && !quiet.contains("Found"),
        "{quiet}"
    );
    // `--format` and `text` are kept: the old spellings give the new default.
    assert_eq!(stdout(&run(&["check", WEATHER, "--format", "text"])), full);
    assert_eq!(
        stdout(&run(&["check", WEATHER, "--output-format", "full"])),
        full
    );

    let concise = stdout(&run(&[
        "check",
        WEATHER,
        "--output-format",
        "concise",
        "-q",
    ]));
    let lines: Vec<&str> = concise.lines().collect();
    assert_eq!(lines.len(), 6, "{concise}");
    assert!(
        lines.contains(&"examples/weather_tools.py:43:5: N005 [error] tool name `größe` has characters Gemini rejects (allowed: letters, digits, `_`, `.`, `:`, `-`)"),
        "{concise}"
    );
    let o = run(&["check", WEATHER, "--output-format", "pylint"]);
    assert_eq!(o.status.code(), Some(2));

    // Sorted by count, then code; the rule's name last.
    let o = run(&["check", WEATHER, "--statistics"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "3\tV001\tgemini-non-none-default\n1\tL001\tlibrary-raises\n1\tN001\ttool-name-charset\n1\tN005\tgemini-tool-name-charset\n"
    );
    let o = run(&["check", WEATHER, "--statistics", "--output-format", "json"]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v[0]["code"], "V001");
    assert_eq!(v[0]["count"], 3);
    assert_eq!(v[0]["fixable"], false);
    // With `--unsafe-fixes`, the renames count as fixable; V001 here is a default selectools
    // leaves out of the Gemini payload, which no fix makes the model see.
    let o = run(&["check", WEATHER, "--statistics", "--unsafe-fixes"]);
    assert!(
        stdout(&o).starts_with(
            "3\tV001\t[ ] gemini-non-none-default\n1\tL001\t[ ] library-raises\n1\tN001\t[*] tool-name-charset\n"
        ),
        "{}",
        stdout(&o)
    );
}

#[test]
fn show_settings_says_where_each_value_comes_from() {
    let d = tmpdir("show-settings");
    std::fs::write(d.join("tools.py"), "def f(): pass\n").unwrap();
    let toml = d.join("toolsight.toml");
    std::fs::write(
        &toml,
        "providers = [\"gemini\"]\n[tokens]\nset-budget = 20\n",
    )
    .unwrap();
    let o = run(&[
        "check",
        d.join("tools.py").to_str().unwrap(),
        "--show-settings",
        "--config",
        "tokens.tool-budget=5",
        "--select",
        "V",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let line = |key: &str| {
        out.lines()
            .find(|l| l.starts_with(&format!("{key} = ")))
            .unwrap_or_else(|| panic!("no {key} in {out}"))
            .to_string()
    };
    let from_file = format!("# from {}", toml.display());
    assert!(line("providers").contains("[\"gemini\"]"), "{out}");
    assert!(line("providers").ends_with(&from_file), "{out}");
    assert!(line("tokens.set-budget").ends_with(&from_file), "{out}");
    assert!(
        line("tokens.tool-budget").starts_with("tokens.tool-budget = 5 "),
        "{out}"
    );
    assert!(
        line("tokens.tool-budget").ends_with("# from --config"),
        "{out}"
    );
    assert!(
        line("select").contains("[\"V\"]") && line("select").contains("--select"),
        "{out}"
    );
    assert!(line("library").ends_with("# from default"), "{out}");
    assert!(
        out.contains(&format!("# Configuration file: {}", toml.display())),
        "{out}"
    );
}

#[test]
fn completions_for_shells() {
    let o = run(&["completions", "bash"]);
    assert_eq!(o.status.code(), Some(0));
    let bash = stdout(&o);
    assert!(
        bash.contains("_toolsight()") && bash.contains("--output-format"),
        "{bash}"
    );
    let o = run(&["completions", "zsh"]);
    assert!(
        stdout(&o).starts_with("#compdef toolsight"),
        "{}",
        stdout(&o)
    );
    // ruff's name for the command works too.
    let o = run(&["generate-shell-completion", "fish"]);
    assert!(
        stdout(&o).contains("complete -c toolsight"),
        "{}",
        stdout(&o)
    );
    assert_eq!(run(&["completions", "tcsh"]).status.code(), Some(2));
}

#[test]
fn stdin_is_checked_and_rendered_under_its_filename() {
    let source = std::fs::read_to_string(repo().join(WEATHER)).unwrap();
    let o = run_with(
        &["check", "-", "--output-format", "concise", "-q"],
        &source,
        &[],
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("-:17:41: V001 [info]"),
        "{}",
        stdout(&o)
    );

    // The name, module and configuration come from `--stdin-filename`.
    let d = tmpdir("stdin");
    std::fs::create_dir_all(d.join("pkg")).unwrap();
    std::fs::write(d.join("pkg/__init__.py"), "").unwrap();
    std::fs::write(
        d.join("pyproject.toml"),
        "[tool.toolsight]\nproviders = [\"gemini\"]\n",
    )
    .unwrap();
    let name = d.join("pkg/weather.py");
    let name = name.to_str().unwrap();
    let o = run_with(
        &[
            "check",
            "-",
            "--stdin-filename",
            name,
            "--output-format",
            "json",
        ],
        &source,
        &[],
    );
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v.iter().all(|d| d["file"] == name), "{v:?}");
    // Only Gemini is targeted: the Anthropic/OpenAI name rule is not reported.
    let codes: Vec<&str> = v.iter().map(|d| d["code"].as_str().unwrap()).collect();
    assert!(
        codes.contains(&"N005") && !codes.contains(&"N001"),
        "{codes:?}"
    );
    // `--stdin-filename` alone reads stdin, as in ruff.
    let o = run_with(&["check", "--stdin-filename", name, "-q"], &source, &[]);
    assert!(stdout(&o).contains("pkg/weather.py:43:5"), "{}", stdout(&o));

    let o = run_with(
        &[
            "schema",
            "-::get_forecast",
            "--stdin-filename",
            name,
            "--provider",
            "gemini",
        ],
        &source,
        &[],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v.len(), 1, "{v:?}");
    assert_eq!(v[0]["function"], "pkg.weather.get_forecast");
    assert_eq!(v[0]["file"], name);
    let o = run_with(&["schema", "-", "--provider", "anthropic"], &source, &[]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v[0]["function"], "stdin.get_forecast");
    assert_eq!(v[0]["file"], "-");
    let o = run(&["check", "-", WEATHER]);
    assert_eq!(o.status.code(), Some(2));
}

/// A stores tool without a docstring (D001, safe fix) next to a badly named one (N001,
/// unsafe rename).
const FIXABLE: &str = "import stores\n\n\ndef refund_order(order_id: str, amount: float) -> str:\n    return \"ok\"\n\n\ndef größe(stadt: str) -> int:\n    \"\"\"Population of a city.\"\"\"\n    return 0\n\n\nindex = stores.Index([refund_order, größe])\n";

const DOCSTRING: &str = "    \"\"\"TODO: describe what `refund_order` does.\n\n    Args:\n        order_id: TODO.\n        amount: TODO.\n    \"\"\"\n";

#[test]
fn fix_applies_safe_fixes_and_reports_what_remains() {
    let d = tmpdir("fix");
    let f = d.join("orders.py");
    std::fs::write(&f, FIXABLE).unwrap();
    let path = f.to_str().unwrap();

    let o = run(&["check", path]);
    assert!(
        stdout(&o).contains("[*] 1 fixable with the `--fix` option (2 hidden fixes can be enabled with the `--unsafe-fixes` option)."),
        "{}",
        stdout(&o)
    );
    let o = run(&["check", path, "--output-format", "json"]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    let applicability =
        |code: &str| v.iter().find(|d| d["code"] == code).unwrap()["fix"]["applicability"].clone();
    assert_eq!(applicability("D001"), "safe");
    assert_eq!(applicability("N001"), "unsafe");

    // `--diff` writes nothing and exits 1 because there are changes.
    let o = run(&["check", path, "--diff"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let diff = stdout(&o);
    assert!(
        diff.starts_with(&format!("--- {path}\n+++ {path}\n@@ ")),
        "{diff}"
    );
    assert!(
        diff.contains("+    \"\"\"TODO: describe what `refund_order` does.\n"),
        "{diff}"
    );
    assert!(!diff.contains("grosse"), "unsafe fixes stay out: {diff}");
    assert!(
        stderr(&o).contains("Would fix 1 problem."),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&f).unwrap(), FIXABLE);

    // `--fix` writes the safe fix and reports what remains: the name errors.
    let o = run(&["check", path, "--fix"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("Fixed 1 problem.\n"), "{out}");
    assert!(out.contains("N001") && !out.contains("D001"), "{out}");
    assert!(out.contains("Found 2 problems remaining"), "{out}");
    let fixed = std::fs::read_to_string(&f).unwrap();
    assert_eq!(
        fixed,
        FIXABLE.replace(
            "-> str:\n    return \"ok\"",
            &format!("-> str:\n{DOCSTRING}    return \"ok\"")
        )
    );
    // Nothing safe is left: a second `--fix` changes nothing, and `--diff` exits 0.
    let o = run(&["check", path, "--diff"]);
    assert_eq!((o.status.code(), stdout(&o)), (Some(0), String::new()));

    // `--unsafe-fixes` renames the tool everywhere in the file; N001 and N005 propose the
    // same rename and are both fixed by it.
    let o = run(&["check", path, "--fix", "--unsafe-fixes"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("Fixed 2 problems.\nAll checks passed.\n"),
        "{}",
        stdout(&o)
    );
    let fixed = std::fs::read_to_string(&f).unwrap();
    assert!(fixed.contains("def grosse(stadt: str)"), "{fixed}");
    assert!(
        fixed.contains("stores.Index([refund_order, grosse])"),
        "{fixed}"
    );
    assert!(!fixed.contains("größe"), "{fixed}");
}

#[test]
fn fix_on_stdin_prints_the_fixed_source() {
    let o = run_with(&["check", "-", "--fix", "--select", "D"], FIXABLE, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        FIXABLE.replace(
            "-> str:\n    return \"ok\"",
            &format!("-> str:\n{DOCSTRING}    return \"ok\"")
        )
    );
    assert!(stderr(&o).contains("Fixed 1 problem."), "{}", stderr(&o));
}

#[test]
fn colour_follows_the_flag_and_the_environment() {
    let esc = |o: &Output| stdout(o).contains("\x1b[");
    // Off a terminal (the test's pipe): plain unless asked for.
    assert!(!esc(&run(&["check", WEATHER])));
    assert!(esc(&run(&["check", WEATHER, "--color", "always"])));
    assert!(esc(&run_with(
        &["check", WEATHER],
        "",
        &[("FORCE_COLOR", "1")]
    )));
    assert!(esc(&run_with(
        &["check", WEATHER],
        "",
        &[("CLICOLOR_FORCE", "1")]
    )));
    assert!(!esc(&run_with(
        &["check", WEATHER],
        "",
        &[("FORCE_COLOR", "1"), ("NO_COLOR", "1")]
    )));
    assert!(!esc(&run_with(
        &["check", WEATHER, "--color", "never"],
        "",
        &[("FORCE_COLOR", "1")]
    )));
    assert!(esc(&run_with(
        &["check", WEATHER, "--color", "always"],
        "",
        &[("NO_COLOR", "1")]
    )));
    // Colour never reaches the machine formats.
    assert!(!esc(&run(&[
        "check",
        WEATHER,
        "--color",
        "always",
        "--output-format",
        "concise"
    ])));
    // Coloured or not, the text is the same.
    let plain = stdout(&run(&["check", WEATHER]));
    let coloured = stdout(&run(&["check", WEATHER, "--color", "always"]));
    assert_eq!(strip_ansi(&coloured), plain);
}

fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}
