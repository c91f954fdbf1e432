//! The functions a tool list inside a method denotes (`super().__init__(tools=tools)`), kept
//! between versions of a document by what their evaluation read.
//!
//! A toolkit class is one statement: agno's `studio.py` evaluated the `tools` and
//! `async_tools` lists of its `__init__` (52 references, through `.extend` calls, `self.X`
//! attributes assigned in other methods and other methods' returns) again on each keystroke
//! anywhere in its 145 methods. The evaluation asks everything of the world through
//! `flow::Lookup`; `Reading` forwards each question to the module's `Ctx` and writes down
//! which functions' bodies the answer came from. The result is kept under the text of the
//! method holding the list, the list's place in it and the version's context hash (imports,
//! module-level names, classes less their methods' bodies, the workspace's generation), and
//! taken again while the texts of the functions it read, and the `self.X = ...`
//! assignments when it read them, are unchanged. A module whose text calls `exec` keeps no
//! list (what an `exec` namespace holds is found by a walk of the whole tree). Places in the result (the references'
//! spans, the arms' choices) are kept relative to the function they lie in; a result with a
//! place outside every function read, or that followed a parameter to its call sites (any
//! call in the module), is not kept.

use std::hash::{BuildHasher, Hasher};

use tree_sitter::Node;

use super::flow::{self, Events, Lookup, Ref, Target};
use super::Ctx;
use crate::extract::BuildFast;
use crate::model::{Arm, ForeignFunction, Span};
use crate::syntax::text;

/// A place in a kept result: a function (its index; a module-level function or a method of
/// a module-level class, whose index depends on the context only) and an offset from its
/// start.
type Place = (usize, usize);

/// One list's references, with what their evaluation read.
pub(crate) struct KeptList {
    /// The functions read besides the one holding the list, with their texts' hashes.
    reads: Vec<(usize, u64)>,
    /// The hash of the `self.X = ...` assignments (`attrs_hash`) when the evaluation read
    /// the module's events, which hold them.
    attrs: Option<u64>,
    refs: Vec<KeptRef>,
}

struct KeptRef {
    target: KeptTarget,
    span: (Place, Place),
    key: Option<String>,
    named: Option<String>,
    arms: Vec<(Place, u32)>,
    wrapper: Option<String>,
    signature: Option<crate::model::SignatureRewrite>,
}

enum KeptTarget {
    /// A function of the module, by index and qualified name (checked when taken).
    Local(usize, String),
    Foreign(ForeignFunction),
}

/// What one evaluation read beyond its method's text and the context.
#[derive(Default)]
struct Read {
    functions: Vec<usize>,
    events: bool,
    call_sites: bool,
}

struct Reading<'c, 'a, 't> {
    ctx: &'c Ctx<'a, 't>,
    read: std::cell::RefCell<Read>,
}

impl Reading<'_, '_, '_> {
    fn body_at(&self, at: usize) {
        if let Some(f) = self.ctx.function_at(at) {
            self.function(f);
        }
    }
    fn function(&self, f: usize) {
        let mut r = self.read.borrow_mut();
        if !r.functions.contains(&f) {
            r.functions.push(f);
        }
    }
}

impl<'t> Lookup<'t> for Reading<'_, '_, 't> {
    fn locals(&self, at: usize) -> Option<&Events<'t>> {
        self.body_at(at);
        self.ctx.locals(at)
    }
    fn globals(&self) -> &Events<'t> {
        self.read.borrow_mut().events = true;
        self.ctx.globals()
    }
    fn module_level(&self, at: usize) -> bool {
        self.ctx.module_level(at)
    }
    fn method(&self, class: &str, name: &str) -> Option<usize> {
        self.ctx.method(class, name)
    }
    fn class_of_name(&self, name: &str, at: usize) -> Option<String> {
        self.body_at(at);
        self.ctx.class_of_name(name, at)
    }
    fn wrapped_arg(&self, call: Node<'t>) -> Option<Node<'t>> {
        // `sinks::wrapped` asks the `Ctx` itself (an instance's class may come from a
        // `self.X = ...` in another method).
        self.body_at(call.start_byte());
        self.read.borrow_mut().events = true;
        self.ctx.wrapped_arg(call)
    }
    fn imported(&self, name: &str) -> Vec<ForeignFunction> {
        self.ctx.imported(name)
    }
    fn imported_function(&self, name: &str) -> bool {
        self.ctx.imported_function(name)
    }
    fn imported_call(&self, name: &str) -> Vec<ForeignFunction> {
        self.ctx.imported_call(name)
    }
    fn binders(&self, at: usize) -> Vec<Node<'t>> {
        self.body_at(at);
        self.ctx.binders(at)
    }
    fn function_start(&self, at: usize) -> Option<usize> {
        self.ctx.function_start(at)
    }
    fn class_at(&self, at: usize) -> Option<String> {
        self.ctx.class_at(at)
    }
    fn imported_string(&self, name: &str) -> Option<String> {
        self.ctx.imported_string(name)
    }
    fn class_attribute(&self, class: &str, attr: &str) -> Vec<Node<'t>> {
        self.ctx.class_attribute(class, attr)
    }
    fn wraps(&self, f: usize, factory: usize) -> Option<String> {
        self.function(f);
        self.function(factory);
        self.ctx.wraps(f, factory)
    }
    fn enclosing_function(&self, at: usize) -> Option<usize> {
        self.ctx.enclosing_function(at)
    }
    fn rewrites_signature(&self, f: usize) -> Option<crate::model::SignatureRewrite> {
        self.function(f);
        self.ctx.rewrites_signature(f)
    }
    fn param_index(&self, f: usize, name: &str) -> Option<usize> {
        self.ctx.param_index(f, name)
    }
    fn name_of(&self, function: usize) -> String {
        self.ctx.name_of(function)
    }
    fn returns(&self, function: usize) -> Vec<Node<'t>> {
        self.function(function);
        self.ctx.returns(function)
    }
    fn arguments_for(&self, param_at: usize, name: &str) -> Vec<Node<'t>> {
        self.read.borrow_mut().call_sites = true;
        self.ctx.arguments_for(param_at, name)
    }
    fn src(&self) -> &'t str {
        self.ctx.src
    }
}

