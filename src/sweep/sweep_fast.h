/* SPDX-License-Identifier: MIT */
/* The arithmetic shared by the sweeps' fast paths (sweep3_fast.c for the
   sphere, sweep2_fast.h for the circle): slab entry times with a proven error
   bound, and the tests that a coordinate at such a time is certainly inside
   or beyond a slab. Each fast path decides a case only when these bounds
   make the decision certain; otherwise it leaves the case to the exact code.

   ERROR BOUNDS (u = 2^-53; no overflow before a division; an infinite or
   NaN time fails every test and leaves the case undecided).
   - A time tau = (d - s r) / V with d = e - c (or c - e), V = |v_i|,
     computed as fl(fl(d~ - s r) * fl(1 / V~)), d~ and V~ each within u of
     the exact values, is within 8u (tau~ + |d~| / V~) + 2^-1000 of tau (three
     roundings of the quotient, the absolute errors of d~ and V~ carried
     through the division, underflow of the product; the constants are twice
     what the derivation gives).
   - A coordinate x~ = fl(c + fl(v~ T~)) at a time T~ within dT of T is
     within u |x~| + |v~| (dT + 2.1u T~) + 2^-1000 of c + v T (v~ within u
     of v). A test x~ - lo > m passes only with m at least twice that plus
     the rounding of the difference (u (|x~| + |lo|)).
   - The comparison of two times is certain when their difference exceeds
     the sum of their bounds, doubled.
   Subtractions are exact on subnormals, products and quotients err there by
   2^-1075 at most: the absolute terms cover them. */
#ifndef CBX_SWEEP_FAST_H
#define CBX_SWEEP_FAST_H

#include <stdbool.h>

#include "arith/real.h"

#define CBX_FAST_U (DBL_EPSILON / 2)
#define CBX_FAST_TINY 0x1p-1000

/* A time (num / V) with its error bound. */
typedef struct cbx_fast_time {
    double t, err;
} cbx_fast_time;

/* num~ = fl(d - sr) and d are in the same units; inv = fl(1 / V~). */
static inline cbx_fast_time cbx_fast_time_make(double d, double sr, double inv) {
    const double t = (d - sr) * inv;
    cbx_fast_time out = {t, 8 * CBX_FAST_U * (CBX_FABS(t) + CBX_FABS(d) * inv) + CBX_FAST_TINY};
    return out;
}

/* Certainly x < y (false on NaN or infinity). */
static inline bool cbx_fast_before(cbx_fast_time x, cbx_fast_time y) { return y.t - x.t > 2 * (x.err + y.err); }

/* The bound on |x~ - (c + v T)| for x~ = fl(c + fl(v T~)), |T~ - T| <= dT. */
static inline double cbx_fast_coord_err(double x, double v, double T, double dT) {
    return CBX_FAST_U * (CBX_FABS(x) + 2.1 * CBX_FABS(v) * T) + CBX_FABS(v) * dT + CBX_FAST_TINY;
}

/* A coordinate x~ (within E of the exact x) certainly strictly inside
   [lo, hi]: the margin doubles E and the rounding of the differences. */
static inline bool cbx_fast_within(double x, double E, double lo, double hi) {
    const double m = 2 * (E + CBX_FAST_U * (CBX_FABS(lo) + CBX_FABS(hi)));
    return (x - lo > m) & (hi - x > m);
}

/* A coordinate at time T (bound dT) certainly strictly inside its slab. */
static inline bool cbx_fast_inside(double c, double lo, double hi, double v, double T, double dT) {
    const double x = c + v * T;
    return cbx_fast_within(x, cbx_fast_coord_err(x, v, T, dT), lo, hi);
}

/* A coordinate x~ (within E of the exact x) certainly more than w below e:
   e - x > w (w of either sign; the callers' w are r, 0 and -r). The two
   roundings of fl(fl(e - x~) - w) are within u (|e| + |x~| + |w|) of the
   exact difference (up to second order); the margin doubles both terms. */
static inline bool cbx_fast_below(double x, double E, double e, double w) {
    return (e - x) - w > 2 * (E + CBX_FAST_U * (CBX_FABS(e) + CBX_FABS(x) + CBX_FABS(w))) + CBX_FAST_TINY;
}

#endif /* CBX_SWEEP_FAST_H */
