"""jaegis-raverse-mcp-server's layout (1.0.13), reduced: the server class and its tool list in
`server.py`, the JSON-RPC loop that lists them in `protocol.py`."""
