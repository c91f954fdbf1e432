"""Tool modules (imported lazily by `pve.server`)."""

# expect: none
