#!/usr/bin/env bash
# Download the pinned packages of packages.txt and unpack them for the sweep.
#
#   tests/sweep/fetch.sh [CACHE_DIR]
#
# CACHE_DIR defaults to $REPO/target/sweep (gitignored). Wheels/sdists go to
# CACHE_DIR/dl/, unpacked sources to CACHE_DIR/src/<name>/ where <name> is the
# normalised project name (lower case, runs of '-', '_', '.' become '-').
# Re-running is cheap: a package already unpacked is skipped.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
CACHE="${1:-${SWEEP_DIR:-$REPO/target/sweep}}"
PY="${PYTHON:-python3}"
mkdir -p "$CACHE/dl" "$CACHE/src"

norm() { echo "$1" | tr 'A-Z' 'a-z' | sed -E 's/[-_.]+/-/g'; }

grep -vE '^\s*(#|$)' "$HERE/packages.txt" | sed -E 's/\s*#.*$//' | while read -r spec; do
  name="${spec%%==*}"
  version="${spec##*==}"
  n="$(norm "$name")"
  dest="$CACHE/src/$n"
  if [ -f "$dest/.sweep-version" ] && [ "$(cat "$dest/.sweep-version")" = "$version" ]; then
    continue
  fi
  echo "fetch: $name==$version" >&2
  tmp="$(mktemp -d)"
  "$PY" -m pip download --no-deps --ignore-requires-python --disable-pip-version-check -q "$name==$version" -d "$tmp"
  file="$(ls "$tmp" | head -n 1)"
  cp "$tmp/$file" "$CACHE/dl/"
  rm -rf "$dest"
  mkdir -p "$dest"
  case "$file" in
    *.whl|*.zip) "$PY" -m zipfile -e "$tmp/$file" "$dest" ;;
    *.tar.gz|*.tgz)
      tar -xzf "$tmp/$file" -C "$dest"
      # an sdist unpacks into NAME-VERSION/: lift its content one level
      inner="$(ls "$dest")"
      if [ "$(echo "$inner" | wc -l)" = 1 ] && [ -d "$dest/$inner" ]; then
        mv "$dest/$inner"/* "$dest/$inner"/.[!.]* "$dest/" 2>/dev/null || true
        rmdir "$dest/$inner" 2>/dev/null || true
      fi ;;
    *) echo "fetch: unknown archive $file" >&2; exit 1 ;;
  esac
  echo "$version" > "$dest/.sweep-version"
  rm -rf "$tmp"
done
echo "fetch: sources in $CACHE/src" >&2
