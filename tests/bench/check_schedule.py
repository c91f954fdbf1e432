"""What a `check` run's schedule over its threads cost, from its per-file log.

usage: TOOLSIGHT_CHECK_LOG=1 toolsight check DIR --threads 1 ... 2> one.log
       TOOLSIGHT_CHECK_LOG=1 toolsight check DIR --threads 2 ... 2> two.log
       python3 tests/bench/check_schedule.py one.log [two.log]

Each `toolsight-check` line is one file's check: its thread, path, bytes, wall start and end
(seconds since the checks began) and the CPU its thread spent on it. Printed: the one-thread
run's CPU and largest checks, the makespan of that CPU scheduled on two threads in the run's
order and largest first (what any order could give, independent of the machine's load); for
a second run, each thread's CPU and end, its CPU against the first run's, and the files whose
checks cost most more (work done twice by the threads rather than moved between them).
"""
import heapq
import sys


def load(path):
    rows = []
    for line in open(path):
        if not line.startswith("toolsight-check\t"):
            continue
        _, _, t, file, size, ws, we, cpu = line.rstrip("\n").split("\t")
        rows.append(dict(t=int(t), path=file, size=int(size), ws=float(ws), we=float(we), cpu=float(cpu)))
    return rows


def makespan(order, cpu, threads):
    """Each file to the thread free first, in `order`."""
    free = [0.0] * threads
    for p in order:
        heapq.heappush(free, heapq.heappop(free) + cpu[p])
    return max(free)


def main():
    one = load(sys.argv[1])
    c1 = {r["path"]: r["cpu"] for r in one}
    total = sum(c1.values())
    print(f"one thread: {len(one)} files, CPU {total:.2f} s")
    for r in sorted(one, key=lambda r: -r["cpu"])[:10]:
        print(f"  {r['cpu']:.3f} s  {r['size']:>8} B  {r['path']}")
    in_order = [r["path"] for r in sorted(one, key=lambda r: r["ws"])]
    largest = sorted(c1, key=lambda p: -c1[p])
    print(
        f"two threads from this CPU: {makespan(in_order, c1, 2):.2f} s in the run's order, "
        f"{makespan(largest, c1, 2):.2f} s largest first, {total / 2:.2f} s even"
    )
    if len(sys.argv) < 3:
        return
    two = load(sys.argv[2])
    c2 = {r["path"]: r["cpu"] for r in two}
    for t in sorted({r["t"] for r in two}):
        rs = [r for r in two if r["t"] == t]
        print(
            f"second run, thread {t}: {len(rs)} files, CPU {sum(r['cpu'] for r in rs):.2f} s, "
            f"last end {max(r['we'] for r in rs):.2f} s"
        )
    print(f"second run CPU {sum(c2.values()):.2f} s against {total:.2f} s")
    grew = sorted(((c2[p] - c1.get(p, 0.0), p) for p in c2), reverse=True)
    for d, p in grew[:10]:
        print(f"  {d:+.3f} s ({c1.get(p, 0.0):.3f} -> {c2[p]:.3f})  {p}")


if __name__ == "__main__":
    main()
