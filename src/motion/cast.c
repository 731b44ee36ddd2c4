/* SPDX-License-Identifier: MIT */
/* Casts: move a circle (sphere) by a displacement, over fractions 0 to 1,
   and stop where it would enter a box. The step a game loop takes.

   WHAT BLOCKS. Only motion INTO the box. The signed distance from a convex
   box is a convex function of the position, so along the path it first
   falls, then rises; the motion goes in exactly when its derivative at the
   contact is negative, and a start that touches or overlaps the box while
   moving away or along it never gets deeper. So:
   - a start that touches or overlaps the box (exact relate) is blocked at
     fraction 0 iff d . (c - q) < 0, q the box's point nearest the center;
     for a center inside the box, iff d points into every nearest face
     (with a tie, a free nearest face means the depth cannot grow);
   - a separate start meets the box at the sweep's first contact time t0
     (sweep_*.c decides CONTACT vs NONE exactly); it is blocked iff t0 <= 1
     and the path crosses the grown box there rather than touching it: on a
     face, d has a component into the face; on a corner arc or an edge
     cylinder, the path's line is not tangent to it, an exact sign of the
     discriminant |d|^2 r^2 - |d x (K - c)|^2 (cast_rules.c). A point
     (radius 0) is blocked iff it crosses every face plane it meets
     strictly inward (through a flat box: any motion across it).
   Each sign is exact: a slide at exactly r or a graze is free, one ulp in
   is blocked.

   THE CENTER. fl(c + f d) rounds, so the center at the contact time may lie
   an ulp inside the box. The returned center is therefore checked with the
   exact relate, and f stepped back (by doubling steps from a few ulps) until
   it is not OVERLAPPING: touching is allowed, and is where a slide goes on.
   The check runs whenever the start was not overlapping, hit or not (a graze
   may also round inward; it then becomes a hit just short of 1).

   FAST PATH. The common cases (a free path whose end is certainly clear, a
   block clearly entering, a start touching a face) are decided first by
   cast_fast.inc, with the same rules and certificates: a path that stops
   short of the box, a start resting on a face and a block on a face
   before the sweep is asked, the rest from the sweep's answer; a block
   there steps back once, by the approach rate, instead of doubling.
   Anything it cannot certify comes here.

   ORIENTED BOXES. The cast runs in the box's frame (frame.inc), where the
   box is axis-aligned (the fast path's decisions before the sweep
   included: a block they decide is tried in the world at its fraction,
   already before the contact, before any step); the displacement is
   rotated there and any component below the rotation's own rounding
   (8 eps |d|) is set to zero, so a slide along a face whose normal came
   back rounded stays a slide. The returned
   center is then checked in the world (cbx_circle_penetrates_obb2): only a
   penetration beyond the oriented margin, 16 eps (|offset| + half extents
   + r), counts as inside, so the center may overlap the box by at most that
   margin, and the rotation's noise never blocks a slide. The same margin
   bounds how deeper an overlapping start may end (it is judged as inside
   only beyond it). */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "motion/cast.c"
#include "template.h"
#else

#include "internal.h"
#include "arith/eft.h"
#include "arith/pair.h"
#include "arith/pow2.h"
#include "arith/predicates.inc"
#include "sweep/sweep_fast.h"
#include "sweep/sweep2_corner.inc"
#include "shape/frame.inc"

/* The answer in the box's axis-aligned frame, before the center is placed. */
typedef struct CBX_F(cbx_cast_local) {
    bool hit;
    cbx_real fraction;
    cbx_real normal[3];
    cbx_real point[3];
} CBX_F(cbx_cast_local);

/* A start touching or overlapping the box: does d move it in? */
static bool CBX_F(cbx_cast_start_blocks)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                         const cbx_real *hi, int n) {
    double pd[3] = {0, 0, 0}, qd[3] = {0, 0, 0}, dd[3] = {0, 0, 0};
    bool inside = true;
    for (int i = 0; i < n; ++i) {
        pd[i] = (double)p[i];
        qd[i] = (double)CBX_F(cbx_clamp)(p[i], lo[i], hi[i]);
        dd[i] = (double)d[i];
        inside &= cbx_eq(pd[i], qd[i]);
    }
    if (!inside) return cbx_cast_sign_dot_gap(dd, pd, qd, n) < 0;
    /* A point on the box's boundary: blocked iff it moves strictly inward
       across every face plane it lies on; a flat box's plane is crossed by
       any motion across it (the nearest-face rule below would let it pass). */
    if (!(r > 0)) {
        bool on = false;
        for (int i = 0; i < n; ++i) {
            const bool at_lo = R_EQ(p[i], lo[i]), at_hi = R_EQ(p[i], hi[i]);
            if (at_lo && at_hi) {
                if (R_EQ(d[i], 0)) return false;
            } else if (at_hi) {
                if (!(d[i] < 0)) return false;
            } else if (at_lo) {
                if (!(d[i] > 0)) return false;
            } else {
                continue;
            }
            on = true;
        }
        if (on) return true;
    }
    /* Face f = 2i + side: depth a - b, outward normal -e_i (side 0) or +e_i.
       Free iff some face the motion does not enter is as near as every
       face it enters. */
    for (int f = 0; f < 2 * n; ++f) {
        const int i = f / 2, side = f % 2;
        const double into = side ? dd[i] : -dd[i];
        if (into < 0) continue;
        const double fa = side ? (double)hi[i] : pd[i], fb = side ? pd[i] : (double)lo[i];
        bool nearest = true;
        for (int g = 0; g < 2 * n && nearest; ++g) {
            const int j = g / 2, gside = g % 2;
            if ((gside ? dd[j] : -dd[j]) >= 0) continue;
            const double ga = gside ? (double)hi[j] : pd[j], gb = gside ? pd[j] : (double)lo[j];
            nearest = cbx_cast_cmp_depths(fa, fb, ga, gb) <= 0;
        }
        if (nearest) return false;
    }
    return true;
}

#if CBX_IS_DOUBLE
/* sign((ea - pa) / da - (eb - pb) / db), da and db nonzero: which of two
   slab crossing times comes first, exactly (cross-multiplied). */
static int cbx_cast_cmp_times(double ea, double pa, double da, double eb, double pb, double db) {
    const double dd[2] = {db, -da}, pp[2] = {ea, eb}, qq[2] = {pa, pb};
    const int s = cbx_cast_sign_dot_gap(dd, pp, qq, 2);
    return (da > 0) == (db > 0) ? s : -s;
}

/* A point (r = 0) whose path meets the box (the sweep's exact decision):
   does it cross into the box, rather than graze it? It grazes when it runs
   in a face's plane (a still axis on a bound) or leaves a slab at the very
   instant it enters the last one (it touches only an edge or corner);
   otherwise, entering the last slab at the first contact t0, it crosses (a
   flat box's slab is entered and left at once: crossing it is a block).
   Every comparison of crossing times is exact. */
static bool cbx_cast_point_enters(const double *p, const double *d, const double *lo, const double *hi, int n) {
    int k = -1;
    for (int i = 0; i < n; ++i) {
        if (cbx_eq(d[i], 0)) {
            if (cbx_eq(p[i], lo[i]) || cbx_eq(p[i], hi[i])) return false; /* along a face's plane */
            continue;
        }
        const double e = d[i] > 0 ? lo[i] : hi[i];
        if (k < 0 || cbx_cast_cmp_times(e, p[i], d[i], d[k] > 0 ? lo[k] : hi[k], p[k], d[k]) > 0) k = i;
    }
    if (k < 0) return false;
    const double ek = d[k] > 0 ? lo[k] : hi[k];
    for (int i = 0; i < n; ++i) {
        if (i == k || cbx_eq(d[i], 0)) continue;
        const double e = d[i] > 0 ? lo[i] : hi[i], x = d[i] > 0 ? hi[i] : lo[i];
        const bool enters_then = cbx_cast_cmp_times(e, p[i], d[i], ek, p[k], d[k]) == 0;
        if (!enters_then && cbx_cast_cmp_times(x, p[i], d[i], ek, p[k], d[k]) == 0) return false;
    }
    return true;
}

/* Is the line p + t d tangent, at exactly r, to the rounded feature with
   corner coordinates k on the m axes in axes[] (its least distance to the
   feature, over those axes, exactly r)? Exact (cast_rules.c). `still`:
   d is exactly 0 on those axes. */
static bool cbx_cast_line_tangent(const double *p, const double *d, const double *k, const int *axes, int m,
                                  bool still, double r) {
    if (!still) return cbx_cast_sign_graze(d, p, k, r, axes, m) == 0;
    /* moving along the edge: at a constant distance from it */
    double pa[3], ka[3];
    for (int j = 0; j < m; ++j) pa[j] = p[axes[j]], ka[j] = k[axes[j]];
    return cbx_exact_dist2_cmp(pa, ka, m, r) == 0;
}

/* Which side of the bound e, on axis i, the line's point closest to the
   feature (k on axes[]) lies: x, that point in floating point, within tol
   of the exact one, decides when it is clear of e by more than tol; else
   the exact sign (cast_rules.c); a line that does not move on the
   feature's axes (`still`) is at p_i throughout. */
static int cbx_cast_tangent_side(const double *p, const double *d, const double *k, const int *axes, int m,
                                 bool still, int i, double x, double tol, double e) {
    if (x > e + tol) return 1;
    if (x < e - tol) return -1;
    if (still) return (p[i] > e) - (p[i] < e);
    return cbx_cast_sign_tangent_side(d, p, k, axes, m, i, e);
}

/* Is the line p + t d tangent, at exactly r, to the rounded feature with
   corner coordinates k on the m axes in axes[] (a corner: all n axes; an
   edge in 3D: two), at a point of that feature's own region? Then it only
   grazes. Tangency is exact, and so is the region test: on the tangent
   point in floating point where that is clear, exactly where it is not
   (cbx_cast_tangent_side). The region is closed: a tangent point on the
   boundary between an edge's region and its corner's (a sphere grazing an
   edge exactly where the edge ends) is in both, and the box's distance
   there is r; an oracle family found such grazes blocked when this test
   answered yes only when certain. */
