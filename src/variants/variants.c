/* SPDX-License-Identifier: MIT */
/* The published static circle/box and sphere/box tests (include/circbox/variants.h),
   each kept in its seed's shape so that they can be compared and timed side by
   side, with closed-set semantics (touching counts) and the seeds' bugs fixed.

   Every test that loops over axes is written once for 2D and 3D over arrays
   of n coordinates; the wrappers at the end pass n = 2 or 3, and the compiler
   unrolls the loops. None of these is exact near tangency: each rounds the
   way its seed does (see variants.h). cbx_overlap_* is the exact answer.

   Invalid input. circbox's contract is that bad input never crashes or lies:
   every test here returns false when cbx_is_valid_* would reject an operand.
   No seed validates anything, and a full check before each test would weigh
   on the cheap ones and blur the comparison, so the check (cbx_variant_ok,
   a branch-free inline copy of the validators' rules) runs only after the
   seed's own test has said yes: a "no" is already the right answer for bad
   input. The branchy tests join it with &&, the branch-free ones with &. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "variants/variants.c"
#include "template.h"
#else

#include "circbox/variants.h"

/* True iff the round shape (centre p, radius r) and the box [lo, hi] pass
   cbx_is_valid_circle/aabb2 (or sphere/aabb3): all numbers finite, r >= 0,
   lo <= hi. v - v is 0 for a finite v and NaN otherwise (compilers keep it:
   without -ffast-math they may not fold it), so one sum tests finiteness of
   all 3n + 1 numbers without a branch. tests/test_variants.c and the oracle
   check every variant on each kind of invalid input. */
static inline bool CBX_F(cbx_variant_ok)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi,
                                         int n, cbx_real r) {
    cbx_real z = r - r;
    bool ordered = r >= 0;
    for (int i = 0; i < n; ++i) {
        z += (p[i] - p[i]) + (lo[i] - lo[i]) + (hi[i] - hi[i]);
        ordered &= lo[i] <= hi[i];
    }
    return ordered & (z <= 0); /* z is +0 or NaN: one comparison, no branch */
}

/* ---- Shaffer, "Fast circle-rectangle intersection checking" (seed 000) ----
   Translate the box so the centre is the origin, find which of the 9 regions
   around the centre holds the box, and compare the one distance that region
   calls for: a corner's squared distance, a side's distance, or none when the
   box contains the centre.
   Fix (seed 000): the listing returns `... < Rad^2` and `|...| < Rad` in every
   region, an open test that misses touching pairs; circbox's solids are
   closed, so every comparison with the radius is `<=` here. The region tests
   (`R.max.x < 0`, `R.min.x > 0`) are left as printed: a box edge exactly on
   the centre line falls into the centre-line branch, whose answer is right. */
static inline bool CBX_F(cbx_shaffer2)(CIRCLE c, AABB2 b) {
    const cbx_real r = c.radius;
    const cbx_real max_x = b.max.x - c.center.x, max_y = b.max.y - c.center.y;
    const cbx_real min_x = b.min.x - c.center.x, min_y = b.min.y - c.center.y;
    if (max_x < 0) {                                                   /* box left of the centre */
        if (max_y < 0) return max_x * max_x + max_y * max_y <= r * r;  /* lower left corner */
        if (min_y > 0) return max_x * max_x + min_y * min_y <= r * r;  /* upper left corner */
        return R_FABS(max_x) <= r;                                     /* due west */
    }
    if (min_x > 0) {                                                   /* box right of the centre */
        if (max_y < 0) return min_x * min_x + max_y * max_y <= r * r;  /* lower right corner */
        if (min_y > 0) return min_x * min_x + min_y * min_y <= r * r;  /* upper right corner */
        return min_x <= r;                                             /* due east */
    }
    if (max_y < 0) return R_FABS(max_y) <= r; /* due south */
    if (min_y > 0) return min_y <= r;         /* due north */
    return true;                              /* box contains the centre */
}

/* Shaffer's 3D extension ("easily derived from the 2D case"): the 27 regions
   are the products of the 3 per-axis cases (below, across, above the centre).
   The distance the region calls for depends only on how many axes the box
   lies off: none (the box holds the centre), one (a face: compare the
   distance itself), two (an edge) or three (a corner: squared distances).
   Same closed-set fix as in 2D. */
