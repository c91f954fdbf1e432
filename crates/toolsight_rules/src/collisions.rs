//! Name collisions among tools sent together (one list, index or registry), including names
//! that only collide after a library's renaming (stores `.` → `-`) or an adapter's
//! sanitizing, and parameter names that collide after `-`/`_` normalization.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;

use crate::config::Severity;
use crate::frameworks::Provider;

use super::{Ctx, Diagnostic, Related, RuleInfo, ToolView};

pub const C001: RuleInfo = RuleInfo {
    code: "C001",
    name: "duplicate-tool-name",
    severity: Severity::Error,
    summary: "Two tools sent together have the same name",
    doc: "Tools in one request must have unique names.\n\nSeverity: an error where the provider or the framework rejects the request; a warning where the framework keeps one of the two by name and only logs (an MCP server, fastmcp, rmcp, selectools, agno), so a definition is silently never listed.\n\nWhy: Anthropic answers `tools: Tool names must be unique.`; stores raises `ValueError: Found duplicate(s): ['search']`; google-genai's automatic function calling, Anthropic's tool runner and a selectools `ToolRegistry` silently keep only the last one.\n\nExample:\n    index = Index([search, search_v2])   # where search_v2.__name__ == \"search\"\n\nFix: give each tool its own name.",
};

pub const C002: RuleInfo = RuleInfo {
    code: "C002",
    name: "tool-name-collision-after-rename",
    severity: Severity::Warning,
    summary: "Tool names that become equal after renaming or sanitizing",
    doc: "Two distinct names collide once a library or adapter rewrites them: stores turns `.` into `-` (`weather.get` and `weather-get` both become `weather-get`, and stores does not notice), and adapters that replace illegal characters with `_` merge `notion.search` and `notion_search`.\n\nWhy: one tool silently shadows the other, or the provider answers `Tool names must be unique`.\n\nFix: rename one of them.",
};

pub const C003: RuleInfo = RuleInfo {
    code: "C003",
    name: "parameter-name-collision",
    severity: Severity::Warning,
    summary: "Property names that collide after `-`/`_` normalization",
    doc: "Two properties of one schema whose names differ only by `-` versus `_` (`max-results`, `max_results`) are merged by clients and models that normalize names.\n\nFix: rename one of them.",
};

pub const RULES: &[RuleInfo] = &[C001, C002, C003];

fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// A tool in a group sent together: the span of the list element that put it there (so a
/// function listed twice is reported on its second listing), and the arms of the program's
/// choices it is registered on: alternatives (`a if c else b`, the branches of an `if`)
/// are never sent together, so they never collide.
type Member<'a, 'm> = (
    &'a ToolView<'m>,
    Option<crate::syntax::Span>,
    &'m [crate::model::Arm],
);

/// A group's key: the mark group, the library, and for ungrouped tools the function whose
/// body makes them (`None`: module level), the class whose method a bare decorator makes
/// a tool of (`None`: not such a method), and the start of the list handed to a call that
/// holds a hand-written tool (`None`: not in such a list).
type Key = (
    Option<usize>,
    &'static str,
    Option<usize>,
    Option<String>,
    Option<usize>,
);

/// A member with its name as one provider receives it and its own name (unrenamed).
type Named<'g, 'a, 'm> = (&'g Member<'a, 'm>, String, String);

pub fn check(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for members in sent_together(ctx).values() {
        for provider in Provider::ALL {
            for bucket in alike_names(members, provider) {
                // One finding per tool, against the nearest earlier tool it collides with: a
                // third `x` replaces the second, which replaced the first (one problem each).
                for (j, b) in bucket.iter().enumerate().skip(1) {
                    let Some(d) = bucket[..j]
                        .iter()
                        .rev()
                        .find_map(|a| pair_collision(ctx, provider, a, b))
                    else {
                        continue;
                    };
                    // Report each pair once, on the first provider where it collides.
                    if !out
                        .iter()
                        .any(|o| o.code == d.code && o.span == d.span && o.related == d.related)
                    {
                        out.push(d);
                    }
                }
            }
        }
    }

    foreign_collisions(ctx, out);
    parameter_collisions(ctx, out);
}