static bool cbx_cast_feature_graze(const double *p, const double *d, const double *lo, const double *hi, int n,
                                   const double *k, const int *axes, int m, double r) {
    bool still = true; /* exactly, not by d2, which may underflow */
    for (int j = 0; j < m; ++j) still = still && cbx_eq(d[axes[j]], 0);
    if (!cbx_cast_line_tangent(p, d, k, axes, m, still, r)) return false;
    /* The tangent point p + t d, t = -(w . d) / |d|^2 over the feature's
       axes, with d scaled by a power of two (t d does not change) so that
       |d|^2 neither underflows nor overflows. */
    double ds[3] = {0, 0, 0}, dmax = 0;
    for (int i = 0; i < n; ++i) dmax = dmax > CBX_FABS(d[i]) ? dmax : CBX_FABS(d[i]);
    const int e = still ? 0 : cbx_exponent(dmax);
    for (int i = 0; i < n; ++i) ds[i] = cbx_scale2(d[i], -e);
    double dw = 0, d2 = 0;
    for (int j = 0; j < m; ++j) {
        const int i = axes[j];
        dw += ds[i] * (p[i] - k[i]);
        d2 += ds[i] * ds[i];
    }
    const double t = still || !(d2 > 0) ? 0 : -dw / d2;
    for (int i = 0; i < n; ++i) {
        const double x = p[i] + t * ds[i];
        const double tol = 16 * DBL_EPSILON * (CBX_FABS(p[i]) + CBX_FABS(t * ds[i]) + CBX_FABS(lo[i]) + CBX_FABS(hi[i]));
        bool on_axis = false;
        for (int j = 0; j < m; ++j) on_axis |= axes[j] == i;
        if (on_axis && cbx_eq(lo[i], hi[i])) {
            /* a flat axis: both of its sides are this end's region (a point
               box grazed at r on its low side was taken for a crossing) */
            if (!(x < lo[i] - tol || x > hi[i] + tol)) return false;
        } else if (on_axis) {
            /* beyond the face plane k_i, or on it */
            const int side = cbx_cast_tangent_side(p, d, k, axes, m, still, i, x, tol, k[i]);
            if (cbx_eq(k[i], lo[i]) ? side > 0 : side < 0) return false;
        } else if (still) {
            continue; /* along the edge: its region is reached while touching */
        } else if (!(x > lo[i] + tol && x < hi[i] - tol)) {
            /* within the slab [lo_i, hi_i], closed */
            if (cbx_cast_tangent_side(p, d, k, axes, m, still, i, x, tol, lo[i]) < 0 ||
                cbx_cast_tangent_side(p, d, k, axes, m, still, i, x, tol, hi[i]) > 0)
                return false;
        }
    }
    return true;
}

#if defined(__GNUC__) || defined(__clang__)
#define CBX_CAST_NOINLINE __attribute__((noinline))
#define CBX_CAST_INLINE __attribute__((always_inline)) inline
#else
#define CBX_CAST_NOINLINE
#define CBX_CAST_INLINE inline
#endif

/* cbx_cast_approach's test on lengths scaled by 2^-k, k the exponent of
   big (>= r, |p_i|, |lo_i|, |hi_i|): the test is homogeneous of degree 2
   in lengths, so it is the same test, now with big near 1. A motion that
   is then below 2^-500 or beyond 2^500 of the scene's scale is left to the
   exact rules (0). Only scenes beyond 2^+-250 come here: out of line, so
   that the common test stays small enough to be inlined. */
static CBX_CAST_NOINLINE double cbx_cast_approach_scaled(const double *d, int n, const double *normal, double r, double big) {
    const int k = cbx_exponent(big);
    const double bs = cbx_scale2(big, -k), rs = cbx_scale2(r, -k);
    double dn = 0, dl = 0;
    for (int i = 0; i < n; ++i) {
        const double ds = cbx_scale2(d[i], -k);
        dn += ds * normal[i];
        dl += CBX_FABS(ds);
    }
    if (!(dl >= 0x1p-500 && dl <= 0x1p500)) return 0;
    const double turn_r = 16 * DBL_EPSILON * (dl + bs) + 8 * CBX_SQRT(DBL_EPSILON * rs * bs);
    return -dn * rs > 4 * dl * turn_r ? cbx_scale2(-dn, k) : 0;
}

/* The ball rule's fast stage: is a ball (r > 0) clearly approaching the
   surface the sweep reported? For a graze d . n is 0 on the true normal,
   and the sweep's contact point is within 16 eps (|d| + L) + 8 sqrt(eps r L)
   of the true one (its documented bound near grazing, L the inputs'
   scale; the float sweeps compute in double, and 8 sqrt(DBL_EPSILON r L)
   >= FLT_EPSILON r also covers their normal's rounding to float), which
   turns the normal by at most that over r: a larger
   approach, with a factor 4 to spare, is no graze. A wrong normal can only
   make this answer "crosses", the safe one. Returns the approach rate
   -d . n (> 0) when it is that clear, else 0. Inlined into the casts' fast
   path (cast_fast.inc) as well, which steps back from the contact by it.
   Inlined always (it was, before its range test). Evaluated as written
   only with big and |d|_1 within 2^+-250, where no
   product underflows or overflows (beyond, eps r big underflowed: a scene
   at 2^-518 lost the square root's term, and an exact graze of a corner,
   its normal off by sqrt(eps), was called a crossing; oracle finding);
   elsewhere on lengths scaled by a power of two. */
static CBX_CAST_INLINE double cbx_cast_approach(const double *p, const double *d, const double *lo, const double *hi, int n,
                                       const double *normal, double r) {
    double dn = 0, dl = 0, big = r;
    for (int i = 0; i < n; ++i) {
        dn += d[i] * normal[i];
        dl += CBX_FABS(d[i]);
        const double m = CBX_FABS(p[i]) + CBX_FABS(lo[i]) + CBX_FABS(hi[i]); /* >= the largest */
        big = big > m ? big : m;
    }
    if (CBX_UNLIKELY(!(big >= 0x1p-250 && big <= 0x1p250 && dl >= 0x1p-250 && dl <= 0x1p250)))
        return cbx_cast_approach_scaled(d, n, normal, r, big);
    /* -dn > 4 dl turn, multiplied through by r */
    const double turn_r = 16 * DBL_EPSILON * (dl + big) + 8 * CBX_SQRT(DBL_EPSILON * r * big);
    return -dn * r > 4 * dl * turn_r ? -dn : 0;
}

/* A ball sliding along a face's plane at exactly r: an axis the path does
   not move on (d_i = 0) whose gap beyond the box is exactly r. Its
   distance to the box then never falls below r, so the path only grazes
   the box, whatever the rest of it does. A gap of exactly r rounds to r (a
   double), so the rounded difference screens the exact comparison, and a
   path that moves on every axis costs n compares. The exact comparison is
   that difference's TwoDiff error being 0 (exact for finite operands, and
   the rounded difference is the finite r), in line: a ball rolling on a
   floor takes it on every step. */
static inline bool cbx_cast_gap_exactly(double a, double b, double r) {
    double e;
    return cbx_eq(cbx_two_diff(a, b, &e), r) && cbx_eq(e, 0);
}

static CBX_CAST_INLINE bool cbx_cast_slides(const double *p, const double *d, const double *lo, const double *hi,
                                            int n, double r) {
    for (int i = 0; i < n; ++i) {
        if (!cbx_eq(d[i], 0)) continue;
        if (cbx_eq(p[i] - hi[i], r) && cbx_cast_gap_exactly(p[i], hi[i], r)) return true;
        if (cbx_eq(lo[i] - p[i], r) && cbx_cast_gap_exactly(lo[i], p[i], r)) return true;
    }
    return false;
}

/* A ball (r > 0) whose path meets the box (the sweep's exact decision): it
   crosses into the box unless the path only grazes, i.e. its least
   distance to the box is exactly r: it runs parallel to a face at exactly
   r, or is tangent to a corner's (an edge's) rounded surface at a point of
   that corner's (edge's) region. The features looked at are the one whose
   normal the sweep reported and, for a face, its edges and corners: a
   tangency elsewhere is not the first contact. This does not trust the
   reported normal's direction: a normal rounded to a face's, or wrong on a
   path far longer than the box (a box below one ulp of the path's
   coordinates), still gives a block unless an exact tangency says graze. */
static bool cbx_cast_ball_enters(const double *p, const double *d, const double *lo, const double *hi, int n,
                                 const double *normal, double r) {
    if (cbx_cast_approach(p, d, lo, hi, n, normal, r) > 0) return true;
    if (cbx_cast_slides(p, d, lo, hi, n, r)) return false;
    /* The reported feature: its axes (nonzero normal components) and sides. */
    int fixed[3] = {0, 0, 0}, nf = 0;
    for (int i = 0; i < n; ++i) {
        fixed[i] = normal[i] > 0 ? 1 : (normal[i] < 0 ? -1 : 0);
        nf += fixed[i] != 0;
    }
    if (nf == 0) return true;
    /* Every corner and edge that contains the feature: the free axes take
       either side. 2D: a face has 2 corners; 3D: a face 4 edges and 4
       corners, an edge 2 corners. */
    int free_axes[3], nfree = 0;
    for (int i = 0; i < n; ++i)
        if (!fixed[i]) free_axes[nfree++] = i;
    for (int mask = 0; mask < (1 << nfree) * (1 << nfree); ++mask) {
        /* per free axis: 0 stays free, 1 lo, 2 hi (base 3 packed in mask; skip invalid codes) */
        int code = mask, side[3] = {fixed[0], fixed[1], fixed[2]}, bad = 0;
        for (int j = 0; j < nfree; ++j) {
            const int c = code % 4;
            code /= 4;
            if (c == 3) bad = 1;
            side[free_axes[j]] = c == 0 ? 0 : (c == 1 ? -1 : 1);
        }
        if (bad) continue;
        int axes[3], m = 0;
        double k[3] = {0, 0, 0};
        for (int i = 0; i < n; ++i) {
            if (!side[i]) continue;
            axes[m++] = i;
            k[i] = side[i] < 0 ? lo[i] : hi[i];
        }
        if (m < 2) continue; /* a face alone: the parallel case above */
        if (cbx_cast_feature_graze(p, d, lo, hi, n, k, axes, m, r)) return false;
    }
    return true;
}
#endif

/* A separate start whose path first touches the box (the sweep's exact
   decision, first contact within the displacement): does it cross into the
   box there, rather than graze it? Decided in double (float inputs are
   exact there) by the two rules above. */
static bool CBX_F(cbx_cast_enters)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                   const cbx_real *hi, int n, const cbx_real *normal, const cbx_real *point) {
    (void)point;
    double pb[3], db[3], lb[3], hb[3], nb[3];
    const double *pd = CBX_F(cbx_as_double)(p, n, pb), *dd = CBX_F(cbx_as_double)(d, n, db);
    const double *ld = CBX_F(cbx_as_double)(lo, n, lb), *hd = CBX_F(cbx_as_double)(hi, n, hb);
    const double *nd = CBX_F(cbx_as_double)(normal, n, nb);
    if (!(r > 0)) return cbx_cast_point_enters(pd, dd, ld, hd, n);
    return cbx_cast_ball_enters(pd, dd, ld, hd, n, nd, (double)r);
}

