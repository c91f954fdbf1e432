"""claudette sends toolslm schemas for `Chat(tools=[...])`."""
from claudette import Chat


def sums(
    a: int,  # First number
    b: int = 1,  # Second number
) -> int:  # The sum
    "Add two numbers."
    return a + b


def mults(
    a: int,  # First number
    b: int,  # Second number
) -> int:  # The product
    "Multiply two numbers."
    return a * b


chat = Chat("claude-sonnet-4-5", tools=[sums, mults])
