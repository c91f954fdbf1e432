"""Time `toolsight schema` against the real frameworks of the pydantic family: openai-agents
(native, Responses, Chat), mcp, fastmcp, langchain (OpenAI, Anthropic), pydantic-ai (its
`ToolDefinition`), llama-index and anthropic. google-genai is left out: its pinned version
lives in another venv.

    .venv-oracle-fw/bin/python tests/bench/frameworks_vs_real.py [RUNS]

Needs `tests/regen.sh` (for .venv-oracle-fw) and `cargo build --release`. Both sides do the
same work on every generic and `p_*` corpus module: toolsight as one process per library over
the corpus directory, the real libraries in one Python process (imports included) calling the
functions the goldens come from. Runs alternate; medians are printed.
"""

import asyncio
import importlib
import inspect
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO / "tests" / "corpus"
BIN = REPO / "target" / "release" / "toolsight"
LIBS = ["openai-agents", "mcp", "fastmcp", "langchain", "pydantic-ai", "llama-index", "anthropic"]


def modules():
    return sorted(p.stem for p in CORPUS.glob("*.py") if p.stem[0] in "cp" and p.stem[1] in "0123456789_")


def real_code():
    return f"""
import asyncio, importlib, inspect, sys, warnings
warnings.simplefilter("ignore")
sys.path.insert(0, {str(CORPUS)!r})
from agents import function_tool
from agents.function_schema import function_schema
from agents.models.chatcmpl_converter import Converter as Chat
from agents.models.openai_responses import Converter as Responses
from langchain_core.utils.function_calling import convert_to_openai_tool
from langchain_anthropic.chat_models import convert_to_anthropic_tool
from mcp.server.mcpserver import MCPServer
from fastmcp.tools import Tool as FastTool
from pydantic_ai import Tool as PaiTool
from llama_index.core.tools import FunctionTool
from anthropic.lib.tools import beta_tool
n = 0
for m in {modules()!r}:
    mod = importlib.import_module(m)
    server = MCPServer("bench")
    for name, f in vars(mod).items():
        if not inspect.isfunction(f) or f.__module__ != m:
            continue
        for call in (lambda: function_schema(f),
                     lambda: Chat.tool_to_openai(function_tool(f)),
                     lambda: Responses.convert_tools([function_tool(f)], []),
                     lambda: convert_to_openai_tool(f),
                     lambda: convert_to_anthropic_tool(f),
                     lambda: FastTool.from_function(f).to_mcp_tool(),
                     lambda: PaiTool(f).tool_def,
                     lambda: FunctionTool.from_defaults(fn=f).metadata.to_openai_tool(),
                     lambda: beta_tool(f).to_dict(),
                     lambda: server.add_tool(f)):
            try:
                call(); n += 1
            except Exception:
                n += 1
    try:
        asyncio.run(server.list_tools())
    except Exception:
        pass
print(n)
"""


def real_side():
    """One process: import the frameworks and build every payload."""
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", real_code()], check=True, capture_output=True)
    return time.perf_counter() - t


def peak_rss_kib(cmd):
    """Peak RSS of one command, from GNU time."""
    r = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], capture_output=True, text=True)
    return int(r.stderr.strip().splitlines()[-1])


def toolsight_side():
    t = time.perf_counter()
    for lib in LIBS:
        subprocess.run(
            [str(BIN), "schema", str(CORPUS), "--all-functions", "--library", lib],
            check=False,
            capture_output=True,
        )
    return time.perf_counter() - t


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    ours, real = [], []
    for _ in range(runs):
        ours.append(toolsight_side())
        real.append(real_side())
    mo, mr = statistics.median(ours), statistics.median(real)
    print(f"modules: {len(modules())}, runs: {runs}")
    print(f"toolsight ({len(LIBS)} processes): median {mo*1000:.0f} ms (min {min(ours)*1000:.0f}, max {max(ours)*1000:.0f})")
    print(f"real frameworks (1 process): median {mr*1000:.0f} ms (min {min(real)*1000:.0f}, max {max(real)*1000:.0f})")
    print(f"ratio: {mo/mr:.3f}x")
    ours_rss = max(
        peak_rss_kib([str(BIN), "schema", str(CORPUS), "--all-functions", "--library", lib])
        for lib in LIBS
    )
    real_rss = peak_rss_kib([sys.executable, "-c", real_code()])
    print(f"peak RSS: toolsight {ours_rss / 1024:.1f} MiB (largest process), real {real_rss / 1024:.1f} MiB, ratio {ours_rss / real_rss:.3f}x")


if __name__ == "__main__":
    main()
