/* SPDX-License-Identifier: MIT */
/*
 * circbox: exact circle/rectangle and sphere/box intersection, static and moving.
 *
 * USING IT
 *   Link the library (CMake target circbox::circbox, or pkg-config circbox) and
 *   #include <circbox.h>. The core needs nothing but a C11 compiler: no
 *   allocation, no global mutable state, every function is thread-safe.
 *
 * CONVENTIONS
 *   - Every shape is a closed solid. A circle is every point at distance
 *     <= radius from its center; radius 0 is a point. A box with min == max on
 *     an axis (or half extent 0) is degenerate but valid.
 *   - Touching counts: overlap() is true when the shapes share a single point.
 *   - Normals are unit vectors pointing from the box toward the circle: the
 *     direction in which to push the circle out.
 *   - Operands come in the order the name says: circle first, then box.
 *   - Every type and function exists in double and in float; the float twin
 *     carries an `f` suffix (cbx_circle / cbx_circlef), as sqrt / sqrtf do.
 *
 * EXACTNESS
 *   overlap() and relate() on axis-aligned boxes are exact for every finite
 *   input in both precisions: the answer is the one exact real arithmetic on
 *   the given binary values gives, tangency included, from 1e-300 to 1e300.
 *   A fast floating-point test with a proven error bound decides almost every
 *   call; the rare call inside the bound is re-decided in exact arithmetic.
 *   Oriented boxes are exact in their own frame; the rotation into that frame
 *   rounds, so they are guaranteed right when |distance - radius| exceeds
 *   16 * eps * (|dx| + |dy| + |half.x| + |half.y|), dx, dy the offset from the
 *   box's center to the circle's (eps = DBL_EPSILON or FLT_EPSILON), for the
 *   box of the normalized rotation (angle atan2(s, c); obb3: the axes made
 *   orthonormal, see CBX_ROT_TOLERANCE). A box whose axes are the world's up
 *   to order and sign once normalized (a quarter turn: c or s exactly 0; a
 *   signed permutation: each axis with one nonzero component) is exact in
 *   its static relation; its contact, sweeps and casts are those of the
 *   axis-aligned box center -+ half, and as exact, wherever those bounds are
 *   exact in floating point (most boxes: a grid half extent beside any
 *   center).
 *   contact() distances are accurate to a few units in the last place of the
 *   inputs' scale. cbx_contact_circle_aabb2f computes in double and rounds
 *   once: its distance lies within half a float ulp of the true one (plus a
 *   few double ulps of the scale), so near tangency too; a distance beyond
 *   FLT_MAX is infinite, and a nonzero gap or depth below the smallest
 *   float is +-2^-149, not 0 (the sign agrees with the relation first).
 *   Sweeps decide CONTACT vs NONE exactly on axis-aligned boxes (a graze at
 *   exactly the radius is a CONTACT); the time is accurate to a few ulps where
 *   well conditioned, with a square-root bound near grazing (docs/sweep.md,
 *   docs/3d.md). Batch queries (cbx_select_*) answer exactly as overlap() does
 *   for each box. The published tests it is compared with (Arvo, Shaffer,
 *   Larsson et al., the clamp method, 9 zones) are in <circbox/variants.h>.
 *
 * INVALID INPUT
 *   Any NaN or infinity, a negative radius, min > max on some axis, a negative
 *   half extent, or a rotation with |c^2 + s^2 - 1| > CBX_ROT_TOLERANCE
 *   (1e-6, so rotations computed in float are valid in double too;
 *   CBX_ROT_TOLERANCEF for float) gives CBX_INVALID (CBX_SWEEP_INVALID for
 *   sweeps), false from the boolean queries, and NaN in every number of the
 *   result. Accepted rotations are normalized before use. The cbx_is_valid_*
 *   functions tell beforehand, cbx_why_invalid_* why. Build rotations with
 *   cbx_rot2_from_angle, cbx_quat_from_axis_angle and cbx_obb3_from_quat.
 *   C++: a value-initialized cbx_obb2{} or cbx_obb3{} has a zero rotation,
 *   which is INVALID (every query with it says so, none meets it): give the
 *   rotation explicitly ({1, 0} is axis-aligned).
 *   Built with -ffast-math: the CMake target undoes it for the library's own
 *   files, the single header keeps IEEE arithmetic under clang and refuses
 *   gcc's -ffinite-math-only with a message (docs/hardening.md). A program
 *   LINKED with -ffast-math flushes subnormals to zero at startup: answers
 *   whose squares or differences fall below about 1e-308 (1e-38 in float),
 *   that is at magnitudes below about 1e-154 (1e-19 in float), may then
 *   differ from the exact ones, and overlap and relate may disagree there.
 *   The default rounding mode (to nearest) is assumed; x87
 *   extended precision (32-bit x86 without -mfpmath=sse, or with
 *   -mfpmath=sse,387) is refused at compile time.
 *
 * EXAMPLE
 *   cbx_circle c = {{3.0, 4.0}, 5.0};
 *   cbx_aabb2  b = {{-1.0, -1.0}, {0.0, 0.0}};
 *   cbx_relation rel = cbx_relate_circle_aabb2(c, b);   // CBX_TOUCHING, exactly
 *   cbx_contact2 k = cbx_contact_circle_aabb2(c, b);    // distance 0, point (0,0), normal (0.6,0.8)
 *   // A game-loop step (docs/game-loop.md): move by velocity * dt and slide;
 *   // the end center is checked never to overlap a box, no box is crossed.
 *   cbx_world2 world = {&b, 1, NULL, 0};
 *   cbx_vec2 step = {vel.x * dt, vel.y * dt};
 *   cbx_move2 m = cbx_move_circle2(world, c, step, 4);
 *   c.center = m.center;
 *   vel = cbx_clip_velocity2(vel, &m);   // drop the speed into what it met
 */
#ifndef CIRCBOX_H
#define CIRCBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "circbox/base.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Shapes                                                                    */
/* ------------------------------------------------------------------------ */

