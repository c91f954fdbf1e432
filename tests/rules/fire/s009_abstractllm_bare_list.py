"""abstractllm maps a bare `list` to `{"type": "array"}` and sends it to OpenAI as is."""
from abstractllm.tools import function_to_tool_definition


def merge_pdfs(paths: list, output: str) -> str:  # expect: S009
    """Merge several PDF files into one."""
    return output


definition = function_to_tool_definition(merge_pdfs)
