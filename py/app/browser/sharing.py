"""Sharing a text or a link: the phone's share sheet where there is one, else the clipboard, else the text
shown to copy by hand (DOM)."""

from __future__ import annotations

from collections.abc import Callable

from .dom import js_object, window


async def share_or_copy(
    payload: dict[str, str], text: str, say: Callable[[str], None], shared: str, copied: str, by_hand: str
) -> None:
    """Offer ``payload`` (``title``, ``url`` or ``text``) to the share sheet on a touch device, else copy
    ``text``; ``say`` what happened: ``shared``, ``copied``, or ``by_hand`` when the clipboard refused. A share
    sheet the player closed says nothing."""
    navigator = window.navigator
    if window.matchMedia("(pointer: coarse)").matches and hasattr(navigator, "share"):
        try:
            await navigator.share(js_object(payload))
            say(shared)
            return
        except Exception as err:
            if "AbortError" in str(err):
                return
    try:
        await navigator.clipboard.writeText(text)
        say(copied)
    except Exception:
        say(by_hand)


__all__ = ["share_or_copy"]
