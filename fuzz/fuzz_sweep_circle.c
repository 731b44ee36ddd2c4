/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_sweep_circle_aabb2 and cbx_sweep_circle_obb2, both
   precisions.

   Checked on every input: INVALID exactly for invalid input (shapes or
   velocities), with every number NaN; the start agrees with the static
   relation (OVERLAPPING -> OVERLAP with a point inside both and contact()'s
   normal, TOUCHING -> CONTACT at 0); a CONTACT at time t has the moved shapes
   touching at t and not overlapping a little before, and its point on both
   moved shapes with a unit normal; a NONE path never brings the shapes
   into overlap (sampled at its closest approach); and exact symmetries:
   mirror in x, velocities doubled (time halves), power-of-two translation.
   Distances are measured in long double against a bound of 64 eps times the
   problem's scale (the sources document 16). */
/* fuzz-needs: cbx_sweep_circle_aabb2 cbx_sweep_circle_obb2 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_sweep_circle.c"
#include "template.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in = fz_start(data, size);
    const uint8_t k = fz_u8(&in);
    if (k & 1u) {
        fz_check_sweep2f(&in, (k & 2u) != 0);
    } else {
        fz_check_sweep2(&in, (k & 2u) != 0);
    }
    return 0;
}

#else

#include "fuzz_input.h"

/* The box of either kind, as the reference sees it (long double). */
typedef struct CBX_F(fz_box2) {
    bool oriented;
    AABB2 a;
    OBB2 o;
} CBX_F(fz_box2);

/* Gap between a point and the box (0 inside), in long double. */
static long double CBX_F(fz_gap2)(const CBX_F(fz_box2) *bx, long double px, long double py) {
    if (!bx->oriented) {
        const long double qx = fz_clampl(px, bx->a.min.x, bx->a.max.x);
        const long double qy = fz_clampl(py, bx->a.min.y, bx->a.max.y);
        return hypotl(px - qx, py - qy);
    }
    const OBB2 b = bx->o;
    const long double n = sqrtl((long double)b.rot.c * b.rot.c + (long double)b.rot.s * b.rot.s);
    const long double cs = b.rot.c / n, sn = b.rot.s / n;
    const long double dx = px - b.center.x, dy = py - b.center.y;
    const long double lx = cs * dx + sn * dy, ly = cs * dy - sn * dx;
    const long double qx = fz_clampl(lx, -(long double)b.half.x, b.half.x);
    const long double qy = fz_clampl(ly, -(long double)b.half.y, b.half.y);
    return hypotl(lx - qx, ly - qy);
}

static SWEEP2 CBX_F(fz_sweep2)(const CBX_F(fz_box2) *bx, CIRCLE c, VEC2 cv, VEC2 bv) {
    return bx->oriented ? CBX_F(cbx_sweep_circle_obb2)(c, cv, bx->o, bv)
                        : CBX_F(cbx_sweep_circle_aabb2)(c, cv, bx->a, bv);
}

static cbx_relation CBX_F(fz_relate2)(const CBX_F(fz_box2) *bx, CIRCLE c) {
    return bx->oriented ? CBX_F(cbx_relate_circle_obb2)(c, bx->o)
                        : CBX_F(cbx_relate_circle_aabb2)(c, bx->a);
}

static CONTACT2 CBX_F(fz_contact2)(const CBX_F(fz_box2) *bx, CIRCLE c) {
    return bx->oriented ? CBX_F(cbx_contact_circle_obb2)(c, bx->o)
                        : CBX_F(cbx_contact_circle_aabb2)(c, bx->a);
}

static bool CBX_F(fz_sweep2_all_nan)(SWEEP2 s) {
    return isnan(s.time) && isnan(s.point.x) && isnan(s.point.y) && isnan(s.normal.x) &&
           isnan(s.normal.y);
}

/* Sum of the magnitudes that set the problem's scale. */
static long double CBX_F(fz_scale2)(const CBX_F(fz_box2) *bx, CIRCLE c) {
    long double L = fabsl((long double)c.center.x) + fabsl((long double)c.center.y) + c.radius;
    if (bx->oriented) {
        L += fabsl((long double)bx->o.center.x) + fabsl((long double)bx->o.center.y) +
             bx->o.half.x + bx->o.half.y;
    } else {
        L += fabsl((long double)bx->a.min.x) + fabsl((long double)bx->a.min.y) +
             fabsl((long double)bx->a.max.x) + fabsl((long double)bx->a.max.y);
    }
    return L;
}

