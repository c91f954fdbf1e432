"""Edit -> diagnostics latency of the language server inside a whole published package
(issue 28): a keystroke inside a toolkit method of the package's largest tool module.

usage: python3 tests/bench/lsp_edit.py IMPORT_ROOT FILE [--edits 100] [--bin PATH]
                                       [--method NAME] [--log FILE]
                                       [--at name|start|random-start] [--seed N] [--save]
       (after `cargo build --release --bin toolsight`; the binary is taken from
       $CARGO_TARGET_DIR, else target/, under release/; --bin names another build, e.g. the
       previous commit's, to compare in the same run)

The workspace is indexed before FILE is opened. IMPORT_ROOT is the directory the package lies in (the workspace folder the editor opens:
agno's unpacked wheel, holding `agno/`); FILE is the module to edit (`agno/tools/studio.py`
inside it). The server is driven over stdio as an editor drives it: initialize with the
workspace folder, open FILE, wait for its first diagnostics (open -> first diagnostics), then
--edits edits one after another, each inserting or deleting one character on the first line
of the body of function or method --method (default: the last `def` indented inside a class), inside its
first name (--at name) or at its first character (--at start), each timed
from sending `didChange` to receiving `publishDiagnostics` for that version. Prints the
median, p99 and max, the server's CPU time per edit (from /proc, over all the edits: on a
loaded machine the steadier figure), and its peak RSS (VmHWM) at the end; then the same
split by the edits' parity: with --at start or random-start the versions that break a line
and those that mend it (with --at name, the inserting and the deleting ones).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import threading
import time
import queue
import random

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import BIN  # noqa: E402


class Server:
    def __init__(self, bin_path, root, log=None):
        # The server's timing lines (TOOLSIGHT_TIMING) say when an analysis' diagnostics
        # equal those published before: it sends none then, and the edit ends there.
        env = dict(os.environ, TOOLSIGHT_TIMING="1")
        self.p = subprocess.Popen([bin_path, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, cwd=root, env=env)
        self.q = queue.Queue()
        self.id = 0
        # The end of indexing was seen (while waiting for something else).
        self.indexed = False
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_err, args=(log,), daemon=True).start()

    def _read_err(self, log):
        unchanged = re.compile(r"toolsight timing: (\S+) v(-?\d+): diagnostics unchanged")
        for line in self.p.stderr:
            text = line.decode("utf-8", "replace")
            if log:
                log.write(text)
                log.flush()
            m = unchanged.match(text)
            if m:
                self.q.put({"method": "$/unchanged",
                            "params": {"uri": m.group(1), "version": int(m.group(2))}})

    def _read(self):
        f = self.p.stdout
        while True:
            length = None
            while True:
                line = f.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            self.q.put(json.loads(f.read(length)))

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def request(self, method, params):
        self.id += 1
        self.send({"jsonrpc": "2.0", "id": self.id, "method": method, "params": params})
        while True:
            m = self.q.get(timeout=600)
            if m.get("id") == self.id and "method" not in m:
                return m.get("result")
            self._answer(m)

    def _answer(self, m):
        # Requests from the server (configuration, registrations): answer with nothing.
        if "id" in m and "method" in m:
            self.send({"jsonrpc": "2.0", "id": m["id"], "result": None})

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, version):
        while True:
            m = self.q.get(timeout=600)
            if m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "end":
                self.indexed = True
            if m.get("method") in ("textDocument/publishDiagnostics", "$/unchanged"):
                p = m["params"]
                if p["uri"] == uri and p.get("version") == version:
                    return p.get("diagnostics")
            else:
                self._answer(m)


def peak_rss_mib(pid, field="VmHWM:"):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith(field):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def cpu_seconds(pid):
    """The server's CPU time so far (user + sys, from /proc)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def body_line(text, method):
    """The 0-based line and column of the first statement of a method's body."""
    lines = text.split("\n")
    defs = [i for i, l in enumerate(lines) if re.match(r"\s+(async\s+)?def\s+(\w+)", l)]
    if method:
        # By name, a module-level function too.
        defs = [i for i, l in enumerate(lines) if re.match(rf"\s*(async\s+)?def\s+{re.escape(method)}\b", l)]
    if not defs:
        sys.exit("no method found")
    i = defs[-1]
    indent = len(lines[i]) - len(lines[i].lstrip())
    j = i + 1
    # Past the rest of the signature and the docstring, to a plain statement of the body.
    while j < len(lines):
        l = lines[j]
        ind = len(l) - len(l.lstrip())
        if l.strip() and ind > indent and not l.strip().startswith(('"', "'", ")", "#")) and "):" not in l and '"""' not in l:
            break
        j += 1
    return j, len(lines[j]) - len(lines[j].lstrip())


