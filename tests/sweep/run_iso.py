#!/usr/bin/env python3
"""Download a pool of packages and run `toolsight check` on each, each package in a
directory of its own, checking every package as soon as it is unpacked.

    python3 tests/sweep/run_iso.py --pool POOL.tsv --iso DIR --out OUT --toolsight BIN

POOL.tsv: `name<TAB>version<TAB>...` (pool.py's output). Packages are fetched with
`pip download --no-deps` (PyPI only, `--fetchers` pip processes at once, `--batch` specs each) and unpacked into
`DIR/<name>/sweep/src/<name>` (`<name>` normalised as fetch.sh does). Why a directory of
its own: a package whose top level holds an `__init__.py` makes `check` read its parent as
the project, and in a shared directory of thousands of packages that parent is all of them.

The check is `diagnostics.py run`'s: `toolsight check PKG --output-format json --exit-zero`,
files made relative to the package, one JSON per package in OUT/<name>.json, so that
`diagnostics.py counts/sample/score --out OUT` read it. It runs under `nice -n 10` with
`--workers` at once and a timeout per package; it waits for the binary if it is not there
yet. DIR/fetch.tsv (or `--fetch-log`) records each download (ok / nopy / fail, Python module
count, archive), OUT/../run.tsv (or `--run-log`) each check (diagnostics, user+sys CPU seconds,
max RSS KiB, or timeout/failed): separate logs let a second sweep share DIR with the first.
`--workers 0` only downloads; a later run with workers checks every package the fetch log
records as `ok` that has no JSON in OUT yet (so the binary can be chosen after the download).
"""
import argparse
import json
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import zipfile


def norm(name):
    return re.sub(r"[-_.]+", "-", name.lower())


def unpack(archive, dest):
    if archive.endswith((".whl", ".zip")):
        with zipfile.ZipFile(archive) as z:
            z.extractall(dest)
        return
    with tarfile.open(archive) as t:
        t.extractall(dest, filter="data")
    # an sdist unpacks into NAME-VERSION/: lift its content one level, as fetch.sh does
    inner = os.listdir(dest)
    if len(inner) == 1 and os.path.isdir(os.path.join(dest, inner[0])):
        top = os.path.join(dest, inner[0])
        for e in os.listdir(top):
            shutil.move(os.path.join(top, e), os.path.join(dest, e))
        os.rmdir(top)


def count_py(dest):
    return sum(1 for _root, _dirs, files in os.walk(dest) for f in files if f.endswith(".py"))


def archive_of(name, files):
    """The archive of `name` among a batch's downloads: its normalised file name is the
    project name, a dash, then the version (a digit), so `foo-mcp` does not take
    `foo-mcp-server`'s."""
    n = norm(name) + "-"
    for f in files:
        rest = norm(f)[len(n):]
        if norm(f).startswith(n) and rest[:1].isdigit():
            return f
    return None


def pip_download(specs, tmp):
    return subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--ignore-requires-python",
         "--disable-pip-version-check", "-q", "-d", tmp] + specs,
        capture_output=True, text=True, timeout=600)


def fetch(batch, iso, lock, log):
    """Download a batch with one pip process (pip's start-up dominates one package's
    download); pip stops at the first spec that fails, so the specs left without an archive
    are then fetched one by one. Returns the (name, directory) of each package unpacked
    with a Python file."""
    done = []
    with tempfile.TemporaryDirectory() as tmp:
        errors = {}
        try:
            proc = pip_download([f"{n}=={v}" for n, v in batch], tmp)
        except subprocess.TimeoutExpired:
            proc = None
        if proc is None or proc.returncode != 0:
            for name, version in batch:
                if archive_of(name, os.listdir(tmp)) is None:
                    try:
                        one = pip_download([f"{name}=={version}"], tmp)
                        if one.returncode != 0:
                            errors[name] = (one.stderr.strip().splitlines() or ["no file"])[-1][:200]
                    except subprocess.TimeoutExpired:
                        errors[name] = "pip download timed out"
        files = os.listdir(tmp)
        for name, version in batch:
            n = norm(name)
            dest = os.path.join(iso, n, "sweep", "src", n)
            status, npy, archive = "fail", 0, errors.get(name, "no archive")
            a = archive_of(name, files)
            if a is not None:
                archive = a
                try:
                    shutil.rmtree(dest, ignore_errors=True)
                    os.makedirs(dest)
                    unpack(os.path.join(tmp, a), dest)
                    npy = count_py(dest)
                    status = "ok" if npy else "nopy"
                    with open(os.path.join(dest, ".sweep-version"), "w") as f:
                        f.write(version + "\n")
                except Exception as e:  # an archive that does not unpack is recorded, not fatal
                    archive = f"{a}: {type(e).__name__}: {e}"[:200]
                    status = "fail"
            with lock:
                log.write(f"{name}\t{version}\t{status}\t{npy}\t{archive}\n")
                log.flush()
            if status == "ok":
                done.append((n, dest))
    return done


