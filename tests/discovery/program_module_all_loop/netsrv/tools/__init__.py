"""Tool modules (see `netsrv.server`)."""

# expect: none
