//! Where a hand-written schema literal writes its `required` entries, found from the literal
//! itself rather than from the call that registers the tool: a literal bound to a name and
//! given to several tools (`inputSchema=create_schema`, and `field_schema = create_schema`
//! for another) is one place, so a problem in it is one finding there, whichever tool sends
//! it (salesforce-mcp).

use tree_sitter::Node;

use crate::extract::string_value;
use crate::model::Function;
use crate::syntax::Span;

use super::Ctx;

/// The element of the schema literal's top-level `required` list that holds `entry`, entry
/// `index` of the payload's `required` (`"name" "plural_name"` for `nameplural_name`): found from a
/// property key of the literal (a parameter's `name_span`) up to the object that holds
/// `properties`. `None` when the literal is not Python source this module holds, or its
/// `required` is not a list literal with one element per entry.
pub(crate) fn required_entry(ctx: &Ctx, f: &Function, index: usize, entry: &str) -> Option<Span> {
    if ctx.module.rust {
        return None;
    }
    let key = f.params.first()?.name_span;
    let root = ctx.tree().root_node();
    let key_node = root.descendant_for_byte_range(key.start, key.end)?;
    let schema = schema_object(key_node, ctx.source)?;
    let list = pair_value(schema, ctx.source, "required")?;
    if list.kind() != "list" {
        return None;
    }
    let mut cursor = list.walk();
    let elements: Vec<Node> = list
        .named_children(&mut cursor)
        .filter(|n| n.kind() != "comment")
        .collect();
    // A splat or a comprehension in the list makes the elements not the entries.
    if elements
        .iter()
        .any(|n| !matches!(n.kind(), "string" | "concatenated_string"))
    {
        return None;
    }
    let e = elements.get(index)?;
    // The element must hold the entry (a payload that reorders or rewrites `required` is
    // not the literal as written).
    (literal_text(*e, ctx.source)? == entry).then(|| Span::new(e.start_byte(), e.end_byte()))
}

/// The text a string literal or an implicit concatenation of them holds.
fn literal_text(node: Node, src: &str) -> Option<String> {
    if node.kind() == "string" {
        return string_value(node, src);
    }
    let mut cursor = node.walk();
    let parts: Option<Vec<String>> = node
        .named_children(&mut cursor)
        .filter(|n| n.kind() != "comment")
        .map(|n| string_value(n, src))
        .collect();
    Some(parts?.concat())
}

/// The dict literal holding `"properties": {...}` whose key `key` is one of, when `key` is
/// the key of a pair in that `properties` dict.
fn schema_object<'t>(key: Node<'t>, src: &str) -> Option<Node<'t>> {
    let pair = key.parent().filter(|p| p.kind() == "pair")?;
    let properties = pair.parent().filter(|p| p.kind() == "dictionary")?;
    let outer = properties.parent().filter(|p| p.kind() == "pair")?;
    let name = outer.child_by_field_name("key")?;
    if string_value(name, src).as_deref() != Some("properties") {
        return None;
    }
    outer.parent().filter(|p| p.kind() == "dictionary")
}

/// The value of the pair keyed `key` (a string) in the dict literal `dict`.
fn pair_value<'t>(dict: Node<'t>, src: &str, key: &str) -> Option<Node<'t>> {
    let mut cursor = dict.walk();
    let found = dict.named_children(&mut cursor).find(|p| {
        p.kind() == "pair"
            && p.child_by_field_name("key")
                .and_then(|k| string_value(k, src))
                .as_deref()
                == Some(key)
    })?;
    found.child_by_field_name("value")
}