static inline bool CBX_F(cbx_shaffer3)(SPHERE s, AABB3 b) {
    const cbx_real r = s.radius;
    const cbx_real lo[3] = {b.min.x - s.center.x, b.min.y - s.center.y, b.min.z - s.center.z};
    const cbx_real hi[3] = {b.max.x - s.center.x, b.max.y - s.center.y, b.max.z - s.center.z};
    cbx_real e[3] = {0, 0, 0};
    int off = 0;
    for (int i = 0; i < 3; ++i) {
        if (hi[i] < 0) e[off++] = hi[i];      /* box below the centre on this axis */
        else if (lo[i] > 0) e[off++] = lo[i]; /* box above */
    }
    switch (off) {
    case 0: return true;
    case 1: return R_FABS(e[0]) <= r;
    case 2: return e[0] * e[0] + e[1] * e[1] <= r * r;
    default: return e[0] * e[0] + e[1] * e[1] + e[2] * e[2] <= r * r;
    }
}

/* ---- Arvo, Graphics Gems (seed 001, OVERLAPSPHEREAABB_ARVO) ----
   Sum, over the axes where the centre lies outside the slab, the squared
   distance to the slab; compare with r^2. Already closed (`d <= r^2`). */
static inline bool CBX_F(cbx_arvo)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi, int n,
                                   cbx_real r) {
    cbx_real d = 0;
    for (int i = 0; i < n; ++i) {
        if (p[i] < lo[i]) {
            const cbx_real e = p[i] - lo[i];
            d += e * e;
        } else if (p[i] > hi[i]) {
            const cbx_real e = p[i] - hi[i];
            d += e * e;
        }
    }
    return d <= r * r;
}

/* ---- Larsson et al., quick rejections intertwined (seed 001, OVERLAPSPHEREAABB_QRI) ----
   Arvo, but an axis whose distance alone exceeds r rejects at once.
   Fix: the printed QRI listing is reported to carry a reversed rejection
   test. Seed 001's transcription has the right direction (`e < -r` below the
   slab, `e > r` above), which is what is used here; both are strict, so a
   distance equal to r (touching) is never rejected, as the closed contract
   requires. */
static inline bool CBX_F(cbx_qri)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi, int n,
                                  cbx_real r) {
    cbx_real d = 0;
    for (int i = 0; i < n; ++i) {
        cbx_real e = p[i] - lo[i];
        if (e < 0) {
            if (e < -r) return false;
            d += e * e;
        } else if ((e = p[i] - hi[i]) > 0) {
            if (e > r) return false;
            d += e * e;
        }
    }
    return d <= r * r;
}

/* ---- Larsson et al., quick rejections first (seed 001, QRF) ----
   First the centre against the box grown by r on every side (reject if
   outside: strict, so touching survives), then Arvo's accumulation. */
static inline bool CBX_F(cbx_qrf)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi, int n,
                                  cbx_real r) {
    for (int i = 0; i < n; ++i) {
        if (p[i] + r < lo[i] || p[i] - r > hi[i]) return false;
    }
    return CBX_F(cbx_arvo)(p, lo, hi, n, r);
}

/* max(a, b) and min(a, b) as the selections x86 has instructions for. The
   seed's max(lo - p, 0) is computed as max(lo, p) - p: the same number (if
   lo > p both are fl(lo - p); otherwise both are zero, at most differing in
   the sign of the zero, which squaring removes), but gcc
   turns max(x, 0) into a branch inside these loops and max(lo, p) into
   maxsd, and a branch here would defeat the point of the form. */
static inline cbx_real CBX_F(cbx_vmax)(cbx_real a, cbx_real b) { return a < b ? b : a; }
static inline cbx_real CBX_F(cbx_vmin)(cbx_real a, cbx_real b) { return a > b ? b : a; }

/* ---- Branch-free max-sum form (seed 001, "Eliminate Conditional Branch") ----
   e = max(lo - p, 0) + max(p - hi, 0) is the distance to the slab (at most
   one term is non-zero), with no branch on which side the centre lies.
   Fix (seed 001): its listing rejects with `if (e <= r) return false`, which
   is reversed: it throws away every axis within reach and keeps the ones out
   of reach. The rejection meant is `e > r` (that axis alone is out of reach).
   To stay branch-free as the section's title promises, the rejections are
   collected in a flag rather than taken as early returns; the answer is the
   same. Touching (d == r^2) counts. */
