//! X005: `toolsight check` on files that import a framework but in which no tool is found
//! warns, on the first such import, instead of passing having checked nothing.

use std::path::PathBuf;
use std::process::{Command, Output};

fn run(dir: &PathBuf, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run toolsight")
}

fn project(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-x005-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    for (path, text) in files {
        let p = d.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    d
}

const SERVER: &str = "\"\"\"Serveur: outils chargés à l'exécution.\"\"\"\nimport importlib\n\nfrom fastmcp import FastMCP\nfrom mcp.types import ToolAnnotations\n\nmcp = FastMCP(\"dyn\")\nfor name in (\"a\", \"b\"):\n    mcp.add_tool(getattr(importlib.import_module(name), \"run\"))\n";

#[test]
fn a_framework_imported_without_a_tool_found_is_a_warning_on_its_first_import() {
    let d = project(
        "warn",
        &[
            ("plain.py", "def helper(x: int) -> int:\n    return x\n"),
            ("server.py", SERVER),
        ],
    );
    let o = run(&d, &["check", "--output-format", "concise", "."]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}");
    let line = out
        .lines()
        .find(|l| l.contains("X005"))
        .unwrap_or_else(|| panic!("no X005 in:\n{out}"));
    assert!(
        line.trim_start_matches("./")
            .starts_with("server.py:4:1: X005"),
        "{line}"
    );
    assert!(line.contains("fastmcp"), "{line}");
    assert!(line.contains("mcp.types.ToolAnnotations"), "{line}");
    assert!(!out.contains("No tools found"), "{out}");

    // A rule code users can ignore: then the run says it found no tool, as before.
    let o = run(&d, &["check", "--ignore", "X005", "."]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(!out.contains("X005"), "{out}");
    assert!(out.starts_with("No tools found"), "{out}");
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn no_warning_when_a_tool_is_found_or_no_framework_is_imported() {
    let d = project(
        "quiet",
        &[
            ("server.py", SERVER),
            (
                "tools.py",
                "from server import mcp\n\n\n@mcp.tool()\ndef run(x: int) -> int:\n    \"\"\"Run.\"\"\"\n    return x\n",
            ),
        ],
    );
    let out = String::from_utf8_lossy(&run(&d, &["check", "."]).stdout).to_string();
    assert!(!out.contains("X005"), "{out}");
    let e = project(
        "none",
        &[("plain.py", "import json\n\ndef f():\n    return json\n")],
    );
    let out = String::from_utf8_lossy(&run(&e, &["check", "."]).stdout).to_string();
    assert!(out.starts_with("No tools found"), "{out}");
    std::fs::remove_dir_all(&d).ok();
    std::fs::remove_dir_all(&e).ok();
}

/// `from .mcp import Recorder` in a package's `__init__.py` imports the package's own module
/// `mcp.py`, not the MCP SDK (aat-mcp): no framework is imported, so no X005.
#[test]
fn a_relative_import_of_a_module_named_like_a_framework_is_no_framework_import() {
    let d = project(
        "relative",
        &[
            (
                "aat/__init__.py",
                "from .core import build\nfrom .mcp import Recorder\nfrom . import agents\n",
            ),
            ("aat/core.py", "def build(x: int) -> int:\n    return x\n"),
            (
                "aat/mcp.py",
                "class Recorder:\n    \"\"\"Records calls.\"\"\"\n",
            ),
            ("aat/agents.py", "AGENTS = []\n"),
        ],
    );
    let out = String::from_utf8_lossy(&run(&d, &["check", "."]).stdout).to_string();
    assert!(!out.contains("X005"), "{out}");
    assert!(out.starts_with("No tools found"), "{out}");
    std::fs::remove_dir_all(&d).ok();
}

/// django-haystack installs the import root `haystack` too (django-haystack-panel's
/// `from haystack.backends import queries` / `from haystack import connections`): those names
/// are not deepset's Haystack, so no framework is imported and no X005. A module importing
/// haystack-ai's own names (`haystack.components...`, `from haystack import Pipeline`)
/// without a tool still gets it.
#[test]
fn django_haystack_is_not_taken_for_deepsets_haystack() {
    let d = project(
        "django-haystack",
        &[(
            "haystack_panel/panel.py",
            "from debug_toolbar.panels import Panel\n\ntry:\n    from haystack.backends import queries\nexcept ImportError:\n    from haystack import connections\n\n\nclass HaystackDebugPanel(Panel):\n    \"\"\"Queries made by the search backends.\"\"\"\n",
        )],
    );
    let out = String::from_utf8_lossy(&run(&d, &["check", "."]).stdout).to_string();
    assert!(!out.contains("X005"), "{out}");
    assert!(out.starts_with("No tools found"), "{out}");
    let e = project(
        "haystack-ai",
        &[(
            "pipe.py",
            "from haystack import Pipeline\nfrom haystack.components.builders import PromptBuilder\n\np = Pipeline()\np.add_component(\"prompt\", PromptBuilder(template=\"{{q}}\"))\n",
        )],
    );
    let out =
        String::from_utf8_lossy(&run(&e, &["check", "--output-format", "concise", "."]).stdout)
            .to_string();
    let line = out
        .lines()
        .find(|l| l.contains("X005"))
        .unwrap_or_else(|| panic!("no X005 in:\n{out}"));
    assert!(
        line.contains("Haystack") && line.contains("haystack.Pipeline"),
        "{line}"
    );
    std::fs::remove_dir_all(&d).ok();
    std::fs::remove_dir_all(&e).ok();
}

/// A package of the project named like a framework's import root (`agents/`, beside the
/// module importing `agents.planner`) is the project's own code: Python imports it before an
/// installed openai-agents, so no framework is imported and no X005. A subpackage of that name
/// inside another package (`app/mcp/`) is not what `import mcp` finds: the MCP SDK's import
/// there still gets it, as does a directory without `__init__.py` (a namespace portion the
/// installed package wins over).
#[test]
fn the_projects_own_package_named_like_a_framework_is_no_framework_import() {
    let d = project(
        "own-agents",
        &[
            ("agents/__init__.py", ""),
            (
                "agents/planner.py",
                "class Planner:\n    \"\"\"Plans the steps.\"\"\"\n",
            ),
            (
                "main.py",
                "from agents.planner import Planner\n\nPLANNER = Planner()\n",
            ),
        ],
    );
    let out = String::from_utf8_lossy(&run(&d, &["check", "."]).stdout).to_string();
    assert!(!out.contains("X005"), "{out}");
    assert!(out.starts_with("No tools found"), "{out}");
    let e = project(
        "sub-mcp",
        &[
            ("app/__init__.py", ""),
            ("app/mcp/__init__.py", ""),
            ("app/mcp/helpers.py", "X = 1\n"),
            (
                "app/server.py",
                "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"s\")\n",
            ),
            ("tools/mcp/client.py", "import mcp.types\n"),
        ],
    );
    let out =
        String::from_utf8_lossy(&run(&e, &["check", "--output-format", "concise", "."]).stdout)
            .to_string();
    let line = out
        .lines()
        .find(|l| l.contains("X005"))
        .unwrap_or_else(|| panic!("no X005 in:\n{out}"));
    assert!(line.contains("mcp.server.fastmcp.FastMCP"), "{line}");
    assert!(line.contains("mcp.types"), "{line}");
    std::fs::remove_dir_all(&d).ok();
    std::fs::remove_dir_all(&e).ok();
}

/// A project whose own regular package has a framework's name, shown by an import of one of
/// its modules from inside it (gi-camel's `camel/camel.py` importing `camel.version`, with
/// `camel/version.py` there; a fork of the MCP SDK): Python finds that package for every
/// import of the name, `from camel import __version__` too, so no framework is imported and
/// no X005 (the file importing it is checked from a directory above, as a user runs it). A
/// directory without `__init__.py` inside the package is still inside it. A
/// plugin package of a framework's name that imports the framework by names no file of its
/// own answers (`from crewai import Agent` in `plugins/crewai/`) still gets it.
#[test]
fn a_package_shown_to_be_the_projects_own_by_its_imports_is_no_framework_import() {
    let d = project(
        "own-camel",
        &[
            (
                "gi-camel/setup.py",
                "from setuptools import setup\n\nsetup()\n",
            ),
            (
                "gi-camel/camel/__init__.py",
                "from camel import __version__\n",
            ),
            ("gi-camel/camel/version.py", "VERSION = '1'\n"),
            (
                "gi-camel/camel/camel.py",
                "from camel.version import VERSION\nfrom camel.modules.call import call\n",
            ),
            ("gi-camel/camel/modules/__init__.py", ""),
            ("gi-camel/camel/modules/call.py", "def call():\n    pass\n"),
            // A directory without `__init__.py` inside the package.
            (
                "gi-camel/camel/wrap/sample.py",
                // `camel/modules/gone.py` is not in the wheel: still no other package's.
                "from camel.modules.call import call\nfrom camel.modules.gone import g\n",
            ),
        ],
    );
    let out = String::from_utf8_lossy(&run(&d, &["check", "gi-camel"]).stdout).to_string();
    assert!(!out.contains("X005"), "{out}");
    assert!(out.starts_with("No tools found"), "{out}");
    // An add-on that ships its namespace's `__init__.py` and imports its own modules and the
    // framework's: the framework's import is still one.
    let a = project(
        "addon-llama",
        &[
            ("llama_index/__init__.py", ""),
            ("llama_index/agent/__init__.py", ""),
            ("llama_index/agent/mesh/__init__.py", "from llama_index.agent.mesh.trust import T\n"),
            ("llama_index/agent/mesh/trust.py", "class T:\n    pass\n"),
            (
                "llama_index/agent/mesh/tools.py",
                "from llama_index.agent.mesh.trust import T\nfrom llama_index.core.tools import FunctionTool\n",
            ),
        ],
    );
    let out =
        String::from_utf8_lossy(&run(&a, &["check", "--output-format", "concise", "."]).stdout)
            .to_string();
    let line = out
        .lines()
        .find(|l| l.contains("X005"))
        .unwrap_or_else(|| panic!("no X005 in:\n{out}"));
    assert!(
        line.contains("llama_index.core.tools.FunctionTool"),
        "{line}"
    );
    assert!(!line.contains("mesh.trust"), "{line}");
    std::fs::remove_dir_all(&a).ok();
    let e = project(
        "plugin-crewai",
        &[
            ("plugins/crewai/__init__.py", "from crewai import Agent\n"),
            (
                "plugins/crewai/wrap.py",
                "from crewai.tools import BaseTool\n\nclass T(BaseTool):\n    pass\n",
            ),
        ],
    );
    let out =
        String::from_utf8_lossy(&run(&e, &["check", "--output-format", "concise", "."]).stdout)
            .to_string();
    assert!(out.contains("X005"), "{out}");
    std::fs::remove_dir_all(&d).ok();
    std::fs::remove_dir_all(&e).ok();
}
