"""Tools a provider of the server loads (fastmcp's standalone `@tool`)."""
from fastmcp.tools import tool


@tool
def statcan_census_profile_archive_list_geography_levels(year: int) -> str:
    """List the geography levels of an archived census year.

    Args:
        year: The census year.
    """
    return str(year)


@tool
def elections_financial_returns_list_candidate_contributions(riding: str) -> str:
    """List the contributions to the candidates of a riding.

    Args:
        riding: The riding's name.
    """
    return riding
