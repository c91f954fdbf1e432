"""Two alternative sets of 70 tools each (`TOOLS = READ_TOOLS if read_only else WRITE_TOOLS`):
one set of 70 is sent, not 140 (K001 is for more than 128). Both sets in
one list are 140 tools sent together: K001.
"""
from langchain.agents import create_agent


def read_00(key: str) -> str:
    """Read record 0."""
    return key


def read_01(key: str) -> str:
    """Read record 1."""
    return key


def read_02(key: str) -> str:
    """Read record 2."""
    return key


def read_03(key: str) -> str:
    """Read record 3."""
    return key


def read_04(key: str) -> str:
    """Read record 4."""
    return key


def read_05(key: str) -> str:
    """Read record 5."""
    return key


def read_06(key: str) -> str:
    """Read record 6."""
    return key


def read_07(key: str) -> str:
    """Read record 7."""
    return key


def read_08(key: str) -> str:
    """Read record 8."""
    return key


def read_09(key: str) -> str:
    """Read record 9."""
    return key


def read_10(key: str) -> str:
    """Read record 10."""
    return key


def read_11(key: str) -> str:
    """Read record 11."""
    return key


def read_12(key: str) -> str:
    """Read record 12."""
    return key


def read_13(key: str) -> str:
    """Read record 13."""
    return key


def read_14(key: str) -> str:
    """Read record 14."""
    return key


def read_15(key: str) -> str:
    """Read record 15."""
    return key


def read_16(key: str) -> str:
    """Read record 16."""
    return key


def read_17(key: str) -> str:
    """Read record 17."""
    return key


def read_18(key: str) -> str:
    """Read record 18."""
    return key


def read_19(key: str) -> str:
    """Read record 19."""
    return key


def read_20(key: str) -> str:
    """Read record 20."""
    return key


def read_21(key: str) -> str:
    """Read record 21."""
    return key


def read_22(key: str) -> str:
    """Read record 22."""
    return key


def read_23(key: str) -> str:
    """Read record 23."""
    return key


def read_24(key: str) -> str:
    """Read record 24."""
    return key


def read_25(key: str) -> str:
    """Read record 25."""
    return key


def read_26(key: str) -> str:
    """Read record 26."""
    return key


def read_27(key: str) -> str:
    """Read record 27."""
    return key


def read_28(key: str) -> str:
    """Read record 28."""
    return key


def read_29(key: str) -> str:
    """Read record 29."""
    return key


def read_30(key: str) -> str:
    """Read record 30."""
    return key


def read_31(key: str) -> str:
    """Read record 31."""
    return key


def read_32(key: str) -> str:
    """Read record 32."""
    return key


def read_33(key: str) -> str:
    """Read record 33."""
    return key


def read_34(key: str) -> str:
    """Read record 34."""
    return key


def read_35(key: str) -> str:
    """Read record 35."""
    return key


def read_36(key: str) -> str:
    """Read record 36."""
    return key


def read_37(key: str) -> str:
    """Read record 37."""
    return key


def read_38(key: str) -> str:
    """Read record 38."""
    return key


def read_39(key: str) -> str:
    """Read record 39."""
    return key


def read_40(key: str) -> str:
    """Read record 40."""
    return key


def read_41(key: str) -> str:
    """Read record 41."""
    return key


def read_42(key: str) -> str:
    """Read record 42."""
    return key


def read_43(key: str) -> str:
    """Read record 43."""
    return key


def read_44(key: str) -> str:
    """Read record 44."""
    return key


def read_45(key: str) -> str:
    """Read record 45."""
    return key


def read_46(key: str) -> str:
    """Read record 46."""
    return key


def read_47(key: str) -> str:
    """Read record 47."""
    return key


def read_48(key: str) -> str:
    """Read record 48."""
    return key


def read_49(key: str) -> str:
    """Read record 49."""
    return key


def read_50(key: str) -> str:
    """Read record 50."""
    return key


def read_51(key: str) -> str:
    """Read record 51."""
    return key


