""""Padrão" is Portuguese for "default" only where it says so ("(padrão: x)", "por padrão");
"o padrão ABNT" is "the ABNT standard" and "Padrão de busca" "search pattern": neither tells
Gemini's model that `formato` defaults to "abnt" or `padrao` to "*.py" (langchain-google-genai
4.4.2 sends no `default`)."""
from langchain_core.tools import tool
from langchain_google_genai import ChatGoogleGenerativeAI


@tool
def citar(titulo: str, formato: str = "abnt", padrao: str = "*.py") -> str:  # expect: V001, V001
    """Formata uma referencia segundo o padrão ABNT.

    Args:
        titulo: Titulo da obra
        formato: Estilo de citacao
        padrao: Padrão de busca dos arquivos
    """
    return titulo + formato + padrao


llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash").bind_tools([citar])
