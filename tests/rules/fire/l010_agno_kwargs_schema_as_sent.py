"""agno sends `**kwargs` as one required property whose schema is the annotation's (agno 3.1.10:
none gives `{}`, `str` a string, `Any` an empty closed object): the message states the schema as
sent, not an empty closed object for every `**kwargs`."""
from typing import Any

from agno.agent import Agent
from agno.tools import Toolkit


class Mail(Toolkit):
    def __init__(self, **kwargs):
        super().__init__(name="mail", tools=[self.email_user, self.tag, self.update], **kwargs)

    def email_user(self, subject: str, body: str, **kwargs) -> str:  # expect: L010
        """Email the user.

        :param subject: The subject.
        :param body: The body.
        """
        return subject

    def tag(self, item: str, **labels: str) -> str:  # expect: L010
        """Tag an item."""
        return item

    def update(self, task_id: str, **fields: Any) -> str:  # expect: L010
        """Update a task."""
        return task_id


agent = Agent(tools=[Mail()])