/// The groups of tools sent together: each mark group; tools without a group made in one
/// function body (a factory, a `list_tools` handler) are compared with each other, and
/// methods a bare decorator makes tools of, per class.
fn sent_together<'a, 'm>(ctx: &'a Ctx<'m>) -> BTreeMap<Key, Vec<Member<'a, 'm>>> {
    let mut groups: BTreeMap<Key, Vec<Member>> = BTreeMap::new();
    // A name toolsight cannot read collides with nothing it can tell; a tool registered
    // only on a server the module replaces before serving it is sent to no client.
    for t in ctx
        .tools
        .iter()
        .filter(|t| !t.name_unread() && !t.function.sent_to_no_client())
    {
        let marks: Vec<_> = ctx.marks_of(t.index).collect();
        let mut any = false;
        for m in &marks {
            // A registration that names the tool with a value computed at run time
            // (`add_tool(fn, name=fn.__name__ + "_2")` in a loop) sends it under a name toolsight
            // cannot read, not under the function's: it collides with nothing it can tell.
            if registration_name_unread(t, m) {
                continue;
            }
            if m.group.is_some() {
                groups
                    .entry((m.group, t.library.id(), None, None, None))
                    .or_default()
                    .push((t, Some(m.span), &m.arms));
                any = true;
            }
        }
        // A tool class is a definition, not a registration: classes sent together are
        // listed somewhere (and grouped there).
        // Ungrouped tools made inside a function body (a factory returning
        // `Function.from_callable(f)`) go wherever their caller puts them: they are compared
        // with the tools made in the same body only.
        // At module level, a tool that no list, index or registry here takes (`@tool` of
        // langchain, `StructuredTool.from_function(...)`) goes wherever another module lists
        // it, and that module's check compares the list; two such tools of one module are
        // not known to be sent together (a test module builds each for its own test).
        if !any && t.function.kind != crate::model::DefKind::Class {
            let maker = t
                .mark
                .and_then(|m| enclosing_function(ctx, m.span, t.index));
            if maker.is_none() && standalone_method(ctx, t).is_none() {
                continue;
            }
            // Hand-written tools in two lists, each handed to its own call
            // (`generate_spec(tools=[{"name": "unknown", ...}])` once per package described,
            // mcp-fingerprints), are not known to be sent together.
            let list = t.mark.and_then(|m| m.list).map(|l| l.start);
            groups
                .entry((None, t.library.id(), maker, standalone_method(ctx, t), list))
                .or_default()
                .push((t, None, t.mark.map(|m| m.arms.as_slice()).unwrap_or(&[])));
        }
    }
    groups
}

/// Whether the mark gives the tool's name by a keyword of its framework (`name=`) as a value
/// that is not a plain string.
fn registration_name_unread(t: &ToolView, m: &crate::model::ToolMark) -> bool {
    let Some(o) = m.options.as_ref() else {
        return false;
    };
    t.library
        .markers
        .name
        .keywords
        .iter()
        .find_map(|k| o.kwarg(k))
        .is_some_and(|v| v.as_str().is_none() && !v.is_none())
}

/// The class of a method that a bare decorator (`@tool`, `@tool(...)`: no registry object
/// before it) makes a tool: such a tool is an attribute of its class's instances, and an
/// agent is given the instances' methods it lists. Methods of two classes (selectools'
/// `RAGTool.search_knowledge_base` and `HybridSearchTool.search_knowledge_base`, two
/// alternatives) are not one registry. A decorator on a shared object (`@mcp.tool()`)
/// registers on that object whatever the class, so it keeps them together.
fn standalone_method(ctx: &Ctx, t: &ToolView) -> Option<String> {
    let class = t.function.class.clone()?;
    let m = t.mark?;
    if m.kind != crate::model::MarkKind::Decorator {
        return None;
    }
    let text = ctx.source.get(m.span.start..m.span.end)?;
    let callee = text.trim_start_matches('@').split('(').next()?.trim();
    (!callee.is_empty() && !callee.contains('.')).then_some(class)
}

