"""fastcore docments: parameter descriptions written as comments."""


def docments_trailing(
    a: int,  # the first operand
    b: int = 2,  # the second operand
) -> int:  # the sum of both
    """Add two numbers, documented with trailing comments."""
    return a + b


def docments_above(
    # the city to look up
    city: str,
    # how many days,
    # spread over two comment lines
    days: int = 1,
) -> str:
    """Comments on the lines above each parameter."""
    return city


def docments_mixed(
    query: str,  # what to search for
    # the maximum number of hits
    limit: int = 10,
    offset: int = 0,
) -> list[str]:
    """Some parameters documented, some not."""
    return []


def docments_return_only(x: int) -> str:  # a string rendering of x
    """Only the return value has a comment."""
    return str(x)


def docments_return_no_annotation(
    x: int,  # the input
):  # nothing useful
    """A return comment without a return annotation."""
    return None


def docments_noqa(
    a: list = [1, 2],  # noqa: B006
    b: str = "x",  # type: ignore
) -> int:
    """Linter pragmas in comments become descriptions."""
    return len(a)


def docments_same_line(tag: str = None) -> str:  # type: ignore[assignment]
    """Parameter and return annotation on one line with a comment."""
    return tag or ""


def docments_no_docstring(
    a: int,  # the value
) -> int:
    return a


def docments_with_numpy(
    a: int,  # from the comment
    b: int = 0,
) -> int:
    """Comments and a NumPy section together.

    Parameters
    ----------
    a : int
        From the docstring, loses to the comment.
    b : int
        From the docstring only.
    """
    return a + b


def docments_kwonly(
    text: str,  # the text
    *,
    upper: bool = False,  # make it upper case
) -> str:
    """A keyword-only parameter with a comment."""
    return text


def docments_varargs(
    *names: str,  # the names to join
) -> str:
    """*args with a comment."""
    return ",".join(names)


def docments_hash_in_string(
    sep: str = "#",  # the separator, not a comment start
) -> str:
    """A default that contains a hash character."""
    return sep
