"""The notes store."""

from typing import Callable, List, Optional

from agno.learn.stores.protocol import LearningStore


class NotesStore(LearningStore):
    """Stores notes the agent decides to keep."""

    def __init__(self, can_save: bool = True) -> None:
        self.can_save = can_save
        self.notes: List[str] = []

    def get_tools(self, user_id: Optional[str] = None, **kwargs) -> List[Callable]:
        if not user_id:
            return []
        return self.get_agent_tools(user_id=user_id)

    async def aget_tools(self, user_id: Optional[str] = None, **kwargs) -> List[Callable]:
        if not user_id:
            return []
        return await self.aget_agent_tools(user_id=user_id)

    def get_agent_tools(self, user_id: str) -> List[Callable]:
        tools = []
        if self.can_save:
            save = self._build_save_tool(user_id=user_id)
            if save:
                tools.append(save)

        # expect: agno NotesStore.get_agent_tools.<locals>.list_notes list_notes
        def list_notes() -> str:
            """The notes kept so far."""
            return "\n".join(self.notes)

        tools.append(list_notes)
        return tools

    async def aget_agent_tools(self, user_id: str) -> List[Callable]:
        tools = []
        save = await self._abuild_save_tool(user_id=user_id)
        if save:
            tools.append(save)
        return tools

    def _build_save_tool(self, user_id: str) -> Optional[Callable]:
        store = self

        # expect: agno NotesStore._build_save_tool.<locals>.save_note save_note
        def save_note(text: str, tags: Optional[List[str]] = None) -> str:
            """Keep a note for later."""
            store.notes.append(text)
            return "saved"

        return save_note

    async def _abuild_save_tool(self, user_id: str) -> Optional[Callable]:
        store = self

        # expect: agno NotesStore._abuild_save_tool.<locals>.save_note save_note
        async def save_note(text: str, tags: Optional[List[str]] = None) -> str:
            """Keep a note for later."""
            store.notes.append(text)
            return "saved"

        return save_note

    def _get_extraction_tools(self) -> List[Callable]:
        def extract(text: str) -> str:
            """Not a tool of the agent: used by the store's own extraction model."""
            return text

        return [extract]
