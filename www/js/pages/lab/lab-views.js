// The lab page's views, functions of what the page holds: the setup form
// (from the engine's `Lab.form()`), the results (the engine's summaries:
// src/lab/summary.rs) as a table, pictures and downloads, and the levels'
// Elo ladder.

import { h } from '../../ui/dom.js';
import { currentLanguage, t, word } from '../../i18n/i18n.js';
import { describeVariant } from '../../ui/wording.js';
import { variantFields } from '../game/variant-fields.js';
import { branchingPlot, lengthPlot, scorePlot } from './lab-plots.js';

const AGENTS = ['level1', 'level2', 'level3', 'level4', 'level5', 'greedy', 'random'];

/** An agent's words: "Level 3 (Elo 1650)", "Greedy", or its own name (`level3:20000n`, from a link). */
function agentWords(name, ratings) {
  const level = /^level([1-5])$/.exec(name)?.[1];
  if (level) {
    const rating = ratings[level - 1];
    return rating == null ? ['lab-agent-level', { level: Number(level) }] : ['lab-agent-level-rated', { level: Number(level), rating: String(rating) }];
  }
  if (name === 'greedy' || name === 'random') return `lab-agent-${name}`;
  return { text: name };
}

/** Fills `form` with the fields of a setup; the field that had the focus keeps it. */
export function setupForm(form, game, setup, ratings) {
  const focused = form.contains(document.activeElement) ? document.activeElement.name : null;
  const rulesSet = (which) => {
    // Every game has an option: the pie rule (play/pie.rs).
    const fields = variantFields(game, setup.rules[which] ?? []);
    for (const select of fields.flatMap((field) => [...(field.querySelectorAll?.('select') ?? [])])) select.name = `${which}.${select.name}`;
    return h('fieldset', { class: `lab-rules lab-rules-${'ab'[which]}` }, h('legend', { l10n: `lab-rules-${'ab'[which]}` }), ...fields);
  };
  const comparing = setup.rules.length > 1;
  const agentSelect = (name, chosen) => h('select', { name },
    [...new Set([...AGENTS, chosen])].map((agent) => h('option', { value: agent, selected: agent === chosen, l10n: agentWords(agent, ratings) })));
  const number = (name, value, min, max) => h('input', { type: 'number', name, value, min, max, step: 1, inputmode: 'numeric', required: true });
  const check = (name, checked, words) => h('label', { class: 'choice' }, h('input', { type: 'checkbox', name, checked }), h('span', { l10n: words }));
  form.replaceChildren(
    h('div', { class: 'lab-rules-sets' },
      rulesSet(0),
      comparing ? rulesSet(1) : null),
    check('compare', comparing, 'lab-compare'),
    h('fieldset', { class: 'lab-players' }, h('legend', { l10n: 'lab-players' }),
      h('label', {}, h('span', { l10n: 'lab-first-player' }), agentSelect('first', setup.first)),
      h('label', {}, h('span', { l10n: 'lab-second-player' }), agentSelect('second', setup.second)),
      h('label', {}, h('span', { l10n: 'lab-games' }), number('games', setup.games, 1, 100000)),
      h('label', {}, h('span', { l10n: 'lab-random-plies' }), number('random', setup.randomPlies, 0, 40)),
      h('label', {}, h('span', { l10n: 'lab-trace-games' }), number('trace', setup.traceGames, 0, 1000)),
      check('swap', setup.swapSides, 'lab-swap')));
  if (focused) form.elements.namedItem(focused)?.focus?.();
  form.setup = setup;
}