static inline bool CBX_F(cbx_maxsum)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi,
                                     int n, cbx_real r) {
    cbx_real d = 0;
    bool far = false;
    for (int i = 0; i < n; ++i) {
        /* max(lo - p, 0) + max(p - hi, 0), spelled as explained above */
        const cbx_real e = (CBX_F(cbx_vmax)(lo[i], p[i]) - p[i]) + (p[i] - CBX_F(cbx_vmin)(p[i], hi[i]));
        far |= e > r;
        d += e * e;
    }
    return !far & (d <= r * r);
}

/* ---- Centre/half-extent form (seed 001, "Even Faster") ----
   Fold the centre into the box's first quadrant (v = |p - centre|), then
   u = max(v - half, 0) is the offset from the box's corner to the centre,
   zero on the axes where the centre is within the slab.
   Fix (seed 001): `dot(u, u) < r * r` becomes `<=` (closed; the seed's own
   text calls c == r "tangency" and then leaves it out). circbox boxes are
   stored as min/max, so the centre and half sizes are computed here; their
   rounding is this form's price: it is within a few ulps of the box's
   coordinates, not of the distance (a box an odd number of ulps wide has
   no exact centre, and a tangency there may come out as no overlap). They
   are formed from the halved bounds, lo/2 + hi/2 and hi/2 - lo/2, which
   never overflow: (lo + hi) / 2 and (hi - lo) / 2 were infinite for a box
   wider than the largest finite number or beyond half of it, and a centre
   inside [-DBL_MAX, DBL_MAX]^2 answered no overlap (an independent tester's
   finding, 2026-12-07). Halving rounds only a subnormal bound. */
static inline bool CBX_F(cbx_absmax)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi,
                                     int n, cbx_real r) {
    cbx_real d = 0;
    for (int i = 0; i < n; ++i) {
        const cbx_real l2 = lo[i] * (cbx_real)0.5, h2 = hi[i] * (cbx_real)0.5;
        const cbx_real centre = l2 + h2, half = h2 - l2;
        const cbx_real v = R_FABS(p[i] - centre);
        const cbx_real u = CBX_F(cbx_vmax)(v, half) - half; /* max(v - half, 0), the same number */
        d += u * u;
    }
    return d <= r * r;
}

/* ---- Clamp (seed 003) ----
   The box's point nearest the centre is the centre clamped into the box
   (seed 003 writes Max(RectX, Min(CircleX, RectX + RectWidth)); circbox's box
   already holds RectX + RectWidth as max.x); the pair overlaps when it lies
   within r. Fix (seed 003): `< CircleRadius * CircleRadius` becomes `<=`. */
static inline bool CBX_F(cbx_clamp_test)(const cbx_real *p, const cbx_real *lo, const cbx_real *hi,
                                         int n, cbx_real r) {
    cbx_real d = 0;
    for (int i = 0; i < n; ++i) {
        const cbx_real q = CBX_F(cbx_vmax)(CBX_F(cbx_vmin)(p[i], hi[i]), lo[i]);
        d += (p[i] - q) * (p[i] - q);
    }
    return d <= r * r;
}

/* ---- The 9-zone switch (seed 004, "Circle/Box Intersection Revised") ----
   Zone of the centre: 0..2 along x (left of, across, right of the box) plus
   3 times the same along y. Zone 4 is inside; side zones compare one
   distance; corner zones test the nearest corner against the circle.
   Fixes (seed 004):
   - the corner test is `circle.isPointInside(cornerX, cornerY)`, whose
     strictness is left to a helper the seed never shows; here it is
     closed: dx^2 + dy^2 <= r^2, so a corner on the circle counts.
   - the seed declares variables directly under `case` labels, which C does
     not allow; each case has its own block.
   The seed stores a box as centre and half sizes and tests a side zone with
   |c.y - box.y| <= r + halfHeight; with circbox's min/max box the same test
   in zone 1 (below the box) is min.y - c.y <= r, which needs no centre and
   rounds once instead of three times. */
