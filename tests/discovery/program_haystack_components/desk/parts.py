from haystack import component


# A `@component` class made a tool in desk/agent.py: its `run`, under the registration's name.
# expect: haystack Lookup.run ledger_lookup
@component
class Lookup:
    """Look a key up — in the café's ledger."""

    @component.output_types(value=str)
    def run(self, key: str):
        return {"value": key}


class Plain:
    """Not a component: haystack's ComponentTool raises TypeError for it."""

    def run(self, text: str):
        return {"value": text}
