//! What toolsight leaves out of the analysis to stay within its bounds, and what Python
//! itself refuses to compile (X004, X006), said where it happens: silence there would read
//! as "no problems".

use crate::config::Severity;

use super::{Ctx, Diagnostic, RuleInfo};

pub const X001: RuleInfo = RuleInfo {
    code: "X001",
    name: "too-deep-to-analyse",
    severity: Severity::Warning,
    summary: "A statement nests too deeply for toolsight to analyse",
    doc: "A top-level statement whose syntax nests more than 10,000 levels deep (machine-written literals, a sum of tens of thousands of terms) is left out of the analysis, so that no file can exhaust the stack of the command or the language server. Tools defined or registered inside it are not found; the rest of the file is analysed.\n\nPython itself refuses far shallower code: 200 nested brackets (`too many nested parentheses`) or 100 indentation levels.\n\nFix: split the statement, or load the data from a file.",
};

pub const X002: RuleInfo = RuleInfo {
    code: "X002",
    name: "file-too-large",
    severity: Severity::Warning,
    summary: "The file is larger than `max-file-size` and is not analysed",
    doc: "Files larger than `max-file-size` (10 MiB unless configured; `[tool.toolsight] max-file-size = <bytes>`) are not analysed, so that no file can exhaust the memory of the language server or of CI: the memory a syntax tree and its analysis need grows with the file. `toolsight check` skips such files with a message; the language server reports this diagnostic and analyses nothing else in the file.\n\nFix: raise `max-file-size` if the file really holds tools, or exclude it.",
};

pub const X003: RuleInfo = RuleInfo {
    code: "X003",
    name: "type-too-large",
    severity: Severity::Warning,
    summary: "An annotation expands to a type too large to analyse",
    doc: "An annotation whose type, once its aliases are expanded, has more than 200,000 nodes is resolved only up to that size; the rest is treated as a type toolsight cannot read, so the previews are not what the library sends. This takes aliases that double at every level (`A = tuple[B, B]`, `B = tuple[C, C]`, ...): their expansion grows exponentially with the number of aliases, and so would the schema the library builds.\n\nFix: give the nested types a model class of their own (a `$ref` in the schema) instead of an alias.",
};

pub const X004: RuleInfo = RuleInfo {
    code: "X004",
    name: "too-many-indentation-levels",
    severity: Severity::Warning,
    summary: "A statement nests 100 indentation levels or more and is not analysed",
    doc: "Python refuses a file whose blocks nest 100 indentation levels deep or more (`IndentationError: too many levels of indentation`), and the Python grammar toolsight parses with aborts the whole process on a few hundred. The top-level statement that goes that deep is not parsed (tools defined or registered in it are not found): this diagnostic marks its first line past the limit. The rest of the file is analysed.\n\nFix: flatten the nesting (early `return`s, helper functions).",
};

pub const X005: RuleInfo = RuleInfo {
    code: "X005",
    name: "framework-without-tools",
    severity: Severity::Warning,
    summary: "Files import a framework, but no tool is found in any of them",
    doc: "`toolsight check` found no tool in the files it checked, although they import a framework that registers tools (`from fastmcp import FastMCP`, `from langchain_core.tools import tool`). Passing silently would read as \"no problems\" when nothing was checked: the tools are registered in a way toolsight does not follow (names computed at run time, `getattr`, plugins loaded by path, a registry the project wraps in ways it does not model), or live in files that were not checked. The warning stands on the first framework import and names every framework and import seen. It is reported once per run, only when the whole run found no tool.\n\nFix: check the directory that holds the tools, register them with the framework's own decorator or call, or list them with `extra-markers`; if the files really have no tools (a client, a test helper), ignore the rule (`--ignore X005`, `ignore = [\"X005\"]`).",
};

pub const X006: RuleInfo = RuleInfo {
    code: "X006",
    name: "module-does-not-compile",
    severity: Severity::Error,
    summary: "Python cannot compile the module, so none of its tools is ever registered",
    doc: "Python compiles a whole module before it runs any line of it. Some code parses (toolsight's parser, an editor's highlighting) but is refused by Python's compiler with a `SyntaxError`, and then importing or running the module fails before any `@tool` decorator or registration call runs: a server whose module does not compile lists no tool at all, and every module importing it fails too.\n\nThe diagnostic stands on the cause Python reports, with its message (CPython 3.12's; 3.11's where it differs). It is reported for a module that registers tools, and only for causes that are certain:\n\n- a parameter without a default after one with a default, before any `*` or `*args`: `def f(a: int = 1, b: int)` (`parameter without a default follows parameter with a default`; 3.11: `non-default argument follows default argument`);\n- a bare `*` with no named parameter after it: `def f(a, *)` (`named arguments must follow bare *`);\n- a positional argument after a keyword argument or after `**kwargs` in a call, and `*args` after `**kwargs`: `f(a=1, 2)`;\n- two parameters with one name: `def f(a, a)` (`duplicate argument 'a' in function definition`);\n- `nonlocal` at module level;\n- `return`, or `yield`, outside any function (at module level, in a class body);\n- a keyword argument given twice: `f(a=1, a=2)` (`keyword argument repeated: a`).\n\nThe module's tools are still listed (the hover and `toolsight schema` say that the module cannot compile, with Python's message), are left out of every set of tools sent together (T002, C001, K001), and nothing else is reported about them. A file being typed, with an error the parser sees, is not checked for these.\n\nFix: give the parameter a default (or move it before the parameters that have one), rename the duplicate, move the argument before the keyword arguments.",
};

