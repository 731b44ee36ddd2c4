/* SPDX-License-Identifier: MIT */
/* Double answers in float. The float static queries run the double code
   on their inputs widened to double (exact: the same real numbers, so the
   same exact relation) and round its answer once; a distance must keep
   the sign the relation gives it (cbx_contact_settle) through that
   rounding. Both forms below give the same bits:
   - cbx_float_distance: branch-free, for paths where the distance is
     often 0 (a resting contact), so that a branch on it would mispredict;
   - cbx_float_distance_fast: the plain rounding, settled off the common
     path, for the fast paths, where the distance is rarely so small or
     so large. */
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

/* The same bits: the rounding kept as it is unless it is 0, FLT_MAX or
   infinite (one unsigned comparison on its bits), where the two forms
   may differ (a nonzero distance rounded to 0; one beyond FLT_MAX rounded
   down to it). Elsewhere they agree: a float that is neither is the
   rounding of a distance of magnitude above FLT_TRUE_MIN / 2 and below
   FLT_MAX, which the clamps of cbx_float_distance leave where it rounds. */
static inline float cbx_float_distance_fast(double d) {
    const float f = (float)d;
    if (CBX_LIKELY((cbx_bits_off(f) & 0x7fffffffu) - 1u < 0x7f7ffffeu)) return f;
    return cbx_float_distance(d);
}

#endif /* CBX_TO_FLOAT_H */
