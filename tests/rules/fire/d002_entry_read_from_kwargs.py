"""A docstring entry for a key the function reads out of its `**kwargs` (acring-agno's
FileTools.list_files: `:param directory:` with `kwargs.get("directory", ".")`): the function
takes that keyword, so the entry names no missing parameter; what goes wrong is `**kwargs`
itself, which agno sends as one property (L010, on the definition). An entry for a key the
body never reads is still a stale one (D002)."""
from agno.agent import Agent
from agno.tools import Toolkit


class FileTools(Toolkit):
    def __init__(self, **kwargs):
        super().__init__(name="files", tools=[self.list_files], **kwargs)

    def list_files(self, **kwargs) -> str:  # expect: L010
        """Returns a list of files in directory
        :param directory: (Optional) name of directory to list.
        :param recursive: Whether to descend into subdirectories.  # expect: D002

        :return: The file names.
        """
        directory = kwargs.get("directory", ".")
        return directory


agent = Agent(tools=[FileTools()])
