/* SPDX-License-Identifier: MIT */
/* Powers of two without libm (no frexp/ldexp in a freestanding core): read a
   double's binary exponent, and scale by 2^k exactly (unless the result
   leaves the range). Used to rescale problems whose magnitudes would make
   squares overflow or underflow. */
#ifndef CBX_POW2_H
#define CBX_POW2_H

#include <stdint.h>

#include "arith/real.h"

/* floor(log2(|x|)) for a finite nonzero normal x; subnormals report -1023,
   zero -1024. Good enough to choose a scale, which is all it is used for. */
static inline int cbx_exponent(double x) {
    const uint64_t u = cbx_bits_of(x);
    const int biased = (int)((u >> 52) & 0x7ffu);
    if (biased == 0) return (u << 1) == 0 ? -1024 : -1023;
    return biased - 1023;
}

/* 2^k for -1022 <= k <= 1023. */
static inline double cbx_pow2(int k) {
    return cbx_double_of((uint64_t)(k + 1023) << 52);
}

/* x * 2^k for any |k| <= 2044, in two exact steps (rounded only where the
   result itself underflows, infinite where it overflows). */
static inline double cbx_scale2(double x, int k) {
    int k1 = k / 2;
    int k2 = k - k1;
    if (k1 < -1022) k1 = -1022;
    if (k1 > 1023) k1 = 1023;
    if (k2 < -1022) k2 = -1022;
    if (k2 > 1023) k2 = 1023;
    return (x * cbx_pow2(k1)) * cbx_pow2(k2);
}

#endif /* CBX_POW2_H */
