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

/// A toolkit whose `get_tools()` hands out methods through a wrapper toolsight cannot read
/// (issue 25, item 7): `retry` is imported from outside the workspace, so the framework gets
/// whatever it returns. The method is shown as written, the hover says the wrapper is unread,
/// and nothing is reported about the payload (`fetch` has no docstring: D001 would speak).
/// `len(...)` of a list takes no function to wrap: it denotes nothing. The read-through cases
/// (`functools.wraps`, a bare closure) are the corpus goldens of `l_camel.ArchiveToolkit`.
const TOOLKIT: &str = r#"from camel.toolkits import BaseToolkit, FunctionTool
from retrying_lib import retry
from agno.tools import Toolkit


class PageToolkit(BaseToolkit):
    def fetch(self, url: str) -> str:
        return url

    def lookup(self, key: str) -> str:
        """Look a key up — in the café's ledger."""
        return key

    def get_tools(self):
        return [FunctionTool(retry(self.fetch)), FunctionTool(self.lookup)]


class NotesToolkit(Toolkit):
    def __init__(self):
        super().__init__(name="notes", tools=[retry.wrap(self.add_note)])

    def add_note(self, text: str) -> str:
        return text
"#;

#[test]
fn a_method_through_an_unread_wrapper_is_shown_with_a_note_and_nothing_reported() {
    let tree = toolsight::syntax::parse(TOOLKIT, None);
    let analysis = toolsight::analysis::analyze(TOOLKIT, &tree, "m", &Config::default());
    let entry = |name: &str| {
        analysis
            .tools
            .iter()
            .flat_map(|t| t.entries.iter())
            .find(|e| e.function.ends_with(name))
            .unwrap_or_else(|| panic!("{name} is rendered: {:#?}", analysis.tools))
    };
    let fetch = entry(".PageToolkit.fetch");
    assert_eq!(
        fetch.rendered.result.as_ref().unwrap()["function"]["name"],
        "fetch"
    );
    let note = entry(".NotesToolkit.add_note");
    assert!(note.rendered.result.is_ok(), "{:?}", note.rendered.result);
    let offset = TOOLKIT.find("fetch(self").unwrap();
    let (md, _) = toolsight::lsp::hover::hover(
        &analysis,
        TOOLKIT,
        offset,
        toolsight::tokens::Encoding::default(),
    )
    .expect("a hover on the tool");
    assert!(
        md.contains("Note: `retry(...)` wraps the function where it is registered (line 15) and toolsight cannot read it"),
        "{md}"
    );
    let offset = TOOLKIT.find("add_note(self").unwrap();
    let (md, _) = toolsight::lsp::hover::hover(
        &analysis,
        TOOLKIT,
        offset,
        toolsight::tokens::Encoding::default(),
    )
    .expect("a hover on the agno tool");
    assert!(
        md.contains("Note: `retry.wrap(...)` wraps the function"),
        "{md}"
    );
    // A method registered as written has no note.
    let offset = TOOLKIT.find("lookup(self").unwrap();
    let (md, _) = toolsight::lsp::hover::hover(
        &analysis,
        TOOLKIT,
        offset,
        toolsight::tokens::Encoding::default(),
    )
    .expect("a hover on lookup");
    assert!(!md.contains("Note: `retry"), "{md}");
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, TOOLKIT, "m");
    let diags = toolsight::rules::check(&m, TOOLKIT, &Config::default());
    assert!(
        !diags
            .iter()
            .any(|d| d.message.contains("fetch") || d.message.contains("add_note")),
        "nothing is said about a payload behind an unread wrapper: {diags:#?}"
    );
}

#[test]
fn a_call_over_a_list_is_no_wrapper() {
    let src = r#"from camel.toolkits import BaseToolkit, FunctionTool


def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b


TOOLS = [add]


class MathToolkit(BaseToolkit):
    def get_tools(self):
        return [FunctionTool(t) for t in TOOLS] + [FunctionTool(f) for f in sorted_by_name(TOOLS)]
"#;
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, src, "m");
    assert!(
        m.functions.iter().all(|f| f.wrapped_unread.is_none()),
        "{:#?}",
        m.functions
            .iter()
            .map(|f| (&f.name, &f.wrapped_unread))
            .collect::<Vec<_>>()
    );
}

