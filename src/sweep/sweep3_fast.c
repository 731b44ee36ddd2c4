/* SPDX-License-Identifier: MIT */
/* The fast path of the moving sphere against an axis-aligned box: the cases
   that a slab test on the grown box [lo - r, hi + r] settles, decided exactly
   in a few roundings, before the static relation and the walk of
   sweep3_core.c (which remain the answer wherever this file says "undecided").

   Relative to the box the center moves on c + v t, v = sv - bv. Per axis,
   g_i is the gap from the center to the slab [lo_i, hi_i] on the side where
   the center lies (side_i = -1 below lo, +1 above hi, 0 within the slab).

   ONE-DIMENSIONAL DECISIONS, EXACT. sign(g_i - r) needs no square: g~ =
   fl(c_i - e_i) is monotone in the exact difference, so g~ > r implies
   g > r and g~ < r implies g < r; on g~ = r, TwoDiff's error term (exact)
   gives the sign. The sign of v_i is that of fl(sv_i - bv_i) (a difference
   rounds to 0 only when it is 0).
   - An axis with g_i > r on which the center does not approach the slab
     keeps the sphere away for ever: NONE.
   - An axis with g_i = r exactly and v_i = 0 (a ball rolling or resting on a
     face's plane at exactly r): the distance to the box is
     sqrt(r^2 + dist2(p(t), face)^2), p the center's projection on the face's
     plane, so the sphere touches exactly while p is in the closed face
     rectangle: a 2D point entering a rectangle, decided by the signs of
     one coordinate's offsets (exact comparisons) when only one of the
     other axes moves, by a filtered comparison of two slab times otherwise
     (exact, as an expansion, when the filter cannot tell them apart).
     g_i = r and moving away: touching at time 0 when p(0) is in the face,
     else NONE. With p(0) in the face the sphere touches at time 0,
     whatever the velocity: CONTACT at 0, normal out of the face (what the
     static relation and contact() give there).

   FACE HIT. Otherwise, for every axis with g_i > r (all approaching) the
   sphere cannot touch before T_i = (g_i - r) / |v_i|. At the largest, T, if
   the center's other coordinates are certainly within their slabs, the
   nearest box point is on face i at distance exactly r: the first contact
   is T (and no earlier, as the distance exceeds g_i(t) > r before).

   NOT SEPARATE. Within r of every slab the exact sign of the squared
   distance is known (below r inside the box or over a face, dist2_sign
   off an edge or a corner): returned for the static answer (internal.h).

   GROWN-BOX MISS. The sphere touches the box only at times where every
   coordinate is within r of its slab, t in [a_j, b_j] for each moving axis
   j; a certain max a_j > min b_j is NONE.

   ERROR BOUNDS: the times' and coordinates' bounds are derived in
   sweep_fast.h (shared with the circle's fast path); inputs here have every
   magnitude at most 2^300, so that nothing overflows before a division. */
#include "arith/dist2_sign.h"
#include "arith/eft.h"
#include "arith/pair.h"
#include "internal.h"
#include "arith/real.h"
#include "sweep/sweep_fast.h"

#define CBX_FAST_MAX 0x1p300

static inline double cbx_fast_max(double a, double b) { return a > b ? a : b; }
/* The nearest point of [lo, hi] to x (a selection: exact). The hot paths
   (cbx_fast_contact, cbx_fast_contact_axis, cbx_fast_nearest) keep
   the expression written out: through this helper gcc 12 compiled them
   into 4 to 16 more instructions a query on bench_3d's paths. */
static inline double cbx_fast_clamp(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }
/* x = 0 (a NaN counts as 0; callers pass finite values): the two
   comparisons joined without a branch, as the sign of a random velocity is
   unpredictable. */
static inline bool cbx_fast_zero(double x) { return !((x > 0) | (x < 0)); }
/* e = 0 exactly (a NaN is not). */
static inline bool cbx_fast_exact(double e) { return (e >= 0) & (e <= 0); }

/* Axis j's slab entry and exit times (the slab widened by w each side:
   0 for the face's own slab, r for the grown box), for v~_j != 0. */
static inline void cbx_fast_slab(double c, double lo, double hi, double v, double w, cbx_fast_time *in,
                          cbx_fast_time *out) {
    const double inv = 1.0 / CBX_FABS(v);
    const double dl = v > 0 ? lo - c : c - hi, dh = v > 0 ? hi - c : c - lo;
    *in = cbx_fast_time_make(dl, w, inv);
    *out = cbx_fast_time_make(dh, -w, inv);
}

static cbx_sweep3_local cbx_fast_none(void) {
    cbx_sweep3_local l = {CBX_SWEEP_NONE, 0, {0, 0, 0}, {0, 0, 0}, 0};
    return l;
}

/* A squared distance d2 (rounded) within 2^-40 of r2 = fl(r^2): a start a
   few roundings off an edge's or a corner's tangency, which the fast path
   decides by the distance's slope and a contact within a sliver
   (cbx_fast_tight_start) rather than by its features' quadratics. Only
   chooses an order; every rule after it certifies its own answer. */
static inline bool cbx_fast_near_r(double d2, double r2) {
    return CBX_FABS(d2 - r2) <= 0x1p-40 * (d2 + r2);
}

/* The box point nearest c, clamped axis by axis (the expression written
   out, as cbx_fast_clamp's comment says why). */
static CBX_ALWAYS_INLINE void cbx_fast_nearest(const double c[3], const double lo[3], const double hi[3],
                                               double q[3]) {
    for (int i = 0; i < 3; ++i) q[i] = c[i] < lo[i] ? lo[i] : (c[i] > hi[i] ? hi[i] : c[i]);
}

/* The offsets d = c - q, how many are nonzero (*differ) and fl(|d|^2)
   summed in axis order: the one sum that both the exact sign's filter and
   the tight test read, so that a caller who gives the sign
   (cbx_sweep3_fast_apart) takes the same order as one who forms it. */
static CBX_ALWAYS_INLINE double cbx_fast_offsets(const double c[3], const double q[3], double d[3], int *differ) {
    double d2 = 0;
    *differ = 0;
    for (int i = 0; i < 3; ++i) {
        d[i] = c[i] - q[i];
        d2 += d[i] * d[i];
        *differ += !cbx_fast_zero(d[i]);
    }
    return d2;
}

/* cbx_fast_near_r for the center c and the box point q nearest it. */
static inline bool cbx_fast_tight(const double c[3], const double q[3], double r) {
    double d[3];
    int differ;
    return cbx_fast_near_r(cbx_fast_offsets(c, q, d, &differ), r * r);
}

/* sign(|c - q|^2 - r^2) exactly: the static queries' filter first
   (cbx_dist2_filter in arith/predicates.inc, whose proof this bound is, in
   double; magnitudes here are at most 2^300, so nothing overflows), then
   the ladder of dist2_sign.h: beside an edge or a corner (two offsets or
   more nonzero) its certificate on the filter's own differences, else the
   whole ladder. A start near an edge but not on it (1e-12 r off) takes the
   filter alone; a ball resting on an edge pays the filter (about 20
   instructions) and then a certificate cheaper than the ladder's first
   rung, which also tests for a face; neither pays for the expansion
   (bench_3d sweep, instructions: near tangency -9 %, resting on edges and
   corners -8 %; the filter came after the first rung until 2026-12-01).
   *tight: the start within 2^-40 of tangency (cbx_fast_near_r). */
static CBX_ALWAYS_INLINE int cbx_fast_dist2_sign(const double c[3], const double q[3], double r,
                                                 bool *tight) {
    double d[3];
    int differ;
    const double d2 = cbx_fast_offsets(c, q, d, &differ);
    const double r2 = r * r, diff = d2 - r2;
    *tight = cbx_fast_near_r(d2, r2);
    if (CBX_FABS(diff) > 4 * DBL_EPSILON * (d2 + r2) + DBL_MIN) return diff > 0 ? 1 : -1;
    if (differ >= 2) return cbx_dist2_sign_beside(c, q, d, d2, 3, r);
    return cbx_dist2_sign(c, q, 3, r);
}

/* A start that is not separate: the static relation decides (sign: that
   of the squared distance to the box minus r^2, 0 or -1; internal.h). */
static cbx_sweep3_local cbx_fast_static(int sign) {
    cbx_sweep3_local l = {CBX_SWEEP_OVERLAP, (double)sign, {0, 0, 0}, {0, 0, 0}, 0};
    return l;
}

/* Contact at time t with the face on axis i (side s), written to *out:
   the point is the center moved to t, on the face's plane, clamped to the
   face (it is inside it up to rounding); the normal points out of the
   face. Written in place: returned as a struct, it was built on the stack
   and copied to *out (about 45 instructions of the 500 a 3D sweep that
   starts touching a floor takes). */
static void cbx_fast_contact(const double c[3], const double lo[3], const double hi[3], const double v[3], double t,
                             int i, int s, cbx_sweep3_local *out) {
    out->type = CBX_SWEEP_CONTACT;
    out->time = t;
    out->face = 1;
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * t;
        out->q[j] = j == i ? (s < 0 ? lo[j] : hi[j]) : (x < lo[j] ? lo[j] : (x > hi[j] ? hi[j] : x));
        out->normal[j] = j == i ? (double)s : 0.0;
    }
}

/* A coordinate at time T >= 0 (bound dT) certainly within its closed slab:
   beyond a margin from each bound, or, for a bound it does not move toward
   (both when v = 0), exactly when c is within it (x(T) is then farther). */
static inline bool cbx_fast_inside_closed(double c, double lo, double hi, double v, double T, double dT) {
    const double x = c + v * T;
    const double m = 2 * (cbx_fast_coord_err(x, v, T, dT) + CBX_FAST_U * (CBX_FABS(lo) + CBX_FABS(hi)));
    return ((v >= 0 && c >= lo) || x - lo > m) && ((v <= 0 && c <= hi) || hi - x > m);
}

/* The center's side of each slab (-1 below lo, +1 above hi, 0 within):
   side itself where the caller has it, else computed into buf (the start
   beyond r on an axis skips the per-axis sides; the rare stages that need
   them form them here). */
static const int *cbx_fast_sides(const double c[3], const double lo[3], const double hi[3], const int *side,
                                 int buf[3]) {
    if (side) return side;
    for (int i = 0; i < 3; ++i) buf[i] = (c[i] > hi[i]) - (c[i] < lo[i]);
    return buf;
}

/* Certainly f'(0) >= 0, f(t) the squared distance from the center to the
   box: f'(0)/2 = sum over the axes outside their slab of (c_i - e_i) v_i,
   0 exactly when none of them moves. Each d~ = fl(c_i - e_i) is within
   u |d|, each product rounds once, the sum of three twice: within
   4u sum |d~ v_i| (+ underflow), here doubled. */
static bool cbx_fast_receding(const double c[3], const double lo[3], const double hi[3], const double v[3],
                              const int side[3]) {
    double s = 0, m = 0;
    bool still = true;
    for (int i = 0; i < 3; ++i) {
        const double d = side[i] ? c[i] - (side[i] < 0 ? lo[i] : hi[i]) : 0.0;
        s += d * v[i];
        m += CBX_FABS(d * v[i]);
        still &= side[i] == 0 || cbx_fast_zero(v[i]);
    }
    return still || s > 8 * CBX_FAST_U * m + CBX_FAST_TINY;
}

/* The receding test for a start whose sides are not formed yet; out of
   line, so that the fast path's registers stay its own. */
static CBX_NEVER_INLINE bool cbx_fast_receding_start(const double c[3], const double lo[3], const double hi[3],
                                                     const double v[3]) {
    int buf[3];
    return cbx_fast_receding(c, lo, hi, v, cbx_fast_sides(c, lo, hi, NULL, buf));
}

/* The order of two slab times t1 = (b1 - c1) / v1 and t2 = (b2 - c2) / v2,
   v = sv - bv (neither 0), exactly: sign(t1 - t2) is that of
   (b1 - c1) v2 - (b2 - c2) v1 times those of v1 and v2, the sum of the
   eight products of the four differences' TwoDiff components, as an
   expansion (eft.h). 2 (undecided) outside the expansions' window, where
   every input must lie for no error term to underflow (degree 2). */
static int cbx_fast_time_order(double b1, double c1, double sv1, double bv1, double b2, double c2, double sv2,
                               double bv2) {
    const double in[8] = {b1, c1, sv1, bv1, b2, c2, sv2, bv2};
    for (int k = 0; k < 8; ++k) {
        if (!cbx_eft_safe(in[k])) return 2;
    }
    double d1[2], d2[2], w1[2], w2[2], e[CBX_EXP_MAX];
    d1[1] = cbx_two_diff(b1, c1, &d1[0]);
    d2[1] = cbx_two_diff(b2, c2, &d2[0]);
    w1[1] = cbx_two_diff(sv1, bv1, &w1[0]);
    w2[1] = cbx_two_diff(sv2, bv2, &w2[0]);
    int n = 0;
    for (int k = 0; k < 2; ++k) {
        for (int m = 0; m < 2; ++m) {
            n = cbx_exp_add_prod(e, n, d1[k], w2[m]);
            n = cbx_exp_add_prod(e, n, -d2[k], w1[m]);
        }
    }
    const int s1 = w1[1] > 0 ? 1 : -1, s2 = w2[1] > 0 ? 1 : -1;
    return cbx_exp_sign(e, n) * s1 * s2;
}

/* The sphere at g_i = r exactly with v_i = 0: its center's projection
   entering face i's rectangle (axes j, k). side and v are per axis. */
