"""Background jobs (see `jobs.schedule`)."""

# expect: none
