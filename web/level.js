// SPDX-License-Identifier: MIT
// Level mode: a ball under gravity among draggable boxes and a ramp, moved
// by the library's mover (cbx_wasm_level_step in web/cbx_wasm.c) one fixed
// step at a time. This file only draws, reads input and edits the boxes;
// every position of the ball comes from the library.

// The level buffer's layout (web/cbx_wasm.c, docs/web.md).
const LV = { ball: 0, out: 5, counts: 11, aabb: 13, maxAabb: 32, obb: 13 + 4 * 32, maxObb: 8 };
LV.len = LV.obb + 6 * LV.maxObb;
const DT = 1 / 120;            // the fixed step, seconds
const GRAVITY = 9.81;
const PUSH = 14;               // input acceleration, units / s^2
const JUMP = 6.5;              // jump speed, units / s
const FRICTION = 0.05;         // share of the speed kept after a second on flat ground with no input
const WIDTH = 16, HEIGHT = 10; // the room

// The starting level: walls, a floor of flush tiles whose top is at 0.1,
// platforms at heights that are not binary fractions, a crate and a ramp.
function startLevel() {
  const aabbs = [
    { min: [-1, -1], max: [0, HEIGHT + 1], fixed: true },            // left wall
    { min: [WIDTH, -1], max: [WIDTH + 1, HEIGHT + 1], fixed: true },  // right wall
    { min: [-1, HEIGHT], max: [WIDTH + 1, HEIGHT + 1], fixed: true }, // ceiling
  ];
  for (let i = 0; i < 8; ++i) aabbs.push({ min: [i * 2, -1], max: [(i + 1) * 2, 0.1], fixed: true });
  aabbs.push({ min: [2.3, 1.9], max: [5.1, 1 / 3 + 2] });          // platform, top at 7/3
  aabbs.push({ min: [6.7, 0.1], max: [7.6, 1.1] });                // crate
  aabbs.push({ min: [8.2, 3.3], max: [10.7, 3.7] });               // ledge
  const obbs = [{ center: [12.4, 1.2], half: [2.4, 0.2], deg: 25 }]; // ramp
  return { aabbs, obbs, ball: { x: 1.5, y: 4, r: 0.4, vx: 0, vy: 0 } };
}

// ---------------------------------------------------------------- library

async function loadLibrary(url) {
  const bytes = await (await fetch(url)).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const x = instance.exports;
  if (x.cbx_wasm_level_len() !== LV.len) throw new Error('circbox.wasm and level.js disagree on the level layout');
  const lv = new Float64Array(x.memory.buffer, x.cbx_wasm_level(), LV.len);
  return { x, lv };
}

let lib = null;
let L = startLevel();

// Writes the level's boxes and ball into the module's slots.
function upload() {
  const { lv, x } = lib;
  lv.fill(0, LV.counts);          // the boxes; the last step's answers stay
  lv[LV.counts] = L.aabbs.length;
  lv[LV.counts + 1] = L.obbs.length;
  L.aabbs.forEach((b, k) => lv.set([b.min[0], b.min[1], b.max[0], b.max[1]], LV.aabb + 4 * k));
  L.obbs.forEach((o, k) => {
    lv.set([o.center[0], o.center[1], o.half[0], o.half[1]], LV.obb + 6 * k);
    x.cbx_wasm_level_set_angle(k, (o.deg * Math.PI) / 180);
  });
  lv.set([L.ball.x, L.ball.y, L.ball.r, L.ball.vx, L.ball.vy], LV.ball);
}

function download() {
  const { lv } = lib;
  L.ball.x = lv[LV.ball];
  L.ball.y = lv[LV.ball + 1];
  L.ball.vx = lv[LV.ball + 3];
  L.ball.vy = lv[LV.ball + 4];
}

const stats = { frames: 0, overlaps: 0, firstOverlap: null, standing: 0 };

