//! Whether a hand-written tool of a shape that is also a client's data (an MCP `tools/list`
//! entry: `DictShape::listed_by`) reaches a listing. The dict is followed where its value
//! goes in its module: up through the list, tuple or dict it is written in, to a `return`
//! (then the function's callers, or the function is a listing handler), an assignment (then
//! the name's uses), a loop over the list (then the loop variable's uses), or a call (a
//! listing constructor such as `Tool(**d)`, a call that only serialises or prints it, or any
//! other call, which is not read). A dict whose value some path brings to a listing is a tool;
//! one whose paths are all read and none lists it (a Flask route's `jsonify`, a prompt's text,
//! a scanner's placeholder converted to its own descriptor) is none; one that leaves what is
//! read here (a module-level name or function other modules use, a call toolsight does not
//! model) is listed unread, so no rule speaks about what it sends.

use std::cell::RefCell;
use std::collections::HashMap;

use tree_sitter::Node;

use crate::extract::literal::string_value;
use crate::extract::scope::Scope;
use crate::model::markers::Listings;
use crate::syntax::{named_children, text, walk_named, Walk};

/// How many steps (a return to its callers, a name to its uses) one dict is followed.
const MAX_DEPTH: usize = 12;

/// How many modules a name is followed through (`schema.py`'s dict, imported by the
/// registry module's `TOOLS`, imported by the server's `list_tools`).
const MAX_HOPS: usize = 3;

/// Calls that only serialise, print, log or measure what they are given, or make it a web
/// server's response to its own client: a value handed to them is sent nowhere as a listing.
const NOT_LISTING: &[&str] = &[
    "jsonify",
    "JSONResponse",
    "json_response",
    "dumps",
    "dump",
    "print",
    "len",
    "str",
    "repr",
    "format",
    "debug",
    "info",
    "warning",
    "error",
    "exception",
    "critical",
    "log",
    "write",
    "echo",
    "secho",
];

/// Of `NOT_LISTING`, the calls whose value is the text of what they are given: for a
/// request's own format (`Listings::request_format`) the text is followed, since a raw HTTP
/// request's body is such a text.
const SERIALISERS: &[&str] = &["dumps", "str", "repr", "format"];

/// Where a value goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Some path lists it.
    Listed,
    /// No path read lists it, and some path is not read: why.
    Unread(String),
    /// Every path is read and none lists it.
    Nowhere,
}

impl Reach {
    /// Both paths: listed when either lists, else unread when either is.
    pub fn or(self, other: Reach) -> Reach {
        match (self, other) {
            (Reach::Listed, _) | (_, Reach::Listed) => Reach::Listed,
            (Reach::Unread(w), _) | (_, Reach::Unread(w)) => Reach::Unread(w),
            _ => Reach::Nowhere,
        }
    }
}

/// One module's answers, remembered per name and per function so a list of many entries is
/// followed once.
pub(crate) struct ListingReach<'s, 't> {
    scope: &'s Scope<'t>,
    src: &'t str,
    root: Node<'t>,
    /// The identifiers of the module by text, built by one walk on the first question.
    names: RefCell<Option<HashMap<&'t str, Vec<Node<'t>>>>>,
    /// Answers by (scope start, name) for names and by definition start for functions, and
    /// by the listings asked about (their address: a module's dicts may be of several shapes).
    memo: RefCell<HashMap<(usize, String, usize), Reach>>,
    /// How many modules were followed to reach this one (`MAX_HOPS`: a name other modules
    /// use is not followed further).
    hops: usize,
}

impl<'s, 't> ListingReach<'s, 't> {
    pub(crate) fn new(scope: &'s Scope<'t>, root: Node<'t>) -> Self {
        Self {
            scope,
            src: scope.src,
            root,
            names: RefCell::new(None),
            memo: RefCell::new(HashMap::new()),
            hops: 0,
        }
    }

    /// Where this module, which imports the name as one of `spellings` (`get_tools`,
    /// `tools.get_tools`), sends it: a call's value for a function, the name's value else.
    pub(crate) fn spelled(
        mut self,
        spellings: &[String],
        l: &'static Listings,
        hops: usize,
    ) -> Reach {
        self.hops = hops;
        let mut reach = Reach::Nowhere;
        for spelling in spellings {
            let last = spelling.rsplit('.').next().unwrap_or(spelling);
            for id in self.identifiers(last) {
                let node = match id.parent() {
                    Some(a) if a.kind() == "attribute" && text(a, self.src) == spelling => a,
                    _ if spelling.as_str() == last && a_use(id) => id,
                    _ => continue,
                };
                let called = node.parent().filter(|c| {
                    c.kind() == "call" && c.child_by_field_name("function") == Some(node)
                });
                reach = reach.or(self.value(called.unwrap_or(node), l, 0));
                if reach == Reach::Listed {
                    return reach;
                }
            }
        }
        reach
    }

