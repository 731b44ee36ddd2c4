/* SPDX-License-Identifier: MIT */
/* Functions shared between source files but not public. In a shared build
   they stay hidden (only CBX_API symbols are exported). */
#ifndef CBX_INTERNAL_H
#define CBX_INTERNAL_H

#include "circbox.h"

/* contact() for a circle and an axis-aligned box whose relation `rel`
   (not INVALID) is already known exactly. */
cbx_contact2 cbx_contact_circle_aabb2_given(cbx_circle c, cbx_aabb2 b, cbx_relation rel);
cbx_contact2f cbx_contact_circle_aabb2_givenf(cbx_circlef c, cbx_aabb2f b, cbx_relation rel);

/* The contact result for invalid input: INVALID, every number NaN. */
cbx_contact2 cbx_contact2_invalid(void);
cbx_contact2f cbx_contact2_invalidf(void);

/* True when every component is finite (velocities of the sweeps). */
bool cbx_is_finite_vec2(cbx_vec2 v);
bool cbx_is_finite_vec2f(cbx_vec2f v);
bool cbx_is_finite_vec3(cbx_vec3 v);
bool cbx_is_finite_vec3f(cbx_vec3f v);

/* The sweep result for invalid input: INVALID, every number NaN. */
cbx_sweep2 cbx_sweep2_invalid(void);
cbx_sweep2f cbx_sweep2_invalidf(void);
/* A double sweep result rounded to float (float sweeps run in double). */
cbx_sweep2f cbx_sweep2_to_float(cbx_sweep2 s);

/* The 2D sweep for valid, finite input in double: circle c moving with
   v1 - v0 relative to the axis-aligned box b (the difference is taken
   exactly for the decision). The point is in the box's frame at time 0 (the
   caller adds b_vel * time). `plain` must be cbx_sweep2_plain_input of the
   same arguments: it selects the fast path. */
cbx_sweep2 cbx_sweep_circle_aabb2_valid(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b, bool plain);
/* True for valid input of moderate magnitude, where the sweep needs no
   validator call (every number within [2^-180, 2^240] or zero). */
bool cbx_sweep2_plain_input(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b);

/* The same for a sphere and an axis-aligned 3D box. */
cbx_contact3 cbx_contact_sphere_aabb3_given(cbx_sphere s, cbx_aabb3 b, cbx_relation rel);
cbx_contact3f cbx_contact_sphere_aabb3_givenf(cbx_spheref s, cbx_aabb3f b, cbx_relation rel);
cbx_contact3 cbx_contact3_invalid(void);
cbx_contact3f cbx_contact3_invalidf(void);

/* A double 3-vector's coordinates read in place, as the array the 3D
   solvers take: cbx_vec3 is three doubles without padding (asserted
   below), and the pointer taken through a struct that holds them as an
   array stays within that array. Saves the copies into local arrays on
   every sweep (21 instructions of about 940 on random 3D paths). */
typedef struct cbx_vec3_array {
    double a[3];
} cbx_vec3_array;
typedef char cbx_vec3_array_fits[sizeof(cbx_vec3) == sizeof(cbx_vec3_array) &&
                                         sizeof(cbx_vec3) == 3 * sizeof(double)
                                     ? 1
                                     : -1];
static inline const double *cbx_vec3_coords(const cbx_vec3 *v) {
    return ((const cbx_vec3_array *)(const void *)v)->a;
}

/* Moving sphere against axis-aligned box, the sphere separate at time 0
   (sweep3_core.c). Both precisions solve it in double: c, r, lo, hi are the
   sphere and box, sv and bv the velocities. The answer is in the box's frame
   at time 0: q is the contact point before the box's own motion is added. */
typedef struct cbx_sweep3_local {
    cbx_sweep_type type; /* CONTACT or NONE */
    double time;
    double q[3];
    double normal[3];
    int face; /* 1: the normal is a face's axis (one component, exactly +-1) */
} cbx_sweep3_local;
cbx_sweep3_local cbx_sweep3_separate(const double c[3], double r, const double lo[3], const double hi[3],
                                     const double sv[3], const double bv[3]);

