//! Decorators that wrap a tool's function before its framework registers it (issue 25). A
//! wrapper of the module that keeps the function (`functools.wraps`) is read through (the
//! corpus goldens of `l_mcp.wrapped_*`, from the real mcp); one that swaps in its inner
//! function without `functools.wraps` makes the payload unread (mcp would send `wrapper`
//! with `args`/`kwargs`, measured with mcp 2.x); one toolsight cannot read (imported) leaves
//! the payload as written, with a note in the hover.

use toolsight::config::Config;
use toolsight::render::{render_module, Selection};

const SRC: &str = r#"import functools

from mcp.server.mcpserver import MCPServer
from retrying_lib import retry

server = MCPServer("wr")


def bare(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


@server.tool()
@bare
def lookup(key: str) -> str:
    """Look up a key."""
    return key


@server.tool()
@retry
def fetch(url: str) -> str:
    """Fetch a page — über alles."""
    return url
"#;

#[test]
fn a_local_wrapper_without_wraps_makes_the_payload_unread() {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, SRC, "m");
    let entries = render_module(&m, &Selection::default());
    let e = entries
        .iter()
        .find(|e| e.function.ends_with(".lookup"))
        .unwrap_or_else(|| panic!("lookup is rendered: {entries:#?}"));
    let err = e.rendered.result.as_ref().unwrap_err();
    assert!(err.is_unknown(), "{err:?}");
    assert_eq!(
        err.message,
        "`@bare` replaces the function with its inner `wrapper` (no `functools.wraps`), whose name, parameters and docstring the framework reads"
    );
    let diags = toolsight::rules::check(&m, SRC, &Config::default());
    assert!(
        !diags.iter().any(|d| d.message.contains("lookup")),
        "nothing is said about an unread payload: {diags:#?}"
    );
}

#[test]
fn an_unreadable_wrapper_keeps_the_payload_and_the_hover_says_so() {
    let tree = toolsight::syntax::parse(SRC, None);
    let analysis = toolsight::analysis::analyze(SRC, &tree, "m", &Config::default());
    let fetch = analysis
        .tools
        .iter()
        .flat_map(|t| t.entries.iter())
        .find(|e| e.function.ends_with(".fetch"))
        .expect("fetch is rendered");
    assert_eq!(
        fetch.rendered.result.as_ref().unwrap()["description"],
        "Fetch a page — über alles."
    );
    let offset = SRC.find("fetch(").unwrap();
    let (md, _) = toolsight::lsp::hover::hover(
        &analysis,
        SRC,
        offset,
        toolsight::tokens::Encoding::default(),
    )
    .expect("a hover on the tool");
    assert!(
        md.contains("Note: `@retry` wraps the function before it is registered and toolsight cannot read it"),
        "{md}"
    );
    // The local wrapper is read, so its tool's hover has no such note.
    let offset = SRC.find("lookup(").unwrap();
    let (md, _) = toolsight::lsp::hover::hover(
        &analysis,
        SRC,
        offset,
        toolsight::tokens::Encoding::default(),
    )
    .unwrap();
    assert!(!md.contains("Note: `@bare`"), "{md}");
}
