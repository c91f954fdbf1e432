"""A function renamed after its definition with a constant, then wrapped as a Google ADK tool
(multi-module fixture; google-adk's `tools/_request_input_tool.py`).

Covers: `_request_input.__name__ = REQUEST_INPUT` with the constant imported from another
module, and `_confirm.__name__ = CONFIRM` with a constant of the module itself; the framework
reads `__name__` when the tool is built, after the assignment. Negative: a rename written
after the tool was built (`_late.__name__ = LATE`), which the built tool never sees.
"""

# expect: none
