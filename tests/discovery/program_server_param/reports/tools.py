"""Report tools; neither this module nor the one calling it imports a framework."""


def register_report_tools(app) -> None:
    # expect: fastmcp register_report_tools.<locals>.daily_report daily_report
    @app.tool()
    def daily_report(day: str) -> str:
        """The report of one day."""
        return day
