#!/usr/bin/env bash
# Runs every test of the project, installing what the tests need first. This is the README's
# test command and what CI (.ci/run) calls.
#
#   tests/run.sh            everything
#   SKIP_ORACLE=1 tests/run.sh   skip re-running the real libraries (no Python 3.12 needed)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

step() { printf '\n== %s\n' "$*"; }

step "formatting (cargo fmt --check)"
cargo fmt --all -- --check

step "lints (cargo clippy -D warnings)"
cargo clippy --workspace --all-targets --quiet -- -D warnings

if [[ "${SKIP_ORACLE:-}" != 1 ]]; then
    step "goldens still equal a fresh run of the real libraries (tests/check_goldens.sh)"
    tests/check_goldens.sh
fi

step "cargo test (unit, golden fidelity, CLI and language-server end-to-end)"
cargo test --workspace --quiet 2>&1 | tee /tmp/toolsight-cargo-test.log