typedef struct cbx_vec2 { double x, y; } cbx_vec2;
typedef struct cbx_circle { cbx_vec2 center; double radius; } cbx_circle;
/** Axis-aligned rectangle: every point p with min <= p <= max. */
typedef struct cbx_aabb2 { cbx_vec2 min, max; } cbx_aabb2;
/** Rotation: cosine and sine of the box's angle (cbx_rot2_from_angle). Never
    all zero: C++ cbx_rot2{} / cbx_obb2{} is an INVALID box. */
typedef struct cbx_rot2 { double c, s; } cbx_rot2;
/** Oriented rectangle: local x axis (c, s), local y axis (-s, c); half extents >= 0. */
typedef struct cbx_obb2 { cbx_vec2 center; cbx_vec2 half; cbx_rot2 rot; } cbx_obb2;

typedef struct cbx_vec3 { double x, y, z; } cbx_vec3;
typedef struct cbx_sphere { cbx_vec3 center; double radius; } cbx_sphere;
/** Axis-aligned box: every point p with min <= p <= max. */
typedef struct cbx_aabb3 { cbx_vec3 min, max; } cbx_aabb3;
/** Oriented box: axis[k] is the k-th local axis in world coordinates, orthonormal. */
typedef struct cbx_obb3 { cbx_vec3 center; cbx_vec3 half; cbx_vec3 axis[3]; } cbx_obb3;

typedef struct cbx_vec2f { float x, y; } cbx_vec2f;
typedef struct cbx_circlef { cbx_vec2f center; float radius; } cbx_circlef;
typedef struct cbx_aabb2f { cbx_vec2f min, max; } cbx_aabb2f;
typedef struct cbx_rot2f { float c, s; } cbx_rot2f;
typedef struct cbx_obb2f { cbx_vec2f center; cbx_vec2f half; cbx_rot2f rot; } cbx_obb2f;

typedef struct cbx_vec3f { float x, y, z; } cbx_vec3f;
typedef struct cbx_spheref { cbx_vec3f center; float radius; } cbx_spheref;
typedef struct cbx_aabb3f { cbx_vec3f min, max; } cbx_aabb3f;
typedef struct cbx_obb3f { cbx_vec3f center; cbx_vec3f half; cbx_vec3f axis[3]; } cbx_obb3f;

/** How far a rotation or frame may be from unit/orthonormal and still be accepted:
    |c^2 + s^2 - 1| and |axis[i].axis[j] - delta_ij| at most this, as evaluated in
    the box's precision (a rotation within a few ulps of the limit may fall either
    side of it). 1e-6 in double admits rotations computed in float (cosf/sinf: about
    1e-7 off). Accepted
    rotations are normalized before use: the box meant has the angle
    atan2(s, c); obb3 axes are made orthonormal by Gram-Schmidt (axis[0] keeps
    its direction, axis[1] loses its part along axis[0], axis[2] its parts
    along both). */
#define CBX_ROT_TOLERANCE 1e-6
#define CBX_ROT_TOLERANCEF 1e-4f

/** A unit quaternion w + x i + y j + z k (w the scalar part): a 3D rotation. */
typedef struct cbx_quat { double w, x, y, z; } cbx_quat;
typedef struct cbx_quatf { float w, x, y, z; } cbx_quatf;

/* ------------------------------------------------------------------------ */
/* Results                                                                   */
/* ------------------------------------------------------------------------ */

typedef enum cbx_relation {
    CBX_INVALID = -1,    /* bad input */
    CBX_SEPARATE = 0,    /* no common point */
    CBX_TOUCHING = 1,    /* common points, but the interiors do not meet */
    CBX_OVERLAPPING = 2  /* the interiors meet (intersection has positive area/volume) */
} cbx_relation;

/** Static contact. A center inside the box reports the nearest face. */
typedef struct cbx_contact2 {
    cbx_relation relation;
    double distance;  /* signed: > 0 gap, 0 touching, < 0 minus the penetration depth */
    cbx_vec2 point;   /* point of the box's boundary nearest the circle's center */
    cbx_vec2 normal;  /* unit, from the box toward the circle */
} cbx_contact2;
typedef struct cbx_contact2f {
    cbx_relation relation;
    float distance;
    cbx_vec2f point;
    cbx_vec2f normal;
} cbx_contact2f;
typedef struct cbx_contact3 {
    cbx_relation relation;
    double distance;
    cbx_vec3 point;
    cbx_vec3 normal;
} cbx_contact3;
typedef struct cbx_contact3f {
    cbx_relation relation;
    float distance;
    cbx_vec3f point;
    cbx_vec3f normal;
} cbx_contact3f;

typedef enum cbx_sweep_type {
    CBX_SWEEP_INVALID = -2,  /* bad input */
    CBX_SWEEP_OVERLAP = -1,  /* interiors already meet at time 0 */
    CBX_SWEEP_NONE = 0,      /* they never touch at any time >= 0 */
    CBX_SWEEP_CONTACT = 1    /* first contact at time >= 0 (0 if touching at the start) */
} cbx_sweep_type;

/** Moving contact. `point` is in world space at `time` (the box has moved by
    box_velocity * time). For OVERLAP, `point` lies inside both shapes and
    `normal` is the contact() normal. The float twins compute in double and
    round each number once: a time beyond FLT_MAX is FLT_MAX, and a contact
    sooner than the smallest float (2^-149) rounds its time to 0 or 2^-149
    as any float does, though the start is separate (the double query
    keeps it). */
typedef struct cbx_sweep2 {
    cbx_sweep_type type;
    double time;      /* first contact time when CONTACT; 0 otherwise */
    cbx_vec2 point;
    cbx_vec2 normal;  /* unit normal of the box's surface at the contact, toward the circle */
} cbx_sweep2;
typedef struct cbx_sweep2f {
    cbx_sweep_type type;
    float time;
    cbx_vec2f point;
    cbx_vec2f normal;
} cbx_sweep2f;
typedef struct cbx_sweep3 {
    cbx_sweep_type type;
    double time;
    cbx_vec3 point;
    cbx_vec3 normal;
} cbx_sweep3;
typedef struct cbx_sweep3f {
    cbx_sweep_type type;
    float time;
    cbx_vec3f point;
    cbx_vec3f normal;
} cbx_sweep3f;

