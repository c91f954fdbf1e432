"""A tool whose `__signature__` and `__annotations__` are assigned when it is built (agno's
learn/stores/user_profile.py: `update_profile(**kwargs)` gets one `Optional[str]` keyword
per profile field before it is returned): agno reads the assigned signature, so the
`**kwargs` written in the `def` is not what is sent. The parameters are unread: no rule
about them speaks (no L010 "`**kwargs` is sent as one required property")."""
import inspect
from typing import Any, Callable, Optional, cast

from agno.tools import Toolkit


class UserProfileStore(Toolkit):
    def __init__(self):
        super().__init__(name="user_profile", tools=[self.build_update_profile_tool("u1")])

    def build_update_profile_tool(self, user_id: str) -> Callable:
        updateable = ["name", "preferred_name"]
        params = [
            inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=Optional[str])
            for n in updateable
        ]

        def update_profile(**kwargs) -> str:
            """Update the user's profile.

            Returns:
                Confirmation of updated fields.
            """
            return ", ".join(f"{k}={v}" for k, v in kwargs.items())

        func = cast(Any, update_profile)
        func.__signature__ = inspect.Signature(params)
        func.__annotations__ = {field_name: Optional[str] for field_name in updateable}
        func.__annotations__["return"] = str
        return update_profile
