"""Toolset helpers annotated with a subscripted generic (pydantic-ai-colony's shape)."""

# expect: none
