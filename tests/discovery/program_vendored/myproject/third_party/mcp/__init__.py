"""Vendored packages."""

# expect: none
