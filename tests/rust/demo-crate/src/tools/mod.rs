pub mod search;
pub mod weather;
