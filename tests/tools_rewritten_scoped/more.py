"""A tool registered on `app.admin`, which the loop of `app.py` does not iterate."""
from app import admin


@admin.tool()
def report(period: str, account: str = None) -> dict:
    """Report on a period."""
    return {"period": period, "account": account}
