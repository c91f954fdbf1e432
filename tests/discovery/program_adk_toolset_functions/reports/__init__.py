"""Not a toolset (precision trap): see `digest.py`."""

# expect: none
