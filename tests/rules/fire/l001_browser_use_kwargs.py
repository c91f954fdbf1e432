"""browser-use refuses `**kwargs` and a special parameter (`page_url`, `has_sensitive_data`)
annotated with another type: `@controller.action(...)` raises while the module is imported."""
from browser_use import Controller

controller = Controller()


@controller.action("Search the product catalogue")
def search(query: str, limit: int = 10) -> list[str]:
    return []


@controller.action("Open a product page")
def open_product(product_id: str, **options: str) -> str:  # expect: L001
    return product_id


@controller.action("Report the page the agent is on")
def where(page_url: int) -> str:  # expect: L001
    return str(page_url)