static CBX_ALWAYS_INLINE bool cbx_fast_slide(const double c[3], const double lo[3], const double hi[3],
                                             const double v[3], const double sv[3], const double bv[3],
                                             const int side[3], int i, cbx_sweep3_local *out) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    int ax[2] = {j, k}, moving = 0;
    for (int n = 0; n < 2; ++n) {
        const int a = ax[n];
        const bool still = cbx_fast_zero(v[a]);
        /* outside the slab and not approaching it: never in the rectangle */
        if (side[a] != 0 && (still || v[a] * side[a] > 0)) {
            *out = cbx_fast_none();
            return true;
        }
        moving += !still;
    }
    /* One moving axis m, the other static inside its slab: the entry time of m. */
    if (moving == 1) {
        const int m = cbx_fast_zero(v[j]) ? k : j;
        if (side[m] == 0) return false; /* within both slabs now: touching at 0 */
        const double e = side[m] < 0 ? lo[m] : hi[m];
        const double t = (e - c[m]) / v[m];
        if (!(t > 0 && t <= DBL_MAX)) return false; /* a positive time never rounds to 0 */
        cbx_fast_contact(c, lo, hi, v, t, i, side[i], out);
        out->q[m] = e;
        return true;
    }
    /* Both move: the rectangle is met iff max entry <= min exit (equal:
       the projection passes through a corner of the face, a graze). */
    cbx_fast_time in[2], ex[2];
    for (int n = 0; n < 2; ++n) cbx_fast_slab(c[ax[n]], lo[ax[n]], hi[ax[n]], v[ax[n]], 0.0, &in[n], &ex[n]);
    for (int n = 0; n < 2; ++n) {
        const int p = ax[n], q = ax[1 - n];
        if (cbx_fast_before(in[n], ex[1 - n])) continue;
        int o = cbx_fast_before(ex[1 - n], in[n]) ? 1 : 2;
        if (o == 2) {
            /* within rounding of each other (grid data, a ball rolling
               toward a tile's corner): the exact order */
            const double bp = v[p] > 0 ? lo[p] : hi[p], bq = v[q] > 0 ? hi[q] : lo[q];
            o = cbx_fast_time_order(bp, c[p], sv[p], bv[p], bq, c[q], sv[q], bv[q]);
        }
        if (o == 2) return false;
        if (o > 0) {
            *out = cbx_fast_none();
            return true;
        }
    }
    const int n = in[0].t > in[1].t ? 0 : 1;
    if (side[ax[n]] == 0) return false; /* the later entry is in the past: touching at 0 */
    const int m = ax[n];
    const double e = side[m] < 0 ? lo[m] : hi[m];
    const double t = (e - c[m]) / v[m];
    if (!(t > 0 && t <= DBL_MAX)) return false;
    cbx_fast_contact(c, lo, hi, v, t, i, side[i], out);
    out->q[m] = e;
    return true;
}

/* ---- edges and corners: a root certified by a sign change -------------- */

/* A feature: the axes (mask) on which the nearest box point sits at a bound,
   e[i] that bound (side[i] says which). */
typedef struct cbx_fast_feature {
    int mask, side[3];
    double e[3];
} cbx_fast_feature;

/* A coordinate at time t (a double, taken as exact) certainly strictly
   inside its slab, or beyond a bound e: the coordinate fl(c + fl(v~ t)) is
   within u |x~| + 2.1u |v~| t of c + v t (v~ within u of v); doubled, plus
   the rounding of the difference. */
static inline double cbx_fast_margin(double x, double e, double v, double t) {
    return 2 * (cbx_fast_coord_err(x, v, t, 0) + CBX_FAST_U * CBX_FABS(e));
}

/* An axis off the feature on which the path certainly stays in the slab:
   strictly inside it by the rounding margin at x (within E of the exact
   coordinate), or not moving (v = fl(sv - bv) is 0 exactly when sv = bv)
   with c in the closed slab, where the coordinate is c at every time and
   adds nothing to the distance to the box. A ball rolling on a floor
   exactly in line with a tile's side, beside its edge, is the second:
   its nearest box point is the edge's end, at the feature's distance. */
static inline bool cbx_fast_off_axis_in(double x, double E, double c, double v, double lo, double hi) {
    const bool strict = cbx_fast_within(x, E, lo, hi), still = cbx_fast_zero(v);
    return strict | (still & (lo <= c) & (c <= hi));
}

/* The path certainly in feature f's region at every time within dT of t:
   each axis off the feature strictly inside its slab, each feature axis
   strictly beyond its bound e on its side. One test at t, each margin
   widened by the path's travel over dT (cbx_fast_coord_err's |v~| dT
   term), stands for a test at each end of a bracket within dT of t (the
   region is convex, the path a line); |t| taken, as a bracket may start
   within rounding before 0. */
static inline bool cbx_fast_in_region_span(const double c[3], const double lo[3], const double hi[3],
                                           const double v[3], const cbx_fast_feature *f, double t, double dT) {
    const double at = CBX_FABS(t);
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * t, E = cbx_fast_coord_err(x, v[j], at, dT);
        if (f->mask >> j & 1) {
            if (!((x - f->e[j]) * f->side[j] > 2 * (E + CBX_FAST_U * CBX_FABS(f->e[j])))) return false;
        } else if (!cbx_fast_off_axis_in(x, E, c[j], v[j], lo[j], hi[j])) {
            return false;
        }
    }
    return true;
}

/* sign of h(t) = sum_A (c_i + v_i t - e_i)^2 - r^2, or 0 when the filter
   cannot tell. Each offset x~ = fl(fl(c - e) + fl(v~ t)) is within 4u w,
   w = |c| + |e| + |v~| t; so |h~ - h| <= sum (8u |x~| w + 16u^2 w^2) +
   4u (sum x~^2 + r^2) + underflow, here with every constant doubled. */
static inline int cbx_fast_h_sign(const double c[3], const double v[3], double r, const cbx_fast_feature *f, double t) {
    double h = -r * r, e1 = 0, e2 = 0, sq = r * r;
    for (int i = 0; i < 3; ++i) {
        if (!(f->mask >> i & 1)) continue;
        const double x = (c[i] - f->e[i]) + v[i] * t;
        const double w = CBX_FABS(c[i]) + CBX_FABS(f->e[i]) + CBX_FABS(v[i]) * t;
        h += x * x;
        sq += x * x;
        e1 += CBX_FABS(x) * w;
        e2 += w * w;
    }
    const double err = 16 * CBX_FAST_U * e1 + 32 * CBX_FAST_U * CBX_FAST_U * e2 + 8 * CBX_FAST_U * sq + CBX_FAST_TINY;
    return h > err ? 1 : (h < -err ? -1 : 0);
}

/* h(t1) certainly > 0 and h(t2) certainly < 0 (0 <= t1 < t2), the two
   filters of cbx_fast_h_sign in one pass: each offset's w taken at t2,
   which bounds it at t1 too (w grows with t; a larger w only widens the
   bound). */
static inline bool cbx_fast_h_falls(const double c[3], const double v[3], double r, const cbx_fast_feature *f,
                                    double t1, double t2) {
    const double r2 = r * r;
    double h1 = -r2, s1 = r2, e11 = 0, e12 = 0, e2 = 0;
    double h2 = h1, s2 = s1;
    for (int i = 0; i < 3; ++i) {
        if (!(f->mask >> i & 1)) continue;
        const double d = c[i] - f->e[i], x1 = d + v[i] * t1, x2 = d + v[i] * t2;
        const double w = CBX_FABS(c[i]) + CBX_FABS(f->e[i]) + CBX_FABS(v[i]) * t2;
        h1 += x1 * x1;
        h2 += x2 * x2;
        s1 += x1 * x1;
        s2 += x2 * x2;
        e11 += CBX_FABS(x1) * w;
        e12 += CBX_FABS(x2) * w;
        e2 += w * w;
    }
    const double e0 = 32 * CBX_FAST_U * CBX_FAST_U * e2 + CBX_FAST_TINY;
    const double err1 = 16 * CBX_FAST_U * e11 + e0 + 8 * CBX_FAST_U * s1;
    const double err2 = 16 * CBX_FAST_U * e12 + e0 + 8 * CBX_FAST_U * s2;
    return (h1 > err1) & (h2 < -err2);
}

/* *out as a contact at time t, its normal 0, for the per-axis parts below
   to fill (each writes its point coordinate, a feature axis its normal
   component). Written in place, not built in a local and copied: the
   copy read the local's 8-byte stores back as 16-byte pieces, which
   cannot be forwarded and stall. A caller that fails after it leaves
   *out written; every caller that answers writes all of it. */
static inline void cbx_fast_contact_init(double t, cbx_sweep3_local *out) {
    out->type = CBX_SWEEP_CONTACT;
    out->time = t;
    out->face = 0;
    out->normal[0] = out->normal[1] = out->normal[2] = 0;
}

/* Axis j's part of a contact with feature f at time t (x: the path's
   coordinate there): on a feature axis the bound, and the offset from it
   as the normal's component when it lies on the feature's side (true);
   off the feature the coordinate clamped to the slab. */
static inline bool cbx_fast_contact_axis(const double c[3], const double lo[3], const double hi[3],
                                         const double v[3], const cbx_fast_feature *f, int j, double t, double x,
                                         cbx_sweep3_local *l) {
    if (!(f->mask >> j & 1)) {
        l->q[j] = x < lo[j] ? lo[j] : (x > hi[j] ? hi[j] : x);
        return false;
    }
    const double n = (c[j] - f->e[j]) + v[j] * t;
    const bool keep = ((f->side[j] > 0) & (n > 0)) | ((f->side[j] < 0) & (n < 0));
    l->q[j] = f->e[j];
    l->normal[j] = cbx_pick(cbx_mask_of(keep), n, 0.0);
    return keep;
}

/* Contact with feature f at time t: the point on the feature (the other
   coordinates clamped to their slabs), the normal along the center's
   offsets from it (unnormalized: the query's normalization divides by the
   largest component first, in double; the offsets are at most 2^302). */
static bool cbx_fast_feature_contact(const double c[3], const double lo[3], const double hi[3], const double v[3],
                                     const cbx_fast_feature *f, double t, cbx_sweep3_local *out) {
    cbx_fast_contact_init(t, out);
    bool any = false;
    for (int j = 0; j < 3; ++j) any |= cbx_fast_contact_axis(c, lo, hi, v, f, j, t, c[j] + v[j] * t, out);
    return any;
}

/* cbx_fast_in_region_span and cbx_fast_feature_contact in one pass (the
   path's point at t formed once): the path certainly in f's region within
   dT of t, and the contact at t written to *l (its point and normal as
   cbx_fast_feature_contact forms them); false if either fails. */
static inline bool cbx_fast_region_contact(const double c[3], const double lo[3], const double hi[3],
                                           const double v[3], const cbx_fast_feature *f, double t, double dT,
                                           cbx_sweep3_local *l) {
    const double at = CBX_FABS(t);
    bool any = false;
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * t, E = cbx_fast_coord_err(x, v[j], at, dT);
        const bool in = f->mask >> j & 1 ? (x - f->e[j]) * f->side[j] > 2 * (E + CBX_FAST_U * CBX_FABS(f->e[j]))
                                         : cbx_fast_off_axis_in(x, E, c[j], v[j], lo[j], hi[j]);
        if (!in) return false;
        any |= cbx_fast_contact_axis(c, lo, hi, v, f, j, t, x, l);
    }
    return any;
}

/* The quarter discriminant b^2 - a cc of feature f's quadratic in Lagrange
   form, r^2 a - sum (d_i v_j - d_j v_i)^2 (d, w: the offsets and velocities
   on the feature's axes, mask, 0 elsewhere; a = |w|^2 as computed), and its
   error bound *err: each cross within 4u P (P = |d_i v_j| + |d_j v_i|, d
   and v each within u, two products, one difference), squares and sums as
   above, doubled; an overflow shows as an infinite bound, which decides
   nothing. Underflow: r^2 and a each within 3 2^-1075 (absolute) beyond
   their relative bounds, which the product r^2 a multiplies by the other
   factor (r < 2^-537 beside a speed of 2^100: r^2 rounds to 0, and
   r^2 a is off by far more than 2^-1000), hence 2^-1070 (a + r^2). */
static inline double cbx_fast_disc(const double d[3], const double w[3], double r, double a, double *err) {
    double cross2 = 0, e1 = 0, e2 = 0;
    for (int i = 0; i < 3; ++i) {
        /* an axis off the feature has d = w = 0: its crosses add exact zeros */
        const int j = (i + 1) % 3;
        const double x = d[i] * w[j] - d[j] * w[i];
        const double pp = CBX_FABS(d[i] * w[j]) + CBX_FABS(d[j] * w[i]);
        cross2 += x * x;
        e1 += CBX_FABS(x) * pp;
        e2 += pp * pp;
    }
    const double r2 = r * r, ra = r2 * a;
    *err = 16 * CBX_FAST_U * e1 + 32 * CBX_FAST_U * CBX_FAST_U * e2 + 16 * CBX_FAST_U * (ra + cross2) +
           0x1p-1070 * (a + r2) + CBX_FAST_TINY;
    return ra - cross2;
}

/* Feature f's quadratic h(t) = a t^2 + 2 b t + cc (the squared distance
   from the path to the feature's line or point, minus r^2), formed once
   for both certificates below: the offsets d and velocities w on the
   feature's axes (0 elsewhere, so every sum over the axes adds exact
   zeros: the same values as sums over the feature's axes alone), the sums
   of |d_i v_i| and d_i^2 + r^2 for the error bounds, and the quarter
   discriminant with its bound (cbx_fast_quad_sums: all but the last, for
   the rough roots of the stages after the certificates). Branch-free: the
   feature's axes are unpredictable on random paths. */
