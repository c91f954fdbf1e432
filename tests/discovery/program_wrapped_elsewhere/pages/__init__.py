"""Functions of one module that another registers through a wrapper imported from outside the
workspace (`Agent(tools=[retry(fetch.fetch_page)])`, issue 25 item 7): still tools, shown as
written with a note (server/tests/wrapped_tools.rs). The same function registered as written
(`save_page`) has no note."""

# expect: none