/* The fast path itself (cbx_sweep3_fast) comes after a first look at its
   input: sweep/sweep3_head.h declares both. */
/* The 3D fast path's contact with one edge or corner (mask: its axes, side:
   +1 hi, -1 lo on them), computed as for a hit there but certified by
   nobody: for a caller that proves what it uses (sweep3_fast.c). */
bool cbx_sweep3_feature_contact(const double c[3], double r, const double lo[3], const double hi[3],
                                const double v[3], int mask, const int side[3], cbx_sweep3_local *out);

/* Exact: does the moving sphere (separate at time 0) ever touch the box? */
bool cbx_sweep3_exact_hits(const double c[3], double r, const double lo[3], const double hi[3],
                           const double sv[3], const double bv[3]);

/* A crossing of the path with one of the box's six planes: axis, plane
   (-1: at lo, +1: at hi) and the side of that slab after it (-1 below lo,
   0 within, +1 above hi); axis -1 for none. */
typedef struct cbx_sweep3_cross {
    int axis, plane, after;
} cbx_sweep3_cross;

/* The piece of the path where the first contact lies: the sides of the
   three slabs on it (the feature: the axes outside, at their bounds), and
   the crossings that begin it (axis -1: time 0) and end it (-1: never). */
typedef struct cbx_sweep3_piece {
    int side[3];
    cbx_sweep3_cross start, end;
} cbx_sweep3_piece;

/* Exact: the piece of the first contact of the moving sphere (separate at
   time 0) with the box; false when it never touches. */
bool cbx_sweep3_exact_piece(const double c[3], double r, const double lo[3], const double hi[3],
                            const double sv[3], const double bv[3], cbx_sweep3_piece *out);

/* The sweep against a box standing still, its inputs by address: its
   callers (the casts, and in 3D the oriented box's sweep) hold them in
   their frames already, and the public by-value call would copy them
   again (104 bytes in 3D, 72 in 2D); and the result for invalid input. */
cbx_sweep2 cbx_sweep_circle_aabb2_local(const cbx_circle *c, const cbx_vec2 *vel, const cbx_aabb2 *b);
cbx_sweep2f cbx_sweep_circle_aabb2_localf(const cbx_circlef *c, const cbx_vec2f *vel, const cbx_aabb2f *b);
/* The same for a start the caller has shown separate beside a corner by
   the exact sign (the casts): the same answer, that sign not formed again. */
cbx_sweep2 cbx_sweep_circle_aabb2_local_apart(const cbx_circle *c, const cbx_vec2 *vel, const cbx_aabb2 *b);
cbx_sweep2f cbx_sweep_circle_aabb2_local_apartf(const cbx_circlef *c, const cbx_vec2f *vel, const cbx_aabb2f *b);
cbx_sweep3 cbx_sweep_sphere_aabb3_local(const cbx_sphere *s, const cbx_vec3 *vel, const cbx_aabb3 *b);
cbx_sweep3f cbx_sweep_sphere_aabb3_localf(const cbx_spheref *s, const cbx_vec3f *vel, const cbx_aabb3f *b);
/* The same for a start the caller has shown separate beside an edge or a
   corner by the exact sign (cbx_sweep3_fast_apart): the same answer. */
cbx_sweep3 cbx_sweep_sphere_aabb3_local_apart(const cbx_sphere *s, const cbx_vec3 *vel,
                                              const cbx_aabb3 *b);
cbx_sweep3f cbx_sweep_sphere_aabb3_local_apartf(const cbx_spheref *s, const cbx_vec3f *vel,
                                                const cbx_aabb3f *b);
cbx_sweep3 cbx_sweep3_invalid(void);
cbx_sweep3f cbx_sweep3_invalidf(void);
/* The sweep's answer for a contact with one edge or corner (mask: its
   axes; side: +1 hi, -1 lo there), computed, not decided
   (sweep_sphere_aabb3.c): for the casts, which prove it. */
