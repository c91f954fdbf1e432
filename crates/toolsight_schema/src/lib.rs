//! Schema engines several frameworks share because they call the same Python (or Rust)
//! library underneath: pydantic's JSON schema generator (`pydantic`), schemars (`schemars`),
//! `inspect.Signature`'s text (`pysig`) and the docstring parsers libraries embed
//! (`docstrings`: griffe, docstring_parser and the frameworks' own). Each is a plain function
//! of model facts; none knows which framework calls it.

pub mod docstrings;
pub mod pydantic;
pub mod pysig;
pub mod schemars;

// The layers below, under the names the engines use for them.
use toolsight_model as model;
use toolsight_rust as rust;
