"""Precision trap: a test module inside the package, its dicts written out as sample data.

# expect: none
"""

SAMPLE_TOOLS = [
    {"name": "web_search", "description": "Search.", "inputSchema": {"type": "object"}},
]
