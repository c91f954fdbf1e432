"""toolsight's diagnostics on the sweep packages: counts per rule, a stratified random sample
to judge, and the scores of a judged sample.

    python3 tests/sweep/diagnostics.py run [--toolsight CMD] [--out DIR] [NAME ...]
        runs `toolsight check --output-format json` on each package of packages.txt
        (target/sweep/src/<name>/), keeps the raw output in DIR/<name>.json
        (default target/sweep/diagnostics/) and prints the diagnostics per rule.

    python3 tests/sweep/diagnostics.py counts [--out DIR] [--before DIR2]
        prints the per-rule counts of a run (and, with --before, of an earlier run next to
        them), as a markdown table.

    python3 tests/sweep/diagnostics.py sample [--out DIR] [--size N] [--per-rule K]
                                              [--seed S] [--exclude FILE ...] [--codes C,...] SAMPLE
        draws a stratified random sample of the run's diagnostics into SAMPLE (TSV, one
        diagnostic a line): every rule code with at least K diagnostics (all of a rule with
        fewer), the rest of N spread over the rules in proportion to their counts; the seed
        is fixed (default 26), so the same run gives the same sample. --exclude leaves out
        the diagnostics already listed in earlier sample files, to draw a fresh sample;
        --codes draws from those rules only.

    python3 tests/sweep/diagnostics.py unjudged [--out DIR] [--top N] [--tsv FILE] SAMPLE ...
        lists the run's diagnostics that no judged file holds (matched as `--exclude` and
        `--in-run` match: code, package, place, normalised message), counted per rule and per
        (rule, package), most first; --tsv writes them as an unjudged sample file, so that a
        hunt for the classes no fresh sample has seen yet starts from the largest ones.

    python3 tests/sweep/diagnostics.py score [--out DIR] [--in-run] SAMPLE ...
        reads judged sample files and prints, per rule, how many of the judged diagnostics
        are right / wrong / redundant / unsure, and the wrong + redundant rate weighted by
        each rule's share of all diagnostics (a rule's sample stands for all of its
        diagnostics in the run). --in-run leaves out judged lines the run no longer reports
        (to pool samples judged on earlier runs).

A sample line is `verdict<TAB>evidence<TAB>code<TAB>package<TAB>file:line:col<TAB>message`.
`sample` writes the first two columns empty; the judge fills in the verdict (right, wrong,
redundant or unsure) and one line of evidence (the framework source or provider behaviour
that decides it). Lines starting with `#` are comments. The scorer refuses unjudged lines.
"""

import argparse
import collections
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from score import read_packages, toolsight_cmd  # noqa: E402

VERDICTS = ("right", "wrong", "redundant", "unsure")


def src_dir():
    return os.environ.get("SWEEP_DIR", os.path.join(REPO, "target", "sweep"))


def default_out():
    return os.path.join(src_dir(), "diagnostics")


def run(args):
    cmd = toolsight_cmd(args.toolsight)
    os.makedirs(args.out, exist_ok=True)
    names = args.names or [n for n, _ in read_packages()]
    for name in names:
        pkg = os.path.join(src_dir(), "src", name)
        if not os.path.isdir(pkg):
            print(f"{name}: not fetched (run tests/sweep/fetch.sh)", file=sys.stderr)
            continue
        proc = subprocess.run(
            cmd + ["check", pkg, "--output-format", "json", "--exit-zero"],
            capture_output=True,
            text=True,
            timeout=args.timeout,
        )
        try:
            diags = json.loads(proc.stdout)
        except json.JSONDecodeError:
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
            print(f"{name}: no JSON on stdout (exit {proc.returncode}): {' | '.join(tail)}", file=sys.stderr)
            continue
        for d in diags:
            d["file"] = os.path.relpath(d["file"], pkg)
        with open(os.path.join(args.out, f"{name}.json"), "w") as f:
            json.dump(diags, f, indent=1)
        print(f"{name}: {len(diags)} diagnostics", file=sys.stderr)
    print_counts(load(args.out), None)


def load(out):
    """Every diagnostic of a run, each with its package and a stable id."""
    diags = []
    for fn in sorted(os.listdir(out)):
        if not fn.endswith(".json"):
            continue
        pkg = fn[: -len(".json")]
        with open(os.path.join(out, fn)) as f:
            for d in json.load(f):
                d["package"] = pkg
                start = d["range"]["start"]
                d["where"] = f"{d['file']}:{start['line'] + 1}:{start['character'] + 1}"
                diags.append(d)
    return diags


