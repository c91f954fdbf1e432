#!/usr/bin/env bash
# Counts every golden payload's compact JSON text with js-tiktoken (npm, rank files included),
# into tests/goldens-tokens/js-tiktoken.jsonl; `cargo test --test it tokens::` compares toolsight's
# own counts (tiktoken-rs) with it.
#
#   tests/tokens/regen.sh [OUT]     (default: tests/goldens-tokens/js-tiktoken.jsonl)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-$repo/tests/goldens-tokens/js-tiktoken.jsonl}"
cd "$repo/tests/tokens"
npm ci --no-audit --no-fund --silent
mkdir -p "$(dirname "$out")"
(cd "$repo" && cargo run --quiet --example token_texts) | node count.mjs >"$out"
echo "counted $(wc -l <"$out") payloads into $out"
