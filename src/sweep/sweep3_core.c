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
   convex set), so once f' > 0 at a piece's end the minimum has been reached
   and the walk stops: at most seven small quadratics, one square root.
   "f' > 0" must be certain: the slope carries the rounding of every
   offset (a crossing axis's offset, about 0, is off by u times the largest
   coordinate on that axis), so a slope within its error bound
   (cbx_slope_err) does not stop the walk, and the minimum is then sought in
   every piece from the last certainly falling one on. (Stopping on such a
   sign gave a wrong NONE certificate: a center at 1.5e8 above a face,
   closing at 7.5e7 while crossing a slab at 8e18, looked "rising" at the
   crossing.)

   DECISION. CONTACT vs NONE is sign(min f - r^2), made exact as follows.
   The walk evaluates f~ = f(t) in floating point: at the end of the piece
   where f first drops to r^2 (a contact certificate when f(t) < r^2), or at
   the approximate minimizer of each piece that may hold the minimum (a NONE
   certificate when every one is above r^2). With
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

   SCALE. For the walk, positions and velocities are multiplied by powers of
   two (exact) that bring their largest magnitudes near 1, so that no square
   overflows. That scaling may round a tiny offset to a subnormal or to 0 (a
   face at 2^-1074 in a scene of size 6), harmless for the decision, whose
   bound covers it, but not for the time. So the walk only finds the piece
   and whether the answer is its root or its closest approach; the time, the
   point and the normal are then computed from the problem as given: the
   piece's offsets c_i - e_i and velocities are formed unscaled (halved where
   a difference overflows), and only then brought near 1, lengths and
   velocities by separate powers of two, which the time undoes in one
   multiplication at the end (saturating at DBL_MAX); the crossing times that
   bound the piece likewise (cbx_cut_time). Where the start is within 2^-10
   of tangency to the feature, |d|^2 - r^2 is formed exactly (exact.h), so a
   gap below the rounding of d (a unit sphere at -1, a face at 5 * 2^-1074)
   still gives its time, never 0. */
#include "arith/exact.h"
#include "internal.h"
#include "arith/pow2.h"
#include "arith/real.h"

#define CBX_U (DBL_EPSILON / 2)

/* The k for which m 2^k lies in [1, 4) (0 for m = 0; a subnormal m lands
   above 2^-52, which is as good). */
static int cbx_scale_exp(double m) {
    if (!(m > 0)) return 0;
    int k = -cbx_exponent(m);
    if (k < -1022) k = -1022;
    if (k > 1023) k = 1023;
    return k;
}
static double cbx_pow2_scale(double m) { return cbx_pow2(cbx_scale_exp(m)); }

static double cbx_maxd(double a, double b) { return a > b ? a : b; }

/* The scaled problem and, per axis, the times at which the path enters and
   leaves the slab lo_i <= x_i <= hi_i (-inf/+inf when it never crosses). */
typedef struct cbx_walk {
    double c[3], lo[3], hi[3], v[3], r, r2;
    double t_in[3], t_out[3];
    int side_before[3]; /* -1: below lo before entering, +1: above hi */
    double wv0, wv1;    /* sum (|c_i| + |lo_i| + |hi_i|) |v_i| and sum v_i^2 (cbx_slope_err) */
} cbx_walk;

/* One piece of the path: side[i] = -1 at lo, +1 at hi, 0 within the slab. */
typedef struct cbx_piece {
    int side[3];
    double d[3]; /* c_i - e_i on the outside axes */
} cbx_piece;

/* The piece between two consecutive crossing times ts <= te (the walk builds
   only the first this way, the others with cbx_piece_cross). An axis whose
   slab the path crosses in no time at all (entry and exit rounded to the
   same time: a thin box far away) counts as inside on a piece of zero length
   between them. */
static cbx_piece cbx_piece_make(const cbx_walk *w, double ts, double te) {
    cbx_piece p = {{0, 0, 0}, {0, 0, 0}};
    for (int i = 0; i < 3; ++i) {
        if (ts >= w->t_in[i] && te <= w->t_out[i]) continue;
        p.side[i] = te <= w->t_in[i] ? w->side_before[i] : -w->side_before[i];
        p.d[i] = w->c[i] - (p.side[i] < 0 ? w->lo[i] : w->hi[i]);
    }
    return p;
}

/* The next piece: the same but for the axis whose plane the path crosses,
   now inside its slab (side 0) or beyond it (side -1 or +1). Crossings that
   round to the same time come in the order entry before exit (the sort is
   stable), so a thin slab is entered before it is left. */