SWEEP_PREFIX = re.compile(r"(?:/[^\s(`'\"]*)?/sweep/src/")


def norm(message):
    """A message as a sample line holds it: on one line, and without the directory the
    packages were unpacked in (X005 and L008 name files by absolute path), so that lines
    judged on one machine's run match another's."""
    return SWEEP_PREFIX.sub("", message.replace("\t", " ").replace("\n", " "))


def key(d):
    return (d["code"], d["package"], d["where"], norm(d["message"]))


def print_counts(diags, before):
    now = collections.Counter(d["code"] for d in diags)
    old = collections.Counter(d["code"] for d in before) if before is not None else None
    codes = sorted(set(now) | set(old or {}))
    if old is None:
        print("| rule | diagnostics |\n|---|---:|")
        for c in codes:
            print(f"| {c} | {now[c]} |")
        print(f"| all | {sum(now.values())} |")
    else:
        print("| rule | before | after |\n|---|---:|---:|")
        for c in codes:
            print(f"| {c} | {old[c]} | {now[c]} |")
        print(f"| all | {sum(old.values())} | {sum(now.values())} |")


def counts(args):
    before = load(args.before) if args.before else None
    print_counts(load(args.out), before)


def read_sample(path):
    rows = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 6:
                sys.exit(f"{path}:{n}: expected 6 tab-separated columns")
            verdict, evidence, code, pkg, where, message = parts[:6]
            rows.append(
                {"verdict": verdict.strip(), "evidence": evidence.strip(), "code": code,
                 "package": pkg, "where": where, "message": message, "line": n}
            )
    return rows


def sample(args):
    diags = load(args.out)
    seen = set()
    for path in args.exclude or []:
        for r in read_sample(path):
            seen.add((r["code"], r["package"], r["where"], norm(r["message"])))
    pool = collections.defaultdict(list)
    codes = set(args.codes.split(",")) if args.codes else None
    for d in sorted(diags, key=key):
        k = key(d)
        if k not in seen and (codes is None or d["code"] in codes):
            pool[d["code"]].append(d)
    rng = random.Random(args.seed)
    total = sum(len(v) for v in pool.values())
    chosen = []
    # At least K of every rule, then the rest of the size in proportion to the counts.
    take = {c: min(len(v), args.per_rule) for c, v in pool.items()}
    left = max(0, args.size - sum(take.values()))
    for c, v in pool.items():
        extra = round(left * len(v) / total) if total else 0
        take[c] = min(len(v), take[c] + extra)
    for c in sorted(pool):
        chosen.extend(rng.sample(pool[c], take[c]))
    with open(args.sample, "w") as f:
        f.write("# verdict\tevidence\tcode\tpackage\tfile:line:col\tmessage\n")
        f.write(f"# drawn from {total} diagnostics, seed {args.seed}, at least {args.per_rule} per rule\n")
        for d in chosen:
            msg = norm(d["message"])
            f.write(f"\t\t{d['code']}\t{d['package']}\t{d['where']}\t{msg}\n")
    print(f"{len(chosen)} diagnostics of {len(pool)} rules written to {args.sample}", file=sys.stderr)


def sample_key(r):
    return (r["code"], r["package"], r["where"], norm(r["message"]))


def unjudged_of(diags, rows):
    """The diagnostics of a run that none of the judged rows holds, in key order."""
    judged = {sample_key(r) for r in rows}
    return [d for d in sorted(diags, key=key) if key(d) not in judged]


def unjudged(args):
    rows = [r for path in args.samples for r in read_sample(path)]
    diags = load(args.out)
    left = unjudged_of(diags, rows)
    per_rule = collections.Counter(d["code"] for d in left)
    per_pkg = collections.Counter((d["code"], d["package"]) for d in left)
    all_rule = collections.Counter(d["code"] for d in diags)
    print(f"{len(left)} of {len(diags)} diagnostics are in no judged file\n")
    print("| rule | unjudged | in run |\n|---|---:|---:|")
    for c in sorted(all_rule):
        print(f"| {c} | {per_rule[c]} | {all_rule[c]} |")
    print(f"\n| rule | package | unjudged |\n|---|---|---:|")
    for (c, pkg), n in sorted(per_pkg.items(), key=lambda kv: (-kv[1], kv[0]))[: args.top]:
        print(f"| {c} | {pkg} | {n} |")
    if args.tsv:
        with open(args.tsv, "w") as f:
            f.write("# verdict\tevidence\tcode\tpackage\tfile:line:col\tmessage\n")
            for d in left:
                f.write(f"\t\t{d['code']}\t{d['package']}\t{d['where']}\t{norm(d['message'])}\n")


