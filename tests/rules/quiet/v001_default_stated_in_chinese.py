"""A default stated in another language: langchain's `@tool` sends the whole docstring as the
description (langchain-google-genai 4.4.2 carries the Args lines in the Gemini declaration),
and "默认 50" is "default 50" (mcp-tool-xlsx), as is "デフォルトは False" in Japanese."""
from typing import Optional

from langchain_core.tools import tool
from langchain_google_genai import ChatGoogleGenerativeAI


@tool
def read_excel(file_path: str, sheet_name: Optional[str] = None, max_rows: int = 50, header: bool = False) -> str:
    """读取 Excel 文件内容，返回数据预览。

    Args:
        file_path: 文件路径
        sheet_name: 指定工作表名称，不指定则读取所有工作表
        max_rows: 最大返回行数，默认 50
        header: 第一行是否为表头（デフォルトは False）
    """
    return file_path


llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([read_excel])
