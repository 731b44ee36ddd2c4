/* SPDX-License-Identifier: MIT */
/* The mover's cull (step 1 of a move, move.c): for one axis-aligned box of
   the world, whether it is valid (cbx_is_valid_aabb2/3: every bound finite,
   min <= max on every axis) and, if so, whether it meets the move's reach,
   the closed box [lo, hi] that holds every place the move can take the ball.

   It runs for every box of the world on every move that is not given an
   index (a level of a few hundred boxes scanned 300 times a frame), so it is
   written to take a few vector operations and no branch a box where SSE2 is
   there (every x86-64): the box's bounds are loaded as they lie in memory
   (min then max), a non-finite bound is found on the bits (the exponent
   field all ones: the bound's exponent bits plus one exponent unit carry
   into the sign bit exactly then), the order and the overlap by packed
   comparisons, which then see finite numbers only. Elsewhere (wasm32, ARM,
   CBX_NO_SIMD) the same verdict in scalar code. The bit test is the one form
   no compiler flag can fold away (src/arith/real.h); a NaN bound is never
   let through to a comparison that -ffinite-math-only might reorder. */
#ifndef CBX_MOTION_CULL_H
#define CBX_MOTION_CULL_H

#include <stdbool.h>

#include "circbox.h"
#include "arith/real.h"

#if !defined(CBX_NO_SIMD) && (defined(__GNUC__) || defined(__clang__)) && defined(__SSE2__)
#  include <emmintrin.h>
#  define CBX_CULL_SSE2 1
#else
#  define CBX_CULL_SSE2 0
#endif

/* A box's verdict: bit 0 set when it is valid, bit 1 when it also meets the
   reach. */
enum { CBX_CULL_INVALID = 0, CBX_CULL_FAR = 1, CBX_CULL_NEAR = 3 };

/* The reach, laid out for the test of one dimension and precision. */
typedef struct cbx_cull_reach {
    double lo[3], hi[3];
#if CBX_CULL_SSE2
    __m128d lo_xy, hi_xy, lo_zz, hi_zz;
#endif
} cbx_cull_reach;
typedef struct cbx_cull_reachf {
    cbx_cull_reach d; /* the float bounds, widened (exactly), for the scalar form */
#if CBX_CULL_SSE2
    __m128 lo4, hi4; /* 2D: (x, y, x, y); 3D: (x, x, y, z), as the box's lanes below */
#endif
} cbx_cull_reachf;

/* The verdict on bounds lo[i] <= hi[i] against the reach [rlo, rhi], in
   scalar code: the definition the vector forms below compute. */
static inline int cbx_cull_verdict(const double *lo, const double *hi, int n, const double *rlo, const double *rhi) {
    bool valid = true, near = true;
    for (int i = 0; i < n; ++i) {
        valid = valid && cbx_finite(lo[i]) && cbx_finite(hi[i]) && lo[i] <= hi[i];
        near &= (hi[i] >= rlo[i]) & (lo[i] <= rhi[i]);
    }
    return !valid ? CBX_CULL_INVALID : (near ? CBX_CULL_NEAR : CBX_CULL_FAR);
}
/* Float bounds widened to double, exactly (infinities and NaNs included);
   the axes past n zero. */
static inline void cbx_cull_widen(const float *lo, const float *hi, int n, double *l, double *h) {
    for (int i = 0; i < 3; ++i) {
        l[i] = i < n ? lo[i] : 0;
        h[i] = i < n ? hi[i] : 0;
    }
}
static inline int cbx_cull_verdictf(const float *lo, const float *hi, int n, const double *rlo, const double *rhi) {
    double l[3], h[3];
    cbx_cull_widen(lo, hi, n, l, h);
    return cbx_cull_verdict(l, h, n, rlo, rhi);
}

