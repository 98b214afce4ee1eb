"""The player's session and its one action pipeline: every change to the game goes through :meth:`Session.apply`.

``apply`` takes a request (a move, a redeal, undo, redo, give up, restart, a new
deal, going back to the game set aside, a newer save from another tab), has the
engine check and carry it out, and returns one :class:`~app.core.events.Event`. The
session's own reactions (the clock, the statistics, the save) read that event;
the DOM layer draws, animates and speaks from it. Everything here is pure
Python (the DOM layer hands in a store, a clock and a source of random seeds).

A tap is a request too: :meth:`Session.pick` takes a Pick or an Unpick (app.core.events), asks the session's
own picker and hands a move on to ``apply``; input never changes the picker itself. Which game comes on
screen from a link or a daily deal is app.core.arrival's decision: it returns an ``Arrival`` (the games to
try, in order) and :meth:`Session._arrive` opens the first that can be; arrival never calls the session.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, replace

from app.record.dailies import Dailies, DayResult
from app.record.dealer import Dealer
from app.record.saves import Meta, Saves, Waiting, game_key, is_shelf_key, same_play, shelf_key
from app.record.stats import Best, Finish, Stats
from app.record.store import PREFIX, Store, Write
from app.text.i18n import Text, t, variant_title
from app.text.labels import daily_title, deal_label, deal_title
from solitaire import PRESETS, REDEAL, Game, Move, Outcome, Redeal, SolitaireError, Status, dumps, loads, preset
from solitaire.daily import DateError, daily_deal

from .arrival import (
    DEFAULT_VARIANT,
    LAST_KEY,
    Arrival,
    Candidate,
    Keep,
    Take,
    daily_arrival,
    link_arrival,
    to_set_aside,
)
from .clock import PlayClock
from .events import (
    DEALS,
    Command,
    Event,
    GoToBookmark,
    Kind,
    NewDeal,
    Nothing,
    Pick,
    PickRequest,
    Request,
    Resume,
    SetBookmark,
    Source,
    TryFrom,
    Unpick,
)
from .links import LinkRequest
from .modes import Mode, labelled, mode_of, stats_key
from .picking import Picker, Tap, TapResult
from .timed import LIMIT_MS, time_left_ms
from .timed import score as timed_score

WELCOME_KEY = "welcomed"  # under the store's prefix: the first visit's goal line was hidden or a game played


@dataclass(frozen=True)
class Notice:
    """A message for the player; ``action`` names a button to offer with it (e.g. ``resume:<key>``).

    The page shows at most one notice of each ``kind`` (a newer one replaces it); a
    ``lasting`` notice (something was lost, or the player must act) stays until
    dismissed, the others go away by themselves after a few seconds."""

    text: str
    action: str | None = None
    action_label: str = ""
    kind: str = ""
    lasting: bool = False
    words: Text | None = None  # writes ``text`` again in the language current then (a switch of language)


class Session:
    """One player's game with its saves; ``now()`` gives milliseconds, ``random_seed()`` a new deal number."""

    def __init__(
        self,
        store: Store,
        now: Callable[[], float],
        random_seed: Callable[[], int],
        wall: Callable[[], float] = lambda: 0.0,
        today: Callable[[], _dt.date] = _dt.date.today,
    ) -> None:
        self.store = store
        self.now = now  # a steady clock in ms (the game's clock)
        self.random_seed = random_seed
        self.wall = wall  # the date, in ms since 1970 (when a game was set aside)
        self.today = today  # the player's local date (the daily deal's day)
        self.stats = Stats(store)
        self.dailies = Dailies(store)
        self.dealer = Dealer(store, random_seed)
        self.winnable_only = False  # a random deal comes from the proved-winnable list
        self.notices: list[Notice] = []
        self.saves = Saves(store, self.notify)
        self.game: Game = Game(PRESETS[DEFAULT_VARIANT], 0)
        self.meta = Meta()
        self._picker = Picker()
        self.visible = True
        self.clock = PlayClock(now)
        self.frozen = False  # True once a restore wrote the store: this page writes nothing more
        self._saved: str | None = None  # what this tab last wrote or took as its variant's saved game
        self._welcomed = False  # the first visit's goal line is done with (welcome_due)

    # -- what is on screen -----------------------------------------------------

    @property
    def variant(self) -> str:
        return self.game.settings.variant

    @property
    def status(self) -> Status:
        return self.game.status

    @property
    def title(self) -> str:
        """The game's title: "Gaps · deal 7", or "Gaps · daily deal 2026-12-01"."""
        if self.meta.daily and not self.game.from_layout:
            return daily_title(self.variant, self.meta.daily)
        return deal_title(self.game)

    @property
    def deal_label(self) -> str:
        """The deal without its variant, for beside the heading that names it: "deal 7", "daily deal 2026-12-01"."""
        if self.meta.daily and not self.game.from_layout:
            return t("title.daily_short", date=self.meta.daily)
        return labelled(deal_label(self.game), self.mode)

    def daily_waiting(self, variant: str | None = None) -> bool:
        """True while today's daily deal of ``variant`` (the one on screen if None) has no result yet (False
        where there is none: a game of the wider family, or a day before the first daily deal)."""
        variant = variant or self.variant
        today = self.today()
        try:
            daily_deal(variant, today)
        except DateError:
            return False
        return self.dailies.get(today.isoformat(), variant) is None

    @property
    def selected(self) -> int | None:
        """The cell of the pending pick (read only: :meth:`pick` changes it)."""
        return self._picker.selected

    @property
    def choices(self) -> tuple[int, ...]:
        """The cells the pending pick may go to, or take from (read only)."""
        return self._picker.choices

    def _drop_pick(self) -> None:
        self._picker.clear()

    # -- notices ---------------------------------------------------------------

    def notify(
        self,
        text: str | Text,
        action: str | None = None,
        action_label: str = "",
        *,
        kind: str = "",
        lasting: bool = False,
    ) -> None:
        """Queue a notice; ``text`` as a :class:`~app.text.i18n.Text` follows the player's language while shown."""
        words = text if isinstance(text, Text) else None
        shown = str(text)
        self.notices.append(Notice(shown, action, action_label, kind or shown, lasting, words))

    def take_notices(self) -> list[Notice]:
        """The notices to show, the last of each kind only."""
        notices = self.notices
        if self.store.notice:
            notices.insert(0, Notice(self.store.notice, kind="store", lasting=True))
            self.store.notice = None
        self.notices = []
        last = {notice.kind: notice for notice in notices}
        return [notice for notice in notices if last[notice.kind] is notice]

    # -- opening the page ------------------------------------------------------

    def open(self, request: LinkRequest) -> None:
        """Start from a link: resume the saved game it names, or deal it; keep every other game saved
        (app.core.arrival.link_arrival decides, :meth:`_arrive` opens)."""
        for text in request.notices:
            self.notify(text, kind=f"link.{text}")
        if self.stats.notice:
            self.notify(self.stats.notice, kind="stats", lasting=True)
        if self.dailies.notice:
            self.notify(self.dailies.notice, kind="daily", lasting=True)
        self._arrive(link_arrival(request, self.saves, self.store, self.variant))

    def _arrive(self, arrival: Arrival) -> Candidate:
        """Say ``arrival``'s words, then install the first of its games that can be: a game kept under a key is
        taken from there (and a game set aside forgotten once on screen), a fresh deal gets its seed here. The
        candidate installed; Nothing if none could be."""
        for text, kind in arrival.said:
            self.notify(text, kind=kind)
        for candidate in arrival.tries:
            if isinstance(candidate, Take):
                taken = self.saves.take(candidate.key)
                if taken is None:
                    continue
                game, meta = taken
            elif isinstance(candidate, Keep):
                game, meta = candidate.game, candidate.meta
            else:
                seed = self.new_seed(candidate.variant, candidate.redeals, candidate.winnable)
                game, meta = Game(preset(candidate.variant, candidate.redeals), seed), Meta()
            try:
                self.install(game, meta)
            except Nothing:
                continue
            if isinstance(candidate, Take) and is_shelf_key(candidate.key):
                self.saves.discard(candidate.key)
            return candidate
        raise Nothing()

    def new_seed(self, variant: str, redeals: int | None, winnable: bool = False) -> int:
        """A random deal: from the proved-winnable list when ``winnable`` or ``winnable_only`` is set (and it
        holds any)."""
        if winnable or self.winnable_only:
            seed = self.dealer.next_seed(variant, PRESETS[variant].redeals if redeals is None else redeals)
            if seed is not None:
                return seed
            self.notify(t("winnable.empty"), kind="winnable")
        return self.random_seed()

    def install(self, game: Game, meta: Meta, keep_aside: bool = True) -> None:
        """Make ``game`` the current one. A different game in progress in its variant's place is set aside
        first; when there is no room for it, nothing changes (Nothing, with a notice)."""
        self.clock.stop(self.meta)
        if keep_aside:
            self._set_aside_for(game, meta.timed)
        self._leave()
        self.game = game
        self.meta = meta
        self._drop_pick()
        self.store.set(LAST_KEY, self.variant)
        self._sync_clock()
        self.save()

    def _set_aside_for(self, game: Game, timed: bool) -> None:
        """Keep the game in progress in ``game``'s variant's place among the games set aside (what to keep:
        arrival.to_set_aside); Nothing, with a notice, when there is no room for it."""
        kept = to_set_aside(self.saves, game, self.wall(), timed)
        if kept is None:
            return
        old, old_meta, raw = kept
        variant = old.settings.variant
        if self.saves.shelve(old, raw, old_meta.timed) is Write.FULL:
            self.notify(
                t("session.no_room", variant=variant_title(variant), seed=old.seed), kind="no-room", lasting=True
            )
            raise Nothing()
        self.notify(
            t("session.shelved", variant=variant_title(variant), seed=old.seed),
            action=f"resume:{shelf_key(old, old_meta.timed)}",
            action_label=t("session.go_back"),
            kind="shelved",
        )

    def _leave(self) -> None:
        """The game on screen is left for another: a stuck game counts as lost now (undo could still save it
        while it was on screen)."""
        status = self.game.status
        if status.outcome is Outcome.STUCK and self.meta.counted and not self.meta.ended:
            self.meta.ended = True
            self._finish(status, won=False)

    def games_in_progress(self) -> list[Waiting]:
        """The games in progress not on screen (other variants' and those set aside), the most recent first."""
        return self.saves.waiting(self.game)

    def discard(self, key: str) -> None:
        """Forget a game in progress that is not on screen (the player asked)."""
        self.saves.discard(key)

    def note_hint(self) -> None:
        """A hint was shown: counted in this game's record."""
        self.meta.hints += 1
        self.save()

    # -- the pipeline ------------------------------------------------------------

    def apply(self, request: Request, source: Source = Source.PLAYER) -> Event:
        """Carry out ``request`` and report it: the one way the game changes."""
        before = self.game.position
        was_over = self.game.status.over
        self._drop_pick()
        try:
            kind, action = self._carry_out(request)
        except SolitaireError as err:
            action = request if isinstance(request, (Move, Redeal)) else None
            error = None if isinstance(err, Nothing) else err
            return Event(Kind.REFUSED, before, before, self.game.status, action, source, error=error)
        status = self.game.status
        ended = not was_over and status.over and kind not in DEALS
        mark = None
        if kind in (Kind.BOOKMARK_SET, Kind.BOOKMARK_GO):
            mark, action = action, None
        event = Event(kind, before, self.game.position, status, action, source, ended=ended, bookmark=mark)
        finish = self._react(event)
        if finish is None:
            return event
        bests, perfect = finish
        return replace(event, bests=bests, perfect=perfect) if bests or perfect else event

    def _carry_out(self, request: Request) -> tuple[Kind, object]:
        """Have the engine take ``request``; the event's kind and action. A SolitaireError says why not."""
        game = self.game
        if isinstance(request, Move):
            game.push(request)
            return Kind.MOVE, request
        if isinstance(request, Redeal):
            game.push(REDEAL)
            return Kind.REDEAL, REDEAL
        if isinstance(request, NewDeal):
            if request.daily is not None:
                return self._open_daily(request.variant, request.daily)
            if request.timed and request.practice:
                raise SolitaireError(t("ui.new.timed_practice"))
            self.save_clock()
            seed = self.new_seed(request.variant, request.redeals) if request.seed is None else request.seed
            game = Game(preset(request.variant, request.redeals), seed, unlimited=request.practice)
            on_screen = request.variant == self.variant
            kept = (self.game, self.meta) if on_screen else self.saves.load(request.variant)
            if kept is not None and kept[0].in_progress and same_play(*kept, game, request.timed):
                # never a fresh deal over the same one in progress: it goes on
                self.notify(t("session.deal_in_progress", seed=seed, variant=variant_title(request.variant)))
                if on_screen:
                    raise Nothing()
                self.install(*kept)
                return Kind.NEW_DEAL, None
            self.install(game, Meta(timed=request.timed))
            return Kind.NEW_DEAL, None
        if request is Command.UNDO:
            return Kind.UNDO, game.pop()
        if request is Command.REDO:
            return Kind.REDO, game.redo()
        if request is Command.GIVE_UP:
            game.give_up()
            return Kind.GIVE_UP, None
        if request is Command.TIME_UP:
            if not self.time_up():
                raise Nothing()  # not a timed game, or time left (a late tick after an undo of the end...)
            game.give_up()
            return Kind.TIME_UP, None
        if request is Command.RESTART:
            self.clock.stop(self.meta)
            self.saves.drop(self.variant)
            self.install(game.restart(), Meta(daily=self.meta.daily, timed=self.meta.timed))
            return Kind.RESTART, None
        if isinstance(request, SetBookmark):
            return Kind.BOOKMARK_SET, game.set_bookmark(request.slot)
        if isinstance(request, GoToBookmark):
            game.go_to_bookmark(request.slot)
            return Kind.BOOKMARK_GO, request.slot
        if isinstance(request, TryFrom):
            return self._try_from(request.count)
        if isinstance(request, Resume):
            return self._resume(request.key)
        if request is Command.RELOAD:
            return self._reload()
        raise SolitaireError(f"not a request: {request!r}")

    def _react(self, event: Event) -> tuple[frozenset[Best], bool] | None:
        """The session's own reactions to an event: the clock, the statistics and the save; for a win or a
        give-up, the bests it set and whether it was a perfect game (None for any other event)."""
        if event.new_game:
            return None  # installing the game saved it and set its clock
        if event.kind is Kind.BOOKMARK_SET:
            self.save()  # a mark, not an action: the game is not counted as played for it
            return None
        self.clock.flush(self.meta)
        if not self.meta.counted:
            self.stats.record_played(self.stats_key)
            self.meta.counted = True
        if event.source is not Source.PLAYER:
            self.meta.assisted = True
        if event.kind in (Kind.UNDO, Kind.BOOKMARK_GO):
            self.meta.undone = True  # no longer a perfect game, whatever follows
        self.meta.played_at = self.wall()  # the games in progress are listed by it, the newest first
        finish = None
        outcome = event.status.outcome
        if outcome in (Outcome.WON, Outcome.GAVE_UP) and not self.meta.ended:
            self.meta.ended = True
            finish = self._finish(event.status, won=outcome is Outcome.WON)
        self._sync_clock()
        self.save()
        return finish

    def _finish(self, status: Status, won: bool) -> tuple[frozenset[Best], bool]:
        """Count the finished game in the statistics (and a daily deal's result); the bests it set, and
        whether it was a perfect game: an own win (below) with no undo."""
        # Help is a hint shown or a helper's move (docs/rules.md, "What counts as help"): an own game had neither.
        assisted = self.meta.assisted
        hints = 0 if assisted else self.meta.hints  # a game a helper played in is "with help", hints or not
        own = not assisted and not hints
        if self.meta.daily and not self.game.from_layout:
            self.dailies.record(
                DayResult(
                    self.meta.daily,
                    self.variant,
                    won,
                    status.ordered,
                    status.moves,
                    self.meta.elapsed_ms,
                    own,
                    self.today().isoformat(),
                    hints,
                )
            )
        finish = Finish(
            won=won,
            score=timed_score(status.ordered, status.moves, self.meta.elapsed_ms, won)
            if self.meta.timed
            else status.ordered,
            moves=status.moves,
            ms=self.meta.elapsed_ms,
            own=own,
            from_opening=not self.game.from_layout,
            hinted=bool(hints),
            undone=self.meta.undone,
            redeals=self.game.redeals_used,
        )
        return self.stats.record_end(self.stats_key, finish), finish.perfect

    # -- taps ------------------------------------------------------------------

    def pick(self, request: PickRequest) -> TapResult:
        """The picker's request: a Pick (a tap on a cell: move, wait for a choice, cancel, or nothing and why;
        a move goes through :meth:`apply`) or an Unpick (drop the pending pick: CANCELLED, or NOTHING when none
        was pending). Input never touches the picker itself: it reads ``selected`` and ``choices``, and asks
        here."""
        if isinstance(request, Unpick):
            return self._picker.clear()
        result = self._picker.tap(request.index, self.game.position, self.game.status, self._over_message())
        if result.kind is not Tap.MOVED or result.move is None:
            return result
        event = self.apply(result.move)
        if event.kind is Kind.REFUSED:
            return TapResult(Tap.ILLEGAL, result.move, (result.move.src,), event=event)
        return replace(result, event=event)

    def tap(self, index: int) -> TapResult:
        """``pick(Pick(index))``: what a tap on cell ``index`` does."""
        return self.pick(Pick(index))

    def _over_message(self) -> str:
        outcome = self.game.status.outcome
        if outcome is Outcome.WON:
            return t("over.won")
        if outcome is Outcome.GAVE_UP:
            return t("over.gave_up")
        return t("over.stuck")

    # -- other games -------------------------------------------------------------

    def _try_from(self, count: int) -> tuple[Kind, object]:
        """A practice game of this deal from ``count`` actions into the current game, counted with help (no
        daily result: a daily deal is played once)."""
        actions = self.game.actions
        if type(count) is not int or not 0 <= count <= len(actions):
            raise SolitaireError(f"this game has {len(actions)} actions, not {count!r} to replay")
        practice = self.game.restart()
        for action in actions[:count]:
            practice.push(action)
        self.save_clock()
        self.install(practice, Meta(assisted=True))
        return Kind.PRACTICE, None

    def _open_daily(self, variant: str, day: str) -> tuple[Kind, object]:
        """The daily deal of ``day``: its game in progress if there is one (RESUME), else the deal from its
        start (NEW_DEAL); app.core.arrival.daily_arrival decides."""
        arrival = daily_arrival(variant, day, self.saves, self.store, self.game)
        if arrival.tries:
            self.save_clock()
        opened = self._arrive(arrival)
        if isinstance(opened, Take):
            self.notify(t("session.back_to", title=self.title), kind="resume")
            return Kind.RESUME, None
        return Kind.NEW_DEAL, None

    def _resume(self, key: str) -> tuple[Kind, object]:
        """Go back to a game in progress: one set aside, or another variant's game in play."""
        taken = self.saves.take(key)
        if taken is None:
            raise Nothing()
        self.save_clock()
        self.install(*taken)  # the game in its variant's place, if in progress, is set aside first
        if is_shelf_key(key):
            self.saves.discard(key)
        self.notify(t("session.back_to", title=self.title), kind="resume")
        return Kind.RESUME, None

    def _reload(self) -> tuple[Kind, object]:
        """Take the saved game of the variant on screen after another tab changed it."""
        if not self.saved_elsewhere():
            raise Nothing()
        raw = self.saves.raw(self.variant)
        if raw is None:  # erased there: this tab keeps its game on screen, unsaved, until the player acts
            self.notify(t("session.removed_elsewhere"), kind="updated", lasting=True)
            raise Nothing()
        try:
            game, meta = loads(raw)
        except SolitaireError:
            raise Nothing() from None  # the other tab's save is its own problem; keep playing this one
        if game.settings.variant != self.variant:
            raise Nothing()
        same_game = dumps(game, {}) == dumps(self.game, {})  # e.g. only the other tab's clock moved
        self.clock.stop(self.meta)
        if not same_game:
            self.game = game
            self._drop_pick()
        self.meta = Meta.from_dict(meta)
        self._saved = raw
        self._sync_clock()
        if same_game:
            raise Nothing()
        self.notify(t("session.updated"), kind="updated")
        return Kind.RELOAD, None

    # -- a first visit ------------------------------------------------------------

    def welcome_due(self) -> bool:
        """True on a first visit: no game ever played (nor a move on screen) and the goal line never hidden.
        Once false it stays false (WELCOME_KEY is written the first time it turns false while due), so the
        goal line never comes back, not even after the statistics are reset."""
        if self._welcomed:
            return False
        played = self.game.status.moves or any(entry.played for entry in self.stats.all().values())
        if played or self.store.get(WELCOME_KEY) is not None:
            self.dismiss_welcome()
            return False
        return True

    def dismiss_welcome(self) -> None:
        """The player hid the goal line, or played: it is not shown again."""
        self._welcomed = True
        if not self.frozen and self.store.get(WELCOME_KEY) is None:
            self.store.set(WELCOME_KEY, "1")

    # -- saving and the clock --------------------------------------------------

    def freeze(self) -> None:
        """Write nothing more (a restore from a file is about to open the page again)."""
        self.frozen = True

    def save(self) -> None:
        if self.frozen:
            return
        self.clock.flush(self.meta)
        raw = dumps(self.game, self.meta.to_dict())
        self.saves.write(self.variant, raw)
        self._saved = raw

    def saved_elsewhere(self) -> bool:
        """True when another tab has saved this variant's game since this tab last saved or took it, or has
        removed it (erased the player's data): an idle tab writes neither an older game over a newer one nor
        an erased one back."""
        return self._saved is not None and self.saves.raw(self.variant) != self._saved

    def save_clock(self) -> bool:
        """Save when nothing was played (page hidden or closed, switching games), unless another tab
        saved this variant's game since: an idle, stale tab never writes an older game over a newer one."""
        if self.saved_elsewhere():
            self.clock.flush(self.meta)
            return False
        self.save()
        return True

    def watches(self, storage_key: str) -> bool:
        """True when ``storage_key`` (a full localStorage key) holds the saved game on screen."""
        return storage_key == PREFIX + game_key(self.variant)

    def elapsed_ms(self) -> int:
        return self.clock.elapsed(self.meta)

    # -- the modes: timed (app.core.timed) and practice (app.core.modes) --------

    @property
    def mode(self) -> Mode:
        """How the game on screen is played: timed, practice (no limit on redeals), or by its deal's rules."""
        return mode_of(self.game.unlimited, self.meta.timed)

    @property
    def stats_key(self) -> str:
        """Where this game is counted: a timed or practice game apart from its variant's own statistics and bests."""
        return stats_key(self.variant, self.mode)

    def time_left_ms(self) -> int | None:
        """A timed game's time left to play, None for any other game."""
        return time_left_ms(self.elapsed_ms()) if self.meta.timed else None

    @property
    def timed_out(self) -> bool:
        """A timed game that ended because its ten minutes ran out (not given up before)."""
        return self.meta.timed and self.game.gave_up and self.elapsed_ms() >= LIMIT_MS

    def time_up(self) -> bool:
        """A timed game still going whose ten minutes are played: the page asks for Command.TIME_UP."""
        return self.meta.timed and not self.game.status.over and self.elapsed_ms() >= LIMIT_MS

    def timed_score(self) -> int | None:
        """A timed game's score as it stands (at its end: as counted), None for any other game."""
        if not self.meta.timed:
            return None
        status = self.game.status
        return timed_score(status.ordered, status.moves, self.elapsed_ms(), status.outcome is Outcome.WON)

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        self._sync_clock()
        if not visible:
            self.save_clock()

    def clock_running(self) -> bool:
        return self.clock.running

    def _sync_clock(self) -> None:
        # The clock starts at a deal's first action (``counted``), runs while the page is seen, stops at the end.
        self.clock.run(self.meta, self.visible and self.meta.counted and not self.game.status.over)


__all__ = ["WELCOME_KEY", "Notice", "Session", "Tap", "TapResult"]
