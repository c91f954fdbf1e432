"""An agno toolkit registering each tool twice, unconditionally: the sync method under its
own name and the async one under the same name. agno files them apart (`functions`,
`async_functions`) and sends one set per run. The other idioms here: the methods named by
the aliases of two partitions (`allowed + confirm`, each any alias to a reader) are each
listed once; and a factory returning early in async mode.
"""
from typing import Dict, List

from agno.tools import Function, Toolkit


class AuthTools(Toolkit):
    _ALIASES: Dict[str, str] = {"in": "sign_in", "check": "check_login"}

    def __init__(self, allowed: List[str], confirm: List[str]):
        super().__init__(name="auth")
        self.register(self.sign_in)
        self.register(self.check_login)
        self.register(self.asign_in, name="sign_in")
        self.register(self.acheck_login, name="check_login")
        allowed_methods = [self._ALIASES[a] for a in allowed]
        confirm_methods = [self._ALIASES[a] for a in confirm]
        registered = allowed_methods + confirm_methods
        self.extra = Toolkit(
            name="auth_extra",
            tools=[getattr(self, name) for name in registered],
            requires_confirmation_tools=confirm_methods,
        )

    def sign_in(self, force: bool = False) -> str:
        """Sign in."""
        return ""

    async def asign_in(self, force: bool = False) -> str:
        """Sign in."""
        return ""

    def check_login(self) -> str:
        """Check the sign-in."""
        return ""

    async def acheck_login(self) -> str:
        """Check the sign-in."""
        return ""


def get_search_function(knowledge, async_mode: bool = False) -> Function:
    def search_knowledge_base(query: str) -> str:
        """Search the knowledge base."""
        return knowledge.search(query)

    async def asearch_knowledge_base(query: str) -> str:
        """Search the knowledge base."""
        return await knowledge.asearch(query)

    if async_mode:
        return Function.from_callable(asearch_knowledge_base, name="search_knowledge_base")
    return Function.from_callable(search_knowledge_base, name="search_knowledge_base")


class NotesTools(Toolkit):
    """Positive: two different sync methods under one name in one toolkit; agno keeps the
    later one (a dict by name), so `add_note` is never sent."""

    def __init__(self):
        super().__init__(name="notes")
        self.register(self.add_note)
        self.register(self.add_note_with_tags, name="add_note")

    def add_note(self, text: str) -> str:
        """Add a note."""
        return ""

    def add_note_with_tags(self, text: str, tags: List[str]) -> str:  # expect: C001
        """Add a note with tags."""
        return ""