    /// Where the dict literal `dict` goes.
    pub(crate) fn of(&self, dict: Node<'t>, listings: &'static Listings) -> Reach {
        if in_method_branch(dict, listings, self.src) {
            return Reach::Listed;
        }
        self.value(dict, listings, 0)
    }

    /// Where this module sends the values of its calls `x.method(...)`, by the class
    /// (qualified, as its importers write it) each receiver is read as: one answer per
    /// module and method name, whichever class asks (a receiver not read is left out).
    pub(crate) fn method_calls(
        mut self,
        method: &str,
        l: &'static Listings,
        hops: usize,
    ) -> Vec<(String, Reach)> {
        self.hops = hops;
        let mut out: Vec<(String, Reach)> = Vec::new();
        for id in self.identifiers(method) {
            let Some(callee) = id.parent().filter(|a| {
                a.kind() == "attribute" && a.child_by_field_name("attribute") == Some(id)
            }) else {
                continue;
            };
            let Some(call) = callee.parent().filter(|c| {
                c.kind() == "call" && c.child_by_field_name("function") == Some(callee)
            }) else {
                continue;
            };
            let Some(recv) = callee.child_by_field_name("object") else {
                continue;
            };
            let Some(class) = super::receiver_class::receiver_class(recv, self.scope, hops) else {
                continue;
            };
            let class = without_init(&class);
            if out.iter().any(|(c, r)| *c == class && *r == Reach::Listed) {
                continue;
            }
            let reach = self.value(call, l, 0);
            match out.iter_mut().find(|(c, _)| *c == class) {
                Some((_, r)) => *r = std::mem::replace(r, Reach::Nowhere).or(reach),
                None => out.push((class, reach)),
            }
        }
        out
    }

    /// Whether `f`, a method of a module-level class, is called in another module on an
    /// instance read as that class, and that call's value is listed.
    fn method_listed_elsewhere(&self, f: Node<'t>, name: &str, l: &'static Listings) -> bool {
        let Some(class) = module_level_class(f) else {
            return false;
        };
        let Some(class_name) = class.child_by_field_name("name") else {
            return false;
        };
        let Some(e) = self.scope.external else {
            return false;
        };
        if self.hops >= MAX_HOPS {
            return false;
        }
        let qualified = format!(
            "{}.{}",
            without_init(&self.scope.module),
            text(class_name, self.src)
        );
        e.method_listing_reach(&qualified, name, l, self.hops) == Some(Reach::Listed)
    }

