"""The tool module: no framework import; the server is a parameter."""


def register(mcp) -> None:
    @mcp.tool()
    def eval_audit_pack(run_json_path: str, cases_dir: str) -> str:
        """Build an audit pack from a run."""
        return run_json_path
