//! The Rust type model: a `TypeExpr` resolved in its module to what schemars distinguishes
//! (integer widths, `Option`, sequences, sets, maps, tuples, arrays, smart pointers, string
//! types, std/chrono/uuid/serde_json special types, items of the crate with their generic
//! arguments, generic parameters), and the graph of crate items a tool's types reach.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::attrs::Lit;
use super::items::{ItemKind, TypeExpr};
use super::krate::{Crate, Found, Resolved};

pub use toolsight_model::rust::types::{
    ManualSchema, MapKind, RustType, SeqKind, SetKind, Special, TypeDef, WrapperKind,
    MAX_TYPE_DEPTH,
};

/// Resolves types written in one module of a crate.
pub struct Resolver<'c> {
    pub krate: &'c Crate,
    /// The crate items reached, by path.
    pub items: BTreeMap<String, Arc<TypeDef>>,
    pub too_deep: bool,
}

/// The `impl JsonSchema for <name>` among `items`, read.
fn manual_schema(items: &[super::items::Item], name: &str) -> Option<ManualSchema> {
    let imp = items.iter().find_map(|i| match &i.kind {
        ItemKind::Impl(imp)
            if imp.trait_.as_ref().and_then(|t| t.last()) == Some("JsonSchema")
                && imp.self_ty.last() == Some(name) =>
        {
            Some(imp)
        }
        _ => None,
    })?;
    let method = |n: &str| {
        imp.items.iter().find_map(|f| match &f.kind {
            ItemKind::Fn(d) if f.name == n => Some(d),
            _ => None,
        })
    };
    let schema = match method("json_schema") {
        Some(d) if matches!(d.body.tail_macro.as_deref(), Some("json_schema" | "json")) => {
            match &d.body.json {
                Some((v, _)) => v.clone(),
                None => Err("`json_schema()` builds its schema at run time".to_string()),
            }
        }
        _ => Err(format!(
            "the hand-written `impl JsonSchema for {name}` builds its schema at run time"
        )),
    };
    let name = method("schema_name").and_then(|d| match &d.body.returns {
        Some(Lit::Str(s)) => Some(s.clone()),
        _ => None,
    });
    let inline = method("inline_schema")
        .is_some_and(|d| matches!(d.body.returns_lit, Some(Lit::Bool(true))));
    Some(ManualSchema {
        schema,
        name,
        inline,
    })
}