/// The group's members sent to `provider`, in buckets of names equal after sanitizing
/// (only those can collide: one pass instead of comparing every pair of a large index),
/// buckets of one left out, in the order of their first tool.
fn alike_names<'g, 'a, 'm>(
    members: &'g [Member<'a, 'm>],
    provider: Provider,
) -> Vec<Vec<Named<'g, 'a, 'm>>> {
    let mut buckets: HashMap<String, Vec<Named>> = HashMap::new();
    for m in members
        .iter()
        .filter(|(t, _, _)| t.providers.contains(&provider))
    {
        let name = m.0.name_for(provider);
        let raw = m.0.name_for(Provider::Gemini);
        buckets
            .entry(sanitize(&name))
            .or_default()
            .push((m, name, raw));
    }
    let mut buckets: Vec<_> = buckets.into_values().filter(|b| b.len() > 1).collect();
    buckets.sort_by_key(|b| b[0].0 .0.index);
    buckets
}

/// C001 or C002 for two tools sent together to `provider`, reported on the second.
fn pair_collision(
    ctx: &Ctx,
    provider: Provider,
    first: &Named,
    second: &Named,
) -> Option<Diagnostic> {
    let ((a, a_at, a_arms), na, _) = first;
    let ((b, b_at, b_arms), _, _) = second;
    if crate::model::Arm::exclusive(a_arms, b_arms) {
        return None;
    }
    let ((_, _, a_own), (_, _, b_own)) = (first, second);
    let a_pos = a_at.unwrap_or_else(|| a.name_span(ctx.source)).start;
    let b_pos = b_at.unwrap_or_else(|| b.name_span(ctx.source)).start;
    if removed_between(
        ctx.source,
        a_pos,
        b_pos,
        [na.as_str(), a_own.as_str(), b_own.as_str()],
    ) {
        return None;
    }
    let behaviour = &b.library.behaviour;
    // A sync tool and its async twin: one of them per run.
    if behaviour.async_twins && a.function.is_async != b.function.is_async {
        return None;
    }
    if !same_key_version(a, b, behaviour.versioned_by) {
        return None;
    }
    let same_function = a.index == b.index;
    // Kept by name, the same function twice is one tool: in any group, or, for a framework
    // that keys only its registries by name, registered twice on one registry (`@mcp.tool()`
    // and again `mcp.tool()(f)`: the server keeps one).
    if same_function
        && behaviour
            .duplicate_in_group
            .is_some_and(|d| !d.decorated_only || (a_at.is_some() && b_at.is_some()))
    {
        return None;
    }
    let (info, msg, silent) = collision_message(provider, first, second, same_function)?;
    let (span, other) = if same_function {
        (
            b_at.unwrap_or_else(|| b.name_span(ctx.source)),
            a_at.unwrap_or_else(|| a.name_span(ctx.source)),
        )
    } else {
        (b.name_span(ctx.source), a.name_span(ctx.source))
    };
    let mut d = ctx.diag(info, span, msg, vec![provider], Some(b));
    if silent {
        // The server keeps one and only logs: a silent change, not a rejected request.
        d.severity = ctx.config.severity(info.code, Severity::Warning);
    }
    d.related.push(Related {
        span: other,
        message: format!("the other `{na}`"),
        path: None,
        foreign_range: None,
    });
    Some(d)
}

/// Whether two tools of one name are keyed alike by a framework that keys its tools by name
/// and version (`versioned_by`, fastmcp's `version=`): both without a version, or both with
/// the same one. Different versions are kept side by side; a version that is not a literal
/// is not read, so whether the two collide is not known (nothing reported). A versioned tool
/// beside an unversioned one is refused at registration, another problem than a duplicate.
fn same_key_version(a: &ToolView, b: &ToolView, versioned_by: Option<&str>) -> bool {
    let Some(keyword) = versioned_by else {
        return true;
    };
    fn version<'m>(t: &ToolView<'m>, keyword: &str) -> Option<&'m crate::model::PyValue> {
        t.mark
            .and_then(|m| m.options.as_ref())
            .and_then(|o| o.kwarg(keyword))
            .filter(|v| !v.is_none())
    }
    match (version(a, keyword), version(b, keyword)) {
        (None, None) => true,
        (Some(x), Some(y)) => x.as_str().is_some() && x.as_str() == y.as_str(),
        _ => false,
    }
}

