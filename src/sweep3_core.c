/* SPDX-License-Identifier: MIT */
/* First contact of a moving sphere with an axis-aligned box, the sphere
   separate at time 0. Both precisions solve it here in double.

   WALK. Relative to the box the center moves on c + v t, v = s_vel - b_vel.
   The squared distance f(t) from the center to the box is, between two
   consecutive times at which the path crosses one of the six planes
   x_i = lo_i, x_i = hi_i, the quadratic sum_{i in A} (c_i + v_i t - e_i)^2 over
   the axes A on which the path lies outside the box (e_i the bound on that
   side): the nearest box point stays on one feature. So the walk cuts
   [0, inf) at those crossing times (at most six) and visits the pieces in
   time order; the first piece in which f falls to r^2 holds the first
   contact, the root of its quadratic. No feature is skipped and none is
   guessed from the starting region, so the traps of region-based code (a
   path leaving the corner's octant for an edge, an adjacent edge entered
   before the corner) cannot occur: every piece the path crosses is looked at,
   in the order it is crossed. f is convex and C^1 (squared distance to a
   convex set), so once f' >= 0 at a piece's end the minimum has been reached
   and the walk stops: at most seven small quadratics, one square root.

   DECISION. CONTACT vs NONE is sign(min f - r^2), made exact as follows.
   The walk evaluates f~ = f(t) in floating point at one time t: the end of the
   piece where f first drops to r^2 (a contact certificate when f(t) < r^2), or
   the approximate minimizer (a NONE certificate when f(t) > r^2). With
   u = eps/2 and w_i = |c_i| + |lo_i| + |hi_i| + |v_i| t, each computed offset
   x~_i = fl(fl(c_i - e_i) + fl(v~_i t)), v~_i = fl(sv_i - bv_i), is within
   4u w_i of the exact one; a crossing time fl(fl(e - c)/v) is within 2.01u of
   its value, so an axis may be counted inside or outside wrongly only while
   the exact offset is below 4u w_i, which changes f by at most (8u w_i)^2;
   the computed minimizer differs from the exact one by O(u) in t, which
   changes f by O(u^2) since f' = 0 there: at most 64 u^2 sum w_i^2. So
       |f~ - f| <= 8u sum w_i |x~_i| + 200 u^2 sum w_i^2 + 5u (f~ + r^2) + tiny,
   tiny covering underflow (2^-1000 (1 + t)(1 + sum |x~_i|): a normal number,
   since arithmetic on subnormals is slow). The test uses
   twice that. Inside the bound, sweep3_exact.c decides in exact arithmetic.

   SCALE. Positions and velocities are first multiplied by powers of two
   (exact) that bring their largest magnitudes near 1, so that no square
   overflows; time is scaled back at the end (saturating at DBL_MAX). */
#include "internal.h"
#include "pow2.h"
#include "real.h"

#define CBX_U (DBL_EPSILON / 2)

/* A power of two p with m p in [1, 4) (1 for m = 0; subnormal m lands
   above 2^-52, which is as good). */
static double cbx_pow2_scale(double m) {
    if (!(m > 0)) return 1;
    int k = -cbx_exponent(m);
    if (k < -1022) k = -1022;
    if (k > 1023) k = 1023;
    return cbx_pow2(k);
}

static double cbx_maxd(double a, double b) { return a > b ? a : b; }

/* The scaled problem and, per axis, the times at which the path enters and
   leaves the slab lo_i <= x_i <= hi_i (-inf/+inf when it never crosses). */
typedef struct cbx_walk {
    double c[3], lo[3], hi[3], v[3], r, r2;
    double t_in[3], t_out[3];
    int side_before[3]; /* -1: below lo before entering, +1: above hi */
} cbx_walk;

/* One piece of the path: side[i] = -1 at lo, +1 at hi, 0 within the slab. */
typedef struct cbx_piece {
    int side[3];
    double d[3]; /* c_i - e_i on the outside axes */
    double a, b; /* |v_A|^2 and d_A . v_A */
} cbx_piece;

static cbx_piece cbx_piece_make(const cbx_walk *w, double ts, double te) {
    cbx_piece p = {{0, 0, 0}, {0, 0, 0}, 0, 0};
    for (int i = 0; i < 3; ++i) {
        if (te <= w->t_in[i]) p.side[i] = w->side_before[i];
        else if (ts >= w->t_out[i]) p.side[i] = -w->side_before[i];
        if (p.side[i] == 0) continue;
        p.d[i] = w->c[i] - (p.side[i] < 0 ? w->lo[i] : w->hi[i]);
        p.a += w->v[i] * w->v[i];
        p.b += p.d[i] * w->v[i];
    }
    return p;
}

