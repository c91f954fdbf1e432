"""Basic primitive parameters: str, int, float, bool, None, no annotation."""


def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


def greet(name: str) -> str:
    """Return a greeting for a person."""
    return f"Hello {name}"


def scale(value: float, factor: float) -> float:
    """Multiply a value by a factor."""
    return value * factor


def toggle(flag: bool) -> bool:
    """Invert a boolean flag."""
    return not flag


def no_params() -> str:
    """Take no parameters at all."""
    return "ok"


def no_params_no_return():
    """Neither parameters nor a return annotation."""
    return None


def none_param(nothing: None) -> None:
    """Accept only None."""
    return None


def mixed_primitives(text: str, count: int, ratio: float, enabled: bool) -> str:
    """Combine all four primitive types."""
    return text * count


def untyped(value):
    """A parameter without any annotation."""
    return value


def partly_typed(query: str, extra) -> str:
    """One typed and one untyped parameter."""
    return query


def many_params(a: str, b: str, c: int, d: int, e: float, f: float, g: bool, h: bool) -> int:
    """Eight parameters, to check property order."""
    return 0


def builtin_str_subclass_names(str_: str, int_: int, type: str) -> str:
    """Parameters whose names shadow builtins."""
    return str_
