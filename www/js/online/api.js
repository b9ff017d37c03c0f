// The game server's API (docs/api.md), from the page: every call answers
// `{ ok: true, value }` or `{ ok: false, error: { status, code, message } }`,
// and never throws. A server that cannot be reached (a static host, offline)
// is status 0, code 'unreachable'.

const JSON_TYPE = { 'content-type': 'application/json' };

async function call(method, path, { body, token } = {}) {
  const headers = { ...(body === undefined ? {} : JSON_TYPE), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' });
  } catch (error) {
    return { ok: false, error: { status: 0, code: 'unreachable', message: String(error?.message ?? error) } };
  }
  let value = null;
  try {
    value = await response.json();
  } catch {
    // A static host answers the site's own 404 page, not JSON: no server here.
    return { ok: false, error: { status: response.status, code: 'unreachable', message: `no game server here (${response.status})` } };
  }
  if (response.ok) return { ok: true, value };
  const error = value?.error ?? {};
  return { ok: false, error: { status: response.status, code: error.code ?? 'unknown', message: error.message ?? '' } };
}

export const api = {
  /** `{ ok, database, now }`: whether a game server serves this site. */
  health: () => call('GET', '/api/health'),
  /** `{ game, variant, side, clock, public, name }` → `{ id, seat, token, link, game }`. */
  create: (request) => call('POST', '/api/games', { body: request }),
  game: (id) => call('GET', `/api/games/${encodeURIComponent(id)}`),
  /** The views of these games (a player's own), `{ games: [...] }`. */
  games: (ids) => call('GET', `/api/games?ids=${ids.map(encodeURIComponent).join(',')}`),
  /** Public games being played, `{ games: [...] }`. */
  watchable: () => call('GET', '/api/games?status=playing'),
  challenges: () => call('GET', '/api/challenges'),
  join: (id, name) => call('POST', `/api/games/${encodeURIComponent(id)}/join`, { body: { name } }),
  /** `ply`: how many moves the game had when the move was made, so that it is played once. */
  move: (id, token, notation, ply) => call('POST', `/api/games/${encodeURIComponent(id)}/moves`, { token, body: { move: notation, ply } }),
  resign: (id, token) => call('POST', `/api/games/${encodeURIComponent(id)}/resign`, { token }),
  abort: (id, token) => call('POST', `/api/games/${encodeURIComponent(id)}/abort`, { token }),
  /** `offer`: 'draw', 'takeback' or 'rematch'. */
  offer: (id, token, offer) => call('POST', `/api/games/${encodeURIComponent(id)}/offers`, { token, body: { offer } }),
  answer: (id, token, offer, accept) => call('POST', `/api/games/${encodeURIComponent(id)}/answer`, { token, body: { offer, accept } }),
};

/** The WebSocket address of a path on this site's own origin. */
export function socketUrl(path) {
  const url = new URL(path, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
