"""The actions: names and services known at run time."""

ACTIONS = []

# expect: none
