"""abstractllm's `@tool` decorator on a function with exact types."""
from abstractllm.tools import tool


@tool
def send_sms(phone: str, message: str, urgent: bool = False) -> str:
    """Send a text message.

    Args:
        phone: Phone number in E.164 format.
        message: Text of the message.
        urgent: Whether to bypass quiet hours.
    """
    return ""
