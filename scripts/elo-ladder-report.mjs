// The Elo ladder's outputs, from the fits of scripts/elo-ladder.sh:
//   node scripts/elo-ladder-report.mjs <results dir> <game ids...>
// reads <dir>/<game>.fit.json (ringboard fit-elo --json) and <dir>/<game>.runs
// (how its round robins were played, a JSON line each) for the games named,
// merges them into docs/ladder.json (every game's last ladder, so that a run
// of one game keeps the others'), and writes from that file:
// - the "## The Elo ladder" section of docs/strength.md (the rest of the file is kept),
// - the chart docs/ladder.svg,
// - src/ai/ladder.rs, each game's level ratings rounded to 50 for the New game panel.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [dir, ...ids] = process.argv.slice(2);
const root = new URL('..', import.meta.url).pathname;
const dataFile = `${root}docs/ladder.json`;
const data = existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')) : { games: {} };
const names = Object.fromEntries(execFileSync(`${dir}/ringboard`, ['games'], { encoding: 'utf8' })
  .trim().split('\n').map((line) => line.split('\t').slice(0, 2)));
const order = Object.keys(names);
for (const id of ids) {
  const file = `${dir}/${id}.fit.json`;
  if (!existsSync(file)) continue;
  const runs = existsSync(`${dir}/${id}.runs`)
    ? readFileSync(`${dir}/${id}.runs`, 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : [];
  data.games[id] = { name: names[id], runs, fit: JSON.parse(readFileSync(file, 'utf8')) };
}
const games = order.filter((id) => data.games[id]);
writeFileSync(dataFile, `${JSON.stringify(data, null, 1)}\n`);

// The players in ladder order: random, greedy, level1 to level5 (each maybe with a budget).
const rank = (name) => {
  const base = name.split(':')[0];
  if (base === 'random') return 0;
  if (base === 'greedy') return 1;
  const level = /^level(\d)$/.exec(base);
  return level ? 1 + Number(level[1]) : 10;
};
const label = (name) => {
  const [base, budget] = name.split(':');
  const level = /^level(\d)$/.exec(base);
  const text = level ? `level ${level[1]}` : base;
  return budget ? `${text} (${budget.replace(/n$/, ' nodes')})` : text;
};
const players = (fit) => [...fit.players].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
const margin = (fit, a, b) => fit.differences.find((d) => (d.a === a && d.b === b) || (d.a === b && d.b === a))?.margin;
const round = (x, step) => Math.round(x / step) * step;
// Stockfish players (`stockfish1800`: Stockfish with UCI_LimitStrength at that
// UCI_Elo, scripts/vs-stockfish.py) put a game on Stockfish's scale: the shift
// that brings their fitted ratings closest to their UCI_Elo, on average.
const stockfishShift = (fit) => {
  const anchors = fit.players
    .map((p) => ({ p, elo: /^stockfish(\d+)$/.exec(p.name) }))
    .filter(({ elo }) => elo)
    .map(({ p, elo }) => Number(elo[1]) - p.elo);
  return anchors.length ? anchors.reduce((a, b) => a + b, 0) / anchors.length : null;
};
const pct = (x) => `${Math.round(100 * x)}%`;
const TARGET_GAP = 150;

// ---- docs/strength.md ----
function section() {
  const lines = ['## The Elo ladder', '',
    'How strong each level is, in each game: `random`, `greedy` (one ply: a win at once, else the best',
    'evaluation) and levels 1 to 5 at their real budgets play a round robin with both sides',
    '(`ringboard arena --swap-sides`; levels 3 to 5 by their node budgets, without the clocks that could',
    'cut them short on a busy machine: `--no-clock`, as they play natively on a free one), and',
    '`ringboard fit-elo` fits Elo ratings to all the games at once',
    '(maximum likelihood, a draw as half a point; 75% against an opponent is 191 Elo above it).',
    '`random` is 0 in every game, so a number compares levels within one game: it is not a human',
    'rating, and chess\'s 1000 is not The King of Rings\' 1000. The 95% intervals come from the fit\'s',
    'Fisher information. Each pairing counts one virtual draw besides its games, so that a player who',
    'won every game still gets a finite rating: where one level beat another in every game, the gap',
    'between them is at least what the table shows, not exactly it. The New game panel shows these',
    'ratings rounded to 50 (`src/ai/ladder.rs`).', '',
    'Re-run it all with one command (about 3 hours on two free cores):',
    '```sh', 'bash scripts/elo-ladder.sh                        # every game, 40 games a pairing at most, each pairing stopped after 300 s',
    'PAIR_SECONDS=150 bash scripts/elo-ladder.sh 20 chess # one game, fewer games, shorter pairings',
    'ONLY_FIT=1 bash scripts/elo-ladder.sh              # refit what target/elo-ladder holds and rewrite this section',
    '```',
    'A pairing stopped by `PAIR_SECONDS` counts the games it finished, so the strong levels, whose games',
    'take minutes, play fewer games than the weak ones and have wider intervals. The pairings of',
    'neighbours on the ladder run first, then those two rungs apart, and so on.', '',
    '![Each game\'s ladder: Elo per level with 95% intervals](ladder.svg)', ''];
  for (const id of games) {
    const { name, runs = [], fit } = data.games[id];
    const list = players(fit);
    const count = Math.max(7, list.length);
    const planned = (count * (count - 1)) / 2;
    const described = runs.map((run) => {
      const changed = run.changed ? run.changed.split(' ').map(label) : [];
      let who = run.players.split(' ').length === count ? 'the round robin' : `the pairings of ${run.players.split(' ').map(label).join(', ')}`;
      if (changed.length) who = `after a change to ${changed.join(' and ')}, ${who.replace('the round robin', 'the pairings')} that ${changed.length > 1 ? 'involve them' : 'involve it'}, again (their earlier games set aside)`;
      const openings = run.opening_plies ? `, each game opened by ${run.opening_plies} random plies` : '';
      return `${who}: up to ${run.games_per_pairing} games a pairing${openings}, each pairing stopped after ${run.pair_seconds ? `${run.pair_seconds} s` : 'no time limit'} (seed ${run.seed}, ${run.date})`;
    });
    const shift = stockfishShift(fit);
    lines.push(`### ${name}`, '',
      `${fit.games} games in ${fit.pairings.length} of the ${planned} pairings. ${described.length ? `Played: ${described.join('; then ')}.` : ''}`.trim(), '',
      ...(shift === null ? [] : [
        `On Stockfish's scale: its games against Stockfish with \`UCI_LimitStrength\` (0.1 s a move, \`scripts/vs-stockfish.py\`) are in the fit, and adding ${Math.round(shift)} to every rating brings the Stockfish players closest to their \`UCI_Elo\`. The New game panel shows the levels on that scale.`, '']),
      '| player | Elo | 95% interval | games | score | above the rung below (95%) |',
      '|---|---:|---:|---:|---:|---:|');
    list.forEach((p, i) => {
      const below = list[i - 1];
      let gap = '';
      if (below) {
        const d = p.elo - below.elo;
        gap = `${d >= 0 ? '+' : ''}${Math.round(d)} ±${Math.round(margin(fit, p.name, below.name) ?? 0)}`;
        if (rank(p.name) >= 3 && rank(p.name) < 10 && rank(below.name) >= 2 && d < TARGET_GAP) gap += ' (under 150)';
      }
      const interval = p.margin ? `${Math.round(p.elo - p.margin)} to ${Math.round(p.elo + p.margin)}` : 'anchor';
      lines.push(`| ${label(p.name)} | ${Math.round(p.elo)} | ${interval} | ${p.games} | ${pct(p.points / Math.max(1, p.games))} | ${gap} |`);
    });
    lines.push('', 'Points of the row\'s player against the column\'s, of the games played:', '',
      `| | ${list.map((p) => label(p.name)).join(' | ')} |`, `|---|${list.map(() => '---:').join('|')}|`);
    for (const row of list) {
      const cells = list.map((column) => {
        if (row === column) return '';
        const pairing = fit.pairings.find((q) => (q.a === row.name && q.b === column.name) || (q.a === column.name && q.b === row.name));
        if (!pairing) return '–';
        const points = pairing.a === row.name ? pairing.points : pairing.games - pairing.points;
        return `${points}/${pairing.games}`;
      });
      lines.push(`| ${label(row.name)} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

const docFile = `${root}docs/strength.md`;
let doc = existsSync(docFile) ? readFileSync(docFile, 'utf8')
  : '# How strong the computer is\n\nMeasured strength of the computer\'s levels and of changes to its search.\n\n';
const start = doc.indexOf('## The Elo ladder');
if (start < 0) {
  doc = `${doc.trimEnd()}\n\n${section()}`;
} else {
  const next = doc.slice(start + 3).search(/^## /m);
  const end = next < 0 ? doc.length : start + 3 + next;
  doc = `${doc.slice(0, start)}${section()}${end < doc.length ? `\n${doc.slice(end)}` : ''}`;
}
writeFileSync(docFile, `${doc.trimEnd()}\n`);

// ---- docs/ladder.svg: one panel a game, Elo per player with its interval ----
function chart() {
  const columns = 3;
  const width = 330;
  const height = 250;
  const pad = { left: 46, right: 24, top: 28, bottom: 44 };
  const rows = Math.ceil(games.length / columns);
  const out = [];
  const W = columns * width;
  const H = rows * height + 40;
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`);
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${W / 2}" y="20" text-anchor="middle" font-size="15" font-weight="bold">The Elo ladder: each level's rating in each game (random = 0), with 95% intervals</text>`);
  games.forEach((id, n) => {
    const { name, fit } = data.games[id];
    // Stockfish's players are in the tables; the chart shows the ladder itself.
    const list = players(fit).filter((p) => !/^stockfish/.test(p.name));
    const x0 = (n % columns) * width;
    const y0 = 40 + Math.floor(n / columns) * height;
    const low = Math.min(0, ...list.map((p) => p.elo - p.margin));
    const high = Math.max(500, ...list.map((p) => p.elo + p.margin));
    const step = high - low > 3000 ? 1000 : 500;
    const bottom = Math.floor(low / step) * step;
    const top = Math.ceil(high / step) * step;
    const plotH = height - pad.top - pad.bottom;
    const plotW = width - pad.left - pad.right;
    const y = (elo) => y0 + pad.top + plotH * (1 - (elo - bottom) / (top - bottom));
    // A column per rung, the same in every panel: random, greedy, levels 1 to 5, then any other.
    const slots = Math.max(7, ...list.map((p) => rank(p.name) + 1));
    const x = (i) => x0 + pad.left + plotW * ((Math.min(rank(list[i].name), slots - 1) + 0.5) / slots);
    out.push(`<g><text x="${x0 + pad.left + plotW / 2}" y="${y0 + 16}" text-anchor="middle" font-size="13" font-weight="bold">${name}</text>`);
    for (let v = bottom; v <= top; v += step) {
      out.push(`<line x1="${x0 + pad.left}" x2="${x0 + width - pad.right}" y1="${y(v)}" y2="${y(v)}" stroke="${v === 0 ? '#999' : '#e4e4e4'}"/>`);
      out.push(`<text x="${x0 + pad.left - 4}" y="${y(v) + 4}" text-anchor="end" fill="#555">${v}</text>`);
    }
    list.forEach((p, i) => {
      const cx = x(i);
      if (p.margin) {
        out.push(`<line x1="${cx}" x2="${cx}" y1="${y(p.elo - p.margin)}" y2="${y(p.elo + p.margin)}" stroke="#3465a4" stroke-width="2"/>`);
        for (const end of [p.elo - p.margin, p.elo + p.margin]) out.push(`<line x1="${cx - 4}" x2="${cx + 4}" y1="${y(end)}" y2="${y(end)}" stroke="#3465a4" stroke-width="2"/>`);
      }
      out.push(`<circle cx="${cx}" cy="${y(p.elo)}" r="3.5" fill="#204a87"/>`);
      out.push(`<text x="${cx + 5}" y="${y(p.elo) - 4}" fill="#222" font-size="10">${Math.round(p.elo)}</text>`);
      const short = label(p.name).replace(/^level (\d).*/, 'L$1');
      out.push(`<text x="${cx}" y="${y0 + height - pad.bottom + 14}" text-anchor="middle" fill="#333" font-size="${short.length > 3 ? 9 : 11}">${short}</text>`);
    });
    out.push(`<text x="${x0 + pad.left + plotW / 2}" y="${y0 + height - pad.bottom + 30}" text-anchor="middle" fill="#777" font-size="10">${fit.games} games</text></g>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
writeFileSync(`${root}docs/ladder.svg`, chart());

// ---- src/ai/ladder.rs: what the New game panel shows ----
const arms = games.map((id) => {
  const shift = stockfishShift(data.games[id].fit) ?? 0;
  const byLevel = [1, 2, 3, 4, 5].map((level) => {
    const p = data.games[id].fit.players.find((q) => q.name.split(':')[0] === `level${level}`);
    return p ? `Some(${Math.max(0, round(p.elo + shift, 50))})` : 'None';
  });
  return `        #[cfg(feature = "${id}")]\n        "${id}" => [${byLevel.join(', ')}],`;
});
writeFileSync(`${root}src/ai/ladder.rs`, `//! Each game's levels as Elo ratings, for the New game panel: measured by
//! scripts/elo-ladder.sh (a round robin of random, greedy and the five levels
//! in each game, random = 0, or on Stockfish's scale where the game has
//! games against it: chess; docs/strength.md). Written by the script: do not
//! edit by hand, re-run it.

/// The ratings of levels 1 to 5 in a game, rounded to 50; \`None\` where the
/// ladder has not measured a level.
pub fn ratings(game: &str) -> [Option<u32>; 5] {
    match game {
${arms.join('\n')}
        _ => [None; 5],
    }
}
`);
console.log(`wrote docs/strength.md, docs/ladder.svg, docs/ladder.json and src/ai/ladder.rs for ${games.join(', ')}`);
