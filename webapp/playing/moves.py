"""Everything a player can do to a game, each kept in the history so it can be undone.

Changes go through the engine's Grid (place, clear, exclude, include,
apply_step), the player's own notes and the colour markers; an action is then
stored as the cells it changed, before and after, so undo and redo only copy
states back and never re-run a rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

from flask import current_app
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm.exc import StaleDataError

from engine import (
    Answer,
    Grid,
    Step,
    apply_step,
    cell_name,
    eliminations_text,
    placements_text,
    why_not,
)

from ..page.forms import FieldError
from ..page.i18n import gettext as _
from ..page.language import house_name, technique_name, ui_name
from ..storage.store import MARKER_NAMES, MAX_HISTORY, OWN_NOTES, Game, action_at, add_action, db
from . import hints, rescue, words
from .combinations import cage_sums_on

CELL_NAME = re.compile(r"r[1-9]c[1-9]\b")


def history_limit() -> int:
    """Actions a game keeps for undo (HISTORY_LIMIT in the config, 2,000 by default)."""
    return int(current_app.config.get("HISTORY_LIMIT", MAX_HISTORY))


class Refused(Exception):
    """A move the game can't take; the message is for the player."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


Snapshot = tuple[list[int], list[int], list[int], list[int]]


class Stale(Exception):
    """Another request wrote this game between our read and our write."""


