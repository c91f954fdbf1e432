"""haystack across modules (issue 25): `@component` classes defined in `desk.components`,
made tools by `ComponentTool(...)` in `desk.tools` (the class imported by name, and through
its module). The payloads are filed under the module that defines each tool's `run`."""