// One fixed step: input is { accel, jump }. Returns the box the ball
// overlaps after it (-1: none), as the library judges it.
function stepOnce(input) {
  const before = { ...L.ball, stood: lib.lv[LV.out] > 0.5 };
  const inside = lib.x.cbx_wasm_level_step(DT, GRAVITY, input.accel || 0, input.jump ? JUMP : 0, FRICTION);
  download();
  stats.frames += 1;
  if (lib.lv[LV.out] > 0.5) stats.standing += 1;
  if (inside >= 0) {
    stats.overlaps += 1;
    if (stats.firstOverlap === null) {
      stats.firstOverlap = { frame: stats.frames, box: inside, ball: { ...L.ball }, before, input: { ...input } };
    }
  }
  return inside;
}

// ---------------------------------------------------------------- drawing

const canvas = document.getElementById('view');
const ctx = canvas.getContext('2d');
const view = { scale: 40, ox: 0, oy: 0, dpr: 1 };

function layout() {
  const r = canvas.getBoundingClientRect();
  view.dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(r.width * view.dpr);
  canvas.height = Math.round(r.height * view.dpr);
  view.scale = Math.min(r.width / (WIDTH + 1), r.height / (HEIGHT + 1));
  view.ox = (r.width - WIDTH * view.scale) / 2;
  view.oy = (r.height + HEIGHT * view.scale) / 2;
}
const sx = (x) => view.ox + x * view.scale;
const sy = (y) => view.oy - y * view.scale;
const wx = (px) => (px - view.ox) / view.scale;
const wy = (py) => (view.oy - py) / view.scale;

function obbCorners(o) {
  const a = (o.deg * Math.PI) / 180, c = Math.cos(a), s = Math.sin(a);
  return [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([i, j]) => [
    o.center[0] + c * i * o.half[0] - s * j * o.half[1],
    o.center[1] + s * i * o.half[0] + c * j * o.half[1],
  ]);
}

function draw() {
  ctx.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.lineWidth = 1.5;
  for (const b of L.aabbs) {
    ctx.fillStyle = b.fixed ? '#c9ced8' : '#e2c08d';
    ctx.strokeStyle = b.fixed ? '#8a94a6' : '#a0702a';
    ctx.fillRect(sx(b.min[0]), sy(b.max[1]), (b.max[0] - b.min[0]) * view.scale, (b.max[1] - b.min[1]) * view.scale);
    ctx.strokeRect(sx(b.min[0]), sy(b.max[1]), (b.max[0] - b.min[0]) * view.scale, (b.max[1] - b.min[1]) * view.scale);
  }
  for (const o of L.obbs) {
    ctx.beginPath();
    obbCorners(o).forEach(([x, y], i) => (i ? ctx.lineTo(sx(x), sy(y)) : ctx.moveTo(sx(x), sy(y))));
    ctx.closePath();
    ctx.fillStyle = '#b7cdf3';
    ctx.strokeStyle = '#2f6fde';
    ctx.fill();
    ctx.stroke();
  }
  const inside = stats.overlaps > 0;
  ctx.beginPath();
  ctx.arc(sx(L.ball.x), sy(L.ball.y), L.ball.r * view.scale, 0, 2 * Math.PI);
  ctx.fillStyle = inside ? '#d13b3b' : '#2e9e5b';
  ctx.fill();
  const n = { x: lib.lv[LV.out + 3], y: lib.lv[LV.out + 4] };
  if (n.x || n.y) {             // the first surface the last step met
    ctx.beginPath();
    ctx.moveTo(sx(L.ball.x), sy(L.ball.y));
    ctx.lineTo(sx(L.ball.x - n.x * L.ball.r), sy(L.ball.y - n.y * L.ball.r));
    ctx.strokeStyle = '#c77d00';
    ctx.stroke();
  }
  const fmt = (v) => v.toFixed(4);
  document.getElementById('frame').textContent = String(stats.frames);
  document.getElementById('ball').textContent = `(${fmt(L.ball.x)}, ${fmt(L.ball.y)})`;
  document.getElementById('vel').textContent = `(${fmt(L.ball.vx)}, ${fmt(L.ball.vy)})`;
  document.getElementById('standing').textContent = lib.lv[LV.out] > 0.5 ? 'yes' : 'no';
  document.getElementById('hits').textContent = String(lib.lv[LV.out + 1]);
  document.getElementById('inside').textContent = inside ? `${stats.overlaps} frames (first: frame ${stats.firstOverlap.frame})` : 'never';
}