/// Whether a `.remove_tool(...)` call written between two registrations may have removed the
/// first: mcp's and fastmcp's `remove_tool(name)` delete the registered tool, so the second
/// is registered anew instead of being dropped as a duplicate (sorb-mcp replaces a tool for
/// remote clients that way). Its argument is one of `names`, or a value toolsight does not
/// read (`for name in local_only: server.remove_tool(name)`), which may be any name.
fn removed_between(source: &str, from: usize, to: usize, names: [&str; 3]) -> bool {
    if from >= to {
        return false;
    }
    source[from..to]
        .match_indices(".remove_tool(")
        .any(|(i, call)| {
            let rest = &source[from + i + call.len()..to];
            let arg = rest[..rest.find([',', ')']).unwrap_or(rest.len())].trim();
            match string_literal(arg) {
                Some(name) => names.contains(&name),
                None => true,
            }
        })
}

/// The text of a plain one-quoted string literal (`"x"`, `'x'`): `None` for anything else.
fn string_literal(arg: &str) -> Option<&str> {
    let quote = arg.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let inner = arg.strip_prefix(quote)?.strip_suffix(quote)?;
    (!inner.contains(['"', '\'', '\\'])).then_some(inner)
}

/// Which rule two names break and how to say it, or `None` when they do not collide:
/// the framework's own error first, then the provider's.
fn collision_message(
    provider: Provider,
    ((a, _, _), na, raw_a): &Named,
    ((b, _, _), nb, raw_b): &Named,
    same_function: bool,
) -> Option<(&'static RuleInfo, String, bool)> {
    let behaviour = &b.library.behaviour;
    Some(
        if let (true, true, Some(listed_twice)) = (na == nb, same_function, behaviour.listed_twice)
        {
            // The framework checks names itself, before anything is sent.
            (&C001, listed_twice.replace("{name}", raw_b), false)
        } else if na == nb && same_function {
            (
                &C001,
                format!(
                    "tool `{na}` is listed twice: {} rejects duplicate names",
                    provider.label()
                ),
                false,
            )
        } else if na == nb && raw_a != raw_b {
            (
                &C002,
                format!(
                    "`{raw_b}` and `{raw_a}` are both sent to {} as `{nb}`",
                    provider.label()
                ),
                false,
            )
        } else if let Some(dup) = behaviour.duplicate_in_group.filter(|d| {
            na == nb
                && (!d.decorated_only
                    || b.mark.is_some_and(|m| {
                        // On the server, by its decorator or its registering call
                        // (`mcp.tool(fn, name="x")`, nc-mcp): the server keys both by name.
                        matches!(
                            m.kind,
                            crate::model::MarkKind::Decorator | crate::model::MarkKind::Register
                        ) && m.group.is_some()
                    }))
        }) {
            // The framework keys the group by name: one replaces the other.
            (
                &C001,
                dup.message
                    .replace("{name}", na)
                    .replace("{function}", &a.function.name),
                true,
            )
        } else if na == nb {
            (&C001, format!("another tool sent together is also named `{na}`: {} rejects duplicate names (`Tool names must be unique`)", provider.label()), false)
        } else if sanitize(na) == sanitize(nb) && !both_reported_by_n008(provider, na, nb) {
            (
                &C002,
                format!("`{nb}` and `{na}` collide once illegal characters are replaced with `_`"),
                false,
            )
        } else {
            return None;
        },
    )
}

