"""A default written as a module constant is stated by its value: langchain's `@tool` sends
the whole docstring as the description (langchain-google-genai 4.4.2 carries "Defaults to 50
bps." in the Gemini declaration), so the model is told the default that the declaration
leaves out (langchain-uniswap-v2's `DEFAULT_SLIPPAGE_BPS`), also on a continuation line of
the parameter's entry."""
from langchain_core.tools import tool
from langchain_google_genai import ChatGoogleGenerativeAI

DEFAULT_SLIPPAGE_BPS = 50
DEFAULT_SWAP_DEADLINE_SECS: int = 600  # ten minutes


@tool
def swap(token_in: str, token_out: str, slippage_bps: int = DEFAULT_SLIPPAGE_BPS, deadline_secs: int = DEFAULT_SWAP_DEADLINE_SECS) -> str:
    """Swap one token for another.

    Args:
        token_in: The token sold.
        token_out: The token bought.
        slippage_bps: Largest price move accepted, in basis points
            (e.g. 50 = 0.5%). Defaults to 50 bps.
        deadline_secs: Seconds before the swap expires. Defaults to 600 (10 minutes).
    """
    return token_out


llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([swap])
