"""browser-use actions as its documentation writes them: the description is the decorator's
first argument (browser-use never reads a docstring), parameters described in a param model."""
from browser_use import BrowserSession, Controller
from pydantic import BaseModel, Field

controller = Controller()


@controller.action("Save the title of the current page to a text file in the working folder")
async def save_title(filename: str, browser_session: BrowserSession) -> str:
    return filename


class LoginParams(BaseModel):
    username: str = Field(description="Account name on the shop")
    remember: bool = Field(default=False, description="Keep the session after the run")


@controller.action("Log in to the shop with the stored credentials", param_model=LoginParams)
async def log_in(params: LoginParams, browser_session: BrowserSession) -> str:
    return params.username
