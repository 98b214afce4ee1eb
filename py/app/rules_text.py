"""The rules of a variant in plain words, written from its settings (for the Rules dialog)."""

from __future__ import annotations

from solitaire import Settings

from .view import plural, variant_title


def rules_text(settings: Settings) -> list[tuple[str, list[str]]]:
    """Sections of (heading, paragraphs) describing how ``settings`` play."""
    name = variant_title(settings.variant)
    if settings.opening == "row-end":
        deal = (
            "The 48 cards from 2 to king are dealt into four rows of twelve; the last cell of every row "
            "is a gap, so every deal opens with the same shape. The aces are out of the game."
        )
    else:
        deal = (
            "All 52 cards are dealt into four rows of thirteen, then the four aces are taken out for good: "
            "the gaps are wherever the aces fell."
        )
    if settings.redeals == 0:
        redeal = ["This deal allows no redeal."]
    else:
        when = "at any time" if settings.redeal_when == "any-time" else "only when you are stuck (no card can move)"
        gaps = (
            "the four gaps are shuffled in with the cards, so they can land anywhere (even after a king)"
            if settings.redeal_gaps == "scattered"
            else "each row gets its gap straight after its run of cards in place (in the first cell when it has none)"
        )
        redeal = [
            f"You may redeal {plural(settings.redeals, 'time')}, {when}.",
            "A redeal keeps each row's cards in place (its run from a 2 at the left edge, in suit and order). "
            f"Every other card is gathered, shuffled and dealt back, and {gaps}.",
        ]
    return [
        (
            f"{name}: the goal",
            [
                "Order each row from 2 to king of one suit, left to right, with the gap at the end of the row. "
                "Any suit may go in any row.",
            ],
        ),
        ("The deal", [deal]),
        (
            "Moving a card",
            [
                "A card moves only into a gap, and the cell it leaves becomes a gap.",
                "A gap takes the card one rank higher, in the same suit, than the card on its left: "
                "after the 9 of clubs only the 10 of clubs.",
                "A gap at the left edge takes any 2. When a 2 could go to more than one such gap, you pick the gap.",
                "A gap after a king is dead: nothing can go there. A gap after another gap takes nothing "
                "until the gap on its left is filled.",
                "Tap a card to move it into the gap it fits, or tap a gap to fill it with the card it takes.",
            ],
        ),
        ("Redeals", redeal),
        (
            "Score and the end",
            [
                "A card is in place when it is a 2 at the left edge, or follows the card in place on its left "
                "in suit and rank. Your score is the number of cards in place, out of 48.",
                "You win with all 48 in place. The game is over when no card can move and no redeal is left.",
                "Undo and redo are unlimited, over moves and redeals alike.",
            ],
        ),
        (
            "Tips",
            [
                "Get a 2 to the left edge early: nothing in a row can be in place before its 2.",
                "Extend the runs at the left edge first: cards ordered in the middle of a row are lost at a redeal.",
                "Read the card left of each gap before moving: a gap after a king is dead.",
            ],
        ),
    ]
