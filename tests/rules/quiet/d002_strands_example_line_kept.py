"""The same `Example:` line under strands' `@tool` (strands-agents, ran on a copy): the line
stays in the description strands sends, so the example reaches the model and no parameter
is named: no D002 (beside `d002_llama_index_example_line_sent_whole.py`; a real entry
whose text is cut, `fire/d002_entry_not_sub_heading.py`, still fires)."""
from strands import tool


@tool
def chain_operations(steps_json: str) -> str:
    """
    Chain multiple AI operations in sequence. Output of each step is available to next.

    Args:
        steps_json: JSON array of steps, each with 'action' and 'params'.
        Example: '[{"action":"research","params":{"query":"AI trends"}}]'
    """
    return steps_json
