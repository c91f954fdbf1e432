"""strands module-based tools (multi-file fixture).

`weather_forecast.py` is a module-based tool: a module-level `TOOL_SPEC` dict plus a function
with the module's own name; the tool is the hand-written spec (framework `strands`, qualname
`-`, name = `TOOL_SPEC["name"]`). `agent.py` loads it by passing the module to
`Agent(tools=[...])`, next to a `@tool` function. `units.py` holds a dict that only looks like
a spec (it is not named `TOOL_SPEC`, has no `inputSchema` and is never loaded): not a tool.
"""

# expect: none
