// The games the site plays, as the home page lists them: what the home page
// needs without loading any game's engine. The engine's own catalog
// (`games()` in each game's wasm) must agree on ids and names; the wasm
// tests check it.

export const CATALOG = [
  {
    id: 'double-ring',
    name: 'Double Ring',
    players: 2,
    hook: 'Skip two rings, make a double, be the last to move.',
    summary: 'A pen-and-paper ring game on a 9x9 grid. Five rules and any board from 3x3 to 19x19, with an exact solver for the endgame.',
    printable: true,
  },
  {
    id: 'double-take',
    name: 'Double Take',
    players: 2,
    hook: 'Sandwich enemy pieces; first with four on the far row wins.',
    summary: 'Andrew Perkis’s custodian-capture race on two interleaved networks of points.',
  },
  {
    id: 'king-of-rings',
    name: 'The King of Rings',
    players: 2,
    hook: 'Knights collect rings and leap exactly as far as they hold.',
    summary: 'Seven knights a side on a 7x7 board of rings worth 1, 3 or 5 points. Capture a holder to take its whole stack; the most points wins.',
  },
  {
    id: 'one-ring',
    name: 'The One Ring',
    players: 2,
    hook: 'Chess on 42 squares, where the Ring corrupts its wearer.',
    summary: 'Robert Price’s chess variant. White’s first loss brings in the One Ring: it lends new moves, corrupts a captured wearer, and wins if White destroys it.',
  },
  {
    id: 'double-eighteen-stone',
    name: 'DoubleEIGHTEEN-STONEchess',
    players: 2,
    hook: 'Two chess armies on one wide board, and 18 grey stones to swap with or push in a line.',
    summary: 'David Short’s double chess on 16 x 9 squares, one king each. Swap a piece with a stone, or slide a line of stones.',
  },
  {
    id: 'chess',
    name: 'Chess',
    players: 2,
    hook: 'The classic game, by the FIDE rules.',
    summary: 'Play a friend or the computer at five levels, and keep your games as standard PGN.',
  },
];

/** The catalog's entry for a game id, or undefined. */
export const catalogEntry = (id) => CATALOG.find((game) => game.id === id);
