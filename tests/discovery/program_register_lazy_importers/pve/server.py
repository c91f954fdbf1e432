"""The server; tool modules are imported and registered on demand."""

# expect: none

from typing import Any, Callable

from pve.compat import MCPServer

mcp = MCPServer("pve")


def _import_vms() -> Any:
    from pve.tools import vms

    return vms


def _import_disks() -> Any:
    from pve.tools import disks

    return disks


_TOOL_IMPORTERS: dict[str, Callable[[], Any]] = {
    "vms": _import_vms,
    "disks": _import_disks,
}


def _register_domain_module(name: str) -> None:
    module = _TOOL_IMPORTERS[name]()
    module.register(mcp)


def register_everything() -> None:
    for name in _TOOL_IMPORTERS:
        _register_domain_module(name)
