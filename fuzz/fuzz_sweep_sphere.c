/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_sweep_sphere_aabb3 and cbx_sweep_sphere_obb3, both
   precisions.

   The 3D twin of fuzz_sweep_circle.c: INVALID exactly for invalid input
   (shapes or velocities), every number NaN; the start agrees with the static
   relation; a CONTACT at time t has the moved shapes touching at t, not
   overlapping a little before, and its point on both moved shapes with a
   unit normal; a NONE path never brings the shapes into overlap (sampled
   around its closest approach); mirror symmetry and doubled velocities.
   Distances in long double against 64 eps times the problem's scale (the
   sources document 24). */
/* fuzz-needs: cbx_sweep_sphere_aabb3 cbx_sweep_sphere_obb3 cbx_relate_sphere_obb3 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_sweep_sphere.c"
#include "template.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in = fz_start(data, size);
    const uint8_t k = fz_u8(&in);
    if (k & 1u) {
        fz_check_sweep3f(&in, (k & 2u) != 0);
    } else {
        fz_check_sweep3(&in, (k & 2u) != 0);
    }
    return 0;
}

#else

#include "fuzz_input.h"

/* The box as the reference sees it: bounds, or center, half extents and
   axes made orthonormal (modified Gram-Schmidt, as src/shape/frame.inc). */
typedef struct CBX_F(fz_box3) {
    bool oriented;
    AABB3 a;
    OBB3 o;
    long double ax[3][3], c[3], h[3];
} CBX_F(fz_box3);

static void CBX_F(fz_box3_prepare)(CBX_F(fz_box3) *bx) {
    if (!bx->oriented) return;
    const OBB3 b = bx->o;
    for (int i = 0; i < 3; ++i) {
        bx->ax[i][0] = b.axis[i].x, bx->ax[i][1] = b.axis[i].y, bx->ax[i][2] = b.axis[i].z;
    }
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < i; ++j) {
            const long double d = bx->ax[j][0] * bx->ax[i][0] + bx->ax[j][1] * bx->ax[i][1] +
                                  bx->ax[j][2] * bx->ax[i][2];
            for (int k = 0; k < 3; ++k) bx->ax[i][k] -= d * bx->ax[j][k];
        }
        const long double n = sqrtl(bx->ax[i][0] * bx->ax[i][0] + bx->ax[i][1] * bx->ax[i][1] +
                                    bx->ax[i][2] * bx->ax[i][2]);
        for (int k = 0; k < 3; ++k) bx->ax[i][k] /= n;
    }
    bx->c[0] = b.center.x, bx->c[1] = b.center.y, bx->c[2] = b.center.z;
    bx->h[0] = b.half.x, bx->h[1] = b.half.y, bx->h[2] = b.half.z;
}

/* Gap between a point and the box (0 inside). */
static long double CBX_F(fz_gap3)(const CBX_F(fz_box3) *bx, const long double *p) {
    long double g2 = 0;
    for (int i = 0; i < 3; ++i) {
        long double l, lo, hi;
        if (bx->oriented) {
            l = bx->ax[i][0] * (p[0] - bx->c[0]) + bx->ax[i][1] * (p[1] - bx->c[1]) +
                bx->ax[i][2] * (p[2] - bx->c[2]);
            lo = -bx->h[i];
            hi = bx->h[i];
        } else {
            const cbx_real mn[3] = {bx->a.min.x, bx->a.min.y, bx->a.min.z};
            const cbx_real mx[3] = {bx->a.max.x, bx->a.max.y, bx->a.max.z};
            l = p[i];
            lo = mn[i];
            hi = mx[i];
        }
        const long double q = fz_clampl(l, lo, hi);
        g2 += (l - q) * (l - q);
    }
    return sqrtl(g2);
}

static SWEEP3 CBX_F(fz_sweep3)(const CBX_F(fz_box3) *bx, SPHERE s, VEC3 sv, VEC3 bv) {
    return bx->oriented ? CBX_F(cbx_sweep_sphere_obb3)(s, sv, bx->o, bv)
                        : CBX_F(cbx_sweep_sphere_aabb3)(s, sv, bx->a, bv);
}

