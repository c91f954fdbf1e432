//! One document's complete analysis: its model, every tool's payloads and the diagnostics.
//! This is what the language server caches per document version, and what hovers, lenses,
//! code actions and `toolsight.showSchemas` read.

use tree_sitter::Tree;

use crate::config::Config;
use crate::dialects::Provider;
use crate::model::{Library, Module};
use crate::render::Entry;
use crate::rules::{self, Diagnostic};

#[derive(Clone, Debug)]
pub struct ToolSummary {
    /// Index into `Module::functions`.
    pub index: usize,
    pub library: Library,
    pub entries: Vec<Entry>,
    pub providers: Vec<Provider>,
}

#[derive(Clone, Debug)]
pub struct Analysis {
    pub module: Module,
    pub tools: Vec<ToolSummary>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Analysis {
    pub fn tool_at(&self, offset: usize) -> Option<&ToolSummary> {
        self.tools.iter().find(|t| {
            let f = &self.module.functions[t.index];
            f.span.start <= offset && offset <= f.signature_span.end
        })
    }

    pub fn tool_named(&self, name: &str) -> Option<&ToolSummary> {
        self.tools.iter().find(|t| {
            let f = &self.module.functions[t.index];
            f.qualname == name || f.name == name
        })
    }

    pub fn diagnostics_of(&self, tool: &ToolSummary) -> impl Iterator<Item = &Diagnostic> {
        let idx = tool.index;
        self.diagnostics
            .iter()
            .filter(move |d| d.function == Some(idx))
    }
}

pub fn analyze(text: &str, tree: &Tree, module_name: &str, config: &Config) -> Analysis {
    let module = crate::extract::analyze_tree(text, tree, module_name);
    let (tools, diagnostics) = {
        let ctx = rules::Ctx::new(&module, text, config);
        let diagnostics = rules::check_ctx(&ctx);
        let tools = ctx
            .tools
            .iter()
            .map(|t| ToolSummary {
                index: t.index,
                library: t.library,
                entries: t.entries.clone(),
                providers: t.providers.clone(),
            })
            .collect();
        (tools, diagnostics)
    };
    Analysis {
        module,
        tools,
        diagnostics,
    }
}