    /// Where the value of the expression `n` goes.
    fn value(&self, n: Node<'t>, l: &'static Listings, depth: usize) -> Reach {
        if depth > MAX_DEPTH {
            return Reach::Unread("it is followed too far to read where it goes".into());
        }
        let src = self.src;
        let Some(p) = n.parent() else {
            return Reach::Nowhere;
        };
        let is = |field: &str| {
            p.child_by_field_name(field)
                .is_some_and(|c| c.id() == n.id())
        };
        match p.kind() {
            "list"
            | "tuple"
            | "set"
            | "parenthesized_expression"
            | "await"
            | "expression_list"
            | "conditional_expression"
            | "boolean_operator"
            | "binary_operator"
            | "list_splat"
            | "dictionary_splat"
            | "dictionary"
            | "type_conversion" => self.value(p, l, depth + 1),
            "subscript" if is("value") => self.value(p, l, depth + 1),
            "pair" if is("value") => {
                let key = p
                    .child_by_field_name("key")
                    .and_then(|k| string_value(k, src));
                let holder = p.parent().filter(|d| d.kind() == "dictionary");
                if !l.result_key.is_empty()
                    && key.as_deref() == Some(l.result_key)
                    && holder.is_some_and(|d| result_of_rpc(d, src))
                {
                    return Reach::Listed;
                }
                match holder {
                    Some(d) => self.value(d, l, depth + 1),
                    None => Reach::Nowhere,
                }
            }
            // Returned in the branch a JSON-RPC server takes for the listing method.
            "return_statement" if in_method_branch(p, l, src) => Reach::Listed,
            "return_statement" | "yield" => match enclosing_function(p) {
                Some(f) => self.returned(f, l, depth + 1),
                None => Reach::Nowhere,
            },
            "assignment" | "augmented_assignment" if is("right") => {
                let Some(target) = p.child_by_field_name("left") else {
                    return Reach::Nowhere;
                };
                self.stored(target, p, l, depth + 1)
            }
            "list_comprehension" | "generator_expression" | "set_comprehension" if is("body") => {
                self.value(p, l, depth + 1)
            }
            "for_in_clause" if is("right") => {
                let Some(comprehension) = p.parent() else {
                    return Reach::Nowhere;
                };
                self.elements(p.child_by_field_name("left"), comprehension, l, depth + 1)
            }
            "for_statement" if is("right") => {
                let body = p.child_by_field_name("body");
                match body {
                    Some(b) => self.elements(p.child_by_field_name("left"), b, l, depth + 1),
                    None => Reach::Nowhere,
                }
            }
            "argument_list" => match p.parent().filter(|c| c.kind() == "call") {
                Some(call) => self.handed(call, l, depth + 1),
                None => Reach::Nowhere,
            },
            "keyword_argument" if is("value") => {
                match p
                    .parent()
                    .and_then(|a| a.parent())
                    .filter(|c| c.kind() == "call")
                {
                    Some(call) => self.handed(call, l, depth + 1),
                    None => Reach::Nowhere,
                }
            }
            // `TOOLS.copy()`, `TOOLS.values()`: the call's value is the list's.
            "attribute" if is("object") => match p.parent().filter(|c| c.kind() == "call") {
                Some(call) => {
                    let method = p.child_by_field_name("attribute").map(|a| text(a, src));
                    match method {
                        // What puts more in, or reorders, reads nothing out.
                        Some(
                            "append" | "extend" | "insert" | "update" | "setdefault" | "sort"
                            | "reverse" | "clear" | "remove",
                        ) => Reach::Nowhere,
                        Some("copy" | "values" | "items" | "get" | "pop") => {
                            self.value(call, l, depth + 1)
                        }
                        Some(m) => Reach::Unread(format!("its list's `{m}` is not read")),
                        None => Reach::Nowhere,
                    }
                }
                None => self.value(p, l, depth + 1),
            },
            // Dropped, compared, tested, formatted into text or deleted.
            "expression_statement"
            | "comparison_operator"
            | "interpolation"
            | "format_expression"
            | "not_operator"
            | "if_statement"
            | "elif_clause"
            | "while_statement"
            | "assert_statement"
            | "delete_statement"
            | "print_statement" => Reach::Nowhere,
            "for_in_clause" | "if_clause" | "for_statement" => Reach::Nowhere,
            other => Reach::Unread(format!(
                "it is used in a `{other}` toolsight does not follow"
            )),
        }
    }

