"""Negative: framework APIs that take functions but do not make them tools.

Resources, prompts and custom routes of MCP servers; pydantic-ai instructions, system
prompts and output validators; langchain runnables (`@chain`) and langsmith `@traceable`;
google-adk callbacks; openai-agents guardrails and `handoff` callbacks; crewai step and task
callbacks; agno `tool_hooks`. Every function below reaches a framework, none as a tool.
"""

# expect: none

from typing import Any

from agents import Agent as OpenAIAgent
from agents import GuardrailFunctionOutput, RunContextWrapper, handoff, output_guardrail
from agno.agent import Agent as AgnoAgent
from crewai import Agent as CrewAgent
from fastmcp import FastMCP
from google.adk.agents import Agent as AdkAgent
from langchain_core.runnables import RunnableLambda, chain
from langsmith import traceable
from pydantic_ai import Agent, RunContext
from starlette.requests import Request
from starlette.responses import PlainTextResponse

mcp = FastMCP("docs")


@mcp.resource("docs://{slug}")
def doc_resource(slug: str) -> str:
    """An MCP resource."""
    return slug


@mcp.prompt
def review_prompt(code: str) -> str:
    """An MCP prompt."""
    return f"Review:\n{code}"


@mcp.custom_route("/health", methods=["GET"])
async def health(request: Request) -> PlainTextResponse:
    """An HTTP route on the MCP server."""
    return PlainTextResponse("OK")


agent = Agent("openai:gpt-4o")


@agent.system_prompt
def system_prompt() -> str:
    """A system prompt function."""
    return "Be concise."


@agent.instructions
def user_instructions(ctx: RunContext[None]) -> str:
    """An instructions function."""
    return "Answer in French."


@agent.output_validator
def validate_output(output: str) -> str:
    """An output validator."""
    return output


@chain
def normalize(text: str) -> str:
    """A langchain runnable."""
    return text.strip()


@traceable(name="summarize")
def summarize(text: str) -> str:
    """A traced function."""
    return text[:100]


def upper(text: str) -> str:
    """Wrapped in a RunnableLambda."""
    return text.upper()


shout = RunnableLambda(upper)


def before_model(callback_context: Any, llm_request: Any) -> None:
    """An ADK callback."""


adk_agent = AdkAgent(name="docs", model="gemini-2.5-flash", before_model_callback=before_model)


@output_guardrail
async def no_secrets(ctx: RunContextWrapper[None], agent: OpenAIAgent, output: str) -> GuardrailFunctionOutput:
    """An output guardrail."""
    return GuardrailFunctionOutput(output_info=None, tripwire_triggered=False)


async def on_handoff(ctx: RunContextWrapper[None]) -> None:
    """A handoff callback."""


billing = OpenAIAgent(name="billing")
triage = OpenAIAgent(name="triage", handoffs=[handoff(billing, on_handoff=on_handoff)], output_guardrails=[no_secrets])


def log_step(step: Any) -> None:
    """A crewai step callback."""


writer = CrewAgent(role="Writer", goal="Write", backstory="Writes.", step_callback=log_step)


def timing_hook(function_name: str, function_call: Any, arguments: dict) -> Any:
    """An agno tool hook."""
    return function_call(**arguments)


agno_agent = AgnoAgent(tool_hooks=[timing_hook])