KEYWORDS = set("""False None True and as assert async await break class continue def del elif
else except finally for from global if import in is lambda nonlocal not or pass raise return
try while with yield""".split())


def inside_a_name(line):
    """The column just after the first character of the line's first name that is not a
    keyword (`s|elf` in `if self.db is None:`): an edit there keeps the text valid Python."""
    for m in re.finditer(r"[A-Za-z_][A-Za-z0-9_]*", line):
        if m.group() not in KEYWORDS:
            return m.start() + 1
    sys.exit("no name on the edited line")


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("root")
    ap.add_argument("file")
    ap.add_argument("--edits", type=int, default=100)
    ap.add_argument("--bin", default=BIN)
    ap.add_argument("--method")
    ap.add_argument("--at", choices=["name", "start", "random-start"], default="name",
                    help="edit inside the line's first name (the text stays valid), or at the "
                         "line's first character (before a keyword: every other version is a "
                         "syntax error, as while typing), or at the first character of a "
                         "different line inside a method body each time (random-start: a "
                         "character Python never accepts there, `$`, `?`, `!` or a backtick, "
                         "then deleted; every broken text is one no version had before)")
    ap.add_argument("--seed", type=int, default=28, help="for --at random-start")
    ap.add_argument("--open-early", action="store_true",
                    help="open FILE right after `initialized`, while the workspace is indexed "
                         "(an editor started on the file): open -> first diagnostics is then "
                         "the diagnostics published before the index of registrations is "
                         "built; the edits start once indexing has ended and the document was "
                         "analysed again")
    ap.add_argument("--pause-before-open", type=float, default=0,
                    help="once indexed, say 'opening' on stderr and wait this many seconds "
                         "before opening FILE (time to attach a profiler to the server)")
    ap.add_argument("--save", action="store_true",
                    help="after each edit's diagnostics, save the document (didSave, as an "
                         "editor saving on every change): a save starts a new workspace "
                         "generation; the time and CPU are then of the edit and its save, "
                         "up to the diagnostics (or their being unchanged) after the save")
    ap.add_argument("--log", help="write the server's stderr here, with TOOLSIGHT_TIMING=1 "
                                  "(each analysis' parse / analysis / publication times)")
    a = ap.parse_args()
    root = os.path.abspath(a.root)
    path = os.path.join(root, a.file)
    text = open(path, encoding="utf-8").read()
    uri = "file://" + path
    s = Server(a.bin, root, open(a.log, "w") if a.log else None)
    s.request("initialize", {"processId": None, "rootUri": "file://" + root,
                             "workspaceFolders": [{"uri": "file://" + root, "name": "ws"}],
                             "capabilities": {"window": {"workDoneProgress": True}}})
    s.notify("initialized", {})
    # The file is opened once the workspace is indexed (the end of the index's progress), as
    # in an editor open for a while: otherwise the first analyses with the index, which find
    # the tools other modules register, fall among the timed edits.
    def indexed():
        while not s.indexed:
            m = s.q.get(timeout=600)
            if m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "end":
                return
            s._answer(m)

    started = time.perf_counter()
    if not a.open_early:
        indexed()
    if a.pause_before_open:
        print(f"opening; server pid {s.p.pid}", file=sys.stderr, flush=True)
        time.sleep(a.pause_before_open)
    t = time.perf_counter()
    open_cpu_before = cpu_seconds(s.p.pid)
    s.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": text}})
    s.diagnostics(uri, 1)
    opened = time.perf_counter() - t
    open_cpu = cpu_seconds(s.p.pid) - open_cpu_before
    if a.open_early:
        # Diagnostics may come before the end of indexing; the end is what waits for the
        # index of registrations. The analysis after it is left to settle.
        indexed()
        index_end = time.perf_counter() - started
        end = time.time() + 3
        while time.time() < end:
            try:
                s._answer(s.q.get(timeout=max(0.01, end - time.time())))
            except queue.Empty:
                break
    line, col = body_line(text, a.method)
    if a.at == "name":
        col = inside_a_name(text.split("\n")[line])
    # random-start: lines of method bodies (indented twice or more, not blank).
    rng = random.Random(a.seed)
    body_lines = [(i, len(l) - len(l.lstrip())) for i, l in enumerate(text.split("\n"))
                  if l.startswith("        ") and l.strip()]
    breaker = "x"
    times = []
    # Per edit, by its parity: the even edits insert (`--at start`/`random-start`: the text
    # they give is broken), the odd ones delete (they mend it). CPU from /proc in clock ticks:
    # read over many edits, not one.
    split = {0: ([], []), 1: ([], [])}
    cpu_before = cpu_seconds(s.p.pid)
    rss_before = peak_rss_mib(s.p.pid, "VmRSS:")
    for i in range(a.edits):
        version = i + 2
        if a.at == "random-start" and i % 2 == 0:
            line, col = rng.choice(body_lines)
            breaker = rng.choice("$?!`")
        pos = {"line": line, "character": col}
        if i % 2 == 0:
            change = {"range": {"start": pos, "end": pos}, "text": breaker}
        else:
            end = {"line": line, "character": col + 1}
            change = {"range": {"start": pos, "end": end}, "text": ""}
        t = time.perf_counter()
        c = cpu_seconds(s.p.pid)
        s.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        s.diagnostics(uri, version)
        if a.save:
            s.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
            s.diagnostics(uri, version)
        times.append(time.perf_counter() - t)
        split[i % 2][0].append(times[-1])
        split[i % 2][1].append(cpu_seconds(s.p.pid) - c)
    cpu_per_edit = (cpu_seconds(s.p.pid) - cpu_before) / max(1, a.edits)
    rss = peak_rss_mib(s.p.pid)
    rss_after = peak_rss_mib(s.p.pid, "VmRSS:")
    s.p.kill()
    times.sort()
    def quantile(ts, f):
        ts = sorted(ts)
        return ts[min(len(ts) - 1, round((len(ts) - 1) * f))] * 1000 if ts else float("nan")
    q = lambda f: quantile(times, f)
    if a.open_early:
        print(f"opened at start-up; indexing ended {index_end*1000:.0f} ms after initialized")
    print(f"{a.file}: open -> first diagnostics {opened*1000:.0f} ms; edit at line {line + 1} "
          f"col {col + 1} (a method body, --at {a.at}{', saved' if a.save else ''}) -> diagnostics, {len(times)} edits: median {q(0.5):.1f} ms, "
          f"p99 {q(0.99):.1f} ms, max {q(1.0):.1f} ms; server CPU {cpu_per_edit*1000:.0f} ms per edit; "
          f"server peak RSS {rss:.0f} MiB; RSS {rss_before:.0f} MiB before the edits, "
          f"{rss_after:.0f} MiB after; server CPU from open to first diagnostics "
          f"{open_cpu*1000:.0f} ms (with the index's build when opened early)")
    names = ("broken", "mending") if a.at != "name" else ("inserting", "deleting")
    for parity, label in enumerate(names):
        walls, cpus = split[parity]
        if walls:
            print(f"  {label} versions ({len(walls)}): median {quantile(walls, 0.5):.1f} ms, "
                  f"p99 {quantile(walls, 0.99):.1f} ms; server CPU "
                  f"{sum(cpus) / len(cpus) * 1000:.1f} ms per edit")


if __name__ == "__main__":
    main()
