"""Tool modules (see each)."""

# expect: none
