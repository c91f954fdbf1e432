"""A memory manager whose agno tools are closures built by one method and wrapped by another
(`self.determine_tools(self._get_db_tools(...))`, where `determine_tools` runs
`Function.from_callable(tool)` over its parameter): the wrapped functions are what the
method's callers pass (multi-module fixture, absolute imports).

Covers: a parameter of a method followed to the method's call sites in its class
(positional and keyword), through `await` of an async builder.
Negative: a method looping over its parameter without wrapping it (`describe`), the closures
it is passed; a module-level function with the same method name.
"""

# expect: none
