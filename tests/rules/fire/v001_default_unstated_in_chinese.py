"""A docstring in Chinese that does not say the default: Gemini's model never sees `max_rows`'s
50 (langchain-google-genai 4.4.2 sends no `default`), and "最大返回行数" ("most rows returned")
names no default."""
from langchain_core.tools import tool
from langchain_google_genai import ChatGoogleGenerativeAI


@tool
def read_sheet(file_path: str, max_rows: int = 50) -> str:  # expect: V001
    """读取 Excel 文件内容。

    Args:
        file_path: 文件路径
        max_rows: 最大返回行数
    """
    return file_path


llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([read_sheet])
