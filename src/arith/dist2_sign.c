/* SPDX-License-Identifier: MIT */
/* The expensive rungs of the static queries' exact ladder, out of line so
   that the cheap ones stay small where they are inlined (dist2_sign.h). */
#include "arith/dist2_sign.h"

int cbx_dist2_sign_rest(const double *p, const double *q, int n, double r) {
    /* the compensated stage unrolled for each n: it decides nearly every
       call (a loop over a variable n cost a third more instructions) */
    int s = n == 2   ? cbx_dist2_stage_sum2(p, q, 2, r)
            : n == 3 ? cbx_dist2_stage_sum2(p, q, 3, r)
                     : cbx_dist2_stage_sum2(p, q, n, r); /* any other n as given */
    if (s != CBX_UNDECIDED) return s;
    s = cbx_dist2_stage_sum3(p, q, n, r);
    if (s != CBX_UNDECIDED) return s;
    s = cbx_dist2_stage_exp(p, q, n, r);
    if (s != CBX_UNDECIDED) return s;
    return cbx_exact_dist2_cmp(p, q, n, r);
}
