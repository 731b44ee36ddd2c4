/* SPDX-License-Identifier: MIT */
/* Opt-in inline fast paths for single static queries.

   #include "circbox/inline.h" after (or instead of) "circbox.h". Each
   cbx_*_inline function gives exactly the answer of the library function of
   the same name without the suffix, but puts the floating-point filter and
   the cheap exactness certificate in the caller's loop; only the inputs
   neither can decide (and every invalid input) call out to the library.

   The stages inlined here (the library holds the same ladder out of line,
   src/arith/dist2_sign.h):
   1. the filter: d2 = fl(dx^2 + dy^2) against r^2 with a margin of 128
      eps relative plus the smallest normal number, 16 times the proven 8
      eps (the library's cbx_box_overlap_gap, same claim and proof, and
      the same guard: a pair within a few roundings of tangency, such as
      a ball resting at a rounded f + r on a face, always takes the
      certificates below, a path the branch predictor can learn, instead
      of being decided or not by the rounding's direction);
   2. the face certificate: when the center lies beside a face (one of dx,
      dy is exactly 0) the decision is linear, |d| <= r, decided exactly
      from the rounded difference and its rounding error (TwoDiff; see
      cbx_inline_face_sign). Balls resting on floors and walls end here.
   3. the short certificate: when the center lies beside a corner, the
      differences are exact and they and r have at most 26 significant
      bits (integers, halves, ... tiles), every square is exact and the
      sign of d2 - r^2 follows from the rounded sum and its error (see
      cbx_inline_corner2). Balls resting on tile corners end here. Beside
      a corner the certificate cannot take, the filter of stage 1 with
      its proven margin (8 eps) before the library.
   The float functions run the same stages in double on the promoted
   input, which has the same exact answer.
   Requires IEEE double arithmetic without contraction (-ffp-contract=off or
   a compiler that does not contract: the filter's margin assumes separate
   roundings) - the same rule as the library's build. On x86 the stages
   run on SSE2 coordinate pairs (cbx_inline_overlap2_pairs). Compiled by
   gcc, every input first passes an empty asm (CBX_INLINE_OPAQUE): gcc 12
   drops a caller's roundings to float where it vectorizes them in pairs.

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
#include <stdint.h>
#include <string.h>
#include "circbox.h"

#ifdef __cplusplus
extern "C" {
#endif

/* clang on x86: IEEE arithmetic in this header's functions whatever the
   caller's flags, inlined too. Its fast-math variants that announce no
   macro (-fno-honor-nans; -ffast-math -fhonor-infinities) dropped the NaN
   screen and reordered the certificates here (an independent tester: a NaN
   box overlapping, a pair one ulp from tangency overlapping). clang
   honours float_control only on x86 (14 ignores it on AArch64, with a
   warning): elsewhere the announced flags send each function to the
   library, as under gcc, and those variants must not be used with this
   header (an independent tester: 1.65 % of valid pairs wrong on AArch64
   under -ffast-math -fhonor-infinities). */
#if defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
#define CBX_INLINE_FLOAT_CONTROL 1
#pragma float_control(precise, on, push)
#else
#define CBX_INLINE_FLOAT_CONTROL 0
#endif
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

/* Branch hint (the library call is the rare path), and a helper kept out
   of the caller's loop (unused: a file may include this header and call
   nothing). */
#if defined(__GNUC__) || defined(__clang__)
#define CBX_INLINE_LIKELY(x) __builtin_expect(!!(x), 1)
#define CBX_INLINE_COLD static __attribute__((noinline, unused))
#else
#define CBX_INLINE_LIKELY(x) (x)
#define CBX_INLINE_COLD static inline
#endif

#if defined(FLT_EVAL_METHOD)
#define CBX_INLINE_EVAL_METHOD FLT_EVAL_METHOD
#elif defined(__FLT_EVAL_METHOD__) /* C++98/03, whose <float.h> leaves FLT_EVAL_METHOD out */
#define CBX_INLINE_EVAL_METHOD __FLT_EVAL_METHOD__
#endif
#if defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__) || defined(__ASSOCIATIVE_MATH__) || \
    (defined(CBX_INLINE_EVAL_METHOD) &&                                                                               \
     (CBX_INLINE_EVAL_METHOD > 0 || (CBX_INLINE_EVAL_METHOD < 0 && (defined(__i386__) || defined(__x86_64__))))) \
    /* x87's double rounding (-mfpmath=sse,387: undetermined): the library call */
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