static inline cbx_cull_reach cbx_cull_reach_of(const double *lo, const double *hi, int n) {
    cbx_cull_reach r;
    for (int i = 0; i < 3; ++i) {
        r.lo[i] = i < n ? lo[i] : 0;
        r.hi[i] = i < n ? hi[i] : 0;
    }
#if CBX_CULL_SSE2
    r.lo_xy = _mm_setr_pd(r.lo[0], r.lo[1]);
    r.hi_xy = _mm_setr_pd(r.hi[0], r.hi[1]);
    r.lo_zz = _mm_set1_pd(r.lo[2]);
    r.hi_zz = _mm_set1_pd(r.hi[2]);
#endif
    return r;
}
static inline cbx_cull_reachf cbx_cull_reach_off(const float *lo, const float *hi, int n) {
    cbx_cull_reachf r;
    double l[3], h[3];
    cbx_cull_widen(lo, hi, n, l, h);
    r.d = cbx_cull_reach_of(l, h, n);
#if CBX_CULL_SSE2
    const float x0 = lo[0], y0 = lo[1], z0 = n > 2 ? lo[2] : 0, x1 = hi[0], y1 = hi[1], z1 = n > 2 ? hi[2] : 0;
    r.lo4 = n == 2 ? _mm_setr_ps(x0, y0, x0, y0) : _mm_setr_ps(x0, x0, y0, z0);
    r.hi4 = n == 2 ? _mm_setr_ps(x1, y1, x1, y1) : _mm_setr_ps(x1, x1, y1, z1);
#endif
    return r;
}

#if CBX_CULL_SSE2
/* Lanes whose value is not finite get their sign bit set (double lanes,
   then float lanes): see the top of the file. */
static inline __m128i cbx_cull_nonfinite_pd(__m128d x) {
    const __m128i e = _mm_set1_epi64x(0x7ff0000000000000), unit = _mm_set1_epi64x(0x0010000000000000);
    return _mm_add_epi64(_mm_and_si128(_mm_castpd_si128(x), e), unit);
}
static inline __m128i cbx_cull_nonfinite_ps(__m128 x) {
    const __m128i e = _mm_set1_epi32(0x7f800000), unit = _mm_set1_epi32(0x00800000);
    return _mm_add_epi32(_mm_and_si128(_mm_castps_si128(x), e), unit);
}
/* The verdict from the lanes' masks: any non-finite lane, any lane out of
   order, then every lane meeting the reach. */
static inline int cbx_cull_lanes(int nonfinite, int ordered, int near, int all) {
    if (nonfinite != 0 || ordered != all) return CBX_CULL_INVALID;
    return near == all ? CBX_CULL_NEAR : CBX_CULL_FAR;
}
#endif

/* Lanes (x, y): lo and hi are the box's two loads. */
static inline int cbx_cull_aabb2(const cbx_aabb2 *b, const cbx_cull_reach *r) {
#if CBX_CULL_SSE2
    const __m128d lo = _mm_loadu_pd(&b->min.x), hi = _mm_loadu_pd(&b->max.x);
    const __m128i bad = _mm_or_si128(cbx_cull_nonfinite_pd(lo), cbx_cull_nonfinite_pd(hi));
    const __m128d ordered = _mm_cmple_pd(lo, hi);
    const __m128d near = _mm_and_pd(_mm_cmple_pd(lo, r->hi_xy), _mm_cmple_pd(r->lo_xy, hi));
    return cbx_cull_lanes(_mm_movemask_pd(_mm_castsi128_pd(bad)), _mm_movemask_pd(ordered),
                          _mm_movemask_pd(_mm_and_pd(ordered, near)), 3);
#else
    const double lo[2] = {b->min.x, b->min.y}, hi[2] = {b->max.x, b->max.y};
    return cbx_cull_verdict(lo, hi, 2, r->lo, r->hi);
#endif
}

/* Lanes (x, y) from min.(x, y) and max.(x, y); z in both lanes of a second
   pair. The loads (min.x, min.y), (min.z, max.x), (max.y, max.z) cover the
   six bounds once each. */
