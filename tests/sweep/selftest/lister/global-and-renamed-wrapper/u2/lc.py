# langchain-wayza: each tool is `StructuredTool.from_function(func=run(fn), name=..., args_schema=...)`,
# where run(fn) returns a nested `call` renamed `call.__name__ = fn.__name__`: the tool stands for fn.
from langchain_core.tools import StructuredTool


def wayza_tools(account):
    def run(fn):
        def call(**kw):
            return fn(**kw)

        call.__name__ = fn.__name__
        return call

    def ask_person(to: str, question: str) -> dict:
        return {}

    def my_address() -> dict:
        return {}

    specs = [
        ("wayza_ask_person", ask_person, None, "Ask a person."),
        ("wayza_my_address", my_address, None, "This agent's address."),
    ]
    return [StructuredTool.from_function(func=run(fn), name=name, description=desc, args_schema=schema)
            for name, fn, schema, desc in specs]
