"""Which documents get a server set's findings (issue 26, fix59c): open FILES of a package in the language server, print each document's T002/C001 (last
publication after things settle), then optionally add a tool to the last file and print again.
usage: python3 tests/bench/lsp_sets.py BIN ROOT FILE... [--edit]"""
import sys, os, json, time, queue
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_edit import Server, cpu_seconds
args = [a for a in sys.argv[1:] if a != "--edit"]
edit = "--edit" in sys.argv
bin_, root, files = args[0], os.path.abspath(args[1]), args[2:]
s = Server(bin_, root)
s.request("initialize", {"processId": None, "rootUri": "file://" + root,
                         "workspaceFolders": [{"uri": "file://" + root, "name": "ws"}],
                         "capabilities": {"window": {"workDoneProgress": True}}})
s.notify("initialized", {})
while not s.indexed:
    m = s.q.get(timeout=600)
    if m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "end":
        s.indexed = True
    else:
        s._answer(m)
last = {}
# Ten seconds without a publication ends a wait: on a loaded machine the other documents'
# analyses (after an edit changed a set) come seconds after the edited one's.
def drain(t=10.0):
    end = time.time() + t
    while True:
        try:
            m = s.q.get(timeout=max(0.05, end - time.time()))
        except queue.Empty:
            return
        pass
        if m.get("method") == "textDocument/publishDiagnostics":
            last[m["params"]["uri"]] = m["params"]["diagnostics"]
            end = time.time() + t
        else:
            s._answer(m)
texts = {}
cpu0 = cpu_seconds(s.p.pid)
for f in files:
    uri = "file://" + os.path.join(root, f)
    texts[uri] = open(os.path.join(root, f)).read()
    s.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": texts[uri]}})
drain()
def show(title):
    print("==", title)
    for f in files:
        uri = "file://" + os.path.join(root, f)
        ds = [d for d in last.get(uri, []) if d.get("code") in ("T002", "C001")]
        print(f, len(ds), "of", len(last.get(uri, [])), "diagnostics")
        for d in ds:
            print("   ", d["code"], d["range"]["start"]["line"] + 1, d["message"][:150], "| related:", len(d.get("relatedInformation") or []))
show(f"after open (server CPU {cpu_seconds(s.p.pid) - cpu0:.2f} s)")
if edit:
    uri = "file://" + os.path.join(root, files[-1])
    t = texts[uri]
    lines = t.split("\n")
    # A new tool at the end, registered on the same server as the file's first `@X.tool` decorator.
    dec = next(l.strip() for l in lines if l.strip().startswith("@") and ".tool" in l)
    new = t + f"\n\n{dec}\ndef fix59c_added_tool(query: str) -> str:\n    \"\"\"Looks the query up in the added index.\"\"\"\n    return query\n"
    cpu0 = cpu_seconds(s.p.pid)
    s.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": new}]})
    drain()
    show(f"after adding a tool to {files[-1]} (server CPU {cpu_seconds(s.p.pid) - cpu0:.2f} s)")
s.request("shutdown", None)
s.notify("exit", None)
