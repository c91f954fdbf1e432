//! Which providers a module's tools are sent to, from what the code shows: a provider SDK or
//! client class (`from anthropic import Anthropic`, `ChatOpenAI(...)`), a model id
//! (`"gpt-4o"`, `"claude-sonnet-4-5"`, `"google-gla:gemini-2.5-flash"`), a provider named to a
//! formatting call (`format_tools("anthropic")`, `ProviderFormat.GEMINI`), an MCP server.
//! Rules report errors for these providers only; configuration overrides the inference.
//! Also which Gemini API a client call chooses (`genai.Client(vertexai=True)`), which google-genai's
//! declarations depend on; there the code overrides the configuration.

use crate::syntax::SpanOf;
use tree_sitter::Node;

use crate::model::markers::{Dialects, ProviderEvidence};
use crate::model::provider::GeminiApi;
use crate::model::provider::Provider;
use crate::model::{GeminiApiChoice, SentTo};
use crate::syntax::{text, Span};

use super::discover::Interest;
use super::literal::string_value;
use super::scope::Scope;

/// Whether a keyword argument may choose a provider's API (decided on the name alone, so
/// discovery can remember it per statement).
pub fn chooses_api(dialects: &Dialects, keyword: &str) -> bool {
    dialects
        .providers
        .gemini_api_switches
        .iter()
        .any(|(_, k)| *k == keyword)
}

/// The Gemini API the first client call that says one chooses (`genai.Client(vertexai=True)`);
/// a value that is not a literal `True`/`False` says nothing.
pub fn gemini_api(nodes: &[(Node, Interest)], scope: &Scope) -> Option<GeminiApiChoice> {
    let src = scope.src;
    nodes
        .iter()
        .filter(|(n, why)| *why == Interest::Provider && n.kind() == "call")
        .find_map(|(call, _)| {
            let callee = scope.qualify_expr(call.child_by_field_name("function")?, src)?;
            let (_, keyword) = scope
                .dialects
                .providers
                .gemini_api_switches
                .iter()
                .find(|(c, _)| *c == callee)?;
            let args = call.child_by_field_name("arguments")?;
            let value = crate::syntax::named_children(args)
                .into_iter()
                .filter(|k| k.kind() == "keyword_argument")
                .find(|k| {
                    k.child_by_field_name("name")
                        .is_some_and(|n| text(n, src) == *keyword)
                })?
                .child_by_field_name("value")?;
            let api = match value.kind() {
                "true" => GeminiApi::Vertex,
                "false" => GeminiApi::Developer,
                _ => return None,
            };
            Some(GeminiApiChoice {
                api,
                span: Span::of(*call),
                evidence: format!("`{}`", text(*call, src)),
            })
        })
}

fn model_providers(evidence: &ProviderEvidence, s: &str) -> Option<&'static [Provider]> {
    if s.len() > 80 || s.contains(char::is_whitespace) {
        return None;
    }
    let lower = s.to_ascii_lowercase();
    let (prefix, ps) = evidence.models.iter().find(|(p, _)| lower.starts_with(p))?;
    // `o1`, `o3` alone or followed by `-`: not any word starting with "o3".
    if matches!(*prefix, "o1" | "o3") && lower.len() > 2 && !lower[2..].starts_with('-') {
        return None;
    }
    Some(*ps)
}

