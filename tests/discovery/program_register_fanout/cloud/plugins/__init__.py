"""`register_all`: imports its modules inside the function and loops over them."""

# expect: none


def register_all(mcp) -> None:
    from . import sessions, studies

    for module in (sessions, studies):
        module.register(mcp)
