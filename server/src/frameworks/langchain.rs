//! LangChain and LangGraph (`langchain`, `langchain_core`, `langgraph`, ...): its tools are
//! found and attributed; its payloads are not modelled yet.

use super::markers::{
    Arg, ClassMarker, ClassRole, Form, ListSink, Markers, Method, NameRule, Wrapper,
};

pub static FRAMEWORK: super::Framework = super::Framework {
    id: "langchain",
    label: "LangChain",
    imports: &[
        "langchain",
        "langchain_core",
        "langchain_community",
        "langgraph",
        "langchain_openai",
        "langchain_anthropic",
        "langchain_google_genai",
    ],
    markers: Markers {
        decorators: &["tool"],
        wrappers: &[
            Wrapper {
                callee: "StructuredTool.from_function",
                arg: Arg::Keyword("coroutine"),
            },
            Wrapper {
                callee: "StructuredTool.from_function",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "Tool.from_function",
                arg: Arg::At(0, "func"),
            },
            Wrapper {
                callee: "Tool",
                arg: Arg::Keyword("func"),
            },
            Wrapper {
                callee: "StructuredTool",
                arg: Arg::Keyword("func"),
            },
            Wrapper {
                callee: "convert_to_openai_tool",
                arg: Arg::At(0, "tool"),
            },
        ],
        methods: &[Method {
            class: "",
            method: "bind_tools",
            form: Form::List(Arg::At(0, "tools")),
            loose: true,
        }],
        lists: &[
            ListSink {
                callee: "create_react_agent",
                arg: Arg::At(1, "tools"),
                bare: true,
            },
            ListSink {
                callee: "create_agent",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
            ListSink {
                callee: "create_tool_calling_agent",
                arg: Arg::At(1, "tools"),
                bare: true,
            },
            ListSink {
                callee: "ToolNode",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
            ListSink {
                callee: "initialize_agent",
                arg: Arg::At(0, "tools"),
                bare: true,
            },
            ListSink {
                callee: "AgentExecutor",
                arg: Arg::Keyword("tools"),
                bare: true,
            },
        ],
        classes: &[
            ClassMarker {
                base: "BaseTool",
                role: ClassRole::Tool { name_attr: "name" },
            },
            ClassMarker {
                base: "BaseToolkit",
                role: ClassRole::Toolkit {
                    keywords: &["tools"],
                    register: &[],
                    spec_attr: None,
                    get_tools: Some("get_tools"),
                },
            },
        ],
        name: NameRule {
            keywords: &["name"],
            positional: true,
        },
        ..Markers::NONE
    },
    providers: &[],
    targets: &[],
    renderer: None,
    degradations: &[],
};
