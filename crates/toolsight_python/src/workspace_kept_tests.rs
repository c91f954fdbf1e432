//! The language server keeps answers about other modules' names across generations
//! (`Workspace::invalidate`, `kept_answer_holds`): a kept answer must be what a fresh
//! computation over the same texts answers.

use super::*;
use crate::extract::External;

/// A tiny deterministic generator (the test must not depend on a crate's stream).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

fn server_workspace(root: &Path) -> Workspace {
    Workspace::scan(&toolsight_frameworks::DIALECTS, &[root.to_path_buf()])
        .with_registration_index(std::time::Duration::from_secs(600))
}

fn has_resolved(ws: &Workspace, qualified: &str) -> bool {
    ws.resolved.lock().unwrap().contains_key(qualified)
}

fn has_answer(ws: &Workspace, kind: &str, qualified: &str) -> bool {
    ws.answers
        .lock()
        .unwrap()
        .keys()
        .any(|q| q.kind == kind && q.qualified == qualified)
}

#[test]
fn a_save_keeps_the_answers_that_read_nothing_it_changed() {
    // A save of agno's `tools/studio.py` answered every question of its analysis again
    // (the bases of each toolkit, every imported type), although none read `studio.py`.
    let dir = std::env::temp_dir().join(format!("toolsight-kept-{}", std::process::id()));
    let pkg = dir.join("shop");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&pkg).unwrap();
    for (name, text) in [
        ("__init__.py", ""),
        (
            "base.py",
            "class Base:\n    \"\"\"A base.\"\"\"\n\n    x: int = 1\n",
        ),
        (
            "kit.py",
            "from shop.base import Base\n\n\nclass Kit(Base):\n    pass\n",
        ),
        ("notes.py", "NOTE = 'unrelated'\n"),
    ] {
        std::fs::write(pkg.join(name), text).unwrap();
    }
    let ws = server_workspace(&dir);
    let bases = ws.class_bases("shop.kit.Kit", 0);
    assert_eq!(bases, Some(vec!["shop.base.Base".to_string()]));
    assert!(ws.resolve("shop.base.Base", 0).is_some());
    assert!(has_resolved(&ws, "shop.base.Base"));
    assert!(has_answer(&ws, "class_bases", "shop.kit.Kit"));

    // A module neither answer read changes: both are kept.
    ws.set_overlay("shop.notes", Some(Arc::from("NOTE = 'changed'\n")));
    ws.invalidate();
    assert!(has_resolved(&ws, "shop.base.Base"));
    assert!(has_answer(&ws, "class_bases", "shop.kit.Kit"));

    // The module one of them read changes: that one is made again, the other kept.
    ws.set_overlay(
        "shop.base",
        Some(Arc::from("class Base:\n    \"\"\"Another.\"\"\"\n")),
    );
    ws.invalidate();
    assert!(!has_resolved(&ws, "shop.base.Base"));
    assert!(has_answer(&ws, "class_bases", "shop.kit.Kit"));
    ws.set_overlay(
        "shop.kit",
        Some(Arc::from(
            "from shop.base import Base\n\n\nclass Kit:\n    pass\n",
        )),
    );
    ws.invalidate();
    assert!(!has_answer(&ws, "class_bases", "shop.kit.Kit"));
    assert_eq!(ws.class_bases("shop.kit.Kit", 0), Some(vec![]));

    // A module added: nothing is kept (names may resolve elsewhere now).
    assert!(ws.resolve("shop.base.Base", 0).is_some());
    std::fs::write(pkg.join("extra.py"), "Y = 2\n").unwrap();
    ws.file_changed(&pkg.join("extra.py"), true);
    assert!(!has_resolved(&ws, "shop.base.Base"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every module's analysis with the workspace's answers, printed.
fn analyses(ws: &Workspace, texts: &[(String, String)]) -> Vec<String> {
    texts
        .iter()
        .map(|(name, text)| {
            let tree = crate::syntax::parse(text, None);
            let m = crate::extract::analyze_with(ws.dialects, text, &tree, name, None, Some(ws));
            format!("{name}: {m:?}")
        })
        .collect()
}

#[test]
fn kept_answers_answer_as_fresh_ones_after_random_edits() {
    // The multi-module discovery fixtures, edited at random one module at a time (a line
    // deleted, a line of another module inserted, the original text back): after each edit
    // every module's analysis with the answers kept across generations equals its analysis
    // with a workspace made fresh over the same texts. Keeping an answer whose computation
    // read what the edit changed fails here.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/discovery");
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    fixtures.sort();
    assert!(fixtures.len() > 10, "{}", root.display());
    let steps: usize = std::env::var("TOOLSIGHT_INDEX_FUZZ_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut compared = 0;
    for fixture in fixtures {
        let kept = server_workspace(&fixture);
        let files = kept.files();
        if files.len() < 2 {
            continue;
        }
        // The names modules are analysed under (a package's `__init__` so named).
        let originals: Vec<(String, String)> = files
            .iter()
            .map(|(name, path)| {
                let analysed = if path.ends_with("__init__.py") {
                    format!("{name}.__init__")
                } else {
                    name.clone()
                };
                (analysed, std::fs::read_to_string(path).unwrap())
            })
            .collect();
        let lines: Vec<String> = originals
            .iter()
            .flat_map(|(_, t)| t.lines().map(str::to_string))
            .collect();
        let mut texts = originals.clone();
        analyses(&kept, &texts);
        for step in 0..steps {
            let at = rng.below(texts.len());
            let mut own: Vec<String> = texts[at].1.lines().map(str::to_string).collect();
            match rng.below(3) {
                0 if !own.is_empty() => {
                    own.remove(rng.below(own.len()));
                }
                1 => {
                    let line = lines[rng.below(lines.len())].clone();
                    own.insert(rng.below(own.len() + 1), line);
                }
                _ => own = originals[at].1.lines().map(str::to_string).collect(),
            }
            texts[at].1 = own.join("\n") + "\n";
            let (name, text) = &texts[at];
            kept.set_overlay(name, Some(Arc::from(text.as_str())));
            kept.invalidate();
            let fresh = server_workspace(&fixture);
            for (n, t) in &texts {
                fresh.set_overlay(n, Some(Arc::from(t.as_str())));
            }
            assert_eq!(
                analyses(&kept, &texts),
                analyses(&fresh, &texts),
                "{} step {step}: {name} edited to\n{text}",
                fixture.display()
            );
            compared += 1;
        }
    }
    assert!(compared > 100, "{compared}");
}

#[test]
fn a_saved_documents_tree_is_kept_as_its_modules_tree() {
    // The language server hands the saved document's tree over (`keep_parsed`): questions
    // about the module's names and its entry in the index take it instead of parsing the
    // text again.
    let dir = std::env::temp_dir().join(format!("toolsight-keeptree-{}", std::process::id()));
    let pkg = dir.join("shop");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&pkg).unwrap();
    std::fs::write(pkg.join("__init__.py"), "").unwrap();
    std::fs::write(pkg.join("kit.py"), "class Kit:\n    pass\n").unwrap();
    let ws = server_workspace(&dir);
    let text: Arc<str> = Arc::from("class Kit:\n    \"\"\"Saved.\"\"\"\n");
    let tree = crate::syntax::parse(&text, None);
    let has_tree = |ws: &Workspace| ws.parsed.lock().unwrap().map.contains_key("shop.kit");
    ws.set_overlay("shop.kit", Some(text.clone()));
    ws.invalidate();
    assert!(!has_tree(&ws));
    ws.keep_parsed("shop.kit", text.clone(), tree.clone());
    assert!(has_tree(&ws));
    let kept = ws.parsed("shop.kit").unwrap();
    assert_eq!(kept.1.root_node().to_sexp(), tree.root_node().to_sexp());
    // Another text by now: the tree is not kept.
    ws.set_overlay("shop.kit", Some(Arc::from("class Kit:\n    pass\n")));
    ws.invalidate();
    ws.keep_parsed("shop.kit", text, tree);
    assert!(!has_tree(&ws));
    let _ = std::fs::remove_dir_all(&dir);
}
