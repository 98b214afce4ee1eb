// The board a link names, worked out before Python starts, for js/paint.js's first paint.
//
// A port of the deal contract (docs/deal.md): SplitMix64, Fisher-Yates, the seven openings,
// the daily deal, and the reading of a link's query and of a layout string as
// py/app/core/links.py and solitaire.Position.from_layout read them. It plays nothing: no move,
// no redeal, no gap's verdict. tests/test_deal_js.py runs this file in Node against the
// engine over many seeds of every preset and many days, so a link can never paint one deal
// and Python play another; on any doubt (a value Python would refuse or read otherwise)
// it answers null and the page paints no board.
//
// The facts of the games are the engine's, not this file's: scripts/build.py (deal_data) writes
// into the built copy, in place of the null below, each preset's opening, its deck (the ranks of a
// suit in deal order, as letters), decks and lifted rank, its board (rows, columns, gaps, ranks in
// play), the aliases, and the daily pools' seeds (py/solitaire/data/daily.txt). Without them (the
// unbuilt source) every answer is null: no board is painted.
(() => {
  "use strict";
  // {games: {preset: {opening, deck, decks, lifted, ranks, rows, columns, gaps}}, aliases: {alias: preset},
  //  daily: {versions: [[number, first day], ...], pools: {number: {variant: [pool name, [seed, ...]]}}}}
  const DATA = /* the games, aliases and daily pools (deal_data), written in by scripts/build.py */ null;

  const MASK = (1n << 64n) - 1n;
  const GAMMA = 0x9e3779b97f4a7c15n;
  const ORIGIN = 0x6a09e667f3bcc908n;
  const SEED_MAX = 2 ** 32 - 1;
  const SUITS = "CDHS";
  const GAP = "--";
  const own = (object, key) => Boolean(object) && Object.prototype.hasOwnProperty.call(object, key);
  // The preset's entry in the data, or null (an unknown name, or no data).
  const gameOf = (variant) => (typeof variant === "string" && own(DATA?.games, variant) ? DATA.games[variant] : null);

  const mix64 = (z) => {
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  };
  const fnv1a64 = (text) => {
    let h = 0xcbf29ce484222325n;
    for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & MASK;
    return h;
  };
  // A SplitMix64 stream started from a list of words (docs/deal.md), with below() and shuffle().
  const stream = (words) => {
    let state = ORIGIN;
    for (const word of words) state = mix64(((state ^ (BigInt(word) & MASK)) + GAMMA) & MASK);
    const next64 = () => {
      state = (state + GAMMA) & MASK;
      return mix64(state);
    };
    const below = (n) => {
      const big = BigInt(n);
      const limit = (1n << 64n) - ((1n << 64n) % big);
      for (;;) {
        const x = next64();
        if (x < limit) return Number(x % big);
      }
    };
    const shuffle = (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [items[i], items[j]] = [items[j], items[i]];
      }
    };
    return { next64, shuffle };
  };

  // The cards dealt, before the shuffle: for each deck, each suit C, D, H, S, the deck's ranks in order
  // (solitaire.deal.deck_of; the data's deck already leaves out what row-end does not deal).
  const deckOf = (game) => {
    const cards = [];
    for (let d = 0; d < game.decks; d++) for (const suit of SUITS) for (const rank of game.deck) cards.push(rank + suit);
    return cards;
  };
  const isAce = (card) => card[0] === "A";
  const layoutOf = (cells, game) => {
    const rows = [];
    for (let r = 0; r < game.rows; r++) rows.push(cells.slice(r * game.columns, (r + 1) * game.columns).join(""));
    return rows.join("/");
  };

  // The opening layout of (variant, seed): solitaire.opening(preset(variant), seed).layout().
  const opening = (variant, seed) => {
    const game = gameOf(variant);
    if (!game || !Number.isInteger(seed) || seed < 0 || seed > SEED_MAX) return null;
    const { opening: kind, rows, columns } = game;
    const cards = deckOf(game);
    stream([seed, 0]).shuffle(cards);
    if (kind === "row-end") {
      const cells = [];
      for (let r = 0; r < rows; r++) cells.push(...cards.slice(r * (columns - 1), (r + 1) * (columns - 1)), GAP);
      return layoutOf(cells, game);
    }
    if (kind === "ace-holes" || kind === "top-holes") {
      return layoutOf(cards.map((card) => (card[0] === game.lifted ? GAP : card)), game);
    }
    const cells = new Array(rows * columns).fill(GAP);
    if (kind === "aces-left" || kind === "first-empty") {
      cards.forEach((card, n) => {
        cells[Math.floor(n / (columns - 1)) * columns + 1 + (n % (columns - 1))] = card;
      });
      if (kind === "aces-left") {
        // Where the aces lie, all found before any moves (with two decks an ace's twin is no marker).
        const found = [...cells.keys()].filter((i) => isAce(cells[i]));
        const aces = found.map((i) => cells[i]);
        for (const i of found) cells[i] = GAP;
        aces.forEach((ace, row) => {
          cells[row * columns] = ace;
        });
      }
      return layoutOf(cells, game);
    }
    if (kind === "face-down") {
      // Spoilt (solitaire.spoilt.deal): face down (lower case) into every column but the first, then the waste
      // card and the talon, next card first (face down), as the layout's last row.
      const dealt = rows * (columns - 1);
      cards.slice(0, dealt).forEach((card, n) => {
        cells[Math.floor(n / (columns - 1)) * columns + 1 + (n % (columns - 1))] = card.toLowerCase();
      });
      const rest = cards.slice(dealt);
      return `${layoutOf(cells, game)}/${rest[0]}${rest.slice(1).join("").toLowerCase()}`;
    }
    if (kind !== "aces-first") return null; // an opening this port does not know
    cards.filter(isAce).forEach((ace, row) => {
      cells[row * columns] = ace;
    });
    cards
      .filter((card) => !isAce(card))
      .forEach((card, n) => {
        cells[Math.floor(n / (columns - 2)) * columns + 2 + (n % (columns - 2))] = card;
      });
    return layoutOf(cells, game);
  };

  // A layout string of the variant's board read as Position.from_layout reads it, or null: the board's
  // rows of its columns' two-letter tokens, only ranks in play, each card at most once a deck, one gap a row.
  const readLayout = (variant, text) => {
    const game = gameOf(variant);
    if (!game || typeof text !== "string") return null;
    if (game.opening === "face-down") return readFaceDown(game, text);
    const { rows, columns } = game;
    const lines = text.split("/");
    if (lines.length !== rows || lines.some((line) => line.length !== 2 * columns)) return null;
    const seen = new Map();
    let gaps = 0;
    for (const line of lines) {
      for (let c = 0; c < columns; c++) {
        const cell = line.slice(2 * c, 2 * c + 2);
        if (cell === GAP) {
          gaps += 1;
          continue;
        }
        if (!game.ranks.includes(cell[0]) || !SUITS.includes(cell[1])) return null;
        const times = (seen.get(cell) || 0) + 1;
        if (times > game.decks) return null;
        seen.set(cell, times);
      }
    }
    return gaps === game.gaps ? text : null;
  };

  // A Spoilt layout read as solitaire.spoilt.SpoiltPosition.from_layout reads it, or null: the board's rows (a
  // face-down card in lower case), then the waste and the talon (face down); every card once; a position a game
  // can reach (an empty cell only in the first column and no face-down card there, a face-up card in its rank's
  // column, one suit a row and a row a suit, no talon behind an empty waste).
  const readFaceDown = (game, text) => {
    const { rows, columns } = game;
    const lines = text.split("/");
    const last = lines[rows];
    const most = game.ranks.length * SUITS.length - rows * (columns - 1) + 1;
    if (lines.length !== rows + 1 || lines.slice(0, rows).some((line) => line.length !== 2 * columns)) return null;
    if (last.length % 2 || last.length < 2 || last.length > 2 * most) return null;
    const seen = new Set();
    const card = (token) => {
      const upper = token.toUpperCase();
      if (!game.ranks.includes(upper[0]) || !SUITS.includes(upper[1]) || seen.has(upper)) return null;
      if (token !== upper && token !== token.toLowerCase()) return null;
      seen.add(upper);
      return { card: upper, down: token !== upper };
    };
    const suitOfRow = new Map();
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const token = lines[r].slice(2 * c, 2 * c + 2);
        if (token === GAP) {
          if (c) return null;
          continue;
        }
        const found = card(token);
        if (!found || (found.down && c === 0)) return null;
        if (found.down) continue;
        if (game.ranks.indexOf(found.card[0]) !== c) return null;
        if (suitOfRow.has(r) && suitOfRow.get(r) !== found.card[1]) return null;
        suitOfRow.set(r, found.card[1]);
      }
    }
    if (new Set(suitOfRow.values()).size !== suitOfRow.size) return null;
    const waste = last.slice(0, 2);
    if (waste !== GAP) {
      const found = card(waste);
      if (!found || found.down) return null;
    }
    for (let i = 2; i < last.length; i += 2) {
      const found = card(last.slice(i, i + 2));
      if (!found || !found.down) return null;
    }
    if (waste === GAP && last.length > 2) return null;
    return seen.size === game.ranks.length * SUITS.length ? text : null;
  };

  // Days since 1970-01-01 of a YYYY-MM-DD text, or null when it is not a real day so written.
  const dayNumber = (text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return null;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    return Math.round(date.getTime() / 86400000);
  };

  // The seed of the daily deal of variant on day (YYYY-MM-DD): solitaire.daily.daily_deal's, or null.
  const dailySeed = (variant, day) => {
    const data = DATA?.daily;
    const e = dayNumber(day);
    if (!data || e === null || e > dayNumber("9999-12-31")) return null;
    const version = data.versions.filter(([, first]) => dayNumber(first) <= e).pop();
    const pools = version && data.pools[String(version[0])];
    const pool = own(pools, variant) ? pools[variant] : null;
    if (!pool || !pool[1].length) return null;
    const [name, seeds] = pool;
    const days = e - dayNumber(version[1]);
    const order = [...Array(seeds.length).keys()];
    stream([fnv1a64(name), Math.floor(days / seeds.length)]).shuffle(order);
    return seeds[order[days % seeds.length]];
  };

  // Python's str.strip() for the whitespace a link may hold; any other text is taken as it is.
  const SPACE = /^[ \t\n\r\f\v]*([^]*?)[ \t\n\r\f\v]*$/;
  const stripped = (text) => SPACE.exec(text)[1];
  const localDay = (now) =>
    `${String(now.getFullYear()).padStart(4, "0")}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

  // The board a page's query names, as py/app/core/links.py and arrival.open_link deal it:
  // {variant, layout} or null (no deal named, or any value Python would refuse or drop).
  // today: the device's local day (YYYY-MM-DD); a daily deal after it is not painted.
  const fromQuery = (search, today = localDay(new Date())) => {
    let params;
    try {
      params = new URLSearchParams(search);
    } catch {
      return null;
    }
    const variantText = params.get("variant");
    if (variantText === null) return null;
    const named = stripped(variantText).toLowerCase();
    const variant = own(DATA?.aliases, named) ? DATA.aliases[named] : named;
    if (!gameOf(variant)) return null;
    const redeals = params.get("redeals");
    if (redeals !== null && !/^[0-3]$/.test(stripped(redeals))) return null;
    const daily = params.get("daily");
    if (daily !== null) {
      const given = stripped(daily);
      const day = given.toLowerCase() === "today" ? today : given; // the installed app's shortcut
      const seed = dayNumber(day) !== null && dayNumber(day) <= dayNumber(today) ? dailySeed(variant, day) : null;
      return seed === null ? null : { variant, layout: opening(variant, seed) };
    }
    const seedText = params.get("seed");
    if (seedText === null || !/^\d+$/.test(stripped(seedText))) return null;
    const seed = Number(stripped(seedText).replace(/^0+(?=\d)/, "").slice(0, 11));
    if (seed > SEED_MAX) return null;
    const layoutText = params.get("layout");
    const layout = layoutText === null ? opening(variant, seed) : readLayout(variant, stripped(layoutText));
    return layout === null ? null : { variant, layout };
  };

  globalThis.solitaireDeal = { opening, readLayout, dailySeed, fromQuery };
})();
