"""A hand-written OpenAI tool without arguments whose `parameters` omits `properties` (the
MCP specification's recommended zero-argument schema): gpt-5 and the Responses API refuse it
at the root (`In context=()`). A `dict` parameter's nested object without `properties` is
accepted outside strict mode, and is not reported."""

list_networks_tool = {
    "type": "function",
    "function": {
        "name": "list_networks",
        "description": "List the networks the account can see.",
        "parameters": {"type": "object", "additionalProperties": False},  # expect: S010
    },
}

tag_tool = {
    "type": "function",
    "function": {
        "name": "tag_document",
        "description": "Attach metadata to a document.",
        "parameters": {
            "type": "object",
            "properties": {"doc_id": {"type": "string"}, "metadata": {"type": "object"}},
            "required": ["doc_id", "metadata"],
        },
    },
}
