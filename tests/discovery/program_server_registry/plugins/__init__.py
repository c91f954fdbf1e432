"""Plugins: the same registry shape around a command table, not a server (see
`plugins.host`)."""

# expect: none
