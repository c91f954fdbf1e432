//! rmcp: build each corpus router as a server does (`Type::tool_router()` or the router fn named
//! in `#[tool_router(router = ...)]`, or the hand-written builder) and list it as
//! `#[tool_handler]`'s `list_tools` does (`router.list_all()`, protocol 2026-07-28 = LATEST, so
//! the `Tool` objects are sent unchanged). A panic while building the router (a non-object
//! parameter root) loses the whole router: every tool on it gets the panic as its error. Which of
//! two same-named routes is served is read from the listed `Tool` itself.

use std::collections::BTreeMap;

use rmcp::model::Tool;

use crate::golden::{catch, pretty, Body, Entry, Goldens};

/// How the oracle learns the name a router member registers under.
pub enum Ident {
    /// `#[tool]` fns: the generated `<fn>_tool_attr()`, which is exactly what the router adds.
    Attr(fn() -> Tool),
    /// Hand-written routes and `ToolBase` tools: the name the crate's own API gives.
    Name(fn() -> String),
}

pub struct Member {
    /// `Type::fn` or, for a `ToolBase` tool, `Type`.
    pub path: &'static str,
    pub ident: Ident,
    /// The name when `Attr` panics: the fn ident (panicking corpus tools set no `name`).
    pub fallback_name: &'static str,
}

pub struct RouterSpec {
    pub stem: &'static str,
    /// `Type::router_fn`.
    pub router: &'static str,
    pub list: fn() -> Vec<Tool>,
    pub members: Vec<Member>,
}

/// `router!(stem, Type, router_fn, [fn, ...])`: a `#[tool_router]` impl block's router.
macro_rules! router {
    ($stem:ident, $ty:ident, $router:ident, [$($f:ident),* $(,)?]) => {
        $crate::rmcp_list::RouterSpec {
            stem: stringify!($stem),
            router: concat!(stringify!($ty), "::", stringify!($router)),
            list: || $crate::$stem::$ty::$router().list_all(),
            members: vec![$(
                $crate::rmcp_list::Member {
                    path: concat!(stringify!($ty), "::", stringify!($f)),
                    ident: $crate::rmcp_list::Ident::Attr(
                        pastey::paste! { $crate::$stem::$ty::[<$f _tool_attr>] }
                    ),
                    fallback_name: stringify!($f),
                },
            )*],
        }
    };
}
pub(crate) use router;

fn tool_json(tool: &Tool) -> String {
    pretty(tool)
}

/// Writes the entries into `goldens`; returns what rmcp logged while building each router
/// (`<stem>::<Type>::<router fn>` → lines), for the routers that logged anything.
pub fn run(
    specs: &[RouterSpec],
    dir: &'static str,
    goldens: &mut Goldens,
) -> BTreeMap<String, Vec<String>> {
    let mut logged = BTreeMap::new();
    for spec in specs {
        // (path, name, the tool its attr fn builds, or the attr fn's panic)
        let members: Vec<(String, String, Option<Tool>)> = spec
            .members
            .iter()
            .map(|m| {
                let path = format!("{}::{}", spec.stem, m.path);
                match &m.ident {
                    Ident::Attr(f) => match catch(f) {
                        Ok(tool) => (path, tool.name.to_string(), Some(tool)),
                        Err(_) => (path, m.fallback_name.to_string(), None),
                    },
                    Ident::Name(f) => (path, f(), None),
                }
            })
            .collect();
        crate::warnings::take();
        let listed = catch(spec.list);
        let lines = crate::warnings::take();
        if !lines.is_empty() {
            logged.insert(format!("{}::{}", spec.stem, spec.router), lines);
        }
        let listed = match listed {
            Ok(tools) => tools,
            Err(message) => {
                for (path, name, _) in members {
                    goldens.push(
                        dir,
                        spec.stem,
                        entry(
                            path,
                            name,
                            Body::Error {
                                code: "panic".into(),
                                message: message.clone(),
                            },
                        ),
                    );
                }
                continue;
            }
        };
        let mut claimed = vec![false; listed.len()];
        for (path, name, attr) in &members {
            let same_name: Vec<_> = members.iter().filter(|m| &m.1 == name).collect();
            let Some(i) = listed.iter().position(|t| t.name == name.as_str()) else {
                panic!("{path}: no tool named {name:?} in the listed router");
            };
            let served = listed[i].clone();
            // The served member is the one whose own Tool is the listed one.
            let is_served = match attr {
                Some(tool) => tool_json(tool) == tool_json(&served),
                None => same_name.len() == 1,
            };
            let winners: Vec<_> = same_name
                .iter()
                .filter(|m| {
                    m.2.as_ref()
                        .is_some_and(|t| tool_json(t) == tool_json(&served))
                })
                .collect();
            assert!(
                same_name.len() == 1 || winners.len() == 1,
                "{path}: cannot tell which route named {name:?} is served"
            );
            let body = if is_served {
                claimed[i] = true;
                Body::Schema(tool_json(&served))
            } else {
                Body::Error {
                    code: "shadowed".into(),
                    message: format!(
                        "not listed: the router serves {} under the name {name:?}",
                        winners[0].0
                    ),
                }
            };
            goldens.push(dir, spec.stem, entry(path.clone(), name.clone(), body));
        }
        for (tool, claimed) in listed.iter().zip(claimed) {
            assert!(
                claimed,
                "{}: listed tool {:?} has no member",
                spec.stem, tool.name
            );
        }
    }
    logged
}

