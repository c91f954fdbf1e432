#!/usr/bin/env python3
"""Copy the tool definitions of a published Rust crate into a small crate that builds fast.

    transplant.py SRC_CRATE_DIR OUT_CRATE_DIR

The published crates that define rmcp tools link heavy dependencies (a shell engine,
rust-analyzer), so building them to ask rmcp what they list would take most of an hour on
a small machine. The payload of an rmcp tool depends only on its `#[tool]` attribute, doc
comments, signature and the `JsonSchema` types it reaches, so this copies exactly those,
verbatim, and nothing else:

* every struct and enum whose `#[derive]` names `JsonSchema`, with its attributes and docs,
  and `impl Default` / `impl JsonSchema` blocks for them;
* string `const`s (descriptions) and the free functions named by `#[serde(default = "...")]`;
* each `#[tool_router]` impl block, reduced to its `#[tool]` fns with their bodies replaced by
  `unimplemented!()` (the router is built from the attributes and signatures, never the
  bodies), and its self type as a unit struct;
* `use` declarations of rmcp, schemars, serde and std, and of the crate's own copied items;
* `#[doc = include_str!(...)]` files beside the sources.

Each module also gets `pub fn __toolsight_routers()`, which returns every router's
`list_all()` as JSON, so the oracle (`oracle.rs`) can print them. The item splitter knows
Rust's strings, raw strings, chars, lifetimes and comments; it is not a parser, and a crate it
cannot copy fails to build (the benchmark then reports that crate as not measured).
"""
import os
import re
import shutil
import sys

KEEP_USE_ROOTS = {"rmcp", "schemars", "serde", "serde_json", "std", "core", "alloc", "chrono", "uuid"}


def skip_string(s, i):
    """i at an opening quote or raw-string prefix; returns the index after the literal."""
    m = re.match(r'b?r(#*)"', s[i:])
    if m:
        end = s.find('"' + m.group(1), i + len(m.group(0)))
        return len(s) if end < 0 else end + 1 + len(m.group(1))
    j = i + (2 if s[i] == 'b' else 1)
    while j < len(s):
        if s[j] == '\\':
            j += 2
            continue
        if s[j] == '"':
            return j + 1
        j += 1
    return j


def skip_trivia_token(s, i):
    """Skips a comment, string or char literal at i; returns the new index or None."""
    if s.startswith("//", i):
        e = s.find("\n", i)
        return len(s) if e < 0 else e + 1
    if s.startswith("/*", i):
        depth, j = 1, i + 2
        while j < len(s) and depth:
            if s.startswith("/*", j):
                depth, j = depth + 1, j + 2
            elif s.startswith("*/", j):
                depth, j = depth - 1, j + 2
            else:
                j += 1
        return j
    if s[i] == '"' or re.match(r'b?r#*"|b"', s[i:i + 4] or ""):
        if s[i] in 'br' and not re.match(r'b?r#*"|b"', s[i:]):
            return None
        if i > 0 and (s[i - 1].isalnum() or s[i - 1] == '_') and s[i] != '"':
            return None
        return skip_string(s, i)
    if s[i] == "'":
        m = re.match(r"'(\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F_]+\}|.)|[^\\'])'", s[i:])
        if m:
            return i + len(m.group(0))
    return None


def split_items(s, start=0, end=None):
    """Top-level items of s[start:end] as (begin, end) spans, attributes and docs included."""
    end = len(s) if end is None else end
    out, i, depth, begin = [], start, 0, None
    while i < end:
        c = s[i]
        if depth == 0 and begin is None:
            if c.isspace():
                i += 1
                continue
            begin = i
            if s.startswith("#!", i):  # inner attribute: `#![...]`
                j = s.find("[", i)
                d, j = 1, j + 1
                while d and j < end:
                    d += {"[": 1, "]": -1}.get(s[j], 0)
                    j += 1
                out.append((begin, j))
                begin, i = None, j
                continue
        t = skip_trivia_token(s, i)
        if t is not None:
            i = t
            continue
        if c in "{([":
            depth += 1
        elif c in "})]":
            depth -= 1
            if depth == 0 and c == "}":
                # an item ends at its block's brace, unless a `;` or `else` follows (`let`)
                rest = s[i + 1:end].lstrip()
                if not rest.startswith(";") and not head_of(s[begin:i]).startswith(("const", "static", "let", "type")):
                    out.append((begin, i + 1))
                    begin = None
        elif c == ";" and depth == 0:
            out.append((begin, i + 1))
            begin = None
        i += 1
    return out


