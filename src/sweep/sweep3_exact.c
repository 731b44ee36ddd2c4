/* SPDX-License-Identifier: MIT */
/* The exact CONTACT/NONE decision of a moving sphere against an axis-aligned
   box, for the rare calls the floating-point filter of sweep3_core.c cannot
   settle.

   Relative to the box the center moves on the ray c + v t, t >= 0, with
   v = s_vel - b_vel (kept unrounded here). The sphere meets the box at some
   t >= 0 exactly when the ray meets the rounded box R = {p : dist(p, box) <= r}.
   R is the union of 26 convex pieces, one per feature of the box: a feature
   fixes the set A of axes on which the nearest box point sits at a bound e_i
   (one axis for a face, two for an edge, three for a corner) and leaves the
   others free:
       P = { p : sum_{i in A} (p_i - e_i)^2 <= r^2,  lo_j <= p_j <= hi_j for j not in A }.
   Each P lies in R, and every point of R outside the box lies in the P of the
   feature its nearest box point belongs to. The caller only asks when the
   ray starts outside R, so the ray meets R iff it meets some P.

   Per piece: the free axes confine t to an interval [L, U] (rational end
   points num/den), and h(t) = sum_{i in A} (d_i + v_i t)^2 - r^2, d = c - e,
   is a convex quadratic, so some t in [L, U] has h(t) <= 0 iff h(L) <= 0, or
   h(U) <= 0, or the vertex t* = -b/a (a = |v_A|^2, b = d_A . v_A) lies in
   (L, U) and h(t*) <= 0, i.e. sum_{i<j in A} (d_i v_j - d_j v_i)^2 <= r^2 a.
   Every sign taken is that of a polynomial of degree <= 4 in the inputs
   (h at num/den times den^2 is degree 4; comparing t* with num/den is degree 3),
   within what cbx_big holds exactly. */
#include "arith/exact.h"
#include "internal.h"

/* A time num/den with den > 0, or +infinity. */
typedef struct cbx_qtime {
    cbx_big num, den;
    int inf;
} cbx_qtime;

/* sign(x - y). Neither is +infinity unless flagged. */
static int cbx_qtime_cmp(const cbx_qtime *x, const cbx_qtime *y) {
    if (x->inf || y->inf) return x->inf - y->inf;
    cbx_big l, r;
    cbx_big_mul(&l, &x->num, &y->den);
    cbx_big_mul(&r, &y->num, &x->den);
    return cbx_big_cmp(&l, &r);
}

/* The exact data of one query, unrounded: d_lo = c - lo, d_hi = c - hi, v. */
typedef struct cbx_sweep3_exact_in {
    cbx_big d_lo[3], d_hi[3], v[3], r2;
    int vsign[3];
    double c[3], lo[3], hi[3];
} cbx_sweep3_exact_in;

/* sign(h(t)) * den^2, h over the axes in `mask` with d[i] the offsets. */
static int cbx_piece_h_sign(const cbx_sweep3_exact_in *in, const cbx_big *const *d, int mask,
                            const cbx_qtime *t) {
    cbx_big sum, term, tmp;
    cbx_big_set(&sum, 0.0);
    for (int i = 0; i < 3; ++i) {
        if (!(mask >> i & 1)) continue;
        cbx_big_mul(&term, d[i], &t->den);
        cbx_big_mul(&tmp, &in->v[i], &t->num);
        cbx_big_add(&term, &term, &tmp);
        cbx_big_mul(&term, &term, &term);
        cbx_big_add(&sum, &sum, &term);
    }
    cbx_big_mul(&tmp, &t->den, &t->den);
    cbx_big_mul(&tmp, &tmp, &in->r2);
    return cbx_big_cmp(&sum, &tmp);
}

/* Does h(t) <= 0 at the vertex t* = -b/a of h (a = |v_A|^2, b = d_A . v_A),
   t* strictly within (lo, hi)? Only the vertex is asked: the callers have
   tested the end points. */