static void CBX_F(fz_check_sweep3)(fz_in *in, bool oriented) {
    const SPHERE s = CBX_F(fz_sphere)(in);
    const VEC3 sv = CBX_F(fz_vec3)(in);
    CBX_F(fz_box3) bx;
    memset(&bx, 0, sizeof bx);
    bx.oriented = oriented;
    if (oriented) {
        bx.o = CBX_F(fz_obb3)(in);
    } else {
        bx.a = CBX_F(fz_aabb3)(in);
    }
    const VEC3 bv = CBX_F(fz_vec3)(in);
    const cbx_real bn[15] = {
        oriented ? bx.o.center.x : bx.a.min.x, oriented ? bx.o.center.y : bx.a.min.y,
        oriented ? bx.o.center.z : bx.a.min.z, oriented ? bx.o.half.x : bx.a.max.x,
        oriented ? bx.o.half.y : bx.a.max.y,   oriented ? bx.o.half.z : bx.a.max.z,
        bx.o.axis[0].x, bx.o.axis[0].y, bx.o.axis[0].z, bx.o.axis[1].x, bx.o.axis[1].y,
        bx.o.axis[1].z, bx.o.axis[2].x, bx.o.axis[2].y, bx.o.axis[2].z};
    FZ_CONTEXT("%s sphere {{%a, %a, %a}, %a} vel {%a, %a, %a} %s {%a, %a, %a, %a, %a, %a; "
               "%a, %a, %a, %a, %a, %a, %a, %a, %a} vel {%a, %a, %a}",
               CBX_IS_DOUBLE ? "double" : "float", (double)s.center.x, (double)s.center.y,
               (double)s.center.z, (double)s.radius, (double)sv.x, (double)sv.y, (double)sv.z,
               oriented ? "obb" : "aabb", (double)bn[0], (double)bn[1], (double)bn[2],
               (double)bn[3], (double)bn[4], (double)bn[5], (double)bn[6], (double)bn[7],
               (double)bn[8], (double)bn[9], (double)bn[10], (double)bn[11], (double)bn[12],
               (double)bn[13], (double)bn[14], (double)bv.x, (double)bv.y, (double)bv.z);

    const bool box_ok = oriented ? CBX_F(cbx_is_valid_obb3)(bx.o) : CBX_F(cbx_is_valid_aabb3)(bx.a);
    const bool valid = CBX_F(cbx_is_valid_sphere)(s) && box_ok && isfinite(sv.x) && isfinite(sv.y) &&
                       isfinite(sv.z) && isfinite(bv.x) && isfinite(bv.y) && isfinite(bv.z);
    const SWEEP3 w = CBX_F(fz_sweep3)(&bx, s, sv, bv);
    FZ_ASSERT(fz_sweep_type_ok(w.type), "type %d", (int)w.type);
    FZ_ASSERT((w.type == CBX_SWEEP_INVALID) == !valid, "type %d, valid %d", (int)w.type, (int)valid);
    if (!valid) {
        FZ_ASSERT(isnan(w.time) && isnan(w.point.x) && isnan(w.point.y) && isnan(w.point.z) &&
                      isnan(w.normal.x) && isnan(w.normal.y) && isnan(w.normal.z),
                  "invalid input, sweep numbers not NaN");
        return;
    }
    CBX_F(fz_box3_prepare)(&bx);
    const long double p0[3] = {s.center.x, s.center.y, s.center.z};
    const long double V[3] = {(long double)sv.x - bv.x, (long double)sv.y - bv.y,
                              (long double)sv.z - bv.z};
    const long double Vn = fabsl(V[0]) + fabsl(V[1]) + fabsl(V[2]);
    long double L = fabsl(p0[0]) + fabsl(p0[1]) + fabsl(p0[2]) + s.radius;
    for (int i = 0; i < 6; ++i) L += fabsl((long double)bn[i]);
    const long double eps = R_EPS, r = s.radius;
    if (!(L < (long double)R_MAX / 16) || !(Vn < (long double)R_MAX / 16)) return;

    const bool flat = s.radius == 0 || (oriented ? (bx.o.half.x == 0 || bx.o.half.y == 0 || bx.o.half.z == 0)
                                                 : (bx.a.min.x == bx.a.max.x || bx.a.min.y == bx.a.max.y ||
                                                    bx.a.min.z == bx.a.max.z));
    const long double g0 = CBX_F(fz_gap3)(&bx, p0) - r;
    const long double B0 = 64 * eps * L + 8 * (long double)R_TRUE_MIN;
    cbx_relation want0 = oriented ? CBX_INVALID : CBX_F(cbx_relate_sphere_aabb3)(s, bx.a);
    if (oriented) {
        want0 = g0 > B0 ? CBX_SEPARATE : g0 < -B0 ? (flat ? CBX_TOUCHING : CBX_OVERLAPPING) : CBX_INVALID;
    }
    if (w.type == CBX_SWEEP_OVERLAP) {
        FZ_ASSERT(want0 == CBX_OVERLAPPING || want0 == CBX_INVALID, "OVERLAP, expected %d, gap %La",
                  (int)want0, g0);
        FZ_ASSERT(w.time == 0, "OVERLAP at time %a", (double)w.time);
        const long double wp[3] = {w.point.x, w.point.y, w.point.z};
        FZ_ASSERT(CBX_F(fz_gap3)(&bx, wp) <= B0 &&
                      sqrtl((wp[0] - p0[0]) * (wp[0] - p0[0]) + (wp[1] - p0[1]) * (wp[1] - p0[1]) +
                            (wp[2] - p0[2]) * (wp[2] - p0[2])) <= r + B0,
                  "overlap point (%a, %a, %a) not inside both", (double)w.point.x,
                  (double)w.point.y, (double)w.point.z);
        return;
    }
    if (want0 == CBX_OVERLAPPING) {
        FZ_ASSERT(false, "overlapping at 0 (gap %La), type %d", g0, (int)w.type);
    } else if (want0 == CBX_TOUCHING) {
        FZ_ASSERT(w.type == CBX_SWEEP_CONTACT && w.time == 0, "touching at 0: type %d time %a",
                  (int)w.type, (double)w.time);
    }

#define FZ_BOUND(t) (64 * eps * (L + Vn * (t)) + 8 * (long double)R_TRUE_MIN * (1 + Vn))
    long double pt[3];
#define FZ_GAP_AT(t) \
    (pt[0] = p0[0] + V[0] * (t), pt[1] = p0[1] + V[1] * (t), pt[2] = p0[2] + V[2] * (t), \
     CBX_F(fz_gap3)(&bx, pt) - r)
    if (w.type == CBX_SWEEP_CONTACT) {
        const long double t = w.time;
        FZ_ASSERT(t >= 0 && isfinite(w.time), "contact time %a", (double)w.time);
        if (w.time == R_MAX) return;
        const long double B = FZ_BOUND(t);
        const long double g = FZ_GAP_AT(t);
        FZ_ASSERT(g <= B && (t == 0 || g >= -B), "gap at the contact time %a: %La, bound %La",
                  (double)w.time, g, B);
        if (t > 0) {
            const long double gb = FZ_GAP_AT(t - t / 4096);
            FZ_ASSERT(gb >= -B, "gap a little before the contact time %a: %La, bound %La",
                      (double)w.time, gb, B);
        }
        const long double W = fabsl((long double)sv.x) + fabsl((long double)sv.y) + fabsl((long double)sv.z) +
                              fabsl((long double)bv.x) + fabsl((long double)bv.y) + fabsl((long double)bv.z);
        const long double BP = B + 64 * eps * W * t + 8 * sqrtl(eps * r * L);
        if (W * t < (long double)R_MAX / 16) {
            const long double bp[3] = {w.point.x - bv.x * t, w.point.y - bv.y * t, w.point.z - bv.z * t};
            const long double cc[3] = {p0[0] + sv.x * t, p0[1] + sv.y * t, p0[2] + sv.z * t};
            const long double gp = CBX_F(fz_gap3)(&bx, bp);
            const long double dp = sqrtl((w.point.x - cc[0]) * (w.point.x - cc[0]) +
                                         (w.point.y - cc[1]) * (w.point.y - cc[1]) +
                                         (w.point.z - cc[2]) * (w.point.z - cc[2]));
            FZ_ASSERT(gp <= BP && dp <= r + BP && (t == 0 || dp >= r - BP),
                      "contact point (%a, %a, %a): off the box by %La, from the center %La (r %La), "
                      "bound %La", (double)w.point.x, (double)w.point.y, (double)w.point.z, gp, dp, r, BP);
        }
        const long double n2 = (long double)w.normal.x * w.normal.x + (long double)w.normal.y * w.normal.y +
                                (long double)w.normal.z * w.normal.z;
        FZ_ASSERT(fabsl(n2 - 1) <= 16 * eps, "normal not unit: |n|^2 = %La", n2);
    } else if (w.type == CBX_SWEEP_NONE && Vn > 0) {
        long double cb[3];
        if (oriented) {
            cb[0] = bx.c[0], cb[1] = bx.c[1], cb[2] = bx.c[2];
        } else {
            cb[0] = ((long double)bx.a.min.x + bx.a.max.x) / 2;
            cb[1] = ((long double)bx.a.min.y + bx.a.max.y) / 2;
            cb[2] = ((long double)bx.a.min.z + bx.a.max.z) / 2;
        }
        const long double v2 = V[0] * V[0] + V[1] * V[1] + V[2] * V[2];
        long double tc = ((cb[0] - p0[0]) * V[0] + (cb[1] - p0[1]) * V[1] + (cb[2] - p0[2]) * V[2]) / v2;
        if (!(tc > 0)) tc = 0;
        const long double ts[4] = {tc, tc / 2, tc * 2, tc + L / Vn};
        for (int i = 0; i < 4; ++i) {
            if (!isfinite(ts[i]) || ts[i] > (long double)R_MAX) continue;
            const long double B = FZ_BOUND(ts[i]);
            const long double g = FZ_GAP_AT(ts[i]);
            FZ_ASSERT(g >= -B, "NONE, but at time %La the gap is %La, bound %La", ts[i], g, B);
        }
    }
#undef FZ_GAP_AT
#undef FZ_BOUND

    /* Mirror in x: the same decision (exact for axis-aligned boxes). */
    SPHERE ms = s;
    VEC3 msv = sv, mbv = bv;
    CBX_F(fz_box3) mbx = bx;
    ms.center.x = -s.center.x;
    msv.x = -sv.x;
    mbv.x = -bv.x;
    if (oriented) {
        mbx.o.center.x = -bx.o.center.x;
        for (int i = 0; i < 3; ++i) mbx.o.axis[i].x = -bx.o.axis[i].x;
    } else {
        mbx.a.min.x = -bx.a.max.x;
        mbx.a.max.x = -bx.a.min.x;
    }
    const SWEEP3 mw = CBX_F(fz_sweep3)(&mbx, ms, msv, mbv);
    if (!oriented) {
        FZ_ASSERT(mw.type == w.type, "mirror: type %d, was %d", (int)mw.type, (int)w.type);
    }

    /* Velocities doubled: the same decision, half the time. */
    const VEC3 sv2 = {sv.x * 2, sv.y * 2, sv.z * 2}, bv2 = {bv.x * 2, bv.y * 2, bv.z * 2};
    if (!oriented && isfinite(sv2.x) && isfinite(sv2.y) && isfinite(sv2.z) && isfinite(bv2.x) &&
        isfinite(bv2.y) && isfinite(bv2.z)) {
        const SWEEP3 w2 = CBX_F(fz_sweep3)(&bx, s, sv2, bv2);
        FZ_ASSERT(w2.type == w.type, "velocities doubled: type %d, was %d", (int)w2.type, (int)w.type);
    }
}

#endif
