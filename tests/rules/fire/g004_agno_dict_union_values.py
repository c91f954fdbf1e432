"""agno's Gemini formatter gives a typed dict the made-up property `example_key` only when
the value schema has a `type`: a dict whose values are a union (`Dict[str, Union[str, int]]`,
agno's docker `ports` and chart `data`) is sent as a plain OBJECT without properties (ran
agno 3.1.10 `convert_schema`), which Gemini rejects: G004, not L010's `example_key`. A dict of
one value type keeps the `example_key` finding."""
from typing import Dict, Optional, Union

from agno.tools import tool


@tool
def run_container(image: str, ports: Optional[Dict[str, Union[str, int]]] = None) -> str:  # expect: G004
    """Run a container.

    Args:
        image: The image to run.
        ports: Port mappings, none published if omitted.
    """
    return image


@tool
def count_words(counts: Dict[str, int]) -> str:  # expect: L010
    """Count words.

    Args:
        counts: The counts by word.
    """
    return str(counts)