/* ------------------------------------------------------------------------ */
/* Validity                                                                  */
/* ------------------------------------------------------------------------ */

/** True when every number is finite and radius >= 0. */
CBX_API bool cbx_is_valid_circle(cbx_circle c);
CBX_API bool cbx_is_valid_circlef(cbx_circlef c);
/** True when every number is finite and min <= max on both axes. */
CBX_API bool cbx_is_valid_aabb2(cbx_aabb2 b);
CBX_API bool cbx_is_valid_aabb2f(cbx_aabb2f b);
/** True when every number is finite, half >= 0 and |c^2 + s^2 - 1| <= CBX_ROT_TOLERANCE(F). */
CBX_API bool cbx_is_valid_obb2(cbx_obb2 b);
CBX_API bool cbx_is_valid_obb2f(cbx_obb2f b);
/** True when every number is finite and radius >= 0. */
CBX_API bool cbx_is_valid_sphere(cbx_sphere s);
CBX_API bool cbx_is_valid_spheref(cbx_spheref s);
/** True when every number is finite and min <= max on every axis. */
CBX_API bool cbx_is_valid_aabb3(cbx_aabb3 b);
CBX_API bool cbx_is_valid_aabb3f(cbx_aabb3f b);
/** True when every number is finite, half >= 0 and the axes are orthonormal within CBX_ROT_TOLERANCE(F). */
CBX_API bool cbx_is_valid_obb3(cbx_obb3 b);
CBX_API bool cbx_is_valid_obb3f(cbx_obb3f b);

/** Why an input is invalid, one reason per X(name, text) entry (the enum
    cbx_invalid_reason and cbx_invalid_reason_text() are built from this one
    table). The checks run in the order listed; the first failing one is the
    reason. */
#define CBX_INVALID_REASONS(X)                                                                        \
    X(CBX_REASON_VALID, "valid")                                                                      \
    X(CBX_REASON_CENTER_NOT_FINITE, "center: NaN and infinity are not allowed")                       \
    X(CBX_REASON_RADIUS_NOT_FINITE, "radius: NaN and infinity are not allowed")                       \
    X(CBX_REASON_RADIUS_NEGATIVE, "negative radius")                                                  \
    X(CBX_REASON_BOUNDS_NOT_FINITE, "min/max: NaN and infinity are not allowed")                      \
    X(CBX_REASON_BOX_INVERTED, "inverted box: min > max")                                             \
    X(CBX_REASON_HALF_NOT_FINITE, "half extent: NaN and infinity are not allowed")                    \
    X(CBX_REASON_HALF_NEGATIVE, "negative half extent")                                               \
    X(CBX_REASON_ROTATION_NOT_FINITE, "rotation: NaN and infinity are not allowed")                   \
    X(CBX_REASON_ROTATION_ZERO,                                                                       \
      "rotation is zero: did you value-initialize an obb (C++ cbx_obb2{})? use cbx_rot2_from_angle")  \
    X(CBX_REASON_ROTATION_NOT_UNIT,                                                                   \
      "rotation is not unit: |c^2 + s^2 - 1| > CBX_ROT_TOLERANCE(F); use cbx_rot2_from_angle")        \
    X(CBX_REASON_AXES_NOT_FINITE, "axes: NaN and infinity are not allowed")                           \
    X(CBX_REASON_AXES_ZERO,                                                                           \
      "box axes are zero: did you value-initialize an obb3 (C++ cbx_obb3{})? use cbx_obb3_from_quat") \
    X(CBX_REASON_AXES_NOT_ORTHONORMAL, "box axes are not orthonormal within CBX_ROT_TOLERANCE(F)")     \
    X(CBX_REASON_VECTOR_NOT_FINITE, "velocity/displacement: NaN and infinity are not allowed")

/** The reasons of CBX_INVALID_REASONS; CBX_REASON_VALID (0) for valid input. */
typedef enum cbx_invalid_reason {
#define CBX_REASON_ENUM_(name, text) name,
    CBX_INVALID_REASONS(CBX_REASON_ENUM_)
#undef CBX_REASON_ENUM_
    CBX_REASON_COUNT
} cbx_invalid_reason;

/** The reason's message ("negative radius", ...); "unknown reason" outside the enum. */
CBX_API const char *cbx_invalid_reason_text(cbx_invalid_reason reason);
/** Why the shape is invalid: CBX_REASON_VALID exactly when cbx_is_valid_* is true. */
CBX_API cbx_invalid_reason cbx_why_invalid_circle(cbx_circle c);
CBX_API cbx_invalid_reason cbx_why_invalid_circlef(cbx_circlef c);
CBX_API cbx_invalid_reason cbx_why_invalid_aabb2(cbx_aabb2 b);
CBX_API cbx_invalid_reason cbx_why_invalid_aabb2f(cbx_aabb2f b);
CBX_API cbx_invalid_reason cbx_why_invalid_obb2(cbx_obb2 b);
CBX_API cbx_invalid_reason cbx_why_invalid_obb2f(cbx_obb2f b);
CBX_API cbx_invalid_reason cbx_why_invalid_sphere(cbx_sphere s);
CBX_API cbx_invalid_reason cbx_why_invalid_spheref(cbx_spheref s);
CBX_API cbx_invalid_reason cbx_why_invalid_aabb3(cbx_aabb3 b);
CBX_API cbx_invalid_reason cbx_why_invalid_aabb3f(cbx_aabb3f b);
CBX_API cbx_invalid_reason cbx_why_invalid_obb3(cbx_obb3 b);
CBX_API cbx_invalid_reason cbx_why_invalid_obb3f(cbx_obb3f b);
/** For a velocity or displacement: CBX_REASON_VECTOR_NOT_FINITE or VALID. */
CBX_API cbx_invalid_reason cbx_why_invalid_vec2(cbx_vec2 v);
CBX_API cbx_invalid_reason cbx_why_invalid_vec2f(cbx_vec2f v);
CBX_API cbx_invalid_reason cbx_why_invalid_vec3(cbx_vec3 v);
CBX_API cbx_invalid_reason cbx_why_invalid_vec3f(cbx_vec3f v);