bool cbx_sweep_sphere_aabb3_feature(const double *p, double r, const double *lo, const double *hi, const double *v,
                                    int mask, const int side[3], double *t, double *point, double *normal);
bool cbx_sweep_sphere_aabb3_featuref(const float *p, float r, const float *lo, const float *hi, const float *v,
                                     int mask, const int side[3], float *t, float *point, float *normal);

/* sin x and cos x within about one ulp for every finite x; NaN for NaN and
   infinities (arith/sincos.c, no libm). */
void cbx_sincos(double x, double *s, double *c);

/* Is the ball's center closer than its radius to the box (cast.c)? Exact for
   axis-aligned boxes, flat ones included (where relate can only say
   TOUCHING); for oriented boxes, only beyond the margin of the rotation's
   rounding. How casts and the mover judge a center; valid input. */
bool cbx_circle_penetrates_aabb2(cbx_circle c, cbx_aabb2 b);
bool cbx_circle_penetrates_aabb2f(cbx_circlef c, cbx_aabb2f b);
bool cbx_sphere_penetrates_aabb3(cbx_sphere s, cbx_aabb3 b);
bool cbx_sphere_penetrates_aabb3f(cbx_spheref s, cbx_aabb3f b);
bool cbx_circle_penetrates_obb2(cbx_circle c, cbx_obb2 b);
bool cbx_circle_penetrates_obb2f(cbx_circlef c, cbx_obb2f b);
bool cbx_sphere_penetrates_obb3(cbx_sphere s, cbx_obb3 b);
bool cbx_sphere_penetrates_obb3f(cbx_spheref s, cbx_obb3f b);

/* The smallest magnitude at which the casts' filters (cast_rules.c and
   cbx_cast_dot_filter below) trust their bound: below it a product may have
   underflowed (absolute error, not relative), so the exact path decides. A
   normal constant, for speed (predicates.inc). */
#define CBX_FILTER_FLOOR 0x1p-900

/* Exact signs for the casts (cast_rules.c), on finite doubles.
   sign(sum_i d[i] (p[i] - q[i])), n <= 3: */
int cbx_cast_sign_dot_gap(const double *d, const double *p, const double *q, int n);
/* Its filter, for callers that have the sum already: s the terms
   fl(d[i] * fl(p[i] - q[i])) summed in order, mag the sum of their
   magnitudes. Each term carries at most 2u relative error, the sum two
   roundings more: below 4.01u mag, doubled for safety; below
   CBX_FILTER_FLOOR a product may have underflowed, and an overflow or a
   NaN fails the window. 1 or -1 when certain, 0 when not. */
static inline int cbx_cast_dot_filter(double s, double mag) {
    const double bound = 8 * 0x1p-52 * mag;
    const bool ok = (mag <= 0x1.fffffffffffffp+1023) & (mag >= CBX_FILTER_FLOOR);
    return ok ? (s > bound) - (s < -bound) : 0;
}
/* sign(|d|^2 r^2 - |d x (k - p)|^2) over the m axes listed in axes[]: the
   line p + t d crosses (> 0), touches (0) or misses (< 0) the ball of radius
   r about k in those axes. */
int cbx_cast_sign_graze(const double *d, const double *p, const double *k, double r, const int *axes, int m);
int cbx_cast_sign_tangent_side(const double *d, const double *p, const double *k, const int *axes, int m, int i,
                               double e);
/* sign(dist(p + d, [lo, hi])^2 - r^2), p + d exact; *slope: the sign of its
   derivative along d there. */
int cbx_cast_end_sign(const double *p, const double *d, double r, const double *lo, const double *hi, int n,
                      int *slope);
/* Its stages, for the tests: the cheap ones (the end point a double; a
   filter), false when they cannot decide; the big-float, always exact. */
bool cbx_cast_end_sign_quick(const double *p, const double *d, double r, const double *lo, const double *hi, int n,
                             int *end, int *slope);
int cbx_cast_end_sign_big(const double *p, const double *d, double r, const double *lo, const double *hi, int n,
                          int *slope);

#endif /* CBX_INTERNAL_H */
