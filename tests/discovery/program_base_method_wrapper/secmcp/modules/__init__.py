"""The server's modules, one class per API area.

# expect: none
"""
