//! Parameters replaced at run time (issue 26): `func.__signature__ = inspect.Signature(...)`,
//! `f.__annotations__ = {...}` or a tool object's `.parameters = ...` change what the framework
//! reads as the function's parameters. The front-end marks the parameters of every function
//! such an assignment may reach as unread, so `schema` and the hover show no parameters the
//! `def` wrote, and every rule about them is silent (not filtered afterwards, one rule at a time).

use toolsight::config::Config;
use toolsight::render::{render_module, Selection};

const SRC: &str = r#"import inspect
from typing import Any, Callable, Optional, cast

from agno.tools import Toolkit


class ProfileStore(Toolkit):
    def __init__(self):
        super().__init__(name="profile", tools=[self.build_update_tool("u1"), self.plain])

    def build_update_tool(self, user_id: str) -> Callable:
        params = [
            inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=Optional[str])
            for n in ["name", "städ"]
        ]

        def update_profile(**kwargs) -> str:
            """Update the user's profile (ärende)."""
            return ", ".join(kwargs)

        func = cast(Any, update_profile)
        func.__signature__ = inspect.Signature(params)
        return update_profile

    def plain(self, query: str) -> str:
        """Plain tool."""
        return query


def annotated(payload: dict) -> str:
    """Module-level tool whose annotations are replaced."""
    return ""


annotated.__annotations__ = {"payload": Optional[str], "return": str}
"#;

fn unread(function: &str) -> Option<String> {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, SRC, "m");
    let f = m
        .functions
        .iter()
        .find(|f| f.qualname.ends_with(function))
        .unwrap_or_else(|| panic!("{function} is extracted"));
    f.params_unread.clone()
}

#[test]
fn a_signature_assigned_in_the_builder_makes_the_nested_function_s_parameters_unread() {
    let why = unread("update_profile").expect("update_profile's parameters are unread");
    assert!(why.contains("`func.__signature__`"), "{why}");
    assert!(unread("plain").is_none(), "plain is read");
}

#[test]
fn module_level_annotations_replace_only_the_named_function() {
    let why = unread("annotated").expect("annotated's parameters are unread");
    assert!(why.contains("`annotated.__annotations__`"), "{why}");
}

#[test]
fn schema_shows_no_parameters_for_it() {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, SRC, "m");
    let entries = render_module(&m, &Selection::default());
    let e = entries
        .iter()
        .find(|e| e.function.ends_with("update_profile"))
        .unwrap_or_else(|| panic!("update_profile is rendered: {entries:#?}"));
    let err = e.rendered.result.as_ref().unwrap_err();
    assert!(err.is_unknown(), "{err:?}");
    assert!(
        err.message.starts_with("the parameters are unread"),
        "{}",
        err.message
    );
    let plain = entries
        .iter()
        .find(|e| e.function.ends_with("plain"))
        .expect("plain is rendered");
    assert!(plain.rendered.result.is_ok(), "{:?}", plain.rendered.result);
}

#[test]
fn no_rule_speaks_about_the_replaced_parameters() {
    let tree = toolsight::syntax::parse(SRC, None);
    let analysis = toolsight::analysis::analyze(SRC, &tree, "m", &Config::default());
    let diags = toolsight::rules::check(&analysis.module, SRC, &Config::default());
    let line = |d: &toolsight::rules::Diagnostic| SRC[..d.span.start].lines().count();
    let update = SRC[..SRC.find("def update_profile").unwrap()]
        .lines()
        .count()
        + 1;
    assert!(
        !diags.iter().any(|d| line(d) == update),
        "nothing on update_profile's parameters: {diags:#?}"
    );
}

/// agent-api-server's shape: a `partial` over a `**kwargs` function gets a `__signature__` in
/// the function it is handed to, which returns it; a `functools.wraps` wrapper over that is
/// registered. The tool is listed, with its parameters unread for that assignment.
const PARTIAL: &str = r#"import inspect
from functools import partial, wraps
from typing import Any

from fastmcp import FastMCP

mcp = FastMCP("graphs")


async def run_graph(graph_name: str, **kwargs: Any) -> dict:
    """Run a graph."""
    return kwargs


def from_schema(schema: dict, implementation=None):
    if implementation is None:
        async def default_impl(**kwargs: Any) -> dict:
            return kwargs

        implementation = default_impl
    implementation.__signature__ = inspect.Signature([])
    return implementation


def with_metrics(func):
    @wraps(func)
    async def wrapper(*args: Any, **kwargs: Any) -> dict:
        return await func(*args, **kwargs)

    return wrapper


def register(schemas: dict) -> None:
    for name, schema in schemas.items():
        tool = from_schema(schema, implementation=partial(run_graph, graph_name=name))
        mcp.tool()(with_metrics(tool))
"#;

#[test]
fn a_signature_assigned_to_a_partial_under_a_wraps_wrapper_leaves_its_function_listed_and_unread() {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, PARTIAL, "m");
    let entries = render_module(&m, &Selection::default());
    let e = entries
        .iter()
        .find(|e| e.function.ends_with("run_graph"))
        .unwrap_or_else(|| panic!("run_graph is listed: {entries:#?}"));
    let err = e.rendered.result.as_ref().unwrap_err();
    assert!(err.is_unknown(), "{err:?}");
    assert!(
        err.message
            .contains("`implementation.__signature__` is assigned at run time (line 21)"),
        "{}",
        err.message
    );
}
