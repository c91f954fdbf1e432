"""dspy (`import dspy`): `dspy.Tool` and `dspy.ReAct`.

Idioms: `dspy.Tool(fn)`, `dspy.Tool(fn, name=..., desc=...)`, plain functions in
`dspy.ReAct(signature, tools=[...])` (dspy wraps each in `Tool`), a tool list built in a
module `dspy.Module.__init__` and passed positionally to `dspy.ReAct(sig, tools)`.

Not tools: the signature class, `forward`, a helper.
"""

import dspy


def evaluate_math(expression: str) -> float:
    """Evaluate a Python arithmetic expression."""
    return float(eval(expression, {"__builtins__": {}}))


def search_wikipedia(query: str) -> list[str]:
    """Return the top Wikipedia abstracts for a query."""
    return []


def lookup_dictionary(word: str) -> str:
    """Dictionary definition of a word."""
    return ""


def convert_units(value: float, unit_from: str, unit_to: str) -> float:
    """Convert a measurement between units."""
    return value


def _tokenize(text: str) -> list[str]:
    """Helper, not a tool."""
    return text.split()


# expect: dspy lookup_dictionary define
define_tool = dspy.Tool(lookup_dictionary, name="define", desc="Define an English word.")

# expect: dspy evaluate_math evaluate_math
# expect: dspy search_wikipedia search_wikipedia
react = dspy.ReAct("question -> answer: float", tools=[evaluate_math, search_wikipedia, define_tool])


class AnswerWithUnits(dspy.Signature):
    """Answer a measurement question."""

    question: str = dspy.InputField()
    answer: str = dspy.OutputField()


class UnitsAgent(dspy.Module):
    def __init__(self) -> None:
        super().__init__()
        # expect: dspy convert_units convert_units
        tools = [dspy.Tool(convert_units)]
        self.react = dspy.ReAct(AnswerWithUnits, tools)

    def forward(self, question: str) -> dspy.Prediction:
        return self.react(question=question)
