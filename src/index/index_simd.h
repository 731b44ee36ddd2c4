/* SPDX-License-Identifier: MIT */
/* The few vector operations of the index's node kernel: SSE2 (the x86-64
   baseline, 2 double or 4 float lanes) where the compiler targets it, the
   single-header edition included; plain scalars (one lane) elsewhere
   (wasm32) and under CBX_NO_SIMD.

   Why not src/batch/simd/'s layer: its SSE2 and scalar headers define the
   same names, and select.c's portable kernels include the scalar one, so the
   two cannot meet in one translation unit - which the single-header edition
   is (tools/amalgamate.py places every guarded header in it). These names
   are the index's own, and the choice is made inside this file. */
#ifndef CBX_INDEX_SIMD_H
#define CBX_INDEX_SIMD_H

#include <stdint.h>

#if !defined(CBX_NO_SIMD) && (defined(__GNUC__) || defined(__clang__)) && defined(__SSE2__)
#include <emmintrin.h>

#define CBX_IXV_LANES_D 2
#define CBX_IXV_LANES_F 4
typedef __m128d cbx_ixv_d;
typedef __m128 cbx_ixv_f;

static inline cbx_ixv_d cbx_ixv_d_load(const double *p) { return _mm_loadu_pd(p); }
static inline cbx_ixv_d cbx_ixv_d_splat(double x) { return _mm_set1_pd(x); }
static inline cbx_ixv_d cbx_ixv_d_add(cbx_ixv_d a, cbx_ixv_d b) { return _mm_add_pd(a, b); }
static inline cbx_ixv_d cbx_ixv_d_sub(cbx_ixv_d a, cbx_ixv_d b) { return _mm_sub_pd(a, b); }
static inline cbx_ixv_d cbx_ixv_d_mul(cbx_ixv_d a, cbx_ixv_d b) { return _mm_mul_pd(a, b); }
static inline cbx_ixv_d cbx_ixv_d_min(cbx_ixv_d a, cbx_ixv_d b) { return _mm_min_pd(a, b); }
static inline cbx_ixv_d cbx_ixv_d_max(cbx_ixv_d a, cbx_ixv_d b) { return _mm_max_pd(a, b); }
/* Bit k set when lane k of a is <= (below: <) lane k of b. */
static inline uint32_t cbx_ixv_d_le(cbx_ixv_d a, cbx_ixv_d b) { return (uint32_t)_mm_movemask_pd(_mm_cmple_pd(a, b)); }
static inline uint32_t cbx_ixv_d_lt(cbx_ixv_d a, cbx_ixv_d b) { return (uint32_t)_mm_movemask_pd(_mm_cmplt_pd(a, b)); }

static inline cbx_ixv_f cbx_ixv_f_load(const float *p) { return _mm_loadu_ps(p); }
static inline cbx_ixv_f cbx_ixv_f_splat(float x) { return _mm_set1_ps(x); }
static inline cbx_ixv_f cbx_ixv_f_add(cbx_ixv_f a, cbx_ixv_f b) { return _mm_add_ps(a, b); }
static inline cbx_ixv_f cbx_ixv_f_sub(cbx_ixv_f a, cbx_ixv_f b) { return _mm_sub_ps(a, b); }
static inline cbx_ixv_f cbx_ixv_f_mul(cbx_ixv_f a, cbx_ixv_f b) { return _mm_mul_ps(a, b); }
static inline cbx_ixv_f cbx_ixv_f_min(cbx_ixv_f a, cbx_ixv_f b) { return _mm_min_ps(a, b); }
static inline cbx_ixv_f cbx_ixv_f_max(cbx_ixv_f a, cbx_ixv_f b) { return _mm_max_ps(a, b); }
static inline uint32_t cbx_ixv_f_le(cbx_ixv_f a, cbx_ixv_f b) { return (uint32_t)_mm_movemask_ps(_mm_cmple_ps(a, b)); }
static inline uint32_t cbx_ixv_f_lt(cbx_ixv_f a, cbx_ixv_f b) { return (uint32_t)_mm_movemask_ps(_mm_cmplt_ps(a, b)); }

#else /* one lane: the same operations on scalars (min and max as SSE2 orders them) */

#define CBX_IXV_LANES_D 1
#define CBX_IXV_LANES_F 1
typedef double cbx_ixv_d;
typedef float cbx_ixv_f;

#define CBX_IXV_SCALAR(T, S)                                                              \
    static inline T cbx_ixv_##S##_load(const T *p) { return *p; }                         \
    static inline T cbx_ixv_##S##_splat(T x) { return x; }                                \
    static inline T cbx_ixv_##S##_add(T a, T b) { return a + b; }                         \
    static inline T cbx_ixv_##S##_sub(T a, T b) { return a - b; }                         \
    static inline T cbx_ixv_##S##_mul(T a, T b) { return a * b; }                         \
    static inline T cbx_ixv_##S##_min(T a, T b) { return a < b ? a : b; }                 \
    static inline T cbx_ixv_##S##_max(T a, T b) { return a > b ? a : b; }                 \
    static inline uint32_t cbx_ixv_##S##_le(T a, T b) { return (uint32_t)(a <= b); }      \
    static inline uint32_t cbx_ixv_##S##_lt(T a, T b) { return (uint32_t)(a < b); }
CBX_IXV_SCALAR(double, d)
CBX_IXV_SCALAR(float, f)
#undef CBX_IXV_SCALAR

#endif

#endif /* CBX_INDEX_SIMD_H */
