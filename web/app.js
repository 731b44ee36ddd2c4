// SPDX-License-Identifier: MIT
// The circbox page: the scene is edited here, every answer comes from the C
// library compiled to circbox.wasm, called through the npm package (js/).
// JavaScript only draws: it never decides a relation, a distance or a
// contact time.

import { load } from './circbox/index.js';
import { watchPixelRatio } from './pixel-ratio.js';

const RELATION = { '-1': 'INVALID', 0: 'SEPARATE', 1: 'TOUCHING', 2: 'OVERLAPPING' };
const SWEEP = { '-2': 'INVALID', '-1': 'OVERLAP', 0: 'NONE', 1: 'CONTACT' };
const GRID = 1 / 8;

// ---------------------------------------------------------------- library

// The npm package (circbox/, unpacked from its tarball by web/build.sh)
// loads circbox.wasm next to it; every answer below is one of its calls.
async function loadLibrary() {
  const cbx = await load();
  return {
    hasSweep: true,
    // q: the exact arguments of the calls (see libraryScene); returns every answer.
    query(q) {
      const pair = q.kind === 'obb2' ? 'CircleObb2' : 'CircleAabb2';
      return {
        relation: cbx[`relate${pair}`](q.circle, q.box),
        overlap: cbx[`overlap${pair}`](q.circle, q.box),
        contact: cbx[`contact${pair}`](q.circle, q.box),
        sweep: cbx[`sweep${pair}`](q.circle, q.c_vel, q.box, q.b_vel),
      };
    },
  };
}

// 17 significant digits name every double exactly; trailing zeros add nothing.
export function fmt(v) {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  const [m, e] = v.toPrecision(17).split('e');
  const mant = m.includes('.') ? m.replace(/0+$/, '').replace(/\.$/, '') : m;
  return e ? `${mant}e${e}` : mant;
}

// ---------------------------------------------------------------- scene

const INITIAL = {
  circle: { x: -5.5, y: 2.75, r: 1 },
  tip: { x: -3.5, y: 0.75 },                 // where the centre is at time 1
  box: { x: 0.5, y: -0.5, hx: 2.5, hy: 1.5, deg: 0 },
  oriented: false,
};
let S = structuredClone(INITIAL);

// cos/sin of a whole number of degrees; the quarter turns exactly.
function rotation(deg) {
  const d = ((deg % 360) + 360) % 360;
  if (d === 0) return { c: 1, s: 0 };
  if (d === 90) return { c: 0, s: 1 };
  if (d === 180) return { c: -1, s: 0 };
  if (d === 270) return { c: 0, s: -1 };
  const a = (deg * Math.PI) / 180;
  return { c: Math.cos(a), s: Math.sin(a) };
}

// The exact arguments handed to the library for the current scene.
function libraryScene() {
  const { circle, tip, box } = S;
  const q = {
    kind: S.oriented ? 'obb2' : 'aabb2',
    circle: { center: { x: circle.x, y: circle.y }, radius: circle.r },
    c_vel: { x: tip.x - circle.x, y: tip.y - circle.y },
    b_vel: { x: 0, y: 0 },
  };
  q.box = S.oriented
    ? { center: { x: box.x, y: box.y }, half: { x: box.hx, y: box.hy }, rot: rotation(box.deg) }
    : { min: { x: box.x - box.hx, y: box.y - box.hy }, max: { x: box.x + box.hx, y: box.y + box.hy } };
  return q;
}

// ---------------------------------------------------------------- view

const canvas = document.getElementById('view');
const ctx = canvas.getContext('2d');
const view = { scale: 40, ox: 0, oy: 0, dpr: 1 };

