"""The home page: paste a puzzle or pick a built-in one, and start a game."""

from __future__ import annotations

from flask import Blueprint, Response, make_response, render_template, request, url_for
from flask_babel import format_datetime

from engine import (
    CLASSIC,
    TOO_HARD,
    VARIANT_TITLES,
    Puzzle,
    PuzzleError,
    Variant,
    is_exchange_form,
    is_puzzle_link,
    load_link,
    load_position,
    load_puzzle,
    prove_link,
    read_entry,
    read_link,
    remember_proof,
    say,
    time_limit,
    variant_named,
)

from ..learning import daily_levels, today
from ..page import forms
from ..page.i18n import gettext as _
from ..page.language import said, time_text, ui_name
from ..page.titles import title_words
from ..serving.hx import go, is_htmx
from ..serving.limits import creates_games
from ..serving.solves import answer_key, solver
from ..storage.players import my_games
from ..storage.store import db, new_game
from .editor import CELLS, EditorView, Typed, editor_view
from .puzzles import BuiltIn, builtin_name, builtin_words, builtins, by_family, by_level

bp = Blueprint("home", __name__)
# The proof of one solution for a link past the request's budget, in the solve pool:
# about half a minute of search (the published "Eddies", 12 arrows, needs most of it).
PROOF_BUDGET = 6_000_000
# Inside the request, a link's proof also stops after this many seconds (and goes to the
# pool, which answers the same): a rule element's node costs more than a house's, and an
# empty anti-knight grid held the request 1.5 s for its 50,000 nodes before the pool.
REQUEST_SEARCH_SECONDS = 0.5
KILLER_TITLE = VARIANT_TITLES[forms.KILLER]
# What New puzzle makes by level (pool.KINDS), with the names the built-ins go by.
NEW_KINDS = {"classic": "Classic", "killer": "Killer", "thermo": "Thermo Sudoku",
             "arrow": "Arrow Sudoku", "kropki": "Kropki", "anti-knight": "Anti-knight"}


@bp.get("/")
def index() -> str:
    """The home page; `?puzzle=...&variant=...` (a shared link) fills in the paste form, so
    the person who opens it starts a game of their own with one press."""
    args = request.args
    typed = args.get("puzzle", "")[: forms.MAX_PUZZLE_LENGTH]
    layout = args.get("layout", "")[: forms.MAX_LAYOUT_LENGTH]
    variant = args.get("variant", "classic")
    if layout and variant == "classic":
        variant = "jigsaw"
    return render_template("home.html", **home_context(typed, "", variant, layout))


def home_context(
    typed: str = "",
    error: str = "",
    variant: str = "classic",
    layout: str = "",
    editor: EditorView | None = None,
) -> dict[str, object]:
    """What the home page shows: the editor (empty, or as a refused Start left it), the
    paste box (empty, or as refused), and the other ways in."""
    return {
        "editor": editor or editor_view(),
        "puzzle_text": typed,
        "error": error,
        "variant": variant if variant in forms.VARIANTS else "classic",
        "layout_text": layout,
        "variants": forms.VARIANTS,
        "editor_variants": forms.EDITOR_VARIANTS,
        "groups": by_level(),
        "variant_families": by_family(),
        "new_kinds": NEW_KINDS,
        "mine": my_games(),
        "daily_levels": daily_levels(),
        "today": today(),
        "time_text": time_text,
        "variant_name": _variant_title,
        "when": format_datetime,
    }


@bp.post("/games")
@creates_games
def start() -> Response:
    try:
        chosen = request.form.get("builtin")
        variant: Variant | None  # None: a Killer, whose text carries its own rules
        title, level = _("Pasted puzzle"), ""
        words = title_words("pasted")
        if chosen is not None:
            builtin = builtins().get(chosen)
            if builtin is None:
                raise forms.FieldError(
                    _("There is no built-in puzzle called %(name)r.", name=chosen[:40])
                )
            text = builtin.puzzle
            variant = variant_named(builtin.variant)
            _trust_proof(builtin, variant)
            title, level = builtin_name(builtin)
            words = builtin_words(builtin)
        elif forms.is_killer(request.form) and not is_puzzle_link(request.form.get("puzzle", "")):
            # The killer: form carries its own rules: whatever the choice, a Killer.
            text, variant = forms.killer_text(request.form), None
            title = _("Pasted %(variant)s", variant=ui_name(KILLER_TITLE))
            words = title_words("pasted-variant", variant=KILLER_TITLE)
        else:
            try:
                variant = forms.variant(request.form)
            except forms.FieldError:
                if not is_puzzle_link(request.form.get("puzzle", "")):
                    raise
                variant = CLASSIC  # a link says its own variant: the form's does not matter
            text = forms.puzzle_text(request.form)
        if variant is None:
            puzzle = load_puzzle(text)  # reads the cages, sums and givens; says what is wrong
        elif is_puzzle_link(text):
            # f-puzzles, SudokuPad, SudokuWiki: the link's variant wins over the form's (a
            # SudokuWiki link has none, so the form's is used).
            puzzle = _linked(text, variant)
            if puzzle is None:
                return _checking(text)
        elif variant is CLASSIC and is_exchange_form(text):
            # A position with pencil marks (HoDoKu, SudokuWiki, Simple Sudoku print them).
            puzzle = load_position(text)
        else:
            puzzle = load_puzzle(text, variant)
    except forms.FieldError as refusal:
        return _refuse(refusal.message, refusal.status)
    except PuzzleError as refusal:
        if chosen is None and variant is not None:
            fixable = _into_editor(text, variant, said(refusal.reason))
            if fixable is not None:
                return fixable
        return _refuse(said(refusal.reason), 422)

    game = new_game(db(), puzzle, title, level, words)
    db().commit()
    return go(url_for("game.show", game_id=game.id))


