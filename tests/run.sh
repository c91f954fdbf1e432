#!/usr/bin/env bash
# Runs every test of the project, installing what the tests need first (Debian's neovim,
# the Python venvs with pinned packages, the VS Code extension's npm packages, code-server with
# Debian's chromium for the real-VS-Code test). This is the README's test command and what CI
# (.ci/run) calls.
#
#   tests/run.sh
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

# Each step prints how long the previous one took, so CI logs say what each step costs.
run_start=$(date +%s)
step_start=
step() {
    local now
    now=$(date +%s)
    if [[ -n "$step_start" ]]; then
        printf '   (step took %ss)\n' $((now - step_start))
    fi
    step_start=$now
    printf '\n== %s\n' "$*"
}

# Build directories and venvs are cached outside the checkout ($TOOLSIGHT_CACHE, default
# ~/.cache/toolsight), so a fresh clone (CI) does not rebuild every dependency: cargo's target
# directory (cargo itself tracks what changed) and each venv, keyed by the content of its pins
# (tests/regen.sh does the same for the oracle venvs). A real directory already in the checkout
# is used as it is.
cache="${TOOLSIGHT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/toolsight}"
mkdir -p "$cache"
if [[ ! -e target ]]; then
    mkdir -p "$cache/target"
    ln -s "$cache/target" target
fi

