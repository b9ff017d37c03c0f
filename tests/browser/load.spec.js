// The first-load budget: opening any game page on a cold cache transfers
// at most FIRST_LOAD_BUDGET gzip-compressed (its wasm, scripts, style, words,
// the picture of its start and the page), and so does a match where the
// computer moves first (its worker and engine too).
import { test, expect } from './fixtures.js';
import { CATALOG } from '../../www/js/games/catalog.js';
import { pageTransfer, gzipSize, FIRST_LOAD_BUDGET } from '../../scripts/page-transfer.mjs';

const PAGES = [...CATALOG.map((game) => `#${game.id}`), '#chess?vs=computer&level=1&human=second'];

for (const hash of PAGES) {
  test(`${hash} loads within the first-load budget`, async ({ context, baseURL }) => {
    const bodies = await pageTransfer(context, `${baseURL}/${hash}`);
    expect([...bodies.keys()].filter((url) => url.endsWith('.wasm'))).toHaveLength(1);
    const sizes = [...bodies].map(([url, body]) => `${new URL(url).pathname} ${gzipSize(body)} B`);
    const total = [...bodies.values()].reduce((sum, body) => sum + gzipSize(body), 0);
    expect(total, sizes.join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
}
