#!/usr/bin/env bash
# Regenerate the goldens into a temporary directory and compare them with tests/goldens.
# Exits non-zero and prints the diff when they differ (a library pin or the corpus changed
# without running tests/regen.sh, or the oracle is not deterministic). It builds every oracle venv
# regen.sh needs (the crewai one is ~1 GB; tests/oracle/README.md says how CI can cache it).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$repo/tests/regen.sh" "$tmp/goldens" "$tmp/docstrings-expected.json" >/dev/null

if ! diff -u "$repo/tests/docstrings/expected.json" "$tmp/docstrings-expected.json"; then
    echo "check_goldens.sh: tests/docstrings/expected.json differs from a fresh run of the real parsers (run tests/regen.sh)" >&2
    exit 1
fi

if diff -ru "$repo/tests/goldens" "$tmp/goldens"; then
    echo "check_goldens.sh: tests/goldens matches a fresh regeneration"
else
    echo "check_goldens.sh: tests/goldens differs from a fresh regeneration (run tests/regen.sh)" >&2
    exit 1
fi

# The js-tiktoken counts of those payloads (tests/tokens/regen.sh) must also be reproducible.
"$repo/tests/tokens/regen.sh" "$tmp/js-tiktoken.jsonl" >/dev/null
if ! diff -q "$repo/tests/goldens-tokens/js-tiktoken.jsonl" "$tmp/js-tiktoken.jsonl"; then
    echo "check_goldens.sh: tests/goldens-tokens/js-tiktoken.jsonl differs from a fresh count (run tests/tokens/regen.sh)" >&2
    exit 1
fi
echo "check_goldens.sh: tests/goldens-tokens matches a fresh js-tiktoken count"
