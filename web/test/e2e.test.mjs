// SPDX-License-Identifier: MIT
// End-to-end tests of the circbox page (make test-web): headless Chromium drags
// the circle, its velocity and the rectangle with the mouse (and once with a
// finger), reads the numbers the page DISPLAYS, and compares them bit for bit
// with the native library's answers for the exact scene the page used.
//   env: WEB_DIR (the built page), CIRCBOX_LIB (native library for ctypes),
//        ARTIFACTS (screenshots), CHROMIUM (browser binary)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const WEB_DIR = resolve(ROOT, process.env.WEB_DIR || 'build-web');
const ARTIFACTS = resolve(ROOT, process.env.ARTIFACTS || 'test-artifacts/web');
const RELATION = { '-1': 'INVALID', 0: 'SEPARATE', 1: 'TOUCHING', 2: 'OVERLAPPING' };
const SWEEP = { '-2': 'INVALID', '-1': 'OVERLAP', 0: 'NONE', 1: 'CONTACT' };

let server, context, page, userDir, hasSweep;

// ------------------------------------------------------------ harness

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
  const srv = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((ok) => srv.listen(0, '127.0.0.1', () => ok(srv)));
}

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serve(WEB_DIR);
  userDir = mkdtempSync(join(tmpdir(), 'circbox-chromium-'));
  context = await chromium.launchPersistentContext(userDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    hasTouch: true,
    viewport: { width: 1280, height: 820 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForSelector('body[data-ready]');
  assert.equal(await page.getAttribute('body', 'data-ready'), '1', `page failed to load: ${errors.join('; ')}`);
  hasSweep = await page.evaluate(() => window.circbox.hasSweep());
});

after(async () => {
  if (context) await context.close();
  if (server) server.close();
  if (userDir) rmSync(userDir, { recursive: true, force: true });
});

const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const client = (p) => page.evaluate(([x, y]) => window.circbox.toClient(x, y), [p.x, p.y]);

