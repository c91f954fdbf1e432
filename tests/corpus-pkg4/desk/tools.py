from haystack.tools import ComponentTool

from desk import components
from .components import ArchiveSearch

archive_search = ComponentTool(component=ArchiveSearch())
summarise = ComponentTool(components.Summariser(), name="summarise", description="Summarise a text.")
