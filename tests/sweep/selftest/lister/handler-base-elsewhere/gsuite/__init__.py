"""Handler classes whose tool name is `self.name` set by a base class of another module
(mcp-gsuite's `toolhandler.ToolHandler`, claude-vault-mcp's), or a class attribute beside a
base constructor that leaves it alone (mcp-text-editor's `BaseHandler`).

"""
