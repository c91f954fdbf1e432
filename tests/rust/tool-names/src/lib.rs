//! Tool names shared by several crates.

pub const GREP: &str = "grep";

pub mod fs {
    pub const READ_FILE: &str = "read_file";
    pub const LIST_PREFIX: &str = "list_";
}

pub use fs::READ_FILE as READ;
