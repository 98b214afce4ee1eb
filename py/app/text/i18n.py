"""The message catalogue: every text the page shows, in English and German, and the current language.

One catalogue for the whole app: the pure modules, the DOM glue (keys ``ui.*``
and ``page.*``) and the loading screen (keys ``loading.*``, which
scripts/build.py writes into dist/js/loading.js, so this module imports nothing
but the standard library). A text is ``t(key, **params)`` with str.format
placeholders (``{card}``); a text that depends on a count has two keys,
``KEY.one`` and ``KEY.other``, and is ``tn(key, n, **params)`` (English and
German both use the singular for exactly 1). Both languages have the same keys
and the same placeholders, except that a ``.one`` form may leave out ``{n}``
("einmal"). tests/app/test_i18n.py holds the catalogue to that.

German choices, for whoever adds a text: "du" throughout; a gap is a *Lücke*
(live: *offen*, dead: *tot*), a redeal is *mischen* ("neu mischen", "beim
Mischen"), a card in place *liegt richtig*, a run is a *Folge*, a deal is a
*Spiel* (its number the *Spielnummer*), the layout the *Auslage*, a suit a
*Farbe*. Cards are named as German players with French suits say them:
Kreuz, Karo, Herz, Pik; Zwei to Zehn, Bube, Dame, König; joined with a hyphen
("Herz-Sieben", "Pik-König"), and used without an article so no case ending
is needed ("Lücke für Herz-Acht", "tote Lücke hinter Pik-König"). The variant
names stay Addiction, Gaps, Montana and Spaces in German too: they are the
names the games go by in German collections as well, and "Lücken" would fit
two of them; so do the names of the rest of the family (Blue Moon ... Rectangular
Rovers, Spoilt), proper names as PySolFC gives them. The app's name stays "Addiction Solitaire".
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from typing import Any

LANGUAGES = ("en", "de")
DEFAULT_LANGUAGE = "en"
# The language choice, under the store's prefix: localStorage "solitaire.v1.language" (js/loading.js reads it too).

EN: dict[str, str] = {
    # -- cards (spoken names; the face letters below are what view.face_rank and view.face_label show) ----
    "card.name": "{rank} of {suit}",
    "rank.1": "ace",
    "rank.2": "2",
    "rank.3": "3",
    "rank.4": "4",
    "rank.5": "5",
    "rank.6": "6",
    "rank.7": "7",
    "rank.8": "8",
    "rank.9": "9",
    "rank.10": "10",
    "rank.11": "jack",
    "rank.12": "queen",
    "rank.13": "king",
    "face.11": "J",
    "face.12": "Q",
    "face.13": "K",
    "suit.0": "clubs",
    "suit.1": "diamonds",
    "suit.2": "hearts",
    "suit.3": "spades",
    # -- the board's cells, as a screen reader says them (view.py) -----------------------
    "cell.card_in_place": "{card}, in place",
    "cell.gap_left_edge": "gap at the left edge, takes any 2",
    "cell.gap_takes": "gap, takes the {card}",
    "cell.dead_after_king": "dead gap after the {card}",
    "cell.dead_after_gap": "dead gap after a gap: fill the gap on its left first",
    "cell.chosen": "{name}, chosen",
    "cell.choice": "{name}, you can pick this",
    # -- variants and titles ----------------------------------------------------------------
    "variant.addiction": "Addiction",
    "variant.gaps": "Gaps",
    "variant.montana": "Montana",
    "variant.spaces": "Spaces",
    "variant.custom": "Custom",
    "title.deal": "{variant} · deal {seed}",
    "title.puzzle": "{variant} · deal {seed} (puzzle)",
    "title.deal_short": "deal {seed}",
    "title.puzzle_short": "deal {seed} (puzzle)",
    "quote": "“{text}”",
    "list.separator": ", ",
    # -- links (links.py) ---------------------------------------------------------------------
    "link.unknown_variant": "The link names an unknown variant {name}; the variants are {variants}.",
    "link.bad_seed": "The link's deal number {seed} is not a whole number from 0 to {max}.",
    "link.bad_redeals": (
        "The link's redeal count {redeals} is not a whole number from 0 to {max}; the variant's usual count is used."
    ),
    "link.redeals_not_in_game": "{variant} is played without a redeal; the link's count {redeals} is not used.",
    "link.bad_layout": "The link's layout could not be read ({reason}); the deal opens from the start.",
    "link.seed_without_variant": "The link gives a deal number but no variant; add &variant=addiction (or another).",
    "link.layout_without_deal": "A layout in a link needs a variant and a deal number too; it was not used.",
    "layout.reason.length": "it does not have this game's rows and columns",
    "layout.reason.token": "it holds something that is not a card",
    "layout.reason.ace": "it holds an ace, and the aces are out of the game",
    "layout.reason.duplicate": "a card appears more often than this game has it",
    "layout.reason.gaps": "it does not have as many gaps as rows",
    "layout.reason.unknown": "it is not a layout of this game",
    # -- storage and statistics (store.py, stats.py) ----------------------------------------
    "store.unavailable": (
        "This browser's storage cannot be used ({reason}): you can play on, "
        "but the game is kept in memory only and is lost when the tab closes."
    ),
    "store.reason.full": "it is full",
    "store.reason.unavailable": "it is not available",
    "store.reason.denied": "access denied",
    "stats.broken": "The saved statistics could not be read; a copy was kept aside and they start afresh.",
    # -- the session: saves, taps, the end (session.py) -------------------------------------
    "stats.broken_not_kept": (
        "The saved statistics could not be read ({reason}) and start afresh; no copy could be kept."
    ),
    "session.save_broken_not_kept": (
        "A saved {variant} game could not be read ({reason}), and no copy of it could be kept."
    ),
    "read.reason.too_big": "it is larger than anything this app saves",
    "read.reason.not_a_backup": "it is not a backup of this app",
    "session.save_broken": (
        "A saved {variant} game could not be read ({reason}). A copy of it is kept in this browser, "
        "and it is not offered again."
    ),
    "session.shelved": "Your {variant} game in progress (deal {seed}) was set aside.",
    "session.go_back": "Go back to it",
    "session.deal_in_progress": "Deal {seed} of {variant} is in progress: here it goes on (Restart begins it again).",
    "session.no_room": (
        "There is no room left in this browser's storage to set aside your {variant} game (deal {seed}), "
        "so it stays and the new deal was not started. Discard games in progress (New game) to make room."
    ),
    "session.bookmarks_dropped.one": (
        "{n} bookmark of your saved {variant} game could not be read and was dropped; the game itself is kept."
    ),
    "session.bookmarks_dropped.other": (
        "{n} bookmarks of your saved {variant} game could not be read and were dropped; the game itself is kept."
    ),
    "session.no_shelf": "There is no game set aside.",
    "session.back_to": "Back to {title}.",
    "session.updated": "Updated from another tab.",
    "session.removed_elsewhere": (
        "This game's save was erased in another tab: the game is kept only here now, and your next move saves it again."
    ),
    "session.redeal_undone": "Redeal undone.",
    "save.reason.format": "it is not a saved game of this app",
    "save.reason.version": "it was saved by a version of this app that this one does not know",
    "save.reason.field": "a part of it is missing or wrong",
    "save.reason.action": "a move in it cannot be replayed",
    "save.reason.tampered": "its position is not where its moves lead",
    "save.reason.other_variant": "it holds a game of {variant}",
    "save.reason.damaged": "it is damaged",
    "tap.no_gap_takes": "No gap takes the {card} now.",
    "tap.pick_gap": "Pick the gap for the {card}.",
    "tap.after_king": "Nothing can go {after} ({card}): this gap is dead.",
    "tap.after_gap": "Fill the gap on its left first.",
    "tap.no_card_fits": "No card can go into this gap now.",
    "tap.pick_two": "Pick the 2 for this gap.",
    "tap.locked": "The {card} is in place: tap a lit gap to move it anyway, or tap it again to leave it.",
    "over.won": "This deal is won: start a new one.",
    "over.gave_up": "You gave up this deal: restart it or start a new one.",
    "over.stuck": "No card can move and no redeal is left: undo, restart or start a new deal.",
    # -- the engine's refusals, by error class (view.error_text) ---------------------------
    "error.game_over": "The game is over.",
    "error.gave_up": "The game was given up.",
    "error.no_redeals": "This deal allows no redeal.",
    "error.no_redeal_left.one": "No redeal left: this deal allows only one.",
    "error.no_redeal_left.other": "No redeal left: this deal allows {n}.",
    "error.redeal_not_stuck": "This variant redeals only when no card can move.",
    "error.nothing_to_undo": "Nothing to undo.",
    "error.no_bookmark": "That bookmark is not set.",
    "error.at_bookmark": "The game is at that bookmark already.",
    "error.bookmarks_full": "All nine bookmarks are set: Shift+1 to Shift+9 sets one again.",
    "error.bookmark_slot": "Bookmarks are numbered 1 to 9.",
    "error.nothing_to_redo": "Nothing to redo.",
    "error.illegal_move": "This move is not allowed here.",
    "error.not_now": "That is not possible now.",
    # -- hint, auto, play-out, winnable (assist.py) -------------------------------------------
    "verdict.won": "Yes",
    "verdict.unwinnable": "No",
    "verdict.unknown": "Not sure",
    "verdict.pending": "Thinking…",
    "move.left_edge": "move the {card} to the left edge of row {row}",
    "move.after": "move the {card} after the {left}",
    "move.to_cell": "move the {card} to row {row}, column {col}",
    "hint.won": "This deal is won.",
    "hint.over": "The game is over: no hint to give. Undo, restart or start a new deal.",
    "hint.lost": "No way to win from here: every continuation was searched. Undo, restart or start a new deal.",
    "hint.no_move": "No card can move.",
    "hint.redeal": "Hint: redeal.",
    "hint.redeal_wins": "Hint: redeal. It leads to a win.",
    "hint.move": "Hint: {move}.",
    "hint.move_wins": "Hint: {move}. It leads to a win.",
    "play.won": "Played out: won!",
    "play.stuck": "Played out: no card can move and no redeal is left.",
    "play.limit.one": "Stopped after {n} move.",
    "play.limit.other": "Stopped after {n} moves.",
    "play.nothing": "Played out: nothing more to play.",
    "play.practice": "Played out as far as the deal's own redeals go: redeal on when you like.",
    "play.circles": "Stopped: the moves would go round in circles.",
    # -- the rules page (rules_text.py) ------------------------------------------------------
    "rules.title": "Rules of {variant}",
    "rules.goal.heading": "{variant}: the goal",
    "rules.goal.short": "Build each row {from_rank} {to_rank} in one suit.",
    "rules.goal.face_down.short": "Turn all {total} cards face up, each in its suit's row.",
    "rules.goal": (
        "Order each row {from_rank} {to_rank} of one suit, left to right, with the gap at the end of the row. "
        "Any suit may go in any row."
    ),
    "rules.goal.turned": (
        "On a phone held upright the board is turned: each row runs from top to bottom, so its left edge "
        "is at the top and its end at the bottom."
    ),
    "rules.deal.heading": "The deal",
    "rules.deal.row_end": (
        "The {cards} cards {from_rank} {to_rank} are dealt into {rows} rows of {width}; the last cell of every row "
        "is a gap, so every deal opens with the same shape. The {lifted} are out of the game."
    ),
    "rules.deal.holes": (
        "All {dealt} cards are dealt into {rows} rows of {width}, then the {count} {lifted} are taken out for good: "
        "the gaps are wherever the {lifted} fell."
    ),
    "rules.move.heading": "Moving a card",
    "rules.move.into_gap": "A card moves only into a gap, and the cell it leaves becomes a gap.",
    "rules.move.next_card": (
        "A gap takes the card one rank higher, in the same suit, than the card on its left: "
        "after the {low} only the {high}."
    ),
    "rules.move.left_edge": (
        "A gap at the left edge takes any 2. When a 2 could go to more than one such gap, you pick the gap."
    ),
    "rules.move.dead": (
        "A gap {after} is dead: nothing can go there. A gap after another gap takes nothing "
        "until the gap on its left is filled."
    ),
    "rules.move.tap": (
        "Tap or click a card to move it into the gap it fits, or tap or click a gap to fill it with the card it takes."
    ),
    "rules.redeal.heading": "Redeals",
    "rules.redeal.none": "This deal allows no redeal.",
    "rules.redeal.any_time.one": "You may redeal once, at any time.",
    "rules.redeal.any_time.other": "You may redeal {n} times, at any time.",
    "rules.redeal.when_stuck.one": "You may redeal once, only when you are stuck (no card can move).",
    "rules.redeal.when_stuck.other": "You may redeal {n} times, only when you are stuck (no card can move).",
    "rules.redeal.keeps": (
        "A redeal keeps each row's cards in place (its run from a 2 at the left edge, in suit and order). "
        "Every other card is gathered, shuffled and dealt back, and {gaps}."
    ),
    "rules.redeal.scattered": (
        "the {gaps} gaps are shuffled in with the cards, so they can land anywhere (even {after})"
    ),
    "rules.redeal.after_runs": (
        "each row gets its gap straight after its run of cards in place (in the first cell when it has none)"
    ),
    "rules.end.heading": "Score and the end",
    "rules.end.in_place": (
        "A card is in place when it is a 2 at the left edge, or follows the card in place on its left "
        "in suit and rank. Your score is the number of cards in place, out of {total}."
    ),
    "rules.end.win": "You win with all {total} in place. The game is over when no card can move and no redeal is left.",
    "rules.end.undo": "Undo and redo are unlimited, over moves and redeals alike.",
    "rules.tips.heading": "Tips",
    "rules.tips.two": "Get a 2 to the left edge early: nothing in a row can be in place before its 2.",
    "rules.tips.runs": (
        "Extend the runs at the left edge first: cards ordered in the middle of a row are lost at a redeal."
    ),
    "rules.tips.king": "Read the card left of each gap before moving: a gap {after} is dead.",
    "rules.rates.heading": "How often a deal can be won",
    "rules.rates.intro": (
        "Measured on deals {first} to {last} ({date}), with a short search for each. The computer knows what "
        "every redeal will deal; a player does not. Auto plays without that knowledge."
    ),
    "rules.rates.intro_seconds": (
        "Measured on deals {first} to {last} ({date}), with up to {seconds} seconds of search for each. The "
        "computer knows what every redeal will deal; a player does not. Auto plays without that knowledge."
    ),
    "rules.rates.redeals.none": "No redeal",
    "rules.rates.redeals.one": "With one redeal",
    "rules.rates.redeals.other": "With {n} redeals",
    "rules.rates.row": (
        "{redeals}: at least {share} of deals can be won ({won} of {deals} won by the computer; 95% interval "
        "{low} to {high}); {unknown} were not decided, so the true share may be up to {most}."
    ),
    "rules.rates.row_decided": (
        "{redeals}: {share} of deals can be won ({won} of {deals} won by the computer; 95% interval "
        "{low} to {high}); every other deal was proved lost."
    ),
    "rules.rates.auto": "Auto won {share}.",
    "rules.rates.plain_intro": (
        "“Can be won” means by perfect play that also knows what every redeal will deal, which no player can. "
        "Auto plays without knowing, as you do."
    ),
    "rules.rates.plain": "{redeals}: {part} can be won.",
    "rules.rates.plain_many": "{redeals}: {part} can be won.",
    "rules.rates.plain_unsure": "Perhaps many more: for {unknown} the computer could not tell.",
    "rules.rates.plain_auto": "Auto, playing as you would, wins {part}.",
    "rules.rates.about_one_in": "about 1 deal in {of}",
    "rules.rates.about_k_in": "about {k} deals in {of}",
    "rules.rates.least_one_in": "at least 1 deal in {of}",
    "rules.rates.least_k_in": "at least {k} deals in {of}",
    "rules.rates.no_deal": "no deal",
    "rules.rates.almost_every_deal": "almost every deal",
    "rules.rates.every_deal": "every deal measured",
    "rules.rates.unsure_k_in": "about {k} deals in 10",
    "rules.rates.unsure_almost_all": "almost every deal",
    "rules.rates.figures": "The figures",
    "number.percent": "{n}%",
    "number.decimal": ".",
    # -- the DOM glue's own texts (ui.py, assist_ui.py) -------------------------------------
    "ui.glue_error": "Something went wrong; your game is saved. Reload the page if it goes on.",
    "ui.redeal_title.one": "Redeal ({n} redeal left)",
    "ui.redeal_title.other": "Redeal ({n} redeals left)",
    "ui.dismiss": "Dismiss",
    "page.welcome.label": "The goal",
    "page.welcome.games": "Other games…",
    "page.welcome.games_title": "Choose another of the games in the New-game dialog",
    "page.welcome.close": "Hide the goal",
    "ui.stopped": "Stopped.",
    "ui.confirm_give_up": "Give up this deal? It counts as played and cannot be undone.",
    "ui.confirm_restart": "Restart this deal from its start? Your moves in it are lost.",
    "ui.new_note": "Your game in progress stays saved: you can go back to it.",
    "page.new_dialog.waiting": "Games in progress",
    "page.settings_dialog.data": "Your data",
    "page.settings_dialog.data_note": (
        "Games in progress, statistics and settings: keep them in a file to take them to another phone or browser."
    ),
    "page.settings_dialog.export": "Save to a file",
    "page.settings_dialog.import": "Restore from a file",
    "ui.data.exported": "Saved to {file}.",
    "ui.data.skipped.one": "{n} stored value could not be read and was left out.",
    "ui.data.skipped.other": "{n} stored values could not be read and were left out.",
    "ui.data.unreadable": "This file could not be read ({reason}): nothing was changed.",
    "ui.data.confirm": (
        "Restore the games, statistics and settings of this file? What this browser holds now under the same "
        "names is replaced; the page then opens again."
    ),
    "ui.data.rejected.one": "{n} part of the file could not be read and is left out.",
    "ui.data.rejected.other": "{n} parts of the file could not be read and are left out.",
    "ui.data.restored": "Your games, statistics and settings were restored from the file.",
    "ui.data.not_all.one": "Restored from the file, but {n} value did not fit in this browser's storage.",
    "ui.data.not_all.other": "Restored from the file, but {n} values did not fit in this browser's storage.",
    "page.settings_dialog.erase": "Erase all my data",
    "ui.erase.confirm": (
        "Erase all your data in this browser? {games}, your statistics, your settings, the bookmarks in your "
        'games and the saved picture of the board go for good. A backup file keeps them: use "{export}" '
        "first if you may want them back."
    ),
    "ui.erase.games.one": "Your game in progress ({games})",
    "ui.erase.games.other": "Your {n} games in progress ({games})",
    "ui.erase.games.none": "Your saved games (none is in progress)",
    "ui.erase.ok": "Erase everything",
    "ui.erase.done": "All your data was erased.",
    "ui.erase.failed": "This browser's storage could not be reached, so not everything was erased: {reason}.",
    "ui.waiting.moves.one": "{n} move",
    "ui.waiting.moves.other": "{n} moves",
    "ui.waiting.aside": "set aside {when}",
    "ui.waiting.in_play": "your last {variant} game",
    "ui.waiting.assisted": "with help",
    "ui.waiting.resume": "Resume",
    "ui.waiting.resume_label": "Resume {title}",
    "ui.waiting.discard": "Discard",
    "ui.waiting.discard_label": "Discard {title}",
    "ui.waiting.confirm_discard": "Discard {title}? Its moves are lost.",
    "ui.bad_seed": "A deal number is a whole number from 0 to {max}.",
    "ui.end.arrived.title": "Nothing left to play",
    "ui.end.arrived.won": "This board is already won: every card is in order.",
    "ui.end.arrived.stuck": "On this board no card can move and no redeal is left.",
    "ui.end.won.title": "You won!",
    "ui.end.won.text.one": "All {total} cards are in order, in {n} move.",
    "ui.end.won.text.other": "All {total} cards are in order, in {n} moves.",
    "ui.end.gave_up.title": "Game over",
    "ui.end.gave_up.text": "You gave up this deal.",
    "ui.end.time_up.title": "Time is up",
    "ui.end.time_up.text": "The ten minutes are over.",
    "ui.end.timed": (
        "Timed score: {score} (10 a card in place, less 1 a move, and on a win 1 a second left). Best: {best}."
    ),
    "ui.timed.deal": "{deal}, timed",
    "page.new_dialog.timed": "Timed: 10 minutes, for a score",
    "page.stat.time_left": "Time left",
    "page.stats_dialog.timed_title": "{variant}, timed",
    "ui.practice.deal": "{deal}, practice",
    "page.new_dialog.practice": "Practice: unlimited redeals, counted apart",
    "page.stats_dialog.practice_title": "{variant}, practice",
    "page.stats_dialog.by_redeals": "Wins by redeals used",
    "ui.stats.by_redeals_none": "–",
    "ui.stats.by_redeals_item": "{redeals}: {wins}",
    "ui.new.timed_practice": "A practice game is not timed: choose one of the two.",
    "ui.redeal_title.unlimited": "Redeal (practice: as often as you like)",
    "announce.redeal.practice": (
        "Cards dealt again: {dealt} dealt, {ordered} of {total} in place, redeal as often as you like."
    ),
    "announce.undo.redeal.practice": "Redeal undone: {ordered} of {total} in place.",
    "page.stat.redeals_used": "Redeals used",
    "verdict.practice": "–",
    "verdict.said.practice": "Winnable from here: not worked out for a practice game (its redeals have no limit).",
    "ui.end.stuck.title": "No more moves",
    "ui.end.stuck.text": "No card can move and no redeal is left. Undo to try another way.",
    "ui.score": "{score}/{total}",
    "ui.end.best": "New personal best: {what}!",
    "ui.best.score": "best score",
    "ui.best.moves": "fewest moves",
    "ui.best.time": "fastest win",
    "ui.end.assisted": (
        "Won with help (Auto, Play it out or Show me the win): counted apart, it sets no personal best."
    ),
    "ui.end.hints.one": "{n} hint used.",
    "ui.end.hints.other": "{n} hints used.",
    "ui.end.hinted.one": "Won with {n} hint: counted apart, it sets no personal best.",
    "ui.end.hinted.other": "Won with {n} hints: counted apart, it sets no personal best.",
    "ui.end.perfect": "A perfect game: won with no hint, no undo and no help.",
    "ui.review.running": "Looking for a win after move {move}…",
    "ui.review.running.start": "Looking for a win from the start…",
    "ui.review.won": "You never left a winning line: a win was possible after every move of this game.",
    "ui.review.still_winnable": "It could still be won where you stopped.",
    "ui.review.lost_from_start": "This deal could not be won from its start: no move of yours lost it.",
    "ui.review.slip": "Move {move} let the win slip: before it a win was proved, after it none exists.",
    "ui.review.between": (
        "A win was proved after move {won}, and none exists after move {lost}: the time given did not tell "
        "which move between them lost it."
    ),
    "ui.review.between.start": (
        "A win was proved from the start, and none exists after move {lost}: the time given did not tell "
        "which move before it lost it."
    ),
    "ui.review.won_until": "A win was proved after move {move}; from there on, none was found within the time given.",
    "ui.review.won_until.start": "A win was proved from the start; after it, none was found within the time given.",
    "ui.review.lost_from": "No win exists after move {move}; before it, none was found within the time given.",
    "ui.review.unknown": "No verdict within the time given.",
    "ui.review.retry": "Try from move {move}",
    "ui.review.retry.start": "Try from the start",
    "ui.review.tried": "Practice from move {move}: counted as a game with help.",
    "ui.review.tried.start": "Practice from the start: counted as a game with help.",
    "ui.link_shared": "Link shared.",
    "ui.link_copied": "Link copied: {url}",
    "ui.link_copy": "Copy this link to share the deal: {url}",
    "ui.nothing_to_play": "Nothing to play: the game is over.",
    "ui.play_out.stop": "Stop",
    "ui.play_out.stop_title": "Stop playing (Esc)",
    "ui.cancelled": "Cancelled.",
    "ui.coach.tap": "Tap a card to move it into the gap that takes it.",
    "ui.coach.click": "Click a card to move it into the gap that takes it.",
    "ui.early_tap_changed": "The board changed as the game started: tap again.",
    "ui.no_gap_there": "No gap takes the {card} there.",
    # -- the live region after an action (announce.py) ----------------------------------------
    "announce.at_left_edge": "row {row}, at the left edge",
    "announce.at_cell": "row {row}, column {col}",
    "announce.at_cell_after": "row {row}, column {col}, after the {card}",
    "announce.move": "{card} to {where}.",
    "announce.move_in_place": "{card} to {where}, in place.",
    "announce.redeal.none": "Cards dealt again: {dealt} dealt, {ordered} of {total} in place, no redeal left.",
    "announce.redeal.one": "Cards dealt again: {dealt} dealt, {ordered} of {total} in place, {n} redeal left.",
    "announce.redeal.other": "Cards dealt again: {dealt} dealt, {ordered} of {total} in place, {n} redeals left.",
    "announce.bookmark_set.one": "Bookmark {slot} set after {n} move.",
    "announce.bookmark_set.other": "Bookmark {slot} set after {n} moves.",
    "announce.bookmark_go.one": "At bookmark {slot}, after {n} move.",
    "announce.bookmark_go.other": "At bookmark {slot}, after {n} moves.",
    "announce.undo.move": "Undone: {card} back to {where}.",
    "announce.undo.redeal.none": "Redeal undone: {ordered} of {total} in place, no redeal left.",
    "announce.undo.redeal.one": "Redeal undone: {ordered} of {total} in place, {n} redeal left.",
    "announce.undo.redeal.other": "Redeal undone: {ordered} of {total} in place, {n} redeals left.",
    "announce.won": "You won: all {total} cards are in order.",
    "announce.gave_up": "You gave up this deal.",
    "announce.time_up": "Time is up: the ten minutes are over.",
    "announce.stuck": "No card can move and no redeal is left.",
    "announce.deal": "{title}. {ordered} of {total} cards in place.",
    # -- the keyboard list (keys.py HELP): the keys, and what they do ------------------------
    "keys.arrows.keys": "Arrow keys",
    "keys.arrows.does": "move between the cells of the board",
    "keys.row_ends.keys": "Home, End",
    "keys.row_ends.does": "first or last cell of the row",
    "keys.corners.keys": "Ctrl+Home, Ctrl+End",
    "keys.corners.does": "first or last cell of the board",
    "keys.enter.keys": "Enter, Space",
    "keys.enter.does": "move the card into its gap, or fill the gap; with a choice, confirm it",
    "keys.escape.keys": "Escape",
    "keys.escape.does": "cancel a choice, stop a play-out",
    "keys.undo.keys": "U, Ctrl+Z",
    "keys.undo.does": "undo",
    "keys.redo.keys": "Ctrl+Y, Ctrl+Shift+Z",
    "keys.redo.does": "redo",
    "keys.redeal.keys": "R",
    "keys.redeal.does": "redeal",
    "keys.hint.keys": "H",
    "keys.hint.does": "hint",
    "keys.auto.keys": "A",
    "keys.auto.does": "auto: play one good move",
    "keys.new.keys": "N",
    "keys.new.does": "new game",
    "keys.bookmark_set.keys": "Shift+1 … Shift+9",
    "keys.bookmark_set.does": "set bookmark 1 to 9 here",
    "keys.bookmark_go.keys": "1 … 9",
    "keys.bookmark_go.does": "go to that bookmark (what follows stays for redo)",
    "keys.read_board.keys": "B",
    "keys.read_board.does": "read the whole board aloud, row by row (for a screen reader)",
    "keys.read_status.keys": "S",
    "keys.read_status.does": "read the status line aloud",
    # -- what B and S read into the live region (app.present.view.board_reading, status_reading)
    "read.board.row": "Row {row}: {cells}.",
    "read.board.piles": "Below the board: {cells}.",
    "read.status": "Status: {parts}",
    "read.status.figure": "{name} {value}",
    "keys.help.keys": "?",
    "keys.help.does": "this list",
    # -- index.html's fixed texts (data-i18n keys for the glue) -------------------------------
    "page.lang": "en",
    "page.title": "Addiction Solitaire",
    "page.title_playing": "{variant} · Addiction Solitaire",
    "page.description": (
        "Twenty solitaires of one family: Addiction, Gaps, Montana, Spaces, Blue Moon, Red Moon, Galary, "
        "Moonlight, Jungle, Spaces and Aces, Paganini, Paganini II, Double Blue Moon, Double Red Moon, House of "
        "Commons, Line Up, Station, Double Montana, Rectangular Rovers, and Spoilt. Order each row by suit, from "
        "its lowest card up (a 2, or the ace where the aces play), by moving cards into the gaps; in Spoilt, by "
        "turning up a face-down board from a waste."
    ),
    "page.toolbar": "Game",
    "page.new.label": "New",
    "page.new.title": "Deal a new game",
    "page.redeal.label": "Redeal",
    "page.redeal.title": "Gather the loose cards and deal them again",
    "page.undo.label": "Undo",
    "page.undo.title": "Undo (Ctrl+Z)",
    "page.redo.label": "Redo",
    "page.redo.title": "Redo (Ctrl+Y)",
    "page.hint.label": "Hint",
    "page.hint.title": "Show a good move (H)",
    "page.auto.label": "Auto",
    "page.auto.title": "Play one good move (A)",
    "page.play_out.label": "Play it out",
    "page.play_out.title": "Let the computer play to the end",
    "page.give_up.label": "Give up",
    "page.give_up.title": "Give up this deal",
    "page.bookmark_set.label": "Set bookmark",
    "page.bookmark_set.title": "Mark this point of the game to come back to (Shift+1 to Shift+9)",
    "page.bookmark_go.group": "Bookmarks",
    "page.bookmark_go.label": "Go to bookmark {n}",
    "page.bookmark_go.title": "Go to bookmark {n}; what follows stays for redo (key {n})",
    "page.restart.label": "Restart",
    "page.restart.title": "Play this deal again from its start",
    "page.share.label": "Share",
    "page.share.title": "Share a link to this deal",
    "page.rules.label": "Rules",
    "page.rules.title": "How to play this variant",
    "page.stats.label": "Stats",
    "page.stats.title": "Your statistics",
    "page.settings.label": "Settings",
    "page.settings.title": "Theme, cards, motion, language, the status line and sound",
    "page.keys.label": "Keys",
    "page.keys.title": "Keyboard shortcuts (?)",
    "page.more.label": "More",
    "page.more.title": "More actions",
    "page.status": "Status",
    "page.stat.ordered": "Ordered",
    "page.stat.gaps": "Live gaps",
    "page.stat.redeals": "Redeals left",
    "page.stat.face_down": "Face down",
    "page.stat.talon": "Talon",
    "page.stat.moves": "Moves",
    "page.stat.time": "Time",
    "page.stat.winnable": "Winnable from here?",
    "page.stat.winnable.short": "Winnable?",
    "page.stat.winnable.title": "Can this game still be won from here? The computer searches in the background.",
    "page.board": "The board: rows of cards and gaps",
    "page.update.text": "A new version is ready.",
    "page.update.accept": "Update",
    "page.update.later": "Later",
    "page.new_dialog.title": "New game",
    "page.new_dialog.variant": "Variant",
    "page.new_dialog.addiction": "gaps at the row ends, redeal any time",
    "page.new_dialog.gaps": "gaps where the aces fell, redeal when stuck",
    "page.new_dialog.montana": "redeal any time, gaps after the runs",
    "page.new_dialog.spaces": "redeal any time, gaps scattered",
    "page.new_dialog.redeals": "Redeals",
    "page.new_dialog.seed": "Deal number",
    "page.new_dialog.seed_placeholder": "random",
    "page.new_dialog.deal": "Deal",
    "page.end.score": "Score",
    "page.end.moves": "Moves",
    "page.end.time": "Time",
    "page.end.undo": "Undo",
    "page.end.restart": "Play this deal again",
    "page.end.new": "New deal",
    "page.end.review": "Where did it slip?",
    "page.rules_dialog.title": "Rules",
    "page.stats_dialog.title": "Statistics",
    "page.stats_dialog.variant": "Variant",
    "page.stats_dialog.played": "Played",
    "page.stats_dialog.won": "Won on your own",
    "page.stats_dialog.best": "Best score",
    "page.stats_dialog.fewest": "Fewest moves",
    "page.stats_dialog.fastest": "Fastest win",
    "page.stats_dialog.win_rate": "Win rate",
    "page.stats_dialog.streak": "Winning streak",
    "page.stats_dialog.longest": "Longest streak",
    "page.stats_dialog.perfect": "Perfect games",
    "page.stats_dialog.hinted": "Won with hints",
    "page.stats_dialog.assisted": "Won with help",
    "page.stats_dialog.lost": "Lost or given up",
    "page.stats_dialog.note": (
        "Wins with hints, and wins with Auto, Play it out or Show me the win, are counted apart and set no "
        "personal best. A perfect game is a win on your own with no undo."
    ),
    "ui.stats.reset": "Reset",
    "ui.stats.reset_label": "Reset the statistics of {variant}",
    "ui.stats.confirm_reset": "Reset every figure of {variant}? This cannot be undone.",
    "ui.stats.none": "No game played yet.",
    "page.settings_dialog.title": "Settings",
    "page.settings_dialog.theme": "Theme",
    "page.settings_dialog.like_system": "Like the system",
    "page.settings_dialog.light": "Light",
    "page.settings_dialog.dark": "Dark",
    "page.settings_dialog.cards": "Cards",
    "page.settings_dialog.two_colours": "Two colours (red and black)",
    "page.settings_dialog.four_colours": "Four colours (easier to tell apart)",
    "page.settings_dialog.motion": "Animations",
    "page.settings_dialog.on": "On",
    "page.settings_dialog.off": "Off",
    "page.settings_dialog.language": "Language",
    "page.settings_dialog.like_browser": "Like the browser",
    "page.settings_dialog.status": "Status line",
    "page.settings_dialog.hide_clock": "Hide the clock",
    "page.settings_dialog.hide_moves": "Hide the moves",
    "page.settings_dialog.hide_score": "Hide the score (Ordered)",
    "page.settings_dialog.card_size": "Card size",
    "page.settings_dialog.size_normal": "Normal",
    "page.settings_dialog.size_large": "Large",
    "page.settings_dialog.size_largest": "Largest",
    "page.settings_dialog.more": "More",
    "page.settings_dialog.sound": "Sounds (short and quiet)",
    "page.settings_dialog.left_handed": "Left-handed: the buttons on the left on a phone",
    "page.keys_dialog.title": "Keyboard",
    "page.cancel": "Cancel",
    "page.close": "Close",
    "page.ok": "OK",
    # -- the loading screen, before Python runs (js/loading.js, via scripts/build.py) --------
    "loading.title": "Addiction Solitaire",
    "loading.starting": "Starting the game…",
    "loading.failed": "The game could not start.",
    "loading.advice": "{why} Reload the page to try again; if it keeps failing, try another (recent) browser.",
    "loading.game_did_not_start": "Python started, but the game did not.",
    "loading.python_failed": "Python could not be loaded ({detail}).",
    "loading.file_failed": "a file failed to load",
    "loading.file_missing": "A file the game needs could not be loaded ({name}, HTTP {status}).",
    "loading.too_slow": "The game is taking too long to start.",
    "loading.one_moment": "Starting… one moment.",
}

DE: dict[str, str] = {
    "card.name": "{suit}-{rank}",
    "rank.1": "Ass",
    "rank.2": "Zwei",
    "rank.3": "Drei",
    "rank.4": "Vier",
    "rank.5": "Fünf",
    "rank.6": "Sechs",
    "rank.7": "Sieben",
    "rank.8": "Acht",
    "rank.9": "Neun",
    "rank.10": "Zehn",
    "rank.11": "Bube",
    "rank.12": "Dame",
    "rank.13": "König",
    "face.11": "B",
    "face.12": "D",
    "face.13": "K",
    "suit.0": "Kreuz",
    "suit.1": "Karo",
    "suit.2": "Herz",
    "suit.3": "Pik",
    "cell.card_in_place": "{card}, liegt richtig",
    "cell.gap_left_edge": "Lücke am linken Rand, nimmt jede Zwei",
    "cell.gap_takes": "Lücke für {card}",
    "cell.dead_after_king": "tote Lücke hinter {card}",
    "cell.dead_after_gap": "tote Lücke hinter einer Lücke: erst die Lücke links davon füllen",
    "cell.chosen": "{name}, ausgewählt",
    "cell.choice": "{name}, hier wählbar",
    "variant.addiction": "Addiction",
    "variant.gaps": "Gaps",
    "variant.montana": "Montana",
    "variant.spaces": "Spaces",
    "variant.custom": "Eigene Regeln",
    "title.deal": "{variant} · Spiel {seed}",
    "title.puzzle": "{variant} · Spiel {seed} (Aufgabe)",
    "title.deal_short": "Spiel {seed}",
    "title.puzzle_short": "Spiel {seed} (Aufgabe)",
    "quote": "„{text}“",
    "list.separator": ", ",
    "link.unknown_variant": "Der Link nennt eine unbekannte Variante {name}; die Varianten sind {variants}.",
    "link.bad_seed": "Die Spielnummer {seed} im Link ist keine ganze Zahl von 0 bis {max}.",
    "link.bad_redeals": (
        "Die Zahl {redeals} fürs Mischen im Link ist keine ganze Zahl von 0 bis {max}; "
        "es gilt die übliche Zahl der Variante."
    ),
    "link.redeals_not_in_game": "{variant} wird ohne Mischen gespielt; die Zahl {redeals} im Link gilt nicht.",
    "link.bad_layout": (
        "Die Auslage im Link ließ sich nicht lesen ({reason}); das Spiel beginnt mit der ersten Auslage."
    ),
    "link.seed_without_variant": (
        "Der Link nennt eine Spielnummer, aber keine Variante; ergänze &variant=addiction (oder eine andere)."
    ),
    "link.layout_without_deal": (
        "Eine Auslage im Link braucht auch eine Variante und eine Spielnummer; sie wurde nicht verwendet."
    ),
    "layout.reason.length": "sie hat nicht die Reihen und Spalten dieses Spiels",
    "layout.reason.token": "sie enthält etwas, das keine Karte ist",
    "layout.reason.ace": "sie enthält ein Ass, und die Asse spielen nicht mit",
    "layout.reason.duplicate": "eine Karte kommt öfter vor, als es sie in diesem Spiel gibt",
    "layout.reason.gaps": "sie hat nicht so viele Lücken wie Reihen",
    "layout.reason.unknown": "sie ist keine Auslage dieses Spiels",
    "store.unavailable": (
        "Der Speicher dieses Browsers lässt sich nicht nutzen ({reason}): Du kannst weiterspielen, "
        "aber das Spiel liegt nur im Arbeitsspeicher und geht verloren, wenn du den Tab schließt."
    ),
    "store.reason.full": "er ist voll",
    "store.reason.unavailable": "er ist nicht verfügbar",
    "store.reason.denied": "Zugriff verweigert",
    "stats.broken": (
        "Die gespeicherte Statistik ließ sich nicht lesen; eine Kopie wurde beiseitegelegt, "
        "und die Statistik beginnt neu."
    ),
    "stats.broken_not_kept": (
        "Die gespeicherte Statistik ließ sich nicht lesen ({reason}) und beginnt neu; "
        "eine Kopie ließ sich nicht aufbewahren."
    ),
    "session.save_broken_not_kept": (
        "Ein gespeichertes {variant}-Spiel ließ sich nicht lesen ({reason}), und es ließ sich keine Kopie "
        "davon aufbewahren."
    ),
    "read.reason.too_big": "es ist größer als alles, was diese App speichert",
    "read.reason.not_a_backup": "es ist keine Sicherung dieser App",
    "session.save_broken": (
        "Ein gespeichertes {variant}-Spiel ließ sich nicht lesen ({reason}). Eine Kopie davon bleibt in "
        "diesem Browser, und es wird nicht wieder angeboten."
    ),
    "session.shelved": "Dein laufendes {variant}-Spiel (Spielnummer {seed}) wurde beiseitegelegt.",
    "session.go_back": "Zurück dorthin",
    "session.deal_in_progress": (
        "{variant}, Spielnummer {seed}, läuft schon: Es geht hier weiter (Neu beginnen fängt es von vorn an)."
    ),
    "session.no_room": (
        "Im Speicher dieses Browsers ist kein Platz mehr, um dein {variant}-Spiel (Spielnummer {seed}) "
        "beiseitezulegen: Es bleibt, und das neue Spiel wurde nicht ausgeteilt. Wirf laufende Spiele weg "
        "(Neues Spiel), um Platz zu schaffen."
    ),
    "session.bookmarks_dropped.one": (
        "{n} Lesezeichen deines gespeicherten {variant}-Spiels war nicht lesbar und wurde entfernt; das Spiel "
        "selbst bleibt erhalten."
    ),
    "session.bookmarks_dropped.other": (
        "{n} Lesezeichen deines gespeicherten {variant}-Spiels waren nicht lesbar und wurden entfernt; das Spiel "
        "selbst bleibt erhalten."
    ),
    "session.no_shelf": "Es ist kein Spiel beiseitegelegt.",
    "session.back_to": "Zurück zu {title}.",
    "session.updated": "Aus einem anderen Tab aktualisiert.",
    "session.removed_elsewhere": (
        "Der Spielstand dieses Spiels wurde in einem anderen Tab gelöscht: Das Spiel ist jetzt nur noch hier, "
        "und dein nächster Zug speichert es wieder."
    ),
    "session.redeal_undone": "Mischen rückgängig gemacht.",
    "save.reason.format": "es ist kein gespeichertes Spiel dieser App",
    "save.reason.version": "es stammt aus einer Version dieser App, die diese nicht kennt",
    "save.reason.field": "ein Teil davon fehlt oder ist falsch",
    "save.reason.action": "ein Zug darin lässt sich nicht nachspielen",
    "save.reason.tampered": "seine Auslage passt nicht zu seinen Zügen",
    "save.reason.other_variant": "es enthält ein {variant}-Spiel",
    "save.reason.damaged": "es ist beschädigt",
    "tap.no_gap_takes": "Für {card} ist gerade keine Lücke frei.",
    "tap.pick_gap": "Wähle die Lücke für {card}.",
    "tap.after_king": "Nichts kommt mehr {after} ({card}): Diese Lücke ist tot.",
    "tap.after_gap": "Fülle zuerst die Lücke links davon.",
    "tap.no_card_fits": "In diese Lücke passt gerade keine Karte.",
    "tap.pick_two": "Wähle die Zwei für diese Lücke.",
    "tap.locked": (
        "{card} liegt richtig: Tippe auf eine markierte Lücke, um sie trotzdem zu verschieben, "
        "oder noch einmal auf die Karte, um sie liegen zu lassen."
    ),
    "over.won": "Dieses Spiel ist gewonnen: Starte ein neues.",
    "over.gave_up": "Du hast dieses Spiel aufgegeben: Fang es von vorn an oder starte ein neues.",
    "over.stuck": (
        "Keine Karte lässt sich bewegen, und du kannst nicht mehr mischen: "
        "Nimm Züge zurück, fang von vorn an oder starte ein neues Spiel."
    ),
    "error.game_over": "Das Spiel ist vorbei.",
    "error.gave_up": "Das Spiel wurde aufgegeben.",
    "error.no_redeals": "In diesem Spiel wird nicht neu gemischt.",
    "error.no_redeal_left.one": "Du hast schon gemischt: Dieses Spiel erlaubt es nur einmal.",
    "error.no_redeal_left.other": "Du kannst nicht mehr mischen: Dieses Spiel erlaubt es {n}-mal.",
    "error.redeal_not_stuck": "In dieser Variante wird nur gemischt, wenn sich keine Karte mehr bewegen lässt.",
    "error.nothing_to_undo": "Es gibt nichts rückgängig zu machen.",
    "error.no_bookmark": "Dieses Lesezeichen ist nicht gesetzt.",
    "error.at_bookmark": "Das Spiel steht schon bei diesem Lesezeichen.",
    "error.bookmarks_full": "Alle neun Lesezeichen sind gesetzt: Umschalt+1 bis Umschalt+9 setzt eines neu.",
    "error.bookmark_slot": "Lesezeichen sind von 1 bis 9 nummeriert.",
    "error.nothing_to_redo": "Es gibt nichts zu wiederholen.",
    "error.illegal_move": "Dieser Zug ist hier nicht erlaubt.",
    "error.not_now": "Das geht gerade nicht.",
    "verdict.won": "Ja",
    "verdict.unwinnable": "Nein",
    "verdict.unknown": "Unklar",
    "verdict.pending": "Rechne…",
    "move.left_edge": "{card} an den linken Rand von Reihe {row} legen",
    "move.after": "{card} hinter {left} legen",
    "move.to_cell": "{card} in Reihe {row}, Spalte {col} legen",
    "hint.won": "Dieses Spiel ist gewonnen.",
    "hint.over": (
        "Das Spiel ist vorbei, es gibt keinen Tipp mehr. "
        "Nimm Züge zurück, fang von vorn an oder starte ein neues Spiel."
    ),
    "hint.lost": (
        "Von hier aus ist das Spiel nicht mehr zu gewinnen: Alle Fortsetzungen wurden durchsucht. "
        "Nimm Züge zurück, fang von vorn an oder starte ein neues Spiel."
    ),
    "hint.no_move": "Keine Karte lässt sich bewegen.",
    "hint.redeal": "Tipp: neu mischen.",
    "hint.redeal_wins": "Tipp: neu mischen. Damit ist das Spiel zu gewinnen.",
    "hint.move": "Tipp: {move}.",
    "hint.move_wins": "Tipp: {move}. Damit ist das Spiel zu gewinnen.",
    "play.won": "Zu Ende gespielt: gewonnen!",
    "play.stuck": "Zu Ende gespielt: Keine Karte lässt sich bewegen, und du kannst nicht mehr mischen.",
    "play.limit.one": "Nach einem Zug angehalten.",
    "play.limit.other": "Nach {n} Zügen angehalten.",
    "play.nothing": "Zu Ende gespielt: Es gibt nichts mehr zu spielen.",
    "play.practice": "So weit gespielt, wie das Spiel sonst mischen ließe: misch weiter, wann du willst.",
    "play.circles": "Angehalten: Die Züge würden sich im Kreis drehen.",
    "rules.title": "Regeln für {variant}",
    "rules.goal.heading": "{variant}: das Ziel",
    "rules.goal.short": "Lege jede Reihe {from_rank} {to_rank} in einer Farbe.",
    "rules.goal.face_down.short": "Decke alle {total} Karten auf, jede in der Reihe ihrer Farbe.",
    "rules.goal": (
        "Ordne jede Reihe von links nach rechts {from_rank} {to_rank} einer Farbe, "
        "mit der Lücke am Ende der Reihe. Jede Farbe darf in jede Reihe."
    ),
    "rules.goal.turned": (
        "Auf einem hochkant gehaltenen Handy ist die Auslage gedreht: Jede Reihe läuft von oben nach unten, "
        "ihr linker Rand ist oben und ihr Ende unten."
    ),
    "rules.deal.heading": "Das Austeilen",
    "rules.deal.row_end": (
        "Die {cards} Karten {from_rank} {to_rank} werden in {rows} Reihen zu je {width} ausgelegt; das letzte Feld "
        "jeder Reihe bleibt frei, so beginnt jedes Spiel mit denselben Lücken. Die {lifted} spielen nicht mit."
    ),
    "rules.deal.holes": (
        "Alle {dealt} Karten werden in {rows} Reihen zu je {width} ausgelegt, dann kommen die {count} {lifted} "
        "für immer heraus: Die Lücken sind dort, wo die {lifted} lagen."
    ),
    "rules.move.heading": "Karten bewegen",
    "rules.move.into_gap": "Eine Karte kommt nur in eine Lücke, und das Feld, das sie verlässt, wird zur Lücke.",
    "rules.move.next_card": (
        "In eine Lücke passt nur die Karte, die in derselben Farbe um eins höher ist als die Karte links davon: "
        "hinter die {low} nur die {high}."
    ),
    "rules.move.left_edge": (
        "Eine Lücke am linken Rand nimmt jede Zwei. Passt eine Zwei in mehrere solche Lücken, wählst du die Lücke."
    ),
    "rules.move.dead": (
        "Eine Lücke {after} ist tot: Dort passt nichts hinein. Eine Lücke hinter einer anderen Lücke "
        "nimmt nichts, bis die Lücke links davon gefüllt ist."
    ),
    "rules.move.tap": (
        "Tippe oder klicke eine Karte an, um sie in die passende Lücke zu legen, oder eine Lücke, "
        "um sie mit der passenden Karte zu füllen."
    ),
    "rules.redeal.heading": "Neu mischen",
    "rules.redeal.none": "In diesem Spiel wird nicht neu gemischt.",
    "rules.redeal.any_time.one": "Du darfst einmal neu mischen, jederzeit.",
    "rules.redeal.any_time.other": "Du darfst {n}-mal neu mischen, jederzeit.",
    "rules.redeal.when_stuck.one": (
        "Du darfst einmal neu mischen, aber nur, wenn du festsitzt (keine Karte lässt sich bewegen)."
    ),
    "rules.redeal.when_stuck.other": (
        "Du darfst {n}-mal neu mischen, aber nur, wenn du festsitzt (keine Karte lässt sich bewegen)."
    ),
    "rules.redeal.keeps": (
        "Beim Mischen bleiben in jeder Reihe die Karten liegen, die richtig liegen (ihre Folge ab einer Zwei "
        "am linken Rand, in Farbe und Reihenfolge). Alle anderen Karten werden eingesammelt, gemischt und "
        "wieder ausgelegt, und {gaps}."
    ),
    "rules.redeal.scattered": ("die {gaps} Lücken werden mitgemischt, sie können also überall landen (auch {after})"),
    "rules.redeal.after_runs": (
        "jede Reihe bekommt ihre Lücke direkt hinter ihrer Folge richtig liegender Karten "
        "(im ersten Feld, wenn sie keine hat)"
    ),
    "rules.end.heading": "Punkte und Spielende",
    "rules.end.in_place": (
        "Eine Karte liegt richtig, wenn sie eine Zwei am linken Rand ist oder in Farbe und Rang auf die richtig "
        "liegende Karte links von ihr folgt. Deine Punktzahl ist die Zahl der richtig liegenden Karten, von {total}."
    ),
    "rules.end.win": (
        "Du gewinnst, wenn alle {total} richtig liegen. Das Spiel ist vorbei, wenn sich keine Karte mehr bewegen "
        "lässt und du nicht mehr mischen kannst."
    ),
    "rules.end.undo": "Rückgängig und Wiederholen gehen beliebig oft, für Züge wie fürs Mischen.",
    "rules.tips.heading": "Tipps",
    "rules.tips.two": (
        "Bring früh eine Zwei an den linken Rand: Vor ihrer Zwei kann in einer Reihe nichts richtig liegen."
    ),
    "rules.tips.runs": (
        "Verlängere zuerst die Folgen am linken Rand: Was mitten in einer Reihe geordnet liegt, "
        "wird beim Mischen wieder eingesammelt."
    ),
    "rules.tips.king": ("Schau vor dem Ziehen auf die Karte links von jeder Lücke: Eine Lücke {after} ist tot."),
    "rules.rates.heading": "Wie oft sich ein Spiel gewinnen lässt",
    "rules.rates.intro": (
        "Gemessen an den Spielen {first} bis {last} ({date}), mit einer kurzen Suche je Spiel. Der Computer weiß, "
        "was jedes Mischen bringt; du weißt es nicht. Auto spielt ohne dieses Wissen."
    ),
    "rules.rates.intro_seconds": (
        "Gemessen an den Spielen {first} bis {last} ({date}), mit bis zu {seconds} Sekunden Suche je Spiel. "
        "Der Computer weiß, was jedes Mischen bringt; du weißt es nicht. Auto spielt ohne dieses Wissen."
    ),
    "rules.rates.redeals.none": "Ohne Mischen",
    "rules.rates.redeals.one": "Mit einmal Mischen",
    "rules.rates.redeals.other": "Mit {n}-mal Mischen",
    "rules.rates.row": (
        "{redeals}: Mindestens {share} der Spiele lassen sich gewinnen ({won} von {deals} gewann der Computer; "
        "95-%-Intervall {low} bis {high}); {unknown} blieben offen, der wahre Anteil liegt also bei höchstens {most}."
    ),
    "rules.rates.row_decided": (
        "{redeals}: {share} der Spiele lassen sich gewinnen ({won} von {deals} gewann der Computer; "
        "95-%-Intervall {low} bis {high}); jedes andere Spiel ist bewiesen verloren."
    ),
    "rules.rates.auto": "Auto gewann {share}.",
    "rules.rates.plain_intro": (
        "„Lässt sich gewinnen“ heißt: mit perfektem Spiel, das auch weiß, was jedes Mischen bringt; das kann "
        "niemand. Auto spielt ohne dieses Wissen, wie du."
    ),
    "rules.rates.plain": "{redeals}: {part} lässt sich gewinnen.",
    "rules.rates.plain_many": "{redeals}: {part} lassen sich gewinnen.",
    "rules.rates.plain_unsure": "Vielleicht viel mehr: Bei {unknown} konnte der Computer es nicht klären.",
    "rules.rates.plain_auto": "Auto, das wie du spielt, gewinnt {part}.",
    "rules.rates.about_one_in": "etwa jedes {of}. Spiel",
    "rules.rates.about_k_in": "etwa {k} von {of} Spielen",
    "rules.rates.least_one_in": "mindestens jedes {of}. Spiel",
    "rules.rates.least_k_in": "mindestens {k} von {of} Spielen",
    "rules.rates.no_deal": "kein Spiel",
    "rules.rates.almost_every_deal": "fast jedes Spiel",
    "rules.rates.every_deal": "jedes gemessene Spiel",
    "rules.rates.unsure_k_in": "etwa {k} von 10 Spielen",
    "rules.rates.unsure_almost_all": "fast jedem Spiel",
    "rules.rates.figures": "Die Zahlen",
    "number.percent": "{n} %",
    "number.decimal": ",",
    "ui.glue_error": (
        "Etwas ist schiefgegangen; dein Spiel ist gespeichert. Lade die Seite neu, wenn es wieder passiert."
    ),
    "ui.redeal_title.one": "Neu mischen (noch einmal)",
    "ui.redeal_title.other": "Neu mischen (noch {n}-mal)",
    "ui.dismiss": "Schließen",
    "page.welcome.label": "Das Ziel",
    "page.welcome.games": "Andere Spiele…",
    "page.welcome.games_title": "Im Dialog „Neues Spiel“ eines der anderen Spiele wählen",
    "page.welcome.close": "Ziel ausblenden",
    "ui.stopped": "Angehalten.",
    "ui.confirm_give_up": "Dieses Spiel aufgeben? Es zählt als gespielt und lässt sich nicht rückgängig machen.",
    "ui.confirm_restart": "Dieses Spiel von vorn beginnen? Deine Züge darin gehen verloren.",
    "ui.new_note": "Dein laufendes Spiel bleibt gespeichert: Du kannst später dorthin zurück.",
    "page.new_dialog.waiting": "Laufende Spiele",
    "page.settings_dialog.data": "Deine Daten",
    "page.settings_dialog.data_note": (
        "Laufende Spiele, Statistik und Einstellungen: Sichere sie in einer Datei, um sie auf ein anderes "
        "Handy oder in einen anderen Browser mitzunehmen."
    ),
    "page.settings_dialog.export": "In eine Datei sichern",
    "page.settings_dialog.import": "Aus einer Datei wiederherstellen",
    "ui.data.exported": "Gesichert in {file}.",
    "ui.data.skipped.one": "Ein gespeicherter Wert ließ sich nicht lesen und fehlt darin.",
    "ui.data.skipped.other": "{n} gespeicherte Werte ließen sich nicht lesen und fehlen darin.",
    "ui.data.unreadable": "Diese Datei ließ sich nicht lesen ({reason}): Nichts wurde geändert.",
    "ui.data.confirm": (
        "Spiele, Statistik und Einstellungen aus dieser Datei wiederherstellen? Was dieser Browser jetzt unter "
        "denselben Namen hat, wird ersetzt; danach öffnet sich die Seite neu."
    ),
    "ui.data.rejected.one": "Ein Teil der Datei ließ sich nicht lesen und bleibt weg.",
    "ui.data.rejected.other": "{n} Teile der Datei ließen sich nicht lesen und bleiben weg.",
    "ui.data.restored": "Deine Spiele, Statistik und Einstellungen wurden aus der Datei wiederhergestellt.",
    "ui.data.not_all.one": "Aus der Datei wiederhergestellt, aber ein Wert passte nicht mehr in den Speicher.",
    "ui.data.not_all.other": "Aus der Datei wiederhergestellt, aber {n} Werte passten nicht mehr in den Speicher.",
    "page.settings_dialog.erase": "Alle meine Daten löschen",
    "ui.erase.confirm": (
        "Alle deine Daten in diesem Browser löschen? {games}, deine Statistik, deine Einstellungen, die "
        "Lesezeichen in deinen Spielen und das gespeicherte Bild des Spielfelds sind dann endgültig weg. Eine "
        "Sicherungsdatei bewahrt sie: Nimm vorher „{export}“, wenn du sie vielleicht zurückhaben willst."
    ),
    "ui.erase.games.one": "Dein laufendes Spiel ({games})",
    "ui.erase.games.other": "Deine {n} laufenden Spiele ({games})",
    "ui.erase.games.none": "Deine gespeicherten Spiele (keins läuft gerade)",
    "ui.erase.ok": "Alles löschen",
    "ui.erase.done": "Alle deine Daten wurden gelöscht.",
    "ui.erase.failed": (
        "Der Speicher dieses Browsers war nicht erreichbar, darum wurde nicht alles gelöscht: {reason}."
    ),
    "ui.waiting.moves.one": "ein Zug",
    "ui.waiting.moves.other": "{n} Züge",
    "ui.waiting.aside": "beiseitegelegt {when}",
    "ui.waiting.in_play": "dein letztes {variant}-Spiel",
    "ui.waiting.assisted": "mit Hilfe",
    "ui.waiting.resume": "Weiterspielen",
    "ui.waiting.resume_label": "{title} weiterspielen",
    "ui.waiting.discard": "Wegwerfen",
    "ui.waiting.discard_label": "{title} wegwerfen",
    "ui.waiting.confirm_discard": "{title} wegwerfen? Seine Züge gehen verloren.",
    "ui.bad_seed": "Eine Spielnummer ist eine ganze Zahl von 0 bis {max}.",
    "ui.end.arrived.title": "Hier gibt es nichts mehr zu spielen",
    "ui.end.arrived.won": "Dieses Spiel ist schon gewonnen: Alle Karten liegen in Ordnung.",
    "ui.end.arrived.stuck": "Auf diesem Tisch lässt sich keine Karte bewegen, und du kannst nicht mehr mischen.",
    "ui.end.won.title": "Gewonnen!",
    "ui.end.won.text.one": "Alle {total} Karten liegen in Ordnung, mit einem Zug.",
    "ui.end.won.text.other": "Alle {total} Karten liegen in Ordnung, mit {n} Zügen.",
    "ui.end.gave_up.title": "Spiel vorbei",
    "ui.end.gave_up.text": "Du hast dieses Spiel aufgegeben.",
    "ui.end.time_up.title": "Die Zeit ist um",
    "ui.end.time_up.text": "Die zehn Minuten sind vorbei.",
    "ui.end.timed": (
        "Punkte auf Zeit: {score} (10 je Karte am Platz, 1 weniger je Zug, bei einem Sieg 1 je übrige Sekunde). "
        "Bestwert: {best}."
    ),
    "ui.timed.deal": "{deal}, auf Zeit",
    "page.new_dialog.timed": "Auf Zeit: 10 Minuten, mit Punkten",
    "page.stat.time_left": "Restzeit",
    "page.stats_dialog.timed_title": "{variant}, auf Zeit",
    "ui.practice.deal": "{deal}, Übung",
    "page.new_dialog.practice": "Übung: beliebig oft mischen, für sich gezählt",
    "page.stats_dialog.practice_title": "{variant}, Übung",
    "page.stats_dialog.by_redeals": "Siege nach Mal gemischt",
    "ui.stats.by_redeals_none": "–",
    "ui.stats.by_redeals_item": "{redeals}: {wins}",
    "ui.new.timed_practice": "Eine Übung läuft nicht auf Zeit: wähle eins von beiden.",
    "ui.redeal_title.unlimited": "Neu mischen (Übung: so oft du willst)",
    "announce.redeal.practice": (
        "Neu gemischt: {dealt} ausgeteilt, {ordered} von {total} liegen richtig, du kannst mischen, so oft du willst."
    ),
    "announce.undo.redeal.practice": "Mischen rückgängig: {ordered} von {total} liegen richtig.",
    "page.stat.redeals_used": "Gemischt",
    "verdict.practice": "–",
    "verdict.said.practice": "Noch zu gewinnen: bei einer Übung nicht ausgerechnet (sie mischt ohne Grenze).",
    "ui.end.stuck.title": "Keine Züge mehr",
    "ui.end.stuck.text": (
        "Keine Karte lässt sich bewegen, und du kannst nicht mehr mischen. Nimm Züge zurück und versuch einen "
        "anderen Weg."
    ),
    "ui.score": "{score}/{total}",
    "ui.end.best": "Neue Bestleistung: {what}!",
    "ui.best.score": "bester Punktestand",
    "ui.best.moves": "wenigste Züge",
    "ui.best.time": "schnellster Sieg",
    "ui.end.assisted": (
        "Mit Hilfe gewonnen (Auto, Zu Ende spielen oder Zeig mir den Sieg): zählt gesondert und setzt "
        "keine Bestleistung."
    ),
    "ui.end.hints.one": "Ein Tipp genutzt.",
    "ui.end.hints.other": "{n} Tipps genutzt.",
    "ui.end.hinted.one": "Mit einem Tipp gewonnen: zählt gesondert und setzt keine Bestleistung.",
    "ui.end.hinted.other": "Mit {n} Tipps gewonnen: zählt gesondert und setzt keine Bestleistung.",
    "ui.end.perfect": "Ein perfektes Spiel: gewonnen ohne Tipp, ohne Rückgängig und ohne Hilfe.",
    "ui.review.running": "Suche nach einem Gewinnweg nach Zug {move} …",
    "ui.review.running.start": "Suche nach einem Gewinnweg vom Anfang an …",
    "ui.review.won": "Du hast den Gewinnweg nie verlassen: Nach jedem Zug dieses Spiels war ein Gewinn möglich.",
    "ui.review.still_winnable": "Wo du aufgehört hast, war das Spiel noch zu gewinnen.",
    "ui.review.lost_from_start": "Dieses Spiel war von Anfang an nicht zu gewinnen: Kein Zug von dir hat es verloren.",
    "ui.review.slip": (
        "Mit Zug {move} ging der Gewinn verloren: Davor war ein Gewinn bewiesen, danach gibt es keinen mehr."
    ),
    "ui.review.between": (
        "Nach Zug {won} war ein Gewinn bewiesen, nach Zug {lost} gibt es keinen mehr: In der gegebenen Zeit "
        "ließ sich nicht klären, welcher Zug dazwischen ihn verlor."
    ),
    "ui.review.between.start": (
        "Vom Anfang an war ein Gewinn bewiesen, nach Zug {lost} gibt es keinen mehr: In der gegebenen Zeit "
        "ließ sich nicht klären, welcher Zug davor ihn verlor."
    ),
    "ui.review.won_until": (
        "Nach Zug {move} war ein Gewinn bewiesen; danach wurde in der gegebenen Zeit keiner gefunden."
    ),
    "ui.review.won_until.start": (
        "Vom Anfang an war ein Gewinn bewiesen; danach wurde in der gegebenen Zeit keiner gefunden."
    ),
    "ui.review.lost_from": (
        "Nach Zug {move} gibt es keinen Gewinn mehr; davor wurde in der gegebenen Zeit keiner gefunden."
    ),
    "ui.review.unknown": "In der gegebenen Zeit kein Ergebnis.",
    "ui.review.retry": "Ab Zug {move} versuchen",
    "ui.review.retry.start": "Vom Anfang an versuchen",
    "ui.review.tried": "Übung ab Zug {move}: zählt als Spiel mit Hilfe.",
    "ui.review.tried.start": "Übung vom Anfang an: zählt als Spiel mit Hilfe.",
    "ui.link_shared": "Link geteilt.",
    "ui.link_copied": "Link kopiert: {url}",
    "ui.link_copy": "Kopiere diesen Link, um das Spiel zu teilen: {url}",
    "ui.nothing_to_play": "Nichts mehr zu spielen: Das Spiel ist vorbei.",
    "ui.play_out.stop": "Stopp",
    "ui.play_out.stop_title": "Nicht weiterspielen (Esc)",
    "ui.cancelled": "Abgebrochen.",
    "ui.coach.tap": "Tippe eine Karte an, um sie in ihre Lücke zu legen.",
    "ui.coach.click": "Klicke eine Karte an, um sie in ihre Lücke zu legen.",
    "ui.early_tap_changed": "Die Auslage hat sich beim Start geändert: Tippe noch einmal.",
    "ui.no_gap_there": "Dort ist keine Lücke für {card}.",
    "announce.at_left_edge": "Reihe {row}, am linken Rand",
    "announce.at_cell": "Reihe {row}, Spalte {col}",
    "announce.at_cell_after": "Reihe {row}, Spalte {col}, hinter {card}",
    "announce.move": "{card} nach {where}.",
    "announce.move_in_place": "{card} nach {where}, liegt richtig.",
    "announce.redeal.none": (
        "Neu gemischt: {dealt} ausgeteilt, {ordered} von {total} liegen richtig, du kannst nicht mehr mischen."
    ),
    "announce.redeal.one": (
        "Neu gemischt: {dealt} ausgeteilt, {ordered} von {total} liegen richtig, du kannst noch einmal mischen."
    ),
    "announce.redeal.other": (
        "Neu gemischt: {dealt} ausgeteilt, {ordered} von {total} liegen richtig, du kannst noch {n}-mal mischen."
    ),
    "announce.bookmark_set.one": "Lesezeichen {slot} gesetzt, nach {n} Zug.",
    "announce.bookmark_set.other": "Lesezeichen {slot} gesetzt, nach {n} Zügen.",
    "announce.bookmark_go.one": "Bei Lesezeichen {slot}, nach {n} Zug.",
    "announce.bookmark_go.other": "Bei Lesezeichen {slot}, nach {n} Zügen.",
    "announce.undo.move": "Rückgängig: {card} zurück nach {where}.",
    "announce.undo.redeal.none": (
        "Mischen rückgängig: {ordered} von {total} liegen richtig, du kannst nicht mehr mischen."
    ),
    "announce.undo.redeal.one": (
        "Mischen rückgängig: {ordered} von {total} liegen richtig, du kannst noch einmal mischen."
    ),
    "announce.undo.redeal.other": (
        "Mischen rückgängig: {ordered} von {total} liegen richtig, du kannst noch {n}-mal mischen."
    ),
    "announce.won": "Gewonnen: Alle {total} Karten liegen in Ordnung.",
    "announce.gave_up": "Du hast dieses Spiel aufgegeben.",
    "announce.time_up": "Die Zeit ist um: die zehn Minuten sind vorbei.",
    "announce.stuck": "Keine Karte lässt sich bewegen, und du kannst nicht mehr mischen.",
    "announce.deal": "{title}. {ordered} von {total} Karten liegen richtig.",
    "keys.arrows.keys": "Pfeiltasten",
    "keys.arrows.does": "zwischen den Feldern der Auslage wechseln",
    "keys.row_ends.keys": "Pos1, Ende",
    "keys.row_ends.does": "erstes oder letztes Feld der Reihe",
    "keys.corners.keys": "Strg+Pos1, Strg+Ende",
    "keys.corners.does": "erstes oder letztes Feld der Auslage",
    "keys.enter.keys": "Eingabe, Leertaste",
    "keys.enter.does": "die Karte in ihre Lücke legen oder die Lücke füllen; bei einer Auswahl: sie bestätigen",
    "keys.escape.keys": "Esc",
    "keys.escape.does": "eine Auswahl abbrechen, das Zu-Ende-Spielen anhalten",
    "keys.undo.keys": "U, Strg+Z",
    "keys.undo.does": "rückgängig",
    "keys.redo.keys": "Strg+Y, Strg+Umschalt+Z",
    "keys.redo.does": "wiederholen",
    "keys.redeal.keys": "R",
    "keys.redeal.does": "neu mischen",
    "keys.hint.keys": "H",
    "keys.hint.does": "Tipp",
    "keys.auto.keys": "A",
    "keys.auto.does": "Auto: einen guten Zug spielen",
    "keys.new.keys": "N",
    "keys.new.does": "neues Spiel",
    "keys.bookmark_set.keys": "Umschalt+1 … Umschalt+9",
    "keys.bookmark_set.does": "Lesezeichen 1 bis 9 hier setzen",
    "keys.bookmark_go.keys": "1 … 9",
    "keys.bookmark_go.does": "zu diesem Lesezeichen gehen (was folgt, bleibt zum Wiederholen)",
    "keys.read_board.keys": "B",
    "keys.read_board.does": "die ganze Auslage vorlesen, Reihe für Reihe (für Screenreader)",
    "keys.read_status.keys": "S",
    "keys.read_status.does": "die Statuszeile vorlesen",
    "read.board.row": "Reihe {row}: {cells}.",
    "read.board.piles": "Unter der Auslage: {cells}.",
    "read.status": "Stand: {parts}",
    "read.status.figure": "{name} {value}",
    "keys.help.keys": "?",
    "keys.help.does": "diese Liste",
    "page.lang": "de",
    "page.title": "Addiction Solitaire",
    "page.title_playing": "{variant} · Addiction Solitaire",
    "page.description": (
        "Zwanzig Patiencen einer Familie: Addiction, Gaps, Montana, Spaces, Blue Moon, Red Moon, Galary, "
        "Moonlight, Jungle, Spaces and Aces, Paganini, Paganini II, Double Blue Moon, Double Red Moon, House of "
        "Commons, Line Up, Station, Double Montana, Rectangular Rovers und Spoilt. Ordne jede Reihe nach Farbe, "
        "von ihrer niedrigsten Karte an (einer Zwei oder dem Ass, wo die Asse mitspielen), indem du Karten in die "
        "Lücken legst; in Spoilt, indem du eine verdeckte Auslage von der Ablage aus aufdeckst."
    ),
    "page.toolbar": "Spiel",
    "page.new.label": "Neu",
    "page.new.title": "Ein neues Spiel austeilen",
    "page.redeal.label": "Mischen",
    "page.redeal.title": "Die losen Karten einsammeln, mischen und neu auslegen",
    "page.undo.label": "Rückgängig",
    "page.undo.title": "Rückgängig (Strg+Z)",
    "page.redo.label": "Wiederholen",
    "page.redo.title": "Wiederholen (Strg+Y)",
    "page.hint.label": "Tipp",
    "page.hint.title": "Einen guten Zug zeigen (H)",
    "page.auto.label": "Auto",
    "page.auto.title": "Einen guten Zug spielen (A)",
    "page.play_out.label": "Zu Ende spielen",
    "page.play_out.title": "Den Computer zu Ende spielen lassen",
    "page.give_up.label": "Aufgeben",
    "page.give_up.title": "Dieses Spiel aufgeben",
    "page.bookmark_set.label": "Lesezeichen setzen",
    "page.bookmark_set.title": "Diese Stelle des Spiels merken, um dorthin zurückzukehren (Umschalt+1 bis Umschalt+9)",
    "page.bookmark_go.group": "Lesezeichen",
    "page.bookmark_go.label": "Zu Lesezeichen {n}",
    "page.bookmark_go.title": "Zu Lesezeichen {n}; was folgt, bleibt zum Wiederholen (Taste {n})",
    "page.restart.label": "Von vorn",
    "page.restart.title": "Dieses Spiel noch einmal von vorn spielen",
    "page.share.label": "Teilen",
    "page.share.title": "Einen Link zu diesem Spiel teilen",
    "page.rules.label": "Regeln",
    "page.rules.title": "So wird diese Variante gespielt",
    "page.stats.label": "Statistik",
    "page.stats.title": "Deine Statistik",
    "page.settings.label": "Einstellungen",
    "page.settings.title": "Farbschema, Karten, Animationen, Sprache, Statuszeile und Töne",
    "page.keys.label": "Tasten",
    "page.keys.title": "Tastenkürzel (?)",
    "page.more.label": "Mehr",
    "page.more.title": "Weitere Aktionen",
    "page.status": "Stand",
    "page.stat.ordered": "Geordnet",
    "page.stat.gaps": "Offene Lücken",
    "page.stat.redeals": "Noch mischen",
    "page.stat.face_down": "Verdeckt",
    "page.stat.talon": "Talon",
    "page.stat.moves": "Züge",
    "page.stat.time": "Zeit",
    "page.stat.winnable": "Noch zu gewinnen?",
    "page.stat.winnable.short": "Gewinnbar?",
    "page.stat.winnable.title": (
        "Lässt sich dieses Spiel von hier aus noch gewinnen? Der Computer sucht im Hintergrund."
    ),
    "page.board": "Die Auslage: Reihen aus Karten und Lücken",
    "page.update.text": "Eine neue Version ist bereit.",
    "page.update.accept": "Aktualisieren",
    "page.update.later": "Später",
    "page.new_dialog.title": "Neues Spiel",
    "page.new_dialog.variant": "Variante",
    "page.new_dialog.addiction": "Lücken am Reihenende, jederzeit mischen",
    "page.new_dialog.gaps": "Lücken, wo die Asse lagen, mischen nur, wenn nichts mehr geht",
    "page.new_dialog.montana": "jederzeit mischen, Lücken hinter den Folgen",
    "page.new_dialog.spaces": "jederzeit mischen, Lücken verstreut",
    "page.new_dialog.redeals": "Mischen erlaubt",
    "page.new_dialog.seed": "Spielnummer",
    "page.new_dialog.seed_placeholder": "zufällig",
    "page.new_dialog.deal": "Austeilen",
    "page.end.score": "Punkte",
    "page.end.moves": "Züge",
    "page.end.time": "Zeit",
    "page.end.undo": "Rückgängig",
    "page.end.restart": "Dieses Spiel noch einmal",
    "page.end.new": "Neues Spiel",
    "page.end.review": "Wo ging es verloren?",
    "page.rules_dialog.title": "Regeln",
    "page.stats_dialog.title": "Statistik",
    "page.stats_dialog.variant": "Variante",
    "page.stats_dialog.played": "Gespielt",
    "page.stats_dialog.won": "Ohne Hilfe gewonnen",
    "page.stats_dialog.best": "Bestwert",
    "page.stats_dialog.fewest": "Wenigste Züge",
    "page.stats_dialog.fastest": "Schnellster Sieg",
    "page.stats_dialog.win_rate": "Gewinnquote",
    "page.stats_dialog.streak": "Siegesserie",
    "page.stats_dialog.longest": "Längste Serie",
    "page.stats_dialog.perfect": "Perfekte Spiele",
    "page.stats_dialog.hinted": "Mit Tipps gewonnen",
    "page.stats_dialog.assisted": "Mit Hilfe gewonnen",
    "page.stats_dialog.lost": "Verloren oder aufgegeben",
    "page.stats_dialog.note": (
        "Siege mit Tipps und Siege mit Auto, Zu Ende spielen oder Zeig mir den Sieg zählen gesondert und "
        "setzen keine Bestleistung. Ein perfektes Spiel ist ein Sieg ohne Hilfe und ohne Rückgängig."
    ),
    "ui.stats.reset": "Zurücksetzen",
    "ui.stats.reset_label": "Die Statistik von {variant} zurücksetzen",
    "ui.stats.confirm_reset": "Alle Zahlen von {variant} zurücksetzen? Das lässt sich nicht rückgängig machen.",
    "ui.stats.none": "Noch kein Spiel gespielt.",
    "page.settings_dialog.title": "Einstellungen",
    "page.settings_dialog.theme": "Farbschema",
    "page.settings_dialog.like_system": "Wie das System",
    "page.settings_dialog.light": "Hell",
    "page.settings_dialog.dark": "Dunkel",
    "page.settings_dialog.cards": "Karten",
    "page.settings_dialog.two_colours": "Zweifarbig (Rot und Schwarz)",
    "page.settings_dialog.four_colours": "Vierfarbig (leichter zu unterscheiden)",
    "page.settings_dialog.motion": "Animationen",
    "page.settings_dialog.on": "An",
    "page.settings_dialog.off": "Aus",
    "page.settings_dialog.language": "Sprache",
    "page.settings_dialog.like_browser": "Wie der Browser",
    "page.settings_dialog.status": "Statuszeile",
    "page.settings_dialog.hide_clock": "Uhr ausblenden",
    "page.settings_dialog.hide_moves": "Züge ausblenden",
    "page.settings_dialog.hide_score": "Punktestand ausblenden (Geordnet)",
    "page.settings_dialog.card_size": "Kartengröße",
    "page.settings_dialog.size_normal": "Normal",
    "page.settings_dialog.size_large": "Groß",
    "page.settings_dialog.size_largest": "Am größten",
    "page.settings_dialog.more": "Weiteres",
    "page.settings_dialog.sound": "Töne (kurz und leise)",
    "page.settings_dialog.left_handed": "Linkshändig: die Knöpfe links auf dem Handy",
    "page.keys_dialog.title": "Tastatur",
    "page.cancel": "Abbrechen",
    "page.close": "Schließen",
    "page.ok": "OK",
    "loading.title": "Addiction Solitaire",
    "loading.starting": "Das Spiel startet…",
    "loading.failed": "Das Spiel konnte nicht starten.",
    "loading.advice": (
        "{why} Lade die Seite neu, um es noch einmal zu versuchen; klappt es weiter nicht, "
        "nimm einen anderen (aktuellen) Browser."
    ),
    "loading.game_did_not_start": "Python ist gestartet, das Spiel aber nicht.",
    "loading.python_failed": "Python ließ sich nicht laden ({detail}).",
    "loading.file_failed": "eine Datei ließ sich nicht laden",
    "loading.file_missing": "Eine Datei, die das Spiel braucht, ließ sich nicht laden ({name}, HTTP {status}).",
    "loading.too_slow": "Das Spiel braucht zu lange zum Starten.",
    "loading.one_moment": "Einen Moment, das Spiel startet …",
}

# -- the daily deal, winnable deals only, Show me the win (issue 15) ---------------------------
EN.update(
    {
        "title.daily": "{variant} · daily deal {date}",
        "title.daily_short": "daily deal {date}",
        "link.bad_daily": "The link's date {date} is not a day from {first} to {last} written YYYY-MM-DD.",
        "link.daily_not_yet": "The daily deal of {date} is not out yet.",
        "link.daily_without_variant": "The link gives a date but no variant; add &variant=addiction (or another).",
        "link.daily_and_seed": "The link gives a date and a deal number; the daily deal of the date opens.",
        "link.daily_redeals": (
            "A daily deal has its variant's own redeal count; the link's redeal count was not used."
        ),
        "link.daily_layout": "A daily deal opens from its start; the link's layout was not used.",
        "daily.broken": "The days played could not be read; a copy was kept aside and they start afresh.",
        "daily.broken_not_kept": (
            "The days played could not be read ({reason}) and start afresh; no copy could be kept."
        ),
        "daily.none": "There is no daily deal for that day; a new deal was dealt instead.",
        "daily.none_today": "There is no daily deal today.",
        "daily.not_for_variant": (
            "{variant} has no daily deals (they are for {variants}); a new deal was dealt instead."
        ),
        "daily.on_screen": "That daily deal is the game on the board.",
        "daily.won": "won",
        "daily.not_won": "not won",
        "daily.moves.one": "{n} move",
        "daily.moves.other": "{n} moves",
        "daily.own": "on my own",
        "daily.assisted": "with help",
        "daily.hints.one": "with {n} hint",
        "daily.hints.other": "with {n} hints",
        "daily.share": "Addiction Solitaire, daily deal {date}\n{variant}: {result}",
        "winnable.empty": "No deal of this variant and redeal count is proved winnable yet: a random deal was dealt.",
        "page.new_dialog.daily": "Daily deal",
        "page.new_dialog.daily_play": "Play today's deal",
        "page.new_dialog.days": "Days played",
        "page.new_dialog.winnable": "Only deals proved winnable",
        "ui.daily.today": "Today, {date}: the same {variant} deal for everyone ({redeals}).",
        "ui.daily.waiting": "Not played yet",
        "ui.daily.played": "Played: {result}",
        "ui.daily.in_progress": "In progress",
        "ui.daily.streak.one": "Streak: {n} day (longest {longest})",
        "ui.daily.streak.other": "Streak: {n} days (longest {longest})",
        "ui.daily.none_yet": "No daily deal played yet.",
        "ui.daily.share": "Share",
        "ui.daily.share_label": "Share the result of {title}",
        "ui.daily.redeals.one": "{n} redeal",
        "ui.daily.redeals.other": "{n} redeals",
        "ui.daily.redeals.none": "no redeal",
        "ui.daily.mark": "Today's daily deal is waiting",
        "ui.result_shared": "Result shared.",
        "ui.result_copied": "Result copied: {text}",
        "ui.result_copy": "Copy this to share your result: {text}",
        "ui.winnable.count.one": "The list holds {n} deal proved winnable for {variant} with {redeals}.",
        "ui.winnable.count.other": "The list holds {n} deals proved winnable for {variant} with {redeals}.",
        "ui.winnable.count.none": "No deal is proved winnable yet for {variant} with {redeals}: deals are random.",
        "ui.winnable.seed": "A deal number typed below is dealt as it is.",
        "page.end.share": "Share the result",
        "ui.end.daily": "Daily deal {date}: the first result of the day's deal is the one kept.",
        "page.show_win.label": "Show me the win",
        "page.show_win.title": "Watch the winning line the computer proved from here (W)",
        "ui.show_win.stop": "Stop",
        "ui.show_win.stop_title": "Stop showing the win (Esc)",
        "ui.show_win.unproved": "No win is proved from here yet: wait for “Winnable from here?” to say Yes.",
        "ui.show_win.lost": "No win is possible from here.",
        "ui.show_win.started": "Showing the win, one move at a time: Esc, a tap or Stop ends it; Undo goes back.",
        "show.won": "Shown: won! (The game counts as played with help.)",
        "show.lost_line": "Stopped: the winning line is not known from here.",
        "keys.show_win.keys": "W",
        "keys.show_win.does": "show me the win (when one is proved)",
        "rules.proved.heading": "Deals proved winnable",
        "rules.proved.what": (
            "The daily deal, and the deals of “Only deals proved winnable”, are deals the computer's "
            "solver has won from their start: it found a line of moves that puts all the cards in order, "
            "and the game's own rules replayed it."
        ),
        "rules.proved.redeals": (
            "With redeals, that line knows what each redeal will deal: a redeal is fixed by the deal "
            "number, which redeal it is and the position it is made from. So the line exists, but if you "
            "play other moves before a redeal, you meet a different redeal, and the deal may no longer "
            "be winnable from there. “Winnable from here?” tells you whether it still is."
        ),
        "rules.proved.none": (
            "With no redeal, nothing is left to chance: the deal can be won from its start, though a "
            "wrong move can still lose it."
        ),
        "rules.proved.show": (
            "When “Winnable from here?” says Yes, “Show me the win” plays the proved line step by step; "
            "the game then counts as played with help."
        ),
    }
)

DE.update(
    {
        "title.daily": "{variant} · Tagesspiel {date}",
        "title.daily_short": "Tagesspiel {date}",
        "link.bad_daily": ("Das Datum {date} im Link ist kein Tag von {first} bis {last} in der Form JJJJ-MM-TT."),
        "link.daily_not_yet": "Das Tagesspiel vom {date} gibt es noch nicht.",
        "link.daily_without_variant": (
            "Der Link nennt ein Datum, aber keine Variante; ergänze &variant=addiction (oder eine andere)."
        ),
        "link.daily_and_seed": "Der Link nennt ein Datum und eine Spielnummer; das Tagesspiel des Datums öffnet sich.",
        "link.daily_redeals": (
            "Ein Tagesspiel wird so oft gemischt, wie seine Variante es vorsieht; "
            "die Anzahl im Link wurde nicht verwendet."
        ),
        "link.daily_layout": "Ein Tagesspiel beginnt von vorn; die Auslage im Link wurde nicht verwendet.",
        "daily.broken": (
            "Die gespielten Tage ließen sich nicht lesen; eine Kopie wurde beiseitegelegt, und sie beginnen neu."
        ),
        "daily.broken_not_kept": (
            "Die gespielten Tage ließen sich nicht lesen ({reason}) und beginnen neu; "
            "eine Kopie ließ sich nicht aufbewahren."
        ),
        "daily.none": "Für diesen Tag gibt es kein Tagesspiel; stattdessen wurde ein neues Spiel ausgeteilt.",
        "daily.none_today": "Heute gibt es kein Tagesspiel.",
        "daily.not_for_variant": (
            "{variant} hat keine Tagesspiele (es gibt sie für {variants}); stattdessen wurde ein neues Spiel "
            "ausgeteilt."
        ),
        "daily.on_screen": "Dieses Tagesspiel liegt schon auf dem Tisch.",
        "daily.won": "gewonnen",
        "daily.not_won": "nicht gewonnen",
        "daily.moves.one": "ein Zug",
        "daily.moves.other": "{n} Züge",
        "daily.own": "ohne Hilfe",
        "daily.assisted": "mit Hilfe",
        "daily.hints.one": "mit einem Tipp",
        "daily.hints.other": "mit {n} Tipps",
        "daily.share": "Addiction Solitaire, Tagesspiel {date}\n{variant}: {result}",
        "winnable.empty": (
            "Für diese Variante und Anzahl Mischen ist noch kein Spiel als gewinnbar bewiesen: "
            "ein zufälliges Spiel wurde ausgeteilt."
        ),
        "page.new_dialog.daily": "Tagesspiel",
        "page.new_dialog.daily_play": "Heutiges Spiel spielen",
        "page.new_dialog.days": "Gespielte Tage",
        "page.new_dialog.winnable": "Nur Spiele, die bewiesen gewinnbar sind",
        "ui.daily.today": "Heute, {date}: dasselbe {variant}-Spiel für alle ({redeals}).",
        "ui.daily.waiting": "Noch nicht gespielt",
        "ui.daily.played": "Gespielt: {result}",
        "ui.daily.in_progress": "Läuft",
        "ui.daily.streak.one": "Serie: ein Tag (längste {longest})",
        "ui.daily.streak.other": "Serie: {n} Tage (längste {longest})",
        "ui.daily.none_yet": "Noch kein Tagesspiel gespielt.",
        "ui.daily.share": "Teilen",
        "ui.daily.share_label": "Das Ergebnis von {title} teilen",
        "ui.daily.redeals.one": "einmal Mischen",
        "ui.daily.redeals.other": "{n}-mal Mischen",
        "ui.daily.redeals.none": "ohne Mischen",
        "ui.daily.mark": "Das heutige Tagesspiel wartet",
        "ui.result_shared": "Ergebnis geteilt.",
        "ui.result_copied": "Ergebnis kopiert: {text}",
        "ui.result_copy": "Kopiere dies, um dein Ergebnis zu teilen: {text}",
        "ui.winnable.count.one": "Die Liste enthält ein bewiesen gewinnbares Spiel für {variant} ({redeals}).",
        "ui.winnable.count.other": "Die Liste enthält {n} bewiesen gewinnbare Spiele für {variant} ({redeals}).",
        "ui.winnable.count.none": (
            "Für {variant} ({redeals}) ist noch kein Spiel als gewinnbar bewiesen: die Spiele sind zufällig."
        ),
        "ui.winnable.seed": "Eine unten eingegebene Spielnummer wird so ausgeteilt, wie sie ist.",
        "page.end.share": "Ergebnis teilen",
        "ui.end.daily": "Tagesspiel {date}: Es zählt das erste Ergebnis des Tagesspiels.",
        "page.show_win.label": "Zeig mir den Sieg",
        "page.show_win.title": "Den Weg zum Sieg ansehen, den der Computer von hier bewiesen hat (W)",
        "ui.show_win.stop": "Stopp",
        "ui.show_win.stop_title": "Nicht weiter zeigen (Esc)",
        "ui.show_win.unproved": ("Von hier ist noch kein Sieg bewiesen: Warte, bis „Noch zu gewinnen?“ Ja sagt."),
        "ui.show_win.lost": "Von hier ist kein Sieg mehr möglich.",
        "ui.show_win.started": (
            "Der Sieg wird Zug um Zug gezeigt: Esc, ein Tippen oder Stopp beendet es; Rückgängig geht zurück."
        ),
        "show.won": "Gezeigt: gewonnen! (Das Spiel zählt als mit Hilfe gespielt.)",
        "show.lost_line": "Angehalten: Der Weg zum Sieg ist von hier nicht bekannt.",
        "keys.show_win.keys": "W",
        "keys.show_win.does": "Zeig mir den Sieg (wenn einer bewiesen ist)",
        "rules.proved.heading": "Bewiesen gewinnbare Spiele",
        "rules.proved.what": (
            "Das Tagesspiel und die Spiele von „Nur Spiele, die bewiesen gewinnbar sind“ hat der Löser des "
            "Computers von Anfang an gewonnen: Er fand eine Zugfolge, die alle Karten in Ordnung bringt, "
            "und die Regeln des Spiels haben sie nachgespielt."
        ),
        "rules.proved.redeals": (
            "Mit Mischen weiß diese Zugfolge, was jedes Mischen austeilt: Es hängt fest von der Spielnummer ab, "
            "davon, zum wievielten Mal gemischt wird, und von der Auslage, aus der gemischt wird. Die Zugfolge "
            "gibt es also, aber wer vor dem Mischen andere Züge spielt, bekommt anders gemischt, und das Spiel "
            "ist von dort vielleicht nicht mehr zu gewinnen. „Noch zu gewinnen?“ sagt dir, ob es das noch ist."
        ),
        "rules.proved.none": (
            "Ohne Mischen bleibt nichts dem Zufall überlassen: Das Spiel ist von Anfang an zu gewinnen, "
            "ein falscher Zug kann es aber noch verderben."
        ),
        "rules.proved.show": (
            "Wenn „Noch zu gewinnen?“ Ja sagt, spielt „Zeig mir den Sieg“ die bewiesene Zugfolge Schritt "
            "für Schritt vor; das Spiel zählt dann als mit Hilfe gespielt."
        ),
    }
)

# -- the wider Montana family (issue 17): Blue Moon, Red Moon, Galary, Moonlight, Jungle, Spaces and Aces -------
# The same in every language: the games' names (proper names, as the players know them) and the ace's marks.
SAME_IN_EVERY_LANGUAGE = {
    "variant.blue-moon": "Blue Moon",
    "variant.red-moon": "Red Moon",
    "variant.galary": "Galary",
    "variant.moonlight": "Moonlight",
    "variant.free-parking": "Free Parking",  # Moonlight's name in PySolFC now (solitaire.settings.ALIASES)
    "variant.jungle": "Jungle",
    "variant.spaces-and-aces": "Spaces and Aces",
    "face.1": "A",
    "cell.or_higher": "{rank}+",
}
EN.update(SAME_IN_EVERY_LANGUAGE)
DE.update(SAME_IN_EVERY_LANGUAGE)
EN.update(
    {
        "page.new_dialog.blue-moon": "aces in play, each row from its ace",
        "page.new_dialog.red-moon": "aces in play, dealt first at the left edge",
        "page.new_dialog.galary": "as Red Moon; a gap also takes the card below its right neighbour",
        "page.new_dialog.moonlight": "as Montana; a gap also takes the card below its right neighbour",
        "page.new_dialog.known_as": "also {names}; {rule}",
        "page.new_dialog.jungle": "aces in play; a gap takes the next rank of any suit",
        "page.new_dialog.spaces-and-aces": "aces in play; a gap takes any higher card of the suit, no redeal",
        "cell.gap_left_edge_ace": "gap at the left edge, takes any ace",
        "cell.gap_takes_rank": "gap, takes any {rank}",
        "cell.gap_takes_higher": "gap, takes the {card} or any higher card of its suit",
        "cell.gap_takes_either": "gap, takes the {card} or the {other}",
        "tap.pick_ace": "Pick the ace for this gap.",
        "tap.pick_card": "Several cards fit this gap: pick the one to move.",
        "daily.classic_only": "Daily deals are for {variants}.",
        "rules.deal.aces_left": (
            "All {cards} cards are dealt into {rows} rows, in columns 2 to {columns}; then each ace, in the order "
            "they lie, moves to the left edge of the next row, leaving a gap where it lay."
        ),
        "rules.deal.aces_first": (
            "The {count} aces are dealt first, one to the left edge of each row; the other {others} cards fill "
            "columns 3 to {columns}, so every row opens with a gap in its second cell."
        ),
        "rules.move.left_edge_ace": (
            "A gap at the left edge takes any ace. When an ace could go to more than one such gap, you pick the gap."
        ),
        "rules.move.either": (
            "A gap also takes the card one rank lower, in the same suit, than the card on its right: "
            "before the {high} the {low}. So a gap {after}, or after another gap, still takes that card. "
            "For a gap in the last column, the card on its right is the first card of the next row."
        ),
        "rules.move.any_suit": (
            "A gap takes the card one rank higher than the card on its left, in any suit: after the {low} any {rank}."
        ),
        "rules.move.higher": (
            "A gap takes any higher card of the same suit as the card on its left: after the {low} the 10, "
            "the jack, the queen or the king of clubs."
        ),
        "rules.move.dead_either": (
            "A gap {after}, or after another gap, takes only the card below its right neighbour, if any."
        ),
        "rules.redeal.keeps_ace": (
            "A redeal keeps each row's cards in place (its run from an ace at the left edge, in suit and order). "
            "Every other card is gathered, shuffled and dealt back, and {gaps}."
        ),
        "rules.end.in_place_ace": (
            "A card is in place when it is an ace at the left edge, or follows the card in place on its left "
            "in suit and rank. Your score is the number of cards in place, out of {total}."
        ),
        "rules.end.any_suit": (
            "Only a run of one suit counts as in place, so a win still needs every row in one suit."
        ),
        "rules.tips.ace": "Get an ace to the left edge early: nothing in a row can be in place before its ace.",
    }
)

# -- die weitere Montana-Familie (issue 17) ------------------------------------------------------------
DE.update(
    {
        "page.new_dialog.blue-moon": "Asse spielen mit, jede Reihe ab ihrem Ass",
        "page.new_dialog.red-moon": "Asse spielen mit, zuerst an den linken Rand gelegt",
        "page.new_dialog.galary": "wie Red Moon; eine Lücke nimmt auch die Karte unter ihrer rechten Nachbarin",
        "page.new_dialog.moonlight": "wie Montana; eine Lücke nimmt auch die Karte unter ihrer rechten Nachbarin",
        "page.new_dialog.known_as": "auch {names}; {rule}",
        "page.new_dialog.jungle": "Asse spielen mit; eine Lücke nimmt den nächsten Rang jeder Farbe",
        "page.new_dialog.spaces-and-aces": (
            "Asse spielen mit; eine Lücke nimmt jede höhere Karte der Farbe, ohne Mischen"
        ),
        "cell.gap_left_edge_ace": "Lücke am linken Rand, nimmt jedes Ass",
        "cell.gap_takes_rank": "Lücke, nimmt {rank} in jeder Farbe",
        "cell.gap_takes_higher": "Lücke, nimmt {card} oder jede höhere Karte der Farbe",
        "cell.gap_takes_either": "Lücke, nimmt {card} oder {other}",
        "tap.pick_ace": "Wähle das Ass für diese Lücke.",
        "tap.pick_card": "Mehrere Karten passen in diese Lücke: Wähle die, die hinein soll.",
        "daily.classic_only": "Tagesspiele gibt es für {variants}.",
        "rules.deal.aces_left": (
            "Alle {cards} Karten werden in {rows} Reihen in die Spalten 2 bis {columns} ausgelegt; dann kommt jedes "
            "Ass, in der Reihenfolge, in der sie liegen, an den linken Rand der nächsten Reihe und lässt eine "
            "Lücke zurück."
        ),
        "rules.deal.aces_first": (
            "Zuerst kommen die {count} Asse an den linken Rand, eins in jede Reihe; die anderen {others} Karten "
            "füllen die Spalten 3 bis {columns}, so beginnt jede Reihe mit einer Lücke im zweiten Feld."
        ),
        "rules.move.left_edge_ace": (
            "Eine Lücke am linken Rand nimmt jedes Ass. Passt ein Ass in mehrere solche Lücken, wählst du die Lücke."
        ),
        "rules.move.either": (
            "Eine Lücke nimmt auch die Karte, die in derselben Farbe einen Rang unter der Karte rechts von ihr "
            "steht: vor {high} also {low}. So nimmt auch eine Lücke {after} oder hinter einer Lücke diese Karte. "
            "Für eine Lücke in der letzten Spalte ist die Karte rechts von ihr die erste Karte der nächsten Reihe."
        ),
        "rules.move.any_suit": (
            "Eine Lücke nimmt die Karte, die einen Rang über der Karte links von ihr steht, in jeder Farbe: "
            "nach {low} jede {rank}."
        ),
        "rules.move.higher": (
            "Eine Lücke nimmt jede höhere Karte in der Farbe der Karte links von ihr: nach {low} die Zehn, "
            "den Buben, die Dame oder den König in Kreuz."
        ),
        "rules.move.dead_either": (
            "Eine Lücke {after} oder hinter einer Lücke nimmt nur die Karte unter ihrer rechten Nachbarin, "
            "wenn es eine gibt."
        ),
        "rules.redeal.keeps_ace": (
            "Beim Mischen bleiben in jeder Reihe die Karten liegen, die richtig liegen (ihre Folge ab einem Ass "
            "am linken Rand, in Farbe und Reihenfolge). Alle anderen Karten werden eingesammelt, gemischt und "
            "wieder ausgelegt, und {gaps}."
        ),
        "rules.end.in_place_ace": (
            "Eine Karte liegt richtig, wenn sie ein Ass am linken Rand ist oder in Farbe und Rang auf die richtig "
            "liegende Karte links von ihr folgt. Deine Punktzahl ist die Zahl der richtig liegenden Karten, "
            "von {total}."
        ),
        "rules.end.any_suit": (
            "Richtig liegt nur eine Folge einer Farbe: Zum Gewinnen muss trotzdem jede Reihe eine Farbe haben."
        ),
        "rules.tips.ace": (
            "Bring früh ein Ass an den linken Rand: Vor ihrem Ass kann in einer Reihe nichts richtig liegen."
        ),
    }
)

# -- the family's second part (issue 29): Paganini, Paganini II, Double Blue Moon, Double Red Moon, House of
# Commons, Line Up, Station, Double Montana, Rectangular Rovers. The games' names are proper names here too.
SAME_IN_EVERY_LANGUAGE_TOO = {
    "variant.paganini": "Paganini",
    "variant.long-trip": "Long Trip",  # Paganini's other name in PySolFC (solitaire.settings.ALIASES)
    "variant.paganini-ii": "Paganini II",
    "variant.double-blue-moon": "Double Blue Moon",
    "variant.double-red-moon": "Double Red Moon",
    "variant.house-of-commons": "House of Commons",
    "variant.line-up": "Line Up",
    "variant.pretzel": "Pretzel",  # Line Up's other name in PySolFC
    "variant.station": "Station",
    "variant.double-montana": "Double Montana",
    "variant.rectangular-rovers": "Rectangular Rovers",
}
EN.update(SAME_IN_EVERY_LANGUAGE_TOO)
DE.update(SAME_IN_EVERY_LANGUAGE_TOO)
# A rank in the rules' sentences, written from the game's shape (rules_text.py): plural ("the four aces"),
# a row's start and end ("from 2 to king"), and the card that makes the gap after it dead ("after a king").
RANK_WORDS_EN = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
EN.update({f"rank.plural.{n}": w + "s" for n, w in enumerate(RANK_WORDS_EN, 1)})
EN.update({f"rank.from.{n}": f"from {w}" for n, w in enumerate(RANK_WORDS_EN, 1)})
EN.update({f"rank.to.{n}": f"to {w}" for n, w in enumerate(RANK_WORDS_EN, 1)})
EN.update(
    {f"rank.after.{n}": f"after {'an' if w in ('ace', '8') else 'a'} {w}" for n, w in enumerate(RANK_WORDS_EN, 1)}
)
# German: the rank with its article in the dative (das Ass, die Zwei ... die Zehn, der Bube, die Dame, der König).
RANK_WORDS_DE = (
    ("Ass", "Asse", "n"),
    ("Zwei", "Zweien", "f"),
    ("Drei", "Dreien", "f"),
    ("Vier", "Vieren", "f"),
    ("Fünf", "Fünfen", "f"),
    ("Sechs", "Sechsen", "f"),
    ("Sieben", "Siebenen", "f"),
    ("Acht", "Achten", "f"),
    ("Neun", "Neunen", "f"),
    ("Zehn", "Zehnen", "f"),
    ("Buben", "Buben", "m"),
    ("Dame", "Damen", "f"),
    ("König", "Könige", "m"),
)
DE.update({f"rank.plural.{n}": plural for n, (_, plural, _) in enumerate(RANK_WORDS_DE, 1)})
DE.update({f"rank.from.{n}": ("von der " if g == "f" else "vom ") + w for n, (w, _, g) in enumerate(RANK_WORDS_DE, 1)})
DE.update(
    {f"rank.to.{n}": ("bis zur " if g == "f" else "bis zum ") + w for n, (w, _, g) in enumerate(RANK_WORDS_DE, 1)}
)
DE.update(
    {
        f"rank.after.{n}": ("hinter einer " if g == "f" else "hinter einem ") + w
        for n, (w, _, g) in enumerate(RANK_WORDS_DE, 1)
    }
)
# How many rows, columns or cards of a rank, in words ("four rows of thirteen"); a larger number as digits.
NUMBER_WORDS = {
    "en": "two three four five six seven eight nine ten eleven twelve thirteen fourteen",
    "de": "zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn",
}
EN.update({f"number.word.{n}": w for n, w in enumerate(NUMBER_WORDS["en"].split(), 2)})
DE.update({f"number.word.{n}": w for n, w in enumerate(NUMBER_WORDS["de"].split(), 2)})
EN.update(
    {
        "page.new_dialog.paganini": "as Blue Moon with a short deck ({deck}): the 6 follows the ace",
        "page.new_dialog.paganini-ii": "two decks, aces in play; the first column starts empty, no redeal",
        "page.new_dialog.double-blue-moon": "as Blue Moon, with two decks",
        "page.new_dialog.double-red-moon": "as Red Moon, with two decks",
        "page.new_dialog.house-of-commons": "as Montana with a short deck ({deck}); a gap {after} is dead",
        "page.new_dialog.line-up": "a short deck ({deck}), the {lifted} taken out for the gaps; no redeal",
        "page.new_dialog.station": "as Montana; a redeal leaves each row's gap in its last column",
        "page.new_dialog.double-montana": "as Montana, with two decks",
        "page.new_dialog.rectangular-rovers": "as Line Up; a gap takes any card next to it, and none is ever dead",
        "rules.deck.short": "The deck is short: {ranks} of each suit, {cards} cards.",
        "rules.deck.run": "the {low} to the {high}",
        "rules.deck.single": "the {rank}",
        "rules.deck.pair": "{first} and {second}",
        "rules.deck.two": (
            "Two decks are shuffled together, {cards} cards: each card is there twice, either copy may fill a gap, "
            "and each suit fills two rows."
        ),
        "rules.deal.first_empty": (
            "All {cards} cards are dealt into {rows} rows, in columns 2 to {columns}; the first column stays empty, "
            "so every row opens with a gap at its left edge, and the {base} stay where they fall."
        ),
        "rules.ranks.range": "{low} to {high}",
        "rules.move.skip": (
            "The deck has no {missing}: in a row the {high} comes straight after the {low}, so a gap after the "
            "{low} takes only the {high}."
        ),
        "rules.move.neighbour": (
            "A gap takes any card from the cell directly above it, below it, or to its left or right, whatever "
            "its suit and rank. A row does not wrap round: its last cell and the next row's first are not "
            "neighbours."
        ),
        "rules.move.neighbour_edge": (
            "A gap at the left edge takes a card the same way, and no gap is ever dead: a gap with only gaps next "
            "to it takes a card again as soon as one moves beside it."
        ),
        "rules.redeal.last_column": "each row gets its gap in its last column, however long its run",
        "rules.tips.neighbour": "A card moves one cell at a time: plan its way through the gaps before you set out.",
        "layout.reason.out_of_deck": "it holds a card that this game's deck does not have",
        "cell.gap_alone": "gap with no card next to it",
    }
)
DE.update(
    {
        "page.new_dialog.paganini": "wie Blue Moon mit kurzem Blatt ({deck}): Die Sechs folgt auf das Ass",
        "page.new_dialog.paganini-ii": "zwei Blätter, Asse spielen mit; die erste Spalte beginnt leer, ohne Mischen",
        "page.new_dialog.double-blue-moon": "wie Blue Moon, mit zwei Blättern",
        "page.new_dialog.double-red-moon": "wie Red Moon, mit zwei Blättern",
        "page.new_dialog.house-of-commons": "wie Montana mit kurzem Blatt ({deck}); eine Lücke {after} ist tot",
        "page.new_dialog.line-up": "kurzes Blatt ({deck}), die {lifted} kommen für die Lücken heraus; ohne Mischen",
        "page.new_dialog.station": "wie Montana; beim Mischen kommt jede Lücke in die letzte Spalte ihrer Reihe",
        "page.new_dialog.double-montana": "wie Montana, mit zwei Blättern",
        "page.new_dialog.rectangular-rovers": (
            "wie Line Up; eine Lücke nimmt jede Karte neben ihr, und keine ist je tot"
        ),
        "rules.deck.short": "Das Blatt ist kurz: {ranks} jeder Farbe, {cards} Karten.",
        "rules.deck.run": "{low} bis {high}",
        "rules.deck.single": "{rank}",
        "rules.deck.pair": "{first} und {second}",
        "rules.deck.two": (
            "Zwei Blätter werden zusammen gemischt, {cards} Karten: Jede Karte gibt es zweimal, jede der beiden darf "
            "in eine Lücke, und jede Farbe füllt zwei Reihen."
        ),
        "rules.deal.first_empty": (
            "Alle {cards} Karten werden in {rows} Reihen in die Spalten 2 bis {columns} ausgelegt; die erste Spalte "
            "bleibt frei, so beginnt jede Reihe mit einer Lücke am linken Rand, und die {base} bleiben liegen, wo "
            "sie hinfallen."
        ),
        "rules.ranks.range": "{low} bis {high}",
        "rules.move.skip": (
            "Das Blatt hat keine {missing}: In einer Reihe folgt auf {low} gleich {high}, hinter {low} passt "
            "also nur {high}."
        ),
        "rules.move.neighbour": (
            "Eine Lücke nimmt jede Karte aus dem Feld direkt über, unter, links oder rechts neben ihr, gleich "
            "welcher Farbe und welchen Rangs. Eine Reihe geht nicht um die Ecke: Ihr letztes Feld und das erste "
            "der nächsten Reihe sind keine Nachbarn."
        ),
        "rules.move.neighbour_edge": (
            "Eine Lücke am linken Rand nimmt Karten genauso, und keine Lücke ist je tot: Hat eine Lücke nur "
            "Lücken neben sich, nimmt sie wieder eine Karte, sobald eine neben sie rückt."
        ),
        "rules.redeal.last_column": (
            "jede Reihe bekommt ihre Lücke in ihrer letzten Spalte, wie lang ihre Folge auch ist"
        ),
        "rules.tips.neighbour": (
            "Eine Karte zieht Feld für Feld: Plane ihren Weg durch die Lücken, bevor du losziehst."
        ),
        "layout.reason.out_of_deck": "sie enthält eine Karte, die es im Blatt dieses Spiels nicht gibt",
        "cell.gap_alone": "Lücke ohne Karte neben ihr",
    }
)

# -- Spoilt, the family's twentieth game: a board dealt face down, played from a waste (solitaire.spoilt). Its
# name is a proper name in German too. German: the waste is the *Ablage*, the talon the *Talon*; a card lies
# *verdeckt* (face down) or *aufgedeckt* (face up: not "offen", which is a live gap's word).
EN["variant.spoilt"] = DE["variant.spoilt"] = "Spoilt"
EN.update(
    {
        "page.new_dialog.spoilt": (
            "a short deck ({deck}) dealt face down; only the waste card moves, to its rank's column and its "
            "suit's row, and turns up the card there; no redeal"
        ),
        "rules.goal.face_down": (
            "Turn all {total} cards face up. A finished row holds {ranks} of one suit, left to right: a card's "
            "rank fixes its column, its suit its row. Any suit may go in any row."
        ),
        "rules.deal.face_down": (
            "The first {down} cards are dealt face down into {rows} rows, in columns 2 to {columns}; the first "
            "column of every row stays empty. The next card is turned face up onto the waste, and the last "
            "{talon} wait face down in the talon."
        ),
        "rules.move.waste_column": (
            "Only the waste card moves. Its rank fixes its column, in a finished row's order: the {first} goes "
            "in the first column, the {last} in the last, every rank between in its own."
        ),
        "rules.move.waste_row": (
            "Its suit fixes its row: the row that already shows that suit face up. For a suit no row shows yet, "
            "any row with no card face up will do, and you pick it; from then on that row is the suit's."
        ),
        "rules.move.turn_up": (
            "Played onto a face-down card, the waste card takes its cell, and the card that lay there is turned "
            "face up: it is the new waste card."
        ),
        "rules.move.empty_first": (
            "The {base} go into the empty first cells. Nothing lies there to turn up, so the waste is left "
            "empty, and the talon turns its next card onto it."
        ),
        "rules.redeal.talon": (
            "The talon's {talon} cards are turned one at a time, each when the waste is left empty; the talon "
            "is never gathered and turned again."
        ),
        "rules.end.face_up": (
            "A card face up is in place: it lies in its rank's column, in its suit's row. Your score is the "
            "number of cards face up, out of {total}."
        ),
        "rules.end.face_down_win": (
            "The game ends when the last of the {base} is played: the waste is then left empty with the talon "
            "out. You win with all {total} face up; with cards still face down, you lose."
        ),
        "rules.end.undo_moves": "Undo and redo are unlimited.",
        "rules.tips.face_down": (
            "Your one choice is the row for a suit's first card, when more than one row shows no card face "
            "up yet: every other move is forced. Undo lets you try another row."
        ),
    }
)
DE.update(
    {
        "page.new_dialog.spoilt": (
            "kurzes Blatt ({deck}), verdeckt ausgelegt; nur die Karte auf der Ablage zieht, in die Spalte ihres "
            "Rangs und die Reihe ihrer Farbe, und deckt die Karte dort auf; ohne Mischen"
        ),
        "rules.goal.face_down": (
            "Decke alle {total} Karten auf. Eine fertige Reihe hält von links nach rechts {ranks} einer Farbe: "
            "Der Rang einer Karte bestimmt ihre Spalte, ihre Farbe ihre Reihe. Jede Farbe darf in jede Reihe."
        ),
        "rules.deal.face_down": (
            "Die ersten {down} Karten werden verdeckt in {rows} Reihen in die Spalten 2 bis {columns} ausgelegt; "
            "die erste Spalte jeder Reihe bleibt frei. Die nächste Karte kommt aufgedeckt auf die Ablage, die letzten "
            "{talon} warten verdeckt im Talon."
        ),
        "rules.move.waste_column": (
            "Nur die Karte auf der Ablage zieht. Ihr Rang bestimmt ihre Spalte, in der Reihenfolge einer fertigen "
            "Reihe: {first} kommt in die erste Spalte, {last} in die letzte, jeder Rang dazwischen in seine eigene."
        ),
        "rules.move.waste_row": (
            "Ihre Farbe bestimmt ihre Reihe: die Reihe, in der diese Farbe schon aufgedeckt liegt. Zeigt noch "
            "keine Reihe ihre Farbe, passt jede Reihe ohne aufgedeckte Karte, und du wählst sie; von da an "
            "gehört diese Reihe der Farbe."
        ),
        "rules.move.turn_up": (
            "Auf eine verdeckte Karte gespielt, nimmt die Karte von der Ablage ihr Feld ein, und die Karte, die "
            "dort lag, wird aufgedeckt: Sie ist die neue Karte auf der Ablage."
        ),
        "rules.move.empty_first": (
            "Die {base} kommen in die leeren ersten Felder. Dort liegt nichts zum Aufdecken, also bleibt die "
            "Ablage leer, und der Talon deckt seine nächste Karte darauf auf."
        ),
        "rules.redeal.talon": (
            "Die {talon} Karten des Talons werden einzeln aufgedeckt, jede, wenn die Ablage leer geblieben ist; "
            "der Talon wird nie eingesammelt und neu aufgelegt."
        ),
        "rules.end.face_up": (
            "Eine aufgedeckte Karte liegt richtig: in der Spalte ihres Rangs, in der Reihe ihrer Farbe. Deine "
            "Punktzahl ist die Zahl der aufgedeckten Karten, von {total}."
        ),
        "rules.end.face_down_win": (
            "Das Spiel endet, wenn die letzte der {base} gespielt ist: Dann bleibt die Ablage leer, und der Talon "
            "ist aufgebraucht. Du gewinnst, wenn alle {total} aufgedeckt sind; liegen noch Karten verdeckt, hast "
            "du verloren."
        ),
        "rules.end.undo_moves": "Rückgängig und Wiederholen gehen beliebig oft.",
        "rules.tips.face_down": (
            "Du wählst nur eines: die Reihe für die erste Karte einer Farbe, wenn noch mehr als eine Reihe "
            "keine aufgedeckte Karte zeigt; jeder andere Zug ist vorgegeben. Mit Rückgängig probierst du "
            "eine andere Reihe."
        ),
    }
)

# -- the analysis worker: how sure "Winnable from here?" is, Look longer (issue 16) ---------------
EN.update(
    {
        "verdict.said.won": "Winnable from here: yes, there is a win.",
        "verdict.said.unwinnable": "Winnable from here: no, whatever you play, the game ends stuck.",
        "verdict.said.unwinnable_over": (
            "Winnable from here: no, the game is stuck: no card can move and no redeal is left."
        ),
        "verdict.said.pending": "Winnable from here: not sure yet, still looking.",
        "verdict.said.unknown": "Winnable from here: not sure, no win or loss found in the time given.",
        "page.look_longer.label": "Look longer",
        "page.look_longer.title": "Not sure yet: search this position for longer",
        "ui.look_longer.started": "Looking longer for a win from here…",
        "ui.look_longer.nothing": "There is nothing more to look for: the answer is known.",
        "ui.hint.looking": "Looking for a hint…",
    }
)
DE.update(
    {
        "verdict.said.won": "Noch zu gewinnen: ja, es gibt einen Weg zum Sieg.",
        "verdict.said.unwinnable": "Noch zu gewinnen: nein, was du auch spielst, das Spiel bleibt stecken.",
        "verdict.said.unwinnable_over": (
            "Noch zu gewinnen: nein, das Spiel steckt fest: Keine Karte lässt sich bewegen, "
            "und du kannst nicht mehr mischen."
        ),
        "verdict.said.pending": "Noch zu gewinnen: noch unklar, der Computer sucht weiter.",
        "verdict.said.unknown": "Noch zu gewinnen: unklar, in der Zeit fand sich weder Sieg noch Niederlage.",
        "page.look_longer.label": "Länger suchen",
        "page.look_longer.title": "Noch unklar: diese Stellung länger durchsuchen",
        "ui.look_longer.started": "Der Computer sucht länger nach einem Sieg von hier …",
        "ui.look_longer.nothing": "Hier gibt es nichts mehr zu suchen: Die Antwort steht fest.",
        "ui.hint.looking": "Suche einen Tipp …",
    }
)

# -- the slips a new player found (issue 25): the Stop in the bar and the mark on New ------------------
EN.update(
    {
        "page.stop_play.label": "Stop",
        "page.stop_play.title": "Stop playing (Esc)",
        "page.new.title_daily": "Deal a new game. The dot: {mark}.",
    }
)
DE.update(
    {
        "page.stop_play.label": "Stopp",
        "page.stop_play.title": "Nicht weiterspielen (Esc)",
        "page.new.title_daily": "Ein neues Spiel austeilen. Der Punkt: {mark}.",
    }
)

# -- Spoilt on the page: its cells and the row below the board (the waste, the talon), and its taps -------
EN.update(
    {
        "cell.face_down": "card face down",
        "cell.waste": "waste: {card}, the card that moves",
        "cell.waste_empty": "waste, empty",
        "cell.talon.one": "talon, {n} card face down",
        "cell.talon.other": "talon, {n} cards face down",
        "cell.talon_empty": "talon, empty",
        "cell.spoilt_gap": "empty cell, for its row's 7",
        "cell.spoilt_gap_takes": "empty cell, takes the {card} from the waste",
        "tap.spoilt_from_waste": "Only the waste card moves: tap it, or the cell it goes to.",
        "tap.spoilt_goes_there": "The {card} from the waste goes into column {column}, not here.",
        "tap.spoilt_pick_row": "No row shows this suit yet: pick the row the {card} starts.",
        "tap.spoilt_in_place": "This card is face up: it is in place for good.",
        "tap.spoilt_no_waste": "The waste is empty: the game is over.",
    }
)
DE.update(
    {
        "cell.face_down": "verdeckte Karte",
        "cell.waste": "Ablage: {card}, die Karte, die zieht",
        "cell.waste_empty": "Ablage, leer",
        "cell.talon.one": "Talon, {n} verdeckte Karte",
        "cell.talon.other": "Talon, {n} verdeckte Karten",
        "cell.talon_empty": "Talon, leer",
        "cell.spoilt_gap": "leeres Feld, für die Sieben seiner Reihe",
        "cell.spoilt_gap_takes": "leeres Feld, nimmt {card} von der Ablage",
        "tap.spoilt_from_waste": "Nur die Karte auf der Ablage zieht: Tippe sie an oder das Feld, in das sie gehört.",
        "tap.spoilt_goes_there": "{card} von der Ablage gehört in Spalte {column}, nicht hierher.",
        "tap.spoilt_pick_row": "Noch keine Reihe zeigt diese Farbe: Wähle die Reihe, die {card} beginnt.",
        "tap.spoilt_in_place": "Diese Karte ist aufgedeckt: Sie liegt für immer richtig.",
        "tap.spoilt_no_waste": "Die Ablage ist leer: Das Spiel ist zu Ende.",
    }
)

# -- the installed app (issue 31): the Install button, the links its shortcuts open ---------------------
EN.update(
    {
        "page.install.label": "Install",
        "page.install.title": "Install the game as an app on this device: it opens in its own window and plays offline",
        "link.bad_winnable": (
            "The link's winnable={value} is not understood; &winnable (or &winnable=1) asks for a deal proved winnable."
        ),
        "link.winnable_and_deal": "The link names a deal and asks for a winnable one too; the named deal opens.",
        "link.bad_practice": (
            "The link's practice={value} is not understood; &practice (or &practice=1) opens the deal as practice."
        ),
        "link.practice_without_deal": "The link asks for practice but names no deal; practice needs a deal number.",
        "link.daily_practice": "A daily deal is played by its own rules; the link's practice was not used.",
    }
)
DE.update(
    {
        "page.install.label": "Installieren",
        "page.install.title": (
            "Das Spiel als App auf diesem Gerät installieren: Es öffnet sich in einem eigenen Fenster und läuft offline"
        ),
        "link.bad_winnable": (
            "Der Wert winnable={value} im Link ist unbekannt; &winnable (oder &winnable=1) verlangt ein "
            "bewiesen gewinnbares Spiel."
        ),
        "link.winnable_and_deal": (
            "Der Link nennt ein Spiel und verlangt auch ein gewinnbares; das genannte Spiel öffnet sich."
        ),
        "link.bad_practice": (
            "Der Wert practice={value} im Link ist unbekannt; &practice (oder &practice=1) öffnet das Spiel als Übung."
        ),
        "link.practice_without_deal": (
            "Der Link verlangt eine Übung, nennt aber kein Spiel; eine Übung braucht eine Nummer."
        ),
        "link.daily_practice": (
            "Ein Tagesspiel gilt nach seinen eigenen Regeln; die Übung im Link wurde nicht verwendet."
        ),
    }
)

MESSAGES: dict[str, dict[str, str]] = {"en": EN, "de": DE}

_current = DEFAULT_LANGUAGE


def set_language(code: str) -> str:
    """Make ``code`` the language of every later text; an unknown code gives English. Returns the language set."""
    global _current
    _current = code if code in LANGUAGES else DEFAULT_LANGUAGE
    return _current


def language() -> str:
    return _current


def t(key: str, /, **params: Any) -> str:
    """The text of ``key`` in the current language, its ``{placeholders}`` filled from ``params``.

    A key missing in the current language falls back to English, then to the key itself
    (the tests keep both catalogues complete; the page never breaks on a missing text)."""
    text = MESSAGES[_current].get(key)
    if text is None:
        text = EN.get(key, key)
    return text.format(**params) if params else text


def tn(key: str, n: int, /, **params: Any) -> str:
    """The text of ``key.one`` (n == 1) or ``key.other``, with ``{n}`` and ``params`` filled in."""
    return t(f"{key}.{'one' if n == 1 else 'other'}", n=n, **params)


def variant_title(name: str) -> str:
    """A variant's name as players know it ("Gaps"); an unknown one title-cased."""
    key = f"variant.{name}"
    return t(key) if key in MESSAGES["en"] else name.title()


