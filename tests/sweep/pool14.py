#!/usr/bin/env python3
"""Draw sweep 14's pool (issue 26): published packages in no earlier list, chosen by name
pattern, release month and summary only, before toolsight runs on them.

    python3 tests/sweep/pool14.py PYPI_TSV > pool.tsv

PYPI_TSV is a one-day listing of PyPI (columns name, version, month, rank, summary: the
latest version of each project, its release month and its summary), so no registry is
asked name by name. Prints `name<TAB>version<TAB>month<TAB>why` per drawn package.
The draw is seeded (14 for the *mcp* packages, 114 for the framework add-ons), so the
same listing gives the same pool.
"""
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# Framework words: distinctive ones match anywhere in the (normalised) name; short ones that
# are also parts of ordinary words ("diagnose", "camelcase", "badkey") only as a whole word.
ANYWHERE = ("fastmcp", "langchain", "langgraph", "llama-index", "llamaindex", "crewai", "pydantic-ai",
            "smolagents", "google-adk", "openai-agents", "autogen", "haystack", "semantic-kernel")
AS_WORD = ("agno", "adk", "camel", "strands")
MCP_WORD = re.compile(r"(^|-)mcp(-|$)")
MANY = re.compile(r"\b(\d[\d,]*)\+?\s+(?:[\w./-]+\s+){0,3}?(tools|apis|api endpoints|endpoints|commands|operations|functions|capabilities)\b", re.I)
TOOLS = re.compile(r"\btools?\b", re.I)
AGENTS = re.compile(r"\b(agents?|agentic|toolkits?|integrations?)\b", re.I)

# How many of each kind to draw; a few more than wanted, since some will not download or
# hold no Python file.
N_TOOLS = 110
N_AGENTS = 320
N_MCP = 1210


def norm(name):
    return re.sub(r"[-_.]+", "-", name.lower())


def listed():
    """Every name of an earlier list."""
    names = set()
    for f in (HERE / "packages.txt", REPO / "tests" / "realprojects" / "packages.txt"):
        for line in f.read_text().splitlines():
            spec = line.split("#", 1)[0].strip()
            if spec:
                names.add(norm(re.split(r"[=<>!~ \[]", spec, 1)[0]))
    return names


def is_framework(n):
    words = n.split("-")
    return any(w in n for w in ANYWHERE) or any(w in words for w in AS_WORD)


def many_tools(summary):
    for m in MANY.finditer(summary):
        try:
            if int(m.group(1).replace(",", "")) >= 20:
                return True
        except ValueError:
            pass
    return False


def main():
    seen = listed()
    mcp, fw = [], []
    with open(sys.argv[1], encoding="utf-8", errors="replace") as f:
        next(f)
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 5:
                continue
            name, version, month, _rank, summary = cols[:5]
            n = norm(name)
            if n in seen or not version:
                continue
            row = (name, version, month, summary)
            if is_framework(n):
                fw.append(row)
            elif MCP_WORD.search(n):
                mcp.append(row)
    print(f"left: {len(mcp)} *mcp*, {len(fw)} framework-word names", file=sys.stderr)
    out = []
    many = [r for r in mcp + fw if many_tools(r[3])]
    for r in sorted(many):
        out.append((r, "summary names 20+ tools/APIs/commands"))
    taken = {r[0] for r in many}
    rng = random.Random(114)
    tools = sorted(r for r in fw if r[0] not in taken and TOOLS.search(r[3]))
    rng.shuffle(tools)
    for r in tools[:N_TOOLS]:
        out.append((r, "framework add-on drawn at random, summary mentions tools"))
        taken.add(r[0])
    agents = sorted(r for r in fw if r[0] not in taken and AGENTS.search(r[3]))
    rng.shuffle(agents)
    for r in agents[:N_AGENTS]:
        out.append((r, "framework add-on drawn at random, summary mentions agents/toolkit/integration"))
        taken.add(r[0])
    rest = sorted(r for r in mcp if r[0] not in taken)
    random.Random(14).shuffle(rest)
    for r in rest[:N_MCP]:
        out.append((r, "*mcp* drawn at random"))
    print(f"drawn: {len(many)} 20+ tools, {min(N_TOOLS, len(tools))} of {len(tools)} tools add-ons, "
          f"{min(N_AGENTS, len(agents))} of {len(agents)} agents add-ons, {min(N_MCP, len(rest))} of {len(rest)} *mcp*",
          file=sys.stderr)
    for (name, version, month, _s), why in out:
        print(f"{name}\t{version}\t{month}\t{why}")


if __name__ == "__main__":
    main()
