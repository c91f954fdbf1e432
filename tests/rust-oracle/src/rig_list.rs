//! rig-core: each corpus tool's `ToolDefinition` (`rig_core::tool::tool_definition`, what an
//! agent sends as `native`), rig's own OpenAI Responses conversion
//! (`ResponsesToolDefinition::from(definition)`, `openai-responses`) and its strict form
//! (`.with_strict()`, the `rig-strict` directory).

use rig_core::completion::ToolDefinition;
use rig_core::providers::openai::responses_api::ResponsesToolDefinition;
use rig_core::tool::{tool_definition, Tool};

use crate::golden::{catch, pretty, Body, Entry, Goldens};

pub struct RigSpec {
    pub stem: &'static str,
    /// `Type` for a hand-written tool, `fn` for a `#[rig_tool]` fn.
    pub path: &'static str,
    pub name: &'static str,
    pub definition: fn() -> ToolDefinition,
}

fn definition<T: Tool + Default>() -> ToolDefinition {
    tool_definition(&T::default())
}

/// `tool!(stem, Type)` for `impl Tool`; `tool!(stem, fn => Type)` for `#[rig_tool] fn`, whose
/// generated unit struct is `Type`.
macro_rules! tool {
    ($stem:ident, $ty:ident) => {
        RigSpec {
            stem: stringify!($stem),
            path: stringify!($ty),
            name: <crate::$stem::$ty as Tool>::NAME,
            definition: definition::<crate::$stem::$ty>,
        }
    };
    ($stem:ident, $f:ident => $ty:ident) => {
        RigSpec {
            stem: stringify!($stem),
            path: stringify!($f),
            name: <crate::$stem::$ty as Tool>::NAME,
            definition: definition::<crate::$stem::$ty>,
        }
    };
}

pub fn specs() -> Vec<RigSpec> {
    vec![
        tool!(r11_rig_trait, Calculator),
        tool!(r11_rig_trait, WeatherTool),
        tool!(r11_rig_trait, WeatherToValue),
        tool!(r11_rig_trait, SaveNote),
        tool!(r11_rig_trait, DocSearch),
        tool!(r11_rig_trait, SendEmail),
        tool!(r11_rig_trait, WebSearch),
        tool!(r11_rig_trait, LongName),
        tool!(r11_rig_trait, AddInts),
        tool!(r11_rig_trait, AddFloats),
        tool!(r11_rig_trait, Memory),
        tool!(r12_rig_tool_macro, add => Add),
        tool!(r12_rig_tool_macro, define => Define),
        tool!(r12_rig_tool_macro, undocumented => Undocumented),
        tool!(r12_rig_tool_macro, current_time => CurrentTime),
        tool!(r12_rig_tool_macro, search_index => SearchIndex),
        tool!(r12_rig_tool_macro, forecast => Forecast),
        tool!(r12_rig_tool_macro, remember => Remember),
        tool!(r12_rig_tool_macro, recall => Recall),
        tool!(r12_rig_tool_macro, ping => Ping),
        tool!(r12_rig_tool_macro, schedule_meeting => ScheduleMeeting),
        tool!(r12_rig_tool_macro, add_floats => AddFloats),
        tool!(r13_own_tool_trait, Remove),
        tool!(r13_own_tool_trait, CopyFile),
    ]
}

pub fn run(specs: &[RigSpec], goldens: &mut Goldens) -> usize {
    for spec in specs {
        let function = format!("{}::{}", spec.stem, spec.path);
        let entry = |provider: &'static str, body: Body| Entry {
            function: function.clone(),
            name: spec.name.to_string(),
            library: "rig",
            provider,
            body,
        };
        match catch(spec.definition) {
            Ok(def) => {
                let native = pretty(&def);
                let responses = pretty(&ResponsesToolDefinition::from(def.clone()));
                let strict = pretty(&ResponsesToolDefinition::from(def).with_strict());
                goldens.push("rig", spec.stem, entry("native", Body::Schema(native)));
                goldens.push(
                    "rig",
                    spec.stem,
                    entry("openai-responses", Body::Schema(responses)),
                );
                goldens.push(
                    "rig-strict",
                    spec.stem,
                    entry("openai-responses", Body::Schema(strict)),
                );
            }
            Err(message) => {
                for (dir, provider) in [
                    ("rig", "native"),
                    ("rig", "openai-responses"),
                    ("rig-strict", "openai-responses"),
                ] {
                    let body = Body::Error {
                        code: "panic".into(),
                        message: message.clone(),
                    };
                    goldens.push(dir, spec.stem, entry(provider, body));
                }
            }
        }
    }
    specs.len()
}
