"""The curated tool modules."""

# expect: none