fn entry(function: String, name: String, body: Body) -> Entry {
    Entry {
        function,
        name,
        library: "rmcp",
        provider: "mcp",
        body,
    }
}

/// Every rmcp router of the corpus, in corpus order.
pub fn specs() -> Vec<RouterSpec> {
    use crate::r08_names_routers::{BuilderServer, Uptime, WordCount};
    use rmcp::handler::server::router::tool::ToolBase;
    vec![
        router!(
            r01_primitives,
            PrimitivesServer,
            tool_router,
            [
                add,
                unsigned_widths,
                signed_widths,
                record_measurement,
                text_inputs,
                server_time,
                ping,
                no_description,
            ]
        ),
        router!(
            r02_optional_defaults,
            OptionalServer,
            tool_router,
            [
                search,
                patch_user,
                list_files,
                update_settings,
                tag_items,
                create_profile,
            ]
        ),
        router!(
            r03_enums,
            EnumServer,
            tool_router,
            [
                get_weather,
                query_logs,
                open_ticket,
                draw,
                perform,
                send,
                lookup_user,
                job_state,
            ]
        ),
        router!(
            r04_nested,
            NestedServer,
            tool_router,
            [
                report,
                import_pages,
                import_tree,
                evaluate,
                page_of_items,
                place_order,
            ]
        ),
        router!(
            r05_serde_attrs,
            SerdeServer,
            tool_router,
            [
                camel,
                kebab,
                skipper,
                find,
                record,
                strict,
                invite,
                overrides,
                renamed_ref,
            ]
        ),
        router!(
            r06_docs_constraints,
            DocsServer,
            tool_router,
            [
                summarize,
                translate,
                register,
                annotated,
                titled,
                delete_file,
            ]
        ),
        router!(
            r07_special_types,
            SpecialServer,
            tool_router,
            [schedule, system_info, collections, json_values,]
        ),
        router!(
            r08_names_routers,
            NamesServer,
            tool_router,
            [
                read_file, write_file, search_web, list, wetter, long_name, too_long, max_length,
                lookup_v1, lookup_v2, run_sql,
            ]
        ),
        router!(
            r08_names_routers,
            AdminServer,
            admin_router,
            [restart, purge]
        ),
        router!(r08_names_routers, AdminServer, tool_router, [status]),
        RouterSpec {
            stem: "r08_names_routers",
            router: "BuilderServer::tool_router",
            list: || BuilderServer::tool_router().list_all(),
            members: vec![
                Member {
                    path: "BuilderServer::shout",
                    ident: Ident::Name(|| "shout".into()),
                    fallback_name: "shout",
                },
                Member {
                    path: "BuilderServer::echo",
                    ident: Ident::Name(|| "echo".into()),
                    fallback_name: "echo",
                },
                Member {
                    path: "BuilderServer::noop",
                    ident: Ident::Name(|| "noop".into()),
                    fallback_name: "noop",
                },
                Member {
                    path: "BuilderServer::stats",
                    ident: Ident::Name(|| "stats".into()),
                    fallback_name: "stats",
                },
                Member {
                    path: "WordCount",
                    ident: Ident::Name(|| WordCount::name().into_owned()),
                    fallback_name: "word-count",
                },
                Member {
                    path: "Uptime",
                    ident: Ident::Name(|| Uptime::name().into_owned()),
                    fallback_name: "uptime",
                },
            ],
        },
        router!(
            r09_roots_outputs,
            OutputServer,
            tool_router,
            [search, try_search, names, health, plain, set_labels,]
        ),
        router!(
            r09_roots_outputs,
            TaggedRootServer,
            tool_router,
            [compute, version]
        ),
        router!(
            r09_roots_outputs,
            UnitEnumRootServer,
            tool_router,
            [pick_color]
        ),
        router!(r09_roots_outputs, StringRootServer, tool_router, [echo]),
        router!(r09_roots_outputs, ValueRootServer, tool_router, [any_json]),
        router!(
            r09_roots_outputs,
            UnitStructRootServer,
            tool_router,
            [unit_params]
        ),
        router!(r09_roots_outputs, VecRootServer, tool_router, [batch]),
        router!(
            r10_macro_edges,
            EdgeServer,
            tool_router,
            [
                aliased_wrapper,
                bound_name,
                qualified_wrapper,
                alias_params,
                module_params,
                generic_params,
                aliased_output,
                qualified_result,
                macro_doc,
                empty_description,
                blank_first_line,
            ]
        ),
        router!(
            r10_macro_edges,
            HandlerServer,
            tool_router,
            [status, checked]
        ),
        router!(r14_doc_files, DocFileServer, tool_router, [evaluate, mixed, journal]),
        router!(r15_crlf, CrlfServer, tool_router, [save_note, delete_note]),
        router!(r16_manual_schema, ManualServer, tool_router, [paint, tune, raw]),
    ]
}
