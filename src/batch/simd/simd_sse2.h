/* SPDX-License-Identifier: MIT */
/* The SIMD layer on SSE2, the x86-64 baseline: 4 float or 2 double lanes.
   Comparisons are the ordered ones (false on NaN); tails are loaded through
   a zeroed local copy; indices are left-packed through cbx_select_pack4. */
#ifndef CBX_SIMD_SSE2_H
#define CBX_SIMD_SSE2_H

#include <emmintrin.h>

#include "batch/select.h"

#define CBX_WF_LANES 4u
#define CBX_WD_LANES 2u
typedef __m128 cbx_wf;
typedef __m128 cbx_mf;
typedef __m128d cbx_wd;
typedef __m128d cbx_md;

static inline cbx_wf cbx_wf_load(const float *p) { return _mm_loadu_ps(p); }
static inline cbx_wf cbx_wf_load_part(const float *p, unsigned k) {
    float t[4] = {0, 0, 0, 0};
    for (unsigned j = 0; j < k; ++j) t[j] = p[j];
    return _mm_loadu_ps(t);
}
static inline cbx_wf cbx_wf_splat(float x) { return _mm_set1_ps(x); }
static inline cbx_wf cbx_wf_add(cbx_wf a, cbx_wf b) { return _mm_add_ps(a, b); }
static inline cbx_wf cbx_wf_sub(cbx_wf a, cbx_wf b) { return _mm_sub_ps(a, b); }
static inline cbx_wf cbx_wf_mul(cbx_wf a, cbx_wf b) { return _mm_mul_ps(a, b); }
static inline cbx_wf cbx_wf_min(cbx_wf a, cbx_wf b) { return _mm_min_ps(a, b); }
static inline cbx_wf cbx_wf_max(cbx_wf a, cbx_wf b) { return _mm_max_ps(a, b); }
static inline cbx_mf cbx_wf_gt(cbx_wf a, cbx_wf b) { return _mm_cmpgt_ps(a, b); }
static inline cbx_mf cbx_wf_le(cbx_wf a, cbx_wf b) { return _mm_cmple_ps(a, b); }
static inline cbx_mf cbx_wf_mand(cbx_mf a, cbx_mf b) { return _mm_and_ps(a, b); }
static inline cbx_mf cbx_wf_mor(cbx_mf a, cbx_mf b) { return _mm_or_ps(a, b); }
/* signs: a value whose sign bit is set where a's or b's is (their bits
   or'ed); mnonneg: m where x's sign bit is clear (only the sign bits of
   masks are read, by bits()). */
static inline cbx_wf cbx_wf_signs(cbx_wf a, cbx_wf b) { return _mm_or_ps(a, b); }
static inline cbx_mf cbx_wf_mnonneg(cbx_mf m, cbx_wf x) { return _mm_andnot_ps(x, m); }
static inline unsigned cbx_wf_bits(cbx_mf m) { return (unsigned)_mm_movemask_ps(m); }

static inline cbx_wd cbx_wd_load(const double *p) { return _mm_loadu_pd(p); }
static inline cbx_wd cbx_wd_load_part(const double *p, unsigned k) {
    return _mm_set_pd(0.0, k > 0 ? p[0] : 0.0);
}
static inline cbx_wd cbx_wd_splat(double x) { return _mm_set1_pd(x); }
static inline cbx_wd cbx_wd_add(cbx_wd a, cbx_wd b) { return _mm_add_pd(a, b); }
static inline cbx_wd cbx_wd_sub(cbx_wd a, cbx_wd b) { return _mm_sub_pd(a, b); }
static inline cbx_wd cbx_wd_mul(cbx_wd a, cbx_wd b) { return _mm_mul_pd(a, b); }
static inline cbx_wd cbx_wd_min(cbx_wd a, cbx_wd b) { return _mm_min_pd(a, b); }
static inline cbx_wd cbx_wd_max(cbx_wd a, cbx_wd b) { return _mm_max_pd(a, b); }
static inline cbx_md cbx_wd_gt(cbx_wd a, cbx_wd b) { return _mm_cmpgt_pd(a, b); }
static inline cbx_md cbx_wd_le(cbx_wd a, cbx_wd b) { return _mm_cmple_pd(a, b); }
static inline cbx_md cbx_wd_mand(cbx_md a, cbx_md b) { return _mm_and_pd(a, b); }
static inline cbx_md cbx_wd_mor(cbx_md a, cbx_md b) { return _mm_or_pd(a, b); }
static inline cbx_wd cbx_wd_signs(cbx_wd a, cbx_wd b) { return _mm_or_pd(a, b); }
static inline cbx_md cbx_wd_mnonneg(cbx_md m, cbx_wd x) { return _mm_andnot_pd(x, m); }
static inline unsigned cbx_wd_bits(cbx_md m) { return (unsigned)_mm_movemask_pd(m); }

/* Writes base + (position of each set bit), ascending, into 4 (float) or 2
   (double) slots at out; returns how many are meaningful. */
static inline unsigned cbx_wf_emit(uint32_t *out, uint32_t base, unsigned bits) {
    const __m128i pos = _mm_loadu_si128((const __m128i *)cbx_select_pack4[bits]);
    _mm_storeu_si128((__m128i *)out, _mm_add_epi32(pos, _mm_set1_epi32((int)base)));
    return cbx_select_count4(bits);
}
static inline unsigned cbx_wd_emit(uint32_t *out, uint32_t base, unsigned bits) {
    const __m128i pos = _mm_loadu_si128((const __m128i *)cbx_select_pack4[bits]);
    _mm_storel_epi64((__m128i *)out, _mm_add_epi32(pos, _mm_set1_epi32((int)base)));
    return cbx_select_count4(bits);
}

#endif /* CBX_SIMD_SSE2_H */
