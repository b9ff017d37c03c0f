#!/usr/bin/env bash
# Each game's wasm speed against its native speed, perft and search, with
# the same cargo profile (the wasm's `wasm-release`; the wasm then also goes
# through wasm-opt): the native example and the two wasm benches run in turn,
# ROUNDS times, and each round's ratio wasm/native; prints every round and
# the median per game. Processor time on both sides.
# Usage: bash scripts/bench-wasm-native.sh [rounds] [cargo profile]
# (after scripts/build-wasm.sh release; profile default wasm-release, or release)
source "$(dirname "$0")/common.sh"

rounds=${1:-3}
profile=${2:-wasm-release}
cargo build --quiet --profile "$profile" --example native-speed
native="${CARGO_TARGET_DIR:-target}/$profile/examples/native-speed"
out=$(mktemp -d)
for round in $(seq "$rounds"); do
    "$native" > "$out/native-$round"
    { node scripts/bench-wasm.mjs; node scripts/bench-search-wasm.mjs; } > "$out/wasm-$round"
done
node - "$out" "$rounds" <<'JS'
const fs = require('node:fs');
const [dir, rounds] = [process.argv[2], Number(process.argv[3])];
// "<game> perft(d) 12.3 M" or "<game> search 1.2 M" natively; the wasm
// benches print "<game> perft(d) in wasm: ...: 12.3 million nodes/s" and
// "<game> 1.234 M nodes/s".
const read = (file) => {
  const rates = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    let m;
    if ((m = line.match(/^(\S+)\s+perft\(\d+\)\s+([\d.]+) M/))) rates[`${m[1]} perft`] = Number(m[2]);
    else if ((m = line.match(/^(\S+)\s+search\s+([\d.]+) M/))) rates[`${m[1]} search`] = Number(m[2]);
    else if ((m = line.match(/^(\S+) perft\(\d+\) in wasm: .*: ([\d.]+) million/))) rates[`${m[1]} perft`] = Number(m[2]);
    else if ((m = line.match(/^(\S+)\s+([\d.]+) M nodes\/s/))) rates[`${m[1]} search`] = Number(m[2]);
  }
  return rates;
};
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const h = s.length >> 1; return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2; };
const rows = {};
for (let round = 1; round <= rounds; round += 1) {
  const native = read(`${dir}/native-${round}`);
  const wasm = read(`${dir}/wasm-${round}`);
  for (const key of Object.keys(native)) {
    if (!(key in wasm)) continue;
    (rows[key] ??= { native: [], wasm: [], ratio: [] });
    rows[key].native.push(native[key]);
    rows[key].wasm.push(wasm[key]);
    rows[key].ratio.push(wasm[key] / native[key]);
  }
}
console.log('| game, measure | native M nodes/s | wasm M nodes/s | wasm / native (median) | rounds |');
console.log('|---|---:|---:|---:|---|');
for (const [key, row] of Object.entries(rows)) {
  console.log(`| ${key} | ${median(row.native).toFixed(2)} | ${median(row.wasm).toFixed(2)} | ${median(row.ratio).toFixed(2)} | ${row.ratio.map((r) => r.toFixed(2)).join(' ')} |`);
}
JS
rm -r "$out"
