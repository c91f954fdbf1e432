"""Generated CRM tools: descriptive names that grow past OpenAI's 64-character limit."""
import stores


def get_customer_account_billing_history_with_invoices_and_credit_notes(customer_id: str) -> list[str]:  # expect: N002
    """Return the billing history of a customer, invoices and credit notes included."""
    return []


def get_customer(customer_id: str) -> str:
    """Return a customer's profile."""
    return ""


index = stores.Index([get_customer_account_billing_history_with_invoices_and_credit_notes, get_customer])
