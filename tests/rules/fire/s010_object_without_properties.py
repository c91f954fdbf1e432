"""abstractllm sends a bare `dict` as `{"type": "object"}`: gpt-5 and the Responses API
refuse objects without `properties`."""
from typing import Optional

from abstractllm import create_llm


def update_profile(user_id: str, fields: dict) -> str:  # expect: S010
    """Update fields of a user profile."""
    return ""


def get_profile(user_id: str, include_history: Optional[bool] = None) -> str:
    """Return a user profile."""
    return ""


llm = create_llm("openai", model="gpt-5")
reply = llm.generate("Set my display name to Ada.", tools=[update_profile, get_profile])