/* |x|, one AND (a selection became a branch on the sign). */
static inline double cbx_inline_fabs(double x) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_fabs(x);
#else
    return x < 0 ? -x : x;
#endif
}

/* The filter's margin (stage 1): 16 times the proven one. */
#define CBX_INLINE_GUARD (128 * DBL_EPSILON)

/* sign(|x - f| - r) for x != f, finite x, f and r >= 0, exactly: +1, 0 or
   -1, without a branch (tangent or one rounding off is a coin toss on
   resting data).
   Claim: with d = fl(x - f), e its rounding error (x - f = d + e, TwoDiff,
   exact for finite operands) and t = e if d > 0, -e if d < 0, the sign of
   fl(fl(|d| - r) + t) is the sign of |x - f| - r.
   Proof: |e| < |d|, so |x - f| = |d| + t. A rounded sum of two doubles is
   0 only when the exact sum is (gradual underflow) and otherwise has its
   sign. If |d| == r the sum is t: right. Otherwise let h be the gap from
   |d| to the next double on r's side (a power of two): |(|d|) - r| >= h as
   r is a double, so |fl(|d| - r)| >= h by monotone rounding; and |x - f|
   rounds to |d|, so t, where it points toward r, is at most h/2. Then
   |d| + t - r and fl(|d| - r) + t both have the sign of |d| - r. */
static inline int cbx_inline_face_sign(double x, double f, double r) {
    const double d = x - f;
    const double bv = x - d, av = d + bv; /* TwoDiff: x - f = d + e */
    const double e = (x - av) + (bv - f);
    /* t = sign(d) e, exact; a product where it can be, since a selection
       becomes a branch on the side of the box */
#if defined(__GNUC__) || defined(__clang__)
    const double t = __builtin_copysign(1.0, d) * e;
#else
    const double t = d > 0 ? e : -e;
#endif
    const double w = ((d < 0 ? -d : d) - r) + t;
    return (w > 0) - (w < 0);
}

/* |e| for x - f = d + e, d = fl(x - f) (TwoDiff). */
static inline double cbx_inline_two_diff_err(double x, double f, double d) {
    const double bv = x - d, av = d + bv;
    const double e = (x - av) + (bv - f);
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_fabs(e); /* one AND; the selection below became a branch */
#else
    return e < 0 ? -e : e;
#endif
}

/* The filter of stage 1 with the proven margin, 8 eps relative: 1 or 0
   when certain, -1 when not, for d2 = fl(dx^2 + dy^2) and rr = fl(r^2),
   valid input. */
static inline int cbx_inline_tight(double d2, double rr) {
    if (d2 > rr * (1 + 8 * DBL_EPSILON) + DBL_MIN) return 0;
    if (d2 < rr * (1 - 8 * DBL_EPSILON) - DBL_MIN) return 1;
    return -1;
}

/* z of cbx_inline_corner2's claim (below) from the squares sx, sy,
   x = fl(sx + sy) and rr = fl(r * r); *above_floor: the smaller square is
   at least 2^-1000. Shared by the scalar form and the pair form. */
static inline double cbx_inline_short_value(double sx, double sy, double x, double rr, bool *above_floor) {
    const double a = sx > sy ? sx : sy, b = sx < sy ? sx : sy; /* two compares: no branch */
    *above_floor = b >= 9.3326361850321888e-302; /* 2^-1000 */
    return (x - rr) + (b - (x - a));
}

/* The short certificate beside a corner (dx, dy both nonzero; finite
   valid input): 1 or 0 when certain, else -1. (cx, cy) the center, q its
   clamp, d = fl(c - q).
   Claim (the library's cbx_dist2_short2, src/arith/dist2_sign.h, has the
   whole proof): when both differences are exact (err, the sum of their
   |TwoDiff errors|, is 0), dx, dy and r have at most 26 significant bits
   (their low 27 fraction bits are 0, tested on the three or'ed), both
   squares are at least 2^-1000 and x = fl(dx^2 + dy^2) is finite, then
   every square is exact (at most 52 bits, normal), x + e = dx^2 + dy^2
   exactly with e = b - (x - a) (Fast2Sum, a >= b the two squares), and
   z = fl(fl(x - r^2) + e) has the sign of dx^2 + dy^2 - r^2: x - r^2 is
   exact where x and r^2 are within a factor 2 (Sterbenz), and elsewhere
   it outweighs e, which is at most 2^-53 x. */
