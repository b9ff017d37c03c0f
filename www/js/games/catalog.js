// The games the site plays, as the home page lists them: what the home page
// needs without loading any game's engine (its words, a game's hook and
// summary, are in www/locales/<language>/home.ftl). The engine's own catalog
// (`games()` in each game's wasm) must agree on ids and names; the wasm
// tests check it.

export const CATALOG = [
  {
    id: 'double-ring',
    name: 'Double Ring',
    players: 2,
    printable: true,
  },
  {
    id: 'double-take',
    name: 'Double Take',
    players: 2,
  },
  {
    id: 'king-of-rings',
    name: 'The King of Rings',
    players: 2,
  },
  {
    id: 'one-ring',
    name: 'The One Ring',
    players: 2,
  },
  {
    id: 'double-eighteen-stone',
    name: 'DoubleEIGHTEEN-STONEchess',
    players: 2,
  },
  {
    id: 'chess',
    name: 'Chess',
    players: 2,
  },
];

/** The catalog's entry for a game id, or undefined. */
export const catalogEntry = (id) => CATALOG.find((game) => game.id === id);
