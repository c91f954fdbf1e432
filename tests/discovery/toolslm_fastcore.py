"""toolslm >= 0.3.47 / fastcore.funccall and claudette (framework id `toolslm`).

Idioms: `get_schema(fn)`, `get_schema(fn, name=...)` (fastcore's name override),
`get_schema` mapped over a tuple with `map(...)` and over a list in a comprehension,
`mk_ns([...])` and `mk_ns(dict)`, `get_schema_nm("name", ns)` (the string names a function
of the namespace), claudette `Chat(model, tools=[...])`.

`mk_ns` builds the namespace the tool loop calls into, so what it lists counts as a tool.

Not tools: a function only called by a tool.
"""

from claudette import Chat
from fastcore.funccall import get_schema, get_schema_nm, mk_ns


def sums(
    a: int,  # First thing to sum
    b: int = 1,  # Second thing to sum
) -> int:  # The sum of the inputs
    "Adds a + b."
    return a + b


def mults(
    a: int,  # First thing to multiply
    b: int = 1,  # Second thing to multiply
) -> int:  # The product of the inputs
    "Multiplies a * b."
    return a * b


def divs(a: float, b: float) -> float:
    "Divides a by b."
    return a / b


def word_count(text: str) -> int:
    "Count the words of a text."
    return len(text.split())


def char_count(text: str) -> int:
    "Count the characters of a text."
    return len(text)


def reverse(text: str) -> str:
    "Reverse a text."
    return text[::-1]


def get_user(user_id: int) -> dict:
    "Fetch a user record."
    return {}


def send_email(to: str, subject: str, body: str) -> bool:
    "Send an email."
    return True


def _audit(event: str) -> None:
    "Only called by the tools; not a tool."


def lookup_city(name: str) -> dict:
    "Coordinates of a city."
    return {}


# expect: toolslm sums sums
schema = get_schema(sums)
# expect: toolslm mults multiply
named = get_schema(mults, name="multiply")
# expect: toolslm divs divs
# expect: toolslm word_count word_count
schemas = list(map(get_schema, (divs, word_count)))

TEXT_TOOLS = [char_count, reverse]
# expect: toolslm char_count char_count
# expect: toolslm reverse reverse
text_schemas = [get_schema(f, pname="parameters") for f in TEXT_TOOLS]

# expect: toolslm lookup_city lookup_city
ns = mk_ns([sums, mults, lookup_city])
# expect: toolslm get_user get_user
user_schema = get_schema_nm("get_user", mk_ns({"get_user": get_user}))

# expect: toolslm send_email send_email
chat = Chat("claude-sonnet-4-5", sp="You are a helpful assistant.", tools=[send_email, word_count], ns=mk_ns([send_email, word_count]))