typedef struct cbx_fast_quad {
    double d[3], w[3], a, b, cc, sb, sq, disc, ed;
} cbx_fast_quad;

static inline cbx_fast_quad cbx_fast_quad_sums(const double c[3], double r, const double v[3],
                                               const cbx_fast_feature *f) {
    cbx_fast_quad q;
    q.disc = q.ed = 0; /* cbx_fast_quad_of forms them */
    q.a = 0;
    q.b = 0;
    q.cc = -r * r;
    q.sb = 0;
    q.sq = r * r;
    for (int i = 0; i < 3; ++i) {
        const uint64_t on = cbx_mask_of(f->mask >> i & 1);
        q.d[i] = cbx_pick(on, c[i] - f->e[i], 0.0);
        q.w[i] = cbx_pick(on, v[i], 0.0);
        q.a += q.w[i] * q.w[i];
        q.b += q.d[i] * q.w[i];
        q.cc += q.d[i] * q.d[i];
        q.sb += CBX_FABS(q.d[i] * q.w[i]);
        q.sq += q.d[i] * q.d[i];
    }
    return q;
}

static inline cbx_fast_quad cbx_fast_quad_of(const double c[3], double r, const double v[3],
                                             const cbx_fast_feature *f) {
    cbx_fast_quad q = cbx_fast_quad_sums(c, r, v, f);
    q.disc = cbx_fast_disc(q.d, q.w, r, q.a, &q.ed);
    return q;
}

/* The time bound a hit below may take, dt (the bracket's, for any path)
   or, for a path that approaches the feature well enough, the wider
   dtw = 32 eps (t~ + L r / s~) (L the largest magnitude, s~ = sqrt(disc~)):
   a graze-like approach (a ball rolling on a floor, sinking under gravity
   toward a tile's edge) puts the root's rounding beyond dt, and the time
   is only as well defined as the documented bound says. Taken when the
   discriminant exceeds 4 E_disc, so that 0.93 s~ <= s* <= 1.07 s~ (E_disc
   is doubled: disc* is within disc~ / 8 of disc~); s~ >= 0.0011 r |v|~
   (|v|~ = fl(sqrt(fl(v . v))), within 2u of |v|), so that the exact
   cosine between the velocity and the contact normal, v_n / |v| with
   v_n = s* / r (h'(t*) = -2 s* = 2 r (v . n)), exceeds 1e-3 (the
   documented bound's well-conditioned case); and dtw <= t~ / 4, so that
   t~ <= 4/3 t* once t* is within dtw of t~. Then dtw <= 32 eps (4/3 t* +
   1.07 L / v_n), inside 64 eps (t* + L / (|v| cos)) (docs/3d.md). L comes
   as scale |v|max (scale = L / |v|max, rounded: a few ulps more at most,
   inside the slack). */
static double cbx_fast_hit_span(const double v[3], double r, double disc, double ed, double s, double t,
                                double scale, double dt) {
    double vmax = 0, vv = 0;
    for (int j = 0; j < 3; ++j) {
        vmax = cbx_fast_max(vmax, CBX_FABS(v[j]));
        vv += v[j] * v[j];
    }
    const double dtw = 32 * DBL_EPSILON * (t + scale * vmax * r / s), speed = CBX_SQRT(vv);
    const bool ok = (disc > 4 * ed) & (s >= 0.0011 * r * speed) & (4 * dtw <= t) & (dtw > dt);
    return ok ? dtw : dt;
}

/* The first contact with feature f, if it can be certified: the smaller
   root t~ = cc / (sqrt(disc) - b) of h(t) = a t^2 + 2 b t + cc (h: the
   squared distance to the feature minus r^2; cancellation-free form,
   discriminant in Lagrange form), certified one of two ways.

   A PRIORI. With disc > E_disc, b < -E_b and cc > E_cc (each the computed
   value beyond its bound), the exact h has two real roots, the smaller
   t* = cc / (s - b) > 0 (s = sqrt(disc)), and |t~ - t*| <= E_t below. If the
   path is in the feature's region at every time within E_t of t~, the
   squared distance to the box is h + r^2 around t*, so it is r^2 at t*
   with slope 2 (a t* + b) = -2 s < 0; being convex, it exceeds r^2 at every
   earlier time: t* is the first contact. Bounds (u = 2^-53, each doubled):
   b = sum d_i v_i, three products of inputs within u and two sums:
   within 5u sum |d~ v~|, E_b = 16u sum |d~ v~|; cc = sum d_i^2 - r^2,
   three squares within 3u and three sums: within 6u (sum d~^2 + r^2),
   E_cc = 16u (sum d~^2 + r^2); s~ = fl(sqrt(disc~)) within
   u s~ + (E_disc / 2) / s~ of s (E_disc is doubled already): E_s =
   2u s~ + E_disc / s~; D~ = fl(s~ - b~) (a sum, b < 0) within
   E_D = 2u D~ + E_s + E_b of D = s - b. With E_cc <= cc~/16 and
   E_D <= D~/16, t* <= (17/15) cc~ / D~ < 1.25 t~, and |t~ - t*| <=
   u t~ + (E_cc / 2 + t* E_D / 2) / D~ (first order): E_t = 2u t~ +
   (E_cc + 1.25 t~ E_D) / D~, at least twice that. Taken when E_t <= dt
   (below), the time bound the bracket certifies: the same guarantee.

   BRACKET (otherwise). [t~ - dt, t~ + dt], dt = 64u (t~ + L / |v|max): if the
   path is in the feature's region throughout (one test over 2 dt either
   side of t~) and h > 0 at the left end, h < 0 at the right, then on the
   bracket the squared distance to the box is h + r^2, which falls through
   r^2 at a unique t* with negative slope; the squared distance is convex,
   so it exceeds r^2 at every earlier time: t* is the first contact, and
   |t~ - t*| < dt (within the documented time bound). A left end at or
   before 0 is taken as 0, where the start's separation (the callers')
   stands for the sign of h. */
static bool cbx_fast_feature_hit(const double c[3], double r, const double lo[3], const double hi[3],
                                 const double v[3], const cbx_fast_feature *f, const cbx_fast_quad *q,
                                 double scale, cbx_sweep3_local *out) {
    const double b = q->b, cc = q->cc, disc = q->disc, ed = q->ed;
    if (!(disc > 0) || !(b < 0) || !(cc > 0)) return false;
    const double s = CBX_SQRT(disc), den = s - b, t = cc / den;
    const double eb = 16 * CBX_FAST_U * q->sb + CBX_FAST_TINY, ec = 16 * CBX_FAST_U * q->sq + CBX_FAST_TINY;
    const double eden = 2 * CBX_FAST_U * (den + s) + ed / s + eb;
    const double et = 2 * CBX_FAST_U * t + (ec + 1.25 * t * eden) / den + CBX_FAST_TINY;
    double dt = 64 * CBX_FAST_U * (t + scale);
    if (CBX_UNLIKELY(!(et <= dt))) dt = cbx_fast_hit_span(v, r, disc, ed, s, t, scale, dt);
    const double t1 = t - dt, t2 = t + dt;
    if (!(t > 0 && t2 <= DBL_MAX)) return false;
    /* a priori, or else the bracket ([t1, t2] lies within 2 dt of t: t1
       and t2 round by u t < dt / 31) */
    const bool apriori = disc > ed && b < -eb && 16 * ec <= cc && 16 * eden <= den && et <= dt;
    cbx_fast_contact_init(t, out);
    if (!cbx_fast_region_contact(c, lo, hi, v, f, t, apriori ? et : 2 * dt, out)) return false;
    if (apriori) return true;
    if (t1 > 0) return cbx_fast_h_falls(c, v, r, f, t1, t2);
    /* A root sooner than dt (a start a few thousand ulps outside r, moving
       in): the bracket's left end is 0, where the squared distance exceeds
       r^2 (the start is certainly separate: every caller's), so only h(t2)
       needs a sign; then 0 < t* < t2, and |t~ - t*| < dt as t~ <= dt. */
    return cbx_fast_h_sign(c, v, r, f, t2) < 0;
}

/* L / |v|max: L the largest magnitude among c, lo, hi and r. */
static double cbx_fast_scale(const double c[3], double r, const double lo[3], const double hi[3], const double v[3]) {
    double vmax = 0, lmax = r;
    for (int j = 0; j < 3; ++j) {
        vmax = cbx_fast_max(vmax, CBX_FABS(v[j]));
        lmax = cbx_fast_max(lmax, cbx_fast_max(CBX_FABS(c[j]), cbx_fast_max(CBX_FABS(lo[j]), CBX_FABS(hi[j]))));
    }
    return lmax / vmax;
}

/* The region (feature) of the path's point at time t; its axis count. */
static int cbx_fast_region_at(const double c[3], const double lo[3], const double hi[3], const double v[3], double t,
                              cbx_fast_feature *f) {
    int n = 0;
    f->mask = 0;
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * t;
        f->side[j] = x < lo[j] ? -1 : (x > hi[j] ? 1 : 0);
        f->e[j] = f->side[j] < 0 ? lo[j] : hi[j];
        f->mask |= (f->side[j] != 0) << j;
        n += f->side[j] != 0;
    }
    return n;
}

/* At time t a box point certainly within r of the path's point: the
   coordinates certainly strictly inside their slabs kept, the others moved
   to their nearer bound (a box point whatever the side), and h (the squared
   distance to that point minus r^2) certainly negative. */
static bool cbx_fast_within_at(const double c[3], double r, const double lo[3], const double hi[3],
                               const double v[3], double t) {
    cbx_fast_feature f = {0, {0, 0, 0}, {0, 0, 0}};
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * t;
        if (x - lo[j] > cbx_fast_margin(x, lo[j], v[j], t) && hi[j] - x > cbx_fast_margin(x, hi[j], v[j], t)) continue;
        f.mask |= 1 << j;
        f.e[j] = x - lo[j] < hi[j] - x ? lo[j] : hi[j];
    }
    return cbx_fast_h_sign(c, v, r, &f, t) < 0;
}

/* Contact with whatever feature the path's point is in at time t (axis i
   counted outside, on side s, whatever its rounded coordinate says). */
static bool cbx_fast_contact_at(const double c[3], const double lo[3], const double hi[3], const double v[3],
                                double t, int i, int s, cbx_sweep3_local *out) {
    cbx_fast_feature f;
    cbx_fast_region_at(c, lo, hi, v, t, &f);
    f.mask |= 1 << i;
    f.side[i] = s;
    f.e[i] = s < 0 ? lo[i] : hi[i];
    return cbx_fast_feature_contact(c, lo, hi, v, &f, t, out);
}

/* x deeper than r inside [lo, hi]: such a coordinate off a feature is held
   in its slab by its own margins, and its magnitude does not bear on the
   contact (cbx_fast_near_hit, cbx_fast_early_hit). */
static inline bool cbx_fast_deep_in(double x, double lo, double hi, double r) {
    return (x - lo > r) & (hi - x > r);
}

/* The first contact just after the time T (within dT) at which axis i's
   gap, above r at the start, falls to r: no contact before it (the gap
   exceeds r), and a box point certainly within r at T + w, w = 32u L/|v|max,
   so the first contact t* is in [T - dT, T + w]. Reported: T, within w of
   t* when dT <= w / 2 (inside the documented bound, as for the sliver
   above), with the normal of the feature the path is in at T: its offsets
   there are within |v| w of those at t*, inside the normal's bound. It
   takes the face hits and edge hits that a coordinate's margin leaves
   open: a path that leaves a slab just before or after T. */
static bool cbx_fast_near_hit(const double c[3], double r, const double lo[3], const double hi[3],
                              const double v[3], int i, int s, double T, double dT, double scale,
                              cbx_sweep3_local *out) {
    /* L in the path's own units, r + max |c_j| + |v_j| T over axis i and
       the axes whose coordinate at T is not deeper than r inside its slab
       (a box bound within r of the path by then is below that), where it
       is smaller than the scene's: a box reaching to 2.7e16 made w 0.68
       for a corner met at 0.37, and T = 0.31 was reported, the ball 3
       units short of touching; a center at z = -6.9e13, deep inside its
       slab, made it 1e-3 for a hit at 0.72 (found by a cast oracle). w
       only sizes the claim; within_at below proves it. */
    double lp = 0, vmax = 0;
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * T, m = CBX_FABS(c[j]) + CBX_FABS(v[j]) * T;
        const bool deep = cbx_fast_deep_in(x, lo[j], hi[j], r) & (j != i);
        lp = deep ? lp : cbx_fast_max(lp, m);
        vmax = cbx_fast_max(vmax, CBX_FABS(v[j]));
    }
    const double local = (r + lp) / vmax;
    const double w = 32 * CBX_FAST_U * (local < scale ? local : scale);
    if (!(T > 0 && dT <= w / 2 && T + w <= DBL_MAX)) return false;
    if (!cbx_fast_within_at(c, r, lo, hi, v, T + w)) return false;
    return cbx_fast_contact_at(c, lo, hi, v, T, i, s, out);
}

/* A wider sliver for the hit below where the ball approaches the box
   slowly (sinking under gravity onto an edge it is a few ulps off): the
   documented bound allows 64 eps L / v_n* (well conditioned) or
   64 sqrt(eps) L / |v| (a graze), v_n* the speed of approach along the
   exact normal at the first contact t*. The squared distance to the box
   is convex and C^1 along the path, so its slope at t* is at least its
   slope at 0, 2 (c - q0) . v (q0 the box point nearest the center): v_n*
   <= -(c - q0) . v / r. That dot product is formed with its error bound
   (each offset exact, each product and sum within u: 16u sum |d v|,
   doubled twice); the sliver is the smaller of 16 eps L / v_n+ and
   16 sqrt(eps) L / |v|~ (|v|~ within 2u of |v|), a quarter of either
   bound. 0 where the center does not approach the box at 0 or r is 0. */
