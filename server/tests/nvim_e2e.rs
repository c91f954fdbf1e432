//! A real editor: headless Neovim loads the plugin from `editors/nvim`, opens a sample file
//! with `toolsight lsp` attached, waits for diagnostics, hovers and runs `:ToolsightSchemas`.
//! `tests/nvim/run_test.lua` does the checks inside Neovim; this test runs it and reads its
//! report. Neovim must be installed (`tests/run.sh` installs Debian's package).

use std::path::Path;
use std::process::Command;

#[test]
fn neovim_plugin_attaches_and_shows_schemas() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let nvim = std::env::var("NVIM").unwrap_or_else(|_| "nvim".into());
    let version = Command::new(&nvim).arg("--version").output();
    assert!(
        version.as_ref().is_ok_and(|o| o.status.success()),
        "Neovim is required for this test (apt-get install neovim; tests/run.sh installs it)"
    );
    let report = std::env::temp_dir().join(format!("toolsight-nvim-{}.txt", std::process::id()));
    let status = Command::new(&nvim)
        .args(["--headless", "-u", "NONE", "-i", "NONE", "--cmd"])
        .arg(format!("set rtp^={}", repo.join("editors/nvim").display()))
        .arg("-c")
        .arg(format!(
            "luafile {}",
            repo.join("tests/nvim/run_test.lua").display()
        ))
        .env("TOOLSIGHT_BIN", env!("CARGO_BIN_EXE_toolsight"))
        .env("TOOLSIGHT_SAMPLE", repo.join("tests/nvim/sample.py"))
        .env("TOOLSIGHT_RESULT", &report)
        .status()
        .expect("run nvim");
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_file(&report);
    eprintln!("{text}");
    assert!(status.success(), "Neovim test failed:\n{text}");
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
