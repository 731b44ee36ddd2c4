// SPDX-License-Identifier: MIT
// The package's answers against the native library's, bit for bit: exact
// tangency, one ulp either side, scales from 1e-300 to 1e300, invalid input,
// grazing sweeps, random scenes on a grid (ties on purpose) and off it,
// batch select over Float64Array and Float32Array columns, the movers.
// The native side is js/test/native.c linked with the library of the build
// dir; every double travels as text that names it exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importPackage, native, same, nextUp, nextDown, rng } from './helpers.mjs';

const cb = await importPackage();
const cbx = await cb.load();

const v2 = (a, at = 0) => ({ x: a[at], y: a[at + 1] });
const v3 = (a, at = 0) => ({ x: a[at], y: a[at + 1], z: a[at + 2] });
const flat = (v) => ('z' in v ? [v.x, v.y, v.z] : [v.x, v.y]);

// Each pair: its names, the sizes of its flat arguments, and flat -> objects.
const PAIRS = [
  { name: 'CircleAabb2', n: [3, 2, 4, 2], vec: v2,
    shape: (a) => ({ center: v2(a), radius: a[2] }), box: (a) => ({ min: v2(a), max: v2(a, 2) }) },
  { name: 'CircleObb2', n: [3, 2, 6, 2], vec: v2,
    shape: (a) => ({ center: v2(a), radius: a[2] }),
    box: (a) => ({ center: v2(a), half: v2(a, 2), rot: { c: a[4], s: a[5] } }) },
  { name: 'SphereAabb3', n: [4, 3, 6, 3], vec: v3,
    shape: (a) => ({ center: v3(a), radius: a[3] }), box: (a) => ({ min: v3(a), max: v3(a, 3) }) },
  { name: 'SphereObb3', n: [4, 3, 15, 3], vec: v3,
    shape: (a) => ({ center: v3(a), radius: a[3] }),
    box: (a) => ({ center: v3(a), half: v3(a, 3), axis: [v3(a, 6), v3(a, 9), v3(a, 12)] }) },
];

// Every query of the package for one case, flattened as native.c prints it.
function packageAnswers(pair, shape, vel, box, bvel) {
  const P = PAIRS[pair], s = P.shape(shape), b = P.box(box), v = P.vec(vel), bv = P.vec(bvel);
  const k = cbx[`contact${P.name}`](s, b);
  const w = cbx[`sweep${P.name}`](s, v, b, bv);
  const t = cbx[`cast${P.name}`](s, v, b);
  return [
    cbx[`overlap${P.name}`](s, b) ? 1 : 0, cbx[`relate${P.name}`](s, b),
    k.relation, k.distance, ...flat(k.point), ...flat(k.normal),
    w.type, w.time, ...flat(w.point), ...flat(w.normal),
    t.hit ? 1 : 0, t.fraction, ...flat(t.center), ...flat(t.normal), ...flat(t.point),
  ];
}

const FIELDS = ['overlap', 'relate', 'contact.relation', 'contact.distance', 'contact.point', 'contact.normal',
  'sweep.type', 'sweep.time', 'sweep.point', 'sweep.normal', 'cast.hit', 'cast.fraction', 'cast.center',
  'cast.normal', 'cast.point'];

// Runs the cases [pair, shape, vel, box, bvel] through both and compares every number.
function compareQueries(cases) {
  const nat = native(cases.map(([pair, ...args]) => ['q', pair, ...args.flat()]));
  assert.equal(nat.length, cases.length);
  cases.forEach((c, i) => {
    const ours = packageAnswers(...c);
    const theirs = nat[i];
    assert.equal(ours.length, theirs.length, `case ${JSON.stringify(c)}: answer length`);
    for (let j = 0; j < ours.length; ++j) {
      if (!same(ours[j], theirs[j])) {
        const dim = c[0] < 2 ? 2 : 3;
        const field = FIELDS[j < 4 ? j : Math.min(FIELDS.length - 1, 4 + Math.floor((j - 4) / dim))];
        assert.fail(`${PAIRS[c[0]].name} ${JSON.stringify(c.slice(1))}: number ${j} (about ${field}) is ${
          ours[j]} in the package, ${theirs[j]} natively\n package ${ours}\n native  ${theirs}`);
      }
    }
  });
  return nat;
}

// The same numbers, bit for bit, in the same count.
function assertSameNumbers(ours, theirs, label) {
  assert.equal(ours.length, theirs.length, `${label}: answer length`);
  ours.forEach((v, j) => assert.ok(same(v, theirs[j]), `${label}: number ${j}: ${v} in the package, ${theirs[j]} natively`));
}

