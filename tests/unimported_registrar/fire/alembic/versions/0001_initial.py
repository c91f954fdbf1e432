"""A migration loading its helpers by file path: only files under `_db_helpers/`."""

import importlib.util
from pathlib import Path


def _load_helper_module(module_name: str):
    current_dir = Path(__file__).parent
    helpers_dir = current_dir.parent / "_db_helpers"
    module_path = helpers_dir / f"{module_name}.py"
    spec = importlib.util.spec_from_file_location(module_name, module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def upgrade() -> None:
    _load_helper_module("db_impl").upgrade()
