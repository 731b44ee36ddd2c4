// SPDX-License-Identifier: MIT
// Types of the circbox package. Shapes are plain objects with the fields of
// the C library's structs; every number is a double.

export interface Vec2 { x: number; y: number }
export interface Vec3 { x: number; y: number; z: number }
/** Every point at distance <= radius from center; radius 0 is a point. */
export interface Circle { center: Vec2; radius: number }
export interface Sphere { center: Vec3; radius: number }
/** Axis-aligned rectangle: every point p with min <= p <= max. */
export interface Aabb2 { min: Vec2; max: Vec2 }
/** Rotation: cosine and sine of the box's angle (rot2FromAngle). */
export interface Rot2 { c: number; s: number }
/** Oriented rectangle: local x axis (c, s), local y axis (-s, c); half extents >= 0. */
export interface Obb2 { center: Vec2; half: Vec2; rot: Rot2 }
export interface Aabb3 { min: Vec3; max: Vec3 }
/** Oriented box: axis[k] is the k-th local axis in world coordinates, orthonormal. */
export interface Obb3 { center: Vec3; half: Vec3; axis: [Vec3, Vec3, Vec3] }
/** A unit quaternion w + x i + y j + z k. */
export interface Quat { w: number; x: number; y: number; z: number }

export const INVALID: -1;
export const SEPARATE: 0;
export const TOUCHING: 1;
export const OVERLAPPING: 2;
export type Relation = -1 | 0 | 1 | 2;
export const SWEEP_INVALID: -2;
export const SWEEP_OVERLAP: -1;
export const SWEEP_NONE: 0;
export const SWEEP_CONTACT: 1;
export type SweepType = -2 | -1 | 0 | 1;
/** How many blocks a move records in `hits` (later ones are only counted). */
export const MOVE_MAX_HITS: 8;

/** Static contact: signed distance (> 0 gap, 0 touching, < 0 minus the depth). */
export interface Contact<V> { relation: Relation; distance: number; point: V; normal: V }
/** First contact of a moving shape and a moving box, time >= 0. */
export interface Sweep<V> { type: SweepType; time: number; point: V; normal: V }
/** A displacement over [0, 1] that stops before entering the box. */
export interface Cast<V> { hit: boolean; fraction: number; center: V; normal: V; point: V }

/** Box columns for batch select: equally long arrays, all Float64Array or all Float32Array. */
export interface Columns2<A extends Float64Array | Float32Array = Float64Array | Float32Array> {
  minX: A; minY: A; maxX: A; maxY: A;
}
export interface Columns3<A extends Float64Array | Float32Array = Float64Array | Float32Array> {
  minX: A; minY: A; minZ: A; maxX: A; maxY: A; maxZ: A;
}

export interface World2 { aabbs?: Aabb2[]; obbs?: Obb2[] }
export interface World3 { aabbs?: Aabb3[]; obbs?: Obb3[] }
/** One block met during a move; `box` indexes world.aabbs, or world.obbs when `oriented`. */
export interface MoveHit<V> { normal: V; point: V; box: number; oriented: boolean }
export interface Move<V> {
  /** Where the shape ends; NaN on invalid input. */
  center: V;
  /** Displacement left when maxIterations ran out. */
  remaining: V;
  hitCount: number;
  /** The first MOVE_MAX_HITS blocks met. */
  hits: MoveHit<V>[];
  /** World boxes skipped because invalid. */
  invalidBoxes: number;
}
export type Move2 = Move<Vec2>;
export type Move3 = Move<Vec3>;

/** The queries, bound to one instance of the WebAssembly module. */
export interface Circbox {
  overlapCircleAabb2(circle: Circle, box: Aabb2): boolean;
  relateCircleAabb2(circle: Circle, box: Aabb2): Relation;
  contactCircleAabb2(circle: Circle, box: Aabb2): Contact<Vec2>;
  sweepCircleAabb2(circle: Circle, velocity: Vec2, box: Aabb2, boxVelocity?: Vec2): Sweep<Vec2>;
  castCircleAabb2(circle: Circle, displacement: Vec2, box: Aabb2): Cast<Vec2>;

  overlapCircleObb2(circle: Circle, box: Obb2): boolean;
  relateCircleObb2(circle: Circle, box: Obb2): Relation;
  contactCircleObb2(circle: Circle, box: Obb2): Contact<Vec2>;
  sweepCircleObb2(circle: Circle, velocity: Vec2, box: Obb2, boxVelocity?: Vec2): Sweep<Vec2>;
  castCircleObb2(circle: Circle, displacement: Vec2, box: Obb2): Cast<Vec2>;

  overlapSphereAabb3(sphere: Sphere, box: Aabb3): boolean;
  relateSphereAabb3(sphere: Sphere, box: Aabb3): Relation;
  contactSphereAabb3(sphere: Sphere, box: Aabb3): Contact<Vec3>;
  sweepSphereAabb3(sphere: Sphere, velocity: Vec3, box: Aabb3, boxVelocity?: Vec3): Sweep<Vec3>;
  castSphereAabb3(sphere: Sphere, displacement: Vec3, box: Aabb3): Cast<Vec3>;

  overlapSphereObb3(sphere: Sphere, box: Obb3): boolean;
  relateSphereObb3(sphere: Sphere, box: Obb3): Relation;
  contactSphereObb3(sphere: Sphere, box: Obb3): Contact<Vec3>;
  sweepSphereObb3(sphere: Sphere, velocity: Vec3, box: Obb3, boxVelocity?: Vec3): Sweep<Vec3>;
  castSphereObb3(sphere: Sphere, displacement: Vec3, box: Obb3): Cast<Vec3>;

  /** Indices (ascending) of every box the circle overlaps, touching included. */
  selectCircleAabb2(circle: Circle, boxes: Columns2): Uint32Array;
  selectSphereAabb3(sphere: Sphere, boxes: Columns3): Uint32Array;

  rot2FromAngle(radians: number): Rot2;
  quatFromAxisAngle(axis: Vec3, radians: number): Quat;
  obb3FromQuat(center: Vec3, half: Vec3, q: Quat): Obb3;

  /** Moves and slides the circle through the world's boxes (default maxIterations 4). */
  moveCircle2(world: World2, circle: Circle, displacement: Vec2, maxIterations?: number): Move2;
  /** The velocity without its parts into the surfaces the move met. */
  clipVelocity2(velocity: Vec2, move: Move2): Vec2;
  /** Did the move end on a surface whose normal is within acos(minCos) of up? */
  standing2(move: Move2, up: Vec2, minCos: number): boolean;
  moveSphere3(world: World3, sphere: Sphere, displacement: Vec3, maxIterations?: number): Move3;
  clipVelocity3(velocity: Vec3, move: Move3): Vec3;
  standing3(move: Move3, up: Vec3, minCos: number): boolean;
}

/** What load() takes: nothing (the packaged circbox.wasm), a URL (a file
    path in Node), a fetch Response, the module's bytes, or a compiled module. */
export type WasmSource =
  | string | URL | Response | PromiseLike<Response> | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

/** Instantiates the WebAssembly module and returns the queries. */
export function load(source?: WasmSource): Promise<Circbox>;
/** The queries over exports of a module you instantiated yourself. */
export function makeApi(exports: WebAssembly.Exports): Circbox;