def score(args):
    run_diags = load(args.out) if os.path.isdir(args.out) else None
    population = collections.Counter(d["code"] for d in run_diags) if run_diags is not None else None
    rows = [r for path in args.samples for r in read_sample(path)]
    if args.in_run and run_diags is not None:
        # Judged lines of an earlier run whose diagnostic this run no longer reports were
        # fixed: they say nothing about this run's precision.
        present = {key(d) for d in run_diags}
        kept = [r for r in rows if (r["code"], r["package"], r["where"], norm(r["message"])) in present]
        print(f"{len(kept)} of {len(rows)} judged lines are diagnostics of this run\n")
        rows = kept
    bad = [r for r in rows if r["verdict"] not in VERDICTS]
    if bad:
        sys.exit("unjudged or unknown verdicts: " + ", ".join(f"line {r['line']} ({r['verdict'] or 'empty'})" for r in bad[:10]))
    missing = [r for r in rows if not r["evidence"]]
    if missing:
        sys.exit("verdicts without evidence: " + ", ".join(f"line {r['line']}" for r in missing[:10]))
    per = collections.defaultdict(collections.Counter)
    for r in rows:
        per[r["code"]][r["verdict"]] += 1
    print("| rule | judged | right | wrong | redundant | unsure | wrong+redundant | in run |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    weighted_bad = 0.0
    weighted_all = 0
    for c in sorted(per):
        v = per[c]
        n = sum(v.values())
        rate = (v["wrong"] + v["redundant"]) / n
        pop = population[c] if population is not None else 0
        weighted_bad += rate * pop
        weighted_all += pop
        print(f"| {c} | {n} | {v['right']} | {v['wrong']} | {v['redundant']} | {v['unsure']} | {rate:.0%} | {pop} |")
    tot = collections.Counter()
    for v in per.values():
        tot.update(v)
    n = sum(tot.values())
    print(f"| all judged | {n} | {tot['right']} | {tot['wrong']} | {tot['redundant']} | {tot['unsure']} | "
          f"{(tot['wrong'] + tot['redundant']) / n:.0%} | |")
    if weighted_all:
        print(f"\nwrong + redundant by volume (each rule's rate times its diagnostics in the run): "
              f"{weighted_bad / weighted_all:.1%} of {weighted_all} diagnostics")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--toolsight")
    r.add_argument("--out", default=default_out())
    r.add_argument("--timeout", type=int, default=600)
    r.add_argument("names", nargs="*")
    c = sub.add_parser("counts")
    c.add_argument("--out", default=default_out())
    c.add_argument("--before")
    s = sub.add_parser("sample")
    s.add_argument("--out", default=default_out())
    s.add_argument("--size", type=int, default=150)
    s.add_argument("--per-rule", type=int, default=3)
    s.add_argument("--seed", type=int, default=26)
    s.add_argument("--exclude", action="append")
    s.add_argument("--codes", help="comma-separated rule codes to draw from (default: all)")
    s.add_argument("sample")
    u = sub.add_parser("unjudged")
    u.add_argument("--out", default=default_out())
    u.add_argument("--top", type=int, default=40, help="how many (rule, package) rows to print")
    u.add_argument("--tsv", help="write the unjudged diagnostics to this file as an unjudged sample")
    u.add_argument("samples", nargs="+")
    j = sub.add_parser("score")
    j.add_argument("--out", default=default_out())
    j.add_argument("--in-run", action="store_true",
                   help="score only the judged lines whose diagnostic the run still reports")
    j.add_argument("samples", nargs="+")
    args = ap.parse_args()
    {"run": run, "counts": counts, "sample": sample, "unjudged": unjudged, "score": score}[args.cmd](args)


if __name__ == "__main__":
    main()
