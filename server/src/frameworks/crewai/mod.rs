//! CrewAI (`crewai`, `crewai_tools`): its tools are found and attributed; its payloads are not
//! modelled yet.

use super::markers::{Arg, ClassMarker, ClassRole, ListSink, Markers, NameRule};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "crewai",
    label: "CrewAI",
    imports: &["crewai", "crewai_tools"],
    markers: Markers {
        decorators: &["tool"],
        lists: &[ListSink {
            callee: "Agent",
            arg: Arg::Keyword("tools"),
            bare: false,
        }],
        classes: &[ClassMarker {
            base: "BaseTool",
            role: ClassRole::Tool { name_attr: "name" },
        }],
        name: NameRule {
            keywords: &[],
            positional: true,
        },
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