const Z2 = [0, 0], Z3 = [0, 0, 0];
const ID3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];

test('exact tangency: the 3-4-5 corner, known answers', () => {
  const c = { center: { x: 3, y: 4 }, radius: 5 }, b = { min: { x: -1, y: -1 }, max: { x: 0, y: 0 } };
  assert.equal(cbx.relateCircleAabb2(c, b), cb.TOUCHING);
  assert.equal(cbx.overlapCircleAabb2(c, b), true);
  assert.deepEqual(cbx.contactCircleAabb2(c, b),
    { relation: cb.TOUCHING, distance: 0, point: { x: 0, y: 0 }, normal: { x: 0.6, y: 0.8 } });
  // 2-3-6-7 in 3D
  const s = { center: { x: 2, y: 3, z: 6 }, radius: 7 }, b3 = { min: { x: -1, y: -1, z: -1 }, max: { x: 0, y: 0, z: 0 } };
  assert.equal(cbx.relateSphereAabb3(s, b3), cb.TOUCHING);
  assert.equal(cbx.relateSphereAabb3({ ...s, radius: nextDown(7) }, b3), cb.SEPARATE);
  assert.equal(cbx.relateSphereAabb3({ ...s, radius: nextUp(7) }, b3), cb.OVERLAPPING);
});

test('tangency and one ulp either side, at scales 2^-990 to 2^990 and 1e-300 to 1e300', () => {
  const cases = [];
  for (const e of [-990, -500, -60, -1, 0, 1, 60, 500, 990]) {
    const s = 2 ** e;
    for (const step of [nextDown, (v) => v, nextUp]) {
      // corner tangency (3, 4, 5), edge tangency, a zero radius on the boundary
      cases.push([0, [3 * s, 4 * s, step(5 * s)], [-s, -s], [-s, -s, 0, 0], Z2]);
      cases.push([0, [step(3 * s), 4 * s, 5 * s], [-s, 0], [-s, -s, 0, 0], Z2]);
      cases.push([0, [0.5 * s, 2 * s, step(2 * s)], Z2, [0, -s, s, 0], Z2]);
      cases.push([0, [step(s), 0.5 * s, 0], [s, s], [0, 0, s, s], Z2]);
      cases.push([1, [3 * s, 4 * s, step(5 * s)], [-s, -s], [-0.5 * s, -0.5 * s, 0.5 * s, 0.5 * s, 1, 0], Z2]);
      cases.push([1, [0, 3 * s, step(2 * s)], Z2, [0, 0, s, s, 0, 1], Z2]);
      cases.push([2, [2 * s, 3 * s, 6 * s, step(7 * s)], [-s, -s, -s], [-s, -s, -s, 0, 0, 0], Z3]);
      cases.push([2, [0.5 * s, 0.5 * s, step(3 * s), 2 * s], Z3, [0, 0, 0, s, s, s], Z3]);
      cases.push([3, [2 * s, 3 * s, 6 * s, step(7 * s)], [-s, 0, 0], [-s / 2, -s / 2, -s / 2, s / 2, s / 2, s / 2, ...ID3], Z3]);
    }
  }
  for (const s of [1e-300, 1e-150, 1e150, 1e300]) {
    cases.push([0, [3 * s, 4 * s, 5 * s], [-s, -s], [-s, -s, 0, 0], Z2]);
    cases.push([2, [2 * s, 3 * s, 6 * s, 7 * s], [s, s, s], [-s, -s, -s, 0, 0, 0], Z3]);
  }
  const nat = compareQueries(cases);
  // and the native side did see tangency where expected: case 1 of each scale is exact
  assert.ok(nat.some((a) => a[1] === cb.TOUCHING) && nat.some((a) => a[1] === cb.SEPARATE) &&
    nat.some((a) => a[1] === cb.OVERLAPPING));
});

test('grazing sweeps: along an edge at exactly the radius, tangent to a corner arc', () => {
  const cases = [
    [0, [-5, 2, 1], [10, 0], [-1, -1, 1, 1], Z2],                  // slides along the top edge: CONTACT
    [0, [-5, nextUp(2), 1], [10, 0], [-1, -1, 1, 1], Z2],          // one ulp above: NONE
    [0, [-7, -4, 1], [3, 4], [-1, -1, 1, 1], Z2],
    [0, [-7 - 0.125, -4, 1], [3, 4], [-1, -1, 1, 1], Z2],
    [1, [-5, 2, 1], [10, 0], [0, 0, 1, 1, 1, 0], Z2],
    [2, [-5, 2, 0, 1], [10, 0, 0], [-1, -1, -1, 1, 1, 1], Z3],
    [2, [-5, 2, 2, nextDown(Math.SQRT2)], [10, 0, 0], [-1, -1, -1, 1, 1, 1], Z3],
    [0, [0, 5, 1], [0, -1], [-1, -1, 1, 1], [0, 1]],                // the box moves too
    [3, [0, 5, 0, 1], [0, -1, 0], [0, 0, 0, 1, 1, 1, ...ID3], [0, 1, 0]],
  ];
  const nat = compareQueries(cases);
  assert.equal(nat[0][8], cb.SWEEP_CONTACT);
  assert.equal(nat[1][8], cb.SWEEP_NONE);
});

