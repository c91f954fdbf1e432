"""VPC tools, re-exported from their submodules."""

# expect: none

from .flow import get_flow_logs, parse_record
from .list_vpcs import list_vpcs

__all__ = ["list_vpcs", "get_flow_logs"]
