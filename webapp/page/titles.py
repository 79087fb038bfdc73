"""A game's title, in the language of the page that shows it.

A game keeps its title as words to say, not as text: a kind and its parameters, as JSON in
`Game.title_words` ({"kind": "new", "level": "Hard"}), rendered by `game_title` in the
page's language wherever a title shows. `Game.title` still holds the text as it read
when the game started: the title of a game from before title_words, and of a kind this
version does not know.
"""

from __future__ import annotations

import json

from flask import Flask
from flask_babel import lazy_gettext as _l

from engine import BY_ID

from ..storage.store import Game
from .i18n import translations
from .language import technique_name, ui_name

# Each kind's words; %(level)s and %(variant)s are level and variant names (ui_name),
# %(technique)s a technique's id, %(number)s a number.
TITLES = {
    "pasted": _l("Pasted puzzle"),
    "pasted-variant": _l("Pasted %(variant)s"),  # a Killer: its kind is what it is
    "entered": _l("Entered puzzle"),
    "builtin": _l("Built-in %(level)s %(number)s"),
    "variant": "%(variant)s %(level)s %(number)s",  # "Jigsaw Extreme 3": names and a number
    "new": _l("New puzzle (%(level)s)"),
    "daily": _l("Today's puzzle (%(level)s)"),
    "practice": _l("Practise: %(technique)s"),
}


def title_words(kind: str, **params: str | int) -> str:
    """What a game of this kind keeps, to be said in any language (Game.title_words)."""
    assert kind in TITLES, kind
    return json.dumps({"kind": kind, **params}, separators=(",", ":"), sort_keys=True)


def said_title(words: str) -> str | None:
    """The title these words say in the page's language; None if they are not ours."""
    try:
        params = json.loads(words)
        template = TITLES[params.pop("kind")]
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
    for name in ("level", "variant"):
        if name in params:
            params[name] = ui_name(str(params[name]))
    if "technique" in params:
        technique = str(params["technique"])
        params["technique"] = technique_name(technique) if technique in BY_ID else technique
    text = translations().ugettext(str(template)) if not isinstance(template, str) else template
    try:
        return text % params
    except (KeyError, ValueError, TypeError):
        return None


def game_title(game: Game) -> str:
    """The game's title in the page's language ("" for none: the page says "Sudoku")."""
    if game.title_words:
        said = said_title(game.title_words)
        if said is not None:
            return said
    return game.title


def init_app(app: Flask) -> None:
    app.context_processor(lambda: {"game_title": game_title})