static void CBX_F(fz_check_sweep2)(fz_in *in, bool oriented) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    const VEC2 cv = CBX_F(fz_vec2)(in);
    CBX_F(fz_box2) bx;
    bx.oriented = oriented;
    if (oriented) {
        bx.o = CBX_F(fz_obb2)(in);
        memset(&bx.a, 0, sizeof bx.a);
    } else {
        bx.a = CBX_F(fz_aabb2)(in);
        memset(&bx.o, 0, sizeof bx.o);
    }
    const VEC2 bv = CBX_F(fz_vec2)(in);
    FZ_CONTEXT("%s circle {{%a, %a}, %a} vel {%a, %a} %s {%a, %a, %a, %a, %a, %a} vel {%a, %a}",
               CBX_IS_DOUBLE ? "double" : "float", (double)c.center.x, (double)c.center.y,
               (double)c.radius, (double)cv.x, (double)cv.y, oriented ? "obb" : "aabb",
               oriented ? (double)bx.o.center.x : (double)bx.a.min.x,
               oriented ? (double)bx.o.center.y : (double)bx.a.min.y,
               oriented ? (double)bx.o.half.x : (double)bx.a.max.x,
               oriented ? (double)bx.o.half.y : (double)bx.a.max.y,
               oriented ? (double)bx.o.rot.c : 0.0, oriented ? (double)bx.o.rot.s : 0.0,
               (double)bv.x, (double)bv.y);

    const bool box_ok = oriented ? CBX_F(cbx_is_valid_obb2)(bx.o) : CBX_F(cbx_is_valid_aabb2)(bx.a);
    const bool valid = CBX_F(cbx_is_valid_circle)(c) && box_ok && isfinite(cv.x) &&
                       isfinite(cv.y) && isfinite(bv.x) && isfinite(bv.y);
    const SWEEP2 s = CBX_F(fz_sweep2)(&bx, c, cv, bv);
    FZ_ASSERT(fz_sweep_type_ok(s.type), "type %d", (int)s.type);
    FZ_ASSERT((s.type == CBX_SWEEP_INVALID) == !valid, "type %d, valid %d", (int)s.type, (int)valid);
    if (!valid) {
        FZ_ASSERT(CBX_F(fz_sweep2_all_nan)(s), "invalid input, sweep numbers not NaN");
        return;
    }
    const long double L = CBX_F(fz_scale2)(&bx, c);
    const long double Vx = (long double)cv.x - bv.x, Vy = (long double)cv.y - bv.y;
    const long double Vn = fabsl(Vx) + fabsl(Vy);
    const long double eps = R_EPS;
    /* Far beyond the range the reference's own rounding is not the point. */
    if (!(L < (long double)R_MAX / 16) || !(Vn < (long double)R_MAX / 16)) return;

    /* The start. */
    const cbx_relation rel0 = CBX_F(fz_relate2)(&bx, c);
    const long double r = c.radius;
    /* For an oriented box the static query and the sweep round differently
       (float statics run in float, sweeps in double), so they must agree
       only beyond the margin. */
    const bool flat = c.radius == 0 ||
                      (oriented ? (bx.o.half.x == 0 || bx.o.half.y == 0)
                                : (bx.a.min.x == bx.a.max.x || bx.a.min.y == bx.a.max.y));
    const long double g0 = CBX_F(fz_gap2)(&bx, c.center.x, c.center.y) - r;
    const long double B0 = 64 * eps * L + 8 * (long double)R_TRUE_MIN;
    cbx_relation want0 = rel0;
    if (oriented) {
        want0 = g0 > B0 ? CBX_SEPARATE : g0 < -B0 ? (flat ? CBX_TOUCHING : CBX_OVERLAPPING) : CBX_INVALID;
    }
    if (s.type == CBX_SWEEP_OVERLAP) {
        FZ_ASSERT(want0 == CBX_OVERLAPPING || (oriented && want0 == CBX_INVALID),
                  "OVERLAP, static relation %d, gap %La", (int)rel0, g0);
        FZ_ASSERT(s.time == 0, "OVERLAP at time %a", (double)s.time);
        if (CBX_IS_DOUBLE) { /* float statics round ties to faces differently */
            const CONTACT2 k = CBX_F(fz_contact2)(&bx, c);
            FZ_ASSERT(fabsl((long double)s.normal.x - k.normal.x) <= 4 * eps &&
                          fabsl((long double)s.normal.y - k.normal.y) <= 4 * eps,
                      "overlap normal (%a, %a), contact normal (%a, %a)", (double)s.normal.x,
                      (double)s.normal.y, (double)k.normal.x, (double)k.normal.y);
        }
        FZ_ASSERT(CBX_F(fz_gap2)(&bx, s.point.x, s.point.y) <= B0 &&
                      hypotl((long double)s.point.x - c.center.x, (long double)s.point.y - c.center.y) <= r + B0,
                  "overlap point (%a, %a) not inside both", (double)s.point.x, (double)s.point.y);
        return;
    }
    if (want0 == CBX_OVERLAPPING) {
        FZ_ASSERT(false, "overlapping at 0 (static %d, gap %La), type %d", (int)rel0, g0, (int)s.type);
    } else if (want0 == CBX_TOUCHING) {
        FZ_ASSERT(s.type == CBX_SWEEP_CONTACT && s.time == 0, "touching at 0: type %d time %a",
                  (int)s.type, (double)s.time);
    } else if (want0 == CBX_SEPARATE) {
        FZ_ASSERT(s.type == CBX_SWEEP_NONE || (s.type == CBX_SWEEP_CONTACT && s.time >= 0),
                  "separate at 0: type %d", (int)s.type);
    }

    /* The bound on the gap at time t: rounding of the scale, and of the time
       itself (relative, and absolute where it underflows). */