pub const RULES: &[RuleInfo] = &[X001, X002, X003, X004, X005, X006];

/// X006: the cause Python reports for a module it cannot compile, when the module has tools.
fn uncompilable(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    let Some(e) = &ctx.module.compile_error else {
        return;
    };
    let mut tools: Vec<usize> = ctx.module.marks.iter().map(|m| m.function).collect();
    tools.sort_unstable();
    tools.dedup();
    if tools.is_empty() {
        return;
    }
    let count = match tools.len() {
        1 => "its tool is never registered".to_string(),
        n => format!("none of its {n} tools is ever registered"),
    };
    out.push(ctx.diag(
        &X006,
        e.span,
        format!(
            "Python cannot compile this module: it raises {}, so importing or running the module fails and {count}",
            e.python_says()
        ),
        Vec::new(),
        None,
    ));
}

/// X005 over a whole run of `check` in which no tool was found: a warning on the first
/// framework import among `files` (as shown, and their text), naming every framework and
/// import seen; `None` when none imports a framework, or the rule is off or suppressed there.
pub fn framework_without_tools(
    files: &[(String, &str)],
    config: &crate::config::Config,
) -> Option<(usize, Diagnostic)> {
    if !super::enabled(config, X005.code) {
        return None;
    }
    let mut first = None;
    let mut frameworks: Vec<&str> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let mut local = ProjectModules::of(files);
    // Only the imports are read (a parse, not a second analysis of every file).
    let imports: Vec<Vec<crate::model::Import>> = files
        .iter()
        .map(|(_, source)| {
            let tree = crate::syntax::parse(source, None);
            crate::extract::imports(&crate::frameworks::DIALECTS, source, &tree, "module")
        })
        .collect();
    local.find_own_packages(files, &imports);
    for (i, ((shown, source), imports)) in files.iter().zip(&imports).enumerate() {
        // A relative import names a module of the project (`from .mcp import Recorder` in
        // `aat/__init__.py` is `aat.mcp`), never a framework; read without the file's
        // package, it would resolve as if absolute.
        let relative = |i: &&crate::model::Import| {
            source[i.span.start..i.span.end]
                .strip_prefix("from")
                .is_some_and(|rest| rest.trim_start().starts_with('.'))
        };
        for imp in (imports.iter())
            .filter(|i| !i.target.is_empty())
            .filter(|i| !relative(i))
            .filter(|i| !local.defines(i, shown))
        {
            let Some(fw) = crate::frameworks::from_import(&imp.target) else {
                continue;
            };
            if first.is_none() {
                first = Some((i, imp.span));
            }
            if !frameworks.contains(&fw.label) {
                frameworks.push(fw.label);
            }
            let s = format!("`{}` ({shown})", imp.target);
            if !seen.contains(&s) {
                seen.push(s);
            }
        }
    }
    let (i, span) = first?;
    const SHOWN: usize = 8;
    let more = seen.len().saturating_sub(SHOWN);
    seen.truncate(SHOWN);
    let source = files[i].1;
    let line_end = source[span.start..span.end]
        .find('\n')
        .map_or(span.end, |n| span.start + n);
    let d = Diagnostic {
        code: X005.code,
        severity: config.severity(X005.code, X005.severity),
        message: format!(
            "these files import {} but toolsight found no tool in them, so nothing was checked; imports seen: {}{}",
            frameworks.join(", "),
            seen.join(", "),
            if more > 0 { format!(" and {more} more") } else { String::new() }
        ),
        span: crate::syntax::Span::new(span.start, line_end),
        providers: Vec::new(),
        related: Vec::new(),
        fix: None,
        function: None,
    };
    if super::Suppressions::new(source).suppressed(&d, None) {
        return None;
    }
    Some((i, d))
}

