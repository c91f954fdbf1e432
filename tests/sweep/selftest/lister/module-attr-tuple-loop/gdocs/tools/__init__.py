"""Tool modules (see `gdocs.registry`).

# expect: none
"""
