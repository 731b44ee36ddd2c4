// SPDX-License-Identifier: MIT
// Shared by the package's tests: where the built package is, the native
// oracle (js/test/native.c, compiled by tests/test_js.sh), ulp steps and a
// deterministic generator.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PACKAGE_DIR = resolve(process.env.CIRCBOX_JS_PACKAGE || 'build-js/package');
export const NATIVE = process.env.CIRCBOX_NATIVE;

export const importPackage = (entry = 'node.js') => import(pathToFileURL(resolve(PACKAGE_DIR, entry)).href);

// A double as text strtod reads back to the same bits (String(-0) is "0").
const text = (v) => (Object.is(v, -0) ? '-0' : String(v));
const parse = (t) => (t === 'inf' ? Infinity : t === '-inf' ? -Infinity : Number(t));

// Runs the native oracle over lines of [op, ...numbers]; returns arrays of numbers.
export function native(cases) {
  if (!NATIVE) throw new Error('CIRCBOX_NATIVE is not set (run the tests with tests/test_js.sh)');
  const input = cases.map((c) => c.map(text).join(' ')).join('\n') + '\n';
  const outText = execFileSync(NATIVE, { input, maxBuffer: 1 << 28 }).toString();
  const lines = outText.split('\n');
  lines.pop();
  return lines.map((l) => l.trim().split(/\s+/).filter((t) => t !== '').map(parse));
}

// Same bits (NaN equals NaN, -0 differs from 0).
export const same = (a, b) => Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));

const buf = new DataView(new ArrayBuffer(8));
// The next double toward +inf (up) or -inf (down).
export function nextUp(v) {
  if (Number.isNaN(v) || v === Infinity) return v;
  if (v === 0) return Number.MIN_VALUE;
  buf.setFloat64(0, v);
  const bits = buf.getBigUint64(0);
  buf.setBigUint64(0, v > 0 ? bits + 1n : bits - 1n);
  return buf.getFloat64(0);
}
export const nextDown = (v) => -nextUp(-v);

// xorshift: the same numbers on every run.
export function rng(seed) {
  let s = BigInt(seed) | 1n;
  const mask = (1n << 64n) - 1n;
  return () => {
    s ^= (s << 13n) & mask;
    s ^= s >> 7n;
    s ^= (s << 17n) & mask;
    return Number(s >> 11n) / 2 ** 53;
  };
}

export const hasNative = () => {
  try {
    return NATIVE && execFileSync(NATIVE, { input: '' }) !== undefined;
  } catch {
    return false;
  }
};