static double cbx_fast_sliver(const double c[3], double r, const double lo[3], const double hi[3], const double v[3],
                              double scale) {
    double b0 = 0, sb = 0, vv = 0, vmax = 0;
    for (int j = 0; j < 3; ++j) {
        const double d = c[j] - cbx_fast_clamp(c[j], lo[j], hi[j]);
        b0 += d * v[j];
        sb += CBX_FABS(d * v[j]);
        vv += v[j] * v[j];
        vmax = cbx_fast_max(vmax, CBX_FABS(v[j]));
    }
    if (!(r > 0) || !(b0 < 0) || !(vv > 0)) return 0; /* no division by 0 below */
    const double vn = (16 * CBX_FAST_U * sb + CBX_FAST_TINY - b0) / r, L = scale * vmax;
    const double cap = 16 * 0x1p-26 * L / CBX_SQRT(vv);
    if (!(vn > 0)) return cap; /* the quotient underflowed (r huge): the cap alone */
    const double t = 16 * DBL_EPSILON * L / vn;
    return t < cap ? t : cap;
}

/* cbx_dist2_value_near out of line: inlined, its window test and pairs
   changed how gcc allocated registers in the separate start's hot path
   (random paths +8 instructions a query). */
static CBX_NEVER_INLINE double cbx_fast_gap_value(const double c[3], const double pe[3], double r) {
    return cbx_dist2_value_near(c, pe, 3, r);
}

/* The first contact within a sliver of time, for a start certainly
   separate: at t2 = 64u L / |v|max (L the largest magnitude, r included)
   the path's coordinates off the feature certainly within their slabs and
   h(t2) certainly negative put a box point within r (the feature's point
   there), so the first contact t* is in (0, t2). Reported: the smaller
   root t~ where it falls in (0, t2], else t2; either is within t2 of t*,
   and t2 <= 56 eps L / |v| (|v| <= sqrt(3) |v|max), inside the documented
   time bound. It takes the balls that the mover left a few ulps off an
   edge, sinking into it at a time far below the time's resolution. */
static bool cbx_fast_early_hit(const double c[3], double r, const double lo[3], const double hi[3],
                               const double v[3], const cbx_fast_feature *f, double scale, cbx_sweep3_local *out) {
    /* The sliver in the feature's own units: L the largest of r, the
       center's coordinates and the feature's bounds, not the box's far
       bounds, which set the scene's scale but not how finely the path's
       approach to this feature is resolved (a ball of radius 2^-126 beside
       an edge of a box reaching to 1.3e7 took a sliver of 3.27 for a
       first contact at 0.976: inside the documented bound, but a poor
       time, with a face's normal; fuzz_cast). */
    double lmax = r, vmax = 0;
    for (int j = 0; j < 3; ++j) {
        /* a coordinate deep inside its slab (by more than r) off the
           feature is held there by its own margins (cbx_fast_within_at) */
        const bool on = (f->mask >> j) & 1;
        const bool deep = !on && cbx_fast_deep_in(c[j], lo[j], hi[j], r);
        if (!deep) lmax = cbx_fast_max(lmax, CBX_FABS(c[j]));
        if (on) lmax = cbx_fast_max(lmax, CBX_FABS(f->e[j]));
        vmax = cbx_fast_max(vmax, CBX_FABS(v[j]));
    }
    const double local = lmax / vmax, ls = local < scale ? local : scale;
    const double t0 = 64 * CBX_FAST_U * ls, t2 = cbx_fast_max(t0, cbx_fast_sliver(c, r, lo, hi, v, ls));
    if (!(t2 > 0 && t2 <= DBL_MAX) || !cbx_fast_within_at(c, r, lo, hi, v, t2)) return false;
    /* Any time in (0, t2] is within the bound; the feature's smaller root,
       where it falls there, is the better one: usually tens or hundreds of
       times closer than t2. Its cc, the start's squared gap to the feature
       minus r^2, is a few ulps of r^2 or less here, where the rounded
       offsets alone often make it 0 or negative (a center one ulp off 8
       whose offset to 16 rounds to -8 beside r = 10 and an offset of 6),
       so it is formed to within 9 eps of itself: by the compensated
       stage where it is above 2^-51 of the squares (a start 1e-12 r off
       an edge, or a few ulps off it with coordinates a few times r), else
       exactly and then rounded (cbx_dist2_value_near). */
    const cbx_fast_quad q = cbx_fast_quad_sums(c, r, v, f);
    double pe[3];
    for (int j = 0; j < 3; ++j) pe[j] = (f->mask >> j) & 1 ? f->e[j] : c[j];
    const double a = q.a, b = q.b, cc = cbx_fast_gap_value(c, pe, r);
    /* The root cc / (|b| + sqrt(b^2 - a cc)) for an approach (b < 0), as
       cc / (|b| (1 + sqrt(1 - (a / b) (cc / b)))): b^2 itself overflows in
       a scene at 2^263 (its speeds' products near 1e158), which made the
       root 0. cc is positive (the start is separate); a root that still
       comes out 0 (a quotient below the subnormals) is a contact far below
       the time's resolution: the smallest time. A NaN or an infinite root
       takes t2. */
    double root = t2;
    if (b < 0) { /* no division by 0 */
        const double k = (a / b) * (cc / b);
        root = cc / (-b * (1 + CBX_SQRT(k < 1 ? 1 - k : 0)));
    }
    const double t = root < t2 ? cbx_fast_max(root, CBX_DBL_TRUE_MIN) : t2;
    if (t2 > t0) {
        /* A wider sliver: the path may travel far along the box in it
           (fuzz finding: a speed of 2^24 beside an approach of 1 carried
           the center 1.0 past the entry feature), so the contact is taken
           with the feature the path is in at the reported time, not the
           entry feature. At t2 its nearest box point is within r of the
           center (the test above); the distance has fallen from r at
           t* < t2 at a rate near v_n* while it stays near r (its square
           is convex), so that point is about v+ t2 = 16 eps L inside; at
           the root, where the entry feature holds the contact, it is the
           contact within the root's rounding. */
        cbx_fast_feature g;
        cbx_fast_region_at(c, lo, hi, v, t, &g);
        return cbx_fast_feature_contact(c, lo, hi, v, &g, t, out);
    }
    return cbx_fast_feature_contact(c, lo, hi, v, f, t, out);
}

/* sign of h'(t)/2 = sum_A x_i v_i, or 0 when the filter cannot tell:
   each x~ within 4u w (as above), each product and sum rounding u. */
static inline int cbx_fast_slope_sign(const double c[3], const double v[3], const cbx_fast_feature *f, double t) {
    double g = 0, e = 0;
    for (int i = 0; i < 3; ++i) {
        if (!(f->mask >> i & 1)) continue;
        const double x = (c[i] - f->e[i]) + v[i] * t;
        const double w = CBX_FABS(c[i]) + CBX_FABS(f->e[i]) + CBX_FABS(v[i]) * t;
        g += x * v[i];
        e += (w + CBX_FABS(x)) * CBX_FABS(v[i]);
    }
    const double err = 8 * CBX_FAST_U * e + CBX_FAST_TINY;
    return g > err ? 1 : (g < -err ? -1 : 0);
}

static bool cbx_fast_min_inside(const double c[3], const double lo[3], const double hi[3], const double v[3],
                                const cbx_fast_feature *f, double a, double b, double scale);

/* A certain miss past feature f: the closest approach of the path to the
   feature's line or point, tm = -b/a, bracketed by [tm - dt, tm + dt] with
   the path in the feature's region throughout, h' < 0 at the left end and
   > 0 at the right (so the squared distance to the box, convex, has its
   minimum over all time inside the bracket, where it is h + r^2), and
   h's minimum r^2 a - sum (d_i v_j - d_j v_i)^2 < 0 (Lagrange's identity:
   a (h + r^2) at the vertex is sum of the crosses squared) certainly
   negative: the sphere never reaches the box. The discriminant's filter:
   each cross within 4u P (P = |d_i v_j| + |d_j v_i|, d and v each within u,
   two products, one difference), squares and sums as above, doubled; an
   overflow shows as an infinite bound, which decides nothing. */
static bool cbx_fast_feature_miss(const double c[3], const double lo[3], const double hi[3], const double v[3],
                                  const cbx_fast_feature *f, const cbx_fast_quad *q, double scale) {
    if (!(q->disc < -q->ed)) return false;
    return cbx_fast_min_inside(c, lo, hi, v, f, q->a, q->b, scale);
}

/* The bracket of the miss above: the closest approach tm = -b / a to
   feature f (a = |v_A|^2, b = d_A . v_A) within [t1, t2] = [max(tm - dt, 0),
   tm + dt], the path in f's region throughout, the slope certainly
   negative then positive: the minimum over t >= 0 of the squared distance
   to the box is h + r^2 at some time inside (a closest approach within
   rounding of time 0 is bracketed from 0). dt = 64u (|tm| + L/|v|max), or
   wider where that fails (cbx_fast_min_wide). */
static CBX_ALWAYS_INLINE int cbx_fast_min_bracket(const double c[3], const double lo[3], const double hi[3],
                                                  const double v[3], const cbx_fast_feature *f, double tm, double dt) {
    const double t1 = tm - dt > 0 ? tm - dt : 0.0, t2 = tm + dt; /* a NaN tm fails below */
    if (!(t2 > t1 && t2 <= DBL_MAX)) return 0;
    /* [t1, t2] lies within 2 dt of tm (each end rounds by u (|tm| + dt)) */
    if (!cbx_fast_in_region_span(c, lo, hi, v, f, tm, 2 * dt)) return 0;
    return cbx_fast_slope_sign(c, v, f, t1) < 0 && cbx_fast_slope_sign(c, v, f, t2) > 0 ? 1 : 2;
}

/* The bracket again, wide enough for the slope's filter to see a sign at
   both ends: the slope there is about a dt, its bound 8u sum (w + |x|)
   |v_i| <= 8u e (e = 2 sum w |v_i|, w the offsets' magnitude bound near
   tm). A slow path past an edge (the game trace: a ball rolling at 0.07 a
   frame beside a tile, sinking by 0.0027) has a = 2.5e-5, where 64u (tm +
   scale) left the slope a dt below its bound. Any width serves the
   certificate (the region test covers it). Out of line: tried only where
   the first bracket was in the region but could not see a slope. */
static CBX_NEVER_INLINE bool cbx_fast_min_wide(const double c[3], const double lo[3], const double hi[3],
                                               const double v[3], const cbx_fast_feature *f, double a, double tm,
                                               double dt) {
    double e = 0;
    for (int i = 0; i < 3; ++i) {
        if (!(f->mask >> i & 1)) continue;
        e += 2 * (CBX_FABS(c[i]) + CBX_FABS(f->e[i]) + CBX_FABS(v[i]) * (CBX_FABS(tm) + dt)) * CBX_FABS(v[i]);
    }
    const double dtw = 32 * CBX_FAST_U * e / a;
    return dtw > dt && cbx_fast_min_bracket(c, lo, hi, v, f, tm, dtw) == 1;
}

static bool cbx_fast_min_inside(const double c[3], const double lo[3], const double hi[3], const double v[3],
                                const cbx_fast_feature *f, double a, double b, double scale) {
    if (!(a > 0)) return false;
    const double tm = -b / a, dt = 64 * CBX_FAST_U * (CBX_FABS(tm) + scale);
    const int k = cbx_fast_min_bracket(c, lo, hi, v, f, tm, dt);
    return k == 1 || (k == 2 && cbx_fast_min_wide(c, lo, hi, v, f, a, tm, dt));
}

static int cbx_fast_edge_slope(const double d[2], const double w[2], const double *vv, int nv, double t);
static bool cbx_fast_edge_graze_hit(const double c[3], const double lo[3], const double hi[3], const double sv[3],
                                    const double bv[3], const cbx_fast_feature *f, const int ax[2],
                                    const double d[2], const double w[2], const double *vv, int nv,
                                    cbx_sweep3_local *out);

/* The discriminant of an edge (axes ax[0], ax[1] of f) exactly: r^2 (v_i^2
   + v_j^2) - (d_i v_j - d_j v_i)^2 as an expansion (eft.h), when d = c - e
   and v = sv - bv are exact (TwoDiff errors 0) and every input lies in
   cbx_eft_safe4's window (degree 4: no error term underflows, nothing
   overflows); its sign, with d, w and |w|^2 (vv, *nv) for the
   certificates after it, or 2 where it cannot be formed exactly. Lengths:
   the cross 4 components, its square 32, r^2 |v|^2 16. */
static int cbx_fast_edge_disc(const double c[3], double r, const double sv[3], const double bv[3],
                              const cbx_fast_feature *f, const int ax[2], double d[2], double w[2], double *vv,
                              int *nv) {
    if (!cbx_eft_safe4(r)) return 2;
    for (int k = 0; k < 2; ++k) {
        const int i = ax[k];
        double e1, e2;
        d[k] = cbx_two_diff(c[i], f->e[i], &e1);
        w[k] = cbx_two_diff(sv[i], bv[i], &e2);
        if (!cbx_eft_safe4(c[i]) || !cbx_eft_safe4(f->e[i]) || !cbx_eft_safe4(sv[i]) || !cbx_eft_safe4(bv[i]) ||
            !cbx_fast_exact(e1) || !cbx_fast_exact(e2))
            return 2;
    }
    double x[CBX_EXP_MAX], q[CBX_EXP_MAX], sum[CBX_EXP_MAX], r2[2];
    int nx = cbx_exp_add_prod(x, 0, d[0], w[1]);
    nx = cbx_exp_add_prod(x, nx, -d[1], w[0]);
    int ns = 0;
    for (int k = 0; k < nx; ++k) { /* - cross^2 */
        const int nq = cbx_exp_scale(x, nx, -x[k], q);
        for (int m = 0; m < nq; ++m) ns = cbx_exp_grow(sum, ns, q[m]);
    }
    *nv = cbx_exp_add_prod(vv, 0, w[0], w[0]);
    *nv = cbx_exp_add_prod(vv, *nv, w[1], w[1]);
    r2[1] = cbx_two_prod(r, r, &r2[0]);
    for (int k = 0; k < 2; ++k) { /* + r^2 |v|^2 */
        const int nq = cbx_exp_scale(vv, *nv, r2[k], q);
        for (int m = 0; m < nq; ++m) ns = cbx_exp_grow(sum, ns, q[m]);
    }
    return cbx_exp_sign(sum, ns);
}

