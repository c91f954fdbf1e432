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

# Which repository the hook is installed from. `try-repo "$repo"` installs a copy of this
# repository at a new path, so pip's maturin build compiles the whole crate in release again
# (about 3.5 minutes on 2 cores). What that install tests beyond the wheel built above is the
# packaging metadata (pyproject.toml, .pre-commit-hooks.yaml, the manifests and the lock file):
# so it runs when that metadata changed since its last passing run (a stamp keyed by the
# metadata's content, kept beside the pre-commit cache) and otherwise the hook is installed
# from a repository holding this .pre-commit-hooks.yaml whose package depends on the wheel
# just built, found offline through pip's find-links.
key="$(cd "$repo" && cat pyproject.toml .pre-commit-hooks.yaml Cargo.lock Cargo.toml \
    server/Cargo.toml crates/*/Cargo.toml | sha256sum | cut -c1-16)"
stamp="$PRE_COMMIT_HOME/../packaging-from-source-$key"
hook_repo="$repo"
if [[ -f "$stamp" && -z "${TOOLSIGHT_HOOK_FROM_SOURCE:-}" ]]; then
    hook_repo="$tmp/hook-repo"
    mkdir -p "$hook_repo" "$tmp/wheelhouse"
    cp "$repo/.pre-commit-hooks.yaml" "$hook_repo/"
    cat >"$hook_repo/pyproject.toml" <<'TOML'
[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "toolsight-hook-under-test"
version = "0.0.0"
dependencies = ["toolsight==0.1.0"]

[tool.setuptools]
py-modules = []
TOML
    git -C "$hook_repo" init -q
    git -C "$hook_repo" add -A
    git -C "$hook_repo" -c user.name=ci -c user.email=ci@localhost commit -qm hook
    # setuptools for the shim's isolated build, from the registry once, then from pip's cache.
    "$tools_bin/pip" download --quiet --disable-pip-version-check --no-deps \
        -d "$tmp/wheelhouse" "setuptools>=61" >/dev/null
    export PIP_NO_INDEX=1 PIP_FIND_LINKS="$tmp/dist $tmp/wheelhouse"
    echo "pre-commit: packaging metadata unchanged since its last from-source run ($key): the hook installs the wheel above"
else
    echo "pre-commit: packaging metadata changed ($key) or TOOLSIGHT_HOOK_FROM_SOURCE set: the hook installs toolsight from source (a release build)"
fi
status=0
(cd "$proj" && "$tools_bin/pre-commit" try-repo "$hook_repo" toolsight-check --all-files) >"$tmp/hook.log" 2>&1 || status=$?
expect_hook_failure "$status" "$tmp/hook.log"
# Fixed: the hook passes.
sed -i 's/name="weather.get"/name="weather_get"/' "$proj/tools.py"
git -C "$proj" add -A
status=0
(cd "$proj" && "$tools_bin/pre-commit" try-repo "$hook_repo" toolsight-check --all-files) >"$tmp/hook.log" 2>&1 || status=$?
[[ $status == 0 ]] || { cat "$tmp/hook.log"; fail "the hook on clean files exited $status"; }
grep -q "toolsight check.*Passed" "$tmp/hook.log" || fail "pre-commit does not report the hook as passed"
echo "pre-commit: toolsight-check fails on a bad tool name and passes once it is fixed"
[[ "$hook_repo" == "$repo" ]] && touch "$stamp"
true
