// SPDX-License-Identifier: MIT
// Throughput of the package in Node: one call per query (the argument checks
// and the copies through the module's slots included) and one batch select.
// Baseline in the same run: the module's relate export called directly on
// the same shapes, with no argument checks (what the package's wrapper costs).
//   usage: node js/bench/bench.mjs [PACKAGE_DIR] [N]   (after make js)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.argv[2] || 'build-js/package');
const n = Number(process.argv[3] || 1000000);
const { load } = await import(pathToFileURL(resolve(dir, 'node.js')).href);
const cbx = await load();

let seed = 1;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 8 - 4;
const circles = Array.from({ length: 1024 }, () => ({ center: { x: rand(), y: rand() }, radius: Math.abs(rand()) / 2 }));
const boxes = Array.from({ length: 1024 }, () => {
  const x = rand(), y = rand();
  return { min: { x, y }, max: { x: x + 1, y: y + 1 } };
});

function median(f) {
  const times = [];
  for (let r = 0; r < 5; ++r) {
    const t0 = process.hrtime.bigint();
    f();
    times.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return times.sort((a, b) => a - b)[2];
}
const rate = (name, seconds, count) => console.log(`${name}: ${(count / seconds / 1e6).toFixed(2)} M/s (median of 5, ${count} each)`);

let sink = 0;
const raw = (await WebAssembly.instantiate(readFileSync(resolve(dir, 'circbox.wasm')), {})).instance.exports;
const io = new Float64Array(raw.memory.buffer, raw.cbx_js_io(), raw.cbx_js_io_len());
rate('baseline: the relate export, no checks', median(() => {
  for (let i = 0; i < n; ++i) {
    const c = circles[i & 1023], b = boxes[(i >> 10) & 1023];
    io[0] = c.center.x; io[1] = c.center.y; io[2] = c.radius;
    io[7] = b.min.x; io[8] = b.min.y; io[9] = b.max.x; io[10] = b.max.y;
    sink += raw.cbx_js_relate(0);
  }
}), n);
rate('relateCircleAabb2', median(() => { for (let i = 0; i < n; ++i) sink += cbx.relateCircleAabb2(circles[i & 1023], boxes[(i >> 10) & 1023]); }), n);
rate('contactCircleAabb2', median(() => { for (let i = 0; i < n; ++i) sink += cbx.contactCircleAabb2(circles[i & 1023], boxes[(i >> 10) & 1023]).distance; }), n);
rate('sweepCircleAabb2', median(() => { for (let i = 0; i < n; ++i) sink += cbx.sweepCircleAabb2(circles[i & 1023], { x: 1, y: 0.5 }, boxes[(i >> 10) & 1023]).time; }), n);
const cols = { minX: new Float64Array(n), minY: new Float64Array(n), maxX: new Float64Array(n), maxY: new Float64Array(n) };
for (let i = 0; i < n; ++i) { cols.minX[i] = rand() * 100; cols.minY[i] = rand() * 100; cols.maxX[i] = cols.minX[i] + 1; cols.maxY[i] = cols.minY[i] + 1; }
rate('selectCircleAabb2 (boxes)', median(() => { sink += cbx.selectCircleAabb2({ center: { x: 0, y: 0 }, radius: 10 }, cols).length; }), n);
if (Number.isNaN(sink)) console.log('');
