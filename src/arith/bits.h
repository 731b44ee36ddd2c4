/* SPDX-License-Identifier: MIT */
/* Bit positions in masks: which lanes of a vector comparison are set. The
   builtin where the compiler has one (one instruction), a loop elsewhere
   (MSVC and other compilers of the portable build). */
#ifndef CBX_BITS_H
#define CBX_BITS_H

#include <stdint.h>

/* The index of the lowest set bit of m (m != 0). */
static inline int cbx_lowest_bit(uint32_t m) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(m);
#else
    int k = 0;
    while (!(m & 1u)) {
        m >>= 1;
        ++k;
    }
    return k;
#endif
}

#endif /* CBX_BITS_H */