    /// Where the value a function returns goes: listed when the function is a listing
    /// handler, else where its calls in this module go; unread when other modules may call it
    /// or it is used other than by a call.
    fn returned(&self, f: Node<'t>, l: &'static Listings, depth: usize) -> Reach {
        let src = self.src;
        let Some(name) = f.child_by_field_name("name").map(|n| text(n, src)) else {
            return Reach::Nowhere;
        };
        // `list_tools`, `_list_tools`, `handle_list_tools`: the handler by its name.
        let bare = name.trim_start_matches('_');
        let bare = bare.strip_prefix("handle_").unwrap_or(bare);
        if l.handlers.contains(&bare) || decorated_as_handler(f, l, src) {
            return Reach::Listed;
        }
        let key = (f.start_byte(), String::new(), listings_key(l));
        if let Some(r) = self.memo.borrow().get(&key) {
            return r.clone();
        }
        // A cycle of calls returns to this function: nothing more is learnt on that path.
        self.memo.borrow_mut().insert(key.clone(), Reach::Nowhere);
        let mut reach = Reach::Nowhere;
        let mut used = false;
        for id in self.identifiers(name) {
            if id.id() == f.child_by_field_name("name").map_or(usize::MAX, |n| n.id()) {
                continue;
            }
            used = true;
            // `f(...)`, `self.f(...)`, `module.f(...)`.
            let callee = match id.parent() {
                Some(a)
                    if a.kind() == "attribute"
                        && a.child_by_field_name("attribute") == Some(id) =>
                {
                    a
                }
                _ => id,
            };
            let called = callee.parent().filter(|c| {
                c.kind() == "call" && c.child_by_field_name("function") == Some(callee)
            });
            reach = reach.or(match called {
                Some(call) => self.value(call, l, depth + 1),
                None => Reach::Unread(format!("`{name}`, which returns it, is used as a value")),
            });
            if reach == Reach::Listed {
                break;
            }
        }
        if reach != Reach::Listed && self.named_elsewhere(name) {
            let module_level =
                enclosing_function(f).is_none() && f.parent().is_none_or(|p| !in_class(p));
            reach = reach.or(self.elsewhere(name, module_level, l, || {
                format!("`{name}`, which returns it, is named in other modules, which are not read here")
            }));
            // A method other modules call on an instance they hold
            // (`self.mcp_server.get_tools_list()`): listed when such a call, on a receiver
            // read as this class, lists it. Calls on receivers not read say nothing, so
            // nothing else changes.
            if reach != Reach::Listed && self.method_listed_elsewhere(f, name, l) {
                reach = Reach::Listed;
            }
        }
        if l.request_format {
            // A request's own format is written to be sent: a public module-level function
            // may be called by the package's users, and one nothing calls by the library it
            // is written for (a hook), with what it returns sent.
            let module_level =
                enclosing_function(f).is_none() && f.parent().is_none_or(|p| !in_class(p));
            if (module_level && !name.starts_with('_')) || !used {
                reach = reach.or(Reach::Unread(format!(
                    "`{name}`, which returns it, may be called where toolsight does not read (the package's users, or the library it is written for)"
                )));
            }
        }
        self.memo.borrow_mut().insert(key, reach.clone());
        reach
    }

    /// Where a value stored in `target` goes: the uses of the name (in its function, or in
    /// the module and the modules naming it); a store into an attribute or an item is not read.
    fn stored(
        &self,
        target: Node<'t>,
        assignment: Node<'t>,
        l: &'static Listings,
        depth: usize,
    ) -> Reach {
        if target.kind() != "identifier" {
            return Reach::Unread(format!(
                "it is stored in `{}`, whose uses are not read",
                text(target, self.src)
            ));
        }
        let name = text(target, self.src);
        let function = enclosing_function(assignment);
        self.name_uses(name, function, l, depth)
    }

    /// Where the uses of `name` in `function` (the module when `None`) send its value.
    fn name_uses(
        &self,
        name: &'t str,
        function: Option<Node<'t>>,
        l: &'static Listings,
        depth: usize,
    ) -> Reach {
        let within = function.unwrap_or(self.root);
        let key = (within.start_byte() + 1, name.to_string(), listings_key(l));
        if let Some(r) = self.memo.borrow().get(&key) {
            return r.clone();
        }
        self.memo.borrow_mut().insert(key.clone(), Reach::Nowhere);
        let mut reach = Reach::Nowhere;
        let mut used = false;
        for id in self.identifiers(name) {
            if !(within.start_byte() <= id.start_byte() && id.end_byte() <= within.end_byte()) {
                continue;
            }
            if !a_use(id) {
                continue;
            }
            used = true;
            // `name.append(x)` and the like put more in; what is read of the list is the uses.
            reach = reach.or(self.value(id, l, depth + 1));
            if reach == Reach::Listed {
                break;
            }
        }
        if reach != Reach::Listed && function.is_none() && self.named_elsewhere(name) {
            reach = reach.or(self.elsewhere(name, true, l, || {
                format!("`{name}` is named in other modules, which are not read here")
            }));
        }
        if l.request_format && function.is_none() && (!used || !name.starts_with('_')) {
            // A request's own format is written to be sent: a public module-level name is
            // the package's export, which its users may send.
            reach = reach.or(Reach::Unread(format!(
                "`{name}` is a module-level name the package's users may import and send"
            )));
        }
        self.memo.borrow_mut().insert(key, reach.clone());
        reach
    }

