"""Docstring cases for tests/docstrings (see regen.py).

Each case is (name, doc, params): `doc` is the value `f.__doc__` holds (None for a function
without a docstring), written as the string literal would be inside a module-level `def`,
indentation included; `params` are the parameter names of the generated function, each
annotated `str`.
"""

CASES = [
    # --- degenerate -------------------------------------------------------------------------
    ("none", None, ["city"]),
    ("empty", "", ["city"]),
    ("blank_only", "   \n    \n  ", ["city"]),
    ("one_line", "Get the weather.", ["city"]),
    ("one_line_padded", "  Get the weather.  ", ["city"]),
    ("one_line_no_params", "Return the time.", []),
    ("two_paragraphs_no_sections", """Get the weather.

    Looks it up in the national service and caches
    the answer for an hour.
    """, ["city"]),
    ("leading_newline_summary", """
    Get the weather.
    """, ["city"]),
    # --- Google -----------------------------------------------------------------------------
    ("google_basic", """Get the weather for a city.

    Args:
        city: The city name.
        units: Either metric or imperial.
    """, ["city", "units"]),
    ("google_typed", """Get the weather for a city.

    Args:
        city (str): The city name.
        units (str, optional): Either metric or imperial.
    """, ["city", "units"]),
    ("google_returns", """Get the weather for a city.

    Args:
        city: The city name.

    Returns:
        The forecast as text.
    """, ["city"]),
    ("google_returns_typed", """Get the weather for a city.

    Args:
        city: The city name.

    Returns:
        str: The forecast as text.
    """, ["city"]),
    ("google_returns_multiline", """Look something up.

    Args:
        key: The key.

    Returns:
        The value stored under the key, or an empty
        string when nothing is stored.
    """, ["key"]),
    ("google_returns_only", """Return the time.

    Returns:
        The current time.
    """, []),
    ("google_returns_colon_text", """Fetch a page.

    Returns:
        A page: its title and body.
    """, ["url"]),
    ("google_returns_paren_type", """Fetch a page.

    Returns:
        (dict): The page.
    """, ["url"]),
    ("google_returns_generic_type", """Fetch pages.

    Returns:
        dict[str,int]: Counts per page.
    """, ["url"]),
    ("google_raises", """Divide two numbers.

    Args:
        a: The dividend.
        b: The divisor.

    Raises:
        ZeroDivisionError: When b is zero.
    """, ["a", "b"]),
    ("google_yields", """Stream lines.

    Args:
        path: The file.

    Yields:
        str: One line at a time.
    """, ["path"]),
    ("google_examples", """Add two numbers.

    Args:
        a: First.
        b: Second.

    Examples:
        >>> add(1, 2)
        3
    """, ["a", "b"]),
    ("google_note_admonition", """Search the index.

    Note:
        The index is rebuilt nightly.

    Args:
        query: What to search for.
    """, ["query"]),
    ("google_note_before_args_no_blank", """Search the index.

    Note:
        The index is rebuilt nightly.
    Args:
        query: What to search for.
    """, ["query"]),
    ("google_continuation", """Send a message.

    Args:
        to: The recipient address, which must be
            a verified address.
        body: The text.
    """, ["to", "body"]),
    ("google_continuation_confusing", """Send a message.

    Args:
        to: The recipient address, which must be
          a verified address.
        body: The text.
    """, ["to", "body"]),
    ("google_param_blank_inside", """Send a message.

    Args:
        to: The recipient.

            Must be verified.
        body: The text.
    """, ["to", "body"]),
    ("google_args_no_blank_above", """Get the weather.
    Args:
        city: The city.
    """, ["city"]),
    ("google_args_first", """Args:
        city: The city.
    """, ["city"]),
    ("google_args_first_with_text_after", """Args:
        city: The city.

    Gets the weather.
    """, ["city"]),
    ("google_args_blank_below", """Get the weather.

    Args:

        city: The city.
    """, ["city"]),
    ("google_documented_not_in_signature", """Get the weather.

    Args:
        city: The city.
        country: The country.
    """, ["city"]),
    ("google_no_description_colon", """Get the weather.

    Args:
        city
        units: The units.
    """, ["city", "units"]),
    ("google_empty_desc", """Get the weather.

    Args:
        city:
        units: The units.
    """, ["city", "units"]),
    ("google_arguments_alias", """Get the weather.

    Arguments:
        city: The city.
    """, ["city"]),
    ("google_parameters_alias", """Get the weather.

    Parameters:
        city: The city.
    """, ["city"]),
    ("google_keyword_args", """Get the weather.

    Args:
        city: The city.

    Keyword Args:
        units: The units.
    """, ["city", "units"]),
    ("google_other_parameters", """Get the weather.

    Other Parameters:
        units: The units.
    """, ["units"]),
    ("google_varargs", """Join words.

    Args:
        *words: The words.
        **options: Extra options.
    """, ["words", "options"]),
    ("google_multi_paragraph_summary", """Get the weather.

    Uses the national service.

    Args:
        city: The city.
    """, ["city"]),
    ("google_summary_two_lines", """Get the weather
    for a city in the country.

    Args:
        city: The city.
    """, ["city"]),
    ("google_text_after_sections", """Get the weather.

    Args:
        city: The city.

    More text after the arguments.
    """, ["city"]),
    ("google_returns_before_args", """Get the weather.

    Returns:
        The forecast.

    Args:
        city: The city.
    """, ["city"]),
    ("google_example_singular", """Get the weather.

    Example:
        get_weather("Paris")

    Args:
        city: The city.
    """, ["city"]),
    ("google_lowercase_header", """Get the weather.

    args:
        city: The city.
    """, ["city"]),
    ("google_header_trailing_space", "Get the weather.\n\n    Args:  \n        city: The city.\n    ", ["city"]),
    ("google_deep_indent", """Get the weather.

        Args:
            city: The city.
    """, ["city"]),
    ("google_tabs", "Get the weather.\n\n\tArgs:\n\t\tcity: The city.\n\t\tunits: The units.\n\t", ["city", "units"]),
    ("google_non_ascii", """Récupère la météo — vite.

    Args:
        ville: Le nom de la ville, ex. « Zürich ».
        unités: Système d'unités.
    """, ["ville", "unités"]),
    ("google_two_space_indent", """Get the weather.

    Args:
      city: The city.
        Still the city.
      units: The units.
    """, ["city", "units"]),
    ("google_desc_with_colon", """Get the weather.

    Args:
        city: The city: any city.
        when (str): Time: ISO 8601.
    """, ["city", "when"]),
    ("google_code_fence", """Get the weather.

    ```
    Args:
        fake: Not a section.
    ```

    Args:
        city: The city.
    """, ["city"]),
    ("google_warning_admonition_title", """Get the weather.

    Warning: Slow
        Calls a remote service.

    Args:
        city: The city.
    """, ["city"]),
    ("google_returns_no_type_multiple_lines", """Compute stats.

    Returns:
        int: the count
        float: the mean
    """, []),
    ("google_summary_only_args_inline", """Get the weather. Args: city is the city.""", ["city"]),
    ("google_args_then_raises_no_blank", """Get the weather.

    Args:
        city: The city.
    Raises:
        KeyError: Unknown city.
    """, ["city"]),
    # --- NumPy ------------------------------------------------------------------------------
    ("numpy_basic", """Get the weather for a city.

    Parameters
    ----------
    city : str
        The city name.
    units : str, optional
        Either metric or imperial.
    """, ["city", "units"]),
    ("numpy_returns", """Get the weather.

    Parameters
    ----------
    city : str
        The city.

    Returns
    -------
    str
        The forecast.
    """, ["city"]),
    ("numpy_returns_named", """Get the weather.

    Returns
    -------
    forecast : str
        The forecast text.
    """, []),
    ("numpy_untyped", """Get the weather.

    Parameters
    ----------
    city
        The city.
    units
        The units.
    """, ["city", "units"]),
    ("numpy_multi_names", """Add numbers.

    Parameters
    ----------
    a, b : int
        The numbers.
    """, ["a", "b"]),
    ("numpy_multiline_desc", """Get the weather.

    Parameters
    ----------
    city : str
        The city name,
        spelled in English.

        Second paragraph.
    units : str
        The units.
    """, ["city", "units"]),
    ("numpy_no_desc", """Get the weather.

    Parameters
    ----------
    city : str
    units : str
        The units.
    """, ["city", "units"]),
    ("numpy_raises_notes", """Get the weather.

    Parameters
    ----------
    city : str
        The city.

    Raises
    ------
    KeyError
        Unknown city.

    Notes
    -----
    Cached for an hour.
    """, ["city"]),
    ("numpy_examples", """Add numbers.

    Parameters
    ----------
    a : int
        First.

    Examples
    --------
    >>> add(1, 2)
    3
    """, ["a"]),
    ("numpy_default", """Get the weather.

    Parameters
    ----------
    units : {'metric', 'imperial'}
        The units.
    days : int, default 3
        How many days.
    """, ["units", "days"]),
    ("numpy_short_dashes", """Get the weather.

    Parameters
    --
    city : str
        The city.
    """, ["city"]),
    ("numpy_not_in_signature", """Get the weather.

    Parameters
    ----------
    country : str
        The country.
    """, ["city"]),
    ("numpy_yields", """Stream lines.

    Yields
    ------
    str
        A line.
    """, []),
    ("numpy_no_summary", """Parameters
    ----------
    city : str
        The city.
    """, ["city"]),
    ("numpy_long_summary", """Get the weather.

    It asks the national service
    and caches.

    Parameters
    ----------
    city : str
        The city.
    """, ["city"]),
    # --- Sphinx -----------------------------------------------------------------------------
    ("sphinx_basic", """Get the weather for a city.

    :param city: The city name.
    :param units: Either metric or imperial.
    """, ["city", "units"]),
    ("sphinx_typed", """Get the weather.

    :param str city: The city name.
    :type units: str
    :param units: The units.
    :returns: The forecast.
    :rtype: str
    """, ["city", "units"]),
    ("sphinx_return_only", """Get the weather.

    :param city: The city.
    :return: The forecast.
    """, ["city"]),
    ("sphinx_rtype_or", """Get the weather.

    :param city: The city.
    :returns: The forecast.
    :rtype: str or None
    """, ["city"]),
    ("sphinx_continuation", """Get the weather.

    :param city: The city name, which
        may contain spaces.
    :param units: The units.
    """, ["city", "units"]),
    ("sphinx_raises", """Get the weather.

    :param city: The city.
    :raises KeyError: Unknown city.
    """, ["city"]),
    ("sphinx_text_after", """Get the weather.

    :param city: The city.

    Trailing prose after fields.
    """, ["city"]),
    ("sphinx_not_in_signature", """Get the weather.

    :param country: The country.
    """, ["city"]),
    ("sphinx_no_space_after_colon", """Get the weather.

    :param city:The city.
    """, ["city"]),
    ("sphinx_keyword", """Get the weather.

    :keyword units: The units.
    :arg city: The city.
    """, ["city", "units"]),
    ("sphinx_only_fields", """:param city: The city.
    :returns: Forecast.
    """, ["city"]),
    ("sphinx_indented_fields", """Get the weather.

        :param city: The city.
    """, ["city"]),
    # --- mixed / odd ------------------------------------------------------------------------
    ("mixed_google_and_sphinx", """Get the weather.

    Args:
        city: The city.

    :param units: The units.
    """, ["city", "units"]),
    ("mixed_numpy_and_google", """Get the weather.

    Parameters
    ----------
    city : str
        The city.

    Returns:
        The forecast.
    """, ["city"]),
    ("javadoc_style", """Get the weather.

    @param city the city name
    @return the forecast
    """, ["city"]),
    ("epydoc_style", """Get the weather.

    @param city: the city name
    @type city: str
    @return: the forecast
    """, ["city"]),
    ("llama_google_regex", """Get the weather.

    city (str): The city name.
    units (str, optional): The units.
    """, ["city", "units"]),
    ("args_mid_paragraph", """Get the weather. Args:
        city: The city.
    """, ["city"]),
    ("returns_then_args_langchain", """Get the weather.

    Returns:
        The forecast.

    Example:
        Something.

    Args:
        city: The city.
    """, ["city"]),
    ("example_before_args", """Get the weather.

    Example:
        get_weather("x")

    More prose.

    Args:
        city: The city.
    """, ["city"]),
    ("crlf", "Get the weather.\r\n\r\n    Args:\r\n        city: The city.\r\n    ", ["city"]),
    ("no_params_with_args_section", """Return the time.

    Args:
        tz: The timezone.
    """, []),
    ("markdown_list", """Get the weather.

    - item one
    - item two

    Args:
        city: The city.
    """, ["city"]),
    ("dash_line_in_text", """Get the weather.
    ----------------
    Args:
        city: The city.
    """, ["city"]),
    ("nbsp_and_unicode_space", "Get\u00a0the weather.\u2003\n\n    Args:\n        city: The\u00a0city.\n    ", ["city"]),
    ("google_receives_and_warns", """Get the weather.

    Args:
        city: The city.

    Warns:
        UserWarning: When slow.
    """, ["city"]),
    ("google_attributes", """Get the weather.

    Attributes:
        cache: The cache.

    Args:
        city: The city.
    """, ["city"]),
    ("google_returns_empty_body", """Get the weather.

    Returns:

    Args:
        city: The city.
    """, ["city"]),
    ("sphinx_type_before_param_multi_word", """Get the weather.

    :param list of str cities: The cities.
    """, ["cities"]),
    ("google_returns_only_no_summary", """Returns:
        The time.
    """, []),
    ("rest_empty_field", """Get the weather.

    :: odd field
    """, ["city"]),
    # --- harder corners -----------------------------------------------------------------
    ("google_returns_paren_int", """Count things.

    Returns:
        (int): how many.
    """, []),
    ("google_returns_empty_type", """Count things.

    Returns:
        : how many.
    """, []),
    ("google_name_space_before_colon", """Get the weather.

    Args:
        city : The city.
    """, ["city"]),
    ("google_keyword_args_duplicate", """Get the weather.

    Args:
        units: Main units.

    Keyword Args:
        units: Keyword units.
        city: The city.
    """, ["city", "units"]),
    ("google_uppercase_header", """Get the weather.

    ARGS:
        city: The city.
    """, ["city"]),
    ("google_item_indent_two_cont_four", """Get the weather.

    Args:
      city: The city
        name in full.
      units: The units.
    """, ["city", "units"]),
    ("google_admonition_unindented_next", """Get the weather.

    Note:
    not indented
        but this is.

    Args:
        city: The city.
    """, ["city"]),
    ("google_args_header_only", """Get the weather.

    Args:
    """, ["city"]),
    ("google_line_sep_u2028", "Get the weather.\u2028Really.\nArgs:\n    city: The city.\n", ["city"]),
    ("google_item_no_colon_then_colon", """Get the weather.

    Args:
        just words here
        city: The city.
    """, ["city"]),
    ("langchain_returns_same_paragraph", """Get the weather.
    Returns: the forecast.

    Args:
        city (str): The city.
    """, ["city"]),
    ("langchain_example_first", """Example: get_weather("x")

    Get the weather.

    Args:
        city: The city.
    """, ["city"]),
    ("numpy_returns_generic_named", """Count things.

    Returns
    -------
    counts : dict[str, int]
        Per key.
    """, []),
    ("numpy_blank_between_header_and_dashes", """Get the weather.

    Parameters

    ----------
    city : str
        The city.
    """, ["city"]),
    ("numpy_trailing_space_after_dashes", "Get the weather.\n\n    Parameters\n    ---------- \n    city : str\n        The city.\n    ", ["city"]),
    ("numpy_header_trailing_space", "Get the weather.\n\n    Parameters  \n    ----------\n    city : str\n        The city.\n    ", ["city"]),
    ("numpy_other_parameters", """Get the weather.

    Parameters
    ----------
    city : str
        The city.

    Other Parameters
    ----------------
    units : str
        The units.
    """, ["city", "units"]),
    ("numpy_code_fence", """Get the weather.

    ```
    Parameters
    ----------
    ```

    Parameters
    ----------
    city : str
        The city.
    """, ["city"]),
    ("sphinx_rtype_first", """Get the weather.

    :param city: The city.
    :rtype: dict
    :returns: The forecast.
    """, ["city"]),
    ("sphinx_multiline_blank", """Get the weather.

    :param city: The city name.

        It may have spaces.
    :param units: The units.
    """, ["city", "units"]),
    ("sphinx_param_no_desc", """Get the weather.

    :param city:
    :param units: The units.
    """, ["city", "units"]),
    ("epydoc_raise_and_type", """Get the weather.

    @type city: str
    @raise KeyError: unknown
    """, ["city"]),
    ("llama_typed_multiline_gap", """Get the weather.

    city (str):
        The city name.
    """, ["city"]),
    ("llama_param_empty", """Get the weather.

    :param city:
    :param units: x
    """, ["city", "units"]),
    ("args_two_blank_separated_paragraphs", """Get the weather.

    Args:
        city: The city.

        units: The units.
    """, ["city", "units"]),
    ("docstring_parser_args_no_colon", """Get the weather.

    Args:
        city
    """, ["city"]),
    ("tab_indented_sphinx", "Get the weather.\n\n\t:param city: The\tcity.\n\t", ["city"]),
    ("deprecated_numpy_directive", """Get the weather.

    .. deprecated:: 1.0
        Use other.

    Parameters
    ----------
    city : str
        The city.
    """, ["city"]),
]
