

class BaseHandler:
    """The constructor keeps an editor; the name is each subclass's class attribute."""

    name = ""

    def __init__(self, editor=None):
        self.editor = editor
