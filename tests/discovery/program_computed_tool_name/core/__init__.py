"""A library of generic tools every service server registers under its own prefix.

# expect: none
"""