impl<'c> Resolver<'c> {
    pub fn new(krate: &'c Crate) -> Resolver<'c> {
        Resolver {
            krate,
            items: BTreeMap::new(),
            too_deep: false,
        }
    }

    /// Resolves `t` written in module `module` where `generics` are in scope, and collects
    /// the crate items it reaches (transitively).
    pub fn resolve(&mut self, module: &str, generics: &[String], t: &TypeExpr) -> RustType {
        let ty = self.ty(module, generics, t, 0);
        self.collect(&ty);
        ty
    }

    fn ty(&mut self, module: &str, generics: &[String], t: &TypeExpr, depth: usize) -> RustType {
        if depth > MAX_TYPE_DEPTH {
            self.too_deep = true;
            return RustType::TooDeep;
        }
        let d = depth + 1;
        match t {
            TypeExpr::Unit => RustType::Unit,
            TypeExpr::Other(s) => RustType::External(s.clone()),
            TypeExpr::Ref(inner) => match self.ty(module, generics, inner, d) {
                RustType::Str => RustType::Str,
                RustType::Seq {
                    kind: SeqKind::Slice,
                    item,
                } => RustType::Seq {
                    kind: SeqKind::Slice,
                    item,
                },
                other => RustType::Wrapper {
                    kind: WrapperKind::Ref,
                    inner: Box::new(other),
                },
            },
            TypeExpr::Tuple(v) => {
                RustType::Tuple(v.iter().map(|x| self.ty(module, generics, x, d)).collect())
            }
            TypeExpr::Array { item, len } => {
                let item = Box::new(self.ty(module, generics, item, d));
                match len {
                    None => RustType::Seq {
                        kind: SeqKind::Slice,
                        item,
                    },
                    Some(l) => RustType::Array {
                        item,
                        len: super::attrs::parse_int(l).and_then(|n| u64::try_from(n).ok()),
                    },
                }
            }
            TypeExpr::Path { segments, args, .. } => {
                if segments.len() == 1 && generics.contains(&segments[0]) {
                    return RustType::Param(segments[0].clone());
                }
                let resolve_args = |s: &mut Self| -> Vec<RustType> {
                    args.iter().map(|a| s.ty(module, generics, a, d)).collect()
                };
                // Local items shadow the prelude; anything else is named by its full path.
                let resolved = if segments.len() == 1 && is_primitive(&segments[0]) {
                    None
                } else {
                    self.krate.resolve(module, segments)
                };
                match resolved {
                    Some(Resolved::Item(found)) => match &found.item.kind {
                        ItemKind::TypeAlias(target) => {
                            let a = resolve_args(self);
                            self.alias(&found, target, a, d)
                        }
                        ItemKind::Struct(_) | ItemKind::Enum(_) => RustType::Item {
                            path: found.path(),
                            args: resolve_args(self),
                        },
                        _ => RustType::External(segments.join("::")),
                    },
                    Some(Resolved::External(full)) => {
                        let a = resolve_args(self);
                        known(&full, a)
                    }
                    Some(Resolved::Module(_)) => RustType::External(segments.join("::")),
                    None => {
                        let a = resolve_args(self);
                        known(segments, a)
                    }
                }
            }
        }
    }

    /// `type Alias<T> = Target<T>;` instantiated with `args`.
    fn alias(
        &mut self,
        found: &Found,
        target: &TypeExpr,
        args: Vec<RustType>,
        depth: usize,
    ) -> RustType {
        let generics = found.item.generics.clone();
        let body = self.ty(&found.module.path, &generics, target, depth + 1);
        substitute(&body, &generics, &args)
    }

    /// Adds every crate item `ty` reaches to `items`, resolving their field types.
    fn collect(&mut self, ty: &RustType) {
        let mut pending: Vec<RustType> = vec![ty.clone()];
        let mut steps = 0;
        while let Some(t) = pending.pop() {
            steps += 1;
            if steps > 10_000 {
                self.too_deep = true;
                break;
            }
            let mut children: Vec<&RustType> = Vec::new();
            children_of(&t, &mut children);
            let owned: Vec<RustType> = children.into_iter().cloned().collect();
            if let RustType::Item { path, .. } = &t {
                if !self.items.contains_key(path) {
                    if let Some(def) = self.typedef(path) {
                        for row in &def.fields {
                            pending.extend(row.iter().cloned());
                        }
                        self.items.insert(path.clone(), Arc::new(def));
                    }
                }
            }
            pending.extend(owned);
        }
    }

    fn typedef(&mut self, path: &str) -> Option<TypeDef> {
        let (module, name) = path.rsplit_once("::").unwrap_or(("", path));
        let Some(Resolved::Item(found)) = self.krate.resolve(module, &["self".into(), name.into()])
        else {
            return None;
        };
        let generics = found.item.generics.clone();
        let m = found.module.path.clone();
        let fields = match &found.item.kind {
            ItemKind::Struct(f) => vec![f
                .all()
                .iter()
                .map(|x| self.ty(&m, &generics, &x.ty, 0))
                .collect()],
            ItemKind::Enum(vs) => vs
                .iter()
                .map(|v| {
                    v.fields
                        .all()
                        .iter()
                        .map(|x| self.ty(&m, &generics, &x.ty, 0))
                        .collect()
                })
                .collect(),
            _ => return None,
        };
        let field_defaults = match &found.item.kind {
            ItemKind::Struct(f) => f
                .all()
                .iter()
                .map(|x| {
                    let Some(Lit::Str(p)) =
                        super::attrs::all_args(&x.attrs, "serde").find_map(|a| match a {
                            super::attrs::Meta::NameValue { name, value, .. }
                                if name == "default" =>
                            {
                                Some(value.clone())
                            }
                            _ => None,
                        })
                    else {
                        return None;
                    };
                    let segs: Vec<String> = p.split("::").map(str::to_string).collect();
                    match self.krate.resolve(&m, &segs)? {
                        Resolved::Item(f) => match &f.item.kind {
                            ItemKind::Fn(d) => d.body.returns_lit.clone(),
                            _ => None,
                        },
                        _ => None,
                    }
                })
                .collect(),
            _ => Vec::new(),
        };
        let default_impl = found.module.items.iter().find_map(|i| match &i.kind {
            ItemKind::Impl(imp)
                if imp.trait_.as_ref().and_then(|t| t.last()) == Some("Default")
                    && imp.self_ty.last() == Some(name) =>
            {
                imp.items.iter().find_map(|f| match &f.kind {
                    ItemKind::Fn(d) if f.name == "default" => Some(d.body.self_literal.clone()),
                    _ => None,
                })
            }
            _ => None,
        });
        let manual_schema = manual_schema(&found.module.items, name);
        Some(TypeDef {
            path: path.to_string(),
            module: m,
            analysed: found.module.analysed,
            item: found.item.clone(),
            fields,
            field_defaults,
            default_impl,
            manual_schema,
        })
    }
}

fn children_of<'a>(t: &'a RustType, out: &mut Vec<&'a RustType>) {
    match t {
        RustType::Option(i)
        | RustType::Seq { item: i, .. }
        | RustType::Set { item: i, .. }
        | RustType::Array { item: i, .. }
        | RustType::Wrapper { inner: i, .. } => out.push(i),
        RustType::Map { key, value, .. } => {
            out.push(key);
            out.push(value);
        }
        RustType::Tuple(v) | RustType::Item { args: v, .. } => out.extend(v.iter()),
        _ => {}
    }
}

