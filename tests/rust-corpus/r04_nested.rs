//! rmcp tools: nested and recursive structs, `$defs` name clashes (`Filter` in two modules,
//! `Paged<T>` instantiations), smart pointers.

use std::collections::BTreeMap;
use std::rc::Rc;
use std::sync::Arc;

use rmcp::handler::server::wrapper::Parameters;
use rmcp::{schemars, tool, tool_router};
use serde::Deserialize;

pub mod orders {
    use rmcp::schemars;
    use serde::Deserialize;

    /// Which orders to include.
    #[derive(Debug, Deserialize, schemars::JsonSchema)]
    pub struct Filter {
        pub status: String,
        pub min_total: Option<f64>,
    }
}

pub mod customers {
    use rmcp::schemars;
    use serde::Deserialize;

    /// Which customers to include.
    #[derive(Debug, Deserialize, schemars::JsonSchema)]
    pub struct Filter {
        pub country: String,
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ReportRequest {
    pub orders: orders::Filter,
    pub customers: customers::Filter,
}

/// A customer record.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Customer {
    pub name: String,
    pub email: String,
    pub shipping: Option<Address>,
}

/// A postal address.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Address {
    pub street: String,
    pub city: String,
    pub zip: Option<String>,
}

/// One page of results.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Paged<T> {
    pub items: Vec<T>,
    pub page: u32,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ImportPages {
    pub customers: Paged<Customer>,
    pub names: Paged<String>,
    pub more_customers: Option<Paged<Customer>>,
}

/// A category in a tree.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Category {
    pub name: String,
    pub children: Vec<Category>,
    pub parent: Option<Box<Category>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ImportTree {
    pub root: Category,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum Expr {
    Number(f64),
    Sum(Vec<Term>),
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Term {
    pub coefficient: f64,
    pub expr: Box<Expr>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct Evaluate {
    pub expr: Expr,
}

/// A page of items, as the root parameters type.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct PageOfItems {
    pub items: Vec<Address>,
    pub next: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct OrderRequest {
    pub customer: Customer,
    pub lines: Vec<OrderLine>,
    pub shared: Arc<Address>,
    pub counted: Rc<String>,
    pub notes: BTreeMap<String, Vec<String>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct OrderLine {
    pub sku: String,
    pub quantity: u16,
}

#[derive(Debug, Default)]
pub struct NestedServer;

#[tool_router(vis = "pub")]
impl NestedServer {
    /// Build a report.
    #[tool]
    fn report(&self, Parameters(_r): Parameters<ReportRequest>) -> String {
        String::new()
    }

    /// Import pages of customers.
    #[tool]
    fn import_pages(&self, Parameters(_r): Parameters<ImportPages>) -> String {
        String::new()
    }

    /// Import a category tree.
    #[tool]
    fn import_tree(&self, Parameters(_r): Parameters<ImportTree>) -> String {
        String::new()
    }

    /// Evaluate an expression.
    #[tool]
    fn evaluate(&self, Parameters(_r): Parameters<Evaluate>) -> String {
        String::new()
    }

    /// Store a page of items.
    #[tool]
    fn page_of_items(&self, Parameters(_r): Parameters<PageOfItems>) -> String {
        String::new()
    }

    /// Place an order.
    #[tool]
    fn place_order(&self, Parameters(_r): Parameters<OrderRequest>) -> String {
        String::new()
    }
}
