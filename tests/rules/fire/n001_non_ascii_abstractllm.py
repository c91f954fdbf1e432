"""A German shopping assistant whose tool names are the Python names, umlauts included.

abstractllm sends `f.__name__` to OpenAI and Anthropic, which accept only [a-zA-Z0-9_-].
"""
from abstractllm import create_llm


def größe_prüfen(artikel: str) -> str:  # expect: N001
    """Prüft die verfügbaren Größen eines Artikels."""
    return ""


def preis(artikel: str) -> float:
    """Gibt den Preis eines Artikels zurück."""
    return 0.0


llm = create_llm("openai", model="gpt-4o-mini")
answer = llm.generate("Gibt es die Jacke in XL?", tools=[größe_prüfen, preis])
