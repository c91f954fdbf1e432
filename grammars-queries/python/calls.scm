; Every call site: tool registrations (`Index([...])`, `get_schema(f)`, `register_tool(f)`),
; and any call that passes `tools=[...]`. Filtering by callee happens in Rust, after the
; callee has been resolved through the file's imports.
(call
  function: [(identifier) (attribute)] @callee
  arguments: (argument_list) @args) @call
