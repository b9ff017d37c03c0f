// Loads the built engine (pkg/) in Node, the way the page does in a browser.
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pkg/', import.meta.url);
const engine = await import(new URL('ringboard.js', pkg));
engine.initSync({ module: readFileSync(new URL('ringboard_bg.wasm', pkg)) });
export default engine;