#define FZ_BOUND(t) (64 * eps * (L + Vn * (t)) + 8 * (long double)R_TRUE_MIN * (1 + Vn))
    /* The circle's center relative to the box at rest, at time t. */
#define FZ_GAP_AT(t) (CBX_F(fz_gap2)(&bx, c.center.x + Vx * (t), c.center.y + Vy * (t)) - r)
    if (s.type == CBX_SWEEP_CONTACT) {
        const long double t = s.time;
        FZ_ASSERT(t >= 0 && isfinite(s.time), "contact time %a", (double)s.time);
        if (s.time == R_MAX) return; /* documented: a time beyond the range */
        const long double B = FZ_BOUND(t);
        const long double g = FZ_GAP_AT(t);
        /* At time 0 a flat shape may touch from inside the other (gap < 0). */
        FZ_ASSERT(g <= B && (t == 0 || g >= -B), "gap at the contact time %a: %La, bound %La",
                  (double)s.time, g, B);
        if (t > 0) {
            const long double tb = t - t / 4096;
            const long double gb = FZ_GAP_AT(tb);
            FZ_ASSERT(gb >= -B, "gap a little before the contact time %a: %La, bound %La",
                      (double)s.time, gb, B);
        }
        /* The point: on the box moved by bv * t and on the circle moved by
           cv * t, in world coordinates, which round at the scale of the
           displacement, and drift along the path near grazing. */
        const long double W = fabsl((long double)bv.x) + fabsl((long double)bv.y) +
                              fabsl((long double)cv.x) + fabsl((long double)cv.y);
        const long double BP = B + 64 * eps * W * t + 8 * sqrtl(eps * r * L);
        const long double bx_t = (long double)bv.x * t, by_t = (long double)bv.y * t;
        const long double cx = c.center.x + (long double)cv.x * t, cy = c.center.y + (long double)cv.y * t;
        if (W * t < (long double)R_MAX / 16) {
            const long double gp = CBX_F(fz_gap2)(&bx, s.point.x - bx_t, s.point.y - by_t);
            const long double dp = hypotl(s.point.x - cx, s.point.y - cy);
            FZ_ASSERT(gp <= BP && dp <= r + BP && (t == 0 || dp >= r - BP),
                      "contact point (%a, %a): off the box by %La, from the center %La (r %La), "
                      "bound %La", (double)s.point.x, (double)s.point.y, gp, dp, r, BP);
        }
        const long double n2 = (long double)s.normal.x * s.normal.x + (long double)s.normal.y * s.normal.y;
        FZ_ASSERT(fabsl(n2 - 1) <= 16 * eps, "normal (%a, %a)", (double)s.normal.x,
                  (double)s.normal.y);
        /* The normal: toward the circle's center (whose drift near grazing
           the point bound covers), where the point is in range (beyond it
           the point is clamped to +-max and says nothing of the direction:
           a contact at t = 2^29 of boxes moving at 1.5e300). */
        if (r > 1024 * BP && t > 0 && W * t < (long double)R_MAX / 16) {
            const long double ex = (cx - s.point.x) / r, ey = (cy - s.point.y) / r;
            FZ_ASSERT(fabsl(s.normal.x - ex) + fabsl(s.normal.y - ey) <= 4 * BP / r + 16 * eps,
                      "normal (%a, %a), center - point over r (%La, %La)", (double)s.normal.x,
                      (double)s.normal.y, ex, ey);
        }
    } else if (s.type == CBX_SWEEP_NONE && Vn > 0) {
        /* The path's closest approach to the box's center, and a few times around. */
        long double pcx, pcy;
        if (oriented) {
            pcx = bx.o.center.x;
            pcy = bx.o.center.y;
        } else {
            pcx = ((long double)bx.a.min.x + bx.a.max.x) / 2;
            pcy = ((long double)bx.a.min.y + bx.a.max.y) / 2;
        }
        const long double v2 = Vx * Vx + Vy * Vy;
        long double tc = ((pcx - c.center.x) * Vx + (pcy - c.center.y) * Vy) / v2;
        if (!(tc > 0)) tc = 0;
        const long double ts[4] = {tc, tc / 2, tc * 2, tc + L / Vn};
        for (int i = 0; i < 4; ++i) {
            if (!isfinite(ts[i])) continue;
            const long double B = FZ_BOUND(ts[i]);
            const long double g = FZ_GAP_AT(ts[i]);
            FZ_ASSERT(g >= -B, "NONE, but at time %La the gap is %La, bound %La", ts[i], g, B);
        }
    }
