//! The sets of tools several modules register on one server: `mcp = FastMCP("x")` in
//! `pkg/server.py`, and each of `pkg/tools/*.py` doing `from pkg.server import mcp` and
//! registering on it (omni-app-mcp: 198 tools in twenty modules, one `tools/list`). Each
//! module's check sees its own registrations only; where the caller checks every module of
//! a run (the command line), the module hands its part of the set over as a [`SetShare`]
//! instead of judging it alone, and [`join`] judges the whole set once: T002 on one place,
//! with the other modules' registrations as related locations.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use crate::config::Config;
use crate::frameworks::Provider;
use crate::render::Entry;
use crate::syntax::Span;
use toolsight_tokens::grouped;

use super::{Diagnostic, Related};

/// One module's registrations on a server bound to a module-level name.
#[derive(Clone)]
pub struct SetShare {
    /// The server's qualified name (`Module::servers`); for a group on a parameter, the
    /// function and parameter until `by_callers` finds the server.
    pub server: String,
    /// The function parameter the group registers on (`Module::server_params`), if it does.
    pub parameter: Option<crate::model::ServerParam>,
    /// For a share on a parameter given its server by `by_callers`: the files calling the
    /// function. Each lists the tools as its own registrations on the server
    /// (`ForeignTool`s), so its check already reports their collisions.
    pub callers: Vec<usize>,
    /// The module's name (`pkg.tools.models`).
    pub module: String,
    /// From the module's first registration on the server to its last.
    pub span: Span,
    /// The first member's function (`Diagnostic::function`).
    pub function: usize,
    /// Each member's payloads, with the indexes of those that are sent.
    pub members: Vec<(Arc<Vec<Entry>>, Vec<usize>)>,
    /// Whether the module's own T002 would not be reported: unread payloads, a
    /// suppression comment at its place.
    pub silent: bool,
    /// Each member's name as listed, where it is written, and whether a C001 there would
    /// not be reported; `None` for a name toolsight does not read.
    pub names: Vec<Option<(String, Span, bool)>>,
    /// What the framework does with two tools of one name from different modules
    /// (`Behaviour::duplicate_across_modules`), and whether it only logs (a warning).
    pub duplicate: (Option<&'static str>, bool),
}

impl SetShare {
    /// Per provider: the members' bytes (all payloads, a bound on their tokens).
    fn bytes(&self, into: &mut BTreeMap<&'static str, usize>) {
        for (entries, _) in &self.members {
            for e in entries.iter() {
                *into.entry(e.provider.id()).or_default() += e.json_bytes().unwrap_or(0);
            }
        }
    }
    /// Per provider: the sent payloads' tokens.
    fn tokens(&self, config: &Config, into: &mut BTreeMap<&'static str, (usize, Provider)>) {
        for (entries, sent) in &self.members {
            for e in sent.iter().filter_map(|i| entries.get(*i)) {
                if let Some(n) = e.json_tokens(config.tokens.encoding) {
                    into.entry(e.provider.id()).or_insert((0, e.provider)).0 += n;
                }
            }
        }
    }
}

/// Where a share is: the file it was found in, and a range in another file's text as
/// (line, UTF-16 column) pairs, for related locations.
pub trait Places {
    fn path(&self, file: usize) -> PathBuf;
    fn range(&self, file: usize, span: Span) -> ((u32, u32), (u32, u32));
}

/// Gives each share on a function's parameter the server every call of the function
/// passes for it, where every place naming the function is known: `calls` (each module's
/// `Module::server_calls`, by file) are all complete and agree, and `modules_naming` (in how
/// many of the project's modules the function's name is written, `None` where not known)
/// counts no module besides the function's own and the calling ones. Otherwise the share
/// stays a set of its own, judged as its module's check judges it. everysk-mcp's
/// `register_portfolio_tools(mcp)` in nine modules, each called once from `server.py` with
/// its module-level `mcp`: one set.
pub fn by_callers(
    shares: &mut [(usize, SetShare)],
    calls: &[(usize, &crate::model::ServerCall)],
    modules_naming: &dyn Fn(&str) -> Option<u32>,
) {
    for (file, share) in shares.iter_mut() {
        let Some(p) = &share.parameter else {
            continue;
        };
        let mut server: Option<&str> = None;
        let mut files = vec![*file];
        let mut agree = true;
        for (f, c) in calls.iter().filter(|(_, c)| c.callee == p.function) {
            let passed = c
                .keywords
                .iter()
                .find(|(k, _)| *k == p.name)
                .map(|(_, v)| v)
                .or_else(|| p.index.and_then(|i| c.positional.get(i)));
            match (c.complete, passed) {
                (true, Some(Some(s))) if server.is_none_or(|x| x == s) => server = Some(s),
                _ => agree = false,
            }
            if !files.contains(f) {
                files.push(*f);
            }
        }
        let Some(server) = server.filter(|_| agree) else {
            continue;
        };
        let word = p.function.rsplit('.').next().unwrap_or(&p.function);
        if modules_naming(word) != Some(files.len() as u32) {
            continue;
        }
        share.server = server.to_string();
        share.callers = files[1..].to_vec();
    }
}

/// Whether the share's module binds the server itself (its own `mcp = FastMCP(...)`).
fn defines(share: &SetShare) -> bool {
    let module = share
        .module
        .strip_suffix(".__init__")
        .unwrap_or(&share.module);
    share
        .server
        .strip_prefix(module)
        .and_then(|rest| rest.strip_prefix('.'))
        .is_some_and(|name| !name.contains('.'))
}

/// T002 over each server's whole set: `shares` with the file each comes from, in the run's
/// order. Returns the diagnostics with the file each belongs to. A share alone is judged as
/// its module's check judges it; shares of one server from several modules are one set,
/// reported once, on the module that binds the server when it registers on it, else on
/// the first module of the run (the set's cause is the server; where it registers nothing,
/// its first registering module is the nearest place a reader sees the set grow).
pub fn join(
    config: &Config,
    shares: Vec<(usize, SetShare)>,
    places: &dyn Places,
) -> Vec<(usize, Diagnostic)> {
    let budget = config.tokens.set_budget;
    let mut by_server: BTreeMap<String, Vec<(usize, SetShare)>> = BTreeMap::new();
    for (file, s) in shares {
        by_server
            .entry(s.server.clone())
            .or_default()
            .push((file, s));
    }
    let mut out = Vec::new();
    for (server, mut parts) in by_server {
        // Unread payloads or a suppression in any part: the set's cost is not known, or
        // not wanted.
        if parts.len() > 1 && super::enabled(config, "C001") {
            collisions(config, &parts, places, &mut out);
        }
        if !super::enabled(config, "T002") || parts.iter().any(|(_, s)| s.silent) {
            continue;
        }
        let mut bytes = BTreeMap::new();
        for (_, s) in &parts {
            s.bytes(&mut bytes);
        }
        if !bytes.values().any(|b| *b > budget) {
            continue;
        }
        let mut tokens = BTreeMap::new();
        for (_, s) in &parts {
            s.tokens(config, &mut tokens);
        }
        let Some((total, provider)) = tokens.into_values().max_by_key(|(n, _)| *n) else {
            continue;
        };
        if total <= budget {
            continue;
        }
        if let Some(i) = parts.iter().position(|(_, s)| defines(s)) {
            let anchor = parts.remove(i);
            parts.insert(0, anchor);
        }
        let count: usize = parts.iter().map(|(_, s)| s.members.len()).sum();
        let enc = config.tokens.encoding;
        let (file, first) = &parts[0];
        let across = (parts.len() > 1).then_some((server.as_str(), parts.len()));
        let message = super::tokens::set_message(count, across, total, enc, provider, budget);
        let mut d = Diagnostic {
            code: super::tokens::T002.code,
            severity: config.severity(super::tokens::T002.code, super::tokens::T002.severity),
            message,
            span: first.span,
            providers: Vec::new(),
            related: Vec::new(),
            fix: None,
            function: Some(first.function),
        };
        for (f, s) in &parts[1..] {
            let mut per = BTreeMap::new();
            s.tokens(config, &mut per);
            let n = per.get(provider.id()).map_or(0, |(n, _)| *n);
            d.related.push(Related {
                span: s.span,
                message: format!(
                    "`{}` registers {} of them ({} tokens)",
                    s.module,
                    s.members.len(),
                    grouped(n)
                ),
                path: (f != file).then(|| places.path(*f)),
                foreign_range: (f != file).then(|| places.range(*f, s.span)),
            });
        }
        out.push((*file, d));
    }
    out
}

/// Whether a module calling a function that registers on its parameter already sees both
/// shares' tools in one group (`collisions::foreign_collisions`): both shares on parameters
/// with a caller in common, or one on a parameter whose caller is the other's file.
fn seen_by_a_caller(a: (usize, &SetShare), b: (usize, &SetShare)) -> bool {
    let calls = |x: &SetShare, file: usize| x.callers.contains(&file);
    a.1.callers.iter().any(|c| b.1.callers.contains(c)) || calls(a.1, b.0) || calls(b.1, a.0)
}

/// C001 between the modules of one server: a name a later module registers again (in the
/// run's order; which one the server keeps depends on the order the modules are imported,
/// so the consequence is the framework's for modules). A module's own duplicates are its
/// own check's.
fn collisions(
    config: &Config,
    parts: &[(usize, SetShare)],
    places: &dyn Places,
    out: &mut Vec<(usize, Diagnostic)>,
) {
    let mut first: BTreeMap<&str, (usize, &SetShare, Span)> = BTreeMap::new();
    for (file, s) in parts {
        let mut here: BTreeMap<&str, Span> = BTreeMap::new();
        for (name, span, silent) in s.names.iter().flatten() {
            here.entry(name.as_str()).or_insert(*span);
            let Some((f, other, at)) = first.get(name.as_str()) else {
                continue;
            };
            if other.module == s.module || *silent || seen_by_a_caller((*f, *other), (*file, s)) {
                continue;
            }
            let consequence = match s.duplicate.0 {
                Some(c) => c.replace("{name}", name),
                None => "Anthropic rejects the request (`tools: Tool names must be unique.`); automatic function calling keeps only one".to_string(),
            };
            let info = &super::collisions::C001;
            let severity = if s.duplicate.1 {
                crate::config::Severity::Warning
            } else {
                info.severity
            };
            let mut d = Diagnostic {
                code: info.code,
                severity: config.severity(info.code, severity),
                message: format!("two tools named `{name}` from different modules are sent together: {consequence}"),
                span: *span,
                providers: vec![Provider::Mcp],
                related: Vec::new(),
                fix: None,
                function: None,
            };
            d.related.push(Related {
                span: *at,
                message: format!("`{name}` defined in `{}`", other.module),
                path: (f != file).then(|| places.path(*f)),
                foreign_range: (f != file).then(|| places.range(*f, *at)),
            });
            out.push((*file, d));
        }
        for (name, span) in here {
            first.entry(name).or_insert((*file, s, span));
        }
    }
}
