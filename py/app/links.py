"""Links: read a page's query string into a deal request, and write a deal back as a query."""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlencode

from solitaire import PRESETS, SEED_MAX, Game, LayoutError, Position, SeedError, parse_seed

REDEAL_CHOICES = (0, 1, 2, 3)


@dataclass
class LinkRequest:
    """What a link asks for; a value is None when the link gives none (or a bad one, with a notice)."""

    variant: str | None = None
    seed: int | None = None
    redeals: int | None = None
    layout: Position | None = None
    notices: list[str] = field(default_factory=list)

    @property
    def names_a_deal(self) -> bool:
        return self.variant is not None and self.seed is not None


def _first(query: dict[str, list[str]], name: str) -> str | None:
    values = query.get(name)
    return values[0] if values else None


def parse_query(search: str) -> LinkRequest:
    """Read ``?variant=...&seed=...&redeals=...&layout=...``; every bad value becomes a notice."""
    query = parse_qs(search.lstrip("?"), keep_blank_values=True)
    request = LinkRequest()
    variant = _first(query, "variant")
    if variant is not None:
        name = variant.strip().lower()
        if name in PRESETS:
            request.variant = name
        else:
            request.notices.append(
                f"The link names an unknown variant {_quote(variant)}; "
                f"the variants are {', '.join(v.title() for v in PRESETS)}."
            )
    seed = _first(query, "seed")
    if seed is not None:
        try:
            request.seed = parse_seed(seed)
        except SeedError:
            request.notices.append(f"The link's deal number {_quote(seed)} is not a whole number from 0 to {SEED_MAX}.")
    redeals = _first(query, "redeals")
    if redeals is not None:
        text = redeals.strip()
        if text.isdigit() and text.isascii() and int(text) in REDEAL_CHOICES:
            request.redeals = int(text)
        else:
            request.notices.append(
                f"The link's redeal count {_quote(redeals)} is not 0, 1, 2 or 3; the variant's usual count is used."
            )
    layout = _first(query, "layout")
    if layout is not None:
        try:
            request.layout = Position.from_layout(layout.strip())
        except LayoutError as err:
            request.notices.append(f"The link's layout could not be read ({err}); the deal opens from the start.")
    if request.seed is not None and request.variant is None and variant is None:
        request.notices.append("The link gives a deal number but no variant; add &variant=addiction (or another).")
        request.seed = None
    if request.layout is not None and not request.names_a_deal:
        request.notices.append("A layout in a link needs a variant and a deal number too; it was not used.")
        request.layout = None
    return request


def _quote(text: str, limit: int = 40) -> str:
    shown = text if len(text) <= limit else text[: limit - 1] + "…"
    return f"“{shown}”"


def query_for(game: Game) -> str:
    """The query string that opens ``game``'s deal (and its start position, if not the opening)."""
    variant = game.settings.variant
    params: dict[str, str] = {"variant": variant, "seed": str(game.seed)}
    if variant in PRESETS and game.settings.redeals != PRESETS[variant].redeals:
        params["redeals"] = str(game.settings.redeals)
    if game.from_layout:
        params["layout"] = game.start.layout()
    return "?" + urlencode(params, safe="/-")
