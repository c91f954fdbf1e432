def get_server_info() -> str:
    """Server version."""
    return ""


def list_modules() -> str:
    """Learning modules."""
    return ""


def explain(topic: str) -> str:
    """A prompt, not a tool."""
    return ""