static inline int cbx_inline_corner2(double cx, double cy, double r, double qx, double qy, double dx, double dy) {
    const double err = cbx_inline_two_diff_err(cx, qx, dx) + cbx_inline_two_diff_err(cy, qy, dy);
    const double sx = dx * dx, sy = dy * dy, x = sx + sy;
    bool above_floor;
    const double z = cbx_inline_short_value(sx, sy, x, r * r, &above_floor);
    uint64_t bx, by, br;
    memcpy(&bx, &dx, sizeof bx);
    memcpy(&by, &dy, sizeof by);
    memcpy(&br, &r, sizeof br);
    const bool short26 = ((bx | by | br) & ((UINT64_C(1) << 27) - 1)) == 0;
    const bool ok = (err <= 0) & short26 & above_floor & (x <= DBL_MAX);
    if (ok) return z <= 0;
    return cbx_inline_tight(x, r * r);
}

/* The certificates for an input the filter left undecided, kept out of the
   caller's loop where the compiler allows (they run on tangent data only,
   and in line they would crowd the filter's registers): 1 or 0 when
   certain, -1 when only the library can decide. Arguments as above, for a
   valid box and r (the caller's screen); the center may be infinite or
   NaN. cbx_inline_corner2_cold: the short certificate alone, for a caller
   that ran the rest in line. */
CBX_INLINE_COLD int cbx_inline_certify2(double cx, double cy, double r, double qx, double qy, double dx, double dy) {
    if (!((cx - cx >= 0) & (cy - cy >= 0))) return -1; /* a center that is not finite */
    const bool fx = (dx >= 0) & (dx <= 0), fy = (dy >= 0) & (dy <= 0);
    if (fx & fy) return 1; /* the center inside the box */
    if (fx | fy) return fy ? cbx_inline_face_sign(cx, qx, r) <= 0 : cbx_inline_face_sign(cy, qy, r) <= 0;
    return cbx_inline_corner2(cx, cy, r, qx, qy, dx, dy);
}
CBX_INLINE_COLD int cbx_inline_corner2_cold(double cx, double cy, double r, double qx, double qy, double dx,
                                            double dy) {
    return cbx_inline_corner2(cx, cy, r, qx, qy, dx, dy);
}

/* The certificates for valid input the filter left undecided (arguments
   as for cbx_inline_certify2): face_inline, the face certificate in the
   caller's loop too (a constant: faster on resting data in double; in
   float it would crowd the filter). */
static inline int cbx_inline_undecided2(double cx, double cy, double r, double qx, double qy, double dx, double dy,
                                        bool face_inline) {
    if (!face_inline) return cbx_inline_certify2(cx, cy, r, qx, qy, dx, dy);
    if (!((cx - cx >= 0) & (cy - cy >= 0))) return -1; /* a center that is not finite */
    const bool fx = (dx >= 0) & (dx <= 0), fy = (dy >= 0) & (dy <= 0);
    if (fx & fy) return 1; /* the center inside the box */
    if (fx | fy) return fy ? cbx_inline_face_sign(cx, qx, r) <= 0 : cbx_inline_face_sign(cy, qy, r) <= 0;
    return cbx_inline_corner2_cold(cx, cy, r, qx, qy, dx, dy);
}

/* GCC 12's vectorizer drops a pair of roundings to float and back:
   out[0] = (double)(float)x; out[1] = (double)(float)y; compiles to
   out = {x, y} at -O2 (gcc 12.2: the pair is vectorized, then the two
   vector conversions cancel as if float held every double). A caller that
   rounds its numbers to float in the same function, then asks about them
   here, got the overlap of the unrounded numbers, from the pairs below and
   from the scalar form alike (both are vectorized; tests/test_inline.c
   caught it). Each number passes through an empty asm first, which the
   vectorizer cannot see through: 0.55 ns a query on random data (3.0
   against 2.46 ns, bench_tangent's inline loop). Clang 14 compiles the
   pair as written. */