static bool cbx_vertex_hit(const cbx_sweep3_exact_in *in, const cbx_big *const *d, int mask, const cbx_qtime *lo,
                           const cbx_qtime *hi) {
    cbx_big a, b, tmp;
    cbx_qtime t;
    cbx_big_set(&a, 0.0);
    cbx_big_set(&b, 0.0);
    for (int i = 0; i < 3; ++i) {
        if (!(mask >> i & 1)) continue;
        cbx_big_mul(&tmp, &in->v[i], &in->v[i]);
        cbx_big_add(&a, &a, &tmp);
        cbx_big_mul(&tmp, d[i], &in->v[i]);
        cbx_big_add(&b, &b, &tmp);
    }
    if (a.sign == 0) return false; /* h constant, and positive at lo */
    cbx_big_set(&t.num, 0.0);
    cbx_big_sub(&t.num, &t.num, &b);
    t.den = a;
    t.inf = 0;
    if (cbx_qtime_cmp(&t, lo) <= 0 || cbx_qtime_cmp(&t, hi) >= 0) return false;
    /* h(t*) <= 0  <=>  sum_{i<j in A} (d_i v_j - d_j v_i)^2 <= r^2 a. */
    cbx_big sum, x, y;
    cbx_big_set(&sum, 0.0);
    for (int i = 0; i < 3; ++i) {
        for (int j = i + 1; j < 3; ++j) {
            if (!(mask >> i & 1) || !(mask >> j & 1)) continue;
            cbx_big_mul(&x, d[i], &in->v[j]);
            cbx_big_mul(&y, d[j], &in->v[i]);
            cbx_big_sub(&x, &x, &y);
            cbx_big_mul(&x, &x, &x);
            cbx_big_add(&sum, &sum, &x);
        }
    }
    cbx_big_mul(&tmp, &in->r2, &a);
    return cbx_big_cmp(&sum, &tmp) <= 0;
}

/* Does the ray meet the piece of the feature (mask of fixed axes, `upper`
   bit i set when axis i sits at hi)? */
static bool cbx_piece_hit(const cbx_sweep3_exact_in *in, int mask, int upper) {
    const cbx_big *d[3];
    cbx_qtime lo, hi, t;
    cbx_big_set(&lo.num, 0.0);
    cbx_big_set(&lo.den, 1.0);
    lo.inf = 0;
    hi.inf = 1;
    for (int i = 0; i < 3; ++i) {
        d[i] = (upper >> i & 1) ? &in->d_hi[i] : &in->d_lo[i];
        if (mask >> i & 1) continue;
        /* Free axis: lo_i <= c_i + v_i t <= hi_i. */
        if (in->vsign[i] == 0) {
            if (in->c[i] < in->lo[i] || in->c[i] > in->hi[i]) return false;
            continue;
        }
        /* Times at which the axis crosses lo and hi: -d_lo/v and -d_hi/v. */
        cbx_qtime a, b;
        t.inf = 0;
        a.inf = b.inf = 0;
        if (in->vsign[i] > 0) {
            cbx_big_set(&t.num, 0.0);
            cbx_big_sub(&a.num, &t.num, &in->d_lo[i]); /* enters at lo */
            cbx_big_sub(&b.num, &t.num, &in->d_hi[i]); /* leaves at hi */
            a.den = in->v[i];
            b.den = in->v[i];
        } else {
            a.num = in->d_hi[i]; /* enters at hi: (hi - c)/v = d_hi/(-v) */
            b.num = in->d_lo[i];
            cbx_big_set(&t.num, 0.0);
            cbx_big_sub(&a.den, &t.num, &in->v[i]);
            b.den = a.den;
        }
        if (cbx_qtime_cmp(&a, &lo) > 0) lo = a;
        if (cbx_qtime_cmp(&b, &hi) < 0) hi = b;
    }
    if (cbx_qtime_cmp(&lo, &hi) > 0) return false;
    if (cbx_piece_h_sign(in, d, mask, &lo) <= 0) return true;
    if (!hi.inf && cbx_piece_h_sign(in, d, mask, &hi) <= 0) return true;
    return cbx_vertex_hit(in, d, mask, &lo, &hi);
}

static void cbx_sweep3_exact_in_make(cbx_sweep3_exact_in *in, const double c[3], double r, const double lo[3],
                                     const double hi[3], const double sv[3], const double bv[3]) {
    for (int i = 0; i < 3; ++i) {
        in->c[i] = c[i];
        in->lo[i] = lo[i];
        in->hi[i] = hi[i];
        cbx_big_diff(&in->d_lo[i], c[i], lo[i]);
        cbx_big_diff(&in->d_hi[i], c[i], hi[i]);
        cbx_big_diff(&in->v[i], sv[i], bv[i]);
        in->vsign[i] = in->v[i].sign;
    }
    cbx_big_set(&in->r2, r);
    cbx_big_mul(&in->r2, &in->r2, &in->r2);
}

bool cbx_sweep3_exact_hits(const double c[3], double r, const double lo[3], const double hi[3],
                           const double sv[3], const double bv[3]) {
    cbx_sweep3_exact_in in;
    cbx_sweep3_exact_in_make(&in, c, r, lo, hi, sv, bv);
    /* Every feature: each axis fixed at lo, fixed at hi, or free (3^3 - 1). */
    for (int code = 0; code < 27; ++code) {
        int mask = 0, upper = 0, k = code;
        for (int i = 0; i < 3; ++i, k /= 3) {
            if (k % 3 == 1) mask |= 1 << i;
            if (k % 3 == 2) mask |= 1 << i, upper |= 1 << i;
        }
        if (mask != 0 && cbx_piece_hit(&in, mask, upper)) return true;
    }
    return false;
}

