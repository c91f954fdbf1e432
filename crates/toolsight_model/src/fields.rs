//! A class's fields, with the inherited ones shared with the bases rather than copied.
//!
//! Copying each base's fields into every subclass made a chain of 3,000 inheriting
//! `TypedDict`s hold 4.5 million fields (1.4 GB). Here a class keeps its own fields and its
//! bases' field lists; the flat list (what Python's `__annotations__` merge gives) is built
//! on first use, for the classes that are actually read.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use super::Field;

#[derive(Default)]
pub struct Fields {
    /// The field lists of the bases that pass fields on, in base order.
    inherited: Vec<Arc<Fields>>,
    /// The class's own fields, each name once (the last definition, where it stands).
    own: Vec<Field>,
    flat: OnceLock<Vec<Field>>,
}

impl Fields {
    /// `own` in definition order; a name defined twice keeps its last definition, placed
    /// there (as re-assigning a key of the class namespace does).
    pub fn new(inherited: Vec<Arc<Fields>>, own: Vec<Field>) -> Fields {
        let mut last: HashMap<&str, usize> = HashMap::new();
        for (i, f) in own.iter().enumerate() {
            last.insert(f.name.as_str(), i);
        }
        let keep: Vec<bool> = own
            .iter()
            .enumerate()
            .map(|(i, f)| last.get(f.name.as_str()) == Some(&i))
            .collect();
        let own = own
            .into_iter()
            .zip(keep)
            .filter_map(|(f, k)| k.then_some(f))
            .collect();
        Fields {
            inherited,
            own,
            flat: OnceLock::new(),
        }
    }

    /// Fields taken as given, repeats included (a functional `TypedDict("T", {...})`).
    pub fn from_own(own: Vec<Field>) -> Fields {
        Fields {
            inherited: Vec::new(),
            own,
            flat: OnceLock::new(),
        }
    }

    /// The bases' fields in base order (each base's own flat order), less the names a class
    /// further down redefines, then the class's own: built with an explicit stack, so a
    /// long chain neither recurses deeply nor builds its ancestors' lists.
    fn flatten(&self) -> Vec<Field> {
        let mut out = Vec::new();
        // Names redefined by the classes on the path from `self` down to the one visited.
        let mut shadows: HashMap<&str, usize> = HashMap::new();
        fn enter<'f>(f: &'f Fields, shadows: &mut HashMap<&'f str, usize>) {
            for field in &f.own {
                *shadows.entry(field.name.as_str()).or_default() += 1;
            }
        }
        let mut stack: Vec<(&Fields, usize)> = vec![(self, 0)];
        enter(self, &mut shadows);
        while let Some((node, next)) = stack.last_mut() {
            if let Some(base) = node.inherited.get(*next) {
                *next += 1;
                let base: &Fields = base;
                if let Some(flat) = base.flat.get() {
                    // A base already flattened: its list, less what is redefined below it.
                    out.extend(
                        flat.iter()
                            .filter(|f| shadows.get(f.name.as_str()).is_none_or(|n| *n == 0))
                            .cloned(),
                    );
                    continue;
                }
                stack.push((base, 0));
                enter(base, &mut shadows);
                continue;
            }
            let (node, _) = stack.pop().expect("the loop's element");
            for field in &node.own {
                if let Some(n) = shadows.get_mut(field.name.as_str()) {
                    *n -= 1;
                }
            }
            out.extend(
                node.own
                    .iter()
                    .filter(|f| shadows.get(f.name.as_str()).is_none_or(|n| *n == 0))
                    .cloned(),
            );
        }
        out
    }

    /// Whether the two lists are built alike: the same own fields and equal bases (shared
    /// bases are equal at once). Stricter than comparing the flat lists, never looser, and
    /// it builds neither.
    fn same_structure(&self, other: &Fields) -> bool {
        let mut pairs: Vec<(&Fields, &Fields)> = vec![(self, other)];
        while let Some((a, b)) = pairs.pop() {
            if std::ptr::eq(a, b) {
                continue;
            }
            if a.own != b.own || a.inherited.len() != b.inherited.len() {
                return false;
            }
            pairs.extend(
                a.inherited
                    .iter()
                    .zip(&b.inherited)
                    .map(|(x, y)| (x.as_ref(), y.as_ref())),
            );
        }
        true
    }
}

