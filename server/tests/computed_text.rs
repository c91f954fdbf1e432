//! Text computed at run time (issue 25): a description argument that is an f-string of the
//! enclosing function's locals or a joined collection is not a text toolsight can know. The
//! payload is unread (never a confident wrong description such as the docstring or ""), the
//! reason names the expression and its static parts, the hover says so, and no rule that
//! depends on the description speaks.

use toolsight::config::Config;
use toolsight::render::{render_module, Selection};

const SRC: &str = r#"from mcp.server.mcpserver import MCPServer

server = MCPServer("rt")
SOURCES = {"web", "news", "maps"}


def make(kind: str, limit: int):
    @server.tool(description=f"Söka i {kind}-index — högst {limit} träffar.")
    def search_kind(query: str) -> str:
        return query

    return search_kind


@server.tool(description="Search among: " + ", ".join(sorted(SOURCES)))
def search_sources(query: str) -> str:
    """A docstring the framework does not send."""
    return query


@server.tool(description="Plain text.")
def plain(query: str) -> str:
    return query
"#;

fn unread_message(function: &str) -> String {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, SRC, "m");
    let entries = render_module(&m, &Selection::default());
    let e = entries
        .iter()
        .find(|e| e.function.ends_with(function))
        .unwrap_or_else(|| panic!("{function} is rendered: {entries:#?}"));
    let err = e.rendered.result.as_ref().unwrap_err();
    assert!(err.is_unknown(), "{err:?}");
    err.message.clone()
}

#[test]
fn an_f_string_of_locals_is_unread_with_its_static_parts() {
    let msg = unread_message(".search_kind");
    assert!(
        msg.starts_with("the description is unread: it is computed at run time"),
        "{msg}"
    );
    assert!(
        msg.ends_with("its static parts are 'Söka i ', '-index — högst ', ' träffar.'"),
        "{msg}"
    );
}

#[test]
fn a_joined_collection_is_unread_not_the_docstring() {
    let msg = unread_message(".search_sources");
    assert!(
        msg.ends_with("its static parts are 'Search among: '"),
        "{msg}"
    );
}

#[test]
fn a_literal_description_is_still_read() {
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, SRC, "m");
    let entries = render_module(&m, &Selection::default());
    let e = entries
        .iter()
        .find(|e| e.function.ends_with(".plain"))
        .unwrap();
    assert_eq!(
        e.rendered.result.as_ref().unwrap()["description"],
        "Plain text."
    );
}

#[test]
fn the_hover_says_what_could_not_be_read_and_rules_are_silent() {
    let tree = toolsight::syntax::parse(SRC, None);
    let analysis = toolsight::analysis::analyze(SRC, &tree, "m", &Config::default());
    let offset = SRC.find("search_kind(").unwrap();
    let (md, _) = toolsight::lsp::hover::hover(
        &analysis,
        SRC,
        offset,
        toolsight::tokens::Encoding::default(),
    )
    .expect("a hover on the tool");
    assert!(
        md.contains("toolsight cannot show this payload: the description is unread: it is computed at run time (`f\"Söka i {kind}-index — högst {limit} träffar.\"`)"),
        "{md}"
    );
    let diags = toolsight::rules::check(&analysis.module, SRC, &Config::default());
    assert!(
        !diags.iter().any(|d| d.code.starts_with('D')),
        "no description rule on an unread description: {diags:#?}"
    );
}

/// openai-agents takes its description as `description_override=`.
#[test]
fn an_openai_agents_description_override_computed_at_run_time_is_unread() {
    let src = "from agents import function_tool\n\nKINDS = {\"a\", \"b\"}\n\n\n@function_tool(description_override=\"Kinds: \" + \", \".join(sorted(KINDS)))\ndef kinds(x: int) -> str:\n    \"\"\"A docstring that is not sent.\"\"\"\n    return \"\"\n";
    let m = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, src, "m");
    let entries = render_module(&m, &Selection::default());
    assert!(!entries.is_empty());
    for e in &entries {
        let err = e.rendered.result.as_ref().unwrap_err();
        assert!(err.is_unknown(), "{err:?}");
        assert!(
            err.message.ends_with("its static parts are 'Kinds: '"),
            "{}",
            err.message
        );
    }
}
