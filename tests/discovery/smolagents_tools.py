"""smolagents (`from smolagents import Tool, tool, CodeAgent`).

Idioms: `@tool` (bare only: smolagents' `tool` takes the function, no options; the tool name
is `__name__`), `Tool` subclasses with plain class attributes `name`, `description`, an
`inputs` dict literal, `output_type` and `forward` (qualname = class name, tool name = `name`),
a subclass of a local `Tool` subclass, and tools in `CodeAgent(tools=[...])`.

Not tools: the local intermediate base class (`_CachedTool`, no `name`), an undecorated
helper, `final_answer_checks` functions.
"""

from smolagents import CodeAgent, InferenceClientModel, Tool, tool


# expect: smolagents get_travel_duration get_travel_duration
@tool
def get_travel_duration(start_location: str, destination_location: str, transportation_mode: str | None = None) -> str:
    """Gets the travel time between two places.

    Args:
        start_location: the place from which you start your ride
        destination_location: the place of arrival
        transportation_mode: The transportation mode, in 'driving', 'walking', 'bicycling', or 'transit'.
    """
    return "25 minutes"


# expect: smolagents HFModelDownloadsTool model_download_counter
class HFModelDownloadsTool(Tool):
    name = "model_download_counter"
    description = """
    This is a tool that returns the most downloaded model of a given task on the Hugging Face Hub.
    It returns the name of the checkpoint."""
    inputs = {
        "task": {
            "type": "string",
            "description": "the task category (such as text-classification, depth-estimation, etc)",
        }
    }
    output_type = "string"

    def forward(self, task: str) -> str:
        return "bert-base-uncased"


class _CachedTool(Tool):
    """Adds a result cache; abstract (no name), never given to an agent."""

    cache: dict[str, str] = {}

    def cached(self, key: str) -> str | None:
        return self.cache.get(key)


# expect: smolagents WikipediaSummaryTool wikipedia_summary
class WikipediaSummaryTool(_CachedTool):
    name = "wikipedia_summary"
    description = "Summary of a Wikipedia article."
    inputs = {
        "title": {"type": "string", "description": "Article title"},
        "sentences": {"type": "integer", "description": "How many sentences", "nullable": True},
    }
    output_type = "string"

    def forward(self, title: str, sentences: int | None = None) -> str:
        return self.cached(title) or ""


def _normalise_city(name: str) -> str:
    """Helper, not a tool."""
    return name.title()


def check_answer(final_answer: str, memory) -> bool:
    """A final-answer check, not a tool."""
    return bool(final_answer)


agent = CodeAgent(
    tools=[get_travel_duration, HFModelDownloadsTool(), WikipediaSummaryTool()],
    model=InferenceClientModel(),
    final_answer_checks=[check_answer],
)
