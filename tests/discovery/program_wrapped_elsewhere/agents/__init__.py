"""The agents that register `pages.fetch`'s functions."""

# expect: none