/* f(t) on the piece, and f'(t)/2 = sum x_i v_i from the same offsets x_i.
   The slope is summed from the offsets rather than as a t + b: at a
   crossing the axis that crosses has x_i ~ 0, so the sign is not lost in the
   cancellation of its large terms d_i v_i + v_i^2 t, and a wrong sign can
   only come from a slope within rounding of zero, where stopping early
   changes f by O(u^2 f) (the next piece's curvature is at least its own
   |v_A'|^2, and Cauchy-Schwarz bounds the slope by sqrt(f |v_A'|^2)). */
static inline double cbx_piece_f(const cbx_walk *w, const cbx_piece *p, double t, double *slope) {
    double f = 0, g = 0;
    for (int i = 0; i < 3; ++i) {
        const double x = p->side[i] ? p->d[i] + w->v[i] * t : 0.0;
        f += x * x;
        g += x * w->v[i];
    }
    *slope = g;
    return f;
}

/* The bound on the error of f~ = cbx_piece_f(t) (see DECISION above); only
   computed where a decision is taken. */
static double cbx_piece_f_err(const cbx_walk *w, const cbx_piece *p, double t, double f) {
    double e1 = 0, e2 = 0, sx = 0;
    for (int i = 0; i < 3; ++i) {
        const double wi = CBX_FABS(w->c[i]) + CBX_FABS(w->lo[i]) + CBX_FABS(w->hi[i]) + CBX_FABS(w->v[i]) * t;
        const double x = CBX_FABS(p->side[i] ? p->d[i] + w->v[i] * t : 0.0);
        e1 += wi * x;
        e2 += wi * wi;
        sx += x;
    }
    return 2 * (8 * CBX_U * e1 + 200 * CBX_U * CBX_U * e2 + 5 * CBX_U * (f + w->r2) +
                0x1p-1000 * (1 + t) * (1 + sx));
}

/* The first root of f = r^2 on the piece, clamped to [ts, te]. The smaller
   root of a t^2 + 2 b t + (|d|^2 - r^2) in the cancellation-free form
   (|d|^2 - r^2) / (-b + sqrt(disc)), with the discriminant written as
   r^2 a - sum (d_i v_j - d_j v_i)^2 (Lagrange's identity), which is accurate
   down to grazing incidence where the root itself becomes ill-conditioned.
   The root scales with d and r (v fixed), so they are first brought near 1
   by a power of two s (exact): a piece whose offsets and radius are all tiny
   next to the scene (a box face at 1e-300 in a scene of size 1) would
   otherwise have |d|^2 and r^2 underflow to 0, and the root with them. */
static double cbx_piece_root(const cbx_walk *w, const cbx_piece *p, double ts, double te) {
    if (!(p->a > 0)) return ts;
    double m = w->r;
    for (int i = 0; i < 3; ++i) m = p->side[i] ? cbx_maxd(m, CBX_FABS(p->d[i])) : m;
    const double s = cbx_pow2_scale(m), rs = w->r * s, r2 = rs * rs;
    double d[3], cross2 = 0, cc = 0, b = 0;
    for (int i = 0; i < 3; ++i) d[i] = p->side[i] ? p->d[i] * s : 0.0;
    for (int i = 0; i < 3; ++i) {
        if (!p->side[i]) continue;
        cc += d[i] * d[i];
        b += d[i] * w->v[i];
        for (int j = i + 1; j < 3; ++j) {
            if (!p->side[j]) continue;
            const double x = d[i] * w->v[j] - d[j] * w->v[i];
            cross2 += x * x;
        }
    }
    double disc = r2 * p->a - cross2;
    if (!(disc > 0)) disc = 0;
    const double q = CBX_SQRT(disc) - b;
    double t = q > 0 ? (cc - r2) / q / s : ts;
    if (!(t > ts)) t = ts;
    if (t > te) t = te;
    return t;
}

