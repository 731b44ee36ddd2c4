// SPDX-License-Identifier: MIT
// The package's API over an instantiated circbox.wasm. Every answer comes
// from the C library in the module; this file only checks the arguments,
// copies numbers in and out of the module's exchange slots and builds plain
// objects. The slot layout mirrors js/wasm/circbox_js.c.
import { WRITE, readShape, checkColumns, checkInteger, checkNumber } from './shapes.js';

const SLOT = { shape: 0, vel: 4, box: 7, boxVel: 22, out: 32, len: 112 };
const ZERO = { 2: { x: 0, y: 0 }, 3: { x: 0, y: 0, z: 0 } };
const PAIRS = {
  CircleAabb2: { id: 0, shape: 'circle', box: 'aabb2', dim: 2 },
  CircleObb2: { id: 1, shape: 'circle', box: 'obb2', dim: 2 },
  SphereAabb3: { id: 2, shape: 'sphere', box: 'aabb3', dim: 3 },
  SphereObb3: { id: 3, shape: 'sphere', box: 'obb3', dim: 3 },
};

export const INVALID = -1;
export const SEPARATE = 0;
export const TOUCHING = 1;
export const OVERLAPPING = 2;
export const SWEEP_INVALID = -2;
export const SWEEP_OVERLAP = -1;
export const SWEEP_NONE = 0;
export const SWEEP_CONTACT = 1;
// How many blocks a move records in `hits` (later ones are only counted).
export const MOVE_MAX_HITS = 8;

// The queries over a module's exports (instance.exports of circbox.wasm).
export function makeApi(exports) {
  const m = moduleAccess(exports);
  return Object.freeze({ ...pairQueries(m), ...rotations(m), ...batchQueries(m), ...mover(m) });
}

// What every query needs: the exports, the exchange slots, the scratch region.
function moduleAccess(x) {
  if (typeof x.cbx_js_io !== 'function' || x.cbx_js_io_len() !== SLOT.len) {
    throw new Error('circbox: the WebAssembly module does not match this version of the package');
  }
  let io = null;
  // Views of the memory are detached when it grows: make them again then.
  const slots = () => {
    if (io === null || io.length === 0) io = new Float64Array(x.memory.buffer, x.cbx_js_io(), SLOT.len);
    return io;
  };
  return {
    x,
    slots,
    vec(at, dim) {
      const s = slots();
      return dim === 2 ? { x: s[at], y: s[at + 1] } : { x: s[at], y: s[at + 1], z: s[at + 2] };
    },
    put: (what, kind, value, at) => WRITE[kind](slots(), at, value, what),
    // A region of the module's memory of `bytes` bytes (reused by the next call).
    scratch(bytes) {
      // wasm32 addresses are 32 bits: a request of 4 GiB or more would wrap
      // in the call (about 125 million boxes of a double select), and an
      // address past 2 GiB comes back as a negative i32 (hence >>> 0).
      const at = bytes < 2 ** 32 ? x.cbx_js_scratch(bytes) >>> 0 : 0;
      if (at === 0) throw new RangeError(`circbox: cannot grow the WebAssembly memory to ${bytes} more bytes`);
      return at;
    },
  };
}

// overlap, relate, contact, sweep and cast for each pair.
function pairQueries({ x, slots, vec }) {
  const api = {};
  for (const [name, pair] of Object.entries(PAIRS)) {
    const d = pair.dim, v = `vec${d}`;
    // the writers bound once per pair: the calls below stay monomorphic
    const writeShape = WRITE[pair.shape], writeBox = WRITE[pair.box], writeVec = WRITE[v];
    const shapeName = pair.shape, id = pair.id;
    const putPair = (shape, box) => {
      const s = slots();
      writeShape(s, SLOT.shape, shape, shapeName);
      writeBox(s, SLOT.box, box, 'box');
      return s;
    };
    api[`overlap${name}`] = (shape, box) => {
      putPair(shape, box);
      return x.cbx_js_overlap(id) !== 0;
    };
    api[`relate${name}`] = (shape, box) => {
      putPair(shape, box);
      return x.cbx_js_relate(id);
    };
    api[`contact${name}`] = (shape, box) => {
      putPair(shape, box);
      x.cbx_js_contact(id);
      const s = slots(), o = SLOT.out;
      return { relation: s[o], distance: s[o + 1], point: vec(o + 2, d), normal: vec(o + 2 + d, d) };
    };
    api[`sweep${name}`] = (shape, velocity, box, boxVelocity) => {
      putPair(shape, box);
      writeVec(slots(), SLOT.vel, velocity, 'velocity');
      writeVec(slots(), SLOT.boxVel, boxVelocity === undefined ? ZERO[d] : boxVelocity, 'boxVelocity');
      x.cbx_js_sweep(id);
      const s = slots(), o = SLOT.out;
      return { type: s[o], time: s[o + 1], point: vec(o + 2, d), normal: vec(o + 2 + d, d) };
    };
    api[`cast${name}`] = (shape, displacement, box) => {
      putPair(shape, box);
      writeVec(slots(), SLOT.vel, displacement, 'displacement');
      x.cbx_js_cast(id);
      const s = slots(), o = SLOT.out;
      return {
        hit: s[o] !== 0, fraction: s[o + 1],
        center: vec(o + 2, d), normal: vec(o + 2 + d, d), point: vec(o + 2 + 2 * d, d),
      };
    };
  }
  return api;
}