function layout() {
  const r = canvas.getBoundingClientRect();
  view.dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(r.width * view.dpr);
  canvas.height = Math.round(r.height * view.dpr);
  view.scale = Math.min(r.width / 17, r.height / 11);   // world [-8.5, 8.5] x [-5.5, 5.5] fits
  view.ox = r.width / 2;
  view.oy = r.height / 2;
}
const sx = (x) => view.ox + x * view.scale;
const sy = (y) => view.oy - y * view.scale;
const wx = (px) => (px - view.ox) / view.scale;
const wy = (py) => (view.oy - py) / view.scale;
// + 0 turns a -0 (Math.round(-0.2) is -0) into 0: the page would show -0
// where the C snippet, like JSON, writes 0.
const snap = (v) => (document.getElementById('snap').checked ? Math.round(v / GRID) * GRID + 0 : v);

function toLocal(p) {                      // world point -> box frame (display only)
  const { c, s } = rotation(S.oriented ? S.box.deg : 0);
  const dx = p.x - S.box.x, dy = p.y - S.box.y;
  return { x: c * dx + s * dy, y: -s * dx + c * dy };
}
function toWorld(p) {
  const { c, s } = rotation(S.oriented ? S.box.deg : 0);
  return { x: S.box.x + c * p.x - s * p.y, y: S.box.y + s * p.x + c * p.y };
}

// Draws fn() in the box's frame: world units, y up, box centre at the origin.
function inBoxFrame(fn) {
  ctx.save();
  ctx.translate(sx(S.box.x), sy(S.box.y));
  ctx.scale(view.scale, -view.scale);
  ctx.rotate(S.oriented ? (S.box.deg * Math.PI) / 180 : 0);
  fn(1 / view.scale);                      // one pixel in these units
  ctx.restore();
}

function roundedRectPath(ex, ey, r) {
  ctx.beginPath();
  ctx.moveTo(-ex, -ey - r);
  ctx.lineTo(ex, -ey - r);
  ctx.arc(ex, -ey, r, -Math.PI / 2, 0);
  ctx.lineTo(ex + r, ey);
  ctx.arc(ex, ey, r, 0, Math.PI / 2);
  ctx.lineTo(-ex, ey + r);
  ctx.arc(-ex, ey, r, Math.PI / 2, Math.PI);
  ctx.lineTo(-ex - r, -ey);
  ctx.arc(-ex, -ey, r, Math.PI, 1.5 * Math.PI);
  ctx.closePath();
}

// Eberly's canonical regions (seed 002, Figure 1): the centre reflected into
// the first quadrant of the box frame falls in one of R0..R7.
const REGIONS = [
  { name: 'R0', tag: 'int-ovr', fill: 'rgba(120,128,140,0.22)' },
  { name: 'R1', tag: 'x-ovr', fill: 'rgba(214,180,120,0.35)' },
  { name: 'R2', tag: 'y-ovr', fill: 'rgba(214,180,120,0.35)' },
  { name: 'R3', tag: 'xy-ovr', fill: 'rgba(240,150,40,0.45)' },
  { name: 'R4', tag: 'xy-sep', fill: 'rgba(220,60,60,0.40)' },
  { name: 'R5', tag: 'x-unb', fill: 'rgba(70,140,230,0.10)' },
  { name: 'R6', tag: 'y-unb', fill: 'rgba(70,190,150,0.12)' },
  { name: 'R7', tag: 'xy-unb', fill: 'rgba(150,110,220,0.10)' },
];

// The seed's region test (its DoQuery branches), for the overlay's label only.
function seedRegion(p) {
  const ex = S.box.hx, ey = S.box.hy, r = S.circle.r;
  const dx = Math.abs(p.x) - ex, dy = Math.abs(p.y) - ey;
  if (dy <= r) {
    if (dx <= r) {
      if (dy <= 0) return dx <= 0 ? 0 : 1;
      if (dx <= 0) return 2;
      return dx * dx + dy * dy <= r * r ? 3 : 4;
    }
    return 5;
  }
  return dx <= r ? 6 : 7;
}

