"""Class 2 census: modules registering tools (`@NAME.tool...`) on a server object imported
from another module, that no module of the project imports and that are no entry point.
Per package: with or without a dynamic import. Counts the diagnostics of given runs in them."""
import ast, json, os, re, sys, glob, collections

ISO = "/work/sweep/iso"
DYN = re.compile(r"importlib\.import_module|__import__\(|import_module\(|iter_modules|walk_packages|runpy|entry_points\(|spec_from_file_location|load_module\(|(?<![\w.])exec\(")
SKIP = {".venv", "venv", "site-packages", "node_modules", ".git", "build", "dist"}


def files_of(pkg_dir):
    for d, dirs, fs in os.walk(pkg_dir):
        dirs[:] = [x for x in dirs if x not in SKIP and not x.endswith(".dist-info") and not x.endswith(".egg-info")]
        for f in fs:
            if f.endswith(".py"):
                yield os.path.join(d, f)


def modname(rel):
    parts = rel[:-3].split(os.sep)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def analyse(pkg, pkg_dir):
    files = list(files_of(pkg_dir))
    mods = {}  # dotted (from each root) -> file
    info = {}
    dynamic = []
    for f in files:
        rel = os.path.relpath(f, pkg_dir)
        names = {modname(rel)}
        if rel.startswith("src" + os.sep):
            names.add(modname(rel[4:]))
        try:
            src = open(f, encoding="utf-8", errors="replace").read()
            tree = ast.parse(src)
        except Exception:
            info[f] = None
            continue
        if DYN.search(src):
            dynamic.append(os.path.relpath(f, pkg_dir))
        for n in names:
            mods[n] = f
        info[f] = (names, src, tree)
    imported = set()
    for f, v in info.items():
        if v is None:
            continue
        names, src, tree = v
        me = min(names, key=len)
        pkg_parts = me.split(".") if f.endswith("__init__.py") else me.split(".")[:-1]
        for node in ast.walk(tree):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = pkg_parts[: len(pkg_parts) - node.level + 1] if node.level > 1 else pkg_parts
                    base = ".".join(base)
                    mod = ".".join(x for x in [base, node.module or ""] if x)
                else:
                    mod = node.module or ""
                targets = [mod] + [f"{mod}.{a.name}" for a in node.names]
            for t in targets:
                parts = t.split(".")
                for i in range(1, len(parts) + 1):
                    imported.add((".".join(parts[:i]), f))
    imported_by = collections.defaultdict(set)
    for t, f in imported:
        imported_by[t].add(f)
    # console scripts / entry points
    entry_mods = set()
    for meta in glob.glob(os.path.join(pkg_dir, "*.dist-info", "entry_points.txt")) + glob.glob(os.path.join(pkg_dir, "pyproject.toml")) + glob.glob(os.path.join(pkg_dir, "setup.cfg")) + glob.glob(os.path.join(pkg_dir, "setup.py")):
        for m in re.findall(r"=\s*['\"]?([A-Za-z_][\w.]*)\s*:", open(meta, errors="replace").read()):
            entry_mods.add(m)
    out = []
    for f, v in info.items():
        if v is None:
            continue
        names, src, tree = v
        if f.endswith("__main__.py") or f.endswith("__init__.py"):
            continue
        if "__name__" in src and "__main__" in src:
            continue
        if any(n in entry_mods for n in names):
            continue
        # imported server names
        imported_names = set()
        for node in tree.body:
            if isinstance(node, ast.ImportFrom):
                for a in node.names:
                    imported_names.add(a.asname or a.name)
        regs = []
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for d in node.decorator_list:
                    c = d.func if isinstance(d, ast.Call) else d
                    if isinstance(c, ast.Attribute) and c.attr == "tool" and isinstance(c.value, ast.Name) and c.value.id in imported_names:
                        regs.append(node.lineno)
        if not regs:
            continue
        by = set()
        for n in names:
            by |= {g for g in imported_by.get(n, ()) if g != f}
        ident = all(re.fullmatch(r"[A-Za-z_]\w*", p) for p in min(names, key=len).split("."))
        out.append(dict(file=os.path.relpath(f, pkg_dir), imported=bool(by), ident=ident, regs=len(regs)))
    return out, dynamic


def main():
    pkgs = sys.argv[1:] or sorted(os.listdir(ISO))
    rows = []
    for pkg in pkgs:
        for d in glob.glob(os.path.join(ISO, pkg, "sweep", "src", "*")):
            if not os.path.isdir(d):
                continue
            try:
                out, dyn = analyse(pkg, d)
            except RecursionError:
                continue
            for o in out:
                if not o["imported"]:
                    rows.append((pkg, o["file"], o["regs"], o["ident"], len(dyn), ";".join(dyn[:4])))
                    print("\t".join(map(str, rows[-1])), flush=True)
            print("#done", pkg, len(out), file=sys.stderr, flush=True)
    for r in rows:
        pass


main()
