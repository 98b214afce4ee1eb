"""The command line: deal a seed, list the legal moves of a layout, show a layout."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .deal import opening
from .errors import SolitaireError
from .position import Position
from .settings import PRESETS, SEED_MAX, parse_seed, preset


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _seed(text: str) -> int:
    try:
        return parse_seed(text)
    except SolitaireError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _layout(text: str) -> Position:
    try:
        return Position.from_layout(text)
    except SolitaireError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m solitaire",
        description="Addiction, Gaps, Montana and Spaces solitaire: deals and moves.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)

    deal = sub.add_parser(
        "deal",
        help="print the opening layout string of a seeded deal",
        description="Print the opening layout string of a seeded deal.",
    )
    deal.add_argument("--variant", required=True, choices=list(PRESETS), help="the variant preset")
    deal.add_argument("--seed", required=True, type=_seed, help=f"the deal number, 0 to {SEED_MAX}")
    deal.add_argument("--pretty", action="store_true", help="also draw the board, a row a line")

    moves = sub.add_parser(
        "moves",
        help="print the legal moves of a layout, one a line",
        description="Print each legal move of LAYOUT as CARD ROW,COL -> ROW,COL (rows and columns counted from 0).",
    )
    moves.add_argument("layout", type=_layout, metavar="LAYOUT", help="a 107-character layout string")

    show = sub.add_parser(
        "show",
        help="draw a layout as a board, with its score and gaps",
        description="Draw LAYOUT as a board with its ordered count and what each gap takes.",
    )
    show.add_argument("layout", type=_layout, metavar="LAYOUT", help="a 107-character layout string")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "deal":
        position = opening(preset(args.variant), args.seed)
        print(position.layout())
        if args.pretty:
            print(position.pretty())
    elif args.command == "moves":
        for move in args.layout.legal_moves():
            print(move)
    elif args.command == "show":
        print(_describe(args.layout))
    return 0


def _describe(position: Position) -> str:
    from .cards import card_label

    lines = [position.pretty(), f"ordered {position.ordered()}/48"]
    for info in position.gap_infos():
        row, col = divmod(info.index, 13)
        if info.reason == "left-edge":
            what = "takes any 2"
        elif info.reason == "next-card":
            what = f"takes {card_label(info.takes)}"
        else:
            what = f"dead ({info.reason})"
        lines.append(f"gap {row},{col}: {what}")
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
