/* SPDX-License-Identifier: MIT */
/* Fuzz target: every rung of the static queries' exact ladder
   (src/arith/dist2_sign.h: face, grid and short certificates, fused cheap
   stage, compensated stage, the three-fold stage, expansion, the whole ladder, the ladder beside
   an edge or a corner), the sweeps' gap value (cbx_dist2_value_near) and
   cbx_gap_cmp
   (eft.h) against the big-float on every input they decide. A rung may refuse (UNDECIDED); it must never answer
   wrong. Inputs: n = 2 or 3 coordinates, the box point q often near the
   center p (a small dyadic or decoded offset, or equal on some axes: the
   face case), r >= 0 often chosen tangent in floating point. */
/* fuzz-needs: cbx_dist2_sign_rest */
#include "fuzz_input.h"
#include "arith/dist2_sign.h"

static void fz_check_rung(int got, int want, const char *rung, const double *p, const double *q, int n,
                          double r) {
    if (got == CBX_UNDECIDED || got == want) return;
    fprintf(stderr, "%s says %d, big-float %d: n=%d p (%a %a %a) q (%a %a %a) r %a\n", rung, got, want, n, p[0],
            p[1], p[2], q[0], q[1], q[2], r);
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in = fz_start(data, size);
    const uint8_t mode = fz_u8(&in);
    const int n = 2 + (mode & 1);
    double p[3] = {0, 0, 0}, q[3] = {0, 0, 0};
    for (int i = 0; i < n; ++i) {
        p[i] = fz_real(&in);
        const uint8_t k = fz_u8(&in);
        q[i] = (k & 3) == 0 ? p[i] : ((k & 3) == 1 ? p[i] + fz_real(&in) : fz_real(&in));
        if (!isfinite(p[i]) || !isfinite(q[i])) return 0;
    }
    double r = fabs(fz_real(&in));
    if (mode & 2) { /* r tangent in floating point, or one ulp off */
        double d2 = 0;
        for (int i = 0; i < n; ++i) d2 += (p[i] - q[i]) * (p[i] - q[i]);
        r = sqrt(d2);
        if (mode & 4) r = nextafter(r, (mode & 8) ? INFINITY : 0);
    }
    if (!isfinite(r) || !(r >= 0)) return 0;
    const int want = cbx_exact_dist2_cmp(p, q, n, r);
    fz_check_rung(cbx_dist2_stage_face(p, q, n, r), want, "face", p, q, n, r);
    fz_check_rung(cbx_dist2_stage_grid(p, q, n, r), want, "grid", p, q, n, r);
    fz_check_rung(cbx_dist2_stage_short(p, q, n, r), want, "short", p, q, n, r);
    fz_check_rung(cbx_dist2_stage_cheap(p, q, n, r), want, "cheap", p, q, n, r);
    fz_check_rung(cbx_dist2_stage_sum2(p, q, n, r), want, "sum2", p, q, n, r);
    fz_check_rung(cbx_dist2_stage_sum3(p, q, n, r), want, "sum3", p, q, n, r);
    fz_check_rung(cbx_dist2_stage_exp(p, q, n, r), want, "exp", p, q, n, r);
    fz_check_rung(cbx_dist2_sign(p, q, n, r), want, "ladder", p, q, n, r);
    fz_check_rung(cbx_dist2_stage_beside(p, q, n, r), want, "beside", p, q, n, r);
    /* the sweeps' gap value (cbx_dist2_value_near): its sign exact, and
       within 9 eps (18 ulps) of the exact value inside the expansion's window */
    if (cbx_dist2_in_window(p, q, n, r)) {
        double m1, m2; /* the pair form of the compensated stage (n = 2) gives the reference's bits */
        const double a = cbx_dist2_sum2(p, q, n, r, &m1), b = cbx_dist2_sum2_scalar(p, q, n, r, &m2);
        if (memcmp(&a, &b, sizeof a) != 0 || memcmp(&m1, &m2, sizeof m1) != 0) {
            fprintf(stderr, "sum2 %a (m %a) against the reference %a (%a): n=%d r %a\n", a, m1, b, m2, n, r);
            abort();
        }
        const double v = cbx_dist2_value_near(p, q, n, r);
        fz_check_rung((v > 0) - (v < 0), want, "value_near", p, q, n, r);
        double x[CBX_EXP_MAX + 2];
        const int m = cbx_dist2_expansion(p, q, n, r, x);
        const double err = cbx_exp_estimate(x, cbx_exp_grow(x, m, -v)); /* exact minus v, to a few ulps */
        if (!(fabs(err) <= 18 * 0x1p-53 * fabs(v))) {
            fprintf(stderr, "value_near %a is %a from the exact value: n=%d p (%a %a %a) q (%a %a %a) r %a\n", v, err,
                    n, p[0], p[1], p[2], q[0], q[1], q[2], r);
            abort();
        }
    }
    /* the 1D gap: sign(|p0 - q0| - r) == sign((p0 - q0)^2 - r^2) */
    if (!(p[0] >= q[0] && p[0] <= q[0])) {
        const double p1[1] = {p[0]}, q1[1] = {q[0]};
        const int gap = cbx_exact_dist2_cmp(p1, q1, 1, r);
        fz_check_rung(cbx_gap_cmp(p[0], q[0], r), gap, "gap", p, q, n, r);
        double e;
        const double d = cbx_two_diff(p[0], q[0], &e);
        if (isfinite(d)) fz_check_rung(cbx_gap_sign_of(d, e, r), gap, "gap_sign_of", p, q, n, r);
    }
    return 0;
}