/// Replaces generic parameters by arguments (iteratively bounded by the type's own size).
pub fn substitute(t: &RustType, params: &[String], args: &[RustType]) -> RustType {
    let sub = |x: &RustType| substitute(x, params, args);
    match t {
        RustType::Param(p) => params
            .iter()
            .position(|q| q == p)
            .and_then(|i| args.get(i).cloned())
            .unwrap_or_else(|| t.clone()),
        RustType::Option(i) => RustType::Option(Box::new(sub(i))),
        RustType::Seq { kind, item } => RustType::Seq {
            kind: *kind,
            item: Box::new(sub(item)),
        },
        RustType::Set { kind, item } => RustType::Set {
            kind: *kind,
            item: Box::new(sub(item)),
        },
        RustType::Array { item, len } => RustType::Array {
            item: Box::new(sub(item)),
            len: *len,
        },
        RustType::Wrapper { kind, inner } => RustType::Wrapper {
            kind: *kind,
            inner: Box::new(sub(inner)),
        },
        RustType::Map { kind, key, value } => RustType::Map {
            kind: *kind,
            key: Box::new(sub(key)),
            value: Box::new(sub(value)),
        },
        RustType::Tuple(v) => RustType::Tuple(v.iter().map(sub).collect()),
        RustType::Item { path, args: a } => RustType::Item {
            path: path.clone(),
            args: a.iter().map(sub).collect(),
        },
        other => other.clone(),
    }
}

fn is_primitive(name: &str) -> bool {
    matches!(
        name,
        "bool"
            | "char"
            | "str"
            | "u8"
            | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
            | "i8"
            | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "f32"
            | "f64"
    )
}

fn int_of(name: &str) -> Option<(bool, u8)> {
    let (signed, rest) = match name.as_bytes().first()? {
        b'u' => (false, &name[1..]),
        b'i' => (true, &name[1..]),
        _ => return None,
    };
    let bits = match rest {
        "8" => 8,
        "16" => 16,
        "32" => 32,
        "64" => 64,
        "128" => 128,
        "size" => 0,
        _ => return None,
    };
    Some((signed, bits))
}

