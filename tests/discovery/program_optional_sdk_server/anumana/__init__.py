"""A server whose SDK is an optional dependency.

# expect: none
"""
