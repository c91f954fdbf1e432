from dataclasses import dataclass, field
from typing import Optional

from haystack import component


@dataclass
class Period:
    start: int
    end: Optional[int] = None


@dataclass
class Filters:
    """Filters of a search — by year and tag.

    :param year: The year the records are from.
    :param tags: Tags every record carries.
    """

    year: int
    tags: list[str] = field(default_factory=list)
    periods: list[Period] = field(default_factory=list)
    lang: Optional[str] = None


@component
class ArchiveSearch:
    """Search the café's archive."""

    @component.output_types(documents=list[str])
    def run(self, query: str, filters: Filters, top_k: int = 5):
        """
        Search the archive.

        :param query: What to search for.
        :param filters: Which records.
        """
        return {"documents": []}


@component
class Summariser:
    @component.output_types(summary=str)
    def run(self, text: str, period: Optional[Period] = None):
        return {"summary": text}