/* The miss above for an edge whose discriminant is within rounding of 0:
   a ball the mover left a few ulps outside r of an edge, its velocity
   clipped tangent to it, passing the edge at a distance within an ulp of
   r: the exact discriminant negative, then the bracket above. Exactly 0:
   a graze (cbx_fast_edge_graze_hit), tried on a corner's three edges too.
   True with *out the answer (NONE, or the graze's CONTACT). Out of line:
   inlined, it made the entry's hot path longer (random paths +0.7 %). */
static CBX_NEVER_INLINE bool cbx_fast_edge_graze(const double c[3], double r, const double lo[3], const double hi[3],
                                const double sv[3], const double bv[3], const double v[3], const cbx_fast_feature *f,
                                double scale, cbx_sweep3_local *out) {
    int ax[3], n = 0, nv;
    double d[2], w[2], vv[CBX_EXP_MAX];
    for (int k = 0; k < 3; ++k) {
        if (f->mask >> k & 1) ax[n++] = k;
    }
    if (n == 3) {
        /* A corner's region: each of its edges for an exact graze (grid
           data grazing an edge at its end enters the corner's region
           first; the graze certificate needs no region), where the
           offsets and velocities are exact (random data leaves here) and
           the filtered discriminant cannot tell it from 0. */
        double ex = 0;
        for (int k = 0; k < 3; ++k) {
            double e1, e2;
            (void)cbx_two_diff(c[k], f->e[k], &e1);
            (void)cbx_two_diff(sv[k], bv[k], &e2);
            ex += CBX_FABS(e1) + CBX_FABS(e2);
        }
        if (!cbx_fast_exact(ex)) return false;
        for (int k = 0; k < 3; ++k) {
            const int e[2] = {ax[k == 0 ? 1 : 0], ax[k == 2 ? 1 : 2]};
            cbx_fast_feature g = *f;
            g.mask &= ~(1 << ax[k]);
            const cbx_fast_quad q = cbx_fast_quad_of(c, r, v, &g);
            if (!(CBX_FABS(q.disc) <= q.ed)) continue;
            if (cbx_fast_edge_disc(c, r, sv, bv, f, e, d, w, vv, &nv) == 0 &&
                cbx_fast_edge_graze_hit(c, lo, hi, sv, bv, f, e, d, w, vv, nv, out))
                return true;
        }
        return false;
    }
    if (n != 2) return false;
    const int disc = cbx_fast_edge_disc(c, r, sv, bv, f, ax, d, w, vv, &nv);
    if (disc == 2) return false;
    if (disc == 0) return cbx_fast_edge_graze_hit(c, lo, hi, sv, bv, f, ax, d, w, vv, nv, out);
    if (disc > 0) return false;
    /* The bracket of cbx_fast_min_inside, with the slopes at its ends
       exact: their filter's bound, at the scale of c and e, is wider than
       the slope of a path that passes the edge this nearly tangent. */
    const double a = w[0] * w[0] + w[1] * w[1], b = d[0] * w[0] + d[1] * w[1];
    const double tm = -b / a, dt = 64 * CBX_FAST_U * (CBX_FABS(tm) + scale);
    const double t1 = tm - dt > 0 ? tm - dt : 0.0, t2 = tm + dt;
    if (!(t2 > t1 && cbx_eft_safe4(t1) && cbx_eft_safe4(t2))) return false;
    if (!cbx_fast_in_region_span(c, lo, hi, v, f, tm, 2 * dt)) return false;
    if (!(cbx_fast_edge_slope(d, w, vv, nv, t1) < 0 && cbx_fast_edge_slope(d, w, vv, nv, t2) > 0)) return false;
    *out = cbx_fast_none();
    return true;
}

/* sign of x k - y w for expansions x, y and doubles k, w (each term exact:
   the caller's window keeps every error term normal). */
static int cbx_fast_exp_cross(const double *x, int nx, double k, const double *y, int ny, double w, double *est) {
    double e[CBX_EXP_MAX], q[CBX_EXP_MAX];
    int n = cbx_exp_scale(x, nx, k, e);
    const int nq = cbx_exp_scale(y, ny, -w, q);
    for (int i = 0; i < nq; ++i) n = cbx_exp_grow(e, n, q[i]);
    *est = cbx_exp_estimate(e, n);
    return cbx_exp_sign(e, n);
}

/* An edge grazed exactly (the discriminant above exactly 0; grid data: a
   path tangent to the edge's cylinder, such as (9.5, 4.5, 6.5) moving by
   (0.5, 2, -1.5) past the edge y = 4, z = 5 of a box, r = 1.5), d and w the
   exact offsets and velocities on the edge's axes ax, vv = |w|^2 as an
   expansion. The squared distance to the edge's line is then
   r^2 + a (t - t*)^2, t* = -b/a (a = |w|^2, b = d . w): r at t* alone. Where
   t* > 0 (b < 0), the path at t* lies strictly beyond both of the edge's
   bounds (a d_k - b w_k of the side's sign) and within the closed slab of
   the third axis m (a (c_m - lo_m) - b v_m >= 0 and a (hi_m - c_m) + b v_m
   >= 0, those differences and v_m exact), the edge's point there is a box
   point at distance r, and around t* the distance to the box is at least
   the distance to the edge's line (the box lies in the quarter-space
   behind the edge's two faces, and the path is in the edge's open region
   there), which exceeds r but at t*: the squared distance to the box,
   convex, has its minimum r^2 at t* alone, the first contact, a touch.
   Reported: fl(-b~/a~) (b~, a~ the rounded expansions, a few ulps), the
   edge's point, and the normal from the exact offsets a d_k - b w_k,
   rounded. False where a test fails or cannot be made exactly. */
static bool cbx_fast_edge_graze_hit(const double c[3], const double lo[3], const double hi[3], const double sv[3],
                                    const double bv[3], const cbx_fast_feature *f, const int ax[2],
                                    const double d[2], const double w[2], const double *vv, int nv,
                                    cbx_sweep3_local *out) {
    double bx[CBX_EXP_MAX], ev, el, eh;
    int nb = cbx_exp_add_prod(bx, 0, d[0], w[0]);
    nb = cbx_exp_add_prod(bx, nb, d[1], w[1]);
    if (!(cbx_exp_sign(bx, nb) < 0)) return false; /* t* <= 0: the start, separate, is past it */
    const int m = 3 - ax[0] - ax[1];
    const double wm = cbx_two_diff(sv[m], bv[m], &ev), gl = cbx_two_diff(c[m], lo[m], &el);
    const double gh = cbx_two_diff(hi[m], c[m], &eh);
    if (!(cbx_fast_exact(ev) && cbx_fast_exact(el) && cbx_fast_exact(eh) && cbx_eft_safe4(sv[m]) &&
          cbx_eft_safe4(bv[m]) && cbx_eft_safe4(c[m]) && cbx_eft_safe4(lo[m]) && cbx_eft_safe4(hi[m])))
        return false;
    double n[2], est;
    for (int k = 0; k < 2; ++k) {
        if (cbx_fast_exp_cross(vv, nv, d[k], bx, nb, w[k], &n[k]) != f->side[ax[k]]) return false;
    }
    if (cbx_fast_exp_cross(vv, nv, gl, bx, nb, wm, &est) < 0 || cbx_fast_exp_cross(vv, nv, gh, bx, nb, -wm, &est) < 0)
        return false;
    const double t = -cbx_exp_estimate(bx, nb) / cbx_exp_estimate(vv, nv);
    if (!(t > 0 && t <= DBL_MAX)) return false;
    const double nmax = cbx_fast_max(CBX_FABS(n[0]), CBX_FABS(n[1]));
    const double x = c[m] + wm * t;
    cbx_fast_contact_init(t, out);
    for (int k = 0; k < 2; ++k) {
        out->q[ax[k]] = f->e[ax[k]];
        out->normal[ax[k]] = n[k] / nmax;
    }
    out->q[m] = cbx_fast_clamp(x, lo[m], hi[m]);
    return true;
}

/* sign of (d + v t) . v = d . v + t |v|^2 on an edge's two axes, exactly
   (vv: |v|^2 as an expansion; t in cbx_eft_safe4's window, degree 3). */
static int cbx_fast_edge_slope(const double d[2], const double w[2], const double *vv, int nv, double t) {
    double e[CBX_EXP_MAX];
    int n = cbx_exp_add_prod(e, 0, d[0], w[0]);
    n = cbx_exp_add_prod(e, n, d[1], w[1]);
    for (int k = 0; k < nv; ++k) n = cbx_exp_add_prod(e, n, vv[k], t);
    return cbx_exp_sign(e, n);
}

/* ---- the face hit on few-bit data: an error-free certificate ----------- */

/* The path's coordinate at time t as a double that is exactly c + v t:
   v = sv - bv, v t and c + v t each exact (TwoDiff, TwoProduct and TwoSum
   errors 0), v in cbx_eft_safe's window (the caller's t too), so that no
   error term underflows. *v and *x receive them; false where one rounds. */
static inline bool cbx_fast_moved_exact(double c, double sv, double bv, double t, double *v, double *x) {
    double e1, e2, e3;
    *v = cbx_two_diff(sv, bv, &e1);
    const double p = cbx_two_prod(*v, t, &e2);
    *x = cbx_two_sum(c, p, &e3);
    return cbx_eft_safe(*v) && cbx_fast_exact(e1) && cbx_fast_exact(e2) && cbx_fast_exact(e3);
}


/* The face hit where a coordinate lands exactly on the face's border (grid
   data: a ball hitting a tile flush with its edge), which no margin can
   certify: when v = sv - bv, g = c - e, g - r, T = (g - r) / V and every
   c_j + v_j T are exact in floating point (TwoDiff, TwoSum and Dekker's
   TwoProduct errors all zero; T and the velocities in cbx_eft_safe's window,
   so no product's error falls below the normal range), the closed test
   lo_j <= x_j <= hi_j is exact: the contact is at T on face i. */
static bool cbx_fast_face_exact(const double c[3], double r, const double lo[3], const double hi[3],
                                const double sv[3], const double bv[3], int i, int s, double *time) {
    double ev, eg, en, ep;
    const double V = CBX_FABS(cbx_two_diff(sv[i], bv[i], &ev));
    const double g = s > 0 ? cbx_two_diff(c[i], hi[i], &eg) : cbx_two_diff(lo[i], c[i], &eg);
    const double num = cbx_two_diff(g, r, &en);
    const double T = num / V;
    if (!cbx_eft_safe(T) || !cbx_eft_safe(V)) return false;
    const double back = cbx_two_prod(T, V, &ep);
    bool ok = cbx_fast_exact(ev) && cbx_fast_exact(eg) && cbx_fast_exact(en) && cbx_fast_exact(ep) &&
              cbx_fast_exact(back - num) && T > 0;
    for (int j = 0; ok && j < 3; ++j) {
        if (j == i) continue;
        double v, x;
        ok = cbx_fast_moved_exact(c[j], sv[j], bv[j], T, &v, &x) && x >= lo[j] && x <= hi[j];
    }
    *time = T;
    return ok;
}

/* The contact with the edge or corner named by mask and side (the axes
   where the sphere meets the box's bound on that side: +1 hi, -1 lo), as
   the fast path computes it for a hit there: the smaller root of the
   feature's quadratic (discriminant in Lagrange form), the point and the
   unnormalized normal of cbx_fast_feature_contact; nothing certified. For
   a caller that proves what it uses (the casts' bracket). False where the
   quadratic has no root ahead (a miss, a graze, a path moving away) or
   the inputs leave the fast path's range (every magnitude at most 2^300:
   beyond, a square may overflow). */
bool cbx_sweep3_feature_contact(const double c[3], double r, const double lo[3], const double hi[3],
                                const double v[3], int mask, const int side[3], cbx_sweep3_local *out) {
    cbx_fast_feature f = {mask, {side[0], side[1], side[2]}, {0, 0, 0}};
    double m = r;
    for (int i = 0; i < 3; ++i) {
        f.e[i] = side[i] < 0 ? lo[i] : hi[i];
        m += (CBX_FABS(c[i]) + CBX_FABS(v[i])) + (CBX_FABS(lo[i]) + CBX_FABS(hi[i]));
    }
    if (!(m <= CBX_FAST_MAX)) return false;
    const cbx_fast_quad q = cbx_fast_quad_of(c, r, v, &f);
    if (!(q.disc > 0) || !(q.b < 0) || !(q.cc > 0)) return false;
    const double t = q.cc / (CBX_SQRT(q.disc) - q.b);
    return cbx_fast_feature_contact(c, lo, hi, v, &f, t, out);
}