def _trust_proof(builtin: BuiltIn, variant: Variant) -> None:
    """A built-in's one solution is in its file (a test proves each): starting one needs
    no search, which for a rule puzzle's Python search took 0.5 s, 3 s under load."""
    if builtin.solution and len(builtin.puzzle) == len(builtin.solution):
        givens = tuple(int(ch) if ch.isdigit() else 0 for ch in builtin.puzzle)
        remember_proof(givens, variant.name, tuple(int(ch) for ch in builtin.solution))


def _linked(text: str, variant: Variant) -> Puzzle | None:
    """The link's puzzle; None while its proof of one solution is worked out in the solve
    pool. A puzzle of many rule elements can need seconds of search to prove: past the
    request's budget the search goes to the pool, with a larger one (PROOF_BUDGET), and
    the proof is kept, so the page that asks again starts the game at once."""
    _drawn_only(read_link(text, variant).rules)
    try:
        with time_limit(REQUEST_SEARCH_SECONDS):
            return load_link(text, variant)
    except PuzzleError as refusal:
        if refusal.reason.message != TOO_HARD:
            raise

    def keep(result: tuple[str, object]) -> None:
        if result[0] == "proven":
            remember_proof(*result[1])  # type: ignore[misc]

    found = solver().answer(
        answer_key("proof", (text, variant.name)), prove_link,
        (text, variant.name, PROOF_BUDGET), keep,
    )
    if found is None:
        return None
    if found[0] == "refused":
        raise PuzzleError(found[1])  # type: ignore[arg-type]
    return load_link(text, variant)  # proven now: no search


# Rules the engine plays whose drawing the board has not yet, by the name links use for
# them (a link's name for its rule: "kropki", "anti-knight", ... with a `link.rule.` word).
# Empty while the board draws every rule the engine plays (issue 46 drew dots, XV, the
# neighbour rules, parity and extremum cells and quadruples); a new rule waits here.
UNDRAWN: dict[str, str] = {}


def _drawn_only(rules: tuple) -> None:
    """A puzzle whose rules the board cannot show yet is refused by name: a player could
    not see its clues (the command line plays it)."""
    names: list[str] = []
    for rule in rules:
        name = UNDRAWN.get(rule.kind)
        if name is not None and name not in names:
            names.append(name)
    if names:
        raise PuzzleError(say("link.undrawn", rules=tuple(say("link.rule." + n) for n in names)))


def _checking(text: str) -> Response:
    """The proof is under way: a page that says so and sends the paste again (htmx in a
    few seconds; without JavaScript, a button), 202 until the game can start."""
    response = make_response(render_template("checking.html", puzzle=text), 202)
    response.headers["Retry-After"] = "3"
    response.headers["Cache-Control"] = "no-store"
    return response


def _into_editor(text: str, variant: Variant, reason: str) -> Response | None:
    """A refused paste of 81 cells (a clash, no solution, several solutions) opened in the
    editor, the cells to fix marked and the cursor on the first, so one tap fixes it. None
    for what the editor cannot hold (a link, a Killer, a position with pencil marks)."""
    if is_puzzle_link(text) or is_exchange_form(text):
        return None
    if variant.name.partition(":")[0] not in forms.EDITOR_VARIANTS:
        return None
    try:
        values, variant = read_entry(text, variant)
    except PuzzleError:
        return None  # no 81 cells to show: the paste box says why
    form = request.form
    layout = form.get("layout", "")[: forms.MAX_LAYOUT_LENGTH]
    view = editor_view(Typed(values, [0] * CELLS), variant, layout, reason, focus=True)
    pointer = _("%(reason)s It is in the editor now, the cells to fix marked.", reason=reason)
    context = home_context(
        form.get("puzzle", ""), pointer, form.get("variant", ""), layout, editor=view
    )
    context["moved"] = True  # the cursor goes to the editor, not back to the paste box
    if is_htmx():
        body = render_template("partials/_new_game.html", **context)
        body += render_template("partials/_editor.html", **context, editor_oob=True)
        return make_response(body, 422)
    return make_response(render_template("home.html", **context), 422)


def _refuse(message: str, status: int) -> Response:
    """Show the message next to the input and keep what was typed and chosen."""
    form = request.form
    context = home_context(
        form.get("puzzle", ""), message, form.get("variant", ""), form.get("layout", "")
    )
    # The checking page's form swaps the page's main part: it gets the whole page.
    partial = is_htmx() and not form.get("checking")
    template = "partials/_new_game.html" if partial else "home.html"
    return make_response(render_template(template, **context), status)


def _variant_title(variant: str) -> str:
    """'Jigsaw' for any jigsaw layout, 'Killer' for any Killer, else the variant's title."""
    kind = variant.partition(":")[0]
    return VARIANT_TITLES.get(kind, kind)
