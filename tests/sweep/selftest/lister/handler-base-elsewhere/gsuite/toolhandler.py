
USER_ID_ARG = "__user_id__"


class ToolHandler:
    def __init__(self, tool_name: str):
        self.name = tool_name

    def get_user_id_arg_schema(self) -> dict:
        return {"type": "string", "description": "The account."}
