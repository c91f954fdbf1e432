"""An assistant that sends tools from two modules together: both are named `search`."""
import stores

from .catalog import lookup
from .catalog import search as search_catalog
from .orders import search as search_orders

index = stores.Index([search_orders, search_catalog, lookup])
