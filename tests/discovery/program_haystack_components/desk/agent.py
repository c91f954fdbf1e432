from haystack.tools import ComponentTool

from desk.parts import Lookup, Plain

lookup_tool = ComponentTool(component=Lookup(), name="ledger_lookup")
plain_tool = ComponentTool(component=Plain())
