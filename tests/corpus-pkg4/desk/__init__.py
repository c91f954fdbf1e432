"""haystack across modules (issue 25): `@component` classes defined in `desk.components`,
made tools by `ComponentTool(...)` in `desk.tools` (the class imported by name, and through
its module), and in `desk.returns` tools whose parameter models come through the package's
`desk.compat` shim. The payloads are filed under the module that defines each tool's `run`
(or function)."""
