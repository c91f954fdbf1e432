"""A `FunctionTool` built by hand (agent-engine-sdk-openai-agents' review tool): openai-agents
sends its `description=` and `params_json_schema` as given, not a function's docstring and
signature. That payload is not modelled, so it is unread: no D001 "has no docstring" (the
description is right there), and nothing else said about it."""
from agents import Agent, FunctionTool

REVIEW_TOOL_NAME = "agent_engine_guardrail_review"


async def _hold(ctx, args: str) -> str:
    return args


review = FunctionTool(
    name=REVIEW_TOOL_NAME,
    description="Holds a model response for guardrail review.",
    params_json_schema={
        "type": "object",
        "properties": {"review_id": {"type": "string"}},
        "required": ["review_id"],
        "additionalProperties": False,
    },
    on_invoke_tool=_hold,
    strict_json_schema=True,
)

agent = Agent(name="a", tools=[review])
