"""The command line: deal a seed, list the legal moves of a layout, show a layout, solve and measure."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

from .deal import opening
from .errors import SettingsError, SolitaireError
from .position import GapReason, Position
from .settings import (
    CLASSIC_VARIANTS,
    MAX_REDEALS,
    SEED_MAX,
    VARIANTS,
    parse_redeals,
    parse_seed,
    preset,
    variant_named,
)

REDEAL_SPAN = f"0 to {MAX_REDEALS}"
T = TypeVar("T")


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _argument(parse: Callable[[str], T]) -> Callable[[str], T]:
    """An argparse type from an engine parser: its SolitaireError becomes argparse's one-line error."""

    def convert(text: str) -> T:
        try:
            return parse(text)
        except SolitaireError as err:
            raise argparse.ArgumentTypeError(str(err)) from None

    convert.__name__ = parse.__name__
    return convert


def _read_layout(text: str) -> str:
    """The layout's text (read once the variant, and so the board's shape, is known)."""
    text = text.strip()
    return sys.stdin.read().strip() if text == "-" else text


_seed = _argument(parse_seed)
_redeals = _argument(parse_redeals)
_layout = _argument(_read_layout)


# A layout that starts with a gap ("--QC...") looks like an option to argparse: a leading
# space (stripped again by _layout) makes it a plain argument. Options are lower case, so
# "--" followed by card tokens (Spoilt's face-down ones in lower case: no option is spelt so),
# gaps and slashes is never one.
_TOKEN = r"(?:--|[2-9TJQKA][CDHS]|[2-9tjqka][cdhs])"
_GAP_FIRST_LAYOUT = re.compile(rf"--(?:{_TOKEN}|/)+")
LAYOUT_HELP = (
    "a layout string (rows of two-character tokens joined by '/'; one that starts with a gap, --, "
    "is read as a layout too); - reads it from standard input"
)


