# browser-use: `Registry.action(description, param_model=...)` decorates a function into an action
# named func.__name__ (the first argument is the description); `Tools.action` delegates to it.
# An action registered by a call with a wrapper built per remote MCP tool is named at run time.
from browser_use.tools.registry.service import Registry
from browser_use.tools.service import Tools as BaseTools


class Tools:
    def __init__(self):
        self.registry = Registry()

        @self.registry.action('Search the web', param_model=None)
        async def search(query: str):
            return None

        @self.registry.action('Go back')
        async def go_back():
            return None

    def _register_tool_as_action(self, tool):
        async def mcp_action_wrapper(**kwargs):
            return None

        self.registry.action(description=tool.description)(mcp_action_wrapper)


def register_gmail_actions(tools: BaseTools):
    @tools.registry.action(description='Get recent emails')
    async def get_recent_emails(keyword: str):
        return None

    @tools.action('Send an email')
    async def send_email(to: str, body: str):
        return None

    def not_an_action():
        return None
