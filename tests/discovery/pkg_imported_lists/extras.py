"""Extra tools, re-exported by the package as EXTRAS."""


# expect: pydantic-ai currency_convert currency_convert
def currency_convert(amount: float, source: str, target: str) -> float:
    """Convert an amount between currencies."""
    return amount


# expect: pydantic-ai visa_requirements visa_requirements
def visa_requirements(passport: str, destination: str) -> str:
    """Visa requirements for a trip."""
    return ""


EXTRA_TOOLS = [currency_convert]
EXTRA_TOOLS.append(visa_requirements)
