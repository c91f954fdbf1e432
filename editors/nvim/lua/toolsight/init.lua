-- toolsight for Neovim: attaches `toolsight lsp` to Python and Rust buffers and adds
-- :ToolsightSchemas and :ToolsightHover. Works on Neovim 0.7 (vim.lsp.start_client) and 0.8+
-- (vim.lsp.start). In Rust buffers it runs beside rust-analyzer, as a second client.
local M = {}

M.config = {
  -- The server command; `toolsight` must be on PATH unless this is changed.
  cmd = { "toolsight", "lsp" },
  filetypes = { "python", "rust" },
  -- The nearest directory holding any of these is the workspace root (Cargo.toml: a crate).
  root_markers = { "pyproject.toml", "toolsight.toml", "setup.cfg", "Cargo.toml", ".git" },
  -- Passed as initializationOptions and on workspace/didChangeConfiguration:
  -- { providers = {...}, library = "auto", gemini = { api = "developer", sdk = "1.11" },
  --   select = {...}, ignore = {...}, severity = { N001 = "warning" } }
  settings = {},
}

local clients_by_root = {}
-- The last buffer toolsight attached to or the user entered with it attached: where
-- :checkhealth (which opens its own buffer) looks for the client.
M.last_buf = nil

-- `K` shows toolsight's hover where nothing else maps it: Neovim 0.7 leaves `K` on
-- 'keywordprg' (man pages), and 0.10+ maps it only when it is not mapped already.
local function map_hover_key(bufnr)
  local existing = vim.fn.maparg("K", "n", false, true)
  if type(existing) == "table" and existing.buffer == 1 then
    return
  end
  vim.keymap.set("n", "K", function()
    M.hover()
  end, { buffer = bufnr, desc = "toolsight hover" })
end

local function on_attach(_, bufnr)
  M.last_buf = bufnr
  vim.api.nvim_buf_call(bufnr, function()
    map_hover_key(bufnr)
  end)
end

local function find_root(path)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  while dir and dir ~= "" do
    for _, marker in ipairs(M.config.root_markers) do
      if vim.loop.fs_stat(dir .. "/" .. marker) then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ":h")
    if parent == dir then
      break
    end
    dir = parent
  end
  return vim.fn.fnamemodify(path, ":p:h")
end

function M.executable()
  return M.config.cmd[1] and vim.fn.executable(M.config.cmd[1]) == 1
end

