"""The package's tests."""

# expect: none
