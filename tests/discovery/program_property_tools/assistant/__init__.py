"""An assistant class whose `@property` of tool names is passed as `tools=` to a tracer
(multi-module fixture, absolute imports; strands' `Agent.tool_names` passed to
`tracer.start_agent_span(..., tools=self.tool_names)`).

Covers: a strands `@tool` function given to `Agent(tools=[lookup])` in a method. Negative:
`Assistant.tool_names` and `Assistant.cached_names` (a `@property` and a
`functools.cached_property`: `self.tool_names` is the list they return, not a function),
passed as `tools=` to the project's tracer.
"""

# expect: none
