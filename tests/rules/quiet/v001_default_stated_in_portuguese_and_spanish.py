"""Defaults stated in Portuguese, Spanish and Russian: langchain's `@tool` sends the whole
docstring as the description (langchain-google-genai 4.4.2 carries the Args lines in the Gemini
declaration), and "(padrão: casaa)" is "(default: casaa)" (mcp-agent-db), "por defecto 10" is
"by default 10" (in a docstring with no accent, which other languages' words are read in too),
"по умолчанию 5" is "by default 5"."""
from langchain_core.tools import tool
from langchain_google_genai import ChatGoogleGenerativeAI


@tool
def consulta_postgres_tool(pergunta: str, slug: str = "casaa") -> str:
    """
    Ferramenta para consultar banco PostgreSQL com geracao automatica de SQL.

    Args:
        pergunta: Pergunta em linguagem natural sobre os dados
        slug: Identificador do cliente/schema (padrão: casaa)
    """
    return pergunta + slug


@tool
def buscar(texto: str, limite: int = 10, paginas: int = 5) -> str:
    """Busca documentos.

    Args:
        texto: Texto a buscar
        limite: Numero maximo de resultados, por defecto 10
        paginas: Число страниц, по умолчанию 5
    """
    return texto


llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([consulta_postgres_tool, buscar])
