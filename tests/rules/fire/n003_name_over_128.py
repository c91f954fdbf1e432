"""A selectools tool whose `name=` was generated from a report title: over 128 characters.

OpenAI stops at 64; Anthropic and Gemini at 128.
"""
from selectools import tool


@tool(
    name="report_quarterly_revenue_breakdown_by_region_product_line_sales_channel_currency_and_fiscal_period_including_adjustments_for_returns_and_discounts",  # expect: N002, N003
    description="Quarterly revenue report.",
)
def revenue_report(quarter: str) -> str:
    """Build the quarterly revenue report."""
    return ""
