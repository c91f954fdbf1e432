"""An agent package (tea-agent's layout, reduced): `acp_server.py` holds its tools."""

# expect: none