test('invalid input: NaN, infinities, negative radius, inverted boxes, bad rotations', () => {
  const cases = [];
  const bases = [
    [0, [0, 0, 1], [1, 0], [1, 1, 2, 2], Z2],
    [1, [0, 0, 1], [1, 0], [2, 2, 1, 1, 1, 0], Z2],
    [2, [0, 0, 0, 1], [1, 0, 0], [1, 1, 1, 2, 2, 2], Z3],
    [3, [0, 0, 0, 1], [1, 0, 0], [2, 2, 2, 1, 1, 1, ...ID3], Z3],
  ];
  for (const base of bases) {
    for (let arg = 1; arg <= 4; ++arg) {
      for (let i = 0; i < base[arg].length; ++i) {
        for (const bad of [NaN, Infinity, -Infinity]) {
          const c = base.map((a) => (Array.isArray(a) ? [...a] : a));
          c[arg][i] = bad;
          cases.push(c);
        }
      }
    }
    const neg = base.map((a) => (Array.isArray(a) ? [...a] : a));
    neg[1][neg[1].length - 1] = -1;                 // negative radius
    cases.push(neg);
    const neg0 = base.map((a) => (Array.isArray(a) ? [...a] : a));
    neg0[1][neg0[1].length - 1] = -0;               // -0 radius: a point, valid
    cases.push(neg0);
  }
  cases.push([0, [0, 0, 1], Z2, [2, 1, 1, 2], Z2]);            // min.x > max.x
  cases.push([1, [0, 0, 1], Z2, [0, 0, 1, 1, 0, 0], Z2]);      // zero rotation
  cases.push([1, [0, 0, 1], Z2, [0, 0, 1, 1, 2, 0], Z2]);      // not unit
  cases.push([1, [0, 0, 1], Z2, [0, 0, -1, 1, 1, 0], Z2]);     // negative half extent
  cases.push([3, [0, 0, 0, 1], Z3, [0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0, 0, 0, 0, 1], Z3]); // axes not orthonormal
  const nat = compareQueries(cases);
  const invalid = nat.filter((a) => a[1] === cb.INVALID);
  assert.ok(invalid.length > cases.length / 2, 'most of these are INVALID natively');
  for (const a of invalid) assert.equal(a[0], 0, 'overlap is false on invalid input');
});

test('random scenes on a grid (ties on purpose) and off it, every pair', () => {
  const r = rng(17);
  const grid = () => Math.round((r() * 8 - 4) * 4) / 4;
  const any = () => (r() - 0.5) * 10 ** Math.round(r() * 6 - 3);
  const cases = [];
  for (let i = 0; i < 1500; ++i) {
    const g = i % 2 === 0 ? grid : any;
    const half = () => Math.abs(g()) / 2;
    const pair = i % 4;
    if (pair === 0) {
      const x0 = g(), y0 = g();
      cases.push([0, [g(), g(), Math.abs(g())], [g(), g()], [x0, y0, x0 + half(), y0 + half()], [g(), g()]]);
    } else if (pair === 1) {
      const rot = i % 3 === 0 ? { c: 0, s: 1 } : cbx.rot2FromAngle(r() * 7);
      cases.push([1, [g(), g(), Math.abs(g())], [g(), g()], [g(), g(), half(), half(), rot.c, rot.s], [g(), g()]]);
    } else if (pair === 2) {
      const x0 = g(), y0 = g(), z0 = g();
      cases.push([2, [g(), g(), g(), Math.abs(g())], [g(), g(), g()],
        [x0, y0, z0, x0 + half(), y0 + half(), z0 + half()], [g(), g(), g()]]);
    } else {
      const q = cbx.quatFromAxisAngle({ x: r() - 0.5, y: r() - 0.5, z: r() - 0.5 }, r() * 7);
      const b = cbx.obb3FromQuat({ x: g(), y: g(), z: g() }, { x: half(), y: half(), z: half() }, q);
      cases.push([3, [g(), g(), g(), Math.abs(g())], [g(), g(), g()],
        [...flat(b.center), ...flat(b.half), ...b.axis.flatMap(flat)], [g(), g(), g()]]);
    }
  }
  compareQueries(cases);
});

