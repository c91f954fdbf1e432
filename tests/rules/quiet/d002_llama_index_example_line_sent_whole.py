"""An `Example:` line with its example inline, at the indentation of the `Args:` entries
(aipaygent-llamaindex's `chain_operations`): llama-index sends the whole docstring as the
description and its `extract_param_docs` reads only `name (type): desc`, `:param` and
`@param`, so there is no `Example` entry to the framework and the example reaches the model
with the rest: no D002 "the docstring documents `Example`"."""
from llama_index.core.tools import FunctionTool


def chain_operations(steps_json: str) -> str:
    """
    Chain multiple AI operations in sequence. Output of each step is available to next.
    Args:
        steps_json: JSON array of steps, each with 'action' and 'params'.
        Use {{prev_result}} in params to reference previous step's output.
        Example: '[{"action":"research","params":{"query":"AI trends"}},
                   {"action":"summarize","params":{"text":"{{prev_result}}"}}]'
    """
    return steps_json


tool = FunctionTool.from_defaults(fn=chain_operations)
