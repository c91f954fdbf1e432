"""browser-use (`browser_use`): custom actions of a `Controller` / `Tools` registry.

Idioms: `@controller.action("description")` on a module-level `Controller()`,
`@tools.action("description", param_model=M)` on a `Tools()`, `@self.registry.action(...)`
inside a `Tools` subclass's `__init__` (nested functions), `@registry.action(...)` on a
`Registry()`.

Not tools: the param model, a helper, the agent's task function.
"""

from browser_use import Agent, BrowserSession, Controller, Tools
from browser_use.tools.registry.service import Registry
from pydantic import BaseModel

controller = Controller()
tools = Tools()
registry = Registry()


# expect: browser-use save_title save_title
@controller.action("Save the current page title to a file")
async def save_title(filename: str, browser_session: BrowserSession) -> str:
    return filename


class LoginParams(BaseModel):
    username: str
    password: str


# expect: browser-use log_in log_in
@tools.action("Log in to the site", param_model=LoginParams)
async def log_in(params: LoginParams, browser_session: BrowserSession) -> str:
    return params.username


# expect: browser-use read_storage read_storage
@registry.action("Read a value from local storage")
async def read_storage(key: str) -> str:
    return key


class ShopTools(Tools):
    def __init__(self) -> None:
        super().__init__()

        # expect: browser-use ShopTools.__init__.<locals>.add_to_cart add_to_cart
        @self.registry.action("Add the product on the page to the cart")
        async def add_to_cart(quantity: int, browser_session: BrowserSession) -> str:
            return str(quantity)


def _normalise(text: str) -> str:
    """Helper, not a tool."""
    return text.strip()


async def main() -> None:
    agent = Agent(task="Buy a book", controller=controller)
    await agent.run()