    /// Where the elements of a list go when a loop or comprehension binds them to `left`
    /// and uses them in `body`.
    fn elements(
        &self,
        left: Option<Node<'t>>,
        body: Node<'t>,
        l: &'static Listings,
        depth: usize,
    ) -> Reach {
        let Some(left) = left else {
            return Reach::Nowhere;
        };
        let mut vars = Vec::new();
        walk_named(left, |n| {
            if n.kind() == "identifier" {
                vars.push(text(n, self.src));
            }
            Walk::Descend
        });
        let mut reach = Reach::Nowhere;
        for var in vars {
            for id in self.identifiers(var) {
                if !(body.start_byte() <= id.start_byte() && id.end_byte() <= body.end_byte()) {
                    continue;
                }
                if !a_use(id) {
                    continue;
                }
                reach = reach.or(self.value(id, l, depth + 1));
                if reach == Reach::Listed {
                    return reach;
                }
            }
        }
        reach
    }

    /// Where a value handed to `call` goes: listed by a listing constructor, nowhere by a call
    /// that only serialises or prints it, into the list of `x.append(...)`, unread otherwise.
    fn handed(&self, call: Node<'t>, l: &'static Listings, depth: usize) -> Reach {
        let src = self.src;
        let Some(callee) = call.child_by_field_name("function") else {
            return Reach::Nowhere;
        };
        let spelled = text(callee, src);
        let segments: Vec<&str> = spelled.split('.').map(str::trim).collect();
        if segments.iter().any(|s| l.constructors.contains(s)) {
            return Reach::Listed;
        }
        let last = segments.last().copied().unwrap_or("");
        if l.request_format && SERIALISERS.contains(&last) {
            return self.value(call, l, depth + 1);
        }
        if NOT_LISTING.contains(&last) {
            return Reach::Nowhere;
        }
        if callee.kind() == "attribute" && matches!(last, "append" | "extend" | "insert") {
            if let Some(object) = callee.child_by_field_name("object") {
                if object.kind() == "identifier" {
                    return self.name_uses(text(object, src), enclosing_function(call), l, depth);
                }
            }
        }
        // A call whose own value is listed (`return make_result(tools=[...])` in the
        // `list_tools` handler) lists what it is handed; otherwise what it does is not read.
        match self.value(call, l, depth + 1) {
            Reach::Listed => Reach::Listed,
            _ => Reach::Unread(format!("it is handed to `{spelled}`, which is not read")),
        }
    }

    fn identifiers(&self, name: &str) -> Vec<Node<'t>> {
        let mut names = self.names.borrow_mut();
        let index = names.get_or_insert_with(|| {
            let mut by: HashMap<&'t str, Vec<Node<'t>>> = HashMap::new();
            walk_named(self.root, |n| {
                if n.kind() == "identifier" {
                    by.entry(text(n, self.src)).or_default().push(n);
                }
                Walk::Descend
            });
            by
        });
        index.get(name).cloned().unwrap_or_default()
    }

    /// Where the modules importing the module-level `name` send it (`module_level`: it can be
    /// imported); unread (`why`) where that is not read.
    fn elsewhere(
        &self,
        name: &str,
        module_level: bool,
        l: &'static Listings,
        why: impl FnOnce() -> String,
    ) -> Reach {
        let found = match self.scope.external {
            Some(e) if self.hops < MAX_HOPS && module_level => {
                e.listing_reach(&format!("{}.{name}", self.scope.module), l, self.hops)
            }
            _ => None,
        };
        found.unwrap_or_else(|| Reach::Unread(why()))
    }

    fn named_elsewhere(&self, name: &str) -> bool {
        self.scope
            .external
            .and_then(|e| e.named_elsewhere(&self.scope.module, name))
            // Without the workspace, other modules are not known: they may use it.
            .unwrap_or(true)
    }
}

/// The memo's key for the listings asked about.
fn listings_key(l: &'static Listings) -> usize {
    std::ptr::from_ref(l) as usize
}

/// Whether an identifier is a use of the variable: not its binding, a keyword's name, an
/// attribute of another object, a parameter or a `def`/`class` name.
fn a_use(id: Node) -> bool {
    let Some(p) = id.parent() else {
        return false;
    };
    let is = |field: &str| {
        p.child_by_field_name(field)
            .is_some_and(|c| c.id() == id.id())
    };
    !match p.kind() {
        "attribute" => is("attribute"),
        "keyword_argument" => is("name"),
        "assignment" | "augmented_assignment" => is("left"),
        "for_statement" | "for_in_clause" => is("left"),
        "pattern_list" | "tuple_pattern" | "list_pattern" => true,
        "parameters" | "default_parameter" | "typed_parameter" | "typed_default_parameter" => true,
        "function_definition" | "class_definition" => is("name"),
        "import_statement" | "import_from_statement" | "dotted_name" | "aliased_import" => true,
        "global_statement" | "nonlocal_statement" => true,
        _ => false,
    }
}

