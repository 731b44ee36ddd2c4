// SPDX-License-Identifier: MIT
// Level mode: a ball under gravity among draggable boxes and a ramp, moved
// by the library's mover (moveCircle2 of the npm package) one fixed step at
// a time. This file only draws, reads input, edits the boxes and integrates
// the velocity; every position of the ball comes from the library.
import { load, OVERLAPPING } from './circbox/index.js';
import { watchPixelRatio } from './pixel-ratio.js';

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

// lib: the package's queries, the world as the mover takes it (rebuilt by
// upload() whenever a box changes) and the last step's answers.
async function loadLibrary() {
  const cbx = await load();
  return { cbx, world: { aabbs: [], obbs: [] }, out: { standing: false, hits: 0, normal: { x: 0, y: 0 }, flat: false } };
}

let lib = null;
let L = startLevel();

// The level's boxes as the library's shapes; the ramp's rotation from
// cbx_rot2_from_angle.
function upload() {
  const v = (a) => ({ x: a[0], y: a[1] });
  lib.world = {
    aabbs: L.aabbs.map((b) => ({ min: v(b.min), max: v(b.max) })),
    obbs: L.obbs.map((o) => ({ center: v(o.center), half: v(o.half), rot: lib.cbx.rot2FromAngle((o.deg * Math.PI) / 180) })),
  };
}

const ballCircle = () => ({ center: { x: L.ball.x, y: L.ball.y }, radius: L.ball.r });

// The box the ball overlaps, or -1: an axis-aligned box k exactly
// (relateCircleAabb2 says OVERLAPPING), an oriented box (index aabb count +
// k) beyond the margin its rounded rotation allows, 16 eps (|dx| + |dy| +
// half.x + half.y + r): the margin the casts and the mover judge an
// oriented box by (a few ulps of the scale).
function overlapping() {
  const { cbx, world } = lib, c = ballCircle();
  for (let k = 0; k < world.aabbs.length; ++k) {
    if (cbx.relateCircleAabb2(c, world.aabbs[k]) === OVERLAPPING) return k;
  }
  for (let k = 0; k < world.obbs.length; ++k) {
    const o = world.obbs[k];
    const margin = 16 * 2.220446049250313e-16 *
      (Math.abs(c.center.x - o.center.x) + Math.abs(c.center.y - o.center.y) + o.half.x + o.half.y + c.radius);
    if (cbx.contactCircleObb2(c, o).distance < -margin) return world.aabbs.length + k;
  }
  return -1;
}

// One fixed time step dt of the ball: input acceleration along x, gravity,
// a jump (vel.y = jump_speed) when it stood on something after the last
// step, friction on flat ground (the share of vel.x kept per second while it
// stood on a level surface with no input; slopes stay frictionless), then
// one moveCircle2 of vel * dt, the velocity clipped against what it met
// (clipVelocity2) and standing decided by standing2 (up (0, 1), slopes to
// 45 degrees). Returns overlapping() after the step.
function step(dt, gravity, accelX, jumpSpeed, friction) {
  const { cbx, out } = lib;
  let vel = { x: L.ball.vx, y: L.ball.vy };
  vel.x += accelX * dt;
  vel.y -= gravity * dt;
  if (out.standing && jumpSpeed > 0) vel.y = jumpSpeed;
  // friction ** dt per step keeps `friction` of the speed per second (a step
  // of vel.x (1 - friction) dt kept about e^-0.95 = 39 % a second, not 5 %)
  if (out.flat && accelX > -1e-300 && accelX < 1e-300) vel.x *= friction ** dt;
  const m = cbx.moveCircle2(lib.world, ballCircle(), { x: vel.x * dt, y: vel.y * dt }, 4);
  if (!Number.isNaN(m.center.x)) {   // NaN only for an invalid ball: it stays put
    L.ball.x = m.center.x;
    L.ball.y = m.center.y;
    vel = cbx.clipVelocity2(vel, m);
  }
  L.ball.vx = vel.x;
  L.ball.vy = vel.y;
  out.standing = cbx.standing2(m, { x: 0, y: 1 }, 0.7);
  out.hits = m.hitCount;
  out.normal = m.hitCount > 0 ? m.hits[0].normal : { x: 0, y: 0 };
  // a block by a level floor: normal exactly (0, 1)
  out.flat = m.hits.some((h) => h.normal.x > -1e-300 && h.normal.x < 1e-300 && h.normal.y > 0);
  return overlapping();
}

const stats = { frames: 0, overlaps: 0, firstOverlap: null, standing: 0 };