/* cbx_cast_slides for either precision (a ball, r > 0). */
static inline bool CBX_F(cbx_cast_slides_along)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                                const cbx_real *hi, int n) {
    double pb[3], db[3], lb[3], hb[3];
    return cbx_cast_slides(CBX_F(cbx_as_double)(p, n, pb), CBX_F(cbx_as_double)(d, n, db),
                           CBX_F(cbx_as_double)(lo, n, lb), CBX_F(cbx_as_double)(hi, n, hb), n, (double)r);
}

/* Certainly closer than r (> 0) to the box at the exact point p + tau d
   (tau a double): then a path that starts separate has met the box by tau.
   Each coordinate x = fl(p + fl(tau d)) is within u (|x| + |tau d|) (+ an
   underflow) of the exact one, and the gap to the slab is 1-Lipschitz in
   it, so up = the rounded gap, raised by twice those errors and its own
   rounding, bounds the exact gap from above; the sum of their squares
   below r^2 by the margin of cbx_dist2_certainly_within (predicates.inc:
   d2 < fl(r2 (1 - 16u)) - N) is then certain. A NaN or an overflow fails. */
static bool CBX_F(cbx_cast_within_at)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                      const cbx_real *hi, int n, double tau) {
    double s = 0;
    for (int i = 0; i < n; ++i) {
        const double m = tau * (double)d[i], x = (double)p[i] + m;
        const double below = (double)lo[i] - x, above = x - (double)hi[i];
        const double g = below > above ? below : above, gap = g > 0 ? g : 0;
        const double up = gap * (1 + 4 * DBL_EPSILON) + (DBL_EPSILON * (CBX_FABS(x) + CBX_FABS(m)) + 0x1p-1000);
        s += up * up;
    }
    const double r2 = (double)r * (double)r;
    return s < r2 * (1 - 8 * DBL_EPSILON) - DBL_MIN;
}

/* Is the start exactly separate from the box (sign(D2 - r^2) > 0)? For a
   sweep's contact at time 0, which a separate start's rounded time can be. */
static bool CBX_F(cbx_start_separate)(const cbx_real *p, cbx_real r, const cbx_real *lo, const cbx_real *hi, int n) {
    return CBX_F(cbx_box_sign)(p, r, lo, hi, n) > 0;
}

/* A ball's first contact certainly within the displacement, t0 <= 1,
   without trusting the sweep's rounded time (which is within its bound of
   t0, a bound that grows with L / |d|: a ball whose gap rounds by u r moves
   its time by u r / |d|, far more than 32 eps when r >> |d|): the path is
   certainly within r at its end, half way from the rounded contact time
   to the end, or a sixteenth of the way (a path that crosses a thin box
   and leaves it again: a ball falling through a floor tile in one step
   is past it at the end and often half way, not just after the contact). */
static bool CBX_F(cbx_cast_met_by_end)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                       const cbx_real *hi, int n, cbx_real time) {
    const double mid = 0.5 + 0.5 * (double)time, soon = (double)time + 0.0625 * (1 - (double)time);
    return CBX_F(cbx_cast_within_at)(p, r, d, lo, hi, n, 1.0) ||
           (mid < 1 && CBX_F(cbx_cast_within_at)(p, r, d, lo, hi, n, mid)) ||
           (soon < mid && CBX_F(cbx_cast_within_at)(p, r, d, lo, hi, n, soon));
}

/* cbx_contact_within below, after its time checks: the exact decision at
   the path's end (for a caller that has already made those checks). */
static bool CBX_F(cbx_contact_within_at_end)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                             const cbx_real *hi, int n) {
    double pb[3], db[3], lb[3], hb[3];
    const double *pd = CBX_F(cbx_as_double)(p, n, pb), *dd = CBX_F(cbx_as_double)(d, n, db);
    const double *ld = CBX_F(cbx_as_double)(lo, n, lb), *hd = CBX_F(cbx_as_double)(hi, n, hb);
    if (r > 0) {
        int slope = 0;
        const int end = cbx_cast_end_sign(pd, dd, (double)r, ld, hd, n, &slope);
        return end <= 0 || slope > 0;
    }
    for (int i = 0; i < n; ++i) {
        if (cbx_eq(dd[i], 0)) continue;
        const double e = dd[i] > 0 ? ld[i] : hd[i];
        /* the slab entry (e - p) / d <= 1 */
        const int s = cbx_cast_cmp_depths(e, pd[i], dd[i], 0);
        if (dd[i] > 0 ? s > 0 : s < 0) return false;
    }
    return true;
}

/* Is the first contact certainly past the path's end, t0 > 1, where the
   sweep reports it at `time` > 1 with the normal n? The sweeps' time
   bounds (docs/3d.md, docs/sweep.md): |t - t0| <= 64 eps (t0 + L / v_n),
   v_n = |d . n| the speed along the contact's normal, or 64 sqrt(eps) L /
   |d| at a graze, L the largest magnitude among the center's and the
   box's coordinates and r; for float the time's own rounding too. Both
   grow with L / |d|: a ball of radius 2^-126 beside a box reaching to
   1.3e7, moving 2^-126 a step, was reported at 3.27 with a face's normal
   for a first contact at 0.976 on an edge (fuzz finding), and the cast
   took its path for free. Here each bound is doubled, v_n is taken less
   its rounding (0 or less: no bound), and |d| is the largest component;
   where the time is not certainly past 1 the path's end decides exactly
   (cbx_contact_within_at_end). */
static bool CBX_F(cbx_cast_past_end)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                     const cbx_real *hi, int n, cbx_real time, const cbx_real *normal) {
    double L = (double)r, dm = 0, vn = 0, vs = 0;
    for (int i = 0; i < n; ++i) {
        const double ap = CBX_FABS((double)p[i]), al = CBX_FABS((double)lo[i]), ah = CBX_FABS((double)hi[i]);
        const double ad = CBX_FABS((double)d[i]);
        L = L > ap ? L : ap;
        L = L > al ? L : al;
        L = L > ah ? L : ah;
        dm = dm > ad ? dm : ad;
        vn += (double)d[i] * (double)normal[i];
        vs += CBX_FABS((double)d[i] * (double)normal[i]);
    }
    vn = CBX_FABS(vn) - 4 * DBL_EPSILON * vs;
    const double t = (double)time;
    if (!(vn > 0) || !(dm > 0)) return false;
    const double bound = 128 * DBL_EPSILON * (t + L / vn) + 128 * 0x1p-26 * (L / dm) + 2 * (double)R_EPS * t;
    return t - 1 > bound;
}

/* Is the first contact (the sweep's, at the rounded time `time`, normal
   n) within the displacement, t0 <= 1, exactly? A time beyond 1 + 32 eps
   and certainly past the end (cbx_cast_past_end) tells no; one beyond 1
   that may not be is decided at the path's end. A ball's earlier time is confirmed by cbx_cast_met_by_end; a
   point's is not trusted (the 3D sweep's time can be far too early when
   some axes' coordinates lie below the rounding of the scene's largest: a
   point 3.7e-268 below a flat box, reaching it at t = 2 in a scene of
   5.7e241, got 3.9e-226, and was blocked; oracle finding): its slab
   entries are compared with 1 exactly below. Otherwise: the end point p + d (exact: two doubles per
   coordinate) within r of the box says yes; beyond r, the distance is
   convex along the path, so the path has already met and left the box (a
   box crossed within the last ulps of a long path: a helper's oracle found
   that tunnel) iff it is moving away at the end. For a point: whether it
   has entered every slab by then. */
static bool CBX_F(cbx_contact_within)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                      const cbx_real *hi, int n, cbx_real time, const cbx_real *normal) {
    if (time > 1 + 32 * R_EPS && CBX_F(cbx_cast_past_end)(p, r, d, lo, hi, n, time, normal)) return false;
    if (time < 1 - 32 * R_EPS && r > 0 && CBX_F(cbx_cast_met_by_end)(p, r, d, lo, hi, n, time)) return true;
    return CBX_F(cbx_contact_within_at_end)(p, r, d, lo, hi, n);
}

/* A center inside the closed box: the face nearest it exactly (depths
   compared by cbx_cast_cmp_depths, ties to the first of -x, +x, -y, ...),
   its outward normal and the point of it under the center, into *k. The
   contact's rounded depths may tie or invert faces whose depths differ
   below their ulp (1 and 1 + 5e-48): the start-hit's normal must be a
   nearest face's, the one the decision (cbx_cast_start_blocks) saw. */
static void CBX_F(cbx_cast_inside_face)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi, int n,
                                        CBX_F(cbx_box_contact) *k) {
    int axis = 0, upper = 0;
    for (int f = 1; f < 2 * n; ++f) {
        const int i = f / 2, u = f % 2;
        const double fa = u ? (double)hi[i] : (double)p[i], fb = u ? (double)p[i] : (double)lo[i];
        const double ba = upper ? (double)hi[axis] : (double)p[axis], bb = upper ? (double)p[axis] : (double)lo[axis];
        if (cbx_cast_cmp_depths(fa, fb, ba, bb) < 0) {
            axis = i;
            upper = u;
        }
    }
    for (int i = 0; i < n; ++i) {
        k->normal[i] = 0;
        k->point[i] = p[i];
    }
    k->normal[axis] = upper ? 1 : -1;
    k->point[axis] = upper ? hi[axis] : lo[axis];
}

/* The cast in the box's frame, given the exact start relation and, for a
   separate start, the sweep with the box standing still (velocity d). */
static CBX_F(cbx_cast_local) CBX_F(cbx_cast_decide)(const cbx_real *p, cbx_real r, const cbx_real *d,
                                                    const cbx_real *lo, const cbx_real *hi, int n,
                                                    cbx_relation rel, bool contact, cbx_real time,
                                                    const cbx_real *normal, const cbx_real *point) {
    CBX_F(cbx_cast_local) out = {false, 1, {0, 0, 0}, {0, 0, 0}};
    if (rel == CBX_INVALID) return out;
    if (rel != CBX_SEPARATE) {
        if (!CBX_F(cbx_cast_start_blocks)(p, r, d, lo, hi, n)) return out;
        CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_given)(p, r, lo, hi, n, rel);
        bool inside = true;
        for (int i = 0; i < n; ++i) inside = inside && R_EQ(p[i], CBX_F(cbx_clamp)(p[i], lo[i], hi[i]));
        if (inside) CBX_F(cbx_cast_inside_face)(p, lo, hi, n, &k);
        out.hit = true;
        out.fraction = 0;
        for (int i = 0; i < n; ++i) {
            out.normal[i] = k.normal[i];
            out.point[i] = k.point[i];
        }
        return out;
    }
    /* Blocked iff the first contact is within the displacement and the
       path enters there. The graze test goes first where it may decide
       alone (a contact time that is not certainly beyond the end): a ball
       rolling at exactly r across a tile's edge grazes, and then the end of
       the path (an exact evaluation at p + d) is never looked at. */
    if (!contact || (time > 1 + 32 * R_EPS && CBX_F(cbx_cast_past_end)(p, r, d, lo, hi, n, time, normal)) ||
        !CBX_F(cbx_cast_enters)(p, r, d, lo, hi, n, normal, point) ||
        !CBX_F(cbx_contact_within)(p, r, d, lo, hi, n, time, normal))
        return out;
    /* A time beyond 1 + 32 eps here was not certainly past the end, and
       the end says the path met the box: the sweep's time, normal and
       point are too far off to keep (its bound exceeds the path); the
       block is settled back from the end and its normal and point are
       found at the center kept (cbx_cast2_finish, cbx_cast3_finish: a
       zero normal does not oppose d). */
    const bool unsure = time > 1 + 32 * R_EPS;
    if (time > 1) time = 1; /* the first contact is exactly at the end */
    out.hit = true;
    out.fraction = time;
    for (int i = 0; i < n; ++i) {
        out.normal[i] = unsure ? 0 : normal[i];
        out.point[i] = unsure ? 0 : point[i];
    }
    return out;
}