// Press on world point `from`, move in steps to `to`, release.
async function drag(from, to) {
  const a = await client(from), b = await client(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
  await frame();
}

async function reset() {
  await page.click('#reset');
  await frame();
}

// What the page shows, and the exact scene it says it handed the library.
async function displayed() {
  return page.evaluate(() => {
    const root = document.getElementById('readout');
    const shown = {};
    for (const el of root.querySelectorAll('[data-k]')) {
      if (!el.closest('[hidden]')) shown[el.dataset.k] = el.textContent;
    }
    return { scene: JSON.parse(root.dataset.scene), shown };
  });
}

function nativeAnswers(scenes) {
  const run = spawnSync('python3', [join(HERE, 'native.py')], {
    input: JSON.stringify(scenes),
    env: { ...process.env, PYTHONPATH: join(ROOT, 'tests/oracle'), PYTHONDONTWRITEBYTECODE: '1' },
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, `native.py failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

// A number as the page prints it or as Python's repr writes it, back to a double.
function parseNum(s) {
  const special = { inf: Infinity, '-inf': -Infinity, nan: NaN, NaN: NaN };
  if (s in special) return special[s];
  assert.match(s, /^-?\d+(\.\d+)?(e[-+]?\d+)?$/, `not a number: ${s}`);
  return Number(s);
}

function sameDouble(shownText, nativeRepr, what) {
  const a = parseNum(shownText), b = parseNum(nativeRepr);
  assert.ok(Object.is(a, b), `${what}: page shows ${shownText}, native library gives ${nativeRepr}`);
}

// The page's displayed answers for its current scene must be the native
// library's, bit for bit. Returns both for further checks.
async function checkAgainstNative(name) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  const { scene, shown } = await displayed();
  const [nat] = nativeAnswers([scene]);
  // the inputs shown are the inputs used
  sameDouble(shown['circle.center.x'], String(scene.circle.center.x), 'centre x');
  sameDouble(shown['circle.center.y'], String(scene.circle.center.y), 'centre y');
  sameDouble(shown['circle.radius'], String(scene.circle.radius), 'radius');
  sameDouble(shown['c_vel.x'], String(scene.c_vel.x), 'velocity x');
  sameDouble(shown['c_vel.y'], String(scene.c_vel.y), 'velocity y');
  // the answers
  assert.equal(shown.relation, RELATION[nat.relation], 'relation');
  assert.equal(RELATION[nat.contact.relation], RELATION[nat.relation], 'native contact.relation == relate');
  assert.equal(shown.overlap, String(nat.overlap), 'overlap');
  sameDouble(shown['contact.distance'], nat.contact.distance, 'contact distance');
  for (const v of ['point', 'normal']) {
    for (const a of ['x', 'y']) sameDouble(shown[`contact.${v}.${a}`], nat.contact[v][a], `contact ${v}.${a}`);
  }
  if (hasSweep) {
    assert.ok(nat.sweep, 'the page has the sweep but the native library does not');
    assert.equal(shown['sweep.type'], SWEEP[nat.sweep.type], 'sweep type');
    sameDouble(shown['sweep.time'], nat.sweep.time, 'sweep time');
    for (const v of ['point', 'normal']) {
      for (const a of ['x', 'y']) sameDouble(shown[`sweep.${v}.${a}`], nat.sweep[v][a], `sweep ${v}.${a}`);
    }
  } else {
    assert.equal(shown['sweep.type'], 'not in this build');
  }
  return { scene, shown, nat };
}

// The contact time is the library's to round (a few ulps, bit-compared with
// native above); here it only has to be the right time.
function assertNear(shownText, want) {
  const t = parseNum(shownText);
  assert.ok(Math.abs(t - want) <= 8 * Number.EPSILON * want, `time ${shownText}, expected about ${want}`);
}

// Puts the centre at c and the velocity tip at c + v by dragging both.
async function place(c, v) {
  const before = (await displayed()).scene;
  await drag(before.circle.center, c);
  const moved = (await displayed()).scene;
  assert.deepEqual(moved.circle.center, c, 'the centre landed where it was dragged');
  const tip = { x: moved.circle.center.x + moved.c_vel.x, y: moved.circle.center.y + moved.c_vel.y };
  await drag(tip, { x: c.x + v.x, y: c.y + v.y });
  const after = (await displayed()).scene;
  assert.deepEqual(after.c_vel, v, 'the velocity is the dragged tip minus the centre');
}

// ------------------------------------------------------------ tests

test('the page runs circbox.wasm, which imports nothing, and shows the native answers', async () => {
  const imports = await page.evaluate(async () => {
    const mod = await WebAssembly.compile(await (await fetch('circbox/circbox.wasm')).arrayBuffer());
    return WebAssembly.Module.imports(mod).length;
  });
  assert.equal(imports, 0);
  await reset();
  await checkAgainstNative('01-initial');
});

test('dragging the centre: separate, exactly touching, overlapping, inside', async () => {
  await reset();   // box [-2, 3] x [-2, 1], radius 1
  const cases = [
    [{ x: -4.5, y: 0.5 }, 'SEPARATE'],
    [{ x: -3, y: 0.25 }, 'TOUCHING'],          // gap to the left edge is exactly the radius
    [{ x: -2.75, y: 1.625 }, 'OVERLAPPING'],
    [{ x: 0.75, y: -0.375 }, 'OVERLAPPING'],    // centre inside: nearest face, negative distance
    [{ x: 4, y: 1.5 }, 'SEPARATE'],             // corner region: offset (1, 0.5) from (3, 1) is longer than 1
  ];
  let i = 0;
  for (const [c, want] of cases) {
    const { scene } = await displayed();
    await drag(scene.circle.center, c);
    const got = await checkAgainstNative(`02-centre-${++i}`);
    assert.deepEqual(got.scene.circle.center, c);
    assert.equal(got.shown.relation, want, `centre (${c.x}, ${c.y})`);
  }
});

test('exact tangency at a corner: radius 1.25 with the centre at (3.75, 2)', async () => {
  await reset();
  const { scene } = await displayed();
  await drag(scene.circle.center, { x: 3.75, y: 2 });   // offset from corner (3, 1) is (0.75, 1): length 1.25
  const radius = page.locator('#radius');
  await radius.focus();
  await page.keyboard.press('ArrowRight');             // 1 -> 1.125 -> 1.25
  await page.keyboard.press('ArrowRight');
  await frame();
  const got = await checkAgainstNative('03-corner-tangent');
  assert.equal(got.scene.circle.radius, 1.25);
  assert.equal(got.shown.relation, 'TOUCHING');
  assert.equal(got.shown['contact.distance'], '0');
  // 17 significant digits of the doubles nearest 0.6 and 0.8
  assert.equal(got.shown['contact.normal.x'], '0.59999999999999998');
  assert.equal(got.shown['contact.normal.y'], '0.80000000000000004');
});

test('dragging the velocity: the sweep matches the native library', async (t) => {
  if (!hasSweep) t.diagnostic('sweep not in this build: relation and contact only');
  await reset();
  const paths = [
    [{ x: -6, y: 3 }, { x: 4, y: -2 }],      // heads for the top-left corner region
    [{ x: -6, y: 3 }, { x: -1, y: 2 }],      // moves away
    [{ x: 6, y: -4 }, { x: -2.5, y: 1.75 }], // from below right, onto the bottom or right side
    [{ x: -1, y: 0 }, { x: 2, y: 1 }],       // starts inside: overlap
  ];
  let i = 0;
  for (const [c, v] of paths) {
    await place(c, v);
    const got = await checkAgainstNative(`04-velocity-${++i}`);
    if (hasSweep && i === 2) assert.equal(got.shown['sweep.type'], 'NONE');
    if (hasSweep && i === 4) assert.equal(got.shown['sweep.type'], 'OVERLAP');
  }
});

test('graze: sliding along the top edge at distance r, and tangent to a corner arc, is CONTACT', async (t) => {
  await reset();   // box [-2, 3] x [-2, 1], radius 1
  // centre line y = 2 runs exactly r above the top edge y = 1: first touch at x = -2, time 1
  await place({ x: -6, y: 2 }, { x: 4, y: 0 });
  let got = await checkAgainstNative('05-graze-edge');
  if (hasSweep) {
    assert.equal(got.shown['sweep.type'], 'CONTACT');
    assertNear(got.shown['sweep.time'], 1);
  } else t.diagnostic('sweep not in this build');
  // from (-7, -4) along (3, 4): distance to the corner (-2, 1) is |V x D| / |V| = 5 / 5 = r
  await place({ x: -7, y: -4 }, { x: 3, y: 4 });
  got = await checkAgainstNative('05-graze-corner');
  if (hasSweep) {
    assert.equal(got.shown['sweep.type'], 'CONTACT');
    assertNear(got.shown['sweep.time'], 1.4);
  }
  // one grid step further out the path misses
  await place({ x: -7.125, y: -4 }, { x: 3, y: 4 });
  got = await checkAgainstNative('05-graze-miss');
  if (hasSweep) assert.equal(got.shown['sweep.type'], 'NONE');
});

test('oriented rectangle: toggle, rotate by the knob, compare', async () => {
  await reset();
  await page.click('#kind-obb');
  await frame();
  let got = await checkAgainstNative('06-oriented-0deg');
  assert.equal(got.scene.kind, 'obb2');
  assert.deepEqual(got.scene.box.rot, { c: 1, s: 0 });
  // the knob sits above the top edge; drag it round to the left of the centre
  const knob = await page.evaluate(() => window.circbox.handles().knob);
  await drag(knob, { x: -3, y: 2.5 });
  got = await checkAgainstNative('06-oriented-rotated');
  assert.notEqual(got.scene.box.rot.s, 0, 'the knob rotated the box');
  assert.ok(Math.abs(got.scene.box.rot.c ** 2 + got.scene.box.rot.s ** 2 - 1) < 1e-15);
  // and the centre dragged against the rotated box
  await drag(got.scene.circle.center, { x: -3.5, y: 0 });
  await checkAgainstNative('06-oriented-moved');
  await page.click('#kind-aabb');
  await frame();
  got = await checkAgainstNative('06-back-to-aabb');
  assert.equal(got.scene.kind, 'aabb2');
});

test('resizing the rectangle by a corner and moving it by its body', async () => {
  await reset();
  await drag({ x: 3, y: 1 }, { x: 4, y: 2.5 });        // top-right corner; bottom-left stays at (-2, -2)
  let got = await checkAgainstNative('07-resized');
  assert.deepEqual(got.scene.box, { min: { x: -2, y: -2 }, max: { x: 4, y: 2.5 } });
  await drag({ x: 1, y: -1 }, { x: 2, y: -2.5 });       // the body: moves by (1, -1.5)
  got = await checkAgainstNative('07-moved');
  assert.deepEqual(got.scene.box, { min: { x: -1, y: -3.5 }, max: { x: 5, y: 1 } });
});

test('touch: dragging the centre with a finger', async () => {
  await reset();
  const { scene } = await displayed();
  const a = await client(scene.circle.center), b = await client({ x: -3, y: -1.5 });
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1 }],
  });
  await touch('touchStart', a);
  for (let k = 1; k <= 8; ++k) await touch('touchMove', { x: a.x + ((b.x - a.x) * k) / 8, y: a.y + ((b.y - a.y) * k) / 8 });
  await touch('touchEnd');
  await cdp.detach();
  await frame();
  const got = await checkAgainstNative('08-touch');
  assert.deepEqual(got.scene.circle.center, { x: -3, y: -1.5 });
  assert.equal(got.shown.relation, 'TOUCHING');            // gap to the left edge x = -2 is exactly 1
});

test('the regions overlay names the seed region of the centre', async () => {
  await reset();
  await page.click('#regions');
  await frame();
  const text = await page.textContent('#region');
  assert.match(text, /R7 \(xy-unb\)/);                     // (-5.5, 2.75) is beyond both slabs
  await checkAgainstNative('09-regions');
  await page.click('#regions');
});

test('arrow keys nudge the last thing dragged by one grid step (Shift: one unit)', async () => {
  await reset();
  await page.focus('#view');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await frame();
  const got = await checkAgainstNative('10-keyboard');
  assert.deepEqual(got.scene.circle.center, { x: -5.25, y: 1.75 });
});

test('a drag focuses the canvas: the arrow keys then move what was dragged, not the slider focused before', async () => {
  await reset();
  const radius = (await displayed()).scene.circle.radius;
  await page.focus('#radius');
  const before = (await displayed()).scene.box;
  const body = { x: (before.min.x + before.max.x) / 2, y: (before.min.y + before.max.y) / 2 };
  await drag(body, { x: body.x + 1, y: body.y + 1 });
  assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.id), 'view');
  const moved = (await displayed()).scene.box;
  await page.keyboard.press('ArrowUp');
  await frame();
  const after = (await displayed()).scene;
  assert.equal(after.circle.radius, radius, 'the radius slider took the key');
  assert.equal(after.box.min.y, moved.min.y + 0.125, 'the box did not move up one grid step');
  // C, V, B choose without a pointer: C, then the circle moves
  await page.keyboard.press('c');
  await page.keyboard.press('ArrowRight');
  await frame();
  const last = (await displayed()).scene;
  assert.equal(last.circle.center.x, after.circle.center.x + 0.125);
  assert.deepEqual(last.box, after.box);
});

test('snapping never makes a -0 that the C calls would write as 0', async () => {
  await reset();
  const c = (await displayed()).scene.circle.center;
  await drag(c, { x: -0.03, y: 3.5 });
  const r = await page.evaluate(() => {
    const q = window.circbox.scene();
    return { negZero: Object.is(q.circle.center.x, -0), x: q.circle.center.x, code: document.getElementById('ccode').textContent };
  });
  assert.equal(r.negZero, false, 'the snapped centre is -0');
  assert.equal(r.x, 0);
  assert.match(r.code, /cbx_circle c = \{\{0, 3\.5\}/);
  assert.match(r.code, /bool hit = cbx_overlap_circle_aabb2\(c, b\);/);
});

test('the C calls the page prints reproduce its answers', async (t) => {
  const cc = process.env.CC || 'cc';
  if (spawnSync(cc, ['--version']).status !== 0) return t.skip(`no C compiler (${cc})`);
  await reset();
  await place({ x: -6, y: 2 }, { x: 4, y: 0 });            // the edge graze
  const code = await page.textContent('#ccode');
  const { shown } = await displayed();
  const body = code.split('\n').filter((l) => hasSweep || !l.includes('sweep')).join('\n    ');
  const src = `#include <stdio.h>
#include <circbox.h>
int main(void) {
    ${body}
    printf("%d %.17g %.17g %.17g %.17g %.17g\\n", (int)rel, k.distance, k.point.x, k.point.y, k.normal.x, k.normal.y);
    ${hasSweep ? 'printf("%d %.17g %.17g %.17g %.17g %.17g\\n", (int)s.type, s.time, s.point.x, s.point.y, s.normal.x, s.normal.y);' : ''}
    return 0;
}
`;
  const dir = mkdtempSync(join(tmpdir(), 'circbox-c-'));
  try {
    const lib = process.env.CIRCBOX_LIB;
    writeFileSync(join(dir, 'calls.c'), src);
    const build = spawnSync(cc, ['-std=c11', '-I', join(ROOT, 'include'), join(dir, 'calls.c'), lib,
      `-Wl,-rpath,${dirname(lib)}`, '-o', join(dir, 'calls')], { encoding: 'utf8' });
    assert.equal(build.status, 0, `the printed C does not build:\n${src}\n${build.stderr}`);
    const run = spawnSync(join(dir, 'calls'), { encoding: 'utf8' });
    assert.equal(run.status, 0);
    const [k, s] = run.stdout.trim().split('\n').map((l) => l.split(' '));
    assert.equal(shown.relation, RELATION[k[0]]);
    ['contact.distance', 'contact.point.x', 'contact.point.y', 'contact.normal.x', 'contact.normal.y']
      .forEach((key, i) => sameDouble(shown[key], k[i + 1], `C ${key}`));
    if (hasSweep) {
      assert.equal(shown['sweep.type'], SWEEP[s[0]]);
      ['sweep.time', 'sweep.point.x', 'sweep.point.y', 'sweep.normal.x', 'sweep.normal.y']
        .forEach((key, i) => sameDouble(shown[key], s[i + 1], `C ${key}`));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// ------------------------------------------------------------ level mode

// The level page in its own tab: a ball under gravity moved by the mover.
let lpage = null;
async function levelPage() {
  if (lpage) return lpage;
  lpage = await context.newPage();
  const errors = [];
  lpage.on('pageerror', (e) => errors.push(e.message));
  await lpage.goto(`http://127.0.0.1:${server.address().port}/level.html`);
  await lpage.waitForSelector('body[data-ready]');
  assert.equal(await lpage.getAttribute('body', 'data-ready'), '1', `level page failed to load: ${errors.join('; ')}`);
  return lpage;
}

function nativeLevelCheck(states) {
  const run = spawnSync('python3', [join(HERE, 'level_native.py')], {
    input: JSON.stringify(states),
    env: { ...process.env, PYTHONPATH: join(ROOT, 'tests/oracle'), PYTHONDONTWRITEBYTECODE: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  assert.equal(run.status, 0, `level_native.py failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

// Deterministic input: segments of 10 to 120 steps pushing left, right or
// not at all, with a jump at the start of about one in three.
function script(frames, seed) {
  let state = seed >>> 0;
  const rand = (n) => { state = (Math.imul(state, 1664525) + 1013904223) >>> 0; return (state >>> 8) % n; };
  const out = [];
  for (let left = frames; left > 0;) {
    const n = Math.min(left, 10 + rand(111));
    out.push({ frames: n, accel: [-14, 0, 14][rand(3)], jump: rand(3) === 0 });
    left -= n;
  }
  return out;
}

async function levelDrag(lp, from, to) {
  const client2 = (p) => lp.evaluate(([x, y]) => window.circboxLevel.toClient(x, y), [p.x, p.y]);
  const a = await client2(from), b = await client2(to);
  await lp.mouse.move(a.x, a.y);
  await lp.mouse.down();
  await lp.mouse.move(b.x, b.y, { steps: 12 });
  await lp.mouse.up();
}

test('level mode: the page links to it and loads the mover', async () => {
  assert.equal(await page.getAttribute('#level-link', 'href'), 'level.html');
  const lp = await levelPage();
  assert.ok(await lp.evaluate(() => window.circboxLevel.overlapping() === -1));
});

test('level mode: 4000 steps of scripted input and box drags, the ball never inside a box', async () => {
  const lp = await levelPage();
  await lp.evaluate(() => { window.circboxLevel.pause(true); window.circboxLevel.reset(); });
  const samples = [];
  let xs = [], standing = 0;
  for (let chunk = 0; chunk < 8; ++chunk) {
    const r = await lp.evaluate(([s]) => window.circboxLevel.run(s, 5), [script(500, 1000 + chunk)]);
    if (r.overlaps) console.log('level state at the failure:', JSON.stringify(await lp.evaluate(() => window.circboxLevel.state())));
    assert.equal(r.overlaps, 0, `inside a box after ${r.frames} steps: ${JSON.stringify(r.firstOverlap)}`);
    samples.push(...r.samples);
    xs.push(...r.samples.map((s) => s.ball[0]));
    standing = r.standing;
    // Between chunks, drag boxes with the mouse: the crate over to the ball
    // (refused where it would land on it), the platform somewhere else.
    const { ball } = r;
    const boxes = await lp.evaluate(() => window.circboxLevel.boxes());
    const crate = boxes.aabbs[boxes.aabbs.length - 2];
    const grab = { x: (crate.min[0] + crate.max[0]) / 2, y: (crate.min[1] + crate.max[1]) / 2 };
    await levelDrag(lp, grab, { x: ball.x, y: ball.y });
    assert.equal(await lp.evaluate(() => window.circboxLevel.overlapping()), -1, 'a box was dropped onto the ball');
    if (chunk === 3) {
      const ramp = boxes.obbs[0];
      await levelDrag(lp, { x: ramp.center[0], y: ramp.center[1] }, { x: ramp.center[0] - 3, y: ramp.center[1] + 0.5 });
      assert.equal(await lp.evaluate(() => window.circboxLevel.overlapping()), -1);
    }
  }
  await lp.screenshot({ path: join(ARTIFACTS, 'level-scripted.png') });
  const final = await lp.evaluate(() => window.circboxLevel.stats());
  assert.equal(final.frames, 4000);
  assert.equal(final.overlaps, 0);
  assert.ok(Math.max(...xs) - Math.min(...xs) > 6, `the ball hardly moved: x in [${Math.min(...xs)}, ${Math.max(...xs)}]`);
  assert.ok(standing > 500, `the ball stood only ${standing} steps`);
  // The same positions judged by the native library, every 5th step.
  const verdicts = nativeLevelCheck(samples);
  const bad = verdicts.map((v, i) => [i, v]).filter(([, v]) => v.length);
  assert.equal(bad.length, 0, `native library: inside a box at samples ${JSON.stringify(bad.slice(0, 5))}`);
  assert.equal(samples.length, 800);
});

test('level mode: a ball set on the ramp slides at g sin(theta)', async () => {
  const lp = await levelPage();
  const r = await lp.evaluate(() => {
    const L = window.circboxLevel;
    L.pause(true);
    L.reset();
    const [cx, cy, , hy, c, s] = L.state().obbs[0];
    const radius = L.state().ball[2], gap = hy + radius + 1e-4;
    const x0 = cx + c * 1.2 - s * gap, y0 = cy + s * 1.2 + c * gap;   // 1.2 up the ramp, just above it
    if (!L.setBall(x0, y0)) return null;
    const n = 60;
    const after = L.run([{ frames: n }]);
    const along = -((after.ball.x - x0) * c + (after.ball.y - y0) * s);
    return { along, expected: ((n * (n + 1)) / 2) * 9.81 * s * (1 / 120) ** 2, overlaps: after.overlaps };
  });
  assert.ok(r, 'could not place the ball on the ramp');
  assert.equal(r.overlaps, 0);
  assert.ok(Math.abs(r.along - r.expected) < 0.03 * r.expected, `slid ${r.along}, expected ${r.expected}`);
});

test('level mode: the keyboard and the buttons push the ball', async () => {
  const lp = await levelPage();
  await lp.evaluate(() => { window.circboxLevel.reset(); window.circboxLevel.pause(false); });
  await lp.waitForTimeout(1200);                     // it falls onto the floor
  const x0 = (await lp.evaluate(() => window.circboxLevel.stats())).ball.x;
  await lp.focus('#view');
  await lp.keyboard.down('ArrowRight');
  await lp.waitForTimeout(700);
  await lp.keyboard.up('ArrowRight');
  const x1 = (await lp.evaluate(() => window.circboxLevel.stats())).ball.x;
  assert.ok(x1 > x0 + 0.3, `ArrowRight: x ${x0} -> ${x1}`);
  await lp.keyboard.press('Space');
  await lp.waitForTimeout(150);
  const jump = await lp.evaluate(() => window.circboxLevel.stats());
  assert.ok(jump.ball.vy > 0 || jump.ball.y > 0.6, `Space did not jump: ${JSON.stringify(jump.ball)}`);
  // The push button, from rest just above the floor (it lands at once).
  assert.ok(await lp.evaluate(() => window.circboxLevel.setBall(8.5, 0.6, 0, 0)));
  const x1b = (await lp.evaluate(() => window.circboxLevel.stats())).ball.x;
  const b = await lp.locator('#left').boundingBox();
  await lp.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await lp.mouse.down();
  await lp.waitForTimeout(900);
  await lp.mouse.up();
  const x2 = (await lp.evaluate(() => window.circboxLevel.stats())).ball.x;
  assert.ok(x2 < x1b - 0.1, `the push button did not move the ball left: ${x1b} -> ${x2}`);
  const s = await lp.evaluate(() => window.circboxLevel.stats());
  assert.equal(s.overlaps, 0);
  await lp.screenshot({ path: join(ARTIFACTS, 'level-keyboard.png') });
});

test('level mode: keys are read by place, let go when the window loses focus, and left to a focused slider', async () => {
  const lp = await levelPage();
  const L = () => lp.evaluate(() => window.circboxLevel.stats());
  await lp.evaluate(() => { window.circboxLevel.reset(); window.circboxLevel.pause(false); });
  await lp.waitForTimeout(1200);                     // on the floor
  await lp.focus('#view');
  // D down, Shift down, D up (the browser reports "D"), Shift up: nothing held
  await lp.keyboard.down('KeyD');
  await lp.keyboard.down('Shift');
  await lp.keyboard.up('KeyD');
  await lp.keyboard.up('Shift');
  assert.ok(await lp.evaluate(() => window.circboxLevel.setBall(3, 0.6, 0, 0)));
  await lp.waitForTimeout(800);
  const a = await L();
  assert.ok(Math.abs(a.ball.x - 3) < 0.05, `the ball ran on by itself to x = ${a.ball.x}`);
  // an arrow held while the window loses focus is let go
  await lp.keyboard.down('ArrowRight');
  await lp.evaluate(() => window.dispatchEvent(new Event('blur')));
  assert.ok(await lp.evaluate(() => window.circboxLevel.setBall(3, 0.6, 0, 0)));
  await lp.waitForTimeout(800);
  await lp.keyboard.up('ArrowRight');
  const b = await L();
  assert.ok(Math.abs(b.ball.x - 3) < 0.05, `a key held across a blur pushed the ball to x = ${b.ball.x}`);
  // a focused slider keeps its arrow keys
  const v0 = Number(await lp.inputValue('#ramp-angle'));
  await lp.focus('#ramp-angle');
  await lp.keyboard.press('ArrowRight');
  const v1 = Number(await lp.inputValue('#ramp-angle'));
  assert.ok(v1 > v0, `ArrowRight on the ramp slider: ${v0} -> ${v1}`);
  assert.equal((await L()).overlaps, 0);
});

test('level mode: friction keeps 5 % of the speed a second on flat ground', async () => {
  const lp = await levelPage();
  const r = await lp.evaluate(() => {
    const L = window.circboxLevel;
    L.pause(true);
    L.reset();
    L.setBall(1.0, 0.6, 0, 0);
    const landed = L.run([{ frames: 30 }]).ball;
    L.setBall(landed.x, landed.y, 2, 0);
    L.run([{ frames: 1 }]);                          // the contacts forgotten by setBall come back
    return L.run([{ frames: 120 }]).ball;
  });
  assert.ok(Math.abs(r.vx - 0.1) < 0.005, `after a second: vx ${r.vx}, expected 2 * 0.05`);
});

test('level mode: reset and a moved box forget the last step\'s contacts (no jump from mid-air)', async () => {
  const lp = await levelPage();
  const r = await lp.evaluate(() => {
    const L = window.circboxLevel;
    L.pause(true);
    L.reset();
    const stood = L.run([{ frames: 240 }]).standing > 0 && L.state().standing;
    L.reset();
    const afterReset = L.state().standing;
    const jumped = L.run([{ frames: 1, jump: true }]).ball.vy;
    return { stood, afterReset, jumped };
  });
  assert.ok(r.stood, 'the ball never stood');
  assert.equal(r.afterReset, false, 'reset kept standing');
  assert.ok(r.jumped <= 0, `the ball jumped from mid-air after reset: vy ${r.jumped}`);
});

test('opened from a file, the pages say why nothing loads', async () => {
  const p = await context.newPage();
  for (const name of ['index.html', 'level.html']) {
    await p.goto(`file://${join(WEB_DIR, name)}`);
    await p.waitForFunction(() => document.getElementById('status').classList.contains('error'));
    assert.match(await p.textContent('#status'), /served over HTTP/);
  }
  await p.close();
});
