/* SPDX-License-Identifier: MIT */
/* The exact signs a cast needs to tell "moving into the box" from "moving
   away, along it, or grazing it" (cast.c). Each is a low-degree polynomial in
   the inputs: a floating-point evaluation with a proven error bound decides
   almost every call, and exact arithmetic (exact.h) the rest, so a slide at
   exactly the radius or a graze of a corner is decided as exact real
   arithmetic would decide it. Double only: float inputs are exact in double. */
#include "arith/dist2_sign.h"
#include "arith/eft.h"
#include "arith/exact.h"
#include "internal.h"
#include "arith/real.h"

/* sign(sum_i d[i] * (p[i] - q[i])) for n <= 3: the motion d against the
   direction from the box's nearest point q to the center p. Each product has
   relative error <= 2u (difference and product), the sum at most two more
   roundings: the total is below 4.01u * sum |terms|, doubled for safety. */
int cbx_cast_sign_dot_gap(const double *d, const double *p, const double *q, int n) {
    double s = 0, mag = 0;
    for (int i = 0; i < n; ++i) {
        const double t = d[i] * (p[i] - q[i]);
        s += t;
        mag += CBX_FABS(t);
    }
    const int f = cbx_cast_dot_filter(s, mag);
    if (f != 0) return f;
    /* Every term exactly zero (a still axis, or the center level with the
       box on it: a ball resting on a floor, moving along it): no need for
       the big-float to say so. A product that underflowed is not such a
       term and goes on. */
    bool zero = true;
    for (int i = 0; i < n; ++i) zero = zero && (cbx_eq(d[i], 0) || cbx_eq(p[i], q[i]));
    if (zero) return 0;
    cbx_big acc, term, gap, dd;
    acc.sign = 0;
    acc.exp = 0;
    acc.n = 0;
    for (int i = 0; i < n; ++i) {
        cbx_big_diff(&gap, p[i], q[i]);
        cbx_big_set(&dd, d[i]);
        cbx_big_mul(&term, &dd, &gap);
        cbx_big_add(&acc, &acc, &term);
    }
    return acc.sign;
}

/* |d|^2, |w|^2 and d . w over the m axes in axes[], w = k - p, exactly. */
static void cbx_cast_big_dots(const double *d, const double *p, const double *k, const int *axes, int m,
                              cbx_big *d2, cbx_big *w2, cbx_big *dw) {
    cbx_big w, dd;
    d2->sign = w2->sign = dw->sign = 0;
    d2->exp = w2->exp = dw->exp = 0;
    d2->n = w2->n = dw->n = 0;
    for (int j = 0; j < m; ++j) {
        const int i = axes[j];
        cbx_big_set(&dd, d[i]);
        cbx_big_diff(&w, k[i], p[i]);
        cbx_big_add_quad_terms(d2, dw, w2, &w, &dd);
    }
}

/* The path p + t d (restricted to the m axes in axes[]) meets the sphere of
   radius r about K in those axes: is it a crossing (> 0), a tangency (0) or
   a miss (< 0)? With w = K - p this is the discriminant
       |d|^2 r^2 - |d x w|^2 = |d|^2 (r^2 - |w|^2) + (d . w)^2
   (Lagrange's identity), a polynomial of degree 4. The filter evaluates the
   right-hand form; each of its three products has relative error below 6u
   (w's differences, squares, sums of <= 3 terms), so the total error is
   below 8u (D2 (r2 + W2) + DW^2), doubled for safety. That holds only
   while no product underflows: with d2 and r2 + w2 normal, their product
   can still be subnormal (a scene near 2^-261: 2^-522 times 2^-522), where
   its rounding is absolute (2^-1075), not relative, and the bound itself
   underflows to 0; a disc of +-2^-1074 then decided the wrong sign. So
   mag, too, must be at least the floor: every rounding that underflows
   then costs at most 2^-1075, below 2^-170 of the bound. */
