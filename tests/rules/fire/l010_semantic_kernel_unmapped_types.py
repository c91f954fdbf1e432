"""Semantic Kernel's KernelJsonSchemaBuilder maps only int, str, bool, float, lists, sets,
tuples, dicts, enums and classes with annotations: a Literal, a datetime, a
collections.abc.Sequence, a Path are sent as an untyped object, and so is a list[str] inside
a union (SK builds a union from its type-name string)."""
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Annotated, Literal

from semantic_kernel import Kernel
from semantic_kernel.functions import kernel_function


class ReportPlugin:
    @kernel_function(description="Build a report.")
    def build(
        self,
        fmt: Annotated[Literal["pdf", "html"], "Output format"],  # expect: L010
        since: Annotated[datetime, "Start of the period"],  # expect: L010
        sections: Annotated[Sequence[str], "Sections to include"],  # expect: L010
        target: Annotated[Path, "Where to write it"],  # expect: L010
        pages: Annotated[int | list[str], "Page count or page names"],  # expect: L010
        title: Annotated[str, "The title"],
    ) -> str:
        return ""


kernel = Kernel()
kernel.add_plugin(ReportPlugin(), plugin_name="report")
