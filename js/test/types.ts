// SPDX-License-Identifier: MIT
// Compiled by tsc (never run): the declarations accept what the docs show and
// reject what they forbid (@ts-expect-error fails the check if no error).
import { load, TOUCHING, SWEEP_CONTACT, type Circbox, type Relation, type Move2 } from '../index.js';

export async function use(): Promise<void> {
  const cbx: Circbox = await load();
  const circle = { center: { x: 3, y: 4 }, radius: 5 };
  const box = { min: { x: -1, y: -1 }, max: { x: 0, y: 0 } };
  const r: Relation = cbx.relateCircleAabb2(circle, box);
  if (r === TOUCHING) console.log('touching');
  const k = cbx.contactCircleAabb2(circle, box);
  const d: number = k.distance + k.normal.x;
  const s = cbx.sweepSphereObb3({ center: { x: 0, y: 0, z: 0 }, radius: 1 }, { x: 1, y: 0, z: 0 },
    cbx.obb3FromQuat({ x: 5, y: 0, z: 0 }, { x: 1, y: 1, z: 1 }, cbx.quatFromAxisAngle({ x: 0, y: 0, z: 1 }, 0.3)));
  if (s.type === SWEEP_CONTACT) console.log(s.time, d);
  const hits: Uint32Array = cbx.selectCircleAabb2(circle, {
    minX: new Float64Array(2), minY: new Float64Array(2), maxX: new Float64Array(2), maxY: new Float64Array(2),
  });
  const m: Move2 = cbx.moveCircle2({ aabbs: [box] }, circle, { x: 1, y: 0 });
  cbx.clipVelocity2({ x: 1, y: 0 }, m);
  console.log(hits.length, cbx.standing2(m, { x: 0, y: 1 }, 0.7), cbx.castCircleObb2(circle, { x: 1, y: 1 },
    { center: { x: 0, y: 0 }, half: { x: 1, y: 1 }, rot: cbx.rot2FromAngle(0.5) }).hit);
  const m3 = cbx.moveSphere3({ aabbs: [{ min: { x: 0, y: 0, z: 0 }, max: { x: 1, y: 1, z: 1 } }] },
    { center: { x: 0, y: 0, z: 3 }, radius: 1 }, { x: 0, y: 0, z: -5 });
  const up3: boolean = cbx.standing3(m3, { x: 0, y: 0, z: 1 }, 0.7);
  console.log(up3, cbx.clipVelocity3({ x: 0, y: 0, z: -1 }, m3).z);
  // @ts-expect-error a 2D move is not a 3D one
  cbx.standing3(m, { x: 0, y: 0, z: 1 }, 0.7);
  // @ts-expect-error a circle needs a radius
  cbx.overlapCircleAabb2({ center: { x: 0, y: 0 } }, box);
  // @ts-expect-error boxes are objects, not arrays
  cbx.overlapCircleAabb2(circle, [0, 0, 1, 1]);
}
