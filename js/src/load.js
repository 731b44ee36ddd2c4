// SPDX-License-Identifier: MIT
// Instantiates circbox.wasm from whatever the caller has: compiled module,
// bytes, a fetch Response, or a URL. The module imports nothing.
import { makeApi } from './api.js';

async function instantiate(pending) {
  const source = await pending;
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {}); // an Instance
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    // any ArrayBufferView, as index.d.ts says: WebAssembly takes a typed
    // array but refused a DataView (an independent tester's finding), so
    // its bytes are viewed as one
    const bytes = source instanceof ArrayBuffer || !(source instanceof DataView) ? source
      : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
    return (await WebAssembly.instantiate(bytes, {})).instance;
  }
  const response = source;
  if (typeof Response !== 'undefined' && response instanceof Response) {
    if (!response.ok) throw new Error(`circbox: fetching ${response.url || 'circbox.wasm'} gave HTTP ${response.status}`);
    // Streaming compilation needs the application/wasm content type; fall back to bytes.
    const isWasm = (response.headers.get('content-type') || '').startsWith('application/wasm');
    if (isWasm && typeof WebAssembly.instantiateStreaming === 'function') {
      return (await WebAssembly.instantiateStreaming(response, {})).instance;
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
  }
  throw new TypeError('circbox: load() takes a URL, a Response, bytes or a WebAssembly.Module');
}

// `fetchDefault(url)` returns what instantiate takes for the packaged file.
export async function loadWith(source, fetchDefault) {
  const where = new URL('../circbox.wasm', import.meta.url);
  let s = source;
  if (s === undefined) s = fetchDefault(where);
  else if (typeof s === 'string' || s instanceof URL) s = fetch(s);
  return makeApi((await instantiate(s)).exports);
}
