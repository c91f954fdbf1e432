# toolsight-test: {"select": ["ALL", "K004"]}
"""With the opt-in K004 selected: 21 tools at once, over OpenAI's guidance of fewer than 20.

Generated: 21 one-line tools in one `stores.Index`."""
import stores


def report_001(host: str) -> str: "Build report 1 of a host."
def report_002(host: str) -> str: "Build report 2 of a host."
def report_003(host: str) -> str: "Build report 3 of a host."
def report_004(host: str) -> str: "Build report 4 of a host."
def report_005(host: str) -> str: "Build report 5 of a host."
def report_006(host: str) -> str: "Build report 6 of a host."
def report_007(host: str) -> str: "Build report 7 of a host."
def report_008(host: str) -> str: "Build report 8 of a host."
def report_009(host: str) -> str: "Build report 9 of a host."
def report_010(host: str) -> str: "Build report 10 of a host."
def report_011(host: str) -> str: "Build report 11 of a host."
def report_012(host: str) -> str: "Build report 12 of a host."
def report_013(host: str) -> str: "Build report 13 of a host."
def report_014(host: str) -> str: "Build report 14 of a host."
def report_015(host: str) -> str: "Build report 15 of a host."
def report_016(host: str) -> str: "Build report 16 of a host."
def report_017(host: str) -> str: "Build report 17 of a host."
def report_018(host: str) -> str: "Build report 18 of a host."
def report_019(host: str) -> str: "Build report 19 of a host."
def report_020(host: str) -> str: "Build report 20 of a host."
def report_021(host: str) -> str: "Build report 21 of a host."


index = stores.Index([report_001,  # expect: K004
    report_002, report_003, report_004, report_005, report_006, report_007, report_008, report_009,
    report_010, report_011, report_012, report_013, report_014, report_015, report_016, report_017,
    report_018, report_019, report_020, report_021])