function rotations({ x, slots, vec, put }) {
  const api = {};
  api.rot2FromAngle = (radians) => {
    checkNumber('radians', radians);
    x.cbx_js_rot2_from_angle(radians);
    const s = slots();
    return { c: s[SLOT.out], s: s[SLOT.out + 1] };
  };
  api.quatFromAxisAngle = (axis, radians) => {
    put('axis', 'vec3', axis, SLOT.vel);
    checkNumber('radians', radians);
    x.cbx_js_quat_from_axis_angle(radians);
    const s = slots(), o = SLOT.out;
    return { w: s[o], x: s[o + 1], y: s[o + 2], z: s[o + 3] };
  };
  api.obb3FromQuat = (center, half, q) => {
    put('center', 'vec3', center, SLOT.shape);
    put('half', 'vec3', half, SLOT.vel);
    put('q', 'quat', q, SLOT.box);
    x.cbx_js_obb3_from_quat();
    const o = SLOT.out;
    return {
      center: { ...vec(SLOT.shape, 3) }, half: vec(SLOT.vel, 3),
      axis: [vec(o, 3), vec(o + 3, 3), vec(o + 6, 3)],
    };
  };
  return api;
}

function batchQueries({ x, slots, scratch }) {
  // One batch select: the columns copied into the module, the indices copied out.
  const select = (name, kind, shape, boxes, names, exportD, exportF) => {
    const { n, float } = checkColumns('boxes', boxes, names);
    const values = readShape(name, kind, shape);
    // Float columns run the float twin only when the shape is a float too:
    // otherwise the columns are widened (exactly) so the answer stays exact.
    const useFloat = float && values.every((v) => Math.fround(v) === v || Number.isNaN(v));
    const Real = useFloat ? Float32Array : Float64Array;
    const columnBytes = names.length * n * Real.BYTES_PER_ELEMENT;
    const at = scratch(columnBytes + 4 * n);
    slots().set(values, SLOT.shape);
    const mem = new Real(x.memory.buffer, at, names.length * n);
    names.forEach((c, k) => mem.set(boxes[c], k * n));
    const count = (useFloat ? exportF : exportD)(at, n, at + columnBytes) >>> 0;
    return new Uint32Array(x.memory.buffer, at + columnBytes, count).slice();
  };
  return {
    selectCircleAabb2: (circle, boxes) => select('circle', 'circle', circle, boxes,
      ['minX', 'minY', 'maxX', 'maxY'], x.cbx_js_select2, x.cbx_js_select2f),
    selectSphereAabb3: (sphere, boxes) => select('sphere', 'sphere', sphere, boxes,
      ['minX', 'minY', 'minZ', 'maxX', 'maxY', 'maxZ'], x.cbx_js_select3, x.cbx_js_select3f),
  };
}

// The movers: the world's boxes copied into the module for each call; a
// move passed back (clip, standing) is written to the slots it came from.
// 2D and 3D differ only in sizes and names.
const MOVERS = {
  2: { move: 'moveCircle2', shape: 'circle', aabb: 'aabb2', obb: 'obb2', aabbLen: 4, obbLen: 6,
    clip: 'clipVelocity2', standing: 'standing2', exports: ['cbx_js_move2', 'cbx_js_clip_velocity2', 'cbx_js_standing2'] },
  3: { move: 'moveSphere3', shape: 'sphere', aabb: 'aabb3', obb: 'obb3', aabbLen: 6, obbLen: 15,
    clip: 'clipVelocity3', standing: 'standing3', exports: ['cbx_js_move3', 'cbx_js_clip_velocity3', 'cbx_js_standing3'] },
};