int cbx_cast_sign_graze(const double *d, const double *p, const double *k, double r, const int *axes, int m) {
    double d2 = 0, w2 = 0, dw = 0;
    for (int j = 0; j < m; ++j) {
        const int i = axes[j];
        const double w = k[i] - p[i];
        d2 += d[i] * d[i];
        w2 += w * w;
        dw += d[i] * w;
    }
    const double r2 = r * r;
    const double disc = d2 * (r2 - w2) + dw * dw;
    const double mag = d2 * (r2 + w2) + dw * dw;
    if (mag <= DBL_MAX && mag >= CBX_FILTER_FLOOR && d2 >= CBX_FILTER_FLOOR && (r2 + w2) >= CBX_FILTER_FLOOR) {
        const double bound = 16 * DBL_EPSILON * mag;
        if (disc > bound) return 1;
        if (disc < -bound) return -1;
    }
    /* The path moving on one of the m axes only (a ball sliding straight
       down a wall, past its top edge): d x w then involves d_j alone, and
       the discriminant is d_j^2 (r^2 - sum over the other axes of w_i^2),
       whose sign the static ladder gives (dist2_sign.h), without the
       big-float (which took about 4,800 instructions a call there). */
    int moving = 0, j = 0;
    for (int a = 0; a < m; ++a) {
        const bool mv = !cbx_eq(d[axes[a]], 0);
        moving += mv;
        j = mv ? axes[a] : j;
    }
    if (moving == 1) {
        double pp[3] = {0, 0, 0}, kk[3] = {0, 0, 0};
        int c = 0;
        for (int a = 0; a < m; ++a) {
            if (axes[a] == j) continue;
            pp[c] = p[axes[a]];
            kk[c] = k[axes[a]];
            ++c;
        }
        return c == 0 ? (r > 0) : -cbx_dist2_sign(pp, kk, c, r);
    }
    cbx_big bd2, bw2, bdw, t, u, dd;
    cbx_cast_big_dots(d, p, k, axes, m, &bd2, &bw2, &bdw);
    cbx_big_set(&dd, r);
    cbx_big_mul(&t, &dd, &dd);   /* r^2 */
    cbx_big_sub(&t, &t, &bw2);   /* r^2 - |w|^2 */
    cbx_big_mul(&u, &bd2, &t);   /* |d|^2 (r^2 - |w|^2) */
    cbx_big_mul(&t, &bdw, &bdw); /* (d . w)^2 */
    cbx_big_add(&u, &u, &t);
    return u.sign;
}

/* sign(x_i(t*) - e), exactly, for the line x(t) = p + t d and t* the
   instant it comes closest to the feature with corner coordinates k on
   the m axes in axes[] (|d| > 0 over those axes): t* = (d . w) / |d|^2
   over them, w = k - p, so the sign is that of (p_i - e) |d|^2 + d_i (d . w)
   (|d|^2 > 0). Big-float: asked only where the floating-point position
   of the tangent point cannot tell which side of a region's bound it is. */
int cbx_cast_sign_tangent_side(const double *d, const double *p, const double *k, const int *axes, int m, int i,
                               double e) {
    cbx_big bd2, bw2, bdw, t, w, dd, u;
    cbx_cast_big_dots(d, p, k, axes, m, &bd2, &bw2, &bdw);
    cbx_big_diff(&w, p[i], e);
    cbx_big_mul(&u, &w, &bd2);  /* (p_i - e) |d|^2 */
    cbx_big_set(&dd, d[i]);
    cbx_big_mul(&t, &dd, &bdw); /* d_i (d . w) */
    cbx_big_add(&u, &u, &t);
    return u.sign;
}

/* Below this magnitude TwoSum and TwoDiff are exact with no intermediate
   overflow (eft.h: they need a finite result; the margin covers the
   intermediate sums). */
#define CBX_EFT_SAFE_MAX 0x1p1020

/* ---- sign(dist(p + d, box)^2 - r^2) for the exact end point p + d ----
   Each coordinate is the exact sum of two doubles: where a displacement
   ends, decided without rounding its end; *slope receives the sign of the
   squared distance's derivative there (sum of the excesses times d): > 0
   when the path is moving away from the box at its end. Three stages: the
   end point a double (grid data), a filter, the big-float. */

/* cbx_cast_end_sign when the end point is a double off the box: every
   fl(p_i + d_i) exact (TwoSum's error 0) where the end may lie outside
   the box's slab, which grid-aligned data (a ball rolling or falling by
   halves and quarters) always gives. The end point x is then
   given, q = clamp(x) is the box's point nearest it, and both signs are
   the static ladder's (dist2_sign.h) and the dot product's filter above.
   False when an end coordinate rounds outside the open slab, or could
   overflow. */
static bool cbx_cast_end_sign_double(const double *p, const double *d, double r, const double *lo,
                                     const double *hi, int n, int *end, int *slope) {
    double x[3] = {0, 0, 0}, q[3] = {0, 0, 0};
    for (int i = 0; i < n; ++i) {
        if (!(CBX_FABS(p[i]) < CBX_EFT_SAFE_MAX && CBX_FABS(d[i]) < CBX_EFT_SAFE_MAX)) return false;
        double err;
        x[i] = cbx_two_sum(p[i], d[i], &err);
        q[i] = x[i] < lo[i] ? lo[i] : (x[i] > hi[i] ? hi[i] : x[i]);
        /* A coordinate that rounds may still be decided: strictly inside
           the open slab as rounded, it is inside exactly (rounding is
           monotone, lo and hi doubles), and adds nothing to either sum (x
           its own nearest point: a ball sliding down a wall beside a box,
           its end within the box's height). */
        if (!cbx_eq(err, 0) && !((lo[i] < x[i]) & (x[i] < hi[i]))) return false;
    }
    *slope = cbx_cast_sign_dot_gap(d, x, q, n);
    *end = cbx_dist2_sign(x, q, n, r);
    return true;
}