def read_52(key: str) -> str:
    """Read record 52."""
    return key


def read_53(key: str) -> str:
    """Read record 53."""
    return key


def read_54(key: str) -> str:
    """Read record 54."""
    return key


def read_55(key: str) -> str:
    """Read record 55."""
    return key


def read_56(key: str) -> str:
    """Read record 56."""
    return key


def read_57(key: str) -> str:
    """Read record 57."""
    return key


def read_58(key: str) -> str:
    """Read record 58."""
    return key


def read_59(key: str) -> str:
    """Read record 59."""
    return key


def read_60(key: str) -> str:
    """Read record 60."""
    return key


def read_61(key: str) -> str:
    """Read record 61."""
    return key


def read_62(key: str) -> str:
    """Read record 62."""
    return key


def read_63(key: str) -> str:
    """Read record 63."""
    return key


def read_64(key: str) -> str:
    """Read record 64."""
    return key


def read_65(key: str) -> str:
    """Read record 65."""
    return key


def read_66(key: str) -> str:
    """Read record 66."""
    return key


def read_67(key: str) -> str:
    """Read record 67."""
    return key


def read_68(key: str) -> str:
    """Read record 68."""
    return key


def read_69(key: str) -> str:
    """Read record 69."""
    return key


def write_00(key: str) -> str:
    """Write record 0."""
    return key


def write_01(key: str) -> str:
    """Write record 1."""
    return key


def write_02(key: str) -> str:
    """Write record 2."""
    return key


def write_03(key: str) -> str:
    """Write record 3."""
    return key


def write_04(key: str) -> str:
    """Write record 4."""
    return key


def write_05(key: str) -> str:
    """Write record 5."""
    return key


def write_06(key: str) -> str:
    """Write record 6."""
    return key


def write_07(key: str) -> str:
    """Write record 7."""
    return key


def write_08(key: str) -> str:
    """Write record 8."""
    return key


def write_09(key: str) -> str:
    """Write record 9."""
    return key


def write_10(key: str) -> str:
    """Write record 10."""
    return key


def write_11(key: str) -> str:
    """Write record 11."""
    return key


def write_12(key: str) -> str:
    """Write record 12."""
    return key


def write_13(key: str) -> str:
    """Write record 13."""
    return key


def write_14(key: str) -> str:
    """Write record 14."""
    return key


def write_15(key: str) -> str:
    """Write record 15."""
    return key


def write_16(key: str) -> str:
    """Write record 16."""
    return key


def write_17(key: str) -> str:
    """Write record 17."""
    return key


def write_18(key: str) -> str:
    """Write record 18."""
    return key


def write_19(key: str) -> str:
    """Write record 19."""
    return key


def write_20(key: str) -> str:
    """Write record 20."""
    return key


def write_21(key: str) -> str:
    """Write record 21."""
    return key


def write_22(key: str) -> str:
    """Write record 22."""
    return key


def write_23(key: str) -> str:
    """Write record 23."""
    return key


def write_24(key: str) -> str:
    """Write record 24."""
    return key


def write_25(key: str) -> str:
    """Write record 25."""
    return key


def write_26(key: str) -> str:
    """Write record 26."""
    return key


def write_27(key: str) -> str:
    """Write record 27."""
    return key


def write_28(key: str) -> str:
    """Write record 28."""
    return key


def write_29(key: str) -> str:
    """Write record 29."""
    return key


def write_30(key: str) -> str:
    """Write record 30."""
    return key


def write_31(key: str) -> str:
    """Write record 31."""
    return key


def write_32(key: str) -> str:
    """Write record 32."""
    return key


def write_33(key: str) -> str:
    """Write record 33."""
    return key


def write_34(key: str) -> str:
    """Write record 34."""
    return key


def write_35(key: str) -> str:
    """Write record 35."""
    return key


def write_36(key: str) -> str:
    """Write record 36."""
    return key


def write_37(key: str) -> str:
    """Write record 37."""
    return key


