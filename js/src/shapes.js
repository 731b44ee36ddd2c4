// SPDX-License-Identifier: MIT
// Argument checks: a shape is a plain object with the C struct's fields
// ({ center: { x, y }, radius } for a circle); every field must be a number.
// A malformed argument (not an object, a missing field, a string) throws a
// TypeError naming the field; a number that is NaN, infinite or out of range
// (a negative radius, an inverted box) is geometry the library answers
// INVALID for, never an exception. A 2D argument with a z (a 3D vector or
// shape given to a 2D query) and an obb3 whose axis is not three vectors
// throw too: the extra number would be dropped, and the answer be to
// another question (an independent tester: a sphere 100 above a box
// answered OVERLAPPING by relateCircleAabb2).

// The fields of each kind, in the order the module reads them.
const V2 = ['x', 'y'];
const V3 = ['x', 'y', 'z'];
const under = (prefix, names) => names.map((n) => [prefix, n]);
const LAYOUT = {
  vec2: V2.map((n) => [n]),
  vec3: V3.map((n) => [n]),
  quat: ['w', 'x', 'y', 'z'].map((n) => [n]),
  circle: [...under('center', V2), ['radius']],
  sphere: [...under('center', V3), ['radius']],
  aabb2: [...under('min', V2), ...under('max', V2)],
  obb2: [...under('center', V2), ...under('half', V2), ['rot', 'c'], ['rot', 's']],
  aabb3: [...under('min', V3), ...under('max', V3)],
  obb3: [...under('center', V3), ...under('half', V3),
    ...[0, 1, 2].flatMap((k) => V3.map((n) => ['axis', k, n]))],
};

const describe = (v) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);
const pathText = (what, path) => path.reduce((t, p) => (typeof p === 'number' ? `${t}[${p}]` : `${t}.${p}`), what);

// The paths of the 2D kinds' vectors, which must have no z.
const PLANAR = { vec2: [[]], circle: [['center']], aabb2: [['min'], ['max']], obb2: [['center'], ['half']] };

// Throws where a 2D kind's vector has a z, or an obb3's axis is not an
// array of three (the numbers themselves are read and checked already).
function checkDimension(what, kind, value) {
  for (const path of PLANAR[kind] ?? []) {
    const v = path.reduce((o, p) => o[p], value);
    if (v.z !== undefined) {
      throw new TypeError(`${pathText(what, [...path, 'z'])}: a 3D vector where ${kind} takes a 2D one`);
    }
  }
  if (kind === 'obb3' && (!Array.isArray(value.axis) || value.axis.length !== 3)) {
    throw new TypeError(`${what}.axis must be an array of three vectors`);
  }
}

// The numbers of `value`, a `kind` (a key of LAYOUT), in the module's order.
export function readShape(what, kind, value) {
  const layout = LAYOUT[kind];
  if (value === null || typeof value !== 'object') {
    throw new TypeError(`${what} must be an object (${kind}), got ${describe(value)}`);
  }
  const numbers = layout.map((path) => {
    let v = value;
    for (let i = 0; i < path.length; ++i) {
      if (v === null || typeof v !== 'object') {
        throw new TypeError(`${pathText(what, path.slice(0, i))} must be an object, got ${describe(v)}`);
      }
      v = v[path[i]];
    }
    if (typeof v !== 'number') throw new TypeError(`${pathText(what, path)} must be a number, got ${describe(v)}`);
    return v;
  });
  checkDimension(what, kind, value);
  return numbers;
}

// Fast writers: each checks and copies one kind into `s` at `at`; on any
// doubt it defers to readShape, which names what is wrong.
const isObj = (v) => v !== null && typeof v === 'object';
const num = (v) => typeof v === 'number';
const is2 = (v) => isObj(v) && num(v.x) && num(v.y) && v.z === undefined;
const is3 = (v) => isObj(v) && num(v.x) && num(v.y) && num(v.z);
const set2 = (s, at, v) => { s[at] = v.x; s[at + 1] = v.y; };
const set3 = (s, at, v) => { s[at] = v.x; s[at + 1] = v.y; s[at + 2] = v.z; };
const slow = (s, at, v, what, kind) => s.set(readShape(what, kind, v), at);

