# google-adk toolset: get_tools wraps module functions in GoogleTool (a FunctionTool
# subclass whose declaration is the wrapped function's) through a comprehension; the
# write tools only under a setting (both listed: some configuration sends them).
from google.adk.tools.base_toolset import BaseToolset
from google.adk.tools.google_tool import GoogleTool

from . import storage_tool


class StorageToolset(BaseToolset):
    def __init__(self, settings=None):
        self._settings = settings

    async def get_tools(self, readonly_context=None):
        all_tools = []
        read_funcs = [storage_tool.list_objects]
        all_tools.extend([GoogleTool(func=func, tool_settings=self._settings) for func in read_funcs])
        if self._settings and self._settings.write:
            write_funcs = [storage_tool.delete_objects]
            all_tools.extend([GoogleTool(func=func) for func in write_funcs])
        return all_tools