/// A function of another module registered through a wrapper toolsight cannot read
/// (`Agent(tools=[retry(fetch.fetch_page)])` in `agents/web.py`, `retry` imported from outside
/// the workspace) is shown as written with the same note as in its own module, naming the
/// registering module, and nothing is reported about its payload (`fetch_page` has no
/// docstring: D001 would speak). `save_page`, registered as written, has neither.
#[test]
fn a_function_of_another_module_through_an_unread_wrapper_is_noted_and_silenced() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/discovery/program_wrapped_elsewhere");
    let path = root.join("pages/fetch.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::for_paths(std::slice::from_ref(&root));
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let function = |name: &str| {
        module
            .functions
            .iter()
            .find(|f| f.name == name)
            .unwrap_or_else(|| panic!("{name} is a function"))
    };
    assert!(
        module
            .marks
            .iter()
            .any(|m| module.functions[m.function].name == "fetch_page"),
        "fetch_page is a tool: {:#?}",
        module.marks
    );
    assert_eq!(
        function("fetch_page").wrapped_unread,
        Some(("retry".to_string(), 14, Some("agents.web".to_string())))
    );
    assert_eq!(function("save_page").wrapped_unread, None);
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    assert!(
        !diags.iter().any(|d| d.message.contains("fetch_page")),
        "nothing is said about a payload behind an unread wrapper: {diags:#?}"
    );
    assert!(
        diags
            .iter()
            .any(|d| d.code == "D001" && d.message.contains("save_page")),
        "the tool registered as written is still checked: {diags:#?}"
    );
    let wsp = ws.for_file(&path);
    let tree = toolsight::syntax::parse(&source, None);
    let analysis = toolsight::analysis::analyze_cached(
        &source,
        &tree,
        "pages.fetch",
        &Config::default(),
        &[],
        Some(&*wsp as &dyn toolsight::extract::External),
        None,
    );
    let hover = |needle: &str| {
        toolsight::lsp::hover::hover(
            &analysis,
            &source,
            source.find(needle).unwrap(),
            toolsight::tokens::Encoding::default(),
        )
        .unwrap_or_else(|| panic!("a hover on {needle}"))
        .0
    };
    let md = hover("fetch_page(url");
    assert!(
        md.contains("Note: `retry(...)` wraps the function where it is registered (agents.web, line 14) and toolsight cannot read it"),
        "{md}"
    );
    assert!(!hover("save_page(url").contains("Note: `retry"));
}

/// A tool class named where it is instantiated, by a value read at run time
/// (langchain-compass): the class's own `name` is a placeholder; the hover says so.
const NAMED_BY_CALLS: &str = r#"from typing import Any

from langchain_core.tools import BaseTool


class PostRequestTool(BaseTool):
    name: str = "This is the tool name."
    description: str = "Posts to the API — über alles."

    def _run(self, body: str) -> Any:
        return body


def make_tools(openapi: dict[str, Any]) -> list[BaseTool]:
    return [PostRequestTool(name=e["operationId"]) for e in openapi["paths"].values()]
"#;

#[test]
fn a_class_named_by_its_instantiations_has_its_name_unread_and_the_hover_says_so() {
    let tree = toolsight::syntax::parse(NAMED_BY_CALLS, None);
    let analysis = toolsight::analysis::analyze(NAMED_BY_CALLS, &tree, "m", &Config::default());
    assert!(
        !analysis.diagnostics.iter().any(|d| d.code.starts_with('N')),
        "nothing is said about the placeholder name: {:#?}",
        analysis.diagnostics
    );
    let offset = NAMED_BY_CALLS.find("PostRequestTool(BaseTool)").unwrap();
    let (md, _) = toolsight::lsp::hover::hover(
        &analysis,
        NAMED_BY_CALLS,
        offset,
        toolsight::tokens::Encoding::default(),
    )
    .expect("a hover on the tool class");
    assert!(
        md.contains("the name sent is given at line 15 (where the instances are made"),
        "{md}"
    );
}