/// Whether `dict` holds the key `"jsonrpc"` or is the value of a `"result"` key: a JSON-RPC
/// response, whose `tools` under the listing method's result is the listing.
fn result_of_rpc(dict: Node, src: &str) -> bool {
    let keyed = |d: Node, key: &str| {
        named_children(d).into_iter().any(|pair| {
            pair.kind() == "pair"
                && pair
                    .child_by_field_name("key")
                    .and_then(|k| string_value(k, src))
                    .is_some_and(|k| k == key)
        })
    };
    if keyed(dict, "jsonrpc") {
        return true;
    }
    dict.parent().is_some_and(|p| {
        p.kind() == "pair"
            && p.child_by_field_name("key")
                .and_then(|k| string_value(k, src))
                .is_some_and(|k| k == "result")
    })
}

/// Whether `n` is written in a branch taken for the listing method: `if method ==
/// "tools/list":`, `elif ...`, `case "tools/list":`.
fn in_method_branch(n: Node, l: &'static Listings, src: &str) -> bool {
    if l.method.is_empty() {
        return false;
    }
    let names_method = |c: Node| {
        let mut found = false;
        walk_named(c, |s| {
            if s.kind() == "string" && string_value(s, src).as_deref() == Some(l.method) {
                found = true;
            }
            if found {
                Walk::Skip
            } else {
                Walk::Descend
            }
        });
        found
    };
    let mut up = n.parent();
    while let Some(p) = up {
        match p.kind() {
            "function_definition" | "class_definition" | "module" => return false,
            "if_statement" | "elif_clause" => {
                let in_consequence = p.child_by_field_name("consequence").is_some_and(|c| {
                    c.start_byte() <= n.start_byte() && n.end_byte() <= c.end_byte()
                });
                if in_consequence && p.child_by_field_name("condition").is_some_and(names_method) {
                    return true;
                }
            }
            "case_clause"
                if named_children(p)
                    .into_iter()
                    .filter(|c| c.kind() == "case_pattern")
                    .any(names_method) =>
            {
                return true;
            }
            _ => {}
        }
        up = p.parent();
    }
    false
}

/// Whether a function is decorated with a listing handler: `@server.list_tools()`.
fn decorated_as_handler(f: Node, l: &'static Listings, src: &str) -> bool {
    let Some(decorated) = f.parent().filter(|p| p.kind() == "decorated_definition") else {
        return false;
    };
    named_children(decorated)
        .into_iter()
        .filter(|d| d.kind() == "decorator")
        .any(|d| {
            let t = text(d, src);
            let callee = t
                .trim_start_matches('@')
                .split('(')
                .next()
                .unwrap_or("")
                .trim();
            let last = callee.rsplit('.').next().unwrap_or(callee);
            l.handlers.contains(&last)
        })
}

/// A module's name as its importers write it (`pkg`, not `pkg.__init__`).
pub(crate) fn without_init(qualified: &str) -> String {
    let q = qualified.replace(".__init__.", ".");
    match q.strip_suffix(".__init__") {
        Some(m) => m.to_string(),
        None => q,
    }
}

/// The module-level class whose body defines the function `f` (a method, not a function
/// nested in one).
fn module_level_class(f: Node) -> Option<Node> {
    let mut p = f.parent()?;
    if p.kind() == "decorated_definition" {
        p = p.parent()?;
    }
    let class = p
        .parent()
        .filter(|c| p.kind() == "block" && c.kind() == "class_definition")?;
    let mut up = class.parent()?;
    if up.kind() == "decorated_definition" {
        up = up.parent()?;
    }
    (up.kind() == "module").then_some(class)
}

/// Whether a definition's statement (or its decorated form) is in a class body.
fn in_class(n: Node) -> bool {
    let mut p = n.parent();
    while let Some(x) = p {
        match x.kind() {
            "class_definition" => return true,
            "block" | "decorated_definition" => p = x.parent(),
            _ => return false,
        }
    }
    false
}

/// The function whose body holds `n`, stopping at a class (a method's body is its function).
fn enclosing_function(n: Node) -> Option<Node> {
    let mut p = n.parent();
    while let Some(x) = p {
        match x.kind() {
            "function_definition" => return Some(x),
            "module" => return None,
            _ => p = x.parent(),
        }
    }
    None
}
