from google.genai import types

from .base_tool import BaseTool


class LoadNotesTool(BaseTool):
    """Loads the user's notes."""

    def __init__(self):
        super().__init__(name="load_notes", description="Load the notes of the session.")

    def _get_declaration(self):
        return types.FunctionDeclaration(
            name=self.name,
            description=self.description,
            parameters=types.Schema(
                type=types.Type.OBJECT,
                properties={"topic": types.Schema(type=types.Type.STRING)},
            ),
        )


load_notes_tool = LoadNotesTool()
