#!/usr/bin/env bash
# Draws toolsight's hover over the tool of tests/nvim/sample_table.py in a real terminal (tmux)
# and prints the screen, for the test log: what this Neovim's float shows of the parameter
# table (0.7 and 0.11 draw markdown tables verbatim, concealing inline markup).
#
#   tests/nvim/capture_hover.sh NVIM TOOLSIGHT_BIN
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
nvim="$1"
bin="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
sample="$repo/tests/nvim/sample_table.py"
line="$(grep -n '^def ' "$sample" | head -n 1 | cut -d: -f1)"
session="toolsight-hover-$$"
command -v tmux >/dev/null || { echo "capture_hover.sh: tmux is required" >&2; exit 1; }
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
# Waits for the diagnostics (the server has analysed the file), then opens the hover on the
# function's name.
tmux new-session -d -s "$session" -x 200 -y 24 \
    "$nvim -n -u NONE -i NONE --cmd 'set rtp^=$repo/editors/nvim' -c 'filetype on' -c 'syntax on' \
    -c \"lua require('toolsight').setup({ cmd = { '$bin', 'lsp' } })\" -c 'edit $sample' \
    -c 'lua vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)' \
    -c 'call cursor($line, 6)' -c 'ToolsightHover'"
screen=""
for _ in $(seq 1 100); do
    screen="$(tmux capture-pane -p -t "$session")"
    grep -q "Parameter" <<<"$screen" && break
    sleep 0.2
done
echo "$("$nvim" --version | head -n 1), toolsight's hover over $(basename "$sample"):"
printf '%s\n' "$screen"
grep -q "Parameter" <<<"$screen" || { echo "capture_hover.sh: no hover table on the screen" >&2; exit 1; }