function drawRegions(px) {
  const ex = S.box.hx, ey = S.box.hy, r = S.circle.r, F = 1000;
  const quads = [[1, 1], [-1, 1], [-1, -1], [1, -1]];
  const fillRect = (i, x0, y0, x1, y1) => {
    ctx.fillStyle = REGIONS[i].fill;
    for (const [qx, qy] of quads) {
      ctx.fillRect(Math.min(qx * x0, qx * x1), Math.min(qy * y0, qy * y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    }
  };
  fillRect(0, 0, 0, ex, ey);
  fillRect(1, ex, 0, ex + r, ey);
  fillRect(2, 0, ey, ex, ey + r);
  fillRect(5, ex + r, 0, F, ey + r);
  fillRect(6, 0, ey + r, ex + r, F);
  fillRect(7, ex + r, ey + r, F, F);
  for (const [qx, qy] of quads) {
    const cx = qx * ex, cy = qy * ey, a0 = Math.atan2(qy, qx) - Math.PI / 4;
    ctx.beginPath();                       // R4: the corner square less the quarter disk
    ctx.rect(Math.min(cx, cx + qx * r), Math.min(cy, cy + qy * r), r, r);
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, r, a0, a0 + Math.PI / 2);
    ctx.closePath();
    ctx.fillStyle = REGIONS[4].fill;
    ctx.fill('evenodd');
    ctx.beginPath();                       // R3: the quarter disk
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, r, a0, a0 + Math.PI / 2);
    ctx.closePath();
    ctx.fillStyle = REGIONS[3].fill;
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(60,70,90,0.35)';
  ctx.lineWidth = px;
  ctx.setLineDash([4 * px, 4 * px]);
  ctx.beginPath();
  for (const x of [-ex - r, -ex, ex, ex + r]) { ctx.moveTo(x, -F); ctx.lineTo(x, F); }
  for (const y of [-ey - r, -ey, ey, ey + r]) { ctx.moveTo(-F, y); ctx.lineTo(F, y); }
  ctx.stroke();
  ctx.setLineDash([]);
}

function regionLabels(active) {
  const ex = S.box.hx, ey = S.box.hy, r = S.circle.r;
  const at = [
    [ex / 2, ey / 2], [ex + r / 2, ey / 2], [ex / 2, ey + r / 2], [ex + r * 0.3, ey + r * 0.3],
    [ex + r * 0.8, ey + r * 0.85], [ex + r + 1.2, ey / 2], [ex / 2, ey + r + 0.8], [ex + r + 1.2, ey + r + 0.8],
  ];
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  at.forEach(([x, y], i) => {
    const w = toWorld({ x, y });
    ctx.fillStyle = i === active ? '#111' : 'rgba(40,48,64,0.7)';
    ctx.fillText(REGIONS[i].name, sx(w.x), sy(w.y));
  });
}

function arrow(x0, y0, x1, y1, color, width = 2, head = 10) {
  const a = Math.atan2(y1 - y0, x1 - x0);
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1 - Math.cos(a) * head * 0.6, y1 - Math.sin(a) * head * 0.6);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - head * Math.cos(a - 0.42), y1 - head * Math.sin(a - 0.42));
  ctx.lineTo(x1 - head * Math.cos(a + 0.42), y1 - head * Math.sin(a + 0.42));
  ctx.closePath();
  ctx.fill();
}

function dot(x, y, r, fill, stroke = '#fff') {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = stroke;
  ctx.stroke();
}

let labelBoxes = [];   // labels drawn this frame, so that a new one steps aside

function label(text, x, y, color, align = 'left') {
  ctx.font = '12px ui-monospace, "DejaVu Sans Mono", monospace';
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  const w = ctx.measureText(text).width;
  const x0 = align === 'left' ? x : align === 'right' ? x - w : x - w / 2;
  const hits = (b) => x0 - 3 < b.x + b.w && b.x < x0 + w + 3 && y - 8 < b.y + 16 && b.y < y + 8;
  for (let k = 0; k < 6 && labelBoxes.some(hits); ++k) y += 18;
  labelBoxes.push({ x: x0 - 3, y: y - 8, w: w + 6 });
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fillRect(x0 - 3, y - 8, w + 6, 16);
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
}

