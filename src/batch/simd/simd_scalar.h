/* SPDX-License-Identifier: MIT */
/* The SIMD layer with one lane: plain scalars. It lets the portable kernel
   (select.c) be the same source as the vector ones, and is what a build
   without vector kernels (wasm32, other targets, CBX_NO_SIMD) runs. */
#ifndef CBX_SIMD_SCALAR_H
#define CBX_SIMD_SCALAR_H

#include <stdint.h>

#define CBX_WD_LANES 1u
#define CBX_WF_LANES 1u
typedef double cbx_wd;
typedef float cbx_wf;
typedef unsigned cbx_md; /* 1 = true */
typedef unsigned cbx_mf;

/* signs gives the smaller value (negative where either is: the vector
   layers or the bits, so that a -0 also counts there; both are safe for the
   kernel's screen, which only sends more lanes to the exact path). */
#define CBX_SCALAR_LAYER(T, S, MT)                                                        \
    static inline T cbx_w##S##_load(const T *p) { return *p; }                            \
    static inline T cbx_w##S##_load_part(const T *p, unsigned k) { return k ? *p : 0; }   \
    static inline T cbx_w##S##_splat(T x) { return x; }                                   \
    static inline T cbx_w##S##_add(T a, T b) { return a + b; }                            \
    static inline T cbx_w##S##_sub(T a, T b) { return a - b; }                            \
    static inline T cbx_w##S##_mul(T a, T b) { return a * b; }                            \
    static inline T cbx_w##S##_min(T a, T b) { return b < a ? b : a; }                    \
    static inline T cbx_w##S##_max(T a, T b) { return b > a ? b : a; }                    \
    static inline MT cbx_w##S##_gt(T a, T b) { return (MT)(a > b); }                          \
    static inline MT cbx_w##S##_le(T a, T b) { return (MT)(a <= b); }                          \
    static inline MT cbx_w##S##_mand(MT a, MT b) { return a & b; }                        \
    static inline MT cbx_w##S##_mor(MT a, MT b) { return a | b; }                         \
    static inline T cbx_w##S##_signs(T a, T b) { return b < a ? b : a; }                 \
    static inline MT cbx_w##S##_mnonneg(MT m, T x) { return m & (MT)!(x < 0); }            \
    static inline unsigned cbx_w##S##_bits(MT m) { return m; }                            \
    static inline unsigned cbx_w##S##_emit(uint32_t *out, uint32_t base, unsigned bits) { \
        *out = base;                                                                      \
        return bits & 1u;                                                                 \
    }

CBX_SCALAR_LAYER(double, d, cbx_md)
CBX_SCALAR_LAYER(float, f, cbx_mf)

#endif /* CBX_SIMD_SCALAR_H */
