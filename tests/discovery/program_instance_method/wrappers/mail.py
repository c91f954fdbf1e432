"""A mail wrapper whose methods are only called."""

# expect: none


class MailWrapper:
    def run(self, to: str) -> str:
        """Not a tool."""
        return to