def _shield_layouts(argv: Sequence[str]) -> list[str]:
    return [" " + arg if _GAP_FIRST_LAYOUT.fullmatch(arg) else arg for arg in argv]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m solitaire",
        description="Addiction, Gaps, Montana and the rest of their family of solitaires: deals and moves.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)

    deal = sub.add_parser(
        "deal",
        help="print the opening layout string of a seeded deal",
        description="Print the opening layout string of a seeded deal.",
    )
    deal.add_argument("--variant", required=True, type=variant_named, choices=VARIANTS, help="the variant preset")
    which = deal.add_mutually_exclusive_group(required=True)
    which.add_argument("--seed", type=_seed, help=f"the deal number, 0 to {SEED_MAX}")
    which.add_argument(
        "--daily", type=_date, metavar="YYYY-MM-DD", help="the daily deal of that day (docs/deal.md), not a seed"
    )
    deal.add_argument("--pretty", action="store_true", help="also draw the board, a row a line")

    for name, summary, description in (
        (
            "moves",
            "print the legal moves of a layout, one a line",
            "Print each legal move of LAYOUT as CARD ROW,COL -> ROW,COL (rows and columns counted from 0).",
        ),
        (
            "show",
            "draw a layout as a board, with its score and gaps",
            "Draw LAYOUT as a board with its ordered count and what each gap takes.",
        ),
    ):
        command = sub.add_parser(name, help=summary, description=description)
        command.add_argument("layout", type=_layout, metavar="LAYOUT", help=LAYOUT_HELP)
        command.add_argument(
            "--variant",
            default="gaps",
            type=variant_named,
            choices=VARIANTS,
            help="whose fit rule and board (default gaps)",
        )

    solve = sub.add_parser(
        "solve",
        help="decide whether a layout can still be won, with a winning line",
        description=(
            "Print the verdict (won, unwinnable or unknown), the winning line one action a line "
            "(moves as CARD ROW,COL -> ROW,COL, or redeal), the nodes searched and the time. "
            "The game is taken as Game(variant with N redeals, SEED, start=LAYOUT): N redeals left, "
            "the next being redeal number 1."
        ),
    )
    solve.add_argument("layout", type=_layout, metavar="LAYOUT", help=LAYOUT_HELP)
    solve.add_argument(
        "--variant", default="gaps", type=variant_named, choices=VARIANTS, help="the variant preset (default gaps)"
    )
    solve.add_argument("--redeals", type=_redeals, default=0, help=f"redeals left, {REDEAL_SPAN} (default 0)")
    solve.add_argument("--seed", type=_seed, default=0, help="the deal number the redeals draw from (default 0)")
    solve.add_argument("--budget", type=_seconds, default=10.0, help="seconds before giving up (default 10)")

    winrate = sub.add_parser(
        "winrate",
        help="solve many seeded deals and print the share winnable",
        description=(
            "Solve the openings of seeds START..START+N-1 and print the share won with a Wilson 95% "
            "interval, the share unknown and the time per deal. Progress goes to stderr."
        ),
    )
    winrate.add_argument("--variant", required=True, type=variant_named, choices=VARIANTS, help="the variant preset")
    winrate.add_argument("--deals", required=True, type=_count, help="how many deals")
    winrate.add_argument("--start", type=_seed, default=0, help="the first seed (default 0)")
    winrate.add_argument(
        "--redeals", type=_redeals, default=None, help=f"redeals allowed, {REDEAL_SPAN} (default: the variant's)"
    )
    winrate.add_argument(
        "--jobs", type=_count, default=1, help="local worker processes (default 1; not with --scheduler)"
    )
    winrate.add_argument(
        "--scheduler",
        metavar="tcp://HOST:PORT",
        default=None,
        help="solve the deals on the workers of this Dask scheduler instead of local processes (needs "
        "pip install -e .[cluster]; refused with --jobs above 1: the cluster's workers set the parallelism)",
    )
    winrate.add_argument("--budget", type=_seconds, default=10.0, help="seconds per deal (default 10)")
    winrate.add_argument("--each", action="store_true", help="also print one line per deal: seed verdict nodes seconds")
    winrate.add_argument("--nodes", type=_count, default=None, help="also stop a deal after this many positions")
    winrate.add_argument("--auto", action="store_true", help="also let Auto play each deal out and print its win rate")
    winrate.add_argument(
        "--cpu", action="store_true", help="count the budget and the times in CPU seconds (steady on a busy machine)"
    )
    winrate.add_argument(
        "--log",
        type=argparse.FileType("a", encoding="utf-8"),
        metavar="FILE",
        help="append each deal's line (as --each prints it) to FILE as soon as it is decided: a run stopped early "
        "keeps what it found",
    )
    review = sub.add_parser(
        "review",
        help="find where a saved game slipped from a position that could be won to one that could not",
        description=(
            "Read a saved game (the save format of docs/engine.md) and print each action with the verdict of the "
            "position after it: won (a win exists), lost (none exists) or unknown; a * marks a position the "
            "solver searched, the others follow from those (winnability only falls along a game). Then the "
            "slip: the action after which no win existed, taken where a win was proved."
        ),
    )
    review.add_argument(
        "save", type=_save_text, metavar="SAVE", help="a saved game's file; - reads it from standard input"
    )
    review.add_argument("--budget", type=_seconds, default=2.0, help="CPU seconds per position searched (default 2)")
    review.add_argument("--nodes", type=_count, default=None, help="also stop each search after this many positions")

    winnable = sub.add_parser(
        "winnable",
        help="print seeds the solver proved winnable (the shipped lists), or extend a list",
        description=(
            "Print the first COUNT seeds of the shipped list of deals the solver proved winnable for the "
            "variant and redeal count, one a line (docs/deal.md). --check finds each one's winning line again "
            "and replays it in the engine. --extend runs the solver on more candidates of the list and "
            "rewrites the data file (py/solitaire/data/winnable.txt, or daily.txt with --daily)."
        ),
    )
    winnable.add_argument("--variant", required=True, choices=CLASSIC_VARIANTS, help="a classic-board variant")
    winnable.add_argument(
        "--redeals", type=_redeals, default=None, help=f"redeals allowed, {REDEAL_SPAN} (default: the variant's)"
    )
    winnable.add_argument("--count", type=_count, default=None, help="how many seeds to print (default: all)")
    winnable.add_argument(
        "--check", action="store_true", help="solve each printed seed again and replay its line in the engine"
    )
    winnable.add_argument(
        "--daily", action="store_true", help="the variant's daily pool (newest version) instead of its winnable list"
    )
    winnable.add_argument("--extend", action="store_true", help="try more candidates and rewrite the data file")
    winnable.add_argument("--rebuild", action="store_true", help="with --extend: start the list over")
    winnable.add_argument(
        "--minutes", type=_seconds, default=10.0, help="with --extend: CPU minutes to spend (default 10)"
    )
    winnable.add_argument(
        "--until", type=_count, default=None, help="with --extend: stop once the list holds this many"
    )
    winnable.add_argument(
        "--nodes", type=_count, default=None, help="with --rebuild: expansions a candidate (default 20000)"
    )
    return parser


def _date(text: str):
    from .daily import parse_date

    try:
        return parse_date(text)
    except SolitaireError as err:  # a DateError, or a PoolFormatError naming the data file and line
        raise argparse.ArgumentTypeError(str(err)) from None


def _save_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as file:
            return file.read()
    except (OSError, UnicodeDecodeError) as err:
        raise argparse.ArgumentTypeError(f"cannot read {path!r}: {getattr(err, 'strerror', None) or err}") from None


