"""A second metadata module (the name a module constant).

# expect: mcp - list_courses
"""

LIST_COURSES = "list_courses"

COURSE_TOOLS = [
    {
        "name": LIST_COURSES,
        "description": "List the courses of the current term.",
        "inputSchema": {"type": "object", "properties": {"term": {"type": "string"}}},
    },
]
