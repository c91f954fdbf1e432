"""A copy of a framework's own import package, checked as the project (as agno-dinesh ships
`agno`): nothing here is a user's registration but the toolkits' own `tools=[...]`."""
# expect: none
