// SPDX-License-Identifier: MIT
// The package's API over an instantiated circbox.wasm. Every answer comes
// from the C library in the module; this file only checks the arguments,
// copies numbers in and out of the module's exchange slots and builds plain
// objects. The slot layout mirrors js/wasm/circbox_js.c.
import { WRITE, readShape, checkColumns, checkInteger, checkNumber } from './shapes.js';

const SLOT = { shape: 0, vel: 4, box: 7, boxVel: 22, out: 32, len: 96 };
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
      const at = x.cbx_js_scratch(bytes);
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
    const count = (useFloat ? exportF : exportD)(at, n, at + columnBytes);
    return new Uint32Array(x.memory.buffer, at + columnBytes, count).slice();
  };
  return {
    selectCircleAabb2: (circle, boxes) => select('circle', 'circle', circle, boxes,
      ['minX', 'minY', 'maxX', 'maxY'], x.cbx_js_select2, x.cbx_js_select2f),
    selectSphereAabb3: (sphere, boxes) => select('sphere', 'sphere', sphere, boxes,
      ['minX', 'minY', 'minZ', 'maxX', 'maxY', 'maxZ'], x.cbx_js_select3, x.cbx_js_select3f),
  };
}

// The 2D mover: the world's boxes copied into the module for each call; a
// move passed back (clip, standing) is written to the slots it came from.
function mover({ x, slots, vec, put, scratch }) {
  const moveOut = () => {
    const s = slots(), o = SLOT.out;
    const hitCount = s[o + 4], hits = [];
    for (let h = 0; h < Math.min(hitCount, MOVE_MAX_HITS); ++h) {
      const at = o + 6 + 6 * h;
      hits.push({ normal: vec(at, 2), point: vec(at + 2, 2), box: s[at + 4], oriented: s[at + 5] !== 0 });
    }
    return { center: vec(o, 2), remaining: vec(o + 2, 2), hitCount, hits, invalidBoxes: s[o + 5] };
  };
  const moveIn = (move) => {
    if (move === null || typeof move !== 'object' || !Array.isArray(move.hits)) {
      throw new TypeError('move must be a result of moveCircle2');
    }
    const s = slots(), o = SLOT.out;
    s.fill(0, o, o + 6 + 6 * MOVE_MAX_HITS);
    s.set(readShape('move.center', 'vec2', move.center), o);
    s.set(readShape('move.remaining', 'vec2', move.remaining), o + 2);
    s[o + 4] = checkInteger('move.hitCount', move.hitCount, 0);
    s[o + 5] = checkInteger('move.invalidBoxes', move.invalidBoxes, 0);
    move.hits.slice(0, MOVE_MAX_HITS).forEach((hit, h) => {
      const at = o + 6 + 6 * h, what = `move.hits[${h}]`;
      s.set(readShape(`${what}.normal`, 'vec2', hit && hit.normal), at);
      s.set(readShape(`${what}.point`, 'vec2', hit.point), at + 2);
      s[at + 4] = checkInteger(`${what}.box`, hit.box, 0);
      s[at + 5] = hit.oriented ? 1 : 0;
    });
  };
  const api = {};
  api.moveCircle2 = (world, circle, displacement, maxIterations = 4) => {
    if (world === null || typeof world !== 'object') {
      throw new TypeError('world must be an object { aabbs: [...], obbs: [...] }');
    }
    const aabbs = world.aabbs ?? [], obbs = world.obbs ?? [];
    if (!Array.isArray(aabbs)) throw new TypeError('world.aabbs must be an array of aabb2 boxes');
    if (!Array.isArray(obbs)) throw new TypeError('world.obbs must be an array of obb2 boxes');
    checkInteger('maxIterations', maxIterations);
    const numbers = new Float64Array(4 * aabbs.length + 6 * obbs.length);
    aabbs.forEach((b, k) => WRITE.aabb2(numbers, 4 * k, b, `world.aabbs[${k}]`));
    obbs.forEach((b, k) => WRITE.obb2(numbers, 4 * aabbs.length + 6 * k, b, `world.obbs[${k}]`));
    put('circle', 'circle', circle, SLOT.shape);
    put('displacement', 'vec2', displacement, SLOT.vel);
    const at = scratch(numbers.byteLength);
    new Float64Array(x.memory.buffer, at, numbers.length).set(numbers);
    x.cbx_js_move2(at, aabbs.length, obbs.length, maxIterations);
    return moveOut();
  };
  api.clipVelocity2 = (velocity, move) => {
    const v = readShape('velocity', 'vec2', velocity);
    moveIn(move);
    slots().set(v, SLOT.vel);
    x.cbx_js_clip_velocity2();
    return vec(SLOT.boxVel, 2);
  };
  api.standing2 = (move, up, minCos) => {
    const u = readShape('up', 'vec2', up);
    checkNumber('minCos', minCos);
    moveIn(move);
    slots().set(u, SLOT.vel);
    return x.cbx_js_standing2(minCos) !== 0;
  };
  return api;
}
