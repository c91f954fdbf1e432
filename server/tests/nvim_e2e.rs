//! A real editor: headless Neovim loads the plugin from `editors/nvim`, opens a sample file
//! (Python, then Rust) with `toolsight lsp` attached, waits for it, hovers and runs
//! `:ToolsightSchemas`.
//! `tests/nvim/run_test.lua` does the checks inside Neovim; this test runs it and reads its
//! report. Neovim must be installed (`tests/run.sh` installs Debian's package).

use std::path::Path;
use std::process::Command;

/// Runs `tests/nvim/run_test.lua` on `sample` in headless Neovim: whether Neovim exited
/// cleanly, and the script's report.
fn run_nvim(sample: &str) -> (bool, String) {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let nvim = std::env::var("NVIM").unwrap_or_else(|_| "nvim".into());
    let version = Command::new(&nvim).arg("--version").output();
    assert!(
        version.as_ref().is_ok_and(|o| o.status.success()),
        "Neovim is required for this test (apt-get install neovim; tests/run.sh installs it)"
    );
    let report = std::env::temp_dir().join(format!(
        "toolsight-nvim-{}-{sample}.txt",
        std::process::id()
    ));
    let status = Command::new(&nvim)
        .args(["--headless", "-u", "NONE", "-i", "NONE", "--cmd"])
        .arg(format!("set rtp^={}", repo.join("editors/nvim").display()))
        .arg("-c")
        .arg(format!(
            "luafile {}",
            repo.join("tests/nvim/run_test.lua").display()
        ))
        .env("TOOLSIGHT_BIN", env!("CARGO_BIN_EXE_toolsight"))
        .env("TOOLSIGHT_SAMPLE", repo.join("tests/nvim").join(sample))
        .env("TOOLSIGHT_RESULT", &report)
        .status()
        .expect("run nvim");
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_file(&report);
    eprintln!("{text}");
    (status.success(), text)
}

#[test]
fn neovim_plugin_attaches_and_shows_schemas() {
    let (ok, text) = run_nvim("sample.py");
    assert!(ok, "Neovim test failed:\n{text}");
    assert!(!text.contains("FAIL"), "{text}");
    for expected in [
        "ok   N001 reported by toolsight",
        "ok   hover shows JSON payloads",
        "ok   native payload listed",
        "ok   :checkhealth toolsight runs",
    ] {
        assert!(text.contains(expected), "missing `{expected}` in:\n{text}");
    }
}

/// A Rust buffer: the plugin attaches (toolsight beside rust-analyzer, which is not installed
/// here), and the hover over an rmcp `#[tool]` fn shows its `tools/list` entry.
#[test]
fn neovim_plugin_attaches_to_rust_and_hovers_an_rmcp_tool() {
    let (ok, text) = run_nvim("sample.rs");
    assert!(ok, "Neovim test failed:\n{text}");
    assert!(!text.contains("FAIL"), "{text}");
    for expected in [
        "ok   rust filetype detected",
        "ok   toolsight attached to the rust buffer",
        "ok   hover shows the tools/list entry's name",
        "ok   hover keeps the non-ASCII description",
        "ok   :ToolsightHover opens a float",
        "ok   mcp payload listed",
        "ok   :checkhealth toolsight runs",
    ] {
        assert!(text.contains(expected), "missing `{expected}` in:\n{text}");
    }
}