/// C003: properties of one tool's parameters that collide once `-` and `_` are alike. It
/// only looks at one tool: cached per tool like the per-tool families.
fn parameter_collisions(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    for t in ctx.fresh_tools() {
        let mut found: Vec<(String, String, String, Vec<Provider>)> = Vec::new();
        for (e, reaches) in t.sent_entries() {
            let Ok(payload) = &e.rendered.result else {
                continue;
            };
            let Some(params) = crate::payload::parameters(payload) else {
                continue;
            };
            let params = Value::Object(params.into_owned());
            collect_collisions(
                &params,
                &mut Vec::new(),
                &mut |param, prev, name| match found
                    .iter_mut()
                    .find(|(p, a, b, _)| p == param && a == prev && b == name)
                {
                    Some((_, _, _, ps)) => {
                        for p in &reaches {
                            if !ps.contains(p) {
                                ps.push(*p)
                            }
                        }
                    }
                    None => found.push((
                        param.to_string(),
                        prev.to_string(),
                        name.to_string(),
                        reaches.clone(),
                    )),
                },
            );
        }
        for (param, prev, name, providers) in found {
            let span = super::param_span(t.function, &param);
            let msg = if param == prev {
                format!(
                    "properties `{prev}` and `{name}` collide once `-` and `_` are treated alike"
                )
            } else {
                format!("properties `{prev}` and `{name}` of `{param}` collide once `-` and `_` are treated alike")
            };
            out.push(ctx.diag(&C003, span, msg, providers, Some(t)));
        }
    }
}

/// The innermost function (other than the tool itself) whose body holds `span`.
fn enclosing_function(ctx: &Ctx, span: crate::syntax::Span, tool: usize) -> Option<usize> {
    ctx.module
        .functions
        .iter()
        .enumerate()
        .filter(|(i, f)| {
            *i != tool
                && matches!(
                    f.kind,
                    crate::model::DefKind::Function | crate::model::DefKind::Nested
                )
                && f.body_span.start <= span.start
                && span.end <= f.body_span.end
        })
        .min_by_key(|(_, f)| f.body_span.end - f.body_span.start)
        .map(|(i, _)| i)
}

/// Walks a parameter schema and calls `f(parameter, first, second)` for each pair of
/// property names of one object that are equal once `-` is read as `_`; `parameter` is the
/// top-level property the object belongs to (or `first` at the top level). Nested objects
/// (TypedDicts, array items) are checked too: that is where non-identifier keys occur.
fn collect_collisions(v: &Value, path: &mut Vec<String>, f: &mut dyn FnMut(&str, &str, &str)) {
    match v {
        Value::Object(o) => {
            if let Some(props) = o.get("properties").and_then(Value::as_object) {
                let mut seen: BTreeMap<String, &str> = BTreeMap::new();
                for name in props.keys() {
                    let key = name.replace('-', "_");
                    match seen.get(&key) {
                        Some(prev) if *prev != name => {
                            let param = super::library::param_of_path(path).unwrap_or(prev);
                            f(param, prev, name);
                        }
                        Some(_) => {}
                        None => {
                            seen.insert(key, name);
                        }
                    }
                }
            }
            for (k, x) in o {
                if k == "properties" {
                    if let Some(props) = x.as_object() {
                        for (name, sub) in props {
                            path.push("properties".into());
                            path.push(name.clone());
                            collect_collisions(sub, path, f);
                            path.pop();
                            path.pop();
                        }
                    }
                } else if x.is_object() || x.is_array() {
                    path.push(k.clone());
                    collect_collisions(x, path, f);
                    path.pop();
                }
            }
        }
        Value::Array(a) => {
            for x in a {
                collect_collisions(x, path, f);
            }
        }
        _ => {}
    }
}

/// Tools of other modules listed together with this module's (`tools=[search_orders,
/// search_catalog]` after importing both): the same name twice is a collision across files.
/// Whether two members of a set are the same function of another module.
fn same_definition(a: &Related, b: &Related) -> bool {
    a.path.is_some() && a.path == b.path && a.foreign_range == b.foreign_range
}