static inline bool CBX_F(cbx_zones)(CIRCLE c, AABB2 b) {
    const cbx_real x = c.center.x, y = c.center.y, r = c.radius;
    const int xzone = x < b.min.x ? 0 : (x > b.max.x ? 2 : 1);
    const int yzone = y < b.min.y ? 0 : (y > b.max.y ? 2 : 1);
    switch (xzone + 3 * yzone) {
    case 1: return b.min.y - y <= r; /* below the box */
    case 7: return y - b.max.y <= r; /* above */
    case 3: return b.min.x - x <= r; /* left */
    case 5: return x - b.max.x <= r; /* right */
    case 4: return true;             /* centre inside the box */
    default: {                       /* corner zones 0, 2, 6, 8 */
        const cbx_real corner_x = xzone == 0 ? b.min.x : b.max.x;
        const cbx_real corner_y = yzone == 0 ? b.min.y : b.max.y;
        const cbx_real dx = x - corner_x, dy = y - corner_y;
        return dx * dx + dy * dy <= r * r;
    }
    }
}

/* ---- public wrappers ---- */

#define CBX_UNPACK2(c, b)                                                     \
    const cbx_real p[2] = {(c).center.x, (c).center.y};                       \
    const cbx_real lo[2] = {(b).min.x, (b).min.y};                            \
    const cbx_real hi[2] = {(b).max.x, (b).max.y}
#define CBX_UNPACK3(s, b)                                                     \
    const cbx_real p[3] = {(s).center.x, (s).center.y, (s).center.z};         \
    const cbx_real lo[3] = {(b).min.x, (b).min.y, (b).min.z};                 \
    const cbx_real hi[3] = {(b).max.x, (b).max.y, (b).max.z}

/* A variant over axes, in 2D and 3D. A branchy one checks the input only
   when it says yes (&&); a branch-free one computes both and joins them with
   &, so that no branch appears. */
#define CBX_AXES_VARIANT(name, core, BRANCH_FREE)                                   \
    bool CBX_F(cbx_##name##_circle_aabb2)(CIRCLE c, AABB2 b) {                       \
        CBX_UNPACK2(c, b);                                                           \
        if (BRANCH_FREE) {                                                           \
            const bool hit = CBX_F(core)(p, lo, hi, 2, c.radius);                    \
            const bool ok = CBX_F(cbx_variant_ok)(p, lo, hi, 2, c.radius);           \
            return hit & ok;                                                         \
        }                                                                            \
        return CBX_F(core)(p, lo, hi, 2, c.radius) &&                                \
               CBX_F(cbx_variant_ok)(p, lo, hi, 2, c.radius);                        \
    }                                                                                \
    bool CBX_F(cbx_##name##_sphere_aabb3)(SPHERE s, AABB3 b) {                       \
        CBX_UNPACK3(s, b);                                                           \
        if (BRANCH_FREE) {                                                           \
            const bool hit = CBX_F(core)(p, lo, hi, 3, s.radius);                    \
            const bool ok = CBX_F(cbx_variant_ok)(p, lo, hi, 3, s.radius);           \
            return hit & ok;                                                         \
        }                                                                            \
        return CBX_F(core)(p, lo, hi, 3, s.radius) &&                                \
               CBX_F(cbx_variant_ok)(p, lo, hi, 3, s.radius);                        \
    }

CBX_AXES_VARIANT(arvo, cbx_arvo, 0)
CBX_AXES_VARIANT(qri, cbx_qri, 0)
CBX_AXES_VARIANT(qrf, cbx_qrf, 0)
CBX_AXES_VARIANT(maxsum, cbx_maxsum, 1)
CBX_AXES_VARIANT(absmax, cbx_absmax, 1)
CBX_AXES_VARIANT(clamp, cbx_clamp_test, 1)

bool CBX_F(cbx_shaffer_circle_aabb2)(CIRCLE c, AABB2 b) {
    CBX_UNPACK2(c, b);
    return CBX_F(cbx_shaffer2)(c, b) && CBX_F(cbx_variant_ok)(p, lo, hi, 2, c.radius);
}

bool CBX_F(cbx_shaffer_sphere_aabb3)(SPHERE s, AABB3 b) {
    CBX_UNPACK3(s, b);
    return CBX_F(cbx_shaffer3)(s, b) && CBX_F(cbx_variant_ok)(p, lo, hi, 3, s.radius);
}

bool CBX_F(cbx_zones_circle_aabb2)(CIRCLE c, AABB2 b) {
    CBX_UNPACK2(c, b);
    return CBX_F(cbx_zones)(c, b) && CBX_F(cbx_variant_ok)(p, lo, hi, 2, c.radius);
}

#undef CBX_UNPACK2
#undef CBX_UNPACK3
#undef CBX_AXES_VARIANT

#endif