/* cbx_cast_end_sign's filter, for an end point that rounds: both signs
   from x = fl(p + d) with proven bounds (u = eps/2), or false.
   - |x_i - X_i| <= u |X_i| <= delta_i = 2u (|p_i| + |d_i|) (a sum of two
     doubles has no absolute error). Rounding is monotone, so fl(x - hi) >
     delta says x - hi > delta, hence X > hi (likewise below lo, and inside
     when beyond delta from both bounds); any axis closer to a bound than
     that is left undecided.
   - Beyond a bound e, G = X - e and g = fl(x - e) differ by at most
     u |x - e| + delta <= E = 4u |g| + 2 delta (generous by a factor 2, which
     also covers the roundings of E itself).
   - |G^2 - g^2| <= E (2|g| + E); the squares, their sum of <= 3 terms and
     r^2 round by at most 3u (s + r2) plus four smallest subnormals (an
     underflow): so sign(s - r2) is certain beyond twice the sum of those,
     plus 2^-1000 for the absolute terms.
   - The slope sum_i d_i G_i: |d_i (G_i - g_i)| <= |d_i| E_i, the products
     and the sum round by at most 3u sum |d_i g_i| (plus subnormals).
   Magnitudes at most 2^500 keep every square and product finite. */
static bool cbx_cast_end_sign_filter(const double *p, const double *d, double r, const double *lo,
                                     const double *hi, int n, int *end, int *slope) {
    const double u = DBL_EPSILON / 2, lim = 0x1p500;
    double s = 0, es = 0, t = 0, et = 0;
    int outside = 0;
    if (!(r <= lim)) return false;
    for (int i = 0; i < n; ++i) {
        if (!(CBX_FABS(p[i]) <= lim && CBX_FABS(d[i]) <= lim && CBX_FABS(lo[i]) <= lim && CBX_FABS(hi[i]) <= lim))
            return false;
        const double x = p[i] + d[i], delta = 2 * u * (CBX_FABS(p[i]) + CBX_FABS(d[i]));
        const double above = x - hi[i], below = lo[i] - x;
        double g;
        if (above > delta) g = above;
        else if (below > delta) g = -below;
        else if (above < -delta && below < -delta) continue; /* within the slab */
        else return false;
        const double ag = CBX_FABS(g), e = 4 * u * ag + 2 * delta, dg = d[i] * g;
        ++outside;
        s += g * g;
        es += e * (2 * ag + e);
        t += dg;
        et += CBX_FABS(d[i]) * e + 3 * u * CBX_FABS(dg);
    }
    const double r2 = r * r, diff = s - r2, bound = 2 * (es + 3 * u * (s + r2)) + 0x1p-1000;
    const double bound_t = 2 * et + 0x1p-1000;
    /* no axis outside: the end inside the box, and the slope's sum empty */
    if (!(CBX_FABS(diff) > bound) || (outside > 0 && !(CBX_FABS(t) > bound_t))) return false;
    *end = diff > 0 ? 1 : -1;
    *slope = outside == 0 ? 0 : (t > 0 ? 1 : -1);
    return true;
}

bool cbx_cast_end_sign_quick(const double *p, const double *d, double r, const double *lo, const double *hi, int n,
                             int *end, int *slope) {
    return cbx_cast_end_sign_double(p, d, r, lo, hi, n, end, slope) ||
           cbx_cast_end_sign_filter(p, d, r, lo, hi, n, end, slope);
}

int cbx_cast_end_sign(const double *p, const double *d, double r, const double *lo, const double *hi, int n,
                      int *slope) {
    int end;
    if (cbx_cast_end_sign_quick(p, d, r, lo, hi, n, &end, slope)) return end;
    return cbx_cast_end_sign_big(p, d, r, lo, hi, n, slope);
}

/* The exact stage: the big-float throughout. */
int cbx_cast_end_sign_big(const double *p, const double *d, double r, const double *lo, const double *hi, int n,
                          int *slope) {
    cbx_big acc, t, x, e, g, sl;
    cbx_big_set(&t, r);
    cbx_big_mul(&acc, &t, &t);
    acc.sign = -acc.sign;
    sl.sign = 0;
    sl.exp = 0;
    sl.n = 0;
    for (int i = 0; i < n; ++i) {
        cbx_big_set(&x, p[i]);
        cbx_big_set(&t, d[i]);
        cbx_big_add(&x, &x, &t);
        cbx_big_set(&e, lo[i]);
        if (cbx_big_cmp(&x, &e) >= 0) {
            cbx_big_set(&e, hi[i]);
            if (cbx_big_cmp(&x, &e) <= 0) continue;
        }
        cbx_big_sub(&g, &x, &e);
        cbx_big_mul(&t, &g, &g);
        cbx_big_add(&acc, &acc, &t);
        cbx_big_set(&t, d[i]);
        cbx_big_mul(&t, &t, &g);
        cbx_big_add(&sl, &sl, &t);
    }
    *slope = sl.sign;
    return acc.sign;
}
