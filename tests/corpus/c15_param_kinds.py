"""Positional-only, keyword-only, variadic and oddly named parameters."""


def positional_only(a: int, b: int, /, c: int = 0) -> int:
    """Positional-only parameters."""
    return a + b + c


def keyword_only(query: str, *, limit: int = 10, exact: bool) -> str:
    """Keyword-only parameters, one without a default."""
    return query


def var_positional(*names: str) -> str:
    """Only *args."""
    return ",".join(names)


def var_keyword(**options: int) -> int:
    """Only **kwargs."""
    return len(options)


def all_kinds(a: int, /, b: str, *args: float, c: bool = False, **kwargs: str) -> str:
    """Every parameter kind at once."""
    return b


def untyped_varargs(*args, **kwargs) -> int:
    """Untyped *args and **kwargs."""
    return len(args)


def self_at_module_level(self, x: int) -> int:
    """A module-level function whose first parameter is named self."""
    return x


def cls_at_module_level(cls, x: int) -> int:
    """A module-level function whose first parameter is named cls."""
    return x


def param_named_args_kwargs(args: str, kwargs: int) -> str:
    """Ordinary parameters named args and kwargs."""
    return args


def leading_underscore(query: str, _hidden: int = 0, __dunder: str = "") -> str:
    """Parameters with leading underscores."""
    return query


def bare_star_only(*, a: int, b: int = 1) -> int:
    """Only keyword-only parameters."""
    return a + b


def query_args_kwargs(query: str, *args, **kwargs) -> str:
    """A normal parameter plus untyped variadics."""
    return query


def run_manager_callbacks(query: str, run_manager: str = "", callbacks: list = None) -> str:  # type: ignore[assignment]
    """Parameter names that some frameworks filter out."""
    return query


def unicode_param(größe: int, café: str = "noir") -> int:
    """Non-ASCII parameter names."""
    return größe
