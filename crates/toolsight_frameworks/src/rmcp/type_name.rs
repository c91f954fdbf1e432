//! `std::any::type_name::<T>()` as rustc spells it, for rmcp's panic messages (`Invalid input
//! schema for `rmcp::...::Parameters<my_crate::tools::Color>``): std types under the module
//! paths where they are defined, crate items under the crate's name. The model keeps one
//! spelling per kind (every string type is `String`), so a `&str` or `Box<str>` parameter
//! reads as `alloc::string::String`.

use crate::rust::types::{MapKind, RustType, SeqKind, SetKind, Special, WrapperKind};

/// rmcp's `Parameters<T>` wrapper, as the `#[tool]` macro names it in its panic.
pub const PARAMETERS: &str = "rmcp::handler::server::wrapper::parameters::Parameters";

/// Type nesting beyond this is written `_`.
const MAX_DEPTH: usize = 32;

/// `ty`'s `type_name`, its crate items under `krate` (`None`: the crate-relative path).
pub fn type_name(ty: &RustType, krate: Option<&str>) -> String {
    name(ty, krate, 0)
}

fn name(ty: &RustType, krate: Option<&str>, depth: usize) -> String {
    if depth > MAX_DEPTH {
        return "_".into();
    }
    let n = |t: &RustType| name(t, krate, depth + 1);
    let generic = |path: &str, args: &[&RustType]| {
        let args: Vec<String> = args.iter().map(|a| n(a)).collect();
        format!("{path}<{}>", args.join(", "))
    };
    match ty {
        RustType::Bool => "bool".into(),
        RustType::Char => "char".into(),
        RustType::Int {
            signed,
            bits,
            nonzero,
        } => {
            let width = match bits {
                0 => "size".to_string(),
                b => b.to_string(),
            };
            let prim = format!("{}{width}", if *signed { "i" } else { "u" });
            if *nonzero {
                format!("core::num::nonzero::NonZero<{prim}>")
            } else {
                prim
            }
        }
        RustType::Float(bits) => format!("f{bits}"),
        RustType::Str => "alloc::string::String".into(),
        RustType::Unit => "()".into(),
        RustType::Option(t) => generic("core::option::Option", &[t]),
        RustType::Seq { kind, item } => match kind {
            SeqKind::Vec => generic("alloc::vec::Vec", &[item]),
            SeqKind::VecDeque => generic("alloc::collections::vec_deque::VecDeque", &[item]),
            SeqKind::LinkedList => generic("alloc::collections::linked_list::LinkedList", &[item]),
            SeqKind::BinaryHeap => generic("alloc::collections::binary_heap::BinaryHeap", &[item]),
            SeqKind::Slice => format!("&[{}]", n(item)),
        },
        RustType::Set { kind, item } => match kind {
            SetKind::HashSet => generic("std::collections::hash::set::HashSet", &[item]),
            SetKind::BTreeSet => generic("alloc::collections::btree::set::BTreeSet", &[item]),
            SetKind::IndexSet => generic("indexmap::set::IndexSet", &[item]),
        },
        RustType::Map { kind, key, value } => match kind {
            MapKind::HashMap => generic("std::collections::hash::map::HashMap", &[key, value]),
            MapKind::BTreeMap => generic("alloc::collections::btree::map::BTreeMap", &[key, value]),
            MapKind::IndexMap => generic("indexmap::map::IndexMap", &[key, value]),
        },
        RustType::Tuple(items) => {
            let parts: Vec<String> = items.iter().map(n).collect();
            if parts.len() == 1 {
                format!("({},)", parts[0])
            } else {
                format!("({})", parts.join(", "))
            }
        }
        RustType::Array { item, len } => match len {
            Some(l) => format!("[{}; {l}]", n(item)),
            None => format!("[{}; _]", n(item)),
        },
        RustType::Wrapper { kind, inner } => match kind {
            WrapperKind::Box => generic("alloc::boxed::Box", &[inner]),
            WrapperKind::Arc => generic("alloc::sync::Arc", &[inner]),
            WrapperKind::Rc => generic("alloc::rc::Rc", &[inner]),
            WrapperKind::Ref => format!("&{}", n(inner)),
            WrapperKind::Cell => generic("core::cell::Cell", &[inner]),
            WrapperKind::RefCell => generic("core::cell::RefCell", &[inner]),
            WrapperKind::Mutex => generic("std::sync::poison::mutex::Mutex", &[inner]),
            WrapperKind::RwLock => generic("std::sync::poison::rwlock::RwLock", &[inner]),
            WrapperKind::Wrapping => generic("core::num::wrapping::Wrapping", &[inner]),
            WrapperKind::Reverse => generic("core::cmp::Reverse", &[inner]),
        },
        RustType::Special(s) => special(*s).into(),
        RustType::Item { path, args } => {
            let full = match krate {
                Some(k) => format!("{k}::{path}"),
                None => path.clone(),
            };
            if args.is_empty() {
                full
            } else {
                generic(&full, &args.iter().collect::<Vec<_>>())
            }
        }
        RustType::Param(p) => p.clone(),
        RustType::External(s) => s.clone(),
        RustType::TooDeep => "_".into(),
    }
}

fn special(s: Special) -> &'static str {
    match s {
        Special::PathBuf => "std::path::PathBuf",
        Special::DateTime => "chrono::datetime::DateTime<chrono::offset::utc::Utc>",
        Special::NaiveDate => "chrono::naive::date::NaiveDate",
        Special::NaiveTime => "chrono::naive::time::NaiveTime",
        Special::NaiveDateTime => "chrono::naive::datetime::NaiveDateTime",
        Special::Uuid => "uuid::Uuid",
        Special::Duration => "core::time::Duration",
        Special::SystemTime => "std::time::SystemTime",
        Special::IpAddr => "core::net::ip_addr::IpAddr",
        Special::Ipv4Addr => "core::net::ip_addr::Ipv4Addr",
        Special::Ipv6Addr => "core::net::ip_addr::Ipv6Addr",
        Special::SocketAddr => "core::net::socket_addr::SocketAddr",
        Special::SocketAddrV4 => "core::net::socket_addr::SocketAddrV4",
        Special::SocketAddrV6 => "core::net::socket_addr::SocketAddrV6",
        Special::JsonValue => "serde_json::value::Value",
        Special::JsonMap => "serde_json::map::Map<alloc::string::String, serde_json::value::Value>",
        Special::JsonNumber => "serde_json::number::Number",
        Special::Url => "url::Url",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn std_and_crate_types() {
        let vec_str = RustType::Seq {
            kind: SeqKind::Vec,
            item: Box::new(RustType::Str),
        };
        assert_eq!(
            type_name(&vec_str, Some("rust_corpus")),
            "alloc::vec::Vec<alloc::string::String>"
        );
        let item = RustType::Item {
            path: "r09::MathOp".into(),
            args: vec![],
        };
        assert_eq!(
            type_name(&item, Some("rust_corpus")),
            "rust_corpus::r09::MathOp"
        );
        assert_eq!(
            type_name(&RustType::Special(Special::JsonValue), None),
            "serde_json::value::Value"
        );
    }
}
