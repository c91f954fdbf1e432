class LLMAdapter:
    """What a channel talks to; nothing of openai-agents."""
