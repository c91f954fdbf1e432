# toolsight-test: {"select": ["ALL", "D005"]}
"""With the opt-in D005 selected: Google-style `Args:` entries that stores never sends
(its parameter descriptions are always "")."""
import stores


def transfer(
    from_account: str,  # expect: D005
    to_account: str,  # expect: D005
    amount_cents: int,  # expect: D005
) -> str:
    """Transfer money between two accounts of the same customer.

    Args:
        from_account: IBAN of the account to debit.
        to_account: IBAN of the account to credit.
        amount_cents: Amount in euro cents.
    """
    return ""


index = stores.Index([transfer])
