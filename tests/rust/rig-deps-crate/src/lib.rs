//! rig tools named by constants of a dependency.
#![allow(dead_code)]

pub mod tools;