def write_38(key: str) -> str:
    """Write record 38."""
    return key


def write_39(key: str) -> str:
    """Write record 39."""
    return key


def write_40(key: str) -> str:
    """Write record 40."""
    return key


def write_41(key: str) -> str:
    """Write record 41."""
    return key


def write_42(key: str) -> str:
    """Write record 42."""
    return key


def write_43(key: str) -> str:
    """Write record 43."""
    return key


def write_44(key: str) -> str:
    """Write record 44."""
    return key


def write_45(key: str) -> str:
    """Write record 45."""
    return key


def write_46(key: str) -> str:
    """Write record 46."""
    return key


def write_47(key: str) -> str:
    """Write record 47."""
    return key


def write_48(key: str) -> str:
    """Write record 48."""
    return key


def write_49(key: str) -> str:
    """Write record 49."""
    return key


def write_50(key: str) -> str:
    """Write record 50."""
    return key


def write_51(key: str) -> str:
    """Write record 51."""
    return key


def write_52(key: str) -> str:
    """Write record 52."""
    return key


def write_53(key: str) -> str:
    """Write record 53."""
    return key


def write_54(key: str) -> str:
    """Write record 54."""
    return key


def write_55(key: str) -> str:
    """Write record 55."""
    return key


def write_56(key: str) -> str:
    """Write record 56."""
    return key


def write_57(key: str) -> str:
    """Write record 57."""
    return key


def write_58(key: str) -> str:
    """Write record 58."""
    return key


def write_59(key: str) -> str:
    """Write record 59."""
    return key


def write_60(key: str) -> str:
    """Write record 60."""
    return key


def write_61(key: str) -> str:
    """Write record 61."""
    return key


def write_62(key: str) -> str:
    """Write record 62."""
    return key


def write_63(key: str) -> str:
    """Write record 63."""
    return key


def write_64(key: str) -> str:
    """Write record 64."""
    return key


def write_65(key: str) -> str:
    """Write record 65."""
    return key


def write_66(key: str) -> str:
    """Write record 66."""
    return key


def write_67(key: str) -> str:
    """Write record 67."""
    return key


def write_68(key: str) -> str:
    """Write record 68."""
    return key


def write_69(key: str) -> str:
    """Write record 69."""
    return key


READ_TOOLS = [read_00, read_01, read_02, read_03, read_04, read_05, read_06, read_07, read_08, read_09, read_10, read_11, read_12, read_13, read_14, read_15, read_16, read_17, read_18, read_19, read_20, read_21, read_22, read_23, read_24, read_25, read_26, read_27, read_28, read_29, read_30, read_31, read_32, read_33, read_34, read_35, read_36, read_37, read_38, read_39, read_40, read_41, read_42, read_43, read_44, read_45, read_46, read_47, read_48, read_49, read_50, read_51, read_52, read_53, read_54, read_55, read_56, read_57, read_58, read_59, read_60, read_61, read_62, read_63, read_64, read_65, read_66, read_67, read_68, read_69]
WRITE_TOOLS = [write_00, write_01, write_02, write_03, write_04, write_05, write_06, write_07, write_08, write_09, write_10, write_11, write_12, write_13, write_14, write_15, write_16, write_17, write_18, write_19, write_20, write_21, write_22, write_23, write_24, write_25, write_26, write_27, write_28, write_29, write_30, write_31, write_32, write_33, write_34, write_35, write_36, write_37, write_38, write_39, write_40, write_41, write_42, write_43, write_44, write_45, write_46, write_47, write_48, write_49, write_50, write_51, write_52, write_53, write_54, write_55, write_56, write_57, write_58, write_59, write_60, write_61, write_62, write_63, write_64, write_65, write_66, write_67, write_68, write_69]


def make_agent(read_only: bool):
    tools = READ_TOOLS if read_only else WRITE_TOOLS
    return create_agent("openai:gpt-5", tools=tools)


everything = create_agent("openai:gpt-5", tools=READ_TOOLS + WRITE_TOOLS)  # expect: K001
