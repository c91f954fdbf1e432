"""Long-running tools whose names are constants."""

from google.adk.tools.function_tool import FunctionTool
from google.adk.tools.long_running_tool import LongRunningFunctionTool

from inputs.names import REQUEST_INPUT

CONFIRM = "adk_request_confirmation"
LATE = "late_name"


def _request_input(message: str) -> None:
    """Asks the user for input."""
    return None


_request_input.__name__ = REQUEST_INPUT

# expect: google-adk _request_input adk_request_input
request_input = LongRunningFunctionTool(_request_input)


def _confirm(hint: str) -> None:
    """Asks the user to confirm."""
    return None


_confirm.__name__ = CONFIRM

# expect: google-adk _confirm adk_request_confirmation
confirm = FunctionTool(_confirm)


def _late(x: str) -> str:
    """Built before its rename."""
    return x


# expect: google-adk _late _late
late = FunctionTool(_late)

_late.__name__ = LATE
