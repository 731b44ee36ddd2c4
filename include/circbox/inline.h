/* SPDX-License-Identifier: MIT */
/* Opt-in inline fast paths for single static queries.

   #include "circbox/inline.h" after (or instead of) "circbox.h". Each
   cbx_*_inline function gives exactly the answer of the library function of
   the same name without the suffix, but puts the floating-point filter and
   the cheap exactness certificate in the caller's loop; only the inputs
   neither can decide (and every invalid input) call out to the library.

   The stages inlined here (the library holds the same ladder out of line,
   src/arith/dist2_sign.h):
   1. the filter: d2 = fl(dx^2 + dy^2) against r^2 with a proven margin of
      8 eps relative plus the smallest normal number (the library's
      cbx_box_overlap_gap, same claim and proof);
   2. the face certificate: when the center lies beside a face (one of dx,
      dy is exactly 0) the decision is linear, |d| <= r. Rounding is monotone
      and r is a double, so fl(|p - f|) < r or > r is exact; only equality
      needs the rounding error of the difference (TwoDiff), whose sign then
      decides. Balls resting on floors and walls end here.
   Requires IEEE double arithmetic without contraction (-ffp-contract=off or
   a compiler that does not contract: the filter's margin assumes separate
   roundings) - the same rule as the library's build.

   Under -ffast-math (any of -ffinite-math-only, -fassociative-math that the
   compiler announces: __FAST_MATH__, __FINITE_MATH_ONLY__,
   __ASSOCIATIVE_MATH__) the compiler may drop the NaN screen and the TwoDiff
   of the face certificate, so each function here is then only a call to the
   library's, which CMake builds with IEEE arithmetic whatever the caller's
   flags: exact, bad input INVALID, nothing inline. (clang's
   -fassociative-math alone announces nothing; do not use it with this
   header.) */
#ifndef CIRCBOX_INLINE_H
#define CIRCBOX_INLINE_H

#include <float.h>
#include <stdbool.h>

#include "circbox.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__) || defined(__ASSOCIATIVE_MATH__)
#define CBX_INLINE_IEEE 0
#else
#define CBX_INLINE_IEEE 1
#endif

/* Nearest coordinate of [lo, hi] to x (exact: a selection). */
static inline double cbx_inline_clamp(double x, double lo, double hi) {
    const double t = x < lo ? lo : x;
    return t > hi ? hi : t;
}

/* The smallest of three (a NaN may be dropped: callers catch it apart). */
static inline double cbx_inline_min3(double a, double b, double c) {
    const double t = a < b ? a : b;
    return t < c ? t : c;
}

/* sign(|x - f| - r) for x != f, finite x, f and r >= 0, exactly (see the
   face certificate above): +1, 0 or -1. */
static inline int cbx_inline_face_sign(double x, double f, double r) {
    const double d = x - f;
    const double a = d < 0 ? -d : d;
    if (a > r) return 1;
    if (a < r) return -1;
    const double bv = x - d, av = d + bv; /* TwoDiff: x - f = d + e */
    const double e = (x - av) + (bv - f);
    const double se = d > 0 ? e : -e;
    return (se > 0) - (se < 0);
}

/* cbx_overlap_circle_aabb2, with the filter and the face certificate inline. */
static inline bool cbx_overlap_circle_aabb2_inline(cbx_circle c, cbx_aabb2 b) {
#if !CBX_INLINE_IEEE
    return cbx_overlap_circle_aabb2(c, b);
#else
    const double qx = cbx_inline_clamp(c.center.x, b.min.x, b.max.x);
    const double qy = cbx_inline_clamp(c.center.y, b.min.y, b.max.y);
    const double dx = c.center.x - qx, dy = c.center.y - qy;
    const double d2 = dx * dx + dy * dy, r2 = c.radius * c.radius;
    const double wx = b.max.x - b.min.x, wy = b.max.y - b.min.y;
    /* valid: r >= 0 and the box ordered (their minimum >= 0; a NaN the
       minimum drops fails the sum), box and r finite (NaNs fail) */
    const bool valid = (cbx_inline_min3(wx, wy, c.radius) >= 0) & (r2 + wx + wy <= DBL_MAX);
    const bool apart = d2 > r2 * (1 + 8 * DBL_EPSILON) + DBL_MIN;
    const bool within = (d2 < r2 * (1 - 8 * DBL_EPSILON) - DBL_MIN) & valid;
    if (apart | within) return within;
    /* face certificate: one axis inside the slab, valid finite input */
    const bool fx = (dx >= 0) & (dx <= 0), fy = (dy >= 0) & (dy <= 0);
    if ((fx | fy) & valid & (c.center.x - c.center.x >= 0) & (c.center.y - c.center.y >= 0)) {
        if (fx & fy) return true;
        return fy ? cbx_inline_face_sign(c.center.x, qx, c.radius) <= 0
                  : cbx_inline_face_sign(c.center.y, qy, c.radius) <= 0;
    }
    return cbx_overlap_circle_aabb2(c, b);
#endif
}

/* cbx_overlap_circle_aabb2f: float products and sums of two squares are
   exact in double, so the double filter decides every float input but exact
   tangency, which the face certificate or the library settles. */
static inline bool cbx_overlap_circle_aabb2f_inline(cbx_circlef c, cbx_aabb2f b) {
#if !CBX_INLINE_IEEE
    return cbx_overlap_circle_aabb2f(c, b);
#else
    const double qx = cbx_inline_clamp(c.center.x, b.min.x, b.max.x);
    const double qy = cbx_inline_clamp(c.center.y, b.min.y, b.max.y);
    const double dx = (double)c.center.x - qx, dy = (double)c.center.y - qy;
    const double r = c.radius, d2 = dx * dx + dy * dy, r2 = r * r;
    const double wx = (double)b.max.x - b.min.x, wy = (double)b.max.y - b.min.y;
    /* as in the double form; r2 finite makes the threshold finite, so a
       center that makes d2 infinite or NaN is never within */
    const bool valid = (cbx_inline_min3(wx, wy, r) >= 0) & (r2 + wx + wy <= DBL_MAX);
    const bool apart = d2 > r2 * (1 + 8 * DBL_EPSILON) + DBL_MIN;
    const bool within = (d2 < r2 * (1 - 8 * DBL_EPSILON) - DBL_MIN) & valid;
    if (apart | within) return within;
    return cbx_overlap_circle_aabb2f(c, b);
#endif
}

#ifdef __cplusplus
}
#endif

#endif /* CIRCBOX_INLINE_H */
