"""Tool names shared by the toolset's modules."""

# expect: none

LOAD_SKILL = "load_skill"
