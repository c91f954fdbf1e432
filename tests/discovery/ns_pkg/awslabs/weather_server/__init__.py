"""A server in a namespace package (`awslabs/` has no `__init__.py`, as the awslabs MCP
servers ship): modules import each other as `awslabs.weather_server.x`."""
# expect: none
