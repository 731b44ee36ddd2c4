// SPDX-License-Identifier: MIT
// The package's own contract: how it loads (Node's fs, fetch as in a
// browser, bytes, a compiled module), its constants, and that malformed
// arguments throw a TypeError or RangeError naming what is wrong while
// invalid geometry is an answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PACKAGE_DIR, importPackage } from './helpers.mjs';

const cb = await importPackage();
const cbx = await cb.load();
const WASM = resolve(PACKAGE_DIR, 'circbox.wasm');
const circle = { center: { x: 3, y: 4 }, radius: 5 };
const box = { min: { x: -1, y: -1 }, max: { x: 0, y: 0 } };

test('constants are the C library values', () => {
  assert.deepEqual([cb.INVALID, cb.SEPARATE, cb.TOUCHING, cb.OVERLAPPING], [-1, 0, 1, 2]);
  assert.deepEqual([cb.SWEEP_INVALID, cb.SWEEP_OVERLAP, cb.SWEEP_NONE, cb.SWEEP_CONTACT], [-2, -1, 0, 1]);
  assert.equal(cb.MOVE_MAX_HITS, 8);
});

test('load() takes bytes, a compiled module, a file path or file URL in Node', async () => {
  const bytes = await readFile(WASM);
  for (const source of [bytes, new Uint8Array(bytes).buffer, new WebAssembly.Module(bytes), WASM,
    new URL(`file://${WASM}`), new DataView(new Uint8Array(bytes).buffer)]) {
    const api = await cb.load(source);
    assert.equal(api.relateCircleAabb2(circle, box), cb.TOUCHING);
  }
  await assert.rejects(cb.load(42), TypeError);
});

