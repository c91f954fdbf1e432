#!/usr/bin/env python3
"""Draw a fresh sweep pool (issue 26): published packages in no earlier list, chosen by name
pattern, release month and summary only, before toolsight runs on them.

    python3 tests/sweep/pool.py PYPI_TSV --seeds 15,115 > pool.tsv        # sweep 15
    python3 tests/sweep/pool.py PYPI_TSV --before 14 > pool.tsv           # sweep 14's draw again

PYPI_TSV is a one-day listing of PyPI (columns name, version, month, rank, summary: the
latest version of each project, its release month and its summary), so no registry is
asked name by name. Prints `name<TAB>version<TAB>month<TAB>why` per drawn package.
The draw is seeded (`--seeds MCP,ADDONS`: 14,114 for sweep 14, 15,115 for sweep 15), so the
same listing gives the same pool. "Earlier list" is every name of `packages.txt` (or, with
`--before N`, of the lines above its `# Sweep N` header, as the list was when sweep N was
drawn) and of `tests/realprojects/packages.txt`; the defaults are sweep 14's, so
`--before 14` with no other option draws sweep 14's pool (this script was `pool14.py`).
"""
import argparse
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

# How many of each kind to draw by default (sweep 14's); a few more than wanted, since some
# will not download or hold no Python file.
N_TOOLS = 110
N_AGENTS = 320
N_MCP = 1210


def norm(name):
    return re.sub(r"[-_.]+", "-", name.lower())


def listed(before=None):
    """Every name of an earlier list; with `before`, only the lines of packages.txt above
    its `# Sweep <before> ` header (the list as it was when that sweep was drawn)."""
    names = set()
    header = f"# Sweep {before} " if before is not None else None
    for f in (HERE / "packages.txt", REPO / "tests" / "realprojects" / "packages.txt"):
        lines = f.read_text().splitlines()
        if header and f.name == "packages.txt" and f.parent == HERE:
            cut = next((i for i, line in enumerate(lines) if line.startswith(header)), None)
            if cut is None:
                sys.exit(f"no '{header.strip()}' header in {f}")
            lines = lines[:cut]
        for line in lines:
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
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("pypi_tsv")
    ap.add_argument("--seeds", default="14,114", help="MCP,ADDONS: the seeds of the *mcp* and the add-on draws")
    ap.add_argument("--tools", type=int, default=N_TOOLS, help="add-ons whose summary mentions tools")
    ap.add_argument("--agents", type=int, default=N_AGENTS, help="add-ons whose summary mentions agents/toolkit/integration")
    ap.add_argument("--mcp", type=int, default=N_MCP, help="*mcp* packages")
    ap.add_argument("--mcp-inside", type=int, default=0,
                    help="packages with `mcp` inside a word of the name (`pymcpautogui`, `mcpbundles-proxy`): sweep 29 on, "
                         "when the *mcp* names were drawn out")
    ap.add_argument("--agent-word", type=int, default=0,
                    help="packages with `agent`/`agents` as a word of the name: sweep 29 on")
    ap.add_argument("--before", type=int, help="earlier lists as they were when sweep N was drawn")
    args = ap.parse_args()
    seed_mcp, seed_addons = (int(x) for x in args.seeds.split(","))
    n_tools, n_agents, n_mcp = args.tools, args.agents, args.mcp
    seen = listed(args.before)
    mcp, fw, inside, agent = [], [], [], []
    with open(args.pypi_tsv, encoding="utf-8", errors="replace") as f:
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
            elif "mcp" in n:
                inside.append(row)
            elif any(w in ("agent", "agents") for w in n.split("-")):
                agent.append(row)
    print(f"left: {len(mcp)} *mcp*, {len(fw)} framework-word names", file=sys.stderr)
    out = []
    many = [r for r in mcp + fw if many_tools(r[3])]
    for r in sorted(many):
        out.append((r, "summary names 20+ tools/APIs/commands"))
    taken = {r[0] for r in many}
    rng = random.Random(seed_addons)
    tools = sorted(r for r in fw if r[0] not in taken and TOOLS.search(r[3]))
    rng.shuffle(tools)
    for r in tools[:n_tools]:
        out.append((r, "framework add-on drawn at random, summary mentions tools"))
        taken.add(r[0])
    agents = sorted(r for r in fw if r[0] not in taken and AGENTS.search(r[3]))
    rng.shuffle(agents)
    for r in agents[:n_agents]:
        out.append((r, "framework add-on drawn at random, summary mentions agents/toolkit/integration"))
        taken.add(r[0])
    rest = sorted(r for r in mcp if r[0] not in taken)
    random.Random(seed_mcp).shuffle(rest)
    for r in rest[:n_mcp]:
        out.append((r, "*mcp* drawn at random"))
    # Drawn apart from the others (their own generators), so that older draws stay as they were.
    extra = []
    for kind, rows, n, seed in (("mcp inside a word", inside, args.mcp_inside, seed_mcp + 1),
                                ("agent as a word", agent, args.agent_word, seed_mcp + 2)):
        if n:
            rows = sorted(r for r in rows if r[0] not in taken and not many_tools(r[3]))
            random.Random(seed).shuffle(rows)
            for r in rows[:n]:
                out.append((r, f"name with {kind} drawn at random"))
            extra.append(f"{min(n, len(rows))} of {len(rows)} with {kind}")
    print(f"drawn: {len(many)} 20+ tools, {min(n_tools, len(tools))} of {len(tools)} tools add-ons, "
          f"{min(n_agents, len(agents))} of {len(agents)} agents add-ons, {min(n_mcp, len(rest))} of {len(rest)} *mcp*"
          + "".join(f", {e}" for e in extra),
          file=sys.stderr)
    for (name, version, month, _s), why in out:
        print(f"{name}\t{version}\t{month}\t{why}")


if __name__ == "__main__":
    main()