function M.attach(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" then
    return
  end
  if not M.executable() then
    vim.notify_once(
      "toolsight: `" .. tostring(M.config.cmd[1]) .. "` not found; install it (cargo install --path server) or set cmd in require('toolsight').setup{}",
      vim.log.levels.WARN
    )
    return
  end
  local root = find_root(name)
  -- An empty Lua table would be sent as a JSON array.
  local settings = next(M.config.settings) and M.config.settings or vim.empty_dict()
  local config = {
    name = "toolsight",
    cmd = M.config.cmd,
    root_dir = root,
    init_options = settings,
    settings = { toolsight = settings },
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    on_attach = on_attach,
  }
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  -- Neovim 0.7: one client per root, attached to each buffer by hand.
  local id = clients_by_root[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    clients_by_root[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

function M.client(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  -- vim.lsp.get_clients (0.10+) replaces the deprecated buf_get_clients.
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, c in pairs(clients) do
    if c.name == "toolsight" then
      return c
    end
  end
end

-- Position params for `client` (0.11 wants the encoding said; 0.7 accepts it too).
local function position_params(client)
  return vim.lsp.util.make_position_params(0, client.offset_encoding or "utf-16")
end

-- Renders the payloads returned by toolsight.showSchemas as buffer lines.
function M.schema_lines(result)
  local lines = {}
  if not result or not result.tools or #result.tools == 0 then
    return { "toolsight: no tool at the cursor" }
  end
  for _, tool in ipairs(result.tools) do
    table.insert(lines, "# " .. tool["function"] .. " (" .. tool.library .. ")")
    for _, p in ipairs(tool.problems or {}) do
      table.insert(lines, "#   " .. p.code .. " [" .. p.severity .. "] " .. p.message)
    end
    for _, e in ipairs(tool.entries) do
      table.insert(lines, "")
      table.insert(lines, "## " .. e.provider .. " · " .. e.name)
      if e.text then
        -- The server's own text: decoding into a Lua table would lose the key order.
        for _, l in ipairs(vim.split(vim.trim(e.text), "\n", { plain = true })) do
          table.insert(lines, l)
        end
      else
        table.insert(lines, vim.fn.json_encode({ error = e.error }))
      end
    end
    table.insert(lines, "")
  end
  return lines
end

-- :ToolsightSchemas: every provider's payload for the tool under the cursor, in a scratch buffer.
function M.show_schemas()
  local bufnr = vim.api.nvim_get_current_buf()
  local client = M.client(bufnr)
  if not client then
    vim.notify("toolsight: not attached to this buffer", vim.log.levels.WARN)
    return
  end
  local params = position_params(client)
  local args = { params.textDocument.uri, params.position }
  local resp = client.request_sync("workspace/executeCommand", { command = "toolsight.showSchemas", arguments = args }, 5000, bufnr)
  if not resp or resp.err then
    vim.notify("toolsight: " .. vim.inspect(resp and resp.err or "no answer"), vim.log.levels.ERROR)
    return
  end
  local lines = M.schema_lines(resp.result)
  vim.cmd("botright vnew")
  local out = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_lines(out, 0, -1, false, lines)
  vim.bo[out].buftype = "nofile"
  vim.bo[out].bufhidden = "wipe"
  vim.bo[out].swapfile = false
  vim.bo[out].modifiable = false
  vim.bo[out].filetype = "markdown"
  pcall(vim.api.nvim_buf_set_name, out, "toolsight://schemas/" .. out)
  return out
end

-- :ToolsightHover: toolsight's hover alone. `K` asks every attached server, and before
-- Neovim 0.11 the last answer replaces the others: in a Rust buffer rust-analyzer's hover
-- can hide toolsight's payloads, so this asks toolsight only.
function M.hover()
  local bufnr = vim.api.nvim_get_current_buf()
  local client = M.client(bufnr)
  if not client then
    vim.notify("toolsight: not attached to this buffer", vim.log.levels.WARN)
    return
  end
  local resp = client.request_sync("textDocument/hover", position_params(client), 5000, bufnr)
  local value = resp and not resp.err and resp.result and resp.result.contents and resp.result.contents.value
  if not value or value == "" then
    vim.notify("toolsight: no tool at the cursor", vim.log.levels.INFO)
    return
  end
  local lines = vim.split(value, "\n", { plain = true })
  -- The float's buffer and window.
  local fbuf, fwin = vim.lsp.util.open_floating_preview(lines, "markdown", { border = "single", focus_id = "toolsight-hover" })
  return fbuf, fwin
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", M.config, opts or {})
  -- Neovim 0.7's JSON syntax conceals the quotes of keys and strings in the hover's code
  -- blocks, so payloads would not read verbatim; a user's own choice is kept.
  if vim.g.vim_json_conceal == nil then
    vim.g.vim_json_conceal = 0
  end
  local group = vim.api.nvim_create_augroup("toolsight", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args)
      M.attach(args.buf)
    end,
  })
  vim.api.nvim_create_autocmd("BufEnter", {
    group = group,
    callback = function(args)
      if M.client(args.buf) then
        M.last_buf = args.buf
      end
    end,
  })
  vim.api.nvim_create_user_command("ToolsightSchemas", function()
    M.show_schemas()
  end, { desc = "Show every provider's payload for the tool under the cursor" })
  vim.api.nvim_create_user_command("ToolsightHover", function()
    M.hover()
  end, { desc = "toolsight's hover alone (beside rust-analyzer's)" })
  -- Buffers already open when setup() runs.
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(b) and vim.tbl_contains(M.config.filetypes, vim.bo[b].filetype) then
      M.attach(b)
    end
  end
end

return M