fn foreign_collisions(ctx: &Ctx, out: &mut Vec<Diagnostic>) {
    let library = ctx
        .config
        .library
        .or(ctx
            .module
            .detected
            .as_ref()
            .map(|d| crate::frameworks::Registered::framework(d.library)))
        .unwrap_or(ctx.config.default_library);
    let providers: Vec<Provider> = library
        .targets
        .iter()
        .copied()
        .filter(|p| ctx.config.targets(*p))
        .collect();
    let mut groups: Vec<usize> = ctx.module.foreign_tools.iter().map(|f| f.group).collect();
    groups.sort();
    groups.dedup();
    for g in groups {
        // (name, where it is listed here, the other definition, the arms it is listed on)
        let mut members: Vec<(String, crate::syntax::Span, Related, &[crate::model::Arm])> =
            Vec::new();
        for t in ctx.tools.iter().filter(|t| !t.name_unread()) {
            for m in ctx.marks_of(t.index).filter(|m| m.group == Some(g)) {
                let name = t.name_for(t.providers.first().copied().unwrap_or(Provider::Anthropic));
                members.push((
                    name.clone(),
                    m.span,
                    Related {
                        span: t.function.name_span,
                        message: format!("`{name}` defined here"),
                        path: None,
                        foreign_range: None,
                    },
                    &m.arms,
                ));
            }
        }
        for f in ctx.module.foreign_tools.iter().filter(|f| f.group == g) {
            // Named by the registration with a value toolsight cannot evaluate
            // (`@server.tool(name=tool_name("x"))`): the name sent is not known.
            let given = f.options.as_ref().and_then(|o| o.kwarg("name"));
            if f.name.is_none()
                && given.is_some_and(|v| v.as_str().is_none() && *v != crate::model::PyValue::None)
            {
                continue;
            }
            // A function's `__name__` is its last name: a nested one's qualified name
            // (`register.<locals>.list_robot_logs`) is not what the server lists.
            let name = f.name.clone().unwrap_or_else(|| {
                let n = &f.function.name;
                n.rsplit('.').next().unwrap_or(n).to_string()
            });
            members.push((
                name.clone(),
                f.span,
                Related {
                    span: f.span,
                    message: format!("`{name}` defined in `{}`", f.function.module),
                    path: f.function.path.clone(),
                    foreign_range: Some(f.function.name_range),
                },
                &f.arms,
            ));
        }
        members.sort_by_key(|m| m.1.start);
        for (i, (name, at, this, arms)) in members.iter().enumerate() {
            // Alternatives (`search_fast if fast else search_slow`) are never sent together.
            // One function registered twice (a list of another module registered on two paths,
            // or twice on one) is one tool: the server replaces it, it never sends two.
            let Some((_, other_at, other, _)) = members[..i].iter().find(|(n, _, o, a)| {
                n == name && !same_definition(o, this) && !crate::model::Arm::exclusive(a, arms)
            }) else {
                continue;
            };
            // Two tools of one other module brought in by one call here (`jobs.register(server)`
            // defining `list_jobs` twice, dremio-local-mcp): that module's own check reports
            // them, on their definitions; here it would be the same problem again, and not
            // "from different modules".
            if other_at == at && other.path.is_some() && other.path == this.path {
                continue;
            }
            // Pairs of this module's own tools are reported by the main check.
            let this_foreign = ctx
                .module
                .foreign_tools
                .iter()
                .any(|f| f.group == g && f.span == *at);
            if !this_foreign && other.path.is_none() {
                continue;
            }
            let consequence = match library.behaviour.duplicate_across_modules {
                Some(consequence) => consequence.replace("{name}", name),
                None => "Anthropic rejects the request (`tools: Tool names must be unique.`); automatic function calling keeps only one".to_string(),
            };
            let mut d = ctx.diag(
                &C001,
                *at,
                format!("two tools named `{name}` from different modules are sent together: {consequence}"),
                providers.clone(),
                None,
            );
            // A framework that keys its registry by name keeps one of them and only logs:
            // a silent change (a framework that raises says so in its consequence).
            if library.behaviour.duplicate_in_group.is_some() {
                d.severity = ctx.config.severity(C001.code, Severity::Warning);
            }
            // Both definitions: the earlier one, and the one listed here.
            d.related.push(other.clone());
            d.related.push(this.clone());
            out.push(d);
        }
    }
}

/// Whether both names an MCP server lists are outside the MCP specification's alphabet, so
/// N008 reports each at its place: their collision once a client replaces the characters
/// (`查询员工的基本信息` and `对生成的表单做校验`, btrip-mcp-server) is a consequence of that
/// cause, whose fix (ASCII names) removes it too. One finding per problem.
fn both_reported_by_n008(provider: Provider, a: &str, b: &str) -> bool {
    let outside = |n: &str| !n.chars().all(super::names::mcp_name_char);
    provider == Provider::Mcp && outside(a) && outside(b)
}