/* Feature f's certified hit or miss (true: *out is the answer). */
static bool cbx_fast_feature_decide(const double c[3], double r, const double lo[3], const double hi[3],
                                    const double v[3], const cbx_fast_feature *f, double scale,
                                    cbx_sweep3_local *out) {
    const cbx_fast_quad q = cbx_fast_quad_of(c, r, v, f);
    if (cbx_fast_feature_hit(c, r, lo, hi, v, f, &q, scale, out)) return true;
    if (!cbx_fast_feature_miss(c, lo, hi, v, f, &q, scale)) return false;
    *out = cbx_fast_none();
    return true;
}

/* A start certainly separate whose grown-box entry is in an edge's or a
   corner's region f (nout axes): that feature, a corner's three edges,
   a contact within a sliver of time, then (twice at most) the feature
   where the path passes closest to the last one tried: a path that leaves
   the entry region before its closest approach is often decided there. */
static bool cbx_fast_features(const double c[3], double r, const double lo[3], const double hi[3], const double v[3],
                              const int side[3], const cbx_fast_feature *f, int nout, double scale,
                              cbx_sweep3_local *out) {
    if (cbx_fast_feature_decide(c, r, lo, hi, v, f, scale, out)) return true;
    /* A squared distance not falling at time 0 (the receding test, also
       cbx_sweep3_fast's last) is decided here, before the costlier
       certificates below, which cannot decide it (no contact to find, no
       approach ahead to bracket). */
    int buf[3];
    if (cbx_fast_receding(c, lo, hi, v, cbx_fast_sides(c, lo, hi, side, buf))) {
        *out = cbx_fast_none();
        return true;
    }
    for (int j = 0; nout == 3 && j < 3; ++j) {
        cbx_fast_feature g = *f;
        g.mask &= ~(1 << j);
        if (cbx_fast_feature_decide(c, r, lo, hi, v, &g, scale, out)) return true;
    }
    if (cbx_fast_early_hit(c, r, lo, hi, v, f, scale, out)) return true;
    cbx_fast_feature g = *f;
    for (int k = 0; k < 2; ++k) {
        const cbx_fast_quad q = cbx_fast_quad_sums(c, r, v, &g);
        const double a = q.a, b = q.b, cc = q.cc;
        /* where the feature's sphere-swept line or point is reached, else
           where the path passes closest to it */
        if (!(a > 0)) return false;
        const double disc = b * b - a * cc, den = disc > 0 ? CBX_SQRT(disc) - b : 0.0;
        const double t = den > 0 ? cc / den : -b / a;
        const int mask = g.mask;
        if (cbx_fast_region_at(c, lo, hi, v, t, &g) < 2 || g.mask == mask) return false;
        if (cbx_fast_feature_decide(c, r, lo, hi, v, &g, scale, out)) return true;
    }
    return false;
}

/* Axis i's face time T = (g - r) / V (side s) as one quotient, the face
   hit's reported time, with its bound. The numerator is the exact gap
   minus r up to one rounding: (g - r) + (en + eg), the TwoDiff errors of
   g = fl(c - e) and of fl(g - r) added back, so that a gap which rounds by
   u |g| does not move the time by u |g| / V (an oracle found an oblique hit,
   V = 3.6e-12 at |v| = 1, off by 2e-5 for a grazing bound of 8e-6). Bound:
   2u T (+ underflow) when every error is 0 (the mover's few ulps above r,
   grid data: a single rounding); else the numerator's rounding and the
   second-order rounding of en + eg, V~ within u of V and the quotient's
   rounding, each doubled: 8u (T + u (|g| + r) / V). */
static cbx_fast_time cbx_fast_face_time(const double c[3], double r, const double lo[3], const double hi[3],
                                        const double sv[3], const double bv[3], int i, int s) {
    double ev, eg, en;
    const double V = CBX_FABS(cbx_two_diff(sv[i], bv[i], &ev));
    const double g = s > 0 ? cbx_two_diff(c[i], hi[i], &eg) : cbx_two_diff(lo[i], c[i], &eg);
    const double num = cbx_two_diff(g, r, &en);
    const double t = (num + (en + eg)) / V;
    const bool exact = cbx_fast_exact(ev) && cbx_fast_exact(eg) && cbx_fast_exact(en);
    const double err = 8 * CBX_FAST_U * (CBX_FABS(t) + CBX_FAST_U * (CBX_FABS(g) + r) / V);
    cbx_fast_time out = {t, (exact ? 2 * CBX_FAST_U * CBX_FABS(t) : err) + CBX_FAST_TINY};
    return out;
}

/* A ball beside a face on a still axis j, within r of its plane (the gap
   g_j a few ulps under r: the mover stepped it back from a wall), nearing
   the box on axis k, the third axis m within its slab: the distance to the
   box exceeds r while g_k(t) > rho = sqrt(r^2 - g_j^2), and is exactly r at
   T = (g_k - rho) / V if m is then within its slab: the first contact (a
   graze; no bracket of the squared distance can see it). r - g_j and g_j
   exact (TwoDiff), rho^2 = (r - g_j)(r + g_j) in the normal range: rho
   within 2u rho, T within 3u (g_k + rho) / V + 2u T, here 8u (doubled,
   rounded up); that is inside both documented time bounds when
   V >= |v|max 2^-24, and the normal, from the offsets at T, inside its. */
static bool cbx_fast_wall_hit(const double c[3], double r, const double lo[3], const double hi[3],
                              const double v[3], const int side[3], cbx_sweep3_local *out) {
    int j = -1, k = -1, m = -1, n = 0;
    double vmax = 0;
    for (int i = 0; i < 3; ++i) {
        vmax = cbx_fast_max(vmax, CBX_FABS(v[i]));
        if (!side[i]) m = i;
        else if (cbx_fast_zero(v[i])) j = i, ++n;
        else k = i, ++n;
    }
    if (n != 2 || j < 0 || k < 0 || m < 0 || !(v[k] * side[k] < 0)) return false;
    double e1, e2;
    const double gj = side[j] > 0 ? cbx_two_diff(c[j], hi[j], &e1) : cbx_two_diff(lo[j], c[j], &e1);
    const double d = cbx_two_diff(r, gj, &e2), rho2 = d * (r + gj);
    const double V = CBX_FABS(v[k]), gk = (c[k] - (side[k] < 0 ? lo[k] : hi[k])) * side[k];
    if (!(cbx_fast_exact(e1) && cbx_fast_exact(e2) && rho2 >= 0x1p-1000 && V >= vmax * 0x1p-24)) return false;
    const double rho = CBX_SQRT(rho2), T = (gk - rho) / V;
    const double dT = 8 * CBX_FAST_U * ((gk + rho) / V + T) + CBX_FAST_TINY;
    if (!(T > 0 && T + dT <= DBL_MAX) || !cbx_fast_inside_closed(c[m], lo[m], hi[m], v[m], T, dT)) return false;
    return cbx_fast_contact_at(c, lo, hi, v, T, k, side[k], out);
}

/* The grown box's slab times on the moving axes: the latest entry *a, on
   axis *last, and the earliest exit *b, on axis *first, each with its error bound (only
   those two need one). False where no axis moves. Per axis, without a
   branch on v's sign or on the order of the axes (both unpredictable on
   random paths): t1 = (fl(lo - c) - r) / v and t2 = (fl(hi - c) + r) / v,
   each as fl(num * fl(1 / v)); the entry is the smaller, the exit the
   larger. Rounding to nearest is symmetric, so for v < 0 they are to the
   bit cbx_fast_time_make's (fl(c - hi) - r) / |v| and (fl(c - lo) + r) /
   |v| (and for v > 0 they are those times as written); a time's bound
   takes the larger of |lo - c| and |hi - c| for its |d| (a larger bound
   only decides less). NaN needs a numerator 0 beside |v| < 2^-1024: a gap
   that rounds to exactly r, which the caller's arrays then cover. */
static CBX_ALWAYS_INLINE bool cbx_fast_slab_times(const double c[3], double r, const double lo[3],
                                                  const double hi[3], const double v[3], cbx_fast_time *a,
                                                  cbx_fast_time *b, int *last, int *first) {
    double dm[3], inv[3], ta_max = -CBX_INF, tb_min = CBX_INF;
    int la = -1, first_exit = -1;
    for (int i = 0; i < 3; ++i) {
        if (cbx_fast_zero(v[i])) continue; /* within r of its slab for ever (cmp <= 0) */
        const double dlo = lo[i] - c[i], dhi = hi[i] - c[i];
        inv[i] = 1.0 / v[i];
        dm[i] = cbx_fast_max(CBX_FABS(dlo), CBX_FABS(dhi));
        const double t1 = (dlo - r) * inv[i], t2 = (dhi + r) * inv[i];
        const double ta = t1 < t2 ? t1 : t2, tb = cbx_fast_max(t1, t2);
        /* the latest entry and the earliest exit, as integer masks (a
           selection the compiler would make a branch) */
        const int later = -(int)(ta > ta_max), earlier = -(int)(tb < tb_min);
        la = (la & ~later) | (i & later);
        first_exit = (first_exit & ~earlier) | (i & earlier);
        ta_max = cbx_fast_max(ta, ta_max);
        tb_min = tb < tb_min ? tb : tb_min;
    }
    if ((la | first_exit) < 0) return false; /* no motion: the receding test decides it */
    a->t = ta_max;
    a->err = 8 * CBX_FAST_U * (CBX_FABS(ta_max) + dm[la] * CBX_FABS(inv[la])) + CBX_FAST_TINY;
    b->t = tb_min;
    b->err = 8 * CBX_FAST_U * (CBX_FABS(tb_min) + dm[first_exit] * CBX_FABS(inv[first_exit])) + CBX_FAST_TINY;
    *last = la;
    *first = first_exit;
    return true;
}

/* The region of the grown box's entry point at time ta (axis `last`
   entered on side sl): *f its feature (the axes outside their slabs, their
   sides and bounds); returned: how many axes those are. Branch-free: the
   region of random paths is unpredictable. */
static CBX_ALWAYS_INLINE int cbx_fast_entry_region(const double c[3], const double lo[3], const double hi[3],
                                                   const double v[3], double ta, int last, int sl,
                                                   cbx_fast_feature *f) {
    int nout = 0;
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * ta;
        const int sx = (x > hi[j]) - (x < lo[j]), sj = sx + ((sl - sx) & -(j == last));
        f->side[j] = sj;
        f->mask |= (sj != 0) << j;
        f->e[j] = cbx_pick(cbx_mask_of(sj < 0), lo[j], hi[j]);
        nout += sj != 0;
    }
    return nout;
}

/* An entry at an edge or a corner (nout axes outside): tried as a
   feature, a corner's three edges after it; then a graze that misses; then
   a wall beside the path (within r of its plane, approaching the box from
   within r of it or from farther: falling past a tile's edge); then, from
   beyond r on axis last, the face near the hit. False: undecided. */
static bool cbx_fast_edge_entry(const double c[3], double r, const double lo[3], const double hi[3],
                                const double sv[3], const double bv[3], const double v[3], const int side[3],
                                cbx_fast_feature *f, int nout, int last, int sl, bool beyond,
                                cbx_sweep3_local *out) {
    const double scale = cbx_fast_scale(c, r, lo, hi, v);
    if (cbx_fast_features(c, r, lo, hi, v, side, f, nout, scale, out)) return true;
    if (cbx_fast_edge_graze(c, r, lo, hi, sv, bv, v, f, scale, out)) return true;
    int buf[3];
    if (cbx_fast_wall_hit(c, r, lo, hi, v, cbx_fast_sides(c, lo, hi, side, buf), out)) return true;
    if (!beyond) return false;
    const cbx_fast_time ft = cbx_fast_face_time(c, r, lo, hi, sv, bv, last, sl);
    return cbx_fast_near_hit(c, r, lo, hi, v, last, sl, ft.t, ft.err, scale, out);
}

/* The face hit on axis last (side sl): certified at the entry time as
   computed (within its bound), reported as a quotient formed in one
   division; where another axis is not certainly inside its slab then, the
   exact entry time or the hit near the face. False: undecided. */
static CBX_ALWAYS_INLINE bool cbx_fast_face_entry(const double c[3], double r, const double lo[3],
                                                  const double hi[3], const double sv[3], const double bv[3],
                                                  const double v[3], int last, int sl, cbx_sweep3_local *out) {
    const cbx_fast_time ft = cbx_fast_face_time(c, r, lo, hi, sv, bv, last, sl);
    bool inside = true;
    for (int j = 0; j < 3; ++j) {
        if (j != last) inside = inside && cbx_fast_inside_closed(c[j], lo[j], hi[j], v[j], ft.t, ft.err);
    }
    double T = ft.t;
    if (inside) {
        if (!(T > 0 && T <= DBL_MAX)) return false;
    } else if (!cbx_fast_face_exact(c, r, lo, hi, sv, bv, last, sl, &T)) {
        const double scale = cbx_fast_scale(c, r, lo, hi, v);
        return cbx_fast_near_hit(c, r, lo, hi, v, last, sl, ft.t, ft.err, scale, out);
    }
    cbx_fast_contact(c, lo, hi, v, T, last, sl, out);
    return true;
}

/* A start certainly separate: the grown box's slab times, then the face
   hit or the features of the entry region (false: undecided). */