class Text:
    """A text in the language current when it is shown (``str(text)``), not when it was made: a catalogue
    key and its parameters, each a plain value or a Text (or VariantName) of its own. A notice that stays on
    screen is written again from it when the player switches language."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params

    def __str__(self) -> str:
        return t(self.key, **{name: str(value) for name, value in self.params.items()})

    def __repr__(self) -> str:
        return f"Text({self.key!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.key, self.params) == (other.key, other.params)

    __hash__ = None  # type: ignore[assignment]


class VariantName:
    """A variant's name in the language current when it is shown (:func:`variant_title`)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return variant_title(self.name)

    def __repr__(self) -> str:
        return f"VariantName({self.name!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, VariantName) and self.name == other.name

    __hash__ = None  # type: ignore[assignment]


def primary(tag: str) -> str:
    """The primary subtag of a language tag, lower case: ``de-AT`` -> ``de``."""
    return tag.strip().replace("_", "-").split("-")[0].lower()


def pick_language(stored: str | None, browser: Iterable[str]) -> str:
    """The language to use: the stored choice if it is one we have, else the first browser language
    we have (by its primary subtag: ``de-CH`` is German), else English."""
    if stored in LANGUAGES:
        return stored
    for tag in browser:
        code = primary(str(tag))
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def placeholders(text: str) -> set[str]:
    """The names of the ``{placeholders}`` in ``text``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def prefixed(prefix: str, messages: Mapping[str, Mapping[str, str]] = MESSAGES) -> dict[str, dict[str, str]]:
    """The texts whose key starts with ``prefix``, per language (``loading.`` for js/loading.js)."""
    return {code: {k: v for k, v in table.items() if k.startswith(prefix)} for code, table in messages.items()}


__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "MESSAGES",
    "Text",
    "VariantName",
    "language",
    "pick_language",
    "placeholders",
    "prefixed",
    "set_language",
    "t",
    "tn",
]