step "installing test dependencies"
# tmux: a terminal for the capture of Neovim's hover float.
for cmd_pkg in nvim:neovim tmux:tmux; do
    command -v "${cmd_pkg%%:*}" >/dev/null 2>&1 && continue
    if [[ $(id -u) == 0 ]]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${cmd_pkg#*:}" >/dev/null
    else
        sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${cmd_pkg#*:}" >/dev/null
    fi
done
nvim --version | head -n 1
tools="$repo/.venv-tools"
if [[ ! -d "$tools" || -L "$tools" ]]; then
    key="$(sha256sum <"$repo/tests/sarif/requirements.txt" | cut -c1-16)"
    tools="$cache/.venv-tools-$key"
    ln -sfn "$tools" "$repo/.venv-tools"
fi
if ! cmp -s "$repo/tests/sarif/requirements.txt" "$tools/requirements.txt" 2>/dev/null; then
    rm -rf "$tools"
    python3 -m venv "$tools"
    "$tools/bin/pip" install --quiet --disable-pip-version-check -r "$repo/tests/sarif/requirements.txt"
    cp "$repo/tests/sarif/requirements.txt" "$tools/requirements.txt"
fi

step "formatting (cargo fmt --check)"
cargo fmt --all -- --check

step "lints (cargo clippy -D warnings)"
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "goldens equal a fresh run of the real libraries (tests/check_goldens.sh)"
tests/check_goldens.sh

step "cargo test: units, golden fidelity, rules, CLI, language server, Neovim"
cargo build --quiet
log_dir="$(mktemp -d)"
cargo test --workspace --quiet 2>&1 | tee "$log_dir/cargo.log"
cargo_passed=$(grep -E '^test result: ok\.' "$log_dir/cargo.log" | sed -E 's/.* ([0-9]+) passed.*/\1/' | awk '{s+=$1} END {print s+0}')

step "Neovim's hover float on a terminal (tmux): the parameter table in 0.7 and 0.11"
# What a user sees; server/tests/nvim_e2e.rs checks the same float's table lines up.
tests/nvim/capture_hover.sh nvim target/debug/toolsight
tests/nvim/capture_hover.sh "$tools/bin/nvim" target/debug/toolsight

step "bounded fuzz run: 4,000 edits from a fixed seed, each re-analysed incrementally and fresh"
# Address space capped (the test's threads reserve large stacks, hence not 1 GB) so a runaway
# allocation fails this step with its input saved instead of exhausting the machine.
if ! (ulimit -v 8000000; TOOLSIGHT_FUZZ_STEPS=4000 TOOLSIGHT_FUZZ_SEED=1 TOOLSIGHT_FUZZ_LAST="$log_dir/fuzz-last.json" cargo test --quiet --test it \
    fuzz_analysis_and_incremental_reanalysis -- --nocapture) >"$log_dir/fuzz.log" 2>&1; then
    cat "$log_dir/fuzz.log"
    echo "the input being analysed (base text and edits): $log_dir/fuzz-last.json"
    cat "$log_dir/fuzz-last.json"
    exit 1
fi
grep -E '^fuzz:' "$log_dir/fuzz.log"

step "bounded --fix fuzz run: 1,500 mutated modules fixed; each must still parse, and interrupted writes keep the original"
if ! TOOLSIGHT_FUZZ_FIX_STEPS=1500 TOOLSIGHT_FUZZ_SEED=1 cargo test --quiet --test it \
    fuzz_fix_keeps_files_parsing_and_interrupted_writes_keep_the_original -- --nocapture >"$log_dir/fuzz-fix.log" 2>&1; then
    cat "$log_dir/fuzz-fix.log"
    exit 1
fi
grep -E '^fuzz --fix:' "$log_dir/fuzz-fix.log"

step "packaging: the wheel (maturin) in a fresh venv, the pre-commit hook with the real pre-commit"
# The release build lands in the shared target directory, so an unchanged tree is not rebuilt;
# pre-commit's hook environments are cached beside it.
CARGO_TARGET_DIR="$(cd target && pwd -P)" PRE_COMMIT_HOME="$cache/pre-commit" \
    tests/packaging/wheel_and_hook.sh "$tools/bin/python"

step "the sweep's independent lister: its idiom cases (tests/sweep/selftest/lister_cases.py)"
python3 tests/sweep/selftest/lister_cases.py

step "the precision tooling's unjudged listing (tests/sweep/selftest/diagnostics_unjudged.py)"
python3 tests/sweep/selftest/diagnostics_unjudged.py

step "SARIF output validates against the SARIF 2.1.0 schema"
sarif_dir="$(mktemp -d)"
trap 'rm -rf "$sarif_dir"' EXIT
status=0
target/debug/toolsight check tests/rules/fire examples --format sarif >"$sarif_dir/check.sarif" || status=$?
[[ $status == 1 ]] || { echo "expected exit 1 (errors found), got $status"; exit 1; }
"$tools/bin/python" tests/sarif/validate.py "$sarif_dir/check.sarif"

node_passed=0
if [[ -x editors/vscode/ci.sh ]]; then
    step "VS Code extension: npm ci, typecheck, lint, unit tests, bundle, vsce package"
    editors/vscode/ci.sh 2>&1 | tee "$log_dir/vscode.log"
    node_passed=$(grep -E '^ℹ pass [0-9]+' "$log_dir/vscode.log" | awk '{s+=$3} END {print s+0}')
fi
host_passed=0
if [[ -f tests/vscode-host/package-lock.json ]]; then
    step "VS Code extension in a real VS Code: code-server + headless Chromium (tests/vscode-host)"
    # The .vsix the step above built and checked.
    shopt -s nullglob
    vsix=(editors/vscode/toolsight-*.vsix)
    shopt -u nullglob
    [[ ${#vsix[@]} == 1 ]] || { echo "expected one editors/vscode/toolsight-*.vsix (editors/vscode/ci.sh), found ${#vsix[@]}"; exit 1; }
    # Debian's Chromium (Playwright cannot download its own here), ripgrep (code-server's
    # search; @vscode/ripgrep would download it) and libkrb5-dev (its kerberos module's build).
    missing=()
    for pkg in chromium ripgrep libkrb5-dev; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        if [[ $(id -u) == 0 ]]; then
            apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
        else
            sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
        fi
    fi
    # code-server and playwright-core (about 330 MB with code-server's own VS Code modules,
    # compiled here) are installed once per content of the lockfile and install script, like
    # the venvs; an install for an older key is removed (they are large).
    host_modules="$repo/tests/vscode-host/node_modules"
    if [[ ! -d "$host_modules" || -L "$host_modules" ]]; then
        key="$(cat tests/vscode-host/package-lock.json tests/vscode-host/install.sh | sha256sum | cut -c1-16)"
        host_dir="$cache/vscode-host-$key"
        if [[ ! -d "$host_dir" ]]; then
            for old in "$cache"/vscode-host-*; do
                [[ "$old" == "$host_dir" ]] || rm -rf "$old"
            done
            host_start=$(date +%s)
            tests/vscode-host/install.sh "$host_dir"
            echo "installed code-server and playwright-core in $(( $(date +%s) - host_start ))s"
        fi
        ln -sfn "$host_dir/node_modules" "$host_modules"
    fi
    # Screenshots of each step (and of a failure), code-server's and the extension's logs.
    echo "artifacts: $repo/tests/vscode-host/artifacts"
    TOOLSIGHT_BIN="$repo/target/debug/toolsight" TOOLSIGHT_VSIX="$repo/${vsix[0]}" \
        node --test --test-reporter=spec tests/vscode-host/host.test.mjs 2>&1 | tee "$log_dir/vscode-host.log"
    host_passed=$(grep -E '^ℹ pass [0-9]+' "$log_dir/vscode-host.log" | awk '{s+=$3} END {print s+0}')
fi
echo
echo "All test steps passed (cargo: $cargo_passed tests, VS Code extension: $node_passed tests, VS Code host: $host_passed tests, plus the golden regeneration and SARIF checks)."
printf '   (step took %ss; all steps %ss)\n' $(($(date +%s) - step_start)) $(($(date +%s) - run_start))
echo "tests: $((cargo_passed + node_passed + host_passed)) passed, 0 failed"