static bool cbx_fast_separate_start(const double c[3], double r, const double lo[3], const double hi[3],
                                    const double sv[3], const double bv[3], const double v[3], const int side[3],
                                    const int cmp[3], cbx_sweep3_local *out) {
    cbx_fast_time a, b;
    int last, first;
    if (!cbx_fast_slab_times(c, r, lo, hi, v, &a, &b, &last, &first)) return false;
    /* Axis last's side and sign(g - r) > 0. Without the caller's arrays
       (every gap compared to r without a tie, one beyond r, none beyond r
       and receding): each axis within r of its slab has an entry time at
       most 0 (g <= r), each beyond r a positive one, so the latest entry is
       beyond r, on the side v points away from (a positive time has the
       sign of v times that of fl(d_in - rs): fl(lo - c) > r for v > 0,
       fl(c - hi) > r for v < 0); an entry time that underflows to 0 is
       left undecided. */
    if (!side && !(a.t > 0)) return false;
    const int sl = side ? side[last] : (v[last] > 0 ? -1 : 1);
    const bool beyond = cmp ? cmp[last] > 0 : true;
    if (cbx_fast_before(b, a) | (b.t + 2 * b.err < 0)) {
        *out = cbx_fast_none();
        return true;
    }
    /* The region of the grown box's entry point: a face (one axis outside
       its slab) is the face test; an edge or corner is tried as a feature. */
    cbx_fast_feature f = {0, {0, 0, 0}, {0, 0, 0}};
    const int nout = cbx_fast_entry_region(c, lo, hi, v, cbx_fast_max(a.t, 0.0), last, sl, &f);
    if (nout >= 2) return cbx_fast_edge_entry(c, r, lo, hi, sv, bv, v, side, &f, nout, last, sl, beyond, out);
    return beyond && cbx_fast_face_entry(c, r, lo, hi, sv, bv, v, last, sl, out);
}

/* The start per axis, branch-free (the signs of random data are
   unpredictable): side[i] (-1 below lo, +1 above hi, 0 within the slab)
   and cmp[i] = sign(g_i - r) as rounded; returned: how many axes the
   center is outside of. The gap on the center's side is the larger
   difference (the other is negative); within the slab both are at most 0,
   so at most r. */
static CBX_ALWAYS_INLINE int cbx_fast_sides_of(const double c[3], double r, const double lo[3],
                                               const double hi[3], int side[3], int cmp[3]) {
    int outside = 0;
    for (int i = 0; i < 3; ++i) {
        const double dl = lo[i] - c[i], dh = c[i] - hi[i], g = cbx_fast_max(dl, dh);
        side[i] = (dh > 0) - (dl > 0);
        cmp[i] = (g > r) - (g < r);
        outside += side[i] != 0;
    }
    return outside;
}

/* A gap that rounds to r: its exact sign (TwoDiff only on a tie), with
   *beyond set where one is above r and *at_r where one is exactly r. True
   when an axis then is beyond r and not approaching: separate for ever. */
static CBX_ALWAYS_INLINE bool cbx_fast_ties(const double c[3], double r, const double lo[3],
                                            const double hi[3], const double v[3], const int side[3],
                                            int cmp[3], int *at_r, int *beyond) {
    bool sep = false;
    for (int i = 0; i < 3; ++i) {
        if (cmp[i] != 0) continue;
        cmp[i] = -1; /* within the slab (r = 0, the center on a bound) */
        if (!side[i]) continue;
        cmp[i] = cbx_gap_cmp(c[i], side[i] < 0 ? lo[i] : hi[i], r);
        sep |= (cmp[i] > 0) & (v[i] * side[i] >= 0); /* v is finite here */
        *beyond |= cmp[i] > 0;
        *at_r |= cmp[i] == 0;
    }
    return sep;
}

/* A gap at exactly r decides some starts: 1 or 0, the fast path's answer
   (*out set where 1), or -1 to go on. */
static CBX_ALWAYS_INLINE int cbx_fast_at_r(const double c[3], const double lo[3], const double hi[3],
                                           const double v[3], const double sv[3], const double bv[3],
                                           const int side[3], const int cmp[3], cbx_sweep3_local *out) {
    for (int i = 0; i < 3; ++i) {
        if (cmp[i] != 0) continue;
        if (side[(i + 1) % 3] == 0 && side[(i + 2) % 3] == 0) {
            /* Touching at time 0 (whatever the velocity): the nearest box
               point is on face i, at exactly r straight below the center. */
            cbx_fast_contact(c, lo, hi, v, 0.0, i, side[i], out);
            return 1;
        }
        if (cbx_fast_zero(v[i])) return cbx_fast_slide(c, lo, hi, v, sv, bv, side, i, out);
        if (v[i] * side[i] > 0) {
            /* at exactly r, outside another slab, moving away: never within r */
            *out = cbx_fast_none();
            return 1;
        }
    }
    return -1;
}

/* A start within r of every slab. Inside the box or within r of a face's
   plane over it (the face at exactly r was taken before), the distance to
   the box is below r (or 0 = r for a point in it); off an edge or a
   corner, the exact sign of the squared distance (the mover leaves balls a
   few ulps off an edge it blocked them on, or resting on it). Not
   separate: the static answer, true. Separate: false, with *tight set
   for a start within 2^-40 of tangency (cbx_fast_near_r). */
static CBX_ALWAYS_INLINE bool cbx_fast_within_slabs(const double c[3], double r, const double lo[3],
                                                    const double hi[3], int outside, bool *tight,
                                                    cbx_sweep3_local *out) {
    int sign = outside == 0 && cbx_fast_zero(r) ? 0 : -1;
    if (outside >= 2) {
        double q[3];
        cbx_fast_nearest(c, lo, hi, q);
        sign = cbx_fast_dist2_sign(c, q, r, tight);
    }
    if (sign > 0) return false;
    *out = cbx_fast_static(sign);
    return true;
}

/* A start separate by a few roundings off an edge or a corner (outside
   its slab on two axes or three; the exact sign said so): the ball the
   mover left beside a tile. Its squared gap is all rounding, so the
   feature's quadratic cannot certify a root (its constant term rounds to
   either sign) and the slab times lead nowhere: the distance's slope
   decides. Not falling at time 0: NONE for ever (convex). Falling: the
   first contact is within a sliver of time (cbx_fast_early_hit, with the
   feature the center is beside). False where neither is certain (a path
   grazing the feature: the general order takes it). Out of line: it is
   rare on other data. */
static CBX_NEVER_INLINE bool cbx_fast_tight_start(const double c[3], double r, const double lo[3],
                                                  const double hi[3], const double v[3],
                                                  const int side[3], cbx_sweep3_local *out) {
    if (cbx_fast_receding(c, lo, hi, v, side)) {
        *out = cbx_fast_none();
        return true;
    }
    cbx_fast_feature f = {0, {0, 0, 0}, {0, 0, 0}};
    for (int j = 0; j < 3; ++j) {
        f.side[j] = side[j];
        f.mask |= (side[j] != 0) << j;
        f.e[j] = side[j] < 0 ? lo[j] : hi[j];
    }
    return cbx_fast_early_hit(c, r, lo, hi, v, &f, cbx_fast_scale(c, r, lo, hi, v), out);
}

/* The usual separate start (random paths, a ball falling onto a box): an
   axis beyond r, none with a gap that rounds to exactly r; the grown box's
   slab times decide it without the per-axis sides and signs. With the
   screen's `near` flag the receding test runs first (out of line), and
   not again after the slab times; without it, after them. */
static bool cbx_fast_clear_start(const double c[3], double r, const double lo[3], const double hi[3],
                                 const double sv[3], const double bv[3], const double v[3], bool near,
                                 cbx_sweep3_local *out) {
    if (near && cbx_fast_receding_start(c, lo, hi, v)) {
        *out = cbx_fast_none();
        return true;
    }
    if (cbx_fast_separate_start(c, r, lo, hi, sv, bv, v, NULL, NULL, out)) return true;
    int buf[3];
    if (near || !cbx_fast_receding(c, lo, hi, v, cbx_fast_sides(c, lo, hi, NULL, buf))) return false;
    *out = cbx_fast_none();
    return true;
}

/* A root exact in floating point (grid data, where a path meets an edge
   exactly at its end: its root, a double, puts the third coordinate on a
   bound, which no margin can certify): t > 0 a double with, on every axis,
   x_i = c_i + v_i t exact (cbx_fast_moved_exact; sv, bv, c and the
   offsets in cbx_eft_safe's window too), and on feature f's
   axes the offset o_i = x_i - e_i exact too. If then h(t) = sum o_i^2 -
   r^2 is exactly 0, the slope sum o_i v_i exactly negative, each o_i on
   its side or 0, and every other x_i within its closed slab, the path at t
   is in f's closed region, where the squared distance to the box is
   h + r^2 (each axis's part is C^1, so its slope there is h's too): it is
   r^2 at t and falling, and being convex it exceeds r^2 before: t is the
   first contact, exactly. The normal from the exact offsets. */
static bool cbx_fast_exact_root(const double c[3], double r, const double lo[3], const double hi[3],
                                const double sv[3], const double bv[3], const cbx_fast_feature *f, double t,
                                cbx_sweep3_local *out) {
    if (!(t > 0) || !cbx_eft_safe(t) || !cbx_eft_safe(r)) return false;
    double h[16], g[16], x[3], o[3] = {0, 0, 0}, r2[2], omax = 0;
    int nh = 0, ng = 0;
    for (int i = 0; i < 3; ++i) {
        double v, e4 = 0;
        const bool moved = cbx_fast_moved_exact(c[i], sv[i], bv[i], t, &v, &x[i]);
        const bool on = f->mask >> i & 1;
        if (on) o[i] = cbx_two_diff(x[i], f->e[i], &e4);
        if (!(moved && cbx_fast_exact(e4) && cbx_eft_safe(sv[i]) && cbx_eft_safe(bv[i]) && cbx_eft_safe(c[i]) &&
              cbx_eft_safe(o[i])))
            return false;
        if (on ? o[i] * f->side[i] < 0 : !(lo[i] <= x[i] && x[i] <= hi[i])) return false;
        nh = cbx_exp_add_prod(h, nh, o[i], o[i]);
        ng = cbx_exp_add_prod(g, ng, o[i], v);
        omax = cbx_fast_max(omax, CBX_FABS(o[i]));
    }
    r2[1] = cbx_two_prod(r, r, &r2[0]);
    nh = cbx_exp_grow(h, nh, -r2[0]);
    nh = cbx_exp_grow(h, nh, -r2[1]);
    if (cbx_exp_sign(h, nh) != 0 || cbx_exp_sign(g, ng) >= 0 || !(omax > 0)) return false;
    cbx_fast_contact_init(t, out);
    for (int i = 0; i < 3; ++i) {
        out->q[i] = f->mask >> i & 1 ? f->e[i] : x[i];
        out->normal[i] = o[i] / omax;
    }
    return true;
}

/* The exact root above for feature f and, a corner, each of its edges:
   their smaller roots as computed. */
static bool cbx_fast_exact_roots(const double c[3], double r, const double lo[3], const double hi[3],
                                 const double sv[3], const double bv[3], const double v[3],
                                 const cbx_fast_feature *f, int nout, cbx_sweep3_local *out) {
    for (int k = -1; k < (nout == 3 ? 3 : 0); ++k) {
        cbx_fast_feature g = *f;
        if (k >= 0) g.mask &= ~(1 << k);
        const cbx_fast_quad q = cbx_fast_quad_sums(c, r, v, &g);
        const double disc = q.b * q.b - q.a * q.cc;
        if (!(disc >= 0) || !(q.b < 0)) continue;
        const double t = q.cc / (CBX_SQRT(disc) - q.b);
        if (cbx_fast_exact_root(c, r, lo, hi, sv, bv, &g, t, out)) return true;
    }
    return false;
}

/* The grown box [lo - r, hi + r] met at one instant at most, for a start
   certainly separate: its latest entry (axis last) and earliest exit (axis
   first) within rounding of each other (grid data: a path through an edge
   or a corner of the grown box, such as (9, 0, -9) moving by (-1, 2, 1)
   past the corner (9, 2, -7) of a box, r = 1), ordered exactly
   (cbx_fast_time_order, where lo - r and hi + r are doubles: TwoDiff and
   TwoSum errors 0). The sphere is within r of the box only at times in
   [A, B], A the exact latest entry (at least last's) and B the earliest
   exit (at most first's): an entry after the exit leaves that empty; equal
   (r > 0, two axes) leaves one instant, at which the center lies r beyond
   the slabs of both axes, at least r sqrt(2) from the box. NONE then
   (true). */
static bool cbx_fast_grown_tie_miss(const double c[3], double r, const double lo[3], const double hi[3],
                                    const double sv[3], const double bv[3], const double v[3], int last, int first) {
    if (!(r > 0) || last == first) return false;
    double e1, e2;
    const double b1 = v[last] > 0 ? cbx_two_diff(lo[last], r, &e1) : cbx_two_sum(hi[last], r, &e1);
    const double b2 = v[first] > 0 ? cbx_two_sum(hi[first], r, &e2) : cbx_two_diff(lo[first], r, &e2);
    if (!cbx_fast_exact(e1) || !cbx_fast_exact(e2)) return false;
    const int o = cbx_fast_time_order(b1, c[last], sv[last], bv[last], b2, c[first], sv[first], bv[first]);
    return (o == 0) | (o == 1);
}

/* Motion along one axis only (v = fl(sv - bv) is 0 on the other two,
   exactly when sv = bv there; a ball falling straight down beside a
   tile): the offsets on the other two axes never change, so
   the distance to the box never falls below their part, the distance
   from the center to the box's rectangle across axis k. Beyond r there
   (its exact sign, cbx_fast_dist2_sign, with the moving axis's offset 0):
   never within r, NONE. A ball that rolled to a stop a few ulps outside r
   of a tile's side, then sinks past its top edge, ends here (tried where
   the rules above leave a start undecided; true with *out NONE). */
