//! A project's subclass of a framework wrapper class, called like it (`Markers::subclassed`):
//! `LakeTool(func=f)` with `class LakeTool(GoogleTool)` in the project wraps `f` as the
//! framework class does. The subclass may change what is sent (its own `__init__` hiding
//! parameters, its own `_get_declaration`); toolsight does not read those, so such a tool is
//! marked with the subclass as an unread wrapper (`flow::Ref::wrapper`), and only a subclass
//! that changes none of the marker's `overrides` is rendered as the framework class.

use tree_sitter::Node;

use crate::extract::scope::{Binding, Scope};
use crate::extract::Library;
use crate::model::markers::{ends_with, Subclassed, Wrapper};
use crate::model::Ty;

/// Project classes followed between a subclass and the framework class (a deeper hierarchy
/// is no wrapper toolsight recognises).
const MAX_CHAIN: usize = 8;

/// What a class call inherits from a framework wrapper class.
pub(crate) struct Inherits {
    pub library: Library,
    /// The framework wrapper marker it calls, for the argument carrying the function.
    pub wrapper: &'static Wrapper,
    pub marker: &'static Subclassed,
    /// The framework class reached, qualified.
    pub base: String,
    /// A project class of the chain defines one of the marker's `overrides` (or cannot be
    /// read): what is sent is not the framework class's.
    pub unread: bool,
}

/// Whether the class `q` (qualified) is a project subclass of one of the frameworks'
/// subclassed wrapper classes. The framework's own wrapper classes are not: their markers
/// match them directly.
pub(crate) fn inherits(scope: &Scope, q: &str) -> Option<Inherits> {
    // Only a class name is looked up (`LakeTool`, `_MongoDbTool`): the bases of the module's
    // other calls and imports are never read, which would cost every module that imports the
    // framework a lookup per name.
    let last = q.rsplit('.').next().unwrap_or(q);
    if !last.trim_start_matches('_').starts_with(char::is_uppercase) {
        return None;
    }
    for fw in scope.dialects.iter() {
        let m = &fw.markers;
        if m.subclassed.is_empty() || m.wrappers.iter().any(|w| ends_with(q, w.callee)) {
            continue;
        }
        let mut chain = Vec::new();
        let Some((marker, base)) = reach(scope, fw, q, 0, &mut chain) else {
            continue;
        };
        let wrapper = m.wrappers.iter().find(|w| w.callee == marker.class)?;
        let unread = chain
            .iter()
            .any(|c| defines_any(scope, c, marker.overrides));
        return Some(Inherits {
            library: fw,
            wrapper,
            marker,
            base,
            unread,
        });
    }
    None
}

/// The local names of a module (its classes, the classes it imports by name) that are such
/// subclasses: discovery looks at their calls. Empty unless the module imports a framework
/// that has subclassed wrappers (the bases are only looked up then).
pub(crate) fn names(scope: &Scope) -> Vec<String> {
    let relevant = scope.dialects.iter().any(|f| {
        !f.markers.subclassed.is_empty()
            && scope
                .imports
                .values()
                .any(|i| i.installed().is_some_and(|t| f.owns(t)))
    });
    if !relevant {
        return Vec::new();
    }
    let mut out: Vec<String> = scope
        .bindings
        .iter()
        .filter(|(_, b)| matches!(b, Binding::Class(_)))
        .filter(|(n, _)| inherits(scope, &format!("{}.{n}", scope.module)).is_some())
        .map(|(n, _)| n.clone())
        .collect();
    // Their `super().__init__(f)`: a subclass that wraps a function of its own choosing.
    if !out.is_empty() {
        out.push("__init__".to_string());
    }
    out.extend(
        scope
            .imports
            .values()
            .filter(|i| !i.is_module && !i.local.is_empty())
            .filter(|i| inherits(scope, &i.target).is_some())
            .map(|i| i.local.clone()),
    );
    out
}

/// The subclassed marker `q` reaches through its bases, and the framework class reached;
/// `chain` holds the classes on the way (`q` first, the framework class not).
fn reach(
    scope: &Scope,
    fw: Library,
    q: &str,
    depth: usize,
    chain: &mut Vec<String>,
) -> Option<(&'static Subclassed, String)> {
    if fw.owns(q) {
        if let Some(m) = fw.markers.subclassed.iter().find(|m| ends_with(q, m.class)) {
            return Some((m, q.to_string()));
        }
    }
    if depth >= MAX_CHAIN {
        return None;
    }
    let bases = bases_of(scope, q)?;
    chain.push(q.to_string());
    for b in bases.iter().filter(|b| b.as_str() != q) {
        if let Some(hit) = reach(scope, fw, b, depth + 1, chain) {
            return Some(hit);
        }
    }
    chain.pop();
    None
}

/// A class's bases, qualified: a class of this module read here, one of another module
/// through the workspace.
fn bases_of(scope: &Scope, q: &str) -> Option<Vec<String>> {
    match scope.local_name(q) {
        Some(local) => match scope.bindings.get(local) {
            Some(Binding::Class(node)) => Some(super::qualified_bases(class_node(*node), scope)),
            _ => None,
        },
        None => scope.external?.class_bases(q, 1),
    }
}

fn class_node(node: Node) -> Node {
    match node.kind() {
        "decorated_definition" => node.child_by_field_name("definition").unwrap_or(node),
        _ => node,
    }
}

/// Whether the class `q` defines one of `methods` itself (`__init__`, or a method that
/// returns a value); a class toolsight cannot read counts as defining them.
fn defines_any(scope: &Scope, q: &str, methods: &[&str]) -> bool {
    let def = match scope.local_name(q) {
        Some(local) => scope.class(local),
        None => match scope.external.and_then(|e| e.resolve(q, 1)) {
            Some(Ty::Class(def)) => Some(def),
            _ => None,
        },
    };
    let Some(def) = def else {
        return true;
    };
    methods.iter().any(|m| match *m {
        // `init` is also a base's `__init__` inherited: the class's own has its qualname.
        "__init__" => def
            .init
            .as_ref()
            .is_some_and(|f| f.qualname == format!("{}.__init__", def.qualname)),
        m => def.method_returns.iter().any(|(n, _)| n == m),
    })
}