cbx_sweep3_local cbx_sweep3_separate(const double c[3], double r, const double lo[3], const double hi[3],
                                     const double sv[3], const double bv[3]) {
    cbx_sweep3_local out = {CBX_SWEEP_NONE, 0, {0, 0, 0}, {0, 0, 0}};
    /* The velocity's scale from the relative velocity itself (halved where
       the difference overflows), not from sv and bv: velocities that cancel
       (DBL_MAX - DBL_MAX + 1) would otherwise be scaled to subnormals. */
    double m = r, mv = 0, dv[3], half = 1;
    for (int i = 0; i < 3; ++i) {
        m = cbx_maxd(m, cbx_maxd(CBX_FABS(c[i]), cbx_maxd(CBX_FABS(lo[i]), CBX_FABS(hi[i]))));
        dv[i] = sv[i] - bv[i];
        if (!cbx_finite(dv[i])) half = 0.5;
    }
    for (int i = 0; i < 3; ++i) {
        if (half < 1) dv[i] = sv[i] * half - bv[i] * half;
        mv = cbx_maxd(mv, CBX_FABS(dv[i]));
    }
    const double ps = cbx_pow2_scale(m), pv = cbx_pow2_scale(mv) * half;
    cbx_walk w;
    double cuts[6];
    int ncuts = 0;
    w.r = r * ps;
    w.r2 = w.r * w.r;
    for (int i = 0; i < 3; ++i) {
        w.c[i] = c[i] * ps;
        w.lo[i] = lo[i] * ps;
        w.hi[i] = hi[i] * ps;
        w.v[i] = dv[i] * (pv / half);
        w.side_before[i] = w.v[i] > 0 ? -1 : 1;
        if (w.v[i] > 0 || w.v[i] < 0) {
            const double a = (w.lo[i] - w.c[i]) / w.v[i], b = (w.hi[i] - w.c[i]) / w.v[i];
            w.t_in[i] = w.v[i] > 0 ? a : b;
            w.t_out[i] = w.v[i] > 0 ? b : a;
        } else {
            const bool inside = w.c[i] >= w.lo[i] && w.c[i] <= w.hi[i];
            w.side_before[i] = w.c[i] < w.lo[i] ? -1 : 1;
            w.t_in[i] = inside ? -CBX_INF : CBX_INF;
            w.t_out[i] = CBX_INF;
        }
        const double t2[2] = {w.t_in[i], w.t_out[i]};
        for (int k = 0; k < 2; ++k) {
            if (!(t2[k] > 0) || !cbx_finite(t2[k])) continue;
            int j = ncuts++;
            while (j > 0 && cuts[j - 1] > t2[k]) {
                cuts[j] = cuts[j - 1];
                j--;
            }
            cuts[j] = t2[k];
        }
    }

    /* Visit the pieces in time order. */
    double ts = 0, t = 0;
    bool found = false, certain = false;
    cbx_piece p = {{0, 0, 0}, {0, 0, 0}, 0, 0}, prev = p;
    for (int k = 0; k <= ncuts; ++k) {
        const double te = k < ncuts ? cuts[k] : CBX_INF;
        prev = p;
        p = cbx_piece_make(&w, ts, te);
        double slope = 0;
        if (k < ncuts) {
            const double f = cbx_piece_f(&w, &p, te, &slope);
            if (f <= w.r2) {
                found = true;
                certain = f < w.r2 - cbx_piece_f_err(&w, &p, te, f);
                t = cbx_piece_root(&w, &p, ts, te);
                break;
            }
        }
        if (k == ncuts || slope >= 0) {
            double tmin = ts;
            if (p.a > 0) {
                tmin = -p.b / p.a;
                if (!(tmin > ts)) tmin = ts;
                if (tmin > te) tmin = te;
            }
            const double f = cbx_piece_f(&w, &p, tmin, &slope);
            const double err = cbx_piece_f_err(&w, &p, tmin, f);
            found = f <= w.r2;
            certain = found ? f < w.r2 - err : f > w.r2 + err;
            t = found ? cbx_piece_root(&w, &p, ts, tmin) : tmin;
            break;
        }
        ts = te;
    }
    if (!certain) found = cbx_sweep3_exact_hits(c, r, lo, hi, sv, bv);
    if (!found) return out;

    /* A piece inside the box is reached first only by a point (r = 0) or by
       rounding: the feature is that of the piece just before. */
    if (!p.side[0] && !p.side[1] && !p.side[2]) p = prev;
    /* None before it either: the scaled start already touches the box, its
       gap lost to underflow in the scaling (a face at 2^-1074 in a scene of
       size 4). The start is separate, so the unscaled center is outside the
       box on some axis: the feature nearest the start, with its mean normal. */
    const bool at_start = !p.side[0] && !p.side[1] && !p.side[2];
    if (at_start) {
        for (int i = 0; i < 3; ++i) p.side[i] = c[i] < lo[i] ? -1 : (c[i] > hi[i] ? 1 : 0);
    }

    /* Contact at t (or, for a graze the filter could not see, at the closest
       approach): point and normal from the piece's feature. */
    double n[3], nmax = 0;
    for (int i = 0; i < 3; ++i) {
        const double x = w.c[i] + w.v[i] * t;
        n[i] = 0;
        out.q[i] = x < w.lo[i] ? w.lo[i] : (x > w.hi[i] ? w.hi[i] : x);
        if (!p.side[i]) continue;
        out.q[i] = p.side[i] < 0 ? w.lo[i] : w.hi[i];
        if (at_start) continue;
        n[i] = p.d[i] + w.v[i] * t;
        if (n[i] * p.side[i] < 0) n[i] = 0; /* outward on the feature's side */
        nmax = cbx_maxd(nmax, CBX_FABS(n[i]));
    }
    for (int i = 0; i < 3; ++i) {
        /* Divided by the largest, the caller's normalization cannot underflow;
           a point-sized contact (r = 0) on an edge or corner gets the mean normal. */
        out.normal[i] = nmax > 0 ? n[i] / nmax : (double)p.side[i];
        out.q[i] /= ps;
    }
    double time = t * pv / ps;
    out.time = time > DBL_MAX ? DBL_MAX : time;
    out.type = CBX_SWEEP_CONTACT;
    return out;
}