function mover(m) {
  return { ...moverOf(m, 2), ...moverOf(m, 3) };
}

function moverOf({ x, slots, vec, put, scratch }, d) {
  const M = MOVERS[d], v = `vec${d}`, hitLen = 2 * d + 2, hits0 = SLOT.out + 2 * d + 2;
  const [moveExport, clipExport, standingExport] = M.exports.map((name) => x[name]);
  // Slots: center, remaining, hit count, invalid boxes, then the hits.
  const moveOut = () => {
    const s = slots(), o = SLOT.out;
    const hitCount = s[o + 2 * d], hits = [];
    for (let h = 0; h < Math.min(hitCount, MOVE_MAX_HITS); ++h) {
      const at = hits0 + hitLen * h;
      hits.push({ normal: vec(at, d), point: vec(at + d, d), box: s[at + 2 * d], oriented: s[at + 2 * d + 1] !== 0 });
    }
    return { center: vec(o, d), remaining: vec(o + d, d), hitCount, hits, invalidBoxes: s[o + 2 * d + 1] };
  };
  const moveIn = (move) => {
    if (move === null || typeof move !== 'object' || !Array.isArray(move.hits)) {
      throw new TypeError(`move must be a result of ${M.move}`);
    }
    const s = slots(), o = SLOT.out;
    s.fill(0, o, hits0 + hitLen * MOVE_MAX_HITS);
    put('move.center', v, move.center, o);
    put('move.remaining', v, move.remaining, o + d);
    s[o + 2 * d] = checkInteger('move.hitCount', move.hitCount, 0);
    s[o + 2 * d + 1] = checkInteger('move.invalidBoxes', move.invalidBoxes, 0);
    const hits = move.hits.slice(0, MOVE_MAX_HITS);
    for (let h = 0; h < hits.length; ++h) {
      const hit = hits[h], at = hits0 + hitLen * h, what = `move.hits[${h}]`;
      put(`${what}.normal`, v, hit && hit.normal, at);
      put(`${what}.point`, v, hit.point, at + d);
      s[at + 2 * d] = checkInteger(`${what}.box`, hit.box, 0);
      s[at + 2 * d + 1] = hit.oriented ? 1 : 0;
    }
  };
  return {
    [M.move](world, shape, displacement, maxIterations = 4) {
      if (world === null || typeof world !== 'object') {
        throw new TypeError('world must be an object { aabbs: [...], obbs: [...] }');
      }
      const aabbs = world.aabbs ?? [], obbs = world.obbs ?? [];
      if (!Array.isArray(aabbs)) throw new TypeError(`world.aabbs must be an array of ${M.aabb} boxes`);
      if (!Array.isArray(obbs)) throw new TypeError(`world.obbs must be an array of ${M.obb} boxes`);
      checkInteger('maxIterations', maxIterations);
      const numbers = new Float64Array(M.aabbLen * aabbs.length + M.obbLen * obbs.length);
      // every index, holes included (forEach skips a hole, whose zeros then
      // made a point box at the origin that blocked the move): a hole reads
      // as undefined and is refused by name
      for (let k = 0; k < aabbs.length; ++k) WRITE[M.aabb](numbers, M.aabbLen * k, aabbs[k], `world.aabbs[${k}]`);
      for (let k = 0; k < obbs.length; ++k) {
        WRITE[M.obb](numbers, M.aabbLen * aabbs.length + M.obbLen * k, obbs[k], `world.obbs[${k}]`);
      }
      put(M.shape, M.shape, shape, SLOT.shape);
      put('displacement', v, displacement, SLOT.vel);
      const at = scratch(numbers.byteLength);
      new Float64Array(x.memory.buffer, at, numbers.length).set(numbers);
      moveExport(at, aabbs.length, obbs.length, maxIterations);
      return moveOut();
    },
    [M.clip](velocity, move) {
      const vel = readShape('velocity', v, velocity);
      moveIn(move);
      slots().set(vel, SLOT.vel);
      clipExport();
      return vec(SLOT.boxVel, d);
    },
    [M.standing](move, up, minCos) {
      const u = readShape('up', v, up);
      checkNumber('minCos', minCos);
      moveIn(move);
      slots().set(u, SLOT.vel);
      return standingExport(minCos) !== 0;
    },
  };
}
