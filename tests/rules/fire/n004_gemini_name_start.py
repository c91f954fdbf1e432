"""Security tools registered with selectools under names that start with a digit.

OpenAI and Anthropic accept `2fa_verify`; Gemini requires a leading letter or underscore.
"""
from selectools import ToolRegistry

security = ToolRegistry()


@security.tool(name="2fa_verify", description="Verify a two-factor code.")  # expect: N004
def verify_code(user_id: str, code: str) -> str:
    """Verify a two-factor code."""
    return ""


@security.tool(name="-reset-password", description="Reset a password.")  # expect: N004
def reset_password(user_id: str) -> str:
    """Send a password reset link."""
    return ""
