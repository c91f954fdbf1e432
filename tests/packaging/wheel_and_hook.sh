#!/usr/bin/env bash
# Packaging, end to end: builds the Python wheel (maturin, binary bindings), installs it into a
# fresh venv and runs it; then runs the pre-commit hook of .pre-commit-hooks.yaml with the real
# pre-commit on a throwaway git repository that points at this repository (`try-repo`, which
# installs the hook from the working tree as a user's `repo:` entry would).
#
#   tests/packaging/wheel_and_hook.sh PYTHON_WITH_MATURIN_AND_PRE_COMMIT
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tools_py="$1"
tools_bin="$(dirname "$tools_py")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "packaging test: $*" >&2; exit 1; }

# The hook's run on the bad file must fail: its `Failed` and error are what the step checks
# for, so they are shown only once checked, indented under a label, and a reader of a passing
# run's log does not take them for a failure of the run.
expect_hook_failure() {
    local status="$1" log="$2"
    if [[ $status != 1 ]] || ! grep -q "toolsight check.*Failed" "$log" || ! grep -q "N001" "$log"; then
        tail -n 20 "$log"
        [[ $status == 1 ]] || fail "the hook on a file with a problem exited $status, not 1"
        grep -q "toolsight check.*Failed" "$log" || fail "pre-commit does not report the hook as failed"
        fail "the hook's output does not name the problem"
    fi
    echo "pre-commit: expected: the hook must fail on tools.py's invalid tool name (N001), and did; its output:"
    tail -n 20 "$log" | sed 's/^/    expected> /'
}

# The wheel. maturin builds with cargo into the shared target directory (CARGO_TARGET_DIR), so
# an unchanged tree is not rebuilt.
start=$(date +%s)
(cd "$repo" && "$tools_bin/maturin" build --release --quiet -o "$tmp/dist") >/dev/null 2>"$tmp/maturin.log" \
    || { cat "$tmp/maturin.log"; fail "maturin build failed"; }
wheel="$(ls "$tmp"/dist/toolsight-*.whl)"
echo "wheel: $(basename "$wheel") ($(du -k "$wheel" | cut -f1) kB, built in $(( $(date +%s) - start )) s)"
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/pip" install --quiet --disable-pip-version-check "$wheel"
[[ -x "$tmp/venv/bin/toolsight" ]] || fail "the wheel installs no toolsight executable"
version="$("$tmp/venv/bin/toolsight" --version)"
[[ "$version" == "toolsight 0.1.0" ]] || fail "unexpected --version: $version"
status=0
"$tmp/venv/bin/toolsight" check "$repo/examples/clean_tools.py" >/dev/null || status=$?
[[ $status == 0 ]] || fail "the installed binary: check of a clean file exited $status"
status=0
"$tmp/venv/bin/toolsight" check "$repo/examples/weather_tools.py" >/dev/null || status=$?
[[ $status == 1 ]] || fail "the installed binary: check of a file with errors exited $status, not 1"
echo "wheel: installed into a fresh venv; toolsight --version, check (exit 0 and 1) as expected"

# The pre-commit hook, on a throwaway repository with one bad and one clean tool file.
proj="$tmp/project"
mkdir -p "$proj"
git -C "$proj" init -q
cat >"$proj/tools.py" <<'PY'
from selectools import tool


@tool(name="weather.get")
def get_weather(city: str) -> str:
    """Get the weather in a city."""
    return city
PY
cat >"$proj/clean.py" <<'PY'
def add(a: int, b: int) -> int:
    return a + b
PY
git -C "$proj" add -A
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$tmp/pre-commit-home}"
status=0
(cd "$proj" && "$tools_bin/pre-commit" try-repo "$repo" toolsight-check --all-files) >"$tmp/hook.log" 2>&1 || status=$?
expect_hook_failure "$status" "$tmp/hook.log"
# Fixed: the hook passes.
sed -i 's/name="weather.get"/name="weather_get"/' "$proj/tools.py"
git -C "$proj" add -A
status=0
(cd "$proj" && "$tools_bin/pre-commit" try-repo "$repo" toolsight-check --all-files) >"$tmp/hook.log" 2>&1 || status=$?
[[ $status == 0 ]] || { cat "$tmp/hook.log"; fail "the hook on clean files exited $status"; }
grep -q "toolsight check.*Passed" "$tmp/hook.log" || fail "pre-commit does not report the hook as passed"
echo "pre-commit: toolsight-check fails on a bad tool name and passes once it is fixed"
