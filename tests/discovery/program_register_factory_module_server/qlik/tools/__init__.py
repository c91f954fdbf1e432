"""Tool modules."""

# expect: none