/// The module-level function or method of a module-level class whose text holds `f`.
fn outermost(ctx: &Ctx, f: usize) -> usize {
    let mut f = f;
    let mut guard = 0;
    while let Some(&p) = ctx.parents.get(&f) {
        f = p;
        guard += 1;
        if guard > super::MAX_NESTING * 4 {
            break;
        }
    }
    f
}

fn node_of<'t>(ctx: &Ctx<'_, 't>, f: usize) -> Option<Node<'t>> {
    ctx.nodes.get(f).copied().flatten()
}

/// `calls_exec` of this version's text, read once (`ListsMemo::exec`).
fn version_calls_exec(ctx: &Ctx) -> bool {
    if let Some(e) = ctx.scope.lists.borrow().as_ref().and_then(|m| m.exec) {
        return e;
    }
    let e = calls_exec(ctx.src);
    if let Some(m) = ctx.scope.lists.borrow_mut().as_mut() {
        m.exec = Some(e);
    }
    e
}

/// `attrs_hash` of this version, computed once (`ListsMemo::attrs`).
fn version_attrs_hash(ctx: &Ctx) -> u64 {
    if let Some(h) = ctx.scope.lists.borrow().as_ref().and_then(|m| m.attrs) {
        return h;
    }
    let h = attrs_hash(ctx);
    if let Some(m) = ctx.scope.lists.borrow_mut().as_mut() {
        m.attrs = Some(h);
    }
    h
}

/// A hash of the `self.X = ...` assignments the module's events hold: each attribute's
/// values' texts, in order (the attributes in any order).
fn attrs_hash(ctx: &Ctx) -> u64 {
    let mut all = 0u64;
    for ((class, attr), values) in &ctx.globals.attrs {
        let mut h = BuildFast.build_hasher();
        h.write(class.as_bytes());
        h.write_u8(0);
        h.write(attr.as_bytes());
        for v in values {
            h.write_u8(0);
            h.write(text(*v, ctx.src).as_bytes());
        }
        all ^= h.finish();
    }
    all
}

/// The functions `v`, a list written inside function `top` (`k`th of its call), denotes:
/// kept from the version before when what its evaluation read is unchanged.
pub(super) fn refs_kept<'t>(ctx: &Ctx<'_, 't>, v: Node<'t>, k: usize) -> Vec<Ref> {
    let scope = ctx.scope;
    let top = ctx.function_at(v.start_byte()).map(|f| outermost(ctx, f));
    let Some((top, top_node)) = top.and_then(|t| Some((t, node_of(ctx, t)?))) else {
        return flow::refs(v, ctx);
    };
    // A subscript of a namespace `exec` fills is read by a walk of the module's tree
    // (`flow::exec_namespace`), not through `Lookup`: such a module keeps no list.
    if scope.lists.borrow().is_none() {
        return flow::refs(v, ctx);
    }
    if !crate::extract::shape::cacheable(top_node) || version_calls_exec(ctx) {
        if let Some(m) = scope.lists.borrow_mut().as_mut() {
            m.built += 1;
        }
        return flow::refs(v, ctx);
    }
    let key = text(top_node, ctx.src);
    let context = |c: u64| {
        let mut h = BuildFast.build_hasher();
        h.write_u64(c);
        h.write_usize(top);
        h.write_usize(v.start_byte() - top_node.start_byte());
        h.write_usize(k);
        h.finish()
    };
    let taken = scope.lists.borrow_mut().as_mut().and_then(|m| {
        let c = context(m.context);
        m.previous.take(c, key).or_else(|| m.fresh.take(c, key))
    });
    if let Some(t) = taken {
        let kept = valid(ctx, top, &t.value).then(|| restored(ctx, top, &t.value));
        if let Some(Some(refs)) = kept {
            if let Some(m) = scope.lists.borrow_mut().as_mut() {
                m.fresh.put_back(t);
            }
            return refs;
        }
    }
    let reading = Reading {
        ctx,
        read: Default::default(),
    };
    let refs = flow::refs(v, &reading);
    let read = reading.read.into_inner();
    let kept = (!read.call_sites)
        .then(|| kept(ctx, top, &read, &refs))
        .flatten();
    if let Some(m) = scope.lists.borrow_mut().as_mut() {
        m.built += 1;
        if let Some(kept) = kept {
            let c = context(m.context);
            m.fresh.put(c, key, kept);
        }
    }
    refs
}

