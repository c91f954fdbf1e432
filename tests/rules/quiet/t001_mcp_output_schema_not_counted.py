"""An MCP tool whose `outputSchema` is large: clients send a model the tool's name,
description and `inputSchema` only, so the output schema costs no input tokens and T001
(over `tokens.tool-budget`, 1,000) has nothing to say."""
from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel, Field

server = MCPServer("stations")


class Readings(BaseModel):
    reading_00: float = Field(description="Reading 0: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_01: float = Field(description="Reading 1: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_02: float = Field(description="Reading 2: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_03: float = Field(description="Reading 3: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_04: float = Field(description="Reading 4: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_05: float = Field(description="Reading 5: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_06: float = Field(description="Reading 6: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_07: float = Field(description="Reading 7: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_08: float = Field(description="Reading 8: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_09: float = Field(description="Reading 9: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_10: float = Field(description="Reading 10: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_11: float = Field(description="Reading 11: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_12: float = Field(description="Reading 12: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_13: float = Field(description="Reading 13: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_14: float = Field(description="Reading 14: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_15: float = Field(description="Reading 15: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_16: float = Field(description="Reading 16: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_17: float = Field(description="Reading 17: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_18: float = Field(description="Reading 18: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_19: float = Field(description="Reading 19: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_20: float = Field(description="Reading 20: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_21: float = Field(description="Reading 21: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_22: float = Field(description="Reading 22: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_23: float = Field(description="Reading 23: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_24: float = Field(description="Reading 24: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_25: float = Field(description="Reading 25: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_26: float = Field(description="Reading 26: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_27: float = Field(description="Reading 27: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_28: float = Field(description="Reading 28: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_29: float = Field(description="Reading 29: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_30: float = Field(description="Reading 30: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_31: float = Field(description="Reading 31: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_32: float = Field(description="Reading 32: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_33: float = Field(description="Reading 33: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_34: float = Field(description="Reading 34: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_35: float = Field(description="Reading 35: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_36: float = Field(description="Reading 36: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_37: float = Field(description="Reading 37: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_38: float = Field(description="Reading 38: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_39: float = Field(description="Reading 39: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_40: float = Field(description="Reading 40: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_41: float = Field(description="Reading 41: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_42: float = Field(description="Reading 42: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_43: float = Field(description="Reading 43: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")
    reading_44: float = Field(description="Reading 44: the measured value reported by the station for this period, in the unit the station configuration names, rounded as the station rounds it before publishing.")


@server.tool()
def station_readings(station: str) -> Readings:
    """All readings of a weather station for the last hour."""
    raise NotImplementedError
