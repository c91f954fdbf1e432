from pydantic import Field

DEFAULT_TOP_K = 5


class Limits:
    """Shared defaults as a project's constants class."""

    TOP_K = 7
    SIZE_FIELD = Field(20, description="Page size.", ge=1)
