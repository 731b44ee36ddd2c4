/* SPDX-License-Identifier: MIT */
/* Double answers in float. The float static queries run the double code
   on their inputs widened to double (exact: the same real numbers, so the
   same exact relation) and round its answer once; a distance must keep
   the sign the relation gives it (cbx_contact_settle) through that
   rounding. Both forms below give the same bits:
   - cbx_float_distance: branch-free, for paths where the distance is
     often 0 (a resting contact), so that a branch on it would mispredict;
   - the plain rounding, for the fast paths, where the squared gap shows
     it the same (cbx_float_distance_plain). */
#ifndef CBX_TO_FLOAT_H
#define CBX_TO_FLOAT_H

#include "arith/pair.h"
#include "arith/real.h"

/* A distance of the double pass in float: rounded once, 0 only where it
   was 0, a nonzero one at least FLT_TRUE_MIN in magnitude (so it keeps
   its sign) and infinite beyond FLT_MAX (a distance beyond the range, as a
   float computation gives it). Not for NaN (an INVALID answer). With
   SSE2, magnitude and sign bit apart, by MAXSD and masks: gcc makes a
   branch of a selection on the sign or on zero. */
#if CBX_PAIRS
static inline float cbx_float_distance(double d) {
    const __m128d v = _mm_set_sd(d), sign = _mm_set_sd(-0.0), a = _mm_andnot_pd(sign, v);
    const __m128d least = _mm_and_pd(_mm_cmpgt_sd(a, _mm_setzero_pd()), _mm_set_sd((double)FLT_TRUE_MIN));
    const __m128d most = _mm_and_pd(_mm_cmpgt_sd(a, _mm_set_sd((double)FLT_MAX)), _mm_set_sd(CBX_INF));
    const __m128d mag = _mm_max_sd(_mm_max_sd(a, least), most);
    return (float)_mm_cvtsd_f64(_mm_or_pd(mag, _mm_and_pd(v, sign)));
}
#else
static inline float cbx_float_distance(double d) {
    const double a = CBX_FABS(d);
    const double m = a > (double)FLT_MAX ? CBX_INF : (a > 0 && a < (double)FLT_TRUE_MIN ? (double)FLT_TRUE_MIN : a);
    return (float)(cbx_bits_of(d) >> 63 ? -m : m);
}
#endif

/* The window of squared gaps d2 in which a float query's decided
   distance, fl(len - r) with len = fl(sqrt(d2)) and r a float's value,
   rounds plainly to cbx_float_distance's bits: within
   [2^-160, 2^254], len lies in [2^-80, 2^127]; if r < len / 2 the
   distance is at least len / 2 >= 2^-81, and otherwise len and r are
   doubles of at least 2^-81, multiples of 2^-133, so the distance is 0 or
   at least 2^-133 in magnitude; it is at most max(len, r) <= FLT_MAX.
   So it is 0 or beyond FLT_TRUE_MIN and within FLT_MAX, where
   cbx_float_distance's clamps change nothing. A test on d2, which the
   fast paths' filters have at hand, rather than on the rounded
   distance's bits (a conversion, a move to an integer register, three
   operations and a branch, on the chain after the square root): float
   contact() 0.94-0.96x on bench/ab's 2D workloads but corners (an Intel
   Xeon guest, 2026-12-05). The lower end is conservative (the argument
   holds down to d2 = 2^-192); the upper one is near the limit:
   tests/test_float_twins.c fails with 2^262 there. */
static inline bool cbx_float_distance_plain(double d2) { return (d2 >= 0x1p-160) & (d2 <= 0x1p254); }

#endif /* CBX_TO_FLOAT_H */
