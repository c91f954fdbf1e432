"""Module-level names bound to collections of functions.

Idioms: lists, tuples and sets of functions bound to names and passed by name; `+` between
lists and between tuples, `*spread` inside a list display, `+=` on a list (in place) and on a
tuple (a new tuple re-bound to the name), `.append` / `.extend` / `.insert` / `set.add` before
the collection is passed, `list(...)` / `tuple(...)` around a name, a name re-bound before
use (only the binding live at the call counts), `TOOLS = TOOLS + [...]`, and one list passed
to two frameworks (one expectation per framework).

Not tools: the functions of a list that was re-bound before use, a function appended after
the agent was built (pydantic-ai and langchain copy the list when the agent is constructed;
the later `.append` mutates the same list object but reaches no agent), a list never passed.
"""

from langchain_openai import ChatOpenAI
from langgraph.prebuilt import create_react_agent
from pydantic_ai import Agent


def search_docs(query: str) -> list[str]:
    """Search the documentation."""
    return []


def open_doc(doc_id: str) -> str:
    """Open a document."""
    return ""


def list_tags() -> list[str]:
    """List all tags."""
    return []


def tag_doc(doc_id: str, tag: str) -> bool:
    """Tag a document."""
    return True


def untag_doc(doc_id: str, tag: str) -> bool:
    """Remove a tag from a document."""
    return True


def rename_doc(doc_id: str, title: str) -> bool:
    """Rename a document."""
    return True


def archive_doc(doc_id: str) -> bool:
    """Archive a document."""
    return True


def restore_doc(doc_id: str) -> bool:
    """Restore an archived document."""
    return True


def delete_doc(doc_id: str) -> bool:
    """Delete a document (added after the agent was built: not a tool)."""
    return True


def export_doc(doc_id: str, fmt: str = "pdf") -> bytes:
    """Export a document (first binding of WRITE_TOOLS, re-bound before use: not a tool)."""
    return b""


def share_doc(doc_id: str, email: str) -> bool:
    """Share a document."""
    return True


def word_stats(doc_id: str) -> dict[str, int]:
    """Word statistics of a document."""
    return {}


def reading_time(doc_id: str) -> int:
    """Estimated reading time in minutes."""
    return 3


def spellcheck(doc_id: str) -> list[str]:
    """Spelling mistakes in a document."""
    return []


def never_used(doc_id: str) -> None:
    """In a list that is never passed anywhere: not a tool."""


READ_TOOLS = [search_docs, open_doc]
TAG_TOOLS = (list_tags, tag_doc)
TAG_TOOLS += (untag_doc,)
EDIT_TOOLS = {rename_doc, archive_doc}
EDIT_TOOLS.add(restore_doc)

WRITE_TOOLS = [export_doc]
WRITE_TOOLS = [share_doc]

ALL_TOOLS = READ_TOOLS + list(TAG_TOOLS)
ALL_TOOLS += [*EDIT_TOOLS]
ALL_TOOLS.extend(WRITE_TOOLS)

# expect: pydantic-ai search_docs search_docs
# expect: pydantic-ai open_doc open_doc
# expect: pydantic-ai list_tags list_tags
# expect: pydantic-ai tag_doc tag_doc
# expect: pydantic-ai untag_doc untag_doc
# expect: pydantic-ai rename_doc rename_doc
# expect: pydantic-ai archive_doc archive_doc
# expect: pydantic-ai restore_doc restore_doc
# expect: pydantic-ai share_doc share_doc
agent = Agent("openai:gpt-4o", tools=ALL_TOOLS)
ALL_TOOLS.append(delete_doc)

STATS = [word_stats]
STATS.insert(0, reading_time)
STATS = STATS + [spellcheck]
UNUSED = [never_used]

# expect: langchain word_stats word_stats
# expect: langchain reading_time reading_time
# expect: langchain spellcheck spellcheck
# expect: langchain search_docs search_docs
# expect: langchain open_doc open_doc
graph = create_react_agent(ChatOpenAI(model="gpt-4o-mini"), tools=tuple(STATS) + tuple(READ_TOOLS))
