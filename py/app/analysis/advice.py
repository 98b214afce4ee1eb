"""What the page's helpers play and say: the hint's advice, Auto's action, Play it out and
Show me the win, as pure Python.

The rules are the engine's (:class:`~solitaire.status.Status`, :func:`~solitaire.solver.auto_move`,
:class:`~solitaire.auto.AutoPlayer`); a proved line is the background analysis's
(:mod:`app.analysis.assist`). The DOM side (assist_ui.py) plays what these return through
the session's pipeline.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.text.i18n import t, tn
from app.text.labels import face_label
from solitaire import GAP, REDEAL, Action, Game, GameState, Move, Position
from solitaire.auto import AutoPlayer
from solitaire.solver import UNWINNABLE, WON, auto_move

from .assist import Analysis


def fallback_action(game: Game) -> Action | None:
    """The heuristic's move; a redeal when no card can move and one is allowed; None when over."""
    status = game.status
    if status.over:
        return None
    move = auto_move(game.position, keep_runs=True)  # a hint never breaks a locked run unless a proven line does
    if move is not None:
        return move
    return REDEAL if status.redeal_allowed else None


def choose_action(game: Game, auto: AutoPlayer) -> Action | None:
    """What Auto plays: :class:`~solitaire.auto.AutoPlayer`'s choice, planned without looking past a redeal.

    Not the background analysis's line: that one knows what the seeded redeals will deal
    (docs/win-rates.md gives both win rates)."""
    if game.status.over:
        return None
    return auto.next_action(game.state)


@dataclass(frozen=True)
class Advice:
    """A hint: the action (None when there is none), the cells to light, and what to say."""

    action: Action | None
    text: str
    cells: tuple[int, ...] = ()
    redeal: bool = False
    proven: bool = False
    lost: bool = False


def describe_move(position: Position, move: Move) -> str:
    """The move as an instruction: "move the 7♥ after the 6♥" ("7♥ hinter 6♥ legen")."""
    card = face_label(move.card)
    row, col = position.shape.coords(move.dst)
    if col == 0:
        return t("move.left_edge", card=card, row=row + 1)
    left = position.face_card(move.dst - 1)
    if left == GAP or position.shape.waste:  # Spoilt: the waste card goes to its cell, whatever lies beside it
        return t("move.to_cell", card=card, row=row + 1, col=col + 1)
    return t("move.after", card=card, left=face_label(left))


def advise(game: Game, analysis: Analysis | None) -> Advice:
    """The hint for ``game``: a proven winning action, a lost verdict, or the heuristic's action."""
    if game.status.over:
        if game.position.is_won():
            return Advice(None, t("hint.won"))
        return Advice(None, t("hint.over"), lost=True)
    current = analysis if analysis is not None and analysis.state == game.state else None
    if current is not None and current.verdict == UNWINNABLE:
        return Advice(None, t("hint.lost"), lost=True)
    proven = current is not None and current.verdict == WON and bool(current.line)
    action = current.line[0] if proven and current is not None else fallback_action(game)
    if action is None:
        return Advice(None, t("hint.no_move"))
    if action is REDEAL or not isinstance(action, Move):
        return Advice(action, t("hint.redeal_wins" if proven else "hint.redeal"), redeal=True, proven=proven)
    return Advice(
        action,
        t("hint.move_wins" if proven else "hint.move", move=describe_move(game.position, action)),
        cells=(action.src, action.dst),
        proven=proven,
    )


def end_reason(game: Game, won_key: str) -> str:
    """Why playing on from ``game`` ends: ``won_key``'s text on a won board, "stuck" when no action
    is left, "" while the game goes on."""
    if game.position.is_won():
        return t(won_key)
    if game.status.over:
        return t("play.stuck")
    return ""


class PlayOut:
    """Plays to the end one action at a time; stops on a win, when stuck, or on a repeat."""

    def __init__(self, max_steps: int = 1000) -> None:
        self.seen: set[GameState] = set()
        self.steps = 0
        self.max_steps = max_steps
        self.reason = ""

    def next(self, game: Game, auto: AutoPlayer) -> Action | None:
        """The next action to play, or None (``reason`` says why) when the play-out ends."""
        if not self.goes_on(game):
            return None
        return self.take(game, choose_action(game, auto))

    def goes_on(self, game: Game) -> bool:
        """Whether the play-out goes on from ``game`` (else ``reason`` says why); Auto is asked next."""
        self.seen.add(game.state)
        ended = end_reason(game, "play.won")
        if ended:
            self.reason = ended
            return False
        if self.steps >= self.max_steps:
            self.reason = tn("play.limit", self.steps)
            return False
        return True

    def take(self, game: Game, action: Action | None) -> Action | None:
        """Auto's ``action`` for ``game`` (asked after :meth:`goes_on`), or None (``reason`` says why)."""
        if action is None:
            self.reason = t("play.nothing")
            return None
        if action is REDEAL and game.unlimited and game.redeals_left == 0:
            self.reason = t("play.practice")  # a practice game: it plays out as the deal's own rules would
            return None
        if isinstance(action, Move) and replace(game.state, position=game.position.play(action)) in self.seen:
            self.reason = t("play.circles")
            return None
        self.steps += 1
        return action


class ShowWin:
    """Show me the win: plays the winning line the background analysis proved, one action at a time.

    Each step takes the first action of the line proved for the current state; after it is
    played, :meth:`Assist.update` carries the rest of the line to the new state, so the next
    step needs no search. It stops on a win, or when no line is known for the state it meets
    (the player undid or moved by hand in between, or the line was forgotten)."""

    def __init__(self) -> None:
        self.steps = 0
        self.reason = ""

    def next(self, game: Game, analysis: Analysis | None) -> Action | None:
        """The next action of the proved line, or None (``reason`` says why) when the showing ends."""
        ended = end_reason(game, "show.won")
        if ended:
            self.reason = ended
            return None
        line = proved_line(game, analysis)
        if not line:
            self.reason = t("show.lost_line")
            return None
        self.steps += 1
        return line[0]


def proved_line(game: Game, analysis: Analysis | None) -> list[Action]:
    """The winning line proved from ``game``'s current state ([] when none is known)."""
    if analysis is None or analysis.state != game.state or analysis.verdict != WON or game.status.over:
        return []
    return analysis.line


__all__ = [
    "Advice",
    "PlayOut",
    "ShowWin",
    "advise",
    "choose_action",
    "describe_move",
    "end_reason",
    "fallback_action",
    "proved_line",
]