static bool cbx_fast_one_axis_miss(const double c[3], double r, const double lo[3], const double hi[3],
                                   const double v[3], cbx_sweep3_local *out) {
    const int moving = (int)!cbx_fast_zero(v[0]) | (int)!cbx_fast_zero(v[1]) << 1 | (int)!cbx_fast_zero(v[2]) << 2;
    if (!((moving == 1) | (moving == 2) | (moving == 4))) return false;
    double q[3];
    for (int i = 0; i < 3; ++i) q[i] = moving >> i & 1 ? c[i] : cbx_fast_clamp(c[i], lo[i], hi[i]);
    bool tight = false;
    if (!(cbx_fast_dist2_sign(c, q, r, &tight) > 0)) return false;
    *out = cbx_fast_none();
    return true;
}

/* What is tried last on a separate start the rules above leave undecided
   (grid data, mostly): the one-axis miss, the grown box's tie, then the
   exact root of the grown box's entry feature (its side on axis last
   taken from v: the exact root's certificate holds whichever feature it
   is given). Out of line: the decided paths keep none of it. */
static CBX_NEVER_INLINE bool cbx_fast_last_resort(const double c[3], double r, const double lo[3],
                                                  const double hi[3], const double sv[3], const double bv[3],
                                                  const double v[3], cbx_sweep3_local *out) {
    if (cbx_fast_one_axis_miss(c, r, lo, hi, v, out)) return true;
    cbx_fast_time a, b;
    int last, first;
    if (!cbx_fast_slab_times(c, r, lo, hi, v, &a, &b, &last, &first)) return false;
    if (cbx_fast_grown_tie_miss(c, r, lo, hi, sv, bv, v, last, first)) {
        *out = cbx_fast_none();
        return true;
    }
    cbx_fast_feature f = {0, {0, 0, 0}, {0, 0, 0}};
    const int nout = cbx_fast_entry_region(c, lo, hi, v, cbx_fast_max(a.t, 0.0), last, v[last] > 0 ? -1 : 1, &f);
    return nout >= 2 && cbx_fast_exact_roots(c, r, lo, hi, sv, bv, v, &f, nout, out);
}

/* The first pass over the input (cbx_sweep3_fast): v = sv - bv, and
   - ok: the validity the caller has not checked yet, every magnitude at
     most 2^300 (a NaN fails the comparison; v is finite only if sv and bv
     are), r >= 0, lo <= hi. One sum of the magnitudes rather than
     thirteen tests: a rounded sum of non-negative terms is at least each
     term (rounding is monotone, in any order of the sum), a NaN or an
     infinity makes it fail, and a sum beyond 2^300 with every term within
     only sends extreme input to the exact code;
   - sep: a clear miss, an axis certainly beyond r (fl(lo - c) > r implies
     lo - c > r: the difference rounds monotonically; likewise c - hi) on
     which the center does not approach the slab, which keeps the sphere
     away for ever;
   - far: a gap (the larger of lo - c and c - hi, as rounded) above r;
   - even: a gap that rounds to exactly r (settled with the ties,
     cbx_fast_ties);
   - near: an axis outside its slab within r of it (0 < gap <= r) and
     moving away: a start beyond r that recedes from the box has one (an
     axis beyond r not approaching is sep; one within its slab adds
     nothing to the distance's slope), so the receding test runs first
     where it is set (cbx_fast_receding_start). A still axis is left out:
     with it the test ran on more starts than it decided (grid paths +9
     instructions).
   On input out of range the flags are formed but not read. */
typedef struct cbx_fast_screen {
    bool ok, sep, far, even, near;
} cbx_fast_screen;

#if CBX_PAIRS
/* x and y as a pair and z alone in the low lane of another (its high lane
   0, masked off below), every test lane by lane as the scalar form below
   writes it: the comparisons are the same, _mm_max_pd(a, b) is a > b ? a :
   b (b when either is NaN) as cbx_fast_max is, and the magnitudes are
   summed in another order (see above). */
static CBX_ALWAYS_INLINE cbx_fast_screen cbx_fast_screen_of(const double c[3], double r, const double lo[3],
                                                           const double hi[3], const double sv[3],
                                                           const double bv[3], double v[3]) {
    const __m128d cp = cbx_pair_load(c, c + 1), cz = _mm_load_sd(c + 2);
    const __m128d lp = cbx_pair_load(lo, lo + 1), lz = _mm_load_sd(lo + 2);
    const __m128d hp = cbx_pair_load(hi, hi + 1), hz = _mm_load_sd(hi + 2);
    const __m128d vp = _mm_sub_pd(cbx_pair_load(sv, sv + 1), cbx_pair_load(bv, bv + 1));
    const __m128d vz = _mm_sub_sd(_mm_load_sd(sv + 2), _mm_load_sd(bv + 2));
    _mm_storeu_pd(v, vp);
    _mm_store_sd(v + 2, vz);
    const __m128d mp = _mm_add_pd(_mm_add_pd(cbx_pair_abs(cp), cbx_pair_abs(vp)),
                                  _mm_add_pd(cbx_pair_abs(lp), cbx_pair_abs(hp)));
    const __m128d mz = _mm_add_pd(_mm_add_pd(cbx_pair_abs(cz), cbx_pair_abs(vz)),
                                  _mm_add_pd(cbx_pair_abs(lz), cbx_pair_abs(hz)));
    const __m128d ms = _mm_add_pd(mp, mz);
    const double m = (cbx_pair_lo(ms) + cbx_pair_hi(ms)) + r;
    const __m128d rr = _mm_set1_pd(r), zero = _mm_setzero_pd();
    const __m128d dlp = _mm_sub_pd(lp, cp), dhp = _mm_sub_pd(cp, hp), gp = _mm_max_pd(dlp, dhp);
    const __m128d dlz = _mm_sub_pd(lz, cz), dhz = _mm_sub_pd(cz, hz), gz = _mm_max_pd(dlz, dhz);
    const __m128d sepp = _mm_or_pd(_mm_and_pd(_mm_cmpgt_pd(dlp, rr), _mm_cmple_pd(vp, zero)),
                                   _mm_and_pd(_mm_cmpgt_pd(dhp, rr), _mm_cmpge_pd(vp, zero)));
    const __m128d sepz = _mm_or_pd(_mm_and_pd(_mm_cmpgt_pd(dlz, rr), _mm_cmple_pd(vz, zero)),
                                   _mm_and_pd(_mm_cmpgt_pd(dhz, rr), _mm_cmpge_pd(vz, zero)));
    const __m128d gtp = _mm_cmpgt_pd(gp, rr), gtz = _mm_cmpgt_pd(gz, rr);
    const __m128d evp = _mm_xor_pd(_mm_cmpge_pd(gp, rr), gtp), evz = _mm_xor_pd(_mm_cmpge_pd(gz, rr), gtz);
    /* lo <= hi: the z pair's high lane compares 0 <= 0 */
    const int order = _mm_movemask_pd(_mm_and_pd(_mm_cmple_pd(lp, hp), _mm_cmple_pd(lz, hz)));
    const int sep = _mm_movemask_pd(sepp) | (_mm_movemask_pd(sepz) & 1);
    const int far = _mm_movemask_pd(gtp) | (_mm_movemask_pd(gtz) & 1);
    const int even = _mm_movemask_pd(evp) | (_mm_movemask_pd(evz) & 1);
    /* outside a slab (g > 0) within r of it (not g > r), moving away: v
       of the sign of c - hi there (above hi: c - hi > 0; below lo: c - hi
       < 0), so (c - hi) v > 0 (z's high lane: 0 > 0 false) */
    const __m128d awp = _mm_and_pd(_mm_cmpgt_pd(_mm_mul_pd(dhp, vp), zero), _mm_cmpgt_pd(gp, zero));
    const __m128d awz = _mm_and_pd(_mm_cmpgt_pd(_mm_mul_pd(dhz, vz), zero), _mm_cmpgt_pd(gz, zero));
    const int near = _mm_movemask_pd(_mm_andnot_pd(gtp, awp)) | (_mm_movemask_pd(_mm_andnot_pd(gtz, awz)) & 1);
    cbx_fast_screen s;
    s.ok = (order == 3) & (r >= 0) & (m <= CBX_FAST_MAX);
    s.sep = sep != 0;
    s.far = far != 0;
    s.even = even != 0;
    s.near = near != 0;
    return s;
}
#else
static inline cbx_fast_screen cbx_fast_screen_of(const double c[3], double r, const double lo[3],
                                                 const double hi[3], const double sv[3], const double bv[3],
                                                 double v[3]) {
    double m = r;
    bool ordered = r >= 0, sep = false, far = false, even = false, near = false;
    for (int i = 0; i < 3; ++i) {
        v[i] = sv[i] - bv[i];
        m += (CBX_FABS(c[i]) + CBX_FABS(v[i])) + (CBX_FABS(lo[i]) + CBX_FABS(hi[i]));
        ordered &= lo[i] <= hi[i];
        const double dl = lo[i] - c[i], dh = c[i] - hi[i], g = cbx_fast_max(dl, dh);
        sep |= ((dl > r) & (v[i] <= 0)) | ((dh > r) & (v[i] >= 0));
        const bool gt = g > r;
        far |= gt;
        even |= (g >= r) ^ gt; /* g = r */
        near |= (dh * v[i] > 0) & (g > 0) & (g <= r);
    }
    cbx_fast_screen s;
    s.ok = ordered & (m <= CBX_FAST_MAX);
    s.sep = sep;
    s.far = far;
    s.even = even;
    s.near = near;
    return s;
}
#endif

/* The rules for a start separate at time 0 once the per-axis sides and
   signs are formed: a start a few roundings off an edge or a corner
   (tight), then the slab times and features, the receding test, and what
   is tried last. */
static CBX_ALWAYS_INLINE bool cbx_fast_apart(const double c[3], double r, const double lo[3],
                                             const double hi[3], const double sv[3],
                                             const double bv[3], const double v[3],
                                             const int side[3], const int cmp[3], bool tight,
                                             cbx_sweep3_local *out) {
    if (tight && cbx_fast_tight_start(c, r, lo, hi, v, side, out)) return true;
    if (cbx_fast_separate_start(c, r, lo, hi, sv, bv, v, side, cmp, out)) return true;
    /* Undecided there: the squared distance to the box, convex, not
       falling at time 0, never falls. Tested last, as every certificate
       above stands on its own: on random data this decides almost nothing
       that the slab test leaves open. */
    if (cbx_fast_receding(c, lo, hi, v, side)) {
        *out = cbx_fast_none();
        return true;
    }
    return cbx_fast_last_resort(c, r, lo, hi, sv, bv, v, out);
}

/* The fast path's body; apart (a constant in each of its two functions
   below): the caller has shown the start separate beside an edge or a
   corner by the exact sign (the casts, which decide it before they ask
   the sweep). Within r of every slab and off two or three of them, that
   sign is the one cbx_fast_within_slabs would form, so the rules after
   it run on it as given, with the same answer (the same tight test, on
   the same rounded squared distance); every other rule is the same. The
   chain body -> cbx_sweep3_fast -> body is no recursion: only the apart
   instance calls cbx_sweep3_fast, whose body never does. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static CBX_ALWAYS_INLINE bool cbx_sweep3_fast_body(const double c[3], double r, const double lo[3],
                                                   const double hi[3], const double sv[3], const double bv[3],
                                                   bool apart, cbx_sweep3_local *out) {
    /* Validity and a clear miss first (cbx_fast_screen); a gap that rounds
       to exactly r is settled with the ties. */
    double v[3];
    const cbx_fast_screen scr = cbx_fast_screen_of(c, r, lo, hi, sv, bv, v);
    const bool sep = scr.sep, far = scr.far, even = scr.even;
    if (!scr.ok) return false;
    if (sep) {
        *out = cbx_fast_none();
        return true;
    }
    if (far && !even) {
        /* not the casts' apart starts (within r of every slab): the
           general function, so that the rules here stay in one copy */
        if (apart) return cbx_sweep3_fast(c, r, lo, hi, sv, bv, out);
        if (cbx_fast_clear_start(c, r, lo, hi, sv, bv, v, scr.near, out)) return true;
        return cbx_fast_last_resort(c, r, lo, hi, sv, bv, v, out);
    }
    int side[3], cmp[3], at_r = 0, beyond = far;
    const int outside = cbx_fast_sides_of(c, r, lo, hi, side, cmp);
    if (even && cbx_fast_ties(c, r, lo, hi, v, side, cmp, &at_r, &beyond)) {
        *out = cbx_fast_none();
        return true;
    }
    if (at_r) {
        const int d = cbx_fast_at_r(c, lo, hi, v, sv, bv, side, cmp, out);
        if (d >= 0) return d;
    }
    /* Separate at the start (an axis beyond r, one at r and another
       outside its slab, or the sign within_slabs forms or the caller
       gave). */
    bool tight = false;
    if (!beyond && !(at_r && outside >= 2)) {
        if (apart && outside >= 2) {
            double q[3];
            cbx_fast_nearest(c, lo, hi, q);
            tight = cbx_fast_tight(c, q, r);
        } else if (cbx_fast_within_slabs(c, r, lo, hi, outside, &tight, out)) {
            return true;
        }
    }
    return cbx_fast_apart(c, r, lo, hi, sv, bv, v, side, cmp, tight, out);
}

/* NOLINTNEXTLINE(misc-no-recursion) */
bool cbx_sweep3_fast(const double c[3], double r, const double lo[3], const double hi[3], const double sv[3],
                     const double bv[3], cbx_sweep3_local *out) {
    return cbx_sweep3_fast_body(c, r, lo, hi, sv, bv, false, out);
}

bool cbx_sweep3_fast_apart(const double c[3], double r, const double lo[3], const double hi[3], const double sv[3],
                           const double bv[3], cbx_sweep3_local *out) {
    return cbx_sweep3_fast_body(c, r, lo, hi, sv, bv, true, out);
}
