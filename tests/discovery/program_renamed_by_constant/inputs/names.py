"""Function-call names shared by the package's modules."""

# expect: none

REQUEST_INPUT = "adk_request_input"