/* How a checked center is judged: true when the circle at `center` may be
   returned. `strict` (a block): the exact point p + f d that the rounded
   center stands for must not be past the first contact either: spread[i]
   bounds the magnitudes that rounded on the way on axis i, |p_i| + |f d_i|. */
typedef bool (*CBX_F(cbx_clear_at))(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                    const double *spread);

/* Is y = fl(x + f d) (R_MOVED: computed in double, rounded once) exactly
   x + f d? In double, for both precisions (a float is exact there): the
   product's and the sum's error terms (eft.h) must be zero and y must be
   that sum; any overflow on the way answers no, and so does a product near
   the underflow range, where TwoProduct's own partial products would round
   (a fuzz finding: a product of 2^-128 passed as exact). */
static CBX_ALWAYS_INLINE bool CBX_F(cbx_moved_exactly)(cbx_real x, cbx_real d, cbx_real f, cbx_real y) {
    double perr, serr;
    const double prod = cbx_two_prod((double)f, (double)d, &perr);
    if (!(CBX_FABS(prod) >= DBL_MIN / DBL_EPSILON * 4) && !(R_EQ(f, 0) || R_EQ(d, 0))) return false;
    const double sum = cbx_two_sum((double)x, prod, &serr);
    return cbx_eq(perr, 0) && cbx_eq(serr, 0) && cbx_eq(sum, (double)y);
}

/* How far a returned coordinate x = fl(p_i + f d_i) may lie from the exact
   p_i + f d_i it stands for: eps of the larger of `spread` (|p_i| + |f d_i|,
   cbx_cast_center_at's) and |x|, plus the smallest subnormal, 1 % over.
   Each axis's certificate below takes this off that axis alone. */
static inline double CBX_F(cbx_cast_coord_slack)(double x, double spread) {
    return ((double)R_EPS * (spread > CBX_FABS(x) ? spread : CBX_FABS(x)) + (double)R_TRUE_MIN) * 1.01;
}

/* The first step back from a refused fraction f, whose center is `center`
   (spread: cbx_cast_center_at's): a gap of a few ulps of the scale (max of
   r and the center's coordinates: what the certificate needs, the center's
   rounding and the filter's band) at full speed (the largest |d_i|);
   doubled from there. For an axis-aligned box (lo, hi) only the axes where
   the center is not inside the slab by more than its rounding count: on
   the others the gap is 0 whatever the rounding, and so it stays over a
   step back shorter than the depth. A far coordinate there (a ball at
   x = -1e207 under a floor from -1e300 to 75) once set the step, which
   went back to 0 from a block at 0.42 (fuzz_index's waived finding); the
   doubling that follows still reaches any longer step needed. "Deep"
   is by more than the coordinate's rounding and four of the steps a
   subnormal fraction can take (a center 4.6e-24 inside a floor, put
   there by a fraction of 6.6e-313 of a path of 2e300, is at its face).
   Where no such axis moves (not reached for a block), every axis
   counts. */
static cbx_real CBX_F(cbx_cast_first_step)(const cbx_real *center, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                           const cbx_real *hi, int n, const double *spread, cbx_real f) {
    cbx_real scale = r, speed = 0, all_scale = r, all_speed = 0;
    const double quantum = (double)f * (double)R_EPS > (double)R_TRUE_MIN ? (double)f * (double)R_EPS
                                                                          : (double)R_TRUE_MIN;
    for (int i = 0; i < n; ++i) {
        const cbx_real c = R_FABS(center[i]), v = R_FABS(d[i]);
        all_scale = all_scale > c ? all_scale : c;
        all_speed = all_speed > v ? all_speed : v;
        if (lo) {
            const double x = (double)center[i];
            const double deep = CBX_F(cbx_cast_coord_slack)(x, spread[i]) + 4 * (double)v * quantum;
            if (x - (double)hi[i] < -deep && (double)lo[i] - x < -deep) continue; /* deep inside the slab */
        }
        scale = scale > c ? scale : c;
        speed = speed > v ? speed : v;
    }
    if (!(speed > 0)) {
        scale = all_scale;
        speed = all_speed;
    }
    cbx_real step = (2 * R_EPS) * (scale / speed + 4 * (r / speed));
    step = step > f * (4 * R_EPS) ? step : f * (4 * R_EPS);
    return step > R_TRUE_MIN ? step : R_TRUE_MIN;
}

/* A cheap "certainly not": fl(x + f d) (R_MOVED) is certainly not exactly
   x + f d, by a test that cbx_moved_exactly would then also fail, or false
   when unsure. Double: the product f d is inexact when the significant
   bits of f and d (cbx_sig_bits: their odd parts' lengths La and Lb) add
   up to 55 or more: the exact product's odd part, the product of theirs,
   is at least 2^(La - 1) 2^(Lb - 1), so it has 54 bits or more, more than
   any double holds (normal or subnormal); cbx_moved_exactly's TwoProduct
   error is then not 0, or its range test refuses. A fraction from a
   division (a falling ball's 1/3 of its step: odd part 53 bits) against a
   speed that is not a power of two (3, 5, 6, 7: 2 or 3 bits) is caught
   here; grid data whose product is exact goes on to the full test. Counted
   for normal numbers only (cbx_sig_bits_normal: a lower bound, 0 for the
   rest), which costs a few integer operations a number. Float:
   the double sum x + f d (exact product) is not the float center. */
static inline bool CBX_F(cbx_moved_inexact)(cbx_real x, cbx_real d, cbx_real f, cbx_real y) {
#if CBX_IS_DOUBLE
    (void)x;
    (void)y;
    return cbx_sig_bits_normal(f) + cbx_sig_bits_normal(d) >= 55;
#else
    return !cbx_eq((double)x + (double)d * (double)f, (double)y);
#endif
}

/* cbx_cast_not_past's slope again when every term underflowed to 0 (or
   was 0): sum_i sg_i |d_i| g_i with each term brought to a common power of
   two, the largest near 1 (a term more than 2^1000 below it is below the
   smallest subnormal there: the bound covers it). -1 when certainly < 0. */
static int CBX_F(cbx_cast_slope_rescaled)(const cbx_real *d, const double *g, const int *sg, int n) {
    int e[3] = {0, 0, 0}, top = -5000;
    for (int i = 0; i < n; ++i) {
        if (sg[i] == 0 || cbx_eq(g[i], 0) || cbx_eq((double)d[i], 0)) continue;
        e[i] = cbx_exponent(CBX_FABS((double)d[i])) + cbx_exponent(g[i]);
        top = top > e[i] ? top : e[i];
    }
    double s = 0, m = 0;
    for (int i = 0; i < n; ++i) {
        if (sg[i] == 0 || cbx_eq(g[i], 0) || cbx_eq((double)d[i], 0)) continue;
        const double ad = CBX_FABS((double)d[i]);
        const double a = cbx_scale2(ad, -cbx_exponent(ad)) * cbx_scale2(g[i], -cbx_exponent(g[i]));
        const double t = sg[i] * cbx_scale2(a, e[i] - top);
        s += t;
        m += CBX_FABS(t);
    }
    return s < -(8 * DBL_EPSILON * m + 8 * DBL_TRUE_MIN) ? -1 : 1;
}

/* The largest fraction f' <= f whose center fl(p + f' d) `clear` accepts:
   f itself when it can, else stepped back by doubling steps from a few
   ulps of the scale. The start (f' = 0) is never overlapping (the caller
   checks only then), so this ends. */
/* Is the path certainly not past its closest approach to the box [lo, hi]
   at the exact point X = p + f d that `center` stands for (within
   delta_i = eps spread_i + the smallest subnormal of it per axis, 0 when
   exact)? The squared distance is convex along the path with slope
   2 sum_i (X_i - e_i) d_i over the axes where X is outside its slab (e_i
   the bound it is beyond): where that slope is <= 0, every earlier point is
   at least as far, so a clear X is not past the first contact. Where it
   is > 0 the path has met the box and left it, or is leaving it: a block
   there tunnels (a box 3 units deep crossed by a path of 4e223, its contact
   time 1 - 8e-224 rounded to 1: an oracle found the center placed beyond
   it). Each term's sup over X's interval, summed with a bound on the
   roundings; false when not certain (the caller steps back). */
