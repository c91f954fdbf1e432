"""Source files with CRLF line ends (langchain-brightdata's modules are written so): Python
reads them with universal newlines, so a docstring or a multi-line string literal holds "\n"."""
from pydantic import BaseModel, Field


class Query(BaseModel):
    """Search options."""

    zone: str = Field(
        default="serp",
        description="""Zone name.

        Should match the zone configured in your account.
        """,
    )
    country: str = Field("us", description="Two letters.\
 Continued after a backslash.")


def crlf_search(query: Query, limit: int = 5) -> str:
    """Search the web.

    Args:
        query: What to search, over
            two lines.
        limit: How many results.
    """
    return ""


def crlf_raw(pattern: str) -> str:
    r"""A raw docstring.

    Args:
        pattern: A regular expression like \d+.
    """
    return pattern