def head_of(text):
    """The item's text after its leading attributes, doc comments and comments."""
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
        elif text.startswith("#[", i):
            d, j = 0, i + 1
            while j < len(text):
                t = skip_trivia_token(text, j)
                if t is not None:
                    j = t
                    continue
                d += {"[": 1, "]": -1}.get(text[j], 0)
                j += 1
                if d == 0:
                    break
            i = j
        elif text.startswith("//", i) or text.startswith("/*", i):
            i = skip_trivia_token(text, i)
        else:
            break
    return text[i:]


def attrs_of(text):
    return text[: len(text) - len(head_of(text))]


def body_span(text):
    """The span of the last `{ ... }` block at bracket depth 0 of an item's text (a fn body,
    not a struct pattern inside its parameters)."""
    spans, i, depth, open_at = [], 0, 0, None
    while i < len(text):
        t = skip_trivia_token(text, i)
        if t is not None:
            i = t
            continue
        c = text[i]
        if c in "{([":
            if depth == 0 and c == "{":
                open_at = i
            depth += 1
        elif c in "})]":
            depth -= 1
            if depth == 0 and c == "}":
                spans.append((open_at, i + 1))
        i += 1
    return spans[-1] if spans else None


ITEM_NAME = re.compile(r"^(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?(struct|enum|const|static|fn|mod|impl|use|type|trait|macro_rules!)\s*([A-Za-z_][A-Za-z0-9_]*)?")


def use_paths(tree, prefix=""):
    """Expands a use tree (`a::{b, c::D as E}`) into (path, local name) pairs."""
    tree = tree.strip()
    m = re.match(r"^(.*?)::\s*\{(.*)\}$", tree, re.S)
    if m:
        base = prefix + m.group(1).strip() + "::"
        parts, depth, cur = [], 0, ""
        for ch in m.group(2):
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
                continue
            depth += {"{": 1, "}": -1}.get(ch, 0)
            cur += ch
        parts.append(cur)
        out = []
        for p in parts:
            if p.strip():
                out += use_paths(p, base)
        return out
    if tree.startswith("{") and tree.endswith("}"):
        return use_paths("x::" + tree, prefix)[0:0] or [
            x for p in tree[1:-1].split(",") if p.strip() for x in use_paths(p, prefix)
        ]
    m = re.match(r"^(.*?)\s+as\s+([A-Za-z_][A-Za-z0-9_]*)$", tree, re.S)
    if m:
        return [(prefix + m.group(1).strip(), m.group(2))]
    path = prefix + tree
    return [(path, path.rsplit("::", 1)[-1])]


class Crate:
    def __init__(self, src_dir):
        self.src = src_dir
        self.files = {}  # module file -> text
        self.kept_names = set()

    def module_files(self, root):
        """Every module file reachable from root through `mod x;`."""
        todo, seen = [root], []
        while todo:
            f = todo.pop()
            if f in seen or not os.path.exists(f):
                continue
            seen.append(f)
            text = open(f, encoding="utf-8").read()
            self.files[f] = text
            base = os.path.dirname(f)
            stem = os.path.splitext(os.path.basename(f))[0]
            child_dir = base if stem in ("lib", "main", "mod") else os.path.join(base, stem)
            for b, e in split_items(text):
                h = head_of(text[b:e])
                m = re.match(r"^(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_][A-Za-z0-9_]*)\s*;", h)
                if m and "cfg(test)" not in attrs_of(text[b:e]):
                    n = m.group(1)
                    for cand in (os.path.join(child_dir, n + ".rs"), os.path.join(child_dir, n, "mod.rs")):
                        if os.path.exists(cand):
                            todo.append(cand)
                            break
        return seen


def derives_jsonschema(attrs):
    return re.search(r"derive\s*\([^)]*\bJsonSchema\b", attrs) is not None


def absolute(path, module):
    """`crate::a::B` / `super::B` / `self::B` written in `module`, as `a::B` from the root."""
    segs = [x.strip() for x in path.split("::")]
    if segs[0] == "crate":
        return "::".join(segs[1:])
    here = module.split("::") if module else []
    if segs[0] == "self":
        return "::".join(here + segs[1:])
    while segs and segs[0] == "super":
        here = here[:-1]
        segs = segs[1:]
    return "::".join(here + segs)


