//! The workspace: tools gathered from several modules collide across files, with the other
//! definition linked; imported types resolve through packages.

use std::path::Path;

use toolsight::config::Config;

fn repo() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

#[test]
fn tools_from_two_modules_collide_with_a_link_to_the_other_file() {
    let path = repo().join("tests/workspace/agents/assistant.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    assert_eq!(module.name, "agents.assistant");
    assert_eq!(module.foreign_tools.len(), 3, "{:#?}", module.foreign_tools);
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    let c001: Vec<_> = diags.iter().filter(|d| d.code == "C001").collect();
    assert_eq!(c001.len(), 1, "{diags:#?}");
    let d = c001[0];
    assert_eq!(&source[d.span.start..d.span.end], "search_catalog");
    assert!(
        d.message.contains("Found duplicate(s): ['search']"),
        "{}",
        d.message
    );
    let related = &d.related[0];
    assert!(
        related.path.as_ref().unwrap().ends_with("agents/orders.py"),
        "{related:?}"
    );
    // `def search` is on line 4 (0-based 3) of orders.py, columns 4..10.
    assert_eq!(related.foreign_range, Some(((3, 4), (3, 10))));
    let listed = &d.related[1];
    assert!(
        listed.path.as_ref().unwrap().ends_with("agents/catalog.py"),
        "{listed:?}"
    );
}

#[test]
fn cli_schema_resolves_types_imported_across_the_package() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args([
            "schema",
            "tests/corpus-pkg/shop/tools_orders.py",
            "--library",
            "stores",
            "--provider",
            "openai-chat",
            "--all-functions",
        ])
        .current_dir(repo())
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let search = v
        .iter()
        .find(|e| e["function"] == "shop.tools_orders.search")
        .unwrap();
    // `en.Status` comes from shop/enums.py: its values are the enum.
    let status = &search["schema"]["function"]["parameters"]["properties"]["status"];
    assert!(
        status["enum"]
            .as_array()
            .is_some_and(|e| e.iter().any(|x| x == "pending")),
        "{status}"
    );
}

#[test]
fn extra_markers_from_configuration_mark_tools() {
    let source = "from myproject.tools import register\n\n\n@register(name=\"x\")\ndef größe(city: str) -> str:\n    \"\"\"Bad name.\"\"\"\n    return city\n";
    let mut module = toolsight::extract::analyze(&toolsight::frameworks::DIALECTS, source, "m");
    assert!(module.marks.is_empty());
    let (config, problems) =
        Config::from_json(&serde_json::json!({"extra-markers": ["myproject.tools.register"]}));
    assert!(problems.is_empty());
    toolsight::project::apply_markers(&mut module, &config.extra_markers);
    assert_eq!(module.marks.len(), 1);
    let diags = toolsight::rules::check(&module, source, &config);
    assert!(diags.iter().any(|d| d.code == "N001"), "{diags:#?}");
}