test('rotations: rot2FromAngle, quatFromAxisAngle and obb3FromQuat as natively', () => {
  const r = rng(5);
  const cases = [];
  for (let i = 0; i < 200; ++i) {
    const angle = i < 4 ? [0, Math.PI / 2, -1e300, NaN][i] : (r() - 0.5) * 10 ** (r() * 8 - 2);
    cases.push(['r', angle, r() - 0.5, r() - 0.5, i === 5 ? 0 : r() - 0.5, r() * 7, 1, 2, 3, 0.5, 0.5, 0.5]);
  }
  const nat = native(cases);
  cases.forEach((c, i) => {
    const rot = cbx.rot2FromAngle(c[1]);
    const q = cbx.quatFromAxisAngle({ x: c[2], y: c[3], z: c[4] }, c[5]);
    const b = cbx.obb3FromQuat({ x: c[6], y: c[7], z: c[8] }, { x: c[9], y: c[10], z: c[11] }, q);
    const ours = [rot.c, rot.s, q.w, q.x, q.y, q.z, ...b.axis.flatMap(flat)];
    assertSameNumbers(ours, nat[i], `case ${c}`);
  });
});

test('batch select over Float64Array and Float32Array columns equals the native select', () => {
  const r = rng(99);
  const grid = () => Math.round((r() * 16 - 8) * 4) / 4;
  for (const n of [0, 1, 7, 1000, 20000]) {
    for (const dim of [2, 3]) {
      const names = dim === 2 ? ['minX', 'minY', 'maxX', 'maxY'] : ['minX', 'minY', 'minZ', 'maxX', 'maxY', 'maxZ'];
      const cols = Object.fromEntries(names.map((c) => [c, new Float64Array(n)]));
      for (let i = 0; i < n; ++i) {
        for (let a = 0; a < dim; ++a) {
          const lo = grid();
          cols[names[a]][i] = lo;
          cols[names[dim + a]][i] = i % 97 === 0 ? lo - 1 : lo + Math.abs(grid()) / 2; // some inverted
        }
      }
      if (n > 10) cols.minX[3] = NaN;
      const shape = dim === 2 ? [grid(), grid(), 2.5] : [grid(), grid(), grid(), 2.5];
      const [nat] = native([['s', dim, n, ...shape, ...names.flatMap((c) => [...cols[c]])]]);
      const expected = nat.slice(1);
      const obj = dim === 2 ? { center: v2(shape), radius: shape[2] } : { center: v3(shape), radius: shape[3] };
      const select = dim === 2 ? cbx.selectCircleAabb2 : cbx.selectSphereAabb3;
      const got = select(obj, cols);
      assert.ok(got instanceof Uint32Array);
      assert.deepEqual([...got], expected, `select dim ${dim} n ${n} (f64)`);
      // float columns (these values are floats): the same boxes, the same answer
      const f32 = Object.fromEntries(names.map((c) => [c, Float32Array.from(cols[c])]));
      assert.deepEqual([...select(obj, f32)], expected, `select dim ${dim} n ${n} (f32)`);
      // a shape that is not a float: the columns are widened, still exact
      const off = dim === 2 ? { ...obj, radius: 2.5 + 2 ** -40 } : { ...obj, radius: 2.5 + 2 ** -40 };
      assert.deepEqual([...select(off, f32)], [...select(off, cols)], `select dim ${dim} n ${n} (f32, double shape)`);
    }
  }
});

