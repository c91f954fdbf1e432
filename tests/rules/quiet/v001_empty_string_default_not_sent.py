"""An empty-string default that langchain's Gemini payload leaves out: "" stands for "not
given", as None does, so a model that is not told it omits the parameter and the function does
what omitting means (langchain-mycelia-signal: `asset: str = ""`, "No arguments: every rate").
The fire fixture v001_gemini_default.py keeps a real default (`limit: int = 10`) reported."""
from langchain_core.tools import tool
from langchain_google_genai import ChatGoogleGenerativeAI


@tool
def rates(asset: str = "", chain: str = "") -> str:
    """Lending rates. No arguments: every rate; asset only: the best supply yield."""
    return asset + chain


llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([rates])
