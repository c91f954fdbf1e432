"""`check` over every package of sweeps 1-13, laid out as the runs that judged them were, so that the pooled judged
set can be scored on one build:

    python3 tests/sweep/pooled_run.py BIN OUTDIR [--sweep-dir DIR] [--workers 2] [--timeout 300] [--last-sweep 13]
                                     [NAME ...]
    python3 tests/sweep/diagnostics.py score --out OUTDIR --in-run tests/sweep/judged/*.tsv

Sweeps 1-11 are checked in the shared `DIR/src/<name>` (as `diagnostics.py run` does with `SWEEP_DIR=DIR`, the
way their judged lines were produced), sweeps 12-13 each in a directory of its own,
`DIR/iso/<name>/sweep/src/<name>` (a package whose top-level directory holds an `__init__.py` makes `check` read
its parent as the project: in a shared directory of 3,000+ packages that cost minutes per such package, and the
runs that judged sweeps 12-13 checked them alone; BENCHMARKS, sweep 12's run). DIR defaults to `$SWEEP_DIR`, else
`target/sweep`. Each package gives `OUTDIR/<name>.json`, `check --output-format json --exit-zero` with file names
relative to the package, as `diagnostics.py run` writes it; a package that times out or gives no JSON gets no file
(and an older file of the same name is removed), and is listed at the end. Checks run under `nice -n 10`, WORKERS
at a time; the CPU time of each check (user + system, from `wait4`) is summed and the slowest are listed, because
wall time says little on a shared machine. The summary also goes to `OUTDIR/pooled_run.txt`.
"""

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SWEEP_HEADER = re.compile(r"^# Sweep (\d+)")
ISOLATED_FROM = 12


def norm_name(name):
    return re.sub(r"[-_.]+", "-", name.lower())


def packages_by_sweep():
    """(name, sweep) for each pin of packages.txt; the lines before the first `# Sweep N` header are sweeps 1-2."""
    out = []
    sweep = 1
    with open(os.path.join(HERE, "packages.txt")) as f:
        for line in f:
            m = SWEEP_HEADER.match(line)
            if m:
                sweep = int(m.group(1))
                continue
            spec = line.split("#", 1)[0].strip()
            if spec:
                out.append((norm_name(spec.split("==")[0]), sweep))
    return out


def package_dir(sweep_dir, name, sweep):
    if sweep >= ISOLATED_FROM:
        return os.path.join(sweep_dir, "iso", name, "sweep", "src", name)
    return os.path.join(sweep_dir, "src", name)


def check(binary, pkg, timeout):
    """Runs one check; returns (returncode or None on timeout, stdout text, stderr tail, cpu seconds)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(
            ["nice", "-n", "10", binary, "check", pkg, "--output-format", "json", "--exit-zero"],
            stdout=out, stderr=err, start_new_session=True,
        )
        timed_out = threading.Event()

        def kill():
            timed_out.set()
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(timeout, kill)
        timer.start()
        _, status, usage = os.wait4(proc.pid, 0)
        timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        cpu = usage.ru_utime + usage.ru_stime
        tail = " | ".join(err.read().decode(errors="replace").strip().splitlines()[-3:])
        if timed_out.is_set():
            return None, "", tail, cpu
        return proc.returncode, out.read().decode(errors="replace"), tail, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary")
    ap.add_argument("outdir")
    ap.add_argument("--sweep-dir", default=os.environ.get("SWEEP_DIR", os.path.join(REPO, "target", "sweep")))
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300, help="seconds of wall time per package")
    ap.add_argument("--last-sweep", type=int, default=13, help="the last sweep of packages.txt to check")
    ap.add_argument("names", nargs="*", help="check these packages only")
    args = ap.parse_intermixed_args()
    binary = os.path.abspath(args.binary)
    os.makedirs(args.outdir, exist_ok=True)
    pkgs = [p for p in packages_by_sweep() if p[1] <= args.last_sweep]
    if args.names:
        wanted = {norm_name(n) for n in args.names}
        pkgs = [p for p in pkgs if p[0] in wanted]

    missing, timed_out, failed, cpu_of = [], [], [], {}
    counts = {"shared": 0, "isolated": 0, "diagnostics": 0}
    lock = threading.Lock()

    def one(item):
        name, sweep = item
        pkg = package_dir(args.sweep_dir, name, sweep)
        dest = os.path.join(args.outdir, f"{name}.json")
        if os.path.exists(dest):
            os.remove(dest)
        if not os.path.isdir(pkg):
            with lock:
                missing.append(name)
            return
        code, stdout, tail, cpu = check(binary, pkg, args.timeout)
        with lock:
            cpu_of[name] = cpu
        if code is None:
            with lock:
                timed_out.append(name)
            return
        try:
            diags = json.loads(stdout)
        except json.JSONDecodeError:
            with lock:
                failed.append(f"{name} (exit {code}): {tail}")
            return
        for d in diags:
            d["file"] = os.path.relpath(d["file"], pkg)
        with open(dest, "w") as f:
            json.dump(diags, f, indent=1)
        with lock:
            counts["isolated" if sweep >= ISOLATED_FROM else "shared"] += 1
            counts["diagnostics"] += len(diags)

    start = time.monotonic()
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        list(pool.map(one, pkgs))
    wall = time.monotonic() - start

    slowest = sorted(cpu_of.items(), key=lambda kv: -kv[1])[:10]
    lines = [
        f"{binary}: {len(pkgs)} packages of packages.txt, {counts['shared']} checked in {args.sweep_dir}/src, "
        f"{counts['isolated']} each in {args.sweep_dir}/iso/<name> (sweeps {ISOLATED_FROM}+); "
        f"{counts['diagnostics']} diagnostics",
        f"CPU time of the checks: {sum(cpu_of.values()):.0f} s (user + system); wall time {wall:.0f} s "
        f"with {args.workers} workers",
        "slowest (CPU s): " + ", ".join(f"{n} {c:.1f}" for n, c in slowest),
        f"not fetched ({len(missing)}): " + " ".join(sorted(missing)),
        f"timed out after {args.timeout} s ({len(timed_out)}): " + " ".join(sorted(timed_out)),
        f"no JSON ({len(failed)}): " + "; ".join(sorted(failed)),
    ]
    with open(os.path.join(args.outdir, "pooled_run.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines), file=sys.stderr)


if __name__ == "__main__":
    main()