def check(binary, n, dest, out, timeout, lock, log, cwd):
    timing = tempfile.NamedTemporaryFile(delete=False)
    timing.close()
    cmd = ["nice", "-n", "10", "/usr/bin/time", "-f", "%U %S %M", "-o", timing.name,
           binary, "check", dest, "--output-format", "json", "--exit-zero"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, cwd=cwd)
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        result = "timeout"
    else:
        try:
            diags = json.loads(stdout)
        except json.JSONDecodeError:
            tail = (stderr or stdout).strip().splitlines()[-3:]
            result = f"failed (exit {proc.returncode}): {' | '.join(tail)}"[:300]
        else:
            for d in diags:
                d["file"] = os.path.relpath(d["file"], dest)
            with open(os.path.join(out, f"{n}.json"), "w") as f:
                json.dump(diags, f, indent=1)
            with open(timing.name) as f:
                t = f.read().split()
            result = f"{len(diags)}\t{float(t[-3]) + float(t[-2]):.2f}\t{t[-1]}" if len(t) >= 3 else f"{len(diags)}\t?\t?"
    os.unlink(timing.name)
    with lock:
        log.write(f"{n}\t{result}\n")
        log.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pool", required=True)
    ap.add_argument("--iso", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--toolsight", required=True)
    ap.add_argument("--fetchers", type=int, default=4)
    ap.add_argument("--batch", type=int, default=12)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--fetch-log", help="default DIR/fetch.tsv")
    ap.add_argument("--run-log", help="default OUT/../run.tsv")
    args = ap.parse_args()
    os.makedirs(args.iso, exist_ok=True)
    os.makedirs(args.out, exist_ok=True)
    cwd = os.getcwd()
    pool = []
    with open(args.pool) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) >= 2 and cols[0]:
                pool.append((cols[0], cols[1]))
    lock = threading.Lock()
    path = args.fetch_log or os.path.join(args.iso, "fetch.tsv")
    flog = open(path, "a")
    rlog = open(args.run_log or os.path.join(os.path.dirname(os.path.abspath(args.out)), "run.tsv"), "a")
    # a package already in fetch.tsv (an earlier, interrupted run) is not fetched again;
    # one fetched with a Python file but not yet checked is checked
    fetched = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                cols = line.rstrip("\n").split("\t")
                fetched[cols[0]] = cols[2]
    ready = queue.Queue()
    for name, _v in pool:
        n = norm(name)
        if fetched.get(name) == "ok" and not os.path.exists(os.path.join(args.out, f"{n}.json")):
            ready.put((n, os.path.join(args.iso, n, "sweep", "src", n)))
    left = [p for p in pool if p[0] not in fetched]
    todo = queue.Queue()
    for i in range(0, len(left), args.batch):
        todo.put(left[i:i + args.batch])

    def fetcher():
        while True:
            try:
                batch = todo.get_nowait()
            except queue.Empty:
                return
            for item in fetch(batch, args.iso, lock, flog):
                ready.put(item)

    def worker():
        while not os.access(args.toolsight, os.X_OK):
            time.sleep(10)
        while True:
            item = ready.get()
            if item is None:
                return
            check(args.toolsight, *item, args.out, args.timeout, lock, rlog, cwd)

    fetchers = [threading.Thread(target=fetcher) for _ in range(args.fetchers)]
    workers = [threading.Thread(target=worker) for _ in range(args.workers)]
    for t in fetchers + workers:
        t.start()
    for t in fetchers:
        t.join()
    for _ in workers:
        ready.put(None)
    for t in workers:
        t.join()


if __name__ == "__main__":
    main()