#[test]
fn an_unresolved_import_says_where_it_looked() {
    let path = repo().join("tests/workspace/agents/typo.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    let l008 = diags
        .iter()
        .find(|d| d.code == "L008")
        .unwrap_or_else(|| panic!("{diags:#?}"));
    assert!(
        l008.message.contains("module `agents.orders`"),
        "{}",
        l008.message
    );
    assert!(
        l008.message.contains("agents/orders.py"),
        "{}",
        l008.message
    );
    assert!(l008.message.contains("no `Ordr`"), "{}", l008.message);
    // The schema still renders: stores sees an unknown class.
    assert!(!module.functions.is_empty());
}

/// keboola-mcp-server's `Sequence[SimplifiedTfBlocks.Block.Code]` (issue 26, seed 33): the
/// other module defines `Blocks` and the classes nested in it, so L008's "defines or imports
/// no `Blocks.Block.Code`" was false; toolsight does not read nested classes, and the payload
/// that depends on it is unread instead.
#[test]
fn a_class_nested_in_a_class_of_another_module_is_not_reported_missing() {
    let path = repo().join("tests/unread_across_modules/nested/tools.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        !diags.iter().any(|d| d.code == "L008"),
        "no L008 for a nested class the module defines: {diags:#?}"
    );
    assert!(
        module.functions.iter().any(|f| f.name == "update_blocks"),
        "the tool is still found"
    );
}

/// langchain-community's serpapi (issue 26, seed 33): `Tool(name="Search", description=...,
/// func=SerpAPIWrapper(**kwargs).run)` in another module. The payload built from `run`'s
/// signature (a `kwargs` OBJECT Gemini rejects) was reported; the registration's keywords
/// now travel with it, so the payload is langchain's simple `Tool` form (`__arg1` and the
/// given description) and nothing is said about `run`'s parameters.
#[test]
fn a_registration_in_another_module_with_its_own_keywords_gives_the_payload() {
    let path = repo().join("tests/unread_across_modules/registered/wrapper.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let entries =
        toolsight::render::render_module(&module, &toolsight::render::Selection::default());
    let run = entries
        .iter()
        .find(|e| e.function.ends_with("SearchWrapper.run"))
        .unwrap_or_else(|| panic!("run is rendered: {entries:#?}"));
    let payload = run.rendered.result.as_ref().expect("run's payload is read");
    let text = payload.to_string();
    assert!(text.contains("__arg1"), "{text}");
    assert!(!text.contains("kwargs"), "{text}");
    assert!(text.contains("A search engine."), "{text}");
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    let run_line = source[..source.find("def run").unwrap()].lines().count() + 1;
    assert!(
        !diags
            .iter()
            .any(|d| source[..d.span.start].lines().count() + 1 == run_line),
        "nothing about run's parameters: {diags:#?}"
    );
}

/// notebooklm-mcp-cli's studio_revise (issue 26, seed 34): `class SlideInstruction(TypedDict)`
/// with `TypedDict` from the package's `_compat` shim (`typing` or `typing_extensions` by Python
/// version). It was read as a plain class, so L001 said fastmcp raises and never sends the tool;
/// fastmcp 4.1.6 sends an array of `{slide, instruction}` objects.
#[test]
fn a_typeddict_base_reexported_by_a_version_shim_is_a_typeddict() {
    let path = repo().join("tests/unread_across_modules/shimmed/tools.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        !diags.iter().any(|d| d.code == "L001"),
        "the TypedDict is sent, not refused: {diags:#?}"
    );
    let entries =
        toolsight::render::render_module(&module, &toolsight::render::Selection::default());
    let tool = entries
        .iter()
        .find(|e| e.function.ends_with("studio_revise"))
        .unwrap_or_else(|| panic!("studio_revise is rendered: {entries:#?}"));
    let payload = tool.rendered.result.as_ref().expect("the payload is read");
    let params = toolsight::payload::parameters(payload).expect("parameters are read");
    let text = params["properties"]["slide_instructions"].to_string();
    assert!(text.contains(r#""slide":{"type":"integer"}"#), "{text}");
    assert!(
        text.contains(r#""instruction":{"type":"string"}"#),
        "{text}"
    );
}

#[test]
fn field_constants_imported_from_other_modules_are_the_defaults() {
    // The goldens are the real mcp's payloads of the one-module versions (tests/corpus/l_mcp.py).
    let golden: Vec<serde_json::Value> = serde_json::from_str(
        &std::fs::read_to_string(repo().join("tests/goldens/mcp/l_mcp.json")).unwrap(),
    )
    .unwrap();
    let path = repo().join("tests/workspace-packages/mcpfields/server.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let sel = toolsight::render::Selection {
        providers: vec![toolsight::frameworks::Provider::Mcp],
        ..Default::default()
    };
    let entries = toolsight::render::render_module(&module, &sel);
    for name in ["field_constants", "class_constants"] {
        let expected = &golden
            .iter()
            .find(|g| g["name"] == name)
            .unwrap_or_else(|| panic!("l_mcp golden of {name}"))["schema"];
        let ours = entries
            .iter()
            .map(|e| e.to_json())
            .find(|e| e["name"] == name)
            .unwrap_or_else(|| panic!("{name} rendered"));
        assert_eq!(
            serde_json::to_string(&ours["schema"]).unwrap(),
            serde_json::to_string(expected).unwrap(),
            "{name}"
        );
    }
}

#[test]
fn a_directory_without_init_inside_a_package_is_part_of_it() {
    let path = repo().join("tests/workspace-packages/nspkg/tools/cache.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    assert_eq!(module.name, "nspkg.tools.cache");
    let entries =
        toolsight::render::render_module(&module, &toolsight::render::Selection::default());
    assert!(
        entries
            .iter()
            .any(|e| e.to_json()["name"] == "cache_get" && e.to_json()["framework"] == "mcp"),
        "the tool registered on the server of nspkg.common: {:#?}",
        entries.iter().map(|e| e.to_json()).collect::<Vec<_>>()
    );
}

#[test]
fn nested_tools_of_two_registrars_collide_under_their_own_name_with_the_sdks_behaviour() {
    let path = repo().join("tests/workspace-mcp/mcpserver/server.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    let c001: Vec<_> = diags.iter().filter(|d| d.code == "C001").collect();
    assert_eq!(c001.len(), 1, "{diags:#?}");
    let d = c001[0];
    assert_eq!(&source[d.span.start..d.span.end], "audit.register(mcp)");
    // The name the server lists (`__name__`), not the nested function's qualified name.
    assert!(
        d.message.contains("two tools named `list_logs`"),
        "{}",
        d.message
    );
    // The SDK's FastMCP keeps the first (`ToolManager.add_tool`): nothing is rejected.
    assert!(
        d.message
            .contains("the MCP SDK keeps the one registered first"),
        "{}",
        d.message
    );
    // `jobs.register(mcp)` brings in `list_jobs` twice from one module: reported there, once,
    // on the second definition, and not again at the call above.
    let jobs = repo().join("tests/workspace-mcp/mcpserver/jobs.py");
    let jobs_source = std::fs::read_to_string(&jobs).unwrap();
    let module = toolsight::project::analyze_file(&jobs, &jobs_source, &mut ws, &[]);
    let diags = toolsight::rules::check(&module, &jobs_source, &Config::default());
    let c001: Vec<_> = diags.iter().filter(|d| d.code == "C001").collect();
    assert_eq!(c001.len(), 1, "{diags:#?}");
    assert_eq!(
        &jobs_source[c001[0].span.start..c001[0].span.end],
        "list_jobs"
    );
    assert!(jobs_source[..c001[0].span.start].contains("def list_jobs"));
}

/// mcp-jupyter-notebook (issue 26, seed 49): `@shared_action("markdown_add")` under
/// `@mcp.tool`, the decorator from another module of the project, sets
/// `function.__doc__` from a table before mcp reads it. D001 said mcp sends "" for the bare
/// `def`; the docstring is the decorator's, unread. A decorator of the project that leaves
/// `__doc__` alone changes nothing: D001 still fires there.
#[test]
fn a_decorator_of_another_module_that_sets_the_docstring_leaves_it_unread() {
    let path = repo().join("tests/unread_across_modules/doc_set_by_decorator/tools.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    let d001: Vec<&str> = diags
        .iter()
        .filter(|d| d.code == "D001")
        .map(|d| &source[d.span.start..d.span.end])
        .collect();
    assert_eq!(d001, ["notebook_run"], "{diags:#?}");
    let added = module
        .functions
        .iter()
        .find(|f| f.name == "notebook_markdown_add")
        .unwrap();
    let why = added.doc_unread.as_deref().unwrap_or_default();
    assert!(why.contains("`shared_action`"), "{why}");
}

/// biszx-odoo-mcp (issue 26, seed 49): main.py's registrar `tool(func)` rewrites the wrapper's
/// `__signature__` (drops `mcp`, appends `save_to`) and registers the wrapper, so mcp sends
/// `save_to`, which tools.py's docstring documents. D002 said it was no parameter; the
/// parameters sent are not the `def`'s, unread, and the hover says why.
#[test]
fn a_registrar_of_another_module_that_rewrites_the_signature_leaves_the_parameters_unread() {
    let path = repo().join("tests/unread_across_modules/signature_rewritten/tools.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    assert!(!module.marks.is_empty(), "search_models is a tool");
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        !diags.iter().any(|d| d.code == "D002"),
        "save_to is a parameter of the tool sent: {diags:#?}"
    );
    let f = module
        .functions
        .iter()
        .find(|f| f.name == "search_models")
        .unwrap();
    let why = f.params_unread.as_deref().unwrap_or_default();
    assert!(
        why.contains("`tool`") && why.contains("__signature__"),
        "{why}"
    );
}

/// The workspace-mcp forks' shape without their run-time branch (issue 26, recall52): server.py's
/// registrar gives mcp the registered function's own signature less its first parameter
/// (`original_sig.replace(parameters=params[1:])`). mcp 1.30 (run on the package) sends
/// `document_id` and `end_index` as written, so V003 on `end_index: int = None` holds; main
/// (4ece1bf) left every parameter unread and said nothing.
#[test]
fn a_registrar_of_another_module_that_removes_a_parameter_leaves_the_others_read() {
    let path = repo().join("tests/signature_removed/tools.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let f = module
        .functions
        .iter()
        .find(|f| f.name == "modify_doc_text")
        .unwrap();
    assert!(f.params_unread.is_none(), "{:?}", f.params_unread);
    let names: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["document_id", "end_index"]);
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        diags.iter().any(|d| d.code == "V003"),
        "end_index is sent as written: {diags:#?}"
    );
}

/// ouro-mcp's shape (seed 51): a loop over the server's registered tools assigns each its
/// description and schema after registration. What mcp sends is what the loop assigns, which
/// toolsight does not evaluate: the description and parameters are unread, T001 (1,818 tokens
/// on the docstring as written, reported by 7731966) says nothing, and the reason names the
/// loop. Analysed through the workspace, as `check` and the server do: a single module's
/// extraction does not look for the loop. The fixture is an import root of its own: the loop
/// makes every MCP tool of its project unread, the other fixtures' too if it shared theirs.
#[test]
fn a_loop_that_rewrites_the_registered_tools_leaves_their_payload_unread() {
    let path = repo().join("tests/tools_rewritten/server.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    assert!(!module.marks.is_empty(), "update_post is a tool");
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        !diags.iter().any(|d| d.code == "T001"),
        "the payload sent is the loop's: {diags:#?}"
    );
    let f = module
        .functions
        .iter()
        .find(|f| f.name == "update_post")
        .unwrap();
    let why = f.doc_unread.as_deref().unwrap_or_default();
    assert!(why.contains("description"), "{why}");
    assert!(f.params_unread.is_some(), "the schema is assigned too");
}

/// fix51b's loop scoped to its server (issue 26): a loop over `mcp`'s registered tools that
/// hands each schema to a project function leaves the parameters of `mcp`'s tools unread, not
/// those of another server of the project (`admin`, in the loop's module and registered from
/// another one). Its own import root: the loop would silence other fixtures' tools otherwise.
#[test]
fn a_rewrite_loop_leaves_only_its_own_servers_tools_unread() {
    let dir = repo().join("tests/tools_rewritten_scoped");
    let mut ws = toolsight::project::Workspaces::default();
    let mut v003 = Vec::new();
    for file in ["app.py", "more.py"] {
        let path = dir.join(file);
        let source = std::fs::read_to_string(&path).unwrap();
        let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
        let w = ws.for_file(&path);
        let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
        for d in diags.iter().filter(|d| d.code == "V003") {
            let line = source[..d.span.start].lines().count();
            let function = module
                .functions
                .iter()
                .find(|f| f.span.start <= d.span.start && d.span.end <= f.span.end)
                .map(|f| f.name.clone())
                .unwrap_or_default();
            v003.push((file, function, line));
        }
        if file == "app.py" {
            let search = module
                .functions
                .iter()
                .find(|f| f.name == "search")
                .unwrap();
            assert!(
                search.params_unread.is_some(),
                "the loop iterates mcp, which search is registered on"
            );
            let purge = module.functions.iter().find(|f| f.name == "purge").unwrap();
            assert!(purge.params_unread.is_none(), "admin is another server");
        }
    }
    let names: Vec<_> = v003.iter().map(|(f, n, _)| (*f, n.as_str())).collect();
    assert_eq!(
        names,
        [("app.py", "purge"), ("more.py", "report")],
        "{v003:?}"
    );
}

/// sublime-mcp (issue 26, seed 51): a catalog module whose list the server module registers
/// only through a name filter (`if tool["name"] in DEFAULT_TOOL_NAMES`, a literal set): the
/// entry the filter keeps is a tool; the entry it leaves out is no tool. Analysed through the
/// workspace: the filter is in the module importing the catalog. The kept entry's dict only
/// reaches `_build_tool` (through a dict comprehension toolsight does not follow), whose function FastMCP describes from its own signature (sublime-mcp
/// maps `"array"` to `list`, sent with `items: {}`: its M002s were judged wrong in seeds 51-58),
/// so its listing is unread and no M002 is said about the dict's schema (fix59a).
#[test]
fn a_catalog_registered_through_a_name_filter_has_only_the_kept_entries_as_tools() {
    let path = repo().join("tests/catalog_filter/catalog.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let tools: Vec<_> = module
        .marks
        .iter()
        .map(|m| module.functions[m.function].name.as_str())
        .collect();
    assert_eq!(tools, ["move_paths"], "delete_folder is never registered");
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    let m002: Vec<_> = diags
        .iter()
        .filter(|d| d.code == "M002")
        .map(|d| &source[d.span.start..d.span.end])
        .collect();
    assert!(m002.is_empty(), "{diags:#?}");
    let kept = &module.functions[module.marks[0].function];
    assert!(
        kept.listed_unread.is_some(),
        "the kept entry's listing is unread"
    );
}

/// The `code` findings `check` reports on `tests/server_sets` with `tokens.set-budget` at
/// `budget`, as (file, line, message, related files), in the report's order.
fn server_set_findings(code: &str, budget: u32) -> Vec<(String, usize, String, Vec<String>)> {
    findings_in("server_sets", code, budget)
}

/// The `code` findings `check` reports on `tests/<dir>` (files and related files named
/// from `dir`), as `server_set_findings`.
fn findings_in(dir: &str, code: &str, budget: u32) -> Vec<(String, usize, String, Vec<String>)> {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args([
            "check",
            &format!("tests/{dir}"),
            "--output-format",
            "sarif",
            "--exit-zero",
            "--select",
            code,
            "--config",
            &format!("tokens.set-budget={budget}"),
        ])
        .current_dir(repo())
        .output()
        .expect("run toolsight");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let file = |l: &serde_json::Value| {
        l["physicalLocation"]["artifactLocation"]["uri"]
            .as_str()
            .unwrap_or_default()
            .rsplit(&format!("{dir}/"))
            .next()
            .unwrap_or_default()
            .to_string()
    };
    v["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["ruleId"] == code)
        .map(|r| {
            let at = &r["locations"][0];
            let related = r["relatedLocations"]
                .as_array()
                .map(|a| a.iter().map(file).collect())
                .unwrap_or_default();
            (
                file(at),
                at["physicalLocation"]["region"]["startLine"]
                    .as_u64()
                    .unwrap_or_default() as usize,
                r["message"]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
                related,
            )
        })
        .collect()
}

/// omni-app-mcp (issue 26, seed 53): one server (`shop.server.mcp`) that two modules
/// register on is one set, sent whole in one `tools/list`. Its cost is judged once, over
/// both modules' tools (orders 253 tokens, stock 128: 381), on the first module's
/// registrations with the other's as a related location; a module alone over the budget is
/// not a second finding. The tools another server of the project (`admin.server.panel`)
/// lists are not in the set.
#[test]
fn modules_registering_on_one_imported_server_are_one_set() {
    // Each shop module under the budget alone, the two together over it.
    let whole = server_set_findings("T002", 300);
    assert_eq!(whole.len(), 1, "{whole:#?}");
    let (file, line, message, related) = &whole[0];
    assert_eq!((file.as_str(), *line), ("shop/orders.py", 5), "{whole:#?}");
    assert!(
        message.starts_with(
            "these 5 tools, registered on `shop.server.mcp` by 2 modules, cost 381 tokens"
        ),
        "{message}"
    );
    assert_eq!(related, &["shop/stock.py"]);
    // Each module over the budget alone: still one finding per server.
    let each = server_set_findings("T002", 120);
    let places: Vec<(&str, usize)> = each.iter().map(|(f, l, _, _)| (f.as_str(), *l)).collect();
    assert_eq!(
        places,
        [("admin/users.py", 5), ("shop/orders.py", 5)],
        "{each:#?}"
    );
    assert!(
        each[0].2.starts_with("these 2 tools cost 133 tokens"),
        "{each:#?}"
    );
    assert!(
        each[1].2.starts_with("these 5 tools, registered"),
        "{each:#?}"
    );
}

/// Two modules registering a tool named `lookup` on one imported server: the server keeps
/// one (fire, issue 26's collisions across modules on one server). A third `lookup` on the
/// project's other server (`admin.server.panel`) collides with neither (quiet).
#[test]
fn modules_registering_one_name_on_one_imported_server_collide() {
    let found = server_set_findings("C001", 10_000);
    let places: Vec<(&str, usize)> = found.iter().map(|(f, l, _, _)| (f.as_str(), *l)).collect();
    assert_eq!(places, [("shop/stock.py", 12)], "{found:#?}");
    let (_, _, message, related) = &found[0];
    assert!(
        message.starts_with("two tools named `lookup` from different modules are sent together"),
        "{message}"
    );
    assert_eq!(related, &["shop/orders.py"]);
}

/// everysk-mcp and mcp-pavoot (issue 26, seed 54): tool modules whose registering function
/// `crm.server` hands its `mcp` (`register_contacts(mcp)`), or that register on `srv.mcp`
/// after `import crm.server as srv`, are one set on `crm.server.mcp`: one T002, the other
/// modules as related locations (fire). `register_reports` is also handed the admin panel
/// (`crm/admin.py`): its tool reaches two servers, and stays a set of its own (quiet). The
/// collision of contacts' and deals' `search` is reported once, where `crm.server` hands
/// both over (as before): not again between the modules.
#[test]
fn modules_reaching_one_server_through_a_parameter_or_its_module_are_one_set() {
    let sets = findings_in("server_params", "T002", 100);
    let places: Vec<(&str, usize)> = sets.iter().map(|(f, l, _, _)| (f.as_str(), *l)).collect();
    assert_eq!(places, [("crm/contacts.py", 6)], "{sets:#?}");
    let (_, _, message, related) = &sets[0];
    assert!(
        message.starts_with("these 5 tools, registered on `crm.server.mcp` by 3 modules"),
        "{message}"
    );
    assert_eq!(related, &["crm/deals.py", "crm/notes.py"]);
    let collisions = findings_in("server_params", "C001", 10_000);
    let places: Vec<(&str, usize)> = collisions
        .iter()
        .map(|(f, l, _, _)| (f.as_str(), *l))
        .collect();
    assert_eq!(places, [("crm/server.py", 11)], "{collisions:#?}");
}

/// pixeltable, failures-mcp, amadeus (issue 26, seed 55): a module shipped twice byte for
/// byte has each finding once, on the copy an import reaches (`pkg.main` imports
/// `pkg.server`; `loose/server.py` sorts first), the copy as a related location (fire). Two
/// modules a byte apart are two modules: both keep their finding (quiet).
#[test]
fn byte_identical_copies_of_a_module_report_each_finding_once() {
    let found = findings_in("copies", "V003", 10_000);
    let places: Vec<(&str, usize, &[String])> = found
        .iter()
        .map(|(f, l, _, r)| (f.as_str(), *l, r.as_slice()))
        .collect();
    assert_eq!(
        places,
        [
            ("pkg/near.py", 8, &[][..]),
            ("pkg/near_copy.py", 8, &[][..]),
            ("pkg/server.py", 8, &["loose/server.py".to_string()][..]),
        ],
        "{found:#?}"
    );
}

/// Diagnostics of `toolsight check DIR` (JSON) as (code, file name) pairs.
fn check_dir(dir: &str) -> Vec<(String, String)> {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["check", dir, "--output-format", "json", "--exit-zero"])
        .current_dir(repo())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    v.iter()
        .map(|d| {
            let file = d["file"]
                .as_str()
                .unwrap_or("")
                .rsplit('/')
                .next()
                .unwrap_or("");
            (d["code"].as_str().unwrap().to_string(), file.to_string())
        })
        .collect()
}

#[test]
fn tools_registered_only_inside_a_method_nothing_calls_are_listed_and_not_reported() {
    // iflow-mcp-doris-mcp-server: `register_tools_with_mcp` occurs only in its `def`.
    assert_eq!(check_dir("tests/uncalled_registrar/quiet"), vec![]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", "tests/uncalled_registrar/quiet"])
        .current_dir(repo())
        .output()
        .unwrap();
    let v: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v.len(), 2, "both tools are listed: {v:#?}");
    for t in &v {
        assert_eq!(
            t["note"],
            "registered only inside `ToolsManager.register_tools_with_mcp`, which nothing in the project calls: listed, never registered, not sent to any client",
            "{t:#?}"
        );
    }
    // The same answer through the workspace a file is analysed in.
    let path = repo().join("tests/uncalled_registrar/quiet/dbtools/manager.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let uncalled: Vec<_> = module
        .functions
        .iter()
        .filter_map(|f| {
            f.registered_uncalled
                .as_ref()
                .map(|by| (f.name.as_str(), by.as_str()))
        })
        .collect();
    assert_eq!(
        uncalled,
        vec![
            ("exec_query", "ToolsManager.register_tools_with_mcp"),
            ("list_tables", "ToolsManager.register_tools_with_mcp")
        ]
    );
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    assert!(diags.is_empty(), "{diags:#?}");
}

#[test]
fn tools_registered_inside_a_method_that_is_called_or_may_be_are_reported() {
    // Called from another module (`server.py`) and, in `local.py`, by the class itself.
    let mut fire = check_dir("tests/uncalled_registrar/fire");
    fire.sort();
    let d001 = |f: &str| ("D001".to_string(), f.to_string());
    assert_eq!(
        fire,
        vec![d001("local.py"), d001("manager.py"), d001("manager.py")]
    );
    // Called by pytest (iris-security-crewai, issue 26): a `Test*` class's `test*` method in a
    // `test_*.py` module. crewai 1.15.30's strict mode makes `data_region` required (judged
    // right, ran on the shape); the same method in `helpers.py` is not collected.
    assert_eq!(
        check_dir("tests/uncalled_registrar/pytest"),
        vec![("S011".to_string(), "test_agent.py".to_string())]
    );
    // Called by a computed name somewhere in the project: it may be any method.
    assert_eq!(
        check_dir("tests/uncalled_registrar/dynamic"),
        vec![d001("manager.py")]
    );
}

/// iflow-mcp-scottrbk-forgetful (issue 26, seed 55): `app/routes/mcp/entity_tools.py` defines
/// `def register(mcp): @mcp.tool() ...` and no import of the project reaches the module (its
/// alembic migration loads files under `_db_helpers/` only). d37038b: 2 D001 there.
#[test]
fn tools_registered_on_a_parameter_in_a_module_no_import_reaches_are_listed_and_not_reported() {
    assert_eq!(check_dir("tests/unimported_registrar/quiet"), vec![]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", "tests/unimported_registrar/quiet"])
        .current_dir(repo())
        .output()
        .unwrap();
    let v: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let notes: Vec<(&str, &str)> = v
        .iter()
        .map(|t| {
            (
                t["name"].as_str().unwrap_or(""),
                t["note"].as_str().unwrap_or(""),
            )
        })
        .collect();
    let why = "registered only inside `register` of module `app.routes.mcp.entity_tools`, which no import of the project reaches: listed, never registered, not sent to any client";
    let mut notes = notes;
    notes.sort();
    assert_eq!(
        notes,
        vec![("create_entity", why), ("delete_entity", why), ("ping", "")],
        "{v:#?}"
    );
}

/// The same module imported (`fire`), loaded by `import_module(f"{TOOLS_PACKAGE}.{name}_tools")`
/// (`dynamic`), possibly loaded by an `import_module(name)` whose name is not read (`unread`),
/// and a module-level server in a file nothing imports (`fastmcp run` serves it): reported.
#[test]
fn tools_registered_in_a_module_an_import_may_reach_are_reported() {
    let d001 = |f: &str| ("D001".to_string(), f.to_string());
    for dir in ["fire", "dynamic", "unread"] {
        assert_eq!(
            check_dir(&format!("tests/unimported_registrar/{dir}")),
            vec![d001("entity_tools.py"), d001("entity_tools.py")],
            "{dir}"
        );
    }
    assert_eq!(
        check_dir("tests/unimported_registrar/module_server"),
        vec![d001("standalone.py")]
    );
}

/// cymetica-eventtrader-mcp (issue 26, seed 58: one V003 judged wrong): `tools/mcp_probe.py`
/// registers at its top level on a server it imports with `from ..core import mcp`, and no
/// module imports it. Run as a file (`fastmcp run`, `mcp run`, `python f.py`: fastmcp 4.1.6
/// on the fixture fails with "attempted relative import with no known parent package") it
/// stops at that import; it has no `__main__` and calls nothing at its top level, so
/// `python -m` serves nothing. Its tools are listed with the reason and nothing is reported
/// (de8f1a9: 3 D001 and 1 V003 here). The imported `markets` module's tool is sent.
#[test]
fn tools_registered_at_the_top_level_of_a_module_nothing_can_run_are_listed_and_not_reported() {
    let dir = "tests/unimported_module_level/quiet";
    assert_eq!(check_dir(dir), vec![]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", dir])
        .current_dir(repo())
        .output()
        .unwrap();
    let v: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let mut notes: Vec<(&str, &str)> = v
        .iter()
        .map(|t| {
            (
                t["name"].as_str().unwrap_or(""),
                t["note"].as_str().unwrap_or(""),
            )
        })
        .collect();
    notes.sort();
    let why = |module: &str, line: usize| {
        format!("registered at the top level of module `{module}`, which no import of the project reaches and which cannot run as a file (its relative import at line {line} raises outside its package): listed, never registered, not sent to any client")
    };
    let probe = why("pkg.tools.probe", 7);
    let ledger = why("pkg.tools.ledger", 3);
    assert_eq!(
        notes,
        vec![
            ("get_market", ""),
            ("ledger_entry", ledger.as_str()),
            ("ping", probe.as_str()),
            ("probe_server", probe.as_str()),
        ],
        "{v:#?}"
    );
}

/// The same modules where something may run them: imported by the server (`imported`),
/// importing the server by its absolute name (`absolute`: `fastmcp run pkg/tools/probe.py`
/// with the project on the path lists its 2 tools), loaded by
/// `import_module(f"pkg.tools.{file[:-3]}")` over a directory listing (`dynamic`), the
/// relative import inside `try` with an absolute fallback (`guarded`), and a
/// `__main__` guard that serves the server (`main_guard`: `python -m pkg.tools.probe`).
#[test]
fn tools_registered_at_the_top_level_of_a_module_that_may_run_are_reported() {
    let d = |code: &str, f: &str| (code.to_string(), f.to_string());
    let mut want = vec![
        d("D001", "ledger.py"),
        d("D001", "probe.py"),
        d("D001", "probe.py"),
        d("V003", "probe.py"),
    ];
    want.sort();
    for dir in ["imported", "absolute", "dynamic", "guarded", "main_guard"] {
        let mut got = check_dir(&format!("tests/unimported_module_level/{dir}"));
        got.sort();
        assert_eq!(got, want, "{dir}");
    }
}

/// homeshed-mcp (issue 26, seed 53): the project's `@tool` records a capability in a list;
/// another module registers each one in a loop with `mcp.add_tool(c.func, name=f"...",
/// description=_description(c))`. mcp 2.3 (run on the fixture) sends that description, not
/// the docstring, under that name: both are unread, so no D001 (79a86d5: "has no docstring:
/// mcp sends the description \"\""), and the payload says why.
#[test]
fn a_registry_loop_that_passes_its_own_description_leaves_it_unread() {
    let path = repo().join("tests/registry_loop/tools.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    assert!(!module.marks.is_empty(), "disk_usage is a tool");
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        !diags.iter().any(|d| d.code == "D001"),
        "the description sent is the loop's: {diags:#?}"
    );
    let entries =
        toolsight::render::render_module(&module, &toolsight::render::Selection::default());
    let why = entries
        .iter()
        .find_map(|e| e.rendered.result.as_ref().err())
        .map(|e| e.message.clone())
        .unwrap_or_default();
    assert!(
        why.contains("is unread") && why.contains("capability"),
        "{why}"
    );
}

/// volcengine-ark-mcp (seed 52): the server's project class (another module) overrides `tool`
/// and sets a description of its own; mcp 2.3 lists `generate_image` with the table's
/// description. That description is unread: no D001 (79a86d5: "has no docstring: mcp sends
/// the description \"\""), and the reason names the override. The function is still the
/// tool: the override only sets options.
#[test]
fn a_server_class_overriding_tool_with_its_own_description_leaves_it_unread() {
    let path = repo().join("tests/server_override/ark/server.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    assert!(!module.marks.is_empty(), "generate_image is a tool");
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        !diags.iter().any(|d| d.code == "D001"),
        "the description sent is the override's: {diags:#?}"
    );
    let f = module
        .functions
        .iter()
        .find(|f| f.name == "generate_image")
        .unwrap();
    assert!(f.wrapped_unread.is_none(), "{:?}", f.wrapped_unread);
    let entries =
        toolsight::render::render_module(&module, &toolsight::render::Selection::default());
    let why = entries
        .iter()
        .find_map(|e| e.rendered.result.as_ref().err())
        .map(|e| e.message.clone())
        .unwrap_or_default();
    assert!(
        why.contains("the description is unread") && why.contains("ReliableMCPServer.tool"),
        "{why}"
    );
}

/// The N006 lines of each file of a fixture project, as (file, line), checked as the command
/// line checks them (each module with its workspace).
fn n006_lines(dir: &str, files: &[&str]) -> Vec<(String, usize)> {
    let dir = repo().join(dir);
    let mut ws = toolsight::project::Workspaces::default();
    let mut out = Vec::new();
    for file in files {
        let path = dir.join(file);
        let source = std::fs::read_to_string(&path).unwrap();
        let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
        let w = ws.for_file(&path);
        let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
        for d in diags.iter().filter(|d| d.code == "N006") {
            out.push((file.to_string(), source[..d.span.start].lines().count()));
        }
    }
    out
}

/// maplestats-mcp's shape (seed 56, 2 N006 wrong): standalone `@tool`s a provider loads, and
/// a server built in a function whose listing a subclass of `BM25SearchTransform` replaces
/// (fastmcp 4.1.6 lists `['search_tools', 'call_tool']`, ran): no client prefixes their names.
#[test]
fn tools_behind_a_search_transform_get_no_listing_advice() {
    assert_eq!(
        n006_lines("tests/listing_search", &["server.py", "pkg/tools.py"]),
        Vec::<(String, usize)>::new()
    );
}

/// The tool a search transform pins stays listed, and so does every tool of a server without
/// a transform (N006 on both); the other tool of the transformed server is not listed, and
/// a transform toolsight does not read (`Namespace`, which prefixes every name) leaves the
/// listing unread (fastmcp 4.1.6 lists `[pinned, 'search_tools', 'call_tool']`, `[stale]` and
/// `['github_list_...']`, ran).
#[test]
fn a_search_transform_keeps_its_pinned_tools_listed() {
    assert_eq!(
        n006_lines("tests/listing_pinned", &["app.py", "namespaced.py"]),
        vec![("app.py".to_string(), 15), ("app.py".to_string(), 35)]
    );
}

/// stepfun-mcp's shape (issue 26, judged right in hunt-15 and seed 43, lost on e2bb5af): a
/// default spelled through a name `from starpkg.const import *` binds. fix54a leaves a tool's
/// parameters unread where a default's name holds a value toolsight does not read (it may be
/// a dependency fastmcp leaves out); the star import binds `const`'s public names (it has no
/// `__all__`), so the defaults are read as an explicit import's would be. fastmcp 4.1.6 (the
/// oracle venv `fw`, run on the fixture) lists `text_to_image` with `model` defaulting to
/// "step-1x-medium" and `seed: {type: integer, default: null}`, leaves `client = CLIENT`
/// (`Depends(...)`) out of `image_with_client`, and sends `steps` as written; but `computed`'s
/// `__all__` is computed, so which names its star import binds is not read and
/// `image_computed` says nothing.
#[test]
fn defaults_through_a_star_import_are_the_star_imported_modules_values() {
    let path = repo().join("tests/star_imports/starpkg/server.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    let mut v003: Vec<String> = diags
        .iter()
        .filter(|d| d.code == "V003")
        .map(|d| d.message.split('`').nth(1).unwrap_or_default().to_string())
        .collect();
    v003.sort();
    assert_eq!(v003, ["seed", "size"], "{diags:#?}");
    assert!(
        !diags.iter().any(|d| d.code == "L001"),
        "client is a dependency fastmcp leaves out: {diags:#?}"
    );
    let sel = toolsight::render::Selection {
        providers: vec![toolsight::frameworks::Provider::Mcp],
        ..Default::default()
    };
    let entries: Vec<serde_json::Value> = toolsight::render::render_module(&module, &sel)
        .iter()
        .map(|e| e.to_json())
        .collect();
    let entry = |name: &str| entries.iter().find(|e| e["name"] == name).unwrap();
    assert_eq!(
        entry("text_to_image")["schema"]["inputSchema"]["properties"]["model"]["default"],
        "step-1x-medium"
    );
    let unread = entry("image_computed")["error"]["message"].to_string();
    assert!(unread.contains("COMPUTED_MODEL"), "{unread}");
}

/// jaegis-raverse-mcp-server 1.0.13 (issue 26, fix60a): the server class's `get_tools_list`
/// returns hand-written `tools/list` entries that another module lists, through
/// `self.mcp_server.get_tools_list()` on the instance its constructor is handed (`main` makes
/// it with `CatalogServer.__new__(CatalogServer)` and passes it to `run_server`). The entries
/// reach the listing: `patches`, an array without `items`, is M002 (judged right on the build
/// before fix59a, lost by it). `Mirror.get_tools_list` has the same name, but no call whose
/// receiver is read is on a `Mirror` (`describe`'s `backend` is not read): its entry stays
/// listed unread, and silent.
#[test]
fn entries_a_method_returns_are_listed_through_a_call_on_an_instance_of_its_class() {
    let path = repo().join("tests/listing_through_a_method/raverse/server.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let tool = |name: &str| {
        module
            .marks
            .iter()
            .map(|m| &module.functions[m.function])
            .find(|f| f.name == name)
            .unwrap_or_else(|| panic!("{name} is a tool: {:#?}", module.marks))
    };
    assert_eq!(tool("apply_patch").listed_unread, None);
    let mirror = tool("mirror_patch")
        .listed_unread
        .as_deref()
        .unwrap_or_default();
    assert!(mirror.contains("get_tools_list"), "{mirror}");
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    let m002: Vec<_> = diags
        .iter()
        .filter(|d| d.code == "M002")
        .map(|d| source[..d.span.start].lines().count())
        .collect();
    assert_eq!(m002, [27], "{diags:#?}");
}

/// iflow-mcp-jcwleo-ccxt-mcp-server (issue 26, seed 59) across modules: `shop/stock.py`
/// cannot be compiled (CPython 3.11 and 3.12 raise `SyntaxError` at `warehouse`, a parameter
/// without a default after one with a default), so `server.py`'s loader logs the error and
/// serves `shop/orders.py`'s tools only (mcp 1.30: `order_status`, `lookup`). On 26f64f8 the
/// set was both modules' five tools (274 tokens, T002 at any budget below) and the two
/// `lookup`s collided (C001).
#[test]
fn a_module_python_cannot_compile_is_in_no_set_and_reports_only_why() {
    assert_eq!(findings_in("uncompilable", "T002", 150), vec![]);
    assert_eq!(findings_in("uncompilable", "C001", 10_000), vec![]);
    let mut all = check_dir("tests/uncompilable");
    all.sort();
    assert_eq!(all, vec![("X006".to_string(), "stock.py".to_string())]);
    let x006 = findings_in("uncompilable", "X006", 10_000);
    assert_eq!(
        x006,
        vec![(
            "shop/stock.py".to_string(),
            5,
            "Python cannot compile this module: it raises `SyntaxError: parameter without a default follows parameter with a default` (Python 3.12 and later; 3.11: `non-default argument follows default argument`), so importing or running the module fails and none of its 3 tools is ever registered".to_string(),
            vec![]
        )]
    );
    // Listed, with Python's message.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", "tests/uncompilable/shop/stock.py"])
        .current_dir(repo())
        .output()
        .unwrap();
    let v: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = v.iter().filter_map(|t| t["name"].as_str()).collect();
    assert_eq!(names, ["stock_level", "lookup", "reorder"], "{v:#?}");
    for t in &v {
        assert_eq!(
            t["note"],
            "its module cannot be compiled: Python raises `SyntaxError: parameter without a default follows parameter with a default` (Python 3.12 and later; 3.11: `non-default argument follows default argument`) for line 5, so importing or running the module fails before any tool is registered: listed, never registered, not sent to any client",
            "{t:#?}"
        );
    }
    // Through the workspace a file is analysed in: the module, not its tools' registrations
    // elsewhere, decides.
    let path = repo().join("tests/uncompilable/shop/stock.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let e = module
        .compile_error
        .as_ref()
        .expect("stock.py does not compile");
    assert_eq!(
        (e.line, &source[e.span.start..e.span.end]),
        (5, "warehouse: str")
    );
    let marked: Vec<&str> = module
        .functions
        .iter()
        .filter(|f| f.uncompilable.is_some())
        .map(|f| f.name.as_str())
        .collect();
    assert_eq!(marked, ["stock_level", "lookup", "reorder"]);
    let diags = toolsight::rules::check(&module, &source, &Config::default());
    let codes: Vec<&str> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, ["X006"], "{diags:#?}");
}

/// instrmcp (issue 26, seed 60): a registrar module importing only `mcp.types` registers a tool
/// without a docstring on the server it is handed, and the server module rewrites the tools'
/// descriptions with fastmcp's `ToolTransform({tool_name: ToolTransformConfig(...)})` built in
/// a loop over a configuration file. The description sent is the configuration's: unread, so
/// D001 ("mcp sends the description \"\"") is not reported; the tool is still listed.
#[test]
fn a_tool_transform_of_unread_names_leaves_the_descriptions_unread() {
    let path = repo().join("tests/tool_transform_unread/lab/registrar.py");
    let source = std::fs::read_to_string(&path).unwrap();
    let mut ws = toolsight::project::Workspaces::default();
    let module = toolsight::project::analyze_file(&path, &source, &mut ws, &[]);
    let w = ws.for_file(&path);
    let diags = toolsight::rules::check_with(&module, &source, &Config::default(), Some(&*w));
    assert!(
        !diags.iter().any(|d| d.code == "D001"),
        "the description is the transform's: {diags:#?}"
    );
    let f = module
        .functions
        .iter()
        .find(|f| f.name == "get_values")
        .expect("the tool is still found");
    assert!(
        f.doc_unread
            .as_deref()
            .is_some_and(|why| why.contains("ToolTransform")),
        "the hover says why: {:?}",
        f.doc_unread
    );
}