/** The setup the form's fields stand at, in `Lab.fromForm`'s shape. */
export function readForm(form, game) {
  const data = new FormData(form);
  const rulesOf = (which) => game.options
    .map((option) => [option.key, data.get(`${which}.${option.key}`)])
    .filter(([, value]) => value !== null);
  const comparing = data.get('compare') === 'on';
  const previous = form.setup;
  return {
    game: game.id,
    // Rules B start as rules A when the comparison is first asked for.
    rules: comparing ? [rulesOf(0), previous.rules.length > 1 ? rulesOf(1) : rulesOf(0)] : [rulesOf(0)],
    first: data.get('first'),
    second: data.get('second'),
    games: Number(data.get('games')),
    randomPlies: Number(data.get('random')),
    swapSides: data.get('swap') === 'on',
    traceGames: Number(data.get('trace')),
    maxPlies: previous.maxPlies,
    seed: previous.seed,
  };
}

/** Numbers in the page's language. */
function formats() {
  const language = currentLanguage();
  const fixed = (digits) => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const percent = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const roundPercent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return {
    one: (value) => fixed(1).format(value),
    whole: (value) => fixed(0).format(value),
    percent: (value) => percent.format(value),
    roundPercent: (value) => roundPercent.format(value),
  };
}

/** A set of rules (a summary's `options`) in words: "Skip Odd · 7 x 7", or "the game's own rules". */
export function rulesWords(game, options) {
  return options.length ? describeVariant({ game, variant: options }) : t('lab-rules-own');
}

/** The table, the pictures and the downloads of `results` (the engine's `Lab.results()`). */
export function resultsView(section, game, lab, results, { download }) {
  const format = formats();
  const { summaries } = results;
  const names = summaries.map((summary, which) => t(`lab-column-${'ab'[which]}`, { rules: rulesWords(game, summary.options) }));
  const value = (number, scale = 'one') => (number == null ? '–' : format[scale](number));
  const interval = (number, pair, scale = 'one') => (number == null ? '–'
    : pair ? t('lab-value-interval', { value: format[scale](number), low: format[scale](pair[0]), high: format[scale](pair[1]) }) : format[scale](number));
  const [first, second] = summaries[0].players;
  const rows = [
    ['games', (s) => format.whole(s.games)],
    ['results', (s) => t('lab-value-results', { first: s.first_wins, second: s.second_wins, draws: s.draws })],
    ['first-score', (s) => interval(s.first_score, s.first_score_interval, 'percent')],
    first !== second ? ['player-score', (s) => interval(s.player_score, s.player_score_interval, 'percent')] : null,
    // The pie rule's rows: who made the first move, whichever side the swap left them, and how often the swap was taken.
    ...(summaries.some((s) => s.options.some(([key, on]) => key === 'pie' && on === '1')) ? [
      ['mover-score', (s) => interval(s.mover_score, s.mover_score_interval, 'percent')],
      ['swaps', (s) => interval(s.swap_rate, s.swap_interval, 'percent')],
    ] : []),
    ['length', (s) => interval(s.length_mean, s.length_interval)],
    ['spread', (s) => value(s.length_spread)],
    ['branching', (s) => value(s.branching_mean)],
    ['decided', (s) => (s.decisiveness_mean == null ? '–'
      : t('lab-value-decided', { ply: interval(s.decisiveness_mean, s.decisiveness_interval), share: format.roundPercent(s.decisiveness_share_mean) }))],
    ['lead-changes', (s) => interval(s.lead_changes_mean, s.lead_changes_interval)],
    ['repetitions', (s) => interval(s.repetition_rate, s.repetition_interval, 'percent')],
    ['passes', (s) => value(s.pass_rate, 'percent')],
    ['cut-off', (s) => format.whole(s.cut_off)],
    summaries.some((s) => s.exact) || game.id === 'double-ring' ? ['exact', (s) => exactWords(s.exact)] : null,
    ...summaries[0].skill_trace.map((point, pairing) => [`trace-${pairing}`, (s) => {
      const { score, score_interval: pair, games } = s.skill_trace[pairing];
      return games ? t('lab-value-trace', { score: interval(score, pair, 'percent'), games }) : '–';
    }]),
  ].filter(Boolean);
  const rowWords = (id) => {
    if (id === 'player-score') return ['lab-row-player-score', { player: agentName(first), other: agentName(second) }];
    if (id.startsWith('trace-')) {
      const [stronger, weaker] = summaries[0].skill_trace[Number(id.slice('trace-'.length))].players;
      return ['lab-row-trace', { player: agentName(stronger), other: agentName(weaker) }];
    }
    return `lab-row-${id}`;
  };
  const table = h('table', { class: 'lab-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', l10n: 'lab-measure' }), ...names.map((name, which) => h('th', { scope: 'col', class: `lab-rules-${'ab'[which]}` }, name)))),
    h('tbody', {}, ...rows.map(([id, cell]) => h('tr', { 'data-measure': id },
      h('th', { scope: 'row', l10n: rowWords(id) }),
      ...summaries.map((summary) => h('td', {}, cell(summary)))))));
  const played = summaries.filter((summary) => summary.games > 0);
  const legend = summaries.length > 1
    ? h('p', { class: 'lab-legend' }, ...names.map((name, which) => h('span', { class: `lab-key lab-rules-${'ab'[which]}` }, name)))
    : null;
  const figure = (words, picture) => h('figure', { class: 'lab-figure' }, picture, h('figcaption', { l10n: words }));
  const pictures = played.length ? h('div', { class: 'lab-figures' },
    figure('lab-plot-score', scorePlot(summaries, { label: t('lab-plot-score'), names: summaries.map((_, which) => t(`lab-rules-${'ab'[which]}`)), format })),
    figure('lab-plot-lengths', lengthPlot(summaries, { label: t('lab-plot-lengths'), axis: t('lab-axis-plies'), format })),
    figure('lab-plot-branching', branchingPlot(summaries, { label: t('lab-plot-branching'), axis: t('lab-axis-ply'), format }))) : null;
  const button = (kind, words) => h('button', { type: 'button', class: 'secondary', onclick: () => download(kind), l10n: words });
  section.replaceChildren(
    h('h2', { id: 'lab-results-title', l10n: 'lab-results' }),
    h('div', { class: 'lab-table-wrap' }, table),
    legend,
    pictures,
    h('div', { class: 'lab-downloads' },
      ...summaries.map((_, which) => button('ab'[which], `lab-download-records-${'ab'[which]}`)),
      button('csv', 'lab-download-csv'),
      button('json', 'lab-download-json'),
      h('button', { type: 'button', class: 'secondary', onclick: () => window.print(), l10n: 'lab-print' }),
      ...summaries.map((summary, which) => h('a', { href: `#${summary.play_link}`, l10n: `lab-play-rules-${'ab'[which]}` }))));
}

