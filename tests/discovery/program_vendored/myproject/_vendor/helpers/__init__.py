"""A vendored utility package that is no framework."""

# expect: none


def tool(fn):
    return fn