#if defined(__GNUC__) && !defined(__clang__) && (defined(__x86_64__) || defined(__i386__)) && defined(__SSE2__)
#define CBX_INLINE_OPAQUE(x) __asm__("" : "+x"(x))
#elif defined(__GNUC__) && !defined(__clang__) && defined(__aarch64__)
#define CBX_INLINE_OPAQUE(x) __asm__("" : "+w"(x))
#else
#define CBX_INLINE_OPAQUE(x) ((void)0)
#endif
/* A decision hidden from the optimizer: gcc split `apart | within` back
   into a branch on each, and on random data (about half the pairs
   overlapping) "apart" is a coin toss: 3.1 ns a query in a fixed order,
   4.9 in one the branch predictor cannot learn (bench_tangent's inline
   loop, BENCH_SHUFFLE=1; docs/benchmarks.md, section 6). */
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__) || defined(__aarch64__))
#define CBX_INLINE_OPAQUE_INT(x) __asm__("" : "+r"(x))
#else
#define CBX_INLINE_OPAQUE_INT(x) ((void)0)
#endif
/* The guard on a circle's center and a box's bounds (variables). */
#define CBX_INLINE_OPAQUE_BOX2(cx, cy, lx, ly, hx, hy)                                                            \
    do {                                                                                                        \
        CBX_INLINE_OPAQUE(cx);                                                                                  \
        CBX_INLINE_OPAQUE(cy);                                                                                  \
        CBX_INLINE_OPAQUE(lx);                                                                                  \
        CBX_INLINE_OPAQUE(ly);                                                                                  \
        CBX_INLINE_OPAQUE(hx);                                                                                  \
        CBX_INLINE_OPAQUE(hy);                                                                                  \
    } while (0)

/* The overlap of a circle and a box in double by the stages above: 1 or 0
   when certain, -1 when only the library can decide (or the input is bad);
   face_inline as for cbx_inline_undecided2. */
static inline int cbx_inline_overlap2(double cx, double cy, double r, double lx, double ly, double hx, double hy,
                                      bool face_inline) {
    CBX_INLINE_OPAQUE_BOX2(cx, cy, lx, ly, hx, hy);
    CBX_INLINE_OPAQUE(r);
    const double qx = cbx_inline_clamp(cx, lx, hx), qy = cbx_inline_clamp(cy, ly, hy);
    const double dx = cx - qx, dy = cy - qy;
    const double d2 = dx * dx + dy * dy, r2 = r * r;
    const double wx = hx - lx, wy = hy - ly;
    /* valid: r >= 0 and the box ordered (their minimum >= 0; a NaN the
       minimum drops fails the sum), box and r finite (NaNs fail) */
    const bool valid = (cbx_inline_min3(wx, wy, r) >= 0) & (r2 + wx + wy <= DBL_MAX);
    const bool apart = d2 > r2 * (1 + CBX_INLINE_GUARD) + DBL_MIN;
    const bool within = (d2 < r2 * (1 - CBX_INLINE_GUARD) - DBL_MIN) & valid;
    int decided = apart | within;
    CBX_INLINE_OPAQUE_INT(decided);
    if (CBX_INLINE_LIKELY(decided)) return within;
    if (!valid) return -1;
    return cbx_inline_undecided2(cx, cy, r, qx, qy, dx, dy, face_inline);
}

/* The same decision on SSE2 pairs (x in the low half, y in the high), for
   both inline queries where the target has them (every x86-64): the
   filter's numbers are those of cbx_inline_overlap2, rounding for rounding
   (the clamp as the selections there, NaN passed on alike; d2 the rounded
   sum of the two rounded squares), in about half the instructions. The
   screen is the library's pair form (src/static/circle_aabb2.c): no width
   with its sign bit set and wx + wy + r|r| finite; a negative r never
   gives "within", and "apart" is the library's answer for bad input too.
   The certificates run on the pairs as well: the face one on both axes at
   once, the short one on the filter's own squares. */
#if CBX_INLINE_IEEE && (defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2))
#define CBX_INLINE_PAIRS 1
#include <emmintrin.h>
/* The rounding pair operations. clang's <emmintrin.h> writes them as
   inline vector arithmetic, which takes the floating-point options in
   force where that header was first parsed (the caller's own #include
   <immintrin.h> under -ffast-math, before this one): spelled here, inside
   this header's precise region, they stay exact. */
#if defined(__clang__)
/* (__m128d is a vector of two doubles: its own + - * are the lanes', with
   no cast that C++'s -Wold-style-cast would report) */