static bool CBX_F(cbx_cast_not_past)(const cbx_real *center, const cbx_real *lo, const cbx_real *hi,
                                     const cbx_real *d, int n, const double *spread, bool exact) {
    /* d scaled by a power of two to the largest at ~1 (the sign is all that
       matters): no product overflows; a component that the scaling sends
       below 2^-960 counts as a positive uncertainty of its largest size */
    double s = 0, m = 0, dmax = 0, gap[3] = {0, 0, 0};
    int sg[3] = {0, 0, 0}; /* each term's sign: +1 for an uncertain one */
    bool lost = false, tiny = false;
    for (int i = 0; i < n; ++i) dmax = dmax > CBX_FABS((double)d[i]) ? dmax : CBX_FABS((double)d[i]);
    if (!(dmax > 0)) return true;
    const int k = cbx_exponent(dmax);
    for (int i = 0; i < n; ++i) {
        if (cbx_eq((double)d[i], 0)) continue;
        double di = cbx_scale2((double)d[i], -k);
        const bool small = CBX_FABS(di) < 0x1p-960;
        tiny = tiny || small;
        if (small) di = 0x1p-960;
        const double x = (double)center[i];
        const double delta = exact ? 0 : CBX_F(cbx_cast_coord_slack)(x, spread[i]);
        const double above = x - (double)hi[i], below = (double)lo[i] - x;
        double t;
        if (above > delta) { /* X beyond hi */
            gap[i] = d[i] > 0 ? above + delta : above - delta;
            sg[i] = d[i] > 0 ? 1 : -1;
        } else if (below > delta) { /* X below lo */
            gap[i] = d[i] < 0 ? below + delta : below - delta;
            sg[i] = d[i] < 0 ? 1 : -1;
        } else if (!(above < -delta && below < -delta)) { /* X within delta of a bound */
            gap[i] = (above > below ? (above > 0 ? above : 0) : (below > 0 ? below : 0)) + delta;
            sg[i] = 1;
        } /* else X inside: 0 */
        t = sg[i] * (gap[i] * CBX_FABS(di));
        /* An axis inside its slab by more than delta adds exactly 0, however
           small its d: no uncertainty (counted, a ball at y = -3 in a slab
           reaching 5.5e280, its d_y = 2^-960 of d_x, was given a term of
           6e-9 and stepped back 3.6e-9 from its face instead of a few ulps;
           cast oracle, seed 8108) */
        if (small && sg[i] != 0) t = CBX_FABS(t) + CBX_FABS(di) * ((above > 0 ? above : -above) + delta);
        lost = lost || (cbx_eq(t, 0) && sg[i] != 0 && !cbx_eq(gap[i], 0));
        s += t;
        m += CBX_FABS(t);
    }
    /* each term's product may underflow (absolute error 2^-1075): a few
       smallest subnormals cover them (a scene at 2^-990 has terms ~2^-1040) */
    if (s < 0) return s < -(8 * DBL_EPSILON * m + 8 * DBL_TRUE_MIN);
    /* A component counted as a positive uncertainty above (below 2^-960 of
       the largest) may still decide the sign: each term in its own binade
       (an oracle finding: a ball moving by (-2, -8.3e295) beside a box, its
       contact time 1 - 5e-125 rounded to 1, had its one nonzero term, x's,
       made positive and was stepped back to a fraction of 1.5e-6). */
    if (tiny) return CBX_F(cbx_cast_slope_rescaled)(d, gap, sg, n) < 0;
    if (s > 0 || !cbx_eq(m, 0)) return false;
    /* A sum of zeros: a zero slope if every term is exactly 0; if some
       underflowed, their own sign, rescaled (a path of 1.4e243 ending
       2.6e-122 past a box it crossed had its positive term, 2^-404 times d
       scaled to 2^-807, flushed, and its center beyond the box was
       accepted; oracle finding). */
    return !lost || CBX_F(cbx_cast_slope_rescaled)(d, gap, sg, n) < 0;
}

/* A cast's center at fraction f, fl(p + f d) (saturated), and each
   coordinate's spread |p_i| + |d_i| f, what the certificates take that
   coordinate's rounding from. */
static inline void CBX_F(cbx_cast_center_at)(const cbx_real *p, const cbx_real *d, int n, cbx_real f, cbx_real *center,
                                             double *spread) {
    for (int i = 0; i < n; ++i) {
        center[i] = R_MOVED(p[i], d[i], f);
        spread[i] = (double)R_FABS(p[i]) + (double)R_FABS(d[i]) * (double)f;
    }
}

/* Does the center at fraction f pass (`strict`, a block's: the
   certificate, and not past the contact; else the exact test alone)?
   *center becomes it where it does. */
static bool CBX_F(cbx_cast_accepts)(CBX_F(cbx_clear_at) clear, const void *box, const cbx_real *blo,
                                    const cbx_real *bhi, const cbx_real *p, cbx_real r, const cbx_real *d, int n,
                                    cbx_real f, bool strict, cbx_real *center) {
    cbx_real trial[3];
    double sp[3] = {0, 0, 0};
    CBX_F(cbx_cast_center_at)(p, d, n, f, trial, sp);
    if (!clear(box, trial, r, strict, sp) || (strict && blo && !CBX_F(cbx_cast_not_past)(trial, blo, bhi, d, n, sp, false)))
        return false;
    for (int i = 0; i < n; ++i) center[i] = trial[i];
    return true;
}

/* An accepted fraction lo_f after stepping back: the doubling steps may
   have overshot, so a few halvings toward the last refused fraction hi_f
   win most of it back, each tested as the steps were; *center follows
   the best. Halving stops once the interval is within `width` too. */
static cbx_real CBX_F(cbx_cast_refine)(CBX_F(cbx_clear_at) clear, const void *box, const cbx_real *blo,
                                       const cbx_real *bhi, const cbx_real *p, cbx_real r, const cbx_real *d, int n,
                                       cbx_real lo_f, cbx_real hi_f, cbx_real width, bool strict,
                                       cbx_real *center) {
    for (int b = 0; b < 24 && hi_f - lo_f > width; ++b) {
        const cbx_real mid = lo_f + (hi_f - lo_f) / 2;
        if (!(mid > lo_f && mid < hi_f)) break;
        if (CBX_F(cbx_cast_accepts)(clear, box, blo, bhi, p, r, d, n, mid, strict, center)) lo_f = mid;
        else hi_f = mid;
        if (hi_f - lo_f <= (4 * R_EPS) * hi_f) break;
    }
    return lo_f;
}

/* The refinement of a doubling that overshot to the start (fraction 0,
   whose center is p): one first step from it is tried, then, accepted,
   the halvings above down to that step's size. A path refused there
   stays at the start: what lies within one step of it (a few ulps of the
   scale) is not worth the halvings, and most such paths are refused all
   the way (a ball pressed into a floor, its step a gravity's push: the 3D
   game trace's casts have 3,630 of them, 16 to 23 doublings deep, none
   accepted anywhere; halving each down to the first step cost the column
   0.9 % of its instructions). */
static cbx_real CBX_F(cbx_cast_refine_start)(CBX_F(cbx_clear_at) clear, const void *box, const cbx_real *blo,
                                             const cbx_real *bhi, const cbx_real *p, cbx_real r, const cbx_real *d,
                                             int n, cbx_real hi_f, cbx_real first, bool strict, cbx_real *center) {
    if (!(first < hi_f) || !CBX_F(cbx_cast_accepts)(clear, box, blo, bhi, p, r, d, n, first, strict, center))
        return 0;
    return CBX_F(cbx_cast_refine)(clear, box, blo, bhi, p, r, d, n, first, hi_f, first, strict, center);
}

static cbx_real CBX_F(cbx_cast_settle)(CBX_F(cbx_clear_at) clear, const void *box, const cbx_real *blo,
                                       const cbx_real *bhi, const cbx_real *p, cbx_real r, const cbx_real *d, int n,
                                       cbx_real f, bool strict, cbx_real *center) {
    cbx_real step = 0, first = 0, refused = f; /* the last fraction refused: the bisection's upper end */
    /* A free path (strict false) whose end center rounded into the box is
       stepped back with the exact test alone: it meets no contact to pass,
       and the certificate's margin would send it back a long way where the
       path runs within rounding of r (a float path along an edge at a
       graze: an oracle found one blocked at 0.71). */
    const bool block = strict;
    for (int k = 0; k < 200; ++k) {
        /* A first center that is exactly p + f d (grid data) needs only the
           exact relate; stepped back, the certificate is cheaper. Not for a
           point: on the box's boundary it may be leaving the box after
           crossing it, so a point is held strictly outside (certificate). */
        bool exact = k == 0 && r > 0 && strict; /* read only for a strict check */
        double spread[3] = {0, 0, 0};
        CBX_F(cbx_cast_center_at)(p, d, n, f, center, spread);
        for (int i = 0; i < n; ++i) exact = exact && CBX_F(cbx_moved_exactly)(p[i], d[i], f, center[i]);
        /* A block's own time, rounded, almost never clears the certificate
           (its exact point is within rounding of the contact): step first. */
        const bool untested = k == 0 && strict && !exact;
        if (!(f > 0) || (!untested && clear(box, center, r, strict && !exact, spread) &&
                         (!strict || !blo || CBX_F(cbx_cast_not_past)(center, blo, bhi, d, n, spread, exact)))) {
            /* After one or two steps the center is already within a few ulps
               of the scale of touching: only a longer doubling is refined,
               also one that overshot to the start (a float path grazing an
               edge within its rounding from 0.03 to its contact at 0.27
               doubled back to 0 from 0.055, and was returned there, 0.008
               short of touching; oracle finding). */
            if (k < 3) return f;
            if (!(f > 0))
                return CBX_F(cbx_cast_refine_start)(clear, box, blo, bhi, p, r, d, n, refused, first, block, center);
            return CBX_F(cbx_cast_refine)(clear, box, blo, bhi, p, r, d, n, f, refused, 0, block, center);
        }
        refused = f;
        if (!(step > 0)) first = step = CBX_F(cbx_cast_first_step)(center, r, d, blo, bhi, n, spread, f);
        f = f > step ? f - step : 0;
        step *= 2;
        strict = block; /* a block stepped back: its fraction must not pass the contact */
    }
    for (int i = 0; i < n; ++i) center[i] = p[i];
    return 0;
}

/* Is the ball at `center` separate from the box [lo, hi] by more than the
   rounding of center itself? Then the exact point it stands for (p + f d,
   which center approximates within two roundings: eps of `spread` =
   max |p_i| + |f d_i|, however much the sum cancelled) is separate too, so
   f is not past the first contact. A filter certificate (cbx_dist2_filter)
   on a copy scaled by a power of two to magnitude ~1, so that no square
   overflows or underflows; false means "not certain", and the caller steps
   back. The shift covers that rounding (plus the smallest subnormal) and
   any scaled value flushed to zero. */
static inline bool CBX_F(cbx_clear_of_box)(const cbx_real *center, cbx_real r, const cbx_real *lo, const cbx_real *hi, int n,
                                    const double *spread) {
    /* Per axis: the exact coordinate lies within delta of the rounded one,
       so its gap to the slab is at least the rounded gap less delta (a
       rounding on one axis, however large, does not blur the others). */
    double g[3] = {0, 0, 0}, m = (double)r;
    for (int i = 0; i < n; ++i) {
        const double c = R_FABS(center[i]);
        if (c >= (double)R_MAX) return false; /* saturated: not the rounding of p + f d */
        const double q = (double)CBX_F(cbx_clamp)(center[i], lo[i], hi[i]);
        double gap = CBX_FABS((double)center[i] - q); /* exact for subnormals (no halving there) */
        if (!(gap <= DBL_MAX)) gap = CBX_FABS(0.5 * (double)center[i] - 0.5 * q) * 2; /* overflowed: halved */
        gap = gap * (1 - 4 * DBL_EPSILON) - CBX_F(cbx_cast_coord_slack)((double)center[i], spread[i]);
        g[i] = gap > 0 ? gap : 0;
        if (!(g[i] <= DBL_MAX)) return !(r >= DBL_MAX); /* a gap beyond the range: clear of any finite r */
        m = m > g[i] ? m : g[i];
    }
    if (!(m > 0)) return false;
    /* Gaps and radius far inside the range: no square overflows, and one
       that underflows only makes the sum smaller (the filter's bound covers
       it), so the certificate holds unscaled. Scaling then only helps when
       the gaps are tiny, where this may refuse: fall through. */
    if (m <= 0x1p500) {
        double d2 = 0;
        for (int i = 0; i < n; ++i) d2 += g[i] * g[i];
        const double rp = (double)r * (1 + 4 * DBL_EPSILON);
        if (cbx_dist2_filter(d2, rp * rp) > 0) return true;
    }
    /* Scaled by a power of two to the gaps' own size (not the scene's: a
       box side at 1e300 must not push a gap of 100 into underflow): squares
       that then underflow only make the sum smaller, which never certifies
       wrongly; the filter covers the rest. */
    const int e = cbx_exponent(m);
    double d2 = 0;
    for (int i = 0; i < n; ++i) {
        const double x = cbx_scale2(g[i], -e);
        d2 += x * x;
    }
    const double rp = cbx_scale2((double)r, -e) * (1 + 4 * DBL_EPSILON);
    return cbx_dist2_filter(d2, rp * rp) > 0;
}