function drawGrid(w, h) {
  const step = view.scale >= 30 ? 1 : 2;
  ctx.lineWidth = 1;
  for (let x = Math.ceil(wx(0)); x <= wx(w); x += 1) {
    if (x % step) continue;
    ctx.strokeStyle = x === 0 ? '#c9d0dc' : '#eef1f5';
    ctx.beginPath(); ctx.moveTo(Math.round(sx(x)) + 0.5, 0); ctx.lineTo(Math.round(sx(x)) + 0.5, h); ctx.stroke();
  }
  for (let y = Math.ceil(wy(h)); y <= wy(0); y += 1) {
    if (y % step) continue;
    ctx.strokeStyle = y === 0 ? '#c9d0dc' : '#eef1f5';
    ctx.beginPath(); ctx.moveTo(0, Math.round(sy(y)) + 0.5); ctx.lineTo(w, Math.round(sy(y)) + 0.5); ctx.stroke();
  }
  ctx.font = '10px system-ui, sans-serif';
  ctx.fillStyle = '#a3acba';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (let x = Math.ceil(wx(0) / 2) * 2; x <= wx(w); x += 2) if (x) ctx.fillText(String(x), sx(x), sy(0) + 3);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (let y = Math.ceil(wy(h) / 2) * 2; y <= wy(0); y += 2) if (y) ctx.fillText(String(y), sx(0) - 4, sy(y));
}

function handles() {
  const { box } = S;
  const corners = [[1, 1], [-1, 1], [-1, -1], [1, -1]].map(([a, b]) => toWorld({ x: a * box.hx, y: b * box.hy }));
  const knob = toWorld({ x: 0, y: box.hy + 30 / view.scale });
  return { corners, knob, stalk: toWorld({ x: 0, y: box.hy }) };
}

let current = null;   // { q, r }: the last query and answer