/* ------------------------------------------------------------------------ */
/* Building rotations                                                        */
/* ------------------------------------------------------------------------ */

/** The rotation by `radians` (counterclockwise): (cos, sin) within about one
    ulp for every finite angle (exact argument reduction, no libm; the float
    twin rounds the double result), so always valid. NaN or infinity gives
    NaN c and s (an invalid box). Multiples of pi/2 are not exact (pi/2 is not
    a double): build axis-aligned boxes with {1, 0}, {0, 1}, ... */
CBX_API cbx_rot2 cbx_rot2_from_angle(double radians);
CBX_API cbx_rot2f cbx_rot2_from_anglef(float radians);
/** The unit quaternion of the rotation by `radians` about `axis` (right-hand
    rule; the axis need not be unit, it is normalized). A zero or non-finite
    axis or angle gives NaN in every component. */
CBX_API cbx_quat cbx_quat_from_axis_angle(cbx_vec3 axis, double radians);
CBX_API cbx_quatf cbx_quat_from_axis_anglef(cbx_vec3f axis, float radians);
/** The oriented box with this center and half extents, turned by q: axis[k]
    is q applied to the k-th world axis (the k-th column of q's matrix),
    orthonormal to about 10 eps (an independent tester: |a_i . a_j - delta_ij|
    up to 8.8 eps in double, 0.73 eps in float). q need not be unit: it is
    normalized (computed in double, any magnitude); a zero or non-finite q
    gives NaN axes (an invalid box). center and half are copied as given. */
CBX_API cbx_obb3 cbx_obb3_from_quat(cbx_vec3 center, cbx_vec3 half, cbx_quat q);
CBX_API cbx_obb3f cbx_obb3_from_quatf(cbx_vec3f center, cbx_vec3f half, cbx_quatf q);

/* ------------------------------------------------------------------------ */
/* Static queries, 2D                                                        */
/* ------------------------------------------------------------------------ */

/** Do the circle and the box share a point? Exact. False on invalid input. */
CBX_API bool cbx_overlap_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_overlap_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
/** SEPARATE, TOUCHING or OVERLAPPING, exactly; INVALID on bad input. */
CBX_API cbx_relation cbx_relate_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API cbx_relation cbx_relate_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
/** Relation (exact) with signed distance, nearest boundary point and normal. */
CBX_API cbx_contact2 cbx_contact_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API cbx_contact2f cbx_contact_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);

/** As the aabb2 twins, for an oriented box; right beyond the margin stated above. */
CBX_API bool cbx_overlap_circle_obb2(cbx_circle c, cbx_obb2 b);
CBX_API bool cbx_overlap_circle_obb2f(cbx_circlef c, cbx_obb2f b);
CBX_API cbx_relation cbx_relate_circle_obb2(cbx_circle c, cbx_obb2 b);
CBX_API cbx_relation cbx_relate_circle_obb2f(cbx_circlef c, cbx_obb2f b);
CBX_API cbx_contact2 cbx_contact_circle_obb2(cbx_circle c, cbx_obb2 b);
CBX_API cbx_contact2f cbx_contact_circle_obb2f(cbx_circlef c, cbx_obb2f b);

/* ------------------------------------------------------------------------ */
/* Static queries, 3D                                                        */
/* ------------------------------------------------------------------------ */

/** Do the sphere and the box share a point? Exact. False on invalid input. */
CBX_API bool cbx_overlap_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_overlap_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);
/** SEPARATE, TOUCHING or OVERLAPPING, exactly; INVALID on bad input. */
CBX_API cbx_relation cbx_relate_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API cbx_relation cbx_relate_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);
/** Relation (exact) with signed distance, nearest boundary point and normal. */
CBX_API cbx_contact3 cbx_contact_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API cbx_contact3f cbx_contact_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** As the aabb3 twins, for an oriented box; right beyond a margin of a few ulps (see docs). */
CBX_API bool cbx_overlap_sphere_obb3(cbx_sphere s, cbx_obb3 b);
CBX_API bool cbx_overlap_sphere_obb3f(cbx_spheref s, cbx_obb3f b);
CBX_API cbx_relation cbx_relate_sphere_obb3(cbx_sphere s, cbx_obb3 b);
CBX_API cbx_relation cbx_relate_sphere_obb3f(cbx_spheref s, cbx_obb3f b);
CBX_API cbx_contact3 cbx_contact_sphere_obb3(cbx_sphere s, cbx_obb3 b);
CBX_API cbx_contact3f cbx_contact_sphere_obb3f(cbx_spheref s, cbx_obb3f b);

/* ------------------------------------------------------------------------ */
/* Moving queries: both bodies at constant velocity, the box not rotating    */
/* ------------------------------------------------------------------------ */

/** First contact of a moving circle and a moving box, for time >= 0 (unbounded).
    CONTACT vs NONE is exact for axis-aligned boxes, grazing paths included. */
CBX_API cbx_sweep2 cbx_sweep_circle_aabb2(cbx_circle c, cbx_vec2 c_vel, cbx_aabb2 b, cbx_vec2 b_vel);
CBX_API cbx_sweep2f cbx_sweep_circle_aabb2f(cbx_circlef c, cbx_vec2f c_vel, cbx_aabb2f b, cbx_vec2f b_vel);
CBX_API cbx_sweep2 cbx_sweep_circle_obb2(cbx_circle c, cbx_vec2 c_vel, cbx_obb2 b, cbx_vec2 b_vel);
CBX_API cbx_sweep2f cbx_sweep_circle_obb2f(cbx_circlef c, cbx_vec2f c_vel, cbx_obb2f b, cbx_vec2f b_vel);
CBX_API cbx_sweep3 cbx_sweep_sphere_aabb3(cbx_sphere s, cbx_vec3 s_vel, cbx_aabb3 b, cbx_vec3 b_vel);
CBX_API cbx_sweep3f cbx_sweep_sphere_aabb3f(cbx_spheref s, cbx_vec3f s_vel, cbx_aabb3f b, cbx_vec3f b_vel);
CBX_API cbx_sweep3 cbx_sweep_sphere_obb3(cbx_sphere s, cbx_vec3 s_vel, cbx_obb3 b, cbx_vec3 b_vel);
CBX_API cbx_sweep3f cbx_sweep_sphere_obb3f(cbx_spheref s, cbx_vec3f s_vel, cbx_obb3f b, cbx_vec3f b_vel);

