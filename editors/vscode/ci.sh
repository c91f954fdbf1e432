#!/usr/bin/env bash
# CI for the VS Code extension, from a clean clone: install, typecheck, lint, test, build,
# package, then check the .vsix. Exits non-zero on the first failure.
#
#   editors/vscode/ci.sh [--no-server]    (from anywhere; needs node >= 20, npm, unzip)
#
# The tests that run the real server (test/server.test.ts, test/activation.test.ts) use
# $TOOLSIGHT_BIN, else target/debug/toolsight, which this script first brings up to date
# with `cargo build` when cargo is installed (about a minute from scratch, instant when
# fresh). With --no-server, or with neither, those tests are reported as skipped.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"

build_server=1
for arg in "$@"; do
  case "$arg" in
    --no-server) build_server=0 ;;
    *) echo "usage: $0 [--no-server]" >&2; exit 2 ;;
  esac
done

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'ci.sh: FAILED: %s\n' "$*" >&2; exit 1; }

for tool in node npm unzip; do
  command -v "$tool" >/dev/null 2>&1 ||
    fail "'$tool' is not installed (Debian/Ubuntu: apt-get install -y $([ "$tool" = unzip ] && echo unzip || echo nodejs npm))"
done
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 20 ] || fail "node 20 or newer is needed, found $(node --version)"

start=$(date +%s)

if [ "$build_server" = 1 ] && [ -z "${TOOLSIGHT_BIN:-}" ] && [ -f ../../Cargo.toml ]; then
  if command -v cargo >/dev/null 2>&1; then
    step "cargo build (the server, for the tests that run it)"
    (cd ../.. && cargo build --quiet --bin toolsight)
  else
    echo "ci.sh: cargo not found: the tests that run the real server will be skipped"
  fi
elif [ "$build_server" = 0 ]; then
  export TOOLSIGHT_BIN=none
fi

step "npm ci"
rm -rf dist out ./*.vsix
npm ci --no-audit --no-fund

step "typecheck"
npm run typecheck

step "lint"
npm run lint

step "test"
npm test

step "build"
npm run build
[ -s dist/extension.js ] || fail "dist/extension.js was not built"

step "package"
npm run package

step "check the .vsix"
shopt -s nullglob
vsix=(toolsight-*.vsix)
[ "${#vsix[@]}" -eq 1 ] || fail "expected one toolsight-*.vsix, found ${#vsix[@]}"
unzip -l "${vsix[0]}"
listing=$(unzip -Z1 "${vsix[0]}")
for required in extension/dist/extension.js extension/package.json extension/readme.md extension/LICENSE.txt; do
  grep -qixF "$required" <<<"$listing" || fail "${vsix[0]} lacks $required"
done
# Nothing but the bundle, manifest, README, LICENSE (and a bundled server) goes in.
unexpected=$(grep -viE '^(\[Content_Types\]\.xml|extension\.vsixmanifest|extension/(dist/extension\.js|package\.json|readme\.md|license\.txt|server/toolsight(\.exe)?))$' <<<"$listing" || true)
[ -z "$unexpected" ] || fail "${vsix[0]} has unexpected files: $unexpected"

printf '\nci.sh: OK: %s (%s bytes) in %ss\n' "${vsix[0]}" "$(wc -c <"${vsix[0]}")" "$(( $(date +%s) - start ))"
