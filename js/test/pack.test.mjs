// SPDX-License-Identifier: MIT
// As a user would: `npm pack` made the tarball; install it into a fresh
// project in a temporary directory (offline, from the file), import
// 'circbox' from a script there and run a query; check the same project's
// TypeScript sees the package's types.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, readdirSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PACKAGE_DIR } from './helpers.mjs';

const tarballDir = resolve(PACKAGE_DIR, '..');
const tarball = readdirSync(tarballDir).find((f) => /^circbox-.*\.tgz$/.test(f));
const TSC = process.env.CIRCBOX_TSC;

test('npm pack lists exactly the package files', () => {
  assert.ok(tarball, `no circbox-*.tgz next to ${PACKAGE_DIR}`);
  const listing = execFileSync('tar', ['tzf', join(tarballDir, tarball)]).toString().trim().split('\n').sort();
  assert.deepEqual(listing, ['LICENSE', 'README.md', 'circbox.wasm', 'index.d.ts', 'index.js', 'node.js',
    'package.json', 'src/api.js', 'src/load.js', 'src/shapes.js'].map((f) => `package/${f}`));
});

test('the package version is the library version (CMakeLists.txt)', () => {
  const cmake = readFileSync('CMakeLists.txt', 'utf8').match(/project\(circbox VERSION ([0-9.]+)/);
  const pkg = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8'));
  assert.ok(cmake, 'project(circbox VERSION ...) in CMakeLists.txt');
  assert.equal(pkg.version, cmake[1]);
  assert.equal(tarball, `circbox-${cmake[1]}.tgz`);
});

test('the tarball installs offline into a scratch project and answers there', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'circbox-npm-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', join(tarballDir, tarball)],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  assert.ok(existsSync(join(dir, 'node_modules/circbox/circbox.wasm')));
  writeFileSync(join(dir, 'main.mjs'), `
import { load, TOUCHING } from 'circbox';
const cbx = await load();
const k = cbx.contactCircleAabb2({ center: { x: 3, y: 4 }, radius: 5 }, { min: { x: -1, y: -1 }, max: { x: 0, y: 0 } });
console.log(JSON.stringify({ touching: k.relation === TOUCHING, normal: k.normal }));
`);
  const out = execFileSync('node', ['main.mjs'], { cwd: dir }).toString().trim();
  assert.deepEqual(JSON.parse(out), { touching: true, normal: { x: 0.6, y: 0.8 } });
  // a CommonJS script reaches the ES module with import()
  writeFileSync(join(dir, 'old.cjs'), "import('circbox').then((m) => console.log(typeof m.load));");
  assert.equal(execFileSync('node', ['old.cjs'], { cwd: dir }).toString().trim(), 'function');

  if (!TSC) {
    t.diagnostic('CIRCBOX_TSC not set: the type check of the installed package is skipped');
    return;
  }
  writeFileSync(join(dir, 'main.ts'), `
import { load, SWEEP_CONTACT, type Sweep, type Vec2 } from 'circbox';
const cbx = await load();
const s: Sweep<Vec2> = cbx.sweepCircleAabb2({ center: { x: -5, y: 0 }, radius: 1 }, { x: 1, y: 0 },
  { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } });
const contact: boolean = s.type === SWEEP_CONTACT;
// @ts-expect-error velocity is a vector, not a number
cbx.sweepCircleAabb2({ center: { x: -5, y: 0 }, radius: 1 }, 1, { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } });
export { contact };
`);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022',
      lib: ['es2022', 'dom'], types: [] },
    files: ['main.ts'],
  }));
  execFileSync('node', [TSC, '-p', 'tsconfig.json'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
});