/* ------------------------------------------------------------------------ */
/* Casts: a displacement over [0, 1] that stops before entering a box        */
/* ------------------------------------------------------------------------ */

/** The result of moving a circle by a displacement until a box blocks it. */
typedef struct cbx_cast2 {
    bool hit;         /* the box blocks the motion within the displacement */
    double fraction;  /* of the displacement that can be travelled, in [0, 1]; 1 when not hit */
    cbx_vec2 center;  /* the center after `fraction`: checked, never inside the box */
    cbx_vec2 normal;  /* unit normal of the blocking surface, toward the circle; (0, 0) when not hit */
    cbx_vec2 point;   /* contact point on the box when hit; (0, 0) otherwise */
} cbx_cast2;
typedef struct cbx_cast2f {
    bool hit;
    float fraction;
    cbx_vec2f center;
    cbx_vec2f normal;
    cbx_vec2f point;
} cbx_cast2f;
typedef struct cbx_cast3 {
    bool hit;
    double fraction;
    cbx_vec3 center;
    cbx_vec3 normal;
    cbx_vec3 point;
} cbx_cast3;
typedef struct cbx_cast3f {
    bool hit;
    float fraction;
    cbx_vec3f center;
    cbx_vec3f normal;
    cbx_vec3f point;
} cbx_cast3f;

/** Moves the circle from its center by `displacement` (fraction 0 to 1) and
    stops where it would enter the box. Only motion INTO the box blocks: a
    start touching or overlapping the box while moving away from it or along
    its surface is free, a start touching or overlapping it while moving in is
    a hit at fraction 0 with the contact normal, and a path that only grazes
    the box is free. The returned center is checked in exact arithmetic: it
    never overlaps the box when the start did not (oriented boxes: up to their
    margin, here 16 eps (|dx| + |dy| + half.x + half.y + r) + 8 m, the
    radius included, m the smallest subnormal; in float up to about 1 % of
    it more, the float center's rounding), and the motion never passes
    through the box. So a free path
    whose centers round to within r of the box (a graze whose end rounds
    inward; a step shorter than an ulp of the center passing a corner a hair
    outside r) stops at the last clear one: a hit short of the end, with the
    normal where the path passes closest, at fraction 0 where the first step
    already rounds in (docs/motion.md). A flat or thin
    oriented box (one half extent within that margin and the rounding of the
    center) is a wall with two sides, decided exactly for the box as given
    (its axes made orthonormal in their order): a start on one side, however
    close, never ends over its face on the other side or within it, unless
    it overlapped the wall deeper than the margin; a path that leaves over
    the wall's edge may cross its plane by the rounding of its direction
    (docs/motion.md). Invalid input: hit false and NaN in every number. */
CBX_API cbx_cast2 cbx_cast_circle_aabb2(cbx_circle c, cbx_vec2 displacement, cbx_aabb2 b);
CBX_API cbx_cast2f cbx_cast_circle_aabb2f(cbx_circlef c, cbx_vec2f displacement, cbx_aabb2f b);
CBX_API cbx_cast2 cbx_cast_circle_obb2(cbx_circle c, cbx_vec2 displacement, cbx_obb2 b);
CBX_API cbx_cast2f cbx_cast_circle_obb2f(cbx_circlef c, cbx_vec2f displacement, cbx_obb2f b);
CBX_API cbx_cast3 cbx_cast_sphere_aabb3(cbx_sphere s, cbx_vec3 displacement, cbx_aabb3 b);
CBX_API cbx_cast3f cbx_cast_sphere_aabb3f(cbx_spheref s, cbx_vec3f displacement, cbx_aabb3f b);
CBX_API cbx_cast3 cbx_cast_sphere_obb3(cbx_sphere s, cbx_vec3 displacement, cbx_obb3 b);
CBX_API cbx_cast3f cbx_cast_sphere_obb3f(cbx_spheref s, cbx_vec3f displacement, cbx_obb3f b);

/* ------------------------------------------------------------------------ */
/* The mover: move and slide among many boxes                                */
/* ------------------------------------------------------------------------ */

/** The static boxes a circle moves among (arrays owned by the caller). */
typedef struct cbx_world2 {
    const cbx_aabb2 *aabb;
    size_t aabb_count;
    const cbx_obb2 *obb;
    size_t obb_count;
} cbx_world2;
typedef struct cbx_world2f {
    const cbx_aabb2f *aabb;
    size_t aabb_count;
    const cbx_obb2f *obb;
    size_t obb_count;
} cbx_world2f;
typedef struct cbx_world3 {
    const cbx_aabb3 *aabb;
    size_t aabb_count;
    const cbx_obb3 *obb;
    size_t obb_count;
} cbx_world3;
typedef struct cbx_world3f {
    const cbx_aabb3f *aabb;
    size_t aabb_count;
    const cbx_obb3f *obb;
    size_t obb_count;
} cbx_world3f;

/** How many blocks a move records (later ones are counted, not recorded). */
#define CBX_MOVE_MAX_HITS 8

