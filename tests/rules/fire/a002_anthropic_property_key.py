"""Anthropic checks top-level property keys against `^[a-zA-Z0-9_.-]{1,64}$`; a
non-ASCII or over-long parameter name fails the request."""
import stores


def adresse_prüfen(straße: str, hausnummer: str) -> str:  # expect: N001, N005, A002
    """Prüft eine Adresse."""
    return ""


def geocode(address_line_including_street_house_number_postcode_city_and_country: str) -> str:  # expect: A002
    """Geocode a postal address."""
    return ""


index = stores.Index([adresse_prüfen, geocode])
