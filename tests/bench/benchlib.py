"""What the benchmark scripts share: where the release binaries are, and timing a child
process by the kernel's accounting of it."""
import os
import resource
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO, "target")
BIN = os.path.join(TARGET, "release", "toolsight")


def timed(cmd):
    """Runs cmd to completion; returns (stdout, wall seconds, CPU seconds of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    # check exits 1 when it reports errors: that is a result, not a failure of the run.
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode not in (0, 1):
        sys.exit(f"{cmd[0]} exited {p.returncode}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return p.stdout, wall, cpu


def max_rss_kib(cmd):
    """Runs cmd under GNU time; returns (stdout, peak RSS in KiB)."""
    with tempfile.NamedTemporaryFile("r") as t:
        p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", t.name, *cmd], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        return p.stdout, int(open(t.name).read().strip().splitlines()[-1])