/** One block met during a move: the surface, and which box it belongs to. */
typedef struct cbx_move_hit2 {
    cbx_vec2 normal;  /* unit, from the box toward the circle */
    cbx_vec2 point;   /* contact point on the box */
    uint32_t box;     /* index into world.aabb, or into world.obb when `oriented` */
    bool oriented;
} cbx_move_hit2;
typedef struct cbx_move_hit2f {
    cbx_vec2f normal;
    cbx_vec2f point;
    uint32_t box;
    bool oriented;
} cbx_move_hit2f;
typedef struct cbx_move_hit3 {
    cbx_vec3 normal;
    cbx_vec3 point;
    uint32_t box;
    bool oriented;
} cbx_move_hit3;
typedef struct cbx_move_hit3f {
    cbx_vec3f normal;
    cbx_vec3f point;
    uint32_t box;
    bool oriented;
} cbx_move_hit3f;

/** The result of a move. */
typedef struct cbx_move2 {
    cbx_vec2 center;  /* where the circle ends; NaN on invalid input */
    cbx_vec2 remaining;  /* displacement left when max_iterations ran out; (0, 0) otherwise */
    int hit_count;    /* blocks met (hits[] holds the first CBX_MOVE_MAX_HITS) */
    cbx_move_hit2 hits[CBX_MOVE_MAX_HITS];
    size_t invalid_boxes;  /* world boxes skipped because invalid: they never block */
} cbx_move2;
typedef struct cbx_move2f {
    cbx_vec2f center;
    cbx_vec2f remaining;
    int hit_count;
    cbx_move_hit2f hits[CBX_MOVE_MAX_HITS];
    size_t invalid_boxes;
} cbx_move2f;
typedef struct cbx_move3 {
    cbx_vec3 center;
    cbx_vec3 remaining;
    int hit_count;
    cbx_move_hit3 hits[CBX_MOVE_MAX_HITS];
    size_t invalid_boxes;
} cbx_move3;
typedef struct cbx_move3f {
    cbx_vec3f center;
    cbx_vec3f remaining;
    int hit_count;
    cbx_move_hit3f hits[CBX_MOVE_MAX_HITS];
    size_t invalid_boxes;
} cbx_move3f;

/** Moves the circle by `displacement` through the world and slides: at each
    block it removes the remaining displacement's component into the blocking
    surface (into every blocking surface at a crease or corner) and goes on,
    at most max_iterations times (values below 1 count as 1). Guarantees: the
    end center overlaps no box the start did not overlap; no box is passed
    through; sliding along a surface is never blocked by it; a start that
    overlaps a box is never pushed deeper into it but for the rounding of
    the end center (the exact path only leaves or stays; fl(center + step)
    may lie a fraction of an ulp of its coordinates deeper; oriented boxes:
    all of it up to the casts' margin, which includes r, and a start within
    that margin counts as outside, so it may end that deep plus the
    rounding of its end center: up to about 1 % of the margin more).
    Seams of flush
    axis-aligned tiles (oriented ones at exact quarter turns included) do
    not tilt the normals met there. A ball meeting the corner (3D: edge) of
    an oriented box whose face a parallel neighbour continues within 8 ulps
    (a ramp of collinear segments) is lifted by that step onto the face and
    gets the face's normal, where the lift overlaps no box. A start a little
    inside a floor of flush axis-aligned tiles (less than r deep), held at a
    seam by the next tile's corner, is lifted onto the floor's plane (center
    r from it) and slides on, that block not recorded, where the lift
    overlaps no box. Invalid boxes never block (counted in invalid_boxes); an
    invalid circle or displacement gives a NaN center and no hits. */
CBX_API cbx_move2 cbx_move_circle2(cbx_world2 world, cbx_circle c, cbx_vec2 displacement, int max_iterations);
CBX_API cbx_move2f cbx_move_circle2f(cbx_world2f world, cbx_circlef c, cbx_vec2f displacement,
                                     int max_iterations);
CBX_API cbx_move3 cbx_move_sphere3(cbx_world3 world, cbx_sphere s, cbx_vec3 displacement, int max_iterations);
CBX_API cbx_move3f cbx_move_sphere3f(cbx_world3f world, cbx_spheref s, cbx_vec3f displacement,
                                     int max_iterations);

/* The spatial index over axis-aligned boxes (its functions are declared in
   the index section below). */
typedef struct cbx_index2 cbx_index2;
typedef struct cbx_index2f cbx_index2f;
typedef struct cbx_index3 cbx_index3;
typedef struct cbx_index3f cbx_index3f;

/** As cbx_move_circle2, the world's axis-aligned boxes found through an index
    built over exactly world.aabb[0..aabb_count), in that order (cbx_index2_build):
    the move then looks only at the boxes near it, so a level of 100,000
    boxes costs what its nearby boxes cost. The same answers as without the
    index, except that invalid axis-aligned boxes are not counted in
    invalid_boxes (the index keeps them; they never block), but where the
    move's reach (its length and r) overflows: every box is looked at then,
    and counted. An index over another count of boxes is ignored (every box
    is looked at). */
CBX_API cbx_move2 cbx_move_circle2_indexed(cbx_world2 world, const cbx_index2 *aabb_index, cbx_circle c,
                                           cbx_vec2 displacement, int max_iterations);
CBX_API cbx_move2f cbx_move_circle2_indexedf(cbx_world2f world, const cbx_index2f *aabb_index, cbx_circlef c,
                                             cbx_vec2f displacement, int max_iterations);
CBX_API cbx_move3 cbx_move_sphere3_indexed(cbx_world3 world, const cbx_index3 *aabb_index, cbx_sphere s,
                                           cbx_vec3 displacement, int max_iterations);
CBX_API cbx_move3f cbx_move_sphere3_indexedf(cbx_world3f world, const cbx_index3f *aabb_index, cbx_spheref s,
                                             cbx_vec3f displacement, int max_iterations);

/** A velocity with its components into every blocking surface of the move
    removed (v -= (v . n) n for each normal n it points into, the crease line
    or zero where two or more block): what a game does to its velocity after
    a move. Where a normal is not a coordinate axis the result is tilted
    outward by a few ulps of its length, so that it points into no surface
    (a crease: it points into none by more than a few ulps); a result beyond
    the floating-point range is scaled down as a whole, keeping its
    direction. */
