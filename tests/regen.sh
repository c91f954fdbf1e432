#!/usr/bin/env bash
# Regenerate the golden tool schemas by running the real Python libraries on tests/corpus.
#
#   tests/regen.sh [OUTDIR [DOCSTRINGS_JSON]]
#       (defaults: tests/goldens and tests/docstrings/expected.json)
#
# Needs Python 3.12 (abstractllm 1.1.5 does not import on 3.11; the corpus uses PEP 695) and
# access to a package index. Each oracle venv is reinstalled only when its requirements file (or
# the Python it was built with) changes, and lives in a cache outside the checkout (see venv_dir):
# <repo>/.venv-oracle (requirements.txt, requirements-legacy.txt) runs the seed libraries;
# <repo>/.venv-oracle-fw (requirements-frameworks.txt) runs tests/oracle/regen_frameworks.py
# (openai-agents, langchain, mcp, ...); <repo>/.venv-oracle-fw2 (requirements-frameworks2.txt) runs
# tests/oracle/regen_frameworks2.py (smolagents, strands, claude-agent-sdk, google-adk, dspy),
# whose camel, agno, crewai and semantic-kernel rows run in .venv-oracle-fw3, .venv-oracle-agno,
# .venv-oracle-crewai (~1 GB) and .venv-oracle-sk, each with its own requirements file;
# <repo>/.venv-oracle-fw4 (requirements-frameworks4.txt) runs tests/oracle/regen_frameworks4.py
# (autogen, haystack), whose browser-use row runs in .venv-oracle-browser-use.
# The Rust goldens come from tests/rust-oracle/regen.sh (cargo and rustc on PATH; the build is
# cached in $TOOLSIGHT_CACHE/rust-oracle-target).
# Set ORACLE_PYTHON=/path/to/python3.12 to choose the interpreter explicitly.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$repo/tests/goldens}"
req="$repo/tests/oracle/requirements.txt"
req_legacy="$repo/tests/oracle/requirements-legacy.txt"

# Venvs live outside the checkout, in $TOOLSIGHT_CACHE (default ~/.cache/toolsight), one
# directory per content of their pins, so that a fresh clone (CI) reuses them; the checkout
# gets a symlink <repo>/<name> to it. A real directory already at <repo>/<name> (a developer's
# own venv) is used as it is. Old pin versions stay in the cache until it is cleared.
cache="${TOOLSIGHT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/toolsight}"
#   venv_dir NAME REQUIREMENTS... : prints the venv's real directory.
venv_dir() {
    local name="$1" link="$repo/$1" key dir; shift
    if [[ -d "$link" && ! -L "$link" ]]; then echo "$link"; return 0; fi
    key="$(cat "$@" | sha256sum | cut -c1-16)"
    dir="$cache/$name-$key"
    mkdir -p "$cache"
    ln -sfn "$dir" "$link"
    echo "$dir"
}

venv="$(venv_dir .venv-oracle "$req" "$req_legacy")"
legacy="$venv/legacy-toolslm"
stamp="$venv/.oracle-stamp"

die() { echo "regen.sh: $*" >&2; exit 1; }

is_py312() { "$1" -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 12) else 1)' >/dev/null 2>&1; }

find_python() {
    local c
    if [[ -n "${ORACLE_PYTHON:-}" ]]; then
        is_py312 "$ORACLE_PYTHON" && { echo "$ORACLE_PYTHON"; return 0; }
        return 1
    fi
    # A pyenv shim named python3.12 can exist without working, so every candidate is run once.
    if c="$(command -v python3.12 2>/dev/null)" && is_py312 "$c"; then echo "$c"; return 0; fi
    for c in "$HOME"/.pyenv/versions/3.12*/bin/python; do
        if [[ -x "$c" ]] && is_py312 "$c"; then echo "$c"; return 0; fi
    done
    return 1
}

# Keep the caller's environment from leaking into the oracle.
unset PYTHONPATH PYTHONHOME PYTHONSTARTUP PYTHONUSERBASE PIP_REQUIRE_VIRTUALENV
export PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1 PYTHONHASHSEED=0

[[ -f "$req" && -f "$req_legacy" ]] || die "missing $req or $req_legacy"

vpy="$venv/bin/python"
if ! is_py312 "$vpy"; then
    py="$(find_python)" || die "Python 3.12 not found (tried ORACLE_PYTHON, python3.12 on PATH, ~/.pyenv/versions/3.12*/bin/python). Install Python 3.12 or set ORACLE_PYTHON."
    rm -rf "$venv"
    "$py" -m venv "$venv" || die "could not create the venv $venv with $py"
fi

want="$(cat "$req" "$req_legacy" | "$vpy" -c 'import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read() + sys.version.encode()).hexdigest())')"
if [[ "$(cat "$stamp" 2>/dev/null || true)" != "$want" ]]; then
    rm -f "$stamp"
    log="$venv/pip-install.log"
    echo "regen.sh: installing pinned oracle packages into $venv (log: $log)" >&2
    if ! "$vpy" -m pip install --quiet -r "$req" >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        die "pip install -r $req failed"
    fi
    rm -rf "$legacy"
    if ! "$vpy" -m pip install --quiet --no-deps --target "$legacy" -r "$req_legacy" >>"$log" 2>&1; then
        tail -n 30 "$log" >&2
        die "pip install --target $legacy -r $req_legacy failed"
    fi
    echo "$want" >"$stamp"
fi

