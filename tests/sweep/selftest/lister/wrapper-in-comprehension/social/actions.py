# camel-oasis: the tools are `FunctionTool(func)` for each method of a list, built in a
# list comprehension (camel's FunctionTool wraps a callable; its schema is the signature's).
from camel.toolkits import FunctionTool


class SocialAction:
    def __init__(self, agent_id: int):
        self.agent_id = agent_id

    def get_openai_function_list(self) -> list[FunctionTool]:
        return [
            FunctionTool(func) for func in [
                self.create_post,
                self.follow,
            ]
        ]

    async def create_post(self, content: str):
        """Create a post."""
        return content

    async def follow(self, followee_id: int):
        """Follow a user."""
        return followee_id

    async def perform_action(self, message, type: str):
        return message