// One fixed step: input is { accel, jump }. Returns the box the ball
// overlaps after it (-1: none), as the library judges it.
function stepOnce(input) {
  const before = { ...L.ball, stood: lib.out.standing };
  const inside = step(DT, GRAVITY, input.accel || 0, input.jump ? JUMP : 0, FRICTION);
  stats.frames += 1;
  if (lib.out.standing) stats.standing += 1;
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
  const n = lib.out.normal;
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
  document.getElementById('standing').textContent = lib.out.standing ? 'yes' : 'no';
  document.getElementById('hits').textContent = String(lib.out.hits);
  document.getElementById('inside').textContent = inside ? `${stats.overlaps} frames (first: frame ${stats.firstOverlap.frame})` : 'never';
}

// ---------------------------------------------------------------- input

// Keys by their place on the keyboard (KeyboardEvent.code): e.key changes
// with Shift and Caps Lock ("d" down, "D" up left it held for good), and
// every key is let go when the window loses focus or the tab is hidden (a
// key released elsewhere sends no keyup here).
const keys = new Set();
const held = { left: false, right: false };
let jumpQueued = false;

function currentInput() {
  const left = keys.has('ArrowLeft') || keys.has('KeyA') || held.left;
  const right = keys.has('ArrowRight') || keys.has('KeyD') || held.right;
  const input = { accel: (right ? PUSH : 0) - (left ? PUSH : 0), jump: jumpQueued };
  jumpQueued = false;
  return input;
}

function letGo() {
  keys.clear();
  held.left = false;
  held.right = false;
}

// A focused slider, button, checkbox or link keeps its own keys (arrows turn
// the ramp, Space presses the button).
const ownKeys = (t) => t instanceof Element && t.matches('input, button, select, textarea, a[href]');

window.addEventListener('keydown', (e) => {
  if (ownKeys(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
  const game = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyA', 'KeyD', 'KeyW', 'Space'];
  if (!game.includes(e.code)) return;
  e.preventDefault();
  if (e.code === 'Space' || e.code === 'ArrowUp' || e.code === 'KeyW') jumpQueued = true;
  keys.add(e.code);
});
window.addEventListener('keyup', (e) => keys.delete(e.code));
window.addEventListener('blur', letGo);
document.addEventListener('visibilitychange', () => { if (document.hidden) letGo(); });
for (const [id, side] of [['left', 'left'], ['right', 'right']]) {
  const b = document.getElementById(id);
  b.addEventListener('pointerdown', () => { held[side] = true; });
  for (const ev of ['pointerup', 'pointerleave', 'pointercancel']) b.addEventListener(ev, () => { held[side] = false; });
  // the keyboard's way to hold it: Enter or Space down on the focused button
  b.addEventListener('keydown', (e) => { if (e.code === 'Enter' || e.code === 'Space') { held[side] = true; e.preventDefault(); } });
  b.addEventListener('keyup', (e) => { if (e.code === 'Enter' || e.code === 'Space') held[side] = false; });
  b.addEventListener('blur', () => { held[side] = false; });
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

// The last step's contacts are the old level's once the level changes (a
// reset, a box moved): a ball that stood would jump from mid-air.
function forgetContacts() {
  Object.assign(lib.out, { standing: false, flat: false, hits: 0, normal: { x: 0, y: 0 } });
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
  if (overlapping() >= 0) {
    Object.assign(box, JSON.parse(before));
    upload();
    return false;
  }
  forgetContacts();
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
  if (overlapping() >= 0) { o.deg = old; angle.value = String(old); upload(); } else if (o.deg !== old) forgetContacts();
  document.getElementById('ramp-angle-out').textContent = `${o.deg}°`;
  draw();
});

function reset() {
  L = startLevel();
  Object.assign(stats, { frames: 0, overlaps: 0, firstOverlap: null, standing: 0 });
  angle.value = String(L.obbs[0].deg);
  document.getElementById('ramp-angle-out').textContent = `${L.obbs[0].deg}°`;
  upload();
  forgetContacts();
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
    if (overlapping() >= 0) { L.ball = old; upload(); return false; }
    forgetContacts();
    draw();
    return true;
  },
  stats: () => ({ ...stats, ball: { ...L.ball } }),
  // The exact doubles the library is given: the ball and every box.
  state() {
    const { world } = lib;
    const aabbs = world.aabbs.map((b) => [b.min.x, b.min.y, b.max.x, b.max.y]);
    const obbs = world.obbs.map((o) => [o.center.x, o.center.y, o.half.x, o.half.y, o.rot.c, o.rot.s]);
    return { ball: [L.ball.x, L.ball.y, L.ball.r], aabbs, obbs, standing: lib.out.standing };
  },
  toClient(x, y) {
    const r = canvas.getBoundingClientRect();
    return { x: r.left + sx(x), y: r.top + sy(y) };
  },
  boxes: () => JSON.parse(JSON.stringify({ aabbs: L.aabbs, obbs: L.obbs })),
  overlapping,
};

(async () => {
  const status = document.getElementById('status');
  try {
    lib = await loadLibrary();
    layout();
    window.addEventListener('resize', () => { layout(); draw(); });
    watchPixelRatio(() => { layout(); draw(); });
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
