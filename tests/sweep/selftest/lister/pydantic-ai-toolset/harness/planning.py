# pydantic-ai FunctionToolset (pydantic_ai/toolsets/function.py): add_function(func, takes_ctx=None,
# name=None, ...) adds func as a tool named `name` (else func's name); the constructor's first
# argument `tools` is a sequence of functions or Tools; @toolset.tool / @toolset.tool_plain register too.
from pydantic_ai import RunContext
from pydantic_ai.toolsets import FunctionToolset

TOOL_NAME = 'ask_user_question'
NAMES = ('read_file', 'grep')
GREP = 'grep'


class PlanningToolset(FunctionToolset):
    def __init__(self, subtasks: bool) -> None:
        super().__init__(id='planning')
        self.add_function(self.write_plan, name='write_plan')
        self.add_function(self.read_plan_tree if subtasks else self.read_plan, name='read_plan')
        self.add_function(self.ask, name=TOOL_NAME)
        registrations = {
            'read_file': self._read_file_tool,
            GREP: self._grep_tool,
        }
        for name in NAMES:
            self.add_function(registrations[name], name=name)

    async def write_plan(self, ctx: RunContext, items: list[str]) -> str:
        return ''

    async def read_plan(self, ctx: RunContext) -> str:
        return ''

    async def read_plan_tree(self, ctx: RunContext) -> str:
        return ''

    async def ask(self, ctx: RunContext, question: str) -> str:
        return ''

    async def _read_file_tool(self, ctx: RunContext, path: str) -> str:
        return ''

    async def _grep_tool(self, ctx: RunContext, pattern: str) -> str:
        return ''

    def _render(self, items: list[str]) -> str:
        return ''


class TaskLink:
    def get_toolset(self):
        toolset = FunctionToolset[int]()
        toolset.add_function(self.ask_parent, takes_ctx=False, name='ask_parent')
        return toolset

    async def ask_parent(self, question: str) -> str:
        return ''


def build_toolset(limits):
    async def get_spend(ctx: RunContext) -> str:
        return ''

    def not_a_tool() -> None:
        return None

    return FunctionToolset[int]([get_spend], id='spend')


docs = FunctionToolset(id='docs')


@docs.tool_plain
def read_docs(page: str) -> str:
    return ''