#undef FZ_GAP_AT
#undef FZ_BOUND

    /* Mirror in x: exact, so the same answer. */
    CIRCLE mc = c;
    VEC2 mcv = cv, mbv = bv;
    CBX_F(fz_box2) mbx = bx;
    mc.center.x = -c.center.x;
    mcv.x = -cv.x;
    mbv.x = -bv.x;
    if (oriented) {
        mbx.o.center.x = -bx.o.center.x;
        mbx.o.rot.s = -bx.o.rot.s;
    } else {
        mbx.a.min.x = -bx.a.max.x;
        mbx.a.max.x = -bx.a.min.x;
    }
    const SWEEP2 ms = CBX_F(fz_sweep2)(&mbx, mc, mcv, mbv);
    FZ_ASSERT(ms.type == s.type && ms.time == s.time, "mirror: type %d time %a, was %d %a",
              (int)ms.type, (double)ms.time, (int)s.type, (double)s.time);

    /* Velocities doubled: the same decision, half the time (for axis-aligned
       boxes the decision is exact). */
    const VEC2 cv2 = {cv.x * 2, cv.y * 2}, bv2 = {bv.x * 2, bv.y * 2};
    if (!oriented && isfinite(cv2.x) && isfinite(cv2.y) && isfinite(bv2.x) && isfinite(bv2.y)) {
        const SWEEP2 s2 = CBX_F(fz_sweep2)(&bx, c, cv2, bv2);
        FZ_ASSERT(s2.type == s.type, "velocities doubled: type %d, was %d", (int)s2.type, (int)s.type);
        if (s.type == CBX_SWEEP_CONTACT && s.time < R_MAX / 2 && s2.time < R_MAX / 2) {
            const long double t = s.time, t2 = s2.time;
            const long double tol = 64 * eps * (t + L / (Vn > 0 ? Vn : 1)) + 8 * (long double)R_TRUE_MIN;
            FZ_ASSERT(fabsl(2 * t2 - t) <= tol || Vn * t < 1024 * eps * L,
                      "velocities doubled: time %a, was %a", (double)s2.time, (double)s.time);
        }
    }

    /* Translation by a power of two, when no coordinate rounds: the same decision. */
    const cbx_real tr = (cbx_real)fz_pow2(in);
    if (!oriented && CBX_F(fz_add_exact)(c.center.x, tr) && CBX_F(fz_add_exact)(bx.a.min.x, tr) &&
        CBX_F(fz_add_exact)(bx.a.max.x, tr)) {
        CIRCLE tc = c;
        CBX_F(fz_box2) tbx = bx;
        tc.center.x += tr;
        tbx.a.min.x += tr;
        tbx.a.max.x += tr;
        const SWEEP2 ts = CBX_F(fz_sweep2)(&tbx, tc, cv, bv);
        FZ_ASSERT(ts.type == s.type, "translation by %a: type %d, was %d", (double)tr, (int)ts.type,
                  (int)s.type);
    }
}

#endif
