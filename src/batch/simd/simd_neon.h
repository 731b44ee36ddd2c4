/* SPDX-License-Identifier: MIT */
/* The SIMD layer on AArch64 NEON (always present there): 4 float or
   2 double lanes. Comparisons are the ordered ones (false on NaN); tails go
   through a zeroed local copy; indices are left-packed through
   cbx_select_pack4. */
#ifndef CBX_SIMD_NEON_H
#define CBX_SIMD_NEON_H

#include <arm_neon.h>

#include "batch/select.h"

#define CBX_WF_LANES 4u
#define CBX_WD_LANES 2u
typedef float32x4_t cbx_wf;
typedef uint32x4_t cbx_mf;
typedef float64x2_t cbx_wd;
typedef uint64x2_t cbx_md;

static inline cbx_wf cbx_wf_load(const float *p) { return vld1q_f32(p); }
static inline cbx_wf cbx_wf_load_part(const float *p, unsigned k) {
    float t[4] = {0, 0, 0, 0};
    for (unsigned j = 0; j < k; ++j) t[j] = p[j];
    return vld1q_f32(t);
}
static inline cbx_wf cbx_wf_splat(float x) { return vdupq_n_f32(x); }
static inline cbx_wf cbx_wf_add(cbx_wf a, cbx_wf b) { return vaddq_f32(a, b); }
static inline cbx_wf cbx_wf_sub(cbx_wf a, cbx_wf b) { return vsubq_f32(a, b); }
static inline cbx_wf cbx_wf_mul(cbx_wf a, cbx_wf b) { return vmulq_f32(a, b); }
static inline cbx_wf cbx_wf_min(cbx_wf a, cbx_wf b) { return vminq_f32(a, b); }
static inline cbx_wf cbx_wf_max(cbx_wf a, cbx_wf b) { return vmaxq_f32(a, b); }
static inline cbx_mf cbx_wf_gt(cbx_wf a, cbx_wf b) { return vcgtq_f32(a, b); }
static inline cbx_mf cbx_wf_le(cbx_wf a, cbx_wf b) { return vcleq_f32(a, b); }
static inline cbx_mf cbx_wf_mand(cbx_mf a, cbx_mf b) { return vandq_u32(a, b); }
static inline cbx_mf cbx_wf_mor(cbx_mf a, cbx_mf b) { return vorrq_u32(a, b); }
/* signs: a value whose sign bit is set where a's or b's is (their bits
   or'ed); mnonneg: m where x's sign bit is clear (spread over the lane). */
static inline cbx_wf cbx_wf_signs(cbx_wf a, cbx_wf b) {
    return vreinterpretq_f32_u32(vorrq_u32(vreinterpretq_u32_f32(a), vreinterpretq_u32_f32(b)));
}
static inline cbx_mf cbx_wf_mnonneg(cbx_mf m, cbx_wf x) {
    return vbicq_u32(m, vreinterpretq_u32_s32(vshrq_n_s32(vreinterpretq_s32_f32(x), 31)));
}
static inline unsigned cbx_wf_bits(cbx_mf m) {
    static const uint32_t weight[4] = {1, 2, 4, 8};
    return vaddvq_u32(vandq_u32(m, vld1q_u32(weight)));
}

static inline cbx_wd cbx_wd_load(const double *p) { return vld1q_f64(p); }
static inline cbx_wd cbx_wd_load_part(const double *p, unsigned k) {
    double t[2] = {0, 0};
    for (unsigned j = 0; j < k; ++j) t[j] = p[j];
    return vld1q_f64(t);
}
static inline cbx_wd cbx_wd_splat(double x) { return vdupq_n_f64(x); }
static inline cbx_wd cbx_wd_add(cbx_wd a, cbx_wd b) { return vaddq_f64(a, b); }
static inline cbx_wd cbx_wd_sub(cbx_wd a, cbx_wd b) { return vsubq_f64(a, b); }
static inline cbx_wd cbx_wd_mul(cbx_wd a, cbx_wd b) { return vmulq_f64(a, b); }
static inline cbx_wd cbx_wd_min(cbx_wd a, cbx_wd b) { return vminq_f64(a, b); }
static inline cbx_wd cbx_wd_max(cbx_wd a, cbx_wd b) { return vmaxq_f64(a, b); }
static inline cbx_md cbx_wd_gt(cbx_wd a, cbx_wd b) { return vcgtq_f64(a, b); }
static inline cbx_md cbx_wd_le(cbx_wd a, cbx_wd b) { return vcleq_f64(a, b); }
static inline cbx_md cbx_wd_mand(cbx_md a, cbx_md b) { return vandq_u64(a, b); }
static inline cbx_md cbx_wd_mor(cbx_md a, cbx_md b) { return vorrq_u64(a, b); }
static inline cbx_wd cbx_wd_signs(cbx_wd a, cbx_wd b) {
    return vreinterpretq_f64_u64(vorrq_u64(vreinterpretq_u64_f64(a), vreinterpretq_u64_f64(b)));
}
static inline cbx_md cbx_wd_mnonneg(cbx_md m, cbx_wd x) {
    return vbicq_u64(m, vreinterpretq_u64_s64(vshrq_n_s64(vreinterpretq_s64_f64(x), 63)));
}
static inline unsigned cbx_wd_bits(cbx_md m) {
    static const uint64_t weight[2] = {1, 2};
    return (unsigned)vaddvq_u64(vandq_u64(m, vld1q_u64(weight)));
}

/* Writes base + (position of each set bit), ascending, into 4 (float) or 2
   (double) slots at out; returns how many are meaningful. */
static inline unsigned cbx_wf_emit(uint32_t *out, uint32_t base, unsigned bits) {
    vst1q_u32(out, vaddq_u32(vld1q_u32(cbx_select_pack4[bits]), vdupq_n_u32(base)));
    return cbx_select_count4(bits);
}
static inline unsigned cbx_wd_emit(uint32_t *out, uint32_t base, unsigned bits) {
    vst1_u32(out, vadd_u32(vld1_u32(cbx_select_pack4[bits]), vdup_n_u32(base)));
    return cbx_select_count4(bits);
}

#endif /* CBX_SIMD_NEON_H */
