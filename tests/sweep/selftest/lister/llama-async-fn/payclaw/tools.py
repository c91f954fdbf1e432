# llama-index FunctionTool.from_defaults(fn=None, name=None, description=None, ..., async_fn=None):
# an async-only tool is built from async_fn (llama-index-tools-payclaw).
from llama_index.core.tools import FunctionTool


def payclaw_balance_tool(api_token: str = "") -> FunctionTool:
    async def payclaw_get_balance() -> str:
        """Read the wallet balance."""
        return ""

    def _format_error(e) -> str:
        return str(e)

    return FunctionTool.from_defaults(async_fn=payclaw_get_balance, name="payclaw_get_balance", description="Balance.")
