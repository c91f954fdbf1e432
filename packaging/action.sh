#!/usr/bin/env bash
# The GitHub Action's one step (action.yml), a plain script so that it can be tested locally
# (server/tests/packaging.rs runs it). Installs toolsight unless it is on PATH, then checks.
#
# Environment: INPUT_PATHS, INPUT_FORMAT (github|sarif), INPUT_SARIF_FILE, INPUT_ARGS,
# GITHUB_ACTION_PATH (this repository), GITHUB_OUTPUT, RUNNER_TEMP.
set -euo pipefail
action="${GITHUB_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
if ! command -v toolsight >/dev/null 2>&1; then
    # The wheel of pyproject.toml (maturin builds the binary with the runner's Rust).
    venv="${RUNNER_TEMP:-/tmp}/toolsight-venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$action"
    export PATH="$venv/bin:$PATH"
fi
echo "toolsight: $(toolsight --version)"
read -r -a paths <<<"${INPUT_PATHS:-.}"
read -r -a args <<<"${INPUT_ARGS:-}"
case "${INPUT_FORMAT:-github}" in
    github)
        toolsight check --format github "${args[@]}" "${paths[@]}"
        ;;
    sarif)
        out="${INPUT_SARIF_FILE:-toolsight.sarif}"
        status=0
        toolsight check --format sarif "${args[@]}" "${paths[@]}" >"$out" || status=$?
        echo "sarif-file=$out" >>"${GITHUB_OUTPUT:-/dev/null}"
        # Findings are the report's business (code scanning shows them); only a usage error
        # (exit 2) fails the step.
        [[ $status -le 1 ]] || exit "$status"
        ;;
    *)
        echo "toolsight action: format must be github or sarif, not '${INPUT_FORMAT}'" >&2
        exit 2
        ;;
esac
