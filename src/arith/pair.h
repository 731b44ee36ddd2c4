/* SPDX-License-Identifier: MIT */
/* Pairs of doubles in one SSE2 register, x and y side by side, for the
   contact fast paths (static/circle_aabb2.c, static/sphere_aabb3.c): one
   clamp, difference, square and division serve two axes. Only where SSE2
   is there and the compiler is gcc or clang (CBX_PAIRS 1); the scalar forms
   beside them are the reference, and CBX_NO_SIMD selects them. */
#ifndef CBX_PAIR_H
#define CBX_PAIR_H

#if !defined(CBX_NO_SIMD) && defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
#define CBX_PAIRS 1
#include <emmintrin.h>

#include "arith/real.h"

/* Two doubles as a pair, each loaded on its own: one 16-byte load over
   stores a caller made field by field (or over a 3D box's pairs, which
   straddle 16-byte stores) waits for them to retire (a failed store
   forwarding: a 3D contact went from 9 to 24 ns). */
static inline __m128d cbx_pair_load(const double *x, const double *y) {
#if defined(__clang__)
    /* clang widens an 8-byte load beside readable memory to a 16-byte one,
       the very stall above: 3D relate() and contact() built by clang 14 ran
       3x their gcc time on random data (4.7 -> 14.7 ns). Each half is
       read alone (CBX_READ_ALONE). */
    double lo = *x, hi = *y;
    CBX_READ_ALONE(lo);
    CBX_READ_ALONE(hi);
    return _mm_unpacklo_pd(_mm_set_sd(lo), _mm_set_sd(hi));
#else
    return _mm_loadh_pd(_mm_load_sd(x), y);
#endif
}

/* Both lanes' absolute values (their sign bits cleared). */
static inline __m128d cbx_pair_abs(__m128d v) {
    return _mm_and_pd(v, _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffffLL)));
}

/* The pair's first and second double. */
static inline double cbx_pair_lo(__m128d v) { return _mm_cvtsd_f64(v); }
static inline double cbx_pair_hi(__m128d v) { return _mm_cvtsd_f64(_mm_unpackhi_pd(v, v)); }

/* TwoDiff's error on both lanes (eft.h's cbx_two_diff, lane by lane):
   p - q = d + the result exactly, for d = fl(p - q). */
static inline __m128d cbx_pair_diff_error(__m128d p, __m128d q, __m128d d) {
    const __m128d bv = _mm_sub_pd(p, d), av = _mm_add_pd(d, bv);
    return _mm_add_pd(_mm_sub_pd(p, av), _mm_sub_pd(bv, q));
}

/* Two floats side by side (x then y, 8 bytes: a cbx_vec2f) as a pair of
   doubles: exact, one CVTPS2PD on the register they arrive in (gcc
   converts two floats one by one otherwise, each through the stack). */
static inline __m128d cbx_pair_of_floats(const void *xy) {
    double bits;
    __builtin_memcpy(&bits, xy, sizeof bits);
    return _mm_cvtps_pd(_mm_castpd_ps(_mm_set_sd(bits)));
}

/* Two floats of a struct the caller passed in memory (a float 3D box, 24
   bytes, written there as 16 + 8 bytes) as a pair of doubles, each float
   read alone: an 8-byte read of max.x and max.y straddles the two stores
   and waits for both. gcc reads them so from _mm_setr_pd(x, y); clang 14
   merged them into one 8-byte CVTPS2PD (float 3D relate() and contact()
   3x their gcc time), so there each is read alone (CBX_READ_ALONE). */
static inline __m128d cbx_pair_of_float_fields(const float *x, const float *y) {
    float a = *x, b = *y;
    CBX_READ_ALONE(a);
    CBX_READ_ALONE(b);
    return _mm_setr_pd(a, b);
}

/* A pair rounded to two floats, stored side by side at xy (a cbx_vec2f). */
static inline void cbx_pair_to_floats(__m128d v, void *xy) {
    const double bits = _mm_cvtsd_f64(_mm_castps_pd(_mm_cvtpd_ps(v)));
    __builtin_memcpy(xy, &bits, sizeof bits);
}
#else
#define CBX_PAIRS 0
#endif

#endif /* CBX_PAIR_H */