/// The evidence in a module, in source order.
pub fn infer(nodes: &[(Node, Interest)], scope: &Scope) -> Vec<SentTo> {
    let src = scope.src;
    let evidence = scope.dialects.providers;
    let mut out: Vec<SentTo> = Vec::new();
    let mut add = |ps: &[Provider], span: Span, why: String| {
        for p in ps {
            if !out.iter().any(|s| s.provider == *p) {
                out.push(SentTo {
                    provider: *p,
                    span,
                    evidence: why.clone(),
                });
            }
        }
    };
    let mut imports: Vec<_> = scope.imports.values().collect();
    imports.sort_by_key(|i| i.span.start);
    for imp in imports {
        if let Some((root, ps)) = evidence
            .imports
            .iter()
            .find(|(r, _)| crate::model::markers::under_root(r, &imp.target))
        {
            add(ps, imp.span, format!("the file imports `{root}`"));
        }
        let last = imp.target.rsplit('.').next().unwrap_or(&imp.target);
        if let Some((_, ps)) = evidence.classes.iter().find(|(c, _)| *c == last) {
            add(ps, imp.span, format!("the file imports `{}`", imp.target));
        }
    }
    for (node, why) in nodes {
        if *why != Interest::Provider {
            continue;
        }
        let node = *node;
        match node.kind() {
            "string" => {
                if let Some(s) = string_value(node, src) {
                    if let Some(ps) = model_providers(evidence, &s)
                        .filter(|_| model_position(evidence, node, src))
                    {
                        add(ps, Span::of(node), format!("the model id `{s}`"));
                    } else if let Some(ps) = provider_argument(evidence, node, &s, src) {
                        let call = node.parent().and_then(|p| p.parent()).unwrap_or(node);
                        add(ps, Span::of(node), format!("`{}`", text(call, src)));
                    }
                }
            }
            "attribute" => {
                // `ProviderFormat.ANTHROPIC`
                if let Some(a) = node.child_by_field_name("attribute").map(|a| text(a, src)) {
                    let a = a.to_ascii_lowercase();
                    if let Some((_, ps)) = evidence.names.iter().find(|(n, _)| a == *n) {
                        add(ps, Span::of(node), format!("`{}`", text(node, src)));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Names of what holds a model id: keywords (`model=`, `model_id=`), parameters and
/// variables (`model: str = ...`, `MODEL = ...`, `default_model`), dict keys (`"model": ...`).
fn names_a_model(name: &str) -> bool {
    let lower = name
        .trim_matches(|c| c == '"' || c == '\'')
        .to_ascii_lowercase();
    lower == "llm" || lower.split('_').any(|w| w == "model" || w == "models")
}

/// Whether a string that looks like a model id sits where a model id goes: strong evidence
/// only. A list of choices (`Literal["pm25", "o3"]`), a price table or a docstring mentioning
/// "o3" says nothing about where the tools are sent.
fn model_position(evidence: &ProviderEvidence, node: Node, src: &str) -> bool {
    let Some(parent) = node.parent() else {
        return false;
    };
    match parent.kind() {
        "keyword_argument" | "default_parameter" | "typed_default_parameter" => parent
            .child_by_field_name("name")
            .is_some_and(|n| names_a_model(text(n, src))),
        "assignment" => parent
            .child_by_field_name("left")
            .is_some_and(|l| names_a_model(text(l, src).rsplit('.').next().unwrap_or(""))),
        "pair" => parent
            .child_by_field_name("key")
            .is_some_and(|k| names_a_model(text(k, src))),
        "argument_list" => {
            let first = crate::syntax::named_children(parent)
                .first()
                .is_some_and(|f| f.id() == node.id());
            let callee = parent
                .parent()
                .filter(|c| c.kind() == "call")
                .and_then(|c| c.child_by_field_name("function"))
                .map(|f| text(f, src));
            first
                && callee.is_some_and(|c| {
                    evidence
                        .model_first
                        .contains(&c.rsplit('.').next().unwrap_or(c))
                        || c.rsplit('.').next().is_some_and(|l| l.ends_with("Model"))
                })
        }
        _ => false,
    }
}

/// Whether a string literal's text may name a model or a provider (decided on the text
/// alone, so discovery can remember it per statement).
pub fn names_provider(dialects: &Dialects, node: Node, src: &str) -> bool {
    let t = text(node, src);
    if t.len() > 90 || t.contains(char::is_whitespace) {
        return false;
    }
    let inner = t
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .trim_matches(|c| c == '"' || c == '\'');
    let lower = inner.to_ascii_lowercase();
    let evidence = dialects.providers;
    evidence.models.iter().any(|(p, _)| lower.starts_with(p))
        || evidence.names.iter().any(|(n, _)| lower == *n)
}

/// A provider named as the argument of a formatting or session call
/// (`format_tools("anthropic")`, `create_session("openai", ...)`, `provider="gemini"`).
fn provider_argument(
    evidence: &ProviderEvidence,
    node: Node,
    s: &str,
    src: &str,
) -> Option<&'static [Provider]> {
    let parent = node.parent()?;
    let call_args = match parent.kind() {
        "argument_list" => Some(parent),
        "keyword_argument" => {
            let k = parent.child_by_field_name("name").map(|n| text(n, src))?;
            if !matches!(k, "provider" | "provider_format" | "format") {
                return None;
            }
            parent.parent()
        }
        _ => None,
    }?;
    let call = call_args.parent().filter(|c| c.kind() == "call")?;
    let callee = call.child_by_field_name("function").map(|f| text(f, src))?;
    let last = callee.rsplit('.').next().unwrap_or(callee);
    if !evidence.provider_calls.contains(&last) && parent.kind() != "keyword_argument" {
        return None;
    }
    let lower = s.to_ascii_lowercase();
    evidence
        .names
        .iter()
        .find(|(n, _)| lower == *n)
        .map(|(_, ps)| *ps)
}

#[cfg(test)]
mod tests {
    use crate::model::provider::GeminiApi;
    use crate::model::provider::Provider;

    fn inferred(src: &str) -> Vec<Provider> {
        crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, "m")
            .sent_to
            .iter()
            .map(|s| s.provider)
            .collect()
    }

    /// A model id is evidence where a model id goes; the same text as a choice, a table
    /// entry or a word is not (issue 24: `Literal["pm25", "o3"]`, an ozone level).
    #[test]
    fn model_ids_count_only_where_a_model_goes() {
        let openai = [Provider::OpenaiChat, Provider::OpenaiResponses];
        for src in [
            "from pydantic_ai import Agent\nagent = Agent(\"openai:gpt-5\")\n",
            "llm = make(model=\"gpt-4o\")\n",
            "MODEL = \"o3\"\n",
            "self_model_id = \"o3-mini\"\n",
            "def run(model: str = \"gpt-4o-mini\"): ...\n",
            "body = {\"model\": \"gpt-4.1\", \"tools\": []}\n",
            "m = OpenAIChatCompletionsModel(\"gpt-4o\")\n",
        ] {
            assert_eq!(inferred(src), openai, "{src}");
        }
        for src in [
            "from typing import Literal\ndef air(pollutant: Literal[\"pm25\", \"o3\", \"no2\"]) -> str: ...\n",
            "PRICES = {\"gpt-4o\": 2.5, \"claude-sonnet-4-5\": 3.0}\n",
            "levels = [\"o3\", \"o1\"]\n",
            "def f(gas=\"o3\"): ...\n",
            "print(\"gpt-4o\")\n",
        ] {
            assert_eq!(inferred(src), [], "{src}");
        }
        // Routing by a provider name stays evidence.
        assert_eq!(
            inferred("tools = format_tools(\"anthropic\")\n"),
            [Provider::Anthropic]
        );
    }

    fn api(src: &str) -> Option<GeminiApi> {
        crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, "m")
            .gemini_api
            .map(|c| c.api)
    }

    #[test]
    fn a_genai_client_call_chooses_the_gemini_api() {
        let vertex =
            "from google import genai\nclient = genai.Client(vertexai=True, project=\"p\")\n";
        assert_eq!(api(vertex), Some(GeminiApi::Vertex));
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, vertex, "m");
        assert_eq!(
            m.gemini_api.unwrap().evidence,
            "`genai.Client(vertexai=True, project=\"p\")`"
        );
        assert_eq!(
            api("from google.genai import Client\n\ndef make():\n    return Client(vertexai=False)\n"),
            Some(GeminiApi::Developer)
        );
        assert_eq!(
            api("import google.genai as g\nc = g.Client(vertexai=True)\n"),
            Some(GeminiApi::Vertex)
        );
        // The first call that says wins; a value that is not a literal says nothing.
        assert_eq!(
            api("from google import genai\na = genai.Client(vertexai=flag)\nb = genai.Client(vertexai=True)\nc = genai.Client(vertexai=False)\n"),
            Some(GeminiApi::Vertex)
        );
        // Not google-genai's client, or no keyword.
        assert_eq!(
            api("from other import genai\ngenai.Client(vertexai=True)\n"),
            None
        );
        assert_eq!(
            api("from google import genai\nclient = genai.Client(api_key=\"k\")\n"),
            None
        );
    }
}
