#!/usr/bin/env bash
# Real-crate check of the Rust front-end (BENCHMARKS.md, "Rust tools in published crates"):
# for each published crate below, fetch it from crates.io with cargo (a scratch crate that
# depends on it, `cargo fetch`; its dependencies' sources land in cargo's registry too, where
# toolsight reads constants from), run `toolsight schema` on its sources, and compare every rmcp
# tool with what rmcp itself lists for the crate's tool definitions, copied by transplant.py into
# a crate pinned to the same rmcp and schemars (tools/list entries, compared as JSON values; key
# order is not compared, because the transplant's build need not have the crate's serde_json
# features). Prints one Markdown row per crate.
#
#   tests/bench/rust_crates/run.sh [TOOLSIGHT_BINARY]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
bin="${1:-$repo/target/debug/toolsight}"
cache="${TOOLSIGHT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/toolsight}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# name version
crates=(
    "nu-mcp 0.115.1"
    "rust-docs-mcp 0.1.1"
    "swarms-rs 0.3.0"
    "rig-core 0.44.0"
)

mkdir -p "$work/fetch/src"
touch "$work/fetch/src/lib.rs"
{
    printf '[workspace]\n[package]\nname = "fetch-sample"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\n'
    for c in "${crates[@]}"; do set -- $c; printf '%s = "=%s"\n' "$1" "$2"; done
} > "$work/fetch/Cargo.toml"
cargo fetch --manifest-path "$work/fetch/Cargo.toml" >/dev/null 2>&1
registry="$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/ | head -1)"

echo "| crate | tools toolsight lists | rmcp tools rmcp lists | rmcp payloads exact | unknown | diagnostics |"
echo "|---|---|---|---|---|---|"
for c in "${crates[@]}"; do
    set -- $c
    src="$registry/$1-$2"
    "$bin" schema "$src/src" > "$work/$1.toolsight.json" 2>/dev/null || true
    "$bin" check "$src/src" > "$work/$1.check.txt" 2>&1 || true
    oracle="$work/$1.oracle.json"
    echo '[]' > "$oracle"
    rmcp="$(python3 "$here/locked.py" "$src" rmcp)"
    if [[ -n "$rmcp" ]] && grep -rqE '#\[(rmcp::)?tool_router' "$src/src"; then
        t="$work/$1-transplant"
        mkdir -p "$t"
        python3 "$here/transplant.py" "$src" "$t" 2>/dev/null
        python3 "$here/locked.py" "$src" --manifest > "$t/Cargo.toml"
        if ! CARGO_TARGET_DIR="$cache/rust-bench-target" cargo run --quiet \
            --manifest-path "$t/Cargo.toml" --bin oracle > "$oracle" 2> "$work/$1.oracle.err"; then
            echo "$1: the transplanted tools did not build (see below); not measured" >&2
            tail -20 "$work/$1.oracle.err" >&2
            echo 'null' > "$oracle"
        fi
    fi
    python3 "$here/compare.py" "$1" "$2" "$work/$1.toolsight.json" "$oracle" "$work/$1.check.txt"
done
