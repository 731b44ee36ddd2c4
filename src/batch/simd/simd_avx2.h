/* SPDX-License-Identifier: MIT */
/* The SIMD layer on AVX2: 8 float or 4 double lanes (compiled with -mavx2
   -mpopcnt). No fused multiply-add is written: the filter's bound counts
   separate roundings, and the build's -ffp-contract=off keeps the compiler
   from fusing. Tails go through a zeroed local copy; indices are left-packed
   through cbx_select_pack8 (float) and cbx_select_pack4 (double). */
#ifndef CBX_SIMD_AVX2_H
#define CBX_SIMD_AVX2_H

#include <immintrin.h>

#include "arith/real.h"
#include "batch/select.h"

#define CBX_WF_LANES 8u
#define CBX_WD_LANES 4u
typedef __m256 cbx_wf;
typedef __m256 cbx_mf;
typedef __m256d cbx_wd;
typedef __m256d cbx_md;

static inline cbx_wf cbx_wf_load(const float *p) { return _mm256_loadu_ps(p); }
static inline cbx_wf cbx_wf_load_part(const float *p, unsigned k) {
    float t[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (unsigned j = 0; j < k; ++j) t[j] = p[j];
    return _mm256_loadu_ps(t);
}
static inline cbx_wf cbx_wf_splat(float x) { return _mm256_set1_ps(x); }
static inline cbx_wf cbx_wf_add(cbx_wf a, cbx_wf b) { return _mm256_add_ps(a, b); }
static inline cbx_wf cbx_wf_sub(cbx_wf a, cbx_wf b) { return _mm256_sub_ps(a, b); }
static inline cbx_wf cbx_wf_mul(cbx_wf a, cbx_wf b) { return _mm256_mul_ps(a, b); }
static inline cbx_wf cbx_wf_min(cbx_wf a, cbx_wf b) { return _mm256_min_ps(a, b); }
static inline cbx_wf cbx_wf_max(cbx_wf a, cbx_wf b) { return _mm256_max_ps(a, b); }
static inline cbx_mf cbx_wf_gt(cbx_wf a, cbx_wf b) { return _mm256_cmp_ps(a, b, _CMP_GT_OQ); }
static inline cbx_mf cbx_wf_le(cbx_wf a, cbx_wf b) { return _mm256_cmp_ps(a, b, _CMP_LE_OQ); }
static inline cbx_mf cbx_wf_mand(cbx_mf a, cbx_mf b) { return _mm256_and_ps(a, b); }
static inline cbx_mf cbx_wf_mor(cbx_mf a, cbx_mf b) { return _mm256_or_ps(a, b); }
/* signs: a value whose sign bit is set where a's or b's is (their bits
   or'ed); mnonneg: m where x's sign bit is clear (only the sign bits of
   masks are read, by bits()). */
static inline cbx_wf cbx_wf_signs(cbx_wf a, cbx_wf b) { return _mm256_or_ps(a, b); }
static inline cbx_mf cbx_wf_mnonneg(cbx_mf m, cbx_wf x) { return _mm256_andnot_ps(x, m); }
/* bits: each lane's sign bit, one VMOVMSKPS. Under clang the mask passes
   an empty asm first (CBX_READ_ALONE, arith/real.h): clang 14 otherwise
   sees through the compares and ands to a vector of booleans and packs it
   down to bytes (VEXTRACTF128, VPACKSSDW, VPACKSSWB, VPMOVMSKB: eight
   instructions a block more, AVX2 select 1.1-1.5x gcc's time). */
static inline unsigned cbx_wf_bits(cbx_mf m) {
    CBX_READ_ALONE(m);
    return (unsigned)_mm256_movemask_ps(m);
}

static inline cbx_wd cbx_wd_load(const double *p) { return _mm256_loadu_pd(p); }
static inline cbx_wd cbx_wd_load_part(const double *p, unsigned k) {
    double t[4] = {0, 0, 0, 0};
    for (unsigned j = 0; j < k; ++j) t[j] = p[j];
    return _mm256_loadu_pd(t);
}
static inline cbx_wd cbx_wd_splat(double x) { return _mm256_set1_pd(x); }
static inline cbx_wd cbx_wd_add(cbx_wd a, cbx_wd b) { return _mm256_add_pd(a, b); }
static inline cbx_wd cbx_wd_sub(cbx_wd a, cbx_wd b) { return _mm256_sub_pd(a, b); }
static inline cbx_wd cbx_wd_mul(cbx_wd a, cbx_wd b) { return _mm256_mul_pd(a, b); }
static inline cbx_wd cbx_wd_min(cbx_wd a, cbx_wd b) { return _mm256_min_pd(a, b); }
static inline cbx_wd cbx_wd_max(cbx_wd a, cbx_wd b) { return _mm256_max_pd(a, b); }
static inline cbx_md cbx_wd_gt(cbx_wd a, cbx_wd b) { return _mm256_cmp_pd(a, b, _CMP_GT_OQ); }
static inline cbx_md cbx_wd_le(cbx_wd a, cbx_wd b) { return _mm256_cmp_pd(a, b, _CMP_LE_OQ); }
static inline cbx_md cbx_wd_mand(cbx_md a, cbx_md b) { return _mm256_and_pd(a, b); }
static inline cbx_md cbx_wd_mor(cbx_md a, cbx_md b) { return _mm256_or_pd(a, b); }
static inline cbx_wd cbx_wd_signs(cbx_wd a, cbx_wd b) { return _mm256_or_pd(a, b); }
static inline cbx_md cbx_wd_mnonneg(cbx_md m, cbx_wd x) { return _mm256_andnot_pd(x, m); }
static inline unsigned cbx_wd_bits(cbx_md m) {
    CBX_READ_ALONE(m);
    return (unsigned)_mm256_movemask_pd(m);
}

/* Writes base + (position of each set bit), ascending, into 8 (float) or 4
   (double) slots at out; returns how many are meaningful. */
static inline unsigned cbx_wf_emit(uint32_t *out, uint32_t base, unsigned bits) {
    const __m128i packed = _mm_loadl_epi64((const __m128i *)&cbx_select_pack8[bits]);
    const __m256i pos = _mm256_cvtepu8_epi32(packed);
    _mm256_storeu_si256((__m256i *)out, _mm256_add_epi32(pos, _mm256_set1_epi32((int)base)));
    return (unsigned)__builtin_popcount(bits);
}
static inline unsigned cbx_wd_emit(uint32_t *out, uint32_t base, unsigned bits) {
    const __m128i pos = _mm_loadu_si128((const __m128i *)cbx_select_pack4[bits]);
    _mm_storeu_si128((__m128i *)out, _mm_add_epi32(pos, _mm_set1_epi32((int)base)));
    return (unsigned)__builtin_popcount(bits);
}

#endif /* CBX_SIMD_AVX2_H */