// ---------------------------------------------------------------- input

const keys = new Set();
const held = { left: false, right: false };
let jumpQueued = false;

function currentInput() {
  const left = keys.has('ArrowLeft') || keys.has('a') || held.left;
  const right = keys.has('ArrowRight') || keys.has('d') || held.right;
  const input = { accel: (right ? PUSH : 0) - (left ? PUSH : 0), jump: jumpQueued };
  jumpQueued = false;
  return input;
}

window.addEventListener('keydown', (e) => {
  if (e.key === ' ' || e.key === 'ArrowUp' || e.key === 'w') { jumpQueued = true; e.preventDefault(); }
  if (e.key.startsWith('Arrow')) e.preventDefault();
  keys.add(e.key);
});
window.addEventListener('keyup', (e) => keys.delete(e.key));
for (const [id, side] of [['left', 'left'], ['right', 'right']]) {
  const b = document.getElementById(id);
  b.addEventListener('pointerdown', () => { held[side] = true; });
  for (const ev of ['pointerup', 'pointerleave', 'pointercancel']) b.addEventListener(ev, () => { held[side] = false; });
}
document.getElementById('jump').addEventListener('click', () => { jumpQueued = true; });

// Dragging a box: it follows the pointer unless that would put it onto the
// ball (the mover does not push a ball out of a box dropped on it).
let drag = null;

function pick(p) {
  for (let k = L.obbs.length - 1; k >= 0; --k) {
    const o = L.obbs[k], a = (o.deg * Math.PI) / 180;
    const dx = p.x - o.center[0], dy = p.y - o.center[1];
    const lx = Math.cos(a) * dx + Math.sin(a) * dy, ly = -Math.sin(a) * dx + Math.cos(a) * dy;
    if (Math.abs(lx) <= o.half[0] && Math.abs(ly) <= o.half[1]) return { kind: 'obb', k };
  }
  for (let k = L.aabbs.length - 1; k >= 0; --k) {
    const b = L.aabbs[k];
    if (!b.fixed && p.x >= b.min[0] && p.x <= b.max[0] && p.y >= b.min[1] && p.y <= b.max[1]) return { kind: 'aabb', k };
  }
  return null;
}

// Moves the picked box by (dx, dy) if the ball would not overlap it; true if moved.
function moveBox(target, dx, dy) {
  const box = target.kind === 'aabb' ? L.aabbs[target.k] : L.obbs[target.k];
  const before = JSON.stringify(box);
  if (target.kind === 'aabb') {
    box.min = [box.min[0] + dx, box.min[1] + dy];
    box.max = [box.max[0] + dx, box.max[1] + dy];
  } else {
    box.center = [box.center[0] + dx, box.center[1] + dy];
  }
  upload();
  if (lib.x.cbx_wasm_level_overlapping() >= 0) {
    Object.assign(box, JSON.parse(before));
    upload();
    return false;
  }
  return true;
}

function pointerWorld(e) {
  const r = canvas.getBoundingClientRect();
  return { x: wx(e.clientX - r.left), y: wy(e.clientY - r.top) };
}
canvas.addEventListener('pointerdown', (e) => {
  const p = pointerWorld(e);
  const target = pick(p);
  if (!target) return;
  drag = { target, last: p };
  canvas.setPointerCapture(e.pointerId);
  canvas.classList.add('grabbing');
});
canvas.addEventListener('pointermove', (e) => {
  if (!drag) return;
  const p = pointerWorld(e);
  if (moveBox(drag.target, p.x - drag.last.x, p.y - drag.last.y)) drag.last = p;
  draw();
});
for (const ev of ['pointerup', 'pointercancel']) {
  canvas.addEventListener(ev, () => { drag = null; canvas.classList.remove('grabbing'); });
}