test('the mover: moveCircle2, clipVelocity2 and standing2 as natively', () => {
  const r = rng(3);
  const grid = () => Math.round((r() * 12 - 6) * 4) / 4;
  const cases = [], worlds = [];
  for (let i = 0; i < 300; ++i) {
    const aabbs = [], obbs = [];
    for (let k = 0; k < 1 + (i % 6); ++k) {
      const x0 = grid(), y0 = grid();
      aabbs.push({ min: { x: x0, y: y0 }, max: { x: x0 + 0.5 + Math.abs(grid()) / 4, y: y0 + 0.5 + Math.abs(grid()) / 4 } });
    }
    if (i % 3 === 0) obbs.push({ center: { x: grid(), y: grid() }, half: { x: 1, y: 0.25 }, rot: cbx.rot2FromAngle(r() * 3) });
    if (i === 7) aabbs.push({ min: { x: 1, y: 1 }, max: { x: 0, y: 0 } });  // invalid: skipped, counted
    const circle = { center: { x: grid(), y: grid() }, radius: 0.25 + Math.abs(grid()) / 8 };
    const d = { x: grid() * 2, y: grid() * 2 }, vel = { x: grid(), y: grid() };
    const iterations = 1 + (i % 5);
    worlds.push({ world: { aabbs, obbs }, circle, d, vel, iterations });
    cases.push(['m', aabbs.length, obbs.length, iterations, circle.center.x, circle.center.y, circle.radius, d.x, d.y,
      ...aabbs.flatMap((b) => [b.min.x, b.min.y, b.max.x, b.max.y]),
      ...obbs.flatMap((b) => [b.center.x, b.center.y, b.half.x, b.half.y, b.rot.c, b.rot.s]),
      vel.x, vel.y, 0, 1, 0.7]);
  }
  const nat = native(cases);
  let hits = 0;
  worlds.forEach((w, i) => {
    const m = cbx.moveCircle2(w.world, w.circle, w.d, w.iterations);
    hits += m.hitCount;
    const ours = [...flat(m.center), ...flat(m.remaining), m.hitCount, m.invalidBoxes,
      ...m.hits.flatMap((h) => [...flat(h.normal), ...flat(h.point), h.box, h.oriented ? 1 : 0]),
      ...flat(cbx.clipVelocity2(w.vel, m)), cbx.standing2(m, { x: 0, y: 1 }, 0.7) ? 1 : 0];
    assertSameNumbers(ours, nat[i], `move ${i}`);
  });
  assert.ok(hits > 50, 'the moves met boxes');
});

test('the 3D mover: moveSphere3, clipVelocity3 and standing3 as natively', () => {
  const r = rng(11);
  const grid = () => Math.round((r() * 8 - 4) * 4) / 4;
  const gv = () => ({ x: grid(), y: grid(), z: grid() });
  const cases = [], worlds = [];
  for (let i = 0; i < 200; ++i) {
    const aabbs = [], obbs = [];
    for (let k = 0; k < 1 + (i % 5); ++k) {
      const lo = gv();
      aabbs.push({ min: lo, max: { x: lo.x + 0.5 + Math.abs(grid()) / 4, y: lo.y + 0.5, z: lo.z + 0.75 } });
    }
    if (i % 3 === 0) {
      const q = cbx.quatFromAxisAngle({ x: r() - 0.5, y: r() - 0.5, z: r() - 0.5 }, r() * 3);
      obbs.push(cbx.obb3FromQuat(gv(), { x: 1, y: 0.25, z: 0.5 }, q));
    }
    if (i === 4) aabbs.push({ min: { x: 1, y: 1, z: 1 }, max: { x: 0, y: 2, z: 2 } });   // invalid
    const sphere = { center: gv(), radius: 0.25 + Math.abs(grid()) / 8 };
    // half of the moves head for the first box's far corner, through it
    const aim = aabbs[0].max, c = sphere.center;
    const d = i % 2 ? { x: grid() * 2, y: grid() * 2, z: grid() * 2 }
      : { x: 2 * (aim.x - c.x), y: 2 * (aim.y - c.y), z: 2 * (aim.z - c.z) };
    const vel = gv();
    const iterations = 1 + (i % 4);
    worlds.push({ world: { aabbs, obbs }, sphere, d, vel, iterations });
    cases.push(['M', aabbs.length, obbs.length, iterations, ...flat(sphere.center), sphere.radius, ...flat(d),
      ...aabbs.flatMap((b) => [...flat(b.min), ...flat(b.max)]),
      ...obbs.flatMap((b) => [...flat(b.center), ...flat(b.half), ...b.axis.flatMap(flat)]),
      ...flat(vel), 0, 0, 1, 0.7]);
  }
  const nat = native(cases);
  let hits = 0;
  worlds.forEach((w, i) => {
    const m = cbx.moveSphere3(w.world, w.sphere, w.d, w.iterations);
    hits += m.hitCount;
    const ours = [...flat(m.center), ...flat(m.remaining), m.hitCount, m.invalidBoxes,
      ...m.hits.flatMap((h) => [...flat(h.normal), ...flat(h.point), h.box, h.oriented ? 1 : 0]),
      ...flat(cbx.clipVelocity3(w.vel, m)), cbx.standing3(m, { x: 0, y: 0, z: 1 }, 0.7) ? 1 : 0];
    assertSameNumbers(ours, nat[i], `move ${i}`);
  });
  assert.ok(hits > 60, `the moves met boxes (${hits})`);
});