def _count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return int(text)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, not {text!r}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    from .pools import PoolFormatError

    try:
        return _main(argv)
    except BrokenPipeError:  # the reader went away (`... | head`): nothing more to say, and no traceback
        sys.stdout = None
        return 0
    except PoolFormatError as err:  # a shipped data file that is cut short or edited: its name and line
        print(f"python -m solitaire: error: {err}", file=sys.stderr)
        return 1


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(_shield_layouts(sys.argv[1:] if argv is None else argv))
    if getattr(args, "redeals", None) is not None:
        try:
            preset(args.variant, args.redeals)  # Spoilt takes none: a clear line, not a traceback
        except SettingsError as err:
            parser.error(f"argument --redeals: {err}")
    if getattr(args, "layout", None) is not None:
        try:
            args.layout = Position.from_layout(args.layout, preset(args.variant).shape)
        except SolitaireError as err:
            parser.error(f"argument LAYOUT: {err}")
    if args.command == "deal":
        if args.daily is not None:
            from .daily import daily_deal

            deal = daily_deal(args.variant, args.daily)
            position = opening(deal.settings, deal.seed)
        else:
            position = opening(preset(args.variant), args.seed)
        print(position.layout())
        if args.pretty:
            print(position.pretty())
    elif args.command == "moves":
        for move in args.layout.legal_moves():
            print(move)
    elif args.command == "show":
        print(_describe(args.layout))
    elif args.command == "solve":
        from .solver import solve

        result = solve(args.layout, preset(args.variant, args.redeals), args.seed, args.redeals, args.budget)
        print(result.verdict)
        for action in result.line:
            print(action)
        print(f"nodes {result.nodes}")
        print(f"time {result.seconds:.2f} s")
    elif args.command == "winrate":
        from .winrate import SchedulerError, run_winrate

        if args.scheduler is not None and args.jobs > 1:
            parser.error("argument --jobs: not with --scheduler (the cluster's workers set the parallelism)")
        settings = preset(args.variant, args.redeals)
        try:
            report = run_winrate(
                settings,
                args.start,
                args.deals,
                args.jobs,
                args.budget,
                args.each,
                auto=args.auto,
                max_nodes=args.nodes,
                cpu=args.cpu,
                log=args.log,
                scheduler=args.scheduler,
            )
        except SchedulerError as err:
            parser.error(f"argument --scheduler: {err}")
        if args.log is not None:
            args.log.close()
        print(report)
    elif args.command == "review":
        from .save import loads

        try:
            game, _ = loads(args.save)
        except SolitaireError as err:
            parser.error(f"argument SAVE: {err}")
        print(_review_report(game, args.budget, args.nodes))
    elif args.command == "winnable":
        from .winnable_cli import run_winnable

        return run_winnable(args)
    return 0


_VERDICT_WORD = {"won": "won", "unwinnable": "lost", "unknown": "unknown"}


def _review_report(game, budget: float, nodes: int | None) -> str:
    """Each action and the verdict after it, then the slip (or how far the review could tell)."""
    from .review import review_game, solver_for

    plan = review_game(game, solver_for(budget, nodes))
    ending = "won" if game.position.is_won() else "given up" if game.gave_up else "stopped"
    lines = [
        f"{game.settings.variant}, seed {game.seed}: {len(game.actions)} actions, {ending}",
        f"{0:>4} {'(start)':<26} {_VERDICT_WORD[plan.verdict(0)]}{' *' if 0 in plan.searched else ''}",
    ]
    for number, action in enumerate(game.actions, 1):
        mark = " *" if number in plan.searched else ""
        lines.append(f"{number:>4} {action!s:<26} {_VERDICT_WORD[plan.verdict(number)]}{mark}")
    lines.append(_review_summary(plan, game.position.is_won()))
    return "\n".join(lines)


def _review_summary(plan, won: bool) -> str:
    slip = plan.slip
    if won:
        return "won: every position of the game could be won (the actions undone are not part of it)"
    if slip is not None:
        return f"slip: action {slip.number} ({slip.action}): a win was proved before it and none exists after it"
    if plan.lost_from_start:
        return "no slip: the game could not be won from its start"
    if plan.last_won == plan.last:
        return "no slip: the game could still be won where it stopped"
    won_to = "no position" if plan.last_won is None else f"position {plan.last_won}"
    lost_from = "no position" if plan.first_lost is None else f"position {plan.first_lost}"
    return f"not decided: a win proved up to {won_to}, no win proved from {lost_from} on within the time given"


def _describe(position: Position) -> str:
    from .cards import card_label, make_card

    def card_of(rank: int) -> int:
        return make_card(rank, 0)

    shape = position.shape
    lines = [position.pretty(), f"ordered {position.ordered()}/{shape.cards}"]
    for info in position.gap_infos():
        row, col = shape.coords(info.index)
        if info.reason == GapReason.LEFT_EDGE:
            what = "takes any ace" if shape.aces else "takes any 2"
        elif info.reason == GapReason.RANK_AND_SUIT:  # Spoilt: only the waste card moves
            now = f", takes {card_label(info.accepts[0])} from the waste now" if info.accepts else ""
            what = f"empty until a {card_label(card_of(shape.base))[:-1]} of its row's suit comes{now}"
        elif info.live:
            what = "takes " + " or ".join(card_label(card) for card in info.accepts)
        else:
            what = f"dead ({info.reason})"
        lines.append(f"gap {row},{col}: {what}")
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
