"""Travel tools package (multi-file fixture; relative imports only).

Covers: a list defined in one module and imported by another (`from .flights import
FLIGHT_TOOLS`), the same list re-exported by this `__init__` and imported through the package
(`from . import TOOLS`), a re-export under another name (`EXTRAS`), a function imported
directly (`from .hotels import book_hotel`), a module imported as a whole and a function
reached as its attribute (`from . import hotels; hotels.cancel_hotel`), and a factory
function defined in one module and called in another (`get_rail_tools()`).

Expectations live in the module that defines each function. Not tools: functions of these
modules that no list or agent reaches.
"""

# expect: none

from .extras import EXTRA_TOOLS as EXTRAS
from .flights import FLIGHT_TOOLS as TOOLS
from .flights import search_flights

__all__ = ["EXTRAS", "TOOLS", "search_flights"]