static inline int cbx_cull_aabb3(const cbx_aabb3 *b, const cbx_cull_reach *r) {
#if CBX_CULL_SSE2
    const __m128d p0 = _mm_loadu_pd(&b->min.x), p1 = _mm_loadu_pd(&b->min.z), p2 = _mm_loadu_pd(&b->max.y);
    const __m128i bad = _mm_or_si128(_mm_or_si128(cbx_cull_nonfinite_pd(p0), cbx_cull_nonfinite_pd(p1)),
                                     cbx_cull_nonfinite_pd(p2));
    const __m128d hi_xy = _mm_shuffle_pd(p1, p2, 1), lo_zz = _mm_unpacklo_pd(p1, p1), hi_zz = _mm_unpackhi_pd(p2, p2);
    const __m128d ordered = _mm_and_pd(_mm_cmple_pd(p0, hi_xy), _mm_cmple_pd(lo_zz, hi_zz));
    const __m128d near_xy = _mm_and_pd(_mm_cmple_pd(p0, r->hi_xy), _mm_cmple_pd(r->lo_xy, hi_xy));
    const __m128d near_zz = _mm_and_pd(_mm_cmple_pd(lo_zz, r->hi_zz), _mm_cmple_pd(r->lo_zz, hi_zz));
    return cbx_cull_lanes(_mm_movemask_pd(_mm_castsi128_pd(bad)), _mm_movemask_pd(ordered),
                          _mm_movemask_pd(_mm_and_pd(ordered, _mm_and_pd(near_xy, near_zz))), 3);
#else
    const double lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    return cbx_cull_verdict(lo, hi, 3, r->lo, r->hi);
#endif
}

/* Lanes (x, y, x, y): the box is one load (min.x, min.y, max.x, max.y). */
static inline int cbx_cull_aabb2f(const cbx_aabb2f *b, const cbx_cull_reachf *r) {
#if CBX_CULL_SSE2
    const __m128 p = _mm_loadu_ps(&b->min.x), lo = _mm_movelh_ps(p, p), hi = _mm_movehl_ps(p, p);
    const __m128 ordered = _mm_cmple_ps(lo, hi);
    const __m128 near = _mm_and_ps(_mm_cmple_ps(lo, r->hi4), _mm_cmple_ps(r->lo4, hi));
    return cbx_cull_lanes(_mm_movemask_ps(_mm_castsi128_ps(cbx_cull_nonfinite_ps(p))), _mm_movemask_ps(ordered),
                          _mm_movemask_ps(_mm_and_ps(ordered, near)), 15);
#else
    const float lo[2] = {b->min.x, b->min.y}, hi[2] = {b->max.x, b->max.y};
    return cbx_cull_verdictf(lo, hi, 2, r->d.lo, r->d.hi);
#endif
}

/* Lanes (x, x, y, z): the loads (min.x, min.y, min.z, max.x) and
   (max.y, max.z, 0, 0) cover the six bounds once each. */
static inline int cbx_cull_aabb3f(const cbx_aabb3f *b, const cbx_cull_reachf *r) {
#if CBX_CULL_SSE2
    float rest[4] = {0, 0, 0, 0};
    __builtin_memcpy(rest, &b->max.y, 2 * sizeof(float));
    const __m128 p0 = _mm_loadu_ps(&b->min.x), p1 = _mm_loadu_ps(rest);
    const __m128i bad = _mm_or_si128(cbx_cull_nonfinite_ps(p0), cbx_cull_nonfinite_ps(p1));
    const __m128 lo = _mm_shuffle_ps(p0, p0, _MM_SHUFFLE(2, 1, 0, 0));
    const __m128 hi = _mm_shuffle_ps(p0, p1, _MM_SHUFFLE(1, 0, 3, 3));
    const __m128 ordered = _mm_cmple_ps(lo, hi);
    const __m128 near = _mm_and_ps(_mm_cmple_ps(lo, r->hi4), _mm_cmple_ps(r->lo4, hi));
    return cbx_cull_lanes(_mm_movemask_ps(_mm_castsi128_ps(bad)), _mm_movemask_ps(ordered),
                          _mm_movemask_ps(_mm_and_ps(ordered, near)), 15);
#else
    const float lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    return cbx_cull_verdictf(lo, hi, 3, r->d.lo, r->d.hi);
#endif
}

#endif /* CBX_MOTION_CULL_H */