# `#[serde(default = "f")]`, `deserialize_with = "f"`, ...: functions the derives call.
FN_ATTR = re.compile(r'\b(?:default|deserialize_with|serialize_with|with|schema_with)\s*=\s*"([A-Za-z_][A-Za-z0-9_:]*)"')
# Constants of primitive types (descriptions, defaults) are copied.
PRIMITIVE_CONST = re.compile(r":\s*(?:&(?:'static\s+)?str|u8|u16|u32|u64|u128|usize|i8|i16|i32|i64|i128|isize|f32|f64|bool)\s*=")
ATTR_FNS = set()


def transplant_file(text, names_defined, module):
    """Returns (new text, router self types) for one module file."""
    out, routers = [], []
    router_types = set()
    spans = split_items(text)
    for b, e in spans:
        item = text[b:e]
        a, h = attrs_of(item), head_of(item)
        m = ITEM_NAME.match(h)
        kind, name = (m.group(1), m.group(2)) if m else (None, None)
        if kind == "impl" and re.search(r"#\[\s*(rmcp::)?tool_router\b", a):
            tm = re.match(r"^impl(?:\s*<[^>]*>)?\s+([A-Za-z_][A-Za-z0-9_]*)", h)
            router_types.add(tm.group(1))
    for b, e in spans:
        item = text[b:e]
        a, h = attrs_of(item), head_of(item)
        m = ITEM_NAME.match(h)
        kind, name = (m.group(1), m.group(2)) if m else (None, None)
        if "cfg(test)" in a:
            continue
        if kind == "use":
            tree = re.sub(r"^(?:pub(?:\([^)]*\))?\s+)?use\s+", "", h).rstrip(";").strip()
            vis = "pub " if h.startswith("pub") else ""
            for path, local in use_paths(tree):
                path = path.strip()
                if path.endswith("::self"):  # `use a::{self}`
                    path = path[: -len("::self")]
                    local = local if local != "self" else path.rsplit("::", 1)[-1]
                root = path.split("::")[0].strip()
                orig = path.rsplit("::", 1)[-1].strip()
                ours = root in ("crate", "super", "self") and (
                    orig == "*" or absolute(path, module) in names_defined
                )
                if root in KEEP_USE_ROOTS or ours:
                    line = f"{vis}use {path}" + (f" as {local}" if local != orig else "") + ";"
                    out.append(line)
        elif kind == "mod" and h.rstrip().endswith(";"):
            out.append(f"pub mod {name};")
        elif kind in ("struct", "enum") and name in router_types:
            out.append(f"pub struct {name};")
        elif kind in ("struct", "enum") and derives_jsonschema(a):
            out.append(item)
        elif kind == "impl" and re.search(r"#\[\s*(rmcp::)?tool_router\b", a):
            out.append(router_impl(item))
            routers.append(re.match(r"^impl(?:\s*<[^>]*>)?\s+([A-Za-z_][A-Za-z0-9_]*)", h).group(1))
        elif kind == "impl" and re.match(r"^impl(?:\s*<[^>]*>)?\s+(?:[A-Za-z_:]*::)?(Default|JsonSchema)\s+for\s+([A-Za-z_][A-Za-z0-9_]*)", h):
            tgt = re.match(r"^impl(?:\s*<[^>]*>)?\s+(?:[A-Za-z_:]*::)?(?:Default|JsonSchema)\s+for\s+([A-Za-z_][A-Za-z0-9_]*)", h).group(1)
            if absolute(tgt, module) in names_defined:
                out.append(item)
        elif kind in ("const", "static") and PRIMITIVE_CONST.search(h):
            out.append(item)
        elif kind == "fn" and name in ATTR_FNS:
            out.append(item)
    if routers:
        calls = ", ".join(
            f'(\"{r}\", serde_json::to_value({r}::tool_router().list_all()).unwrap())' for r in routers
        )
        out.append(
            "#[allow(dead_code)]\npub fn __toolsight_routers() -> Vec<(&'static str, serde_json::Value)> {\n"
            f"    vec![{calls}]\n}}"
        )
    return "\n\n".join(out) + "\n", routers


