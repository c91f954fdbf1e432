"""Scene tools. Negative: `scene_resource` (`@resource_entry`), `_scene_path`."""

from unity.registry import resource_entry, unity_tool


# expect: fastmcp manage_scene manage_scene
@unity_tool(description="Manage Unity scenes.")
async def manage_scene(action: str, name: str | None = None) -> dict:
    return {"action": action}


# expect: fastmcp find_text find_in_file
@unity_tool(name="find_in_file", description="Find text in a project file.", group="scripting")
def find_text(path: str, pattern: str) -> list:
    return []


@resource_entry("unity://scene")
def scene_resource() -> dict:
    return {}


def _scene_path(name: str) -> str:
    return name
