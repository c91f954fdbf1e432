"""The tool functions, in modules that import no framework."""

# expect: none