# Framework oracle venvs: each one a full `pip freeze` closure, reinstalled only when the sha256
# of its requirements file (plus the Python version) differs from its .oracle-stamp.
#   ensure_fw_venv VENV REQUIREMENTS [PIP_INSTALL_FLAGS...]
ensure_fw_venv() {
    local v="$1" r="$2"; shift 2
    local s="$v/.oracle-stamp" p="$v/bin/python" want log
    [[ -f "$r" ]] || die "missing $r"
    if ! is_py312 "$p"; then
        py="${py:-$(find_python)}" || die "Python 3.12 not found (tried ORACLE_PYTHON, python3.12 on PATH, ~/.pyenv/versions/3.12*/bin/python). Install Python 3.12 or set ORACLE_PYTHON."
        rm -rf "$v"
        "$py" -m venv "$v" || die "could not create the venv $v with $py"
    fi
    want="$("$p" -c 'import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read() + sys.version.encode()).hexdigest())' <"$r")"
    if [[ "$(cat "$s" 2>/dev/null || true)" != "$want" ]]; then
        rm -f "$s"
        log="$v/pip-install.log"
        echo "regen.sh: installing pinned framework oracle packages into $v (log: $log)" >&2
        if ! "$p" -m pip install --quiet "$@" -r "$r" >"$log" 2>&1; then
            tail -n 30 "$log" >&2
            die "pip install $* -r $r failed"
        fi
        echo "$want" >"$s"
    fi
}

# The framework oracle (openai-agents, langchain, mcp, fastmcp, pydantic-ai, llama-index, anthropic;
# google-genai 3.4.0 through the seed venv above): a full closure installed with --no-deps (see
# the header of requirements-frameworks.txt).
fw_venv="$(venv_dir .venv-oracle-fw "$repo/tests/oracle/requirements-frameworks.txt")"
ensure_fw_venv "$fw_venv" "$repo/tests/oracle/requirements-frameworks.txt" --no-deps
fw_vpy="$fw_venv/bin/python"
# The second framework set (smolagents, strands, claude-agent-sdk, google-adk, dspy) and camel,
# which cannot share a venv with google-adk (requirements-frameworks3.txt says why).
fw2_venv="$(venv_dir .venv-oracle-fw2 "$repo/tests/oracle/requirements-frameworks2.txt")"
ensure_fw_venv "$fw2_venv" "$repo/tests/oracle/requirements-frameworks2.txt"
fw3_venv="$(venv_dir .venv-oracle-fw3 "$repo/tests/oracle/requirements-frameworks3.txt")"
ensure_fw_venv "$fw3_venv" "$repo/tests/oracle/requirements-frameworks3.txt"
# agno with the OpenAI, Anthropic and google-genai SDKs (requirements-agno.txt says why it has
# its own venv).
agno_venv="$(venv_dir .venv-oracle-agno "$repo/tests/oracle/requirements-agno.txt")"
ensure_fw_venv "$agno_venv" "$repo/tests/oracle/requirements-agno.txt"
# crewai requires pydantic<2.13 and mcp<2 (requirements-crewai.txt says why it has its own venv).
crewai_venv="$(venv_dir .venv-oracle-crewai "$repo/tests/oracle/requirements-crewai.txt")"
ensure_fw_venv "$crewai_venv" "$repo/tests/oracle/requirements-crewai.txt"
# semantic-kernel requires pydantic<2.14 and mcp<2 (requirements-semantic-kernel.txt says why).
sk_venv="$(venv_dir .venv-oracle-sk "$repo/tests/oracle/requirements-semantic-kernel.txt")"
ensure_fw_venv "$sk_venv" "$repo/tests/oracle/requirements-semantic-kernel.txt"
# autogen and haystack (requirements-frameworks4.txt): a full closure, wheels only, --no-deps.
fw4_venv="$(venv_dir .venv-oracle-fw4 "$repo/tests/oracle/requirements-frameworks4.txt")"
ensure_fw_venv "$fw4_venv" "$repo/tests/oracle/requirements-frameworks4.txt" --no-deps --only-binary=:all:
# browser-use requires pydantic 2.13 (requirements-browser-use.txt says why it has its own venv).
bu_venv="$(venv_dir .venv-oracle-browser-use "$repo/tests/oracle/requirements-browser-use.txt")"
ensure_fw_venv "$bu_venv" "$repo/tests/oracle/requirements-browser-use.txt" --no-deps --only-binary=:all:

"$vpy" "$repo/tests/oracle/regen.py" --out "$out" --legacy-toolslm "$legacy" --corpus "$repo/tests/corpus"
# What each framework makes of each docstring case (tests/docstrings, the docstring parsers' oracle).
"$fw_vpy" "$repo/tests/docstrings/regen.py" "${2:-$repo/tests/docstrings/expected.json}" >/dev/null
"$fw_vpy" "$repo/tests/oracle/regen_frameworks.py" --out "$out" --corpus "$repo/tests/corpus" --genai-python "$vpy"
# The Rust goldens (rmcp, rig-core): a Cargo project, not a venv (tests/rust-oracle/regen.sh).
"$repo/tests/rust-oracle/regen.sh" "$out"
"$fw2_venv/bin/python" "$repo/tests/oracle/regen_frameworks2.py" --out "$out" --corpus "$repo/tests/corpus" \
    --camel-python "$fw3_venv/bin/python" --agno-python "$agno_venv/bin/python" \
    --crewai-python "$crewai_venv/bin/python" --semantic-kernel-python "$sk_venv/bin/python"
# The fourth framework set (autogen, haystack; browser-use in its worker): regen_frameworks4.py.
"$fw4_venv/bin/python" "$repo/tests/oracle/regen_frameworks4.py" --out "$out" --corpus "$repo/tests/corpus" \
    --browser-use-python "$bu_venv/bin/python"
# The independent token counts of the goldens' payloads (js-tiktoken), when the goldens were
# written in place.
if [[ "$out" == "$repo/tests/goldens" ]]; then
    "$repo/tests/tokens/regen.sh" >/dev/null
fi
