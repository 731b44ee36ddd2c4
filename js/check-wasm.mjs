// SPDX-License-Identifier: MIT
// Fails when the module imports anything (a libc or libm call slipped into the
// library, or a missing definition) or lacks an export the package uses.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const mod = new WebAssembly.Module(readFileSync(file));
const imports = WebAssembly.Module.imports(mod);
const exports = WebAssembly.Module.exports(mod).map((e) => e.name);
if (imports.length) {
  console.error(`${file}: imports ${imports.map((i) => `${i.module}.${i.name}`).join(', ')}; it must import nothing`);
  process.exit(1);
}
const queries = ['overlap', 'relate', 'contact', 'sweep', 'cast', 'rot2_from_angle', 'quat_from_axis_angle',
  'obb3_from_quat', 'scratch', 'select2', 'select2f', 'select3', 'select3f', 'move2', 'clip_velocity2', 'standing2',
  'move3', 'clip_velocity3', 'standing3'];
const needed = ['memory', 'cbx_js_io', 'cbx_js_io_len', ...queries.map((q) => `cbx_js_${q}`)];
const missing = needed.filter((n) => !exports.includes(n));
if (missing.length) {
  console.error(`${file}: missing exports ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`${file}: ${readFileSync(file).length} bytes, 0 imports, ${exports.length} exports`);
