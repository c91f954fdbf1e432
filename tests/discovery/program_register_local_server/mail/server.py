"""The server is made where its optional SDK is imported, inside the function that hands it
to the registrar, which is imported there too."""

# expect: none


def build_server():
    try:
        from mcp.server.fastmcp import FastMCP
    except ImportError as exc:
        raise RuntimeError("pip install mcp") from exc

    mcp = FastMCP("mail")
    from mail.tools import register_all

    register_all(mcp)
    return mcp
