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
  if vim.lsp.start then
    ok("Neovim has vim.lsp.start (0.8+)")
  else
    warn("Neovim 0.7: using vim.lsp.start_client; positions are UTF-16")
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
