//! Whether a method gives the framework a description of its own: a server subclass that
//! overrides its registration method and sets the description there (volcengine-ark-mcp):
//!
//! ```python
//! class ReliableMCPServer(MCPServer):
//!     def tool(self, *args, **kwargs):
//!         def decorate(fn):
//!             options = dict(kwargs)
//!             options.setdefault("description", SHORT_DESCRIPTIONS.get((self.name, fn.__name__)))
//!             super().tool(*args, **options)(fn)
//! ```
//!
//! The framework then sends that value, not the docstring; what it is is not followed
//! (unread). Handing on the caller's own description (`description=description` of a
//! parameter, `kwargs.get("description")`) is not a description of its own.

use tree_sitter::Node;

use crate::syntax::{named_children, text, walk_named, Walk};

/// Whether the body of the method `def` sets a description of its own: a `description=`
/// keyword of a call whose value is not the caller's (a parameter of the method or of a
/// function nested in it, or a read of `"description"` from the caller's keywords), a
/// `x["description"] = ...` assignment, or `x.setdefault("description", ...)`.
pub fn gives(def: Node, src: &str) -> bool {
    let Some(body) = def.child_by_field_name("body") else {
        return false;
    };
    // Most methods never spell the word: no walk for them.
    if !text(body, src).contains("description") {
        return false;
    }
    let mut params = Vec::new();
    walk_named(def, |n| {
        if n.kind() == "function_definition" {
            if let Some(ps) = n.child_by_field_name("parameters") {
                for p in named_children(ps) {
                    let name = match p.kind() {
                        "identifier" => Some(p),
                        _ => p.child_by_field_name("name").or_else(|| {
                            named_children(p)
                                .into_iter()
                                .find(|c| c.kind() == "identifier")
                        }),
                    };
                    params.extend(name.map(|n| text(n, src)));
                }
            }
        }
        Walk::Descend
    });
    let mut own = false;
    walk_named(body, |n| {
        if own {
            return Walk::Skip;
        }
        match n.kind() {
            "keyword_argument" => {
                let key = n.child_by_field_name("name").map(|k| text(k, src));
                let value = n.child_by_field_name("value");
                if key == Some("description") {
                    own |= value.is_some_and(|v| !hands_on(v, &params, src));
                }
            }
            "assignment" => {
                let left = n.child_by_field_name("left");
                own |= left.is_some_and(|l| {
                    l.kind() == "subscript"
                        && l.child_by_field_name("subscript")
                            .is_some_and(|k| is_description(k, src))
                });
            }
            "call" => {
                let f = n.child_by_field_name("function");
                let setdefault = f.is_some_and(|f| {
                    f.kind() == "attribute"
                        && f.child_by_field_name("attribute")
                            .is_some_and(|a| text(a, src) == "setdefault")
                });
                let first = n
                    .child_by_field_name("arguments")
                    .and_then(|a| named_children(a).into_iter().next());
                own |= setdefault && first.is_some_and(|k| is_description(k, src));
            }
            _ => {}
        }
        Walk::Descend
    });
    own
}

/// The string literal `"description"`.
fn is_description(n: Node, src: &str) -> bool {
    n.kind() == "string" && matches!(text(n, src), "\"description\"" | "'description'")
}

/// A value that hands on the caller's own description: a parameter, or an expression that
/// reads the key `"description"` (`kwargs.get("description")`, `kwargs["description"]`) or
/// is `None`.
fn hands_on(v: Node, params: &[&str], src: &str) -> bool {
    let v = crate::syntax::unwrap_expr(v);
    match v.kind() {
        "identifier" => params.contains(&text(v, src)),
        "none" => true,
        "call" | "subscript" => {
            let mut reads = false;
            walk_named(v, |n| {
                reads |= is_description(n, src);
                Walk::Descend
            });
            reads
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    fn gives(src: &str) -> bool {
        let tree = crate::syntax::parse(src, None);
        let def = tree.root_node().named_child(0).unwrap();
        super::gives(def, src)
    }

    #[test]
    fn a_description_of_its_own_is_seen() {
        assert!(gives(
            "def tool(self, *a, **kw):\n    o = dict(kw)\n    o.setdefault(\"description\", S.get(1))\n    return super().tool(*a, **o)\n"
        ));
        assert!(gives(
            "def tool(self, fn, **kw):\n    return super().tool(description=short(fn), **kw)\n"
        ));
        assert!(gives(
            "def add_tool(self, fn, **kw):\n    kw['description'] = dedent(fn.__doc__)\n    return super().add_tool(fn, **kw)\n"
        ));
    }

    #[test]
    fn the_callers_description_handed_on_is_not() {
        assert!(!gives(
            "def tool(self, name=None, description=None):\n    return super().tool(name=name, description=description)\n"
        ));
        assert!(!gives(
            "def tool(self, **kw):\n    def d(fn, description=None):\n        return super().tool(description=kw.get(\"description\"))(fn)\n    return d\n"
        ));
        assert!(!gives(
            "def tool(self, fn):\n    return super().tool()(fn)\n"
        ));
    }
}
