"""Rail tools returned by a factory called from agent.py."""


# expect: langchain train_times train_times
def train_times(origin: str, destination: str) -> list[str]:
    """Train departures between two stations."""
    return []


# expect: langchain rail_pass_price rail_pass_price
def rail_pass_price(days: int, first_class: bool = False) -> float:
    """Price of a rail pass."""
    return 100.0


def get_rail_tools() -> list:
    return [train_times, rail_pass_price]
