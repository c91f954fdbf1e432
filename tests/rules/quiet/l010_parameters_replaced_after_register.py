"""agno's apify toolkit: `actor_function(**kwargs)` is registered, then its tool object's
schema is replaced (`self.functions[tool_name].parameters = props_to_json_schema(...)`) and
the function unwraps `kwargs["kwargs"]` itself. The parameters sent are not the `def`'s:
they are unread, and no rule about them speaks (no L010 on `**kwargs`)."""
from typing import Any, Dict, List

from agno.tools import Toolkit


def props_to_json_schema(properties: Dict[str, Any], required: List[str]) -> Dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required}


class ApifyTools(Toolkit):
    def __init__(self, actors: List[str]):
        super().__init__(name="ApifyTools")
        for actor_id in actors:
            self.register_actor(actor_id)

    def register_actor(self, actor_id: str) -> None:
        tool_name = actor_id.replace("/", "_")
        properties: Dict[str, Any] = {"url": {"type": "string"}}

        def actor_function(**kwargs) -> str:
            """Actor function wrapper."""
            if len(kwargs) == 1 and "kwargs" in kwargs:
                kwargs = kwargs["kwargs"]
            return str(kwargs)

        actor_function.__name__ = tool_name
        self.register(actor_function)
        self.functions[tool_name].parameters = props_to_json_schema(properties, ["url"])
