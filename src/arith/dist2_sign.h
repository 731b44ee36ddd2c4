/* SPDX-License-Identifier: MIT */
/* The exact sign of |p - q|^2 - r^2 (a ball's center p against the box point
   q nearest it), as a ladder of stages (eft.h), each exact when it decides
   and each reached only when the one before cannot:

     face   at most one axis has p_i != q_i: the decision is linear,
            sign(|p_i - q_i| - r), no square needed (a ball resting on a
            face at exactly r lands here, whatever its bits);
     cert   every difference is exact (TwoDiff error 0), every difference
            and r have short significands (products exact, bit test) and the
            sums of the squares are exact (TwoSum errors 0): the
            floating-point value is the exact one (grid-aligned data);
     exp    a short expansion (<= 20 doubles) of the exact value, for inputs
            within cbx_eft_safe's window;
     big    the big-float (exact.h), for the extreme exponent spreads.

   The stages are separate functions so that tests and the fuzz target can
   run each one alone against the big-float (tests/test_ladder.c). */
#ifndef CBX_DIST2_SIGN_H
#define CBX_DIST2_SIGN_H

#include "arith/eft.h"
#include "arith/exact.h"

/* A stage's answer: -1, 0, +1, or CBX_UNDECIDED. */
#define CBX_UNDECIDED 2

/* Face stage: decides when at most one axis differs (finite p, q, r >= 0):
   then |p - q| - r is the 1D gap against the radius (cbx_gap_cmp), whose
   sign is that of |p - q|^2 - r^2. */
static inline int cbx_dist2_stage_face(const double *p, const double *q, int n, double r) {
    int axis = -1, count = 0;
    for (int i = 0; i < n; ++i) {
        if (!cbx_eq(p[i], q[i])) {
            axis = i;
            ++count;
        }
    }
    if (count == 0) return r > 0 ? -1 : 0;
    if (count > 1) return CBX_UNDECIDED;
    return cbx_gap_cmp(p[axis], q[axis], r);
}

/* Certificate stage: the floating-point evaluation is exact. Conditions:
   each d_i = fl(p_i - q_i) has TwoDiff error 0; d_i and r are 0 or within
   cbx_eft_safe's window and have at most 26 significant bits, so d_i^2 and
   r^2 are exact doubles; the running sum's TwoSum errors and the final
   TwoDiff error are 0. Then fl(sum d_i^2 - r^2) is the exact value. */
static inline int cbx_dist2_stage_cert(const double *p, const double *q, int n, double r) {
    bool ok = cbx_short26(r);
    ok &= cbx_eft_safe(r);
    double s = 0, err = 0;
    for (int i = 0; i < n; ++i) {
        double e, f;
        const double d = cbx_two_diff(p[i], q[i], &e);
        ok &= cbx_eq(e, 0);
        ok &= cbx_short26(d);
        ok &= cbx_eft_safe(d);
        s = cbx_two_sum(s, d * d, &f);
        err = CBX_FABS(err) + CBX_FABS(f) + CBX_FABS(e);
    }
    double g;
    const double t = cbx_two_diff(s, r * r, &g);
    ok &= cbx_eq(err + CBX_FABS(g), 0);
    if (!ok) return CBX_UNDECIDED;
    return t > 0 ? 1 : (t < 0 ? -1 : 0);
}

/* Expansion stage: sum_i (d_i + e_i)^2 - r^2 with d_i + e_i = p_i - q_i
   (TwoDiff), each square expanded as d^2 + (2d) e + e^2 and each product
   split exactly by TwoProduct (2d is exact), the whole summed exactly by
   Grow-Expansion: at most 6 n + 2 <= 20 components. Exact for p, q, r within
   cbx_eft_safe's window (eft.h: no overflow, no error term below the
   subnormals); outside it, undecided. */
static inline int cbx_dist2_stage_exp(const double *p, const double *q, int n, double r) {
    bool ok = cbx_eft_safe(r);
    for (int i = 0; i < n; ++i) {
        ok &= cbx_eft_safe(p[i]);
        ok &= cbx_eft_safe(q[i]);
    }
    if (!ok) return CBX_UNDECIDED;
    double x[CBX_EXP_MAX];
    int m = 0;
    m = cbx_exp_add_prod(x, m, -r, r);
    for (int i = 0; i < n; ++i) {
        double e;
        const double d = cbx_two_diff(p[i], q[i], &e);
        m = cbx_exp_add_prod(x, m, e, e);
        m = cbx_exp_add_prod(x, m, 2 * d, e);
        m = cbx_exp_add_prod(x, m, d, d);
    }
    return cbx_exp_sign(x, m);
}

/* The rungs after the cheap ones, out of line: the expansion stage, then
   the big-float (arith/dist2_sign.c). */
int cbx_dist2_sign_rest(const double *p, const double *q, int n, double r);

/* The face and certificate stages fused and branch-free (the same claims as
   the two functions above; tests/test_ladder.c checks that they agree).
   Tangency-heavy data makes the exact answer a coin toss between TOUCHING
   and one rounding off; branching on it would mispredict about half the
   time, which costs more than the arithmetic. Only "how many axes differ"
   and "certified or not" are branched on: both stay the same along a
   workload (resting on faces, on corners, grid tiles). */
static inline int cbx_dist2_stage_cheap(const double *p, const double *q, int n, double r) {
    int differ = 0, face = 0;
    bool ok = cbx_short26(r);
    ok &= cbx_eft_safe(r);
    double s = 0, err = 0;
    for (int i = 0; i < n; ++i) {
        double e, f;
        const double d = cbx_two_diff(p[i], q[i], &e);
        const double ad = CBX_FABS(d), se = d > 0 ? e : -e;
        /* sign(|p_i - q_i| - r) (cbx_gap_cmp), kept only for a nonzero d */
        const int gap = (ad > r) - (ad < r) + (cbx_eq(ad, r) ? (se > 0) - (se < 0) : 0);
        const bool nz = !cbx_eq(d, 0);
        differ += nz;
        face += nz ? gap : 0;
        ok &= cbx_eq(e, 0);
        ok &= cbx_short26(d);
        ok &= cbx_eft_safe(d);
        s = cbx_two_sum(s, d * d, &f);
        err = CBX_FABS(err) + CBX_FABS(f);
    }
    double g;
    const double t = cbx_two_diff(s, r * r, &g);
    ok &= cbx_eq(err + CBX_FABS(g), 0);
    if (differ <= 1) return differ == 0 ? -(r > 0) : face;
    return ok ? (t > 0) - (t < 0) : CBX_UNDECIDED;
}

/* The whole ladder after the filter (finite p, q; finite r >= 0; n <= 3). */
static inline int cbx_dist2_sign(const double *p, const double *q, int n, double r) {
    const int s = cbx_dist2_stage_cheap(p, q, n, r);
    if (CBX_LIKELY(s != CBX_UNDECIDED)) return s;
    return cbx_dist2_sign_rest(p, q, n, r);
}

#endif /* CBX_DIST2_SIGN_H */
