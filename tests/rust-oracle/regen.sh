#!/usr/bin/env bash
# Regenerate the Rust goldens: compile tests/rust-corpus against the pinned rmcp, schemars and
# rig-core (tests/rust-oracle/Cargo.lock) and write what the crates serialize.
#
#   tests/rust-oracle/regen.sh [OUTDIR]      (default: tests/goldens)
#
# Writes OUTDIR/rmcp, OUTDIR/rmcp-preserve-order, OUTDIR/rig, OUTDIR/rig-strict,
# OUTDIR/crates/<fixture crate>/<library> (tests/rust/*-crate, linked as path dependencies) and
# OUTDIR/MANIFEST-rust.json (tests/oracle/README.md, "Rust goldens"). The oracle is built twice,
# in two cargo invocations, because cargo unifies features within one build: without features
# (rmcp alone, serde_json without `preserve_order`) and with `--features rig` (rig-core enables
# `preserve_order`). The build directory is $TOOLSIGHT_CACHE/rust-oracle-target (default
# ~/.cache/toolsight), so a fresh clone on the same machine reuses the compiled crates. Offline
# when cargo's registry cache already holds every crate of Cargo.lock.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="${1:-$repo/tests/goldens}"
cache="${TOOLSIGHT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/toolsight}"
export CARGO_TARGET_DIR="$cache/rust-oracle-target"
manifest="$here/Cargo.toml"
mkdir -p "$out" "$CARGO_TARGET_DIR"
out="$(cd "$out" && pwd)"

die() { echo "rust-oracle/regen.sh: $*" >&2; exit 1; }

# Use the network only when some locked crate is not in cargo's cache yet.
net=(--offline)
if ! cargo fetch --locked --offline --manifest-path "$manifest" >/dev/null 2>&1; then
    net=()
fi

# The sorted build must not link anything that turns serde_json's preserve_order on (the
# oracle also checks this at run time).
if cargo tree "${net[@]}" --locked --manifest-path "$manifest" -e features -i serde_json \
    | grep -q 'preserve_order'; then
    die "the build without features enables serde_json/preserve_order"
fi

run() {
    cargo run --quiet "${net[@]}" --locked --manifest-path "$manifest" "$@" \
        || die "the oracle failed (cargo run $*)"
}
run -- "$out"
run --features rig -- "$out" --manifest "$(rustc --version)"
