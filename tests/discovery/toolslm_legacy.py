"""Legacy toolslm (`toolslm.funccall`, toolslm <= 0.3.46; framework id `toolslm-legacy`).

Idioms: `get_schema(fn)`, `get_schema(obj.method)` on a bound method, a generator expression
fed to `list(...)`, `mk_ns` over a tuple, `get_schema_nm("obj.method", ns)` whose dotted
string is the tool name, a `for` loop appending schemas.

Not tools: `call_func`'s target looked up by name at run time, a helper.
"""

from toolslm.funccall import call_func, get_schema, get_schema_nm, mk_ns


def get_weather(city: str) -> str:
    "Current weather in a city."
    return ""


def get_time(tz: str = "UTC") -> str:
    "Current time in a timezone."
    return ""


def get_date(tz: str = "UTC") -> str:
    "Current date in a timezone."
    return ""


def add_numbers(a: int, b: int) -> int:
    "Add two numbers."
    return a + b


def sub_numbers(a: int, b: int) -> int:
    "Subtract b from a."
    return a - b


class Calendar:
    "A small calendar."

    def add_event(self, title: str, day: str) -> bool:
        "Add an event to the calendar."
        return True

    def list_events(self, day: str) -> list[str]:
        "Events of a day."
        return []

    def _storage(self) -> dict:
        "Private: not a tool."
        return {}


def _fmt(value: object) -> str:
    "Helper, not a tool."
    return str(value)


# expect: toolslm-legacy get_weather get_weather
weather_schema = get_schema(get_weather)

cal = Calendar()
# expect: toolslm-legacy Calendar.list_events list_events
events_schema = get_schema(cal.list_events)
# expect: toolslm-legacy Calendar.add_event cal.add_event
add_event_schema = get_schema_nm("cal.add_event", {"cal": cal})

# expect: toolslm-legacy get_time get_time
# expect: toolslm-legacy get_date get_date
clock_schemas = list(get_schema(f) for f in (get_time, get_date))

ARITH = (add_numbers, sub_numbers)
# expect: toolslm-legacy add_numbers add_numbers
# expect: toolslm-legacy sub_numbers sub_numbers
ns = mk_ns(ARITH)
arith_schemas = []
for fn in ARITH:
    arith_schemas.append(get_schema(fn))

result = call_func("add_numbers", {"a": 1, "b": 2}, ns)
