// SPDX-License-Identifier: MIT
// Fails when the module imports anything (a libc or libm call slipped into the
// library, or a missing definition) or lacks an export the page uses.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const mod = new WebAssembly.Module(readFileSync(file));
const imports = WebAssembly.Module.imports(mod);
const exports = WebAssembly.Module.exports(mod).map((e) => e.name);
if (imports.length) {
  console.error(`${file}: imports ${imports.map((i) => `${i.module}.${i.name}`).join(', ')}; it must import nothing`);
  process.exit(1);
}
const needed = ['memory', 'cbx_wasm_io', 'cbx_wasm_io_len', 'cbx_wasm_has_sweep', 'cbx_wasm_query', 'cbx_wasm_level',
  'cbx_wasm_level_len', 'cbx_wasm_level_set_angle', 'cbx_wasm_level_overlapping', 'cbx_wasm_level_step'];
const missing = needed.filter((n) => !exports.includes(n));
if (missing.length) {
  console.error(`${file}: missing exports ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`${file}: ${readFileSync(file).length} bytes, 0 imports, exports ${exports.join(' ')}`);
