// SPDX-License-Identifier: MIT
// circbox in Node: `await load()` reads circbox.wasm from the package with fs.
import { readFile } from 'node:fs/promises';
import { loadWith } from './src/load.js';

export * from './src/api.js';

// A string or URL names a file here (fetch takes no file paths).
export function load(source) {
  const file = typeof source === 'string' || source instanceof URL ? readFile(source) : source;
  return loadWith(file, (url) => readFile(url));
}