static cbx_piece cbx_piece_cross(const cbx_walk *w, cbx_piece p, int axis, int side) {
    p.side[axis] = side;
    p.d[axis] = side ? w->c[axis] - (side < 0 ? w->lo[axis] : w->hi[axis]) : 0.0;
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

/* UNDERFLOW. The scaling makes the largest input near 1, but a piece may
   involve only much smaller ones (an edge at 1e-200 in a scene of size
   1e100): then f, r^2, the slope or |v_A|^2 underflow, and the walk would
   take the wrong piece (f = 0 <= r^2 = 0) or stop early (slope 0). The
   decision stays right (its bound covers underflow, the exact test
   decides), but the time is the piece's. So where f and r^2 both fall
   below 2^-900 the comparison is redone on the offsets multiplied by a
   power of two (exact) that brings the largest near 1, and the vertex -b/a
   is always formed that way: neither a comparison nor a ratio changes.
   A slope that underflows is within its error bound and never stops the
   walk. */
#define CBX_TINY2 0x1p-900

static double cbx_piece_x(const cbx_walk *w, const cbx_piece *p, double t, double x[3]) {
    double m = 0;
    for (int i = 0; i < 3; ++i) {
        x[i] = p->side[i] ? p->d[i] + w->v[i] * t : 0.0;
        m = cbx_maxd(m, CBX_FABS(x[i]));
    }
    return m;
}

/* f(t) <= r^2, from f = cbx_piece_f(t). */
static bool cbx_piece_within(const cbx_walk *w, const cbx_piece *p, double t, double f) {
    if (f > CBX_TINY2 || w->r2 > CBX_TINY2) return f <= w->r2;
    double x[3];
    const double s = cbx_pow2_scale(cbx_maxd(cbx_piece_x(w, p, t, x), w->r)), rs = w->r * s;
    double fs = 0;
    for (int i = 0; i < 3; ++i) fs += (x[i] * s) * (x[i] * s);
    return fs <= rs * rs;
}

/* A bound on the error of the slope of cbx_piece_f(t): each offset x_i is
   within 4u w_i of its exact value (DECISION), an axis counted on the wrong
   side has |x_i| <= 4u w_i, and |x_i| <= w_i; so |g~ - g| <= 8.1u sum w_i |v_i|
   plus underflow, here doubled. */
static double cbx_slope_err(const cbx_walk *w, double t) {
    return 16 * CBX_U * (w->wv0 + w->wv1 * t) + 0x1p-996 * (1 + t);
}

/* The minimizer of f on the piece, -b / a (a = |v_A|^2, b = d_A . v_A),
   clamped to [ts, te]; ts when the path does not move on the piece's axes. */
static double cbx_piece_vertex(const cbx_walk *w, const cbx_piece *p, double ts, double te) {
    double md = 0, mv = 0;
    for (int i = 0; i < 3; ++i) {
        if (!p->side[i]) continue;
        md = cbx_maxd(md, CBX_FABS(p->d[i]));
        mv = cbx_maxd(mv, CBX_FABS(w->v[i]));
    }
    if (!(mv > 0)) return ts;
    const int kd = cbx_scale_exp(md), kv = cbx_scale_exp(mv);
    const double sd = cbx_pow2(kd), sv = cbx_pow2(kv);
    double a = 0, b = 0;
    for (int i = 0; i < 3; ++i) {
        const double v = p->side[i] ? w->v[i] * sv : 0.0;
        a += v * v;
        b += (p->d[i] * sd) * v;
    }
    /* -b/a in units scaled by sd / sv */
    double t = cbx_scale2(-b / a, kv - kd);
    if (!(t > ts)) t = ts;
    return t > te ? te : t;
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

/* A piece's quadratic in units of its own: offsets d_i = c_i - e_i on the
   outside axes and the radius multiplied by one power of two, the relative
   velocity by another, both bringing the largest near 1, so that nothing
   below squares overflows or underflows. A time in these units is the
   true time times 2^-k, a length the true length times 2^kl. */
typedef struct cbx_local {
    double d[3], v[3], r;
    int k, kl;
} cbx_local;

/* The problem as given: c, r, lo, hi unscaled and the relative velocity v,
   whose true value is v 2^kv (kv = 1 when sv - bv overflowed and was halved). */
typedef struct cbx_given {
    const double *c, *lo, *hi;
    double v[3], r;
    int kv;
} cbx_given;

static cbx_local cbx_local_make(const cbx_given *g, const int side[3]) {
    cbx_local l = {{0, 0, 0}, {0, 0, 0}, 0, 0, 0};
    int kd = 0;
    for (int i = 0; i < 3; ++i) {
        if (!side[i]) continue;
        const double e = side[i] < 0 ? g->lo[i] : g->hi[i];
        l.d[i] = g->c[i] - e;
        if (!cbx_finite(l.d[i])) kd = 1;
    }
    const double h = kd ? 0.5 : 1.0;
    double md = g->r * h, mv = 0;
    for (int i = 0; i < 3; ++i) {
        if (!side[i]) continue;
        if (kd) l.d[i] = g->c[i] * 0.5 - (side[i] < 0 ? g->lo[i] : g->hi[i]) * 0.5;
        md = cbx_maxd(md, CBX_FABS(l.d[i]));
        mv = cbx_maxd(mv, CBX_FABS(g->v[i]));
    }
    const int ks = cbx_scale_exp(md), kw = cbx_scale_exp(mv);
    const double ps = cbx_pow2(ks), pv = cbx_pow2(kw);
    l.r = g->r * h * ps;
    for (int i = 0; i < 3; ++i) {
        l.d[i] *= ps; /* 0 off the piece's axes */
        l.v[i] = side[i] ? g->v[i] * pv : 0.0;
    }
    l.k = kd - ks - g->kv + kw;
    l.kl = ks - kd;
    return l;
}

/* |d|^2 - r^2 in local units, exactly then rounded, from the unrounded
   offsets c_i - e_i: for a start close to the feature's tangent (a gap far
   below |d|), where the rounded offsets lose the gap. */
static double cbx_local_gap2_exact(const cbx_given *g, const int side[3], int kl) {
    cbx_big sum, x;
    cbx_big_set(&sum, g->r);
    cbx_big_mul(&sum, &sum, &sum);
    sum.sign = -sum.sign;
    for (int i = 0; i < 3; ++i) {
        if (!side[i]) continue;
        cbx_big_diff(&x, g->c[i], side[i] < 0 ? g->lo[i] : g->hi[i]);
        cbx_big_mul(&x, &x, &x);
        cbx_big_add(&sum, &sum, &x);
    }
    return cbx_big_to_double(&sum, 2 * kl);
}

/* The feature's quadratic a t^2 + 2 b t + cc on the problem as given (v
   the given relative velocity), exactly: a = sum v_i^2, b = sum d_i v_i,
   cc = sum d_i^2 - r^2 over the feature's axes, d_i = c_i - e_i. */
static void cbx_feature_quadratic_exact(const cbx_given *g, const int side[3], cbx_big *a, cbx_big *b,
                                        cbx_big *cc) {
    cbx_big d, v;
    cbx_big_set(a, 0.0);
    cbx_big_set(b, 0.0);
    cbx_big_set(cc, g->r);
    cbx_big_mul(cc, cc, cc);
    cc->sign = -cc->sign;
    for (int i = 0; i < 3; ++i) {
        if (!side[i]) continue;
        cbx_big_diff(&d, g->c[i], side[i] < 0 ? g->lo[i] : g->hi[i]);
        cbx_big_set(&v, g->v[i]);
        cbx_big_add_quad_terms(a, b, cc, &d, &v);
    }
}

/* cbx_feature_time's answer in true units with b, cc and the discriminant
   b^2 - a cc formed exactly and each rounded once (scaled by powers of two
   near 1 first): for a path so nearly perpendicular to d that their
   floating-point forms lose every bit to cancellation, b's sign included,
   so that cbx_feature_time finds no root although the walk has proved one
   (the fuzz target found a sphere of radius 3.4e38 resting on a point box,
   moving at 7.7e112 across the line to it: its contact at 2e-225 was
   reported at the piece's end, 1.8e-75). A negative discriminant is a
   graze, as in cbx_local_time. The closest approach when `closest` (never
   before 0). -1 when the path has no motion on the feature's axes or moves
   away from it. */
static double cbx_feature_time_exact(const cbx_given *g, const int side[3], bool closest) {
    cbx_big a, b, cc, disc, x;
    cbx_feature_quadratic_exact(g, side, &a, &b, &cc);
    if (a.sign <= 0) return -1;
    if (closest) {
        if (b.sign >= 0) return 0;
        const int ea = cbx_big_log2(&a), eb = cbx_big_log2(&b);
        const double q = -cbx_big_to_double(&b, -eb) / cbx_big_to_double(&a, -ea);
        return cbx_scale2(q, eb - ea - g->kv);
    }
    if (cc.sign <= 0) return 0; /* within r of the feature already */
    cbx_big_mul(&disc, &b, &b);
    cbx_big_mul(&x, &a, &cc);
    cbx_big_sub(&disc, &disc, &x);
    if (b.sign >= 0) return -1; /* moving away */
    /* q = sqrt(disc) - b = sqrt(disc) + |b|, at the scale 2^s of |b| */
    const int s = cbx_big_log2(&b), ec = cbx_big_log2(&cc);
    const double dq = disc.sign > 0 ? CBX_SQRT(cbx_big_to_double(&disc, -2 * s)) : 0.0;
    const double q = dq - cbx_big_to_double(&b, -s);
    return cbx_scale2(cbx_big_to_double(&cc, -ec) / q, ec - s - g->kv);
}

/* The first time the center comes within r of the piece's feature (local
   units), or its closest approach when `closest`; -1 when the path never
   comes within r or has no motion on the piece's axes. The smaller root of
   a t^2 + 2 b t + (|d|^2 - r^2) in the cancellation-free form
   (|d|^2 - r^2) / (-b + sqrt(disc)), the discriminant written as
   r^2 a - sum (d_i v_j - d_j v_i)^2 (Lagrange's identity), accurate down to
   grazing incidence, where the root itself becomes ill-conditioned. The
   numerator |d|^2 - r^2 is computed exactly when it is below 2^-10 |d|^2
   (a start near tangency, where rounding the offsets would cost relative
   accuracy, or turn a tiny positive time into 0).
   A discriminant below 0 is taken for a graze (0), since the callers have
   decided that the path meets the feature. */
static double cbx_local_time(const cbx_given *g, const int side[3], const cbx_local *l, bool closest,
                             bool *ill) {
    double a = 0, b = 0, cc = 0, cross2 = 0, bs = 0, xs = 0;
    for (int i = 0; i < 3; ++i) {
        a += l->v[i] * l->v[i];
        b += l->d[i] * l->v[i];
        bs += CBX_FABS(l->d[i] * l->v[i]);
        cc += l->d[i] * l->d[i];
        for (int j = i + 1; j < 3; ++j) {
            const double x = l->d[i] * l->v[j] - l->d[j] * l->v[i];
            const double xa = CBX_FABS(l->d[i] * l->v[j]) + CBX_FABS(l->d[j] * l->v[i]);
            cross2 += x * x;
            xs += xa * xa;
        }
    }
    if (!(a > 0)) return -1;
    /* b within its rounding of 0 (the offsets', the products', the sum's:
       below 16u sum |d_i v_i|): its sign and size are noise */
    *ill = CBX_FABS(b) <= 16 * CBX_U * bs;
    if (closest) return -b / a;
    const double r2 = l->r * l->r, ra = r2 * a;
    double disc = ra - cross2;
    /* the discriminant within its rounding of 0 (below 32u (r^2 a + sum of
       the cross terms' squared magnitudes)) where that rounding is not
       negligible beside b^2 (then the root is about (|d|^2 - r^2) / |b|
       whatever the discriminant is) */
    const double derr = 32 * CBX_U * (ra + xs);
    *ill |= CBX_FABS(disc) <= derr && derr > 0x1p-20 * b * b;
    if (!(disc > 0)) disc = 0;
    const double q = CBX_SQRT(disc) - b;
    if (!(q > 0)) return -1;
    double gap2 = cc - r2;
    if (gap2 < 0x1p-10 * cc) gap2 = cbx_local_gap2_exact(g, side, l->kl);
    return gap2 / q;
}

/* The feature `side`'s local frame *l and time *tl (cbx_local_time), and
   that time in true units: the first time the given path comes within r of
   the feature (its closest approach when `closest`), -1 when never. Where
   the floating-point root is ill-conditioned (b or the discriminant lost
   to cancellation), the root of the exact quadratic, and *tl = -1 (no
   local time: cbx_sweep3_answer then takes the true one). */
static double cbx_feature_time(const cbx_given *g, const int side[3], bool closest, cbx_local *l, double *tl) {
    *l = cbx_local_make(g, side);
    bool ill = false;
    *tl = cbx_local_time(g, side, l, closest, &ill);
    if (CBX_UNLIKELY(ill)) {
        *tl = -1;
        return cbx_feature_time_exact(g, side, closest);
    }
    return *tl >= 0 ? cbx_scale2(*tl, l->k) : -1;
}

/* When the path crosses the plane x_i = e (e = lo_i for side -1, hi_i for
   +1), c_i + v_i t = e, in true time
   (+inf beyond the range): the ratio of the unscaled difference and velocity,
   each first brought near 1. */
static double cbx_cut_time(const cbx_given *g, int i, int side) {
    const double e = side < 0 ? g->lo[i] : g->hi[i];
    double d = e - g->c[i];
    int k = -g->kv;
    if (!cbx_finite(d)) {
        d = e * 0.5 - g->c[i] * 0.5;
        k += 1;
    }
    /* No motion on axis i: the quotient IEEE gives for d / +-0 (the sign of
       d times that of the zero; NaN for 0 / 0), written out, as the
       sanitizers of the fuzz build trap the division (fuzz_sweep_sphere) */
    if (!(g->v[i] > 0 || g->v[i] < 0)) {
        if (!(d > 0 || d < 0)) return CBX_NAN;
        return CBX_COPYSIGN(CBX_INF, d) * CBX_COPYSIGN(1.0, g->v[i]);
    }
    const int a = cbx_scale_exp(CBX_FABS(d)), b = cbx_scale_exp(CBX_FABS(g->v[i]));
    return cbx_scale2((d * cbx_pow2(a)) / (g->v[i] * cbx_pow2(b)), k - a + b);
}

/* The answer for a contact at time t (t <= DBL_MAX) on the feature `side`,
   whose local frame *l and root troot (local time tl, -1 if none) the time
   came from. Point: the feature's bounds on its axes, the path clamped to
   the box on the others. Normal: from the feature to the center at t, in
   the piece's local units (accurate at the feature's own scale); a
   point-sized contact (r = 0) on an edge or corner gets the mean normal. */
/* An edge's or corner's normal is the gap from the feature to the center
   at t, each component >= 0 outward; the time's documented error (64 eps t
   + 64 sqrt(eps) L / |v|, doubled as cbx_walk_side_unsure takes it) moves
   component i by up to e_i = |v_i| dt plus its rounding. Where even the
   well-conditioned part of that error (64 eps (t + L / |v|), L and |v| of
   the feature's axes) exceeds r / 4 on some axis (L / r beyond about 2^44,
   where the normal's documented bound, 256 eps L / (r cos), allows any
   direction), the computed gap may
   sit on one edge of the feature's cone of normals and the exact one on
   the other (dot product 0: a sphere meeting an edge exactly where its
   face begins, an independent oracle's finding). Adding the whole e_i to
   each component (in units of r) keeps every component above the exact
   one's lower end, and positive, so the dot product with the exact
   normal is positive. Below that the gap is left as it is. */
static void cbx_answer_normal_side(const cbx_given *g, const cbx_local *l, const int side[3], double t, double n[3]) {
    const int axes = (side[0] != 0) + (side[1] != 0) + (side[2] != 0);
    if (axes < 2 || !(g->r > 0) || !(l->r > 0)) return;
    const double kv = g->kv ? 2.0 : 1.0;
    /* L and |v| over the feature's own axes and bounds: its root is found in
       its own units (cbx_feature_time), whatever the other axes hold */
    double L = g->r, vmax = 0, e[3] = {0, 0, 0};
    for (int i = 0; i < 3; ++i) {
        if (!side[i]) continue;
        L = cbx_maxd(L, cbx_maxd(CBX_FABS(g->c[i]), CBX_FABS(side[i] < 0 ? g->lo[i] : g->hi[i])));
        vmax = cbx_maxd(vmax, CBX_FABS(g->v[i])); /* v 2^kv: the ratios need no kv */
    }
    if (!(t < DBL_MAX)) return; /* a saturated time: no position to speak of */
    bool wide = false;
    for (int i = 0; i < 3; ++i) {
        if (!side[i]) continue;
        /* |v_i| dt with L / |v| as L (|v_i| / |v|): no overflow for a
           subnormal |v| (a path of 1e325 time units, its normal exact in
           the feature's own units) */
        const double v = CBX_FABS(g->v[i]), share = vmax > 0 ? L * (v / vmax) : 0;
        const double vt = v * (t * kv), bound = side[i] < 0 ? g->lo[i] : g->hi[i];
        /* each term scaled before it is summed: near DBL_MAX the sum of
           the magnitudes overflows, and an infinite error pushed the
           normal onto one axis (an edge's normal (-1, 0, 0) for the exact
           (-0.40, -0.92, 0): an independent tester, 5.6 % of 3D sweeps
           whose largest magnitude is above 2^1021) */
        const double round = 4 * CBX_U * CBX_FABS(g->c[i]) + 4 * CBX_U * vt + 4 * CBX_U * CBX_FABS(bound);
        e[i] = (0x1p-46 * vt + 0x1p-18 * share + round) / g->r;
        wide |= !((0x1p-46 * vt + 0x1p-46 * share + round) / g->r <= 0.25);
    }
    if (!wide) return;
    for (int i = 0; i < 3; ++i)
        if (side[i]) n[i] += side[i] * (cbx_finite(e[i]) ? e[i] * l->r : DBL_MAX);
}

static cbx_sweep3_local cbx_sweep3_answer(const cbx_given *g, const int side[3], const cbx_local *l, double tl,
                                          double troot, double t) {
    cbx_sweep3_local out = {CBX_SWEEP_CONTACT, t, {0, 0, 0}, {0, 0, 0}, 0};
    const double tloc = t == troot && tl >= 0 ? tl : cbx_scale2(t, -l->k);
    double n[3], nmax = 0;
    for (int i = 0; i < 3; ++i) {
        n[i] = 0;
        if (side[i]) {
            out.q[i] = side[i] < 0 ? g->lo[i] : g->hi[i];
            n[i] = l->d[i] + l->v[i] * tloc;
            if (!(n[i] * side[i] > 0)) n[i] = 0; /* outward on the feature's side, never NaN */
        } else {
            const double x = g->c[i] + (g->v[i] * t) * (g->kv ? 2.0 : 1.0);
            out.q[i] = x < g->lo[i] ? g->lo[i] : (x > g->hi[i] ? g->hi[i] : x);
        }
    }
    cbx_answer_normal_side(g, l, side, t, n);
    for (int i = 0; i < 3; ++i) nmax = cbx_maxd(nmax, CBX_FABS(n[i]));
    for (int i = 0; i < 3; ++i) {
        /* Divided by the largest, the caller's normalization cannot underflow. */
        out.normal[i] = cbx_finite(nmax) && nmax > 0 ? n[i] / nmax : (double)side[i];
    }
    return out;
}

/* SPREAD. The walk's scaled copy keeps every bit of an input that lies
   within 2^1022 of the largest; the bounds above assume a little more (the
   squares of small offsets underflow). Where some nonzero position (or
   velocity component) lies more than 2^CBX_SPREAD below the largest of its
   kind (CBX_SPREAD_FLOOR), the copy may have rounded it, or its axis, away, and the piece the
   walk finds (hence the time) can be another feature's: a sphere grazing a
   box edge of size 1e-180 whose own axis spans 8e180 got 768 for 1024. Such
   input takes cbx_sweep3_exact_walk instead: slow, and rare. Above the
   floor the copy is exact (a power-of-two scaling of values at least 2^-601
   after it), so every axis keeps its motion and its side of the slab, and
   the walk's pieces are the given path's. */
#ifndef CBX_SPREAD_FLOOR
#define CBX_SPREAD_FLOOR 0x1p-600
#endif

/* Whether some x_i is nonzero and below f in magnitude. */
static bool cbx_any_below(const double x[3], double f) {
    bool below = false;
    for (int i = 0; i < 3; ++i) below |= CBX_FABS(x[i]) < f && CBX_FABS(x[i]) > 0;
    return below;
}

/* SPREAD's test: m and mv the largest position and velocity magnitudes. */
static bool cbx_spread_wide(const cbx_given *g, double m, double mv) {
    const double f = m * CBX_SPREAD_FLOOR;
    bool wide = g->r < f && g->r > 0;
    wide |= cbx_any_below(g->c, f);
    wide |= cbx_any_below(g->lo, f);
    wide |= cbx_any_below(g->hi, f);
    wide |= cbx_any_below(g->v, mv * CBX_SPREAD_FLOOR);
    return wide;
}

/* The sweep for input of extreme exponent spread (SPREAD): the piece of the
   first contact found exactly (sweep3_exact.c), then its feature's root on
   the problem as given (cbx_feature_time, in the feature's own units, so
   that the other axes' magnitudes do not matter), kept within the piece's
   crossings. */
static cbx_sweep3_local cbx_sweep3_exact_walk(const cbx_given *g, const double sv[3], const double bv[3]) {
    cbx_sweep3_local none = {CBX_SWEEP_NONE, 0, {0, 0, 0}, {0, 0, 0}, 0};
    cbx_sweep3_piece pc;
    if (!cbx_sweep3_exact_piece(g->c, g->r, g->lo, g->hi, sv, bv, &pc)) return none;
    int side[3] = {pc.side[0], pc.side[1], pc.side[2]};
    cbx_local l;
    double tl;
    const double troot = cbx_feature_time(g, side, false, &l, &tl);
    const double ts = pc.start.axis >= 0 ? cbx_cut_time(g, pc.start.axis, pc.start.plane) : 0.0;
    const double te = pc.end.axis >= 0 ? cbx_cut_time(g, pc.end.axis, pc.end.plane) : CBX_INF;
    /* No root found only through rounding (the piece holds one): its end. */
    double t = troot >= 0 ? troot : (te < CBX_INF ? te : ts);
    t = t < ts ? ts : (t > te ? te : t);
    t = t > DBL_MAX ? DBL_MAX : t;
    return cbx_sweep3_answer(g, side, &l, tl, troot, t);
}

/* The problem as given (positions unscaled, the relative velocity halved
   where sv - bv overflows), with *m the largest position magnitude (r
   included) and *mv the largest velocity component. The velocity's scale
   comes from the relative velocity itself, not from sv and bv: velocities
   that cancel (DBL_MAX - DBL_MAX + 1) would otherwise be scaled to
   subnormals. */
static cbx_given cbx_given_make(const double c[3], double r, const double lo[3], const double hi[3],
                                const double sv[3], const double bv[3], double *m, double *mv) {
    cbx_given g = {c, lo, hi, {0, 0, 0}, r, 0};
    *m = r;
    *mv = 0;
    for (int i = 0; i < 3; ++i) {
        *m = cbx_maxd(*m, cbx_maxd(CBX_FABS(c[i]), cbx_maxd(CBX_FABS(lo[i]), CBX_FABS(hi[i]))));
        g.v[i] = sv[i] - bv[i];
        if (!cbx_finite(g.v[i])) g.kv = 1;
    }
    for (int i = 0; i < 3; ++i) {
        if (g.kv) g.v[i] = sv[i] * 0.5 - bv[i] * 0.5;
        *mv = cbx_maxd(*mv, CBX_FABS(g.v[i]));
    }
    return g;
}

/* The walk's crossings after time 0 in time order, at most two per axis:
   the k-th at time t[k], of the plane side[k] (-1 lo, +1 hi) of axis
   axis[k], entering that axis's slab (enter[k]) or leaving it. */
typedef struct cbx_cuts {
    double t[6];
    int axis[6], side[6], enter[6];
    int n;
} cbx_cuts;

/* Inserts a crossing, keeping the order (a tie goes after the earlier). */
static void cbx_cuts_add(cbx_cuts *k, double t, int axis, int side, int enter) {
    int j = k->n++;
    while (j > 0 && k->t[j - 1] > t) {
        k->t[j] = k->t[j - 1];
        k->axis[j] = k->axis[j - 1];
        k->side[j] = k->side[j - 1];
        k->enter[j] = k->enter[j - 1];
        j--;
    }
    k->t[j] = t;
    k->axis[j] = axis;
    k->side[j] = side;
    k->enter[j] = enter;
}

/* Axis i's slab times on the scaled problem: entry and exit, or -inf/+inf
   for a still axis inside its slab (+inf/+inf outside it), and the side
   the path is on before it enters. */
static void cbx_walk_slab(cbx_walk *w, int i) {
    w->side_before[i] = w->v[i] > 0 ? -1 : 1;
    if (w->v[i] > 0 || w->v[i] < 0) {
        const double a = (w->lo[i] - w->c[i]) / w->v[i], b = (w->hi[i] - w->c[i]) / w->v[i];
        w->t_in[i] = w->v[i] > 0 ? a : b;
        w->t_out[i] = w->v[i] > 0 ? b : a;
    } else {
        const bool inside = w->c[i] >= w->lo[i] && w->c[i] <= w->hi[i];
        w->side_before[i] = w->c[i] < w->lo[i] ? -1 : 1;
        w->t_in[i] = inside ? -CBX_INF : CBX_INF;
        w->t_out[i] = CBX_INF;
    }
}

/* The walk's copy of the problem, positions times ps and velocities times
   pv (powers of two: exact), and its crossings after time 0. */
static void cbx_walk_make(const cbx_given *g, double ps, double pv, cbx_walk *w, cbx_cuts *k) {
    w->r = g->r * ps;
    w->r2 = w->r * w->r;
    w->wv0 = w->wv1 = 0;
    k->n = 0;
    for (int i = 0; i < 3; ++i) {
        w->c[i] = g->c[i] * ps;
        w->lo[i] = g->lo[i] * ps;
        w->hi[i] = g->hi[i] * ps;
        w->v[i] = g->v[i] * pv;
        w->wv0 += (CBX_FABS(w->c[i]) + CBX_FABS(w->lo[i]) + CBX_FABS(w->hi[i])) * CBX_FABS(w->v[i]);
        w->wv1 += w->v[i] * w->v[i];
        cbx_walk_slab(w, i);
        const double t2[2] = {w->t_in[i], w->t_out[i]};
        for (int e = 0; e < 2; ++e) {
            if (!(t2[e] > 0) || !cbx_finite(t2[e])) continue;
            /* the plane crossed: lo entering from below or leaving downward */
            cbx_cuts_add(k, t2[e], i, (e == 0) == (w->v[i] > 0) ? -1 : 1, e == 0);
        }
    }
}

/* What the walk found: the piece kp holding the first contact (found) or
   the closest approach (closest), and whether the floating-point bound
   settled that (certain; otherwise the exact test decides). */
typedef struct cbx_walk_find {
    cbx_piece pieces[7];
    int kp;
    bool found, certain, closest;
} cbx_walk_find;

/* Visit the pieces in time order. A piece at whose end f <= r^2 holds the
   first contact (f is convex: {f <= r^2} is an interval). Otherwise the
   walk goes on while f is falling, and stops once its slope is certainly
   positive: the minimum of f then lies in the pieces first..kp (returned:
   first), after the last one whose slope was certainly negative. Usually
   that is one piece; a slope within its rounding of zero (a crossing axis
   whose offset is lost in the rounding of far larger coordinates) leaves
   the pieces around it to be looked at too, instead of stopping on a sign
   that is noise. */
static int cbx_walk_ends(const cbx_walk *w, const cbx_cuts *k, cbx_walk_find *o) {
    int first = 0;
    o->kp = 0;
    o->found = o->closest = false;
    o->certain = true;
    o->pieces[0] = cbx_piece_make(w, 0, k->n > 0 ? k->t[0] : CBX_INF);
    for (; o->kp < k->n; ++o->kp) {
        const int kp = o->kp;
        const double te = k->t[kp];
        const cbx_piece p = o->pieces[kp];
        double slope = 0;
        const double f = cbx_piece_f(w, &p, te, &slope);
        if (cbx_piece_within(w, &p, te, f)) {
            o->found = true;
            o->certain = f < w->r2 - cbx_piece_f_err(w, &p, te, f);
            break;
        }
        const double eg = cbx_slope_err(w, te);
        if (slope > eg) break;
        if (slope < -eg) first = kp + 1;
        o->pieces[kp + 1] = cbx_piece_cross(w, p, k->axis[kp], k->enter[kp] ? 0 : k->side[kp]);
    }
    return first;
}

/* No contact at a piece's end: the minimum of f over each candidate piece
   first..kp, at its vertex (accurate to O(u) in t, hence O(u^2) in f). The
   earliest piece whose minimum reaches r^2 holds the first contact; if
   none does, the sweep misses unless a minimum is within rounding of r^2,
   and a graze only the exact test sees is reported at the lowest one. */
static void cbx_walk_vertices(const cbx_walk *w, const cbx_cuts *k, int first, cbx_walk_find *o) {
    int kbest = o->kp;
    double best = CBX_INF;
    for (int j = first; j <= o->kp; ++j) {
        const double a = j > 0 ? k->t[j - 1] : 0, b = j < k->n ? k->t[j] : CBX_INF;
        const cbx_piece q = o->pieces[j];
        const double tmin = cbx_piece_vertex(w, &q, a, b);
        double slope = 0;
        const double f = cbx_piece_f(w, &q, tmin, &slope);
        const double err = cbx_piece_f_err(w, &q, tmin, f);
        if (cbx_piece_within(w, &q, tmin, f)) {
            o->found = true;
            o->certain = f < w->r2 - err;
            kbest = j;
            break;
        }
        o->certain = o->certain && f > w->r2 + err;
        if (f < best) {
            best = f;
            kbest = j;
        }
    }
    o->closest = !o->found;
    o->kp = kbest;
}

/* The feature of the walk's piece: its sides, returned with the piece's
   index. A piece inside the box is reached first only by a point (r = 0)
   or by rounding: the feature is that of the piece just before. None
   before it either: the scaled start already touches the box, its gap lost
   to underflow in the scaling (a face at 2^-1074 in a scene of size 4).
   The start is separate, so the unscaled center is outside the box on
   some axis: the feature nearest the start. */
static int cbx_walk_feature(const cbx_walk_find *o, const cbx_given *g, int side[3]) {
    int kp = o->kp;
    for (int i = 0; i < 3; ++i) side[i] = o->pieces[kp].side[i];
    if (!side[0] && !side[1] && !side[2] && kp > 0) {
        --kp;
        for (int i = 0; i < 3; ++i) side[i] = o->pieces[kp].side[i];
    }
    if (!side[0] && !side[1] && !side[2]) {
        for (int i = 0; i < 3; ++i) side[i] = g->c[i] < g->lo[i] ? -1 : (g->c[i] > g->hi[i] ? 1 : 0);
    }
    return kp;
}

/* A contact on the feature `side`: its local frame l and local time tl
   (cbx_feature_time), its root troot in true time, and the time t
   reported, which a crossing may have clamped. */
typedef struct cbx_contact_time {
    int side[3];
    cbx_local l;
    double tl, troot, t;
} cbx_contact_time;

/* The root of the feature `s` becomes the contact. */
static void cbx_contact_time_take(cbx_contact_time *ct, const int s[3], const cbx_local *l, double tl, double root) {
    for (int i = 0; i < 3; ++i) ct->side[i] = s[i];
    ct->l = *l;
    ct->tl = tl;
    ct->troot = ct->t = root;
}

/* Within the piece kp's crossings, checked in the walk's units (there the
   time is t 2^dk), a time before the piece's first crossing, which only
   rounding or grazing produce, is clamped to that crossing computed on the
   problem as given. The given path enters the piece after its root where
   the walk's scaled copy rounded a slab's tiny width away, so that its
   crossings fell together and the contact belongs to the piece before
   (fuzz finding: a box 8 * 2^-1074 wide on x, a sphere of radius 4
   crossing that slab from 0.25 to 2.25 and touching at 2: time 2.25):
   that piece's feature, if its root comes before the crossing; otherwise
   (grazing) the crossing. */
static void cbx_time_after_entry(const cbx_given *g, const cbx_walk_find *o, const cbx_cuts *k, int kp, int dk,
                                 cbx_contact_time *ct) {
    if (kp == 0 || cbx_scale2(ct->t, dk) > k->t[kp - 1]) return;
    const double ts = cbx_cut_time(g, k->axis[kp - 1], k->side[kp - 1]);
    if (!(ct->t < ts)) return;
    int prev[3] = {ct->side[0], ct->side[1], ct->side[2]};
    prev[k->axis[kp - 1]] = o->pieces[kp - 1].side[k->axis[kp - 1]];
    cbx_local lp;
    double tp;
    const double rp = cbx_feature_time(g, prev, o->closest, &lp, &tp);
    if (rp >= 0 && rp < ts) cbx_contact_time_take(ct, prev, &lp, tp, rp);
    else ct->t = ts;
}

/* Likewise a time past the piece's last crossing. The given path leaves
   the piece before its root where the walk's scaled copy rounded an
   axis's tiny offsets away, so that its crossing and the contact fell
   together (fuzz finding: a sphere at 10, every x offset near 2^-1072:
   time 0.25 for 2): the contact then lies in the next piece, if that
   piece's feature has a root after the crossing; otherwise (grazing) the
   crossing is the contact. */
static void cbx_time_before_exit(const cbx_given *g, const cbx_cuts *k, int kp, int dk, bool closest,
                                 cbx_contact_time *ct) {
    for (int guard = 0; kp < k->n && guard < 6 && !(cbx_scale2(ct->t, dk) < k->t[kp]); ++guard) {
        const double te = cbx_cut_time(g, k->axis[kp], k->side[kp]);
        if (!(ct->t > te)) break;
        int next[3] = {ct->side[0], ct->side[1], ct->side[2]};
        next[k->axis[kp]] = k->enter[kp] ? 0 : k->side[kp];
        cbx_local ln;
        double tn;
        const double rn = cbx_feature_time(g, next, closest, &ln, &tn);
        if (!(rn >= te)) {
            ct->t = te;
            break;
        }
        cbx_contact_time_take(ct, next, &ln, tn, rn);
        ++kp;
    }
}

/* Whether the feature of the walk's contact at its time tw (walk units)
   may differ from the exact one: some moving axis whose center coordinate at tw lies
   within its error of a plane of its slab. That error is the time's (the
   documented bound, whatever the incidence: |t - t*| <= 64 eps t +
   64 sqrt(eps) L / |v|, in the walk's units L < 4 and |v| >= 1) times the
   axis's speed, and the rounding of c_i + v_i t. Elsewhere each axis is on
   the side it is at t*, so the feature is exact. Where the contact lies
   within rounding of a crossing, the piece the floating-point walk took
   can be one the exact path never enters: a ball of radius 2^-59 of the
   scene grazing an edge from afar crosses the edge's two planes within an
   ulp of each other, and was put on the one face (normal (0, -1, 0)) where
   it meets the other ((0, 0, 1)), a normal on the wrong side. */
static bool cbx_walk_side_unsure(const cbx_walk *w, double tw) {
    const double dt = 0x1p-46 * tw + 0x1p-18;
    bool unsure = false;
    for (int i = 0; i < 3; ++i) {
        if (!(w->v[i] > 0 || w->v[i] < 0)) continue; /* c_i exact: the walk's side is */
        const double x = w->c[i] + w->v[i] * tw, av = CBX_FABS(w->v[i]);
        const double round = 4 * CBX_U * (CBX_FABS(w->c[i]) + av * tw + CBX_FABS(w->lo[i]) + CBX_FABS(w->hi[i]));
        const double m = av * dt + round + 0x1p-1000;
        unsure |= CBX_FABS(x - w->lo[i]) <= m || CBX_FABS(x - w->hi[i]) <= m;
    }
    return unsure;
}

cbx_sweep3_local cbx_sweep3_separate(const double c[3], double r, const double lo[3], const double hi[3],
                                     const double sv[3], const double bv[3]) {
    const cbx_sweep3_local none = {CBX_SWEEP_NONE, 0, {0, 0, 0}, {0, 0, 0}, 0};
    double m, mv;
    const cbx_given g = cbx_given_make(c, r, lo, hi, sv, bv, &m, &mv);
    if (CBX_UNLIKELY(cbx_spread_wide(&g, m, mv))) return cbx_sweep3_exact_walk(&g, sv, bv);
    /* Find the piece on the scaled copy. */
    const int kps = cbx_scale_exp(m), kpv = cbx_scale_exp(mv);
    cbx_walk w;
    cbx_cuts k;
    cbx_walk_make(&g, cbx_pow2(kps), cbx_pow2(kpv), &w, &k);
    cbx_walk_find o;
    const int first = cbx_walk_ends(&w, &k, &o);
    if (!o.found) cbx_walk_vertices(&w, &k, first, &o);
    if (!o.certain) o.found = cbx_sweep3_exact_hits(c, r, lo, hi, sv, bv);
    if (!o.found) return none;
    /* The time on the problem as given, kept within the piece's crossings. */
    cbx_contact_time ct;
    const int kp = cbx_walk_feature(&o, &g, ct.side);
    ct.troot = cbx_feature_time(&g, ct.side, o.closest, &ct.l, &ct.tl);
    if (ct.troot < 0) ct.troot = 0;
    ct.t = ct.troot;
    cbx_time_after_entry(&g, &o, &k, kp, kps - kpv, &ct);
    cbx_time_before_exit(&g, &k, kp, kps - kpv, o.closest, &ct);
    ct.t = ct.t > DBL_MAX ? DBL_MAX : ct.t;
    /* Within rounding of a plane: the piece found exactly instead. */
    if (CBX_UNLIKELY(cbx_walk_side_unsure(&w, cbx_scale2(ct.t, kps - kpv)))) return cbx_sweep3_exact_walk(&g, sv, bv);
    return cbx_sweep3_answer(&g, ct.side, &ct.l, ct.tl, ct.troot, ct.t);
}
