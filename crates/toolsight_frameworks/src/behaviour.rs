//! What a framework does in the situations the rules describe, where it differs from the
//! provider's own rule: a duplicate name, a tool that raises, a `None` for a defaulted
//! parameter, a union it collapses. Each field is the framework's behaviour as measured from
//! its source, with the text a finding quotes; rules read these fields and never name a
//! framework, so adding one touches only its own module.

use super::Provider;
use crate::model::Ty;

/// The framework's behaviour in the cases rules report; [`Behaviour::NONE`] where it simply
/// hands the tools to the provider.
#[derive(Clone, Copy, Debug)]
pub struct Behaviour {
    /// The same function listed twice in one list: the framework raises before anything is
    /// sent. The finding's message, `{name}` replaced by the tool name.
    pub listed_twice: Option<&'static str>,
    /// Two tools of one registration group under one name: the framework keeps one of them.
    pub duplicate_in_group: Option<DuplicateInGroup>,
    /// The registration keyword that keys a tool by its name and a version: two tools of one
    /// name and different versions are both kept (the listing shows the highest), so they
    /// are no duplicate.
    pub versioned_by: Option<&'static str>,
    /// Two tools under one name from different modules, sent together: the consequence,
    /// `{name}` replaced.
    pub duplicate_across_modules: Option<&'static str>,
    /// A sync and an async function registered under one name are twins: the framework
    /// sends one of them per run (the sync set, or the async set), never both.
    pub async_twins: bool,
    /// A tool that raises for every target while the set is formatted: the consequence
    /// (the framework formats the whole set at once, so it fails together).
    pub raise_fails_set: Option<&'static str>,
    /// Error codes of the framework's that another rule reports (not the library raising).
    pub reported_elsewhere: &'static [&'static str],
    /// Error codes with a message of their own, `{message}` replaced by the error's text.
    pub error_messages: &'static [(&'static str, &'static str)],
    /// What the framework does with a `None` the model sends for a parameter whose default is
    /// not `None`, when it fills the default itself.
    pub fills_default_for_none: Option<&'static str>,
    /// A union annotation the framework sends as something else: which payloads and what.
    pub collapsed_union: Option<CollapsedUnion>,
    /// The lowest google-genai the framework's package requires (its `Requires-Dist`): what
    /// older SDKs did (refuse defaults before 1.12) cannot happen under it.
    pub gemini_sdk_floor: Option<(u32, u32, u32)>,
    /// The methods through which an agent runs a class-based tool, the one every such class
    /// defines first (langchain-core's `BaseTool.invoke` calls `run`, which calls `_run`;
    /// `ainvoke` calls `arun` and `_arun`, which falls back to `_run`). A class whose first
    /// one and every other one it defines only raise `NotImplementedError` is run by no agent: a provider-native tool that the
    /// chat model integration knowing it sends in its own form (langchain-writer's
    /// `GraphTool`, sent to Writer as `{"type": "graph", ...}`), not a function tool any
    /// provider receives (see [`Behaviour::provider_native`]).
    pub run_methods: &'static [&'static str],
}

/// Two tools of one registration group under one name.
#[derive(Clone, Copy, Debug)]
pub struct DuplicateInGroup {
    /// Only for tools registered on a registry, by its decorator or its registering call
    /// (not for plain lists).
    pub decorated_only: bool,
    /// The finding's message: `{name}` the tool name, `{function}` the replaced function.
    pub message: &'static str,
}

/// How a framework collapses a union annotation: given the annotation and the tool's
/// providers, the payloads that lose it and the finding's message (`None`: not collapsed).
pub type CollapsedUnion = fn(&Ty, &str, &str, &[Provider]) -> Option<(Vec<Provider>, String)>;

impl Behaviour {
    pub const NONE: Behaviour = Behaviour {
        listed_twice: None,
        duplicate_in_group: None,
        versioned_by: None,
        duplicate_across_modules: None,
        async_twins: false,
        raise_fails_set: None,
        reported_elsewhere: &[],
        error_messages: &[],
        fills_default_for_none: None,
        collapsed_union: None,
        gemini_sdk_floor: None,
        run_methods: &[],
    };

    /// Why a class-based tool is provider-native (see `run_methods`): `None` when an agent
    /// can run it, or when the method it would run is not defined in this module (inherited
    /// from a class toolsight does not read: unread, so not decided).
    pub fn provider_native(
        &self,
        module: &crate::model::Module,
        tool: &crate::model::Function,
    ) -> Option<String> {
        let (first, others) = self.run_methods.split_first()?;
        if tool.kind != crate::model::DefKind::Class {
            return None;
        }
        let raises_only = |m: &crate::model::Function| {
            m.only_raises
                .as_deref()
                .is_some_and(|e| e == "NotImplementedError" || e == "builtins.NotImplementedError")
        };
        let run = local_method(module, &tool.qualname, first)?;
        let others_raise = others
            .iter()
            .all(|m| local_method(module, &tool.qualname, m).is_none_or(raises_only));
        (raises_only(run) && others_raise).then(|| {
            format!(
                "`{}.{first}` only raises `NotImplementedError`: no agent runs this tool, so it is a provider-native tool the chat model integration sends in its own form, not a function tool any provider receives. Nothing is reported about its name or schema.",
                run.class.as_deref().unwrap_or(&tool.qualname)
            )
        })
    }

    /// The message of an error code that has one.
    pub fn error_message(&self, code: &str, message: &str) -> Option<String> {
        self.error_messages
            .iter()
            .find(|(c, _)| *c == code)
            .map(|(_, template)| template.replace("{message}", message))
    }
}

/// The method `name` the class `class` defines, or inherits from a base class defined in
/// this module (nearest first), when it is a `def` of this module.
fn local_method<'m>(
    module: &'m crate::model::Module,
    class: &str,
    name: &str,
) -> Option<&'m crate::model::Function> {
    let mut class = class.to_string();
    for _ in 0..16 {
        let own = module.functions.iter().find(|f| {
            f.class.as_deref() == Some(class.as_str()) && f.name == name && f.globals.is_none()
        });
        if own.is_some() {
            return own.map(|f| f.as_ref());
        }
        let def = module.classes.iter().find(|c| c.name == class)?;
        let base = def.bases.iter().find_map(|b| {
            let short = b.rsplit('.').next().unwrap_or(b);
            module.classes.iter().find(|c| {
                c.name == short && (b == short || b.starts_with(&format!("{}.", module.name)))
            })
        })?;
        class = base.name.clone();
    }
    None
}

/// The members of a union annotation other than `None`, when there are several.
pub fn multi_type(ty: &Ty) -> Option<Vec<&Ty>> {
    let members = ty.strip_annotated().union_members()?;
    let non_null: Vec<&Ty> = members.iter().filter(|m| !m.is_none()).collect();
    (non_null.len() > 1).then_some(non_null)
}
