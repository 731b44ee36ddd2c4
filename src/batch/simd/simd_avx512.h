/* SPDX-License-Identifier: MIT */
/* The SIMD layer on AVX-512F: 16 float or 8 double lanes, comparisons into
   mask registers, masked loads for the tail (lanes past the end are never
   read), and vpcompressd for the indices. */
#ifndef CBX_SIMD_AVX512_H
#define CBX_SIMD_AVX512_H

#include <immintrin.h>

#include "batch/select.h"

#define CBX_WF_LANES 16u
#define CBX_WD_LANES 8u
typedef __m512 cbx_wf;
typedef __mmask16 cbx_mf;
typedef __m512d cbx_wd;
typedef __mmask8 cbx_md;

static inline cbx_wf cbx_wf_load(const float *p) { return _mm512_loadu_ps(p); }
static inline cbx_wf cbx_wf_load_part(const float *p, unsigned k) {
    return _mm512_maskz_loadu_ps((__mmask16)((1u << k) - 1u), p);
}
static inline cbx_wf cbx_wf_splat(float x) { return _mm512_set1_ps(x); }
static inline cbx_wf cbx_wf_add(cbx_wf a, cbx_wf b) { return _mm512_add_ps(a, b); }
static inline cbx_wf cbx_wf_sub(cbx_wf a, cbx_wf b) { return _mm512_sub_ps(a, b); }
static inline cbx_wf cbx_wf_mul(cbx_wf a, cbx_wf b) { return _mm512_mul_ps(a, b); }
static inline cbx_wf cbx_wf_min(cbx_wf a, cbx_wf b) { return _mm512_min_ps(a, b); }
static inline cbx_wf cbx_wf_max(cbx_wf a, cbx_wf b) { return _mm512_max_ps(a, b); }
static inline cbx_mf cbx_wf_gt(cbx_wf a, cbx_wf b) { return _mm512_cmp_ps_mask(a, b, _CMP_GT_OQ); }
static inline cbx_mf cbx_wf_le(cbx_wf a, cbx_wf b) { return _mm512_cmp_ps_mask(a, b, _CMP_LE_OQ); }
static inline cbx_mf cbx_wf_mand(cbx_mf a, cbx_mf b) { return (cbx_mf)(a & b); }
static inline cbx_mf cbx_wf_mor(cbx_mf a, cbx_mf b) { return (cbx_mf)(a | b); }
/* signs: a value whose sign bit is set where a's or b's is (their bits
   or'ed); mnonneg: m where x's sign bit is clear. */
static inline cbx_wf cbx_wf_signs(cbx_wf a, cbx_wf b) {
    return _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
static inline cbx_mf cbx_wf_mnonneg(cbx_mf m, cbx_wf x) {
    return _mm512_mask_testn_epi32_mask(m, _mm512_castps_si512(x), _mm512_set1_epi32((int)0x80000000u));
}
static inline unsigned cbx_wf_bits(cbx_mf m) { return (unsigned)m; }

static inline cbx_wd cbx_wd_load(const double *p) { return _mm512_loadu_pd(p); }
static inline cbx_wd cbx_wd_load_part(const double *p, unsigned k) {
    return _mm512_maskz_loadu_pd((__mmask8)((1u << k) - 1u), p);
}
static inline cbx_wd cbx_wd_splat(double x) { return _mm512_set1_pd(x); }
static inline cbx_wd cbx_wd_add(cbx_wd a, cbx_wd b) { return _mm512_add_pd(a, b); }
static inline cbx_wd cbx_wd_sub(cbx_wd a, cbx_wd b) { return _mm512_sub_pd(a, b); }
static inline cbx_wd cbx_wd_mul(cbx_wd a, cbx_wd b) { return _mm512_mul_pd(a, b); }
static inline cbx_wd cbx_wd_min(cbx_wd a, cbx_wd b) { return _mm512_min_pd(a, b); }
static inline cbx_wd cbx_wd_max(cbx_wd a, cbx_wd b) { return _mm512_max_pd(a, b); }
static inline cbx_md cbx_wd_gt(cbx_wd a, cbx_wd b) { return _mm512_cmp_pd_mask(a, b, _CMP_GT_OQ); }
static inline cbx_md cbx_wd_le(cbx_wd a, cbx_wd b) { return _mm512_cmp_pd_mask(a, b, _CMP_LE_OQ); }
static inline cbx_md cbx_wd_mand(cbx_md a, cbx_md b) { return (cbx_md)(a & b); }
static inline cbx_md cbx_wd_mor(cbx_md a, cbx_md b) { return (cbx_md)(a | b); }
static inline cbx_wd cbx_wd_signs(cbx_wd a, cbx_wd b) {
    return _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(a), _mm512_castpd_si512(b)));
}
static inline cbx_md cbx_wd_mnonneg(cbx_md m, cbx_wd x) {
    return _mm512_mask_testn_epi64_mask(m, _mm512_castpd_si512(x), _mm512_set1_epi64((long long)0x8000000000000000ull));
}
static inline unsigned cbx_wd_bits(cbx_md m) { return (unsigned)m; }

/* base + lane, for lanes 0..15. */
static inline __m512i cbx_avx512_lane_index(uint32_t base) {
    const __m512i iota = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    return _mm512_add_epi32(iota, _mm512_set1_epi32((int)base));
}

/* vpcompressd packs the selected lanes' indices to the bottom of a register,
   which is then stored whole (16 or 8 slots): the register form is faster
   than the memory form on current cores. */
static inline unsigned cbx_wf_emit(uint32_t *out, uint32_t base, unsigned bits) {
    const __m512i packed = _mm512_maskz_compress_epi32((__mmask16)bits, cbx_avx512_lane_index(base));
    _mm512_storeu_si512((void *)out, packed);
    return (unsigned)__builtin_popcount(bits);
}
static inline unsigned cbx_wd_emit(uint32_t *out, uint32_t base, unsigned bits) {
    const __m512i packed = _mm512_maskz_compress_epi32((__mmask16)bits, cbx_avx512_lane_index(base));
    _mm256_storeu_si256((__m256i *)out, _mm512_castsi512_si256(packed));
    return (unsigned)__builtin_popcount(bits);
}

#endif /* CBX_SIMD_AVX512_H */
