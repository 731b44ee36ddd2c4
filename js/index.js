// SPDX-License-Identifier: MIT
// circbox in the browser (and any runtime with fetch): `await load()` fetches
// circbox.wasm next to this package and returns the queries.
import { loadWith } from './src/load.js';

export * from './src/api.js';

export function load(source) {
  return loadWith(source, (url) => fetch(url));
}