CBX_API cbx_vec2 cbx_clip_velocity2(cbx_vec2 v, const cbx_move2 *m);
CBX_API cbx_vec2f cbx_clip_velocity2f(cbx_vec2f v, const cbx_move2f *m);
CBX_API cbx_vec3 cbx_clip_velocity3(cbx_vec3 v, const cbx_move3 *m);
CBX_API cbx_vec3f cbx_clip_velocity3f(cbx_vec3f v, const cbx_move3f *m);

/** Is the circle standing on something after the move? True when some
    blocking normal n has n . up >= min_cos, decided exactly (up a unit vector; min_cos the
    cosine of the steepest slope that still counts as ground, e.g. 0.7 for
    45 degrees). A resting body needs a downward displacement (gravity) each
    step to meet its ground. */
CBX_API bool cbx_standing2(const cbx_move2 *m, cbx_vec2 up, double min_cos);
CBX_API bool cbx_standing2f(const cbx_move2f *m, cbx_vec2f up, float min_cos);
CBX_API bool cbx_standing3(const cbx_move3 *m, cbx_vec3 up, double min_cos);
CBX_API bool cbx_standing3f(const cbx_move3f *m, cbx_vec3f up, float min_cos);

/* ------------------------------------------------------------------------ */
/* Batch queries: one circle against many boxes (structure of arrays)        */
/* ------------------------------------------------------------------------ */

/** Writes to out, in ascending order, the index of every box the circle overlaps
    (touching counts; each answer equals cbx_overlap_* exactly) and returns how
    many it wrote; out must hold n entries. No alignment needed; n may be 0.
    Indices are uint32_t, so at most the first 2^32 boxes are examined: select
    in chunks of at most 2^32 boxes and add each chunk's start beyond that. */
CBX_API size_t cbx_select_circle_aabb2(cbx_circle c, const double *min_x, const double *min_y,
                                       const double *max_x, const double *max_y, size_t n,
                                       uint32_t *out);
CBX_API size_t cbx_select_circle_aabb2f(cbx_circlef c, const float *min_x, const float *min_y,
                                        const float *max_x, const float *max_y, size_t n,
                                        uint32_t *out);
CBX_API size_t cbx_select_sphere_aabb3(cbx_sphere s, const double *min_x, const double *min_y,
                                       const double *min_z, const double *max_x,
                                       const double *max_y, const double *max_z, size_t n,
                                       uint32_t *out);
CBX_API size_t cbx_select_sphere_aabb3f(cbx_spheref s, const float *min_x, const float *min_y,
                                        const float *min_z, const float *max_x,
                                        const float *max_y, const float *max_z, size_t n,
                                        uint32_t *out);
/** Instruction set the batch queries use on this CPU: "avx512", "avx2", "sse2", "neon" or "scalar". */
CBX_API const char *cbx_simd_name(void);

/* ------------------------------------------------------------------------ */
/* The index: many static boxes, queried exactly (packed Hilbert R-tree)     */
/* ------------------------------------------------------------------------ */

/* An index is one block of memory the caller owns (malloc, a static array, a
   memory map): no pointers inside, so it may be copied or moved as bytes
   (same precision, same byte order). Box numbers are the positions in the
   array given to build (uint32_t, n < 2^32 - 1). Every query answers exactly
   what a scan of the per-box query over all boxes would; invalid boxes are
   kept but never match; an invalid query shape matches nothing. */

/** Alignment the memory given to cbx_index*_build must have (malloc's suffices). */
#define CBX_INDEX_ALIGN 8

/* cbx_index2, cbx_index2f, cbx_index3, cbx_index3f: opaque, declared with the
   mover above; each lives in the caller's memory. */

/** Bytes an index of n boxes needs; 0 when n >= 2^32 - 1 or the size overflows size_t. */
CBX_API size_t cbx_index2_bytes(size_t n);
CBX_API size_t cbx_index2f_bytes(size_t n);
CBX_API size_t cbx_index3_bytes(size_t n);
CBX_API size_t cbx_index3f_bytes(size_t n);
/** Builds the index of boxes[0..n) in `memory` (at least cbx_index*_bytes(n) bytes,
    aligned to CBX_INDEX_ALIGN); returns it at `memory`, or NULL when the memory is
    NULL, too small or misaligned, or n too large. O(n) time (radix sort), no allocation. */
CBX_API cbx_index2 *cbx_index2_build(void *memory, size_t bytes, const cbx_aabb2 *boxes, size_t n);
CBX_API cbx_index2f *cbx_index2f_build(void *memory, size_t bytes, const cbx_aabb2f *boxes, size_t n);
CBX_API cbx_index3 *cbx_index3_build(void *memory, size_t bytes, const cbx_aabb3 *boxes, size_t n);
CBX_API cbx_index3f *cbx_index3f_build(void *memory, size_t bytes, const cbx_aabb3f *boxes, size_t n);
/** Checks that memory[0..bytes) holds an index of this kind as built (and refitted),
    whether built there or copied, moved or mapped from a file since: its header and
    layout against its box count and `bytes`, every box number below the count, every
    leaf slot a valid box or the empty mark, the invalid count, every node's bounds the
    union of its children's. Returns the index at `memory`, or NULL with *why (when why
    is not NULL) a static message naming the first thing wrong: a block that passes is
    read by every query without reading outside it or missing a box. O(size) reads, no
    writes. Not proven: that the box numbers are distinct (a repeated one would be
    answered twice). A writable block that passes may be refitted as (cbx_index2 *)memory. */
CBX_API const cbx_index2 *cbx_index2_check(const void *memory, size_t bytes, const char **why);
CBX_API const cbx_index2f *cbx_index2f_check(const void *memory, size_t bytes, const char **why);
CBX_API const cbx_index3 *cbx_index3_check(const void *memory, size_t bytes, const char **why);
CBX_API const cbx_index3f *cbx_index3f_check(const void *memory, size_t bytes, const char **why);
/** Number of boxes the index was built from (invalid ones included). */
CBX_API size_t cbx_index2_count(const cbx_index2 *ix);
CBX_API size_t cbx_index2f_count(const cbx_index2f *ix);
CBX_API size_t cbx_index3_count(const cbx_index3 *ix);
CBX_API size_t cbx_index3f_count(const cbx_index3f *ix);

