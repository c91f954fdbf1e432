#!/usr/bin/env bash
# Regenerate the real-project goldens (tests/realprojects/goldens/<NAME>.json): each package of
# packages.txt is installed with its framework (pins/<NAME>.txt) into its own venv, and the
# FRAMEWORK lists the tools' payloads (list_payloads.py): no tool is run, no network is used
# after the install.
#
#   tests/realprojects/regen.sh [NAME...]        (default: every package)
#
# Venvs live in $TOOLSIGHT_CACHE (default ~/.cache/toolsight) as .venv-real-<NAME>-<sha16 of the
# pins and the Python version>, like tests/regen.sh's venv_dir: changing a pin makes a new one.
# Needs Python 3.12 (ORACLE_PYTHON, python3.12 on PATH, or ~/.pyenv/versions/3.12*).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${TOOLSIGHT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/toolsight}"
out="$here/goldens"
mkdir -p "$out" "$cache"

die() { echo "realprojects/regen.sh: $*" >&2; exit 1; }
is_py312() { "$1" -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 12) else 1)' >/dev/null 2>&1; }
find_python() {
    local c
    if [[ -n "${ORACLE_PYTHON:-}" ]]; then is_py312 "$ORACLE_PYTHON" && { echo "$ORACLE_PYTHON"; return 0; }; return 1; fi
    if c="$(command -v python3.12 2>/dev/null)" && is_py312 "$c"; then echo "$c"; return 0; fi
    for c in "$HOME"/.pyenv/versions/3.12*/bin/python; do
        if [[ -x "$c" ]] && is_py312 "$c"; then echo "$c"; return 0; fi
    done
    return 1
}

unset PYTHONPATH PYTHONHOME PYTHONSTARTUP PYTHONUSERBASE PIP_REQUIRE_VIRTUALENV
export PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1 PYTHONHASHSEED=0
py="$(find_python)" || die "Python 3.12 not found"

#   ensure_venv NAME : installs pins/NAME.txt into its venv (once per content) and prints its python.
ensure_venv() {
    local name="$1" pins="$here/pins/$1.txt" key venv log
    [[ -f "$pins" ]] || die "missing $pins"
    key="$( (cat "$pins"; "$py" -c 'import sys; print(sys.version)') | sha256sum | cut -c1-16)"
    venv="$cache/.venv-real-$name-$key"
    if [[ ! -f "$venv/.installed" ]]; then
        rm -rf "$venv"
        "$py" -m venv "$venv" >&2 || die "could not create $venv"
        log="$venv/pip-install.log"
        echo "realprojects/regen.sh: installing $name into $venv (log: $log)" >&2
        if ! "$venv/bin/python" -m pip install --quiet -r "$pins" >"$log" 2>&1; then
            tail -n 30 "$log" >&2
            die "pip install -r $pins failed"
        fi
        touch "$venv/.installed"
    fi
    echo "$venv/bin/python"
}

grep -vE '^\s*(#|$)' "$here/packages.txt" | while read -r spec framework imports object; do
    name="${spec%%==*}"
    if [[ $# -gt 0 ]] && ! printf '%s\n' "$@" | grep -qxF "$name"; then continue; fi
    vpy="$(ensure_venv "$name")"
    [[ -n "${REALPROJECTS_INSTALL_ONLY:-}" ]] && continue
    echo "realprojects/regen.sh: listing $name ($framework)" >&2
    # No network while listing: the proxies point nowhere, and the servers' clients are never called.
    env -i PATH="$PATH" HOME="$HOME" PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 \
        HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 NO_PROXY= \
        AWS_REGION=us-east-1 AWS_DEFAULT_REGION=us-east-1 FASTMCP_CHECK_FOR_UPDATES=off \
        "$vpy" "$here/list_payloads.py" --package "$spec" --framework "$framework" \
        --imports "$imports" ${object:+--object "$object"} >"$out/$name.json.tmp"
    mv "$out/$name.json.tmp" "$out/$name.json"
done
