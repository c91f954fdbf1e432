"""Note tools, registered on the server module's `mcp` through the module itself."""
import crm.server as srv


@srv.mcp.tool()
def add_note(contact_id: str, text: str, pinned: bool = False) -> dict:
    """Add a note to a contact's timeline; a pinned note stays at the top of the timeline."""
    return {}
