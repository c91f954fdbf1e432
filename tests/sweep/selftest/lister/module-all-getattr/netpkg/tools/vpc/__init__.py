from .list_vpcs import list_vpcs
from .get_flow_logs import get_flow_logs

__all__ = ["list_vpcs", "get_flow_logs"]