/// The project's own top-level modules: each file's outermost package (the directories
/// above it that hold an `__init__.py` among the files) or, outside a package, the module
/// itself, with the directory it is imported from. Only those at the root of the files
/// checked (their common directory, which Python puts on `sys.path` when the project runs
/// from there) count: a package named `agents` there, imported as `agents.planner` by a
/// module outside it, is the project's own code, found before an installed distribution of
/// that name. A package below the root may sit in a namespace package (nvidia-nat's
/// `nat/plugins/crewai/`, whose modules import the real `crewai`), and a directory without
/// `__init__.py` is only a namespace portion, which a regular package elsewhere wins over.
struct ProjectModules {
    /// (directory imported from, top-level module name)
    tops: std::collections::HashSet<(std::path::PathBuf, String)>,
    inits: std::collections::HashSet<std::path::PathBuf>,
    root: Option<std::path::PathBuf>,
    /// Every file checked, by path, and every directory above one.
    paths: std::collections::HashSet<std::path::PathBuf>,
    dirs: std::collections::HashSet<std::path::PathBuf>,
    /// Outermost regular packages shown to be the project's own by an import of one of
    /// their modules from inside them (`camel.version` in `camel/camel.py`, with
    /// `camel/version.py` among the files): every import of that name is the project's.
    own: std::collections::HashSet<(std::path::PathBuf, String)>,
}

impl ProjectModules {
    fn of(files: &[(String, &str)]) -> ProjectModules {
        let inits: std::collections::HashSet<std::path::PathBuf> = files
            .iter()
            .map(|(p, _)| std::path::PathBuf::from(p))
            .filter(|p| p.file_name().is_some_and(|n| n == "__init__.py"))
            .collect();
        // The common directory of every file.
        let mut root: Option<std::path::PathBuf> = None;
        for (p, _) in files {
            let Some(dir) = std::path::Path::new(p).parent() else {
                continue;
            };
            root = Some(match root {
                None => dir.to_path_buf(),
                Some(r) => r
                    .ancestors()
                    .find(|a| dir.starts_with(a))
                    .map(std::path::Path::to_path_buf)
                    .unwrap_or_default(),
            });
        }
        let mut m = ProjectModules {
            tops: Default::default(),
            inits,
            root,
            paths: files.iter().map(|(p, _)| p.into()).collect(),
            dirs: files
                .iter()
                .flat_map(|(p, _)| std::path::Path::new(p).ancestors().skip(1))
                .map(std::path::Path::to_path_buf)
                .collect(),
            own: Default::default(),
        };
        let tops = files
            .iter()
            .filter_map(|(p, _)| m.top_level(std::path::Path::new(p)))
            .collect();
        m.tops = tops;
        m
    }

    fn top_level(&self, path: &std::path::Path) -> Option<(std::path::PathBuf, String)> {
        let mut dir = path.parent()?.to_path_buf();
        let mut name = path.file_stem()?.to_str()?.to_string();
        while self.inits.contains(&dir.join("__init__.py")) {
            name = dir.file_name()?.to_str()?.to_string();
            dir = dir.parent()?.to_path_buf();
        }
        Some((dir, name))
    }

    /// The outermost regular packages named like a framework that are the project's own:
    /// a module inside one imports a submodule of it that is one of the files checked
    /// (gi-camel's `camel/camel.py` importing `camel.version`, a fork of the MCP SDK whose
    /// `mcp/cli/claude.py` imports `mcp.server.fastmcp`). Python finds that package, not
    /// the framework, for every import of the name from there (`from mcp import
    /// __version__` too). A bare `import agno` or `from crewai import Agent` inside a
    /// plugin package of that name is no such proof: it names no file of the plugin.
    fn find_own_packages(
        &mut self,
        files: &[(String, &str)],
        imports: &[Vec<crate::model::Import>],
    ) {
        for ((shown, _), imports) in files.iter().zip(imports) {
            let Some((dir, own)) = self.top_level(std::path::Path::new(shown)) else {
                continue;
            };
            if !self.inits.contains(&dir.join(&own).join("__init__.py")) {
                continue;
            }
            let proven = imports.iter().any(|imp| {
                let mut parts = imp.target.split('.');
                let (Some(top), Some(sub)) = (parts.next(), parts.next()) else {
                    return false;
                };
                let package = dir.join(top);
                top == own
                    && (self.paths.contains(&package.join(format!("{sub}.py")))
                        || self.paths.contains(&package.join(sub).join("__init__.py")))
            });
            if proven {
                self.own.insert((dir, own));
            }
        }
    }

