"""Checks the table of `crates/toolsight_python/src/extract/compile_errors.rs` (`SHAPES`)
against the running CPython's `compile()`: every shape's SyntaxError message, line and column,
or that it compiles. Run with CPython 3.11 and 3.12 (3.11 words one message otherwise):

    python3.11 tests/oracle/compile_errors.py crates/toolsight_python/src/extract/compile_errors.rs
    python3.12 tests/oracle/compile_errors.py crates/toolsight_python/src/extract/compile_errors.rs

Compiles the shapes only; runs none of them.
"""
import re, sys, ast
src = open(sys.argv[1]).read()
table = src[src.index("const SHAPES"):src.index("];", src.index("const SHAPES"))]
bad = 0
for line in table.splitlines():
    m = re.match(r'\s*\((".*?(?<!\\)"), (None|Some\(\((".*?"), (\d+), (\d+)\)\))\),\s*$', line)
    if not m:
        if line.strip().startswith('("'): print("UNPARSED", line); bad += 1
        continue
    code = ast.literal_eval(m.group(1))
    exp = None if m.group(2) == "None" else (ast.literal_eval(m.group(3)), int(m.group(4)), int(m.group(5)))
    try:
        compile(code, "<s>", "exec"); got = None
    except SyntaxError as e:
        got = (e.msg, e.lineno, e.offset)
    if sys.version_info < (3, 12) and exp and exp[0] == "parameter without a default follows parameter with a default":
        exp = ("non-default argument follows default argument",) + exp[1:]
    if got != exp:
        bad += 1; print("MISMATCH", repr(code), got, exp)
print(sys.version.split()[0], "mismatches:", bad)
sys.exit(1 if bad else 0)
