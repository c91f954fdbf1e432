"""One of the framework's own toolkits (as agno/tools/*.py): a user who adds `NotesTools()` to
an agent gets these methods as tools, so they are found (and checked) as in any project."""
from agno.tools.toolkit import Toolkit


class NotesTools(Toolkit):
    def __init__(self):
        super().__init__(name="notes", tools=[self.add_note, self.list_notes])

    def add_note(self, text: str) -> str:
        """Add a note."""
        return text

    def list_notes(self) -> str:
        """List the notes."""
        return ""


# expect: agno NotesTools.add_note add_note
# expect: agno NotesTools.list_notes list_notes