export const WRITE = {
  vec2(s, at, v, what) {
    if (is2(v)) set2(s, at, v);
    else slow(s, at, v, what, 'vec2');
  },
  vec3(s, at, v, what) {
    if (is3(v)) set3(s, at, v);
    else slow(s, at, v, what, 'vec3');
  },
  circle(s, at, v, what) {
    if (isObj(v) && is2(v.center) && num(v.radius)) {
      set2(s, at, v.center);
      s[at + 2] = v.radius;
    } else slow(s, at, v, what, 'circle');
  },
  sphere(s, at, v, what) {
    if (isObj(v) && is3(v.center) && num(v.radius)) {
      set3(s, at, v.center);
      s[at + 3] = v.radius;
    } else slow(s, at, v, what, 'sphere');
  },
  aabb2(s, at, v, what) {
    if (isObj(v) && is2(v.min) && is2(v.max)) {
      set2(s, at, v.min);
      set2(s, at + 2, v.max);
    } else slow(s, at, v, what, 'aabb2');
  },
  obb2(s, at, v, what) {
    const r = isObj(v) ? v.rot : null;
    if (isObj(v) && is2(v.center) && is2(v.half) && isObj(r) && num(r.c) && num(r.s)) {
      set2(s, at, v.center);
      set2(s, at + 2, v.half);
      s[at + 4] = r.c;
      s[at + 5] = r.s;
    } else slow(s, at, v, what, 'obb2');
  },
  aabb3(s, at, v, what) {
    if (isObj(v) && is3(v.min) && is3(v.max)) {
      set3(s, at, v.min);
      set3(s, at + 3, v.max);
    } else slow(s, at, v, what, 'aabb3');
  },
  obb3(s, at, v, what) {
    const a = isObj(v) ? v.axis : null;
    if (isObj(v) && is3(v.center) && is3(v.half) && Array.isArray(a) && a.length === 3 && is3(a[0]) && is3(a[1]) &&
        is3(a[2])) {
      set3(s, at, v.center);
      set3(s, at + 3, v.half);
      set3(s, at + 6, a[0]);
      set3(s, at + 9, a[1]);
      set3(s, at + 12, a[2]);
    } else slow(s, at, v, what, 'obb3');
  },
  quat(s, at, v, what) {
    if (is3(v) && num(v.w)) {
      s[at] = v.w;
      set3(s, at + 1, v);
    } else slow(s, at, v, what, 'quat');
  },
};

export function checkNumber(what, v) {
  if (typeof v !== 'number') throw new TypeError(`${what} must be a number, got ${describe(v)}`);
  return v;
}

// An integer number; `min` when given (RangeError below it). Integers up to 2^31 - 1.
export function checkInteger(what, v, min) {
  checkNumber(what, v);
  if (!Number.isInteger(v)) throw new RangeError(`${what} must be an integer, got ${v}`);
  if (v > 0x7fffffff || v < -0x80000000) throw new RangeError(`${what} must be below 2^31 in size, got ${v}`);
  if (min !== undefined && v < min) throw new RangeError(`${what} must be at least ${min}, got ${v}`);
  return v;
}

// Box columns for batch select: an object of equally long Float64Arrays
// (or all Float32Arrays). Returns their length and whether they are float.
export function checkColumns(what, boxes, names) {
  if (boxes === null || typeof boxes !== 'object') {
    throw new TypeError(`${what} must be an object { ${names.join(', ')} } of Float64Array or Float32Array`);
  }
  let n = -1, Kind = null;
  for (const c of names) {
    const col = boxes[c];
    if (!(col instanceof Float64Array || col instanceof Float32Array)) {
      throw new TypeError(`${what}.${c} must be a Float64Array or Float32Array, got ${
        col === undefined ? 'undefined' : col?.constructor?.name ?? describe(col)}`);
    }
    if (Kind === null) {
      Kind = col.constructor;
      n = col.length;
    } else if (col.constructor !== Kind) {
      throw new TypeError(`${what}.${c} is a ${col.constructor.name} but ${what}.${names[0]} a ${Kind.name}: use one type`);
    } else if (col.length !== n) {
      throw new RangeError(`${what}.${c} has ${col.length} entries but ${what}.${names[0]} has ${n}`);
    }
  }
  if (n >= 2 ** 32 - 1) throw new RangeError(`${what}: at most 2^32 - 2 boxes, got ${n}`);
  return { n, float: Kind === Float32Array };
}