/** An agent's name as the table words it. */
function agentName(name) {
  const level = /^level([1-5])$/.exec(name)?.[1];
  if (level) return t('lab-agent-level', { level: Number(level) });
  if (name === 'greedy' || name === 'random') return t(`lab-agent-${name}`);
  return name;
}

function exactWords(exact) {
  if (!exact) return t('lab-exact-none');
  if (exact.pie) return t(`lab-exact-pie-${exact.first_wins ? 'first' : 'second'}`);
  return t(`lab-exact-${exact.first_wins ? 'first' : 'second'}${exact.mirror ? '-mirror' : ''}`, { nodes: exact.nodes });
}

/** The levels' Elo in this game, measured by the ladder (docs/strength.md). */
export function ladderView(game, ratings) {
  if (ratings.every((rating) => rating == null)) return null;
  const list = h('ol', { class: 'lab-ladder-levels' }, ...ratings.map((rating, index) => h('li', {
    l10n: rating == null ? ['lab-agent-level', { level: index + 1 }] : ['lab-agent-level-rated', { level: index + 1, rating: String(rating) }],
  })));
  const details = h('details', { class: 'lab-ladder' }, h('summary', {}), h('p', { l10n: 'lab-ladder-how' }), list);
  word(details.querySelector('summary'), ['lab-ladder', { game: t(`game-name-${game.id}`) }]);
  return details;
}
