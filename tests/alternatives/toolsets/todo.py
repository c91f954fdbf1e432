"""pydantic-ai toolset factories (pydantic-ai-todo's create_todo_toolset): the public factory
builds either the sync or the async toolset, never both; each is a `toolset` local to its
own factory, so their tools are never sent together. Positive: one factory registering two
tools of one name on its own toolset (pydantic-ai raises `UserError: Tool name conflicts`)."""
from pydantic_ai import FunctionToolset


def create_toolset(async_mode: bool = False) -> FunctionToolset:
    if async_mode:
        return _async_toolset()
    else:
        return _sync_toolset()


def _sync_toolset() -> FunctionToolset:
    toolset = FunctionToolset()

    @toolset.tool_plain
    def read_notes(limit: int = 10) -> str:
        """Read the notes."""
        return ""

    @toolset.tool_plain
    def add_note(text: str) -> str:
        """Add a note."""
        return text

    return toolset


def _async_toolset() -> FunctionToolset:
    toolset = FunctionToolset()

    @toolset.tool_plain
    async def read_notes(limit: int = 10) -> str:
        """Read the notes."""
        return ""

    @toolset.tool_plain
    async def add_note(text: str) -> str:
        """Add a note."""
        return text

    return toolset


def doubled_toolset() -> FunctionToolset:
    toolset = FunctionToolset()

    @toolset.tool_plain
    def tag_note(text: str) -> str:
        """Tag a note."""
        return text

    @toolset.tool_plain(name="tag_note")  # expect: C001
    def tag_note_again(text: str, tag: str) -> str:
        """Tag a note with a tag."""
        return text

    return toolset