/* Places the center of a cast (arrays): *fraction stepped back until the
   center passes `clear` (and, for an axis-aligned box blo, bhi - NULL for
   an oriented one - cbx_cast_not_past), unless the start already
   overlapped. Returns true
   when rounding would have ended a free path inside: the caller then
   reports a block just short of the end, with the normal found there
   where it opposes the motion, else at the center kept (cbx_cast3_finish). */
static bool CBX_F(cbx_cast_place)(CBX_F(cbx_clear_at) clear, const void *box, const cbx_real *blo,
                                  const cbx_real *bhi, const cbx_real *p, cbx_real r, const cbx_real *d, int n,
                                  cbx_relation rel, bool hit, cbx_real *fraction, cbx_real *center) {
    if (rel == CBX_OVERLAPPING) {
        for (int i = 0; i < n; ++i) center[i] = R_MOVED(p[i], d[i], *fraction);
        return false;
    }
    const cbx_real f = CBX_F(cbx_cast_settle)(clear, box, blo, bhi, p, r, d, n, *fraction, hit, center);
    const bool became_block = f < *fraction && !hit;
    *fraction = f;
    return became_block;
}

/* ---- 2D ------------------------------------------------------------------ */

static CAST2 CBX_F(cbx_cast2_invalid)(void) {
    CAST2 o = {false, R_NAN, {R_NAN, R_NAN}, {R_NAN, R_NAN}, {R_NAN, R_NAN}};
    return o;
}

/* The start's relation as the sweep found it (it decides t = 0 exactly
   first): OVERLAP is OVERLAPPING; a contact at time 0 is touching, or a
   separate start whose time rounded to 0 (a gap that rounds to r: the time
   (g - r) / |d| is then 0), told apart exactly: the separate one is blocked
   only if its path meets the box by the end (an oracle found a ball one
   ulp off a face blocked by a displacement far below that ulp). */
static inline cbx_relation CBX_F(cbx_start_relation)(cbx_sweep_type type, cbx_real time, const cbx_real *p,
                                                      cbx_real r, const cbx_real *lo, const cbx_real *hi, int n) {
    if (type == CBX_SWEEP_OVERLAP) return CBX_OVERLAPPING;
    if (type != CBX_SWEEP_CONTACT || time > 0) return CBX_SEPARATE;
    return CBX_F(cbx_start_separate)(p, r, lo, hi, n) ? CBX_SEPARATE : CBX_TOUCHING;
}

/* The local answer in 2D, the sweep taken with the box standing still;
   *rel receives the start's relation. */
static CBX_F(cbx_cast_local) CBX_F(cbx_cast2_decided)(CIRCLE c, VEC2 d, AABB2 b, SWEEP2 s, cbx_relation *rel) {
    const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
    const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
    *rel = CBX_F(cbx_start_relation)(s.type, s.time, p, c.radius, lo, hi, 2);
    if (CBX_UNLIKELY(s.type == CBX_SWEEP_INVALID)) *rel = CBX_INVALID; /* the sweep validates for us */
    const cbx_real normal[2] = {s.normal.x, s.normal.y}, point[2] = {s.point.x, s.point.y};
    return CBX_F(cbx_cast_decide)(p, c.radius, dv, lo, hi, 2, *rel, s.type == CBX_SWEEP_CONTACT, s.time, normal,
                                  point);
}

static bool CBX_F(cbx_clear_at_aabb2)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                      const double *spread) {
    const AABB2 b = *(const AABB2 *)box;
    if (strict) {
        const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
        return CBX_F(cbx_clear_of_box)(center, r, lo, hi, 2, spread);
    }
    const CIRCLE c = {{center[0], center[1]}, r};
    return !CBX_F(cbx_circle_penetrates_aabb2)(c, b);
}

/* Does the ball (p, r) reach into the box [lo, hi]: is its center closer
   than r to it, exactly (a point, r = 0: is it in the box's interior)? For a box with an interior that is OVERLAPPING;
   a flat box has none (relate says TOUCHING), yet a ball lying across it
   must still be told from one resting on it: this is what the casts and the
   mover check. */
static bool CBX_F(cbx_penetrates)(const cbx_real *p, cbx_real r, const cbx_real *lo, const cbx_real *hi, int n) {
    if (!(r > 0)) {
        /* a point: inside when strictly within every slab (a flat box has no inside) */
        bool in = true;
        for (int i = 0; i < n; ++i) in = in && p[i] > lo[i] && p[i] < hi[i];
        return in;
    }
    return CBX_F(cbx_box_sign)(p, r, lo, hi, n) < 0;
}

#include "motion/cast_fast.inc"

/* The fast path's answer as the public result. Each number is read
   alone (CBX_OPAQUE_REAL): the fast path has just stored them one by one,
   and gcc read them in 16-byte pieces spanning two of those stores, which
   the store buffer cannot forward, so that every answer waited for its
   stores to retire. */
static inline CAST2 CBX_F(cbx_cast2_of_fast)(const CBX_F(cbx_cast_fast_out) *f) {
    cbx_real t = f->fraction, cx = f->center[0], cy = f->center[1];
    cbx_real nx = f->normal[0], ny = f->normal[1], qx = f->point[0], qy = f->point[1];
    CBX_OPAQUE_REAL(t);
    CBX_OPAQUE_REAL(cx);
    CBX_OPAQUE_REAL(cy);
    CBX_OPAQUE_REAL(nx);
    CBX_OPAQUE_REAL(ny);
    CBX_OPAQUE_REAL(qx);
    CBX_OPAQUE_REAL(qy);
    const CAST2 o = {f->hit, t, {cx, cy}, {nx, ny}, {qx, qy}};
    return o;
}

static inline CAST3 CBX_F(cbx_cast3_of_fast)(const CBX_F(cbx_cast_fast_out) *f) {
    cbx_real t = f->fraction, cx = f->center[0], cy = f->center[1], cz = f->center[2];
    cbx_real nx = f->normal[0], ny = f->normal[1], nz = f->normal[2];
    cbx_real qx = f->point[0], qy = f->point[1], qz = f->point[2];
    CBX_OPAQUE_REAL(t);
    CBX_OPAQUE_REAL(cx);
    CBX_OPAQUE_REAL(cy);
    CBX_OPAQUE_REAL(cz);
    CBX_OPAQUE_REAL(nx);
    CBX_OPAQUE_REAL(ny);
    CBX_OPAQUE_REAL(nz);
    CBX_OPAQUE_REAL(qx);
    CBX_OPAQUE_REAL(qy);
    CBX_OPAQUE_REAL(qz);
    const CAST3 o = {f->hit, t, {cx, cy, cz}, {nx, ny, nz}, {qx, qy, qz}};
    return o;
}

/* The first stage's answer (cbx_cast_fast_first) as an oriented cast's
   answer in the box's frame, before the center is placed in the world:
   a block's fraction is already stepped back from the contact, where the
   world's check (cbx_cast2_finish, cbx_cast3_finish) then starts. */
static CBX_F(cbx_cast_local) CBX_F(cbx_cast_local_of_fast)(const CBX_F(cbx_cast_fast_out) *f, int n,
                                                           cbx_relation *rel) {
    CBX_F(cbx_cast_local) l = {f->hit, f->hit ? f->fraction : 1, {0, 0, 0}, {0, 0, 0}};
    for (int i = 0; i < n; ++i) {
        l.normal[i] = f->normal[i];
        l.point[i] = f->point[i];
    }
    *rel = f->start;
    return l;
}

/* The sweep a cast asks when its own rules leave the path open; apart:
   the start shown separate beside a corner, which the sweep then takes
   as given (cbx_sweep_circle_aabb2_local_apart). */
static inline SWEEP2 CBX_F(cbx_cast2_sweep)(const CIRCLE *c, const VEC2 *d, const AABB2 *b, bool apart) {
    return apart ? CBX_F(cbx_sweep_circle_aabb2_local_apart)(c, d, b) : CBX_F(cbx_sweep_circle_aabb2_local)(c, d, b);
}

/* The oriented casts' decision in the box's frame: the first stage where
   it decides (*stepped: a block's fraction is then before the contact
   already), else the sweep and the general rules. */
static CBX_F(cbx_cast_local) CBX_F(cbx_cast2_local)(CIRCLE c, VEC2 d, AABB2 b, cbx_relation *rel, bool *stepped) {
    int k;
    {
        const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
        const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
        CBX_F(cbx_cast_fast_out) f;
        k = CBX_F(cbx_cast_fast_first)(p, c.radius, dv, lo, hi, 2, &f);
        *stepped = k == CBX_CAST_DONE;
        if (*stepped) return CBX_F(cbx_cast_local_of_fast)(&f, 2, rel);
    }
    return CBX_F(cbx_cast2_decided)(c, d, b, CBX_F(cbx_cast2_sweep)(&c, &d, &b, k == CBX_CAST_APART), rel);
}

/* A block from a separate start whose fraction f is already before the
   contact (the first stage's, in the box's frame): its world center, the
   first one the world's placement would try were f the contact's own
   time (cbx_cast_settle skips that try), checked once by the strict
   certificate. True with center[] set when it passes; else the placement
   steps back from f as usual. */
static bool CBX_F(cbx_cast_clear_at_once)(CBX_F(cbx_clear_at) clear, const void *box, const cbx_real *p, cbx_real r,
                                          const cbx_real *d, int n, cbx_real f, cbx_real *center) {
    double spread[3] = {0, 0, 0};
    CBX_F(cbx_cast_center_at)(p, d, n, f, center, spread);
    return f > 0 && clear(box, center, r, true, spread);
}