/// A type outside the crate, by its path (as `use` spelled it) and resolved arguments.
fn known(path: &[String], mut args: Vec<RustType>) -> RustType {
    let last = path.last().map(String::as_str).unwrap_or("");
    let first = path.first().map(String::as_str).unwrap_or("");
    let arg = |args: &mut Vec<RustType>| {
        if args.is_empty() {
            RustType::External("_".into())
        } else {
            args.remove(0)
        }
    };
    if path.len() == 1 || matches!(first, "std" | "core" | "alloc") {
        if let Some((signed, bits)) = int_of(last) {
            return RustType::Int {
                signed,
                bits,
                nonzero: false,
            };
        }
    }
    if let Some(rest) = last.strip_prefix("NonZero") {
        if let Some((signed, bits)) = int_of(&rest.to_ascii_lowercase()) {
            return RustType::Int {
                signed,
                bits,
                nonzero: true,
            };
        }
    }
    let wrap = |kind, args: &mut Vec<RustType>| {
        let inner = arg(args);
        if inner == RustType::Str {
            RustType::Str
        } else {
            RustType::Wrapper {
                kind,
                inner: Box::new(inner),
            }
        }
    };
    match (first, last) {
        (_, "bool") => RustType::Bool,
        (_, "char") => RustType::Char,
        (_, "f32") => RustType::Float(32),
        (_, "f64") => RustType::Float(64),
        (_, "str" | "String" | "OsString" | "OsStr") => RustType::Str,
        (_, "Cow") => {
            let inner = arg(&mut args);
            match inner {
                RustType::Str => RustType::Str,
                other => RustType::Wrapper {
                    kind: WrapperKind::Ref,
                    inner: Box::new(other),
                },
            }
        }
        (_, "Option") => RustType::Option(Box::new(arg(&mut args))),
        (_, "Vec") => RustType::Seq {
            kind: SeqKind::Vec,
            item: Box::new(arg(&mut args)),
        },
        (_, "VecDeque") => RustType::Seq {
            kind: SeqKind::VecDeque,
            item: Box::new(arg(&mut args)),
        },
        (_, "LinkedList") => RustType::Seq {
            kind: SeqKind::LinkedList,
            item: Box::new(arg(&mut args)),
        },
        (_, "BinaryHeap") => RustType::Seq {
            kind: SeqKind::BinaryHeap,
            item: Box::new(arg(&mut args)),
        },
        (_, "HashSet") => RustType::Set {
            kind: SetKind::HashSet,
            item: Box::new(arg(&mut args)),
        },
        (_, "BTreeSet") => RustType::Set {
            kind: SetKind::BTreeSet,
            item: Box::new(arg(&mut args)),
        },
        (_, "IndexSet") => RustType::Set {
            kind: SetKind::IndexSet,
            item: Box::new(arg(&mut args)),
        },
        ("serde_json", "Map") => RustType::Special(Special::JsonMap),
        ("serde_json", "Value") => RustType::Special(Special::JsonValue),
        ("serde_json", "Number") => RustType::Special(Special::JsonNumber),
        (_, "HashMap" | "BTreeMap" | "IndexMap") => {
            let key = Box::new(arg(&mut args));
            let value = Box::new(arg(&mut args));
            RustType::Map {
                kind: match last {
                    "HashMap" => MapKind::HashMap,
                    "BTreeMap" => MapKind::BTreeMap,
                    _ => MapKind::IndexMap,
                },
                key,
                value,
            }
        }
        (_, "Box") => wrap(WrapperKind::Box, &mut args),
        (_, "Arc") => wrap(WrapperKind::Arc, &mut args),
        (_, "Rc") => wrap(WrapperKind::Rc, &mut args),
        (_, "Cell") => wrap(WrapperKind::Cell, &mut args),
        (_, "RefCell") => wrap(WrapperKind::RefCell, &mut args),
        (_, "Mutex") => wrap(WrapperKind::Mutex, &mut args),
        (_, "RwLock") => wrap(WrapperKind::RwLock, &mut args),
        (_, "Wrapping") => wrap(WrapperKind::Wrapping, &mut args),
        (_, "Reverse") => wrap(WrapperKind::Reverse, &mut args),
        (_, "PathBuf" | "Path") => RustType::Special(Special::PathBuf),
        ("chrono", "Duration") | ("chrono", "TimeDelta") => RustType::External(path.join("::")),
        (_, "DateTime") => RustType::Special(Special::DateTime),
        (_, "NaiveDate") => RustType::Special(Special::NaiveDate),
        (_, "NaiveTime") => RustType::Special(Special::NaiveTime),
        (_, "NaiveDateTime") => RustType::Special(Special::NaiveDateTime),
        (_, "Uuid") => RustType::Special(Special::Uuid),
        ("std" | "core" | "Duration", "Duration") => RustType::Special(Special::Duration),
        (_, "SystemTime") => RustType::Special(Special::SystemTime),
        (_, "IpAddr") => RustType::Special(Special::IpAddr),
        (_, "Ipv4Addr") => RustType::Special(Special::Ipv4Addr),
        (_, "Ipv6Addr") => RustType::Special(Special::Ipv6Addr),
        (_, "SocketAddr") => RustType::Special(Special::SocketAddr),
        (_, "SocketAddrV4") => RustType::Special(Special::SocketAddrV4),
        (_, "SocketAddrV6") => RustType::Special(Special::SocketAddrV6),
        ("url", "Url") => RustType::Special(Special::Url),
        _ => RustType::External(path.join("::")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field_types(src: &str) -> (Vec<RustType>, BTreeMap<String, Arc<TypeDef>>) {
        let tree = super::super::syntax::parse(src);
        let items = super::super::items::file_items(src, tree.root_node());
        let c = Crate::new(None, "m", &items);
        let mut r = Resolver::new(&c);
        let s = items.items.iter().find(|i| i.name == "S").unwrap();
        let ItemKind::Struct(f) = &s.kind else {
            panic!()
        };
        let tys = f
            .all()
            .iter()
            .map(|x| r.resolve("m", &s.generics, &x.ty))
            .collect();
        (tys, r.items)
    }

    #[test]
    fn std_and_special_types() {
        let (t, _) = field_types(
            "use std::collections::{HashMap as Map, BTreeSet};\nuse std::time::Duration;\nstruct S { a: u8, b: Option<Vec<i64>>, c: Map<String, f32>, d: BTreeSet<usize>, e: (bool, &'static str), f: [u8; 3], g: Box<str>, h: chrono::DateTime<chrono::Utc>, i: Duration, j: serde_json::Value, k: std::num::NonZeroU32, l: Cow<'static, str> }\n",
        );
        assert_eq!(
            t[0],
            RustType::Int {
                signed: false,
                bits: 8,
                nonzero: false
            }
        );
        assert!(
            matches!(&t[1], RustType::Option(i) if matches!(**i, RustType::Seq { kind: SeqKind::Vec, .. }))
        );
        assert!(
            matches!(&t[2], RustType::Map { kind: MapKind::HashMap, key, .. } if **key == RustType::Str)
        );
        assert!(matches!(
            &t[3],
            RustType::Set {
                kind: SetKind::BTreeSet,
                ..
            }
        ));
        assert_eq!(t[4], RustType::Tuple(vec![RustType::Bool, RustType::Str]));
        assert!(matches!(&t[5], RustType::Array { len: Some(3), .. }));
        assert_eq!(t[6], RustType::Str);
        assert_eq!(t[7], RustType::Special(Special::DateTime));
        assert_eq!(t[8], RustType::Special(Special::Duration));
        assert_eq!(t[9], RustType::Special(Special::JsonValue));
        assert!(matches!(
            t[10],
            RustType::Int {
                nonzero: true,
                bits: 32,
                ..
            }
        ));
        assert_eq!(t[11], RustType::Str);
    }

    #[test]
    fn crate_items_aliases_and_generics() {
        let (t, items) = field_types(
            "struct Paged<T> { items: Vec<T>, next: Option<Box<Paged<T>>> }\nstruct Customer { name: String }\ntype Page = Paged<Customer>;\nstruct S { p: Page, q: Paged<String> }\n",
        );
        assert_eq!(
            t[0],
            RustType::Item {
                path: "m::Paged".into(),
                args: vec![RustType::Item {
                    path: "m::Customer".into(),
                    args: vec![]
                }]
            }
        );
        assert!(items.contains_key("m::Customer"));
        assert!(items.contains_key("m::Paged"));
        let paged = &items["m::Paged"];
        assert!(
            matches!(&paged.fields[0][0], RustType::Seq { item, .. } if **item == RustType::Param("T".into()))
        );
    }

    #[test]
    fn alias_cycles_stop() {
        let (t, _) = field_types("type A = Vec<B>;\ntype B = Vec<A>;\nstruct S { a: A }\n");
        let mut depth = 0;
        let mut cur = &t[0];
        while let RustType::Seq { item, .. } = cur {
            cur = item;
            depth += 1;
        }
        assert_eq!(*cur, RustType::TooDeep);
        assert!(depth > 10);
    }
}
