"""A library converting OpenAI-format tools for Anthropic (mcp-mesh's shape)."""

# expect: none