/// Dropping a chain of 50,000 classes one `Drop` inside another would overflow the stack:
/// the bases this list holds the last reference to are dropped in a loop instead.
impl Drop for Fields {
    fn drop(&mut self) {
        let mut pending = std::mem::take(&mut self.inherited);
        while let Some(base) = pending.pop() {
            if let Some(mut last) = Arc::into_inner(base) {
                pending.append(&mut last.inherited);
            }
        }
    }
}

impl std::ops::Deref for Fields {
    type Target = [Field];
    fn deref(&self) -> &[Field] {
        self.flat.get_or_init(|| self.flatten())
    }
}

impl<'a> IntoIterator for &'a Fields {
    type Item = &'a Field;
    type IntoIter = std::slice::Iter<'a, Field>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// A clone shares the bases and copies the own fields; the flat list is rebuilt on use
/// (a subclass clones its base's list: copying a built one would be quadratic again).
impl Clone for Fields {
    fn clone(&self) -> Fields {
        Fields {
            inherited: self.inherited.clone(),
            own: self.own.clone(),
            flat: OnceLock::new(),
        }
    }
}

impl PartialEq for Fields {
    fn eq(&self, other: &Fields) -> bool {
        self.same_structure(other)
    }
}

impl std::fmt::Debug for Fields {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Annotation;
    use crate::Span;

    fn field(name: &str, at: usize) -> Field {
        Field {
            name: name.into(),
            annotation: Annotation {
                ty: crate::Ty::Any,
                text: String::new(),
                stringized: false,
                span: Span::default(),
                truncated: false,
            },
            default: None,
            span: Span::new(at, at),
        }
    }

    fn names(f: &Fields) -> Vec<(String, usize)> {
        f.iter().map(|f| (f.name.clone(), f.span.start)).collect()
    }

    /// What copying each base's list and redefining in place gave (the old model).
    fn copied(bases: &[Vec<Field>], own: &[Field]) -> Vec<Field> {
        let mut out: Vec<Field> = bases.iter().flatten().cloned().collect();
        for f in own {
            out.retain(|g| g.name != f.name);
            out.push(f.clone());
        }
        out
    }

    #[test]
    fn flat_lists_equal_copying_the_bases() {
        // A diamond with redefinitions: A(x, y); B(A) redefines x; C(A) adds z; D(B, C)
        // redefines y and defines w twice.
        let a_own = vec![field("x", 1), field("y", 2)];
        let a = Arc::new(Fields::new(Vec::new(), a_own.clone()));
        let b_own = vec![field("x", 10)];
        let b = Arc::new(Fields::new(vec![a.clone()], b_own.clone()));
        let c_own = vec![field("z", 20)];
        let c = Arc::new(Fields::new(vec![a.clone()], c_own.clone()));
        let d_own = vec![field("w", 30), field("y", 31), field("w", 32)];
        let d = Fields::new(vec![b.clone(), c.clone()], d_own.clone());
        let a_flat = copied(&[], &a_own);
        let b_flat = copied(std::slice::from_ref(&a_flat), &b_own);
        let c_flat = copied(std::slice::from_ref(&a_flat), &c_own);
        let d_flat = copied(&[b_flat.clone(), c_flat.clone()], &d_own);
        let want: Vec<(String, usize)> = d_flat
            .iter()
            .map(|f| (f.name.clone(), f.span.start))
            .collect();
        assert_eq!(names(&d), want);
        // The same once a base's list was built first (the shortcut through it).
        let _ = names(&b);
        let d2 = Fields::new(vec![b, c], d_own);
        assert_eq!(names(&d2), want);
        assert_eq!(d, d2);
    }

    #[test]
    fn a_long_chain_is_flattened_without_recursion() {
        let mut last = Arc::new(Fields::new(Vec::new(), vec![field("f0", 0)]));
        for i in 1..50_000 {
            last = Arc::new(Fields::new(vec![last], vec![field(&format!("f{i}"), i)]));
        }
        assert_eq!(last.len(), 50_000);
        assert_eq!(last[49_999].name, "f49999");
        let cloned = (*last).clone();
        assert_eq!(cloned, *last);
    }
}
