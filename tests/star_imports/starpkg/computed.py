"""A module whose `__all__` is computed: which names `import *` binds is not read."""
COMPUTED_MODEL = "step-2"
__all__ = [n for n in dir() if n.isupper()]