bool CBX_F(cbx_circle_penetrates_aabb2)(CIRCLE c, AABB2 b) {
    const cbx_real p[2] = {c.center.x, c.center.y}, lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
    return CBX_F(cbx_penetrates)(p, c.radius, lo, hi, 2);
}

bool CBX_F(cbx_sphere_penetrates_aabb3)(SPHERE s, AABB3 b) {
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z};
    const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    return CBX_F(cbx_penetrates)(p, s.radius, lo, hi, 3);
}

/* The same for an oriented box (valid input), judged within the margin of
   the rotation's rounding (circbox.h, EXACTNESS): only a penetration
   beyond it counts, so a body resting on a ramp is not found inside it by
   noise. The filter's undecided band (|d - r| within a few ulps of r) lies
   far inside the margin, so no exact arithmetic is needed. */
bool CBX_F(cbx_circle_penetrates_obb2)(CIRCLE c, OBB2 b) {
    const CBX_F(cbx_frame2) f = CBX_F(cbx_frame2_make)(c.center, b);
    const cbx_real p[2] = {f.p.x, f.p.y}, r = CBX_F(cbx_frame_len)(c.radius, f.scale);
    const cbx_real lo[2] = {f.box.min.x, f.box.min.y}, hi[2] = {f.box.max.x, f.box.max.y};
    if (CBX_F(cbx_box_fast_sign)(p, r, lo, hi, 2) >= 0) return false;
    const cbx_real margin = (16 * R_EPS) * (R_FABS(c.center.x - b.center.x) + R_FABS(c.center.y - b.center.y) +
                                             b.half.x + b.half.y + c.radius);
    return CBX_F(cbx_contact_circle_obb2)(c, b).distance < -margin;
}

bool CBX_F(cbx_sphere_penetrates_obb3)(SPHERE s, OBB3 b) {
    const CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make)(s.center, b);
    const cbx_real p[3] = {f.p.x, f.p.y, f.p.z}, r = CBX_F(cbx_frame_len)(s.radius, f.scale);
    const cbx_real lo[3] = {f.box.min.x, f.box.min.y, f.box.min.z}, hi[3] = {f.box.max.x, f.box.max.y, f.box.max.z};
    if (CBX_F(cbx_box_fast_sign)(p, r, lo, hi, 3) >= 0) return false;
    const cbx_real margin = (16 * R_EPS) * (R_FABS(s.center.x - b.center.x) + R_FABS(s.center.y - b.center.y) +
                                             R_FABS(s.center.z - b.center.z) + b.half.x + b.half.y + b.half.z +
                                             s.radius);
    return CBX_F(cbx_contact_sphere_obb3)(s, b).distance < -margin;
}

static bool CBX_F(cbx_clear_at_obb2)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                     const double *spread) {
    (void)strict;
    (void)spread;
    const CIRCLE c = {{center[0], center[1]}, r};
    return !CBX_F(cbx_circle_penetrates_obb2)(c, *(const OBB2 *)box);
}

static CONTACT2 CBX_F(cbx_contact_at_aabb2)(const void *box, CIRCLE c) {
    return CBX_F(cbx_contact_circle_aabb2)(c, *(const AABB2 *)box);
}

static CONTACT2 CBX_F(cbx_contact_at_obb2)(const void *box, CIRCLE c) {
    return CBX_F(cbx_contact_circle_obb2)(c, *(const OBB2 *)box);
}

/* The world result: center placed and checked (unless the start overlapped). */
static CAST2 CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at) clear, CONTACT2 (*contact)(const void *, CIRCLE),
                                     const void *box, const cbx_real *blo, const cbx_real *bhi, CIRCLE c, VEC2 d,
                                     cbx_relation rel, CAST2 o) {
    const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
    cbx_real center[2];
    const cbx_real full = o.fraction;
    if (CBX_F(cbx_cast_place)(clear, box, blo, bhi, p, c.radius, dv, 2, rel, o.hit, &o.fraction, center)) {
        const CIRCLE end = {{R_MOVED(p[0], dv[0], full), R_MOVED(p[1], dv[1], full)}, c.radius};
        CONTACT2 k = contact(box, end);
        if (!(d.x * k.normal.x + d.y * k.normal.y < 0)) { /* see cbx_cast3_finish */
            const CIRCLE at = {{center[0], center[1]}, c.radius};
            const CONTACT2 ka = contact(box, at);
            if (d.x * ka.normal.x + d.y * ka.normal.y < 0) k = ka;
        }
        o.hit = true;
        o.normal = k.normal;
        o.point = k.point;
    } else if (o.hit && rel == CBX_SEPARATE && !(d.x * o.normal.x + d.y * o.normal.y < 0)) {
        /* see cbx_cast3_finish */
        const CIRCLE at = {{center[0], center[1]}, c.radius};
        const CONTACT2 k = contact(box, at);
        const bool none = R_EQ(o.normal.x, 0) && R_EQ(o.normal.y, 0);
        if (none || d.x * k.normal.x + d.y * k.normal.y < 0) {
            o.normal = k.normal;
            o.point = k.point;
        }
    }
    o.center.x = center[0];
    o.center.y = center[1];
    return o;
}

CAST2 CBX_F(cbx_cast_circle_aabb2)(CIRCLE c, VEC2 d, AABB2 b) {
    CBX_F(cbx_cast_fast_out) f;
    int k;
    {
        const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
        const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
        k = CBX_F(cbx_cast_fast_first)(p, c.radius, dv, lo, hi, 2, &f);
        if (k == CBX_CAST_DONE) return CBX_F(cbx_cast2_of_fast)(&f);
    }
    const SWEEP2 s = CBX_F(cbx_cast2_sweep)(&c, &d, &b, k == CBX_CAST_APART);
    {
        const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
        const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
        const cbx_real normal[2] = {s.normal.x, s.normal.y}, point[2] = {s.point.x, s.point.y};
        if (CBX_F(cbx_cast_fast)(p, c.radius, dv, lo, hi, 2, s.type, s.time, normal, point, &f))
            return CBX_F(cbx_cast2_of_fast)(&f);
    }
    cbx_relation rel;
    const CBX_F(cbx_cast_local) l = CBX_F(cbx_cast2_decided)(c, d, b, s, &rel);
    if (rel == CBX_INVALID) return CBX_F(cbx_cast2_invalid)();
    /* Across a flat box (no interior: TOUCHING) counts as inside it. */
    if (rel == CBX_TOUCHING && CBX_F(cbx_circle_penetrates_aabb2)(c, b)) rel = CBX_OVERLAPPING;
    CAST2 o = {l.hit, l.fraction, {0, 0}, {l.normal[0], l.normal[1]}, {l.point[0], l.point[1]}};
    const cbx_real blo[2] = {b.min.x, b.min.y}, bhi[2] = {b.max.x, b.max.y};
    return CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at_aabb2), CBX_F(cbx_contact_at_aabb2), &b, blo, bhi, c, d, rel, o);
}

/* A local displacement component below the rotation's rounding is noise: zero. */
static inline cbx_real CBX_F(cbx_snap)(cbx_real x, cbx_real size) {
    return R_FABS(x) <= (8 * R_EPS) * size ? 0 : x;
}

CAST2 CBX_F(cbx_cast_circle_obb2)(CIRCLE c, VEC2 d, OBB2 b) {
    if (!CBX_F(cbx_is_valid_circle)(c) || !CBX_F(cbx_is_valid_obb2)(b) || !CBX_F(cbx_is_finite_vec2)(d))
        return CBX_F(cbx_cast2_invalid)();
    const CBX_F(cbx_frame2) f = CBX_F(cbx_frame2_make)(c.center, b);
    const CIRCLE lc = {f.p, CBX_F(cbx_frame_len)(c.radius, f.scale)};
    /* The displacement in the frame; quartered (and the fraction with it)
       if rotating it would overflow. */
    cbx_real k = 1;
    VEC2 dl = CBX_F(cbx_rot2_inv_apply)(f.rot, d);
    if (!R_FINITE(dl.x * f.scale) || !R_FINITE(dl.y * f.scale)) {
        k = (cbx_real)0.25;
        const VEC2 dq = {d.x * k, d.y * k};
        dl = CBX_F(cbx_rot2_inv_apply)(f.rot, dq);
    }
    const cbx_real size = (R_FABS(dl.x) + R_FABS(dl.y)) * f.scale;
    dl.x = CBX_F(cbx_snap)(dl.x * f.scale, size);
    dl.y = CBX_F(cbx_snap)(dl.y * f.scale, size);
    cbx_relation rel;
    bool stepped;
    CBX_F(cbx_cast_local) l = CBX_F(cbx_cast2_local)(lc, dl, f.box, &rel, &stepped);
    l.fraction *= k;
    if (l.hit && l.fraction > 1) l.hit = false;
    const VEC2 nl = {l.normal[0], l.normal[1]}, pl = {l.point[0], l.point[1]};
    CAST2 o = {l.hit, l.hit ? l.fraction : 1, {0, 0}, {0, 0}, {0, 0}};
    if (l.hit) {
        o.normal = CBX_F(cbx_rot2_apply)(f.rot, nl);
        o.point = CBX_F(cbx_frame2_point)(&f, pl);
    }
    if (stepped && o.hit && rel == CBX_SEPARATE && d.x * o.normal.x + d.y * o.normal.y < 0) {
        const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
        cbx_real center[2];
        if (CBX_F(cbx_cast_clear_at_once)(CBX_F(cbx_clear_at_obb2), &b, p, c.radius, dv, 2, o.fraction, center)) {
            o.center.x = center[0];
            o.center.y = center[1];
            return o;
        }
    }
    /* The world start judged within the margin, as the end will be. */
    if (rel != CBX_SEPARATE) rel = CBX_F(cbx_circle_penetrates_obb2)(c, b) ? CBX_OVERLAPPING : CBX_TOUCHING;
    return CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at_obb2), CBX_F(cbx_contact_at_obb2), &b, NULL, NULL, c, d, rel, o);
}

/* ---- 3D ------------------------------------------------------------------ */

static CAST3 CBX_F(cbx_cast3_invalid)(void) {
    CAST3 o = {false, R_NAN, {R_NAN, R_NAN, R_NAN}, {R_NAN, R_NAN, R_NAN}, {R_NAN, R_NAN, R_NAN}};
    return o;
}

/* The sweep a cast asks when its own rules leave the path open; apart:
   the start shown separate beside an edge or a corner, which the sweep
   then takes as given (cbx_sweep_sphere_aabb3_local_apart). */
static inline SWEEP3 CBX_F(cbx_cast3_sweep)(const SPHERE *s, const VEC3 *d, const AABB3 *b,
                                            bool apart) {
    return apart ? CBX_F(cbx_sweep_sphere_aabb3_local_apart)(s, d, b)
                 : CBX_F(cbx_sweep_sphere_aabb3_local)(s, d, b);
}