#define CBX_INLINE_ADD_PD(a, b) ((a) + (b))
#define CBX_INLINE_SUB_PD(a, b) ((a) - (b))
#define CBX_INLINE_MUL_PD(a, b) ((a) * (b))
#else
#define CBX_INLINE_ADD_PD(a, b) _mm_add_pd(a, b)
#define CBX_INLINE_SUB_PD(a, b) _mm_sub_pd(a, b)
#define CBX_INLINE_MUL_PD(a, b) _mm_mul_pd(a, b)
#endif
static inline int cbx_inline_overlap2_on(__m128d p, double r, __m128d lo, __m128d hi) {
    /* r2 = r |r|: a negative r gives a negative r2, never within */
    const double r2 = r * cbx_inline_fabs(r);
    /* x < lo ? lo : x, then t > hi ? hi : t (maxpd and minpd return their
       second operand when unordered) */
    const __m128d q = _mm_min_pd(hi, _mm_max_pd(lo, p));
    const __m128d d = CBX_INLINE_SUB_PD(p, q), dd = CBX_INLINE_MUL_PD(d, d), w = CBX_INLINE_SUB_PD(hi, lo);
    const __m128d sums = CBX_INLINE_ADD_PD(_mm_unpacklo_pd(w, dd), _mm_unpackhi_pd(w, dd)); /* wx + wy, d2 */
    const double d2 = _mm_cvtsd_f64(_mm_unpackhi_pd(sums, sums));
    const __m128d lim = CBX_INLINE_ADD_PD(CBX_INLINE_MUL_PD(_mm_set1_pd(r2), _mm_setr_pd(1 + CBX_INLINE_GUARD, 1 - CBX_INLINE_GUARD)),
                                   _mm_setr_pd(DBL_MIN, -DBL_MIN));
    /* no width with its sign bit set (a -0 width goes to the library) and
       the widths plus r2 finite (a NaN fails the sum) */
    const int signs = _mm_movemask_pd(w);
    const double width = _mm_cvtsd_f64(sums), within_at = _mm_cvtsd_f64(_mm_unpackhi_pd(lim, lim));
    const bool screened = (signs == 0) & (width + r2 <= DBL_MAX);
    const bool valid = screened & (r >= 0) & (d2 <= DBL_MAX);
    const bool apart = d2 > _mm_cvtsd_f64(lim);
    const bool within = (d2 < within_at) & screened;
    int decided = apart | within;
    CBX_INLINE_OPAQUE_INT(decided);
    if (CBX_INLINE_LIKELY(decided)) return within;
    if (!valid) return -1;
    /* r alone stays out of vectors above (scalar products only); here it
       enters two, so it passes the guard first, off the filter's path */
    double rv = r;
    CBX_INLINE_OPAQUE(rv);
    const __m128d zero = _mm_setzero_pd();
    if (_mm_movemask_pd(_mm_cmpeq_pd(CBX_INLINE_SUB_PD(p, p), zero)) != 3) return -1; /* a center not finite */
    /* TwoDiff on both axes: p - q = d + e */
    const __m128d bv = CBX_INLINE_SUB_PD(p, d), av = CBX_INLINE_ADD_PD(d, bv);
    const __m128d e = CBX_INLINE_ADD_PD(CBX_INLINE_SUB_PD(p, av), CBX_INLINE_SUB_PD(bv, q));
    if (_mm_movemask_pd(_mm_cmpeq_pd(d, zero)) != 0) {
        /* Beside a face (one of dx, dy is 0) or inside (both): the face
           certificate (cbx_inline_face_sign) on both axes at once. On an
           axis where d is 0 it gives -r <= 0 (the difference is exact, its
           error 0), so the overlap is that both signs are <= 0. t = sign(d)
           e: e with d's sign bit flipped in. */
        const __m128d sign = _mm_set1_pd(-0.0), t = _mm_xor_pd(e, _mm_and_pd(d, sign));
        const __m128d g = CBX_INLINE_ADD_PD(CBX_INLINE_SUB_PD(_mm_andnot_pd(sign, d), _mm_set1_pd(rv)), t);
        return _mm_movemask_pd(_mm_cmple_pd(g, zero)) == 3;
    }
    /* Beside a corner: the short certificate (cbx_inline_corner2) on the
       filter's own squares and sum, which are its numbers too. */
    bool above_floor;
    const double sx = _mm_cvtsd_f64(dd), sy = _mm_cvtsd_f64(_mm_unpackhi_pd(dd, dd));
    const double z = cbx_inline_short_value(sx, sy, d2, r2, &above_floor);
    const __m128d bits = _mm_or_pd(_mm_or_pd(d, _mm_unpackhi_pd(d, d)), _mm_set_sd(rv));
    const bool short26 = (_mm_cvtsi128_si32(_mm_castpd_si128(bits)) & ((1 << 27) - 1)) == 0; /* low 27 bits: in the low 32 */
    const bool exact = _mm_movemask_pd(_mm_cmpeq_pd(e, zero)) == 3;
    const bool sure = exact & short26 & above_floor & (d2 <= DBL_MAX);
    if (sure) return z <= 0;
    return cbx_inline_tight(d2, r2);
}

