"""The player's language: English, German, French or Japanese, kept in a cookie.

Chosen by the switch in the header (a plain form, so it works without JavaScript),
else from the browser's Accept-Language, else English. Flask-Babel translates the
page's words from the gettext catalogs in webapp/translations (compiled by
scripts/setup); the engine's explanations come in the same language from
the engine (its renderers, through the façade). The catalogs are read once per process.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Flask, Response, request
from flask_babel import Babel, get_locale
from flask_babel import lazy_gettext as _l

from engine import House, HouseRef, Reason, Step, Words, renderer, say, words

from ..serving.errors import error_response
from .i18n import gettext as _
from .i18n import translations
from .theme import remembered

# Each language named in itself, in the order of the switch.
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "ja": "日本語"}
COOKIE = "lang"
TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"

# Names the web app shows that come from tables in English: levels, variants, marker colours.
UI_NAMES = {
    "Easy": _l("Easy"),
    "Medium": _l("Medium"),
    "Hard": _l("Hard"),
    "Unfair": _l("Unfair"),
    "Extreme": _l("Extreme"),
    "Classic": _l("Classic"),
    "X-Sudoku": _l("X-Sudoku"),
    "Colour Sudoku": _l("Colour Sudoku"),
    "Jigsaw": _l("Jigsaw"),
    "Killer": _l("Killer"),
    "Thermo Sudoku": _l("Thermo Sudoku"),
    "Arrow Sudoku": _l("Arrow Sudoku"),
    "German Whispers": _l("German Whispers"),
    "Renban": _l("Renban"),
    "Palindromes": _l("Palindromes"),
    "Between Lines": _l("Between Lines"),
    "Region Sum Lines": _l("Region Sum Lines"),
    "Kropki": _l("Kropki"),
    "XV": _l("XV"),
    "Non-consecutive": _l("Non-consecutive"),
    "Anti-knight": _l("Anti-knight"),
    "Anti-king": _l("Anti-king"),
    "Odd/Even": _l("Odd/Even"),
    "Minimum/Maximum": _l("Minimum/Maximum"),
    "Quadruples": _l("Quadruples"),
    "Little Killer": _l("Little Killer"),
    "Sandwich": _l("Sandwich"),
    "X-Sums": _l("X-Sums"),
    "Skyscrapers": _l("Skyscrapers"),
    "Extra Regions": _l("Extra Regions"),
    "Lines": _l("Lines"),
    "Dots and neighbours": _l("Dots and neighbours"),
    "Clues outside the grid": _l("Clues outside the grid"),
    "blue": _l("blue"),
    "green": _l("green"),
    "orange": _l("orange"),
    "pink": _l("pink"),
}

bp = Blueprint("language", __name__)


def js_words() -> dict[str, str]:
    """What the page's script says (static/js/board.js), in the page's language."""
    return {
        "select_cell": _("Select a cell first."),
        "unreachable": _(
            "The server could not be reached, so that was not saved. Try again in a moment."
        ),
        "server_error": _(
            "Something went wrong on our side; the game is as it was before that action."
        ),
        "highlighting": _("Highlighting {digit}."),
        "highlight_off": _("Highlight off."),
        "why_select": _("Why not: select a cell first, then press ? and a digit."),
        "why_digit": _("Why not: press the digit you doubt in this cell."),
        "apply_later": _("Apply comes with the third hint: press H to see more first."),
        "no_hint": _("There is no hint to apply: press H for one."),
        "highlight_help": _("Highlight: press a digit (the same one again turns it off)."),
        "resume": _("Resume"),
        "pause": _("Pause"),
    }


def ui_name(english: str) -> str:
    """A level, variant or colour name in the page's language."""
    return translations().ugettext(english) if english in UI_NAMES else english


def current_language() -> str:
    """The cookie's language, else the browser's best match, else English."""
    chosen = request.cookies.get(COOKIE, "")
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(list(LANGUAGES), default="en") or "en"


def page_language() -> str:
    """The language of the page being made (outside a request: English)."""
    locale = get_locale()
    return locale.language if locale is not None else "en"


@bp.post("/language")
def choose() -> Response:
    chosen = request.form.get("lang", "")
    if chosen not in LANGUAGES:
        return error_response(400, _("Pick a language: English, Deutsch, Français or 日本語."))
    return remembered(COOKIE, chosen)


def init_app(app: Flask) -> None:
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(TRANSLATIONS))
    app.config.setdefault("BABEL_DEFAULT_LOCALE", "en")
    Babel(app, locale_selector=current_language)
    # Flask-Babel's template callables look the translations up afresh at every `_()`; a
    # game answer says a few hundred words, so the lookup is kept for the request.
    app.jinja_env.install_gettext_callables(
        gettext=lambda s: translations().ugettext(s),
        ngettext=lambda s, p, n: translations().ungettext(s, p, n),
        newstyle=True,
        pgettext=lambda c, s: translations().upgettext(c, s),
        npgettext=lambda c, s, p, n: translations().unpgettext(c, s, p, n),
    )
    # {% trans %} blocks lose their line breaks and indentation, as pybabel extracts them.
    app.jinja_env.policies["ext.i18n.trimmed"] = True
    app.register_blueprint(bp)
    app.context_processor(
        lambda: {
            "lang": page_language(),
            "languages": LANGUAGES,
            "ui_name": ui_name,
            "js_words": js_words,
        }
    )


def said(reason: Reason) -> str:
    """One thing the engine says (a refused puzzle's reason), in the page's language."""
    return renderer(page_language())(reason)


def about(technique_id: str) -> str:
    """What a technique is, in a few sentences of the page's language (its library page)."""
    return said(say(f"about.{technique_id}"))


# Where a nudge says to look, most telling first: its params name the place.
_WHERE = ("house", "base", "lines", "box", "line", "cell", "start", "stem", "a")


def practice_nudge(step: Step) -> str:
    """Where to look, without naming the technique (the first hint of a practice game)."""
    reason = step.nudge_reason
    params = dict(reason.params) if reason is not None else {}
    render = renderer(page_language())
    where = next((render.value(params[k]) for k in _WHERE if k in params), "")
    if where and "digit" in params:
        digit = render.value(params["digit"])
        look = _("Look at the %(digit)s in %(where)s.", digit=digit, where=where)
    elif where:
        look = _("Look at %(where)s.", where=where)
    else:
        look = _("Look over the whole board.")
    return _(
        "This position was chosen for the technique you are practising: find its step. "
        "%(look)s",
        look=look,
    )


def step_words(step: Step) -> Words:
    """A step's nudge, summary and proof in the page's language."""
    return words(step, page_language())


def technique_name(technique_id: str) -> str:
    """A technique as the page's language names it."""
    return renderer(page_language()).language.technique_names(technique_id)


def house_name(house: House) -> str:
    """'row 5', 'Zeile 5', 'la ligne 5', '行5'."""
    return renderer(page_language()).house(HouseRef.of(house))

def time_text(seconds: float | None) -> str:
    """A duration as the pages write it: minutes:seconds, or a dash for none."""
    if seconds is None:
        return "–"
    whole = int(round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"
