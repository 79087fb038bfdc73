"""The page's catalog, looked up once per request.

Flask-Babel finds the catalog afresh at every `gettext` (locale selector, domain,
cache key); an answer says a few hundred words, so the request keeps it. The result
is the same as Flask-Babel's `gettext`: the translated text, `%`-formatted with the
keyword arguments when there are any.
"""

from __future__ import annotations

from babel.support import NullTranslations
from flask import g, has_request_context
from flask_babel import get_translations


def translations() -> NullTranslations:
    """The catalog of the page being made (outside a request: Flask-Babel's own choice)."""
    if not has_request_context():
        return get_translations()
    found = g.get("translations")
    if found is None:
        found = g.translations = get_translations()
    return found


def gettext(string: str, **variables: object) -> str:
    text = translations().ugettext(string)
    return text % variables if variables else text


def ngettext(singular: str, plural: str, count: int, **variables: object) -> str:
    """The form for `count` (the catalog's plural rule); %(count)s is the count."""
    text = translations().ungettext(singular, plural, count)
    return text % {"count": count, **variables}