/* The pairs from the caller's numbers, each through the guard first. */
static inline int cbx_inline_overlap2_pairs(double cx, double cy, double r, double lx, double ly, double hx,
                                            double hy) {
    CBX_INLINE_OPAQUE_BOX2(cx, cy, lx, ly, hx, hy);
    return cbx_inline_overlap2_on(_mm_set_pd(cy, cx), r, _mm_set_pd(ly, lx), _mm_set_pd(hy, hx));
}

/* The same from floats, each pair widened by one conversion (exact). */
static inline int cbx_inline_overlap2f_pairs(float cx, float cy, float r, float lx, float ly, float hx, float hy) {
    CBX_INLINE_OPAQUE_BOX2(cx, cy, lx, ly, hx, hy);
    const double rd = _mm_cvtsd_f64(_mm_cvtps_pd(_mm_set_ss(r))); /* widened, exact; no cast for C++ to report */
    return cbx_inline_overlap2_on(_mm_cvtps_pd(_mm_setr_ps(cx, cy, 0, 0)), rd,
                                  _mm_cvtps_pd(_mm_setr_ps(lx, ly, 0, 0)), _mm_cvtps_pd(_mm_setr_ps(hx, hy, 0, 0)));
}
#else
#define CBX_INLINE_PAIRS 0
#endif

/* The library's answer, called with the numbers the filter read (already
   in registers): passing the structs by value from the caller's loop made
   gcc copy them to the stack on every query, the library called or not
   (the float function keeps its call: a helper there measured slower). */
CBX_INLINE_COLD bool cbx_inline_overlap2_lib(double cx, double cy, double r, double lx, double ly, double hx,
                                             double hy) {
    const cbx_circle c = {{cx, cy}, r};
    const cbx_aabb2 b = {{lx, ly}, {hx, hy}};
    return cbx_overlap_circle_aabb2(c, b);
}

/* cbx_overlap_circle_aabb2, with the filter and the certificates inline. */
static inline bool cbx_overlap_circle_aabb2_inline(cbx_circle c, cbx_aabb2 b) {
#if !CBX_INLINE_IEEE
    return cbx_overlap_circle_aabb2(c, b);
#else
#if CBX_INLINE_PAIRS
    const int o =
        cbx_inline_overlap2_pairs(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
#else
    const int o = cbx_inline_overlap2(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y, true);
#endif
    if (CBX_INLINE_LIKELY(o >= 0)) return o > 0;
    return cbx_inline_overlap2_lib(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
#endif
}

/* cbx_overlap_circle_aabb2f: the same stages in double on the promoted
   input (exact), where squares of floats are exact and sums of two nearly
   so: the filter decides every float input but near tangency, where the
   certificates or the library settle it. */
static inline bool cbx_overlap_circle_aabb2f_inline(cbx_circlef c, cbx_aabb2f b) {
#if !CBX_INLINE_IEEE
    return cbx_overlap_circle_aabb2f(c, b);
#else
#if CBX_INLINE_PAIRS
    const int o =
        cbx_inline_overlap2f_pairs(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
#else
    const int o = cbx_inline_overlap2(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y, false);
#endif
    if (CBX_INLINE_LIKELY(o >= 0)) return o > 0;
    return cbx_overlap_circle_aabb2f(c, b);
#endif
}

#if CBX_INLINE_FLOAT_CONTROL
#pragma float_control(pop)
#endif
#undef CBX_INLINE_FLOAT_CONTROL

#ifdef __cplusplus
}
#endif

#endif /* CIRCBOX_INLINE_H */
