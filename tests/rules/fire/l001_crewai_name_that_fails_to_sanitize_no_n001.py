"""A crewai tool named `2Captcha Solver`: crewai sends `sanitize_tool_name(name)`
(`2captcha_solver`, no space), and its `validate_function_name` raises on the leading digit
(crewai 1.15.30, ran on a copy), which L001 reports; the space of the unsanitized name
reaches no provider, so no N001."""
from crewai import Agent
from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class SolveInput(BaseModel):
    site_key: str = Field(description="The site key of the captcha.")


class TwoCaptchaTool(BaseTool):
    name: str = "2Captcha Solver"  # expect: L001
    description: str = "Solve a captcha with 2Captcha."
    args_schema: type[BaseModel] = SolveInput

    def _run(self, site_key: str) -> str:
        return site_key


agent = Agent(role="solver", goal="solve", backstory="b", tools=[TwoCaptchaTool()])
