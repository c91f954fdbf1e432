"""A framework's own package inside the `google` namespace package (no `google/__init__.py`, as
installed): its modules are `google.adk.*`, so its relative imports name the framework."""