    /// Whether a dotted import of an own package is answered by the files below `dir`: its
    /// first two parts are a module or a directory of them (`mcp.core.api_hub.X` with
    /// `mcp/core/` there, even where the wheel lacks `api_hub.py`: nothing else could
    /// answer it), or it is a name of the package itself (`from mcp import __version__`).
    /// `llama_index.core.tools` from an add-on holding no `llama_index/core/` is not.
    fn resolves(&self, dir: &std::path::Path, target: &str) -> bool {
        let parts: Vec<&str> = target.split('.').collect();
        let package = dir.join(parts[0]);
        match parts.get(1) {
            None => true,
            Some(sub) if parts.len() == 2 => {
                self.paths.contains(&package.join("__init__.py")) || self.has(&package.join(sub))
            }
            Some(sub) => self.has(&package.join(sub)),
        }
    }

    /// Whether `path` is a module (`path.py`) or a directory holding any of the files.
    fn has(&self, path: &std::path::Path) -> bool {
        self.paths.contains(&path.with_extension("py")) || self.dirs.contains(path)
    }

    /// Whether the import of the file `shown` names one of the project's own top-level
    /// modules at the root, the file being importable from there too, or a package of
    /// the project's own (`find_own_packages`) from beside or inside it.
    fn defines(&self, imp: &crate::model::Import, shown: &str) -> bool {
        let Some((dir, own)) = self.top_level(std::path::Path::new(shown)) else {
            return false;
        };
        let top = imp.target.split('.').next().unwrap_or(&imp.target);
        // Beside the package, or anywhere inside it (a directory without `__init__.py`
        // inside it is still below the package Python found).
        let own_at = std::path::Path::new(shown)
            .ancestors()
            .filter(|a| a.file_name().is_some_and(|n| n == top))
            .filter_map(|a| a.parent())
            .map(std::path::Path::to_path_buf)
            .chain(std::iter::once(dir.clone()))
            .find(|p| self.own.contains(&(p.clone(), top.to_string())));
        if let Some(at) = own_at {
            // Only what the package's files answer: a module of it, or a name one of them
            // defines (`from mcp import __version__`). An add-on that ships the namespace's
            // `__init__.py` (`llama_index/__init__.py` in llama-index-agent-agentmesh) still
            // imports the framework's modules beside its own (`llama_index.core.tools`).
            return self.resolves(&at, &imp.target);
        }
        // From inside a package of the framework's name, the package is a plugin in a
        // namespace more likely than the framework importing itself: not decided here.
        own != top
            && self.root.as_ref() == Some(&dir)
            && self.tops.contains(&(dir, top.to_string()))
    }
}

/// Whether `text` is over the configured size, and so not analysed.
pub fn too_large(text: &str, config: &crate::config::Config) -> bool {
    text.len() > config.max_file_size
}

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    uncompilable(ctx, out);
    if too_large(ctx.source, ctx.config) {
        out.push(ctx.diag(
            &X002,
            crate::syntax::Span::new(0, 0),
            format!(
                "this file is {} bytes, over `max-file-size` ({} bytes): it is not analysed",
                ctx.source.len(),
                ctx.config.max_file_size
            ),
            Vec::new(),
            None,
        ));
    } else {
        for deep in crate::indentation::too_deep(ctx.source) {
            // The line that opens the level past the limit, from its first character.
            let rest = &ctx.source[deep.line..];
            let start =
                deep.line + (rest.len() - rest.trim_start_matches([' ', '\t', '\x0c']).len());
            let end = ctx.source[start..]
                .find(['\n', '\r'])
                .map_or(ctx.source.len(), |i| start + i);
            out.push(ctx.diag(
                &X004,
                crate::syntax::Span::new(start, end),
                format!(
                    "this line opens indentation level {}: Python accepts at most {} (\"too many levels of indentation\"), so its top-level statement is not analysed",
                    deep.level,
                    crate::indentation::MAX_LEVELS
                ),
                Vec::new(),
                None,
            ));
        }
    }
    for f in &ctx.module.functions {
        for a in f.params.iter().filter_map(|p| p.annotation.as_ref()) {
            if a.truncated {
                out.push(ctx.diag(
                    &X003,
                    a.span,
                    format!(
                        "this annotation expands to more than {} type nodes: toolsight resolves only that much of it, so the previews of this function are incomplete",
                        crate::extract::MAX_TYPE_NODES
                    ),
                    Vec::new(),
                    None,
                ));
            }
        }
    }
    for span in &ctx.module.too_deep {
        // Only the statement's first line: the rest may be megabytes of brackets.
        let first_line_end = ctx.source[span.start..span.end]
            .find('\n')
            .map_or(span.end, |i| span.start + i);
        out.push(ctx.diag(
            &X001,
            crate::syntax::Span::new(span.start, first_line_end),
            format!(
                "this statement nests more than {} levels deep and is not analysed: tools defined or registered in it are not found",
                crate::syntax::MAX_DEPTH
            ),
            Vec::new(),
            None,
        ));
    }
}
