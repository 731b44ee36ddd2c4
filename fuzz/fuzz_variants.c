/* SPDX-License-Identifier: MIT */
/* Fuzz target: the published algorithms of circbox/variants.h (Shaffer,
   Arvo, Larsson's QRI and QRF, max-sum, abs-max, clamp, zones), 2D and 3D,
   both precisions.

   Checked on every input: false for invalid input (the header's promise);
   the same answer as an exact re-decision (built here from cbx_big) whenever
   the shapes are further from tangency than 64 eps times the problem's
   scale (the header promises agreement beyond a few ulps) and no square
   overflows or underflows. */
/* fuzz-needs-file: include/circbox/variants.h */
/* fuzz-needs: cbx_shaffer_circle_aabb2 cbx_zones_circle_aabb2 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_variants.c"
#include "template.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in = fz_start(data, size);
    const uint8_t k = fz_u8(&in);
    if (k & 1u) {
        if (k & 2u) fz_check_variants3f(&in);
        else fz_check_variants2f(&in);
    } else {
        if (k & 2u) fz_check_variants3(&in);
        else fz_check_variants2(&in);
    }
    return 0;
}

#else

#include "circbox/variants.h"
#include "fuzz_input.h"

/* The exact answer (touching counts), and whether the shapes are far enough
   from tangency that every variant must give it. */
static bool CBX_F(fz_exact_meet)(const cbx_real *p, cbx_real r, const cbx_real *lo,
                                 const cbx_real *hi, int n, bool *decided) {
    double pd[3] = {0, 0, 0}, qd[3] = {0, 0, 0};
    long double gap2 = 0, scale = r;
    for (int i = 0; i < n; ++i) {
        pd[i] = p[i];
        qd[i] = fz_clamp(p[i], lo[i], hi[i]);
        gap2 += ((long double)pd[i] - qd[i]) * ((long double)pd[i] - qd[i]);
        scale += fabsl((long double)p[i]) + fabsl((long double)lo[i]) + fabsl((long double)hi[i]);
    }
    const long double gap = sqrtl(gap2), margin = fabsl(gap - r);
    /* The seeds square lengths: beyond where squares overflow or underflow
       they cannot be held to anything (circbox/variants.h says so). */
    const long double rmin = CBX_IS_DOUBLE ? (long double)DBL_MIN : (long double)FLT_MIN;
    const long double lo_sq = 4 * sqrtl(rmin), hi_sq = sqrtl((long double)R_MAX) / 4;
    const bool squarable = scale < hi_sq && (gap == 0 || gap > lo_sq) && (r == 0 || r > lo_sq);
    *decided = squarable && margin > 64 * (long double)R_EPS * scale;
    return fz_exact_dist2_sign(pd, qd, n, r) <= 0;
}

typedef bool (*CBX_F(fz_variant2))(CIRCLE, AABB2);
typedef bool (*CBX_F(fz_variant3))(SPHERE, AABB3);

static void CBX_F(fz_check_variants2)(fz_in *in) {
    static const CBX_F(fz_variant2) fns[] = {
        CBX_F(cbx_shaffer_circle_aabb2), CBX_F(cbx_arvo_circle_aabb2),
        CBX_F(cbx_qri_circle_aabb2),     CBX_F(cbx_qrf_circle_aabb2),
        CBX_F(cbx_maxsum_circle_aabb2),  CBX_F(cbx_absmax_circle_aabb2),
        CBX_F(cbx_clamp_circle_aabb2),   CBX_F(cbx_zones_circle_aabb2)};
    static const char *const names[] = {"shaffer", "arvo", "qri", "qrf", "maxsum", "absmax", "clamp", "zones"};
    const CIRCLE c = CBX_F(fz_circle)(in);
    const AABB2 b = CBX_F(fz_aabb2)(in);
    FZ_CONTEXT("%s circle {{%a, %a}, %a} box {{%a, %a}, {%a, %a}}", CBX_IS_DOUBLE ? "double" : "float",
               (double)c.center.x, (double)c.center.y, (double)c.radius, (double)b.min.x,
               (double)b.min.y, (double)b.max.x, (double)b.max.y);
    const bool valid = CBX_F(cbx_is_valid_circle)(c) && CBX_F(cbx_is_valid_aabb2)(b);
    bool decided = false, meet = false;
    if (valid) {
        const cbx_real p[2] = {c.center.x, c.center.y}, lo[2] = {b.min.x, b.min.y},
                       hi[2] = {b.max.x, b.max.y};
        meet = CBX_F(fz_exact_meet)(p, c.radius, lo, hi, 2, &decided);
    }
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; ++i) {
        const bool got = fns[i](c, b);
        if (!valid) FZ_ASSERT(!got, "%s: true on invalid input", names[i]);
        else if (decided) FZ_ASSERT(got == meet, "%s: %d, exact %d", names[i], (int)got, (int)meet);
    }
}

static void CBX_F(fz_check_variants3)(fz_in *in) {
    static const CBX_F(fz_variant3) fns[] = {
        CBX_F(cbx_shaffer_sphere_aabb3), CBX_F(cbx_arvo_sphere_aabb3),
        CBX_F(cbx_qri_sphere_aabb3),     CBX_F(cbx_qrf_sphere_aabb3),
        CBX_F(cbx_maxsum_sphere_aabb3),  CBX_F(cbx_absmax_sphere_aabb3),
        CBX_F(cbx_clamp_sphere_aabb3)};
    static const char *const names[] = {"shaffer", "arvo", "qri", "qrf", "maxsum", "absmax", "clamp"};
    const SPHERE s = CBX_F(fz_sphere)(in);
    const AABB3 b = CBX_F(fz_aabb3)(in);
    FZ_CONTEXT("%s sphere {{%a, %a, %a}, %a} box {{%a, %a, %a}, {%a, %a, %a}}",
               CBX_IS_DOUBLE ? "double" : "float", (double)s.center.x, (double)s.center.y,
               (double)s.center.z, (double)s.radius, (double)b.min.x, (double)b.min.y,
               (double)b.min.z, (double)b.max.x, (double)b.max.y, (double)b.max.z);
    const bool valid = CBX_F(cbx_is_valid_sphere)(s) && CBX_F(cbx_is_valid_aabb3)(b);
    bool decided = false, meet = false;
    if (valid) {
        const cbx_real p[3] = {s.center.x, s.center.y, s.center.z};
        const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
        meet = CBX_F(fz_exact_meet)(p, s.radius, lo, hi, 3, &decided);
    }
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; ++i) {
        const bool got = fns[i](s, b);
        if (!valid) FZ_ASSERT(!got, "%s: true on invalid input", names[i]);
        else if (decided) FZ_ASSERT(got == meet, "%s: %d, exact %d", names[i], (int)got, (int)meet);
    }
}

#endif
