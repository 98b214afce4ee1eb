"""The Settings dialog's "Your data": a backup file to download, a chosen file read, confirmed and restored, and
"Erase all my data".

The data layer is backup.py (every value read through the page's own readers);
this module only moves the text between the page and a file. After a restore the
page opens again, so every value is read back the way a visit reads it. An erasure
removes every key under the store's prefix (``Store.clear``; the service worker's
cache of the site stays, so the game still opens offline) and opens the page again
with no query: a first visit's start, with every default.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.browser.dom import absent, by_id, document, js_object, later, run_task, to_js, window
from app.core.session import Session
from app.present.view import erase_text
from app.record.backup import export, read_backup
from app.record.guard import StoredValueError, reason_text
from app.record.store import REASON_KEYS, StoreReason
from app.text.i18n import t, tn

RESTORED_KEY = "restored"  # set before the page opens again: how many values did not fit ("0": all did)
ERASED_KEY = "erased"  # set after an erasure, before the page opens again: say so, once


class Transfer:
    """The Settings dialog's "Save to a file", "Restore from a file" and "Erase all my data";
    ``confirm(text, action, ok)`` asks first; ``quiet()`` stops everything that writes (helpers, the
    first-paint picture) before an erasure."""

    def __init__(
        self,
        session: Session,
        confirm: Callable[..., None],
        quiet: Callable[[], None] = lambda: None,
    ) -> None:
        self.session = session
        self.confirm = confirm
        self.quiet = quiet
        self._task: Any = None

    def bind(self, on: Callable[[Any, str, Callable[[Any], Any]], None]) -> None:
        on(by_id("export-data"), "click", self.on_export)
        on(by_id("import-data"), "change", self.on_import)
        on(by_id("erase-all"), "click", self.on_erase)

    def say(self, text: str) -> None:
        by_id("data-message").textContent = text

    def on_export(self, _event: Any) -> None:
        self.session.save_clock()
        backup = export(self.session.store)
        name = f"addiction-solitaire-{window.Date.new().toISOString()[:10]}.json"
        blob = window.Blob.new(to_js([backup.text]), js_object({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = name
        document.body.append(link)
        link.click()
        link.remove()
        later(10_000, lambda *_: window.URL.revokeObjectURL(url))
        words = [t("ui.data.exported", file=name)]
        if backup.skipped:
            words.append(tn("ui.data.skipped", len(backup.skipped)))
        self.say(" ".join(words))

    def on_import(self, event: Any) -> None:
        files = event.target.files
        if absent(files) or not files.length:
            return
        self._task = run_task(self._read(files.item(0), event.target))

    async def _read(self, file: Any, field: Any) -> None:
        text = str(await file.text())
        field.value = ""  # the same file can be chosen again
        try:
            restore = read_backup(text)
        except StoredValueError as err:
            self.say(t("ui.data.unreadable", reason=reason_text(err.reason)))
            return
        question = t("ui.data.confirm")
        if restore.rejected:
            question += " " + tn("ui.data.rejected", len(restore.rejected))
        self.confirm(question, lambda: self._apply(restore))

    def _apply(self, restore: Any) -> None:
        store = self.session.store
        self.session.freeze()  # from now on this page writes nothing over what is restored
        written = restore.apply(store)
        store.set(RESTORED_KEY, str(sum(1 for result in written.values() if not result)))
        window.location.reload()

    def on_erase(self, _event: Any) -> None:
        session = self.session
        question = erase_text(session.game, session.meta, session.games_in_progress())
        session.take_notices()  # a save found unreadable while counting: it is about to go anyway
        self.confirm(question, self.erase, t("ui.erase.ok"))

    def erase(self) -> None:
        """Remove every value this site keeps and open the page again as a first visit (no query: a random
        deal of the default game, every setting its default); a storage that cannot be reached says so."""
        store = self.session.store
        self.quiet()
        if not store.clear():
            reason = store.problem or StoreReason.UNAVAILABLE
            self.say(t("ui.erase.failed", reason=t(REASON_KEYS[reason])))
            return
        self.session.freeze()  # nothing this page still does (leaving it, a timer) writes the old game back
        store.set(ERASED_KEY, "1")
        window.location.replace(window.location.pathname)


def restored_notice(session: Session) -> None:
    """After a restore or an erasure the page opened again: say how it went, once."""
    if session.store.get(ERASED_KEY) is not None:
        session.store.remove(ERASED_KEY)
        session.notify(t("ui.erase.done"), kind="erased")
    mark = session.store.get(RESTORED_KEY)
    if mark is None:
        return
    session.store.remove(RESTORED_KEY)
    missing = int(mark) if mark.isdigit() and len(mark) < 7 else 0
    text = tn("ui.data.not_all", missing) if missing else t("ui.data.restored")
    session.notify(text, kind="restored", lasting=bool(missing))


__all__ = ["ERASED_KEY", "RESTORED_KEY", "Transfer", "restored_notice"]