const angle = document.getElementById('ramp-angle');
angle.addEventListener('input', () => {
  const o = L.obbs[0], old = o.deg;
  o.deg = Number(angle.value);
  upload();
  if (lib.x.cbx_wasm_level_overlapping() >= 0) { o.deg = old; angle.value = String(old); upload(); }
  document.getElementById('ramp-angle-out').textContent = `${o.deg}°`;
  draw();
});

function reset() {
  L = startLevel();
  Object.assign(stats, { frames: 0, overlaps: 0, firstOverlap: null, standing: 0 });
  angle.value = String(L.obbs[0].deg);
  document.getElementById('ramp-angle-out').textContent = `${L.obbs[0].deg}°`;
  upload();
  draw();
}
document.getElementById('reset').addEventListener('click', reset);

// ---------------------------------------------------------------- the loop

// Fixed time step: real time accumulates and is spent in steps of DT.
let accumulator = 0, lastTime = null;
function tick(now) {
  if (lastTime !== null && !document.getElementById('paused').checked) {
    accumulator += Math.min((now - lastTime) / 1000, 0.25);
    while (accumulator >= DT) {
      stepOnce(currentInput());
      accumulator -= DT;
    }
  }
  lastTime = now;
  draw();
  requestAnimationFrame(tick);
}

// For the console and the tests.
window.circboxLevel = {
  reset,
  pause(on) { document.getElementById('paused').checked = on; },
  // Runs a script of { frames, accel, jump } segments synchronously (jump:
  // on the segment's first step); the library checks the ball after every step.
  // With every > 0, state() is sampled after every `every`-th step.
  run(script, every = 0) {
    const samples = [];
    for (const seg of script) {
      for (let i = 0; i < seg.frames; ++i) {
        stepOnce({ accel: seg.accel || 0, jump: Boolean(seg.jump) && i === 0 });
        if (every > 0 && stats.frames % every === 0) samples.push(window.circboxLevel.state());
      }
    }
    draw();
    return { ...stats, ball: { ...L.ball }, samples };
  },
  // Puts the ball at (x, y) with velocity (vx, vy); false (nothing changed)
  // if it would overlap a box there.
  setBall(x, y, vx = 0, vy = 0) {
    const old = { ...L.ball };
    Object.assign(L.ball, { x, y, vx, vy });
    upload();
    if (lib.x.cbx_wasm_level_overlapping() >= 0) { L.ball = old; upload(); return false; }
    lib.lv[LV.out] = 0;
    lib.lv[LV.out + 5] = 0;
    draw();
    return true;
  },
  stats: () => ({ ...stats, ball: { ...L.ball } }),
  // The exact doubles the library holds: the ball and every box.
  state() {
    const { lv } = lib;
    const aabbs = [], obbs = [];
    for (let k = 0; k < lv[LV.counts]; ++k) aabbs.push(Array.from(lv.subarray(LV.aabb + 4 * k, LV.aabb + 4 * k + 4)));
    for (let k = 0; k < lv[LV.counts + 1]; ++k) obbs.push(Array.from(lv.subarray(LV.obb + 6 * k, LV.obb + 6 * k + 6)));
    return { ball: Array.from(lv.subarray(LV.ball, LV.ball + 3)), aabbs, obbs, standing: lv[LV.out] > 0.5 };
  },
  toClient(x, y) {
    const r = canvas.getBoundingClientRect();
    return { x: r.left + sx(x), y: r.top + sy(y) };
  },
  boxes: () => JSON.parse(JSON.stringify({ aabbs: L.aabbs, obbs: L.obbs })),
  overlapping: () => lib.x.cbx_wasm_level_overlapping(),
};

(async () => {
  const status = document.getElementById('status');
  try {
    lib = await loadLibrary('circbox.wasm');
    layout();
    window.addEventListener('resize', () => { layout(); draw(); });
    upload();
    draw();
    status.textContent = 'circbox.wasm loaded: the mover runs in the page';
    document.body.dataset.ready = '1';
    requestAnimationFrame(tick);
  } catch (err) {
    status.textContent = `could not load circbox.wasm: ${err.message}`;
    status.classList.add('error');
    document.body.dataset.ready = '0';
  }
})();
