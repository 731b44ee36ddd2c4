/* SPDX-License-Identifier: MIT */
/* The mover's cull over an array of 3D boxes in double (cbx_aabb3, six
   doubles each), in AVX2: which boxes are valid and meet the move's reach,
   and how many are invalid. Included by select_avx2.c and select_avx512.c
   (compiled with -mavx2, or -mavx512f which implies it); the verdict per box
   is the one src/motion/cull.h defines (cbx_cull_verdict), which
   tests/test_cull.c checks this kernel against.

   One box is two loads of four lanes, v0 = (min.x, min.y, min.z, max.x) and
   v1 = (min.z, max.x, max.y, max.z), where SSE2 needs three loads and three
   shuffles (and, without the three-operand encoding, copies):
   - non-finite bounds on the bits, as in cull.h: (bits & EXP) + unit sets
     the sign bit exactly when the exponent is all ones, which no compiler
     flag can fold away (-ffinite-math-only may assume comparisons never see
     a NaN or an infinity; integer operations it cannot touch);
   - order: v0 <= (max.x, max.y, max.z, max.x), the last lane max.x <= max.x
     (false only for a NaN, which is invalid anyway);
   - reach: v0 <= (hi.x, hi.y, hi.z, +inf) and (-inf, lo.x, lo.y, lo.z) <= v1,
     the padding lanes true for every number. */
#ifndef CBX_REACH_AVX2_H
#define CBX_REACH_AVX2_H

#include <immintrin.h>

#include "circbox.h"

static size_t cbx_reach_aabb3_avx2(const cbx_aabb3 *boxes, size_t n, const double *reach_lo, const double *reach_hi,
                                   size_t *kept, size_t cap, size_t *invalid) {
    const __m256d upper = _mm256_setr_pd(reach_hi[0], reach_hi[1], reach_hi[2], __builtin_inf());
    const __m256d lower = _mm256_setr_pd(-__builtin_inf(), reach_lo[0], reach_lo[1], reach_lo[2]);
    const __m256i exp = _mm256_set1_epi64x(0x7ff0000000000000), unit = _mm256_set1_epi64x(0x0010000000000000);
    size_t count = 0, bad = 0;
    for (size_t k = 0; k < n; ++k) {
        const double *b = &boxes[k].min.x;
        const __m256d v0 = _mm256_loadu_pd(b), v1 = _mm256_loadu_pd(b + 2);
        const __m256i e0 = _mm256_add_epi64(_mm256_and_si256(_mm256_castpd_si256(v0), exp), unit);
        const __m256i e1 = _mm256_add_epi64(_mm256_and_si256(_mm256_castpd_si256(v1), exp), unit);
        const __m256d nonfinite = _mm256_castsi256_pd(_mm256_or_si256(e0, e1));
        const __m256d maxes = _mm256_permute4x64_pd(v1, _MM_SHUFFLE(1, 3, 2, 1)); /* max x, y, z, x */
        const __m256d valid = _mm256_andnot_pd(nonfinite, _mm256_cmp_pd(v0, maxes, _CMP_LE_OQ));
        const __m256d near = _mm256_and_pd(_mm256_cmp_pd(v0, upper, _CMP_LE_OQ), _mm256_cmp_pd(lower, v1, _CMP_LE_OQ));
        const int v = _mm256_movemask_pd(valid), m = _mm256_movemask_pd(_mm256_and_pd(valid, near));
        bad += v != 15;
        if (m == 15) {
            if (count < cap) kept[count] = k;
            ++count;
        }
    }
    _mm256_zeroupper();
    *invalid += bad;
    return count;
}

#endif /* CBX_REACH_AVX2_H */