test('the browser entry loads circbox.wasm with fetch from next to the package', async () => {
  const bytes = await readFile(WASM);
  let served = 0;
  const server = createServer((req, res) => {
    served += 1;
    if (req.url === '/circbox.wasm') {
      res.writeHead(200, { 'content-type': 'application/wasm' });
      res.end(bytes);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  try {
    const browser = await importPackage('index.js');
    const base = `http://127.0.0.1:${server.address().port}`;
    // a URL string (fetch), a Response (streaming compile), a 404
    for (const source of [`${base}/circbox.wasm`, fetch(`${base}/circbox.wasm`)]) {
      const api = await browser.load(source);
      assert.equal(api.relateCircleAabb2(circle, box), cb.TOUCHING);
    }
    await assert.rejects(browser.load(`${base}/nothing.wasm`), /HTTP 404/);
    assert.equal(served, 3);
  } finally {
    server.close();
  }
});

test('invalid geometry is an answer, not an exception', () => {
  const bad = { center: { x: NaN, y: 0 }, radius: 1 };
  assert.equal(cbx.relateCircleAabb2(bad, box), cb.INVALID);
  assert.equal(cbx.overlapCircleAabb2(bad, box), false);
  assert.ok(Number.isNaN(cbx.contactCircleAabb2(bad, box).distance));
  assert.equal(cbx.sweepCircleAabb2(bad, { x: 1, y: 0 }, box).type, cb.SWEEP_INVALID);
  const cast = cbx.castCircleAabb2(bad, { x: 1, y: 0 }, box);
  assert.equal(cast.hit, false);
  assert.ok(Number.isNaN(cast.fraction));
  assert.equal(cbx.relateCircleAabb2({ ...circle, radius: -1 }, box), cb.INVALID);
  assert.equal(cbx.relateCircleAabb2(circle, { min: { x: 1, y: 0 }, max: { x: 0, y: 0 } }), cb.INVALID);
  assert.equal(cbx.relateCircleObb2(circle, { center: { x: 0, y: 0 }, half: { x: 1, y: 1 }, rot: { c: 0, s: 0 } }),
    cb.INVALID);
  assert.equal(cbx.relateSphereAabb3({ center: { x: 0, y: 0, z: Infinity }, radius: 1 },
    { min: { x: 0, y: 0, z: 0 }, max: { x: 1, y: 1, z: 1 } }), cb.INVALID);
  const m = cbx.moveCircle2({ aabbs: [box] }, bad, { x: 1, y: 0 });
  assert.ok(Number.isNaN(m.center.x));
  assert.equal(m.hitCount, 0);
});

test('malformed arguments throw a TypeError or RangeError that names the argument', () => {
  const cases = [
    [() => cbx.relateCircleAabb2(undefined, box), TypeError, /^circle must be an object \(circle\), got undefined$/],
    [() => cbx.relateCircleAabb2(circle, [0, 0, 1, 1]), TypeError, /^box\.min must be an object, got undefined$/],
    [() => cbx.relateCircleAabb2({ center: { x: '3', y: 4 }, radius: 5 }, box), TypeError,
      /^circle\.center\.x must be a number, got string$/],
    [() => cbx.relateCircleAabb2({ center: { x: 3, y: 4 } }, box), TypeError, /^circle\.radius must be a number, got undefined$/],
    [() => cbx.relateCircleAabb2({ center: { x: 3n, y: 4 }, radius: 1 }, box), TypeError, /circle\.center\.x.*bigint/],
    [() => cbx.relateCircleObb2(circle, { center: { x: 0, y: 0 }, half: { x: 1, y: 1 } }), TypeError,
      /^box\.rot must be an object, got undefined$/],
    [() => cbx.relateSphereObb3({ center: { x: 0, y: 0, z: 0 }, radius: 1 },
      { center: { x: 0, y: 0, z: 0 }, half: { x: 1, y: 1, z: 1 }, axis: [{ x: 1, y: 0, z: 0 }, { x: 0, y: 1, z: 0 }] }),
    TypeError, /^box\.axis\[2\] must be an object, got undefined$/],
    [() => cbx.sweepCircleAabb2(circle, { x: 1 }, box), TypeError, /^velocity\.y must be a number/],
    [() => cbx.sweepCircleAabb2(circle, { x: 1, y: 0 }, box, null), TypeError, /^boxVelocity must be an object/],
    [() => cbx.castSphereAabb3({ center: { x: 0, y: 0, z: 0 }, radius: 1 }, { x: 1, y: 0 },
      { min: { x: 0, y: 0, z: 0 }, max: { x: 1, y: 1, z: 1 } }), TypeError, /^displacement\.z must be a number/],
    [() => cbx.rot2FromAngle('1'), TypeError, /^radians must be a number, got string$/],
    [() => cbx.selectCircleAabb2(circle, { minX: [0], minY: [0], maxX: [1], maxY: [1] }), TypeError,
      /^boxes\.minX must be a Float64Array or Float32Array, got Array$/],
    [() => cbx.selectCircleAabb2(circle, { minX: new Float64Array(2), minY: new Float64Array(2), maxX: new Float64Array(1),
      maxY: new Float64Array(2) }), RangeError, /^boxes\.maxX has 1 entries but boxes\.minX has 2$/],
    [() => cbx.selectCircleAabb2(circle, { minX: new Float64Array(2), minY: new Float32Array(2), maxX: new Float64Array(2),
      maxY: new Float64Array(2) }), TypeError, /^boxes\.minY is a Float32Array but boxes\.minX a Float64Array/],
    [() => cbx.selectSphereAabb3({ center: { x: 0, y: 0, z: 0 }, radius: 1 }, { minX: new Float64Array(1) }), TypeError,
      /^boxes\.minY must be a Float64Array/],
    [() => cbx.moveCircle2(null, circle, { x: 1, y: 0 }), TypeError, /^world must be an object/],
    [() => cbx.moveCircle2({ aabbs: box }, circle, { x: 1, y: 0 }), TypeError, /^world\.aabbs must be an array/],
    // a hole in the array is no box (it was a point box at the origin)
    [() => cbx.moveCircle2({ aabbs: new Array(1) }, circle, { x: 1, y: 0 }), TypeError, /world\.aabbs\[0\]/],
    [() => cbx.moveCircle2({ aabbs: [box, { min: { x: 0, y: 0 } }] }, circle, { x: 1, y: 0 }), TypeError,
      /^world\.aabbs\[1\]\.max must be an object, got undefined$/],
    [() => cbx.moveCircle2({ aabbs: [box] }, circle, { x: 1, y: 0 }, 2.5), RangeError, /^maxIterations must be an integer, got 2\.5$/],
    [() => cbx.clipVelocity2({ x: 1, y: 0 }, {}), TypeError, /^move must be a result of moveCircle2$/],
    [() => cbx.moveSphere3({ obbs: [{ center: { x: 0, y: 0 }, half: { x: 1, y: 1, z: 1 } }] },
      { center: { x: 0, y: 0, z: 0 }, radius: 1 }, { x: 1, y: 0, z: 0 }), TypeError,
    /^world\.obbs\[0\]\.center\.z must be a number, got undefined$/],
    [() => cbx.standing3(cbx.moveCircle2({ aabbs: [box] }, circle, { x: 1, y: 0 }), { x: 0, y: 0, z: 1 }, 0.7), TypeError,
      /^move\.center\.z must be a number, got undefined$/],
    [() => cbx.standing2(cbx.moveCircle2({ aabbs: [box] }, circle, { x: 1, y: 0 }), { x: 0, y: 1 }), TypeError,
      /^minCos must be a number, got undefined$/],
    // 3D shapes given to 2D queries: the z was dropped, and a sphere 100
    // above a box answered OVERLAPPING (an independent tester)
    [() => cbx.relateCircleAabb2({ center: { x: 0, y: 0, z: 100 }, radius: 1 }, box), TypeError,
      /^circle\.center\.z: a 3D vector where circle takes a 2D one$/],
    [() => cbx.relateCircleAabb2(circle, { min: { x: 0, y: 0, z: 0 }, max: { x: 1, y: 1, z: 1 } }), TypeError,
      /^box\.min\.z: a 3D vector/],
    [() => cbx.sweepCircleAabb2(circle, { x: 1, y: 0, z: 50 }, box), TypeError, /^velocity\.z: a 3D vector/],
    [() => cbx.clipVelocity2({ x: 1, y: 0 }, cbx.moveSphere3({ aabbs: [] }, { center: { x: 0, y: 0, z: 0 }, radius: 1 },
      { x: 1, y: 0, z: 0 })), TypeError, /^move\.center\.z: a 3D vector/],
    [() => cbx.relateSphereObb3({ center: { x: 0, y: 0, z: 0 }, radius: 1 },
      { center: { x: 0, y: 0, z: 0 }, half: { x: 1, y: 1, z: 1 },
        axis: [{ x: 1, y: 0, z: 0 }, { x: 0, y: 1, z: 0 }, { x: 0, y: 0, z: 1 }, { x: 1, y: 1, z: 1 }] }),
    TypeError, /^box\.axis must be an array of three vectors$/],
  ];
  for (const [call, Kind, message] of cases) assert.throws(call, (err) => err instanceof Kind && message.test(err.message));
});

test('the API object is frozen and the module grows its memory for large batches', () => {
  assert.ok(Object.isFrozen(cbx));
  const n = 1 << 20;   // 32 MiB of columns: several pages of growth
  const minX = new Float64Array(n).map((_, i) => i), maxX = minX.map((v) => v + 0.5);
  const cols = { minX, minY: new Float64Array(n), maxX, maxY: new Float64Array(n).fill(1) };
  const got = cbx.selectCircleAabb2({ center: { x: n - 1, y: 2 }, radius: 1 }, cols);
  assert.deepEqual([...got], [n - 1]);
  // the views made before the growth were remade: scalar queries still answer
  assert.equal(cbx.relateCircleAabb2(circle, box), cb.TOUCHING);
});

test('a batch of 4 GiB or more is refused with the memory message, not wrapped', () => {
  // Columns claiming 2^28 boxes (9 GiB to copy in): the byte count wrapped
  // in the 32-bit wasm parameter (an independent tester's finding, about
  // 125 million double boxes): a RangeError or a trap, not this message.
  class Long extends Float64Array { get length() { return 2 ** 28; } }
  const col = new Long(4);
  const cols = { minX: col, minY: col, maxX: col, maxY: col };
  assert.throws(() => cbx.selectCircleAabb2(circle, cols),
    (err) => err instanceof RangeError && /cannot grow the WebAssembly memory to 9663676416 more bytes/.test(err.message));
  assert.equal(cbx.relateCircleAabb2(circle, box), cb.TOUCHING);
});
