-- :checkhealth toolsight
local M = {}

local health = vim.health or require("health")
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local err = health.error or health.report_error

function M.check()
  start("toolsight")
  local ts = require("toolsight")
  local cmd = ts.config.cmd[1]
  if vim.fn.executable(cmd) == 1 then
    local version = vim.fn.system({ cmd, "--version" })
    ok("`" .. cmd .. "` found: " .. vim.trim(version))
  else
    err("`" .. tostring(cmd) .. "` not found on PATH", {
      "cargo install --path server (from the toolsight repository)",
      "or set cmd = { '/path/to/toolsight', 'lsp' } in require('toolsight').setup{}",
    })
  end
  -- Neovim 0.7 lacks vim.lsp.start; the plugin starts the client itself there and every
  -- feature works (positions are UTF-16 on both sides), so this is no warning.
  if vim.lsp.start then
    ok("Neovim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor) .. ": started with vim.lsp.start")
  else
    ok("Neovim 0.7: started with vim.lsp.start_client (0.8+ uses vim.lsp.start); nothing to do")
  end
  -- :checkhealth opens its own buffer: look at the buffer the user came from.
  local buf = ts.last_buf
  if not (buf and vim.api.nvim_buf_is_valid(buf)) then
    buf = vim.fn.bufnr("#")
  end
  local client = buf and buf > 0 and ts.client(buf)
  if client then
    ok("attached to " .. vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ":~:.") .. " (client id " .. client.id .. ", position encoding " .. tostring(client.offset_encoding) .. ")")
  else
    warn("not attached to the buffer you came from (open a Python or Rust file)")
  end
end

return M