static CBX_F(cbx_cast_local) CBX_F(cbx_cast3_decided)(SPHERE s, VEC3 d, AABB3 b, SWEEP3 w, cbx_relation *rel) {
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
    const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    *rel = CBX_F(cbx_start_relation)(w.type, w.time, p, s.radius, lo, hi, 3);
    if (CBX_UNLIKELY(w.type == CBX_SWEEP_INVALID)) *rel = CBX_INVALID;
    const cbx_real normal[3] = {w.normal.x, w.normal.y, w.normal.z};
    const cbx_real point[3] = {w.point.x, w.point.y, w.point.z};
    return CBX_F(cbx_cast_decide)(p, s.radius, dv, lo, hi, 3, *rel, w.type == CBX_SWEEP_CONTACT, w.time, normal,
                                  point);
}

static CBX_F(cbx_cast_local) CBX_F(cbx_cast3_local)(SPHERE s, VEC3 d, AABB3 b, cbx_relation *rel, bool *stepped) {
    int k;
    {
        const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
        const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
        CBX_F(cbx_cast_fast_out) f;
        k = CBX_F(cbx_cast_fast_first)(p, s.radius, dv, lo, hi, 3, &f);
        *stepped = k == CBX_CAST_DONE;
        if (*stepped) return CBX_F(cbx_cast_local_of_fast)(&f, 3, rel);
    }
    return CBX_F(cbx_cast3_decided)(s, d, b,
                                    CBX_F(cbx_cast3_sweep)(&s, &d, &b, k == CBX_CAST_APART), rel);
}

static bool CBX_F(cbx_clear_at_aabb3)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                      const double *spread) {
    const AABB3 b = *(const AABB3 *)box;
    if (strict) {
        const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
        return CBX_F(cbx_clear_of_box)(center, r, lo, hi, 3, spread);
    }
    const SPHERE s = {{center[0], center[1], center[2]}, r};
    return !CBX_F(cbx_sphere_penetrates_aabb3)(s, b);
}

static bool CBX_F(cbx_clear_at_obb3)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                     const double *spread) {
    (void)strict;
    (void)spread;
    const SPHERE s = {{center[0], center[1], center[2]}, r};
    return !CBX_F(cbx_sphere_penetrates_obb3)(s, *(const OBB3 *)box);
}

static CONTACT3 CBX_F(cbx_contact_at_aabb3)(const void *box, SPHERE s) {
    return CBX_F(cbx_contact_sphere_aabb3)(s, *(const AABB3 *)box);
}

static CONTACT3 CBX_F(cbx_contact_at_obb3)(const void *box, SPHERE s) {
    return CBX_F(cbx_contact_sphere_obb3)(s, *(const OBB3 *)box);
}

static CAST3 CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at) clear, CONTACT3 (*contact)(const void *, SPHERE),
                                     const void *box, const cbx_real *blo, const cbx_real *bhi, SPHERE s, VEC3 d,
                                     cbx_relation rel, CAST3 o) {
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
    cbx_real center[3];
    const cbx_real full = o.fraction;
    if (CBX_F(cbx_cast_place)(clear, box, blo, bhi, p, s.radius, dv, 3, rel, o.hit, &o.fraction, center)) {
        const SPHERE end = {{R_MOVED(p[0], dv[0], full), R_MOVED(p[1], dv[1], full), R_MOVED(p[2], dv[2], full)},
                            s.radius};
        CONTACT3 k = contact(box, end);
        if (!(d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0)) {
            /* The end rounded onto or into the box, where the static
               contact's nearest face need not be the one the ball comes
               against: a float center one ulp beside a flat box, moving
               toward it by more than half an ulp, rounds onto it, and the
               tie rule there named the -x face for a ball on its +x side
               (a normal along the motion, which no velocity clip removes).
               The contact at the center returned, outside the box, then
               gives the face the ball is against, where it opposes d. */
            const SPHERE at = {{center[0], center[1], center[2]}, s.radius};
            const CONTACT3 ka = contact(box, at);
            if (d.x * ka.normal.x + d.y * ka.normal.y + d.z * ka.normal.z < 0) k = ka;
        }
        o.hit = true;
        o.normal = k.normal;
        o.point = k.point;
    } else if (o.hit && rel == CBX_SEPARATE && !(d.x * o.normal.x + d.y * o.normal.y + d.z * o.normal.z < 0)) {
        /* The sweep's normal is taken at its rounded time: on a path far
           longer than the box (7e23 against a box a few units thick) that
           time is past the contact and the normal can be a face the ball
           is leaving (test_fastpath_edges.py found (0, 1, 0) for a motion
           along +y). The returned center is certainly before the closest
           approach (cbx_cast_not_past), so the contact there points
           against the motion: its normal and point replace that one. A
           zero normal (cbx_cast_decide: a sweep time too far off to keep)
           is replaced whatever its direction: a hit has a unit normal. */
        const SPHERE at = {{center[0], center[1], center[2]}, s.radius};
        const CONTACT3 k = contact(box, at);
        const bool none = R_EQ(o.normal.x, 0) && R_EQ(o.normal.y, 0) && R_EQ(o.normal.z, 0);
        if (none || d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0) {
            o.normal = k.normal;
            o.point = k.point;
        }
    }
    o.center.x = center[0];
    o.center.y = center[1];
    o.center.z = center[2];
    return o;
}

/* The inputs of a 3D cast as arrays, each coordinate read by itself
   (cbx_vec3_read says why). */
static inline void CBX_F(cbx_cast3_arrays)(const SPHERE *s, const VEC3 *d, const AABB3 *b, cbx_real *p, cbx_real *dv,
                                           cbx_real *lo, cbx_real *hi) {
    CBX_F(cbx_vec3_read)(&s->center, p);
    CBX_F(cbx_vec3_read)(d, dv);
    CBX_F(cbx_vec3_read)(&b->min, lo);
    CBX_F(cbx_vec3_read)(&b->max, hi);
}

CAST3 CBX_F(cbx_cast_sphere_aabb3)(SPHERE s, VEC3 d, AABB3 b) {
    CBX_F(cbx_cast_fast_out) f;
    int k;
    {
        cbx_real p[3], dv[3], lo[3], hi[3];
        CBX_F(cbx_cast3_arrays)(&s, &d, &b, p, dv, lo, hi);
        k = CBX_F(cbx_cast_fast_first)(p, s.radius, dv, lo, hi, 3, &f);
        if (k == CBX_CAST_DONE) return CBX_F(cbx_cast3_of_fast)(&f);
    }
    const SWEEP3 w = CBX_F(cbx_cast3_sweep)(&s, &d, &b, k == CBX_CAST_APART);
    {
        cbx_real p[3], dv[3], lo[3], hi[3];
        CBX_F(cbx_cast3_arrays)(&s, &d, &b, p, dv, lo, hi);
        const cbx_real normal[3] = {w.normal.x, w.normal.y, w.normal.z};
        const cbx_real point[3] = {w.point.x, w.point.y, w.point.z};
        if (CBX_F(cbx_cast_fast)(p, s.radius, dv, lo, hi, 3, w.type, w.time, normal, point, &f))
            return CBX_F(cbx_cast3_of_fast)(&f);
    }
    cbx_relation rel;
    const CBX_F(cbx_cast_local) l = CBX_F(cbx_cast3_decided)(s, d, b, w, &rel);
    if (rel == CBX_INVALID) return CBX_F(cbx_cast3_invalid)();
    if (rel == CBX_TOUCHING && CBX_F(cbx_sphere_penetrates_aabb3)(s, b)) rel = CBX_OVERLAPPING;
    CAST3 o = {l.hit, l.fraction, {0, 0, 0}, {l.normal[0], l.normal[1], l.normal[2]},
               {l.point[0], l.point[1], l.point[2]}};
    const cbx_real blo[3] = {b.min.x, b.min.y, b.min.z}, bhi[3] = {b.max.x, b.max.y, b.max.z};
    return CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at_aabb3), CBX_F(cbx_contact_at_aabb3), &b, blo, bhi, s, d, rel, o);
}

CAST3 CBX_F(cbx_cast_sphere_obb3)(SPHERE s, VEC3 d, OBB3 b) {
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_valid_obb3)(b) || !CBX_F(cbx_is_finite_vec3)(d))
        return CBX_F(cbx_cast3_invalid)();
    const CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make)(s.center, b);
    const SPHERE ls = {f.p, CBX_F(cbx_frame_len)(s.radius, f.scale)};
    cbx_real k = 1;
    VEC3 dl = CBX_F(cbx_frame3_to_local)(&f, d);
    if (!CBX_F(cbx_finite3)(dl) || !R_FINITE((R_FABS(dl.x) + R_FABS(dl.y) + R_FABS(dl.z)) * f.scale)) {
        k = (cbx_real)0.25;
        const VEC3 dq = {d.x * k, d.y * k, d.z * k};
        dl = CBX_F(cbx_frame3_to_local)(&f, dq);
    }
    const cbx_real size = (R_FABS(dl.x) + R_FABS(dl.y) + R_FABS(dl.z)) * f.scale;
    dl.x = CBX_F(cbx_snap)(dl.x * f.scale, size);
    dl.y = CBX_F(cbx_snap)(dl.y * f.scale, size);
    dl.z = CBX_F(cbx_snap)(dl.z * f.scale, size);
    cbx_relation rel;
    bool stepped;
    CBX_F(cbx_cast_local) l = CBX_F(cbx_cast3_local)(ls, dl, f.box, &rel, &stepped);
    l.fraction *= k;
    if (l.hit && l.fraction > 1) l.hit = false;
    CAST3 o = {l.hit, l.hit ? l.fraction : 1, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}};
    if (l.hit) {
        const VEC3 nl = {l.normal[0], l.normal[1], l.normal[2]}, pl = {l.point[0], l.point[1], l.point[2]};
        o.normal = CBX_F(cbx_frame3_vector)(&f, nl);
        o.point = CBX_F(cbx_frame3_point)(&f, pl);
    }
    if (stepped && o.hit && rel == CBX_SEPARATE && d.x * o.normal.x + d.y * o.normal.y + d.z * o.normal.z < 0) {
        const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
        cbx_real center[3];
        if (CBX_F(cbx_cast_clear_at_once)(CBX_F(cbx_clear_at_obb3), &b, p, s.radius, dv, 3, o.fraction, center)) {
            o.center.x = center[0];
            o.center.y = center[1];
            o.center.z = center[2];
            return o;
        }
    }
    if (rel != CBX_SEPARATE) rel = CBX_F(cbx_sphere_penetrates_obb3)(s, b) ? CBX_OVERLAPPING : CBX_TOUCHING;
    return CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at_obb3), CBX_F(cbx_contact_at_obb3), &b, NULL, NULL, s, d, rel, o);
}

#endif