/* THE PIECE OF THE FIRST CONTACT. The walk of sweep3_core.c, in exact
   arithmetic: the times at which the path crosses the six planes (those
   after 0) cut it into at most seven pieces, on each of which the nearest
   box point stays on one feature (the axes outside their slab, each at its
   bound) and the squared distance is that feature's quadratic. The squared
   distance f is convex along the path, so {t : f(t) <= r^2} is an
   interval, and the piece where it begins is the first piece at whose end
   f <= r^2, or, failing that, the piece whose vertex lies inside it with
   h <= 0 there. Every sign is exact (cbx_piece_h_sign, cbx_vertex_hit); the
   crossing times are compared as fractions. */

/* The time at which the path crosses axis i's plane at lo (plane -1) or hi
   (+1): (e - c) / v, as num / den with den = |v| > 0 (v != 0). */
static void cbx_cross_qtime(const cbx_sweep3_exact_in *in, int i, int plane, cbx_qtime *t) {
    t->num = plane < 0 ? in->d_lo[i] : in->d_hi[i];
    t->num.sign = in->vsign[i] > 0 ? -t->num.sign : t->num.sign;
    t->den = in->v[i];
    t->den.sign = 1;
    t->inf = 0;
}

/* sign(t_a - t_b) for two crossings. */
static int cbx_cross_cmp(const cbx_sweep3_exact_in *in, const cbx_sweep3_cross *a, const cbx_sweep3_cross *b) {
    cbx_qtime x, y;
    cbx_cross_qtime(in, a->axis, a->plane, &x);
    cbx_cross_qtime(in, b->axis, b->plane, &y);
    return cbx_qtime_cmp(&x, &y);
}

bool cbx_sweep3_exact_piece(const double c[3], double r, const double lo[3], const double hi[3],
                            const double sv[3], const double bv[3], cbx_sweep3_piece *out) {
    cbx_sweep3_exact_in in;
    cbx_sweep3_exact_in_make(&in, c, r, lo, hi, sv, bv);
    /* The side of each slab just after time 0, and the crossings after 0
       in time order; a crossing tied with another of its axis comes in the
       order entry, exit (a flat slab is entered before it is left). */
    cbx_sweep3_cross cross[6];
    int side[3], n = 0;
    for (int i = 0; i < 3; ++i) {
        const int vs = in.vsign[i];
        side[i] = c[i] < lo[i] ? -1 : (c[i] > hi[i] ? 1 : 0);
        if (vs > 0) side[i] = c[i] < lo[i] ? -1 : (c[i] < hi[i] ? 0 : 1);
        if (vs < 0) side[i] = c[i] > hi[i] ? 1 : (c[i] > lo[i] ? 0 : -1);
        if (!vs) continue;
        const int entry = -vs; /* the plane entered from outside: lo moving up */
        if (side[i] == entry) {
            cbx_sweep3_cross e = {i, entry, 0};
            cross[n++] = e;
        }
        if (side[i] != -entry) {
            cbx_sweep3_cross x = {i, -entry, -entry};
            cross[n++] = x;
        }
    }
    for (int k = 1; k < n; ++k) {
        const cbx_sweep3_cross x = cross[k];
        int j = k;
        while (j > 0 && cbx_cross_cmp(&in, &cross[j - 1], &x) > 0) {
            cross[j] = cross[j - 1];
            --j;
        }
        cross[j] = x;
    }
    cbx_qtime ts, te;
    cbx_big_set(&ts.num, 0.0);
    cbx_big_set(&ts.den, 1.0);
    ts.inf = 0;
    te.inf = 1;
    for (int k = 0; k <= n; ++k) {
        const cbx_big *d[3];
        int mask = 0;
        for (int i = 0; i < 3; ++i) {
            d[i] = side[i] > 0 ? &in.d_hi[i] : &in.d_lo[i];
            mask |= side[i] ? 1 << i : 0;
        }
        if (k < n) cbx_cross_qtime(&in, cross[k].axis, cross[k].plane, &te);
        else te.inf = 1;
        if ((k < n && cbx_piece_h_sign(&in, d, mask, &te) <= 0) || cbx_vertex_hit(&in, d, mask, &ts, &te)) {
            for (int i = 0; i < 3; ++i) out->side[i] = side[i];
            cbx_sweep3_cross none = {-1, 0, 0};
            out->start = k > 0 ? cross[k - 1] : none;
            out->end = k < n ? cross[k] : none;
            return true;
        }
        if (k < n) side[cross[k].axis] = cross[k].after;
        ts = te;
    }
    return false;
}
