"""The dialogs that lead to an action: New game, the end of a game, and a confirmation (the DOM side)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.browser.dom import absent, by_id, document, js_object, window
from app.core.events import Command, Event, NewDeal, Request, Resume
from app.core.session import Session
from app.present.view import end_perfect, end_record, end_texts, waiting_text
from app.record.dailies import DayResult, result_parts, share_text
from app.record.dealer import count as winnable_count
from app.record.prefs import switch
from app.text.i18n import t, tn, variant_title
from app.text.labels import daily_title, format_time, variant_note
from solitaire import PRESETS, SEED_MAX, VARIANTS, Outcome, SeedError, parse_seed
from solitaire.daily import DateError, daily_deal, daily_variants

DAYS_SHOWN = 90  # results listed in the dialog (the newest); all are kept


class Dialogs:
    """Opens the dialogs and turns the player's choice into a request for ``perform``."""

    def __init__(
        self,
        session: Session,
        perform: Callable[[Request], Any],
        set_pref: Callable[[str, str], None] = lambda name, value: None,
        share: Callable[[str, str], None] = lambda text, status: None,
        show_notices: Callable[[], None] = lambda: None,
    ) -> None:
        self.session = session
        self.show_notices = show_notices  # what the session found meanwhile (a save that cannot be read)
        self.perform = perform
        self.set_pref = set_pref  # the winnable-only option is remembered in the preferences
        self.share = share  # share a result's text (copied, or the phone's share sheet)
        self._confirmed: Callable[[], None] | None = None

    def bind(self, on: Callable[[Any, str, Callable[[Any], Any]], None]) -> None:
        on(by_id("new-waiting-list"), "click", self.on_waiting_click)
        on(by_id("dlg-new"), "close", self.on_new_closed)
        on(by_id("new-form"), "submit", self.on_new_submit)
        on(by_id("new-form"), "change", self.on_new_change)
        on(by_id("dlg-end"), "close", self.on_end_closed)
        on(by_id("end-share"), "click", self.on_end_share)
        on(by_id("daily-list"), "click", self.on_days_click)
        on(by_id("dlg-confirm"), "close", self.on_confirm_closed)

    # -- confirm ---------------------------------------------------------------

    def confirm(self, text: str, action: Callable[[], None], ok: str = "") -> None:
        """Ask ``text``; ``action`` runs only if the player presses the OK button, labelled ``ok`` (default OK:
        a grave action says what it does, "Erase everything")."""
        self._confirmed = action
        by_id("confirm-text").textContent = text
        by_id("confirm-ok").textContent = ok or t("page.ok")
        _show(by_id("dlg-confirm"))

    def on_confirm_closed(self, _event: Any) -> None:
        action, self._confirmed = self._confirmed, None
        if by_id("dlg-confirm").returnValue == "ok" and action is not None:
            action()

    # -- new game --------------------------------------------------------------

    def open_new(self) -> None:
        """The New-game dialog, its variants and redeal counts written from the engine's settings."""
        game = self.session.game
        current = self.session.variant if self.session.variant in PRESETS else VARIANTS[0]
        labels = []
        for name in VARIANTS:
            label = document.createElement("label")
            radio = document.createElement("input")
            radio.type = "radio"
            radio.name = "variant"
            radio.value = name
            radio.checked = name == current
            note = document.createElement("small")
            note.textContent = variant_note(name)
            label.append(radio, f" {variant_title(name)} ", note)
            labels.append(label)
        fieldset = by_id("new-variants")
        fieldset.replaceChildren(fieldset.querySelector("legend"), *labels)
        self._redeal_choices(current, game.settings.redeals)
        by_id("new-seed").value = ""
        by_id("new-error").textContent = ""
        by_id("new-note").textContent = t("ui.new_note") if game.in_progress else ""
        by_id("new-winnable").checked = self.session.winnable_only
        by_id("new-timed").checked = self.session.meta.timed  # as the game on screen
        by_id("new-practice").checked = self.session.game.unlimited
        self.list_waiting()
        by_id("daily-share-status").textContent = ""
        self.show_daily()
        self.show_winnable()
        _show(by_id("dlg-new"))

    def show_daily(self) -> None:
        """The daily deal of the chosen variant: today's date, whether it was played, the streak, the days."""
        session = self.session
        variant = self._new_choice()[0]
        today = session.today()
        state = by_id("daily-state")
        try:
            deal = daily_deal(variant, today)
        except DateError:  # a game of the wider family, the device's date before the first daily deal, no pool
            if variant in daily_variants():
                by_id("daily-today").textContent = t("daily.none_today")
            else:
                names = t("list.separator").join(variant_title(v) for v in daily_variants())
                by_id("daily-today").textContent = t("daily.classic_only", variants=names)
            by_id("new-daily-play").disabled = True
            state.textContent = ""
            state.removeAttribute("data-state")
        else:
            redeals = deal.settings.redeals
            count = tn("ui.daily.redeals", redeals) if redeals else t("ui.daily.redeals.none")
            by_id("daily-today").textContent = t(
                "ui.daily.today", date=_long_date(today.isoformat()), variant=variant_title(variant), redeals=count
            )
            by_id("new-daily-play").disabled = False
            result = session.dailies.get(today.isoformat(), variant)
            if result is not None:
                state.textContent = t("ui.daily.played", result=t("list.separator").join(result_parts(result)))
                state.setAttribute("data-state", "played")
            elif session.meta.daily == today.isoformat() and session.variant == variant:
                state.textContent = t("ui.daily.in_progress")
                state.setAttribute("data-state", "playing")
            else:
                state.textContent = t("ui.daily.waiting")
                state.setAttribute("data-state", "waiting")
        streak = session.dailies.streak(today)
        by_id("daily-streak").textContent = tn("ui.daily.streak", streak, longest=session.dailies.longest_streak())
        self.list_days()

    def list_days(self) -> None:
        """Every daily deal played (the newest first): its day, variant and result, with a Share button."""
        results = self.session.dailies.results()
        items = []
        for result in results[:DAYS_SHOWN]:
            title = daily_title(result.variant, result.day)
            item = document.createElement("li")
            item.setAttribute("data-day", result.day)
            item.setAttribute("data-variant", result.variant)
            name = document.createElement("span")
            name.className = "daily-title"
            name.textContent = f"{_long_date(result.day)} · {variant_title(result.variant)}"
            detail = document.createElement("span")
            detail.className = "daily-detail"
            detail.textContent = t("list.separator").join(result_parts(result))
            button = document.createElement("button")
            button.type = "button"
            button.setAttribute("data-share", f"{result.day} {result.variant}")
            button.setAttribute("aria-label", t("ui.daily.share_label", title=title))
            button.textContent = t("ui.daily.share")
            item.append(name, detail, button)
            items.append(item)
        by_id("daily-list").replaceChildren(*items)
        by_id("daily-days").hidden = not items
        by_id("daily-days-count").textContent = f" ({len(results)})" if results else ""

    def on_days_click(self, event: Any) -> None:
        button = event.target.closest("button[data-share]")
        if absent(button):
            return
        day, _, variant = str(button.getAttribute("data-share")).partition(" ")
        result = self.session.dailies.get(day, variant)
        if result is not None:
            self.share(share_text(result), "daily-share-status")

    def show_winnable(self) -> None:
        """How many deals the proved-winnable list holds for the chosen variant and redeal count."""
        variant, redeals, _ = self._new_choice()
        n = winnable_count(variant, redeals)
        words = {"variant": variant_title(variant), "redeals": _redeals_words(redeals)}
        note = tn("ui.winnable.count", n, **words) if n else t("ui.winnable.count.none", **words)
        if by_id("new-winnable").checked:
            note += " " + t("ui.winnable.seed")
        by_id("new-winnable-note").textContent = note

    def list_waiting(self) -> None:
        """The games in progress not on screen, each with Resume and Discard."""
        waiting = self.session.games_in_progress()
        items = []
        for entry in waiting:
            title, how = waiting_text(entry, _date(entry.meta.aside_at))
            item = document.createElement("li")
            item.setAttribute("data-key", entry.key)
            name = document.createElement("span")
            name.className = "waiting-title"
            name.textContent = title
            detail = document.createElement("span")
            detail.className = "waiting-detail"
            detail.textContent = how
            item.append(name, detail)
            for action, label in (("resume", "ui.waiting.resume"), ("discard", "ui.waiting.discard")):
                button = document.createElement("button")
                button.type = "button"
                button.setAttribute(f"data-{action}", entry.key)
                button.setAttribute("aria-label", t(f"{label}_label", title=title))
                button.textContent = t(label)
                item.append(button)
            items.append(item)
        by_id("new-waiting-list").replaceChildren(*items)
        by_id("new-waiting").hidden = not items
        self.show_notices()  # now, not at the next action

    def on_waiting_click(self, event: Any) -> None:
        button = event.target.closest("button")
        if absent(button):
            return
        key = button.getAttribute("data-resume")
        if not absent(key):
            by_id("dlg-new").close("resume")
            self.perform(Resume(str(key)))
            return
        key = button.getAttribute("data-discard")
        if absent(key):
            return
        title = str(button.closest("li").querySelector(".waiting-title").textContent)

        def discard() -> None:
            self.session.discard(str(key))
            self.list_waiting()

        self.confirm(t("ui.waiting.confirm_discard", title=title), discard)

    def _redeal_choices(self, variant: str, chosen: int) -> None:
        """The redeal counts the variant's deals may allow (none but 0 in Spoilt), ``chosen`` the one shown
        where it is among them, else the variant's own."""
        counts = PRESETS[variant].redeal_counts
        options = []
        for count in counts:
            option = document.createElement("option")
            option.value = option.textContent = str(count)
            options.append(option)
        select = by_id("new-redeals")
        select.replaceChildren(*options)
        select.value = str(chosen if chosen in counts else PRESETS[variant].redeals)
        select.disabled = len(counts) == 1

    def _new_choice(self) -> tuple[str, int, str]:
        checked = by_id("new-form").querySelector("input[name=variant]:checked")
        variant = VARIANTS[0] if absent(checked) else str(checked.value)
        return variant, int(by_id("new-redeals").value), str(by_id("new-seed").value).strip()

    def on_new_change(self, event: Any) -> None:
        target = event.target
        name = target.getAttribute("name")
        if name == "variant" and target.value in PRESETS:
            self._redeal_choices(target.value, PRESETS[target.value].redeals)
            self.show_daily()
        if name == "winnable":
            self.set_pref("winnable", switch("winnable", bool(target.checked)))
        if name in ("timed", "practice") and target.checked:  # one or the other: a practice game is not timed
            by_id("new-practice" if name == "timed" else "new-timed").checked = False
        self.show_winnable()

    def on_new_submit(self, event: Any) -> None:
        submitter = event.submitter
        if absent(submitter) or submitter.value != "deal":
            return
        seed_text = self._new_choice()[2]
        if seed_text:
            try:
                parse_seed(seed_text)
            except SeedError:
                event.preventDefault()
                by_id("new-error").textContent = t("ui.bad_seed", max=SEED_MAX)

    def on_new_closed(self, _event: Any) -> None:
        choice = by_id("dlg-new").returnValue
        variant, redeals, seed_text = self._new_choice()
        if choice == "daily":
            self.perform(NewDeal(variant, daily=self.session.today().isoformat()))
        elif choice == "deal":
            seed = parse_seed(seed_text) if seed_text else None
            timed, practice = bool(by_id("new-timed").checked), bool(by_id("new-practice").checked)
            self.perform(NewDeal(variant, redeals, seed, timed=timed, practice=practice))

    # -- the end of a game -----------------------------------------------------

    def open_end(self, event: Event | None = None) -> None:
        """The end dialog, after the ``event`` that ended the game, or (None) for a game that came over: a link
        to a finished board."""
        game, meta = self.session.game, self.session.meta
        title, text = end_texts(game, self.session.timed_out)
        by_id("end-title").textContent = title
        by_id("end-text").textContent = text
        best, note = ("", "") if event is None else end_record(event, meta.assisted, meta.hints)
        _text(by_id("end-perfect"), "" if event is None else end_perfect(event))
        _text(by_id("end-best"), best)
        score = self.session.timed_score()
        best_timed = self.session.stats.get(self.session.stats_key).best_score
        _text(by_id("end-timed"), "" if score is None else t("ui.end.timed", score=score, best=best_timed))
        _text(by_id("end-note"), note)
        by_id("end-score").textContent = t("ui.score", score=game.status.ordered, total=game.settings.shape.cards)
        by_id("end-moves").textContent = str(game.status.moves)
        by_id("end-time").textContent = format_time(self.session.elapsed_ms())
        by_id("end-undo").hidden = game.status.outcome is not Outcome.STUCK or not game.status.can_undo
        daily = meta.daily if not game.from_layout else ""
        _text(by_id("end-daily"), t("ui.end.daily", date=daily) if daily else "")
        by_id("end-share").hidden = not daily
        by_id("end-share-status").textContent = ""
        _show(by_id("dlg-end"))

    def end_result(self) -> DayResult | None:
        """The daily deal's result as it would be shared now: the day's first result if kept, else this game's."""
        session, game = self.session, self.session.game
        day = session.meta.daily
        if not day or game.from_layout:
            return None
        kept = session.dailies.get(day, session.variant)
        if kept is not None:
            return kept
        status = game.status
        return DayResult(
            day,
            session.variant,
            status.outcome is Outcome.WON,
            status.ordered,
            status.moves,
            session.elapsed_ms(),
            not session.meta.assisted,
            session.today().isoformat(),
        )

    def on_end_share(self, _event: Any) -> None:
        result = self.end_result()
        if result is not None:
            self.share(share_text(result), "end-share-status")

    def on_end_closed(self, _event: Any) -> None:
        choice = by_id("dlg-end").returnValue
        settings = self.session.game.settings
        if choice == "undo":
            self.perform(Command.UNDO)
        elif choice == "restart":
            self.perform(Command.RESTART)
        elif choice == "new":
            self.perform(NewDeal(self.session.variant, settings.redeals))


def _redeals_words(redeals: int) -> str:
    return tn("ui.daily.redeals", redeals) if redeals else t("ui.daily.redeals.none")


def _long_date(day: str) -> str:
    """A day (YYYY-MM-DD) as the browser writes it in the page's language ("Tuesday, 1 December 2026")."""
    try:
        year, month, date = (int(part) for part in day.split("-"))
        options = js_object({"dateStyle": "full"})
        return str(
            window.Date.new(year, month - 1, date).toLocaleDateString(document.documentElement.lang or "en", options)
        )
    except Exception:
        return day


def _date(ms: float) -> str:
    """A moment as the browser writes it in the page's language ("30 Nov 2026, 14:05")."""
    if not ms:
        return ""
    options = js_object({"dateStyle": "medium", "timeStyle": "short"})
    return str(window.Date.new(ms).toLocaleString(document.documentElement.lang or "en", options))


def _text(element: Any, text: str) -> None:
    element.textContent = text
    element.hidden = not text


def _show(dialog: Any) -> None:
    dialog.returnValue = ""
    dialog.showModal()


__all__ = ["Dialogs"]