class Play:
    """A game and its position for the length of one request."""

    def __init__(self, game: Game) -> None:
        self.game = game
        # A drill keeps the candidates it was found with, so the step it drills is there.
        self.grid = game.grid(cage_sums=cage_sums_on() and not game.practice)
        self.notes = game.note_masks()
        self.markers = game.marker_colours()
        self._hint_read: tuple[str, hints.Hint] | None = None  # the stored hint, read once
        self.before = self.shown()  # what the page showed before this request's action

    def shown(self) -> tuple[object, ...]:
        """The game's settings the page draws besides the board: the hint, its level, the
        steps panel, solved or not, the notes mode, the candidates shown."""
        game = self.game
        return (
            game.hint, game.hint_level, game.steps_open, game.solved, game.notes_mode,
            game.show_candidates,
        )

    def act(self, action: Callable[[Play], str], seconds: int | None) -> str:
        """Do one action and keep it: the page's clock, the action, the moment it solved
        the puzzle, all in one commit. Refused and FieldError roll back and go on up;
        a write that lost to another request's is Stale."""
        game = self.game
        try:
            if seconds is not None and seconds > game.seconds:
                game.seconds = seconds
            message = action(self)
            if game.solved_at is None and game.solved:
                game.solved_at = datetime.now(UTC)
            db().commit()
        except (FieldError, Refused):
            db().rollback()
            raise
        except (StaleDataError, IntegrityError) as lost:
            db().rollback()
            raise Stale from lost
        return message

    @property
    def own_notes(self) -> bool:
        """Whether the player keeps their own notes rather than the engine's candidates."""
        return self.game.notes_mode == OWN_NOTES

    # ----- moves ----------------------------------------------------------
    def enter(self, cell: int, digit: int) -> str:
        self._not_given(cell)
        if self.grid.values[cell] == digit:
            return _("%(cell)s already holds %(digit)s.", cell=cell_name(cell), digit=digit)
        before = self._snapshot()
        self.grid.place(cell, digit)
        self._clear_notes_of_peers(cell, digit)
        return self._record(f"{cell_name(cell)}={digit}", before)

    def erase(self, cell: int) -> str:
        self._not_given(cell)
        if not self.grid.values[cell]:
            return _("%(cell)s is already empty.", cell=cell_name(cell))
        before = self._snapshot()
        digit = self.grid.values[cell]
        self.grid.clear(cell)
        return self._record(
            _("%(cell)s: %(digit)s erased", cell=cell_name(cell), digit=digit), before
        )

    def toggle_mark(self, cell: int, digit: int) -> str:
        """Remove a pencil mark (an exclusion) or restore one the player removed; in
        own-notes mode, add or remove one of the player's notes."""
        grid = self.grid
        self._not_given(cell)
        if grid.values[cell]:
            raise Refused(
                _("%(cell)s holds %(digit)s: erase it to change its pencil marks.",
                  cell=cell_name(cell), digit=grid.values[cell])
            )
        bit = 1 << (digit - 1)
        before = self._snapshot()
        if self.own_notes:
            self.notes[cell] ^= bit
            said = {"digit": digit, "cell": cell_name(cell)}
            if self.notes[cell] & bit:
                return self._record(_("note %(digit)s added to %(cell)s", **said), before)
            return self._record(_("note %(digit)s removed from %(cell)s", **said), before)
        if not self.game.show_candidates:
            # A press would change a mark the player cannot see.
            raise Refused(
                _("Pencil marks are hidden: show candidates first to change one, "
                "or switch to your own notes."),
                409,
            )
        if grid.candidates[cell] & bit:
            grid.exclude(cell, digit)
            return self._record(
                _("pencil mark %(digit)s removed from %(cell)s", digit=digit,
                  cell=cell_name(cell)),
                before,
            )
        if grid.exclusions[cell] & bit:
            grid.include(cell, digit)
            if grid.candidates[cell] & bit:
                return self._record(
                    _("pencil mark %(digit)s restored in %(cell)s", digit=digit,
                      cell=cell_name(cell)),
                    before,
                )
            grid.exclude(cell, digit)  # still blocked by a placed digit: leave it as it was
        if grid.cage_sums and self._only_the_cage_sum(cell, digit):
            raise Refused(
                _("%(digit)s can't be a pencil mark in %(cell)s: no combination of its cage's "
                  "sum holds it.", digit=digit, cell=cell_name(cell))
            )
        house = self._house_holding(cell, digit)
        raise Refused(
            _(
                "%(digit)s can't be a pencil mark in %(cell)s: %(house)s already has one.",
                digit=digit, cell=cell_name(cell), house=house,
            )
        )

    def fill_notes(self) -> str:
        """Own notes: every candidate of every empty cell written in, once, on demand."""
        if not self.own_notes:
            raise Refused(
                _("Filling in candidates is for your own notes; switch to them first."), 409
            )
        before = self._snapshot()
        cands = self.grid.candidates
        for c in range(81):
            if not self.grid.values[c]:
                self.notes[c] = cands[c]
        if self.notes == before[2]:
            return _("Your notes already hold every candidate.")
        return self._record(_("all candidates filled in as notes"), before)

    def mark_colour(self, cell: int, colour: int) -> str:
        """Colour a cell with a marker (the same colour again, or 0, takes it off)."""
        before = self._snapshot()
        old = self.markers[cell]
        self.markers[cell] = 0 if colour == old else colour
        if self.markers[cell]:
            return self._record(
                _("%(cell)s marked %(colour)s", cell=cell_name(cell),
                  colour=ui_name(MARKER_NAMES[colour])),
                before,
            )
        if not old:
            return _("%(cell)s has no marker.", cell=cell_name(cell))
        return self._record(
            _("%(colour)s marker taken off %(cell)s", colour=ui_name(MARKER_NAMES[old]),
              cell=cell_name(cell)),
            before,
        )

    def apply(self, step: Step) -> str:
        before = self._snapshot()
        apply_step(self.grid, step)
        for cell, digit in step.eliminations:
            self.notes[cell] &= ~(1 << (digit - 1))
        for cell, digit in step.placements:
            self._clear_notes_of_peers(cell, digit)
        effect = placements_text(step.placements) or eliminations_text(step.eliminations)
        return self._record(f"{technique_name(step.technique)}: {effect}", before)

    def fix(self, mistake: hints.Mistake) -> str:
        before = self._snapshot()
        name = cell_name(mistake.cell)
        if mistake.kind == hints.WRONG_VALUE:
            self.grid.clear(mistake.cell)
            label = _("wrong %(digit)s erased from %(cell)s", digit=mistake.digit, cell=name)
        elif mistake.kind == hints.MISSING_NOTE:
            self.notes[mistake.cell] |= 1 << (mistake.digit - 1)
            label = _("note %(digit)s added to %(cell)s", digit=mistake.digit, cell=name)
        else:
            self.grid.include(mistake.cell, mistake.digit)
            label = _("pencil mark %(digit)s restored in %(cell)s", digit=mistake.digit, cell=name)
        return self._record(label, before)

    def reveal(self) -> str:
        """Place the solution's digit in the cell that opens the most singles."""
        cell = rescue.best_reveal(self.grid, self.game.solution_digits())
        if cell is None:
            raise Refused(_("Every cell is filled: there is nothing to reveal."), 409)
        before = self._snapshot()
        digit = self.game.solution_digits()[cell]
        self.grid.place(cell, digit)
        self._clear_notes_of_peers(cell, digit)
        return self._record(
            _("revealed %(cell)s=%(digit)s", cell=cell_name(cell), digit=digit), before
        )

    # ----- hints ------------------------------------------------------------
    def hint(self) -> hints.Hint:
        """Reveal one more level of the hint, finding it on the first press."""
        game = self.game
        current = self.current_hint()
        answered = current is not None and current.asked is not None
        if current is None or (answered and game.hint_level >= current.last_level):
            # No hint yet, or the answer to a "why not?" is all said: the next step.
            notes = self.notes if self.own_notes else None
            current = hints.find_hint(self.grid, game.solution_digits(), notes)
            game.hint = hints.dump_hint(current)
            # The page drawn after this press reads the hint from here, not from its JSON.
            self._hint_read = (game.hint, current)
            game.hint_level = 1
            if current.kind in (hints.STEP, hints.MISTAKE):
                game.hints_used += 1
            if current.step is not None:
                game.met_technique(current.step.technique)
        elif game.hint_level < current.last_level:
            game.hint_level += 1
        return current

    def why_not(self, cell: int, digit: int) -> Answer | None:
        """Answer "why can't this cell be that digit?" (reading only): the engine's
        answer, or None when a mistake on the board decides it first (a hint finds it;
        the answer beside the question does not give it away)."""
        if self.grid.values[cell]:
            raise Refused(words.WHY_FILLED.format(cell=cell_name(cell)), 422)
        solution = self.game.solution_digits()
        if hints.find_mistake(self.grid, solution, self.notes if self.own_notes else None):
            return None
        return why_not(self.grid, cell, digit)

    def ask_why(self, cell: int, digit: int) -> Answer | None:
        """The player asks "why not?": answered beside the question, the open hint left
        as it is. An answer that could help (a step, or nothing found yet: alike, so the
        count does not tell them apart) counts as a hint."""
        answer = self.why_not(cell, digit)
        if answer is not None and answer.searched:
            self.game.hints_used += 1
        return answer

    def current_hint(self) -> hints.Hint | None:
        if self.game.hint is None or self.game.hint_level < 1:
            return None
        known = self._hint_read
        if known is None or known[0] is not self.game.hint:
            known = self._hint_read = (self.game.hint, hints.load_hint(self.game.hint))
        return known[1]

    # ----- history ----------------------------------------------------------
    def undo(self) -> str:
        action = action_at(db(), self.game, self.game.done)
        if action is None:
            if self.game.history_start:
                raise Refused(
                    _(
                        "Undo goes back %(count)s moves; the earlier ones are part of the "
                        "position now.",
                        count=history_limit(),
                    ),
                    409,
                )
            raise Refused(_("There is nothing to undo."), 409)
        for change in action.cell_changes():
            self._set(change.cell, change.value0, change.excl0, change.notes0, change.marker0)
        self.game.done -= 1
        self._moved()
        return _("Undone: %(action)s.", action=action.label)

    def redo(self) -> str:
        action = action_at(db(), self.game, self.game.done + 1)
        if action is None:
            raise Refused(_("There is nothing to redo."), 409)
        for change in action.cell_changes():
            self._set(change.cell, change.value1, change.excl1, change.notes1, change.marker1)
        self.game.done += 1
        self._moved()
        return _("Redone: %(action)s.", action=action.label)

    def can_redo(self) -> bool:
        return self.game.done < self.game.history_end

    # ----- inside -----------------------------------------------------------
    def _not_given(self, cell: int) -> None:
        if self.grid.is_given(cell):
            raise Refused(_("%(cell)s is a given: it is part of the puzzle.", cell=cell_name(cell)))

    def _only_the_cage_sum(self, cell: int, digit: int) -> bool:
        """Whether the cage's sum alone (no peer, no removed mark) keeps the digit out."""
        grid = self.grid
        plain = Grid(grid.values, grid.givens, grid.exclusions, grid.variant)
        return bool(plain.candidates[cell] >> (digit - 1) & 1)

    def _house_holding(self, cell: int, digit: int) -> str:
        placed = self.grid.house_digits()
        houses = self.grid.variant.houses
        for h in self.grid.variant.houses_of[cell]:
            if placed[h] >> (digit - 1) & 1:
                return house_name(houses[h])
        return _("the puzzle")

    def _clear_notes_of_peers(self, cell: int, digit: int) -> None:
        """A digit placed leaves the notes of every cell that sees it, as players expect."""
        bit = 1 << (digit - 1)
        peers = self.grid.variant.peer_mask[cell]
        for c in range(81):
            if peers >> c & 1:
                self.notes[c] &= ~bit

    def _snapshot(self) -> Snapshot:
        grid = self.grid
        return list(grid.values), list(grid.exclusions), list(self.notes), list(self.markers)

    def _record(self, label: str, before: Snapshot) -> str:
        values, exclusions, notes, markers = before
        grid = self.grid
        changes = [
            (
                c, values[c], grid.values[c], exclusions[c], grid.exclusions[c],
                notes[c], self.notes[c], markers[c], self.markers[c],
            )
            for c in range(81)
            if values[c] != grid.values[c]
            or exclusions[c] != grid.exclusions[c]
            or notes[c] != self.notes[c]
            or markers[c] != self.markers[c]
        ]
        add_action(db(), self.game, label, changes, history_limit())
        self._moved()
        # "pencil mark 3 removed…" starts a sentence; "r1c1=5" stays in r#c# notation.
        return (label if CELL_NAME.match(label) else label[0].upper() + label[1:]) + "."

    def _set(
        self, cell: int, value: int, excl: int, notes: int | None, marker: int | None
    ) -> None:
        grid = self.grid
        grid.clear(cell)
        if value:
            grid.place(cell, value)
        for digit in range(1, 10):
            if excl >> (digit - 1) & 1:
                grid.exclude(cell, digit)
            else:
                grid.include(cell, digit)
        if notes is not None:  # None: an action recorded before notes existed
            self.notes[cell] = notes
        if marker is not None:
            self.markers[cell] = marker

    def _moved(self) -> None:
        self.game.keep(self.grid)
        self.game.keep_notes(self.notes)
        self.game.keep_markers(self.markers)
        self.game.hint = None
        self.game.hint_level = 0


def enter_own_digits(game: Game, digits: Mapping[int, int]) -> None:
    """The digits a player had written before bringing the puzzle here: each a move of
    the new game, in reading order, so Undo takes them back and Check my board reads them."""
    play = Play(game)
    for cell, digit in sorted(digits.items()):
        play.enter(cell, digit)