def router_impl(item):
    a, h = attrs_of(item), head_of(item)
    open_at = h.index("{")
    inner = h[open_at + 1 : h.rindex("}")]
    kept = []
    for b, e in split_items(inner):
        f = inner[b:e]
        fa, fh = attrs_of(f), head_of(f)
        if not re.search(r"#\[\s*(rmcp::)?tool\b(?!_)", fa):
            continue
        bs = body_span(f)
        kept.append(f[: bs[0]] + "{ unimplemented!() }")
    return a + h[: open_at + 1] + "\n" + "\n\n".join("    " + k.strip() for k in kept) + "\n}"


def main():
    src_crate, out_crate = sys.argv[1], sys.argv[2]
    crate = Crate(os.path.join(src_crate, "src"))
    lib = os.path.join(src_crate, "src", "lib.rs")
    if not os.path.exists(lib):
        lib = os.path.join(src_crate, "src", "main.rs")
    files = crate.module_files(lib)
    # The names the copy defines: what `use crate::...` may keep.
    def module_of(f):
        rel = os.path.relpath(f, os.path.join(src_crate, "src"))[:-3].split(os.sep)
        if rel[-1] in ("mod", "lib", "main"):
            rel = rel[:-1]
        return "::".join(rel)

    for f in files:
        ATTR_FNS.update(d.rsplit("::", 1)[-1] for d in FN_ATTR.findall(crate.files[f]))
    names = set()
    for f in files:
        text = crate.files[f]
        here = module_of(f)
        q = lambda n: f"{here}::{n}" if here else n
        for b, e in split_items(text):
            item = text[b:e]
            a, h = attrs_of(item), head_of(item)
            m = ITEM_NAME.match(h)
            if not m or not m.group(2):
                if m and m.group(1) == "impl" and re.search(r"#\[\s*(rmcp::)?tool_router\b", a):
                    names.add(q(re.match(r"^impl(?:\s*<[^>]*>)?\s+([A-Za-z_][A-Za-z0-9_]*)", h).group(1)))
                continue
            kind, name = m.group(1), m.group(2)
            if kind in ("struct", "enum") and derives_jsonschema(a):
                names.add(q(name))
            elif kind in ("const", "static") and PRIMITIVE_CONST.search(h):
                names.add(q(name))
            elif kind == "fn" and name in ATTR_FNS:
                names.add(q(name))
    src_root = os.path.join(src_crate, "src")
    out_src = os.path.join(out_crate, "src")
    shutil.rmtree(out_src, ignore_errors=True)
    routers = []
    for f in files:
        rel = os.path.relpath(f, src_root)
        if rel == "main.rs":
            rel = "lib.rs"
        text, rs = transplant_file(crate.files[f], names, module_of(f))
        mod_path = rel[:-3].replace(os.sep, "::")
        for suffix in ("::mod", "lib"):
            if mod_path.endswith(suffix):
                mod_path = mod_path[: -len(suffix)].rstrip(":")
        routers += [(mod_path, r) for r in rs]
        if rel == "lib.rs":
            text = "#![allow(unused, dead_code, clippy::all)]\n" + text
        dst = os.path.join(out_src, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        open(dst, "w", encoding="utf-8").write(text)
        # Files included by `include_str!` (doc comments) are copied beside their module.
        for inc in re.findall(r'include_str!\s*\(\s*"([^"]+)"\s*\)', crate.files[f]):
            s = os.path.join(os.path.dirname(f), inc)
            if os.path.exists(s):
                d = os.path.join(os.path.dirname(dst), inc)
                os.makedirs(os.path.dirname(d), exist_ok=True)
                shutil.copy(s, d)
    mods = sorted({m for m, _ in routers})
    calls = "\n".join(
        f"    for (ty, tools) in transplanted::{m + '::' if m else ''}__toolsight_routers() {{ out.push(serde_json::json!({{\"module\": \"{m}\", \"type\": ty, \"tools\": tools}})); }}"
        for m in mods
    )
    os.makedirs(os.path.join(out_crate, "src", "bin"), exist_ok=True)
    open(os.path.join(out_crate, "src", "bin", "oracle.rs"), "w").write(
        "use transplanted;\nfn main() {\n    let mut out = Vec::new();\n" + calls + "\n    println!(\"{}\", serde_json::to_string_pretty(&out).unwrap());\n}\n"
    )
    print(f"transplant: {len(files)} module files, routers {routers}", file=sys.stderr)


if __name__ == "__main__":
    main()