/// Whether the text may call `exec` (`exec(`, `exec (`): the name, not part of a longer
/// name or an attribute, followed by an opening parenthesis.
fn calls_exec(src: &str) -> bool {
    let b = src.as_bytes();
    src.match_indices("exec").any(|(k, _)| {
        let before = k.checked_sub(1).map(|j| b[j]);
        let part = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c >= 0x80;
        !before.is_some_and(part)
            && b[k + 4..]
                .iter()
                .find(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\\'))
                .is_some_and(|c| *c == b'(')
    })
}

/// Whether the functions and assignments a kept list read are those of this version.
fn valid(ctx: &Ctx, top: usize, kept: &KeptList) -> bool {
    let same = kept.reads.iter().all(|&(f, h)| {
        f != top
            && node_of(ctx, f).is_some_and(|n| crate::textcache::hash_text(text(n, ctx.src)) == h)
    });
    same && kept.attrs.is_none_or(|a| a == version_attrs_hash(ctx))
}

fn kept(ctx: &Ctx, top: usize, read: &Read, refs: &[Ref]) -> Option<KeptList> {
    let mut functions: Vec<usize> = read.functions.iter().map(|&f| outermost(ctx, f)).collect();
    functions.sort_unstable();
    functions.dedup();
    let reads: Vec<(usize, u64)> = functions
        .iter()
        .filter(|&&f| f != top)
        .map(|&f| {
            Some((
                f,
                crate::textcache::hash_text(text(node_of(ctx, f)?, ctx.src)),
            ))
        })
        .collect::<Option<_>>()?;
    let place = |at: usize| -> Option<Place> {
        let f = outermost(ctx, ctx.function_at(at)?);
        if f != top && !functions.contains(&f) {
            return None;
        }
        let n = node_of(ctx, f)?;
        (at >= n.start_byte() && at <= n.end_byte()).then(|| (f, at - n.start_byte()))
    };
    // A span's end is kept in the function its start lies in (it may end that function).
    let span = |s: Span| -> Option<(Place, Place)> {
        let (f, off) = place(s.start)?;
        let end = off + s.end.checked_sub(s.start)?;
        (end <= node_of(ctx, f)?.byte_range().len()).then_some(((f, off), (f, end)))
    };
    let refs = refs
        .iter()
        .map(|r| {
            Some(KeptRef {
                target: match &r.target {
                    Target::Local(i) => {
                        KeptTarget::Local(*i, ctx.functions.get(*i)?.qualname.clone())
                    }
                    Target::Foreign(f) => KeptTarget::Foreign(f.clone()),
                },
                span: span(r.span)?,
                key: r.key.clone(),
                named: r.named.clone(),
                arms: r
                    .arms
                    .iter()
                    .map(|a| Some((place(a.choice)?, a.arm)))
                    .collect::<Option<_>>()?,
                wrapper: r.wrapper.clone(),
                signature: r.signature.clone(),
            })
        })
        .collect::<Option<_>>()?;
    Some(KeptList {
        reads,
        attrs: read.events.then(|| version_attrs_hash(ctx)),
        refs,
    })
}

/// A kept list's references at this version's places, if its functions are still there.
fn restored(ctx: &Ctx, top: usize, kept: &KeptList) -> Option<Vec<Ref>> {
    let at = |(f, off): Place| -> Option<usize> {
        (f == top || kept.reads.iter().any(|r| r.0 == f))
            .then(|| node_of(ctx, f))
            .flatten()
            .map(|n| n.start_byte() + off)
    };
    kept.refs
        .iter()
        .map(|r| {
            Some(Ref {
                target: match &r.target {
                    KeptTarget::Local(i, q) => {
                        (ctx.functions.get(*i)?.qualname == *q).then_some(Target::Local(*i))?
                    }
                    KeptTarget::Foreign(f) => Target::Foreign(f.clone()),
                },
                span: Span {
                    start: at(r.span.0)?,
                    end: at(r.span.1)?,
                },
                key: r.key.clone(),
                named: r.named.clone(),
                arms: r
                    .arms
                    .iter()
                    .map(|&(p, arm)| {
                        Some(Arm {
                            choice: at(p)?,
                            arm,
                        })
                    })
                    .collect::<Option<_>>()?,
                wrapper: r.wrapper.clone(),
                signature: r.signature.clone(),
            })
        })
        .collect()
}
