"""Reports (see `reports.tools`)."""

# expect: none
