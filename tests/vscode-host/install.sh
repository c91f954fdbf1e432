#!/usr/bin/env bash
# Installs the real VS Code host for run.mjs: code-server and playwright-core, at the versions
# pinned in package-lock.json (code-server's own VS Code dependencies are pinned by the
# npm-shrinkwrap.json files it ships), into DIR/node_modules.
#
#   tests/vscode-host/install.sh DIR
#
# Needs node 20 (code-server 4.100.3's engine), npm, a C++ toolchain, Node's headers
# (/usr/include/node, from the nodejs package) and Debian's libkrb5-dev and ripgrep.
#
# code-server's own postinstall cannot run here: it runs a plain `npm install` in
# lib/vscode, where @vscode/ripgrep's postinstall downloads rg from GitHub, and kerberos and
# argon2 try to download prebuilt binaries first. So everything is installed with
# --ignore-scripts and this script does what those scripts would have done, offline:
# native modules are compiled from source, rg is Debian's, and the symlinks code-server's
# postinstall.sh makes are made here. The result is built in DIR.tmp and renamed to DIR
# when complete, so an interrupted install is never taken for a finished one.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dest="${1:?usage: install.sh DIR}"
work="$dest.tmp"

for tool in node npm make g++ rg krb5-config; do
    command -v "$tool" >/dev/null 2>&1 || {
        echo "install.sh: '$tool' is missing (Debian: apt-get install -y nodejs npm build-essential ripgrep libkrb5-dev)" >&2
        exit 1
    }
done
node_major=$(node -p 'process.versions.node.split(".")[0]')
[[ $node_major == 20 ]] || { echo "install.sh: code-server 4.100.3 needs node 20, found $(node --version)" >&2; exit 1; }

# node-gyp must compile against the local Node headers: it cannot download them here.
if [[ -z "$(npm config get nodedir 2>/dev/null | grep -v '^undefined$' || true)" && -f /usr/include/node/node.h ]]; then
    export npm_config_nodedir=/usr
fi
# argon2 (node-pre-gyp) and kerberos (prebuild-install) then skip their download attempt.
export npm_config_build_from_source=true
npm_ci() { npm ci --ignore-scripts --no-audit --no-fund --loglevel=error "$@"; }

rm -rf "$work"
mkdir -p "$work"
cp "$here/package.json" "$here/package-lock.json" "$work/"
cd "$work"

echo "install.sh: npm ci (code-server, playwright-core)"
npm_ci
# code-server's server code requires argon2 at load time (password hashing), even with
# --auth none.
npm rebuild argon2 --loglevel=error >/dev/null

vscode="$work/node_modules/code-server/lib/vscode"
echo "install.sh: npm ci in code-server's lib/vscode"
# --legacy-peer-deps: npm 11 also wants the peer dependencies, which VS Code's shrinkwrap
# (made by an older npm) does not list, so `npm ci` would refuse it as out of sync.
(cd "$vscode" && npm_ci --omit=dev --legacy-peer-deps)
(cd "$vscode/extensions" && npm_ci --omit=dev --legacy-peer-deps && node postinstall.mjs >/dev/null)

echo "install.sh: compiling VS Code's native modules"
# The Linux ones VS Code's server loads (the @vscode/windows-* ones are Windows-only).
(cd "$vscode" && npm rebuild @vscode/spdlog @vscode/deviceid native-watchdog kerberos --loglevel=error >/dev/null)
# node-pty's postinstall runs `npx node-gyp` (a download) to write compile_commands.json, a
# file for editors; only its build is needed. npm explore puts npm's own node-gyp on PATH.
(cd "$vscode" && npm explore node-pty --loglevel=error -- node-gyp rebuild --loglevel=error >/dev/null)
for module in @vscode/spdlog/build/Release/spdlog.node @vscode/deviceid/build/Release/windows.node \
    native-watchdog/build/Release/watchdog.node kerberos/build/Release/kerberos.node \
    node-pty/build/Release/pty.node; do
    [[ -f "$vscode/node_modules/$module" ]] || { echo "install.sh: $module was not built" >&2; exit 1; }
done

# VS Code looks for rg in @vscode/ripgrep's bin/ (search, and extensions that search).
mkdir -p "$vscode/node_modules/@vscode/ripgrep/bin"
ln -sfn "$(command -v rg)" "$vscode/node_modules/@vscode/ripgrep/bin/rg"

# What code-server's postinstall.sh does after its npm install.
ln -sfn node_modules "$vscode/node_modules.asar"
ln -sfn code-linux.sh "$vscode/bin/remote-cli/code-server"
ln -sfn browser-linux.sh "$vscode/bin/helpers/browser.sh"

# A load test (argon2 and the rest are required at start). Under a throwaway HOME: code-server
# writes a default ~/.config/code-server/config.yaml even for --version.
scratch_home="$(mktemp -d)"
HOME="$scratch_home" XDG_CONFIG_HOME="$scratch_home/.config" XDG_DATA_HOME="$scratch_home/.local/share" \
    "$work/node_modules/.bin/code-server" --version >/dev/null
rm -rf "$scratch_home"

rm -rf "$dest"
mv "$work" "$dest"
echo "install.sh: installed in $dest"