function draw() {
  const w = canvas.width / view.dpr, h = canvas.height / view.dpr;
  ctx.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  labelBoxes = [];
  drawGrid(w, h);
  const { circle, tip, box } = S;
  const showRegions = document.getElementById('regions').checked;
  const active = seedRegion(toLocal(circle));

  inBoxFrame((px) => {
    if (showRegions) drawRegions(px);
    roundedRectPath(box.hx, box.hy, circle.r);
    ctx.fillStyle = showRegions ? 'rgba(0,0,0,0)' : '#eceff3';
    ctx.fill();
    ctx.lineWidth = px;
    ctx.setLineDash([5 * px, 4 * px]);
    ctx.strokeStyle = '#9aa4b5';
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = 'rgba(47,111,222,0.16)';
    ctx.fillRect(-box.hx, -box.hy, 2 * box.hx, 2 * box.hy);
    ctx.lineWidth = 2 * px;
    ctx.strokeStyle = '#2f6fde';
    ctx.strokeRect(-box.hx, -box.hy, 2 * box.hx, 2 * box.hy);
  });
  if (showRegions) regionLabels(active);

  const cxs = sx(circle.x), cys = sy(circle.y), rs = circle.r * view.scale;
  const vx = tip.x - circle.x, vy = tip.y - circle.y, vlen = Math.hypot(vx, vy);

  // the path of the centre and the two lines its circle's edge sweeps
  if (vlen > 0) {
    const ux = vx / vlen, uy = vy / vlen, far = 60;
    ctx.lineWidth = 1;
    ctx.strokeStyle = 'rgba(46,158,91,0.55)';
    ctx.setLineDash([6, 5]);
    for (const o of [-circle.r, circle.r]) {
      ctx.beginPath();
      ctx.moveTo(sx(circle.x - uy * o), sy(circle.y + ux * o));
      ctx.lineTo(sx(circle.x - uy * o + ux * far), sy(circle.y + ux * o + uy * far));
      ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.strokeStyle = 'rgba(46,158,91,0.35)';
    ctx.beginPath(); ctx.moveTo(cxs, cys); ctx.lineTo(sx(circle.x + ux * far), sy(circle.y + uy * far)); ctx.stroke();
  }

  // the circle
  ctx.beginPath();
  ctx.arc(cxs, cys, rs, 0, 2 * Math.PI);
  ctx.fillStyle = 'rgba(209,59,59,0.10)';
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#d13b3b';
  ctx.stroke();

  const r = current && current.r;
  // sweep: the circle at first contact, the contact point and normal
  if (r && r.sweep && (r.sweep.type === 1 || r.sweep.type === -1)) {
    const sw = r.sweep;
    if (sw.type === 1) {
      const gx = circle.x + vx * sw.time, gy = circle.y + vy * sw.time;
      ctx.beginPath();
      ctx.arc(sx(gx), sy(gy), rs, 0, 2 * Math.PI);
      ctx.lineWidth = 2;
      ctx.setLineDash([7, 5]);
      ctx.strokeStyle = '#e0861a';
      ctx.stroke();
      ctx.setLineDash([]);
      dot(sx(gx), sy(gy), 3, '#e0861a');
      label(`t = ${fmt(sw.time)}`, sx(gx), sy(gy) - rs - 12, '#b5650a', 'center');
    }
    arrow(sx(sw.point.x), sy(sw.point.y), sx(sw.point.x + sw.normal.x), sy(sw.point.y + sw.normal.y), '#e0861a', 2.5);
    dot(sx(sw.point.x), sy(sw.point.y), 5, '#e0861a');
    if (sw.type === -1) label('overlap at t = 0', sx(sw.point.x), sy(sw.point.y) + 18, '#b5650a', 'center');
  }

  // contact: nearest boundary point, normal, distance
  if (r && r.contact.relation >= 0) {
    const k = r.contact;
    ctx.strokeStyle = '#7b3fd1'; ctx.lineWidth = 1.5; ctx.setLineDash([3, 3]);
    ctx.beginPath(); ctx.moveTo(sx(k.point.x), sy(k.point.y)); ctx.lineTo(cxs, cys); ctx.stroke();
    ctx.setLineDash([]);
    arrow(sx(k.point.x), sy(k.point.y), sx(k.point.x + k.normal.x * 0.8), sy(k.point.y + k.normal.y * 0.8), '#7b3fd1', 2);
    dot(sx(k.point.x), sy(k.point.y), 4.5, '#7b3fd1');
    label(`d = ${fmt(k.distance)}`, (sx(k.point.x) + cxs) / 2 + 8, (sy(k.point.y) + cys) / 2, '#5b2aa6');
  }

  // box handles
  const hd = handles();
  for (const c of hd.corners) {
    ctx.fillStyle = '#fff'; ctx.strokeStyle = '#2f6fde'; ctx.lineWidth = 2;
    ctx.fillRect(sx(c.x) - 4.5, sy(c.y) - 4.5, 9, 9);
    ctx.strokeRect(sx(c.x) - 4.5, sy(c.y) - 4.5, 9, 9);
  }
  if (S.oriented) {
    ctx.strokeStyle = '#2f6fde'; ctx.lineWidth = 1.5;
    ctx.beginPath(); ctx.moveTo(sx(hd.stalk.x), sy(hd.stalk.y)); ctx.lineTo(sx(hd.knob.x), sy(hd.knob.y)); ctx.stroke();
    dot(sx(hd.knob.x), sy(hd.knob.y), 6, '#2f6fde');
  }

  // velocity and the handles of the circle, on top: they are picked first
  if (vlen > 0) arrow(cxs, cys, sx(tip.x), sy(tip.y), '#2e9e5b', 2.5, 13);
  dot(sx(tip.x), sy(tip.y), 6, '#2e9e5b');
  dot(cxs, cys, 6, '#d13b3b');
}

// ---------------------------------------------------------------- readout

function show(key, value) {
  for (const el of document.querySelectorAll(`[data-k="${key}"]`)) el.textContent = value;
}

function readout(q, r) {
  const root = document.getElementById('readout');
  root.dataset.scene = JSON.stringify(q);
  root.dataset.result = JSON.stringify(r, (k, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
  const rel = RELATION[r.relation];
  const badge = document.getElementById('relation');
  badge.textContent = rel;
  badge.className = `badge ${rel}`;
  show('overlap', String(r.overlap));
  show('contact.distance', fmt(r.contact.distance));
  show('contact.point.x', fmt(r.contact.point.x));
  show('contact.point.y', fmt(r.contact.point.y));
  show('contact.normal.x', fmt(r.contact.normal.x));
  show('contact.normal.y', fmt(r.contact.normal.y));
  const st = document.getElementById('sweep-type');
  if (r.sweep) {
    const t = SWEEP[r.sweep.type];
    st.textContent = t;
    st.className = `badge ${t}`;
    show('sweep.time', fmt(r.sweep.time));
    show('sweep.point.x', fmt(r.sweep.point.x));
    show('sweep.point.y', fmt(r.sweep.point.y));
    show('sweep.normal.x', fmt(r.sweep.normal.x));
    show('sweep.normal.y', fmt(r.sweep.normal.y));
  } else {
    st.textContent = 'not in this build';
    st.className = 'badge unavailable';
    for (const k of ['time', 'point.x', 'point.y', 'normal.x', 'normal.y']) show(`sweep.${k}`, '—');
  }

  show('circle.center.x', fmt(q.circle.center.x));
  show('circle.center.y', fmt(q.circle.center.y));
  show('circle.radius', fmt(q.circle.radius));
  show('c_vel.x', fmt(q.c_vel.x));
  show('c_vel.y', fmt(q.c_vel.y));
  const obb = q.kind === 'obb2';
  document.getElementById('box-aabb').hidden = obb;
  document.getElementById('box-obb').hidden = !obb;
  document.getElementById('call').textContent = `cbx_*_circle_${q.kind}`;
  if (obb) {
    for (const k of ['center', 'half']) for (const a of ['x', 'y']) show(`box.${k}.${a}`, fmt(q.box[k][a]));
    show('box.rot.c', fmt(q.box.rot.c));
    show('box.rot.s', fmt(q.box.rot.s));
  } else {
    for (const k of ['min', 'max']) for (const a of ['x', 'y']) show(`box.${k}.${a}`, fmt(q.box[k][a]));
  }
  document.getElementById('ccode').textContent = cCalls(q);
  const reg = document.getElementById('region');
  reg.hidden = !document.getElementById('regions').checked;
  const i = seedRegion(toLocal(S.circle));
  reg.innerHTML = `centre in seed region <b>${REGIONS[i].name}</b> (${REGIONS[i].tag}); drawn by the page, not the library`;
}

// The scene as C, to reproduce any answer outside the page. JavaScript's
// shortest round-trip decimal reads back to the same double in C; a -0 is
// written -0.0 (`${-0}` is "0", which would give another sign in C).
export function cNumber(x) {
  return Object.is(x, -0) ? '-0.0' : `${x}`;
}
function cCalls(q) {
  const n = cNumber, v = (p) => `{${n(p.x)}, ${n(p.y)}}`;
  const box = q.kind === 'obb2'
    ? `cbx_obb2 b = {${v(q.box.center)}, ${v(q.box.half)}, {${n(q.box.rot.c)}, ${n(q.box.rot.s)}}};`
    : `cbx_aabb2 b = {${v(q.box.min)}, ${v(q.box.max)}};`;
  return [
    `cbx_circle c = {${v(q.circle.center)}, ${n(q.circle.radius)}};`,
    `cbx_vec2 v = ${v(q.c_vel)}, bv = ${v(q.b_vel)};`,
    box,
    `bool hit = cbx_overlap_circle_${q.kind}(c, b);`,
    `cbx_relation rel = cbx_relate_circle_${q.kind}(c, b);`,
    `cbx_contact2 k = cbx_contact_circle_${q.kind}(c, b);`,
    `cbx_sweep2 s = cbx_sweep_circle_${q.kind}(c, v, b, bv);`,
  ].join('\n');
}

let lib = null;
let pending = false;

function update() {
  if (!lib || pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    const q = libraryScene();
    current = { q, r: lib.query(q) };
    readout(q, current.r);
    draw();
  });
}

// Synchronous recompute, for tests that read the page right after an action.
function refresh() {
  const q = libraryScene();
  current = { q, r: lib.query(q) };
  readout(q, current.r);
  draw();
  return current;
}

// ---------------------------------------------------------------- input

let drag = null;
let selected = 'circle';   // what the arrow keys move: the last thing dragged

function pick(px, py, touch) {
  const reach = touch ? 22 : 11;
  const near = (p) => Math.hypot(sx(p.x) - px, sy(p.y) - py) <= reach;
  if (near(S.tip)) return { what: 'tip' };
  if (near(S.circle)) return { what: 'circle', onCentre: true };
  const hd = handles();
  if (S.oriented && near(hd.knob)) return { what: 'rotate' };
  const ci = hd.corners.findIndex(near);
  if (ci >= 0) return { what: 'corner', fixed: hd.corners[(ci + 2) % 4] };
  if (Math.hypot(sx(S.circle.x) - px, sy(S.circle.y) - py) <= S.circle.r * view.scale) return { what: 'circle' };
  const l = toLocal({ x: wx(px), y: wy(py) });
  if (Math.abs(l.x) <= S.box.hx && Math.abs(l.y) <= S.box.hy) return { what: 'box' };
  return null;
}

function pointerPos(e) {
  const r = canvas.getBoundingClientRect();
  return { px: e.clientX - r.left, py: e.clientY - r.top };
}

canvas.addEventListener('pointerdown', (e) => {
  const { px, py } = pointerPos(e);
  const hit = pick(px, py, e.pointerType === 'touch');
  if (!hit) return;
  e.preventDefault();   // no text selection or scrolling by the drag; it also keeps focus away, so:
  canvas.focus({ preventScroll: true });   // the arrow keys then move what was dragged
  canvas.setPointerCapture(e.pointerId);
  const w = { x: wx(px), y: wy(py) };
  drag = {
    ...hit,
    id: e.pointerId,
    // a grab on the centre's handle puts the centre under the pointer
    grab: hit.onCentre ? { x: 0, y: 0 } : { x: w.x - S.circle.x, y: w.y - S.circle.y },
    boxGrab: { x: w.x - S.box.x, y: w.y - S.box.y },
    vel: { x: S.tip.x - S.circle.x, y: S.tip.y - S.circle.y },
  };
  canvas.className = 'grabbing';
  selected = hit.what === 'corner' || hit.what === 'rotate' ? 'box' : hit.what;
});

canvas.addEventListener('keydown', (e) => {
  // C, V and B choose what the arrows move (the circle, its velocity's tip,
  // the box): without a pointer, the keyboard reaches all three
  const choice = { KeyC: 'circle', KeyV: 'tip', KeyB: 'box' }[e.code];
  if (choice && !e.ctrlKey && !e.metaKey && !e.altKey) {
    selected = choice;
    e.preventDefault();
    return;
  }
  const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
  if (!dir) return;
  e.preventDefault();
  const step = e.shiftKey ? 1 : GRID, dx = dir[0] * step, dy = dir[1] * step;
  if (selected === 'tip') {
    S.tip = { x: S.tip.x + dx, y: S.tip.y + dy };
  } else if (selected === 'box') {
    S.box.x += dx;
    S.box.y += dy;
  } else {
    S.circle.x += dx;
    S.circle.y += dy;
    S.tip = { x: S.tip.x + dx, y: S.tip.y + dy };
  }
  update();
});

canvas.addEventListener('pointermove', (e) => {
  const { px, py } = pointerPos(e);
  if (!drag) {
    canvas.className = pick(px, py, e.pointerType === 'touch') ? 'grab' : '';
    return;
  }
  if (e.pointerId !== drag.id) return;
  const w = { x: wx(px), y: wy(py) };
  if (drag.what === 'tip') {
    S.tip = { x: snap(w.x), y: snap(w.y) };
  } else if (drag.what === 'circle') {
    // the grabbed spot follows the pointer; the velocity rides along
    S.circle.x = snap(w.x - drag.grab.x);
    S.circle.y = snap(w.y - drag.grab.y);
    S.tip = { x: S.circle.x + drag.vel.x, y: S.circle.y + drag.vel.y };
  } else if (drag.what === 'box') {
    S.box.x = snap(w.x - drag.boxGrab.x);
    S.box.y = snap(w.y - drag.boxGrab.y);
  } else if (drag.what === 'corner') {
    const p = { x: snap(w.x), y: snap(w.y) }, o = drag.fixed;
    const { c, s } = rotation(S.oriented ? S.box.deg : 0);
    const dx = p.x - o.x, dy = p.y - o.y;
    S.box.x = (o.x + p.x) / 2;
    S.box.y = (o.y + p.y) / 2;
    S.box.hx = Math.abs(c * dx + s * dy) / 2;
    S.box.hy = Math.abs(-s * dx + c * dy) / 2;
  } else if (drag.what === 'rotate') {
    const a = (Math.atan2(w.y - S.box.y, w.x - S.box.x) * 180) / Math.PI - 90;
    setAngle(Math.round(((a + 540) % 360) - 180));
  }
  update();
});

const endDrag = (e) => {
  if (drag && e.pointerId === drag.id) {
    drag = null;
    canvas.className = '';
  }
};
canvas.addEventListener('pointerup', endDrag);
canvas.addEventListener('pointercancel', endDrag);

function setAngle(deg) {
  S.box.deg = deg;
  document.getElementById('angle').value = String(deg);
  document.getElementById('angle-out').textContent = `${deg}°`;
}

function setKind(oriented) {
  S.oriented = oriented;
  document.getElementById('kind-aabb').setAttribute('aria-pressed', String(!oriented));
  document.getElementById('kind-obb').setAttribute('aria-pressed', String(oriented));
  document.getElementById('angle').disabled = !oriented;
  update();
}

function setRadius(r) {
  S.circle.r = r;
  document.getElementById('radius').value = String(r);
  document.getElementById('radius-out').textContent = fmt(r);
}

document.getElementById('kind-aabb').addEventListener('click', () => setKind(false));
document.getElementById('kind-obb').addEventListener('click', () => setKind(true));
document.getElementById('angle').addEventListener('input', (e) => { setAngle(Number(e.target.value)); update(); });
document.getElementById('radius').addEventListener('input', (e) => { setRadius(Number(e.target.value)); update(); });
document.getElementById('regions').addEventListener('change', update);
document.getElementById('reset').addEventListener('click', () => {
  S = structuredClone(INITIAL);
  selected = 'circle';
  setAngle(S.box.deg);
  setRadius(S.circle.r);
  setKind(S.oriented);
});

new ResizeObserver(() => { layout(); if (current) draw(); }).observe(canvas);
watchPixelRatio(() => { layout(); if (current) draw(); });

// ---------------------------------------------------------------- start

// For people poking at the console and for the end-to-end tests: the exact
// scene last handed to the library, its answers, and where a world point is
// on the screen.
window.circbox = {
  scene: () => current && current.q,
  result: () => current && current.r,
  refresh: () => refresh(),
  toClient(x, y) {
    const r = canvas.getBoundingClientRect();
    return { x: r.left + sx(x), y: r.top + sy(y) };
  },
  handles: () => handles(),
  hasSweep: () => lib && lib.hasSweep,
  fmt,
};

const status = document.getElementById('status');
loadLibrary().then((l) => {
  lib = l;
  layout();
  refresh();
  status.textContent = 'circbox.wasm loaded (npm package circbox) · double precision';
  document.body.dataset.ready = '1';
}).catch((err) => {
  status.textContent = `could not load circbox.wasm: ${err.message}`;
  status.classList.add('error');
  document.body.dataset.ready = 'error';
});
