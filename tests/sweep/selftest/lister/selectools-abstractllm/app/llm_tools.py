# abstractllm (abstractllm/tools/enhanced.py): `tool(func=None, *, name=None, description=None, ...)`
# used bare or called; the import may fall back to a no-op decorator when the extra is missing.
try:
    from abstractllm.tools.enhanced import tool
except ImportError:
    def tool(*args, **kwargs):
        def decorator(func):
            return func
        return decorator


@tool(description="Find files by glob pattern", tags=["file"])
def list_files(directory_path: str = ".", pattern: str = "*") -> str:
    return ""


@tool
def execute_command(command: str) -> str:
    return ""


def _format(x: str) -> str:
    return x