/** Every box the circle overlaps (exactly cbx_overlap_circle_aabb2 on it): returns how
    many there are and writes the first min(count, capacity) box numbers to out, in the
    index's order (Hilbert order of box centers, not ascending). out may be NULL if capacity is 0. */
CBX_API size_t cbx_index2_query_circle(const cbx_index2 *ix, cbx_circle c, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index2f_query_circle(const cbx_index2f *ix, cbx_circlef c, uint32_t *out, size_t capacity);
/** Every box the sphere overlaps (exactly cbx_overlap_sphere_aabb3), as query_circle. */
CBX_API size_t cbx_index3_query_sphere(const cbx_index3 *ix, cbx_sphere s, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index3f_query_sphere(const cbx_index3f *ix, cbx_spheref s, uint32_t *out, size_t capacity);

/** Many circles at once (a spatial join): the boxes of circles[i] go to
    out[offsets[i] .. offsets[i+1]) (CSR; offsets holds m + 1 entries, offsets[0] = 0,
    exact counts even when out is full); entries at or beyond `capacity` are not written.
    Returns offsets[m], the total number of (circle, box) pairs. */
CBX_API size_t cbx_index2_join_circles(const cbx_index2 *ix, const cbx_circle *circles, size_t m,
                                       size_t *offsets, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index2f_join_circles(const cbx_index2f *ix, const cbx_circlef *circles, size_t m,
                                        size_t *offsets, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index3_join_spheres(const cbx_index3 *ix, const cbx_sphere *spheres, size_t m,
                                       size_t *offsets, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index3f_join_spheres(const cbx_index3f *ix, const cbx_spheref *spheres, size_t m,
                                        size_t *offsets, uint32_t *out, size_t capacity);

/** The first box that blocks the moving circle: cbx_cast_circle_aabb2's answer for the
    box with the smallest fraction (ties: the smallest box number), *box its number;
    not hit: fraction 1, center + displacement, *box = UINT32_MAX. The center is
    checked against every box: where its rounding puts it closer than r to another box
    that the path only grazes, it and the fraction are stepped back along the path until
    it is not (usually a few ulps; normal and point stay the blocking box's), so that it lies
    closer than r to no box the start was not. Invalid circle or displacement: the cast's
    INVALID result. box may be NULL. */
CBX_API cbx_cast2 cbx_index2_cast_circle(const cbx_index2 *ix, cbx_circle c, cbx_vec2 displacement, uint32_t *box);
CBX_API cbx_cast2f cbx_index2f_cast_circle(const cbx_index2f *ix, cbx_circlef c, cbx_vec2f displacement,
                                           uint32_t *box);
CBX_API cbx_cast3 cbx_index3_cast_sphere(const cbx_index3 *ix, cbx_sphere s, cbx_vec3 displacement, uint32_t *box);
CBX_API cbx_cast3f cbx_index3f_cast_sphere(const cbx_index3f *ix, cbx_spheref s, cbx_vec3f displacement,
                                           uint32_t *box);

/** The k valid boxes nearest to p (distance 0 inside), nearest first, ordered by the
    squared distance as rounded in the index's precision (at a power-of-two scale set
    by the boxes' extent as seen from p, docs/index.md: a distance below 2^-400 of that
    extent, 2^-60 in float, may round to 0), ties by box number; writes
    their numbers to out and distances to distance (both k entries, distance required)
    and returns min(k, number of valid boxes); 0 for a non-finite p. */
CBX_API size_t cbx_index2_nearest(const cbx_index2 *ix, cbx_vec2 p, size_t k, uint32_t *out, double *distance);
CBX_API size_t cbx_index2f_nearest(const cbx_index2f *ix, cbx_vec2f p, size_t k, uint32_t *out, float *distance);
CBX_API size_t cbx_index3_nearest(const cbx_index3 *ix, cbx_vec3 p, size_t k, uint32_t *out, double *distance);
CBX_API size_t cbx_index3f_nearest(const cbx_index3f *ix, cbx_vec3f p, size_t k, uint32_t *out, float *distance);

/** Every valid box sharing a point with the box b (closed bounds, exact: comparisons
    only), as query_circle; an invalid b matches nothing. The culling step of a mover. */
CBX_API size_t cbx_index2_query_aabb(const cbx_index2 *ix, cbx_aabb2 b, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index2f_query_aabb(const cbx_index2f *ix, cbx_aabb2f b, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index3_query_aabb(const cbx_index3 *ix, cbx_aabb3 b, uint32_t *out, size_t capacity);
CBX_API size_t cbx_index3f_query_aabb(const cbx_index3f *ix, cbx_aabb3f b, uint32_t *out, size_t capacity);
/** How many of the boxes built from (or last refitted) are invalid (never match). */
CBX_API size_t cbx_index2_invalid_count(const cbx_index2 *ix);
CBX_API size_t cbx_index2f_invalid_count(const cbx_index2f *ix);
CBX_API size_t cbx_index3_invalid_count(const cbx_index3 *ix);
CBX_API size_t cbx_index3f_invalid_count(const cbx_index3f *ix);

/** The boxes moved: boxes[0..n) (same n and numbering as built) replace the old ones and
    the node bounds are recomputed in place, O(n); the tree's order stays (queries stay
    exact, only slower if the boxes moved far). */
CBX_API void cbx_index2_refit(cbx_index2 *ix, const cbx_aabb2 *boxes);
CBX_API void cbx_index2f_refit(cbx_index2f *ix, const cbx_aabb2f *boxes);
CBX_API void cbx_index3_refit(cbx_index3 *ix, const cbx_aabb3 *boxes);
CBX_API void cbx_index3f_refit(cbx_index3f *ix, const cbx_aabb3f *boxes);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* CIRCBOX_H */
